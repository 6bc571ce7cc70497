import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { evaluatePowerGate, powerGateJson, type PowerDesign } from "../../src/design/gate.js";
import { formatPowerText } from "../../src/report/power-text.js";
import { parsePowerDesign } from "../../src/cli/power.js";
import { binomPmf } from "../../src/stats/binomial.js";
import { compileRule, type VerdictRule } from "../../src/stats/rule.js";
import { signFlipTest } from "../../src/stats/sign-flip.js";
import {
  MIN_PILOT_ITEMS,
  pilotSd,
  lumpyShape,
  softMinDetectableEffect,
  softPower,
  softPowerLumpy,
  softPowerNormal,
  softRequiredN,
  softThreshold,
} from "../../src/stats/soft-power.js";

const ref = loadReference("sign_flip.json");

const base: PowerDesign = {
  n: 400,
  discordantRate: 0.2,
  effect: 0.05,
  alpha: 0.05,
  targetPower: 0.8,
  models: 3,
  perturbers: 2,
  oneSided: true,
  emax: "exact",
};
const rule: VerdictRule = { alpha: 0.05, models: 3, perturbers: 2, sided: "one-sided", emax: "exact" };

describe("the soft gate", () => {
  it("leaves the binary gate as it was: no soft key without a planned SD, the same binary figures with one", () => {
    const without = evaluatePowerGate(base);
    expect(without.soft).toBeNull();
    expect("soft" in powerGateJson(without)).toBe(false);
    const withSoft = evaluatePowerGate({ ...base, soft: { kind: "planned", sd: 0.2 } });
    expect(withSoft.exact).toEqual(without.exact);
    expect(withSoft.normal).toEqual(without.normal);
    expect(withSoft.adequate).toBe(without.adequate);
  });

  it("shows the soft rule's power, MDE and items needed at the planned SD", () => {
    const r = evaluatePowerGate({ ...base, soft: { kind: "planned", sd: 0.2 } });
    const s = r.soft!;
    expect(s.power.value).toBeCloseTo(softPower({ n: 400, sd: 0.2, effect: 0.05 }, rule), 12);
    const need = s.requiredN.value!;
    expect(softPower({ n: need, sd: 0.2, effect: 0.05 }, rule)).toBeGreaterThanOrEqual(0.8);
    expect(softPower({ n: need - 1, sd: 0.2, effect: 0.05 }, rule)).toBeLessThan(0.8);
    const mde = s.minDetectableEffect.value!;
    expect(softPower({ n: 400, sd: 0.2, effect: mde }, rule)).toBeGreaterThanOrEqual(0.8);
    expect(softPower({ n: 400, sd: 0.2, effect: mde - 2e-6 }, rule)).toBeLessThan(0.8);
    const json = powerGateJson(r).soft!;
    expect(json).toMatchObject({ sd: 0.2, sd_source: "planned", pilot: null, required_n: need });
    const text = formatPowerText(r);
    expect(text).toMatch(/Soft signal .*SD of d 0\.2 \(planned\)/);
    // From an SD alone the figures are bounds, and every line says which way.
    expect(json).toMatchObject({ power_kind: "sd-lower-bound" });
    expect(text).toMatch(/SD of d 0\.2 \(planned\), shape of d unknown/);
    expect(text).toContain(
      `questions needed for a +5.0 pt mean soft drop: at most ${need.toLocaleString("en-US")} (binary: `,
    );
    expect(text).toContain(`power for a +5.0 pt mean soft drop at n = 400: at least 0.995`);
  });

  it("the threshold grows with the family and the SD; power grows with n", () => {
    const t1 = softThreshold(200, 0.2, { ...rule, models: 1, perturbers: 1 })!;
    const t2 = softThreshold(200, 0.2, rule)!;
    const t3 = softThreshold(200, 0.3, rule)!;
    expect(t1).toBeLessThan(t2);
    expect(t2).toBeLessThan(t3);
    let prev = 0;
    for (const n of [20, 50, 100, 200, 400, 800]) {
      const p = softPower({ n, sd: 0.2, effect: 0.04 }, rule);
      expect(p).toBeGreaterThanOrEqual(prev);
      prev = p;
    }
    expect(softMinDetectableEffect(2, 0.9, 0.8, rule)).toBeNull();
    expect(softRequiredN(0.2, 0.0001, 0.8, rule, 1000)).toBeNull();
  });

  it("plans on a pilot's upper SD bound, matching scipy's chi-square quantile; refuses a tiny pilot", () => {
    const impl = (d: number[], level: number) => {
      const p = pilotSd(d, level);
      return { estimate: p.estimate, upper: p.upper };
    };
    expect(failures(casesFor(ref, "pilotSd", 9), impl).slice(0, 5)).toEqual([]);
    expect(() => pilotSd(new Array(MIN_PILOT_ITEMS - 1).fill(0.1))).toThrow(/at least 20/);
    const pilotD = Float64Array.from({ length: 30 }, (_, i) => ((i % 7) - 3) / 20);
    const pilot = pilotSd(pilotD);
    const r = evaluatePowerGate({ ...base, soft: { kind: "pilot", pilot, d: pilotD } });
    expect(r.soft!.sd).toBe(pilot.upper);
    expect(pilot.upper).toBeGreaterThan(pilot.estimate);
    expect(formatPowerText(r)).toMatch(/one-sided 90% upper bound of a pilot's SD .* on 30 items/);
  });

  it("power --soft-sd plans the SD; out of (0, 1] is exit 4 naming the flag", () => {
    expect(parsePowerDesign({ "discordant-rate": "0.2", "soft-sd": "0.25" }).soft).toEqual({
      kind: "planned",
      sd: 0.25,
    });
    expect(parsePowerDesign({ "discordant-rate": "0.2" }).soft).toBeUndefined();
    expect(() => parsePowerDesign({ "discordant-rate": "0.2", "soft-sd": "1.5" })).toThrow(
      /--soft-sd must be a number in \(0, 1\]/,
    );
    expect(() => parsePowerDesign({ "discordant-rate": "0.2", "soft-sd": "0" })).toThrow(/--soft-sd/);
  });

  it("the lumpy figure is the rule's exact power on {−a, 0, +a}: every (b, c) table through signFlipTest", () => {
    // Independent of the b*(k) search: enumerate every count of +a and −a items, build the data,
    // run the verdict's own test and bound, and weight by the multinomial probability.
    const r2: VerdictRule = { alpha: 0.05, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };
    const c2 = compileRule(r2);
    for (const [n, sd, effect] of [
      [10, 0.59, 0.45],
      [16, 0.46, 0.3],
      [24, 0.2, 0.08], // a < 1: no −a items
    ] as const) {
      const { a, nonzero, up } = lumpyShape(sd, effect);
      let want = 0;
      for (let k = 0; k <= n; k++) {
        for (let b = 0; b <= k; b++) {
          const d = Float64Array.from({ length: n }, (_, i) => (i < b ? a : i < k ? -a : 0));
          const t = signFlipTest(d, c2.lcbAlpha);
          if (!(t.p < c2.pThreshold && t.lcb - c2.emax * t.nullSd > 0)) continue;
          want += binomPmf(k, n, nonzero) * binomPmf(b, k, up);
        }
      }
      expect(softPowerLumpy({ n, sd, effect }, r2), `n = ${n}`).toBeCloseTo(want, 9);
      // The shown figure never exceeds it, nor the normal approximation.
      const shown = softPower({ n, sd, effect }, r2);
      expect(shown).toBe(
        Math.min(want > 0 ? softPowerLumpy({ n, sd, effect }, r2) : 0, softPowerNormal({ n, sd, effect }, r2)),
      );
    }
  });

  it("at small n with near-0/1 d the shown power is below the normal approximation, and items needed rise to match", () => {
    const r2: VerdictRule = { alpha: 0.05, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };
    const d = { n: 10, sd: 0.604, effect: 0.455 };
    expect(softPower(d, r2)).toBeLessThan(softPowerNormal(d, r2) - 0.1);
    const need = softRequiredN(0.604, 0.455, 0.8, r2)!;
    expect(softPower({ ...d, n: need }, r2)).toBeGreaterThanOrEqual(0.8);
    expect(softPower({ ...d, n: need - 1 }, r2)).toBeLessThan(0.8);
  });
});
