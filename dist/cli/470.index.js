export const id = 470;
export const ids = [470];
export const modules = {

/***/ 6470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/verdict/render.js
var render = __webpack_require__(9192);
;// CONCATENATED MODULE: ./build/lib/report/format.js
/**
 * Number formatting shared by every renderer, so the summary, the HTML and the comment say the
 * same figure the same way. Proportions are stored as fractions and shown as points (drops) or
 * percents (accuracies, rates).
 */

const MINUS = "−";
/** Signed percentage points, one decimal: 0.038 → "+3.8 pt". */
function format_pt(x, digits = 1) {
    const v = x * 100;
    const r = round(v, digits);
    const s = Math.abs(r).toFixed(digits);
    if (r === 0)
        return `${s} pt`;
    return `${r > 0 ? "+" : MINUS}${s} pt`;
}
/** Unsigned percent, one decimal: 0.61 → "61.0%". */
function format_pct(x, digits = 1) {
    return `${(x * 100).toFixed(digits)}%`;
}
/** A drop interval in points: "+1.2 to +6.4 pt". */
function ptRange(ci, digits = 1) {
    return `${format_pt(ci.lower, digits).replace(/ pt$/, "")} to ${format_pt(ci.upper, digits)}`;
}
/** A proportion interval in percent: "55.2 to 66.5%". */
function pctRange(ci, digits = 1) {
    return `${(ci.lower * 100).toFixed(digits)} to ${(ci.upper * 100).toFixed(digits)}%`;
}
/**
 * The true level of a two-sided (1 − α) interval, e.g. "95% CI" or "98.3% CI" — never rounded up
 * to a prettier level than was computed.
 */
function format_ciLabel(alpha) {
    // The verdict's own label, so the report and `contamgate verdict` name a level the same way.
    return `${(0,render/* levelLabel */.v3)(alpha)} CI`;
}
/** One-sided level of a lower bound at level α: "one-sided 95% lower bound". */
function lcbLabel(alpha) {
    return `one-sided ${format_ciLabel(alpha).replace(" CI", "")} lower bound`;
}
/** p-values: fixed for ordinary sizes, scientific below 0.001, never "0". */
function format_pValue(p) {
    if (!Number.isFinite(p))
        return "n/a";
    if (p >= 0.001)
        return p >= 0.9995 ? "1" : trimZeros(p.toFixed(3));
    if (p === 0)
        return "< 1e-300";
    const [m, e] = p.toExponential(1).split("e");
    return `${m}e${e.replace("+", "")}`;
}
/** Power as a probability with three decimals: "0.774". */
function prob(x) {
    return x.toFixed(3);
}
/** Integer with thousands separators: 4742 → "4,742". */
function format_int(x) {
    // Not toLocaleString: Intl is slow enough to matter over 10⁵ rows.
    const s = String(Math.abs(Math.round(x))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return x < 0 && Math.round(x) !== 0 ? `-${s}` : s;
}
/** Short fixed decimals for similarity scores (Jaccard, containment). */
function format_score(x) {
    return x === null || x === undefined ? "—" : x.toFixed(3);
}
function alphaText(alpha, oneSided) {
    return `α = ${trimZeros(alpha.toPrecision(4))} ${oneSided ? "one-sided" : "two-sided"}`;
}
function round(x, digits) {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
}
function trimZeros(s) {
    return s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s;
}
/** Escape text for a Markdown table cell (pipes and newlines break the row). */
function cell(text) {
    return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
/** Escape text for HTML element content and attribute values. */
function html(text) {
    return text
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#39;");
}
/** UTF-8 byte length, the unit of the job-summary limit. */
function bytes(text) {
    return Buffer.byteLength(text, "utf8");
}

;// CONCATENATED MODULE: ./build/lib/report/floor.js
/**
 * The detection floor a "not detected" must carry (STATS.md, last section), from the model's own
 * n and ψ̂ — never the design's, which says nothing about a model with few discordant pairs.
 */

/** One clause, e.g. "drops below +9.4 pt are invisible at n = 431, ψ̂ 46.6%". Null when the report predates the field. */
function floorClause(m) {
    const nd = m.table.b + m.table.c;
    if (nd === 0)
        return `no discordant pairs (0/${format_int(m.n)}): both conditions scored alike on every item, so the test had nothing to weigh; this is no evidence of cleanliness`;
    if (m.min_detectable_effect === undefined)
        return null;
    if (m.min_detectable_effect === null)
        return `no drop up to ψ̂ ${format_pct(m.discordant_rate)} (${format_int(nd)}/${format_int(m.n)}) reaches the target power at n = ${format_int(m.n)}: this is no evidence of cleanliness`;
    return `drops below ${format_pt(m.min_detectable_effect)} are invisible at n = ${format_int(m.n)}, ψ̂ ${format_pct(m.discordant_rate)}`;
}

;// CONCATENATED MODULE: ./build/lib/report/mermaid.js
const MAX_POINTS = 25;
function mermaidPowerCurve(power) {
    const pts = thin(power.curve, MAX_POINTS, [power.n, power.exact.required_n]);
    if (pts.length < 2)
        return null;
    const labels = pts.map((p) => {
        const tags = [];
        if (p.n === power.n)
            tags.push("design");
        if (p.n === power.exact.required_n && p.n !== power.n)
            tags.push("required");
        return JSON.stringify(tags.length ? `${p.n} (${tags.join(", ")})` : String(p.n));
    });
    const powers = pts.map((p) => clamp01(p.power).toFixed(4));
    const target = pts.map(() => power.target_power.toFixed(4));
    const title = `Exact power vs n (target drop ${(power.effect * 100).toFixed(1)} pt, psi ${(power.discordant_rate * 100).toFixed(1)}%, ${power.models} model(s), ${power.perturbers} perturber(s))`;
    return [
        "```mermaid",
        "xychart-beta",
        `    title ${JSON.stringify(title)}`,
        `    x-axis "questions n" [${labels.join(", ")}]`,
        `    y-axis "power" 0 --> 1`,
        `    line [${powers.join(", ")}]`,
        `    line [${target.join(", ")}]`,
        "```",
    ].join("\n");
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

;// CONCATENATED MODULE: ./build/lib/report/markdown.js
/**
 * The Markdown report: job summary, report.md and (with a marker) the PR comment. Every figure a
 * person reads carries its interval or its conditions and its n (STATS.md, last section), and the
 * whole text stays inside a byte budget: long lists collapse into <details> and are cut with
 * "N more in report.json" rather than letting GitHub drop the summary (1 MiB per step).
 */



/** Well under the runner's 1 MiB per step, leaving room for other steps' output. */
const DEFAULT_SUMMARY_MAX_BYTES = 256 * 1024;
/** Lists longer than this are collapsed into <details>. */
const COLLAPSE_ROWS = 10;
function rows(items, render) {
    return { length: items.length, at: (i) => render(items[i]) };
}
function markdown_renderMarkdown(report, opts = {}) {
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
function buildBlocks(report, chart) {
    const blocks = [{ fixed: banner(report) }];
    if (report.power)
        blocks.push({ fixed: powerTable(report.power, chart) });
    if (report.contamination)
        blocks.push(...contaminationBlocks(report.contamination, report.power));
    if (report.leakage)
        blocks.push(leakageBlock(report.leakage));
    const rest = markdown_otherWarnings(report);
    if (rest.length)
        blocks.push(warningsBlock(rest));
    blocks.push({ fixed: footer(report) });
    return blocks;
}
/** Give each list as many rows as the budget allows, in report order. */
function fit(blocks, maxBytes, where) {
    const reserve = 256;
    const base = bytes(blocks.map((b) => renderBlock(b, MEASURE, where)).join("\n"));
    let left = maxBytes - base - reserve;
    const parts = [];
    for (const b of blocks) {
        if (!b.list) {
            parts.push(renderBlock(b, 0, where));
            continue;
        }
        let take = 0;
        while (take < b.list.rows.length) {
            const cost = bytes(b.list.rows.at(take)) + 1;
            if (cost > left)
                break;
            left -= cost;
            take++;
        }
        parts.push(renderBlock(b, take, where));
    }
    return parts.join("\n");
}
/** Measure a block with no rows but with the longest "more" line and collapse it could get. */
const MEASURE = -1;
function renderBlock(b, take, where) {
    const lines = [...b.fixed];
    if (b.list) {
        const shown = take === MEASURE ? [] : Array.from({ length: take }, (_, i) => b.list.rows.at(i));
        const hidden = take === MEASURE ? 999_999_999 : b.list.rows.length - shown.length;
        const body = [...b.list.head, ...shown];
        const more = hidden > 0 ? [`… ${format_int(hidden)} more ${b.list.noun} in ${where}`, ""] : [];
        if (b.list.rows.length > COLLAPSE_ROWS || take === MEASURE) {
            lines.push(`<details><summary>${format_int(b.list.rows.length)} ${b.list.noun}${hidden > 0 ? ` (${format_int(take === MEASURE ? 999_999_999 : shown.length)} shown)` : ""}</summary>`, "", ...body, "", ...more, "</details>", "");
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
    const note = `\n\n… summary cut to fit ${format_int(maxBytes)} bytes; the full report is in ${where}\n`;
    const room = maxBytes - bytes(note);
    const lines = text.split("\n");
    const out = [];
    let used = 0;
    let inFence = false;
    for (const line of lines) {
        const cost = bytes(line) + 1;
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
    underpowered: "⛔",
    unconfirmed: "⏸️",
    error: "⚠️",
};
function banner(r) {
    const lines = [`## ${ICON[r.verdict]} contamgate: ${r.verdict}`, ""];
    const why = verdictSentence(r);
    if (why)
        lines.push(`> ${why}`, "");
    // The engine's headline repeats the sentence above except where it carries the reason itself.
    if (r.headline && (r.verdict === "error" || r.verdict === "unconfirmed"))
        lines.push(`> ${oneLine(r.headline)}`, "");
    return lines;
}
function verdictSentence(r) {
    const p = r.power;
    switch (r.verdict) {
        case "contaminated": {
            const named = r.contamination?.models.filter((m) => m.detected).map((m) => `\`${m.name}\``) ?? [];
            return `**Contaminated**: ${named.join(", ") || "a model"} answered the published questions better than the perturbed ones, beyond chance after Holm across models and the E[max] deflation over perturbers.`;
        }
        case "leaking": {
            const f = r.leakage?.findings ?? [];
            const h = f.filter((x) => x.probe.holdout).length;
            return `**Leaking**: ${format_int(f.length)} probe cop${f.length === 1 ? "y" : "ies"} found in the corpora (${format_int(h)} from holdout sets); see the corpus file and line below.`;
        }
        case "underpowered":
            if (p && p.exact.min_detectable_effect !== null)
                return `**Underpowered**: at n = ${format_int(p.n)} this design sees only drops of ${format_pt(p.exact.min_detectable_effect)} or more with ${format_pct(p.target_power, 0)} power (target ${format_pt(p.effect)}${p.exact.required_n !== null ? `, which needs n = ${format_int(p.exact.required_n)}` : ""}). Nothing was spent.`;
            if (p)
                return `**Underpowered**: at n = ${format_int(p.n)} no drop up to ψ reaches the target power. Nothing was spent.`;
            return `**Underpowered**: the design cannot see the target drop. Nothing was spent.`;
        case "unconfirmed": {
            const s = r.contamination?.spend;
            if (r.contamination?.stopped)
                return `**Unconfirmed**: the contamination run stopped before its verdicts (the call budget ran out after ${format_int(s?.calls_made ?? 0)} paid calls); answers already paid for are cached, so a rerun with a larger budget makes only the missing calls.`;
            return `**Unconfirmed**: the design passed the power gate, but spending was not confirmed (set \`yes: true\` in the action, or \`--yes\` on the command line)${s?.calls_needed !== undefined ? `; ${format_int(s.calls_needed)} uncached calls would be made` : ""}.`;
        }
        case "error":
            return `**Error**: the checks could not be evaluated; this is never a pass.`;
        case "pass": {
            const parts = [];
            if (r.contamination)
                parts.push("no model showed a drop beyond chance");
            if (r.leakage)
                parts.push("no probe was found in the corpora");
            if (p && p.adequate)
                parts.push(`the design is adequate (n = ${format_int(p.n)})`);
            const s = parts.join("; ") || "all requested checks passed";
            return `**Pass**: ${s}.`;
        }
    }
}
// ---------------------------------------------------------------------------------------------
function powerTable(p, chart) {
    const e = p.exact;
    const na = p.normal_approximation;
    const cond = `n = ${format_int(p.n)}, ψ = ${format_pct(p.discordant_rate)}, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
    const gate = p.adequate === null ? "not judged" : p.adequate ? "✅ adequate" : p.forced ? "⛔ underpowered (run forced)" : "⛔ underpowered";
    const lines = [
        "### Power gate (before any spend)",
        "",
        `Design: n = ${format_int(p.n)} questions, expected discordant rate ψ = ${format_pct(p.discordant_rate)}, target drop ${format_pt(p.effect)} at ${format_pct(p.target_power, 0)} power, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models} model(s) (Holm), K = ${p.perturbers} perturber(s) (E[max] ${p.emax}). Gate: **${gate}**.`,
        "",
        "| figure | exact (the gate) | normal approximation (comparison only) |",
        "|---|---|---|",
        `| power for the target drop ${format_pt(p.effect)} at ${cond} | ${opt(e.power, prob)} | ${opt(na.power, prob)} |`,
        `| minimum detectable drop at ${cond} | ${opt(e.min_detectable_effect, (v) => format_pt(v, 2))} | ${opt(na.min_detectable_effect, (v) => format_pt(v, 2))} |`,
        `| n needed for ${format_pct(p.target_power, 0)} power at ${format_pt(p.effect)} (ψ = ${format_pct(p.discordant_rate)}) | ${e.required_n === null ? "none" : `n = ${format_int(e.required_n)}${e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at n = ${format_int(e.first_n)}; power dips after it)` : ""}`} | ${na.required_n === null ? "none" : `n = ${format_int(na.required_n)}`} |`,
        "",
    ];
    if (p.reason)
        lines.push(`_${p.reason}_`, "");
    if (chart) {
        const m = mermaidPowerCurve(p);
        if (m)
            lines.push(m, "", `_Line 1: exact power of the verdict rule against n (ψ = ${format_pct(p.discordant_rate)}, target drop ${format_pt(p.effect)}); line 2: the target power ${format_pct(p.target_power, 0)}; the design's n = ${format_int(p.n)} is labelled "design"._`, "");
    }
    return lines;
}
function opt(v, f) {
    return v === null ? "none at this n" : f(v);
}
// ---------------------------------------------------------------------------------------------
function contaminationBlocks(c, power) {
    const a = c.design.alpha;
    const ci = format_ciLabel(a);
    const blocks = [];
    const head = [
        "### Contamination verdicts",
        "",
        `Exact McNemar per model (one-sided), Holm across M = ${c.design.models} model(s), lower bound deflated by E[max] over K = ${c.design.perturbers} perturber(s) (${c.design.emax}); ${alphaText(a, true)}. Intervals are exact (Clopper–Pearson) and conditional on the discordant count, hence conservative.`,
        "",
        `| model | n | accuracy, original (${ci}) | accuracy, perturbed (${ci}) | drop (${ci}) | ${lcbLabel(a)} | adjusted lower bound | p | p (Holm) | verdict |`,
        "|---|---|---|---|---|---|---|---|---|---|",
    ];
    if (c.models.length === 0)
        blocks.push({ fixed: [...head.slice(0, 3), noVerdicts(c), ""] });
    else
        blocks.push({
            fixed: [],
            list: { head, rows: rows(c.models, (m) => modelRow(m, a, power, c.design.target_effect)), noun: "models" },
        });
    const after = [];
    if (c.heterogeneity)
        after.push(...heterogeneityLines(c, a));
    after.push(...spendLines(c));
    if (c.warnings.length) {
        after.push("**Verdict warnings**", "", ...c.warnings.map((w) => `- ${oneLine(w)}`), "");
    }
    blocks.push({ fixed: after });
    return blocks;
}
/** Why a contamination section has no verdicts (the run never reached them). */
function noVerdicts(c) {
    return c.stopped
        ? `No verdicts: the run stopped before them (exit ${c.stopped.exit_code}): ${oneLine(c.stopped.reason)}`
        : "No verdicts: no model was asked (spending was not confirmed; nothing was sent).";
}
function modelRow(m, alpha, power, target) {
    const nd = m.table.b + m.table.c;
    const ci = format_ciLabel(alpha);
    const verdict = m.detected ? "**contaminated**" : notDetected(m, power, target);
    return [
        "",
        cell(m.name),
        `n = ${format_int(m.n)}, ${format_int(nd)} discordant (ψ̂ ${format_pct(m.discordant_rate)})`,
        `${format_pct(m.accuracy_original.estimate)} (${ci} ${pctRange(m.accuracy_original.ci)})`,
        `${format_pct(m.accuracy_perturbed.estimate)} (${ci} ${pctRange(m.accuracy_perturbed.ci)})`,
        `${format_pt(m.drop)} (${ci} ${ptRange(m.drop_ci)}; SE ${format_pt(m.se).replace(/^\+/, "")})`,
        format_pt(m.lcb),
        `${format_pt(m.adjusted_lcb)} (lower bound − ${format_pt(m.deflation).replace(/^\+/, "")} deflation)`,
        format_pValue(m.p_value),
        format_pValue(m.p_holm),
        verdict,
        "",
    ]
        .join(" | ")
        .trim();
}
/** "Not detected" always says how large a drop would have been seen (STATS.md). */
function notDetected(m, power, target) {
    const parts = ["not detected"];
    const own = floorClause(m);
    if (own !== null)
        parts.push(own);
    else if (power && power.exact.min_detectable_effect !== null)
        parts.push(`drops below ${format_pt(power.exact.min_detectable_effect)} are invisible at the design's n = ${format_int(power.n)}, ψ = ${format_pct(power.discordant_rate)}`);
    else
        parts.push(`detection floor not computed (n = ${format_int(m.n)}): this is no evidence of cleanliness`);
    if (m.achieved_power !== null && target !== null)
        parts.push(`achieved power ${prob(m.achieved_power)} for ${format_pt(target)} at ψ̂ ${format_pct(m.discordant_rate)}, n = ${format_int(m.n)}`);
    return parts.join("; ");
}
function heterogeneityLines(c, alpha) {
    const h = c.heterogeneity;
    const used = c.models.filter((m) => !h.excluded.includes(m.name));
    const n = used.reduce((s, m) => s + m.n, 0);
    const verdict = h.p_value < alpha ? "heterogeneous" : "homogeneous";
    const lines = [
        "### Heterogeneity across models",
        "",
        `Cochran's Q = ${h.q.toFixed(2)} (df = ${h.df}, p = ${format_pValue(h.p_value)}), I² = ${format_pct(h.i_squared)} over ${used.length} models (n = ${format_int(n)} model-item pairs) → **${verdict}**; pooled inverse-variance drop ${format_pt(h.pooled_drop)} (n = ${format_int(n)}, weights 1/SE²).`,
        "",
        `> ${oneLine(h.interpretation)}`,
        "",
    ];
    if (h.excluded.length)
        lines.push(`Excluded (no discordant pairs, SE = 0): ${h.excluded.map((x) => `\`${cell(x)}\``).join(", ")}.`, "");
    return lines;
}
function spendLines(c) {
    const s = c.spend;
    const bits = [
        `calls made ${format_int(s.calls_made)}`,
        `cache hits ${format_int(s.cache_hits)}`,
        `new cache entries ${format_int(s.new_entries)}`,
        `nondeterministic answers ${format_int(s.nondeterministic)}`,
    ];
    if (s.calls_needed !== undefined)
        bits.push(`calls needed ${format_int(s.calls_needed)}`);
    if (s.max_calls !== undefined && s.max_calls !== null)
        bits.push(`call budget ${format_int(s.max_calls)}`);
    return ["### Spend", "", bits.join(" · "), ""];
}
// ---------------------------------------------------------------------------------------------
function leakageBlock(l) {
    const f = markdown_sortFindings(l.findings);
    const holdout = f.filter((x) => x.probe.holdout).length;
    const scope = l.changed_since ? ` (pull-request mode: only lines added since \`${cell(l.changed_since)}\`)` : "";
    const stats = Object.entries(l.stats)
        .filter(([, v]) => typeof v === "number" || typeof v === "string" || typeof v === "boolean")
        .map(([k, v]) => `${words(k)} ${typeof v === "number" ? (Number.isInteger(v) ? format_int(v) : v.toFixed(3)) : String(v)}`)
        .join(" · ");
    const head = [
        "### Leakage scan",
        "",
        `${format_int(f.length)} finding(s), ${format_int(holdout)} from holdout sets${scope}. Holdout probes are shown by file and line only.${stats ? ` Scan: ${stats}.` : ""}`,
        "",
    ];
    if (!f.length)
        return { fixed: head };
    return {
        fixed: head,
        list: {
            head: ["| corpus file:line | probe set | probe file:line | holdout | Jaccard | containment | rules |", "|---|---|---|---|---|---|---|"],
            rows: rows(f, findingRow),
            noun: "findings",
        },
    };
}
function markdown_sortFindings(f) {
    return [...f].sort((x, y) => Number(y.probe.holdout) - Number(x.probe.holdout) ||
        strength(y) - strength(x) ||
        (x.corpus.file < y.corpus.file ? -1 : x.corpus.file > y.corpus.file ? 1 : 0) ||
        x.corpus.line - y.corpus.line);
}
function strength(f) {
    return Math.max(f.jaccard, f.containment ?? 0);
}
function findingRow(f) {
    const probe = `${f.probe.file}:${f.probe.line}${f.probe.id ? ` (id ${f.probe.id})` : ""}`;
    return `| \`${cell(f.corpus.file)}:${f.corpus.line}\` | ${cell(f.probe.set)} | \`${cell(probe)}\` | ${f.probe.holdout ? "yes" : "no"} | ${format_score(f.jaccard)} | ${format_score(f.containment)} | ${f.rules.join(", ")} |`;
}
// ---------------------------------------------------------------------------------------------
/** The report's warnings less those the contamination section already lists (said once). */
function markdown_otherWarnings(r) {
    const shown = new Set(r.contamination?.warnings ?? []);
    return r.warnings.filter((w) => w.source !== "contamination" || !shown.has(w.message));
}
function warningsBlock(w) {
    return {
        fixed: [],
        list: {
            head: ["### Warnings", ""],
            rows: rows(w, (x) => `- **${x.source}**: ${oneLine(x.message)}${x.file ? ` (\`${cell(x.file)}${x.line ? `:${x.line}` : ""}\`)` : ""}`),
            noun: "warnings",
        },
    };
}
function footer(r) {
    const cfg = r.config ? `config \`${cell(r.config.path)}\` sha256 \`${r.config.sha256}\`` : "no config file (flags only)";
    return ["---", "", `<sub>${r.tool.name} ${r.tool.version} · ${cfg} · checks: ${r.checks.join(", ") || "none"} · exit ${r.exit_code}</sub>`, ""];
}
/** "corpusLines" or "corpus_lines" → "corpus lines". */
function words(key) {
    return key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, (_, a, b) => `${a} ${b.toLowerCase()}`);
}
function oneLine(s) {
    return s.replace(/\s*\r?\n\s*/g, " ").trim();
}

;// CONCATENATED MODULE: ./build/lib/report/svg.js
/**
 * Inline SVG pictures for report.html: the exact power curve and a forest plot of each model's
 * drop. Plain strings, no library and no network, so the page works offline and in an artifact.
 */

const W = 640;
const FONT = `font-family="system-ui, sans-serif" font-size="12"`;
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
        `<title>Exact power of the verdict rule against n (ψ = ${html(format_pct(p.discordant_rate))}, target drop ${html(format_pt(p.effect))})</title>`,
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
    out.push(`<line class="target" x1="${L}" x2="${W - R}" y1="${y(p.target_power)}" y2="${y(p.target_power)}" stroke="#c60" stroke-dasharray="6 4"/>`, `<text x="${W - R - 4}" y="${y(p.target_power) - 6}" text-anchor="end" fill="#c60" ${FONT}>target ${html(format_pct(p.target_power, 0))}</text>`, `<path class="curve" d="${path}" fill="none" stroke="#06c" stroke-width="2"/>`);
    const mark = (n, label, color) => {
        if (n < n0 || n > n1)
            return;
        out.push(`<line class="${label}" x1="${x(n).toFixed(1)}" x2="${x(n).toFixed(1)}" y1="${T}" y2="${H - B}" stroke="${color}" stroke-dasharray="2 3"/>`, `<text x="${(x(n) + 4).toFixed(1)}" y="${T + 14}" fill="${color}" ${FONT}>${label} n = ${n}</text>`);
    };
    mark(p.n, "design", "#333");
    if (p.exact.required_n !== null && p.exact.required_n !== p.n)
        mark(p.exact.required_n, "required", "#080");
    out.push("</svg>");
    return out.join("\n");
}
/** Each model's drop with its two-sided interval (bar), lower bound (|) and adjusted bound (◆). */
function forestPlotSvg(c) {
    const ms = c.models;
    if (!ms.length)
        return null;
    const rowH = 28;
    const L = 150, R = 24, T = 30, B = 40;
    const H = T + B + rowH * ms.length;
    const values = ms.flatMap((m) => [m.drop_ci.lower, m.drop_ci.upper, m.adjusted_lcb, 0]);
    let lo = Math.min(...values), hi = Math.max(...values);
    const pad = (hi - lo) * 0.05 || 0.01;
    lo -= pad;
    hi += pad;
    const x = (v) => L + ((v - lo) / (hi - lo)) * (W - L - R);
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Drop per model with its interval">`,
        `<title>Drop (original − perturbed accuracy) per model with its ${html(format_ciLabel(c.design.alpha))} and one-sided lower bound</title>`,
        `<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${T - 10}" y2="${H - B}" stroke="#999"/>`,
    ];
    ms.forEach((m, i) => {
        const cy = T + rowH * i + rowH / 2;
        const color = m.detected ? "#c00" : "#06c";
        out.push(`<g class="model" data-name="${html(m.name)}">`, `<text x="${L - 8}" y="${cy + 4}" text-anchor="end" ${FONT}>${html(m.name)} (n = ${m.n})</text>`, `<line class="ci" x1="${x(m.drop_ci.lower).toFixed(1)}" x2="${x(m.drop_ci.upper).toFixed(1)}" y1="${cy}" y2="${cy}" stroke="${color}" stroke-width="2"/>`, `<circle class="drop" cx="${x(m.drop).toFixed(1)}" cy="${cy}" r="4" fill="${color}"/>`, `<line class="lcb" x1="${x(m.lcb).toFixed(1)}" x2="${x(m.lcb).toFixed(1)}" y1="${cy - 7}" y2="${cy + 7}" stroke="${color}" stroke-width="2"/>`, `<path class="adjusted-lcb" d="M${x(m.adjusted_lcb).toFixed(1)},${cy - 5} l5,5 l-5,5 l-5,-5 z" fill="none" stroke="#333"/>`, `<title>${html(`${m.name}: drop ${format_pt(m.drop)} (${format_ciLabel(c.design.alpha)} ${format_pt(m.drop_ci.lower)} to ${format_pt(m.drop_ci.upper)}); lower bound ${format_pt(m.lcb)}; adjusted ${format_pt(m.adjusted_lcb)}; n = ${m.n}`)}</title>`, `</g>`);
    });
    for (const v of ticks(lo * 100, hi * 100, 6)) {
        out.push(`<text x="${x(v / 100).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" ${FONT}>${v > 0 ? "+" : ""}${v}</text>`);
    }
    out.push(`<text x="${(L + W - R) / 2}" y="${H - 6}" text-anchor="middle" ${FONT}>drop (points): ● estimate · — ${html(format_ciLabel(c.design.alpha))} · | lower bound · ◇ adjusted</text>`);
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
.pass{background:#e6f4ea}.contaminated,.leaking,.error{background:#fde8e8}.underpowered,.unconfirmed{background:#fff4e0}
footer{margin-top:2em;color:#666;font-size:.9em}code{background:#f4f4f4;padding:0 3px}`;
function renderHtml(report) {
    const body = [];
    const h = (s) => html(s);
    body.push(`<h1>contamgate report</h1>`, `<p class="verdict ${report.verdict}">Verdict: <strong>${h(report.verdict)}</strong> (exit ${report.exit_code})${report.headline ? ` — ${h(report.headline)}` : ""}</p>`);
    const p = report.power;
    if (p) {
        const cond = `n = ${format_int(p.n)}, ψ = ${format_pct(p.discordant_rate)}, ${alphaText(p.alpha, p.one_sided)}, M = ${p.models}, K = ${p.perturbers}`;
        const f = (v, g) => (v === null ? "none at this n" : g(v));
        body.push(`<h2>Power gate</h2>`, `<p>Target drop ${h(format_pt(p.effect))} at ${h(format_pct(p.target_power, 0))} power; ${h(cond)}. Gate: <strong>${p.adequate === null ? "not judged" : p.adequate ? "adequate" : "underpowered"}</strong>.</p>`, `<table><tr><th>figure</th><th>exact (the gate)</th><th>normal approximation (comparison only)</th></tr>`, `<tr><td>power for the target drop at ${h(cond)}</td><td>${f(p.exact.power, prob)}</td><td>${f(p.normal_approximation.power, prob)}</td></tr>`, `<tr><td>minimum detectable drop at ${h(cond)}</td><td>${h(f(p.exact.min_detectable_effect, (v) => format_pt(v, 2)))}</td><td>${h(f(p.normal_approximation.min_detectable_effect, (v) => format_pt(v, 2)))}</td></tr>`, `<tr><td>n needed for the target</td><td>${p.exact.required_n === null ? "none" : `n = ${format_int(p.exact.required_n)}`}</td><td>${p.normal_approximation.required_n === null ? "none" : `n = ${format_int(p.normal_approximation.required_n)}`}</td></tr></table>`);
        const svg = powerCurveSvg(p);
        if (svg)
            body.push(`<figure>${svg}<figcaption>Exact power of the verdict rule against n; dashed: the target power; dotted: the design's n and the required n.</figcaption></figure>`);
    }
    const c = report.contamination;
    if (c) {
        const ci = format_ciLabel(c.design.alpha);
        body.push(`<h2>Contamination verdicts</h2>`, `<p>Exact McNemar per model (one-sided), Holm across ${c.design.models} model(s), E[max] deflation over ${c.design.perturbers} perturber(s). Intervals are exact and conditional on the discordant count.</p>`);
        if (c.models.length === 0)
            body.push(`<p>${h(noVerdicts(c))}</p>`);
        else
            body.push(`<table><tr><th>model</th><th>n</th><th>accuracy original (${ci})</th><th>accuracy perturbed (${ci})</th><th>drop (${ci})</th><th>${h(lcbLabel(c.design.alpha))}</th><th>adjusted lower bound</th><th>p</th><th>p (Holm)</th><th>verdict</th></tr>`, ...c.models.map((m) => `<tr><td>${h(m.name)}</td><td>n = ${format_int(m.n)}, ${format_int(m.table.b + m.table.c)} discordant</td><td>${format_pct(m.accuracy_original.estimate)} (${ci} ${pctRange(m.accuracy_original.ci)})</td><td>${format_pct(m.accuracy_perturbed.estimate)} (${ci} ${pctRange(m.accuracy_perturbed.ci)})</td><td>${h(format_pt(m.drop))} (${ci} ${h(ptRange(m.drop_ci))})</td><td>${h(format_pt(m.lcb))}</td><td>${h(format_pt(m.adjusted_lcb))}</td><td>${format_pValue(m.p_value)}</td><td>${format_pValue(m.p_holm)}</td><td>${m.detected ? "<strong>contaminated</strong>" : h(["not detected", floorClause(m) ?? "detection floor not recorded"].join("; "))}</td></tr>`), `</table>`);
        const svg = forestPlotSvg(c);
        if (svg)
            body.push(`<figure>${svg}<figcaption>Drop per model: dot = estimate, bar = ${ci}, tick = one-sided lower bound, diamond = lower bound after the E[max] deflation. Red = named contaminated.</figcaption></figure>`);
        const het = c.heterogeneity;
        if (het) {
            const used = c.models.filter((m) => !het.excluded.includes(m.name));
            const nUsed = used.reduce((s, m) => s + m.n, 0);
            body.push(`<h3>Heterogeneity</h3><p>Cochran's Q = ${het.q.toFixed(2)} (df = ${het.df}, p = ${format_pValue(het.p_value)}), I² = ${format_pct(het.i_squared)} over ${used.length} models; pooled inverse-variance drop ${h(format_pt(het.pooled_drop))} (n = ${format_int(nUsed)} model-item pairs, weights 1/SE²).</p><blockquote>${h(het.interpretation)}</blockquote>`);
        }
        const s = c.spend;
        body.push(`<h3>Spend</h3><p>calls made ${format_int(s.calls_made)} · cache hits ${format_int(s.cache_hits)} · new cache entries ${format_int(s.new_entries)} · nondeterministic answers ${format_int(s.nondeterministic)}</p>`);
        if (c.warnings.length)
            body.push(`<ul>${c.warnings.map((w) => `<li>${h(w)}</li>`).join("")}</ul>`);
    }
    const l = report.leakage;
    if (l) {
        const f = markdown_sortFindings(l.findings);
        body.push(`<h2>Leakage scan</h2><p>${format_int(f.length)} finding(s); holdout probes are shown by file and line only.</p>`);
        if (f.length)
            body.push(`<table><tr><th>corpus file:line</th><th>probe set</th><th>probe file:line</th><th>holdout</th><th>Jaccard</th><th>containment</th><th>rules</th></tr>`, ...f.map((x) => `<tr><td><code>${h(`${x.corpus.file}:${x.corpus.line}`)}</code></td><td>${h(x.probe.set)}</td><td><code>${h(`${x.probe.file}:${x.probe.line}`)}</code></td><td>${x.probe.holdout ? "yes" : "no"}</td><td>${format_score(x.jaccard)}</td><td>${format_score(x.containment)}</td><td>${h(x.rules.join(", "))}</td></tr>`), `</table>`);
    }
    const rest = markdown_otherWarnings(report);
    if (rest.length)
        body.push(`<h2>Warnings</h2><ul>${rest.map((w) => `<li><strong>${h(w.source)}</strong>: ${h(w.message)}</li>`).join("")}</ul>`);
    body.push(`<footer>${h(report.tool.name)} ${h(report.tool.version)} · ${report.config ? `config <code>${h(report.config.path)}</code> sha256 <code>${h(report.config.sha256)}</code>` : "no config file"}</footer>`);
    return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>contamgate: ${h(report.verdict)}</title><style>${CSS}</style></head><body>\n${body.join("\n")}\n</body></html>\n`;
}

;// CONCATENATED MODULE: ./build/lib/report/sarif.js
/**
 * SARIF 2.1.0 for leakage findings, located at the corpus file and line so code scanning shows
 * them on the pull request's diff. Holdout probes are named by file and line only.
 */


function renderSarif(report) {
    const findings = markdown_sortFindings(report.leakage?.findings ?? []);
    const rules = [
        {
            id: "contamgate/holdout-leak",
            name: "HoldoutQuestionInCorpus",
            shortDescription: { text: "A holdout question appears in a corpus or dictionary" },
            defaultConfiguration: { level: "error" },
        },
        {
            id: "contamgate/probe-leak",
            name: "ProbeInCorpus",
            shortDescription: { text: "A frozen probe appears in a corpus or dictionary" },
            defaultConfiguration: { level: "error" },
        },
    ];
    const results = findings.map((f) => ({
        ruleId: f.probe.holdout ? rules[0].id : rules[1].id,
        ruleIndex: f.probe.holdout ? 0 : 1,
        level: "error",
        message: {
            text: `${f.probe.holdout ? "Holdout question" : "Probe"} from set ${f.probe.set} (${f.probe.file}:${f.probe.line}${f.probe.id ? `, id ${f.probe.id}` : ""}) appears on this line (Jaccard ${format_score(f.jaccard)}, containment ${format_score(f.containment)}; rules: ${f.rules.join(", ")}).`,
        },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: f.corpus.file.replace(/\\/g, "/") },
                    region: { startLine: f.corpus.line },
                },
            },
        ],
        properties: { jaccard: f.jaccard, containment: f.containment, rules: f.rules, probeSet: f.probe.set },
    }));
    const sarif = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: { driver: { name: report.tool.name, version: report.tool.version, informationUri: "https://github.com/contamgate/contamgate", rules } },
                results,
            },
        ],
    };
    return JSON.stringify(sarif, null, 2) + "\n";
}

;// CONCATENATED MODULE: ./build/lib/report/annotations.js
/**
 * Check-run annotations. GitHub shows at most 10 errors and 10 warnings per step, so we choose
 * which ones: worst first, and leakage findings placed on the corpus file and line (that is what
 * the pull request changed). Never holdout text: the probe is named by file and line.
 */


const MAX_ANNOTATIONS_PER_LEVEL = 10;
function planAnnotations(report, max = MAX_ANNOTATIONS_PER_LEVEL) {
    const errors = [];
    const warnings = [];
    const cfg = report.config?.path;
    const at = (file, line) => ({ ...(file ? { file } : {}), ...(line ? { line } : {}) });
    if (report.verdict === "error")
        errors.push({ level: "error", title: "contamgate: could not evaluate", message: report.headline ?? "the checks could not be evaluated", ...at(cfg) });
    const p = report.power;
    if (report.verdict === "underpowered" && p)
        errors.push({
            level: "error",
            title: "contamgate: design underpowered",
            message: p.exact.min_detectable_effect === null
                ? `At n = ${int(p.n)} (ψ = ${pct(p.discordant_rate)}) no drop reaches ${p.target_power} power.`
                : `At n = ${int(p.n)} the smallest drop seen with ${p.target_power} power is ${pt(p.exact.min_detectable_effect)}; the target ${pt(p.effect)} needs n = ${p.exact.required_n === null ? "more than the search limit" : int(p.exact.required_n)}.`,
            ...at(cfg),
        });
    if (report.verdict === "unconfirmed")
        errors.push({ level: "error", title: report.contamination?.stopped ? "contamgate: call budget ran out" : "contamgate: spending not confirmed", message: report.headline ?? "set `yes: true` to let the run spend", ...at(cfg) });
    const c = report.contamination;
    if (c) {
        const ci = ciLabel(c.design.alpha);
        for (const m of [...c.models].filter((x) => x.detected).sort((x, y) => y.adjusted_lcb - x.adjusted_lcb))
            errors.push({
                level: "error",
                title: `contamgate: ${m.name} contaminated`,
                message: `drop ${pt(m.drop)} (${ci} ${pt(m.drop_ci.lower)} to ${pt(m.drop_ci.upper)}; adjusted lower bound ${pt(m.adjusted_lcb)}; n = ${int(m.n)}, ${int(m.table.b + m.table.c)} discordant; p (Holm) = ${pValue(m.p_holm)})`,
                ...at(cfg),
            });
        for (const w of c.warnings)
            warnings.push({ level: "warning", title: "contamgate: verdict", message: w, ...at(cfg) });
    }
    for (const f of sortFindings(report.leakage?.findings ?? []))
        errors.push(findingAnnotation(f));
    for (const w of otherWarnings(report))
        warnings.push({ level: "warning", title: `contamgate: ${w.source}`, message: w.message, ...at(w.file ?? undefined, w.line) });
    return {
        errors: errors.slice(0, max),
        warnings: warnings.slice(0, max),
        omitted: { errors: Math.max(0, errors.length - max), warnings: Math.max(0, warnings.length - max) },
    };
}
function findingAnnotation(f) {
    const kind = f.probe.holdout ? "holdout question" : "probe";
    return {
        level: "error",
        title: `contamgate: ${kind} copied here`,
        message: `A ${kind} from set ${f.probe.set} (${f.probe.file}:${f.probe.line}${f.probe.id ? `, id ${f.probe.id}` : ""}) appears on this line (Jaccard ${score(f.jaccard)}, containment ${score(f.containment)}; rules: ${f.rules.join(", ")}).`,
        file: f.corpus.file,
        line: f.corpus.line,
    };
}

;// CONCATENATED MODULE: ./build/lib/report/comment.js
/**
 * The sticky pull-request comment body: the summary under a hidden marker that names the workflow
 * and job, so a re-run edits its own comment and two jobs never overwrite each other's.
 */

/** GitHub rejects bodies of 65,536 characters or more; stay well clear of it. */
const COMMENT_MAX_CHARS = 60_000;
function commentMarker(workflow, job) {
    // The marker must not be closable from inside: no "--" or ">" from the names.
    const safe = (s) => encodeURIComponent(s).replace(/-/g, "%2D");
    return `<!-- contamgate:sticky workflow=${safe(workflow)} job=${safe(job)} -->`;
}
function commentBody(report, where, maxChars = COMMENT_MAX_CHARS) {
    const marker = commentMarker(where.workflow, where.job);
    const tail = where.runUrl ? `\n[Full report and artifacts](${where.runUrl})\n` : "";
    // Byte budget ≥ character count, so a byte-bounded body is also character-bounded.
    const room = maxChars - marker.length - tail.length - 2;
    return `${marker}\n${renderMarkdown(report, { maxBytes: room, reportJson: "report.json (run artifacts)" })}${tail}`;
}

;// CONCATENATED MODULE: ./build/lib/report/index.js








/** report.json: the Report as is. */
function renderJson(report) {
    return JSON.stringify(report, null, 2) + "\n";
}

;// CONCATENATED MODULE: ./build/lib/check/write-reports.js
/** report-dir: the same report as Markdown, JSON, HTML and (when leakage ran) SARIF. */






/** Returns the path of report.json. report.md has no byte budget: it is a file, not a summary. */
async function writeReports(dir, report) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const json = (0,external_node_path_.join)(dir, "report.json");
    await (0,promises_.writeFile)(json, renderJson(report));
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, "report.md"), markdown_renderMarkdown(report, { maxBytes: Number.MAX_SAFE_INTEGER }));
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, "report.html"), renderHtml(report));
    if (report.leakage)
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, "report.sarif"), renderSarif(report));
    return json;
}

// EXTERNAL MODULE: ./build/lib/config/load.js + 3 modules
var load = __webpack_require__(8692);
// EXTERNAL MODULE: ./build/lib/design/gate.js
var gate = __webpack_require__(3408);
// EXTERNAL MODULE: ./build/lib/design/format.js
var format = __webpack_require__(9380);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
;// CONCATENATED MODULE: ./build/lib/design/resolve.js

/** The preregistered design with n, M and K filled in from the rest of the config. */
function resolveDesign(d, ctx) {
    const where = (field) => {
        const line = ctx.lineOf?.(["design", field]) ?? ctx.lineOf?.(["design"]);
        return { ...(ctx.file !== undefined && { file: ctx.file }), ...(line !== undefined && { line }), field: `design.${field}` };
    };
    const n = d.n ?? ctx.n;
    if (n === undefined)
        throw new errors/* InputError */.dz("the design needs n: give design.n or a benchmark section", where("n"));
    if (d.n !== undefined && ctx.n !== undefined && d.n !== ctx.n) {
        throw new errors/* InputError */.dz(`design.n is ${d.n} but the benchmark selects ${ctx.n} items; remove design.n or make them agree`, where("n"));
    }
    const listed = (ctx.perturbers ?? []).filter((p) => p !== "identity").length;
    if (d.perturbers_tried !== undefined && d.perturbers_tried < listed) {
        throw new errors/* InputError */.dz(`perturbers_tried is ${d.perturbers_tried} but the benchmark lists ${listed} perturbers; K counts every perturber tried`, where("perturbers_tried"));
    }
    const models = d.models ?? ctx.models ?? 1;
    if (d.models !== undefined && ctx.models !== undefined && d.models < ctx.models) {
        throw new errors/* InputError */.dz(`design.models is ${d.models} but ${ctx.models} models are configured; M counts every model compared`, where("models"));
    }
    return {
        n,
        discordantRate: d.expected_discordant_rate,
        effect: d.target_effect,
        alpha: d.alpha,
        targetPower: d.power,
        models,
        perturbers: d.perturbers_tried ?? Math.max(1, listed),
        oneSided: !d.two_sided,
        emax: d.emax,
    };
}

// EXTERNAL MODULE: ./build/lib/items/prepare.js + 1 modules
var prepare = __webpack_require__(4466);
// EXTERNAL MODULE: ./build/lib/leakage/config.js
var config = __webpack_require__(1079);
// EXTERNAL MODULE: ./build/lib/leakage/scan.js + 14 modules
var leakage_scan = __webpack_require__(8334);
// EXTERNAL MODULE: ./build/lib/version.js
var version = __webpack_require__(6480);
;// CONCATENATED MODULE: ./build/lib/report/types.js
/**
 * The one Report object every face renders (job summary, report.md, report.json, report.html,
 * SARIF, annotations, PR comment). Field names are snake_case so `report.json` is this object as
 * is, and so the engines' own JSON (power, verdict, leakage) drops in without renaming.
 *
 * Holdout text never enters a Report: leakage findings carry file and line only.
 */
const REPORT_SCHEMA_VERSION = 1;
const VERDICTS = (/* unused pure expression or super */ null && ([
    "pass",
    "contaminated",
    "leaking",
    "underpowered",
    "unconfirmed",
    "error",
]));
const CHECK_NAMES = ["power", "leakage", "contamination"];

// EXTERNAL MODULE: ./build/lib/run/options.js + 1 modules
var run_options = __webpack_require__(7072);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/run/run.js + 13 modules
var run = __webpack_require__(9830);
// EXTERNAL MODULE: ./build/lib/verdict/json.js
var verdict_json = __webpack_require__(5006);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 2 modules
var power = __webpack_require__(3783);
;// CONCATENATED MODULE: ./build/lib/report/curve.js
/**
 * `points` evenly spaced values of n from half the smaller to 1.5× the larger of the design's n
 * and the required n, with the grid point nearest each of those two replaced by it exactly: the
 * reader sees where the design sits relative to the knee, and a chart with a categorical x axis
 * (Mermaid's xychart) stays close to evenly spaced instead of bunching around inserted points.
 */
function curveNs(designN, requiredN, points = 21) {
    const anchors = [designN, requiredN].filter((v) => v !== null && Number.isFinite(v) && v >= 1).map(Math.round);
    const lo = Math.max(1, Math.floor(Math.min(...anchors) / 2));
    const hi = Math.max(lo + 1, Math.ceil(Math.max(...anchors) * 1.5));
    const steps = Math.max(2, points);
    const grid = [...new Set(Array.from({ length: steps }, (_, i) => Math.round(lo + ((hi - lo) * i) / (steps - 1))))];
    for (const a of anchors) {
        if (grid.includes(a))
            continue;
        let nearest = 0;
        for (let i = 1; i < grid.length; i++)
            if (Math.abs(grid[i] - a) < Math.abs(grid[nearest] - a))
                nearest = i;
        // Keep both ends and never replace the other anchor: insert instead.
        const keep = nearest === 0 || nearest === grid.length - 1 || anchors.includes(grid[nearest]);
        if (keep)
            grid.push(a);
        else
            grid[nearest] = a;
    }
    return [...new Set(grid)].sort((x, y) => x - y);
}
function powerCurve(ns, powerAt) {
    return ns.map((n) => ({ n, power: powerAt(n) }));
}

;// CONCATENATED MODULE: ./build/lib/check/power-section.js



/** The report's power section: the gate's figures plus the exact power curve around the design. */
function powerSection(r, forced = false) {
    const d = r.design;
    if (d.n === undefined || d.effect === undefined)
        throw new Error("powerSection needs a design with n and effect");
    const effect = d.effect;
    const engine = new power/* PowerEngine */.Yx(d.discordantRate, (0,gate/* ruleOf */.Y)(d));
    const reasons = [r.exact.power, r.exact.minDetectableEffect, r.exact.requiredN]
        .map((f) => f.reason)
        .filter((x) => x !== undefined);
    return {
        n: d.n,
        discordant_rate: d.discordantRate,
        effect,
        alpha: d.alpha,
        target_power: d.targetPower,
        models: d.models,
        perturbers: d.perturbers,
        one_sided: d.oneSided,
        emax: d.emax,
        exact: {
            power: r.exact.power.value,
            min_detectable_effect: r.exact.minDetectableEffect.value,
            required_n: r.exact.requiredN.value,
            first_n: r.exact.firstN.value,
        },
        normal_approximation: {
            power: r.normal.power.value,
            min_detectable_effect: r.normal.minDetectableEffect.value,
            required_n: r.normal.requiredN.value,
        },
        adequate: r.adequate,
        reason: reasons.length ? reasons.join("; ") : null,
        ...(forced ? { forced: true } : {}),
        curve: powerCurve(curveNs(d.n, r.exact.requiredN.value), (n) => engine.power(n, effect).power),
    };
}

;// CONCATENATED MODULE: ./build/lib/check/run-check.js
/**
 * The check engine: runs what contamgate.yml configures — power gate, leakage scan,
 * contamination run — in that order (nothing is spent before the gate passes) and returns one
 * Report. Both `contamgate check` and the action call this; neither knows about the other.
 */

















async function runCheck(req, deps) {
    const cfg = await (0,load.loadConfig)(req.configPath, req.cwd);
    const c = cfg.config;
    const warnings = [];
    const configured = {
        power: c.design ? null : "design: section",
        leakage: c.leakage ? null : "leakage: section",
        contamination: c.design && c.benchmark && c.models ? null : `${["design", "benchmark", "models"].filter((k) => !c[k]).map((k) => `${k}:`).join(" or ")} section (it needs design:, benchmark: and models:)`,
    };
    const checks = req.checks.filter((name) => {
        if (configured[name] === null)
            return true;
        warnings.push({ source: "config", message: `${name} check skipped: ${req.configPath} has no ${configured[name]}`, file: req.configPath });
        return false;
    });
    if (checks.length === 0) {
        throw new errors/* InputError */.dz(`none of the requested checks (${req.checks.join(", ")}) is configured`, { file: req.configPath });
    }
    const report = {
        schema_version: REPORT_SCHEMA_VERSION,
        tool: { name: "contamgate", version: version/* VERSION */.x },
        config: { path: req.configPath, sha256: cfg.sha256 },
        verdict: "pass",
        exit_code: errors/* ExitCode */.yU.Pass,
        checks,
        power: null,
        contamination: null,
        leakage: null,
        warnings,
    };
    let newCacheEntries = 0;
    let cacheDir = null;
    let underpowered = false;
    let unconfirmed = false;
    // A run that stopped part-way (budget spent, provider refusing) has no verdicts: never a pass.
    let stopped = null;
    if (checks.includes("power") || checks.includes("contamination")) {
        const gate = await gateFromConfig(cfg, req.cwd);
        underpowered = gate.adequate === false;
        // A refusing gate is the verdict's reason, so its figures go into the report even when only
        // the contamination check was asked for.
        if (checks.includes("power") || underpowered)
            report.power = powerSection(gate, underpowered && req.forceUnderpowered === true);
        if (underpowered)
            deps.log(`power: ${(0,format/* gateMessage */.V)(gate)}`);
    }
    if (checks.includes("leakage")) {
        const scan = await (0,leakage_scan/* scanLeakage */.E)({
            ...(0,config.optionsFromSection)(c.leakage, cfg.dir),
            ...(req.changedSince !== null ? { changedSince: req.changedSince } : {}),
        });
        report.leakage = leakageSection(scan, req.changedSince);
    }
    if (checks.includes("contamination")) {
        if (underpowered && !req.forceUnderpowered) {
            warnings.push({ source: "contamination", message: "contamination run not started: the design is underpowered (nothing was sent)" });
        }
        else {
            const { options, warnings: itemWarnings } = await (0,run_options/* buildRunOptions */.i)({
                ...(req.yes ? { yes: true } : {}),
                ...(req.forceUnderpowered ? { "force-underpowered": true } : {}),
                ...(req.maxCalls !== null ? { budget: String(req.maxCalls) } : {}),
                ...(req.cacheDir !== null ? { "cache-dir": req.cacheDir } : {}),
            }, cfg, req.cwd);
            for (const w of itemWarnings)
                warnings.push({ source: "contamination", message: w });
            cacheDir = options.cacheDir;
            const outcome = await (0,run/* runEvaluation */.K)(options, {
                env: deps.env,
                log: deps.log,
                // Plain lines, as in CI: the action's log and `check` both show a long run moving.
                onProgress: (p) => deps.log(`progress: ${(0,execute/* formatProgress */.V)(p)}`),
                progressEveryMs: 10_000,
            });
            newCacheEntries = outcome.cache?.newEntries ?? 0;
            for (const w of outcome.warnings)
                warnings.push({ source: "contamination", message: w });
            if (outcome.stage === "confirm")
                unconfirmed = true;
            if (outcome.stage === "stopped")
                stopped = { reason: outcome.error ?? "stopped", exitCode: outcome.exitCode };
            report.contamination = contaminationSection(outcome, options);
        }
    }
    const contaminated = report.contamination?.models.some((m) => m.detected) ?? false;
    const leaking = (report.leakage?.findings.length ?? 0) > 0;
    // A run forced past the gate (--force-underpowered) is judged by what it found, as `run` is;
    // the shortfall stays in the report's power section and warnings.
    const refused = underpowered && !(req.forceUnderpowered === true && report.contamination !== null);
    // One exit code for several checks: a finding first (it is what the team must act on), then a
    // run that stopped on an error, then a refused design, then unconfirmed spend.
    const [verdict, exitCode] = contaminated
        ? ["contaminated", errors/* ExitCode */.yU.Found]
        : leaking
            ? ["leaking", errors/* ExitCode */.yU.Found]
            : stopped !== null && stopped.exitCode !== errors/* ExitCode */.yU.Unconfirmed
                ? ["error", stopped.exitCode]
                : refused
                    ? ["underpowered", errors/* ExitCode */.yU.Underpowered]
                    : unconfirmed || stopped !== null
                        ? ["unconfirmed", errors/* ExitCode */.yU.Unconfirmed]
                        : ["pass", errors/* ExitCode */.yU.Pass];
    report.verdict = verdict;
    report.exit_code = exitCode;
    report.headline = headline(report, verdict);
    return { exitCode, verdict, report, newCacheEntries, cacheDir };
}
/** The gate exactly as the run will apply it: n from the selected items, M models, K perturbers. */
async function gateFromConfig(cfg, cwd) {
    const c = cfg.config;
    let n;
    if (c.benchmark) {
        const prepared = await (0,prepare/* prepareItems */.Q)({
            path: cfg.dir + "/" + c.benchmark.path,
            displayName: (0,external_node_path_.relative)(cwd, cfg.dir + "/" + c.benchmark.path) || c.benchmark.path,
            split: c.benchmark.split,
            ...(c.benchmark.sample_n !== undefined ? { sampleN: c.benchmark.sample_n } : {}),
            ...(c.benchmark.published_after !== undefined ? { publishedAfter: c.benchmark.published_after } : {}),
        });
        n = prepared.items.length;
    }
    const design = resolveDesign(c.design, {
        ...(n !== undefined ? { n } : {}),
        ...(c.models ? { models: c.models.length } : {}),
        ...(c.benchmark ? { perturbers: c.benchmark.perturbers } : {}),
        file: cfg.file,
        lineOf: cfg.lineOf,
    });
    return (0,gate/* evaluatePowerGate */.Ah)(design);
}
function leakageSection(scan, changedSince) {
    return {
        findings: scan.findings.map((f) => ({
            probe: { set: f.probe.set, file: f.probe.file, line: f.probe.line, id: f.probe.id ?? null, holdout: f.probe.holdout },
            corpus: { file: f.corpus.file, line: f.corpus.line },
            jaccard: f.jaccard,
            containment: f.containment,
            rules: [...f.rules],
        })),
        stats: { ...scan.stats, shardsMerged: scan.stats.shardsMerged?.join(",") ?? null },
        changed_since: changedSince,
        threshold: Number(scan.settings.threshold),
        containment_threshold: scan.settings.containment === null ? null : Number(scan.settings.containment),
    };
}
function contaminationSection(outcome, options) {
    const several = outcome.verdicts.length > 1;
    const json = outcome.verdicts.map((v) => ({ perturber: v.perturber, ...(0,verdict_json/* verdictJson */.G)(v.report) }));
    // A run stopped before its verdicts (unconfirmed, budget) still reports the design it would use.
    const g = outcome.gate.design;
    const design = json[0]?.design ?? { alpha: g.alpha, target_effect: options.design.targetEffect, perturbers: g.perturbers, models: g.models, emax: g.emax };
    return {
        design,
        detected_models: [...outcome.detected],
        ...(outcome.stage === "stopped" ? { stopped: { reason: withoutItemText(outcome.error ?? "stopped", options.items), exit_code: outcome.exitCode } } : {}),
        // With several perturbers each model has one verdict per perturber; the name says which.
        models: json.flatMap((v) => v.models.map((m) => ({ ...m, name: several ? `${m.name} (${v.perturber})` : m.name }))),
        heterogeneity: json.length === 1 ? json[0].heterogeneity : null,
        warnings: several ? perPerturberWarnings(json, outcome.warnings) : json.flatMap((v) => v.warnings),
        spend: {
            calls_made: outcome.spend?.calls ?? 0,
            cache_hits: outcome.asks?.hits ?? 0,
            new_entries: outcome.cache?.newEntries ?? 0,
            nondeterministic: outcome.cache?.nondeterministic ?? 0,
            calls_needed: Object.values(outcome.uncachedCalls).reduce((a, b) => a + b, 0),
            max_calls: options.spend.budget ?? null,
        },
    };
}
function headline(r, v) {
    switch (v) {
        case "contaminated":
            return `contamination detected in: ${r.contamination.models.filter((m) => m.detected).map((m) => m.name).join(", ")}`;
        case "leaking":
            return `${r.leakage.findings.length} leakage finding(s) in the corpora (holdout text is never shown)`;
        case "underpowered":
            return r.power ? `design underpowered: needs ${r.power.exact.required_n === null ? "more" : format_int(r.power.exact.required_n)} questions, has ${format_int(r.power.n)}` : "design underpowered";
        case "error":
        case "unconfirmed":
            if (r.contamination?.stopped)
                return `contamination run stopped before its verdicts: ${r.contamination.stopped.reason}`;
            if (v === "error")
                return "the checks could not be evaluated";
            return `spending not confirmed: ${format_int(r.contamination?.spend.calls_needed ?? 0)} paid calls needed (confirm with --yes, or yes: true in the action)`;
        default:
            return "all configured checks passed";
    }
}
/**
 * The section has one heterogeneity slot; with several perturbers each has its own Cochran's Q,
 * so each goes into the warnings under its perturber's name rather than being dropped, and each
 * verdict warning says which perturber it is about. Run-level warnings stay as they are, once.
 */
function perPerturberWarnings(json, runWarnings) {
    const out = new Set();
    for (const v of json) {
        const h = v.heterogeneity;
        if (h) {
            const n = v.models.filter((m) => !h.excluded.includes(m.name)).reduce((s, m) => s + m.n, 0);
            out.add(`${v.perturber}: Cochran's Q = ${h.q.toFixed(2)} (df = ${h.df}, p = ${format_pValue(h.p_value)}), I² = ${format_pct(h.i_squared)}; ` +
                `pooled inverse-variance drop ${format_pt(h.pooled_drop)} (n = ${format_int(n)} model-item pairs); ${h.interpretation}`);
        }
        for (const w of v.warnings)
            out.add(runWarnings.includes(w) ? w : `${v.perturber}: ${w}`);
    }
    return [...out];
}
/**
 * A provider's refusal may echo the prompt; the stop reason goes into every report surface, where
 * item text (holdout questions among it) must never appear. Verbatim questions and choices are
 * withheld, and the reason is kept short.
 */
function withoutItemText(reason, items) {
    let out = reason.length > 20_000 ? reason.slice(0, 20_000) : reason;
    for (const it of items)
        for (const text of [it.question, ...it.choices])
            if (text.length >= 8 && out.includes(text))
                out = out.split(text).join("[item text withheld]");
    return out.length > 400 ? `${out.slice(0, 400)}…` : out;
}

;// CONCATENATED MODULE: ./build/lib/check/text.js
/** The terminal view of a check Report: every estimate with its interval or conditions and n. */


function renderCheckText(r) {
    const out = [];
    out.push(`contamgate check: ${r.verdict.toUpperCase()} — ${r.headline ?? ""}`);
    if (r.config)
        out.push(`config ${r.config.path} (sha256 ${r.config.sha256.slice(0, 12)}…), contamgate ${r.tool.version}`);
    const p = r.power;
    if (p) {
        out.push("", `power gate (exact ${p.one_sided ? "one-sided" : "two-sided"} McNemar, α = ${p.alpha}, M = ${p.models}, K = ${p.perturbers}, E[max] ${p.emax}):`);
        out.push(`  design: n = ${format_int(p.n)} questions, expected discordant rate ${format_pct(p.discordant_rate)}, target drop ${format_pt(p.effect, 2)}, target power ${prob(p.target_power)}`);
        const e = p.exact;
        const na = p.normal_approximation;
        out.push(`  exact power ${e.power === null ? "—" : prob(e.power)} for the target drop at n = ${format_int(p.n)}` +
            ` (normal approximation ${na.power === null ? "—" : prob(na.power)}, comparison only)`);
        out.push(`  smallest drop this n can see at ${prob(p.target_power)} power: ${e.min_detectable_effect === null ? "none ≤ the discordant rate" : format_pt(e.min_detectable_effect, 2)}` +
            ` (normal approximation ${na.min_detectable_effect === null ? "—" : format_pt(na.min_detectable_effect, 2)})`);
        out.push(`  questions the target needs: ${e.required_n === null ? "—" : format_int(e.required_n)}` +
            (e.first_n !== null && e.first_n !== e.required_n ? ` (first reached at ${format_int(e.first_n)})` : "") +
            ` (normal approximation ${na.required_n === null ? "—" : format_int(na.required_n)})`);
        out.push(`  ${p.adequate === false ? (p.forced ? "UNDERPOWERED (run forced past the gate)" : "UNDERPOWERED: nothing is spent") : "adequate"}`);
        if (p.reason)
            out.push(`  note: ${p.reason}`);
    }
    const l = r.leakage;
    if (l) {
        const holdout = l.findings.filter((f) => f.probe.holdout).length;
        const scope = l.changed_since ? ` in lines added since ${l.changed_since}` : "";
        out.push("", `leakage: ${format_int(l.findings.length)} finding(s)${scope} (${format_int(holdout)} from holdout sets; holdout text is never shown)`);
        for (const f of l.findings.slice(0, 50)) {
            out.push(`  ${f.corpus.file}:${f.corpus.line} ← ${f.probe.set} ${f.probe.file}:${f.probe.line}${f.probe.id ? ` (${f.probe.id})` : ""}` +
                `${f.probe.holdout ? " [holdout]" : ""}: jaccard ${format_score(f.jaccard)}, containment ${format_score(f.containment)}; ${f.rules.join(", ")}`);
        }
        if (l.findings.length > 50)
            out.push(`  … ${format_int(l.findings.length - 50)} more in report.json`);
    }
    const c = r.contamination;
    if (c) {
        const a = c.design.alpha;
        out.push("", `contamination (exact one-sided McNemar, Holm across ${c.design.models} models, K = ${c.design.perturbers}, target drop ${c.design.target_effect === null ? "—" : format_pt(c.design.target_effect, 2)}):`);
        if (c.stopped)
            out.push(`  STOPPED before any verdict (exit ${c.stopped.exit_code}): ${c.stopped.reason}`);
        for (const m of c.models) {
            const nd = m.table.b + m.table.c;
            out.push(`  ${m.name}: ${m.detected ? "DETECTED" : "not detected"}`);
            out.push(`    accuracy original ${format_pct(m.accuracy_original.estimate)} (${format_ciLabel(a)} ${pctRange(m.accuracy_original.ci)}), perturbed ${format_pct(m.accuracy_perturbed.estimate)} (${format_ciLabel(a)} ${pctRange(m.accuracy_perturbed.ci)}); n = ${format_int(m.n)}`);
            out.push(`    drop ${format_pt(m.drop)} (${format_ciLabel(a)} ${ptRange(m.drop_ci)}; ${lcbLabel(a)} ${format_pt(m.lcb)}; adjusted ${format_pt(m.adjusted_lcb)}; n = ${format_int(m.n)}, ${format_int(nd)} discordant)` +
                `; p = ${format_pValue(m.p_value)}, Holm p = ${format_pValue(m.p_holm)}`);
            if (!m.detected) {
                const nd0 = m.table.b + m.table.c === 0;
                if (m.min_detectable_effect != null && !nd0)
                    out.push(`    no drop above ${format_pt(m.min_detectable_effect)} was present; smaller ones are invisible at this n`);
                else
                    out.push(`    ${floorClause(m) ?? "detection floor not recorded: this is no evidence of cleanliness"}`);
            }
            if (m.achieved_power !== null)
                out.push(`    achieved power ${prob(m.achieved_power)} for the target drop at this model's discordant rate ${format_pct(m.discordant_rate)} (${format_int(nd)}/${format_int(m.n)})`);
        }
        const h = c.heterogeneity;
        if (h)
            out.push(`  Cochran's Q = ${h.q.toFixed(3)}, df = ${h.df}, p = ${format_pValue(h.p_value)}, I² = ${format_pct(h.i_squared)}: ${h.interpretation}`);
        const s = c.spend;
        out.push(`  spend: ${format_int(s.calls_made)} paid calls made, ${format_int(s.cache_hits)} cache hits, ${format_int(s.new_entries)} new cache entries${s.nondeterministic ? `, ${format_int(s.nondeterministic)} nondeterministic answers (first kept)` : ""}`);
        for (const w of c.warnings)
            out.push(`  warning: ${w}`);
    }
    const other = r.warnings.filter((w) => w.source !== "contamination" || !c?.warnings.includes(w.message));
    if (other.length) {
        out.push("", "warnings:");
        for (const w of other)
            out.push(`  - ${w.file ? `${w.file}${w.line ? `:${w.line}` : ""}: ` : ""}${w.message}`);
    }
    return out.join("\n") + "\n";
}

// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/check.js








const HELP = `usage: contamgate check [--config contamgate.yml] [flags]

Runs every check contamgate.yml configures, in this order: the power gate (design:), the leakage
scan (leakage:), the contamination run (design:, benchmark:, models:). Nothing is spent before the
gate passes and the spend is confirmed.

  --config PATH            the config (default contamgate.yml)
  --checks LIST            comma-separated subset of power,leakage,contamination (default: all configured)
  --yes                    confirm the announced paid calls (without it: exit 3, nothing sent)
  --max-calls N            most paid calls (default: exactly the calls announced)
  --cache-dir DIR          response cache directory (default: run.cache_dir or .contamgate-cache)
  --changed-since REF      leakage: scan only corpus lines added since this git ref
  --force-underpowered     run although the power gate fails (the shortfall goes into the report)
  --report-dir DIR         write report.json, report.md, report.html (and report.sarif) there

exit: 0 pass, 1 contamination or leakage found, 2 design underpowered, 3 spend not confirmed,
4 invalid input or usage
`;
async function checkCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.b)(argv, {
        config: { type: "string" },
        checks: { type: "string" },
        yes: { type: "boolean" },
        "max-calls": { type: "string" },
        "cache-dir": { type: "string" },
        "changed-since": { type: "string" },
        "force-underpowered": { type: "boolean" },
        "report-dir": { type: "string" },
        help: { type: "boolean" },
    });
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    let checks = [...CHECK_NAMES];
    if (values.checks !== undefined) {
        const asked = values.checks.split(",").map((s) => s.trim()).filter(Boolean);
        const bad = asked.filter((s) => !CHECK_NAMES.includes(s));
        if (bad.length || asked.length === 0)
            throw new errors/* InputError */.dz(`--checks must list some of ${CHECK_NAMES.join(", ")} (got "${values.checks}")`);
        checks = asked;
    }
    const maxCalls = (0,args/* numberFlag */.C)("max-calls", values["max-calls"], { min: 0, integer: true, range: "an integer ≥ 0" });
    // An unusable report directory is found before anything runs or is spent.
    const reportDir = values["report-dir"] === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, values["report-dir"]);
    if (reportDir !== undefined) {
        try {
            await (0,promises_.mkdir)(reportDir, { recursive: true });
        }
        catch (e) {
            throw new errors/* InputError */.dz(`cannot create the report directory (${e.code ?? "error"})`, { field: "--report-dir" });
        }
    }
    const outcome = await runCheck({
        configPath: values.config ?? "contamgate.yml",
        checks,
        yes: values.yes === true,
        maxCalls: maxCalls ?? null,
        cacheDir: values["cache-dir"] ?? null,
        changedSince: values["changed-since"] ?? null,
        forceUnderpowered: values["force-underpowered"] === true,
        cwd: io.cwd,
    }, { env: io.env, log: (line) => io.stderr(`${line}\n`) });
    io.stdout(renderCheckText(outcome.report));
    if (reportDir !== undefined) {
        let json;
        try {
            json = await writeReports(reportDir, outcome.report);
        }
        catch (e) {
            throw new errors/* InputError */.dz(`cannot write the reports (${e.code ?? "error"})`, { field: "--report-dir" });
        }
        io.stdout(`reports written: ${json} (and report.md, report.html${outcome.report.leakage ? ", report.sarif" : ""})\n`);
    }
    return outcome.exitCode;
}


/***/ })

};
