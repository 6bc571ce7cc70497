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
 * (independent of n), the current b* and π_L at b* and b* − 1 (independent of n and δ).
 */
class RuleRegions {
  private testMin = new Int32Array(0); // smallest b > m/2 with p < α/M; m + 1 when none; NONE unknown
  private bStar = new Int32Array(0); // hint: last b* found
  private piAtB = new Float64Array(0); // π_L(bStar, m)
  private piAtBm1 = new Float64Array(0); // π_L(bStar − 1, m)
  private piFor = new Int32Array(0); // the bStar the two π_L values belong to

  constructor(readonly rule: CompiledRule) {}

  private grow(m: number): void {
    if (m < this.testMin.length) return;
    const size = Math.max(m + 1, this.testMin.length * 2, 64);
    const extend = <T extends Int32Array | Float64Array>(old: T, make: (k: number) => T, fill: number): T => {
      const a = make(size);
      a.fill(fill);
      a.set(old);
      return a;
    };
    this.testMin = extend(this.testMin, (k) => new Int32Array(k), NONE);
    this.bStar = extend(this.bStar, (k) => new Int32Array(k), NONE);
    this.piAtB = extend(this.piAtB, (k) => new Float64Array(k), NaN);
    this.piAtBm1 = extend(this.piAtBm1, (k) => new Float64Array(k), NaN);
    this.piFor = extend(this.piFor, (k) => new Int32Array(k), NONE);
  }

  /** Smallest b with b > m/2 passing the test clause; m + 1 when there is none. */
  private smallestPassing(m: number): number {
    this.grow(m);
    const cached = this.testMin[m]!;
    if (cached !== NONE) return cached;
    const floor = Math.floor(m / 2) + 1;
    // Start from the neighbour's threshold: thresholds of the exact test move by at most one per m.
    const prev = m > 0 ? this.testMin[m - 1]! : NONE;
    let b = Math.max(floor, prev === NONE ? floor : Math.min(prev, m));
    if (b > m || !testClause(b, m - b, this.rule)) {
      while (b <= m && !testClause(b, m - b, this.rule)) b++;
    } else {
      while (b - 1 >= floor && testClause(b - 1, m - b + 1, this.rule)) b--;
    }
    this.testMin[m] = b;
    return b;
  }

  private piL(b: number, m: number): number {
    if (this.piFor[m] !== b) {
      this.piFor[m] = b;
      this.piAtB[m] = lowerPi(b, m, this.rule);
      this.piAtBm1[m] = NaN;
    }
    return this.piAtB[m]!;
  }

  private piLBelow(b: number, m: number): number {
    this.piL(b, m);
    if (Number.isNaN(this.piAtBm1[m]!)) this.piAtBm1[m] = lowerPi(b - 1, m, this.rule);
    return this.piAtBm1[m]!;
  }

  /** b*(m, n): the smallest b for which the rule fires with m discordant of n; m + 1 when none. */
  threshold(m: number, n: number): number {
    const lo = this.smallestPassing(m);
    if (lo > m) return m + 1;
    let b = Math.max(lo, this.bStar[m]! === NONE ? lo : this.bStar[m]!);
    if (b > m) b = m;
    const fires = (bb: number, pi: number) => adjustedLowerBound(pi, bb, m - bb, n, this.rule) > 0;
    if (fires(b, this.piL(b, m))) {
      while (b > lo && fires(b - 1, this.piLBelow(b, m))) {
        b--;
        this.piL(b, m);
      }
    } else {
      do b++;
      while (b <= m && !fires(b, this.piL(b, m)));
    }
    this.bStar[m] = Math.min(b, m);
    return b;
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
    if (m >= this.tailB.length) {
      const size = Math.max(m + 1, this.tailB.length * 2, 64);
      const tb = new Int32Array(size).fill(NONE);
      tb.set(this.tailB);
      const tv = new Float64Array(size);
      tv.set(this.tailV);
      this.tailB = tb;
      this.tailV = tv;
    }
    if (this.tailB[m] !== b) {
      this.tailB[m] = b;
      this.tailV[m] = upperTail(b, m, (1 + delta / this.discordantRate) / 2);
    }
    return this.tailV[m]!;
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
    let hi = this.discordantRate;
    if (powerAt(hi) < target) return null;
    let lo = 0;
    while (hi - lo > tolerance) {
      const mid = (lo + hi) / 2;
      if (powerAt(mid) >= target) hi = mid;
      else lo = mid;
    }
    return hi;
  }

  /**
   * Scans n = 1, 2, …: firstN is the first n reaching the target; requiredN the smallest n whose
   * whole stretch [n, 2n] reaches it (power is a saw-tooth in n at small n and large ψ).
   * null when no n ≤ maxN qualifies.
   */
  sampleSize(delta: number, target: number, maxN = 2_000_000): { requiredN: number; firstN: number } | null {
    validateDesign(undefined, this.discordantRate, delta);
    validateTarget(target);
    let firstN = 0;
    let candidate = 1; // smallest n not yet ruled out as requiredN
    for (let n = 1; candidate <= maxN; n++) {
      const ok = this.power(n, delta).power >= target;
      if (ok && firstN === 0) firstN = n;
      if (!ok) candidate = n + 1;
      else if (n >= 2 * candidate) return { requiredN: candidate, firstN };
    }
    return null;
  }
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
