import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { betaInc, betaIncInv } from "../../src/stats/beta.js";
import { binomLogCdf, binomLogPmf, binomLogSf } from "../../src/stats/binomial.js";
import { clopperPearsonLower, dropLcb, mcnemarP } from "../../src/stats/mcnemar.js";

// Properties that hold exactly in mathematics and must hold to ~1e-12 numerically, on random
// arguments well beyond the reference grid (n up to 1e6).
const logAddExp = (x: number, y: number) => {
  const m = Math.max(x, y);
  return m === -Infinity ? m : m + Math.log(Math.exp(x - m) + Math.exp(y - m));
};

describe("binomial identities on random arguments (n ≤ 1e6)", () => {
  it("P(X ≤ k − 1) + P(X ≥ k) = 1 and P(X ≥ k) = P(X = k) + P(X ≥ k + 1)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 1e-6, max: 1 - 1e-6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, p, u) => {
          const k = Math.min(n, Math.max(1, Math.round(u * n)));
          const lo = binomLogCdf(k - 1, n, p);
          const hi = binomLogSf(k, n, p);
          expect(Math.abs(logAddExp(lo, hi))).toBeLessThan(1e-11);
          const split = logAddExp(binomLogPmf(k, n, p), binomLogSf(k + 1, n, p));
          if (hi > -700) expect(Math.abs(split - hi)).toBeLessThan(1e-11 * Math.max(1, Math.abs(hi)));
        },
      ),
      { numRuns: 300, seed: 20261130 },
    );
  });

  it("the far tail matches a direct log-sum of pmf terms (ln P ≪ −690, beyond double range)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 1_000_000 }),
        fc.double({ min: 0.55, max: 0.95, noNaN: true }),
        (n, frac) => {
          const k = Math.ceil(frac * n);
          let acc = -Infinity;
          for (let j = k; j <= Math.min(n, k + 400); j++) acc = logAddExp(acc, binomLogPmf(j, n, 0.5));
          const sf = binomLogSf(k, n, 0.5);
          expect(sf).toBeLessThan(-1);
          expect(Math.abs(sf - acc)).toBeLessThan(1e-10 * Math.max(1, Math.abs(sf)));
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});

describe("incomplete beta inverse on random arguments", () => {
  it("I(B⁻¹(p)) = p for a, b in [1, 1e5] and p in [1e-100, 1 − 1e-9]", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: -230, max: Math.log(1 - 1e-9), noNaN: true }),
        (a, b, logp) => {
          const p = Math.exp(logp);
          const x = betaIncInv(p, a, b);
          const back = p <= 0.5 ? betaInc(x, a, b) / p : (1 - betaInc(x, a, b)) / (1 - p);
          // Either I(x) reproduces p, or — where x is so close to 1 that one ulp of x moves 1 − I
          // by more than 1e-9 — the true root is bracketed by x(1 ± 1e-10) (x correct to 1e-10).
          const bracketed = betaInc(x * (1 - 1e-10), a, b) <= p && betaInc(Math.min(1, x * (1 + 1e-10)), a, b) >= p;
          expect(Math.abs(back - 1) < 1e-9 || bracketed).toBe(true);
        },
      ),
      { numRuns: 300, seed: 42 },
    );
  });
});

describe("duality at large n_d: lcb > 0 ⟺ one-sided p < α", () => {
  it("holds on random tables with n_d up to 1e5 near the decision boundary", () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 100_000 }), fc.double({ min: -4, max: 4, noNaN: true }), (nd, z) => {
        // b near the one-sided 5% critical value, where the two decisions are most fragile.
        const b = Math.min(nd, Math.max(0, Math.round(nd / 2 + ((1.645 + z / 10) * Math.sqrt(nd)) / 2)));
        const p = mcnemarP(b, nd - b, "one-sided");
        const lcb = dropLcb(b, nd - b, nd, 0.05);
        expect(lcb > 0).toBe(p < 0.05);
        expect(clopperPearsonLower(b, nd, 0.05) > 0.5).toBe(p < 0.05);
      }),
      { numRuns: 300, seed: 3 },
    );
  });
});
