export const id = 78;
export const ids = [78];
export const modules = {

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

/***/ 9804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ig: () => (/* binding */ boundarySafeSe),
  Ad: () => (/* binding */ cochranQ),
  xp: () => (/* binding */ hotellingApplies),
  yE: () => (/* binding */ pairedWald)
});

// UNUSED EXPORTS: fSf

// EXTERNAL MODULE: ./build/lib/stats/beta.js
var beta = __webpack_require__(8012);
// EXTERNAL MODULE: ./build/lib/stats/gamma.js
var gamma = __webpack_require__(565);
// EXTERNAL MODULE: ./build/lib/stats/validate.js
var validate = __webpack_require__(2816);
;// CONCATENATED MODULE: ./build/lib/stats/chisq.js
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
    return -(0,gamma/* stirlerr */.Um)(a) - (0,gamma/* bd0 */.pA)(a, t) - 0.5 * (gamma/* LN_2PI */.Zy + Math.log(a));
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
    (0,validate/* requireNumber */.Bw)(x, "x", "chisqSf");
    (0,validate/* requirePositive */.z6)(df, "df", "chisqSf");
    if (x <= 0)
        return 1;
    if (x === Infinity)
        return 0;
    return Math.exp(logGammaQ(df / 2, x / 2));
}

;// CONCATENATED MODULE: ./build/lib/stats/heterogeneity.js
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
    (0,validate/* requireCount */.v6)(b, "b", "boundarySafeSe");
    (0,validate/* requireCount */.v6)(c, "c", "boundarySafeSe");
    (0,validate/* requireCount */.v6)(n, "n", "boundarySafeSe");
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
        pValue: chisqSf(q, df),
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
    return Math.exp((0,beta/* logBetaIncXY */.UI)(d2 / den, (d1 * f) / den, d2 / 2, d1 / 2, true));
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

/***/ 3853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s2: () => (/* binding */ assessTimeSplit),
  Yr: () => (/* binding */ decideTimeSplit),
  rp: () => (/* binding */ planTimeSplit),
  HV: () => (/* binding */ planTimeSplitCounts)
});

// EXTERNAL MODULE: ./build/lib/stats/heterogeneity.js + 1 modules
var heterogeneity = __webpack_require__(9804);
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
