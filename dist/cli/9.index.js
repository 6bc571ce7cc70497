export const id = 9;
export const ids = [9];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ numberFlag),
/* harmony export */   b: () => (/* binding */ parseFlags)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);


/** node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors. */
function parseFlags(argv, options, allowPositionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals });
    }
    catch (e) {
        const msg = (e instanceof Error ? e.message.split("\n")[0] : String(e)).replace(/^TypeError \[[A-Z_]+\]: /, "");
        // node's wording points at '--' positionals; what a user needs is the list of flags.
        const unknown = /^Unknown option '([^']+)'/.exec(msg);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(unknown ? `unknown flag ${unknown[1]} (--help lists the flags)` : msg);
    }
}
/** A number flag: finite, inside [min, max] (open ends when `open` says so), else exit 4. */
function numberFlag(name, raw, opts) {
    if (raw === undefined)
        return undefined;
    const v = raw.trim() === "" ? NaN : Number(raw);
    const bad = !Number.isFinite(v) ||
        (opts.integer === true && !Number.isInteger(v)) ||
        (opts.min !== undefined && (opts.minOpen ? v <= opts.min : v < opts.min)) ||
        (opts.max !== undefined && (opts.maxOpen ? v >= opts.max : v > opts.max));
    if (bad)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--${name} must be ${opts.range} (got "${raw}")`);
    return v;
}


/***/ }),

/***/ 3009:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_SEED: () => (/* binding */ DEFAULT_SEED),
/* harmony export */   perturbCommand: () => (/* binding */ perturbCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8692);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _items_item_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2200);
/* harmony import */ var _items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4615);
/* harmony import */ var _items_prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4466);
/* harmony import */ var _items_split_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(155);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3876);








const USAGE = "usage: contamgate perturb (--benchmark items.jsonl | --config contamgate.yml) [--perturber shuffle_choices|derange_choices|identity] [--seed S] [--split dev|holdout|all] [--sample-n N] [--published-after YYYY-MM-DD] [--limit N | --json]";
/** Default seed when none is given; printed so a result can always be reproduced. */
const DEFAULT_SEED = "contamgate";
/**
 * `contamgate perturb`: shows items as a model would see them after perturbation. Text mode
 * puts a few side by side for a human check; --json writes the whole selection for tooling.
 */
const perturbCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .b)(argv, {
        benchmark: { type: "string" },
        config: { type: "string" },
        perturber: { type: "string" },
        seed: { type: "string" },
        split: { type: "string" },
        "sample-n": { type: "string" },
        "published-after": { type: "string" },
        limit: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(USAGE + "\n");
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
    }
    // The config's benchmark: section gives the defaults; flags override it.
    const cfg = values.config !== undefined ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(values.config, io.cwd) : undefined;
    const bench = cfg?.config.benchmark;
    if (cfg && !bench)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("the config has no benchmark: section", { file: cfg.file });
    const benchmarkPath = values.benchmark !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.benchmark) : bench ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cfg.dir, bench.path) : undefined;
    if (benchmarkPath === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--benchmark or --config is required; ${USAGE}`);
    const perturber = values.perturber ?? bench?.perturbers.find((p) => p !== "identity") ?? "shuffle_choices";
    if (!(0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .isPerturberName */ .N5)(perturber))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--perturber must be one of ${_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .PERTURBERS */ .DZ.join(", ")} (got "${perturber}")`);
    const split = values.split ?? bench?.split ?? "dev";
    if (!_items_split_js__WEBPACK_IMPORTED_MODULE_6__/* .SPLITS */ .Bu.includes(split))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--split must be one of ${_items_split_js__WEBPACK_IMPORTED_MODULE_6__/* .SPLITS */ .Bu.join(", ")} (got "${split}")`);
    const sampleN = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .numberFlag */ .C)("sample-n", values["sample-n"], { min: 1, integer: true, range: "an integer ≥ 1" }) ?? bench?.sample_n;
    const limit = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .numberFlag */ .C)("limit", values.limit, { min: 1, integer: true, range: "an integer ≥ 1" });
    if (values.json && limit !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--limit applies to the side-by-side view; --json writes the whole selection");
    const seed = values.seed ?? bench?.seed ?? DEFAULT_SEED;
    const publishedAfter = values["published-after"] ?? bench?.published_after;
    const prepared = await (0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareItems */ .Q)({
        path: benchmarkPath,
        displayName: values.benchmark ?? bench.path,
        split: split,
        ...(sampleN !== undefined && { sampleN }),
        ...(publishedAfter !== undefined && { publishedAfter }),
    });
    for (const w of prepared.warnings)
        io.stderr(`contamgate perturb: warning: ${w}\n`);
    const shown = values.json ? prepared.items : prepared.items.slice(0, limit ?? 3);
    const presented = shown.map((item) => {
        try {
            return { item, p: (0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .perturb */ .Tq)(item, perturber, seed) };
        }
        catch (e) {
            // The perturber knows the item, not the file it came from.
            if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz && e.where.file === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(e.message.replace(/^field "[^"]*": /, ""), { ...e.where, file: prepared.file });
            }
            throw e;
        }
    });
    if (values.json) {
        io.stdout(JSON.stringify({
            perturber,
            seed,
            split: prepared.split,
            ...(prepared.sampleN !== undefined && { sample_n: prepared.sampleN }),
            ...(prepared.publishedAfter !== undefined && { published_after: prepared.publishedAfter }),
            counts: { loaded: prepared.loaded, undated: prepared.undated, in_split: prepared.inSplit, selected: prepared.items.length },
            items: presented.map(({ p }) => ({ id: p.id, question: p.question, choices: p.choices, answer: p.answer })),
        }, null, 2) + "\n");
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
    }
    io.stdout(`${(0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .describePrepared */ .f)(prepared)}\nperturber ${perturber}, seed "${seed}"; showing ${presented.length}\n`);
    for (const { item, p } of presented)
        io.stdout("\n" + sideBySide(item, p));
    return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
};
/** Original and perturbed choices in two columns; "*" marks the answer, so a human sees it move. */
function sideBySide(original, perturbed) {
    const cell = (choices, answer, i) => i < choices.length ? `${choices[i] === answer ? "*" : " "}${_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .CHOICE_LABELS */ .sL[i]}. ${choices[i]}` : "";
    const left = original.choices.map((_, i) => cell(original.choices, original.answer, i));
    const width = Math.min(48, Math.max(10, ...left.map((s) => [...s].length)));
    const clip = (s) => ([...s].length > width ? [...s].slice(0, width - 1).join("") + "…" : s);
    const lines = [`${original.id}: ${original.question.split("\n")[0]}`, `  ${"original".padEnd(width)}   perturbed`];
    original.choices.forEach((_, i) => {
        const l = clip(left[i]);
        lines.push(`  ${l}${" ".repeat(Math.max(0, width - [...l].length))}   ${cell(perturbed.choices, perturbed.answer, i)}`);
    });
    if (original.choices.length > 0)
        lines.push(`  answer ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .answerLabel */ .xD)(original)} → ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .answerLabel */ .xD)(perturbed)}`);
    return lines.join("\n") + "\n";
}


/***/ }),

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


/***/ })

};
