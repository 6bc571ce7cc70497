/**
 * The rejection region of the verdict rule for each discordant count m, as the power sums need
 * it: R_m = { b ≥ b*(m, n) }. For b ≤ m/2 the rule cannot fire (π_L ≤ b/m ≤ ½, so the deflated
 * bound is ≤ 0); for b > m/2 the p-value falls and the deflated bound rises with b, so R_m is an
 * upper set, and b* is found by evaluating the rule itself at b* and b* − 1 (tests compare R_m
 * with a brute-force evaluation of every b).
 *
 * Every decision is the one detectionFires (rule.ts) makes; only the way of reaching it is cheaper:
 * - The test clause reads P(Bin(m, ½) ≥ b) from a table walked along m and b (O(1) per m instead
 *   of a continued fraction) and defers to testClause itself whenever the walked value is within
 *   DECISION_MARGIN of the level.
 * - Without deflation (K = 1) the bound clause is π_L > ½, i.e. P(Bin(m, ½) ≥ b) below the bound's
 *   level: the same table decides it, with the same deferral; no inverse beta is computed.
 * - With deflation, π_L (an inverse beta) is cached per (m, b), and each decision certified by a
 *   margin is remembered as a range of n: n·bound(n) = m(2π_L − 1) − E·√(m − d²/n) falls as n
 *   grows, so "fires at n" holds for every smaller n and "does not fire at n" for every larger n.
 *   The margin covers the rounding of adjustedLowerBound, so the float result there agrees.
 */
import { adjustedLowerBound, lowerPi, testClause, type CompiledRule } from "./rule.js";
import { logBetaIncXY } from "./beta.js";
import { ANCHOR_REL_ERR, UpperTailTable } from "./tail-table.js";

const NONE = -1;
const SLOTS = 4;
/** piV marker: π_L not computed, one decision already made from a tail. */
const TAIL_USED = -1;
const ULP = 2 ** -53;
/**
 * A clause is decided from a walked tail only when the tail is this far (relatively, beyond the
 * walk's own error bound) from the level; closer calls go to the rule's own functions, whose error
 * against R is ~1e-12, so the decision is theirs.
 */
export const DECISION_MARGIN = 1e-6;

export class RuleThresholds {
  private base = 0;
  private testMin = new Int32Array(0); // smallest b > m/2 with p < α/M; m + 1 when none; NONE unknown
  private bStar = new Int32Array(0); // last b* found at this m; NONE unknown
  // b*[m] is known to hold for vLo[m] ≤ n ≤ vHi[m] (certified ranges; K = 1: every n).
  private vLo = new Float64Array(0);
  private vHi = new Float64Array(0);
  // π_L cache, SLOTS per m keyed by b, with the certified ranges of n: fires for n ≤ hi, not for n ≥ lo.
  private piB = new Int32Array(0);
  private piV = new Float64Array(0);
  private piHi = new Float64Array(0);
  private piLo = new Float64Array(0);
  /** P(Binomial(m, ½) ≥ b): the one-sided McNemar p. */
  private readonly half = new UpperTailTable(0.5);
  /** The test clause is P(Bin(m, ½) ≥ b) below this: α/M one-sided, α/(2M) two-sided (p = 2·tail). */
  private readonly testLevel: number;
  /** 16 ulps of the terms of n·bound: twice a bound on the rounding of adjustedLowerBound, times n. */
  private readonly emaxSlack: number;

  constructor(readonly rule: CompiledRule) {
    this.testLevel = rule.sided === "one-sided" ? rule.pThreshold : rule.pThreshold / 2;
    this.emaxSlack = 16 * ULP * rule.emax;
  }

  /** b*(m, n): the rule fires with m discordant of n exactly when b ≥ b*; m + 1 when never. */
  threshold(m: number, n: number): number {
    const i = m - this.base;
    if (i >= 0 && i < this.bStar.length) {
      const b = this.bStar[i]!;
      if (b !== NONE && (this.rule.emax === 0 || (n >= this.vLo[i]! && n <= this.vHi[i]!))) return b;
    }
    return this.search(m, n);
  }

  /**
   * Makes m and its neighbours addressable. The arrays cover [base, base + length): a single
   * power sum touches only D's window, so memory starts there, not at m = 0 (page faults on fresh
   * memory cost more than the arithmetic here).
   */
  private cover(m: number): void {
    const len = this.testMin.length;
    if (m - 1 >= this.base && m + 1 < this.base + len) return;
    const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - 1 - len));
    const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + 1 + len);
    const size = Math.max(hi - lo + 1, 64);
    const shift = len === 0 ? 0 : this.base - lo;
    const moved = <T extends Int32Array | Float64Array>(old: T, a: T, fill: number, per = 1): T => {
      a.fill(fill);
      a.set(old, per * shift);
      return a;
    };
    this.testMin = moved(this.testMin, new Int32Array(size), NONE);
    this.bStar = moved(this.bStar, new Int32Array(size), NONE);
    this.base = lo;
    if (this.rule.emax === 0) return; // no deflation: thresholds do not depend on n, no π_L cache
    this.vLo = moved(this.vLo, new Float64Array(size), Infinity);
    this.vHi = moved(this.vHi, new Float64Array(size), -Infinity);
    this.piB = moved(this.piB, new Int32Array(SLOTS * size), NONE, SLOTS);
    this.piV = moved(this.piV, new Float64Array(SLOTS * size), NaN, SLOTS);
    this.piHi = moved(this.piHi, new Float64Array(SLOTS * size), -Infinity, SLOTS);
    this.piLo = moved(this.piLo, new Float64Array(SLOTS * size), Infinity, SLOTS);
  }

  /** The test clause for b > m/2: p < α/M. */
  private passesTest(b: number, m: number): boolean {
    if (b > m) return false;
    const c = this.compareHalfTail(b, m, this.testLevel);
    return c === 0 ? testClause(b, m - b, this.rule) : c < 0;
  }

  /** Smallest b with b > m/2 passing the test clause; m + 1 when there is none. */
  private smallestPassing(m: number): number {
    this.cover(m);
    const i = m - this.base;
    const cached = this.testMin[i]!;
    if (cached !== NONE) return cached;
    const floor = Math.floor(m / 2) + 1;
    // Start from a neighbour's threshold: the exact test's threshold moves by at most one per m.
    const left = i > 0 ? this.testMin[i - 1]! : NONE;
    const right = i + 1 < this.testMin.length ? this.testMin[i + 1]! : NONE;
    const hint = left !== NONE ? left : right !== NONE ? right : floor;
    let b = Math.min(Math.max(floor, hint), m + 1);
    if (this.passesTest(b, m)) {
      while (b - 1 >= floor && this.passesTest(b - 1, m)) b--;
    } else {
      b = this.gallopTest(b, m);
    }
    this.testMin[i] = b;
    return b;
  }

  /** First b ≥ from passing the test clause (monotone in b on (m/2, m]); m + 1 when none. */
  private gallopTest(from: number, m: number): number {
    let lo = from; // fails at lo
    let step = 1;
    let hi = from + step;
    while (hi <= m && !this.passesTest(hi, m)) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > m) {
      if (!this.passesTest(m, m)) return m + 1;
      hi = m;
    }
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (this.passesTest(mid, m)) hi = mid;
      else lo = mid;
    }
    return hi;
  }

  /** Index of the slot for (m, b), claiming one on a miss (evicting the slot farthest from b). */
  private slot(b: number, m: number): number {
    const base = SLOTS * (m - this.base);
    let far = base;
    let farDist = -1;
    for (let i = base; i < base + SLOTS; i++) {
      const sb = this.piB[i]!;
      if (sb === b) return i;
      const dist = sb === NONE ? Infinity : Math.abs(sb - b);
      if (dist > farDist) {
        farDist = dist;
        far = i;
      }
    }
    this.piB[far] = b;
    this.piV[far] = NaN; // π_L not computed yet
    this.piHi[far] = -Infinity;
    this.piLo[far] = Infinity;
    return far;
  }

  /**
   * Relative distance from a level beyond which a tail decides π_L against x: the bound's
   * rounding (≤ 8 ulps of its terms) must be far below what the margin guarantees, π_L − x ≥
   * margin·level / (largest Beta(b, m − b + 1) density, ≤ m).
   */
  private marginFor(m: number, level: number): number {
    return Math.max(DECISION_MARGIN, (64 * ULP * m) / level);
  }

  /** −1: P(Bin(m, ½) ≥ b) < level beyond doubt; +1: ≥ level beyond doubt; 0: too close to call. */
  private compareHalfTail(b: number, m: number, level: number): number {
    const s = this.half.upper(m, b);
    const slack = this.half.lastError + this.marginFor(m, level) * level;
    if (s + slack < level) return -1;
    if (s - slack > level) return 1;
    return 0;
  }

  /** Does the rule fire at (b, c = m − b, n), given that b passes the test clause? */
  private fires(b: number, m: number, n: number): boolean {
    if (this.rule.emax === 0) {
      // No deflation: the bound is (m/n)(2π_L − 1), positive iff π_L > ½ iff P(Bin(m, ½) ≥ b) is
      // below the bound's level (π_L solves I_π(b, m − b + 1) = level; I_½(b, m − b + 1) is the tail).
      const c = this.compareHalfTail(b, m, this.rule.lcbAlpha);
      if (c !== 0) return c < 0;
      return adjustedLowerBound(lowerPi(b, m, this.rule), b, m - b, n, this.rule) > 0;
    }
    const i = this.slot(b, m);
    if (n <= this.piHi[i]!) return true;
    if (n >= this.piLo[i]!) return false;
    const known = this.piV[i]!;
    if (Number.isNaN(known)) {
      // First question at (m, b): one tail instead of an inverse beta (a single power sum asks
      // each (m, b) once). The bound is positive iff π_L > x* = ½ + E·√(m − d²/n)/(2m), iff
      // P(Bin(m, x*) ≥ b) < level (the tail rises with x).
      this.piV[i] = TAIL_USED;
      const level = this.rule.lcbAlpha;
      const d = 2 * b - m;
      const xStar = 0.5 + (this.rule.emax * Math.sqrt(Math.max(0, m - (d * d) / n))) / (2 * m);
      if (xStar < 1) {
        const tail = Math.exp(logBetaIncXY(xStar, 1 - xStar, b, m - b + 1, true));
        const slack = (ANCHOR_REL_ERR + this.marginFor(m, level)) * level;
        if (tail + slack < level) {
          this.piHi[i] = n;
          return true;
        }
        if (tail - slack > level) {
          this.piLo[i] = n;
          return false;
        }
      }
    }
    if (Number.isNaN(known) || known === TAIL_USED) {
      // Asked again at an n no certificate covers (a search): π_L answers every n at once.
      this.computePi(i, b, m);
      if (n <= this.piHi[i]!) return true;
      if (n >= this.piLo[i]!) return false;
    }
    return this.certify(i, b, m, n);
  }

  /**
   * π_L for slot i, and the n where its bound changes sign: n·bound = m(2π_L − 1) − E·√(m − d²/n)
   * is zero at N = d²/(m − c²), c = m(2π_L − 1)/E; the rule is certified on each side of N.
   */
  private computePi(i: number, b: number, m: number): void {
    const piL = lowerPi(b, m, this.rule);
    this.piV[i] = piL;
    const c = (m * (2 * piL - 1)) / this.rule.emax;
    const d = 2 * b - m;
    if (c <= 0) {
      this.certify(i, b, m, m);
      return;
    }
    const crossing = m - c * c <= 0 ? Infinity : (d * d) / (m - c * c);
    if (crossing === Infinity || crossing > 2 ** 52) {
      this.certify(i, b, m, 2 ** 52);
      return;
    }
    const below = Math.floor(crossing * (1 - 1e-9)) - 1;
    if (below >= 1) this.certify(i, b, m, below);
    this.certify(i, b, m, Math.ceil(crossing * (1 + 1e-9)) + 1);
  }

  /** The rule's own decision at n from the cached π_L, remembered as a range of n when clear of rounding. */
  private certify(i: number, b: number, m: number, n: number): boolean {
    const piL = this.piV[i]!;
    const v = adjustedLowerBound(piL, b, m - b, n, this.rule);
    // |rounding of v|·n ≤ 8 ulps of (m|2π_L − 1| + E√m); certify only beyond twice that.
    const slack = 16 * ULP * m * Math.abs(2 * piL - 1) + this.emaxSlack * Math.sqrt(m);
    const scaled = v * n;
    if (scaled > slack) this.piHi[i] = Math.max(this.piHi[i]!, n);
    else if (scaled < -slack) this.piLo[i] = Math.min(this.piLo[i]!, n);
    return v > 0;
  }

  private search(m: number, n: number): number {
    const lo = this.smallestPassing(m);
    if (lo > m) {
      // The test clause never passes: no n changes that.
      const i = m - this.base;
      this.bStar[i] = m + 1;
      if (this.rule.emax !== 0) {
        this.vLo[i] = 0;
        this.vHi[i] = Infinity;
      }
      return m + 1;
    }
    const i = m - this.base; // smallestPassing covered m and its neighbours
    const known = this.bStar[i]!;
    const left = i > 0 ? this.bStar[i - 1]! : NONE;
    const right = i + 1 < this.bStar.length ? this.bStar[i + 1]! : NONE;
    const hint = known !== NONE ? known : left !== NONE ? left : right;
    let b = hint === NONE ? lo : Math.min(Math.max(lo, hint), m);
    if (this.fires(b, m, n)) {
      while (b > lo && this.fires(b - 1, m, n)) b--;
    } else {
      // Neighbouring m and n move b* by a step or two; gallop only when a walk would be long.
      let steps = 0;
      while (b <= m && !this.fires(b, m, n)) {
        b++;
        if (++steps === 8) {
          b = this.gallopFires(b, m, n);
          break;
        }
      }
    }
    const j = m - this.base; // unchanged by the searches above: they only touch m
    this.bStar[j] = b;
    if (this.rule.emax !== 0) {
      // Where b* is certified: b* fires (for n up to its certificate) and b* − 1 does not (from its).
      this.vHi[j] = b > m ? Infinity : this.piHi[this.slot(b, m)]!;
      this.vLo[j] = b === lo ? 0 : this.piLo[this.slot(b - 1, m)]!;
    }
    return b;
  }

  /** First b ≥ from where the rule fires (monotone in b on (m/2, m]); m + 1 when none. */
  private gallopFires(from: number, m: number, n: number): number {
    if (from > m) return m + 1;
    if (this.fires(from, m, n)) return from;
    let lo = from;
    let step = 1;
    let hi = from + 1;
    while (hi <= m && !this.fires(hi, m, n)) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > m) {
      if (!this.fires(m, m, n)) return m + 1;
      hi = m;
    }
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (this.fires(mid, m, n)) hi = mid;
      else lo = mid;
    }
    return hi;
  }
}
