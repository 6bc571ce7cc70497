/** The step outputs (action.yml), all strings as the runner stores them. */
import type { Report } from "../report/types.js";

export interface OutputValues {
  verdict: string;
  "contaminated-models": string;
  "leakage-findings": string;
  "min-detectable-effect": string;
  "report-path": string;
  "cache-hit": string;
  "cache-new-entries": string;
  comparison: string;
  comparisons: string;
}

export function outputValues(
  report: Report,
  extra: { reportPath: string; cacheHit: boolean; newCacheEntries: number },
): OutputValues {
  const mde = report.power?.exact.min_detectable_effect ?? null;
  return {
    verdict: report.verdict,
    "contaminated-models": JSON.stringify(
      report.contamination?.detected_models ??
        report.contamination?.models.filter((m) => m.detected).map((m) => m.name) ??
        [],
    ),
    "leakage-findings": String(report.leakage?.findings.length ?? 0),
    // A proportion (0.115 = 11.5 pt), empty when no drop up to ψ reaches the target or no power check ran.
    "min-detectable-effect": mde === null ? "" : String(mde),
    "report-path": extra.reportPath,
    "cache-hit": String(extra.cacheHit),
    "cache-new-entries": String(extra.newCacheEntries),
    ...comparisonOutputs(report),
  };
}

/**
 * `comparison`: the decision (better, worse, inconclusive, equivalent) of the one candidate, or
 * with several the least favourable (worse, inconclusive, equivalent, better), so a workflow
 * testing it never reads a pass into a mixed result; `comparisons`: every candidate's, as JSON.
 * Both empty when no comparison ran.
 */
function comparisonOutputs(report: Report): { comparison: string; comparisons: string } {
  const cands = report.compare?.comparison?.candidates ?? [];
  if (cands.length === 0) return { comparison: "", comparisons: "" };
  const order = ["worse", "inconclusive", "equivalent", "better"] as const;
  const worst = order.find((d) => cands.some((c) => c.decision === d))!;
  return {
    comparison: worst,
    comparisons: JSON.stringify(Object.fromEntries(cands.map((c) => [c.label, c.decision]))),
  };
}
