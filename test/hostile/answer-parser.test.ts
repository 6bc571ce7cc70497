import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHOICE_LABELS } from "../../src/items/item.js";
import { parseAnswer, UNPARSED_REASONS } from "../../src/items/parse/answer.js";

/** The answer parser (src/items/parse/answer.ts) on hostile replies: total and in range (large replies: answer-parser.slow.test.ts). */
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
    for (const reply of [
      "\u0000",
      "B\u0000",
      "\uD800",
      "\uDFFFB",
      "\uFEFFB",
      "B\r\n",
      "\r\n\r\nAnswer: C\r\n",
      "Answer:\u0000 D",
      "Ｅ",
      "Answer: Z",
      "Answer: E",
    ]) {
      checkInvariants(reply, CHOICES);
    }
    expect(parseAnswer("\uFEFFB\r\n", CHOICES)).toMatchObject({ kind: "parsed", letter: "B" });
    expect(parseAnswer("Answer: E", CHOICES)).toMatchObject({ kind: "unparsed", reason: "out_of_range" });
  });

  it("property: any reply, any number of choices (2–26), hostile or not, yields a valid result", () => {
    const reply = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc
        .tuple(
          fc.constantFrom("Answer: ", "The answer is ", "正解は", "", "(", "「"),
          fc.constantFrom(...CHOICE_LABELS, "Ｂ", "ｂ", "{label}", "X"),
          fc.string({ maxLength: 20 }),
        )
        .map((p) => p.join("")),
    );
    const choices = fc.uniqueArray(
      fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ""),
      { minLength: 2, maxLength: 26, selector: (s) => s.normalize("NFKC").trim().toLowerCase() },
    );
    fc.assert(
      fc.property(reply, choices, (r, c) => checkInvariants(r, c)),
      { numRuns: 3000, seed: 8 },
    );
  });
});
