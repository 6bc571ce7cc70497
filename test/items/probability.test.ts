import { describe, expect, it } from "vitest";
import { softScore, type TokenTop } from "../../src/items/parse/probability.js";

const L = ["A", "B", "C", "D"];
const ln = Math.log;
/** One generated token with alternatives given as probabilities. */
const tok = (token: string, p: number, top: [string, number][]): TokenTop => ({
  token,
  logprob: ln(p),
  top: top.map(([t, q]) => ({ token: t, logprob: ln(q) })),
});

describe("softScore (docs/providers.md, The probability signal)", () => {
  it("renormalises the correct letter's probability over the option letters listed", () => {
    const t = [
      tok("B", 0.6, [
        ["B", 0.6],
        ["A", 0.2],
        ["\n", 0.1],
        ["C", 0.05],
        ["D", 0.05],
      ]),
    ];
    // 0.6 / (0.6 + 0.2 + 0.05 + 0.05); the newline's 0.1 is not an option.
    expect(softScore(t, L, "B", "B").score).toBeCloseTo(0.6 / 0.9, 12);
    expect(softScore(t, L, "A", "B")).toEqual({ score: expect.closeTo(0.2 / 0.9, 12), via: "probability" });
  });

  it("sums the spellings of one letter (' B', '(B', 'B.') and ignores lower case and letters beyond the options", () => {
    const t = [
      tok("B", 0.4, [
        ["B", 0.4],
        [" B", 0.2],
        ["B.", 0.1],
        ["b", 0.1],
        ["E", 0.1],
        ["A", 0.1],
      ]),
    ];
    expect(softScore(t, L, "B", "B").score).toBeCloseTo(0.7 / 0.8, 12);
  });

  it("a correct letter missing from the alternatives scores 0 (the lower end of [0, p_min/(L+p_min)])", () => {
    const t = [
      tok("A", 0.9, [
        ["A", 0.9],
        ["C", 0.05],
        ["D", 0.03],
      ]),
    ];
    expect(softScore(t, L, "B", "A")).toEqual({ score: 0, via: "missing_letter" });
  });

  it("an unparsed reply scores 0 whatever its tokens say, as the binary rule counts it wrong", () => {
    const t = [tok("B", 0.99, [["B", 0.99]])];
    expect(softScore(t, L, "B", null)).toEqual({ score: 0, via: "unparsed" });
    expect(softScore([], L, "B", null)).toEqual({ score: 0, via: "unparsed" });
  });

  it("a reply whose first token is not the parsed letter scores the binary outcome", () => {
    // "The answer is B": the first token's distribution is over words, not answers.
    const t = [
      tok("The", 0.8, [
        ["The", 0.8],
        ["B", 0.1],
      ]),
      tok(" answer", 0.9, [[" answer", 0.9]]),
    ];
    expect(softScore(t, L, "B", "B")).toEqual({ score: 1, via: "no_letter_token" });
    expect(softScore(t, L, "C", "B")).toEqual({ score: 0, via: "no_letter_token" });
  });

  it("steps over a leading space or bracket token to the letter", () => {
    const t = [
      tok(" (", 0.9, [[" (", 0.9]]),
      tok("C", 0.7, [
        ["C", 0.7],
        ["A", 0.3],
      ]),
    ];
    expect(softScore(t, L, "C", "C")).toEqual({ score: expect.closeTo(0.7, 12), via: "probability" });
  });

  it("counts the generated letter when the list leaves it out (a grammar-constrained server)", () => {
    // llama-server with a grammar reports the unconstrained distribution: the forced "B" is not among the top.
    const t = [
      tok("B", 0.01, [
        ["\u0011", 0.03],
        ["c", 0.02],
        ["W", 0.015],
        ["A", 0.012],
      ]),
    ];
    expect(softScore(t, L, "B", "B").score).toBeCloseTo(0.01 / 0.022, 12);
    expect(softScore(t, L, "C", "B")).toEqual({ score: 0, via: "missing_letter" });
  });
});
