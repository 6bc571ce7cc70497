/**
 * The phrases every surface prints for a verdict's figures: the CLI text, the job summary,
 * report.md/html, the PR comment and the annotations call these, so one result reads the same
 * everywhere (docs/statistics.md, "Never a bare point estimate").
 */
import { ciLabel, dropDigits, int, pct, pctRange, prob, pt, ptRange, pIs, ptSize, ucbLabel } from "./format.js";
import type { HeterogeneityJson, PairJson } from "./verdict-json.js";

interface DesignFigures {
  alpha: number;
  target_effect: number;
  power: number;
}

/** "+53.8 pt (90% CI +46.1 to +60.0 pt; n = 1,000, 560 discordant)". */
export function dropPhrase(p: PairJson): string {
  const dp = dropDigits(p.drop_ci);
  const nd = p.table.b + p.table.c;
  return `${pt(p.drop, dp)} (${ciLabel(p.drop_ci.level)} ${ptRange(p.drop_ci, dp)}; n = ${int(p.n)}, ${int(nd)} discordant)`;
}

/** "61.0% (95% CI 55.2 to 66.5%; 263/431)". */
export function proportionPhrase(
  x: { estimate: number; ci: { lower: number; upper: number; level: number } },
  k: number,
  n: number,
): string {
  return `${pct(x.estimate)} (${ciLabel(x.ci.level)} ${pctRange(x.ci)}; ${int(k)}/${int(n)})`;
}

export function accuracyOriginalPhrase(p: PairJson): string {
  return proportionPhrase(p.accuracy_original, p.table.a + p.table.b, p.n);
}

export function accuracyPerturbedPhrase(p: PairJson): string {
  return proportionPhrase(p.accuracy_perturbed, p.table.a + p.table.c, p.n);
}

/** What the data exclude: "the drop is at most +2.1 pt (one-sided 95% upper bound)". */
export function upperBoundSentence(p: PairJson, alpha: number): string {
  return `the drop is at most ${pt(p.ucb, dropDigits(p.drop_ci))} (${ucbLabel(alpha)})`;
}

/**
 * What the design could see — a property of the design, never a statement about this drop:
 * "drops below +9.4 pt were likely to be missed (power < 0.80 at n = 431 and 46.6% discordance)".
 */
export function floorSentence(p: PairJson, d: DesignFigures): string {
  const nd = p.table.b + p.table.c;
  if (nd === 0) {
    return `no discordant pairs (0/${int(p.n)}): both conditions scored alike on every item, so the test had nothing to weigh; this is no evidence of cleanliness`;
  }
  if (p.min_detectable_effect === null) {
    return (
      `no drop up to the discordant rate ${pct(p.discordant_rate.estimate)} (${int(nd)}/${int(p.n)}) reaches power ${d.power.toFixed(2)} ` +
      `at n = ${int(p.n)}: at this n and discordance nothing can be ruled out`
    );
  }
  return (
    `drops below ${ptSize(p.min_detectable_effect, 2)} were likely to be missed ` +
    `(power < ${d.power.toFixed(2)} at n = ${int(p.n)} and ${pct(p.discordant_rate.estimate)} discordance)`
  );
}

/** Achieved power for the preregistered target at ψ̂, with ψ̂'s interval; null for a named model. */
export function achievedPowerPhrase(p: PairJson, d: DesignFigures): string | null {
  const nd = p.table.b + p.table.c;
  const psi = `ψ̂ ${proportionPhrase(p.discordant_rate, nd, p.n)}`;
  if (p.achieved_power !== null)
    return `achieved power ${prob(p.achieved_power)} for a ${ptSize(d.target_effect)} drop at ${psi}`;
  if (p.achieved_power_note === "not shown for a named model") return null;
  return `achieved power undefined for a ${ptSize(d.target_effect)} drop at ${psi}: ${p.achieved_power_note}`;
}

/** The non-detection lines: what the data exclude, then, separately, what the design could see. */
export function nonDetectionSentences(p: PairJson, d: DesignFigures): string[] {
  const out = [upperBoundSentence(p, d.alpha), floorSentence(p, d)];
  const ap = achievedPowerPhrase(p, d);
  if (ap !== null) out.push(ap);
  return out;
}

/** "pooled drop +1.2 pt (90% CI +0.4 to +2.0 pt; 431 items, equal weights)". */
export function pooledPhrase(h: HeterogeneityJson): string {
  const ci = h.pooled_drop.ci;
  const dp = dropDigits(ci);
  const weights =
    h.pooled_drop.weighting === "equal"
      ? "equal weights, paired"
      : "inverse-variance weights, models assumed independent";
  return `pooled drop ${pt(h.pooled_drop.estimate, dp)} (${ciLabel(ci.level)} ${ptRange(ci, dp)}; n = ${int(h.pooled_drop.items)} items, ${weights})`;
}

/** "paired Wald test (…) W = 12.31, df = 1, p = 0.00045, I² = …" or "Cochran's Q (…) = …". */
export function heterogeneityTestPhrase(h: HeterogeneityJson): string {
  const name =
    h.test === "paired-wald"
      ? "paired Wald test (item-level, pairing respected) W"
      : "Cochran's Q (assumes independent models)";
  return `${name} = ${h.statistic.toFixed(2)}, df = ${h.df}, ${pIs(h.p_value)}, I² = ${pct(h.i_squared)}`;
}
