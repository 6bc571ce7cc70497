/**
 * The deflated bound clause of the verdict rule v2 decided for a whole range of n at once
 * (docs/power-speed.md, "One decision for a range of n"), so the power searches decide each
 * (m, b) once instead of once per n.
 *
 * With T_n = Beta(m, n − m + 1) (T_L of a table with m discordant of n), R_n = n·T_n,
 * X = 2B_L − 1 (B_L = Beta(b, m − b + 1)) and κ = E(K)·√m, the clause's CDF is
 *   F_n = P(T_n·X ≤ κ/n) = P(X ≤ κ/R_n) = E φ(R_n),   φ(r) = P(X ≤ κ/r) = P(Bin(m, (1 + κ/r)/2) ≥ b).
 * φ does not depend on n: only R_n's law does, through G_n(r) = P(R_n ≤ r) = P(Bin(n, r/n) ≥ m).
 * Anderson & Samuels (1967, "Some inequalities among binomial and Poisson probabilities", Proc.
 * Fifth Berkeley Symp.) show that the binomial CDF B(k; n, λ/n) is increasing in n when k ≤ λ − 1
 * and decreasing when λ ≤ k. With k = m − 1 and λ = r: G_n(r) is non-increasing in n for r ≥ m
 * and non-decreasing for r ≤ m − 1 (both ends checked numerically in test/stats/melded.test.ts);
 * on the strip (m − 1, m) nothing is assumed. So for every n in [n1, n2], pointwise,
 *   G_n(r) ≤ G_{n1}(r) (r ≥ m),  ≤ G_{n2}(r) (r ≤ m − 1),  ≤ G_n(m) ≤ max(G_{n1}, G_{n2})(m) between,
 * and the reverse with n1 and n2 exchanged (min, at m − 1) from below. Writing F_n = φ(∞) + ∫ G_n dμ
 * with μ = −dφ ≥ 0 (φ is non-increasing), F_n lies between the same integrals of these envelopes.
 * Integrated by parts piece by piece they are sums of ∫ φ·g over r ≤ m − 1 and r ≥ m (g the
 * density of R_{n1} or R_{n2}), the envelopes' values at m − 1 and m, and φ there:
 *   upper = A_lo(g2) + A_hi(g1) + G1(m)·φ(m) − G2(m−1)·φ(m−1) + max(G1, G2)(m)·(φ(m−1) − φ(m)),
 *   lower = A_lo(g1) + A_hi(g2) + G2(m)·φ(m) − G1(m−1)·φ(m−1) + min(G1, G2)(m−1)·(φ(m−1) − φ(m)),
 * with A_lo(g) = ∫_{r ≤ m−1} φ g dr, A_hi(g) = ∫_{r ≥ m} φ g dr; with n1 = n2 both are F_n up to
 * a term on the strip of the right sign. The gap between them is the real movement of F_n over
 * the range plus that strip: ~1e-5 relative at m ~ 40,000 over n ± 25%, where consecutive b move
 * F by ~2%.
 *
 * The integrals are Gauss–Kronrod 15 on fixed panels in r (as the loose pass of compareLowerCdf),
 * each deciding only when clear of α by its K15 − G7 gaps, the mass left outside the panels
 * (Chernoff bounds), a floor on the tolerance and a margin; a finer rule when the coarse one is too
 * close; otherwise no answer (the caller decides at each n).
 */
import { logBetaDensity, logBetaIncXY } from "./beta.js";
import { WG, WG_CENTRE, WGK, WGK_CENTRE, XGK } from "./melded.js";
import { logDbinomRaw } from "./saddlepoint.js";

/** Below this many discordant pairs the strip (m − 1, m) is a large share of R's spread: not tried. */
export const RANGE_MIN_M = 32;
/** Nodes whose weight × density is below this are not evaluated; their weight goes to the error. */
const NEGLIGIBLE = 1e-13;
const GL3_NODE = Math.sqrt(3 / 5);
const GL3_EDGE = 5 / 9;
const GL3_CENTRE = 8 / 9;

/** ln KL(a ∥ p) Chernoff exponent: n·KL(a ∥ p) for a, p in (0, 1). */
function kl(a: number, p: number): number {
  const left = a === 0 ? 0 : a * Math.log(a / p);
  const right = a === 1 ? 0 : (1 - a) * Math.log((1 - a) / (1 - p));
  return left + right;
}

/** Upper bound on P(R_n < r) = P(Bin(n, r/n) ≥ m) (Chernoff), for r below R_n's mean. */
function lowerTailBound(m: number, n: number, r: number): number {
  if (r <= 0) return 0;
  const p = r / n;
  if (p >= m / n) return 1;
  return Math.min(1, Math.exp(-n * kl(m / n, p)));
}

/** Upper bound on P(R_n > r) = P(Bin(n, r/n) ≤ m − 1) (Chernoff), for r above R_n's mean. */
function upperTailBound(m: number, n: number, r: number): number {
  if (r >= n) return 0;
  const p = r / n;
  const a = (m - 1) / n;
  if (p <= a) return 1;
  return Math.min(1, Math.exp(-n * kl(a, p)));
}

/** sd multiples of the panels' inner cuts on each side of the strip (m − 1, m), per refinement level. */
const CUTS: readonly (readonly number[])[] = [
  [1.5, 4],
  [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6.5, 8],
];
/** Floor on each level's tolerance, relative to α (the coarse rule's |K − G| is an estimate). */
const TOL_FLOOR = [1e-4, 1e-8];

class RangeRule {
  private m = -1;
  private n1 = -1;
  private n2 = -1;
  private kappa = NaN;
  private level = -1;
  /** Indices of φ(m − 1) and φ(m) (nodes without weight between the two pieces). */
  private atA = 0;
  private atB = 0;
  // Per-panel sums of one evaluation.
  private k1 = new Float64Array(0);
  private g1 = new Float64Array(0);
  private k2 = new Float64Array(0);
  private g2 = new Float64Array(0);
  private count = 0;
  private x = new Float64Array(0);
  private xc = new Float64Array(0);
  /** Kronrod and Gauss weights × density of R_{n1} (w?1) and R_{n2} (w?2) at each node. */
  private wk1 = new Float64Array(0);
  private wg1 = new Float64Array(0);
  private wk2 = new Float64Array(0);
  private wg2 = new Float64Array(0);
  private panelOf = new Int32Array(0);
  private panels = 0;
  /** Panels below m − 1 are [0, lowPanels); the rest lie above m. */
  private lowPanels = 0;
  private skip = new Uint8Array(0);
  private filledB = -1;
  private tail = new Float64Array(0);
  private pmf = new Float64Array(0);
  // Per-panel masses of g1 and g2 (K and G), and the bounds on what lies outside the panels.
  private massK1 = new Float64Array(0);
  private massG1 = new Float64Array(0);
  private massK2 = new Float64Array(0);
  private massG2 = new Float64Array(0);
  private outLo1 = 0;
  private outLo2 = 0;
  private outHi1 = 0;
  private outHi2 = 0;
  /** Weight left out with skipped nodes (bounds their share of any ∫ φ·g, φ ≤ 1). */
  private skipped1 = 0;
  private skipped2 = 0;
  usable = false;

  setUp(m: number, n1: number, n2: number, kappa: number, level: number): void {
    if (m === this.m && n1 === this.n1 && n2 === this.n2 && kappa === this.kappa && level === this.level) return;
    this.m = m;
    this.n1 = n1;
    this.n2 = n2;
    this.kappa = kappa;
    this.level = level;
    const sd = (n: number) => n * Math.sqrt((m * (n - m + 1)) / ((n + 1) * (n + 1) * (n + 2)));
    const s = Math.max(sd(n1), sd(n2), 1);
    const mean1 = (m * n1) / (n1 + 1);
    const mean2 = (m * n2) / (n2 + 1);
    const lo = Math.max(0, Math.min(mean1, mean2) - 10 * s);
    const hi = Math.min(n2, Math.max(mean1, mean2) + 10 * s);
    const a = m - 1;
    const b = m;
    this.usable = m >= RANGE_MIN_M && lo < a && hi > b && n1 >= m && n2 >= n1;
    if (!this.usable) return;
    const inner = CUTS[level]!;
    const low: number[] = [a];
    for (const k of inner) if (a - k * s > lo) low.unshift(a - k * s);
    low.unshift(lo);
    const high: number[] = [b];
    for (const k of inner) if (b + k * s < hi) high.push(b + k * s);
    high.push(hi);
    this.lowPanels = low.length - 1;
    this.panels = this.lowPanels + high.length - 1;
    const size = 15 * this.panels + 2;
    if (this.x.length < size) {
      for (const f of ["x", "xc", "wk1", "wg1", "wk2", "wg2", "tail", "pmf"] as const) this[f] = new Float64Array(size);
      this.panelOf = new Int32Array(size);
      this.skip = new Uint8Array(size);
    }
    if (this.massK1.length < this.panels) {
      for (const f of ["massK1", "massG1", "massK2", "massG2", "k1", "g1", "k2", "g2"] as const)
        this[f] = new Float64Array(this.panels);
    }
    this.massK1.fill(0);
    this.massG1.fill(0);
    this.massK2.fill(0);
    this.massG2.fill(0);
    this.skipped1 = 0;
    this.skipped2 = 0;
    // R_n's density from one exact value at r0 = m by the ratio of the Beta kernels
    // (m − 1)·ln(r/r0) + (n − m)·ln((n − r)/(n − r0)), in log1p form.
    const ref = (n: number) => (m < n ? logBetaDensity(m / n, (n - m) / n, m, n - m + 1) - Math.log(n) : NaN);
    const ref1 = ref(n1);
    const ref2 = ref(n2);
    const density = (r: number, n: number, l0: number): number => {
      if (!(r > 0 && r < n)) return 0;
      if (Number.isNaN(l0)) return Math.exp(logBetaDensity(r / n, (n - r) / n, m, n - m + 1)) / n;
      return Math.exp(l0 + (m - 1) * Math.log1p((r - m) / m) + (n - m) * Math.log1p((m - r) / (n - m)));
    };
    let i = 0;
    const put = (r: number, wk: number, wg: number, panel: number) => {
      const u = kappa / r;
      this.x[i] = (1 + u) / 2;
      this.xc[i] = (1 - u) / 2;
      const d1 = density(r, n1, ref1);
      const d2 = density(r, n2, ref2);
      this.wk1[i] = wk * d1;
      this.wg1[i] = wg * d1;
      this.wk2[i] = wk * d2;
      this.wg2[i] = wg * d2;
      this.panelOf[i] = panel;
      if (panel >= 0) {
        this.massK1[panel]! += wk * d1;
        this.massG1[panel]! += wg * d1;
        this.massK2[panel]! += wk * d2;
        this.massG2[panel]! += wg * d2;
      }
      const negligible = panel >= 0 && Math.max(wk * d1, wk * d2) < NEGLIGIBLE;
      this.skip[i] = negligible ? 1 : 0;
      if (negligible) {
        this.skipped1 += wk * d1 + wg * d1;
        this.skipped2 += wk * d2 + wg * d2;
      }
      i++;
    };
    // Nodes in ascending r (so descending x, the order chain() walks backwards): each panel's
    // Kronrod abscissae from the left, the centre, then to the right; φ(m − 1) and φ(m)
    // between the two pieces.
    const panelNodes = (left: number, right: number, panel: number) => {
      const half = (right - left) / 2;
      const mid = left + half;
      for (let k = 0; k < 7; k++)
        put(mid - half * XGK[k]!, WGK[k]! * half, k % 2 === 1 ? WG[(k - 1) / 2]! * half : 0, panel);
      put(mid, WGK_CENTRE * half, WG_CENTRE * half, panel);
      for (let k = 6; k >= 0; k--)
        put(mid + half * XGK[k]!, WGK[k]! * half, k % 2 === 1 ? WG[(k - 1) / 2]! * half : 0, panel);
    };
    let panel = 0;
    for (let j = 0; j + 1 < low.length; j++) panelNodes(low[j]!, low[j + 1]!, panel++);
    this.atA = i;
    put(a, 0, 0, -1);
    this.atB = i;
    put(b, 0, 0, -1);
    for (let j = 0; j + 1 < high.length; j++) panelNodes(high[j]!, high[j + 1]!, panel++);
    this.count = i;
    this.filledB = -1;
    this.outLo1 = lowerTailBound(m, n1, lo);
    this.outLo2 = lowerTailBound(m, n2, lo);
    this.outHi1 = upperTailBound(m, n1, hi);
    this.outHi2 = upperTailBound(m, n2, hi);
  }

  /**
   * φ at every node for threshold b. From a neighbouring b each node walks by the binomial pmf
   * (P(≥ b − 1) = P(≥ b) + pmf(b − 1), P(≥ b + 1) = P(≥ b) − pmf(b)); otherwise, or when a step
   * down would cancel, the nodes are filled afresh: one incomplete beta at the smallest x, then up
   * the sorted nodes by adding ∫ of B_L's density over each gap (3-point Gauss–Legendre: the
   * gaps are a small share of B_L's spread, so its error is far below the rule's tolerances).
   */
  private fill(b: number): void {
    if (b === this.filledB) return;
    if (this.filledB > 0 && Math.abs(b - this.filledB) <= 3 && this.walk(b)) {
      this.filledB = b;
      return;
    }
    this.chain(b);
    this.filledB = b;
  }

  private walk(b: number): boolean {
    const m = this.m;
    const from = this.filledB;
    for (let i = 0; i < this.count; i++) {
      if (this.xc[i]! <= 0 || this.skip[i]) continue;
      const odds = this.x[i]! / this.xc[i]!;
      let u = this.tail[i]!;
      let p = this.pmf[i]!;
      let cb = from;
      while (cb > b) {
        p *= cb / ((m - cb + 1) * odds);
        u += p;
        cb--;
      }
      while (cb < b) {
        const next = u - p;
        if (!(next > 1e-6 * u)) return false;
        u = next;
        p *= ((m - cb) * odds) / (cb + 1);
        cb++;
      }
      this.tail[i] = u;
      this.pmf[i] = p;
    }
    return true;
  }

  private chain(b: number): void {
    const m = this.m;
    const shapeA = b;
    const shapeB = m - b + 1;
    let first = -1;
    let x0 = 0;
    let xc0 = 0;
    let logDensity0 = 0;
    let logPmf0 = 0;
    let prevX = 0;
    let u = 0;
    for (let i = this.count - 1; i >= 0; i--) {
      const x = this.x[i]!;
      const xc = this.xc[i]!;
      if (xc <= 0) {
        this.tail[i] = 1;
        this.pmf[i] = 0;
        continue;
      }
      if (this.skip[i]) continue;
      if (first < 0) {
        first = i;
        x0 = x;
        xc0 = xc;
        u = Math.exp(logBetaIncXY(x, xc, shapeA, shapeB, true));
        logDensity0 = logBetaDensity(x, xc, shapeA, shapeB);
        logPmf0 = logDbinomRaw(b, m, x, xc);
      } else {
        const half = (x - prevX) / 2;
        const mid = prevX + half;
        const dx = half * GL3_NODE;
        const f = (y: number) =>
          Math.exp(logDensity0 + (shapeA - 1) * Math.log1p((y - x0) / x0) + (shapeB - 1) * Math.log1p((x0 - y) / xc0));
        u += half * (GL3_EDGE * (f(mid - dx) + f(mid + dx)) + GL3_CENTRE * f(mid));
      }
      prevX = x;
      this.tail[i] = Math.min(1, u);
      this.pmf[i] = Math.exp(logPmf0 + b * Math.log1p((x - x0) / x0) + (m - b) * Math.log1p((x0 - x) / xc0));
    }
  }

  /** Bounds on F_n over the range for threshold b: sup ≤ upper + errUpper, inf ≥ lower − errLower. */
  evaluate(b: number): { upper: number; lower: number; errUpper: number; errLower: number } {
    const P = this.panels;
    const { k1, g1, k2, g2 } = this;
    k1.fill(0);
    g1.fill(0);
    k2.fill(0);
    g2.fill(0);
    this.fill(b);
    for (let i = 0; i < this.count; i++) {
      const j = this.panelOf[i]!;
      if (j < 0 || this.skip[i]) continue;
      const f = this.tail[i]!;
      k1[j]! += this.wk1[i]! * f;
      g1[j]! += this.wg1[i]! * f;
      k2[j]! += this.wk2[i]! * f;
      g2[j]! += this.wg2[i]! * f;
    }
    const phiA = this.tail[this.atA]!; // φ(m − 1)
    const phiB = this.tail[this.atB]!; // φ(m)
    const sum = (k: Float64Array, g: Float64Array, from: number, to: number) => {
      let v = 0;
      let e = 0;
      for (let j = from; j < to; j++) {
        v += k[j]!;
        e += Math.abs(k[j]! - g[j]!);
      }
      return { v, e };
    };
    const L = this.lowPanels;
    const aLo1 = sum(k1, g1, 0, L);
    const aLo2 = sum(k2, g2, 0, L);
    const aHi1 = sum(k1, g1, L, P);
    const aHi2 = sum(k2, g2, L, P);
    const mLo1 = sum(this.massK1, this.massG1, 0, L);
    const mLo2 = sum(this.massK2, this.massG2, 0, L);
    const mHi1 = sum(this.massK1, this.massG1, L, P);
    const mHi2 = sum(this.massK2, this.massG2, L, P);
    const strip = phiA - phiB; // ≥ 0: φ is non-increasing in r
    // Upper: G1(m) ≤ 1 − M_hi(g1), G2(m−1) ≥ M_lo(g2), the parts outside the panels added.
    const g1Top = 1 - mHi1.v;
    const g2Top = 1 - mHi2.v;
    const upper =
      aLo2.v + aHi1.v + g1Top * phiB - mLo2.v * phiA + Math.max(g1Top, g2Top) * strip + this.outLo2 + this.outHi1;
    const errUpper = aLo2.e + aHi1.e + mHi1.e + mLo2.e + Math.max(mHi1.e, mHi2.e) + this.skipped1 + this.skipped2;
    // Lower: G2(m) ≥ 1 − M_hi(g2) − out, G1(m−1) ≤ M_lo(g1) + out, min(G1, G2)(m−1) ≥ min of the masses.
    const lower =
      aLo1.v +
      aHi2.v +
      (1 - mHi2.v - this.outHi2) * phiB -
      (mLo1.v + this.outLo1) * phiA +
      Math.min(mLo1.v, mLo2.v) * strip;
    const errLower = aLo1.e + aHi2.e + mHi2.e + mLo1.e + Math.max(mLo1.e, mLo2.e) + this.skipped1 + this.skipped2;
    return { upper, lower, errUpper, errLower };
  }
}

const rule = new RangeRule();

/**
 * −1 when P(T_n·X_L ≤ κ/n) < α for every n in [n1, n2] (the deflated bound clause fires at every
 * n of the range), +1 when it is ≥ α at every n (it fires at none), 0 when neither is certain.
 * κ = E(K)·√m with m = b + c; `margin` is the relative distance from α a decision must keep
 * beyond the error bounds (module comment).
 */
export function compareLowerCdfOverRange(
  b: number,
  c: number,
  n1: number,
  n2: number,
  kappa: number,
  alpha: number,
  margin: number,
): -1 | 0 | 1 {
  const m = b + c;
  if (b < 1) return 0;
  for (let level = 0; level < CUTS.length; level++) {
    rule.setUp(m, n1, n2, kappa, level);
    if (!rule.usable) return 0;
    const r = rule.evaluate(b);
    const floor = TOL_FLOOR[level]! * alpha;
    if (r.upper + Math.max(r.errUpper, floor) + margin * alpha < alpha) return -1;
    if (r.lower - Math.max(r.errLower, floor) - margin * alpha >= alpha) return 1;
    // Clearly inside the gap between the bounds: a finer rule cannot help.
    if (r.lower + r.errLower < alpha && r.upper - r.errUpper >= alpha) return 0;
  }
  return 0;
}
