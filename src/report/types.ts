/**
 * The one Report object every face renders (job summary, report.md, report.json, report.html,
 * SARIF, annotations, PR comment). Field names are snake_case so `report.json` is this object as
 * is, and so the engines' own JSON (power, verdict, leakage) drops in without renaming.
 *
 * Holdout text never enters a Report: leakage findings carry file and line only.
 */

import type { ComparisonJson } from "../compare/model.js";
import type { ComparePlanJson } from "../compare/plan.js";
import type { PowerGateJson } from "../design/gate.js";
import type { HeterogeneityJson, ModelJson, PairJson, VerdictJson } from "./verdict-json.js";

export const REPORT_SCHEMA_VERSION = 1;

export type Verdict = "pass" | "contaminated" | "leaking" | "compare-failed" | "underpowered" | "unconfirmed" | "error";

/**
 * What a check found that is not a pass, in rank order: a finding first (what the team must act
 * on), then a run that could not evaluate, a refused design, unconfirmed spend. The exit code of
 * a report is the first of these that fails (src/engine/decide.ts).
 */
export type Outcome = Exclude<Verdict, "pass">;
export const OUTCOMES: readonly Outcome[] = [
  "contaminated",
  "leaking",
  // A compare gate mode holds (docs/compare.md "Gate modes"): a finding, exit 1.
  "compare-failed",
  "error",
  "underpowered",
  "unconfirmed",
];

/**
 * A report's `verdict` (and the action's `verdict` output): "pass", or every outcome present in
 * rank order joined by "+", e.g. "contaminated+leaking" — never only the first.
 */
export type VerdictLabel = "pass" | Outcome | `${Outcome}+${string}`;

export function verdictLabel(outcomes: readonly Outcome[]): VerdictLabel {
  return outcomes.length === 0 ? "pass" : (outcomes.join("+") as VerdictLabel);
}

/** The outcomes a verdict label names, in its order; [] for "pass". */
export function outcomesOf(label: VerdictLabel): Outcome[] {
  return label === "pass"
    ? []
    : (label.split("+").filter((o) => (OUTCOMES as readonly string[]).includes(o)) as Outcome[]);
}

export type CheckName = "power" | "leakage" | "contamination" | "compare";
export const CHECK_NAMES: readonly CheckName[] = ["power", "leakage", "contamination", "compare"];

/** A closed interval on the scale of its estimate (proportions, not points); the verdict engine's shape. */
export interface Interval {
  lower: number;
  upper: number;
}

export interface Report {
  schema_version: typeof REPORT_SCHEMA_VERSION;
  tool: { name: "contamgate"; version: string };
  /** The contamgate.yml that was run, as given, and the sha256 of its bytes. Null when flags only. */
  config: { path: string; sha256: string } | null;
  /** "pass", or every outcome present joined by "+" (see VerdictLabel). */
  verdict: VerdictLabel;
  exit_code: number;
  /** Which checks were asked for, in the order they ran. */
  checks: CheckName[];
  /** One line saying why the verdict is what it is (no holdout text, no secrets). */
  headline?: string;
  power: PowerSection | null;
  contamination: ContaminationSection | null;
  leakage: LeakageSection | null;
  /** The compare check (docs/compare.md); null when it did not run. */
  compare: CompareSection | null;
  warnings: ReportWarning[];
}

/**
 * `plan`: the planned compare design judged before spending (the power check, from
 * compare.plan); `comparison`: the compare check's result (`compare --json`'s object).
 */
export interface CompareSection {
  plan: ComparePlanJson | null;
  comparison: ComparisonJson | null;
}

export interface ReportWarning {
  source: CheckName | "action" | "cache" | "config";
  message: string;
  /** Where a reader should look; only for warnings tied to a file. */
  file?: string;
  line?: number;
}

// ---------------------------------------------------------------------------------------------
// Power (the gate, before any spend): `contamgate power --json`'s object, the same shape
// (docs/statistics.md "The gate as JSON"), here always with n and a target drop.

export interface PowerSection extends PowerGateJson {
  n: number;
  /** The preregistered target drop δ (proportion, 0.05 = 5 pt). */
  effect: number;
  /** Exact power of the rule against n around the design, ascending in n. */
  curve: PowerCurvePoint[];
  /** The run went ahead although the gate failed (`--force-underpowered`); absent otherwise. */
  forced?: true;
}

export interface PowerCurvePoint {
  n: number;
  power: number;
}

// ---------------------------------------------------------------------------------------------
// Contamination verdicts. Mirrors `contamgate verdict --json` plus the run's spend.

export interface PairedTable {
  a: number;
  b: number;
  c: number;
  e: number;
}

/**
 * One model's verdict (with every (model, perturber) pair), a heterogeneity assessment per
 * perturber and the design: exactly the objects of `contamgate verdict --json`
 * (src/report/verdict-json.ts owns their shape; the report does not copy it).
 */
export type ModelVerdict = ModelJson;
export type PairVerdict = PairJson;
export type Heterogeneity = HeterogeneityJson;
export type ContaminationDesign = VerdictJson["design"];

export interface Spend {
  calls_made: number;
  cache_hits: number;
  /** Of the cache hits, those whose stored entry passed its checksum (docs/reliability.md "Response cache"). */
  cache_hits_verified?: number;
  new_entries: number;
  /** Keys whose answer came back different from the stored one (first answer kept). */
  nondeterministic: number;
  /** Calls the run would have made; present when the run stopped before (e.g. unconfirmed). */
  calls_needed?: number;
  max_calls?: number | null;
}

export interface ContaminationSection {
  design: ContaminationDesign;
  models: ModelVerdict[];
  heterogeneity: Heterogeneity[];
  warnings: string[];
  spend: Spend;
  /** Labels of the models with a significant drop, each once. */
  detected_models: string[];
  /** The run stopped before its verdicts (call budget spent: exit 3; provider refused: exit 4; interrupted: exit 3). */
  stopped?: { reason: string; exit_code: number };
  /**
   * Per model label and condition: unparsed replies (src/run/unparsed.ts unparsedJson) — item ids
   * and bounded, redacted excerpts; holdout items by id only.
   */
  unparsed?: Record<string, Record<string, unknown>>;
}

// ---------------------------------------------------------------------------------------------
// Leakage. Mirrors `contamgate leakage --json`.

// One finding type from the scan to every surface (src/leakage/report.ts): no re-typing on the way.
export type { FindingList, LeakageFinding, LeakageRule } from "../leakage/report.js";
import type { FindingList } from "../leakage/report.js";

export interface LeakageSection {
  /** In the scan's order (compareFindings); the scan's sink itself in `check`, an array when read from JSON. */
  findings: FindingList;
  /** Scan statistics as the engine reports them (lines, bytes, probes, seconds, …). */
  stats: Record<string, unknown>;
  /** Set in pull-request mode: only lines added since this ref were scanned. */
  changed_since?: string | null;
  threshold?: number;
  containment_threshold?: number | null;
}
