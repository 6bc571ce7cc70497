/**
 * The compare section of the Markdown report (job summary, report.md, PR comment): the planned
 * design, and per candidate the decision, the paired table, both accuracies and the difference
 * with their intervals and n — never a bare point estimate (docs/compare.md).
 */
import type { CompareSection } from "./types.js";
import {
  accuracyBaselinePhrase,
  accuracyCandidatePhrase,
  compareDesignPhrase,
  differencePhrase,
  gatePhrase,
  pairingPhrase,
  planPhrase,
  pPhrase,
  reasonPhrase,
} from "./compare-figures.js";
import { forMarkdown, forMarkdownCode } from "../text/escape.js";

export function compareMarkdown(s: CompareSection): string[] {
  const lines: string[] = [];
  const r = s.comparison;
  if (r === null) {
    if (s.plan !== null)
      lines.push("### Planned comparison (before any spend)", "", `${forMarkdown(planPhrase(s.plan))}.`, "");
    return lines;
  }
  lines.push(
    `### Comparison: baseline ${forMarkdownCode(r.baseline.label)}`,
    "",
    `${forMarkdown(compareDesignPhrase(r))}. Gate: **${forMarkdown(gatePhrase(r))}**.`,
    "",
  );
  const plan = r.power ?? s.plan;
  if (plan !== null) lines.push(`Planned design: ${forMarkdown(planPhrase(plan))}.`, "");
  lines.push(
    "| candidate | decision | difference (candidate − baseline) | baseline | candidate | p |",
    "|---|---|---|---|---|---|",
  );
  for (const c of r.candidates)
    lines.push(
      `| ${forMarkdownCode(c.label)} | **${c.decision}**${c.failing.length ? ` ❌ (${c.failing.join(", ")})` : ""} | ${forMarkdown(differencePhrase(c))} | ${forMarkdown(accuracyBaselinePhrase(c))} | ${forMarkdown(accuracyCandidatePhrase(c))} | ${forMarkdown(pPhrase(c, r.design))} |`,
    );
  lines.push("");
  for (const c of r.candidates) {
    const t = c.exact.table;
    lines.push(
      `- ${forMarkdownCode(c.label)}: ${forMarkdown(reasonPhrase(c, r.design))}. Paired table: ${t.both} both correct, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither; ${forMarkdown(pairingPhrase(c))}.`,
    );
  }
  lines.push("");
  if (r.warnings.length) {
    lines.push("Compare warnings:", "");
    for (const w of r.warnings) lines.push(`- ${forMarkdown(w)}`);
    lines.push("");
  }
  return lines;
}
