import { describe, expect, it } from "vitest";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { detectFamily } from "../../src/verdict/family.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";
import { readFileSync } from "node:fs";
import { benjaminiHochberg, holm } from "../../src/stats/multiplicity.js";
import { verdictJson } from "../../src/report/verdict-json.js";
import fc from "fast-check";
import { parsePairedJsonl } from "../../src/verdict/parse-jsonl.js";

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

// Values computed in R by test/reference/gen_verdict.R (binom.test, pbinom, p.adjust, pchisq,
// solve; the melded bounds by integrate + uniroot; achieved power by brute force over every (m, b)).
interface AdjustCase {
  fn: "holm" | "benjaminiHochberg";
  args: [number[]];
  value: number[];
}
type RTable = Omit<PairedTable, "items"> & { items: { ids: string[]; d: number[] } | null };
interface Case {
  fn: "computeVerdict";
  args: [RTable[], VerdictDesign];
  value: {
    models: Record<string, unknown>[];
    heterogeneity: Record<string, unknown>[];
    emax_value: number;
    family_size: number;
  };
  tol?: number;
}
const tablesOf = (ts: RTable[]): PairedTable[] =>
  ts.map((t) => ({ ...t, items: t.items === null ? null : { ids: t.items.ids, d: Int8Array.from(t.items.d) } }));
const ref = JSON.parse(readFileSync(new URL("../reference/verdict.json", import.meta.url), "utf8")) as {
  generator: string;
  cases: (Case | AdjustCase)[];
};
const verdictCases = ref.cases.filter((c): c is Case => c.fn === "computeVerdict");
const adjustCases = ref.cases.filter((c): c is AdjustCase => c.fn !== "computeVerdict");

/** Relative 1e-8; exact zeros must come out exactly zero (to 1e-15). */
function close(actual: unknown, expected: unknown, path: string, tol: number): void {
  if (expected === null || typeof expected !== "object") {
    if (typeof expected === "number") {
      expect(typeof actual, path).toBe("number");
      const a = actual as number;
      const err = Math.abs(a - expected);
      // Melded bounds (and what is built on them) are accurate to 1e-9 absolute, not relative.
      const abs = /lcb|ucb|drop_ci|adjusted/.test(path) ? 1e-9 : 1e-15;
      expect(err <= tol * Math.abs(expected) || err <= abs, `${path}: got ${a}, R ${expected}`).toBe(true);
    } else {
      expect(actual, path).toEqual(expected);
    }
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(expected.length);
    for (const [i, v] of expected.entries()) close((actual as unknown[])[i], v, `${path}[${i}]`, tol);
    return;
  }
  for (const [k, v] of Object.entries(expected)) close((actual as Record<string, unknown>)[k], v, `${path}.${k}`, tol);
}

describe(`verdict against R (${ref.generator})`, () => {
  it("holds a grid of table sets covering n_d = 0, b = 0, c = 0, b = n, M = 1..3, K = 1/2/3/5/30/100, several perturbers, item-level outcomes, α = 0.05/3", () => {
    expect(verdictCases.length).toBeGreaterThanOrEqual(20);
    const Ks = new Set(verdictCases.map((c) => c.args[1].perturbers));
    for (const k of [1, 2, 3, 5, 30, 100]) expect(Ks.has(k)).toBe(true);
    const tables = verdictCases.flatMap((c) => c.args[0]);
    expect(tables.some((t) => t.b + t.c === 0)).toBe(true);
    expect(tables.some((t) => t.b === 0 && t.c > 0)).toBe(true);
    expect(tables.some((t) => t.c === 0 && t.b > 0)).toBe(true);
    expect(tables.some((t) => t.b === t.a + t.b + t.c + t.e)).toBe(true);
    expect(tables.some((t) => t.items !== null)).toBe(true);
    expect(verdictCases.some((c) => new Set(c.args[0].map((t) => t.perturber)).size > 1)).toBe(true);
    expect(verdictCases.some((c) => c.args[1].alpha === 0.05 / 3)).toBe(true);
  });

  adjustCases.forEach((c, i) => {
    it(`${c.fn} on the Benjamini–Hochberg (1995) example (${i})`, () => {
      const got = (c.fn === "holm" ? holm : benjaminiHochberg)(c.args[0]);
      close(got, c.value, c.fn, 1e-8);
    });
  });

  verdictCases.forEach((c, i) => {
    const label = c.args[0].map((t) => `${t.model}@${t.perturber}=${t.a},${t.b},${t.c},${t.e}`).join(" ");
    const d = c.args[1];
    it(`case ${i}: ${label} (α ${d.alpha.toPrecision(3)}, M ${d.models}, K ${d.perturbers} ${d.emax})`, () => {
      const report = computeVerdict(tablesOf(c.args[0]), d);
      const json = verdictJson(report);
      // The melded bounds are accurate to 1e-9 absolute (R's to ~1e-12): compared absolutely.
      const tol = c.tol ?? 1e-8;
      close(report.design.emax_value, c.value.emax_value, "emax", tol);
      expect(report.design.family_size).toBe(c.value.family_size);
      close(json.models, c.value.models, "models", tol);
      close(json.heterogeneity, c.value.heterogeneity, "heterogeneity", tol);
    });
  });
});

const count = fc.integer({ min: 0, max: 60 });
const tableArb = fc
  .tuple(count, count, count, count)
  .filter(([a, b, c, e]) => a + b + c + e > 0)
  .map(([a, b, c, e]) => ({ a, b, c, e }));
const designArb = fc.record({
  alpha: fc.constantFrom(0.05, 0.05 / 3, 0.01, 0.1),
  targetEffect: fc.constantFrom(0.02, 0.05, 0.1),
  models: fc.constant(5),
  perturbers: fc.constantFrom(1, 2, 5, 30),
  emax: fc.constantFrom("exact" as const, "bailey" as const),
  power: fc.constant(0.8),
});

describe("verdict invariants (random tables)", () => {
  it("intervals contain their estimates; bounds, adjustments and the rule are consistent", () => {
    fc.assert(
      fc.property(fc.array(tableArb, { minLength: 1, maxLength: 5 }), designArb, (ts, design: VerdictDesign) => {
        const tables: PairedTable[] = ts.map((t, i) => ({
          model: `m${i}`,
          perturber: "p",
          ...t,
          unparsedOriginal: null,
          unparsedPerturbed: null,
          items: null,
        }));
        const r = computeVerdict(tables, design);
        const eps = 1e-12;
        for (const m of r.models) {
          for (const p of m.pairs) {
            for (const acc of [p.accuracy_original, p.accuracy_perturbed, p.discordant_rate]) {
              expect(acc.ci.lower).toBeLessThanOrEqual(acc.estimate + eps);
              expect(acc.ci.upper).toBeGreaterThanOrEqual(acc.estimate - eps);
            }
            // The melded (1 − 2α) interval is [lcb, ucb] and contains the estimate.
            expect(p.drop_ci.lower).toBe(p.lcb);
            expect(p.drop_ci.upper).toBe(p.ucb);
            expect(p.lcb).toBeLessThanOrEqual(p.drop + 1e-9);
            expect(p.ucb).toBeGreaterThanOrEqual(p.drop - 1e-9);
            expect(p.adjusted_lcb).toBeLessThanOrEqual(p.lcb + eps);
            expect(p.p_holm).toBeGreaterThanOrEqual(p.p_value - eps);
            expect(p.p_bh).toBeGreaterThanOrEqual(p.p_value - eps);
            expect(p.p_bh).toBeLessThanOrEqual(p.p_holm + eps);
            expect(p.detected).toBe(p.adjusted_lcb > 0 && p.p_holm < design.alpha);
            if (p.achieved_power.kind === "computed") {
              expect(p.achieved_power.value).toBeGreaterThanOrEqual(0);
              expect(p.achieved_power.value).toBeLessThanOrEqual(1);
            }
            expect(p.achieved_power.kind === "named").toBe(m.detected);
          }
          expect(m.detected).toBe(m.pairs.some((p) => p.detected));
        }
        expect(r.anyDetected).toBe(r.models.some((m) => m.detected));
        expect(r.heterogeneity.length).toBe(tables.length >= 2 ? 1 : 0);
      }),
      { numRuns: 100 },
    );
  });

  it("JSONL round trip: any row order, nulls scored wrong and tallied", () => {
    const outcome = fc.constantFrom(true, false, null);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcome, outcome, outcome, outcome), { minLength: 1, maxLength: 40 }),
        fc.integer(),
        (items, seed) => {
          const rows = items.flatMap(([o1, p1, o2, p2], i) => [
            { model: "x", id: `q${i}`, original: o1, perturbed: p1 },
            { model: "y", id: `q${i}`, original: o2, perturbed: p2 },
          ]);
          // Deterministic shuffle from the seed.
          let s = seed >>> 0;
          for (let i = rows.length - 1; i > 0; i--) {
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            const j = s % (i + 1);
            [rows[i], rows[j]] = [rows[j]!, rows[i]!];
          }
          const tables = parsePairedJsonl(rows.map((r) => JSON.stringify(r)).join("\n") + "\n", "t.jsonl");
          for (const t of tables) {
            const pairs = items.map(([o1, p1, o2, p2]) => (t.model === "x" ? [o1, p1] : [o2, p2]));
            const tally = (f: (o: boolean, p: boolean) => boolean) =>
              pairs.filter(([o, p]) => f(o === true, p === true)).length;
            expect(t.a).toBe(tally((o, p) => o && p));
            expect(t.b).toBe(tally((o, p) => o && !p));
            expect(t.c).toBe(tally((o, p) => !o && p));
            expect(t.e).toBe(tally((o, p) => !o && !p));
            expect(t.unparsedOriginal).toBe(pairs.filter(([o]) => o === null).length);
            expect(t.unparsedPerturbed).toBe(pairs.filter(([, p]) => p === null).length);
          }
          expect(tables.map((t) => t.model).sort()).toEqual(["x", "y"]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** A table over ids i0… with the given item-level differences (a/e split evenly). */
function itemTable(model: string, d: number[]): PairedTable {
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

const designFor = (models: number) => ({
  alpha: 0.05,
  targetEffect: 0.05,
  power: 0.8,
  models,
  perturbers: 1,
  emax: "exact" as const,
});

describe("paired heterogeneity needs more items than M − 1 (docs/statistics.md)", () => {
  it("reports no heterogeneity for 4 models on 3 shared items rather than an uncalibrated one", () => {
    const tables = ["a", "b", "c", "d"].map((m, j) => itemTable(m, [1, j % 2 ? -1 : 0, 0]));
    expect(computeVerdict(tables, designFor(4)).heterogeneity).toEqual([]);
  });

  it("tests 4 models on 4 items, referring W to F(3, 1)", () => {
    const tables = ["a", "b", "c", "d"].map((m, j) => itemTable(m, [1, j % 2 ? -1 : 0, 0, j === 3 ? 1 : 0]));
    const [h] = computeVerdict(tables, designFor(4)).heterogeneity;
    expect(h?.test).toMatchObject({ kind: "paired-wald", reference: "hotelling-f", df2: 1 });
    expect(h?.df).toBe(3);
  });
});
