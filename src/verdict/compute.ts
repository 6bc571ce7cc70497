import { clopperPearson, dropCi } from "../stats/mcnemar.js";
import { benjaminiHochberg } from "../stats/multiplicity.js";
import { exactPower, minDetectableEffect } from "../stats/power.js";
import { emaxOf, type VerdictRule } from "../stats/rule.js";
import { detect } from "./detect.js";
import { assessHeterogeneity } from "./heterogeneity.js";
import type { ModelVerdict, PairedTable, Proportion, VerdictDesign, VerdictReport } from "./types.js";

/** Unparsed rates differing by more than this between conditions make the comparison suspect. */
const UNPARSED_GAP = 0.05;

/**
 * Paired tables + preregistered design → the full verdict (STATS.md). Pure: the CLI, `run`
 * and the action all render this one object.
 */
export function computeVerdict(tables: readonly PairedTable[], design: VerdictDesign): VerdictReport {
  validateDesign(design);
  if (tables.length === 0) throw new RangeError("tables must hold at least one model");
  for (const t of tables) validateTable(t);

  const M = tables.length;
  const emaxValue = emaxOf(design.perturbers, design.emax);
  const rule: VerdictRule = {
    alpha: design.alpha,
    models: M,
    perturbers: design.perturbers,
    sided: "one-sided",
    emax: design.emax,
  };
  const ns = tables.map((t) => t.a + t.b + t.c + t.e);
  const detections = detect(
    tables.map((t, i) => ({ b: t.b, c: t.c, n: ns[i]! })),
    design.alpha,
    emaxValue,
  );
  const pBh = benjaminiHochberg(detections.map((d) => d.p));

  const models: ModelVerdict[] = tables.map((t, i) => {
    const n = ns[i]!;
    const d = detections[i]!;
    const psi = (t.b + t.c) / n;
    return {
      name: t.name,
      n,
      table: { a: t.a, b: t.b, c: t.c, e: t.e },
      accuracy_original: proportion(t.a + t.b, n, design.alpha),
      accuracy_perturbed: proportion(t.a + t.c, n, design.alpha),
      drop: (t.b - t.c) / n,
      drop_ci: dropCi(t.b, t.c, n, design.alpha),
      lcb: d.lcb,
      se: d.se,
      deflation: d.deflation,
      adjusted_lcb: d.adjustedLcb,
      p_value: d.p,
      p_holm: d.pHolm,
      p_bh: pBh[i]!,
      detected: d.detected,
      discordant_rate: psi,
      achieved_power: psi >= design.targetEffect ? exactPower(n, psi, design.targetEffect, rule) : null,
      unparsed_original: t.unparsedOriginal,
      unparsed_perturbed: t.unparsedPerturbed,
    };
  });

  const detectionFloors = models.map((m) =>
    m.discordant_rate > 0 ? minDetectableEffect(m.n, m.discordant_rate, design.power, rule) : null,
  );

  const heterogeneity = assessHeterogeneity(
    models.map((m) => ({ name: m.name, drop: m.drop, se: m.se })),
    design.alpha,
  );

  return {
    design: { ...design, models: M, emaxValue },
    models,
    detectionFloors,
    heterogeneity,
    warnings: warningsFor(models, heterogeneity === null, design),
    anyDetected: models.some((m) => m.detected),
  };
}

function proportion(k: number, n: number, alpha: number): Proportion {
  return { estimate: k / n, ci: clopperPearson(k, n, alpha) };
}

function warningsFor(models: readonly ModelVerdict[], noHeterogeneity: boolean, design: VerdictDesign): string[] {
  const out: string[] = [];
  const pt = (x: number) => `${(100 * x).toFixed(1)} pt`;
  for (const m of models) {
    const nd = m.table.b + m.table.c;
    // Low power qualifies a non-detection; a detection stands on its own p and bound.
    if (!m.detected && m.achieved_power === null) {
      out.push(
        `${m.name}: the observed discordant rate (${nd}/${m.n}) is below the target effect ${pt(design.targetEffect)}, ` +
          `so a drop of that size cannot occur at this discordance and power for it is undefined; a non-detection here does not mean clean`,
      );
    } else if (!m.detected && m.achieved_power !== null && m.achieved_power < design.power) {
      out.push(
        `${m.name}: achieved power ${m.achieved_power.toFixed(3)} for a ${pt(design.targetEffect)} drop ` +
          `(n = ${m.n}, ${nd} discordant) is below the target ${design.power.toFixed(2)}; a non-detection here does not mean clean`,
      );
    }
    if (m.unparsed_original !== null && m.unparsed_perturbed !== null) {
      const gap = (m.unparsed_perturbed - m.unparsed_original) / m.n;
      if (Math.abs(gap) > UNPARSED_GAP) {
        out.push(
          `${m.name}: unparsed answers differ by ${pt(Math.abs(gap))} between conditions ` +
            `(${m.unparsed_original}/${m.n} original, ${m.unparsed_perturbed}/${m.n} perturbed); ` +
            `the drop may measure answer formatting, not memory`,
        );
      }
    }
  }
  if (noHeterogeneity) {
    const valid = models.filter((m) => m.se > 0).length;
    out.push(
      `heterogeneity not assessed: fewer than 2 valid models (${valid} of ${models.length} with SE > 0); ` +
        `a shared drop cannot be told from a model-specific one`,
    );
  }
  return out;
}

export function validateDesign(d: VerdictDesign): void {
  if (!(d.alpha > 0 && d.alpha < 0.5)) throw new RangeError(`alpha must be in (0, 0.5) (got ${d.alpha})`);
  if (!(d.targetEffect > 0 && d.targetEffect <= 1)) {
    throw new RangeError(`targetEffect must be in (0, 1] (got ${d.targetEffect})`);
  }
  if (!(d.power > 0 && d.power < 1)) throw new RangeError(`power must be in (0, 1) (got ${d.power})`);
  if (!Number.isInteger(d.perturbers) || d.perturbers < 1) {
    throw new RangeError(`perturbers must be an integer ≥ 1 (got ${d.perturbers})`);
  }
}

function validateTable(t: PairedTable): void {
  for (const k of ["a", "b", "c", "e"] as const) {
    if (!Number.isSafeInteger(t[k]) || t[k] < 0) throw new RangeError(`table ${t.name}: ${k} must be an integer ≥ 0`);
  }
  if (t.a + t.b + t.c + t.e === 0) throw new RangeError(`table ${t.name}: n must be > 0`);
}
