/**
 * Power planner for `compare` (docs/statistics.md, "Compare: power before spending"): how likely
 * the exact McNemar test of pairedDifference is to see a Δ-point difference, and how many items
 * it takes, before any model is called.
 *
 * API: `comparePower({ n, delta, discordance, alpha, sided, designEffect? })` → `ComparePower`;
 * `compareSampleSize({ delta, discordance, alpha, sided, target, designEffect? })` → `CompareSampleSize`.
 *
 * Model: each item is discordant with probability ψ (`discordance`); a discordant item goes the
 * candidate's way with probability π₁ = (ψ + Δ)/(2ψ), so the accuracy difference is Δ
 * (0 < Δ ≤ ψ ≤ 1; Δ is the magnitude in the direction of interest). Exactly:
 *   power(n) = Σ_m P(D = m) · P(Bin(m, π₁) ≥ b*(m)),   D ~ Bin(n, ψ),
 * b*(m) the smallest b whose one-sided exact p P(Bin(m, ½) ≥ b) is below α (sided "greater" or
 * "less": the preregistered direction) or below α/2 (two-sided: the doubled tail is < α exactly
 * when the larger count's tail is < α/2). For two-sided tests only rejections in the direction of
 * the true Δ count: a "significant" difference of the wrong sign is not a detection (its chance is
 * below α/2 and is left out, so the figure is a lower bound on P(reject)).
 * The melded bound adds nothing at margin 0: it excludes 0 exactly when p < α (paired-difference.ts),
 * so this is also the power of "the interval excludes 0".
 *
 * The sum, its truncation (terms below e^-60, bounded and reported) and the sample-size search
 * (first n reaching the target, and the smallest n whose whole stretch [n, 2n] reaches it) are
 * power.ts's PowerEngine with the verdict rule at M = K = 1, where E(1) = 0 and the rule is the
 * one-sided exact test at its level: the same tested machinery, not a second copy.
 *
 * Margin: when the gate also asks the melded bound to clear a margin (the candidate better by
 * more than `margin`, or worse by more than it), the rule is "p below the level AND melded lcb at
 * that level > margin" on the side of Δ, and the melded bound is no longer implied by p. Then
 * b*(m, n) is the smallest b passing both, found per m by bisection on b (the lcb grows with b at
 * fixed m, n) with meldedLcbExceeds deciding each b, and the sum runs over every m of D with
 * log-mass ≥ −60 (the rest is reported as skippedMass). comparePower only: this is O(√n log n)
 * quadratures per evaluation, too slow to search n with.
 *
 * Clusters: with a design effect DEFF (clustered-difference.ts) the planner evaluates the exact
 * power at n_eff = ⌊n / DEFF⌋ independent items and sizes the study as ⌈n_iid · DEFF⌉ items. That is
 * an approximation (the clustered analysis is a t-test on cluster totals, not the exact test; its
 * accuracy is checked by simulation in test/simulation/compare-clusters.slow.test.ts), so the
 * result says `method: "design-effect approximation"`.
 */
import { binomLogPmf, binomLogSf } from "./binomial.js";
import { mcnemarP } from "./mcnemar.js";
import { meldedLcbExceeds } from "./melded.js";
import { connorPower, PowerEngine } from "./power.js";
import type { VerdictRule } from "./rule.js";
import type { CompareSided } from "./paired-difference.js";

export interface ComparePowerDesign {
  /** Items (each answered by both conditions). */
  readonly n: number;
  /** Δ: the accuracy difference to detect, a magnitude in (0, discordance]. */
  readonly delta: number;
  /** ψ: expected share of items the two conditions disagree on. */
  readonly discordance: number;
  readonly alpha: number;
  readonly sided: CompareSided;
  /** DEFF ≥ 1 of a clustered design (1, or absent, for independent items). */
  readonly designEffect?: number;
  /** The melded bound must also clear this margin on Δ's side (0, or absent: p alone, module comment). */
  readonly margin?: number;
}

export type PowerMethod = "exact" | "design-effect approximation";

export interface ComparePower {
  readonly power: number;
  readonly method: PowerMethod;
  readonly n: number;
  /** Items the exact sum ran at: n, or ⌊n/DEFF⌋. */
  readonly effectiveN: number;
  readonly designEffect: number;
  /** Upper bound on the probability mass of D skipped by the e^-60 floor. */
  readonly skippedMass: number;
  /** Connor's (1987) normal approximation at effectiveN, for comparison only: never the gate. */
  readonly normalApproximation: number;
}

export interface CompareSampleSizeDesign {
  readonly delta: number;
  readonly discordance: number;
  readonly alpha: number;
  readonly sided: CompareSided;
  /** Target power in (0, 1). */
  readonly target: number;
  readonly designEffect?: number;
  /** Largest n searched (independent items); default 2,000,000. */
  readonly maxN?: number;
}

export type CompareSampleSize =
  | {
      readonly kind: "found";
      readonly method: PowerMethod;
      /** Items needed: the smallest n whose whole stretch [n, 2n] reaches the target (×DEFF). */
      readonly requiredN: number;
      /** The smallest n reaching the target (×DEFF); below requiredN only where power saw-tooths. */
      readonly firstN: number;
      /** The same two for independent items. */
      readonly independentRequiredN: number;
      readonly independentFirstN: number;
      readonly designEffect: number;
    }
  | { readonly kind: "not-reachable"; readonly maxN: number };

/** The verdict rule at M = K = 1 that is the exact McNemar test of `sided` at `alpha` (module comment). */
export function compareRule(alpha: number, sided: CompareSided): VerdictRule {
  return {
    alpha: sided === "two-sided" ? alpha / 2 : alpha,
    sided: "one-sided",
    models: 1,
    perturbers: 1,
    emax: "exact",
  };
}

function validateCommon(
  d: { delta: number; discordance: number; alpha: number; sided: CompareSided; designEffect?: number },
  fn: string,
): number {
  if (d === null || typeof d !== "object") throw new RangeError(`${fn}: design must be an object`);
  const { delta, discordance, alpha, sided } = d;
  if (typeof discordance !== "number" || !(discordance > 0 && discordance <= 1))
    throw new RangeError(`${fn}: discordance must be in (0, 1], got ${String(discordance)}`);
  if (typeof delta !== "number" || !(delta > 0 && delta <= discordance))
    throw new RangeError(`${fn}: delta must be in (0, discordance = ${discordance}], got ${String(delta)}`);
  if (typeof alpha !== "number" || !(alpha > 0 && alpha < 0.5))
    throw new RangeError(`${fn}: alpha must be in (0, 0.5), got ${String(alpha)}`);
  if (sided !== "two-sided" && sided !== "greater" && sided !== "less")
    throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(sided)}`);
  const deff = d.designEffect ?? 1;
  if (typeof deff !== "number" || !Number.isFinite(deff) || deff < 1)
    throw new RangeError(`${fn}: designEffect must be a finite number ≥ 1, got ${String(d.designEffect)}`);
  return deff;
}

export function comparePower(design: ComparePowerDesign): ComparePower {
  const fn = "comparePower";
  const deff = validateCommon(design, fn);
  const { n, delta, discordance, alpha, sided } = design;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${fn}: n must be an integer ≥ 1, got ${String(n)}`);
  const effectiveN = deff === 1 ? n : Math.floor(n / deff);
  const rule = compareRule(alpha, sided);
  const method: PowerMethod = deff === 1 ? "exact" : "design-effect approximation";
  if (effectiveN < 1) {
    return { power: 0, method, n, effectiveN: 0, designEffect: deff, skippedMass: 0, normalApproximation: 0 };
  }
  const margin = design.margin ?? 0;
  if (typeof margin !== "number" || !(margin >= 0 && margin < 1))
    throw new RangeError(`${fn}: margin must be in [0, 1), got ${String(design.margin)}`);
  const r =
    margin === 0
      ? new PowerEngine(discordance, rule).power(effectiveN, delta)
      : marginPower(effectiveN, delta, discordance, rule.alpha, margin);
  return {
    power: r.power,
    method,
    n,
    effectiveN,
    designEffect: deff,
    skippedMass: r.skippedMass,
    normalApproximation: connorPower(effectiveN, discordance, delta, rule),
  };
}

const LOG_MASS_FLOOR = -60;

/** Smallest b in [lo, hi] with ok(b), for ok monotone (false … true); hi + 1 when none. */
function firstTrue(lo: number, hi: number, ok: (b: number) => boolean): number {
  let a = lo;
  let z = hi + 1;
  while (a < z) {
    const mid = (a + z) >>> 1;
    if (ok(mid)) z = mid;
    else a = mid + 1;
  }
  return a;
}

/** Power of "one-sided p < level and melded lcb(level) > margin" on Δ's side (module comment). */
function marginPower(
  n: number,
  delta: number,
  psi: number,
  level: number,
  margin: number,
): { power: number; skippedMass: number } {
  const pi1 = (psi + delta) / (2 * psi);
  let power = 0;
  let skipped = 0;
  for (let m = 0; m <= n; m++) {
    const logMass = binomLogPmf(m, n, psi);
    if (logMass < LOG_MASS_FLOOR) {
      skipped += Math.exp(logMass);
      continue;
    }
    const bp = firstTrue(0, m, (b) => mcnemarP(b, m - b, "one-sided") < level);
    const bs = firstTrue(bp, m, (b) => meldedLcbExceeds(b, m - b, n, level, margin));
    if (bs > m) continue;
    power += Math.exp(logMass + binomLogSf(bs, m, pi1));
  }
  return { power: Math.min(1, power), skippedMass: Math.min(1, skipped) };
}

export function compareSampleSize(design: CompareSampleSizeDesign): CompareSampleSize {
  const fn = "compareSampleSize";
  const deff = validateCommon(design, fn);
  const { delta, discordance, alpha, sided, target } = design;
  if (typeof target !== "number" || !(target > 0 && target < 1))
    throw new RangeError(`${fn}: target must be in (0, 1), got ${String(target)}`);
  const maxN = design.maxN ?? 2_000_000;
  if (!Number.isInteger(maxN) || maxN < 1)
    throw new RangeError(`${fn}: maxN must be an integer ≥ 1, got ${String(maxN)}`);
  const r = new PowerEngine(discordance, compareRule(alpha, sided)).sampleSize(delta, target, maxN);
  if (r === null) return { kind: "not-reachable", maxN };
  return {
    kind: "found",
    method: deff === 1 ? "exact" : "design-effect approximation",
    requiredN: Math.ceil(r.requiredN * deff),
    firstN: Math.ceil(r.firstN * deff),
    independentRequiredN: r.requiredN,
    independentFirstN: r.firstN,
    designEffect: deff,
  };
}
