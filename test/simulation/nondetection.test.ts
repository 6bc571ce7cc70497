/**
 * The printed upper bound's error rate among the runs that print it (docs/statistics.md, "Never a
 * bare point estimate"), from the committed simulation of the verdict pipeline
 * (test/reference/nondetection_sim.mjs → nondetection_sim.json; 10,000 replicates per cell). The
 * shipped rule prints every pair's bound; the rule it replaced printed it only for the models not
 * named, and the same file shows how often that sentence was false.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Cell {
  M: number;
  K: number;
  factor: number;
  mde: number;
  drop: number;
  reps: number;
  printed: number;
  printed_false: number;
  rate: number;
  se: number;
  within: boolean;
  if_only_not_named: { printed: number; printed_false: number; rate: number | null };
  text_checked: number;
}

const sim = JSON.parse(readFileSync(new URL("../reference/nondetection_sim.json", import.meta.url), "utf8")) as {
  alpha: number;
  complete: boolean;
  reps_per_cell: number;
  results: Cell[];
};

describe("the printed upper bound, simulated end to end", () => {
  it("covers the whole grid: M ∈ {1, 3} × K ∈ {1, 3} × drop ∈ {0, 1, 1.2, 1.5} × MDE, ≥ 10,000 replicates each", () => {
    expect(sim.complete).toBe(true);
    expect(sim.reps_per_cell).toBeGreaterThanOrEqual(10_000);
    const keys = sim.results.map((r) => `${r.M}/${r.K}/${r.factor}`).sort();
    const want = [1, 3].flatMap((M) => [1, 3].flatMap((K) => [0, 1, 1.2, 1.5].map((f) => `${M}/${K}/${f}`))).sort();
    expect(keys).toEqual(want);
    for (const r of sim.results) {
      expect(r.reps).toBeGreaterThanOrEqual(10_000);
      expect(r.drop).toBeCloseTo(r.factor * r.mde, 12);
      // Every pair of every run prints its bound: nothing is selected by the verdict.
      expect(r.printed).toBe(r.reps * r.M * r.K);
      // The first replicates went through computeVerdict and the text renderer.
      expect(r.text_checked).toBeGreaterThan(0);
    }
  });

  it("among the sentences printed, the share that is false is ≤ α + 2 SE in every cell", () => {
    for (const r of sim.results) {
      const se = Math.sqrt((sim.alpha * (1 - sim.alpha)) / r.printed);
      expect(r.rate, `M = ${r.M}, K = ${r.K}, ${r.factor} × MDE`).toBeCloseTo(r.printed_false / r.printed, 15);
      expect(r.rate, `M = ${r.M}, K = ${r.K}, ${r.factor} × MDE`).toBeLessThanOrEqual(sim.alpha + 2 * se);
    }
  });

  it("printed only for the models not named, the same sentence was false far more often at drops ≥ MDE", () => {
    const atMde = sim.results.filter((r) => r.factor >= 1 && r.if_only_not_named.printed >= 100);
    expect(atMde.length).toBeGreaterThan(0);
    for (const r of atMde) expect(r.if_only_not_named.rate!).toBeGreaterThan(0.15);
  });
});
