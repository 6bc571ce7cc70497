export const id = 931;
export const ids = [931];
export const modules = {

/***/ 5042:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ chisqSf)
/* harmony export */ });
/* harmony import */ var _gamma_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(565);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * χ² survival P(χ²_df > x) = Q(df/2, x/2), the regularized upper incomplete gamma function
 * (R pchisq(x, df, lower.tail = FALSE)). Series below the mean, Lentz continued fraction above,
 * with the prefactor e^{−t}tᵃ/Γ(a+1) from Loader's Poisson saddle point (no overflow for large df).
 */


const EPS = 1e-16;
const TINY = 1e-300;
/** ln(e^{−t} tᵃ / Γ(a + 1)), Loader's dpois_raw in logs. */
function logPoissonRaw(a, t) {
    if (t === 0)
        return a === 0 ? 0 : -Infinity;
    return -(0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .stirlerr */ .Um)(a) - (0,_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .bd0 */ .pA)(a, t) - 0.5 * (_gamma_js__WEBPACK_IMPORTED_MODULE_0__/* .LN_2PI */ .Zy + Math.log(a));
}
/** ln Q(a, t), the regularized upper incomplete gamma, for a > 0, t > 0. */
function logGammaQ(a, t) {
    const logPre = logPoissonRaw(a, t);
    if (t < a + 1) {
        // P(a, t) = pre · Σ tⁿ/((a+1)…(a+n)); here Q ≥ ~0.3 unless a is tiny, so 1 − P is safe.
        let term = 1;
        let sum = 1;
        for (let n = 1; n < 100_000; n++) {
            term *= t / (a + n);
            sum += term;
            if (term < sum * EPS)
                break;
        }
        const logP = logPre + Math.log(sum);
        return logP > -Math.LN2 ? Math.log(-Math.expm1(logP)) : Math.log1p(-Math.exp(logP));
    }
    // Q(a, t) = a·pre · CF, CF = 1/(t+1−a− 1·(1−a)/(t+3−a− 2·(2−a)/(t+5−a− …))).
    let bb = t + 1 - a;
    let c = 1 / TINY;
    let d = 1 / bb;
    let h = d;
    for (let i = 1; i < 100_000; i++) {
        const an = -i * (i - a);
        bb += 2;
        d = an * d + bb;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = bb + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < EPS)
            break;
    }
    return logPre + Math.log(a) + Math.log(h);
}
/** P(χ²_df > x). df > 0 (need not be an integer); x ≤ 0 gives 1. */
function chisqSf(x, df) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireNumber */ .Bw)(x, "x", "chisqSf");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requirePositive */ .z6)(df, "df", "chisqSf");
    if (x <= 0)
        return 1;
    if (x === Infinity)
        return 0;
    return Math.exp(logGammaQ(df / 2, x / 2));
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

/***/ 8442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ cochranQ),
/* harmony export */   Ig: () => (/* binding */ boundarySafeSe),
/* harmony export */   xp: () => (/* binding */ hotellingApplies),
/* harmony export */   yE: () => (/* binding */ pairedWald)
/* harmony export */ });
/* unused harmony export fSf */
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _chisq_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5042);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * Heterogeneity of the drop across models (docs/statistics.md, "Heterogeneity across models"):
 * Cochran's Q over per-model drops (assumes independent models), and a paired Wald test over
 * item-level differences that respects the models answering the same items. Both use a
 * boundary-safe variance so a model that flips every item (plug-in SE = 0) stays in the test.
 */



/**
 * Variance of the drop with ½ added to b and c (and so 1 to n): v(b + ½, c + ½, n + 1), where
 * v(b, c, n) = ((b + c) − (b − c)²/n)/n². Positive for every table, so no model leaves the test.
 */
function boundarySafeSe(b, c, n) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(b, "b", "boundarySafeSe");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(c, "c", "boundarySafeSe");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCount */ .v6)(n, "n", "boundarySafeSe");
    if (b + c > n || n === 0)
        throw new RangeError(`boundarySafeSe: need 0 < n and b + c ≤ n (got b = ${b}, c = ${c}, n = ${n})`);
    const b1 = b + 0.5;
    const c1 = c + 0.5;
    const n1 = n + 1;
    const d = b1 - c1;
    return Math.sqrt(b1 + c1 - (d * d) / n1) / n1;
}
/** Cochran's Q, or null when fewer than two models have SE > 0. */
function cochranQ(models) {
    if (!Array.isArray(models))
        throw new RangeError("cochranQ: models must be an array");
    models.forEach((m, i) => {
        if (typeof m?.name !== "string")
            throw new RangeError(`cochranQ: models[${i}].name must be a string`);
        if (typeof m.drop !== "number" || !Number.isFinite(m.drop))
            throw new RangeError(`cochranQ: models[${i}].drop must be a finite number, got ${String(m.drop)}`);
        if (typeof m.se !== "number" || !Number.isFinite(m.se) || m.se < 0)
            throw new RangeError(`cochranQ: models[${i}].se must be a finite number ≥ 0, got ${String(m.se)}`);
    });
    const used = models.filter((m) => m.se > 0);
    const excluded = models.filter((m) => !(m.se > 0)).map((m) => m.name);
    if (used.length < 2)
        return null;
    let sw = 0;
    let swd = 0;
    for (const m of used) {
        const w = 1 / (m.se * m.se);
        sw += w;
        swd += w * m.drop;
    }
    const pooled = swd / sw;
    let q = 0;
    for (const m of used) {
        const r = m.drop - pooled;
        q += (r * r) / (m.se * m.se);
    }
    const df = used.length - 1;
    return {
        q,
        df,
        pValue: (0,_chisq_js__WEBPACK_IMPORTED_MODULE_2__/* .chisqSf */ .Q)(q, df),
        iSquared: q > 0 ? Math.max(0, (q - df) / q) : 0,
        pooled,
        pooledSe: 1 / Math.sqrt(sw),
        included: used.map((m) => m.name),
        excluded,
    };
}
/**
 * Paired Wald test of "all M models have the same drop" from item-level differences
 * d[j][i] = original − perturbed ∈ {−1, 0, 1} of model j on item i (the same items, the same
 * order, for every model). Σ = S/n + diag(1/(n + 1)²), S the per-item covariance of the d's:
 * the off-diagonal keeps the dependence between models that answer the same items, the
 * diagonal term is the ½-pseudo-count of the boundary-safe variance (keeps Σ positive definite).
 * The reference is Hotelling's: without the pseudo-count W = n/(n − 1)·T², T² = n (C d̄)ᵀ
 * (C S_u Cᵀ)⁻¹ (C d̄) with S_u the unbiased covariance, and (n − L)/((n − 1)L)·T² = W(n − L)/(nL)
 * is F(L, n − L) for normal d's. The χ²(L) limit it replaces rejected up to twice too often at
 * M = 20 (docs/statistics.md); the pseudo-count only shrinks W. Needs n > L = M − 1
 * (hotellingApplies).
 */
function pairedWald(d) {
    const M = d.length;
    if (M < 2)
        throw new RangeError(`pairedWald: need at least 2 models (got ${M})`);
    const n = d[0].length;
    if (n === 0)
        throw new RangeError("pairedWald: no items");
    if (!hotellingApplies(M, n))
        throw new RangeError(`pairedWald: the F reference needs more items than M − 1 = ${M - 1} (got ${n})`);
    d.forEach((row, j) => {
        if (row.length !== n)
            throw new RangeError(`pairedWald: model ${j} has ${row.length} items, model 0 has ${n}`);
    });
    const mean = d.map((row) => {
        let s = 0;
        for (let i = 0; i < n; i++)
            s += row[i];
        return s / n;
    });
    const sigma = [];
    for (let j = 0; j < M; j++) {
        sigma.push(new Array(M).fill(0));
        for (let k = 0; k <= j; k++) {
            let s = 0;
            const rj = d[j];
            const rk = d[k];
            for (let i = 0; i < n; i++)
                s += rj[i] * rk[i];
            const cov = (s / n - mean[j] * mean[k]) / n;
            sigma[j][k] = cov;
            sigma[k][j] = cov;
        }
        sigma[j][j] += 1 / ((n + 1) * (n + 1));
    }
    // Contrasts against the last model: (C d̄)_j = d̄_j − d̄_M, (C Σ Cᵀ)_jk = Σ_jk − Σ_jM − Σ_Mk + Σ_MM.
    const L = M - 1;
    const last = M - 1;
    const v = new Array(L);
    const A = [];
    for (let j = 0; j < L; j++) {
        v[j] = mean[j] - mean[last];
        A.push(new Array(L));
        for (let k = 0; k < L; k++)
            A[j][k] = sigma[j][k] - sigma[j][last] - sigma[last][k] + sigma[last][last];
    }
    const statistic = quadraticFormInverse(A, v);
    let total = 0;
    for (let j = 0; j < M; j++)
        for (let k = 0; k < M; k++)
            total += sigma[j][k];
    const df2 = n - L;
    const fStatistic = (statistic * df2) / (n * L);
    return {
        statistic,
        df: L,
        df2,
        fStatistic,
        pValue: fSf(fStatistic, L, df2),
        pooled: mean.reduce((s, x) => s + x, 0) / M,
        pooledSe: Math.sqrt(Math.max(0, total)) / M,
    };
}
/** The F reference exists: n − (M − 1) ≥ 1 denominator degrees of freedom. */
function hotellingApplies(models, items) {
    return items > models - 1;
}
/**
 * P(F(d1, d2) ≥ f) = I_{d2/(d2 + d1 f)}(d2/2, d1/2), the regularized incomplete beta taken with
 * both x and 1 − x so neither loses digits.
 */
function fSf(f, d1, d2) {
    if (!(d1 > 0 && d2 > 0))
        throw new RangeError(`fSf: degrees of freedom must be > 0 (got ${d1}, ${d2})`);
    if (Number.isNaN(f))
        throw new RangeError("fSf: f is NaN");
    if (f <= 0)
        return 1;
    if (f === Infinity)
        return 0;
    const den = d2 + d1 * f;
    return Math.exp((0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .logBetaIncXY */ .UI)(d2 / den, (d1 * f) / den, d2 / 2, d1 / 2, true));
}
/** vᵀ A⁻¹ v for a symmetric positive-definite A, by Cholesky (A = L Lᵀ, then ‖L⁻¹ v‖²). */
function quadraticFormInverse(A, v) {
    const n = v.length;
    const L = A.map(() => new Array(n).fill(0));
    for (let i = 0; i < n; i++) {
        for (let j = 0; j <= i; j++) {
            let s = A[i][j];
            for (let k = 0; k < j; k++)
                s -= L[i][k] * L[j][k];
            if (i === j) {
                if (!(s > 0))
                    throw new RangeError("pairedWald: covariance is not positive definite");
                L[i][i] = Math.sqrt(s);
            }
            else {
                L[i][j] = s / L[j][j];
            }
        }
    }
    let q = 0;
    const y = new Array(n);
    for (let i = 0; i < n; i++) {
        let s = v[i];
        for (let k = 0; k < i; k++)
            s -= L[i][k] * y[k];
        y[i] = s / L[i][i];
        q += y[i] * y[i];
    }
    return q;
}


/***/ }),

/***/ 4557:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createRng)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

function createRng(seed) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(String(seed)).digest();
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


/***/ }),

/***/ 8175:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hh: () => (/* binding */ softBoundsCritical),
/* harmony export */   O4: () => (/* binding */ softBounds),
/* harmony export */   Pz: () => (/* binding */ LATTICE),
/* harmony export */   Vp: () => (/* binding */ softDifferences),
/* harmony export */   p_: () => (/* binding */ gcd),
/* harmony export */   sv: () => (/* binding */ softBoundsWith),
/* harmony export */   t2: () => (/* binding */ signFlipP),
/* harmony export */   tf: () => (/* binding */ signFlipTest)
/* harmony export */ });
/* unused harmony exports EXACT_BUDGET, MC_DRAWS */
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4557);
/* harmony import */ var _student_t_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(802);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2816);
/**
 * The paired one-sided test on soft differences (docs/statistics.md, "The soft signal").
 *
 * Per item d_i = s(original) − s(perturbed) ∈ [−1, 1], s the probability the model gave the
 * correct option. H0: each d_i is symmetric about 0 (the perturbation changes nothing but the draw:
 * the two conditions are exchangeable per item, the assumption the binary McNemar test makes).
 * Conditional on the |d_i| every sign is then a fair coin, so any statistic Σ sign(d_i)·w(|d_i|)
 * has a known null distribution and a test with exactly that null distribution has level ≤ α.
 *
 * The statistic is the sum of the differences on the lattice of 1/LATTICE (points):
 * T = Σ sign(d_i)·w_i, w_i = round(LATTICE·|d_i|). The rounding moves each term by at most half a
 * point, so T/LATTICE is the sum of the d_i to within n/200, while the weights are integers and
 * the null distribution of T can be computed exactly: with U = Σ_{ε_i = +1} w_i the subset sum of
 * a random sign vector, T = 2U − W (W = Σ w_i) and p = P(U ≥ U_obs) = P(U ≤ W − U_obs) (U and
 * W − U have the same law). That is a subset-sum count truncated at W − U_obs (or its complement
 * when U_obs is below the centre), O(n·W/2) at worst. An item with d = 0, or |d| below half a
 * point, has weight 0 and adds nothing to either side, as a tie does in any sign-flip test.
 *
 * When that count would cost more than EXACT_BUDGET steps (thousands of items) the same statistic's
 * null distribution is sampled instead: B = MC_DRAWS sign vectors from a generator seeded by the
 * weights and signs themselves (the same data give the same p on every run), and the reported
 * p = (1 + #{U* ≥ U_obs}) / (1 + B), which has level ≤ α exactly for B iid draws. Its smallest value
 * is 1/(B + 1) = 5e-5.
 *
 * With binary outcomes (d ∈ {−1, 0, 1}) every weight is LATTICE and the exact p is McNemar's
 * P(Bin(b + c, ½) ≥ b).
 */



/** Lattice of the statistic: 100 steps per unit of d, i.e. one point of probability. */
const LATTICE = 100;
/** Above this many DP steps the null distribution is sampled (≈ 0.1–0.3 s of work either way). */
const EXACT_BUDGET = 1e8;
/** Monte Carlo sign vectors when the exact count is too costly. */
const MC_DRAWS = 19_999;
function toLattice(d, fn) {
    const n = d.length;
    let k = 0;
    const weights = new Int32Array(n);
    let uObs = 0;
    let total = 0;
    for (let i = 0; i < n; i++) {
        const v = d[i];
        if (typeof v !== "number" || !(v >= -1 && v <= 1)) {
            throw new RangeError(`${fn}: d[${i}] must be a number in [−1, 1], got ${String(v)}`);
        }
        const w = Math.round(Math.abs(v) * LATTICE);
        if (w === 0)
            continue;
        weights[k++] = w;
        total += w;
        if (v > 0)
            uObs += w;
    }
    return { weights: weights.subarray(0, k), uObs, total, informative: k };
}
/**
 * P(U ≤ limit) for U the subset sum of `weights` under fair independent inclusion, exactly
 * (counts kept with a running power-of-two scale so nothing underflows before the final exp).
 */
function subsetSumCdf(weights, limit) {
    if (limit < 0)
        return 0;
    const f = new Float64Array(limit + 1);
    f[0] = 1;
    let log2Scale = 0;
    let top = 0; // the largest reachable sum so far (capped at limit)
    for (let j = 0; j < weights.length; j++) {
        const w = weights[j];
        const newTop = Math.min(limit, top + w);
        for (let s = newTop; s >= w; s--)
            f[s] += f[s - w];
        top = newTop;
        // Counts at most double per item: checking every 64 items keeps them below 1e200 · 2^64.
        if ((j & 63) === 63) {
            let max = 0;
            for (let s = 0; s <= top; s++)
                if (f[s] > max)
                    max = f[s];
            if (max > 1e200) {
                const e = Math.floor(Math.log2(max));
                const factor = 2 ** -e;
                for (let s = 0; s <= top; s++)
                    f[s] *= factor;
                log2Scale += e;
            }
        }
    }
    let sum = 0;
    for (let s = 0; s <= top; s++)
        sum += f[s];
    const log2P = Math.log2(sum) + log2Scale - weights.length;
    return Math.min(1, 2 ** log2P);
}
/** The cost in DP steps of the exact p for this lattice statistic. */
function exactCost(l) {
    const upper = l.total - l.uObs;
    const lower = l.uObs - 1;
    return l.informative * (Math.min(upper, Math.max(lower, 0)) + 1);
}
function exactP(l) {
    // Every subset sum is a multiple of g = gcd(weights), so counting on weights/g gives the same p
    // g times faster (binary d: g = 100; the soft gate simulates near-0/1 shapes where g is large).
    let g = 0;
    for (let i = 0; i < l.weights.length && g !== 1; i++)
        g = gcd(g, l.weights[i]);
    // Ascending order: the count's reachable range grows with the running sum of the weights, so the
    // many small weights of a near-0/1 sample cost almost nothing when they come first (the p is the
    // same whatever the order).
    const weights = (g > 1 ? l.weights.map((w) => w / g) : l.weights.slice()).sort();
    const upper = Math.floor((l.total - l.uObs) / g); // p = P(U ≤ W − U_obs)
    const lower = Math.floor((l.uObs - 1) / g); // p = 1 − P(U ≤ U_obs − 1)
    if (upper <= lower)
        return subsetSumCdf(weights, upper);
    return Math.max(0, 1 - subsetSumCdf(weights, lower));
}
/** Greatest common divisor of two non-negative integers (the lattice weights' step). */
function gcd(a, b) {
    while (b !== 0)
        [a, b] = [b, a % b];
    return a;
}
function seedOf(l) {
    return `sign-flip:${l.uObs}:${Array.from(l.weights).join(",")}`;
}
function monteCarloP(l, draws) {
    const seed = seedOf(l);
    const rng = (0,_random_js__WEBPACK_IMPORTED_MODULE_0__/* .createRng */ .S)(seed);
    let exceed = 0;
    const n = l.informative;
    for (let b = 0; b < draws; b++) {
        let u = 0;
        let bits = 0;
        let left = 0;
        for (let i = 0; i < n; i++) {
            if (left === 0) {
                bits = Math.floor(rng.next() * 4294967296);
                left = 32;
            }
            if (bits & 1)
                u += l.weights[i];
            bits >>>= 1;
            left--;
        }
        if (u >= l.uObs)
            exceed++;
    }
    return {
        p: (1 + exceed) / (1 + draws),
        method: {
            kind: "monte-carlo",
            draws,
            exceedances: exceed,
            seed: seed.length > 64 ? `${seed.slice(0, 61)}...` : seed,
        },
    };
}
/**
 * The one-sided sign-flip p of "d is symmetric about 0" against "the original scores higher":
 * exact on the lattice when affordable, else the seeded conservative Monte Carlo (see the top).
 * `budget` and `draws` exist for tests; callers leave them.
 */
function signFlipP(d, budget = EXACT_BUDGET, draws = MC_DRAWS) {
    const l = toLattice(d, "signFlipP");
    if (l.informative === 0 || l.uObs === 0)
        return { p: 1, method: { kind: "exact" } };
    if (exactCost(l) <= budget)
        return { p: exactP(l), method: { kind: "exact" } };
    return monteCarloP(l, draws);
}
/**
 * The interval for the mean soft drop: the sign-flip test inverted over shifts θ through its own
 * variance, {θ : |Σ(d_i − θ)| ≤ c·√Σ(d_i − θ)²} (the sign-flip distribution of Σ(d_i − θ) has mean
 * 0 and exactly that variance), c = t_{n−1}(1 − α), with two ½-weight pseudo-items so it never
 * collapses to a point when every d_i is equal. Each end is the outer of two such bounds:
 * - pseudo-items ±r about 0, r² = max(Q/n, 1e-4): they pull the centre toward 0 by d̄/(n + 1),
 *   which keeps the bound nearer 0 at or above its level (the verdict's lower bound for a drop);
 * - pseudo-items d̄ ± s, s² = max(sample variance, 1e-4): centred on d̄, which keeps the far end
 *   at its level when the drop is large (about 0 it under-covered there: 0.936 at a 30-pt drop).
 * (The controls' ±1 pseudo-items suit differences of size 1; soft d's are an order of magnitude
 * smaller and ±1 would double their variance.) For either, with D′, Q′ the sums including the
 * pseudo-items and n′ = n + 1: θ = D′/n′ ± c·√(n′Q′ − D′²)/(n′·√(n′ − c²)); clamped to [−1, 1],
 * the whole range when n′ ≤ c². Not exact: its coverage is the simulation's (docs/statistics.md
 * "The soft signal").
 */
function softBounds(D, Q, n, alpha) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "softBounds");
    if (!(n >= 1) || !Number.isFinite(D) || !(Q >= 0)) {
        throw new RangeError(`softBounds: needs n ≥ 1, finite D and Q ≥ 0 (got n = ${n}, D = ${D}, Q = ${Q})`);
    }
    return softBoundsWith(D, Q, n, softBoundsCritical(n, alpha));
}
/** softBounds' c = t_{n−1}(1 − α): one per (n, α), so a loop over replicates computes it once. */
function softBoundsCritical(n, alpha) {
    return (0,_student_t_js__WEBPACK_IMPORTED_MODULE_1__/* .studentTQuantile */ .$)(1 - alpha, Math.max(1, n - 1));
}
/** softBounds with its c given (softBoundsCritical(n, α)); the same figures. */
function softBoundsWith(D, Q, n, c) {
    const np = n + 1;
    if (np <= c * c)
        return { lcb: -1, ucb: 1 };
    const mean = D / n;
    const variance = n > 1 ? Math.max(0, (Q - n * mean * mean) / (n - 1)) : 0;
    const roots = (dp, qp) => {
        const centre = dp / np;
        const half = (c * Math.sqrt(Math.max(0, np * qp - dp * dp))) / (np * Math.sqrt(np - c * c));
        return [centre - half, centre + half];
    };
    const [l0, u0] = roots(D, Q + Math.max(Q / n, MIN_PSEUDO_SQUARE));
    const [l1, u1] = roots(D + mean, Q + mean * mean + Math.max(variance, MIN_PSEUDO_SQUARE));
    return { lcb: Math.max(-1, Math.min(l0, l1)), ucb: Math.min(1, Math.max(u0, u1)) };
}
/** The pseudo-items' smallest square: one point (0.01) squared. */
const MIN_PSEUDO_SQUARE = 1e-4;
/** The test and its interval for one (model, perturber) pair of soft differences. */
function signFlipTest(d, alpha) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "signFlipTest");
    const n = d.length;
    if (n === 0)
        throw new RangeError("signFlipTest: needs at least one item");
    const { p, method } = signFlipP(d);
    let D = 0;
    let Q = 0;
    for (let i = 0; i < n; i++) {
        D += d[i];
        Q += d[i] * d[i];
    }
    const { lcb, ucb } = softBounds(D, Q, n, alpha);
    const l = toLattice(d, "signFlipTest");
    return {
        n,
        estimate: D / n,
        informative: l.informative,
        sumSquares: Q,
        nullSd: Math.sqrt(Q) / n,
        p,
        method,
        lcb,
        ucb,
    };
}
/** d_i = original_i − perturbed_i for two score vectors in [0, 1] over the same items. */
function softDifferences(original, perturbed) {
    if (original.length !== perturbed.length) {
        throw new RangeError(`softDifferences: ${original.length} original vs ${perturbed.length} perturbed scores`);
    }
    const d = new Float64Array(original.length);
    for (let i = 0; i < d.length; i++) {
        const o = original[i];
        const q = perturbed[i];
        if (!(o >= 0 && o <= 1) || !(q >= 0 && q <= 1)) {
            throw new RangeError(`softDifferences: scores must be in [0, 1] (item ${i}: ${o}, ${q})`);
        }
        d[i] = o - q;
    }
    return d;
}


/***/ }),

/***/ 7194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ MIN_PILOT_ITEMS),
/* harmony export */   Op: () => (/* binding */ pilotSd),
/* harmony export */   Yq: () => (/* binding */ softPower),
/* harmony export */   d8: () => (/* binding */ softMinDetectableEffect),
/* harmony export */   uF: () => (/* binding */ softRequiredN)
/* harmony export */ });
/* unused harmony exports softThreshold, softPowerNormal, lumpyShape, softPowerLumpy */
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9355);
/* harmony import */ var _chisq_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5042);
/* harmony import */ var _normal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9629);
/* harmony import */ var _rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6776);
/* harmony import */ var _sign_flip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8175);
/**
 * Power of the verdict rule on the soft signal (docs/statistics.md "The soft signal", "Power"),
 * before any spend, from a planned SD σ of the per-item soft difference d.
 *
 * One (model, perturber) pair on the soft signal fires (the rule at Holm's first step, every
 * other hypothesis null: the worst case, so the figure is a lower bound on the power to name the
 * model, as the binary gate's is) iff
 *   the sign-flip p < α/F  AND  the score lower bound at α − E(K)·√Σd²/n > 0.
 * Both clauses depend on the data through D = Σd and Q = Σd², and both tighten as the mean
 * m = D/n grows, so at a planned σ (Q = (n − 1)σ² + n·m²) the rule fires iff m exceeds a threshold
 * t*(n, σ). The test clause uses the normal form of the sign-flip test (D/√Q > z at α/F: the
 * sign-flip distribution of D has mean 0 and variance Q exactly, and is close to normal once a few
 * dozen items differ); the bound clause is the verdict's own score bound. Then
 *   power ≈ P(d̄ > t*) = Φ((δ − t*)·√n/σ),  d̄ ~ N(δ, σ²/n).
 * It is an approximation (the sample SD is taken as σ); its error against a simulation of the
 * whole rule is in docs/statistics.md ("The soft signal", power table).
 */





function check(n, sd, fn) {
    if (!Number.isInteger(n) || n < 2)
        throw new RangeError(`${fn}: n must be an integer ≥ 2 (got ${n})`);
    if (!(sd > 0 && sd <= 1))
        throw new RangeError(`${fn}: sd must be in (0, 1] (got ${sd})`);
}
/** Whether the rule fires at mean m, given n and σ (Q = (n − 1)σ² + n·m²). */
function firesAt(m, n, sd, rule) {
    const r = (0,_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .compileRule */ .mk)(rule);
    const D = n * m;
    const Q = (n - 1) * sd * sd + n * m * m;
    if (!(D / Math.sqrt(Q) > (0,_normal_js__WEBPACK_IMPORTED_MODULE_3__/* .normQuantile */ .mZ)(1 - r.pThreshold)))
        return false;
    const { lcb } = (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .softBounds */ .O4)(D, Q, n, r.lcbAlpha);
    return lcb - (r.emax * Math.sqrt(Q)) / n > 0;
}
/** t*(n, σ): the smallest mean soft drop at which the rule fires (to 1e-9), or null when none ≤ 1 does. */
function softThreshold(n, sd, rule) {
    check(n, sd, "softThreshold");
    if (!firesAt(1, n, sd, rule))
        return null;
    let lo = 0;
    let hi = 1;
    while (hi - lo > 1e-9) {
        const mid = (lo + hi) / 2;
        if (firesAt(mid, n, sd, rule))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** The normal approximation Φ((δ − t*)·√n/σ); 0 when no mean ≤ 1 fires. Optimistic for lumpy d at small n. */
function softPowerNormal(d, rule) {
    check(d.n, d.sd, "softPowerNormal");
    const t = softThreshold(d.n, d.sd, rule);
    if (t === null)
        return 0;
    return (0,_normal_js__WEBPACK_IMPORTED_MODULE_3__/* .normCdf */ .M)(((d.effect - t) * Math.sqrt(d.n)) / d.sd);
}
/**
 * The lumpy shape with mean δ and SD σ: d ∈ {−a, 0, +a}, a = min(1, (σ² + δ²)/δ), with
 * P(d ≠ 0) = (σ² + δ²)/a² and P(d = +a) − P(d = −a) = δ/a. It puts as much mass at 0 as the mean
 * and SD allow in [−1, 1] — the memorizer's shape (most items unmoved, the rest flipped) — so the
 * rule sees as few informative items as the design allows.
 */
function lumpyShape(sd, effect) {
    const m2 = sd * sd + effect * effect;
    const a = Math.min(1, m2 / effect);
    const nonzero = Math.min(1, m2 / (a * a));
    // P(+a | d ≠ 0): (nonzero + δ/a)/2 / nonzero, clamped against rounding.
    const up = Math.min(1, Math.max(0, (nonzero + effect / a) / (2 * nonzero)));
    return { a, nonzero, up };
}
/**
 * The exact power of the rule when d has the lumpy shape: with k items at ±a of which b at +a,
 * the sign-flip p is exactly P(Bin(k, ½) ≥ b) (every lattice weight is equal: the sign test), and
 * D = a(2b − k), Q = a²k. For each k the rule fires from a smallest b, so
 *   power = Σ_k P(Bin(n, nonzero) = k) · P(Bin(k, up) ≥ b*(k)),
 * summed over the k that carry all but 1e-12 of the mass.
 */
function softPowerLumpy(d, rule) {
    check(d.n, d.sd, "softPowerLumpy");
    const r = (0,_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .compileRule */ .mk)(rule);
    const { a, nonzero, up } = lumpyShape(d.sd, d.effect);
    const w = Math.round(a * _sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .LATTICE */ .Pz);
    if (w === 0)
        return 0; // every d rounds to the tie: the test never sees an item
    const fires = (k, b) => {
        if (!((0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomSf */ .pP)(b, k, 0.5) < r.pThreshold))
            return false;
        const D = a * (2 * b - k);
        const Q = a * a * k;
        return (0,_sign_flip_js__WEBPACK_IMPORTED_MODULE_2__/* .softBounds */ .O4)(D, Q, d.n, r.lcbAlpha).lcb - (r.emax * Math.sqrt(Q)) / d.n > 0;
    };
    const n = d.n;
    const mean = n * nonzero;
    const spread = 12 * Math.sqrt(n * nonzero * (1 - nonzero)) + 12;
    const kLo = Math.max(1, Math.floor(mean - spread));
    const kHi = Math.min(n, Math.ceil(mean + spread));
    let power = 0;
    // fires(k, ·) is monotone in b (the sign-test p and the bound both improve with b), so b*(k) is
    // found by walking from the previous k's b* — it moves by about ½ per step — exact whatever the
    // start, and about two evaluations per k instead of a bisection's log k.
    let guess = -1;
    for (let k = kLo; k <= kHi; k++) {
        const pk = nonzero >= 1 ? (k === n ? 1 : 0) : (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomPmf */ .Fm)(k, n, nonzero);
        if (pk < 1e-300)
            continue;
        let b = guess < 0 ? Math.ceil(k / 2 + Math.sqrt(k)) : guess;
        b = Math.min(k, Math.max(Math.floor(k / 2), b));
        if (fires(k, b)) {
            while (b > 0 && fires(k, b - 1))
                b--;
        }
        else {
            while (b <= k && !fires(k, b))
                b++;
            if (b > k)
                continue; // no split of k informative items fires
        }
        guess = b;
        power += pk * (up >= 1 ? 1 : (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomSf */ .pP)(b, k, up));
    }
    return Math.min(1, power);
}
/**
 * The power the gate shows at (n, σ, δ): the smaller of the normal approximation and the exact
 * power under the lumpy shape (docs/statistics.md "The soft signal", "Power"). The normal figure
 * is accurate for smooth d; with near-0/1 scores at small n it is optimistic (few items differ,
 * and the exact sign test needs several of them), which the lumpy figure is not.
 */
function softPower(d, rule) {
    check(d.n, d.sd, "softPower");
    if (!(d.effect > 0 && d.effect <= 1))
        throw new RangeError(`softPower: effect must be in (0, 1] (got ${d.effect})`);
    const normal = softPowerNormal(d, rule);
    if (normal === 0)
        return 0;
    return Math.min(normal, softPowerLumpy(d, rule));
}
/** The smallest δ with power ≥ target at (n, σ) (to 1e-6), or null when none ≤ 1 reaches it. */
function softMinDetectableEffect(n, sd, targetPower, rule) {
    check(n, sd, "softMinDetectableEffect");
    const ok = (effect) => softPower({ n, sd, effect }, rule) >= targetPower;
    if (!ok(1))
        return null;
    // Bisection: the shown power rises with δ (both parts do, up to the lumpy shape's lattice steps).
    let lo = 0;
    let hi = 1;
    while (hi - lo > 1e-6) {
        const mid = (lo + hi) / 2;
        if (ok(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/**
 * The smallest n ≤ maxN with power ≥ target at (σ, δ), or null. The normal part rises with n, so
 * bisection finds where it reaches the target; the lumpy part can lag it by lattice steps, so the
 * search then walks up (by a growing stride past the first few hundred) until the shown power does.
 */
function softRequiredN(sd, effect, targetPower, rule, maxN = 2_000_000) {
    const okNormal = (n) => softPowerNormal({ n, sd, effect }, rule) >= targetPower;
    if (!okNormal(maxN))
        return null;
    let lo = 2;
    let hi = maxN;
    if (okNormal(lo))
        hi = lo;
    else {
        while (hi - lo > 1) {
            const mid = Math.floor((lo + hi) / 2);
            if (okNormal(mid))
                hi = mid;
            else
                lo = mid;
        }
    }
    const ok = (n) => softPower({ n, sd, effect }, rule) >= targetPower;
    let n = hi;
    let step = 1;
    let prev = n;
    while (!ok(n)) {
        if (n >= maxN)
            return null;
        prev = n;
        n = Math.min(maxN, n + step);
        if (n - hi > 200)
            step = Math.ceil(step * 1.5);
    }
    // A stride overshot: bisect back over (prev, n].
    if (n - prev > 1) {
        let a = prev;
        let b = n;
        while (b - a > 1) {
            const mid = Math.floor((a + b) / 2);
            if (ok(mid))
                b = mid;
            else
                a = mid;
        }
        n = b;
    }
    return n;
}
/** Fewer pilot items than this and the planned SD cannot be estimated (the gate asks for --soft-sd). */
const MIN_PILOT_ITEMS = 20;
/**
 * The planned SD from a pilot's soft differences: the sample SD s and its one-sided upper bound
 * s·√((n − 1)/χ²_{1−level}(n − 1)) (normal theory; a small pilot gets a wide bound, so the gate
 * plans for more items rather than fewer). Below MIN_PILOT_ITEMS items: a RangeError.
 */
function pilotSd(d, level = 0.9) {
    const n = d.length;
    if (n < MIN_PILOT_ITEMS) {
        throw new RangeError(`pilotSd: ${n} pilot items; at least ${MIN_PILOT_ITEMS} are needed to plan on their SD`);
    }
    if (!(level > 0.5 && level < 1))
        throw new RangeError(`pilotSd: level must be in (0.5, 1) (got ${level})`);
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += d[i];
    const mean = sum / n;
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (d[i] - mean) ** 2;
    const s = Math.sqrt(ss / (n - 1));
    const df = n - 1;
    // χ² quantile with P(X ≤ q) = 1 − level, by bisection on the survival function.
    const target = level; // P(X > q) = level
    let lo = 0;
    let hi = df + 20 * Math.sqrt(2 * df) + 20;
    for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
        const mid = (lo + hi) / 2;
        if ((0,_chisq_js__WEBPACK_IMPORTED_MODULE_4__/* .chisqSf */ .Q)(mid, df) > target)
            lo = mid;
        else
            hi = mid;
    }
    const q = (lo + hi) / 2;
    return { n, estimate: s, upper: Math.min(1, s * Math.sqrt(df / q)), level };
}


/***/ }),

/***/ 3853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s2: () => (/* binding */ assessTimeSplit),
  Yr: () => (/* binding */ decideTimeSplit),
  rp: () => (/* binding */ planTimeSplit),
  HV: () => (/* binding */ planTimeSplitCounts),
  oB: () => (/* binding */ timeSplitInput)
});

// EXTERNAL MODULE: ./build/lib/stats/heterogeneity.js
var heterogeneity = __webpack_require__(8442);
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
 * (½ added to b and c, docs/statistics.md "Heterogeneity"), finite for every pair of tables.
 * Reported for reading only: the decision is the MOVER bound's (dropDifferenceRejects).
 */
function studentizedDifference(pre, post) {
    const v = (0,heterogeneity/* boundarySafeSe */.Ig)(pre.b, pre.c, pre.n) ** 2 + (0,heterogeneity/* boundarySafeSe */.Ig)(post.b, post.c, post.n) ** 2;
    return (drop(pre) - drop(post)) / Math.sqrt(v);
}
/**
 * Each group's melded bounds at one level, memoized: the decision, the p-value's search, the power
 * sums and the simulations ask for the same (table, level) many times. Pure (the key is every
 * input), bounded (cleared when full), so it changes no result, only how often a bound is computed.
 */
const BOUND_CACHE_LIMIT = 200_000;
const boundCache = new Map();
function bounds(g, alpha) {
    const key = `${g.b},${g.c},${g.n},${alpha}`;
    let v = boundCache.get(key);
    if (v === undefined) {
        if (boundCache.size >= BOUND_CACHE_LIMIT)
            boundCache.clear();
        v = (0,melded/* meldedInterval */.xp)(g.b, g.c, g.n, alpha);
        boundCache.set(key, v);
    }
    return v;
}
/**
 * The MOVER lower bound at one-sided level α for drop_pre − drop_post (dropDifferenceInterval's
 * lower end): Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²), l and u the melded one-sided bounds.
 */
function moverLower(pre, post, alpha) {
    const d1 = drop(pre);
    const d2 = drop(post);
    return d1 - d2 - Math.hypot(d1 - bounds(pre, alpha).lcb, bounds(post, alpha).ucb - d2);
}
/**
 * The time-split test at one-sided level α (docs/statistics.md, "Time split (v2)"): H0
 * drop_pre ≤ drop_post is rejected iff the MOVER lower bound of the difference, built from the two
 * groups' melded bounds at α, is above 0. The test is the interval's, so the printed interval and
 * the decision cannot disagree. It assumes nothing about the items beyond the two groups being
 * independent (no exchangeability between groups); its level is not a theorem but a property
 * checked by simulation over the designs docs/statistics.md lists.
 */
function dropDifferenceRejects(pre, post, alpha) {
    checkGroup(pre, "pre", "dropDifferenceRejects");
    checkGroup(post, "post", "dropDifferenceRejects");
    if (!(alpha > 0 && alpha < 0.5))
        throw new RangeError(`dropDifferenceRejects: alpha must be in (0, 0.5), got ${alpha}`);
    return moverLower(pre, post, alpha) > 0;
}
/** The smallest p this search reports; a test rejecting even there reports it (an upper bound). */
const P_FLOOR = 1e-300;
/** The p-value search stops when its bracket is this narrow (relative). */
const P_REL_TOL = 1e-4;
/**
 * The test's p-value (docs/statistics.md, "Time split (v2)"). The MOVER lower bound grows with
 * α′ (each melded bound moves toward its estimate), so the rejecting levels are an interval
 * (p, ½); p is found by bisection on ln α′. `levels` (Holm's thresholds α/F, …, α) are probed
 * first, so the reported p sits strictly inside the bracket they leave and p < L holds exactly
 * when the test at L rejects: Holm on these p's makes the decisions the level tests make.
 */
function dropDifferenceTest(pre, post, levels = []) {
    checkGroup(pre, "pre", "dropDifferenceTest");
    checkGroup(post, "post", "dropDifferenceTest");
    const statistic = studentizedDifference(pre, post);
    const rejects = (a) => moverLower(pre, post, a) > 0;
    // Bracket: lo does not reject, hi does (in ln α′).
    let lo = Math.log(P_FLOOR);
    let hi = Math.log(0.5);
    if (!rejects(0.5 * (1 - 1e-12)))
        return { statistic, p_value: 1 };
    if (rejects(P_FLOOR))
        return { statistic, p_value: P_FLOOR };
    for (const L of [...levels].sort((x, y) => x - y)) {
        if (!(L > P_FLOOR && L < 0.5))
            continue;
        const l = Math.log(L);
        if (l <= lo || l >= hi)
            continue;
        if (rejects(L))
            hi = l;
        else
            lo = l;
    }
    while (hi - lo > P_REL_TOL) {
        const mid = (lo + hi) / 2;
        if (rejects(Math.exp(mid)))
            hi = mid;
        else
            lo = mid;
    }
    // Strictly inside (lo, hi]: above every probed level that did not reject, below those that did.
    return { statistic, p_value: Math.exp((lo + hi) / 2) };
}
/**
 * (1 − 2α) interval for drop_pre − drop_post by MOVER (method of variance estimates recovery;
 * Zou & Donner 2008, Newcombe 1998's construction for differences of proportions) over each group's
 * melded interval (Fay & Lumbard 2021), the interval every drop in the report carries:
 *   lower = Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²),
 *   upper = Δ + √((u_pre − δ_pre)² + (δ_post − l_post)²).
 * The time-split test is this interval's lower end against 0 (dropDifferenceRejects), so the two
 * agree by construction; its coverage is checked by simulation (test/simulation/time-split.slow.test.ts).
 */
function dropDifferenceInterval(pre, post, alpha) {
    checkGroup(pre, "pre", "dropDifferenceInterval");
    checkGroup(post, "post", "dropDifferenceInterval");
    if (!(alpha > 0 && alpha < 0.5))
        throw new RangeError(`dropDifferenceInterval: alpha must be in (0, 0.5), got ${alpha}`);
    const a = bounds(pre, alpha);
    const z = bounds(post, alpha);
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
/** Tables with probability below this are left out of the exact power sum (their total is reported). */
const POWER_TABLE_FLOOR = 1e-9;
/**
 * Above this many tables in the two groups together, the exact sum (one melded bound per table,
 * a few ms each) costs too much for a gate and the expected-table approximation is shown, labelled.
 */
const EXACT_POWER_TABLES = 1_500;
/**
 * The group's tables (b, c) with P ≥ POWER_TABLE_FLOOR under the trinomial of d: +1 w.p. (ψ + δ)/2,
 * −1 w.p. (ψ − δ)/2, in order of n_d outward from its mode (each inner walk outward from b's mode;
 * both unimodal, so a walk stops at its first term below the floor). Null when there are too many.
 */
function tablesOf(n, psi, delta, limit) {
    const pi = (1 + delta / psi) / 2;
    const out = [];
    const lnFloor = Math.log(POWER_TABLE_FLOOR);
    const logBin = (k, m, q) => q >= 1 ? (k === m ? 0 : -Infinity) : (0,saddlepoint/* logDbinomRaw */.s)(k, m, q, 1 - q);
    const walk = (lo, hi, mode, visit) => {
        for (let k = mode; k <= hi; k++)
            if (!visit(k))
                break;
        for (let k = mode - 1; k >= lo; k--)
            if (!visit(k))
                break;
    };
    let tooMany = false;
    walk(0, n, Math.min(n, Math.floor((n + 1) * psi)), (nd) => {
        const lnd = logBin(nd, n, psi);
        if (lnd < lnFloor)
            return false;
        let any = false;
        walk(0, nd, Math.min(nd, Math.floor((nd + 1) * pi)), (b) => {
            const l = lnd + logBin(b, nd, pi);
            if (l < lnFloor)
                return false;
            any = true;
            out.push({ b, c: nd - b, p: Math.exp(l) });
            return true;
        });
        if (out.length > limit)
            tooMany = true;
        return any && !tooMany;
    });
    return tooMany ? null : out;
}
/**
 * Power of the time-split rule at the design (docs/statistics.md, "Time split (v2)"): pre items
 * drop δ at discordance ψ, post items drop 0 at the same ψ; the test rejects at `level` iff the
 * MOVER lower bound is above 0. Exactly, power = Σ_pre Σ_post P(pre table) P(post table)
 * 1[δ₁ − δ₂ > √(e₁² + e₂²)], e₁ = δ₁ − lcb₁, e₂ = ucb₂ − δ₂ (melded bounds at `level`) — the rule
 * itself, table by table. Tables below POWER_TABLE_FLOOR are skipped and their mass reported (the
 * figure is then a lower bound by at most that). Beyond EXACT_POWER_TABLES tables in all, the
 * expected-table approximation (below) is shown, labelled.
 */
function timeSplitPower(d) {
    const key = `${d.nPre},${d.nPost},${d.discordantRate},${d.effect},${d.level}`;
    const known = powerCache.get(key);
    if (known !== undefined)
        return { ...known };
    const r = computePower(d);
    if (powerCache.size >= 1000)
        powerCache.clear();
    powerCache.set(key, r);
    return { ...r };
}
/** Every model of a run shares its counts, so the report asks for the same power once per model. */
const powerCache = new Map();
function computePower(d) {
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
    const preTables = tablesOf(d.nPre, psi, d.effect, EXACT_POWER_TABLES);
    const postTables = preTables === null ? null : tablesOf(d.nPost, psi, 0, EXACT_POWER_TABLES - preTables.length);
    if (preTables === null || postTables === null)
        return expectedTablePower(d);
    const weigh = (g, n, side) => {
        const est = (g.b - g.c) / n;
        const e = side === "pre" ? est - (0,melded/* meldedLcb */.Ly)(g.b, g.c, n, d.level) : (0,melded/* meldedUcb */.EX)(g.b, g.c, n, d.level) - est;
        return { p: g.p, d: est, e };
    };
    const pre = preTables.map((g) => weigh(g, d.nPre, "pre"));
    // Post tables sorted by estimate: for a pre table only those with δ₂ < δ₁ can reject.
    const post = postTables.map((g) => weigh(g, d.nPost, "post")).sort((x, y) => x.d - y.d);
    let power = 0;
    let massPre = 0;
    let massPost = 0;
    for (const q of post)
        massPost += q.p;
    for (const r of pre) {
        massPre += r.p;
        let s = 0;
        for (const q of post) {
            const diff = r.d - q.d;
            if (diff <= 0)
                break;
            if (diff * diff > r.e * r.e + q.e * q.e)
                s += q.p;
        }
        power += r.p * s;
    }
    const skipped = Math.max(0, 1 - massPre * massPost);
    return { value: Math.min(1, power), method: "exact", skipped_mass: skipped };
}
/**
 * The rule with its two bound distances fixed at their values for the design's expected tables
 * (b = n(ψ + δ)/2, c = n(ψ − δ)/2, rounded): the test rejects when δ̂_pre − δ̂_post > √(e₁² + e₂²),
 * and δ̂_pre − δ̂_post is approximately N(δ, σ²), σ² = (ψ − δ²)/n_pre + ψ/n_post, so
 * power ≈ Φ((δ − √(e₁² + e₂²))/σ). For large groups only (the exact sum is used below
 * EXACT_POWER_TABLES); its error against simulation is in docs/statistics.md.
 */
function expectedTablePower(d) {
    const psi = d.discordantRate;
    const expected = (n, delta) => {
        const b = Math.round((n * (psi + delta)) / 2);
        const c = Math.min(n - b, Math.round((n * (psi - delta)) / 2));
        return { b, c, n };
    };
    const pre = expected(d.nPre, d.effect);
    const post = expected(d.nPost, 0);
    const e1 = drop(pre) - (0,melded/* meldedLcb */.Ly)(pre.b, pre.c, pre.n, d.level);
    const e2 = (0,melded/* meldedUcb */.EX)(post.b, post.c, post.n, d.level) - drop(post);
    const sigma = Math.sqrt((psi - d.effect * d.effect) / d.nPre + psi / d.nPost);
    return {
        value: (0,normal/* normCdf */.M)((d.effect - Math.hypot(e1, e2)) / sigma),
        method: "expected-table approximation",
        skipped_mass: 0,
    };
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
 * The time split's input from items' dates (id, published_at or undefined) and models' cutoffs:
 * `run` (dates from its items) and `verdict --input` (from the rows' `published_at`) both build it
 * here, so the same answers and cutoffs give the same split. Null when no model has a cutoff.
 */
function timeSplitInput(dated, cutoffs, discordantRate) {
    if (cutoffs.size === 0)
        return null;
    const publishedAt = new Map();
    for (const [id, date] of dated)
        if (date !== undefined)
            publishedAt.set(id, date);
    return { publishedAt, cutoffs, discordantRate };
}
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
    const F = decided.family_size;
    // Holm's thresholds, probed exactly by the p-value search so Holm on the p's makes the decisions.
    const thresholds = Array.from({ length: F }, (_, i) => design.alpha / (F - i));
    const tested = decided.pairs.map((s) => s.groups === null ? null : dropDifferenceTest(s.groups[0], s.groups[1], thresholds));
    const ps = tested.filter((r) => r !== null).map((r) => r.p_value);
    const adjusted = (0,multiplicity/* holm */.f)([...ps, ...new Array(F - ps.length).fill(1)]);
    let next = 0;
    const verdicts = decided.pairs.map((s, i) => {
        const head = { model: s.table.model, perturber: s.table.perturber, cutoff: s.cutoff, counts: s.counts };
        if (s.groups === null)
            return { ...head, test: { kind: "not-tested", reason: s.reason } };
        const r = tested[i];
        const [pre, post] = s.groups;
        const ci = dropDifferenceInterval(pre, post, design.alpha);
        return {
            ...head,
            test: {
                kind: "tested",
                pre: group(pre, ci.pre, level),
                post: group(post, ci.post, level),
                difference: { estimate: ci.estimate, ci: { lower: ci.lower, upper: ci.upper, level } },
                statistic: r.statistic,
                p_value: r.p_value,
                p_holm: adjusted[next++],
                decision: s.rejected ? "pre-larger" : "not-shown",
                power: powerAt(pre.n, post.n, input.discordantRate, design, F),
            },
        };
    });
    return { kind: "assessed", family_size: F, verdicts };
}
/**
 * The decisions alone: split by date, then Holm over the time-split family run as its step-down
 * on the level tests (docs/statistics.md, "Time split (v2)"): with m hypotheses not yet rejected
 * (untestable pairs count and are never rejected), every pair whose MOVER lower bound at α/m is
 * above 0 is rejected, until a step rejects none. That is Holm on the tests' p-values (each p < L
 * exactly when the test at L rejects), without searching for the p's, so the simulations
 * (test/reference/time_split_sim.mjs) run exactly the rule the report applies. Null when no model
 * has a cutoff.
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
    const rejected = staged.map(() => false);
    for (let open = familySize; open > 0;) {
        let step = 0;
        staged.forEach((s, i) => {
            if (s.groups === null || rejected[i])
                return;
            if (dropDifferenceRejects(s.groups[0], s.groups[1], design.alpha / open)) {
                rejected[i] = true;
                step++;
            }
        });
        if (step === 0)
            break;
        open -= step;
    }
    const pairs = staged.map((s, i) => (s.groups === null ? s : { ...s, rejected: rejected[i] }));
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
    const p = timeSplitPower({ nPre, nPost, discordantRate: psi, effect: design.targetEffect, level });
    return {
        kind: "computed",
        value: p.value,
        method: p.method,
        skipped_mass: p.skipped_mass,
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
