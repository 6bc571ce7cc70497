/**
 * The verdict rule v2, in the form the power gate needs it (docs/statistics.md, "Power"): one
 * (model, perturber) pair with table (b, c, n) fires when its exact McNemar p is below α/(M·K)
 * (Holm's first step over the M × K family, every other pair null: the worst case) AND the
 * melded lower bound on the drop, deflated by E(K)·SE₀ with SE₀ = √n_d/n, is above zero. The
 * verdict applies Holm across the observed p-values; this is the same rule with the Holm
 * threshold at its strictest, so the power computed from it is a guaranteed lower bound on the
 * power to name a contaminated model, attained when no other pair falls below α/(M·K).
 */
import { expectedMaxBailey, expectedMaxNormal } from "./emax.js";
import { mcnemarP, type Sided } from "./mcnemar.js";
import { meldedLcb, meldedLcbExceeds } from "./melded.js";

export type EmaxMethod = "exact" | "bailey";

export interface VerdictRule {
  /** Family-wise level α. */
  alpha: number;
  /** M: models compared. */
  models: number;
  /** K: perturbers tried. The family Holm runs over is the M × K (model, perturber) pairs; E(K) deflates. */
  perturbers: number;
  sided: Sided;
  emax: EmaxMethod;
  /**
   * Hypotheses the family holds beyond the M × K drop pairs (declared controls' excess-drop
   * tests, docs/statistics.md "Controls (v2)"); Holm's first step is then α/(M·K + extra).
   */
  extraTests?: number;
}

export function emaxOf(perturbers: number, method: EmaxMethod): number {
  if (!Number.isInteger(perturbers) || perturbers < 1) {
    throw new RangeError(`perturbers must be an integer ≥ 1 (got ${perturbers})`);
  }
  return method === "exact" ? expectedMaxNormal(perturbers) : expectedMaxBailey(perturbers);
}

/** The parts of the rule that do not depend on n, so the power sum can cache them per (m, b). */
export interface CompiledRule {
  readonly sided: Sided;
  /** p must be strictly below this: α/(M·K). */
  readonly pThreshold: number;
  /** Level of the melded lower bound: α one-sided, α/2 (lower end of the 1−α interval) two-sided. */
  readonly lcbAlpha: number;
  /** E(K). */
  readonly emax: number;
}

export function compileRule(rule: VerdictRule): CompiledRule {
  validateRule(rule);
  return {
    sided: rule.sided,
    pThreshold: rule.alpha / (rule.models * rule.perturbers + (rule.extraTests ?? 0)),
    lcbAlpha: rule.sided === "one-sided" ? rule.alpha : rule.alpha / 2,
    emax: emaxOf(rule.perturbers, rule.emax),
  };
}

export function validateRule(rule: VerdictRule): void {
  if (!(rule.alpha > 0 && rule.alpha < 0.5)) throw new RangeError(`alpha must be in (0, 0.5) (got ${rule.alpha})`);
  if (!Number.isInteger(rule.models) || rule.models < 1) {
    throw new RangeError(`models must be an integer ≥ 1 (got ${rule.models})`);
  }
  if (rule.extraTests !== undefined && !(Number.isInteger(rule.extraTests) && rule.extraTests >= 0)) {
    throw new RangeError(`extraTests must be an integer ≥ 0 (got ${rule.extraTests})`);
  }
  emaxOf(rule.perturbers, rule.emax);
}

/** The test clause alone: exact McNemar p < α/(M·K). Depends only on (b, c). */
export function testClause(b: number, c: number, rule: CompiledRule): boolean {
  return mcnemarP(b, c, rule.sided) < rule.pThreshold;
}

/** E(K)·SE₀, SE₀ = √m/n: the bias the largest of K null drops adds (not the plug-in SE, which is 0 when b = n). */
export function deflation(m: number, n: number, rule: CompiledRule): number {
  return (rule.emax * Math.sqrt(m)) / n;
}

/** The melded lower bound on the drop at the rule's level, minus the deflation (for reports and tests). */
export function adjustedLowerBound(b: number, c: number, n: number, rule: CompiledRule): number {
  return meldedLcb(b, c, n, rule.lcbAlpha) - deflation(b + c, n, rule);
}

/**
 * The bound clause: melded lcb > E(K)·√m/n, decided without the root (meldedLcbExceeds). With
 * K = 1 the deflation is 0 and this is the one-sided p < the bound's level (the melded duality).
 */
export function boundClause(b: number, c: number, n: number, rule: CompiledRule): boolean {
  return meldedLcbExceeds(b, c, n, rule.lcbAlpha, deflation(b + c, n, rule));
}

export function detectionFires(b: number, c: number, n: number, rule: VerdictRule | CompiledRule): boolean {
  const r = "pThreshold" in rule ? rule : compileRule(rule);
  if (b + c === 0) return false;
  if (!testClause(b, c, r)) return false;
  return boundClause(b, c, n, r);
}
