import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { type PairedTable, type CompareSided, pairedDifference } from "../../src/stats/paired-difference.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";

const ref = loadReference("compare_paired.json");
type Args = [PairedTable, { alpha: number; sided: CompareSided }];

describe(`pairedDifference against ${ref.generator} (${ref.software})`, () => {
  it("p-values, accuracies with Clopper–Pearson intervals, estimate and SE match every case", () => {
    const impl = (...[t, o]: Args) => pairedDifference(t, o);
    expect(failures(casesFor(ref, "pairedDifferenceStats", 100), impl as never).slice(0, 10)).toEqual([]);
  });
  it("the melded bound (interval, lower or upper by `sided`) matches every case", () => {
    const impl = (...[t, o]: Args) => pairedDifference(t, o).bound;
    expect(failures(casesFor(ref, "pairedDifferenceBound", 100), impl as never).slice(0, 10)).toEqual([]);
  });
});

describe("pairedDifference: definitions", () => {
  it("Δ is candidate − baseline accuracy and the bounds are ordered around it", () => {
    const r = pairedDifference(
      { both: 120, baselineOnly: 14, candidateOnly: 20, neither: 46 },
      { alpha: 0.05, sided: "two-sided" },
    );
    expect(r.estimate).toBeCloseTo(r.candidate.estimate - r.baseline.estimate, 15);
    expect(r.estimate).toBeCloseTo(0.03, 15);
    expect(r.bound.kind).toBe("interval");
    if (r.bound.kind !== "interval") return;
    expect(r.bound.lower).toBeLessThan(r.estimate);
    expect(r.bound.upper).toBeGreaterThan(r.estimate);
    expect(r.bound.level).toBe(0.95);
  });

  it("swapping baseline and candidate mirrors the interval and keeps the two-sided p", () => {
    const t = { both: 30, baselineOnly: 4, candidateOnly: 13, neither: 9 };
    const s = { both: 30, baselineOnly: 13, candidateOnly: 4, neither: 9 };
    const a = pairedDifference(t, { alpha: 0.1, sided: "two-sided" });
    const b = pairedDifference(s, { alpha: 0.1, sided: "two-sided" });
    if (a.bound.kind !== "interval" || b.bound.kind !== "interval") throw new Error("expected intervals");
    expect(Math.abs(a.bound.lower + b.bound.upper)).toBeLessThan(1e-12);
    expect(a.pValue).toBe(b.pValue);
    const g = pairedDifference(t, { alpha: 0.1, sided: "greater" });
    const l = pairedDifference(s, { alpha: 0.1, sided: "less" });
    if (g.bound.kind !== "lower" || l.bound.kind !== "upper") throw new Error("expected one-sided bounds");
    expect(Math.abs(g.bound.lower + l.bound.upper)).toBeLessThan(1e-12);
    expect(g.pValue).toBe(l.pValue);
  });

  it("duality: the bound excludes 0 exactly when p < α, every table at n = 1 … 6, 8, 12, 17 (α = 0.05) and n = 1, 3, 5, 9 (α = 0.1), every sidedness", () => {
    const bad: string[] = [];
    for (const alpha of [0.05, 0.1]) {
      for (const n of alpha === 0.05 ? [1, 2, 3, 4, 5, 6, 8, 12, 17] : [1, 3, 5, 9]) {
        for (let co = 0; co <= n; co++) {
          for (let bo = 0; bo + co <= n; bo++) {
            const t = { both: n - co - bo, baselineOnly: bo, candidateOnly: co, neither: 0 };
            for (const sided of ["two-sided", "greater", "less"] as const) {
              const r = pairedDifference(t, { alpha, sided });
              const excl =
                r.bound.kind === "interval"
                  ? r.bound.lower > 0 || r.bound.upper < 0
                  : r.bound.kind === "lower"
                    ? r.bound.lower > 0
                    : r.bound.upper < 0;
              if (excl !== r.pValue < alpha) bad.push(`${JSON.stringify(t)} ${sided} α=${alpha}`);
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("the one-sided p is mcnemarP in the stated direction and the two-sided p is the doubled tail", () => {
    const t = { both: 10, baselineOnly: 3, candidateOnly: 11, neither: 6 };
    expect(pairedDifference(t, { alpha: 0.05, sided: "greater" }).pValue).toBe(mcnemarP(11, 3, "one-sided"));
    expect(pairedDifference(t, { alpha: 0.05, sided: "less" }).pValue).toBe(mcnemarP(3, 11, "one-sided"));
    expect(pairedDifference(t, { alpha: 0.05, sided: "two-sided" }).pValue).toBe(mcnemarP(11, 3, "two-sided"));
  });

  it("rejects bad tables and options, naming the argument", () => {
    const ok = { both: 1, baselineOnly: 1, candidateOnly: 1, neither: 1 };
    expect(() => pairedDifference({ ...ok, both: -1 }, { alpha: 0.05, sided: "two-sided" })).toThrow(/table.both/);
    expect(() => pairedDifference({ ...ok, neither: 1.5 }, { alpha: 0.05, sided: "two-sided" })).toThrow(
      /table.neither/,
    );
    expect(() =>
      pairedDifference({ both: 0, baselineOnly: 0, candidateOnly: 0, neither: 0 }, { alpha: 0.05, sided: "two-sided" }),
    ).toThrow(/empty/);
    expect(() => pairedDifference(ok, { alpha: 0, sided: "two-sided" })).toThrow(/alpha/);
    expect(() => pairedDifference(ok, { alpha: 0.6, sided: "two-sided" })).toThrow(/alpha/);
    expect(() => pairedDifference(ok, { alpha: 0.05, sided: "one-sided" as never })).toThrow(/sided/);
  });
});
