import { dropLcb, mcnemarP, pairedSe } from "../stats/mcnemar.js";
import { holm } from "../stats/multiplicity.js";

export interface CountsForDetection {
  b: number;
  c: number;
  n: number;
}

export interface Detection {
  /** Exact one-sided McNemar p. */
  p: number;
  pHolm: number;
  /** One-sided Clopper–Pearson lower bound at level α, on the drop scale. */
  lcb: number;
  se: number;
  deflation: number;
  adjustedLcb: number;
  detected: boolean;
}

/**
 * The verdict rule (STATS.md): contaminated iff lcb − E(K)·SE > 0 AND Holm-adjusted p < α.
 * Kept apart from the report so `verify` simulates exactly the rule the report applies.
 */
export function detect(tables: readonly CountsForDetection[], alpha: number, emaxValue: number): Detection[] {
  const ps = tables.map((t) => mcnemarP(t.b, t.c, "one-sided"));
  const pHolm = holm(ps);
  return tables.map((t, i) => {
    const lcb = dropLcb(t.b, t.c, t.n, alpha);
    const se = pairedSe(t.b, t.c, t.n);
    const deflation = emaxValue * se;
    const adjustedLcb = lcb - deflation;
    const ph = pHolm[i]!;
    return { p: ps[i]!, pHolm: ph, lcb, se, deflation, adjustedLcb, detected: adjustedLcb > 0 && ph < alpha };
  });
}
