/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no external URL), for
 * people who would rather look than read: the power curve and the forest plot of drops.
 */
import {
  accuracyOriginalPhrase,
  accuracyPerturbedPhrase,
  controlReadingLines,
  dropCellPhrase,
  boundsShown,
  sampleText,
  excessPowerPhrase,
  heterogeneityTestPhrase,
  nonDetectionSentences,
  pooledPhrase,
  pairMethodPhrases,
} from "./figures.js";
import {
  alphaText,
  cacheHits,
  dropDigits,
  html,
  int,
  levelText,
  mde,
  pct,
  prob,
  pt,
  pValue,
  score,
  targetDrop,
  targetPower,
} from "./format.js";
import { listedFindings, scanScopeText } from "./leakage-section.js";
import { noVerdicts, otherWarnings } from "./markdown.js";
import { compareHtml } from "./compare-html.js";
import { forestPlotSvg, powerCurveSvg } from "./svg.js";
import { softContext, softFigureLines } from "./power-text.js";
import { timeSplitBlocks } from "./time-split-text.js";
import type { Report } from "./types.js";
import { outcomesOf } from "./types.js";

const CSS = `body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.verdict{font-size:1.4em;padding:.5em 1em;border-radius:6px}
.pass{background:#e6f4ea}.contaminated,.leaking,.compare-failed,.error{background:#fde8e8}.underpowered,.unconfirmed{background:#fff4e0}
footer{margin-top:2em;color:#666;font-size:.9em}code{background:#f4f4f4;padding:0 3px}`;

export function renderHtml(report: Report): string {
  const body: string[] = [];
  const h = (s: string) => html(s);
  body.push(
    `<h1>contamgate report</h1>`,
    `<p class="verdict ${outcomesOf(report.verdict)[0] ?? "pass"}">Verdict: <strong>${h(report.verdict)}</strong> (exit ${report.exit_code})${report.headline ? ` — ${h(report.headline)}` : ""}</p>`,
  );

  if (report.power) body.push(...powerHtml(report.power));
  if (report.contamination) body.push(...contaminationHtml(report.contamination));
  if (report.leakage) body.push(...leakageHtml(report.leakage));
  if (report.compare) body.push(...compareHtml(report.compare));
  const rest = otherWarnings(report);
  if (rest.length)
    body.push(
      `<h2>Warnings</h2><ul>${rest.map((w) => `<li><strong>${h(w.source)}</strong>: ${h(w.message)}</li>`).join("")}</ul>`,
    );
  body.push(
    `<footer>${h(report.tool.name)} ${h(report.tool.version)} · ${report.config ? `config <code>${h(report.config.path)}</code> sha256 <code>${h(report.config.sha256)}</code>` : "no config file"}</footer>`,
  );
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>contamgate: ${h(report.verdict)}</title><style>${CSS}</style></head><body>\n${body.join("\n")}\n</body></html>\n`;
}

/** The power gate: its figures, exact beside the normal approximation, and the power curve. */
function powerHtml(p: NonNullable<Report["power"]>): string[] {
  const h = (s: string) => html(s);
  const out: string[] = [];
  const cond = `n = ${int(p.n)}, ψ = ${pct(p.discordant_rate)}, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
  const f = (v: number | null, g: (x: number) => string) => (v === null ? "none at this n" : g(v));
  out.push(
    `<h2>Power gate</h2>`,
    `<p>Target drop ${h(targetDrop(p.effect))} at ${h(targetPower(p.target_power))} power; ${h(cond)}. Gate: <strong>${p.adequate === null ? "not judged" : p.adequate ? "adequate" : "underpowered"}</strong>.</p>`,
    `<table><tr><th>figure</th><th>exact (the gate)</th><th>normal approximation (comparison only)</th></tr>`,
    `<tr><td>power for the target drop at ${h(cond)}</td><td>${f(p.exact.power, prob)}</td><td>${f(p.normal_approximation.power, prob)}</td></tr>`,
    `<tr><td>minimum detectable drop at ${h(cond)}</td><td>${h(f(p.exact.min_detectable_effect, mde))}</td><td>${h(f(p.normal_approximation.min_detectable_effect, mde))}</td></tr>`,
    `<tr><td>n needed for the target</td><td>${p.exact.required_n === null ? "none" : `n = ${int(p.exact.required_n)}`}</td><td>${p.normal_approximation.required_n === null ? "none" : `n = ${int(p.normal_approximation.required_n)}`}</td></tr></table>`,
  );
  if (p.controls) out.push(`<p>${h(excessPowerPhrase(p.controls, p.n, p.target_power))}.</p>`);
  if (p.soft) {
    // The soft gate's lines, worded as on the text and Markdown surfaces (power-text.ts).
    const [head, ...rest] = softFigureLines(p.soft, softContext(p));
    out.push(
      `<p class="soft-gate">${h(head!)}</p>`,
      `<ul class="soft-gate">${rest.map((l) => `<li>${h(l.trim())}</li>`).join("")}</ul>`,
    );
  }
  const svg = powerCurveSvg(p);
  if (svg)
    out.push(
      `<figure>${svg}<figcaption>Exact power of the verdict rule against n; dashed: the target power; dotted: the design's n and the required n.</figcaption></figure>`,
    );
  return out;
}

/** The contamination verdicts: the table, what each non-detection could see, the plots, spend. */
function contaminationHtml(c: NonNullable<Report["contamination"]>): string[] {
  const h = (s: string) => html(s);
  const out: string[] = [];
  const d = c.design;
  const method = pairMethodPhrases(c.models);
  out.push(
    `<h2>Contamination verdicts</h2>`,
    `<p>One family of ${int(d.family_size)} hypotheses (M = ${d.models} × K = ${d.perturbers} tried${d.excess_tests ? `, + ${int(d.excess_tests)} excess-drop tests against the clean control(s) ${h(d.controls.join(", "))}` : ""}): ${h(method.test)} per pair, Holm over the family, ${h(method.bound)} deflated by ${h(method.deflation)}. Drop intervals are ${h(method.intervals)}; every pair's upper end is also stated as its one-sided (1 − α) upper bound, named or not.</p>`,
  );
  if (c.models.length === 0) out.push(`<p>${h(noVerdicts(c, (x) => x))}</p>`);
  else
    out.push(
      `<table><tr><th>model</th><th>perturber</th><th>n</th><th>accuracy original</th><th>accuracy perturbed</th><th>drop</th><th>adjusted lower bound</th><th>p</th><th>p (Holm)</th><th>verdict</th></tr>`,
      ...c.models.flatMap((m) =>
        m.perturbers.map((p) => {
          const verdict = p.detected
            ? "<strong>significant drop</strong>"
            : m.detected
              ? "does not fire"
              : "no significant drop (see below)";
          return `<tr><td>${h(m.name)}</td><td>${h(p.perturber)}</td><td>${h(sampleText(p))}</td><td>${h(accuracyOriginalPhrase(p))}</td><td>${h(accuracyPerturbedPhrase(p))}</td><td>${h(dropCellPhrase(p, d.alpha, boundsShown(m).includes(p)))}</td><td>${h(pt(p.adjusted_lcb, dropDigits(p.drop_ci)))}</td><td>${h(pValue(p.p_value))}</td><td>${h(pValue(p.p_holm))}</td><td>${verdict}</td></tr>`;
        }),
      ),
      `</table>`,
    );
  // A non-detection's design reading is a paragraph: below the table, not in its narrowest column.
  // The upper bound is in every pair's drop cell, named or not (docs/statistics.md).
  const missed = c.models.filter((m) => !m.detected).flatMap((m) => m.perturbers.map((p) => ({ m, p })));
  if (missed.length)
    out.push(
      `<p><strong>No significant drop: what each pair's design could see</strong></p><ul>${missed
        .map(
          ({ m, p }) =>
            `<li><code>${h(m.name)}</code> · <code>${h(p.perturber)}</code>: ${h(nonDetectionSentences(p, d).join("; "))}.</li>`,
        )
        .join("")}</ul>`,
    );
  const svg = forestPlotSvg(c);
  if (svg)
    out.push(
      `<figure>${svg}<figcaption>Drop per (model, perturber): dot = estimate, bar = melded ${h(levelText(1 - 2 * d.alpha))} interval, whose left end is the one-sided lower bound; diamond = lower bound after the E[max] deflation. Red = significant drop.</figcaption></figure>`,
    );
  if (c.models.length) {
    out.push(
      `<h3>Against a clean control</h3><ul>${controlReadingLines(c.models, d.alpha)
        .map((l) => `<li>${h(l)}</li>`)
        .join("")}</ul>`,
    );
  }
  for (const het of c.heterogeneity) {
    out.push(
      `<h3>Heterogeneity (perturber ${h(het.perturber)})</h3><p>${h(heterogeneityTestPhrase(het))}, over ${het.included.length} models; ${h(pooledPhrase(het))}.</p><blockquote>${h(het.interpretation)}</blockquote>`,
    );
  }
  const splits = timeSplitBlocks(c.models);
  if (splits.length)
    out.push(
      `<h3>Time split (training cutoffs)</h3><ul>${splits.map((b) => `<li><strong>${h(b.model)}</strong>: ${h(b.head)}<ul>${b.lines.map((l) => `<li>${h(l)}</li>`).join("")}</ul></li>`).join("")}</ul>`,
    );
  const s = c.spend;
  out.push(
    `<h3>Spend</h3><p>calls made ${int(s.calls_made)} · ${cacheHits(s.cache_hits, s.cache_hits_verified)} · new cache entries ${int(s.new_entries)} · nondeterministic answers ${int(s.nondeterministic)}</p>`,
  );
  if (c.warnings.length) out.push(`<ul>${c.warnings.map((w) => `<li>${h(w)}</li>`).join("")}</ul>`);
  return out;
}

/** The leakage findings, listed up to LISTED_FINDINGS. */
function leakageHtml(l: NonNullable<Report["leakage"]>): string[] {
  const h = (s: string) => html(s);
  const out: string[] = [];
  const { listed: f, total } = listedFindings(l.findings);
  const scope = scanScopeText(l, (r) => `<code>${h(r)}</code>`);
  out.push(
    `<h2>Leakage scan</h2><p>${int(total)} finding(s)${scope ? ` (pull-request mode: ${scope})` : ""}; holdout probes are shown by file and line only.</p>`,
  );
  if (f.length)
    out.push(
      `<table><tr><th>corpus file:line</th><th>probe set</th><th>probe file:line</th><th>holdout</th><th>Jaccard</th><th>containment</th><th>rules</th></tr>`,
      ...f.map(
        (x) =>
          `<tr><td><code>${h(`${x.corpus.file}:${x.corpus.line}`)}</code></td><td>${h(x.probe.set)}</td><td><code>${h(`${x.probe.file}:${x.probe.line}`)}</code></td><td>${x.probe.holdout ? "yes" : "no"}</td><td>${score(x.jaccard)}</td><td>${score(x.containment)}</td><td>${h(x.rules.join(", "))}</td></tr>`,
      ),
      `</table>`,
      // A page for people lists at most LISTED_FINDINGS; report.json has every one.
      ...(total > f.length ? [`<p>… ${int(total - f.length)} more findings in report.json</p>`] : []),
    );
  return out;
}
