/**
 * Power of the verdict rule actually used (STATS.md, "Power"), not of a normal approximation.
 *
 * power(n, ψ, δ) = Σ_m P(D = m) · P(Binomial(m, π₁) ∈ R_m), D ~ Binomial(n, ψ), π₁ = (1 + δ/ψ)/2,
 * where R_m = { b : detectionFires(b, m − b, n) }. For b ≤ m/2 the rule cannot fire (π_L ≤ b/m ≤ ½,
 * so the deflated bound is ≤ 0); for b > m/2 the p-value falls and the deflated bound rises with b,
 * so R_m = { b ≥ b*(m, n) }. b* is found by evaluating the rule itself at b* and b* − 1 (tests
 * compare R_m with a brute-force evaluation of every b). Terms of D with log mass below −60 are
 * skipped; their total is computed exactly and returned as `skippedMass`.
 */
import { binomLogPmf, binomSf } from "./binomial.js";
import { normCdf, normQuantile } from "./normal.js";
import {
  adjustedLowerBound,
  compileRule,
  lowerPi,
  testClause,
  type CompiledRule,
  type VerdictRule,
} from "./rule.js";

const LOG_MASS_FLOOR = -60;
const NONE = -1;

function validateDesign(n: number | undefined, psi: number, delta: number | undefined): void {
  if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new RangeError(`n must be an integer ≥ 1 (got ${n})`);
  if (!(psi > 0 && psi <= 1)) throw new RangeError(`discordant rate must be in (0, 1] (got ${psi})`);
  if (delta !== undefined && !(delta > 0 && delta <= psi)) {
    throw new RangeError(`effect must be in (0, discordant rate ${psi}] (got ${delta})`);
  }
}

function validateTarget(target: number): void {
  if (!(target > 0 && target < 1)) throw new RangeError(`target power must be in (0, 1) (got ${target})`);
}

/**
 * Per-m caches of the rule, shared across n and δ: the smallest b passing the test clause
 * (independent of n), the last b* found, and π_L at the b values tried (independent of n and δ).
 */
class RuleRegions {
  private testMin = new Int32Array(0); // smallest b > m/2 with p < α/M; m + 1 when none; NONE unknown
  private bStar = new Int32Array(0); // last b* found at this m; NONE unknown
  private bStarN = new Float64Array(0); // the n that b* was found for (K = 1: b* does not depend on n)
  private piB = new Int32Array(0); // π_L cache: two slots per m, keyed by b
  private piV = new Float64Array(0);

  constructor(readonly rule: CompiledRule) {}

  private grow(m: number): void {
    if (m + 1 < this.testMin.length) return;
    const size = Math.max(m + 2, this.testMin.length * 2, 64);
    const extend = <T extends Int32Array | Float64Array>(old: T, a: T, fill: number): T => {
      a.fill(fill);
      a.set(old);
      return a;
    };
    this.testMin = extend(this.testMin, new Int32Array(size), NONE);
    this.bStar = extend(this.bStar, new Int32Array(size), NONE);
    this.bStarN = extend(this.bStarN, new Float64Array(size), NaN);
    this.piB = extend(this.piB, new Int32Array(2 * size), NONE);
    this.piV = extend(this.piV, new Float64Array(2 * size), NaN);
  }

  /** Smallest b with b > m/2 passing the test clause; m + 1 when there is none. */
  private smallestPassing(m: number): number {
    this.grow(m);
    const cached = this.testMin[m]!;
    if (cached !== NONE) return cached;
    const floor = Math.floor(m / 2) + 1;
    // Start from a neighbour's threshold: the exact test's threshold moves by at most one per m.
    const left = m > 0 ? this.testMin[m - 1]! : NONE;
    const right = this.testMin[m + 1]!;
    const hint = left !== NONE ? left : right !== NONE ? right : floor;
    let b = Math.min(Math.max(floor, hint), m + 1);
    const passes = (bb: number) => bb <= m && testClause(bb, m - bb, this.rule);
    if (passes(b)) {
      while (b - 1 >= floor && passes(b - 1)) b--;
    } else {
      b = this.gallopUp(b, m, passes);
    }
    this.testMin[m] = b;
    return b;
  }

  /** First b ≥ from with pred(b), pred monotone in b on (m/2, m]; m + 1 when none. */
  private gallopUp(from: number, m: number, pred: (b: number) => boolean): number {
    let lo = from; // pred(lo) is false
    let step = 1;
    let hi = from + step;
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

  private piL(b: number, m: number): number {
    const i = 2 * m;
    if (this.piB[i] === b) return this.piV[i]!;
    if (this.piB[i + 1] === b) return this.piV[i + 1]!;
    const v = lowerPi(b, m, this.rule);
    // Keep the two most recent b values: a threshold is checked at b* and b* − 1.
    this.piB[i + 1] = this.piB[i]!;
    this.piV[i + 1] = this.piV[i]!;
    this.piB[i] = b;
    this.piV[i] = v;
    return v;
  }

  private fires(b: number, m: number, n: number): boolean {
    return adjustedLowerBound(this.piL(b, m), b, m - b, n, this.rule) > 0;
  }

  /** b*(m, n): the smallest b for which the rule fires with m discordant of n; m + 1 when none. */
  threshold(m: number, n: number): number {
    const lo = this.smallestPassing(m);
    if (lo > m) return m + 1;
    const known = this.bStar[m]!;
    // Without deflation (K = 1) the lcb clause does not involve n: b* is found once per m.
    if (known !== NONE && (this.rule.emax === 0 || this.bStarN[m] === n)) return known;
    const left = m > 0 ? this.bStar[m - 1]! : NONE;
    const hint = known !== NONE ? known : left !== NONE ? left : this.bStar[m + 1]!;
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
    this.bStar[m] = b;
    this.bStarN[m] = n;
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

/**
 * Visits the terms of D ~ Binomial(n, ψ) with log mass ≥ −60, outward from the mode, by the
 * pmf recurrence (one multiply per term: this loop is the hot path of every search). Returns a
 * rigorous bound on the mass skipped: past the last visited term on each side the ratio of
 * successive terms is below one and falling, so each tail is below a geometric series.
 */
function forEachDiscordantCount(n: number, psi: number, visit: (m: number, mass: number) => void): number {
  if (psi === 1) {
    visit(n, 1);
    return 0;
  }
  const floor = Math.exp(LOG_MASS_FLOOR);
  const odds = psi / (1 - psi);
  const mode = Math.min(n, Math.floor((n + 1) * psi));
  const atMode = Math.exp(binomLogPmf(mode, n, psi));
  visit(mode, atMode);
  let skipped = 0;
  let p = atMode;
  let m = mode;
  while (m < n) {
    const ratio = ((n - m) * odds) / (m + 1);
    p *= ratio;
    m++;
    if (p < floor) {
      const next = ((n - m) * odds) / (m + 1);
      skipped += next < 1 ? p / (1 - next) : p * (n - m + 1);
      break;
    }
    visit(m, p);
  }
  p = atMode;
  m = mode;
  while (m > 0) {
    const ratio = m / ((n - m + 1) * odds);
    p *= ratio;
    m--;
    if (p < floor) {
      const next = m / ((n - m + 1) * odds);
      skipped += next < 1 ? p / (1 - next) : p * (m + 1);
      break;
    }
    visit(m, p);
  }
  return Math.min(1, skipped);
}

/** The masses forEachDiscordantCount visits, as an array starting at m = lo. */
function discordantMasses(n: number, psi: number): { lo: number; mass: Float64Array; skippedMass: number } {
  const ms: number[] = [];
  const ps: number[] = [];
  const skippedMass = forEachDiscordantCount(n, psi, (m, p) => {
    ms.push(m);
    ps.push(p);
  });
  const lo = Math.min(...ms);
  const mass = new Float64Array(ms.length);
  for (let i = 0; i < ms.length; i++) mass[ms[i]! - lo] = ps[i]!;
  return { lo, mass, skippedMass };
}

/** Below this many n, deciding each n exactly is cheaper than bounding the block. */
const EXACT_SCAN = 32;

/** P(Binomial(m, π₁) ≥ b), with the π₁ = 1 edge (δ = ψ) exact. */
function upperTail(b: number, m: number, pi1: number): number {
  if (b > m) return 0;
  if (b <= 0) return 1;
  if (pi1 >= 1) return 1;
  return binomSf(b, m, pi1);
}

export interface PowerDetail {
  power: number;
  /** Upper bound on the probability mass of D skipped by the −60 log-mass floor. */
  skippedMass: number;
}

/** Evaluates power for one (ψ, rule) at many n and δ, sharing the rule's per-m caches. */
export class PowerEngine {
  private readonly regions: RuleRegions;
  readonly rule: CompiledRule;
  // P(Bin(m, π₁) ≥ b) for the last b* seen at each m, valid for `tailDelta` only.
  private tailB = new Int32Array(0);
  private tailV = new Float64Array(0);
  private tailDelta = NaN;

  constructor(
    readonly discordantRate: number,
    rule: VerdictRule,
  ) {
    validateDesign(undefined, discordantRate, undefined);
    this.rule = compileRule(rule);
    this.regions = new RuleRegions(this.rule);
  }

  /** b*(m, n): the rule fires with m discordant of n exactly when b ≥ b*; m + 1 when never. */
  threshold(m: number, n: number): number {
    return this.regions.threshold(m, n);
  }

  private tail(m: number, b: number, delta: number): number {
    if (delta !== this.tailDelta) {
      this.tailDelta = delta;
      this.tailB.fill(NONE);
    }
    if (2 * m + 1 >= this.tailB.length) {
      const size = Math.max(2 * m + 2, this.tailB.length * 2, 128);
      const tb = new Int32Array(size).fill(NONE);
      tb.set(this.tailB);
      const tv = new Float64Array(size);
      tv.set(this.tailV);
      this.tailB = tb;
      this.tailV = tv;
    }
    // Two slots per m: the bound computations alternate between two n, hence two b*.
    const i = 2 * m;
    if (this.tailB[i] === b) return this.tailV[i]!;
    if (this.tailB[i + 1] === b) return this.tailV[i + 1]!;
    const v = upperTail(b, m, (1 + delta / this.discordantRate) / 2);
    this.tailB[i + 1] = this.tailB[i]!;
    this.tailV[i + 1] = this.tailV[i]!;
    this.tailB[i] = b;
    this.tailV[i] = v;
    return v;
  }

  /** t(m, n) = P(b ≥ b*(m, n) | m discordant): non-increasing in n (the deflation grows with n). */
  private detectGiven(m: number, n: number, delta: number): number {
    return this.tail(m, this.regions.threshold(m, Math.max(n, m)), delta);
  }

  /**
   * An upper bound on power(n) for every n in [n1, n2]. With g(m) = max over m' ≥ m of
   * t(m', max(n1, m')) — non-decreasing, and ≥ t(m, n) for every n ≥ n1 — power(n) ≤ E g(D_n)
   * ≤ E g(D_n2), because D_n grows stochastically with n. Mass outside D_n2's window counts as 1.
   */
  private upperBound(n1: number, n2: number, delta: number): number {
    const w = discordantMasses(n2, this.discordantRate);
    let g = 0;
    let sum = 0;
    for (let i = w.mass.length - 1; i >= 0; i--) {
      g = Math.max(g, this.detectGiven(w.lo + i, n1, delta));
      sum += w.mass[i]! * g;
    }
    return sum + 2 * w.skippedMass;
  }

  /**
   * A lower bound on power(n) for every n in [n1, n2]: h(m) = min over m ≤ m' ≤ H of t(m', n2),
   * H the top of D_n2's window, is non-decreasing and ≤ t(m, n) for n ≤ n2, so power(n) ≥
   * E h(D_n1) − P(D_n2 > H).
   */
  private lowerBound(n1: number, n2: number, delta: number): number {
    const w1 = discordantMasses(n1, this.discordantRate);
    const w2 = discordantMasses(n2, this.discordantRate);
    const top = w2.lo + w2.mass.length - 1;
    let h = 1;
    let sum = 0;
    for (let m = top; m >= w1.lo; m--) {
      h = Math.min(h, this.detectGiven(m, n2, delta));
      const i = m - w1.lo;
      if (i < w1.mass.length) sum += w1.mass[i]! * h;
    }
    return sum - w2.skippedMass;
  }

  private firstReaching(a: number, b: number, delta: number, target: number): number | null {
    if (a > b) return null;
    if (b - a < EXACT_SCAN) {
      for (let n = a; n <= b; n++) if (this.power(n, delta).power >= target) return n;
      return null;
    }
    if (this.upperBound(a, b, delta) < target) return null;
    const mid = Math.floor((a + b) / 2);
    return this.firstReaching(a, mid, delta, target) ?? this.firstReaching(mid + 1, b, delta, target);
  }

  private lastMissing(a: number, b: number, delta: number, target: number): number | null {
    if (a > b) return null;
    if (b - a < EXACT_SCAN) {
      for (let n = b; n >= a; n--) if (this.power(n, delta).power < target) return n;
      return null;
    }
    if (this.lowerBound(a, b, delta) >= target) return null;
    const mid = Math.floor((a + b) / 2);
    return this.lastMissing(mid + 1, b, delta, target) ?? this.lastMissing(a, mid, delta, target);
  }

  power(n: number, delta: number): PowerDetail {
    validateDesign(n, this.discordantRate, delta);
    let power = 0;
    const skippedMass = forEachDiscordantCount(n, this.discordantRate, (m, mass) => {
      power += mass * this.tail(m, this.regions.threshold(m, n), delta);
    });
    return { power: Math.min(1, power), skippedMass };
  }

  /** Smallest δ ≤ ψ with power ≥ target, to within `tolerance`; null when even δ = ψ falls short. */
  minDetectableEffect(n: number, target: number, tolerance = 1e-6): number | null {
    validateDesign(n, this.discordantRate, undefined);
    validateTarget(target);
    const ms: number[] = [];
    const masses: number[] = [];
    forEachDiscordantCount(n, this.discordantRate, (m, mass) => {
      ms.push(m);
      masses.push(mass);
    });
    const bs = ms.map((m) => this.regions.threshold(m, n));
    const powerAt = (delta: number) => {
      const pi1 = (1 + delta / this.discordantRate) / 2;
      let p = 0;
      for (let i = 0; i < ms.length; i++) p += masses[i]! * upperTail(bs[i]!, ms[i]!, pi1);
      return p;
    };
    const hi = this.discordantRate;
    if (powerAt(hi) < target) return null;
    return smallestReaching(powerAt, target, 0, hi, tolerance);
  }

  /**
   * firstN: the smallest n reaching the target; requiredN: the smallest n whose whole stretch
   * [n, 2n] reaches it (power is a saw-tooth in n at small n and large ψ). Every n is decided:
   * blocks of n are ruled in or out wholesale by the monotone envelopes above and the rest is
   * evaluated exactly, one n at a time. null when no n ≤ maxN qualifies.
   */
  sampleSize(delta: number, target: number, maxN = 2_000_000): { requiredN: number; firstN: number } | null {
    validateDesign(undefined, this.discordantRate, delta);
    validateTarget(target);
    let top = 1;
    while (this.power(top, delta).power < target) {
      if (top > maxN) return null;
      top *= 2;
    }
    const firstN = this.firstReaching(1, top, delta, target)!;
    let candidate = firstN;
    for (;;) {
      if (candidate > maxN) return null;
      const miss = this.lastMissing(candidate, 2 * candidate, delta, target);
      if (miss === null) return { requiredN: candidate, firstN };
      candidate = miss + 1;
    }
  }
}

/**
 * Smallest x in (lo, hi] with f(x) ≥ target for f increasing, to within `tolerance`: regula falsi
 * with the Illinois modification (few evaluations: each costs a full power sum), falling back to
 * bisection whenever the bracket does not halve. Returns the bracket's upper end, where f ≥ target.
 */
export function smallestReaching(f: (x: number) => number, target: number, lo: number, hi: number, tolerance: number): number {
  let flo = f(lo) - target;
  let fhi = f(hi) - target;
  if (flo >= 0) return lo;
  let side = 0;
  while (hi - lo > tolerance) {
    const width = hi - lo;
    let x = hi - (fhi * (hi - lo)) / (fhi - flo);
    if (!(x > lo + tolerance / 4 && x < hi - tolerance / 4)) x = (lo + hi) / 2;
    const fx = f(x) - target;
    if (fx >= 0) {
      hi = x;
      fhi = fx;
      if (side === 1) flo /= 2;
      side = 1;
    } else {
      lo = x;
      flo = fx;
      if (side === -1) fhi /= 2;
      side = -1;
    }
    if (hi - lo > width / 2) {
      const mid = (lo + hi) / 2;
      const fm = f(mid) - target;
      if (fm >= 0) {
        hi = mid;
        fhi = fm;
      } else {
        lo = mid;
        flo = fm;
      }
    }
  }
  return hi;
}

export function exactPower(n: number, discordantRate: number, effect: number, rule: VerdictRule): number {
  return new PowerEngine(discordantRate, rule).power(n, effect).power;
}

export function minDetectableEffect(
  n: number,
  discordantRate: number,
  targetPower: number,
  rule: VerdictRule,
): number | null {
  return new PowerEngine(discordantRate, rule).minDetectableEffect(n, targetPower);
}

export function sampleSize(
  discordantRate: number,
  effect: number,
  targetPower: number,
  rule: VerdictRule,
): { requiredN: number; firstN: number } | null {
  return new PowerEngine(discordantRate, rule).sampleSize(effect, targetPower);
}

// Connor (1987): the normal approximation, for comparison only. It knows M through α/M and
// ignores K (the deflation has no place in it).
function zAlpha(rule: VerdictRule): number {
  const a = rule.sided === "one-sided" ? rule.alpha / rule.models : rule.alpha / (2 * rule.models);
  return normQuantile(1 - a);
}

export function connorPower(n: number, discordantRate: number, effect: number, rule: VerdictRule): number {
  validateDesign(n, discordantRate, effect);
  const spread = Math.sqrt(discordantRate - effect * effect);
  const num = effect * Math.sqrt(n) - zAlpha(rule) * Math.sqrt(discordantRate);
  if (spread === 0) return num > 0 ? 1 : num === 0 ? 0.5 : 0;
  return normCdf(num / spread);
}

export function connorRequiredN(discordantRate: number, effect: number, targetPower: number, rule: VerdictRule): number {
  validateDesign(undefined, discordantRate, effect);
  validateTarget(targetPower);
  const zb = normQuantile(targetPower);
  const root = zAlpha(rule) * Math.sqrt(discordantRate) + zb * Math.sqrt(discordantRate - effect * effect);
  return Math.max(1, Math.ceil((root * root) / (effect * effect)));
}

export function connorMde(n: number, discordantRate: number, targetPower: number, rule: VerdictRule): number | null {
  validateDesign(n, discordantRate, undefined);
  validateTarget(targetPower);
  let hi = discordantRate;
  if (connorPower(n, discordantRate, hi, rule) < targetPower) return null;
  let lo = 0;
  while (hi - lo > 1e-12) {
    const mid = (lo + hi) / 2;
    if (connorPower(n, discordantRate, mid, rule) >= targetPower) hi = mid;
    else lo = mid;
  }
  return hi;
}
