/**
 * The Markdown report: job summary, report.md and (with a marker) the PR comment. Every figure a
 * person reads carries its interval or its conditions and its n (docs/statistics.md, "Never a bare point estimate"), and the
 * whole text stays inside a byte budget: long lists collapse into <details> and are cut with
 * "N more in report.json" rather than letting GitHub drop the summary (1 MiB per step).
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
  powerReasons,
  pairMethodPhrases,
} from "./figures.js";
import {
  alphaText,
  bytes,
  cacheHits,
  cell,
  dropDigits,
  int,
  mde,
  pct,
  prob,
  pt,
  ptSize,
  pValue,
  score,
  targetDrop,
  targetPower,
} from "./format.js";
import { forMarkdown, forMarkdownCode } from "../text/escape.js";
import { listedFindings, scanScopeText } from "./leakage-section.js";
import { mermaidLegend, mermaidPowerCurve } from "./mermaid.js";
import { gatePhrase, planPhrase } from "./compare-figures.js";
import { compareMarkdown } from "./compare-markdown.js";
import { timeSplitBlocks } from "./time-split-text.js";
import { softContext, softFigureLines } from "./power-text.js";
import type {
  ContaminationSection,
  LeakageFinding,
  Heterogeneity,
  LeakageSection,
  ModelVerdict,
  PairVerdict,
  PowerSection,
  Report,
  ReportWarning,
  Verdict,
} from "./types.js";
import { outcomesOf } from "./types.js";

/** Well under the runner's 1 MiB per step, leaving room for other steps' output. */
export const DEFAULT_SUMMARY_MAX_BYTES = 256 * 1024;
/** Lists longer than this are collapsed into <details>. */
const COLLAPSE_ROWS = 10;
/**
 * contamgate's own figure names go through the escaper too: GitHub reads "E[max](K)" as a link
 * to "K" and "E[max]" as a reference link.
 */
const EMAX = forMarkdown("E[max]");

export interface MarkdownOptions {
  maxBytes?: number;
  /** Where the full report lives, named in "N more in …" lines. */
  reportJson?: string;
  /** Include the Mermaid power curve (default true). */
  chart?: boolean;
}

interface Block {
  fixed: string[];
  /** A list whose rows may be cut to fit the budget. */
  list?: { head: string[]; rows: Rows; noun: string; tail?: string[] };
}

/**
 * Rows rendered on demand: a 10⁵-finding scan must not format rows the budget will drop.
 * `length` counts every row; only the first `listed` can be rendered (a capped list).
 */
interface Rows {
  length: number;
  listed: number;
  at(i: number): string;
}

function rows<T>(items: readonly T[], render: (x: T) => string): Rows {
  return { length: items.length, listed: items.length, at: (i) => render(items[i]!) };
}

export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const maxBytes = opts.maxBytes ?? DEFAULT_SUMMARY_MAX_BYTES;
  const where = opts.reportJson ?? "report.json";
  let blocks = buildBlocks(report, opts.chart !== false);
  let text = fit(blocks, maxBytes, where);
  if (bytes(text) > maxBytes && opts.chart !== false) {
    blocks = buildBlocks(report, false);
    text = fit(blocks, maxBytes, where);
  }
  return bytes(text) <= maxBytes ? text : hardCut(text, maxBytes, where);
}

function buildBlocks(report: Report, chart: boolean): Block[] {
  const blocks: Block[] = [{ fixed: banner(report) }];
  if (report.power) blocks.push({ fixed: powerTable(report.power, chart) });
  if (report.contamination) blocks.push(...contaminationBlocks(report.contamination));
  if (report.leakage) blocks.push(leakageBlock(report.leakage));
  if (report.compare) blocks.push({ fixed: compareMarkdown(report.compare) });
  const rest = otherWarnings(report);
  if (rest.length) blocks.push(warningsBlock(rest));
  blocks.push({ fixed: footer(report) });
  return blocks;
}

/** Give each list as many rows as the budget allows, in report order. */
function fit(blocks: Block[], maxBytes: number, where: string): string {
  const reserve = 256;
  const base = bytes(blocks.map((b) => renderBlock(b, { kind: "measure" }, where)).join("\n"));
  let left = maxBytes - base - reserve;
  const parts: string[] = [];
  for (const b of blocks) {
    if (!b.list) {
      parts.push(renderBlock(b, { kind: "rows", take: 0 }, where));
      continue;
    }
    let take = 0;
    while (take < b.list.rows.listed) {
      const cost = bytes(b.list.rows.at(take)) + 1;
      if (cost > left) break;
      left -= cost;
      take++;
    }
    parts.push(renderBlock(b, { kind: "rows", take }, where));
  }
  return parts.join("\n");
}

/**
 * How a block is rendered: with its first `take` rows, or measured — no rows, but the longest
 * "more" line and collapse it could get (no count in them can exceed the list's length).
 */
type Render = { kind: "rows"; take: number } | { kind: "measure" };

function renderBlock(b: Block, how: Render, where: string): string {
  const lines = [...b.fixed];
  if (b.list) {
    const measure = how.kind === "measure";
    const shown = measure ? [] : Array.from({ length: how.take }, (_, i) => b.list!.rows.at(i));
    const hidden = measure ? b.list.rows.length : b.list.rows.length - shown.length;
    const body = [...b.list.head, ...shown];
    const more = hidden > 0 ? [`… ${int(hidden)} more ${b.list.noun} in ${where}`, ""] : [];
    if (b.list.rows.length > COLLAPSE_ROWS || measure) {
      lines.push(
        `<details><summary>${int(b.list.rows.length)} ${b.list.noun}${hidden > 0 ? ` (${int(measure ? b.list.rows.length : shown.length)} shown)` : ""}</summary>`,
        "",
        ...body,
        "",
        ...more,
        "</details>",
        "",
      );
    } else {
      lines.push(...body, "", ...more);
    }
    if (b.list.tail) lines.push(...b.list.tail);
  }
  return lines.join("\n");
}

function hardCut(text: string, maxBytes: number, where: string): string {
  const note = `\n\n… summary cut to fit ${int(maxBytes)} bytes; the full report is in ${where}\n`;
  const room = maxBytes - bytes(note);
  const lines = text.split("\n");
  const out: string[] = [];
  let used = 0;
  let inFence = false;
  for (const line of lines) {
    const cost = bytes(line) + 1;
    if (used + cost > room) break;
    out.push(line);
    used += cost;
    if (line.startsWith("```")) inFence = !inFence;
  }
  // An unclosed code fence would swallow the note.
  if (inFence) {
    while (out.length && !out[out.length - 1]!.startsWith("```")) out.pop();
    out.pop();
  }
  return out.join("\n") + note;
}

// ---------------------------------------------------------------------------------------------

const ICON: Record<Verdict, string> = {
  pass: "✅",
  contaminated: "❌",
  leaking: "❌",
  "compare-failed": "❌",
  underpowered: "⛔",
  unconfirmed: "⏸️",
  error: "⚠️",
};

/** The banner names every outcome present (e.g. "contaminated+leaking"), one sentence each. */
function banner(r: Report): string[] {
  const outcomes = outcomesOf(r.verdict);
  const lines = [`## ${ICON[outcomes[0] ?? "pass"]} contamgate: ${r.verdict}`, ""];
  for (const v of outcomes.length ? outcomes : (["pass"] as const)) lines.push(`> ${verdictSentence(r, v)}`, "");
  // The engine's headline repeats the sentences above except where it carries the reason itself.
  if (r.headline && (outcomes.includes("error") || outcomes.includes("unconfirmed")))
    lines.push(`> ${forMarkdown(oneLine(r.headline))}`, "");
  return lines;
}

function verdictSentence(r: Report, v: Verdict): string {
  const p = r.power;
  switch (v) {
    case "contaminated": {
      const named =
        r.contamination?.models
          .filter((m) => m.detected)
          .map((m) => `${forMarkdownCode(m.name)} (named by ${forMarkdownCode(m.named_by ?? "")})`) ?? [];
      return `**Contamination detected** in ${named.join(", ") || "a model"}: a significant drop — the published questions answered better than the perturbed ones, beyond chance after Holm over every (model, perturber) pair and the ${EMAX} deflation over the perturbers tried. The drop reads as memory when it is specific to some models (see heterogeneity below) or larger than a clean control's.`;
    }
    case "leaking": {
      const f = r.leakage?.findings ?? [];
      let h = 0;
      for (const x of f) if (x.probe.holdout) h++;
      return `**Leaking**: ${int(f.length)} probe cop${f.length === 1 ? "y" : "ies"} found in the corpora (${int(h)} from holdout sets); see the corpus file and line below.`;
    }
    case "compare-failed":
      return `**Compare gate failed**: ${forMarkdown(gatePhrase(r.compare!.comparison!))}; the intervals and the decision per candidate are below.`;
    case "underpowered":
      if (p?.adequate !== false && r.compare) {
        const plan = r.compare.comparison?.power ?? r.compare.plan;
        if (plan?.adequate === false)
          return `**Underpowered**: the planned comparison — ${forMarkdown(planPhrase(plan))}.`;
      }
      if (p && p.exact.min_detectable_effect !== null)
        return `**Underpowered**: at n = ${int(p.n)} this design sees only drops of ${mde(p.exact.min_detectable_effect)} or more with ${targetPower(p.target_power)} power (target ${targetDrop(p.effect)}${p.exact.required_n !== null ? `, which needs n = ${int(p.exact.required_n)}` : ""}). Nothing was spent.`;
      if (p) return `**Underpowered**: at n = ${int(p.n)} no drop up to ψ reaches the target power. Nothing was spent.`;
      return `**Underpowered**: the design cannot see the target drop. Nothing was spent.`;
    case "unconfirmed": {
      const s = r.contamination?.spend;
      if (r.contamination?.stopped)
        return `**Unconfirmed**: the contamination run stopped before its verdicts (the call budget ran out after ${int(s?.calls_made ?? 0)} paid calls); answers already paid for are cached, so a rerun with a larger budget makes only the missing calls.`;
      return `**Unconfirmed**: the design passed the power gate, but spending was not confirmed (set \`yes: true\` in the action, or \`--yes\` on the command line)${s?.calls_needed !== undefined ? `; ${int(s.calls_needed)} uncached calls would be made` : ""}.`;
    }
    case "error":
      return `**Error**: the checks could not be evaluated; this is never a pass.`;
    case "pass": {
      const parts: string[] = [];
      if (r.contamination) parts.push("no model showed a significant drop");
      if (r.leakage) parts.push("no probe was found in the corpora");
      if (r.compare?.comparison)
        parts.push(`the compare gate passed (${forMarkdown(gatePhrase(r.compare.comparison))})`);
      else if (r.compare?.plan?.adequate)
        parts.push(`the planned comparison is adequate (n = ${int(r.compare.plan.n ?? 0)})`);
      if (p?.adequate) parts.push(`the design is adequate (n = ${int(p.n)})`);
      const s = parts.join("; ") || "all requested checks passed";
      return `**Pass**: ${s}.`;
    }
  }
}

// ---------------------------------------------------------------------------------------------

function powerTable(p: PowerSection, chart: boolean): string[] {
  const e = p.exact;
  const na = p.normal_approximation;
  const cond = `n = ${int(p.n)}, ψ = ${pct(p.discordant_rate)}, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
  const gate =
    p.adequate === null
      ? "not judged"
      : p.adequate
        ? "✅ adequate"
        : p.forced
          ? "⛔ underpowered (run forced)"
          : "⛔ underpowered";
  const lines = [
    "### Power gate (before any spend)",
    "",
    `Design: n = ${int(p.n)} questions, expected discordant rate ψ = ${pct(p.discordant_rate)}, target drop ${targetDrop(p.effect)} at ${targetPower(p.target_power)} power, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models} model(s) (Holm), K = ${p.perturbers} perturber(s) (${EMAX} ${p.emax}). Gate: **${gate}**.`,
    "",
    "| figure | exact (the gate) | normal approximation (comparison only) |",
    "|---|---|---|",
    `| power for the target drop ${targetDrop(p.effect)} at ${cond} | ${opt(e.power, prob)} | ${opt(na.power, prob)} |`,
    `| minimum detectable drop at ${cond} | ${opt(e.min_detectable_effect, mde)} | ${opt(na.min_detectable_effect, mde)} |`,
    `| n needed for ${targetPower(p.target_power)} power at ${targetDrop(p.effect)} (ψ = ${pct(p.discordant_rate)}) | ${e.required_n === null ? "none" : `n = ${int(e.required_n)}${e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at n = ${int(e.first_n)}; power dips after it)` : ""}`} | ${na.required_n === null ? "none" : `n = ${int(na.required_n)}`} |`,
    "",
  ];
  const reasons = powerReasons(p);
  if (reasons) lines.push(`_${forMarkdown(reasons)}_`, "");
  if (p.controls) lines.push(forMarkdown(`${excessPowerPhrase(p.controls, p.n, p.target_power)}.`), "");
  if (p.soft) {
    const [head, ...rest] = softFigureLines(p.soft, softContext(p));
    lines.push(forMarkdown(head!), "", ...rest.map((l) => `- ${forMarkdown(l.trim())}`), "");
  }
  if (chart) {
    const m = mermaidPowerCurve(p);
    if (m) lines.push(m, "", forMarkdown(mermaidLegend(p)), "");
  }
  return lines;
}

function opt(v: number | null, f: (v: number) => string): string {
  return v === null ? "none at this n" : f(v);
}

// ---------------------------------------------------------------------------------------------

function contaminationBlocks(c: ContaminationSection): Block[] {
  const d = c.design;
  const a = d.alpha;
  const method = pairMethodPhrases(c.models);
  const blocks: Block[] = [];
  const head = [
    "### Contamination verdicts",
    "",
    `One family of ${int(d.family_size)} hypotheses (M = ${d.models} model(s) × K = ${d.perturbers} perturber(s) tried${d.excess_tests ? `, + ${int(d.excess_tests)} excess-drop tests against the clean control(s) ${d.controls.map((x) => forMarkdownCode(x)).join(", ")}` : ""}): ${forMarkdown(method.test)} per pair, Holm over the whole family, ${forMarkdown(method.bound)}${method.signals === "binary" ? " (Fay & Lumbard 2021)" : ""} deflated by ${forMarkdown(method.deflation)} (${d.emax}); ${alphaText(a, true)}. A model is named when one of its pairs has Holm ${forMarkdown("p < α")} and a deflated lower bound ${forMarkdown("> 0")}. Drop intervals are ${forMarkdown(method.intervals)}, whose lower end is the verdict's bound; every pair's upper end is also stated as its one-sided (1 − α) upper bound, named or not.`,
    "",
    `| model | perturber | n | accuracy, original | accuracy, perturbed | drop | adjusted lower bound | p | p (Holm) | verdict |`,
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  const pairs = c.models.flatMap((m) => m.perturbers.map((p) => ({ m, p })));
  if (pairs.length === 0) blocks.push({ fixed: [...head.slice(0, 3), noVerdicts(c), ""] });
  else blocks.push({ fixed: [], list: { head, rows: rows(pairs, ({ m, p }) => pairRow(m, p, a)), noun: "pairs" } });
  // A non-detection's design reading (what the design could see) is a paragraph: it goes here, one
  // bullet per pair, not into the table's narrow verdict column. What the data exclude (the upper
  // bound) is in every pair's drop cell, named or not: printed only here it would lose its level.
  const missed = pairs.filter(({ m }) => !m.detected);
  if (missed.length)
    blocks.push({
      fixed: [],
      list: {
        head: ["**No significant drop: what each pair's design could see**", ""],
        rows: rows(
          missed,
          ({ m, p }) =>
            `- ${forMarkdownCode(m.name)} · ${forMarkdownCode(p.perturber)}: ${forMarkdown(nonDetectionSentences(p, d).join("; "))}.`,
        ),
        noun: "non-detections",
      },
    });
  const after: string[] = [];
  if (c.models.length) after.push(...controlsMarkdown(c));
  for (const h of c.heterogeneity) after.push(...heterogeneityLines(h));
  after.push(...timeSplitMarkdown(c));
  after.push(...spendLines(c));
  if (c.warnings.length) {
    after.push("**Verdict warnings**", "", ...c.warnings.map((w) => `- ${forMarkdown(oneLine(w))}`), "");
  }
  blocks.push({ fixed: after });
  return blocks;
}

/** Why a contamination section has no verdicts (the run never reached them). */
export function noVerdicts(c: ContaminationSection, escapeText: (s: string) => string = forMarkdown): string {
  return c.stopped
    ? `No verdicts: the run stopped before them (exit ${c.stopped.exit_code}): ${escapeText(oneLine(c.stopped.reason))}`
    : "No verdicts: no model was asked (spending was not confirmed; nothing was sent).";
}

function pairRow(m: ModelVerdict, p: PairVerdict, alpha: number): string {
  const dp = dropDigits(p.drop_ci);
  const verdict = p.detected
    ? m.named_by === p.perturber
      ? "**significant drop** (names the model)"
      : "**fires** (the model is named by another pair)"
    : m.detected
      ? "does not fire"
      : "no significant drop (see below)";
  return [
    "",
    cell(m.name),
    cell(p.perturber),
    cell(sampleText(p)),
    cell(accuracyOriginalPhrase(p)),
    cell(accuracyPerturbedPhrase(p)),
    cell(dropCellPhrase(p, alpha, boundsShown(m).includes(p))),
    cell(`${pt(p.adjusted_lcb, dp)} (lower bound ${pt(p.lcb, dp)} − ${ptSize(p.deflation, 2)} deflation)`),
    pValue(p.p_value),
    pValue(p.p_holm),
    verdict,
    "",
  ]
    .join(" | ")
    .trim();
}

/** The reading against declared clean controls (docs/statistics.md "Controls (v2)"), or that there is none. */
function controlsMarkdown(c: ContaminationSection): string[] {
  return [
    "### Against a clean control",
    "",
    ...controlReadingLines(c.models, c.design.alpha).map((l) => `- ${forMarkdown(oneLine(l))}`),
    "",
  ];
}

function heterogeneityLines(h: Heterogeneity): string[] {
  const lines = [
    `### Heterogeneity across models (perturber ${cell(h.perturber)})`,
    "",
    `${forMarkdown(heterogeneityTestPhrase(h))}, over ${h.included.length} models (variance: ${h.variance}); ${forMarkdown(pooledPhrase(h))}.`,
    "",
    `> ${forMarkdown(oneLine(h.interpretation))}`,
    "",
  ];
  if (h.negative.length) {
    lines.push(
      `Significantly negative drop (perturbed easier; a broken perturber or an answer-position effect, not memory): ${h.negative.map((x) => forMarkdownCode(x)).join(", ")}.`,
      "",
    );
  }
  return lines;
}

/** Per model with a training cutoff: its pre- vs post-cutoff reading (docs/statistics.md, "Time split (v2)"). */
function timeSplitMarkdown(c: ContaminationSection): string[] {
  const blocks = timeSplitBlocks(c.models);
  if (blocks.length === 0) return [];
  const out = ["### Time split (training cutoffs)", ""];
  for (const b of blocks)
    out.push(
      `- ${forMarkdownCode(b.model)}: ${forMarkdown(b.head)}`,
      ...b.lines.map((l) => `  - ${forMarkdown(oneLine(l))}`),
    );
  out.push("");
  return out;
}

function spendLines(c: ContaminationSection): string[] {
  const s = c.spend;
  const bits = [
    `calls made ${int(s.calls_made)}`,
    cacheHits(s.cache_hits, s.cache_hits_verified),
    `new cache entries ${int(s.new_entries)}`,
    `nondeterministic answers ${int(s.nondeterministic)}`,
  ];
  if (s.calls_needed !== undefined) bits.push(`calls needed ${int(s.calls_needed)}`);
  if (s.max_calls !== undefined && s.max_calls !== null) bits.push(`call budget ${int(s.max_calls)}`);
  return ["### Spend", "", bits.join(" · "), ""];
}

// ---------------------------------------------------------------------------------------------

function leakageBlock(l: LeakageSection): Block {
  const { listed, total, holdout } = listedFindings(l.findings);
  const scanScope = scanScopeText(l, forMarkdownCode);
  const scope = scanScope ? ` (pull-request mode: ${scanScope})` : "";
  const stats = Object.entries(l.stats)
    .filter(([, v]) => typeof v === "number" || typeof v === "string" || typeof v === "boolean")
    .map(([k, v]) => `${words(k)} ${typeof v === "number" ? (Number.isInteger(v) ? int(v) : v.toFixed(3)) : String(v)}`)
    .join(" · ");
  const head = [
    "### Leakage scan",
    "",
    `${int(total)} finding(s), ${int(holdout)} from holdout sets${scope}. Holdout probes are shown by file and line only.${stats ? ` Scan: ${stats}.` : ""}`,
    "",
  ];
  if (!total) return { fixed: head };
  return {
    fixed: head,
    list: {
      head: [
        "| corpus file:line | probe set | probe file:line | holdout | Jaccard | containment | rules |",
        "|---|---|---|---|---|---|---|",
      ],
      // Past LISTED_FINDINGS the rest are counted in the "N more" line, never formatted.
      rows: { ...rows(listed, findingRow), length: total },
      noun: "findings",
    },
  };
}

function findingRow(f: LeakageFinding): string {
  const probe = `${f.probe.file}:${f.probe.line}${f.probe.id ? ` (id ${f.probe.id})` : ""}`;
  return `| ${forMarkdownCode(`${f.corpus.file}:${f.corpus.line}`)} | ${cell(f.probe.set)} | ${forMarkdownCode(probe)} | ${f.probe.holdout ? "yes" : "no"} | ${score(f.jaccard)} | ${score(f.containment)} | ${f.rules.join(", ")} |`;
}

// ---------------------------------------------------------------------------------------------

/** The report's warnings less those the contamination section already lists (said once). */
export function otherWarnings(r: Report): ReportWarning[] {
  const shown = new Set(r.contamination?.warnings ?? []);
  const compared = new Set(r.compare?.comparison?.warnings ?? []);
  return r.warnings.filter(
    (w) =>
      (w.source !== "contamination" || !shown.has(w.message)) && (w.source !== "compare" || !compared.has(w.message)),
  );
}

function warningsBlock(w: ReportWarning[]): Block {
  return {
    fixed: [],
    list: {
      head: ["### Warnings", ""],
      rows: rows(
        w,
        (x) =>
          `- **${x.source}**: ${forMarkdown(oneLine(x.message))}${x.file ? ` (${forMarkdownCode(`${x.file}${x.line ? `:${x.line}` : ""}`)})` : ""}`,
      ),
      noun: "warnings",
    },
  };
}

function footer(r: Report): string[] {
  const cfg = r.config
    ? `config ${forMarkdownCode(r.config.path)} sha256 ${forMarkdownCode(r.config.sha256)}`
    : "no config file (flags only)";
  return [
    "---",
    "",
    `<sub>${r.tool.name} ${r.tool.version} · ${cfg} · checks: ${r.checks.join(", ") || "none"} · exit ${r.exit_code}</sub>`,
    "",
  ];
}

/** "corpusLines" or "corpus_lines" → "corpus lines". */
function words(key: string): string {
  return key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

function oneLine(s: string): string {
  return s.replace(/\s*\r?\n\s*/g, " ").trim();
}
