import { boundarySafeSe, cochranQ, hotellingApplies, pairedWald } from "../stats/heterogeneity.js";
import { normQuantile } from "../stats/normal.js";
import type {
  HeterogeneityReading,
  HeterogeneityTest,
  HeterogeneityVerdict,
  PairedTable,
  PairVerdict,
} from "./types.js";

/** The docs/statistics.md reading of the test, in words a reviewer can act on. */
export const HETEROGENEITY_WORDS: Record<HeterogeneityReading, string> = {
  "heterogeneous-positive":
    "heterogeneous, with a significantly positive drop in some models: the drop differs between models, which points at those models' memory of the published questions rather than at a harder perturbation",
  "heterogeneous-not-positive":
    "heterogeneous, but no model's drop is significantly positive: the drops differ between models without any of them showing the contamination direction, so this is not read as memory",
  "homogeneous-positive":
    "homogeneous with a positive pooled drop: the perturbation may simply be harder, or all models are equally contaminated; without a control model known to be clean these cannot be told apart",
  "homogeneous-not-positive":
    "homogeneous with no positive pooled drop: no sign that the drop differs between models, and no shared drop",
};

export interface HeterogeneityMember {
  table: PairedTable;
  pair: PairVerdict;
  /** The pair's drop is significantly negative (perturbed easier). */
  negative: boolean;
}

/**
 * Heterogeneity of one perturber's drops across models (docs/statistics.md). With item-level
 * outcomes on the same items for every model, the paired Wald test (respects the pairing); with
 * tables only, Cochran's Q (assumes independent models, and says so). Both with the boundary-safe
 * variance, so every model is in the test. The pooled drop carries a (1 − 2α) interval and the
 * number of items. Null when the items are shared but no more than M − 1: the paired test's F
 * reference needs n > M − 1, and Cochran's Q would treat models answering the same items as
 * independent, so no heterogeneity is reported rather than an uncalibrated one.
 */
export function assessHeterogeneity(
  perturber: string,
  members: readonly HeterogeneityMember[],
  alpha: number,
): HeterogeneityVerdict | null {
  if (members.length < 2) throw new RangeError("assessHeterogeneity: needs at least 2 models");
  const z = normQuantile(1 - alpha);
  const paired = sameItems(members.map((m) => m.table));
  if (paired !== null && !hotellingApplies(members.length, paired)) return null;
  let test: HeterogeneityTest;
  let statistic: number;
  let df: number;
  let pValue: number;
  let pooled: number;
  let pooledSe: number;
  // I² is Cochran's (descriptive), computed either way.
  const q = cochranQ(
    members.map((m) => ({
      name: m.table.model,
      drop: m.pair.drop,
      se: boundarySafeSe(m.table.b, m.table.c, m.pair.n),
    })),
  )!;
  if (paired !== null) {
    const w = pairedWald(members.map((m) => m.table.items!.d));
    test = { kind: "paired-wald", items: paired, reference: "hotelling-f", df2: w.df2, f_statistic: w.fStatistic };
    ({ statistic, df, pValue, pooled, pooledSe } = w);
  } else {
    test = { kind: "cochran-q", assumes: "independent models" };
    statistic = q.q;
    df = q.df;
    pValue = q.pValue;
    pooled = q.pooled;
    pooledSe = q.pooledSe;
  }
  const ns = new Set(members.map((m) => m.pair.n));
  const items = paired ?? (ns.size === 1 ? members[0]!.pair.n : Math.max(...ns));
  const ci = { lower: pooled - z * pooledSe, upper: pooled + z * pooledSe, level: 1 - 2 * alpha };
  const positive = members.filter((m) => m.pair.detected).map((m) => m.table.model);
  const negative = members.filter((m) => m.negative).map((m) => m.table.model);
  const reading: HeterogeneityReading =
    pValue < alpha
      ? positive.length > 0
        ? "heterogeneous-positive"
        : "heterogeneous-not-positive"
      : ci.lower > 0
        ? "homogeneous-positive"
        : "homogeneous-not-positive";
  return {
    perturber,
    test,
    statistic,
    df,
    p_value: pValue,
    i_squared: q.iSquared,
    pooled_drop: { estimate: pooled, ci, items, weighting: paired !== null ? "equal" : "inverse-variance" },
    included: members.map((m) => m.table.model),
    variance: "plug-in with ½ added to b and c",
    positive,
    negative,
    reading,
    interpretation: HETEROGENEITY_WORDS[reading],
  };
}

/** The shared item count when every table has item-level differences over the same ids; else null. */
function sameItems(tables: readonly PairedTable[]): number | null {
  const first = tables[0]!.items;
  if (first === null) return null;
  for (const t of tables) {
    const it = t.items;
    if (it === null || it.ids.length !== first.ids.length) return null;
    if (it.ids !== first.ids && it.ids.some((id, i) => id !== first.ids[i])) return null;
  }
  return first.ids.length;
}
