import { cochranQ } from "../stats/heterogeneity.js";
import type { HeterogeneityReading, HeterogeneityVerdict } from "./types.js";

/** The STATS.md reading of Cochran's Q, in words a reviewer can act on. */
export const HETEROGENEITY_WORDS: Record<HeterogeneityReading, string> = {
  heterogeneous:
    "heterogeneous: the drop differs between models, which points at some models' memory of the published questions rather than at a harder perturbation",
  "homogeneous-positive":
    "homogeneous with a positive pooled drop: the perturbation may simply be harder, or all models are equally contaminated; without a control model known to be clean these cannot be told apart",
  "homogeneous-not-positive":
    "homogeneous with no positive pooled drop: no sign that the drop differs between models, and no shared drop",
};

export function assessHeterogeneity(
  models: readonly { name: string; drop: number; se: number }[],
  alpha: number,
): HeterogeneityVerdict | null {
  const q = cochranQ(models);
  if (q === null) return null;
  const reading: HeterogeneityReading =
    q.pValue < alpha ? "heterogeneous" : q.pooled > 0 ? "homogeneous-positive" : "homogeneous-not-positive";
  return {
    q: q.q,
    df: q.df,
    p_value: q.pValue,
    i_squared: q.iSquared,
    pooled_drop: q.pooled,
    included: [...q.included],
    excluded: [...q.excluded],
    reading,
    interpretation: HETEROGENEITY_WORDS[reading],
  };
}
