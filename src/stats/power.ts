/**
 * Power of the verdict rule v2 actually used (docs/statistics.md, "Power"), not of a normal
 * approximation: one (model, perturber) pair fires when p < α/(M·K) and the melded lower bound
 * minus E(K)·√m/n is > 0 (rule.ts). This is a guaranteed lower bound on the power to name a
 * contaminated model, attained when no other pair falls below α/(M·K).
 *
 * power(n, ψ, δ) = Σ_m P(D = m) · P(Binomial(m, π₁) ≥ b*(m, n)), D ~ Binomial(n, ψ),
 * π₁ = (1 + δ/ψ)/2, where { b ≥ b*(m, n) } is the set of b for which detectionFires(b, m − b, n)
 * (rule-thresholds.ts finds b* with the rule's own decisions). Terms of D with log mass below −60
 * are skipped; a rigorous bound on their total is returned as `skippedMass`.
 *
 * Speed comes from doing each exact thing once: b* per m is shared across n and
 * δ, the tails P(Bin(m, π₁) ≥ b*) are walked along m (tail-table.ts) instead of recomputed, the
 * searches decide "power ≥ target" from the largest terms first (`reaches`), and whole blocks of
 * n are ruled in or out by monotone envelopes before any n in them is evaluated.
 */
import { binomLogPmf } from "./binomial.js";
import { normCdf, normQuantile } from "./normal.js";
import { compileRule, type CompiledRule, type VerdictRule } from "./rule.js";
import { RuleThresholds } from "./rule-thresholds.js";
import { UpperTailTable } from "./tail-table.js";

const LOG_MASS_FLOOR = -60;
const MASS_FLOOR = Math.exp(LOG_MASS_FLOOR);
/**
 * The envelopes (bounds used only to rule blocks of n in or out) take D's window down to terms of
 * e^-30 instead: ~30% fewer counts, each needing b*'s range over the block. The mass left out is
 * bounded (MassWindow) and enters the bounds as it does at −60, so they stay bounds.
 */
const ENVELOPE_FLOOR = Math.exp(-30);
/** Absolute margin by which a partial power sum must clear the target to decide `reaches`. */
const REACH_SLACK = 1e-10;

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
 * The terms of D ~ Binomial(n, ψ) with log mass ≥ −60, as mass[m − lo] for lo ≤ m < lo + size,
 * found outward from the mode by the pmf recurrence (one multiply and one divide per term), and a
 * rigorous bound on the mass skipped: past the last kept term on each side the ratio of
 * successive terms is below one and falling, so each tail is below a geometric series.
 * The buffers are reused: the searches fill a window for every n they evaluate.
 */
class MassWindow {
  lo = 0;
  size = 0;
  skippedMass = 0;
  mass: Float64Array = new Float64Array(256);
  private down: Float64Array = new Float64Array(256);

  fill(n: number, psi: number, floor = MASS_FLOOR): this {
    if (psi === 1) {
      this.lo = n;
      this.size = 1;
      this.mass[0] = 1;
      this.skippedMass = 0;
      return this;
    }
    const odds = psi / (1 - psi);
    const mode = Math.min(n, Math.floor((n + 1) * psi));
    const atMode = Math.exp(binomLogPmf(mode, n, psi));
    let skipped = 0;
    let k = 0;
    let p = atMode;
    let m = mode;
    while (m > 0) {
      p *= m / ((n - m + 1) * odds);
      m--;
      if (p < floor) {
        const next = m / ((n - m + 1) * odds);
        skipped += next < 1 ? p / (1 - next) : p * (m + 1);
        break;
      }
      if (k === this.down.length) this.down = grown(this.down);
      this.down[k++] = p;
    }
    while (this.mass.length < k + 2) this.mass = grown(this.mass);
    const mass = this.mass;
    for (let i = 0; i < k; i++) mass[i] = this.down[k - 1 - i]!;
    mass[k] = atMode;
    let size = k + 1;
    p = atMode;
    m = mode;
    while (m < n) {
      p *= ((n - m) * odds) / (m + 1);
      m++;
      if (p < floor) {
        const next = ((n - m) * odds) / (m + 1);
        skipped += next < 1 ? p / (1 - next) : p * (n - m + 1);
        break;
      }
      if (size === this.mass.length) this.mass = grown(this.mass);
      this.mass[size++] = p;
    }
    this.lo = mode - k;
    this.size = size;
    this.skippedMass = Math.min(1, skipped);
    return this;
  }
}

function grown(a: Float64Array): Float64Array {
  const b = new Float64Array(2 * a.length);
  b.set(a);
  return b;
}

/** Below this many n, deciding each n exactly is cheaper than bounding the block. */
const EXACT_SCAN = 32;
/**
 * Blocks of n first get envelopes from b*'s cheap bounds (rule-thresholds.ts, the screen); those
 * no wider than n/EXACT_BLOCK that it cannot settle get them again from b* itself (dearer per
 * count of D, but only near the target is it needed).
 */
const EXACT_BLOCK = 64;

export interface PowerDetail {
  power: number;
  /** Upper bound on the probability mass of D skipped by the −60 log-mass floor. */
  skippedMass: number;
}

/** Evaluates power for one (ψ, rule) at many n and δ, sharing the rule's per-m caches. */
export class PowerEngine {
  private readonly regions: RuleThresholds;
  readonly rule: CompiledRule;
  // P(Bin(m, π₁) ≥ b) at the b* last seen at each m, for `tailDelta` only.
  private tails: UpperTailTable | null = null;
  private tailDelta = NaN;
  private readonly window = new MassWindow();
  private readonly window2 = new MassWindow();

  constructor(
    readonly discordantRate: number,
    private readonly verdictRule: VerdictRule,
  ) {
    validateDesign(undefined, discordantRate, undefined);
    this.rule = compileRule(verdictRule);
    this.regions = new RuleThresholds(this.rule);
  }

  /** b*(m, n): the rule fires with m discordant of n exactly when b ≥ b*; m + 1 when never. */
  threshold(m: number, n: number): number {
    return this.regions.threshold(m, n);
  }

  private tailsFor(delta: number): UpperTailTable {
    if (this.tails === null || delta !== this.tailDelta) {
      this.tailDelta = delta;
      const pi1 = (1 + delta / this.discordantRate) / 2;
      if (this.tails === null) this.tails = new UpperTailTable(pi1);
      else this.tails.reset(pi1);
    }
    return this.tails;
  }

  /** t(m, n) = P(Bin(m, π₁) ≥ b*(m, n)), the chance of detection given m discordant. */
  private detect(m: number, n: number, tails: UpperTailTable): number {
    const b = this.regions.threshold(m, n);
    return tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b);
  }

  /** P(Bin(m, π₁) ≥ b) from the walked tails (0 when b > m). */
  private tailAt(m: number, b: number, tails: UpperTailTable): number {
    if (b > m) return 0;
    return tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b);
  }

  /**
   * An upper bound on power(n) for every n in [n1, n2]. Let L be the bottom of D_n1's window,
   * u(m) ≥ t(m, n) for every n in [max(n1, m), n2] (the tail at the low end of b*'s range over the
   * block, rule-thresholds.ts blockLow), and g(m) = max over L ≤ m' ≤ m of u(m') for m ≥ L, 0
   * below: g is non-decreasing and ≥ t(m, n) on [L, ∞) for every n in the block. So power(n) ≤
   * E g(D_n) + P(D_n < L) ≤ E g(D_n2) + P(D_n1 < L), because D_n grows stochastically with n;
   * mass outside D_n2's window counts as 1.
   */
  private upperBound(n1: number, n2: number, delta: number, exact = false): number {
    const tails = this.tailsFor(delta);
    const w1 = this.window.fill(n1, this.discordantRate, ENVELOPE_FLOOR);
    const w2 = this.window2.fill(n2, this.discordantRate, ENVELOPE_FLOOR);
    const top = w2.lo + w2.size - 1;
    let g = 0;
    let sum = 0;
    for (let m = w1.lo; m <= top; m++) {
      g = Math.max(g, this.tailAt(m, this.regions.blockLow(m, Math.max(n1, m), Math.max(n2, m), exact), tails));
      const i = m - w2.lo;
      if (i >= 0) sum += w2.mass[i]! * g;
    }
    return sum + w2.skippedMass + w1.skippedMass;
  }

  /**
   * A lower bound on power(n) for every n in [n1, n2]: with l(m) ≤ t(m, n) for every n in
   * [max(n1, m), n2] (the tail at the high end of b*'s range over the block), h(m) = min over
   * m ≤ m' ≤ H of l(m'), H the top of D_n2's window, is non-decreasing and ≤ t(m, n), so
   * power(n) ≥ E h(D_n1) − P(D_n2 > H).
   */
  private lowerBound(n1: number, n2: number, delta: number, exact = false): number {
    const tails = this.tailsFor(delta);
    const w1 = this.window.fill(n1, this.discordantRate, ENVELOPE_FLOOR);
    const w2 = this.window2.fill(n2, this.discordantRate, ENVELOPE_FLOOR);
    const top = w2.lo + w2.size - 1;
    let h = 1;
    let sum = 0;
    for (let m = top; m >= w1.lo; m--) {
      h = Math.min(h, this.tailAt(m, this.regions.blockHigh(m, Math.max(n1, m), Math.max(n2, m), exact), tails));
      const i = m - w1.lo;
      if (i < w1.size) sum += w1.mass[i]! * h;
    }
    return sum - w2.skippedMass;
  }

  /** Smallest n in [a, b] reaching the target; `reached`: b itself is known to reach it. */
  private firstReaching(a: number, b: number, delta: number, target: number, reached = false): number | null {
    if (a > b) return null;
    if (b - a < EXACT_SCAN) {
      for (let n = a; n <= b; n++) if (this.reaches(n, delta, target)) return n;
      return null;
    }
    // A block whose last n reaches the target cannot be ruled out: no envelope to compute.
    if (!reached) {
      if (this.upperBound(a, b, delta) < target) return null;
      if (b - a <= a / EXACT_BLOCK && this.upperBound(a, b, delta, true) < target) return null;
    }
    const mid = Math.floor((a + b) / 2);
    return this.firstReaching(a, mid, delta, target) ?? this.firstReaching(mid + 1, b, delta, target, reached);
  }

  private lastMissing(a: number, b: number, delta: number, target: number): number | null {
    if (a > b) return null;
    if (b - a < EXACT_SCAN) {
      for (let n = b; n >= a; n--) if (!this.reaches(n, delta, target)) return n;
      return null;
    }
    if (this.lowerBound(a, b, delta) >= target) return null;
    if (b - a <= a / EXACT_BLOCK && this.lowerBound(a, b, delta, true) >= target) return null;
    const mid = Math.floor((a + b) / 2);
    return this.lastMissing(mid + 1, b, delta, target) ?? this.lastMissing(a, mid, delta, target);
  }

  power(n: number, delta: number): PowerDetail {
    validateDesign(n, this.discordantRate, delta);
    const tails = this.tailsFor(delta);
    const w = this.window.fill(n, this.discordantRate);
    const mass = w.mass;
    const regions = this.regions;
    let power = 0;
    for (let i = 0, m = w.lo; i < w.size; i++, m++) {
      // The inlined detect(): this loop runs for every n the searches evaluate.
      const b = regions.threshold(m, n);
      power += mass[i]! * (tails.cachedB(m) === b ? tails.cachedValue(m) : tails.upper(m, b));
    }
    return { power: Math.min(1, power), skippedMass: w.skippedMass };
  }

  /**
   * power(n, δ).power ≥ target, decided from as few terms of D as it takes: terms are added
   * largest first (outward from the mode), and once the partial sum S, or S plus all the mass
   * not yet seen (t ≤ 1), is clear of the target by more than the rounding of either sum, the
   * answer is that of the full sum. Near the target it is the full sum itself.
   */
  private reaches(n: number, delta: number, target: number): boolean {
    const psi = this.discordantRate;
    if (psi === 1) return this.power(n, delta).power >= target;
    const tails = this.tailsFor(delta);
    const odds = psi / (1 - psi);
    const mode = Math.min(n, Math.floor((n + 1) * psi));
    let pu = Math.exp(binomLogPmf(mode, n, psi));
    let pd = pu;
    let up = mode;
    let down = mode;
    let seen = pu;
    let sum = pu * this.detect(mode, n, tails);
    for (let k = 1; ; k++) {
      const nextUp = up < n ? (pu * ((n - up) * odds)) / (up + 1) : 0;
      const nextDown = down > 0 ? (pd * down) / ((n - down + 1) * odds) : 0;
      if (nextUp < MASS_FLOOR && nextDown < MASS_FLOOR) break;
      let m: number;
      let p: number;
      if (nextUp >= nextDown) {
        m = ++up;
        p = pu = nextUp;
      } else {
        m = --down;
        p = pd = nextDown;
      }
      seen += p;
      sum += p * this.detect(m, n, tails);
      if ((k & 15) === 0) {
        // Each mass and tail is within ~1e-12 relatively of its exact value; 1e-10 covers both sums.
        if (sum > target + REACH_SLACK) return true;
        if (sum + (1 - seen) < target - REACH_SLACK) return false;
      }
    }
    return this.power(n, delta).power >= target;
  }

  /** Smallest δ ≤ ψ with power ≥ target, to within `tolerance`; null when even δ = ψ falls short. */
  minDetectableEffect(n: number, target: number, tolerance = 1e-6): number | null {
    validateDesign(n, this.discordantRate, undefined);
    validateTarget(target);
    // The rejection region does not depend on δ: find it once, then sum tails for each δ tried.
    const w = this.window.fill(n, this.discordantRate);
    const lo = w.lo;
    const masses = w.mass.slice(0, w.size);
    const bs = new Int32Array(w.size);
    for (let i = 0; i < w.size; i++) bs[i] = this.regions.threshold(lo + i, n);
    const powerAt = (delta: number) => {
      const tails = this.tailsFor(delta);
      let p = 0;
      for (let i = 0; i < bs.length; i++) p += masses[i]! * tails.upper(lo + i, bs[i]!);
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
    // The counts of D the search will visit, reached for the normal approximation's n: memory
    // taken once up to 4× that n (the search looks at up to 2× the answer), instead of growing by
    // doublings, each a copy of every cache. Only a size: an n past it grows the caches as before.
    const psi = this.discordantRate;
    const guess = Math.min(maxN, 4 * connorRequiredN(psi, delta, target, this.verdictRule));
    const topM = Math.min(guess, Math.ceil(guess * psi + 12 * Math.sqrt(guess * psi * (1 - psi)) + 64));
    this.regions.reserve(topM);
    this.tailsFor(delta).reserve(topM);
    let top = 1;
    while (!this.reaches(top, delta, target)) {
      if (top > maxN) return null;
      top *= 2;
    }
    const firstN = this.firstReaching(1, top, delta, target, true)!;
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
export function smallestReaching(
  f: (x: number) => number,
  target: number,
  lo: number,
  hi: number,
  tolerance: number,
): number {
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

// Connor (1987): the normal approximation, for comparison only, at the critical value of the
// rule actually used (docs/statistics.md, "Power"): √n·δ̂/√ψ must clear both the test clause's
// z at α/(M·K) (α/(2MK) two-sided; the controls' tests in the family too) and the deflated
// bound clause's z at the bound's level plus E[max](K); the larger binds. With K = 1 that is
// the test clause's alone.
function zAlpha(rule: VerdictRule): number {
  const r = compileRule(rule);
  const test = normQuantile(1 - (r.sided === "one-sided" ? r.pThreshold : r.pThreshold / 2));
  const bound = normQuantile(1 - r.lcbAlpha) + r.emax;
  return Math.max(test, bound);
}

export function connorPower(n: number, discordantRate: number, effect: number, rule: VerdictRule): number {
  validateDesign(n, discordantRate, effect);
  const spread = Math.sqrt(discordantRate - effect * effect);
  const num = effect * Math.sqrt(n) - zAlpha(rule) * Math.sqrt(discordantRate);
  if (spread === 0) return num > 0 ? 1 : num === 0 ? 0.5 : 0;
  return normCdf(num / spread);
}

export function connorRequiredN(
  discordantRate: number,
  effect: number,
  targetPower: number,
  rule: VerdictRule,
): number {
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
