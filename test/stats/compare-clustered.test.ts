import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import {
  type ClusteredItem,
  MIN_CLUSTERS,
  clusterMean,
  clusteredDifference,
} from "../../src/stats/clustered-difference.js";
import { studentTQuantile, studentTSf } from "../../src/stats/student-t.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";

const ref = loadReference("compare_clustered.json");

describe(`clustered analysis against ${ref.generator} (${ref.software}: generic CR2 matrices, Satterthwaite df)`, () => {
  it("clusteredDifference matches every case (estimate, CR2 SE, DEFF, BM df, p, bound, accuracies)", () => {
    expect(failures(casesFor(ref, "clusteredDifference", 30), clusteredDifference as never).slice(0, 10)).toEqual([]);
  });
  it("clusterMean matches every case", () => {
    expect(failures(casesFor(ref, "clusterMean", 30), clusterMean as never).slice(0, 10)).toEqual([]);
  });
});

describe("Student t for real df against R pt / qt", () => {
  it("studentTSf", () => expect(failures(casesFor(ref, "studentTSf", 50), studentTSf as never)).toEqual([]));
  it("studentTQuantile", () =>
    expect(failures(casesFor(ref, "studentTQuantile", 50), studentTQuantile as never)).toEqual([]));
});

const item = (cluster: string, b: number[], c: number[]): ClusteredItem => ({ cluster, baseline: b, candidate: c });

describe("clusteredDifference: definitions and refusals", () => {
  it("refuses fewer than MIN_CLUSTERS clusters with a 'too-few-clusters' result", () => {
    const items = Array.from({ length: 90 }, (_, i) => item(`g${i % (MIN_CLUSTERS - 1)}`, [i % 2], [(i >> 1) % 2]));
    const r = clusteredDifference(items, { alpha: 0.05, sided: "two-sided" });
    expect(r).toEqual({ kind: "too-few-clusters", items: 90, clusters: MIN_CLUSTERS - 1, minimum: MIN_CLUSTERS });
  });

  it("says 'no-variation' when every item's difference is the same", () => {
    const items = Array.from({ length: 40 }, (_, i) => item(`g${i % 20}`, [1], [1]));
    expect(clusteredDifference(items, { alpha: 0.05, sided: "two-sided" }).kind).toBe("no-variation");
  });

  it("one item per cluster: DEFF 1, df N − 1, and the same estimate as the exact analysis", () => {
    const cells = [
      ...Array(50).fill([1, 1]),
      ...Array(10).fill([1, 0]),
      ...Array(22).fill([0, 1]),
      ...Array(18).fill([0, 0]),
    ] as [number, number][];
    const items = cells.map(([b, c], i) => item(`i${i}`, [b], [c]));
    const r = clusteredDifference(items, { alpha: 0.05, sided: "two-sided" });
    if (r.kind !== "clustered") throw new Error(r.kind);
    expect(Math.abs(r.designEffect - 1)).toBeLessThan(1e-12);
    expect(Math.abs(r.df - 99)).toBeLessThan(1e-9);
    const exact = pairedDifference(
      { both: 50, baselineOnly: 10, candidateOnly: 22, neither: 18 },
      { alpha: 0.05, sided: "two-sided" },
    );
    expect(r.estimate).toBeCloseTo(exact.estimate, 14);
    // The t-interval and the melded interval estimate the same Δ; at n = 100 they agree to ~1 pt.
    if (exact.bound.kind !== "interval" || r.bound.kind !== "interval") throw new Error("intervals expected");
    expect(Math.abs(r.bound.lower - exact.bound.lower)).toBeLessThan(0.015);
  });

  it("replicates are averaged within the item: two epochs agreeing equal one epoch", () => {
    const one = Array.from({ length: 60 }, (_, i) => item(`g${i % 12}`, [i % 3 === 0 ? 1 : 0], [i % 2]));
    const two = one.map((it) => item(it.cluster, [...it.baseline, ...it.baseline], [...it.candidate, ...it.candidate]));
    const a = clusteredDifference(one, { alpha: 0.05, sided: "greater" });
    const b = clusteredDifference(two, { alpha: 0.05, sided: "greater" });
    if (a.kind !== "clustered" || b.kind !== "clustered") throw new Error("clustered expected");
    expect(b.estimate).toBe(a.estimate);
    expect(b.se).toBe(a.se);
    expect(b.replicates).toEqual({ min: 2, max: 2 });
  });

  it("p < α exactly when the bound excludes 0", () => {
    for (let s = 0; s < 30; s++) {
      const items = Array.from({ length: 80 }, (_, i) =>
        item(
          `g${(i * 7 + s) % (10 + (s % 7))}`,
          [(i * 31 + s * 17) % 10 < 6 ? 1 : 0],
          [(i * 13 + s * 5) % 10 < 6 + (s % 3) ? 1 : 0],
        ),
      );
      for (const sided of ["two-sided", "greater", "less"] as const) {
        const r = clusteredDifference(items, { alpha: 0.05, sided });
        if (r.kind !== "clustered") continue;
        const b = r.bound;
        const excl =
          b.kind === "interval" ? b.lower > 0 || b.upper < 0 : b.kind === "lower" ? b.lower > 0 : b.upper < 0;
        expect(excl, `${s} ${sided}`).toBe(r.pValue < 0.05);
      }
    }
  });

  it("rejects bad input, naming the item and field", () => {
    const ok = Array.from({ length: 20 }, (_, i) => item(`g${i}`, [1], [0]));
    const opts = { alpha: 0.05, sided: "two-sided" } as const;
    expect(() => clusteredDifference([], opts)).toThrow(/non-empty/);
    expect(() => clusteredDifference([...ok, item("g1", [], [1])], opts)).toThrow(/items\[20\]\.baseline/);
    expect(() => clusteredDifference([...ok, item("g1", [1], [1.5])], opts)).toThrow(/items\[20\]\.candidate\[0\]/);
    expect(() => clusteredDifference([...ok, item("", [1], [1])], opts)).toThrow(/cluster of item 20/);
    expect(() => clusteredDifference(ok, { alpha: 1, sided: "two-sided" })).toThrow(/alpha/);
    expect(() => clusterMean([1, 2], ["a"])).toThrow(/labels/);
    expect(() => clusterMean([1, 2], ["a", "a"])).toThrow(/2 clusters/);
  });
});
