import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { evaluatePowerGate, powerGateJson, type PowerDesign } from "../../src/design/gate.js";
import { formatPowerText } from "../../src/report/power-text.js";
import { parsePowerDesign } from "../../src/cli/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";
import {
  MIN_PILOT_ITEMS,
  pilotSd,
  softMinDetectableEffect,
  softPower,
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
    expect(softPower({ n: 400, sd: 0.2, effect: mde }, rule)).toBeCloseTo(0.8, 6);
    const json = powerGateJson(r).soft!;
    expect(json).toMatchObject({ sd: 0.2, sd_source: "planned", pilot: null, required_n: need });
    const text = formatPowerText(r);
    expect(text).toMatch(/Soft signal .*SD of d 0\.2 \(planned\)/);
    expect(text).toContain(`questions needed for a +5.0 pt mean soft drop: ${need.toLocaleString("en-US")} (binary: `);
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
    const pilot = pilotSd(Array.from({ length: 30 }, (_, i) => ((i % 7) - 3) / 20));
    const r = evaluatePowerGate({ ...base, soft: { kind: "pilot", pilot } });
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
});
