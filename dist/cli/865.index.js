export const id = 865;
export const ids = [865];
export const modules = {

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
/* harmony import */ var _verdict_time_split_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3853);
/* harmony import */ var _report_figures_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9418);











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
    const plan = (0,_verdict_time_split_js__WEBPACK_IMPORTED_MODULE_9__/* .planTimeSplitCounts */ .HV)({ pre, post, undated: 0 }, d.discordantRate, {
        alpha: d.alpha,
        targetEffect: d.effect,
        familySize: d.models * d.perturbers,
    });
    return {
        line: `time split: ${pre.toLocaleString("en-US")} items published on or before the cutoff, ${post.toLocaleString("en-US")} after; ${(0,_report_figures_js__WEBPACK_IMPORTED_MODULE_10__/* .timeSplitPowerClause */ .U3)(plan.power, d.effect)}`,
        json: {
            pre_items: pre,
            post_items: post,
            power: plan.power?.kind === "computed" ? plan.power.value : null,
            method: "normal approximation of the studentized permutation test",
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
    json: { type: "boolean" },
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
                         first step over M x K (normal approximation; docs/statistics.md "Time split (v2)")
  --json                 print one JSON object

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
  --json                 print one JSON object

exit: with --n, 0 adequate and 2 underpowered; otherwise 0; 4 invalid input
`;
function parsePowerDesign(v) {
    const s = (k) => v[k];
    const psi = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("discordant-rate", s("discordant-rate"), {
        min: 0,
        max: 1,
        minOpen: true,
        range: "a number in (0, 1]",
    });
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz("--discordant-rate is required: the expected share of discordant pairs, a number in (0, 1]");
    const n = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("n", s("n"), {
        min: 1,
        max: _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj,
        integer: true,
        range: `an integer from 1 to ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")`,
    });
    const effect = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("effect", s("effect"), {
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
        alpha: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("alpha", s("alpha"), {
            min: 0,
            max: 0.5,
            minOpen: true,
            maxOpen: true,
            range: "a number in (0, 0.5)",
        }) ?? 0.05,
        targetPower: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("power", s("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "a number in (0, 1)" }) ??
            0.8,
        models: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("models", s("models"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        perturbers: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("perturbers", s("perturbers"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        oneSided: v["two-sided"] !== true,
        emax,
        controls: controlPlanFromFlags(v, psi, effect),
    };
}
function controlPlanFromFlags(v, psi, effect) {
    const s = (k) => v[k];
    const count = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("controls", s("controls"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" });
    if (count === undefined) {
        for (const f of ["controls-against", "excess-drop"]) {
            if (s(f) !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--${f} needs --controls C`, { field: `--${f}` });
        }
        return { kind: "none" };
    }
    const models = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("models", s("models"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1;
    if (count >= models) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls ${count} leaves no model to compare among --models ${models}`, {
            field: "--controls",
        });
    }
    const against = s("controls-against") ?? "each";
    if (against !== "each" && against !== "mean") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--controls-against must be each or mean (got "${against}")`, { field: "--controls-against" });
    }
    const excess = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .numberFlag */ .C)("excess-drop", s("excess-drop"), {
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
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseFlags */ .b)(argv, POWER_FLAGS);
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
    }
    if (values.compare)
        return comparePowerCommand(values, io);
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
    io.stdout(values.json
        ? JSON.stringify({ ...(0,_report_power_json_js__WEBPACK_IMPORTED_MODULE_1__/* .powerGateCurveJson */ .e)(result), ...(split ? { time_split: split.json } : {}) }, null, 2) + "\n"
        : (0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPowerText */ .Y)(result) + (split ? `${split.line}\n` : ""));
    if (result.adequate === false) {
        if (values.json)
            io.stderr(`contamgate power: ${(0,_report_power_text_js__WEBPACK_IMPORTED_MODULE_2__/* .gateMessage */ .V)(result)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
}
/** `power --compare`: the comparison's planner (src/compare/plan.ts). */
function comparePowerCommand(v, io) {
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
    io.stdout(v.json ? `${JSON.stringify({ compare: plan }, null, 2)}\n` : (0,_report_compare_text_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComparePlanText */ .sr)(plan));
    return plan.adequate === false ? _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered : _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
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


/***/ }),

/***/ 2296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ excessFamilyTests)
/* harmony export */ });
function excessFamilyTests(models, perturbers, controls, against) {
    if (controls < 1)
        return 0;
    return (models - controls) * perturbers * (against === "each" ? controls : 1);
}


/***/ }),

/***/ 3853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s2: () => (/* binding */ assessTimeSplit),
  rp: () => (/* binding */ planTimeSplit),
  HV: () => (/* binding */ planTimeSplitCounts)
});

// UNUSED EXPORTS: decideTimeSplit

// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
// EXTERNAL MODULE: ./build/lib/stats/saddlepoint.js
var saddlepoint = __webpack_require__(6119);
;// CONCATENATED MODULE: ./build/lib/stats/drop-difference.js
/**
 * The time split (docs/statistics.md, "Time split (v2)"): a model's drop on the items published on
 * or before its training cutoff ("pre") against its drop on the items published after it ("post").
 * Two independent sets of paired outcomes; per item d = original − perturbed ∈ {−1, 0, 1}. For each
 * group, b = #(d = 1), c = #(d = −1), n = items, so drop = (b − c)/n. Pure.
 */




function checkGroup(g, name, fn) {
    for (const k of ["b", "c", "n"]) {
        if (!Number.isSafeInteger(g[k]) || g[k] < 0)
            throw new RangeError(`${fn}: ${name}.${k} must be an integer ≥ 0`);
    }
    if (g.n === 0)
        throw new RangeError(`${fn}: ${name}.n must be > 0`);
    if (g.b + g.c > g.n)
        throw new RangeError(`${fn}: ${name}: b + c must be ≤ n`);
}
const drop = (g) => (g.b - g.c) / g.n;
/**
 * T = (drop_pre − drop_post) / √(V_pre + V_post), each V the boundary-safe variance of a drop
 * (½ added to b and c, docs/statistics.md "Heterogeneity"), so T is finite for every pair of
 * tables — the permutation test ranks every arrangement by it.
 */
function studentizedDifference(pre, post) {
    const v = boundarySafeSe(pre.b, pre.c, pre.n) ** 2 + boundarySafeSe(post.b, post.c, post.n) ** 2;
    return (drop(pre) - drop(post)) / Math.sqrt(v);
}
/** The same T without argument checks, for the enumeration's inner loop. */
function tFast(b1, c1, n1, b2, c2, n2) {
    return ((b1 - c1) / n1 - (b2 - c2) / n2) / Math.sqrt(safeVar(b1, c1, n1) + safeVar(b2, c2, n2));
}
/** v(b + ½, c + ½, n + 1), v(b, c, n) = ((b + c) − (b − c)²/n)/n²: boundarySafeSe squared. */
function safeVar(b, c, n) {
    const n1 = n + 1;
    const d = b - c;
    return (b + c + 1 - (d * d) / n1) / (n1 * n1);
}
/**
 * ln P(X = k), X ~ Hypergeometric(draws from `good` + `bad`, `good` of them marked): R's dhyper,
 * as the ratio of three saddle-point binomial masses at p = draws/(good + bad) (Loader 2000), so it
 * stays accurate at ten million items where sums of ln k! lose digits.
 */
function logHyper(k, good, bad, draws) {
    const total = good + bad;
    if (k < 0 || k > good || draws - k < 0 || draws - k > bad)
        return -Infinity;
    if (draws === 0 || draws === total)
        return 0;
    const p = draws / total;
    const q = (total - draws) / total;
    return (0,saddlepoint/* logDbinomRaw */.s)(k, good, p, q) + (0,saddlepoint/* logDbinomRaw */.s)(draws - k, bad, p, q) - (0,saddlepoint/* logDbinomRaw */.s)(draws, total, p, q);
}
/** Arrangements whose T is within this (relative) of the observed one count as ties, i.e. ≥. */
const TIE = 1e-9;
/** Up to this many (k₊, k₋) arrangements, every one is enumerated; beyond, the negligible tails are skipped. */
const FULL_ENUMERATION_LIMIT = 1_000_000;
/** Beyond the limit, terms this far (in log) below the mode of their (unimodal) distribution are skipped. */
const WINDOW = 60;
/**
 * Calls `visit(k, ln P(X = k))` for X ~ Hypergeometric(`draws` from `good` + `bad`), walking out
 * from the mode: the mode's mass by logHyper, each next one by the ratio
 * P(k + 1)/P(k) = (good − k)(draws − k) / ((k + 1)(bad − draws + k + 1)), one log per term. With a
 * finite `window`, a side stops at its first term more than `window` below the mode (the mass is
 * unimodal, so every later term is smaller still). Returns how many terms were left out.
 */
function walkHyper(good, bad, draws, window, visit) {
    const lo = Math.max(0, draws - bad);
    const hi = Math.min(good, draws);
    if (lo > hi)
        return 0;
    const mode = Math.min(hi, Math.max(lo, Math.floor(((draws + 1) * (good + 1)) / (good + bad + 2))));
    const top = logHyper(mode, good, bad, draws);
    const floor = top - window;
    const up = (k) => Math.log(((good - k) * (draws - k)) / ((k + 1) * (bad - draws + k + 1)));
    visit(mode, top);
    let l = top;
    let k = mode + 1;
    for (; k <= hi; k++) {
        l += up(k - 1);
        if (l < floor)
            break;
        visit(k, l);
    }
    let skipped = hi - k + 1;
    l = top;
    k = mode - 1;
    for (; k >= lo; k--) {
        l -= up(k);
        if (l < floor)
            break;
        visit(k, l);
    }
    skipped += k - lo + 1;
    return skipped;
}
/**
 * Exact one-sided permutation test of H0: drop_pre ≤ drop_post against "pre larger".
 *
 * Conditional on the pooled multiset of d (N₊ ones, N₋ minus ones, N₀ zeros over N = n_pre +
 * n_post items), under exchangeability of the items between the groups the pre group's counts
 * (k₊, k₋, k₀) are multivariate hypergeometric:
 *   P(k₊, k₋) = C(N₊, k₊) C(N₋, k₋) C(N₀, n_pre − k₊ − k₋) / C(N, n_pre)
 *             = Hyper(k₊; N₊, N − N₊, n_pre) · Hyper(k₋; N₋, N₀, n_pre − k₊),
 * and p = Σ P · 1[T(k) ≥ T_obs], summed in log space so p far below 1e-300 keeps its exponent.
 * Up to FULL_ENUMERATION_LIMIT arrangements every one is enumerated (O(N₊·N₋)); beyond, terms more
 * than e⁶⁰ below the mode of their hypergeometric are skipped (each is below e⁻⁶⁰, so at most
 * (N₊ + N₋ + 2)·e⁻⁶⁰ in all, 2e-19 at ten million items) and that bound is added to p. Ranking by
 * the studentized T (not by Σd) keeps the test exact under exchangeability and makes it
 * asymptotically valid when the groups' variances differ (Chung & Romano 2013).
 */
function dropDifferenceTest(pre, post, 
/** Tests lower it to check the windowed sum against the full one. */
fullLimit = FULL_ENUMERATION_LIMIT) {
    checkGroup(pre, "pre", "dropDifferenceTest");
    checkGroup(post, "post", "dropDifferenceTest");
    const nPre = pre.n;
    const nAll = pre.n + post.n;
    const plus = pre.b + post.b;
    const minus = pre.c + post.c;
    const zero = nAll - plus - minus;
    const tObs = tFast(pre.b, pre.c, pre.n, post.b, post.c, post.n);
    const cut = tObs - TIE * Math.max(1, Math.abs(tObs));
    const kpHi = Math.min(plus, nPre);
    const kpLo = Math.max(0, nPre - minus - zero);
    const full = (kpHi - kpLo + 1) * (Math.min(minus, nPre) + 1) <= fullLimit;
    const window = full ? Infinity : WINDOW;
    // Running log-sum-exp of the masses of arrangements at least as extreme.
    let lmax = -Infinity;
    let acc = 0;
    let count = 0;
    let skipped = 0;
    skipped += walkHyper(plus, nAll - plus, nPre, window, (kp, lp) => {
        const rest = nPre - kp;
        skipped += walkHyper(minus, zero, rest, window, (km, lq) => {
            count++;
            if (tFast(kp, km, nPre, plus - kp, minus - km, post.n) < cut)
                return;
            const l = lp + lq;
            if (l > lmax) {
                acc = acc * Math.exp(lmax - l) + 1;
                lmax = l;
            }
            else
                acc += Math.exp(l - lmax);
        });
    });
    // Each skipped term is below e^(mode − 60) ≤ e^−60 of its own distribution; the conditional
    // ones are further weighted by P(k₊) ≤ 1, so this bounds the skipped probability.
    const bound = skipped === 0 ? 0 : (Math.min(plus, nPre) + Math.min(minus, nPre) + 2) * Math.exp(-WINDOW);
    const p = lmax === -Infinity ? 0 : Math.exp(lmax + Math.log(acc));
    return { statistic: tObs, p_value: Math.min(1, p + bound), arrangements: count, skipped_mass_bound: bound };
}
/**
 * (1 − 2α) interval for drop_pre − drop_post by MOVER (method of variance estimates recovery;
 * Zou & Donner 2008, Newcombe 1998's construction for differences of proportions) over each group's
 * melded interval (Fay & Lumbard 2021), the interval every drop in the report carries:
 *   lower = Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²),
 *   upper = Δ + √((u_pre − δ_pre)² + (δ_post − l_post)²).
 * It is not the inversion of the permutation test (the decision is the test's); its coverage is
 * checked by simulation (test/simulation/time-split-coverage.slow.test.ts).
 */
function dropDifferenceInterval(pre, post, alpha) {
    checkGroup(pre, "pre", "dropDifferenceInterval");
    checkGroup(post, "post", "dropDifferenceInterval");
    if (!(alpha > 0 && alpha < 0.5))
        throw new RangeError(`dropDifferenceInterval: alpha must be in (0, 0.5), got ${alpha}`);
    const a = (0,melded/* meldedInterval */.xp)(pre.b, pre.c, pre.n, alpha);
    const z = (0,melded/* meldedInterval */.xp)(post.b, post.c, post.n, alpha);
    const d1 = drop(pre);
    const d2 = drop(post);
    const est = d1 - d2;
    return {
        estimate: est,
        lower: est - Math.hypot(d1 - a.lcb, z.ucb - d2),
        upper: est + Math.hypot(a.ucb - d1, d2 - z.lcb),
        level: 1 - 2 * alpha,
        pre: { lower: a.lcb, upper: a.ucb },
        post: { lower: z.lcb, upper: z.ucb },
    };
}
/**
 * Power of the time-split test at the design: pre items drop δ at discordance ψ (π₁ = (1 + δ/ψ)/2),
 * post items drop 0 at the same ψ. The studentized permutation statistic is asymptotically N(0, 1)
 * under the null and N(δ/σ, 1) here, σ² = (ψ − δ²)/n_pre + ψ/n_post, so
 *   power ≈ Φ(δ/σ − z_{1−level}).
 * A normal approximation, not the exact power of the discrete rule: the simulation of the rule
 * (test/simulation/time-split.slow.test.ts) measures how close it is at the designs it reports.
 */
function timeSplitPower(d) {
    for (const k of ["nPre", "nPost"]) {
        if (!Number.isSafeInteger(d[k]) || d[k] < 1)
            throw new RangeError(`timeSplitPower: ${k} must be an integer ≥ 1`);
    }
    if (!(d.discordantRate > 0 && d.discordantRate <= 1))
        throw new RangeError(`timeSplitPower: discordantRate must be in (0, 1], got ${d.discordantRate}`);
    if (!(d.effect > 0 && d.effect <= d.discordantRate))
        throw new RangeError(`timeSplitPower: effect must be in (0, discordantRate], got ${d.effect}`);
    if (!(d.level > 0 && d.level < 0.5))
        throw new RangeError(`timeSplitPower: level must be in (0, 0.5), got ${d.level}`);
    const psi = d.discordantRate;
    const sigma = Math.sqrt((psi - d.effect * d.effect) / d.nPre + psi / d.nPost);
    return (0,normal/* normCdf */.M)(d.effect / sigma - (0,normal/* normQuantile */.mZ)(1 - d.level));
}

// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
;// CONCATENATED MODULE: ./build/lib/verdict/time-split.js
/**
 * The time split (docs/statistics.md, "Time split (v2)"): for each model with a training cutoff and
 * each perturber run, its drop on the items published on or before the cutoff ("pre") against its
 * drop on the items published after it ("post"), which that model cannot have memorized. Items
 * without `published_at` are neither: counted, never guessed. Pure.
 */


/**
 * Paired tables (with their item-level differences) + dates + cutoffs → one time-split verdict per
 * (model with a cutoff, perturber). Its own Holm family, apart from the M × K detection family: it
 * names no model and changes no exit code; it says how a drop reads (docs/statistics.md).
 */
function assessTimeSplit(tables, input, design) {
    const decided = decideTimeSplit(tables, input, design);
    if (decided === null)
        return { kind: "absent", reason: "no-cutoffs" };
    const level = 1 - 2 * design.alpha;
    const verdicts = decided.pairs.map((s) => {
        const head = { model: s.table.model, perturber: s.table.perturber, cutoff: s.cutoff, counts: s.counts };
        if (s.groups === null)
            return { ...head, test: { kind: "not-tested", reason: s.reason } };
        const [pre, post] = s.groups;
        const ci = dropDifferenceInterval(pre, post, design.alpha);
        return {
            ...head,
            test: {
                kind: "tested",
                pre: group(pre, ci.pre, level),
                post: group(post, ci.post, level),
                difference: { estimate: ci.estimate, ci: { lower: ci.lower, upper: ci.upper, level } },
                statistic: s.result.statistic,
                p_value: s.result.p_value,
                p_holm: s.p_holm,
                decision: s.p_holm < design.alpha ? "pre-larger" : "not-shown",
                power: powerAt(pre.n, post.n, input.discordantRate, design, decided.family_size),
            },
        };
    });
    return { kind: "assessed", family_size: decided.family_size, verdicts };
}
/**
 * The decisions alone: split by date, exact test, Holm over the time-split family (a pair that
 * cannot be tested counts with p = 1). Kept apart from the intervals so the simulations
 * (test/simulation/time-split.slow.test.ts) run exactly the rule the report applies. Null when no
 * model has a cutoff.
 */
function decideTimeSplit(tables, input, design) {
    if (input === null || input.cutoffs.size === 0)
        return null;
    const withCutoff = [...new Set(tables.map((t) => t.model))].filter((m) => input.cutoffs.has(m));
    if (withCutoff.length === 0)
        return null;
    const familySize = withCutoff.length * design.perturbers;
    const staged = tables
        .filter((t) => input.cutoffs.has(t.model))
        .map((t) => split(t, input.cutoffs.get(t.model), input.publishedAt));
    const tested = staged.map((s) => (s.groups === null ? null : dropDifferenceTest(s.groups[0], s.groups[1])));
    const ps = tested.filter((r) => r !== null).map((r) => r.p_value);
    const adjusted = (0,multiplicity/* holm */.f)([...ps, ...new Array(familySize - ps.length).fill(1)]);
    let next = 0;
    const pairs = staged.map((s, i) => {
        const r = tested[i];
        if (s.groups === null || r === null || r === undefined)
            return s;
        return { ...s, result: r, p_holm: adjusted[next++] };
    });
    return { family_size: familySize, pairs };
}
/** One table's items by date: ISO dates compare correctly as strings. */
function split(t, cutoff, dates) {
    const n = t.a + t.b + t.c + t.e;
    if (t.items === null) {
        // A table without item outcomes (`verdict --table`) cannot be split: every item is "undated" to it.
        return { table: t, cutoff, counts: { pre: 0, post: 0, undated: n }, groups: null, reason: "no-item-outcomes" };
    }
    const pre = { b: 0, c: 0, n: 0 };
    const post = { b: 0, c: 0, n: 0 };
    let undated = 0;
    t.items.ids.forEach((id, i) => {
        const date = dates.get(id);
        if (date === undefined) {
            undated++;
            return;
        }
        const g = date <= cutoff ? pre : post;
        const d = t.items.d[i];
        g.n++;
        if (d > 0)
            g.b++;
        else if (d < 0)
            g.c++;
    });
    const counts = { pre: pre.n, post: post.n, undated };
    if (pre.n === 0)
        return { table: t, cutoff, counts, groups: null, reason: "no-pre-items" };
    if (post.n === 0)
        return { table: t, cutoff, counts, groups: null, reason: "no-post-items" };
    return { table: t, cutoff, counts, groups: [pre, post] };
}
function group(g, ci, level) {
    return { n: g.n, b: g.b, c: g.c, drop: (g.b - g.c) / g.n, drop_ci: { ...ci, level } };
}
/** The design's drop on pre items vs 0 on post, at Holm's first step over the time-split family. */
function powerAt(nPre, nPost, psi, design, familySize) {
    if (design.targetEffect > psi)
        return { kind: "undefined", reason: "effect-above-discordance" };
    const level = design.alpha / familySize;
    return {
        kind: "computed",
        value: timeSplitPower({ nPre, nPost, discordantRate: psi, effect: design.targetEffect, level }),
        effect: design.targetEffect,
        discordant_rate: psi,
        level,
    };
}
/**
 * The gate's view of the time split (docs/statistics.md, "Time split (v2)"): the counts of pre,
 * post and undated items per model with a cutoff, and the power at the design for those counts,
 * Holm's first step over (models with a cutoff) × K tried.
 */
function planTimeSplit(publishedAt, cutoffs, discordantRate, design) {
    const familySize = cutoffs.size * design.perturbers;
    return [...cutoffs].map(([model, cutoff]) => {
        const counts = { pre: 0, post: 0, undated: 0 };
        for (const d of publishedAt) {
            if (d === undefined)
                counts.undated++;
            else if (d <= cutoff)
                counts.pre++;
            else
                counts.post++;
        }
        const power = counts.pre > 0 && counts.post > 0 ? powerAt(counts.pre, counts.post, discordantRate, design, familySize) : null;
        return { model, cutoff, counts, power };
    });
}
/** planTimeSplit's figure for given counts (`contamgate power --time-split PRE,POST`). */
function planTimeSplitCounts(counts, discordantRate, d) {
    const power = counts.pre > 0 && counts.post > 0 ? powerAt(counts.pre, counts.post, discordantRate, d, d.familySize) : null;
    return { counts, power };
}


/***/ })

};
