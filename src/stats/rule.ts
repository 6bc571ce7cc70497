/**
 * The verdict rule, in the form the power gate needs it (STATS.md, "Power"): a model's table
 * (b, c, n) fires when its exact McNemar p is below α/M (Holm's first step, the other models
 * null: the worst case) AND the Clopper–Pearson lower bound on the drop, deflated by E(K)·SE,
 * is above zero. The verdict itself applies Holm across the observed p-values; this is the same
 * rule with the Holm threshold at its strictest.
 */
import { expectedMaxBailey, expectedMaxNormal } from "./emax.js";
import { clopperPearsonLower, mcnemarP, type Sided } from "./mcnemar.js";

export type EmaxMethod = "exact" | "bailey";

export interface VerdictRule {
  /** Family-wise level α. */
  alpha: number;
  /** M: models compared (Holm). */
  models: number;
  /** K: perturbers tried (E[max] deflation). */
  perturbers: number;
  sided: Sided;
  emax: EmaxMethod;
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
  /** p must be strictly below this: α/M. */
  readonly pThreshold: number;
  /** Level of the Clopper–Pearson lower bound: α one-sided, α/2 (lower end of the 1−α CI) two-sided. */
  readonly lcbAlpha: number;
  /** E(K). */
  readonly emax: number;
}

export function compileRule(rule: VerdictRule): CompiledRule {
  validateRule(rule);
  return {
    sided: rule.sided,
    pThreshold: rule.alpha / rule.models,
    lcbAlpha: rule.sided === "one-sided" ? rule.alpha : rule.alpha / 2,
    emax: emaxOf(rule.perturbers, rule.emax),
  };
}

export function validateRule(rule: VerdictRule): void {
  if (!(rule.alpha > 0 && rule.alpha < 0.5)) throw new RangeError(`alpha must be in (0, 0.5) (got ${rule.alpha})`);
  if (!Number.isInteger(rule.models) || rule.models < 1) {
    throw new RangeError(`models must be an integer ≥ 1 (got ${rule.models})`);
  }
  emaxOf(rule.perturbers, rule.emax);
}

/** The test clause alone: exact McNemar p < α/M. Depends only on (b, c). */
export function testClause(b: number, c: number, rule: CompiledRule): boolean {
  return mcnemarP(b, c, rule.sided) < rule.pThreshold;
}

/** Clopper–Pearson lower bound on π = P(original-only | discordant) at the rule's level. */
export function lowerPi(b: number, m: number, rule: CompiledRule): number {
  return clopperPearsonLower(b, m, rule.lcbAlpha);
}

/**
 * lcb − E(K)·SE on the drop scale, given the cached π_L for (b, m = b + c): STATS.md's
 * (m/n)(2π_L − 1) − E·√(m − (b − c)²/n)/n, written out because the power sums call it
 * hundreds of millions of times (the checked versions are toDropScale and pairedSe; a test
 * holds the two equal).
 */
export function adjustedLowerBound(piL: number, b: number, c: number, n: number, rule: CompiledRule): number {
  const m = b + c;
  if (m === 0) return 0;
  const d = b - c;
  return (m / n) * (2 * piL - 1) - (rule.emax * Math.sqrt(Math.max(0, m - (d * d) / n))) / n;
}

export function detectionFires(b: number, c: number, n: number, rule: VerdictRule | CompiledRule): boolean {
  const r = "pThreshold" in rule ? rule : compileRule(rule);
  if (b + c === 0) return false;
  if (!testClause(b, c, r)) return false;
  return adjustedLowerBound(lowerPi(b, b + c, r), b, c, n, r) > 0;
}
