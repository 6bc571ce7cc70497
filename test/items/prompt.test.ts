import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { benchmarkSchema } from "../../src/items/config.js";
import { promptFormatFromConfig, renderPrompt, type PromptFormat } from "../../src/items/prompt/render.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseAnswer, scoreAnswer, tallyParses } from "../../src/items/parse/answer.js";
import { fileURLToPath } from "node:url";
import { answerIndex, CHOICE_LABELS } from "../../src/items/item.js";
import { type PerturberName, perturb } from "../../src/items/perturb/perturbers.js";
import { prepareItems } from "../../src/items/prepare.js";

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

const skyItem = {
  id: "q1",
  question: "Which colour is the sky on a clear day?",
  choices: ["red", "blue", "green", "black"],
};

describe('built-in "Answer: X" first-line formats', () => {
  it("en-answer-line asks for the answer line first and leaves room to explain", () => {
    const r = renderPrompt(skyItem, { kind: "builtin", name: "en-answer-line" });
    expect(r.formatVersion).toBe("en-answer-line-v1");
    expect(r.placeholder).toBe("X");
    expect(r.messages[0]).toEqual({
      role: "system",
      content:
        'Make the first line of your reply "Answer: X", where X is the letter of the correct choice. You may explain after that line.',
    });
    expect(r.messages[1]!.content).toBe("Which colour is the sky on a clear day?\nA. red\nB. blue\nC. green\nD. black");
  });
  it("ja-answer-line is its own version, so cached answers never cross formats", () => {
    const r = renderPrompt(skyItem, { kind: "builtin", name: "ja-answer-line" });
    expect(r.formatVersion).toBe("ja-answer-line-v1");
    expect(r.messages[0]!.content).toContain("答え: X");
  });
  it("the parser takes the first-line answer even when the explanation names other letters", () => {
    expect(
      parseAnswer("Answer: B\nA and C are wrong; D is night.", skyItem.choices, { placeholder: "X" }),
    ).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("答え: B\nAとCは誤りです。", skyItem.choices, { placeholder: "X" })).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("Answer: X", skyItem.choices, { placeholder: "X" })).toMatchObject({ kind: "unparsed" });
  });
  it("is accepted by the benchmark: section and by run --prompt", async () => {
    expect(benchmarkSchema.parse({ path: "i.jsonl", prompt: "en-answer-line" }).prompt).toBe("en-answer-line");
    const m = memoryIo();
    const argv = [
      "run",
      "--synthetic",
      "300",
      "--prompt",
      "ja-answer-line",
      "--target-effect",
      "0.2",
      "--discordant-rate",
      "0.5",
      "--model",
      "fake=f,accuracy=0.6",
    ];
    expect(await main(argv, m.io)).toBe(0);
    const bad = memoryIo();
    expect(await main([...argv.slice(0, 3), "--prompt", "fr", ...argv.slice(5)], bad.io)).toBe(4);
    expect(bad.stderr()).toMatch(/--prompt must be one of en, ja, en-answer-line, ja-answer-line/);
  });
});

const SYNTH = fileURLToPath(new URL("../../fixtures/items/synthetic40.jsonl", import.meta.url));

/** A model that memorized each item's original answer letter and replies with it whatever it is shown. */
function positionMemorizer(originalLetters: Map<string, string>) {
  return (id: string) => originalLetters.get(id)!;
}

describe("items pipeline: prepare → perturb → render → parse → score", () => {
  it("a position memorizer is perfect on originals, at chance when shuffled, always wrong when deranged", async () => {
    const prepared = await prepareItems({
      path: SYNTH,
      displayName: "synthetic40.jsonl",
      split: "all",
      workspace: process.cwd(),
    });
    expect(prepared.items).toHaveLength(40);
    const letters = new Map(prepared.items.map((i) => [i.id, CHOICE_LABELS[answerIndex(i)!]!]));
    const model = positionMemorizer(letters);
    const accuracy = (perturber: PerturberName) => {
      const parses = prepared.items.map((item) => {
        const shown = perturb(item, perturber, "pipeline-seed");
        const prompt = renderPrompt(shown, { kind: "builtin", name: "en" });
        expect(prompt.messages[1]!.content.endsWith("\nAnswer:")).toBe(true);
        const parsed = parseAnswer(`Answer: ${model(item.id)}`, shown.choices, { placeholder: prompt.placeholder });
        return { parsed, correct: scoreAnswer(parsed, shown) };
      });
      expect(tallyParses(parses.map((p) => p.parsed)).unparsed).toBe(0);
      return parses.filter((p) => p.correct).length;
    };
    expect(accuracy("identity")).toBe(40);
    const shuffled = accuracy("shuffle_choices");
    // Binomial(40, 1/4): P(X ≥ 25) < 1e-7.
    expect(shuffled).toBeLessThan(25);
    expect(accuracy("derange_choices")).toBe(0);
  });
});
