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
        const msg = e instanceof Error ? e.message.split("\n")[0] : String(e);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(msg.replace(/^TypeError \[[A-Z_]+\]: /, ""));
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _items_item_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2200);
/* harmony import */ var _items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4615);
/* harmony import */ var _items_prepare_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4466);
/* harmony import */ var _items_split_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(155);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3876);







const USAGE = "usage: contamgate perturb --benchmark items.jsonl [--perturber shuffle_choices|derange_choices|identity] [--seed S] [--split dev|holdout|all] [--sample-n N] [--published-after YYYY-MM-DD] [--limit N | --json]";
/** Default seed when none is given; printed so a result can always be reproduced. */
const DEFAULT_SEED = "contamgate";
/**
 * `contamgate perturb`: shows items as a model would see them after perturbation. Text mode
 * puts a few side by side for a human check; --json writes the whole selection for tooling.
 */
const perturbCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFlags */ .b)(argv, {
        benchmark: { type: "string" },
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
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.Pass;
    }
    if (values.benchmark === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--benchmark is required; ${USAGE}`);
    const perturber = values.perturber ?? "shuffle_choices";
    if (!(0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_3__/* .isPerturberName */ .N5)(perturber))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--perturber must be one of ${_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBERS */ .DZ.join(", ")} (got "${perturber}")`);
    const split = values.split ?? "dev";
    if (!_items_split_js__WEBPACK_IMPORTED_MODULE_5__/* .SPLITS */ .Bu.includes(split))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--split must be one of ${_items_split_js__WEBPACK_IMPORTED_MODULE_5__/* .SPLITS */ .Bu.join(", ")} (got "${split}")`);
    const sampleN = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("sample-n", values["sample-n"], { min: 1, integer: true, range: "an integer ≥ 1" });
    const limit = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("limit", values.limit, { min: 1, integer: true, range: "an integer ≥ 1" });
    if (values.json && limit !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("--limit applies to the side-by-side view; --json writes the whole selection");
    const seed = values.seed ?? DEFAULT_SEED;
    const prepared = await (0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareItems */ .Q)({
        path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.benchmark),
        displayName: values.benchmark,
        split: split,
        ...(sampleN !== undefined && { sampleN }),
        ...(values["published-after"] !== undefined && { publishedAfter: values["published-after"] }),
    });
    for (const w of prepared.warnings)
        io.stderr(`contamgate perturb: warning: ${w}\n`);
    const shown = values.json ? prepared.items : prepared.items.slice(0, limit ?? 3);
    const presented = shown.map((item) => ({ item, p: (0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_3__/* .perturb */ .Tq)(item, perturber, seed) }));
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
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.Pass;
    }
    io.stdout(`${(0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_4__/* .describePrepared */ .f)(prepared)}\nperturber ${perturber}, seed "${seed}"; showing ${presented.length}\n`);
    for (const { item, p } of presented)
        io.stdout("\n" + sideBySide(item, p));
    return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.Pass;
};
/** Original and perturbed choices in two columns; "*" marks the answer, so a human sees it move. */
function sideBySide(original, perturbed) {
    const cell = (choices, answer, i) => i < choices.length ? `${choices[i] === answer ? "*" : " "}${_items_item_js__WEBPACK_IMPORTED_MODULE_2__/* .CHOICE_LABELS */ .sL[i]}. ${choices[i]}` : "";
    const left = original.choices.map((_, i) => cell(original.choices, original.answer, i));
    const width = Math.min(48, Math.max(10, ...left.map((s) => [...s].length)));
    const clip = (s) => ([...s].length > width ? [...s].slice(0, width - 1).join("") + "…" : s);
    const lines = [`${original.id}: ${original.question.split("\n")[0]}`, `  ${"original".padEnd(width)}   perturbed`];
    original.choices.forEach((_, i) => {
        const l = clip(left[i]);
        lines.push(`  ${l}${" ".repeat(Math.max(0, width - [...l].length))}   ${cell(perturbed.choices, perturbed.answer, i)}`);
    });
    if (original.choices.length > 0)
        lines.push(`  answer ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_2__/* .answerLabel */ .xD)(original)} → ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_2__/* .answerLabel */ .xD)(perturbed)}`);
    return lines.join("\n") + "\n";
}


/***/ }),

/***/ 3083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   QH: () => (/* binding */ saltedDigest),
/* harmony export */   lx: () => (/* binding */ unitHash),
/* harmony export */   vA: () => (/* binding */ first8)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** sha256(a ‖ NUL ‖ b) over UTF-8: the NUL keeps ("a", "bc") and ("ab", "c") apart. */
function saltedDigest(salt, id) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(salt, "utf8").update(Buffer.of(0)).update(id, "utf8").digest();
}
/** First 8 bytes of sha256(salt ‖ NUL ‖ id) as a big-endian unsigned integer. */
function first8(salt, id) {
    return saltedDigest(salt, id).readBigUInt64BE(0);
}
/**
 * contamlab's unit_hash: first8 / 2⁶⁴ in [0, 1). `Number(bigint)` rounds to nearest like
 * Python's int / int, and dividing by a power of two is exact, so the doubles agree bit for bit.
 */
function unitHash(salt, id) {
    return Number(first8(salt, id)) / 2 ** 64;
}
/** Python's str ordering (by code point); JS `<` compares UTF-16 units, which differs above U+FFFF. */
function compareCodePoints(a, b) {
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx < cy ? -1 : 1;
    }
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

/***/ 4615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DZ: () => (/* binding */ PERTURBERS),
  N5: () => (/* binding */ isPerturberName),
  Tq: () => (/* binding */ perturb)
});

// UNUSED EXPORTS: DERANGE_SUFFIX, checkPerturbation, derangeOrder, derangeRngFor, rngFor, shuffleOrder

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/hash.js
var hash = __webpack_require__(3083);
;// CONCATENATED MODULE: ./build/lib/items/perturb/mt19937.js
/**
 * CPython's Mersenne Twister, bit for bit: `init_by_array` seeding (what `random.Random(int)`
 * does), `getrandbits`, `_randbelow` and `shuffle`. contamlab published seeds whose meaning is
 * "the permutation CPython's `random.shuffle` gives"; reproducing the generator is the only way
 * to keep those seeds meaningful.
 */
const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;
class Mt19937 {
    mt = new Uint32Array(N);
    mti = N + 1;
    /** Seeds like CPython's `random.seed(n)` for a non-negative integer n. */
    static fromBigInt(n) {
        if (n < 0n)
            n = -n; // CPython seeds with abs(n)
        const words = [];
        // CPython: key length = max(1, ceil(bits / 32)), 32-bit words, least significant first.
        do {
            words.push(Number(n & 0xffffffffn));
            n >>= 32n;
        } while (n > 0n);
        const g = new Mt19937();
        g.initByArray(words);
        return g;
    }
    initGenrand(s) {
        const mt = this.mt;
        mt[0] = s >>> 0;
        for (let i = 1; i < N; i++) {
            const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
            mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
        }
        this.mti = N;
    }
    initByArray(key) {
        const mt = this.mt;
        this.initGenrand(19650218);
        let i = 1;
        let j = 0;
        const len = key.length;
        for (let k = Math.max(N, len); k > 0; k--) {
            const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
            mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= len)
                j = 0;
        }
        for (let k = N - 1; k > 0; k--) {
            const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
            mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000; // MSB is 1, assuring a non-zero initial array
    }
    /** One 32-bit output (CPython `genrand_uint32`). */
    nextUint32() {
        const mt = this.mt;
        if (this.mti >= N) {
            let kk = 0;
            for (; kk < N - M; kk++) {
                const y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
                mt[kk] = mt[kk + M] ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
            }
            for (; kk < N - 1; kk++) {
                const y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
                mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
            }
            const y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
            mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
            this.mti = 0;
        }
        let y = mt[this.mti++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y >>> 0;
    }
    /** CPython `getrandbits(k)` for 0 ≤ k ≤ 32 (all a shuffle of ≤ 26 choices ever needs). */
    getrandbits(k) {
        if (!Number.isInteger(k) || k < 0 || k > 32)
            throw new RangeError(`getrandbits: k must be 0..32 (got ${k})`);
        if (k === 0)
            return 0;
        return this.nextUint32() >>> (32 - k);
    }
    /** CPython `_randbelow_with_getrandbits(n)`: rejection sampling on n.bit_length() bits. */
    randbelow(n) {
        if (!Number.isInteger(n) || n <= 0 || n > 0xffffffff)
            throw new RangeError(`randbelow: n must be 1..2^32-1 (got ${n})`);
        const k = 32 - Math.clz32(n);
        let r = this.getrandbits(k);
        while (r >= n)
            r = this.getrandbits(k);
        return r;
    }
    /** CPython `random.shuffle(x)` (Fisher–Yates from the end), in place. */
    shuffle(x) {
        for (let i = x.length - 1; i > 0; i--) {
            const j = this.randbelow(i + 1);
            const t = x[i];
            x[i] = x[j];
            x[j] = t;
        }
    }
}

;// CONCATENATED MODULE: ./build/lib/items/perturb/perturbers.js



const PERTURBERS = ["identity", "shuffle_choices", "derange_choices"];
function isPerturberName(s) {
    return PERTURBERS.includes(s);
}
/**
 * contamlab's generator for (seed, id): random.Random(first 8 bytes of sha256(seed ‖ NUL ‖ id)).
 * Same inputs give the same permutation on any machine, in any process.
 */
function rngFor(seed, id) {
    return Mt19937.fromBigInt((0,hash/* first8 */.vA)(seed, id));
}
/**
 * derange_choices draws from its own stream so it is not a re-run of shuffle_choices' draws
 * (two perturbers sharing draws would be correlated and count as less than two looks).
 */
const DERANGE_SUFFIX = "\u0000derange_choices";
function derangeRngFor(seed, id) {
    return Mt19937.fromBigInt((0,hash/* saltedDigest */.QH)(seed, id + DERANGE_SUFFIX).readBigUInt64BE(0));
}
function identityOrder(n) {
    return Array.from({ length: n }, (_, i) => i);
}
/** CPython `random.shuffle` of the indices: the permutation contamlab applied to the choices. */
function shuffleOrder(seed, id, n) {
    const order = identityOrder(n);
    rngFor(seed, id).shuffle(order);
    return order;
}
/**
 * A uniformly random derangement by rejection: shuffle [0..n) with CPython's `random.shuffle`
 * (same generator, derange stream) until no index is where it started; every retry continues
 * the same stream. Every choice moves, so the answer's letter always changes. Expected tries ≈ e.
 */
function derangeOrder(seed, id, n) {
    if (n < 2)
        throw new RangeError("a derangement needs at least 2 elements");
    const rng = derangeRngFor(seed, id);
    for (;;) {
        const order = identityOrder(n);
        rng.shuffle(order);
        if (order.every((v, i) => v !== i))
            return order;
    }
}
/**
 * Applies a perturber. Free-form items (no choices) pass through `shuffle_choices` unchanged,
 * as in contamlab; `derange_choices` refuses them, since it promises the answer moves.
 */
function perturb(item, perturber, seed) {
    const n = item.choices.length;
    let order;
    switch (perturber) {
        case "identity":
            order = identityOrder(n);
            break;
        case "shuffle_choices":
            order = n < 2 ? identityOrder(n) : shuffleOrder(seed, item.id, n);
            break;
        case "derange_choices":
            if (n < 2) {
                throw new errors/* InputError */.dz(`item "${item.id}" has no choices; derange_choices needs at least 2`, { field: "choices" });
            }
            order = derangeOrder(seed, item.id, n);
            break;
    }
    const presented = { ...item, choices: order.map((i) => item.choices[i]), perturber, order };
    checkPerturbation(item, presented);
    return presented;
}
/** The invariant every perturber must keep: same id, same question, same answer, same set of choices. */
function checkPerturbation(original, presented) {
    const fail = (what) => {
        throw new errors/* StopError */.Tj(`perturber ${presented.perturber} changed the ${what} of item "${original.id}"; this is a bug, no result would be valid`, errors/* ExitCode */.yU.InvalidInput);
    };
    if (presented.id !== original.id)
        fail("id");
    if (presented.answer !== original.answer)
        fail("answer");
    if (presented.question !== original.question)
        fail("question");
    const a = [...original.choices].sort();
    const b = [...presented.choices].sort();
    if (a.length !== b.length || a.some((c, i) => c !== b[i]))
        fail("set of choices");
    if (original.choices.length > 0 && !presented.choices.includes(presented.answer))
        fail("answer");
    if (presented.perturber === "derange_choices" && presented.order.some((v, i) => v === i))
        fail("derangement (a choice stayed put)");
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

/***/ 155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ SPLITS),
/* harmony export */   rM: () => (/* binding */ selectItems)
/* harmony export */ });
/* unused harmony exports SPLIT_SALT, SAMPLE_SALT, HOLDOUT_FRACTION, isHoldout, selectSplit, sampleN, HOLDOUT_WARNING */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3083);


/**
 * Public constants of contamlab's split. They are fixed, not secret: anyone must be able to
 * recompute which items are holdout. Changing them reshuffles every item's membership.
 */
const SPLIT_SALT = "contamlab-split-v1";
const SAMPLE_SALT = "contamlab-sample-v1";
const HOLDOUT_FRACTION = 0.3;
const SPLITS = ["dev", "holdout", "all"];
function isHoldout(id) {
    return (0,_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .unitHash */ .lx)(SPLIT_SALT, id) < HOLDOUT_FRACTION;
}
/** Membership depends on the id alone, so adding items never moves existing ones. Keeps input order. */
function selectSplit(items, split) {
    if (split === "all")
        return [...items];
    const wantHoldout = split === "holdout";
    return items.filter((i) => isHoldout(i.id) === wantHoldout);
}
/**
 * contamlab's take_deterministic: the first n by (unit_hash(sample salt, id), id), returned in
 * that order. A larger n keeps the smaller sample as its prefix, so a pilot's cached answers
 * are reused by the full run.
 */
function sampleN(items, n) {
    if (!Number.isInteger(n) || n < 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`--sample-n must be a non-negative integer (got ${n})`);
    const keyed = items.map((item) => ({ item, h: (0,_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .unitHash */ .lx)(SAMPLE_SALT, item.id) }));
    keyed.sort((a, b) => (a.h !== b.h ? (a.h < b.h ? -1 : 1) : (0,_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.item.id, b.item.id)));
    return keyed.slice(0, n).map((k) => k.item);
}
const HOLDOUT_WARNING = "opening the HOLDOUT split: it is meant to be opened once per configuration, after the design is fixed; a holdout looked at while tuning is a dev set";
/** Split, then sample: what `run` and `perturb` apply to the loaded items. */
function selectItems(items, opts) {
    const split = opts.split ?? "dev";
    const inSplit = selectSplit(items, split);
    const chosen = opts.sampleN === undefined ? inSplit : sampleN(inSplit, opts.sampleN);
    return {
        items: chosen,
        split,
        inSplit: inSplit.length,
        ...(opts.sampleN !== undefined && { sampleN: opts.sampleN }),
        ...(split === "holdout" && { warning: HOLDOUT_WARNING }),
    };
}


/***/ })

};
