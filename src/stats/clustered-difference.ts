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
import { type CompareOptions, type DifferenceBound, validateCompareOptions } from "./paired-difference.js";
import { betaIncInv } from "./beta.js";
import { studentTQuantile, studentTSf } from "./student-t.js";

/** Fewest clusters the clustered analysis runs on (docs/statistics.md, "Compare: clusters"). */
export const MIN_CLUSTERS = 10;

/** One item: its cluster and its replicate scores (1 = correct, 0 = wrong; partial credit allowed) per condition. */
export interface ClusteredItem {
  readonly cluster: string;
  readonly baseline: readonly number[];
  readonly candidate: readonly number[];
}

/** A mean over items with its CR2 standard error and Bell–McCaffrey df. */
export interface ClusterMean {
  readonly estimate: number;
  readonly se: number;
  readonly df: number;
}

export interface ClusteredAccuracy extends ClusterMean {
  /** Two-sided (1 − α) t interval, clipped to [0, 1]. */
  readonly lower: number;
  readonly upper: number;
  readonly level: number;
}

export type ClusteredDifference =
  | {
      readonly kind: "clustered";
      readonly method: "CR2 cluster-robust variance, t with Bell–McCaffrey df, widened to the MOVER bound";
      readonly items: number;
      readonly clusters: number;
      /** Replicates per item and condition, fewest and most (1 and 1 without epochs). */
      readonly replicates: { readonly min: number; readonly max: number };
      readonly baseline: ClusteredAccuracy;
      readonly candidate: ClusteredAccuracy;
      /** Δ̂ = mean over items of (candidate − baseline) per-item means. */
      readonly estimate: number;
      /** √V, the CR2 standard error of Δ̂. */
      readonly se: number;
      /** s/√N: the standard error if items were independent. */
      readonly seIid: number;
      /** V / (s²/N). */
      readonly designEffect: number;
      /** Items / DEFF: how many independent items the sample is worth. */
      readonly effectiveItems: number;
      readonly df: number;
      /** The t test's p alone, and the MOVER bound's (the smallest level at which it excludes 0). */
      readonly pT: number;
      readonly pMover: number;
      readonly bound: DifferenceBound;
      readonly sided: CompareOptions["sided"];
      readonly alpha: number;
      readonly pValue: number;
    }
  | { readonly kind: "too-few-clusters"; readonly items: number; readonly clusters: number; readonly minimum: number }
  | { readonly kind: "no-variation"; readonly items: number; readonly clusters: number; readonly estimate: number };

/** Cluster index per item (0 … G − 1, first-seen order) and the cluster sizes. */
function indexClusters(labels: readonly string[]): { index: Int32Array; sizes: number[] } {
  const ids = new Map<string, number>();
  const index = new Int32Array(labels.length);
  const sizes: number[] = [];
  labels.forEach((label, i) => {
    let g = ids.get(label);
    if (g === undefined) {
      g = sizes.length;
      ids.set(label, g);
      sizes.push(0);
    }
    index[i] = g;
    sizes[g]!++;
  });
  return { index, sizes };
}

/** CR2 variance and Bell–McCaffrey df of the mean of `values` (module comment). G must be ≥ 2. */
function cr2(values: ArrayLike<number>, index: Int32Array, sizes: readonly number[]): ClusterMean {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  const e = new Float64Array(sizes.length);
  for (let i = 0; i < n; i++) e[index[i]!]! += values[i]! - mean;
  let v = 0;
  let trM2a = 0;
  let trM2b = 0;
  for (let g = 0; g < sizes.length; g++) {
    const ng = sizes[g]!;
    const keep = 1 - ng / n;
    const w = 1 / (keep * n * n);
    v += e[g]! * e[g]! * w;
    trM2a += w * w * ng * ng * (1 - (2 * ng) / n);
    trM2b += w * ng * ng;
  }
  const trM2 = trM2a + (trM2b * trM2b) / (n * n);
  const df = 1 / (n * n) / trM2;
  return { estimate: mean, se: Math.sqrt(v), df };
}

/** CR2 variance of the mean of x (module comment), and the residual totals it came from. */
function cr2Totals(x: ArrayLike<number>, index: Int32Array, sizes: readonly number[]) {
  const n = x.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += x[i]!;
  const mean = sum / n;
  const e = new Float64Array(sizes.length);
  for (let i = 0; i < n; i++) e[index[i]!]! += x[i]! - mean;
  let v = 0;
  for (let g = 0; g < sizes.length; g++) v += (e[g]! * e[g]!) / (1 - sizes[g]! / n) / (n * n);
  return { mean, e, v };
}

/**
 * Korn & Graubard (1998) limits for a clustered proportion p̂ (items' shares in [0, 1]) at one-sided
 * level a each side: Clopper–Pearson at the effective size n* = p̂(1 − p̂)/V (N when V = 0 or p̂ ∈
 * {0, 1}; at most N), times (t_{N−1}/t_df)² at 1 − a, and x* = p̂·n* (real-valued Beta shapes).
 */
function kornGraubard(
  p: number,
  v: number,
  items: number,
  df: number,
  a: number,
): { lower: number; upper: number; effectiveN: number } {
  let nEff = p > 0 && p < 1 && v > 0 ? Math.min(items, (p * (1 - p)) / v) : items;
  if (items > 1) nEff *= (studentTQuantile(1 - a, items - 1) / studentTQuantile(1 - a, df)) ** 2;
  const k = p * nEff;
  return {
    lower: k <= 0 ? 0 : betaIncInv(a, k, nEff - k + 1),
    upper: k >= nEff ? 1 : betaIncInv(1 - a, k + 1, nEff - k),
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
function moverBounds(
  pos: ArrayLike<number>,
  neg: ArrayLike<number>,
  index: Int32Array,
  sizes: readonly number[],
  a: number,
  df: number,
): { lower: number; upper: number } {
  const n = pos.length;
  const P = cr2Totals(pos, index, sizes);
  const M = cr2Totals(neg, index, sizes);
  let c = 0;
  for (let g = 0; g < sizes.length; g++) c += (P.e[g]! * M.e[g]!) / (1 - sizes[g]! / n) / (n * n);
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
function moverP(side: (a: number) => number, alpha: number, top: number): number {
  let hi = Math.log(top);
  let fHi = side(top);
  if (!(fHi > 0)) return 1;
  let lo = Math.log(P_FLOOR);
  let fLo = side(P_FLOOR);
  if (fLo > 0) return P_FLOOR;
  let kept = 0;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const x = Math.min(hi - 1e-13, Math.max(lo + 1e-13, hi - (fHi * (hi - lo)) / (fHi - fLo)));
    const fx = side(Math.exp(x));
    if (fx > 0) {
      hi = x;
      fHi = fx;
      if (kept === 1) fLo /= 2;
      kept = 1;
    } else {
      lo = x;
      fLo = fx;
      if (kept === -1) fHi /= 2;
      kept = -1;
    }
  }
  const p = Math.exp(hi);
  return side(alpha) > 0 ? Math.min(p, alpha * (1 - 1e-15)) : Math.max(p, alpha);
}

/** The smallest p the MOVER bound reports (quantiles at 1 − 1e-15 are still distinct from 1). */
const P_FLOOR = 1e-15;

function validateLabels(labels: readonly string[], fn: string): void {
  if (!Array.isArray(labels)) throw new RangeError(`${fn}: clusters must be an array of strings`);
  labels.forEach((l, i) => {
    if (typeof l !== "string" || l === "")
      throw new RangeError(`${fn}: cluster of item ${i} must be a non-empty string`);
  });
}

/**
 * The mean of per-item values with its CR2 standard error and Bell–McCaffrey df (module
 * comment); needs at least two clusters.
 */
export function clusterMean(values: readonly number[], clusters: readonly string[]): ClusterMean {
  const fn = "clusterMean";
  if (!Array.isArray(values) || values.length === 0) throw new RangeError(`${fn}: values must be a non-empty array`);
  values.forEach((x, i) => {
    if (typeof x !== "number" || !Number.isFinite(x))
      throw new RangeError(`${fn}: values[${i}] must be a finite number`);
  });
  validateLabels(clusters, fn);
  if (clusters.length !== values.length)
    throw new RangeError(`${fn}: clusters has ${clusters.length} labels for ${values.length} values`);
  const { index, sizes } = indexClusters(clusters);
  if (sizes.length < 2) throw new RangeError(`${fn}: needs at least 2 clusters, got ${sizes.length}`);
  return cr2(values, index, sizes);
}

function replicateMean(scores: readonly number[], where: string, fn: string): number {
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

function accuracyOf(m: ClusterMean, alpha: number): ClusteredAccuracy {
  const t = studentTQuantile(1 - alpha / 2, m.df);
  return {
    ...m,
    lower: Math.max(0, m.estimate - t * m.se),
    upper: Math.min(1, m.estimate + t * m.se),
    level: 1 - alpha,
  };
}

export function clusteredDifference(items: readonly ClusteredItem[], opts: CompareOptions): ClusteredDifference {
  const fn = "clusteredDifference";
  if (!Array.isArray(items) || items.length === 0) throw new RangeError(`${fn}: items must be a non-empty array`);
  validateCompareOptions(opts, fn);
  const { alpha, sided } = opts;
  const n = items.length;
  const labels: string[] = new Array(n);
  const base = new Float64Array(n);
  const cand = new Float64Array(n);
  const d = new Float64Array(n);
  let rmin = Infinity;
  let rmax = 0;
  items.forEach((it, i) => {
    if (it === null || typeof it !== "object") throw new RangeError(`${fn}: items[${i}] must be an object`);
    labels[i] = it.cluster;
    base[i] = replicateMean(it.baseline, `items[${i}].baseline`, fn);
    cand[i] = replicateMean(it.candidate, `items[${i}].candidate`, fn);
    d[i] = cand[i]! - base[i]!;
    rmin = Math.min(rmin, it.baseline.length, it.candidate.length);
    rmax = Math.max(rmax, it.baseline.length, it.candidate.length);
  });
  validateLabels(labels, fn);
  const { index, sizes } = indexClusters(labels);
  const G = sizes.length;
  if (G < MIN_CLUSTERS) return { kind: "too-few-clusters", items: n, clusters: G, minimum: MIN_CLUSTERS };
  const diff = cr2(d, index, sizes);
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (d[i]! - diff.estimate) ** 2;
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
    pos[i] = Math.max(0, d[i]!);
    neg[i] = Math.max(0, -d[i]!);
  }
  const mover = (a: number) => moverBounds(pos, neg, index, sizes, a, diff.df);
  let bound: DifferenceBound;
  let pT: number;
  let pM: number;
  if (sided === "two-sided") {
    const q = studentTQuantile(1 - alpha / 2, diff.df);
    const m = mover(alpha / 2);
    bound = {
      kind: "interval",
      lower: Math.max(-1, Math.min(diff.estimate - q * diff.se, m.lower)),
      upper: Math.min(1, Math.max(diff.estimate + q * diff.se, m.upper)),
      level,
    };
    pT = Math.min(1, 2 * studentTSf(Math.abs(tStat), diff.df));
    pM =
      diff.estimate === 0
        ? 1
        : moverP((a) => (diff.estimate > 0 ? mover(a / 2).lower : -mover(a / 2).upper), alpha, 0.9);
  } else {
    const q = studentTQuantile(1 - alpha, diff.df);
    const m = mover(alpha);
    bound =
      sided === "greater"
        ? { kind: "lower", lower: Math.max(-1, Math.min(diff.estimate - q * diff.se, m.lower)), level }
        : { kind: "upper", upper: Math.min(1, Math.max(diff.estimate + q * diff.se, m.upper)), level };
    pT = studentTSf(sided === "greater" ? tStat : -tStat, diff.df);
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
