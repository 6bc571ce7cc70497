export const id = 274;
export const ids = [274,79];
export const modules = {

/***/ 5274:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadConfig: () => (/* binding */ loadConfig),
  parseConfig: () => (/* binding */ parseConfig)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
;// CONCATENATED MODULE: ./build/lib/text/did-you-mean.js
/**
 * The closest known name to a mistyped one, or undefined when none is close: a typo of a
 * required key must name the typo, not only the key it left missing.
 */
function closestName(typed, known) {
    // A third of the name, at least 2: catches a dropped or swapped letter, not an unrelated word.
    const limit = Math.max(2, Math.floor(typed.length / 3));
    let best;
    let bestDistance = limit + 1;
    for (const name of known) {
        const d = editDistance(typed.toLowerCase(), name.toLowerCase());
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}
/** Levenshtein distance (insert, delete, substitute; each costs 1). */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = row;
    }
    return prev[b.length];
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/external.js + 75 modules
var external = __webpack_require__(1033);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
;// CONCATENATED MODULE: ./build/lib/compare/config.js


/**
 * The `compare:` section of contamgate.yml (docs/compare.md "Configuration"): which outcome
 * files, which arms, and the preregistered gate. A one-sided `direction` is accepted only here,
 * written before the data: a flag cannot make a comparison one-sided. Margins and deltas are in
 * points (1 = one percentage point), as their names say. Defaults are applied by the settings
 * resolver (src/settings/compare.ts), so a default is never mistaken for a value the file wrote.
 */
const compareSectionSchema = schemas.strictObject({
    /** Outcome JSONL files (docs/outcomes.md), relative to the config file. */
    inputs: schemas.array(schemas.string().min(1)).min(1),
    /** MODEL, MODEL@CONDITION or @CONDITION (docs/compare.md "Addressing"). */
    baseline: schemas.string().min(1),
    candidates: schemas.array(schemas.string().min(1)).min(1),
    alpha: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.alpha).optional(),
    direction: schemas["enum"](["two-sided", "greater", "less"]).optional(),
    margin_pt: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.marginPt).optional(),
    fail_on: schemas.array(schemas["enum"](["regression", "no-improvement", "inconclusive", "underpowered"])).optional(),
    unparsed: schemas["enum"](["as-wrong", "exclude"]).optional(),
    /** Largest share of an arm's paired answers that may be unparsed (default 0.1; 1 allows any). */
    max_unparsed: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.maxUnparsed).optional(),
    /** accuracy (default) or pass@k over each problem's samples (epochs), with k. */
    metric: schemas["enum"](["accuracy", "pass@k"]).optional(),
    k: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.passK).optional(),
    /** auto, field, none or id-prefix:SEP. */
    cluster_by: schemas.string().min(1).optional(),
    /** The design planned before spending: the `underpowered` gate and `power --compare` read it. */
    plan: schemas.strictObject({
        /** Items the run will ask: the power check judges the plan at this n before spending. */
        n: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.n).optional(),
        delta_pt: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.deltaPt),
        discordance: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.discordantRate),
        power: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.power).optional(),
        design_effect: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.designEffect).optional(),
    })
        .optional(),
});

;// CONCATENATED MODULE: ./build/lib/design/config.js


/**
 * The `design:` section of contamgate.yml: the preregistered design the power gate judges.
 * n comes from the benchmark (after split and sampling) unless given here; M from the models
 * section unless given; K defaults to the perturbers the benchmark lists (identity excluded)
 * but must count every perturber tried while designing, which is why it can be set higher.
 */
const designSchema = schemas.strictObject({
    target_effect: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.targetEffect),
    expected_discordant_rate: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.discordantRate),
    alpha: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.alpha).default(ranges/* RANGES */.$M.alpha.default),
    power: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.power).default(ranges/* RANGES */.$M.power.default),
    two_sided: schemas.boolean().default(false),
    emax: schemas["enum"](["exact", "bailey"]).default(ranges/* DEFAULTS */.zY.emax),
    perturbers_tried: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.perturbersTried).optional(),
    n: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.n).optional(),
    models: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.models).optional(),
    /** The drop over a declared control at which the gate computes the excess rule's power (default target_effect). */
    expected_excess_drop: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.targetEffect).optional(),
    /** Compare each model against each control (one test per control) or against their mean. */
    controls_against: schemas["enum"](["each", "mean"]).default("each"),
    /** The planned SD of the soft difference d for probability models (docs/statistics.md "The soft signal"). */
    soft_sd: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.softSd).optional(),
    /** A pilot outcome file (rows with score) whose shape of d the soft gate plans on; relative to the config. */
    soft_pilot: schemas.string().min(1).optional(),
})
    .refine((d) => d.target_effect <= d.expected_discordant_rate, {
    message: "target_effect must not exceed expected_discordant_rate (a drop cannot exceed the discordant rate)",
    path: ["target_effect"],
});

// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
// EXTERNAL MODULE: ./build/lib/items/perturb/perturbers.js + 1 modules
var perturbers = __webpack_require__(4615);
// EXTERNAL MODULE: ./build/lib/items/split.js
var split = __webpack_require__(155);
// EXTERNAL MODULE: ./build/lib/items/prompt/render.js
var render = __webpack_require__(9272);
;// CONCATENATED MODULE: ./build/lib/items/config.js





const isoDate = schemas.string().refine(load/* isIsoDate */.s6, { message: "must be a calendar date YYYY-MM-DD" });
/** A team's own template: what their models were tuned to expect. */
const customPromptSchema = schemas.strictObject({
    system: schemas.string().optional(),
    /** Must contain {question} and {choices}. */
    user: schemas.string().refine((s) => s.includes("{question}") && s.includes("{choices}"), {
        message: "must contain {question} and {choices}",
    }),
    /** One line per choice, e.g. "{label}. {text}". */
    choice_format: schemas.string()
        .refine((s) => s.includes("{label}") && s.includes("{text}"), { message: "must contain {label} and {text}" })
        .default("{label}. {text}"),
    /** The example letter the template shows ("Answer: X"); replies that echo it are flagged. */
    placeholder: schemas.string()
        .regex(/^[A-Z]$/, { message: "must be one capital letter A-Z" })
        .optional(),
});
/** The `benchmark:` section of contamgate.yml. */
const benchmarkSchema = schemas.strictObject({
    /** JSONL of items, relative to the config file. */
    path: schemas.string().min(1),
    split: schemas["enum"](split/* SPLITS */.Bu).default("dev"),
    sample_n: schemas.number().int().positive().optional(),
    /** Perturbation seed (sha256(seed ‖ NUL ‖ id) seeds each item's permutation). */
    seed: schemas.string().min(1).optional(),
    /**
     * Perturbers tried; each one counts toward K. identity is not one: it is the control, the
     * original presentation every perturber is compared with (docs/items.md "Perturbers").
     */
    perturbers: schemas.array(schemas["enum"](perturbers/* PERTURBERS */.DZ).refine((p) => p !== "identity", { message: perturbers/* IDENTITY_IS_CONTROL */.Y6 }))
        .min(1)
        .refine((a) => new Set(a).size === a.length, { message: "lists a perturber twice" })
        .default(["shuffle_choices"]),
    /** Built-in letter-only format ("en", "ja") or a custom template. */
    prompt: schemas.union([schemas["enum"](render/* BUILTIN_FORMATS */.d9), customPromptSchema]).default("en"),
    /** Keep only items first published after this date (a model's training cutoff). */
    published_after: isoDate.optional(),
    /** Keep only items first published on or before this date (docs/items.md, "Publication dates"). */
    published_before: isoDate.optional(),
});

// EXTERNAL MODULE: ./build/lib/leakage/config.js
var config = __webpack_require__(1079);
// EXTERNAL MODULE: ./build/lib/models/config.js
var models_config = __webpack_require__(4137);
;// CONCATENATED MODULE: ./build/lib/config/run-section.js


/**
 * The `run:` section of contamgate.yml: how answers are bought. Everything here is recorded in
 * the report; temperature and max_tokens also enter every cache key. Ranges and defaults are
 * src/ranges.ts's (the same for flags and action inputs); a key left out takes the
 * default there, applied by the settings resolver, so a default is never mistaken for a value
 * the file wrote.
 */
const runSectionSchema = schemas.strictObject({
    /** Directory of response-cache segments, relative to the config file. */
    cache_dir: schemas.string().min(1).optional(),
    /** One global limit on requests started per minute, across all models. */
    requests_per_minute: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.requestsPerMinute).optional(),
    /** Most requests in flight at once. */
    concurrency: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.concurrency).optional(),
    /** Most paid calls this run may make; default: exactly the calls announced before spending. */
    budget: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.budget).optional(),
    temperature: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.temperature).optional(),
    max_tokens: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.maxTokens).optional(),
    /** Per-attempt timeout. */
    timeout_seconds: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.timeoutSeconds).optional(),
    max_retries: (0,ranges/* zodNumber */.He)(external, ranges/* RANGES */.$M.maxRetries).optional(),
});

;// CONCATENATED MODULE: ./build/lib/config/schema.js







/** contamgate.yml: every section optional; unknown keys anywhere are errors. */
const configSchema = schemas.strictObject({
    version: schemas.literal(1).optional(),
    design: designSchema.optional(),
    benchmark: benchmarkSchema.optional(),
    models: models_config/* modelsSectionSchema */.Vk.optional(),
    run: runSectionSchema.optional(),
    leakage: config.leakageSectionSchema.optional(),
    compare: compareSectionSchema.optional(),
});

;// CONCATENATED MODULE: ./build/lib/config/load.js









async function loadConfig(file, cwd) {
    const path = (0,external_node_path_.resolve)(cwd, file);
    // Checked before reading: a FIFO or /dev/zero as the config must not block or fill memory.
    const { real } = await (0,checked_file/* checkInputFile */.xR)(path, {
        display: file,
        maxBytes: limits/* MAX_CONFIG_BYTES */.GW,
        what: "config file",
        workspace: cwd,
        missing: "config file not found",
    });
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(real);
    }
    catch (e) {
        const code = e.code;
        throw new errors/* InputError */.dz(code === "ENOENT" ? "config file not found" : `cannot read config file (${code ?? "error"})`, {
            file,
        });
    }
    return parseConfig(bytes, file, path);
}
function parseConfig(bytes, file, path = file) {
    // Before parsing: YAML parsing is superlinear in keys (a 229 KB file of 20k keys took 41 s).
    if (bytes.length > limits/* MAX_CONFIG_BYTES */.GW) {
        throw new errors/* InputError */.dz(`config is ${(0,limits/* formatBytes */.z3)(bytes.length)}; the cap is ${(0,limits/* formatBytes */.z3)(limits/* MAX_CONFIG_BYTES */.GW)} (docs/reliability.md "Caps")`, { file });
    }
    const sha256 = (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex");
    const text = bytes.toString("utf8");
    if (text.includes("\uFFFD") && !Buffer.from(text, "utf8").equals(bytes)) {
        throw new errors/* InputError */.dz("config is not valid UTF-8", { file });
    }
    const control = firstControlCharacter(text);
    if (control !== undefined) {
        throw new errors/* InputError */.dz(`control character U+${control.code.toString(16).toUpperCase().padStart(4, "0")} in the config (YAML allows only tab, LF and CR; write it escaped in a double-quoted string)`, { file, line: control.line });
    }
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text.replace(/^\uFEFF/, ""), {
        lineCounter: counter,
        uniqueKeys: true,
        prettyErrors: false,
    });
    const lineAt = (offset) => (offset === undefined ? undefined : counter.linePos(offset).line);
    const err = doc.errors[0];
    if (err) {
        throw new errors/* InputError */.dz(`invalid YAML: ${(0,errors/* firstLine */.TM)(err)}`, { file, ...(0,errors/* lineIf */.GQ)(lineAt(err.pos[0])) });
    }
    /** The line of the deepest key of `p` the file has, and whether it has all of them. */
    const locate = (p) => {
        let node = doc.contents;
        let line = lineAt(node?.range?.[0]);
        for (const key of p) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((it) => String(it.key?.value ?? it.key) === String(key));
                if (!pair)
                    return { line, found: false };
                line = lineAt(pair.key?.range?.[0]) ?? line;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof key === "number" && key < node.items.length) {
                node = node.items[key];
                line = lineAt(node?.range?.[0]) ?? line;
            }
            else
                return { line, found: false };
        }
        return { line, found: true };
    };
    const lineOf = (p) => locate(p).line;
    const has = (p) => locate(p).found;
    let data;
    try {
        data = doc.toJS() ?? {};
    }
    catch (e) {
        // yaml throws (not a doc error) on alias bombs ("billion laughs"); that is bad input, not a bug.
        throw new errors/* InputError */.dz(`invalid YAML: ${e instanceof Error ? (0,errors/* firstLine */.TM)(e) : "cannot resolve"}`, { file });
    }
    const parsed = configSchema.safeParse(data);
    if (!parsed.success) {
        // An unknown key first: a typo of a required key also leaves that key missing, and the typo is the cause.
        const issue = parsed.error.issues.find((i) => i.code === "unrecognized_keys") ?? parsed.error.issues[0];
        const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
        const fieldPath = [
            ...issue.path.map((k) => (typeof k === "symbol" ? String(k) : k)),
            ...(keys.length ? [keys[0]] : []),
        ];
        const field = fieldPath.map(String).join(".") || "(top level)";
        const message = issue.code === "unrecognized_keys" ? unknownKeyMessage(keys, issue.path) : issue.message;
        throw new errors/* InputError */.dz(message, { file, ...(0,errors/* lineIf */.GQ)(lineOf(fieldPath)), field });
    }
    return { config: parsed.data, file, path, dir: (0,external_node_path_.dirname)(path), sha256, lineOf, has };
}
/**
 * The yaml package accepts raw C0 control characters (NUL included) inside comments and plain
 * scalars, though YAML 1.2 allows only tab, LF and CR unescaped; docs/reliability.md promises a rejection.
 */
function firstControlCharacter(text) {
    const m = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.exec(text);
    if (!m)
        return undefined;
    let line = 1;
    for (let i = text.indexOf("\n"); i >= 0 && i < m.index; i = text.indexOf("\n", i + 1))
        line++;
    return { code: m[0].charCodeAt(0), line };
}
function unknownKeyMessage(keys, path) {
    const message = `unknown key "${keys.join('", "')}"`;
    const known = keysAt(configSchema, path);
    const guess = keys.length === 1 && known ? closestName(keys[0], known) : undefined;
    return guess === undefined ? message : `${message}; did you mean "${guess}"?`;
}
/** The keys the schema allows at a path of the data, through wrappers (optional, default, array items). */
function keysAt(schema, path) {
    let node = unwrap(schema);
    for (const key of path) {
        const def = defOf(node);
        if (def?.type === "array")
            node = unwrap(def.element);
        else if (def?.type === "object" && typeof key === "string")
            node = unwrap(def.shape?.[key]);
        else
            return undefined;
    }
    const def = defOf(node);
    return def?.type === "object" && def.shape ? Object.keys(def.shape) : undefined;
}
function defOf(schema) {
    return schema?._zod?.def;
}
function unwrap(schema) {
    let node = schema;
    for (let def = defOf(node); def && (def.innerType !== undefined || def.type === "pipe"); def = defOf(node)) {
        node = def.type === "pipe" ? def.in : def.innerType;
    }
    return node;
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
/* harmony export */   PL: () => (/* binding */ loadItemsFile),
/* harmony export */   T3: () => (/* binding */ choiceKey),
/* harmony export */   s6: () => (/* reexport safe */ _text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__.s)
/* harmony export */ });
/* unused harmony exports parseItemsJsonl, parseItemsBytes */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3991);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/* harmony import */ var _text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1020);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(261);
/* harmony import */ var _item_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2200);








const KNOWN_KEYS = new Set(["id", "question", "answer", "choices", "published_at", "source", "metadata"]);
/**
 * Parses benchmark JSONL text. Pure: `file` only labels errors. Every problem is an exit-4
 * InputError naming file:line and the field; messages never quote item text (it may be holdout).
 */
function parseItemsJsonl(text, file) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return collectItems(body.split("\n"), file);
}
/**
 * Parses benchmark JSONL bytes line by line: each line is decoded strictly on its own, so no
 * string ever holds the whole file (V8 cannot hold one over 512 MiB) and a long line costs its
 * length once. Lines over MAX_LINE_BYTES are rejected at their line.
 */
function parseItemsBytes(bytes, file) {
    return collectItems(utf8Lines(bytes, file), file);
}
function collectItems(lines, file) {
    const items = [];
    const seen = new Map();
    let undated = 0;
    let skippedLines = 0;
    let line = 0;
    let trailingBlank = false;
    for (const text of lines) {
        line++;
        const trimmed = text.replace(/\r$/, "").trim();
        trailingBlank = false;
        if (trimmed === "" || trimmed.startsWith("//")) {
            skippedLines++;
            trailingBlank = trimmed === "";
            continue;
        }
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`not valid JSON (${describeJsonError(e)})`, { file, line });
        }
        const dup = (0,_text_strict_js__WEBPACK_IMPORTED_MODULE_5__/* .duplicateTopLevelKey */ .E)(trimmed);
        if (dup !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("appears twice on the line (JSON keeps only the last; say which you mean)", {
                file,
                line,
                field: dup,
            });
        const item = itemFromJson(value, file, line);
        const first = seen.get(item.id);
        if (first !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`duplicate id (first seen on line ${first})`, { file, line, field: "id" });
        }
        if (items.length >= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`more than ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} items; the cap is ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} questions (docs/reliability.md "Caps")`, { file, line });
        }
        seen.set(item.id, line);
        if (item.publishedAt === undefined)
            undated++;
        items.push(item);
    }
    // The empty string after a final newline is not a line of the file.
    if (trailingBlank)
        skippedLines--;
    if (items.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("no items (the file is empty or only comments)", { file });
    return { file, items, undated, skippedLines };
}
/** The lines of UTF-8 bytes (BOM dropped), each decoded strictly; "" after a final newline. */
function* utf8Lines(bytes, file) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // One fast whole-buffer check; only a file that fails it is decoded line by line to find the line.
    const valid = (0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf);
    const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let start = 0;
    for (let line = 1;; line++) {
        let end = buf.indexOf(0x0a, start);
        const last = end < 0;
        if (last)
            end = buf.length;
        if (end - start > _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_LINE_BYTES */ .Oc) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`line is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(end - start)}; the cap is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_LINE_BYTES */ .Oc)} a line (docs/reliability.md "Caps")`, { file, line });
        }
        let text;
        if (valid)
            text = buf.toString("utf8", start, end);
        else {
            try {
                text = fatal.decode(buf.subarray(start, end));
            }
            catch {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("not valid UTF-8", { file, line });
            }
        }
        yield line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
        if (last)
            return;
        start = end + 1;
    }
}
/** Reads and parses a benchmark file: a regular file under MAX_ITEMS_FILE_BYTES (docs/reliability.md "Caps"). */
async function loadItemsFile(path, displayName, workspace) {
    const { real } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputFile */ .xR)(path, {
        display: displayName,
        maxBytes: _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ITEMS_FILE_BYTES */ .Pn,
        what: "benchmark file",
        workspace,
    });
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real);
    }
    catch (e) {
        const code = e.code ?? "read error";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot read benchmark file (${code})`, { file: displayName });
    }
    return parseItemsBytes(bytes, displayName);
}
/** V8's JSON messages quote the offending text; keep only the kind of error and the column. */
function describeJsonError(e) {
    const msg = e instanceof Error ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(e) : "";
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("each line must be a JSON object", where());
    }
    const obj = value;
    for (const key of Object.keys(obj)) {
        if (!KNOWN_KEYS.has(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("unknown field (allowed: id, question, answer, choices, published_at, source, metadata; put extras in metadata)", where(key));
        }
    }
    const id = requiredString(obj, "id", where);
    const question = requiredString(obj, "question", where);
    const answer = requiredString(obj, "answer", where);
    let choices = [];
    if (obj.choices !== undefined && obj.choices !== null) {
        if (!Array.isArray(obj.choices))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be an array of strings", where("choices"));
        if (obj.choices.length === 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("a multiple-choice item needs at least 2 choices", where("choices"));
        if (obj.choices.length > _item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${obj.choices.length} choices; at most ${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2} (labels ${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .CHOICE_LABELS */ .sL[0]}–${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .CHOICE_LABELS */ .sL[_item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2 - 1]})`, where("choices"));
        }
        choices = obj.choices.map((c, i) => {
            if (typeof c !== "string")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choice ${i + 1} is not a string`, where("choices"));
            if (c.trim() === "")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choice ${i + 1} is empty`, where("choices"));
            return c;
        });
        const byKey = new Map();
        choices.forEach((c, i) => {
            const key = choiceKey(c);
            const prev = byKey.get(key);
            if (prev !== undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choices ${prev + 1} and ${i + 1} are duplicates (compared trimmed, NFKC, case-insensitive)`, where("choices"));
            }
            byKey.set(key, i);
        });
        if (!choices.includes(answer)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("answer is not one of the choices (it must equal one choice's text exactly)", where("answer"));
        }
    }
    let publishedAt;
    if (obj.published_at !== undefined && obj.published_at !== null) {
        if (typeof obj.published_at !== "string" || !(0,_text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__/* .isIsoDate */ .s)(obj.published_at)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a calendar date YYYY-MM-DD", where("published_at"));
        }
        publishedAt = obj.published_at;
    }
    let source;
    if (obj.source !== undefined && obj.source !== null) {
        if (typeof obj.source !== "string")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a string", where("source"));
        source = obj.source;
    }
    let metadata;
    if (obj.metadata !== undefined && obj.metadata !== null) {
        if (typeof obj.metadata !== "object" || Array.isArray(obj.metadata)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a JSON object", where("metadata"));
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("missing", where(field));
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`must be a string (got ${Array.isArray(v) ? "array" : typeof v})`, where(field));
    if (v.trim() === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("is empty", where(field));
    return v;
}
/** Two choices that read the same to a model are one choice presented twice. */
function choiceKey(text) {
    return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}
// Items, benchmark dates and models' training cutoffs share one definition of a date (src/text/).



/***/ }),

/***/ 4615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y6: () => (/* binding */ IDENTITY_IS_CONTROL),
  DZ: () => (/* binding */ PERTURBERS),
  bq: () => (/* binding */ RUN_PERTURBERS),
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
/** The perturbers a run can list (each counts toward K); identity is the control, not one of them. */
const RUN_PERTURBERS = ["shuffle_choices", "derange_choices"];
const IDENTITY_IS_CONTROL = "identity is the control (the original presentation every perturber is compared with), not a perturber to run; list shuffle_choices and/or derange_choices";
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
                throw new errors/* InputError */.dz(`item "${item.id}" has no choices; derange_choices needs at least 2`, {
                    field: "choices",
                });
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

/***/ 9272:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ik: () => (/* binding */ promptFormatFromConfig),
/* harmony export */   d9: () => (/* binding */ BUILTIN_FORMATS),
/* harmony export */   nQ: () => (/* binding */ renderPrompt),
/* harmony export */   zG: () => (/* binding */ isBuiltinFormat)
/* harmony export */ });
/* unused harmony exports DEFAULT_PLACEHOLDER, customFormatVersion */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _item_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2200);



/**
 * How an item becomes messages. Built-ins are letter-only formats; `custom` lets a team use the
 * template their models expect. Only `{question}`/`{choices}` (user) and `{label}`/`{text}`
 * (choice line) are substituted, in one pass, so item text containing braces stays literal.
 */
/** Letter only (`en`, `ja`), or a reply whose first line is "Answer: X" (`en-answer-line`, `ja-answer-line`). */
const BUILTIN_FORMATS = ["en", "ja", "en-answer-line", "ja-answer-line"];
/**
 * The English built-in is exactly the format the real-model fixture was trained on
 * (docs/real-llm.md): any other whitespace sends a memorizer back to chance.
 */
const BUILTIN = {
    en: { system: "Answer with the letter only.", answerCue: "Answer:", version: "en-letter-v1" },
    ja: {
        system: "選択肢の記号（アルファベット1文字）だけで答えてください。",
        answerCue: "答え:",
        version: "ja-letter-v1",
    },
    // For models that reason before answering: the parser reads the "Answer: X" line (docs/items.md).
    "en-answer-line": {
        system: 'Make the first line of your reply "Answer: X", where X is the letter of the correct choice. You may explain after that line.',
        answerCue: "",
        version: "en-answer-line-v1",
    },
    "ja-answer-line": {
        system: "返答の1行目を「答え: X」（Xは正しい選択肢の記号）としてください。説明はその後に書いてかまいません。",
        answerCue: "",
        version: "ja-answer-line-v1",
    },
};
function isBuiltinFormat(name) {
    return BUILTIN_FORMATS.includes(name);
}
const DEFAULT_PLACEHOLDER = "X";
function renderPrompt(item, format) {
    if (item.choices.length < 2) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`item "${item.id}" has no choices; the prompt formats are multiple-choice only`, {
            field: "choices",
        });
    }
    if (format.kind === "builtin") {
        const b = BUILTIN[format.name];
        const lines = item.choices.map((c, i) => `${_item_js__WEBPACK_IMPORTED_MODULE_2__/* .CHOICE_LABELS */ .sL[i]}. ${c}`);
        return {
            messages: [
                { role: "system", content: b.system },
                { role: "user", content: `${item.question}\n${lines.join("\n")}${b.answerCue ? `\n${b.answerCue}` : ""}` },
            ],
            formatVersion: b.version,
            placeholder: DEFAULT_PLACEHOLDER,
        };
    }
    validateCustom(format);
    const choiceLines = item.choices
        .map((text, i) => format.choiceFormat.replace(/\{(label|text)\}/g, (_, k) => (k === "label" ? _item_js__WEBPACK_IMPORTED_MODULE_2__/* .CHOICE_LABELS */ .sL[i] : text)))
        .join("\n");
    const user = format.user.replace(/\{(question|choices)\}/g, (_, k) => k === "question" ? item.question : choiceLines);
    const messages = [];
    if (format.system !== undefined && format.system !== "")
        messages.push({ role: "system", content: format.system });
    messages.push({ role: "user", content: user });
    return {
        messages,
        formatVersion: customFormatVersion(format),
        placeholder: format.placeholder ?? DEFAULT_PLACEHOLDER,
    };
}
/** "custom-" + 16 hex of sha256 over the template's canonical JSON: any edit is a new version. */
function customFormatVersion(f) {
    const canonical = JSON.stringify([f.system ?? null, f.user, f.choiceFormat, f.placeholder ?? DEFAULT_PLACEHOLDER]);
    return "custom-" + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(canonical, "utf8").digest("hex").slice(0, 16);
}
function validateCustom(f) {
    if (!f.user.includes("{question}"))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("the user template must contain {question}", { field: "benchmark.prompt.user" });
    if (!f.user.includes("{choices}"))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("the user template must contain {choices}", { field: "benchmark.prompt.user" });
    if (!f.choiceFormat.includes("{label}") || !f.choiceFormat.includes("{text}")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("the choice format must contain {label} and {text}", {
            field: "benchmark.prompt.choice_format",
        });
    }
    if (f.placeholder !== undefined && !/^[A-Z]$/.test(f.placeholder)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("the placeholder must be one capital letter A–Z", { field: "benchmark.prompt.placeholder" });
    }
}
/** The config section's `prompt` value (see items/config.ts) as a PromptFormat. */
function promptFormatFromConfig(p) {
    if (p === undefined)
        return { kind: "builtin", name: "en" };
    if (typeof p === "string")
        return { kind: "builtin", name: p };
    return {
        kind: "custom",
        user: p.user,
        choiceFormat: p.choice_format,
        ...(p.system !== undefined && { system: p.system }),
        ...(p.placeholder !== undefined && { placeholder: p.placeholder }),
    };
}


/***/ }),

/***/ 155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ SPLITS),
/* harmony export */   EH: () => (/* binding */ isHoldout),
/* harmony export */   dj: () => (/* binding */ splitNote),
/* harmony export */   rM: () => (/* binding */ selectItems)
/* harmony export */ });
/* unused harmony exports SPLIT_SALT, SAMPLE_SALT, HOLDOUT_FRACTION, selectSplit, sampleN, HOLDOUT_WARNING, ALL_SPLIT_WARNING */
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
/** `all` opens the holdout as surely as `holdout` does, so it says so just as loudly. */
const ALL_SPLIT_WARNING = `split "all" includes the holdout: ${HOLDOUT_WARNING}`;
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
        ...(split === "all" && { warning: ALL_SPLIT_WARNING }),
    };
}
/**
 * Said wherever a split is applied: the dev split keeps about 70% of the items, and a user who
 * counted 300 must not wonder where 91 went (docs/items.md).
 */
function splitNote(split, inSplit, total) {
    if (split === "all")
        return undefined;
    const other = split === "dev" ? "holdout" : "dev";
    return `${inSplit.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} items are in the ${split} split (the other ${(total - inSplit).toLocaleString("en-US")} are the ${other} split)`;
}


/***/ }),

/***/ 1079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   leakageSectionSchema: () => (/* binding */ leakageSectionSchema),
/* harmony export */   optionsFromSection: () => (/* binding */ optionsFromSection)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1033);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1444);
/* harmony import */ var _holdout_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5602);



/**
 * The `leakage:` section of contamgate.yml. Paths and globs are relative to the config file's
 * directory; CLI flags, when given, override the thresholds.
 */
const format = zod__WEBPACK_IMPORTED_MODULE_2__["enum"](["text", "jsonl", "csv", "tsv", "parquet"]);
const sourceFields = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    /** A file path or glob. */
    path: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1),
    /** Default: from the extension (.jsonl/.ndjson/.json, .csv, .tsv, .parquet, else text; .gz/.zst looked through). */
    format: format.optional(),
    /** JSONL field path (`question`, `paraphrases[]`, `turns[].text`) or CSV/TSV column. */
    field: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional(),
    /** JSONL field / CSV column with a record id, reported with findings. */
    id_field: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional(),
    /** Text format: lines starting with one of these are skipped (e.g. "#"). */
    skip_prefixes: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1)).optional(),
    /** This source may hold no record (an empty file, only comments) without failing the scan. */
    allow_empty: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
});
/** An id taken from the text field would print the text wherever findings are shown. */
const source = sourceFields.refine((s) => s.id_field === undefined || s.field === undefined || !(0,_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__/* .sameField */ .L$)(s.id_field, s.field), {
    path: ["id_field"],
    message: "is the text field (field); ids are printed with findings, so they would print the text — name a separate id field or drop id_field",
});
const ratio = zod__WEBPACK_IMPORTED_MODULE_2__.string().regex(/^(0?\.\d{1,6}|1(\.0{1,6})?)$/, 'a decimal in (0, 1], e.g. "0.8"');
const leakageSectionSchema = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    /** Named probe sets; `holdout: true` marks sets whose text must never be printed anywhere. */
    probe_sets: zod__WEBPACK_IMPORTED_MODULE_2__.record(zod__WEBPACK_IMPORTED_MODULE_2__.string().regex(/^[A-Za-z0-9_.-]+$/, "letters, digits, _ . -"), zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
        holdout: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().default(false),
        /**
         * `opaque`: this holdout set's ids carry nothing of its text (`hq-17`), so surfaces show
         * them as written. Without it a holdout id is shown as a hash (docs/leakage.md "Holdout ids").
         */
        ids: zod__WEBPACK_IMPORTED_MODULE_2__.literal("opaque").optional(),
        sources: zod__WEBPACK_IMPORTED_MODULE_2__.array(source).min(1),
    })
        .refine((set) => set.ids === undefined || set.holdout, {
        path: ["ids"],
        message: "is for holdout sets (holdout: true); ids of other probe sets are always shown as written",
    }))
        .refine((r) => Object.keys(r).length > 0, "at least one probe set"),
    corpora: zod__WEBPACK_IMPORTED_MODULE_2__.array(source).min(1),
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__.union([ratio, zod__WEBPACK_IMPORTED_MODULE_2__.number().gt(0).lte(1)]).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.leakageThreshold),
    containment: zod__WEBPACK_IMPORTED_MODULE_2__.union([ratio, zod__WEBPACK_IMPORTED_MODULE_2__.number().gt(0).lte(1), zod__WEBPACK_IMPORTED_MODULE_2__.literal("off")]).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.leakageContainment),
    min_containment_shingles: (0,_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .zodNumber */ .He)(zod__WEBPACK_IMPORTED_MODULE_3__, _ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.minContainmentShingles).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.minContainmentShingles.default),
    shingle_width: (0,_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .zodNumber */ .He)(zod__WEBPACK_IMPORTED_MODULE_3__, _ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.shingleWidth).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.shingleWidth.default),
    ngram13: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().default(false),
});
/** The `id` field/column by default — unless `id` is where the text is. */
function defaultIdField(src) {
    const idField = src.id_field ?? "id";
    return src.field !== undefined && (0,_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__/* .sameField */ .L$)(idField, src.field) ? {} : { idField };
}
/**
 * Scan options from a parsed section; `cwd` is the config file's directory, `root` the
 * repository root reported paths are relative to. Every source remembers its config line, so an
 * empty source or a field that matches nothing names it.
 */
function optionsFromSection(section, cwd, where, root = cwd) {
    const origin = (path) => ({
        kind: "config",
        file: where.file,
        line: where.lineOf(path),
        key: path.join("."),
    });
    const pattern = (s, at) => ({
        pattern: s.path,
        ...(s.format ? { format: s.format } : {}),
        ...(s.field !== undefined ? { field: s.field, fieldOrigin: origin([...at, "field"]) } : {}),
        ...(s.id_field !== undefined ? { idField: s.id_field } : {}),
        ...(s.skip_prefixes ? { skipPrefixes: s.skip_prefixes } : {}),
        ...(s.allow_empty ? { allowEmpty: true } : {}),
        origin: origin([...at, "path"]),
    });
    // A threshold the schema let through (0.1234567) is refused by the scan's plan at this key.
    const key = (k) => {
        const line = where.lineOf(["leakage", k]);
        return { kind: "config", file: where.file, ...(line !== undefined ? { line } : {}), field: `leakage.${k}` };
    };
    return {
        cwd,
        root,
        probeSets: Object.entries(section.probe_sets).map(([name, set]) => ({
            name,
            holdout: set.holdout,
            ...(set.ids === "opaque" ? { opaqueIds: true } : {}),
            // Like --id-field: an `id` field/column is reported when present unless another is named.
            sources: set.sources.map((src, j) => ({
                ...pattern(src, ["leakage", "probe_sets", name, "sources", j]),
                ...defaultIdField(src),
            })),
        })),
        corpora: section.corpora.map((src, i) => pattern(src, ["leakage", "corpora", i])),
        configFile: where.path,
        threshold: String(section.threshold),
        containment: section.containment === "off" ? null : String(section.containment),
        minContainmentShingles: section.min_containment_shingles,
        shingleWidth: section.shingle_width,
        ngram13: section.ngram13,
        from: {
            threshold: key("threshold"),
            containment: key("containment"),
            minContainmentShingles: key("min_containment_shingles"),
            shingleWidth: key("shingle_width"),
        },
    };
}


/***/ }),

/***/ 4137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ modelsSectionSchema),
/* harmony export */   gc: () => (/* binding */ whereDeclared),
/* harmony export */   k1: () => (/* binding */ modelSpecsFromConfig)
/* harmony export */ });
/* unused harmony export modelEntrySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5156);
/* harmony import */ var _text_iso_date_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1020);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2920);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(370);




/**
 * One entry of the `models:` section of contamgate.yml. There is deliberately no key field:
 * strict objects reject `api_key:` like any unknown key, and keys come only from the environment.
 */
const modelEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
    label: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVIDER_NAMES */ .xd),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    base_url: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    accuracy: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1).optional(),
    memorized: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1).optional(),
    /** A declared clean control (docs/statistics.md "Controls (v2)"); not part of the spec or its cache keys. */
    control: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /** What answers are scored on (docs/providers.md "The probability signal"); part of the spec and its cache keys. */
    signal: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNALS */ ._z).optional(),
    /** Last day of the model's training data: items published after it are its own control (docs/statistics.md, "Time split (v2)"). */
    training_cutoff: zod__WEBPACK_IMPORTED_MODULE_1__.string().refine(_text_iso_date_js__WEBPACK_IMPORTED_MODULE_3__/* .isIsoDate */ .s, { message: "must be a calendar date YYYY-MM-DD" }).optional(),
});
/** The `models:` section: a non-empty list. */
const modelsSectionSchema = zod__WEBPACK_IMPORTED_MODULE_1__.array(modelEntrySchema).min(1);
/**
 * Turns a validated `models:` section into specs, applying the checks the schema cannot express
 * (key-looking values, credentials in URLs, fake-only fields, unique labels).
 * `lineOf(i)` lets the root loader point each error at the entry's line.
 */
/**
 * Where each spec from a config was declared, so an error found later (a missing key, when the
 * provider is built) still names file, line and field. Kept beside the spec, not in it: a spec's
 * fields are its identity.
 */
const declaredAt = new WeakMap();
function whereDeclared(spec) {
    return declaredAt.get(spec);
}
function modelSpecsFromConfig(section, where = {}) {
    const specs = section.map((e, i) => {
        const declared = { label: e.label ?? e.model, provider: e.provider, model: e.model };
        if (e.base_url !== undefined)
            declared.baseUrl = e.base_url;
        if (e.accuracy !== undefined)
            declared.accuracy = e.accuracy;
        if (e.memorized !== undefined)
            declared.memorized = e.memorized;
        if (e.signal !== undefined)
            declared.signal = e.signal;
        const line = where.lineOf?.(i);
        const loc = {
            ...(where.file !== undefined ? { file: where.file } : {}),
            ...(line !== undefined ? { line } : {}),
            field: `models[${i}]`,
        };
        const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .toModelSpec */ .Gz)(declared, loc);
        declaredAt.set(spec, loc);
        return spec;
    });
    (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .checkUniqueLabels */ .RT)(specs, { ...(where.file !== undefined ? { file: where.file } : {}), field: "models" });
    return specs;
}


/***/ }),

/***/ 2920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ toModelSpec),
/* harmony export */   P2: () => (/* binding */ parseModelDeclaration),
/* harmony export */   RT: () => (/* binding */ checkUniqueLabels)
/* harmony export */ });
/* unused harmony exports parseModelFlag, FAKE_DEFAULTS, validateModelSpec */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2526);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(370);



const FLAG_KEYS = ["label", "base-url", "accuracy", "memorized", "control", "signal"];
/**
 * Parses `--model provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F][,control=true][,signal=probability]`.
 * Only the first `=` of each part splits, and the id is everything after `provider=` up to the
 * next `,`, so `compatible=qwen2.5:3b` needs no escaping.
 */
function parseModelFlag(raw) {
    return parseModelDeclaration(raw).spec;
}
/**
 * The spec and the role `--model` declares: `control=true` is the config's `control: true` (a
 * clean control, docs/statistics.md "Controls (v2)"), kept out of the spec and its cache keys.
 */
function parseModelDeclaration(raw) {
    const field = "--model";
    const parts = raw.split(",");
    const head = parts[0] ?? "";
    const eq = head.indexOf("=");
    if (eq <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected provider=MODEL_ID (got "${safe(raw)}")`, { field });
    const provider = head.slice(0, eq).trim();
    const model = head.slice(eq + 1).trim();
    if (!isProvider(provider)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown provider "${safe(provider)}"; expected one of ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVIDER_NAMES */ .xd.join(", ")}`, {
            field,
        });
    }
    const opts = {};
    for (const part of parts.slice(1)) {
        const i = part.indexOf("=");
        const k = (i < 0 ? part : part.slice(0, i)).trim();
        const v = i < 0 ? "" : part.slice(i + 1).trim();
        if (/key|token|secret/i.test(k))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(keyHint(provider), { field: `${field} ${k}` });
        if (!FLAG_KEYS.includes(k)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown option "${safe(k)}"; expected ${FLAG_KEYS.join(", ")}`, { field });
        }
        if (v === "")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`option "${k}" needs a value`, { field });
        if (opts[k] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`option "${k}" given twice`, { field });
        opts[k] = v;
    }
    if (opts.control !== undefined && opts.control !== "true" && opts.control !== "false")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`option "control" takes true or false (got "${safe(opts.control)}")`, { field });
    if (opts.signal !== undefined && !isSignal(opts.signal))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`option "signal" takes ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNALS */ ._z.join(" or ")} (got "${safe(opts.signal)}")`, { field });
    const declared = { label: opts.label ?? model, provider, model };
    if (opts.signal !== undefined)
        declared.signal = opts.signal;
    if (opts["base-url"] !== undefined)
        declared.baseUrl = opts["base-url"];
    if (opts.accuracy !== undefined)
        declared.accuracy = fraction(opts.accuracy, `${field} accuracy`);
    if (opts.memorized !== undefined)
        declared.memorized = fraction(opts.memorized, `${field} memorized`);
    return { spec: toModelSpec(declared, { field }), control: opts.control === "true" };
}
/** The fake's behaviour when the declaration leaves it out: a coin-flip model that memorized nothing. */
const FAKE_DEFAULTS = { accuracy: 0.5, memorized: 0 };
/** Checks a declaration and builds the spec of its provider (defaults for the fake applied here, once). */
function toModelSpec(d, where = {}) {
    validateModelSpec(d, where);
    // `binary` is the default and is not written into the spec: a binary spec stays what it was.
    const common = { label: d.label, model: d.model, ...(d.signal === "probability" ? { signal: d.signal } : {}) };
    switch (d.provider) {
        case "fake":
            return {
                ...common,
                provider: "fake",
                accuracy: d.accuracy ?? FAKE_DEFAULTS.accuracy,
                memorized: d.memorized ?? FAKE_DEFAULTS.memorized,
            };
        case "compatible":
            return { ...common, provider: "compatible", baseUrl: d.baseUrl };
        default:
            return { ...common, provider: d.provider, ...(d.baseUrl !== undefined ? { baseUrl: d.baseUrl } : {}) };
    }
}
/**
 * Checks one spec whichever way it was declared: fields that only make sense for one provider,
 * credentials where none belong. `where` names the file/line/field for the exit-4 message.
 */
function validateModelSpec(spec, where = {}) {
    const at = (f) => ({ ...where, field: where.field ? `${where.field} ${f}` : f });
    if (spec.model === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("model id is empty", at("model"));
    if (spec.label === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("label is empty", at("label"));
    for (const [name, value] of [
        ["model", spec.model],
        ["label", spec.label],
    ]) {
        if ((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .looksLikeKey */ .zC)(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`value looks like an API key. ${keyHint(spec.provider)}`, at(name));
    }
    const s = spec;
    if (s.baseUrl !== undefined) {
        if (spec.provider === "fake")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("the fake provider takes no base URL", at("base-url"));
        if ((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .urlHasCredentials */ .wt)(s.baseUrl)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`base URL carries credentials. ${keyHint(spec.provider)}`, at("base-url"));
        }
        let u;
        try {
            u = new URL(s.baseUrl);
        }
        catch {
            u = undefined;
        }
        if (!u || (u.protocol !== "http:" && u.protocol !== "https:")) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("base URL must be an http(s) URL", at("base-url"));
        }
    }
    else if (spec.provider === "compatible") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("the compatible provider needs a base URL (e.g. http://localhost:11434/v1)", at("base-url"));
    }
    if (s.signal === "probability" && spec.provider === "anthropic") {
        // Refused here, while flags and config are read: before any model is asked or anything paid.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${spec.label}": the Anthropic Messages API returns no token probabilities, so signal: probability cannot be scored for it; drop the signal (binary) for this model (docs/providers.md "The probability signal")`, at("signal"));
    }
    if (spec.provider !== "fake") {
        if (s.accuracy !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("accuracy is only for the fake provider", at("accuracy"));
        if (s.memorized !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("memorized is only for the fake provider", at("memorized"));
    }
}
/** Labels name models in reports and verdicts, so two models may not share one. */
function checkUniqueLabels(specs, where = {}) {
    const seen = new Set();
    for (const s of specs) {
        if (seen.has(s.label)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`two models share the label "${s.label}"; give one a label=`, {
                ...where,
                field: where.field ?? "label",
            });
        }
        seen.add(s.label);
    }
}
function keyHint(provider) {
    return provider === "fake"
        ? "The fake provider needs no key."
        : `Keys are read only from the environment (${_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_ENV */ .uM[provider]}), never from config or flags.`;
}
function fraction(raw, field) {
    const v = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(v) || v < 0 || v > 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be a number in [0, 1] (got "${safe(raw)}")`, { field });
    }
    return v;
}
function isSignal(s) {
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNALS */ ._z.includes(s);
}
function isProvider(s) {
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVIDER_NAMES */ .xd.includes(s);
}
/** Echo user input in messages only when it cannot be a secret. */
function safe(s) {
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .looksLikeKey */ .zC)(s) ? "[value hidden: looks like a key]" : s.slice(0, 80);
}


/***/ }),

/***/ 1020:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ isIsoDate)
/* harmony export */ });
/** A real calendar date in YYYY-MM-DD (rejects 2023-02-30, 2023-2-1, times). ISO dates compare correctly as strings. */
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


/***/ })

};
