// Exhaustive and large-n sweeps of the melded bounds (slow: minutes on a loaded machine).
import { describe, expect, it } from "vitest";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { meldedLcb, meldedLcbExceeds, meldedUcb } from "../../src/stats/melded.js";
import { meldedCoverage } from "../../src/stats/melded-coverage.js";
import { binomLogSf } from "../../src/stats/binomial.js";
import { createRng } from "../../src/stats/random.js";
import { casesFor, failures, loadReference } from "../reference/load.js";

const ALPHAS = [0.05, 0.025, 0.01, 0.05 / 6];

describe("every case of melded.json (the default test samples them)", () => {
  it("meldedLcb and meldedUcb", () => {
    const ref = loadReference("melded.json");
    expect(failures(casesFor(ref, "meldedLcb", 500), meldedLcb)).toEqual([]);
    expect(failures(casesFor(ref, "meldedUcb", 500), meldedUcb)).toEqual([]);
  }, 600_000);
});

describe("duality lcb > 0 ⟺ one-sided p < α", () => {
  it("every table with n ≤ 60 (all b, c with b + c ≤ n) at each α", () => {
    const bad: string[] = [];
    let tables = 0;
    for (const alpha of ALPHAS) {
      for (let n = 1; n <= 60; n++) {
        for (let nd = 0; nd <= n; nd++) {
          for (let b = 0; b <= nd; b++) {
            const c = nd - b;
            tables++;
            if (meldedLcb(b, c, n, alpha) > 0 !== mcnemarP(b, c, "one-sided") < alpha)
              bad.push(`${b},${c},${n},${alpha}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
    expect(tables).toBe(4 * 39710); // Σ_{n=1}^{60} (n + 1)(n + 2)/2 tables per level
  }, 600_000);

  it("a seeded random grid up to n = 10⁶, half of it at the test's threshold b* and b* − 1", () => {
    const rng = createRng("melded-duality-large");
    const bad: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const n = Math.max(1, Math.round(Math.exp(rng.next() * Math.log(1e6))));
      const nd = Math.floor(rng.next() * (n + 1));
      const alpha = ALPHAS[i % 4]!;
      let b: number;
      if (i % 2 === 0 && nd > 0) {
        // smallest b with P(Bin(nd, ½) ≥ b) < α, then maybe one below it
        let lo = 0;
        let hi = nd + 1;
        while (hi - lo > 1) {
          const mid = (lo + hi) >>> 1;
          if (Math.exp(binomLogSf(mid, nd, 0.5)) < alpha) hi = mid;
          else lo = mid;
        }
        b = Math.min(nd, hi - (rng.next() < 0.5 ? 1 : 0));
      } else {
        b = Math.floor(rng.next() * (nd + 1));
      }
      const c = nd - b;
      const p = mcnemarP(b, c, "one-sided");
      if (meldedLcb(b, c, n, alpha) > 0 !== p < alpha) bad.push(`${b},${c},${n},${alpha}`);
      if (meldedLcbExceeds(b, c, n, alpha, 0) !== p < alpha) bad.push(`exceeds ${b},${c},${n},${alpha}`);
    }
    expect(bad).toEqual([]);
  }, 600_000);
});

describe("coverage simulation at n = 1000 against the R Monte Carlo", () => {
  it("agrees within Monte Carlo error and is ≥ nominal − 2 SE", () => {
    const mc = loadReference("melded_coverage.json");
    for (const c of casesFor(mc, "meldedCoverage", 8)) {
      const a = c.args[0] as { pi: number; psi: number; n: number; sims: number; alpha: number };
      if (a.n <= 100) continue;
      const got = meldedCoverage({ ...a, seed: `ts-${a.pi}-${a.psi}-${a.n}` });
      const v = c.value as Record<"lcb" | "ucb" | "interval", { coverage: number; se: number }>;
      for (const k of ["lcb", "ucb", "interval"] as const) {
        expect(got[k].coverage).toBeGreaterThanOrEqual(got[k].nominal - 2 * got[k].se);
        expect(Math.abs(got[k].coverage - v[k].coverage)).toBeLessThanOrEqual(
          4 * Math.hypot(got[k].se, v[k].se) + 1e-12,
        );
      }
    }
  }, 600_000);
});
