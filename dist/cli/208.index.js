export const id = 208;
export const ids = [208];
export const modules = {

/***/ 2200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o2: () => (/* binding */ MAX_CHOICES),
/* harmony export */   sL: () => (/* binding */ CHOICE_LABELS),
/* harmony export */   xD: () => (/* binding */ answerLabel)
/* harmony export */ });
/* unused harmony export answerIndex */
/** Choice labels: 26 is the ceiling because labels are single letters. */
const CHOICE_LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const MAX_CHOICES = CHOICE_LABELS.length;
/** Position of the answer in the choices as presented; undefined for a free-form item. */
function answerIndex(item) {
    const i = item.choices.indexOf(item.answer);
    return i < 0 ? undefined : i;
}
function answerLabel(item) {
    const i = answerIndex(item);
    return i === undefined ? undefined : CHOICE_LABELS[i];
}


/***/ }),

/***/ 8527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ duplicateTopLevelKey),
/* harmony export */   PL: () => (/* binding */ loadItemsFile),
/* harmony export */   T3: () => (/* binding */ choiceKey),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   s6: () => (/* binding */ isIsoDate)
/* harmony export */ });
/* unused harmony export parseItemsJsonl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _item_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2200);



const KNOWN_KEYS = new Set(["id", "question", "answer", "choices", "published_at", "source", "metadata"]);
/**
 * Parses benchmark JSONL text. Pure: `file` only labels errors. Every problem is an exit-4
 * InputError naming file:line and the field; messages never quote item text (it may be holdout).
 */
function parseItemsJsonl(text, file) {
    const items = [];
    const seen = new Map();
    let undated = 0;
    let skippedLines = 0;
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const lines = body.split("\n");
    for (let k = 0; k < lines.length; k++) {
        const line = k + 1;
        const raw = lines[k].replace(/\r$/, "");
        const trimmed = raw.trim();
        if (trimmed === "" || trimmed.startsWith("//")) {
            if (k < lines.length - 1 || trimmed !== "")
                skippedLines++;
            continue;
        }
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`not valid JSON (${describeJsonError(e)})`, { file, line });
        }
        const dup = duplicateTopLevelKey(trimmed);
        if (dup !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("appears twice on the line (JSON keeps only the last; say which you mean)", { file, line, field: dup });
        const item = itemFromJson(value, file, line);
        const first = seen.get(item.id);
        if (first !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`duplicate id (first seen on line ${first})`, { file, line, field: "id" });
        }
        seen.set(item.id, line);
        if (item.publishedAt === undefined)
            undated++;
        items.push(item);
    }
    if (items.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("no items (the file is empty or only comments)", { file });
    return { file, items, undated, skippedLines };
}
/** Reads and parses a benchmark file. */
async function loadItemsFile(path, displayName = path) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (e) {
        const code = e.code ?? "read error";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`cannot read benchmark file (${code})`, { file: displayName });
    }
    return parseItemsJsonl(decodeUtf8(bytes, displayName), displayName);
}
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
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("not valid UTF-8", { file, line });
                }
                start = i + 1;
                line++;
            }
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("not valid UTF-8", { file });
    }
}
/** V8's JSON messages quote the offending text; keep only the kind of error and the column. */
function describeJsonError(e) {
    const msg = e instanceof Error ? e.message.split("\n")[0] : "";
    const pos = /at position (\d+)/.exec(msg);
    const kind = msg
        .replace(/ in JSON at position \d+.*$/, "")
        .replace(/,? ".*$/, "")
        .replace(/^Unexpected token .*$/, "unexpected character")
        .replace(/^Unexpected non-whitespace character after JSON.*$/, "text after the JSON value")
        .slice(0, 80);
    return pos ? `${kind || "syntax error"} at column ${Number(pos[1]) + 1}` : kind || "syntax error";
}
function itemFromJson(value, file, line) {
    const where = (field) => (field === undefined ? { file, line } : { file, line, field });
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("each line must be a JSON object", where());
    }
    const obj = value;
    for (const key of Object.keys(obj)) {
        if (!KNOWN_KEYS.has(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("unknown field (allowed: id, question, answer, choices, published_at, source, metadata; put extras in metadata)", where(key));
        }
    }
    const id = requiredString(obj, "id", where);
    const question = requiredString(obj, "question", where);
    const answer = requiredString(obj, "answer", where);
    let choices = [];
    if (obj.choices !== undefined && obj.choices !== null) {
        if (!Array.isArray(obj.choices))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be an array of strings", where("choices"));
        if (obj.choices.length === 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("a multiple-choice item needs at least 2 choices", where("choices"));
        if (obj.choices.length > _item_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CHOICES */ .o2) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${obj.choices.length} choices; at most ${_item_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CHOICES */ .o2} (labels ${_item_js__WEBPACK_IMPORTED_MODULE_2__/* .CHOICE_LABELS */ .sL[0]}–${_item_js__WEBPACK_IMPORTED_MODULE_2__/* .CHOICE_LABELS */ .sL[_item_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CHOICES */ .o2 - 1]})`, where("choices"));
        }
        choices = obj.choices.map((c, i) => {
            if (typeof c !== "string")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`choice ${i + 1} is not a string`, where("choices"));
            if (c.trim() === "")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`choice ${i + 1} is empty`, where("choices"));
            return c;
        });
        const byKey = new Map();
        choices.forEach((c, i) => {
            const key = choiceKey(c);
            const prev = byKey.get(key);
            if (prev !== undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`choices ${prev + 1} and ${i + 1} are duplicates (compared trimmed, NFKC, case-insensitive)`, where("choices"));
            }
            byKey.set(key, i);
        });
        if (!choices.includes(answer)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("answer is not one of the choices (it must equal one choice's text exactly)", where("answer"));
        }
    }
    let publishedAt;
    if (obj.published_at !== undefined && obj.published_at !== null) {
        if (typeof obj.published_at !== "string" || !isIsoDate(obj.published_at)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be a calendar date YYYY-MM-DD", where("published_at"));
        }
        publishedAt = obj.published_at;
    }
    let source;
    if (obj.source !== undefined && obj.source !== null) {
        if (typeof obj.source !== "string")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be a string", where("source"));
        source = obj.source;
    }
    let metadata;
    if (obj.metadata !== undefined && obj.metadata !== null) {
        if (typeof obj.metadata !== "object" || Array.isArray(obj.metadata)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be a JSON object", where("metadata"));
        }
        metadata = obj.metadata;
    }
    return {
        id,
        question,
        answer,
        choices,
        ...(publishedAt !== undefined && { publishedAt }),
        ...(source !== undefined && { source }),
        ...(metadata !== undefined && { metadata }),
    };
}
function requiredString(obj, field, where) {
    const v = obj[field];
    if (v === undefined || v === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("missing", where(field));
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`must be a string (got ${Array.isArray(v) ? "array" : typeof v})`, where(field));
    if (v.trim() === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("is empty", where(field));
    return v;
}
/** Two choices that read the same to a model are one choice presented twice. */
function choiceKey(text) {
    return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}
/** A real calendar date in YYYY-MM-DD (rejects 2023-02-30, 2023-2-1, times). */
function isIsoDate(s) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m)
        return false;
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    if (y < 1 || mo < 1 || mo > 12 || d < 1)
        return false;
    const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    return d <= dim;
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

/***/ 3935:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ computeVerdict)
});

// UNUSED EXPORTS: validateDesign

// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 2 modules
var power = __webpack_require__(3783);
// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/verdict/detect.js
var detect = __webpack_require__(3183);
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
 * Cochran's Q across models (STATS.md "Heterogeneity across models"): inverse-variance pooled
 * drop, Q, its χ² p-value and I². Models with SE = 0 (no discordant pairs, or all one way with
 * b + c = n) carry no weight; they are returned as `excluded`, never dropped silently.
 */

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
        included: used.map((m) => m.name),
        excluded,
    };
}

;// CONCATENATED MODULE: ./build/lib/verdict/heterogeneity.js

/** The STATS.md reading of Cochran's Q, in words a reviewer can act on. */
const HETEROGENEITY_WORDS = {
    heterogeneous: "heterogeneous: the drop differs between models, which points at some models' memory of the published questions rather than at a harder perturbation",
    "homogeneous-positive": "homogeneous with a positive pooled drop: the perturbation may simply be harder, or all models are equally contaminated; without a control model known to be clean these cannot be told apart",
    "homogeneous-not-positive": "homogeneous with no positive pooled drop: no sign that the drop differs between models, and no shared drop",
};
function assessHeterogeneity(models, alpha) {
    const q = cochranQ(models);
    if (q === null)
        return null;
    const reading = q.pValue < alpha ? "heterogeneous" : q.pooled > 0 ? "homogeneous-positive" : "homogeneous-not-positive";
    return {
        q: q.q,
        df: q.df,
        p_value: q.pValue,
        i_squared: q.iSquared,
        pooled_drop: q.pooled,
        included: [...q.included],
        excluded: [...q.excluded],
        reading,
        interpretation: HETEROGENEITY_WORDS[reading],
    };
}

;// CONCATENATED MODULE: ./build/lib/verdict/compute.js






/** Unparsed rates differing by more than this between conditions make the comparison suspect. */
const UNPARSED_GAP = 0.05;
/**
 * Paired tables + preregistered design → the full verdict (STATS.md). Pure: the CLI, `run`
 * and the action all render this one object.
 */
function computeVerdict(tables, design) {
    validateDesign(design);
    if (tables.length === 0)
        throw new RangeError("tables must hold at least one model");
    for (const t of tables)
        validateTable(t);
    const M = tables.length;
    const emaxValue = (0,stats_rule/* emaxOf */.D4)(design.perturbers, design.emax);
    const rule = {
        alpha: design.alpha,
        models: M,
        perturbers: design.perturbers,
        sided: "one-sided",
        emax: design.emax,
    };
    const ns = tables.map((t) => t.a + t.b + t.c + t.e);
    const detections = (0,detect/* detect */.o)(tables.map((t, i) => ({ b: t.b, c: t.c, n: ns[i] })), design.alpha, emaxValue);
    const pBh = (0,multiplicity/* benjaminiHochberg */.U)(detections.map((d) => d.p));
    const models = tables.map((t, i) => {
        const n = ns[i];
        const d = detections[i];
        const psi = (t.b + t.c) / n;
        return {
            name: t.name,
            n,
            table: { a: t.a, b: t.b, c: t.c, e: t.e },
            accuracy_original: proportion(t.a + t.b, n, design.alpha),
            accuracy_perturbed: proportion(t.a + t.c, n, design.alpha),
            drop: (t.b - t.c) / n,
            drop_ci: (0,mcnemar/* dropCi */.Kq)(t.b, t.c, n, design.alpha),
            lcb: d.lcb,
            se: d.se,
            deflation: d.deflation,
            adjusted_lcb: d.adjustedLcb,
            p_value: d.p,
            p_holm: d.pHolm,
            p_bh: pBh[i],
            detected: d.detected,
            discordant_rate: psi,
            achieved_power: psi >= design.targetEffect ? (0,power/* exactPower */.b5)(n, psi, design.targetEffect, rule) : null,
            unparsed_original: t.unparsedOriginal,
            unparsed_perturbed: t.unparsedPerturbed,
        };
    });
    const detectionFloors = models.map((m) => m.discordant_rate > 0 ? (0,power/* minDetectableEffect */.fX)(m.n, m.discordant_rate, design.power, rule) : null);
    const heterogeneity = assessHeterogeneity(models.map((m) => ({ name: m.name, drop: m.drop, se: m.se })), design.alpha);
    return {
        design: { ...design, models: M, emaxValue },
        models,
        detectionFloors,
        heterogeneity,
        warnings: warningsFor(models, heterogeneity === null, design),
        anyDetected: models.some((m) => m.detected),
    };
}
function proportion(k, n, alpha) {
    return { estimate: k / n, ci: (0,mcnemar/* clopperPearson */.mI)(k, n, alpha) };
}
function warningsFor(models, noHeterogeneity, design) {
    const out = [];
    const pt = (x) => `${(100 * x).toFixed(1)} pt`;
    for (const m of models) {
        const nd = m.table.b + m.table.c;
        // Low power qualifies a non-detection; a detection stands on its own p and bound.
        if (!m.detected && m.achieved_power === null) {
            out.push(`${m.name}: the observed discordant rate (${nd}/${m.n}) is below the target effect ${pt(design.targetEffect)}, ` +
                `so a drop of that size cannot occur at this discordance and power for it is undefined; a non-detection here does not mean clean`);
        }
        else if (!m.detected && m.achieved_power !== null && m.achieved_power < design.power) {
            out.push(`${m.name}: achieved power ${m.achieved_power.toFixed(3)} for a ${pt(design.targetEffect)} drop ` +
                `(n = ${m.n}, ${nd} discordant) is below the target ${design.power.toFixed(2)}; a non-detection here does not mean clean`);
        }
        if (m.unparsed_original !== null && m.unparsed_perturbed !== null) {
            const gap = (m.unparsed_perturbed - m.unparsed_original) / m.n;
            if (Math.abs(gap) > UNPARSED_GAP) {
                out.push(`${m.name}: unparsed answers differ by ${pt(Math.abs(gap))} between conditions ` +
                    `(${m.unparsed_original}/${m.n} original, ${m.unparsed_perturbed}/${m.n} perturbed); ` +
                    `the drop may measure answer formatting, not memory`);
            }
        }
    }
    if (noHeterogeneity) {
        const valid = models.filter((m) => m.se > 0).length;
        out.push(`heterogeneity not assessed: fewer than 2 valid models (${valid} of ${models.length} with SE > 0); ` +
            `a shared drop cannot be told from a model-specific one`);
    }
    return out;
}
function validateDesign(d) {
    if (!(d.alpha > 0 && d.alpha < 0.5))
        throw new RangeError(`alpha must be in (0, 0.5) (got ${d.alpha})`);
    if (!(d.targetEffect > 0 && d.targetEffect <= 1)) {
        throw new RangeError(`targetEffect must be in (0, 1] (got ${d.targetEffect})`);
    }
    if (!(d.power > 0 && d.power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${d.power})`);
    if (!Number.isInteger(d.perturbers) || d.perturbers < 1) {
        throw new RangeError(`perturbers must be an integer ≥ 1 (got ${d.perturbers})`);
    }
}
function validateTable(t) {
    for (const k of ["a", "b", "c", "e"]) {
        if (!Number.isSafeInteger(t[k]) || t[k] < 0)
            throw new RangeError(`table ${t.name}: ${k} must be an integer ≥ 0`);
    }
    if (t.a + t.b + t.c + t.e === 0)
        throw new RangeError(`table ${t.name}: n must be > 0`);
}


/***/ }),

/***/ 3183:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ detect)
/* harmony export */ });
/* harmony import */ var _stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8279);
/* harmony import */ var _stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2157);


/**
 * The verdict rule (STATS.md): contaminated iff lcb − E(K)·SE > 0 AND Holm-adjusted p < α.
 * Kept apart from the report so `verify` simulates exactly the rule the report applies.
 */
function detect(tables, alpha, emaxValue) {
    const ps = tables.map((t) => (0,_stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_0__/* .mcnemarP */ .QL)(t.b, t.c, "one-sided"));
    const pHolm = (0,_stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_1__/* .holm */ .f)(ps);
    return tables.map((t, i) => {
        const lcb = (0,_stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_0__/* .dropLcb */ .fn)(t.b, t.c, t.n, alpha);
        const se = (0,_stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_0__/* .pairedSe */ .C0)(t.b, t.c, t.n);
        const deflation = emaxValue * se;
        const adjustedLcb = lcb - deflation;
        const ph = pHolm[i];
        return { p: ps[i], pHolm: ph, lcb, se, deflation, adjustedLcb, detected: adjustedLcb > 0 && ph < alpha };
    });
}


/***/ }),

/***/ 9192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ signedPt),
/* harmony export */   jO: () => (/* binding */ pIs),
/* harmony export */   rP: () => (/* binding */ renderVerdictText),
/* harmony export */   v3: () => (/* binding */ levelLabel)
/* harmony export */ });
/* unused harmony export fmtP */
/**
 * The human report. Never a bare point estimate (STATS.md, last section): every accuracy and
 * drop carries its interval and n, every power its conditions, and every "not detected" its
 * detection floor. Intervals are labelled with their true level, 1 − α.
 */
function renderVerdictText(r) {
    const d = r.design;
    const level = levelLabel(d.alpha);
    const out = [];
    out.push(`contamgate verdict: ${d.models} model${d.models === 1 ? "" : "s"}; exact one-sided McNemar at α = ${fmtNum(d.alpha)}, ` +
        `Holm across ${d.models} model${d.models === 1 ? "" : "s"}; K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} tried ` +
        `(E[max] ${d.emax} = ${d.emaxValue.toFixed(4)}); target effect ${pt(d.targetEffect)}, target power ${d.power.toFixed(2)}`);
    const named = r.models.filter((m) => m.detected).map((m) => m.name);
    out.push(named.length ? `contamination detected in: ${named.join(", ")}` : "contamination detected in: none");
    out.push("");
    r.models.forEach((m, i) => {
        out.push(...renderModel(m, r.detectionFloors[i] ?? null, r, level));
        out.push("");
    });
    out.push(...renderHeterogeneity(r));
    if (r.warnings.length) {
        out.push("", "warnings:");
        for (const w of r.warnings)
            out.push(`  - ${w}`);
    }
    return out.join("\n") + "\n";
}
function renderModel(m, floor, r, level) {
    const d = r.design;
    const { a, b, c, e } = m.table;
    const nd = b + c;
    const lines = [];
    lines.push(m.detected
        ? `${m.name}: DETECTED (adjusted lower bound > 0 and Holm p < ${fmtNum(d.alpha)})`
        : `${m.name}: not detected`);
    lines.push(`  table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither; n = ${m.n}, ${nd} discordant`);
    lines.push(`  accuracy original ${pct(m.accuracy_original.estimate)} (${level} CI ${pct(m.accuracy_original.ci.lower)} to ${pct(m.accuracy_original.ci.upper)}; ${a + b}/${m.n}), ` +
        `perturbed ${pct(m.accuracy_perturbed.estimate)} (${level} CI ${pct(m.accuracy_perturbed.ci.lower)} to ${pct(m.accuracy_perturbed.ci.upper)}; ${a + c}/${m.n})`);
    const dp = dropDecimals(m.drop_ci.upper - m.drop_ci.lower);
    lines.push(`  drop ${signedPt(m.drop, dp)} (${level} CI ${signedPt(m.drop_ci.lower, dp)} to ${signedPt(m.drop_ci.upper, dp)}; one-sided ${level} lower bound ${signedPt(m.lcb, dp)}; ` +
        `n = ${m.n}, ${nd} discordant) — exact Clopper–Pearson, conditional on the ${nd} discordant pair${nd === 1 ? "" : "s"}`);
    lines.push(`  SE ${pt(m.se, 2)}; deflation E[max](K = ${d.perturbers}) × SE = ${pt(m.deflation, 2)}; adjusted lower bound ${signedPt(m.adjusted_lcb, dp)}`);
    lines.push(`  exact one-sided p ${pIs(m.p_value)}; Holm p ${pIs(m.p_holm)} across ${d.models} model${d.models === 1 ? "" : "s"} ` +
        `(Benjamini–Hochberg p ${pIs(m.p_bh)}, for triage only)`);
    const conditions = `n = ${m.n}, discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}), α = ${fmtNum(d.alpha)}, M = ${d.models}, K = ${d.perturbers}`;
    if (m.achieved_power === null) {
        lines.push(`  achieved power: undefined for a ${pt(d.targetEffect)} drop — the discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}) is smaller than the drop itself`);
    }
    else {
        lines.push(`  achieved power ${m.achieved_power.toFixed(3)} for a ${pt(d.targetEffect)} drop (exact; ${conditions})`);
    }
    if (!m.detected)
        lines.push(`  ${floorSentence(m, floor, d.power)}`);
    if (m.unparsed_original !== null && m.unparsed_perturbed !== null) {
        lines.push(`  unparsed answers (scored wrong): ${m.unparsed_original}/${m.n} original, ${m.unparsed_perturbed}/${m.n} perturbed`);
    }
    return lines;
}
function floorSentence(m, floor, power) {
    const nd = m.table.b + m.table.c;
    if (nd === 0) {
        return `no discordant pairs (0/${m.n}): every item scored the same in both conditions, so the drop on these items is exactly 0; the test had nothing to weigh`;
    }
    if (floor === null) {
        return (`no detection floor: even a drop as large as the discordant rate (${pct(m.discordant_rate)}, ${nd}/${m.n}) ` +
            `would be detected with power below ${power.toFixed(2)}; at this n nothing can be ruled out`);
    }
    return (`no drop above ${pt(floor)} was present; smaller ones are invisible at this n ` +
        `(minimum detectable effect at power ${power.toFixed(2)}, n = ${m.n}, discordant rate ${nd}/${m.n})`);
}
function renderHeterogeneity(r) {
    const h = r.heterogeneity;
    if (h === null)
        return ["across models: heterogeneity not assessed (fewer than 2 models with SE > 0)"];
    const included = r.models.filter((m) => h.included.includes(m.name));
    const nTotal = included.reduce((s, m) => s + m.n, 0);
    // As many decimals as the narrowest included interval needs, so a small pooled drop keeps its size and sign.
    const dp = Math.max(...included.map((m) => dropDecimals(m.drop_ci.upper - m.drop_ci.lower)));
    return [
        `across models: Cochran's Q = ${h.q.toFixed(3)}, df = ${h.df}, p ${pIs(h.p_value)}, I² = ${pct(h.i_squared)} ` +
            `(over ${h.included.length} models with SE > 0: ${h.included.join(", ")}; excluded: ${h.excluded.length ? h.excluded.join(", ") + " (SE = 0)" : "none"})`,
        `  pooled drop ${signedPt(h.pooled_drop, dp)} (inverse-variance weighted over ${h.included.length} models, ${nTotal} paired items in total)`,
        `  ${h.interpretation}`,
    ];
}
/**
 * "95%" for α = 0.05; "98.33%" for α = 0.05/3: the true two-sided level 1 − α. Small α gets more
 * decimals (α = 1e-5 → "99.999%"), so a level below 100% is never printed as "100%".
 */
function levelLabel(alpha) {
    const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * alpha)) + 1));
    return `${Number((100 * (1 - alpha)).toFixed(decimals))}%`;
}
function pct(x) {
    return `${(100 * x).toFixed(1)}%`;
}
/**
 * Decimals for one model's drop, interval and bounds: one, or more when the interval is narrower
 * than a point (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
function dropDecimals(widthProportion) {
    const width = 100 * widthProportion;
    if (!(width > 0))
        return 1;
    return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}
/** Points at `digits` decimals; a nonzero value too small for them keeps two significant digits instead of reading 0. */
function pt(x, digits = 1) {
    const v = 100 * x;
    if (v !== 0 && Math.abs(v) < 10 ** -digits)
        return `${Number(v.toPrecision(2))} pt`;
    return `${v.toFixed(digits)} pt`;
}
/** Signed points with a true minus sign: "+3.8 pt", "−1.2 pt". */
function signedPt(x, decimals = 1) {
    const v = 100 * x;
    const s = Math.abs(v).toFixed(decimals);
    // The sign is kept even when the digits round to 0: the verdict turns on the bound being > 0.
    return `${v < 0 ? "−" : "+"}${s} pt`;
}
function fmtNum(x) {
    return String(Number(x.toPrecision(4)));
}
/** "= 0.0327", or "< 1e-300" for a tail that underflowed: reads "p < 1e-300", never "p = < 1e-300". */
function pIs(p) {
    return p === 0 ? fmtP(p) : `= ${fmtP(p)}`;
}
function fmtP(p) {
    // Exact tails below the double range underflow to 0; the p-value itself is not zero.
    if (p === 0)
        return "< 1e-300";
    if (p < 1e-4)
        return p.toExponential(2);
    return String(Number(p.toPrecision(3)));
}


/***/ })

};
