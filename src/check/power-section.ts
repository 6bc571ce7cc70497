import type { PowerGateResult } from "../design/gate.js";
import { controlsPowerJson, ruleOf } from "../design/gate.js";
import { PowerEngine } from "../stats/power.js";
import { curveNs, powerCurve } from "../report/curve.js";
import type { PowerSection } from "../report/types.js";

/** The report's power section: the gate's figures plus the exact power curve around the design. */
export function powerSection(r: PowerGateResult, forced = false): PowerSection {
  const d = r.design;
  if (d.n === undefined || d.effect === undefined) throw new Error("powerSection needs a design with n and effect");
  const effect = d.effect;
  const engine = new PowerEngine(d.discordantRate, ruleOf(d));
  const reasons = [r.exact.power, r.exact.minDetectableEffect, r.exact.requiredN]
    .map((f) => f.reason)
    .filter((x): x is string => x !== undefined);
  return {
    n: d.n,
    discordant_rate: d.discordantRate,
    effect,
    alpha: d.alpha,
    target_power: d.targetPower,
    models: d.models,
    perturbers: d.perturbers,
    one_sided: d.oneSided,
    emax: d.emax,
    exact: {
      power: r.exact.power.value,
      min_detectable_effect: r.exact.minDetectableEffect.value,
      required_n: r.exact.requiredN.value,
      first_n: r.exact.firstN.value,
    },
    normal_approximation: {
      power: r.normal.power.value,
      min_detectable_effect: r.normal.minDetectableEffect.value,
      required_n: r.normal.requiredN.value,
    },
    adequate: r.adequate,
    reason: reasons.length ? reasons.join("; ") : null,
    ...(forced ? { forced: true } : {}),
    curve: powerCurve(curveNs(d.n, r.exact.requiredN.value), (n) => engine.power(n, effect).power),
    controls: controlsPowerJson(r.controls),
  };
}
