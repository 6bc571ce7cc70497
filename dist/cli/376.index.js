export const id = 376;
export const ids = [376];
export const modules = {

/***/ 2567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Se: () => (/* binding */ EXCESS_POWER_MEANING),
  ox: () => (/* binding */ controlsPower),
  e$: () => (/* binding */ controlsPowerJson),
  _j: () => (/* binding */ excessTestsOf)
});

// UNUSED EXPORTS: EXCESS_POWER_MAX_N

// EXTERNAL MODULE: ./build/lib/stats/excess-drop-family.js
var excess_drop_family = __webpack_require__(2296);
// EXTERNAL MODULE: ./build/lib/stats/binomial.js
var binomial = __webpack_require__(9355);
;// CONCATENATED MODULE: ./build/lib/stats/excess-drop-power.js
/**
 * Exact power of the excess-drop rule (docs/statistics.md, "Controls (v2)", power): one
 * (model, perturber, control) test fires when its exact sign-flip p is below α/F, F the whole
 * family (Holm's first step, every other hypothesis null: the worst case), so this is a
 * guaranteed lower bound on the power to find that the model drops more than the control,
 * attained when no other hypothesis falls below α/F.
 *
 * The design's per-item model: the model and the control each are discordant with probability ψ
 * (the design's expected discordant rate), independently of each other given the item; the
 * control has no drop (π = ½ among its discordant items) and the model's drop is the expected
 * excess drop Δ (0 < Δ ≤ ψ). Then d = x − y has
 *   P(d = ±2) = (ψ ± Δ)·ψ/4,  P(d = ±1) = (ψ ± Δ)(1 − ψ)/2 + (1 − ψ)ψ/2,
 * so N2 = #{|d| = 2} ~ Bin(n, ψ²/2), N1 | N2 ~ Bin(n − N2, 2ψ(1 − ψ)/(1 − ψ²/2)), and given
 * (n1, n2) the signs are Bin(n1, π1) and Bin(n2, π2) with π1 = P(d = 1)/P(|d| = 1),
 * π2 = (ψ + Δ)/(2ψ). Power = Σ_{n1, n2} P(n1, n2)·P_alt(S ≥ s*(n1, n2)), where s* is the
 * smallest S at which the rule's own exact p falls below α/F. Terms of (n1, n2) with probability
 * below e^-45 are skipped; the pmfs are unimodal, so the skipped total is at most
 * (#skipped terms)·e^-45; within each tail sum B2's pmf below e^-60 is left out too (at most
 * (n + 1)·e^-60 in all); both bounds are returned as `skippedMass`. The threshold decisions use
 * the same truncated sums, so they are the exact rule's unless its p lies within (n2 + 1)·e^-60
 * (< 1e-20) of α/F. The sum runs in linear space: nothing it needs is below 1e-300.
 */

const LOG_FLOOR = -45;
/** The per-item distribution of d under the design (index v + 2 for v = −2 … 2). */
function differenceDistribution(psi, delta) {
    const mPlus = (psi + delta) / 2;
    const mMinus = (psi - delta) / 2;
    const cEach = psi / 2;
    const q2 = mPlus * cEach;
    const qm2 = mMinus * cEach;
    const q1 = mPlus * (1 - psi) + (1 - psi) * cEach;
    const qm1 = mMinus * (1 - psi) + (1 - psi) * cEach;
    return [qm2, qm1, 1 - q2 - qm2 - q1 - qm1, q1, q2];
}
function validate(d) {
    if (!Number.isInteger(d.n) || d.n < 1)
        throw new RangeError(`n must be an integer ≥ 1 (got ${d.n})`);
    if (!(d.discordantRate > 0 && d.discordantRate <= 1)) {
        throw new RangeError(`discordant rate must be in (0, 1] (got ${d.discordantRate})`);
    }
    if (!(d.excessDrop > 0 && d.excessDrop <= d.discordantRate)) {
        throw new RangeError(`excess drop must be in (0, discordant rate ${d.discordantRate}] (got ${d.excessDrop})`);
    }
    if (!(d.pThreshold > 0 && d.pThreshold < 1))
        throw new RangeError(`pThreshold must be in (0, 1) (got ${d.pThreshold})`);
}
/** The values k of Bin(n, p) with ln pmf ≥ LOG_FLOOR, walking out from the mode; and how many were skipped. */
function excess_drop_power_window(n, p, floor = LOG_FLOOR) {
    if (p <= 0)
        return { lo: 0, hi: 0, logPmf: Float64Array.of(0), skipped: 0 };
    if (p >= 1)
        return { lo: n, hi: n, logPmf: Float64Array.of(0), skipped: 0 };
    const mode = Math.min(n, Math.floor((n + 1) * p));
    let lo = mode;
    while (lo > 0 && (0,binomial/* binomLogPmf */.He)(lo - 1, n, p) >= floor)
        lo--;
    let hi = mode;
    while (hi < n && (0,binomial/* binomLogPmf */.He)(hi + 1, n, p) >= floor)
        hi++;
    const logPmf = new Float64Array(hi - lo + 1);
    for (let k = lo; k <= hi; k++)
        logPmf[k - lo] = (0,binomial/* binomLogPmf */.He)(k, n, p);
    return { lo, hi, logPmf, skipped: n + 1 - (hi - lo + 1) };
}
/**
 * P(B ≥ k) for B ~ Bin(n, p), tabulated once for k in [lo, hi] (from the top, adding the pmf in
 * log space, then stored as probabilities: the power sum works in linear space, where nothing it
 * needs is below 1e-300). Outside it the tail is within e^-100 of 1 (k < lo) or of 0 (k > hi), by
 * Hoeffding (P(|B − np| ≥ t) ≤ 2e^(−2t²/n), t = 7.1√n); those values are used as 1 and 0.
 */
class Tail {
    lo;
    hi;
    t;
    constructor(n, p) {
        const spread = 7.1 * Math.sqrt(n);
        this.lo = Math.max(0, Math.floor(n * p - spread));
        this.hi = Math.min(n + 1, Math.ceil(n * p + spread));
        this.t = new Float64Array(this.hi - this.lo + 1);
        let acc = this.hi > n ? -Infinity : (0,binomial/* binomLogSf */.D3)(this.hi, n, p);
        this.t[this.hi - this.lo] = Math.exp(acc);
        // ln pmf walked down by the ratio pmf(k)/pmf(k + 1) = (k + 1)(1 − p) / ((n − k) p), from an
        // exact value at the top (drift ~1e-13 over the ≤ 15√n steps).
        const logOdds = Math.log((1 - p) / p);
        let lp = this.hi - 1 >= this.lo ? (0,binomial/* binomLogPmf */.He)(this.hi - 1, n, p) : 0;
        for (let k = this.hi - 1; k >= this.lo; k--) {
            if (k < this.hi - 1)
                lp += Math.log((k + 1) / (n - k)) + logOdds;
            acc = acc === -Infinity ? lp : Math.max(acc, lp) + Math.log1p(Math.exp(-Math.abs(acc - lp)));
            this.t[k - this.lo] = Math.min(1, Math.exp(acc));
        }
    }
    at(k) {
        if (k <= 0 || k < this.lo)
            return 1;
        if (k > this.hi)
            return 0;
        return this.t[k - this.lo];
    }
}
function pmfWindow(n, prob) {
    const w = excess_drop_power_window(n, prob, -60);
    const p = new Float64Array(w.logPmf.length);
    for (let i = 0; i < p.length; i++)
        p[i] = Math.exp(w.logPmf[i]);
    return { lo: w.lo, hi: w.hi, p };
}
/** P(S ≥ s), S = (2·B1 − n1) + 2·(2·B2 − n2), from B1's tabulated tail and B2's pmf window. */
function sfFromTables(s, n1, n2, tail1, pmf2) {
    let sum = 0;
    const base = s + n1 + 2 * n2;
    for (let b2 = pmf2.lo; b2 <= pmf2.hi; b2++)
        sum += pmf2.p[b2 - pmf2.lo] * tail1.at(Math.ceil((base - 4 * b2) / 2));
    return Math.min(1, sum);
}
/**
 * Smallest s ≡ n1 (mod 2) in [−n1 − 2n2, n1 + 2n2] with null P(S ≥ s) < threshold, searched from
 * `start` (the previous n1's answer, so one or two evaluations usually settle it); null when even
 * the largest S does not reach it.
 */
function threshold(max, n1, fires, start) {
    if (!fires(max))
        return null;
    if (start === null) {
        // Lattice points s = −max + 2j, j = 0 … max; "fires" is monotone in s.
        let lo = 0;
        let hi = max;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (fires(-max + 2 * mid))
                hi = mid;
            else
                lo = mid + 1;
        }
        return -max + 2 * lo;
    }
    let s = Math.max(-max, Math.min(max, start));
    if ((((s - n1) % 2) + 2) % 2 !== 0)
        s = s + 1 > max ? s - 1 : s + 1;
    if (fires(s)) {
        while (s - 2 >= -max && fires(s - 2))
            s -= 2;
        return s;
    }
    while (!fires(s))
        s += 2;
    return s;
}
function excessDropPower(d) {
    validate(d);
    const [qm2, qm1, , q1, q2] = differenceDistribution(d.discordantRate, d.excessDrop);
    const p2 = q2 + qm2;
    const p1 = q1 + qm1;
    const pi1 = p1 > 0 ? q1 / p1 : 0.5;
    const pi2 = p2 > 0 ? q2 / p2 : 0.5;
    const thr = d.pThreshold;
    const nullTails = new Map();
    const altTails = new Map();
    const tail = (cache, n1, p) => cache.get(n1) ?? cache.set(n1, new Tail(n1, p)).get(n1);
    const outer = excess_drop_power_window(d.n, p2);
    let power = 0;
    let skippedTerms = outer.skipped * (d.n + 1);
    for (let n2 = outer.lo; n2 <= outer.hi; n2++) {
        const lp2 = outer.logPmf[n2 - outer.lo];
        const null2 = pmfWindow(n2, 0.5);
        const alt2 = pmfWindow(n2, pi2);
        const rest = d.n - n2;
        const inner = excess_drop_power_window(rest, p2 < 1 ? Math.min(1, p1 / (1 - p2)) : 0);
        skippedTerms += inner.skipped;
        let prev = null;
        for (let n1 = inner.lo; n1 <= inner.hi; n1++) {
            const t0 = tail(nullTails, n1, 0.5);
            const fires = (s) => sfFromTables(s, n1, n2, t0, null2) < thr;
            const s = threshold(n1 + 2 * n2, n1, fires, prev === null ? null : prev + 1);
            if (s === null)
                continue;
            prev = s;
            const lp = lp2 + inner.logPmf[n1 - inner.lo];
            power += Math.exp(lp) * sfFromTables(s, n1, n2, tail(altTails, n1, pi1), alt2);
        }
    }
    // B2's pmf below e^-60 is left out of each tail sum: at most (n + 1)·e^-60 of power in all.
    const truncated = (d.n + 1) * Math.exp(-60);
    return { power: Math.min(1, power), skippedMass: Math.min(1, skippedTerms * Math.exp(LOG_FLOOR) + truncated) };
}

;// CONCATENATED MODULE: ./build/lib/design/controls.js
/**
 * Declared controls in the design (docs/statistics.md, "Controls (v2)"): how many, compared how,
 * and the expected excess drop the gate computes the excess-drop rule's exact power at. Pure.
 */


/** Above this n the exact excess power is not computed (its sum grows as n^1.5 · ψ²n terms). */
const EXCESS_POWER_MAX_N = 20_000;
const EXCESS_POWER_MEANING = "Exact power of the excess-drop rule (exact sign-flip p < α/F over the whole family of F) against one control with the same discordant rate ψ, no drop of its own, and independent of the model given the item: a guaranteed lower bound on the power to find that the model drops more than the control, attained when no other hypothesis falls below α/F.";
function excessTestsOf(d) {
    const c = d.controls;
    return c === undefined || c.kind === "none" ? 0 : (0,excess_drop_family/* excessFamilyTests */.n)(d.models, d.perturbers, c.count, c.against);
}
function controlsPower(d) {
    const c = d.controls;
    if (c === undefined || c.kind === "none")
        return { kind: "none" };
    const excessTests = excessTestsOf(d);
    const pThreshold = d.alpha / (d.models * d.perturbers + excessTests);
    const base = {
        kind: "declared",
        controls: c.count,
        against: c.against,
        expectedExcessDrop: c.expectedExcessDrop,
        excessTests,
        pThreshold,
    };
    const none = (reason) => ({ ...base, power: { value: null, reason }, skippedMass: null });
    if (d.n === undefined)
        return none("needs n (--n)");
    if (c.against === "mean" && c.count > 1) {
        return none("not computed against the mean of several controls (the mean's per-item distribution depends on how the controls' answers co-vary); the gate computes it for one control");
    }
    if (c.expectedExcessDrop > d.discordantRate) {
        return none(`the expected excess drop ${c.expectedExcessDrop} exceeds the discordant rate ${d.discordantRate}`);
    }
    if (d.n > EXCESS_POWER_MAX_N)
        return none(`not computed above n = ${EXCESS_POWER_MAX_N.toLocaleString("en-US")} (cost)`);
    const p = excessDropPower({ n: d.n, discordantRate: d.discordantRate, excessDrop: c.expectedExcessDrop, pThreshold });
    return { ...base, power: { value: p.power }, skippedMass: p.skippedMass };
}
/** The `controls` member of the power JSON: null when none is declared. */
function controlsPowerJson(c) {
    if (c.kind === "none")
        return null;
    return {
        controls: c.controls,
        against: c.against,
        expected_excess_drop: c.expectedExcessDrop,
        excess_tests: c.excessTests,
        p_threshold: c.pThreshold,
        meaning: EXCESS_POWER_MEANING,
        ...(c.power.value === null ? { power: null, power_reason: c.power.reason } : { power: c.power.value }),
        skipped_mass: c.skippedMass,
    };
}


/***/ }),

/***/ 5268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lh: () => (/* binding */ POWER_GUARANTEE),
  Ah: () => (/* binding */ evaluatePowerGate),
  JR: () => (/* binding */ powerGateJson),
  Y: () => (/* binding */ ruleOf),
  OA: () => (/* binding */ softGateJson)
});

// UNUSED EXPORTS: SOFT_PILOT_POWER_METHOD, SOFT_POWER_METHOD, controlsPowerJson

// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var stats_power = __webpack_require__(2625);
// EXTERNAL MODULE: ./build/lib/stats/rule.js + 1 modules
var stats_rule = __webpack_require__(6776);
// EXTERNAL MODULE: ./build/lib/design/controls.js + 1 modules
var controls = __webpack_require__(2567);
// EXTERNAL MODULE: ./build/lib/stats/soft-power.js
var soft_power = __webpack_require__(7194);
// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
// EXTERNAL MODULE: ./build/lib/stats/random.js
var random = __webpack_require__(4557);
// EXTERNAL MODULE: ./build/lib/stats/sign-flip.js
var sign_flip = __webpack_require__(8175);
;// CONCATENATED MODULE: ./build/lib/stats/soft-power-shape.js
/**
 * Power of the soft rule on the shape a pilot showed (docs/statistics.md "The soft signal",
 * "Power on the pilot's shape"): not a mean and an SD, but the pilot's own distribution of
 * d = s(original) − s(perturbed), moved to the target mean, run through the verdict's own test.
 *
 * The shape. The pilot's d are centred (c_i = d_i − d̄), scaled by `scale` (the small-pilot
 * allowance: the ratio of the SD's upper bound to its estimate, so the planned spread is at
 * least the one the SD-only gate plans with), and moved to the target mean δ by one shift θ:
 * d_i(δ) = clamp(θ + scale·c_i, −1, 1), θ chosen (bisection) so that the mean of the clamped
 * values is δ exactly — a plain shift by δ would lose mean wherever values hit ±1. Clamping only
 * pulls the spread in, so the SD at δ is at most scale·s (the figure is for the shape at δ, not
 * for the pilot's own mean).
 *
 * The power: items are drawn with replacement from that shape, `reps` replicates from a generator
 * seeded by the design (the same inputs give the same figure; every δ and n reuses the same uniform
 * stream, so the figure moves smoothly enough for MDE and n searches), and a replicate fires iff
 * the verdict's rule at Holm's first step does: the verdict's sign-flip p (signFlipP) < α/F and its
 * score bound (softBounds) at α − E(K)·√Σd²/n > 0. Up to EXACT_MAX_N items the p is the verdict's
 * exact p on the drawn items (within its budget there); up to DRAW_MAX_N it is the same
 * statistic's Edgeworth form on the drawn items; above, the replicate draws the sums the rule
 * reads — Σd, Σd², the lattice statistic T and its null variance Σw² — from their joint normal law
 * (n iid items: mean n·μ, covariance n·Σ of the shape's own moments) and the p is the Edgeworth
 * form again, continuity-corrected by the shape's gcd, κ₄ from its mean w⁴. The simulation in
 * docs/statistics.md checks all three regimes against the verdict run on drawn items (20 to 1,500
 * items), and test/stats/soft-power-shape.test.ts the normal law against the exact power on the
 * 0/±1 shape.
 */




/** The verdict's exact sign-flip p on the drawn items up to this n; its Edgeworth form above. */
const EXACT_MAX_N = 200;
/** Items drawn one by one up to this n; above, the sums' joint normal law. */
const DRAW_MAX_N = 1_000;
/** Replicates per power figure: Monte Carlo SE ≤ 0.5/√reps = 0.011 (0.009 at power 0.8). */
const SHAPE_REPS = 2_000;
/** The pilot's d centred and scaled by `scale` ≥ 1 (see the top). */
function shapeOf(d, scale = 1) {
    const n = d.length;
    if (n < 2)
        throw new RangeError(`shapeOf: needs at least 2 pilot differences (got ${n})`);
    if (!(scale >= 1 && Number.isFinite(scale)))
        throw new RangeError(`shapeOf: scale must be ≥ 1 (got ${scale})`);
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const v = d[i];
        if (!(v >= -1 && v <= 1))
            throw new RangeError(`shapeOf: d[${i}] must be in [−1, 1] (got ${v})`);
        sum += v;
    }
    const mean = sum / n;
    const centred = new Float64Array(n);
    for (let i = 0; i < n; i++)
        centred[i] = scale * (d[i] - mean);
    return { centred, pilotItems: n, scale };
}
const clamp = (x) => Math.max(-1, Math.min(1, x));
/** The shape's values at mean δ: clamp(θ + c_i, −1, 1) with θ such that their mean is δ (to 1e-12). */
function shapeAt(shape, effect) {
    if (!(effect > -1 && effect <= 1))
        throw new RangeError(`shapeAt: effect must be in (−1, 1] (got ${effect})`);
    const c = shape.centred;
    if (effect === 1)
        return new Float64Array(c.length).fill(1);
    const meanAt = (theta) => {
        let s = 0;
        for (let i = 0; i < c.length; i++)
            s += clamp(theta + c[i]);
        return s / c.length;
    };
    // The clamped mean rises with θ, from −1 at θ = −3 to 1 at θ = 3 (|c_i| ≤ 2 after centring,
    // scale times that: widen the bracket by it).
    let span = 1;
    for (let i = 0; i < c.length; i++)
        span = Math.max(span, Math.abs(c[i]) + 1);
    let lo = -span;
    let hi = span;
    for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
        const mid = (lo + hi) / 2;
        if (meanAt(mid) < effect)
            lo = mid;
        else
            hi = mid;
    }
    const theta = (lo + hi) / 2;
    return Float64Array.from(c, (x) => clamp(theta + x));
}
/**
 * Whether the verdict's bound clause fires on sums (D, Q): softBounds' lower end at the rule's
 * level, less the E[max] deflation, above 0. `c` is softBoundsCritical(n, r.lcbAlpha), once per n.
 */
function boundFires(D, Q, n, r, c) {
    return (0,sign_flip/* softBoundsWith */.sv)(D, Q, n, c).lcb - (r.emax * Math.sqrt(Q)) / n > 0;
}
/**
 * The rule's power when d is drawn from `values` (equal weights), at n items: the share of
 * `reps` seeded replicates on which it fires (see the top).
 */
function softPowerOfValues(values, n, rule, opts = {}) {
    if (!Number.isInteger(n) || n < 2)
        throw new RangeError(`softPowerOfValues: n must be an integer ≥ 2 (got ${n})`);
    if (values.length === 0)
        throw new RangeError("softPowerOfValues: needs at least one value");
    const r = (0,stats_rule/* compileRule */.mk)(rule);
    const c = (0,sign_flip/* softBoundsCritical */.Hh)(n, r.lcbAlpha);
    const reps = opts.reps ?? SHAPE_REPS;
    const rng = (0,random/* createRng */.S)(`soft-shape:${opts.seed ?? ""}:${n}`);
    const m = values.length;
    let hits = 0;
    const exactMaxN = opts.exactMaxN ?? EXACT_MAX_N;
    if (n <= (opts.drawMaxN ?? DRAW_MAX_N)) {
        const d = new Float64Array(n);
        // Hoeffding: under random signs P(T* ≥ T) ≤ exp(−T²/(2Σw²)), so when that is below α/F the
        // exact p is too and the replicate fires without the subset-sum count (the same decision).
        const hoeffding = 2 * Math.log(1 / r.pThreshold);
        const exact = n <= exactMaxN;
        for (let rep = 0; rep < reps; rep++) {
            let D = 0;
            let Q = 0;
            let T = 0;
            let W2 = 0;
            let W4 = 0;
            let g = 0;
            for (let i = 0; i < n; i++) {
                const v = values[Math.floor(rng.next() * m)];
                const w = Math.round(Math.abs(v) * sign_flip/* LATTICE */.Pz);
                d[i] = v;
                D += v;
                Q += v * v;
                T += Math.sign(v) * w;
                W2 += w * w;
                W4 += w * w * w * w;
                if (!exact && g !== 1 && w > 0)
                    g = (0,sign_flip/* gcd */.p_)(g, w);
            }
            // The cheap clauses first; a lattice sum ≤ 0 has p ≥ ½, never below α/F < ½.
            if (T <= 0 || !boundFires(D, Q, n, r, c))
                continue;
            if (T * T > hoeffding * W2)
                hits++;
            else if (exact ? (0,sign_flip/* signFlipP */.t2)(d).p < r.pThreshold : edgeworthP(T - g, W2, W4) < r.pThreshold)
                hits++;
        }
        return hits / reps;
    }
    // The sums' joint normal law: per item x = (d, d², sign(d)·w, w²), w = round(LATTICE·|d|).
    const mu = [0, 0, 0, 0];
    const xs = [];
    // The p as on drawn items: the Edgeworth form, continuity-corrected by the weights' gcd g (a
    // large sample holds every value, so its gcd is the shape's), κ₄ from the shape's Σw⁴. The plain
    // normal form without them was 3 pt above the exact power on the 0/±1 shape at 1,001 items.
    let g = 0;
    let w4 = 0;
    for (let j = 0; j < m; j++) {
        const v = values[j];
        const w = Math.round(Math.abs(v) * sign_flip/* LATTICE */.Pz);
        if (w > 0)
            g = (0,sign_flip/* gcd */.p_)(g, w);
        w4 += (w * w * w * w) / m;
        const x = [v, v * v, Math.sign(v) * w, w * w];
        xs.push(x);
        for (let a = 0; a < 4; a++)
            mu[a] += x[a] / m;
    }
    const cov = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    for (const x of xs)
        for (let a = 0; a < 4; a++)
            for (let b = 0; b < 4; b++)
                cov[a][b] += ((x[a] - mu[a]) * (x[b] - mu[b])) / m;
    const L = cholesky(cov);
    const z = [0, 0, 0, 0];
    const root = Math.sqrt(n);
    for (let rep = 0; rep < reps; rep++) {
        for (let a = 0; a < 4; a++)
            z[a] = (0,normal/* normQuantile */.mZ)(Math.min(1 - 1e-16, Math.max(1e-16, rng.next())));
        const s = [0, 0, 0, 0];
        for (let a = 0; a < 4; a++) {
            let acc = 0;
            for (let b = 0; b <= a; b++)
                acc += L[a][b] * z[b];
            s[a] = n * mu[a] + root * acc;
        }
        const D = Math.max(-n, Math.min(n, s[0]));
        // Σd² ≥ (Σd)²/n, and Σw² ≥ T²/n: the normal draw cannot be allowed below what any sample has.
        const Q = Math.min(n, Math.max(s[1], (D * D) / n, 1e-12));
        const T = s[2];
        const W2 = Math.max(s[3], (T * T) / n, 1e-12);
        if (T <= 0 || !(edgeworthP(T - g, W2, n * w4) < r.pThreshold))
            continue;
        if (boundFires(D, Q, n, r, c))
            hits++;
    }
    return hits / reps;
}
/**
 * The sign-flip p P(Σε_i·w_i ≥ t) by its Edgeworth expansion to the fourth cumulant: the law is
 * symmetric (no third), and its standardised fourth cumulant is −2Σw⁴/(Σw²)² (each ±w term's is
 * −2w⁴), so p ≈ 1 − Φ(z) + φ(z)·κ₄(z³ − 3z)/24 at z = t/√Σw², t continuity-corrected by the caller.
 */
function edgeworthP(t, w2, w4) {
    const z = t / Math.sqrt(w2);
    const k4 = (-2 * w4) / (w2 * w2);
    const phi = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
    return 1 - (0,normal/* normCdf */.M)(z) + (phi * k4 * (z * z * z - 3 * z)) / 24;
}
/** Lower-triangular L with L·Lᵀ = A (A symmetric positive semi-definite; a zero pivot leaves its column 0). */
function cholesky(A) {
    const k = A.length;
    const L = A.map(() => new Array(k).fill(0));
    for (let i = 0; i < k; i++) {
        for (let j = 0; j <= i; j++) {
            let s = A[i][j];
            for (let t = 0; t < j; t++)
                s -= L[i][t] * L[j][t];
            if (i === j)
                L[i][i] = s > 1e-14 * (1 + Math.abs(A[i][i])) ? Math.sqrt(s) : 0;
            else
                L[i][j] = L[j][j] > 0 ? s / L[j][j] : 0;
        }
    }
    return L;
}
/** The power at mean δ on the shape (shapeAt, then softPowerOfValues). */
function softPowerShape(shape, n, effect, rule, opts = {}) {
    return softPowerOfValues(shapeAt(shape, effect), n, rule, opts);
}
/** The cheap form the searches bracket with: the sums' normal law at every n (O(reps) per figure). */
const CHEAP = { exactMaxN: 0, drawMaxN: 0 };
/**
 * The middle form: the drawn items with the Edgeworth p at every n up to DRAW_MAX_N (O(reps·n)).
 * Within a point or two of the exact figure, so the search pays the exact p (each figure thousands
 * of subset-sum counts) only for the last step or two.
 */
const MIDDLE = { exactMaxN: 0 };
/**
 * The boundary of a predicate that is false below it and true from it on, searched near a guess:
 * steps of `step` away from the guess (doubling) until the predicate changes, then bisection to
 * `tol`. The guess comes from the cheap form of the same figure (the normal form of the p), so
 * only a handful of exact evaluations are paid; the result does not depend on the guess beyond
 * Monte Carlo wobble. Returns null when `hi` itself is false.
 */
function boundaryNear(ok, guess, lo0, hi0, step0, tol, integer) {
    const snap = (x) => (integer ? Math.round(x) : x);
    let x = Math.min(hi0, Math.max(lo0, snap(guess)));
    let lo;
    let hi;
    let step = step0;
    if (ok(x)) {
        hi = x;
        lo = x;
        for (;;) {
            const next = Math.max(lo0, snap(hi - step));
            if (next === lo0 && next === hi)
                return hi;
            if (!ok(next)) {
                lo = next;
                break;
            }
            hi = next;
            if (next === lo0)
                return hi;
            step *= 2;
        }
    }
    else {
        lo = x;
        for (;;) {
            if (lo >= hi0)
                return null;
            const next = Math.min(hi0, snap(lo + step));
            if (ok(next)) {
                hi = next;
                break;
            }
            lo = next;
            step *= 2;
        }
    }
    while (hi - lo > tol) {
        x = snap((lo + hi) / 2);
        if (x === lo || x === hi)
            break;
        if (ok(x))
            hi = x;
        else
            lo = x;
    }
    return hi;
}
/**
 * The smallest mean soft drop δ with power ≥ target at n on the shape, to 0.1 pt over (0, 1]
 * (the replicates share their uniforms across δ, so the estimated power rises with δ up to Monte
 * Carlo wobble), or null when δ = 1 does not reach it.
 */
function softShapeMde(shape, n, targetPower, rule, opts = {}) {
    const values = (effect) => shapeAt(shape, effect);
    const ok = (o) => (effect) => softPowerOfValues(values(effect), n, rule, o) >= targetPower;
    const cheap = boundaryNear(ok({ ...opts, ...CHEAP }), 0.5, 0, 1, 0.25, 1e-3, false);
    if (n > (opts.exactMaxN ?? EXACT_MAX_N)) {
        return boundaryNear(ok(opts), cheap ?? 0.5, 0, 1, cheap === null ? 0.25 : 0.005, 1e-3, false);
    }
    const middle = boundaryNear(ok({ ...opts, ...MIDDLE }), cheap ?? 0.5, 0, 1, cheap === null ? 0.25 : 0.005, 1e-3, false);
    return boundaryNear(ok(opts), middle ?? 0.5, 0, 1, middle === null ? 0.25 : 0.002, 1e-3, false);
}
/**
 * The smallest n ≤ maxN with power ≥ target for mean δ on the shape, or null. Each n has its own
 * replicates; the estimate rises with n up to Monte Carlo wobble, so the n found is where the
 * seeded estimate first crosses on the search's path (a cheap pass with the normal form of the p,
 * then the figure itself near it).
 */
function softShapeRequiredN(shape, effect, targetPower, rule, maxN = 2_000_000, opts = {}) {
    const values = shapeAt(shape, effect);
    const ok = (o) => (n) => softPowerOfValues(values, n, rule, o) >= targetPower;
    // To the item below 100, to 1% above: each step is a full power figure. The cheap pass, then the
    // middle one, then the figure itself from the middle's answer with a short step (the exact p is
    // paid only up to EXACT_MAX_N, where the middle is within a point or two of it).
    // Above EXACT_MAX_N the middle form is the figure itself: its answer stands when it and the
    // step below it are both there.
    const tolOf = (guess) => Math.max(1, Math.floor(guess / 100));
    const cheap = boundaryNear(ok({ ...opts, ...CHEAP }), 64, 2, maxN, 32, 1, true);
    const g1 = cheap ?? maxN;
    const middle = boundaryNear(ok({ ...opts, ...MIDDLE }), g1, 2, maxN, Math.max(1, Math.round(g1 / 16)), tolOf(g1), true);
    const g2 = middle ?? maxN;
    if (middle !== null && middle - tolOf(middle) > (opts.exactMaxN ?? EXACT_MAX_N))
        return middle;
    return boundaryNear(ok(opts), g2, 2, maxN, tolOf(g2), tolOf(g2), true);
}

;// CONCATENATED MODULE: ./build/lib/design/gate.js
/**
 * The power gate: what a preregistered design can see, before any spend. Pure: takes the design,
 * returns every figure (exact, and Connor's normal approximation for comparison), with a reason
 * beside each figure that does not exist.
 */

/** What the exact power means under the v2 rule (docs/statistics.md, "Power"): printed and in the JSON. */
const POWER_GUARANTEE = "The exact power is a guaranteed lower bound on the power to name a contaminated model, attained when no other (model, perturber) pair falls below α/(M·K).";





/** How the soft power is computed from a planned SD alone: a lower bound over the shapes checked. */
const SOFT_POWER_METHOD = 'the soft rule (sign-flip p < α/F and score lower bound − E[max](K)·√Σd²/n > 0) at SD σ, shape of d unknown: the smaller of its normal approximation Φ((δ − t*)·√n/σ) and its exact power when d is lumpy (d ∈ {−a, 0, +a}, as many items unmoved as σ allows) — at least the simulated power of every shape with this mean and SD checked (docs/statistics.md "The soft signal"), and below it by up to tens of points for some; a pilot (--soft-pilot) gives the figure for the shape the data showed';
/** How the soft power is computed on a pilot's shape. */
const SOFT_PILOT_POWER_METHOD = "the soft rule (the verdict's sign-flip p < α/F and score lower bound − E[max](K)·√Σd²/n > 0) simulated on the pilot's own d: centred, scaled by the SD's one-sided upper bound over its estimate, shifted (clamped to [−1, 1]) to the target mean; 2,000 seeded replicates (the same inputs give the same figure), the exact sign-flip p up to 200 items, its Edgeworth form to 1,000, the sums' normal law above; checked against simulation of the verdict (docs/statistics.md \"The soft signal\")";
function ruleOf(d) {
    return {
        alpha: d.alpha,
        models: d.models,
        perturbers: d.perturbers,
        sided: d.oneSided ? "one-sided" : "two-sided",
        emax: d.emax,
        extraTests: (0,controls/* excessTestsOf */._j)(d),
    };
}
const NEEDS_N = "needs n (--n)";
const NEEDS_EFFECT = "needs a target effect (--target-effect)";
function evaluatePowerGate(d) {
    const rule = ruleOf(d);
    const engine = new stats_power/* PowerEngine */.Yx(d.discordantRate, rule);
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
            ? { value: (0,stats_power/* connorPower */.NT)(d.n, d.discordantRate, d.effect, rule) }
            : none(d.n === undefined ? NEEDS_N : NEEDS_EFFECT),
        minDetectableEffect: (() => {
            if (d.n === undefined)
                return none(NEEDS_N);
            const v = (0,stats_power/* connorMde */.ST)(d.n, d.discordantRate, d.targetPower, rule);
            return v === null ? none(`the normal approximation reaches ${pct} for no δ ≤ ψ at n = ${d.n}`) : { value: v };
        })(),
        requiredN: d.effect !== undefined
            ? { value: (0,stats_power/* connorRequiredN */.P4)(d.discordantRate, d.effect, d.targetPower, rule) }
            : none(NEEDS_EFFECT),
    };
    return {
        design: d,
        emaxValue: (0,stats_rule/* emaxOf */.D4)(d.perturbers, d.emax),
        exact: { power, minDetectableEffect: mde, requiredN, firstN, skippedMass },
        normal,
        controls: (0,controls/* controlsPower */.ox)(d),
        soft: d.soft === undefined ? null : softGate(d, d.soft, rule),
        // docs/statistics.md, "Power": when first_n and required_n differ the gate uses required_n, so a design sitting
        // on a lucky tooth of the saw-tooth (power ≥ target at n, but not over [n, 2n]) is refused.
        adequate: power.value === null || d.n === undefined
            ? null
            : power.value >= d.targetPower && requiredN.value !== null && d.n >= requiredN.value,
    };
}
function softFiguresOf(plan, rule) {
    if (plan.kind === "planned") {
        const sd = plan.sd;
        return {
            kind: "sd-lower-bound",
            sd,
            where: "",
            power: (n, effect) => (0,soft_power/* softPower */.Yq)({ n, sd, effect }, rule),
            mde: (n, t) => (0,soft_power/* softMinDetectableEffect */.d8)(n, sd, t, rule),
            requiredN: (effect, t, maxN) => (0,soft_power/* softRequiredN */.uF)(sd, effect, t, rule, maxN),
        };
    }
    // On the pilot's shape (stats/soft-power-shape.ts): the small-pilot allowance scales its spread up to the SD's bound.
    const { pilot } = plan;
    const shape = shapeOf(plan.d, pilot.estimate > 0 ? Math.max(1, pilot.upper / pilot.estimate) : 1);
    return {
        kind: "pilot-shape",
        sd: pilot.upper,
        where: " on the pilot's shape",
        power: (n, effect) => softPowerShape(shape, n, effect, rule),
        mde: (n, t) => softShapeMde(shape, n, t, rule),
        requiredN: (effect, t, maxN) => softShapeRequiredN(shape, effect, t, rule, maxN),
    };
}
function softGate(d, plan, rule) {
    const f = softFiguresOf(plan, rule);
    const none = (reason) => ({ value: null, reason });
    const pct = `${Math.round(d.targetPower * 100)}%`;
    const power = d.n === undefined || d.n < 2
        ? none(NEEDS_N)
        : d.effect === undefined
            ? none(NEEDS_EFFECT)
            : { value: f.power(d.n, d.effect) };
    let mde = none(NEEDS_N);
    if (d.n !== undefined && d.n >= 2) {
        const v = f.mde(d.n, d.targetPower);
        mde = v === null ? none(`no mean soft drop ≤ 100 pt reaches ${pct} power at n = ${d.n}${f.where}`) : { value: v };
    }
    let requiredN = none(NEEDS_EFFECT);
    if (d.effect !== undefined) {
        const maxN = Math.max(2_000_000, d.n ?? 0);
        const v = f.requiredN(d.effect, d.targetPower, maxN);
        requiredN =
            v === null
                ? none(`no n ≤ ${maxN.toLocaleString("en-US")} reaches ${pct} power for a mean soft drop of ${d.effect}${f.where}`)
                : { value: v };
    }
    return {
        sd: f.sd,
        plan,
        kind: f.kind,
        power,
        minDetectableEffect: mde,
        requiredN,
        adequate: power.value === null ? null : power.value >= d.targetPower,
    };
}
/** The soft figures as JSON (`soft` in the gate's object), or null without a planned SD. */
function softGateJson(r) {
    if (r === null)
        return null;
    const fig = (f) => f.value;
    const why = (f) => (f.value === null ? f.reason : null);
    return {
        sd: r.sd,
        sd_source: r.plan.kind,
        /** "pilot-shape": the power on the pilot's shape; "sd-lower-bound": at least this, for the shapes checked. */
        power_kind: r.kind,
        pilot: r.plan.kind === "pilot"
            ? { items: r.plan.pilot.n, sd: r.plan.pilot.estimate, upper: r.plan.pilot.upper, level: r.plan.pilot.level }
            : null,
        method: r.kind === "pilot-shape" ? SOFT_PILOT_POWER_METHOD : SOFT_POWER_METHOD,
        power: fig(r.power),
        power_reason: why(r.power),
        min_detectable_effect: fig(r.minDetectableEffect),
        min_detectable_effect_reason: why(r.minDetectableEffect),
        required_n: fig(r.requiredN),
        required_n_reason: why(r.requiredN),
        adequate: r.adequate,
    };
}
function powerGateJson(r) {
    const d = r.design;
    const fig = (name, f) => (f.value === null ? { [name]: null, [`${name}_reason`]: f.reason } : { [name]: f.value });
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
        family_size: d.models * d.perturbers + (0,controls/* excessTestsOf */._j)(d),
        exact: {
            meaning: POWER_GUARANTEE,
            ...fig("power", r.exact.power),
            ...fig("min_detectable_effect", r.exact.minDetectableEffect),
            ...fig("required_n", r.exact.requiredN),
            ...fig("first_n", r.exact.firstN),
            skipped_mass: r.exact.skippedMass,
        },
        normal_approximation: {
            method: "Connor (1987) at the rule's critical value: max(z at α/(M·K), z at the bound's level + E[max](K)); for comparison only",
            ...fig("power", r.normal.power),
            ...fig("min_detectable_effect", r.normal.minDetectableEffect),
            ...fig("required_n", r.normal.requiredN),
        },
        adequate: r.adequate,
        ...(r.adequate === null ? { adequate_reason: "needs both n and a target effect" } : {}),
        controls: (0,controls/* controlsPowerJson */.e$)(r.controls),
        ...(r.soft !== null ? { soft: softGateJson(r.soft) } : {}),
    };
}


/***/ }),

/***/ 257:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ powerGateCurveJson)
});

// EXTERNAL MODULE: ./build/lib/design/gate.js + 1 modules
var gate = __webpack_require__(5268);
// EXTERNAL MODULE: ./build/lib/stats/power.js + 4 modules
var power = __webpack_require__(2625);
;// CONCATENATED MODULE: ./build/lib/report/curve.js
/**
 * `points` evenly spaced values of n from half the smaller to 1.5× the larger of the design's n
 * and the required n, with the grid point nearest each of those two replaced by it exactly: the
 * reader sees where the design sits relative to the knee, and a chart with a categorical x axis
 * (Mermaid's xychart) stays close to evenly spaced instead of bunching around inserted points.
 */
function curveNs(designN, requiredN, points = 21) {
    const anchors = [designN, requiredN]
        .filter((v) => v !== null && Number.isFinite(v) && v >= 1)
        .map(Math.round);
    const lo = Math.max(1, Math.floor(Math.min(...anchors) / 2));
    const hi = Math.max(lo + 1, Math.ceil(Math.max(...anchors) * 1.5));
    const steps = Math.max(2, points);
    const grid = [...new Set(Array.from({ length: steps }, (_, i) => Math.round(lo + ((hi - lo) * i) / (steps - 1))))];
    for (const a of anchors) {
        if (grid.includes(a))
            continue;
        let nearest = 0;
        for (let i = 1; i < grid.length; i++)
            if (Math.abs(grid[i] - a) < Math.abs(grid[nearest] - a))
                nearest = i;
        // Keep both ends and never replace the other anchor: insert instead.
        const keep = nearest === 0 || nearest === grid.length - 1 || anchors.includes(grid[nearest]);
        if (keep)
            grid.push(a);
        else
            grid[nearest] = a;
    }
    return [...new Set(grid)].sort((x, y) => x - y);
}
function powerCurve(ns, powerAt) {
    return ns.map((n) => ({ n, power: powerAt(n) }));
}

;// CONCATENATED MODULE: ./build/lib/report/power-json.js
/**
 * The gate's one JSON shape with its exact power curve: `contamgate power --json`, `run --json`'s
 * `design` and report.json's `power` section are this object (docs/statistics.md "The gate as JSON").
 * The curve is computed here (no I/O): the engine's exact power at the design's ψ, δ, α, M, K.
 */



function powerGateCurveJson(r) {
    const d = r.design;
    const { n, effect } = d;
    if (n === undefined || effect === undefined)
        return { ...(0,gate/* powerGateJson */.JR)(r), curve: [] };
    const engine = new power/* PowerEngine */.Yx(d.discordantRate, (0,gate/* ruleOf */.Y)(d));
    return {
        ...(0,gate/* powerGateJson */.JR)(r),
        curve: powerCurve(curveNs(n, r.exact.requiredN.value), (k) => engine.power(k, effect).power),
    };
}


/***/ }),

/***/ 1688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V6: () => (/* binding */ gateMessage),
/* harmony export */   Yp: () => (/* binding */ formatPowerText),
/* harmony export */   c7: () => (/* binding */ softLines),
/* harmony export */   cB: () => (/* binding */ softContext),
/* harmony export */   q4: () => (/* binding */ softFigureLines)
/* harmony export */ });
/* harmony import */ var _design_controls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2567);
/* harmony import */ var _design_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5268);
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9418);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(184);
/**
 * `contamgate power`'s text and the gate's one-line judgement (also logged by `check` and the
 * action). Every figure through src/report/format.ts, worded as on the other surfaces.
 */




function cell(f, show) {
    return f.value === null ? "—" : show(f.value);
}
/** The one-line judgement of a design with both n and effect, or null. */
function gateMessage(r) {
    const d = r.design;
    if (r.adequate === null || d.n === undefined || d.effect === undefined)
        return null;
    const pw = r.exact.power.value;
    const minimum = r.exact.minDetectableEffect;
    const sees = minimum.value === null
        ? `this n sees no drop at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)} power (${minimum.reason})`
        : `the smallest drop n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)} can see at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)} power is ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mde */ .rK)(minimum.value)}`;
    const needs = r.exact.requiredN.value === null
        ? r.exact.requiredN.reason
        : `the target ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} needs ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(r.exact.requiredN.value)} questions`;
    if (r.adequate)
        return `adequate: exact power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P)(pw)} ≥ the target ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} drop at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}; ${sees}`;
    if (pw >= d.targetPower) {
        // Power reaches the target at this very n but dips below it somewhere in [n, 2n] (saw-tooth).
        return `underpowered: exact power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P)(pw)} ≥ the target ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)} at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)} itself, but not at every n up to twice that (the exact power is a saw-tooth in n); ${needs}, the smallest n from which it holds over [n, 2n]`;
    }
    return `underpowered: exact power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P)(pw)} < the target ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)} for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} drop at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}; ${sees}; ${needs}`;
}
function formatPowerText(r) {
    const d = r.design;
    const sided = d.oneSided ? "one-sided" : "two-sided";
    const lines = [];
    lines.push(`Power of the verdict rule: exact ${sided} McNemar, α = ${d.alpha}, ` +
        `M = ${d.models} model${d.models === 1 ? "" : "s"} × K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} ` +
        ((0,_design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .excessTestsOf */ ._j)(d) === 0
            ? `(Holm's first step over the ${d.models * d.perturbers} pairs at α/(M·K) = ${+(d.alpha / (d.models * d.perturbers)).toPrecision(6)}), `
            : `(Holm's first step over the family of ${d.models * d.perturbers + (0,_design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .excessTestsOf */ ._j)(d)}: ${d.models * d.perturbers} pairs + ${(0,_design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .excessTestsOf */ ._j)(d)} excess-drop tests against the declared controls, at α/F = ${+(d.alpha / (d.models * d.perturbers + (0,_design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .excessTestsOf */ ._j)(d))).toPrecision(6)}), `) +
        `melded lower bound deflated by E[max](K)·√n_d/n (E[max] = ${r.emaxValue.toFixed(4)}, ${d.emax})`);
    lines.push(_design_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .POWER_GUARANTEE */ .lh);
    lines.push(`Design: ${d.n === undefined ? "n not given" : `n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)} questions`}, expected discordant rate ψ = ${d.discordantRate}, ` +
        `target power ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetPower */ .BC)(d.targetPower)}` +
        (d.effect === undefined ? "" : `, target drop δ = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)}`));
    lines.push("");
    const rows = [
        ["", "exact (the gate)", "normal approximation (Connor 1987; comparison only)"],
    ];
    if (d.n !== undefined) {
        rows.push([
            `minimum detectable drop at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}`,
            cell(r.exact.minDetectableEffect, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .mde */ .rK),
            cell(r.normal.minDetectableEffect, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .mde */ .rK),
        ]);
    }
    if (d.n !== undefined && d.effect !== undefined) {
        rows.push([
            `power for δ = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}`,
            cell(r.exact.power, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P),
            cell(r.normal.power, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P),
        ]);
    }
    if (d.effect !== undefined) {
        const first = r.exact.firstN.value;
        const req = r.exact.requiredN.value;
        rows.push([
            `questions needed for δ = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)}`,
            req === null
                ? "—"
                : first !== null && first !== req
                    ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(req)} (first reached at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(first)}; stable over [n, 2n] from ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(req)})`
                    : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(req),
            cell(r.normal.requiredN, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh),
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
    if (r.soft !== null)
        lines.push("", ...softLines(r));
    const cj = (0,_design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .controlsPowerJson */ .e$)(r.controls);
    if (cj !== null && d.n !== undefined)
        lines.push("", `${(0,_figures_js__WEBPACK_IMPORTED_MODULE_2__/* .excessPowerPhrase */ .UM)(cj, d.n, d.targetPower)}.`, _design_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCESS_POWER_MEANING */ .Se);
    if (r.exact.skippedMass !== null && r.exact.skippedMass > 1e-12) {
        lines.push(`(Exact to within ${r.exact.skippedMass.toExponential(1)}: discordant counts with log mass below −60 skipped.)`);
    }
    return lines.join("\n") + "\n";
}
/** The soft signal's figures beside the binary ones (docs/statistics.md "The soft signal"). */
function softLines(r) {
    const d = r.design;
    return softFigureLines((0,_design_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .softGateJson */ .OA)(r.soft), {
        ...(d.n !== undefined ? { n: d.n } : {}),
        ...(d.effect !== undefined ? { effect: d.effect } : {}),
        binaryPower: r.exact.power.value,
        binaryRequiredN: r.exact.requiredN.value,
    });
}
/**
 * The same lines from the gate's JSON (`soft` beside the binary figures): what `check` and `run`
 * show before spend, on every surface that reads the report's power section.
 */
function softFigureLines(s, d) {
    const onShape = s.power_kind === "pilot-shape";
    const source = s.pilot === null
        ? "planned"
        : `the one-sided ${Math.round(s.pilot.level * 100)}% upper bound of a pilot's SD ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(s.pilot.sd)} on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(s.pilot.items)} items`;
    // From an SD alone the shape of d is unknown: every figure is a bound (docs/statistics.md "The soft signal").
    const atLeast = onShape ? "" : "at least ";
    const atMost = onShape ? "" : "at most ";
    const out = [
        `Soft signal (sign-flip test of the mean soft drop d = s(original) − s(perturbed), s the probability of the correct answer), SD of d ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(s.sd)} (${source})` +
            (onShape ? ", on the pilot's own shape of d:" : ", shape of d unknown:"),
    ];
    if (s.min_detectable_effect !== null && d.n !== undefined)
        out.push(`  minimum detectable mean soft drop at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}: ${atMost}${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .mde */ .rK)(s.min_detectable_effect)}`);
    else if (s.min_detectable_effect_reason !== null && !s.min_detectable_effect_reason.startsWith("needs"))
        out.push(`  ${s.min_detectable_effect_reason}`);
    if (s.power !== null && d.effect !== undefined && d.n !== undefined)
        out.push(`  power for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} mean soft drop at n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.n)}: ${atLeast}${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P)(s.power)} (binary: ${d.binaryPower === null ? "—" : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .prob */ ._P)(d.binaryPower)})`);
    if (d.effect !== undefined)
        out.push(`  questions needed for a ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .targetDrop */ .tk)(d.effect)} mean soft drop: ${s.required_n === null ? s.required_n_reason : `${atMost}${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(s.required_n)}`} (binary: ${d.binaryRequiredN === null ? "—" : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Wh)(d.binaryRequiredN)})`);
    out.push(onShape
        ? "  (the verdict's soft rule at Holm's first step, simulated on the pilot's d moved to the target mean, its spread scaled up to the SD's bound; a mean soft drop and a binary drop are different quantities: compare the questions each needs for the effect you expect on each)"
        : "  (a lower bound on the power of the soft rule at Holm's first step for any shape of d with this SD among those checked by simulation — the smaller of its normal approximation and its exact power when most items do not move; a pilot's outcomes (--soft-pilot) give the figure for the shape the data show; a mean soft drop and a binary drop are different quantities: compare the questions each needs for the effect you expect on each)");
    return out;
}
/** The binary figures the soft lines stand beside, from the report's power section. */
function softContext(p) {
    return { n: p.n, effect: p.effect, binaryPower: p.exact.power, binaryRequiredN: p.exact.required_n };
}


/***/ })

};
