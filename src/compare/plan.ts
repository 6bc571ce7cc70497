/**
 * Before spending (docs/compare.md "Power before spending"): the exact power of the comparison's
 * test for a Δ-point difference at an expected discordance ψ, at n paired items, and the items a
 * target power needs — src/stats/compare-power.ts, composed for `power --compare`, the compare
 * check's `underpowered` gate and the action's design job. With C candidates each comparison runs
 * at α/C (the Bonferroni level of its interval, src/compare/compute.ts), so the plan does too.
 * The power at n is that of the decision the gate reads: the interval clears the margin on Δ's
 * side (at margin 0, "the interval excludes 0", which is the exact test). The items needed are
 * searched at margin 0 (compareSampleSize), a lower bound when a margin is set: the plan says so.
 */
import { comparePower, compareSampleSize } from "../stats/compare-power.js";
import type { CompareSided } from "../stats/paired-difference.js";

export interface PlanDesign {
  /** Paired items; null: only the items needed are asked for. */
  readonly n: number | null;
  readonly delta: number;
  readonly discordance: number;
  readonly alpha: number;
  readonly sided: CompareSided;
  readonly candidates: number;
  readonly targetPower: number;
  /** ≥ 1; null for independent items. */
  readonly designEffect: number | null;
  /** The decision's margin (a proportion); 0: the interval must exclude 0. */
  readonly margin: number;
}

export interface ComparePlanJson {
  n: number | null;
  delta: number;
  discordance: number;
  alpha: number;
  direction: CompareSided;
  candidates: number;
  /** α/C: the level each comparison is tested at. */
  alpha_each: number;
  design_effect: number | null;
  /** The margin the power at n is for; required_n is for margin 0 (a lower bound when > 0). */
  margin: number;
  /** "exact", or "design-effect approximation" (exact power at ⌊n/DEFF⌋ items). */
  method: string;
  target_power: number;
  /** Exact power at n (null without n). */
  power: number | null;
  effective_n: number | null;
  /** Connor's normal approximation at the same n, for comparison only; never the gate. */
  normal_approximation: number | null;
  /** Smallest n whose whole stretch [n, 2n] reaches the target; null when not reachable. */
  required_n: number | null;
  first_n: number | null;
  /** Why required_n is null. */
  reason: string | null;
  /** Null without n. Adequate: power ≥ target at n and n ≥ required_n. */
  adequate: boolean | null;
}

/** The largest n the sample-size search tries (docs/compare.md). */
export const PLAN_MAX_N = 2_000_000;

export function planComparison(d: PlanDesign): ComparePlanJson {
  const alphaEach = d.alpha / d.candidates;
  const common = {
    delta: d.delta,
    discordance: d.discordance,
    alpha: alphaEach,
    sided: d.sided,
    ...(d.designEffect !== null ? { designEffect: d.designEffect } : {}),
  };
  const size = compareSampleSize({ ...common, target: d.targetPower, maxN: PLAN_MAX_N });
  const at = d.n === null ? null : comparePower({ ...common, n: d.n, ...(d.margin > 0 ? { margin: d.margin } : {}) });
  const requiredN = size.kind === "found" ? size.requiredN : null;
  return {
    n: d.n,
    delta: d.delta,
    discordance: d.discordance,
    alpha: d.alpha,
    direction: d.sided,
    candidates: d.candidates,
    alpha_each: alphaEach,
    design_effect: d.designEffect,
    margin: d.margin,
    method:
      at?.method ??
      (size.kind === "found" ? size.method : d.designEffect === null ? "exact" : "design-effect approximation"),
    target_power: d.targetPower,
    power: at?.power ?? null,
    effective_n: at?.effectiveN ?? null,
    normal_approximation: at?.normalApproximation ?? null,
    required_n: requiredN,
    first_n: size.kind === "found" ? size.firstN : null,
    reason:
      size.kind === "found"
        ? null
        : `the target power is not reached below ${PLAN_MAX_N.toLocaleString("en-US")} items`,
    // Both: power at n, and no dip below the target on [n, 2n] (the saw-tooth; docs/statistics.md "Power").
    adequate: at === null ? null : at.power >= d.targetPower && requiredN !== null && d.n! >= requiredN,
  };
}
