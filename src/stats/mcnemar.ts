/**
 * Exact McNemar test, Clopper–Pearson intervals on π = b/(b+c) and their image on the drop scale
 * δ = (n_d/n)(2π − 1) (docs/statistics.md, "Exact McNemar test"). Everything is conditional on n_d = b + c, as the exact test is.
 */
import { betaIncInv } from "./beta.js";
import { binomLogSf } from "./binomial.js";
import { requireCount, requireProbability, requireProbabilityOpen } from "./validate.js";

export type Sided = "one-sided" | "two-sided";

function checkTable(b: number, c: number, n: number, fn: string): void {
  requireCount(b, "b", fn);
  requireCount(c, "c", fn);
  requireCount(n, "n", fn);
  if (b + c > n) throw new RangeError(`${fn}: n must be at least b + c = ${b + c}, got ${n}`);
  if (n === 0) throw new RangeError(`${fn}: n must be > 0`);
}

function checkK(k: number, nd: number, fn: string): void {
  requireCount(k, "k", fn);
  requireCount(nd, "nd", fn);
  if (k > nd) throw new RangeError(`${fn}: k must be ≤ nd = ${nd}, got ${k}`);
}

/**
 * Exact McNemar p-value. One-sided (contamination direction, b large): P(Bin(b+c, ½) ≥ b).
 * Two-sided: min(1, 2·P(Bin(b+c, ½) ≥ max(b, c))). No discordant pairs: 1.
 */
export function mcnemarP(b: number, c: number, sided: Sided): number {
  requireCount(b, "b", "mcnemarP");
  requireCount(c, "c", "mcnemarP");
  if (sided !== "one-sided" && sided !== "two-sided")
    throw new RangeError(`mcnemarP: sided must be "one-sided" or "two-sided", got ${String(sided)}`);
  const nd = b + c;
  if (nd === 0) return 1;
  if (sided === "one-sided") return Math.exp(binomLogSf(b, nd, 0.5));
  return Math.min(1, 2 * Math.exp(binomLogSf(Math.max(b, c), nd, 0.5)));
}

/** Two-sided (1 − alpha) Clopper–Pearson interval on π from k successes out of nd. */
export function clopperPearson(k: number, nd: number, alpha: number): { lower: number; upper: number } {
  checkK(k, nd, "clopperPearson");
  requireProbabilityOpen(alpha, "alpha", "clopperPearson");
  if (nd === 0) return { lower: 0, upper: 1 };
  const lower = k === 0 ? 0 : betaIncInv(alpha / 2, k, nd - k + 1);
  const upper = k === nd ? 1 : betaIncInv(1 - alpha / 2, k + 1, nd - k);
  return { lower, upper };
}

/** One-sided lower (1 − alpha) bound on π: B⁻¹(alpha; k, nd − k + 1); 0 when k = 0. */
export function clopperPearsonLower(k: number, nd: number, alpha: number): number {
  checkK(k, nd, "clopperPearsonLower");
  requireProbabilityOpen(alpha, "alpha", "clopperPearsonLower");
  if (k === 0) return 0;
  return betaIncInv(alpha, k, nd - k + 1);
}

/** Maps π (share of discordant pairs in the contamination direction) to the drop δ = (nd/n)(2π − 1). */
export function toDropScale(pi: number, nd: number, n: number): number {
  requireProbability(pi, "pi", "toDropScale");
  requireCount(nd, "nd", "toDropScale");
  requireCount(n, "n", "toDropScale");
  if (n === 0 || nd > n) throw new RangeError(`toDropScale: n must be > 0 and ≥ nd = ${nd}, got ${n}`);
  return (nd / n) * (2 * pi - 1);
}

/** Standard error of the paired difference: √((b + c) − (b − c)²/n) / n; 0 when b + c = 0. */
export function pairedSe(b: number, c: number, n: number): number {
  checkTable(b, c, n, "pairedSe");
  const nd = b + c;
  if (nd === 0) return 0;
  const d = b - c;
  // (b+c) − (b−c)²/n ≥ 0 always (since |b−c| ≤ b+c ≤ n); max() only absorbs rounding.
  return Math.sqrt(Math.max(0, nd - (d * d) / n)) / n;
}

/** Two-sided (1 − alpha) exact interval on the drop; [0, 0] when there are no discordant pairs. */
export function dropCi(b: number, c: number, n: number, alpha: number): { lower: number; upper: number } {
  checkTable(b, c, n, "dropCi");
  requireProbabilityOpen(alpha, "alpha", "dropCi");
  const nd = b + c;
  if (nd === 0) return { lower: 0, upper: 0 };
  const ci = clopperPearson(b, nd, alpha);
  return { lower: toDropScale(ci.lower, nd, n), upper: toDropScale(ci.upper, nd, n) };
}

/**
 * One-sided (1 − alpha) lower confidence bound on the drop (the "lcb"). It is > 0 exactly when
 * the one-sided exact McNemar p is < alpha (both say I_{½}(b, n_d − b + 1) < alpha).
 */
export function dropLcb(b: number, c: number, n: number, alpha: number): number {
  checkTable(b, c, n, "dropLcb");
  requireProbabilityOpen(alpha, "alpha", "dropLcb");
  const nd = b + c;
  if (nd === 0) return 0;
  return toDropScale(clopperPearsonLower(b, nd, alpha), nd, n);
}
