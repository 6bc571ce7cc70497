// Guards the committed reference files themselves (not the implementation): a regenerated or
// hand-edited file that breaks the agreed format, loses the docs/statistics.md reference points, or was
// written without a passing scipy cross-check fails here, before it can mislead other tests.
import { describe, expect, it } from "vitest";
import { loadReference, type RefCase } from "./load.js";

const arity: Record<string, Record<string, number>> = {
  "distributions.json": {
    normCdf: 1,
    normSf: 1,
    normQuantile: 1,
    logGamma: 1,
    binomLogPmf: 3,
    binomLogCdf: 3,
    binomLogSf: 3,
    betaInc: 3,
    betaIncInv: 3,
    chisqSf: 2,
  },
  "mcnemar.json": { mcnemarP: 3, clopperPearson: 3, clopperPearsonLower: 3, pairedSe: 3, dropCi: 4, dropLcb: 4 },
  "multiplicity.json": { holm: 1, benjaminiHochberg: 1 },
  "emax.json": { expectedMaxNormal: 1, expectedMaxBailey: 1 },
  "heterogeneity.json": { cochranQ: 1 },
  "drop_difference.json": {
    dropDifferenceTest: 2,
    dropDifferenceInterval: 3,
    dropDifferenceRejects: 3,
    timeSplitPower: 1,
  },
  "hotelling.json": { pairedWald: 1, fSf: 3 },
  "melded.json": { meldedLcb: 4, meldedUcb: 4, meldedInterval: 4 },
  "power.json": {
    exactPower: 1,
    minDetectableEffect: 1,
    firstN: 1,
    requiredN: 1,
    normalPower: 1,
    normalRequiredN: 1,
    normalMinDetectableEffect: 1,
  },
};

interface CrossEntry {
  compared: number;
  max_rel?: number | null;
  max_abs?: number | null;
  method: string;
}
type Design = Record<string, number | boolean | string>;

const num = (v: unknown): number => {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`not a finite number: ${JSON.stringify(v)}`);
  return v;
};
const design = (c: RefCase): Design => c.args[0] as Design;

describe.each(Object.keys(arity))("%s", (name) => {
  const file = loadReference(name) as ReturnType<typeof loadReference> & { crosscheck?: Record<string, CrossEntry> };
  const fns = arity[name]!;

  it("has cases for every function of its part of the API, with the right number of args", () => {
    for (const fn of Object.keys(fns))
      expect(
        file.cases.some((c) => c.fn === fn),
        fn,
      ).toBe(true);
    for (const c of file.cases) {
      expect(fns[c.fn], `unknown fn ${c.fn}`).toBeDefined();
      expect(c.args, `${c.fn} args`).toHaveLength(fns[c.fn]!);
      if (c.tol !== undefined) expect(c.tol > 0 && c.tol <= 0.05, `${c.fn} tol ${c.tol}`).toBe(true);
    }
  });

  it("was cross-checked against scipy with every disagreement below 1e-6", () => {
    const cross = file.crosscheck;
    expect(cross).toBeDefined();
    for (const [fn, entry] of Object.entries(cross!)) {
      expect(entry.compared, fn).toBeGreaterThan(0);
      const worst = entry.max_rel ?? entry.max_abs;
      expect(worst, `${fn}: ${entry.method}`).not.toBeNull();
      expect(worst!, fn).toBeLessThan(1e-6);
    }
  });
});

describe("value invariants", () => {
  it("distributions: log-probabilities are <= 0, probabilities lie in [0, 1]", () => {
    for (const c of loadReference("distributions.json").cases) {
      const v = num(c.value);
      if (c.fn.startsWith("binomLog")) expect(v, JSON.stringify(c.args)).toBeLessThanOrEqual(0);
      if (["normCdf", "normSf", "betaInc", "betaIncInv", "chisqSf"].includes(c.fn)) {
        expect(v >= 0 && v <= 1, `${c.fn}(${JSON.stringify(c.args)})`).toBe(true);
      }
    }
  });

  it("mcnemar: intervals are ordered, the lcb sits inside the two-sided interval at 2*alpha", () => {
    const cases = loadReference("mcnemar.json").cases;
    for (const c of cases) {
      if (c.fn === "clopperPearson" || c.fn === "dropCi") {
        const v = c.value as { lower: number; upper: number };
        expect(num(v.lower) <= num(v.upper), JSON.stringify(c.args)).toBe(true);
      }
    }
    const lower = new Map(
      cases.filter((c) => c.fn === "clopperPearsonLower").map((c) => [JSON.stringify(c.args), num(c.value)]),
    );
    let paired = 0;
    for (const c of cases.filter((x) => x.fn === "clopperPearson")) {
      const [k, nd, alpha] = c.args as number[];
      const one = lower.get(JSON.stringify([k, nd, alpha! / 2]));
      if (one === undefined) continue;
      paired++;
      expect(Math.abs(one - (c.value as { lower: number }).lower)).toBeLessThanOrEqual(1e-12);
    }
    expect(paired).toBeGreaterThan(0);
  });

  it("multiplicity: BH <= Holm and Holm >= the raw p, elementwise", () => {
    const cases = loadReference("multiplicity.json").cases;
    const holm = cases.filter((c) => c.fn === "holm");
    for (const h of holm) {
      const bh = cases.find((c) => c.fn === "benjaminiHochberg" && JSON.stringify(c.args) === JSON.stringify(h.args));
      const ps = h.args[0] as number[];
      (h.value as number[]).forEach((v, i) => {
        expect(v).toBeGreaterThanOrEqual(ps[i]!);
        expect((bh!.value as number[])[i]!).toBeLessThanOrEqual(v);
      });
    }
  });

  it("power: probabilities in [0, 1], MDE <= psi, required_n >= first_n", () => {
    const cases = loadReference("power.json").cases;
    for (const c of cases) {
      // A sum of probabilities may round to 1 + 1 ulp.
      if (c.fn === "exactPower" || c.fn === "normalPower")
        expect(num(c.value) >= 0 && num(c.value) <= 1 + 1e-12).toBe(true);
      if (c.fn.endsWith("inDetectableEffect") && c.value !== null) {
        expect(num(c.value)).toBeLessThanOrEqual(num(design(c).discordant_rate));
      }
      if (c.fn === "firstN" || c.fn === "requiredN" || c.fn === "normalRequiredN")
        expect(Number.isInteger(c.value)).toBe(true);
    }
    const firsts = cases.filter((c) => c.fn === "firstN");
    for (const f of firsts) {
      const r = cases.find((c) => c.fn === "requiredN" && JSON.stringify(c.args) === JSON.stringify(f.args));
      expect(num(r!.value)).toBeGreaterThanOrEqual(num(f.value));
    }
    expect(
      firsts.some((f) =>
        cases.some(
          (c) =>
            c.fn === "requiredN" && JSON.stringify(c.args) === JSON.stringify(f.args) && num(c.value) > num(f.value),
        ),
      ),
    ).toBe(true);
  });

  it("power: holds the docs/statistics.md reference points", () => {
    const cases = loadReference("power.json").cases;
    const find = (fn: string, want: Design) =>
      cases.filter((c) => c.fn === fn && Object.entries(want).every(([k, v]) => design(c)[k] === v));
    const plain = { alpha: 0.05, models: 1, perturbers: 1, one_sided: true };
    expect(
      find("exactPower", { ...plain, n: 493, discordant_rate: 0.2, effect: 0.05 }).map((c) => num(c.value).toFixed(3)),
    ).toContain("0.774");
    expect(
      find("firstN", { ...plain, discordant_rate: 0.2, effect: 0.05, target_power: 0.8 }).map((c) => c.value),
    ).toContain(527);
    expect(
      find("requiredN", { ...plain, discordant_rate: 0.3, effect: 0.05, target_power: 0.8 }).map((c) => c.value),
    ).toContain(776);
    expect(
      find("minDetectableEffect", { ...plain, n: 100, discordant_rate: 0.2, target_power: 0.8 }).map((c) =>
        num(c.value).toFixed(6),
      ),
    ).toContain("0.115038");
    expect(
      find("normalRequiredN", { ...plain, discordant_rate: 0.2, effect: 0.05, target_power: 0.8 }).map((c) => c.value),
    ).toContain(493);
    expect(
      find("normalRequiredN", { ...plain, discordant_rate: 0.3, effect: 0.05, target_power: 0.8 }).map((c) => c.value),
    ).toContain(740);
    expect(
      find("normalPower", { ...plain, n: 493, discordant_rate: 0.2, effect: 0.05 }).map((c) => num(c.value).toFixed(3)),
    ).toContain("0.800");
    expect(
      find("normalMinDetectableEffect", { ...plain, n: 100, discordant_rate: 0.2, target_power: 0.8 }).map((c) =>
        num(c.value).toFixed(4),
      ),
    ).toContain("0.1100");
  });
});
