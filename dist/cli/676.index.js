export const id = 676;
export const ids = [676];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   bQ: () => (/* binding */ parseFlags)
/* harmony export */ });
/* unused harmony export RENAMED_FLAGS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);


/**
 * Spellings that went when the commands were given one vocabulary (README "Flags"): nothing was
 * released with them, so they are refused, with the name that replaced them.
 */
const RENAMED_FLAGS = {
    budget: ["max-calls"],
    benchmark: ["items"],
    out: ["outcomes", "items"],
    split: ["helm-split"],
};
/**
 * node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors that say
 * what the flag expects. `help` is the command's --help text: a missing value is explained with
 * the placeholder the help gives the flag (`--json PATH`).
 */
function parseFlags(argv, options, allowPositionals = false, help) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals });
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(explainParseError(e, argv, options, help));
    }
}
function explainParseError(e, argv, options, help) {
    const msg = (e instanceof Error ? e.message.split("\n")[0] : String(e)).replace(/^TypeError \[[A-Z_]+\]: /, "");
    const names = Object.keys(options);
    const unknown = /^Unknown option '([^']+)'/.exec(msg);
    if (unknown) {
        const written = unknown[1];
        const bare = written.replace(/^-+/, "").split("=")[0];
        const renamed = RENAMED_FLAGS[bare]?.find((n) => n in options);
        if (renamed !== undefined)
            return `unknown flag ${written}: it is now --${renamed}`;
        const near = closest(bare, names);
        return `unknown flag ${written}${near ? `; did you mean --${near}?` : ""} (--help lists the flags)`;
    }
    const positional = /^Unexpected argument '([^']*)'/.exec(msg);
    if (positional) {
        const arg = positional[1];
        // The usual cause: a value given to a flag that takes none (`--yes 1`).
        const at = argv.indexOf(arg);
        const before = at > 0 ? argv[at - 1] : "";
        const flag = /^--([^=]+)$/.exec(before)?.[1];
        if (flag !== undefined && options[flag]?.type === "boolean")
            return `unexpected argument "${arg}": --${flag} is a switch and takes no value`;
        return `unexpected argument "${arg}": this command takes no positional arguments; every value follows its flag (--help lists the flags)`;
    }
    const missing = /^Option '(?:-\w, )?--([^ ']+) <value>' argument missing/.exec(msg);
    if (missing) {
        const flag = missing[1];
        const placeholder = help ? new RegExp(`--${flag}[ =]([A-Za-z0-9][^\\s,|]*)`).exec(help)?.[1] : undefined;
        return `--${flag} expects a value${placeholder ? ` (--${flag} ${placeholder})` : ""}`;
    }
    const noValue = /^Option '(?:-\w, )?--([^ ']+)' does not take an argument/.exec(msg);
    if (noValue)
        return `--${noValue[1]} is a switch and takes no value`;
    return msg;
}
/** The option name nearest to what was written, if it is near enough to be a typo. */
function closest(written, names) {
    let best;
    let bestD = Infinity;
    for (const n of names) {
        const d = editDistance(written, n);
        if (d < bestD)
            [best, bestD] = [n, d];
    }
    // One edit per three letters: `--jsn` → `--json`, not `--x` → `--n`.
    return best !== undefined && bestD <= Math.max(1, Math.floor(written.length / 3)) ? best : undefined;
}
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
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

/***/ 4676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POWER_FLAGS: () => (/* binding */ POWER_FLAGS),
/* harmony export */   parsePowerDesign: () => (/* binding */ parsePowerDesign),
/* harmony export */   powerCommand: () => (/* binding */ powerCommand)
/* harmony export */ });
/* harmony import */ var _design_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3408);
/* harmony import */ var _report_power_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(257);
/* harmony import */ var _report_power_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1688);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/* harmony import */ var _compare_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9280);
/* harmony import */ var _report_compare_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8974);
/* harmony import */ var _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3252);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3876);
/* harmony import */ var _json_flag_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3354);
/* harmony import */ var _verdict_time_split_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3853);
/* harmony import */ var _report_figures_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9418);
/* harmony import */ var _report_time_split_json_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2306);













/** `--time-split PRE,POST`: the time split's power at the design (shown; it gates nothing). */
function timeSplitFlag(raw, d) {
    if (raw === undefined)
        return null;
    const m = /^(\d+),(\d+)$/.exec(raw.trim());
    const pre = m ? Number(m[1]) : Number.NaN;
    const post = m ? Number(m[2]) : Number.NaN;
    if (!(pre >= 1 && post >= 1 && pre <= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj && post <= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--time-split must be PRE,POST: two item counts ≥ 1 (got "${raw}")`);
    if (d.effect === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--time-split needs --effect (the drop on pre-cutoff items)");
    const plan = (0,_verdict_time_split_js__WEBPACK_IMPORTED_MODULE_10__/* .planTimeSplitCounts */ .HV)({ pre, post, undated: 0 }, d.discordantRate, {
        alpha: d.alpha,
        targetEffect: d.effect,
        familySize: d.models * d.perturbers,
    });
    return {
        line: `time split: ${pre.toLocaleString("en-US")} items published on or before the cutoff, ${post.toLocaleString("en-US")} after; ${(0,_report_figures_js__WEBPACK_IMPORTED_MODULE_11__/* .timeSplitPowerClause */ .U3)(plan.power, d.effect)}`,
        json: {
            pre_items: pre,
            post_items: post,
            power: plan.power?.kind === "computed" ? plan.power.value : null,
            method: plan.power?.kind === "computed" ? (0,_report_time_split_json_js__WEBPACK_IMPORTED_MODULE_12__/* .powerMethod */ .Nh)(plan.power.method) : null,
        },
    };
}
const POWER_FLAGS = {
    n: { type: "string" },
    effect: { type: "string" },
    "discordant-rate": { type: "string" },
    alpha: { type: "string" },
    power: { type: "string" },
    models: { type: "string" },
    perturbers: { type: "string" },
    "two-sided": { type: "boolean" },
    emax: { type: "string" },
    controls: { type: "string" },
    "controls-against": { type: "string" },
    "excess-drop": { type: "string" },
    "time-split": { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
    // power --compare (docs/compare.md "Power before spending").
    compare: { type: "boolean" },
    delta: { type: "string" },
    discordance: { type: "string" },
    direction: { type: "string" },
    candidates: { type: "string" },
    "design-effect": { type: "string" },
    margin: { type: "string" },
};
const HELP = `usage: contamgate power --discordant-rate PSI (--n N and/or --effect D) [flags]

What a design can see before any spend: the exact power of the verdict's rule (exact McNemar,
Holm's first step over the M x K (model, perturber) pairs at alpha/(M*K), melded lower bound
deflated by E[max](K)*sqrt(n_d)/n), the smallest drop n questions can see, and the questions a
target drop needs; Connor's normal approximation is shown beside them for comparison only. The
exact power is a guaranteed lower bound on the power to name a contaminated model, attained when
no other (model, perturber) pair falls below alpha/(M*K).

  --discordant-rate PSI  expected share of items answered right in exactly one condition, in (0, 1] (required)
  --n N                  questions in the benchmark (integer >= 1)
  --effect D             target drop as a proportion (0.05 = 5 points), in (0, PSI]
  --alpha A              family-wise level, in (0, 0.5) (default 0.05)
  --power P              target power, in (0, 1) (default 0.80)
  --models M             models compared, integer >= 1 (default 1)
  --perturbers K         perturbers tried (family M x K; E[max] deflation), integer >= 1 (default 1)
  --two-sided            two-sided test (default one-sided: contamination raises original accuracy)
  --emax exact|bailey    E[max] by numerical integration (default) or the Bailey-Lopez de Prado approximation
  --controls C           of the M models, C are declared clean controls: the family grows by the
                         excess-drop tests, and the excess rule's exact power is shown (not gating)
  --controls-against each|mean
                         one excess test per control (default) or one against their mean
  --excess-drop D        expected drop of a model over a control, in (0, PSI] (default: --effect)
  --time-split PRE,POST  also the time split's power: PRE items published on or before the models' training
                         cutoff drop by --effect, POST items after it drop 0, at --discordant-rate, Holm's
                         first step over M x K (the rule's exact power, or its expected-table approximation for
                         large groups; docs/statistics.md "Time split (v2)")
  --json PATH            write one JSON object to PATH (- prints it instead of the text)

exit: with --n and --effect, 0 adequate and 2 underpowered; otherwise 0; 4 invalid input

usage: contamgate power --compare --delta PT --discordance PSI [--n N] [flags]

Before spending on a compare (docs/compare.md): the exact power of the comparison's exact McNemar
test to see a PT-point difference between baseline and candidate when a share PSI of the items is
answered right by exactly one of them, at n items, and the items a target power needs.

  --delta PT             planned difference in points (3 = three percentage points), in (0, 100·PSI]
  --discordance PSI      expected share of items the two arms disagree on, in (0, 1]
  --n N                  paired items (optional: without it only the items needed are printed)
  --alpha A              level, in (0, 0.5) (default 0.05); with C candidates each runs at A/C
  --power P              target power (default 0.80)
  --direction D          two-sided (default), greater or less: the test the compare will run
  --candidates C         candidates compared with the baseline (default 1)
  --design-effect D      design effect of clustered items, ≥ 1 (exact power at n/D items: an approximation)
  --margin PT            the compare's margin in points: the power at n is that of its interval
                         clearing the margin (the items needed are searched at margin 0)
  --json PATH            write one JSON object to PATH (- prints it instead of the text)

exit: with --n, 0 adequate and 2 underpowered; otherwise 0; 4 invalid input
`;
function parsePowerDesign(v) {
    const s = (k) => v[k];
    const psi = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("discordant-rate", s("discordant-rate"), {
        min: 0,
        max: 1,
        minOpen: true,
        range: "a number in (0, 1]",
    });
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--discordant-rate is required: the expected share of discordant pairs, a number in (0, 1]");
    const n = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("n", s("n"), {
        min: 1,
        max: _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj,
        integer: true,
        range: `an integer from 1 to ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")`,
    });
    const effect = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("effect", s("effect"), {
        min: 0,
        max: psi,
        minOpen: true,
        range: `a number in (0, discordant rate ${psi}]`,
    });
    const emax = s("emax") ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--emax must be exact or bailey (got "${emax}")`);
    return {
        n,
        discordantRate: psi,
        effect,
        alpha: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("alpha", s("alpha"), {
            min: 0,
            max: 0.5,
            minOpen: true,
            maxOpen: true,
            range: "a number in (0, 0.5)",
        }) ?? 0.05,
        targetPower: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("power", s("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "a number in (0, 1)" }) ??
            0.8,
        models: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("models", s("models"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        perturbers: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("perturbers", s("perturbers"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        oneSided: v["two-sided"] !== true,
        emax,
        controls: controlPlanFromFlags(v, psi, effect),
    };
}
function controlPlanFromFlags(v, psi, effect) {
    const s = (k) => v[k];
    const count = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("controls", s("controls"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" });
    if (count === undefined) {
        for (const f of ["controls-against", "excess-drop"]) {
            if (s(f) !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${f} needs --controls C`, { field: `--${f}` });
        }
        return { kind: "none" };
    }
    const models = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("models", s("models"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1;
    if (count >= models) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls ${count} leaves no model to compare among --models ${models}`, {
            field: "--controls",
        });
    }
    const against = s("controls-against") ?? "each";
    if (against !== "each" && against !== "mean") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls-against must be each or mean (got "${against}")`, { field: "--controls-against" });
    }
    const excess = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C$)("excess-drop", s("excess-drop"), {
        min: 0,
        max: psi,
        minOpen: true,
        range: `a number in (0, discordant rate ${psi}]`,
    }) ?? effect;
    if (excess === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--controls needs --excess-drop D or --effect D (the excess drop the power is computed at)", {
            field: "--excess-drop",
        });
    }
    return { kind: "declared", count, names: [], against, expectedExcessDrop: excess };
}
async function powerCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseFlags */ .bQ)(argv, POWER_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
    }
    const json = await (0,_json_flag_js__WEBPACK_IMPORTED_MODULE_9__/* .jsonFlag */ .h)(values.json, io);
    if (values.compare)
        return comparePowerCommand(values, json);
    for (const flag of ["delta", "discordance", "direction", "candidates", "design-effect", "margin"])
        if (values[flag] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${flag} is a power --compare flag; add --compare`);
    const design = parsePowerDesign(values);
    // With neither, there is no question to answer: an empty table would read as a silent pass.
    if (design.n === undefined && design.effect === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("give --n (what n questions can see) and/or --effect (the questions a target drop needs)");
    }
    const result = (0,_design_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluatePowerGate */ .Ah)(design);
    const split = timeSplitFlag(values["time-split"], design);
    json.text((0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPowerText */ .Y)(result) + (split ? `${split.line}\n` : ""));
    await json.write(JSON.stringify({ ...(0,_report_power_json_js__WEBPACK_IMPORTED_MODULE_1__/* .powerGateCurveJson */ .e)(result), ...(split ? { time_split: split.json } : {}) }, null, 2) + "\n");
    if (result.adequate === false) {
        if (json.toStdout)
            io.stderr(`contamgate power: ${(0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .gateMessage */ .V)(result)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
}
/** `power --compare`: the comparison's planner (src/compare/plan.ts). */
async function comparePowerCommand(v, json) {
    const s = (k) => v[k];
    for (const flag of ["effect", "discordant-rate", "models", "perturbers", "two-sided", "emax"])
        if (v[flag] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${flag} is not a power --compare flag (--delta, --discordance, --direction, --candidates)`);
    const num = (flag, r) => {
        const raw = s(flag);
        return raw === undefined ? undefined : (0,_settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .parseNumber */ .$J)(raw, r, { kind: "flag", flag: `--${flag}` }).value;
    };
    const psi = num("discordance", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.discordantRate);
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--discordance is required: the expected share of items the arms disagree on, in (0, 1]");
    const deltaPt = num("delta", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.deltaPt);
    if (deltaPt === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--delta is required: the planned difference in points (3 = three points)");
    if (deltaPt / 100 > psi)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--delta ${deltaPt} pt exceeds --discordance ${psi}: a difference cannot exceed the share of items the arms disagree on`);
    const direction = s("direction") ?? "two-sided";
    if (direction !== "two-sided" && direction !== "greater" && direction !== "less")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--direction must be two-sided, greater or less (got "${direction}")`);
    const plan = (0,_compare_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .planComparison */ .d)({
        n: num("n", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.n) ?? null,
        delta: deltaPt / 100,
        discordance: psi,
        alpha: num("alpha", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.alpha) ?? _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.alpha.default,
        sided: direction,
        candidates: num("candidates", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.models) ?? 1,
        targetPower: num("power", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.power) ?? _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.power.default,
        designEffect: num("design-effect", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.designEffect) ?? null,
        margin: (num("margin", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.marginPt) ?? 0) / 100,
    });
    json.text((0,_report_compare_text_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComparePlanText */ .sr)(plan));
    await json.write(`${JSON.stringify({ compare: plan }, null, 2)}\n`);
    return plan.adequate === false ? _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered : _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
}


/***/ }),

/***/ 2887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ outputIn),
/* harmony export */   G8: () => (/* binding */ prepareFolder),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   XC: () => (/* binding */ outputPath),
/* harmony export */   c1: () => (/* binding */ openOutput),
/* harmony export */   cw: () => (/* binding */ outputError),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* unused harmony export sameFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1469);
/**
 * The one way contamgate writes a file it was asked for (reports, SARIF, JSON, outcome rows, item
 * and manifest files, Dolma attributes; docs/security.md "Outputs"). A pull request can commit a
 * symlink anywhere in the checkout, so inside the workspace no folder on the way and never the file
 * itself may be a link: the folders are walked with lstat from the workspace down, missing ones are
 * created one by one (mkdir never follows a link it would create), an existing link is refused, and
 * the bytes go to a fresh temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW) renamed over
 * the target when complete — a rename replaces a name, never writes through it, and a failed write
 * leaves the old file as it was. A path the user wrote that lies outside the workspace is theirs to
 * name: its existing folders are taken as they are; the folders created and the file still are not
 * links. Names joined below a folder (`outputIn`) may not climb out of it.
 *
 * `preflightOutputs` runs every check (and creates the folders) before any work, so a long scan or a
 * paid run never ends on an output it cannot write, and refuses an output that names an input.
 */





/**
 * The output a flag or input names. `workspace` (default `cwd`) is the checkout a pull request can
 * write into; a path inside it is walked from it without following links.
 */
function outputPath(written, o) {
    if (written === "" || written.includes("\0"))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("expected a file path", { field: o.field });
    const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(o.workspace ?? o.cwd);
    // Lexically, then with links above resolved: a working directory reached through a link (macOS
    // /tmp → /private/tmp) still lies in a workspace given by its real path.
    for (const [cwd, ws] of [
        [o.cwd, workspace],
        [real(o.cwd), real(workspace)],
    ]) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, written);
        if (path === ws)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("names the workspace folder, not a file", where(written, o.field));
        if (inside(path, ws))
            return { path, base: ws, display: written, field: o.field };
    }
    return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(o.cwd, written), base: null, display: written, field: o.field };
}
function real(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(p);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p);
    }
}
/**
 * The file `name` inside the folder `dir` names (report.json inside --report-dir, a Dolma attributes
 * path inside the repository): relative, and no `.`, `..` or empty step, so it never leaves `dir`.
 */
function outputIn(dir, name) {
    const steps = name.split("/");
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(name) ||
        name.includes("\0") ||
        steps.some((s) => s === "" || s === "." || s === ".." || s.includes(node_path__WEBPACK_IMPORTED_MODULE_3__.sep)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`"${name}" is not a name inside the folder (relative, without . or .. steps)`, where(dir.display, dir.field));
    return {
        path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir.path, ...steps),
        base: dir.base,
        display: `${dir.display.replace(/\/+$/, "")}/${name}`,
        field: dir.field,
    };
}
/**
 * Every check a write would make, before any work: no two outputs name one file, none names an
 * input (the same path, or the same file by device and inode: a hard link), no folder on the way
 * and not the file itself is a link, missing folders are created (as `check --report-dir` always
 * did), and the folder is writable.
 */
async function preflightOutputs(outputs, inputs = []) {
    const outs = outputs.filter((o) => o !== undefined);
    // Each file stated once and looked up by key: a Dolma scan of many files has as many outputs.
    const written = new Map();
    for (const out of outs) {
        for (const key of await fileKeys(out.path)) {
            const other = written.get(key);
            if (other !== undefined && other !== out)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${other.field} and ${out.field} name the same file`, where(out.display, out.field));
            written.set(key, out);
        }
    }
    const read = new Map();
    for (const input of inputs)
        for (const key of await fileKeys(input.path))
            read.set(key, input);
    for (const out of outs) {
        for (const key of await fileKeys(out.path)) {
            const input = read.get(key);
            if (input !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${out.field} would overwrite ${input.what}; write it to another path`, where(out.display, out.field));
        }
    }
    for (const out of outs) {
        const folder = await prepareFolder(out);
        await checkTarget(out);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(folder, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
        }
        catch (e) {
            throw outputError(out, "cannot write into its folder", e);
        }
    }
}
/** Writes `body` to the output (replacing the file, never through a link). */
async function writeOutput(out, body) {
    const f = await openOutput(out);
    try {
        await f.handle.writeFile(body);
    }
    catch (e) {
        await f.abort();
        throw outputError(out, "cannot write", e);
    }
    await f.commit();
}
/** For writers that stream (outcome rows in chunks, gzipped Dolma attributes). */
async function openOutput(out) {
    const folder = await prepareFolder(out);
    await checkTarget(out);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(out.path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    let handle;
    try {
        // O_EXCL: a name that exists (a link included) is refused, not opened; O_NOFOLLOW as well.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temp, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW, 0o666);
    }
    catch (e) {
        throw outputError(out, "cannot write", e);
    }
    let done = false;
    const abort = async () => {
        if (done)
            return;
        done = true;
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true }).catch(() => undefined);
    };
    return {
        handle,
        abort,
        async commit() {
            if (done)
                return;
            try {
                await handle.close();
                done = true;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, out.path);
            }
            catch (e) {
                done = false;
                await abort();
                throw outputError(out, "cannot write", e);
            }
        },
    };
}
/**
 * Whether two paths name one file: the same resolved path, or (when both exist) the same device and
 * inode, so a hard link to an input counts too.
 */
async function sameFile(a, b) {
    const keys = new Set(await fileKeys(a));
    return (await fileKeys(b)).some((k) => keys.has(k));
}
/** The resolved path and, when the file exists, its device and inode. */
async function fileKeys(p) {
    const path = `path:${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p)}`;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(p);
        return [path, `inode:${st.dev}:${st.ino}`];
    }
    catch {
        return [path];
    }
}
/**
 * The output's folder, created where missing, with no link on the way below the base (or, outside
 * the workspace, below the nearest folder that exists). For a store that creates its own files in
 * a folder (the response cache), the same walk: `prepareFolder(outputIn(dir, "x"))`.
 */
async function prepareFolder(out) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(out.path);
    const start = out.base ?? (await nearestExisting(folder));
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(start, folder);
    if (climbs(rel))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`leaves the folder it must stay in (${start})`, where(out.display, out.field));
    let at = start;
    for (const step of rel === "" ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, step);
        let st = await lstatOrNull(at, out);
        if (st === null) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(at);
            }
            catch (e) {
                if (e.code !== "EEXIST")
                    throw outputError(out, `cannot create the folder ${shown(out, at)}`, e);
            }
            st = await lstatOrNull(at, out);
        }
        if (st?.isSymbolicLink())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${shown(out, at)} is a symlink; contamgate never writes through a link (docs/security.md "Outputs")`, where(out.display, out.field));
        if (!st?.isDirectory())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${shown(out, at)} is not a folder`, where(out.display, out.field));
    }
    return folder;
}
/** The output itself: absent, or a regular file (a link or a folder is refused, never replaced). */
async function checkTarget(out) {
    const st = await lstatOrNull(out.path, out);
    if (st === null || st.isFile())
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(st.isSymbolicLink()
        ? `is a symlink; contamgate never writes through a link (docs/security.md "Outputs"): remove it or name another path`
        : st.isDirectory()
            ? "is a folder; name a file"
            : "exists and is not a regular file; name another path", where(out.display, out.field));
}
async function nearestExisting(folder) {
    for (let at = folder;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(at)) {
        try {
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(at)).isDirectory())
                return at;
        }
        catch {
            // missing: look one up
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(at) === at)
            return at;
    }
}
async function lstatOrNull(p, out) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(p);
    }
    catch (e) {
        if (e.code === "ENOENT")
            return null;
        throw outputError(out, "cannot write", e);
    }
}
/** A folder on the way as the user would recognise it: relative to the workspace when inside it. */
function shown(out, at) {
    return out.base === null ? at : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(out.base, at).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join("/") || ".";
}
const REASONS = {
    ENOSPC: "no space left on the device",
    EDQUOT: "disk quota exceeded",
    EROFS: "read-only file system",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    ENOTDIR: "a step of the path is not a folder",
    EISDIR: "is a folder",
    ELOOP: "a symlink on the way",
    ENAMETOOLONG: "name too long",
    EIO: "I/O error",
};
/** A failed write as the user reads it: the flag, the path, and the reason in words with its code. */
function outputError(out, what, e) {
    const code = e.code;
    const reason = typeof code === "string" ? `${REASONS[code] ?? "error"} (${code})` : "I/O error";
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what}: ${reason}`, where(out.display, out.field));
}
function where(file, field) {
    return { file, field };
}
function inside(path, root) {
    return !climbs((0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, path));
}
/** A relative path that leaves its start ("..foo" is a name, "../foo" is not). */
function climbs(rel) {
    return rel === ".." || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel);
}


/***/ }),

/***/ 3252:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ parseNumber),
/* harmony export */   $M: () => (/* binding */ RANGES),
/* harmony export */   He: () => (/* binding */ zodNumber),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* unused harmony exports inRange, rangeText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);
/**
 * Every numeric setting's range and default, written once. The config schemas (run:, design:)
 * are built from these, and so are the checks of CLI flags and action inputs, so a range can
 * never differ between contamgate.yml, `contamgate run`/`check` and the action.
 */



const CAP = '(the cap; docs/reliability.md "Caps")';
const big = (x) => x.toLocaleString("en-US");
const RANGES = {
    // design:
    targetEffect: { min: 0, minOpen: true, max: 1 },
    discordantRate: { min: 0, minOpen: true, max: 1 },
    alpha: { min: 0, minOpen: true, max: 0.5, maxOpen: true, default: 0.05 },
    power: { min: 0, minOpen: true, max: 1, maxOpen: true, default: 0.8 },
    perturbersTried: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    n: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUESTIONS */ .Rj, integer: true, cap: "questions" },
    models: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    // benchmark:
    sampleN: { min: 1, integer: true },
    synthetic: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUESTIONS */ .Rj, integer: true, cap: "questions" },
    // run:
    requestsPerMinute: { min: 0, minOpen: true },
    concurrency: { min: 1, max: 256, integer: true, default: 4 },
    budget: { min: 0, integer: true },
    temperature: { min: 0, max: 2, default: 0 },
    maxTokens: { min: 1, max: 4096, integer: true, default: 16 },
    timeoutSeconds: { min: 0, minOpen: true, default: 60 },
    maxRetries: { min: 0, max: 20, integer: true, default: 5 },
    // compare: (docs/compare.md); margin and delta in points, 1 = one percentage point.
    marginPt: { min: 0, max: 100, default: 0 },
    deltaPt: { min: 0, minOpen: true, max: 100 },
    designEffect: { min: 1, max: 1e6 },
    passK: { min: 1, max: 1e6, integer: true },
};
/** Defaults that are not numbers, also written once. */
const DEFAULTS = {
    cacheDir: ".contamgate-cache",
    seed: "contamgate",
    split: "dev",
    emax: "exact",
    perturbers: ["shuffle_choices"],
    prompt: "en",
};
function inRange(v, r) {
    return (Number.isFinite(v) &&
        (r.integer !== true || Number.isInteger(v)) &&
        (r.min === undefined || (r.minOpen ? v > r.min : v >= r.min)) &&
        (r.max === undefined || (r.maxOpen ? v < r.max : v <= r.max)));
}
/** "an integer in [1, 256]", "a number in (0, 0.5)", "an integer ≥ 0", "a number > 0". */
function rangeText(r) {
    const what = r.integer ? "an integer" : "a number";
    if (r.cap !== undefined && r.max !== undefined)
        return `${what} from ${r.min ?? 0} to ${big(r.max)} ${CAP}`;
    if (r.min !== undefined && r.max !== undefined)
        return `${what} in ${r.minOpen ? "(" : "["}${r.min}, ${r.max}${r.maxOpen ? ")" : "]"}`;
    if (r.min !== undefined)
        return `${what} ${r.minOpen ? ">" : "≥"} ${r.min}`;
    if (r.max !== undefined)
        return `${what} ${r.maxOpen ? "<" : "≤"} ${r.max}`;
    return what;
}
/** A zod number for a config field with this range (and its default, when it has one). */
function zodNumber(r) {
    let s = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig();
    if (r.integer)
        s = s.int();
    if (r.min !== undefined)
        s = r.minOpen ? s.gt(r.min) : s.min(r.min);
    if (r.max !== undefined && r.cap !== undefined)
        s = s.max(r.max, `at most ${big(r.max)}${r.cap ? ` ${r.cap}` : ""} ${CAP}`);
    else if (r.max !== undefined)
        s = r.maxOpen ? s.lt(r.max) : s.max(r.max);
    return s;
}
/**
 * A flag's or an action input's text as a number in the setting's range, or one exit-4 line
 * naming that flag or input. Flags read as `--concurrency must be an integer in [1, 256] (got "0")`;
 * inputs as `field "max-calls": must be a whole number from 0 to … (got "-3")`, the wording of
 * the other action inputs.
 */
function parseNumber(raw, r, source) {
    const text = raw.trim();
    // Inputs are YAML strings: only plain decimals; flags also take what Number() reads (1e3).
    const v = text === "" ? NaN : source.kind === "input" && r.integer && !/^\d+$/.test(text) ? NaN : Number(text);
    if (!inRange(v, r)) {
        if (source.kind === "flag")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${source.flag} must be ${rangeText(r)} (got "${raw}")`);
        const range = r.integer && !r.minOpen && !r.maxOpen
            ? `a whole number from ${r.min ?? 0} to ${r.max ?? Number.MAX_SAFE_INTEGER}`
            : rangeText(r);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be ${range} (got "${raw}")`, { field: source.input });
    }
    return { value: v, source };
}


/***/ })

};
