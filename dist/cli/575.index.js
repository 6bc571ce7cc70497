export const id = 575;
export const ids = [575];
export const modules = {

/***/ 9380:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ gateMessage),
/* harmony export */   Y: () => (/* binding */ formatPowerText)
/* harmony export */ });
/* unused harmony export pt */
/** Points with two decimals; below 0.1 pt, three significant digits, so a real drop never reads "0.00 pt". */
const pt = (x) => {
    const v = 100 * x;
    return `${v === 0 || Math.abs(v) >= 0.1 ? v.toFixed(2) : String(Number(v.toPrecision(3)))} pt`;
};
const count = (x) => x.toLocaleString("en-US");
function cell(f, show) {
    return f.value === null ? "—" : show(f.value);
}
/** The one-line judgement of a design with both n and effect, or null. */
function gateMessage(r) {
    const d = r.design;
    if (r.adequate === null || d.n === undefined || d.effect === undefined)
        return null;
    const pw = r.exact.power.value;
    const mde = r.exact.minDetectableEffect;
    const sees = mde.value === null ? `this n sees no drop at ${Math.round(d.targetPower * 100)}% power (${mde.reason})` : `the smallest drop n = ${count(d.n)} can see at ${Math.round(d.targetPower * 100)}% power is ${pt(mde.value)}`;
    const needs = r.exact.requiredN.value === null ? r.exact.requiredN.reason : `the target ${pt(d.effect)} needs ${count(r.exact.requiredN.value)} questions`;
    if (r.adequate)
        return `adequate: exact power ${pw.toFixed(3)} ≥ ${d.targetPower} for a ${pt(d.effect)} drop at n = ${count(d.n)}; ${sees}`;
    if (pw >= d.targetPower) {
        // Power reaches the target at this very n but dips below it somewhere in [n, 2n] (saw-tooth).
        return `underpowered: exact power ${pw.toFixed(3)} ≥ ${d.targetPower} at n = ${count(d.n)} itself, but not at every n up to twice that (the exact power is a saw-tooth in n); ${needs}, the smallest n from which it holds over [n, 2n]`;
    }
    return `underpowered: exact power ${pw.toFixed(3)} < ${d.targetPower} for a ${pt(d.effect)} drop at n = ${count(d.n)}; ${sees}; ${needs}`;
}
function formatPowerText(r) {
    const d = r.design;
    const sided = d.oneSided ? "one-sided" : "two-sided";
    const lines = [];
    lines.push(`Power of the verdict rule: exact ${sided} McNemar, α = ${d.alpha}, ` +
        `M = ${d.models} model${d.models === 1 ? "" : "s"} (Holm's first step at α/M = ${+(d.alpha / d.models).toPrecision(6)}), ` +
        `K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} (E[max] = ${r.emaxValue.toFixed(4)}, ${d.emax})`);
    lines.push(`Design: ${d.n === undefined ? "n not given" : `n = ${count(d.n)} questions`}, expected discordant rate ψ = ${d.discordantRate}, ` +
        `target power ${Math.round(d.targetPower * 100)}%` +
        (d.effect === undefined ? "" : `, target drop δ = ${pt(d.effect)}`));
    lines.push("");
    const rows = [["", "exact (the gate)", "normal approximation (Connor 1987; comparison only)"]];
    if (d.n !== undefined) {
        rows.push([`minimum detectable drop at n = ${count(d.n)}`, cell(r.exact.minDetectableEffect, pt), cell(r.normal.minDetectableEffect, pt)]);
    }
    if (d.n !== undefined && d.effect !== undefined) {
        rows.push([`power for δ = ${pt(d.effect)} at n = ${count(d.n)}`, cell(r.exact.power, (v) => v.toFixed(3)), cell(r.normal.power, (v) => v.toFixed(3))]);
    }
    if (d.effect !== undefined) {
        const first = r.exact.firstN.value;
        const req = r.exact.requiredN.value;
        rows.push([
            `questions needed for δ = ${pt(d.effect)}`,
            req === null ? "—" : first !== null && first !== req ? `${count(req)} (first reached at ${count(first)}; stable over [n, 2n] from ${count(req)})` : count(req),
            cell(r.normal.requiredN, count),
        ]);
    }
    const w0 = Math.max(...rows.map((x) => x[0].length));
    const w1 = Math.max(...rows.map((x) => x[1].length));
    for (const [a, b, c] of rows)
        lines.push(`${a.padEnd(w0)}   ${b.padEnd(w1)}   ${c}`.trimEnd());
    const missing = [
        r.exact.minDetectableEffect,
        r.exact.requiredN,
        r.normal.minDetectableEffect,
    ].filter((f) => f.value === null && !f.reason.startsWith("needs"));
    if (missing.length) {
        lines.push("");
        for (const f of missing)
            lines.push(`Note: ${f.reason}.`);
    }
    const msg = gateMessage(r);
    if (msg)
        lines.push("", msg[0].toUpperCase() + msg.slice(1) + ".");
    if (r.exact.skippedMass !== null && r.exact.skippedMass > 1e-12) {
        lines.push(`(Exact to within ${r.exact.skippedMass.toExponential(1)}: discordant counts with log mass below −60 skipped.)`);
    }
    return lines.join("\n") + "\n";
}


/***/ }),

/***/ 3408:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ evaluatePowerGate),
/* harmony export */   JR: () => (/* binding */ powerGateJson),
/* harmony export */   Y: () => (/* binding */ ruleOf)
/* harmony export */ });
/* harmony import */ var _stats_power_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3783);
/* harmony import */ var _stats_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6776);
/**
 * The power gate: what a preregistered design can see, before any spend. Pure: takes the design,
 * returns every figure (exact, and Connor's normal approximation for comparison), with a reason
 * beside each figure that does not exist.
 */


function ruleOf(d) {
    return {
        alpha: d.alpha,
        models: d.models,
        perturbers: d.perturbers,
        sided: d.oneSided ? "one-sided" : "two-sided",
        emax: d.emax,
    };
}
const NEEDS_N = "needs n (--n)";
const NEEDS_EFFECT = "needs a target effect (--effect)";
function evaluatePowerGate(d) {
    const rule = ruleOf(d);
    const engine = new _stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .PowerEngine */ .Yx(d.discordantRate, rule);
    const pct = `${Math.round(d.targetPower * 100)}%`;
    const none = (reason) => ({ value: null, reason });
    let power = none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT);
    let skippedMass = null;
    if (d.n !== undefined && d.effect !== undefined) {
        const p = engine.power(d.n, d.effect);
        power = { value: p.power };
        skippedMass = p.skippedMass;
    }
    let mde = none(NEEDS_N);
    if (d.n !== undefined) {
        const v = engine.minDetectableEffect(d.n, d.targetPower);
        mde =
            v === null
                ? none(`no drop δ ≤ ψ = ${d.discordantRate} reaches ${pct} power at n = ${d.n}: even δ = ψ ` +
                    `(every discordant pair in the contamination direction) gives exact power ` +
                    `${engine.power(d.n, d.discordantRate).power.toFixed(3)}`)
                : { value: v };
    }
    let requiredN = none(NEEDS_EFFECT);
    let firstN = none(NEEDS_EFFECT);
    if (d.effect !== undefined) {
        // Search at least as far as the design's own n, so a large design is never judged against a
        // search that stopped short of it.
        const maxN = Math.max(2_000_000, d.n ?? 0);
        const s = engine.sampleSize(d.effect, d.targetPower, maxN);
        if (s === null) {
            requiredN = firstN = none(`no n ≤ ${maxN.toLocaleString("en-US")} reaches ${pct} power for δ = ${d.effect}`);
        }
        else {
            requiredN = { value: s.requiredN };
            firstN = { value: s.firstN };
        }
    }
    const normal = {
        power: d.n !== undefined && d.effect !== undefined
            ? { value: (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorPower */ .NT)(d.n, d.discordantRate, d.effect, rule) }
            : none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT),
        minDetectableEffect: (() => {
            if (d.n === undefined)
                return none(NEEDS_N);
            const v = (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorMde */ .ST)(d.n, d.discordantRate, d.targetPower, rule);
            return v === null ? none(`the normal approximation reaches ${pct} for no δ ≤ ψ at n = ${d.n}`) : { value: v };
        })(),
        requiredN: d.effect !== undefined
            ? { value: (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorRequiredN */ .P4)(d.discordantRate, d.effect, d.targetPower, rule) }
            : none(NEEDS_EFFECT),
    };
    return {
        design: d,
        emaxValue: (0,_stats_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .emaxOf */ .D4)(d.perturbers, d.emax),
        exact: { power, minDetectableEffect: mde, requiredN, firstN, skippedMass },
        normal,
        // STATS.md: when first_n and required_n differ the gate uses required_n, so a design sitting
        // on a lucky tooth of the saw-tooth (power ≥ target at n, but not over [n, 2n]) is refused.
        adequate: power.value === null || d.n === undefined
            ? null
            : power.value >= d.targetPower && requiredN.value !== null && d.n >= requiredN.value,
    };
}
/** The JSON shape of `contamgate power --json` (snake_case; a null figure has `<name>_reason`). */
function powerGateJson(r) {
    const d = r.design;
    const fig = (name, f) => f.value === null ? { [name]: null, [`${name}_reason`]: f.reason } : { [name]: f.value };
    return {
        n: d.n ?? null,
        discordant_rate: d.discordantRate,
        effect: d.effect ?? null,
        alpha: d.alpha,
        target_power: d.targetPower,
        models: d.models,
        perturbers: d.perturbers,
        one_sided: d.oneSided,
        emax: d.emax,
        emax_value: r.emaxValue,
        exact: {
            ...fig("power", r.exact.power),
            ...fig("min_detectable_effect", r.exact.minDetectableEffect),
            ...fig("required_n", r.exact.requiredN),
            ...fig("first_n", r.exact.firstN),
            skipped_mass: r.exact.skippedMass,
        },
        normal_approximation: {
            method: "Connor (1987); knows M through α/M, ignores K; for comparison only",
            ...fig("power", r.normal.power),
            ...fig("min_detectable_effect", r.normal.minDetectableEffect),
            ...fig("required_n", r.normal.requiredN),
        },
        adequate: r.adequate,
        ...(r.adequate === null ? { adequate_reason: "needs both n and a target effect" } : {}),
    };
}


/***/ }),

/***/ 4466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ describePrepared),
  Q: () => (/* binding */ prepareItems)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
;// CONCATENATED MODULE: ./build/lib/items/dates.js


/**
 * Keeps items first published strictly after `cutoff` (a model's training cutoff). Undated
 * items are excluded — "probably new" is how contamination gets in — but counted, so the
 * report can say how many were set aside and why.
 */
function publishedAfter(items, cutoff) {
    if (!(0,load/* isIsoDate */.s6)(cutoff))
        throw new errors/* InputError */.dz(`--published-after must be a date YYYY-MM-DD (got "${cutoff}")`);
    const kept = [];
    let dropped = 0;
    let undated = 0;
    for (const item of items) {
        if (item.publishedAt === undefined)
            undated++;
        // ISO dates compare correctly as strings.
        else if (item.publishedAt > cutoff)
            kept.push(item);
        else
            dropped++;
    }
    return { items: kept, cutoff, kept: kept.length, dropped, undated };
}

// EXTERNAL MODULE: ./build/lib/items/split.js
var split = __webpack_require__(155);
;// CONCATENATED MODULE: ./build/lib/items/prepare.js



/** load → filter by publication date → split → sample: the item set `run` and `perturb` use. */
async function prepareItems(o) {
    const loaded = await (0,load/* loadItemsFile */.PL)(o.path, o.displayName ?? o.path);
    const warnings = [];
    let items = loaded.items;
    let dated;
    if (o.publishedAfter !== undefined) {
        const r = publishedAfter(items, o.publishedAfter);
        items = r.items;
        dated = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
        if (r.undated > 0)
            warnings.push(`${r.undated} undated items set aside by --published-after ${r.cutoff} (their publication date is unknown)`);
    }
    const sel = (0,split/* selectItems */.rM)(items, {
        ...(o.split !== undefined && { split: o.split }),
        ...(o.sampleN !== undefined && { sampleN: o.sampleN }),
    });
    if (sel.warning !== undefined)
        warnings.unshift(sel.warning);
    if (o.sampleN !== undefined && o.sampleN > sel.inSplit) {
        warnings.push(`--sample-n ${o.sampleN} is more than the ${sel.inSplit} items in the ${sel.split} split; all of them are used`);
    }
    return {
        items: sel.items,
        file: loaded.file,
        loaded: loaded.items.length,
        undated: loaded.undated,
        ...(dated !== undefined && { publishedAfter: dated }),
        split: sel.split,
        inSplit: sel.inSplit,
        ...(sel.sampleN !== undefined && { sampleN: sel.sampleN }),
        warnings,
    };
}
/** One line: "12 items (dev split of 40 loaded; 3 undated)". */
function describePrepared(p) {
    const parts = [`${p.split} split: ${p.inSplit} of ${p.loaded} loaded`];
    if (p.publishedAfter)
        parts.push(`published after ${p.publishedAfter.cutoff}: kept ${p.publishedAfter.kept}, dropped ${p.publishedAfter.dropped}, undated ${p.publishedAfter.undated}`);
    else
        parts.push(`${p.undated} undated`);
    if (p.sampleN !== undefined)
        parts.push(`sample of ${p.sampleN} by hash`);
    return `${p.items.length} items (${parts.join("; ")})`;
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ formatProgress),
/* harmony export */   p: () => (/* binding */ askAll)
/* harmony export */ });
/**
 * Asks every model every planned question through the cache, `workers` at a time (the spend
 * controller still decides how many HTTP requests run). On the first failure no new question
 * is started; questions in flight finish (and are cached), then the failure is rethrown — so an
 * interrupted run resumes where it stopped.
 */
async function askAll(providers, plan, asker, o = {}) {
    const now = o.now ?? Date.now;
    const replies = providers.map(() => new Array(plan.asks.length));
    const total = providers.length * plan.asks.length;
    const t0 = now();
    let next = 0, done = 0, hits = 0, calls = 0, lastReport = t0;
    let failure;
    const report = (force) => {
        const t = now();
        if (!o.onProgress || (!force && t - lastReport < (o.progressEveryMs ?? 10_000)))
            return;
        lastReport = t;
        o.onProgress({ done, total, hits, calls, elapsedMs: t - t0 });
    };
    const worker = async () => {
        while (failure === undefined && next < total) {
            const k = next++;
            const m = Math.floor(k / plan.asks.length);
            const i = k % plan.asks.length;
            const ask = plan.asks[i];
            try {
                const r = await asker.ask(providers[m], ask.request, ask.context);
                replies[m][i] = r.reply.text;
                if (r.source === "cache")
                    hits++;
                else if (r.source === "call")
                    calls++;
                done++;
                report(false);
            }
            catch (e) {
                failure ??= e;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(o.workers ?? 64, total)) }, worker));
    report(true);
    if (failure !== undefined)
        throw failure;
    return replies;
}
/** "1,200/2,000 answers (800 from cache, 400 calls), 12.5/s, ETA 1m04s" */
function formatProgress(p) {
    const rate = p.elapsedMs > 0 ? p.done / (p.elapsedMs / 1000) : 0;
    const left = rate > 0 ? Math.round((p.total - p.done) / rate) : NaN;
    const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
    return `${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} answers (${p.hits.toLocaleString("en-US")} from cache, ${p.calls.toLocaleString("en-US")} calls), ${rate.toFixed(1)}/s${eta}`;
}


/***/ }),

/***/ 7072:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ buildRunOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/prepare.js + 1 modules
var prepare = __webpack_require__(4466);
// EXTERNAL MODULE: ./build/lib/items/perturb/perturbers.js + 1 modules
var perturb_perturbers = __webpack_require__(4615);
// EXTERNAL MODULE: ./build/lib/items/prompt/render.js
var render = __webpack_require__(9272);
// EXTERNAL MODULE: ./build/lib/items/split.js
var items_split = __webpack_require__(155);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/models/config.js
var config = __webpack_require__(4137);
// EXTERNAL MODULE: ./build/lib/models/spec.js
var spec = __webpack_require__(2920);
// EXTERNAL MODULE: ./build/lib/models/types.js
var types = __webpack_require__(370);
// EXTERNAL MODULE: ./build/lib/run/config.js
var run_config = __webpack_require__(7082);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/lib/run/synthetic.js

/**
 * N synthetic four-choice items, so the whole pipeline runs with fake models and no key. The
 * right choice's position is drawn from sha256(seed ‖ NUL ‖ id), so it is balanced across A–D
 * and reproducible; the texts carry the id so no two items share a prompt.
 */
function syntheticItems(n, seed) {
    const items = [];
    for (let i = 1; i <= n; i++) {
        const id = `synthetic-${String(i).padStart(6, "0")}`;
        const choices = ["alpha", "beta", "gamma", "delta"].map((w) => `${w} ${i}`);
        const pos = (0,external_node_crypto_.createHash)("sha256").update(`${seed}\0${id}`).digest()[0] % 4;
        items.push({ id, question: `Synthetic question ${i}: which option is right?`, choices, answer: choices[pos] });
    }
    return items;
}

;// CONCATENATED MODULE: ./build/lib/run/options.js












/**
 * contamgate.yml (optional) + flags → everything `runEvaluation` needs. Flags override the
 * config; `--model` replaces `models:`. Relative paths in the config resolve against its folder,
 * in flags against `cwd`. Every problem is an exit-4 InputError naming the file/line or flag.
 * The check engine and the action call this with their own flag values.
 */
async function buildRunOptions(values, cfg, cwd) {
    const c = cfg?.config;
    const runCfg = runSection(cfg);
    const fromFile = (field) => (cfg ? { file: cfg.file, field } : { field: `--${field}` });
    let models;
    if (values.model?.length)
        models = values.model.map(spec/* parseModelFlag */.Jj);
    else if (c?.models) {
        models = (0,config/* modelSpecsFromConfig */.k1)(c.models, { file: cfg.file, lineOf: (i) => cfg.lineOf(["models", i]) });
    }
    else
        throw new errors/* InputError */.dz("give at least one --model provider=ID (or a models: section with --config)", { field: "--model" });
    (0,spec/* checkUniqueLabels */.RT)(models, { field: "--model" });
    const psi = (0,args/* numberFlag */.C)("expected-discordant-rate", values["expected-discordant-rate"], { min: 0, max: 1, minOpen: true, range: "a number in (0, 1]" }) ??
        c?.design?.expected_discordant_rate;
    if (psi === undefined)
        throw new errors/* InputError */.dz("--expected-discordant-rate is required: the expected share of discordant pairs, in (0, 1]", { field: "--expected-discordant-rate" });
    const effect = (0,args/* numberFlag */.C)("target-effect", values["target-effect"], { min: 0, max: psi, minOpen: true, range: `a number in (0, ${psi}]` }) ?? c?.design?.target_effect;
    if (effect === undefined)
        throw new errors/* InputError */.dz("--target-effect is required: the preregistered drop, as a proportion (0.05 = 5 pt)", { field: "--target-effect" });
    if (effect > psi)
        throw new errors/* InputError */.dz(`target effect ${effect} exceeds the expected discordant rate ${psi}`, fromFile("target_effect"));
    if (c?.design?.two_sided)
        throw new errors/* InputError */.dz("run's verdict is one-sided (contamination only raises original accuracy); remove two_sided", { ...fromFile("design.two_sided"), ...lineIf(cfg?.lineOf(["design", "two_sided"])) });
    const emax = values.emax ?? c?.design?.emax ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new errors/* InputError */.dz(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
    const perturbers = [];
    for (const p of values.perturber ?? c?.benchmark?.perturbers ?? ["shuffle_choices"]) {
        if (!(0,perturb_perturbers/* isPerturberName */.N5)(p) || p === "identity")
            throw new errors/* InputError */.dz(`unknown perturber "${p}"; expected shuffle_choices or derange_choices`, { field: "--perturber" });
        if (perturbers.includes(p))
            throw new errors/* InputError */.dz(`perturber "${p}" given twice`, { field: "--perturber" });
        perturbers.push(p);
    }
    let format;
    const promptCfg = c?.benchmark?.prompt;
    if (values.prompt !== undefined || promptCfg === undefined || typeof promptCfg === "string") {
        const prompt = values.prompt ?? (typeof promptCfg === "string" ? promptCfg : "en");
        if (!(0,render/* isBuiltinFormat */.zG)(prompt))
            throw new errors/* InputError */.dz(`--prompt must be one of ${render/* BUILTIN_FORMATS */.d9.join(", ")} (got "${prompt}")`, { field: "--prompt" });
        format = { kind: "builtin", name: prompt };
    }
    else {
        format = {
            kind: "custom",
            user: promptCfg.user,
            choiceFormat: promptCfg.choice_format,
            ...(promptCfg.system !== undefined ? { system: promptCfg.system } : {}),
            ...(promptCfg.placeholder !== undefined ? { placeholder: promptCfg.placeholder } : {}),
        };
    }
    const seed = values.seed ?? c?.benchmark?.seed ?? "contamgate";
    // Items: synthetic, or a file (split, sample).
    const warnings = [];
    let items;
    let itemsSource;
    const itemsPath = values.items ?? (values.synthetic === undefined && c?.benchmark ? (0,external_node_path_.resolve)(cfg.dir, c.benchmark.path) : undefined);
    if ((values.synthetic === undefined) === (itemsPath === undefined)) {
        throw new errors/* InputError */.dz("give exactly one of --items PATH or --synthetic N", { field: "--items" });
    }
    if (values.synthetic !== undefined) {
        const n = (0,args/* numberFlag */.C)("synthetic", values.synthetic, { min: 1, max: 10_000_000, integer: true, range: "an integer ≥ 1" });
        items = syntheticItems(n, seed);
        itemsSource = `synthetic ${n}`;
    }
    else {
        const split = values.split ?? c?.benchmark?.split ?? "dev";
        if (!items_split/* SPLITS */.Bu.includes(split))
            throw new errors/* InputError */.dz(`--split must be one of ${items_split/* SPLITS */.Bu.join(", ")}`, { field: "--split" });
        const sampleN = (0,args/* numberFlag */.C)("sample-n", values["sample-n"], { min: 1, integer: true, range: "an integer ≥ 1" }) ?? c?.benchmark?.sample_n;
        const shown = values.items ?? c.benchmark.path;
        const prepared = await (0,prepare/* prepareItems */.Q)({
            path: (0,external_node_path_.resolve)(cwd, itemsPath),
            displayName: shown,
            split: split,
            ...(sampleN !== undefined ? { sampleN } : {}),
            ...(values.items === undefined && c?.benchmark?.published_after !== undefined ? { publishedAfter: c.benchmark.published_after } : {}),
        });
        items = prepared.items;
        itemsSource = shown;
        warnings.push(...prepared.warnings);
    }
    if (items.length === 0)
        throw new errors/* InputError */.dz("no items to ask", { field: "--items" });
    const options = {
        items,
        itemsSource,
        models,
        perturbers,
        seed,
        format,
        ...(cfg ? { configSha256: cfg.sha256 } : {}),
        design: {
            targetEffect: effect,
            discordantRate: psi,
            alpha: (0,args/* numberFlag */.C)("alpha", values.alpha, { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "a number in (0, 0.5)" }) ?? c?.design?.alpha ?? 0.05,
            power: (0,args/* numberFlag */.C)("power", values.power, { min: 0, max: 1, minOpen: true, maxOpen: true, range: "a number in (0, 1)" }) ?? c?.design?.power ?? 0.8,
            emax,
            ...(c?.design?.perturbers_tried !== undefined ? { perturbersTried: c.design.perturbers_tried } : {}),
        },
        temperature: (0,args/* numberFlag */.C)("temperature", values.temperature, { min: 0, max: 2, range: "a number in [0, 2]" }) ?? runCfg?.temperature ?? types/* DEFAULT_TEMPERATURE */.Nr,
        maxTokens: (0,args/* numberFlag */.C)("max-tokens", values["max-tokens"], { min: 1, max: 4096, integer: true, range: "an integer in [1, 4096]" }) ?? runCfg?.max_tokens ?? types/* DEFAULT_MAX_TOKENS */.Uc,
        spend: {
            ...optional("budget", (0,args/* numberFlag */.C)("budget", values.budget, { min: 0, integer: true, range: "an integer ≥ 0" }) ?? runCfg?.budget),
            ...optional("requestsPerMinute", (0,args/* numberFlag */.C)("requests-per-minute", values["requests-per-minute"], { min: 0, minOpen: true, range: "a number > 0" }) ?? runCfg?.requests_per_minute),
            concurrency: (0,args/* numberFlag */.C)("concurrency", values.concurrency, { min: 1, max: 256, integer: true, range: "an integer in [1, 256]" }) ?? runCfg?.concurrency ?? 4,
            maxRetries: (0,args/* numberFlag */.C)("max-retries", values["max-retries"], { min: 0, max: 20, integer: true, range: "an integer in [0, 20]" }) ?? runCfg?.max_retries ?? 5,
            timeoutMs: 1000 * ((0,args/* numberFlag */.C)("timeout", values.timeout, { min: 0, minOpen: true, range: "a number of seconds > 0" }) ?? runCfg?.timeout_seconds ?? 60),
        },
        cacheDir: values["no-cache"]
            ? null
            : values["cache-dir"] !== undefined
                ? (0,external_node_path_.resolve)(cwd, values["cache-dir"])
                : runCfg?.cache_dir !== undefined
                    ? (0,external_node_path_.resolve)(cfg.dir, runCfg.cache_dir)
                    : (0,external_node_path_.resolve)(cwd, ".contamgate-cache"),
        yes: values.yes === true,
        forceUnderpowered: values["force-underpowered"] === true,
    };
    return { options, warnings };
}
function optional(key, v) {
    return v === undefined ? {} : { [key]: v };
}
/**
 * The `run:` section, validated with this module's schema. Read from the parsed config rather
 * than its typed result so it works before the root schema lists the section.
 */
function runSection(cfg) {
    const raw = cfg?.config?.run;
    if (raw === undefined)
        return undefined;
    const r = run_config/* runSectionSchema */.K.safeParse(raw);
    if (!r.success) {
        const issue = r.error.issues[0];
        const path = ["run", ...issue.path.map(String)];
        throw new errors/* InputError */.dz(issue.message, { file: cfg.file, ...lineIf(cfg.lineOf(path)), field: path.join(".") });
    }
    return r.data;
}
function lineIf(line) {
    return line === undefined ? {} : { line };
}


/***/ }),

/***/ 9830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ runEvaluation),
  M: () => (/* binding */ runJson)
});

// EXTERNAL MODULE: ./build/lib/design/gate.js
var design_gate = __webpack_require__(3408);
// EXTERNAL MODULE: ./build/lib/design/format.js
var format = __webpack_require__(9380);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/lib/cache/response-store.js




const SEGMENT = /^seg-.*\.jsonl$/;
const ENTRY_VERSION = 1;
/**
 * Content-addressed, append-only response store in a directory of JSONL segments. A load is
 * the union of all segments; the first answer for a key wins. Each process appends only to a
 * segment of its own, created on its first write, so concurrent runs and torn writes never
 * corrupt anything already stored. `put` resolves only after the line is fsync'd: a crash
 * afterwards cannot lose an answer that was paid for.
 */
class ResponseStore {
    dir;
    map = new Map();
    s = {
        entries: 0, loaded: 0, newEntries: 0, segments: 0, tornLines: 0, corruptLines: 0,
        duplicates: 0, nondeterministic: 0, nondeterministicKeys: [],
    };
    handle;
    opening;
    pending = [];
    flushing;
    closed = false;
    segmentPath;
    constructor(dir) {
        this.dir = dir;
    }
    /** Loads every segment in `dir` (created if missing). */
    static async open(dir) {
        const store = new ResponseStore(dir);
        await (0,promises_.mkdir)(dir, { recursive: true });
        const names = (await (0,promises_.readdir)(dir)).filter((n) => SEGMENT.test(n)).sort();
        for (const name of names)
            await store.loadSegment((0,external_node_path_.join)(dir, name));
        store.s.segments = names.length;
        store.s.loaded = store.map.size;
        store.s.entries = store.map.size;
        return store;
    }
    get size() {
        return this.map.size;
    }
    stats() {
        return { ...this.s, nondeterministicKeys: [...this.s.nondeterministicKeys] };
    }
    has(key) {
        return this.map.has(key);
    }
    get(key) {
        return this.map.get(key);
    }
    /**
     * Stores a response and resolves once it is durable. An existing key keeps its first answer
     * (a different one is counted as nondeterminism) and nothing is written. Returns the answer
     * the store holds for the key afterwards, which is what the caller must use.
     */
    async put(key, response, meta = {}) {
        if (this.closed)
            throw new Error("response store is closed");
        const existing = this.map.get(key);
        if (existing) {
            this.compare(key, existing, response);
            return existing;
        }
        const value = response.finishReason !== undefined ? { text: response.text, finishReason: response.finishReason } : { text: response.text };
        this.map.set(key, value);
        this.s.entries = this.map.size;
        // `r` last, so a load can parse only the response object (see parseLine).
        const line = JSON.stringify({ v: ENTRY_VERSION, k: key, ...meta, t: new Date().toISOString(), r: value }) + "\n";
        try {
            await new Promise((done, fail) => {
                this.pending.push({ line, done, fail });
                void this.flush();
            });
        }
        catch (e) {
            // Not durable, so not ours to serve: a retry will ask again.
            this.map.delete(key);
            this.s.entries = this.map.size;
            throw e;
        }
        this.s.newEntries++;
        return value;
    }
    /** Waits for pending writes and closes this process's segment. */
    async close() {
        this.closed = true;
        while (this.flushing)
            await this.flushing;
        if (this.handle)
            await this.handle.close();
        this.handle = undefined;
    }
    /** Group commit: everything queued while the previous fsync ran goes out in one write + fsync. */
    flush() {
        if (this.flushing)
            return this.flushing;
        this.flushing = (async () => {
            while (this.pending.length) {
                const batch = this.pending;
                this.pending = [];
                try {
                    const fh = await this.segment();
                    await fh.appendFile(batch.map((p) => p.line).join(""));
                    await fh.datasync();
                    for (const p of batch)
                        p.done();
                }
                catch (e) {
                    for (const p of batch)
                        p.fail(e);
                }
            }
        })().finally(() => {
            this.flushing = undefined;
        });
        return this.flushing;
    }
    segment() {
        if (this.handle)
            return Promise.resolve(this.handle);
        this.opening ??= (async () => {
            const stamp = new Date().toISOString().replace(/[-:.]/g, "");
            const path = (0,external_node_path_.join)(this.dir, `seg-${stamp}-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString("hex")}.jsonl`);
            const fh = await (0,promises_.open)(path, "ax");
            // The new file's directory entry must be durable too, or a crash could lose the whole segment.
            try {
                const d = await (0,promises_.open)(this.dir, "r");
                try {
                    await d.sync();
                }
                finally {
                    await d.close();
                }
            }
            catch {
                // Some platforms cannot fsync a directory; the data fsync still holds.
            }
            this.handle = fh;
            this.segmentPath = path;
            this.s.segments++;
            return fh;
        })();
        return this.opening;
    }
    compare(key, kept, other) {
        if (kept.text === other.text) {
            this.s.duplicates++;
            return;
        }
        this.s.nondeterministic++;
        if (this.s.nondeterministicKeys.length < 20)
            this.s.nondeterministicKeys.push(key);
    }
    async loadSegment(path) {
        // Streamed in chunks: a million entries is far more than one string may hold.
        let rest = "";
        const take = (line, last) => {
            if (line.trim() === "")
                return;
            const e = parseLine(line);
            if (!e) {
                if (last)
                    this.s.tornLines++;
                else
                    this.s.corruptLines++;
                return;
            }
            const kept = this.map.get(e.k);
            if (kept)
                this.compare(e.k, kept, e.r);
            else
                this.map.set(e.k, e.r);
        };
        for await (const chunk of (0,external_node_fs_.createReadStream)(path, { encoding: "utf8", highWaterMark: 1 << 20 })) {
            const lines = (rest + chunk).split("\n");
            rest = lines.pop();
            for (const line of lines)
                take(line, false);
        }
        // A last line without its newline was being written when the writer died.
        take(rest, true);
    }
}
const FAST_PREFIX = `{"v":${ENTRY_VERSION},"k":"`;
/**
 * One segment line → key and response, or undefined when it is not a whole entry. Lines this
 * store wrote put the 64-hex key at a fixed offset and `r` last; since `,"` cannot occur inside
 * a JSON string, the first `,"r":` is the response, and only that small object is parsed.
 * Anything else (older or hand-made lines) takes the full JSON.parse path.
 */
function parseLine(line) {
    let k;
    let r;
    try {
        const at = line.indexOf(',"r":');
        if (line.startsWith(FAST_PREFIX) && line.charCodeAt(FAST_PREFIX.length + 64) === 34 && at > 0 && line.endsWith("}")) {
            // Parsed rather than sliced: a slice would keep the whole read chunk alive in memory.
            k = JSON.parse(line.slice(FAST_PREFIX.length - 1, FAST_PREFIX.length + 65));
            r = JSON.parse(line.slice(at + 5, -1));
        }
        else {
            const e = JSON.parse(line);
            k = e?.k;
            r = e?.r;
        }
    }
    catch {
        return undefined;
    }
    if (typeof k !== "string" || typeof r?.text !== "string")
        return undefined;
    return { k, r: typeof r.finishReason === "string" ? { text: r.text, finishReason: r.finishReason } : { text: r.text } };
}

;// CONCATENATED MODULE: ./build/lib/cache/request-key.js

/** Bumped when the key's recipe changes, so old entries can never be replayed under a new meaning. */
const CACHE_KEY_SCHEMA = 1;
/** JSON with object keys sorted at every depth, no whitespace: one text per value. */
function canonicalJson(value) {
    if (value === null || typeof value !== "object") {
        if (typeof value === "number" && !Number.isFinite(value))
            throw new TypeError("canonicalJson: non-finite number");
        if (value === undefined)
            throw new TypeError("canonicalJson: undefined");
        return JSON.stringify(value);
    }
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    const obj = value;
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}
/** sha256 (hex) of the canonical JSON of the parts plus the key schema version. */
function requestKey(parts) {
    const body = {
        schema: CACHE_KEY_SCHEMA,
        provider: parts.provider,
        model: parts.model,
        base_url: sanitizeBaseUrl(parts.baseUrl),
        messages: parts.messages.map((m) => ({ role: m.role, content: m.content })),
        temperature: parts.temperature,
        max_tokens: parts.maxTokens,
        prompt_format: parts.promptFormat,
        replicate: parts.replicate,
    };
    return (0,external_node_crypto_.createHash)("sha256").update(canonicalJson(body)).digest("hex");
}
/**
 * The endpoint as it enters keys and reports: no user:password, no query string or fragment
 * (where keys hide), lower-case scheme and host, no trailing slash. "" stays "" (the fake).
 */
function sanitizeBaseUrl(raw) {
    if (raw === "")
        return "";
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        return raw.replace(/\/+$/, "");
    }
    u.username = "";
    u.password = "";
    u.search = "";
    u.hash = "";
    return u.toString().replace(/\/+$/, "");
}

;// CONCATENATED MODULE: ./build/lib/models/ask-through-cache.js

/**
 * The only way a run asks a model: look the request up in the response store; if absent, pay
 * for one call through the spend controller, make it durable, then return what the store holds.
 * Identical requests in flight at once share one call, so each distinct prompt is sent once.
 */
class AskThroughCache {
    opts;
    inFlight = new Map();
    counts = { hits: 0, calls: 0, shared: 0, fake: 0 };
    constructor(opts) {
        this.opts = opts;
    }
    stats() {
        return { ...this.counts };
    }
    /** The cache key of a request to a provider, or undefined when the provider is never cached. */
    keyFor(provider, request, replicate = 0) {
        if (!provider.cacheable)
            return undefined;
        return requestKey({
            ...provider.identity,
            messages: request.messages,
            temperature: request.temperature,
            maxTokens: request.maxTokens,
            promptFormat: this.opts.promptFormat,
            replicate,
        });
    }
    /** Distinct requests that would cost a call now (cached and duplicate ones excluded). */
    uncachedCalls(provider, requests, replicate = 0) {
        if (!provider.cacheable)
            return 0;
        const keys = new Set();
        for (const r of requests) {
            const k = this.keyFor(provider, r, replicate);
            if (!this.opts.store?.has(k))
                keys.add(k);
        }
        return keys.size;
    }
    async ask(provider, request, item, replicate = 0) {
        const key = this.keyFor(provider, request, replicate);
        if (key === undefined) {
            this.counts.fake++;
            return { reply: await provider.complete(request, item), source: "fake" };
        }
        const hit = this.opts.store?.get(key);
        if (hit) {
            this.counts.hits++;
            return { reply: { ...hit }, source: "cache", key };
        }
        const running = this.inFlight.get(key);
        if (running) {
            this.counts.shared++;
            return { reply: await running, source: "shared", key };
        }
        const p = this.callAndStore(provider, request, item, key);
        this.inFlight.set(key, p);
        try {
            const reply = await p;
            this.counts.calls++;
            return { reply, source: "call", key };
        }
        finally {
            this.inFlight.delete(key);
        }
    }
    async callAndStore(provider, request, item, key) {
        const reply = await this.opts.spend.call(provider.spec.label, () => provider.complete(request, item));
        const store = this.opts.store;
        if (!store)
            return reply;
        // On disk before it is used: the answer returned is the one the store will replay.
        const kept = await store.put(key, { text: reply.text, ...(reply.finishReason !== undefined ? { finishReason: reply.finishReason } : {}) }, {
            provider: provider.identity.provider,
            model: provider.identity.model,
        });
        return { ...reply, text: kept.text };
    }
}

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 241 modules
var client = __webpack_require__(395);
;// CONCATENATED MODULE: ./build/lib/models/call-error.js

/** One failed attempt. `message` has already had every key redacted. */
class ProviderCallError extends Error {
    kind;
    status;
    retryAfterMs;
    constructor(message, kind, status, 
    /** From Retry-After / retry-after-ms, when the server sent one. */
    retryAfterMs) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
        this.name = "ProviderCallError";
    }
}
/** Statuses worth another attempt: timeouts, conflicts, too-early, rate limits, server errors, overload. */
function isRetryable(e) {
    if (e.kind !== "http")
        return true;
    const s = e.status ?? 0;
    return s === 408 || s === 409 || s === 425 || s === 429 || s >= 500;
}
/** A call that failed for good (permanent status, or retries exhausted): the run stops. */
class ProviderFailedError extends errors/* StopError */.Tj {
    status;
    attempts;
    constructor(message, status, attempts) {
        super(message, errors/* ExitCode */.yU.InvalidInput);
        this.status = status;
        this.attempts = attempts;
        this.name = "ProviderFailedError";
    }
}
/**
 * Parses Retry-After (seconds or an HTTP date) and OpenAI's retry-after-ms into milliseconds.
 * Negative or unparseable values are ignored.
 */
function parseRetryAfter(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const ms = headers.get("retry-after-ms");
    if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0)
        return Number(ms);
    const ra = headers.get("retry-after");
    if (ra === null || ra.trim() === "")
        return undefined;
    const secs = Number(ra);
    if (Number.isFinite(secs))
        return secs >= 0 ? secs * 1000 : undefined;
    const date = Date.parse(ra);
    return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

// EXTERNAL MODULE: ./build/lib/models/secrets.js
var secrets = __webpack_require__(2526);
;// CONCATENATED MODULE: ./build/lib/models/sdk-errors.js


/**
 * Both official SDKs are generated from the same template: an APIError carries `status` and
 * `headers`; connection problems have no status; timeouts are a subclass named
 * APIConnectionTimeoutError. Reading those fields by shape keeps the SDK classes out of the
 * retry logic.
 */
function fromSdkError(e, env, what) {
    if (e instanceof ProviderCallError)
        return e;
    const err = e;
    const raw = typeof err?.message === "string" ? err.message : String(e);
    const message = `${what}: ${(0,secrets/* redactSecrets */.fp)(firstLine(raw), env)}`;
    const cls = err?.constructor?.name ?? err?.name ?? "";
    // A status decides first: a 400 whose message mentions "timeout" is still a permanent 400.
    if (typeof err?.status === "number") {
        const headers = isHeaders(err.headers) ? err.headers : undefined;
        return new ProviderCallError(message, "http", err.status, parseRetryAfter(headers));
    }
    if (/Timeout/i.test(cls) || /timed? ?out/i.test(raw))
        return new ProviderCallError(message, "timeout");
    if (e instanceof SyntaxError || /JSON/i.test(raw))
        return new ProviderCallError(`${what}: malformed response (${(0,secrets/* redactSecrets */.fp)(firstLine(raw), env)})`, "malformed");
    return new ProviderCallError(message, "network");
}
function isHeaders(h) {
    return typeof h === "object" && h !== null && typeof h.get === "function";
}
function firstLine(s) {
    return s.split("\n")[0].slice(0, 500);
}

;// CONCATENATED MODULE: ./build/lib/models/anthropic-messages.js



const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
/** Messages API through the official SDK. System messages go to the `system` parameter. */
class AnthropicMessagesProvider {
    spec;
    identity;
    env;
    cacheable = true;
    client;
    constructor(spec, identity, apiKey, env, timeoutMs) {
        this.spec = spec;
        this.identity = identity;
        this.env = env;
        // authToken null so an ANTHROPIC_AUTH_TOKEN in the environment cannot override the key we chose.
        this.client = new client/* Anthropic */.N({ apiKey, authToken: null, baseURL: identity.baseUrl, maxRetries: 0, timeout: timeoutMs });
    }
    async complete(request, _item, signal) {
        const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
        const system = request.messages.filter((m) => m.role === "system").map((m) => m.content);
        const messages = request.messages
            .filter((m) => m.role !== "system")
            .map((m) => ({ role: m.role, content: m.content }));
        let res;
        try {
            const body = {
                model: this.spec.model,
                max_tokens: request.maxTokens,
                messages,
                ...(system.length ? { system: system.join("\n\n") } : {}),
            };
            // The SDK's types no longer declare `temperature`, but the wire protocol (and
            // llama-server) still honour it, and deterministic decoding is part of the cache key.
            Object.assign(body, { temperature: request.temperature });
            res = await this.client.messages.create(body, signal ? { signal } : undefined);
        }
        catch (e) {
            throw fromSdkError(e, this.env, what);
        }
        if (!res || !Array.isArray(res.content))
            throw new ProviderCallError(`${what}: malformed response (no content array)`, "malformed");
        const text = res.content
            .filter((b) => b?.type === "text")
            .map((b) => b.text)
            .join("");
        const reply = { text };
        if (res.stop_reason)
            reply.finishReason = res.stop_reason;
        if (typeof res.usage?.input_tokens === "number")
            reply.inputTokens = res.usage.input_tokens;
        if (typeof res.usage?.output_tokens === "number")
            reply.outputTokens = res.usage.output_tokens;
        return reply;
    }
}

// EXTERNAL MODULE: ./build/lib/models/config.js
var config = __webpack_require__(4137);
;// CONCATENATED MODULE: ./build/lib/models/fake.js

/**
 * A deterministic stand-in for a model, so the whole pipeline runs without a key.
 * An item is memorized with probability `memorized` (decided once per model and item); a
 * memorized item is answered right in its original form. Everything else, including every
 * perturbed form, is right with probability `accuracy`, drawn independently per model, item and
 * condition. Never cached: its answers cost nothing and must not pollute a real cache.
 */
class FakeProvider {
    spec;
    cacheable = false;
    identity;
    accuracy;
    memorized;
    constructor(spec) {
        this.spec = spec;
        this.identity = { provider: "fake", model: spec.model, baseUrl: "" };
        this.accuracy = spec.accuracy ?? 0.5;
        this.memorized = spec.memorized ?? 0;
    }
    async complete(_request, item) {
        return { text: this.answer(item), finishReason: "stop" };
    }
    /** The label this fake answers for an item in a condition. */
    answer(item) {
        const m = this.spec.model;
        const remembers = unit(m, "memorized", item.itemId) < this.memorized;
        if (remembers && item.condition === "original")
            return item.correct;
        if (unit(m, "right", item.itemId, item.condition) < this.accuracy)
            return item.correct;
        const wrong = item.labels.filter((l) => l !== item.correct);
        if (wrong.length === 0)
            return item.correct;
        return wrong[Math.floor(unit(m, "wrong", item.itemId, item.condition) * wrong.length)];
    }
}
/** A uniform number in [0, 1) from sha256 of the NUL-joined parts (53 bits). */
function unit(...parts) {
    const h = (0,external_node_crypto_.createHash)("sha256").update(parts.join("\0")).digest();
    return (h.readUInt32BE(0) * 2 ** 21 + (h.readUInt32BE(4) >>> 11)) / 2 ** 53;
}

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
;// CONCATENATED MODULE: ./build/lib/models/openai-chat.js



const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** Chat Completions through the official SDK; serves both `openai` and `compatible`. */
class OpenAIChatProvider {
    spec;
    identity;
    env;
    cacheable = true;
    client;
    constructor(spec, identity, apiKey, env, timeoutMs) {
        this.spec = spec;
        this.identity = identity;
        this.env = env;
        // maxRetries 0: the spend controller's retries are the only ones, so every attempt is counted.
        this.client = new openai/* default */.Ay({ apiKey, baseURL: identity.baseUrl, maxRetries: 0, timeout: timeoutMs });
    }
    async complete(request, _item, signal) {
        const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
        let res;
        try {
            res = await this.client.chat.completions.create({
                model: this.spec.model,
                messages: request.messages,
                temperature: request.temperature,
                max_tokens: request.maxTokens,
            }, signal ? { signal } : undefined);
        }
        catch (e) {
            throw fromSdkError(e, this.env, what);
        }
        const choice = res?.choices?.[0];
        const text = choice?.message?.content;
        if (typeof text !== "string")
            throw new ProviderCallError(`${what}: malformed response (no choices[0].message.content)`, "malformed");
        const reply = { text };
        if (choice?.finish_reason)
            reply.finishReason = choice.finish_reason;
        if (typeof res.usage?.prompt_tokens === "number")
            reply.inputTokens = res.usage.prompt_tokens;
        if (typeof res.usage?.completion_tokens === "number")
            reply.outputTokens = res.usage.completion_tokens;
        return reply;
    }
}

// EXTERNAL MODULE: ./build/lib/models/spec.js
var models_spec = __webpack_require__(2920);
;// CONCATENATED MODULE: ./build/lib/models/create-provider.js








/**
 * Builds the provider for a spec. Keys are read here, from `env` only; a missing key for
 * openai/anthropic is an exit-4 error before anything is sent. compatible servers often need no
 * key, so its key is optional.
 */
function createProvider(spec, env, options = {}) {
    const where = (0,config/* whereDeclared */.gc)(spec) ?? { field: `model "${spec.label}"` };
    (0,models_spec/* validateModelSpec */.px)(spec, where);
    const timeoutMs = options.timeoutMs ?? 60_000;
    switch (spec.provider) {
        case "fake":
            return new FakeProvider(spec);
        case "openai":
        case "compatible": {
            const envName = secrets/* KEY_ENV */.uM[spec.provider];
            const key = env[envName];
            if (spec.provider === "openai" && !key)
                throw new errors/* InputError */.dz(`${envName} is not set`, where);
            const baseUrl = spec.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
            const identity = { provider: spec.provider, model: spec.model, baseUrl: sanitizeBaseUrl(baseUrl) };
            // The SDK insists on a key; a keyless local server ignores whatever is sent.
            return new OpenAIChatProvider(spec, identity, key || "no-key", env, timeoutMs);
        }
        case "anthropic": {
            const key = env[secrets/* KEY_ENV */.uM.anthropic];
            if (!key)
                throw new errors/* InputError */.dz(`${secrets/* KEY_ENV */.uM.anthropic} is not set`, where);
            const baseUrl = spec.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL;
            const identity = { provider: spec.provider, model: spec.model, baseUrl: sanitizeBaseUrl(baseUrl) };
            return new AnthropicMessagesProvider(spec, identity, key, env, timeoutMs);
        }
    }
}

;// CONCATENATED MODULE: ./build/lib/models/spend.js


/** The budget ran out: stop cleanly, no further calls (exit 3: this spend was not confirmed). */
class BudgetExceededError extends errors/* StopError */.Tj {
    constructor(budget) {
        super(`call budget of ${budget} exhausted; stopped before spending more (raise --budget to continue; answers so far are cached)`, errors/* ExitCode */.yU.Unconfirmed);
        this.name = "BudgetExceededError";
    }
}
/**
 * Owns everything that decides when money is spent: the call budget, one global rate limit,
 * a concurrency limit and the retry policy (the SDKs' own retries are disabled so these are the
 * only ones, and every attempt is counted).
 */
class SpendController {
    budget;
    intervalMs;
    concurrency;
    maxRetries;
    baseDelayMs;
    maxDelayMs;
    maxRetryAfterMs;
    random;
    sleep;
    now;
    onRetry;
    haltOnFailure;
    halted;
    nextStart = -Infinity;
    lastStart = -Infinity;
    pausedUntil = -Infinity;
    inFlight = 0;
    waiting = [];
    s = { calls: 0, attempts: 0, retries: 0, failed: 0, failures: {}, budgetExhausted: false };
    constructor(o = {}) {
        this.budget = o.budget ?? Infinity;
        const rpm = o.requestsPerMinute ?? Infinity;
        if (!(rpm > 0))
            throw new RangeError("requestsPerMinute must be > 0");
        this.intervalMs = 60_000 / rpm;
        this.concurrency = o.concurrency ?? 4;
        if (!(this.concurrency >= 1))
            throw new RangeError("concurrency must be >= 1");
        this.maxRetries = o.maxRetries ?? 5;
        this.baseDelayMs = o.baseDelayMs ?? 500;
        this.maxDelayMs = o.maxDelayMs ?? 30_000;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? 600_000;
        this.random = o.random ?? Math.random;
        this.sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
        this.now = o.now ?? Date.now;
        this.onRetry = o.onRetry;
        this.haltOnFailure = o.haltOnFailure ?? true;
    }
    stats() {
        return { ...this.s, failures: { ...this.s.failures } };
    }
    /** Calls that may still be started before the budget refuses. */
    remaining() {
        return this.budget - this.s.calls;
    }
    /**
     * Runs one paid call: takes one unit of budget, then makes attempts (each under the rate and
     * concurrency limits) until one succeeds, a failure is permanent, or retries run out.
     */
    async call(label, attempt) {
        if (this.halted)
            throw this.halted;
        if (this.s.calls >= this.budget) {
            this.s.budgetExhausted = true;
            throw new BudgetExceededError(this.budget);
        }
        this.s.calls++;
        for (let n = 0;; n++) {
            await this.acquire();
            // Another call failed for good while this one waited: send nothing more.
            if (this.halted) {
                this.release();
                throw this.halted;
            }
            let error;
            try {
                this.s.attempts++;
                return await attempt(n);
            }
            catch (e) {
                error = e instanceof ProviderCallError ? e : new ProviderCallError(`${label}: ${e instanceof Error ? e.message : String(e)}`, "network");
            }
            finally {
                this.release();
            }
            const tag = error.kind === "http" ? String(error.status) : error.kind;
            this.s.failures[tag] = (this.s.failures[tag] ?? 0) + 1;
            if (!isRetryable(error) || n >= this.maxRetries) {
                this.s.failed++;
                const why = isRetryable(error) ? ` (gave up after ${n + 1} attempts)` : "";
                const failed = new ProviderFailedError(`${error.message}${why}`, error.status, n + 1);
                // A refused key or a dead endpoint will refuse the rest too: the run stops here.
                if (this.haltOnFailure)
                    this.halted ??= failed;
                throw failed;
            }
            const delayMs = this.backoff(n, error);
            this.s.retries++;
            this.onRetry?.({ label, attempt: n + 1, delayMs, error });
            await this.sleep(delayMs);
        }
    }
    /** Exponential backoff with equal jitter; a server's Retry-After is a floor, and pauses everyone. */
    backoff(n, e) {
        const exp = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** n);
        const jittered = exp / 2 + this.random() * (exp / 2);
        if (e.retryAfterMs === undefined)
            return jittered;
        const ra = Math.min(e.retryAfterMs, this.maxRetryAfterMs);
        // The whole pool backs off, not only this call: a 429 is about the account, not the request.
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + ra);
        return ra + this.random() * Math.min(ra * 0.1, 1000);
    }
    async acquire() {
        // A released slot is handed straight to the next waiter, so no newcomer can overtake it.
        if (this.inFlight < this.concurrency)
            this.inFlight++;
        else
            await new Promise((r) => this.waiting.push(r));
        // Reserve the start time synchronously so concurrent callers space themselves out.
        const now = this.now();
        const start = Math.max(now, this.nextStart + this.intervalMs, this.pausedUntil);
        this.nextStart = start;
        if (start > now)
            await this.sleep(start - now);
        // Timers fire late under load; a late one must not let the next caller start too soon after
        // it, so the realized gap is checked too. A 429 seen while we waited pauses us as well.
        for (;;) {
            const t = this.now();
            const wait = Math.max(this.pausedUntil - t, this.lastStart + this.intervalMs - t);
            if (!(wait > 0)) {
                this.lastStart = t;
                return;
            }
            await this.sleep(wait);
        }
    }
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.inFlight--;
    }
}

// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 3 modules
var compute = __webpack_require__(3935);
// EXTERNAL MODULE: ./build/lib/verdict/json.js
var json = __webpack_require__(5006);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/items/item.js
var items_item = __webpack_require__(2200);
// EXTERNAL MODULE: ./build/lib/items/perturb/perturbers.js + 1 modules
var perturbers = __webpack_require__(4615);
// EXTERNAL MODULE: ./build/lib/items/prompt/render.js
var render = __webpack_require__(9272);
;// CONCATENATED MODULE: ./build/lib/run/plan.js



/**
 * Each item as published and under each perturber, rendered once; the same requests go to every
 * model. Perturbed items live only in memory.
 */
function planAsks(items, o) {
    const asks = [];
    let promptFormat = "";
    const conditions = ["original", ...o.perturbers];
    items.forEach((item, itemIndex) => {
        for (const condition of conditions) {
            const presented = (0,perturbers/* perturb */.Tq)(item, condition === "original" ? "identity" : condition, o.seed);
            const rendered = (0,render/* renderPrompt */.nQ)(presented, o.format);
            promptFormat = rendered.formatVersion;
            asks.push({
                itemIndex,
                condition,
                presented,
                request: { messages: rendered.messages.map((m) => ({ role: m.role, content: m.content })), temperature: o.temperature, maxTokens: o.maxTokens },
                context: {
                    itemId: item.id,
                    condition,
                    correct: (0,items_item/* answerLabel */.xD)(presented) ?? "",
                    labels: items_item/* CHOICE_LABELS */.sL.slice(0, presented.choices.length).split(""),
                },
                placeholder: rendered.placeholder,
            });
        }
    });
    return { asks, promptFormat, conditions };
}

// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
;// CONCATENATED MODULE: ./build/lib/items/parse/answer.js


const UNPARSED_REASONS = [
    "empty",
    "refusal",
    "multiple_letters",
    "out_of_range",
    "letter_text_conflict",
    "placeholder_echo",
    "no_answer",
];
const OPEN = `[(\\[「『"'“]`;
const CLOSE = `[)\\]」』"'”]`;
const MARKER = /(?:\b(?:the\s+)?(?:correct\s+|final\s+)?answer(?:\s+is)?|\bans\.|正解|答え|回答|解答)/giu;
const REFUSAL = /\b(?:I\s+(?:can(?:'|no)?t|cannot|won't|will not|am unable|'m unable|am not able|'m not able|do not know|don't know)|unable to (?:answer|determine|help)|sorry|as an ai)\b|お答えできません|回答できません|答えられません|わかりません|分かりません|回答を控え/iu;
/**
 * Extracts the chosen option from a model's reply. Rules, first match wins (docs/items.md):
 * 1. an echoed template placeholder (`{label}`, or the example letter when it is not a valid
 *    label) → unparsed "placeholder_echo";
 * 2. answer markers ("Answer: B", "The answer is (b)", "正解はDです", "答え：C") — all of them
 *    must agree, else "multiple_letters";
 * 3. the whole reply, or its first line, is one letter ("B", "(b)", "B.");
 * 4. the first line starts with a label and a separator ("B. Paris", "(C) cube", "B is correct");
 * 5. the reply (or its first line, or what follows a marker) is exactly one choice's text;
 * otherwise unparsed: "refusal", "multiple_letters" (two labels, "A and D", "AとD"), "no_answer".
 * Replies are NFKC-normalized first, so full-width "Ｂ" reads as "B". A letter beyond the
 * item's choices is "out_of_range"; a label whose following text is a different choice's text
 * is "letter_text_conflict". The parser never guesses from a letter buried in prose.
 */
function parseAnswer(response, choices, opts = {}) {
    const n = choices.length;
    const placeholder = opts.placeholder;
    const t = response.normalize("NFKC").replace(/\r\n?/g, "\n").replace(/[*`]/g, "").trim();
    if (t === "")
        return unparsed("empty");
    if (/\{(?:label|letter|answer|choices|question)\}/i.test(t))
        return unparsed("placeholder_echo");
    const keys = choices.map(load/* choiceKey */.T3);
    const lookUp = (s) => {
        const k = (0,load/* choiceKey */.T3)(stripEndPunct(s));
        return k === "" ? -1 : keys.indexOf(k);
    };
    // Replies name a choice as 「六角形」, 六角形です or "a cube"; the choice itself is tried first,
    // so a choice whose own text ends in です still matches whole.
    const textIndex = (s) => {
        const j = lookUp(s);
        if (j >= 0)
            return j;
        const plain = stripEndPunct(s).replace(/です$/u, "").trim();
        const m = /^(?:「(.*)」|『(.*)』|"(.*)"|“(.*)”)$/su.exec(plain);
        const inner = m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : plain;
        const k = lookUp(inner);
        // "a cube", "the cube": an English article before the choice's text.
        return k >= 0 ? k : lookUp(inner.replace(/^(?:a|an|the)\s+/iu, ""));
    };
    const classify = (letter, textAfter, via) => {
        const index = items_item/* CHOICE_LABELS */.sL.indexOf(letter);
        if (index < 0 || index >= n)
            return unparsed(letter === placeholder ? "placeholder_echo" : "out_of_range");
        if (textAfter !== undefined) {
            const j = textIndex(textAfter.replace(/^\s*[.:：)\]-]?\s*/, ""));
            if (j >= 0 && j !== index)
                return unparsed("letter_text_conflict");
        }
        return { kind: "parsed", letter, index, via };
    };
    // 2. Markers.
    const found = [];
    let viaText = -1;
    for (const m of t.matchAll(MARKER)) {
        // A window, not the whole remainder: a reply of many markers would otherwise cost O(n²).
        const rest = t.slice(m.index + m[0].length, m.index + m[0].length + MARKER_WINDOW);
        const tok = leadingLetter(rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*(?:(?:option|choice)\s+)?/iu, ""));
        if (tok)
            found.push(tok);
        else if (viaText < 0) {
            const firstLine = rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*/iu, "").split("\n")[0];
            viaText = textIndex(firstLine.replace(/です[。.]?$/u, ""));
        }
    }
    if (found.length > 0) {
        const distinct = new Set(found.map((f) => f.letter));
        if (distinct.size > 1)
            return unparsed("multiple_letters");
        const first = found[0];
        if (joinsAnotherLabel(first.after))
            return unparsed("multiple_letters");
        return classify(first.letter, first.after.split("\n")[0], "marker");
    }
    if (viaText >= 0)
        return { kind: "parsed", letter: items_item/* CHOICE_LABELS */.sL[viaText], index: viaText, via: "choice_text" };
    // 3. A bare letter: the whole reply or its first line.
    const firstLine = t.split("\n")[0].trim();
    // (?:CLOSE\s*)? rather than CLOSE?\s*: two adjacent \s* backtrack quadratically on "B    …x".
    const bare = new RegExp(`^${OPEN}?\\s*([A-Za-z])\\s*(?:${CLOSE}\\s*)?[.。:：!]?$`, "u");
    for (const s of [t, firstLine]) {
        const m = bare.exec(s);
        if (m)
            return classify(m[1].toUpperCase(), undefined, "bare");
    }
    // 4. A label opening the first line.
    const lead = /^(?:\(([A-Z])\)|\[([A-Z])\]|([A-Z])[.:：)])\s*(.*)$/u.exec(firstLine);
    if (lead) {
        if (joinsAnotherLabel(" " + lead[4]))
            return unparsed("multiple_letters");
        return classify((lead[1] ?? lead[2] ?? lead[3]), lead[4], "leading_label");
    }
    const leadIs = /^[([]?([A-Z])[)\]]?\s*(?:is (?:the )?(?:correct|right|answer)|です|が正解|が答え)/u.exec(firstLine);
    if (leadIs)
        return classify(leadIs[1], undefined, "leading_label");
    // 5. The choice's text instead of its label.
    for (const s of [t, firstLine]) {
        const j = textIndex(s);
        if (j >= 0)
            return { kind: "parsed", letter: items_item/* CHOICE_LABELS */.sL[j], index: j, via: "choice_text" };
    }
    if (REFUSAL.test(t))
        return unparsed("refusal");
    if (standaloneLabels(t, n).size > 1)
        return unparsed("multiple_letters");
    return unparsed("no_answer");
}
/** How far after an answer marker its label or choice text is looked for. */
const MARKER_WINDOW = 1024;
/** "A tetrahedron", "I think": an article or pronoun, unless the next word joins labels ("A or B"). */
const ENGLISH_WORD_AFTER = /^\s+(?!(?:or|and|nor|and\/or)\b)[a-z]/;
/**
 * What follows a label joins it to a second one ("B, C", "BとC", "B、C", "(B) and (C)"): the
 * reply names two options, and taking the first would invent an answer.
 */
function joinsAnotherLabel(after) {
    const m = new RegExp(`^[ \\t]*(?:[.)\\]]?[ \\t]*)(?:,|、|，|/|&|と|および|及び|または|か|(?:and/or|and|or|nor)(?=[ \\t(\\[「]))[ \\t]*${OPEN}?[ \\t]*([A-Z])(?![A-Za-z])`, "u").exec(after);
    if (!m)
        return false;
    return !((m[1] === "A" || m[1] === "I") && ENGLISH_WORD_AFTER.test(after.slice(m.index + m[0].length)));
}
function unparsed(reason) {
    return { kind: "unparsed", reason };
}
function stripEndPunct(s) {
    return s.trim().replace(/[.。!！?？]+$/u, "").trim();
}
/**
 * A label at the start of `s`: "B", "(b)", "「D」". A lowercase letter counts only when
 * bracketed or followed by the end or punctuation ("answer is a tetrahedron" is prose), and
 * "A"/"I" followed by a lowercase word are English words, not labels.
 */
function leadingLetter(s) {
    const m = new RegExp(`^\\s*(?:(${OPEN})[ \\t]*)?([A-Za-z])[ \\t]*(${CLOSE})?`, "u").exec(s);
    if (!m)
        return undefined;
    const letter = m[2];
    const bracketed = m[1] !== undefined && m[3] !== undefined;
    const after = s.slice(m[0].length);
    if (!bracketed && /^[A-Za-z0-9]/.test(after))
        return undefined;
    const lower = letter !== letter.toUpperCase();
    if (lower && !bracketed && !/^\s*(?:$|[.,;:!。、]|です|\n)/u.test(after))
        return undefined;
    if (!bracketed && (letter === "A" || letter === "I") && ENGLISH_WORD_AFTER.test(after))
        return undefined;
    return { letter: letter.toUpperCase(), after };
}
/** In-range capital labels standing alone ("A or B", "AとD"), for the "multiple_letters" reason. */
function standaloneLabels(t, n) {
    const out = new Set();
    for (const m of t.matchAll(/(?<![A-Za-z])([A-Z])(?![A-Za-z])/gu)) {
        const L = m[1];
        const after = t.slice(m.index + 1);
        if ((L === "A" || L === "I") && ENGLISH_WORD_AFTER.test(after))
            continue;
        if (items_item/* CHOICE_LABELS */.sL.indexOf(L) < n)
            out.add(L);
    }
    return out;
}
/** Scores a parsed reply against the item as presented: right iff it names the answer's text. */
function scoreAnswer(parsed, presented) {
    return parsed.kind === "parsed" && presented.choices[parsed.index] === presented.answer;
}
/** Per-condition tally (original, perturbed): unparsed rates that differ between them bias the drop. */
function tallyParses(results) {
    const byReason = Object.fromEntries(UNPARSED_REASONS.map((r) => [r, 0]));
    let total = 0;
    let parsed = 0;
    for (const r of results) {
        total++;
        if (r.kind === "parsed")
            parsed++;
        else
            byReason[r.reason]++;
    }
    return { total, parsed, unparsed: total - parsed, byReason };
}
/** The report line naming a model that answers with the template's example letter. */
function placeholderEchoNote(model, tally) {
    const k = tally.byReason.placeholder_echo;
    if (k === 0)
        return undefined;
    return `model "${model}" echoed the prompt template's placeholder instead of answering in ${k} of ${tally.total} replies; check the prompt format`;
}

;// CONCATENATED MODULE: ./build/lib/run/score.js

/**
 * Replies (same order as plan.asks) → one paired table per perturber. An unparsed reply counts
 * as wrong and is tallied, because unparsed rates that differ between conditions bias the drop.
 */
function scoreModel(label, plan, replies, tableName) {
    const correct = new Map();
    const parsed = new Map();
    plan.asks.forEach((ask, i) => {
        const p = parseAnswer(replies[i] ?? "", ask.presented.choices, { placeholder: ask.placeholder });
        (parsed.get(ask.condition) ?? parsed.set(ask.condition, []).get(ask.condition)).push(p);
        const c = correct.get(ask.condition) ?? correct.set(ask.condition, []).get(ask.condition);
        c[ask.itemIndex] = scoreAnswer(p, ask.presented);
    });
    const tallies = {};
    for (const [cond, ps] of parsed)
        tallies[cond] = tallyParses(ps);
    const orig = correct.get("original") ?? [];
    const tables = [];
    for (const cond of plan.conditions.slice(1)) {
        const pert = correct.get(cond) ?? [];
        let a = 0, b = 0, c = 0, e = 0;
        for (let i = 0; i < orig.length; i++) {
            const o = orig[i] === true, q = pert[i] === true;
            if (o && q)
                a++;
            else if (o)
                b++;
            else if (q)
                c++;
            else
                e++;
        }
        tables.push({
            name: tableName(label, cond),
            a, b, c, e,
            unparsedOriginal: tallies.original?.unparsed ?? 0,
            unparsedPerturbed: tallies[cond]?.unparsed ?? 0,
        });
    }
    return { tables, tallies };
}

;// CONCATENATED MODULE: ./build/lib/run/run.js












/**
 * config → items → power gate → plan → announce spend → (confirmed) ask through the cache →
 * score → verdict. Nothing is sent before the gate passes and the spend is confirmed.
 */
async function runEvaluation(o, deps) {
    // Providers first: a missing key or bad model is invalid input (exit 4), whatever the gate says.
    const providers = o.models.map((s) => createProvider(s, deps.env, { timeoutMs: o.spend.timeoutMs }));
    const M = o.models.length;
    const K = Math.max(o.perturbers.length, o.design.perturbersTried ?? 0);
    const gate = (0,design_gate/* evaluatePowerGate */.Ah)({
        n: o.items.length,
        discordantRate: o.design.discordantRate,
        effect: o.design.targetEffect,
        alpha: o.design.alpha,
        targetPower: o.design.power,
        models: M,
        perturbers: K,
        oneSided: true,
        emax: o.design.emax,
    });
    const warnings = [];
    const outcome = {
        exitCode: errors/* ExitCode */.yU.Pass, stage: "gate", gate, uncachedCalls: {}, verdicts: [], tallies: {},
        spend: null, asks: null, cache: null, promptFormat: "", warnings, detected: [],
    };
    if (gate.adequate === false) {
        const msg = (0,format/* gateMessage */.V)(gate) ?? "underpowered";
        if (!o.forceUnderpowered) {
            deps.log(`${msg}. Nothing was sent. Add questions, or rerun with --force-underpowered to run anyway (the shortfall is then written into the report).`);
            outcome.exitCode = errors/* ExitCode */.yU.Underpowered;
            return outcome;
        }
        warnings.push(`forced past the power gate (--force-underpowered): ${msg}`);
        deps.log(`warning: ${warnings.at(-1)}`);
    }
    const plan = planAsks(o.items, { perturbers: o.perturbers, seed: o.seed, format: o.format, temperature: o.temperature, maxTokens: o.maxTokens });
    outcome.promptFormat = plan.promptFormat;
    const anyPaid = providers.some((p) => p.cacheable);
    const store = anyPaid && o.cacheDir !== null ? await openStore(o.cacheDir) : undefined;
    try {
        const probe = new AskThroughCache({ ...(store ? { store } : {}), spend: new SpendController({ budget: 0 }), promptFormat: plan.promptFormat });
        let toPay = 0;
        for (const p of providers) {
            const n = probe.uncachedCalls(p, plan.asks.map((a) => a.request));
            outcome.uncachedCalls[p.spec.label] = n;
            toPay += n;
        }
        if (anyPaid) {
            const lines = providers
                .filter((p) => p.cacheable)
                .map((p) => `  ${p.spec.label} (${p.spec.provider} ${p.spec.model}): ${outcome.uncachedCalls[p.spec.label].toLocaleString("en-US")} uncached calls of ${plan.asks.length.toLocaleString("en-US")}`);
            deps.log(`spend: ${toPay.toLocaleString("en-US")} paid calls needed\n${lines.join("\n")}`);
        }
        if (toPay > 0 && !o.yes) {
            deps.log(`not confirmed: rerun with --yes to make these ${toPay.toLocaleString("en-US")} calls. Nothing was sent.`);
            outcome.stage = "confirm";
            outcome.exitCode = errors/* ExitCode */.yU.Unconfirmed;
            return outcome;
        }
        const spend = new SpendController({
            budget: o.spend.budget ?? toPay,
            ...(o.spend.requestsPerMinute !== undefined ? { requestsPerMinute: o.spend.requestsPerMinute } : {}),
            concurrency: o.spend.concurrency,
            maxRetries: o.spend.maxRetries,
            onRetry: (r) => deps.log(`retry ${r.attempt} for ${r.label} in ${(r.delayMs / 1000).toFixed(1)} s: ${r.error.message}`),
        });
        const asker = new AskThroughCache({ ...(store ? { store } : {}), spend, promptFormat: plan.promptFormat });
        let replies;
        try {
            replies = await (0,execute/* askAll */.p)(providers, plan, asker, {
                workers: Math.max(8, o.spend.concurrency * 2),
                ...(deps.onProgress ? { onProgress: deps.onProgress } : {}),
                ...(deps.progressEveryMs !== undefined ? { progressEveryMs: deps.progressEveryMs } : {}),
            });
        }
        catch (e) {
            // A clean stop (budget, provider refusal) still yields a report of what was spent.
            if (!(e instanceof errors/* StopError */.Tj))
                throw e;
            outcome.stage = "stopped";
            outcome.error = e.message;
            outcome.exitCode = e.exitCode;
            return outcome;
        }
        finally {
            outcome.spend = spend.stats();
            outcome.asks = asker.stats();
        }
        const byPerturber = new Map();
        providers.forEach((p, m) => {
            const scored = scoreModel(p.spec.label, plan, replies[m], (label) => label);
            outcome.tallies[p.spec.label] = scored.tallies;
            scored.tables.forEach((t, k) => {
                const name = plan.conditions[k + 1];
                (byPerturber.get(name) ?? byPerturber.set(name, []).get(name)).push(t);
            });
        });
        for (const [perturber, tables] of byPerturber) {
            const report = (0,compute/* computeVerdict */.z)(tables, {
                alpha: o.design.alpha, targetEffect: o.design.targetEffect, perturbers: K, emax: o.design.emax, power: o.design.power,
            });
            if (gate.adequate === false)
                report.warnings.unshift(warnings[0]);
            outcome.verdicts.push({ perturber, report });
        }
        const detected = new Set();
        for (const v of outcome.verdicts)
            for (const m of v.report.models)
                if (m.detected)
                    detected.add(m.name);
        outcome.detected = o.models.map((s) => s.label).filter((l) => detected.has(l));
        outcome.stage = "done";
        outcome.exitCode = detected.size > 0 ? errors/* ExitCode */.yU.Found : errors/* ExitCode */.yU.Pass;
        return outcome;
    }
    finally {
        if (store) {
            await store.close();
            outcome.cache = store.stats();
            const c = outcome.cache;
            if (c.tornLines || c.corruptLines || c.nondeterministic) {
                const msg = `response cache: ${c.tornLines} torn last line(s), ${c.corruptLines} corrupt line(s), ${c.nondeterministic} nondeterministic answer(s) (first kept)`;
                warnings.push(msg);
                deps.log(`warning: ${msg}`);
            }
        }
    }
}
async function openStore(dir) {
    try {
        return await ResponseStore.open(dir);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot open the response cache (${e.code ?? "error"})`, { field: "--cache-dir / run.cache_dir" });
    }
}
/** The `--json` report of a run. */
function runJson(o, r) {
    return {
        schema: "contamgate.run/1",
        stage: r.stage,
        exit_code: r.exitCode,
        error: r.error ?? null,
        config_sha256: o.configSha256 ?? null,
        items: { source: o.itemsSource, n: o.items.length, seed: o.seed, perturbers: [...o.perturbers] },
        design: (0,design_gate/* powerGateJson */.JR)(r.gate),
        underpowered_forced: r.gate.adequate === false && o.forceUnderpowered,
        decoding: { temperature: o.temperature, max_tokens: o.maxTokens, prompt_format: r.promptFormat },
        models: o.models.map((s) => ({
            label: s.label, provider: s.provider, model: s.model, base_url: s.baseUrl ?? null,
            uncached_calls: r.uncachedCalls[s.label] ?? null,
            parse: r.tallies[s.label] ?? null,
        })),
        spend: r.spend,
        asks: r.asks,
        cache: r.cache,
        verdicts: r.verdicts.map((v) => ({ perturber: v.perturber, ...(0,json/* verdictJson */.G)(v.report) })),
        detected: r.detected,
        warnings: r.warnings,
    };
}


/***/ }),

/***/ 5006:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ verdictJson)
/* harmony export */ });
/** The published `--json` object (issue 3, item 5): exactly these fields, snake_case. */
function verdictJson(r) {
    return {
        models: r.models.map((m, i) => ({
            name: m.name,
            n: m.n,
            table: { ...m.table },
            accuracy_original: m.accuracy_original,
            accuracy_perturbed: m.accuracy_perturbed,
            drop: m.drop,
            drop_ci: m.drop_ci,
            lcb: m.lcb,
            se: m.se,
            deflation: m.deflation,
            adjusted_lcb: m.adjusted_lcb,
            p_value: m.p_value,
            p_holm: m.p_holm,
            p_bh: m.p_bh,
            detected: m.detected,
            discordant_rate: m.discordant_rate,
            achieved_power: m.achieved_power,
            unparsed_original: m.unparsed_original,
            unparsed_perturbed: m.unparsed_perturbed,
            // The detection floor a "not detected" must carry: the smallest drop this model's n and ψ̂
            // would catch with the target power (null when no drop up to ψ̂ reaches it).
            min_detectable_effect: r.detectionFloors[i] ?? null,
        })),
        heterogeneity: r.heterogeneity === null
            ? null
            : {
                q: r.heterogeneity.q,
                df: r.heterogeneity.df,
                p_value: r.heterogeneity.p_value,
                i_squared: r.heterogeneity.i_squared,
                pooled_drop: r.heterogeneity.pooled_drop,
                excluded: r.heterogeneity.excluded,
                interpretation: r.heterogeneity.interpretation,
            },
        design: {
            alpha: r.design.alpha,
            target_effect: r.design.targetEffect,
            perturbers: r.design.perturbers,
            models: r.design.models,
            emax: r.design.emax,
        },
        warnings: [...r.warnings],
    };
}


/***/ })

};
