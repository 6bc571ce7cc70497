export const id = 270;
export const ids = [270];
export const modules = {

/***/ 7507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/config/load.js + 5 modules
var load = __webpack_require__(2729);
// EXTERNAL MODULE: ./build/lib/io/same-file.js
var same_file = __webpack_require__(978);
// EXTERNAL MODULE: ./build/lib/report/escape.js
var report_escape = __webpack_require__(6824);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/settings/resolve.js + 1 modules
var resolve = __webpack_require__(2564);
// EXTERNAL MODULE: ./build/lib/settings/ranges.js
var ranges = __webpack_require__(3252);
// EXTERNAL MODULE: ./build/lib/settings/source.js
var source = __webpack_require__(3715);
// EXTERNAL MODULE: ./build/lib/models/spec.js
var spec = __webpack_require__(2920);
// EXTERNAL MODULE: ./build/lib/engine/evaluate.js + 12 modules
var evaluate = __webpack_require__(6571);
// EXTERNAL MODULE: ./build/lib/design/gate.js
var gate = __webpack_require__(3408);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 3 modules
var verdict_json = __webpack_require__(2081);
// EXTERNAL MODULE: ./build/lib/run/unparsed.js
var unparsed = __webpack_require__(9014);
;// CONCATENATED MODULE: ./build/lib/run/json.js



/**
 * The `--json` report of `contamgate run`. Its shape is flat and stable (every key present);
 * what a stage has not reached is null or empty.
 */
function runJson(o, r) {
    const planned = r.stage === "gate" ? null : r;
    const asked = r.stage === "stopped" || r.stage === "done" ? r : null;
    const done = r.stage === "done" ? r : null;
    return {
        schema: "contamgate.run/1",
        stage: r.stage,
        exit_code: r.exitCode,
        error: r.stage === "stopped" ? r.error : null,
        config_sha256: o.configSha256 ?? null,
        items: { source: o.itemsSource, n: o.items.length, seed: o.seed, perturbers: [...o.perturbers] },
        design: (0,gate/* powerGateJson */.JR)(r.gate),
        underpowered_forced: r.gate.adequate === false && o.forceUnderpowered,
        decoding: { temperature: o.temperature, max_tokens: o.maxTokens, prompt_format: planned?.promptFormat ?? "" },
        models: o.models.map((s) => ({
            label: s.label,
            provider: s.provider,
            model: s.model,
            base_url: s.provider === "fake" ? null : (s.baseUrl ?? null),
            uncached_calls: planned?.uncachedCalls[s.label] ?? null,
            parse: done?.tallies[s.label] ?? null,
            unparsed: done?.unparsed[s.label] ? (0,unparsed/* unparsedJson */.J0)(done.unparsed[s.label]) : null,
        })),
        spend: asked?.spend ?? null,
        asks: asked?.asks ?? null,
        cache: planned?.cache ?? null,
        verdict: done === null ? null : (0,verdict_json/* verdictJson */.G)(done.verdict),
        detected: done?.detected ?? [],
        warnings: r.warnings,
    };
}

// EXTERNAL MODULE: ./build/lib/outcomes/write.js
var write = __webpack_require__(4663);
// EXTERNAL MODULE: ./build/lib/report/verdict-text.js
var verdict_text = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/run.js


















const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --expected-discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
  --published-after YYYY-MM-DD   keep only items published after the date (undated items set aside, counted)
  --published-before YYYY-MM-DD  keep only items published on or before the date (likewise)
  --model SPEC                   provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F]; repeatable
  --target-effect D              preregistered drop to detect, as a proportion (0.05 = 5 pt)
  --expected-discordant-rate P   expected share of discordant pairs, for the power gate
  --alpha A  --power P  --emax exact|bailey
  --seed S                       perturbation seed (default "contamgate")
  --perturber NAME               shuffle_choices (default), derange_choices; repeatable (K)
  --prompt NAME                  built-in prompt format: en (default), ja (letter only), en-answer-line, ja-answer-line
  --yes                          confirm the announced paid calls (without it: exit 3, nothing sent)
  --force-underpowered           run although the power gate fails (the shortfall goes into the report)
  --budget N                     most paid calls (default: exactly the calls announced)
  --requests-per-minute R  --concurrency C per server (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON
  --outcomes PATH                also write every answer as outcome rows, JSONL (docs/outcomes.md): one
                                 row per model, condition (original, perturbed:<perturber>) and item;
                                 unparsed = null. Written when every answer is in; verdict --input reads it
  --show-provider-bodies         print what a failing provider sent (keys redacted) on stderr; off by
                                 default because a provider may echo the prompt (holdout text)

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;
async function runCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.b)(argv, {
        config: { type: "string" },
        items: { type: "string" },
        synthetic: { type: "string" },
        split: { type: "string" },
        "sample-n": { type: "string" },
        "published-after": { type: "string" },
        "published-before": { type: "string" },
        model: { type: "string", multiple: true },
        "target-effect": { type: "string" },
        "expected-discordant-rate": { type: "string" },
        alpha: { type: "string" },
        power: { type: "string" },
        emax: { type: "string" },
        seed: { type: "string" },
        perturber: { type: "string", multiple: true },
        prompt: { type: "string" },
        yes: { type: "boolean" },
        "force-underpowered": { type: "boolean" },
        budget: { type: "string" },
        "requests-per-minute": { type: "string" },
        concurrency: { type: "string" },
        "max-retries": { type: "string" },
        timeout: { type: "string" },
        temperature: { type: "string" },
        "max-tokens": { type: "string" },
        "cache-dir": { type: "string" },
        "no-cache": { type: "boolean" },
        json: { type: "string" },
        outcomes: { type: "string" },
        "show-provider-bodies": { type: "boolean" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    // Checked before the run: a paid run must not end without the report it was asked to write.
    if (values.json !== undefined)
        await checkWritableFile((0,external_node_path_.resolve)(io.cwd, values.json));
    if (values.outcomes !== undefined)
        await checkWritableFile((0,external_node_path_.resolve)(io.cwd, values.outcomes), "--outcomes");
    const cfg = values.config !== undefined ? await (0,load.loadConfig)(values.config, io.cwd) : undefined;
    for (const flag of ["json", "outcomes"]) {
        const out = values[flag];
        if (out === undefined)
            continue;
        // `--json x.jsonl --items x.jsonl` overwrote the benchmark and exited 0.
        const inputs = [];
        if (values.items !== undefined)
            inputs.push(["--items", (0,external_node_path_.resolve)(io.cwd, values.items)]);
        else if (cfg?.config.benchmark && values.synthetic === undefined)
            inputs.push(["benchmark.path", (0,external_node_path_.resolve)(cfg.dir, cfg.config.benchmark.path)]);
        if (cfg)
            inputs.push(["--config", cfg.path]);
        if (flag === "outcomes" && values.json !== undefined)
            inputs.push(["--json", (0,external_node_path_.resolve)(io.cwd, values.json)]);
        for (const [what, path] of inputs) {
            if (await (0,same_file/* sameFile */.V)((0,external_node_path_.resolve)(io.cwd, out), path))
                throw new errors/* InputError */.dz(`--${flag} would overwrite the ${what} file; write it to another path`, {
                    file: out,
                    field: `--${flag}`,
                });
        }
    }
    const { settings: options, warnings } = await (0,resolve/* resolveRunSettings */.BW)(cfg, runOverrides(values), io.cwd);
    const { items, itemsSource, seed } = options;
    // An invalid model (missing key, a host the workflow does not allow) is one exit-4 line, before any warning.
    const providers = (0,evaluate/* buildProviders */.TY)(options, io.env);
    for (const w of warnings)
        io.stderr(`warning: ${w}\n`);
    // On a terminal one line is redrawn in place every second; in CI a plain line every 10 s.
    const tty = (process.stderr.isTTY ?? false) && !io.env.CI && io.env.TERM !== "dumb";
    let drawn = false;
    // Handled only while asking; afterwards a signal acts as usual (the report takes milliseconds).
    const interrupt = io.interrupt?.();
    const outcome = await (0,evaluate/* runEvaluation */.K2)(options, {
        env: io.env,
        log: (line) => {
            if (drawn)
                io.stderr("\n");
            drawn = false;
            io.stderr(`${line}\n`);
        },
        onProgress: (p) => {
            if (tty) {
                io.stderr(`\r\x1b[2Kprogress: ${(0,execute/* formatProgress */.Vu)(p)}`);
                drawn = true;
            }
            else
                io.stderr(`progress: ${(0,execute/* formatProgress */.Vu)(p)}\n`);
        },
        progressEveryMs: tty ? 1000 : 10_000,
        ...(values["show-provider-bodies"] ? { showProviderBodies: true } : {}),
        ...(interrupt ? { abort: interrupt.signal } : {}),
    }, { providers }).finally(() => interrupt?.dispose());
    if (drawn)
        io.stderr("\n");
    if (outcome.stage === "stopped")
        io.stderr(`contamgate run: stopped: ${(0,report_escape/* forLog */.Ig)(outcome.error)}\n`);
    outcome.warnings.unshift(...warnings);
    if (outcome.stage === "done") {
        io.stdout(`contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
            `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`);
        io.stdout((0,verdict_text/* renderVerdictText */.rP)((0,verdict_json/* verdictJson */.G)(outcome.verdict)));
        {
            const s = outcome.spend;
            io.stdout(`\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks.hits}` +
                (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") +
                "\n");
        }
    }
    if (values.json !== undefined) {
        try {
            await (0,promises_.writeFile)((0,external_node_path_.resolve)(io.cwd, values.json), JSON.stringify(runJson(options, outcome), null, 2) + "\n");
        }
        catch (e) {
            throw new errors/* InputError */.dz(`cannot write the report (${e.code ?? "error"})`, {
                field: "--json",
            });
        }
    }
    if (values.outcomes !== undefined) {
        if (outcome.stage === "done") {
            await (0,write/* writeOutcomesFile */.bo)((0,external_node_path_.resolve)(io.cwd, values.outcomes), outcome.outcomes, {
                display: values.outcomes,
                field: "--outcomes",
            });
        }
        else
            io.stderr(`contamgate run: --outcomes not written: the run ended at stage "${outcome.stage}" before every answer was in\n`);
    }
    // Interrupted: 128 + the signal's number, whatever the partial report says (never a pass).
    return interrupt?.exitCode() ?? outcome.exitCode;
}
async function checkWritableFile(path, field = "--json") {
    const dir = (0,external_node_path_.dirname)(path);
    let problem = null;
    try {
        if (!(await (0,promises_.stat)(dir)).isDirectory())
            problem = `${dir} is not a directory`;
        else
            await (0,promises_.access)(dir, external_node_fs_.constants.W_OK);
    }
    catch (e) {
        problem ??= e.code ?? "error";
    }
    if (problem !== null)
        throw new errors/* InputError */.dz(`cannot write the report there (${problem})`, { field });
}
/** `contamgate run`'s flags as typed overrides, each naming its flag (src/settings). */
function runOverrides(v) {
    const str = (name) => v[name];
    const o = {};
    const num = (key, flag) => {
        const raw = str(flag);
        return raw === undefined ? undefined : (0,ranges/* parseNumber */.$J)(raw, ranges/* RANGES */.$M[key], { kind: "flag", flag: `--${flag}` });
    };
    const set = (key, value) => {
        if (value !== undefined)
            o[key] = value;
    };
    const models = v.model;
    if (models?.length)
        o.models = (0,source/* fromFlag */.dB)("--model", models.map(spec/* parseModelFlag */.Jj));
    const text = (key, flag) => {
        const raw = str(flag);
        if (raw !== undefined)
            o[key] = (0,source/* fromFlag */.dB)(`--${flag}`, raw);
    };
    text("items", "items");
    text("split", "split");
    text("emax", "emax");
    text("seed", "seed");
    text("prompt", "prompt");
    text("publishedAfter", "published-after");
    text("publishedBefore", "published-before");
    set("synthetic", num("synthetic", "synthetic"));
    set("sampleN", num("sampleN", "sample-n"));
    set("discordantRate", num("discordantRate", "expected-discordant-rate"));
    set("targetEffect", num("targetEffect", "target-effect"));
    set("alpha", num("alpha", "alpha"));
    set("power", num("power", "power"));
    set("budget", num("budget", "budget"));
    set("requestsPerMinute", num("requestsPerMinute", "requests-per-minute"));
    set("concurrency", num("concurrency", "concurrency"));
    set("maxRetries", num("maxRetries", "max-retries"));
    set("timeoutSeconds", num("timeoutSeconds", "timeout"));
    set("temperature", num("temperature", "temperature"));
    set("maxTokens", num("maxTokens", "max-tokens"));
    const perturbers = v.perturber;
    if (perturbers?.length)
        o.perturbers = (0,source/* fromFlag */.dB)("--perturber", perturbers);
    if (v["no-cache"] === true)
        o.cacheDir = (0,source/* fromFlag */.dB)("--no-cache", null);
    else if (str("cache-dir") !== undefined)
        o.cacheDir = (0,source/* fromFlag */.dB)("--cache-dir", str("cache-dir"));
    if (v.yes === true)
        o.yes = true;
    if (v["force-underpowered"] === true)
        o.forceUnderpowered = true;
    return o;
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

/***/ 978:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ sameFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/**
 * Whether two paths name one file: the same resolved path, or (when both exist) the same device
 * and inode, so a symlink or hard link to an input counts too. Used before writing a report, so
 * an output flag can never overwrite an input.
 */
async function sameFile(a, b) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(a) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(b))
        return true;
    try {
        const [x, y] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(a), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(b)]);
        return x.dev === y.dev && x.ino === y.ino;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ shownProbeId),
/* harmony export */   L$: () => (/* binding */ sameField)
/* harmony export */ });
/* unused harmony export resemblesText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), so an id is holdout text as much as the question is:
 * a holdout id is shown as given only when it shares nothing telling with the probe's text, and
 * otherwise as a short hash that still lets the author find the record (sha256 of the id).
 * An id field that *is* the text field is refused where it is declared (docs/leakage.md).
 */

const MAX_SHOWN_ID = 64;
function shownProbeId(id, text, holdout) {
    if (!holdout || !resemblesText(id, text))
        return id;
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(id, "utf8").digest("hex").slice(0, 12)}`;
}
/** True when the id could reveal the text: a long id, a shared word, or the id inside the text. */
function resemblesText(id, text) {
    if (id.length > MAX_SHOWN_ID)
        return true;
    const flatId = flat(id);
    const flatText = flat(text);
    if (flatId.length >= 6 && flatText.includes(flatId))
        return true;
    const textWords = new Set(words(text));
    const shared = words(id).filter((w) => textWords.has(w));
    return shared.some((w) => w.length >= 5) || shared.filter((w) => w.length >= 3).length >= 2;
}
function words(s) {
    return s
        .normalize("NFKC")
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
}
function flat(s) {
    return s
        .normalize("NFKC")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, "");
}
/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
function sameField(idField, field) {
    return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
}


/***/ }),

/***/ 4663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ writeOutcomesFile),
/* harmony export */   z_: () => (/* binding */ formatOutcomes)
/* harmony export */ });
/* unused harmony export formatOutcomeRow */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/**
 * Writes outcome rows as JSONL (docs/outcomes.md): one row a line, keys always in the order
 * model, id, condition, correct, epoch, cluster (absent optional keys left out), so two writes of
 * the same rows are byte-identical and diff cleanly.
 */


/** One row as its line (without the newline). */
function formatOutcomeRow(r) {
    const o = { model: r.model, id: r.id, condition: r.condition, correct: r.correct };
    if (r.epoch !== undefined)
        o.epoch = r.epoch;
    if (r.cluster !== undefined)
        o.cluster = r.cluster;
    return JSON.stringify(o);
}
/** The rows as JSONL text, newline-terminated. */
function formatOutcomes(rows) {
    let out = "";
    for (const r of rows)
        out += formatOutcomeRow(r) + "\n";
    return out;
}
/**
 * Writes the rows to `path` (replacing it), in chunks so a large run is never one string.
 * `display` and `field` name the file and the flag in the error if it cannot be written.
 */
async function writeOutcomesFile(path, rows, where) {
    const fail = (e) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`cannot write the outcomes (${e.code ?? "error"})`, {
        file: where.display,
        ...(where.field !== undefined ? { field: where.field } : {}),
    });
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, "w");
    }
    catch (e) {
        throw fail(e);
    }
    try {
        const CHUNK = 10_000;
        for (let i = 0; i < rows.length; i += CHUNK)
            await fh.write(formatOutcomes(rows.slice(i, i + CHUNK)));
    }
    catch (e) {
        throw fail(e);
    }
    finally {
        await fh.close();
    }
}


/***/ })

};
