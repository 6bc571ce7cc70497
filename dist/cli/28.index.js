export const id = 28;
export const ids = [28];
export const modules = {

/***/ 5028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8692);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1469);
/* harmony import */ var _run_execute_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7857);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7072);
/* harmony import */ var _run_run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9830);
/* harmony import */ var _verdict_render_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9192);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3876);










const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --expected-discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
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
  --requests-per-minute R  --concurrency C (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;
async function runCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .b)(argv, {
        config: { type: "string" },
        items: { type: "string" },
        synthetic: { type: "string" },
        split: { type: "string" },
        "sample-n": { type: "string" },
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
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.Pass;
    }
    // Checked before the run: a paid run must not end without the report it was asked to write.
    if (values.json !== undefined)
        await checkWritableFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values.json));
    const cfg = values.config !== undefined ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__.loadConfig)(values.config, io.cwd) : undefined;
    const { options, warnings } = await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_5__/* .buildRunOptions */ .i)(values, cfg, io.cwd);
    const { items, itemsSource, seed } = options;
    for (const w of warnings)
        io.stderr(`warning: ${w}\n`);
    // On a terminal one line is redrawn in place every second; in CI a plain line every 10 s.
    const tty = (process.stderr.isTTY ?? false) && !io.env.CI && io.env.TERM !== "dumb";
    let drawn = false;
    const outcome = await (0,_run_run_js__WEBPACK_IMPORTED_MODULE_6__/* .runEvaluation */ .K)(options, {
        env: io.env,
        log: (line) => {
            if (drawn)
                io.stderr("\n");
            drawn = false;
            io.stderr(`${line}\n`);
        },
        onProgress: (p) => {
            if (tty) {
                io.stderr(`\r\x1b[2Kprogress: ${(0,_run_execute_js__WEBPACK_IMPORTED_MODULE_8__/* .formatProgress */ .V)(p)}`);
                drawn = true;
            }
            else
                io.stderr(`progress: ${(0,_run_execute_js__WEBPACK_IMPORTED_MODULE_8__/* .formatProgress */ .V)(p)}\n`);
        },
        progressEveryMs: tty ? 1000 : 10_000,
    });
    if (drawn)
        io.stderr("\n");
    if (outcome.stage === "stopped")
        io.stderr(`contamgate run: stopped: ${outcome.error}\n`);
    outcome.warnings.unshift(...warnings);
    if (outcome.stage === "done") {
        io.stdout(`contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
            `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`);
        for (const v of outcome.verdicts) {
            if (outcome.verdicts.length > 1)
                io.stdout(`\n== perturber ${v.perturber} ==\n`);
            io.stdout((0,_verdict_render_js__WEBPACK_IMPORTED_MODULE_9__/* .renderVerdictText */ .rP)(v.report));
        }
        if (outcome.spend) {
            const s = outcome.spend;
            io.stdout(`\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks?.hits ?? 0}` +
                (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") + "\n");
        }
    }
    if (values.json !== undefined) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values.json), JSON.stringify((0,_run_run_js__WEBPACK_IMPORTED_MODULE_6__/* .runJson */ .M)(options, outcome), null, 2) + "\n");
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write the report (${e.code ?? "error"})`, { field: "--json" });
        }
    }
    return outcome.exitCode;
}
async function checkWritableFile(path) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);
    let problem = null;
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(dir)).isDirectory())
            problem = `${dir} is not a directory`;
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
    catch (e) {
        problem ??= e.code ?? "error";
    }
    if (problem !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write the report there (${problem})`, { field: "--json" });
}


/***/ })

};
