/**
 * The time split as published (report.json, `run --json`): one `time_split` object per model that
 * has a training cutoff, null for the others (docs/statistics.md, "Time split (v2)").
 */
import type { TimeSplitReport, TimeSplitVerdict } from "../verdict/time-split.js";

function testJson(v: TimeSplitVerdict) {
  const t = v.test;
  if (t.kind === "not-tested")
    return {
      perturber: v.perturber,
      decision: "not-tested" as const,
      not_tested_reason: t.reason,
      pre: null,
      post: null,
      difference: null,
      statistic: null,
      p_value: null,
      p_holm: null,
      power: null,
      power_note: null,
    };
  return {
    perturber: v.perturber,
    decision: t.decision,
    not_tested_reason: null,
    pre: { n: t.pre.n, b: t.pre.b, c: t.pre.c, drop: t.pre.drop, drop_ci: { ...t.pre.drop_ci } },
    post: { n: t.post.n, b: t.post.b, c: t.post.c, drop: t.post.drop, drop_ci: { ...t.post.drop_ci } },
    difference: { estimate: t.difference.estimate, ci: { ...t.difference.ci } },
    statistic: t.statistic,
    p_value: t.p_value,
    p_holm: t.p_holm,
    power: t.power.kind === "computed" ? t.power.value : null,
    power_note:
      t.power.kind === "computed"
        ? {
            effect: t.power.effect,
            discordant_rate: t.power.discordant_rate,
            level: t.power.level,
            method: "normal approximation of the studentized permutation test",
          }
        : "the target drop exceeds the expected discordant rate",
  };
}

export type TimeSplitTestJson = ReturnType<typeof testJson>;

/** This model's time split, or null when it has no training cutoff (or no time split ran). */
export function timeSplitJson(r: TimeSplitReport, model: string) {
  if (r.kind === "absent") return null;
  const own = r.verdicts.filter((v) => v.model === model);
  if (own.length === 0) return null;
  const tests = own.map(testJson);
  // Every perturber of a model splits the same items, so the counts are the model's.
  const counts = own[0]!.counts;
  return {
    ...(tests.length === 1 ? tests[0]! : {}),
    cutoff: own[0]!.cutoff,
    pre_items: counts.pre,
    post_items: counts.post,
    undated_items: counts.undated,
    family_size: r.family_size,
    test: "exact studentized permutation (one-sided: pre larger), Holm over the time-split family",
    perturbers: tests,
  };
}

export type TimeSplitJson = NonNullable<ReturnType<typeof timeSplitJson>>;
