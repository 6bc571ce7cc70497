import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { benjaminiHochberg, holm } from "../../src/stats/multiplicity.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { verdictJson } from "../../src/verdict/json.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

// Values computed in R by test/reference/gen_verdict.R (binom.test, qbeta, pbinom, p.adjust,
// pchisq, integrate; achieved power by brute force over every (m, b)).
interface AdjustCase {
  fn: "holm" | "benjaminiHochberg";
  args: [number[]];
  value: number[];
}
interface Case {
  fn: "computeVerdict";
  args: [PairedTable[], VerdictDesign];
  value: { models: Record<string, unknown>[]; heterogeneity: Record<string, unknown> | null; emax_value: number };
  tol?: number;
}
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
      expect(err <= tol * Math.abs(expected) || err <= 1e-15, `${path}: got ${a}, R ${expected}`).toBe(true);
    } else {
      expect(actual, path).toEqual(expected);
    }
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(expected.length);
    expected.forEach((v, i) => close((actual as unknown[])[i], v, `${path}[${i}]`, tol));
    return;
  }
  for (const [k, v] of Object.entries(expected)) close((actual as Record<string, unknown>)[k], v, `${path}.${k}`, tol);
}

describe(`verdict against R (${ref.generator})`, () => {
  it("holds a grid of at least 20 table sets covering n_d = 0, b = 0, c = 0, M = 1..5, K = 1/5/30, α = 0.05/3", () => {
    expect(verdictCases.length).toBeGreaterThanOrEqual(20);
    const Ms = new Set(verdictCases.map((c) => c.args[0].length));
    const Ks = new Set(verdictCases.map((c) => c.args[1].perturbers));
    for (const m of [1, 2, 3, 4, 5]) expect(Ms.has(m)).toBe(true);
    for (const k of [1, 5, 30]) expect(Ks.has(k)).toBe(true);
    const tables = verdictCases.flatMap((c) => c.args[0]);
    expect(tables.some((t) => t.b + t.c === 0)).toBe(true);
    expect(tables.some((t) => t.b === 0 && t.c > 0)).toBe(true);
    expect(tables.some((t) => t.c === 0 && t.b > 0)).toBe(true);
    expect(verdictCases.some((c) => c.args[1].alpha === 0.05 / 3)).toBe(true);
  });

  adjustCases.forEach((c, i) => {
    it(`${c.fn} on the Benjamini–Hochberg (1995) example (${i})`, () => {
      const got = (c.fn === "holm" ? holm : benjaminiHochberg)(c.args[0]);
      close(got, c.value, c.fn, 1e-8);
    });
  });

  verdictCases.forEach((c, i) => {
    const label = c.args[0].map((t) => `${t.name}=${t.a},${t.b},${t.c},${t.e}`).join(" ");
    it(`case ${i}: ${label} (α ${c.args[1].alpha.toPrecision(3)}, K ${c.args[1].perturbers} ${c.args[1].emax})`, () => {
      const report = computeVerdict(c.args[0], c.args[1]);
      const json = verdictJson(report);
      const tol = c.tol ?? 1e-8;
      close(report.design.emaxValue, c.value.emax_value, "emax", tol);
      close(json.models, c.value.models, "models", tol);
      if (c.value.heterogeneity === null) {
        expect(json.heterogeneity).toBeNull();
      } else {
        const { reading, ...numbers } = c.value.heterogeneity;
        close(json.heterogeneity, numbers, "heterogeneity", tol);
        expect(report.heterogeneity?.reading).toBe(reading);
      }
    });
  });
});
