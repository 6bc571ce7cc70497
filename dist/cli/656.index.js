export const id = 656;
export const ids = [656,377];
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

/***/ 823:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   leakageCommand: () => (/* binding */ leakageCommand),
/* harmony export */   writeOutputs: () => (/* binding */ writeOutputs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _leakage_render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6949);
/* harmony import */ var _leakage_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5515);
/* harmony import */ var _leakage_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8334);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3876);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6115);








const FORMATS = new Set(["text", "jsonl", "csv", "tsv"]);
const LEAKAGE_HELP = `usage: contamgate leakage (--probes GLOB | --holdout GLOB)... --corpus GLOB... [flags]
       contamgate leakage --config contamgate.yml [flags]

Finds probe and holdout questions copied into corpora: exact Jaccard and containment over
character shingles after normalization (docs/leakage.md). Holdout text is never printed: findings
name files and lines only.

  --probes GLOB / --holdout GLOB   probe sets (repeatable); holdout sets are never printed
  --corpus GLOB                    corpora, streamed (repeatable); .gz is read through
  --config PATH                    probe sets and corpora from the leakage: section instead
  --format text|jsonl|csv|tsv      default: from the extension
  --field NAME                     JSONL field path (question, paraphrases[]) or CSV/TSV column
  --corpus-field NAME              the corpora's field when it differs from --field
  --id-field NAME                  probe id field (default id)
  --skip-prefix P                  text lines starting with P are skipped (repeatable)
  --threshold 0.8                  Jaccard threshold
  --containment 0.8|off            containment of the probe in the corpus line
  --min-containment-shingles 20    probes shorter than this are judged by Jaccard only
  --shingle-width 3                shingle width in code points (1-3)
  --ngram13                        also the word 13-gram rule (English)
  --changed-since REF              only corpus lines added since a git ref (pull requests)
  --shard i/N                      a deterministic 1/N of the corpus lines; combine with merge
  --workers N                      worker threads (default: one thread)
  --json PATH  --sarif PATH        write the report as JSON / SARIF 2.1.0
  --limit N                        rows of the text table (default 50)  --quiet: no table when clean

exit: 0 nothing found, 1 findings, 4 invalid input
`;
/** `contamgate leakage`: scan corpora for copies of probe and holdout questions (exit 1 if any). */
async function leakageCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .b)(argv, {
        config: { type: "string" },
        probes: { type: "string", multiple: true },
        holdout: { type: "string", multiple: true },
        corpus: { type: "string", multiple: true },
        field: { type: "string" },
        "corpus-field": { type: "string" },
        "id-field": { type: "string" },
        format: { type: "string" },
        "skip-prefix": { type: "string", multiple: true },
        threshold: { type: "string" },
        containment: { type: "string" },
        "min-containment-shingles": { type: "string" },
        "shingle-width": { type: "string" },
        ngram13: { type: "boolean" },
        json: { type: "string" },
        sarif: { type: "string" },
        "changed-since": { type: "string" },
        shard: { type: "string" },
        limit: { type: "string" },
        workers: { type: "string" },
        quiet: { type: "boolean" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(LEAKAGE_HELP);
        return 0;
    }
    if (values.format !== undefined && !FORMATS.has(values.format)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--format must be text, jsonl, csv or tsv (got "${values.format}")`);
    }
    const format = values.format;
    const probeSource = (pattern) => ({
        pattern,
        ...(format ? { format } : {}),
        ...(values.field !== undefined ? { field: values.field } : {}),
        idField: values["id-field"] ?? "id",
        skipPrefixes: values["skip-prefix"] ?? [],
    });
    const probeSets = [];
    if (values.probes?.length)
        probeSets.push({ name: "probes", holdout: false, sources: values.probes.map(probeSource) });
    if (values.holdout?.length)
        probeSets.push({ name: "holdout", holdout: true, sources: values.holdout.map(probeSource) });
    const corpusField = values["corpus-field"] ?? values.field;
    const corpora = (values.corpus ?? []).map((pattern) => ({
        pattern,
        ...(format ? { format } : {}),
        ...(corpusField !== undefined ? { field: corpusField } : {}),
        skipPrefixes: values["skip-prefix"] ?? [],
    }));
    let shard;
    if (values.shard !== undefined) {
        const m = /^(\d+)\/(\d+)$/.exec(values.shard);
        const index = Number(m?.[1]);
        const count = Number(m?.[2]);
        if (!m || count < 1 || index < 1 || index > count)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--shard must be i/N with 1 ≤ i ≤ N (got "${values.shard}")`);
        shard = { index, count };
    }
    const containment = values.containment === "off" ? null : values.containment;
    const minShingles = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("min-containment-shingles", values["min-containment-shingles"], { min: 1, integer: true, range: "a positive integer" });
    const width = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("shingle-width", values["shingle-width"], { min: 1, max: 3, integer: true, range: "1, 2 or 3" });
    const limit = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("limit", values.limit, { min: 0, integer: true, range: "a non-negative integer" }) ?? 50;
    const workers = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("workers", values.workers, { min: 1, max: 64, integer: true, range: "an integer from 1 to 64" });
    // With --config the probe sets and corpora are the leakage: section's (paths relative to the
    // config's folder); flags may still set thresholds, PR mode and sharding.
    let sources = { cwd: io.cwd, probeSets, corpora };
    let fromConfig = {};
    if (values.config !== undefined) {
        if (probeSets.length || corpora.length)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--config takes probe sets and corpora from its leakage: section; drop --probes/--holdout/--corpus or --config");
        // Loaded on demand: YAML and zod add start-up time to every flags-only scan.
        const [{ loadConfig }, { optionsFromSection }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(815), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 8692)), Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 1079))]);
        const cfg = await loadConfig(values.config, io.cwd);
        if (!cfg.config.leakage)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("the config has no leakage: section", { file: cfg.file });
        const o = optionsFromSection(cfg.config.leakage, cfg.dir);
        sources = { cwd: o.cwd, probeSets: [...o.probeSets], corpora: [...o.corpora] };
        fromConfig = {
            ...(o.threshold !== undefined ? { threshold: o.threshold } : {}),
            ...(o.containment !== undefined ? { containment: o.containment } : {}),
            ...(o.minContainmentShingles !== undefined ? { minContainmentShingles: o.minContainmentShingles } : {}),
            ...(o.shingleWidth !== undefined ? { shingleWidth: o.shingleWidth } : {}),
            ...(o.ngram13 ? { ngram13: true } : {}),
        };
    }
    const report = await (0,_leakage_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .scanLeakage */ .E)({
        ...sources,
        ...fromConfig,
        ...(values.threshold !== undefined ? { threshold: values.threshold } : {}),
        ...(containment !== undefined ? { containment } : {}),
        ...(minShingles !== undefined ? { minContainmentShingles: minShingles } : {}),
        ...(width !== undefined ? { shingleWidth: width } : {}),
        ...(values.ngram13 ? { ngram13: true } : {}),
        ...(values["changed-since"] !== undefined ? { changedSince: values["changed-since"] } : {}),
        ...(shard ? { shard } : {}),
        ...(workers !== undefined ? { workers } : {}),
    });
    await writeOutputs(report, { json: values.json, sarif: values.sarif }, io, sources.cwd);
    if (!values.quiet || report.findings.length)
        io.stdout((0,_leakage_render_js__WEBPACK_IMPORTED_MODULE_6__/* .renderTable */ .bo)(report, limit));
    return (0,_leakage_report_js__WEBPACK_IMPORTED_MODULE_7__/* .exitCodeFor */ .R)(report);
}
async function writeOutputs(report, paths, io, 
/** What the report's file names are relative to (the config file's directory with --config). */
inputsBase = io.cwd) {
    // A report written over a probe set would destroy the holdout it protects; refuse before writing.
    const inputs = new Set([...report.probeSets.flatMap((ps) => ps.files.map((f) => f.file)), ...report.corpora.map((c) => c.file)].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(inputsBase, f)));
    for (const [flag, path] of [["--json", paths.json], ["--sarif", paths.sarif]]) {
        if (path !== undefined && inputs.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path)))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${flag} ${path} is one of the scan's input files; choose another path`);
    }
    if (paths.json !== undefined && paths.sarif !== undefined && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, paths.json) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, paths.sarif)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--json and --sarif name the same file");
    }
    const write = async (flag, path, body) => {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path), JSON.stringify(body, null, 2) + "\n");
        }
        catch (e) {
            const code = e.code;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot write ${flag} ${path} (${typeof code === "string" ? code : "I/O error"})`);
        }
    };
    if (paths.json !== undefined)
        await write("--json", paths.json, report);
    if (paths.sarif !== undefined)
        await write("--sarif", paths.sarif, (0,_leakage_render_js__WEBPACK_IMPORTED_MODULE_6__/* .renderSarif */ .WH)(report, { toolVersion: _main_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x }));
}


/***/ }),

/***/ 3306:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/leakage/report.js
var report = __webpack_require__(5515);
;// CONCATENATED MODULE: ./build/lib/leakage/merge.js


/**
 * Combines the reports of `--shard i/N` runs of one scan. Every shard must be present exactly
 * once and all must share the fingerprint (same settings, probe files and corpus files); a
 * partial merge would report "nothing found" for lines nobody scanned.
 */
function mergeReports(reports) {
    const first = reports[0];
    if (!first)
        throw new errors/* InputError */.dz("merge needs at least one report");
    const count = first.report.settings.shard?.count ?? 1;
    const seen = new Map();
    for (const { report, file } of reports) {
        if (report.kind !== "contamgate.leakage" || report.version !== 1) {
            throw new errors/* InputError */.dz("not a contamgate leakage report (version 1)", { file });
        }
        if (report.fingerprint !== first.report.fingerprint) {
            throw new errors/* InputError */.dz(`was made by a different scan than ${first.file} (settings or inputs differ)`, { file });
        }
        const idx = report.settings.shard?.index ?? 1;
        const prev = seen.get(idx);
        if (prev !== undefined)
            throw new errors/* InputError */.dz(`shard ${idx}/${count} given twice (also ${prev})`, { file });
        seen.set(idx, file);
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length)
        throw new errors/* InputError */.dz(`shards missing: ${missing.map((i) => `${i}/${count}`).join(", ")}`);
    const all = reports.map((r) => r.report);
    const findings = all.flatMap((r) => r.findings).sort(report/* compareFindings */.E);
    const corpora = first.report.corpora.map((c, i) => ({
        ...c,
        records: all.reduce((a, r) => a + (r.corpora[i]?.records ?? 0), 0),
        skipped: all.reduce((a, r) => a + (r.corpora[i]?.skipped ?? 0), 0),
    }));
    const sum = (k) => all.reduce((a, r) => a + r.stats[k], 0);
    return {
        ...first.report,
        settings: { ...first.report.settings, shard: null },
        corpora,
        findings,
        stats: {
            ...first.report.stats,
            corpusRecords: sum("corpusRecords"),
            slowRecords: sum("slowRecords"),
            candidates: sum("candidates"),
            findings: findings.length,
            holdoutFindings: findings.filter((f) => f.probe.holdout).length,
            seconds: Math.max(...all.map((r) => r.stats.seconds)),
            shardsMerged: [...seen.keys()].sort((a, b) => a - b),
        },
    };
}

// EXTERNAL MODULE: ./build/lib/leakage/render.js
var render = __webpack_require__(6949);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/leakage.js
var leakage = __webpack_require__(823);
;// CONCATENATED MODULE: ./build/lib/cli/merge.js








/** `contamgate merge a.json b.json …`: combine `leakage --shard i/N --json` reports (exit 1 if any finding). */
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,args/* parseFlags */.b)(argv, { json: { type: "string" }, sarif: { type: "string" }, limit: { type: "string" }, help: { type: "boolean", short: "h" } }, true);
    if (values.help) {
        io.stdout("usage: contamgate merge SHARD.json ... [--json PATH] [--sarif PATH] [--limit N]\n\n" +
            "Combines the --json reports of `contamgate leakage --shard i/N` runs of one scan (every shard\n" +
            "exactly once) into one report; exit 1 when any shard found something, 4 on a missing,\n" +
            "repeated or foreign shard.\n");
        return 0;
    }
    if (positionals.length === 0)
        throw new errors/* InputError */.dz("merge needs the shard reports: contamgate merge shard-*.json");
    const limit = (0,args/* numberFlag */.C)("limit", values.limit, { min: 0, integer: true, range: "a non-negative integer" }) ?? 50;
    const reports = [];
    for (const file of positionals) {
        let body;
        try {
            body = await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), "utf8");
        }
        catch (e) {
            const code = e.code;
            throw new errors/* InputError */.dz(code === "ENOENT" ? "file not found" : "cannot read", { file });
        }
        let report;
        try {
            report = JSON.parse(body);
        }
        catch {
            throw new errors/* InputError */.dz("invalid JSON", { file });
        }
        if (typeof report !== "object" || report === null || !Array.isArray(report.findings) || typeof report.settings !== "object") {
            throw new errors/* InputError */.dz("not a contamgate leakage report", { file });
        }
        reports.push({ report, file });
    }
    const merged = mergeReports(reports);
    await (0,leakage.writeOutputs)(merged, { json: values.json, sarif: values.sarif }, io);
    io.stdout((0,render/* renderTable */.bo)(merged, limit));
    return (0,report/* exitCodeFor */.R)(merged);
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

/***/ 6949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WH: () => (/* binding */ renderSarif),
/* harmony export */   bo: () => (/* binding */ renderTable)
/* harmony export */ });
/* unused harmony export renderSummaryLine */
const pct = (x) => x.toFixed(3);
function probeLabel(f) {
    const where = `${f.probe.file}:${f.probe.line}${f.probe.index !== undefined ? `[${f.probe.index}]` : ""}`;
    return f.probe.id !== undefined ? `${where} (id ${f.probe.id})` : where;
}
function corpusLabel(f) {
    return `${f.corpus.file}:${f.corpus.line}${f.corpus.index !== undefined ? `[${f.corpus.index}]` : ""}`;
}
/** A relative URI reference: encodeURI leaves '#' and '?', which would start a fragment or query. */
function fileUri(file) {
    return encodeURI(file).replace(/[#?]/g, (c) => encodeURIComponent(c));
}
function renderSummaryLine(r) {
    const s = r.stats;
    const scope = [
        r.settings.changedSince !== null ? `lines added since ${r.settings.changedSince}` : null,
        r.settings.shard ? `shard ${r.settings.shard.index}/${r.settings.shard.count}` : null,
        s.shardsMerged ? `${s.shardsMerged.length} shards merged` : null,
    ].filter((x) => x !== null);
    return (`leakage: ${s.findings} finding${s.findings === 1 ? "" : "s"} (${s.holdoutFindings} holdout) in ` +
        `${s.corpusRecords.toLocaleString("en-US")} corpus records of ${s.corpusFiles} file${s.corpusFiles === 1 ? "" : "s"}` +
        ` against ${s.probes.toLocaleString("en-US")} probes` +
        (scope.length ? ` [${scope.join(", ")}]` : "") +
        ` — Jaccard ≥ ${r.settings.threshold}` +
        (r.settings.containment !== null
            ? `, containment ≥ ${r.settings.containment} (probes of ≥ ${r.settings.minContainmentShingles} shingles)`
            : "") +
        (r.settings.ngram13 ? ", word 13-grams" : ""));
}
/** A fixed-width table of at most `limit` findings (worst first by the order given), then a summary. */
function renderTable(r, limit = 50) {
    const rows = r.findings.slice(0, limit).map((f) => [
        corpusLabel(f),
        f.probe.holdout ? `${f.probe.set} (holdout)` : f.probe.set,
        probeLabel(f),
        pct(f.jaccard),
        pct(f.containment),
        f.rules.join("+"),
    ]);
    const head = ["corpus", "probe set", "probe", "jaccard", "contain", "rules"];
    const lines = [];
    if (rows.length) {
        const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
        const fmt = (row) => row.map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ").trimEnd();
        lines.push(fmt(head), fmt(widths.map((w) => "-".repeat(w))), ...rows.map(fmt));
        if (r.findings.length > limit)
            lines.push(`… and ${r.findings.length - limit} more (see --json)`);
        lines.push("");
    }
    lines.push(renderSummaryLine(r));
    return lines.join("\n") + "\n";
}
/** SARIF 2.1.0: one result per finding, located at the corpus file and line. */
function renderSarif(r, o) {
    const rules = [
        {
            id: "contamgate/leakage/holdout",
            name: "HoldoutLeak",
            shortDescription: { text: "A holdout question appears in a corpus" },
            fullDescription: {
                text: "A corpus line matches a holdout probe by character-shingle Jaccard, containment or word 13-grams after normalization. The text is not shown; open the probe file at the given line.",
            },
            defaultConfiguration: { level: "error" },
        },
        {
            id: "contamgate/leakage/probe",
            name: "ProbeLeak",
            shortDescription: { text: "A frozen probe appears in a corpus" },
            fullDescription: { text: "A corpus line matches a frozen probe after normalization." },
            defaultConfiguration: { level: "error" },
        },
    ];
    const results = r.findings.map((f) => ({
        ruleId: f.probe.holdout ? rules[0].id : rules[1].id,
        ruleIndex: f.probe.holdout ? 0 : 1,
        level: "error",
        message: {
            text: `Matches ${f.probe.holdout ? "holdout " : ""}probe ${probeLabel(f)} of set "${f.probe.set}" ` +
                `(Jaccard ${pct(f.jaccard)}, containment ${pct(f.containment)}; ${f.rules.join(", ")}).`,
        },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: fileUri(f.corpus.file), uriBaseId: "%SRCROOT%" },
                    region: { startLine: f.corpus.line },
                },
            },
        ],
        // Code scanning folds results with equal fingerprints into one alert: the corpus location is
        // part of it, or a probe pasted into two places would show as one.
        partialFingerprints: {
            "contamgate/probe/v1": `${f.probe.set}:${f.probe.file}:${f.probe.line}:${f.probe.index ?? ""}`,
            "contamgate/corpus/v1": `${f.corpus.file}:${f.corpus.line}:${f.corpus.index ?? ""}`,
        },
        properties: {
            probe: f.probe,
            jaccard: f.jaccard,
            containment: f.containment,
            shingles: f.shingles,
            rules: f.rules,
        },
    }));
    return {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "contamgate",
                        version: o.toolVersion,
                        informationUri: "https://github.com/contamgate/contamgate",
                        rules,
                    },
                },
                originalUriBaseIds: { "%SRCROOT%": { description: { text: "The working directory of the scan" } } },
                results,
            },
        ],
    };
}


/***/ })

};
