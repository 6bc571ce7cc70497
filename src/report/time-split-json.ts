/**
 * The time split as published (report.json, `run --json`): one `time_split` object per model that
 * has a training cutoff, null for the others (docs/statistics.md, "Time split (v2)").
 */
import type { TimeSplitReport, TimeSplitVerdict } from "../verdict/time-split.js";

/** What the time-split test is, in one phrase for every surface (docs/statistics.md, "Time split (v2)"). */
export const TIME_SPLIT_TEST =
  "MOVER lower bound over the two groups' melded bounds above 0 (one-sided: pre larger; no exchangeability assumed; level checked by simulation), Holm over the time-split family";

/** The power's label: the rule's exact sum, or the normal approximation beyond the exact sum's size limit. */
export function powerMethod(m: "exact" | "expected-table approximation"): string {
  return m === "exact"
    ? "exact power of the MOVER rule"
    : "the MOVER rule's bounds at the expected tables, normal approximation (groups too large for the exact sum)";
}

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
            method: powerMethod(t.power.method),
            skipped_mass: t.power.skipped_mass,
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
    test: TIME_SPLIT_TEST,
    perturbers: tests,
  };
}

export type TimeSplitJson = NonNullable<ReturnType<typeof timeSplitJson>>;
