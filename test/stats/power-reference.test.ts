/**
 * The power engine against test/reference/power.json (R brute force over every (m, b), written by
 * test/reference/power.R and cross-checked there with an independent numpy/scipy implementation).
 * CI reads the JSON; it needs no R.
 *
 * - exactPower, normalPower, normalMinDetectableEffect: relative 1e-8 (a case's `tol` overrides);
 *   a reference 0 must come out below the smallest normal double.
 * - minDetectableEffect: within 1e-4 absolute (docs/statistics.md: the MDE to 1e-4), and the power at the
 *   returned δ must reach the target; null where no δ ≤ ψ reaches it.
 * - firstN, requiredN, normalRequiredN: exact integers.
 *
 * The verdict rule v2 (p < α/(M·K), melded lcb − E(K)·√n_d/n > 0) is the v1 rule whenever K = 1,
 * so power.json's K = 1 designs still hold; its K > 1 designs were v1's and are replaced by
 * power_v2.json (R brute force of the v2 rule with the R melded bounds, test/reference/power_v2.R).
 */
import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference, type RefCase } from "../reference/load.js";
import { PowerEngine, connorMde, connorPower, connorRequiredN } from "../../src/stats/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";

interface Design {
  n?: number;
  discordant_rate: number;
  effect?: number;
  alpha: number;
  models: number;
  perturbers: number;
  one_sided: boolean;
  emax?: "exact" | "bailey";
  target_power?: number;
}

// power.json's exact-rule cases with K > 1 are v1 figures (see above); its normal-approximation
// cases use the v2 rule's critical value (test clause at α/(M·K), bound clause + E[max](K)).
const EXACT_FNS = new Set(["exactPower", "minDetectableEffect", "firstN", "requiredN"]);
const v1 = loadReference("power.json");
const reference = {
  ...v1,
  cases: v1.cases.filter((c) => !EXACT_FNS.has(c.fn) || (c.args[0] as { perturbers: number }).perturbers === 1),
};
const v2 = loadReference("power_v2.json");
const design = (c: RefCase) => c.args[0] as Design;
const ruleOf = (d: Design): VerdictRule => ({
  alpha: d.alpha,
  models: d.models,
  perturbers: d.perturbers,
  sided: d.one_sided ? "one-sided" : "two-sided",
  emax: d.emax ?? "exact",
});
const label = (c: RefCase) => `${c.fn}(${JSON.stringify(c.args[0])})`;

describe("power.json (R brute force): exact power of the verdict rule", () => {
  it("exactPower: every case, relative 1e-8", () => {
    const cases = casesFor(reference, "exactPower", 90);
    expect(cases.some((c) => c.value === 0)).toBe(true);
    expect(cases.some((c) => (c.value as number) > 0.99)).toBe(true);
    expect(
      failures(
        cases,
        ((d: Design) => new PowerEngine(d.discordant_rate, ruleOf(d)).power(d.n!, d.effect!).power) as never,
      ),
    ).toEqual([]);
  });

  it("exactPower: one engine per design, cases in file order (the per-m caches shared across n and δ)", () => {
    const engines = new Map<string, PowerEngine>();
    const cases = casesFor(reference, "exactPower", 90);
    const shared = (d: Design) => {
      const key = JSON.stringify([d.discordant_rate, ruleOf(d)]);
      let e = engines.get(key);
      if (!e) {
        e = new PowerEngine(d.discordant_rate, ruleOf(d));
        engines.set(key, e);
      }
      return e.power(d.n!, d.effect!).power;
    };
    expect(failures(cases, shared as never)).toEqual([]);
    expect(engines.size).toBeLessThan(cases.length); // some engines really were reused
  });

  it("minDetectableEffect: within 1e-4, the power there reaches the target, null where none does", () => {
    const cases = casesFor(reference, "minDetectableEffect", 40);
    expect(cases.some((c) => c.value === null)).toBe(true);
    for (const c of cases) {
      const d = design(c);
      const engine = new PowerEngine(d.discordant_rate, ruleOf(d));
      const got = engine.minDetectableEffect(d.n!, d.target_power!);
      if (c.value === null) {
        expect(got, label(c)).toBeNull();
        continue;
      }
      expect(got, label(c)).not.toBeNull();
      expect(Math.abs(got! - (c.value as number)), label(c)).toBeLessThanOrEqual(1e-4);
      expect(new PowerEngine(d.discordant_rate, ruleOf(d)).power(d.n!, got!).power, label(c)).toBeGreaterThanOrEqual(
        d.target_power!,
      );
    }
  });

  it("firstN and requiredN: exact, including designs whose power dips after first reaching the target", () => {
    const firsts = casesFor(reference, "firstN", 5);
    const required = casesFor(reference, "requiredN", 5);
    let differ = 0;
    for (const c of firsts) {
      const d = design(c);
      const r = required.find((x) => JSON.stringify(x.args) === JSON.stringify(c.args));
      expect(r, label(c)).toBeDefined();
      const got = new PowerEngine(d.discordant_rate, ruleOf(d)).sampleSize(d.effect!, d.target_power!);
      expect(got, label(c)).toEqual({ firstN: c.value, requiredN: r!.value });
      if (c.value !== r!.value) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});

describe("power.json: Connor's normal approximation (shown beside the exact figures)", () => {
  it("normalPower: relative 1e-8", () => {
    const cases = casesFor(reference, "normalPower", 100);
    expect(
      failures(cases, ((d: Design) => connorPower(d.n!, d.discordant_rate, d.effect!, ruleOf(d))) as never),
    ).toEqual([]);
  });
  it("normalRequiredN: exact", () => {
    const cases = casesFor(reference, "normalRequiredN", 50);
    for (const c of cases) {
      const d = design(c);
      expect(connorRequiredN(d.discordant_rate, d.effect!, d.target_power!, ruleOf(d)), label(c)).toBe(c.value);
    }
  });
  it("normalMinDetectableEffect: relative 1e-8", () => {
    const cases = casesFor(reference, "normalMinDetectableEffect", 20);
    expect(
      failures(cases, ((d: Design) => connorMde(d.n!, d.discordant_rate, d.target_power!, ruleOf(d))) as never),
    ).toEqual([]);
  });
});

describe("power_v2.json (R brute force of the v2 rule, K > 1)", () => {
  it("exactPower: every case, relative 1e-8", () => {
    const cases = casesFor(v2, "exactPower", 50);
    expect(cases.every((c) => design(c).perturbers > 1)).toBe(true);
    expect(
      failures(
        cases,
        ((d: Design) => new PowerEngine(d.discordant_rate, ruleOf(d)).power(d.n!, d.effect!).power) as never,
      ),
    ).toEqual([]);
  });
  it("minDetectableEffect: within 1e-4, the power there reaches the target", () => {
    for (const c of casesFor(v2, "minDetectableEffect", 5)) {
      const d = design(c);
      const got = new PowerEngine(d.discordant_rate, ruleOf(d)).minDetectableEffect(d.n!, d.target_power!);
      if (c.value === null) {
        expect(got, label(c)).toBeNull();
        continue;
      }
      expect(Math.abs(got! - (c.value as number)), label(c)).toBeLessThanOrEqual(1e-4);
      expect(new PowerEngine(d.discordant_rate, ruleOf(d)).power(d.n!, got!).power, label(c)).toBeGreaterThanOrEqual(
        d.target_power!,
      );
    }
  });
  it("firstN and requiredN: exact", () => {
    const required = casesFor(v2, "requiredN", 1);
    for (const c of casesFor(v2, "firstN", 1)) {
      const r = required.find((x) => JSON.stringify(x.args) === JSON.stringify(c.args))!;
      const d = design(c);
      expect(new PowerEngine(d.discordant_rate, ruleOf(d)).sampleSize(d.effect!, d.target_power!), label(c)).toEqual({
        firstN: c.value,
        requiredN: r.value,
      });
    }
  });
});
