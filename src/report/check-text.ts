/** The terminal view of a check Report: every estimate with its interval or conditions and n. */
import { cacheHits, int, mde, pct, prob, ptSize, score, targetDrop, targetPower } from "./format.js";
import { forLog as esc } from "../text/escape.js";
import { excessPowerPhrase, powerReasons } from "./figures.js";
import type { Report } from "./types.js";
import { controlsLines, heterogeneityLines, modelLines } from "./verdict-text.js";
import { planPhrase } from "./compare-figures.js";
import { renderCompareText } from "./compare-text.js";
import { findingScope, scanScopeText } from "./leakage-section.js";

export function renderCheckText(r: Report): string {
  const out: string[] = [];
  out.push(`contamgate check: ${r.verdict.toUpperCase()} — ${esc(r.headline ?? "")}`);
  if (r.config)
    out.push(`config ${esc(r.config.path)} (sha256 ${r.config.sha256.slice(0, 12)}…), contamgate ${r.tool.version}`);

  const p = r.power;
  if (p) {
    out.push(
      "",
      `power gate (exact ${p.one_sided ? "one-sided" : "two-sided"} McNemar, α = ${p.alpha}, M = ${p.models}, K = ${p.perturbers}, E[max] ${p.emax}):`,
    );
    out.push(
      `  design: n = ${int(p.n)} questions, expected discordant rate ${pct(p.discordant_rate)}, target drop ${targetDrop(p.effect)}, target power ${targetPower(p.target_power)}`,
    );
    const e = p.exact;
    const na = p.normal_approximation;
    out.push(
      `  exact power ${e.power === null ? "—" : prob(e.power)} for the target drop at n = ${int(p.n)}` +
        ` (normal approximation ${na.power === null ? "—" : prob(na.power)}, comparison only)`,
    );
    out.push(
      `  smallest drop this n can see at ${targetPower(p.target_power)} power: ${e.min_detectable_effect === null ? "none ≤ the discordant rate" : mde(e.min_detectable_effect)}` +
        ` (normal approximation ${na.min_detectable_effect === null ? "—" : mde(na.min_detectable_effect)})`,
    );
    out.push(
      `  questions the target needs: ${e.required_n === null ? "—" : int(e.required_n)}` +
        (e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at ${int(e.first_n)})` : "") +
        ` (normal approximation ${na.required_n === null ? "—" : int(na.required_n)})`,
    );
    out.push(
      `  ${p.adequate === false ? (p.forced ? "UNDERPOWERED (run forced past the gate)" : "UNDERPOWERED: nothing is spent") : "adequate"}`,
    );
    const reasons = powerReasons(p);
    if (reasons) out.push(`  note: ${reasons}`);
    if (p.controls) out.push(`  ${excessPowerPhrase(p.controls, p.n, p.target_power)}`);
  }

  const l = r.leakage;
  if (l) {
    let holdout = 0;
    for (const f of l.findings) if (f.probe.holdout) holdout++;
    const scope = scanScopeText(l, esc);
    out.push(
      "",
      `leakage: ${int(l.findings.length)} finding(s)${scope ? ` [${scope}]` : ""} (${int(holdout)} from holdout sets; holdout text is never shown)`,
    );
    let shown = 0;
    for (const f of l.findings) {
      if (shown++ === 50) break;
      const via = findingScope(l, f, esc);
      out.push(
        `  ${esc(f.corpus.file)}:${f.corpus.line} ← ${esc(f.probe.set)} ${esc(f.probe.file)}:${f.probe.line}${f.probe.id ? ` (${esc(f.probe.id)})` : ""}` +
          `${f.probe.holdout ? " [holdout]" : ""}: jaccard ${score(f.jaccard)}, containment ${score(f.containment)}; ${f.rules.join(", ")}` +
          (via ? ` — ${via}` : ""),
      );
    }
    if (l.findings.length > 50) out.push(`  … ${int(l.findings.length - 50)} more in report.json`);
  }

  const c = r.contamination;
  if (c) {
    const d = c.design;
    out.push(
      "",
      `contamination (exact one-sided McNemar, Holm over ${d.family_size} (model, perturber) pairs: M = ${d.models}, K = ${d.perturbers}${d.excess_tests ? ` + ${d.excess_tests} excess-drop tests against the clean control(s) ${d.controls.join(", ")}` : ""}; target drop ${ptSize(d.target_effect)}):`,
    );
    if (c.stopped) out.push(`  STOPPED before any verdict (exit ${c.stopped.exit_code}): ${esc(c.stopped.reason)}`);
    for (const m of c.models) out.push(...modelLines(m, d).map((l) => `  ${esc(l)}`));
    if (c.models.length) out.push(...controlsLines(c.models, d.alpha).map((l) => `  ${esc(l)}`));
    if (c.models.length) out.push(...heterogeneityLines(c.heterogeneity).map((l) => `  ${esc(l)}`));
    const s = c.spend;
    out.push(
      `  spend: ${int(s.calls_made)} paid calls made, ${cacheHits(s.cache_hits, s.cache_hits_verified)}, ${int(s.new_entries)} new cache entries${s.nondeterministic ? `, ${int(s.nondeterministic)} nondeterministic answers (first kept)` : ""}`,
    );
    for (const w of c.warnings) out.push(`  warning: ${esc(w)}`);
  }
  const cmp = r.compare;
  if (cmp?.comparison) {
    out.push(
      "",
      ...renderCompareText(cmp.comparison)
        .trimEnd()
        .split("\n")
        .map((l) => `  ${esc(l)}`),
    );
  } else if (cmp?.plan) {
    out.push("", `planned comparison (before any spend): ${esc(planPhrase(cmp.plan))}`);
  }
  // A comparison's warnings are printed with it above: said once.
  const shownCompare = new Set(cmp?.comparison?.warnings ?? []);
  const other = r.warnings.filter(
    (w) =>
      (w.source !== "contamination" || !c?.warnings.includes(w.message)) &&
      (w.source !== "compare" || !shownCompare.has(w.message)),
  );
  if (other.length) {
    out.push("", "warnings:");
    for (const w of other)
      out.push(`  - ${w.file ? `${esc(w.file)}${w.line ? `:${w.line}` : ""}: ` : ""}${esc(w.message)}`);
  }
  return out.join("\n") + "\n";
}
