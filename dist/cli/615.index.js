export const id = 615;
export const ids = [615,163];
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
// EXTERNAL MODULE: ./build/lib/leakage/scan.js + 13 modules
var scan = __webpack_require__(9541);
// EXTERNAL MODULE: ./build/lib/leakage/sources/repo-root.js
var repo_root = __webpack_require__(3671);
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
// EXTERNAL MODULE: ./build/lib/leakage/sources/read-records.js + 2 modules
var read_records = __webpack_require__(6874);
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
  --workers N                      worker threads (default: one thread)
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
    const stdin = stdinSpec(values, io);
    const format = values.format;
    if (values["id-field"] !== undefined && values.field !== undefined && (0,holdout_id/* sameField */.L$)(values["id-field"], values.field)) {
        throw new errors/* InputError */.dz(`--id-field "${values["id-field"]}" is the text field (--field); ids are printed with findings, so they would print the text — name a separate id field`, { field: "--id-field" });
    }
    // Each source remembers the flag it came from: an empty source or a field matching nothing
    // names the flag the user wrote.
    const flag = (name, value) => ({ kind: "flag", flag: name, value });
    const probeSource = (name) => (pattern) => ({
        pattern,
        origin: flag(name, pattern),
        ...(format ? { format } : {}),
        ...(pattern === "-" ? { stdin: stdin() } : {}),
        ...(values.field !== undefined ? { field: values.field, fieldOrigin: flag("--field", values.field) } : {}),
        ...(values["id-field"] !== undefined || values.field === undefined || !(0,holdout_id/* sameField */.L$)("id", values.field)
            ? { idField: values["id-field"] ?? "id" }
            : {}),
        skipPrefixes: values["skip-prefix"] ?? [],
    });
    const holdoutIds = values["holdout-ids"];
    if (holdoutIds !== undefined) {
        if (holdoutIds !== "hashed" && holdoutIds !== "opaque")
            throw new errors/* InputError */.dz(`--holdout-ids must be hashed or opaque (got "${holdoutIds}")`, { field: "--holdout-ids" });
        if (!values.holdout?.length)
            throw new errors/* InputError */.dz("--holdout-ids says how --holdout ids are shown: give --holdout (with --config, set ids: opaque on the probe set)", { field: "--holdout-ids" });
    }
    const probeSets = [];
    if (values.probes?.length)
        probeSets.push({ name: "probes", holdout: false, sources: values.probes.map(probeSource("--probes")) });
    if (values.holdout?.length)
        probeSets.push({
            name: "holdout",
            holdout: true,
            ...(holdoutIds === "opaque" ? { opaqueIds: true } : {}),
            sources: values.holdout.map(probeSource("--holdout")),
        });
    const corpusField = values["corpus-field"] !== undefined
        ? { field: values["corpus-field"], fieldOrigin: flag("--corpus-field", values["corpus-field"]) }
        : values.field !== undefined
            ? { field: values.field, fieldOrigin: flag("--field", values.field) }
            : {};
    const corpora = (values.map ? ["-"] : (values.corpus ?? [])).map((pattern) => ({
        pattern,
        origin: flag(values.map ? "--map" : "--corpus", pattern),
        ...(format ? { format } : {}),
        ...(pattern === "-" ? { stdin: stdin() } : {}),
        // A mapper's split may be empty (Spark hands empty partitions to pipe too).
        ...(values.map ? { allowEmpty: true } : {}),
        ...corpusField,
        skipPrefixes: values["skip-prefix"] ?? [],
    }));
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
    const minShingles = (0,args/* numberFlag */.C$)("min-containment-shingles", values["min-containment-shingles"], {
        min: 1,
        integer: true,
        range: "a positive integer",
    });
    const width = (0,args/* numberFlag */.C$)("shingle-width", values["shingle-width"], {
        min: 1,
        max: 3,
        integer: true,
        range: "1, 2 or 3",
    });
    const limit = (0,args/* numberFlag */.C$)("limit", values.limit, { min: 0, integer: true, range: "a non-negative integer" }) ?? 50;
    const workers = (0,args/* numberFlag */.C$)("workers", values.workers, {
        min: 1,
        max: 64,
        integer: true,
        range: "an integer from 1 to 64",
    });
    // With --config the probe sets and corpora are the leakage: section's (paths relative to the
    // config's folder); flags may still set thresholds, PR mode and sharding.
    const root = await (0,repo_root/* repositoryRoot */.H)(io.cwd, io.env);
    // Checked (and missing folders created) before the scan: a long scan must not end on ENOENT.
    const outputs = reportOutputs({ json: values.json, sarif: values.sarif }, io, root);
    await (0,output_file/* preflightOutputs */.K5)([outputs.json, outputs.sarif]);
    let sources = { cwd: io.cwd, probeSets, corpora };
    let fromConfig = {};
    if (values.config !== undefined) {
        if (probeSets.length || corpora.length)
            throw new errors/* InputError */.dz("--config takes probe sets and corpora from its leakage: section; drop --probes/--holdout/--corpus or --config");
        // Loaded on demand: YAML and zod add start-up time to every flags-only scan.
        const [{ loadConfig }, { optionsFromSection }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(815), __webpack_require__.e(329)]).then(__webpack_require__.bind(__webpack_require__, 4329)),
            Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 1079)),
        ]);
        const cfg = await loadConfig(values.config, io.cwd);
        if (!cfg.config.leakage)
            throw new errors/* InputError */.dz("the config has no leakage: section", { file: cfg.file });
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
    // --map writes findings to stdout for an engine that runs many mappers: no progress there either.
    const progress = values.quiet || values.map ? null : (0,cli_progress/* progressLines */.L)(io, "progress");
    const report = await (0,scan/* scanLeakage */.E)({
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
        ...(partition ? { partition } : {}),
        ...(workers !== undefined ? { workers } : {}),
        ...(progress ? { progress: progress.sink } : {}),
    }).finally(() => progress?.end());
    await writeOutputs(report, outputs, io, root);
    if (dolma !== undefined) {
        const written = await writeDolmaAttributes(report, root, dolma, scanInputs(report, root));
        if (!values.quiet && !outputs.jsonToStdout)
            io.stdout(`dolma attributes: ${written.length} file${written.length === 1 ? "" : "s"} under attributes/${dolma}/\n`);
    }
    if (values.map) {
        // Findings are data here, not a verdict: an engine fails the task on a non-zero exit.
        if (report.findings.length)
            io.stdout(`${report.findings.map((f) => JSON.stringify(f)).join("\n")}\n`);
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
    const body = (v) => JSON.stringify(v, null, 2) + "\n";
    if (outputs.json)
        await (0,output_file/* writeOutput */.zh)(outputs.json, body(report));
    if (outputs.jsonToStdout)
        io.stdout(body(report));
    if (outputs.sarif)
        await (0,output_file/* writeOutput */.zh)(outputs.sarif, body((0,sarif/* sarifLog */.ec)(report.findings, version/* VERSION */.x)));
}


/***/ }),

/***/ 3615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_FLAGS: () => (/* binding */ MERGE_FLAGS),
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
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./build/lib/leakage/report.js
var report = __webpack_require__(5515);
// EXTERNAL MODULE: ./build/lib/leakage/fingerprint.js
var fingerprint = __webpack_require__(1073);
;// CONCATENATED MODULE: ./build/lib/leakage/merge-partitions.js
/**
 * Merging the reports of `--partition i/N` runs (src/leakage/partition.ts) into the report one
 * process would have written: same findings, corpora in the same order, the same fingerprint.
 * Refused, naming the report and the file: a partition given twice or missing (a gap: files no
 * report scanned), a file scanned by two reports (an overlap), a report whose files are not the
 * ones its manifest assigns it, and reports of different scans (file lists, probe sets, settings).
 */



function mergePartitions(reports) {
    const first = reports[0];
    const m0 = first.report.partition;
    const sameScan = (r) => JSON.stringify({ settings: r.settings, probes: r.probeSets.map((p) => [p.name, p.holdout, p.files]) });
    const basis = sameScan(first.report);
    const fileList = (fs) => JSON.stringify(fs);
    const universe = fileList(m0.files);
    const byIndex = new Map();
    const scannedBy = new Map();
    for (const input of reports) {
        const { report, file } = input;
        const m = report.partition;
        if (m.count !== m0.count || m.by !== m0.by) {
            throw new errors/* InputError */.dz(`is partition ${m.index}/${m.count} by ${m.by}, but ${first.file} is ${m0.index}/${m0.count} by ${m0.by}: not one scan`, { file });
        }
        if (sameScan(report) !== basis) {
            throw new errors/* InputError */.dz(`was made with other settings or probe sets than ${first.file}; not one scan`, { file });
        }
        if (fileList(m.files) !== universe) {
            const other = new Map(m.files.map((f) => [f.file, f]));
            const mine = new Map(m0.files.map((f) => [f.file, f]));
            const diff = m0.files.find((f) => JSON.stringify(other.get(f.file)) !== JSON.stringify(f))?.file ??
                m.files.find((f) => !mine.has(f.file))?.file ??
                "(order)";
            throw new errors/* InputError */.dz(`lists other corpus files than ${first.file} (first difference: ${diff}): the partitions saw different file sets`, { file });
        }
        const prev = byIndex.get(m.index);
        if (prev)
            throw new errors/* InputError */.dz(`partition ${m.index}/${m.count} given twice (also ${prev.file})`, { file });
        byIndex.set(m.index, input);
        const assigned = [...new Set(m.files.filter((f) => f.partition === m.index).map((f) => f.file))];
        const scanned = [...new Set(report.corpora.map((c) => c.file))];
        for (const c of scanned) {
            const other = scannedBy.get(c);
            if (other !== undefined)
                throw new errors/* InputError */.dz(`${c} was scanned by both ${other} and ${file} (overlap)`, { file });
            scannedBy.set(c, file);
        }
        const extra = scanned.find((c) => !assigned.includes(c));
        const lacking = assigned.find((c) => !scanned.includes(c));
        if (extra !== undefined || lacking !== undefined) {
            throw new errors/* InputError */.dz(extra !== undefined
                ? `scanned ${extra}, which its manifest assigns to partition ${m.files.find((f) => f.file === extra)?.partition ?? "none"}`
                : `did not scan ${lacking}, which its manifest assigns to it`, { file });
        }
    }
    const gap = m0.files.find((f) => !scannedBy.has(f.file));
    if (gap !== undefined) {
        const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
        throw new errors/* InputError */.dz(`${gap.file} was scanned by no report (gap): partition${missing.length === 1 ? "" : "s"} ${missing.map((i) => `${i}/${m0.count}`).join(", ")} missing`);
    }
    const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length) {
        // Partitions with no file at all (more partitions than files) still must be given: a missing
        // report could as well have been one that failed.
        throw new errors/* InputError */.dz(`partitions missing: ${missing.map((i) => `${i}/${m0.count}`).join(", ")}`);
    }
    // The corpora in the order one process reads them: the resolver's order, which the manifest keeps.
    const all = reports.map((r) => r.report);
    const entries = new Map();
    for (const r of all)
        for (const c of r.corpora) {
            const list = entries.get(c.file) ?? [];
            list.push(c);
            entries.set(c.file, list);
        }
    const taken = new Map();
    const corpora = m0.files.map((f) => {
        const k = taken.get(f.file) ?? 0;
        taken.set(f.file, k + 1);
        const c = entries.get(f.file)?.[k];
        if (!c)
            throw new errors/* InputError */.dz(`${f.file} is listed ${k + 1} times in the manifest but scanned fewer times`);
        return c;
    });
    for (const s of m0.sources) {
        const records = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.records, 0), 0);
        if (records === 0) {
            const skipped = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.skipped, 0), 0);
            throw new errors/* InputError */.dz(skipped > 0
                ? `${s.source}: its field matches nothing in any of the ${skipped.toLocaleString("en-US")} records of its ${s.files.length} file(s), in any partition; check the field path`
                : `${s.source}: yields no record in any partition (${s.files.length} file(s))`);
        }
    }
    const findings = all.flatMap((r) => r.findings).sort(report/* compareFindings */.E);
    const settings = { ...first.report.settings };
    const sum = (k) => all.reduce((a, r) => a + r.stats[k], 0);
    const { partition: _dropped, ...rest } = first.report;
    // One partition's worker threads are not the scan's: a single process reports none per file set.
    const { workers: _workers, ...firstStats } = first.report.stats;
    return {
        ...rest,
        settings,
        fingerprint: (0,fingerprint/* fingerprint */.R)(settings, first.report.probeSets, corpora),
        corpora,
        findings,
        stats: {
            ...firstStats,
            corpusFiles: corpora.length,
            corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
            corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
            bytes: corpora.reduce((a, c) => a + c.bytes, 0),
            slowRecords: sum("slowRecords"),
            candidates: sum("candidates"),
            findings: findings.length,
            holdoutFindings: findings.filter((f) => f.probe.holdout).length,
            seconds: Math.max(...all.map((r) => r.stats.seconds)),
            partitionsMerged: [...byIndex.keys()].sort((a, b) => a - b),
        },
    };
}

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
    partition: schemas/* looseObject */._H3({
        index: schemas/* number */.aig().int().min(1),
        count: schemas/* number */.aig().int().min(1),
        by: schemas/* enum */.k5n(["hash", "size"]),
        files: schemas/* array */.YOg(schemas/* looseObject */._H3({ file: schemas/* string */.YjP(), size: count, partition: schemas/* number */.aig().int().min(1) })),
        sources: schemas/* array */.YOg(schemas/* looseObject */._H3({ source: schemas/* string */.YjP(), files: schemas/* array */.YOg(schemas/* string */.YjP()) })),
    })
        .optional(),
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
    const partitioned = reports.filter((r) => r.report.partition !== undefined);
    if (partitioned.length > 0) {
        if (partitioned.length < reports.length) {
            const odd = reports.find((r) => r.report.partition === undefined);
            throw new errors/* InputError */.dz(`is not a --partition report, but ${partitioned[0].file} is; merge one kind`, {
                file: odd.file,
            });
        }
        return mergePartitions(reports);
    }
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
// EXTERNAL MODULE: ./build/lib/cli/progress.js
var cli_progress = __webpack_require__(5706);
// EXTERNAL MODULE: ./build/lib/leakage/progress.js
var leakage_progress = __webpack_require__(7154);
// EXTERNAL MODULE: ./build/lib/leakage/sources/file-sizes.js
var file_sizes = __webpack_require__(143);
// EXTERNAL MODULE: ./build/lib/cli/leakage.js + 1 modules
var leakage = __webpack_require__(9163);
;// CONCATENATED MODULE: ./build/lib/cli/merge.js















const MERGE_FLAGS = {
    json: { type: "string" },
    sarif: { type: "string" },
    limit: { type: "string" },
    quiet: { type: "boolean" },
    help: { type: "boolean", short: "h" },
};
/** `contamgate merge a.json b.json …`: combine `leakage --shard i/N --json` reports (exit 1 if any finding). */
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,args/* parseFlags */.bQ)(argv, MERGE_FLAGS, true);
    if (values.help) {
        io.stdout("usage: contamgate merge REPORT.json ... [--json PATH] [--sarif PATH] [--limit N] [--quiet]\n\n" +
            "  --json PATH  write the merged report to PATH (- prints it instead of the table)\n\n" +
            "Combines the --json reports of `contamgate leakage --shard i/N` runs of one scan (every shard\n" +
            "exactly once), or of `--partition i/N` runs (every partition once, every corpus file scanned\n" +
            "by exactly one), into the report one process would have written; exit 1 when any found\n" +
            "something, 4 on a missing, repeated or foreign report, naming the file.\n" +
            "Progress (reports and bytes read, rate, ETA) goes to stderr; --quiet: none, and no table when clean.\n");
        return 0;
    }
    if (positionals.length === 0)
        throw new errors/* InputError */.dz("merge needs the shard reports: contamgate merge shard-*.json");
    const limit = (0,args/* numberFlag */.C$)("limit", values.limit, { min: 0, integer: true, range: "a non-negative integer" }) ?? 50;
    const root = await (0,repo_root/* repositoryRoot */.H)(io.cwd, io.env);
    const outputs = (0,leakage.reportOutputs)({ json: values.json, sarif: values.sarif }, io, root);
    const shards = positionals.map((file) => ({ what: `the shard report ${file}`, path: (0,external_node_path_.resolve)(io.cwd, file) }));
    await (0,output_file/* preflightOutputs */.K5)([outputs.json, outputs.sarif], shards);
    const reports = [];
    // A thousand partitions' reports take a while to read: the look of the scan's progress line.
    const progress = values.quiet ? null : (0,cli_progress/* progressLines */.L)(io, "progress", "reports");
    const sizes = (0,file_sizes/* sizesOnDisk */.z)(shards);
    const meter = progress
        ? new leakage_progress/* ProgressMeter */.Z(progress.sink, sizes.reduce((a, b) => a + b, 0))
        : null;
    for (const [i, file] of positionals.entries()) {
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
        meter?.fileDone(1, sizes[i]);
        meter?.update(0, 0);
    }
    meter?.finish();
    progress?.end();
    const merged = mergeReports(reports);
    await (0,leakage.writeOutputs)(merged, outputs, io, root, shards);
    if (!outputs.jsonToStdout && (!values.quiet || merged.findings.length))
        io.stdout((0,render/* renderTable */.bo)(merged, limit));
    return (0,report/* exitCodeFor */.R)(merged);
}


/***/ })

};
