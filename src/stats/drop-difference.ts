/**
 * The time split (docs/statistics.md, "Time split (v2)"): a model's drop on the items published on
 * or before its training cutoff ("pre") against its drop on the items published after it ("post").
 * Two independent sets of paired outcomes; per item d = original − perturbed ∈ {−1, 0, 1}. For each
 * group, b = #(d = 1), c = #(d = −1), n = items, so drop = (b − c)/n. Pure.
 */
import { boundarySafeSe } from "./heterogeneity.js";
import { meldedInterval } from "./melded.js";
import { normCdf, normQuantile } from "./normal.js";
import { logDbinomRaw } from "./saddlepoint.js";

/** One group's counts: b items with d = +1, c with d = −1, n items in all. */
export interface GroupCounts {
  b: number;
  c: number;
  n: number;
}

function checkGroup(g: GroupCounts, name: string, fn: string): void {
  for (const k of ["b", "c", "n"] as const) {
    if (!Number.isSafeInteger(g[k]) || g[k] < 0) throw new RangeError(`${fn}: ${name}.${k} must be an integer ≥ 0`);
  }
  if (g.n === 0) throw new RangeError(`${fn}: ${name}.n must be > 0`);
  if (g.b + g.c > g.n) throw new RangeError(`${fn}: ${name}: b + c must be ≤ n`);
}

const drop = (g: GroupCounts): number => (g.b - g.c) / g.n;

/**
 * T = (drop_pre − drop_post) / √(V_pre + V_post), each V the boundary-safe variance of a drop
 * (½ added to b and c, docs/statistics.md "Heterogeneity"), so T is finite for every pair of
 * tables — the permutation test ranks every arrangement by it.
 */
export function studentizedDifference(pre: GroupCounts, post: GroupCounts): number {
  const v = boundarySafeSe(pre.b, pre.c, pre.n) ** 2 + boundarySafeSe(post.b, post.c, post.n) ** 2;
  return (drop(pre) - drop(post)) / Math.sqrt(v);
}

/** The same T without argument checks, for the enumeration's inner loop. */
function tFast(b1: number, c1: number, n1: number, b2: number, c2: number, n2: number): number {
  return ((b1 - c1) / n1 - (b2 - c2) / n2) / Math.sqrt(safeVar(b1, c1, n1) + safeVar(b2, c2, n2));
}

/** v(b + ½, c + ½, n + 1), v(b, c, n) = ((b + c) − (b − c)²/n)/n²: boundarySafeSe squared. */
function safeVar(b: number, c: number, n: number): number {
  const n1 = n + 1;
  const d = b - c;
  return (b + c + 1 - (d * d) / n1) / (n1 * n1);
}

/**
 * ln P(X = k), X ~ Hypergeometric(draws from `good` + `bad`, `good` of them marked): R's dhyper,
 * as the ratio of three saddle-point binomial masses at p = draws/(good + bad) (Loader 2000), so it
 * stays accurate at ten million items where sums of ln k! lose digits.
 */
function logHyper(k: number, good: number, bad: number, draws: number): number {
  const total = good + bad;
  if (k < 0 || k > good || draws - k < 0 || draws - k > bad) return -Infinity;
  if (draws === 0 || draws === total) return 0;
  const p = draws / total;
  const q = (total - draws) / total;
  return logDbinomRaw(k, good, p, q) + logDbinomRaw(draws - k, bad, p, q) - logDbinomRaw(draws, total, p, q);
}

/** Arrangements whose T is within this (relative) of the observed one count as ties, i.e. ≥. */
const TIE = 1e-9;

/** Up to this many (k₊, k₋) arrangements, every one is enumerated; beyond, the negligible tails are skipped. */
export const FULL_ENUMERATION_LIMIT = 1_000_000;
/** Beyond the limit, terms this far (in log) below the mode of their (unimodal) distribution are skipped. */
const WINDOW = 60;

export interface DropDifferenceTest {
  /** The observed studentized difference T. */
  statistic: number;
  /**
   * One-sided exact permutation p = P(T ≥ T_obs) over the arrangements of the pooled d's, plus
   * `skipped_mass_bound` (so it never understates p); capped at 1.
   */
  p_value: number;
  /** Arrangements whose mass was summed or compared. */
  arrangements: number;
  /** Upper bound on the probability of the arrangements skipped: 0 when every one was enumerated. */
  skipped_mass_bound: number;
}

/**
 * Calls `visit(k, ln P(X = k))` for X ~ Hypergeometric(`draws` from `good` + `bad`), walking out
 * from the mode: the mode's mass by logHyper, each next one by the ratio
 * P(k + 1)/P(k) = (good − k)(draws − k) / ((k + 1)(bad − draws + k + 1)), one log per term. With a
 * finite `window`, a side stops at its first term more than `window` below the mode (the mass is
 * unimodal, so every later term is smaller still). Returns how many terms were left out.
 */
function walkHyper(
  good: number,
  bad: number,
  draws: number,
  window: number,
  visit: (k: number, l: number) => void,
): number {
  const lo = Math.max(0, draws - bad);
  const hi = Math.min(good, draws);
  if (lo > hi) return 0;
  const mode = Math.min(hi, Math.max(lo, Math.floor(((draws + 1) * (good + 1)) / (good + bad + 2))));
  const top = logHyper(mode, good, bad, draws);
  const floor = top - window;
  const up = (k: number) => Math.log(((good - k) * (draws - k)) / ((k + 1) * (bad - draws + k + 1)));
  visit(mode, top);
  let l = top;
  let k = mode + 1;
  for (; k <= hi; k++) {
    l += up(k - 1);
    if (l < floor) break;
    visit(k, l);
  }
  let skipped = hi - k + 1;
  l = top;
  k = mode - 1;
  for (; k >= lo; k--) {
    l -= up(k);
    if (l < floor) break;
    visit(k, l);
  }
  skipped += k - lo + 1;
  return skipped;
}

/**
 * Exact one-sided permutation test of H0: drop_pre ≤ drop_post against "pre larger".
 *
 * Conditional on the pooled multiset of d (N₊ ones, N₋ minus ones, N₀ zeros over N = n_pre +
 * n_post items), under exchangeability of the items between the groups the pre group's counts
 * (k₊, k₋, k₀) are multivariate hypergeometric:
 *   P(k₊, k₋) = C(N₊, k₊) C(N₋, k₋) C(N₀, n_pre − k₊ − k₋) / C(N, n_pre)
 *             = Hyper(k₊; N₊, N − N₊, n_pre) · Hyper(k₋; N₋, N₀, n_pre − k₊),
 * and p = Σ P · 1[T(k) ≥ T_obs], summed in log space so p far below 1e-300 keeps its exponent.
 * Up to FULL_ENUMERATION_LIMIT arrangements every one is enumerated (O(N₊·N₋)); beyond, terms more
 * than e⁶⁰ below the mode of their hypergeometric are skipped (each is below e⁻⁶⁰, so at most
 * (N₊ + N₋ + 2)·e⁻⁶⁰ in all, 2e-19 at ten million items) and that bound is added to p. Ranking by
 * the studentized T (not by Σd) keeps the test exact under exchangeability and makes it
 * asymptotically valid when the groups' variances differ (Chung & Romano 2013).
 */
export function dropDifferenceTest(
  pre: GroupCounts,
  post: GroupCounts,
  /** Tests lower it to check the windowed sum against the full one. */
  fullLimit = FULL_ENUMERATION_LIMIT,
): DropDifferenceTest {
  checkGroup(pre, "pre", "dropDifferenceTest");
  checkGroup(post, "post", "dropDifferenceTest");
  const nPre = pre.n;
  const nAll = pre.n + post.n;
  const plus = pre.b + post.b;
  const minus = pre.c + post.c;
  const zero = nAll - plus - minus;
  const tObs = tFast(pre.b, pre.c, pre.n, post.b, post.c, post.n);
  const cut = tObs - TIE * Math.max(1, Math.abs(tObs));
  const kpHi = Math.min(plus, nPre);
  const kpLo = Math.max(0, nPre - minus - zero);
  const full = (kpHi - kpLo + 1) * (Math.min(minus, nPre) + 1) <= fullLimit;
  const window = full ? Infinity : WINDOW;
  // Running log-sum-exp of the masses of arrangements at least as extreme.
  let lmax = -Infinity;
  let acc = 0;
  let count = 0;
  let skipped = 0;
  skipped += walkHyper(plus, nAll - plus, nPre, window, (kp, lp) => {
    const rest = nPre - kp;
    skipped += walkHyper(minus, zero, rest, window, (km, lq) => {
      count++;
      if (tFast(kp, km, nPre, plus - kp, minus - km, post.n) < cut) return;
      const l = lp + lq;
      if (l > lmax) {
        acc = acc * Math.exp(lmax - l) + 1;
        lmax = l;
      } else acc += Math.exp(l - lmax);
    });
  });
  // Each skipped term is below e^(mode − 60) ≤ e^−60 of its own distribution; the conditional
  // ones are further weighted by P(k₊) ≤ 1, so this bounds the skipped probability.
  const bound = skipped === 0 ? 0 : (Math.min(plus, nPre) + Math.min(minus, nPre) + 2) * Math.exp(-WINDOW);
  const p = lmax === -Infinity ? 0 : Math.exp(lmax + Math.log(acc));
  return { statistic: tObs, p_value: Math.min(1, p + bound), arrangements: count, skipped_mass_bound: bound };
}

export interface DropDifferenceInterval {
  /** drop_pre − drop_post. */
  estimate: number;
  lower: number;
  upper: number;
  /** 1 − 2α: each end is a one-sided level-α bound. */
  level: number;
  /** Each group's melded (1 − 2α) interval, which the difference's ends are recovered from. */
  pre: { lower: number; upper: number };
  post: { lower: number; upper: number };
}

/**
 * (1 − 2α) interval for drop_pre − drop_post by MOVER (method of variance estimates recovery;
 * Zou & Donner 2008, Newcombe 1998's construction for differences of proportions) over each group's
 * melded interval (Fay & Lumbard 2021), the interval every drop in the report carries:
 *   lower = Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²),
 *   upper = Δ + √((u_pre − δ_pre)² + (δ_post − l_post)²).
 * It is not the inversion of the permutation test (the decision is the test's); its coverage is
 * checked by simulation (test/simulation/time-split-coverage.slow.test.ts).
 */
export function dropDifferenceInterval(pre: GroupCounts, post: GroupCounts, alpha: number): DropDifferenceInterval {
  checkGroup(pre, "pre", "dropDifferenceInterval");
  checkGroup(post, "post", "dropDifferenceInterval");
  if (!(alpha > 0 && alpha < 0.5))
    throw new RangeError(`dropDifferenceInterval: alpha must be in (0, 0.5), got ${alpha}`);
  const a = meldedInterval(pre.b, pre.c, pre.n, alpha);
  const z = meldedInterval(post.b, post.c, post.n, alpha);
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

export interface TimeSplitPowerDesign {
  nPre: number;
  nPost: number;
  /** ψ: expected discordant rate, the same in both groups. */
  discordantRate: number;
  /** δ: the design's drop on pre items (the drop on post items is 0). */
  effect: number;
  /** The one-sided level the test is held to (α/family at Holm's first step). */
  level: number;
}

/**
 * Power of the time-split test at the design: pre items drop δ at discordance ψ (π₁ = (1 + δ/ψ)/2),
 * post items drop 0 at the same ψ. The studentized permutation statistic is asymptotically N(0, 1)
 * under the null and N(δ/σ, 1) here, σ² = (ψ − δ²)/n_pre + ψ/n_post, so
 *   power ≈ Φ(δ/σ − z_{1−level}).
 * A normal approximation, not the exact power of the discrete rule: the simulation of the rule
 * (test/simulation/time-split.slow.test.ts) measures how close it is at the designs it reports.
 */
export function timeSplitPower(d: TimeSplitPowerDesign): number {
  for (const k of ["nPre", "nPost"] as const) {
    if (!Number.isSafeInteger(d[k]) || d[k] < 1) throw new RangeError(`timeSplitPower: ${k} must be an integer ≥ 1`);
  }
  if (!(d.discordantRate > 0 && d.discordantRate <= 1))
    throw new RangeError(`timeSplitPower: discordantRate must be in (0, 1], got ${d.discordantRate}`);
  if (!(d.effect > 0 && d.effect <= d.discordantRate))
    throw new RangeError(`timeSplitPower: effect must be in (0, discordantRate], got ${d.effect}`);
  if (!(d.level > 0 && d.level < 0.5))
    throw new RangeError(`timeSplitPower: level must be in (0, 0.5), got ${d.level}`);
  const psi = d.discordantRate;
  const sigma = Math.sqrt((psi - d.effect * d.effect) / d.nPre + psi / d.nPost);
  return normCdf(d.effect / sigma - normQuantile(1 - d.level));
}
