/**
 * The comparison's decision and the gate modes (docs/compare.md "Decisions" and "Gate modes").
 * A decision is read from the confidence statement on Δ = accuracy(candidate) − accuracy(baseline)
 * (the interval, or the one preregistered bound) and the margin m ≥ 0, in points as a proportion:
 *   better        the lower bound is above +m;
 *   worse         the upper bound is below −m;
 *   equivalent    m > 0 and the whole interval lies within [−m, +m];
 *   inconclusive  none of these.
 * The four are exclusive (lower ≤ upper). A one-sided statement has one bound, so it can only
 * say its own direction (greater → better, less → worse) or inconclusive: the preregistered
 * question is the only one it answers.
 */
import type { DifferenceBound } from "../stats/paired-difference.js";

export type CompareDecision = "better" | "worse" | "inconclusive" | "equivalent";

/**
 * What fails the gate. regression: the decision is `worse`; no-improvement: it is not `better`;
 * inconclusive: it is `inconclusive`; underpowered: the planned design's exact power at the
 * paired n is below the target (a design property, never the observed difference).
 */
export type FailOn = "regression" | "no-improvement" | "inconclusive" | "underpowered";
export const FAIL_ON: readonly FailOn[] = ["regression", "no-improvement", "inconclusive", "underpowered"];

/**
 * Why the gate fails: a fail-on mode, or `unparsed` — an arm with more unparsed answers than
 * compare.max_unparsed allows. That one needs no mode: an arm that mostly did not answer is a
 * broken run, and whatever the decision says about it would be read as a finding
 * (docs/compare.md "Unparsed answers").
 */
export type GateFailure = FailOn | "unparsed";

export function decideComparison(bound: DifferenceBound, margin: number): CompareDecision {
  if (!(margin >= 0)) throw new RangeError(`decideComparison: margin must be ≥ 0, got ${margin}`);
  switch (bound.kind) {
    case "lower":
      return bound.lower > margin ? "better" : "inconclusive";
    case "upper":
      return bound.upper < -margin ? "worse" : "inconclusive";
    case "interval":
      if (bound.lower > margin) return "better";
      if (bound.upper < -margin) return "worse";
      if (margin > 0 && bound.lower >= -margin && bound.upper <= margin) return "equivalent";
      return "inconclusive";
  }
}

/** Whether a decision fails a (non-power) gate mode. */
export function failsGate(mode: Exclude<FailOn, "underpowered">, decision: CompareDecision): boolean {
  switch (mode) {
    case "regression":
      return decision === "worse";
    case "no-improvement":
      return decision !== "better";
    case "inconclusive":
      return decision === "inconclusive";
  }
}
