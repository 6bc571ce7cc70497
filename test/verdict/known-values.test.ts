import { describe, expect, it } from "vitest";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { detect } from "../../src/verdict/detect.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

const table = (name: string, a: number, b: number, c: number, e: number): PairedTable => ({
  name,
  a,
  b,
  c,
  e,
  unparsedOriginal: null,
  unparsedPerturbed: null,
});
const design: VerdictDesign = { alpha: 0.05, targetEffect: 0.05, perturbers: 1, emax: "exact", power: 0.8 };
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe("the issue's known values", () => {
  it("table (50, 30, 2, 18): one-sided p, 95% interval, lcb and SE", () => {
    const [m] = computeVerdict([table("m", 50, 30, 2, 18)], design).models;
    expect(rel(m!.p_value, 1.2316741049289518e-7)).toBeLessThan(1e-8);
    expect(rel(m!.drop_ci.lower, 0.18683556486719555)).toBeLessThan(1e-8);
    expect(rel(m!.drop_ci.upper, 0.315097128738268)).toBeLessThan(1e-8);
    expect(rel(m!.lcb, 0.2022761803667659)).toBeLessThan(1e-8);
    expect(rel(m!.se, 0.04915282290977803)).toBeLessThan(1e-8);
    expect(m!.drop).toBe(0.28);
    expect(m!.detected).toBe(true);
  });

  it("Cochran's Q over (50,35,2,13), (60,6,5,29), (58,5,7,30)", () => {
    const r = computeVerdict(
      [table("m1", 50, 35, 2, 13), table("m2", 60, 6, 5, 29), table("m3", 58, 5, 7, 30)],
      design,
    );
    expect(rel(r.heterogeneity!.q, 35.508452643612685)).toBeLessThan(1e-8);
    expect(Math.abs(r.heterogeneity!.i_squared - 0.94367538)).toBeLessThan(1e-8);
    expect(r.heterogeneity!.df).toBe(2);
    expect(r.heterogeneity!.reading).toBe("heterogeneous");
    expect(r.models.map((m) => m.detected)).toEqual([true, false, false]);
  });
});

describe("the rule", () => {
  it("with K = 1 and M = 1, detected ⟺ one-sided p < α, for every table with n ≤ 30", () => {
    for (const alpha of [0.05, 0.05 / 3, 0.01]) {
      for (let n = 1; n <= 30; n++) {
        for (let b = 0; b <= n; b++) {
          for (let c = 0; b + c <= n; c++) {
            const [d] = detect([{ b, c, n }], alpha, 0);
            expect(d!.detected, `α ${alpha} n ${n} b ${b} c ${c}`).toBe(mcnemarP(b, c, "one-sided") < alpha);
            expect(d!.lcb > 0, `duality α ${alpha} n ${n} b ${b} c ${c}`).toBe(d!.p < alpha);
          }
        }
      }
    }
  });

  it("the E[max] deflation can veto a Holm-significant model when several perturbers were tried", () => {
    // (40, 20, 8, 32): p ≈ 0.018 and lcb > 0; at K = 30 the deflation E(30)·SE exceeds the bound.
    const one = computeVerdict([table("t", 40, 20, 8, 32)], design).models[0]!;
    const many = computeVerdict([table("t", 40, 20, 8, 32)], { ...design, perturbers: 30 }).models[0]!;
    expect(one.detected).toBe(true);
    expect(many.p_holm).toBeLessThan(0.05);
    expect(many.adjusted_lcb).toBeLessThan(0);
    expect(many.detected).toBe(false);
  });

  it("Holm across models can veto what a single comparison would call", () => {
    // p = 470/16384 = 0.0287 for (10, 11, 3, 76): below α alone, above α after Holm with a null partner.
    const alone = computeVerdict([table("x", 10, 11, 3, 76)], design).models[0]!;
    const paired = computeVerdict([table("x", 10, 11, 3, 76), table("y", 50, 5, 5, 40)], design).models[0]!;
    expect(alone.p_value).toBeLessThan(0.05);
    expect(alone.detected).toBe(true);
    expect(paired.p_holm).toBeGreaterThan(0.05);
    expect(paired.detected).toBe(false);
  });

  it("n_d = 0: drop 0, interval [0, 0], p = 1, SE 0, no power, excluded from heterogeneity", () => {
    const r = computeVerdict([table("flat", 40, 0, 0, 60), table("m2", 30, 10, 4, 56), table("m3", 35, 8, 9, 48)], design);
    const flat = r.models[0]!;
    expect([flat.drop, flat.drop_ci.lower, flat.drop_ci.upper, flat.se, flat.p_value]).toEqual([0, 0, 0, 0, 1]);
    expect(flat.achieved_power).toBeNull();
    expect(r.detectionFloors[0]).toBeNull();
    expect(r.heterogeneity!.excluded).toEqual(["flat"]);
  });

  it("warns: low power only for non-detections; < 2 valid models; unparsed gap > 5 points", () => {
    const r = computeVerdict([table("clean", 60, 6, 5, 29), table("dirty", 50, 35, 2, 13)], design);
    expect(r.warnings.filter((w) => w.includes("does not mean clean")).map((w) => w.split(":")[0])).toEqual(["clean"]);
    const single = computeVerdict([table("m", 50, 30, 2, 18)], design);
    expect(single.warnings.some((w) => w.includes("fewer than 2 valid models"))).toBe(true);
    const gap = computeVerdict([{ ...table("f", 24, 6, 0, 10), unparsedOriginal: 1, unparsedPerturbed: 6 }], design);
    expect(gap.warnings.some((w) => w.includes("unparsed answers differ by 12.5 pt"))).toBe(true);
    const small = computeVerdict([{ ...table("f", 24, 6, 0, 10), unparsedOriginal: 1, unparsedPerturbed: 3 }], design);
    expect(small.warnings.some((w) => w.includes("unparsed"))).toBe(false);
  });
});
