import { describe, expect, it } from "vitest";
import { CHOICE_LABELS } from "../../src/items/item.js";
import { parseAnswer, UNPARSED_REASONS } from "../../src/items/parse/answer.js";

/**
 * The answer parser (src/items/parse/answer.ts) on large adversarial replies. Before the fix,
 * "Answer: " × 20,000 took 38 s and "B" + 40,000 spaces + "x" took 7 s (O(n²) regexes). There is
 * no wall-clock assertion here (a loaded runner only makes this slower, not wrong), so these cases
 * prove the replies are handled, not how fast: each reply is its own case so that its time stands
 * on its own line of the slow suite's report, where a quadratic regex shows as minutes.
 */
const CHOICES = ["red", "green", "blue", "grey"];
const K = 64 * 1024; // 4× the longest reply --max-tokens allows

describe("large adversarial replies: total and in range", () => {
  it.for([
    ["x", "x".repeat(K)],
    ["Answer: ×", "Answer: ".repeat(K / 8)],
    ["Answer:\\n ×", "Answer:\n".repeat(K / 8)],
    ["the answer is × + B", "the answer is ".repeat(K / 14) + "B"],
    ["B + spaces + x", "B" + " ".repeat(K) + "x"],
    ["Answer: ( + spaces", "Answer: (" + " ".repeat(K) + "."],
    ["nested parentheses around B", "(".repeat(K / 2) + "B" + ")".repeat(K / 2)],
    ["A ×", "A ".repeat(K / 2)],
    ["答え ×", "答え".repeat(K / 2)],
    ["I can ×", "I can".repeat(K / 5)],
    ["\\boxed{ ×", "\\boxed{".repeat(K / 7)],
    ["$\\boxed{ + spaces + D", "$\\boxed{" + " ".repeat(K) + "D"],
    ["</think> × + B", "</think>".repeat(K / 8) + "B"],
    ["<think> + A ×", "<think>" + "A ".repeat(K / 2)],
    ["D ( + (×", "D (" + "(".repeat(K)],
    ["Option ×", "Option ".repeat(K / 7)],
  ] as const)("64 KB of %s", ([, reply]) => {
    const r = parseAnswer(reply, CHOICES);
    if (r.kind === "parsed") {
      expect(r.index).toBeGreaterThanOrEqual(0);
      expect(r.index).toBeLessThan(CHOICES.length);
      expect(r.letter).toBe(CHOICE_LABELS[r.index]);
    } else {
      expect(UNPARSED_REASONS).toContain(r.reason);
    }
  });

  it("a 10 MB reply is parsed, not a crash", () => {
    expect(parseAnswer("x".repeat(10 * 1024 * 1024) + "\nB", CHOICES)).toMatchObject({ kind: "unparsed" });
  });
});
