export const id = 737;
export const ids = [737];
export const modules = {

/***/ 9163:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LEAKAGE_FLAGS: () => (/* binding */ LEAKAGE_FLAGS),
  leakageCommand: () => (/* binding */ leakageCommand),
  reportOutputs: () => (/* binding */ reportOutputs),
  scanInputs: () => (/* binding */ scanInputs),
  writeOutputs: () => (/* binding */ writeOutputs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/leakage/render.js
var render = __webpack_require__(6949);
// EXTERNAL MODULE: ./build/lib/report/sarif.js
var sarif = __webpack_require__(9378);
// EXTERNAL MODULE: ./build/lib/leakage/report.js
var leakage_report = __webpack_require__(5515);
// EXTERNAL MODULE: ./build/lib/leakage/scan.js + 20 modules
var scan = __webpack_require__(1480);
// EXTERNAL MODULE: ./build/lib/text/json-chunks.js
var json_chunks = __webpack_require__(1365);
// EXTERNAL MODULE: ./build/lib/leakage/sources/repo-root.js
var repo_root = __webpack_require__(3671);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/progress.js
var cli_progress = __webpack_require__(5706);
// EXTERNAL MODULE: ./build/lib/version.js
var version = __webpack_require__(6480);
// EXTERNAL MODULE: ./build/lib/leakage/holdout-id.js
var holdout_id = __webpack_require__(5602);
// EXTERNAL MODULE: ./build/lib/leakage/partition.js
var leakage_partition = __webpack_require__(8707);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./build/lib/leakage/sources/read-records.js + 1 modules
var read_records = __webpack_require__(3448);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/dolma-attributes.js
/**
 * Dolma attribute files (`--dolma-attributes NAME`): for each documents file a scan read, a file of
 * the same name under `attributes/NAME/` in place of the path's `documents/` component, holding
 * one row per document, in order, as Dolma's taggers write them (allenai/dolma
 * python/dolma/core/runtime.py `_write_sample_to_streams`, `_make_paths_from_substitution`;
 * docs/data-format.md "Attributes Format"):
 *   {"id": <the document's id>, "attributes": {"contamgate__leak": [[0, <length>, <score>]]}, "source": <its source>}
 * with `[]` for a clean document, so a mixer filter such as `$.attributes[?(@.contamgate__leak &&
 * @.contamgate__leak[0] && @.contamgate__leak[0][2] >= 0.8)]` drops the leaked documents. The span
 * is the whole document (offsets in code points, as Python indexes the text); the score is the
 * strongest finding's max(Jaccard, containment), rounded to 5 digits as Dolma rounds scores. No
 * text is written, only ids, offsets and scores (docs/leakage-at-scale.md "Dolma attributes").
 */








const DOLMA_KEY = "contamgate__leak";
/** Where a documents file's attributes go: its first `documents` component → `attributes/NAME`. */
function attributesPath(display, name) {
    const parts = display.split("/");
    const at = parts.indexOf("documents");
    if (at < 0 || at === parts.length - 1)
        return null;
    return [...parts.slice(0, at), "attributes", name, ...parts.slice(at + 1)].join("/");
}
/** The score of one document: the strongest finding on its line, as Dolma rounds (5 digits). */
function score(fs) {
    let best = 0;
    for (const f of fs)
        best = Math.max(best, f.jaccard, f.containment);
    return Math.round(best * 1e5) / 1e5;
}
function codePoints(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length)
            n++;
        else {
            const d = s.charCodeAt(i + 1);
            n++;
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return n;
}
/**
 * Writes the attribute file of every corpus file of the report. Each must be Dolma documents:
 * JSONL (optionally gzipped) under a `documents/` folder, every line a document with `id` and
 * `text`. `root`: what the report's paths are relative to.
 */
async function writeDolmaAttributes(report, root, name, inputs) {
    const plan = [];
    const byFile = new Map();
    for (const f of report.findings) {
        const lines = byFile.get(f.corpus.file) ?? new Map();
        const at = lines.get(f.corpus.line) ?? [];
        at.push(f);
        lines.set(f.corpus.line, at);
        byFile.set(f.corpus.file, lines);
    }
    const seen = new Set();
    for (const c of report.corpora) {
        if (seen.has(c.file))
            continue; // one file read under two fields: one attributes file
        seen.add(c.file);
        if (c.format !== "jsonl" && c.format !== "jsonl+gzip") {
            throw new errors/* InputError */.dz(`--dolma-attributes: Dolma documents are JSONL (optionally .gz); this corpus is ${c.format}`, { file: c.file });
        }
        const out = attributesPath(c.file, name);
        if (out === null) {
            throw new errors/* InputError */.dz(`--dolma-attributes: a Dolma documents file lies under a documents/ folder (its attributes go to attributes/${name}/ beside it)`, { file: c.file });
        }
        const src = {
            path: (0,external_node_path_.resolve)(root, c.file),
            display: c.file,
            format: "jsonl",
            compression: c.format === "jsonl+gzip" ? "gzip" : "none",
            stdin: null,
            skipPrefixes: [],
        };
        // A committed link (attributes/NAME, or a file in it) must not carry the write out of the checkout.
        plan.push({
            src,
            out: (0,output_file/* outputPath */.XC)(out, { cwd: root, workspace: root, field: "--dolma-attributes" }),
            sha256: c.sha256,
        });
    }
    // Every target checked before the first is written: no half-written set of attributes.
    await (0,output_file/* preflightOutputs */.K5)(plan.map((p) => p.out), inputs);
    for (const p of plan)
        await writeOne(p.src, p.out, p.sha256, byFile.get(p.src.display) ?? new Map());
    return plan.map((p) => p.out.display);
}
async function writeOne(src, out, sha256, findings) {
    const target = await (0,output_file/* openOutput */.c1)(out);
    // The stream closes the handle when it finishes; commit() then only renames.
    const file = target.handle.createWriteStream();
    const gzip = src.compression === "gzip" ? (0,external_node_zlib_.createGzip)() : null;
    if (gzip) {
        gzip.pipe(file);
        // pipe() does not pass a write error back: without this a full disk would leave gzip waiting.
        file.once("error", (e) => gzip.destroy(e));
    }
    const sink = gzip ?? file;
    // Listening from the start: a write error (a full disk) is caught here, never unhandled.
    const wrote = (0,promises_.finished)(file).then(() => null, (e) => e);
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const stats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    let line = 0;
    let carry = [];
    let failed;
    const row = async (raw) => {
        line++;
        if (line === 1 && raw.charCodeAt(0) === 0xfeff)
            raw = raw.slice(1);
        let doc;
        try {
            doc = JSON.parse(raw);
        }
        catch {
            throw new errors/* InputError */.dz("invalid JSON (a Dolma document per line; attributes line up row by row)", {
                file: src.display,
                line,
            });
        }
        const d = doc;
        if (typeof d?.text !== "string")
            throw new errors/* InputError */.dz("a Dolma document needs a text string", { file: src.display, line, field: "text" });
        if (typeof d.id !== "string" && typeof d.id !== "number")
            throw new errors/* InputError */.dz("a Dolma document needs an id", { file: src.display, line, field: "id" });
        const fs = findings.get(line);
        const spans = fs ? [[0, codePoints(d.text), score(fs)]] : [];
        const body = `${JSON.stringify({ id: d.id, attributes: { [DOLMA_KEY]: spans }, source: typeof d.source === "string" ? d.source : null })}\n`;
        // once() rejects when the stream errors instead (a full disk), so a failed write never hangs.
        if (!sink.write(body))
            await (0,external_node_events_.once)(sink, "drain");
    };
    try {
        for await (const chunk of (0,read_records/* openChunks */.Fz)(src, hash, stats, false)) {
            let s = 0;
            for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, s)) {
                const piece = chunk.subarray(s, nl);
                const whole = carry.length ? Buffer.concat([...carry, piece]) : piece;
                carry = [];
                await row(whole.toString("utf8").replace(/\r$/, ""));
                s = nl + 1;
            }
            if (s < chunk.length)
                carry.push(chunk.subarray(s));
        }
        if (carry.length)
            await row(Buffer.concat(carry).toString("utf8").replace(/\r$/, ""));
        // The documents must be the ones scanned: a file changed since would misalign every row.
        if (hash.digest("hex") !== sha256)
            throw new errors/* InputError */.dz("changed between the scan and writing its attributes; scan again", { file: src.display });
    }
    catch (e) {
        failed = e;
    }
    // Ended, not destroyed: a destroyed file stream whose last write is still in flight throws.
    sink.end();
    const writeError = await wrote;
    if (failed !== undefined || writeError !== null) {
        await target.abort();
        if (failed instanceof errors/* InputError */.dz)
            throw failed;
        const e = (writeError ?? failed);
        if (typeof e?.code !== "string")
            throw e;
        throw (0,output_file/* outputError */.cw)(out, "cannot write", e);
    }
    await target.commit();
}

;// CONCATENATED MODULE: ./build/lib/cli/leakage.js
















const FORMATS = new Set(["text", "jsonl", "csv", "tsv", "parquet"]);
const LEAKAGE_HELP = `usage: contamgate leakage (--probes GLOB | --holdout GLOB)... --corpus GLOB... [flags]
       contamgate leakage --config contamgate.yml [flags]

Finds probe and holdout questions copied into corpora: exact Jaccard and containment over
character shingles after normalization (docs/leakage.md). Holdout text is never printed: findings
name files and lines only.

  --probes GLOB / --holdout GLOB   probe sets (repeatable); holdout sets are never printed
  --corpus GLOB                    corpora, streamed (repeatable); .gz and .zst are read through
                                   (one of --probes/--holdout/--corpus may be -: standard input)
  --stdin-format FORMAT            what - holds: text, jsonl, csv or tsv, with +gzip or +zstd
                                   when compressed (jsonl+zstd); required with -
  --config PATH                    probe sets and corpora from the leakage: section instead
  --format text|jsonl|csv|tsv|parquet   default: from the extension
  --field NAME                     JSONL field path (question, paraphrases[]), CSV/TSV or
                                   Parquet column (a struct column's path as in JSONL: meta.text)
  --corpus-field NAME              the corpora's field when it differs from --field
  --id-field NAME                  probe id field (default id)
  --holdout-ids hashed|opaque      how --holdout ids are shown: sha256:<12 hex> (default), or as
                                   written when they carry nothing of the question (opaque)
  --skip-prefix P                  text lines starting with P are skipped (repeatable)
  --threshold 0.8                  Jaccard threshold
  --containment 0.8|off            containment of the probe in the corpus line
  --min-containment-shingles 20    probes shorter than this are judged by Jaccard only
  --shingle-width 3                shingle width in code points (1-3)
  --ngram13                        also the word 13-gram rule (English)
  --changed-since REF              pull requests: lines added since a git ref against every probe,
                                   probes added or changed since it against every line
  --shard i/N                      a deterministic 1/N of the corpus lines; combine with merge
  --partition i/N                  whole corpus files: partition i of N reads only its own files;
                                   the report lists every file (a manifest); combine with merge
  --partition-by hash|size         hash of the path (default) or size-balanced (greedy)
  --workers N                      up to N worker threads, used only while they scan faster than
                                   one thread, as measured on the corpus (default: the CPUs, at
                                   most 4, tried only on a large corpus while a core is spare,
                                   never costing more than one thread; 1: one thread)
  --map                            streaming mapper: corpus records on standard input (one per
                                   line; --stdin-format text, jsonl or records, default text),
                                   findings as JSON lines on standard output; exit 0 unless the
                                   input is invalid (for Spark pipe, Hadoop streaming, parallel)
  --map-source NAME                the file name findings of text/jsonl input carry (default -)
  --dolma-attributes NAME          Dolma documents (JSONL under documents/, --corpus-field text):
                                   write attributes/NAME/<same path>, one row per document with
                                   contamgate__leak [[0, length, score]] where it leaks, else []
  --json PATH  --sarif PATH        write the report as JSON / SARIF 2.1.0 (--json - prints the JSON
                                   instead of the table)
  --limit N                        rows of the text table (default 50)
  --quiet                          no table when clean, no progress lines (otherwise on stderr while
                                   the corpora are read: records, bytes, rate, ETA; every 10 s in CI)

exit: 0 nothing found, 1 findings, 4 invalid input
`;
const LEAKAGE_FLAGS = {
    config: { type: "string" },
    probes: { type: "string", multiple: true },
    holdout: { type: "string", multiple: true },
    corpus: { type: "string", multiple: true },
    field: { type: "string" },
    "corpus-field": { type: "string" },
    "id-field": { type: "string" },
    "holdout-ids": { type: "string" },
    format: { type: "string" },
    "stdin-format": { type: "string" },
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
    partition: { type: "string" },
    "partition-by": { type: "string" },
    limit: { type: "string" },
    workers: { type: "string" },
    quiet: { type: "boolean" },
    map: { type: "boolean" },
    "dolma-attributes": { type: "string" },
    "map-source": { type: "string" },
    help: { type: "boolean", short: "h" },
};
/** `contamgate leakage`: scan corpora for copies of probe and holdout questions (exit 1 if any). */
async function leakageCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, LEAKAGE_FLAGS, false, LEAKAGE_HELP);
    if (values.help) {
        io.stdout(LEAKAGE_HELP);
        return 0;
    }
    checkModeFlags(values);
    const stdin = stdinSpec(values, io);
    checkIdFlags(values);
    const format = values.format;
    const probeSets = flagProbeSets(values, format, stdin);
    const corpora = flagCorpora(values, format, stdin);
    const tuning = tuningFlags(values);
    // With --config the probe sets and corpora are the leakage: section's (paths relative to the
    // config's folder); flags may still set thresholds, PR mode and sharding.
    const root = await (0,repo_root/* repositoryRoot */.H)(io.cwd, io.env);
    // Checked (and missing folders created) before the scan: a long scan must not end on ENOENT.
    const outputs = reportOutputs({ json: values.json, sarif: values.sarif }, io, root);
    await (0,output_file/* preflightOutputs */.K5)([outputs.json, outputs.sarif]);
    const { sources, fromConfig } = values.config !== undefined
        ? await configSources(values.config, io, root, probeSets, corpora)
        : { sources: { cwd: io.cwd, probeSets, corpora }, fromConfig: {} };
    // --map writes findings to stdout for an engine that runs many mappers: no progress there either.
    const progress = values.quiet || values.map ? null : (0,cli_progress/* progressLines */.L)(io, "progress");
    const report = await (0,scan/* scan */.S)({
        ...sources,
        root,
        ...fromConfig,
        from: { ...fromConfig.from, ...flagOrigins(values) },
        ...(values.threshold !== undefined ? { threshold: values.threshold } : {}),
        ...(tuning.containment !== undefined ? { containment: tuning.containment } : {}),
        ...(tuning.minShingles !== undefined ? { minContainmentShingles: tuning.minShingles } : {}),
        ...(tuning.width !== undefined ? { shingleWidth: tuning.width } : {}),
        ...(values.ngram13 ? { ngram13: true } : {}),
        ...(values["changed-since"] !== undefined ? { changedSince: values["changed-since"] } : {}),
        ...(tuning.shard ? { shard: tuning.shard } : {}),
        ...(tuning.partition ? { partition: tuning.partition } : {}),
        // Unset: the scan's default (RANGES.leakageWorkers), the same as check's, the action's and the library's.
        ...(tuning.workers !== undefined ? { workers: tuning.workers } : {}),
        ...(progress ? { progress: progress.sink } : {}),
    }).finally(() => progress?.end());
    return finishLeakage(report, values, outputs, io, root, tuning.limit);
}
/** --format, --map and --dolma-attributes: values and the combinations they refuse. */
function checkModeFlags(values) {
    if (values.format !== undefined && !FORMATS.has(values.format)) {
        throw new errors/* InputError */.dz(`--format must be text, jsonl, csv, tsv or parquet (got "${values.format}")`);
    }
    if (values.map) {
        for (const [f, v] of [
            ["--corpus", values.corpus?.length ? values.corpus : undefined],
            ["--config", values.config],
            ["--sarif", values.sarif],
            ["--partition", values.partition],
            ["--json -", values.json === "-" ? "-" : undefined],
        ]) {
            if (v !== undefined)
                throw new errors/* InputError */.dz(`--map reads the corpus from standard input: drop ${f}`);
        }
    }
    else if (values["map-source"] !== undefined)
        throw new errors/* InputError */.dz("--map-source needs --map");
    const dolma = values["dolma-attributes"];
    if (dolma !== undefined) {
        if (!/^[A-Za-z0-9_.-]+$/.test(dolma) || dolma === "." || dolma === "..")
            throw new errors/* InputError */.dz(`--dolma-attributes must be a folder name: letters, digits, _ . - (got "${dolma}")`);
        const field = values["corpus-field"] ?? values.field;
        if (values.map || values.config !== undefined)
            throw new errors/* InputError */.dz("--dolma-attributes writes beside corpus files named by --corpus: drop --map/--config");
        if (field !== "text")
            throw new errors/* InputError */.dz(`--dolma-attributes: Dolma documents keep their text in "text"; scan them with --corpus-field text (got ${field === undefined ? "none" : `"${field}"`})`);
    }
}
/** --id-field and --holdout-ids: an id must not be the printed text, and how holdout ids show. */
function checkIdFlags(values) {
    if (values["id-field"] !== undefined && values.field !== undefined && (0,holdout_id/* sameField */.L$)(values["id-field"], values.field)) {
        throw new errors/* InputError */.dz(`--id-field "${values["id-field"]}" is the text field (--field); ids are printed with findings, so they would print the text — name a separate id field`, { field: "--id-field" });
    }
    const holdoutIds = values["holdout-ids"];
    if (holdoutIds !== undefined) {
        if (holdoutIds !== "hashed" && holdoutIds !== "opaque")
            throw new errors/* InputError */.dz(`--holdout-ids must be hashed or opaque (got "${holdoutIds}")`, { field: "--holdout-ids" });
        if (!values.holdout?.length)
            throw new errors/* InputError */.dz("--holdout-ids says how --holdout ids are shown: give --holdout (with --config, set ids: opaque on the probe set)", { field: "--holdout-ids" });
    }
}
// Each source remembers the flag it came from: an empty source or a field matching nothing
// names the flag the user wrote.
const flagOrigin = (name, value) => ({ kind: "flag", flag: name, value });
/** The probe sets --probes and --holdout name. */
function flagProbeSets(values, format, stdin) {
    const probeSource = (name) => (pattern) => ({
        pattern,
        origin: flagOrigin(name, pattern),
        ...(format ? { format } : {}),
        ...(pattern === "-" ? { stdin: stdin() } : {}),
        ...(values.field !== undefined ? { field: values.field, fieldOrigin: flagOrigin("--field", values.field) } : {}),
        ...(values["id-field"] !== undefined || values.field === undefined || !(0,holdout_id/* sameField */.L$)("id", values.field)
            ? { idField: values["id-field"] ?? "id" }
            : {}),
        skipPrefixes: values["skip-prefix"] ?? [],
    });
    const probeSets = [];
    if (values.probes?.length)
        probeSets.push({ name: "probes", holdout: false, sources: values.probes.map(probeSource("--probes")) });
    if (values.holdout?.length)
        probeSets.push({
            name: "holdout",
            holdout: true,
            ...(values["holdout-ids"] === "opaque" ? { opaqueIds: true } : {}),
            sources: values.holdout.map(probeSource("--holdout")),
        });
    return probeSets;
}
/** The corpora --corpus names, or standard input under --map. */
function flagCorpora(values, format, stdin) {
    const corpusField = values["corpus-field"] !== undefined
        ? { field: values["corpus-field"], fieldOrigin: flagOrigin("--corpus-field", values["corpus-field"]) }
        : values.field !== undefined
            ? { field: values.field, fieldOrigin: flagOrigin("--field", values.field) }
            : {};
    return (values.map ? ["-"] : (values.corpus ?? [])).map((pattern) => ({
        pattern,
        origin: flagOrigin(values.map ? "--map" : "--corpus", pattern),
        ...(format ? { format } : {}),
        ...(pattern === "-" ? { stdin: stdin() } : {}),
        // A mapper's split may be empty (Spark hands empty partitions to pipe too).
        ...(values.map ? { allowEmpty: true } : {}),
        ...corpusField,
        skipPrefixes: values["skip-prefix"] ?? [],
    }));
}
/** --shard, --partition, the thresholds, --limit and --workers, parsed and range-checked. */
function tuningFlags(values) {
    let shard;
    if (values.shard !== undefined) {
        const m = /^(\d+)\/(\d+)$/.exec(values.shard);
        const index = Number(m?.[1]);
        const count = Number(m?.[2]);
        if (!m || count < 1 || index < 1 || index > count)
            throw new errors/* InputError */.dz(`--shard must be i/N with 1 ≤ i ≤ N (got "${values.shard}")`);
        shard = { index, count };
    }
    if (values["partition-by"] !== undefined && values.partition === undefined)
        throw new errors/* InputError */.dz("--partition-by needs --partition i/N");
    const partition = values.partition !== undefined ? (0,leakage_partition/* parsePartition */.C7)(values.partition, values["partition-by"]) : undefined;
    const containment = values.containment === "off" ? null : values.containment;
    const minShingles = (0,args/* rangedFlag */.oH)(values["min-containment-shingles"], "min-containment-shingles", "minContainmentShingles");
    const width = (0,args/* rangedFlag */.oH)(values["shingle-width"], "shingle-width", "shingleWidth");
    const limit = (0,args/* rangedFlag */.oH)(values.limit, "limit", "limit") ?? ranges/* RANGES */.$M.limit.default;
    const workers = (0,args/* rangedFlag */.oH)(values.workers, "workers", "leakageWorkers");
    return { shard, partition, containment, minShingles, width, limit, workers };
}
/** --config: the probe sets, corpora and options of the config's leakage: section. */
async function configSources(configPath, io, root, probeSets, corpora) {
    if (probeSets.length || corpora.length)
        throw new errors/* InputError */.dz("--config takes probe sets and corpora from its leakage: section; drop --probes/--holdout/--corpus or --config");
    // Loaded on demand: YAML and zod add start-up time to every flags-only scan.
    const [{ loadConfig }, { optionsFromSection }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(33), __webpack_require__.e(815), __webpack_require__.e(274)]).then(__webpack_require__.bind(__webpack_require__, 5274)),
        Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(33), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 1079)),
    ]);
    const cfg = await loadConfig(configPath, io.cwd);
    if (!cfg.config.leakage)
        throw new errors/* InputError */.dz("the config has no leakage: section", { file: cfg.file });
    const o = optionsFromSection(cfg.config.leakage, cfg.dir, cfg, root);
    return {
        sources: {
            cwd: o.cwd,
            probeSets: o.probeSets,
            corpora: o.corpora,
            ...(o.configFile !== undefined ? { configFile: o.configFile } : {}),
        },
        fromConfig: {
            ...(o.threshold !== undefined ? { threshold: o.threshold } : {}),
            ...(o.containment !== undefined ? { containment: o.containment } : {}),
            ...(o.minContainmentShingles !== undefined ? { minContainmentShingles: o.minContainmentShingles } : {}),
            ...(o.shingleWidth !== undefined ? { shingleWidth: o.shingleWidth } : {}),
            ...(o.ngram13 ? { ngram13: true } : {}),
            ...(o.from ? { from: o.from } : {}),
        },
    };
}
/** A value given by flag is named by its flag; one from the config by its key and line. */
function flagOrigins(values) {
    return Object.fromEntries([
        ["threshold", "--threshold", values.threshold],
        ["containment", "--containment", values.containment],
        ["minContainmentShingles", "--min-containment-shingles", values["min-containment-shingles"]],
        ["shingleWidth", "--shingle-width", values["shingle-width"]],
        ["workers", "--workers", values.workers],
        ["shard", "--shard", values.shard],
    ]
        .filter(([, , v]) => v !== undefined)
        .map(([k, flag]) => [k, { kind: "flag", flag }]));
}
/** Writes the report files, the Dolma attributes and the table or mapper lines; the exit code. */
async function finishLeakage(report, values, outputs, io, root, limit) {
    await writeOutputs(report, outputs, io, root);
    const dolma = values["dolma-attributes"];
    if (dolma !== undefined) {
        const written = await writeDolmaAttributes(report, root, dolma, scanInputs(report, root));
        if (!values.quiet && !outputs.jsonToStdout)
            io.stdout(`dolma attributes: ${written.length} file${written.length === 1 ? "" : "s"} under attributes/${dolma}/\n`);
    }
    if (values.map) {
        // Findings are data here, not a verdict: an engine fails the task on a non-zero exit.
        writeLines(io, report.findings);
        return 0;
    }
    if (!outputs.jsonToStdout && (!values.quiet || report.findings.length))
        io.stdout((0,render/* renderTable */.bo)(report, limit));
    return (0,leakage_report/* exitCodeFor */.R)(report);
}
/**
 * `-` names standard input, read once: at most one source may be `-`, its format is stated
 * (--stdin-format; there is no extension), and modes that read a source twice are refused.
 * Returns the maker of the one stdin source, or null when no source is `-`.
 */
function stdinSpec(values, io) {
    const dashes = [
        ...["probes", "holdout", "corpus"].flatMap((k) => (values[k] ?? []).filter((v) => v === "-").map(() => `--${k}`)),
        ...(values.map ? ["--map"] : []),
    ];
    const sf = values["stdin-format"] ?? (values.map ? "text" : undefined);
    if (dashes.length === 0) {
        if (sf !== undefined)
            throw new errors/* InputError */.dz(`--stdin-format "${sf}": no source is - (standard input)`);
        return null;
    }
    if (dashes.length > 1)
        throw new errors/* InputError */.dz(`${dashes.join(" - and ")} -: standard input can be read only once; name one source -`);
    if (sf === undefined)
        throw new errors/* InputError */.dz(`${dashes[0]} - reads standard input, which has no extension: say what it holds with --stdin-format (text, jsonl, csv, tsv; +gzip or +zstd when compressed)`);
    const m = /^(text|jsonl|csv|tsv|records)(?:\+(gzip|zstd))?$/.exec(sf);
    if (m?.[1] === "records" && !values.map)
        throw new errors/* InputError */.dz(`--stdin-format records is the mapper's input: it needs --map`);
    if (!m) {
        throw new errors/* InputError */.dz(sf.startsWith("parquet")
            ? `--stdin-format "${sf}": Parquet cannot be read from standard input (its index is at the end of the file); name the file`
            : `--stdin-format must be text, jsonl, csv or tsv, optionally +gzip or +zstd (got "${sf}")`);
    }
    for (const [f, v] of [
        ["--shard", values.shard],
        ["--changed-since", values["changed-since"]],
        ["--partition", values.partition],
    ]) {
        if (v !== undefined)
            throw new errors/* InputError */.dz(`${f} reads some sources twice; standard input (-) can be read only once`);
    }
    const read = io.stdin;
    if (!read)
        throw new errors/* InputError */.dz(`${dashes[0]} -: standard input is not available here`);
    let opened = false;
    const open = () => {
        // The scan opens each source once; a second open would see an empty, drained pipe.
        if (opened)
            throw new errors/* InputError */.dz("standard input (-) can be read only once");
        opened = true;
        return read();
    };
    return () => ({
        open,
        ...(values["map-source"] !== undefined ? { name: values["map-source"] } : {}),
        format: m[1],
        compression: m[2] === "gzip" ? "gzip" : m[2] === "zstd" ? "zstd" : "none",
    });
}
/** `--json` / `--sarif` as output paths; inside the repository no link on the way is followed. */
function reportOutputs(paths, io, root) {
    const at = (field, p) => p === undefined ? {} : { [field.slice(2)]: (0,output_file/* outputPath */.XC)(p, { cwd: io.cwd, workspace: root, field }) };
    // `--json -`: the report on standard output in place of the table (src/cli/json-flag.ts).
    if (paths.json === "-")
        return { jsonToStdout: true, ...at("--sarif", paths.sarif) };
    return { ...at("--json", paths.json), ...at("--sarif", paths.sarif) };
}
/** Every file the scan read, which no output may replace. */
function scanInputs(report, inputsBase) {
    const files = [
        ...report.probeSets.flatMap((ps) => ps.files.map((f) => f.file)),
        ...report.corpora.map((c) => c.file),
    ];
    return files.map((f) => ({ what: `the scan's input ${f}`, path: (0,external_node_path_.resolve)(inputsBase, f) }));
}
async function writeOutputs(report, outputs, io, 
/** What the report's file names are relative to (the repository root, sources/repo-root.ts). */
inputsBase, 
/** Other files the command read (merge: the shard reports). */
more = []) {
    // A report written over a probe set would destroy the holdout it protects; refuse before writing.
    await (0,output_file/* preflightOutputs */.K5)([outputs.json, outputs.sarif], [...scanInputs(report, inputsBase), ...more]);
    // Streamed: a report of a million findings is larger than one string can be.
    const json = function* () {
        yield* (0,json_chunks/* jsonChunks */.V)(report);
        yield "\n";
    };
    if (outputs.json)
        await (0,output_file/* writeOutputChunks */.xb)(outputs.json, json());
    if (outputs.jsonToStdout)
        writeBatched(io, json());
    if (outputs.sarif)
        await (0,output_file/* writeOutputChunks */.xb)(outputs.sarif, (0,sarif/* sarifChunks */.gP)(report.findings, version/* VERSION */.x));
}
/** Standard output in pieces of about a MiB (one string per write, never the whole report). */
function writeBatched(io, chunks) {
    let batch = [];
    let size = 0;
    for (const c of chunks) {
        batch.push(c);
        size += c.length;
        if (size >= 1 << 20) {
            io.stdout(batch.join(""));
            batch = [];
            size = 0;
        }
    }
    if (batch.length)
        io.stdout(batch.join(""));
}
/** `--map`: one finding a line (NDJSON), for the engine that runs the mappers. */
function writeLines(io, findings) {
    writeBatched(io, (function* () {
        for (const f of findings)
            yield `${JSON.stringify(f)}\n`;
    })());
}


/***/ }),

/***/ 3991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l$: () => (/* binding */ checkRegularFile),
/* harmony export */   uD: () => (/* binding */ checkPlace),
/* harmony export */   xR: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* unused harmony export checkInsideWorkspace */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/**
 * The one gate every input file passes before it is opened (docs/reliability.md "Caps"): it must
 * be a regular file (a FIFO blocks forever, /dev/zero never ends), no larger than its cap, and a
 * path that lies inside the workspace must still lie inside it after its symlinks are resolved
 * (a pull request can commit a symlink to anywhere). A path the user wrote that is outside the
 * workspace to begin with is theirs to name.
 */





async function checkInputFile(path, c) {
    const real = await realPath(path, c);
    checkInsideWorkspace(path, real, c);
    return checkRegular(real, c);
}
/**
 * For readers that are handed a path already checked for its place (leakage sources are placed
 * by the source resolver): regular file, size cap.
 */
async function checkRegularFile(path, c) {
    return checkRegular(await realPath(path, c), c);
}
/** For a resolver that lists files (globs follow symlinked directories): the place check alone. */
async function checkPlace(path, c) {
    checkInsideWorkspace(path, await realPath(path, c), c);
}
/** Throws when `path` lies inside the workspace but its symlinks lead out of it. */
function checkInsideWorkspace(path, real, c) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(c.workspace, path);
    if (inside(abs, c.workspace) && !inside(real, realWorkspace(c.workspace))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is a symlink to a file outside the workspace (${c.workspace}); only files inside it are read`, where(c));
    }
}
async function realPath(path, c) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path);
    }
    catch (e) {
        const code = e.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(code === "ENOENT" && c.missing !== undefined ? c.missing : `cannot read ${c.what} (${code ?? "error"})`, where(c));
    }
}
async function checkRegular(real, c) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(real);
    if (!st.isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is not a regular file (${kind(st)}); only regular files are read`, where(c));
    }
    if (st.size > c.maxBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(st.size)}; the cap is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(c.maxBytes)} (docs/reliability.md "Caps")`, where(c));
    }
    return { real, size: st.size };
}
function where(c) {
    return c.field === undefined ? { file: c.display } : { file: c.display, field: c.field };
}
function inside(path, dir) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
function realWorkspace(dir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
    }
}
function kind(st) {
    if (st.isDirectory())
        return "a directory";
    if (st.isFIFO())
        return "a FIFO";
    if (st.isCharacterDevice() || st.isBlockDevice())
        return "a device";
    if (st.isSocket())
        return "a socket";
    return "not a file";
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
