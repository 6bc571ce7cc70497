/**
 * The rejection region of the verdict rule v2 for each discordant count m, as the power sums need
 * it: R_m = { b ≥ b*(m, n) }. For b ≤ m/2 the rule cannot fire (the one-sided p is ≥ ½); above,
 * the p-value falls and the melded lower bound rises with b (B_L = Beta(b, m − b + 1) grows
 * stochastically with b), so R_m is an upper set, and b* is found by evaluating the rule itself at
 * b* and b* − 1 (tests compare R_m with a brute-force evaluation of every b).
 *
 * Every decision is the one detectionFires (rule.ts) makes; only the way of reaching it is cheaper:
 * - The test clause reads P(Bin(m, ½) ≥ b) from a table walked along m and b (O(1) per m instead
 *   of a continued fraction) and defers to testClause itself whenever the walked value is within
 *   DECISION_MARGIN of the level.
 * - Without deflation (K = 1) the bound clause is the one-sided p below the bound's level (the
 *   melded duality): the same table decides it, with the same deferral; no quadrature at all.
 * - With deflation a bound-clause decision is first taken for a whole range of n around the n
 *   asked (melded-range.ts: bounds on the clause's CDF at every n of the range, from Anderson &
 *   Samuels' monotonicity), so a search decides each (m, b) once, not once per n; envelopes far
 *   from the target use the n-free screens of bound-screen.ts. Only when neither settles it is the
 *   bound clause boundClause itself (one quadrature, meldedLcbExceeds), and such a decision asked
 *   again at another n certifies a range of n by the bounding CDFs below. With T_n = Beta(m,
 *   n − m + 1) (stochastically decreasing in n), q_n = E·√m/n (decreasing) and P(T·X ≤ q)
 *   decreasing in T and increasing in q (docs/statistics.md), every n in [n1, n2] has
 *   P(T_{n1}·X ≤ q_{n2}) ≤ F_n(q_n) ≤ P(T_{n2}·X ≤ q_{n1}): the right end below α certifies
 *   "fires" on the whole range, the left end at or above α "does not fire". The same two
 *   quantities give b*'s range over a block of n for the searches' envelopes (blockLow, blockHigh).
 */
import { boundClause, testClause, type CompiledRule } from "./rule.js";
import { compareLowerCdf } from "./melded.js";
import { compareLowerCdfOverRange } from "./melded-range.js";
import { BoundScreen } from "./bound-screen.js";
import { UpperTailTable } from "./tail-table.js";

// Every cache starts as zeros, the "unknown" of each array, so growing one is a fresh allocation
// and a copy, never a fill: a fill writes every page of memory the search may never use, and on a
// loaded 2-core machine those page faults cost more than the arithmetic (~50 ms for 12 MB).
// NONE: no b is 0 (b > m/2 ≥ 0, or m + 1 ≥ 1).
const NONE = 0;
// Ends of ranges of n (Int32: half the memory of doubles, which the searches fill for ~10⁵ counts):
// TOP stands for +∞; [EMPTY, EMPTY] holds no n (every n asked is ≥ 1), and lastN = EMPTY is "no n yet".
const TOP = 0x7fffffff;
const EMPTY = 0;
const SLOTS = 4;
const ULP = 2 ** -53;
/**
 * A clause is decided from a walked tail only when the tail is this far (relatively, beyond the
 * walk's own error bound) from the level; closer calls go to the rule's own functions, whose error
 * against R is ~1e-12, so the decision is theirs.
 */
export const DECISION_MARGIN = 1e-6;
/**
 * Relative distance from α a certificate's bounding CDF must keep: far above the margin
 * boundClause's own quadratures decide with (1e-7), so at every n a certificate covers,
 * boundClause reaches the same answer.
 */
const CERT_MARGIN = 1e-5;
/** Blocks of n wider than n1/WIDE_BLOCK get the test clause's bounds on b* only (blockLow, blockHigh). */
const WIDE_BLOCK = 4;
/**
 * A bound-clause decision asked at n is first tried for every n in [n/r, n·r] at once, r from
 * this list in turn (melded-range.ts): the searches then ask about the same (m, b) at many n for
 * the price of one; the narrower range decides most of the calls the wider one leaves open (its
 * bounds are closer together).
 */
const RANGES = [1.25, 1.004, 1.0001];
/**
 * Relative distance from α a range decision keeps beyond its error bounds: the margin boundClause
 * itself decides with (EXCEEDS_MARGIN, 1e-7), ~1e4 times the error of its CDFs (~1e-12
 * absolute), so at every n of the range boundClause reaches the same answer.
 */
const RANGE_MARGIN = 1e-7;

export class RuleThresholds {
  private base = 0;
  private testMin = new Int32Array(0); // smallest b > m/2 with p < α/(MK); m + 1 when none; NONE unknown
  private bStar = new Int32Array(0); // last b* found at this m; NONE unknown
  // b*[m] is known to hold for vLo[m] ≤ n ≤ vHi[m] (K = 1: every n).
  private vLo = new Int32Array(0);
  private vHi = new Int32Array(0);
  // Bound-clause decisions, SLOTS per m keyed by b: certified ranges of n where it fires
  // [fLo, fHi] and where it does not [xLo, xHi], and the n of the last uncertified decision.
  private slotB = new Int32Array(0);
  private fLo = new Int32Array(0);
  private fHi = new Int32Array(0);
  private xLo = new Int32Array(0);
  private xHi = new Int32Array(0);
  private lastN = new Int32Array(0);
  // Hints for blockLow / blockHigh: the last answers at this m.
  private hintLo = new Int32Array(0);
  private hintHi = new Int32Array(0);
  // The screen's bounds on b* at this m (they hold at every n); NONE unknown.
  private screenLo = new Int32Array(0);
  private screenHi = new Int32Array(0);
  /** P(Binomial(m, ½) ≥ b): the one-sided McNemar p. */
  private readonly half = new UpperTailTable(0.5);
  /** The test clause is P(Bin(m, ½) ≥ b) below this: α/(MK) one-sided, α/(2MK) two-sided (p = 2·tail). */
  private readonly testLevel: number;

  /** Bounds on the bound clause at every n at once, for envelopes far from the target (bound-screen.ts). */
  private readonly screen: BoundScreen | null;

  constructor(readonly rule: CompiledRule) {
    this.testLevel = rule.sided === "one-sided" ? rule.pThreshold : rule.pThreshold / 2;
    this.screen = rule.emax === 0 ? null : new BoundScreen(rule.emax, rule.lcbAlpha);
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
    // m = 0 has no left neighbour: without the max it would grow the arrays on every call.
    if (Math.max(0, m - 1) >= this.base && m + 1 < this.base + len) return;
    const lo = len === 0 ? Math.max(0, m - 32) : Math.min(this.base, Math.max(0, m - 1 - len));
    const hi = len === 0 ? m + 32 : Math.max(this.base + len, m + 1 + len);
    this.resize(lo, Math.max(hi - lo + 1, 64));
  }

  /**
   * Makes every m in [0, top] addressable at once: a search that knows roughly how far it will go
   * takes the memory once instead of copying it at every doubling. The arrays start as zeros and
   * are not filled, so pages never used are never touched.
   */
  reserve(top: number): void {
    const len = this.testMin.length;
    if (len > 0 && this.base === 0 && top < len) return;
    this.resize(0, Math.max(top + 2, len === 0 ? 0 : this.base + len));
    this.half.reserve(top);
  }

  private resize(lo: number, size: number): void {
    const len = this.testMin.length;
    const shift = len === 0 ? 0 : this.base - lo;
    const moved = <T extends Int32Array>(old: T, a: T, per = 1): T => {
      a.set(old, per * shift);
      return a;
    };
    this.testMin = moved(this.testMin, new Int32Array(size));
    this.bStar = moved(this.bStar, new Int32Array(size));
    this.base = lo;
    if (this.rule.emax === 0) return; // no deflation: thresholds do not depend on n, no decision cache
    this.vLo = moved(this.vLo, new Int32Array(size));
    this.vHi = moved(this.vHi, new Int32Array(size));
    this.hintLo = moved(this.hintLo, new Int32Array(size));
    this.hintHi = moved(this.hintHi, new Int32Array(size));
    this.screenLo = moved(this.screenLo, new Int32Array(size));
    this.screenHi = moved(this.screenHi, new Int32Array(size));
    this.slotB = moved(this.slotB, new Int32Array(SLOTS * size), SLOTS);
    this.fLo = moved(this.fLo, new Int32Array(SLOTS * size), SLOTS);
    this.fHi = moved(this.fHi, new Int32Array(SLOTS * size), SLOTS);
    this.xLo = moved(this.xLo, new Int32Array(SLOTS * size), SLOTS);
    this.xHi = moved(this.xHi, new Int32Array(SLOTS * size), SLOTS);
    this.lastN = moved(this.lastN, new Int32Array(SLOTS * size), SLOTS);
  }

  /** The test clause for b > m/2: p < α/(MK). */
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
      const sb = this.slotB[i]!;
      if (sb === b) return i;
      const dist = sb === NONE ? Infinity : Math.abs(sb - b);
      if (dist > farDist) {
        farDist = dist;
        far = i;
      }
    }
    this.slotB[far] = b;
    this.fLo[far] = EMPTY;
    this.fHi[far] = EMPTY;
    this.xLo[far] = EMPTY;
    this.xHi[far] = EMPTY;
    this.lastN[far] = EMPTY;
    return far;
  }

  /**
   * Relative distance from a level beyond which a tail decides the clause: the walked tail's
   * rounding must be far below what the margin guarantees.
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

  /** E(K)·√m: the deflation times n. */
  private kappa(m: number): number {
    return this.rule.emax * Math.sqrt(m);
  }

  /** E(K)·√m/n: the deflation, the q the melded bound must exceed. */
  private q(m: number, n: number): number {
    return (this.rule.emax * Math.sqrt(m)) / n;
  }

  /** Does the rule fire at (b, c = m − b, n), given that b passes the test clause? */
  private fires(b: number, m: number, n: number): boolean {
    if (this.rule.emax === 0) {
      // No deflation: the bound clause is lcb > 0, i.e. the one-sided p below the bound's level.
      const c = this.compareHalfTail(b, m, this.rule.lcbAlpha);
      if (c !== 0) return c < 0;
      return boundClause(b, m - b, n, this.rule);
    }
    const i = this.slot(b, m);
    if (n >= this.fLo[i]! && n <= this.fHi[i]!) return true;
    if (n >= this.xLo[i]! && n <= this.xHi[i]!) return false;
    const kappa = this.kappa(m);
    for (const ratio of RANGES) {
      const n1 = Math.max(m, Math.floor(n / ratio));
      const n2 = Math.max(n1, Math.ceil(n * ratio));
      const whole = compareLowerCdfOverRange(b, m - b, n1, n2, kappa, this.rule.lcbAlpha, RANGE_MARGIN);
      if (whole < 0) {
        this.fLo[i] = n1;
        this.fHi[i] = n2;
        return true;
      }
      if (whole > 0) {
        this.xLo[i] = n1;
        this.xHi[i] = n2;
        return false;
      }
    }
    const fires = boundClause(b, m - b, n, this.rule);
    // A (m, b) asked about at a second n (a search) gets a certified range of n around this one;
    // a single power sum asks each (m, b) once and pays for no certificate.
    const seen = this.lastN[i]!;
    this.lastN[i] = n;
    if (seen !== EMPTY && seen !== n) this.certify(i, b, m, n, fires);
    return fires;
  }

  /**
   * Tries to certify the decision at n over [n − w, n + w] (w = n/256, then n/4096), with the
   * bounding CDFs of the module comment; records the range when one holds.
   */
  private certify(i: number, b: number, m: number, n: number, fires: boolean): void {
    for (const share of [256, 4096]) {
      const w = Math.ceil(n / share);
      const n1 = Math.max(m, n - w);
      const n2 = n + w;
      if (fires) {
        if (compareLowerCdf(b, m - b, n2, this.q(m, n1), this.rule.lcbAlpha, CERT_MARGIN) < 0) {
          this.fLo[i] = n1;
          this.fHi[i] = n2;
          return;
        }
      } else if (compareLowerCdf(b, m - b, n1, this.q(m, n2), this.rule.lcbAlpha, CERT_MARGIN) > 0) {
        this.xLo[i] = n1;
        this.xHi[i] = n2;
        return;
      }
    }
  }

  /**
   * Bounds on b* over a block of n: for every n in [n1, n2] (m ≤ n1 ≤ n2),
   * blockLow ≤ b*(m, n) ≤ blockHigh. blockLow is the smallest b (passing the test clause) that is
   * not certified to miss at every n of the block, blockHigh the smallest certified to fire at every
   * n of it (module comment); both predicates are monotone in b, so each is a threshold, searched
   * from the last answer at this m. Without deflation b* does not depend on n and both are b*.
   * `exact` false: the screen's bounds (bound-screen.ts, O(1) per m, a few steps of b loose)
   * unless b* is already known over the block; true: b* itself wherever it can be certified.
   */
  blockLow(m: number, n1: number, n2: number, exact = true): number {
    return this.blockBound(m, n1, n2, false, exact);
  }

  blockHigh(m: number, n1: number, n2: number, exact = true): number {
    return this.blockBound(m, n1, n2, true, exact);
  }

  private blockBound(m: number, n1: number, n2: number, high: boolean, exact: boolean): number {
    if (this.rule.emax === 0) return this.threshold(m, n1);
    const least = this.smallestPassing(m);
    if (least > m) return m + 1;
    const i = m - this.base;
    const known = this.bStar[i]!;
    if (known !== NONE && n1 >= this.vLo[i]! && n2 <= this.vHi[i]!) return known;
    // Over a wide block (or when only a cheap bound is asked for) the screen bounds b* at every n.
    if (!exact || n2 - n1 > n1 / WIDE_BLOCK) return this.screened(m, least, high);
    // b* at n1, whose decisions usually hold on [n1/1.25, 1.25·n1] ⊇ the block (melded-range.ts).
    const atStart = this.threshold(m, n1);
    const j = m - this.base; // threshold() may have moved the arrays
    if (n1 >= this.vLo[j]! && n2 <= this.vHi[j]!) return atStart;
    // Otherwise b* at n1 or its neighbour, decided over exactly this block.
    const over = (b: number) =>
      b > m
        ? -1
        : b < least
          ? 1
          : compareLowerCdfOverRange(b, m - b, n1, n2, this.kappa(m), this.rule.lcbAlpha, CERT_MARGIN);
    if (high) {
      if (over(atStart) < 0) return atStart;
      if (over(atStart + 1) < 0) return Math.min(atStart + 1, m + 1);
    } else {
      if (over(atStart - 1) > 0) return atStart;
      if (over(atStart - 2) > 0) return atStart - 1;
    }
    const level = this.rule.lcbAlpha;
    if (high) {
      // fires everywhere in the block: the upper bounding CDF P(T_{n2}·X ≤ q_{n1}) is surely < α
      const surely = (b: number) => compareLowerCdf(b, m - b, n2, this.q(m, n1), level, CERT_MARGIN) < 0;
      const hi = this.thresholdOf(surely, least, m, this.hintHi[j]!);
      this.hintHi[j] = hi;
      return hi;
    }
    // possibly fires somewhere in the block: the lower bounding CDF P(T_{n1}·X ≤ q_{n2}) is not surely ≥ α
    const maybe = (b: number) => compareLowerCdf(b, m - b, n1, this.q(m, n2), level, CERT_MARGIN) <= 0;
    const lo = this.thresholdOf(maybe, least, m, this.hintLo[j]!);
    this.hintLo[j] = lo;
    return lo;
  }

  /**
   * high: the smallest b ≥ least the screen certifies to fire at every n (b* ≤ it); low: the
   * smallest b ≥ least it does not certify to miss at every n (b* ≥ it). Both monotone in b.
   */
  private screened(m: number, least: number, high: boolean): number {
    const i = m - this.base;
    const cached = high ? this.screenHi[i]! : this.screenLo[i]!;
    if (cached !== NONE) return cached;
    const screen = this.screen!;
    // Start from a neighbour's answer: the bounds move by a step or so per m.
    const near = (a: Int32Array) => (i > 0 && a[i - 1]! !== NONE ? a[i - 1]! : i + 1 < a.length ? a[i + 1]! : NONE);
    if (high) {
      const hi = this.thresholdOf((b) => screen.firesEverywhere(m, b), least, m, near(this.screenHi));
      this.screenHi[i] = hi;
      return hi;
    }
    const lo = this.thresholdOf((b) => !screen.missesEverywhere(m, b), least, m, near(this.screenLo));
    this.screenLo[i] = lo;
    return lo;
  }

  /** Smallest b in [from, m] with pred(b) for pred monotone in b (false … true); m + 1 when none. Starts at a hint. */
  private thresholdOf(pred: (b: number) => boolean, from: number, m: number, hint: number): number {
    const b = hint === NONE ? from : Math.min(Math.max(from, hint), m);
    if (pred(b)) {
      let step = 1;
      let hi = b; // pred(hi)
      let lo = b - step; // candidate below
      while (lo >= from && pred(lo)) {
        hi = lo;
        step *= 2;
        lo = hi - step;
      }
      lo = Math.max(lo, from - 1); // pred(lo) false or lo = from − 1
      while (hi - lo > 1) {
        const mid = (lo + hi) >>> 1;
        if (pred(mid)) hi = mid;
        else lo = mid;
      }
      return hi;
    }
    let lo = b; // pred(lo) false
    let step = 1;
    let hi = b + step;
    while (hi <= m && !pred(hi)) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > m) {
      if (!pred(m)) return m + 1;
      hi = m;
    }
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (pred(mid)) hi = mid;
      else lo = mid;
    }
    return hi;
  }

  private search(m: number, n: number): number {
    const lo = this.smallestPassing(m);
    if (lo > m) {
      // The test clause never passes: no n changes that.
      const i = m - this.base;
      this.bStar[i] = m + 1;
      if (this.rule.emax !== 0) {
        this.vLo[i] = 0;
        this.vHi[i] = TOP;
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
      // Where b* holds: b* fires and b* − 1 does not, each on its certified range of n (or at this n).
      let from = n;
      let to = n;
      if (b <= m) {
        const f = this.slot(b, m);
        if (n >= this.fLo[f]! && n <= this.fHi[f]!) {
          from = this.fLo[f]!;
          to = this.fHi[f]!;
        }
      } else {
        from = 0;
        to = TOP;
      }
      if (b > lo) {
        const x = this.slot(b - 1, m);
        if (n >= this.xLo[x]! && n <= this.xHi[x]!) {
          from = Math.max(from, this.xLo[x]!);
          to = Math.min(to, this.xHi[x]!);
        } else {
          from = Math.max(from, n);
          to = Math.min(to, n);
        }
      }
      this.vLo[j] = from;
      this.vHi[j] = to;
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
