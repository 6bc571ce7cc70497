import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { MIN_PROBLEMS, pairedPassAtK, passAtK } from "../../src/stats/pass-at-k.js";

const ref = loadReference("compare_pass_at_k.json");

describe(`pass@k against ${ref.generator} (${ref.software})`, () => {
  it("passAtK matches exact rational 1 − C(n−c, k)/C(n, k) on every case", () => {
    expect(failures(casesFor(ref, "passAtK", 100), passAtK as never).slice(0, 10)).toEqual([]);
  });
  it("pairedPassAtK matches scipy's paired t (ttest_rel, t.ppf) on every case", () => {
    expect(failures(casesFor(ref, "pairedPassAtK", 20), pairedPassAtK as never).slice(0, 10)).toEqual([]);
  });
});

describe("pass@k: definitions", () => {
  it("is c/n at k = 1, 1 when fewer than k samples fail, 0 when none pass", () => {
    expect(passAtK(20, 7, 1)).toBeCloseTo(0.35, 15);
    expect(passAtK(10, 8, 3)).toBe(1);
    expect(passAtK(10, 0, 10)).toBe(0);
  });
  it("is not the biased plug-in 1 − (1 − c/n)^k (which is smaller for k > 1)", () => {
    expect(passAtK(10, 3, 5)).toBeCloseTo(1 - 21 / 252, 14); // C(7,5)/C(10,5) = 21/252
    expect(1 - (1 - 0.3) ** 5).toBeLessThan(passAtK(10, 3, 5) - 0.07);
  });
  it("keeps its digits when pass@k is tiny (n = 10⁵, c = 1, k = 1: 1e-5)", () => {
    expect(Math.abs(passAtK(100000, 1, 1) / 1e-5 - 1)).toBeLessThan(1e-12);
  });
  it("refuses too few problems, constant differences and bad counts", () => {
    const p = (bc: number, cc: number) => ({ baseline: { n: 10, c: bc }, candidate: { n: 10, c: cc } });
    const few = Array.from({ length: MIN_PROBLEMS - 1 }, (_, i) => p(i, 9 - i));
    expect(pairedPassAtK(few, 1, { alpha: 0.05 })).toEqual({
      kind: "too-few-problems",
      problems: 9,
      minimum: MIN_PROBLEMS,
    });
    const same = Array.from({ length: 20 }, (_, i) => p(i % 10, i % 10));
    expect(pairedPassAtK(same, 3, { alpha: 0.05 }).kind).toBe("no-variation");
    expect(() => passAtK(5, 6, 1)).toThrow(/c must be/);
    expect(() => passAtK(5, 2, 6)).toThrow(/k must be/);
    expect(() => passAtK(0, 0, 1)).toThrow(/n must be/);
    const bad = [...same.slice(0, 12), { baseline: { n: 3, c: 1 }, candidate: { n: 10, c: 2 } }];
    expect(() => pairedPassAtK(bad, 5, { alpha: 0.05 })).toThrow(/problems\[12\]\.baseline/);
    expect(() => pairedPassAtK(same, 1, { alpha: 0.05, sided: "up" as never })).toThrow(/sided/);
  });
});
