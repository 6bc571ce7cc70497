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
import { binomPmf, binomSf } from "./binomial.js";
import { chisqSf } from "./chisq.js";
import { normCdf, normQuantile } from "./normal.js";
import { compileRule, type VerdictRule } from "./rule.js";
import { LATTICE, softBounds } from "./sign-flip.js";

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

/** The normal approximation Φ((δ − t*)·√n/σ); 0 when no mean ≤ 1 fires. Optimistic for lumpy d at small n. */
export function softPowerNormal(d: SoftPowerDesign, rule: VerdictRule): number {
  check(d.n, d.sd, "softPowerNormal");
  const t = softThreshold(d.n, d.sd, rule);
  if (t === null) return 0;
  return normCdf(((d.effect - t) * Math.sqrt(d.n)) / d.sd);
}

/**
 * The lumpy shape with mean δ and SD σ: d ∈ {−a, 0, +a}, a = min(1, (σ² + δ²)/δ), with
 * P(d ≠ 0) = (σ² + δ²)/a² and P(d = +a) − P(d = −a) = δ/a. It puts as much mass at 0 as the mean
 * and SD allow in [−1, 1] — the memorizer's shape (most items unmoved, the rest flipped) — so the
 * rule sees as few informative items as the design allows.
 */
export function lumpyShape(sd: number, effect: number): { a: number; nonzero: number; up: number } {
  const m2 = sd * sd + effect * effect;
  const a = Math.min(1, m2 / effect);
  const nonzero = Math.min(1, m2 / (a * a));
  // P(+a | d ≠ 0): (nonzero + δ/a)/2 / nonzero, clamped against rounding.
  const up = Math.min(1, Math.max(0, (nonzero + effect / a) / (2 * nonzero)));
  return { a, nonzero, up };
}

/**
 * The exact power of the rule when d has the lumpy shape: with k items at ±a of which b at +a,
 * the sign-flip p is exactly P(Bin(k, ½) ≥ b) (every lattice weight is equal: the sign test), and
 * D = a(2b − k), Q = a²k. For each k the rule fires from a smallest b, so
 *   power = Σ_k P(Bin(n, nonzero) = k) · P(Bin(k, up) ≥ b*(k)),
 * summed over the k that carry all but 1e-12 of the mass.
 */
export function softPowerLumpy(d: SoftPowerDesign, rule: VerdictRule): number {
  check(d.n, d.sd, "softPowerLumpy");
  const r = compileRule(rule);
  const { a, nonzero, up } = lumpyShape(d.sd, d.effect);
  const w = Math.round(a * LATTICE);
  if (w === 0) return 0; // every d rounds to the tie: the test never sees an item
  const fires = (k: number, b: number): boolean => {
    if (!(binomSf(b, k, 0.5) < r.pThreshold)) return false;
    const D = a * (2 * b - k);
    const Q = a * a * k;
    return softBounds(D, Q, d.n, r.lcbAlpha).lcb - (r.emax * Math.sqrt(Q)) / d.n > 0;
  };
  const n = d.n;
  const mean = n * nonzero;
  const spread = 12 * Math.sqrt(n * nonzero * (1 - nonzero)) + 12;
  const kLo = Math.max(1, Math.floor(mean - spread));
  const kHi = Math.min(n, Math.ceil(mean + spread));
  let power = 0;
  // fires(k, ·) is monotone in b (the sign-test p and the bound both improve with b), so b*(k) is
  // found by walking from the previous k's b* — it moves by about ½ per step — exact whatever the
  // start, and about two evaluations per k instead of a bisection's log k.
  let guess = -1;
  for (let k = kLo; k <= kHi; k++) {
    const pk = nonzero >= 1 ? (k === n ? 1 : 0) : binomPmf(k, n, nonzero);
    if (pk < 1e-300) continue;
    let b = guess < 0 ? Math.ceil(k / 2 + Math.sqrt(k)) : guess;
    b = Math.min(k, Math.max(Math.floor(k / 2), b));
    if (fires(k, b)) {
      while (b > 0 && fires(k, b - 1)) b--;
    } else {
      while (b <= k && !fires(k, b)) b++;
      if (b > k) continue; // no split of k informative items fires
    }
    guess = b;
    power += pk * (up >= 1 ? 1 : binomSf(b, k, up));
  }
  return Math.min(1, power);
}

/**
 * The power the gate shows at (n, σ, δ): the smaller of the normal approximation and the exact
 * power under the lumpy shape (docs/statistics.md "The soft signal", "Power"). The normal figure
 * is accurate for smooth d; with near-0/1 scores at small n it is optimistic (few items differ,
 * and the exact sign test needs several of them), which the lumpy figure is not.
 */
export function softPower(d: SoftPowerDesign, rule: VerdictRule): number {
  check(d.n, d.sd, "softPower");
  if (!(d.effect > 0 && d.effect <= 1)) throw new RangeError(`softPower: effect must be in (0, 1] (got ${d.effect})`);
  const normal = softPowerNormal(d, rule);
  if (normal === 0) return 0;
  return Math.min(normal, softPowerLumpy(d, rule));
}

/** The smallest δ with power ≥ target at (n, σ) (to 1e-6), or null when none ≤ 1 reaches it. */
export function softMinDetectableEffect(n: number, sd: number, targetPower: number, rule: VerdictRule): number | null {
  check(n, sd, "softMinDetectableEffect");
  const ok = (effect: number) => softPower({ n, sd, effect }, rule) >= targetPower;
  if (!ok(1)) return null;
  // Bisection: the shown power rises with δ (both parts do, up to the lumpy shape's lattice steps).
  let lo = 0;
  let hi = 1;
  while (hi - lo > 1e-6) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The smallest n ≤ maxN with power ≥ target at (σ, δ), or null. The normal part rises with n, so
 * bisection finds where it reaches the target; the lumpy part can lag it by lattice steps, so the
 * search then walks up (by a growing stride past the first few hundred) until the shown power does.
 */
export function softRequiredN(
  sd: number,
  effect: number,
  targetPower: number,
  rule: VerdictRule,
  maxN = 2_000_000,
): number | null {
  const okNormal = (n: number) => softPowerNormal({ n, sd, effect }, rule) >= targetPower;
  if (!okNormal(maxN)) return null;
  let lo = 2;
  let hi = maxN;
  if (okNormal(lo)) hi = lo;
  else {
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (okNormal(mid)) hi = mid;
      else lo = mid;
    }
  }
  const ok = (n: number) => softPower({ n, sd, effect }, rule) >= targetPower;
  let n = hi;
  let step = 1;
  let prev = n;
  while (!ok(n)) {
    if (n >= maxN) return null;
    prev = n;
    n = Math.min(maxN, n + step);
    if (n - hi > 200) step = Math.ceil(step * 1.5);
  }
  // A stride overshot: bisect back over (prev, n].
  if (n - prev > 1) {
    let a = prev;
    let b = n;
    while (b - a > 1) {
      const mid = Math.floor((a + b) / 2);
      if (ok(mid)) b = mid;
      else a = mid;
    }
    n = b;
  }
  return n;
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
