import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { benjaminiHochberg, holm } from "../../src/stats/multiplicity.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { verdictJson } from "../../src/report/verdict-json.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

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
