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
import { adjustedLowerBound, boundClause, compileRule, deflation } from "../../src/stats/rule.js";
import { meldedLcb } from "../../src/stats/melded.js";

const base: VerdictRule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };

describe("docs/statistics.md reference points (one-sided α = 0.05, power 0.80, M = K = 1)", () => {
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
 * Simulates the full v2 verdict for one contaminated model: M models × K perturbers on n items,
 * (model 0, perturber 0) contaminated by δ, every other pair null (each pair drawn independently);
 * model 0 is named through that pair when its Holm p over the M·K family is < α and its melded
 * lcb − E(K)·√n_d/n > 0. The exact power is the rule with Holm at its strictest (α/(MK)), a lower
 * bound on this rate, attained when no other pair is below α/(MK) — at these sizes the two agree
 * within Monte Carlo error.
 */
function simulatedDetectionRate(n: number, psi: number, delta: number, rule: VerdictRule, sims: number, seed: string) {
  const rng = createRng(seed);
  const compiled = compileRule(rule);
  const pi1 = (1 + delta / psi) / 2;
  const pairs = rule.models * rule.perturbers;
  let hits = 0;
  for (let s = 0; s < sims; s++) {
    const tables: [number, number][] = [];
    for (let pair = 0; pair < pairs; pair++) {
      const pb = pair === 0 ? pi1 : 0.5;
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
    if (pHolm[0]! < rule.alpha && boundClause(b, c, n, compiled)) hits++;
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
    const sims = 2000;
    const exact = exactPower(n, psi, delta, rule);
    const rate = simulatedDetectionRate(n, psi, delta, rule, sims, `power-mc-${name}`);
    const se = Math.sqrt((exact * (1 - exact)) / sims);
    expect(exact).toBeGreaterThan(0.05);
    // a lower bound: the rate is at least the exact figure (within MC error), and close to it
    expect(rate).toBeGreaterThan(exact - 3 * se);
    expect(rate - exact).toBeLessThan(3 * se + 0.02);
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
  // requiredN ≥ firstN over the whole stretch [requiredN, 2·requiredN], M = 3, K = 5: power.slow.test.ts
  it("rejects designs outside the allowed ranges", () => {
    expect(() => exactPower(0, 0.2, 0.1, base)).toThrow(/n must be/);
    expect(() => exactPower(10, 0, 0.1, base)).toThrow(/discordant rate/);
    expect(() => exactPower(10, 0.2, 0.3, base)).toThrow(/effect/);
    expect(() => exactPower(10, 0.2, 0.1, { ...base, alpha: 0.5 })).toThrow(/alpha/);
  });
});

describe("the v2 bound clause: melded lcb − E(K)·√n_d/n > 0", () => {
  it("deflation is E(K)·SE₀ with SE₀ = √n_d/n, and a table that flips every item is still deflated", () => {
    const r = compileRule({ ...base, perturbers: 100 });
    expect(deflation(5, 5, r)).toBeCloseTo((2.5076 * Math.sqrt(5)) / 5, 3);
    // v1's plug-in SE was 0 at b = n (5 of 5 flipped), so K = 100 could not deflate it
    expect(detectionFires(5, 0, 5, r)).toBe(false);
    expect(adjustedLowerBound(5, 0, 5, r)).toBeLessThan(0);
  });
  it("boundClause agrees with meldedLcb − deflation on a grid of tables", () => {
    for (const rule of [
      { ...base, perturbers: 7 },
      { ...base, perturbers: 5, sided: "two-sided" as const },
    ]) {
      const r = compileRule(rule);
      for (const [b, c, n] of [
        [30, 2, 100],
        [5, 5, 10],
        [1000, 800, 20000],
        [3, 0, 3],
        [40, 10, 60],
        [120, 60, 1000],
      ] as const) {
        const adj = meldedLcb(b, c, n, r.lcbAlpha) - deflation(b + c, n, r);
        expect(adjustedLowerBound(b, c, n, r)).toBe(adj);
        expect(boundClause(b, c, n, r)).toBe(adj > 0);
      }
    }
  });
  it("the test clause is Holm's first step over the M × K family: p < α/(M·K)", () => {
    const r = compileRule({ ...base, models: 3, perturbers: 5 });
    expect(r.pThreshold).toBeCloseTo(0.05 / 15, 15);
  });
});
