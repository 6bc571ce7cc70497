/**
 * Regularized incomplete beta I_x(a, b) (R pbeta) and its inverse in x (R qbeta).
 *
 * I_x(a, b) = [xᵃ(1−x)ᵇ / (a B(a, b))] · CF, with the prefactor from Loader's saddle point in log
 * space and CF the classical continued fraction (modified Lentz), used on the side of the mean
 * where it converges in O(√max(a, b)) terms; the other side is 1 − I_{1−x}(b, a). Everything is
 * carried as logarithms so binomial tails far below 1e-300 keep full relative precision.
 * The functions here allocate nothing: the power computation calls them ~1e5 times per run.
 */
import { log1mExp, logDbinomRaw } from "./saddlepoint.js";
import { requirePositive, requireProbability } from "./validate.js";

const TINY = 1e-300;
const EPS = 1e-16;
const MAX_TERMS = 100_000;

/** ln of the continued-fraction side: assumes x below the switch point (a+1)/(a+b+2). */
function logCfSide(x: number, y: number, a: number, b: number): number {
  // Prefactor xᵃyᵇ/(a B(a,b)) = dbinom_raw(a; a+b, x) · b/(a+b)  (exact identity, any real a, b > 0).
  const logPrefactor = logDbinomRaw(a, a + b, x, y) + Math.log(b / (a + b));
  if (logPrefactor === -Infinity) return -Infinity;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_TERMS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) return logPrefactor + Math.log(h);
  }
  throw new RangeError(`incomplete beta: continued fraction did not converge (a=${a}, b=${b}, x=${x})`);
}

/** True when x lies where the continued fraction for I_x(a, b) converges fast. */
function cfSide(x: number, y: number, a: number, b: number): boolean {
  const s = a + b + 2;
  return x <= 0.5 ? x * s < a + 1 : y * s > b + 1;
}

/**
 * ln I_x(a, b) (lower = true) or ln(1 − I_x(a, b)) (lower = false), with y = 1 − x supplied by the
 * caller so that neither x nor 1 − x loses digits near 0 or 1.
 */
export function logBetaIncXY(x: number, y: number, a: number, b: number, lower: boolean): number {
  if (x <= 0) return lower ? -Infinity : 0;
  if (y <= 0) return lower ? 0 : -Infinity;
  if (cfSide(x, y, a, b)) {
    const l = logCfSide(x, y, a, b);
    return lower ? l : log1mExp(l);
  }
  const u = logCfSide(y, x, b, a);
  return lower ? log1mExp(u) : u;
}

/** ln of the beta density at x (with y = 1 − x): the Newton steps of the inverse, and the melded interval's quadrature. */
export function logBetaDensity(x: number, y: number, a: number, b: number): number {
  return logDbinomRaw(a, a + b, x, y) + Math.log((a * b) / (a + b)) - Math.log(x) - Math.log(y);
}

/** Regularized incomplete beta I_x(a, b) = P(Beta(a, b) ≤ x)  (R: pbeta(x, a, b)). */
export function betaInc(x: number, a: number, b: number): number {
  requireProbability(x, "x", "betaInc");
  requirePositive(a, "a", "betaInc");
  requirePositive(b, "b", "betaInc");
  return Math.exp(logBetaIncXY(x, 1 - x, a, b, true));
}

/**
 * Inverse of I_x(a, b) in x (R: qbeta(p, a, b)).
 * Solves on the tail that contains p (ln I = ln p for p ≤ ½, else ln(1 − I) = ln(1 − p)) by
 * Newton in ln x (resp. ln(1 − x)), which is nearly linear in the far tail, safeguarded by a
 * bracket that is bisected geometrically whenever a Newton step leaves it.
 */
export function betaIncInv(p: number, a: number, b: number): number {
  requireProbability(p, "p", "betaIncInv");
  requirePositive(a, "a", "betaIncInv");
  requirePositive(b, "b", "betaIncInv");
  if (p === 0) return 0;
  if (p === 1) return 1;
  if (p <= 0.5) return solveLowerTail(Math.log(p), a, b, false);
  // Solve for t = 1 − x of Beta(b, a) at the complementary probability (exact for p ≥ ½).
  const x = solveLowerTail(Math.log1p(-p), b, a, true);
  // x = 1 − t has lost its relative digits if x is tiny (possible only when a < 1): solve again in ln x.
  return x < 1e-4 ? solveLowerTail(Math.log(p), a, b, false) : x;
}

const LOG_MIN = Math.log(Number.MIN_VALUE); // ≈ −744.4

/**
 * Finds x with ln I_x(a, b) = logP and returns x, or 1 − x when `complement` (computed from the
 * accurate 1 − x the iteration carries, not by subtracting).
 */
function solveLowerTail(logP: number, a: number, b: number, complement: boolean): number {
  // A root below the smallest double (e.g. p = 1e-200 with a = ½ has x ≈ 1e-400) underflows to 0, as in R.
  if (logP < -300 && logBetaIncXY(Number.MIN_VALUE, 1, a, b, true) >= logP) return complement ? 1 : 0;
  let u = Math.log(initialGuess(Math.exp(logP), logP, a, b));
  let lo = LOG_MIN;
  let hi = 0;
  for (let iter = 0; iter < 300; iter++) {
    if (!(u > lo && u < hi)) u = bisect(lo, hi);
    const x = Math.exp(u);
    const y = -Math.expm1(u);
    if (y <= 0) {
      hi = u;
      continue;
    }
    const logI = logBetaIncXY(x, y, a, b, true);
    const g = logI - logP;
    if (g === 0) return complement ? y : x;
    if (g > 0) hi = u;
    else lo = u;
    // d ln I / d ln x = x·f(x)/I(x)
    const slope = Math.exp(Math.log(x) + logBetaDensity(x, y, a, b) - logI);
    const step = g / slope;
    // Converged: test before the bracket, because a step this small lands on the end of the
    // bracket that u itself just became, and a bisection from there would take ~40 rounds.
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(u))) {
      u -= step;
      break;
    }
    let next = u - step;
    if (!(next > lo && next < hi) || !Number.isFinite(next)) next = bisect(lo, hi);
    if (hi - lo <= 1e-15 * Math.max(1, Math.abs(lo))) {
      u = next;
      break;
    }
    u = next;
  }
  return complement ? -Math.expm1(u) : Math.exp(u);
}

/** Midpoint of a bracket in ln x, i.e. the geometric mean in x: the root may be anywhere down to 1e-300. */
function bisect(lo: number, hi: number): number {
  return 0.5 * (lo + hi);
}

/** A starting point for the Newton iteration (Numerical Recipes' invbetai, tail-safe in logs). */
function initialGuess(p: number, logP: number, a: number, b: number): number {
  if (a >= 1 && b >= 1) {
    // Cornish–Fisher-type normal approximation; z = −Φ⁻¹(p) computed from ln p directly.
    const t = Math.sqrt(-2 * logP);
    let z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) z = -z;
    const al = (z * z - 3) / 6;
    const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
    const w = (z * Math.sqrt(al + h)) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
    const x = a / (a + b * Math.exp(2 * w));
    return x > 0 && x < 1 ? x : 0.5;
  }
  const lna = Math.log(a / (a + b));
  const lnb = Math.log(b / (a + b));
  const t = Math.exp(a * lna) / a;
  const v = Math.exp(b * lnb) / b;
  const w = t + v;
  let x: number;
  if (p < t / w) x = Math.exp((Math.log(a * w) + logP) / a);
  else x = 1 - Math.exp(Math.log(b * w * (1 - p)) / b);
  return x > 0 && x < 1 ? x : 0.5;
}
