// The soft gate on a pilot's shape (src/stats/soft-power-shape.ts; docs/statistics.md "The soft
// signal", "Power on the pilot's shape"). The whole-pipeline comparison is in
// test/simulation/soft-gate-sim.test.ts; here the construction and an exact reference.
import { describe, expect, it } from "vitest";
import type { VerdictRule } from "../../src/stats/rule.js";
import { lumpyShape, softPowerLumpy } from "../../src/stats/soft-power.js";
import {
  SHAPE_REPS,
  shapeAt,
  shapeOf,
  softPowerOfValues,
  softPowerShape,
  softShapeMde,
  softShapeRequiredN,
} from "../../src/stats/soft-power-shape.js";

const rule: VerdictRule = { alpha: 0.05, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };
const mean = (v: ArrayLike<number>) => Array.from(v).reduce((a, b) => a + b, 0) / v.length;
const sd = (v: ArrayLike<number>) => {
  const m = mean(v);
  return Math.sqrt(Array.from(v).reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1));
};

describe("the pilot's shape moved to the target mean", () => {
  const pilot = Float64Array.from({ length: 50 }, (_, i) => (i < 20 ? 0.95 : i < 23 ? -0.9 : ((i % 7) - 3) / 40));

  it("hits the target mean exactly, clamped to [−1, 1], never spreading wider than scale × the pilot's SD", () => {
    for (const scale of [1, 1.4])
      for (const effect of [0.02, 0.1, 0.5, 0.9]) {
        const v = shapeAt(shapeOf(pilot, scale), effect);
        expect(mean(v)).toBeCloseTo(effect, 10);
        expect(Math.min(...v)).toBeGreaterThanOrEqual(-1);
        expect(Math.max(...v)).toBeLessThanOrEqual(1);
        expect(sd(v)).toBeLessThanOrEqual(scale * sd(pilot) + 1e-12);
      }
    // A plain shift would lose mean at the top: here the 0.95 items clamp at 1 and θ makes up for it.
    expect(shapeAt(shapeOf(pilot), 0.6).filter((x) => x === 1).length).toBe(20);
  });

  it("refuses what it cannot plan on", () => {
    expect(() => shapeOf([0.1])).toThrow(/at least 2/);
    expect(() => shapeOf(pilot, 0.5)).toThrow(/scale/);
    expect(() => shapeOf([0.1, 1.5])).toThrow(/\[−1, 1\]/);
  });

  it("is deterministic: the same inputs give the same figure", () => {
    const s = shapeOf(pilot);
    expect(softPowerShape(s, 40, 0.2, rule)).toBe(softPowerShape(shapeOf(Float64Array.from(pilot)), 40, 0.2, rule));
  });
});

describe("against the exact power on {−a, 0, +a} (softPowerLumpy, an independent computation)", () => {
  // A pilot written out with exactly the lumpy proportions: the shape's figure is a seeded
  // estimate of the same rule's power on the same law, so it must agree within 3 SE.
  for (const [n, sdv, effect] of [
    [16, 0.5895, 0.45],
    [24, 0.4583, 0.3],
    [40, 0.5, 0.2],
    [120, 0.45, 0.1],
  ] as const) {
    it(`n = ${n}, SD ${sdv}, mean ${effect}`, () => {
      const { a, nonzero, up } = lumpyShape(sdv, effect);
      const POP = 100_000;
      const plus = Math.round(POP * nonzero * up);
      const minus = Math.round(POP * nonzero * (1 - up));
      const values = Float64Array.from({ length: POP }, (_, i) => (i < plus ? a : i < plus + minus ? -a : 0));
      const exact = softPowerLumpy({ n, sd: sdv, effect }, rule);
      const got = softPowerOfValues(values, n, rule);
      const se = Math.sqrt((exact * (1 - exact)) / SHAPE_REPS);
      expect(Math.abs(got - exact), `${got} vs exact ${exact}`).toBeLessThanOrEqual(3 * se + 1e-3);
    });
  }
});

describe("above 1,000 items, the sums' normal law against the exact power on {−1, 0, +1}", () => {
  // The memorizer's shape, where the lattice step is a whole point of every item's weight: without
  // the continuity correction the normal law was 3.1 pt above the exact power at 1,001 items (0.757
  // vs 0.726) and 1.7 pt at 1,500. 10,000 replicates here, so 3 SE is 1.4 pt.
  for (const [n, effect] of [
    [1_001, 0.03],
    [1_500, 0.025],
    [3_000, 0.017],
  ] as const) {
    it(`n = ${n}, mean ${effect}, P(−1) = 0.05`, () => {
      const sdv = Math.sqrt(0.1 + effect - effect * effect);
      const { a, nonzero, up } = lumpyShape(sdv, effect);
      expect(a).toBe(1);
      const POP = 100_000;
      const plus = Math.round(POP * nonzero * up);
      const minus = Math.round(POP * nonzero * (1 - up));
      const values = Float64Array.from({ length: POP }, (_, i) => (i < plus ? 1 : i < plus + minus ? -1 : 0));
      const exact = softPowerLumpy({ n, sd: sdv, effect }, rule);
      const reps = 10_000;
      const got = softPowerOfValues(values, n, rule, { reps });
      const se = Math.sqrt((exact * (1 - exact)) / reps);
      expect(Math.abs(got - exact), `${got} vs exact ${exact}`).toBeLessThanOrEqual(3 * se + 1e-3);
    });
  }
});

describe("MDE and items needed come from the same power function", () => {
  const pilot = Float64Array.from({ length: 60 }, (_, i) => (i < 15 ? 0.9 : i < 17 ? -0.7 : ((i % 9) - 4) / 60));
  const s = shapeOf(pilot, 1.2);

  it("the power at the MDE reaches the target, half a point below it does not", () => {
    const m = softShapeMde(s, 60, 0.8, rule)!;
    expect(softPowerShape(s, 60, m, rule)).toBeGreaterThanOrEqual(0.8);
    expect(softPowerShape(s, 60, m - 0.005, rule)).toBeLessThan(0.8);
  });

  it("the power at the items needed reaches the target, a tenth fewer items do not", () => {
    const n = softShapeRequiredN(s, 0.15, 0.8, rule)!;
    expect(softPowerShape(s, n, 0.15, rule)).toBeGreaterThanOrEqual(0.8);
    expect(softPowerShape(s, Math.floor(n * 0.9), 0.15, rule)).toBeLessThan(0.8);
    expect(softShapeRequiredN(s, 0.001, 0.8, rule, 500)).toBeNull();
  });
});
