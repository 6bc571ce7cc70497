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
import { createRng } from "./random.js";
import { studentTQuantile } from "./student-t.js";
import { requireProbabilityOpen } from "./validate.js";

/** Lattice of the statistic: 100 steps per unit of d, i.e. one point of probability. */
export const LATTICE = 100;
/** Above this many DP steps the null distribution is sampled (≈ 0.1–0.3 s of work either way). */
export const EXACT_BUDGET = 1e8;
/** Monte Carlo sign vectors when the exact count is too costly. */
export const MC_DRAWS = 19_999;

export type SignFlipMethod =
  | { kind: "exact" }
  | { kind: "monte-carlo"; draws: number; exceedances: number; seed: string };

export interface SignFlipP {
  p: number;
  method: SignFlipMethod;
}

/** The lattice statistic of d: integer weights, signs, U_obs and W. */
interface LatticeData {
  weights: Int32Array;
  /** Positive-signed weight sum (U_obs) and total weight W. */
  uObs: number;
  total: number;
  informative: number;
}

function toLattice(d: ArrayLike<number>, fn: string): LatticeData {
  const n = d.length;
  let k = 0;
  const weights = new Int32Array(n);
  let uObs = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const v = d[i]!;
    if (typeof v !== "number" || !(v >= -1 && v <= 1)) {
      throw new RangeError(`${fn}: d[${i}] must be a number in [−1, 1], got ${String(v)}`);
    }
    const w = Math.round(Math.abs(v) * LATTICE);
    if (w === 0) continue;
    weights[k++] = w;
    total += w;
    if (v > 0) uObs += w;
  }
  return { weights: weights.subarray(0, k), uObs, total, informative: k };
}

/**
 * P(U ≤ limit) for U the subset sum of `weights` under fair independent inclusion, exactly
 * (counts kept with a running power-of-two scale so nothing underflows before the final exp).
 */
function subsetSumCdf(weights: Int32Array, limit: number): number {
  if (limit < 0) return 0;
  const f = new Float64Array(limit + 1);
  f[0] = 1;
  let log2Scale = 0;
  let top = 0; // the largest reachable sum so far (capped at limit)
  for (let j = 0; j < weights.length; j++) {
    const w = weights[j]!;
    const newTop = Math.min(limit, top + w);
    for (let s = newTop; s >= w; s--) f[s]! += f[s - w]!;
    top = newTop;
    // Counts at most double per item: checking every 64 items keeps them below 1e200 · 2^64.
    if ((j & 63) === 63) {
      let max = 0;
      for (let s = 0; s <= top; s++) if (f[s]! > max) max = f[s]!;
      if (max > 1e200) {
        const e = Math.floor(Math.log2(max));
        const factor = 2 ** -e;
        for (let s = 0; s <= top; s++) f[s]! *= factor;
        log2Scale += e;
      }
    }
  }
  let sum = 0;
  for (let s = 0; s <= top; s++) sum += f[s]!;
  const log2P = Math.log2(sum) + log2Scale - weights.length;
  return Math.min(1, 2 ** log2P);
}

/** The cost in DP steps of the exact p for this lattice statistic. */
function exactCost(l: LatticeData): number {
  const upper = l.total - l.uObs;
  const lower = l.uObs - 1;
  return l.informative * (Math.min(upper, Math.max(lower, 0)) + 1);
}

function exactP(l: LatticeData): number {
  // Every subset sum is a multiple of g = gcd(weights), so counting on weights/g gives the same p
  // g times faster (binary d: g = 100; the soft gate simulates near-0/1 shapes where g is large).
  let g = 0;
  for (let i = 0; i < l.weights.length && g !== 1; i++) g = gcd(g, l.weights[i]!);
  // Ascending order: the count's reachable range grows with the running sum of the weights, so the
  // many small weights of a near-0/1 sample cost almost nothing when they come first (the p is the
  // same whatever the order).
  const weights = (g > 1 ? l.weights.map((w) => w / g) : l.weights.slice()).sort();
  const upper = Math.floor((l.total - l.uObs) / g); // p = P(U ≤ W − U_obs)
  const lower = Math.floor((l.uObs - 1) / g); // p = 1 − P(U ≤ U_obs − 1)
  if (upper <= lower) return subsetSumCdf(weights, upper);
  return Math.max(0, 1 - subsetSumCdf(weights, lower));
}

/** Greatest common divisor of two non-negative integers (the lattice weights' step). */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function seedOf(l: LatticeData): string {
  return `sign-flip:${l.uObs}:${Array.from(l.weights).join(",")}`;
}

function monteCarloP(l: LatticeData, draws: number): SignFlipP {
  const seed = seedOf(l);
  const rng = createRng(seed);
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
      if (bits & 1) u += l.weights[i]!;
      bits >>>= 1;
      left--;
    }
    if (u >= l.uObs) exceed++;
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
export function signFlipP(d: ArrayLike<number>, budget = EXACT_BUDGET, draws = MC_DRAWS): SignFlipP {
  const l = toLattice(d, "signFlipP");
  if (l.informative === 0 || l.uObs === 0) return { p: 1, method: { kind: "exact" } };
  if (exactCost(l) <= budget) return { p: exactP(l), method: { kind: "exact" } };
  return monteCarloP(l, draws);
}

export interface SignFlipTest {
  n: number;
  /** Mean soft drop d̄ (proportion; × 100 for points). */
  estimate: number;
  /** Items whose |d| rounds to at least one point (the rest weigh nothing in the test). */
  informative: number;
  /** Σ d_i². */
  sumSquares: number;
  /** √Σd_i² / n: the sign-flip SD of d̄ when H0 holds, the E[max] deflation's scale. */
  nullSd: number;
  p: number;
  method: SignFlipMethod;
  /** One-sided bounds at level α of the score-type interval (see softBounds). */
  lcb: number;
  ucb: number;
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
export function softBounds(D: number, Q: number, n: number, alpha: number): { lcb: number; ucb: number } {
  requireProbabilityOpen(alpha, "alpha", "softBounds");
  if (!(n >= 1) || !Number.isFinite(D) || !(Q >= 0)) {
    throw new RangeError(`softBounds: needs n ≥ 1, finite D and Q ≥ 0 (got n = ${n}, D = ${D}, Q = ${Q})`);
  }
  return softBoundsWith(D, Q, n, softBoundsCritical(n, alpha));
}

/** softBounds' c = t_{n−1}(1 − α): one per (n, α), so a loop over replicates computes it once. */
export function softBoundsCritical(n: number, alpha: number): number {
  return studentTQuantile(1 - alpha, Math.max(1, n - 1));
}

/** softBounds with its c given (softBoundsCritical(n, α)); the same figures. */
export function softBoundsWith(D: number, Q: number, n: number, c: number): { lcb: number; ucb: number } {
  const np = n + 1;
  if (np <= c * c) return { lcb: -1, ucb: 1 };
  const mean = D / n;
  const variance = n > 1 ? Math.max(0, (Q - n * mean * mean) / (n - 1)) : 0;
  const roots = (dp: number, qp: number) => {
    const centre = dp / np;
    const half = (c * Math.sqrt(Math.max(0, np * qp - dp * dp))) / (np * Math.sqrt(np - c * c));
    return [centre - half, centre + half] as const;
  };
  const [l0, u0] = roots(D, Q + Math.max(Q / n, MIN_PSEUDO_SQUARE));
  const [l1, u1] = roots(D + mean, Q + mean * mean + Math.max(variance, MIN_PSEUDO_SQUARE));
  return { lcb: Math.max(-1, Math.min(l0, l1)), ucb: Math.min(1, Math.max(u0, u1)) };
}

/** The pseudo-items' smallest square: one point (0.01) squared. */
const MIN_PSEUDO_SQUARE = 1e-4;

/** The test and its interval for one (model, perturber) pair of soft differences. */
export function signFlipTest(d: ArrayLike<number>, alpha: number): SignFlipTest {
  requireProbabilityOpen(alpha, "alpha", "signFlipTest");
  const n = d.length;
  if (n === 0) throw new RangeError("signFlipTest: needs at least one item");
  const { p, method } = signFlipP(d);
  let D = 0;
  let Q = 0;
  for (let i = 0; i < n; i++) {
    D += d[i]!;
    Q += d[i]! * d[i]!;
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
export function softDifferences(original: ArrayLike<number>, perturbed: ArrayLike<number>): Float64Array {
  if (original.length !== perturbed.length) {
    throw new RangeError(`softDifferences: ${original.length} original vs ${perturbed.length} perturbed scores`);
  }
  const d = new Float64Array(original.length);
  for (let i = 0; i < d.length; i++) {
    const o = original[i]!;
    const q = perturbed[i]!;
    if (!(o >= 0 && o <= 1) || !(q >= 0 && q <= 1)) {
      throw new RangeError(`softDifferences: scores must be in [0, 1] (item ${i}: ${o}, ${q})`);
    }
    d[i] = o - q;
  }
  return d;
}
