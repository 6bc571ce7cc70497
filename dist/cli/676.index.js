export const id = 676;
export const ids = [676];
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

/***/ 4676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POWER_FLAGS: () => (/* binding */ POWER_FLAGS),
/* harmony export */   parsePowerDesign: () => (/* binding */ parsePowerDesign),
/* harmony export */   powerCommand: () => (/* binding */ powerCommand)
/* harmony export */ });
/* harmony import */ var _design_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5268);
/* harmony import */ var _report_power_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(257);
/* harmony import */ var _report_power_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1688);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/* harmony import */ var _compare_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9280);
/* harmony import */ var _report_compare_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8974);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1444);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--time-split needs --target-effect (the drop on pre-cutoff items)");
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
    "target-effect": { type: "string" },
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
    "soft-sd": { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
    // power --compare (docs/compare.md "Power before spending").
    compare: { type: "boolean" },
    delta: { type: "string" },
    direction: { type: "string" },
    candidates: { type: "string" },
    "design-effect": { type: "string" },
    margin: { type: "string" },
};
const HELP = `usage: contamgate power --discordant-rate PSI (--n N and/or --target-effect D) [flags]

What a design can see before any spend: the exact power of the verdict's rule (exact McNemar,
Holm's first step over the M x K (model, perturber) pairs at alpha/(M*K), melded lower bound
deflated by E[max](K)*sqrt(n_d)/n), the smallest drop n questions can see, and the questions a
target drop needs; Connor's normal approximation is shown beside them for comparison only. The
exact power is a guaranteed lower bound on the power to name a contaminated model, attained when
no other (model, perturber) pair falls below alpha/(M*K).

  --discordant-rate PSI  expected share of items answered right in exactly one condition, in (0, 1] (required)
  --n N                  questions in the benchmark (integer >= 1)
  --target-effect D      target drop as a proportion (0.05 = 5 points), in (0, PSI]
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
  --excess-drop D        expected drop of a model over a control, in (0, PSI] (default: --target-effect)
  --time-split PRE,POST  also the time split's power: PRE items published on or before the models' training
                         cutoff drop by --target-effect, POST items after it drop 0, at --discordant-rate, Holm's
                         first step over M x K (the rule's exact power, or its expected-table approximation for
                         large groups; docs/statistics.md "Time split (v2)")
  --soft-sd S            also the soft signal's figures (a model judged on the probability of the correct
                         answer): S the planned SD of d = s(original) − s(perturbed) per item, in (0, 1];
                         --target-effect is then also the target mean soft drop (docs/statistics.md "The soft signal")
  --json PATH            write one JSON object to PATH (- prints it instead of the text)

exit: with --n and --target-effect, 0 adequate and 2 underpowered; otherwise 0; 4 invalid input

usage: contamgate power --compare --delta PT --discordant-rate PSI [--n N] [flags]

Before spending on a compare (docs/compare.md): the exact power of the comparison's exact McNemar
test to see a PT-point difference between baseline and candidate when a share PSI of the items is
answered right by exactly one of them, at n items, and the items a target power needs.

  --delta PT             planned difference in points (3 = three percentage points), in (0, 100·PSI]
  --discordant-rate PSI  expected share of items the two arms disagree on, in (0, 1]
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
    const psi = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("discordant-rate"), "discordant-rate", "discordantRate");
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--discordant-rate is required: the expected share of discordant pairs, a number in (0, 1]");
    const n = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("n"), "n", "n");
    const effect = atMostPsi(s("target-effect"), "target-effect", "targetEffect", psi);
    const emax = s("emax") ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--emax must be exact or bailey (got "${emax}")`);
    return {
        n,
        discordantRate: psi,
        effect,
        alpha: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("alpha"), "alpha", "alpha") ?? _ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.alpha.default,
        targetPower: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("power"), "power", "power") ?? _ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.power.default,
        models: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("models"), "models", "models") ?? 1,
        perturbers: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("perturbers"), "perturbers", "perturbersTried") ?? 1,
        oneSided: v["two-sided"] !== true,
        emax,
        controls: controlPlanFromFlags(v, psi, effect),
        ...softPlanFromFlags(v),
    };
}
/** A drop cannot exceed the share of discordant items: its range, then that bound. */
function atMostPsi(raw, flag, key, psi) {
    const d = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(raw, flag, key);
    if (d !== undefined && d > psi)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${flag} must be a number in (0, discordant rate ${psi}] (got "${raw}")`);
    return d;
}
function softPlanFromFlags(v) {
    const sd = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(v["soft-sd"], "soft-sd", "softSd");
    return sd === undefined ? {} : { soft: { kind: "planned", sd } };
}
function controlPlanFromFlags(v, psi, effect) {
    const s = (k) => v[k];
    const count = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("controls"), "controls", "controls");
    if (count === undefined) {
        for (const f of ["controls-against", "excess-drop"]) {
            if (s(f) !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${f} needs --controls C`, { field: `--${f}` });
        }
        return { kind: "none" };
    }
    const models = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s("models"), "models", "models") ?? 1;
    if (count >= models) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls ${count} leaves no model to compare among --models ${models}`, {
            field: "--controls",
        });
    }
    const against = s("controls-against") ?? "each";
    if (against !== "each" && against !== "mean") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls-against must be each or mean (got "${against}")`, { field: "--controls-against" });
    }
    const excess = atMostPsi(s("excess-drop"), "excess-drop", "excessDrop", psi) ?? effect;
    if (excess === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--controls needs --excess-drop D or --target-effect D (the excess drop the power is computed at)", { field: "--excess-drop" });
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
    for (const flag of ["delta", "direction", "candidates", "design-effect", "margin"])
        if (values[flag] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${flag} is a power --compare flag; add --compare`);
    const design = parsePowerDesign(values);
    // With neither, there is no question to answer: an empty table would read as a silent pass.
    if (design.n === undefined && design.effect === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("give --n (what n questions can see) and/or --target-effect (the questions a target drop needs)");
    }
    const result = (0,_design_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluatePowerGate */ .Ah)(design);
    const split = timeSplitFlag(values["time-split"], design);
    json.text((0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPowerText */ .Yp)(result) + (split ? `${split.line}\n` : ""));
    // The curve is exact power at ~21 more n (each a fresh window of thresholds): only for the JSON,
    // never for the text alone (it cost `power --n 100000 --target-effect 0.01 --models 3 --perturbers 5`
    // more than the gate itself; docs/power-speed.md).
    if (json.toStdout || json.file !== undefined)
        await json.write(JSON.stringify({ ...(0,_report_power_json_js__WEBPACK_IMPORTED_MODULE_1__/* .powerGateCurveJson */ .e)(result), ...(split ? { time_split: split.json } : {}) }, null, 2) + "\n");
    if (result.adequate === false) {
        if (json.toStdout)
            io.stderr(`contamgate power: ${(0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .gateMessage */ .V6)(result)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
}
/** `power --compare`: the comparison's planner (src/compare/plan.ts). */
async function comparePowerCommand(v, json) {
    const s = (k) => v[k];
    for (const flag of ["target-effect", "models", "perturbers", "two-sided", "emax"])
        if (v[flag] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${flag} is not a power --compare flag (--delta, --discordant-rate, --direction, --candidates)`);
    const num = (flag, key) => (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .rangedFlag */ .oH)(s(flag), flag, key);
    const psi = num("discordant-rate", "discordantRate");
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--discordant-rate is required: the expected share of items the arms disagree on, in (0, 1]");
    const deltaPt = num("delta", "deltaPt");
    if (deltaPt === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--delta is required: the planned difference in points (3 = three points)");
    if (deltaPt / 100 > psi)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--delta ${deltaPt} pt exceeds --discordant-rate ${psi}: a difference cannot exceed the share of items the arms disagree on`);
    const direction = s("direction") ?? "two-sided";
    if (direction !== "two-sided" && direction !== "greater" && direction !== "less")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--direction must be two-sided, greater or less (got "${direction}")`);
    const plan = (0,_compare_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .planComparison */ .d)({
        n: num("n", "n") ?? null,
        delta: deltaPt / 100,
        discordance: psi,
        alpha: num("alpha", "alpha") ?? _ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.alpha.default,
        sided: direction,
        candidates: num("candidates", "models") ?? 1,
        targetPower: num("power", "power") ?? _ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.power.default,
        designEffect: num("design-effect", "designEffect") ?? null,
        margin: (num("margin", "marginPt") ?? _ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.marginPt.default) / 100,
    });
    json.text((0,_report_compare_text_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComparePlanText */ .sr)(plan));
    await json.write(`${JSON.stringify({ compare: plan }, null, 2)}\n`);
    return plan.adequate === false ? _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered : _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
}


/***/ })

};
