/**
 * Upper binomial tails U(m, b) = P(Binomial(m, x) ≥ b) at one fixed x, for the many (m, b) the
 * power sums ask about, where consecutive requests differ by a step or two in m or b.
 *
 * Each discordant count m keeps one entry (b, U, pmf(m, b)). A request near an entry is answered
 * by walking to it with the exact recurrences
 *   U(m, b+1) = U(m, b) − pmf(m, b)          U(m+1, b) = U(m, b) + x·pmf(m, b−1)
 *   U(m, b−1) = U(m, b) + pmf(m, b−1)        U(m−1, b) = U(m, b) − pmf(m, b)·b/m
 * (one multiply and one divide per step, against O(√m) continued-fraction terms for a fresh
 * tail). Every step adds its rounding to a running bound on the absolute error; when the walk's
 * own error would exceed WALK_REL_TOL of the value (a subtraction deep in a tail cancels), or a
 * value comes near underflow, the entry is recomputed from the log-space incomplete beta
 * (binomLogSf's own formula), so tails below 1e-300 keep their relative precision exactly as
 * before. `lastError` is a bound on |returned − exact-function value| for decisions with margins.
 */
import { logBetaIncXY } from "./beta.js";
import { logDbinomRaw } from "./saddlepoint.js";

const NONE = -1;
const U = 2 ** -53;
/** Largest relative error the walk may add before the entry is recomputed from scratch. */
export const WALK_REL_TOL = 2e-13;
/**
 * Error attributed to a fresh value of the exact functions (an envelope over their measured
 * worst case against R on the reference grid, ~3e-12 for the incomplete beta).
 */
export const ANCHOR_REL_ERR = 4e-12;
/** Below this a value may be subnormal after a few steps: no walking, recompute in log space. */
const TINY = 1e-280;
/** A walk longer than this costs more than a fresh continued fraction. */
const MAX_WALK = 64;

export class UpperTailTable {
  /** Bound on |returned − exact| for the value most recently returned by `upper`. */
  lastError = 0;
  private x = NaN;
  private y = NaN;
  private odds = NaN;
  private certain = false;
  private base = 0;
  private eb = new Int32Array(0);
  private eu = new Float64Array(0);
  /** Absolute error the walk has added to eu since the entry's last fresh computation. */
  private ee = new Float64Array(0);
  private ep = new Float64Array(0);
  /** Relative error bound of ep; Infinity when pmf is unusable (entry must not be walked from). */
  private epe = new Float64Array(0);

  /**
   * `range`: the counts m the table will be asked about, when known (bound-screen.ts's stripes):
   * its memory is then taken once. Thousands of small tables each growing twice cost more in
   * allocations than in the tails they hold.
   */
  constructor(x: number, range?: { readonly from: number; readonly to: number }) {
    this.reset(x, range);
  }

  /**
   * Forgets every entry and moves to another x and, when given, to another range of m, keeping
   * the memory (a search tries many x; bound-screen.ts moves one table from stripe to stripe).
   */
  reset(x: number, range?: { readonly from: number; readonly to: number }): void {
    if (range) {
      const size = range.to - range.from + 1;
      if (this.eb.length < size) this.allocate(range.from, size, false);
      this.base = range.from;
    }
    if (!(x > 0 && x <= 1)) throw new RangeError(`UpperTailTable: x must be in (0, 1], got ${x}`);
    this.x = x;
    this.y = 1 - x;
    this.odds = x / this.y;
    this.certain = x === 1;
    this.eb.fill(NONE);
  }

  get probability(): number {
    return this.x;
  }

  /**
   * Makes entry m addressable. The arrays cover [base, base + length): a single power sum touches
   * only D's window (~2,800 counts around 20,000 at n = 1e5), so memory starts there, not at 0.
   */
  private cover(m: number): void {
    const len = this.eb.length;
    if (m >= this.base && m < this.base + len) return;
    const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - len));
    const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + len);
    this.allocate(lo, Math.max(hi - lo + 1, 64));
  }

  /** Makes every m in [0, top] addressable at once (see RuleThresholds.reserve). */
  reserve(top: number): void {
    const len = this.eb.length;
    if (len > 0 && this.base === 0 && top < len) return;
    this.allocate(0, Math.max(top + 2, len === 0 ? 0 : this.base + len));
  }

  /**
   * The five arrays over [lo, lo + size) on one allocation (one backing store instead of five),
   * keeping the entries already held when `keep`.
   */
  private allocate(lo: number, size: number, keep = true): void {
    const shift = this.eb.length === 0 ? 0 : this.base - lo;
    const buf = new ArrayBuffer(size * 36);
    const view = (old: Float64Array, k: number) => {
      const a = new Float64Array(buf, 8 * k * size, size);
      if (keep) a.set(old, shift);
      return a;
    };
    this.eu = view(this.eu, 0);
    this.ee = view(this.ee, 1);
    this.ep = view(this.ep, 2);
    this.epe = view(this.epe, 3);
    const eb = new Int32Array(buf, 32 * size, size).fill(NONE);
    if (keep) eb.set(this.eb, shift);
    this.eb = eb;
    this.base = lo;
  }

  /** P(Binomial(m, x) ≥ b), relative error within WALK_REL_TOL of the exact log-space value. */
  upper(m: number, b: number): number {
    if (b <= 0) return this.exact(1);
    if (b > m) return this.exact(0);
    if (this.certain) return this.exact(1);
    this.cover(m);
    const cur = this.eb[m - this.base]!;
    if (cur === b) return this.result(m - this.base);
    if (cur !== NONE) {
      if (Math.abs(b - cur) <= MAX_WALK && this.walkB(m, b)) return this.result(m - this.base);
    } else if (this.fromNeighbour(m, b) && this.walkB(m, b)) {
      return this.result(m - this.base);
    }
    this.anchor(m, b);
    return this.result(m - this.base);
  }

  /** The cached b of entry m (NONE when empty) and its value: lets hot loops skip the call. */
  cachedB(m: number): number {
    const i = m - this.base;
    return i >= 0 && i < this.eb.length ? this.eb[i]! : NONE;
  }

  cachedValue(m: number): number {
    return this.eu[m - this.base]!;
  }

  private exact(v: number): number {
    this.lastError = 0;
    return v;
  }

  private result(i: number): number {
    const v = this.eu[i]!;
    this.lastError = this.ee[i]! + ANCHOR_REL_ERR * v;
    return v;
  }

  private anchor(m: number, b: number): void {
    const lnU = logBetaIncXY(this.x, this.y, b, m - b + 1, true);
    const lnP = logDbinomRaw(b, m, this.x, this.y);
    const i = m - this.base;
    this.eb[i] = b;
    this.eu[i] = Math.exp(lnU);
    this.ee[i] = 0;
    const p = Math.exp(lnP);
    this.ep[i] = p;
    // ln p carries ~ulp(|ln p|) absolute error, i.e. that much relative error in p.
    this.epe[i] = p > TINY && Math.exp(lnU) > TINY ? 1e-14 + 8 * U * Math.abs(lnP) : Infinity;
  }

  /** Fills the empty entry m at b from entry m − 1 or m + 1 (one step in m); false if neither is usable. */
  private fromNeighbour(m: number, b: number): boolean {
    const x = this.x;
    const i = m - this.base;
    if (m >= 1 && this.walkable(m - 1)) {
      // (m − 1, b0) → (m, b0): U += x·pmf(m − 1, b0 − 1), pmf(m, b0) = pmf(m − 1, b0)·m/(m − b0)·y.
      const k = m - 1;
      const b0 = this.eb[k - this.base]!;
      if (Math.abs(b - b0) <= MAX_WALK && b0 <= k) {
        const p = this.ep[k - this.base]!;
        const pe = this.epe[k - this.base]!;
        const q = (p * (b0 / (k - b0 + 1))) / this.odds;
        const add = x * q;
        const u1 = this.eu[k - this.base]! + add;
        const p1 = p * (m / (m - b0)) * this.y;
        if (p1 > TINY && u1 > TINY) {
          this.eb[i] = b0;
          this.eu[i] = u1;
          this.ee[i] = this.ee[k - this.base]! + (pe + 7 * U) * add + U * u1;
          this.ep[i] = p1;
          this.epe[i] = pe + 5 * U;
          return this.ee[i]! <= WALK_REL_TOL * u1;
        }
      }
    }
    if (this.walkable(m + 1)) {
      // (m + 1, b0) → (m, b0), b0 ≤ m: U −= pmf(m + 1, b0)·b0/(m + 1), pmf(m, b0) = pmf(m + 1, b0)·(m + 1 − b0)/((m + 1)·y).
      const k = m + 1;
      const b0 = this.eb[k - this.base]!;
      if (Math.abs(b - b0) <= MAX_WALK && b0 <= m) {
        const p = this.ep[k - this.base]!;
        const pe = this.epe[k - this.base]!;
        const sub = p * (b0 / k);
        const u1 = this.eu[k - this.base]! - sub;
        const p1 = (p * ((k - b0) / k)) / this.y;
        if (p1 > TINY && u1 > TINY) {
          this.eb[i] = b0;
          this.eu[i] = u1;
          this.ee[i] = this.ee[k - this.base]! + (pe + 3 * U) * sub + U * u1;
          this.ep[i] = p1;
          this.epe[i] = pe + 5 * U;
          return this.ee[i]! <= WALK_REL_TOL * u1;
        }
      }
    }
    return false;
  }

  private walkable(k: number): boolean {
    const j = k - this.base;
    return j >= 0 && j < this.eb.length && this.eb[j] !== NONE && this.epe[j] !== Infinity;
  }

  /** Moves entry m from its b to `target` one step at a time; false when the error bound or underflow says recompute. */
  private walkB(m: number, target: number): boolean {
    const i = m - this.base;
    let b = this.eb[i]!;
    let u = this.eu[i]!;
    let e = this.ee[i]!;
    let p = this.ep[i]!;
    let pe = this.epe[i]!;
    if (pe === Infinity) return false;
    const odds = this.odds;
    while (b < target) {
      // U(b + 1) = U(b) − pmf(b); pmf(b + 1) = pmf(b)·(m − b)/(b + 1)·x/y.
      const u1 = u - p;
      e += pe * p + U * Math.abs(u1);
      u = u1;
      p = p * ((m - b) / (b + 1)) * odds;
      pe += 5 * U;
      b++;
      if (!(u > TINY && p > TINY && e <= WALK_REL_TOL * u)) return false;
    }
    while (b > target) {
      // pmf(b − 1) = pmf(b)·b/((m − b + 1)·x/y); U(b − 1) = U(b) + pmf(b − 1).
      p = (p * (b / (m - b + 1))) / odds;
      pe += 5 * U;
      u += p;
      e += pe * p + U * u;
      b--;
      if (!(p > TINY && e <= WALK_REL_TOL * u)) return false;
    }
    this.eb[i] = b;
    this.eu[i] = u;
    this.ee[i] = e;
    this.ep[i] = p;
    this.epe[i] = pe;
    return true;
  }
}
