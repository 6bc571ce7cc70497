/**
 * The gate's one JSON shape with its exact power curve: `contamgate power --json`, `run --json`'s
 * `design` and report.json's `power` section are this object (docs/statistics.md "The gate as JSON").
 * The curve is computed here (no I/O): the engine's exact power at the design's ψ, δ, α, M, K.
 */
import { powerGateJson, ruleOf, type PowerGateJson, type PowerGateResult } from "../design/gate.js";
import { PowerEngine } from "../stats/power.js";
import { curveNs, powerCurve } from "./curve.js";
import type { PowerCurvePoint } from "./types.js";

export type PowerGateCurveJson = PowerGateJson & {
  /** Exact power against n around the design, ascending in n; empty without both n and a target drop. */
  curve: PowerCurvePoint[];
};

export function powerGateCurveJson(r: PowerGateResult): PowerGateCurveJson {
  const d = r.design;
  const { n, effect } = d;
  if (n === undefined || effect === undefined) return { ...powerGateJson(r), curve: [] };
  const engine = new PowerEngine(d.discordantRate, ruleOf(d));
  return {
    ...powerGateJson(r),
    curve: powerCurve(curveNs(n, r.exact.requiredN.value), (k) => engine.power(k, effect).power),
  };
}
