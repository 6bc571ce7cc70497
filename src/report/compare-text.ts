/**
 * The comparison as plain text (`contamgate compare`). It renders the published object
 * (src/compare/model.ts) through the shared phrases of compare-figures.ts, as every surface does.
 */
import type { CandidateJson, ComparisonJson } from "../compare/model.js";
import {
  accuracyBaselinePhrase,
  accuracyCandidatePhrase,
  boundDigits,
  boundPhrase,
  compareDesignPhrase,
  decisionWord,
  differencePhrase,
  gatePhrase,
  pairingPhrase,
  powerPhrase,
  pPhrase,
  reasonPhrase,
} from "./compare-figures.js";
import { pIs, pt } from "./format.js";

export function renderCompareText(r: ComparisonJson): string {
  const out: string[] = [
    `contamgate compare: baseline ${r.baseline.label} vs ${r.candidates.map((c) => c.label).join(", ")}`,
    `  ${compareDesignPhrase(r)}`,
  ];
  const power = powerPhrase(r);
  if (power !== null) out.push(`  ${power}`);
  out.push(`gate: ${gatePhrase(r)}`, "");
  for (const c of r.candidates) out.push(...candidateLines(c, r), "");
  if (r.warnings.length) {
    out.push("warnings:");
    for (const w of r.warnings) out.push(`  - ${w}`);
  }
  return `${out.join("\n").trimEnd()}\n`;
}

export function candidateLines(c: CandidateJson, r: ComparisonJson): string[] {
  const t = c.exact.table;
  const lines = [
    `${c.label}: ${decisionWord(c)} — ${reasonPhrase(c, r.design)}`,
    `  pairing: ${pairingPhrase(c)}`,
    `  table: ${t.both} both correct, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither`,
    `  accuracy baseline ${accuracyBaselinePhrase(c)}, candidate ${accuracyCandidatePhrase(c)}`,
    `  difference (candidate − baseline) ${differencePhrase(c)}`,
    `  ${pPhrase(c, r.design)}`,
  ];
  if (c.result.analysis === "clustered") {
    const e = c.exact;
    const dp = boundDigits(e.estimate, e.bound);
    lines.push(
      `  for reference, assuming independent items (${e.method}): ${pt(e.estimate, dp)} (${boundPhrase(e.bound, dp)}), ${pIs(e.p_value)}`,
    );
  }
  return lines;
}
