/**
 * The two shortcuts the power searches take for the deflated bound clause, checked against the
 * clause's CDF at each n (productCdf: an adaptive quadrature in T, the path detectionFires uses):
 * a decision for a whole range of n (melded-range.ts) and the n-free screens (bound-screen.ts).
 * Both rest on Anderson & Samuels' monotonicity of P(Bin(n, r/n) ≥ m) in n, checked here too.
 */
import { describe, expect, it } from "vitest";
import { betaInc } from "../../src/stats/beta.js";
import { BoundScreen } from "../../src/stats/bound-screen.js";
import { piLower, productCdf, psiLower } from "../../src/stats/melded.js";
import { compareLowerCdfOverRange } from "../../src/stats/melded-range.js";
import { compileRule } from "../../src/stats/rule.js";
import { createRng } from "../../src/stats/random.js";

const rule = compileRule({ alpha: 0.05, models: 3, perturbers: 5, sided: "one-sided", emax: "exact" });
const alpha = rule.lcbAlpha;

/** P(T_n·X ≤ E√m/n) at one n: the deflated bound clause fires iff this is below α. */
function cdfAt(b: number, m: number, n: number): number {
  return productCdf(psiLower(m, n), piLower(b, m - b), (rule.emax * Math.sqrt(m)) / n);
}

/** The smallest b whose CDF at n is below α (bisection on productCdf). */
function thresholdAt(m: number, n: number): number {
  let lo = Math.floor(m / 2);
  let hi = m;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cdfAt(mid, m, n) < alpha) hi = mid;
    else lo = mid;
  }
  return hi;
}

describe("Anderson & Samuels: P(R_n ≤ r) = P(Beta(m, n − m + 1) ≤ r/n) is monotone in n off the strip (m − 1, m)", () => {
  it("non-increasing in n at r ≥ m, non-decreasing at r ≤ m − 1 (the boundaries the range decision uses)", () => {
    for (const m of [2, 3, 7, 32, 150, 1000, 20_000]) {
      for (const [r, sign] of [
        [m, -1],
        [m + 0.5 * Math.sqrt(m) + 1, -1],
        [m - 1, 1],
        [Math.max(0.5, m - 2 * Math.sqrt(m)), 1],
      ] as const) {
        let prev = Number.NaN;
        const ns = [...new Set([m, m + 1, m + 2, m + 5, 2 * m, 3 * m + 7, 10 * m, 50 * m])].sort((x, y) => x - y);
        for (const n of ns) {
          if (n < r) continue;
          const g = betaInc(Math.min(1, r / n), m, n - m + 1);
          if (!Number.isNaN(prev)) expect(sign * (g - prev), `m=${m} r=${r} n=${n}`).toBeGreaterThanOrEqual(-1e-13);
          prev = g;
        }
      }
    }
  });
});

describe("a decision for a range of n holds at every n of it", () => {
  it("b* and b* − 1 at random (m, n), over ranges from ±0.01% to ±25%: every decision agrees with the CDF at the ends and inside", () => {
    const rng = createRng("melded-range");
    const rand = () => rng.next();
    let decided = 0;
    let asked = 0;
    for (let k = 0; k < 40; k++) {
      const m = Math.round(40 + rand() ** 2 * 30_000);
      const n = Math.round(m * (1.2 + 8 * rand()));
      const bStar = thresholdAt(m, n);
      for (const ratio of [1.25, 1.004, 1.0001]) {
        const n1 = Math.max(m, Math.floor(n / ratio));
        const n2 = Math.ceil(n * ratio);
        for (const b of [bStar, bStar - 1, bStar + 2]) {
          asked++;
          const d = compareLowerCdfOverRange(b, m - b, n1, n2, rule.emax * Math.sqrt(m), alpha, 1e-7);
          if (d === 0) continue;
          decided++;
          for (const at of [n1, n2, Math.round((n1 + n2) / 2), n]) {
            const f = cdfAt(b, m, at);
            expect(
              d < 0 ? f < alpha : f >= alpha,
              `m=${m} b=${b} [${n1}, ${n2}] at ${at}: F/α − 1 = ${f / alpha - 1}`,
            ).toBe(true);
          }
        }
      }
    }
    // Not vacuous: nearly every question is answered.
    expect(decided / asked).toBeGreaterThan(0.9);
  });
});

describe("the n-free screens", () => {
  it("'fires everywhere' and 'misses everywhere' hold at n from m to 100·m, and bracket b* within a few steps", () => {
    const screen = new BoundScreen(rule.emax, alpha);
    const rng = createRng("bound-screen");
    const rand = () => rng.next();
    for (let k = 0; k < 25; k++) {
      const m = Math.round(64 + rand() ** 2 * 40_000);
      const n = Math.round(m * (1.2 + 8 * rand()));
      const bStar = thresholdAt(m, n);
      let high = bStar;
      while (!screen.firesEverywhere(m, high)) high++;
      let low = bStar - 1;
      while (low > m / 2 && !screen.missesEverywhere(m, low)) low--;
      for (const at of [m, Math.ceil(m * 1.05), n, 4 * m, 100 * m]) {
        expect(cdfAt(high, m, at), `m=${m} fires at ${high}, n=${at}`).toBeLessThan(alpha);
        expect(cdfAt(low, m, at), `m=${m} misses at ${low}, n=${at}`).toBeGreaterThanOrEqual(alpha);
      }
      expect(high - bStar, `m=${m}`).toBeLessThanOrEqual(6);
      expect(bStar - low, `m=${m}`).toBeLessThanOrEqual(7);
    }
  });
});
