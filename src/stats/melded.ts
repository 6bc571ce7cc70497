/**
 * The melded confidence bounds of Fay & Lumbard (Statistics in Medicine 40(5), 2021) for the drop
 * δ = ψ(2π − 1) of a paired table (docs/statistics.md, "The interval for the drop").
 *
 * ψ (discordant rate) and π (share of discordant pairs in the contamination direction) each get
 * their Clopper–Pearson "confidence distributions":
 *   T_L ~ Beta(n_d, n − n_d + 1), T_U ~ Beta(n_d + 1, n − n_d)   (point mass 0 if n_d = 0, 1 if n_d = n)
 *   B_L ~ Beta(b, c + 1),         B_U ~ Beta(b + 1, c)           (point mass 0 if b = 0, 1 if c = 0)
 * lcb(α) = min over T ∈ {T_L, T_U} of the α-quantile of T·(2B_L − 1);
 * ucb(α) = max over T of the (1 − α)-quantile of T·(2B_U − 1).
 *
 * Two facts make this cheap and exact where it matters (both tested):
 * - Which T gives the minimum. For q ≥ 0, P(T·X ≤ q | X = x) is 1 for x ≤ 0 and P(T ≤ q/x) for
 *   x > 0, larger for the stochastically smaller T_L; for q < 0 it is 0 for x ≥ 0 and P(T ≥ q/x)
 *   for x < 0, larger for T_U. So lcb > q ⟺ F_{T_L·X}(q) < α when q ≥ 0 and ⟺ F_{T_U·X}(q) < α
 *   when q < 0: the lcb is T_L's quantile when it is positive and T_U's when it is not.
 * - Duality with the exact test. When n_d > 0, T has no mass at 0, so F_{T·X_L}(0) =
 *   P(B_L ≤ ½) = I_½(b, c + 1) = P(Binomial(n_d, ½) ≥ b), the one-sided McNemar p; hence
 *   lcb > 0 ⟺ p < α. The code branches on that very number, so the equivalence holds in floating
 *   point too, not just in exact arithmetic.
 * - Symmetry. 1 − B_U(b, c) has the law of B_L(c, b) and T does not depend on b, c separately,
 *   so ucb(b, c) = −lcb(c, b).
 *
 * The CDF P(T(2B − 1) ≤ q) = F_T(max(q, 0)) + ∫_{|q|}^1 f_T(t) F_B((1 + q/t)/2) dt is one
 * adaptive Gauss–Kronrod quadrature; quantiles are Brent roots of it. Special functions are the
 * incomplete beta of beta.ts, nothing new.
 */
import { betaIncInv, logBetaDensity, logBetaIncXY } from "./beta.js";
import { logDbinomRaw } from "./saddlepoint.js";
import { requireCount, requireNumber, requireProbabilityOpen } from "./validate.js";

/** A Clopper–Pearson confidence distribution: Beta(a, b), or a point mass where a shape is 0. */
export type ConfidenceDist =
  | { readonly kind: "point"; readonly at: 0 | 1 }
  | { readonly kind: "beta"; readonly a: number; readonly b: number };

const point0: ConfidenceDist = { kind: "point", at: 0 };
const point1: ConfidenceDist = { kind: "point", at: 1 };

/** Beta(a, b) with the boundary cases a = 0 (mass at 0) and b = 0 (mass at 1). */
function betaOrPoint(a: number, b: number): ConfidenceDist {
  if (a === 0) return point0;
  if (b === 0) return point1;
  return { kind: "beta", a, b };
}

/** T_L ~ Beta(n_d, n − n_d + 1): lower confidence distribution of ψ. */
export function psiLower(nd: number, n: number): ConfidenceDist {
  return betaOrPoint(nd, n - nd + 1);
}
/** T_U ~ Beta(n_d + 1, n − n_d): upper confidence distribution of ψ. */
export function psiUpper(nd: number, n: number): ConfidenceDist {
  return betaOrPoint(nd + 1, n - nd);
}
/** B_L ~ Beta(b, c + 1): lower confidence distribution of π. */
export function piLower(b: number, c: number): ConfidenceDist {
  return betaOrPoint(b, c + 1);
}

function checkTable(b: number, c: number, n: number, alpha: number, fn: string): void {
  requireCount(b, "b", fn);
  requireCount(c, "c", fn);
  requireCount(n, "n", fn);
  if (n === 0) throw new RangeError(`${fn}: n must be > 0`);
  if (b + c > n) throw new RangeError(`${fn}: n must be at least b + c = ${b + c}, got ${n}`);
  requireProbabilityOpen(alpha, "alpha", fn);
}

/** P(D ≤ x) for a confidence distribution, with y = 1 − x supplied to keep its digits. */
function distCdf(d: ConfidenceDist, x: number, y: number): number {
  if (d.kind === "point") return x >= d.at ? 1 : 0;
  if (x <= 0) return 0;
  if (y <= 0) return 1;
  return Math.exp(logBetaIncXY(x, y, d.a, d.b, true));
}

/** The p-quantile of a confidence distribution. */
function distQuantile(d: ConfidenceDist, p: number): number {
  return d.kind === "point" ? d.at : betaIncInv(p, d.a, d.b);
}

// Gauss–Kronrod 15-point rule (QUADPACK qk15): Kronrod abscissae on [0, 1), their weights, and
// the embedded 7-point Gauss weights (for the odd-indexed abscissae and the centre).
export const XGK = [
  0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926,
  0.741531185599394439863864773280788, 0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
  0.207784955007898467600689403773245,
];
export const WGK = [
  0.02293532201052922496373200805897, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518,
  0.140653259715525918745189590510238, 0.16900472663926790282658342659855, 0.190350578064785409913256402421014,
  0.204432940075298892414161999234649,
];
export const WGK_CENTRE = 0.209482141084727828012999174891714;
export const WG = [
  0.129484966168869693270611432679082, 0.27970539148927666790146777142378, 0.381830050505118944950369775488975,
];
export const WG_CENTRE = 0.417959183673469387755102040816327;

/**
 * Absolute tolerance of the quadrature (on a probability). The bounds are quantiles, so their
 * error is this divided by the density of T·X at the bound, which is ≥ ~1 for every table: the
 * 1e-9 absolute accuracy the bounds promise has three orders of magnitude to spare.
 */
const QUAD_TOL = 1e-12;
const MAX_PANELS = 4000;

/** Breakpoints of the first panels, in standard deviations of T around its mean. */
const SPREAD = [-40, -12, -6, -3, -1, 0, 1, 3, 6, 12, 40];

/** A quadrature result: the value and the sum of the K15 − G7 gaps of its panels (an estimate of its error, conservative in practice). */
export interface Quadrature {
  value: number;
  error: number;
}

/**
 * P(T·(2B − 1) ≤ q) for continuous T = Beta(aT, bT) and B = Beta(aB, bB), q ∈ (−1, 1):
 * F_T(max(q, 0)) + ∫_{|q|}^1 f_T(t) I_{x(t)}(aB, bB) dt with x(t) = (t + q)/(2t). Beyond 40 standard
 * deviations of T its density is below e^-40 of its peak for every integer shape, so the integral
 * is taken over that window.
 */
function productCdfBeta(aT: number, bT: number, aB: number, bB: number, q: number, tol = QUAD_TOL): Quadrature {
  const lower = Math.abs(q);
  const head = q > 0 ? Math.exp(logBetaIncXY(q, 1 - q, aT, bT, true)) : 0;
  const mean = aT / (aT + bT);
  const sd = Math.sqrt((mean * (1 - mean)) / (aT + bT + 1));
  const loose = tol >= LOOSE_TOL_FLOOR;
  const spread = loose ? SPREAD_LOOSE : SPREAD;
  const lo = Math.max(lower, mean + spread[0]! * sd, 0);
  const hi = Math.min(1, mean + spread[spread.length - 1]! * sd);
  if (!(hi > lo)) return { value: Math.min(1, head), error: loose ? tailMass(aT, bT, lower, 1) : 0 };
  const integrand = (t: number): number => {
    const y = 1 - t;
    if (t <= 0 || y <= 0) return 0;
    const x = (t + q) / (2 * t);
    const xc = (t - q) / (2 * t);
    if (x <= 0) return 0;
    const logF = xc <= 0 ? 0 : logBetaIncXY(x, xc, aB, bB, true);
    return Math.exp(logBetaDensity(t, y, aT, bT) + logF);
  };
  const cuts: number[] = [lo];
  for (const k of spread) {
    const t = mean + k * sd;
    if (t > cuts[cuts.length - 1]! && t < hi) cuts.push(t);
  }
  cuts.push(hi);
  const r = integrate(integrand, cuts, tol);
  // The loose window leaves out T's mass beyond 10 sd; the integrand is below f_T there, so that
  // mass bounds what is left out (it is ~1e-23 when T is near normal, large only for tiny n_d).
  const cut = loose ? (lo > lower ? tailMass(aT, bT, lower, lo) : 0) + (hi < 1 ? tailMass(aT, bT, hi, 1) : 0) : 0;
  return { value: Math.min(1, head + r.value), error: r.error + cut };
}

/** P(x0 < T ≤ x1) for T = Beta(a, b), 0 ≤ x0 < x1 ≤ 1. */
function tailMass(a: number, b: number, x0: number, x1: number): number {
  const below = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : Math.exp(logBetaIncXY(x, 1 - x, a, b, true)));
  return Math.max(0, below(x1) - below(x0));
}

/** Tolerances at or above this get the coarser first panels (SPREAD_LOOSE, over ±10 sd of T). */
const LOOSE_TOL_FLOOR = 1e-9;
const SPREAD_LOOSE = [-10, -2.5, 2.5, 10];

/** Adaptive Gauss–Kronrod over consecutive panels [cuts[i], cuts[i+1]], bisecting panels whose K15 − G7 gap exceeds their share of tol. */
function integrate(f: (x: number) => number, cuts: number[], tol: number): Quadrature {
  const width = cuts[cuts.length - 1]! - cuts[0]!;
  const stack: number[] = [];
  for (let i = cuts.length - 2; i >= 0; i--) stack.push(cuts[i]!, cuts[i + 1]!);
  let total = 0;
  let error = 0;
  let panels = 0;
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    const half = (b - a) / 2;
    const mid = a + half;
    const fc = f(mid);
    let k = fc * WGK_CENTRE;
    let g = fc * WG_CENTRE;
    for (let j = 0; j < 7; j++) {
      const dx = half * XGK[j]!;
      const s = f(mid - dx) + f(mid + dx);
      k += WGK[j]! * s;
      if (j % 2 === 1) g += WG[(j - 1) / 2]! * s;
    }
    k *= half;
    g *= half;
    panels++;
    const gap = Math.abs(k - g);
    const share = (tol * (b - a)) / width;
    if (gap <= share || panels > MAX_PANELS || half < 1e-15 * Math.max(1, Math.abs(mid))) {
      total += k;
      error += gap;
    } else {
      stack.push(mid, b, a, mid);
    }
  }
  return { value: total, error };
}

/** P(T·(2B − 1) ≤ q) for any pair of confidence distributions (point masses included). */
export function productCdf(t: ConfidenceDist, bDist: ConfidenceDist, q: number): number {
  requireNumber(q, "q", "productCdf");
  if (q >= 1) return 1;
  if (q < -1) return 0;
  if (t.kind === "point") {
    if (t.at === 0) return q >= 0 ? 1 : 0;
    return distCdf(bDist, (1 + q) / 2, (1 - q) / 2); // T = 1: P(2B − 1 ≤ q)
  }
  if (bDist.kind === "point") {
    if (bDist.at === 1) return q >= 0 ? distCdf(t, q, 1 - q) : 0; // X = 1: P(T ≤ q)
    return q >= 0 ? 1 : 1 - distCdf(t, -q, 1 + q); // X = −1: P(−T ≤ q) = P(T ≥ −q)
  }
  if (q === -1) return 0;
  return productCdfBeta(t.a, t.b, bDist.a, bDist.b, q).value;
}

/**
 * The α-quantile inf{q : P(T(2B − 1) ≤ q) ≥ α}. `sign` says on which side of 0 it lies (known
 * from P(· ≤ 0) by the caller), so the root is bracketed on that side only.
 */
function productQuantileBeta(
  t: { a: number; b: number },
  bDist: { a: number; b: number },
  alpha: number,
  positive: boolean,
): number {
  const F = (q: number) => productCdfBeta(t.a, t.b, bDist.a, bDist.b, q).value - alpha;
  // A start near the answer: T's mean times the quantile of 2B − 1 (v1's mapping).
  const guess = (t.a / (t.a + t.b)) * (2 * betaIncInv(alpha, bDist.a, bDist.b) - 1);
  let lo: number;
  let hi: number;
  let flo: number;
  let fhi: number;
  if (positive) {
    const g = Math.min(Math.max(guess, 1e-300), 1 - 1e-16);
    const fg = F(g);
    if (fg >= 0) {
      lo = 0;
      flo = F(0);
      hi = g;
      fhi = fg;
    } else {
      lo = g;
      flo = fg;
      hi = 1;
      fhi = 1 - alpha;
    }
  } else {
    const g = Math.max(Math.min(guess, -1e-300), -1 + 1e-16);
    const fg = F(g);
    if (fg >= 0) {
      lo = -1;
      flo = -alpha;
      hi = g;
      fhi = fg;
    } else {
      lo = g;
      flo = fg;
      hi = 0;
      fhi = F(0);
    }
  }
  const root = brent(F, lo, hi, flo, fhi);
  // The exact quantile is strictly positive when P(· ≤ 0) < α and ≤ 0 otherwise; the root
  // finder's last digit must not contradict that (it is what makes lcb > 0 ⟺ p < α exact).
  if (positive) return root > 0 ? root : Number.MIN_VALUE;
  // biome-ignore lint/complexity/useMathMinMax: not Math.min(root, 0), which returns NaN for a NaN root where this returns 0
  return root <= 0 ? root : 0;
}

/** Brent's method (zeroin) on a bracket with f(lo) < 0 ≤ f(hi), to 1e-14 absolute in q. */
function brent(f: (x: number) => number, lo: number, hi: number, flo: number, fhi: number): number {
  let a = lo;
  let b = hi;
  let fa = flo;
  let fb = fhi;
  if (fb === 0) return b;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iter = 0; iter < 200; iter++) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2e-16 * Math.abs(b) + 5e-15;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      let p: number;
      let qq: number;
      const s = fb / fa;
      if (a === c) {
        p = 2 * m * s;
        qq = 1 - s;
      } else {
        const q0 = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * q0 * (q0 - r) - (b - a) * (r - 1));
        qq = (q0 - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) qq = -qq;
      else p = -p;
      if (2 * p < Math.min(3 * m * qq - Math.abs(tol * qq), Math.abs(e * qq))) {
        e = d;
        d = p / qq;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}

/** ln P(B_L ≤ ½) = ln I_½(b, c + 1) = ln P(Binomial(b + c, ½) ≥ b): the one-sided McNemar p (the same call binomLogSf makes). */
function oneSidedP(b: number, c: number): number {
  if (b === 0) return 1;
  return Math.exp(logBetaIncXY(0.5, 0.5, b, c + 1, true));
}

/** lcb without argument checks (the checked entry points validate once). */
function lcb(b: number, c: number, n: number, alpha: number): number {
  const nd = b + c;
  const bL = piLower(b, c);
  const positive = oneSidedP(b, c) < alpha;
  // The minimising T: T_L when the bound is positive, T_U when it is not (module comment).
  const t = positive ? psiLower(nd, n) : psiUpper(nd, n);
  if (t.kind === "point") {
    // T_L = 0 only when n_d = 0 (then b = 0 and p = 1, so T_U is used); T_U = 1 when n_d = n.
    if (t.at === 0) return 0;
    return bL.kind === "point" ? (bL.at === 0 ? -1 : 1) : 2 * betaIncInv(alpha, bL.a, bL.b) - 1;
  }
  if (bL.kind === "point") {
    // b = 0: X = −1, so T·X = −T and its α-quantile is −(the (1 − α)-quantile of T).
    // (B_L is never the point mass at 1: c + 1 > 0.)
    return -distQuantile(t, 1 - alpha);
  }
  return productQuantileBeta(t, bL, alpha, positive);
}

/**
 * One-sided (1 − α) lower confidence bound on the drop δ = ψ(2π − 1) (melded, Fay & Lumbard 2021).
 * Positive exactly when the one-sided exact McNemar p is below α.
 */
export function meldedLcb(b: number, c: number, n: number, alpha: number): number {
  checkTable(b, c, n, alpha, "meldedLcb");
  return lcb(b, c, n, alpha);
}

/** One-sided (1 − α) upper confidence bound on the drop: ucb(b, c) = −lcb(c, b) (module comment). */
export function meldedUcb(b: number, c: number, n: number, alpha: number): number {
  checkTable(b, c, n, alpha, "meldedUcb");
  return -lcb(c, b, n, alpha);
}

/** [lcb, ucb] at α each: a two-sided (1 − 2α) interval for the drop (90% at α = 0.05). */
export function meldedInterval(b: number, c: number, n: number, alpha: number): { lcb: number; ucb: number } {
  checkTable(b, c, n, alpha, "meldedInterval");
  if (alpha >= 0.5)
    throw new RangeError(`meldedInterval: alpha must be < 0.5 for a two-sided (1 − 2α) interval, got ${alpha}`);
  return { lcb: lcb(b, c, n, alpha), ucb: -lcb(c, b, n, alpha) };
}

/**
 * CDFs this close (relatively) to α are not trusted to decide lcb > q: the quadrature's error is
 * ~1e-12 absolute, so beyond 1e-7·α the sign of F − α is certain; closer calls go to meldedLcb.
 */
export const EXCEEDS_MARGIN = 1e-7;

/**
 * lcb(b, c, n, α) > q without finding the root: for q ≥ 0 it is F_{T_L·X_L}(q) < α, for q < 0
 * F_{T_U·X_L}(q) < α (module comment), one quadrature instead of a dozen. At q = 0 it is p < α.
 * Within EXCEEDS_MARGIN of α the answer is meldedLcb's own.
 */
export function meldedLcbExceeds(b: number, c: number, n: number, alpha: number, q: number): boolean {
  checkTable(b, c, n, alpha, "meldedLcbExceeds");
  requireNumber(q, "q", "meldedLcbExceeds");
  if (q === 0) return oneSidedP(b, c) < alpha;
  const nd = b + c;
  if (q > 0 && b > 0) {
    // T_L = Beta(n_d, n − n_d + 1) and B_L = Beta(b, c + 1) are both continuous here.
    const s = compareLowerCdf(b, c, n, q, alpha, EXCEEDS_MARGIN);
    return s === 0 ? lcb(b, c, n, alpha) > q : s < 0;
  }
  const t = q > 0 ? psiLower(nd, n) : psiUpper(nd, n);
  const F = productCdf(t, piLower(b, c), q);
  if (Math.abs(F - alpha) > EXCEEDS_MARGIN * alpha) return F < alpha;
  return lcb(b, c, n, alpha) > q;
}

/**
 * Sign of P(T·X_L ≤ q) − α for T = Beta(m, tN − m + 1) (T_L of a table with tN items; tN may
 * differ from the table's n, which is how the power gate certifies whole ranges of n at once),
 * X_L = 2B_L − 1, B_L = Beta(b, c + 1), q > 0, b ≥ 1: −1 when below α, +1 when at or above, 0 when
 * within `margin`·α (plus the quadrature's error) of it. A cheap quadrature first (tolerance 1e-4·α):
 * almost every question the power sums ask is decided there; a tight one only when that is too close.
 */
export function compareLowerCdf(
  b: number,
  c: number,
  tN: number,
  q: number,
  alpha: number,
  margin: number,
): -1 | 0 | 1 {
  const m = b + c;
  if (q >= 1) return 1;
  const loose = fixedRule.evaluate(m, tN, q, b);
  if (loose !== null) {
    const tol = 1e-4 * alpha;
    const slack = Math.max(loose.error, tol) + margin * alpha;
    if (loose.value + slack < alpha) return -1;
    if (loose.value - slack >= alpha) return 1;
  }
  for (const tol of loose === null ? [1e-4 * alpha, QUAD_TOL] : [QUAD_TOL]) {
    const r = productCdfBeta(m, tN - m + 1, b, c + 1, q, tol);
    // Both the reported gap and the tolerance bound the error (the gap is the conservative one).
    const slack = Math.max(r.error, tol) + margin * alpha;
    if (r.value + slack < alpha) return -1;
    if (r.value - slack >= alpha) return 1;
  }
  return 0;
}

/**
 * The loose first pass of compareLowerCdf as a fixed rule: GK15 on the panels of SPREAD_LOOSE
 * (no subdivision), for one (m, tN, q) at a time. The power sums ask about several b at the same
 * (m, tN, q) in a row (a threshold search), and only B_L's CDF depends on b, so the nodes, T's
 * density there and T's mass outside the window are computed once, and the CDF at each node,
 * I_x(b, m − b + 1) = P(Binomial(m, x) ≥ b), moves to a neighbouring b by the binomial pmf:
 * P(≥ b − 1) = P(≥ b) + pmf(b − 1), P(≥ b + 1) = P(≥ b) − pmf(b), pmf(b ± 1) by its ratio.
 * Returns null when the rule does not apply (the adaptive quadrature is then used).
 */
/**
 * Nodes whose weight × density is below this are not evaluated (far out in T's tails); their
 * weight is added to the error instead (the CDF they multiply is ≤ 1). 45 of them add ≤ 1e-8,
 * far below the pass's tolerance of 1e-4·α.
 */
const NEGLIGIBLE_WEIGHT = 1e-10;

class FixedRule {
  private m = -1;
  private tN = -1;
  private q = NaN;
  private usable = false;
  private head = 0;
  private outside = 0;
  private nodes = 0;
  private x = new Float64Array(15 * 8);
  private xc = new Float64Array(15 * 8);
  private wk = new Float64Array(15 * 8); // Kronrod weight × half-width × f_T(t)
  private wg = new Float64Array(15 * 8); // Gauss weight × half-width × f_T(t) (0 off the Gauss nodes)
  private panelOf = new Int32Array(15 * 8);
  private panels = 0;
  private curB = new Int32Array(15 * 8);
  private tail = new Float64Array(15 * 8);
  private pmf = new Float64Array(15 * 8);
  private k = new Float64Array(8);
  private g = new Float64Array(8);

  evaluate(m: number, tN: number, q: number, b: number): Quadrature | null {
    if (m !== this.m || tN !== this.tN || q !== this.q) this.setUp(m, tN, q);
    if (!this.usable) return null;
    this.k.fill(0, 0, this.panels);
    this.g.fill(0, 0, this.panels);
    for (let i = 0; i < this.nodes; i++) {
      if (this.wk[i]! < NEGLIGIBLE_WEIGHT) continue; // counted in `outside` (the CDF there is ≤ 1)
      const u = this.tailAt(i, b, m);
      const j = this.panelOf[i]!;
      this.k[j]! += this.wk[i]! * u;
      this.g[j]! += this.wg[i]! * u;
    }
    let value = this.head;
    let error = this.outside;
    for (let j = 0; j < this.panels; j++) {
      value += this.k[j]!;
      error += Math.abs(this.k[j]! - this.g[j]!);
    }
    return { value: Math.min(1, value), error };
  }

  /** P(Binomial(m, x_i) ≥ b), walked from the node's last b when that is a step or two away. */
  private tailAt(i: number, b: number, m: number): number {
    const x = this.x[i]!;
    const xc = this.xc[i]!;
    let cb = this.curB[i]!;
    if (cb < 0 || Math.abs(b - cb) > 3) {
      this.curB[i] = b;
      this.tail[i] = xc <= 0 ? 1 : Math.exp(logBetaIncXY(x, xc, b, m - b + 1, true));
      this.pmf[i] = Math.exp(logDbinomRaw(b, m, x, xc));
      return this.tail[i]!;
    }
    let u = this.tail[i]!;
    let p = this.pmf[i]!; // pmf(cb)
    const odds = x / xc;
    while (cb > b) {
      p *= cb / ((m - cb + 1) * odds); // pmf(cb − 1)
      u += p;
      cb--;
    }
    while (cb < b) {
      const next = u - p; // P(≥ cb + 1)
      if (!(next > 1e-6 * u)) {
        // the subtraction would cancel: recompute
        this.curB[i] = -1;
        return this.tailAt(i, b, m);
      }
      u = next;
      p *= ((m - cb) * odds) / (cb + 1); // pmf(cb + 1)
      cb++;
    }
    this.curB[i] = cb;
    this.tail[i] = u;
    this.pmf[i] = p;
    return u;
  }

  private setUp(m: number, tN: number, q: number): void {
    this.m = m;
    this.tN = tN;
    this.q = q;
    const aT = m;
    const bT = tN - m + 1;
    const mean = aT / (aT + bT);
    const sd = Math.sqrt((mean * (1 - mean)) / (aT + bT + 1));
    const lower = Math.abs(q);
    const lo = Math.max(lower, mean + SPREAD_LOOSE[0]! * sd, 0);
    const hi = Math.min(1, mean + SPREAD_LOOSE[SPREAD_LOOSE.length - 1]! * sd);
    this.head = q > 0 ? Math.exp(logBetaIncXY(q, 1 - q, aT, bT, true)) : 0;
    this.usable = hi > lo && q > 0;
    if (!this.usable) return;
    this.outside = (lo > lower ? tailMass(aT, bT, lower, lo) : 0) + (hi < 1 ? tailMass(aT, bT, hi, 1) : 0);
    const cuts: number[] = [lo];
    for (const k of SPREAD_LOOSE) {
      const t = mean + k * sd;
      if (t > cuts[cuts.length - 1]! && t < hi) cuts.push(t);
    }
    cuts.push(hi);
    this.panels = cuts.length - 1;
    let i = 0;
    for (let j = 0; j < this.panels; j++) {
      const a = cuts[j]!;
      const half = (cuts[j + 1]! - a) / 2;
      const mid = a + half;
      const put = (t: number, wk: number, wg: number) => {
        const y = 1 - t;
        const f = t > 0 && y > 0 ? Math.exp(logBetaDensity(t, y, aT, bT)) : 0;
        this.x[i] = (t + q) / (2 * t);
        this.xc[i] = (t - q) / (2 * t);
        this.wk[i] = wk * half * f;
        this.wg[i] = wg * half * f;
        this.panelOf[i] = j;
        this.curB[i] = -1;
        i++;
      };
      put(mid, WGK_CENTRE, WG_CENTRE);
      for (let r = 0; r < 7; r++) {
        const dx = half * XGK[r]!;
        const wg = r % 2 === 1 ? WG[(r - 1) / 2]! : 0;
        put(mid - dx, WGK[r]!, wg);
        put(mid + dx, WGK[r]!, wg);
      }
    }
    this.nodes = i;
    for (let r = 0; r < i; r++) if (this.wk[r]! < NEGLIGIBLE_WEIGHT) this.outside += this.wk[r]! + this.wg[r]!;
    // nodes where x ≤ 0 cannot occur (t ≥ |q|); x ≥ 1 only at t = q, where the CDF is 1
  }
}

// One rule for the whole process: JavaScript runs one computation at a time, and the cache is
// keyed by everything it depends on, so it changes no result, only how often T's density is taken.
const fixedRule = new FixedRule();

/** ucb(b, c, n, α) < q, by the symmetry ucb(b, c) = −lcb(c, b). */
export function meldedUcbBelow(b: number, c: number, n: number, alpha: number, q: number): boolean {
  checkTable(b, c, n, alpha, "meldedUcbBelow");
  requireNumber(q, "q", "meldedUcbBelow");
  return meldedLcbExceeds(c, b, n, alpha, -q);
}
