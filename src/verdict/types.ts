import type { EmaxMethod } from "../stats/rule.js";

/**
 * One model's paired 2×2 table (STATS.md, "The paired table"): a both correct, b original only,
 * c perturbed only, e neither. Unparsed answers are already scored wrong in a..e; the counts
 * say how many there were, or null when the source (a `--table` flag) does not know.
 */
export interface PairedTable {
  name: string;
  a: number;
  b: number;
  c: number;
  e: number;
  unparsedOriginal: number | null;
  unparsedPerturbed: number | null;
}

/** The preregistered design a verdict is judged against (the same knobs as `power`). */
export interface VerdictDesign {
  /** Family-wise level α (one-sided exact McNemar, Holm across models). */
  alpha: number;
  /** Preregistered target drop δ, as a proportion (0.05 = 5 points). */
  targetEffect: number;
  /** K: perturbers tried, for the E[max] deflation. */
  perturbers: number;
  emax: EmaxMethod;
  /** Target power, for the "below target" warning and the detection floor. */
  power: number;
}

export interface Interval {
  lower: number;
  upper: number;
}

export interface Proportion {
  estimate: number;
  ci: Interval;
}

/** Per-model verdict; field names are the JSON ones (issue 3, item 5). */
export interface ModelVerdict {
  name: string;
  n: number;
  table: { a: number; b: number; c: number; e: number };
  accuracy_original: Proportion;
  accuracy_perturbed: Proportion;
  drop: number;
  drop_ci: Interval;
  lcb: number;
  se: number;
  deflation: number;
  adjusted_lcb: number;
  p_value: number;
  p_holm: number;
  p_bh: number;
  detected: boolean;
  discordant_rate: number;
  /** Exact power of the rule at this model's ψ̂ for the preregistered target; null when ψ̂ < target (that drop cannot occur). */
  achieved_power: number | null;
  unparsed_original: number | null;
  unparsed_perturbed: number | null;
}

export type HeterogeneityReading = "heterogeneous" | "homogeneous-positive" | "homogeneous-not-positive";

export interface HeterogeneityVerdict {
  q: number;
  df: number;
  p_value: number;
  i_squared: number;
  pooled_drop: number;
  included: string[];
  excluded: string[];
  reading: HeterogeneityReading;
  interpretation: string;
}

/** Everything `computeVerdict` decides; `verdictJson` picks the published JSON fields from it. */
export interface VerdictReport {
  design: VerdictDesign & { models: number; emaxValue: number };
  models: ModelVerdict[];
  /** Minimum detectable effect per model (same order), at the model's ψ̂ and the target power; null when none ≤ ψ̂ is. */
  detectionFloors: (number | null)[];
  heterogeneity: HeterogeneityVerdict | null;
  warnings: string[];
  anyDetected: boolean;
}
