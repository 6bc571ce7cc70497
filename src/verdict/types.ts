import type { EmaxMethod } from "../stats/rule.js";
import type { ControlsVerdict } from "./control-types.js";

/**
 * One (model, perturber) pair's paired 2×2 table (docs/statistics.md, "The paired table"): a both
 * correct, b original only, c perturbed only, e neither. Unparsed answers are already scored wrong
 * in a..e; the counts say how many there were, or null when the source (a `--table` flag) does not
 * know. `items` holds the per-item differences d = original − perturbed ∈ {−1, 0, 1} keyed by item
 * id when the source had item-level outcomes (`run`, `verdict --input`), so heterogeneity can use a
 * test that respects the pairing of models on the same items.
 */
export interface PairedTable {
  model: string;
  perturber: string;
  a: number;
  b: number;
  c: number;
  e: number;
  unparsedOriginal: number | null;
  unparsedPerturbed: number | null;
  items: ItemDifferences | null;
  /**
   * The soft scores s ∈ [0, 1] (the probability of the correct answer) of both answers per item,
   * in `items.ids` order: present iff the pair is judged on the soft signal (docs/statistics.md
   * "The soft signal"); the counts above stay the binary ones, shown for reading.
   */
  soft?: SoftScores;
}

export interface SoftScores {
  original: Float64Array;
  perturbed: Float64Array;
}

/** Which outcome a pair's test used (docs/statistics.md "The soft signal"). */
export type Signal = "binary" | "soft";

/** Per-item d = original − perturbed, in one fixed id order shared by every table of a source. */
export interface ItemDifferences {
  ids: readonly string[];
  d: Int8Array;
}

/** The preregistered design a verdict is judged against (the same knobs as the power gate). */
export interface VerdictDesign {
  /** Family-wise level α (one-sided exact McNemar, Holm over the M × K family). */
  alpha: number;
  /** Preregistered target drop δ, as a proportion (0.05 = 5 points). */
  targetEffect: number;
  /** M: models in the design (never fewer than those with tables). */
  models: number;
  /** K: perturbers tried (never fewer than those with tables); tried-but-not-run pairs count with p = 1. */
  perturbers: number;
  emax: EmaxMethod;
  /** Target power, for the "below target" warning and the detection floor. */
  power: number;
}

export interface Interval {
  lower: number;
  upper: number;
}

/** An interval with the confidence level it was built for (0.90 for [lcb, ucb] at α = 0.05). */
export interface LeveledInterval extends Interval {
  level: number;
}

export interface Proportion {
  estimate: number;
  ci: LeveledInterval;
}

/**
 * One (model, perturber) hypothesis of the family, with every figure the rule used. On the soft
 * signal, drop … p_bh, detected, achieved_power and min_detectable_effect are the soft test's (the
 * mean soft drop, its score interval, √Σd²/n, the sign-flip p); table, accuracies, se and
 * discordant_rate stay the binary outcomes', for reading.
 */
export interface PairVerdict {
  perturber: string;
  signal: Signal;
  /** The soft test's own figures; null on the binary signal. */
  soft: SoftPairFigures | null;
  n: number;
  table: { a: number; b: number; c: number; e: number };
  accuracy_original: Proportion;
  accuracy_perturbed: Proportion;
  drop: number;
  /**
   * [lcb, ucb]: the melded (1 − 2α) interval (Fay & Lumbard 2021); on the soft signal the sign-flip
   * score interval, which assumes d symmetric about its mean (docs/statistics.md "What the test assumes").
   */
  drop_ci: LeveledInterval;
  /** Melded one-sided lower bound at level α (soft: the score interval's, same assumption). */
  lcb: number;
  /** Melded one-sided upper bound at level α (soft: the score interval's, same assumption). */
  ucb: number;
  /** Plug-in SE of the paired difference (descriptive). */
  se: number;
  /** √n_d / n: the SD of the drop when there is none; the deflation's scale. */
  se0: number;
  /** E(K) · se0. */
  deflation: number;
  adjusted_lcb: number;
  p_value: number;
  /** Holm over the whole M × K family. */
  p_holm: number;
  /** Benjamini–Hochberg over the same family, for triage only. */
  p_bh: number;
  detected: boolean;
  discordant_rate: Proportion;
  /**
   * Exact power of the rule at this pair's ψ̂ for the preregistered target; only for pairs whose
   * model is not named (for a named model it means nothing). Null when not shown or undefined.
   */
  achieved_power: AchievedPower;
  /** The smallest drop this pair's n and ψ̂ would catch with the target power; null when none ≤ ψ̂ is. */
  min_detectable_effect: number | null;
  unparsed_original: number | null;
  unparsed_perturbed: number | null;
}

export interface SoftPairFigures {
  /** Mean soft score of the original and of the perturbed answers. */
  mean_original: number;
  mean_perturbed: number;
  /** SD of d over the items (descriptive; the planned-SD figure a next design can use). */
  sd: number;
  /** Items whose |d| reaches half a point (the rest weigh nothing in the sign-flip test). */
  informative: number;
  /** How the sign-flip p was computed: exactly on the 1/100 lattice, or by seeded Monte Carlo. */
  method: "exact" | "monte-carlo";
  draws: number | null;
}

export type AchievedPower =
  | { kind: "named" }
  | { kind: "undefined"; reason: "discordance-below-target" }
  /** A soft pair of one item: no SD of d to plan the power on. */
  | { kind: "undefined"; reason: "too-few-items" }
  | { kind: "computed"; value: number };

/** One model: named iff some perturber's pair has p_holm < α and adjusted_lcb > 0. */
export interface ModelVerdict {
  name: string;
  detected: boolean;
  /** The perturber whose pair named the model (the one with the smallest p_holm), or null. */
  named_by: string | null;
  pairs: PairVerdict[];
}

export type HeterogeneityReading =
  | "heterogeneous-positive"
  | "heterogeneous-not-positive"
  | "homogeneous-positive"
  | "homogeneous-not-positive";

/** Which test of "the drops are equal across models" ran. */
export type HeterogeneityTest =
  | { kind: "cochran-q"; assumes: "independent models" }
  /** W referred to Hotelling's F(df, df2) through F = W·df2/(items·df) (docs/statistics.md). */
  | { kind: "paired-wald"; items: number; reference: "hotelling-f"; df2: number; f_statistic: number };

export interface HeterogeneityVerdict {
  perturber: string;
  test: HeterogeneityTest;
  statistic: number;
  df: number;
  p_value: number;
  /** I² from Cochran's Q (descriptive; under independence). */
  i_squared: number;
  pooled_drop: { estimate: number; ci: LeveledInterval; items: number; weighting: "inverse-variance" | "equal" };
  /** Models in the test (all of them: the boundary-safe variance keeps SE > 0). */
  included: string[];
  variance: "plug-in with ½ added to b and c";
  /** Models whose drop is significantly positive (adjusted Holm rule) / negative (ucb < 0). */
  positive: string[];
  negative: string[];
  reading: HeterogeneityReading;
  interpretation: string;
}

/** Everything `computeVerdict` decides; `verdictJson` picks the published JSON fields from it. */
export interface VerdictReport {
  /** family_size = M × K drop pairs + excess_tests (the controls' hypotheses, docs/statistics.md "Controls (v2)"). */
  design: VerdictDesign & { family_size: number; excess_tests: number; emax_value: number; perturbers_run: string[] };
  models: ModelVerdict[];
  controls: ControlsVerdict;
  heterogeneity: HeterogeneityVerdict[];
  warnings: VerdictWarning[];
  anyDetected: boolean;
  /** Pre- vs post-cutoff drops for models with a training cutoff (its own family; names no model). */
  time_split: TimeSplitReport;
}

/** What a reader must know to read the verdict right; rendered to words by report/. */
export type VerdictWarning =
  | {
      kind: "discordance-below-target";
      model: string;
      perturber: string;
      discordant: number;
      n: number;
      target: number;
    }
  | {
      kind: "low-power";
      model: string;
      perturber: string;
      power: number;
      targetPower: number;
      target: number;
      discordant: number;
      n: number;
    }
  | { kind: "unparsed-gap"; model: string; perturber: string; original: number; perturbed: number; n: number }
  | { kind: "negative-drop"; model: string; perturber: string; drop: number; ucb: number; level: number }
  | { kind: "single-model"; models: number };

// ---- Time split (docs/statistics.md, "Time split (v2)"; computed by ./time-split.ts) ----

/** One group's paired outcomes: its drop with the melded (1 − 2α) interval. */
export interface TimeSplitGroup {
  n: number;
  /** Items with d = +1 (original only) and d = −1 (perturbed only). */
  b: number;
  c: number;
  drop: number;
  drop_ci: LeveledInterval;
}

export type TimeSplitDecision = "pre-larger" | "not-shown";

export type TimeSplitPowerFigure =
  | {
      kind: "computed";
      value: number;
      /** How `value` was computed: the rule's exact sum, or (very large groups) the normal approximation. */
      method: "exact" | "expected-table approximation";
      /** Probability of the tables the exact sum left out (value is at most this below the true power). */
      skipped_mass: number;
      effect: number;
      discordant_rate: number;
      level: number;
    }
  | { kind: "undefined"; reason: "effect-above-discordance" };

export type TimeSplitTest =
  | {
      kind: "tested";
      pre: TimeSplitGroup;
      post: TimeSplitGroup;
      /** drop_pre − drop_post with its MOVER (1 − 2α) interval; the test is its lower end against 0. */
      difference: { estimate: number; ci: LeveledInterval };
      /** Studentized difference T (descriptive) and the one-sided p of the MOVER test (the interval inverted). */
      statistic: number;
      p_value: number;
      /** Holm over the time-split family (models with a cutoff × perturbers tried). */
      p_holm: number;
      decision: TimeSplitDecision;
      /** Power of this test at the design's drop on pre items vs 0 on post, at these counts. */
      power: TimeSplitPowerFigure;
    }
  | { kind: "not-tested"; reason: "no-pre-items" | "no-post-items" | "no-item-outcomes" };

export interface TimeSplitVerdict {
  model: string;
  perturber: string;
  cutoff: string;
  /** Items published on or before the cutoff, after it, and without a date. */
  counts: { pre: number; post: number; undated: number };
  test: TimeSplitTest;
}

export type TimeSplitReport =
  | { kind: "absent"; reason: "no-cutoffs" }
  | {
      kind: "assessed";
      /** Models with a cutoff × perturbers tried: the family Holm runs over. */
      family_size: number;
      verdicts: TimeSplitVerdict[];
    };
