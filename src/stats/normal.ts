/**
 * Standard normal distribution: Φ, 1 − Φ and Φ⁻¹ to full double precision.
 *
 * Φ follows Cody (1993, ACM TOMS 715), the algorithm behind R's pnorm, because it returns both
 * tails with full relative accuracy — McNemar p-values, power and E[max] all live in the tails.
 * Φ⁻¹ is Wichura's AS 241 (PPND16, ~1e-16) plus one Newton step against the accurate Φ.
 */
import { requireNumber, requireProbabilityOpen } from "./validate.js";

const SQRT_32 = 5.656854248124; // cut-over between Cody's middle and tail approximations
const ONE_OVER_SQRT_2PI = 0.398942280401432677939946059934;
const LN_SQRT_2PI = 0.918938533204672741780329736406;

const A = [
  2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249, 0.065682337918207449113,
] as const;
const B = [47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956] as const;
const C = [
  0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226, 2494.5375852903726711,
  6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218, 1.0765576773720192317e-8,
] as const;
const D = [
  22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755, 18615.571640885098091,
  34900.952721145977266, 38912.003286093271411, 19685.429676859990727,
] as const;
const P = [
  0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466, 2.9112874951168792e-5,
  0.02307344176494017303,
] as const;
const Q = [
  1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244, 7.29751555083966205e-5,
] as const;

/**
 * Both tails at once: returns Φ(x) when `lower`, else 1 − Φ(x). Each is computed directly (never as
 * 1 − the other) wherever it is the small one, which is what keeps full relative precision.
 */
function cody(x: number, lower: boolean): number {
  const y = Math.abs(x);
  if (y <= 0.67448975) {
    let xsq = 0;
    if (y > 1.1102230246251565e-16) xsq = x * x;
    let xnum = A[4] * xsq;
    let xden = xsq;
    for (let i = 0; i < 3; i++) {
      xnum = (xnum + A[i]!) * xsq;
      xden = (xden + B[i]!) * xsq;
    }
    const temp = (x * (xnum + A[3])) / (xden + B[3]);
    return lower ? 0.5 + temp : 0.5 - temp;
  }
  let tail: number;
  if (y <= SQRT_32) {
    let xnum = C[8] * y;
    let xden = y;
    for (let i = 0; i < 7; i++) {
      xnum = (xnum + C[i]!) * y;
      xden = (xden + D[i]!) * y;
    }
    tail = (xnum + C[7]) / (xden + D[7]);
  } else {
    const xsq = 1 / (x * x);
    let xnum = P[5] * xsq;
    let xden = xsq;
    for (let i = 0; i < 4; i++) {
      xnum = (xnum + P[i]!) * xsq;
      xden = (xden + Q[i]!) * xsq;
    }
    tail = (xsq * (xnum + P[4])) / (xden + Q[4]);
    tail = (ONE_OVER_SQRT_2PI - tail) / y;
  }
  // exp(−y²/2) split as exp(−t²/2)·exp(−(y−t)(y+t)/2) with t = y truncated to 1/16, so the
  // exponent carries no rounding error from y² (this is what keeps 1e-16 far in the tail).
  const t = Math.trunc(y * 16) / 16;
  const del = (y - t) * (y + t);
  const small = Math.exp(-t * t * 0.5) * Math.exp(-del * 0.5) * tail;
  // `small` is the tail beyond |x|: Φ(x) for x < 0, 1 − Φ(x) for x > 0.
  return x < 0 === lower ? small : 1 - small;
}

/** Φ(x) = P(Z ≤ x). */
export function normCdf(x: number): number {
  requireNumber(x, "x", "normCdf");
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  return cody(x, true);
}

/** 1 − Φ(x) = P(Z > x), accurate in the upper tail. */
export function normSf(x: number): number {
  requireNumber(x, "x", "normSf");
  if (x === Infinity) return 0;
  if (x === -Infinity) return 1;
  return cody(x, false);
}

/** ln Φ(x) without cancellation on either side (used by the E[max] integrand). */
export function logNormCdf(x: number): number {
  return x < 0 ? Math.log(normCdf(x)) : Math.log1p(-normSf(x));
}

/** φ(x), the standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x - LN_SQRT_2PI);
}

/** Φ⁻¹(p) for p in (0, 1), p down to the smallest normal doubles. */
export function normQuantile(p: number): number {
  requireProbabilityOpen(p, "p", "normQuantile");
  const q = p - 0.5;
  let x: number;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    x =
      (q *
        (((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r +
          45921.953931549871457) *
          r +
          13731.693765509461125) *
          r +
          1971.5909503065514427) *
          r +
          133.14166789178437745) *
          r +
          3.387132872796366608)) /
      (((((((r * 5226.495278852545925 + 28729.085735721942674) * r + 39307.89580009271061) * r +
        21213.794301586595867) *
        r +
        5394.1960214247511077) *
        r +
        687.1870074920579083) *
        r +
        42.313330701600911252) *
        r +
        1);
    return x;
  }
  // Tails: work with the smaller of p and 1 − p, which is exact for p ≥ 0.5 (Sterbenz).
  const tailP = q < 0 ? p : 1 - p;
  let r = Math.sqrt(-Math.log(tailP));
  if (r <= 5) {
    r -= 1.6;
    x =
      (((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r + 0.24178072517745061177) * r +
        1.27045825245236838258) *
        r +
        3.64784832476320460504) *
        r +
        5.7694972214606914055) *
        r +
        4.6303378461565452959) *
        r +
        1.42343711074968357734) /
      (((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r +
        0.14810397642748007459) *
        r +
        0.68976733498510000455) *
        r +
        1.6763848301838038494) *
        r +
        2.05319162663775882187) *
        r +
        1);
  } else {
    r -= 5;
    x =
      (((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r +
        0.026532189526576123093) *
        r +
        0.29656057182850489123) *
        r +
        1.7848265399172913358) *
        r +
        5.4637849111641143699) *
        r +
        6.6579046435011037772) /
      (((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r +
        7.868691311456132591e-4) *
        r +
        0.0148753612908506148525) *
        r +
        0.13692988092273580531) *
        r +
        0.59983220655588793769) *
        r +
        1);
  }
  if (q < 0) x = -x;
  // One Newton step in the tail that holds the information: the error in Φ is relative there.
  if (x < 0) {
    const f = normCdf(x);
    x -= (f - p) / normPdf(x);
  } else {
    const f = normSf(x);
    x += (f - tailP) / normPdf(x);
  }
  return x;
}
