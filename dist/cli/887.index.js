export const id = 887;
export const ids = [887];
export const modules = {

/***/ 1239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ verdictJson)
});

;// CONCATENATED MODULE: ./build/lib/report/controls-json.js
function testJson(t) {
    return {
        perturber: t.perturber,
        against: t.against,
        controls: [...t.controls],
        n: t.n,
        excess_drop: t.estimate,
        excess_drop_ci: { ...t.ci },
        lcb: t.lcb,
        ucb: t.ucb,
        informative: t.informative,
        p_value: t.p_value,
        p_holm: t.p_holm,
        exceeds: t.exceeds,
        counts: t.counts === null ? null : { ...t.counts },
        unparsed: t.unparsed.map((u) => ({ ...u })),
    };
}
function modelControlsJson(c, model) {
    if (c.kind === "none")
        return { role: "none" };
    if (c.controls.includes(model)) {
        return { role: "control", note: "declared clean control: never named; its own drop is reported" };
    }
    const tests = c.tests.filter((t) => t.model === model).map(testJson);
    const firing = tests.filter((t) => t.exceeds).sort((a, b) => a.p_holm - b.p_holm);
    return {
        role: "compared",
        against: c.against,
        controls: [...c.controls],
        exceeds: firing.length > 0,
        exceeded_by: firing[0] ? { perturber: firing[0].perturber, against: firing[0].against } : null,
        tests,
    };
}

// EXTERNAL MODULE: ./build/lib/report/time-split-json.js
var time_split_json = __webpack_require__(2306);
// EXTERNAL MODULE: ./build/lib/report/format.js
var format = __webpack_require__(184);
;// CONCATENATED MODULE: ./build/lib/report/warning-text.js

/** Words for a verdict warning; the same on every surface (CLI, summary, reports, JSON). */
function warningText(w) {
    const who = "model" in w ? `${w.model} (${w.perturber})` : "";
    switch (w.kind) {
        case "discordance-below-target":
            return (`${who}: the observed discordant rate (${(0,format/* int */.Wh)(w.discordant)}/${(0,format/* int */.Wh)(w.n)}) is below the target drop ${(0,format/* ptSize */.iu)(w.target)}, ` +
                "so a drop of that size cannot occur at this discordance and power for it is undefined; a non-detection here does not mean clean");
        case "low-power":
            return (`${who}: achieved power ${(0,format/* prob */._P)(w.power)} for a ${(0,format/* ptSize */.iu)(w.target)} drop (n = ${(0,format/* int */.Wh)(w.n)}, ${(0,format/* int */.Wh)(w.discordant)} discordant) ` +
                `is below the target ${w.targetPower.toFixed(2)}; a non-detection here does not mean clean`);
        case "unparsed-gap":
            return (`${who}: unparsed answers differ by ${(0,format/* ptSize */.iu)(Math.abs(w.perturbed - w.original) / w.n)} between conditions ` +
                `(${(0,format/* int */.Wh)(w.original)}/${(0,format/* int */.Wh)(w.n)} original, ${(0,format/* int */.Wh)(w.perturbed)}/${(0,format/* int */.Wh)(w.n)} perturbed); the drop may measure answer formatting, not memory`);
        case "negative-drop":
            return (`${who}: the drop is significantly negative (${(0,format.pt)(w.drop)}; ${(0,format/* levelText */.WB)(w.level)} upper bound ${(0,format.pt)(w.ucb)}): ` +
                "the perturbed questions were easier, which points at a broken perturber or an answer-position effect, never at memory");
        case "single-model":
            return (`heterogeneity not assessed: no perturber has at least 2 models (${(0,format/* int */.Wh)(w.models)} model${w.models === 1 ? "" : "s"}); ` +
                "a shared drop cannot be told from a model-specific one");
    }
}

;// CONCATENATED MODULE: ./build/lib/report/verdict-json.js



/** One (model, perturber) pair as published: every figure the rule used, snake_case. */
function pairJson(p) {
    return {
        perturber: p.perturber,
        /** Which outcome the pair's test used: "binary" (McNemar) or "soft" (sign-flip on d = s(orig) − s(pert)). */
        signal: p.signal,
        /** The soft test's own figures (mean scores, SD of d, informative items, how p was computed); null when binary. */
        soft: p.soft === null ? null : { ...p.soft },
        n: p.n,
        table: { ...p.table },
        accuracy_original: p.accuracy_original,
        accuracy_perturbed: p.accuracy_perturbed,
        drop: p.drop,
        // Soft pairs: the sign-flip score interval, which assumes d symmetric about its mean (docs/statistics.md).
        drop_ci: { ...p.drop_ci },
        lcb: p.lcb,
        ucb: p.ucb,
        se: p.se,
        se0: p.se0,
        deflation: p.deflation,
        adjusted_lcb: p.adjusted_lcb,
        p_value: p.p_value,
        p_holm: p.p_holm,
        p_bh: p.p_bh,
        detected: p.detected,
        discordant_rate: p.discordant_rate,
        achieved_power: p.achieved_power.kind === "computed" ? p.achieved_power.value : null,
        achieved_power_note: p.achieved_power.kind === "named"
            ? "not shown for a named model"
            : p.achieved_power.kind === "undefined"
                ? p.achieved_power.reason === "too-few-items"
                    ? "fewer than 2 items: no SD of d to plan the soft power on"
                    : "the discordant rate is below the target drop, which cannot occur at this discordance"
                : null,
        // The design's floor a "not detected" must carry: the smallest drop this pair's n and ψ̂ would
        // catch with the target power (null for named models, or when no drop up to ψ̂ reaches it).
        min_detectable_effect: p.min_detectable_effect,
        unparsed_original: p.unparsed_original,
        unparsed_perturbed: p.unparsed_perturbed,
    };
}
/**
 * The published verdict object (`verdict --json`, `run --json`, report.json): one entry per model
 * with every pair beside it; a model with exactly one perturber also carries that pair's figures at
 * its top level, under the same names, so one-perturber consumers keep working.
 */
function verdictJson(r) {
    return {
        models: r.models.map((m) => {
            const pairs = m.pairs.map(pairJson);
            const only = pairs.length === 1 ? pairs[0] : null;
            return {
                ...(only ?? {}),
                name: m.name,
                detected: m.detected,
                named_by: m.named_by,
                perturbers: pairs,
                controls: modelControlsJson(r.controls, m.name),
                /** Pre- vs post-cutoff drops; null without a training cutoff (docs/statistics.md, "Time split (v2)"). */
                time_split: (0,time_split_json/* timeSplitJson */.ej)(r.time_split, m.name),
            };
        }),
        heterogeneity: r.heterogeneity.map((h) => ({
            perturber: h.perturber,
            test: h.test.kind,
            test_note: h.test.kind === "cochran-q"
                ? "assumes independent models (tables only)"
                : `paired over ${h.test.items} items; W referred to Hotelling's F(${h.df}, ${h.test.df2}) as F = ${h.test.f_statistic}`,
            statistic: h.statistic,
            df: h.df,
            /** The F reference's denominator df (paired test); null for Cochran's Q. */
            df2: h.test.kind === "paired-wald" ? h.test.df2 : null,
            f_statistic: h.test.kind === "paired-wald" ? h.test.f_statistic : null,
            p_value: h.p_value,
            i_squared: h.i_squared,
            pooled_drop: h.pooled_drop,
            included: [...h.included],
            variance: h.variance,
            positive: [...h.positive],
            negative: [...h.negative],
            reading: h.reading,
            interpretation: h.interpretation,
        })),
        design: {
            alpha: r.design.alpha,
            target_effect: r.design.targetEffect,
            power: r.design.power,
            models: r.design.models,
            perturbers: r.design.perturbers,
            perturbers_run: [...r.design.perturbers_run],
            family_size: r.design.family_size,
            excess_tests: r.design.excess_tests,
            controls: r.controls.kind === "declared" ? [...r.controls.controls] : [],
            controls_against: r.controls.kind === "declared" ? r.controls.against : null,
            emax: r.design.emax,
            emax_value: r.design.emax_value,
        },
        warnings: r.warnings.map(warningText),
    };
}


/***/ }),

/***/ 1136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ computeVerdict)
});

// UNUSED EXPORTS: validateDesign

// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var power = __webpack_require__(2625);
// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/stats/sign-flip.js
var sign_flip = __webpack_require__(8175);
// EXTERNAL MODULE: ./build/lib/stats/soft-power.js
var soft_power = __webpack_require__(7194);
// EXTERNAL MODULE: ./build/lib/verdict/controls.js + 2 modules
var verdict_controls = __webpack_require__(856);
// EXTERNAL MODULE: ./build/lib/verdict/family.js
var family = __webpack_require__(2220);
// EXTERNAL MODULE: ./build/lib/verdict/heterogeneity.js
var verdict_heterogeneity = __webpack_require__(9388);
// EXTERNAL MODULE: ./build/lib/verdict/time-split.js + 1 modules
var time_split = __webpack_require__(3853);
;// CONCATENATED MODULE: ./build/lib/verdict/warnings.js
/** Unparsed rates differing by more than this between conditions make the comparison suspect. */
const UNPARSED_GAP = 0.05;
/**
 * The warnings a verdict carries. Low power qualifies a non-detection only; a detection stands on
 * its own p and bound. A significantly negative drop is a broken perturber or an answer-position
 * effect, never memory.
 */
function verdictWarnings(models, tables, negative, heterogeneity, design) {
    const out = [];
    for (const m of models) {
        for (const p of m.pairs) {
            const where = { model: m.name, perturber: p.perturber };
            const discordant = p.table.b + p.table.c;
            if (p.achieved_power.kind === "undefined" && p.achieved_power.reason === "discordance-below-target") {
                out.push({ kind: "discordance-below-target", ...where, discordant, n: p.n, target: design.targetEffect });
            }
            else if (p.achieved_power.kind === "computed" && p.achieved_power.value < design.power) {
                out.push({
                    kind: "low-power",
                    ...where,
                    power: p.achieved_power.value,
                    targetPower: design.power,
                    target: design.targetEffect,
                    discordant,
                    n: p.n,
                });
            }
            if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
                if (Math.abs(p.unparsed_perturbed - p.unparsed_original) / p.n > UNPARSED_GAP) {
                    out.push({
                        kind: "unparsed-gap",
                        ...where,
                        original: p.unparsed_original,
                        perturbed: p.unparsed_perturbed,
                        n: p.n,
                    });
                }
            }
        }
    }
    tables.forEach((t, i) => {
        if (!negative[i])
            return;
        const p = models.find((m) => m.name === t.model).pairs.find((q) => q.perturber === t.perturber);
        out.push({
            kind: "negative-drop",
            model: t.model,
            perturber: t.perturber,
            drop: p.drop,
            ucb: p.ucb,
            level: 1 - design.alpha,
        });
    });
    if (heterogeneity.length === 0)
        out.push({ kind: "single-model", models: models.length });
    return out;
}

;// CONCATENATED MODULE: ./build/lib/verdict/compute.js












/**
 * Paired tables of every (model, perturber) pair run + the preregistered design → the v2 verdict
 * (docs/statistics.md). Pure: the CLI, `run`, `check` and the action all render this one object.
 */
function computeVerdict(tables, design, controls = verdict_controls/* NO_CONTROLS */.vr, timeSplit = null) {
    const { modelNames, perturbersRun } = checkInputs(tables, design);
    // Declared controls add their excess-drop tests to the one Holm family (docs/statistics.md "Controls (v2)").
    const planned = (0,verdict_controls/* planControls */._i)(tables, design, controls);
    const familySize = design.models * design.perturbers + planned.familyTests;
    const excessPs = planned.tests.map((t) => t.p_value);
    const emaxValue = (0,stats_rule/* emaxOf */.D4)(design.perturbers, design.emax);
    const rule = {
        alpha: design.alpha,
        models: design.models,
        perturbers: design.perturbers,
        sided: "one-sided",
        emax: design.emax,
    };
    const ns = tables.map((t) => t.a + t.b + t.c + t.e);
    // Each pair on its model's signal (docs/statistics.md "The soft signal"); one family either way.
    const softD = tables.map((t) => (t.soft !== undefined ? (0,sign_flip/* softDifferences */.Vp)(t.soft.original, t.soft.perturbed) : null));
    const evidence = tables.map((t, i) => {
        const d = softD[i];
        return d !== null && d !== undefined ? { kind: "soft", d } : { b: t.b, c: t.c, n: ns[i] };
    });
    const detections = (0,family/* detectFamily */.c)(evidence, familySize, design.alpha, emaxValue, excessPs);
    const controlNames = new Set(controls.kind === "declared" ? controls.controls : []);
    // A control is never named; its own pairs keep their figures (its drop is reported).
    const named = new Set(tables.filter((t, i) => detections[i].detected && !controlNames.has(t.model)).map((t) => t.model));
    const negative = significantlyNegative(tables, softD, familySize, design.alpha);
    const pairs = tables.map((t, i) => {
        const n = ns[i];
        const d = detections[i];
        const shown = !named.has(t.model);
        const binary = binaryPair(t, n, d, shown, design, rule);
        const sd = softD[i];
        return sd !== null && sd !== undefined ? softPair(binary, t, sd, d, shown, design, rule) : binary;
    });
    const models = modelNames.map((name) => {
        const own = pairs.filter((_, i) => tables[i].model === name);
        const firing = own.filter((p) => p.detected).sort((x, y) => x.p_holm - y.p_holm);
        const detected = firing.length > 0 && !controlNames.has(name);
        return { name, detected, named_by: detected ? firing[0].perturber : null, pairs: own };
    });
    const heterogeneity = heterogeneityOf(perturbersRun, tables, pairs, negative, design.alpha);
    return {
        design: {
            ...design,
            family_size: familySize,
            excess_tests: planned.familyTests,
            emax_value: emaxValue,
            perturbers_run: perturbersRun,
        },
        models,
        controls: (0,verdict_controls/* finishControls */.CS)(planned, (0,verdict_controls/* holmWithControls */.to)(detections.map((d) => d.p), excessPs, familySize), design.alpha),
        heterogeneity,
        warnings: verdictWarnings(models, tables, negative, heterogeneity, design),
        anyDetected: models.some((m) => m.detected),
        time_split: (0,time_split/* assessTimeSplit */.s2)(tables, timeSplit, design),
    };
}
/** The tables are valid, each pair once, and no more models or perturbers than the design's M and K. */
function checkInputs(tables, design) {
    validateDesign(design);
    if (tables.length === 0)
        throw new RangeError("tables must hold at least one (model, perturber) pair");
    for (const t of tables)
        validateTable(t);
    const modelNames = distinct(tables.map((t) => t.model));
    const perturbersRun = distinct(tables.map((t) => t.perturber));
    checkPairsUnique(tables);
    if (modelNames.length > design.models) {
        throw new RangeError(`the design has M = ${design.models} models but tables name ${modelNames.length}`);
    }
    if (perturbersRun.length > design.perturbers) {
        throw new RangeError(`the design has K = ${design.perturbers} perturbers tried but tables name ${perturbersRun.length}`);
    }
    return { modelNames, perturbersRun };
}
/** A pair's figures on the binary signal: table, accuracies, melded interval, the rule's test. */
function binaryPair(t, n, d, shown, design, rule) {
    const nd = t.b + t.c;
    const psi = nd / n;
    const { lcb, ucb } = (0,melded/* meldedInterval */.xp)(t.b, t.c, n, design.alpha);
    return {
        perturber: t.perturber,
        signal: "binary",
        soft: null,
        n,
        table: { a: t.a, b: t.b, c: t.c, e: t.e },
        accuracy_original: proportion(t.a + t.b, n, design.alpha),
        accuracy_perturbed: proportion(t.a + t.c, n, design.alpha),
        drop: (t.b - t.c) / n,
        drop_ci: { lower: lcb, upper: ucb, level: 1 - 2 * design.alpha },
        lcb,
        ucb,
        se: (0,mcnemar/* pairedSe */.C0)(t.b, t.c, n),
        se0: d.se0,
        deflation: d.deflation,
        adjusted_lcb: lcb - d.deflation,
        p_value: d.p,
        p_holm: d.pHolm,
        p_bh: d.pBh,
        detected: d.detected,
        discordant_rate: proportion(nd, n, design.alpha),
        achieved_power: achievedPower(shown, n, psi, design, rule),
        min_detectable_effect: shown && psi > 0 ? (0,power/* minDetectableEffect */.fX)(n, psi, design.power, rule) : null,
        unparsed_original: t.unparsedOriginal,
        unparsed_perturbed: t.unparsedPerturbed,
    };
}
/** Per perturber run on two or more models: is the drop the same across them? */
function heterogeneityOf(perturbersRun, tables, pairs, negative, alpha) {
    const heterogeneity = [];
    for (const perturber of perturbersRun) {
        const idx = tables.map((t, i) => (t.perturber === perturber ? i : -1)).filter((i) => i >= 0);
        if (idx.length < 2)
            continue;
        const h = (0,verdict_heterogeneity/* assessHeterogeneity */.J)(perturber, idx.map((i) => ({ table: tables[i], pair: pairs[i], negative: negative[i] })), alpha);
        if (h !== null)
            heterogeneity.push(h);
    }
    return heterogeneity;
}
/**
 * A soft pair's figures: the rule's fields replaced by the sign-flip test's (mean soft drop, score
 * interval, √Σd²/n, p), the binary table and accuracies kept for reading; power at the pair's
 * observed SD of d for the preregistered target (docs/statistics.md "The soft signal").
 */
function softPair(binary, t, d, det, shown, design, rule) {
    const test = det.soft;
    const n = d.length;
    const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const sd = n > 1 ? Math.sqrt(d.reduce((a, x) => a + (x - test.estimate) ** 2, 0) / (n - 1)) : 0;
    const figures = {
        mean_original: mean(t.soft.original),
        mean_perturbed: mean(t.soft.perturbed),
        sd,
        informative: test.informative,
        method: test.method.kind,
        draws: test.method.kind === "monte-carlo" ? test.method.draws : null,
    };
    // The planning SD is never taken below one point: a pair with no spread has no power figure to give.
    const planSd = Math.max(sd, 0.01);
    return {
        ...binary,
        signal: "soft",
        soft: figures,
        drop: test.estimate,
        drop_ci: { lower: test.lcb, upper: test.ucb, level: 1 - 2 * design.alpha },
        lcb: test.lcb,
        ucb: test.ucb,
        se: sd / Math.sqrt(n),
        se0: det.se0,
        deflation: det.deflation,
        adjusted_lcb: test.lcb - det.deflation,
        achieved_power: !shown
            ? { kind: "named" }
            : n < 2
                ? { kind: "undefined", reason: "too-few-items" }
                : { kind: "computed", value: (0,soft_power/* softPower */.Yq)({ n, sd: planSd, effect: design.targetEffect }, rule) },
        min_detectable_effect: shown && n >= 2 ? (0,soft_power/* softMinDetectableEffect */.d8)(n, planSd, design.power, rule) : null,
    };
}
/**
 * A drop significantly below zero (the perturbed questions were easier): the exact test in the
 * other direction (McNemar, or the sign-flip test of −d on the soft signal), Holm over the same
 * family. Never read as memory.
 */
function significantlyNegative(tables, softD, familySize, alpha) {
    const ps = tables.map((t, i) => {
        const d = softD[i];
        return d !== null && d !== undefined ? (0,sign_flip/* signFlipP */.t2)(d.map((x) => -x)).p : (0,mcnemar/* mcnemarP */.QL)(t.c, t.b, "one-sided");
    });
    const adjusted = (0,multiplicity/* holm */.f)([...ps, ...new Array(familySize - ps.length).fill(1)]);
    return tables.map((_, i) => adjusted[i] < alpha);
}
function achievedPower(shown, n, psi, design, rule) {
    if (!shown)
        return { kind: "named" };
    if (psi < design.targetEffect)
        return { kind: "undefined", reason: "discordance-below-target" };
    return { kind: "computed", value: (0,power/* exactPower */.b5)(n, psi, design.targetEffect, rule) };
}
function proportion(k, n, alpha) {
    return { estimate: k / n, ci: { ...(0,mcnemar/* clopperPearson */.mI)(k, n, alpha), level: 1 - alpha } };
}
function distinct(xs) {
    return [...new Set(xs)];
}
function checkPairsUnique(tables) {
    const seen = new Set();
    for (const t of tables) {
        const key = JSON.stringify([t.model, t.perturber]);
        if (seen.has(key))
            throw new RangeError(`model "${t.model}" with perturber "${t.perturber}" appears twice`);
        seen.add(key);
    }
}
function validateDesign(d) {
    if (!(d.alpha > 0 && d.alpha < 0.5))
        throw new RangeError(`alpha must be in (0, 0.5) (got ${d.alpha})`);
    if (!(d.targetEffect > 0 && d.targetEffect <= 1)) {
        throw new RangeError(`targetEffect must be in (0, 1] (got ${d.targetEffect})`);
    }
    if (!(d.power > 0 && d.power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${d.power})`);
    for (const k of ["models", "perturbers"]) {
        if (!Number.isInteger(d[k]) || d[k] < 1)
            throw new RangeError(`${k} must be an integer ≥ 1 (got ${d[k]})`);
    }
}
function validateTable(t) {
    for (const k of ["a", "b", "c", "e"]) {
        if (!Number.isSafeInteger(t[k]) || t[k] < 0) {
            throw new RangeError(`table ${t.model}@${t.perturber}: ${k} must be an integer ≥ 0`);
        }
    }
    const n = t.a + t.b + t.c + t.e;
    if (n === 0)
        throw new RangeError(`table ${t.model}@${t.perturber}: n must be > 0`);
    if (t.soft !== undefined && (t.soft.original.length !== n || t.soft.perturbed.length !== n)) {
        throw new RangeError(`table ${t.model}@${t.perturber}: soft scores for ${t.soft.original.length} items, n = ${n}`);
    }
    if (t.items !== null && t.items.d.length !== n) {
        throw new RangeError(`table ${t.model}@${t.perturber}: ${t.items.d.length} item differences for n = ${n}`);
    }
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vr: () => (/* binding */ NO_CONTROLS),
  CS: () => (/* binding */ finishControls),
  to: () => (/* binding */ holmWithControls),
  _i: () => (/* binding */ planControls)
});

// UNUSED EXPORTS: excessFamilyTests

// EXTERNAL MODULE: ./build/lib/stats/binomial.js
var binomial = __webpack_require__(9355);
// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
// EXTERNAL MODULE: ./build/lib/stats/validate.js
var validate = __webpack_require__(2816);
;// CONCATENATED MODULE: ./build/lib/stats/excess-drop.js
/**
 * The excess-drop test against a clean control (docs/statistics.md, "Controls (v2)").
 *
 * Per item i the model's difference x_i = original − perturbed ∈ {−1, 0, 1} and the control's y_i
 * on the same item and perturbation give d_i = x_i − y_i ∈ {−2 … 2}. H0: the model behaves like
 * the control, i.e. each d_i is symmetric about 0 (swapping the two models' labels on an item
 * changes nothing). Conditional on the |d_i|, every sign is then a fair coin, so with n1 items of
 * |d| = 1 and n2 of |d| = 2 the statistic S = Σ d_i has exactly the distribution of
 * (2·B1 − n1) + 2·(2·B2 − n2), B1 ~ Bin(n1, ½), B2 ~ Bin(n2, ½) independent. The one-sided
 * p = P(S ≥ s_obs) is that convolution summed exactly over B2 with B1's tail in closed form
 * (incomplete beta, log space), so it holds for any n and stays accurate far below 1e-300.
 * No Monte Carlo anywhere.
 *
 * The interval for the mean excess drop Δ = E d̄ inverts the same sign-flip test over shifts θ
 * through the test's own variance: θ is kept while Σ(d_i − θ) ≤ z·√Σ(d_i − θ)² (the sign-flip
 * distribution of Σ(d_i − θ) has mean 0 and exactly that variance), a score-type interval with a
 * closed form. Two half-weight pseudo-items d = ±1 keep it from collapsing to a point when every
 * d_i is equal (the same ½ pseudo-count as the boundary-safe heterogeneity variance). It is not
 * exact; its coverage is checked by simulation (test/simulation/controls-coverage.slow.test.ts).
 */



function countDifferences(d) {
    const c = { minus2: 0, minus1: 0, zero: 0, plus1: 0, plus2: 0 };
    for (let i = 0; i < d.length; i++) {
        const v = d[i];
        if (v === -2)
            c.minus2++;
        else if (v === -1)
            c.minus1++;
        else if (v === 0)
            c.zero++;
        else if (v === 1)
            c.plus1++;
        else if (v === 2)
            c.plus2++;
        else
            throw new RangeError(`countDifferences: d[${i}] must be an integer in −2…2, got ${String(v)}`);
    }
    return c;
}
function checkCounts(c, fn) {
    for (const k of ["minus2", "minus1", "zero", "plus1", "plus2"])
        (0,validate/* requireCount */.v6)(c[k], k, fn);
    const n = c.minus2 + c.minus1 + c.zero + c.plus1 + c.plus2;
    if (n === 0)
        throw new RangeError(`${fn}: no items`);
    return n;
}
/** ln LSE of a list of logs (−Infinity entries allowed). */
function logSumExp(xs) {
    let max = -Infinity;
    for (const x of xs)
        if (x > max)
            max = x;
    if (max === -Infinity)
        return -Infinity;
    let s = 0;
    for (const x of xs)
        s += Math.exp(x - max);
    return max + Math.log(s);
}
/**
 * ln P(S ≥ s) for S = (2·B1 − n1) + 2·(2·B2 − n2), B1 ~ Bin(n1, ½), B2 ~ Bin(n2, ½): the exact
 * sign-flip null distribution given n1 items with |d| = 1 and n2 with |d| = 2.
 * Σ over b2 of P(B2 = b2)·P(B1 ≥ ⌈(s + n1 + 2·n2 − 4·b2)/2⌉).
 */
function signFlipLogSf(s, n1, n2) {
    (0,validate/* requireCount */.v6)(n1, "n1", "signFlipLogSf");
    (0,validate/* requireCount */.v6)(n2, "n2", "signFlipLogSf");
    if (!Number.isInteger(s))
        throw new RangeError(`signFlipLogSf: s must be an integer, got ${s}`);
    const terms = [];
    for (let b2 = 0; b2 <= n2; b2++) {
        const k = Math.ceil((s + n1 + 2 * n2 - 4 * b2) / 2);
        const tail = k <= 0 ? 0 : k > n1 ? -Infinity : (0,binomial/* binomLogSf */.D3)(k, n1, 0.5);
        if (tail === -Infinity)
            continue;
        terms.push((0,binomial/* binomLogPmf */.He)(b2, n2, 0.5) + tail);
    }
    return Math.min(0, logSumExp(terms));
}
/** Exact one-sided p of the excess-drop sign-flip test (the model drops more than the control). */
function excessDropP(c) {
    checkCounts(c, "excessDropP");
    const s = c.plus1 - c.minus1 + 2 * (c.plus2 - c.minus2);
    return Math.exp(signFlipLogSf(s, c.plus1 + c.minus1, c.plus2 + c.minus2));
}
/**
 * The score-type interval for a mean of per-item differences bounded in [−2, 2], from D = Σ d_i,
 * Q = Σ d_i², n items: {θ : |Σ(d_i − θ)| ≤ z·√Σ(d_i − θ)²} with the two ½-weight pseudo-items
 * d = ±1 (n → n + 1, Q → Q + 1, D unchanged), whose roots are
 * θ = D/n′ ± z·√(n′Q′ − D²) / (n′·√(n′ − z²)). Clamped to [−2, 2]; the whole range when n′ ≤ z².
 */
function scoreBounds(D, Q, n, alpha) {
    (0,validate/* requireProbabilityOpen */.JR)(alpha, "alpha", "scoreBounds");
    if (!(n >= 1) || !Number.isFinite(D) || !(Q >= 0)) {
        throw new RangeError(`scoreBounds: needs n ≥ 1, finite D and Q ≥ 0 (got n = ${n}, D = ${D}, Q = ${Q})`);
    }
    const z = (0,normal/* normQuantile */.mZ)(1 - alpha);
    const np = n + 1;
    const qp = Q + 1;
    if (np <= z * z)
        return { lcb: -2, ucb: 2 };
    const centre = D / np;
    const half = (z * Math.sqrt(Math.max(0, np * qp - D * D))) / (np * Math.sqrt(np - z * z));
    return { lcb: Math.max(-2, centre - half), ucb: Math.min(2, centre + half) };
}
/** The test and its interval for one (model, control) pair. */
function excessDropTest(c, alpha) {
    const n = checkCounts(c, "excessDropTest");
    const D = c.plus1 - c.minus1 + 2 * (c.plus2 - c.minus2);
    const Q = c.plus1 + c.minus1 + 4 * (c.plus2 + c.minus2);
    const { lcb, ucb } = scoreBounds(D, Q, n, alpha);
    return {
        n,
        counts: { ...c },
        estimate: D / n,
        informative: n - c.zero,
        p: excessDropP(c),
        lcb,
        ucb,
    };
}

;// CONCATENATED MODULE: ./build/lib/stats/excess-drop-lattice.js
/**
 * The sign-flip test against the mean of C controls (docs/statistics.md, "Controls (v2)"): per
 * item d_i = x_i − (1/C)·Σ_c y_ci, so e_i = C·d_i is an integer in −2C … 2C. Under H0 (the model
 * is exchangeable with the controls' mean on each item: d_i symmetric about 0), conditional on
 * the |e_i| every sign is a fair coin, and with n_w items of |e| = w the statistic Σ e_i has
 * exactly the distribution of Σ_w w·(2·B_w − n_w), B_w ~ Bin(n_w, ½). That is a convolution on
 * the integer lattice, computed here exactly by dynamic programming over U = Σ_w w·B_w
 * (O(T·n) for T = Σ_w w·n_w ≤ 2C·n). It runs in doubles: probabilities below ~1e-300 underflow,
 * so a p-value that small comes out as 0 (reported as "< 1e-300"); nothing else is approximate.
 * With C = 1 it is the same distribution as excess-drop.ts's closed-form convolution, and the
 * tests check that the two agree.
 */


/** P(Σ e_i·s_i ≥ Σ e_i) over independent fair signs s_i, for integer e_i. */
function latticeSignFlipP(e) {
    const byMagnitude = new Map();
    let observed = 0;
    for (let i = 0; i < e.length; i++) {
        const v = e[i];
        if (!Number.isInteger(v))
            throw new RangeError(`latticeSignFlipP: e[${i}] must be an integer, got ${v}`);
        observed += v;
        const w = Math.abs(v);
        if (w > 0)
            byMagnitude.set(w, (byMagnitude.get(w) ?? 0) + 1);
    }
    return latticeSf(observed, byMagnitude);
}
/**
 * P(Σ_w w·(2·B_w − n_w) ≥ s), B_w ~ Bin(n_w, ½), from magnitude → count. U = Σ w·B_w ranges over
 * 0 … T; S = 2U − T, so the event is U ≥ ⌈(s + T)/2⌉.
 */
function latticeSf(s, counts) {
    let total = 0;
    for (const [w, n] of counts) {
        if (!Number.isInteger(w) || w < 1)
            throw new RangeError(`latticeSf: magnitudes must be integers ≥ 1, got ${w}`);
        (0,validate/* requireCount */.v6)(n, `count of magnitude ${w}`, "latticeSf");
        total += w * n;
    }
    const need = Math.ceil((s + total) / 2);
    if (need <= 0)
        return 1;
    if (need > total)
        return 0;
    let dist = new Float64Array(total + 1);
    dist[0] = 1;
    let top = 0;
    for (const [w, n] of [...counts].sort((x, y) => x[0] - y[0])) {
        if (n === 0)
            continue;
        const pmf = new Float64Array(n + 1);
        for (let k = 0; k <= n; k++)
            pmf[k] = Math.exp((0,binomial/* binomLogPmf */.He)(k, n, 0.5));
        const next = new Float64Array(total + 1);
        for (let u = 0; u <= top; u++) {
            const pu = dist[u];
            if (pu === 0)
                continue;
            for (let k = 0; k <= n; k++)
                next[u + w * k] += pu * pmf[k];
        }
        dist = next;
        top += w * n;
    }
    // Summed from the top, smallest terms first, so a small tail keeps its relative precision.
    let p = 0;
    for (let u = total; u >= need; u--)
        p += dist[u];
    return Math.min(1, p);
}

// EXTERNAL MODULE: ./build/lib/stats/excess-drop-family.js
var excess_drop_family = __webpack_require__(2296);
// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
;// CONCATENATED MODULE: ./build/lib/verdict/controls.js
/**
 * Declared clean controls (docs/statistics.md, "Controls (v2)"): for every non-control model and
 * perturber, the exact sign-flip test of d = (orig − pert)_model − (orig − pert)_control on the
 * items both answered, against each control (one hypothesis per control) or against the mean of
 * the controls (one hypothesis), with its interval. These hypotheses join the verdict's Holm
 * family; a control itself is never named, and its own drop stays in the report.
 *
 * Unparsed answers enter d as wrong answers, exactly as they enter each model's drop, so the
 * excess drop is exactly drop(model) − drop(control) as both are reported; both models' unparsed
 * counts are shown beside it. Pure: no I/O.
 */




const NO_CONTROLS = { kind: "none" };

/**
 * Validates the declaration against the tables and runs every excess test. Needs item-level
 * outcomes (a `--table` has none) on the same items in the same order for model and control.
 */
function planControls(tables, design, declaration) {
    if (declaration.kind === "none")
        return { declaration, familyTests: 0, tests: [] };
    const controls = [...new Set(declaration.controls)];
    if (controls.length === 0)
        throw new RangeError("controls: declare at least one control model");
    const models = [...new Set(tables.map((t) => t.model))];
    for (const c of controls) {
        if (!models.includes(c))
            throw new RangeError(`control "${c}" names no model with outcomes`);
    }
    if (design.models <= controls.length) {
        throw new RangeError(`the design has M = ${design.models} models and ${controls.length} are controls: nothing left to compare`);
    }
    const perturbers = [...new Set(tables.map((t) => t.perturber))];
    const find = (model, perturber) => tables.find((t) => t.model === model && t.perturber === perturber);
    const tests = [];
    for (const model of models.filter((m) => !controls.includes(m))) {
        for (const perturber of perturbers) {
            const own = find(model, perturber);
            if (own === undefined)
                continue;
            const theirs = controls.map((c) => {
                const t = find(c, perturber);
                if (t === undefined)
                    throw new RangeError(`control "${c}" has no outcomes under perturber "${perturber}"`);
                checkAligned(own, t);
                return t;
            });
            if (declaration.against === "each") {
                for (const t of theirs)
                    tests.push(pairTest(own, t, design.alpha));
            }
            else {
                tests.push(meanTest(own, theirs, design.alpha));
            }
        }
    }
    const familyTests = (0,excess_drop_family/* excessFamilyTests */.n)(design.models, design.perturbers, controls.length, declaration.against);
    return { declaration: { ...declaration, controls }, familyTests, tests };
}
/**
 * Holm over the whole family: the drop pairs' p (in table order), then the excess tests', then
 * the hypotheses tried but not run at p = 1. Returns the excess tests' adjusted p in their order.
 */
function holmWithControls(dropPs, excessPs, familySize) {
    const pad = familySize - dropPs.length - excessPs.length;
    if (pad < 0)
        throw new RangeError(`family of ${familySize} is smaller than the ${dropPs.length + excessPs.length} tests run`);
    const adjusted = (0,multiplicity/* holm */.f)([...dropPs, ...excessPs, ...new Array(pad).fill(1)]);
    return adjusted.slice(dropPs.length, dropPs.length + excessPs.length);
}
function finishControls(plan, excessHolm, alpha) {
    if (plan.declaration.kind === "none")
        return { kind: "none" };
    return {
        kind: "declared",
        controls: [...plan.declaration.controls],
        against: plan.declaration.against,
        family_tests: plan.familyTests,
        tests: plan.tests.map((t, i) => ({ ...t, p_holm: excessHolm[i], exceeds: excessHolm[i] < alpha })),
    };
}
function checkAligned(a, b) {
    const what = `${a.model} and control ${b.model} under perturber "${a.perturber}"`;
    if (a.items === null || b.items === null) {
        throw new RangeError(`${what}: the excess-drop test needs item-level outcomes (a --table has none)`);
    }
    const x = a.items.ids;
    const y = b.items.ids;
    if (x !== y && (x.length !== y.length || x.some((id, i) => id !== y[i]))) {
        throw new RangeError(`${what}: not the same items in the same order`);
    }
}
function unparsedOf(t) {
    return { name: t.model, original: t.unparsedOriginal, perturbed: t.unparsedPerturbed };
}
function pairTest(own, control, alpha) {
    const x = own.items.d;
    const y = control.items.d;
    const d = new Int8Array(x.length);
    for (let i = 0; i < x.length; i++)
        d[i] = x[i] - y[i];
    const counts = countDifferences(d);
    const t = excessDropTest(counts, alpha);
    return {
        model: own.model,
        perturber: own.perturber,
        against: control.model,
        controls: [control.model],
        n: t.n,
        estimate: t.estimate,
        ci: { lower: t.lcb, upper: t.ucb, level: 1 - 2 * alpha },
        lcb: t.lcb,
        ucb: t.ucb,
        informative: t.informative,
        p_value: t.p,
        counts,
        unparsed: [unparsedOf(own), unparsedOf(control)],
    };
}
/** Against the controls' mean: e_i = C·x_i − Σ_c y_ci (integers), d_i = e_i / C. */
function meanTest(own, controls, alpha) {
    const C = controls.length;
    const x = own.items.d;
    const e = new Int16Array(x.length);
    let sum = 0;
    let sumSq = 0;
    let informative = 0;
    for (let i = 0; i < x.length; i++) {
        let v = C * x[i];
        for (const c of controls)
            v -= c.items.d[i];
        e[i] = v;
        sum += v;
        sumSq += v * v;
        if (v !== 0)
            informative++;
    }
    const n = x.length;
    const { lcb, ucb } = scoreBounds(sum / C, sumSq / (C * C), n, alpha);
    const names = controls.map((c) => c.model);
    return {
        model: own.model,
        perturber: own.perturber,
        against: C === 1 ? names[0] : `mean of ${names.join(", ")}`,
        controls: names,
        n,
        estimate: sum / C / n,
        ci: { lower: lcb, upper: ucb, level: 1 - 2 * alpha },
        lcb,
        ucb,
        informative,
        p_value: latticeSignFlipP(e),
        counts: null,
        unparsed: [unparsedOf(own), ...controls.map(unparsedOf)],
    };
}


/***/ }),

/***/ 2220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ detectFamily)
/* harmony export */ });
/* harmony import */ var _stats_melded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4737);
/* harmony import */ var _stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8279);
/* harmony import */ var _stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2157);
/* harmony import */ var _stats_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8175);




/**
 * The v2 verdict rule (docs/statistics.md): one family of M × K (model, perturber) hypotheses;
 * Holm over all of them, a perturber tried but not run counting with p = 1; a pair fires iff
 * p_holm < α AND melded lcb(α) − E(K)·√n_d/n > 0. A soft pair ("The soft signal") joins the same
 * family with its sign-flip p, and fires iff p_holm < α AND score lcb(α) − E(K)·√Σd²/n > 0. Kept apart from the report so `verify`
 * simulates exactly the rule the report applies. The melded bound is only computed where the
 * Holm clause already holds (it cannot fire otherwise), which keeps simulations cheap.
 */
function detectFamily(pairs, familySize, alpha, emaxValue, 
/** p-values of the family's other hypotheses (the controls' excess-drop tests). */
others = []) {
    if (!Number.isInteger(familySize) || familySize < pairs.length + others.length) {
        throw new RangeError(`familySize must be an integer ≥ the ${pairs.length + others.length} hypotheses given (got ${familySize})`);
    }
    const softs = pairs.map((t) => (t.kind === "soft" ? (0,_stats_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .signFlipTest */ .tf)(t.d, alpha) : null));
    const ps = pairs.map((t, i) => (t.kind === "soft" ? softs[i].p : (0,_stats_mcnemar_js__WEBPACK_IMPORTED_MODULE_1__/* .mcnemarP */ .QL)(t.b, t.c, "one-sided")));
    const padded = [...ps, ...others, ...new Array(familySize - pairs.length - others.length).fill(1)];
    const pHolm = (0,_stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_3__/* .holm */ .f)(padded);
    const pBh = (0,_stats_multiplicity_js__WEBPACK_IMPORTED_MODULE_3__/* .benjaminiHochberg */ .U)(padded);
    return pairs.map((t, i) => {
        const ph = pHolm[i];
        const soft = softs[i] ?? null;
        if (t.kind === "soft") {
            const deflation = emaxValue * soft.nullSd;
            const detected = ph < alpha && soft.lcb - deflation > 0;
            return { p: ps[i], pHolm: ph, pBh: pBh[i], se0: soft.nullSd, deflation, detected, soft };
        }
        const se0 = Math.sqrt(t.b + t.c) / t.n;
        const deflation = emaxValue * se0;
        // lcb − deflation > 0 decided without the root, as the gate's rule decides it (stats/rule.ts).
        const detected = ph < alpha && (0,_stats_melded_js__WEBPACK_IMPORTED_MODULE_0__/* .meldedLcbExceeds */ .qu)(t.b, t.c, t.n, alpha, deflation);
        return { p: ps[i], pHolm: ph, pBh: pBh[i], se0, deflation, detected, soft: null };
    });
}


/***/ }),

/***/ 9388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ assessHeterogeneity)
/* harmony export */ });
/* unused harmony export HETEROGENEITY_WORDS */
/* harmony import */ var _stats_heterogeneity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8442);
/* harmony import */ var _stats_normal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9629);


/** The docs/statistics.md reading of the test, in words a reviewer can act on. */
const HETEROGENEITY_WORDS = {
    "heterogeneous-positive": "heterogeneous, with a significantly positive drop in some models: the drop differs between models, which points at those models' memory of the published questions rather than at a harder perturbation",
    "heterogeneous-not-positive": "heterogeneous, but no model's drop is significantly positive: the drops differ between models without any of them showing the contamination direction, so this is not read as memory",
    "homogeneous-positive": "homogeneous with a positive pooled drop: the perturbation may simply be harder, or all models are equally contaminated; without a control model known to be clean these cannot be told apart",
    "homogeneous-not-positive": "homogeneous with no positive pooled drop: no sign that the drop differs between models, and no shared drop",
};
/**
 * Heterogeneity of one perturber's drops across models (docs/statistics.md). With item-level
 * outcomes on the same items for every model, the paired Wald test (respects the pairing); with
 * tables only, Cochran's Q (assumes independent models, and says so). Both with the boundary-safe
 * variance, so every model is in the test. The pooled drop carries a (1 − 2α) interval and the
 * number of items. Null when the items are shared but no more than M − 1: the paired test's F
 * reference needs n > M − 1, and Cochran's Q would treat models answering the same items as
 * independent, so no heterogeneity is reported rather than an uncalibrated one.
 */
function assessHeterogeneity(perturber, members, alpha) {
    if (members.length < 2)
        throw new RangeError("assessHeterogeneity: needs at least 2 models");
    const z = (0,_stats_normal_js__WEBPACK_IMPORTED_MODULE_1__/* .normQuantile */ .mZ)(1 - alpha);
    const paired = sameItems(members.map((m) => m.table));
    if (paired !== null && !(0,_stats_heterogeneity_js__WEBPACK_IMPORTED_MODULE_0__/* .hotellingApplies */ .xp)(members.length, paired))
        return null;
    let test;
    let statistic;
    let df;
    let pValue;
    let pooled;
    let pooledSe;
    // I² is Cochran's (descriptive), computed either way.
    const q = (0,_stats_heterogeneity_js__WEBPACK_IMPORTED_MODULE_0__/* .cochranQ */ .Ad)(members.map((m) => ({
        name: m.table.model,
        drop: m.pair.drop,
        se: (0,_stats_heterogeneity_js__WEBPACK_IMPORTED_MODULE_0__/* .boundarySafeSe */ .Ig)(m.table.b, m.table.c, m.pair.n),
    })));
    if (paired !== null) {
        const w = (0,_stats_heterogeneity_js__WEBPACK_IMPORTED_MODULE_0__/* .pairedWald */ .yE)(members.map((m) => m.table.items.d));
        test = { kind: "paired-wald", items: paired, reference: "hotelling-f", df2: w.df2, f_statistic: w.fStatistic };
        ({ statistic, df, pValue, pooled, pooledSe } = w);
    }
    else {
        test = { kind: "cochran-q", assumes: "independent models" };
        statistic = q.q;
        df = q.df;
        pValue = q.pValue;
        pooled = q.pooled;
        pooledSe = q.pooledSe;
    }
    const ns = new Set(members.map((m) => m.pair.n));
    const items = paired ?? (ns.size === 1 ? members[0].pair.n : Math.max(...ns));
    const ci = { lower: pooled - z * pooledSe, upper: pooled + z * pooledSe, level: 1 - 2 * alpha };
    const positive = members.filter((m) => m.pair.detected).map((m) => m.table.model);
    const negative = members.filter((m) => m.negative).map((m) => m.table.model);
    const reading = pValue < alpha
        ? positive.length > 0
            ? "heterogeneous-positive"
            : "heterogeneous-not-positive"
        : ci.lower > 0
            ? "homogeneous-positive"
            : "homogeneous-not-positive";
    return {
        perturber,
        test,
        statistic,
        df,
        p_value: pValue,
        i_squared: q.iSquared,
        pooled_drop: { estimate: pooled, ci, items, weighting: paired !== null ? "equal" : "inverse-variance" },
        included: members.map((m) => m.table.model),
        variance: "plug-in with ½ added to b and c",
        positive,
        negative,
        reading,
        interpretation: HETEROGENEITY_WORDS[reading],
    };
}
/** The shared item count when every table has item-level differences over the same ids; else null. */
function sameItems(tables) {
    const first = tables[0].items;
    if (first === null)
        return null;
    for (const t of tables) {
        const it = t.items;
        if (it === null || it.ids.length !== first.ids.length)
            return null;
        if (it.ids !== first.ids && it.ids.some((id, i) => id !== first.ids[i]))
            return null;
    }
    return first.ids.length;
}


/***/ }),

/***/ 438:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ tablesFromOutcomes),
/* harmony export */   x: () => (/* binding */ parsePairedJsonl)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(261);
/* harmony import */ var _parse_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2052);



const FIELDS = ["model", "id", "original", "perturbed"];
const OPTIONAL = ["perturber"];
/**
 * Parses paired outcomes as JSONL (one `{"model","perturber"?,"id","original","perturbed"}` object a line;
 * blank lines are skipped). Every problem is an exit-4 InputError naming file, line and field;
 * messages quote ids and model names (identifiers) but never answer or question text.
 */
function parsePairedJsonl(text, file) {
    const rows = [];
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        if (raw.trim() === "")
            continue;
        rows.push({ ...parseRow(raw, file, i + 1), line: i + 1 });
    }
    return tablesFromOutcomes(rows, file);
}
function parseRow(raw, file, line) {
    let v;
    try {
        v = JSON.parse(raw);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid JSON (expected one object per line)", { file, line });
    }
    // JSON.parse keeps the last of two "original" keys without a word: that would flip an outcome.
    const dup = (0,_text_strict_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateTopLevelKey */ .E)(raw.trim());
    if (dup !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("appears twice on the line", { file, line, field: dup });
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("expected a JSON object", { file, line });
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!FIELDS.includes(key) && !OPTIONAL.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown field (allowed: ${[...FIELDS, ...OPTIONAL].join(", ")})`, {
                file,
                line,
                field: key,
            });
        }
    }
    for (const key of FIELDS) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("missing", { file, line, field: key });
    }
    const { model, id, original, perturbed, perturber } = obj;
    if (typeof model !== "string" || model.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string", { file, line, field: "model" });
    }
    if (perturber !== undefined && (typeof perturber !== "string" || perturber.trim() === "")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string when present", { file, line, field: "perturber" });
    }
    let idText;
    if (typeof id === "string" && id !== "")
        idText = id;
    // Beyond 2^53 JSON.parse rounds: two ids would tally as one value that is not in the file.
    else if (typeof id === "number" && Number.isSafeInteger(id))
        idText = String(id);
    else if (typeof id === "number")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { file, line, field: "id" });
    else
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string or a number", { file, line, field: "id" });
    return {
        model,
        perturber: perturber === undefined ? null : perturber,
        id: idText,
        original: outcome(original, file, line, "original"),
        perturbed: outcome(perturbed, file, line, "perturbed"),
    };
}
function outcome(v, file, line, field) {
    if (v === true || v === false || v === null)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be true, false or null (null = unparsed), got ${describe(v)}`, { file, line, field });
}
function describe(v) {
    if (typeof v === "string")
        return "a string";
    if (typeof v === "number")
        return "a number";
    if (Array.isArray(v))
        return "an array";
    return typeof v === "object" ? "an object" : typeof v;
}
/**
 * Tallies outcomes into one table per (model, perturber) pair (in order of first appearance).
 * Every pair must cover exactly the same ids: a paired comparison across models with different
 * item sets would silently compare different things. Either every row names its perturber or
 * none does. The tables keep the item-level differences (same id order for all), so
 * heterogeneity can respect the pairing.
 */
function tablesFromOutcomes(rows, file) {
    if (rows.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("empty input: no rows", { file, line: 1, field: "model" });
    const named = rows[0].perturber !== null;
    const byPair = new Map();
    let last;
    for (const r of rows) {
        if ((r.perturber !== null) !== named) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(named
                ? "missing: the first row names its perturber, so every row must"
                : "the first row names no perturber, so no row may", { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "perturber" });
        }
        const perturber = r.perturber ?? _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv;
        // Rows usually come grouped by pair: the key is built only when the pair changes.
        let pair = last !== undefined && last.model === r.model && last.perturber === perturber ? last : undefined;
        if (!pair) {
            const key = JSON.stringify([r.model, perturber]);
            pair = byPair.get(key);
            if (!pair) {
                pair = { model: r.model, perturber, items: new Map() };
                byPair.set(key, pair);
            }
        }
        last = pair;
        const prev = pair.items.get(r.id);
        if (prev) {
            const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
            const which = named ? ` with perturber "${perturber}"` : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`duplicate row for model "${r.model}"${which} and id "${r.id}"${first}`, {
                file,
                ...(r.line !== undefined ? { line: r.line } : {}),
                field: "id",
            });
        }
        pair.items.set(r.id, r);
    }
    // Equal sizes and one pair's ids all inside the first's ⇒ the same id set; only when that
    // fails is the offending id looked for (one lookup per row on the happy path).
    const [first, ...others] = [...byPair.values()];
    for (const o of others) {
        if (o.items.size === first.items.size && everyIdIn(o.items, first.items))
            continue;
        for (const [id, r] of first.items)
            if (!o.items.has(id))
                throw missingId(label(o), id, r, file);
        for (const [id, r] of o.items)
            if (!first.items.has(id))
                throw missingId(label(first), id, r, file);
    }
    const ids = [...first.items.keys()];
    const tables = [];
    for (const pair of byPair.values()) {
        const d = new Int8Array(ids.length);
        const soft = softOf(pair, ids, file);
        const t = {
            model: pair.model,
            perturber: pair.perturber,
            a: 0,
            b: 0,
            c: 0,
            e: 0,
            unparsedOriginal: 0,
            unparsedPerturbed: 0,
            items: { ids, d },
            ...(soft !== null ? { soft } : {}),
        };
        ids.forEach((id, i) => {
            const r = pair.items.get(id);
            const o = r.original === true;
            const p = r.perturbed === true;
            d[i] = (o ? 1 : 0) - (p ? 1 : 0);
            if (o && p)
                t.a++;
            else if (o)
                t.b++;
            else if (p)
                t.c++;
            else
                t.e++;
            if (r.original === null)
                t.unparsedOriginal++;
            if (r.perturbed === null)
                t.unparsedPerturbed++;
        });
        tables.push(t);
    }
    return tables;
}
/** The pair's soft scores when every item carries both, null when none does; else exit 4. */
function softOf(pair, ids, file) {
    const first = pair.items.get(ids[0]);
    const soft = first.originalScore !== undefined && first.perturbedScore !== undefined;
    const scores = soft ? { original: new Float64Array(ids.length), perturbed: new Float64Array(ids.length) } : null;
    ids.forEach((id, i) => {
        const r = pair.items.get(id);
        const has = r.originalScore !== undefined && r.perturbedScore !== undefined;
        if (has !== soft) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${label(pair)}": id "${ids[0]}" ${soft ? "has" : "lacks"} a score on both answers and id "${id}" ${has ? "has" : "lacks"}; a pair is judged on scores only when every item has them`, { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "score" });
        }
        if (scores !== null) {
            scores.original[i] = r.originalScore;
            scores.perturbed[i] = r.perturbedScore;
        }
    });
    return scores;
}
function label(p) {
    return p.perturber === _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv ? p.model : `${p.model}@${p.perturber}`;
}
function everyIdIn(items, reference) {
    for (const id of items.keys())
        if (!reference.has(id))
            return false;
    return true;
}
function missingId(pair, id, r, file) {
    const other = r.perturber === null ? r.model : `${r.model}@${r.perturber}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${pair}" has no row for id "${id}", which "${other}" has`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
    });
}


/***/ }),

/***/ 2052:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rv: () => (/* binding */ SINGLE_PERTURBER),
/* harmony export */   vf: () => (/* binding */ checkUniquePairs),
/* harmony export */   xx: () => (/* binding */ parseTableSpec)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);

/** The perturber of a table given without one (`--table NAME=…`, JSONL rows without `perturber`). */
const SINGLE_PERTURBER = "perturbed";
/**
 * Parses a `--table MODEL=a,b,c,e` or `--table MODEL@PERTURBER=a,b,c,e` flag (a both correct,
 * b original only, c perturbed only, e neither). Unparsed counts and item-level outcomes are
 * unknown from a table, so they stay null. The last `@` before `=` splits model and perturber.
 */
function parseTableSpec(spec) {
    const eq = spec.indexOf("=");
    const where = { field: "--table" };
    const usage = `expected MODEL=a,b,c,e or MODEL@PERTURBER=a,b,c,e (got "${spec}")`;
    if (eq <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(usage, where);
    const name = spec.slice(0, eq).trim();
    const at = name.lastIndexOf("@");
    const model = (at >= 0 ? name.slice(0, at) : name).trim();
    const perturber = at >= 0 ? name.slice(at + 1).trim() : SINGLE_PERTURBER;
    if (model === "" || perturber === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(usage, where);
    const parts = spec.slice(eq + 1).split(",");
    if (parts.length !== 4) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": expected four counts a,b,c,e (got ${parts.length})`, where);
    }
    const counts = parts.map((p) => {
        const s = p.trim();
        const v = /^\d+$/.test(s) ? Number(s) : NaN;
        if (!Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": counts must be integers ≥ 0 (got "${p}")`, where);
        return v;
    });
    const [a, b, c, e] = counts;
    if (a + b + c + e === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": the table is empty (n = 0)`, where);
    return {
        model,
        perturber,
        perturberGiven: at >= 0,
        a,
        b,
        c,
        e,
        unparsedOriginal: null,
        unparsedPerturbed: null,
        items: null,
    };
}
/** (model, perturber) pairs must be unique across --input and --table: verdicts are reported by them. */
function checkUniquePairs(tables, where = {}) {
    const seen = new Set();
    for (const t of tables) {
        const key = JSON.stringify([t.model, t.perturber]);
        if (seen.has(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${t.model}" with perturber "${t.perturber}" appears twice`, {
                field: "model",
                ...where,
            });
        }
        seen.add(key);
    }
}


/***/ })

};
