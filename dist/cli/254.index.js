export const id = 254;
export const ids = [254];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ numberFlag),
/* harmony export */   b: () => (/* binding */ parseFlags)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);


/** node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors. */
function parseFlags(argv, options, allowPositionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals });
    }
    catch (e) {
        const msg = (e instanceof Error ? e.message.split("\n")[0] : String(e)).replace(/^TypeError \[[A-Z_]+\]: /, "");
        // node's wording points at '--' positionals; what a user needs is the list of flags.
        const unknown = /^Unknown option '([^']+)'/.exec(msg);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(unknown ? `unknown flag ${unknown[1]} (--help lists the flags)` : msg);
    }
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

/***/ 8012:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/** ln of the beta density at x (with y = 1 − x), used by the Newton steps of the inverse. */
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
/* harmony export */   He: () => (/* binding */ binomLogPmf)
/* harmony export */ });
/* unused harmony exports binomLogCdf, binomCdf, binomSf */
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
                zz * (1 / 1260 - zz * (1 / 1680 - zz * (1 / 1188 - zz * (691 / 360360 - zz * (1 / 156 - zz * (3617 / 122400)))))))) /
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
/* harmony export */   Kq: () => (/* binding */ dropCi),
/* harmony export */   QL: () => (/* binding */ mcnemarP),
/* harmony export */   fJ: () => (/* binding */ clopperPearsonLower),
/* harmony export */   fn: () => (/* binding */ dropLcb),
/* harmony export */   mI: () => (/* binding */ clopperPearson)
/* harmony export */ });
/* unused harmony export toDropScale */
/* harmony import */ var _beta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8012);
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9355);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2816);
/**
 * Exact McNemar test, Clopper–Pearson intervals on π = b/(b+c) and their image on the drop scale
 * δ = (n_d/n)(2π − 1) (STATS.md "Exact McNemar test" and "Exact interval and the lower confidence
 * bound"). Everything is conditional on n_d = b + c, as the exact test is.
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
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "clopperPearsonLower");
    if (k === 0)
        return 0;
    return (0,_beta_js__WEBPACK_IMPORTED_MODULE_0__/* .betaIncInv */ .yK)(alpha, k, nd - k + 1);
}
/** Maps π (share of discordant pairs in the contamination direction) to the drop δ = (nd/n)(2π − 1). */
function toDropScale(pi, nd, n) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbability */ .HO)(pi, "pi", "toDropScale");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(nd, "nd", "toDropScale");
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireCount */ .v6)(n, "n", "toDropScale");
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
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "dropCi");
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
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .requireProbabilityOpen */ .JR)(alpha, "alpha", "dropLcb");
    const nd = b + c;
    if (nd === 0)
        return 0;
    return toDropScale(clopperPearsonLower(b, nd, alpha), nd, n);
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
    2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249,
    0.065682337918207449113,
];
const B = [47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956];
const C = [
    0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226,
    2494.5375852903726711, 6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218,
    1.0765576773720192317e-8,
];
const D = [
    22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755,
    18615.571640885098091, 34900.952721145977266, 38912.003286093271411, 19685.429676859990727,
];
const P = [
    0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466,
    2.9112874951168792e-5, 0.02307344176494017303,
];
const Q = [
    1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244,
    7.29751555083966205e-5,
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

/***/ 3783:
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
// EXTERNAL MODULE: ./build/lib/stats/beta.js
var beta = __webpack_require__(8012);
// EXTERNAL MODULE: ./build/lib/stats/saddlepoint.js
var saddlepoint = __webpack_require__(6119);
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
    constructor(x) {
        this.reset(x);
    }
    /** Forgets every entry and moves to another x, keeping the memory (a search tries many x). */
    reset(x) {
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
        const size = Math.max(hi - lo + 1, 64);
        const shift = len === 0 ? 0 : this.base - lo;
        const eb = new Int32Array(size).fill(NONE);
        eb.set(this.eb, shift);
        const moved = (old) => {
            const a = new Float64Array(size);
            a.set(old, shift);
            return a;
        };
        this.eb = eb;
        this.eu = moved(this.eu);
        this.ee = moved(this.ee);
        this.ep = moved(this.ep);
        this.epe = moved(this.epe);
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

;// CONCATENATED MODULE: ./build/lib/stats/rule-thresholds.js
/**
 * The rejection region of the verdict rule for each discordant count m, as the power sums need
 * it: R_m = { b ≥ b*(m, n) }. For b ≤ m/2 the rule cannot fire (π_L ≤ b/m ≤ ½, so the deflated
 * bound is ≤ 0); for b > m/2 the p-value falls and the deflated bound rises with b, so R_m is an
 * upper set, and b* is found by evaluating the rule itself at b* and b* − 1 (tests compare R_m
 * with a brute-force evaluation of every b).
 *
 * Every decision is the one detectionFires (rule.ts) makes; only the way of reaching it is cheaper:
 * - The test clause reads P(Bin(m, ½) ≥ b) from a table walked along m and b (O(1) per m instead
 *   of a continued fraction) and defers to testClause itself whenever the walked value is within
 *   DECISION_MARGIN of the level.
 * - Without deflation (K = 1) the bound clause is π_L > ½, i.e. P(Bin(m, ½) ≥ b) below the bound's
 *   level: the same table decides it, with the same deferral; no inverse beta is computed.
 * - With deflation, π_L (an inverse beta) is cached per (m, b), and each decision certified by a
 *   margin is remembered as a range of n: n·bound(n) = m(2π_L − 1) − E·√(m − d²/n) falls as n
 *   grows, so "fires at n" holds for every smaller n and "does not fire at n" for every larger n.
 *   The margin covers the rounding of adjustedLowerBound, so the float result there agrees.
 */



const rule_thresholds_NONE = -1;
const SLOTS = 4;
/** piV marker: π_L not computed, one decision already made from a tail. */
const TAIL_USED = -1;
const ULP = 2 ** -53;
/**
 * A clause is decided from a walked tail only when the tail is this far (relatively, beyond the
 * walk's own error bound) from the level; closer calls go to the rule's own functions, whose error
 * against R is ~1e-12, so the decision is theirs.
 */
const DECISION_MARGIN = 1e-6;
class RuleThresholds {
    rule;
    base = 0;
    testMin = new Int32Array(0); // smallest b > m/2 with p < α/M; m + 1 when none; NONE unknown
    bStar = new Int32Array(0); // last b* found at this m; NONE unknown
    // b*[m] is known to hold for vLo[m] ≤ n ≤ vHi[m] (certified ranges; K = 1: every n).
    vLo = new Float64Array(0);
    vHi = new Float64Array(0);
    // π_L cache, SLOTS per m keyed by b, with the certified ranges of n: fires for n ≤ hi, not for n ≥ lo.
    piB = new Int32Array(0);
    piV = new Float64Array(0);
    piHi = new Float64Array(0);
    piLo = new Float64Array(0);
    /** P(Binomial(m, ½) ≥ b): the one-sided McNemar p. */
    half = new UpperTailTable(0.5);
    /** The test clause is P(Bin(m, ½) ≥ b) below this: α/M one-sided, α/(2M) two-sided (p = 2·tail). */
    testLevel;
    /** 16 ulps of the terms of n·bound: twice a bound on the rounding of adjustedLowerBound, times n. */
    emaxSlack;
    constructor(rule) {
        this.rule = rule;
        this.testLevel = rule.sided === "one-sided" ? rule.pThreshold : rule.pThreshold / 2;
        this.emaxSlack = 16 * ULP * rule.emax;
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
        if (m - 1 >= this.base && m + 1 < this.base + len)
            return;
        const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - 1 - len));
        const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + 1 + len);
        const size = Math.max(hi - lo + 1, 64);
        const shift = len === 0 ? 0 : this.base - lo;
        const moved = (old, a, fill, per = 1) => {
            a.fill(fill);
            a.set(old, per * shift);
            return a;
        };
        this.testMin = moved(this.testMin, new Int32Array(size), rule_thresholds_NONE);
        this.bStar = moved(this.bStar, new Int32Array(size), rule_thresholds_NONE);
        this.base = lo;
        if (this.rule.emax === 0)
            return; // no deflation: thresholds do not depend on n, no π_L cache
        this.vLo = moved(this.vLo, new Float64Array(size), Infinity);
        this.vHi = moved(this.vHi, new Float64Array(size), -Infinity);
        this.piB = moved(this.piB, new Int32Array(SLOTS * size), rule_thresholds_NONE, SLOTS);
        this.piV = moved(this.piV, new Float64Array(SLOTS * size), NaN, SLOTS);
        this.piHi = moved(this.piHi, new Float64Array(SLOTS * size), -Infinity, SLOTS);
        this.piLo = moved(this.piLo, new Float64Array(SLOTS * size), Infinity, SLOTS);
    }
    /** The test clause for b > m/2: p < α/M. */
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
            const sb = this.piB[i];
            if (sb === b)
                return i;
            const dist = sb === rule_thresholds_NONE ? Infinity : Math.abs(sb - b);
            if (dist > farDist) {
                farDist = dist;
                far = i;
            }
        }
        this.piB[far] = b;
        this.piV[far] = NaN; // π_L not computed yet
        this.piHi[far] = -Infinity;
        this.piLo[far] = Infinity;
        return far;
    }
    /**
     * Relative distance from a level beyond which a tail decides π_L against x: the bound's
     * rounding (≤ 8 ulps of its terms) must be far below what the margin guarantees, π_L − x ≥
     * margin·level / (largest Beta(b, m − b + 1) density, ≤ m).
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
    /** Does the rule fire at (b, c = m − b, n), given that b passes the test clause? */
    fires(b, m, n) {
        if (this.rule.emax === 0) {
            // No deflation: the bound is (m/n)(2π_L − 1), positive iff π_L > ½ iff P(Bin(m, ½) ≥ b) is
            // below the bound's level (π_L solves I_π(b, m − b + 1) = level; I_½(b, m − b + 1) is the tail).
            const c = this.compareHalfTail(b, m, this.rule.lcbAlpha);
            if (c !== 0)
                return c < 0;
            return (0,stats_rule/* adjustedLowerBound */.Ci)((0,stats_rule/* lowerPi */.NK)(b, m, this.rule), b, m - b, n, this.rule) > 0;
        }
        const i = this.slot(b, m);
        if (n <= this.piHi[i])
            return true;
        if (n >= this.piLo[i])
            return false;
        const known = this.piV[i];
        if (Number.isNaN(known)) {
            // First question at (m, b): one tail instead of an inverse beta (a single power sum asks
            // each (m, b) once). The bound is positive iff π_L > x* = ½ + E·√(m − d²/n)/(2m), iff
            // P(Bin(m, x*) ≥ b) < level (the tail rises with x).
            this.piV[i] = TAIL_USED;
            const level = this.rule.lcbAlpha;
            const d = 2 * b - m;
            const xStar = 0.5 + (this.rule.emax * Math.sqrt(Math.max(0, m - (d * d) / n))) / (2 * m);
            if (xStar < 1) {
                const tail = Math.exp((0,beta/* logBetaIncXY */.UI)(xStar, 1 - xStar, b, m - b + 1, true));
                const slack = (ANCHOR_REL_ERR + this.marginFor(m, level)) * level;
                if (tail + slack < level) {
                    this.piHi[i] = n;
                    return true;
                }
                if (tail - slack > level) {
                    this.piLo[i] = n;
                    return false;
                }
            }
        }
        if (Number.isNaN(known) || known === TAIL_USED) {
            // Asked again at an n no certificate covers (a search): π_L answers every n at once.
            this.computePi(i, b, m);
            if (n <= this.piHi[i])
                return true;
            if (n >= this.piLo[i])
                return false;
        }
        return this.certify(i, b, m, n);
    }
    /**
     * π_L for slot i, and the n where its bound changes sign: n·bound = m(2π_L − 1) − E·√(m − d²/n)
     * is zero at N = d²/(m − c²), c = m(2π_L − 1)/E; the rule is certified on each side of N.
     */
    computePi(i, b, m) {
        const piL = (0,stats_rule/* lowerPi */.NK)(b, m, this.rule);
        this.piV[i] = piL;
        const c = (m * (2 * piL - 1)) / this.rule.emax;
        const d = 2 * b - m;
        if (c <= 0) {
            this.certify(i, b, m, m);
            return;
        }
        const crossing = m - c * c <= 0 ? Infinity : (d * d) / (m - c * c);
        if (crossing === Infinity || crossing > 2 ** 52) {
            this.certify(i, b, m, 2 ** 52);
            return;
        }
        const below = Math.floor(crossing * (1 - 1e-9)) - 1;
        if (below >= 1)
            this.certify(i, b, m, below);
        this.certify(i, b, m, Math.ceil(crossing * (1 + 1e-9)) + 1);
    }
    /** The rule's own decision at n from the cached π_L, remembered as a range of n when clear of rounding. */
    certify(i, b, m, n) {
        const piL = this.piV[i];
        const v = (0,stats_rule/* adjustedLowerBound */.Ci)(piL, b, m - b, n, this.rule);
        // |rounding of v|·n ≤ 8 ulps of (m|2π_L − 1| + E√m); certify only beyond twice that.
        const slack = 16 * ULP * m * Math.abs(2 * piL - 1) + this.emaxSlack * Math.sqrt(m);
        const scaled = v * n;
        if (scaled > slack)
            this.piHi[i] = Math.max(this.piHi[i], n);
        else if (scaled < -slack)
            this.piLo[i] = Math.min(this.piLo[i], n);
        return v > 0;
    }
    search(m, n) {
        const lo = this.smallestPassing(m);
        if (lo > m) {
            // The test clause never passes: no n changes that.
            const i = m - this.base;
            this.bStar[i] = m + 1;
            if (this.rule.emax !== 0) {
                this.vLo[i] = 0;
                this.vHi[i] = Infinity;
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
            // Where b* is certified: b* fires (for n up to its certificate) and b* − 1 does not (from its).
            this.vHi[j] = b > m ? Infinity : this.piHi[this.slot(b, m)];
            this.vLo[j] = b === lo ? 0 : this.piLo[this.slot(b - 1, m)];
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
 * Power of the verdict rule actually used (STATS.md, "Power"), not of a normal approximation.
 *
 * power(n, ψ, δ) = Σ_m P(D = m) · P(Binomial(m, π₁) ≥ b*(m, n)), D ~ Binomial(n, ψ),
 * π₁ = (1 + δ/ψ)/2, where { b ≥ b*(m, n) } is the set of b for which detectionFires(b, m − b, n)
 * (rule-thresholds.ts finds b* with the rule's own decisions). Terms of D with log mass below −60
 * are skipped; a rigorous bound on their total is returned as `skippedMass`.
 *
 * Speed (issue 2, item 6) comes from doing each exact thing once: b* per m is shared across n and
 * δ, the tails P(Bin(m, π₁) ≥ b*) are walked along m (tail-table.ts) instead of recomputed, the
 * searches decide "power ≥ target" from the largest terms first (`reaches`), and whole blocks of
 * n are ruled in or out by monotone envelopes before any n in them is evaluated.
 */





const LOG_MASS_FLOOR = -60;
const MASS_FLOOR = Math.exp(LOG_MASS_FLOOR);
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
    fill(n, psi) {
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
            if (p < MASS_FLOOR) {
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
            if (p < MASS_FLOOR) {
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
/** Evaluates power for one (ψ, rule) at many n and δ, sharing the rule's per-m caches. */
class PowerEngine {
    discordantRate;
    regions;
    rule;
    // P(Bin(m, π₁) ≥ b) at the b* last seen at each m, for `tailDelta` only.
    tails = null;
    tailDelta = NaN;
    window = new MassWindow();
    window2 = new MassWindow();
    constructor(discordantRate, rule) {
        this.discordantRate = discordantRate;
        validateDesign(undefined, discordantRate, undefined);
        this.rule = (0,stats_rule/* compileRule */.mk)(rule);
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
    /**
     * An upper bound on power(n) for every n in [n1, n2]. Let L be the bottom of D_n1's window and
     * g(m) = max over L ≤ m' ≤ m of t(m', max(n1, m')) for m ≥ L, 0 below: g is non-decreasing and
     * ≥ t(m, n) on [L, ∞) for every n ≥ n1 (t is non-increasing in n: the deflation grows with n).
     * So power(n) ≤ E g(D_n) + P(D_n < L) ≤ E g(D_n2) + P(D_n1 < L), because D_n grows
     * stochastically with n; mass outside D_n2's window counts as 1.
     */
    upperBound(n1, n2, delta) {
        const tails = this.tailsFor(delta);
        const w1 = this.window.fill(n1, this.discordantRate);
        const w2 = this.window2.fill(n2, this.discordantRate);
        const top = w2.lo + w2.size - 1;
        let g = 0;
        let sum = 0;
        for (let m = w1.lo; m <= top; m++) {
            g = Math.max(g, this.detect(m, Math.max(n1, m), tails));
            const i = m - w2.lo;
            if (i >= 0)
                sum += w2.mass[i] * g;
        }
        return sum + w2.skippedMass + w1.skippedMass;
    }
    /**
     * A lower bound on power(n) for every n in [n1, n2]: h(m) = min over m ≤ m' ≤ H of t(m', n2),
     * H the top of D_n2's window, is non-decreasing and ≤ t(m, n) for n ≤ n2, so power(n) ≥
     * E h(D_n1) − P(D_n2 > H).
     */
    lowerBound(n1, n2, delta) {
        const tails = this.tailsFor(delta);
        const w1 = this.window.fill(n1, this.discordantRate);
        const w2 = this.window2.fill(n2, this.discordantRate);
        const top = w2.lo + w2.size - 1;
        let h = 1;
        let sum = 0;
        for (let m = top; m >= w1.lo; m--) {
            h = Math.min(h, this.detect(m, Math.max(n2, m), tails));
            const i = m - w1.lo;
            if (i < w1.size)
                sum += w1.mass[i] * h;
        }
        return sum - w2.skippedMass;
    }
    firstReaching(a, b, delta, target) {
        if (a > b)
            return null;
        if (b - a < EXACT_SCAN) {
            for (let n = a; n <= b; n++)
                if (this.reaches(n, delta, target))
                    return n;
            return null;
        }
        if (this.upperBound(a, b, delta) < target)
            return null;
        const mid = Math.floor((a + b) / 2);
        return this.firstReaching(a, mid, delta, target) ?? this.firstReaching(mid + 1, b, delta, target);
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
        let top = 1;
        while (!this.reaches(top, delta, target)) {
            if (top > maxN)
                return null;
            top *= 2;
        }
        const firstN = this.firstReaching(1, top, delta, target);
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
// Connor (1987): the normal approximation, for comparison only. It knows M through α/M and
// ignores K (the deflation has no place in it).
function zAlpha(rule) {
    const a = rule.sided === "one-sided" ? rule.alpha / rule.models : rule.alpha / (2 * rule.models);
    return (0,normal/* normQuantile */.mZ)(1 - a);
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
  Ci: () => (/* binding */ adjustedLowerBound),
  mk: () => (/* binding */ compileRule),
  D4: () => (/* binding */ emaxOf),
  NK: () => (/* binding */ lowerPi),
  sb: () => (/* binding */ testClause)
});

// UNUSED EXPORTS: detectionFires, validateRule

// EXTERNAL MODULE: ./build/lib/stats/normal.js
var normal = __webpack_require__(9629);
;// CONCATENATED MODULE: ./build/lib/stats/emax.js
/**
 * E[max] of K iid standard normals: the deflation applied to the lower bound when the best of K
 * perturbers is reported (STATS.md "Models (M) and perturbers tried (K)").
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
;// CONCATENATED MODULE: ./build/lib/stats/rule.js
/**
 * The verdict rule, in the form the power gate needs it (STATS.md, "Power"): a model's table
 * (b, c, n) fires when its exact McNemar p is below α/M (Holm's first step, the other models
 * null: the worst case) AND the Clopper–Pearson lower bound on the drop, deflated by E(K)·SE,
 * is above zero. The verdict itself applies Holm across the observed p-values; this is the same
 * rule with the Holm threshold at its strictest.
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
        pThreshold: rule.alpha / rule.models,
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
    emaxOf(rule.perturbers, rule.emax);
}
/** The test clause alone: exact McNemar p < α/M. Depends only on (b, c). */
function testClause(b, c, rule) {
    return (0,mcnemar/* mcnemarP */.QL)(b, c, rule.sided) < rule.pThreshold;
}
/** Clopper–Pearson lower bound on π = P(original-only | discordant) at the rule's level. */
function lowerPi(b, m, rule) {
    return (0,mcnemar/* clopperPearsonLower */.fJ)(b, m, rule.lcbAlpha);
}
/**
 * lcb − E(K)·SE on the drop scale, given the cached π_L for (b, m = b + c): STATS.md's
 * (m/n)(2π_L − 1) − E·√(m − (b − c)²/n)/n, written out because the power sums call it
 * hundreds of millions of times (the checked versions are toDropScale and pairedSe; a test
 * holds the two equal).
 */
function adjustedLowerBound(piL, b, c, n, rule) {
    const m = b + c;
    if (m === 0)
        return 0;
    const d = b - c;
    return (m / n) * (2 * piL - 1) - (rule.emax * Math.sqrt(Math.max(0, m - (d * d) / n))) / n;
}
function detectionFires(b, c, n, rule) {
    const r = "pThreshold" in rule ? rule : compileRule(rule);
    if (b + c === 0)
        return false;
    if (!testClause(b, c, r))
        return false;
    return adjustedLowerBound(lowerPi(b, b + c, r), b, c, n, r) > 0;
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
