import { meldedLcbExceeds } from "../stats/melded.js";
import { mcnemarP } from "../stats/mcnemar.js";
import { benjaminiHochberg, holm } from "../stats/multiplicity.js";

export interface PairCounts {
  b: number;
  c: number;
  n: number;
}

export interface PairDetection {
  /** Exact one-sided McNemar p. */
  p: number;
  /** Holm over the whole family (run pairs plus tried-but-not-run pairs at p = 1). */
  pHolm: number;
  pBh: number;
  /** √n_d / n (docs/statistics.md, "Models, perturbers and the verdict"). */
  se0: number;
  deflation: number;
  detected: boolean;
}

/**
 * The v2 verdict rule (docs/statistics.md): one family of M × K (model, perturber) hypotheses;
 * Holm over all of them, a perturber tried but not run counting with p = 1; a pair fires iff
 * p_holm < α AND melded lcb(α) − E(K)·√n_d/n > 0. Kept apart from the report so `verify`
 * simulates exactly the rule the report applies. The bound clause is only decided where the
 * Holm clause already holds (it cannot fire otherwise), and without finding the root
 * (meldedLcbExceeds, the gate's own test), which keeps simulations cheap.
 */
export function detectFamily(
  pairs: readonly PairCounts[],
  familySize: number,
  alpha: number,
  emaxValue: number,
  /** p-values of the family's other hypotheses (the controls' excess-drop tests). */
  others: readonly number[] = [],
): PairDetection[] {
  if (!Number.isInteger(familySize) || familySize < pairs.length + others.length) {
    throw new RangeError(
      `familySize must be an integer ≥ the ${pairs.length + others.length} hypotheses given (got ${familySize})`,
    );
  }
  const ps = pairs.map((t) => mcnemarP(t.b, t.c, "one-sided"));
  const padded = [...ps, ...others, ...new Array<number>(familySize - pairs.length - others.length).fill(1)];
  const pHolm = holm(padded);
  const pBh = benjaminiHochberg(padded);
  return pairs.map((t, i) => {
    const se0 = Math.sqrt(t.b + t.c) / t.n;
    const deflation = emaxValue * se0;
    const ph = pHolm[i]!;
    // lcb − deflation > 0 decided without the root, as the gate's rule decides it (stats/rule.ts).
    const detected = ph < alpha && meldedLcbExceeds(t.b, t.c, t.n, alpha, deflation);
    return { p: ps[i]!, pHolm: ph, pBh: pBh[i]!, se0, deflation, detected };
  });
}
