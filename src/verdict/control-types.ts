/**
 * The shapes of declared clean controls in the verdict (docs/statistics.md, "Controls (v2)"),
 * apart from src/verdict/controls.ts so types.ts can name them without an import cycle.
 */
import type { ExcessCounts } from "../stats/excess-drop.js";
import type { ControlComparison } from "../stats/excess-drop-family.js";

export type { ControlComparison };

/** Which models are declared clean controls, and what a model is compared against. */
export type ControlsDeclaration =
  | { kind: "none" }
  | { kind: "declared"; controls: readonly string[]; against: ControlComparison };

/** One excess-drop hypothesis: a model, a perturber, and a control (or the controls' mean). */
export interface ExcessDropVerdict {
  model: string;
  perturber: string;
  /** The control's name, or "mean of a, b" when compared against the mean. */
  against: string;
  controls: string[];
  n: number;
  /** Mean excess drop: drop(model) − drop(control or the controls' mean) on these items. */
  estimate: number;
  /** [lcb, ucb], the (1 − 2α) score interval. */
  ci: { lower: number; upper: number; level: number };
  lcb: number;
  ucb: number;
  /** Items on which d ≠ 0. */
  informative: number;
  /** Exact one-sided sign-flip p. */
  p_value: number;
  /** Holm over the whole family (drop pairs and excess tests). */
  p_holm: number;
  /** "Drops more than the clean control": p_holm < α. */
  exceeds: boolean;
  /** How many items had each d (one control); null against the mean, where d is not in −2…2. */
  counts: ExcessCounts | null;
  unparsed: { name: string; original: number | null; perturbed: number | null }[];
}

export type ControlsVerdict =
  | { kind: "none" }
  | {
      kind: "declared";
      controls: string[];
      against: ControlComparison;
      /** Hypotheses these tests add to the family (the design's, counting tests not run at p = 1). */
      family_tests: number;
      tests: ExcessDropVerdict[];
    };
