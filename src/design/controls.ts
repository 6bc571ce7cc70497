/**
 * Declared controls in the design (docs/statistics.md, "Controls (v2)"): how many, compared how,
 * and the expected excess drop the gate computes the excess-drop rule's exact power at. Pure.
 */
import { excessFamilyTests, type ControlComparison } from "../stats/excess-drop-family.js";
import { excessDropPower } from "../stats/excess-drop-power.js";

/** A figure, or null with the reason it does not exist (the gate's Figure, without importing it). */
type Figure<T> = { value: T; reason?: undefined } | { value: null; reason: string };

export type ControlPlan =
  | { kind: "none" }
  | {
      kind: "declared";
      /** C: models declared `control: true` (counted in M). */
      count: number;
      /** Their labels (empty when only the count is known, as in `power --controls C`). */
      names: readonly string[];
      against: ControlComparison;
      /** Δ: the model's drop over the control's at which the gate computes power (default: target_effect). */
      expectedExcessDrop: number;
    };

/** The excess-drop rule's figures in the gate; "none" when no control is declared. */
export type ControlsPower =
  | { kind: "none" }
  | {
      kind: "declared";
      controls: number;
      against: ControlComparison;
      expectedExcessDrop: number;
      /** Hypotheses the controls add: (M − C) × K × (C or 1). */
      excessTests: number;
      /** α / (M·K + excess tests): Holm's first step over the whole family. */
      pThreshold: number;
      power: Figure<number>;
      skippedMass: number | null;
    };

/** Above this n the exact excess power is not computed (its sum grows as n^1.5 · ψ²n terms). */
export const EXCESS_POWER_MAX_N = 20_000;

export const EXCESS_POWER_MEANING =
  "Exact power of the excess-drop rule (exact sign-flip p < α/F over the whole family of F) against one control with the same discordant rate ψ, no drop of its own, and independent of the model given the item: a guaranteed lower bound on the power to find that the model drops more than the control, attained when no other hypothesis falls below α/F.";

interface DesignShape {
  n?: number;
  discordantRate: number;
  alpha: number;
  models: number;
  perturbers: number;
  controls?: ControlPlan;
}

export function excessTestsOf(d: DesignShape): number {
  const c = d.controls;
  return c === undefined || c.kind === "none" ? 0 : excessFamilyTests(d.models, d.perturbers, c.count, c.against);
}

export function controlsPower(d: DesignShape): ControlsPower {
  const c = d.controls;
  if (c === undefined || c.kind === "none") return { kind: "none" };
  const excessTests = excessTestsOf(d);
  const pThreshold = d.alpha / (d.models * d.perturbers + excessTests);
  const base = {
    kind: "declared" as const,
    controls: c.count,
    against: c.against,
    expectedExcessDrop: c.expectedExcessDrop,
    excessTests,
    pThreshold,
  };
  const none = (reason: string) => ({ ...base, power: { value: null, reason }, skippedMass: null });
  if (d.n === undefined) return none("needs n (--n)");
  if (c.against === "mean" && c.count > 1) {
    return none(
      "not computed against the mean of several controls (the mean's per-item distribution depends on how the controls' answers co-vary); the gate computes it for one control",
    );
  }
  if (c.expectedExcessDrop > d.discordantRate) {
    return none(`the expected excess drop ${c.expectedExcessDrop} exceeds the discordant rate ${d.discordantRate}`);
  }
  if (d.n > EXCESS_POWER_MAX_N)
    return none(`not computed above n = ${EXCESS_POWER_MAX_N.toLocaleString("en-US")} (cost)`);
  const p = excessDropPower({ n: d.n, discordantRate: d.discordantRate, excessDrop: c.expectedExcessDrop, pThreshold });
  return { ...base, power: { value: p.power }, skippedMass: p.skippedMass };
}

/** The `controls` member of the power JSON: null when none is declared. */
export function controlsPowerJson(c: ControlsPower) {
  if (c.kind === "none") return null;
  return {
    controls: c.controls,
    against: c.against,
    expected_excess_drop: c.expectedExcessDrop,
    excess_tests: c.excessTests,
    p_threshold: c.pThreshold,
    meaning: EXCESS_POWER_MEANING,
    ...(c.power.value === null ? { power: null, power_reason: c.power.reason } : { power: c.power.value }),
    skipped_mass: c.skippedMass,
  };
}

export type ControlsPowerJson = NonNullable<ReturnType<typeof controlsPowerJson>>;
