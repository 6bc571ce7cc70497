export const id = 455;
export const ids = [455];
export const modules = {

/***/ 7121:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ computeComparison)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
// EXTERNAL MODULE: ./build/lib/stats/mcnemar.js
var mcnemar = __webpack_require__(8279);
// EXTERNAL MODULE: ./build/lib/stats/melded.js
var melded = __webpack_require__(4737);
// EXTERNAL MODULE: ./build/lib/stats/validate.js
var validate = __webpack_require__(2816);
;// CONCATENATED MODULE: ./build/lib/stats/paired-difference.js
/**
 * The paired accuracy difference of two conditions on the same n items (docs/statistics.md,
 * "Compare"): baseline and candidate, each item answered once by each.
 *
 * API: `pairedDifference(table, { alpha, sided })` → `PairedDifference`.
 *
 * The table, rows baseline, columns candidate:
 *   both            (both right)        baselineOnly (baseline right, candidate wrong)
 *   candidateOnly   (candidate right)   neither
 * Δ = accuracy(candidate) − accuracy(baseline) = (candidateOnly − baselineOnly)/n. That is the
 * "drop" of the verdict with b = candidateOnly, c = baselineOnly, so the melded interval
 * (melded.ts) and the exact McNemar test (mcnemar.ts) apply unchanged.
 *
 * sided:
 * - "two-sided": the (1 − α) melded interval [lcb(α/2), ucb(α/2)] and the two-sided exact
 *   McNemar p = min(1, 2·P(Bin(n_d, ½) ≥ max(b, c))). For p = ½ this is also R's binom.test
 *   two-sided p (its "minlike" sum over outcomes no likelier than the observed is the doubled
 *   tail when the null is symmetric; 1 when b = c) and exact2x2::mcnemar.exact's (its "central"
 *   two-sided method: twice the smaller tail, capped at 1). test/reference/compare_paired.R checks
 *   the equality with binom.test on every case.
 *   Duality: lcb(α/2) > 0 ⟺ P(Bin ≥ b) < α/2 ⟺ (b > c and p < α); likewise ucb(α/2) < 0
 *   ⟺ (c > b and p < α). So "p < α" and "the interval excludes 0" never disagree.
 * - "greater" (preregistered: the candidate is better): the one-sided (1 − α) lower bound
 *   lcb(α) and p = P(Bin(n_d, ½) ≥ candidateOnly); lcb > 0 ⟺ p < α.
 * - "less" (preregistered: the candidate is worse): the one-sided upper bound ucb(α) and
 *   p = P(Bin(n_d, ½) ≥ baselineOnly); ucb < 0 ⟺ p < α.
 * Accuracies carry two-sided (1 − α) Clopper–Pearson intervals whatever `sided` is.
 */



function validateCompareOptions(opts, fn) {
    if (opts === null || typeof opts !== "object")
        throw new RangeError(`${fn}: options must be an object`);
    (0,validate/* requireProbabilityOpen */.JR)(opts.alpha, "alpha", fn);
    if (opts.alpha >= 0.5)
        throw new RangeError(`${fn}: alpha must be < 0.5, got ${opts.alpha}`);
    if (opts.sided !== "two-sided" && opts.sided !== "greater" && opts.sided !== "less")
        throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(opts.sided)}`);
}
function validateTable(t, fn) {
    if (t === null || typeof t !== "object")
        throw new RangeError(`${fn}: table must be an object`);
    (0,validate/* requireCount */.v6)(t.both, "table.both", fn);
    (0,validate/* requireCount */.v6)(t.baselineOnly, "table.baselineOnly", fn);
    (0,validate/* requireCount */.v6)(t.candidateOnly, "table.candidateOnly", fn);
    (0,validate/* requireCount */.v6)(t.neither, "table.neither", fn);
    const n = t.both + t.baselineOnly + t.candidateOnly + t.neither;
    if (n === 0)
        throw new RangeError(`${fn}: the table is empty (n = 0)`);
    return n;
}
function accuracy(correct, n, alpha) {
    const ci = (0,mcnemar/* clopperPearson */.mI)(correct, n, alpha);
    return { correct, n, estimate: correct / n, lower: ci.lower, upper: ci.upper, level: 1 - alpha };
}
/** The exact McNemar p of the candidate-vs-baseline alternative (module comment). */
function comparePValue(candidateOnly, baselineOnly, sided) {
    if (sided === "two-sided")
        return (0,mcnemar/* mcnemarP */.QL)(candidateOnly, baselineOnly, "two-sided");
    const s = "one-sided";
    return sided === "greater" ? (0,mcnemar/* mcnemarP */.QL)(candidateOnly, baselineOnly, s) : (0,mcnemar/* mcnemarP */.QL)(baselineOnly, candidateOnly, s);
}
/** The melded confidence statement on Δ for the alternative `sided` (module comment). */
function differenceBound(candidateOnly, baselineOnly, n, opts) {
    const { alpha, sided } = opts;
    const level = 1 - alpha;
    if (sided === "greater")
        return { kind: "lower", lower: (0,melded/* meldedLcb */.Ly)(candidateOnly, baselineOnly, n, alpha), level };
    if (sided === "less")
        return { kind: "upper", upper: (0,melded/* meldedUcb */.EX)(candidateOnly, baselineOnly, n, alpha), level };
    return {
        kind: "interval",
        lower: (0,melded/* meldedLcb */.Ly)(candidateOnly, baselineOnly, n, alpha / 2),
        upper: (0,melded/* meldedUcb */.EX)(candidateOnly, baselineOnly, n, alpha / 2),
        level,
    };
}
function pairedDifference(table, opts) {
    const fn = "pairedDifference";
    const n = validateTable(table, fn);
    validateCompareOptions(opts, fn);
    const { alpha, sided } = opts;
    const b = table.candidateOnly;
    const c = table.baselineOnly;
    return {
        method: "exact McNemar + melded interval (Fay & Lumbard 2021)",
        n,
        table: { ...table },
        discordant: b + c,
        baseline: accuracy(table.both + table.baselineOnly, n, alpha),
        candidate: accuracy(table.both + table.candidateOnly, n, alpha),
        estimate: (b - c) / n,
        se: (0,mcnemar/* pairedSe */.C0)(b, c, n),
        bound: differenceBound(b, c, n, opts),
        sided,
        alpha,
        pValue: comparePValue(b, c, sided),
    };
}

// EXTERNAL MODULE: ./build/lib/stats/beta.js
var beta = __webpack_require__(8012);
// EXTERNAL MODULE: ./build/lib/stats/student-t.js
var student_t = __webpack_require__(802);
;// CONCATENATED MODULE: ./build/lib/stats/clustered-difference.js
/**
 * The paired accuracy difference when items are not independent (docs/statistics.md, "Compare:
 * clusters and replicates"): items sharing a passage or a subject form clusters, and items asked
 * several times (epochs) carry replicates.
 *
 * API: `clusteredDifference(items, { alpha, sided })` → `ClusteredDifference` (a union: the
 * analysis, or why it cannot be made), and `clusterMean(values, clusters)` for one mean.
 *
 * Units. Replicates are averaged within each item and condition first (x_i = mean over the
 * item's epochs, each score in [0, 1]); the item-level difference is d_i = x_i(candidate) −
 * x_i(baseline) ∈ [−1, 1]; Δ̂ = (1/N) Σ d_i, every item weighing the same. The sampling unit is
 * the cluster: clusters are independent, items within a cluster need not be. An item with no
 * cluster is its own cluster (the caller passes its id), so without clusters this is the paired
 * t-test over items of the per-item means.
 *
 * Variance: CR2, the bias-reduced linearization of Bell & McCaffrey (Survey Methodology 28(2),
 * 2002), recommended over CR1 for few or unequal clusters by Imbens & Kolesár (REStat 98(4),
 * 2016) and Pustejovsky & Tipton (JBES 36(4), 2018). For a mean (the intercept-only model) its
 * adjustment matrices have a closed form — (I − J/N)^{−1/2} = I + (1/√(1 − n_g/N) − 1)·J/n_g on
 * a cluster of n_g items — so with residuals e_i = d_i − Δ̂ and cluster sums E_g:
 *   V = Σ_g E_g² / (1 − n_g/N) / N².
 * With singleton clusters this is s²/N (s² the sample variance of d): the iid variance, so the
 * design effect DEFF = V / (s²/N) compares like with like (Miller 2024, "Adding Error Bars to
 * Evals", §clustered standard errors: DEFF > 1 when items in a cluster move together).
 * Reference: Student t with the Bell–McCaffrey Satterthwaite df, (tr M)²/tr(M²) for V = εᵀMε
 * under iid working errors; here M = Σ_g w_g v_g v_gᵀ, v_g = 1_g − (n_g/N)·1, w_g = 1/((1 − n_g/N)N²),
 * which gives tr M = 1/N and
 *   tr M² = Σ_g w_g² n_g² (1 − 2n_g/N) + (Σ_g w_g n_g²)² / N²,
 * G − 1 when the clusters are equal, fewer when a few clusters dominate.
 * The interval is Δ̂ ± t·√V clipped to [−1, 1] (Δ cannot leave it, so clipping loses no
 * coverage); the p-value comes from the same t statistic, so p < α ⟺ the bound excludes 0.
 *
 * Validity. Cluster-robust variances need many clusters. Below MIN_CLUSTERS the function
 * refuses ("too-few-clusters"); coverage was simulated from G = 10 up (test/simulation/
 * compare-clusters.slow.test.ts). When every d_i is the same (V = 0, e.g. no discordant item)
 * there is no variance to estimate: "no-variation" (use the exact unclustered analysis,
 * paired-difference.ts, which is then honest about what n items cannot exclude).
 */



/** Fewest clusters the clustered analysis runs on (docs/statistics.md, "Compare: clusters"). */
const MIN_CLUSTERS = 10;
/** Cluster index per item (0 … G − 1, first-seen order) and the cluster sizes. */
function indexClusters(labels) {
    const ids = new Map();
    const index = new Int32Array(labels.length);
    const sizes = [];
    labels.forEach((label, i) => {
        let g = ids.get(label);
        if (g === undefined) {
            g = sizes.length;
            ids.set(label, g);
            sizes.push(0);
        }
        index[i] = g;
        sizes[g]++;
    });
    return { index, sizes };
}
/** CR2 variance and Bell–McCaffrey df of the mean of `values` (module comment). G must be ≥ 2. */
function cr2(values, index, sizes) {
    const n = values.length;
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += values[i];
    const mean = sum / n;
    const e = new Float64Array(sizes.length);
    for (let i = 0; i < n; i++)
        e[index[i]] += values[i] - mean;
    let v = 0;
    let trM2a = 0;
    let trM2b = 0;
    for (let g = 0; g < sizes.length; g++) {
        const ng = sizes[g];
        const keep = 1 - ng / n;
        const w = 1 / (keep * n * n);
        v += e[g] * e[g] * w;
        trM2a += w * w * ng * ng * (1 - (2 * ng) / n);
        trM2b += w * ng * ng;
    }
    const trM2 = trM2a + (trM2b * trM2b) / (n * n);
    const df = 1 / (n * n) / trM2;
    return { estimate: mean, se: Math.sqrt(v), df };
}
/** CR2 variance of the mean of x (module comment), and the residual totals it came from. */
function cr2Totals(x, index, sizes) {
    const n = x.length;
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += x[i];
    const mean = sum / n;
    const e = new Float64Array(sizes.length);
    for (let i = 0; i < n; i++)
        e[index[i]] += x[i] - mean;
    let v = 0;
    for (let g = 0; g < sizes.length; g++)
        v += (e[g] * e[g]) / (1 - sizes[g] / n) / (n * n);
    return { mean, e, v };
}
/**
 * Korn & Graubard (1998) limits for a clustered proportion p̂ (items' shares in [0, 1]) at one-sided
 * level a each side: Clopper–Pearson at the effective size n* = p̂(1 − p̂)/V (N when V = 0 or p̂ ∈
 * {0, 1}; at most N), times (t_{N−1}/t_df)² at 1 − a, and x* = p̂·n* (real-valued Beta shapes).
 */
function kornGraubard(p, v, items, df, a) {
    let nEff = p > 0 && p < 1 && v > 0 ? Math.min(items, (p * (1 - p)) / v) : items;
    if (items > 1)
        nEff *= ((0,student_t/* studentTQuantile */.$)(1 - a, items - 1) / (0,student_t/* studentTQuantile */.$)(1 - a, df)) ** 2;
    const k = p * nEff;
    return {
        lower: k <= 0 ? 0 : (0,beta/* betaIncInv */.yK)(a, k, nEff - k + 1),
        upper: k >= nEff ? 1 : (0,beta/* betaIncInv */.yK)(1 - a, k + 1, nEff - k),
        effectiveN: nEff,
    };
}
/**
 * The MOVER bounds (Zou & Donner 2008) for Δ = p₊ − p₋, p₊ and p₋ the mean positive and negative
 * parts of the items' differences (for one answer per item: the shares of candidate-only and
 * baseline-only items), each with its Korn–Graubard limits at one-sided level a and the CR2
 * correlation r of the two means:
 *   lower = Δ̂ − √((p̂₊ − l₊)² + (u₋ − p̂₋)² − 2r(p̂₊ − l₊)(u₋ − p̂₋)),
 *   upper = Δ̂ + √((u₊ − p̂₊)² + (p̂₋ − l₋)² − 2r(u₊ − p̂₊)(p̂₋ − l₋)).
 */
function moverBounds(pos, neg, index, sizes, a, df) {
    const n = pos.length;
    const P = cr2Totals(pos, index, sizes);
    const M = cr2Totals(neg, index, sizes);
    let c = 0;
    for (let g = 0; g < sizes.length; g++)
        c += (P.e[g] * M.e[g]) / (1 - sizes[g] / n) / (n * n);
    const r = P.v > 0 && M.v > 0 ? c / Math.sqrt(P.v * M.v) : 0;
    const kp = kornGraubard(P.mean, P.v, n, df, a);
    const km = kornGraubard(M.mean, M.v, n, df, a);
    const est = P.mean - M.mean;
    const a1 = P.mean - kp.lower;
    const b1 = km.upper - M.mean;
    const a2 = kp.upper - P.mean;
    const b2 = M.mean - km.lower;
    return {
        lower: est - Math.sqrt(Math.max(0, a1 * a1 + b1 * b1 - 2 * r * a1 * b1)),
        upper: est + Math.sqrt(Math.max(0, a2 * a2 + b2 * b2 - 2 * r * a2 * b2)),
    };
}
/**
 * The MOVER bound's p: the level at which its bound on the estimate's side reaches 0 — `side(a)`
 * is that bound at level a, positive when it excludes 0, continuous and increasing in a — found by
 * the Illinois method on ln a over [1e-15, top] (top 0.9 two-sided, 0.45 one-sided, where the
 * limits still mean something) to 1e-12 in ln a; 1 when it does not exclude 0 even at the top,
 * 1e-15 when it does at the bottom. Placed on the side of α the bound at α itself is on, so
 * p < α ⟺ the bound excludes 0 holds exactly.
 */
function moverP(side, alpha, top) {
    let hi = Math.log(top);
    let fHi = side(top);
    if (!(fHi > 0))
        return 1;
    let lo = Math.log(P_FLOOR);
    let fLo = side(P_FLOOR);
    if (fLo > 0)
        return P_FLOOR;
    let kept = 0;
    for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
        const x = Math.min(hi - 1e-13, Math.max(lo + 1e-13, hi - (fHi * (hi - lo)) / (fHi - fLo)));
        const fx = side(Math.exp(x));
        if (fx > 0) {
            hi = x;
            fHi = fx;
            if (kept === 1)
                fLo /= 2;
            kept = 1;
        }
        else {
            lo = x;
            fLo = fx;
            if (kept === -1)
                fHi /= 2;
            kept = -1;
        }
    }
    const p = Math.exp(hi);
    return side(alpha) > 0 ? Math.min(p, alpha * (1 - 1e-15)) : Math.max(p, alpha);
}
/** The smallest p the MOVER bound reports (quantiles at 1 − 1e-15 are still distinct from 1). */
const P_FLOOR = 1e-15;
function validateLabels(labels, fn) {
    if (!Array.isArray(labels))
        throw new RangeError(`${fn}: clusters must be an array of strings`);
    labels.forEach((l, i) => {
        if (typeof l !== "string" || l === "")
            throw new RangeError(`${fn}: cluster of item ${i} must be a non-empty string`);
    });
}
/**
 * The mean of per-item values with its CR2 standard error and Bell–McCaffrey df (module
 * comment); needs at least two clusters.
 */
function clusterMean(values, clusters) {
    const fn = "clusterMean";
    if (!Array.isArray(values) || values.length === 0)
        throw new RangeError(`${fn}: values must be a non-empty array`);
    values.forEach((x, i) => {
        if (typeof x !== "number" || !Number.isFinite(x))
            throw new RangeError(`${fn}: values[${i}] must be a finite number`);
    });
    validateLabels(clusters, fn);
    if (clusters.length !== values.length)
        throw new RangeError(`${fn}: clusters has ${clusters.length} labels for ${values.length} values`);
    const { index, sizes } = indexClusters(clusters);
    if (sizes.length < 2)
        throw new RangeError(`${fn}: needs at least 2 clusters, got ${sizes.length}`);
    return cr2(values, index, sizes);
}
function replicateMean(scores, where, fn) {
    if (!Array.isArray(scores) || scores.length === 0)
        throw new RangeError(`${fn}: ${where} must be a non-empty array of replicate scores`);
    let s = 0;
    scores.forEach((x, r) => {
        if (typeof x !== "number" || !(x >= 0 && x <= 1))
            throw new RangeError(`${fn}: ${where}[${r}] must be a score in [0, 1], got ${String(x)}`);
        s += x;
    });
    return s / scores.length;
}
function accuracyOf(m, alpha) {
    const t = (0,student_t/* studentTQuantile */.$)(1 - alpha / 2, m.df);
    return {
        ...m,
        lower: Math.max(0, m.estimate - t * m.se),
        upper: Math.min(1, m.estimate + t * m.se),
        level: 1 - alpha,
    };
}
function clusteredDifference(items, opts) {
    const fn = "clusteredDifference";
    if (!Array.isArray(items) || items.length === 0)
        throw new RangeError(`${fn}: items must be a non-empty array`);
    validateCompareOptions(opts, fn);
    const { alpha, sided } = opts;
    const n = items.length;
    const labels = new Array(n);
    const base = new Float64Array(n);
    const cand = new Float64Array(n);
    const d = new Float64Array(n);
    let rmin = Infinity;
    let rmax = 0;
    items.forEach((it, i) => {
        if (it === null || typeof it !== "object")
            throw new RangeError(`${fn}: items[${i}] must be an object`);
        labels[i] = it.cluster;
        base[i] = replicateMean(it.baseline, `items[${i}].baseline`, fn);
        cand[i] = replicateMean(it.candidate, `items[${i}].candidate`, fn);
        d[i] = cand[i] - base[i];
        rmin = Math.min(rmin, it.baseline.length, it.candidate.length);
        rmax = Math.max(rmax, it.baseline.length, it.candidate.length);
    });
    validateLabels(labels, fn);
    const { index, sizes } = indexClusters(labels);
    const G = sizes.length;
    if (G < MIN_CLUSTERS)
        return { kind: "too-few-clusters", items: n, clusters: G, minimum: MIN_CLUSTERS };
    const diff = cr2(d, index, sizes);
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (d[i] - diff.estimate) ** 2;
    // Every d_i equal (to rounding): no spread to estimate a variance from.
    if (!(diff.se > 1e-14) || !(ss > 1e-28))
        return { kind: "no-variation", items: n, clusters: G, estimate: diff.estimate };
    const varIid = ss / (n - 1) / n;
    const designEffect = (diff.se * diff.se) / varIid;
    const tStat = diff.estimate / diff.se;
    const level = 1 - alpha;
    // The t bound, widened to the MOVER bound where that is wider (module comment, "Rare
    // discordance"): each end is the farther of the two, so each one-sided error is at most the
    // smaller of theirs.
    const pos = new Float64Array(n);
    const neg = new Float64Array(n);
    for (let i = 0; i < n; i++) {
        pos[i] = Math.max(0, d[i]);
        neg[i] = Math.max(0, -d[i]);
    }
    const mover = (a) => moverBounds(pos, neg, index, sizes, a, diff.df);
    let bound;
    let pT;
    let pM;
    if (sided === "two-sided") {
        const q = (0,student_t/* studentTQuantile */.$)(1 - alpha / 2, diff.df);
        const m = mover(alpha / 2);
        bound = {
            kind: "interval",
            lower: Math.max(-1, Math.min(diff.estimate - q * diff.se, m.lower)),
            upper: Math.min(1, Math.max(diff.estimate + q * diff.se, m.upper)),
            level,
        };
        pT = Math.min(1, 2 * (0,student_t/* studentTSf */.d)(Math.abs(tStat), diff.df));
        pM =
            diff.estimate === 0
                ? 1
                : moverP((a) => (diff.estimate > 0 ? mover(a / 2).lower : -mover(a / 2).upper), alpha, 0.9);
    }
    else {
        const q = (0,student_t/* studentTQuantile */.$)(1 - alpha, diff.df);
        const m = mover(alpha);
        bound =
            sided === "greater"
                ? { kind: "lower", lower: Math.max(-1, Math.min(diff.estimate - q * diff.se, m.lower)), level }
                : { kind: "upper", upper: Math.min(1, Math.max(diff.estimate + q * diff.se, m.upper)), level };
        pT = (0,student_t/* studentTSf */.d)(sided === "greater" ? tStat : -tStat, diff.df);
        pM = moverP((a) => (sided === "greater" ? mover(a).lower : -mover(a).upper), alpha, 0.45);
    }
    const pValue = Math.max(pT, pM);
    return {
        kind: "clustered",
        method: "CR2 cluster-robust variance, t with Bell–McCaffrey df, widened to the MOVER bound",
        items: n,
        clusters: G,
        replicates: { min: rmin, max: rmax },
        baseline: accuracyOf(cr2(base, index, sizes), alpha),
        candidate: accuracyOf(cr2(cand, index, sizes), alpha),
        estimate: diff.estimate,
        se: diff.se,
        seIid: Math.sqrt(varIid),
        designEffect,
        effectiveItems: n / designEffect,
        df: diff.df,
        pT,
        pMover: pM,
        bound,
        sided,
        alpha,
        pValue,
    };
}

// EXTERNAL MODULE: ./build/lib/stats/multiplicity.js
var multiplicity = __webpack_require__(2157);
;// CONCATENATED MODULE: ./build/lib/stats/pass-at-k.js


/** Fewest problems the paired interval runs on (docs/statistics.md, "Compare: pass@k"). */
const MIN_PROBLEMS = 10;
function checkNck(n, c, k, fn, where) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`${fn}: ${where}n must be an integer ≥ 1, got ${String(n)}`);
    if (!Number.isInteger(c) || c < 0 || c > n)
        throw new RangeError(`${fn}: ${where}c must be an integer in [0, n = ${n}], got ${String(c)}`);
    if (!Number.isInteger(k) || k < 1 || k > n)
        throw new RangeError(`${fn}: k must be an integer in [1, n = ${n}]${where ? ` (${where.slice(0, -1)})` : ""}, got ${String(k)}`);
}
function passAtKUnchecked(n, c, k) {
    if (n - c < k)
        return 1;
    if (c === 0)
        return 0;
    let logProduct = 0;
    for (let i = n - c + 1; i <= n; i++)
        logProduct += Math.log1p(-k / i);
    return -Math.expm1(logProduct);
}
/** The unbiased pass@k of one problem with n samples of which c pass (module comment). */
function passAtK(n, c, k) {
    checkNck(n, c, k, "passAtK", "");
    return passAtKUnchecked(n, c, k);
}
function meanSe(x) {
    const n = x.length;
    let s = 0;
    for (const v of x)
        s += v;
    const mean = s / n;
    let ss = 0;
    for (const v of x)
        ss += (v - mean) * (v - mean);
    return { mean, se: Math.sqrt(ss / (n - 1) / n) };
}
function withInterval(x, alpha, lo, hi) {
    const { mean, se } = meanSe(x);
    const q = (0,student_t/* studentTQuantile */.$)(1 - alpha / 2, x.length - 1);
    return {
        estimate: mean,
        se,
        lower: Math.max(lo, mean - q * se),
        upper: Math.min(hi, mean + q * se),
        level: 1 - alpha,
    };
}
function pairedPassAtK(problems, k, opts) {
    const fn = "pairedPassAtK";
    if (!Array.isArray(problems) || problems.length === 0)
        throw new RangeError(`${fn}: problems must be a non-empty array`);
    if (opts === null || typeof opts !== "object")
        throw new RangeError(`${fn}: options must be an object`);
    (0,validate/* requireProbabilityOpen */.JR)(opts.alpha, "alpha", fn);
    if (opts.alpha >= 0.5)
        throw new RangeError(`${fn}: alpha must be < 0.5, got ${opts.alpha}`);
    const sided = opts.sided ?? "two-sided";
    if (sided !== "two-sided" && sided !== "greater" && sided !== "less")
        throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(sided)}`);
    const P = problems.length;
    const a = new Float64Array(P);
    const b = new Float64Array(P);
    const d = new Float64Array(P);
    problems.forEach((p, j) => {
        if (p === null || typeof p !== "object" || p.baseline == null || p.candidate == null)
            throw new RangeError(`${fn}: problems[${j}] must have baseline and candidate {n, c}`);
        checkNck(p.baseline.n, p.baseline.c, k, fn, `problems[${j}].baseline.`);
        checkNck(p.candidate.n, p.candidate.c, k, fn, `problems[${j}].candidate.`);
        a[j] = passAtKUnchecked(p.baseline.n, p.baseline.c, k);
        b[j] = passAtKUnchecked(p.candidate.n, p.candidate.c, k);
        d[j] = b[j] - a[j];
    });
    if (P < MIN_PROBLEMS)
        return { kind: "too-few-problems", problems: P, minimum: MIN_PROBLEMS };
    const { mean, se } = meanSe(d);
    if (!(se > 1e-15))
        return { kind: "no-variation", problems: P, estimate: mean };
    const df = P - 1;
    const alpha = opts.alpha;
    const level = 1 - alpha;
    const t = mean / se;
    let bound;
    let pValue;
    if (sided === "two-sided") {
        const q = (0,student_t/* studentTQuantile */.$)(1 - alpha / 2, df);
        bound = { kind: "interval", lower: Math.max(-1, mean - q * se), upper: Math.min(1, mean + q * se), level };
        pValue = Math.min(1, 2 * (0,student_t/* studentTSf */.d)(Math.abs(t), df));
    }
    else {
        const q = (0,student_t/* studentTQuantile */.$)(1 - alpha, df);
        bound =
            sided === "greater"
                ? { kind: "lower", lower: Math.max(-1, mean - q * se), level }
                : { kind: "upper", upper: Math.min(1, mean + q * se), level };
        pValue = (0,student_t/* studentTSf */.d)(sided === "greater" ? t : -t, df);
    }
    return {
        kind: "paired",
        method: "unbiased pass@k per problem, paired t over problems",
        k,
        problems: P,
        baseline: withInterval(a, alpha, 0, 1),
        candidate: withInterval(b, alpha, 0, 1),
        estimate: mean,
        se,
        df,
        bound,
        sided,
        alpha,
        pValue,
    };
}

// EXTERNAL MODULE: ./build/lib/compare/decide.js
var decide = __webpack_require__(6506);
;// CONCATENATED MODULE: ./build/lib/compare/model.js
const COMPARE_SCHEMA = "contamgate.compare/1";

// EXTERNAL MODULE: ./build/lib/compare/pair.js
var pair = __webpack_require__(602);
// EXTERNAL MODULE: ./build/lib/compare/plan.js + 1 modules
var plan = __webpack_require__(9280);
// EXTERNAL MODULE: ./build/lib/compare/select.js
var compare_select = __webpack_require__(4174);
;// CONCATENATED MODULE: ./build/lib/compare/compute.js
/**
 * Outcome rows → the comparison (docs/compare.md): each candidate paired with the baseline item by
 * item, its analysis (src/stats: exact McNemar + melded interval, or the clustered analysis when
 * clusters or replicates make items dependent), Holm across the candidates, the decision from the
 * bound and the margin, and the gate. Pure; the statistics are src/stats' functions, not ours.
 */











function computeComparison(input, spec) {
    if (spec.candidates.length === 0)
        throw new errors/* InputError */.dz("give at least one candidate", { field: "--candidate" });
    const rows = (0,pair/* compareRows */.fz)(input);
    const present = (0,compare_select/* armsPresent */.Zo)((0,pair/* armsOfRows */.qx)(rows));
    const baseline = (0,compare_select/* resolveArm */.$o)(spec.baseline.selector, present, spec.baseline.source);
    const candidates = [];
    for (const c of spec.candidates) {
        const arm = (0,compare_select/* resolveArm */.$o)(c.selector, present, c.source);
        if (arm.label === baseline.label)
            throw new errors/* InputError */.dz(`names the baseline ${baseline.label} itself`, (0,value_source/* whereOf */.de)(c.source));
        if (candidates.some((a) => a.label === arm.label))
            throw new errors/* InputError */.dz(`names ${arm.label} twice`, (0,value_source/* whereOf */.de)(c.source));
        candidates.push(arm);
    }
    const C = candidates.length;
    // Bonferroni intervals: the C statements hold together at 1 − α, so a decision read from any of
    // them keeps the family-wise error ≤ α; their duality with the exact test makes a "better" or
    // "worse" at margin 0 imply Holm p < α (docs/compare.md "Several candidates").
    const alphaEach = spec.alpha / C;
    const warnings = [];
    const analysed = candidates.map((arm) => {
        const pairing = (0,pair/* pairArms */.qR)(rows, baseline, arm, {
            unparsed: spec.unparsed,
            clusterBy: spec.clusterBy,
            clusterField: spec.clusterField,
        });
        warnings.push(...pairingWarnings(baseline, arm, pairing));
        const unparsedCheck = checkUnparsed(pairing, spec.maxUnparsed);
        if (unparsedCheck.over.length > 0)
            warnings.push(unparsedWarning(baseline, arm, unparsedCheck, spec));
        const exact = exactAnalysis(pairing, alphaEach, spec.direction);
        const result = spec.metric.kind === "pass@k"
            ? passAtKAnalysis(pairing, spec.metric.k, arm, baseline, { alpha: alphaEach, sided: spec.direction })
            : decisiveAnalysis(pairing, exact, arm, baseline, {
                alpha: alphaEach,
                sided: spec.direction,
                clusterField: spec.clusterField,
            });
        return { arm, pairing, exact, result, unparsedCheck };
    });
    const pHolm = (0,multiplicity/* holm */.f)(analysed.map((a) => a.result.p_value));
    const out = analysed.map((a, i) => {
        const decision = (0,decide/* decideComparison */.Ed)(boundOf(a.result.bound), spec.margin);
        const failing = spec.failOn.filter((m) => m !== "underpowered" && (0,decide/* failsGate */.FW)(m, decision));
        if (a.unparsedCheck.over.length > 0)
            failing.unshift("unparsed");
        return {
            label: a.arm.label,
            model: a.arm.model,
            condition: a.arm.condition,
            pairing: pairingJson(a.pairing),
            exact: a.exact,
            result: a.result,
            p_holm: pHolm[i],
            decision,
            unparsed_check: a.unparsedCheck,
            failing,
        };
    });
    let power = null;
    if (spec.plan !== null) {
        // The smallest n the comparisons had (items when the clustered analysis decided): the design
        // as it was run, judged for the preregistered Δ — never for the observed difference.
        const n = Math.min(...analysed.map((a) => a.result.analysis === "clustered" || a.result.analysis === "exact-units" ? a.result.units : a.exact.n));
        power = (0,plan/* planComparison */.d)({
            n,
            delta: spec.plan.delta,
            discordance: spec.plan.discordance,
            alpha: spec.alpha,
            sided: spec.direction,
            candidates: C,
            targetPower: spec.plan.targetPower,
            designEffect: spec.plan.designEffect,
            margin: spec.margin,
        });
    }
    const failing = new Set(out.flatMap((c) => c.failing));
    if (spec.failOn.includes("underpowered")) {
        if (power === null)
            throw new errors/* InputError */.dz("fail-on underpowered needs the planned design: --delta and --discordant-rate (or compare.plan in the config)", { field: "--fail-on" });
        if (power.adequate !== true)
            failing.add("underpowered");
    }
    const failingList = [
        ...(failing.has("unparsed") ? ["unparsed"] : []),
        ...spec.failOn.filter((m) => failing.has(m)),
    ];
    return {
        schema: COMPARE_SCHEMA,
        design: {
            alpha: spec.alpha,
            direction: spec.direction,
            direction_source: spec.directionSource,
            margin: spec.margin,
            fail_on: [...spec.failOn],
            metric: spec.metric.kind,
            k: spec.metric.kind === "pass@k" ? spec.metric.k : null,
            unparsed: spec.unparsed,
            max_unparsed: spec.maxUnparsed,
            candidates: C,
            interval_level: 1 - alphaEach,
        },
        baseline: { label: baseline.label, model: baseline.model, condition: baseline.condition },
        candidates: out,
        power,
        gate: { failing: failingList, passed: failingList.length === 0 },
        warnings,
    };
}
function boundJson(b) {
    return { ...b };
}
function boundOf(b) {
    return b;
}
function intervalJson(a) {
    return { lower: a.lower, upper: a.upper, level: a.level };
}
function estimateJson(a) {
    return { estimate: a.estimate, ci: intervalJson(a) };
}
function exactAnalysis(p, alpha, sided) {
    return exactTable(p.units, { alpha, sided });
}
/** The exact paired analysis of the 2×2 table these paired observations make (rows or whole units). */
function exactTable(pairs, opts) {
    let both = 0;
    let baselineOnly = 0;
    let candidateOnly = 0;
    let neither = 0;
    for (const u of pairs) {
        if (u.baseline && u.candidate)
            both++;
        else if (u.baseline)
            baselineOnly++;
        else if (u.candidate)
            candidateOnly++;
        else
            neither++;
    }
    const d = pairedDifference({ both, baselineOnly, candidateOnly, neither }, opts);
    const acc = (a) => ({ estimate: a.estimate, correct: a.correct, n: a.n, ci: intervalJson(a) });
    return {
        method: d.method,
        n: d.n,
        table: { both, baseline_only: baselineOnly, candidate_only: candidateOnly, neither },
        discordant: d.discordant,
        accuracy_baseline: acc(d.baseline),
        accuracy_candidate: acc(d.candidate),
        estimate: d.estimate,
        se: d.se,
        bound: boundJson(d.bound),
        p_value: d.pValue,
    };
}
/**
 * Which analysis decides. Independent items, one epoch each: the exact one. Clusters or
 * replicates make the rows dependent and the exact test's level over rows no longer holds; the
 * independent units are then the items (replicates without clusters) or the clusters.
 * - When every paired row of each unit gave the same pair of answers (a deterministic model's
 *   epochs, a cluster whose questions are one question) each unit is one paired observation, and
 *   the exact analysis over the units is exact; clusters must then be of equal size, so that Δ
 *   over units is Δ over items.
 * - Otherwise the clustered analysis of src/stats (replicates averaged per item; an item without
 *   a cluster is its own). Too few clusters for it is refused, never answered with a test whose
 *   assumptions fail; so is no variation (every item's difference the same), which leaves no
 *   variance to estimate — the exact analysis over rows would count replicates and clustered
 *   items as independent evidence (docs/compare.md "Clusters and replicates").
 */
function decisiveAnalysis(p, exact, arm, baseline, opts) {
    if (p.clusters === null && p.replicates === 1)
        return {
            analysis: "exact",
            method: exact.method,
            estimate: exact.estimate,
            bound: exact.bound,
            p_value: exact.p_value,
        };
    const constant = constantUnits(p);
    if (constant !== null)
        return exactUnitsAnalysis(constant, opts);
    const items = new Map();
    for (const u of p.units) {
        let it = items.get(u.id);
        if (it === undefined) {
            // An item with no cluster is its own; the prefix keeps it apart from a cluster of that name.
            it = { cluster: u.cluster ?? `item\u0000${u.id}`, baseline: [], candidate: [] };
            items.set(u.id, it);
        }
        it.baseline.push(u.baseline ? 1 : 0);
        it.candidate.push(u.candidate ? 1 : 0);
    }
    const r = clusteredDifference([...items.values()], { alpha: opts.alpha, sided: opts.sided });
    const why = p.clusters !== null
        ? `${p.clusters} clusters (${clusterByText(p)})`
        : `replicates (up to ${p.replicates} epochs per item, each item its own cluster)`;
    switch (r.kind) {
        case "too-few-clusters":
            throw new errors/* InputError */.dz(`${baseline.label} vs ${arm.label}: the items are not independent (${why}), and ${r.clusters} clusters are too few for the clustered analysis (it needs ${r.minimum}); ` +
                `give ${opts.clusterField} none only if the items really are independent`, { field: opts.clusterField });
        case "no-variation": {
            const unit = p.clusters !== null ? "cluster" : "item";
            throw new errors/* InputError */.dz(`${baseline.label} vs ${arm.label}: every item's difference is the same (${(r.estimate * 100).toFixed(1)} pt on each of ${r.items} items; ${why}), so there is no variance to estimate an interval from, ` +
                `and the ${exact.n} paired rows are not independent, so the exact test over them would overstate what they show. ` +
                `The exact analysis over ${unit}s applies when every row of each ${unit} gave the same pair of answers${unit === "cluster" ? " and the clusters are of equal size" : ""}; here ${constantUnitsWhyNot(p)}` +
                (p.clusters !== null ? `; give ${opts.clusterField} none only if the items really are independent` : ""), { field: p.clusters !== null ? opts.clusterField : "epoch" });
        }
        case "clustered": {
            return {
                analysis: "clustered",
                method: r.method,
                units: r.items,
                clusters: r.clusters,
                replicates: { ...r.replicates },
                design_effect: r.designEffect,
                effective_items: r.effectiveItems,
                df: r.df,
                se: r.se,
                se_iid: r.seIid,
                accuracy_baseline: estimateJson(r.baseline),
                accuracy_candidate: estimateJson(r.candidate),
                estimate: r.estimate,
                bound: boundJson(r.bound),
                p_value: r.pValue,
            };
        }
    }
}
function groupUnits(p) {
    const groups = new Map();
    for (const u of p.units) {
        const key = p.clusters !== null ? (u.cluster ?? `item\u0000${u.id}`) : u.id;
        const g = groups.get(key);
        if (g === undefined)
            groups.set(key, {
                baseline: u.baseline,
                candidate: u.candidate,
                rows: 1,
                items: new Set([u.id]),
                constant: true,
            });
        else {
            g.rows++;
            g.items.add(u.id);
            if (g.baseline !== u.baseline || g.candidate !== u.candidate)
                g.constant = false;
        }
    }
    return groups;
}
/** The constant units, or null when a unit's rows disagree or (clusters) the sizes differ. */
function constantUnits(p) {
    const groups = [...groupUnits(p).values()];
    if (groups.some((g) => !g.constant))
        return null;
    const unit = p.clusters !== null ? "cluster" : "item";
    if (unit === "cluster" && groups.some((g) => g.items.size !== groups[0].items.size))
        return null;
    let min = Infinity;
    let max = 0;
    for (const g of groups) {
        min = Math.min(min, g.rows);
        max = Math.max(max, g.rows);
    }
    return { unit, pairs: groups.map((g) => ({ baseline: g.baseline, candidate: g.candidate })), rows: { min, max } };
}
/** Says why constantUnits gave null, for the refusal. */
function constantUnitsWhyNot(p) {
    const groups = [...groupUnits(p).entries()];
    const unit = p.clusters !== null ? "cluster" : "item";
    const mixed = groups.filter(([, g]) => !g.constant);
    if (mixed.length > 0)
        return `${mixed.length} of the ${groups.length} ${unit}s have rows with different answers (the first: "${mixed[0][0]}")`;
    const sizes = groups.map(([, g]) => g.items.size);
    return `the clusters hold ${Math.min(...sizes)} to ${Math.max(...sizes)} items`;
}
function exactUnitsAnalysis(c, opts) {
    // Key order as the report has always written it: the unit's description before the table.
    const { method, n, ...table } = exactTable(c.pairs, opts);
    return { analysis: "exact-units", method, unit: c.unit, units: n, rows_per_unit: { ...c.rows }, ...table };
}
/** Each arm's unparsed share among the paired rows (before the policy), against the limit. */
function checkUnparsed(p, allowed) {
    const rows = p.units.length + p.unparsed.excluded;
    const baseline = p.unparsed.baseline / rows;
    const candidate = p.unparsed.candidate / rows;
    const over = [];
    if (baseline > allowed)
        over.push("baseline");
    if (candidate > allowed)
        over.push("candidate");
    return { allowed, baseline, candidate, over };
}
function unparsedWarning(baseline, arm, u, spec) {
    const share = (x) => `${(x * 100).toFixed(1)}%`;
    const who = u.over
        .map((side) => `the ${side} ${side === "baseline" ? baseline.label : arm.label} has ${share(u[side])} of its paired answers unparsed`)
        .join(" and ");
    return `${arm.label}: the gate fails (unparsed): ${who}, more than the ${share(u.allowed)} allowed (${spec.maxUnparsedField}): a run that did not answer is broken, and a comparison with it is not a finding; raise the limit (1 allows any share) only if that is intended`;
}
/**
 * pass@k (docs/compare.md "pass@k"): each problem's paired samples (epochs) give n and c per arm,
 * and src/stats' pairedPassAtK compares the unbiased per-problem estimates with a paired t over
 * problems, the problems being the independent units — so clusters of problems are refused
 * rather than ignored, as are problems with fewer paired samples than k.
 */
function passAtKAnalysis(p, k, arm, baseline, opts) {
    if (p.clusters !== null)
        throw new errors/* InputError */.dz(`${baseline.label} vs ${arm.label}: pass@k treats problems as independent, and the rows have ${p.clusters} clusters (${clusterByText(p)}); give --cluster-by none to declare the problems independent`, { field: "--metric" });
    const problems = new Map();
    for (const u of p.units) {
        let pr = problems.get(u.id);
        if (pr === undefined) {
            pr = { baseline: { n: 0, c: 0 }, candidate: { n: 0, c: 0 } };
            problems.set(u.id, pr);
        }
        pr.baseline.n++;
        pr.candidate.n++;
        if (u.baseline)
            pr.baseline.c++;
        if (u.candidate)
            pr.candidate.c++;
    }
    let min = Infinity;
    let max = 0;
    for (const [id, pr] of problems) {
        if (pr.baseline.n < k)
            throw new errors/* InputError */.dz(`problem "${id}" has ${pr.baseline.n} paired sample(s) of ${baseline.label} and ${arm.label}, fewer than k = ${k}: pass@k needs at least k samples (epochs) per problem`, { field: "--k" });
        min = Math.min(min, pr.baseline.n);
        max = Math.max(max, pr.baseline.n);
    }
    const r = pairedPassAtK([...problems.values()], k, opts);
    switch (r.kind) {
        case "too-few-problems":
            throw new errors/* InputError */.dz(`${baseline.label} vs ${arm.label}: ${r.problems} problems are too few for the paired pass@k interval (it needs ${r.minimum})`, { field: "--metric" });
        case "no-variation":
            throw new errors/* InputError */.dz(`${baseline.label} vs ${arm.label}: every one of the ${r.problems} problems has the same pass@${k} difference (${r.estimate}), so there is no spread to estimate an interval from; compare --metric accuracy gives the exact test`, { field: "--metric" });
        case "paired": {
            return {
                analysis: "pass@k",
                method: r.method,
                k,
                problems: r.problems,
                samples: { min, max },
                df: r.df,
                se: r.se,
                pass_at_k_baseline: estimateJson(r.baseline),
                pass_at_k_candidate: estimateJson(r.candidate),
                estimate: r.estimate,
                bound: boundJson(r.bound),
                p_value: r.pValue,
            };
        }
    }
}
function clusterByText(p) {
    const by = p.clusterBy;
    return by.kind === "id-prefix" ? `id-prefix:${by.separator}` : by.kind;
}
function pairingJson(p) {
    return {
        paired: p.units.length,
        items: p.items,
        replicates: p.replicates,
        only_baseline: { ...p.onlyBaseline },
        only_candidate: { ...p.onlyCandidate },
        unparsed: { ...p.unparsed },
        cluster_by: clusterByText(p),
        clusters: p.clusters,
    };
}
/** Nothing dropped silently: every unpaired or unparsed unit is said. */
function pairingWarnings(baseline, arm, p) {
    const out = [];
    const ex = (u) => `${u.examples.join(", ")}${u.count > u.examples.length ? ", …" : ""}`;
    if (p.onlyBaseline.count > 0)
        out.push(`${arm.label}: ${p.onlyBaseline.count} item(s) of the baseline ${baseline.label} have no candidate row and are not compared (${ex(p.onlyBaseline)})`);
    if (p.onlyCandidate.count > 0)
        out.push(`${arm.label}: ${p.onlyCandidate.count} item(s) have no baseline row in ${baseline.label} and are not compared (${ex(p.onlyCandidate)})`);
    const u = p.unparsed;
    if (u.baseline + u.candidate > 0)
        out.push(u.policy === "as-wrong"
            ? `${arm.label}: unparsed answers scored wrong (--unparsed as-wrong): ${u.baseline} baseline, ${u.candidate} candidate (${u.both} on both sides)`
            : `${arm.label}: ${u.excluded} paired item(s) with an unparsed answer excluded (--unparsed exclude): ${u.baseline} baseline, ${u.candidate} candidate (${u.both} on both sides)`);
    return out;
}


/***/ }),

/***/ 6506:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ decideComparison),
/* harmony export */   FW: () => (/* binding */ failsGate),
/* harmony export */   d$: () => (/* binding */ FAIL_ON)
/* harmony export */ });
const FAIL_ON = ["regression", "no-improvement", "inconclusive", "underpowered"];
function decideComparison(bound, margin) {
    if (!(margin >= 0))
        throw new RangeError(`decideComparison: margin must be ≥ 0, got ${margin}`);
    switch (bound.kind) {
        case "lower":
            return bound.lower > margin ? "better" : "inconclusive";
        case "upper":
            return bound.upper < -margin ? "worse" : "inconclusive";
        case "interval":
            if (bound.lower > margin)
                return "better";
            if (bound.upper < -margin)
                return "worse";
            if (margin > 0 && bound.lower >= -margin && bound.upper <= margin)
                return "equivalent";
            return "inconclusive";
    }
}
/** Whether a decision fails a (non-power) gate mode. */
function failsGate(mode, decision) {
    switch (mode) {
        case "regression":
            return decision === "worse";
        case "no-improvement":
            return decision !== "better";
        case "inconclusive":
            return decision === "inconclusive";
    }
}


/***/ }),

/***/ 602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ST: () => (/* binding */ UNPARSED_POLICIES),
/* harmony export */   UJ: () => (/* binding */ concatRows),
/* harmony export */   fk: () => (/* binding */ shownId),
/* harmony export */   fz: () => (/* binding */ compareRows),
/* harmony export */   qR: () => (/* binding */ pairArms),
/* harmony export */   qx: () => (/* binding */ armsOfRows)
/* harmony export */ });
/* unused harmony export placedRows */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Pairing two arms' outcome rows item by item (docs/compare.md "Pairing"): the unit is
 * (id, epoch), epoch 1 when a row has none. Units that only one arm has are counted and
 * reported, never silently dropped, and a comparison with no paired unit is an error.
 * Unparsed answers (correct: null) are counted per arm and handled by a stated policy.
 * Pure: rows in, pairs and counts out.
 */

/** A list of placed rows as CompareRows. */
function placedRows(rows) {
    return {
        length: rows.length,
        model: (i) => rows[i].row.model,
        condition: (i) => rows[i].row.condition,
        id: (i) => rows[i].row.id,
        epoch: (i) => rows[i].row.epoch,
        correct: (i) => rows[i].row.correct,
        cluster: (i) => rows[i].row.cluster,
        file: (i) => rows[i].file,
        line: (i) => rows[i].line,
    };
}
/** Several files' rows one after another, read in place (one file: that file's rows themselves). */
function concatRows(parts) {
    if (parts.length === 1)
        return parts[0];
    const starts = [];
    let total = 0;
    for (const p of parts) {
        starts.push(total);
        total += p.length;
    }
    const at = (get) => {
        return (i) => {
            let k = parts.length - 1;
            while (starts[k] > i)
                k--;
            return get(parts[k], i - starts[k]);
        };
    };
    return {
        length: total,
        model: at((p, j) => p.model(j)),
        condition: at((p, j) => p.condition(j)),
        id: at((p, j) => p.id(j)),
        epoch: at((p, j) => p.epoch(j)),
        correct: at((p, j) => p.correct(j)),
        cluster: at((p, j) => p.cluster(j)),
        file: at((p, j) => p.file(j)),
        line: at((p, j) => p.line(j)),
    };
}
/** Either form as CompareRows. */
function compareRows(rows) {
    return Array.isArray(rows) ? placedRows(rows) : rows;
}
/** Each row's (model, condition), without an object kept per row. */
function* armsOfRows(rows) {
    let model = "";
    let condition = "";
    for (let i = 0; i < rows.length; i++) {
        const m = rows.model(i);
        const c = rows.condition(i);
        // Runs of one arm are common: yield a pair only when it changes (armsPresent keeps first-seen order).
        if (i > 0 && m === model && c === condition)
            continue;
        model = m;
        condition = c;
        yield { model, condition };
    }
}
const UNPARSED_POLICIES = ["as-wrong", "exclude"];
const EXAMPLES = 5;
function shownId(id, epoch) {
    return epoch === 1 ? id : `${id}#${epoch}`;
}
/**
 * One arm's rows (indices) in input order, and by unit: epoch → id → row. Nested maps, not an
 * "id NUL epoch" key: no string built per row (docs/reliability.md "Memory per outcome row"), and
 * no two units collide whatever an id holds.
 */
class ArmIndex {
    rows = [];
    byEpoch = new Map();
    get(id, epoch) {
        return this.byEpoch.get(epoch)?.get(id);
    }
    add(i, id, epoch) {
        let ids = this.byEpoch.get(epoch);
        if (ids === undefined) {
            ids = new Map();
            this.byEpoch.set(epoch, ids);
        }
        const prev = ids.get(id);
        if (prev !== undefined)
            return prev;
        ids.set(id, i);
        this.rows.push(i);
        return undefined;
    }
}
/** One arm's rows by unit; a unit twice in the arm (across files too) is an error naming both lines. */
function indexArm(rows, arm) {
    const out = new ArmIndex();
    for (let i = 0; i < rows.length; i++) {
        if (rows.model(i) !== arm.model || rows.condition(i) !== arm.condition)
            continue;
        const epoch = rows.epoch(i) ?? 1;
        const prev = out.add(i, rows.id(i), epoch);
        if (prev !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`item "${rows.id(i)}" epoch ${epoch} of ${arm.label} appears twice (also ${rows.file(prev)}:${rows.line(prev)}; a row without "epoch" is epoch 1)`, { file: rows.file(i), line: rows.line(i), field: "id" });
    }
    return out;
}
function unmatched(rows, keys) {
    return {
        count: keys.length,
        examples: keys.slice(0, EXAMPLES).map((i) => shownId(rows.id(i), rows.epoch(i) ?? 1)),
    };
}
/** Resolves `auto` on the matched rows. */
function clusterPolicy(by, rows, matchedBase, matchedCand) {
    if (by.kind !== "auto")
        return by;
    let any = false;
    for (let k = 0; k < matchedBase.length && !any; k++)
        any = rows.cluster(matchedBase[k]) !== undefined || rows.cluster(matchedCand[k]) !== undefined;
    return any ? { kind: "field" } : { kind: "none" };
}
function clusterOf(by, rows, b, c, field) {
    switch (by.kind) {
        case "none":
            return null;
        case "id-prefix": {
            const id = rows.id(b);
            const i = id.lastIndexOf(by.separator);
            if (i <= 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`item id "${id}" has no "${by.separator}" to cluster by (${field} id-prefix:${by.separator})`, {
                    file: rows.file(b),
                    line: rows.line(b),
                    field: "id",
                });
            return id.slice(0, i);
        }
        case "field": {
            for (const p of [b, c])
                if (rows.cluster(p) === undefined)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`has no "cluster" while other paired rows have one: give every row its cluster, or ${field} none to declare the items independent`, { file: rows.file(p), line: rows.line(p), field: "cluster" });
            if (rows.cluster(b) !== rows.cluster(c))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`item "${rows.id(c)}" is in cluster "${rows.cluster(c)}" here but "${rows.cluster(b)}" in the baseline (${rows.file(b)}:${rows.line(b)})`, { file: rows.file(c), line: rows.line(c), field: "cluster" });
            return rows.cluster(b);
        }
    }
}
function pairArms(input, baseline, candidate, opts) {
    const rows = compareRows(input);
    const base = indexArm(rows, baseline);
    const cand = indexArm(rows, candidate);
    // The matched pairs as two lists of row indices: no object per pair.
    const matchedBase = [];
    const matchedCand = [];
    const onlyBase = [];
    for (const b of base.rows) {
        const c = cand.get(rows.id(b), rows.epoch(b) ?? 1);
        if (c === undefined)
            onlyBase.push(b);
        else {
            matchedBase.push(b);
            matchedCand.push(c);
        }
    }
    const onlyCand = cand.rows.filter((c) => base.get(rows.id(c), rows.epoch(c) ?? 1) === undefined);
    if (matchedBase.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${baseline.label} and ${candidate.label} share no item: ${base.rows.length} and ${cand.rows.length} rows, paired by (id, epoch)`);
    const by = clusterPolicy(opts.clusterBy, rows, matchedBase, matchedCand);
    const units = [];
    let nullBase = 0;
    let nullCand = 0;
    let nullBoth = 0;
    let excluded = 0;
    // An item's epochs must share a cluster: the cluster is a property of the item.
    const itemCluster = new Map();
    for (let k = 0; k < matchedBase.length; k++) {
        const b = matchedBase[k];
        const c = matchedCand[k];
        const id = rows.id(b);
        const cluster = clusterOf(by, rows, b, c, opts.clusterField);
        // Without clusters every item's is null: nothing to check, and no entry per item to hold.
        const prev = by.kind === "none" ? undefined : itemCluster.get(id);
        if (prev === undefined) {
            if (by.kind !== "none")
                itemCluster.set(id, { cluster, at: b });
        }
        else if (prev.cluster !== cluster)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`item "${id}" is in cluster "${cluster}" here but "${prev.cluster}" at ${rows.file(prev.at)}:${rows.line(prev.at)}: an item's epochs share one cluster`, { file: rows.file(b), line: rows.line(b), field: "cluster" });
        const bc = rows.correct(b);
        const cc = rows.correct(c);
        const bn = bc === null;
        const cn = cc === null;
        if (bn)
            nullBase++;
        if (cn)
            nullCand++;
        if (bn && cn)
            nullBoth++;
        if ((bn || cn) && opts.unparsed === "exclude") {
            excluded++;
            continue;
        }
        units.push({ id, epoch: rows.epoch(b) ?? 1, cluster, baseline: bc === true, candidate: cc === true });
    }
    if (units.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`every one of the ${matchedBase.length} paired items of ${baseline.label} and ${candidate.label} has an unparsed answer, and --unparsed exclude removes them all`);
    const epochs = new Map();
    for (const u of units)
        epochs.set(u.id, (epochs.get(u.id) ?? 0) + 1);
    const clusters = by.kind === "none" ? null : new Set(units.map((u) => u.cluster)).size;
    return {
        units,
        onlyBaseline: unmatched(rows, onlyBase),
        onlyCandidate: unmatched(rows, onlyCand),
        unparsed: { baseline: nullBase, candidate: nullCand, both: nullBoth, policy: opts.unparsed, excluded },
        items: epochs.size,
        replicates: mostEpochs(epochs),
        clusterBy: by,
        clusters,
    };
}
/** A loop, not Math.max(...): a spread of 10⁶ values overflows the stack. */
function mostEpochs(epochs) {
    let most = 0;
    for (const e of epochs.values())
        if (e > most)
            most = e;
    return most;
}


/***/ }),

/***/ 4174:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ resolveArm),
/* harmony export */   Zo: () => (/* binding */ armsPresent)
/* harmony export */ });
/* unused harmony export armLabel */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _value_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7395);
/**
 * Which rows are an arm of a comparison (docs/compare.md "Addressing"). An arm is one
 * (model, condition) pair of the outcome rows, written as
 *   MODEL@CONDITION   that model under that condition;
 *   MODEL             that model, when it has exactly one condition in the input;
 *   @CONDITION        that condition, when exactly one model has it.
 * The split is at the last "@", so a model name that contains "@" is written with its condition.
 * Nothing is guessed: a selector that names no rows, or more than one (model, condition) pair,
 * is an exit-4 error that lists what the input does have.
 */


/** The (model, condition) pairs the input has, each once, in first-seen order. */
function armsPresent(rows) {
    const seen = new Map();
    for (const r of rows) {
        const label = armLabel(r.model, r.condition);
        if (!seen.has(label))
            seen.set(label, { model: r.model, condition: r.condition, label });
    }
    return [...seen.values()];
}
function armLabel(model, condition) {
    return `${model}@${condition}`;
}
/** The arm a selector names; `source` is the flag or config key it came from, for the error message. */
function resolveArm(selector, present, source) {
    const where = (0,_value_source_js__WEBPACK_IMPORTED_MODULE_1__/* .whereOf */ .de)(source);
    const s = selector.trim();
    if (s === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("is empty: give MODEL, MODEL@CONDITION or @CONDITION", where);
    const at = s.lastIndexOf("@");
    const model = at < 0 ? s : s.slice(0, at);
    const condition = at < 0 ? null : s.slice(at + 1);
    if (condition === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${s}" ends in "@": give MODEL, MODEL@CONDITION or @CONDITION`, where);
    const matches = present.filter((a) => (model === "" || a.model === model) && (condition === null || a.condition === condition));
    if (matches.length === 1)
        return matches[0];
    // Bounded: an input of 10⁴ (model, condition) pairs must not make a 10⁴-name error line.
    const SHOWN = 20;
    const list = present
        .slice(0, SHOWN)
        .map((a) => a.label)
        .join(", ") + (present.length > SHOWN ? `, … (${present.length} in all)` : "");
    if (matches.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${s}" names no rows; the input has ${list}`, where);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${s}" is ambiguous: it names ${matches
        .slice(0, SHOWN)
        .map((a) => a.label)
        .join(", ")}${matches.length > SHOWN ? `, … (${matches.length} in all)` : ""}; write MODEL@CONDITION`, where);
}


/***/ }),

/***/ 2983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ resolveCompareSettings)
/* harmony export */ });
/* unused harmony export parseClusterBy */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _compare_decide_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6506);
/* harmony import */ var _compare_pair_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(602);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1444);
/* harmony import */ var _value_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7395);
/**
 * Settings for `contamgate compare` and the action's compare check: the `compare:` section of
 * contamgate.yml (optional) + typed overrides (CLI flags), each value with its Source, every
 * default and range from ./ranges.ts. Overrides replace the config. Inputs in the config resolve
 * against its folder, in overrides against cwd. A one-sided direction is taken only from the
 * config file (preregistered); a flag asking for one is refused, never inferred from the data.
 */






function fromConfig(cfg, path, value) {
    if (cfg === undefined || value === undefined || !cfg.has(path))
        return undefined;
    const line = cfg.lineOf(path);
    return {
        value,
        source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: path.join(".") },
    };
}
function pick(o, cfg, path, v) {
    return o ?? fromConfig(cfg, path, v);
}
/** Names the setting for messages: `--cluster-by`, `compare.cluster_by in contamgate.yml:7`. */
function named(s, fallback) {
    return (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .knob */ .B8)(s, fallback);
}
function parseClusterBy(s) {
    const v = s.value.trim();
    if (v === "auto" || v === "field" || v === "none")
        return { kind: v };
    if (v.startsWith("id-prefix:") && v.length > "id-prefix:".length)
        return { kind: "id-prefix", separator: v.slice("id-prefix:".length) };
    throw (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .invalid */ .Gq)(s.source, `auto, field, none or id-prefix:SEP (got "${s.value}")`);
}
function resolveCompareSettings(cfg, o, cwd) {
    const c = cfg?.config.compare;
    const inputsS = pick(o.inputs, cfg, ["compare", "inputs"], c?.inputs);
    if (inputsS === undefined || inputsS.value.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("give --input PATH (outcome rows, docs/outcomes.md) or a compare: section with --config", {
            field: "--input",
        });
    const base = inputsS.source.kind === "config" ? cfg.dir : cwd;
    const inputs = inputsS.value.map((shown) => ({ shown, path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, shown), source: inputsS.source }));
    const baselineS = pick(o.baseline, cfg, ["compare", "baseline"], c?.baseline);
    if (baselineS === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--baseline is required: MODEL, MODEL@CONDITION or @CONDITION", { field: "--baseline" });
    const candS = pick(o.candidates, cfg, ["compare", "candidates"], c?.candidates);
    if (candS === undefined || candS.value.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("give at least one --candidate: MODEL, MODEL@CONDITION or @CONDITION", {
            field: "--candidate",
        });
    const candidates = candS.value.map((selector, i) => ({
        selector,
        source: candS.source.kind === "config"
            ? { ...candS.source, field: `compare.candidates.${i}`, ...(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .lineIf */ .GQ)(cfg.lineOf(["compare", "candidates", i])) }
            : candS.source,
    }));
    const alpha = pick(o.alpha, cfg, ["compare", "alpha"], c?.alpha) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)(_ranges_js__WEBPACK_IMPORTED_MODULE_3__/* .RANGES */ .$M.alpha.default);
    const dirS = pick(o.direction, cfg, ["compare", "direction"], c?.direction) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)("two-sided");
    if (dirS.value !== "two-sided" && dirS.value !== "greater" && dirS.value !== "less")
        throw (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .invalid */ .Gq)(dirS.source, `two-sided, greater or less (got "${dirS.value}")`);
    const direction = dirS.value;
    if (direction !== "two-sided" && dirS.source.kind !== "config")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`a one-sided direction (${direction}) must be preregistered: write compare.direction: ${direction} in contamgate.yml before the data are in, and run with --config`, (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(dirS.source));
    // A flag may make a preregistered one-sided comparison two-sided (more cautious), never the reverse.
    const directionSource = dirS.source.kind === "default" ? "default" : named(dirS.source, "direction");
    const margin = pick(o.margin, cfg, ["compare", "margin_pt"], c?.margin_pt) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)(_ranges_js__WEBPACK_IMPORTED_MODULE_3__/* .RANGES */ .$M.marginPt.default);
    const failS = pick(o.failOn, cfg, ["compare", "fail_on"], c?.fail_on) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)([]);
    const failOn = [];
    for (const m of failS.value) {
        if (!_compare_decide_js__WEBPACK_IMPORTED_MODULE_5__/* .FAIL_ON */ .d$.includes(m))
            throw (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .invalid */ .Gq)(failS.source, `a list from ${_compare_decide_js__WEBPACK_IMPORTED_MODULE_5__/* .FAIL_ON */ .d$.join(", ")} (got "${m}")`);
        if (!failOn.includes(m))
            failOn.push(m);
    }
    const bound = direction === "greater" ? "lower" : direction === "less" ? "upper" : "two-sided";
    for (const m of failOn) {
        if (m === "regression" && bound === "lower")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("fail-on regression needs an upper bound, and direction greater has only a lower one: use direction two-sided or less", (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(failS.source));
        if (m === "no-improvement" && bound === "upper")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("fail-on no-improvement needs a lower bound, and direction less has only an upper one: use direction two-sided or greater", (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(failS.source));
    }
    const unparsedS = pick(o.unparsed, cfg, ["compare", "unparsed"], c?.unparsed) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)("as-wrong");
    if (!_compare_pair_js__WEBPACK_IMPORTED_MODULE_1__/* .UNPARSED_POLICIES */ .ST.includes(unparsedS.value))
        throw (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .invalid */ .Gq)(unparsedS.source, `as-wrong or exclude (got "${unparsedS.value}")`);
    const maxUnparsedS = pick(o.maxUnparsed, cfg, ["compare", "max_unparsed"], c?.max_unparsed) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)(_ranges_js__WEBPACK_IMPORTED_MODULE_3__/* .RANGES */ .$M.maxUnparsed.default);
    const clusterS = pick(o.clusterBy, cfg, ["compare", "cluster_by"], c?.cluster_by) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)("auto");
    const clusterBy = parseClusterBy(clusterS);
    const plan = resolvePlan(cfg, o, alpha.value);
    const metricS = pick(o.metric, cfg, ["compare", "metric"], c?.metric) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)("accuracy");
    const kS = pick(o.k, cfg, ["compare", "k"], c?.k);
    let metric;
    if (metricS.value === "accuracy") {
        if (kS !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("k is for --metric pass@k", (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(kS.source));
        metric = { kind: "accuracy" };
    }
    else if (metricS.value === "pass@k") {
        if (kS === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--metric pass@k needs --k K (compare.k): the samples one attempt may draw", (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(metricS.source));
        metric = { kind: "pass@k", k: kS.value };
    }
    else
        throw (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .invalid */ .Gq)(metricS.source, `accuracy or pass@k (got "${metricS.value}")`);
    return {
        inputs,
        spec: {
            baseline: { selector: baselineS.value, source: baselineS.source },
            candidates,
            alpha: alpha.value,
            direction,
            directionSource,
            margin: margin.value / 100,
            failOn,
            unparsed: unparsedS.value,
            maxUnparsed: maxUnparsedS.value,
            maxUnparsedField: maxUnparsedS.source.kind === "default"
                ? "the default; set compare.max_unparsed or --max-unparsed"
                : named(maxUnparsedS.source, "--max-unparsed"),
            clusterBy,
            clusterField: named(clusterS.source, "--cluster-by"),
            plan,
            metric,
        },
    };
}
/** The planned design: delta and discordance together, or neither. */
function resolvePlan(cfg, o, _alpha) {
    const p = cfg?.config.compare?.plan;
    const delta = pick(o.delta, cfg, ["compare", "plan", "delta_pt"], p?.delta_pt);
    const psi = pick(o.discordance, cfg, ["compare", "plan", "discordance"], p?.discordance);
    const power = pick(o.power, cfg, ["compare", "plan", "power"], p?.power) ?? (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fromDefault */ .gE)(_ranges_js__WEBPACK_IMPORTED_MODULE_3__/* .RANGES */ .$M.power.default);
    const deff = pick(o.designEffect, cfg, ["compare", "plan", "design_effect"], p?.design_effect);
    if (delta === undefined && psi === undefined) {
        if (deff !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("a design effect needs the planned design: --delta and --discordant-rate", (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(deff.source));
        return null;
    }
    if (delta === undefined || psi === undefined) {
        const given = (delta ?? psi);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${delta === undefined ? "--delta (compare.plan.delta_pt)" : "--discordant-rate (compare.plan.discordance)"} is needed with ${named(given.source, "the plan")}: the planned difference and the expected discordance go together`, (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(given.source));
    }
    if (delta.value / 100 > psi.value)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`the planned difference ${delta.value} pt exceeds the expected discordance ${psi.value} (${psi.value * 100} pt): a difference cannot exceed the share of items the arms disagree on`, (0,_value_source_js__WEBPACK_IMPORTED_MODULE_4__/* .whereOf */ .de)(delta.source));
    const n = fromConfig(cfg, ["compare", "plan", "n"], p?.n);
    return {
        n: n?.value ?? null,
        delta: delta.value / 100,
        discordance: psi.value,
        targetPower: power.value,
        designEffect: deff?.value ?? null,
    };
}


/***/ })

};
