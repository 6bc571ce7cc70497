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
  };
}
