import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHOICE_LABELS } from "../../src/items/item.js";
import { parseAnswer, UNPARSED_REASONS } from "../../src/items/parse/answer.js";

/** The answer parser (src/items/parse/answer.ts) on hostile replies: total, in range, and fast. */
const CHOICES = ["red", "green", "blue", "grey"];

function checkInvariants(reply: string, choices: readonly string[]): void {
  const r = parseAnswer(reply, choices);
  if (r.kind === "parsed") {
    expect(r.index).toBeGreaterThanOrEqual(0);
    expect(r.index).toBeLessThan(choices.length);
    expect(r.letter).toBe(CHOICE_LABELS[r.index]);
  } else {
    expect(UNPARSED_REASONS).toContain(r.reason);
  }
}

describe("hostile model replies", () => {
  it("NUL bytes, lone surrogates, BOM, CRLF: never throws, never out of range", () => {
    for (const reply of ["\u0000", "B\u0000", "\uD800", "\uDFFFB", "\uFEFFB", "B\r\n", "\r\n\r\nAnswer: C\r\n", "Answer:\u0000 D", "Ｅ", "Answer: Z", "Answer: E"]) {
      checkInvariants(reply, CHOICES);
    }
    expect(parseAnswer("\uFEFFB\r\n", CHOICES)).toMatchObject({ kind: "parsed", letter: "B" });
    expect(parseAnswer("Answer: E", CHOICES)).toMatchObject({ kind: "unparsed", reason: "out_of_range" });
  });

  it("adversarial replies cost linear time: 64 KB (4× the longest reply --max-tokens allows) in under two seconds", () => {
    // Before the fix, "Answer: " × 20,000 took 38 s, "B" + 40,000 spaces + "x" took 7 s (O(n²) regexes); at 64 KB the old code took > 2 s on several of these.
    const K = 64 * 1024;
    const big = [
      "x".repeat(K),
      "Answer: ".repeat(K / 8),
      "Answer:\n".repeat(K / 8),
      "the answer is ".repeat(K / 14) + "B",
      "B" + " ".repeat(K) + "x",
      "Answer: (" + " ".repeat(K) + ".",
      "(".repeat(K / 2) + "B" + ")".repeat(K / 2),
      "A ".repeat(K / 2),
      "答え".repeat(K / 2),
      "I can".repeat(K / 5),
      "\\boxed{".repeat(K / 7),
      "$\\boxed{" + " ".repeat(K) + "D",
      "</think>".repeat(K / 8) + "B",
      "<think>" + "A ".repeat(K / 2),
      "D (" + "(".repeat(K),
      "Option ".repeat(K / 7),
    ];
    for (const reply of big) {
      const t0 = performance.now();
      checkInvariants(reply, CHOICES);
      expect(performance.now() - t0, `reply of ${reply.length} chars starting ${JSON.stringify(reply.slice(0, 12))}`).toBeLessThan(2000);
    }
  });

  it("a 10 MB reply is parsed (linear time), not a crash", () => {
    const t0 = performance.now();
    expect(parseAnswer("x".repeat(10 * 1024 * 1024) + "\nB", CHOICES)).toMatchObject({ kind: "unparsed" });
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  it("property: any reply, any number of choices (2–26), hostile or not, yields a valid result", () => {
    const reply = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc.tuple(fc.constantFrom("Answer: ", "The answer is ", "正解は", "", "(", "「"), fc.constantFrom(...CHOICE_LABELS, "Ｂ", "ｂ", "{label}", "X"), fc.string({ maxLength: 20 })).map((p) => p.join("")),
    );
    const choices = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ""), { minLength: 2, maxLength: 26, selector: (s) => s.normalize("NFKC").trim().toLowerCase() });
    fc.assert(fc.property(reply, choices, (r, c) => checkInvariants(r, c)), { numRuns: 3000, seed: 8 });
  });
});
