/** The compare section of report.html: the same phrases as every other surface (compare-figures.ts). */
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
import { html as h } from "./format.js";
import type { CompareSection } from "./types.js";

export function compareHtml(s: CompareSection): string[] {
  const r = s.comparison;
  if (r === null) return s.plan ? [`<h2>Planned comparison</h2><p>${h(planPhrase(s.plan))}.</p>`] : [];
  const plan = r.power ?? s.plan;
  return [
    `<h2>Comparison: baseline <code>${h(r.baseline.label)}</code></h2>`,
    `<p>${h(compareDesignPhrase(r))}. Gate: <strong>${h(gatePhrase(r))}</strong>.</p>`,
    ...(plan ? [`<p>Planned design: ${h(planPhrase(plan))}.</p>`] : []),
    `<table><tr><th>candidate</th><th>decision</th><th>difference (candidate − baseline)</th><th>baseline</th><th>candidate</th><th>p</th><th>paired table</th></tr>`,
    ...r.candidates.map((c) => {
      const t = c.exact.table;
      return `<tr><td><code>${h(c.label)}</code></td><td><strong>${h(c.decision)}</strong>${c.failing.length ? ` (fails ${h(c.failing.join(", "))})` : ""}: ${h(reasonPhrase(c, r.design))}</td><td>${h(differencePhrase(c))}</td><td>${h(accuracyBaselinePhrase(c))}</td><td>${h(accuracyCandidatePhrase(c))}</td><td>${h(pPhrase(c, r.design))}</td><td>${t.both} both, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither; ${h(pairingPhrase(c))}</td></tr>`;
    }),
    `</table>`,
    ...(r.warnings.length ? [`<ul>${r.warnings.map((w) => `<li>${h(w)}</li>`).join("")}</ul>`] : []),
  ];
}
