export const id = 439;
export const ids = [439];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bQ: () => (/* binding */ parseFlags),
/* harmony export */   oH: () => (/* binding */ rangedFlag)
/* harmony export */ });
/* unused harmony export RENAMED_FLAGS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1444);



/**
 * Spellings that went when the commands were given one vocabulary (README "Flags"): nothing was
 * released with them, so they are refused, with the name that replaced them.
 */
const RENAMED_FLAGS = {
    budget: ["max-calls"],
    benchmark: ["items"],
    out: ["outcomes", "items"],
    split: ["helm-split"],
    effect: ["target-effect"],
    "expected-discordant-rate": ["discordant-rate"],
    discordance: ["discordant-rate"],
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
    const msg = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(e).replace(/^TypeError \[[A-Z_]+\]: /, "");
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
/**
 * A number flag's value, checked against its setting's entry in RANGES (src/ranges.ts), so
 * a range and its wording are written once for every command; undefined when the flag was not given.
 */
function rangedFlag(raw, flag, key) {
    return raw === undefined ? undefined : (0,_ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNumber */ .$J)(raw, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .RANGES */ .$M[key], { kind: "flag", flag: `--${flag}` }).value;
}


/***/ }),

/***/ 7927:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VERIFY_FLAGS: () => (/* binding */ VERIFY_FLAGS),
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/report/figures.js
var figures = __webpack_require__(9418);
// EXTERNAL MODULE: ./build/lib/report/format.js
var format = __webpack_require__(184);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 2 modules
var verdict_json = __webpack_require__(1239);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var power = __webpack_require__(2625);
// EXTERNAL MODULE: ./build/lib/stats/random.js
var random = __webpack_require__(4557);
// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
;// CONCATENATED MODULE: ./build/lib/verify/corner-checks.js
/**
 * `verify` checks (g), (h) and (i): the level of the time split, of the paired heterogeneity test
 * and of the controls' excess-drop test, by seeded simulation through the verdict's own calls
 * (docs/statistics.md, "Time split (v2)", "Heterogeneity across models", "Controls (v2)"), in the
 * designs where their earlier versions broke or where they are closest to their level.
 */


/** (g): two models with cutoffs (Holm over 2), large groups with different discordance, equal 5-pt drops. */
const SPLIT = { models: 2, pre: 100, post: 100, psiPre: 0.6, psiPost: 0.8, drop: 0 };
/** (h): many correlated models on few items, equal drops — where the χ² reference rejected twice too often. */
const HET = { models: 20, items: 200, drop: 0.05 };
function bound(alpha, sims) {
    return alpha + 2 * Math.sqrt((alpha * (1 - alpha)) / sims);
}
const RERUN = "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect";
/** The time split's table: the first SPLIT.pre items at ψ_pre, the rest at ψ_post, equal drops. */
function splitTable(rng, model, ids) {
    return sampledTable(rng, model, ids, (i) => (i < SPLIT.pre ? SPLIT.psiPre : SPLIT.psiPost), SPLIT.drop);
}
/** (g): no model's drop differs before and after its cutoff; any "pre larger" is a false finding. */
function timeSplitLevelCheck(o, deps) {
    const rng = (0,random/* createRng */.S)(`${o.seed}\u0000time-split`);
    const ids = [
        ...Array.from({ length: SPLIT.pre }, (_, i) => `p${i}`),
        ...Array.from({ length: SPLIT.post }, (_, i) => `q${i}`),
    ];
    const publishedAt = new Map(ids.map((id) => [id, id.startsWith("p") ? "2022-01-01" : "2025-01-01"]));
    const models = Array.from({ length: SPLIT.models }, (_, j) => `m${j}`);
    const input = {
        publishedAt,
        cutoffs: new Map(models.map((m) => [m, "2024-01-01"])),
        discordantRate: SPLIT.psiPre,
    };
    let fired = 0;
    for (let s = 0; s < o.sims; s++) {
        const tables = models.map((m) => splitTable(rng, m, ids));
        const r = deps.decideTimeSplit(tables, input, { alpha: o.alpha, perturbers: 1 });
        if (r?.pairs.some((p) => "rejected" in p && p.rejected))
            fired++;
    }
    const rate = fired / o.sims;
    const limit = bound(o.alpha, o.sims);
    const pass = rate <= limit;
    return {
        pass,
        text: `time-split family-wise false "pre larger" rate, ${SPLIT.models} models with cutoffs (Holm over ${SPLIT.models}), ` +
            `${SPLIT.pre} pre items at ψ ${SPLIT.psiPre} vs ${SPLIT.post} post at ψ ${SPLIT.psiPost}, equal drops (${100 * SPLIT.drop} pt): ` +
            `${rate.toFixed(4)} (${fired}/${o.sims}) ≤ α + 2 SE = ${limit.toFixed(4)}${pass ? "" : RERUN}`,
    };
}
/**
 * (h): M models on the same items, each easy with probability ½ for all of them, skills spread so
 * accuracies differ, and on half the items the same draws for every model (they err together);
 * every model drops by the same amount, so "heterogeneous" is a false finding.
 */
function heterogeneityLevelCheck(o, deps) {
    const rng = (0,random/* createRng */.S)(`${o.seed}\u0000heterogeneity`);
    const n = HET.items;
    const M = HET.models;
    const ids = Array.from({ length: n }, (_, i) => `i${i}`);
    const easy = new Uint8Array(n);
    const shared = new Uint8Array(n);
    const uo = new Float64Array(n);
    const up = new Float64Array(n);
    let fired = 0;
    for (let s = 0; s < o.sims; s++) {
        for (let i = 0; i < n; i++) {
            easy[i] = rng.next() < 0.5 ? 1 : 0;
            shared[i] = rng.next() < 0.5 ? 1 : 0;
            uo[i] = rng.next();
            up[i] = rng.next();
        }
        const members = Array.from({ length: M }, (_, j) => {
            const skill = j / (M - 1);
            const d = new Int8Array(n);
            let b = 0;
            let c = 0;
            for (let i = 0; i < n; i++) {
                const p = easy[i] ? 0.75 + 0.15 * skill : 0.35 + 0.3 * skill;
                const orig = (shared[i] ? uo[i] : rng.next()) < p + HET.drop / 2;
                const pert = (shared[i] ? up[i] : rng.next()) < p - HET.drop / 2;
                d[i] = (orig ? 1 : 0) - (pert ? 1 : 0);
                if (d[i] > 0)
                    b++;
                else if (d[i] < 0)
                    c++;
            }
            const rest = n - b - c;
            const a = Math.floor(rest / 2);
            const table = {
                model: `m${j}`,
                perturber: "p",
                a,
                b,
                c,
                e: rest - a,
                unparsedOriginal: 0,
                unparsedPerturbed: 0,
                items: { ids, d },
            };
            // The reading needs each model's verdict; the test's p does not.
            const pair = { drop: (b - c) / n, n, detected: false };
            return { table, pair, negative: false };
        });
        const h = deps.assessHeterogeneity("p", members, o.alpha);
        if (h !== null && h.p_value < o.alpha)
            fired++;
    }
    const rate = fired / o.sims;
    const limit = bound(o.alpha, o.sims);
    const pass = rate <= limit;
    return {
        pass,
        text: `paired heterogeneity false "heterogeneous" rate, ${M} correlated models with equal ${100 * HET.drop}-pt drops on ${n} items: ` +
            `${rate.toFixed(4)} (${fired}/${o.sims}) ≤ α + 2 SE = ${limit.toFixed(4)}${pass ? "" : RERUN}`,
    };
}
/**
 * (i): a model and a declared clean control with equal drops (8 pt) but different discordance (ψ
 * 0.4 vs 0.1, so d is not symmetric: the hardest null the docs simulate), M = 2, K = 1, one excess
 * test in a family of 3, through the verdict's own path (planControls, Holm over the family with
 * the drop pairs' exact p, finishControls). "Drops more than the clean control" is a false finding.
 */
const CONTROLS = { items: 300, model: { psi: 0.4, drop: 0.08 }, control: { psi: 0.1, drop: 0.08 } };
/** A paired table drawn item by item: discordant with probability ψ(i), split so the drop is `drop`. */
function sampledTable(rng, model, ids, psiAt, drop) {
    const d = new Int8Array(ids.length);
    let b = 0;
    let c = 0;
    for (let i = 0; i < ids.length; i++) {
        const psi = psiAt(i);
        const u = rng.next();
        const x = u < (psi + drop) / 2 ? 1 : u < psi ? -1 : 0;
        d[i] = x;
        if (x > 0)
            b++;
        else if (x < 0)
            c++;
    }
    const rest = ids.length - b - c;
    const a = Math.floor(rest / 2);
    return { model, perturber: "p", a, b, c, e: rest - a, unparsedOriginal: 0, unparsedPerturbed: 0, items: { ids, d } };
}
function controlsLevelCheck(o, deps) {
    const rng = (0,random/* createRng */.S)(`${o.seed}\u0000controls`);
    const ids = Array.from({ length: CONTROLS.items }, (_, i) => `i${i}`);
    const design = {
        alpha: o.alpha,
        targetEffect: 0.05,
        models: 2,
        perturbers: 1,
        emax: "exact",
        power: 0.8,
    };
    const declaration = { kind: "declared", controls: ["control"], against: "each" };
    let fired = 0;
    let family = 0;
    for (let s = 0; s < o.sims; s++) {
        const tables = [
            sampledTable(rng, "model", ids, () => CONTROLS.model.psi, CONTROLS.model.drop),
            sampledTable(rng, "control", ids, () => CONTROLS.control.psi, CONTROLS.control.drop),
        ];
        const plan = deps.planControls(tables, design, declaration);
        family = design.models * design.perturbers + plan.familyTests;
        const dropPs = tables.map((t) => (0,mcnemar/* mcnemarP */.QL)(t.b, t.c, "one-sided"));
        const excess = deps.finishControls(plan, deps.holmWithControls(dropPs, plan.tests.map((t) => t.p_value), family), o.alpha);
        if (excess.kind === "declared" && excess.tests.some((t) => t.exceeds))
            fired++;
    }
    const rate = fired / o.sims;
    const limit = bound(o.alpha, o.sims);
    const pass = rate <= limit;
    const { model: m, control: c } = CONTROLS;
    return {
        pass,
        text: `controls' false "drops more than the clean control" rate, ${CONTROLS.items} items, model ψ ${m.psi} vs control ψ ${c.psi}, ` +
            `both dropping ${100 * m.drop} pt (Holm over a family of ${family}): ${rate.toFixed(4)} (${fired}/${o.sims}) ≤ α + 2 SE = ${limit.toFixed(4)}${pass ? "" : RERUN}`,
    };
}

// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/validate.js
var validate = __webpack_require__(2816);
;// CONCATENATED MODULE: ./build/lib/stats/melded-coverage.js
/**
 * Coverage of the melded bounds by simulation (for `verify` (f) and test/reference/): draw paired
 * tables from the model of docs/statistics.md — each of n items discordant with probability ψ,
 * a discordant item in the contamination direction with probability π — and count how often
 * lcb ≤ δ, ucb ≥ δ and lcb ≤ δ ≤ ucb for the true drop δ = ψ(2π − 1).
 *
 * Each bound is decided against δ without computing it (meldedLcbExceeds / meldedUcbBelow), and
 * each distinct table is decided once: at n = 1000 a few thousand tables cover 20,000 draws.
 */



function estimate(hits, sims, nominal) {
    const c = hits / sims;
    return { coverage: c, se: Math.sqrt((c * (1 - c)) / sims), nominal };
}
function meldedCoverage(design) {
    const { pi, psi, n, sims, seed, alpha } = design;
    const fn = "meldedCoverage";
    (0,validate/* requireProbability */.HO)(pi, "pi", fn);
    (0,validate/* requireProbability */.HO)(psi, "psi", fn);
    (0,validate/* requireCount */.v6)(n, "n", fn);
    (0,validate/* requireCount */.v6)(sims, "sims", fn);
    if (n === 0 || sims === 0)
        throw new RangeError(`${fn}: n and sims must be > 0`);
    (0,validate/* requireProbabilityOpen */.JR)(alpha, "alpha", fn);
    if (alpha >= 0.5)
        throw new RangeError(`${fn}: alpha must be < 0.5, got ${alpha}`);
    const delta = psi * (2 * pi - 1);
    const rng = (0,random/* createRng */.S)(seed);
    // Per table (b, c): bit 1 = lcb > δ (misses from above), bit 2 = ucb < δ (misses from below).
    const decided = new Map();
    let lcbMiss = 0;
    let ucbMiss = 0;
    let eitherMiss = 0;
    for (let s = 0; s < sims; s++) {
        const nd = rng.binomial(n, psi);
        const b = rng.binomial(nd, pi);
        const key = b * (n + 1) + (nd - b);
        let bits = decided.get(key);
        if (bits === undefined) {
            bits =
                ((0,melded/* meldedLcbExceeds */.qu)(b, nd - b, n, alpha, delta) ? 1 : 0) | ((0,melded/* meldedUcbBelow */.lO)(b, nd - b, n, alpha, delta) ? 2 : 0);
            decided.set(key, bits);
        }
        if (bits & 1)
            lcbMiss++;
        if (bits & 2)
            ucbMiss++;
        if (bits !== 0)
            eitherMiss++;
    }
    return {
        delta,
        sims,
        lcb: estimate(sims - lcbMiss, sims, 1 - alpha),
        ucb: estimate(sims - ucbMiss, sims, 1 - alpha),
        interval: estimate(sims - eitherMiss, sims, 1 - 2 * alpha),
    };
}

// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 1 modules
var compute = __webpack_require__(1136);
// EXTERNAL MODULE: ./build/lib/verdict/controls.js + 2 modules
var controls = __webpack_require__(856);
// EXTERNAL MODULE: ./build/lib/verdict/family.js
var family = __webpack_require__(2220);
// EXTERNAL MODULE: ./build/lib/verdict/heterogeneity.js
var heterogeneity = __webpack_require__(9388);
// EXTERNAL MODULE: ./build/lib/verdict/parse-jsonl.js
var parse_jsonl = __webpack_require__(438);
// EXTERNAL MODULE: ./build/lib/verdict/time-split.js + 1 modules
var time_split = __webpack_require__(3853);
;// CONCATENATED MODULE: ./build/lib/verify/deps.js
/**
 * The code `verify` checks, as one injectable table: each check calls the instrument only through
 * these, so a test can hand it a broken version (Holm's factor dropped, the deflation dropped, …)
 * and see the check fail (docs/statistics.md, "Checking the instrument"). Production passes
 * VERIFY_DEPS, the real functions.
 */











const VERIFY_DEPS = {
    tablesFromOutcomes: parse_jsonl/* tablesFromOutcomes */.D,
    computeVerdict: compute/* computeVerdict */.z,
    detectFamily: family/* detectFamily */.c,
    emaxOf: rule/* emaxOf */.D4,
    exactPower: power/* exactPower */.b5,
    meldedCoverage: meldedCoverage,
    decideTimeSplit: time_split/* decideTimeSplit */.Yr,
    assessHeterogeneity: heterogeneity/* assessHeterogeneity */.J,
    planControls: controls/* planControls */._i,
    holmWithControls: controls/* holmWithControls */.to,
    finishControls: controls/* finishControls */.CS,
    meldedUcbBelow: melded/* meldedUcbBelow */.lO,
    boundsShown: figures/* boundsShown */.pC,
};

// EXTERNAL MODULE: ./build/lib/stats/binomial.js
var binomial = __webpack_require__(9355);
;// CONCATENATED MODULE: ./build/lib/verify/sample-binomial.js

/**
 * Binomial(n, p) by inversion, searching outward from the mode (m, m+1, m−1, m+2, …) with the
 * pmf recurrence. Exact in distribution up to rounding, and O(√(np(1−p))) per draw instead of
 * the O(n) Bernoulli count — what keeps `verify` under 30 s for any n.
 */
function sampleBinomial(rng, n, p) {
    if (n === 0 || p === 0)
        return 0;
    if (p === 1)
        return n;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const u = rng.next();
    const odds = p / (1 - p);
    const pMode = (0,binomial/* binomPmf */.Fm)(mode, n, p);
    let sum = pMode;
    if (u < sum)
        return mode;
    let up = mode;
    let down = mode;
    let pUp = pMode;
    let pDown = pMode;
    for (;;) {
        const canUp = up < n && pUp > 0;
        const canDown = down > 0 && pDown > 0;
        if (!canUp && !canDown)
            return up !== mode ? up : down; // rounding left u unreached: a tail value
        if (canUp) {
            pUp *= ((n - up) / (up + 1)) * odds;
            up++;
            sum += pUp;
            if (u < sum)
                return up;
        }
        if (canDown) {
            pDown *= down / (n - down + 1) / odds;
            down--;
            sum += pDown;
            if (u < sum)
                return down;
        }
    }
}

;// CONCATENATED MODULE: ./build/lib/verify/nondetection-check.js
/**
 * `verify` check (j): the printed upper bound "the drop is at most +X pt (one-sided (1 − α) upper
 * bound)" must be false in at most α of the sentences printed (docs/statistics.md, "Never a bare
 * point estimate"). Simulated where selection bites: M = 3 models, each with the same true drop
 * 1.2 × the gate's minimum detectable drop, so most runs name some models and not others. Each
 * run decides the family with the verdict's rule, asks the surfaces' rule (boundsShown) which
 * bounds it prints, and counts the printed bounds below the true drop. Printing the bound only
 * for the models not named — the rule it replaced — errs in about a third of its sentences here.
 */



const DESIGN = { models: 3, perturbers: 1, psi: 0.3, power: 0.8, factor: 1.2 };
function nonDetectionCheck(o, deps) {
    const { models: M, perturbers: K, psi } = DESIGN;
    const rule = { alpha: o.alpha, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
    const mde = (0,power/* minDetectableEffect */.fX)(o.n, psi, DESIGN.power, rule);
    // At very small n no drop up to ψ reaches the target power; the check then runs at ψ itself.
    const delta = Math.min(psi, DESIGN.factor * (mde ?? psi));
    const pi = (1 + delta / psi) / 2;
    const emax = deps.emaxOf(K, "exact");
    const rng = (0,random/* createRng */.S)(`${o.seed}\u0000non-detection`);
    // Whether a table's bound is below δ is the same every time it recurs: ask the code once per table.
    const below = new Map();
    const ucbBelowDelta = (b, c) => {
        const key = b * (o.n + 1) + c;
        let v = below.get(key);
        if (v === undefined) {
            v = deps.meldedUcbBelow(b, c, o.n, o.alpha, delta);
            below.set(key, v);
        }
        return v;
    };
    let printed = 0;
    let wrong = 0;
    for (let s = 0; s < o.sims; s++) {
        const pairs = [];
        for (let m = 0; m < M * K; m++) {
            const d = sampleBinomial(rng, o.n, psi);
            const b = sampleBinomial(rng, d, pi);
            pairs.push({ b, c: d - b, n: o.n });
        }
        const fired = deps.detectFamily(pairs, M * K, o.alpha, emax);
        for (let m = 0; m < M; m++) {
            const own = pairs.slice(m * K, (m + 1) * K);
            const detected = fired.slice(m * K, (m + 1) * K).some((f) => f.detected);
            for (const p of deps.boundsShown({ detected, perturbers: own })) {
                printed++;
                if (ucbBelowDelta(p.b, p.c))
                    wrong++;
            }
        }
    }
    const rate = printed > 0 ? wrong / printed : 0;
    const se = printed > 0 ? Math.sqrt((o.alpha * (1 - o.alpha)) / printed) : 0;
    const limit = o.alpha + 2 * se;
    const pass = printed > 0 && rate <= limit;
    return {
        pass,
        text: `printed upper bounds ("the drop is at most …") false among those printed, M = ${M} models each dropping ` +
            `${(100 * delta).toFixed(2)} pt (${DESIGN.factor} × the minimum detectable ${mde === null ? "(none)" : `${(100 * mde).toFixed(2)} pt`}; n = ${o.n}, ψ = ${psi}): ` +
            `${rate.toFixed(4)} (${wrong}/${printed} sentences in ${o.sims} runs) ≤ α + 2 SE = ${limit.toFixed(4)}` +
            (printed === 0
                ? "; no bound was printed"
                : pass
                    ? ""
                    : "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect"),
    };
}

;// CONCATENATED MODULE: ./build/lib/verify/fake-model.js

function syntheticItems(n) {
    return Array.from({ length: n }, (_, i) => {
        const id = `item-${String(i + 1).padStart(5, "0")}`;
        return { id, text: `${id}: which option is right?\nA) alpha\nB) beta\nC) gamma\nD) delta` };
    });
}
function present(item, p) {
    if (p === "identity")
        return item.text;
    const [stem, ...choices] = item.text.split("\n");
    return [stem, ...choices.reverse()].join("\n");
}
/** A deterministic answerer: the first answer to (item, text) is drawn, later ones repeat it. */
function deterministic(seed, name, pCorrect) {
    const rng = (0,random/* createRng */.S)(`${seed}\u0000${name}`);
    // Per item, the few texts it has been shown; compared by content, so equal texts agree.
    const seen = new Map();
    return {
        name,
        answer: (item, shown) => {
            let texts = seen.get(item);
            if (!texts) {
                texts = [];
                seen.set(item, texts);
            }
            const hit = texts.find((t) => t.shown === shown);
            if (hit)
                return hit.correct;
            const correct = rng.next() < pCorrect(item, shown);
            texts.push({ shown, correct });
            return correct;
        },
    };
}
/** Same skill whatever the presentation: no reason to do better on the published text. */
function cleanModel(seed, accuracy = 0.7) {
    return deterministic(seed, "clean", () => accuracy);
}
/** Recognises the published text and recalls its answer; otherwise reasons at `accuracy`. */
function memorizingModel(seed, recall = 0.99, accuracy = 0.4) {
    return deterministic(seed, "memorizing", (item, shown) => (shown === item.text ? recall : accuracy));
}
function pairedOutcomes(model, items, p) {
    return items.map((item) => ({
        model: model.name,
        perturber: null,
        id: item.id,
        original: model.answer(item, item.text),
        perturbed: model.answer(item, present(item, p)),
    }));
}

;// CONCATENATED MODULE: ./build/lib/verify/checks.js










const CHECK_IDS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
/** Discordant rate of the simulated null and alternative designs. */
const PSI = 0.3;
/** The memorizing fake: recall of published answers, and accuracy when it must reason. */
const MEMORIZING_RECALL = 0.99;
const MEMORIZING_ACCURACY = 0.4;
/**
 * (e): two families of 20, the gate's and the verdict's own. The rule's two clauses are nearly the
 * same statistic, so only the stricter binds: at M = 10 × K = 2 Holm's α/20 is stricter than the
 * E[max](2) deflation, at M = 2 × K = 10 the E[max](10) deflation is stricter than α/20. A check
 * at one design alone would pass a gate or a verdict that dropped the other.
 */
const POWER_CHECK_DESIGNS = [
    { models: 10, perturbers: 2, binds: "Holm's factor binds" },
    { models: 2, perturbers: 10, binds: "the deflation binds" },
];
/** (d): the family the v2 rule exists for — several models, several perturbers on shared originals. */
const FAMILY_M = 3;
const FAMILY_K = 2;
/** (f): the melded interval's coverage where v1's failed (docs/statistics.md). */
const COVERAGE_PIS = [0.985, 0.875];
const COVERAGE_N = 1000;
/**
 * The instrument check: the verdict code path, fed by fake models and by seeded simulation, must
 * detect memory, spare a clean model, see nothing under the identity perturbation, hold its
 * family-wise error, match its own exact power, cover, and keep the level of the time split,
 * heterogeneity, the controls and the printed upper bounds (docs/statistics.md, "Checking the
 * instrument"). `deps` is the code under check (VERIFY_DEPS in production); `only` runs a subset.
 */
function runVerify(o, deps = VERIFY_DEPS, only = CHECK_IDS) {
    const want = new Set(only);
    const results = [];
    if (want.has("a") || want.has("b") || want.has("c"))
        results.push(...fakeModelChecks(o, deps).filter((r) => want.has(r.id)));
    if (want.has("d"))
        results.push(familyWiseCheck(o, deps));
    if (want.has("e"))
        results.push(powerCheck(o, deps));
    if (want.has("f"))
        results.push(coverageCheck(o, deps));
    if (want.has("g"))
        results.push({ id: "g", ...timeSplitLevelCheck(o, deps) });
    if (want.has("h"))
        results.push({ id: "h", ...heterogeneityLevelCheck(o, deps) });
    if (want.has("i"))
        results.push({ id: "i", ...controlsLevelCheck(o, deps) });
    if (want.has("j"))
        results.push({ id: "j", ...nonDetectionCheck(o, deps) });
    return results;
}
/** (a)–(c): the fake models through the verdict as `verdict --input` runs it. */
function fakeModelChecks(o, deps) {
    const design = {
        alpha: o.alpha,
        targetEffect: 0.05,
        models: 2,
        perturbers: 1,
        emax: "exact",
        power: 0.8,
    };
    const items = syntheticItems(o.n);
    const clean = cleanModel(o.seed);
    const recall = o.memorizingRecall ?? MEMORIZING_RECALL;
    const memorizing = memorizingModel(o.seed, recall, MEMORIZING_ACCURACY);
    const verdictFor = (p) => (0,verdict_json/* verdictJson */.G)(deps.computeVerdict(deps.tablesFromOutcomes([...pairedOutcomes(memorizing, items, p), ...pairedOutcomes(clean, items, p)], "(verify)"), design));
    const shuffled = verdictFor("reverse-choices");
    const identity = verdictFor("identity");
    const [mem, cln] = shuffled.models;
    const results = [];
    results.push({
        id: "a",
        pass: mem.detected,
        text: `a model that memorized the originals is detected: ${describe(mem, o.alpha)}; ${checkPower(o, recall)}`,
    });
    results.push({
        id: "b",
        pass: !cln.detected,
        text: `a clean model is not detected: ${describe(cln, o.alpha)}` +
            (cln.detected
                ? `; a correct instrument fails this for at most a fraction α of seeds — rerun with another --seed`
                : ""),
    });
    const ids = identity.models.map((m) => ({ m, p: m.perturbers[0] }));
    const nds = ids.map(({ m, p }) => `${m.name} ${p.table.b + p.table.c}/${p.n}`);
    results.push({
        id: "c",
        pass: ids.every(({ m, p }) => p.table.b + p.table.c === 0 && !m.detected),
        text: `the identity perturbation gives zero discordant pairs: ${nds.join(", ")} discordant`,
    });
    return results;
}
/**
 * The chance check (a) passes at this n: the fake's items are discordant with probability
 * ψ = r(1 − q) + (1 − r)q and drop by δ = r − q, so the exact power at α/2 (Holm's worst case
 * over the two models) is a lower bound on how often a correct instrument detects it. A failure at low power is
 * the instrument being honest about n, not a bug.
 */
function checkPower(o, r) {
    const q = MEMORIZING_ACCURACY;
    const psi = r * (1 - q) + (1 - r) * q;
    const delta = r - q;
    if (!(delta > 0))
        return "this fake has no memory to detect";
    const rule = { alpha: o.alpha, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };
    // Holm's first step at α/(M·K) = α/2 is the strictest case, so this power bounds the chance from below.
    const chance = Math.floor((0,power/* exactPower */.b5)(o.n, psi, delta, rule) * 1e4) / 1e4;
    return `chance that this check passes at n = ${o.n}: at least ${chance.toFixed(4)} (exact power at α/2, Holm's worst case)`;
}
function describe(m, alpha) {
    const p = m.perturbers[0];
    return (`drop ${(0,figures/* dropPhrase */.NY)(p)}, one-sided ${(0,format/* pIs */.jO)(p.p_value)}, Holm ${(0,format/* pIs */.jO)(p.p_holm)}, ` +
        `adjusted lower bound ${(0,format.pt)(p.adjusted_lcb, (0,format/* dropDigits */.sO)(p.drop_ci))} (melded, ${(0,format/* levelText */.WB)(1 - alpha)} one-sided)`);
}
/**
 * (d): M = 3 null models × K = 2 perturbers run on shared originals — the case v1 failed. Each
 * model answers its originals once (A correct of n); each perturber re-asks every item, keeping
 * the original outcome with probability ρ and drawing afresh otherwise. No drop (π = ½ among
 * discordant pairs), but a model's two pairs share its originals, so they are dependent. Any
 * detection is a false positive.
 */
function familyWiseCheck(o, deps) {
    const rng = (0,random/* createRng */.S)(`${o.seed}\u0000family-wise`);
    const accuracy = 0.6;
    // ψ = 2(1 − ρ)·accuracy·(1 − accuracy) = PSI.
    const fresh = PSI / (2 * accuracy * (1 - accuracy));
    const emax = deps.emaxOf(FAMILY_K, "exact");
    let anyFired = 0;
    for (let s = 0; s < o.sims; s++) {
        const pairs = [];
        for (let m = 0; m < FAMILY_M; m++) {
            const correct = sampleBinomial(rng, o.n, accuracy);
            for (let k = 0; k < FAMILY_K; k++) {
                const b = sampleBinomial(rng, correct, fresh * (1 - accuracy));
                const c = sampleBinomial(rng, o.n - correct, fresh * accuracy);
                pairs.push({ b, c, n: o.n });
            }
        }
        if (deps.detectFamily(pairs, FAMILY_M * FAMILY_K, o.alpha, emax).some((x) => x.detected))
            anyFired++;
    }
    const rate = anyFired / o.sims;
    const se = Math.sqrt((o.alpha * (1 - o.alpha)) / o.sims);
    const bound = o.alpha + 2 * se;
    const pass = rate <= bound;
    return {
        id: "d",
        pass,
        text: `family-wise false-positive rate with M = ${FAMILY_M} null models × K = ${FAMILY_K} perturbers on shared originals: ` +
            `${rate.toFixed(4)} (${anyFired}/${o.sims} seeded simulations; n = ${o.n}, ψ = ${PSI}) ≤ α + 2 SE = ${bound.toFixed(4)}` +
            (pass
                ? ""
                : "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect"),
    };
}
/** (f): coverage of the melded bounds for the drop δ = ψ(2π − 1) at the contaminated end, where v1's interval covered 0.41–0.79. */
function coverageCheck(o, deps) {
    const parts = [];
    let pass = true;
    for (const pi of COVERAGE_PIS) {
        const c = deps.meldedCoverage({
            pi,
            psi: PSI,
            n: COVERAGE_N,
            sims: o.sims,
            seed: `${o.seed}\u0000coverage\u0000${pi}`,
            alpha: o.alpha,
        });
        // The nominal levels are the verdict's promise at α, not whatever the simulation reports.
        for (const [name, e, nominal] of [
            ["lower bound", c.lcb, 1 - o.alpha],
            ["upper bound", c.ucb, 1 - o.alpha],
            ["[lcb, ucb]", c.interval, 1 - 2 * o.alpha],
        ]) {
            const floor = nominal - 2 * Math.sqrt((nominal * (1 - nominal)) / o.sims);
            if (e.coverage < floor)
                pass = false;
            parts.push(`π = ${pi} ${name} ${e.coverage.toFixed(4)} (nominal ${nominal.toFixed(2)}, − 2 SE ${floor.toFixed(4)})`);
        }
    }
    return {
        id: "f",
        pass,
        text: `melded interval coverage of the drop (n = ${COVERAGE_N}, ψ = ${PSI}, ${o.sims} simulations each): ${parts.join("; ")}`,
    };
}
/**
 * (e): the exact power the gate prints must agree with simulation of the verdict's rule over the
 * gate's own family: M models × K perturbers tried, one pair with the drop δ and every other pair
 * null. The gate's figure is Holm's first step at α/(M·K) with the E[max](K) deflation, a lower
 * bound attained when no null pair falls below it; the null pairs fall below it rarely (at most α
 * of families), so the simulated rate sits within Monte Carlo error of the exact figure. A gate or
 * a verdict that drops Holm's factor or the deflation disagrees by many SE in one of the designs.
 */
function powerCheck(o, deps) {
    const parts = [];
    let pass = true;
    for (const [j, { models: M, perturbers: K, binds }] of POWER_CHECK_DESIGNS.entries()) {
        const rule = { alpha: o.alpha, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
        // A mid-range power gives the simulation its most informative comparison (searched with the
        // real power function, so a broken gate is compared at the same δ).
        const delta = (0,power/* minDetectableEffect */.fX)(o.n, PSI, 0.5, rule) ?? PSI;
        const exact = deps.exactPower(o.n, PSI, delta, rule);
        const pi1 = (1 + delta / PSI) / 2;
        const emax = deps.emaxOf(K, "exact");
        const rng = (0,random/* createRng */.S)(`${o.seed}\u0000power\u0000${j}`);
        let fired = 0;
        const pairs = Array.from({ length: M * K }, () => ({ b: 0, c: 0, n: o.n }));
        for (let s = 0; s < o.sims; s++) {
            for (let i = 0; i < pairs.length; i++) {
                const d = sampleBinomial(rng, o.n, PSI);
                const b = sampleBinomial(rng, d, i === 0 ? pi1 : 0.5);
                pairs[i] = { b, c: d - b, n: o.n };
            }
            if (deps.detectFamily(pairs, M * K, o.alpha, emax)[0].detected)
                fired++;
        }
        const simulated = fired / o.sims;
        const se = Math.sqrt((exact * (1 - exact)) / o.sims);
        const diff = Math.abs(simulated - exact);
        if (!(diff <= 3 * se))
            pass = false;
        parts.push(`M = ${M} × K = ${K} (${binds}; Holm's first step α/${M * K}, E[max](${K}) deflation), δ = ${(100 * delta).toFixed(2)} pt: ` +
            `exact ${exact.toFixed(4)} vs simulated ${simulated.toFixed(4)} (${fired}/${o.sims}; one pair with the drop, ${M * K - 1} null), ` +
            `|difference| ${diff.toFixed(4)} ≤ 3 SE = ${(3 * se).toFixed(4)}`);
    }
    return {
        id: "e",
        pass,
        text: `the gate's exact power vs simulation of the verdict's family (n = ${o.n}, ψ = ${PSI}, α = ${o.alpha}): ${parts.join("; ")}`,
    };
}

// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/verify.js




const HELP = `usage: contamgate verify [--n N] [--seed S] [--alpha A] [--sims S]

Checks the instrument on self-contained fake models and seeded simulations:
  (a) a model that memorized the originals is detected   (b) a clean model is not
  (c) the identity perturbation gives zero discordant pairs
  (d) family-wise false-positive rate with 3 null models × 2 perturbers on shared originals ≤ α + 2 SE
  (e) the gate's exact power equals the simulated detection rate of the verdict's family within
      3 SE, at M = 10 × K = 2 (Holm's α/20 binds) and M = 2 × K = 10 (E[max](10) binds)
  (f) the melded interval covers the drop at π = 0.985 and 0.875 (n = 1000) ≥ nominal − 2 SE
  (g) time split: family-wise false "pre larger" rate, 2 models, unequal discordance ≤ α + 2 SE
  (h) heterogeneity: false "heterogeneous" rate, 20 correlated models, equal drops ≤ α + 2 SE
  (i) controls: false "drops more than the clean control" rate, equal drops, other ψ ≤ α + 2 SE
  (j) printed upper bounds ("the drop is at most …") false among those printed ≤ α + 2 SE,
      3 models each dropping 1.2 × the minimum detectable drop

  --n N       items per fake benchmark (default 400; below ~20 check (a) cannot pass and says why)
  --seed S    seed for the fake models and simulations (default "contamgate")
  --alpha A   family-wise level (default 0.05)
  --sims S    simulations for (d) to (j) (default 20000, at least 20000)

exit: 0 when every check passes, 1 when any fails, 4 on invalid flags
`;
const VERIFY_FLAGS = {
    n: { type: "string" },
    seed: { type: "string" },
    alpha: { type: "string" },
    sims: { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function verifyCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, VERIFY_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    // Any n runs: below ~20 items check (a) cannot pass, and its line prints the chance that it could.
    const n = (0,args/* rangedFlag */.oH)(values.n, "n", "verifyItems") ?? ranges/* RANGES */.$M.verifyItems.default;
    const alpha = (0,args/* rangedFlag */.oH)(values.alpha, "alpha", "alpha") ?? ranges/* RANGES */.$M.alpha.default;
    const sims = (0,args/* rangedFlag */.oH)(values.sims, "sims", "sims") ?? ranges/* RANGES */.$M.sims.default;
    const seed = values.seed ?? "contamgate";
    const started = performance.now();
    const results = runVerify({ n, seed, alpha, sims });
    const seconds = (performance.now() - started) / 1000;
    io.stdout(`contamgate verify: n = ${n} items, seed "${seed}", α = ${alpha}, ${sims} simulations\n`);
    for (const r of results)
        io.stdout(`(${r.id}) ${r.pass ? "PASS" : "FAIL"}  ${r.text}\n`);
    const failed = results.filter((r) => !r.pass).length;
    io.stdout(failed === 0
        ? `all ${results.length} checks passed (${seconds.toFixed(1)} s)\n`
        : `${failed} of ${results.length} checks FAILED (${seconds.toFixed(1)} s)\n`);
    return failed === 0 ? errors/* ExitCode */.yU.Pass : errors/* ExitCode */.yU.Found;
}


/***/ }),

/***/ 1444:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ parseNumber),
/* harmony export */   $M: () => (/* binding */ RANGES),
/* harmony export */   He: () => (/* binding */ zodNumber),
/* harmony export */   lq: () => (/* binding */ rangeText),
/* harmony export */   r4: () => (/* binding */ inRange),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);


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
    // power: and verdict-only figures.
    controls: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    excessDrop: { min: 0, minOpen: true, max: 1 },
    epoch: { min: 1, max: 1e9, integer: true },
    // verify: (docs/reliability.md); fewer simulations cannot resolve its rates.
    verifyItems: { min: 1, max: 1e6, integer: true, default: 400 },
    sims: { min: 20_000, max: 1e6, integer: true, default: 20_000 },
    // leakage: and merge: views and workers (the scan's own thresholds are its options).
    limit: { min: 0, integer: true, default: 50 },
    // compare: (docs/compare.md); margin and delta in points, 1 = one percentage point.
    marginPt: { min: 0, max: 100, default: 0 },
    deltaPt: { min: 0, minOpen: true, max: 100 },
    designEffect: { min: 1, max: 1e6 },
    passK: { min: 1, max: 1e6, integer: true },
    // leakage: (docs/leakage.md "Settings"); the width is capped by the packed shingle key (leakage/keytable.ts).
    shingleWidth: { min: 1, max: 3, integer: true, default: 3 },
    minContainmentShingles: { min: 1, integer: true, default: 20 },
    // The default is at most this many and at most the CPUs, tried only where that cannot cost more
    // than one thread (leakage/worker-policy.ts DEFAULT_LANES); N asked for is tried on any corpus.
    leakageWorkers: { min: 1, max: 64, integer: true, default: 4 },
    /** Largest share of an arm's paired answers that may be unparsed before the gate fails; 1 allows any. */
    // the soft signal's planned SD of the per-item difference (docs/statistics.md "The soft signal").
    softSd: { min: 0, minOpen: true, max: 1 },
    maxUnparsed: { min: 0, max: 1, default: 0.1 },
};
/** Defaults that are not numbers, also written once. */
const DEFAULTS = {
    cacheDir: ".contamgate-cache",
    seed: "contamgate",
    split: "dev",
    emax: "exact",
    perturbers: ["shuffle_choices"],
    prompt: "en",
    // leakage: decimals as written, decided as exact fractions (leakage/threshold.ts).
    leakageThreshold: "0.8",
    leakageContainment: "0.8",
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
/**
 * A zod number for a config field with this range (and its default, when it has one). The caller
 * passes its zod: this module is on the scan's start-up path (src/leakage/plan.ts), which must not
 * load zod for a flags-only scan.
 */
function zodNumber(zod, r) {
    let s = zod.number();
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

/***/ 261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ duplicateTopLevelKey),
/* harmony export */   _: () => (/* binding */ decodeUtf8)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Strict decoding of the text users hand us (benchmark items, verdict rows, probes, corpora), below
 * every layer that reads such files: bad bytes and repeated keys are errors, never silent changes.
 */

/**
 * Strict UTF-8: a lenient decoder would turn bad bytes into U+FFFD and silently change an
 * item's text (and so its prompt and cache key). The error names the first bad line.
 */
function decodeUtf8(bytes, file) {
    const fatal = new TextDecoder("utf-8", { fatal: true });
    try {
        return fatal.decode(bytes);
    }
    catch {
        let start = 0;
        let line = 1;
        for (let i = 0; i <= bytes.length; i++) {
            if (i === bytes.length || bytes[i] === 0x0a) {
                try {
                    fatal.decode(bytes.subarray(start, i));
                }
                catch {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file, line });
                }
                start = i + 1;
                line++;
            }
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file });
    }
}
/**
 * The first key repeated at the top level of a JSON object text that already parsed. JSON.parse
 * keeps the last of two "answer" keys without a word; for an item that silently picks an answer.
 */
function duplicateTopLevelKey(json) {
    const seen = new Set();
    let depth = 0;
    for (let i = 0; i < json.length; i++) {
        const ch = json[i];
        if (ch === '"') {
            let j = i + 1;
            while (j < json.length && json[j] !== '"')
                j += json[j] === "\\" ? 2 : 1;
            if (depth === 1) {
                let k = j + 1;
                while (k < json.length && /\s/.test(json[k]))
                    k++;
                if (json[k] === ":") {
                    const key = JSON.parse(json.slice(i, j + 1));
                    if (seen.has(key))
                        return key;
                    seen.add(key);
                }
            }
            i = j;
        }
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return undefined;
}


/***/ })

};
