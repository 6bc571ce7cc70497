/**
 * Loader's (2000) saddle-point binomial density in log space, for real x and n (R's dbinom_raw).
 * It is the only way to get ln P(X = k) with ~1e-15 relative accuracy when n is 1e6 and the
 * probability is e^-100000: no factorials, no cancellation between huge log-gamma terms.
 * Also the common prefactor of the incomplete beta and gamma functions.
 */
import { bd0, LN_2PI, stirlerr } from "./gamma.js";

/** ln [Γ(n+1)/(Γ(x+1)Γ(n−x+1)) pᵡ qⁿ⁻ˣ], with q = 1 − p passed separately to keep its precision. */
export function logDbinomRaw(x: number, n: number, p: number, q: number): number {
  if (p === 0) return x === 0 ? 0 : -Infinity;
  if (q === 0) return x === n ? 0 : -Infinity;
  if (x === 0) {
    if (n === 0) return 0;
    return p < 0.1 ? -bd0(n, n * q) - n * p : n * Math.log(q);
  }
  if (x === n) return q < 0.1 ? -bd0(n, n * p) - n * q : n * Math.log(p);
  if (x < 0 || x > n) return -Infinity;
  const lc = stirlerr(n) - stirlerr(x) - stirlerr(n - x) - bd0(x, n * p) - bd0(n - x, n * q);
  const lf = LN_2PI + Math.log(x) + Math.log1p(-x / n);
  return lc - 0.5 * lf;
}

/** ln(1 − eˡ) for l ≤ 0, choosing the form that does not cancel (Mächler 2012). */
export function log1mExp(l: number): number {
  return l > -Math.LN2 ? Math.log(-Math.expm1(l)) : Math.log1p(-Math.exp(l));
}
