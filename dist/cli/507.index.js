export const id = 507;
export const ids = [507];
export const modules = {

/***/ 1507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 2 modules
var power = __webpack_require__(3783);
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
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 3 modules
var compute = __webpack_require__(3935);
// EXTERNAL MODULE: ./build/lib/verdict/detect.js
var detect = __webpack_require__(3183);
// EXTERNAL MODULE: ./build/lib/verdict/parse-jsonl.js
var parse_jsonl = __webpack_require__(438);
// EXTERNAL MODULE: ./build/lib/verdict/render.js
var render = __webpack_require__(9192);
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
            pDown *= (down / (n - down + 1)) / odds;
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
            if (!texts)
                seen.set(item, (texts = []));
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
/**
 * The instrument check (issue 3, item 6): the verdict code path, fed by fake models and by
 * seeded simulation, must detect memory, spare a clean model, see nothing under the identity
 * perturbation, hold the family-wise error rate, and match its own exact power.
 */
function runVerify(o) {
    const design = { alpha: o.alpha, targetEffect: 0.05, perturbers: 1, emax: "exact", power: 0.8 };
    const items = syntheticItems(o.n);
    const clean = cleanModel(o.seed);
    const recall = o.memorizingRecall ?? MEMORIZING_RECALL;
    const memorizing = memorizingModel(o.seed, recall, MEMORIZING_ACCURACY);
    const verdictFor = (p) => (0,compute/* computeVerdict */.z)((0,parse_jsonl/* tablesFromOutcomes */.D)([...pairedOutcomes(memorizing, items, p), ...pairedOutcomes(clean, items, p)], "(verify)"), design);
    const shuffled = verdictFor("reverse-choices");
    const identity = verdictFor("identity");
    const [mem, cln] = shuffled.models;
    const level = (0,render/* levelLabel */.v3)(o.alpha);
    const results = [];
    results.push({
        id: "a",
        pass: mem.detected,
        text: `a model that memorized the originals is detected: ${describe(mem, level)}; ${checkPower(o, recall)}`,
    });
    results.push({
        id: "b",
        pass: !cln.detected,
        text: `a clean model is not detected: ${describe(cln, level)}` +
            (cln.detected ? `; a correct instrument fails this for at most a fraction α of seeds — rerun with another --seed` : ""),
    });
    const nds = identity.models.map((m) => `${m.name} ${m.table.b + m.table.c}/${m.n}`);
    results.push({
        id: "c",
        pass: identity.models.every((m) => m.table.b + m.table.c === 0 && !m.detected),
        text: `the identity perturbation gives zero discordant pairs: ${nds.join(", ")} discordant`,
    });
    results.push(familyWiseCheck(o));
    results.push(powerCheck(o));
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
    // Holm's first step at α/2 is the strictest case, so this power bounds the chance from below.
    const chance = Math.floor((0,power/* exactPower */.b5)(o.n, psi, delta, rule) * 1e4) / 1e4;
    return `chance that this check passes at n = ${o.n}: at least ${chance.toFixed(4)} (exact power at α/2, Holm's worst case)`;
}
function describe(m, level) {
    return (`drop ${(0,render/* signedPt */.Bu)(m.drop)} (${level} CI ${(0,render/* signedPt */.Bu)(m.drop_ci.lower)} to ${(0,render/* signedPt */.Bu)(m.drop_ci.upper)}; ` +
        `n = ${m.n}, ${m.table.b + m.table.c} discordant), one-sided p ${(0,render/* pIs */.jO)(m.p_value)}, Holm p ${(0,render/* pIs */.jO)(m.p_holm)}, ` +
        `adjusted lower bound ${(0,render/* signedPt */.Bu)(m.adjusted_lcb)}`);
}
/** (d): M = 3 models with no contamination (π = ½ among discordant pairs); any detection is a false positive. */
function familyWiseCheck(o) {
    const rng = createRng(`${o.seed}\u0000family-wise`);
    const M = 3;
    let anyFired = 0;
    for (let s = 0; s < o.sims; s++) {
        const tables = Array.from({ length: M }, () => {
            const d = sampleBinomial(rng, o.n, PSI);
            const b = sampleBinomial(rng, d, 0.5);
            return { b, c: d - b, n: o.n };
        });
        if ((0,detect/* detect */.o)(tables, o.alpha, 0).some((x) => x.detected))
            anyFired++;
    }
    const rate = anyFired / o.sims;
    const se = Math.sqrt((o.alpha * (1 - o.alpha)) / o.sims);
    const bound = o.alpha + 2 * se;
    // Holm over M independent tests has family-wise error at most 1 − (1 − α/M)^M (< α), so a
    // correct instrument still exceeds α + 2 SE for roughly 1–2% of seeds.
    const ceiling = 1 - Math.pow(1 - o.alpha / M, M);
    const pass = rate <= bound;
    return {
        id: "d",
        pass,
        text: `family-wise false-positive rate with M = ${M} null models: ${rate.toFixed(4)} (${anyFired}/${o.sims} seeded simulations; ` +
            `n = ${o.n}, ψ = ${PSI}, K = 1) ≤ α + 2 SE = ${bound.toFixed(4)}` +
            (pass
                ? ""
                : `; the exact rate for continuous tests would be ${ceiling.toFixed(4)} and a correct instrument exceeds the bound ` +
                    `for about 1–2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect`),
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
    let fired = 0;
    for (let s = 0; s < o.sims; s++) {
        const d = sampleBinomial(rng, o.n, PSI);
        const b = sampleBinomial(rng, d, pi1);
        if ((0,detect/* detect */.o)([{ b, c: d - b, n: o.n }], o.alpha, emax)[0].detected)
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
  (d) family-wise false-positive rate with 3 null models ≤ α + 2 SE
  (e) exact power equals the simulated detection rate within 3 SE

  --n N       items per fake benchmark (default 400; below ~20 check (a) cannot pass and says why)
  --seed S    seed for the fake models and simulations (default "contamgate")
  --alpha A   family-wise level (default 0.05)
  --sims S    simulations for (d) and (e) (default 2000, at least 2000)

exit: 0 when every check passes, 1 when any fails, 4 on invalid flags
`;
async function verifyCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.b)(argv, {
        n: { type: "string" },
        seed: { type: "string" },
        alpha: { type: "string" },
        sims: { type: "string" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    // Any n runs: below ~20 items check (a) cannot pass, and its line prints the chance that it could.
    const n = (0,args/* numberFlag */.C)("n", values.n, { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ?? 400;
    const alpha = (0,args/* numberFlag */.C)("alpha", values.alpha, { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ?? 0.05;
    const sims = (0,args/* numberFlag */.C)("sims", values.sims, { min: 2000, max: 1e6, integer: true, range: "an integer from 2000 to 1000000" }) ?? 2000;
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

/***/ 438:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ tablesFromOutcomes),
/* harmony export */   x: () => (/* binding */ parsePairedJsonl)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _items_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8527);


const FIELDS = ["model", "id", "original", "perturbed"];
/**
 * Parses paired outcomes as JSONL (one `{"model","id","original","perturbed"}` object a line;
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
    const dup = (0,_items_load_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateTopLevelKey */ .E7)(raw.trim());
    if (dup !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("appears twice on the line", { file, line, field: dup });
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("expected a JSON object", { file, line });
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!FIELDS.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown field (allowed: ${FIELDS.join(", ")})`, { file, line, field: key });
        }
    }
    for (const key of FIELDS) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("missing", { file, line, field: key });
    }
    const { model, id, original, perturbed } = obj;
    if (typeof model !== "string" || model.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string", { file, line, field: "model" });
    }
    let idText;
    if (typeof id === "string" && id !== "")
        idText = id;
    else if (typeof id === "number" && Number.isFinite(id))
        idText = String(id);
    else
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string or a number", { file, line, field: "id" });
    return {
        model,
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
 * Tallies outcomes into one table per model (in order of first appearance). Every model must
 * cover exactly the same ids: a paired comparison across models with different item sets
 * would silently compare different things.
 */
function tablesFromOutcomes(rows, file) {
    if (rows.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("empty input: no rows", { file, line: 1, field: "model" });
    const byModel = new Map();
    for (const r of rows) {
        let items = byModel.get(r.model);
        if (!items)
            byModel.set(r.model, (items = new Map()));
        const prev = items.get(r.id);
        if (prev) {
            const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`duplicate row for model "${r.model}" and id "${r.id}"${first}`, {
                file,
                ...(r.line !== undefined ? { line: r.line } : {}),
                field: "id",
            });
        }
        items.set(r.id, r);
    }
    // Equal sizes and one model's ids all inside the first's ⇒ the same id set; only when that
    // fails is the offending id looked for (one lookup per row on the happy path).
    const [[firstModel, firstItems], ...others] = [...byModel];
    for (const [model, items] of others) {
        if (items.size === firstItems.size && everyIdIn(items, firstItems))
            continue;
        for (const [id, r] of firstItems)
            if (!items.has(id))
                throw missingId(model, id, r, file);
        for (const [id, r] of items)
            if (!firstItems.has(id))
                throw missingId(firstModel, id, r, file);
    }
    const tables = [];
    for (const [model, items] of byModel) {
        const t = { name: model, a: 0, b: 0, c: 0, e: 0, unparsedOriginal: 0, unparsedPerturbed: 0 };
        for (const r of items.values()) {
            const o = r.original === true;
            const p = r.perturbed === true;
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
        }
        tables.push(t);
    }
    return tables;
}
function everyIdIn(items, reference) {
    for (const id of items.keys())
        if (!reference.has(id))
            return false;
    return true;
}
function missingId(model, id, r, file) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}" has no row for id "${id}", which model "${r.model}" has`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
    });
}


/***/ })

};
