import { describe, expect, it } from "vitest";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { detectFamily } from "../../src/verdict/family.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

const table = (model: string, a: number, b: number, c: number, e: number, perturber = "shuffle"): PairedTable => ({
  model,
  perturber,
  a,
  b,
  c,
  e,
  unparsedOriginal: null,
  unparsedPerturbed: null,
  items: null,
});
const design = (over: Partial<VerdictDesign> = {}): VerdictDesign => ({
  alpha: 0.05,
  targetEffect: 0.05,
  models: 1,
  perturbers: 1,
  emax: "exact",
  power: 0.8,
  ...over,
});

describe("known values (v2)", () => {
  it("dirty = (50, 35, 2, 13), clean = (60, 6, 5, 29): names dirty only; melded lcb 0.22496, 90% interval [0.22496, 0.42094]", () => {
    const r = computeVerdict([table("dirty", 50, 35, 2, 13), table("clean", 60, 6, 5, 29)], design({ models: 2 }));
    const [dirty, clean] = r.models;
    expect(dirty!.detected).toBe(true);
    expect(clean!.detected).toBe(false);
    const p = dirty!.pairs[0]!;
    expect(p.lcb).toBeCloseTo(0.22496, 5);
    expect(p.ucb).toBeCloseTo(0.42094, 5);
    expect(p.drop_ci).toEqual({ lower: p.lcb, upper: p.ucb, level: 0.9 });
  });
});

describe("the v2 rule", () => {
  it("M = K = 1: detected ⟺ one-sided p < α ⟺ melded lcb > 0, for every table with n ≤ 30", () => {
    for (const alpha of [0.05, 0.05 / 3, 0.01]) {
      for (let n = 1; n <= 30; n++) {
        for (let b = 0; b <= n; b++) {
          for (let c = 0; b + c <= n; c++) {
            const [d] = detectFamily([{ b, c, n }], 1, alpha, 0);
            expect(d!.detected, `α ${alpha} n ${n} b ${b} c ${c}`).toBe(mcnemarP(b, c, "one-sided") < alpha);
          }
        }
      }
    }
  });

  it("the deflation uses √n_d/n, so a table flipping every item cannot escape it (v1: plug-in SE 0 when b = n)", () => {
    // 5 items all flipped: p = 1/32, melded lcb > 0 at α = 0.05, but E(100)·√5/5 ≈ 1.12 vetoes it.
    const one = computeVerdict([table("t", 0, 5, 0, 0)], design());
    const many = computeVerdict([table("t", 0, 5, 0, 0)], design({ perturbers: 100 }));
    expect(one.models[0]!.detected).toBe(true);
    expect(many.models[0]!.pairs[0]!.se).toBe(0);
    expect(many.models[0]!.pairs[0]!.se0).toBeCloseTo(Math.sqrt(5) / 5, 15);
    expect(many.models[0]!.detected).toBe(false);
  });

  it("Holm runs over the whole M × K family, counting perturbers tried but not run with p = 1", () => {
    // p = 470/16384 = 0.0287 for (10, 11, 3, 76): below α alone, above α after Holm over a family of 2.
    const alone = computeVerdict([table("x", 10, 11, 3, 76)], design());
    const tried = computeVerdict([table("x", 10, 11, 3, 76)], design({ perturbers: 2 }));
    expect(alone.models[0]!.detected).toBe(true);
    expect(tried.design.family_size).toBe(2);
    expect(tried.models[0]!.pairs[0]!.p_holm).toBeCloseTo(2 * (470 / 16384), 14);
    expect(tried.models[0]!.detected).toBe(false);
    // M from the design, not from the tables given (a design of 5 models, 2 run: Holm is 5·p).
    const m5 = computeVerdict([table("x", 10, 11, 3, 76), table("y", 50, 5, 5, 40)], design({ models: 5 }));
    expect(m5.models[0]!.pairs[0]!.p_holm).toBeCloseTo(5 * (470 / 16384), 14);
  });

  it("one verdict per model, naming the perturber whose pair fired", () => {
    const r = computeVerdict(
      [table("m", 60, 6, 5, 29, "shuffle"), table("m", 50, 35, 2, 13, "derange")],
      design({ perturbers: 2 }),
    );
    expect(r.models).toHaveLength(1);
    expect(r.models[0]!.detected).toBe(true);
    expect(r.models[0]!.named_by).toBe("derange");
    expect(r.models[0]!.pairs.map((p) => p.detected)).toEqual([false, true]);
  });

  it("refuses tables naming more models or perturbers than the design", () => {
    expect(() => computeVerdict([table("a", 1, 2, 3, 4), table("b", 1, 2, 3, 4)], design())).toThrow(
      /M = 1 models but tables name 2/,
    );
    expect(() => computeVerdict([table("a", 1, 2, 3, 4, "x"), table("a", 1, 2, 3, 4, "y")], design())).toThrow(
      /K = 1 perturbers/,
    );
  });

  it("n_d = 0: drop 0, p = 1; the melded interval is ±(1 − α^(1/n)), what 0 discordant of n cannot exclude; in the heterogeneity test", () => {
    const r = computeVerdict(
      [table("flat", 40, 0, 0, 60), table("m2", 30, 10, 4, 56), table("m3", 35, 8, 9, 48)],
      design({ models: 3 }),
    );
    const flat = r.models[0]!.pairs[0]!;
    expect([flat.drop, flat.se, flat.p_value]).toEqual([0, 0, 1]);
    // T_U ~ Beta(1, n) and B a point mass: the bounds are ∓ the (1 − α) quantile of Beta(1, 100).
    const u = 1 - 0.05 ** (1 / 100);
    expect(flat.lcb).toBeCloseTo(-u, 9);
    expect(flat.ucb).toBeCloseTo(u, 9);
    expect(flat.achieved_power).toEqual({ kind: "undefined", reason: "discordance-below-target" });
    expect(flat.min_detectable_effect).toBeNull();
    expect(r.heterogeneity[0]!.included).toEqual(["flat", "m2", "m3"]);
  });

  it("a model that flips every item stays in the heterogeneity test (v1 dropped it)", () => {
    const r = computeVerdict([table("all", 0, 100, 0, 0), table("c", 60, 6, 5, 29)], design({ models: 2 }));
    expect(r.heterogeneity[0]!.included).toEqual(["all", "c"]);
    expect(r.heterogeneity[0]!.reading).toBe("heterogeneous-positive");
  });

  it("heterogeneity reads the sign: a model that got better is flagged, never read as memory", () => {
    const r = computeVerdict([table("better", 40, 2, 30, 28), table("flat", 50, 8, 8, 34)], design({ models: 2 }));
    expect(r.heterogeneity[0]!.p_value).toBeLessThan(0.05);
    expect(r.heterogeneity[0]!.negative).toEqual(["better"]);
    expect(r.heterogeneity[0]!.reading).toBe("heterogeneous-not-positive");
    expect(r.warnings.some((w) => w.kind === "negative-drop" && w.model === "better")).toBe(true);
  });

  it("warns: low power only for non-detections; no heterogeneity with one model; unparsed gap > 5 points", () => {
    const r = computeVerdict([table("clean", 60, 6, 5, 29), table("dirty", 50, 35, 2, 13)], design({ models: 2 }));
    expect(r.warnings.filter((w) => w.kind === "low-power").map((w) => ("model" in w ? w.model : ""))).toEqual([
      "clean",
    ]);
    const single = computeVerdict([table("m", 50, 30, 2, 18)], design());
    expect(single.warnings.some((w) => w.kind === "single-model")).toBe(true);
    const gap = computeVerdict([{ ...table("f", 24, 6, 0, 10), unparsedOriginal: 1, unparsedPerturbed: 6 }], design());
    expect(gap.warnings.some((w) => w.kind === "unparsed-gap")).toBe(true);
    const small = computeVerdict(
      [{ ...table("f", 24, 6, 0, 10), unparsedOriginal: 1, unparsedPerturbed: 3 }],
      design(),
    );
    expect(small.warnings.some((w) => w.kind === "unparsed-gap")).toBe(false);
  });
});
