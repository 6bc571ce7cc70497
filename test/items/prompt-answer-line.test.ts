import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { benchmarkSchema } from "../../src/items/config.js";
import { parseAnswer } from "../../src/items/parse/answer.js";
import { renderPrompt } from "../../src/items/prompt/render.js";

const item = {
  id: "q1",
  question: "Which colour is the sky on a clear day?",
  choices: ["red", "blue", "green", "black"],
};

describe('built-in "Answer: X" first-line formats', () => {
  it("en-answer-line asks for the answer line first and leaves room to explain", () => {
    const r = renderPrompt(item, { kind: "builtin", name: "en-answer-line" });
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
    const r = renderPrompt(item, { kind: "builtin", name: "ja-answer-line" });
    expect(r.formatVersion).toBe("ja-answer-line-v1");
    expect(r.messages[0]!.content).toContain("答え: X");
  });
  it("the parser takes the first-line answer even when the explanation names other letters", () => {
    expect(parseAnswer("Answer: B\nA and C are wrong; D is night.", item.choices, { placeholder: "X" })).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("答え: B\nAとCは誤りです。", item.choices, { placeholder: "X" })).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("Answer: X", item.choices, { placeholder: "X" })).toMatchObject({ kind: "unparsed" });
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
