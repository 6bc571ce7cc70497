export const id = 544;
export const ids = [544];
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

/***/ 4544:
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
// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var power = __webpack_require__(2625);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/lib/stats/random.js

function createRng(seed) {
    const digest = (0,external_node_crypto_.createHash)("sha256").update(String(seed)).digest();
    const s = new Uint32Array(4);
    for (let i = 0; i < 4; i++)
        s[i] = digest.readUInt32LE(i * 4);
    if ((s[0] | s[1] | s[2] | s[3]) === 0)
        s[0] = 1;
    const nextU32 = () => {
        const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
        const t = s[1] << 9;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 11);
        return result;
    };
    const next = () => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) / 9007199254740992;
    return {
        next,
        bernoulli: (p) => next() < p,
        binomial: (n, p) => {
            let k = 0;
            for (let i = 0; i < n; i++)
                if (next() < p)
                    k++;
            return k;
        },
    };
}
function rotl(x, k) {
    return ((x << k) | (x >>> (32 - k))) >>> 0;
}

// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
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
    const rng = createRng(seed);
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

// EXTERNAL MODULE: ./build/lib/report/figures.js
var figures = __webpack_require__(9418);
// EXTERNAL MODULE: ./build/lib/report/format.js
var format = __webpack_require__(184);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 2 modules
var verdict_json = __webpack_require__(1239);
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 1 modules
var compute = __webpack_require__(1136);
// EXTERNAL MODULE: ./build/lib/verdict/family.js
var family = __webpack_require__(2220);
// EXTERNAL MODULE: ./build/lib/verdict/parse-jsonl.js
var parse_jsonl = __webpack_require__(438);
// EXTERNAL MODULE: ./build/lib/verdict/heterogeneity.js
var heterogeneity = __webpack_require__(9388);
// EXTERNAL MODULE: ./build/lib/verdict/time-split.js + 1 modules
var time_split = __webpack_require__(3853);
;// CONCATENATED MODULE: ./build/lib/verify/corner-checks.js
/**
 * `verify` checks (g) and (h): the level of the time split and of the paired heterogeneity test, by
 * seeded simulation through the verdict's own calls (docs/statistics.md, "Time split (v2)" and
 * "Heterogeneity across models"), in the designs where their earlier versions broke.
 */



/** (g): two models with cutoffs (Holm over 2), large groups with different discordance, equal 5-pt drops. */
const SPLIT = { models: 2, pre: 100, post: 100, psiPre: 0.6, psiPost: 0.8, drop: 0 };
/** (h): many correlated models on few items, equal drops — where the χ² reference rejected twice too often. */
const HET = { models: 20, items: 200, drop: 0.05 };
function bound(alpha, sims) {
    return alpha + 2 * Math.sqrt((alpha * (1 - alpha)) / sims);
}
const RERUN = "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect";
function splitTable(rng, model, ids) {
    const d = new Int8Array(ids.length);
    let b = 0;
    let c = 0;
    for (let i = 0; i < ids.length; i++) {
        const psi = i < SPLIT.pre ? SPLIT.psiPre : SPLIT.psiPost;
        const u = rng.next();
        const x = u < (psi + SPLIT.drop) / 2 ? 1 : u < psi ? -1 : 0;
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
/** (g): no model's drop differs before and after its cutoff; any "pre larger" is a false finding. */
function timeSplitLevelCheck(o) {
    const rng = createRng(`${o.seed}\u0000time-split`);
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
        const r = (0,time_split/* decideTimeSplit */.Yr)(tables, input, { alpha: o.alpha, perturbers: 1 });
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
function heterogeneityLevelCheck(o) {
    const rng = createRng(`${o.seed}\u0000heterogeneity`);
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
        const h = (0,heterogeneity/* assessHeterogeneity */.J)("p", members, o.alpha);
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
    const rng = createRng(`${seed}\u0000${name}`);
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













/** Discordant rate of the simulated null and alternative designs. */
const PSI = 0.3;
/** The memorizing fake: recall of published answers, and accuracy when it must reason. */
const MEMORIZING_RECALL = 0.99;
const MEMORIZING_ACCURACY = 0.4;
/** (e) checks the deflation too: K perturbers tried. */
const POWER_CHECK_K = 5;
/** (d): the family the v2 rule exists for — several models, several perturbers on shared originals. */
const FAMILY_M = 3;
const FAMILY_K = 2;
/** (f): the melded interval's coverage where v1's failed (docs/statistics.md). */
const COVERAGE_PIS = [0.985, 0.875];
const COVERAGE_N = 1000;
/**
 * The instrument check (issue 3, item 6): the verdict code path, fed by fake models and by
 * seeded simulation, must detect memory, spare a clean model, see nothing under the identity
 * perturbation, hold the family-wise error rate, and match its own exact power.
 */
function runVerify(o) {
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
    const verdictFor = (p) => (0,verdict_json/* verdictJson */.G)((0,compute/* computeVerdict */.z)((0,parse_jsonl/* tablesFromOutcomes */.D)([...pairedOutcomes(memorizing, items, p), ...pairedOutcomes(clean, items, p)], "(verify)"), design));
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
    results.push(familyWiseCheck(o));
    results.push(powerCheck(o));
    results.push(coverageCheck(o));
    results.push({ id: "g", ...timeSplitLevelCheck(o) });
    results.push({ id: "h", ...heterogeneityLevelCheck(o) });
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
function familyWiseCheck(o) {
    const rng = createRng(`${o.seed}\u0000family-wise`);
    const accuracy = 0.6;
    // ψ = 2(1 − ρ)·accuracy·(1 − accuracy) = PSI.
    const fresh = PSI / (2 * accuracy * (1 - accuracy));
    const emax = (0,stats_rule/* emaxOf */.D4)(FAMILY_K, "exact");
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
        if ((0,family/* detectFamily */.c)(pairs, FAMILY_M * FAMILY_K, o.alpha, emax).some((x) => x.detected))
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
function coverageCheck(o) {
    const parts = [];
    let pass = true;
    for (const pi of COVERAGE_PIS) {
        const c = meldedCoverage({
            pi,
            psi: PSI,
            n: COVERAGE_N,
            sims: o.sims,
            seed: `${o.seed}\u0000coverage\u0000${pi}`,
            alpha: o.alpha,
        });
        for (const [name, e] of [
            ["lower bound", c.lcb],
            ["upper bound", c.ucb],
            ["[lcb, ucb]", c.interval],
        ]) {
            const floor = e.nominal - 2 * Math.sqrt((e.nominal * (1 - e.nominal)) / o.sims);
            if (e.coverage < floor)
                pass = false;
            parts.push(`π = ${pi} ${name} ${e.coverage.toFixed(4)} (nominal ${e.nominal.toFixed(2)}, − 2 SE ${floor.toFixed(4)})`);
        }
    }
    return {
        id: "f",
        pass,
        text: `melded interval coverage of the drop (n = ${COVERAGE_N}, ψ = ${PSI}, ${o.sims} simulations each): ${parts.join("; ")}`,
    };
}
/** (e): the exact power the gate relies on must agree with simulation of the same rule. */
function powerCheck(o) {
    const rule = { alpha: o.alpha, models: 1, perturbers: POWER_CHECK_K, sided: "one-sided", emax: "exact" };
    // A mid-range power gives the simulation its most informative comparison.
    const delta = (0,power/* minDetectableEffect */.fX)(o.n, PSI, 0.5, rule) ?? PSI;
    const exact = (0,power/* exactPower */.b5)(o.n, PSI, delta, rule);
    const pi1 = (1 + delta / PSI) / 2;
    const emax = (0,stats_rule/* emaxOf */.D4)(POWER_CHECK_K, "exact");
    const rng = createRng(`${o.seed}\u0000power`);
    const decided = new Map();
    let fired = 0;
    for (let s = 0; s < o.sims; s++) {
        const d = sampleBinomial(rng, o.n, PSI);
        const b = sampleBinomial(rng, d, pi1);
        // The same (b, c) recurs across draws: decide each table once.
        const key = b * (o.n + 1) + (d - b);
        let fires = decided.get(key);
        if (fires === undefined) {
            fires = (0,family/* detectFamily */.c)([{ b, c: d - b, n: o.n }], 1, o.alpha, emax)[0].detected;
            decided.set(key, fires);
        }
        if (fires)
            fired++;
    }
    const simulated = fired / o.sims;
    const se = Math.sqrt((exact * (1 - exact)) / o.sims);
    const diff = Math.abs(simulated - exact);
    return {
        id: "e",
        pass: diff <= 3 * se,
        text: `exact power ${exact.toFixed(4)} (n = ${o.n}, ψ = ${PSI}, δ = ${(100 * delta).toFixed(2)} pt, α = ${o.alpha}, M = 1, K = ${POWER_CHECK_K}) ` +
            `vs simulated ${simulated.toFixed(4)} (${fired}/${o.sims}); |difference| ${diff.toFixed(4)} ≤ 3 SE = ${(3 * se).toFixed(4)}`,
    };
}

// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/verify.js



const HELP = `usage: contamgate verify [--n N] [--seed S] [--alpha A] [--sims S]

Checks the instrument on self-contained fake models and seeded simulations:
  (a) a model that memorized the originals is detected   (b) a clean model is not
  (c) the identity perturbation gives zero discordant pairs
  (d) family-wise false-positive rate with 3 null models × 2 perturbers on shared originals ≤ α + 2 SE
  (e) exact power equals the simulated detection rate within 3 SE
  (f) the melded interval covers the drop at π = 0.985 and 0.875 (n = 1000) ≥ nominal − 2 SE
  (g) time split: family-wise false "pre larger" rate, 2 models, unequal discordance ≤ α + 2 SE
  (h) heterogeneity: false "heterogeneous" rate, 20 correlated models, equal drops ≤ α + 2 SE

  --n N       items per fake benchmark (default 400; below ~20 check (a) cannot pass and says why)
  --seed S    seed for the fake models and simulations (default "contamgate")
  --alpha A   family-wise level (default 0.05)
  --sims S    simulations for (d) to (h) (default 20000, at least 20000)

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
    const n = (0,args/* numberFlag */.C$)("n", values.n, { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ?? 400;
    const alpha = (0,args/* numberFlag */.C$)("alpha", values.alpha, { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ?? 0.05;
    const sims = (0,args/* numberFlag */.C$)("sims", values.sims, {
        min: 20_000,
        max: 1e6,
        integer: true,
        range: "an integer from 20000 to 1000000",
    }) ?? 20_000;
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
