import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { benchmarkSchema } from "../../src/items/config.js";
import { promptFormatFromConfig, renderPrompt, type PromptFormat } from "../../src/items/prompt/render.js";

const item = { id: "q1", question: "Which shape?", choices: ["square", "hexagon", "cube", "tetrahedron"] };

describe("renderPrompt", () => {
  it("English built-in is exactly the real-model fixture's format", () => {
    // docs/real-llm.md: system `Answer with the letter only.`,
    // user `{question}\nA. {c0}\nB. {c1}\nC. {c2}\nD. {c3}\nAnswer:`
    const r = renderPrompt(item, { kind: "builtin", name: "en" });
    expect(r.messages).toEqual([
      { role: "system", content: "Answer with the letter only." },
      { role: "user", content: "Which shape?\nA. square\nB. hexagon\nC. cube\nD. tetrahedron\nAnswer:" },
    ]);
    expect(r.formatVersion).toBe("en-letter-v1");
  });

  // fixtures/demo/items.jsonl is the real-model fixture's items (docs/real-llm.md).
  const fixtureItems = new URL("../../fixtures/demo/items.jsonl", import.meta.url);
  it("English built-in reproduces a line of the fixture's own items", () => {
    const line = readFileSync(fixtureItems, "utf8").split("\n")[0]!;
    const it0 = JSON.parse(line) as { id: string; question: string; choices: string[] };
    const user = renderPrompt(it0, { kind: "builtin", name: "en" }).messages[1]!.content;
    expect(user).toBe(
      `${it0.question}\nA. ${it0.choices[0]}\nB. ${it0.choices[1]}\nC. ${it0.choices[2]}\nD. ${it0.choices[3]}\nAnswer:`,
    );
  });

  it("Japanese built-in", () => {
    const r = renderPrompt({ id: "j", question: "どれか？", choices: ["赤", "青"] }, { kind: "builtin", name: "ja" });
    expect(r.messages[0]!.content).toBe("選択肢の記号（アルファベット1文字）だけで答えてください。");
    expect(r.messages[1]!.content).toBe("どれか？\nA. 赤\nB. 青\n答え:");
    expect(r.formatVersion).toBe("ja-letter-v1");
  });

  it("labels up to Z", () => {
    const choices = Array.from({ length: 26 }, (_, i) => `c${i}`);
    expect(
      renderPrompt({ id: "z", question: "?", choices }, { kind: "builtin", name: "en" }).messages[1]!.content,
    ).toContain("\nZ. c25\nAnswer:");
  });

  const custom: PromptFormat = {
    kind: "custom",
    system: "You are a careful expert.",
    user: "Question: {question}\n\nOptions:\n{choices}\n\nReply with 'Answer: X'.",
    choiceFormat: "({label}) {text}",
  };

  it("custom template substitutes once: braces inside item text stay literal", () => {
    const r = renderPrompt({ id: "b", question: "What is {choices}?", choices: ["{label}", "{text}"] }, custom);
    expect(r.messages).toEqual([
      { role: "system", content: "You are a careful expert." },
      {
        role: "user",
        content: "Question: What is {choices}?\n\nOptions:\n(A) {label}\n(B) {text}\n\nReply with 'Answer: X'.",
      },
    ]);
    expect(r.placeholder).toBe("X");
  });

  it("custom format version changes with any edit of the template and is stable otherwise", () => {
    const v = renderPrompt(item, custom).formatVersion;
    expect(v).toMatch(/^custom-[0-9a-f]{16}$/);
    expect(renderPrompt(item, { ...custom }).formatVersion).toBe(v);
    expect(renderPrompt(item, { ...custom, choiceFormat: "{label}) {text}" }).formatVersion).not.toBe(v);
    expect(renderPrompt(item, { ...custom, system: "You are an expert." }).formatVersion).not.toBe(v);
    const { system: _, ...noSystem } = custom as Extract<PromptFormat, { kind: "custom" }>;
    const r = renderPrompt(item, noSystem);
    expect(r.messages.map((m) => m.role)).toEqual(["user"]);
    expect(r.formatVersion).not.toBe(v);
  });

  it("rejects templates missing their placeholders, and free-form items", () => {
    expect(() => renderPrompt(item, { ...custom, user: "{question}" } as PromptFormat)).toThrow(InputError);
    expect(() => renderPrompt(item, { ...custom, choiceFormat: "{text}" } as PromptFormat)).toThrow(/\{label\}/);
    expect(() => renderPrompt({ id: "f", question: "?", choices: [] }, { kind: "builtin", name: "en" })).toThrow(
      InputError,
    );
  });
});

describe("benchmark config section", () => {
  it("applies defaults", () => {
    const c = benchmarkSchema.parse({ path: "items.jsonl" });
    expect(c).toEqual({ path: "items.jsonl", split: "dev", perturbers: ["shuffle_choices"], prompt: "en" });
    expect(promptFormatFromConfig(c.prompt)).toEqual({ kind: "builtin", name: "en" });
  });

  it("accepts a full section with a custom template", () => {
    const c = benchmarkSchema.parse({
      path: "b.jsonl",
      split: "holdout",
      sample_n: 500,
      seed: "paper-2026",
      perturbers: ["shuffle_choices", "derange_choices"],
      prompt: { system: "S", user: "{question}\n{choices}\nAnswer:", placeholder: "X" },
      published_after: "2024-06-30",
    });
    expect(promptFormatFromConfig(c.prompt)).toEqual({
      kind: "custom",
      system: "S",
      user: "{question}\n{choices}\nAnswer:",
      choiceFormat: "{label}. {text}",
      placeholder: "X",
    });
  });

  it.each([
    [{ path: "x", unknown_key: 1 }, "unknown_key"],
    [{ path: "x", split: "test" }, "split"],
    [{ path: "x", sample_n: 0 }, "sample_n"],
    [{ path: "x", sample_n: 2.5 }, "sample_n"],
    [{ path: "x", perturbers: ["rotate"] }, "perturbers"],
    [{ path: "x", perturbers: ["shuffle_choices", "shuffle_choices"] }, "perturbers"],
    [{ path: "x", prompt: "fr" }, "prompt"],
    [{ path: "x", prompt: { user: "{question}" } }, "prompt"],
    [{ path: "x", prompt: { user: "{question} {choices}", extra: 1 } }, "prompt"],
    [{ path: "x", published_after: "2024-02-30" }, "published_after"],
    [{}, "path"],
  ])("rejects %j", (value, key) => {
    const r = benchmarkSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain(key);
  });
});
