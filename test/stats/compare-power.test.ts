import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { comparePower, compareSampleSize, type ComparePowerDesign } from "../../src/stats/compare-power.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";
import { createRng } from "../../src/stats/random.js";

const ref = loadReference("compare_power.json");
const refMargin = loadReference("compare_power_margin.json");

describe(`compare power against ${ref.generator} (${ref.software}, brute force over every m and b)`, () => {
  it("comparePower matches every case", () => {
    const impl = (d: ComparePowerDesign) => comparePower(d).power;
    expect(failures(casesFor(ref, "comparePower", 100), impl as never).slice(0, 10)).toEqual([]);
  });
  it("compareSampleSize matches every case (first_n and required_n)", () => {
    expect(failures(casesFor(ref, "compareSampleSize", 6), compareSampleSize as never)).toEqual([]);
  });
});

describe(`compare power with a margin against ${refMargin.generator} (brute force over every m and b, melded_lib.R)`, () => {
  it("comparePower({margin}) matches every case", () => {
    const impl = (d: ComparePowerDesign) => comparePower(d).power;
    expect(failures(casesFor(refMargin, "comparePower", 5), impl as never)).toEqual([]);
  });
  it("margin 0 is the plain test (duality), and a margin only lowers the power", () => {
    const d = { n: 400, delta: 0.08, discordance: 0.25, alpha: 0.05, sided: "two-sided" } as const;
    const plain = comparePower(d).power;
    expect(comparePower({ ...d, margin: 0 }).power).toBe(plain);
    const m1 = comparePower({ ...d, margin: 1e-9 }).power;
    expect(Math.abs(m1 - plain)).toBeLessThan(1e-6);
    expect(comparePower({ ...d, margin: 0.03 }).power).toBeLessThan(plain - 0.1);
  });
  it("agrees with a simulation of pairedDifference's bound clearing the margin at n = 120", () => {
    const d = { n: 120, delta: 0.15, discordance: 0.3, alpha: 0.05, sided: "greater", margin: 0.02 } as const;
    const exact = comparePower(d).power;
    const rng = createRng("compare-margin-sim");
    const sims = 2000;
    const pi1 = (d.discordance + d.delta) / (2 * d.discordance);
    const decided = new Map<number, boolean>();
    let hits = 0;
    for (let s = 0; s < sims; s++) {
      const nd = rng.binomial(d.n, d.discordance);
      const co = rng.binomial(nd, pi1);
      const key = nd * (d.n + 1) + co;
      let hit = decided.get(key);
      if (hit === undefined) {
        const r = pairedDifference(
          { both: d.n - nd, baselineOnly: nd - co, candidateOnly: co, neither: 0 },
          { alpha: d.alpha, sided: "greater" },
        );
        hit = r.pValue < d.alpha && r.bound.kind === "lower" && r.bound.lower > d.margin;
        decided.set(key, hit);
      }
      if (hit) hits++;
    }
    const se = Math.sqrt((exact * (1 - exact)) / sims);
    console.log(
      `POWER-SIM ${JSON.stringify(d)}: exact ${exact.toFixed(4)}, simulated ${(hits / sims).toFixed(4)} ± ${se.toFixed(4)}`,
    );
    expect(Math.abs(hits / sims - exact)).toBeLessThan(4 * se);
  });
});

describe("comparePower: definitions", () => {
  it("agrees with a simulation of pairedDifference's decisions (the rule actually applied)", () => {
    // n = 100, ψ = 0.3, Δ = 0.12, two-sided α = 0.05: draw tables, run the real analysis, count
    // p < α in the direction of Δ.
    const design = { n: 100, delta: 0.12, discordance: 0.3, alpha: 0.05, sided: "two-sided" } as const;
    const exact = comparePower(design).power;
    const rng = createRng("compare-power-sim");
    const sims = 2000;
    const pi1 = (design.discordance + design.delta) / (2 * design.discordance);
    let hits = 0;
    const decided = new Map<number, boolean>(); // each distinct table analysed once
    for (let s = 0; s < sims; s++) {
      const nd = rng.binomial(design.n, design.discordance);
      const co = rng.binomial(nd, pi1);
      const key = nd * (design.n + 1) + co;
      let hit = decided.get(key);
      if (hit === undefined) {
        const r = pairedDifference(
          { both: design.n - nd, baselineOnly: nd - co, candidateOnly: co, neither: 0 },
          { alpha: 0.05, sided: "two-sided" },
        );
        hit = r.pValue < 0.05 && r.estimate > 0;
        decided.set(key, hit);
      }
      if (hit) hits++;
    }
    const se = Math.sqrt((exact * (1 - exact)) / sims);
    console.log(
      `POWER-SIM ${JSON.stringify(design)}: exact ${exact.toFixed(4)}, simulated ${(hits / sims).toFixed(4)} ± ${se.toFixed(4)}`,
    );
    expect(Math.abs(hits / sims - exact)).toBeLessThan(4 * se);
  });

  it("greater and less are mirror images; two-sided needs more items than one-sided", () => {
    const g = comparePower({ n: 300, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "greater" }).power;
    const l = comparePower({ n: 300, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "less" }).power;
    const t = comparePower({ n: 300, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" }).power;
    expect(g).toBe(l);
    expect(t).toBeLessThan(g);
  });

  it("a design effect runs the exact sum at ⌊n / DEFF⌋ and scales the sample size by DEFF", () => {
    const base = { delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" } as const;
    const p = comparePower({ ...base, n: 1000, designEffect: 1.7 });
    expect(p.method).toBe("design-effect approximation");
    expect(p.effectiveN).toBe(588);
    expect(p.power).toBe(comparePower({ ...base, n: 588 }).power);
    const s = compareSampleSize({ ...base, target: 0.8, designEffect: 1.7 });
    const s1 = compareSampleSize({ ...base, target: 0.8 });
    if (s.kind !== "found" || s1.kind !== "found") throw new Error("expected a sample size");
    expect(s.independentRequiredN).toBe(s1.requiredN);
    expect(s.requiredN).toBe(Math.ceil(s1.requiredN * 1.7));
    expect(comparePower({ ...base, n: s.requiredN, designEffect: 1.7 }).power).toBeGreaterThanOrEqual(0.8);
  });

  it("says not-reachable when maxN is too small", () => {
    expect(
      compareSampleSize({ delta: 0.01, discordance: 0.5, alpha: 0.05, sided: "two-sided", target: 0.9, maxN: 1000 }),
    ).toEqual({
      kind: "not-reachable",
      maxN: 1000,
    });
  });

  it("rejects impossible designs, naming the field", () => {
    const ok = { n: 100, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" } as const;
    expect(() => comparePower({ ...ok, delta: 0.3 })).toThrow(/delta/);
    expect(() => comparePower({ ...ok, delta: 0 })).toThrow(/delta/);
    expect(() => comparePower({ ...ok, discordance: 0 })).toThrow(/discordance/);
    expect(() => comparePower({ ...ok, n: 10.5 })).toThrow(/n must/);
    expect(() => comparePower({ ...ok, alpha: 0.5 })).toThrow(/alpha/);
    expect(() => comparePower({ ...ok, designEffect: 0.8 })).toThrow(/designEffect/);
    expect(() => comparePower({ ...ok, margin: -0.01 })).toThrow(/margin/);
    expect(() => comparePower({ ...ok, sided: "one-sided" as never })).toThrow(/sided/);
    expect(() => compareSampleSize({ ...ok, target: 1 })).toThrow(/target/);
  });
});
