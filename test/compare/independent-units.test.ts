// Replicates and clusters without variation (docs/compare.md "Clusters and replicates"): the
// independent units are the items or the clusters, never the (id, epoch) rows.
import { describe, expect, it } from "vitest";
import { computeComparison } from "../../src/compare/compute.js";
import type { PlacedRow } from "../../src/compare/pair.js";
import { InputError } from "../../src/errors.js";
import { renderCompareText } from "../../src/report/compare-text.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";
import { spec } from "./helpers.js";

let line = 0;
const row = (r: PlacedRow["row"]): PlacedRow => ({ row: r, file: "o.jsonl", line: ++line });

/** Items each asked `epochs` times with the same pair of answers every time. */
function identicalEpochs(pairs: readonly (readonly [boolean, boolean])[], epochs: number): PlacedRow[] {
  const rows: PlacedRow[] = [];
  pairs.forEach(([b, c], i) => {
    for (let e = 1; e <= epochs; e++) {
      rows.push(row({ model: "m", condition: "base", id: `q${i}`, epoch: e, correct: b }));
      rows.push(row({ model: "m", condition: "new", id: `q${i}`, epoch: e, correct: c }));
    }
  });
  return rows;
}

function constantClusters(pairs: readonly (readonly [boolean, boolean])[], size: (g: number) => number): PlacedRow[] {
  const rows: PlacedRow[] = [];
  pairs.forEach(([b, c], g) => {
    for (let j = 0; j < size(g); j++) {
      const id = `g${g}/q${j}`;
      rows.push(row({ model: "m", condition: "base", id, cluster: `g${g}`, correct: b }));
      rows.push(row({ model: "m", condition: "new", id, cluster: `g${g}`, correct: c }));
    }
  });
  return rows;
}

const both = [true, true] as const;
const neither = [false, false] as const;

describe("identical epochs: the items are the units", () => {
  // 20 items, 15 right and 5 wrong under both arms, asked 10 times each with the same answers.
  const pairs = [...Array(15).fill(both), ...Array(5).fill(neither)];
  const r = computeComparison(identicalEpochs(pairs, 10), spec({ margin: 0.05 }));
  const c = r.candidates[0]!;
  const once = pairedDifference(
    { both: 15, baselineOnly: 0, candidateOnly: 0, neither: 5 },
    { alpha: 0.05, sided: "two-sided" },
  );

  it("analyses the 20 items, not the 200 rows: the interval of the items asked once", () => {
    expect(c.result.analysis).toBe("exact-units");
    if (c.result.analysis !== "exact-units") throw new Error("exact-units expected");
    expect(c.result.unit).toBe("item");
    expect(c.result.units).toBe(20);
    expect(c.result.rows_per_unit).toEqual({ min: 10, max: 10 });
    expect(c.result.bound).toEqual(once.bound);
    if (c.result.bound.kind !== "interval") throw new Error("interval expected");
    expect(c.result.bound.lower).toBeCloseTo(-0.168, 3);
    expect(c.result.bound.upper).toBeCloseTo(0.168, 3);
    expect(c.decision).toBe("inconclusive"); // not "equivalent at 5 pt"
  });

  it("reads each accuracy over the items: 15 of 20, with its Clopper–Pearson interval", () => {
    if (c.result.analysis !== "exact-units") throw new Error("exact-units expected");
    expect(c.result.accuracy_baseline.correct).toBe(15);
    expect(c.result.accuracy_baseline.n).toBe(20);
    expect(c.result.accuracy_baseline.ci.lower).toBeCloseTo(once.baseline.lower, 12);
    const text = renderCompareText(r);
    expect(text).toContain("15/20 items");
    expect(text).toContain("n = 20 items, 0 discordant; every row of an item the same pair of answers (10 rows each)");
  });

  it("with variation too: identical epochs are one observation per item", () => {
    const p = [...Array(12).fill(both), ...Array(3).fill([true, false] as const), ...Array(5).fill(neither)];
    const rr = computeComparison(identicalEpochs(p, 5), spec()).candidates[0]!;
    expect(rr.result.analysis).toBe("exact-units");
    const ref = pairedDifference(
      { both: 12, baselineOnly: 3, candidateOnly: 0, neither: 5 },
      { alpha: 0.05, sided: "two-sided" },
    );
    expect(rr.result.bound).toEqual(ref.bound);
    expect(rr.result.p_value).toBe(ref.pValue);
  });
});

describe("constant clusters: the clusters are the units", () => {
  it("12 clusters of 50, every item of a cluster alike: the exact analysis over 12 clusters", () => {
    const pairs = [...Array(9).fill(both), ...Array(3).fill(neither)];
    const r = computeComparison(
      constantClusters(pairs, () => 50),
      spec({ margin: 0.01 }),
    );
    const c = r.candidates[0]!;
    expect(c.result.analysis).toBe("exact-units");
    if (c.result.analysis !== "exact-units") throw new Error("exact-units expected");
    expect(c.result.unit).toBe("cluster");
    expect(c.result.units).toBe(12);
    const ref = pairedDifference(
      { both: 9, baselineOnly: 0, candidateOnly: 0, neither: 3 },
      { alpha: 0.05, sided: "two-sided" },
    );
    expect(c.result.bound).toEqual(ref.bound);
    expect(c.decision).toBe("inconclusive"); // the 600 rows as independent said "equivalent at 1 pt"
    expect(c.exact.n).toBe(600); // shown for reference only
  });

  it("refuses no variation when the clusters differ in size (Δ over clusters is not Δ over items)", () => {
    const pairs = [...Array(9).fill(both), ...Array(3).fill(neither)];
    const rows = constantClusters(pairs, (g) => 10 + g);
    expect(() => computeComparison(rows, spec())).toThrow(InputError);
    expect(() => computeComparison(rows, spec())).toThrow(/no variance to estimate.*clusters hold 10 to 21 items/);
  });

  it("refuses no variation when a unit's rows disagree", () => {
    // Every item: baseline only on epoch 1, candidate only on epoch 2 — each item's difference is 0.
    const rows: PlacedRow[] = [];
    for (let i = 0; i < 20; i++) {
      rows.push(row({ model: "m", condition: "base", id: `q${i}`, epoch: 1, correct: true }));
      rows.push(row({ model: "m", condition: "new", id: `q${i}`, epoch: 1, correct: false }));
      rows.push(row({ model: "m", condition: "base", id: `q${i}`, epoch: 2, correct: false }));
      rows.push(row({ model: "m", condition: "new", id: `q${i}`, epoch: 2, correct: true }));
    }
    expect(() => computeComparison(rows, spec())).toThrow(
      /every item's difference is the same .*20 of the 20 items have rows with different answers/,
    );
  });
});
