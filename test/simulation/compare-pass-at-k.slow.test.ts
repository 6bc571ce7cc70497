/**
 * Coverage of pairedPassAtK's paired t interval over problems (docs/statistics.md
 * "Compare: pass@k"), 4000 simulated studies per design from test/stats/pass-at-k-sim.ts: P = 10 …
 * 400 problems, n = 10 or 50 samples, k = 1, 5, 10, easy and hard problem sets, a 5-point gain or
 * none. Two-sided 95% coverage must be ≥ 0.95 − 3 Monte Carlo SE.
 */
import { describe, expect, it } from "vitest";
import { type PassAtKDesign, pairedPassAtKCoverage } from "../stats/pass-at-k-sim.js";

const designs: PassAtKDesign[] = [];
for (const problems of [10, 20, 50, 164, 400])
  for (const [samples, k] of [
    [10, 1],
    [10, 5],
    [50, 10],
  ] as const)
    for (const [muA, muB] of [
      [-1, -0.85],
      [0.3, 0.3],
    ] as const)
      designs.push({ problems, samples, k, muA, muB, sigma: 1.2, rho: 0.8 });

describe("pairedPassAtK coverage (two-sided 95%)", () => {
  it.each(designs)(
    "P = $problems, n = $samples, k = $k, μ = ($muA, $muB)",
    (d) => {
      const sims = d.problems * d.samples > 5000 ? 2000 : 4000;
      const r = pairedPassAtKCoverage(d, sims, 0.05, `passk-${d.problems}-${d.samples}-${d.k}-${d.muA}-${d.muB}`);
      console.log(
        `PASSK P=${d.problems} n=${d.samples} k=${d.k} mu=(${d.muA},${d.muB}) truth=${r.truth.toFixed(4)}: ` +
          `${r.coverage.toFixed(4)} ± ${r.se.toFixed(4)} (${r.computed}/${r.sims})`,
      );
      expect(r.computed).toBeGreaterThan(0.95 * r.sims);
      expect(r.coverage).toBeGreaterThanOrEqual(0.95 - 3 * r.se);
    },
    600_000,
  );
});
