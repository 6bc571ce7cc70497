// compare's corners, simulated through computeComparison (test/reference/compare_corners_sim.mjs
// wrote the JSON; docs/compare.md "What was checked by simulation"): every cell within its nominal
// level by two Monte Carlo standard errors.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Cell {
  name: string;
  kind: "replicates" | "constant-clusters" | "rare-discordance";
  design: { margin: number; delta: number };
  reps: number;
  refused: number;
  coverage: number;
  above: number;
  below: number;
  equivalent: number;
}

const file = JSON.parse(readFileSync(new URL("../reference/compare_corners_sim.json", import.meta.url), "utf8")) as {
  alpha: number;
  reps: number;
  cells: Cell[];
};
const se = (p: number, n: number) => Math.sqrt((p * (1 - p)) / n);

describe(`compare's corners by simulation (${file.cells.length} designs)`, () => {
  it("has every design the docs quote, each with at least 10,000 replicates", () => {
    const kinds = new Set(file.cells.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(["constant-clusters", "rare-discordance", "replicates"]);
    for (const c of file.cells) expect(c.reps, c.name).toBeGreaterThanOrEqual(10_000);
    expect(file.cells.some((c) => c.name.startsWith("replicates 30x5"))).toBe(true);
    expect(file.cells.some((c) => c.name.startsWith("constant clusters 12x50"))).toBe(true);
  });

  it.each(file.cells.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const nominal = 1 - file.alpha;
    const half = file.alpha / 2;
    // A refusal prints no interval: it neither covers nor errs, and the rates are over every run.
    expect(c.coverage + c.refused, "coverage").toBeGreaterThanOrEqual(nominal - 2 * se(nominal, c.reps));
    expect(c.above, "interval wholly above Δ").toBeLessThanOrEqual(half + 2 * se(half, c.reps));
    expect(c.below, "interval wholly below Δ").toBeLessThanOrEqual(half + 2 * se(half, c.reps));
    // "equivalent" when |Δ| ≥ the margin is a false statement: at most α/2 (one side must miss Δ).
    if (Math.abs(c.design.delta) >= c.design.margin - 1e-12)
      expect(c.equivalent, "false equivalent").toBeLessThanOrEqual(half + 2 * se(half, c.reps));
  });
});
