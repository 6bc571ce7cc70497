/**
 * The power gate: what a preregistered design can see, before any spend. Pure: takes the design,
 * returns every figure (exact, and Connor's normal approximation for comparison), with a reason
 * beside each figure that does not exist.
 */
import { PowerEngine, connorMde, connorPower, connorRequiredN } from "../stats/power.js";

/** What the exact power means under the v2 rule (docs/statistics.md, "Power"): printed and in the JSON. */
export const POWER_GUARANTEE =
  "The exact power is a guaranteed lower bound on the power to name a contaminated model, attained when no other (model, perturber) pair falls below α/(M·K).";
import { emaxOf, type EmaxMethod, type VerdictRule } from "../stats/rule.js";
import { controlsPower, controlsPowerJson, excessTestsOf, type ControlPlan, type ControlsPower } from "./controls.js";
import { type PilotSd, softMinDetectableEffect, softPower, softRequiredN } from "../stats/soft-power.js";
import { shapeOf, softPowerShape, softShapeMde, softShapeRequiredN } from "../stats/soft-power-shape.js";

export { controlsPowerJson };

export interface PowerDesign {
  /** Questions in the benchmark; absent when only asking how many are needed. */
  n?: number;
  discordantRate: number;
  /** The preregistered target drop δ; absent when only asking what n can see. */
  effect?: number;
  alpha: number;
  targetPower: number;
  models: number;
  perturbers: number;
  oneSided: boolean;
  emax: EmaxMethod;
  /** Declared controls (docs/statistics.md "Controls (v2)"); absent = none. */
  controls?: ControlPlan;
  /** The soft signal's planned SD of d (docs/statistics.md "The soft signal"); absent = binary figures only. */
  soft?: SoftPlan;
}

/**
 * Where the soft gate's SD of d comes from: a planned value (`--soft-sd`), or a pilot's outcome rows,
 * whose one-sided upper confidence bound on the SD is planned with (pilotSd; fewer than
 * MIN_PILOT_ITEMS pilot items are refused there).
 */
export type SoftPlan =
  | { kind: "planned"; sd: number }
  /** `d`: the pilot's soft differences, whose shape the gate simulates (stats/soft-power-shape.ts). */
  | { kind: "pilot"; pilot: PilotSd; d: Float64Array };

/** The soft signal's figures beside the binary ones (shown; the binary gate's figures are unchanged). */
export interface SoftGateResult {
  /** The SD of d planned with. */
  sd: number;
  plan: SoftPlan;
  kind: SoftPowerKind;
  power: Figure<number>;
  minDetectableEffect: Figure<number>;
  requiredN: Figure<number>;
  /** Whether the soft rule reaches the target power at n (null without n and effect). */
  adequate: boolean | null;
}

/** How the soft power is computed from a planned SD alone: a lower bound over the shapes checked. */
export const SOFT_POWER_METHOD =
  'the soft rule (sign-flip p < α/F and score lower bound − E[max](K)·√Σd²/n > 0) at SD σ, shape of d unknown: the smaller of its normal approximation Φ((δ − t*)·√n/σ) and its exact power when d is lumpy (d ∈ {−a, 0, +a}, as many items unmoved as σ allows) — at least the simulated power of every shape with this mean and SD checked (docs/statistics.md "The soft signal"), and below it by up to tens of points for some; a pilot (--soft-pilot) gives the figure for the shape the data showed';

/** How the soft power is computed on a pilot's shape. */
export const SOFT_PILOT_POWER_METHOD =
  "the soft rule (the verdict's sign-flip p < α/F and score lower bound − E[max](K)·√Σd²/n > 0) simulated on the pilot's own d: centred, scaled by the SD's one-sided upper bound over its estimate, shifted (clamped to [−1, 1]) to the target mean; 2,000 seeded replicates (the same inputs give the same figure), the exact sign-flip p up to 200 items, its Edgeworth form to 1,000, the sums' normal law above; checked against simulation of the verdict (docs/statistics.md \"The soft signal\")";

/** What the soft power figure is: the power on the pilot's shape, or a lower bound from the SD alone. */
export type SoftPowerKind = "pilot-shape" | "sd-lower-bound";

/** A figure, or null with the reason it does not exist. */
export type Figure<T> = { value: T; reason?: undefined } | { value: null; reason: string };

export interface PowerGateResult {
  design: PowerDesign;
  emaxValue: number;
  exact: {
    power: Figure<number>;
    minDetectableEffect: Figure<number>;
    requiredN: Figure<number>;
    firstN: Figure<number>;
    /** Mass of the discordant-count distribution skipped in the power sum (bounds its error). */
    skippedMass: number | null;
  };
  normal: {
    power: Figure<number>;
    minDetectableEffect: Figure<number>;
    requiredN: Figure<number>;
  };
  /** true/false when both n and effect are given, else null. */
  adequate: boolean | null;
  /** The excess-drop rule's power, beside the drop's (shown, not gating). */
  controls: ControlsPower;
  /** The soft signal's figures, when the design plans an SD of d; null otherwise. */
  soft: SoftGateResult | null;
}

export function ruleOf(d: PowerDesign): VerdictRule {
  return {
    alpha: d.alpha,
    models: d.models,
    perturbers: d.perturbers,
    sided: d.oneSided ? "one-sided" : "two-sided",
    emax: d.emax,
    extraTests: excessTestsOf(d),
  };
}

const NEEDS_N = "needs n (--n)";
const NEEDS_EFFECT = "needs a target effect (--target-effect)";

export function evaluatePowerGate(d: PowerDesign): PowerGateResult {
  const rule = ruleOf(d);
  const engine = new PowerEngine(d.discordantRate, rule);
  const pct = `${Math.round(d.targetPower * 100)}%`;
  const none = (reason: string) => ({ value: null, reason }) as const;

  let power: Figure<number> = none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT);
  let skippedMass: number | null = null;
  if (d.n !== undefined && d.effect !== undefined) {
    const p = engine.power(d.n, d.effect);
    power = { value: p.power };
    skippedMass = p.skippedMass;
  }

  let mde: Figure<number> = none(NEEDS_N);
  if (d.n !== undefined) {
    const v = engine.minDetectableEffect(d.n, d.targetPower);
    mde =
      v === null
        ? none(
            `no drop δ ≤ ψ = ${d.discordantRate} reaches ${pct} power at n = ${d.n}: even δ = ψ ` +
              `(every discordant pair in the contamination direction) gives exact power ` +
              `${engine.power(d.n, d.discordantRate).power.toFixed(3)}`,
          )
        : { value: v };
  }

  let requiredN: Figure<number> = none(NEEDS_EFFECT);
  let firstN: Figure<number> = none(NEEDS_EFFECT);
  if (d.effect !== undefined) {
    // Search at least as far as the design's own n, so a large design is never judged against a
    // search that stopped short of it.
    const maxN = Math.max(2_000_000, d.n ?? 0);
    const s = engine.sampleSize(d.effect, d.targetPower, maxN);
    if (s === null) {
      requiredN = firstN = none(`no n ≤ ${maxN.toLocaleString("en-US")} reaches ${pct} power for δ = ${d.effect}`);
    } else {
      requiredN = { value: s.requiredN };
      firstN = { value: s.firstN };
    }
  }

  const normal = {
    power:
      d.n !== undefined && d.effect !== undefined
        ? { value: connorPower(d.n, d.discordantRate, d.effect, rule) }
        : none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT),
    minDetectableEffect: ((): Figure<number> => {
      if (d.n === undefined) return none(NEEDS_N);
      const v = connorMde(d.n, d.discordantRate, d.targetPower, rule);
      return v === null ? none(`the normal approximation reaches ${pct} for no δ ≤ ψ at n = ${d.n}`) : { value: v };
    })(),
    requiredN:
      d.effect !== undefined
        ? { value: connorRequiredN(d.discordantRate, d.effect, d.targetPower, rule) }
        : none(NEEDS_EFFECT),
  };

  return {
    design: d,
    emaxValue: emaxOf(d.perturbers, d.emax),
    exact: { power, minDetectableEffect: mde, requiredN, firstN, skippedMass },
    normal,
    controls: controlsPower(d),
    soft: d.soft === undefined ? null : softGate(d, d.soft, rule),
    // docs/statistics.md, "Power": when first_n and required_n differ the gate uses required_n, so a design sitting
    // on a lucky tooth of the saw-tooth (power ≥ target at n, but not over [n, 2n]) is refused.
    adequate:
      power.value === null || d.n === undefined
        ? null
        : power.value >= d.targetPower && requiredN.value !== null && d.n >= requiredN.value,
  };
}

/** One way of computing the soft figures: from an SD alone, or on a pilot's shape. */
interface SoftFigures {
  kind: SoftPowerKind;
  sd: number;
  /** Appended to a missing figure's reason ("" or " on the pilot's shape"). */
  where: string;
  power(n: number, effect: number): number;
  mde(n: number, targetPower: number): number | null;
  requiredN(effect: number, targetPower: number, maxN: number): number | null;
}

function softFiguresOf(plan: SoftPlan, rule: VerdictRule): SoftFigures {
  if (plan.kind === "planned") {
    const sd = plan.sd;
    return {
      kind: "sd-lower-bound",
      sd,
      where: "",
      power: (n, effect) => softPower({ n, sd, effect }, rule),
      mde: (n, t) => softMinDetectableEffect(n, sd, t, rule),
      requiredN: (effect, t, maxN) => softRequiredN(sd, effect, t, rule, maxN),
    };
  }
  // On the pilot's shape (stats/soft-power-shape.ts): the small-pilot allowance scales its spread up to the SD's bound.
  const { pilot } = plan;
  const shape = shapeOf(plan.d, pilot.estimate > 0 ? Math.max(1, pilot.upper / pilot.estimate) : 1);
  return {
    kind: "pilot-shape",
    sd: pilot.upper,
    where: " on the pilot's shape",
    power: (n, effect) => softPowerShape(shape, n, effect, rule),
    mde: (n, t) => softShapeMde(shape, n, t, rule),
    requiredN: (effect, t, maxN) => softShapeRequiredN(shape, effect, t, rule, maxN),
  };
}

function softGate(d: PowerDesign, plan: SoftPlan, rule: VerdictRule): SoftGateResult {
  const f = softFiguresOf(plan, rule);
  const none = (reason: string) => ({ value: null, reason }) as const;
  const pct = `${Math.round(d.targetPower * 100)}%`;
  const power: Figure<number> =
    d.n === undefined || d.n < 2
      ? none(NEEDS_N)
      : d.effect === undefined
        ? none(NEEDS_EFFECT)
        : { value: f.power(d.n, d.effect) };
  let mde: Figure<number> = none(NEEDS_N);
  if (d.n !== undefined && d.n >= 2) {
    const v = f.mde(d.n, d.targetPower);
    mde = v === null ? none(`no mean soft drop ≤ 100 pt reaches ${pct} power at n = ${d.n}${f.where}`) : { value: v };
  }
  let requiredN: Figure<number> = none(NEEDS_EFFECT);
  if (d.effect !== undefined) {
    const maxN = Math.max(2_000_000, d.n ?? 0);
    const v = f.requiredN(d.effect, d.targetPower, maxN);
    requiredN =
      v === null
        ? none(
            `no n ≤ ${maxN.toLocaleString("en-US")} reaches ${pct} power for a mean soft drop of ${d.effect}${f.where}`,
          )
        : { value: v };
  }
  return {
    sd: f.sd,
    plan,
    kind: f.kind,
    power,
    minDetectableEffect: mde,
    requiredN,
    adequate: power.value === null ? null : power.value >= d.targetPower,
  };
}

/** The soft figures as JSON (`soft` in the gate's object), or null without a planned SD. */
export function softGateJson(r: SoftGateResult | null) {
  if (r === null) return null;
  const fig = (f: Figure<number>) => f.value;
  const why = (f: Figure<number>) => (f.value === null ? f.reason : null);
  return {
    sd: r.sd,
    sd_source: r.plan.kind,
    /** "pilot-shape": the power on the pilot's shape; "sd-lower-bound": at least this, for the shapes checked. */
    power_kind: r.kind,
    pilot:
      r.plan.kind === "pilot"
        ? { items: r.plan.pilot.n, sd: r.plan.pilot.estimate, upper: r.plan.pilot.upper, level: r.plan.pilot.level }
        : null,
    method: r.kind === "pilot-shape" ? SOFT_PILOT_POWER_METHOD : SOFT_POWER_METHOD,
    power: fig(r.power),
    power_reason: why(r.power),
    min_detectable_effect: fig(r.minDetectableEffect),
    min_detectable_effect_reason: why(r.minDetectableEffect),
    required_n: fig(r.requiredN),
    required_n_reason: why(r.requiredN),
    adequate: r.adequate,
  };
}

/**
 * The gate as JSON: `contamgate power --json`, `run --json`'s design, and (with the curve) the
 * power section of report.json. A figure that does not exist is null beside a `<name>_reason`.
 */
export interface PowerGateJson {
  n: number | null;
  discordant_rate: number;
  effect: number | null;
  alpha: number;
  target_power: number;
  models: number;
  perturbers: number;
  one_sided: boolean;
  emax: EmaxMethod;
  emax_value: number;
  family_size: number;
  exact: {
    meaning: string;
    power: number | null;
    power_reason?: string;
    min_detectable_effect: number | null;
    min_detectable_effect_reason?: string;
    required_n: number | null;
    required_n_reason?: string;
    first_n: number | null;
    first_n_reason?: string;
    skipped_mass: number | null;
  };
  normal_approximation: {
    method: string;
    power: number | null;
    power_reason?: string;
    min_detectable_effect: number | null;
    min_detectable_effect_reason?: string;
    required_n: number | null;
    required_n_reason?: string;
  };
  adequate: boolean | null;
  adequate_reason?: string;
  controls: ReturnType<typeof controlsPowerJson>;
  /** The soft signal's figures; present only when the design plans an SD of d. */
  soft?: ReturnType<typeof softGateJson>;
}

export function powerGateJson(r: PowerGateResult): PowerGateJson {
  const d = r.design;
  const fig = <K extends string>(name: K, f: Figure<number>) =>
    (f.value === null ? { [name]: null, [`${name}_reason`]: f.reason } : { [name]: f.value }) as Record<
      K,
      number | null
    >;
  return {
    n: d.n ?? null,
    discordant_rate: d.discordantRate,
    effect: d.effect ?? null,
    alpha: d.alpha,
    target_power: d.targetPower,
    models: d.models,
    perturbers: d.perturbers,
    one_sided: d.oneSided,
    emax: d.emax,
    emax_value: r.emaxValue,
    family_size: d.models * d.perturbers + excessTestsOf(d),
    exact: {
      meaning: POWER_GUARANTEE,
      ...fig("power", r.exact.power),
      ...fig("min_detectable_effect", r.exact.minDetectableEffect),
      ...fig("required_n", r.exact.requiredN),
      ...fig("first_n", r.exact.firstN),
      skipped_mass: r.exact.skippedMass,
    },
    normal_approximation: {
      method:
        "Connor (1987) at the rule's critical value: max(z at α/(M·K), z at the bound's level + E[max](K)); for comparison only",
      ...fig("power", r.normal.power),
      ...fig("min_detectable_effect", r.normal.minDetectableEffect),
      ...fig("required_n", r.normal.requiredN),
    },
    adequate: r.adequate,
    ...(r.adequate === null ? { adequate_reason: "needs both n and a target effect" } : {}),
    controls: controlsPowerJson(r.controls),
    ...(r.soft !== null ? { soft: softGateJson(r.soft) } : {}),
  };
}
