import type { VerdictReport } from "./types.js";

/** The published `--json` object (issue 3, item 5): exactly these fields, snake_case. */
export function verdictJson(r: VerdictReport) {
  return {
    models: r.models.map((m, i) => ({
      name: m.name,
      n: m.n,
      table: { ...m.table },
      accuracy_original: m.accuracy_original,
      accuracy_perturbed: m.accuracy_perturbed,
      drop: m.drop,
      drop_ci: m.drop_ci,
      lcb: m.lcb,
      se: m.se,
      deflation: m.deflation,
      adjusted_lcb: m.adjusted_lcb,
      p_value: m.p_value,
      p_holm: m.p_holm,
      p_bh: m.p_bh,
      detected: m.detected,
      discordant_rate: m.discordant_rate,
      achieved_power: m.achieved_power,
      unparsed_original: m.unparsed_original,
      unparsed_perturbed: m.unparsed_perturbed,
      // The detection floor a "not detected" must carry: the smallest drop this model's n and ψ̂
      // would catch with the target power (null when no drop up to ψ̂ reaches it).
      min_detectable_effect: r.detectionFloors[i] ?? null,
    })),
    heterogeneity:
      r.heterogeneity === null
        ? null
        : {
            q: r.heterogeneity.q,
            df: r.heterogeneity.df,
            p_value: r.heterogeneity.p_value,
            i_squared: r.heterogeneity.i_squared,
            pooled_drop: r.heterogeneity.pooled_drop,
            excluded: r.heterogeneity.excluded,
            interpretation: r.heterogeneity.interpretation,
          },
    design: {
      alpha: r.design.alpha,
      target_effect: r.design.targetEffect,
      perturbers: r.design.perturbers,
      models: r.design.models,
      emax: r.design.emax,
    },
    warnings: [...r.warnings],
  };
}

export type VerdictJson = ReturnType<typeof verdictJson>;
