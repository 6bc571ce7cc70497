/**
 * Power of the soft rule on the shape a pilot showed (docs/statistics.md "The soft signal",
 * "Power on the pilot's shape"): not a mean and an SD, but the pilot's own distribution of
 * d = s(original) − s(perturbed), moved to the target mean, run through the verdict's own test.
 *
 * The shape. The pilot's d are centred (c_i = d_i − d̄), scaled by `scale` (the small-pilot
 * allowance: the ratio of the SD's upper bound to its estimate, so the planned spread is at
 * least the one the SD-only gate plans with), and moved to the target mean δ by one shift θ:
 * d_i(δ) = clamp(θ + scale·c_i, −1, 1), θ chosen (bisection) so that the mean of the clamped
 * values is δ exactly — a plain shift by δ would lose mean wherever values hit ±1. Clamping only
 * pulls the spread in, so the SD at δ is at most scale·s (the figure is for the shape at δ, not
 * for the pilot's own mean).
 *
 * The power: items are drawn with replacement from that shape, `reps` replicates from a generator
 * seeded by the design (the same inputs give the same figure; every δ and n reuses the same uniform
 * stream, so the figure moves smoothly enough for MDE and n searches), and a replicate fires iff
 * the verdict's rule at Holm's first step does: the verdict's sign-flip p (signFlipP) < α/F and its
 * score bound (softBounds) at α − E(K)·√Σd²/n > 0. Up to EXACT_MAX_N items the p is the verdict's
 * exact p on the drawn items (within its budget there); up to DRAW_MAX_N it is the same
 * statistic's Edgeworth form on the drawn items; above, the replicate draws the sums the rule
 * reads — Σd, Σd², the lattice statistic T and its null variance Σw² — from their joint normal law
 * (n iid items: mean n·μ, covariance n·Σ of the shape's own moments) and the p is the Edgeworth
 * form again, continuity-corrected by the shape's gcd, κ₄ from its mean w⁴. The simulation in
 * docs/statistics.md checks all three regimes against the verdict run on drawn items (20 to 1,500
 * items), and test/stats/soft-power-shape.test.ts the normal law against the exact power on the
 * 0/±1 shape.
 */
import { normCdf, normQuantile } from "./normal.js";
import { createRng } from "./random.js";
import { compileRule, type CompiledRule, type VerdictRule } from "./rule.js";
import { gcd, LATTICE, signFlipP, softBoundsCritical, softBoundsWith } from "./sign-flip.js";

/** The verdict's exact sign-flip p on the drawn items up to this n; its Edgeworth form above. */
export const EXACT_MAX_N = 200;
/** Items drawn one by one up to this n; above, the sums' joint normal law. */
export const DRAW_MAX_N = 1_000;
/** Replicates per power figure: Monte Carlo SE ≤ 0.5/√reps = 0.011 (0.009 at power 0.8). */
export const SHAPE_REPS = 2_000;

export interface SoftShape {
  /** The centred, scaled pilot differences (mean 0). */
  centred: Float64Array;
  /** The pilot's items and its own mean and SD (what the shape came from). */
  pilotItems: number;
  scale: number;
}

/** The pilot's d centred and scaled by `scale` ≥ 1 (see the top). */
export function shapeOf(d: ArrayLike<number>, scale = 1): SoftShape {
  const n = d.length;
  if (n < 2) throw new RangeError(`shapeOf: needs at least 2 pilot differences (got ${n})`);
  if (!(scale >= 1 && Number.isFinite(scale))) throw new RangeError(`shapeOf: scale must be ≥ 1 (got ${scale})`);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = d[i]!;
    if (!(v >= -1 && v <= 1)) throw new RangeError(`shapeOf: d[${i}] must be in [−1, 1] (got ${v})`);
    sum += v;
  }
  const mean = sum / n;
  const centred = new Float64Array(n);
  for (let i = 0; i < n; i++) centred[i] = scale * (d[i]! - mean);
  return { centred, pilotItems: n, scale };
}

const clamp = (x: number) => Math.max(-1, Math.min(1, x));

/** The shape's values at mean δ: clamp(θ + c_i, −1, 1) with θ such that their mean is δ (to 1e-12). */
export function shapeAt(shape: SoftShape, effect: number): Float64Array {
  if (!(effect > -1 && effect <= 1)) throw new RangeError(`shapeAt: effect must be in (−1, 1] (got ${effect})`);
  const c = shape.centred;
  if (effect === 1) return new Float64Array(c.length).fill(1);
  const meanAt = (theta: number) => {
    let s = 0;
    for (let i = 0; i < c.length; i++) s += clamp(theta + c[i]!);
    return s / c.length;
  };
  // The clamped mean rises with θ, from −1 at θ = −3 to 1 at θ = 3 (|c_i| ≤ 2 after centring,
  // scale times that: widen the bracket by it).
  let span = 1;
  for (let i = 0; i < c.length; i++) span = Math.max(span, Math.abs(c[i]!) + 1);
  let lo = -span;
  let hi = span;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    if (meanAt(mid) < effect) lo = mid;
    else hi = mid;
  }
  const theta = (lo + hi) / 2;
  return Float64Array.from(c, (x) => clamp(theta + x));
}

export interface ShapePowerOptions {
  reps?: number;
  /** Seed tag: the figure is a function of (seed, values, n, rule). */
  seed?: string;
  /** Where the exact p gives way to its normal form, and drawn items to the sums' normal law (tests compare them). */
  exactMaxN?: number;
  drawMaxN?: number;
}

/**
 * Whether the verdict's bound clause fires on sums (D, Q): softBounds' lower end at the rule's
 * level, less the E[max] deflation, above 0. `c` is softBoundsCritical(n, r.lcbAlpha), once per n.
 */
function boundFires(D: number, Q: number, n: number, r: CompiledRule, c: number): boolean {
  return softBoundsWith(D, Q, n, c).lcb - (r.emax * Math.sqrt(Q)) / n > 0;
}

/**
 * The rule's power when d is drawn from `values` (equal weights), at n items: the share of
 * `reps` seeded replicates on which it fires (see the top).
 */
export function softPowerOfValues(
  values: Float64Array,
  n: number,
  rule: VerdictRule,
  opts: ShapePowerOptions = {},
): number {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`softPowerOfValues: n must be an integer ≥ 2 (got ${n})`);
  if (values.length === 0) throw new RangeError("softPowerOfValues: needs at least one value");
  const r = compileRule(rule);
  const c = softBoundsCritical(n, r.lcbAlpha);
  const reps = opts.reps ?? SHAPE_REPS;
  const rng = createRng(`soft-shape:${opts.seed ?? ""}:${n}`);
  const m = values.length;
  let hits = 0;
  const exactMaxN = opts.exactMaxN ?? EXACT_MAX_N;
  if (n <= (opts.drawMaxN ?? DRAW_MAX_N)) {
    const d = new Float64Array(n);
    // Hoeffding: under random signs P(T* ≥ T) ≤ exp(−T²/(2Σw²)), so when that is below α/F the
    // exact p is too and the replicate fires without the subset-sum count (the same decision).
    const hoeffding = 2 * Math.log(1 / r.pThreshold);
    const exact = n <= exactMaxN;
    for (let rep = 0; rep < reps; rep++) {
      let D = 0;
      let Q = 0;
      let T = 0;
      let W2 = 0;
      let W4 = 0;
      let g = 0;
      for (let i = 0; i < n; i++) {
        const v = values[Math.floor(rng.next() * m)]!;
        const w = Math.round(Math.abs(v) * LATTICE);
        d[i] = v;
        D += v;
        Q += v * v;
        T += Math.sign(v) * w;
        W2 += w * w;
        W4 += w * w * w * w;
        if (!exact && g !== 1 && w > 0) g = gcd(g, w);
      }
      // The cheap clauses first; a lattice sum ≤ 0 has p ≥ ½, never below α/F < ½.
      if (T <= 0 || !boundFires(D, Q, n, r, c)) continue;
      if (T * T > hoeffding * W2) hits++;
      else if (exact ? signFlipP(d).p < r.pThreshold : edgeworthP(T - g, W2, W4) < r.pThreshold) hits++;
    }
    return hits / reps;
  }
  // The sums' joint normal law: per item x = (d, d², sign(d)·w, w²), w = round(LATTICE·|d|).
  const mu = [0, 0, 0, 0];
  const xs: number[][] = [];
  // The p as on drawn items: the Edgeworth form, continuity-corrected by the weights' gcd g (a
  // large sample holds every value, so its gcd is the shape's), κ₄ from the shape's Σw⁴. The plain
  // normal form without them was 3 pt above the exact power on the 0/±1 shape at 1,001 items.
  let g = 0;
  let w4 = 0;
  for (let j = 0; j < m; j++) {
    const v = values[j]!;
    const w = Math.round(Math.abs(v) * LATTICE);
    if (w > 0) g = gcd(g, w);
    w4 += (w * w * w * w) / m;
    const x = [v, v * v, Math.sign(v) * w, w * w];
    xs.push(x);
    for (let a = 0; a < 4; a++) mu[a]! += x[a]! / m;
  }
  const cov = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  for (const x of xs)
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) cov[a]![b]! += ((x[a]! - mu[a]!) * (x[b]! - mu[b]!)) / m;
  const L = cholesky(cov);
  const z = [0, 0, 0, 0];
  const root = Math.sqrt(n);
  for (let rep = 0; rep < reps; rep++) {
    for (let a = 0; a < 4; a++) z[a] = normQuantile(Math.min(1 - 1e-16, Math.max(1e-16, rng.next())));
    const s = [0, 0, 0, 0];
    for (let a = 0; a < 4; a++) {
      let acc = 0;
      for (let b = 0; b <= a; b++) acc += L[a]![b]! * z[b]!;
      s[a] = n * mu[a]! + root * acc;
    }
    const D = Math.max(-n, Math.min(n, s[0]!));
    // Σd² ≥ (Σd)²/n, and Σw² ≥ T²/n: the normal draw cannot be allowed below what any sample has.
    const Q = Math.min(n, Math.max(s[1]!, (D * D) / n, 1e-12));
    const T = s[2]!;
    const W2 = Math.max(s[3]!, (T * T) / n, 1e-12);
    if (T <= 0 || !(edgeworthP(T - g, W2, n * w4) < r.pThreshold)) continue;
    if (boundFires(D, Q, n, r, c)) hits++;
  }
  return hits / reps;
}

/**
 * The sign-flip p P(Σε_i·w_i ≥ t) by its Edgeworth expansion to the fourth cumulant: the law is
 * symmetric (no third), and its standardised fourth cumulant is −2Σw⁴/(Σw²)² (each ±w term's is
 * −2w⁴), so p ≈ 1 − Φ(z) + φ(z)·κ₄(z³ − 3z)/24 at z = t/√Σw², t continuity-corrected by the caller.
 */
function edgeworthP(t: number, w2: number, w4: number): number {
  const z = t / Math.sqrt(w2);
  const k4 = (-2 * w4) / (w2 * w2);
  const phi = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
  return 1 - normCdf(z) + (phi * k4 * (z * z * z - 3 * z)) / 24;
}

/** Lower-triangular L with L·Lᵀ = A (A symmetric positive semi-definite; a zero pivot leaves its column 0). */
function cholesky(A: number[][]): number[][] {
  const k = A.length;
  const L = A.map(() => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i]![j]!;
      for (let t = 0; t < j; t++) s -= L[i]![t]! * L[j]![t]!;
      if (i === j) L[i]![i] = s > 1e-14 * (1 + Math.abs(A[i]![i]!)) ? Math.sqrt(s) : 0;
      else L[i]![j] = L[j]![j]! > 0 ? s / L[j]![j]! : 0;
    }
  }
  return L;
}

/** The power at mean δ on the shape (shapeAt, then softPowerOfValues). */
export function softPowerShape(
  shape: SoftShape,
  n: number,
  effect: number,
  rule: VerdictRule,
  opts: ShapePowerOptions = {},
): number {
  return softPowerOfValues(shapeAt(shape, effect), n, rule, opts);
}

/** The cheap form the searches bracket with: the sums' normal law at every n (O(reps) per figure). */
const CHEAP: ShapePowerOptions = { exactMaxN: 0, drawMaxN: 0 };
/**
 * The middle form: the drawn items with the Edgeworth p at every n up to DRAW_MAX_N (O(reps·n)).
 * Within a point or two of the exact figure, so the search pays the exact p (each figure thousands
 * of subset-sum counts) only for the last step or two.
 */
const MIDDLE: ShapePowerOptions = { exactMaxN: 0 };

/**
 * The boundary of a predicate that is false below it and true from it on, searched near a guess:
 * steps of `step` away from the guess (doubling) until the predicate changes, then bisection to
 * `tol`. The guess comes from the cheap form of the same figure (the normal form of the p), so
 * only a handful of exact evaluations are paid; the result does not depend on the guess beyond
 * Monte Carlo wobble. Returns null when `hi` itself is false.
 */
function boundaryNear(
  ok: (x: number) => boolean,
  guess: number,
  lo0: number,
  hi0: number,
  step0: number,
  tol: number,
  integer: boolean,
): number | null {
  const snap = (x: number) => (integer ? Math.round(x) : x);
  let x = Math.min(hi0, Math.max(lo0, snap(guess)));
  let lo: number;
  let hi: number;
  let step = step0;
  if (ok(x)) {
    hi = x;
    lo = x;
    for (;;) {
      const next = Math.max(lo0, snap(hi - step));
      if (next === lo0 && next === hi) return hi;
      if (!ok(next)) {
        lo = next;
        break;
      }
      hi = next;
      if (next === lo0) return hi;
      step *= 2;
    }
  } else {
    lo = x;
    for (;;) {
      if (lo >= hi0) return null;
      const next = Math.min(hi0, snap(lo + step));
      if (ok(next)) {
        hi = next;
        break;
      }
      lo = next;
      step *= 2;
    }
  }
  while (hi - lo > tol) {
    x = snap((lo + hi) / 2);
    if (x === lo || x === hi) break;
    if (ok(x)) hi = x;
    else lo = x;
  }
  return hi;
}

/**
 * The smallest mean soft drop δ with power ≥ target at n on the shape, to 0.1 pt over (0, 1]
 * (the replicates share their uniforms across δ, so the estimated power rises with δ up to Monte
 * Carlo wobble), or null when δ = 1 does not reach it.
 */
export function softShapeMde(
  shape: SoftShape,
  n: number,
  targetPower: number,
  rule: VerdictRule,
  opts: ShapePowerOptions = {},
): number | null {
  const values = (effect: number) => shapeAt(shape, effect);
  const ok = (o: ShapePowerOptions) => (effect: number) => softPowerOfValues(values(effect), n, rule, o) >= targetPower;
  const cheap = boundaryNear(ok({ ...opts, ...CHEAP }), 0.5, 0, 1, 0.25, 1e-3, false);
  if (n > (opts.exactMaxN ?? EXACT_MAX_N)) {
    return boundaryNear(ok(opts), cheap ?? 0.5, 0, 1, cheap === null ? 0.25 : 0.005, 1e-3, false);
  }
  const middle = boundaryNear(
    ok({ ...opts, ...MIDDLE }),
    cheap ?? 0.5,
    0,
    1,
    cheap === null ? 0.25 : 0.005,
    1e-3,
    false,
  );
  return boundaryNear(ok(opts), middle ?? 0.5, 0, 1, middle === null ? 0.25 : 0.002, 1e-3, false);
}

/**
 * The smallest n ≤ maxN with power ≥ target for mean δ on the shape, or null. Each n has its own
 * replicates; the estimate rises with n up to Monte Carlo wobble, so the n found is where the
 * seeded estimate first crosses on the search's path (a cheap pass with the normal form of the p,
 * then the figure itself near it).
 */
export function softShapeRequiredN(
  shape: SoftShape,
  effect: number,
  targetPower: number,
  rule: VerdictRule,
  maxN = 2_000_000,
  opts: ShapePowerOptions = {},
): number | null {
  const values = shapeAt(shape, effect);
  const ok = (o: ShapePowerOptions) => (n: number) => softPowerOfValues(values, n, rule, o) >= targetPower;
  // To the item below 100, to 1% above: each step is a full power figure. The cheap pass, then the
  // middle one, then the figure itself from the middle's answer with a short step (the exact p is
  // paid only up to EXACT_MAX_N, where the middle is within a point or two of it).
  // Above EXACT_MAX_N the middle form is the figure itself: its answer stands when it and the
  // step below it are both there.
  const tolOf = (guess: number) => Math.max(1, Math.floor(guess / 100));
  const cheap = boundaryNear(ok({ ...opts, ...CHEAP }), 64, 2, maxN, 32, 1, true);
  const g1 = cheap ?? maxN;
  const middle = boundaryNear(
    ok({ ...opts, ...MIDDLE }),
    g1,
    2,
    maxN,
    Math.max(1, Math.round(g1 / 16)),
    tolOf(g1),
    true,
  );
  const g2 = middle ?? maxN;
  if (middle !== null && middle - tolOf(middle) > (opts.exactMaxN ?? EXACT_MAX_N)) return middle;
  return boundaryNear(ok(opts), g2, 2, maxN, tolOf(g2), tolOf(g2), true);
}
