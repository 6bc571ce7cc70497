/**
 * Coverage of the compare intervals by simulation (docs/statistics.md "Compare:
 * clusters and replicates"): correlated clusters from the random-effects generator of
 * test/stats/compare-sim.ts, ICC 0, 0.1, 0.3, G = 10 … 100 clusters of sizes 1 … 9 (and 1 … 19),
 * p_b = 0.6, p_c = 0.65, two-sided 95%. The shipped method (CR2 + Bell–McCaffrey t) must cover
 * at ≥ 0.95 − 3 Monte Carlo SE in every design; the unclustered melded interval, which treats the
 * items as independent, is shown to undercover once DEFF > 1 (that is why clusters matter). Also:
 * the design-effect power approximation of compare-power.ts against the simulated power of the
 * clustered test, and the melded interval's coverage over a grid of (n, p_b, p_c) without clusters.
 */
import { describe, expect, it } from "vitest";
import { comparePower } from "../../src/stats/compare-power.js";
import { clusteredDifference } from "../../src/stats/clustered-difference.js";
import { meldedCoverage } from "../../src/stats/melded-coverage.js";
import { createRng } from "../../src/stats/random.js";
import { type ClusterDesign, clusterCoverage, simulateItems } from "../stats/compare-sim.js";

const SIMS = 4000;
const ALPHA = 0.05;
const base: ClusterDesign = {
  clusters: 10,
  meanSize: 5,
  icc: 0,
  pBaseline: 0.6,
  pCandidate: 0.65,
  clusterCorrelation: 0.5,
  itemCorrelation: 0.6,
  epochs: 1,
  itemShare: 1,
};

describe("clustered interval coverage (two-sided 95%)", () => {
  const designs: ClusterDesign[] = [];
  for (const icc of [0, 0.1, 0.3]) for (const clusters of [10, 20, 50, 100]) designs.push({ ...base, icc, clusters });
  designs.push({ ...base, icc: 0.3, clusters: 30, meanSize: 10 });
  designs.push({ ...base, icc: 0.3, clusters: 10, meanSize: 10 });
  designs.push({ ...base, icc: 0.1, clusters: 20, epochs: 3, itemShare: 0.5 });
  it.each(designs)(
    "ICC $icc, G = $clusters, mean size $meanSize, epochs $epochs",
    (d) => {
      const r = clusterCoverage(d, SIMS, ALPHA, `clusters-${d.icc}-${d.clusters}-${d.meanSize}-${d.epochs}`);
      console.log(
        `COVERAGE icc=${d.icc} G=${d.clusters} size=1..${2 * d.meanSize - 1} epochs=${d.epochs}: ` +
          `CR2 ${r.cr2.coverage.toFixed(4)} ± ${r.cr2.se.toFixed(4)} (${r.computed}/${r.sims} computed), ` +
          `one-sided 95% lower ${r.cr2Lower.coverage.toFixed(4)} upper ${r.cr2Upper.coverage.toFixed(4)}, ` +
          `CR1 ${r.cr1.coverage.toFixed(4)}, melded (unclustered) ${r.melded.coverage.toFixed(4)}, mean DEFF ${r.meanDesignEffect.toFixed(2)}`,
      );
      expect(r.computed).toBeGreaterThan(0.99 * SIMS);
      expect(r.cr2.coverage).toBeGreaterThanOrEqual(0.95 - 3 * r.cr2.se);
      expect(r.cr2Lower.coverage).toBeGreaterThanOrEqual(0.95 - 3 * r.cr2Lower.se);
      expect(r.cr2Upper.coverage).toBeGreaterThanOrEqual(0.95 - 3 * r.cr2Upper.se);
      // Where clustering inflates the variance (DEFF ≥ 1.7), the interval that ignores it undercovers.
      if (r.meanDesignEffect >= 1.7) expect(r.melded.coverage).toBeLessThan(0.95 - 3 * r.melded.se);
    },
    600_000,
  );
});

describe("design-effect power approximation (compare-power.ts) against the simulated clustered test", () => {
  it.each([
    { icc: 0.1, clusters: 60, delta: 0.1 },
    { icc: 0.3, clusters: 80, delta: 0.1 },
    { icc: 0.3, clusters: 40, delta: 0.15 },
  ])(
    "ICC $icc, G = $clusters, Δ = $delta",
    ({ icc, clusters, delta }) => {
      const d: ClusterDesign = { ...base, icc, clusters, pBaseline: 0.55, pCandidate: 0.55 + delta };
      const rng = createRng(`power-${icc}-${clusters}-${delta}`);
      const sims = 2000;
      let hits = 0;
      let deff = 0;
      let items = 0;
      let discordant = 0;
      let computed = 0;
      for (let s = 0; s < sims; s++) {
        const xs = simulateItems(d, rng);
        items += xs.length;
        for (const x of xs) if (x.baseline[0] !== x.candidate[0]) discordant++;
        const r = clusteredDifference(xs, { alpha: ALPHA, sided: "two-sided" });
        if (r.kind !== "clustered") continue;
        computed++;
        deff += r.designEffect;
        if (r.pValue < ALPHA && r.estimate > 0) hits++;
      }
      const simulated = hits / sims;
      const n = Math.round(items / sims);
      const planned = comparePower({
        n,
        delta,
        discordance: discordant / items,
        alpha: ALPHA,
        sided: "two-sided",
        designEffect: Math.max(1, deff / computed),
      });
      console.log(
        `POWER icc=${icc} G=${clusters} Δ=${delta}: n≈${n}, ψ=${(discordant / items).toFixed(3)}, DEFF=${(deff / computed).toFixed(2)}: ` +
          `planned ${planned.power.toFixed(3)} (exact at n_eff ${planned.effectiveN}), simulated ${simulated.toFixed(3)} ± ${Math.sqrt((simulated * (1 - simulated)) / sims).toFixed(3)}`,
      );
      // An approximation: the planner must be within 0.06 of the clustered test's power.
      expect(Math.abs(planned.power - simulated)).toBeLessThan(0.06);
    },
    600_000,
  );
});

describe("melded interval coverage without clusters over (n, p_b, p_c), two-sided 95%", () => {
  const grid: { n: number; pb: number; pc: number; lambda: number }[] = [];
  for (const n of [20, 100, 500])
    for (const pb of [0.3, 0.7, 0.9])
      for (const dp of [0, 0.05, 0.1])
        for (const lambda of [0, 0.7])
          grid.push({ n, pb, pc: Math.min(0.99, Math.round((pb + dp) * 100) / 100), lambda });
  it.each(grid)(
    "n = $n, p_b = $pb, p_c = $pc, pairing λ = $lambda",
    ({ n, pb, pc, lambda }) => {
      // Joint: P(both) = p_b p_c + λ (min(p_b, p_c) − p_b p_c); π = P(candidate only)/ψ.
      const both = pb * pc + lambda * (Math.min(pb, pc) - pb * pc);
      const candOnly = pc - both;
      const psi = pb + pc - 2 * both;
      const r = meldedCoverage({
        pi: candOnly / psi,
        psi,
        n,
        sims: 4000,
        seed: `melded-${n}-${pb}-${pc}-${lambda}`,
        alpha: ALPHA / 2,
      });
      console.log(
        `MELDED n=${n} pb=${pb} pc=${pc} λ=${lambda} ψ=${psi.toFixed(3)}: ${r.interval.coverage.toFixed(4)} ± ${r.interval.se.toFixed(4)}`,
      );
      expect(r.interval.coverage).toBeGreaterThanOrEqual(0.95 - 3 * r.interval.se);
    },
    600_000,
  );
});
