export const id = 306;
export const ids = [306];
export const modules = {

/***/ 9418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NY: () => (/* binding */ dropPhrase),
/* harmony export */   YS: () => (/* binding */ accuracyOriginalPhrase),
/* harmony export */   aw: () => (/* binding */ heterogeneityTestPhrase),
/* harmony export */   nC: () => (/* binding */ pooledPhrase),
/* harmony export */   u2: () => (/* binding */ accuracyPerturbedPhrase),
/* harmony export */   xn: () => (/* binding */ nonDetectionSentences)
/* harmony export */ });
/* unused harmony exports proportionPhrase, upperBoundSentence, floorSentence, achievedPowerPhrase */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(184);
/**
 * The phrases every surface prints for a verdict's figures: the CLI text, the job summary,
 * report.md/html, the PR comment and the annotations call these, so one result reads the same
 * everywhere (docs/statistics.md, "Never a bare point estimate").
 */

/** "+53.8 pt (90% CI +46.1 to +60.0 pt; n = 1,000, 560 discordant)". */
function dropPhrase(p) {
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci);
    const nd = p.table.b + p.table.c;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.drop, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(p.drop_ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(p.drop_ci, dp)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(nd)} discordant)`;
}
/** "61.0% (95% CI 55.2 to 66.5%; 263/431)". */
function proportionPhrase(x, k, n) {
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(x.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(x.ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pctRange */ .X9)(x.ci)}; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(k)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(n)})`;
}
function accuracyOriginalPhrase(p) {
    return proportionPhrase(p.accuracy_original, p.table.a + p.table.b, p.n);
}
function accuracyPerturbedPhrase(p) {
    return proportionPhrase(p.accuracy_perturbed, p.table.a + p.table.c, p.n);
}
/** What the data exclude: "the drop is at most +2.1 pt (one-sided 95% upper bound)". */
function upperBoundSentence(p, alpha) {
    return `the drop is at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.ucb, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ucbLabel */ .Xh)(alpha)})`;
}
/**
 * What the design could see — a property of the design, never a statement about this drop:
 * "drops below +9.4 pt were likely to be missed (power < 0.80 at n = 431 and 46.6% discordance)".
 */
function floorSentence(p, d) {
    const nd = p.table.b + p.table.c;
    if (nd === 0) {
        return `no discordant pairs (0/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}): both conditions scored alike on every item, so the test had nothing to weigh; this is no evidence of cleanliness`;
    }
    if (p.min_detectable_effect === null) {
        return (`no drop up to the discordant rate ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.discordant_rate.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(nd)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}) reaches power ${d.power.toFixed(2)} ` +
            `at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}: at this n and discordance nothing can be ruled out`);
    }
    return (`drops below ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(p.min_detectable_effect, 2)} were likely to be missed ` +
        `(power < ${d.power.toFixed(2)} at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)} and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.discordant_rate.estimate)} discordance)`);
}
/** Achieved power for the preregistered target at ψ̂, with ψ̂'s interval; null for a named model. */
function achievedPowerPhrase(p, d) {
    const nd = p.table.b + p.table.c;
    const psi = `ψ̂ ${proportionPhrase(p.discordant_rate, nd, p.n)}`;
    if (p.achieved_power !== null)
        return `achieved power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(p.achieved_power)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} drop at ${psi}`;
    if (p.achieved_power_note === "not shown for a named model")
        return null;
    return `achieved power undefined for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} drop at ${psi}: ${p.achieved_power_note}`;
}
/** The non-detection lines: what the data exclude, then, separately, what the design could see. */
function nonDetectionSentences(p, d) {
    const out = [upperBoundSentence(p, d.alpha), floorSentence(p, d)];
    const ap = achievedPowerPhrase(p, d);
    if (ap !== null)
        out.push(ap);
    return out;
}
/** "pooled drop +1.2 pt (90% CI +0.4 to +2.0 pt; 431 items, equal weights)". */
function pooledPhrase(h) {
    const ci = h.pooled_drop.ci;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(ci);
    const weights = h.pooled_drop.weighting === "equal"
        ? "equal weights, paired"
        : "inverse-variance weights, models assumed independent";
    return `pooled drop ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(h.pooled_drop.estimate, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(ci, dp)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(h.pooled_drop.items)} items, ${weights})`;
}
/** "paired Wald test (…) W = 12.31, df = 1, p = 0.00045, I² = …" or "Cochran's Q (…) = …". */
function heterogeneityTestPhrase(h) {
    const name = h.test === "paired-wald"
        ? "paired Wald test (item-level, pairing respected) W"
        : "Cochran's Q (assumes independent models)";
    return `${name} = ${h.statistic.toFixed(2)}, df = ${h.df}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(h.p_value)}, I² = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(h.i_squared)}`;
}


/***/ }),

/***/ 184:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   JK: () => (/* binding */ ciLabel),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   MX: () => (/* binding */ lcbLabel),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   TM: () => (/* binding */ cacheHits),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   Wh: () => (/* binding */ int),
/* harmony export */   X9: () => (/* binding */ pctRange),
/* harmony export */   Xh: () => (/* binding */ ucbLabel),
/* harmony export */   _P: () => (/* binding */ prob),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   ee: () => (/* binding */ bytes),
/* harmony export */   fN: () => (/* binding */ score),
/* harmony export */   iu: () => (/* binding */ ptSize),
/* harmony export */   jO: () => (/* binding */ pIs),
/* harmony export */   pt: () => (/* binding */ pt),
/* harmony export */   qy: () => (/* binding */ html),
/* harmony export */   sO: () => (/* binding */ dropDigits),
/* harmony export */   sp: () => (/* binding */ pValue),
/* harmony export */   w2: () => (/* binding */ ptRange),
/* harmony export */   ys: () => (/* binding */ alphaText)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6824);
/**
 * The one formatter for every number a person reads: the CLI, the job summary, report.md/html,
 * the PR comment and the annotations all print a figure through these functions, so they print it
 * the same way. Proportions are stored as fractions and shown as points (drops) or percents
 * (accuracies, rates).
 */

const MINUS = "−";
/**
 * Decimals for a value shown at `digits`: more when a nonzero value would otherwise read 0
 * (two significant digits), so "+0.005 pt" never prints as "0.0 pt".
 */
function decimalsFor(v, digits) {
    if (v === 0 || Math.abs(v) >= 0.5 * 10 ** -digits)
        return digits;
    return Math.min(12, Math.max(digits, 1 - Math.floor(Math.log10(Math.abs(v)))));
}
function points(x, digits, signed) {
    const v = x * 100;
    const s = Math.abs(v).toFixed(decimalsFor(v, digits));
    if (v === 0 || !signed)
        return `${v < 0 ? MINUS : ""}${s} pt`;
    return `${v > 0 ? "+" : MINUS}${s} pt`;
}
/** Signed percentage points: 0.038 → "+3.8 pt", −0.012 → "−1.2 pt"; a tiny nonzero drop keeps its size and sign. */
function pt(x, digits = 1) {
    return points(x, digits, true);
}
/** Unsigned points for sizes (a target drop, a floor, an SE): 0.05 → "5.0 pt". */
function ptSize(x, digits = 1) {
    return points(x, digits, false);
}
/**
 * Decimals for a drop and its interval: one, or more when the interval is narrower than a point
 * (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
function dropDigits(ci) {
    const width = 100 * (ci.upper - ci.lower);
    if (!(width > 0))
        return 1;
    return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}
/** A drop interval in points: "+1.2 to +6.4 pt". */
function ptRange(ci, digits = 1) {
    return `${pt(ci.lower, digits).replace(/ pt$/, "")} to ${pt(ci.upper, digits)}`;
}
/** Unsigned percent, one decimal: 0.61 → "61.0%". */
function pct(x, digits = 1) {
    return `${(x * 100).toFixed(digits)}%`;
}
/** A proportion interval in percent: "55.2 to 66.5%". */
function pctRange(ci, digits = 1) {
    return `${(ci.lower * 100).toFixed(digits)} to ${(ci.upper * 100).toFixed(digits)}%`;
}
/**
 * A confidence level as computed, never rounded up to a prettier one: 0.9 → "90%",
 * 0.98333… → "98.33%", 0.99999 → "99.999%".
 */
function levelText(level) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`levelText: level must be in (0, 1), got ${level}`);
    const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * (1 - level))) + 1));
    return `${Number((100 * level).toFixed(decimals))}%`;
}
/** "90% CI" for an interval of level 0.9. */
function ciLabel(level) {
    return `${levelText(level)} CI`;
}
/** "one-sided 95% lower bound" for a bound at level α = 0.05. */
function lcbLabel(alpha) {
    return `one-sided ${levelText(1 - alpha)} lower bound`;
}
/** "one-sided 95% upper bound" for a bound at level α = 0.05. */
function ucbLabel(alpha) {
    return `one-sided ${levelText(1 - alpha)} upper bound`;
}
/** p-values: three significant digits, scientific below 1e-4, never "0" (an underflowed tail is "< 1e-300"). */
function pValue(p) {
    if (!Number.isFinite(p))
        return "n/a";
    if (p === 0)
        return "< 1e-300";
    if (p < 1e-4) {
        const [m, e] = p.toExponential(2).split("e");
        return `${m}e${e.replace("+", "")}`;
    }
    return String(Number(p.toPrecision(3)));
}
/** "p = 0.0327", or "p < 1e-300" for a tail that underflowed — never "p = < 1e-300". */
function pIs(p) {
    return p === 0 ? `p ${pValue(p)}` : `p = ${pValue(p)}`;
}
/** Power as a probability with three decimals: "0.774". */
function prob(x) {
    return x.toFixed(3);
}
/** A design parameter such as α as given: 0.05 → "0.05", 0.05/3 → "0.01667". */
function num(x) {
    return String(Number(x.toPrecision(4)));
}
/** Integer with thousands separators: 4742 → "4,742". */
function int(x) {
    // Not toLocaleString: Intl is slow enough to matter over 10⁵ rows.
    const s = String(Math.abs(Math.round(x))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return x < 0 && Math.round(x) !== 0 ? `-${s}` : s;
}
/** "1,200 cache hits (1,200 verified by checksum)": how many stored answers were checked before use. */
function cacheHits(hits, verified) {
    return verified === undefined
        ? `${int(hits)} cache hits`
        : `${int(hits)} cache hits (${int(verified)} verified by checksum)`;
}
/** Short fixed decimals for similarity scores (Jaccard, containment). */
function score(x) {
    return x === null || x === undefined ? "—" : x.toFixed(3);
}
function alphaText(alpha, oneSided) {
    return `α = ${num(alpha)} ${oneSided ? "one-sided" : "two-sided"}`;
}
/** "1 model", "3 models". */
function plural(n, word) {
    return `${int(n)} ${word}${n === 1 ? "" : "s"}`;
}
/** Escape text for a Markdown table cell: the one escaping function (src/report/escape.ts). */
function cell(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text);
}
/** Escape text for HTML element content and attribute values (src/report/escape.ts). */
function html(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .forHtml */ .B2)(text);
}
/** UTF-8 byte length, the unit of the job-summary limit. */
function bytes(text) {
    return Buffer.byteLength(text, "utf8");
}


/***/ }),

/***/ 3577:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ verdictJson)
});

// EXTERNAL MODULE: ./build/lib/report/format.js
var format = __webpack_require__(184);
;// CONCATENATED MODULE: ./build/lib/report/warning-text.js

/** Words for a verdict warning; the same on every surface (CLI, summary, reports, JSON). */
function warningText(w) {
    const who = "model" in w ? `${w.model} (${w.perturber})` : "";
    switch (w.kind) {
        case "discordance-below-target":
            return (`${who}: the observed discordant rate (${(0,format/* int */.Wh)(w.discordant)}/${(0,format/* int */.Wh)(w.n)}) is below the target drop ${(0,format/* ptSize */.iu)(w.target)}, ` +
                "so a drop of that size cannot occur at this discordance and power for it is undefined; a non-detection here does not mean clean");
        case "low-power":
            return (`${who}: achieved power ${(0,format/* prob */._P)(w.power)} for a ${(0,format/* ptSize */.iu)(w.target)} drop (n = ${(0,format/* int */.Wh)(w.n)}, ${(0,format/* int */.Wh)(w.discordant)} discordant) ` +
                `is below the target ${w.targetPower.toFixed(2)}; a non-detection here does not mean clean`);
        case "unparsed-gap":
            return (`${who}: unparsed answers differ by ${(0,format/* ptSize */.iu)(Math.abs(w.perturbed - w.original) / w.n)} between conditions ` +
                `(${(0,format/* int */.Wh)(w.original)}/${(0,format/* int */.Wh)(w.n)} original, ${(0,format/* int */.Wh)(w.perturbed)}/${(0,format/* int */.Wh)(w.n)} perturbed); the drop may measure answer formatting, not memory`);
        case "negative-drop":
            return (`${who}: the drop is significantly negative (${(0,format.pt)(w.drop)}; ${(0,format/* levelText */.WB)(w.level)} upper bound ${(0,format.pt)(w.ucb)}): ` +
                "the perturbed questions were easier, which points at a broken perturber or an answer-position effect, never at memory");
        case "single-model":
            return (`heterogeneity not assessed: no perturber has at least 2 models (${(0,format/* int */.Wh)(w.models)} model${w.models === 1 ? "" : "s"}); ` +
                "a shared drop cannot be told from a model-specific one");
    }
}

;// CONCATENATED MODULE: ./build/lib/report/verdict-json.js

/** One (model, perturber) pair as published: every figure the rule used, snake_case. */
function pairJson(p) {
    return {
        perturber: p.perturber,
        n: p.n,
        table: { ...p.table },
        accuracy_original: p.accuracy_original,
        accuracy_perturbed: p.accuracy_perturbed,
        drop: p.drop,
        drop_ci: { ...p.drop_ci },
        lcb: p.lcb,
        ucb: p.ucb,
        se: p.se,
        se0: p.se0,
        deflation: p.deflation,
        adjusted_lcb: p.adjusted_lcb,
        p_value: p.p_value,
        p_holm: p.p_holm,
        p_bh: p.p_bh,
        detected: p.detected,
        discordant_rate: p.discordant_rate,
        achieved_power: p.achieved_power.kind === "computed" ? p.achieved_power.value : null,
        achieved_power_note: p.achieved_power.kind === "named"
            ? "not shown for a named model"
            : p.achieved_power.kind === "undefined"
                ? "the discordant rate is below the target drop, which cannot occur at this discordance"
                : null,
        // The design's floor a "not detected" must carry: the smallest drop this pair's n and ψ̂ would
        // catch with the target power (null for named models, or when no drop up to ψ̂ reaches it).
        min_detectable_effect: p.min_detectable_effect,
        unparsed_original: p.unparsed_original,
        unparsed_perturbed: p.unparsed_perturbed,
    };
}
/**
 * The published verdict object (`verdict --json`, `run --json`, report.json): one entry per model
 * with every pair beside it; a model with exactly one perturber also carries that pair's figures at
 * its top level, under the same names, so one-perturber consumers keep working.
 */
function verdictJson(r) {
    return {
        models: r.models.map((m) => {
            const pairs = m.pairs.map(pairJson);
            const only = pairs.length === 1 ? pairs[0] : null;
            return {
                ...(only ?? {}),
                name: m.name,
                detected: m.detected,
                named_by: m.named_by,
                perturbers: pairs,
            };
        }),
        heterogeneity: r.heterogeneity.map((h) => ({
            perturber: h.perturber,
            test: h.test.kind,
            test_note: h.test.kind === "cochran-q" ? "assumes independent models (tables only)" : `paired over ${h.test.items} items`,
            statistic: h.statistic,
            df: h.df,
            p_value: h.p_value,
            i_squared: h.i_squared,
            pooled_drop: h.pooled_drop,
            included: [...h.included],
            variance: h.variance,
            positive: [...h.positive],
            negative: [...h.negative],
            reading: h.reading,
            interpretation: h.interpretation,
        })),
        design: {
            alpha: r.design.alpha,
            target_effect: r.design.targetEffect,
            power: r.design.power,
            models: r.design.models,
            perturbers: r.design.perturbers,
            perturbers_run: [...r.design.perturbers_run],
            family_size: r.design.family_size,
            emax: r.design.emax,
            emax_value: r.design.emax_value,
        },
        warnings: r.warnings.map(warningText),
    };
}


/***/ }),

/***/ 2157:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ benjaminiHochberg),
/* harmony export */   f: () => (/* binding */ holm)
/* harmony export */ });
/**
 * Multiplicity adjustments across the M models, identical to R's p.adjust (ties keep input
 * order, results returned in input order, capped at 1). Holm decides verdicts; BH is triage only.
 */
function checkPs(ps, fn) {
    if (!Array.isArray(ps))
        throw new RangeError(`${fn}: ps must be an array`);
    ps.forEach((p, i) => {
        if (typeof p !== "number" || !(p >= 0 && p <= 1))
            throw new RangeError(`${fn}: ps[${i}] must be in [0, 1], got ${String(p)}`);
    });
}
/** Indices sorted by p (ascending or descending), stable like R's order(). */
function order(ps, descending) {
    const idx = ps.map((_, i) => i);
    idx.sort((i, j) => {
        const d = descending ? ps[j] - ps[i] : ps[i] - ps[j];
        return d !== 0 ? d : i - j;
    });
    return idx;
}
/** Holm step-down adjusted p-values: cummax((m − i + 1)·p₍ᵢ₎), capped at 1. */
function holm(ps) {
    checkPs(ps, "holm");
    const m = ps.length;
    const o = order(ps, false);
    const out = new Array(m);
    let running = 0;
    o.forEach((idx, i) => {
        running = Math.max(running, (m - i) * ps[idx]);
        out[idx] = Math.min(1, running);
    });
    return out;
}
/** Benjamini–Hochberg adjusted p-values: cummin over descending p of (m/i)·p₍ᵢ₎, capped at 1. */
function benjaminiHochberg(ps) {
    checkPs(ps, "benjaminiHochberg");
    const m = ps.length;
    const o = order(ps, true);
    const out = new Array(m);
    let running = Infinity;
    o.forEach((idx, j) => {
        const rank = m - j; // rank of this p in ascending order
        running = Math.min(running, (m / rank) * ps[idx]);
        out[idx] = Math.min(1, running);
    });
    return out;
}


/***/ }),

/***/ 261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ duplicateTopLevelKey),
/* harmony export */   _: () => (/* binding */ decodeUtf8)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Strict decoding of the text users hand us (benchmark items, verdict rows, probes, corpora), below
 * every layer that reads such files: bad bytes and repeated keys are errors, never silent changes.
 */

/**
 * Strict UTF-8: a lenient decoder would turn bad bytes into U+FFFD and silently change an
 * item's text (and so its prompt and cache key). The error names the first bad line.
 */
function decodeUtf8(bytes, file) {
    const fatal = new TextDecoder("utf-8", { fatal: true });
    try {
        return fatal.decode(bytes);
    }
    catch {
        let start = 0;
        let line = 1;
        for (let i = 0; i <= bytes.length; i++) {
            if (i === bytes.length || bytes[i] === 0x0a) {
                try {
                    fatal.decode(bytes.subarray(start, i));
                }
                catch {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file, line });
                }
                start = i + 1;
                line++;
            }
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file });
    }
}
/**
 * The first key repeated at the top level of a JSON object text that already parsed. JSON.parse
 * keeps the last of two "answer" keys without a word; for an item that silently picks an answer.
 */
function duplicateTopLevelKey(json) {
    const seen = new Set();
    let depth = 0;
    for (let i = 0; i < json.length; i++) {
        const ch = json[i];
        if (ch === '"') {
            let j = i + 1;
            while (j < json.length && json[j] !== '"')
                j += json[j] === "\\" ? 2 : 1;
            if (depth === 1) {
                let k = j + 1;
                while (k < json.length && /\s/.test(json[k]))
                    k++;
                if (json[k] === ":") {
                    const key = JSON.parse(json.slice(i, j + 1));
                    if (seen.has(key))
                        return key;
                    seen.add(key);
                }
            }
            i = j;
        }
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return undefined;
}


/***/ }),

/***/ 2791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ computeVerdict)
});

// UNUSED EXPORTS: validateDesign

// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 2 modules
var power = __webpack_require__(3783);
// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/verdict/family.js
var family = __webpack_require__(2220);
// EXTERNAL MODULE: ./build/lib/stats/gamma.js
var gamma = __webpack_require__(565);
// EXTERNAL MODULE: ./build/lib/stats/validate.js
var validate = __webpack_require__(2816);
;// CONCATENATED MODULE: ./build/lib/stats/chisq.js
/**
 * χ² survival P(χ²_df > x) = Q(df/2, x/2), the regularized upper incomplete gamma function
 * (R pchisq(x, df, lower.tail = FALSE)). Series below the mean, Lentz continued fraction above,
 * with the prefactor e^{−t}tᵃ/Γ(a+1) from Loader's Poisson saddle point (no overflow for large df).
 */


const EPS = 1e-16;
const TINY = 1e-300;
/** ln(e^{−t} tᵃ / Γ(a + 1)), Loader's dpois_raw in logs. */
function logPoissonRaw(a, t) {
    if (t === 0)
        return a === 0 ? 0 : -Infinity;
    return -(0,gamma/* stirlerr */.Um)(a) - (0,gamma/* bd0 */.pA)(a, t) - 0.5 * (gamma/* LN_2PI */.Zy + Math.log(a));
}
/** ln Q(a, t), the regularized upper incomplete gamma, for a > 0, t > 0. */
function logGammaQ(a, t) {
    const logPre = logPoissonRaw(a, t);
    if (t < a + 1) {
        // P(a, t) = pre · Σ tⁿ/((a+1)…(a+n)); here Q ≥ ~0.3 unless a is tiny, so 1 − P is safe.
        let term = 1;
        let sum = 1;
        for (let n = 1; n < 100_000; n++) {
            term *= t / (a + n);
            sum += term;
            if (term < sum * EPS)
                break;
        }
        const logP = logPre + Math.log(sum);
        return logP > -Math.LN2 ? Math.log(-Math.expm1(logP)) : Math.log1p(-Math.exp(logP));
    }
    // Q(a, t) = a·pre · CF, CF = 1/(t+1−a− 1·(1−a)/(t+3−a− 2·(2−a)/(t+5−a− …))).
    let bb = t + 1 - a;
    let c = 1 / TINY;
    let d = 1 / bb;
    let h = d;
    for (let i = 1; i < 100_000; i++) {
        const an = -i * (i - a);
        bb += 2;
        d = an * d + bb;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = bb + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < EPS)
            break;
    }
    return logPre + Math.log(a) + Math.log(h);
}
/** P(χ²_df > x). df > 0 (need not be an integer); x ≤ 0 gives 1. */
function chisqSf(x, df) {
    (0,validate/* requireNumber */.Bw)(x, "x", "chisqSf");
    (0,validate/* requirePositive */.z6)(df, "df", "chisqSf");
    if (x <= 0)
        return 1;
    if (x === Infinity)
        return 0;
    return Math.exp(logGammaQ(df / 2, x / 2));
}

;// CONCATENATED MODULE: ./build/lib/stats/heterogeneity.js
/**
 * Heterogeneity of the drop across models (docs/statistics.md, "Heterogeneity across models"):
 * Cochran's Q over per-model drops (assumes independent models), and a paired Wald test over
 * item-level differences that respects the models answering the same items. Both use a
 * boundary-safe variance so a model that flips every item (plug-in SE = 0) stays in the test.
 */


/**
 * Variance of the drop with ½ added to b and c (and so 1 to n): v(b + ½, c + ½, n + 1), where
 * v(b, c, n) = ((b + c) − (b − c)²/n)/n². Positive for every table, so no model leaves the test.
 */
function boundarySafeSe(b, c, n) {
    (0,validate/* requireCount */.v6)(b, "b", "boundarySafeSe");
    (0,validate/* requireCount */.v6)(c, "c", "boundarySafeSe");
    (0,validate/* requireCount */.v6)(n, "n", "boundarySafeSe");
    if (b + c > n || n === 0)
        throw new RangeError(`boundarySafeSe: need 0 < n and b + c ≤ n (got b = ${b}, c = ${c}, n = ${n})`);
    const b1 = b + 0.5;
    const c1 = c + 0.5;
    const n1 = n + 1;
    const d = b1 - c1;
    return Math.sqrt(b1 + c1 - (d * d) / n1) / n1;
}
/** Cochran's Q, or null when fewer than two models have SE > 0. */
function cochranQ(models) {
    if (!Array.isArray(models))
        throw new RangeError("cochranQ: models must be an array");
    models.forEach((m, i) => {
        if (typeof m?.name !== "string")
            throw new RangeError(`cochranQ: models[${i}].name must be a string`);
        if (typeof m.drop !== "number" || !Number.isFinite(m.drop))
            throw new RangeError(`cochranQ: models[${i}].drop must be a finite number, got ${String(m.drop)}`);
        if (typeof m.se !== "number" || !Number.isFinite(m.se) || m.se < 0)
            throw new RangeError(`cochranQ: models[${i}].se must be a finite number ≥ 0, got ${String(m.se)}`);
    });
    const used = models.filter((m) => m.se > 0);
    const excluded = models.filter((m) => !(m.se > 0)).map((m) => m.name);
    if (used.length < 2)
        return null;
    let sw = 0;
    let swd = 0;
    for (const m of used) {
        const w = 1 / (m.se * m.se);
        sw += w;
        swd += w * m.drop;
    }
    const pooled = swd / sw;
    let q = 0;
    for (const m of used) {
        const r = m.drop - pooled;
        q += (r * r) / (m.se * m.se);
    }
    const df = used.length - 1;
    return {
        q,
        df,
        pValue: chisqSf(q, df),
        iSquared: q > 0 ? Math.max(0, (q - df) / q) : 0,
        pooled,
        pooledSe: 1 / Math.sqrt(sw),
        included: used.map((m) => m.name),
        excluded,
    };
}
/**
 * Paired Wald test of "all M models have the same drop" from item-level differences
 * d[j][i] = original − perturbed ∈ {−1, 0, 1} of model j on item i (the same items, the same
 * order, for every model). Σ = S/n + diag(1/(n + 1)²), S the per-item covariance of the d's:
 * the off-diagonal keeps the dependence between models that answer the same items, the
 * diagonal term is the ½-pseudo-count of the boundary-safe variance (keeps Σ positive definite).
 * W ~ χ²(M − 1) under H0 (calibration by simulation: docs/statistics.md).
 */
function pairedWald(d) {
    const M = d.length;
    if (M < 2)
        throw new RangeError(`pairedWald: need at least 2 models (got ${M})`);
    const n = d[0].length;
    if (n === 0)
        throw new RangeError("pairedWald: no items");
    d.forEach((row, j) => {
        if (row.length !== n)
            throw new RangeError(`pairedWald: model ${j} has ${row.length} items, model 0 has ${n}`);
    });
    const mean = d.map((row) => {
        let s = 0;
        for (let i = 0; i < n; i++)
            s += row[i];
        return s / n;
    });
    const sigma = [];
    for (let j = 0; j < M; j++) {
        sigma.push(new Array(M).fill(0));
        for (let k = 0; k <= j; k++) {
            let s = 0;
            const rj = d[j];
            const rk = d[k];
            for (let i = 0; i < n; i++)
                s += rj[i] * rk[i];
            const cov = (s / n - mean[j] * mean[k]) / n;
            sigma[j][k] = cov;
            sigma[k][j] = cov;
        }
        sigma[j][j] += 1 / ((n + 1) * (n + 1));
    }
    // Contrasts against the last model: (C d̄)_j = d̄_j − d̄_M, (C Σ Cᵀ)_jk = Σ_jk − Σ_jM − Σ_Mk + Σ_MM.
    const L = M - 1;
    const last = M - 1;
    const v = new Array(L);
    const A = [];
    for (let j = 0; j < L; j++) {
        v[j] = mean[j] - mean[last];
        A.push(new Array(L));
        for (let k = 0; k < L; k++)
            A[j][k] = sigma[j][k] - sigma[j][last] - sigma[last][k] + sigma[last][last];
    }
    const statistic = quadraticFormInverse(A, v);
    let total = 0;
    for (let j = 0; j < M; j++)
        for (let k = 0; k < M; k++)
            total += sigma[j][k];
    return {
        statistic,
        df: L,
        pValue: chisqSf(statistic, L),
        pooled: mean.reduce((s, x) => s + x, 0) / M,
        pooledSe: Math.sqrt(Math.max(0, total)) / M,
    };
}
/** vᵀ A⁻¹ v for a symmetric positive-definite A, by Cholesky (A = L Lᵀ, then ‖L⁻¹ v‖²). */
function quadraticFormInverse(A, v) {
    const n = v.length;
    const L = A.map(() => new Array(n).fill(0));
    for (let i = 0; i < n; i++) {
        for (let j = 0; j <= i; j++) {
            let s = A[i][j];
            for (let k = 0; k < j; k++)
                s -= L[i][k] * L[j][k];
            if (i === j) {
                if (!(s > 0))
                    throw new RangeError("pairedWald: covariance is not positive definite");
                L[i][i] = Math.sqrt(s);
            }
            else {
                L[i][j] = s / L[j][j];
            }
        }
    }
    let q = 0;
    const y = new Array(n);
    for (let i = 0; i < n; i++) {
        let s = v[i];
        for (let k = 0; k < i; k++)
            s -= L[i][k] * y[k];
        y[i] = s / L[i][i];
        q += y[i] * y[i];
    }
    return q;
}

// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
;// CONCATENATED MODULE: ./build/lib/verdict/heterogeneity.js


/** The docs/statistics.md reading of the test, in words a reviewer can act on. */
const HETEROGENEITY_WORDS = {
    "heterogeneous-positive": "heterogeneous, with a significantly positive drop in some models: the drop differs between models, which points at those models' memory of the published questions rather than at a harder perturbation",
    "heterogeneous-not-positive": "heterogeneous, but no model's drop is significantly positive: the drops differ between models without any of them showing the contamination direction, so this is not read as memory",
    "homogeneous-positive": "homogeneous with a positive pooled drop: the perturbation may simply be harder, or all models are equally contaminated; without a control model known to be clean these cannot be told apart",
    "homogeneous-not-positive": "homogeneous with no positive pooled drop: no sign that the drop differs between models, and no shared drop",
};
/**
 * Heterogeneity of one perturber's drops across models (docs/statistics.md). With item-level
 * outcomes on the same items for every model, the paired Wald test (respects the pairing); with
 * tables only, Cochran's Q (assumes independent models, and says so). Both with the boundary-safe
 * variance, so every model is in the test. The pooled drop carries a (1 − 2α) interval and the
 * number of items.
 */
function assessHeterogeneity(perturber, members, alpha) {
    if (members.length < 2)
        throw new RangeError("assessHeterogeneity: needs at least 2 models");
    const z = (0,normal/* normQuantile */.mZ)(1 - alpha);
    const paired = sameItems(members.map((m) => m.table));
    let test;
    let statistic;
    let df;
    let pValue;
    let pooled;
    let pooledSe;
    // I² is Cochran's (descriptive), computed either way.
    const q = cochranQ(members.map((m) => ({
        name: m.table.model,
        drop: m.pair.drop,
        se: boundarySafeSe(m.table.b, m.table.c, m.pair.n),
    })));
    if (paired !== null) {
        const w = pairedWald(members.map((m) => m.table.items.d));
        test = { kind: "paired-wald", items: paired };
        ({ statistic, df, pValue, pooled, pooledSe } = w);
    }
    else {
        test = { kind: "cochran-q", assumes: "independent models" };
        statistic = q.q;
        df = q.df;
        pValue = q.pValue;
        pooled = q.pooled;
        pooledSe = q.pooledSe;
    }
    const ns = new Set(members.map((m) => m.pair.n));
    const items = paired ?? (ns.size === 1 ? members[0].pair.n : Math.max(...ns));
    const ci = { lower: pooled - z * pooledSe, upper: pooled + z * pooledSe, level: 1 - 2 * alpha };
    const positive = members.filter((m) => m.pair.detected).map((m) => m.table.model);
    const negative = members.filter((m) => m.negative).map((m) => m.table.model);
    const reading = pValue < alpha
        ? positive.length > 0
            ? "heterogeneous-positive"
            : "heterogeneous-not-positive"
        : ci.lower > 0
            ? "homogeneous-positive"
            : "homogeneous-not-positive";
    return {
        perturber,
        test,
        statistic,
        df,
        p_value: pValue,
        i_squared: q.iSquared,
        pooled_drop: { estimate: pooled, ci, items, weighting: paired !== null ? "equal" : "inverse-variance" },
        included: members.map((m) => m.table.model),
        variance: "plug-in with ½ added to b and c",
        positive,
        negative,
        reading,
        interpretation: HETEROGENEITY_WORDS[reading],
    };
}
/** The shared item count when every table has item-level differences over the same ids; else null. */
function sameItems(tables) {
    const first = tables[0].items;
    if (first === null)
        return null;
    for (const t of tables) {
        const it = t.items;
        if (it === null || it.ids.length !== first.ids.length)
            return null;
        if (it.ids !== first.ids && it.ids.some((id, i) => id !== first.ids[i]))
            return null;
    }
    return first.ids.length;
}

;// CONCATENATED MODULE: ./build/lib/verdict/warnings.js
/** Unparsed rates differing by more than this between conditions make the comparison suspect. */
const UNPARSED_GAP = 0.05;
/**
 * The warnings a verdict carries. Low power qualifies a non-detection only; a detection stands on
 * its own p and bound. A significantly negative drop is a broken perturber or an answer-position
 * effect, never memory.
 */
function verdictWarnings(models, tables, negative, heterogeneity, design) {
    const out = [];
    for (const m of models) {
        for (const p of m.pairs) {
            const where = { model: m.name, perturber: p.perturber };
            const discordant = p.table.b + p.table.c;
            if (p.achieved_power.kind === "undefined") {
                out.push({ kind: "discordance-below-target", ...where, discordant, n: p.n, target: design.targetEffect });
            }
            else if (p.achieved_power.kind === "computed" && p.achieved_power.value < design.power) {
                out.push({
                    kind: "low-power",
                    ...where,
                    power: p.achieved_power.value,
                    targetPower: design.power,
                    target: design.targetEffect,
                    discordant,
                    n: p.n,
                });
            }
            if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
                if (Math.abs(p.unparsed_perturbed - p.unparsed_original) / p.n > UNPARSED_GAP) {
                    out.push({
                        kind: "unparsed-gap",
                        ...where,
                        original: p.unparsed_original,
                        perturbed: p.unparsed_perturbed,
                        n: p.n,
                    });
                }
            }
        }
    }
    tables.forEach((t, i) => {
        if (!negative[i])
            return;
        const p = models.find((m) => m.name === t.model).pairs.find((q) => q.perturber === t.perturber);
        out.push({
            kind: "negative-drop",
            model: t.model,
            perturber: t.perturber,
            drop: p.drop,
            ucb: p.ucb,
            level: 1 - design.alpha,
        });
    });
    if (heterogeneity.length === 0)
        out.push({ kind: "single-model", models: models.length });
    return out;
}

;// CONCATENATED MODULE: ./build/lib/verdict/compute.js








/**
 * Paired tables of every (model, perturber) pair run + the preregistered design → the v2 verdict
 * (docs/statistics.md). Pure: the CLI, `run`, `check` and the action all render this one object.
 */
function computeVerdict(tables, design) {
    validateDesign(design);
    if (tables.length === 0)
        throw new RangeError("tables must hold at least one (model, perturber) pair");
    for (const t of tables)
        validateTable(t);
    const modelNames = distinct(tables.map((t) => t.model));
    const perturbersRun = distinct(tables.map((t) => t.perturber));
    checkPairsUnique(tables);
    if (modelNames.length > design.models) {
        throw new RangeError(`the design has M = ${design.models} models but tables name ${modelNames.length}`);
    }
    if (perturbersRun.length > design.perturbers) {
        throw new RangeError(`the design has K = ${design.perturbers} perturbers tried but tables name ${perturbersRun.length}`);
    }
    const familySize = design.models * design.perturbers;
    const emaxValue = (0,stats_rule/* emaxOf */.D4)(design.perturbers, design.emax);
    const rule = {
        alpha: design.alpha,
        models: design.models,
        perturbers: design.perturbers,
        sided: "one-sided",
        emax: design.emax,
    };
    const ns = tables.map((t) => t.a + t.b + t.c + t.e);
    const detections = (0,family/* detectFamily */.c)(tables.map((t, i) => ({ b: t.b, c: t.c, n: ns[i] })), familySize, design.alpha, emaxValue);
    const named = new Set(tables.filter((_, i) => detections[i].detected).map((t) => t.model));
    const negative = significantlyNegative(tables, familySize, design.alpha);
    const pairs = tables.map((t, i) => {
        const n = ns[i];
        const d = detections[i];
        const nd = t.b + t.c;
        const psi = nd / n;
        const { lcb, ucb } = (0,melded/* meldedInterval */.xp)(t.b, t.c, n, design.alpha);
        const shown = !named.has(t.model);
        return {
            perturber: t.perturber,
            n,
            table: { a: t.a, b: t.b, c: t.c, e: t.e },
            accuracy_original: proportion(t.a + t.b, n, design.alpha),
            accuracy_perturbed: proportion(t.a + t.c, n, design.alpha),
            drop: (t.b - t.c) / n,
            drop_ci: { lower: lcb, upper: ucb, level: 1 - 2 * design.alpha },
            lcb,
            ucb,
            se: (0,mcnemar/* pairedSe */.C0)(t.b, t.c, n),
            se0: d.se0,
            deflation: d.deflation,
            adjusted_lcb: lcb - d.deflation,
            p_value: d.p,
            p_holm: d.pHolm,
            p_bh: d.pBh,
            detected: d.detected,
            discordant_rate: proportion(nd, n, design.alpha),
            achieved_power: achievedPower(shown, n, psi, design, rule),
            min_detectable_effect: shown && psi > 0 ? (0,power/* minDetectableEffect */.fX)(n, psi, design.power, rule) : null,
            unparsed_original: t.unparsedOriginal,
            unparsed_perturbed: t.unparsedPerturbed,
        };
    });
    const models = modelNames.map((name) => {
        const own = pairs.filter((_, i) => tables[i].model === name);
        const firing = own.filter((p) => p.detected).sort((x, y) => x.p_holm - y.p_holm);
        return { name, detected: firing.length > 0, named_by: firing[0]?.perturber ?? null, pairs: own };
    });
    const heterogeneity = [];
    for (const perturber of perturbersRun) {
        const idx = tables.map((t, i) => (t.perturber === perturber ? i : -1)).filter((i) => i >= 0);
        if (idx.length < 2)
            continue;
        heterogeneity.push(assessHeterogeneity(perturber, idx.map((i) => ({ table: tables[i], pair: pairs[i], negative: negative[i] })), design.alpha));
    }
    return {
        design: { ...design, family_size: familySize, emax_value: emaxValue, perturbers_run: perturbersRun },
        models,
        heterogeneity,
        warnings: verdictWarnings(models, tables, negative, heterogeneity, design),
        anyDetected: models.some((m) => m.detected),
    };
}
/**
 * A drop significantly below zero (the perturbed questions were easier): the exact test in the
 * other direction, Holm over the same family. Never read as memory.
 */
function significantlyNegative(tables, familySize, alpha) {
    const ps = tables.map((t) => (0,mcnemar/* mcnemarP */.QL)(t.c, t.b, "one-sided"));
    const adjusted = (0,multiplicity/* holm */.f)([...ps, ...new Array(familySize - ps.length).fill(1)]);
    return tables.map((_, i) => adjusted[i] < alpha);
}
function achievedPower(shown, n, psi, design, rule) {
    if (!shown)
        return { kind: "named" };
    if (psi < design.targetEffect)
        return { kind: "undefined", reason: "discordance-below-target" };
    return { kind: "computed", value: (0,power/* exactPower */.b5)(n, psi, design.targetEffect, rule) };
}
function proportion(k, n, alpha) {
    return { estimate: k / n, ci: { ...(0,mcnemar/* clopperPearson */.mI)(k, n, alpha), level: 1 - alpha } };
}
function distinct(xs) {
    return [...new Set(xs)];
}
function checkPairsUnique(tables) {
    const seen = new Set();
    for (const t of tables) {
        const key = JSON.stringify([t.model, t.perturber]);
        if (seen.has(key))
            throw new RangeError(`model "${t.model}" with perturber "${t.perturber}" appears twice`);
        seen.add(key);
    }
}
function validateDesign(d) {
    if (!(d.alpha > 0 && d.alpha < 0.5))
        throw new RangeError(`alpha must be in (0, 0.5) (got ${d.alpha})`);
    if (!(d.targetEffect > 0 && d.targetEffect <= 1)) {
        throw new RangeError(`targetEffect must be in (0, 1] (got ${d.targetEffect})`);
    }
    if (!(d.power > 0 && d.power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${d.power})`);
    for (const k of ["models", "perturbers"]) {
        if (!Number.isInteger(d[k]) || d[k] < 1)
            throw new RangeError(`${k} must be an integer ≥ 1 (got ${d[k]})`);
    }
}
function validateTable(t) {
    for (const k of ["a", "b", "c", "e"]) {
        if (!Number.isSafeInteger(t[k]) || t[k] < 0) {
            throw new RangeError(`table ${t.model}@${t.perturber}: ${k} must be an integer ≥ 0`);
        }
    }
    const n = t.a + t.b + t.c + t.e;
    if (n === 0)
        throw new RangeError(`table ${t.model}@${t.perturber}: n must be > 0`);
    if (t.items !== null && t.items.d.length !== n) {
        throw new RangeError(`table ${t.model}@${t.perturber}: ${t.items.d.length} item differences for n = ${n}`);
    }
}


/***/ }),

/***/ 2220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ detectFamily)
/* harmony export */ });
/* harmony import */ var _stats_melded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4737);
/* harmony import */ var _stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8279);
/* harmony import */ var _stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2157);



/**
 * The v2 verdict rule (docs/statistics.md): one family of M × K (model, perturber) hypotheses;
 * Holm over all of them, a perturber tried but not run counting with p = 1; a pair fires iff
 * p_holm < α AND melded lcb(α) − E(K)·√n_d/n > 0. Kept apart from the report so `verify`
 * simulates exactly the rule the report applies. The melded bound is only computed where the
 * Holm clause already holds (it cannot fire otherwise), which keeps simulations cheap.
 */
function detectFamily(pairs, familySize, alpha, emaxValue) {
    if (!Number.isInteger(familySize) || familySize < pairs.length) {
        throw new RangeError(`familySize must be an integer ≥ the ${pairs.length} pairs given (got ${familySize})`);
    }
    const ps = pairs.map((t) => (0,_stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_1__/* .mcnemarP */ .QL)(t.b, t.c, "one-sided"));
    const padded = [...ps, ...new Array(familySize - pairs.length).fill(1)];
    const pHolm = (0,_stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_2__/* .holm */ .f)(padded);
    const pBh = (0,_stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_2__/* .benjaminiHochberg */ .U)(padded);
    return pairs.map((t, i) => {
        const se0 = Math.sqrt(t.b + t.c) / t.n;
        const deflation = emaxValue * se0;
        const ph = pHolm[i];
        const detected = ph < alpha && (0,_stats_melded_js__WEBPACK_IMPORTED_MODULE_0__/* .meldedLcb */ .Ly)(t.b, t.c, t.n, alpha) - deflation > 0;
        return { p: ps[i], pHolm: ph, pBh: pBh[i], se0, deflation, detected };
    });
}


/***/ })

};
