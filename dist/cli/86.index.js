export const id = 86;
export const ids = [86,75];
export const modules = {

/***/ 1936:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK_FLAGS: () => (/* binding */ CHECK_FLAGS),
  CHECK_SOURCES: () => (/* binding */ CHECK_SOURCES),
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/report/figures.js
var figures = __webpack_require__(9418);
// EXTERNAL MODULE: ./build/lib/report/format.js
var format = __webpack_require__(184);
// EXTERNAL MODULE: ./build/lib/leakage/render.js
var render = __webpack_require__(6949);
;// CONCATENATED MODULE: ./build/lib/report/leakage-section.js
/**
 * The leakage engine's report as the Report's leakage section. Its findings are the scan's own
 * (the one LeakageFinding type, every location field kept): SARIF fingerprints are built from
 * them, and `leakage --sarif` and the action must produce the same results for the same findings.
 */

function leakageSection(scan, changedSince) {
    return {
        findings: scan.findings,
        stats: {
            ...scan.stats,
            shardsMerged: scan.stats.shardsMerged?.join(",") ?? null,
            changedScope: scan.stats.changedScope ?? null,
        },
        changed_since: changedSince,
        threshold: Number(scan.settings.threshold),
        containment_threshold: scan.settings.containment === null ? null : Number(scan.settings.containment),
    };
}
/**
 * At most this many findings are listed in report.md and report.html (pages for people; the rest
 * are counted, "N more in report.json"); report.json and report.sarif list every finding
 * (docs/leakage.md "Outputs").
 */
const LISTED_FINDINGS = 1000;
/** The order pages list findings in: holdout first, then the strongest, then by corpus place. */
function byConcern(x, y) {
    return (Number(y.probe.holdout) - Number(x.probe.holdout) ||
        strength(y) - strength(x) ||
        (x.corpus.file < y.corpus.file ? -1 : x.corpus.file > y.corpus.file ? 1 : 0) ||
        x.corpus.line - y.corpus.line);
}
function strength(f) {
    return Math.max(f.jaccard, f.containment ?? 0);
}
/**
 * The findings a page lists, in one pass over them: a stable sort of all of them cut to `cap`,
 * made in memory for about 2·cap findings whatever their number.
 */
function listedFindings(findings, cap = LISTED_FINDINGS) {
    let best = [];
    let total = 0;
    let holdout = 0;
    for (const f of findings) {
        total++;
        if (f.probe.holdout)
            holdout++;
        best.push(f);
        // Everything cut here has `cap` findings before it in the stable order, which stay.
        if (best.length >= 2 * cap + 1)
            best = best.sort(byConcern).slice(0, cap);
    }
    return { listed: best.sort(byConcern).slice(0, cap), total, holdout };
}
/**
 * Pull-request mode's scope in `leakage`'s words, or null for a full scan. `ref` formats the git
 * ref for the surface (the words around it need no escaping in text, Markdown or HTML).
 */
function scanScopeText(l, ref = (r) => r) {
    if (!l.changed_since)
        return null;
    const c = l.stats.changedScope;
    return (0,render/* changedScopeText */.Gb)(ref(l.changed_since), c);
}
/** Which half of pull-request mode found this finding, or null (a full scan, a changed config). */
function findingScope(l, f, ref = (r) => r) {
    return l.changed_since ? (0,render/* findingScopeText */.Tv)(ref(l.changed_since), f.scope) : null;
}

// EXTERNAL MODULE: ./build/lib/text/escape.js
var text_escape = __webpack_require__(7127);
;// CONCATENATED MODULE: ./build/lib/report/mermaid.js
/**
 * The exact power curve as a Mermaid `xychart-beta`, which GitHub renders inline in Markdown.
 * xychart has a categorical x axis and no legend, so: the axis labels are bare numbers (a tag such
 * as "431 (design)" on one label overprinted its neighbours), a bar marks the design's n, the
 * colours are set (the default theme draws the first line in a pale lavender that vanishes on
 * white), and the legend is a line of text under the chart (`mermaidLegend`).
 */

/** Enough points for the curve's shape, few enough that every axis label has room. */
const MAX_POINTS = 15;
/**
 * Plot colours in series order (bar, power line, target line): GitHub's blue and red, a
 * mid grey bar; each has a contrast of at least 3:1 on white and on GitHub's dark background.
 */
const CHART_COLORS = { design: "#8c959f", power: "#0969da", target: "#cf222e" };
function mermaidPowerCurve(power) {
    const pts = thin(power.curve, MAX_POINTS, [power.n, power.exact.required_n]);
    if (pts.length < 2)
        return null;
    const labels = pts.map((p) => JSON.stringify(String(p.n)));
    const powers = pts.map((p) => clamp01(p.power).toFixed(4));
    const target = pts.map(() => power.target_power.toFixed(4));
    const design = pts.map((p) => (p.n === power.n ? clamp01(p.power).toFixed(4) : "0"));
    return [
        "```mermaid",
        "---",
        "config:",
        "  xyChart:",
        "    height: 360",
        "    xAxis:",
        "      labelFontSize: 13",
        "  themeVariables:",
        "    xyChart:",
        `      plotColorPalette: "${CHART_COLORS.design}, ${CHART_COLORS.power}, ${CHART_COLORS.target}"`,
        "---",
        "xychart-beta",
        `    title "Exact power against n"`,
        `    x-axis "questions n" [${labels.join(", ")}]`,
        `    y-axis "power" 0 --> 1`,
        `    bar [${design.join(", ")}]`,
        `    line [${powers.join(", ")}]`,
        `    line [${target.join(", ")}]`,
        "```",
    ].join("\n");
}
/** The chart's legend, in Markdown text (xychart draws none). */
function mermaidLegend(power) {
    const req = power.exact.required_n;
    return [
        `Blue line: exact power of the verdict rule against n (ψ = ${(0,format/* pct */.Oe)(power.discordant_rate)}, target drop ${(0,format/* targetDrop */.tk)(power.effect)}).`,
        `Red line: the target power ${(0,format/* targetPower */.BC)(power.target_power)}.`,
        `Grey bar: the design's n = ${(0,format/* int */.Wh)(power.n)}.`,
        req === null
            ? "No required n: the target power is not reached (see the table)."
            : `Required n = ${(0,format/* int */.Wh)(req)}: the smallest n from which the blue line stays on or above the red one up to twice that n.`,
    ].join(" ");
}
/** Keep at most `max` points, evenly spread, always keeping the ones whose n is in `keep`. */
function thin(points, max, keep) {
    if (points.length <= max)
        return [...points];
    const must = new Set(keep.filter((k) => k !== null));
    const out = new Set();
    for (const p of points)
        if (must.has(p.n))
            out.add(p);
    const room = Math.max(2, max - out.size);
    for (let i = 0; i < room; i++)
        out.add(points[Math.round((i * (points.length - 1)) / (room - 1))]);
    return [...out].sort((a, b) => a.n - b.n);
}
function clamp01(x) {
    return Math.min(1, Math.max(0, x));
}

// EXTERNAL MODULE: ./build/lib/report/compare-figures.js
var compare_figures = __webpack_require__(6000);
;// CONCATENATED MODULE: ./build/lib/report/compare-markdown.js


function compareMarkdown(s) {
    const lines = [];
    const r = s.comparison;
    if (r === null) {
        if (s.plan !== null)
            lines.push("### Planned comparison (before any spend)", "", `${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* planPhrase */.RN)(s.plan))}.`, "");
        return lines;
    }
    lines.push(`### Comparison: baseline ${(0,text_escape/* forMarkdownCode */.m6)(r.baseline.label)}`, "", `${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* compareDesignPhrase */.rs)(r))}. Gate: **${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* gatePhrase */.tl)(r))}**.`, "");
    const plan = r.power ?? s.plan;
    if (plan !== null)
        lines.push(`Planned design: ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* planPhrase */.RN)(plan))}.`, "");
    lines.push("| candidate | decision | difference (candidate − baseline) | baseline | candidate | p |", "|---|---|---|---|---|---|");
    for (const c of r.candidates)
        lines.push(`| ${(0,text_escape/* forMarkdownCode */.m6)(c.label)} | **${c.decision}**${c.failing.length ? ` ❌ (${c.failing.join(", ")})` : ""} | ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* differencePhrase */.L4)(c))} | ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* accuracyBaselinePhrase */.Iq)(c))} | ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* accuracyCandidatePhrase */.ui)(c))} | ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* pPhrase */.U0)(c, r.design))} |`);
    lines.push("");
    for (const c of r.candidates) {
        const t = c.exact.table;
        lines.push(`- ${(0,text_escape/* forMarkdownCode */.m6)(c.label)}: ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* reasonPhrase */.Ci)(c, r.design))}. Paired table: ${t.both} both correct, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither; ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* pairingPhrase */.yL)(c))}.`);
    }
    lines.push("");
    if (r.warnings.length) {
        lines.push("Compare warnings:", "");
        for (const w of r.warnings)
            lines.push(`- ${(0,text_escape/* forMarkdown */.Bm)(w)}`);
        lines.push("");
    }
    return lines;
}

// EXTERNAL MODULE: ./build/lib/report/time-split-text.js
var time_split_text = __webpack_require__(6043);
// EXTERNAL MODULE: ./build/lib/report/power-text.js
var power_text = __webpack_require__(1688);
;// CONCATENATED MODULE: ./build/lib/report/types.js
/**
 * The one Report object every face renders (job summary, report.md, report.json, report.html,
 * SARIF, annotations, PR comment). Field names are snake_case so `report.json` is this object as
 * is, and so the engines' own JSON (power, verdict, leakage) drops in without renaming.
 *
 * Holdout text never enters a Report: leakage findings carry file and line only.
 */
const REPORT_SCHEMA_VERSION = 1;
const OUTCOMES = [
    "contaminated",
    "leaking",
    // A compare gate mode holds (docs/compare.md "Gate modes"): a finding, exit 1.
    "compare-failed",
    "error",
    "underpowered",
    "unconfirmed",
];
function verdictLabel(outcomes) {
    return outcomes.length === 0 ? "pass" : outcomes.join("+");
}
/** The outcomes a verdict label names, in its order; [] for "pass". */
function outcomesOf(label) {
    return label === "pass"
        ? []
        : label.split("+").filter((o) => OUTCOMES.includes(o));
}
const CHECK_NAMES = ["power", "leakage", "contamination", "compare"];

;// CONCATENATED MODULE: ./build/lib/report/markdown.js
/**
 * The Markdown report: job summary, report.md and (with a marker) the PR comment. Every figure a
 * person reads carries its interval or its conditions and its n (docs/statistics.md, "Never a bare point estimate"), and the
 * whole text stays inside a byte budget: long lists collapse into <details> and are cut with
 * "N more in report.json" rather than letting GitHub drop the summary (1 MiB per step).
 */










/** Well under the runner's 1 MiB per step, leaving room for other steps' output. */
const DEFAULT_SUMMARY_MAX_BYTES = 256 * 1024;
/** Lists longer than this are collapsed into <details>. */
const COLLAPSE_ROWS = 10;
/**
 * contamgate's own figure names go through the escaper too: GitHub reads "E[max](K)" as a link
 * to "K" and "E[max]" as a reference link.
 */
const EMAX = (0,text_escape/* forMarkdown */.Bm)("E[max]");
function rows(items, render) {
    return { length: items.length, listed: items.length, at: (i) => render(items[i]) };
}
function renderMarkdown(report, opts = {}) {
    const maxBytes = opts.maxBytes ?? DEFAULT_SUMMARY_MAX_BYTES;
    const where = opts.reportJson ?? "report.json";
    let blocks = buildBlocks(report, opts.chart !== false);
    let text = fit(blocks, maxBytes, where);
    if ((0,format/* bytes */.ee)(text) > maxBytes && opts.chart !== false) {
        blocks = buildBlocks(report, false);
        text = fit(blocks, maxBytes, where);
    }
    return (0,format/* bytes */.ee)(text) <= maxBytes ? text : hardCut(text, maxBytes, where);
}
function buildBlocks(report, chart) {
    const blocks = [{ fixed: banner(report) }];
    if (report.power)
        blocks.push({ fixed: powerTable(report.power, chart) });
    if (report.contamination)
        blocks.push(...contaminationBlocks(report.contamination));
    if (report.leakage)
        blocks.push(leakageBlock(report.leakage));
    if (report.compare)
        blocks.push({ fixed: compareMarkdown(report.compare) });
    const rest = otherWarnings(report);
    if (rest.length)
        blocks.push(warningsBlock(rest));
    blocks.push({ fixed: footer(report) });
    return blocks;
}
/** Give each list as many rows as the budget allows, in report order. */
function fit(blocks, maxBytes, where) {
    const reserve = 256;
    const base = (0,format/* bytes */.ee)(blocks.map((b) => renderBlock(b, { kind: "measure" }, where)).join("\n"));
    let left = maxBytes - base - reserve;
    const parts = [];
    for (const b of blocks) {
        if (!b.list) {
            parts.push(renderBlock(b, { kind: "rows", take: 0 }, where));
            continue;
        }
        let take = 0;
        while (take < b.list.rows.listed) {
            const cost = (0,format/* bytes */.ee)(b.list.rows.at(take)) + 1;
            if (cost > left)
                break;
            left -= cost;
            take++;
        }
        parts.push(renderBlock(b, { kind: "rows", take }, where));
    }
    return parts.join("\n");
}
function renderBlock(b, how, where) {
    const lines = [...b.fixed];
    if (b.list) {
        const measure = how.kind === "measure";
        const shown = measure ? [] : Array.from({ length: how.take }, (_, i) => b.list.rows.at(i));
        const hidden = measure ? b.list.rows.length : b.list.rows.length - shown.length;
        const body = [...b.list.head, ...shown];
        const more = hidden > 0 ? [`… ${(0,format/* int */.Wh)(hidden)} more ${b.list.noun} in ${where}`, ""] : [];
        if (b.list.rows.length > COLLAPSE_ROWS || measure) {
            lines.push(`<details><summary>${(0,format/* int */.Wh)(b.list.rows.length)} ${b.list.noun}${hidden > 0 ? ` (${(0,format/* int */.Wh)(measure ? b.list.rows.length : shown.length)} shown)` : ""}</summary>`, "", ...body, "", ...more, "</details>", "");
        }
        else {
            lines.push(...body, "", ...more);
        }
        if (b.list.tail)
            lines.push(...b.list.tail);
    }
    return lines.join("\n");
}
function hardCut(text, maxBytes, where) {
    const note = `\n\n… summary cut to fit ${(0,format/* int */.Wh)(maxBytes)} bytes; the full report is in ${where}\n`;
    const room = maxBytes - (0,format/* bytes */.ee)(note);
    const lines = text.split("\n");
    const out = [];
    let used = 0;
    let inFence = false;
    for (const line of lines) {
        const cost = (0,format/* bytes */.ee)(line) + 1;
        if (used + cost > room)
            break;
        out.push(line);
        used += cost;
        if (line.startsWith("```"))
            inFence = !inFence;
    }
    // An unclosed code fence would swallow the note.
    if (inFence) {
        while (out.length && !out[out.length - 1].startsWith("```"))
            out.pop();
        out.pop();
    }
    return out.join("\n") + note;
}
// ---------------------------------------------------------------------------------------------
const ICON = {
    pass: "✅",
    contaminated: "❌",
    leaking: "❌",
    "compare-failed": "❌",
    underpowered: "⛔",
    unconfirmed: "⏸️",
    error: "⚠️",
};
/** The banner names every outcome present (e.g. "contaminated+leaking"), one sentence each. */
function banner(r) {
    const outcomes = outcomesOf(r.verdict);
    const lines = [`## ${ICON[outcomes[0] ?? "pass"]} contamgate: ${r.verdict}`, ""];
    for (const v of outcomes.length ? outcomes : ["pass"])
        lines.push(`> ${verdictSentence(r, v)}`, "");
    // The engine's headline repeats the sentences above except where it carries the reason itself.
    if (r.headline && (outcomes.includes("error") || outcomes.includes("unconfirmed")))
        lines.push(`> ${(0,text_escape/* forMarkdown */.Bm)(oneLine(r.headline))}`, "");
    return lines;
}
function verdictSentence(r, v) {
    const p = r.power;
    switch (v) {
        case "contaminated": {
            const named = r.contamination?.models
                .filter((m) => m.detected)
                .map((m) => `${(0,text_escape/* forMarkdownCode */.m6)(m.name)} (named by ${(0,text_escape/* forMarkdownCode */.m6)(m.named_by ?? "")})`) ?? [];
            return `**Contamination detected** in ${named.join(", ") || "a model"}: a significant drop — the published questions answered better than the perturbed ones, beyond chance after Holm over every (model, perturber) pair and the ${EMAX} deflation over the perturbers tried. The drop reads as memory when it is specific to some models (see heterogeneity below) or larger than a clean control's.`;
        }
        case "leaking": {
            const f = r.leakage?.findings ?? [];
            let h = 0;
            for (const x of f)
                if (x.probe.holdout)
                    h++;
            return `**Leaking**: ${(0,format/* int */.Wh)(f.length)} probe cop${f.length === 1 ? "y" : "ies"} found in the corpora (${(0,format/* int */.Wh)(h)} from holdout sets); see the corpus file and line below.`;
        }
        case "compare-failed":
            return `**Compare gate failed**: ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* gatePhrase */.tl)(r.compare.comparison))}; the intervals and the decision per candidate are below.`;
        case "underpowered":
            if (p?.adequate !== false && r.compare) {
                const plan = r.compare.comparison?.power ?? r.compare.plan;
                if (plan?.adequate === false)
                    return `**Underpowered**: the planned comparison — ${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* planPhrase */.RN)(plan))}.`;
            }
            if (p && p.exact.min_detectable_effect !== null)
                return `**Underpowered**: at n = ${(0,format/* int */.Wh)(p.n)} this design sees only drops of ${(0,format/* mde */.rK)(p.exact.min_detectable_effect)} or more with ${(0,format/* targetPower */.BC)(p.target_power)} power (target ${(0,format/* targetDrop */.tk)(p.effect)}${p.exact.required_n !== null ? `, which needs n = ${(0,format/* int */.Wh)(p.exact.required_n)}` : ""}). Nothing was spent.`;
            if (p)
                return `**Underpowered**: at n = ${(0,format/* int */.Wh)(p.n)} no drop up to ψ reaches the target power. Nothing was spent.`;
            return `**Underpowered**: the design cannot see the target drop. Nothing was spent.`;
        case "unconfirmed": {
            const s = r.contamination?.spend;
            if (r.contamination?.stopped)
                return `**Unconfirmed**: the contamination run stopped before its verdicts (the call budget ran out after ${(0,format/* int */.Wh)(s?.calls_made ?? 0)} paid calls); answers already paid for are cached, so a rerun with a larger budget makes only the missing calls.`;
            return `**Unconfirmed**: the design passed the power gate, but spending was not confirmed (set \`yes: true\` in the action, or \`--yes\` on the command line)${s?.calls_needed !== undefined ? `; ${(0,format/* int */.Wh)(s.calls_needed)} uncached calls would be made` : ""}.`;
        }
        case "error":
            return `**Error**: the checks could not be evaluated; this is never a pass.`;
        case "pass": {
            const parts = [];
            if (r.contamination)
                parts.push("no model showed a significant drop");
            if (r.leakage)
                parts.push("no probe was found in the corpora");
            if (r.compare?.comparison)
                parts.push(`the compare gate passed (${(0,text_escape/* forMarkdown */.Bm)((0,compare_figures/* gatePhrase */.tl)(r.compare.comparison))})`);
            else if (r.compare?.plan?.adequate)
                parts.push(`the planned comparison is adequate (n = ${(0,format/* int */.Wh)(r.compare.plan.n ?? 0)})`);
            if (p?.adequate)
                parts.push(`the design is adequate (n = ${(0,format/* int */.Wh)(p.n)})`);
            const s = parts.join("; ") || "all requested checks passed";
            return `**Pass**: ${s}.`;
        }
    }
}
// ---------------------------------------------------------------------------------------------
function powerTable(p, chart) {
    const e = p.exact;
    const na = p.normal_approximation;
    const cond = `n = ${(0,format/* int */.Wh)(p.n)}, ψ = ${(0,format/* pct */.Oe)(p.discordant_rate)}, ${(0,format/* alphaText */.ys)(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
    const gate = p.adequate === null
        ? "not judged"
        : p.adequate
            ? "✅ adequate"
            : p.forced
                ? "⛔ underpowered (run forced)"
                : "⛔ underpowered";
    const lines = [
        "### Power gate (before any spend)",
        "",
        `Design: n = ${(0,format/* int */.Wh)(p.n)} questions, expected discordant rate ψ = ${(0,format/* pct */.Oe)(p.discordant_rate)}, target drop ${(0,format/* targetDrop */.tk)(p.effect)} at ${(0,format/* targetPower */.BC)(p.target_power)} power, ${(0,format/* alphaText */.ys)(p.alpha, p.one_sided)}, M = ${p.models} model(s) (Holm), K = ${p.perturbers} perturber(s) (${EMAX} ${p.emax}). Gate: **${gate}**.`,
        "",
        "| figure | exact (the gate) | normal approximation (comparison only) |",
        "|---|---|---|",
        `| power for the target drop ${(0,format/* targetDrop */.tk)(p.effect)} at ${cond} | ${opt(e.power, format/* prob */._P)} | ${opt(na.power, format/* prob */._P)} |`,
        `| minimum detectable drop at ${cond} | ${opt(e.min_detectable_effect, format/* mde */.rK)} | ${opt(na.min_detectable_effect, format/* mde */.rK)} |`,
        `| n needed for ${(0,format/* targetPower */.BC)(p.target_power)} power at ${(0,format/* targetDrop */.tk)(p.effect)} (ψ = ${(0,format/* pct */.Oe)(p.discordant_rate)}) | ${e.required_n === null ? "none" : `n = ${(0,format/* int */.Wh)(e.required_n)}${e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at n = ${(0,format/* int */.Wh)(e.first_n)}; power dips after it)` : ""}`} | ${na.required_n === null ? "none" : `n = ${(0,format/* int */.Wh)(na.required_n)}`} |`,
        "",
    ];
    const reasons = (0,figures/* powerReasons */.L2)(p);
    if (reasons)
        lines.push(`_${(0,text_escape/* forMarkdown */.Bm)(reasons)}_`, "");
    if (p.controls)
        lines.push((0,text_escape/* forMarkdown */.Bm)(`${(0,figures/* excessPowerPhrase */.UM)(p.controls, p.n, p.target_power)}.`), "");
    if (p.soft) {
        const [head, ...rest] = (0,power_text/* softFigureLines */.q4)(p.soft, (0,power_text/* softContext */.cB)(p));
        lines.push((0,text_escape/* forMarkdown */.Bm)(head), "", ...rest.map((l) => `- ${(0,text_escape/* forMarkdown */.Bm)(l.trim())}`), "");
    }
    if (chart) {
        const m = mermaidPowerCurve(p);
        if (m)
            lines.push(m, "", (0,text_escape/* forMarkdown */.Bm)(mermaidLegend(p)), "");
    }
    return lines;
}
function opt(v, f) {
    return v === null ? "none at this n" : f(v);
}
// ---------------------------------------------------------------------------------------------
function contaminationBlocks(c) {
    const d = c.design;
    const a = d.alpha;
    const method = (0,figures/* pairMethodPhrases */.kO)(c.models);
    const blocks = [];
    const head = [
        "### Contamination verdicts",
        "",
        `One family of ${(0,format/* int */.Wh)(d.family_size)} hypotheses (M = ${d.models} model(s) × K = ${d.perturbers} perturber(s) tried${d.excess_tests ? `, + ${(0,format/* int */.Wh)(d.excess_tests)} excess-drop tests against the clean control(s) ${d.controls.map((x) => (0,text_escape/* forMarkdownCode */.m6)(x)).join(", ")}` : ""}): ${(0,text_escape/* forMarkdown */.Bm)(method.test)} per pair, Holm over the whole family, ${(0,text_escape/* forMarkdown */.Bm)(method.bound)}${method.signals === "binary" ? " (Fay & Lumbard 2021)" : ""} deflated by ${(0,text_escape/* forMarkdown */.Bm)(method.deflation)} (${d.emax}); ${(0,format/* alphaText */.ys)(a, true)}. A model is named when one of its pairs has Holm ${(0,text_escape/* forMarkdown */.Bm)("p < α")} and a deflated lower bound ${(0,text_escape/* forMarkdown */.Bm)("> 0")}. Drop intervals are ${(0,text_escape/* forMarkdown */.Bm)(method.intervals)}, whose lower end is the verdict's bound; every pair's upper end is also stated as its one-sided (1 − α) upper bound, named or not.`,
        "",
        `| model | perturber | n | accuracy, original | accuracy, perturbed | drop | adjusted lower bound | p | p (Holm) | verdict |`,
        "|---|---|---|---|---|---|---|---|---|---|",
    ];
    const pairs = c.models.flatMap((m) => m.perturbers.map((p) => ({ m, p })));
    if (pairs.length === 0)
        blocks.push({ fixed: [...head.slice(0, 3), noVerdicts(c), ""] });
    else
        blocks.push({ fixed: [], list: { head, rows: rows(pairs, ({ m, p }) => pairRow(m, p, a)), noun: "pairs" } });
    // A non-detection's design reading (what the design could see) is a paragraph: it goes here, one
    // bullet per pair, not into the table's narrow verdict column. What the data exclude (the upper
    // bound) is in every pair's drop cell, named or not: printed only here it would lose its level.
    const missed = pairs.filter(({ m }) => !m.detected);
    if (missed.length)
        blocks.push({
            fixed: [],
            list: {
                head: ["**No significant drop: what each pair's design could see**", ""],
                rows: rows(missed, ({ m, p }) => `- ${(0,text_escape/* forMarkdownCode */.m6)(m.name)} · ${(0,text_escape/* forMarkdownCode */.m6)(p.perturber)}: ${(0,text_escape/* forMarkdown */.Bm)((0,figures/* nonDetectionSentences */.xn)(p, d).join("; "))}.`),
                noun: "non-detections",
            },
        });
    const after = [];
    if (c.models.length)
        after.push(...controlsMarkdown(c));
    for (const h of c.heterogeneity)
        after.push(...heterogeneityLines(h));
    after.push(...timeSplitMarkdown(c));
    after.push(...spendLines(c));
    if (c.warnings.length) {
        after.push("**Verdict warnings**", "", ...c.warnings.map((w) => `- ${(0,text_escape/* forMarkdown */.Bm)(oneLine(w))}`), "");
    }
    blocks.push({ fixed: after });
    return blocks;
}
/** Why a contamination section has no verdicts (the run never reached them). */
function noVerdicts(c, escapeText = text_escape/* forMarkdown */.Bm) {
    return c.stopped
        ? `No verdicts: the run stopped before them (exit ${c.stopped.exit_code}): ${escapeText(oneLine(c.stopped.reason))}`
        : "No verdicts: no model was asked (spending was not confirmed; nothing was sent).";
}
function pairRow(m, p, alpha) {
    const dp = (0,format/* dropDigits */.sO)(p.drop_ci);
    const verdict = p.detected
        ? m.named_by === p.perturber
            ? "**significant drop** (names the model)"
            : "**fires** (the model is named by another pair)"
        : m.detected
            ? "does not fire"
            : "no significant drop (see below)";
    return [
        "",
        (0,format/* cell */.Hn)(m.name),
        (0,format/* cell */.Hn)(p.perturber),
        (0,format/* cell */.Hn)((0,figures/* sampleText */.EB)(p)),
        (0,format/* cell */.Hn)((0,figures/* accuracyOriginalPhrase */.YS)(p)),
        (0,format/* cell */.Hn)((0,figures/* accuracyPerturbedPhrase */.u2)(p)),
        (0,format/* cell */.Hn)((0,figures/* dropCellPhrase */.V8)(p, alpha, (0,figures/* boundsShown */.pC)(m).includes(p))),
        (0,format/* cell */.Hn)(`${(0,format.pt)(p.adjusted_lcb, dp)} (lower bound ${(0,format.pt)(p.lcb, dp)} − ${(0,format/* ptSize */.iu)(p.deflation, 2)} deflation)`),
        (0,format/* pValue */.sp)(p.p_value),
        (0,format/* pValue */.sp)(p.p_holm),
        verdict,
        "",
    ]
        .join(" | ")
        .trim();
}
/** The reading against declared clean controls (docs/statistics.md "Controls (v2)"), or that there is none. */
function controlsMarkdown(c) {
    return [
        "### Against a clean control",
        "",
        ...(0,figures/* controlReadingLines */.pw)(c.models, c.design.alpha).map((l) => `- ${(0,text_escape/* forMarkdown */.Bm)(oneLine(l))}`),
        "",
    ];
}
function heterogeneityLines(h) {
    const lines = [
        `### Heterogeneity across models (perturber ${(0,format/* cell */.Hn)(h.perturber)})`,
        "",
        `${(0,text_escape/* forMarkdown */.Bm)((0,figures/* heterogeneityTestPhrase */.aw)(h))}, over ${h.included.length} models (variance: ${h.variance}); ${(0,text_escape/* forMarkdown */.Bm)((0,figures/* pooledPhrase */.nC)(h))}.`,
        "",
        `> ${(0,text_escape/* forMarkdown */.Bm)(oneLine(h.interpretation))}`,
        "",
    ];
    if (h.negative.length) {
        lines.push(`Significantly negative drop (perturbed easier; a broken perturber or an answer-position effect, not memory): ${h.negative.map((x) => (0,text_escape/* forMarkdownCode */.m6)(x)).join(", ")}.`, "");
    }
    return lines;
}
/** Per model with a training cutoff: its pre- vs post-cutoff reading (docs/statistics.md, "Time split (v2)"). */
function timeSplitMarkdown(c) {
    const blocks = (0,time_split_text/* timeSplitBlocks */.c)(c.models);
    if (blocks.length === 0)
        return [];
    const out = ["### Time split (training cutoffs)", ""];
    for (const b of blocks)
        out.push(`- ${(0,text_escape/* forMarkdownCode */.m6)(b.model)}: ${(0,text_escape/* forMarkdown */.Bm)(b.head)}`, ...b.lines.map((l) => `  - ${(0,text_escape/* forMarkdown */.Bm)(oneLine(l))}`));
    out.push("");
    return out;
}
function spendLines(c) {
    const s = c.spend;
    const bits = [
        `calls made ${(0,format/* int */.Wh)(s.calls_made)}`,
        (0,format/* cacheHits */.TM)(s.cache_hits, s.cache_hits_verified),
        `new cache entries ${(0,format/* int */.Wh)(s.new_entries)}`,
        `nondeterministic answers ${(0,format/* int */.Wh)(s.nondeterministic)}`,
    ];
    if (s.calls_needed !== undefined)
        bits.push(`calls needed ${(0,format/* int */.Wh)(s.calls_needed)}`);
    if (s.max_calls !== undefined && s.max_calls !== null)
        bits.push(`call budget ${(0,format/* int */.Wh)(s.max_calls)}`);
    return ["### Spend", "", bits.join(" · "), ""];
}
// ---------------------------------------------------------------------------------------------
function leakageBlock(l) {
    const { listed, total, holdout } = listedFindings(l.findings);
    const scanScope = scanScopeText(l, text_escape/* forMarkdownCode */.m6);
    const scope = scanScope ? ` (pull-request mode: ${scanScope})` : "";
    const stats = Object.entries(l.stats)
        .filter(([, v]) => typeof v === "number" || typeof v === "string" || typeof v === "boolean")
        .map(([k, v]) => `${words(k)} ${typeof v === "number" ? (Number.isInteger(v) ? (0,format/* int */.Wh)(v) : v.toFixed(3)) : String(v)}`)
        .join(" · ");
    const head = [
        "### Leakage scan",
        "",
        `${(0,format/* int */.Wh)(total)} finding(s), ${(0,format/* int */.Wh)(holdout)} from holdout sets${scope}. Holdout probes are shown by file and line only.${stats ? ` Scan: ${stats}.` : ""}`,
        "",
    ];
    if (!total)
        return { fixed: head };
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
function findingRow(f) {
    const probe = `${f.probe.file}:${f.probe.line}${f.probe.id ? ` (id ${f.probe.id})` : ""}`;
    return `| ${(0,text_escape/* forMarkdownCode */.m6)(`${f.corpus.file}:${f.corpus.line}`)} | ${(0,format/* cell */.Hn)(f.probe.set)} | ${(0,text_escape/* forMarkdownCode */.m6)(probe)} | ${f.probe.holdout ? "yes" : "no"} | ${(0,format/* score */.fN)(f.jaccard)} | ${(0,format/* score */.fN)(f.containment)} | ${f.rules.join(", ")} |`;
}
// ---------------------------------------------------------------------------------------------
/** The report's warnings less those the contamination section already lists (said once). */
function otherWarnings(r) {
    const shown = new Set(r.contamination?.warnings ?? []);
    const compared = new Set(r.compare?.comparison?.warnings ?? []);
    return r.warnings.filter((w) => (w.source !== "contamination" || !shown.has(w.message)) && (w.source !== "compare" || !compared.has(w.message)));
}
function warningsBlock(w) {
    return {
        fixed: [],
        list: {
            head: ["### Warnings", ""],
            rows: rows(w, (x) => `- **${x.source}**: ${(0,text_escape/* forMarkdown */.Bm)(oneLine(x.message))}${x.file ? ` (${(0,text_escape/* forMarkdownCode */.m6)(`${x.file}${x.line ? `:${x.line}` : ""}`)})` : ""}`),
            noun: "warnings",
        },
    };
}
function footer(r) {
    const cfg = r.config
        ? `config ${(0,text_escape/* forMarkdownCode */.m6)(r.config.path)} sha256 ${(0,text_escape/* forMarkdownCode */.m6)(r.config.sha256)}`
        : "no config file (flags only)";
    return [
        "---",
        "",
        `<sub>${r.tool.name} ${r.tool.version} · ${cfg} · checks: ${r.checks.join(", ") || "none"} · exit ${r.exit_code}</sub>`,
        "",
    ];
}
/** "corpusLines" or "corpus_lines" → "corpus lines". */
function words(key) {
    return key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, (_, a, b) => `${a} ${b.toLowerCase()}`);
}
function oneLine(s) {
    return s.replace(/\s*\r?\n\s*/g, " ").trim();
}

;// CONCATENATED MODULE: ./build/lib/report/compare-html.js
/** The compare section of report.html: the same phrases as every other surface (compare-figures.ts). */


function compareHtml(s) {
    const r = s.comparison;
    if (r === null)
        return s.plan ? [`<h2>Planned comparison</h2><p>${(0,format/* html */.qy)((0,compare_figures/* planPhrase */.RN)(s.plan))}.</p>`] : [];
    const plan = r.power ?? s.plan;
    return [
        `<h2>Comparison: baseline <code>${(0,format/* html */.qy)(r.baseline.label)}</code></h2>`,
        `<p>${(0,format/* html */.qy)((0,compare_figures/* compareDesignPhrase */.rs)(r))}. Gate: <strong>${(0,format/* html */.qy)((0,compare_figures/* gatePhrase */.tl)(r))}</strong>.</p>`,
        ...(plan ? [`<p>Planned design: ${(0,format/* html */.qy)((0,compare_figures/* planPhrase */.RN)(plan))}.</p>`] : []),
        `<table><tr><th>candidate</th><th>decision</th><th>difference (candidate − baseline)</th><th>baseline</th><th>candidate</th><th>p</th><th>paired table</th></tr>`,
        ...r.candidates.map((c) => {
            const t = c.exact.table;
            return `<tr><td><code>${(0,format/* html */.qy)(c.label)}</code></td><td><strong>${(0,format/* html */.qy)(c.decision)}</strong>${c.failing.length ? ` (fails ${(0,format/* html */.qy)(c.failing.join(", "))})` : ""}: ${(0,format/* html */.qy)((0,compare_figures/* reasonPhrase */.Ci)(c, r.design))}</td><td>${(0,format/* html */.qy)((0,compare_figures/* differencePhrase */.L4)(c))}</td><td>${(0,format/* html */.qy)((0,compare_figures/* accuracyBaselinePhrase */.Iq)(c))}</td><td>${(0,format/* html */.qy)((0,compare_figures/* accuracyCandidatePhrase */.ui)(c))}</td><td>${(0,format/* html */.qy)((0,compare_figures/* pPhrase */.U0)(c, r.design))}</td><td>${t.both} both, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither; ${(0,format/* html */.qy)((0,compare_figures/* pairingPhrase */.yL)(c))}</td></tr>`;
        }),
        `</table>`,
        ...(r.warnings.length ? [`<ul>${r.warnings.map((w) => `<li>${(0,format/* html */.qy)(w)}</li>`).join("")}</ul>`] : []),
    ];
}

;// CONCATENATED MODULE: ./build/lib/report/svg.js
/**
 * Inline SVG pictures for report.html: the exact power curve and a forest plot of each model's
 * drop. Plain strings, no library and no network, so the page works offline and in an artifact.
 */


const W = 640;
const FONT_SIZE = 12;
const FONT = `font-family="system-ui, sans-serif" font-size="${FONT_SIZE}"`;
/** Longer row labels are cut with "…"; the row's <title> (the tooltip) keeps the full name. */
const MAX_LABEL_CHARS = 40;
/**
 * An upper estimate of a text's width in pixels at FONT_SIZE. There is no font metrics here (a
 * string renderer), so each character counts as wide as the widest of its class in the common
 * sans-serif faces: margins computed from it leave room to spare rather than clip.
 * test/report/browser.slow.test.ts measures the real text in Chromium.
 */
function textWidth(text, size = FONT_SIZE) {
    let em = 0;
    for (const ch of text) {
        const c = ch.codePointAt(0);
        if (c >= 0x2e80)
            em += 1.05; // CJK, emoji: full width
        else if (/[ilj.,:;'|!I·()[\] ]/.test(ch))
            em += 0.36;
        else if (/[mwMW@%—◆◇●]/.test(ch))
            em += 1.0;
        else if (/[A-Z0-9]/.test(ch))
            em += 0.72;
        else
            em += 0.62;
    }
    return Math.ceil(em * size);
}
/** At most `max` characters (code points): longer text keeps its start and ends in "…". */
function fitLabel(text, max = MAX_LABEL_CHARS) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
function powerCurveSvg(p) {
    const pts = p.curve;
    if (pts.length < 2)
        return null;
    const H = 320;
    const L = 56, R = 16, T = 24, B = 44;
    const n0 = pts[0].n, n1 = pts[pts.length - 1].n;
    const x = (n) => L + ((n - n0) / Math.max(1, n1 - n0)) * (W - L - R);
    const y = (v) => T + (1 - Math.min(1, Math.max(0, v))) * (H - T - B);
    const path = pts.map((q, i) => `${i ? "L" : "M"}${x(q.n).toFixed(1)},${y(q.power).toFixed(1)}`).join(" ");
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Exact power against n">`,
        `<title>Exact power of the verdict rule against n (ψ = ${(0,format/* html */.qy)((0,format/* pct */.Oe)(p.discordant_rate))}, target drop ${(0,format/* html */.qy)((0,format/* targetDrop */.tk)(p.effect))})</title>`,
        `<rect x="${L}" y="${T}" width="${W - L - R}" height="${H - T - B}" fill="none" stroke="#999"/>`,
    ];
    for (const v of [0, 0.25, 0.5, 0.75, 1]) {
        out.push(`<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/>`);
        out.push(`<text x="${L - 6}" y="${y(v) + 4}" text-anchor="end" ${FONT}>${v.toFixed(2)}</text>`);
    }
    for (const n of ticks(n0, n1, 6)) {
        out.push(`<text x="${x(n).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" ${FONT}>${n}</text>`);
    }
    out.push(`<text x="${(L + W - R) / 2}" y="${H - 6}" text-anchor="middle" ${FONT}>questions n</text>`);
    out.push(`<text x="14" y="${(T + H - B) / 2}" text-anchor="middle" transform="rotate(-90 14 ${(T + H - B) / 2})" ${FONT}>power</text>`);
    out.push(`<line class="target" x1="${L}" x2="${W - R}" y1="${y(p.target_power)}" y2="${y(p.target_power)}" stroke="#c60" stroke-dasharray="6 4"/>`, `<text x="${W - R - 4}" y="${y(p.target_power) - 6}" text-anchor="end" fill="#c60" ${FONT}>target ${(0,format/* html */.qy)((0,format/* targetPower */.BC)(p.target_power))}</text>`, `<path class="curve" d="${path}" fill="none" stroke="#06c" stroke-width="2"/>`);
    // Each label sits on the side of its line with more room, on its own row, so a mark near
    // the right edge is not cut and two close marks do not overprint.
    const mark = (n, label, color, row) => {
        if (n < n0 || n > n1)
            return;
        const right = x(n) < (L + W - R) / 2;
        out.push(`<line class="${label}" x1="${x(n).toFixed(1)}" x2="${x(n).toFixed(1)}" y1="${T}" y2="${H - B}" stroke="${color}" stroke-dasharray="2 3"/>`, `<text x="${(x(n) + (right ? 4 : -4)).toFixed(1)}" y="${T + 14 + 16 * row}" text-anchor="${right ? "start" : "end"}" fill="${color}" ${FONT}>${label} n = ${n}</text>`);
    };
    mark(p.n, "design", "#333", 0);
    if (p.exact.required_n !== null && p.exact.required_n !== p.n)
        mark(p.exact.required_n, "required", "#080", 1);
    out.push("</svg>");
    return out.join("\n");
}
/** Each (model, perturber) pair's drop with its melded interval (bar; left end = lower bound) and adjusted bound (◆). */
function forestPlotSvg(c) {
    const rows = c.models.flatMap((m) => m.perturbers.map((p) => ({ m, p })));
    if (!rows.length)
        return null;
    const label = (0,format/* ciLabel */.JK)(1 - 2 * c.design.alpha);
    const rowH = 28;
    // Each part is cut on its own, so a long model name never hides which perturber the row is.
    const labels = rows.map(({ m, p }) => `${fitLabel(m.name)} · ${fitLabel(p.perturber, 24)} (n = ${p.n})`);
    const caption = `drop (points): ● estimate · — melded ${label} · ◇ adjusted lower bound`;
    const PLOT = 420;
    // The left margin is the longest label's width, so no model name is clipped; the picture
    // widens to it (and to the caption) instead of squeezing the plot.
    const L = Math.max(80, ...labels.map((t) => textWidth(t) + 16)), R = 24, T = 30, B = 40;
    const W = Math.max(L + PLOT + R, textWidth(caption) + 16);
    const H = T + B + rowH * rows.length;
    const values = rows.flatMap(({ p }) => [p.drop_ci.lower, p.drop_ci.upper, p.adjusted_lcb, 0]);
    let lo = Math.min(...values), hi = Math.max(...values);
    const pad = (hi - lo) * 0.05 || 0.01;
    lo -= pad;
    hi += pad;
    const x = (v) => L + ((v - lo) / (hi - lo)) * (W - L - R);
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Drop per model and perturber with its interval">`,
        `<title>Drop (original − perturbed accuracy) per model and perturber with its melded ${(0,format/* html */.qy)(label)}</title>`,
        `<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${T - 10}" y2="${H - B}" stroke="#999"/>`,
    ];
    rows.forEach(({ m, p }, i) => {
        const cy = T + rowH * i + rowH / 2;
        const color = p.detected ? "#c00" : "#06c";
        out.push(`<g class="model" data-name="${(0,format/* html */.qy)(m.name)}" data-perturber="${(0,format/* html */.qy)(p.perturber)}">`, `<text class="label" x="${L - 8}" y="${cy + 4}" text-anchor="end" ${FONT}>${(0,format/* html */.qy)(labels[i])}</text>`, `<line class="ci" x1="${x(p.drop_ci.lower).toFixed(1)}" x2="${x(p.drop_ci.upper).toFixed(1)}" y1="${cy}" y2="${cy}" stroke="${color}" stroke-width="2"/>`, `<circle class="drop" cx="${x(p.drop).toFixed(1)}" cy="${cy}" r="4" fill="${color}"/>`, `<path class="adjusted-lcb" d="M${x(p.adjusted_lcb).toFixed(1)},${cy - 5} l5,5 l-5,5 l-5,-5 z" fill="none" stroke="#333"/>`, `<title>${(0,format/* html */.qy)(`${m.name} (${p.perturber}): drop ${(0,figures/* dropPhrase */.NY)(p)}; adjusted lower bound ${(0,format.pt)(p.adjusted_lcb, (0,format/* dropDigits */.sO)(p.drop_ci))}`)}</title>`, `</g>`);
    });
    for (const v of ticks(lo * 100, hi * 100, 6)) {
        out.push(`<text x="${x(v / 100).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" ${FONT}>${v > 0 ? "+" : ""}${v}</text>`);
    }
    out.push(`<text class="caption" x="${W / 2}" y="${H - 6}" text-anchor="middle" ${FONT}>${(0,format/* html */.qy)(caption)}</text>`);
    out.push("</svg>");
    return out.join("\n");
}
/** Round tick values inside [a, b]. */
function ticks(a, b, count) {
    const span = b - a;
    if (!(span > 0))
        return [Math.round(a)];
    const raw = span / count;
    const mag = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) ?? 10 * mag;
    const out = [];
    for (let k = Math.ceil(a / step); k * step <= b + 1e-9; k++)
        out.push(Number((k * step).toPrecision(12)) || 0);
    return out;
}

;// CONCATENATED MODULE: ./build/lib/report/html.js
/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no external URL), for
 * people who would rather look than read: the power curve and the forest plot of drops.
 */









const CSS = `body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.verdict{font-size:1.4em;padding:.5em 1em;border-radius:6px}
.pass{background:#e6f4ea}.contaminated,.leaking,.compare-failed,.error{background:#fde8e8}.underpowered,.unconfirmed{background:#fff4e0}
footer{margin-top:2em;color:#666;font-size:.9em}code{background:#f4f4f4;padding:0 3px}`;
function renderHtml(report) {
    const body = [];
    const h = (s) => (0,format/* html */.qy)(s);
    body.push(`<h1>contamgate report</h1>`, `<p class="verdict ${outcomesOf(report.verdict)[0] ?? "pass"}">Verdict: <strong>${h(report.verdict)}</strong> (exit ${report.exit_code})${report.headline ? ` — ${h(report.headline)}` : ""}</p>`);
    if (report.power)
        body.push(...powerHtml(report.power));
    if (report.contamination)
        body.push(...contaminationHtml(report.contamination));
    if (report.leakage)
        body.push(...leakageHtml(report.leakage));
    if (report.compare)
        body.push(...compareHtml(report.compare));
    const rest = otherWarnings(report);
    if (rest.length)
        body.push(`<h2>Warnings</h2><ul>${rest.map((w) => `<li><strong>${h(w.source)}</strong>: ${h(w.message)}</li>`).join("")}</ul>`);
    body.push(`<footer>${h(report.tool.name)} ${h(report.tool.version)} · ${report.config ? `config <code>${h(report.config.path)}</code> sha256 <code>${h(report.config.sha256)}</code>` : "no config file"}</footer>`);
    return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>contamgate: ${h(report.verdict)}</title><style>${CSS}</style></head><body>\n${body.join("\n")}\n</body></html>\n`;
}
/** The power gate: its figures, exact beside the normal approximation, and the power curve. */
function powerHtml(p) {
    const h = (s) => (0,format/* html */.qy)(s);
    const out = [];
    const cond = `n = ${(0,format/* int */.Wh)(p.n)}, ψ = ${(0,format/* pct */.Oe)(p.discordant_rate)}, ${(0,format/* alphaText */.ys)(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
    const f = (v, g) => (v === null ? "none at this n" : g(v));
    out.push(`<h2>Power gate</h2>`, `<p>Target drop ${h((0,format/* targetDrop */.tk)(p.effect))} at ${h((0,format/* targetPower */.BC)(p.target_power))} power; ${h(cond)}. Gate: <strong>${p.adequate === null ? "not judged" : p.adequate ? "adequate" : "underpowered"}</strong>.</p>`, `<table><tr><th>figure</th><th>exact (the gate)</th><th>normal approximation (comparison only)</th></tr>`, `<tr><td>power for the target drop at ${h(cond)}</td><td>${f(p.exact.power, format/* prob */._P)}</td><td>${f(p.normal_approximation.power, format/* prob */._P)}</td></tr>`, `<tr><td>minimum detectable drop at ${h(cond)}</td><td>${h(f(p.exact.min_detectable_effect, format/* mde */.rK))}</td><td>${h(f(p.normal_approximation.min_detectable_effect, format/* mde */.rK))}</td></tr>`, `<tr><td>n needed for the target</td><td>${p.exact.required_n === null ? "none" : `n = ${(0,format/* int */.Wh)(p.exact.required_n)}`}</td><td>${p.normal_approximation.required_n === null ? "none" : `n = ${(0,format/* int */.Wh)(p.normal_approximation.required_n)}`}</td></tr></table>`);
    if (p.controls)
        out.push(`<p>${h((0,figures/* excessPowerPhrase */.UM)(p.controls, p.n, p.target_power))}.</p>`);
    if (p.soft) {
        // The soft gate's lines, worded as on the text and Markdown surfaces (power-text.ts).
        const [head, ...rest] = (0,power_text/* softFigureLines */.q4)(p.soft, (0,power_text/* softContext */.cB)(p));
        out.push(`<p class="soft-gate">${h(head)}</p>`, `<ul class="soft-gate">${rest.map((l) => `<li>${h(l.trim())}</li>`).join("")}</ul>`);
    }
    const svg = powerCurveSvg(p);
    if (svg)
        out.push(`<figure>${svg}<figcaption>Exact power of the verdict rule against n; dashed: the target power; dotted: the design's n and the required n.</figcaption></figure>`);
    return out;
}
/** The contamination verdicts: the table, what each non-detection could see, the plots, spend. */
function contaminationHtml(c) {
    const h = (s) => (0,format/* html */.qy)(s);
    const out = [];
    const d = c.design;
    const method = (0,figures/* pairMethodPhrases */.kO)(c.models);
    out.push(`<h2>Contamination verdicts</h2>`, `<p>One family of ${(0,format/* int */.Wh)(d.family_size)} hypotheses (M = ${d.models} × K = ${d.perturbers} tried${d.excess_tests ? `, + ${(0,format/* int */.Wh)(d.excess_tests)} excess-drop tests against the clean control(s) ${h(d.controls.join(", "))}` : ""}): ${h(method.test)} per pair, Holm over the family, ${h(method.bound)} deflated by ${h(method.deflation)}. Drop intervals are ${h(method.intervals)}; every pair's upper end is also stated as its one-sided (1 − α) upper bound, named or not.</p>`);
    if (c.models.length === 0)
        out.push(`<p>${h(noVerdicts(c, (x) => x))}</p>`);
    else
        out.push(`<table><tr><th>model</th><th>perturber</th><th>n</th><th>accuracy original</th><th>accuracy perturbed</th><th>drop</th><th>adjusted lower bound</th><th>p</th><th>p (Holm)</th><th>verdict</th></tr>`, ...c.models.flatMap((m) => m.perturbers.map((p) => {
            const verdict = p.detected
                ? "<strong>significant drop</strong>"
                : m.detected
                    ? "does not fire"
                    : "no significant drop (see below)";
            return `<tr><td>${h(m.name)}</td><td>${h(p.perturber)}</td><td>${h((0,figures/* sampleText */.EB)(p))}</td><td>${h((0,figures/* accuracyOriginalPhrase */.YS)(p))}</td><td>${h((0,figures/* accuracyPerturbedPhrase */.u2)(p))}</td><td>${h((0,figures/* dropCellPhrase */.V8)(p, d.alpha, (0,figures/* boundsShown */.pC)(m).includes(p)))}</td><td>${h((0,format.pt)(p.adjusted_lcb, (0,format/* dropDigits */.sO)(p.drop_ci)))}</td><td>${h((0,format/* pValue */.sp)(p.p_value))}</td><td>${h((0,format/* pValue */.sp)(p.p_holm))}</td><td>${verdict}</td></tr>`;
        })), `</table>`);
    // A non-detection's design reading is a paragraph: below the table, not in its narrowest column.
    // The upper bound is in every pair's drop cell, named or not (docs/statistics.md).
    const missed = c.models.filter((m) => !m.detected).flatMap((m) => m.perturbers.map((p) => ({ m, p })));
    if (missed.length)
        out.push(`<p><strong>No significant drop: what each pair's design could see</strong></p><ul>${missed
            .map(({ m, p }) => `<li><code>${h(m.name)}</code> · <code>${h(p.perturber)}</code>: ${h((0,figures/* nonDetectionSentences */.xn)(p, d).join("; "))}.</li>`)
            .join("")}</ul>`);
    const svg = forestPlotSvg(c);
    if (svg)
        out.push(`<figure>${svg}<figcaption>Drop per (model, perturber): dot = estimate, bar = melded ${h((0,format/* levelText */.WB)(1 - 2 * d.alpha))} interval, whose left end is the one-sided lower bound; diamond = lower bound after the E[max] deflation. Red = significant drop.</figcaption></figure>`);
    if (c.models.length) {
        out.push(`<h3>Against a clean control</h3><ul>${(0,figures/* controlReadingLines */.pw)(c.models, d.alpha)
            .map((l) => `<li>${h(l)}</li>`)
            .join("")}</ul>`);
    }
    for (const het of c.heterogeneity) {
        out.push(`<h3>Heterogeneity (perturber ${h(het.perturber)})</h3><p>${h((0,figures/* heterogeneityTestPhrase */.aw)(het))}, over ${het.included.length} models; ${h((0,figures/* pooledPhrase */.nC)(het))}.</p><blockquote>${h(het.interpretation)}</blockquote>`);
    }
    const splits = (0,time_split_text/* timeSplitBlocks */.c)(c.models);
    if (splits.length)
        out.push(`<h3>Time split (training cutoffs)</h3><ul>${splits.map((b) => `<li><strong>${h(b.model)}</strong>: ${h(b.head)}<ul>${b.lines.map((l) => `<li>${h(l)}</li>`).join("")}</ul></li>`).join("")}</ul>`);
    const s = c.spend;
    out.push(`<h3>Spend</h3><p>calls made ${(0,format/* int */.Wh)(s.calls_made)} · ${(0,format/* cacheHits */.TM)(s.cache_hits, s.cache_hits_verified)} · new cache entries ${(0,format/* int */.Wh)(s.new_entries)} · nondeterministic answers ${(0,format/* int */.Wh)(s.nondeterministic)}</p>`);
    if (c.warnings.length)
        out.push(`<ul>${c.warnings.map((w) => `<li>${h(w)}</li>`).join("")}</ul>`);
    return out;
}
/** The leakage findings, listed up to LISTED_FINDINGS. */
function leakageHtml(l) {
    const h = (s) => (0,format/* html */.qy)(s);
    const out = [];
    const { listed: f, total } = listedFindings(l.findings);
    const scope = scanScopeText(l, (r) => `<code>${h(r)}</code>`);
    out.push(`<h2>Leakage scan</h2><p>${(0,format/* int */.Wh)(total)} finding(s)${scope ? ` (pull-request mode: ${scope})` : ""}; holdout probes are shown by file and line only.</p>`);
    if (f.length)
        out.push(`<table><tr><th>corpus file:line</th><th>probe set</th><th>probe file:line</th><th>holdout</th><th>Jaccard</th><th>containment</th><th>rules</th></tr>`, ...f.map((x) => `<tr><td><code>${h(`${x.corpus.file}:${x.corpus.line}`)}</code></td><td>${h(x.probe.set)}</td><td><code>${h(`${x.probe.file}:${x.probe.line}`)}</code></td><td>${x.probe.holdout ? "yes" : "no"}</td><td>${(0,format/* score */.fN)(x.jaccard)}</td><td>${(0,format/* score */.fN)(x.containment)}</td><td>${h(x.rules.join(", "))}</td></tr>`), `</table>`, 
        // A page for people lists at most LISTED_FINDINGS; report.json has every one.
        ...(total > f.length ? [`<p>… ${(0,format/* int */.Wh)(total - f.length)} more findings in report.json</p>`] : []));
    return out;
}

// EXTERNAL MODULE: ./build/lib/text/json-chunks.js
var json_chunks = __webpack_require__(1365);
;// CONCATENATED MODULE: ./build/lib/report/json.js

/** report.json: the Report as is. */
function renderJson(report) {
    return JSON.stringify(report, null, 2) + "\n";
}
/** report.json in pieces (their concatenation is `renderJson`): any number of findings in bounded memory. */
function* jsonReportChunks(report) {
    yield* (0,json_chunks/* jsonChunks */.V)(report);
    yield "\n";
}

// EXTERNAL MODULE: ./build/lib/report/sarif.js
var report_sarif = __webpack_require__(9378);
;// CONCATENATED MODULE: ./build/lib/report/write-reports.js
/** report-dir: the same report as Markdown, JSON, HTML and (when leakage ran) SARIF. */





/** The files of a report directory, checked together before the work (`preflightOutputs`). */
function reportFiles(dir) {
    return ["report.json", "report.md", "report.html", "report.sarif"].map((n) => (0,output_file/* outputIn */.D_)(dir, n));
}
/** Checks the report directory before any work: folders created, no link on the way. */
async function preflightReports(dir) {
    await (0,output_file/* preflightOutputs */.K5)(reportFiles(dir));
}
/**
 * Returns the path of report.json. report.md has no byte budget: it is a file, not a summary.
 * JSON and SARIF are streamed with every finding; report.md and report.html list at most
 * LISTED_FINDINGS (src/report/leakage-section.ts), so each stays a string a person can open.
 */
async function writeReports(dir, report) {
    const [json, md, html, sarif] = reportFiles(dir);
    await (0,output_file/* writeOutputChunks */.xb)(json, jsonReportChunks(report));
    await (0,output_file/* writeOutput */.zh)(md, renderMarkdown(report, { maxBytes: Number.MAX_SAFE_INTEGER }));
    await (0,output_file/* writeOutput */.zh)(html, renderHtml(report));
    if (report.leakage)
        await (0,output_file/* writeOutputChunks */.xb)(sarif, (0,report_sarif/* sarifChunks */.gP)(report.leakage.findings, report.tool.version));
    return json.path;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/config/load.js + 6 modules
var load = __webpack_require__(5274);
// EXTERNAL MODULE: ./build/lib/design/gate.js + 1 modules
var design_gate = __webpack_require__(5268);
// EXTERNAL MODULE: ./build/lib/design/controls.js + 1 modules
var controls = __webpack_require__(2567);
// EXTERNAL MODULE: ./build/lib/design/resolve.js
var resolve = __webpack_require__(2991);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/prepare.js + 1 modules
var prepare = __webpack_require__(4466);
// EXTERNAL MODULE: ./build/lib/leakage/config.js
var config = __webpack_require__(1079);
// EXTERNAL MODULE: ./build/lib/leakage/scan.js + 20 modules
var scan = __webpack_require__(1480);
// EXTERNAL MODULE: ./build/lib/leakage/sources/repo-root.js
var repo_root = __webpack_require__(3671);
// EXTERNAL MODULE: ./build/lib/models/secrets.js
var secrets = __webpack_require__(2526);
// EXTERNAL MODULE: ./build/lib/version.js
var version = __webpack_require__(6480);
// EXTERNAL MODULE: ./build/lib/settings/resolve.js + 1 modules
var settings_resolve = __webpack_require__(2564);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/engine/evaluate.js + 15 modules
var evaluate = __webpack_require__(903);
// EXTERNAL MODULE: ./build/lib/run/unparsed.js
var unparsed = __webpack_require__(9014);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 2 modules
var verdict_json = __webpack_require__(1239);
;// CONCATENATED MODULE: ./build/lib/engine/decide.js
/**
 * One pure decision from the outcomes a check run found to its exit code and its `verdict`
 * label — the only ranking of outcomes in contamgate. The CLI (`check`) fails on every outcome;
 * the action fails on those its `fail-on` lists. Both look at *every* outcome present, never
 * only the top-ranked one: a leak beside a contaminated model still fails `fail-on: leaking`.
 */


/** Each outcome's own exit code (docs/action.md "Exit status"). */
const OUTCOME_EXIT = {
    contaminated: errors/* ExitCode */.yU.Found,
    leaking: errors/* ExitCode */.yU.Found,
    "compare-failed": errors/* ExitCode */.yU.Found,
    error: errors/* ExitCode */.yU.InvalidInput,
    underpowered: errors/* ExitCode */.yU.Underpowered,
    unconfirmed: errors/* ExitCode */.yU.Unconfirmed,
};
/**
 * `failOn` omitted: every outcome fails (the CLI). "error" fails whatever `failOn` says — a run
 * that could not evaluate is never green.
 */
function decide(present, failOn) {
    const seen = new Set(present);
    const outcomes = OUTCOMES.filter((o) => seen.has(o));
    const failing = outcomes.filter((o) => failOn === undefined || failOn.has(o) || o === "error");
    return {
        outcomes,
        verdict: verdictLabel(outcomes),
        failing,
        exitCode: failing.length === 0 ? errors/* ExitCode */.yU.Pass : OUTCOME_EXIT[failing[0]],
    };
}

// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
// EXTERNAL MODULE: ./build/lib/items/load.js
var items_load = __webpack_require__(8527);
// EXTERNAL MODULE: ./build/lib/report/power-json.js + 1 modules
var power_json = __webpack_require__(257);
;// CONCATENATED MODULE: ./build/lib/report/power-section.js

/** The report's power section: `contamgate power --json`'s object for a design with n and a target drop. */
function powerSection(r, forced = false) {
    const { n, effect } = r.design;
    if (n === undefined || effect === undefined)
        throw new Error("powerSection needs a design with n and effect");
    return { ...(0,power_json/* powerGateCurveJson */.e)(r), n, effect, ...(forced ? { forced: true } : {}) };
}

// EXTERNAL MODULE: ./build/lib/compare/compute.js + 4 modules
var compute = __webpack_require__(7121);
// EXTERNAL MODULE: ./build/lib/compare/pair.js
var pair = __webpack_require__(602);
// EXTERNAL MODULE: ./build/lib/compare/plan.js + 1 modules
var plan = __webpack_require__(9280);
// EXTERNAL MODULE: ./build/lib/outcomes/read.js
var read = __webpack_require__(9754);
// EXTERNAL MODULE: ./build/lib/settings/compare.js
var settings_compare = __webpack_require__(2983);
// EXTERNAL MODULE: ./build/lib/settings/soft-pilot.js
var soft_pilot = __webpack_require__(5325);
;// CONCATENATED MODULE: ./build/lib/engine/check.js
/**
 * The check engine: runs what contamgate.yml configures — power gate, leakage scan,
 * contamination run — in that order (nothing is spent before the gate passes) and returns one
 * Report. Both `contamgate check` and the action call this; neither knows about the other.
 */
































const NOT_RUN = { newCacheEntries: 0, cacheDir: null, unconfirmed: false, stopped: null };
async function runCheck(req, deps) {
    const cfg = await (0,load.loadConfig)(req.configPath, req.cwd);
    const c = cfg.config;
    const warnings = [];
    const checks = configuredChecks(req, c, warnings);
    const report = emptyReport(req, cfg, checks, warnings);
    // Settings resolved once, before anything runs: the run's design is the one the gate judges.
    const overrides = runOverrides(req, c);
    const names = surfaceNames(req);
    let run = null;
    let gate = null;
    if (checks.includes("contamination")) {
        run = await (0,settings_resolve/* resolveRunSettings */.BW)(cfg, overrides, req.cwd, names);
        gate = (0,design_gate/* evaluatePowerGate */.Ah)(run.settings.design);
    }
    else if (checks.includes("power") && c.design) {
        gate = (0,design_gate/* evaluatePowerGate */.Ah)(await designFromConfig(cfg, req.cwd, overrides, names));
    }
    // The compare check's settings, resolved before anything runs; its plan is judged by the power
    // check with no outcome read and nothing spent (docs/compare.md "Power before spending").
    const compare = c.compare && (checks.includes("compare") || checks.includes("power"))
        ? (0,settings_compare/* resolveCompareSettings */.r)(cfg, {}, req.cwd)
        : null;
    const compareUnderpowered = recordComparePlan(compare, checks, report, deps);
    const underpowered = gate !== null && recordGate(gate, checks, req, report, deps);
    if (checks.includes("leakage")) {
        const scanned = await (0,scan/* scan */.S)({
            ...(0,config.optionsFromSection)(c.leakage, cfg.dir, cfg, await (0,repo_root/* repositoryRoot */.H)(req.cwd, deps.env)),
            ...(req.changedSince !== null ? { changedSince: req.changedSince } : {}),
            ...(deps.leakageProgress ? { progress: deps.leakageProgress } : {}),
        });
        report.leakage = leakageSection(scanned, req.changedSince);
    }
    const ran = run !== null && gate !== null
        ? await contaminationCheck(run, gate, underpowered, req, deps, report, warnings)
        : NOT_RUN;
    if (compare !== null && checks.includes("compare"))
        await compareCheck(compare, req, report, warnings);
    const present = presentOutcomes(report, ran, { underpowered, compareUnderpowered, req });
    const { outcomes, verdict, exitCode } = decide(present);
    report.verdict = verdict;
    report.exit_code = exitCode;
    report.headline = headline(report, outcomes);
    return { exitCode, verdict, report, newCacheEntries: ran.newCacheEntries, cacheDir: ran.cacheDir };
}
/** The checks asked for that the config configures; each one skipped is a warning. */
function configuredChecks(req, c, warnings) {
    const configured = {
        power: c.design ? null : "design: section",
        leakage: c.leakage ? null : "leakage: section",
        contamination: c.design && c.benchmark && c.models
            ? null
            : `${["design", "benchmark", "models"]
                .filter((k) => !c[k])
                .map((k) => `${k}:`)
                .join(" or ")} section (it needs design:, benchmark: and models:)`,
        compare: c.compare ? null : "compare: section",
    };
    // The power check judges design: and/or a planned comparison (compare.plan).
    if (configured.power !== null && c.compare?.plan)
        configured.power = null;
    // Every check asked for (the default) on a config without compare: — nothing to compare, and no
    // reason to warn about it; a compare check asked for by name still warns.
    const allAsked = CHECK_NAMES.every((n) => req.checks.includes(n));
    const checks = req.checks.filter((name) => {
        if (configured[name] === null)
            return true;
        if (name === "compare" && allAsked)
            return false;
        warnings.push({
            source: "config",
            message: `${name} check skipped: ${req.configPath} has no ${configured[name]}`,
            file: req.configPath,
        });
        return false;
    });
    if (checks.length === 0) {
        throw new errors/* InputError */.dz(`none of the requested checks (${req.checks.join(", ")}) is configured`, {
            file: req.configPath,
        });
    }
    return checks;
}
/** The report before any check ran: a pass, filled in as the checks run. */
function emptyReport(req, cfg, checks, warnings) {
    return {
        schema_version: REPORT_SCHEMA_VERSION,
        tool: { name: "contamgate", version: version/* VERSION */.x },
        config: { path: req.configPath, sha256: cfg.sha256 },
        verdict: "pass",
        exit_code: errors/* ExitCode */.yU.Pass,
        checks,
        power: null,
        contamination: null,
        leakage: null,
        compare: null,
        warnings,
    };
}
/** What the request overrides in the config's run settings; date filters need a benchmark. */
function runOverrides(req, c) {
    const overrides = {
        ...(req.yes.value ? { yes: true } : {}),
        ...(req.forceUnderpowered ? { forceUnderpowered: true } : {}),
        ...(req.maxCalls.value !== null ? { budget: { value: req.maxCalls.value, source: req.maxCalls.source } } : {}),
        ...(req.cacheDir.value !== null ? { cacheDir: { value: req.cacheDir.value, source: req.cacheDir.source } } : {}),
        ...(req.publishedAfter !== undefined ? { publishedAfter: req.publishedAfter } : {}),
        ...(req.publishedBefore !== undefined ? { publishedBefore: req.publishedBefore } : {}),
        ...(req.softPilot !== undefined ? { softPilot: req.softPilot } : {}),
    };
    for (const v of [req.publishedAfter, req.publishedBefore])
        if (v !== undefined && !c.benchmark)
            throw new errors/* InputError */.dz("filters the benchmark's items by date, but the config has no benchmark: section", (0,value_source/* whereOf */.de)(v.source));
    return overrides;
}
/** How messages name each setting: the config's keys, and the surface's own knobs. */
function surfaceNames(req) {
    return {
        models: "models",
        items: "benchmark",
        effect: "design.target_effect",
        rate: "design.expected_discordant_rate",
        budget: (0,value_source/* knob */.B8)(req.maxCalls.source, "a call budget"),
        yes: req.yes.source.kind === "input" ? `${req.yes.source.input}: true` : (0,value_source/* knob */.B8)(req.yes.source, "confirmation"),
    };
}
/** The planned comparison's power, judged by the power check; true when it is underpowered. */
function recordComparePlan(compare, checks, report, deps) {
    if (compare === null || !checks.includes("power") || compare.spec.plan === null)
        return false;
    const plan = comparePlanOf(compare.spec);
    report.compare = { plan, comparison: null };
    const underpowered = plan.adequate === false;
    if (underpowered)
        deps.log(`power: planned comparison: ${(0,compare_figures/* planPhrase */.RN)(plan)}`);
    return underpowered;
}
/** The power gate's section and log line; true when the design is underpowered. */
function recordGate(gate, checks, req, report, deps) {
    const underpowered = gate.adequate === false;
    // A refusing gate is the verdict's reason, so its figures go into the report even when only
    // the contamination check was asked for.
    if (checks.includes("power") || underpowered)
        report.power = powerSection(gate, underpowered && req.forceUnderpowered === true);
    if (underpowered)
        deps.log(`power: ${(0,power_text/* gateMessage */.V6)(gate)}`);
    return underpowered;
}
/** The contamination run, unless the gate refuses it; its section goes into the report. */
async function contaminationCheck(run, gate, underpowered, req, deps, report, warnings) {
    if (underpowered && !req.forceUnderpowered) {
        warnings.push({
            source: "contamination",
            message: "contamination run not started: the design is underpowered (nothing was sent)",
        });
        return NOT_RUN;
    }
    const { settings } = run;
    for (const n of run.notes)
        deps.log(n);
    for (const w of run.warnings)
        warnings.push({ source: "contamination", message: w });
    const cacheDir = settings.cacheDir?.value ?? null;
    const outcome = await (0,evaluate/* runEvaluation */.K2)(settings, {
        env: deps.env,
        log: deps.log,
        // Plain lines, as in CI: the action's log and `check` both show a long run moving.
        ...(deps.quiet ? {} : { onProgress: (p) => deps.log(`progress: ${(0,execute/* formatProgress */.Vu)(p)}`) }),
        progressEveryMs: 10_000,
        ...(deps.showProviderBodies ? { showProviderBodies: true } : {}),
        ...(deps.abort ? { abort: deps.abort } : {}),
    }, { gate });
    for (const w of outcome.warnings)
        warnings.push({ source: "contamination", message: w });
    report.contamination = contaminationSection(outcome, settings, (0,secrets/* knownKeys */.eE)(deps.env));
    return {
        newCacheEntries: outcome.stage === "gate" ? 0 : (outcome.cache?.newEntries ?? 0),
        cacheDir,
        unconfirmed: outcome.stage === "confirm",
        stopped: outcome.stage === "stopped" ? { reason: outcome.error, exitCode: outcome.exitCode } : null,
    };
}
/** The compare check: the outcome files read, compared, and the comparison put in the report. */
async function compareCheck(compare, req, report, warnings) {
    const tables = [];
    for (const input of compare.inputs) {
        const file = await (0,read/* readOutcomesFile */.Sj)((0,external_node_path_.relative)(req.cwd, input.path) || input.shown, req.cwd, "compare.inputs");
        tables.push(file.table);
    }
    const comparison = (0,compute/* computeComparison */.l)((0,pair/* concatRows */.UJ)(tables), compare.spec);
    report.compare = { plan: report.compare?.plan ?? null, comparison };
    for (const w of comparison.warnings)
        warnings.push({ source: "compare", message: w });
}
/**
 * Every outcome present is recorded, not only the top-ranked one: the action's fail-on decides
 * on each of them, and every surface names all of them.
 */
function presentOutcomes(report, ran, gates) {
    const { stopped, unconfirmed } = ran;
    const compareFailing = report.compare?.comparison?.gate.failing ?? [];
    const present = [];
    if (report.contamination?.models.some((m) => m.detected))
        present.push("contaminated");
    if ((report.leakage?.findings.length ?? 0) > 0)
        present.push("leaking");
    if (compareFailing.some((m) => m !== "underpowered"))
        present.push("compare-failed");
    if (gates.compareUnderpowered || compareFailing.includes("underpowered"))
        present.push("underpowered");
    // A run stopped by a provider could not evaluate; one stopped by the call budget is unconfirmed spend.
    if (stopped !== null && stopped.exitCode !== errors/* ExitCode */.yU.Unconfirmed)
        present.push("error");
    // A run forced past the gate (--force-underpowered) is judged by what it found, as `run` is;
    // the shortfall stays in the report's power section and warnings.
    if (gates.underpowered && !(gates.req.forceUnderpowered === true && report.contamination !== null))
        present.push("underpowered");
    if (unconfirmed || stopped?.exitCode === errors/* ExitCode */.yU.Unconfirmed)
        present.push("unconfirmed");
    return present;
}
/**
 * The design for a power-only check: the same derivation as the run's (n from the benchmark's
 * selected items, M and K from the models and perturbers configured), without building a run.
 */
async function designFromConfig(cfg, cwd, overrides, names) {
    const c = cfg.config;
    let n;
    if (c.benchmark) {
        const prepared = await (0,prepare/* prepareItems */.Q)({
            // resolve, not concatenation: an absolute benchmark.path must name the same file `run` reads.
            path: (0,external_node_path_.resolve)(cfg.dir, c.benchmark.path),
            displayName: (0,external_node_path_.relative)(cwd, (0,external_node_path_.resolve)(cfg.dir, c.benchmark.path)) || c.benchmark.path,
            workspace: cwd,
            split: c.benchmark.split,
            ...(c.benchmark.sample_n !== undefined ? { sampleN: c.benchmark.sample_n } : {}),
            ...publicationWindow(c.benchmark, overrides),
        });
        n = prepared.items.length;
    }
    const inputs = (0,settings_resolve/* resolveDesignInputs */.Qh)(cfg, overrides, names);
    const design = (0,resolve/* deriveDesign */.G)(inputs, {
        ...(n !== undefined ? { n } : {}),
        ...(c.models ? { modelsRun: c.models.length } : {}),
        ...(c.benchmark ? { perturbersRun: (0,settings_resolve/* resolvePerturbers */.pf)(cfg, overrides).length } : {}),
        ...((0,settings_resolve/* resolveControls */.pO)(cfg, overrides) ? { controls: (0,settings_resolve/* resolveControls */.pO)(cfg, overrides) } : {}),
    });
    return (0,soft_pilot/* withSoftPilot */.dE)(design, (0,soft_pilot/* softPilotOf */.Km)(overrides.softPilot, cfg, cwd), inputs.softSd, cwd);
}
/** The date filters `run` applies (src/settings/resolve.ts): a flag replaces the benchmark's key. */
function publicationWindow(b, o) {
    for (const v of [o.publishedAfter, o.publishedBefore])
        if (v !== undefined && !(0,items_load/* isIsoDate */.s6)(v.value))
            throw (0,value_source/* invalid */.Gq)(v.source, `a date YYYY-MM-DD (got "${v.value}")`);
    const after = o.publishedAfter?.value ?? b.published_after;
    const before = o.publishedBefore?.value ?? b.published_before;
    return {
        ...(after !== undefined ? { publishedAfter: after } : {}),
        ...(before !== undefined ? { publishedBefore: before } : {}),
    };
}
function contaminationSection(outcome, options, keys) {
    const json = outcome.stage === "done" ? (0,verdict_json/* verdictJson */.G)(outcome.verdict) : null;
    // A run stopped before its verdicts (unconfirmed, budget) still reports the design it would use:
    // the same one (src/design/resolve.ts), so gate and verdict agree on M and K.
    const g = options.design;
    const design = json?.design ?? {
        alpha: g.alpha,
        target_effect: g.effect,
        power: g.targetPower,
        models: g.models,
        perturbers: g.perturbers,
        perturbers_run: [...options.perturbers],
        family_size: g.models * g.perturbers + (0,controls/* excessTestsOf */._j)(g),
        excess_tests: (0,controls/* excessTestsOf */._j)(g),
        controls: g.controls?.kind === "declared" ? [...g.controls.names] : [],
        controls_against: g.controls?.kind === "declared" ? g.controls.against : null,
        emax: g.emax,
        emax_value: outcome.gate.emaxValue,
    };
    const planned = outcome.stage === "gate" ? null : outcome;
    const asked = outcome.stage === "stopped" || outcome.stage === "done" ? outcome : null;
    return {
        design,
        detected_models: outcome.stage === "done" ? [...outcome.detected] : [],
        ...(outcome.stage === "stopped"
            ? { stopped: { reason: withoutItemText(outcome.error, options.items, keys), exit_code: outcome.exitCode } }
            : {}),
        models: json?.models ?? [],
        heterogeneity: json?.heterogeneity ?? [],
        warnings: json?.warnings ?? [],
        ...(outcome.stage === "done" && Object.keys(outcome.unparsed).length > 0
            ? { unparsed: Object.fromEntries(Object.entries(outcome.unparsed).map(([label, u]) => [label, (0,unparsed/* unparsedJson */.J0)(u)])) }
            : {}),
        spend: {
            calls_made: asked?.spend.calls ?? 0,
            cache_hits: asked?.asks.hits ?? 0,
            cache_hits_verified: planned?.cache?.replayedVerified ?? 0,
            new_entries: planned?.cache?.newEntries ?? 0,
            nondeterministic: planned?.cache?.nondeterministic ?? 0,
            calls_needed: Object.values(planned?.uncachedCalls ?? {}).reduce((a, b) => a + b, 0),
            max_calls: options.spend.budget?.value ?? null,
        },
    };
}
/** One clause per outcome present, in rank order, so the headline names all of them. */
function headline(r, outcomes) {
    if (outcomes.length === 0)
        return "all configured checks passed";
    return outcomes.map((v) => outcomeClause(r, v)).join("; ");
}
function outcomeClause(r, v) {
    switch (v) {
        case "contaminated":
            return `contamination detected in: ${r
                .contamination.models.filter((m) => m.detected)
                .map((m) => `${m.name} (named by ${m.named_by})`)
                .join(", ")}`;
        case "leaking":
            return `${r.leakage.findings.length} leakage finding(s) in the corpora (holdout text is never shown)`;
        case "compare-failed":
            return `compare gate failed: ${(0,compare_figures/* gatePhrase */.tl)(r.compare.comparison)}`;
        case "underpowered": {
            const parts = [];
            if (r.power?.adequate === false)
                parts.push(`design underpowered: needs ${r.power.exact.required_n === null ? "more" : (0,format/* int */.Wh)(r.power.exact.required_n)} questions, has ${(0,format/* int */.Wh)(r.power.n)}`);
            const plan = r.compare?.comparison?.power ?? r.compare?.plan;
            if (plan?.adequate === false)
                parts.push(`planned comparison underpowered: ${(0,compare_figures/* planPhrase */.RN)(plan)}`);
            return parts.join("; ") || "design underpowered";
        }
        case "error":
        case "unconfirmed":
            if (r.contamination?.stopped)
                return `contamination run stopped before its verdicts: ${r.contamination.stopped.reason}`;
            if (v === "error")
                return "the checks could not be evaluated";
            return `spending not confirmed: ${(0,format/* int */.Wh)(r.contamination?.spend.calls_needed ?? 0)} paid calls needed (confirm with --yes, or yes: true in the action)`;
    }
}
/**
 * The stop reason goes into every report surface. Provider failures never carry the provider's
 * text (src/models/provider-text.ts digests it); this is the second line of defence for any other
 * stop: keys (and slices of them) are redacted before anything is cut, verbatim questions and
 * choices are withheld, and the reason is kept short.
 */
function withoutItemText(reason, items, keys) {
    let out = (0,secrets/* redactKnownKeys */.x5)(reason, keys);
    if (out.length > 20_000)
        out = out.slice(0, 20_000);
    for (const it of items)
        for (const text of [it.question, ...it.choices])
            if (text.length >= 8 && out.includes(text))
                out = out.split(text).join("[item text withheld]");
    return out.length > 400 ? `${out.slice(0, 400)}…` : out;
}
/** The planned comparison before spending: at compare.plan.n items, for the preregistered Δ. */
function comparePlanOf(spec) {
    const p = spec.plan;
    return (0,plan/* planComparison */.d)({
        n: p.n,
        delta: p.delta,
        discordance: p.discordance,
        alpha: spec.alpha,
        sided: spec.direction,
        candidates: spec.candidates.length,
        targetPower: p.targetPower,
        designEffect: p.designEffect,
        margin: spec.margin,
    });
}

// EXTERNAL MODULE: ./build/lib/report/verdict-text.js
var verdict_text = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/lib/report/compare-text.js
var compare_text = __webpack_require__(8974);
;// CONCATENATED MODULE: ./build/lib/report/check-text.js
/** The terminal view of a check Report: every estimate with its interval or conditions and n. */








function renderCheckText(r) {
    const out = [];
    out.push(`contamgate check: ${r.verdict.toUpperCase()} — ${(0,text_escape/* forLog */.Ig)(r.headline ?? "")}`);
    if (r.config)
        out.push(`config ${(0,text_escape/* forLog */.Ig)(r.config.path)} (sha256 ${r.config.sha256.slice(0, 12)}…), contamgate ${r.tool.version}`);
    const p = r.power;
    if (p) {
        out.push("", `power gate (exact ${p.one_sided ? "one-sided" : "two-sided"} McNemar, α = ${p.alpha}, M = ${p.models}, K = ${p.perturbers}, E[max] ${p.emax}):`);
        out.push(`  design: n = ${(0,format/* int */.Wh)(p.n)} questions, expected discordant rate ${(0,format/* pct */.Oe)(p.discordant_rate)}, target drop ${(0,format/* targetDrop */.tk)(p.effect)}, target power ${(0,format/* targetPower */.BC)(p.target_power)}`);
        const e = p.exact;
        const na = p.normal_approximation;
        out.push(`  exact power ${e.power === null ? "—" : (0,format/* prob */._P)(e.power)} for the target drop at n = ${(0,format/* int */.Wh)(p.n)}` +
            ` (normal approximation ${na.power === null ? "—" : (0,format/* prob */._P)(na.power)}, comparison only)`);
        out.push(`  smallest drop this n can see at ${(0,format/* targetPower */.BC)(p.target_power)} power: ${e.min_detectable_effect === null ? "none ≤ the discordant rate" : (0,format/* mde */.rK)(e.min_detectable_effect)}` +
            ` (normal approximation ${na.min_detectable_effect === null ? "—" : (0,format/* mde */.rK)(na.min_detectable_effect)})`);
        out.push(`  questions the target needs: ${e.required_n === null ? "—" : (0,format/* int */.Wh)(e.required_n)}` +
            (e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at ${(0,format/* int */.Wh)(e.first_n)})` : "") +
            ` (normal approximation ${na.required_n === null ? "—" : (0,format/* int */.Wh)(na.required_n)})`);
        out.push(`  ${p.adequate === false ? (p.forced ? "UNDERPOWERED (run forced past the gate)" : "UNDERPOWERED: nothing is spent") : "adequate"}`);
        const reasons = (0,figures/* powerReasons */.L2)(p);
        if (reasons)
            out.push(`  note: ${reasons}`);
        if (p.controls)
            out.push(`  ${(0,figures/* excessPowerPhrase */.UM)(p.controls, p.n, p.target_power)}`);
        if (p.soft)
            out.push(...(0,power_text/* softFigureLines */.q4)(p.soft, (0,power_text/* softContext */.cB)(p)).map((l) => `  ${l}`));
    }
    const l = r.leakage;
    if (l) {
        let holdout = 0;
        for (const f of l.findings)
            if (f.probe.holdout)
                holdout++;
        const scope = scanScopeText(l, text_escape/* forLog */.Ig);
        out.push("", `leakage: ${(0,format/* int */.Wh)(l.findings.length)} finding(s)${scope ? ` [${scope}]` : ""} (${(0,format/* int */.Wh)(holdout)} from holdout sets; holdout text is never shown)`);
        let shown = 0;
        for (const f of l.findings) {
            if (shown++ === 50)
                break;
            const via = findingScope(l, f, text_escape/* forLog */.Ig);
            out.push(`  ${(0,text_escape/* forLog */.Ig)(f.corpus.file)}:${f.corpus.line} ← ${(0,text_escape/* forLog */.Ig)(f.probe.set)} ${(0,text_escape/* forLog */.Ig)(f.probe.file)}:${f.probe.line}${f.probe.id ? ` (${(0,text_escape/* forLog */.Ig)(f.probe.id)})` : ""}` +
                `${f.probe.holdout ? " [holdout]" : ""}: jaccard ${(0,format/* score */.fN)(f.jaccard)}, containment ${(0,format/* score */.fN)(f.containment)}; ${f.rules.join(", ")}` +
                (via ? ` — ${via}` : ""));
        }
        if (l.findings.length > 50)
            out.push(`  … ${(0,format/* int */.Wh)(l.findings.length - 50)} more in report.json`);
    }
    const c = r.contamination;
    if (c) {
        const d = c.design;
        out.push("", `contamination (exact one-sided McNemar, Holm over ${d.family_size} (model, perturber) pairs: M = ${d.models}, K = ${d.perturbers}${d.excess_tests ? ` + ${d.excess_tests} excess-drop tests against the clean control(s) ${d.controls.join(", ")}` : ""}; target drop ${(0,format/* ptSize */.iu)(d.target_effect)}):`);
        if (c.stopped)
            out.push(`  STOPPED before any verdict (exit ${c.stopped.exit_code}): ${(0,text_escape/* forLog */.Ig)(c.stopped.reason)}`);
        for (const m of c.models)
            out.push(...(0,verdict_text/* modelLines */.tG)(m, d).map((l) => `  ${(0,text_escape/* forLog */.Ig)(l)}`));
        if (c.models.length)
            out.push(...(0,verdict_text/* controlsLines */.gi)(c.models, d.alpha).map((l) => `  ${(0,text_escape/* forLog */.Ig)(l)}`));
        if (c.models.length)
            out.push(...(0,verdict_text/* heterogeneityLines */.QH)(c.heterogeneity).map((l) => `  ${(0,text_escape/* forLog */.Ig)(l)}`));
        const s = c.spend;
        out.push(`  spend: ${(0,format/* int */.Wh)(s.calls_made)} paid calls made, ${(0,format/* cacheHits */.TM)(s.cache_hits, s.cache_hits_verified)}, ${(0,format/* int */.Wh)(s.new_entries)} new cache entries${s.nondeterministic ? `, ${(0,format/* int */.Wh)(s.nondeterministic)} nondeterministic answers (first kept)` : ""}`);
        for (const w of c.warnings)
            out.push(`  warning: ${(0,text_escape/* forLog */.Ig)(w)}`);
    }
    const cmp = r.compare;
    if (cmp?.comparison) {
        out.push("", ...(0,compare_text/* renderCompareText */.z8)(cmp.comparison)
            .trimEnd()
            .split("\n")
            .map((l) => `  ${(0,text_escape/* forLog */.Ig)(l)}`));
    }
    else if (cmp?.plan) {
        out.push("", `planned comparison (before any spend): ${(0,text_escape/* forLog */.Ig)((0,compare_figures/* planPhrase */.RN)(cmp.plan))}`);
    }
    // A comparison's warnings are printed with it above: said once.
    const shownCompare = new Set(cmp?.comparison?.warnings ?? []);
    const other = r.warnings.filter((w) => (w.source !== "contamination" || !c?.warnings.includes(w.message)) &&
        (w.source !== "compare" || !shownCompare.has(w.message)));
    if (other.length) {
        out.push("", "warnings:");
        for (const w of other)
            out.push(`  - ${w.file ? `${(0,text_escape/* forLog */.Ig)(w.file)}${w.line ? `:${w.line}` : ""}: ` : ""}${(0,text_escape/* forLog */.Ig)(w.message)}`);
    }
    return out.join("\n") + "\n";
}

// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/progress.js
var progress = __webpack_require__(5706);
;// CONCATENATED MODULE: ./build/lib/cli/check.js











const HELP = `usage: contamgate check [--config contamgate.yml] [flags]

Runs every check contamgate.yml configures, in this order: the power gate (design:, and the
planned comparison compare.plan), the leakage scan (leakage:), the contamination run (design:,
benchmark:, models:), the comparison of two runs' outcomes (compare:). Nothing is spent before the
gate passes and the spend is confirmed.

  --config PATH            the config (default contamgate.yml)
  --checks LIST            comma-separated subset of power,leakage,contamination,compare (default: all configured)
  --yes                    confirm the announced paid calls (without it: exit 3, nothing sent)
  --max-calls N            most paid calls (default: exactly the calls announced)
  --cache-dir DIR          response cache directory (default: run.cache_dir or .contamgate-cache)
  --changed-since REF      leakage: lines added since this git ref, and probes changed since it
  --published-after DATE   keep only benchmark items published after DATE (YYYY-MM-DD; undated set aside, counted)
  --published-before DATE  keep only benchmark items published on or before DATE
  --force-underpowered     run although the power gate fails (the shortfall goes into the report)
  --soft-pilot PATH        plan the soft gate on a pilot outcome file's shape of d (rows with score for
                           both conditions; config: design.soft_pilot)
  --report-dir DIR         write report.json, report.md, report.html (and report.sarif) there
  --quiet                  no progress lines on stderr (the leakage scan's and the run's)
  --show-provider-bodies   print what a failing provider sent (keys redacted) on stderr; off by
                           default because a provider may echo the prompt (holdout text)

exit: 0 pass, 1 contamination or leakage found or a compare gate failed, 2 design underpowered, 3 spend not confirmed,
4 invalid input or usage
`;
/** check's own flags for the values the engine may have to name. */
const CHECK_SOURCES = {
    maxCalls: { kind: "flag", flag: "--max-calls" },
    cacheDir: { kind: "flag", flag: "--cache-dir" },
    yes: { kind: "flag", flag: "--yes" },
};
const CHECK_FLAGS = {
    config: { type: "string" },
    checks: { type: "string" },
    yes: { type: "boolean" },
    "max-calls": { type: "string" },
    "cache-dir": { type: "string" },
    "changed-since": { type: "string" },
    "published-after": { type: "string" },
    "published-before": { type: "string" },
    "force-underpowered": { type: "boolean" },
    "report-dir": { type: "string" },
    "soft-pilot": { type: "string" },
    "show-provider-bodies": { type: "boolean" },
    quiet: { type: "boolean" },
    help: { type: "boolean" },
};
async function checkCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, CHECK_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    let checks = [...CHECK_NAMES];
    if (values.checks !== undefined) {
        const asked = values.checks
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
        const bad = asked.filter((s) => !CHECK_NAMES.includes(s));
        if (bad.length || asked.length === 0)
            throw new errors/* InputError */.dz(`--checks must list some of ${CHECK_NAMES.join(", ")} (got "${values.checks}")`);
        checks = asked;
    }
    const maxCalls = values["max-calls"] === undefined
        ? null
        : (0,ranges/* parseNumber */.$J)(values["max-calls"], ranges/* RANGES */.$M.budget, CHECK_SOURCES.maxCalls).value;
    // An unusable report directory is found before anything runs or is spent.
    const reportDir = values["report-dir"] === undefined
        ? undefined
        : (0,output_file/* outputPath */.XC)(values["report-dir"], { cwd: io.cwd, field: "--report-dir" });
    if (reportDir !== undefined)
        await preflightReports(reportDir);
    // Handled only while checking; afterwards a signal acts as usual (the reports take milliseconds).
    const interrupt = io.interrupt?.();
    // Plain lines even on a terminal: the engine's other lines come between, and a redrawn line would swallow them.
    const leakageProgress = (0,progress/* progressLines */.L)({ ...io, stderrIsTTY: false }, "leakage progress");
    const outcome = await runCheck({
        configPath: values.config ?? "contamgate.yml",
        checks,
        yes: { value: values.yes === true, source: CHECK_SOURCES.yes },
        maxCalls: { value: maxCalls, source: CHECK_SOURCES.maxCalls },
        cacheDir: { value: values["cache-dir"] ?? null, source: CHECK_SOURCES.cacheDir },
        changedSince: values["changed-since"] ?? null,
        forceUnderpowered: values["force-underpowered"] === true,
        ...(values["published-after"] !== undefined
            ? { publishedAfter: (0,value_source/* fromFlag */.dB)("--published-after", values["published-after"]) }
            : {}),
        ...(values["published-before"] !== undefined
            ? { publishedBefore: (0,value_source/* fromFlag */.dB)("--published-before", values["published-before"]) }
            : {}),
        ...(values["soft-pilot"] !== undefined ? { softPilot: (0,value_source/* fromFlag */.dB)("--soft-pilot", values["soft-pilot"]) } : {}),
        cwd: io.cwd,
    }, {
        env: io.env,
        log: (line) => io.stderr(`${line}\n`),
        ...(values.quiet ? { quiet: true } : { leakageProgress: leakageProgress.sink }),
        ...(values["show-provider-bodies"] ? { showProviderBodies: true } : {}),
        ...(interrupt ? { abort: interrupt.signal } : {}),
    }).finally(() => interrupt?.dispose());
    const stopped = outcome.report.contamination?.stopped;
    if (interrupt?.exitCode() !== undefined && stopped)
        io.stderr(`contamgate check: ${stopped.reason}\n`);
    io.stdout(renderCheckText(outcome.report));
    if (reportDir !== undefined) {
        await writeReports(reportDir, outcome.report);
        // As the user wrote it: an absolute runner path is noise in a log.
        io.stdout(`reports written: ${(0,external_node_path_.join)(values["report-dir"], "report.json")} (and report.md, report.html${outcome.report.leakage ? ", report.sarif" : ""})\n`);
    }
    // Interrupted: 128 + the signal's number, whatever the partial report says (never a pass).
    return interrupt?.exitCode() ?? outcome.exitCode;
}


/***/ }),

/***/ 8075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* reexport safe */ _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__.J),
/* harmony export */   qg: () => (/* binding */ parse)
/* harmony export */ });
/* unused harmony export Parser */
/* harmony import */ var stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2203);
/* harmony import */ var _utils_is_object_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8467);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7084);
/* harmony import */ var _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6892);
/* harmony import */ var _api_normalize_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6845);
/*
CSV Parse

Please look at the [project documentation](https://csv.js.org/parse/) for
additional information.
*/







class Parser extends stream__WEBPACK_IMPORTED_MODULE_0__.Transform {
  constructor(opts = {}) {
    super({ ...{ readableObjectMode: true }, ...opts, encoding: null });
    this.api = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .p)({
      on_skip: (err, chunk) => {
        this.emit("skip", err, chunk);
      },
      ...opts,
    });
    // Backward compatibility
    this.state = this.api.state;
    this.options = this.api.options;
    this.info = this.api.info;
  }
  // Implementation of `Transform._transform`
  _transform(buf, _, callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      buf,
      false,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.end();
        // Fix #333 and break #410
        //   ko: api.stream.iterator.coffee
        //   ko with v21.4.0, ok with node v20.5.1: api.stream.finished # aborted (with generate())
        //   ko: api.stream.finished # aborted (with Readable)
        // this.destroy()
        // Fix #410 and partially break #333
        //   ok: api.stream.iterator.coffee
        //   ok: api.stream.finished # aborted (with generate())
        //   broken: api.stream.finished # aborted (with Readable)
        this.on("end", this.destroy);
      },
    );
    if (err !== undefined) {
      this.state.stop = true;
    }
    callback(err);
  }
  // Implementation of `Transform._flush`
  _flush(callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      undefined,
      true,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.on("end", this.destroy);
      },
    );
    callback(err);
  }
}

const parse = function () {
  let data, options, callback;
  for (const i in arguments) {
    const argument = arguments[i];
    const type = typeof argument;
    if (
      data === undefined &&
      (typeof argument === "string" || Buffer.isBuffer(argument))
    ) {
      data = argument;
    } else if (options === undefined && (0,_utils_is_object_js__WEBPACK_IMPORTED_MODULE_4__/* .is_object */ .v)(argument)) {
      options = argument;
    } else if (callback === undefined && type === "function") {
      callback = argument;
    } else {
      throw new _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__/* .CsvError */ .J(
        "CSV_INVALID_ARGUMENT",
        ["Invalid argument:", `got ${JSON.stringify(argument)} at index ${i}`],
        options || {},
      );
    }
  }
  const parser = new Parser(options);
  if (callback) {
    const records =
      options === undefined || options.objname === undefined
        ? []
        : Object.create(null);
    parser.on("readable", function () {
      let record;
      while ((record = this.read()) !== null) {
        if (options === undefined || options.objname === undefined) {
          records.push(record);
        } else {
          Object.assign(records, {
            [record[0]]: record[1],
            // writable: true,
            // enumerable: true,
            // configurable: true
          });
        }
      }
    });
    parser.on("error", function (err) {
      callback(err, undefined, parser.api.__infoDataSet());
    });
    parser.on("end", function () {
      callback(undefined, records, parser.api.__infoDataSet());
    });
  }
  if (data !== undefined) {
    const writer = function () {
      parser.write(data);
      parser.end();
    };
    // Support Deno, Rollup doesn't provide a shim for setImmediate
    if (typeof setImmediate === "function") {
      setImmediate(writer);
    } else {
      setTimeout(writer, 0);
    }
  }
  return parser;
};




/***/ })

};
