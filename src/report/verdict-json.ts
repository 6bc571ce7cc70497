import type { PairVerdict, VerdictReport } from "../verdict/types.js";
import { modelControlsJson } from "./controls-json.js";
import { timeSplitJson } from "./time-split-json.js";
import { warningText } from "./warning-text.js";

/** One (model, perturber) pair as published: every figure the rule used, snake_case. */
function pairJson(p: PairVerdict) {
  return {
    perturber: p.perturber,
    /** Which outcome the pair's test used: "binary" (McNemar) or "soft" (sign-flip on d = s(orig) − s(pert)). */
    signal: p.signal,
    /** The soft test's own figures (mean scores, SD of d, informative items, how p was computed); null when binary. */
    soft: p.soft === null ? null : { ...p.soft },
    n: p.n,
    table: { ...p.table },
    accuracy_original: p.accuracy_original,
    accuracy_perturbed: p.accuracy_perturbed,
    drop: p.drop,
    // Soft pairs: the sign-flip score interval, which assumes d symmetric about its mean (docs/statistics.md).
    drop_ci: { ...p.drop_ci },
    lcb: p.lcb,
    ucb: p.ucb,
    se: p.se,
    se0: p.se0,
    deflation: p.deflation,
    adjusted_lcb: p.adjusted_lcb,
    p_value: p.p_value,
    p_holm: p.p_holm,
    p_bh: p.p_bh,
    detected: p.detected,
    discordant_rate: p.discordant_rate,
    achieved_power: p.achieved_power.kind === "computed" ? p.achieved_power.value : null,
    achieved_power_note:
      p.achieved_power.kind === "named"
        ? "not shown for a named model"
        : p.achieved_power.kind === "undefined"
          ? p.achieved_power.reason === "too-few-items"
            ? "fewer than 2 items: no SD of d to plan the soft power on"
            : "the discordant rate is below the target drop, which cannot occur at this discordance"
          : null,
    // The design's floor a "not detected" must carry: the smallest drop this pair's n and ψ̂ would
    // catch with the target power (null for named models, or when no drop up to ψ̂ reaches it).
    min_detectable_effect: p.min_detectable_effect,
    unparsed_original: p.unparsed_original,
    unparsed_perturbed: p.unparsed_perturbed,
  };
}

export type PairJson = ReturnType<typeof pairJson>;

/**
 * The published verdict object (`verdict --json`, `run --json`, report.json): one entry per model
 * with every pair beside it; a model with exactly one perturber also carries that pair's figures at
 * its top level, under the same names, so one-perturber consumers keep working.
 */
export function verdictJson(r: VerdictReport) {
  return {
    models: r.models.map((m) => {
      const pairs = m.pairs.map(pairJson);
      const only = pairs.length === 1 ? pairs[0]! : null;
      return {
        ...(only ?? {}),
        name: m.name,
        detected: m.detected,
        named_by: m.named_by,
        perturbers: pairs,
        controls: modelControlsJson(r.controls, m.name),
        /** Pre- vs post-cutoff drops; null without a training cutoff (docs/statistics.md, "Time split (v2)"). */
        time_split: timeSplitJson(r.time_split, m.name),
      };
    }),
    heterogeneity: r.heterogeneity.map((h) => ({
      perturber: h.perturber,
      test: h.test.kind,
      test_note:
        h.test.kind === "cochran-q"
          ? "assumes independent models (tables only)"
          : `paired over ${h.test.items} items; W referred to Hotelling's F(${h.df}, ${h.test.df2}) as F = ${h.test.f_statistic}`,
      statistic: h.statistic,
      df: h.df,
      /** The F reference's denominator df (paired test); null for Cochran's Q. */
      df2: h.test.kind === "paired-wald" ? h.test.df2 : null,
      f_statistic: h.test.kind === "paired-wald" ? h.test.f_statistic : null,
      p_value: h.p_value,
      i_squared: h.i_squared,
      pooled_drop: h.pooled_drop,
      included: [...h.included],
      variance: h.variance,
      positive: [...h.positive],
      negative: [...h.negative],
      reading: h.reading,
      interpretation: h.interpretation,
    })),
    design: {
      alpha: r.design.alpha,
      target_effect: r.design.targetEffect,
      power: r.design.power,
      models: r.design.models,
      perturbers: r.design.perturbers,
      perturbers_run: [...r.design.perturbers_run],
      family_size: r.design.family_size,
      excess_tests: r.design.excess_tests,
      controls: r.controls.kind === "declared" ? [...r.controls.controls] : [],
      controls_against: r.controls.kind === "declared" ? r.controls.against : null,
      emax: r.design.emax,
      emax_value: r.design.emax_value,
    },
    warnings: r.warnings.map(warningText),
  };
}

export type VerdictJson = ReturnType<typeof verdictJson>;
export type ModelJson = VerdictJson["models"][number];
export type HeterogeneityJson = VerdictJson["heterogeneity"][number];
