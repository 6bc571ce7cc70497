import { meldedLcbExceeds } from "../stats/melded.js";
import { mcnemarP } from "../stats/mcnemar.js";
import { benjaminiHochberg, holm } from "../stats/multiplicity.js";
import { type SignFlipTest, signFlipTest } from "../stats/sign-flip.js";

/** A pair judged on the binary signal: its paired table (b, c of n items). `kind` may be left out. */
export interface PairCounts {
  kind?: "binary";
  b: number;
  c: number;
  n: number;
}

/** A pair judged on the soft signal: d = s(original) − s(perturbed) per item (docs/statistics.md "The soft signal"). */
export interface SoftPair {
  kind: "soft";
  d: ArrayLike<number>;
}

/** One hypothesis of the family, on whichever signal its model uses. */
export type PairEvidence = PairCounts | SoftPair;

export interface PairDetection {
  /** Exact one-sided McNemar p (binary), or the sign-flip p (soft). */
  p: number;
  /** Holm over the whole family (run pairs plus tried-but-not-run pairs at p = 1). */
  pHolm: number;
  pBh: number;
  /** The null SD of the drop: √n_d / n (binary), √Σd² / n (soft) (docs/statistics.md). */
  se0: number;
  deflation: number;
  detected: boolean;
  /** The soft pair's whole test (its p, bounds, null SD), null for a binary pair. */
  soft: SignFlipTest | null;
}

/**
 * The v2 verdict rule (docs/statistics.md): one family of M × K (model, perturber) hypotheses;
 * Holm over all of them, a perturber tried but not run counting with p = 1; a pair fires iff
 * p_holm < α AND melded lcb(α) − E(K)·√n_d/n > 0. A soft pair ("The soft signal") joins the same
 * family with its sign-flip p, and fires iff p_holm < α AND score lcb(α) − E(K)·√Σd²/n > 0. Kept apart from the report so `verify`
 * simulates exactly the rule the report applies. The melded bound is only computed where the
 * Holm clause already holds (it cannot fire otherwise), which keeps simulations cheap.
 */
export function detectFamily(
  pairs: readonly PairEvidence[],
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
  const softs = pairs.map((t) => (t.kind === "soft" ? signFlipTest(t.d, alpha) : null));
  const ps = pairs.map((t, i) => (t.kind === "soft" ? softs[i]!.p : mcnemarP(t.b, t.c, "one-sided")));
  const padded = [...ps, ...others, ...new Array<number>(familySize - pairs.length - others.length).fill(1)];
  const pHolm = holm(padded);
  const pBh = benjaminiHochberg(padded);
  return pairs.map((t, i) => {
    const ph = pHolm[i]!;
    const soft = softs[i] ?? null;
    if (t.kind === "soft") {
      const deflation = emaxValue * soft!.nullSd;
      const detected = ph < alpha && soft!.lcb - deflation > 0;
      return { p: ps[i]!, pHolm: ph, pBh: pBh[i]!, se0: soft!.nullSd, deflation, detected, soft };
    }
    const se0 = Math.sqrt(t.b + t.c) / t.n;
    const deflation = emaxValue * se0;
    // lcb − deflation > 0 decided without the root, as the gate's rule decides it (stats/rule.ts).
    const detected = ph < alpha && meldedLcbExceeds(t.b, t.c, t.n, alpha, deflation);
    return { p: ps[i]!, pHolm: ph, pBh: pBh[i]!, se0, deflation, detected, soft: null };
  });
}
