/**
 * Power of the verdict rule on the soft signal (docs/statistics.md "The soft signal", "Power"),
 * before any spend, from a planned SD σ of the per-item soft difference d.
 *
 * One (model, perturber) pair on the soft signal fires (the rule at Holm's first step, every
 * other hypothesis null: the worst case, so the figure is a lower bound on the power to name the
 * model, as the binary gate's is) iff
 *   the sign-flip p < α/F  AND  the score lower bound at α − E(K)·√Σd²/n > 0.
 * Both clauses depend on the data through D = Σd and Q = Σd², and both tighten as the mean
 * m = D/n grows, so at a planned σ (Q = (n − 1)σ² + n·m²) the rule fires iff m exceeds a threshold
 * t*(n, σ). The test clause uses the normal form of the sign-flip test (D/√Q > z at α/F: the
 * sign-flip distribution of D has mean 0 and variance Q exactly, and is close to normal once a few
 * dozen items differ); the bound clause is the verdict's own score bound. Then
 *   power ≈ P(d̄ > t*) = Φ((δ − t*)·√n/σ),  d̄ ~ N(δ, σ²/n).
 * It is an approximation (the sample SD is taken as σ); its error against a simulation of the
 * whole rule is in docs/statistics.md ("The soft signal", power table).
 */
import { chisqSf } from "./chisq.js";
import { normCdf, normQuantile } from "./normal.js";
import { compileRule, type VerdictRule } from "./rule.js";
import { softBounds } from "./sign-flip.js";

export interface SoftPowerDesign {
  n: number;
  /** Planned SD of d = s(original) − s(perturbed) per item (0 < σ ≤ 1). */
  sd: number;
  /** The target mean soft drop δ (proportion). */
  effect: number;
}

function check(n: number, sd: number, fn: string): void {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`${fn}: n must be an integer ≥ 2 (got ${n})`);
  if (!(sd > 0 && sd <= 1)) throw new RangeError(`${fn}: sd must be in (0, 1] (got ${sd})`);
}

/** Whether the rule fires at mean m, given n and σ (Q = (n − 1)σ² + n·m²). */
function firesAt(m: number, n: number, sd: number, rule: VerdictRule): boolean {
  const r = compileRule(rule);
  const D = n * m;
  const Q = (n - 1) * sd * sd + n * m * m;
  if (!(D / Math.sqrt(Q) > normQuantile(1 - r.pThreshold))) return false;
  const { lcb } = softBounds(D, Q, n, r.lcbAlpha);
  return lcb - (r.emax * Math.sqrt(Q)) / n > 0;
}

/** t*(n, σ): the smallest mean soft drop at which the rule fires (to 1e-9), or null when none ≤ 1 does. */
export function softThreshold(n: number, sd: number, rule: VerdictRule): number | null {
  check(n, sd, "softThreshold");
  if (!firesAt(1, n, sd, rule)) return null;
  let lo = 0;
  let hi = 1;
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (firesAt(mid, n, sd, rule)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Approximate power of the rule at (n, σ, δ): Φ((δ − t*)·√n/σ); 0 when no mean ≤ 1 fires. */
export function softPower(d: SoftPowerDesign, rule: VerdictRule): number {
  check(d.n, d.sd, "softPower");
  if (!(d.effect > 0 && d.effect <= 1)) throw new RangeError(`softPower: effect must be in (0, 1] (got ${d.effect})`);
  const t = softThreshold(d.n, d.sd, rule);
  if (t === null) return 0;
  return normCdf(((d.effect - t) * Math.sqrt(d.n)) / d.sd);
}

/** The smallest δ with power ≥ target at (n, σ) (to 1e-6), or null when none ≤ 1 reaches it. */
export function softMinDetectableEffect(n: number, sd: number, targetPower: number, rule: VerdictRule): number | null {
  check(n, sd, "softMinDetectableEffect");
  const t = softThreshold(n, sd, rule);
  if (t === null) return null;
  // Φ((δ − t)√n/σ) = target ⇔ δ = t + z_target·σ/√n.
  const delta = t + (normQuantile(targetPower) * sd) / Math.sqrt(n);
  return delta <= 1 ? Math.max(delta, 0) : null;
}

/** The smallest n ≤ maxN with power ≥ target at (σ, δ), or null. Power grows with n here, so bisection is exact. */
export function softRequiredN(
  sd: number,
  effect: number,
  targetPower: number,
  rule: VerdictRule,
  maxN = 2_000_000,
): number | null {
  const ok = (n: number) => softPower({ n, sd, effect }, rule) >= targetPower;
  if (!ok(maxN)) return null;
  let lo = 2;
  if (ok(lo)) return lo;
  let hi = maxN;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Fewer pilot items than this and the planned SD cannot be estimated (the gate asks for --soft-sd). */
export const MIN_PILOT_ITEMS = 20;

export interface PilotSd {
  n: number;
  /** The pilot's sample SD of d. */
  estimate: number;
  /** Its one-sided `level` upper confidence bound, the SD the gate plans with. */
  upper: number;
  level: number;
}

/**
 * The planned SD from a pilot's soft differences: the sample SD s and its one-sided upper bound
 * s·√((n − 1)/χ²_{1−level}(n − 1)) (normal theory; a small pilot gets a wide bound, so the gate
 * plans for more items rather than fewer). Below MIN_PILOT_ITEMS items: a RangeError.
 */
export function pilotSd(d: ArrayLike<number>, level = 0.9): PilotSd {
  const n = d.length;
  if (n < MIN_PILOT_ITEMS) {
    throw new RangeError(`pilotSd: ${n} pilot items; at least ${MIN_PILOT_ITEMS} are needed to plan on their SD`);
  }
  if (!(level > 0.5 && level < 1)) throw new RangeError(`pilotSd: level must be in (0.5, 1) (got ${level})`);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += d[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (d[i]! - mean) ** 2;
  const s = Math.sqrt(ss / (n - 1));
  const df = n - 1;
  // χ² quantile with P(X ≤ q) = 1 − level, by bisection on the survival function.
  const target = level; // P(X > q) = level
  let lo = 0;
  let hi = df + 20 * Math.sqrt(2 * df) + 20;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (chisqSf(mid, df) > target) lo = mid;
    else hi = mid;
  }
  const q = (lo + hi) / 2;
  return { n, estimate: s, upper: Math.min(1, s * Math.sqrt(df / q)), level };
}
