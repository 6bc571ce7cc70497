/**
 * A small run of the pipeline simulations (test/compare/pipeline.slow.test.ts has the real
 * ones): enough draws that a pipeline which ignored the pairing, the clusters or Holm would fail.
 */
import { describe, expect, it } from "vitest";
import { candidatesSpec, clusteredRows, independentRows, mc3, simulate } from "./simulate.js";

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
