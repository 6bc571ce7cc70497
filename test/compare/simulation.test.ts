/**
 * A small run of the pipeline simulations (test/compare/pipeline.slow.test.ts has the real
 * ones): enough draws that a pipeline which ignored the pairing, the clusters or Holm would fail.
 */
import { describe, expect, it } from "vitest";
import { candidatesSpec, clusteredRows, independentRows, mc3, simulate } from "./simulate.js";
import { createRng } from "../../src/stats/random.js";
import { type ClusterDesign, clusterCoverage, simulateItems } from "../stats/compare-sim.js";
import { pairedPassAtKCoverage } from "../stats/pass-at-k-sim.js";

const SIMS = 150;

describe("compare pipeline (fast simulation)", () => {
  it("no difference, three candidates: false decisions ≤ α + 3 MC SE", () => {
    const t = simulate("fast-three", SIMS, (r) => independentRows(r, 120, 3, 0), candidatesSpec(3), 0);
    expect(t.anyDecision / SIMS).toBeLessThanOrEqual(0.05 + mc3(0.05, SIMS));
  });
  it("correlated clusters, no difference: clustered analysis ≤ α + 3 MC SE, its design effect above 1", () => {
    const t = simulate("fast-clu", SIMS, (r) => clusteredRows(r, 20, 8, 0.2, 0), candidatesSpec(1), 0);
    expect(t.anyDecision / SIMS).toBeLessThanOrEqual(0.05 + mc3(0.05, SIMS));
    expect(t.meanDesignEffect).toBeGreaterThan(1.5);
  });
});

// Fast checks of the compare simulations (the real runs are test/simulation/compare-*.slow.test.ts):
// the generator's marginals are what it claims, clustering raises the design effect, and the
// shipped intervals cover in one small design each.
const base: ClusterDesign = {
  clusters: 20,
  meanSize: 5,
  icc: 0.3,
  pBaseline: 0.6,
  pCandidate: 0.7,
  clusterCorrelation: 0.5,
  itemCorrelation: 0.6,
  epochs: 1,
  itemShare: 1,
};

describe("compare simulations (small)", () => {
  it("the generator answers each condition with its stated accuracy", () => {
    const rng = createRng("marginals");
    let n = 0;
    let b = 0;
    let c = 0;
    for (let s = 0; s < 200; s++) {
      for (const it of simulateItems(base, rng)) {
        n++;
        b += it.baseline[0]!;
        c += it.candidate[0]!;
      }
    }
    // ~20,000 items, but clustered (DEFF ≈ 5 on one condition's mean): 5 SE ≈ 0.035 is loose enough.
    expect(Math.abs(b / n - 0.6)).toBeLessThan(0.035);
    expect(Math.abs(c / n - 0.7)).toBeLessThan(0.035);
  });

  it("clustering raises the design effect, the CR2 interval still covers, the unclustered one falls short", () => {
    const flat = clusterCoverage({ ...base, icc: 0 }, 200, 0.05, "fast-flat");
    const r = clusterCoverage(base, 400, 0.05, "fast-icc");
    expect(flat.meanDesignEffect).toBeLessThan(1.15);
    expect(r.meanDesignEffect).toBeGreaterThan(1.5);
    expect(r.cr2.coverage).toBeGreaterThanOrEqual(0.95 - 4 * r.cr2.se);
    expect(r.melded.coverage).toBeLessThan(r.cr2.coverage);
  });

  it("the paired pass@k interval covers in a small design", () => {
    const r = pairedPassAtKCoverage(
      { problems: 30, samples: 10, k: 5, muA: -0.5, muB: -0.3, sigma: 1, rho: 0.8 },
      300,
      0.05,
      "fast-passk",
    );
    expect(r.coverage).toBeGreaterThanOrEqual(0.95 - 4 * r.se);
  });
});
