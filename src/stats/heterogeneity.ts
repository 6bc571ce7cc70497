/**
 * Heterogeneity of the drop across models (docs/statistics.md, "Heterogeneity across models"):
 * Cochran's Q over per-model drops (assumes independent models), and a paired Wald test over
 * item-level differences that respects the models answering the same items. Both use a
 * boundary-safe variance so a model that flips every item (plug-in SE = 0) stays in the test.
 */
import { logBetaIncXY } from "./beta.js";
import { chisqSf } from "./chisq.js";
import { requireCount } from "./validate.js";

export interface ModelDrop {
  name: string;
  drop: number;
  se: number;
}

export interface CochranQ {
  q: number;
  df: number;
  pValue: number;
  /** max(0, (Q − df)/Q); 0 when Q = 0. */
  iSquared: number;
  /** Inverse-variance weighted mean drop over the included models. */
  pooled: number;
  /** 1/√Σw: the pooled drop's SE when the models are independent. */
  pooledSe: number;
  included: string[];
  excluded: string[];
}

/**
 * Variance of the drop with ½ added to b and c (and so 1 to n): v(b + ½, c + ½, n + 1), where
 * v(b, c, n) = ((b + c) − (b − c)²/n)/n². Positive for every table, so no model leaves the test.
 */
export function boundarySafeSe(b: number, c: number, n: number): number {
  requireCount(b, "b", "boundarySafeSe");
  requireCount(c, "c", "boundarySafeSe");
  requireCount(n, "n", "boundarySafeSe");
  if (b + c > n || n === 0)
    throw new RangeError(`boundarySafeSe: need 0 < n and b + c ≤ n (got b = ${b}, c = ${c}, n = ${n})`);
  const b1 = b + 0.5;
  const c1 = c + 0.5;
  const n1 = n + 1;
  const d = b1 - c1;
  return Math.sqrt(b1 + c1 - (d * d) / n1) / n1;
}

/** Cochran's Q, or null when fewer than two models have SE > 0. */
export function cochranQ(models: readonly ModelDrop[]): CochranQ | null {
  if (!Array.isArray(models)) throw new RangeError("cochranQ: models must be an array");
  models.forEach((m, i) => {
    if (typeof m?.name !== "string") throw new RangeError(`cochranQ: models[${i}].name must be a string`);
    if (typeof m.drop !== "number" || !Number.isFinite(m.drop))
      throw new RangeError(`cochranQ: models[${i}].drop must be a finite number, got ${String(m.drop)}`);
    if (typeof m.se !== "number" || !Number.isFinite(m.se) || m.se < 0)
      throw new RangeError(`cochranQ: models[${i}].se must be a finite number ≥ 0, got ${String(m.se)}`);
  });
  const used = models.filter((m) => m.se > 0);
  const excluded = models.filter((m) => !(m.se > 0)).map((m) => m.name);
  if (used.length < 2) return null;
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

export interface PairedWald {
  /** W = (C d̄)ᵀ (C Σ Cᵀ)⁻¹ (C d̄) with C the M − 1 contrasts "model j − model M". */
  statistic: number;
  /** L = M − 1: the contrasts, and the F reference's numerator degrees of freedom. */
  df: number;
  /** The F reference's denominator degrees of freedom, n − L. */
  df2: number;
  /** F = W·(n − L)/(n·L), referred to F(L, n − L) (Hotelling's T², docs/statistics.md). */
  fStatistic: number;
  /** P(F(L, n − L) ≥ F). */
  pValue: number;
  /** Equal-weight mean of the models' drops, and its SE from Σ (pairing respected). */
  pooled: number;
  pooledSe: number;
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
export function pairedWald(d: readonly Int8Array[]): PairedWald {
  const M = d.length;
  if (M < 2) throw new RangeError(`pairedWald: need at least 2 models (got ${M})`);
  const n = d[0]!.length;
  if (n === 0) throw new RangeError("pairedWald: no items");
  if (!hotellingApplies(M, n))
    throw new RangeError(`pairedWald: the F reference needs more items than M − 1 = ${M - 1} (got ${n})`);
  d.forEach((row, j) => {
    if (row.length !== n) throw new RangeError(`pairedWald: model ${j} has ${row.length} items, model 0 has ${n}`);
  });
  const mean = d.map((row) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += row[i]!;
    return s / n;
  });
  const sigma: number[][] = [];
  for (let j = 0; j < M; j++) {
    sigma.push(new Array<number>(M).fill(0));
    for (let k = 0; k <= j; k++) {
      let s = 0;
      const rj = d[j]!;
      const rk = d[k]!;
      for (let i = 0; i < n; i++) s += rj[i]! * rk[i]!;
      const cov = (s / n - mean[j]! * mean[k]!) / n;
      sigma[j]![k] = cov;
      sigma[k]![j] = cov;
    }
    sigma[j]![j]! += 1 / ((n + 1) * (n + 1));
  }
  // Contrasts against the last model: (C d̄)_j = d̄_j − d̄_M, (C Σ Cᵀ)_jk = Σ_jk − Σ_jM − Σ_Mk + Σ_MM.
  const L = M - 1;
  const last = M - 1;
  const v = new Array<number>(L);
  const A: number[][] = [];
  for (let j = 0; j < L; j++) {
    v[j] = mean[j]! - mean[last]!;
    A.push(new Array<number>(L));
    for (let k = 0; k < L; k++) A[j]![k] = sigma[j]![k]! - sigma[j]![last]! - sigma[last]![k]! + sigma[last]![last]!;
  }
  const statistic = quadraticFormInverse(A, v);
  let total = 0;
  for (let j = 0; j < M; j++) for (let k = 0; k < M; k++) total += sigma[j]![k]!;
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
export function hotellingApplies(models: number, items: number): boolean {
  return items > models - 1;
}

/**
 * P(F(d1, d2) ≥ f) = I_{d2/(d2 + d1 f)}(d2/2, d1/2), the regularized incomplete beta taken with
 * both x and 1 − x so neither loses digits.
 */
export function fSf(f: number, d1: number, d2: number): number {
  if (!(d1 > 0 && d2 > 0)) throw new RangeError(`fSf: degrees of freedom must be > 0 (got ${d1}, ${d2})`);
  if (Number.isNaN(f)) throw new RangeError("fSf: f is NaN");
  if (f <= 0) return 1;
  if (f === Infinity) return 0;
  const den = d2 + d1 * f;
  return Math.exp(logBetaIncXY(d2 / den, (d1 * f) / den, d2 / 2, d1 / 2, true));
}

/** vᵀ A⁻¹ v for a symmetric positive-definite A, by Cholesky (A = L Lᵀ, then ‖L⁻¹ v‖²). */
function quadraticFormInverse(A: number[][], v: number[]): number {
  const n = v.length;
  const L: number[][] = A.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i]![j]!;
      for (let k = 0; k < j; k++) s -= L[i]![k]! * L[j]![k]!;
      if (i === j) {
        if (!(s > 0)) throw new RangeError("pairedWald: covariance is not positive definite");
        L[i]![i] = Math.sqrt(s);
      } else {
        L[i]![j] = s / L[j]![j]!;
      }
    }
  }
  let q = 0;
  const y = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let s = v[i]!;
    for (let k = 0; k < i; k++) s -= L[i]![k]! * y[k]!;
    y[i] = s / L[i]![i]!;
    q += y[i]! * y[i]!;
  }
  return q;
}
