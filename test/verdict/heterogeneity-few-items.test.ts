import { describe, expect, it } from "vitest";
import { computeVerdict } from "../../src/verdict/compute.js";
import type { PairedTable } from "../../src/verdict/types.js";

/** A table over ids i0… with the given item-level differences (a/e split evenly). */
function table(model: string, d: number[]): PairedTable {
  const b = d.filter((x) => x > 0).length;
  const c = d.filter((x) => x < 0).length;
  const rest = d.length - b - c;
  return {
    model,
    perturber: "p",
    a: Math.floor(rest / 2),
    b,
    c,
    e: rest - Math.floor(rest / 2),
    unparsedOriginal: 0,
    unparsedPerturbed: 0,
    items: { ids: d.map((_, i) => `i${i}`), d: Int8Array.from(d) },
  };
}

const design = (models: number) => ({
  alpha: 0.05,
  targetEffect: 0.05,
  power: 0.8,
  models,
  perturbers: 1,
  emax: "exact" as const,
});

describe("paired heterogeneity needs more items than M − 1 (docs/statistics.md)", () => {
  it("reports no heterogeneity for 4 models on 3 shared items rather than an uncalibrated one", () => {
    const tables = ["a", "b", "c", "d"].map((m, j) => table(m, [1, j % 2 ? -1 : 0, 0]));
    expect(computeVerdict(tables, design(4)).heterogeneity).toEqual([]);
  });

  it("tests 4 models on 4 items, referring W to F(3, 1)", () => {
    const tables = ["a", "b", "c", "d"].map((m, j) => table(m, [1, j % 2 ? -1 : 0, 0, j === 3 ? 1 : 0]));
    const [h] = computeVerdict(tables, design(4)).heterogeneity;
    expect(h?.test).toMatchObject({ kind: "paired-wald", reference: "hotelling-f", df2: 1 });
    expect(h?.df).toBe(3);
  });
});
