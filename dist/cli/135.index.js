export const id = 135;
export const ids = [135];
export const modules = {

/***/ 9418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ proportionPhrase),
/* harmony export */   EB: () => (/* binding */ sampleText),
/* harmony export */   KC: () => (/* binding */ upperBoundSentence),
/* harmony export */   L2: () => (/* binding */ powerReasons),
/* harmony export */   NY: () => (/* binding */ dropPhrase),
/* harmony export */   U3: () => (/* binding */ timeSplitPowerClause),
/* harmony export */   UM: () => (/* binding */ excessPowerPhrase),
/* harmony export */   V8: () => (/* binding */ dropCellPhrase),
/* harmony export */   Xx: () => (/* binding */ timeSplitSentence),
/* harmony export */   YS: () => (/* binding */ accuracyOriginalPhrase),
/* harmony export */   aw: () => (/* binding */ heterogeneityTestPhrase),
/* harmony export */   io: () => (/* binding */ familyPhrase),
/* harmony export */   kO: () => (/* binding */ pairMethodPhrases),
/* harmony export */   mQ: () => (/* binding */ timeSplitPowerPhrase),
/* harmony export */   nC: () => (/* binding */ pooledPhrase),
/* harmony export */   nh: () => (/* binding */ timeSplitPlanLine),
/* harmony export */   pC: () => (/* binding */ boundsShown),
/* harmony export */   pw: () => (/* binding */ controlReadingLines),
/* harmony export */   tS: () => (/* binding */ intervalMethod),
/* harmony export */   t_: () => (/* binding */ timeSplitCountsPhrase),
/* harmony export */   u2: () => (/* binding */ accuracyPerturbedPhrase),
/* harmony export */   xn: () => (/* binding */ nonDetectionSentences)
/* harmony export */ });
/* unused harmony exports SOFT_ASSUMPTION, floorSentence, achievedPowerPhrase, NO_CONTROL_READING, NO_CONTROL_WITH_TIME_SPLIT, excessPhrase, controlSentence */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(184);
/* harmony import */ var _time_split_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2306);


/**
 * A header that says "exact one-sided McNemar … melded bound" over a family judged on the soft signal
 * misnames its own test (docs/statistics.md "The soft signal"): say which, or both.
 */
function pairMethodPhrases(models) {
    const signals = new Set(models.flatMap((m) => m.perturbers.map((p) => p.signal)));
    if (!signals.has("soft")) {
        return {
            signals: "binary",
            test: "exact one-sided McNemar",
            bound: "melded lower bound",
            deflation: "E[max](K) · √n_d/n",
            intervals: "melded (1 − 2α) intervals",
        };
    }
    if (!signals.has("binary")) {
        return {
            signals: "soft",
            test: "exact one-sided sign-flip test of the mean soft drop (soft signal)",
            bound: "score lower bound",
            deflation: "E[max](K) · √Σd²/n",
            intervals: "score (1 − 2α) intervals of the sign-flip test, which assume d symmetric about its mean",
        };
    }
    return {
        signals: "mixed",
        test: "exact one-sided McNemar (binary pairs) or sign-flip test of the mean soft drop (soft pairs)",
        bound: "melded (binary) or score (soft) lower bound",
        deflation: "E[max](K) × the drop's null SD (√n_d/n binary, √Σd²/n soft)",
        intervals: "melded (binary) or sign-flip score (soft; assumes d symmetric about its mean) (1 − 2α) intervals",
    };
}
/**
 * The sample a drop stands on: "n = 1,000, 560 discordant", or on the soft signal
 * "n = 1,000, soft signal: mean probability of the correct answer 81.2% → 69.0%".
 */
function sampleText(p) {
    if (p.soft) {
        return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}, soft signal: mean probability of the correct answer ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.soft.mean_original)} → ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.soft.mean_perturbed)}`;
    }
    return `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.table.b + p.table.c)} discordant`;
}
/**
 * What a soft pair's interval and bounds rest on, printed beside them: the sign-flip test inverted
 * over shifts holds its level when d − Δ is symmetric about 0; with a skewed d of the same mean
 * its far side covered 0.82 at n = 30 (docs/statistics.md "The soft signal", "What the test assumes").
 */
const SOFT_ASSUMPTION = "assumes d symmetric about its mean";
/**
 * "+53.8 pt (90% CI +46.1 to +60.0 pt; n = 1,000, 560 discordant)"; on the soft signal the mean
 * soft drop with its score interval, the sample (sampleText) and what the interval assumes.
 */
function dropPhrase(p) {
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci);
    const assumes = p.soft ? `; interval ${SOFT_ASSUMPTION}` : "";
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.drop, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(p.drop_ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(p.drop_ci, dp)}; ${sampleText(p)}${assumes})`;
}
/** How the pair's interval was built, for the one line that says so. */
function intervalMethod(p) {
    return p.signal === "soft"
        ? "score interval of the sign-flip test (soft signal)"
        : "melded interval (Fay & Lumbard 2021)";
}
/** "61.0% (95% CI 55.2 to 66.5%; 263/431)". */
function proportionPhrase(x, k, n) {
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(x.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(x.ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pctRange */ .X9)(x.ci)}; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(k)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(n)})`;
}
function accuracyOriginalPhrase(p) {
    return proportionPhrase(p.accuracy_original, p.table.a + p.table.b, p.n);
}
function accuracyPerturbedPhrase(p) {
    return proportionPhrase(p.accuracy_perturbed, p.table.a + p.table.c, p.n);
}
/**
 * What the data exclude: "the drop is at most +2.1 pt (one-sided 95% upper bound)". Printed for
 * EVERY pair, named or not (docs/statistics.md, "Never a bare point estimate"): its level holds
 * over all runs, and printing it only for the models not named would select the runs where the
 * drop came out small, among which it is false far more often than α.
 */
function upperBoundSentence(p, alpha) {
    if (p.soft) {
        return `the mean soft drop is at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.ucb, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ucbLabel */ .Xh)(alpha)}; ${SOFT_ASSUMPTION})`;
    }
    return `the drop is at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.ucb, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ucbLabel */ .Xh)(alpha)})`;
}
/**
 * The pairs whose upper bound every surface prints: all of the model's, named or not — never a
 * subset chosen by the verdict (docs/statistics.md, "Never a bare point estimate"). One rule for
 * every surface; `verify` check (j) simulates the sentences it lets through.
 */
function boundsShown(m) {
    return m.perturbers;
}
/** A table's drop cell: the drop with its interval, then its upper bound when boundsShown lets it through. */
function dropCellPhrase(p, alpha, shown) {
    return shown ? `${dropPhrase(p)}; ${upperBoundSentence(p, alpha)}` : dropPhrase(p);
}
/**
 * What the design could see — a property of the design, never a statement about this drop:
 * "drops below +9.4 pt were likely to be missed (power < 0.80 at n = 431 and 46.6% discordance)".
 */
function floorSentence(p, d) {
    if (p.soft) {
        const at = `at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)} and SD of d ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(p.soft.sd)}, soft signal`;
        return p.min_detectable_effect === null
            ? `no mean soft drop up to 100 pt reaches power ${d.power.toFixed(2)} ${at}: nothing can be ruled out`
            : // From the observed SD alone the shape of d is unknown: its MDE is an upper bound (docs/statistics.md
                // "Power before spend"), so the sentence vouches for drops from it up, not for every drop below it.
                `mean soft drops of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(p.min_detectable_effect, 2)} and more were likely to be seen (power at least ${d.power.toFixed(2)} for any shape of d checked ${at}); smaller ones may have been missed`;
    }
    const nd = p.table.b + p.table.c;
    if (nd === 0) {
        return `no discordant pairs (0/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}): both conditions scored alike on every item, so the test had nothing to weigh; this is no evidence of cleanliness`;
    }
    if (p.min_detectable_effect === null) {
        return (`no drop up to the discordant rate ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.discordant_rate.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(nd)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}) reaches power ${d.power.toFixed(2)} ` +
            `at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}: at this n and discordance nothing can be ruled out`);
    }
    return (`drops below ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(p.min_detectable_effect, 2)} were likely to be missed ` +
        `(power < ${d.power.toFixed(2)} at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)} and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(p.discordant_rate.estimate)} discordance)`);
}
/** Achieved power for the preregistered target at ψ̂, with ψ̂'s interval; null for a named model. */
function achievedPowerPhrase(p, d) {
    if (p.soft) {
        if (p.achieved_power === null) {
            if (p.achieved_power_note === null || p.achieved_power_note === "not shown for a named model")
                return null;
            return `achieved power undefined for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} mean soft drop (n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}): ${p.achieved_power_note}`;
        }
        return `achieved power at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(p.achieved_power)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} mean soft drop at the observed SD of d ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(p.soft.sd)} (n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.n)}; a lower bound for any shape of d checked: the smaller of the rule's normal approximation and its exact power when d is lumpy)`;
    }
    const nd = p.table.b + p.table.c;
    const psi = `ψ̂ ${proportionPhrase(p.discordant_rate, nd, p.n)}`;
    if (p.achieved_power !== null)
        return `achieved power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(p.achieved_power)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} drop at ${psi}`;
    if (p.achieved_power_note === "not shown for a named model")
        return null;
    return `achieved power undefined for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)} drop at ${psi}: ${p.achieved_power_note}`;
}
/**
 * The non-detection lines: what the design could see (a property of the design at ψ̂, never a
 * statement about this drop). What the data exclude, the upper bound, is not here: it is printed
 * with every pair's drop, whatever the verdict (upperBoundSentence).
 */
function nonDetectionSentences(p, d) {
    const out = [floorSentence(p, d)];
    const ap = achievedPowerPhrase(p, d);
    if (ap !== null)
        out.push(ap);
    return out;
}
/** "pooled drop +1.2 pt (90% CI +0.4 to +2.0 pt; 431 items, equal weights)". */
function pooledPhrase(h) {
    const ci = h.pooled_drop.ci;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(ci);
    const weights = h.pooled_drop.weighting === "equal"
        ? "equal weights, paired"
        : "inverse-variance weights, models assumed independent";
    return `pooled drop ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(h.pooled_drop.estimate, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(ci, dp)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(h.pooled_drop.items)} items, ${weights})`;
}
/** "paired Wald test (…) W = 12.31, Hotelling F = 12.25 on (1, 99) df, p = 0.0007, I² = …" or "Cochran's Q (…) = …". */
function heterogeneityTestPhrase(h) {
    if (h.test === "paired-wald" && h.df2 !== null && h.f_statistic !== null)
        return (`paired Wald test (item-level, pairing respected) W = ${h.statistic.toFixed(2)}, ` +
            `Hotelling F = ${h.f_statistic.toFixed(2)} on (${h.df}, ${h.df2}) df, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(h.p_value)}, I² = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(h.i_squared)}`);
    return `Cochran's Q (assumes independent models) = ${h.statistic.toFixed(2)}, df = ${h.df}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(h.p_value)}, I² = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(h.i_squared)}`;
}
// ---------------------------------------------------------------------------------------------
// Declared clean controls (docs/statistics.md, "Controls (v2)").
/**
 * Said when no control is declared: the test shows a drop, which a harder perturbation shared by
 * every model would also produce.
 */
const NO_CONTROL_READING = "the verdict is a drop, not proof of memory: no model is declared a clean control (control: true) and no publication dates split the items, so a harder perturbation and memory cannot be told apart";
/** Said when no control is declared but some model has a training cutoff (docs/statistics.md, "Time split (v2)"). */
const NO_CONTROL_WITH_TIME_SPLIT = "no model is declared a clean control (control: true); the time split compares each model that has a training cutoff with its own drop on the items published after it";
/** "+20.0 pt (90% CI +12.1 to +27.9 pt; n = 600, 140 items differ)". */
function excessPhrase(t) {
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(t.excess_drop_ci);
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(t.excess_drop, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(t.excess_drop_ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(t.excess_drop_ci, dp)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(t.n)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(t.informative)} items differ)`;
}
/**
 * One excess-drop test in words: "drops more than the clean control X" or "no larger drop than the
 * control X". The excess's upper bound ends both: printed only after "no larger drop" it would be
 * read among the runs where the excess came out small, where it errs more often than α.
 */
function controlSentence(model, t, alpha) {
    const figures = `excess drop ${excessPhrase(t)}; exact sign-flip ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(t.p_value)}, Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(t.p_holm)}; ` +
        `the excess is at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(t.ucb, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(t.excess_drop_ci))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ucbLabel */ .Xh)(alpha)})`;
    if (t.exceeds)
        return `${model} drops more than the clean control ${t.against} (perturber ${t.perturber}): ${figures}`;
    return `${model}: no larger drop than the control ${t.against} (perturber ${t.perturber}): ${figures}`;
}
/** The reading against declared controls, one line per control or test; NO_CONTROL_READING when none is declared. */
function controlReadingLines(models, alpha) {
    if (models.every((m) => m.controls.role === "none"))
        // With training cutoffs the items are split by date after all: say so instead (the time split's own lines read it).
        return [models.some((m) => m.time_split != null) ? NO_CONTROL_WITH_TIME_SPLIT : NO_CONTROL_READING];
    const out = [];
    for (const m of models) {
        if (m.controls.role === "control")
            out.push(`${m.name} is a declared clean control: never named; its own drop is reported with the others`);
        else if (m.controls.role === "compared")
            for (const t of m.controls.tests)
                out.push(controlSentence(m.name, t, alpha));
    }
    return out;
}
/** "a family of 5 hypotheses: M = 3 × K = 1 (model, perturber) drop pairs + 2 excess-drop tests against the control(s) c". */
function familyPhrase(d) {
    const pairs = `M = ${d.models} × K = ${d.perturbers} (model, perturber) drop pairs`;
    if (d.excess_tests === 0)
        return `a family of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(d.family_size)} hypotheses: ${pairs}`;
    const how = d.controls_against === "mean" ? "against the mean of the controls" : "against each control";
    return `a family of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(d.family_size)} hypotheses: ${pairs} + ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(d.excess_tests)} excess-drop tests ${how} (${d.controls.join(", ")})`;
}
/** The excess-drop rule's power in the gate (one phrase for every surface; defined beside the gate). */
/** Why an exact figure of the gate is missing (each `<name>_reason`), in words; null when none is. */
function powerReasons(p) {
    const e = p.exact;
    const reasons = [e.power_reason, e.min_detectable_effect_reason, e.required_n_reason].filter((x) => x !== undefined);
    return reasons.length ? reasons.join("; ") : null;
}
/** The excess-drop rule's power in words, for every surface that shows the gate (shown, not gating). */
function excessPowerPhrase(c, n, target) {
    const rule = `excess-drop rule (${c.controls} declared control${c.controls === 1 ? "" : "s"}, ${c.against === "mean" ? "against their mean" : "against each"}; ` +
        `exact sign-flip p < α/F = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(c.p_threshold)}, F counting ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(c.excess_tests)} excess-drop tests)`;
    if (c.power === null)
        return `${rule}: power not computed: ${c.power_reason}`;
    const below = c.power < target
        ? `; below the target power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .targetPower */ .BC)(target)}: an excess drop of this size over the control is likely to be missed`
        : "";
    return `${rule}: exact power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(c.power)} for an excess drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .targetDrop */ .tk)(c.expected_excess_drop)} over the control at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(n)} (shown, not gating)${below}`;
}
/** "+28.0 pt (90% CI +19.2 to +36.9 pt; n = 100)". */
function groupDropPhrase(g) {
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(g.drop_ci);
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(g.drop, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(g.drop_ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(g.drop_ci, dp)}; n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(g.n)})`;
}
/** "cutoff 2024-01-01: 400 items on or before it, 200 after, 10 undated (in neither group)". */
function timeSplitCountsPhrase(ts) {
    return (`cutoff ${ts.cutoff}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(ts.pre_items)} items published on or before it, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(ts.post_items)} after, ` +
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(ts.undated_items)} undated (no published_at: in neither group, never guessed)`);
}
const NOT_TESTED = {
    "no-pre-items": "no item was published on or before the cutoff",
    "no-post-items": "no item was published after the cutoff",
    "no-item-outcomes": "the source has tables only, no item-level outcomes to split",
};
/**
 * The reading: "drop on pre-cutoff items larger than on post-cutoff items: …" when the test says so
 * (Holm over the time-split family), or that the data do not show it, with every figure it rests on.
 */
function timeSplitSentence(ts, t) {
    if (t.pre === null || t.post === null || t.difference === null || t.p_value === null || t.p_holm === null)
        return `time split not tested: ${NOT_TESTED[t.not_tested_reason ?? ""] ?? "no items to compare"}`;
    const ci = t.difference.ci;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(ci);
    const figures = `${groupDropPhrase(t.pre)} on or before ${ts.cutoff} vs ${groupDropPhrase(t.post)} after; ` +
        `difference ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(t.difference.estimate, dp)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ciLabel */ .JK)(ci.level)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptRange */ .w2)(ci, dp)}), ` +
        `MOVER-test ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(t.p_value)}, Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(t.p_holm)} over ${ts.family_size} time-split test${ts.family_size === 1 ? "" : "s"}`;
    return t.decision === "pre-larger"
        ? `drop on pre-cutoff items larger than on post-cutoff items: ${figures}`
        : `no evidence that the drop on pre-cutoff items is larger than on post-cutoff items: ${figures}`;
}
/** "time-split power 0.68 for a 5.0 pt drop on pre-cutoff items vs 0 after (exact power of the MOVER rule; ψ = 30.0%, …)". */
function timeSplitPowerPhrase(t) {
    if (t.decision === "not-tested")
        return null;
    if (t.power === null || typeof t.power_note !== "object" || t.power_note === null)
        return "time-split power undefined: the target drop exceeds the expected discordant rate";
    const n = t.power_note;
    return (`time-split power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(t.power)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(n.effect)} drop on pre-cutoff items vs 0 after ` +
        `(${n.method}; ψ = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(n.discordant_rate)}, one-sided level ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(n.level)} at Holm's first step)`);
}
/** The gate's line: "time split memorizer (cutoff …): 400 items published on or before it, 200 after, 0 undated; time-split power 0.99 for …". */
function timeSplitPlanLine(p, effect) {
    const head = `time split ${p.model} (cutoff ${p.cutoff}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.counts.pre)} items published on or before it, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.counts.post)} after, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(p.counts.undated)} undated`;
    return `${head}; ${timeSplitPowerClause(p.power, effect)}`;
}
/** "time-split power 0.68 for a 10.0 pt drop on pre-cutoff items vs 0 after (exact power of the MOVER rule; …)". */
function timeSplitPowerClause(power, effect) {
    if (power === null)
        return "nothing to compare (one side has no item)";
    if (power.kind === "undefined")
        return "time-split power undefined: the target drop exceeds the expected discordant rate";
    return (`time-split power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .prob */ ._P)(power.value)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(effect)} drop on pre-cutoff items vs 0 after ` +
        `(${(0,_time_split_json_js__WEBPACK_IMPORTED_MODULE_1__/* .powerMethod */ .Nh)(power.method)}; ψ = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(power.discordant_rate)}, one-sided level ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(power.level)} at Holm's first step; shown, not gated)`);
}


/***/ }),

/***/ 184:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ targetPower),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   JK: () => (/* binding */ ciLabel),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   MX: () => (/* binding */ lcbLabel),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   TM: () => (/* binding */ cacheHits),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   Wh: () => (/* binding */ int),
/* harmony export */   X9: () => (/* binding */ pctRange),
/* harmony export */   Xh: () => (/* binding */ ucbLabel),
/* harmony export */   _P: () => (/* binding */ prob),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   ee: () => (/* binding */ bytes),
/* harmony export */   fN: () => (/* binding */ score),
/* harmony export */   iu: () => (/* binding */ ptSize),
/* harmony export */   jO: () => (/* binding */ pIs),
/* harmony export */   pt: () => (/* binding */ pt),
/* harmony export */   qy: () => (/* binding */ html),
/* harmony export */   rK: () => (/* binding */ mde),
/* harmony export */   sO: () => (/* binding */ dropDigits),
/* harmony export */   sp: () => (/* binding */ pValue),
/* harmony export */   tk: () => (/* binding */ targetDrop),
/* harmony export */   w2: () => (/* binding */ ptRange),
/* harmony export */   ys: () => (/* binding */ alphaText)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7127);
/**
 * The one formatter for every number a person reads: the CLI, the job summary, report.md/html,
 * the PR comment and the annotations all print a figure through these functions, so they print it
 * the same way. Proportions are stored as fractions and shown as points (drops) or percents
 * (accuracies, rates).
 */

const MINUS = "−";
/**
 * Decimals for a value shown at `digits`: more when a nonzero value would otherwise read 0
 * (two significant digits), so "+0.005 pt" never prints as "0.0 pt".
 */
function decimalsFor(v, digits) {
    if (v === 0 || Math.abs(v) >= 0.5 * 10 ** -digits)
        return digits;
    return Math.min(12, Math.max(digits, 1 - Math.floor(Math.log10(Math.abs(v)))));
}
function points(x, digits, signed) {
    const v = x * 100;
    const s = Math.abs(v).toFixed(decimalsFor(v, digits));
    if (v === 0 || !signed)
        return `${v < 0 ? MINUS : ""}${s} pt`;
    return `${v > 0 ? "+" : MINUS}${s} pt`;
}
/** Signed percentage points: 0.038 → "+3.8 pt", −0.012 → "−1.2 pt"; a tiny nonzero drop keeps its size and sign. */
function pt(x, digits = 1) {
    return points(x, digits, true);
}
/** Unsigned points for sizes (a target drop, a floor, an SE): 0.05 → "5.0 pt". */
function ptSize(x, digits = 1) {
    return points(x, digits, false);
}
/**
 * Decimals for a drop and its interval: one, or more when the interval is narrower than a point
 * (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
function dropDigits(ci) {
    const width = 100 * (ci.upper - ci.lower);
    if (!(width > 0))
        return 1;
    return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}
/** A drop interval in points: "+1.2 to +6.4 pt". */
function ptRange(ci, digits = 1) {
    return `${pt(ci.lower, digits).replace(/ pt$/, "")} to ${pt(ci.upper, digits)}`;
}
/** Unsigned percent, one decimal: 0.61 → "61.0%". */
function pct(x, digits = 1) {
    return `${(x * 100).toFixed(digits)}%`;
}
/** A proportion interval in percent: "55.2 to 66.5%". */
function pctRange(ci, digits = 1) {
    return `${(ci.lower * 100).toFixed(digits)} to ${(ci.upper * 100).toFixed(digits)}%`;
}
/**
 * A confidence level as computed, never rounded up to a prettier one: 0.9 → "90%",
 * 0.98333… → "98.33%", 0.99999 → "99.999%".
 */
function levelText(level) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`levelText: level must be in (0, 1), got ${level}`);
    const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * (1 - level))) + 1));
    return `${Number((100 * level).toFixed(decimals))}%`;
}
/** "90% CI" for an interval of level 0.9. */
function ciLabel(level) {
    return `${levelText(level)} CI`;
}
/** "one-sided 95% lower bound" for a bound at level α = 0.05. */
function lcbLabel(alpha) {
    return `one-sided ${levelText(1 - alpha)} lower bound`;
}
/** "one-sided 95% upper bound" for a bound at level α = 0.05. */
function ucbLabel(alpha) {
    return `one-sided ${levelText(1 - alpha)} upper bound`;
}
/** p-values: three significant digits, scientific below 1e-4, never "0" (an underflowed tail is "< 1e-300"). */
function pValue(p) {
    if (!Number.isFinite(p))
        return "n/a";
    if (p === 0)
        return "< 1e-300";
    if (p < 1e-4) {
        const [m, e] = p.toExponential(2).split("e");
        return `${m}e${e.replace("+", "")}`;
    }
    return String(Number(p.toPrecision(3)));
}
/** "p = 0.0327", or "p < 1e-300" for a tail that underflowed — never "p = < 1e-300". */
function pIs(p) {
    return p === 0 ? `p ${pValue(p)}` : `p = ${pValue(p)}`;
}
/** Power as a probability with three decimals: "0.774". */
function prob(x) {
    return x.toFixed(3);
}
// The power gate's figures, worded once for every surface (CLI `power` and `check`, job summary,
// report.md/html, annotations): powers as probabilities (`prob`), and these three.
/** The target power as configured, never rounded: 0.8 → "80%", 0.825 → "82.5%". */
function targetPower(x) {
    return `${Number((100 * x).toPrecision(10))}%`;
}
/**
 * A target drop (δ, or an expected excess drop) as configured, signed like every drop, with the
 * decimals it was given (at least one): 0.1 → "+10.0 pt", 0.0525 → "+5.25 pt", 1e-7 → "+0.00001 pt".
 */
function targetDrop(x) {
    const v = Number((100 * x).toPrecision(12));
    let d = 1;
    while (d < 12 && Number(v.toFixed(d)) !== v)
        d++;
    return pt(x, d);
}
/** A minimum detectable drop: two decimals (more for a drop under 0.005 pt), signed: "+8.71 pt". */
function mde(x) {
    return pt(x, 2);
}
/** A design parameter such as α as given: 0.05 → "0.05", 0.05/3 → "0.01667". */
function num(x) {
    return String(Number(x.toPrecision(4)));
}
/** Integer with thousands separators: 4742 → "4,742". */
function int(x) {
    // Not toLocaleString: Intl is slow enough to matter over 10⁵ rows.
    const s = String(Math.abs(Math.round(x))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return x < 0 && Math.round(x) !== 0 ? `-${s}` : s;
}
/** "1,200 cache hits (1,200 verified by checksum)": how many stored answers were checked before use. */
function cacheHits(hits, verified) {
    return verified === undefined
        ? `${int(hits)} cache hits`
        : `${int(hits)} cache hits (${int(verified)} verified by checksum)`;
}
/** Short fixed decimals for similarity scores (Jaccard, containment). */
function score(x) {
    return x === null || x === undefined ? "—" : x.toFixed(3);
}
function alphaText(alpha, oneSided) {
    return `α = ${num(alpha)} ${oneSided ? "one-sided" : "two-sided"}`;
}
/** "1 model", "3 models". */
function plural(n, word) {
    return `${int(n)} ${word}${n === 1 ? "" : "s"}`;
}
/** Escape text for a Markdown table cell: the one escaping function (src/text/escape.ts). */
function cell(text) {
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text);
}
/** Escape text for HTML element content and attribute values (src/text/escape.ts). */
function html(text) {
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .forHtml */ .B2)(text);
}
/** UTF-8 byte length, the unit of the job-summary limit. */
function bytes(text) {
    return Buffer.byteLength(text, "utf8");
}


/***/ }),

/***/ 2306:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nh: () => (/* binding */ powerMethod),
/* harmony export */   ej: () => (/* binding */ timeSplitJson)
/* harmony export */ });
/* unused harmony export TIME_SPLIT_TEST */
/** What the time-split test is, in one phrase for every surface (docs/statistics.md, "Time split (v2)"). */
const TIME_SPLIT_TEST = "MOVER lower bound over the two groups' melded bounds above 0 (one-sided: pre larger; no exchangeability assumed; level checked by simulation), Holm over the time-split family";
/** The power's label: the rule's exact sum, or the normal approximation beyond the exact sum's size limit. */
function powerMethod(m) {
    return m === "exact"
        ? "exact power of the MOVER rule"
        : "the MOVER rule's bounds at the expected tables, normal approximation (groups too large for the exact sum)";
}
function testJson(v) {
    const t = v.test;
    if (t.kind === "not-tested")
        return {
            perturber: v.perturber,
            decision: "not-tested",
            not_tested_reason: t.reason,
            pre: null,
            post: null,
            difference: null,
            statistic: null,
            p_value: null,
            p_holm: null,
            power: null,
            power_note: null,
        };
    return {
        perturber: v.perturber,
        decision: t.decision,
        not_tested_reason: null,
        pre: { n: t.pre.n, b: t.pre.b, c: t.pre.c, drop: t.pre.drop, drop_ci: { ...t.pre.drop_ci } },
        post: { n: t.post.n, b: t.post.b, c: t.post.c, drop: t.post.drop, drop_ci: { ...t.post.drop_ci } },
        difference: { estimate: t.difference.estimate, ci: { ...t.difference.ci } },
        statistic: t.statistic,
        p_value: t.p_value,
        p_holm: t.p_holm,
        power: t.power.kind === "computed" ? t.power.value : null,
        power_note: t.power.kind === "computed"
            ? {
                effect: t.power.effect,
                discordant_rate: t.power.discordant_rate,
                level: t.power.level,
                method: powerMethod(t.power.method),
                skipped_mass: t.power.skipped_mass,
            }
            : "the target drop exceeds the expected discordant rate",
    };
}
/** This model's time split, or null when it has no training cutoff (or no time split ran). */
function timeSplitJson(r, model) {
    if (r.kind === "absent")
        return null;
    const own = r.verdicts.filter((v) => v.model === model);
    if (own.length === 0)
        return null;
    const tests = own.map(testJson);
    // Every perturber of a model splits the same items, so the counts are the model's.
    const counts = own[0].counts;
    return {
        ...(tests.length === 1 ? tests[0] : {}),
        cutoff: own[0].cutoff,
        pre_items: counts.pre,
        post_items: counts.post,
        undated_items: counts.undated,
        family_size: r.family_size,
        test: TIME_SPLIT_TEST,
        perturbers: tests,
    };
}


/***/ }),

/***/ 8012:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hz: () => (/* binding */ logBetaDensity),
/* harmony export */   UI: () => (/* binding */ logBetaIncXY),
/* harmony export */   yK: () => (/* binding */ betaIncInv)
/* harmony export */ });
/* unused harmony export betaInc */
/* harmony import */ var _saddlepoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6119);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * Regularized incomplete beta I_x(a, b) (R pbeta) and its inverse in x (R qbeta).
 *
 * I_x(a, b) = [xᵃ(1−x)ᵇ / (a B(a, b))] · CF, with the prefactor from Loader's saddle point in log
 * space and CF the classical continued fraction (modified Lentz), used on the side of the mean
 * where it converges in O(√max(a, b)) terms; the other side is 1 − I_{1−x}(b, a). Everything is
 * carried as logarithms so binomial tails far below 1e-300 keep full relative precision.
 * The functions here allocate nothing: the power computation calls them ~1e5 times per run.
 */


const TINY = 1e-300;
const EPS = 1e-16;
const MAX_TERMS = 100_000;
/** ln of the continued-fraction side: assumes x below the switch point (a+1)/(a+b+2). */
function logCfSide(x, y, a, b) {
    // Prefactor xᵃyᵇ/(a B(a,b)) = dbinom_raw(a; a+b, x) · b/(a+b)  (exact identity, any real a, b > 0).
    const logPrefactor = (0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_0__/* .logDbinomRaw */ .s)(a, a + b, x, y) + Math.log(b / (a + b));
    if (logPrefactor === -Infinity)
        return -Infinity;
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= MAX_TERMS; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < EPS)
            return logPrefactor + Math.log(h);
    }
    throw new RangeError(`incomplete beta: continued fraction did not converge (a=${a}, b=${b}, x=${x})`);
}
/** True when x lies where the continued fraction for I_x(a, b) converges fast. */
function cfSide(x, y, a, b) {
    const s = a + b + 2;
    return x <= 0.5 ? x * s < a + 1 : y * s > b + 1;
}
/**
 * ln I_x(a, b) (lower = true) or ln(1 − I_x(a, b)) (lower = false), with y = 1 − x supplied by the
 * caller so that neither x nor 1 − x loses digits near 0 or 1.
 */
function logBetaIncXY(x, y, a, b, lower) {
    if (x <= 0)
        return lower ? -Infinity : 0;
    if (y <= 0)
        return lower ? 0 : -Infinity;
    if (cfSide(x, y, a, b)) {
        const l = logCfSide(x, y, a, b);
        return lower ? l : (0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_0__/* .log1mExp */ .m)(l);
    }
    const u = logCfSide(y, x, b, a);
    return lower ? (0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_0__/* .log1mExp */ .m)(u) : u;
}
/** ln of the beta density at x (with y = 1 − x): the Newton steps of the inverse, and the melded interval's quadrature. */
function logBetaDensity(x, y, a, b) {
    return (0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_0__/* .logDbinomRaw */ .s)(a, a + b, x, y) + Math.log((a * b) / (a + b)) - Math.log(x) - Math.log(y);
}
/** Regularized incomplete beta I_x(a, b) = P(Beta(a, b) ≤ x)  (R: pbeta(x, a, b)). */
function betaInc(x, a, b) {
    requireProbability(x, "x", "betaInc");
    requirePositive(a, "a", "betaInc");
    requirePositive(b, "b", "betaInc");
    return Math.exp(logBetaIncXY(x, 1 - x, a, b, true));
}
/**
 * Inverse of I_x(a, b) in x (R: qbeta(p, a, b)).
 * Solves on the tail that contains p (ln I = ln p for p ≤ ½, else ln(1 − I) = ln(1 − p)) by
 * Newton in ln x (resp. ln(1 − x)), which is nearly linear in the far tail, safeguarded by a
 * bracket that is bisected geometrically whenever a Newton step leaves it.
 */
function betaIncInv(p, a, b) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireProbability */ .HO)(p, "p", "betaIncInv");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requirePositive */ .z6)(a, "a", "betaIncInv");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requirePositive */ .z6)(b, "b", "betaIncInv");
    if (p === 0)
        return 0;
    if (p === 1)
        return 1;
    if (p <= 0.5)
        return solveLowerTail(Math.log(p), a, b, false);
    // Solve for t = 1 − x of Beta(b, a) at the complementary probability (exact for p ≥ ½).
    const x = solveLowerTail(Math.log1p(-p), b, a, true);
    // x = 1 − t has lost its relative digits if x is tiny (possible only when a < 1): solve again in ln x.
    return x < 1e-4 ? solveLowerTail(Math.log(p), a, b, false) : x;
}
const LOG_MIN = Math.log(Number.MIN_VALUE); // ≈ −744.4
/**
 * Finds x with ln I_x(a, b) = logP and returns x, or 1 − x when `complement` (computed from the
 * accurate 1 − x the iteration carries, not by subtracting).
 */
function solveLowerTail(logP, a, b, complement) {
    // A root below the smallest double (e.g. p = 1e-200 with a = ½ has x ≈ 1e-400) underflows to 0, as in R.
    if (logP < -300 && logBetaIncXY(Number.MIN_VALUE, 1, a, b, true) >= logP)
        return complement ? 1 : 0;
    let u = Math.log(initialGuess(Math.exp(logP), logP, a, b));
    let lo = LOG_MIN;
    let hi = 0;
    for (let iter = 0; iter < 300; iter++) {
        if (!(u > lo && u < hi))
            u = bisect(lo, hi);
        const x = Math.exp(u);
        const y = -Math.expm1(u);
        if (y <= 0) {
            hi = u;
            continue;
        }
        const logI = logBetaIncXY(x, y, a, b, true);
        const g = logI - logP;
        if (g === 0)
            return complement ? y : x;
        if (g > 0)
            hi = u;
        else
            lo = u;
        // d ln I / d ln x = x·f(x)/I(x)
        const slope = Math.exp(Math.log(x) + logBetaDensity(x, y, a, b) - logI);
        const step = g / slope;
        // Converged: test before the bracket, because a step this small lands on the end of the
        // bracket that u itself just became, and a bisection from there would take ~40 rounds.
        if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(u))) {
            u -= step;
            break;
        }
        let next = u - step;
        if (!(next > lo && next < hi) || !Number.isFinite(next))
            next = bisect(lo, hi);
        if (hi - lo <= 1e-15 * Math.max(1, Math.abs(lo))) {
            u = next;
            break;
        }
        u = next;
    }
    return complement ? -Math.expm1(u) : Math.exp(u);
}
/** Midpoint of a bracket in ln x, i.e. the geometric mean in x: the root may be anywhere down to 1e-300. */
function bisect(lo, hi) {
    return 0.5 * (lo + hi);
}
/** A starting point for the Newton iteration (Numerical Recipes' invbetai, tail-safe in logs). */
function initialGuess(p, logP, a, b) {
    if (a >= 1 && b >= 1) {
        // Cornish–Fisher-type normal approximation; z = −Φ⁻¹(p) computed from ln p directly.
        const t = Math.sqrt(-2 * logP);
        let z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
        if (p < 0.5)
            z = -z;
        const al = (z * z - 3) / 6;
        const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
        const w = (z * Math.sqrt(al + h)) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
        const x = a / (a + b * Math.exp(2 * w));
        return x > 0 && x < 1 ? x : 0.5;
    }
    const lna = Math.log(a / (a + b));
    const lnb = Math.log(b / (a + b));
    const t = Math.exp(a * lna) / a;
    const v = Math.exp(b * lnb) / b;
    const w = t + v;
    let x;
    if (p < t / w)
        x = Math.exp((Math.log(a * w) + logP) / a);
    else
        x = 1 - Math.exp(Math.log(b * w * (1 - p)) / b);
    return x > 0 && x < 1 ? x : 0.5;
}


/***/ }),

/***/ 9355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ binomLogSf),
/* harmony export */   Fm: () => (/* binding */ binomPmf),
/* harmony export */   He: () => (/* binding */ binomLogPmf),
/* harmony export */   pP: () => (/* binding */ binomSf)
/* harmony export */ });
/* unused harmony exports binomLogCdf, binomCdf */
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _saddlepoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6119);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * Binomial pmf, CDF and survival, all computed in log space (R dbinom/pbinom with log = TRUE).
 *
 * The pmf is Loader's saddle point; tails are the incomplete beta through its continued fraction,
 * i.e. pmf × a ratio, so P(X ≥ k) keeps ~1e-14 relative precision even when it is e^-500000.
 * Nothing here sums small doubles. Cost per call: O(1) for the pmf, O(√n) for a tail.
 *
 * NOTE: binomLogSf is P(X ≥ k) — the McNemar tail — not scipy's sf = P(X > k).
 */



function check(k, n, p, fn) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(k, "k", fn);
    if (!Number.isInteger(k))
        throw new RangeError(`${fn}: k must be an integer, got ${k}`);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(n, "n", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireProbability */ .HO)(p, "p", fn);
}
/** ln P(X = k), X ~ Binomial(n, p). */
function binomLogPmf(k, n, p) {
    check(k, n, p, "binomLogPmf");
    if (k < 0 || k > n)
        return -Infinity;
    return (0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_2__/* .logDbinomRaw */ .s)(k, n, p, 1 - p);
}
/** ln P(X ≤ k) = ln I_{1−p}(n − k, k + 1). */
function binomLogCdf(k, n, p) {
    check(k, n, p, "binomLogCdf");
    if (k < 0)
        return -Infinity;
    if (k >= n)
        return 0;
    return logBetaIncXY(1 - p, p, n - k, k + 1, true);
}
/** ln P(X ≥ k) = ln I_p(k, n − k + 1). */
function binomLogSf(k, n, p) {
    check(k, n, p, "binomLogSf");
    if (k <= 0)
        return 0;
    if (k > n)
        return -Infinity;
    return (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(p, 1 - p, k, n - k + 1, true);
}
/** P(X = k). */
function binomPmf(k, n, p) {
    return Math.exp(binomLogPmf(k, n, p));
}
/** P(X ≤ k). */
function binomCdf(k, n, p) {
    return Math.exp(binomLogCdf(k, n, p));
}
/** P(X ≥ k). */
function binomSf(k, n, p) {
    return Math.exp(binomLogSf(k, n, p));
}


/***/ }),

/***/ 565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ stirlerr),
/* harmony export */   Zy: () => (/* binding */ LN_2PI),
/* harmony export */   pA: () => (/* binding */ bd0)
/* harmony export */ });
/* unused harmony exports LN_SQRT_2PI, logGamma */
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2816);
/**
 * ln Γ(x) for x > 0, and Stirling's error term, the building block of Loader's saddle-point
 * densities (binomial, beta, Poisson) that keep the log-pmf accurate for n up to 1e6 and beyond.
 */

const LN_SQRT_2PI = 0.918938533204672741780329736406; // ln √(2π)
const LN_2PI = 1.837877066409345483560659472811; // ln 2π
/** Stirling series for ln Γ(z) − ((z − ½) ln z − z + ln √(2π)), valid to < 1e-17 for z ≥ 15. */
function stirlingSeries(z) {
    const zz = 1 / (z * z);
    return ((1 / 12 -
        zz *
            (1 / 360 -
                zz *
                    (1 / 1260 -
                        zz * (1 / 1680 - zz * (1 / 1188 - zz * (691 / 360360 - zz * (1 / 156 - zz * (3617 / 122400)))))))) /
        z);
}
/** ln Γ(x), x > 0. Absolute error ~1e-15 (so relative error of Γ itself ~1e-15). */
function logGamma(x) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .requirePositive */ .z6)(x, "x", "logGamma");
    if (x >= 15)
        return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingSeries(x);
    // Shift up to z ≥ 15 with the recurrence Γ(x + 1) = xΓ(x); the product stays < 1e20.
    let prod = 1;
    let z = x;
    while (z < 15) {
        prod *= z;
        z += 1;
    }
    return (z - 0.5) * Math.log(z) - z + LN_SQRT_2PI + stirlingSeries(z) - Math.log(prod);
}
/**
 * stirlerr(n) = ln Γ(n + 1) − ((n + ½) ln n − n + ln √(2π)), the error of Stirling's formula for n!.
 * Large n: the asymptotic series directly (no cancellation). Small n: from ln Γ.
 */
function stirlerr(n) {
    if (n > 15) {
        const nn = n * n;
        if (n > 500)
            return (1 / 12 - 1 / 360 / nn) / n;
        if (n > 80)
            return (1 / 12 - (1 / 360 - 1 / 1260 / nn) / nn) / n;
        if (n > 35)
            return (1 / 12 - (1 / 360 - (1 / 1260 - 1 / 1680 / nn) / nn) / nn) / n;
        return (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - 1 / 1188 / nn) / nn) / nn) / nn) / n;
    }
    if (n === 0)
        return 0;
    return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - LN_SQRT_2PI;
}
/**
 * bd0(x, np) = x ln(x/np) + np − x, the "deviance" term of Loader's saddle point, computed by a
 * series when x ≈ np (where the direct form cancels catastrophically).
 */
function bd0(x, np) {
    if (Math.abs(x - np) < 0.1 * (x + np)) {
        let v = (x - np) / (x + np);
        let s = (x - np) * v;
        if (Math.abs(s) < 2.2250738585072014e-308)
            return s;
        let ej = 2 * x * v;
        v *= v;
        for (let j = 1; j < 1000; j++) {
            ej *= v;
            const s1 = s + ej / (2 * j + 1);
            if (s1 === s)
                return s1;
            s = s1;
        }
    }
    const ratio = x / np;
    const logRatio = ratio > 0 && Number.isFinite(ratio) ? Math.log(ratio) : Math.log(x) - Math.log(np);
    return x * logRatio + np - x;
}


/***/ }),

/***/ 8279:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ pairedSe),
/* harmony export */   QL: () => (/* binding */ mcnemarP),
/* harmony export */   mI: () => (/* binding */ clopperPearson)
/* harmony export */ });
/* unused harmony exports clopperPearsonLower, toDropScale, dropCi, dropLcb */
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9355);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2816);
/**
 * Exact McNemar test, Clopper–Pearson intervals on π = b/(b+c) and their image on the drop scale
 * δ = (n_d/n)(2π − 1) (docs/statistics.md, "Exact McNemar test"). Everything is conditional on n_d = b + c, as the exact test is.
 */



function checkTable(b, c, n, fn) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(b, "b", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(c, "c", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(n, "n", fn);
    if (b + c > n)
        throw new RangeError(`${fn}: n must be at least b + c = ${b + c}, got ${n}`);
    if (n === 0)
        throw new RangeError(`${fn}: n must be > 0`);
}
function checkK(k, nd, fn) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(k, "k", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(nd, "nd", fn);
    if (k > nd)
        throw new RangeError(`${fn}: k must be ≤ nd = ${nd}, got ${k}`);
}
/**
 * Exact McNemar p-value. One-sided (contamination direction, b large): P(Bin(b+c, ½) ≥ b).
 * Two-sided: min(1, 2·P(Bin(b+c, ½) ≥ max(b, c))). No discordant pairs: 1.
 */
function mcnemarP(b, c, sided) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(b, "b", "mcnemarP");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(c, "c", "mcnemarP");
    if (sided !== "one-sided" && sided !== "two-sided")
        throw new RangeError(`mcnemarP: sided must be "one-sided" or "two-sided", got ${String(sided)}`);
    const nd = b + c;
    if (nd === 0)
        return 1;
    if (sided === "one-sided")
        return Math.exp((0,_binomial_js__WEBPACK_IMPORTED_MODULE_1__/* .binomLogSf */ .D3)(b, nd, 0.5));
    return Math.min(1, 2 * Math.exp((0,_binomial_js__WEBPACK_IMPORTED_MODULE_1__/* .binomLogSf */ .D3)(Math.max(b, c), nd, 0.5)));
}
/** Two-sided (1 − alpha) Clopper–Pearson interval on π from k successes out of nd. */
function clopperPearson(k, nd, alpha) {
    checkK(k, nd, "clopperPearson");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "clopperPearson");
    if (nd === 0)
        return { lower: 0, upper: 1 };
    const lower = k === 0 ? 0 : (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(alpha / 2, k, nd - k + 1);
    const upper = k === nd ? 1 : (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(1 - alpha / 2, k + 1, nd - k);
    return { lower, upper };
}
/** One-sided lower (1 − alpha) bound on π: B⁻¹(alpha; k, nd − k + 1); 0 when k = 0. */
function clopperPearsonLower(k, nd, alpha) {
    checkK(k, nd, "clopperPearsonLower");
    requireProbabilityOpen(alpha, "alpha", "clopperPearsonLower");
    if (k === 0)
        return 0;
    return betaIncInv(alpha, k, nd - k + 1);
}
/** Maps π (share of discordant pairs in the contamination direction) to the drop δ = (nd/n)(2π − 1). */
function toDropScale(pi, nd, n) {
    requireProbability(pi, "pi", "toDropScale");
    requireCount(nd, "nd", "toDropScale");
    requireCount(n, "n", "toDropScale");
    if (n === 0 || nd > n)
        throw new RangeError(`toDropScale: n must be > 0 and ≥ nd = ${nd}, got ${n}`);
    return (nd / n) * (2 * pi - 1);
}
/** Standard error of the paired difference: √((b + c) − (b − c)²/n) / n; 0 when b + c = 0. */
function pairedSe(b, c, n) {
    checkTable(b, c, n, "pairedSe");
    const nd = b + c;
    if (nd === 0)
        return 0;
    const d = b - c;
    // (b+c) − (b−c)²/n ≥ 0 always (since |b−c| ≤ b+c ≤ n); max() only absorbs rounding.
    return Math.sqrt(Math.max(0, nd - (d * d) / n)) / n;
}
/** Two-sided (1 − alpha) exact interval on the drop; [0, 0] when there are no discordant pairs. */
function dropCi(b, c, n, alpha) {
    checkTable(b, c, n, "dropCi");
    requireProbabilityOpen(alpha, "alpha", "dropCi");
    const nd = b + c;
    if (nd === 0)
        return { lower: 0, upper: 0 };
    const ci = clopperPearson(b, nd, alpha);
    return { lower: toDropScale(ci.lower, nd, n), upper: toDropScale(ci.upper, nd, n) };
}
/**
 * One-sided (1 − alpha) lower confidence bound on the drop (the "lcb"). It is > 0 exactly when
 * the one-sided exact McNemar p is < alpha (both say I_{½}(b, n_d − b + 1) < alpha).
 */
function dropLcb(b, c, n, alpha) {
    checkTable(b, c, n, "dropLcb");
    requireProbabilityOpen(alpha, "alpha", "dropLcb");
    const nd = b + c;
    if (nd === 0)
        return 0;
    return toDropScale(clopperPearsonLower(b, nd, alpha), nd, n);
}


/***/ }),

/***/ 4737:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ XGK),
/* harmony export */   EB: () => (/* binding */ compareLowerCdf),
/* harmony export */   EX: () => (/* binding */ meldedUcb),
/* harmony export */   GJ: () => (/* binding */ WGK_CENTRE),
/* harmony export */   IX: () => (/* binding */ WGK),
/* harmony export */   Ly: () => (/* binding */ meldedLcb),
/* harmony export */   WG: () => (/* binding */ WG),
/* harmony export */   fq: () => (/* binding */ WG_CENTRE),
/* harmony export */   lO: () => (/* binding */ meldedUcbBelow),
/* harmony export */   qu: () => (/* binding */ meldedLcbExceeds),
/* harmony export */   xp: () => (/* binding */ meldedInterval)
/* harmony export */ });
/* unused harmony exports psiLower, psiUpper, piLower, productCdf, EXCEEDS_MARGIN */
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _saddlepoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6119);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * The melded confidence bounds of Fay & Lumbard (Statistics in Medicine 40(5), 2021) for the drop
 * δ = ψ(2π − 1) of a paired table (docs/statistics.md, "The interval for the drop").
 *
 * ψ (discordant rate) and π (share of discordant pairs in the contamination direction) each get
 * their Clopper–Pearson "confidence distributions":
 *   T_L ~ Beta(n_d, n − n_d + 1), T_U ~ Beta(n_d + 1, n − n_d)   (point mass 0 if n_d = 0, 1 if n_d = n)
 *   B_L ~ Beta(b, c + 1),         B_U ~ Beta(b + 1, c)           (point mass 0 if b = 0, 1 if c = 0)
 * lcb(α) = min over T ∈ {T_L, T_U} of the α-quantile of T·(2B_L − 1);
 * ucb(α) = max over T of the (1 − α)-quantile of T·(2B_U − 1).
 *
 * Two facts make this cheap and exact where it matters (both tested):
 * - Which T gives the minimum. For q ≥ 0, P(T·X ≤ q | X = x) is 1 for x ≤ 0 and P(T ≤ q/x) for
 *   x > 0, larger for the stochastically smaller T_L; for q < 0 it is 0 for x ≥ 0 and P(T ≥ q/x)
 *   for x < 0, larger for T_U. So lcb > q ⟺ F_{T_L·X}(q) < α when q ≥ 0 and ⟺ F_{T_U·X}(q) < α
 *   when q < 0: the lcb is T_L's quantile when it is positive and T_U's when it is not.
 * - Duality with the exact test. When n_d > 0, T has no mass at 0, so F_{T·X_L}(0) =
 *   P(B_L ≤ ½) = I_½(b, c + 1) = P(Binomial(n_d, ½) ≥ b), the one-sided McNemar p; hence
 *   lcb > 0 ⟺ p < α. The code branches on that very number, so the equivalence holds in floating
 *   point too, not just in exact arithmetic.
 * - Symmetry. 1 − B_U(b, c) has the law of B_L(c, b) and T does not depend on b, c separately,
 *   so ucb(b, c) = −lcb(c, b).
 *
 * The CDF P(T(2B − 1) ≤ q) = F_T(max(q, 0)) + ∫_{|q|}^1 f_T(t) F_B((1 + q/t)/2) dt is one
 * adaptive Gauss–Kronrod quadrature; quantiles are Brent roots of it. Special functions are the
 * incomplete beta of beta.ts, nothing new.
 */



const point0 = { kind: "point", at: 0 };
const point1 = { kind: "point", at: 1 };
/** Beta(a, b) with the boundary cases a = 0 (mass at 0) and b = 0 (mass at 1). */
function betaOrPoint(a, b) {
    if (a === 0)
        return point0;
    if (b === 0)
        return point1;
    return { kind: "beta", a, b };
}
/** T_L ~ Beta(n_d, n − n_d + 1): lower confidence distribution of ψ. */
function psiLower(nd, n) {
    return betaOrPoint(nd, n - nd + 1);
}
/** T_U ~ Beta(n_d + 1, n − n_d): upper confidence distribution of ψ. */
function psiUpper(nd, n) {
    return betaOrPoint(nd + 1, n - nd);
}
/** B_L ~ Beta(b, c + 1): lower confidence distribution of π. */
function piLower(b, c) {
    return betaOrPoint(b, c + 1);
}
function checkTable(b, c, n, alpha, fn) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(b, "b", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(c, "c", fn);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(n, "n", fn);
    if (n === 0)
        throw new RangeError(`${fn}: n must be > 0`);
    if (b + c > n)
        throw new RangeError(`${fn}: n must be at least b + c = ${b + c}, got ${n}`);
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", fn);
}
/** P(D ≤ x) for a confidence distribution, with y = 1 − x supplied to keep its digits. */
function distCdf(d, x, y) {
    if (d.kind === "point")
        return x >= d.at ? 1 : 0;
    if (x <= 0)
        return 0;
    if (y <= 0)
        return 1;
    return Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(x, y, d.a, d.b, true));
}
/** The p-quantile of a confidence distribution. */
function distQuantile(d, p) {
    return d.kind === "point" ? d.at : (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(p, d.a, d.b);
}
// Gauss–Kronrod 15-point rule (QUADPACK qk15): Kronrod abscissae on [0, 1), their weights, and
// the embedded 7-point Gauss weights (for the odd-indexed abscissae and the centre).
const XGK = [
    0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926,
    0.741531185599394439863864773280788, 0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
    0.207784955007898467600689403773245,
];
const WGK = [
    0.02293532201052922496373200805897, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518,
    0.140653259715525918745189590510238, 0.16900472663926790282658342659855, 0.190350578064785409913256402421014,
    0.204432940075298892414161999234649,
];
const WGK_CENTRE = 0.209482141084727828012999174891714;
const WG = [
    0.129484966168869693270611432679082, 0.27970539148927666790146777142378, 0.381830050505118944950369775488975,
];
const WG_CENTRE = 0.417959183673469387755102040816327;
/**
 * Absolute tolerance of the quadrature (on a probability). The bounds are quantiles, so their
 * error is this divided by the density of T·X at the bound, which is ≥ ~1 for every table: the
 * 1e-9 absolute accuracy the bounds promise has three orders of magnitude to spare.
 */
const QUAD_TOL = 1e-12;
const MAX_PANELS = 4000;
/** Breakpoints of the first panels, in standard deviations of T around its mean. */
const SPREAD = [-40, -12, -6, -3, -1, 0, 1, 3, 6, 12, 40];
/**
 * P(T·(2B − 1) ≤ q) for continuous T = Beta(aT, bT) and B = Beta(aB, bB), q ∈ (−1, 1):
 * F_T(max(q, 0)) + ∫_{|q|}^1 f_T(t) I_{x(t)}(aB, bB) dt with x(t) = (t + q)/(2t). Beyond 40 standard
 * deviations of T its density is below e^-40 of its peak for every integer shape, so the integral
 * is taken over that window.
 */
function productCdfBeta(aT, bT, aB, bB, q, tol = QUAD_TOL) {
    const lower = Math.abs(q);
    const head = q > 0 ? Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(q, 1 - q, aT, bT, true)) : 0;
    const mean = aT / (aT + bT);
    const sd = Math.sqrt((mean * (1 - mean)) / (aT + bT + 1));
    const loose = tol >= LOOSE_TOL_FLOOR;
    const spread = loose ? SPREAD_LOOSE : SPREAD;
    const lo = Math.max(lower, mean + spread[0] * sd, 0);
    const hi = Math.min(1, mean + spread[spread.length - 1] * sd);
    if (!(hi > lo))
        return { value: Math.min(1, head), error: loose ? tailMass(aT, bT, lower, 1) : 0 };
    const integrand = (t) => {
        const y = 1 - t;
        if (t <= 0 || y <= 0)
            return 0;
        const x = (t + q) / (2 * t);
        const xc = (t - q) / (2 * t);
        if (x <= 0)
            return 0;
        const logF = xc <= 0 ? 0 : (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(x, xc, aB, bB, true);
        return Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaDensity */ .Hz)(t, y, aT, bT) + logF);
    };
    const cuts = [lo];
    for (const k of spread) {
        const t = mean + k * sd;
        if (t > cuts[cuts.length - 1] && t < hi)
            cuts.push(t);
    }
    cuts.push(hi);
    const r = integrate(integrand, cuts, tol);
    // The loose window leaves out T's mass beyond 10 sd; the integrand is below f_T there, so that
    // mass bounds what is left out (it is ~1e-23 when T is near normal, large only for tiny n_d).
    const cut = loose ? (lo > lower ? tailMass(aT, bT, lower, lo) : 0) + (hi < 1 ? tailMass(aT, bT, hi, 1) : 0) : 0;
    return { value: Math.min(1, head + r.value), error: r.error + cut };
}
/** P(x0 < T ≤ x1) for T = Beta(a, b), 0 ≤ x0 < x1 ≤ 1. */
function tailMass(a, b, x0, x1) {
    const below = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(x, 1 - x, a, b, true)));
    return Math.max(0, below(x1) - below(x0));
}
/** Tolerances at or above this get the coarser first panels (SPREAD_LOOSE, over ±10 sd of T). */
const LOOSE_TOL_FLOOR = 1e-9;
const SPREAD_LOOSE = [-10, -2.5, 2.5, 10];
/** Adaptive Gauss–Kronrod over consecutive panels [cuts[i], cuts[i+1]], bisecting panels whose K15 − G7 gap exceeds their share of tol. */
function integrate(f, cuts, tol) {
    const width = cuts[cuts.length - 1] - cuts[0];
    const stack = [];
    for (let i = cuts.length - 2; i >= 0; i--)
        stack.push(cuts[i], cuts[i + 1]);
    let total = 0;
    let error = 0;
    let panels = 0;
    while (stack.length > 0) {
        const b = stack.pop();
        const a = stack.pop();
        const half = (b - a) / 2;
        const mid = a + half;
        const fc = f(mid);
        let k = fc * WGK_CENTRE;
        let g = fc * WG_CENTRE;
        for (let j = 0; j < 7; j++) {
            const dx = half * XGK[j];
            const s = f(mid - dx) + f(mid + dx);
            k += WGK[j] * s;
            if (j % 2 === 1)
                g += WG[(j - 1) / 2] * s;
        }
        k *= half;
        g *= half;
        panels++;
        const gap = Math.abs(k - g);
        const share = (tol * (b - a)) / width;
        if (gap <= share || panels > MAX_PANELS || half < 1e-15 * Math.max(1, Math.abs(mid))) {
            total += k;
            error += gap;
        }
        else {
            stack.push(mid, b, a, mid);
        }
    }
    return { value: total, error };
}
/** P(T·(2B − 1) ≤ q) for any pair of confidence distributions (point masses included). */
function productCdf(t, bDist, q) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(q, "q", "productCdf");
    if (q >= 1)
        return 1;
    if (q < -1)
        return 0;
    if (t.kind === "point") {
        if (t.at === 0)
            return q >= 0 ? 1 : 0;
        return distCdf(bDist, (1 + q) / 2, (1 - q) / 2); // T = 1: P(2B − 1 ≤ q)
    }
    if (bDist.kind === "point") {
        if (bDist.at === 1)
            return q >= 0 ? distCdf(t, q, 1 - q) : 0; // X = 1: P(T ≤ q)
        return q >= 0 ? 1 : 1 - distCdf(t, -q, 1 + q); // X = −1: P(−T ≤ q) = P(T ≥ −q)
    }
    if (q === -1)
        return 0;
    return productCdfBeta(t.a, t.b, bDist.a, bDist.b, q).value;
}
/**
 * The α-quantile inf{q : P(T(2B − 1) ≤ q) ≥ α}. `sign` says on which side of 0 it lies (known
 * from P(· ≤ 0) by the caller), so the root is bracketed on that side only.
 */
function productQuantileBeta(t, bDist, alpha, positive) {
    const F = (q) => productCdfBeta(t.a, t.b, bDist.a, bDist.b, q).value - alpha;
    // A start near the answer: T's mean times the quantile of 2B − 1 (v1's mapping).
    const guess = (t.a / (t.a + t.b)) * (2 * (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(alpha, bDist.a, bDist.b) - 1);
    let lo;
    let hi;
    let flo;
    let fhi;
    if (positive) {
        const g = Math.min(Math.max(guess, 1e-300), 1 - 1e-16);
        const fg = F(g);
        if (fg >= 0) {
            lo = 0;
            flo = F(0);
            hi = g;
            fhi = fg;
        }
        else {
            lo = g;
            flo = fg;
            hi = 1;
            fhi = 1 - alpha;
        }
    }
    else {
        const g = Math.max(Math.min(guess, -1e-300), -1 + 1e-16);
        const fg = F(g);
        if (fg >= 0) {
            lo = -1;
            flo = -alpha;
            hi = g;
            fhi = fg;
        }
        else {
            lo = g;
            flo = fg;
            hi = 0;
            fhi = F(0);
        }
    }
    const root = brent(F, lo, hi, flo, fhi);
    // The exact quantile is strictly positive when P(· ≤ 0) < α and ≤ 0 otherwise; the root
    // finder's last digit must not contradict that (it is what makes lcb > 0 ⟺ p < α exact).
    if (positive)
        return root > 0 ? root : Number.MIN_VALUE;
    // biome-ignore lint/complexity/useMathMinMax: not Math.min(root, 0), which returns NaN for a NaN root where this returns 0
    return root <= 0 ? root : 0;
}
/** Brent's method (zeroin) on a bracket with f(lo) < 0 ≤ f(hi), to 1e-14 absolute in q. */
function brent(f, lo, hi, flo, fhi) {
    let a = lo;
    let b = hi;
    let fa = flo;
    let fb = fhi;
    if (fb === 0)
        return b;
    let c = a;
    let fc = fa;
    let d = b - a;
    let e = d;
    for (let iter = 0; iter < 200; iter++) {
        if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
            c = a;
            fc = fa;
            d = b - a;
            e = d;
        }
        if (Math.abs(fc) < Math.abs(fb)) {
            a = b;
            b = c;
            c = a;
            fa = fb;
            fb = fc;
            fc = fa;
        }
        const tol = 2e-16 * Math.abs(b) + 5e-15;
        const m = (c - b) / 2;
        if (Math.abs(m) <= tol || fb === 0)
            return b;
        if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
            let p;
            let qq;
            const s = fb / fa;
            if (a === c) {
                p = 2 * m * s;
                qq = 1 - s;
            }
            else {
                const q0 = fa / fc;
                const r = fb / fc;
                p = s * (2 * m * q0 * (q0 - r) - (b - a) * (r - 1));
                qq = (q0 - 1) * (r - 1) * (s - 1);
            }
            if (p > 0)
                qq = -qq;
            else
                p = -p;
            if (2 * p < Math.min(3 * m * qq - Math.abs(tol * qq), Math.abs(e * qq))) {
                e = d;
                d = p / qq;
            }
            else {
                d = m;
                e = m;
            }
        }
        else {
            d = m;
            e = m;
        }
        a = b;
        fa = fb;
        b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
        fb = f(b);
    }
    return b;
}
/** ln P(B_L ≤ ½) = ln I_½(b, c + 1) = ln P(Binomial(b + c, ½) ≥ b): the one-sided McNemar p (the same call binomLogSf makes). */
function oneSidedP(b, c) {
    if (b === 0)
        return 1;
    return Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(0.5, 0.5, b, c + 1, true));
}
/** lcb without argument checks (the checked entry points validate once). */
function lcb(b, c, n, alpha) {
    const nd = b + c;
    const bL = piLower(b, c);
    const positive = oneSidedP(b, c) < alpha;
    // The minimising T: T_L when the bound is positive, T_U when it is not (module comment).
    const t = positive ? psiLower(nd, n) : psiUpper(nd, n);
    if (t.kind === "point") {
        // T_L = 0 only when n_d = 0 (then b = 0 and p = 1, so T_U is used); T_U = 1 when n_d = n.
        if (t.at === 0)
            return 0;
        return bL.kind === "point" ? (bL.at === 0 ? -1 : 1) : 2 * (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(alpha, bL.a, bL.b) - 1;
    }
    if (bL.kind === "point") {
        // b = 0: X = −1, so T·X = −T and its α-quantile is −(the (1 − α)-quantile of T).
        // (B_L is never the point mass at 1: c + 1 > 0.)
        return -distQuantile(t, 1 - alpha);
    }
    return productQuantileBeta(t, bL, alpha, positive);
}
/**
 * One-sided (1 − α) lower confidence bound on the drop δ = ψ(2π − 1) (melded, Fay & Lumbard 2021).
 * Positive exactly when the one-sided exact McNemar p is below α.
 */
function meldedLcb(b, c, n, alpha) {
    checkTable(b, c, n, alpha, "meldedLcb");
    return lcb(b, c, n, alpha);
}
/** One-sided (1 − α) upper confidence bound on the drop: ucb(b, c) = −lcb(c, b) (module comment). */
function meldedUcb(b, c, n, alpha) {
    checkTable(b, c, n, alpha, "meldedUcb");
    return -lcb(c, b, n, alpha);
}
/** [lcb, ucb] at α each: a two-sided (1 − 2α) interval for the drop (90% at α = 0.05). */
function meldedInterval(b, c, n, alpha) {
    checkTable(b, c, n, alpha, "meldedInterval");
    if (alpha >= 0.5)
        throw new RangeError(`meldedInterval: alpha must be < 0.5 for a two-sided (1 − 2α) interval, got ${alpha}`);
    return { lcb: lcb(b, c, n, alpha), ucb: -lcb(c, b, n, alpha) };
}
/**
 * CDFs this close (relatively) to α are not trusted to decide lcb > q: the quadrature's error is
 * ~1e-12 absolute, so beyond 1e-7·α the sign of F − α is certain; closer calls go to meldedLcb.
 */
const EXCEEDS_MARGIN = 1e-7;
/**
 * lcb(b, c, n, α) > q without finding the root: for q ≥ 0 it is F_{T_L·X_L}(q) < α, for q < 0
 * F_{T_U·X_L}(q) < α (module comment), one quadrature instead of a dozen. At q = 0 it is p < α.
 * Within EXCEEDS_MARGIN of α the answer is meldedLcb's own.
 */
function meldedLcbExceeds(b, c, n, alpha, q) {
    checkTable(b, c, n, alpha, "meldedLcbExceeds");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(q, "q", "meldedLcbExceeds");
    if (q === 0)
        return oneSidedP(b, c) < alpha;
    const nd = b + c;
    if (q > 0 && b > 0) {
        // T_L = Beta(n_d, n − n_d + 1) and B_L = Beta(b, c + 1) are both continuous here.
        const s = compareLowerCdf(b, c, n, q, alpha, EXCEEDS_MARGIN);
        return s === 0 ? lcb(b, c, n, alpha) > q : s < 0;
    }
    const t = q > 0 ? psiLower(nd, n) : psiUpper(nd, n);
    const F = productCdf(t, piLower(b, c), q);
    if (Math.abs(F - alpha) > EXCEEDS_MARGIN * alpha)
        return F < alpha;
    return lcb(b, c, n, alpha) > q;
}
/**
 * Sign of P(T·X_L ≤ q) − α for T = Beta(m, tN − m + 1) (T_L of a table with tN items; tN may
 * differ from the table's n, which is how the power gate certifies whole ranges of n at once),
 * X_L = 2B_L − 1, B_L = Beta(b, c + 1), q > 0, b ≥ 1: −1 when below α, +1 when at or above, 0 when
 * within `margin`·α (plus the quadrature's error) of it. A cheap quadrature first (tolerance 1e-4·α):
 * almost every question the power sums ask is decided there; a tight one only when that is too close.
 */
function compareLowerCdf(b, c, tN, q, alpha, margin) {
    const m = b + c;
    if (q >= 1)
        return 1;
    const loose = fixedRule.evaluate(m, tN, q, b);
    if (loose !== null) {
        const tol = 1e-4 * alpha;
        const slack = Math.max(loose.error, tol) + margin * alpha;
        if (loose.value + slack < alpha)
            return -1;
        if (loose.value - slack >= alpha)
            return 1;
    }
    for (const tol of loose === null ? [1e-4 * alpha, QUAD_TOL] : [QUAD_TOL]) {
        const r = productCdfBeta(m, tN - m + 1, b, c + 1, q, tol);
        // Both the reported gap and the tolerance bound the error (the gap is the conservative one).
        const slack = Math.max(r.error, tol) + margin * alpha;
        if (r.value + slack < alpha)
            return -1;
        if (r.value - slack >= alpha)
            return 1;
    }
    return 0;
}
/**
 * The loose first pass of compareLowerCdf as a fixed rule: GK15 on the panels of SPREAD_LOOSE
 * (no subdivision), for one (m, tN, q) at a time. The power sums ask about several b at the same
 * (m, tN, q) in a row (a threshold search), and only B_L's CDF depends on b, so the nodes, T's
 * density there and T's mass outside the window are computed once, and the CDF at each node,
 * I_x(b, m − b + 1) = P(Binomial(m, x) ≥ b), moves to a neighbouring b by the binomial pmf:
 * P(≥ b − 1) = P(≥ b) + pmf(b − 1), P(≥ b + 1) = P(≥ b) − pmf(b), pmf(b ± 1) by its ratio.
 * Returns null when the rule does not apply (the adaptive quadrature is then used).
 */
/**
 * Nodes whose weight × density is below this are not evaluated (far out in T's tails); their
 * weight is added to the error instead (the CDF they multiply is ≤ 1). 45 of them add ≤ 1e-8,
 * far below the pass's tolerance of 1e-4·α.
 */
const NEGLIGIBLE_WEIGHT = 1e-10;
class FixedRule {
    m = -1;
    tN = -1;
    q = NaN;
    usable = false;
    head = 0;
    outside = 0;
    nodes = 0;
    x = new Float64Array(15 * 8);
    xc = new Float64Array(15 * 8);
    wk = new Float64Array(15 * 8); // Kronrod weight × half-width × f_T(t)
    wg = new Float64Array(15 * 8); // Gauss weight × half-width × f_T(t) (0 off the Gauss nodes)
    panelOf = new Int32Array(15 * 8);
    panels = 0;
    curB = new Int32Array(15 * 8);
    tail = new Float64Array(15 * 8);
    pmf = new Float64Array(15 * 8);
    k = new Float64Array(8);
    g = new Float64Array(8);
    evaluate(m, tN, q, b) {
        if (m !== this.m || tN !== this.tN || q !== this.q)
            this.setUp(m, tN, q);
        if (!this.usable)
            return null;
        this.k.fill(0, 0, this.panels);
        this.g.fill(0, 0, this.panels);
        for (let i = 0; i < this.nodes; i++) {
            if (this.wk[i] < NEGLIGIBLE_WEIGHT)
                continue; // counted in `outside` (the CDF there is ≤ 1)
            const u = this.tailAt(i, b, m);
            const j = this.panelOf[i];
            this.k[j] += this.wk[i] * u;
            this.g[j] += this.wg[i] * u;
        }
        let value = this.head;
        let error = this.outside;
        for (let j = 0; j < this.panels; j++) {
            value += this.k[j];
            error += Math.abs(this.k[j] - this.g[j]);
        }
        return { value: Math.min(1, value), error };
    }
    /** P(Binomial(m, x_i) ≥ b), walked from the node's last b when that is a step or two away. */
    tailAt(i, b, m) {
        const x = this.x[i];
        const xc = this.xc[i];
        let cb = this.curB[i];
        if (cb < 0 || Math.abs(b - cb) > 3) {
            this.curB[i] = b;
            this.tail[i] = xc <= 0 ? 1 : Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(x, xc, b, m - b + 1, true));
            this.pmf[i] = Math.exp((0,_saddlepoint_js__WEBPACK_IMPORTED_MODULE_2__/* .logDbinomRaw */ .s)(b, m, x, xc));
            return this.tail[i];
        }
        let u = this.tail[i];
        let p = this.pmf[i]; // pmf(cb)
        const odds = x / xc;
        while (cb > b) {
            p *= cb / ((m - cb + 1) * odds); // pmf(cb − 1)
            u += p;
            cb--;
        }
        while (cb < b) {
            const next = u - p; // P(≥ cb + 1)
            if (!(next > 1e-6 * u)) {
                // the subtraction would cancel: recompute
                this.curB[i] = -1;
                return this.tailAt(i, b, m);
            }
            u = next;
            p *= ((m - cb) * odds) / (cb + 1); // pmf(cb + 1)
            cb++;
        }
        this.curB[i] = cb;
        this.tail[i] = u;
        this.pmf[i] = p;
        return u;
    }
    setUp(m, tN, q) {
        this.m = m;
        this.tN = tN;
        this.q = q;
        const aT = m;
        const bT = tN - m + 1;
        const mean = aT / (aT + bT);
        const sd = Math.sqrt((mean * (1 - mean)) / (aT + bT + 1));
        const lower = Math.abs(q);
        const lo = Math.max(lower, mean + SPREAD_LOOSE[0] * sd, 0);
        const hi = Math.min(1, mean + SPREAD_LOOSE[SPREAD_LOOSE.length - 1] * sd);
        this.head = q > 0 ? Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(q, 1 - q, aT, bT, true)) : 0;
        this.usable = hi > lo && q > 0;
        if (!this.usable)
            return;
        this.outside = (lo > lower ? tailMass(aT, bT, lower, lo) : 0) + (hi < 1 ? tailMass(aT, bT, hi, 1) : 0);
        const cuts = [lo];
        for (const k of SPREAD_LOOSE) {
            const t = mean + k * sd;
            if (t > cuts[cuts.length - 1] && t < hi)
                cuts.push(t);
        }
        cuts.push(hi);
        this.panels = cuts.length - 1;
        let i = 0;
        for (let j = 0; j < this.panels; j++) {
            const a = cuts[j];
            const half = (cuts[j + 1] - a) / 2;
            const mid = a + half;
            const put = (t, wk, wg) => {
                const y = 1 - t;
                const f = t > 0 && y > 0 ? Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaDensity */ .Hz)(t, y, aT, bT)) : 0;
                this.x[i] = (t + q) / (2 * t);
                this.xc[i] = (t - q) / (2 * t);
                this.wk[i] = wk * half * f;
                this.wg[i] = wg * half * f;
                this.panelOf[i] = j;
                this.curB[i] = -1;
                i++;
            };
            put(mid, WGK_CENTRE, WG_CENTRE);
            for (let r = 0; r < 7; r++) {
                const dx = half * XGK[r];
                const wg = r % 2 === 1 ? WG[(r - 1) / 2] : 0;
                put(mid - dx, WGK[r], wg);
                put(mid + dx, WGK[r], wg);
            }
        }
        this.nodes = i;
        for (let r = 0; r < i; r++)
            if (this.wk[r] < NEGLIGIBLE_WEIGHT)
                this.outside += this.wk[r] + this.wg[r];
        // nodes where x ≤ 0 cannot occur (t ≥ |q|); x ≥ 1 only at t = q, where the CDF is 1
    }
}
// One rule for the whole process: JavaScript runs one computation at a time, and the cache is
// keyed by everything it depends on, so it changes no result, only how often T's density is taken.
const fixedRule = new FixedRule();
/** ucb(b, c, n, α) < q, by the symmetry ucb(b, c) = −lcb(c, b). */
function meldedUcbBelow(b, c, n, alpha, q) {
    checkTable(b, c, n, alpha, "meldedUcbBelow");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(q, "q", "meldedUcbBelow");
    return meldedLcbExceeds(c, b, n, alpha, -q);
}


/***/ }),

/***/ 2157:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ benjaminiHochberg),
/* harmony export */   f: () => (/* binding */ holm)
/* harmony export */ });
/**
 * Multiplicity adjustments across the M models, identical to R's p.adjust (ties keep input
 * order, results returned in input order, capped at 1). Holm decides verdicts; BH is triage only.
 */
function checkPs(ps, fn) {
    if (!Array.isArray(ps))
        throw new RangeError(`${fn}: ps must be an array`);
    ps.forEach((p, i) => {
        if (typeof p !== "number" || !(p >= 0 && p <= 1))
            throw new RangeError(`${fn}: ps[${i}] must be in [0, 1], got ${String(p)}`);
    });
}
/** Indices sorted by p (ascending or descending), stable like R's order(). */
function order(ps, descending) {
    const idx = ps.map((_, i) => i);
    idx.sort((i, j) => {
        const d = descending ? ps[j] - ps[i] : ps[i] - ps[j];
        return d !== 0 ? d : i - j;
    });
    return idx;
}
/** Holm step-down adjusted p-values: cummax((m − i + 1)·p₍ᵢ₎), capped at 1. */
function holm(ps) {
    checkPs(ps, "holm");
    const m = ps.length;
    const o = order(ps, false);
    const out = new Array(m);
    let running = 0;
    o.forEach((idx, i) => {
        running = Math.max(running, (m - i) * ps[idx]);
        out[idx] = Math.min(1, running);
    });
    return out;
}
/** Benjamini–Hochberg adjusted p-values: cummin over descending p of (m/i)·p₍ᵢ₎, capped at 1. */
function benjaminiHochberg(ps) {
    checkPs(ps, "benjaminiHochberg");
    const m = ps.length;
    const o = order(ps, true);
    const out = new Array(m);
    let running = Infinity;
    o.forEach((idx, j) => {
        const rank = m - j; // rank of this p in ascending order
        running = Math.min(running, (m / rank) * ps[idx]);
        out[idx] = Math.min(1, running);
    });
    return out;
}


/***/ }),

/***/ 9629:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ normPdf),
/* harmony export */   M: () => (/* binding */ normCdf),
/* harmony export */   mZ: () => (/* binding */ normQuantile),
/* harmony export */   uX: () => (/* binding */ logNormCdf)
/* harmony export */ });
/* unused harmony export normSf */
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2816);
/**
 * Standard normal distribution: Φ, 1 − Φ and Φ⁻¹ to full double precision.
 *
 * Φ follows Cody (1993, ACM TOMS 715), the algorithm behind R's pnorm, because it returns both
 * tails with full relative accuracy — McNemar p-values, power and E[max] all live in the tails.
 * Φ⁻¹ is Wichura's AS 241 (PPND16, ~1e-16) plus one Newton step against the accurate Φ.
 */

const SQRT_32 = 5.656854248124; // cut-over between Cody's middle and tail approximations
const ONE_OVER_SQRT_2PI = 0.398942280401432677939946059934;
const LN_SQRT_2PI = 0.918938533204672741780329736406;
const A = [
    2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249, 0.065682337918207449113,
];
const B = [47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956];
const C = [
    0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226, 2494.5375852903726711,
    6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218, 1.0765576773720192317e-8,
];
const D = [
    22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755, 18615.571640885098091,
    34900.952721145977266, 38912.003286093271411, 19685.429676859990727,
];
const P = [
    0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466, 2.9112874951168792e-5,
    0.02307344176494017303,
];
const Q = [
    1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244, 7.29751555083966205e-5,
];
/**
 * Both tails at once: returns Φ(x) when `lower`, else 1 − Φ(x). Each is computed directly (never as
 * 1 − the other) wherever it is the small one, which is what keeps full relative precision.
 */
function cody(x, lower) {
    const y = Math.abs(x);
    if (y <= 0.67448975) {
        let xsq = 0;
        if (y > 1.1102230246251565e-16)
            xsq = x * x;
        let xnum = A[4] * xsq;
        let xden = xsq;
        for (let i = 0; i < 3; i++) {
            xnum = (xnum + A[i]) * xsq;
            xden = (xden + B[i]) * xsq;
        }
        const temp = (x * (xnum + A[3])) / (xden + B[3]);
        return lower ? 0.5 + temp : 0.5 - temp;
    }
    let tail;
    if (y <= SQRT_32) {
        let xnum = C[8] * y;
        let xden = y;
        for (let i = 0; i < 7; i++) {
            xnum = (xnum + C[i]) * y;
            xden = (xden + D[i]) * y;
        }
        tail = (xnum + C[7]) / (xden + D[7]);
    }
    else {
        const xsq = 1 / (x * x);
        let xnum = P[5] * xsq;
        let xden = xsq;
        for (let i = 0; i < 4; i++) {
            xnum = (xnum + P[i]) * xsq;
            xden = (xden + Q[i]) * xsq;
        }
        tail = (xsq * (xnum + P[4])) / (xden + Q[4]);
        tail = (ONE_OVER_SQRT_2PI - tail) / y;
    }
    // exp(−y²/2) split as exp(−t²/2)·exp(−(y−t)(y+t)/2) with t = y truncated to 1/16, so the
    // exponent carries no rounding error from y² (this is what keeps 1e-16 far in the tail).
    const t = Math.trunc(y * 16) / 16;
    const del = (y - t) * (y + t);
    const small = Math.exp(-t * t * 0.5) * Math.exp(-del * 0.5) * tail;
    // `small` is the tail beyond |x|: Φ(x) for x < 0, 1 − Φ(x) for x > 0.
    return x < 0 === lower ? small : 1 - small;
}
/** Φ(x) = P(Z ≤ x). */
function normCdf(x) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .requireNumber */ .Bw)(x, "x", "normCdf");
    if (x === Infinity)
        return 1;
    if (x === -Infinity)
        return 0;
    return cody(x, true);
}
/** 1 − Φ(x) = P(Z > x), accurate in the upper tail. */
function normSf(x) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .requireNumber */ .Bw)(x, "x", "normSf");
    if (x === Infinity)
        return 0;
    if (x === -Infinity)
        return 1;
    return cody(x, false);
}
/** ln Φ(x) without cancellation on either side (used by the E[max] integrand). */
function logNormCdf(x) {
    return x < 0 ? Math.log(normCdf(x)) : Math.log1p(-normSf(x));
}
/** φ(x), the standard normal density. */
function normPdf(x) {
    return Math.exp(-0.5 * x * x - LN_SQRT_2PI);
}
/** Φ⁻¹(p) for p in (0, 1), p down to the smallest normal doubles. */
function normQuantile(p) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .requireProbabilityOpen */ .JR)(p, "p", "normQuantile");
    const q = p - 0.5;
    let x;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        x =
            (q *
                (((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r +
                    45921.953931549871457) *
                    r +
                    13731.693765509461125) *
                    r +
                    1971.5909503065514427) *
                    r +
                    133.14166789178437745) *
                    r +
                    3.387132872796366608)) /
                (((((((r * 5226.495278852545925 + 28729.085735721942674) * r + 39307.89580009271061) * r +
                    21213.794301586595867) *
                    r +
                    5394.1960214247511077) *
                    r +
                    687.1870074920579083) *
                    r +
                    42.313330701600911252) *
                    r +
                    1);
        return x;
    }
    // Tails: work with the smaller of p and 1 − p, which is exact for p ≥ 0.5 (Sterbenz).
    const tailP = q < 0 ? p : 1 - p;
    let r = Math.sqrt(-Math.log(tailP));
    if (r <= 5) {
        r -= 1.6;
        x =
            (((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r + 0.24178072517745061177) * r +
                1.27045825245236838258) *
                r +
                3.64784832476320460504) *
                r +
                5.7694972214606914055) *
                r +
                4.6303378461565452959) *
                r +
                1.42343711074968357734) /
                (((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r +
                    0.14810397642748007459) *
                    r +
                    0.68976733498510000455) *
                    r +
                    1.6763848301838038494) *
                    r +
                    2.05319162663775882187) *
                    r +
                    1);
    }
    else {
        r -= 5;
        x =
            (((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r +
                0.026532189526576123093) *
                r +
                0.29656057182850489123) *
                r +
                1.7848265399172913358) *
                r +
                5.4637849111641143699) *
                r +
                6.6579046435011037772) /
                (((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r +
                    7.868691311456132591e-4) *
                    r +
                    0.0148753612908506148525) *
                    r +
                    0.13692988092273580531) *
                    r +
                    0.59983220655588793769) *
                    r +
                    1);
    }
    if (q < 0)
        x = -x;
    // One Newton step in the tail that holds the information: the error in Φ is relative there.
    if (x < 0) {
        const f = normCdf(x);
        x -= (f - p) / normPdf(x);
    }
    else {
        const f = normSf(x);
        x += (f - tailP) / normPdf(x);
    }
    return x;
}


/***/ }),

/***/ 2625:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yx: () => (/* binding */ PowerEngine),
  ST: () => (/* binding */ connorMde),
  NT: () => (/* binding */ connorPower),
  P4: () => (/* binding */ connorRequiredN),
  b5: () => (/* binding */ exactPower),
  fX: () => (/* binding */ minDetectableEffect)
});

// UNUSED EXPORTS: sampleSize, smallestReaching

// EXTERNAL MODULE: ./build/lib/stats/binomial.js
var binomial = __webpack_require__(9355);
// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/beta.js
var beta = __webpack_require__(8012);
// EXTERNAL MODULE: ./build/lib/stats/saddlepoint.js
var saddlepoint = __webpack_require__(6119);
;// CONCATENATED MODULE: ./build/lib/stats/melded-range.js
/**
 * The deflated bound clause of the verdict rule v2 decided for a whole range of n at once
 * (docs/power-speed.md, "One decision for a range of n"), so the power searches decide each
 * (m, b) once instead of once per n.
 *
 * With T_n = Beta(m, n − m + 1) (T_L of a table with m discordant of n), R_n = n·T_n,
 * X = 2B_L − 1 (B_L = Beta(b, m − b + 1)) and κ = E(K)·√m, the clause's CDF is
 *   F_n = P(T_n·X ≤ κ/n) = P(X ≤ κ/R_n) = E φ(R_n),   φ(r) = P(X ≤ κ/r) = P(Bin(m, (1 + κ/r)/2) ≥ b).
 * φ does not depend on n: only R_n's law does, through G_n(r) = P(R_n ≤ r) = P(Bin(n, r/n) ≥ m).
 * Anderson & Samuels (1967, "Some inequalities among binomial and Poisson probabilities", Proc.
 * Fifth Berkeley Symp.) show that the binomial CDF B(k; n, λ/n) is increasing in n when k ≤ λ − 1
 * and decreasing when λ ≤ k. With k = m − 1 and λ = r: G_n(r) is non-increasing in n for r ≥ m
 * and non-decreasing for r ≤ m − 1 (both ends checked numerically in test/stats/melded.test.ts);
 * on the strip (m − 1, m) nothing is assumed. So for every n in [n1, n2], pointwise,
 *   G_n(r) ≤ G_{n1}(r) (r ≥ m),  ≤ G_{n2}(r) (r ≤ m − 1),  ≤ G_n(m) ≤ max(G_{n1}, G_{n2})(m) between,
 * and the reverse with n1 and n2 exchanged (min, at m − 1) from below. Writing F_n = φ(∞) + ∫ G_n dμ
 * with μ = −dφ ≥ 0 (φ is non-increasing), F_n lies between the same integrals of these envelopes.
 * Integrated by parts piece by piece they are sums of ∫ φ·g over r ≤ m − 1 and r ≥ m (g the
 * density of R_{n1} or R_{n2}), the envelopes' values at m − 1 and m, and φ there:
 *   upper = A_lo(g2) + A_hi(g1) + G1(m)·φ(m) − G2(m−1)·φ(m−1) + max(G1, G2)(m)·(φ(m−1) − φ(m)),
 *   lower = A_lo(g1) + A_hi(g2) + G2(m)·φ(m) − G1(m−1)·φ(m−1) + min(G1, G2)(m−1)·(φ(m−1) − φ(m)),
 * with A_lo(g) = ∫_{r ≤ m−1} φ g dr, A_hi(g) = ∫_{r ≥ m} φ g dr; with n1 = n2 both are F_n up to
 * a term on the strip of the right sign. The gap between them is the real movement of F_n over
 * the range plus that strip: ~1e-5 relative at m ~ 40,000 over n ± 25%, where consecutive b move
 * F by ~2%.
 *
 * The integrals are Gauss–Kronrod 15 on fixed panels in r (as the loose pass of compareLowerCdf),
 * each deciding only when clear of α by its K15 − G7 gaps, the mass left outside the panels
 * (Chernoff bounds), a floor on the tolerance and a margin; a finer rule when the coarse one is too
 * close; otherwise no answer (the caller decides at each n).
 */



/** Below this many discordant pairs the strip (m − 1, m) is a large share of R's spread: not tried. */
const RANGE_MIN_M = 32;
/** Nodes whose weight × density is below this are not evaluated; their weight goes to the error. */
const NEGLIGIBLE = 1e-13;
const GL3_NODE = Math.sqrt(3 / 5);
const GL3_EDGE = 5 / 9;
const GL3_CENTRE = 8 / 9;
/** ln KL(a ∥ p) Chernoff exponent: n·KL(a ∥ p) for a, p in (0, 1). */
function kl(a, p) {
    const left = a === 0 ? 0 : a * Math.log(a / p);
    const right = a === 1 ? 0 : (1 - a) * Math.log((1 - a) / (1 - p));
    return left + right;
}
/** Upper bound on P(R_n < r) = P(Bin(n, r/n) ≥ m) (Chernoff), for r below R_n's mean. */
function lowerTailBound(m, n, r) {
    if (r <= 0)
        return 0;
    const p = r / n;
    if (p >= m / n)
        return 1;
    return Math.min(1, Math.exp(-n * kl(m / n, p)));
}
/** Upper bound on P(R_n > r) = P(Bin(n, r/n) ≤ m − 1) (Chernoff), for r above R_n's mean. */
function upperTailBound(m, n, r) {
    if (r >= n)
        return 0;
    const p = r / n;
    const a = (m - 1) / n;
    if (p <= a)
        return 1;
    return Math.min(1, Math.exp(-n * kl(a, p)));
}
/** sd multiples of the panels' inner cuts on each side of the strip (m − 1, m), per refinement level. */
const CUTS = [
    [1.5, 4],
    [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6.5, 8],
];
/** Floor on each level's tolerance, relative to α (the coarse rule's |K − G| is an estimate). */
const TOL_FLOOR = [1e-4, 1e-8];
class RangeRule {
    m = -1;
    n1 = -1;
    n2 = -1;
    kappa = NaN;
    level = -1;
    /** Indices of φ(m − 1) and φ(m) (nodes without weight between the two pieces). */
    atA = 0;
    atB = 0;
    // Per-panel sums of one evaluation.
    k1 = new Float64Array(0);
    g1 = new Float64Array(0);
    k2 = new Float64Array(0);
    g2 = new Float64Array(0);
    count = 0;
    x = new Float64Array(0);
    xc = new Float64Array(0);
    /** Kronrod and Gauss weights × density of R_{n1} (w?1) and R_{n2} (w?2) at each node. */
    wk1 = new Float64Array(0);
    wg1 = new Float64Array(0);
    wk2 = new Float64Array(0);
    wg2 = new Float64Array(0);
    panelOf = new Int32Array(0);
    panels = 0;
    /** Panels below m − 1 are [0, lowPanels); the rest lie above m. */
    lowPanels = 0;
    skip = new Uint8Array(0);
    filledB = -1;
    tail = new Float64Array(0);
    pmf = new Float64Array(0);
    // Per-panel masses of g1 and g2 (K and G), and the bounds on what lies outside the panels.
    massK1 = new Float64Array(0);
    massG1 = new Float64Array(0);
    massK2 = new Float64Array(0);
    massG2 = new Float64Array(0);
    outLo1 = 0;
    outLo2 = 0;
    outHi1 = 0;
    outHi2 = 0;
    /** Weight left out with skipped nodes (bounds their share of any ∫ φ·g, φ ≤ 1). */
    skipped1 = 0;
    skipped2 = 0;
    usable = false;
    setUp(m, n1, n2, kappa, level) {
        if (m === this.m && n1 === this.n1 && n2 === this.n2 && kappa === this.kappa && level === this.level)
            return;
        this.m = m;
        this.n1 = n1;
        this.n2 = n2;
        this.kappa = kappa;
        this.level = level;
        const sd = (n) => n * Math.sqrt((m * (n - m + 1)) / ((n + 1) * (n + 1) * (n + 2)));
        const s = Math.max(sd(n1), sd(n2), 1);
        const mean1 = (m * n1) / (n1 + 1);
        const mean2 = (m * n2) / (n2 + 1);
        const lo = Math.max(0, Math.min(mean1, mean2) - 10 * s);
        const hi = Math.min(n2, Math.max(mean1, mean2) + 10 * s);
        const a = m - 1;
        const b = m;
        this.usable = m >= RANGE_MIN_M && lo < a && hi > b && n1 >= m && n2 >= n1;
        if (!this.usable)
            return;
        const inner = CUTS[level];
        const low = [a];
        for (const k of inner)
            if (a - k * s > lo)
                low.unshift(a - k * s);
        low.unshift(lo);
        const high = [b];
        for (const k of inner)
            if (b + k * s < hi)
                high.push(b + k * s);
        high.push(hi);
        this.lowPanels = low.length - 1;
        this.panels = this.lowPanels + high.length - 1;
        const size = 15 * this.panels + 2;
        if (this.x.length < size) {
            for (const f of ["x", "xc", "wk1", "wg1", "wk2", "wg2", "tail", "pmf"])
                this[f] = new Float64Array(size);
            this.panelOf = new Int32Array(size);
            this.skip = new Uint8Array(size);
        }
        if (this.massK1.length < this.panels) {
            for (const f of ["massK1", "massG1", "massK2", "massG2", "k1", "g1", "k2", "g2"])
                this[f] = new Float64Array(this.panels);
        }
        this.massK1.fill(0);
        this.massG1.fill(0);
        this.massK2.fill(0);
        this.massG2.fill(0);
        this.skipped1 = 0;
        this.skipped2 = 0;
        // R_n's density from one exact value at r0 = m by the ratio of the Beta kernels
        // (m − 1)·ln(r/r0) + (n − m)·ln((n − r)/(n − r0)), in log1p form.
        const ref = (n) => (m < n ? (0,beta/* logBetaDensity */.Hz)(m / n, (n - m) / n, m, n - m + 1) - Math.log(n) : NaN);
        const ref1 = ref(n1);
        const ref2 = ref(n2);
        const density = (r, n, l0) => {
            if (!(r > 0 && r < n))
                return 0;
            if (Number.isNaN(l0))
                return Math.exp((0,beta/* logBetaDensity */.Hz)(r / n, (n - r) / n, m, n - m + 1)) / n;
            return Math.exp(l0 + (m - 1) * Math.log1p((r - m) / m) + (n - m) * Math.log1p((m - r) / (n - m)));
        };
        let i = 0;
        const put = (r, wk, wg, panel) => {
            const u = kappa / r;
            this.x[i] = (1 + u) / 2;
            this.xc[i] = (1 - u) / 2;
            const d1 = density(r, n1, ref1);
            const d2 = density(r, n2, ref2);
            this.wk1[i] = wk * d1;
            this.wg1[i] = wg * d1;
            this.wk2[i] = wk * d2;
            this.wg2[i] = wg * d2;
            this.panelOf[i] = panel;
            if (panel >= 0) {
                this.massK1[panel] += wk * d1;
                this.massG1[panel] += wg * d1;
                this.massK2[panel] += wk * d2;
                this.massG2[panel] += wg * d2;
            }
            const negligible = panel >= 0 && Math.max(wk * d1, wk * d2) < NEGLIGIBLE;
            this.skip[i] = negligible ? 1 : 0;
            if (negligible) {
                this.skipped1 += wk * d1 + wg * d1;
                this.skipped2 += wk * d2 + wg * d2;
            }
            i++;
        };
        // Nodes in ascending r (so descending x, the order chain() walks backwards): each panel's
        // Kronrod abscissae from the left, the centre, then to the right; φ(m − 1) and φ(m)
        // between the two pieces.
        const panelNodes = (left, right, panel) => {
            const half = (right - left) / 2;
            const mid = left + half;
            for (let k = 0; k < 7; k++)
                put(mid - half * melded/* XGK */.Db[k], melded/* WGK */.IX[k] * half, k % 2 === 1 ? melded.WG[(k - 1) / 2] * half : 0, panel);
            put(mid, melded/* WGK_CENTRE */.GJ * half, melded/* WG_CENTRE */.fq * half, panel);
            for (let k = 6; k >= 0; k--)
                put(mid + half * melded/* XGK */.Db[k], melded/* WGK */.IX[k] * half, k % 2 === 1 ? melded.WG[(k - 1) / 2] * half : 0, panel);
        };
        let panel = 0;
        for (let j = 0; j + 1 < low.length; j++)
            panelNodes(low[j], low[j + 1], panel++);
        this.atA = i;
        put(a, 0, 0, -1);
        this.atB = i;
        put(b, 0, 0, -1);
        for (let j = 0; j + 1 < high.length; j++)
            panelNodes(high[j], high[j + 1], panel++);
        this.count = i;
        this.filledB = -1;
        this.outLo1 = lowerTailBound(m, n1, lo);
        this.outLo2 = lowerTailBound(m, n2, lo);
        this.outHi1 = upperTailBound(m, n1, hi);
        this.outHi2 = upperTailBound(m, n2, hi);
    }
    /**
     * φ at every node for threshold b. From a neighbouring b each node walks by the binomial pmf
     * (P(≥ b − 1) = P(≥ b) + pmf(b − 1), P(≥ b + 1) = P(≥ b) − pmf(b)); otherwise, or when a step
     * down would cancel, the nodes are filled afresh: one incomplete beta at the smallest x, then up
     * the sorted nodes by adding ∫ of B_L's density over each gap (3-point Gauss–Legendre: the
     * gaps are a small share of B_L's spread, so its error is far below the rule's tolerances).
     */
    fill(b) {
        if (b === this.filledB)
            return;
        if (this.filledB > 0 && Math.abs(b - this.filledB) <= 3 && this.walk(b)) {
            this.filledB = b;
            return;
        }
        this.chain(b);
        this.filledB = b;
    }
    walk(b) {
        const m = this.m;
        const from = this.filledB;
        for (let i = 0; i < this.count; i++) {
            if (this.xc[i] <= 0 || this.skip[i])
                continue;
            const odds = this.x[i] / this.xc[i];
            let u = this.tail[i];
            let p = this.pmf[i];
            let cb = from;
            while (cb > b) {
                p *= cb / ((m - cb + 1) * odds);
                u += p;
                cb--;
            }
            while (cb < b) {
                const next = u - p;
                if (!(next > 1e-6 * u))
                    return false;
                u = next;
                p *= ((m - cb) * odds) / (cb + 1);
                cb++;
            }
            this.tail[i] = u;
            this.pmf[i] = p;
        }
        return true;
    }
    chain(b) {
        const m = this.m;
        const shapeA = b;
        const shapeB = m - b + 1;
        let first = -1;
        let x0 = 0;
        let xc0 = 0;
        let logDensity0 = 0;
        let logPmf0 = 0;
        let prevX = 0;
        let u = 0;
        for (let i = this.count - 1; i >= 0; i--) {
            const x = this.x[i];
            const xc = this.xc[i];
            if (xc <= 0) {
                this.tail[i] = 1;
                this.pmf[i] = 0;
                continue;
            }
            if (this.skip[i])
                continue;
            if (first < 0) {
                first = i;
                x0 = x;
                xc0 = xc;
                u = Math.exp((0,beta/* logBetaIncXY */.UI)(x, xc, shapeA, shapeB, true));
                logDensity0 = (0,beta/* logBetaDensity */.Hz)(x, xc, shapeA, shapeB);
                logPmf0 = (0,saddlepoint/* logDbinomRaw */.s)(b, m, x, xc);
            }
            else {
                const half = (x - prevX) / 2;
                const mid = prevX + half;
                const dx = half * GL3_NODE;
                const f = (y) => Math.exp(logDensity0 + (shapeA - 1) * Math.log1p((y - x0) / x0) + (shapeB - 1) * Math.log1p((x0 - y) / xc0));
                u += half * (GL3_EDGE * (f(mid - dx) + f(mid + dx)) + GL3_CENTRE * f(mid));
            }
            prevX = x;
            this.tail[i] = Math.min(1, u);
            this.pmf[i] = Math.exp(logPmf0 + b * Math.log1p((x - x0) / x0) + (m - b) * Math.log1p((x0 - x) / xc0));
        }
    }
    /** Bounds on F_n over the range for threshold b: sup ≤ upper + errUpper, inf ≥ lower − errLower. */
    evaluate(b) {
        const P = this.panels;
        const { k1, g1, k2, g2 } = this;
        k1.fill(0);
        g1.fill(0);
        k2.fill(0);
        g2.fill(0);
        this.fill(b);
        for (let i = 0; i < this.count; i++) {
            const j = this.panelOf[i];
            if (j < 0 || this.skip[i])
                continue;
            const f = this.tail[i];
            k1[j] += this.wk1[i] * f;
            g1[j] += this.wg1[i] * f;
            k2[j] += this.wk2[i] * f;
            g2[j] += this.wg2[i] * f;
        }
        const phiA = this.tail[this.atA]; // φ(m − 1)
        const phiB = this.tail[this.atB]; // φ(m)
        const sum = (k, g, from, to) => {
            let v = 0;
            let e = 0;
            for (let j = from; j < to; j++) {
                v += k[j];
                e += Math.abs(k[j] - g[j]);
            }
            return { v, e };
        };
        const L = this.lowPanels;
        const aLo1 = sum(k1, g1, 0, L);
        const aLo2 = sum(k2, g2, 0, L);
        const aHi1 = sum(k1, g1, L, P);
        const aHi2 = sum(k2, g2, L, P);
        const mLo1 = sum(this.massK1, this.massG1, 0, L);
        const mLo2 = sum(this.massK2, this.massG2, 0, L);
        const mHi1 = sum(this.massK1, this.massG1, L, P);
        const mHi2 = sum(this.massK2, this.massG2, L, P);
        const strip = phiA - phiB; // ≥ 0: φ is non-increasing in r
        // Upper: G1(m) ≤ 1 − M_hi(g1), G2(m−1) ≥ M_lo(g2), the parts outside the panels added.
        const g1Top = 1 - mHi1.v;
        const g2Top = 1 - mHi2.v;
        const upper = aLo2.v + aHi1.v + g1Top * phiB - mLo2.v * phiA + Math.max(g1Top, g2Top) * strip + this.outLo2 + this.outHi1;
        const errUpper = aLo2.e + aHi1.e + mHi1.e + mLo2.e + Math.max(mHi1.e, mHi2.e) + this.skipped1 + this.skipped2;
        // Lower: G2(m) ≥ 1 − M_hi(g2) − out, G1(m−1) ≤ M_lo(g1) + out, min(G1, G2)(m−1) ≥ min of the masses.
        const lower = aLo1.v +
            aHi2.v +
            (1 - mHi2.v - this.outHi2) * phiB -
            (mLo1.v + this.outLo1) * phiA +
            Math.min(mLo1.v, mLo2.v) * strip;
        const errLower = aLo1.e + aHi2.e + mHi2.e + mLo1.e + Math.max(mLo1.e, mLo2.e) + this.skipped1 + this.skipped2;
        return { upper, lower, errUpper, errLower };
    }
}
const rule = new RangeRule();
/**
 * −1 when P(T_n·X_L ≤ κ/n) < α for every n in [n1, n2] (the deflated bound clause fires at every
 * n of the range), +1 when it is ≥ α at every n (it fires at none), 0 when neither is certain.
 * κ = E(K)·√m with m = b + c; `margin` is the relative distance from α a decision must keep
 * beyond the error bounds (module comment).
 */
function compareLowerCdfOverRange(b, c, n1, n2, kappa, alpha, margin) {
    const m = b + c;
    if (b < 1)
        return 0;
    for (let level = 0; level < CUTS.length; level++) {
        rule.setUp(m, n1, n2, kappa, level);
        if (!rule.usable)
            return 0;
        const r = rule.evaluate(b);
        const floor = TOL_FLOOR[level] * alpha;
        if (r.upper + Math.max(r.errUpper, floor) + margin * alpha < alpha)
            return -1;
        if (r.lower - Math.max(r.errLower, floor) - margin * alpha >= alpha)
            return 1;
        // Clearly inside the gap between the bounds: a finer rule cannot help.
        if (r.lower + r.errLower < alpha && r.upper - r.errUpper >= alpha)
            return 0;
    }
    return 0;
}

;// CONCATENATED MODULE: ./build/lib/stats/tail-table.js
/**
 * Upper binomial tails U(m, b) = P(Binomial(m, x) ≥ b) at one fixed x, for the many (m, b) the
 * power sums ask about, where consecutive requests differ by a step or two in m or b.
 *
 * Each discordant count m keeps one entry (b, U, pmf(m, b)). A request near an entry is answered
 * by walking to it with the exact recurrences
 *   U(m, b+1) = U(m, b) − pmf(m, b)          U(m+1, b) = U(m, b) + x·pmf(m, b−1)
 *   U(m, b−1) = U(m, b) + pmf(m, b−1)        U(m−1, b) = U(m, b) − pmf(m, b)·b/m
 * (one multiply and one divide per step, against O(√m) continued-fraction terms for a fresh
 * tail). Every step adds its rounding to a running bound on the absolute error; when the walk's
 * own error would exceed WALK_REL_TOL of the value (a subtraction deep in a tail cancels), or a
 * value comes near underflow, the entry is recomputed from the log-space incomplete beta
 * (binomLogSf's own formula), so tails below 1e-300 keep their relative precision exactly as
 * before. `lastError` is a bound on |returned − exact-function value| for decisions with margins.
 */


const NONE = -1;
const U = 2 ** -53;
/** Largest relative error the walk may add before the entry is recomputed from scratch. */
const WALK_REL_TOL = 2e-13;
/**
 * Error attributed to a fresh value of the exact functions (an envelope over their measured
 * worst case against R on the reference grid, ~3e-12 for the incomplete beta).
 */
const ANCHOR_REL_ERR = 4e-12;
/** Below this a value may be subnormal after a few steps: no walking, recompute in log space. */
const TINY = 1e-280;
/** A walk longer than this costs more than a fresh continued fraction. */
const MAX_WALK = 64;
class UpperTailTable {
    /** Bound on |returned − exact| for the value most recently returned by `upper`. */
    lastError = 0;
    x = NaN;
    y = NaN;
    odds = NaN;
    certain = false;
    base = 0;
    eb = new Int32Array(0);
    eu = new Float64Array(0);
    /** Absolute error the walk has added to eu since the entry's last fresh computation. */
    ee = new Float64Array(0);
    ep = new Float64Array(0);
    /** Relative error bound of ep; Infinity when pmf is unusable (entry must not be walked from). */
    epe = new Float64Array(0);
    /**
     * `range`: the counts m the table will be asked about, when known (bound-screen.ts's stripes):
     * its memory is then taken once. Thousands of small tables each growing twice cost more in
     * allocations than in the tails they hold.
     */
    constructor(x, range) {
        this.reset(x, range);
    }
    /**
     * Forgets every entry and moves to another x and, when given, to another range of m, keeping
     * the memory (a search tries many x; bound-screen.ts moves one table from stripe to stripe).
     */
    reset(x, range) {
        if (range) {
            const size = range.to - range.from + 1;
            if (this.eb.length < size)
                this.allocate(range.from, size, false);
            this.base = range.from;
        }
        if (!(x > 0 && x <= 1))
            throw new RangeError(`UpperTailTable: x must be in (0, 1], got ${x}`);
        this.x = x;
        this.y = 1 - x;
        this.odds = x / this.y;
        this.certain = x === 1;
        this.eb.fill(NONE);
    }
    get probability() {
        return this.x;
    }
    /**
     * Makes entry m addressable. The arrays cover [base, base + length): a single power sum touches
     * only D's window (~2,800 counts around 20,000 at n = 1e5), so memory starts there, not at 0.
     */
    cover(m) {
        const len = this.eb.length;
        if (m >= this.base && m < this.base + len)
            return;
        const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - len));
        const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + len);
        this.allocate(lo, Math.max(hi - lo + 1, 64));
    }
    /** Makes every m in [0, top] addressable at once (see RuleThresholds.reserve). */
    reserve(top) {
        const len = this.eb.length;
        if (len > 0 && this.base === 0 && top < len)
            return;
        this.allocate(0, Math.max(top + 2, len === 0 ? 0 : this.base + len));
    }
    /**
     * The five arrays over [lo, lo + size) on one allocation (one backing store instead of five),
     * keeping the entries already held when `keep`.
     */
    allocate(lo, size, keep = true) {
        const shift = this.eb.length === 0 ? 0 : this.base - lo;
        const buf = new ArrayBuffer(size * 36);
        const view = (old, k) => {
            const a = new Float64Array(buf, 8 * k * size, size);
            if (keep)
                a.set(old, shift);
            return a;
        };
        this.eu = view(this.eu, 0);
        this.ee = view(this.ee, 1);
        this.ep = view(this.ep, 2);
        this.epe = view(this.epe, 3);
        const eb = new Int32Array(buf, 32 * size, size).fill(NONE);
        if (keep)
            eb.set(this.eb, shift);
        this.eb = eb;
        this.base = lo;
    }
    /** P(Binomial(m, x) ≥ b), relative error within WALK_REL_TOL of the exact log-space value. */
    upper(m, b) {
        if (b <= 0)
            return this.exact(1);
        if (b > m)
            return this.exact(0);
        if (this.certain)
            return this.exact(1);
        this.cover(m);
        const cur = this.eb[m - this.base];
        if (cur === b)
            return this.result(m - this.base);
        if (cur !== NONE) {
            if (Math.abs(b - cur) <= MAX_WALK && this.walkB(m, b))
                return this.result(m - this.base);
        }
        else if (this.fromNeighbour(m, b) && this.walkB(m, b)) {
            return this.result(m - this.base);
        }
        this.anchor(m, b);
        return this.result(m - this.base);
    }
    /** The cached b of entry m (NONE when empty) and its value: lets hot loops skip the call. */
    cachedB(m) {
        const i = m - this.base;
        return i >= 0 && i < this.eb.length ? this.eb[i] : NONE;
    }
    cachedValue(m) {
        return this.eu[m - this.base];
    }
    exact(v) {
        this.lastError = 0;
        return v;
    }
    result(i) {
        const v = this.eu[i];
        this.lastError = this.ee[i] + ANCHOR_REL_ERR * v;
        return v;
    }
    anchor(m, b) {
        const lnU = (0,beta/* logBetaIncXY */.UI)(this.x, this.y, b, m - b + 1, true);
        const lnP = (0,saddlepoint/* logDbinomRaw */.s)(b, m, this.x, this.y);
        const i = m - this.base;
        this.eb[i] = b;
        this.eu[i] = Math.exp(lnU);
        this.ee[i] = 0;
        const p = Math.exp(lnP);
        this.ep[i] = p;
        // ln p carries ~ulp(|ln p|) absolute error, i.e. that much relative error in p.
        this.epe[i] = p > TINY && Math.exp(lnU) > TINY ? 1e-14 + 8 * U * Math.abs(lnP) : Infinity;
    }
    /** Fills the empty entry m at b from entry m − 1 or m + 1 (one step in m); false if neither is usable. */
    fromNeighbour(m, b) {
        const x = this.x;
        const i = m - this.base;
        if (m >= 1 && this.walkable(m - 1)) {
            // (m − 1, b0) → (m, b0): U += x·pmf(m − 1, b0 − 1), pmf(m, b0) = pmf(m − 1, b0)·m/(m − b0)·y.
            const k = m - 1;
            const b0 = this.eb[k - this.base];
            if (Math.abs(b - b0) <= MAX_WALK && b0 <= k) {
                const p = this.ep[k - this.base];
                const pe = this.epe[k - this.base];
                const q = (p * (b0 / (k - b0 + 1))) / this.odds;
                const add = x * q;
                const u1 = this.eu[k - this.base] + add;
                const p1 = p * (m / (m - b0)) * this.y;
                if (p1 > TINY && u1 > TINY) {
                    this.eb[i] = b0;
                    this.eu[i] = u1;
                    this.ee[i] = this.ee[k - this.base] + (pe + 7 * U) * add + U * u1;
                    this.ep[i] = p1;
                    this.epe[i] = pe + 5 * U;
                    return this.ee[i] <= WALK_REL_TOL * u1;
                }
            }
        }
        if (this.walkable(m + 1)) {
            // (m + 1, b0) → (m, b0), b0 ≤ m: U −= pmf(m + 1, b0)·b0/(m + 1), pmf(m, b0) = pmf(m + 1, b0)·(m + 1 − b0)/((m + 1)·y).
            const k = m + 1;
            const b0 = this.eb[k - this.base];
            if (Math.abs(b - b0) <= MAX_WALK && b0 <= m) {
                const p = this.ep[k - this.base];
                const pe = this.epe[k - this.base];
                const sub = p * (b0 / k);
                const u1 = this.eu[k - this.base] - sub;
                const p1 = (p * ((k - b0) / k)) / this.y;
                if (p1 > TINY && u1 > TINY) {
                    this.eb[i] = b0;
                    this.eu[i] = u1;
                    this.ee[i] = this.ee[k - this.base] + (pe + 3 * U) * sub + U * u1;
                    this.ep[i] = p1;
                    this.epe[i] = pe + 5 * U;
                    return this.ee[i] <= WALK_REL_TOL * u1;
                }
            }
        }
        return false;
    }
    walkable(k) {
        const j = k - this.base;
        return j >= 0 && j < this.eb.length && this.eb[j] !== NONE && this.epe[j] !== Infinity;
    }
    /** Moves entry m from its b to `target` one step at a time; false when the error bound or underflow says recompute. */
    walkB(m, target) {
        const i = m - this.base;
        let b = this.eb[i];
        let u = this.eu[i];
        let e = this.ee[i];
        let p = this.ep[i];
        let pe = this.epe[i];
        if (pe === Infinity)
            return false;
        const odds = this.odds;
        while (b < target) {
            // U(b + 1) = U(b) − pmf(b); pmf(b + 1) = pmf(b)·(m − b)/(b + 1)·x/y.
            const u1 = u - p;
            e += pe * p + U * Math.abs(u1);
            u = u1;
            p = p * ((m - b) / (b + 1)) * odds;
            pe += 5 * U;
            b++;
            if (!(u > TINY && p > TINY && e <= WALK_REL_TOL * u))
                return false;
        }
        while (b > target) {
            // pmf(b − 1) = pmf(b)·b/((m − b + 1)·x/y); U(b − 1) = U(b) + pmf(b − 1).
            p = (p * (b / (m - b + 1))) / odds;
            pe += 5 * U;
            u += p;
            e += pe * p + U * u;
            b--;
            if (!(p > TINY && e <= WALK_REL_TOL * u))
                return false;
        }
        this.eb[i] = b;
        this.eu[i] = u;
        this.ee[i] = e;
        this.ep[i] = p;
        this.epe[i] = pe;
        return true;
    }
}

;// CONCATENATED MODULE: ./build/lib/stats/bound-screen.js
/**
 * Bounds on the deflated bound clause that hold at every n at once, at O(1) per (m, b), for the
 * power searches' envelopes over blocks of n far from the target (docs/power-speed.md).
 *
 * In the notation of melded-range.ts, F_n = P(X ≤ κ/R_n) with R_n = n·Beta(m, n − m + 1) and
 * κ = E(K)·√m; by Anderson & Samuels, P(R_n ≤ r) ≤ P(Γ_m ≤ r) for r ≤ m − 2 and ≥ it for
 * r ≥ m + 1, at every n ≥ m (Γ_m ~ Gamma(m, 1), the limit n → ∞). Hence for r0 ≤ m − 2 ≤ m + 1 ≤ r1:
 *   F_n ≤ P(R_n ≤ r0) + P(X ≤ κ/r0) ≤ P(Γ_m ≤ r0) + P(Bin(m, x0) ≥ b),   x0 = (1 + κ/r0)/2,
 *   F_n ≥ P(R_n ≤ r1)·P(X ≤ κ/r1) ≥ (1 − P(Γ_m > r1))·P(Bin(m, x1) ≥ b),  x1 = (1 + κ/r1)/2,
 * the Gamma tails bounded by Chernoff: P(Γ_m ≤ r) ≤ e^(−m·h(r/m)) (r < m), P(Γ_m > r) ≤ e^(−m·h(r/m))
 * (r > m), h(t) = t − 1 − ln t. The first below α means the clause fires at every n ("fires
 * everywhere"); the second at or above α that it fires at none.
 *
 * To make the binomial tails cheap, x0 and x1 are fixed over a run of consecutive m (a "stripe")
 * and r0, r1 follow from them (r = κ/u with u = 2x − 1 fixed): the tails are then walked along m
 * and b (tail-table.ts). A stripe's u0 is chosen so that r0 ≤ m − z·√m at its smallest m (so at
 * all its m), u1 so that r1 ≥ m + z·√m at its largest m, with z = 4.3 (Chernoff ≤ ~1e-4).
 * The bounds lose a few steps of b against the exact rule; the searches use them only to rule
 * blocks of n in or out, never for a power they print.
 */

const Z = 4.3;
/**
 * One side of the screen (x0 or x1) over the stripe last asked about. Each m's screen is asked for
 * once (rule-thresholds.ts keeps the answers per m) and the searches sweep m in order, so a table
 * moves on to the next stripe instead of one being kept per stripe: thousands of small tables cost
 * more in allocations than the tails they held.
 */
class Side {
    table = null;
    from = -1;
    to = -1;
    u = NaN;
}
function chernoff(m, r) {
    const t = r / m;
    return Math.exp(-m * (t - 1 - Math.log(t)));
}
class BoundScreen {
    emax;
    alpha;
    low = new Side(); // x0
    high = new Side(); // x1
    constructor(emax, alpha) {
        this.emax = emax;
        this.alpha = alpha;
    }
    /**
     * The side's table on the stripe of m: widths 2^k ≈ √m/2 (the loss from fixing x over a stripe
     * stays ~0.25 sd of X). null below m = 64 or where u is not in (0, 1).
     */
    stripe(m, side, isLow) {
        if (m < 64)
            return null;
        if (m >= side.from && m <= side.to)
            return side.table === null ? null : side;
        const width = 2 ** Math.max(0, Math.floor(Math.log2(Math.sqrt(m) / 2)));
        const start = Math.floor(m / width) * width;
        const end = start + width - 1;
        side.from = start;
        side.to = end;
        // κ/r0 with r0 = √m·(√start − Z) ≤ m − Z√m for every m ≥ start (κ = E√m); u1 likewise at the end.
        const u0 = this.emax / (Math.sqrt(start) - Z);
        if (!(u0 > 0 && u0 < 1)) {
            side.table = null;
            return null;
        }
        const u = isLow ? u0 : this.emax / (Math.sqrt(end) + Z);
        side.u = u;
        const range = { from: start, to: end };
        if (side.table === null)
            side.table = new UpperTailTable((1 + u) / 2, range);
        else
            side.table.reset((1 + u) / 2, range);
        return side;
    }
    /** The clause fires at every n ≥ m for threshold b (certain); false when that is not shown. */
    firesEverywhere(m, b) {
        const s = this.stripe(m, this.low, true);
        if (s === null || b > m)
            return false;
        const r0 = (this.emax * Math.sqrt(m)) / s.u;
        if (!(r0 <= m - 2))
            return false;
        const table = s.table;
        const tail = table.upper(m, b);
        return chernoff(m, r0) + tail + table.lastError < this.alpha;
    }
    /** The clause fires at no n ≥ m for threshold b (certain); false when that is not shown. */
    missesEverywhere(m, b) {
        const s = this.stripe(m, this.high, false);
        if (s === null || b > m)
            return false;
        const r1 = (this.emax * Math.sqrt(m)) / s.u;
        if (!(r1 >= m + 1))
            return false;
        const table = s.table;
        const tail = table.upper(m, b);
        return (1 - chernoff(m, r1)) * (tail - table.lastError) >= this.alpha;
    }
}

;// CONCATENATED MODULE: ./build/lib/stats/rule-thresholds.js
/**
 * The rejection region of the verdict rule v2 for each discordant count m, as the power sums need
 * it: R_m = { b ≥ b*(m, n) }. For b ≤ m/2 the rule cannot fire (the one-sided p is ≥ ½); above,
 * the p-value falls and the melded lower bound rises with b (B_L = Beta(b, m − b + 1) grows
 * stochastically with b), so R_m is an upper set, and b* is found by evaluating the rule itself at
 * b* and b* − 1 (tests compare R_m with a brute-force evaluation of every b).
 *
 * Every decision is the one detectionFires (rule.ts) makes; only the way of reaching it is cheaper:
 * - The test clause reads P(Bin(m, ½) ≥ b) from a table walked along m and b (O(1) per m instead
 *   of a continued fraction) and defers to testClause itself whenever the walked value is within
 *   DECISION_MARGIN of the level.
 * - Without deflation (K = 1) the bound clause is the one-sided p below the bound's level (the
 *   melded duality): the same table decides it, with the same deferral; no quadrature at all.
 * - With deflation a bound-clause decision is first taken for a whole range of n around the n
 *   asked (melded-range.ts: bounds on the clause's CDF at every n of the range, from Anderson &
 *   Samuels' monotonicity), so a search decides each (m, b) once, not once per n; envelopes far
 *   from the target use the n-free screens of bound-screen.ts. Only when neither settles it is the
 *   bound clause boundClause itself (one quadrature, meldedLcbExceeds), and such a decision asked
 *   again at another n certifies a range of n by the bounding CDFs below. With T_n = Beta(m,
 *   n − m + 1) (stochastically decreasing in n), q_n = E·√m/n (decreasing) and P(T·X ≤ q)
 *   decreasing in T and increasing in q (docs/statistics.md), every n in [n1, n2] has
 *   P(T_{n1}·X ≤ q_{n2}) ≤ F_n(q_n) ≤ P(T_{n2}·X ≤ q_{n1}): the right end below α certifies
 *   "fires" on the whole range, the left end at or above α "does not fire". The same two
 *   quantities give b*'s range over a block of n for the searches' envelopes (blockLow, blockHigh).
 */





// Every cache starts as zeros, the "unknown" of each array, so growing one is a fresh allocation
// and a copy, never a fill: a fill writes every page of memory the search may never use, and on a
// loaded 2-core machine those page faults cost more than the arithmetic (~50 ms for 12 MB).
// NONE: no b is 0 (b > m/2 ≥ 0, or m + 1 ≥ 1).
const rule_thresholds_NONE = 0;
// Ends of ranges of n (Int32: half the memory of doubles, which the searches fill for ~10⁵ counts):
// TOP stands for +∞; [EMPTY, EMPTY] holds no n (every n asked is ≥ 1), and lastN = EMPTY is "no n yet".
const TOP = 0x7fffffff;
const EMPTY = 0;
const SLOTS = 4;
const ULP = 2 ** -53;
/**
 * A clause is decided from a walked tail only when the tail is this far (relatively, beyond the
 * walk's own error bound) from the level; closer calls go to the rule's own functions, whose error
 * against R is ~1e-12, so the decision is theirs.
 */
const DECISION_MARGIN = 1e-6;
/**
 * Relative distance from α a certificate's bounding CDF must keep: far above the margin
 * boundClause's own quadratures decide with (1e-7), so at every n a certificate covers,
 * boundClause reaches the same answer.
 */
const CERT_MARGIN = 1e-5;
/** Blocks of n wider than n1/WIDE_BLOCK get the test clause's bounds on b* only (blockLow, blockHigh). */
const WIDE_BLOCK = 4;
/**
 * A bound-clause decision asked at n is first tried for every n in [n/r, n·r] at once, r from
 * this list in turn (melded-range.ts): the searches then ask about the same (m, b) at many n for
 * the price of one; the narrower range decides most of the calls the wider one leaves open (its
 * bounds are closer together).
 */
const RANGES = [1.25, 1.004, 1.0001];
/**
 * Relative distance from α a range decision keeps beyond its error bounds: the margin boundClause
 * itself decides with (EXCEEDS_MARGIN, 1e-7), ~1e4 times the error of its CDFs (~1e-12
 * absolute), so at every n of the range boundClause reaches the same answer.
 */
const RANGE_MARGIN = 1e-7;
class RuleThresholds {
    rule;
    base = 0;
    testMin = new Int32Array(0); // smallest b > m/2 with p < α/(MK); m + 1 when none; NONE unknown
    bStar = new Int32Array(0); // last b* found at this m; NONE unknown
    // b*[m] is known to hold for vLo[m] ≤ n ≤ vHi[m] (K = 1: every n).
    vLo = new Int32Array(0);
    vHi = new Int32Array(0);
    // Bound-clause decisions, SLOTS per m keyed by b: certified ranges of n where it fires
    // [fLo, fHi] and where it does not [xLo, xHi], and the n of the last uncertified decision.
    slotB = new Int32Array(0);
    fLo = new Int32Array(0);
    fHi = new Int32Array(0);
    xLo = new Int32Array(0);
    xHi = new Int32Array(0);
    lastN = new Int32Array(0);
    // Hints for blockLow / blockHigh: the last answers at this m.
    hintLo = new Int32Array(0);
    hintHi = new Int32Array(0);
    // The screen's bounds on b* at this m (they hold at every n); NONE unknown.
    screenLo = new Int32Array(0);
    screenHi = new Int32Array(0);
    /** P(Binomial(m, ½) ≥ b): the one-sided McNemar p. */
    half = new UpperTailTable(0.5);
    /** The test clause is P(Bin(m, ½) ≥ b) below this: α/(MK) one-sided, α/(2MK) two-sided (p = 2·tail). */
    testLevel;
    /** Bounds on the bound clause at every n at once, for envelopes far from the target (bound-screen.ts). */
    screen;
    constructor(rule) {
        this.rule = rule;
        this.testLevel = rule.sided === "one-sided" ? rule.pThreshold : rule.pThreshold / 2;
        this.screen = rule.emax === 0 ? null : new BoundScreen(rule.emax, rule.lcbAlpha);
    }
    /** b*(m, n): the rule fires with m discordant of n exactly when b ≥ b*; m + 1 when never. */
    threshold(m, n) {
        const i = m - this.base;
        if (i >= 0 && i < this.bStar.length) {
            const b = this.bStar[i];
            if (b !== rule_thresholds_NONE && (this.rule.emax === 0 || (n >= this.vLo[i] && n <= this.vHi[i])))
                return b;
        }
        return this.search(m, n);
    }
    /**
     * Makes m and its neighbours addressable. The arrays cover [base, base + length): a single
     * power sum touches only D's window, so memory starts there, not at m = 0 (page faults on fresh
     * memory cost more than the arithmetic here).
     */
    cover(m) {
        const len = this.testMin.length;
        // m = 0 has no left neighbour: without the max it would grow the arrays on every call.
        if (Math.max(0, m - 1) >= this.base && m + 1 < this.base + len)
            return;
        const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - 1 - len));
        const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + 1 + len);
        this.resize(lo, Math.max(hi - lo + 1, 64));
    }
    /**
     * Makes every m in [0, top] addressable at once: a search that knows roughly how far it will go
     * takes the memory once instead of copying it at every doubling. The arrays start as zeros and
     * are not filled, so pages never used are never touched.
     */
    reserve(top) {
        const len = this.testMin.length;
        if (len > 0 && this.base === 0 && top < len)
            return;
        this.resize(0, Math.max(top + 2, len === 0 ? 0 : this.base + len));
        this.half.reserve(top);
    }
    resize(lo, size) {
        const len = this.testMin.length;
        const shift = len === 0 ? 0 : this.base - lo;
        const moved = (old, a, per = 1) => {
            a.set(old, per * shift);
            return a;
        };
        this.testMin = moved(this.testMin, new Int32Array(size));
        this.bStar = moved(this.bStar, new Int32Array(size));
        this.base = lo;
        if (this.rule.emax === 0)
            return; // no deflation: thresholds do not depend on n, no decision cache
        this.vLo = moved(this.vLo, new Int32Array(size));
        this.vHi = moved(this.vHi, new Int32Array(size));
        this.hintLo = moved(this.hintLo, new Int32Array(size));
        this.hintHi = moved(this.hintHi, new Int32Array(size));
        this.screenLo = moved(this.screenLo, new Int32Array(size));
        this.screenHi = moved(this.screenHi, new Int32Array(size));
        this.slotB = moved(this.slotB, new Int32Array(SLOTS * size), SLOTS);
        this.fLo = moved(this.fLo, new Int32Array(SLOTS * size), SLOTS);
        this.fHi = moved(this.fHi, new Int32Array(SLOTS * size), SLOTS);
        this.xLo = moved(this.xLo, new Int32Array(SLOTS * size), SLOTS);
        this.xHi = moved(this.xHi, new Int32Array(SLOTS * size), SLOTS);
        this.lastN = moved(this.lastN, new Int32Array(SLOTS * size), SLOTS);
    }
    /** The test clause for b > m/2: p < α/(MK). */
    passesTest(b, m) {
        if (b > m)
            return false;
        const c = this.compareHalfTail(b, m, this.testLevel);
        return c === 0 ? (0,stats_rule/* testClause */.sb)(b, m - b, this.rule) : c < 0;
    }
    /** Smallest b with b > m/2 passing the test clause; m + 1 when there is none. */
    smallestPassing(m) {
        this.cover(m);
        const i = m - this.base;
        const cached = this.testMin[i];
        if (cached !== rule_thresholds_NONE)
            return cached;
        const floor = Math.floor(m / 2) + 1;
        // Start from a neighbour's threshold: the exact test's threshold moves by at most one per m.
        const left = i > 0 ? this.testMin[i - 1] : rule_thresholds_NONE;
        const right = i + 1 < this.testMin.length ? this.testMin[i + 1] : rule_thresholds_NONE;
        const hint = left !== rule_thresholds_NONE ? left : right !== rule_thresholds_NONE ? right : floor;
        let b = Math.min(Math.max(floor, hint), m + 1);
        if (this.passesTest(b, m)) {
            while (b - 1 >= floor && this.passesTest(b - 1, m))
                b--;
        }
        else {
            b = this.gallopTest(b, m);
        }
        this.testMin[i] = b;
        return b;
    }
    /** First b ≥ from passing the test clause (monotone in b on (m/2, m]); m + 1 when none. */
    gallopTest(from, m) {
        let lo = from; // fails at lo
        let step = 1;
        let hi = from + step;
        while (hi <= m && !this.passesTest(hi, m)) {
            lo = hi;
            step *= 2;
            hi = lo + step;
        }
        if (hi > m) {
            if (!this.passesTest(m, m))
                return m + 1;
            hi = m;
        }
        while (hi - lo > 1) {
            const mid = (lo + hi) >>> 1;
            if (this.passesTest(mid, m))
                hi = mid;
            else
                lo = mid;
        }
        return hi;
    }
    /** Index of the slot for (m, b), claiming one on a miss (evicting the slot farthest from b). */
    slot(b, m) {
        const base = SLOTS * (m - this.base);
        let far = base;
        let farDist = -1;
        for (let i = base; i < base + SLOTS; i++) {
            const sb = this.slotB[i];
            if (sb === b)
                return i;
            const dist = sb === rule_thresholds_NONE ? Infinity : Math.abs(sb - b);
            if (dist > farDist) {
                farDist = dist;
                far = i;
            }
        }
        this.slotB[far] = b;
        this.fLo[far] = EMPTY;
        this.fHi[far] = EMPTY;
        this.xLo[far] = EMPTY;
        this.xHi[far] = EMPTY;
        this.lastN[far] = EMPTY;
        return far;
    }
    /**
     * Relative distance from a level beyond which a tail decides the clause: the walked tail's
     * rounding must be far below what the margin guarantees.
     */
    marginFor(m, level) {
        return Math.max(DECISION_MARGIN, (64 * ULP * m) / level);
    }
    /** −1: P(Bin(m, ½) ≥ b) < level beyond doubt; +1: ≥ level beyond doubt; 0: too close to call. */
    compareHalfTail(b, m, level) {
        const s = this.half.upper(m, b);
        const slack = this.half.lastError + this.marginFor(m, level) * level;
        if (s + slack < level)
            return -1;
        if (s - slack > level)
            return 1;
        return 0;
    }
    /** E(K)·√m: the deflation times n. */
    kappa(m) {
        return this.rule.emax * Math.sqrt(m);
    }
    /** E(K)·√m/n: the deflation, the q the melded bound must exceed. */
    q(m, n) {
        return (this.rule.emax * Math.sqrt(m)) / n;
    }
    /** Does the rule fire at (b, c = m − b, n), given that b passes the test clause? */
    fires(b, m, n) {
        if (this.rule.emax === 0) {
            // No deflation: the bound clause is lcb > 0, i.e. the one-sided p below the bound's level.
            const c = this.compareHalfTail(b, m, this.rule.lcbAlpha);
            if (c !== 0)
                return c < 0;
            return (0,stats_rule/* boundClause */.Qy)(b, m - b, n, this.rule);
        }
        const i = this.slot(b, m);
        if (n >= this.fLo[i] && n <= this.fHi[i])
            return true;
        if (n >= this.xLo[i] && n <= this.xHi[i])
            return false;
        const kappa = this.kappa(m);
        for (const ratio of RANGES) {
            const n1 = Math.max(m, Math.floor(n / ratio));
            const n2 = Math.max(n1, Math.ceil(n * ratio));
            const whole = compareLowerCdfOverRange(b, m - b, n1, n2, kappa, this.rule.lcbAlpha, RANGE_MARGIN);
            if (whole < 0) {
                this.fLo[i] = n1;
                this.fHi[i] = n2;
                return true;
            }
            if (whole > 0) {
                this.xLo[i] = n1;
                this.xHi[i] = n2;
                return false;
            }
        }
        const fires = (0,stats_rule/* boundClause */.Qy)(b, m - b, n, this.rule);
        // A (m, b) asked about at a second n (a search) gets a certified range of n around this one;
        // a single power sum asks each (m, b) once and pays for no certificate.
        const seen = this.lastN[i];
        this.lastN[i] = n;
        if (seen !== EMPTY && seen !== n)
            this.certify(i, b, m, n, fires);
        return fires;
    }
    /**
     * Tries to certify the decision at n over [n − w, n + w] (w = n/256, then n/4096), with the
     * bounding CDFs of the module comment; records the range when one holds.
     */
    certify(i, b, m, n, fires) {
        for (const share of [256, 4096]) {
            const w = Math.ceil(n / share);
            const n1 = Math.max(m, n - w);
            const n2 = n + w;
            if (fires) {
                if ((0,melded/* compareLowerCdf */.EB)(b, m - b, n2, this.q(m, n1), this.rule.lcbAlpha, CERT_MARGIN) < 0) {
                    this.fLo[i] = n1;
                    this.fHi[i] = n2;
                    return;
                }
            }
            else if ((0,melded/* compareLowerCdf */.EB)(b, m - b, n1, this.q(m, n2), this.rule.lcbAlpha, CERT_MARGIN) > 0) {
                this.xLo[i] = n1;
                this.xHi[i] = n2;
                return;
            }
        }
    }
    /**
     * Bounds on b* over a block of n: for every n in [n1, n2] (m ≤ n1 ≤ n2),
     * blockLow ≤ b*(m, n) ≤ blockHigh. blockLow is the smallest b (passing the test clause) that is
     * not certified to miss at every n of the block, blockHigh the smallest certified to fire at every
     * n of it (module comment); both predicates are monotone in b, so each is a threshold, searched
     * from the last answer at this m. Without deflation b* does not depend on n and both are b*.
     * `exact` false: the screen's bounds (bound-screen.ts, O(1) per m, a few steps of b loose)
     * unless b* is already known over the block; true: b* itself wherever it can be certified.
     */
    blockLow(m, n1, n2, exact = true) {
        return this.blockBound(m, n1, n2, false, exact);
    }
    blockHigh(m, n1, n2, exact = true) {
        return this.blockBound(m, n1, n2, true, exact);
    }
    blockBound(m, n1, n2, high, exact) {
        if (this.rule.emax === 0)
            return this.threshold(m, n1);
        const least = this.smallestPassing(m);
        if (least > m)
            return m + 1;
        const i = m - this.base;
        const known = this.bStar[i];
        if (known !== rule_thresholds_NONE && n1 >= this.vLo[i] && n2 <= this.vHi[i])
            return known;
        // Over a wide block (or when only a cheap bound is asked for) the screen bounds b* at every n.
        if (!exact || n2 - n1 > n1 / WIDE_BLOCK)
            return this.screened(m, least, high);
        // b* at n1, whose decisions usually hold on [n1/1.25, 1.25·n1] ⊇ the block (melded-range.ts).
        const atStart = this.threshold(m, n1);
        const j = m - this.base; // threshold() may have moved the arrays
        if (n1 >= this.vLo[j] && n2 <= this.vHi[j])
            return atStart;
        // Otherwise b* at n1 or its neighbour, decided over exactly this block.
        const over = (b) => b > m
            ? -1
            : b < least
                ? 1
                : compareLowerCdfOverRange(b, m - b, n1, n2, this.kappa(m), this.rule.lcbAlpha, CERT_MARGIN);
        if (high) {
            if (over(atStart) < 0)
                return atStart;
            if (over(atStart + 1) < 0)
                return Math.min(atStart + 1, m + 1);
        }
        else {
            if (over(atStart - 1) > 0)
                return atStart;
            if (over(atStart - 2) > 0)
                return atStart - 1;
        }
        const level = this.rule.lcbAlpha;
        if (high) {
            // fires everywhere in the block: the upper bounding CDF P(T_{n2}·X ≤ q_{n1}) is surely < α
            const surely = (b) => (0,melded/* compareLowerCdf */.EB)(b, m - b, n2, this.q(m, n1), level, CERT_MARGIN) < 0;
            const hi = this.thresholdOf(surely, least, m, this.hintHi[j]);
            this.hintHi[j] = hi;
            return hi;
        }
        // possibly fires somewhere in the block: the lower bounding CDF P(T_{n1}·X ≤ q_{n2}) is not surely ≥ α
        const maybe = (b) => (0,melded/* compareLowerCdf */.EB)(b, m - b, n1, this.q(m, n2), level, CERT_MARGIN) <= 0;
        const lo = this.thresholdOf(maybe, least, m, this.hintLo[j]);
        this.hintLo[j] = lo;
        return lo;
    }
    /**
     * high: the smallest b ≥ least the screen certifies to fire at every n (b* ≤ it); low: the
     * smallest b ≥ least it does not certify to miss at every n (b* ≥ it). Both monotone in b.
     */
    screened(m, least, high) {
        const i = m - this.base;
        const cached = high ? this.screenHi[i] : this.screenLo[i];
        if (cached !== rule_thresholds_NONE)
            return cached;
        const screen = this.screen;
        // Start from a neighbour's answer: the bounds move by a step or so per m.
        const near = (a) => (i > 0 && a[i - 1] !== rule_thresholds_NONE ? a[i - 1] : i + 1 < a.length ? a[i + 1] : rule_thresholds_NONE);
        if (high) {
            const hi = this.thresholdOf((b) => screen.firesEverywhere(m, b), least, m, near(this.screenHi));
            this.screenHi[i] = hi;
            return hi;
        }
        const lo = this.thresholdOf((b) => !screen.missesEverywhere(m, b), least, m, near(this.screenLo));
        this.screenLo[i] = lo;
        return lo;
    }
    /** Smallest b in [from, m] with pred(b) for pred monotone in b (false … true); m + 1 when none. Starts at a hint. */
    thresholdOf(pred, from, m, hint) {
        const b = hint === rule_thresholds_NONE ? from : Math.min(Math.max(from, hint), m);
        if (pred(b)) {
            let step = 1;
            let hi = b; // pred(hi)
            let lo = b - step; // candidate below
            while (lo >= from && pred(lo)) {
                hi = lo;
                step *= 2;
                lo = hi - step;
            }
            lo = Math.max(lo, from - 1); // pred(lo) false or lo = from − 1
            while (hi - lo > 1) {
                const mid = (lo + hi) >>> 1;
                if (pred(mid))
                    hi = mid;
                else
                    lo = mid;
            }
            return hi;
        }
        let lo = b; // pred(lo) false
        let step = 1;
        let hi = b + step;
        while (hi <= m && !pred(hi)) {
            lo = hi;
            step *= 2;
            hi = lo + step;
        }
        if (hi > m) {
            if (!pred(m))
                return m + 1;
            hi = m;
        }
        while (hi - lo > 1) {
            const mid = (lo + hi) >>> 1;
            if (pred(mid))
                hi = mid;
            else
                lo = mid;
        }
        return hi;
    }
    search(m, n) {
        const lo = this.smallestPassing(m);
        if (lo > m) {
            // The test clause never passes: no n changes that.
            const i = m - this.base;
            this.bStar[i] = m + 1;
            if (this.rule.emax !== 0) {
                this.vLo[i] = 0;
                this.vHi[i] = TOP;
            }
            return m + 1;
        }
        const i = m - this.base; // smallestPassing covered m and its neighbours
        const known = this.bStar[i];
        const left = i > 0 ? this.bStar[i - 1] : rule_thresholds_NONE;
        const right = i + 1 < this.bStar.length ? this.bStar[i + 1] : rule_thresholds_NONE;
        const hint = known !== rule_thresholds_NONE ? known : left !== rule_thresholds_NONE ? left : right;
        let b = hint === rule_thresholds_NONE ? lo : Math.min(Math.max(lo, hint), m);
        if (this.fires(b, m, n)) {
            while (b > lo && this.fires(b - 1, m, n))
                b--;
        }
        else {
            // Neighbouring m and n move b* by a step or two; gallop only when a walk would be long.
            let steps = 0;
            while (b <= m && !this.fires(b, m, n)) {
                b++;
                if (++steps === 8) {
                    b = this.gallopFires(b, m, n);
                    break;
                }
            }
        }
        const j = m - this.base; // unchanged by the searches above: they only touch m
        this.bStar[j] = b;
        if (this.rule.emax !== 0) {
            // Where b* holds: b* fires and b* − 1 does not, each on its certified range of n (or at this n).
            let from = n;
            let to = n;
            if (b <= m) {
                const f = this.slot(b, m);
                if (n >= this.fLo[f] && n <= this.fHi[f]) {
                    from = this.fLo[f];
                    to = this.fHi[f];
                }
            }
            else {
                from = 0;
                to = TOP;
            }
            if (b > lo) {
                const x = this.slot(b - 1, m);
                if (n >= this.xLo[x] && n <= this.xHi[x]) {
                    from = Math.max(from, this.xLo[x]);
                    to = Math.min(to, this.xHi[x]);
                }
                else {
                    from = Math.max(from, n);
                    to = Math.min(to, n);
                }
            }
            this.vLo[j] = from;
            this.vHi[j] = to;
        }
        return b;
    }
    /** First b ≥ from where the rule fires (monotone in b on (m/2, m]); m + 1 when none. */
    gallopFires(from, m, n) {
        if (from > m)
            return m + 1;
        if (this.fires(from, m, n))
            return from;
        let lo = from;
        let step = 1;
        let hi = from + 1;
        while (hi <= m && !this.fires(hi, m, n)) {
            lo = hi;
            step *= 2;
            hi = lo + step;
        }
        if (hi > m) {
            if (!this.fires(m, m, n))
                return m + 1;
            hi = m;
        }
        while (hi - lo > 1) {
            const mid = (lo + hi) >>> 1;
            if (this.fires(mid, m, n))
                hi = mid;
            else
                lo = mid;
        }
        return hi;
    }
}

;// CONCATENATED MODULE: ./build/lib/stats/power.js
/**
 * Power of the verdict rule v2 actually used (docs/statistics.md, "Power"), not of a normal
 * approximation: one (model, perturber) pair fires when p < α/(M·K) and the melded lower bound
 * minus E(K)·√m/n is > 0 (rule.ts). This is a guaranteed lower bound on the power to name a
 * contaminated model, attained when no other pair falls below α/(M·K).
 *
 * power(n, ψ, δ) = Σ_m P(D = m) · P(Binomial(m, π₁) ≥ b*(m, n)), D ~ Binomial(n, ψ),
 * π₁ = (1 + δ/ψ)/2, where { b ≥ b*(m, n) } is the set of b for which detectionFires(b, m − b, n)
 * (rule-thresholds.ts finds b* with the rule's own decisions). Terms of D with log mass below −60
 * are skipped; a rigorous bound on their total is returned as `skippedMass`.
 *
 * Speed comes from doing each exact thing once: b* per m is shared across n and
 * δ, the tails P(Bin(m, π₁) ≥ b*) are walked along m (tail-table.ts) instead of recomputed, the
 * searches decide "power ≥ target" from the largest terms first (`reaches`), and whole blocks of
 * n are ruled in or out by monotone envelopes before any n in them is evaluated.
 */





const LOG_MASS_FLOOR = -60;
const MASS_FLOOR = Math.exp(LOG_MASS_FLOOR);
/**
 * The envelopes (bounds used only to rule blocks of n in or out) take D's window down to terms of
 * e^-30 instead: ~30% fewer counts, each needing b*'s range over the block. The mass left out is
 * bounded (MassWindow) and enters the bounds as it does at −60, so they stay bounds.
 */
const ENVELOPE_FLOOR = Math.exp(-30);
/** Absolute margin by which a partial power sum must clear the target to decide `reaches`. */
const REACH_SLACK = 1e-10;
function validateDesign(n, psi, delta) {
    if (n !== undefined && (!Number.isInteger(n) || n < 1))
        throw new RangeError(`n must be an integer ≥ 1 (got ${n})`);
    if (!(psi > 0 && psi <= 1))
        throw new RangeError(`discordant rate must be in (0, 1] (got ${psi})`);
    if (delta !== undefined && !(delta > 0 && delta <= psi)) {
        throw new RangeError(`effect must be in (0, discordant rate ${psi}] (got ${delta})`);
    }
}
function validateTarget(target) {
    if (!(target > 0 && target < 1))
        throw new RangeError(`target power must be in (0, 1) (got ${target})`);
}
/**
 * The terms of D ~ Binomial(n, ψ) with log mass ≥ −60, as mass[m − lo] for lo ≤ m < lo + size,
 * found outward from the mode by the pmf recurrence (one multiply and one divide per term), and a
 * rigorous bound on the mass skipped: past the last kept term on each side the ratio of
 * successive terms is below one and falling, so each tail is below a geometric series.
 * The buffers are reused: the searches fill a window for every n they evaluate.
 */
class MassWindow {
    lo = 0;
    size = 0;
    skippedMass = 0;
    mass = new Float64Array(256);
    down = new Float64Array(256);
    fill(n, psi, floor = MASS_FLOOR) {
        if (psi === 1) {
            this.lo = n;
            this.size = 1;
            this.mass[0] = 1;
            this.skippedMass = 0;
            return this;
        }
        const odds = psi / (1 - psi);
        const mode = Math.min(n, Math.floor((n + 1) * psi));
        const atMode = Math.exp((0,binomial/* binomLogPmf */.He)(mode, n, psi));
        let skipped = 0;
        let k = 0;
        let p = atMode;
        let m = mode;
        while (m > 0) {
            p *= m / ((n - m + 1) * odds);
            m--;
            if (p < floor) {
                const next = m / ((n - m + 1) * odds);
                skipped += next < 1 ? p / (1 - next) : p * (m + 1);
                break;
            }
            if (k === this.down.length)
                this.down = grown(this.down);
            this.down[k++] = p;
        }
        while (this.mass.length < k + 2)
            this.mass = grown(this.mass);
        const mass = this.mass;
        for (let i = 0; i < k; i++)
            mass[i] = this.down[k - 1 - i];
        mass[k] = atMode;
        let size = k + 1;
        p = atMode;
        m = mode;
        while (m < n) {
            p *= ((n - m) * odds) / (m + 1);
            m++;
            if (p < floor) {
                const next = ((n - m) * odds) / (m + 1);
                skipped += next < 1 ? p / (1 - next) : p * (n - m + 1);
                break;
            }
            if (size === this.mass.length)
                this.mass = grown(this.mass);
            this.mass[size++] = p;
        }
        this.lo = mode - k;
        this.size = size;
        this.skippedMass = Math.min(1, skipped);
        return this;
    }
}
function grown(a) {
    const b = new Float64Array(2 * a.length);
    b.set(a);
    return b;
}
/** Below this many n, deciding each n exactly is cheaper than bounding the block. */
const EXACT_SCAN = 32;
/**
 * Blocks of n first get envelopes from b*'s cheap bounds (rule-thresholds.ts, the screen); those
 * no wider than n/EXACT_BLOCK that it cannot settle get them again from b* itself (dearer per
 * count of D, but only near the target is it needed).
 */
const EXACT_BLOCK = 64;
/** Evaluates power for one (ψ, rule) at many n and δ, sharing the rule's per-m caches. */
class PowerEngine {
    discordantRate;
    verdictRule;
    regions;
    rule;
    // P(Bin(m, π₁) ≥ b) at the b* last seen at each m, for `tailDelta` only.
    tails = null;
    tailDelta = NaN;
    window = new MassWindow();
    window2 = new MassWindow();
    constructor(discordantRate, verdictRule) {
        this.discordantRate = discordantRate;
        this.verdictRule = verdictRule;
        validateDesign(undefined, discordantRate, undefined);
        this.rule = (0,stats_rule/* compileRule */.mk)(verdictRule);
        this.regions = new RuleThresholds(this.rule);
    }
    /** b*(m, n): the rule fires with m discordant of n exactly when b ≥ b*; m + 1 when never. */
    threshold(m, n) {
        return this.regions.threshold(m, n);
    }
    tailsFor(delta) {
        if (this.tails === null || delta !== this.tailDelta) {
            this.tailDelta = delta;
            const pi1 = (1 + delta / this.discordantRate) / 2;
            if (this.tails === null)
                this.tails = new UpperTailTable(pi1);
            else
                this.tails.reset(pi1);
        }
        return this.tails;
    }
    /** t(m, n) = P(Bin(m, π₁) ≥ b*(m, n)), the chance of detection given m discordant. */
    detect(m, n, tails) {
        const b = this.regions.threshold(m, n);
        return tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b);
    }
    /** P(Bin(m, π₁) ≥ b) from the walked tails (0 when b > m). */
    tailAt(m, b, tails) {
        if (b > m)
            return 0;
        return tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b);
    }
    /**
     * An upper bound on power(n) for every n in [n1, n2]. Let L be the bottom of D_n1's window,
     * u(m) ≥ t(m, n) for every n in [max(n1, m), n2] (the tail at the low end of b*'s range over the
     * block, rule-thresholds.ts blockLow), and g(m) = max over L ≤ m' ≤ m of u(m') for m ≥ L, 0
     * below: g is non-decreasing and ≥ t(m, n) on [L, ∞) for every n in the block. So power(n) ≤
     * E g(D_n) + P(D_n < L) ≤ E g(D_n2) + P(D_n1 < L), because D_n grows stochastically with n;
     * mass outside D_n2's window counts as 1.
     */
    upperBound(n1, n2, delta, exact = false) {
        const tails = this.tailsFor(delta);
        const w1 = this.window.fill(n1, this.discordantRate, ENVELOPE_FLOOR);
        const w2 = this.window2.fill(n2, this.discordantRate, ENVELOPE_FLOOR);
        const top = w2.lo + w2.size - 1;
        let g = 0;
        let sum = 0;
        for (let m = w1.lo; m <= top; m++) {
            g = Math.max(g, this.tailAt(m, this.regions.blockLow(m, Math.max(n1, m), Math.max(n2, m), exact), tails));
            const i = m - w2.lo;
            if (i >= 0)
                sum += w2.mass[i] * g;
        }
        return sum + w2.skippedMass + w1.skippedMass;
    }
    /**
     * A lower bound on power(n) for every n in [n1, n2]: with l(m) ≤ t(m, n) for every n in
     * [max(n1, m), n2] (the tail at the high end of b*'s range over the block), h(m) = min over
     * m ≤ m' ≤ H of l(m'), H the top of D_n2's window, is non-decreasing and ≤ t(m, n), so
     * power(n) ≥ E h(D_n1) − P(D_n2 > H).
     */
    lowerBound(n1, n2, delta, exact = false) {
        const tails = this.tailsFor(delta);
        const w1 = this.window.fill(n1, this.discordantRate, ENVELOPE_FLOOR);
        const w2 = this.window2.fill(n2, this.discordantRate, ENVELOPE_FLOOR);
        const top = w2.lo + w2.size - 1;
        let h = 1;
        let sum = 0;
        for (let m = top; m >= w1.lo; m--) {
            h = Math.min(h, this.tailAt(m, this.regions.blockHigh(m, Math.max(n1, m), Math.max(n2, m), exact), tails));
            const i = m - w1.lo;
            if (i < w1.size)
                sum += w1.mass[i] * h;
        }
        return sum - w2.skippedMass;
    }
    /** Smallest n in [a, b] reaching the target; `reached`: b itself is known to reach it. */
    firstReaching(a, b, delta, target, reached = false) {
        if (a > b)
            return null;
        if (b - a < EXACT_SCAN) {
            for (let n = a; n <= b; n++)
                if (this.reaches(n, delta, target))
                    return n;
            return null;
        }
        // A block whose last n reaches the target cannot be ruled out: no envelope to compute.
        if (!reached) {
            if (this.upperBound(a, b, delta) < target)
                return null;
            if (b - a <= a / EXACT_BLOCK && this.upperBound(a, b, delta, true) < target)
                return null;
        }
        const mid = Math.floor((a + b) / 2);
        return this.firstReaching(a, mid, delta, target) ?? this.firstReaching(mid + 1, b, delta, target, reached);
    }
    lastMissing(a, b, delta, target) {
        if (a > b)
            return null;
        if (b - a < EXACT_SCAN) {
            for (let n = b; n >= a; n--)
                if (!this.reaches(n, delta, target))
                    return n;
            return null;
        }
        if (this.lowerBound(a, b, delta) >= target)
            return null;
        if (b - a <= a / EXACT_BLOCK && this.lowerBound(a, b, delta, true) >= target)
            return null;
        const mid = Math.floor((a + b) / 2);
        return this.lastMissing(mid + 1, b, delta, target) ?? this.lastMissing(a, mid, delta, target);
    }
    power(n, delta) {
        validateDesign(n, this.discordantRate, delta);
        const tails = this.tailsFor(delta);
        const w = this.window.fill(n, this.discordantRate);
        const mass = w.mass;
        const regions = this.regions;
        let power = 0;
        for (let i = 0, m = w.lo; i < w.size; i++, m++) {
            // The inlined detect(): this loop runs for every n the searches evaluate.
            const b = regions.threshold(m, n);
            power += mass[i] * (tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b));
        }
        return { power: Math.min(1, power), skippedMass: w.skippedMass };
    }
    /**
     * power(n, δ).power ≥ target, decided from as few terms of D as it takes: terms are added
     * largest first (outward from the mode), and once the partial sum S, or S plus all the mass
     * not yet seen (t ≤ 1), is clear of the target by more than the rounding of either sum, the
     * answer is that of the full sum. Near the target it is the full sum itself.
     */
    reaches(n, delta, target) {
        const psi = this.discordantRate;
        if (psi === 1)
            return this.power(n, delta).power >= target;
        const tails = this.tailsFor(delta);
        const odds = psi / (1 - psi);
        const mode = Math.min(n, Math.floor((n + 1) * psi));
        let pu = Math.exp((0,binomial/* binomLogPmf */.He)(mode, n, psi));
        let pd = pu;
        let up = mode;
        let down = mode;
        let seen = pu;
        let sum = pu * this.detect(mode, n, tails);
        for (let k = 1;; k++) {
            const nextUp = up < n ? (pu * ((n - up) * odds)) / (up + 1) : 0;
            const nextDown = down > 0 ? (pd * down) / ((n - down + 1) * odds) : 0;
            if (nextUp < MASS_FLOOR && nextDown < MASS_FLOOR)
                break;
            let m;
            let p;
            if (nextUp >= nextDown) {
                m = ++up;
                p = pu = nextUp;
            }
            else {
                m = --down;
                p = pd = nextDown;
            }
            seen += p;
            sum += p * this.detect(m, n, tails);
            if ((k & 15) === 0) {
                // Each mass and tail is within ~1e-12 relatively of its exact value; 1e-10 covers both sums.
                if (sum > target + REACH_SLACK)
                    return true;
                if (sum + (1 - seen) < target - REACH_SLACK)
                    return false;
            }
        }
        return this.power(n, delta).power >= target;
    }
    /** Smallest δ ≤ ψ with power ≥ target, to within `tolerance`; null when even δ = ψ falls short. */
    minDetectableEffect(n, target, tolerance = 1e-6) {
        validateDesign(n, this.discordantRate, undefined);
        validateTarget(target);
        // The rejection region does not depend on δ: find it once, then sum tails for each δ tried.
        const w = this.window.fill(n, this.discordantRate);
        const lo = w.lo;
        const masses = w.mass.slice(0, w.size);
        const bs = new Int32Array(w.size);
        for (let i = 0; i < w.size; i++)
            bs[i] = this.regions.threshold(lo + i, n);
        const powerAt = (delta) => {
            const tails = this.tailsFor(delta);
            let p = 0;
            for (let i = 0; i < bs.length; i++)
                p += masses[i] * tails.upper(lo + i, bs[i]);
            return p;
        };
        const hi = this.discordantRate;
        if (powerAt(hi) < target)
            return null;
        return smallestReaching(powerAt, target, 0, hi, tolerance);
    }
    /**
     * firstN: the smallest n reaching the target; requiredN: the smallest n whose whole stretch
     * [n, 2n] reaches it (power is a saw-tooth in n at small n and large ψ). Every n is decided:
     * blocks of n are ruled in or out wholesale by the monotone envelopes above and the rest is
     * evaluated exactly, one n at a time. null when no n ≤ maxN qualifies.
     */
    sampleSize(delta, target, maxN = 2_000_000) {
        validateDesign(undefined, this.discordantRate, delta);
        validateTarget(target);
        // The counts of D the search will visit, reached for the normal approximation's n: memory
        // taken once up to 4× that n (the search looks at up to 2× the answer), instead of growing by
        // doublings, each a copy of every cache. Only a size: an n past it grows the caches as before.
        const psi = this.discordantRate;
        const guess = Math.min(maxN, 4 * connorRequiredN(psi, delta, target, this.verdictRule));
        const topM = Math.min(guess, Math.ceil(guess * psi + 12 * Math.sqrt(guess * psi * (1 - psi)) + 64));
        this.regions.reserve(topM);
        this.tailsFor(delta).reserve(topM);
        let top = 1;
        while (!this.reaches(top, delta, target)) {
            if (top > maxN)
                return null;
            top *= 2;
        }
        const firstN = this.firstReaching(1, top, delta, target, true);
        let candidate = firstN;
        for (;;) {
            if (candidate > maxN)
                return null;
            const miss = this.lastMissing(candidate, 2 * candidate, delta, target);
            if (miss === null)
                return { requiredN: candidate, firstN };
            candidate = miss + 1;
        }
    }
}
/**
 * Smallest x in (lo, hi] with f(x) ≥ target for f increasing, to within `tolerance`: regula falsi
 * with the Illinois modification (few evaluations: each costs a full power sum), falling back to
 * bisection whenever the bracket does not halve. Returns the bracket's upper end, where f ≥ target.
 */
function smallestReaching(f, target, lo, hi, tolerance) {
    let flo = f(lo) - target;
    let fhi = f(hi) - target;
    if (flo >= 0)
        return lo;
    let side = 0;
    while (hi - lo > tolerance) {
        const width = hi - lo;
        let x = hi - (fhi * (hi - lo)) / (fhi - flo);
        if (!(x > lo + tolerance / 4 && x < hi - tolerance / 4))
            x = (lo + hi) / 2;
        const fx = f(x) - target;
        if (fx >= 0) {
            hi = x;
            fhi = fx;
            if (side === 1)
                flo /= 2;
            side = 1;
        }
        else {
            lo = x;
            flo = fx;
            if (side === -1)
                fhi /= 2;
            side = -1;
        }
        if (hi - lo > width / 2) {
            const mid = (lo + hi) / 2;
            const fm = f(mid) - target;
            if (fm >= 0) {
                hi = mid;
                fhi = fm;
            }
            else {
                lo = mid;
                flo = fm;
            }
        }
    }
    return hi;
}
function exactPower(n, discordantRate, effect, rule) {
    return new PowerEngine(discordantRate, rule).power(n, effect).power;
}
function minDetectableEffect(n, discordantRate, targetPower, rule) {
    return new PowerEngine(discordantRate, rule).minDetectableEffect(n, targetPower);
}
function sampleSize(discordantRate, effect, targetPower, rule) {
    return new PowerEngine(discordantRate, rule).sampleSize(effect, targetPower);
}
// Connor (1987): the normal approximation, for comparison only, at the critical value of the
// rule actually used (docs/statistics.md, "Power"): √n·δ̂/√ψ must clear both the test clause's
// z at α/(M·K) (α/(2MK) two-sided; the controls' tests in the family too) and the deflated
// bound clause's z at the bound's level plus E[max](K); the larger binds. With K = 1 that is
// the test clause's alone.
function zAlpha(rule) {
    const r = (0,stats_rule/* compileRule */.mk)(rule);
    const test = (0,normal/* normQuantile */.mZ)(1 - (r.sided === "one-sided" ? r.pThreshold : r.pThreshold / 2));
    const bound = (0,normal/* normQuantile */.mZ)(1 - r.lcbAlpha) + r.emax;
    return Math.max(test, bound);
}
function connorPower(n, discordantRate, effect, rule) {
    validateDesign(n, discordantRate, effect);
    const spread = Math.sqrt(discordantRate - effect * effect);
    const num = effect * Math.sqrt(n) - zAlpha(rule) * Math.sqrt(discordantRate);
    if (spread === 0)
        return num > 0 ? 1 : num === 0 ? 0.5 : 0;
    return (0,normal/* normCdf */.M)(num / spread);
}
function connorRequiredN(discordantRate, effect, targetPower, rule) {
    validateDesign(undefined, discordantRate, effect);
    validateTarget(targetPower);
    const zb = (0,normal/* normQuantile */.mZ)(targetPower);
    const root = zAlpha(rule) * Math.sqrt(discordantRate) + zb * Math.sqrt(discordantRate - effect * effect);
    return Math.max(1, Math.ceil((root * root) / (effect * effect)));
}
function connorMde(n, discordantRate, targetPower, rule) {
    validateDesign(n, discordantRate, undefined);
    validateTarget(targetPower);
    let hi = discordantRate;
    if (connorPower(n, discordantRate, hi, rule) < targetPower)
        return null;
    let lo = 0;
    while (hi - lo > 1e-12) {
        const mid = (lo + hi) / 2;
        if (connorPower(n, discordantRate, mid, rule) >= targetPower)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}


/***/ }),

/***/ 6776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qy: () => (/* binding */ boundClause),
  mk: () => (/* binding */ compileRule),
  D4: () => (/* binding */ emaxOf),
  sb: () => (/* binding */ testClause)
});

// UNUSED EXPORTS: adjustedLowerBound, deflation, detectionFires, validateRule

// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
;// CONCATENATED MODULE: ./build/lib/stats/emax.js
/**
 * E[max] of K iid standard normals: the deflation applied to the lower bound when the best of K
 * perturbers is reported (docs/statistics.md "Models (M), perturbers (K), and the verdict").
 *
 * Exact value: ∫ x · K φ(x) Φ(x)^(K−1) dx by composite 20-point Gauss–Legendre over [−14, 14].
 * The integrand is smooth (entire) and decays like φ(x) on both sides, so cutting at ±14 costs
 * < K·1e-41 and 112 panels of width 1/4 integrate it to ~1e-15 even for K = 1e6, whose mass sits
 * in a bump of width ~0.2 near 4.9. Φ^(K−1) is formed
 * as exp((K−1)·ln Φ) with ln Φ computed without cancellation on the upper side.
 */

const EULER_GAMMA = 0.57721566490153286060651209008240243;
/** Gauss–Legendre nodes and weights on [−1, 1] (Newton on Pₙ; computed once, to ~1e-16). */
function gaussLegendre(n) {
    const x = new Float64Array(n);
    const w = new Float64Array(n);
    for (let i = 0; i < Math.ceil(n / 2); i++) {
        let z = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
        let dp = 0;
        for (let it = 0; it < 100; it++) {
            let p0 = 1;
            let p1 = 0;
            for (let j = 1; j <= n; j++) {
                const p2 = p1;
                p1 = p0;
                p0 = ((2 * j - 1) * z * p1 - (j - 1) * p2) / j;
            }
            dp = (n * (z * p0 - p1)) / (z * z - 1);
            const dz = p0 / dp;
            z -= dz;
            if (Math.abs(dz) < 1e-16)
                break;
        }
        x[i] = -z;
        x[n - 1 - i] = z;
        w[i] = w[n - 1 - i] = 2 / ((1 - z * z) * dp * dp);
    }
    return { x, w };
}
const GL = gaussLegendre(20);
const LOWER = -14;
const UPPER = 14;
const PANEL = 0.25;
function requireK(k, fn) {
    if (!Number.isInteger(k) || k < 1)
        throw new RangeError(`${fn}: k must be an integer ≥ 1, got ${String(k)}`);
}
function integrand(x, k) {
    return x * k * (0,normal/* normPdf */.DC)(x) * Math.exp((k - 1) * (0,normal/* logNormCdf */.uX)(x));
}
const memo = new Map();
/** E[max(Z₁, …, Z_k)], Zᵢ iid N(0, 1); k = 1 gives 0. Memoized per k. */
function expectedMaxNormal(k) {
    requireK(k, "expectedMaxNormal");
    if (k === 1)
        return 0;
    const hit = memo.get(k);
    if (hit !== undefined)
        return hit;
    let sum = 0;
    for (let a = LOWER; a < UPPER; a += PANEL) {
        const mid = a + PANEL / 2;
        const half = PANEL / 2;
        let s = 0;
        for (let i = 0; i < GL.x.length; i++)
            s += GL.w[i] * integrand(mid + half * GL.x[i], k);
        sum += s * half;
    }
    memo.set(k, sum);
    return sum;
}
/**
 * Bailey & López de Prado's approximation (1 − γ)Φ⁻¹(1 − 1/k) + γΦ⁻¹(1 − 1/(k e)), offered only to
 * reproduce published numbers; k = 1 gives 0 by convention. Φ⁻¹(1 − q) is taken as −Φ⁻¹(q) to
 * avoid rounding 1 − q.
 */
function expectedMaxBailey(k) {
    requireK(k, "expectedMaxBailey");
    if (k === 1)
        return 0;
    return -(1 - EULER_GAMMA) * (0,normal/* normQuantile */.mZ)(1 / k) - EULER_GAMMA * (0,normal/* normQuantile */.mZ)(1 / (k * Math.E));
}

// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
;// CONCATENATED MODULE: ./build/lib/stats/rule.js
/**
 * The verdict rule v2, in the form the power gate needs it (docs/statistics.md, "Power"): one
 * (model, perturber) pair with table (b, c, n) fires when its exact McNemar p is below α/(M·K)
 * (Holm's first step over the M × K family, every other pair null: the worst case) AND the
 * melded lower bound on the drop, deflated by E(K)·SE₀ with SE₀ = √n_d/n, is above zero. The
 * verdict applies Holm across the observed p-values; this is the same rule with the Holm
 * threshold at its strictest, so the power computed from it is a guaranteed lower bound on the
 * power to name a contaminated model, attained when no other pair falls below α/(M·K).
 */



function emaxOf(perturbers, method) {
    if (!Number.isInteger(perturbers) || perturbers < 1) {
        throw new RangeError(`perturbers must be an integer ≥ 1 (got ${perturbers})`);
    }
    return method === "exact" ? expectedMaxNormal(perturbers) : expectedMaxBailey(perturbers);
}
function compileRule(rule) {
    validateRule(rule);
    return {
        sided: rule.sided,
        pThreshold: rule.alpha / (rule.models * rule.perturbers + (rule.extraTests ?? 0)),
        lcbAlpha: rule.sided === "one-sided" ? rule.alpha : rule.alpha / 2,
        emax: emaxOf(rule.perturbers, rule.emax),
    };
}
function validateRule(rule) {
    if (!(rule.alpha > 0 && rule.alpha < 0.5))
        throw new RangeError(`alpha must be in (0, 0.5) (got ${rule.alpha})`);
    if (!Number.isInteger(rule.models) || rule.models < 1) {
        throw new RangeError(`models must be an integer ≥ 1 (got ${rule.models})`);
    }
    if (rule.extraTests !== undefined && !(Number.isInteger(rule.extraTests) && rule.extraTests >= 0)) {
        throw new RangeError(`extraTests must be an integer ≥ 0 (got ${rule.extraTests})`);
    }
    emaxOf(rule.perturbers, rule.emax);
}
/** The test clause alone: exact McNemar p < α/(M·K). Depends only on (b, c). */
function testClause(b, c, rule) {
    return (0,mcnemar/* mcnemarP */.QL)(b, c, rule.sided) < rule.pThreshold;
}
/** E(K)·SE₀, SE₀ = √m/n: the bias the largest of K null drops adds (not the plug-in SE, which is 0 when b = n). */
function deflation(m, n, rule) {
    return (rule.emax * Math.sqrt(m)) / n;
}
/** The melded lower bound on the drop at the rule's level, minus the deflation (for reports and tests). */
function adjustedLowerBound(b, c, n, rule) {
    return meldedLcb(b, c, n, rule.lcbAlpha) - deflation(b + c, n, rule);
}
/**
 * The bound clause: melded lcb > E(K)·√m/n, decided without the root (meldedLcbExceeds). With
 * K = 1 the deflation is 0 and this is the one-sided p < the bound's level (the melded duality).
 */
function boundClause(b, c, n, rule) {
    return (0,melded/* meldedLcbExceeds */.qu)(b, c, n, rule.lcbAlpha, deflation(b + c, n, rule));
}
function detectionFires(b, c, n, rule) {
    const r = "pThreshold" in rule ? rule : compileRule(rule);
    if (b + c === 0)
        return false;
    if (!testClause(b, c, r))
        return false;
    return boundClause(b, c, n, r);
}


/***/ }),

/***/ 6119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ log1mExp),
/* harmony export */   s: () => (/* binding */ logDbinomRaw)
/* harmony export */ });
/* harmony import */ var _gamma_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(565);
/**
 * Loader's (2000) saddle-point binomial density in log space, for real x and n (R's dbinom_raw).
 * It is the only way to get ln P(X = k) with ~1e-15 relative accuracy when n is 1e6 and the
 * probability is e^-100000: no factorials, no cancellation between huge log-gamma terms.
 * Also the common prefactor of the incomplete beta and gamma functions.
 */

/** ln [Γ(n+1)/(Γ(x+1)Γ(n−x+1)) pᵡ qⁿ⁻ˣ], with q = 1 − p passed separately to keep its precision. */
function logDbinomRaw(x, n, p, q) {
    if (p === 0)
        return x === 0 ? 0 : -Infinity;
    if (q === 0)
        return x === n ? 0 : -Infinity;
    if (x === 0) {
        if (n === 0)
            return 0;
        return p < 0.1 ? -(0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .bd0 */ .pA)(n, n * q) - n * p : n * Math.log(q);
    }
    if (x === n)
        return q < 0.1 ? -(0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .bd0 */ .pA)(n, n * p) - n * q : n * Math.log(p);
    if (x < 0 || x > n)
        return -Infinity;
    const lc = (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .stirlerr */ .Um)(n) - (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .stirlerr */ .Um)(x) - (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .stirlerr */ .Um)(n - x) - (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .bd0 */ .pA)(x, n * p) - (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .bd0 */ .pA)(n - x, n * q);
    const lf = _gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .LN_2PI */ .Zy + Math.log(x) + Math.log1p(-x / n);
    return lc - 0.5 * lf;
}
/** ln(1 − eˡ) for l ≤ 0, choosing the form that does not cancel (Mächler 2012). */
function log1mExp(l) {
    return l > -Math.LN2 ? Math.log(-Math.expm1(l)) : Math.log1p(-Math.exp(l));
}


/***/ }),

/***/ 802:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ studentTQuantile),
/* harmony export */   d: () => (/* binding */ studentTSf)
/* harmony export */ });
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * Student's t distribution for any real df > 0, from the regularized incomplete beta (beta.ts):
 * P(T > t) = ½·I_{df/(df + t²)}(df/2, ½) for t ≥ 0. The clustered analyses use it with the
 * Bell–McCaffrey (non-integer) degrees of freedom (docs/statistics.md, "Compare").
 */


/** P(T_df > t). */
function studentTSf(t, df) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(t, "t", "studentTSf");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requirePositive */ .z6)(df, "df", "studentTSf");
    if (t === Infinity)
        return 0;
    if (t === -Infinity)
        return 1;
    const t2 = t * t;
    // x = df/(df + t²) and 1 − x = t²/(df + t²), each without cancellation.
    const half = 0.5 * Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(df / (df + t2), t2 / (df + t2), df / 2, 0.5, true));
    return t >= 0 ? half : 1 - half;
}
/** The p-quantile of T_df. */
function studentTQuantile(p, df) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireProbabilityOpen */ .JR)(p, "p", "studentTQuantile");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requirePositive */ .z6)(df, "df", "studentTQuantile");
    if (p === 0.5)
        return 0;
    const tail = p < 0.5 ? p : 1 - p;
    // P(T > t) = tail ⟺ I_x(df/2, ½) = 2·tail with x = df/(df + t²).
    const x = (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(2 * tail, df / 2, 0.5);
    const t = Math.sqrt((df * (1 - x)) / x);
    return p < 0.5 ? -t : t;
}


/***/ }),

/***/ 2816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ requireNumber),
/* harmony export */   HO: () => (/* binding */ requireProbability),
/* harmony export */   JR: () => (/* binding */ requireProbabilityOpen),
/* harmony export */   v6: () => (/* binding */ requireCount),
/* harmony export */   z6: () => (/* binding */ requirePositive)
/* harmony export */ });
/**
 * Argument checks shared by the statistics modules. Every public function validates up front
 * and throws a RangeError that names the function and the argument, so a bad count coming from
 * a broken table surfaces where it enters, not as a NaN three modules later.
 */
function requireNumber(x, name, fn) {
    if (typeof x !== "number" || Number.isNaN(x))
        throw new RangeError(`${fn}: ${name} must be a number, got ${String(x)}`);
}
function requirePositive(x, name, fn) {
    if (typeof x !== "number" || !(x > 0) || !Number.isFinite(x))
        throw new RangeError(`${fn}: ${name} must be a finite number > 0, got ${String(x)}`);
}
function requireCount(x, name, fn) {
    if (!Number.isInteger(x) || x < 0)
        throw new RangeError(`${fn}: ${name} must be a non-negative integer, got ${String(x)}`);
}
/** p in [0, 1]. */
function requireProbability(p, name, fn) {
    if (typeof p !== "number" || !(p >= 0 && p <= 1))
        throw new RangeError(`${fn}: ${name} must be in [0, 1], got ${String(p)}`);
}
/** p in (0, 1): significance levels and quantile arguments, where 0 and 1 have no finite answer or no meaning. */
function requireProbabilityOpen(p, name, fn) {
    if (typeof p !== "number" || !(p > 0 && p < 1))
        throw new RangeError(`${fn}: ${name} must be in (0, 1), got ${String(p)}`);
}


/***/ })

};
