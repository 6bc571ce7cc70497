export const id = 329;
export const ids = [329];
export const modules = {

/***/ 9280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ planComparison)
});

// UNUSED EXPORTS: PLAN_MAX_N

// EXTERNAL MODULE: ./build/lib/stats/binomial.js
var binomial = __webpack_require__(9355);
// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var power = __webpack_require__(2625);
;// CONCATENATED MODULE: ./build/lib/stats/compare-power.js
/**
 * Power planner for `compare` (docs/statistics.md, "Compare: power before spending"): how likely
 * the exact McNemar test of pairedDifference is to see a Δ-point difference, and how many items
 * it takes, before any model is called.
 *
 * API: `comparePower({ n, delta, discordance, alpha, sided, designEffect? })` → `ComparePower`;
 * `compareSampleSize({ delta, discordance, alpha, sided, target, designEffect? })` → `CompareSampleSize`.
 *
 * Model: each item is discordant with probability ψ (`discordance`); a discordant item goes the
 * candidate's way with probability π₁ = (ψ + Δ)/(2ψ), so the accuracy difference is Δ
 * (0 < Δ ≤ ψ ≤ 1; Δ is the magnitude in the direction of interest). Exactly:
 *   power(n) = Σ_m P(D = m) · P(Bin(m, π₁) ≥ b*(m)),   D ~ Bin(n, ψ),
 * b*(m) the smallest b whose one-sided exact p P(Bin(m, ½) ≥ b) is below α (sided "greater" or
 * "less": the preregistered direction) or below α/2 (two-sided: the doubled tail is < α exactly
 * when the larger count's tail is < α/2). For two-sided tests only rejections in the direction of
 * the true Δ count: a "significant" difference of the wrong sign is not a detection (its chance is
 * below α/2 and is left out, so the figure is a lower bound on P(reject)).
 * The melded bound adds nothing at margin 0: it excludes 0 exactly when p < α (paired-difference.ts),
 * so this is also the power of "the interval excludes 0".
 *
 * The sum, its truncation (terms below e^-60, bounded and reported) and the sample-size search
 * (first n reaching the target, and the smallest n whose whole stretch [n, 2n] reaches it) are
 * power.ts's PowerEngine with the verdict rule at M = K = 1, where E(1) = 0 and the rule is the
 * one-sided exact test at its level: the same tested machinery, not a second copy.
 *
 * Margin: when the gate also asks the melded bound to clear a margin (the candidate better by
 * more than `margin`, or worse by more than it), the rule is "p below the level AND melded lcb at
 * that level > margin" on the side of Δ, and the melded bound is no longer implied by p. Then
 * b*(m, n) is the smallest b passing both, found per m by bisection on b (the lcb grows with b at
 * fixed m, n) with meldedLcbExceeds deciding each b, and the sum runs over every m of D with
 * log-mass ≥ −60 (the rest is reported as skippedMass). comparePower only: this is O(√n log n)
 * quadratures per evaluation, too slow to search n with.
 *
 * Clusters: with a design effect DEFF (clustered-difference.ts) the planner evaluates the exact
 * power at n_eff = ⌊n / DEFF⌋ independent items and sizes the study as ⌈n_iid · DEFF⌉ items. That is
 * an approximation (the clustered analysis is a t-test on cluster totals, not the exact test; its
 * accuracy is checked by simulation in test/simulation/compare-clusters.slow.test.ts), so the
 * result says `method: "design-effect approximation"`.
 */




/** The verdict rule at M = K = 1 that is the exact McNemar test of `sided` at `alpha` (module comment). */
function compareRule(alpha, sided) {
    return {
        alpha: sided === "two-sided" ? alpha / 2 : alpha,
        sided: "one-sided",
        models: 1,
        perturbers: 1,
        emax: "exact",
    };
}
function validateCommon(d, fn) {
    if (d === null || typeof d !== "object")
        throw new RangeError(`${fn}: design must be an object`);
    const { delta, discordance, alpha, sided } = d;
    if (typeof discordance !== "number" || !(discordance > 0 && discordance <= 1))
        throw new RangeError(`${fn}: discordance must be in (0, 1], got ${String(discordance)}`);
    if (typeof delta !== "number" || !(delta > 0 && delta <= discordance))
        throw new RangeError(`${fn}: delta must be in (0, discordance = ${discordance}], got ${String(delta)}`);
    if (typeof alpha !== "number" || !(alpha > 0 && alpha < 0.5))
        throw new RangeError(`${fn}: alpha must be in (0, 0.5), got ${String(alpha)}`);
    if (sided !== "two-sided" && sided !== "greater" && sided !== "less")
        throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(sided)}`);
    const deff = d.designEffect ?? 1;
    if (typeof deff !== "number" || !Number.isFinite(deff) || deff < 1)
        throw new RangeError(`${fn}: designEffect must be a finite number ≥ 1, got ${String(d.designEffect)}`);
    return deff;
}
function comparePower(design) {
    const fn = "comparePower";
    const deff = validateCommon(design, fn);
    const { n, delta, discordance, alpha, sided } = design;
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`${fn}: n must be an integer ≥ 1, got ${String(n)}`);
    const effectiveN = deff === 1 ? n : Math.floor(n / deff);
    const rule = compareRule(alpha, sided);
    const method = deff === 1 ? "exact" : "design-effect approximation";
    if (effectiveN < 1) {
        return { power: 0, method, n, effectiveN: 0, designEffect: deff, skippedMass: 0, normalApproximation: 0 };
    }
    const margin = design.margin ?? 0;
    if (typeof margin !== "number" || !(margin >= 0 && margin < 1))
        throw new RangeError(`${fn}: margin must be in [0, 1), got ${String(design.margin)}`);
    const r = margin === 0
        ? new power/* PowerEngine */.Yx(discordance, rule).power(effectiveN, delta)
        : marginPower(effectiveN, delta, discordance, rule.alpha, margin);
    return {
        power: r.power,
        method,
        n,
        effectiveN,
        designEffect: deff,
        skippedMass: r.skippedMass,
        normalApproximation: (0,power/* connorPower */.NT)(effectiveN, discordance, delta, rule),
    };
}
const LOG_MASS_FLOOR = -60;
/** Smallest b in [lo, hi] with ok(b), for ok monotone (false … true); hi + 1 when none. */
function firstTrue(lo, hi, ok) {
    let a = lo;
    let z = hi + 1;
    while (a < z) {
        const mid = (a + z) >>> 1;
        if (ok(mid))
            z = mid;
        else
            a = mid + 1;
    }
    return a;
}
/** Power of "one-sided p < level and melded lcb(level) > margin" on Δ's side (module comment). */
function marginPower(n, delta, psi, level, margin) {
    const pi1 = (psi + delta) / (2 * psi);
    let power = 0;
    let skipped = 0;
    for (let m = 0; m <= n; m++) {
        const logMass = (0,binomial/* binomLogPmf */.He)(m, n, psi);
        if (logMass < LOG_MASS_FLOOR) {
            skipped += Math.exp(logMass);
            continue;
        }
        const bp = firstTrue(0, m, (b) => (0,mcnemar/* mcnemarP */.QL)(b, m - b, "one-sided") < level);
        const bs = firstTrue(bp, m, (b) => (0,melded/* meldedLcbExceeds */.qu)(b, m - b, n, level, margin));
        if (bs > m)
            continue;
        power += Math.exp(logMass + (0,binomial/* binomLogSf */.D3)(bs, m, pi1));
    }
    return { power: Math.min(1, power), skippedMass: Math.min(1, skipped) };
}
function compareSampleSize(design) {
    const fn = "compareSampleSize";
    const deff = validateCommon(design, fn);
    const { delta, discordance, alpha, sided, target } = design;
    if (typeof target !== "number" || !(target > 0 && target < 1))
        throw new RangeError(`${fn}: target must be in (0, 1), got ${String(target)}`);
    const maxN = design.maxN ?? 2_000_000;
    if (!Number.isInteger(maxN) || maxN < 1)
        throw new RangeError(`${fn}: maxN must be an integer ≥ 1, got ${String(maxN)}`);
    const r = new power/* PowerEngine */.Yx(discordance, compareRule(alpha, sided)).sampleSize(delta, target, maxN);
    if (r === null)
        return { kind: "not-reachable", maxN };
    return {
        kind: "found",
        method: deff === 1 ? "exact" : "design-effect approximation",
        requiredN: Math.ceil(r.requiredN * deff),
        firstN: Math.ceil(r.firstN * deff),
        independentRequiredN: r.requiredN,
        independentFirstN: r.firstN,
        designEffect: deff,
    };
}

;// CONCATENATED MODULE: ./build/lib/compare/plan.js
/**
 * Before spending (docs/compare.md "Power before spending"): the exact power of the comparison's
 * test for a Δ-point difference at an expected discordance ψ, at n paired items, and the items a
 * target power needs — src/stats/compare-power.ts, composed for `power --compare`, the compare
 * check's `underpowered` gate and the action's design job. With C candidates each comparison runs
 * at α/C (the Bonferroni level of its interval, src/compare/compute.ts), so the plan does too.
 * The power at n is that of the decision the gate reads: the interval clears the margin on Δ's
 * side (at margin 0, "the interval excludes 0", which is the exact test). The items needed are
 * searched at margin 0 (compareSampleSize), a lower bound when a margin is set: the plan says so.
 */

/** The largest n the sample-size search tries (docs/compare.md). */
const PLAN_MAX_N = 2_000_000;
function planComparison(d) {
    const alphaEach = d.alpha / d.candidates;
    const common = {
        delta: d.delta,
        discordance: d.discordance,
        alpha: alphaEach,
        sided: d.sided,
        ...(d.designEffect !== null ? { designEffect: d.designEffect } : {}),
    };
    const size = compareSampleSize({ ...common, target: d.targetPower, maxN: PLAN_MAX_N });
    const at = d.n === null ? null : comparePower({ ...common, n: d.n, ...(d.margin > 0 ? { margin: d.margin } : {}) });
    const requiredN = size.kind === "found" ? size.requiredN : null;
    return {
        n: d.n,
        delta: d.delta,
        discordance: d.discordance,
        alpha: d.alpha,
        direction: d.sided,
        candidates: d.candidates,
        alpha_each: alphaEach,
        design_effect: d.designEffect,
        margin: d.margin,
        method: at?.method ??
            (size.kind === "found" ? size.method : d.designEffect === null ? "exact" : "design-effect approximation"),
        target_power: d.targetPower,
        power: at?.power ?? null,
        effective_n: at?.effectiveN ?? null,
        normal_approximation: at?.normalApproximation ?? null,
        required_n: requiredN,
        first_n: size.kind === "found" ? size.firstN : null,
        reason: size.kind === "found"
            ? null
            : `the target power is not reached below ${PLAN_MAX_N.toLocaleString("en-US")} items`,
        // Both: power at n, and no dip below the target on [n, 2n] (the saw-tooth; docs/statistics.md "Power").
        adequate: at === null ? null : at.power >= d.targetPower && requiredN !== null && d.n >= requiredN,
    };
}


/***/ }),

/***/ 6000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ reasonPhrase),
/* harmony export */   DW: () => (/* binding */ decisionWord),
/* harmony export */   Iq: () => (/* binding */ accuracyBaselinePhrase),
/* harmony export */   L4: () => (/* binding */ differencePhrase),
/* harmony export */   QK: () => (/* binding */ boundPhrase),
/* harmony export */   RN: () => (/* binding */ planPhrase),
/* harmony export */   Ts: () => (/* binding */ powerPhrase),
/* harmony export */   U0: () => (/* binding */ pPhrase),
/* harmony export */   rs: () => (/* binding */ compareDesignPhrase),
/* harmony export */   tl: () => (/* binding */ gatePhrase),
/* harmony export */   ui: () => (/* binding */ accuracyCandidatePhrase),
/* harmony export */   v$: () => (/* binding */ boundDigits),
/* harmony export */   yL: () => (/* binding */ pairingPhrase)
/* harmony export */ });
/* unused harmony export unparsedPhrase */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(184);
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9418);


/** Decimals for a difference and its bound (more when the bound is narrower than a point). */
function boundDigits(estimate, b) {
    const lo = b.kind === "upper" ? Math.min(estimate, b.upper) : b.lower;
    const hi = b.kind === "lower" ? Math.max(estimate, b.lower) : b.kind === "upper" ? b.upper : b.upper;
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .dropDigits */ .sO)({ lower: Math.min(lo, hi), upper: Math.max(lo, hi) });
}
/** "95% CI +0.3 to +7.7 pt", "one-sided 95% lower bound +0.8 pt". */
function boundPhrase(b, digits) {
    switch (b.kind) {
        case "interval":
            return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ciLabel */ .JK)(b.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptRange */ .w2)(b, digits)}`;
        case "lower":
            return `one-sided ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .levelText */ .WB)(b.level)} lower bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(b.lower, digits)}`;
        case "upper":
            return `one-sided ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .levelText */ .WB)(b.level)} upper bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(b.upper, digits)}`;
    }
}
/** "+4.0 pt (95% CI +0.3 to +7.7 pt; n = 500, 100 discordant)". */
function differencePhrase(c) {
    const r = c.result;
    const dp = boundDigits(r.estimate, r.bound);
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(r.estimate, dp)} (${boundPhrase(r.bound, dp)}; ${unitsPhrase(c, r)})`;
}
function unitsPhrase(c, r) {
    switch (r.analysis) {
        case "exact":
            return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(c.exact.n)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(c.exact.discordant)} discordant`;
        case "exact-units":
            return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.units)} ${r.unit}s, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.discordant)} discordant; every row of ${r.unit === "item" ? "an" : "a"} ${r.unit} the same pair of answers (${rowsPerUnit(r)} rows each)`;
        case "clustered":
            return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.units)} items in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.clusters)} clusters, design effect ${r.design_effect.toFixed(2)}, ${r.df.toFixed(1)} df`;
        case "pass@k":
            return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.problems)} problems, ${r.samples.min === r.samples.max ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.samples.min) : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.samples.min)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.samples.max)}`} samples each, k = ${r.k}`;
    }
}
/**
 * An arm's accuracy: Clopper–Pearson over the paired units, or, when the clustered analysis
 * decided, the cluster-robust interval over items (replicates averaged).
 */
function accuracyPhrase(c, arm) {
    const r = c.result;
    if (r.analysis === "clustered") {
        const a = arm === "baseline" ? r.accuracy_baseline : r.accuracy_candidate;
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(a.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ciLabel */ .JK)(a.ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pctRange */ .X9)(a.ci)}, cluster-robust; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.units)} items in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.clusters)} clusters)`;
    }
    if (r.analysis === "exact-units") {
        const a = arm === "baseline" ? r.accuracy_baseline : r.accuracy_candidate;
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(a.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ciLabel */ .JK)(a.ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pctRange */ .X9)(a.ci)}; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(a.correct)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(a.n)} ${r.unit}s)`;
    }
    if (r.analysis === "pass@k") {
        const a = arm === "baseline" ? r.pass_at_k_baseline : r.pass_at_k_candidate;
        return `pass@${r.k} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(a.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ciLabel */ .JK)(a.ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pctRange */ .X9)(a.ci)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.problems)} problems)`;
    }
    const a = arm === "baseline" ? c.exact.accuracy_baseline : c.exact.accuracy_candidate;
    return (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .proportionPhrase */ .AU)(a, a.correct, a.n);
}
function rowsPerUnit(r) {
    return r.rows_per_unit.min === r.rows_per_unit.max
        ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.rows_per_unit.min)
        : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.rows_per_unit.min)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(r.rows_per_unit.max)}`;
}
function accuracyBaselinePhrase(c) {
    return accuracyPhrase(c, "baseline");
}
function accuracyCandidatePhrase(c) {
    return accuracyPhrase(c, "candidate");
}
/** "exact two-sided p = 0.0455; Holm p = 0.091 over 2 candidates". */
function pPhrase(c, d) {
    const sided = d.direction === "two-sided" ? "two-sided" : `one-sided (${d.direction})`;
    const holm = d.candidates > 1 ? `; Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pIs */ .jO)(c.p_holm)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(d.candidates)} candidates` : "";
    return `${c.result.method}, ${sided} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pIs */ .jO)(c.result.p_value)}${holm}`;
}
/** Why the decision is what it is, from the bound and the margin. */
function reasonPhrase(c, d) {
    const r = c.result;
    const dp = boundDigits(r.estimate, r.bound);
    const b = boundPhrase(r.bound, dp);
    const m = d.margin;
    // At margin 0 the thresholds are 0 itself, not "+0.0 pt".
    const plus = m > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(m, dp) : "0";
    const minus = m > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(-m, dp) : "0";
    const marginText = m > 0 ? ` (margin ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(m, dp)})` : "";
    switch (c.decision) {
        case "better":
            return `the ${b} is above ${plus}${marginText}`;
        case "worse":
            return `the ${b} is below ${minus}${marginText}`;
        case "equivalent":
            return `the ${b} lies within ±${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(m, dp)} (the margin)`;
        case "inconclusive":
            if (r.bound.kind === "lower")
                return `the ${b} is not above ${plus}${marginText}`;
            if (r.bound.kind === "upper")
                return `the ${b} is not below ${minus}${marginText}`;
            return m > 0
                ? `the ${b} is neither above ${plus}, below ${minus}, nor within ±${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(m, dp)} (the margin)`
                : `the ${b} contains 0`;
    }
}
/** "better", "WORSE": upper case when the gate fails on it. */
function decisionWord(c) {
    return c.failing.length > 0 ? c.decision.toUpperCase() : c.decision;
}
/** The design line: tests, levels, multiplicity. */
function compareDesignPhrase(r) {
    const d = r.design;
    const sided = d.direction === "two-sided" ? "two-sided" : `one-sided, ${d.direction} (preregistered: ${d.direction_source})`;
    const mult = d.candidates > 1
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(d.candidates)} candidates: intervals at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .levelText */ .WB)(d.interval_level)} each (Bonferroni, simultaneous ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .levelText */ .WB)(1 - d.alpha)}), p Holm-adjusted`
        : "";
    const ns = r.candidates.map((c) => c.pairing.paired);
    const lo = Math.min(...ns);
    const hi = Math.max(...ns);
    const n = lo === hi ? `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(lo)}` : `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(lo)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(hi)}`;
    return `α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(d.alpha)} ${sided}${mult}; margin ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(d.margin)}; ${n} paired items; unparsed answers ${d.unparsed === "as-wrong" ? "scored wrong" : "excluded"}`;
}
/** The planned design's power line inside a comparison, or null when no plan was given. */
function powerPhrase(r) {
    return r.power === null ? null : `planned design: ${planPhrase(r.power)}`;
}
/**
 * "exact power 0.612 to see a 3.0 pt difference at 20.0% discordance with n = 500 items
 * (target 0.80; needs n = 812)" — the power of a design, never of the observed difference.
 */
function planPhrase(p) {
    const deff = p.design_effect !== null ? `, design effect ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(p.design_effect)} (${p.method})` : "";
    const what = `a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(p.delta)} difference at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(p.discordance)} discordance${deff}`;
    // The search for n runs at margin 0 (src/compare/plan.ts): with a margin it is only a floor.
    const need = p.required_n === null
        ? (p.reason ?? "not reachable")
        : p.margin === 0
            ? `needs n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.required_n)} for power ${p.target_power.toFixed(2)}`
            : p.power !== null && p.power < p.target_power
                ? `needs more than n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.n ?? 0)} (at margin 0, n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.required_n)} would do)`
                : `at margin 0 it needs n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.required_n)}; with the margin at least that`;
    const beyond = p.margin > 0 ? ` beyond the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(p.margin)} margin` : "";
    if (p.power === null || p.n === null)
        return `to see ${what}: ${need}`;
    const level = p.candidates > 1 ? ` at α/${p.candidates} = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(p.alpha_each)}` : "";
    return `exact power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .prob */ ._P)(p.power)}${level} to see ${what}${beyond} with n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.n)} items (target ${p.target_power.toFixed(2)}; ${need}; ${p.adequate ? "adequate" : "UNDERPOWERED"})`;
}
/** "regression (worse: a@new)", for the gate line and the action's failure message. */
function gatePhrase(r) {
    if (r.gate.passed)
        return r.design.fail_on.length === 0
            ? "no gate (no fail-on mode given)"
            : `pass (fail on ${r.design.fail_on.join(", ")})`;
    const parts = r.gate.failing.map((m) => {
        if (m === "underpowered")
            return "underpowered (the planned design)";
        if (m === "unparsed")
            return `unparsed answers (${r.candidates
                .filter((c) => c.failing.includes("unparsed"))
                .map((c) => `${c.label}: ${unparsedPhrase(c, r)}`)
                .join(", ")})`;
        const who = r.candidates.filter((c) => c.failing.includes(m)).map((c) => `${c.label}: ${c.decision}`);
        return `${m} (${who.join(", ")})`;
    });
    return `FAIL: ${parts.join("; ")}`;
}
/** "baseline 100.0% unparsed, candidate 0.0%; at most 10.0% allowed". */
function unparsedPhrase(c, r) {
    const u = c.unparsed_check;
    return `baseline ${r.baseline.label} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(u.baseline)} unparsed, candidate ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(u.candidate)}; at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(u.allowed)} allowed`;
}
function pairingPhrase(c) {
    const p = c.pairing;
    const reps = p.replicates > 1 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.items)} items, up to ${p.replicates} epochs each)` : "";
    const clusters = p.clusters === null
        ? p.cluster_by === "none"
            ? "; no clusters (items independent)"
            : ""
        : `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.clusters)} clusters (${p.cluster_by})`;
    const u = p.unparsed;
    const unparsed = u.baseline + u.candidate === 0
        ? ""
        : `; unparsed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(u.baseline)} baseline, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(u.candidate)} candidate (${u.policy === "as-wrong" ? "scored wrong" : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(u.excluded)} excluded`})`;
    return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.paired)} paired${reps}; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.only_baseline.count)} baseline-only, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.only_candidate.count)} candidate-only (not compared)${clusters}${unparsed}`;
}


/***/ }),

/***/ 8974:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sr: () => (/* binding */ renderComparePlanText),
/* harmony export */   z8: () => (/* binding */ renderCompareText)
/* harmony export */ });
/* unused harmony export candidateLines */
/* harmony import */ var _compare_figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6000);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(184);


function renderCompareText(r) {
    const out = [
        `contamgate compare: baseline ${r.baseline.label} vs ${r.candidates.map((c) => c.label).join(", ")}`,
        `  ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .compareDesignPhrase */ .rs)(r)}`,
    ];
    const power = (0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .powerPhrase */ .Ts)(r);
    if (power !== null)
        out.push(`  ${power}`);
    out.push(`gate: ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .gatePhrase */ .tl)(r)}`, "");
    for (const c of r.candidates)
        out.push(...candidateLines(c, r), "");
    if (r.warnings.length) {
        out.push("warnings:");
        for (const w of r.warnings)
            out.push(`  - ${w}`);
    }
    return `${out.join("\n").trimEnd()}\n`;
}
function candidateLines(c, r) {
    const t = c.exact.table;
    const lines = [
        `${c.label}: ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionWord */ .DW)(c)} — ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .reasonPhrase */ .Ci)(c, r.design)}`,
        `  pairing: ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .pairingPhrase */ .yL)(c)}`,
        `  table: ${t.both} both correct, ${t.baseline_only} baseline only, ${t.candidate_only} candidate only, ${t.neither} neither`,
        `  ${c.result.analysis === "pass@k" ? "" : "accuracy "}baseline ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyBaselinePhrase */ .Iq)(c)}, candidate ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyCandidatePhrase */ .ui)(c)}`,
        `  difference (candidate − baseline) ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .differencePhrase */ .L4)(c)}`,
        `  ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .pPhrase */ .U0)(c, r.design)}`,
    ];
    if (c.result.analysis !== "exact") {
        const e = c.exact;
        const dp = (0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .boundDigits */ .v$)(e.estimate, e.bound);
        lines.push(`  for reference, treating the ${e.n} paired ${c.result.analysis === "pass@k" ? "samples" : "units"} as independent (${e.method}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.pt)(e.estimate, dp)} (${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .boundPhrase */ .QK)(e.bound, dp)}; n = ${e.n}), ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pIs */ .jO)(e.p_value)}`);
    }
    return lines;
}
/** `power --compare` as text: the design, the power at n and the items needed. */
function renderComparePlanText(p) {
    const sided = p.direction === "two-sided" ? "two-sided" : `one-sided (${p.direction})`;
    const mult = p.candidates > 1
        ? `, ${p.candidates} candidates: each at α/${p.candidates} = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(p.alpha_each)} (Bonferroni)`
        : "";
    const lines = [
        `Power of the comparison: exact McNemar ${sided} at α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(p.alpha)}${mult}; the power of its melded interval ${p.margin > 0 ? `clearing the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .ptSize */ .iu)(p.margin)} margin` : "excluding 0 (margin 0)"}`,
        `  ${(0,_compare_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .planPhrase */ .RN)(p)}`,
    ];
    if (p.normal_approximation !== null && p.effective_n !== null)
        lines.push(`  normal approximation (Connor 1987; comparison only, never the gate): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .prob */ ._P)(p.normal_approximation)} at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.effective_n)} items`);
    if (p.required_n !== null && p.first_n !== null && p.first_n !== p.required_n)
        lines.push(`  first reached at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(p.first_n)}; the exact power is a saw-tooth in n, so the figure is the smallest n from which it holds over [n, 2n]`);
    if (p.design_effect !== null)
        lines.push(`  with a design effect the exact power is taken at ⌊n/D⌋ independent items (${p.method}); the compare run itself uses the clustered analysis`);
    return `${lines.join("\n")}\n`;
}


/***/ })

};
