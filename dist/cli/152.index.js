export const id = 152;
export const ids = [152,527];
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
/* harmony import */ var _leakage_render_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6949);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9378);
/* harmony import */ var _leakage_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5515);
/* harmony import */ var _leakage_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4802);
/* harmony import */ var _leakage_sources_repo_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3671);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3876);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6480);
/* harmony import */ var _leakage_holdout_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5602);











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
  --changed-since REF              pull requests: lines added since a git ref against every probe,
                                   probes added or changed since it against every line
  --shard i/N                      a deterministic 1/N of the corpus lines; combine with merge
  --workers N                      worker threads (default: one thread)
  --json PATH  --sarif PATH        write the report as JSON / SARIF 2.1.0
  --limit N                        rows of the text table (default 50)  --quiet: no table when clean

exit: 0 nothing found, 1 findings, 4 invalid input
`;
/** `contamgate leakage`: scan corpora for copies of probe and holdout questions (exit 1 if any). */
async function leakageCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFlags */ .b)(argv, {
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
    if (values["id-field"] !== undefined && values.field !== undefined && (0,_leakage_holdout_id_js__WEBPACK_IMPORTED_MODULE_7__/* .sameField */ .L$)(values["id-field"], values.field)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--id-field "${values["id-field"]}" is the text field (--field); ids are printed with findings, so they would print the text — name a separate id field`, { field: "--id-field" });
    }
    // Each source remembers the flag it came from: an empty source or a field matching nothing
    // names the flag the user wrote.
    const flag = (name, value) => ({ kind: "flag", flag: name, value });
    const probeSource = (name) => (pattern) => ({
        pattern,
        origin: flag(name, pattern),
        ...(format ? { format } : {}),
        ...(values.field !== undefined ? { field: values.field, fieldOrigin: flag("--field", values.field) } : {}),
        ...(values["id-field"] !== undefined || values.field === undefined || !(0,_leakage_holdout_id_js__WEBPACK_IMPORTED_MODULE_7__/* .sameField */ .L$)("id", values.field)
            ? { idField: values["id-field"] ?? "id" }
            : {}),
        skipPrefixes: values["skip-prefix"] ?? [],
    });
    const probeSets = [];
    if (values.probes?.length)
        probeSets.push({ name: "probes", holdout: false, sources: values.probes.map(probeSource("--probes")) });
    if (values.holdout?.length)
        probeSets.push({ name: "holdout", holdout: true, sources: values.holdout.map(probeSource("--holdout")) });
    const corpusField = values["corpus-field"] !== undefined
        ? { field: values["corpus-field"], fieldOrigin: flag("--corpus-field", values["corpus-field"]) }
        : values.field !== undefined
            ? { field: values.field, fieldOrigin: flag("--field", values.field) }
            : {};
    const corpora = (values.corpus ?? []).map((pattern) => ({
        pattern,
        origin: flag("--corpus", pattern),
        ...(format ? { format } : {}),
        ...corpusField,
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
    const minShingles = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("min-containment-shingles", values["min-containment-shingles"], {
        min: 1,
        integer: true,
        range: "a positive integer",
    });
    const width = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("shingle-width", values["shingle-width"], {
        min: 1,
        max: 3,
        integer: true,
        range: "1, 2 or 3",
    });
    const limit = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("limit", values.limit, { min: 0, integer: true, range: "a non-negative integer" }) ?? 50;
    const workers = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFlag */ .C)("workers", values.workers, {
        min: 1,
        max: 64,
        integer: true,
        range: "an integer from 1 to 64",
    });
    // With --config the probe sets and corpora are the leakage: section's (paths relative to the
    // config's folder); flags may still set thresholds, PR mode and sharding.
    const root = await (0,_leakage_sources_repo_root_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryRoot */ .H)(io.cwd, io.env);
    let sources = { cwd: io.cwd, probeSets, corpora };
    let fromConfig = {};
    if (values.config !== undefined) {
        if (probeSets.length || corpora.length)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--config takes probe sets and corpora from its leakage: section; drop --probes/--holdout/--corpus or --config");
        // Loaded on demand: YAML and zod add start-up time to every flags-only scan.
        const [{ loadConfig }, { optionsFromSection }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(815), __webpack_require__.e(340)]).then(__webpack_require__.bind(__webpack_require__, 2340)),
            Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 1079)),
        ]);
        const cfg = await loadConfig(values.config, io.cwd);
        if (!cfg.config.leakage)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("the config has no leakage: section", { file: cfg.file });
        const o = optionsFromSection(cfg.config.leakage, cfg.dir, cfg, root);
        sources = {
            cwd: o.cwd,
            probeSets: o.probeSets,
            corpora: o.corpora,
            ...(o.configFile !== undefined ? { configFile: o.configFile } : {}),
        };
        fromConfig = {
            ...(o.threshold !== undefined ? { threshold: o.threshold } : {}),
            ...(o.containment !== undefined ? { containment: o.containment } : {}),
            ...(o.minContainmentShingles !== undefined ? { minContainmentShingles: o.minContainmentShingles } : {}),
            ...(o.shingleWidth !== undefined ? { shingleWidth: o.shingleWidth } : {}),
            ...(o.ngram13 ? { ngram13: true } : {}),
        };
    }
    const report = await (0,_leakage_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .scanLeakage */ .E)({
        ...sources,
        root,
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
    await writeOutputs(report, { json: values.json, sarif: values.sarif }, io, root);
    if (!values.quiet || report.findings.length)
        io.stdout((0,_leakage_render_js__WEBPACK_IMPORTED_MODULE_8__/* .renderTable */ .b)(report, limit));
    return (0,_leakage_report_js__WEBPACK_IMPORTED_MODULE_9__/* .exitCodeFor */ .R)(report);
}
async function writeOutputs(report, paths, io, 
/** What the report's file names are relative to (the repository root, sources/repo-root.ts). */
inputsBase) {
    // A report written over a probe set would destroy the holdout it protects; refuse before writing.
    const inputs = new Set([...report.probeSets.flatMap((ps) => ps.files.map((f) => f.file)), ...report.corpora.map((c) => c.file)].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(inputsBase, f)));
    for (const [flag, path] of [
        ["--json", paths.json],
        ["--sarif", paths.sarif],
    ]) {
        if (path !== undefined && inputs.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path)))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${flag} ${path} is one of the scan's input files; choose another path`);
    }
    if (paths.json !== undefined &&
        paths.sarif !== undefined &&
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, paths.json) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, paths.sarif)) {
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
        await write("--sarif", paths.sarif, (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .sarifLog */ .ec)(report.findings, _version_js__WEBPACK_IMPORTED_MODULE_10__/* .VERSION */ .x));
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
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./build/lib/leakage/report.js
var report = __webpack_require__(5515);
;// CONCATENATED MODULE: ./build/lib/leakage/merge.js



const count = schemas/* number */.aig().int().min(0);
const line = schemas/* number */.aig().int().min(1);
/** Everything merge and the renderers read of a shard report; extra fields are kept as they are. */
const shardSchema = schemas/* looseObject */._H3({
    kind: schemas/* literal */.euz("contamgate.leakage"),
    version: schemas/* literal */.euz(1),
    fingerprint: schemas/* string */.YjP(),
    settings: schemas/* looseObject */._H3({
        shard: schemas/* looseObject */._H3({ index: schemas/* number */.aig().int().min(1), count: schemas/* number */.aig().int().min(1) }).nullable(),
    }),
    probeSets: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), holdout: schemas/* boolean */.zMY(), probes: count })),
    corpora: schemas/* array */.YOg(schemas/* looseObject */._H3({ file: schemas/* string */.YjP(), records: count, skipped: count })),
    findings: schemas/* array */.YOg(schemas/* looseObject */._H3({
        probe: schemas/* looseObject */._H3({
            set: schemas/* string */.YjP(),
            file: schemas/* string */.YjP(),
            line,
            holdout: schemas/* boolean */.zMY(),
            id: schemas/* string */.YjP().optional(),
            index: count.optional(),
        }),
        corpus: schemas/* looseObject */._H3({ file: schemas/* string */.YjP(), line, index: count.optional() }),
        jaccard: schemas/* number */.aig().min(0).max(1),
        containment: schemas/* number */.aig().min(0).max(1),
        rules: schemas/* array */.YOg(schemas/* enum */.k5n(["jaccard", "containment", "ngram13"])),
    })),
    stats: schemas/* looseObject */._H3({ corpusRecords: count, slowRecords: count, candidates: count, seconds: schemas/* number */.aig().min(0) }),
});
/**
 * A parsed shard file → a report merge can trust, or an exit-4 error naming the file and the
 * first field that is wrong (a malformed shard was "internal error: Cannot read properties of
 * undefined").
 */
function checkShardReport(value, file) {
    if (typeof value !== "object" || value === null || value.kind !== "contamgate.leakage") {
        throw new errors/* InputError */.dz("not a contamgate leakage report", { file });
    }
    if (value.version !== 1)
        throw new errors/* InputError */.dz("not a contamgate leakage report (version 1)", { file });
    const r = shardSchema.safeParse(value);
    if (!r.success) {
        const issue = r.error.issues[0];
        throw new errors/* InputError */.dz(`malformed shard report: ${issue.message}`, {
            file,
            field: issue.path.map(String).join(".") || "(top level)",
        });
    }
    return value;
}
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
// EXTERNAL MODULE: ./build/lib/leakage/sources/repo-root.js
var repo_root = __webpack_require__(3671);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/leakage.js
var leakage = __webpack_require__(823);
;// CONCATENATED MODULE: ./build/lib/cli/merge.js











/** `contamgate merge a.json b.json …`: combine `leakage --shard i/N --json` reports (exit 1 if any finding). */
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,args/* parseFlags */.b)(argv, {
        json: { type: "string" },
        sarif: { type: "string" },
        limit: { type: "string" },
        help: { type: "boolean", short: "h" },
    }, true);
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
        const { real } = await (0,checked_file/* checkInputFile */.xR)((0,external_node_path_.resolve)(io.cwd, file), {
            display: file,
            maxBytes: limits/* MAX_PROBE_FILE_BYTES */.HG,
            what: "shard report",
            workspace: io.cwd,
            missing: "file not found",
        });
        let body;
        try {
            body = await (0,promises_.readFile)(real, "utf8");
        }
        catch (e) {
            const code = e.code;
            throw new errors/* InputError */.dz(code === "ENOENT" ? "file not found" : "cannot read", { file });
        }
        let parsed;
        try {
            parsed = JSON.parse(body);
        }
        catch {
            throw new errors/* InputError */.dz("invalid JSON", { file });
        }
        reports.push({ report: checkShardReport(parsed, file), file });
    }
    const merged = mergeReports(reports);
    await (0,leakage.writeOutputs)(merged, { json: values.json, sarif: values.sarif }, io, await (0,repo_root/* repositoryRoot */.H)(io.cwd, io.env));
    io.stdout((0,render/* renderTable */.b)(merged, limit));
    return (0,report/* exitCodeFor */.R)(merged);
}


/***/ }),

/***/ 6949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ renderTable)
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
function changedScopeText(ref, c) {
    if (c?.configChanged)
        return `the config changed since ${ref}: every line against every probe`;
    const fresh = c?.freshProbes ?? 0;
    return fresh > 0
        ? `lines added since ${ref} against every probe; ${fresh.toLocaleString("en-US")} probe${fresh === 1 ? "" : "s"} new or changed since then against every line`
        : `lines added since ${ref}`;
}
function renderSummaryLine(r) {
    const s = r.stats;
    const scope = [
        r.settings.changedSince !== null ? changedScopeText(r.settings.changedSince, s.changedScope) : null,
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
    const rows = r.findings
        .slice(0, limit)
        .map((f) => [
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
        const fmt = (row) => row
            .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
            .join("  ")
            .trimEnd();
        lines.push(fmt(head), fmt(widths.map((w) => "-".repeat(w))), ...rows.map(fmt));
        if (r.findings.length > limit)
            lines.push(`… and ${r.findings.length - limit} more (see --json)`);
        lines.push("");
    }
    lines.push(renderSummaryLine(r));
    return lines.join("\n") + "\n";
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


/***/ })

};
