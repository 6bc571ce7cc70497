export const id = 533;
export const ids = [533];
export const modules = {

/***/ 4238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IMPORT_FLAGS: () => (/* binding */ IMPORT_FLAGS),
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/outcomes/validate.js
var validate = __webpack_require__(8564);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./build/lib/text/strict.js
var strict = __webpack_require__(261);
// EXTERNAL MODULE: ./build/lib/outcomes/lines.js
var lines = __webpack_require__(8119);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./build/lib/outcomes/import/files.js
/**
 * Opening the files an importer reads: every path passes src/io/checked-file.ts (regular file,
 * inside the workspace, under its cap) and is decoded strictly, so a log is never half-read.
 */




async function checkImportFile(p, workspace, maxBytes, what) {
    return (0,checked_file/* checkInputFile */.xR)(p.path, { display: p.display, maxBytes, what, workspace });
}
/** The whole file as one parsed JSON value (for formats that are one JSON document; a BOM is dropped). */
async function readJsonFile(real, display, what = "the log", meter) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(real);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot read ${what} (${e.code ?? "error"})`, { file: display });
    }
    meter?.fileDone(1, bytes.length);
    // parseJson keeps V8's message out: it quotes the text around the error, which may be item text.
    return parseJson((0,strict/* decodeUtf8 */._)(bytes, display).replace(/^\uFEFF/, ""), { file: display });
}
/** JSON.parse with an InputError that names where (V8's message quotes text: kept out). */
function parseJson(text, where) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        const pos = /position (\d+)/.exec(String(e.message));
        throw new errors/* InputError */.dz(`not valid JSON${pos ? ` (at character ${pos[1]})` : ""}`, where);
    }
}
/** A JSON object, or an InputError naming what was expected there. */
function asObject(v, where, what) {
    if (typeof v !== "object" || v === null || Array.isArray(v))
        throw new errors/* InputError */.dz(`expected ${what} (a JSON object)`, where);
    return v;
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/tool-files.js
/**
 * Reading the files other eval tools write, for the promptfoo, OpenAI evals and HELM importers
 * (docs/import.md): a whole JSON document (promptfoo `-o results.json`, HELM's run files) or JSONL
 * line by line (promptfoo `.jsonl`, OpenAI evals `--record_path`). Every file passes the input
 * gate first (regular file, inside the workspace, under its cap); every problem is one exit-4
 * InputError naming the file, and the line or JSON path, and the field.
 */






/** `at`'s child `key` (a property name or an array index). */
function child(at, key) {
    const step = typeof key === "number" ? `[${key}]` : at.path === "" ? key : `.${key}`;
    return { ...at, path: at.path + step };
}
/** The exit-4 error for the value at `at`: file, line when there is one, the JSON path as field. */
function toolError(at, message) {
    return new errors/* InputError */.dz(message, {
        file: at.file,
        ...(at.line !== undefined ? { line: at.line } : {}),
        ...(at.path !== "" ? { field: at.path } : {}),
    });
}
/**
 * The JSON value in a file (whole), after the input gate. A whole document is one string, so its
 * cap is MAX_IMPORT_JSON_BYTES (well below what V8 holds as one string).
 */
async function readToolJson(p, workspace, what, 
/** What to do instead when the file is over the cap (promptfoo: write JSONL, which streams). */
overCap, meter) {
    const { real, size } = await (0,checked_file/* checkInputFile */.xR)(p.path, {
        display: p.display,
        maxBytes: overCap === undefined ? limits/* MAX_IMPORT_JSON_BYTES */.CV : Number.MAX_SAFE_INTEGER,
        what,
        workspace,
    });
    if (size > limits/* MAX_IMPORT_JSON_BYTES */.CV) {
        throw new errors/* InputError */.dz(`${what} is ${(0,limits/* formatBytes */.z3)(size)}; a whole JSON document is read up to ${(0,limits/* formatBytes */.z3)(limits/* MAX_IMPORT_JSON_BYTES */.CV)} (docs/reliability.md "Caps"): ${overCap}`, { file: p.display });
    }
    return readJsonFile(real, p.display, what, meter);
}
/**
 * The non-blank lines of a JSONL file, each parsed, streamed (a log can be larger than one
 * string). A line that is not JSON, or repeats a top-level key (JSON.parse would keep the last
 * "correct" without a word), is an error at that line.
 */
async function* readToolJsonl(p, workspace, what, meter) {
    const { real } = await (0,checked_file/* checkInputFile */.xR)(p.path, {
        display: p.display,
        maxBytes: limits/* MAX_IMPORT_FILE_BYTES */.sm,
        what,
        workspace,
    });
    for await (const { text, line } of (0,lines/* fileLines */.c)(real, p.display, meter)) {
        const trimmed = text.trim();
        if (trimmed === "")
            continue;
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch {
            throw new errors/* InputError */.dz("not valid JSON (expected one JSON value per line)", { file: p.display, line });
        }
        const dup = (0,strict/* duplicateTopLevelKey */.E)(trimmed);
        if (dup !== undefined)
            throw new errors/* InputError */.dz("appears twice on the line", { file: p.display, line, field: dup });
        yield { value, line };
    }
}
/** A plain object (not null, not an array), or undefined. */
function plainObject(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : undefined;
}
/** The object at `at`, or an error saying what was there instead. */
function expectObject(v, at, what = "a JSON object") {
    const o = plainObject(v);
    if (o === undefined)
        throw toolError(at, `expected ${what}, got ${describeJson(v)}`);
    return o;
}
/** A non-empty string field, or an error naming it. */
function expectString(o, key, at) {
    const v = o[key];
    if (v === undefined)
        throw toolError(child(at, key), "missing");
    if (typeof v !== "string" || v === "")
        throw toolError(child(at, key), `must be a non-empty string, got ${describeJson(v)}`);
    return v;
}
/** What a JSON value is, for messages: never the value itself (it may be question text). */
function describeJson(v) {
    if (v === undefined)
        return "nothing";
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "an array";
    if (typeof v === "string")
        return v === "" ? "an empty string" : "a string";
    if (typeof v === "number" || typeof v === "boolean")
        return String(v);
    return typeof v === "object" ? "an object" : typeof v;
}
/**
 * A label from the log (a model, a prompt label) usable as a model or condition name as it is:
 * one line, no surrounding white space, short enough to type in a flag. Returns the reason it is
 * not, or undefined.
 */
function unusableName(s) {
    if (s.trim() !== s)
        return "starts or ends with white space";
    if (/[\r\n]/.test(s))
        return "spans several lines";
    if (s.length > MAX_NAME_CHARS)
        return `is ${s.length} characters long (at most ${MAX_NAME_CHARS})`;
    return undefined;
}
const MAX_NAME_CHARS = 200;
/** `s` shortened for a message (labels can be long): identifiers only, never item text. */
function quoteName(s) {
    const one = s.replace(/\s+/g, " ");
    return JSON.stringify(one.length > 60 ? one.slice(0, 57) + "..." : one);
}
/** "3 results" / "1 result". */
function plural(n, word, many = word + "s") {
    return `${n.toLocaleString("en-US")} ${n === 1 ? word : many}`;
}
/** JSON with object keys sorted at every depth: the same vars give the same text, whatever the order. */
function canonicalJson(v) {
    if (Array.isArray(v))
        return "[" + v.map(canonicalJson).join(",") + "]";
    if (typeof v === "object" && v !== null) {
        const o = v;
        return ("{" +
            Object.keys(o)
                .sort()
                .filter((k) => o[k] !== undefined)
                .map((k) => JSON.stringify(k) + ":" + canonicalJson(o[k]))
                .join(",") +
            "}");
    }
    return JSON.stringify(v) ?? "null";
}
/** "right 20, wrong 9, unparsed (null) 3": the first note of an import, in the words of the others. */
function tally(rows) {
    let right = 0;
    let wrong = 0;
    let unknown = 0;
    for (const r of rows) {
        if (r.correct === true)
            right++;
        else if (r.correct === false)
            wrong++;
        else
            unknown++;
    }
    return `${plural(rows.length, "row")}: right ${right}, wrong ${wrong}, unparsed (null) ${unknown}`;
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/every-eval-ever.js
/**
 * `contamgate import every-eval-ever`: instance-level JSONL in the every_eval_ever shared schema
 * (docs/import.md "every_eval_ever") → outcome rows. One reader for logs converted from several
 * tools (HELM, inspect, lm-eval, …). Field names from evaleval/every_eval_ever:
 * every_eval_ever/schemas/instance_level_eval.schema.json (one record per sample and aggregate
 * result: schema_version, evaluation_id, model_id, evaluation_name, evaluation_result_id,
 * sample_id, evaluation {score, is_correct}, error, metadata).
 *
 * - model = model_id; condition = evaluation_name (or --condition); id = sample_id.
 * - correct = evaluation.is_correct; a record with an `error` is unparsed (null).
 * - The schema emits one record per aggregate result a sample counts in: records of one sample
 *   under several evaluation_result_id are ambiguous until --scorer names one.
 * - The same (model, condition, sample) twice is refused unless metadata.epoch tells the
 *   replicates apart (what the inspect converter writes).
 */



/** The schema versions this reader was checked against (files of each in docs/import.md). */
const EEE_VERSIONS = ["0.2.0", "0.2.1", "0.2.2", "0.3.0"];
/** One JSONL record, checked field by field. Pure. */
function parseEeeRecord(v, at) {
    const o = expectObject(v, at, "an every_eval_ever instance record");
    const version = expectString(o, "schema_version", at);
    // Schema versions have been written bare ("0.3.0") and prefixed ("instance_level_eval_0.2.2").
    const bare = version.replace(/^instance_level_eval_/, "");
    if (!EEE_VERSIONS.includes(bare)) {
        throw toolError(child(at, "schema_version"), `is ${quoteName(version)}; the versions read are ${EEE_VERSIONS.join(", ")} (instance_level_eval.schema.json)`);
    }
    const model = expectString(o, "model_id", at);
    const evaluation = expectString(o, "evaluation_name", at);
    const result = o.evaluation_result_id;
    if (result !== undefined && result !== null && typeof result !== "string") {
        throw toolError(child(at, "evaluation_result_id"), `must be a string, got ${describeJson(result)}`);
    }
    // sample_id is a string since 0.2.1; 0.2.0 files carry integers.
    const sid = o.sample_id;
    let sampleId;
    if (typeof sid === "string" && sid !== "")
        sampleId = sid;
    else if (typeof sid === "number" && Number.isSafeInteger(sid))
        sampleId = String(sid);
    else
        throw toolError(child(at, "sample_id"), `must be a non-empty string (or an integer), got ${describeJson(sid)}`);
    const evalAt = child(at, "evaluation");
    const ev = expectObject(o.evaluation, evalAt, "the evaluation object (score, is_correct)");
    const error = o.error;
    const errored = typeof error === "string" && error !== "";
    if (error !== undefined && error !== null && typeof error !== "string") {
        throw toolError(child(at, "error"), `must be a string or null, got ${describeJson(error)}`);
    }
    const isCorrect = ev.is_correct;
    if (typeof isCorrect !== "boolean") {
        throw toolError(child(evalAt, "is_correct"), `must be true or false, got ${describeJson(isCorrect)}`);
    }
    const meta = plainObject(o.metadata);
    let epoch;
    if (meta?.epoch !== undefined && meta.epoch !== null) {
        const e = typeof meta.epoch === "string" && /^[1-9]\d{0,8}$/.test(meta.epoch) ? Number(meta.epoch) : meta.epoch;
        if (typeof e !== "number" || !Number.isSafeInteger(e) || e < 1) {
            throw toolError(child(child(at, "metadata"), "epoch"), `must be an integer ≥ 1, got ${describeJson(meta.epoch)}`);
        }
        epoch = e;
    }
    return {
        at,
        model,
        evaluation,
        result: typeof result === "string" && result !== "" ? result : undefined,
        sampleId,
        // An error says nothing about the answer: unknown, never wrong.
        correct: errored ? null : isCorrect,
        errored,
        epoch,
    };
}
/** Outcome rows from parsed records (files in the order given). Pure. */
function eeeRows(records, options, conditionByFile = new Map()) {
    if (records.length === 0)
        throw new errors/* InputError */.dz("every_eval_ever: the files hold no records");
    let kept = records;
    const results = [...new Set(records.map((r) => r.result ?? ""))].filter((r) => r !== "");
    if (options.scorer !== undefined) {
        kept = records.filter((r) => r.result === options.scorer);
        if (kept.length === 0) {
            throw new errors/* InputError */.dz(`--scorer ${options.scorer}: no record has evaluation_result_id ${quoteName(options.scorer)} (${results.length === 0 ? "no record names one" : `those there are: ${results.map(quoteName).join(", ")}`})`, { field: "--scorer" });
        }
    }
    else {
        // One sample in several aggregate results (the schema's rule: one record per result): which
        // result's correctness is the outcome must be said.
        const seen = new Map();
        for (const r of records) {
            const key = JSON.stringify([r.at.file, r.model, r.evaluation, r.sampleId, r.epoch ?? 0]);
            const prev = seen.get(key);
            if (prev !== undefined && prev.result !== r.result) {
                throw toolError(child(r.at, "evaluation_result_id"), `sample ${quoteName(r.sampleId)} has records for ${quoteName(prev.result ?? "(none)")} (line ${prev.at.line}) and ${quoteName(r.result ?? "(none)")}; pick one with --scorer EVALUATION_RESULT_ID`);
            }
            seen.set(key, r);
        }
    }
    const models = [...new Set(kept.map((r) => r.model))];
    const evaluations = [...new Set(kept.map((r) => r.evaluation))];
    if (options.model !== undefined && models.length > 1) {
        throw new errors/* InputError */.dz(`--model ${options.model}: names one model for every row, but the records are of ${models.length} (${models.map(quoteName).join(", ")})`, { field: "--model" });
    }
    if (options.condition !== undefined && evaluations.length > 1) {
        throw new errors/* InputError */.dz(`--condition ${options.condition}: names one condition for every row, but the records are of ${evaluations.length} evaluations (${evaluations.map(quoteName).join(", ")})`, { field: "--condition" });
    }
    const conditionOf = (r) => options.condition ?? conditionByFile.get(r.at.file) ?? r.evaluation;
    for (const r of kept) {
        if (options.model === undefined) {
            const why = unusableName(r.model);
            if (why !== undefined)
                throw toolError(child(r.at, "model_id"), `${why}; give --model NAME`);
        }
        if (options.condition === undefined && !conditionByFile.has(r.at.file)) {
            const why = unusableName(r.evaluation);
            if (why !== undefined)
                throw toolError(child(r.at, "evaluation_name"), `${why}; give --condition NAME`);
        }
    }
    const anyEpoch = kept.some((r) => r.epoch !== undefined);
    const collector = new validate/* OutcomeCollector */.UM();
    for (const r of kept) {
        const row = {
            model: options.model ?? r.model,
            id: r.sampleId,
            condition: conditionOf(r),
            correct: r.correct,
        };
        if (anyEpoch)
            row.epoch = r.epoch ?? 1;
        try {
            collector.add(row, { file: r.at.file, ...(r.at.line !== undefined ? { line: r.at.line } : {}) });
        }
        catch (e) {
            if (e instanceof errors/* InputError */.dz && /duplicate row/.test(e.message)) {
                throw new errors/* InputError */.dz(`${e.message.replace(/^[^:]*(:\d+)?(, field "id")?: /, "")}: one sample twice for one model and evaluation, with no metadata.epoch to tell replicates apart`, { file: r.at.file, ...(r.at.line !== undefined ? { line: r.at.line } : {}), field: "sample_id" });
            }
            throw e;
        }
    }
    const errored = kept.filter((r) => r.errored).length;
    const files = [...new Set(kept.map((r) => r.at.file))];
    const notes = [
        tally(collector.rows),
        `${plural(kept.length, "record")} from ${plural(files.length, "file")}: ${plural(models.length, "model")} (${models.map(quoteName).join(", ")}), ${plural(evaluations.length, "evaluation")} (${evaluations.map(quoteName).join(", ")}); correct from evaluation.is_correct`,
    ];
    if (options.scorer !== undefined && kept.length < records.length) {
        notes.push(`${plural(records.length - kept.length, "record")} of other aggregate results left out (--scorer ${options.scorer})`);
    }
    if (errored > 0)
        notes.push(`${plural(errored, "record")} with an error: imported as unparsed (correct: null), not as wrong`);
    if (anyEpoch)
        notes.push("metadata.epoch numbers replicates: every row carries an epoch (a record without one is epoch 1)");
    return { rows: collector.rows, notes };
}
async function readEee(input, options) {
    const records = [];
    const conditionByFile = new Map();
    for (const p of input.paths) {
        if (!/\.jsonl$/i.test(p.display)) {
            throw new errors/* InputError */.dz("every_eval_ever instance-level data is JSONL (detailed_evaluation_results.format jsonl); the aggregate .json holds no per-sample outcomes", { file: p.display });
        }
        if (p.condition !== undefined)
            conditionByFile.set(p.display, p.condition);
        const before = records.length;
        for await (const { value, line } of readToolJsonl(p, input.workspace, "every_eval_ever instance file", input.meter)) {
            records.push(parseEeeRecord(value, { file: p.display, line, path: "" }));
        }
        if (records.length === before)
            throw new errors/* InputError */.dz("holds no instance records", { file: p.display });
    }
    return eeeRows(records, options, conditionByFile);
}
const everyEvalEverImporter = {
    name: "every-eval-ever",
    summary: "every_eval_ever instance-level JSONL (one schema for logs converted from HELM, inspect, lm-eval, …)",
    sources: [
        "evaleval/every_eval_ever every_eval_ever/schemas/instance_level_eval.schema.json (the instance record)",
        "evaleval/every_eval_ever every_eval_ever/schemas/eval.schema.json (the aggregate: detailed_evaluation_results)",
    ],
    read: readEee,
};

// EXTERNAL MODULE: ./build/lib/outcomes/types.js
var types = __webpack_require__(7425);
;// CONCATENATED MODULE: ./build/lib/outcomes/import/score.js
/**
 * A tool's per-sample score → an outcome's `correct` (docs/import.md "Scores"). Right and wrong
 * map to true and false; "no answer" and errors to null (unknown, never wrong); anything between
 * (a partial credit, a fraction) follows the `--partial` policy, which by default refuses: a
 * 0.5 silently counted as wrong or right would change the verdict without a word.
 */

/** A numeric score: 0 and 1 are wrong and right, (0, 1) partial, anything else invalid. */
function readNumber(v) {
    if (!Number.isFinite(v))
        return { kind: "invalid", why: `${v} is not a finite number` };
    if (v === 1)
        return { kind: "right" };
    if (v === 0)
        return { kind: "wrong" };
    if (v > 0 && v < 1)
        return { kind: "partial", value: v };
    return { kind: "invalid", why: `${v} is outside [0, 1]; a score must be a proportion correct` };
}
/** What `correct` a reading becomes; a refused partial is an InputError at `where`. */
function applyPolicy(r, policy, where) {
    switch (r.kind) {
        case "right":
            return true;
        case "wrong":
            return false;
        case "no-answer":
            return null;
        case "invalid":
            throw new errors/* InputError */.dz(`cannot read the score: ${r.why}`, where);
        case "partial":
            if (policy === "refuse") {
                throw new errors/* InputError */.dz(`a partial score (${r.value}) is neither right nor wrong; say how to count it with --partial wrong|correct|unparsed`, where);
            }
            return policy === "wrong" ? false : policy === "correct" ? true : null;
    }
}
/** Counts of what the readings were, for the import's notes. */
class ScoreTally {
    right = 0;
    wrong = 0;
    noAnswer = 0;
    partial = 0;
    note(r) {
        if (r.kind === "right")
            this.right++;
        else if (r.kind === "wrong")
            this.wrong++;
        else if (r.kind === "no-answer")
            this.noAnswer++;
        else if (r.kind === "partial")
            this.partial++;
    }
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/helm.js
/**
 * `contamgate import helm`: HELM run directories → outcome rows (docs/import.md "HELM"). Field
 * names from stanford-crfm/helm's own source: the run directory (src/helm/benchmark/runner.py),
 * PerInstanceStats (src/helm/benchmark/metrics/metric.py), Stat (metrics/statistic.py),
 * DisplayPrediction (presentation/run_display.py), PerturbationDescription
 * (augmentations/perturbation_description.py) and RunSpec / AdapterSpec (run_spec.py,
 * adaptation/adapter_spec.py).
 *
 * - One outcome per (instance, perturbation, train trial): the mean of its `--scorer` stat
 *   (default exact_match), from per_instance_stats.json, else display_predictions.json.
 * - condition: no perturbation → `original`; a perturbation → `perturbed:<name>`, with `.seed<N>`
 *   when HELM applied it with a seed (seeds_per_instance > 1: each seed is a perturber of its
 *   own), and the fields that differ when one name was run with two settings.
 * - model = run_spec.json's adapter_spec.model (or --model); id = the run's scenario (its name
 *   without model=, model_deployment=, data_augmentation=) / instance_id, so two models' runs of
 *   one scenario pair, and two subjects' `id17` do not collide.
 * - Train trials (num_train_trials > 1) are replicates: epoch = train_trial_index + 1.
 */








const DEFAULT_HELM_METRIC = "exact_match";
const STATS_FILE = "per_instance_stats.json";
const DISPLAY_FILE = "display_predictions.json";
const SPEC_FILE = "run_spec.json";
/** Written by helm-summarize beside display_predictions.json (presentation/run_display.py): List[Instance]. */
const INSTANCES_FILE = "instances.json";
/** The split HELM reports and ranks by (docs/import.md "HELM"). */
const DEFAULT_HELM_SPLIT = "test";
/** run_spec.json's fields. Pure. */
function parseRunSpec(v, file) {
    const at = { file, path: "" };
    const o = expectObject(v, at, "a HELM RunSpec object");
    const adapterAt = child(at, "adapter_spec");
    const adapter = expectObject(o.adapter_spec, adapterAt, "the AdapterSpec object");
    return { name: expectString(o, "name", at), model: expectString(adapter, "model", adapterAt), at };
}
/**
 * The outcomes in per_instance_stats.json (a list of PerInstanceStats) or display_predictions.json
 * (a list of DisplayPrediction). HELM writes one PerInstanceStats per metric class for the same
 * (instance, perturbation, trial): their stats are merged, and two different values of one stat
 * are refused. Pure.
 */
function parseHelmEntries(v, file, source, metric, 
/** display_predictions.json carries no split: instance id → split, from instances.json. */
splitOf) {
    const top = { file, path: "" };
    if (!Array.isArray(v)) {
        throw toolError(top, `expected a list of ${source === STATS_FILE ? "PerInstanceStats" : "DisplayPrediction"} objects, got ${describeJson(v)}`);
    }
    const metrics = new Set();
    const byKey = new Map();
    const order = [];
    for (const [i, raw] of v.entries()) {
        const at = child(top, i);
        const e = expectObject(raw, at);
        const instanceId = expectString(e, "instance_id", at);
        const trial = e.train_trial_index;
        if (typeof trial !== "number" || !Number.isSafeInteger(trial) || trial < 0) {
            throw toolError(child(at, "train_trial_index"), `must be an integer ≥ 0, got ${describeJson(trial)}`);
        }
        let perturbation = null;
        if (e.perturbation !== undefined && e.perturbation !== null) {
            perturbation = expectObject(e.perturbation, child(at, "perturbation"), "a PerturbationDescription object");
            expectString(perturbation, "name", child(at, "perturbation"));
            const seed = perturbation.seed;
            if (seed !== undefined && seed !== null && !(typeof seed === "number" && Number.isSafeInteger(seed))) {
                throw toolError(child(child(at, "perturbation"), "seed"), `must be an integer, got ${describeJson(seed)}`);
            }
        }
        const found = source === STATS_FILE ? statValue(e, at, metric, metrics) : displayValue(e, at, metric, metrics);
        const split = source === STATS_FILE ? statsSplit(e, at) : splitOf?.get(instanceId);
        if (split === undefined) {
            throw toolError(source === STATS_FILE ? child(at, "stats") : child(at, "instance_id"), source === STATS_FILE
                ? "no stat names its split (Stat.name.split): the instance cannot be kept apart from other splits"
                : `not in ${INSTANCES_FILE} beside it: its split (Instance.split) is unknown`);
        }
        const key = canonicalJson([instanceId, perturbation, trial]);
        const prev = byKey.get(key);
        if (prev !== undefined && prev.split !== split) {
            throw toolError(at, `split ${quoteName(split)} here but ${quoteName(prev.split)} at ${prev.at.path} for the same instance`);
        }
        if (prev === undefined) {
            order.push(key);
            byKey.set(key, { instanceId, perturbation, trial, split, value: found?.value, at, valueAt: found?.at });
        }
        else if (found !== undefined) {
            if (prev.value === undefined) {
                byKey.set(key, { ...prev, value: found.value, valueAt: found.at });
            }
            else if (prev.value !== found.value) {
                throw toolError(found.at, `${metric} is ${found.value} here but ${prev.value} at ${prev.valueAt.path} for the same instance, perturbation and trial`);
            }
        }
    }
    return { outcomes: order.map((k) => byKey.get(k)), metrics };
}
/**
 * The split of a PerInstanceStats entry: every Stat's name carries it (MetricName.split,
 * metrics/metric_name.py); one instance is in one split, so two are refused.
 */
function statsSplit(e, at) {
    let split;
    if (!Array.isArray(e.stats))
        return undefined;
    for (const [k, raw] of e.stats.entries()) {
        const nameAt = child(child(child(at, "stats"), k), "name");
        const name = expectObject(expectObject(raw, child(child(at, "stats"), k), "a Stat object").name, nameAt, "a MetricName object");
        if (name.split === undefined || name.split === null)
            continue;
        const s = expectString(name, "split", nameAt);
        if (split !== undefined && split.value !== s) {
            throw toolError(child(nameAt, "split"), `${quoteName(s)}, but ${quoteName(split.value)} at ${split.at.path}: one instance is in one split`);
        }
        split = { value: s, at: child(nameAt, "split") };
    }
    return split?.value;
}
/**
 * instances.json (List[Instance], presentation/run_display.py) → instance id → split. A perturbed
 * instance keeps its original's id and split. Pure.
 */
function parseInstanceSplits(v, file) {
    const top = { file, path: "" };
    if (!Array.isArray(v))
        throw toolError(top, `expected a list of Instance objects, got ${describeJson(v)}`);
    const out = new Map();
    for (const [i, raw] of v.entries()) {
        const at = child(top, i);
        const o = expectObject(raw, at, "an Instance object");
        const id = expectString(o, "id", at);
        const split = expectString(o, "split", at);
        const prev = out.get(id);
        if (prev !== undefined && prev !== split) {
            throw toolError(child(at, "split"), `${quoteName(split)}, but an earlier entry puts instance ${quoteName(id)} in ${quoteName(prev)}`);
        }
        out.set(id, split);
    }
    return out;
}
/** The `metric` stat of a PerInstanceStats entry: its mean (sum / count when HELM left mean out). */
function statValue(e, at, metric, metrics) {
    const statsAt = child(at, "stats");
    if (!Array.isArray(e.stats))
        throw toolError(statsAt, `expected a list of Stat objects, got ${describeJson(e.stats)}`);
    let found;
    for (const [k, raw] of e.stats.entries()) {
        const sAt = child(statsAt, k);
        const s = expectObject(raw, sAt, "a Stat object");
        const name = expectObject(s.name, child(sAt, "name"), "a MetricName object");
        const n = expectString(name, "name", child(sAt, "name"));
        metrics.add(n);
        if (n !== metric)
            continue;
        let value = s.mean;
        let valueAt = child(sAt, "mean");
        if (value === undefined && typeof s.sum === "number" && typeof s.count === "number" && s.count > 0) {
            value = s.sum / s.count;
            valueAt = child(sAt, "sum");
        }
        if (typeof value !== "number" || !Number.isFinite(value)) {
            throw toolError(valueAt, `must be a finite number, got ${describeJson(value)}`);
        }
        if (found !== undefined && found.value !== value) {
            throw toolError(valueAt, `a second ${metric} stat with another value (first at ${found.at.path})`);
        }
        found = { value, at: valueAt };
    }
    return found;
}
/** The `metric` value of a DisplayPrediction's stats {name: mean}. */
function displayValue(e, at, metric, metrics) {
    const statsAt = child(at, "stats");
    const stats = expectObject(e.stats, statsAt, "an object of metric means");
    for (const name of Object.keys(stats))
        metrics.add(name);
    if (!(metric in stats))
        return undefined;
    const value = stats[metric];
    const valueAt = child(statsAt, metric);
    if (typeof value !== "number" || !Number.isFinite(value)) {
        throw toolError(valueAt, `must be a finite number, got ${describeJson(value)}`);
    }
    return { value, at: valueAt };
}
/** The scenario part of a run name: `mmlu:subject=anatomy,model=x` → `mmlu:subject=anatomy`. */
function scenarioKey(runName) {
    const colon = runName.indexOf(":");
    if (colon < 0)
        return runName;
    const args = runName
        .slice(colon + 1)
        .split(",")
        .filter((a) => !/^(model|model_deployment|data_augmentation)=/.test(a));
    return args.length === 0 ? runName.slice(0, colon) : `${runName.slice(0, colon)}:${args.join(",")}`;
}
/**
 * Condition names for every perturbation seen in the import: `perturbed:<name>`, `.seed<N>` for
 * a seeded variant, and `.<field>_<value>` for each field that differs when one name (and seed)
 * was run with two settings (`perturbed:typos.prob_0.05`). Only letters, digits, `_ . -` are
 * added, so a name can be typed in a flag and in `verdict --table MODEL@PERTURBER=…` (no `=`,
 * `@`, brackets or spaces). Keyed by the canonical JSON of the perturbation object. Pure.
 */
function perturbationConditions(perturbations) {
    const byBase = new Map();
    for (const p of perturbations) {
        const seed = p.seed;
        const base = `${types/* PERTURBED_PREFIX */.lx}${p.name}${seed === undefined || seed === null ? "" : `.seed${seed}`}`;
        const variants = byBase.get(base) ?? new Map();
        byBase.set(base, variants);
        variants.set(canonicalJson(p), p);
    }
    const out = new Map();
    for (const [base, variants] of byBase) {
        if (variants.size === 1) {
            out.set([...variants.keys()][0], base);
            continue;
        }
        const all = [...variants.values()];
        const keys = [...new Set(all.flatMap((p) => Object.keys(p)))].sort();
        const differing = keys.filter((k) => new Set(all.map((p) => canonicalJson(p[k] ?? null))).size > 1);
        for (const [canon, p] of variants) {
            out.set(canon, base + differing.map((k) => `.${k}_${flagSafe(p[k] ?? null)}`).join(""));
        }
    }
    return out;
}
/** A field's value as flag-safe text: strings bare, anything else as compact JSON; other characters → `_`. */
function flagSafe(v) {
    return (typeof v === "string" ? v : canonicalJson(v)).replace(/[^A-Za-z0-9_.-]/g, "_");
}
/**
 * What a metric value becomes (docs/import.md "Scores"): 1 right, 0 wrong, between them as
 * --partial says, anything else refused; the error names the stat the value came from.
 */
function correctOf(value, at, metric, policy) {
    const reading = readNumber(value);
    if (reading.kind === "invalid") {
        throw toolError(at, `${metric} is ${value}: ${reading.why}; choose a 0/1 metric with --scorer`);
    }
    return applyPolicy(reading, policy, { file: at.file, field: at.path });
}
/** Outcome rows from read runs (in the order given). Pure. */
function helmRows(allRuns, options) {
    const metric = options.scorer ?? DEFAULT_HELM_METRIC;
    // One split: HELM evaluates most scenarios on `valid` and `test` and reports each apart
    // (stats.json per split); mixed, the rows would give a score HELM never printed.
    const split = options.split ?? DEFAULT_HELM_SPLIT;
    const { runs, leftOut } = keepSplit(allRuns, split);
    checkModels(runs, options);
    checkRunsScored(runs, metric);
    const { conditionOf, conditions } = conditionsOfRuns(runs, options);
    // Train trials are replicates. Epochs go on every row once any row has a second trial: a row
    // without one would be left out by a reader that keeps one epoch (verdict --epoch N), and
    // trial 0 is epoch 1 everywhere.
    const anyTrials = runs.some((r) => r.outcomes.some((o) => o.trial > 0));
    const { collector, missing, partial } = collectRows(runs, options, metric, conditionOf, anyTrials);
    const notes = [
        tally(collector.rows),
        `${plural(runs.length, "run")} read (${listed(runs.map(sourceFile))}): ${plural(collector.rows.length, "outcome")} from the ${metric} stat, split ${quoteName(split)}, conditions ${conditions.map(quoteName).join(", ")}`,
    ];
    if (leftOut.size > 0) {
        notes.push(`split ${quoteName(split)} kept; left out: ${[...leftOut].map(([s, n]) => `${plural(n, "outcome")} of split ${quoteName(s)}`).join(", ")} (HELM reports each split apart; --helm-split NAME reads another)`);
    }
    if (missing > 0) {
        notes.push(`${plural(missing, "instance")} with no ${metric} stat (HELM drops a NaN stat, runner.py remove_per_instance_stats_nans): imported as unparsed (correct: null)`);
    }
    if (partial.count > 0) {
        notes.push(`${plural(partial.count, "outcome")} with a ${metric} strictly between 0 and 1: counted ${partial.as} (--partial)`);
    }
    if (perturbationsSeeded(runs)) {
        notes.push("a perturbation applied with several seeds gives one condition per seed (perturbed:<name>.seed<N>): each seed is a perturber of its own in a verdict's family");
    }
    if (anyTrials) {
        notes.push("several train trials: replicates, epoch = train_trial_index + 1 on every row (a one-trial run's rows are epoch 1)");
    }
    return { rows: collector.rows, notes };
}
/** Each run's outcomes of one split, and how many of every other split were left out. */
function keepSplit(allRuns, split) {
    const leftOut = new Map();
    const runs = allRuns.map((r) => {
        const kept = r.outcomes.filter((o) => o.split === split);
        if (r.outcomes.length > 0 && kept.length === 0) {
            throw new errors/* InputError */.dz(`no instance in split ${quoteName(split)} (the run's splits: ${splitCounts(r.outcomes)}); choose one with --helm-split NAME`, { file: sourceFile(r) });
        }
        for (const o of r.outcomes)
            if (o.split !== split)
                leftOut.set(o.split, (leftOut.get(o.split) ?? 0) + 1);
        return { ...r, outcomes: kept };
    });
    return { runs, leftOut };
}
/** --model names one model for every row; without it, each run's own model name must be usable. */
function checkModels(runs, options) {
    const models = [...new Set(runs.map((r) => r.spec.model))];
    if (options.model !== undefined && models.length > 1) {
        throw new errors/* InputError */.dz(`--model ${options.model}: names one model for every row, but the runs are of ${models.length} models (${models.map(quoteName).join(", ")}); import each model's runs with its own --model`);
    }
    if (options.model === undefined) {
        for (const r of runs) {
            const why = unusableName(r.spec.model);
            if (why !== undefined)
                throw toolError(child(child(r.spec.at, "adapter_spec"), "model"), `${why}; give --model NAME`);
        }
    }
}
/** Every run has instances, and the metric read on at least one of them. */
function checkRunsScored(runs, metric) {
    for (const r of runs) {
        if (r.outcomes.length === 0)
            throw toolError({ file: r.spec.at.file, path: "" }, "the run has no instances");
        if (!r.outcomes.some((o) => o.value !== undefined)) {
            const seen = [...r.metrics].sort();
            throw new errors/* InputError */.dz(`no ${metric} stat in the run (${seen.length === 0 ? "no stats at all" : `its stats: ${seen.slice(0, 12).join(", ")}${seen.length > 12 ? ", …" : ""}`}); name a 0/1 metric with --scorer NAME`, { file: sourceFile(r) });
        }
    }
}
/**
 * Each outcome's condition (original, or its perturbation's label across all runs), and the
 * conditions present; a --condition may stand only for a run (or runs) of one condition.
 */
function conditionsOfRuns(runs, options) {
    const labels = perturbationConditions(runs.flatMap((r) => r.outcomes.flatMap((o) => (o.perturbation === null ? [] : [o.perturbation]))));
    const conditionOf = (o) => o.perturbation === null ? types/* ORIGINAL */.mx : labels.get(canonicalJson(o.perturbation));
    const conditions = [...new Set(runs.flatMap((r) => r.outcomes.map(conditionOf)))];
    if (options.condition !== undefined && conditions.length > 1) {
        throw new errors/* InputError */.dz(`--condition ${options.condition}: names one condition for every row, but the runs hold ${conditions.length} (${conditions.map(quoteName).join(", ")}: the original and its perturbations); import without --condition`);
    }
    for (const r of runs) {
        if (r.condition === undefined)
            continue;
        const inRun = [...new Set(r.outcomes.map(conditionOf))];
        if (inRun.length > 1) {
            throw new errors/* InputError */.dz(`--condition ${r.condition} names one condition for this run's rows, but it holds ${inRun.length} (${inRun.map(quoteName).join(", ")}); without --condition the perturbations name them`, { file: (0,external_node_path_.dirname)(r.spec.at.file) });
        }
    }
    return { conditionOf, conditions };
}
/** The rows, with how many instances had no stat and how many were partial credit. */
function collectRows(runs, options, metric, conditionOf, anyTrials) {
    const collector = new validate/* OutcomeCollector */.UM();
    let missing = 0;
    const partial = { count: 0, as: "" };
    for (const r of runs) {
        const model = options.model ?? r.spec.model;
        const scenario = scenarioKey(r.spec.name);
        for (const o of r.outcomes) {
            const condition = conditionOf(o);
            let correct;
            if (o.value === undefined) {
                missing++;
                correct = null;
            }
            else {
                const c = correctOf(o.value, o.valueAt ?? o.at, metric, options.partial);
                if (o.value !== 0 && o.value !== 1) {
                    partial.count++;
                    partial.as = options.partial;
                }
                correct = c;
            }
            const row = {
                model,
                id: `${scenario}/${o.instanceId}`,
                condition: options.condition ?? r.condition ?? condition,
                correct,
            };
            if (anyTrials)
                row.epoch = o.trial + 1;
            addRow(collector, row, o);
        }
    }
    return { collector, missing, partial };
}
function addRow(collector, row, o) {
    try {
        collector.add(row, { file: o.at.file });
    }
    catch (e) {
        // The same instance twice: two runs of one model and scenario (say with and without
        // data_augmentation=…) — the original instances of both are one item asked twice.
        if (e instanceof errors/* InputError */.dz && /duplicate row/.test(e.message)) {
            throw new errors/* InputError */.dz(`${e.message.replace(/^[^:]*(:\d+)?(, field "id")?: /, "")}: two runs of one model and scenario hold the same instance; import one of them`, { file: o.at.file });
        }
        throw e;
    }
}
/** "test 9, valid 1": outcomes per split. */
function splitCounts(outcomes) {
    const n = new Map();
    for (const o of outcomes)
        n.set(o.split, (n.get(o.split) ?? 0) + 1);
    return [...n].map(([s, c]) => `${s} ${c}`).join(", ");
}
/** The first few of a list, then how many more: a suite can hold hundreds of runs. */
function listed(xs, shown = 4) {
    return xs.length <= shown ? xs.join(", ") : `${xs.slice(0, shown).join(", ")} and ${xs.length - shown} more`;
}
function perturbationsSeeded(runs) {
    return runs.some((r) => r.outcomes.some((o) => o.perturbation?.seed !== undefined && o.perturbation.seed !== null));
}
function sourceFile(r) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(r.spec.at.file), r.source);
}
async function exists(path) {
    try {
        await (0,promises_.stat)(path);
        return true;
    }
    catch (e) {
        if (e.code === "ENOENT")
            return false;
        throw e;
    }
}
/**
 * The runs a path names: a run directory, one of its files, or a suite directory
 * (benchmark_output/runs/<suite>/), whose subdirectories holding run_spec.json are its runs; the
 * others (HELM's eval_cache/, helm-summarize's groups/) are named in a note, not read.
 */
async function readPath(p, workspace, metric, meter) {
    let dir = p.path;
    let display = p.display;
    let st;
    try {
        st = await (0,promises_.stat)(p.path);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot read the HELM run directory (${e.code ?? "error"})`, {
            file: p.display,
        });
    }
    if (!st.isDirectory()) {
        if (![STATS_FILE, DISPLAY_FILE, SPEC_FILE].includes((0,external_node_path_.basename)(p.path))) {
            throw new errors/* InputError */.dz(`not a HELM run directory (benchmark_output/runs/<suite>/<run>/) nor one of its ${SPEC_FILE}, ${STATS_FILE}, ${DISPLAY_FILE}`, { file: p.display });
        }
        dir = (0,external_node_path_.dirname)(p.path);
        display = (0,external_node_path_.dirname)(p.display);
    }
    await (0,checked_file/* checkPlace */.uD)(dir, { display, what: "HELM run directory", workspace });
    if (await exists((0,external_node_path_.join)(dir, SPEC_FILE)))
        return { runs: [await readRunDir(dir, display, workspace, metric, meter)], note: undefined };
    const runDirs = [];
    const skipped = [];
    for (const d of (await (0,promises_.readdir)(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (!d.isDirectory())
            continue;
        if (await exists((0,external_node_path_.join)(dir, d.name, SPEC_FILE)))
            runDirs.push(d.name);
        else
            skipped.push(d.name);
    }
    if (runDirs.length === 0) {
        throw new errors/* InputError */.dz(`has no ${SPEC_FILE}, nor any subdirectory with one: not a HELM run or suite directory (runner.py writes run_spec.json into every run directory)`, { file: display });
    }
    const runs = [];
    for (const name of runDirs) {
        const sub = (0,external_node_path_.join)(dir, name);
        await (0,checked_file/* checkPlace */.uD)(sub, { display: (0,external_node_path_.join)(display, name), what: "HELM run directory", workspace });
        runs.push(await readRunDir(sub, (0,external_node_path_.join)(display, name), workspace, metric, meter));
    }
    const note = `${display} is a suite directory: ${plural(runDirs.length, "run directory", "run directories")} read${skipped.length > 0 ? `; subdirectories without ${SPEC_FILE}, not runs, not read: ${skipped.join(", ")}` : ""}`;
    return { runs, note };
}
/** One run directory: run_spec.json and per_instance_stats.json, else display_predictions.json. */
async function readRunDir(dir, display, workspace, metric, meter) {
    const inDir = (name) => ({ display: (0,external_node_path_.join)(display, name), path: (0,external_node_path_.join)(dir, name) });
    const spec = parseRunSpec(await readToolJson(inDir(SPEC_FILE), workspace, "HELM run_spec.json", undefined, meter), inDir(SPEC_FILE).display);
    const source = (await exists((0,external_node_path_.join)(dir, STATS_FILE)))
        ? STATS_FILE
        : (await exists((0,external_node_path_.join)(dir, DISPLAY_FILE)))
            ? DISPLAY_FILE
            : undefined;
    if (source === undefined) {
        throw new errors/* InputError */.dz(`has neither ${STATS_FILE} nor ${DISPLAY_FILE}: the run has no per-instance results`, {
            file: display,
        });
    }
    let splitOf;
    if (source === DISPLAY_FILE) {
        // DisplayPrediction has no split; helm-summarize writes the instances beside it, each with one.
        if (!(await exists((0,external_node_path_.join)(dir, INSTANCES_FILE)))) {
            throw new errors/* InputError */.dz(`has ${DISPLAY_FILE} but no ${INSTANCES_FILE}: a DisplayPrediction carries no split, and HELM's splits (valid, test) are reported apart; copy ${INSTANCES_FILE} (or ${STATS_FILE}) from the run`, { file: display });
        }
        const instances = inDir(INSTANCES_FILE);
        splitOf = parseInstanceSplits(await readToolJson(instances, workspace, `HELM ${INSTANCES_FILE}`, undefined, meter), instances.display);
    }
    const f = inDir(source);
    const { outcomes, metrics } = parseHelmEntries(await readToolJson(f, workspace, `HELM ${source}`, undefined, meter), f.display, source, metric, splitOf);
    return { spec, source, outcomes, metrics };
}
async function readHelm(input, options) {
    const metric = options.scorer ?? DEFAULT_HELM_METRIC;
    const runs = [];
    const suiteNotes = [];
    for (const p of input.paths) {
        const { runs: found, note } = await readPath(p, input.workspace, metric, input.meter);
        if (note !== undefined)
            suiteNotes.push(note);
        for (const run of found)
            runs.push(p.condition !== undefined ? { ...run, condition: p.condition } : run);
    }
    const result = helmRows(runs, options);
    return { rows: result.rows, notes: [...suiteNotes, ...result.notes] };
}
const helmImporter = {
    name: "helm",
    summary: "HELM run directories (per_instance_stats.json or display_predictions.json; perturbation = condition)",
    sources: [
        "stanford-crfm/helm src/helm/benchmark/metrics/metric.py (PerInstanceStats)",
        "stanford-crfm/helm src/helm/benchmark/metrics/statistic.py (Stat)",
        "stanford-crfm/helm src/helm/benchmark/presentation/run_display.py (DisplayPrediction)",
        "stanford-crfm/helm src/helm/benchmark/augmentations/perturbation_description.py (PerturbationDescription)",
        "stanford-crfm/helm src/helm/benchmark/runner.py (run directory files)",
        "stanford-crfm/helm src/helm/benchmark/run_spec.py, adaptation/adapter_spec.py (RunSpec, AdapterSpec)",
    ],
    read: readHelm,
};

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(1306);
// EXTERNAL MODULE: ./build/lib/io/zstd.js
var zstd = __webpack_require__(6062);
;// CONCATENATED MODULE: ./build/lib/outcomes/import/zip.js
/**
 * Reads chosen members of a ZIP archive (an inspect `.eval` log), streamed through fflate's
 * `Unzip` with our own decoders registered for the two methods inspect writes: 8 (deflate, via
 * Node's zlib) and 93 (Zstandard, via src/io/zstd.ts — inspect logs since April 2026). Every member
 * is bounded: its declared size may not pass MAX_ZIP_MEMBER_BYTES, it must decompress to exactly
 * the size it declares (a bomb declares little and expands to much), and all members together may
 * not pass MAX_ZIP_TOTAL_BYTES. Errors are InputErrors naming the archive and the member.
 */







const ZIP_STORED = 0;
const ZIP_DEFLATE = 8;
const ZIP_ZSTD = 93;
/**
 * Hands each member whose name `wanted` accepts, decompressed, to `onMember` as soon as it is
 * whole, in archive order, so a caller can reduce it and let the bytes go (a log of many large
 * samples is never held whole). `display` names the archive in errors. A name can occur twice
 * (inspect rewrites header.json in place, leaving the old copy as dead bytes before the central
 * directory): the caller sees both, and must let the later copy win, as a reader of the central
 * directory would. Resolves once the central directory has been checked against what was read.
 */
async function readZipMembers(real, display, wanted, onMember, caps = { member: limits/* MAX_ZIP_MEMBER_BYTES */.gh, total: limits/* MAX_ZIP_TOTAL_BYTES */.If }, 
/** Hears the members handed over and the archive's bytes read, once per chunk. */
meter) {
    let members = 0;
    let read = 0;
    /** The decompressed size of each member handed over (its last copy), for the directory check. */
    const found = new Map();
    let total = 0;
    let sawAny = false;
    const fail = (member, why) => new errors/* InputError */.dz(`ZIP member "${member}": ${why}`, { file: display, field: member });
    const unzip = new esm/* Unzip */.HJ();
    for (const method of [ZIP_DEFLATE, ZIP_ZSTD, ZIP_STORED])
        unzip.register(decoderFor(method, wanted, caps, fail));
    let pending;
    const seen = new Set();
    unzip.onfile = (file) => {
        sawAny = true;
        seen.add(file.name);
        const chunks = [];
        if (![ZIP_STORED, ZIP_DEFLATE, ZIP_ZSTD].includes(file.compression)) {
            if (wanted(file.name))
                pending ??= fail(file.name, `compression method ${file.compression} is not one inspect writes (0, 8 deflate, 93 zstd)`);
            return;
        }
        file.ondata = (err, data, final) => {
            if (err) {
                pending ??= fail(file.name, err.message);
                return;
            }
            if (data.length > 0)
                chunks.push(data);
            if (final && wanted(file.name)) {
                const d = concat(chunks);
                total += d.length;
                if (total > caps.total) {
                    pending ??= new errors/* InputError */.dz(`the members decompress to more than ${(0,limits/* formatBytes */.z3)(caps.total)} together, the cap on one archive (docs/reliability.md "Caps")`, { file: display });
                }
                found.set(file.name, d.length);
                members++;
                onMember({ name: file.name, method: file.compression, data: d });
            }
        };
        file.start();
    };
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(real, { highWaterMark: 1 << 20 })) {
            read += chunk.length;
            meter?.update(members, read);
            // fflate's Unzip.push recurses twice for each member that starts in the chunk it is given:
            // 1 MiB of tiny members (65,000 samples of a few bytes) overflowed the stack. A slice holds
            // at most PUSH_BYTES / 30 local headers (30 bytes is the smallest), so the depth is bounded.
            for (let at = 0; at < chunk.length; at += PUSH_BYTES) {
                unzip.push(chunk.subarray(at, at + PUSH_BYTES), false);
                if (pending)
                    throw pending;
                forgetFinishedMembers(unzip);
            }
        }
        unzip.push(new Uint8Array(0), true);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw e;
        // File system errors carry a string code (ENOENT); fflate's carry a number.
        const code = e.code;
        if (typeof code === "string")
            throw new errors/* InputError */.dz(`cannot read the log (${code})`, { file: display });
        throw new errors/* InputError */.dz(`not a readable ZIP archive (${e.message})`, { file: display });
    }
    if (pending)
        throw pending;
    if (!sawAny)
        throw new errors/* InputError */.dz("not a ZIP archive (no local file header found)", { file: display });
    await checkCentralDirectory(real, display, seen, found);
    meter?.fileDone(members, read);
}
/** One decoder class per method: collects the compressed bytes, decodes them once, bounded. */
function decoderFor(method, wanted, caps, fail) {
    return class {
        name;
        declared;
        static compression = method;
        ondata = () => { };
        parts = [];
        keep;
        constructor(name, _size, declared) {
            this.name = name;
            this.declared = declared;
            this.keep = wanted(name);
            if (this.keep && declared !== undefined && declared > caps.member) {
                throw fail(name, `declares ${(0,limits/* formatBytes */.z3)(declared)}; the cap is ${(0,limits/* formatBytes */.z3)(caps.member)} a member (docs/reliability.md "Caps")`);
            }
        }
        push(chunk, final) {
            // fflate may reuse the buffer it hands us: copy what we keep.
            if (this.keep && chunk.length > 0)
                this.parts.push(chunk.slice());
            if (!final)
                return;
            const data = this.keep
                ? decodeMember(method, this.name, concat(this.parts), this.declared, caps, fail)
                : new Uint8Array(0);
            this.ondata(null, data, true);
        }
    };
}
/** A member's bytes decompressed, never past the cap nor past the size it declares. */
function decodeMember(method, name, raw, declared, caps, fail) {
    const limit = Math.min(declared ?? caps.member, caps.member);
    let out;
    if (method === ZIP_STORED) {
        if (raw.length > caps.member)
            throw fail(name, `holds ${(0,limits/* formatBytes */.z3)(raw.length)}; the cap is ${(0,limits/* formatBytes */.z3)(caps.member)} a member (docs/reliability.md "Caps")`);
        out = raw;
    }
    else if (method === ZIP_ZSTD) {
        try {
            out = (0,zstd/* zstdDecompressBounded */.yb)(raw, limit);
        }
        catch (e) {
            if (!(e instanceof zstd/* ZstdError */.ic))
                throw e;
            throw fail(name, overOrBad(e.message, declared, limit));
        }
    }
    else {
        try {
            out = (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: limit });
        }
        catch (e) {
            const code = e.code;
            throw fail(name, code === "ERR_BUFFER_TOO_LARGE"
                ? overOrBad("decompresses to more than", declared, limit)
                : `not valid deflate data (${code ?? "error"})`);
        }
    }
    if (declared !== undefined && out.length !== declared) {
        throw fail(name, `declares ${declared} bytes but decompresses to ${out.length} (a damaged or altered archive)`);
    }
    return out;
}
function overOrBad(msg, declared, limit) {
    return /more than/.test(msg)
        ? declared !== undefined && declared <= limit
            ? `declares ${declared} bytes but decompresses to more (a ZIP bomb or a damaged archive)`
            : `decompresses to more than ${(0,limits/* formatBytes */.z3)(limit)}, the cap on a member (docs/reliability.md "Caps")`
        : `not valid zstd data`;
}
/**
 * fflate 0.8.3's Unzip keeps one chunk list per member ever seen in `k`, adding each new one with
 * `unshift`, and reads only `k[0]` (the member being read) and `k[1]` (the one before, whose data
 * descriptor may still be pending): 65,000 members cost 2 billion element moves. Older entries are
 * dropped; if a later fflate renames the field this does nothing and reading stays correct.
 */
function forgetFinishedMembers(unzip) {
    const k = unzip.k;
    if (Array.isArray(k) && k.length > 2)
        k.length = 2;
}
/** Bytes handed to fflate at a time: ≤ 273 members a push, ~550 frames deep at most. */
const PUSH_BYTES = 8 << 10;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/**
 * The streamed read sees local headers only; the central directory at the end is what says the
 * archive is whole. A log cut short after a complete member (a copy interrupted, a log still
 * being written) would otherwise import part of its samples without a word. Every name the
 * directory lists must have been read, with the size the directory states.
 */
async function checkCentralDirectory(real, display, seen, found) {
    const fh = await (0,promises_.open)(real, "r");
    try {
        const { size } = await fh.stat();
        const tailLen = Math.min(size, EOCD_SEARCH);
        const tail = Buffer.alloc(tailLen);
        await fh.read(tail, 0, tailLen, size - tailLen);
        let at = -1;
        for (let i = tailLen - 22; i >= 0; i--) {
            if (tail.readUInt32LE(i) === EOCD) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw new errors/* InputError */.dz("no end of central directory: the archive is truncated (a copy cut short, or a log still being written?)", {
                file: display,
            });
        }
        const entries = tail.readUInt16LE(at + 10);
        const cdSize = tail.readUInt32LE(at + 12);
        const cdOffset = tail.readUInt32LE(at + 16);
        // ZIP64 archives keep the real figures elsewhere; their members were still size-checked one by one.
        if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
            return;
        if (cdOffset + cdSize > size)
            throw new errors/* InputError */.dz("the central directory lies past the end of the file (truncated)", { file: display });
        const cd = Buffer.alloc(cdSize);
        await fh.read(cd, 0, cdSize, cdOffset);
        let p = 0;
        for (let k = 0; k < entries; k++) {
            if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) {
                throw new errors/* InputError */.dz("the central directory is damaged", { file: display });
            }
            const usize = cd.readUInt32LE(p + 24);
            const nameLen = cd.readUInt16LE(p + 28);
            const extraLen = cd.readUInt16LE(p + 30);
            const commentLen = cd.readUInt16LE(p + 32);
            const name = cd.toString("utf8", p + 46, p + 46 + nameLen);
            if (!seen.has(name)) {
                throw new errors/* InputError */.dz(`ZIP member "${name}" is in the central directory but not in the archive (truncated or damaged)`, {
                    file: display,
                    field: name,
                });
            }
            const kept = found.get(name);
            if (kept !== undefined && usize !== 0xffffffff && kept !== usize) {
                throw new errors/* InputError */.dz(`ZIP member "${name}": the central directory says ${usize} bytes, the member holds ${kept}`, {
                    file: display,
                    field: name,
                });
            }
            p += 46 + nameLen + extraLen + commentLen;
        }
    }
    finally {
        await fh.close();
    }
}
function concat(parts) {
    if (parts.length === 1)
        return parts[0];
    let n = 0;
    for (const p of parts)
        n += p.length;
    const out = new Uint8Array(n);
    let at = 0;
    for (const p of parts) {
        out.set(p, at);
        at += p.length;
    }
    return out;
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/inspect.js
/**
 * inspect_ai logs → outcome rows (docs/import.md "inspect_ai"). A `.eval` log is a ZIP holding
 * `header.json` (the EvalLog without samples) and one `samples/{id}_epoch_{epoch}.json` per sample
 * (falling back to `summaries.json` when a log kept no full samples); a `.json` log is the whole
 * EvalLog, samples included. One row per (sample id, epoch): epochs are replicates. The model is
 * the log's `eval.model` unless `--model` says otherwise; the condition is `--condition`, or else
 * the log's task name (so two logs of one task, original and shuffled, need `--condition` each).
 */






/** inspect's score literals (src/inspect_ai/scorer/_metric.py: CORRECT, INCORRECT, PARTIAL, NOANSWER). */
const CORRECT = "C";
const INCORRECT = "I";
const PARTIAL = "P";
const NOANSWER = "N";
/** Written when an eval starts; header.json only when it ends (src/inspect_ai/log/_recorders/eval.py). */
const JOURNAL_START = "_journal/start.json";
/** The fields of a sample an outcome needs (EvalSample in src/inspect_ai/log/_log.py). */
function reduced(v) {
    return { id: v.id, epoch: v.epoch, scores: v.scores, error: v.error };
}
const inspectImporter = {
    name: "inspect",
    summary: "inspect_ai .eval logs (ZIP, deflate or zstd members) and .json logs; epochs are replicates",
    sources: [
        "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_log.py (EvalLog, EvalSpec, EvalSample, EvalSampleSummary, Score)",
        "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_recorders/eval.py (header.json, summaries.json, samples/{id}_epoch_{epoch}.json)",
        "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_recorders/json.py (.json logs)",
        "UKGovernmentBEIS/inspect_ai src/inspect_ai/_util/zipfile.py (zstd members, ZIP method 93)",
        "UKGovernmentBEIS/inspect_ai src/inspect_ai/scorer/_metric.py (C, I, P, N and value_to_float)",
    ],
    async read(input, options) {
        const rows = [];
        const notes = [];
        for (const p of input.paths) {
            const log = await readLog(p, input.workspace, input.meter);
            const r = rowsOfLog(log, p, options);
            // Not push(...r.rows): a log of a few hundred thousand samples would overflow the stack.
            for (const row of r.rows)
                rows.push(row);
            notes.push(r.note);
        }
        return { rows, notes };
    },
};
async function readLog(p, workspace, meter) {
    if (/\.eval$/i.test(p.display)) {
        const { real } = await checkImportFile(p, workspace, limits/* MAX_IMPORT_FILE_BYTES */.sm, "inspect log");
        const text = (m) => (0,strict/* decodeUtf8 */._)(m.data, `${p.display}:${m.name}`);
        // Each sample is reduced as it arrives: its events and messages (most of a log) are let go.
        let header;
        let summaries;
        let started = false;
        const full = new Map();
        await readZipMembers(real, p.display, (n) => n === "header.json" ||
            n === "summaries.json" ||
            n === JOURNAL_START ||
            (n.startsWith("samples/") && n.endsWith(".json")), (m) => {
            // A later copy of a name wins (see readZipMembers).
            if (m.name === JOURNAL_START)
                started = true;
            else if (m.name === "header.json")
                header = m;
            else if (m.name === "summaries.json")
                summaries = m;
            else {
                const where = { file: p.display, field: m.name };
                full.set(m.name, { value: reduced(asObject(parseJson(text(m), where), where, "a sample")), where: m.name });
            }
        }, undefined, meter);
        if (!header) {
            throw new errors/* InputError */.dz(started
                ? "no header.json member, only _journal/start.json: the eval is still running or did not finish (inspect writes header.json at the end)"
                : "no header.json member: not an inspect .eval log", { file: p.display });
        }
        const headerWhere = { file: p.display, field: "header.json" };
        const headerObj = asObject(parseJson(text(header), headerWhere), headerWhere, "the log header");
        if (full.size > 0)
            return { header: headerObj, samples: [...full.values()], from: `${full.size} samples/ members` };
        if (!summaries) {
            throw new errors/* InputError */.dz("the log holds no samples (no samples/ members and no summaries.json: written with log_samples off?)", { file: p.display });
        }
        const list = parseJson(text(summaries), { file: p.display, field: "summaries.json" });
        if (!Array.isArray(list))
            throw new errors/* InputError */.dz("expected a JSON array of sample summaries", { file: p.display, field: "summaries.json" });
        return {
            header: headerObj,
            samples: list.map((v, i) => ({
                value: asObject(v, { file: p.display, field: `summaries.json[${i}]` }, "a sample summary"),
                where: `summaries.json[${i}]`,
            })),
            from: "summaries.json (no full samples in the log)",
        };
    }
    if (/\.json$/i.test(p.display)) {
        const { real } = await checkImportFile(p, workspace, limits/* MAX_IMPORT_JSON_BYTES */.CV, "inspect log");
        const log = asObject(await readJsonFile(real, p.display, undefined, meter), { file: p.display }, "an inspect EvalLog");
        const samples = log.samples;
        if (samples === undefined || samples === null) {
            throw new errors/* InputError */.dz("the log holds no samples (written with log_samples off?)", {
                file: p.display,
                field: "samples",
            });
        }
        if (!Array.isArray(samples))
            throw new errors/* InputError */.dz("expected an array of samples", { file: p.display, field: "samples" });
        return {
            header: log,
            samples: samples.map((v, i) => ({
                value: asObject(v, { file: p.display, field: `samples[${i}]` }, "a sample"),
                where: `samples[${i}]`,
            })),
            from: "samples",
        };
    }
    throw new errors/* InputError */.dz("an inspect log ends in .eval (a ZIP) or .json", { file: p.display });
}
function rowsOfLog(log, p, o) {
    const file = p.display;
    const spec = asObject(log.header.eval, { file, field: "eval" }, "the eval spec");
    const model = o.model ?? stringField(spec.model, file, "eval.model");
    const condition = p.condition ?? o.condition ?? stringField(spec.task, file, "eval.task");
    const scorer = pickScorer(log, spec, o, file);
    // The count first: a trimmed copy is refused before any of its samples is judged.
    const status = typeof log.header.status === "string" ? log.header.status : "unknown";
    const counted = checkTotal(log, log.samples.length, status, file);
    const tally = new ScoreTally();
    let errored = 0;
    let unscored = 0;
    const epochs = new Set();
    const rows = log.samples.map(({ value: s, where }) => {
        const field = (f) => ({ file, field: `${where} ${f}` });
        const id = sampleId(s.id, field("id"));
        const epoch = s.epoch;
        if (typeof epoch !== "number" || !Number.isSafeInteger(epoch) || epoch < 1) {
            throw new errors/* InputError */.dz("must be an integer ≥ 1", field("epoch"));
        }
        epochs.add(epoch);
        let correct;
        const score = scoreOf(s, scorer);
        if (s.error !== undefined && s.error !== null) {
            // An errored sample has no answer to judge: unknown, never wrong.
            errored++;
            correct = null;
        }
        else if (score === undefined) {
            unscored++;
            correct = null;
        }
        else {
            const reading = readValue(score);
            tally.note(reading);
            correct = applyPolicy(reading, o.partial, field(`scores.${scorer}.value`));
        }
        return { model, id, condition, correct, epoch };
    });
    if (rows.length === 0)
        throw new errors/* InputError */.dz("the log holds no samples", { file });
    if (rows.length === unscored + errored) {
        throw new errors/* InputError */.dz(`no sample has a "${scorer}" score (${unscored} unscored, ${errored} errored): nothing to import`, { file });
    }
    const parts = [
        `${file}: ${rows.length} rows from ${log.from}; model "${model}", condition "${condition}", scorer "${scorer}", epochs ${[...epochs].sort((a, b) => a - b).join(", ")}`,
        `right ${tally.right}, wrong ${tally.wrong}`,
    ];
    if (tally.noAnswer)
        parts.push(`no answer (N) ${tally.noAnswer} → null`);
    if (tally.partial)
        parts.push(`partial ${tally.partial} → ${o.partial === "unparsed" ? "null" : o.partial}`);
    if (errored)
        parts.push(`errored ${errored} → null`);
    if (unscored)
        parts.push(`unscored ${unscored} → null`);
    if (status !== "success")
        parts.push(`log status "${status}": the run did not finish, samples may be missing`);
    if (counted !== undefined)
        parts.push(counted);
    return { rows, note: parts.join("; ") };
}
/**
 * The log's own count: `results.total_samples` is the dataset samples × epochs the eval ran
 * (EvalResults, src/inspect_ai/log/_log.py), one per (sample, epoch), as the rows are. A finished
 * log holding fewer is a trimmed or damaged copy: refused, as a cut lm-eval file is. A log that did
 * not finish may hold fewer (a note says so); one without results is noted as not checked.
 */
function checkTotal(log, rows, status, file) {
    const results = log.header.results;
    const total = typeof results === "object" && results !== null
        ? results.total_samples
        : undefined;
    if (total === undefined || total === null)
        return "no results.total_samples in the log: the sample count was not checked";
    if (typeof total !== "number" || !Number.isSafeInteger(total) || total < 0) {
        throw new errors/* InputError */.dz("must be an integer ≥ 0 (EvalResults.total_samples)", {
            file,
            field: "results.total_samples",
        });
    }
    if (total === rows)
        return `as results.total_samples counts (dataset samples × epochs)`;
    if (status === "success") {
        throw new errors/* InputError */.dz(`the log holds ${rows} samples (counting each epoch), but says the eval ran ${total} (dataset samples × epochs): a trimmed or damaged copy?`, { file, field: "results.total_samples" });
    }
    return `results.total_samples says ${total}, the log holds ${rows}`;
}
/** The scorer whose value is read: `--scorer`, else the log's only one; several is ambiguous. */
function pickScorer(log, spec, o, file) {
    const names = new Set();
    if (Array.isArray(spec.scorers)) {
        for (const s of spec.scorers)
            if (typeof s === "object" && s !== null && typeof s.name === "string")
                names.add(s.name);
    }
    for (const { value } of log.samples) {
        if (typeof value.scores === "object" && value.scores !== null)
            for (const k of Object.keys(value.scores))
                names.add(k);
    }
    if (o.scorer !== undefined) {
        if (!names.has(o.scorer)) {
            throw new errors/* InputError */.dz(`the log has no scorer "${o.scorer}" (it has: ${[...names].join(", ") || "none"})`, {
                field: "--scorer",
            });
        }
        return o.scorer;
    }
    if (names.size === 1)
        return [...names][0];
    if (names.size === 0)
        throw new errors/* InputError */.dz("the log names no scorer and no sample has a score: nothing to import", {
            file,
            field: "eval.scorers",
        });
    throw new errors/* InputError */.dz(`the log has ${names.size} scorers (${[...names].join(", ")}); pick the one to read with --scorer NAME`, { file, field: "eval.scorers" });
}
function scoreOf(s, scorer) {
    const scores = s.scores;
    if (typeof scores !== "object" || scores === null)
        return undefined;
    const sc = scores[scorer];
    if (typeof sc !== "object" || sc === null)
        return undefined;
    return "value" in sc ? sc.value : undefined;
}
/** value_to_float's reading of a Score.value (src/inspect_ai/scorer/_metric.py), with N kept apart. */
function readValue(v) {
    if (v === CORRECT)
        return { kind: "right" };
    if (v === INCORRECT)
        return { kind: "wrong" };
    if (v === PARTIAL)
        return { kind: "partial", value: 0.5 };
    if (v === NOANSWER)
        return { kind: "no-answer" };
    if (typeof v === "boolean")
        return { kind: v ? "right" : "wrong" };
    if (typeof v === "number")
        return readNumber(v);
    if (typeof v === "string") {
        const l = v.toLowerCase();
        if (l === "yes" || l === "true")
            return { kind: "right" };
        if (l === "no" || l === "false")
            return { kind: "wrong" };
        if (/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v))
            return readNumber(Number(v));
        return {
            kind: "invalid",
            why: `"${v.slice(0, 20)}" is not a score inspect maps to a number (C, I, P, N, yes/no, a number)`,
        };
    }
    if (v === null)
        return { kind: "invalid", why: "the value is null" };
    return {
        kind: "invalid",
        why: `${Array.isArray(v) ? "a list" : "a dict"} score (several values per sample); contamgate reads one right/wrong value`,
    };
}
function sampleId(v, where) {
    if (typeof v === "string" && v !== "")
        return v;
    if (typeof v === "number" && Number.isSafeInteger(v))
        return String(v);
    throw new errors/* InputError */.dz("must be a non-empty string or an integer", where);
}
function stringField(v, file, field) {
    if (typeof v === "string" && v.trim() !== "")
        return v.trim();
    throw new errors/* InputError */.dz(`missing or not a string: give it with --${field === "eval.model" ? "model" : "condition"} NAME`, { file, field });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 1 modules
var src_metadata = __webpack_require__(6367);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/read.js + 16 modules
var read = __webpack_require__(4317);
// EXTERNAL MODULE: ./build/lib/io/parquet-codecs.js
var parquet_codecs = __webpack_require__(3641);
;// CONCATENATED MODULE: ./build/lib/outcomes/import/lighteval.js
/**
 * `contamgate import lighteval`: lighteval `--save-details` files,
 * `<output>/details/<model>/<date>/details_<task>_<date>.parquet` → outcome rows (docs/import.md
 * "lighteval"). Field names from huggingface/lighteval: src/lighteval/logging/info_loggers.py
 * (DetailsLogger.Detail, CompiledDetail) and src/lighteval/logging/evaluation_tracker.py (the
 * details and results paths).
 *
 * - The layout read is the flat one lighteval wrote before its Detail became {doc, model_response,
 *   metric}: one row per sample with `example`, `gold`, `metrics` (a struct of metric → value).
 * - One metric is the outcome (--scorer when the file has several); a row with that metric null
 *   belongs to another metric group (lighteval logs a sample once per metric group) and is not a row.
 * - id = `<task without its few-shot count>/<n>`: the n-th sample carrying the metric (these files
 *   log no document id; samples are in document order). condition = the task (or --condition).
 * - model and the sample count come from `<output>/results/<model>/results_<date>.json` when it
 *   is there (config_general.model_name; summary_tasks[task].truncated + non_truncated).
 */












/** A details file is read whole (its text columns dominate; only three are decoded). */
const MAX_DETAILS_BYTES = limits/* MAX_IMPORT_JSON_BYTES */.CV;
/** results_<date>.json: aggregated metrics and config. */
const MAX_RESULTS_BYTES = 16 * 1024 * 1024;
/** `details_<task>_<date>.parquet` → task and date (evaluation_tracker.py writes that name). */
function taskAndDate(display) {
    const name = (0,external_node_path_.basename)(display);
    const m = /^details_(.+)_([^_]+)\.parquet$/.exec(name);
    if (!m)
        throw new errors/* InputError */.dz("a lighteval details file is named details_<task>_<date>.parquet", { file: display });
    return { task: m[1], date: m[2] };
}
/** The task without its few-shot count: `lighteval|gpqa:diamond|0` → `lighteval|gpqa:diamond`. */
function taskKey(task) {
    return task.replace(/\|\d+$/, "");
}
const sha = (s) => (0,external_node_crypto_.createHash)("sha256").update(s).digest("hex");
async function readDetails(p, workspace, meter) {
    const { task, date } = taskAndDate(p.display);
    const { real } = await (0,checked_file/* checkInputFile */.xR)(p.path, {
        display: p.display,
        maxBytes: MAX_DETAILS_BYTES,
        what: "lighteval details file",
        workspace,
    });
    const bytes = await (0,promises_.readFile)(real);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    if (bytes.length < 12 || bytes.toString("latin1", 0, 4) !== "PAR1") {
        throw new errors/* InputError */.dz('not a Parquet file (no "PAR1" at its start)', { file: p.display });
    }
    let metadata;
    try {
        metadata = (0,src_metadata/* parquetMetadata */.m5)(file);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`invalid Parquet footer (${brief(e)})`, { file: p.display });
    }
    const columns = new Set((0,src_metadata/* parquetSchema */.YR)(metadata).children.map((c) => c.element.name));
    if (columns.has("metric") && columns.has("doc")) {
        throw new errors/* InputError */.dz('a details file of lighteval\'s newer layout (columns doc, model_response, metric) is not read yet: no real file of it was available to test against; the flat layout (example, gold, metrics) is read (docs/import.md "lighteval")', { file: p.display });
    }
    for (const c of ["metrics", "example", "gold"]) {
        if (!columns.has(c))
            throw new errors/* InputError */.dz("column missing: not a lighteval details file", { file: p.display, field: c });
    }
    let raw;
    try {
        raw = (await (0,read/* parquetReadObjects */.pS)({
            file,
            metadata,
            columns: ["metrics", "example", "gold"],
            compressors: (0,parquet_codecs/* boundedCompressors */.q)(limits/* MAX_PARQUET_ROW_GROUP_BYTES */.TP),
        }));
    }
    catch (e) {
        if (e instanceof parquet_codecs/* PageBudget */.$) {
            throw new errors/* InputError */.dz(`its pages decompress to more than ${(0,limits/* formatBytes */.z3)(limits/* MAX_PARQUET_ROW_GROUP_BYTES */.TP)} (docs/reliability.md "Caps")`, { file: p.display });
        }
        throw new errors/* InputError */.dz(`invalid Parquet data (${brief(e)})`, { file: p.display });
    }
    const names = new Set();
    const rows = raw.map((r, i) => {
        const where = { file: p.display, line: i + 1 };
        const m = r.metrics;
        if (typeof m !== "object" || m === null || Array.isArray(m)) {
            throw new errors/* InputError */.dz("expected a struct of metric values", { ...where, field: "metrics" });
        }
        for (const k of Object.keys(m))
            names.add(k);
        if (typeof r.example !== "string")
            throw new errors/* InputError */.dz("expected text", { ...where, field: "example" });
        return {
            metrics: m,
            example: sha(r.example),
            gold: sha(JSON.stringify(r.gold ?? null)),
        };
    });
    if (rows.length === 0)
        throw new errors/* InputError */.dz("the details file holds no rows", { file: p.display });
    meter?.fileDone(rows.length, bytes.length);
    return {
        path: p,
        task,
        date,
        rows,
        metricNames: [...names].sort(),
        results: await readResults(p, workspace, task, date),
    };
}
/**
 * `<output>/details/<model>/<date>/details_….parquet` → `<output>/results/<model>/results_<date>.json`
 * (evaluation_tracker.py), when the file sits in that layout and the results file is there.
 */
async function readResults(p, workspace, task, date) {
    const dateDir = (0,external_node_path_.dirname)(p.path);
    if ((0,external_node_path_.basename)(dateDir) !== date)
        return undefined;
    const parts = (0,external_node_path_.dirname)(dateDir).split(external_node_path_.sep);
    const at = parts.lastIndexOf("details");
    if (at < 0)
        return undefined;
    const model = parts.slice(at + 1);
    const path = (0,external_node_path_.join)(parts.slice(0, at).join(external_node_path_.sep) || external_node_path_.sep, "results", ...model, `results_${date}.json`);
    try {
        await (0,promises_.stat)(path);
    }
    catch {
        return undefined;
    }
    // Shown relative to the details file as the user named it: up past <date>, <model…> and details/.
    const where = (0,external_node_path_.join)((0,external_node_path_.dirname)(p.display), ...Array(model.length + 2).fill(".."), "results", ...model, `results_${date}.json`);
    const { real } = await (0,checked_file/* checkInputFile */.xR)(path, {
        display: where,
        maxBytes: MAX_RESULTS_BYTES,
        what: "lighteval results file",
        workspace,
    });
    const v = await readJsonFile(real, where, "lighteval's results");
    const o = typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
    const general = o.config_general;
    const name = typeof general?.model_name === "string" && general.model_name.trim() !== "" ? general.model_name : undefined;
    const summary = o.summary_tasks?.[task];
    const t = summary?.truncated;
    const n = summary?.non_truncated;
    const samples = Number.isSafeInteger(t) && Number.isSafeInteger(n) ? t + n : undefined;
    return { display: where, model: name, samples };
}
/** Outcome rows from read files. Pure. */
function lightevalRows(files, options) {
    const collector = new validate/* OutcomeCollector */.UM();
    const notes = [];
    // Row n of one task is one document in every file: its gold must agree everywhere, its query
    // within one condition (another prompt is another condition, as with lm-eval's prompt_hash).
    const gold = new Map();
    const query = new Map();
    for (const f of files) {
        const file = f.path.display;
        const metric = options.scorer ?? (f.metricNames.length === 1 ? f.metricNames[0] : undefined);
        if (metric === undefined) {
            throw new errors/* InputError */.dz(`the file holds metrics ${f.metricNames.map(quoteName).join(", ")}; pick the one that is the outcome with --scorer METRIC (a 0/1 metric)`, { file, field: "metrics" });
        }
        if (!f.metricNames.includes(metric)) {
            throw new errors/* InputError */.dz(`no metric ${quoteName(metric)} (the file's: ${f.metricNames.map(quoteName).join(", ")})`, {
                file,
                field: "--scorer",
            });
        }
        if (f.results?.samples !== undefined && f.results.samples !== f.rows.length) {
            throw new errors/* InputError */.dz(`holds ${f.rows.length} rows, but ${(0,external_node_path_.basename)(f.results.display)} counts ${f.results.samples} samples for ${quoteName(f.task)} (summary_tasks: truncated + non_truncated): trimmed, or from another run?`, { file });
        }
        const model = options.model ?? f.results?.model;
        if (model === undefined) {
            throw new errors/* InputError */.dz(`no --model, and no results_${f.date}.json in the run's results/ folder to name the model: give --model NAME`, { file, field: "--model" });
        }
        if (options.model === undefined) {
            const why = unusableName(model);
            if (why !== undefined)
                throw new errors/* InputError */.dz(`the model name ${why}; give --model NAME`, { file, field: "--model" });
        }
        const condition = f.path.condition ?? options.condition ?? f.task;
        const key = taskKey(f.task);
        const scores = new ScoreTally();
        let n = 0;
        let otherGroup = 0;
        for (const [i, r] of f.rows.entries()) {
            const v = r.metrics[metric];
            if (v === null || v === undefined) {
                // Logged for another metric group of the same sample.
                otherGroup++;
                continue;
            }
            const where = { file, line: i + 1, field: `metrics.${metric}` };
            const reading = typeof v === "number" ? readNumber(v) : typeof v === "boolean" ? readNumber(v ? 1 : 0) : undefined;
            if (reading === undefined)
                throw new errors/* InputError */.dz("expected a number", where);
            scores.note(reading);
            const correct = applyPolicy(reading, options.partial, where);
            const id = `${key}/${n}`;
            const g = gold.get(id);
            if (g === undefined)
                gold.set(id, { hash: r.gold, file });
            else if (g.hash !== r.gold) {
                throw new errors/* InputError */.dz(`sample ${n} of ${quoteName(key)} has another gold answer than in ${g.file}: not the same document (files of different runs or task versions?)`, { file, line: i + 1, field: "gold" });
            }
            const qk = JSON.stringify([id, condition]);
            const q = query.get(qk);
            if (q === undefined)
                query.set(qk, { hash: r.example, file });
            else if (q.hash !== r.example) {
                throw new errors/* InputError */.dz(`sample ${n} of ${quoteName(key)} has another query than in ${q.file} under the same condition ${quoteName(condition)}: another prompt is another condition (--condition per path)`, { file, line: i + 1, field: "example" });
            }
            const row = { model, id, condition, correct };
            collector.add(row, { file, line: i + 1 });
            n++;
        }
        if (n === 0)
            throw new errors/* InputError */.dz(`no row has a value for ${quoteName(metric)}`, { file, field: "--scorer" });
        const parts = [
            `${file}: ${plural(n, "row")} from metric ${quoteName(metric)}; task ${quoteName(f.task)}, model ${quoteName(model)}, condition ${quoteName(condition)}; right ${scores.right}, wrong ${scores.wrong}`,
        ];
        if (scores.partial)
            parts.push(`partial ${scores.partial} → ${options.partial === "unparsed" ? "null" : options.partial}`);
        if (otherGroup)
            parts.push(`${plural(otherGroup, "row")} of another metric group (no ${metric}) not rows`);
        parts.push(f.results === undefined
            ? "the sample count was not checked: no results file found in the run's layout"
            : f.results.samples === undefined
                ? `the sample count was not checked: ${(0,external_node_path_.basename)(f.results.display)} has no summary for the task`
                : `${f.rows.length} samples, as ${(0,external_node_path_.basename)(f.results.display)} counts`);
        notes.push(parts.join("; "));
    }
    return { rows: collector.rows, notes: [tally(collector.rows), ...notes] };
}
function brief(e) {
    const m = e instanceof Error ? e.message : String(e);
    return m.length > 160 ? `${m.slice(0, 160)}…` : m;
}
async function lighteval_read(input, options) {
    const files = [];
    for (const p of input.paths)
        files.push(await readDetails(p, input.workspace, input.meter));
    return lightevalRows(files, options);
}
const lightevalImporter = {
    name: "lighteval",
    summary: "lighteval --save-details files (details_<task>_<date>.parquet, the flat layout; --scorer: a metric)",
    sources: [
        "huggingface/lighteval src/lighteval/logging/info_loggers.py (DetailsLogger.Detail, CompiledDetail)",
        "huggingface/lighteval src/lighteval/logging/evaluation_tracker.py (details and results paths)",
    ],
    read: lighteval_read,
};

// EXTERNAL MODULE: ./build/lib/outcomes/table.js
var table = __webpack_require__(4800);
;// CONCATENATED MODULE: ./build/lib/outcomes/import/lm-eval-samples.js
/**
 * lm-eval's logged samples kept as columns (docs/reliability.md "Memory per outcome row"): a
 * sample's doc_id as an index into one table of ids, its sha256 hashes as 32 bytes each, its
 * outcome as one byte — typed arrays outside V8's heap, so the millions of samples of a large
 * run are read, checked for pairing and written without an object and three 64-character strings
 * each. A hash that is not lowercase hex of 64 digits (a hand-made or foreign log) is kept as its
 * string, so comparisons stay exact whatever the log holds.
 */

const HEX64 = /^[0-9a-f]{64}$/;
const ABSENT = 0;
const BYTES = 1;
const TEXT = 2;
/** One hash per sample (or none): 32 bytes when it is sha256 hex, else its text. */
class HashColumn {
    kind = new Uint8Array(1024);
    /** 32 bytes a sample, allocated with the first hex hash (metabench's original_hash is mostly absent). */
    bytes = new Uint8Array(0);
    text = new Map();
    length = 0;
    push(v) {
        const i = this.length;
        if (i === this.kind.length) {
            this.kind = (0,table/* grown */.g)(this.kind, Math.max(1024, 2 * i));
            if (this.bytes.length > 0)
                this.bytes = (0,table/* grown */.g)(this.bytes, 32 * this.kind.length);
        }
        if (v === undefined)
            this.kind[i] = ABSENT;
        else if (HEX64.test(v)) {
            if (this.bytes.length === 0)
                this.bytes = new Uint8Array(32 * this.kind.length);
            this.kind[i] = BYTES;
            Buffer.from(this.bytes.buffer, this.bytes.byteOffset + 32 * i, 32).write(v, "hex");
        }
        else {
            this.kind[i] = TEXT;
            this.text.set(i, v);
        }
        this.length = i + 1;
    }
    /** Drops the room grown for samples that never came (a file's samples are all read). */
    trim() {
        this.kind = this.kind.slice(0, this.length);
        if (this.bytes.length > 0)
            this.bytes = this.bytes.slice(0, 32 * this.length);
    }
    has(i) {
        return this.kind[i] !== ABSENT;
    }
    /** Whether sample i's hash here equals sample j's in `other` (both present). */
    same(i, other, j) {
        const k = this.kind[i];
        if (k !== other.kind[j])
            return false;
        if (k === TEXT)
            return this.text.get(i) === other.text.get(j);
        if (k === ABSENT)
            return true;
        const a = this.bytes;
        const b = other.bytes;
        for (let x = 32 * i, y = 32 * j, end = 32 * i + 32; x < end; x++, y++)
            if (a[x] !== b[y])
                return false;
        return true;
    }
}
/** Every doc_id of an import, once: a sample holds its number. */
class DocIds {
    ids = [];
    index = new Map();
    of(id) {
        let i = this.index.get(id);
        if (i === undefined) {
            i = this.ids.length;
            this.ids.push(id);
            this.index.set(id, i);
        }
        return i;
    }
    text(i) {
        return this.ids[i];
    }
    get size() {
        return this.ids.length;
    }
}
/** One samples file's samples, in file order. */
class SampleColumns {
    docIds;
    docHash = new HashColumn();
    promptHash = new HashColumn();
    /** metabench's `doc.original_hash`, when the doc has one. */
    originalHash = new HashColumn();
    docCol = new Int32Array(1024);
    /** 0 false, 1 true, 2 null. */
    correctCol = new Uint8Array(1024);
    lineCol = new Float64Array(1024);
    /** `--signal probability`: the gold choice's probability; allocated with the first sample that has one. */
    scoreCol = null;
    length = 0;
    constructor(docIds) {
        this.docIds = docIds;
    }
    push(s) {
        const i = this.length;
        if (i === this.docCol.length) {
            const n = Math.max(1024, 2 * i);
            this.docCol = (0,table/* grown */.g)(this.docCol, n);
            this.correctCol = (0,table/* grown */.g)(this.correctCol, n);
            this.lineCol = (0,table/* grown */.g)(this.lineCol, n);
            if (this.scoreCol)
                this.scoreCol = (0,table/* grown */.g)(this.scoreCol, n);
        }
        this.docCol[i] = this.docIds.of(s.docId);
        this.docHash.push(s.docHash);
        this.promptHash.push(s.promptHash);
        this.originalHash.push(s.originalHash);
        this.correctCol[i] = s.correct === null ? 2 : s.correct ? 1 : 0;
        this.lineCol[i] = s.line;
        if (s.score !== undefined) {
            this.scoreCol ??= new Float64Array(this.docCol.length);
            this.scoreCol[i] = s.score;
        }
        this.length = i + 1;
    }
    /** Drops the room grown for samples that never came, once the file is read: doubling leaves up to half unused. */
    trim() {
        this.docCol = this.docCol.slice(0, this.length);
        this.correctCol = this.correctCol.slice(0, this.length);
        this.lineCol = this.lineCol.slice(0, this.length);
        if (this.scoreCol)
            this.scoreCol = this.scoreCol.slice(0, this.length);
        this.docHash.trim();
        this.promptHash.trim();
        this.originalHash.trim();
    }
    /** The number of sample i's doc_id in `docIds`. */
    doc(i) {
        return this.docCol[i];
    }
    docId(i) {
        return this.docIds.text(this.docCol[i]);
    }
    correct(i) {
        const c = this.correctCol[i];
        return c === 2 ? null : c === 1;
    }
    score(i) {
        return this.scoreCol === null ? undefined : this.scoreCol[i];
    }
    line(i) {
        return this.lineCol[i];
    }
}
/**
 * For each doc number, the first sample (a number across all files) seen under one key — the
 * pairing check's "first sample of this document" — in an Int32Array, not a map entry per sample.
 */
class FirstSample {
    first = new Int32Array(0);
    /** The sample recorded for `doc`, or -1; records `sample` when there was none. */
    getOrSet(doc, sample) {
        if (doc >= this.first.length) {
            const next = new Int32Array(Math.max(1024, 2 * this.first.length, doc + 1)).fill(-1);
            next.set(this.first);
            this.first = next;
        }
        const had = this.first[doc];
        if (had < 0)
            this.first[doc] = sample;
        return had;
    }
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/lm-eval.js
/**
 * lm-evaluation-harness `--log_samples` files → outcome rows (docs/import.md "lm-evaluation-harness").
 * Each `samples_<task>_<date>.jsonl` holds one JSON object per (document, filter): `doc_id`, `doc`,
 * `target`, `filter`, `metrics` (the metric keys), `doc_hash`, `prompt_hash`, `target_hash`, and
 * each metric's value under its own key (lm_eval/evaluator.py, lm_eval/loggers/evaluation_tracker.py).
 *
 * The model is `--model`, or the `model_name` of the `results_<date>.json` written beside the
 * samples by the same run; the condition is `--condition`, or the task name — except that a task
 * `T` given together with `T_permute` (metabench's permuted-choice variants) becomes `original`
 * and `perturbed:permute`. Pairing is checked with the hashes lm-eval logs: one task's documents
 * must have the same `doc_hash` in every file, and within one condition the same `prompt_hash` too.
 */










/** The suffix of metabench's permuted tasks (lm_eval/tasks/metabench/metabench_*_permute.yaml). */
const PERMUTE = "_permute";
/** The filter of a sample logged without one (lm-eval before v0.4.7). */
const UNNAMED_FILTER = "(not logged)";
/** The fallback lm-eval's regex filters write when they extract nothing (lm_eval/filters/extraction.py). */
const INVALID = "[invalid]";
/** results_<date>.json holds aggregated metrics and the run's config: a few hundred KB at most. */
const lm_eval_MAX_RESULTS_BYTES = 16 * 1024 * 1024;
const lmEvalImporter = {
    name: "lm-eval",
    summary: "lm-evaluation-harness --log_samples files (samples_<task>_<date>.jsonl); metabench T + T_permute pair",
    probability: "multiple-choice samples: softmax of the per-choice loglikelihoods in filtered_resps, at the gold index in target",
    sources: [
        "EleutherAI/lm-evaluation-harness lm_eval/evaluator.py (the logged sample: doc_id, doc_hash, prompt_hash, target_hash, filter, metrics)",
        "EleutherAI/lm-evaluation-harness lm_eval/api/task.py (multiple_choice: one loglikelihood request per choice, resps [[loglikelihood, is_greedy]] per choice; the gold is doc_to_target's index)",
        "EleutherAI/lm-evaluation-harness lm_eval/loggers/evaluation_tracker.py (samples_<task>_<date>.jsonl, results_<date>.json, model_name)",
        "EleutherAI/lm-evaluation-harness lm_eval/result_schema.py (n-samples: documents evaluated per task)",
        "EleutherAI/lm-evaluation-harness lm_eval/utils.py (get_file_task_name, get_file_datetime, hash_string)",
        "EleutherAI/lm-evaluation-harness lm_eval/tasks/metabench/ (T and T_permute tasks)",
        "EleutherAI/lm-evaluation-harness lm_eval/filters/extraction.py (the [invalid] fallback)",
    ],
    async read(input, options) {
        const files = [];
        const docIds = new DocIds();
        for (const p of input.paths)
            files.push(await readSampleFile(p, input.workspace, options, input.meter, docIds));
        const conditions = conditionsOf(files, options);
        checkPairing(files, conditions);
        const notes = [];
        files.forEach((f, i) => {
            const condition = conditions[i];
            const t = f.tally;
            const parts = [
                `${f.path.display}: ${f.samples.length} rows${f.counted}; task "${f.task}"${f.group !== undefined ? ` (group "${f.group}")` : ""}, model "${f.model}", condition "${condition}", metric "${f.metric}", filter "${f.filter}"`,
                `right ${t.right}, wrong ${t.wrong}`,
            ];
            if (t.partial)
                parts.push(`partial ${t.partial} → ${options.partial === "unparsed" ? "null" : options.partial}`);
            if (f.invalid)
                parts.push(`no answer extracted (${INVALID}) ${f.invalid} → null`);
            notes.push(parts.join("; "));
        });
        return { rows: rowsOf(files, conditions), notes };
    },
};
/**
 * The rows, built one at a time as the writer reaches them: the samples stay in their columns
 * and no list of row objects is held (docs/reliability.md "Memory per outcome row").
 */
function rowsOf(files, conditions) {
    return {
        length: files.reduce((n, f) => n + f.samples.length, 0),
        *[Symbol.iterator]() {
            for (const [k, f] of files.entries()) {
                const condition = conditions[k];
                // doc_id restarts at 0 in every task: the id carries the task (a permuted variant's base
                // task, so T and T_permute pair), and a group's subtasks (MMLU's 57) can be one condition.
                const task = baseTask(f.task);
                const s = f.samples;
                for (let i = 0; i < s.length; i++) {
                    const row = { model: f.model, id: `${task}/${s.docId(i)}`, condition, correct: s.correct(i) };
                    const score = s.score(i);
                    if (score !== undefined)
                        row.score = score;
                    yield row;
                }
            }
        },
    };
}
/** lm-eval's own split of `samples_<task>_<date>.jsonl` (lm_eval/utils.py get_file_task_name, get_file_datetime). */
function lm_eval_taskAndDate(display) {
    const name = (0,external_node_path_.basename)(display);
    if (!name.startsWith("samples_") || !name.endsWith(".jsonl") || name.indexOf("_") === name.lastIndexOf("_")) {
        throw new errors/* InputError */.dz("an lm-eval samples file is named samples_<task>_<date>.jsonl", { file: display });
    }
    return {
        task: name.slice(name.indexOf("_") + 1, name.lastIndexOf("_")),
        date: name.slice(name.lastIndexOf("_") + 1).replace(/\.jsonl$/, ""),
    };
}
async function readSampleFile(p, workspace, o, meter, docIds) {
    const { task, date } = lm_eval_taskAndDate(p.display);
    const { real } = await checkImportFile(p, workspace, limits/* MAX_OUTCOMES_FILE_BYTES */.Iu, "lm-eval samples file");
    const results = await lm_eval_readResults(p, workspace, date, task);
    const model = modelOf(p, o, results, date);
    const reading = startReading(o, docIds);
    for await (const { text, line } of (0,lines/* fileLines */.c)(real, p.display, meter)) {
        if (text.trim() === "")
            continue;
        readSampleLine(reading, text, { file: p.display, line }, o);
    }
    checkSampleCount(reading, results, p.display, task);
    reading.samples.trim();
    return {
        path: p,
        task,
        model,
        metric: reading.metric,
        filter: reading.filter,
        samples: reading.samples,
        tally: reading.tally,
        invalid: reading.invalid,
        counted: countedNote(results, date, task),
        group: results?.groupOf(task),
    };
}
/** `--model`, else the model_name of the run's results file; one of them must name it. */
function modelOf(p, o, results, date) {
    const model = o.model ?? results?.modelName;
    if (model === undefined) {
        throw new errors/* InputError */.dz(results === undefined
            ? `no --model, and no results_${date}.json beside the file to name the model: give --model NAME`
            : `no --model, and ${(0,external_node_path_.basename)(results.display)} has no model_name: give --model NAME`, { file: p.display, field: "--model" });
    }
    return model;
}
function startReading(o, docIds) {
    const [wantMetric, wantFilter] = (o.scorer ?? "").split(",");
    return {
        metric: wantMetric === "" ? undefined : wantMetric,
        filter: wantFilter,
        wantFilter,
        filters: new Set(),
        byDoc: new FirstSample(),
        samples: new SampleColumns(docIds),
        tally: new ScoreTally(),
        invalid: 0,
    };
}
/** One non-blank line: a logged sample of the filter read is checked, scored and kept. */
function readSampleLine(r, text, at, o) {
    const where = (field) => ({ ...at, field });
    const row = asObject(parseJson(text, at), at, "a logged sample");
    if (!isFilterRead(r, row, where))
        return;
    const metric = metricOf(r, row, where);
    const docId = docIdOf(row.doc_id, where("doc_id"));
    const prev = r.byDoc.getOrSet(r.samples.docIds.of(docId), r.samples.length);
    if (prev >= 0) {
        const which = r.filter === UNNAMED_FILTER
            ? " (this lm-eval logs no filter name: a task with several filters cannot be told apart)"
            : ` with filter "${r.filter}"`;
        throw new errors/* InputError */.dz(`doc_id ${docId} appears twice${which} (first on line ${r.samples.line(prev)})`, where("doc_id"));
    }
    const doc = row.doc;
    const originalHash = typeof doc === "object" && doc !== null && typeof doc.original_hash === "string"
        ? doc.original_hash
        : undefined;
    const correct = lm_eval_correctOf(r, row, metric, o, where);
    r.samples.push({
        docId,
        docHash: stringOf(row.doc_hash, where("doc_hash")),
        promptHash: stringOf(row.prompt_hash, where("prompt_hash")),
        originalHash,
        correct,
        ...(o.signal === "probability" ? { score: goldProbability(row.filtered_resps, row.target, where) } : {}),
        line: at.line,
    });
}
/** Whether the row is of the filter read (the first one seen, unless --scorer named one). */
function isFilterRead(r, row, where) {
    // lm-eval before v0.4.7 logs neither `filter` nor `metrics` (#2517): one unnamed filter, and
    // the metric must be named with --scorer.
    const rowFilter = row.filter === undefined ? UNNAMED_FILTER : stringOf(row.filter, where("filter"));
    r.filters.add(rowFilter);
    // Several filters log one row per document each: which one is read must be said, not guessed.
    r.filter ??= rowFilter;
    if (rowFilter === r.filter)
        return true;
    if (r.wantFilter === undefined)
        throw new errors/* InputError */.dz(`the file holds filters "${r.filter}" and "${rowFilter}"; pick one with --scorer METRIC,FILTER (lm-eval's own "metric,filter" key)`, where("filter"));
    return false;
}
/** The metric read: --scorer's, else the sample's only one; the sample must carry its value. */
function metricOf(r, row, where) {
    const metrics = row.metrics ?? [];
    if (!Array.isArray(metrics) || !metrics.every((m) => typeof m === "string")) {
        throw new errors/* InputError */.dz("expected the list of metric keys", where("metrics"));
    }
    if (r.metric === undefined && row.metrics === undefined) {
        throw new errors/* InputError */.dz("the sample names no metrics (lm-eval before v0.4.7); name the one to read with --scorer METRIC", where("metrics"));
    }
    if (r.metric === undefined) {
        if (metrics.length !== 1)
            throw new errors/* InputError */.dz(`the sample has metrics ${metrics.join(", ")}; pick one with --scorer METRIC (e.g. --scorer ${metrics[0] ?? "acc"})`, where("metrics"));
        r.metric = metrics[0];
    }
    const metric = r.metric;
    if (!(metric in row)) {
        throw new errors/* InputError */.dz(`no "${metric}" value (the sample's metrics: ${metrics.join(", ") || "none"})`, where(metric));
    }
    return metric;
}
/** The sample's outcome under the partial-credit policy, counted in the file's tally. */
function lm_eval_correctOf(r, row, metric, o, where) {
    if (extractedNothing(row.filtered_resps)) {
        // The regex filter found no answer in the reply: lm-eval scores it 0; it is unparsed, not wrong.
        r.invalid++;
        return null;
    }
    const reading = lm_eval_readValue(row[metric]);
    r.tally.note(reading);
    return applyPolicy(reading, o.partial, where(metric));
}
/** At least one sample of the filter read, and as many as the run's results file says it evaluated. */
function checkSampleCount(r, results, display, task) {
    if (r.samples.length === 0) {
        throw new errors/* InputError */.dz(r.filters.size > 0
            ? `no sample has filter "${r.filter}" (filters present: ${[...r.filters].join(", ")})`
            : "no logged samples (the file is empty)", { file: display, ...(r.filters.size > 0 ? { field: "--scorer" } : {}) });
    }
    // A file cut at a line boundary parses cleanly: the run's own count is what shows it.
    if (results?.effective !== undefined && r.samples.length !== results.effective) {
        throw new errors/* InputError */.dz(`holds ${r.samples.length} documents for filter "${r.filter}", but ${(0,external_node_path_.basename)(results.display)} says the run evaluated ${results.effective} (n-samples.${task}.effective): truncated, or from another run?`, { file: display });
    }
}
/** What the note says about the row count check. */
function countedNote(results, date, task) {
    return results === undefined
        ? `; the n-samples check was skipped: no results_${date}.json beside the file (a renamed or moved results file cannot be found), so a file cut short at a line boundary would not show`
        : results.effective !== undefined
            ? `, as ${(0,external_node_path_.basename)(results.display)} counts`
            : `; the n-samples check was skipped: ${(0,external_node_path_.basename)(results.display)} has no n-samples.${task}.effective`;
}
/**
 * The results_<date>.json the same run wrote beside the samples (lm_eval/loggers/evaluation_tracker.py;
 * `model_name` from its general config tracker, `n-samples` per lm_eval/result_schema.py), or
 * undefined when there is none.
 */
async function lm_eval_readResults(p, workspace, date, task) {
    const path = (0,external_node_path_.join)((0,external_node_path_.dirname)(p.path), `results_${date}.json`);
    const display = (0,external_node_path_.join)((0,external_node_path_.dirname)(p.display), `results_${date}.json`);
    try {
        await (0,promises_.stat)(path);
    }
    catch {
        return undefined;
    }
    // The results file is small (aggregated metrics and config); the cap keeps a hostile one cheap.
    const { real } = await (0,checked_file/* checkInputFile */.xR)(path, {
        display,
        maxBytes: lm_eval_MAX_RESULTS_BYTES,
        what: "lm-eval results file",
        workspace,
    });
    const v = asObject(await readJsonFile(real, display), { file: display }, "lm-eval's results");
    const name = typeof v.model_name === "string" && v.model_name.trim() !== "" ? v.model_name.trim() : undefined;
    const counts = v["n-samples"];
    const count = typeof counts === "object" && counts !== null ? counts[task] : undefined;
    const effective = typeof count === "object" && count !== null && Number.isSafeInteger(count.effective)
        ? count.effective
        : undefined;
    return { display, modelName: name, effective, groupOf: topGroupOf(v.group_subtasks) };
}
/**
 * `group_subtasks` (lm_eval/evaluator.py: each group → its subtasks and subgroups, a task with no
 * group → []) → the top-level group that holds a task: MMLU's `mmlu_philosophy` is in
 * `mmlu_humanities`, which is in `mmlu`. Anything but that shape reads as no groups.
 */
function topGroupOf(v) {
    const parent = new Map();
    if (typeof v === "object" && v !== null && !Array.isArray(v)) {
        for (const [group, members] of Object.entries(v)) {
            if (!Array.isArray(members))
                continue;
            for (const m of members)
                if (typeof m === "string" && m !== group && !parent.has(m))
                    parent.set(m, group);
        }
    }
    return (task) => {
        let g = parent.get(task);
        if (g === undefined)
            return undefined;
        // Up to the top; a cycle (a hostile file) stops where it would repeat.
        const seen = new Set([task]);
        while (parent.has(g) && !seen.has(g)) {
            seen.add(g);
            g = parent.get(g);
        }
        return g;
    };
}
/**
 * Each file's condition: --condition (per path, or one for all), else the task name; a task given
 * with its `_permute` variant (and no --condition) pairs as original and perturbed:permute.
 */
function conditionsOf(files, o) {
    const tasks = new Set(files.map((f) => f.task));
    return files.map((f) => {
        if (f.path.condition !== undefined)
            return f.path.condition;
        if (o.condition !== undefined)
            return o.condition;
        if (f.task.endsWith(PERMUTE) && tasks.has(f.task.slice(0, -PERMUTE.length)))
            return `${types/* PERTURBED_PREFIX */.lx}permute`;
        if (tasks.has(f.task + PERMUTE))
            return types/* ORIGINAL */.mx;
        // A group's subtasks (MMLU's 57) are one benchmark: one condition, the group's name.
        return f.group ?? f.task;
    });
}
/**
 * The hashes must agree where the question should be the same: one task's documents have one
 * `doc_hash` in every file, and within one condition one `prompt_hash` (a different few-shot count,
 * template, chat template or task version changes the prompt: those answers are not paired). A task
 * and its permuted variant change the document by design; there metabench's `doc.original_hash`
 * must agree when both carry it.
 */
function checkPairing(files, conditions) {
    // Per key, an array by doc number of the first sample (numbered across the files): the samples
    // are already held, and millions of them must fit a runner (docs/reliability.md "Memory per outcome row").
    const seenDoc = new Map();
    const seenPrompt = new Map();
    const seenOriginal = new Map();
    const inner = (m, key) => {
        let v = m.get(key);
        if (v === undefined) {
            v = new FirstSample();
            m.set(key, v);
        }
        return v;
    };
    const starts = [];
    let total = 0;
    for (const f of files) {
        starts.push(total);
        total += f.samples.length;
    }
    /** The file and index of a sample numbered across the files. */
    const find = (n) => {
        let k = files.length - 1;
        while (starts[k] > n)
            k--;
        return [files[k], n - starts[k]];
    };
    const clash = (what, f, i, first, why) => {
        const [g, j] = find(first);
        return new errors/* InputError */.dz(`doc_id ${f.samples.docId(i)}: ${what} differs from ${g.path.display}:${g.samples.line(j)} (${why}); these answers are not to the same question`, { file: f.path.display, line: f.samples.line(i), field: what });
    };
    files.forEach((f, k) => {
        const base = baseTask(f.task);
        const docs = inner(seenDoc, f.task);
        const prompts = inner(seenPrompt, JSON.stringify([f.task, conditions[k]]));
        const originals = inner(seenOriginal, base);
        const s = f.samples;
        for (let i = 0; i < s.length; i++) {
            const n = starts[k] + i;
            const doc = s.doc(i);
            const d = docs.getOrSet(doc, n);
            if (d >= 0) {
                const [g, j] = find(d);
                if (!s.docHash.same(i, g.samples.docHash, j))
                    throw clash("doc_hash", f, i, d, `same task "${f.task}", another document`);
            }
            const p = prompts.getOrSet(doc, n);
            if (p >= 0) {
                const [g, j] = find(p);
                if (!s.promptHash.same(i, g.samples.promptHash, j))
                    throw clash("prompt_hash", f, i, p, `same task and condition "${conditions[k]}", another prompt: few-shot, template or task version differ`);
            }
            if (s.originalHash.has(i)) {
                const q = originals.getOrSet(doc, n);
                if (q >= 0) {
                    const [g, j] = find(q);
                    if (!s.originalHash.same(i, g.samples.originalHash, j))
                        throw clash("doc.original_hash", f, i, q, `task "${base}" and its permuted variant`);
                }
            }
        }
    });
}
/** `T` for `T_permute` (metabench's permuted variant of T), else the task itself. */
function baseTask(task) {
    return task.endsWith(PERMUTE) ? task.slice(0, -PERMUTE.length) : task;
}
function extractedNothing(v) {
    return v === INVALID || (Array.isArray(v) && v.length > 0 && v.every((x) => x === INVALID));
}
/** A metric value: lm-eval logs acc/exact_match as 0.0/1.0 (or a bool); fractions are partial. */
function lm_eval_readValue(v) {
    if (typeof v === "boolean")
        return { kind: v ? "right" : "wrong" };
    if (typeof v === "number")
        return readNumber(v);
    return {
        kind: "invalid",
        why: `expected a number or a boolean, got ${v === null ? "null" : Array.isArray(v) ? "a list" : typeof v}`,
    };
}
function docIdOf(v, where) {
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0)
        return String(v);
    if (typeof v === "string" && v !== "")
        return v;
    throw new errors/* InputError */.dz("must be a non-negative integer", where);
}
function stringOf(v, where) {
    if (typeof v === "string" && v !== "")
        return v;
    throw new errors/* InputError */.dz("missing or not a string", where);
}
/**
 * The soft score of a multiple-choice sample (docs/import.md "Soft scores"): lm-eval asks one
 * loglikelihood per choice and logs them, after the filter, as `filtered_resps` = [[ℓ_i, is_greedy], …];
 * `target` is the gold choice's index. The score is exp(ℓ_gold) / Σ exp(ℓ_i): the model's probability
 * of the gold continuation among the choices, the distribution `acc` takes its argmax of. A sample
 * of another shape (generated text, several golds) has no such probability: an error, not a guess.
 */
function goldProbability(resps, target, where) {
    const lls = [];
    if (Array.isArray(resps)) {
        for (const r of resps) {
            const ll = Array.isArray(r) ? r[0] : undefined;
            if (typeof ll !== "number" || !Number.isFinite(ll) || ll > 0) {
                lls.length = 0;
                break;
            }
            lls.push(ll);
        }
    }
    if (lls.length < 2) {
        throw new errors/* InputError */.dz("--signal probability needs a multiple-choice sample: one [loglikelihood, is_greedy] per choice (this one has another shape, e.g. generated text)", where("filtered_resps"));
    }
    const gold = typeof target === "number" ? target : typeof target === "string" && /^\d+$/.test(target) ? Number(target) : NaN;
    if (!Number.isSafeInteger(gold) || gold < 0 || gold >= lls.length) {
        throw new errors/* InputError */.dz(`--signal probability needs the gold choice's index (0 to ${lls.length - 1}) as target`, where("target"));
    }
    // Shifted by the largest loglikelihood so no exp underflows to 0 over 0.
    const top = Math.max(...lls);
    let sum = 0;
    for (const ll of lls)
        sum += Math.exp(ll - top);
    return Math.exp(lls[gold] - top) / sum;
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/openai-evals.js
/**
 * `contamgate import openai-evals`: the JSONL log `oaieval --record_path` writes → outcome rows
 * (docs/import.md "OpenAI evals"). Field names from openai/evals' own source: the log's lines
 * (evals/record.py LocalRecorder: a `spec` line, Event lines, a `final_report` line), the spec
 * (evals/base.py RunSpec), sample ids (evals/eval.py eval_all_samples) and the outcome of a sample
 * (evals/record.py record_match, written by evals/api.py record_and_check_match).
 *
 * - One outcome per sample: its `match` event's `data.correct`, or with `--scorer NAME` its
 *   `metrics` event's `data.NAME` (model-graded evals record_metrics a `score`,
 *   evals/elsuite/modelgraded/classify.py) through --partial. A sample with an `error` event and
 *   no outcome is unparsed (null); two outcome events for one sample are refused (a sub-check
 *   per step is not an item's outcome).
 * - model = the spec's one completion function (or --model); condition = the spec's eval_name (or
 *   --condition); id = the sample's index (`<base_eval>.<split>.<idx>` without the eval's prefix,
 *   so the same samples file under two eval names pairs).
 * - Two runs of the same (model, condition) are replicates: epochs 1..k in the order given.
 */




/** INVALID_STR, evals/elsuite/modelgraded/classify_utils.py. */
const MODELGRADED_INVALID = "__invalid__";
/**
 * The line at `at`, checked. Without `scorer` the outcomes are `match` events; with it, the
 * `scorer` field of `metrics` events (and match events are only counted). Pure.
 */
function parseEvalsLine(v, at, scorer) {
    const o = expectObject(v, at, "a JSON object (a spec, an event or a final_report line)");
    if ("spec" in o) {
        const specAt = child(at, "spec");
        const s = expectObject(o.spec, specAt, "the RunSpec object");
        const fns = s.completion_fns;
        if (!Array.isArray(fns) || fns.length === 0 || fns.some((f) => typeof f !== "string" || f === "")) {
            throw toolError(child(specAt, "completion_fns"), `must be a non-empty list of names, got ${describeJson(fns)}`);
        }
        return {
            kind: "spec",
            at,
            spec: {
                runId: expectString(s, "run_id", specAt),
                evalName: expectString(s, "eval_name", specAt),
                baseEval: expectString(s, "base_eval", specAt),
                split: expectString(s, "split", specAt),
                completionFns: fns,
            },
        };
    }
    // Older LocalRecorders wrote {"final_report": …} without run_id (evals/registry/data/self_prompting/oriprompt.log).
    if ("final_report" in o)
        return { kind: "final", at };
    if (!("type" in o)) {
        throw toolError(at, "not an OpenAI evals record line: expected a spec, an event (with type) or a final_report");
    }
    const runId = expectString(o, "run_id", at);
    const type = expectString(o, "type", at);
    const outcomeType = scorer === undefined ? "match" : "metrics";
    if (type !== outcomeType && type !== "error")
        return { kind: "event", at, event: { type: "other", runId, name: type } };
    const sampleId = expectString(o, "sample_id", at);
    if (type === "error")
        return { kind: "event", at, event: { type: "error", runId, sampleId } };
    if (scorer !== undefined) {
        const dataAt = child(at, "data");
        const data = expectObject(o.data, dataAt, "the metrics event's data object");
        if (!(scorer in data)) {
            return { kind: "event", at, event: { type: "score", runId, sampleId, hasScore: false, keys: Object.keys(data) } };
        }
        const value = data[scorer];
        const valueAt = child(dataAt, scorer);
        if (value !== null && typeof value !== "boolean" && typeof value !== "number") {
            throw toolError(valueAt, `must be a number, true, false or null, got ${describeJson(value)}`);
        }
        // classify_utils.py: an unparseable grader reply is the choice "__invalid__" and scores the
        // lowest choice score; it is no grade at all, so unparsed here (as lm-eval's [invalid]).
        const invalidChoice = data.choice === MODELGRADED_INVALID;
        return {
            kind: "event",
            at,
            event: { type: "score", runId, sampleId, hasScore: true, value, valueAt, invalidChoice },
        };
    }
    const data = expectObject(o.data, child(at, "data"), "the match event's data object");
    if (typeof data.correct !== "boolean") {
        throw toolError(child(child(at, "data"), "correct"), `must be true or false (evals/record.py record_match), got ${describeJson(data.correct)}`);
    }
    return { kind: "event", at, event: { type: "match", runId, sampleId, correct: data.correct } };
}
/** The runs in the lines of one file (in order); --scorer values go through --partial. Pure. */
function runsOfLines(lines, file, options) {
    const runs = new Map();
    for (const l of lines) {
        if (l.kind === "spec") {
            const prev = runs.get(l.spec.runId);
            if (prev !== undefined) {
                throw toolError(child(child(l.at, "spec"), "run_id"), `run ${l.spec.runId} has a second spec line (first at line ${prev.at.line})`);
            }
            runs.set(l.spec.runId, {
                spec: l.spec,
                at: l.at,
                matches: new Map(),
                unscored: new Map(),
                errors: new Map(),
                others: new Map(),
                partial: 0,
                nullScores: 0,
                invalidChoices: 0,
            });
            continue;
        }
        if (l.kind === "final")
            continue;
        const runId = l.event.runId;
        const run = runs.get(runId);
        if (run === undefined) {
            throw toolError(child(l.at, "run_id"), `run ${runId} has no spec line before this one (LocalRecorder writes the spec first, evals/record.py)`);
        }
        const e = l.event;
        if (e.type === "other")
            run.others.set(e.name, (run.others.get(e.name) ?? 0) + 1);
        else if (e.type === "error") {
            if (!run.errors.has(e.sampleId))
                run.errors.set(e.sampleId, l.at);
        }
        else if (e.type === "score" && !e.hasScore) {
            if (!run.unscored.has(e.sampleId))
                run.unscored.set(e.sampleId, { at: l.at, keys: e.keys });
        }
        else {
            const what = e.type === "match" ? "match event" : `metrics event with ${options.scorer}`;
            const prev = run.matches.get(e.sampleId);
            if (prev !== undefined) {
                throw toolError(child(l.at, "sample_id"), `sample ${e.sampleId} of run ${runId} has a second ${what} (first at line ${prev.at.line}); one sample, one outcome: an eval that records one per step is not read`);
            }
            let correct;
            if (e.type === "match")
                correct = e.correct;
            else if (e.invalidChoice) {
                correct = null;
                run.invalidChoices++;
            }
            else if (e.value === null) {
                correct = null;
                run.nullScores++;
            }
            else if (typeof e.value === "boolean")
                correct = e.value;
            else {
                const reading = readNumber(e.value);
                if (reading.kind === "partial")
                    run.partial++;
                correct = applyPolicy(reading, options.partial, {
                    file: e.valueAt.file,
                    field: e.valueAt.path,
                    ...(e.valueAt.line !== undefined ? { line: e.valueAt.line } : {}),
                });
            }
            run.matches.set(e.sampleId, { correct, at: l.at });
        }
    }
    if (runs.size === 0)
        throw new errors/* InputError */.dz("holds no spec line: not an oaieval --record_path log", { file });
    return [...runs.values()];
}
/** Outcome rows from the runs of every file (files in the order given). Pure. */
function evalsRows(runs, options, conditionByFile = new Map()) {
    const evalNames = [...new Set(runs.map((r) => r.spec.evalName))];
    checkConditions(runs, evalNames, options, conditionByFile);
    const models = new Set();
    const keyed = runs.map((run) => {
        const model = options.model ?? openai_evals_modelOf(run);
        models.add(model);
        return { run, model, condition: options.condition ?? conditionByFile.get(run.at.file) ?? conditionOf(run) };
    });
    checkOneCompletionFn(runs, options);
    const perPair = new Map();
    for (const k of keyed) {
        const pair = JSON.stringify([k.model, k.condition]);
        perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
    }
    const anyRepeated = [...perPair.values()].some((n) => n > 1);
    const seenInPair = new Map();
    const collector = new validate/* OutcomeCollector */.UM();
    const counts = newCounts();
    for (const { run, model, condition } of keyed) {
        checkRunScored(run, options);
        const pair = JSON.stringify([model, condition]);
        // Epochs on every row once any pair has several runs (a pair with one run is epoch 1): a row
        // without one would be left out by a reader that keeps one epoch (verdict --epoch N).
        const epoch = anyRepeated ? (seenInPair.get(pair) ?? 0) + 1 : undefined;
        seenInPair.set(pair, epoch ?? 1);
        addRunRows(collector, counts, run, { model, condition, epoch });
    }
    const repeated = [...perPair.values()].filter((n) => n > 1).length;
    return { rows: collector.rows, notes: evalsNotes(runs, collector, models, evalNames, counts, repeated, options) };
}
/** --condition (for all rows, or for one file's) may stand only for one eval's runs. */
function checkConditions(runs, evalNames, options, conditionByFile) {
    if (options.condition !== undefined && evalNames.length > 1) {
        throw new errors/* InputError */.dz(`--condition ${options.condition}: names one condition for every row, but the logs are of ${evalNames.length} evals (${evalNames.map(quoteName).join(", ")}); import each eval with its own --condition`);
    }
    for (const [file, condition] of conditionByFile) {
        const inFile = [...new Set(runs.filter((r) => r.at.file === file).map((r) => r.spec.evalName))];
        if (inFile.length > 1) {
            throw new errors/* InputError */.dz(`--condition ${condition} names one condition for this file's rows, but it holds runs of ${inFile.length} evals (${inFile.map(quoteName).join(", ")})`, { file });
        }
    }
}
/** --model may stand only for logs of one completion function (list). */
function checkOneCompletionFn(runs, options) {
    if (options.model === undefined)
        return;
    const named = [...new Set(runs.map((r) => r.spec.completionFns.join(",")))];
    if (named.length > 1) {
        throw new errors/* InputError */.dz(`--model ${options.model}: names one model for every row, but the logs are of ${named.length} completion functions (${named.map(quoteName).join(", ")}); import each model's logs with its own --model`);
    }
}
/** A run with no outcome event gives rows only when its samples errored (each then unparsed). */
function checkRunScored(run, options) {
    if (run.matches.size !== 0)
        return;
    if (options.scorer !== undefined) {
        const keys = [...new Set([...run.unscored.values()].flatMap((u) => u.keys))].sort();
        throw toolError(run.at, `run ${run.spec.runId} (${quoteName(run.spec.evalName)}) has no metrics event with ${options.scorer} (${keys.length === 0 ? "no metrics events" : `their fields: ${keys.slice(0, 12).join(", ")}`}); name one with --scorer`);
    }
    if (run.errors.size === 0) {
        throw toolError(run.at, `run ${run.spec.runId} (${quoteName(run.spec.evalName)}) has no match event: only evals that record_match (evals/record.py) give outcomes; a model-graded eval's record_metrics score is read with --scorer score`);
    }
}
function newCounts() {
    return {
        errored: 0,
        erroredAndMatched: 0,
        unscored: 0,
        partial: 0,
        nullScores: 0,
        invalidChoices: 0,
        wholeIds: 0,
        others: new Map(),
    };
}
/** One run's rows: its outcomes, then errored samples without one, then samples the scorer missed. */
function addRunRows(collector, counts, run, key) {
    const { model, condition, epoch } = key;
    const idOf = sampleIds(run);
    if (idOf.whole)
        counts.wholeIds++;
    const add = (sampleId, correct, at) => {
        const row = { model, id: idOf.id(sampleId), condition, correct };
        if (epoch !== undefined)
            row.epoch = epoch;
        collector.add(row, { file: at.file, ...(at.line !== undefined ? { line: at.line } : {}) });
    };
    for (const [sampleId, m] of run.matches) {
        if (run.errors.has(sampleId))
            counts.erroredAndMatched++;
        add(sampleId, m.correct, m.at);
    }
    for (const [sampleId, at] of run.errors) {
        if (run.matches.has(sampleId))
            continue;
        counts.errored++;
        add(sampleId, null, at);
    }
    for (const [sampleId, u] of run.unscored) {
        if (run.matches.has(sampleId) || run.errors.has(sampleId))
            continue;
        counts.unscored++;
        add(sampleId, null, u.at);
    }
    counts.partial += run.partial;
    counts.nullScores += run.nullScores;
    counts.invalidChoices += run.invalidChoices;
    for (const [name, n] of run.others)
        counts.others.set(name, (counts.others.get(name) ?? 0) + n);
}
function evalsNotes(runs, collector, models, evalNames, counts, repeated, options) {
    const { errored, erroredAndMatched, unscored, partial, nullScores, invalidChoices, wholeIds, others } = counts;
    const files = [...new Set(runs.map((r) => r.at.file))];
    const notes = [
        tally(collector.rows),
        `${plural(runs.length, "run")} from ${plural(files.length, "file")}: ${plural(collector.rows.length, "sample outcome")}, ${plural(models.size, "model")}, ${plural(evalNames.length, "eval")} (${evalNames.map(quoteName).join(", ")})`,
    ];
    if (errored > 0) {
        notes.push(`${plural(errored, "sample")} with an error event and no ${options.scorer === undefined ? "match event" : `metrics event with ${options.scorer}`}: imported as unparsed (correct: null), not as wrong`);
    }
    if (unscored > 0) {
        notes.push(`${plural(unscored, "sample")} whose metrics events have no ${options.scorer}: imported as unparsed (correct: null)`);
    }
    if (invalidChoices > 0) {
        notes.push(`${plural(invalidChoices, "sample")} whose model-graded choice is "${MODELGRADED_INVALID}" (the grader's reply named no choice; evals scores it as the lowest choice): unparsed (correct: null), not wrong`);
    }
    if (nullScores > 0) {
        notes.push(`${plural(nullScores, "sample")} with ${options.scorer} null (no choice_scores in the model-graded spec): unparsed (correct: null)`);
    }
    if (partial > 0) {
        notes.push(`${plural(partial, "sample")} with ${options.scorer} strictly between 0 and 1: counted ${options.partial} (--partial)`);
    }
    if (erroredAndMatched > 0) {
        notes.push(`${plural(erroredAndMatched, "sample")} with an error event and a match event: the match is the outcome`);
    }
    if (repeated > 0) {
        notes.push(`${plural(repeated, "(model, condition) pair")} with several runs: replicates, epochs 1..k in the order the runs were given (every row carries an epoch; a pair with one run is epoch 1)`);
    }
    if (wholeIds > 0) {
        notes.push(`in ${plural(wholeIds, "run")} some sample_id lacks the "<base_eval>.<split>." prefix: ids are the whole sample_id there`);
    }
    if (others.size > 0) {
        const list = [...others].map(([name, n]) => `${name} ${n.toLocaleString("en-US")}`).join(", ");
        notes.push(`events that carry no outcome, not imported: ${list}`);
    }
    return notes;
}
function openai_evals_modelOf(run) {
    const fns = run.spec.completionFns;
    const at = child(child(run.at, "spec"), "completion_fns");
    if (fns.length > 1) {
        throw toolError(at, `run ${run.spec.runId} names ${fns.length} completion functions (${fns.map(quoteName).join(", ")}); give --model NAME for the model these outcomes belong to`);
    }
    const why = unusableName(fns[0]);
    if (why !== undefined)
        throw toolError(at, `the completion function's name ${why}; give --model NAME`);
    return fns[0];
}
function conditionOf(run) {
    const why = unusableName(run.spec.evalName);
    if (why !== undefined) {
        throw toolError(child(child(run.at, "spec"), "eval_name"), `the eval name ${why}; give --condition NAME`);
    }
    return run.spec.evalName;
}
/** `<base_eval>.<split>.<idx>` → `<idx>` when every sample of the run has that prefix. */
function sampleIds(run) {
    const prefix = `${run.spec.baseEval}.${run.spec.split}.`;
    const all = [...run.matches.keys(), ...run.errors.keys(), ...run.unscored.keys()];
    const strip = all.every((s) => s.startsWith(prefix) && s.length > prefix.length);
    return strip ? { id: (s) => s.slice(prefix.length), whole: false } : { id: (s) => s, whole: true };
}
async function readEvals(input, options) {
    const runs = [];
    const conditionByFile = new Map();
    for (const p of input.paths) {
        if (p.condition !== undefined)
            conditionByFile.set(p.display, p.condition);
        const lines = [];
        for await (const { value, line } of readToolJsonl(p, input.workspace, "OpenAI evals record file", input.meter)) {
            // A parsed line keeps ids and outcomes only: sampling events' prompts are not held.
            lines.push(parseEvalsLine(value, { file: p.display, line, path: "" }, options.scorer));
        }
        if (lines.length === 0)
            throw new errors/* InputError */.dz("is empty: not an oaieval --record_path log", { file: p.display });
        runs.push(...runsOfLines(lines, p.display, options));
    }
    return evalsRows(runs, options, conditionByFile);
}
const openaiEvalsImporter = {
    name: "openai-evals",
    summary: "OpenAI evals oaieval --record_path JSONL (match events, or --scorer: a metrics field; model, condition from the spec)",
    sources: [
        "openai/evals evals/record.py (LocalRecorder lines, Event, record_match, record_error)",
        "openai/evals evals/base.py (RunSpec)",
        "openai/evals evals/eval.py (sample_id = base_eval.split.idx)",
        "openai/evals evals/elsuite/basic/match.py and evals/api.py (record_and_check_match)",
        "openai/evals evals/elsuite/modelgraded/classify.py (record_metrics choice, score)",
    ],
    read: readEvals,
};

;// CONCATENATED MODULE: ./build/lib/outcomes/import/opencompass.js
/**
 * `contamgate import opencompass`: the results files OpenCompass writes with `--dump-eval-details`,
 * `<work_dir>/results/<model_abbr>/<dataset_abbr>.json` → outcome rows (docs/import.md
 * "OpenCompass"). Field names and layouts from open-compass/opencompass:
 * opencompass/tasks/openicl_eval.py (the results dict; format_details), opencompass/openicl/
 * icl_evaluator/icl_base_evaluator.py (BaseEvaluator.evaluate, 0.4.1 and later),
 * opencompass/datasets/base.py (example_abbr), opencompass/utils/abbr.py (the paths).
 *
 * Two layouts of `details`:
 * - a list (0.4.1 and later, when the evaluator returns per-sample details): one entry per dataset
 *   row, {example_abbr: "<dataset>_<idx>", <the evaluator's keys>: [one value per replica]};
 * - an object "0".."N-1" (format_details, 0.1.9 and later when the evaluator returns none, and
 *   every version before 0.4.1): {prompt, origin_prediction, predictions, references, correct?}.
 *
 * - id = the dataset row index (idx of example_abbr, or the object key), so a dataset and its
 *   perturbed copy pair; condition = the dataset abbr (the file name) or --condition; model = the
 *   model abbr (the folder under results/) or --model.
 * - correct = the entry's `correct` (else `is_correct`, else `cascade_correct`: the order
 *   BaseEvaluator.evaluate reads them), or the key --scorer names. An entry without it is refused:
 *   many evaluators (AccEvaluator in gen mode) dump predictions and references only; for
 *   AccEvaluator, --scorer predictions=references applies its rule, checked against `accuracy`.
 * - replicas (a dataset with n > 1) are epochs 1…n.
 * - the file's own `accuracy` (or `accuracy (N runs average)`) must equal 100 × right / rows.
 */





/** The keys BaseEvaluator.evaluate reads a sample's correctness from, in its order. */
const CORRECT_KEYS = ["correct", "is_correct", "cascade_correct"];
/**
 * `--scorer predictions=references`: AccEvaluator's own rule for a details object that has no
 * `correct`. AccEvaluator maps str(prediction) and str(reference) to labels and counts equal
 * labels (icl_hf_evaluator.py `_preprocess`), and format_details writes exactly those two strings;
 * the file's `accuracy` must then equal the count, which is what shows AccEvaluator scored it.
 */
const EQUAL_SCORER = "predictions=references";
const NO_CORRECTNESS = "OpenCompass dumps per-sample correctness only when the evaluator returns per-sample details with it (e.g. Gsm8kEvaluator's correct) or for a PPL dataset; AccEvaluator and other evaluators in gen mode dump predictions and references only. If AccEvaluator scored this dataset (its eval_cfg in the run's configs/), --scorer predictions=references applies its rule and checks it against the file's accuracy (docs/import.md: OpenCompass)";
/** `accuracy` or `accuracy (N runs average)`: the figure AccEvaluator-style evaluators report. */
function accuracyOf(o, file) {
    for (const [k, v] of Object.entries(o)) {
        const m = /^accuracy(?: \((\d+) runs average\))?$/.exec(k);
        if (!m)
            continue;
        if (typeof v !== "number" || !Number.isFinite(v))
            throw toolError({ file, path: k }, `must be a number, got ${describeJson(v)}`);
        return { key: k, value: v, runs: m[1] === undefined ? 1 : Number(m[1]) };
    }
    return undefined;
}
function readCorrect(v, at, partial) {
    if (typeof v === "boolean")
        return v;
    // BaseEvaluator.evaluate counts int(correct): 0 and 1 are what some evaluators write.
    if (typeof v === "number")
        return applyPolicy(readNumber(v), partial, { file: at.file, field: at.path });
    throw toolError(at, `must be true or false (or 0 or 1), got ${describeJson(v)}`);
}
function correctKey(entry, at, scorer) {
    if (scorer !== undefined) {
        if (!Object.hasOwn(entry, scorer))
            throw toolError(at, `has no ${quoteName(scorer)} (--scorer); its keys: ${Object.keys(entry).map(quoteName).join(", ")}`);
        return scorer;
    }
    const key = CORRECT_KEYS.find((k) => entry[k] !== undefined && entry[k] !== null);
    if (key === undefined) {
        throw toolError(at, `has no per-sample correctness (${CORRECT_KEYS.join(", ")}); its keys: ${Object.keys(entry).map(quoteName).join(", ")}. ${NO_CORRECTNESS}`);
    }
    return key;
}
/** The `details` list of 0.4.1 and later. Pure. */
function listSamples(details, at, options) {
    const samples = [];
    const seen = new Map();
    let prefix;
    let key;
    details.forEach((raw, i) => {
        const eAt = child(at, i);
        const e = expectObject(raw, eAt, "a details entry ({example_abbr, …})");
        const abbr = e.example_abbr;
        const m = typeof abbr === "string" ? /^(.*)_(\d+)$/.exec(abbr) : null;
        if (!m)
            throw toolError(child(eAt, "example_abbr"), `must be "<dataset>_<index>", got ${describeJson(abbr)}`);
        if (prefix === undefined)
            prefix = m[1];
        else if (m[1] !== prefix) {
            throw toolError(child(eAt, "example_abbr"), `names dataset ${quoteName(m[1])} where the first entry names ${quoteName(prefix)}: one results file is one dataset`);
        }
        const id = String(Number(m[2]));
        const prev = seen.get(id);
        if (prev !== undefined)
            throw toolError(child(eAt, "example_abbr"), `repeats entry ${prev}'s index ${id}`);
        seen.set(id, i);
        const k = correctKey(e, eAt, options.scorer);
        if (key !== undefined && k !== key) {
            throw toolError(child(eAt, k), `this entry's correctness is ${quoteName(k)}, the first entry's ${quoteName(key)}`);
        }
        key = k;
        const vAt = child(eAt, k);
        const v = e[k];
        if (!Array.isArray(v) || v.length === 0)
            throw toolError(vAt, `must be a list (one value per replica), got ${describeJson(v)}`);
        samples.push({ id, at: eAt, correct: v.map((x, r) => readCorrect(x, child(vAt, r), options.partial)) });
    });
    return { samples, key: key };
}
/** The `details` object of format_details: "0".."N-1" (and, in some versions, "type"). Pure. */
function objectSamples(details, at, options) {
    const keys = Object.keys(details).filter((k) => k !== "type");
    // format_details writes str(i) for every prediction: a gap is a trimmed or edited file.
    keys.forEach((k, i) => {
        if (k !== String(i))
            throw toolError(child(at, k), `details keys must be "0", "1", … in order; key ${i} is ${quoteName(k)}`);
    });
    let key;
    const samples = keys.map((k) => {
        const eAt = child(at, k);
        const e = expectObject(details[k], eAt, "a details entry ({predictions, references, correct, …})");
        if (options.scorer === EQUAL_SCORER) {
            // format_details wrote str(prediction) and str(reference): two strings, compared as AccEvaluator does.
            const [p, r] = [e.predictions, e.references];
            if (typeof p !== "string")
                throw toolError(child(eAt, "predictions"), `must be a string, got ${describeJson(p)}`);
            if (typeof r !== "string")
                throw toolError(child(eAt, "references"), `must be a string, got ${describeJson(r)}`);
            key = EQUAL_SCORER;
            return { id: k, at: eAt, correct: [p === r] };
        }
        const ck = correctKey(e, eAt, options.scorer);
        if (key !== undefined && ck !== key) {
            throw toolError(child(eAt, ck), `this entry's correctness is ${quoteName(ck)}, the first entry's ${quoteName(key)}`);
        }
        key = ck;
        return { id: k, at: eAt, correct: [readCorrect(e[ck], child(eAt, ck), options.partial)] };
    });
    return { samples, key: key };
}
/** One parsed results file → its samples, checked against the file's own accuracy. Pure. */
function parseResultsFile(v, file, options) {
    const top = { file, path: "" };
    const o = expectObject(v, top, "an OpenCompass results object ({accuracy, details, …})");
    // A predictions/<model>/<dataset>.json file is {"0": {origin_prompt, prediction, gold}, …}.
    const first = plainObject(o["0"]);
    if (o.details === undefined && first !== undefined && "prediction" in first) {
        throw new errors/* InputError */.dz("is an OpenCompass predictions file (origin_prompt, prediction, gold): it holds no correctness; import results/<model>/<dataset>.json written with --dump-eval-details", { file });
    }
    const dAt = child(top, "details");
    if (o.details === undefined) {
        throw toolError(dAt, `missing: the file holds the aggregate only (${Object.keys(o).map(quoteName).join(", ")}); rerun the evaluation with --dump-eval-details (opencompass … --mode eval --reuse --dump-eval-details)`);
    }
    if (options.scorer === EQUAL_SCORER && Array.isArray(o.details)) {
        throw toolError(dAt, `is a list of the evaluator's own details; --scorer ${EQUAL_SCORER} reads format_details' object (predictions, references) only`);
    }
    const { samples, key } = Array.isArray(o.details)
        ? listSamples(o.details, dAt, options)
        : objectSamples(expectObject(o.details, dAt, "a list or an object of per-sample details"), dAt, options);
    if (samples.length === 0)
        throw toolError(dAt, "holds no samples");
    const replicas = samples[0].correct.length;
    for (const s of samples) {
        if (s.correct.length !== replicas) {
            throw toolError(child(s.at, key), `has ${s.correct.length} replicas where the first sample has ${replicas}: every sample of a dataset runs n times`);
        }
    }
    const acc = accuracyOf(o, file);
    if (acc !== undefined && acc.runs !== replicas) {
        throw toolError({ file, path: acc.key }, `says ${acc.runs} run${acc.runs === 1 ? "" : "s"}, but the details hold ${plural(replicas, "replica")} per sample`);
    }
    if (options.scorer === EQUAL_SCORER && acc === undefined) {
        throw toolError({ file, path: "accuracy" }, `missing: --scorer ${EQUAL_SCORER} is AccEvaluator's rule, and only the file's accuracy can show AccEvaluator scored it`);
    }
    if (acc !== undefined && (options.scorer === undefined || options.scorer === EQUAL_SCORER)) {
        const cells = samples.flatMap((s) => s.correct);
        if (cells.some((c) => c === null)) {
            throw toolError({ file, path: acc.key }, "cannot be checked: some outcomes are unparsed (--partial unparsed)");
        }
        const right = cells.filter((c) => c === true).length;
        const mine = (100 * right) / cells.length;
        // 1e-9 on the percent scale: the same ratio computed in another order (np.mean of replicas).
        if (Math.abs(mine - acc.value) > 1e-9) {
            throw toolError({ file, path: acc.key }, `is ${acc.value}, but the details' ${quoteName(key)} give ${right} right of ${cells.length} (${mine}): these details are not the samples that figure counts (a trimmed or edited file, or another metric${options.scorer === EQUAL_SCORER ? "; or the dataset was not scored by AccEvaluator's rule" : ""})`);
        }
    }
    const metricKeys = Object.keys(o).filter((k) => k !== "details" && k !== "type");
    return {
        layout: Array.isArray(o.details) ? "list" : "object",
        samples,
        replicas,
        key,
        accuracy: acc === undefined ? undefined : { key: acc.key, value: acc.value },
        metricKeys,
    };
}
/** The model abbr from OpenCompass's layout, `…/results/<model_abbr>/<dataset_abbr>.json`. */
function modelFromPath(display) {
    const dir = (0,external_node_path_.dirname)(display);
    return (0,external_node_path_.basename)((0,external_node_path_.dirname)(dir)) === "results" ? (0,external_node_path_.basename)(dir) : undefined;
}
async function readOpenCompass(input, options) {
    const parsed = [];
    for (const p of input.paths) {
        if (!/\.json$/i.test(p.display)) {
            throw new errors/* InputError */.dz("an OpenCompass results file is results/<model>/<dataset>.json", { file: p.display });
        }
        const value = await readToolJson(p, input.workspace, "OpenCompass results file", undefined, input.meter);
        const file = parseResultsFile(value, p.display, options);
        const fromPath = modelFromPath(p.display);
        const model = options.model ?? fromPath;
        if (model === undefined) {
            throw new errors/* InputError */.dz("the model is the folder under results/ (OpenCompass writes results/<model_abbr>/<dataset_abbr>.json); this path is not in that layout: give --model NAME", { file: p.display });
        }
        const condition = p.condition ?? options.condition ?? (0,external_node_path_.basename)(p.display).replace(/\.json$/i, "");
        for (const [what, name, flag] of [
            ["model abbr", model, "--model"],
            ["dataset abbr", condition, "--condition"],
        ]) {
            const why = unusableName(name);
            if (why !== undefined)
                throw new errors/* InputError */.dz(`the ${what} ${why}; give ${flag} NAME`, { file: p.display });
        }
        parsed.push({ display: p.display, file, model, condition });
    }
    const anyReplicas = parsed.some((f) => f.file.replicas > 1);
    const collector = new validate/* OutcomeCollector */.UM();
    const notes = [];
    for (const f of parsed) {
        for (const s of f.file.samples) {
            s.correct.forEach((correct, r) => {
                const row = { model: f.model, id: s.id, condition: f.condition, correct };
                if (anyReplicas)
                    row.epoch = r + 1;
                collector.add(row, { file: f.display });
            });
        }
        const n = f.file.samples.length;
        const check = f.file.accuracy === undefined
            ? `not checked: the file has no accuracy (its figures: ${f.file.metricKeys.map(quoteName).join(", ") || "none"})`
            : options.scorer !== undefined && options.scorer !== EQUAL_SCORER
                ? `not checked against ${quoteName(f.file.accuracy.key)} (--scorer ${options.scorer} reads another key)`
                : `equal to its ${quoteName(f.file.accuracy.key)} ${f.file.accuracy.value}`;
        notes.push(`${f.display}: ${plural(n, "sample")}${f.file.replicas > 1 ? ` × ${f.file.replicas} replicas (epochs 1…${f.file.replicas})` : ""}, model ${quoteName(f.model)}, condition ${quoteName(f.condition)}, correct from details ${f.file.layout === "list" ? "list" : "object"} key ${quoteName(f.file.key)}; ${check}`);
    }
    if (anyReplicas && parsed.some((f) => f.file.replicas === 1)) {
        notes.push("files of one replica are epoch 1 (another file has several)");
    }
    return { rows: collector.rows, notes: [tally(collector.rows), ...notes] };
}
const opencompassImporter = {
    name: "opencompass",
    summary: "OpenCompass results/<model>/<dataset>.json written with --dump-eval-details",
    sources: [
        "open-compass/opencompass opencompass/tasks/openicl_eval.py (the results file; format_details)",
        "open-compass/opencompass opencompass/openicl/icl_evaluator/icl_base_evaluator.py (BaseEvaluator.evaluate: the details list)",
        "open-compass/opencompass opencompass/datasets/base.py (example_abbr: dataset abbr and row index)",
        "open-compass/opencompass opencompass/utils/abbr.py (get_infer_output_path: results/<model>/<dataset>.json)",
    ],
    read: readOpenCompass,
};

;// CONCATENATED MODULE: ./build/lib/outcomes/import/promptfoo.js
/**
 * `contamgate import promptfoo`: promptfoo's `-o results.json` / `-o results.jsonl` output → outcome
 * rows (docs/import.md "promptfoo"). Field names from promptfoo's own source: `EvaluateResult`,
 * `ResultFailureReason` (src/types/index.ts), the output file (src/util/output.ts) and the eval
 * loop that numbers tests and repeats (src/evaluator.ts).
 *
 * - model = the provider's label, else its id; condition = the prompt's label; id = a hash of the
 *   test: its vars, and its description and assertions when it has them (the same test is the
 *   same item, whatever prompt or provider asked it, in any file).
 * - correct = `success` (or, with `--scorer NAME`, the named score `namedScores[NAME]` through
 *   --partial), except `failureReason` 2 (ERROR: the provider call or the grader failed), which
 *   is unparsed (null): an error says nothing about the answer.
 * - The same (provider, prompt, vars) asked again (`--repeat N`) is a replicate: epochs 1..k in
 *   testIdx order, which is the order promptfoo's repeat loop asked them.
 */





/** promptfoo's ResultFailureReason (src/types/index.ts). */
const FAILURE_NONE = 0;
const FAILURE_ASSERT = 1;
const FAILURE_ERROR = 2;
/** The result at `at`, checked field by field. Pure. */
function parsePromptfooResult(v, at) {
    const r = expectObject(v, at, "a promptfoo EvaluateResult object");
    const providerAt = child(at, "provider");
    const provider = expectObject(r.provider, providerAt, "an object with the provider's id and label");
    const id = expectString(provider, "id", providerAt);
    const label = provider.label;
    if (label !== undefined && label !== null && typeof label !== "string") {
        throw toolError(child(providerAt, "label"), `must be a string, got ${describeJson(label)}`);
    }
    const promptAt = child(at, "prompt");
    const prompt = expectObject(r.prompt, promptAt, "an object with the prompt's label");
    // `display` is the label's name before promptfoo 0.59 (src/validators/prompts.ts PromptSchema).
    const promptLabel = prompt.label === undefined && typeof prompt.display === "string" && prompt.display !== ""
        ? prompt.display
        : expectString(prompt, "label", promptAt);
    const promptId = r.promptId;
    if (promptId !== undefined && typeof promptId !== "string") {
        throw toolError(child(at, "promptId"), `must be a string, got ${describeJson(promptId)}`);
    }
    if (r.vars === undefined) {
        throw toolError(child(at, "vars"), "missing: results are paired by their test's vars (was PROMPTFOO_STRIP_TEST_VARS set when the eval ran?)");
    }
    const vars = expectObject(r.vars, child(at, "vars"), "an object (the test's vars)");
    // PROMPTFOO_STRIP_TEST_VARS writes `vars: {}` and drops testCase.vars (src/models/evalResult.ts);
    // a test that has no vars keeps testCase.vars = {}. Stripped results would all look like one item.
    const tc = plainObject(r.testCase);
    if (Object.keys(vars).length === 0 && tc !== undefined && !("vars" in tc)) {
        throw toolError(child(at, "vars"), "is empty and testCase.vars is gone: the eval ran with PROMPTFOO_STRIP_TEST_VARS, so its results cannot be paired by item");
    }
    const outcome = outcomeOf(r, at);
    const namedScores = new Map();
    if (r.namedScores !== undefined && r.namedScores !== null) {
        const ns = expectObject(r.namedScores, child(at, "namedScores"), "an object of named scores");
        for (const [k, v] of Object.entries(ns)) {
            if (typeof v !== "number")
                throw toolError(child(child(at, "namedScores"), k), `must be a number, got ${describeJson(v)}`);
            namedScores.set(k, v);
        }
    }
    // The item is the test: its vars, and its description and assertions when it has them. Tests
    // that share vars but differ in either (a red-team suite asks one prompt under several plugins'
    // assertions) are different items; the id is a function of the test alone, so the same test
    // has the same id in every file, whatever other tests the file holds.
    const description = tc?.description ?? r.description;
    const assert = tc?.assert;
    const test = {};
    if (description !== undefined && description !== null && description !== "")
        test.description = description;
    if (assert !== undefined && assert !== null && !(Array.isArray(assert) && assert.length === 0))
        test.assert = assert;
    return {
        at,
        provider: typeof label === "string" && label !== "" ? label : id,
        prompt: promptLabel,
        promptId: promptId === "" ? undefined : promptId,
        item: hash(canonicalJson(Object.keys(test).length === 0 ? vars : { ...test, vars })),
        vars: hash(canonicalJson(vars)),
        outcome,
        namedScores,
        testIdx: index(r, "testIdx", at),
        promptIdx: index(r, "promptIdx", at),
    };
}
function outcomeOf(r, at) {
    if (typeof r.success !== "boolean") {
        throw toolError(child(at, "success"), `must be true or false, got ${describeJson(r.success)}`);
    }
    const reason = r.failureReason;
    if (reason === undefined)
        return outcomeWithoutReason(r, at);
    if (reason !== FAILURE_NONE && reason !== FAILURE_ASSERT && reason !== FAILURE_ERROR) {
        throw toolError(child(at, "failureReason"), `must be 0 (NONE), 1 (ASSERT) or 2 (ERROR) (ResultFailureReason, src/types/index.ts), got ${describeJson(reason)}`);
    }
    if (reason === FAILURE_ERROR)
        return "error";
    if (r.success) {
        if (reason !== FAILURE_NONE) {
            throw toolError(child(at, "failureReason"), `is ${reason} (ASSERT) on a result whose success is true`);
        }
        return "pass";
    }
    return reason === FAILURE_ASSERT ? "fail-assert" : "fail-unknown";
}
/**
 * A result written before promptfoo had `failureReason` (every results version 2 file, early
 * version 3 ones), read by promptfoo's own rule from the change that added it (promptfoo PR #2214,
 * src/evaluator.ts): an assertion failure is a failure that was graded (`gradingResult`), an error
 * one that was not and carries an `error`. Anything else cannot be told apart and is refused.
 */
function outcomeWithoutReason(r, at) {
    if (r.success === true)
        return "pass-unmarked";
    const graded = r.gradingResult !== undefined && r.gradingResult !== null;
    if (graded) {
        expectObject(r.gradingResult, child(at, "gradingResult"), "a GradingResult object");
        return "fail-graded";
    }
    if (typeof r.error === "string" && r.error !== "")
        return "error-unmarked";
    throw toolError(child(at, "gradingResult"), "missing, and so is failureReason: a failure with neither a gradingResult (an assertion failed) nor an error (the call failed) cannot be told a wrong answer or an error");
}
function index(r, key, at) {
    const v = r[key];
    if (v === undefined)
        return undefined;
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0)
        return v;
    throw toolError(child(at, key), `must be an integer ≥ 0, got ${describeJson(v)}`);
}
/** 80 bits of sha256: ids stay short, and a collision among 10^7 items has odds near 10^-10. */
function hash(text) {
    return (0,external_node_crypto_.createHash)("sha256").update(text).digest("hex").slice(0, 20);
}
/** The results of one output file: `-o results.json` (OutputFile) or its summary alone. Pure. */
function resultsOfOutputFile(doc, file) {
    const top = { file, path: "" };
    const o = expectObject(doc, top, "a promptfoo output file (an object with results.results)");
    const inner = plainObject(o.results);
    // OutputFile (src/util/output.ts createOutputData): { evalId, results: EvaluateSummary, config, … }.
    if (inner !== undefined)
        return summaryResults(inner, child(top, "results"));
    // An EvaluateSummary on its own: { version, timestamp, results: EvaluateResult[], … }.
    if (Array.isArray(o.results) && o.version !== undefined)
        return summaryResults(o, top);
    throw toolError(child(top, "results"), "not a promptfoo output file: expected results.results, the list promptfoo -o results.json writes (src/util/output.ts)");
}
function summaryResults(s, at) {
    const version = s.version;
    if (version !== 2 && version !== 3) {
        throw toolError(child(at, "version"), `is ${describeJson(version)}; the versions read are 2 and 3 (EvaluateSummaryV2/V3, src/types/index.ts)`);
    }
    const results = s.results;
    if (!Array.isArray(results))
        throw toolError(child(at, "results"), `expected an array, got ${describeJson(results)}`);
    return { values: results, at: child(at, "results") };
}
/**
 * Outcome rows from parsed results (in file order, files in the order given). Pure: the
 * overrides, the replicate numbering, the checks that span results, the notes.
 */
function promptfooRows(results, options, conditionByFile = new Map()) {
    if (results.length === 0)
        throw new errors/* InputError */.dz("promptfoo: the files hold no results");
    checkScorer(results, options.scorer);
    const providers = distinct(results.map((r) => r.provider));
    const prompts = distinct(results.map((r) => r.prompt));
    overrideFits("--model", options.model, providers, "providers");
    overrideFits("--condition", options.condition, prompts, "prompts");
    checkFileConditions(results, conditionByFile);
    const unlabelled = unlabelledPrompts(results, options, conditionByFile);
    const conditionOf = (r) => options.condition ?? conditionByFile.get(r.at.file) ?? unlabelled.get(r.at.file) ?? r.prompt;
    checkNames(results, options, new Map([...conditionByFile, ...unlabelled]));
    checkPromptIds(results);
    // The same (model, condition, item) asked again is a replicate: group on the row's own key, so
    // what --model / --condition merge is numbered together (never two rows with one key).
    const modelOf = (r) => options.model ?? r.provider;
    const groups = new Map();
    for (const r of results) {
        const key = JSON.stringify([modelOf(r), conditionOf(r), r.item]);
        const g = groups.get(key);
        if (g === undefined)
            groups.set(key, [r]);
        else
            g.push(r);
    }
    checkStepsOnce(results);
    const repeatedPairs = new Set();
    let repeatedItems = 0;
    for (const g of groups.values()) {
        if (g.length < 2)
            continue;
        repeatedItems++;
        repeatedPairs.add(JSON.stringify([modelOf(g[0]), conditionOf(g[0])]));
    }
    // Epochs on every row once anything repeats (an item asked once is epoch 1): a row without
    // one would be left out by a reader that keeps one epoch (verdict --epoch N).
    const epochOf = repeatedPairs.size === 0 ? new Map() : epochsInAskOrder(results, groups);
    const rows = promptfoo_collectRows(results, options, { modelOf, conditionOf, epochOf });
    const files = distinct(results.map((r) => r.at.file));
    const notes = [
        tally(rows.collector.rows),
        `${plural(results.length, "result")} from ${plural(files.length, "file")}: ${plural(providers.length, "provider")} (${providers.map(quoteName).join(", ")}), ${plural(prompts.length, "prompt")} (${prompts.map(quoteName).join(", ")}), ${plural(distinct(results.map((r) => r.item)).length, "item")} (test vars)`,
    ];
    if (rows.unmarked > 0) {
        notes.push(`${plural(rows.unmarked, "result")} without failureReason (written by a promptfoo before it had one): read by promptfoo's own rule, success → right, a failure with a gradingResult → wrong, one without and with an error → unparsed (correct: null)`);
    }
    if (rows.errors > 0) {
        notes.push(`${plural(rows.errors, "result")} errored (failureReason 2, ERROR, or no gradingResult and an error: the call or the grader failed): imported as unparsed (correct: null), not as wrong`);
    }
    if (rows.unknownFails > 0) {
        notes.push(`${plural(rows.unknownFails, "result")} failed with failureReason 0 (NONE: promptfoo does not know why): counted wrong`);
    }
    for (const [file, condition] of unlabelled) {
        const label = results.find((r) => r.at.file === file).prompt;
        notes.push(`${file}: its one prompt has no usable label (promptfoo labels a prompt read from a file by its text, which ${unusableName(label)}): its rows are condition ${condition} (a hash of the text, the same in every file); name it with --condition NAME, or give the prompt a label:`);
    }
    const sharing = testsSharingVars(results);
    if (sharing.length > 0) {
        notes.push(`${plural(sharing.reduce((n, s) => n + s.size, 0), "test")} share their vars with another test (${plural(sharing.length, "set")} of vars): told apart by their description or assertions, each its own item`);
    }
    if (repeatedItems > 0) {
        notes.push(`${plural(repeatedItems, "(model, condition, item) combination")} asked more than once (--repeat, or the same vars in two tests that agree): replicates, epochs 1..k in the order asked, in ${plural(repeatedPairs.size, "(model, condition) pair")}; every row carries an epoch (an item asked once is epoch 1)`);
    }
    return { rows: rows.collector.rows, notes };
}
/** --scorer must name a score at least one result has. */
function checkScorer(results, scorer) {
    if (scorer !== undefined && !results.some((r) => r.namedScores.has(scorer))) {
        const names = [...new Set(results.flatMap((r) => [...r.namedScores.keys()]))].sort();
        throw new errors/* InputError */.dz(`--scorer ${scorer}: no result has namedScores.${scorer} (${names.length === 0 ? "no result has named scores: give assertions a metric: name" : `named scores: ${names.map(quoteName).join(", ")}`})`);
    }
}
/** A file's --condition may stand only for a file of one prompt. */
function checkFileConditions(results, conditionByFile) {
    for (const [file, condition] of conditionByFile) {
        const inFile = distinct(results.filter((r) => r.at.file === file).map((r) => r.prompt));
        if (inFile.length > 1) {
            throw new errors/* InputError */.dz(`--condition ${condition} names one condition for this file's rows, but it holds ${inFile.length} prompts (${inFile.map(quoteName).join(", ")}); without --condition each prompt label is a condition`, { file });
        }
    }
}
/** One eval step (testIdx, promptIdx) of a file has one result. */
function checkStepsOnce(results) {
    const seenStep = new Map();
    for (const r of results) {
        if (r.testIdx === undefined || r.promptIdx === undefined)
            continue;
        const key = JSON.stringify([r.at.file, r.testIdx, r.promptIdx]);
        const prev = seenStep.get(key);
        if (prev !== undefined) {
            throw toolError(r.at, `the same eval step (testIdx ${r.testIdx}, promptIdx ${r.promptIdx}) appears twice (first at ${placeText(prev.at)}); one step has one result`);
        }
        seenStep.set(key, r);
    }
}
/** Sets of items (more than one) that share one set of vars. */
function testsSharingVars(results) {
    const itemsByVars = new Map();
    for (const r of results) {
        const set = itemsByVars.get(r.vars) ?? new Set();
        set.add(r.item);
        itemsByVars.set(r.vars, set);
    }
    return [...itemsByVars.values()].filter((s) => s.size > 1);
}
/**
 * Each replicate group's epochs 1..k in the ask order: files in the order given, then testIdx
 * (promptfoo's repeat loop numbers a test's repeats in order), else the order in the file.
 */
function epochsInAskOrder(results, groups) {
    const fileRank = new Map();
    const position = new Map();
    for (const [i, r] of results.entries()) {
        if (!fileRank.has(r.at.file))
            fileRank.set(r.at.file, fileRank.size);
        position.set(r, i);
    }
    const askKey = (r) => [fileRank.get(r.at.file), r.testIdx ?? position.get(r)];
    const epochOf = new Map();
    for (const g of groups.values()) {
        const order = [...g].sort((a, b) => {
            const [fa, ia] = askKey(a);
            const [fb, ib] = askKey(b);
            return fa - fb || ia - ib;
        });
        for (const [k, r] of order.entries())
            epochOf.set(r, k + 1);
    }
    return epochOf;
}
/** The rows, one per result, with the counts the notes give. */
function promptfoo_collectRows(results, options, key) {
    const scorer = options.scorer;
    const collector = new validate/* OutcomeCollector */.UM();
    let errors = 0;
    let unknownFails = 0;
    let unmarked = 0;
    for (const r of results) {
        const row = {
            model: key.modelOf(r),
            id: r.item,
            condition: key.conditionOf(r),
            correct: isError(r) ? null : scorer === undefined ? isPass(r) : scored(r, scorer, options),
        };
        const epoch = key.epochOf.get(r);
        if (epoch !== undefined)
            row.epoch = epoch;
        if (isError(r))
            errors++;
        if (r.outcome === "fail-unknown")
            unknownFails++;
        if (r.outcome === "pass-unmarked" || r.outcome === "fail-graded" || r.outcome === "error-unmarked")
            unmarked++;
        collector.add(row, r.at.line !== undefined ? { file: r.at.file, line: r.at.line } : { file: r.at.file });
    }
    return { collector, errors, unknownFails, unmarked };
}
function isError(r) {
    return r.outcome === "error" || r.outcome === "error-unmarked";
}
function isPass(r) {
    return r.outcome === "pass" || r.outcome === "pass-unmarked";
}
/** `namedScores[scorer]` of a result that did not error, through --partial (docs/import.md "Scores"). */
function scored(r, scorer, options) {
    const at = child(child(r.at, "namedScores"), scorer);
    const v = r.namedScores.get(scorer);
    if (v === undefined) {
        throw toolError(at, "missing: this result has no score of that name (its test has no assertion with that metric:), so --scorer cannot score it");
    }
    return applyPolicy(readNumber(v), options.partial, {
        file: at.file,
        field: at.path,
        ...(at.line !== undefined ? { line: at.line } : {}),
    });
}
function overrideFits(flag, value, found, what) {
    if (value === undefined || found.length <= 1)
        return;
    throw new errors/* InputError */.dz(`${flag} ${value}: names one ${flag.slice(2)} for every row, but the results hold ${found.length} ${what} (${found.map(quoteName).join(", ")}); import without ${flag}, or one ${what.slice(0, -1)}'s results at a time`);
}
/**
 * Files that hold one prompt whose label cannot name a condition (promptfoo labels a prompt read
 * from a file by its raw text, which ends in a newline) and no --condition: the file's condition
 * is `prompt-` and 8 hex digits of sha256 over the label, so the same prompt gets the same
 * condition in every file and two prompts never share one. A file of several such prompts is
 * refused (checkNames): which text is which condition would be a guess.
 */
function unlabelledPrompts(results, options, conditionByFile) {
    const out = new Map();
    if (options.condition !== undefined)
        return out;
    const labelsByFile = new Map();
    for (const r of results) {
        const set = labelsByFile.get(r.at.file) ?? new Set();
        set.add(r.prompt);
        labelsByFile.set(r.at.file, set);
    }
    for (const [file, labels] of labelsByFile) {
        if (conditionByFile.has(file) || labels.size !== 1)
            continue;
        const label = [...labels][0];
        if (unusableName(label) === undefined)
            continue;
        out.set(file, `prompt-${(0,external_node_crypto_.createHash)("sha256").update(label).digest("hex").slice(0, 8)}`);
    }
    return out;
}
/** Labels become model and condition names: they must be usable as such (or be overridden). */
function checkNames(results, options, conditionByFile) {
    for (const r of results) {
        if (options.condition === undefined && !conditionByFile.has(r.at.file)) {
            const why = unusableName(r.prompt);
            if (why !== undefined) {
                throw toolError(child(child(r.at, "prompt"), "label"), `the prompt's label ${why}, so it cannot name a condition (promptfoo labels a prompt by its text when it has no label:), and the file holds several prompts; give each prompt a short label: in the promptfoo config`);
            }
        }
        if (options.model === undefined) {
            const why = unusableName(r.provider);
            if (why !== undefined) {
                throw toolError(child(r.at, "provider"), `the provider's label (or id) ${why}, so it cannot name a model; give the provider a short label:, or --model NAME when the results hold one provider`);
            }
        }
    }
}
/** One label, one prompt: two prompts under one label would be paired as one condition. */
function checkPromptIds(results) {
    const idOf = new Map();
    for (const r of results) {
        if (r.promptId === undefined)
            continue;
        const key = JSON.stringify([r.at.file, r.prompt]);
        const prev = idOf.get(key);
        if (prev === undefined)
            idOf.set(key, r);
        else if (prev.promptId !== r.promptId) {
            throw toolError(child(r.at, "promptId"), `the prompt label ${quoteName(r.prompt)} names two prompts (another promptId at ${placeText(prev.at)}); give the prompts distinct labels`);
        }
    }
}
function placeText(at) {
    return at.line !== undefined ? `${at.file}:${at.line}` : `${at.file} ${at.path}`;
}
function distinct(xs) {
    return [...new Set(xs)];
}
/** Reads the files, parses every result, then maps them (promptfooRows). */
async function readPromptfoo(input, options) {
    const results = [];
    const conditionByFile = new Map();
    for (const p of input.paths) {
        if (p.condition !== undefined)
            conditionByFile.set(p.display, p.condition);
        const before = results.length;
        if (/\.jsonl$/i.test(p.display)) {
            // One EvaluateResult per line (src/util/output.ts appendJsonlResultBatch).
            for await (const { value, line } of readToolJsonl(p, input.workspace, "promptfoo results file", input.meter)) {
                results.push(parsePromptfooResult(value, { file: p.display, line, path: "" }));
            }
        }
        else if (/\.json$/i.test(p.display)) {
            const doc = await readToolJson(p, input.workspace, "promptfoo results file", "write the results with -o results.jsonl instead, which is read line by line", input.meter);
            const { values, at } = resultsOfOutputFile(doc, p.display);
            for (const [i, v] of values.entries())
                results.push(parsePromptfooResult(v, child(at, i)));
        }
        else {
            throw new errors/* InputError */.dz("promptfoo results are read from -o results.json or -o results.jsonl; this file ends in neither", { file: p.display });
        }
        if (results.length === before)
            throw new errors/* InputError */.dz("holds no promptfoo results", { file: p.display });
    }
    return promptfooRows(results, options, conditionByFile);
}
const promptfooImporter = {
    name: "promptfoo",
    summary: "promptfoo -o results.json / .jsonl (pairs on test vars; provider = model, prompt = condition; --scorer: a named score)",
    sources: [
        "promptfoo/promptfoo src/types/index.ts (EvaluateResult, ResultFailureReason, EvaluateSummaryV2/V3)",
        "promptfoo/promptfoo src/util/output.ts (OutputFile; JSONL rows)",
        "promptfoo/promptfoo src/evaluator.ts (testIdx per test and repeat)",
    ],
    read: readPromptfoo,
};

;// CONCATENATED MODULE: ./build/lib/outcomes/import/index.js
/**
 * The importers `contamgate import FORMAT` knows (docs/import.md), by FORMAT name. Adding a format
 * is one entry here and one module beside this one.
 */








const IMPORTERS = [
    inspectImporter,
    lmEvalImporter,
    // promptfoo, OpenAI evals, HELM.
    promptfooImporter,
    openaiEvalsImporter,
    helmImporter,
    everyEvalEverImporter,
    lightevalImporter,
    opencompassImporter,
];
function findImporter(name) {
    return IMPORTERS.find((i) => i.name === name);
}

;// CONCATENATED MODULE: ./build/lib/outcomes/import/types.js
const PARTIAL_POLICIES = ["refuse", "wrong", "correct", "unparsed"];

// EXTERNAL MODULE: ./build/lib/outcomes/write.js
var write = __webpack_require__(4663);
// EXTERNAL MODULE: ./build/lib/leakage/progress.js
var leakage_progress = __webpack_require__(7154);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/progress.js
var cli_progress = __webpack_require__(5706);
;// CONCATENATED MODULE: ./build/lib/cli/import.js











function help() {
    const width = Math.max(...IMPORTERS.map((i) => i.name.length));
    return `usage: contamgate import FORMAT PATH... [--outcomes outcomes.jsonl] [flags]

Reads the per-sample results another eval tool wrote and writes them as outcome rows, JSONL
(docs/outcomes.md), for verdict --input and compare. Field names come from each tool's source
(docs/import.md).

formats:
${IMPORTERS.map((i) => `  ${i.name.padEnd(width)}  ${i.summary}`).join("\n")}

  --outcomes PATH        write the rows there (default, or -: standard output)
  --model NAME           the model of every row (required when the log does not name one; overrides it)
  --condition NAME       the condition of every row (e.g. original, perturbed:shuffle_choices, baseline);
                         give it once per PATH, in order, for logs of different conditions
  --scorer NAME          the score to read when a log holds several (inspect: scorer name; lm-eval:
                         METRIC or METRIC,FILTER, e.g. acc, exact_match,strict-match; promptfoo: a named
                         score instead of success; openai-evals: a metrics field, e.g. score; helm: a
                         stat, default exact_match; every-eval-ever: an evaluation_result_id;
                         lighteval: a metric, e.g. gpqa_pass@1:1_samples; opencompass: a details key
                         instead of correct, or predictions=references for AccEvaluator's details)
  --helm-split NAME      helm: the evaluation split to read (default test; HELM reports valid and test apart)
  --signal probability   give every row a score, the probability of the correct answer, from the log
                         (${IMPORTERS.filter((i) => i.probability !== undefined)
        .map((i) => i.name)
        .join(", ")}; docs/import.md "Soft scores"); the verdict then uses the soft signal
  --partial refuse|wrong|correct|unparsed
                         a partial or fractional score (inspect P, 0.5): refused by default; or
                         counted as wrong, as right, or as unknown (null)
  --quiet                no progress lines (otherwise on stderr while the logs are read: records,
                         bytes, rate, ETA; every 10 s in CI)

exit: 0 rows written, 4 invalid input (one line naming the file, member or line, and field)
`;
}
const IMPORT_FLAGS = {
    outcomes: { type: "string" },
    model: { type: "string" },
    condition: { type: "string", multiple: true },
    scorer: { type: "string" },
    "helm-split": { type: "string" },
    partial: { type: "string" },
    quiet: { type: "boolean" },
    signal: { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function importCommand(argv, io) {
    const { values, positionals } = (0,args/* parseFlags */.bQ)(argv, IMPORT_FLAGS, true, help());
    if (values.help) {
        io.stdout(help());
        return errors/* ExitCode */.yU.Pass;
    }
    const [format, ...paths] = positionals;
    if (format === undefined) {
        throw new errors/* InputError */.dz(`give a FORMAT (${IMPORTERS.map((i) => i.name).join(", ")}) and at least one PATH`);
    }
    const importer = findImporter(format);
    if (!importer) {
        throw new errors/* InputError */.dz(`unknown format "${format}" (known: ${IMPORTERS.map((i) => i.name).join(", ")})`);
    }
    if (paths.length === 0)
        throw new errors/* InputError */.dz(`give at least one ${format} log PATH`);
    const conditions = values.condition ?? [];
    if (conditions.length > 1 && conditions.length !== paths.length) {
        throw new errors/* InputError */.dz(`--condition given ${conditions.length} times for ${paths.length} paths: give it once (every row) or once per path, in order`, { field: "--condition" });
    }
    for (const c of conditions)
        nonEmpty(c, "--condition");
    if (values.model !== undefined)
        nonEmpty(values.model, "--model");
    if (values.scorer !== undefined)
        nonEmpty(values.scorer, "--scorer");
    const helmSplit = values["helm-split"];
    if (helmSplit !== undefined) {
        nonEmpty(helmSplit, "--helm-split");
        if (format !== "helm") {
            throw new errors/* InputError */.dz(`--helm-split names a HELM evaluation split; ${format} logs are not split that way`, {
                field: "--helm-split",
            });
        }
    }
    const partial = (values.partial ?? "refuse");
    if (!PARTIAL_POLICIES.includes(partial)) {
        throw new errors/* InputError */.dz(`--partial must be one of ${PARTIAL_POLICIES.join(", ")} (got "${values.partial}")`, {
            field: "--partial",
        });
    }
    const signal = values.signal;
    if (signal !== undefined && signal !== "probability" && signal !== "binary") {
        throw new errors/* InputError */.dz(`--signal takes probability or binary (got "${signal}")`, { field: "--signal" });
    }
    if (signal === "probability" && importer.probability === undefined) {
        const able = IMPORTERS.filter((i) => i.probability !== undefined).map((i) => i.name);
        throw new errors/* InputError */.dz(`${format} logs carry no per-sample probabilities contamgate reads; --signal probability works with ${able.join(", ")} (docs/import.md "Soft scores")`, { field: "--signal" });
    }
    const input = paths.map((display, i) => ({
        display,
        path: (0,external_node_path_.resolve)(io.cwd, display),
        ...(conditions.length > 1 ? { condition: conditions[i] } : {}),
    }));
    const out = values.outcomes === undefined || values.outcomes === "-"
        ? undefined
        : (0,output_file/* outputPath */.XC)(values.outcomes, { cwd: io.cwd, field: "--outcomes" });
    await (0,output_file/* preflightOutputs */.K5)([out], input.map((p) => ({ what: `the input ${p.display}`, path: p.path })));
    const options = {
        partial,
        ...(values.model !== undefined ? { model: values.model } : {}),
        ...(conditions.length === 1 ? { condition: conditions[0] } : {}),
        ...(values.scorer !== undefined ? { scorer: values.scorer } : {}),
        ...(helmSplit !== undefined ? { split: helmSplit } : {}),
        ...(signal === "probability" ? { signal } : {}),
    };
    // A log of a million samples reads for a while: the look of the scan's progress line.
    const progress = values.quiet ? null : (0,cli_progress/* progressLines */.L)(io, "progress");
    const meter = progress ? new leakage_progress/* ProgressMeter */.Z(progress.sink, sizeOfFiles(input)) : undefined;
    const result = await importer
        .read({ paths: input, workspace: io.cwd, ...(meter ? { meter } : {}) }, options)
        .finally(() => {
        meter?.finish();
        progress?.end();
    });
    const rows = checked(result.rows, format);
    for (const n of result.notes)
        io.stderr(`import ${format}: ${n}\n`);
    if (out) {
        await (0,write/* writeOutcomesFile */.bo)(out, rows);
        io.stderr(`import ${format}: ${rows.length.toLocaleString("en-US")} rows written to ${values.outcomes}\n`);
    }
    else {
        // In chunks: millions of rows as one string would pass what V8 can hold.
        for (const chunk of (0,write/* outcomeChunks */.ZS)(rows))
            io.stdout(chunk);
    }
    return errors/* ExitCode */.yU.Pass;
}
/**
 * The importer's rows checked as strictly as a file's (shape, duplicates, epochs, clusters): an
 * outcomes file this command writes always reads back.
 */
function checked(rows, format) {
    const c = new validate/* OutcomeCollector */.UM();
    const at = { file: `import ${format}` };
    const list = Array.isArray(rows) ? rows : null;
    let i = 0;
    for (const row of rows) {
        // The collector keeps its own compact copy: drop a list's row as it goes, so the peak holds
        // one copy of the rows, not two (docs/reliability.md "Memory per outcome row").
        if (list !== null)
            list[i++] = undefined;
        const r = row;
        try {
            c.add((0,validate/* checkRow */.f3)(r, at), at);
        }
        catch (e) {
            if (e instanceof errors/* InputError */.dz && /duplicate row/.test(e.message)) {
                throw new errors/* InputError */.dz(`${e.message.replace(/^import \S+(, field "id")?: /, "")}; two logs of one model and condition? give each PATH its --condition`, { field: "--condition" });
            }
            throw e;
        }
    }
    if (c.table.length === 0)
        throw new errors/* InputError */.dz(`the ${format} logs hold no rows to import`);
    return c.table;
}
/** The inputs' size on disk when every one is a file (for the ETA); a directory's is not known. */
function sizeOfFiles(paths) {
    let total = 0;
    for (const p of paths) {
        try {
            const st = (0,external_node_fs_.statSync)(p.path);
            if (!st.isFile())
                return null;
            total += st.size;
        }
        catch {
            return null; // the importer names the missing file
        }
    }
    return total;
}
function nonEmpty(v, flag) {
    if (v.trim() === "" || v.trim() !== v)
        throw new errors/* InputError */.dz(`${flag} must be a non-empty name without surrounding spaces`, { field: flag });
}


/***/ }),

/***/ 5706:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ progressLines)
/* harmony export */ });
/* harmony import */ var _leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);

/**
 * The progress line of a long job on stderr, in `run`'s look: on a terminal one line redrawn
 * every second; otherwise (CI logs) a plain line every 10 s. Stdout carries reports and is
 * never touched. `end()` closes a redrawn line.
 */
function progressLines(io, label, unit = "records") {
    const tty = io.stderrIsTTY === true && !io.env.CI && io.env.TERM !== "dumb";
    let drawn = false;
    const sink = {
        now: io.now ?? (() => Date.now()),
        everyMs: tty ? 1000 : 10_000,
        report: (p) => {
            if (tty) {
                io.stderr(`\r\x1b[2K${label}: ${(0,_leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScanProgress */ .W)(p, unit)}`);
                drawn = true;
            }
            else
                io.stderr(`${label}: ${(0,_leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScanProgress */ .W)(p, unit)}\n`);
        },
    };
    return {
        sink,
        end: () => {
            if (drawn)
                io.stderr("\n");
            drawn = false;
        },
    };
}


/***/ }),

/***/ 3641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PageBudget),
/* harmony export */   q: () => (/* binding */ boundedCompressors)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7426);
/* harmony import */ var hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1031);
/* harmony import */ var _zstd_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6062);
/**
 * Parquet page codecs with a budget: every codec hyparquet can meet refuses a page larger than
 * what is left of the budget before allocating it (a page header can claim any size). zstd goes
 * through the one decoder (src/io/zstd.ts). Shared by the leakage corpus reader and the importers.
 */




/** Thrown when the pages decompress to more than the budget. */
class PageBudget extends Error {
}
function boundedCompressors(budget) {
    let left = budget;
    const take = (n) => {
        if (!(n >= 0) || n > left)
            throw new PageBudget();
        left -= n;
    };
    return {
        SNAPPY: (input, n) => {
            take(n);
            const out = new Uint8Array(n);
            (0,hyparquet__WEBPACK_IMPORTED_MODULE_3__/* .snappyUncompress */ .t)(input, out);
            return out;
        },
        GZIP: (input, n) => (take(n), (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(input, { maxOutputLength: Math.max(1, n) })),
        BROTLI: (input, n) => (take(n), (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.brotliDecompressSync)(input, { maxOutputLength: Math.max(1, n) })),
        ZSTD: (input, n) => (take(n), (0,_zstd_js__WEBPACK_IMPORTED_MODULE_2__/* .zstdDecompressBounded */ .yb)(input, n)),
        LZ4: (input, n) => (take(n), (0,hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__/* .decompressLz4 */ .yk)(input, n)),
        LZ4_RAW: (input, n) => (take(n), (0,hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__/* .decompressLz4Raw */ .SF)(input, n)),
    };
}


/***/ }),

/***/ 6062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i6: () => (/* binding */ createZstdDecompressor),
/* harmony export */   ic: () => (/* binding */ ZstdError),
/* harmony export */   yb: () => (/* binding */ zstdDecompressBounded)
/* harmony export */ });
/* unused harmony export zstdDecoder */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var fzstd__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8339);
/**
 * Zstandard decoding, the one place that picks a decoder: Node's own (22.15+, so the action on
 * Node 24) where present, the pure-JS `fzstd` otherwise (Node 20 has none; nothing native is
 * downloaded at install). Output is capped: a caller names the most bytes it will accept, so a
 * decompression bomb stops at the cap instead of at the heap limit.
 */



/** Thrown when the input is not valid Zstandard data or its output passes the cap. */
class ZstdError extends Error {
    produced;
    constructor(message, 
    /** Decompressed bytes produced before the failure. */
    produced) {
        super(message);
        this.produced = produced;
        this.name = "ZstdError";
    }
}
function nodeZstd() {
    const z = /*#__PURE__*/ (node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_zlib__WEBPACK_IMPORTED_MODULE_1__, 2)));
    return typeof z.zstdDecompressSync === "function" && typeof z.createZstdDecompress === "function"
        ? z
        : undefined;
}
/** Which decoder this process uses, for reports and tests. */
function zstdDecoder() {
    return nodeZstd() ? "node" : "fzstd";
}
/** Decompresses one whole buffer (all frames), refusing output beyond `maxBytes`. */
function zstdDecompressBounded(data, maxBytes, decoder = zstdDecoder()) {
    const native = decoder === "node" ? nodeZstd() : undefined;
    if (native) {
        try {
            return native.zstdDecompressSync(data, { maxOutputLength: maxBytes });
        }
        catch (e) {
            const code = e.code;
            if (code === "ERR_BUFFER_TOO_LARGE" || /larger than|maxOutputLength/i.test(String(e))) {
                throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, maxBytes);
            }
            throw new ZstdError(`not valid zstd data (${code ?? e.message})`, 0);
        }
    }
    const chunks = [];
    let produced = 0;
    const d = new fzstd__WEBPACK_IMPORTED_MODULE_2__/* .Decompress */ .YM((chunk) => {
        produced += chunk.length;
        if (produced > maxBytes)
            throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, produced);
        chunks.push(chunk);
    });
    pushAll(d, data, () => produced);
    return concat(chunks, produced);
}
/**
 * A Transform that decodes a zstd stream. It does not cap output itself: streaming readers apply
 * their own expansion rule to the bytes that come out (docs/reliability.md "Caps").
 */
function createZstdDecompressor(decoder = zstdDecoder()) {
    const native = decoder === "node" ? nodeZstd() : undefined;
    if (native)
        return native.createZstdDecompress({ chunkSize: 1 << 20 });
    return new FzstdTransform();
}
class FzstdTransform extends node_stream__WEBPACK_IMPORTED_MODULE_0__.Transform {
    produced = 0;
    d = new fzstd__WEBPACK_IMPORTED_MODULE_2__/* .Decompress */ .YM((chunk) => {
        this.produced += chunk.length;
        this.push(chunk);
    });
    _transform(chunk, _enc, done) {
        try {
            this.d.push(chunk);
            done();
        }
        catch (e) {
            done(asZstdError(e, this.produced));
        }
    }
    _flush(done) {
        try {
            this.d.push(new Uint8Array(0), true);
            done();
        }
        catch (e) {
            done(asZstdError(e, this.produced));
        }
    }
}
function pushAll(d, data, produced) {
    try {
        d.push(data, true);
    }
    catch (e) {
        throw asZstdError(e, produced());
    }
}
function asZstdError(e, produced) {
    if (e instanceof ZstdError)
        return e;
    const msg = e instanceof Error ? e.message : String(e);
    return new ZstdError(`not valid zstd data (${msg})`, produced);
}
function concat(chunks, total) {
    if (chunks.length === 1 && chunks[0])
        return chunks[0];
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
        out.set(c, at);
        at += c.length;
    }
    return out;
}


/***/ }),

/***/ 7154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ formatScanProgress),
/* harmony export */   Z: () => (/* binding */ ProgressMeter)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4354);

/**
 * Counts for the progress line. The reader hands over its running totals once per chunk
 * (tens of KiB), never per record, so the hot loop pays nothing; the clock is read then too.
 */
class ProgressMeter {
    sink;
    totalBytes;
    doneRecords = 0;
    doneBytes = 0;
    fileRecords = 0;
    fileBytes = 0;
    t0;
    last;
    constructor(sink, totalBytes) {
        this.sink = sink;
        this.totalBytes = totalBytes;
        this.t0 = sink.now();
        this.last = this.t0;
    }
    /** The current file's running totals: records so far and bytes read from disk so far. */
    update(records, bytes) {
        this.fileRecords = records;
        this.fileBytes = bytes;
        const t = this.sink.now();
        if (t - this.last < this.sink.everyMs)
            return;
        this.last = t;
        this.sink.report(this.snapshot(t));
    }
    /** A file is done: its final totals (the reader's stats) replace the running ones. */
    fileDone(records, bytes) {
        this.doneRecords += records;
        this.doneBytes += bytes;
        this.fileRecords = 0;
        this.fileBytes = 0;
    }
    /** The closing line, whatever the cadence, when a line was shown (a short scan stays silent). */
    finish() {
        if (this.last === this.t0)
            return;
        this.sink.report(this.snapshot(this.sink.now()));
    }
    snapshot(t) {
        return {
            records: this.doneRecords + this.fileRecords,
            bytes: this.doneBytes + this.fileBytes,
            totalBytes: this.totalBytes,
            elapsedMs: t - this.t0,
        };
    }
}
/** "120,000 records, 48.2 MiB of 310 MiB, 9,231 records/s, 3.7 MiB/s, ETA 0m42s" — the look of `run`'s line. */
function formatScanProgress(p, unit = "records") {
    const s = p.elapsedMs / 1000;
    const rate = s > 0 ? p.records / s : 0;
    const byteRate = s > 0 ? p.bytes / s : 0;
    const of = p.totalBytes !== null ? ` of ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(p.totalBytes)}` : "";
    const left = p.totalBytes !== null && byteRate > 0 ? Math.round(Math.max(0, p.totalBytes - p.bytes) / byteRate) : NaN;
    const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
    return `${p.records.toLocaleString("en-US")} ${unit}, ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(p.bytes)}${of}, ${Math.round(rate).toLocaleString("en-US")} ${unit}/s, ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.round(byteRate))}/s${eta}`;
}


/***/ }),

/***/ 4663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZS: () => (/* binding */ outcomeChunks),
/* harmony export */   bo: () => (/* binding */ writeOutcomesFile)
/* harmony export */ });
/* unused harmony exports formatOutcomeRow, formatOutcomes */
/* harmony import */ var _io_output_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2887);
/**
 * Writes outcome rows as JSONL (docs/outcomes.md): one row a line, keys always in the order
 * model, id, condition, correct, score, epoch, cluster, published_at (absent optional keys left out), so two writes of
 * the same rows are byte-identical and diff cleanly.
 */

/** One row as its line (without the newline). */
function formatOutcomeRow(r) {
    const o = { model: r.model, id: r.id, condition: r.condition, correct: r.correct };
    if (r.score !== undefined)
        o.score = r.score;
    if (r.epoch !== undefined)
        o.epoch = r.epoch;
    if (r.cluster !== undefined)
        o.cluster = r.cluster;
    if (r.published_at !== undefined)
        o.published_at = r.published_at;
    return JSON.stringify(o);
}
/** The rows as JSONL text, newline-terminated. */
function formatOutcomes(rows) {
    let out = "";
    for (const r of rows)
        out += formatOutcomeRow(r) + "\n";
    return out;
}
/** The rows as JSONL text in chunks of 10,000 rows: millions of rows as one string would pass what V8 can hold. */
function* outcomeChunks(rows) {
    let out = "";
    let n = 0;
    for (const r of rows) {
        out += formatOutcomeRow(r) + "\n";
        if (++n === 10_000) {
            yield out;
            out = "";
            n = 0;
        }
    }
    if (out !== "")
        yield out;
}
/**
 * Writes the rows to the output (replacing it, never through a link: src/io/output-file.ts), in
 * chunks so a large run is never one string; `rows` may be an outcome table's columns
 * (src/outcomes/table.ts), each row built as it is written.
 */
async function writeOutcomesFile(out, rows) {
    const f = await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .openOutput */ .c1)(out);
    try {
        for (const chunk of outcomeChunks(rows))
            await f.handle.writeFile(chunk);
    }
    catch (e) {
        await f.abort();
        throw (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .outputError */ .cw)(out, "cannot write the outcomes", e);
    }
    await f.commit();
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
