import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { createRng } from "../../src/stats/random.js";
import { LATTICE, signFlipP, signFlipTest, softDifferences } from "../../src/stats/sign-flip.js";

const ref = loadReference("sign_flip.json");

describe(`soft sign-flip test against ${ref.generator} (${ref.software})`, () => {
  it("the exact p matches scipy's full enumeration, the whole generating function and binomtest", () => {
    const impl = (d: number[]) => {
      const r = signFlipP(d);
      expect(r.method.kind).toBe("exact");
      return r.p;
    };
    expect(failures(casesFor(ref, "signFlipP", 100), impl).slice(0, 10)).toEqual([]);
  });
  it("the score interval matches scipy's brentq on its defining equation", () => {
    const impl = (d: number[], alpha: number) => {
      const t = signFlipTest(d, alpha);
      return { lcb: t.lcb, ucb: t.ucb };
    };
    expect(failures(casesFor(ref, "signFlipTest.bounds", 20), impl).slice(0, 10)).toEqual([]);
  });
});

describe("soft sign-flip properties", () => {
  it("binary differences give McNemar's exact p", () => {
    for (const [b, c, z] of [
      [0, 0, 5],
      [7, 1, 3],
      [40, 25, 100],
      [300, 250, 10],
    ] as const) {
      const d = [...Array(b).fill(1), ...Array(c).fill(-1), ...Array(z).fill(0)];
      const want = mcnemarP(b, c, "one-sided");
      expect(Math.abs(signFlipP(d).p - want)).toBeLessThanOrEqual(1e-10 * Math.max(want, 1e-300));
    }
  });

  it("the Monte Carlo p is reproducible, conservative in form, and near the exact p", () => {
    const rng = createRng("mc-check");
    const d = Array.from({ length: 120 }, () => (rng.next() - 0.45) * 0.8);
    const exact = signFlipP(d).p;
    const a = signFlipP(d, 0, 4999);
    const b = signFlipP(d, 0, 4999);
    expect(a).toEqual(b);
    if (a.method.kind !== "monte-carlo") throw new Error("expected the sampled p");
    expect(a.p).toBe((1 + a.method.exceedances) / (1 + 4999));
    const se = Math.sqrt((exact * (1 - exact)) / 4999);
    expect(Math.abs(a.p - exact)).toBeLessThan(4 * se + 1 / 5000);
  });

  it("ties and sub-lattice differences weigh nothing; all-zero d gives p = 1", () => {
    expect(signFlipP([0, 0, 0]).p).toBe(1);
    expect(signFlipP([0.004, -0.003, 0]).p).toBe(1);
    expect(signFlipP([0.3, 0, 0.004]).p).toBe(0.5);
    expect(signFlipTest([0.3, 0, 0.004], 0.05).informative).toBe(1);
  });

  it("many items all dropping: p is 2^-n without underflow on the way", () => {
    const d = Array(900).fill(0.37);
    expect(Math.log2(signFlipP(d).p)).toBeCloseTo(-900, 6);
  });

  it("rejects values outside [−1, 1] and mismatched score vectors", () => {
    expect(() => signFlipP([0.2, 1.5])).toThrow(/d\[1\]/);
    expect(() => signFlipP([Number.NaN])).toThrow(RangeError);
    expect(() => softDifferences([0.1], [0.2, 0.3])).toThrow(RangeError);
    expect(() => softDifferences([1.1], [0.2])).toThrow(RangeError);
  });

  it("the test reports the mean drop, its null SD and the lattice it used", () => {
    const t = signFlipTest([0.5, 0.25, -0.25, 0], 0.05);
    expect(t.estimate).toBeCloseTo(0.125, 12);
    expect(t.nullSd).toBeCloseTo(Math.sqrt(0.25 + 0.0625 + 0.0625) / 4, 12);
    expect(t.lcb).toBeLessThan(t.estimate);
    expect(t.ucb).toBeGreaterThan(t.estimate);
    expect(LATTICE).toBe(100);
  });
});
