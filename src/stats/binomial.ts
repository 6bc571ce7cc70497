/**
 * Binomial pmf, CDF and survival, all computed in log space (R dbinom/pbinom with log = TRUE).
 *
 * The pmf is Loader's saddle point; tails are the incomplete beta through its continued fraction,
 * i.e. pmf × a ratio, so P(X ≥ k) keeps ~1e-14 relative precision even when it is e^-500000.
 * Nothing here sums small doubles. Cost per call: O(1) for the pmf, O(√n) for a tail.
 *
 * NOTE: binomLogSf is P(X ≥ k) — the McNemar tail — not scipy's sf = P(X > k).
 */
import { logBetaIncXY } from "./beta.js";
import { logDbinomRaw } from "./saddlepoint.js";
import { requireCount, requireNumber, requireProbability } from "./validate.js";

function check(k: number, n: number, p: number, fn: string): void {
  requireNumber(k, "k", fn);
  if (!Number.isInteger(k)) throw new RangeError(`${fn}: k must be an integer, got ${k}`);
  requireCount(n, "n", fn);
  requireProbability(p, "p", fn);
}

/** ln P(X = k), X ~ Binomial(n, p). */
export function binomLogPmf(k: number, n: number, p: number): number {
  check(k, n, p, "binomLogPmf");
  if (k < 0 || k > n) return -Infinity;
  return logDbinomRaw(k, n, p, 1 - p);
}

/** ln P(X ≤ k) = ln I_{1−p}(n − k, k + 1). */
export function binomLogCdf(k: number, n: number, p: number): number {
  check(k, n, p, "binomLogCdf");
  if (k < 0) return -Infinity;
  if (k >= n) return 0;
  return logBetaIncXY(1 - p, p, n - k, k + 1, true);
}

/** ln P(X ≥ k) = ln I_p(k, n − k + 1). */
export function binomLogSf(k: number, n: number, p: number): number {
  check(k, n, p, "binomLogSf");
  if (k <= 0) return 0;
  if (k > n) return -Infinity;
  return logBetaIncXY(p, 1 - p, k, n - k + 1, true);
}

/** P(X = k). */
export function binomPmf(k: number, n: number, p: number): number {
  return Math.exp(binomLogPmf(k, n, p));
}

/** P(X ≤ k). */
export function binomCdf(k: number, n: number, p: number): number {
  return Math.exp(binomLogCdf(k, n, p));
}

/** P(X ≥ k). */
export function binomSf(k: number, n: number, p: number): number {
  return Math.exp(binomLogSf(k, n, p));
}
