/**
 * The required-n search (PowerEngine.sampleSize: envelopes, range certificates, screens, early
 * exits) against a brute force that shares none of it: the power at every n of [1, 2·requiredN + 2]
 * as Σ_m P(D = m)·P(Bin(m, π₁) ≥ b*), with b* found by bisection on the rule's own
 * detectionFires (R_m is an upper set in b) and the binomial pmfs summed directly. firstN and
 * requiredN then follow from their definitions (docs/statistics.md, "Power").
 */
import { describe, expect, it } from "vitest";
import { binomPmf, binomSf } from "../../src/stats/binomial.js";
import { PowerEngine } from "../../src/stats/power.js";
import { compileRule, detectionFires, type VerdictRule } from "../../src/stats/rule.js";

const base: VerdictRule = { alpha: 0.05, models: 3, perturbers: 5, sided: "one-sided", emax: "exact" };

function bruteThreshold(m: number, n: number, rule: ReturnType<typeof compileRule>): number {
  if (!detectionFires(m, 0, n, rule)) return m + 1;
  let lo = 0; // does not fire (b = 0: p = 1)
  let hi = m; // fires
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (detectionFires(mid, m - mid, n, rule)) hi = mid;
    else lo = mid;
  }
  return hi;
}

function brutePower(n: number, psi: number, delta: number, rule: ReturnType<typeof compileRule>): number {
  const pi1 = (1 + delta / psi) / 2;
  let power = 0;
  for (let m = 0; m <= n; m++) {
    const w = binomPmf(m, n, psi);
    if (w < 1e-18) continue; // a bound on what is left out: (n + 1)·1e-18, far below the margins here
    const b = bruteThreshold(m, n, rule);
    if (b <= m) power += w * binomSf(b, m, pi1);
  }
  return power;
}

describe("required n and first n equal a brute force over every n (K > 1)", () => {
  it.each([
    ["M=3 K=5 ψ=0.5 δ=0.25", 0.5, 0.25, base],
    ["M=3 K=5 ψ=0.9 δ=0.3 (saw-tooth)", 0.9, 0.3, base],
    [
      "M=2 K=30 Bailey two-sided α=0.01 ψ=0.5 δ=0.3",
      0.5,
      0.3,
      { ...base, models: 2, perturbers: 30, emax: "bailey", sided: "two-sided", alpha: 0.01 } as VerdictRule,
    ],
  ] as const)(
    "%s",
    (_, psi, delta, rule) => {
      const found = new PowerEngine(psi, rule).sampleSize(delta, 0.8)!;
      expect(found).not.toBeNull();
      const compiled = compileRule(rule);
      const top = 2 * found.requiredN + 2;
      const reaches = [false];
      for (let n = 1; n <= top; n++) {
        const p = brutePower(n, psi, delta, compiled);
        // No n may sit so close to the target that the brute force's own rounding could flip it.
        expect(Math.abs(p - 0.8), `n=${n}`).toBeGreaterThan(1e-9);
        reaches.push(p >= 0.8);
      }
      const firstN = reaches.indexOf(true);
      // requiredN by its definition: the smallest n ≥ firstN with every n' in [n, 2n] reaching.
      let requiredN = firstN;
      for (;;) {
        expect(2 * requiredN, "the brute force covers [n, 2n]").toBeLessThanOrEqual(top);
        let miss = -1;
        for (let k = requiredN; k <= 2 * requiredN; k++) if (!reaches[k]) miss = k;
        if (miss < 0) break;
        requiredN = miss + 1;
      }
      expect(found.firstN).toBe(firstN);
      expect(found.requiredN).toBe(requiredN);
    },
    120_000,
  );
});
