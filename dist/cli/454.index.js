export const id = 454;
export const ids = [454];
export const modules = {

/***/ 3354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ jsonFlag)
/* harmony export */ });
/* harmony import */ var _io_output_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2887);

/** Resolves `--json` and checks its file before any work (with the other outputs and the inputs it may not replace). */
async function jsonFlag(raw, io, o = {}) {
    const toStdout = raw === "-";
    const file = raw === undefined || toStdout ? undefined : (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .outputPath */ .XC)(raw, { cwd: io.cwd, field: "--json" });
    await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .preflightOutputs */ .K5)([file, ...(o.otherOutputs ?? [])], o.inputs ?? []);
    return {
        toStdout,
        file,
        text: toStdout ? () => { } : io.stdout,
        write: async (body) => {
            if (toStdout)
                io.stdout(body);
            else if (file)
                await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .writeOutput */ .zh)(file, body);
        },
    };
}


/***/ }),

/***/ 753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUN_FLAGS: () => (/* binding */ RUN_FLAGS),
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/config/load.js + 6 modules
var load = __webpack_require__(5274);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/text/escape.js
var text_escape = __webpack_require__(7127);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/settings/resolve.js + 1 modules
var resolve = __webpack_require__(2564);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
// EXTERNAL MODULE: ./build/lib/models/spec.js
var spec = __webpack_require__(2920);
// EXTERNAL MODULE: ./build/lib/engine/evaluate.js + 15 modules
var evaluate = __webpack_require__(903);
// EXTERNAL MODULE: ./build/lib/report/power-json.js + 1 modules
var power_json = __webpack_require__(257);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 2 modules
var verdict_json = __webpack_require__(1239);
// EXTERNAL MODULE: ./build/lib/text/shown-url.js
var shown_url = __webpack_require__(5971);
// EXTERNAL MODULE: ./build/lib/run/unparsed.js
var unparsed = __webpack_require__(9014);
;// CONCATENATED MODULE: ./build/lib/cli/run-json.js




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
        design: (0,power_json/* powerGateCurveJson */.e)(r.gate),
        underpowered_forced: r.gate.adequate === false && o.forceUnderpowered,
        decoding: { temperature: o.temperature, max_tokens: o.maxTokens, prompt_format: planned?.promptFormat ?? "" },
        models: o.models.map((s) => ({
            label: s.label,
            provider: s.provider,
            model: s.model,
            // The origin only: a secret can sit in the path, `;params`, query or fragment (src/text/shown-url.ts).
            base_url: s.provider === "fake" || s.baseUrl === undefined ? null : (0,shown_url/* shownUrl */.zA)(s.baseUrl),
            uncached_calls: planned?.uncachedCalls[s.label] ?? null,
            parse: done?.tallies[s.label] ?? null,
            signal: s.signal ?? "binary",
            // How each probability-signal answer's score was read, per condition (docs/providers.md "The probability signal").
            soft_scores: done?.softVia[s.label] ?? null,
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
// EXTERNAL MODULE: ./build/lib/cli/json-flag.js
var json_flag = __webpack_require__(3354);
;// CONCATENATED MODULE: ./build/lib/cli/run.js

















const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
  --published-after YYYY-MM-DD   keep only items published after the date (undated items set aside, counted)
  --published-before YYYY-MM-DD  keep only items published on or before the date (likewise)
  --model SPEC                   provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F][,control=true]
                                 [,signal=probability]; repeatable; control=true declares a clean control
                                 (docs/statistics.md); signal=probability scores answers on the correct
                                 letter's probability (openai, compatible; docs/providers.md)
  --training-cutoff LABEL=DATE   the last day (YYYY-MM-DD) of the training data of the model labelled
                                 LABEL: items published after it are its own control; repeatable
  --target-effect D              preregistered drop to detect, as a proportion (0.05 = 5 pt)
  --discordant-rate P            expected share of discordant pairs, for the power gate
  --soft-sd S                    planned SD of the soft difference d (probability models): the gate
                                 shows the soft figures beside the binary ones (config: design.soft_sd)
  --soft-pilot PATH              or plan on a pilot outcome file's own shape of d (rows with score for both
                                 conditions, at least 20 items; its spread scaled up to the SD's 90% upper
                                 bound; config: design.soft_pilot)
  --alpha A  --power P  --emax exact|bailey
  --seed S                       perturbation seed (default "contamgate")
  --perturber NAME               shuffle_choices (default), derange_choices; repeatable (K)
  --prompt NAME                  built-in prompt format: en (default), ja (letter only), en-answer-line, ja-answer-line
  --yes                          confirm the announced paid calls (without it: exit 3, nothing sent)
  --force-underpowered           run although the power gate fails (the shortfall goes into the report)
  --max-calls N                  most paid calls (default: exactly the calls announced)
  --requests-per-minute R  --concurrency C per server (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON (- prints it instead of the text)
  --outcomes PATH                also write every answer as outcome rows, JSONL (docs/outcomes.md): one
                                 row per model, condition (original, perturbed:<perturber>) and item;
                                 unparsed = null. Written when every answer is in; verdict --input reads it
  --show-provider-bodies         print what a failing provider sent (keys redacted) on stderr; off by
                                 default because a provider may echo the prompt (holdout text)

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;
const RUN_FLAGS = {
    config: { type: "string" },
    items: { type: "string" },
    synthetic: { type: "string" },
    split: { type: "string" },
    "sample-n": { type: "string" },
    "published-after": { type: "string" },
    "published-before": { type: "string" },
    model: { type: "string", multiple: true },
    "training-cutoff": { type: "string", multiple: true },
    "target-effect": { type: "string" },
    "discordant-rate": { type: "string" },
    "soft-sd": { type: "string" },
    "soft-pilot": { type: "string" },
    alpha: { type: "string" },
    power: { type: "string" },
    emax: { type: "string" },
    seed: { type: "string" },
    perturber: { type: "string", multiple: true },
    prompt: { type: "string" },
    yes: { type: "boolean" },
    "force-underpowered": { type: "boolean" },
    "max-calls": { type: "string" },
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
};
async function runCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, RUN_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    const outcomesOut = values.outcomes === undefined ? undefined : (0,output_file/* outputPath */.XC)(values.outcomes, { cwd: io.cwd, field: "--outcomes" });
    const cfg = values.config !== undefined ? await (0,load.loadConfig)(values.config, io.cwd) : undefined;
    // Checked before the run: a paid run must not end without the report it was asked to write, and
    // `--json x.jsonl --items x.jsonl` overwrote the benchmark and exited 0.
    const inputs = [];
    if (values.items !== undefined)
        inputs.push({ what: "the --items file", path: (0,external_node_path_.resolve)(io.cwd, values.items) });
    else if (cfg?.config.benchmark && values.synthetic === undefined)
        inputs.push({ what: "the benchmark.path file", path: (0,external_node_path_.resolve)(cfg.dir, cfg.config.benchmark.path) });
    if (cfg)
        inputs.push({ what: "the --config file", path: cfg.path });
    const json = await (0,json_flag/* jsonFlag */.h)(values.json, io, { inputs, otherOutputs: [outcomesOut] });
    const { settings: options, warnings, notes } = await (0,resolve/* resolveRunSettings */.BW)(cfg, runOverrides(values), io.cwd);
    const { items, itemsSource, seed } = options;
    // An invalid model (missing key, a host the workflow does not allow) is one exit-4 line, before any warning.
    const providers = (0,evaluate/* buildProviders */.TY)(options, io.env);
    for (const n of notes)
        io.stderr(`contamgate run: ${n}\n`);
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
        io.stderr(`contamgate run: stopped: ${(0,text_escape/* forLog */.Ig)(outcome.error)}\n`);
    outcome.warnings.unshift(...warnings);
    if (outcome.stage === "done") {
        json.text(`contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
            `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`);
        json.text((0,verdict_text/* renderVerdictText */.rP)((0,verdict_json/* verdictJson */.G)(outcome.verdict)));
        {
            const s = outcome.spend;
            json.text(`\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks.hits}` +
                (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") +
                "\n");
        }
    }
    if (values.json !== undefined)
        await json.write(JSON.stringify(runJson(options, outcome), null, 2) + "\n");
    if (outcomesOut) {
        if (outcome.stage === "done")
            await (0,write/* writeOutcomesFile */.bo)(outcomesOut, outcome.outcomes);
        else
            io.stderr(`contamgate run: --outcomes not written: the run ended at stage "${outcome.stage}" before every answer was in\n`);
    }
    // Interrupted: 128 + the signal's number, whatever the partial report says (never a pass).
    return interrupt?.exitCode() ?? outcome.exitCode;
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
    if (models?.length) {
        const declared = models.map(spec/* parseModelDeclaration */.P2);
        o.models = (0,value_source/* fromFlag */.dB)("--model", declared.map((d) => d.spec));
        const controls = declared.filter((d) => d.control).map((d) => d.spec.label);
        if (controls.length)
            o.controls = (0,value_source/* fromFlag */.dB)("--model control=true", controls);
    }
    const cutoffs = v["training-cutoff"];
    if (cutoffs?.length)
        o.trainingCutoffs = (0,value_source/* fromFlag */.dB)("--training-cutoff", cutoffs);
    const text = (key, flag) => {
        const raw = str(flag);
        if (raw !== undefined)
            o[key] = (0,value_source/* fromFlag */.dB)(`--${flag}`, raw);
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
    set("discordantRate", num("discordantRate", "discordant-rate"));
    set("softSd", num("softSd", "soft-sd"));
    if (str("soft-pilot") !== undefined)
        o.softPilot = (0,value_source/* fromFlag */.dB)("--soft-pilot", str("soft-pilot"));
    set("targetEffect", num("targetEffect", "target-effect"));
    set("alpha", num("alpha", "alpha"));
    set("power", num("power", "power"));
    set("budget", num("budget", "max-calls"));
    set("requestsPerMinute", num("requestsPerMinute", "requests-per-minute"));
    set("concurrency", num("concurrency", "concurrency"));
    set("maxRetries", num("maxRetries", "max-retries"));
    set("timeoutSeconds", num("timeoutSeconds", "timeout"));
    set("temperature", num("temperature", "temperature"));
    set("maxTokens", num("maxTokens", "max-tokens"));
    const perturbers = v.perturber;
    if (perturbers?.length)
        o.perturbers = (0,value_source/* fromFlag */.dB)("--perturber", perturbers);
    if (v["no-cache"] === true)
        o.cacheDir = (0,value_source/* fromFlag */.dB)("--no-cache", null);
    else if (str("cache-dir") !== undefined)
        o.cacheDir = (0,value_source/* fromFlag */.dB)("--cache-dir", str("cache-dir"));
    if (v.yes === true)
        o.yes = true;
    if (v["force-underpowered"] === true)
        o.forceUnderpowered = true;
    return o;
}


/***/ }),

/***/ 921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   FY: () => (/* binding */ workTreeOf),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* unused harmony export gitEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * The one way contamgate runs git (docs/security.md "Git"). A pull request can commit any file,
 * and a folder holding `HEAD`, `objects/`, `refs/` and a `config` is a bare repository to git: a
 * `git -C <that folder>` would honour its `core.fsmonitor = "<cmd>"` and run `<cmd>` in the job
 * that holds the provider keys. So git is never pointed at a folder and left to discover a
 * repository: the caller names a work tree whose `.git` it found itself (`workTreeOf`), and every
 * setting through which a repository's configuration can run a program or reach the network on
 * the calls made here is switched off. A git that fails is an error, never an empty answer.
 */



/** git could not answer: not installed, refused the repository, or exited non-zero. */
class GitError extends Error {
    reason;
    exitCode;
    constructor(message, reason, 
    /** git's exit code, when it ran. */
    exitCode = null) {
        super(message);
        this.reason = reason;
        this.exitCode = exitCode;
        this.name = "GitError";
    }
}
/**
 * Configuration given on the command line wins over every file. Each entry closes a way the
 * repository's (or the user's) config could run a program during ls-files, log, diff or
 * rev-parse: the file-system monitor hook, hooks (a diff may rewrite the index, which runs
 * post-index-change), pagers, external diff and textconv drivers, signature checks, and any
 * transport (a partial clone would otherwise fetch missing objects through core.sshCommand,
 * credential helpers or a proxy command).
 */
const SAFE_CONFIG = [
    "safe.bareRepository=explicit",
    "core.fsmonitor=",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "diff.external=",
    "log.showSignature=false",
    "protocol.allow=never",
];
/** The environment git runs with: none of the caller's GIT_* variables, ours instead. */
function gitEnv(workTree, base = process.env) {
    const env = {};
    // GIT_DIR, GIT_INDEX_FILE, GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS…: all would
    // redirect or extend what git reads or runs. A hook that runs contamgate sets several of them.
    for (const [k, v] of Object.entries(base))
        if (!/^GIT_/i.test(k))
            env[k] = v;
    return {
        ...env,
        GIT_DIR: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workTree, ".git"),
        GIT_WORK_TREE: workTree,
        // No discovery happens with GIT_DIR set; the ceiling keeps it so if that ever changes.
        GIT_CEILING_DIRECTORIES: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(workTree),
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_ATTR_NOSYSTEM: "1",
        GIT_PAGER: "cat",
        PAGER: "cat",
        GIT_EDITOR: "true",
        GIT_TERMINAL_PROMPT: "0",
        GIT_OPTIONAL_LOCKS: "0",
        GIT_NO_LAZY_FETCH: "1",
        GIT_NO_REPLACE_OBJECTS: "1",
        // Paths are passed as paths: a corpus named `*.txt` is that file, not a glob.
        GIT_LITERAL_PATHSPECS: "1",
    };
}
/**
 * Runs `git <args>` in the work tree `workTree` (a folder holding `.git`, found by `workTreeOf`
 * or named by the caller) and resolves with its stdout and exit code. Rejects with GitError when
 * git is missing, fails, or exits with a code not in `allowExit`.
 */
function git(workTree, args, o = {}) {
    const argv = [...SAFE_CONFIG.flatMap((c) => ["-c", c]), ...args];
    return new Promise((done, fail) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("git", argv, { cwd: workTree, env: gitEnv(workTree), maxBuffer: o.maxBuffer ?? 1 << 30, windowsHide: true }, (err, stdout, stderr) => {
            if (!err)
                return done({ stdout, exitCode: 0 });
            const code = err.code;
            if (code === "ENOENT")
                return fail(new GitError("git is not installed (not on PATH)", "no-git"));
            if (typeof code === "number" && o.allowExit?.includes(code))
                return done({ stdout, exitCode: code });
            const why = firstLine(String(stderr)) || firstLine(err.message);
            fail(new GitError(`git ${args[0] ?? ""} failed${typeof code === "number" ? ` (exit ${code})` : ""}: ${why}`, "failed", typeof code === "number" ? code : null));
        });
    });
}
/**
 * The work tree holding `path`: the nearest folder at or above it with a `.git` directory (one
 * with a HEAD) or a `.git` file (`gitdir: …`, a linked worktree or submodule), as git itself
 * finds one when bare repositories are not discovered. undefined when there is none. A pull
 * request cannot commit a `.git` (git refuses the name), so a folder that merely looks like a
 * bare repository is never taken for one here.
 */
function workTreeOf(path) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    for (;;) {
        if (hasDotGit(dir))
            return dir;
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
        if (up === dir)
            return undefined;
        dir = up;
    }
}
function hasDotGit(dir) {
    const dot = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, ".git");
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(dot);
        if (st.isDirectory())
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dot, "HEAD")).isFile();
        if (st.isFile())
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(dot, "utf8").startsWith("gitdir: ");
    }
    catch {
        // absent or unreadable: not a work tree root
    }
    return false;
}
function firstLine(s) {
    return (s.split("\n").find((l) => l.trim() !== "") ?? "").trim().slice(0, 300);
}


/***/ }),

/***/ 6373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   c: () => (/* binding */ realOrResolved)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/** Path questions several modules ask the same way. */


/** Whether `path` is `root` or lies below it (both already absolute and resolved the same way). */
function isInside(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** The real path (symlinks resolved), or the resolved path when it cannot be had (it does not exist). */
function realOrResolved(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(p);
    }
}


/***/ }),

/***/ 5602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ shownProbeId),
/* harmony export */   L$: () => (/* binding */ sameField)
/* harmony export */ });
/* unused harmony exports SHOWN_ID_HEX, hashedId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), or of a paraphrase, or carry the answer; no rule can
 * tell from the id and one text field whether it gives the question away. So a holdout id is
 * never shown as written: every surface shows the probe's file:line and `sha256:` with the first
 * 12 hex digits of the sha256 of the id's UTF-8 bytes (enough for the author to find the record
 * with `sha256sum`), unless the probe set declares its ids opaque (`ids: opaque`, `--holdout-ids
 * opaque`; docs/leakage.md "Holdout ids"). An id field that *is* the text field is refused where
 * it is declared.
 */

/** Hex digits of the id's sha256 a surface shows. */
const SHOWN_ID_HEX = 12;
/** `sha256:` and the first SHOWN_ID_HEX hex digits of sha256(id as UTF-8). */
function hashedId(id) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(id, "utf8").digest("hex").slice(0, SHOWN_ID_HEX)}`;
}
/** The id as surfaces show it: hashed when `hidden` (a holdout probe whose set did not declare its ids opaque). */
function shownProbeId(id, hidden) {
    return hidden ? hashedId(id) : id;
}
/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
function sameField(idField, field) {
    return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
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

/***/ 7395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ knob),
/* harmony export */   Gq: () => (/* binding */ invalid),
/* harmony export */   dB: () => (/* binding */ fromFlag),
/* harmony export */   de: () => (/* binding */ whereOf),
/* harmony export */   gE: () => (/* binding */ fromDefault)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Where a setting's value came from, kept beside the value, so an error found at any point — a
 * range, a cross-field rule, a cache directory that cannot be opened, a call budget that ran
 * out — names what the user actually wrote: the config file and line, the CLI flag, or the
 * action input. Never a flag the user did not give.
 */

const fromDefault = (value) => ({ value, source: { kind: "default" } });
const fromFlag = (flag, value) => ({ value, source: { kind: "flag", flag } });
/** The `where` of an InputError for a problem with a value from this source. */
function whereOf(s) {
    switch (s.kind) {
        case "config":
            return { file: s.file, ...(s.line !== undefined ? { line: s.line } : {}), field: s.field };
        case "flag":
            return { field: s.flag };
        case "input":
            return { field: s.input };
        case "default":
            return {};
    }
}
/**
 * A value that is not one the setting takes, named the way its source reads: `--emax must be
 * exact or bailey (got "x")` for a flag, `field "…": must be …` for an input or a config key.
 */
function invalid(s, mustBe) {
    return s.kind === "flag"
        ? new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${s.flag} must be ${mustBe}`)
        : new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be ${mustBe}`, whereOf(s));
}
/** How a message names the knob to turn: `--max-calls`, `the max-calls input`, `run.budget in contamgate.yml:12`. */
function knob(s, fallback) {
    switch (s.kind) {
        case "config":
            return `${s.field} in ${s.file}${s.line !== undefined ? `:${s.line}` : ""}`;
        case "flag":
            return s.flag;
        case "input":
            return `the ${s.input} input`;
        case "default":
            return fallback;
    }
}


/***/ })

};
