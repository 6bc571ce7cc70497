/**
 * The comparison as published: `compare --json`, the `compare` section of report.json, and the
 * object every renderer (text, Markdown, annotations, outputs) reads. Snake_case so the JSON is
 * this object as is. Every estimate carries its interval or bound and its n (docs/compare.md).
 */
import type { CompareSided } from "../stats/paired-difference.js";
import type { CompareDecision, FailOn, GateFailure } from "./decide.js";
import type { UnparsedPolicy } from "./pair.js";
import type { ComparePlanJson } from "./plan.js";

export const COMPARE_SCHEMA = "contamgate.compare/1";

/** A confidence statement on a difference: both ends, or the one preregistered bound. */
export type BoundJson =
  | { kind: "interval"; lower: number; upper: number; level: number }
  | { kind: "lower"; lower: number; level: number }
  | { kind: "upper"; upper: number; level: number };

export interface IntervalJson {
  lower: number;
  upper: number;
  level: number;
}

/** A point estimate never shown bare: with its interval (docs/compare.md). */
export interface EstimateJson {
  estimate: number;
  ci: IntervalJson;
}

export interface ProportionJson {
  estimate: number;
  correct: number;
  n: number;
  ci: IntervalJson;
}

export interface UnmatchedJson {
  count: number;
  examples: string[];
}

export interface PairingJson {
  /** Units (id, epoch) both arms have, after the unparsed policy. */
  paired: number;
  items: number;
  /** Most epochs of one item (1: no replicates). */
  replicates: number;
  only_baseline: UnmatchedJson;
  only_candidate: UnmatchedJson;
  unparsed: { baseline: number; candidate: number; both: number; policy: UnparsedPolicy; excluded: number };
  cluster_by: "field" | "none" | `id-prefix:${string}`;
  clusters: number | null;
}

/** What the exact paired analysis reads off a 2×2 table of paired observations. */
export interface PairedTableJson {
  table: { both: number; baseline_only: number; candidate_only: number; neither: number };
  discordant: number;
  accuracy_baseline: ProportionJson;
  accuracy_candidate: ProportionJson;
  estimate: number;
  se: number;
  bound: BoundJson;
  p_value: number;
}

/** The exact paired analysis over units: always computed, decisive when units are independent. */
export interface ExactJson extends PairedTableJson {
  method: string;
  n: number;
}

/**
 * The analysis the decision was read from. `exact`: independent items, one epoch each.
 * `clustered`: clusters or replicates present (src/stats' clustered analysis), with its design
 * effect; the exact analysis is then shown for reference only (it assumes independence).
 */
export type DecisiveJson =
  | { analysis: "exact"; method: string; estimate: number; bound: BoundJson; p_value: number }
  | ({
      /**
       * The exact analysis over the independent units — items (replicates without clusters) or
       * clusters of equal size — when every paired row of a unit gave the same pair of answers:
       * each unit is then one paired observation (docs/compare.md "Clusters and replicates").
       */
      analysis: "exact-units";
      method: string;
      unit: "item" | "cluster";
      units: number;
      /** Paired rows per unit, fewest and most. */
      rows_per_unit: { min: number; max: number };
    } & PairedTableJson)
  | {
      analysis: "clustered";
      method: string;
      /** Items (replicates averaged within each item first). */
      units: number;
      clusters: number;
      replicates: { min: number; max: number };
      design_effect: number;
      effective_items: number;
      df: number;
      se: number;
      se_iid: number;
      accuracy_baseline: EstimateJson;
      accuracy_candidate: EstimateJson;
      estimate: number;
      bound: BoundJson;
      p_value: number;
    }
  | {
      analysis: "pass@k";
      method: string;
      k: number;
      problems: number;
      /** Fewest and most paired samples (epochs) per problem. */
      samples: { min: number; max: number };
      df: number;
      se: number;
      pass_at_k_baseline: EstimateJson;
      pass_at_k_candidate: EstimateJson;
      estimate: number;
      bound: BoundJson;
      p_value: number;
    };

export interface CandidateJson {
  label: string;
  model: string;
  condition: string;
  pairing: PairingJson;
  exact: ExactJson;
  result: DecisiveJson;
  /** Holm over the candidates' p-values of the analysis that decided (= p_value for one candidate). */
  p_holm: number;
  decision: CompareDecision;
  /** Each arm's share of unparsed answers among the paired rows, and the most allowed. */
  unparsed_check: { allowed: number; baseline: number; candidate: number; over: ("baseline" | "candidate")[] };
  /** The gate modes this candidate fails, and `unparsed` when an arm is over the allowed share. */
  failing: GateFailure[];
}

export interface ComparisonJson {
  schema: typeof COMPARE_SCHEMA;
  design: {
    alpha: number;
    /** two-sided, or the preregistered direction (greater: candidate better; less: worse). */
    direction: CompareSided;
    /** Where the direction came from: one-sided only when preregistered in the config file. */
    direction_source: string;
    margin: number;
    fail_on: FailOn[];
    metric: "accuracy" | "pass@k";
    k: number | null;
    unparsed: UnparsedPolicy;
    /** compare.max_unparsed: the largest share of an arm's paired answers that may be unparsed. */
    max_unparsed: number;
    candidates: number;
    /**
     * The level of each candidate's interval: 1 − α with one candidate; 1 − α/C with C, so the
     * C statements hold together (Bonferroni) and no decision outruns Holm's.
     */
    interval_level: number;
  };
  baseline: { label: string; model: string; condition: string };
  candidates: CandidateJson[];
  /** The planned design judged at the paired n (src/compare/plan.ts); null without a plan. */
  power: ComparePlanJson | null;
  /** The gate: failing when any candidate fails a mode or the design is underpowered. */
  gate: { failing: GateFailure[]; passed: boolean };
  warnings: string[];
}
