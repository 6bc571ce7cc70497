/**
 * The comparison as plain text (`contamgate compare`). It renders the published object
 * (src/compare/model.ts) through the shared phrases of compare-figures.ts, as every surface does.
 */
import type { CandidateJson, ComparisonJson } from "../compare/model.js";
import type { ComparePlanJson } from "../compare/plan.js";
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
  planPhrase,
  pPhrase,
  reasonPhrase,
} from "./compare-figures.js";
import { int, num, pIs, prob, pt, ptSize } from "./format.js";

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
    `  ${c.result.analysis === "pass@k" ? "" : "accuracy "}baseline ${accuracyBaselinePhrase(c)}, candidate ${accuracyCandidatePhrase(c)}`,
    `  difference (candidate − baseline) ${differencePhrase(c)}`,
    `  ${pPhrase(c, r.design)}`,
  ];
  if (c.result.analysis !== "exact") {
    const e = c.exact;
    const dp = boundDigits(e.estimate, e.bound);
    lines.push(
      `  for reference, treating the ${e.n} paired ${c.result.analysis === "pass@k" ? "samples" : "units"} as independent (${e.method}): ${pt(e.estimate, dp)} (${boundPhrase(e.bound, dp)}; n = ${e.n}), ${pIs(e.p_value)}`,
    );
  }
  return lines;
}

/** `power --compare` as text: the design, the power at n and the items needed. */
export function renderComparePlanText(p: ComparePlanJson): string {
  const sided = p.direction === "two-sided" ? "two-sided" : `one-sided (${p.direction})`;
  const mult =
    p.candidates > 1
      ? `, ${p.candidates} candidates: each at α/${p.candidates} = ${num(p.alpha_each)} (Bonferroni)`
      : "";
  const lines = [
    `Power of the comparison: exact McNemar ${sided} at α = ${num(p.alpha)}${mult}; the power of its melded interval ${p.margin > 0 ? `clearing the ${ptSize(p.margin)} margin` : "excluding 0 (margin 0)"}`,
    `  ${planPhrase(p)}`,
  ];
  if (p.normal_approximation !== null && p.effective_n !== null)
    lines.push(
      `  normal approximation (Connor 1987; comparison only, never the gate): ${prob(p.normal_approximation)} at ${int(p.effective_n)} items`,
    );
  if (p.required_n !== null && p.first_n !== null && p.first_n !== p.required_n)
    lines.push(
      `  first reached at n = ${int(p.first_n)}; the exact power is a saw-tooth in n, so the figure is the smallest n from which it holds over [n, 2n]`,
    );
  if (p.design_effect !== null)
    lines.push(
      `  with a design effect the exact power is taken at ⌊n/D⌋ independent items (${p.method}); the compare run itself uses the clustered analysis`,
    );
  return `${lines.join("\n")}\n`;
}
