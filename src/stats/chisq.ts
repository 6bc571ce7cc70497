/**
 * χ² survival P(χ²_df > x) = Q(df/2, x/2), the regularized upper incomplete gamma function
 * (R pchisq(x, df, lower.tail = FALSE)). Series below the mean, Lentz continued fraction above,
 * with the prefactor e^{−t}tᵃ/Γ(a+1) from Loader's Poisson saddle point (no overflow for large df).
 */
import { bd0, LN_2PI, stirlerr } from "./gamma.js";
import { requireNumber, requirePositive } from "./validate.js";

const EPS = 1e-16;
const TINY = 1e-300;

/** ln(e^{−t} tᵃ / Γ(a + 1)), Loader's dpois_raw in logs. */
function logPoissonRaw(a: number, t: number): number {
  if (t === 0) return a === 0 ? 0 : -Infinity;
  return -stirlerr(a) - bd0(a, t) - 0.5 * (LN_2PI + Math.log(a));
}

/** ln Q(a, t), the regularized upper incomplete gamma, for a > 0, t > 0. */
function logGammaQ(a: number, t: number): number {
  const logPre = logPoissonRaw(a, t);
  if (t < a + 1) {
    // P(a, t) = pre · Σ tⁿ/((a+1)…(a+n)); here Q ≥ ~0.3 unless a is tiny, so 1 − P is safe.
    let term = 1;
    let sum = 1;
    for (let n = 1; n < 100_000; n++) {
      term *= t / (a + n);
      sum += term;
      if (term < sum * EPS) break;
    }
    const logP = logPre + Math.log(sum);
    return logP > -Math.LN2 ? Math.log(-Math.expm1(logP)) : Math.log1p(-Math.exp(logP));
  }
  // Q(a, t) = a·pre · CF, CF = 1/(t+1−a− 1·(1−a)/(t+3−a− 2·(2−a)/(t+5−a− …))).
  let bb = t + 1 - a;
  let c = 1 / TINY;
  let d = 1 / bb;
  let h = d;
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a);
    bb += 2;
    d = an * d + bb;
    if (Math.abs(d) < TINY) d = TINY;
    c = bb + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return logPre + Math.log(a) + Math.log(h);
}

/** P(χ²_df > x). df > 0 (need not be an integer); x ≤ 0 gives 1. */
export function chisqSf(x: number, df: number): number {
  requireNumber(x, "x", "chisqSf");
  requirePositive(df, "df", "chisqSf");
  if (x <= 0) return 1;
  if (x === Infinity) return 0;
  return Math.exp(logGammaQ(df / 2, x / 2));
}
