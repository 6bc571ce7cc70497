import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import {
  countDifferences,
  excessDropP,
  excessDropTest,
  scoreBounds,
  signFlipLogSf,
} from "../../src/stats/excess-drop.js";
import { latticeSf, latticeSignFlipP } from "../../src/stats/excess-drop-lattice.js";
import { differenceDistribution, excessDropPower, type ExcessPowerDesign } from "../../src/stats/excess-drop-power.js";

const ref = loadReference("excess_drop.json");

describe(`excess-drop test against ${ref.generator} (${ref.software})`, () => {
  it("the sign-flip null tail matches brute force and R's dbinom convolution", () => {
    expect(failures(casesFor(ref, "signFlipLogSf", 50), signFlipLogSf, "log").slice(0, 10)).toEqual([]);
  });
  it("excessDropP matches R on fixed and random count tables", () => {
    expect(failures(casesFor(ref, "excessDropP", 30), excessDropP).slice(0, 10)).toEqual([]);
  });
  it("the mean-of-controls lattice test matches brute-force enumeration of signs", () => {
    const impl = (e: number[]) => latticeSignFlipP(e);
    expect(failures(casesFor(ref, "latticeSignFlipP", 20), impl).slice(0, 10)).toEqual([]);
  });
  it("the score interval matches R's uniroot on its defining equation", () => {
    expect(failures(casesFor(ref, "scoreBounds", 40), scoreBounds).slice(0, 10)).toEqual([]);
  });
  it("the exact power matches R's enumeration of every composition of n", () => {
    const impl = (d: ExcessPowerDesign) => excessDropPower(d).power;
    expect(failures(casesFor(ref, "excessDropPower", 8), impl).slice(0, 10)).toEqual([]);
  });
});

describe("excess-drop properties", () => {
  it("the closed-form convolution and the lattice DP agree for one control (two independent routes)", () => {
    for (const [n1, n2] of [
      [0, 3],
      [7, 0],
      [40, 6],
      [300, 25],
    ] as const) {
      for (let s = -(n1 + 2 * n2); s <= n1 + 2 * n2; s += 3) {
        const a = Math.exp(signFlipLogSf(s, n1, n2));
        const b = latticeSf(
          s,
          new Map([
            [1, n1],
            [2, n2],
          ]),
        );
        expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-12 * Math.max(1, a) + 1e-300);
      }
    }
  });
  it("no informative item: p = 1; all items +2: p = 2^-n", () => {
    expect(excessDropP({ minus2: 0, minus1: 0, zero: 9, plus1: 0, plus2: 0 })).toBe(1);
    expect(excessDropP({ minus2: 0, minus1: 0, zero: 0, plus1: 0, plus2: 10 })).toBeCloseTo(2 ** -10, 15);
  });
  it("stays accurate far below 1e-300 in log space", () => {
    // All 2000 items d = +1: P = 2^-2000, ln = −2000 ln 2.
    expect(signFlipLogSf(2000, 2000, 0)).toBeCloseTo(-2000 * Math.LN2, 8);
  });
  it("counts d and rejects values outside −2…2", () => {
    expect(countDifferences(Int8Array.of(-2, -1, 0, 0, 1, 2, 2))).toEqual({
      minus2: 1,
      minus1: 1,
      zero: 2,
      plus1: 1,
      plus2: 2,
    });
    expect(() => countDifferences([3])).toThrow(/d\[0\]/);
  });
  it("the interval never collapses to a point and contains the estimate", () => {
    const t = excessDropTest({ minus2: 0, minus1: 0, zero: 0, plus1: 20, plus2: 0 }, 0.05);
    expect(t.estimate).toBe(1);
    expect(t.ucb).toBeGreaterThan(t.lcb);
    const u = excessDropTest({ minus2: 0, minus1: 0, zero: 100, plus1: 0, plus2: 0 }, 0.05);
    expect(u.lcb).toBeLessThan(0);
    expect(u.ucb).toBeGreaterThan(0);
  });
  it("the design's d distribution sums to 1 and has mean Δ", () => {
    const q = differenceDistribution(0.3, 0.1);
    expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expect(q.reduce((a, b, i) => a + b * (i - 2), 0)).toBeCloseTo(0.1, 14);
  });
  it("power grows with n and with Δ, and reports the skipped mass", () => {
    const base = { discordantRate: 0.3, pThreshold: 0.025 };
    const a = excessDropPower({ ...base, n: 200, excessDrop: 0.1 });
    const b = excessDropPower({ ...base, n: 400, excessDrop: 0.1 });
    const c = excessDropPower({ ...base, n: 200, excessDrop: 0.15 });
    expect(b.power).toBeGreaterThan(a.power);
    expect(c.power).toBeGreaterThan(a.power);
    expect(a.skippedMass).toBeLessThan(1e-12);
  });
});
