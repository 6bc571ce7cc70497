/**
 * The excess-drop test against a clean control (docs/statistics.md, "Controls (v2)").
 *
 * Per item i the model's difference x_i = original − perturbed ∈ {−1, 0, 1} and the control's y_i
 * on the same item and perturbation give d_i = x_i − y_i ∈ {−2 … 2}. H0: the model behaves like
 * the control, i.e. each d_i is symmetric about 0 (swapping the two models' labels on an item
 * changes nothing). Conditional on the |d_i|, every sign is then a fair coin, so with n1 items of
 * |d| = 1 and n2 of |d| = 2 the statistic S = Σ d_i has exactly the distribution of
 * (2·B1 − n1) + 2·(2·B2 − n2), B1 ~ Bin(n1, ½), B2 ~ Bin(n2, ½) independent. The one-sided
 * p = P(S ≥ s_obs) is that convolution summed exactly over B2 with B1's tail in closed form
 * (incomplete beta, log space), so it holds for any n and stays accurate far below 1e-300.
 * No Monte Carlo anywhere.
 *
 * The interval for the mean excess drop Δ = E d̄ inverts the same sign-flip test over shifts θ
 * through the test's own variance: θ is kept while Σ(d_i − θ) ≤ z·√Σ(d_i − θ)² (the sign-flip
 * distribution of Σ(d_i − θ) has mean 0 and exactly that variance), a score-type interval with a
 * closed form. Two half-weight pseudo-items d = ±1 keep it from collapsing to a point when every
 * d_i is equal (the same ½ pseudo-count as the boundary-safe heterogeneity variance). It is not
 * exact; its coverage is checked by simulation (test/simulation/controls-coverage.slow.test.ts).
 */
import { binomLogPmf, binomLogSf } from "./binomial.js";
import { normQuantile } from "./normal.js";
import { requireCount, requireProbabilityOpen } from "./validate.js";

/** How many items have each value of d = (orig − pert)_model − (orig − pert)_control. */
export interface ExcessCounts {
  minus2: number;
  minus1: number;
  zero: number;
  plus1: number;
  plus2: number;
}

export function countDifferences(d: ArrayLike<number>): ExcessCounts {
  const c: ExcessCounts = { minus2: 0, minus1: 0, zero: 0, plus1: 0, plus2: 0 };
  for (let i = 0; i < d.length; i++) {
    const v = d[i]!;
    if (v === -2) c.minus2++;
    else if (v === -1) c.minus1++;
    else if (v === 0) c.zero++;
    else if (v === 1) c.plus1++;
    else if (v === 2) c.plus2++;
    else throw new RangeError(`countDifferences: d[${i}] must be an integer in −2…2, got ${String(v)}`);
  }
  return c;
}

function checkCounts(c: ExcessCounts, fn: string): number {
  for (const k of ["minus2", "minus1", "zero", "plus1", "plus2"] as const) requireCount(c[k], k, fn);
  const n = c.minus2 + c.minus1 + c.zero + c.plus1 + c.plus2;
  if (n === 0) throw new RangeError(`${fn}: no items`);
  return n;
}

/** ln LSE of a list of logs (−Infinity entries allowed). */
function logSumExp(xs: readonly number[]): number {
  let max = -Infinity;
  for (const x of xs) if (x > max) max = x;
  if (max === -Infinity) return -Infinity;
  let s = 0;
  for (const x of xs) s += Math.exp(x - max);
  return max + Math.log(s);
}

/**
 * ln P(S ≥ s) for S = (2·B1 − n1) + 2·(2·B2 − n2), B1 ~ Bin(n1, ½), B2 ~ Bin(n2, ½): the exact
 * sign-flip null distribution given n1 items with |d| = 1 and n2 with |d| = 2.
 * Σ over b2 of P(B2 = b2)·P(B1 ≥ ⌈(s + n1 + 2·n2 − 4·b2)/2⌉).
 */
export function signFlipLogSf(s: number, n1: number, n2: number): number {
  requireCount(n1, "n1", "signFlipLogSf");
  requireCount(n2, "n2", "signFlipLogSf");
  if (!Number.isInteger(s)) throw new RangeError(`signFlipLogSf: s must be an integer, got ${s}`);
  const terms: number[] = [];
  for (let b2 = 0; b2 <= n2; b2++) {
    const k = Math.ceil((s + n1 + 2 * n2 - 4 * b2) / 2);
    const tail = k <= 0 ? 0 : k > n1 ? -Infinity : binomLogSf(k, n1, 0.5);
    if (tail === -Infinity) continue;
    terms.push(binomLogPmf(b2, n2, 0.5) + tail);
  }
  return Math.min(0, logSumExp(terms));
}

/** Exact one-sided p of the excess-drop sign-flip test (the model drops more than the control). */
export function excessDropP(c: ExcessCounts): number {
  checkCounts(c, "excessDropP");
  const s = c.plus1 - c.minus1 + 2 * (c.plus2 - c.minus2);
  return Math.exp(signFlipLogSf(s, c.plus1 + c.minus1, c.plus2 + c.minus2));
}

export interface ScoreBounds {
  /** One-sided lower bound at level α. */
  lcb: number;
  /** One-sided upper bound at level α. */
  ucb: number;
}

/**
 * The score-type interval for a mean of per-item differences bounded in [−2, 2], from D = Σ d_i,
 * Q = Σ d_i², n items: {θ : |Σ(d_i − θ)| ≤ z·√Σ(d_i − θ)²} with the two ½-weight pseudo-items
 * d = ±1 (n → n + 1, Q → Q + 1, D unchanged), whose roots are
 * θ = D/n′ ± z·√(n′Q′ − D²) / (n′·√(n′ − z²)). Clamped to [−2, 2]; the whole range when n′ ≤ z².
 */
export function scoreBounds(D: number, Q: number, n: number, alpha: number): ScoreBounds {
  requireProbabilityOpen(alpha, "alpha", "scoreBounds");
  if (!(n >= 1) || !Number.isFinite(D) || !(Q >= 0)) {
    throw new RangeError(`scoreBounds: needs n ≥ 1, finite D and Q ≥ 0 (got n = ${n}, D = ${D}, Q = ${Q})`);
  }
  const z = normQuantile(1 - alpha);
  const np = n + 1;
  const qp = Q + 1;
  if (np <= z * z) return { lcb: -2, ucb: 2 };
  const centre = D / np;
  const half = (z * Math.sqrt(Math.max(0, np * qp - D * D))) / (np * Math.sqrt(np - z * z));
  return { lcb: Math.max(-2, centre - half), ucb: Math.min(2, centre + half) };
}

export interface ExcessDropTest {
  n: number;
  counts: ExcessCounts;
  /** Mean excess drop d̄ = drop(model) − drop(control) on these items. */
  estimate: number;
  /** Items with d ≠ 0 (n1 + n2). */
  informative: number;
  /** Exact one-sided sign-flip p. */
  p: number;
  lcb: number;
  ucb: number;
}

/** The test and its interval for one (model, control) pair. */
export function excessDropTest(c: ExcessCounts, alpha: number): ExcessDropTest {
  const n = checkCounts(c, "excessDropTest");
  const D = c.plus1 - c.minus1 + 2 * (c.plus2 - c.minus2);
  const Q = c.plus1 + c.minus1 + 4 * (c.plus2 + c.minus2);
  const { lcb, ucb } = scoreBounds(D, Q, n, alpha);
  return {
    n,
    counts: { ...c },
    estimate: D / n,
    informative: n - c.zero,
    p: excessDropP(c),
    lcb,
    ucb,
  };
}
