export const id = 507;
export const ids = [507];
export const modules = {

/***/ 7507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/config/load.js + 5 modules
var load = __webpack_require__(2729);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
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
// EXTERNAL MODULE: ./build/lib/engine/evaluate.js + 14 modules
var evaluate = __webpack_require__(9505);
// EXTERNAL MODULE: ./build/lib/report/power-json.js + 1 modules
var power_json = __webpack_require__(257);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 3 modules
var verdict_json = __webpack_require__(2081);
// EXTERNAL MODULE: ./build/lib/text/shown-url.js
var shown_url = __webpack_require__(5971);
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
    const out = (field, p) => p === undefined ? undefined : (0,output_file/* outputPath */.XC)(p, { cwd: io.cwd, field });
    const jsonOut = out("--json", values.json);
    const outcomesOut = out("--outcomes", values.outcomes);
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
    await (0,output_file/* preflightOutputs */.K5)([jsonOut, outcomesOut], inputs);
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
    if (jsonOut)
        await (0,output_file/* writeOutput */.zh)(jsonOut, JSON.stringify(runJson(options, outcome), null, 2) + "\n");
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

/***/ 4663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ writeOutcomesFile),
/* harmony export */   z_: () => (/* binding */ formatOutcomes)
/* harmony export */ });
/* unused harmony export formatOutcomeRow */
/* harmony import */ var _io_output_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2887);
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
 * Writes the rows to the output (replacing it, never through a link: src/io/output-file.ts), in
 * chunks so a large run is never one string.
 */
async function writeOutcomesFile(out, rows) {
    const f = await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .openOutput */ .c1)(out);
    try {
        const CHUNK = 10_000;
        for (let i = 0; i < rows.length; i += CHUNK)
            await f.handle.write(formatOutcomes(rows.slice(i, i + CHUNK)));
    }
    catch (e) {
        await f.abort();
        throw (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .outputError */ .cw)(out, "cannot write the outcomes", e);
    }
    await f.commit();
}


/***/ })

};
