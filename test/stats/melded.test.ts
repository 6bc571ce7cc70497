import { describe, expect, it } from "vitest";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import {
  meldedInterval,
  meldedLcb,
  meldedLcbExceeds,
  meldedUcb,
  meldedUcbBelow,
  piLower,
  productCdf,
  psiLower,
  psiUpper,
} from "../../src/stats/melded.js";
import { meldedCoverage } from "../../src/stats/melded-coverage.js";
import { createRng } from "../../src/stats/random.js";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { betaInc } from "../../src/stats/beta.js";
import { BoundScreen } from "../../src/stats/bound-screen.js";
import { compareLowerCdfOverRange } from "../../src/stats/melded-range.js";
import { compileRule } from "../../src/stats/rule.js";

const ref = loadReference("melded.json");
const ALPHAS = [0.05, 0.025, 0.01, 0.05 / 6];

// Every fourth table here (and every named or edge case: those carry a note or come first);
// melded.slow.test.ts runs all of them.
const sample = <T>(cases: T[]) => cases.filter((_, i) => i % 4 === 0 || i < 80);

describe("melded bounds against the independent R implementation (test/reference/melded.json)", () => {
  it("meldedLcb", () => {
    expect(failures(sample(casesFor(ref, "meldedLcb", 500)), meldedLcb)).toEqual([]);
  });
  it("meldedUcb", () => {
    expect(failures(sample(casesFor(ref, "meldedUcb", 500)), meldedUcb)).toEqual([]);
  });
  it("meldedInterval", () => {
    expect(failures(casesFor(ref, "meldedInterval", 10), meldedInterval)).toEqual([]);
  });
});

describe("worked examples", () => {
  it("the table (50, 35, 2, 13): lcb 0.22496, 90% interval [0.22496, 0.42094]", () => {
    const r = meldedInterval(35, 2, 100, 0.05);
    expect(r.lcb.toFixed(5)).toBe("0.22496");
    expect(r.ucb.toFixed(5)).toBe("0.42094");
    expect(meldedLcb(35, 2, 100, 0.05)).toBe(r.lcb);
  });
  it("n_d = 0: T_L is the point mass at 0 and T_U = Beta(1, n), so [lcb, ucb] = ±(1 − α^(1/n))", () => {
    for (const n of [1, 7, 1000]) {
      const w = 1 - 0.05 ** (1 / n);
      const r = meldedInterval(0, 0, n, 0.05);
      expect(r.lcb).toBeCloseTo(-w, 12);
      expect(r.ucb).toBeCloseTo(w, 12);
    }
  });
  it("b = n_d = n: the upper bound is 1 and the lower bound is the α-quantile of T_L·(2B_L − 1)", () => {
    expect(meldedUcb(5, 0, 5, 0.05)).toBe(1);
    expect(meldedLcb(0, 5, 5, 0.05)).toBe(-1);
    expect(meldedLcb(5, 0, 5, 0.05)).toBeGreaterThan(0);
  });
  it("n_d = n with p ≥ α: T_U is the point mass at 1, lcb = 2·qbeta(α, b, c + 1) − 1", () => {
    // b = 1, c = 0, n = 1: 2·0.05 − 1
    expect(meldedLcb(1, 0, 1, 0.05)).toBeCloseTo(-0.9, 14);
  });
});

describe("argument checks", () => {
  it("rejects bad tables and levels with the function and argument named", () => {
    expect(() => meldedLcb(-1, 0, 5, 0.05)).toThrow(/meldedLcb: b must be a non-negative integer/);
    expect(() => meldedUcb(1.5, 0, 5, 0.05)).toThrow(/meldedUcb: b must be/);
    expect(() => meldedLcb(3, 3, 5, 0.05)).toThrow(/meldedLcb: n must be at least b \+ c = 6/);
    expect(() => meldedLcb(0, 0, 0, 0.05)).toThrow(/meldedLcb: n must be > 0/);
    expect(() => meldedLcb(1, 1, 5, 0)).toThrow(/meldedLcb: alpha must be in \(0, 1\)/);
    expect(() => meldedInterval(1, 1, 5, 0.5)).toThrow(/meldedInterval: alpha must be < 0.5/);
    expect(() => meldedLcbExceeds(1, 1, 5, 0.05, Number.NaN)).toThrow(/meldedLcbExceeds: q must be a number/);
  });
});

describe("duality: lcb > 0 ⟺ one-sided exact McNemar p < α", () => {
  it("every table with n ≤ 10 at α ∈ {0.05, 0.025, 0.01, 0.05/6} (n ≤ 60: melded.slow.test.ts)", () => {
    const bad: string[] = [];
    for (const alpha of ALPHAS) {
      for (let n = 1; n <= 10; n++) {
        for (let nd = 0; nd <= n; nd++) {
          for (let b = 0; b <= nd; b++) {
            const c = nd - b;
            const p = mcnemarP(b, c, "one-sided");
            if (meldedLcb(b, c, n, alpha) > 0 !== p < alpha) bad.push(`${b},${c},${n},${alpha}`);
            if (meldedLcbExceeds(b, c, n, alpha, 0) !== p < alpha) bad.push(`exceeds ${b},${c},${n},${alpha}`);
            // and the mirror image for the upper bound: ucb < 0 ⟺ P(Bin(n_d, ½) ≥ c) < α
            if (meldedUcb(b, c, n, alpha) < 0 !== mcnemarP(c, b, "one-sided") < alpha)
              bad.push(`ucb ${b},${c},${n},${alpha}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("which T attains the minimum (the shortcut the code takes)", () => {
  it("F_{T_L·X}(q) ≥ F_{T_U·X}(q) for q ≥ 0 and ≤ for q < 0", () => {
    const rng = createRng("melded-order");
    for (let i = 0; i < 200; i++) {
      const n = 1 + Math.floor(rng.next() * 400);
      const nd = 1 + Math.floor(rng.next() * n);
      const b = 1 + Math.floor(rng.next() * nd);
      const bl = piLower(b, nd - b);
      const q = 2 * rng.next() - 1;
      const fl = productCdf(psiLower(nd, n), bl, q);
      const fu = productCdf(psiUpper(nd, n), bl, q);
      if (q >= 0) expect(fl).toBeGreaterThanOrEqual(fu - 1e-12);
      else expect(fl).toBeLessThanOrEqual(fu + 1e-12);
    }
  });
  it("the CDF at the bound is α, and at 0 it is the one-sided p", () => {
    for (const [b, c, n] of [
      [35, 2, 100],
      [6, 5, 100],
      [520, 480, 5000],
      [3, 0, 10],
    ] as const) {
      const l = meldedLcb(b, c, n, 0.05);
      const t = l > 0 ? psiLower(b + c, n) : psiUpper(b + c, n);
      expect(productCdf(t, piLower(b, c), l)).toBeCloseTo(0.05, 11);
      expect(productCdf(psiLower(b + c, n), piLower(b, c), 0)).toBeCloseTo(mcnemarP(b, c, "one-sided"), 12);
    }
  });
});

describe("meldedLcbExceeds / meldedUcbBelow agree with the bounds", () => {
  it("at q just either side of the bound, positive and negative, small and large n", () => {
    const rng = createRng("melded-exceeds");
    const bad: string[] = [];
    for (let i = 0; i < 80; i++) {
      const n = Math.max(2, Math.round(Math.exp(rng.next() * Math.log(1e6))));
      const nd = 1 + Math.floor(rng.next() * Math.min(n, 3000));
      const b = Math.floor(rng.next() * (nd + 1));
      const c = nd - b;
      const alpha = ALPHAS[i % ALPHAS.length]!;
      const l = meldedLcb(b, c, n, alpha);
      const u = meldedUcb(b, c, n, alpha);
      for (const eps of [1e-3, 1e-6]) {
        for (const q of [l - eps, l + eps]) {
          if (q > -1 && q < 1 && meldedLcbExceeds(b, c, n, alpha, q) !== l > q) bad.push(`lcb ${b},${c},${n} q=${q}`);
        }
        for (const q of [u - eps, u + eps]) {
          if (q > -1 && q < 1 && meldedUcbBelow(b, c, n, alpha, q) !== u < q) bad.push(`ucb ${b},${c},${n} q=${q}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("shape", () => {
  it("lcb ≤ ucb, lcb rises with b at fixed n_d, and lcb ≤ the v1 point estimate", () => {
    for (const n of [30, 1000]) {
      for (const nd of [1, 10, 29]) {
        let prev = -Infinity;
        for (let b = 0; b <= nd; b++) {
          const { lcb, ucb } = meldedInterval(b, nd - b, n, 0.05);
          expect(lcb).toBeLessThanOrEqual(ucb);
          expect(lcb).toBeGreaterThan(prev);
          expect(lcb).toBeLessThanOrEqual((2 * b - nd) / n);
          expect(ucb).toBeGreaterThanOrEqual((2 * b - nd) / n);
          prev = lcb;
        }
      }
    }
  });
  it("the interval narrows as α grows", () => {
    const a = meldedInterval(60, 40, 1000, 0.01);
    const b = meldedInterval(60, 40, 1000, 0.05);
    expect(a.lcb).toBeLessThan(b.lcb);
    expect(a.ucb).toBeGreaterThan(b.ucb);
  });
});

describe("coverage simulation (src/stats/melded-coverage.ts) against the R Monte Carlo", () => {
  const mc = loadReference("melded_coverage.json");
  const cases = casesFor(mc, "meldedCoverage", 8);
  it("R's coverage of lcb, ucb and [lcb, ucb] is ≥ nominal − 2 SE in every design", () => {
    for (const c of cases) {
      const v = c.value as Record<"lcb" | "ucb" | "interval", { coverage: number; se: number; nominal: number }>;
      for (const k of ["lcb", "ucb", "interval"] as const)
        expect(v[k].coverage).toBeGreaterThanOrEqual(v[k].nominal - 2 * v[k].se);
    }
  });
  it("the TypeScript simulation agrees with R's within Monte Carlo error (n = 50 designs; n = 1000 in the slow file)", () => {
    for (const c of cases) {
      const a = c.args[0] as { pi: number; psi: number; n: number; sims: number; alpha: number };
      if (a.n > 100) continue;
      const got = meldedCoverage({ ...a, seed: `ts-${a.pi}-${a.psi}-${a.n}` });
      const v = c.value as Record<"lcb" | "ucb" | "interval", { coverage: number; se: number }>;
      for (const k of ["lcb", "ucb", "interval"] as const) {
        const se = Math.hypot(got[k].se, v[k].se);
        expect(Math.abs(got[k].coverage - v[k].coverage)).toBeLessThanOrEqual(4 * se + 1e-12);
      }
    }
  });
});

/**
 * The two shortcuts the power searches take for the deflated bound clause, checked against the
 * clause's CDF at each n (productCdf: an adaptive quadrature in T, the path detectionFires uses):
 * a decision for a whole range of n (melded-range.ts) and the n-free screens (bound-screen.ts).
 * Both rest on Anderson & Samuels' monotonicity of P(Bin(n, r/n) ≥ m) in n, checked here too.
 */
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
