import type { HeterogeneityVerdict, ModelVerdict, PairedTable, VerdictDesign, VerdictWarning } from "./types.js";

/** Unparsed rates differing by more than this between conditions make the comparison suspect. */
const UNPARSED_GAP = 0.05;

/**
 * The warnings a verdict carries. Low power qualifies a non-detection only; a detection stands on
 * its own p and bound. A significantly negative drop is a broken perturber or an answer-position
 * effect, never memory.
 */
export function verdictWarnings(
  models: readonly ModelVerdict[],
  tables: readonly PairedTable[],
  negative: readonly boolean[],
  heterogeneity: readonly HeterogeneityVerdict[],
  design: VerdictDesign,
): VerdictWarning[] {
  const out: VerdictWarning[] = [];
  for (const m of models) {
    for (const p of m.pairs) {
      const where = { model: m.name, perturber: p.perturber };
      const discordant = p.table.b + p.table.c;
      if (p.achieved_power.kind === "undefined" && p.achieved_power.reason === "discordance-below-target") {
        out.push({ kind: "discordance-below-target", ...where, discordant, n: p.n, target: design.targetEffect });
      } else if (p.achieved_power.kind === "computed" && p.achieved_power.value < design.power) {
        out.push({
          kind: "low-power",
          ...where,
          power: p.achieved_power.value,
          targetPower: design.power,
          target: design.targetEffect,
          discordant,
          n: p.n,
        });
      }
      if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
        if (Math.abs(p.unparsed_perturbed - p.unparsed_original) / p.n > UNPARSED_GAP) {
          out.push({
            kind: "unparsed-gap",
            ...where,
            original: p.unparsed_original,
            perturbed: p.unparsed_perturbed,
            n: p.n,
          });
        }
      }
    }
  }
  tables.forEach((t, i) => {
    if (!negative[i]) return;
    const p = models.find((m) => m.name === t.model)!.pairs.find((q) => q.perturber === t.perturber)!;
    out.push({
      kind: "negative-drop",
      model: t.model,
      perturber: t.perturber,
      drop: p.drop,
      ucb: p.ucb,
      level: 1 - design.alpha,
    });
  });
  if (heterogeneity.length === 0) out.push({ kind: "single-model", models: models.length });
  return out;
}
