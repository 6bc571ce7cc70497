export const id = 676;
export const ids = [676];
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
/* harmony import */ var _design_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9380);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4354);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3876);





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
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
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
  --json                 print one JSON object

exit: with --n and --effect, 0 adequate and 2 underpowered; otherwise 0; 4 invalid input
`;
function parsePowerDesign(v) {
    const s = (k) => v[k];
    const psi = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("discordant-rate", s("discordant-rate"), {
        min: 0,
        max: 1,
        minOpen: true,
        range: "a number in (0, 1]",
    });
    if (psi === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--discordant-rate is required: the expected share of discordant pairs, a number in (0, 1]");
    const n = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("n", s("n"), {
        min: 1,
        max: _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_QUESTIONS */ .Rj,
        integer: true,
        range: `an integer from 1 to ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")`,
    });
    const effect = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("effect", s("effect"), {
        min: 0,
        max: psi,
        minOpen: true,
        range: `a number in (0, discordant rate ${psi}]`,
    });
    const emax = s("emax") ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--emax must be exact or bailey (got "${emax}")`);
    return {
        n,
        discordantRate: psi,
        effect,
        alpha: (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("alpha", s("alpha"), {
            min: 0,
            max: 0.5,
            minOpen: true,
            maxOpen: true,
            range: "a number in (0, 0.5)",
        }) ?? 0.05,
        targetPower: (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("power", s("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "a number in (0, 1)" }) ??
            0.8,
        models: (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("models", s("models"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        perturbers: (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C)("perturbers", s("perturbers"), { min: 1, max: 1e6, integer: true, range: "an integer ≥ 1" }) ?? 1,
        oneSided: v["two-sided"] !== true,
        emax,
    };
}
async function powerCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .b)(argv, POWER_FLAGS);
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
    }
    const design = parsePowerDesign(values);
    // With neither, there is no question to answer: an empty table would read as a silent pass.
    if (design.n === undefined && design.effect === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("give --n (what n questions can see) and/or --effect (the questions a target drop needs)");
    }
    const result = (0,_design_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluatePowerGate */ .Ah)(design);
    io.stdout(values.json ? JSON.stringify((0,_design_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .powerGateJson */ .JR)(result), null, 2) + "\n" : (0,_design_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPowerText */ .Y)(result));
    if (result.adequate === false) {
        if (values.json)
            io.stderr(`contamgate power: ${(0,_design_format_js__WEBPACK_IMPORTED_MODULE_1__/* .gateMessage */ .V)(result)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Underpowered;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
}


/***/ }),

/***/ 9380:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ gateMessage),
/* harmony export */   Y: () => (/* binding */ formatPowerText)
/* harmony export */ });
/* unused harmony export pt */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3408);

/** Points with two decimals; below 0.1 pt, three significant digits, so a real drop never reads "0.00 pt". */
const pt = (x) => {
    const v = 100 * x;
    return `${v === 0 || Math.abs(v) >= 0.1 ? v.toFixed(2) : String(Number(v.toPrecision(3)))} pt`;
};
const count = (x) => x.toLocaleString("en-US");
function cell(f, show) {
    return f.value === null ? "—" : show(f.value);
}
/** The one-line judgement of a design with both n and effect, or null. */
function gateMessage(r) {
    const d = r.design;
    if (r.adequate === null || d.n === undefined || d.effect === undefined)
        return null;
    const pw = r.exact.power.value;
    const mde = r.exact.minDetectableEffect;
    const sees = mde.value === null
        ? `this n sees no drop at ${Math.round(d.targetPower * 100)}% power (${mde.reason})`
        : `the smallest drop n = ${count(d.n)} can see at ${Math.round(d.targetPower * 100)}% power is ${pt(mde.value)}`;
    const needs = r.exact.requiredN.value === null
        ? r.exact.requiredN.reason
        : `the target ${pt(d.effect)} needs ${count(r.exact.requiredN.value)} questions`;
    if (r.adequate)
        return `adequate: exact power ${pw.toFixed(3)} ≥ ${d.targetPower} for a ${pt(d.effect)} drop at n = ${count(d.n)}; ${sees}`;
    if (pw >= d.targetPower) {
        // Power reaches the target at this very n but dips below it somewhere in [n, 2n] (saw-tooth).
        return `underpowered: exact power ${pw.toFixed(3)} ≥ ${d.targetPower} at n = ${count(d.n)} itself, but not at every n up to twice that (the exact power is a saw-tooth in n); ${needs}, the smallest n from which it holds over [n, 2n]`;
    }
    return `underpowered: exact power ${pw.toFixed(3)} < ${d.targetPower} for a ${pt(d.effect)} drop at n = ${count(d.n)}; ${sees}; ${needs}`;
}
function formatPowerText(r) {
    const d = r.design;
    const sided = d.oneSided ? "one-sided" : "two-sided";
    const lines = [];
    lines.push(`Power of the verdict rule: exact ${sided} McNemar, α = ${d.alpha}, ` +
        `M = ${d.models} model${d.models === 1 ? "" : "s"} × K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} ` +
        `(Holm's first step over the ${d.models * d.perturbers} pairs at α/(M·K) = ${+(d.alpha / (d.models * d.perturbers)).toPrecision(6)}), ` +
        `melded lower bound deflated by E[max](K)·√n_d/n (E[max] = ${r.emaxValue.toFixed(4)}, ${d.emax})`);
    lines.push(_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .POWER_GUARANTEE */ .lh);
    lines.push(`Design: ${d.n === undefined ? "n not given" : `n = ${count(d.n)} questions`}, expected discordant rate ψ = ${d.discordantRate}, ` +
        `target power ${Math.round(d.targetPower * 100)}%` +
        (d.effect === undefined ? "" : `, target drop δ = ${pt(d.effect)}`));
    lines.push("");
    const rows = [
        ["", "exact (the gate)", "normal approximation (Connor 1987; comparison only)"],
    ];
    if (d.n !== undefined) {
        rows.push([
            `minimum detectable drop at n = ${count(d.n)}`,
            cell(r.exact.minDetectableEffect, pt),
            cell(r.normal.minDetectableEffect, pt),
        ]);
    }
    if (d.n !== undefined && d.effect !== undefined) {
        rows.push([
            `power for δ = ${pt(d.effect)} at n = ${count(d.n)}`,
            cell(r.exact.power, (v) => v.toFixed(3)),
            cell(r.normal.power, (v) => v.toFixed(3)),
        ]);
    }
    if (d.effect !== undefined) {
        const first = r.exact.firstN.value;
        const req = r.exact.requiredN.value;
        rows.push([
            `questions needed for δ = ${pt(d.effect)}`,
            req === null
                ? "—"
                : first !== null && first !== req
                    ? `${count(req)} (first reached at ${count(first)}; stable over [n, 2n] from ${count(req)})`
                    : count(req),
            cell(r.normal.requiredN, count),
        ]);
    }
    const w0 = Math.max(...rows.map((x) => x[0].length));
    const w1 = Math.max(...rows.map((x) => x[1].length));
    for (const [a, b, c] of rows)
        lines.push(`${a.padEnd(w0)}   ${b.padEnd(w1)}   ${c}`.trimEnd());
    const missing = [r.exact.minDetectableEffect, r.exact.requiredN, r.normal.minDetectableEffect].filter((f) => f.value === null && !f.reason.startsWith("needs"));
    if (missing.length) {
        lines.push("");
        for (const f of missing)
            lines.push(`Note: ${f.reason}.`);
    }
    const msg = gateMessage(r);
    if (msg)
        lines.push("", msg[0].toUpperCase() + msg.slice(1) + ".");
    if (r.exact.skippedMass !== null && r.exact.skippedMass > 1e-12) {
        lines.push(`(Exact to within ${r.exact.skippedMass.toExponential(1)}: discordant counts with log mass below −60 skipped.)`);
    }
    return lines.join("\n") + "\n";
}


/***/ }),

/***/ 3408:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ evaluatePowerGate),
/* harmony export */   JR: () => (/* binding */ powerGateJson),
/* harmony export */   Y: () => (/* binding */ ruleOf),
/* harmony export */   lh: () => (/* binding */ POWER_GUARANTEE)
/* harmony export */ });
/* harmony import */ var _stats_power_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3783);
/* harmony import */ var _stats_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6776);
/**
 * The power gate: what a preregistered design can see, before any spend. Pure: takes the design,
 * returns every figure (exact, and Connor's normal approximation for comparison), with a reason
 * beside each figure that does not exist.
 */

/** What the exact power means under the v2 rule (docs/statistics.md, "Power"): printed and in the JSON. */
const POWER_GUARANTEE = "The exact power is a guaranteed lower bound on the power to name a contaminated model, attained when no other (model, perturber) pair falls below α/(M·K).";

function ruleOf(d) {
    return {
        alpha: d.alpha,
        models: d.models,
        perturbers: d.perturbers,
        sided: d.oneSided ? "one-sided" : "two-sided",
        emax: d.emax,
    };
}
const NEEDS_N = "needs n (--n)";
const NEEDS_EFFECT = "needs a target effect (--effect)";
function evaluatePowerGate(d) {
    const rule = ruleOf(d);
    const engine = new _stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .PowerEngine */ .Yx(d.discordantRate, rule);
    const pct = `${Math.round(d.targetPower * 100)}%`;
    const none = (reason) => ({ value: null, reason });
    let power = none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT);
    let skippedMass = null;
    if (d.n !== undefined && d.effect !== undefined) {
        const p = engine.power(d.n, d.effect);
        power = { value: p.power };
        skippedMass = p.skippedMass;
    }
    let mde = none(NEEDS_N);
    if (d.n !== undefined) {
        const v = engine.minDetectableEffect(d.n, d.targetPower);
        mde =
            v === null
                ? none(`no drop δ ≤ ψ = ${d.discordantRate} reaches ${pct} power at n = ${d.n}: even δ = ψ ` +
                    `(every discordant pair in the contamination direction) gives exact power ` +
                    `${engine.power(d.n, d.discordantRate).power.toFixed(3)}`)
                : { value: v };
    }
    let requiredN = none(NEEDS_EFFECT);
    let firstN = none(NEEDS_EFFECT);
    if (d.effect !== undefined) {
        // Search at least as far as the design's own n, so a large design is never judged against a
        // search that stopped short of it.
        const maxN = Math.max(2_000_000, d.n ?? 0);
        const s = engine.sampleSize(d.effect, d.targetPower, maxN);
        if (s === null) {
            requiredN = firstN = none(`no n ≤ ${maxN.toLocaleString("en-US")} reaches ${pct} power for δ = ${d.effect}`);
        }
        else {
            requiredN = { value: s.requiredN };
            firstN = { value: s.firstN };
        }
    }
    const normal = {
        power: d.n !== undefined && d.effect !== undefined
            ? { value: (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorPower */ .NT)(d.n, d.discordantRate, d.effect, rule) }
            : none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT),
        minDetectableEffect: (() => {
            if (d.n === undefined)
                return none(NEEDS_N);
            const v = (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorMde */ .ST)(d.n, d.discordantRate, d.targetPower, rule);
            return v === null ? none(`the normal approximation reaches ${pct} for no δ ≤ ψ at n = ${d.n}`) : { value: v };
        })(),
        requiredN: d.effect !== undefined
            ? { value: (0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .connorRequiredN */ .P4)(d.discordantRate, d.effect, d.targetPower, rule) }
            : none(NEEDS_EFFECT),
    };
    return {
        design: d,
        emaxValue: (0,_stats_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .emaxOf */ .D4)(d.perturbers, d.emax),
        exact: { power, minDetectableEffect: mde, requiredN, firstN, skippedMass },
        normal,
        // STATS.md: when first_n and required_n differ the gate uses required_n, so a design sitting
        // on a lucky tooth of the saw-tooth (power ≥ target at n, but not over [n, 2n]) is refused.
        adequate: power.value === null || d.n === undefined
            ? null
            : power.value >= d.targetPower && requiredN.value !== null && d.n >= requiredN.value,
    };
}
/** The JSON shape of `contamgate power --json` (snake_case; a null figure has `<name>_reason`). */
function powerGateJson(r) {
    const d = r.design;
    const fig = (name, f) => f.value === null ? { [name]: null, [`${name}_reason`]: f.reason } : { [name]: f.value };
    return {
        n: d.n ?? null,
        discordant_rate: d.discordantRate,
        effect: d.effect ?? null,
        alpha: d.alpha,
        target_power: d.targetPower,
        models: d.models,
        perturbers: d.perturbers,
        one_sided: d.oneSided,
        emax: d.emax,
        emax_value: r.emaxValue,
        family_size: d.models * d.perturbers,
        exact: {
            meaning: POWER_GUARANTEE,
            ...fig("power", r.exact.power),
            ...fig("min_detectable_effect", r.exact.minDetectableEffect),
            ...fig("required_n", r.exact.requiredN),
            ...fig("first_n", r.exact.firstN),
            skipped_mass: r.exact.skippedMass,
        },
        normal_approximation: {
            method: "Connor (1987); knows M through α/M, ignores K; for comparison only",
            ...fig("power", r.normal.power),
            ...fig("min_detectable_effect", r.normal.minDetectableEffect),
            ...fig("required_n", r.normal.requiredN),
        },
        adequate: r.adequate,
        ...(r.adequate === null ? { adequate_reason: "needs both n and a target effect" } : {}),
    };
}


/***/ })

};
