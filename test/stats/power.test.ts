import { describe, expect, it } from "vitest";
import { binomPmf } from "../../src/stats/binomial.js";
import { holm } from "../../src/stats/multiplicity.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import {
  PowerEngine,
  connorMde,
  connorPower,
  connorRequiredN,
  exactPower,
  minDetectableEffect,
  sampleSize,
} from "../../src/stats/power.js";
import { createRng } from "../../src/stats/random.js";
import { detectionFires, type VerdictRule } from "../../src/stats/rule.js";
import { adjustedLowerBound, compileRule, lowerPi } from "../../src/stats/rule.js";

const base: VerdictRule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };

describe("STATS.md reference points (one-sided α = 0.05, power 0.80, M = K = 1)", () => {
  it("exact: MDE 11.50 pt at n = 100, ψ = 0.20 (root 0.115038)", () => {
    const mde = minDetectableEffect(100, 0.2, 0.8, base)!;
    expect(Math.abs(mde - 0.115038)).toBeLessThan(1e-4);
    expect((100 * mde).toFixed(2)).toBe("11.50");
  });
  it("exact: 527 questions for δ = 5 pt at ψ = 0.20, 776 at ψ = 0.30", () => {
    expect(sampleSize(0.2, 0.05, 0.8, base)).toEqual({ requiredN: 527, firstN: 527 });
    expect(sampleSize(0.3, 0.05, 0.8, base)!.requiredN).toBe(776);
  });
  it("exact: power 0.774 at n = 493, δ = 5 pt, ψ = 0.20", () => {
    expect(exactPower(493, 0.2, 0.05, base).toFixed(3)).toBe("0.774");
  });
  it("normal approximation: 11.00 pt, 493, 740, power 0.800", () => {
    expect((100 * connorMde(100, 0.2, 0.8, base)!).toFixed(2)).toBe("11.00");
    expect(connorRequiredN(0.2, 0.05, 0.8, base)).toBe(493);
    expect(connorRequiredN(0.3, 0.05, 0.8, base)).toBe(740);
    expect(connorPower(493, 0.2, 0.05, base).toFixed(3)).toBe("0.800");
  });
});

describe("the rejection region the power sum uses is the rule's own", () => {
  const rules: VerdictRule[] = [
    base,
    { ...base, models: 3, alpha: 0.05 / 3 },
    { ...base, perturbers: 5 },
    { ...base, perturbers: 30, emax: "bailey", sided: "two-sided" },
    { ...base, models: 4, perturbers: 2, sided: "two-sided", alpha: 0.01 },
  ];
  it.each(rules)("b ≥ b*(m, n) ⟺ detectionFires, every b, m ≤ n ≤ 45: %o", (rule) => {
    const engine = new PowerEngine(0.3, rule);
    const compiled = compileRule(rule);
    for (let n = 1; n <= 45; n++) {
      for (let m = 0; m <= n; m++) {
        const bStar = engine.threshold(m, n);
        for (let b = 0; b <= m; b++) {
          expect(detectionFires(b, m - b, n, compiled), `n=${n} m=${m} b=${b} b*=${bStar}`).toBe(b >= bStar);
        }
      }
    }
  });
  it("also when n is visited in a scrambled order (the per-m caches move both ways)", () => {
    const rule = { ...base, perturbers: 5 };
    const engine = new PowerEngine(0.3, rule);
    const compiled = compileRule(rule);
    const order = [90, 12, 300, 45, 46, 44, 500, 13, 200];
    for (const n of order) {
      for (let m = 0; m <= Math.min(n, 120); m++) {
        const bStar = engine.threshold(m, n);
        const first = [...Array(m + 1).keys()].find((b) => detectionFires(b, m - b, n, compiled)) ?? m + 1;
        expect(bStar, `n=${n} m=${m}`).toBe(first);
      }
    }
  });
  it("exact power equals the brute-force double sum over every (m, b) for small n", () => {
    for (const [n, psi, delta, rule] of [
      [20, 0.3, 0.2, base],
      [37, 0.5, 0.3, { ...base, perturbers: 5 }],
      [60, 0.2, 0.1, { ...base, models: 3, sided: "two-sided" }],
      [15, 1, 0.5, base],
    ] as [number, number, number, VerdictRule][]) {
      const pi1 = (1 + delta / psi) / 2;
      let brute = 0;
      for (let m = 0; m <= n; m++) {
        for (let b = 0; b <= m; b++) {
          if (detectionFires(b, m - b, n, rule)) brute += binomPmf(m, n, psi) * binomPmf(b, m, pi1);
        }
      }
      expect(exactPower(n, psi, delta, rule)).toBeCloseTo(brute, 12);
    }
  });
});

/**
 * Simulates the full verdict: M models on n items, model 0 contaminated by δ, the others null;
 * model 0 is detected when its Holm p < α and its deflated lower bound > 0.
 */
function simulatedDetectionRate(n: number, psi: number, delta: number, rule: VerdictRule, sims: number, seed: string) {
  const rng = createRng(seed);
  const compiled = compileRule(rule);
  const pi1 = (1 + delta / psi) / 2;
  let hits = 0;
  for (let s = 0; s < sims; s++) {
    const tables: [number, number][] = [];
    for (let model = 0; model < rule.models; model++) {
      const pb = model === 0 ? pi1 : 0.5;
      let b = 0;
      let c = 0;
      for (let i = 0; i < n; i++) {
        if (rng.next() < psi) {
          if (rng.next() < pb) b++;
          else c++;
        }
      }
      tables.push([b, c]);
    }
    const pHolm = holm(tables.map(([b, c]) => mcnemarP(b, c, rule.sided)));
    const [b, c] = tables[0]!;
    if (b + c === 0) continue;
    const adjusted = adjustedLowerBound(lowerPi(b, b + c, compiled), b, c, n, compiled);
    if (pHolm[0]! < rule.alpha && adjusted > 0) hits++;
  }
  return hits / sims;
}

describe("Monte Carlo: the simulated detection rate of the full rule matches the exact power", () => {
  const designs: [string, number, number, number, VerdictRule][] = [
    ["n=100 ψ=0.2 δ=0.115", 100, 0.2, 0.115, base],
    ["M=3 n=300 ψ=0.3 δ=0.06", 300, 0.3, 0.06, { ...base, models: 3 }],
    ["K=5 n=200 ψ=0.25 δ=0.09", 200, 0.25, 0.09, { ...base, perturbers: 5 }],
    ["M=3 K=5 two-sided n=150 ψ=0.2 δ=0.1", 150, 0.2, 0.1, { ...base, models: 3, perturbers: 5, sided: "two-sided" }],
    ["K=30 Bailey n=80 ψ=0.5 δ=0.25", 80, 0.5, 0.25, { ...base, perturbers: 30, emax: "bailey" }],
  ];
  it.each(designs)("%s", (name, n, psi, delta, rule) => {
    const sims = 4000;
    const exact = exactPower(n, psi, delta, rule);
    const rate = simulatedDetectionRate(n, psi, delta, rule, sims, `power-mc-${name}`);
    const se = Math.sqrt((exact * (1 - exact)) / sims);
    expect(exact).toBeGreaterThan(0.05);
    expect(Math.abs(rate - exact)).toBeLessThan(3 * se);
  });
});

describe("edges and invariants", () => {
  it("power rises with δ and the MDE reaches the target", () => {
    let prev = 0;
    for (let d = 0.01; d <= 0.2; d += 0.01) {
      const p = exactPower(250, 0.2, d, base);
      expect(p).toBeGreaterThanOrEqual(prev);
      prev = p;
    }
    const mde = minDetectableEffect(250, 0.2, 0.8, base)!;
    expect(exactPower(250, 0.2, mde, base)).toBeGreaterThanOrEqual(0.8);
    expect(exactPower(250, 0.2, mde - 2e-6, base)).toBeLessThan(0.8);
  });
  it("no MDE when even δ = ψ misses the target", () => {
    expect(minDetectableEffect(5, 0.1, 0.8, base)).toBeNull();
  });
  it("ψ = 1 and δ = ψ are exact edges", () => {
    expect(exactPower(10, 1, 1, base)).toBe(1);
    expect(exactPower(3, 1, 1, base)).toBe(0); // 2^-3 = 0.125 > 0.05: never fires
  });
  it("requiredN ≥ firstN and the whole stretch [requiredN, 2·requiredN] reaches the target", () => {
    const rule = { ...base, models: 3, perturbers: 5 };
    const s = sampleSize(0.4, 0.2, 0.8, rule)!;
    expect(s.requiredN).toBeGreaterThanOrEqual(s.firstN);
    const engine = new PowerEngine(0.4, rule);
    for (let n = s.requiredN; n <= 2 * s.requiredN; n++) expect(engine.power(n, 0.2).power).toBeGreaterThanOrEqual(0.8);
    expect(engine.power(s.requiredN - 1, 0.2).power).toBeLessThan(0.8);
    for (let n = 1; n < s.firstN; n++) expect(engine.power(n, 0.2).power).toBeLessThan(0.8);
  });
  it("rejects designs outside the allowed ranges", () => {
    expect(() => exactPower(0, 0.2, 0.1, base)).toThrow(/n must be/);
    expect(() => exactPower(10, 0, 0.1, base)).toThrow(/discordant rate/);
    expect(() => exactPower(10, 0.2, 0.3, base)).toThrow(/effect/);
    expect(() => exactPower(10, 0.2, 0.1, { ...base, alpha: 0.5 })).toThrow(/alpha/);
  });
});

describe("the written-out deflated bound equals toDropScale − E·pairedSe", () => {
  it("on a grid of tables", async () => {
    const { toDropScale, pairedSe } = await import("../../src/stats/mcnemar.js");
    const r = compileRule({ ...base, perturbers: 7 });
    for (const [b, c, n] of [[30, 2, 100], [0, 0, 5], [5, 5, 10], [1000, 800, 20000], [3, 0, 3]] as const) {
      const piL = lowerPi(b, b + c, r);
      const expected = toDropScale(piL, b + c, n) - r.emax * pairedSe(b, c, n);
      expect(adjustedLowerBound(piL, b, c, n, r)).toBeCloseTo(expected, 14);
    }
  });
});
