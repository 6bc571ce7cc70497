/**
 * The phrases every surface prints for a verdict's figures: the CLI text, the job summary,
 * report.md/html, the PR comment and the annotations call these, so one result reads the same
 * everywhere (docs/statistics.md, "Never a bare point estimate").
 */
import type { ControlsPowerJson } from "../design/controls.js";
import type { PowerGateJson } from "../design/gate.js";
import {
  ciLabel,
  dropDigits,
  int,
  num,
  pct,
  pctRange,
  prob,
  pt,
  ptRange,
  pIs,
  ptSize,
  targetDrop,
  targetPower,
  ucbLabel,
} from "./format.js";
import type { ExcessTestJson, ModelControlsJson } from "./controls-json.js";
import { powerMethod, type TimeSplitJson, type TimeSplitTestJson } from "./time-split-json.js";
import type { TimeSplitPlan } from "../verdict/time-split.js";
import type { HeterogeneityJson, PairJson } from "./verdict-json.js";

interface DesignFigures {
  alpha: number;
  target_effect: number;
  power: number;
}

/** The per-pair test, bound and interval a family used, named for the signals its pairs were judged on. */
export interface PairMethodPhrases {
  /** Which signals the family's pairs were judged on. */
  signals: "binary" | "soft" | "mixed";
  test: string;
  bound: string;
  deflation: string;
  intervals: string;
}

/**
 * A header that says "exact one-sided McNemar … melded bound" over a family judged on the soft signal
 * misnames its own test (docs/statistics.md "The soft signal"): say which, or both.
 */
export function pairMethodPhrases(
  models: readonly { perturbers: readonly Pick<PairJson, "signal">[] }[],
): PairMethodPhrases {
  const signals = new Set(models.flatMap((m) => m.perturbers.map((p) => p.signal)));
  if (!signals.has("soft")) {
    return {
      signals: "binary",
      test: "exact one-sided McNemar",
      bound: "melded lower bound",
      deflation: "E[max](K) · √n_d/n",
      intervals: "melded (1 − 2α) intervals",
    };
  }
  if (!signals.has("binary")) {
    return {
      signals: "soft",
      test: "exact one-sided sign-flip test of the mean soft drop (soft signal)",
      bound: "score lower bound",
      deflation: "E[max](K) · √Σd²/n",
      intervals: "score (1 − 2α) intervals of the sign-flip test, which assume d symmetric about its mean",
    };
  }
  return {
    signals: "mixed",
    test: "exact one-sided McNemar (binary pairs) or sign-flip test of the mean soft drop (soft pairs)",
    bound: "melded (binary) or score (soft) lower bound",
    deflation: "E[max](K) × the drop's null SD (√n_d/n binary, √Σd²/n soft)",
    intervals: "melded (binary) or sign-flip score (soft; assumes d symmetric about its mean) (1 − 2α) intervals",
  };
}

/**
 * The sample a drop stands on: "n = 1,000, 560 discordant", or on the soft signal
 * "n = 1,000, soft signal: mean probability of the correct answer 81.2% → 69.0%".
 */
export function sampleText(p: PairJson): string {
  if (p.soft) {
    return `n = ${int(p.n)}, soft signal: mean probability of the correct answer ${pct(p.soft.mean_original)} → ${pct(p.soft.mean_perturbed)}`;
  }
  return `n = ${int(p.n)}, ${int(p.table.b + p.table.c)} discordant`;
}

/**
 * What a soft pair's interval and bounds rest on, printed beside them: the sign-flip test inverted
 * over shifts holds its level when d − Δ is symmetric about 0; with a skewed d of the same mean
 * its far side covered 0.82 at n = 30 (docs/statistics.md "The soft signal", "What the test assumes").
 */
export const SOFT_ASSUMPTION = "assumes d symmetric about its mean";

/**
 * "+53.8 pt (90% CI +46.1 to +60.0 pt; n = 1,000, 560 discordant)"; on the soft signal the mean
 * soft drop with its score interval, the sample (sampleText) and what the interval assumes.
 */
export function dropPhrase(p: PairJson): string {
  const dp = dropDigits(p.drop_ci);
  const assumes = p.soft ? `; interval ${SOFT_ASSUMPTION}` : "";
  return `${pt(p.drop, dp)} (${ciLabel(p.drop_ci.level)} ${ptRange(p.drop_ci, dp)}; ${sampleText(p)}${assumes})`;
}

/** How the pair's interval was built, for the one line that says so. */
export function intervalMethod(p: PairJson): string {
  return p.signal === "soft"
    ? "score interval of the sign-flip test (soft signal)"
    : "melded interval (Fay & Lumbard 2021)";
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

/**
 * What the data exclude: "the drop is at most +2.1 pt (one-sided 95% upper bound)". Printed for
 * EVERY pair, named or not (docs/statistics.md, "Never a bare point estimate"): its level holds
 * over all runs, and printing it only for the models not named would select the runs where the
 * drop came out small, among which it is false far more often than α.
 */
export function upperBoundSentence(p: PairJson, alpha: number): string {
  if (p.soft) {
    return `the mean soft drop is at most ${pt(p.ucb, dropDigits(p.drop_ci))} (${ucbLabel(alpha)}; ${SOFT_ASSUMPTION})`;
  }
  return `the drop is at most ${pt(p.ucb, dropDigits(p.drop_ci))} (${ucbLabel(alpha)})`;
}

/**
 * The pairs whose upper bound every surface prints: all of the model's, named or not — never a
 * subset chosen by the verdict (docs/statistics.md, "Never a bare point estimate"). One rule for
 * every surface; `verify` check (j) simulates the sentences it lets through.
 */
export function boundsShown<P>(m: { detected: boolean; perturbers: readonly P[] }): readonly P[] {
  return m.perturbers;
}

/** A table's drop cell: the drop with its interval, then its upper bound when boundsShown lets it through. */
export function dropCellPhrase(p: PairJson, alpha: number, shown: boolean): string {
  return shown ? `${dropPhrase(p)}; ${upperBoundSentence(p, alpha)}` : dropPhrase(p);
}

/**
 * What the design could see — a property of the design, never a statement about this drop:
 * "drops below +9.4 pt were likely to be missed (power < 0.80 at n = 431 and 46.6% discordance)".
 */
export function floorSentence(p: PairJson, d: DesignFigures): string {
  if (p.soft) {
    const at = `at n = ${int(p.n)} and SD of d ${num(p.soft.sd)}, soft signal`;
    return p.min_detectable_effect === null
      ? `no mean soft drop up to 100 pt reaches power ${d.power.toFixed(2)} ${at}: nothing can be ruled out`
      : // From the observed SD alone the shape of d is unknown: its MDE is an upper bound (docs/statistics.md
        // "Power before spend"), so the sentence vouches for drops from it up, not for every drop below it.
        `mean soft drops of ${ptSize(p.min_detectable_effect, 2)} and more were likely to be seen (power at least ${d.power.toFixed(2)} for any shape of d checked ${at}); smaller ones may have been missed`;
  }
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
  if (p.soft) {
    if (p.achieved_power === null) {
      if (p.achieved_power_note === null || p.achieved_power_note === "not shown for a named model") return null;
      return `achieved power undefined for a ${ptSize(d.target_effect)} mean soft drop (n = ${int(p.n)}): ${p.achieved_power_note}`;
    }
    return `achieved power at least ${prob(p.achieved_power)} for a ${ptSize(d.target_effect)} mean soft drop at the observed SD of d ${num(p.soft.sd)} (n = ${int(p.n)}; a lower bound for any shape of d checked: the smaller of the rule's normal approximation and its exact power when d is lumpy)`;
  }
  const nd = p.table.b + p.table.c;
  const psi = `ψ̂ ${proportionPhrase(p.discordant_rate, nd, p.n)}`;
  if (p.achieved_power !== null)
    return `achieved power ${prob(p.achieved_power)} for a ${ptSize(d.target_effect)} drop at ${psi}`;
  if (p.achieved_power_note === "not shown for a named model") return null;
  return `achieved power undefined for a ${ptSize(d.target_effect)} drop at ${psi}: ${p.achieved_power_note}`;
}

/**
 * The non-detection lines: what the design could see (a property of the design at ψ̂, never a
 * statement about this drop). What the data exclude, the upper bound, is not here: it is printed
 * with every pair's drop, whatever the verdict (upperBoundSentence).
 */
export function nonDetectionSentences(p: PairJson, d: DesignFigures): string[] {
  const out = [floorSentence(p, d)];
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

/** "paired Wald test (…) W = 12.31, Hotelling F = 12.25 on (1, 99) df, p = 0.0007, I² = …" or "Cochran's Q (…) = …". */
export function heterogeneityTestPhrase(h: HeterogeneityJson): string {
  if (h.test === "paired-wald" && h.df2 !== null && h.f_statistic !== null)
    return (
      `paired Wald test (item-level, pairing respected) W = ${h.statistic.toFixed(2)}, ` +
      `Hotelling F = ${h.f_statistic.toFixed(2)} on (${h.df}, ${h.df2}) df, ${pIs(h.p_value)}, I² = ${pct(h.i_squared)}`
    );
  return `Cochran's Q (assumes independent models) = ${h.statistic.toFixed(2)}, df = ${h.df}, ${pIs(h.p_value)}, I² = ${pct(h.i_squared)}`;
}

// ---------------------------------------------------------------------------------------------
// Declared clean controls (docs/statistics.md, "Controls (v2)").

/**
 * Said when no control is declared: the test shows a drop, which a harder perturbation shared by
 * every model would also produce.
 */
export const NO_CONTROL_READING =
  "the verdict is a drop, not proof of memory: no model is declared a clean control (control: true) and no publication dates split the items, so a harder perturbation and memory cannot be told apart";

/** Said when no control is declared but some model has a training cutoff (docs/statistics.md, "Time split (v2)"). */
export const NO_CONTROL_WITH_TIME_SPLIT =
  "no model is declared a clean control (control: true); the time split compares each model that has a training cutoff with its own drop on the items published after it";

/** "+20.0 pt (90% CI +12.1 to +27.9 pt; n = 600, 140 items differ)". */
export function excessPhrase(t: ExcessTestJson): string {
  const dp = dropDigits(t.excess_drop_ci);
  return `${pt(t.excess_drop, dp)} (${ciLabel(t.excess_drop_ci.level)} ${ptRange(t.excess_drop_ci, dp)}; n = ${int(t.n)}, ${int(t.informative)} items differ)`;
}

/**
 * One excess-drop test in words: "drops more than the clean control X" or "no larger drop than the
 * control X". The excess's upper bound ends both: printed only after "no larger drop" it would be
 * read among the runs where the excess came out small, where it errs more often than α.
 */
export function controlSentence(model: string, t: ExcessTestJson, alpha: number): string {
  const figures =
    `excess drop ${excessPhrase(t)}; exact sign-flip ${pIs(t.p_value)}, Holm ${pIs(t.p_holm)}; ` +
    `the excess is at most ${pt(t.ucb, dropDigits(t.excess_drop_ci))} (${ucbLabel(alpha)})`;
  if (t.exceeds)
    return `${model} drops more than the clean control ${t.against} (perturber ${t.perturber}): ${figures}`;
  return `${model}: no larger drop than the control ${t.against} (perturber ${t.perturber}): ${figures}`;
}

/** The reading against declared controls, one line per control or test; NO_CONTROL_READING when none is declared. */
export function controlReadingLines(
  models: readonly { name: string; controls: ModelControlsJson; time_split?: unknown }[],
  alpha: number,
): string[] {
  if (models.every((m) => m.controls.role === "none"))
    // With training cutoffs the items are split by date after all: say so instead (the time split's own lines read it).
    return [models.some((m) => m.time_split != null) ? NO_CONTROL_WITH_TIME_SPLIT : NO_CONTROL_READING];
  const out: string[] = [];
  for (const m of models) {
    if (m.controls.role === "control")
      out.push(`${m.name} is a declared clean control: never named; its own drop is reported with the others`);
    else if (m.controls.role === "compared")
      for (const t of m.controls.tests) out.push(controlSentence(m.name, t, alpha));
  }
  return out;
}

/** "a family of 5 hypotheses: M = 3 × K = 1 (model, perturber) drop pairs + 2 excess-drop tests against the control(s) c". */
export function familyPhrase(d: {
  family_size: number;
  models: number;
  perturbers: number;
  excess_tests: number;
  controls: readonly string[];
  controls_against: "each" | "mean" | null;
}): string {
  const pairs = `M = ${d.models} × K = ${d.perturbers} (model, perturber) drop pairs`;
  if (d.excess_tests === 0) return `a family of ${int(d.family_size)} hypotheses: ${pairs}`;
  const how = d.controls_against === "mean" ? "against the mean of the controls" : "against each control";
  return `a family of ${int(d.family_size)} hypotheses: ${pairs} + ${int(d.excess_tests)} excess-drop tests ${how} (${d.controls.join(", ")})`;
}

/** The excess-drop rule's power in the gate (one phrase for every surface; defined beside the gate). */
/** Why an exact figure of the gate is missing (each `<name>_reason`), in words; null when none is. */
export function powerReasons(p: PowerGateJson): string | null {
  const e = p.exact;
  const reasons = [e.power_reason, e.min_detectable_effect_reason, e.required_n_reason].filter(
    (x): x is string => x !== undefined,
  );
  return reasons.length ? reasons.join("; ") : null;
}

/** The excess-drop rule's power in words, for every surface that shows the gate (shown, not gating). */
export function excessPowerPhrase(c: ControlsPowerJson, n: number, target: number): string {
  const rule =
    `excess-drop rule (${c.controls} declared control${c.controls === 1 ? "" : "s"}, ${c.against === "mean" ? "against their mean" : "against each"}; ` +
    `exact sign-flip p < α/F = ${num(c.p_threshold)}, F counting ${int(c.excess_tests)} excess-drop tests)`;
  if (c.power === null) return `${rule}: power not computed: ${c.power_reason}`;
  const below =
    c.power < target
      ? `; below the target power ${targetPower(target)}: an excess drop of this size over the control is likely to be missed`
      : "";
  return `${rule}: exact power ${prob(c.power)} for an excess drop of ${targetDrop(c.expected_excess_drop)} over the control at n = ${int(n)} (shown, not gating)${below}`;
}

// ---- Time split (docs/statistics.md, "Time split (v2)") ----------------------------------------

type TimeSplitGroupJson = NonNullable<TimeSplitTestJson["pre"]>;

/** "+28.0 pt (90% CI +19.2 to +36.9 pt; n = 100)". */
function groupDropPhrase(g: TimeSplitGroupJson): string {
  const dp = dropDigits(g.drop_ci);
  return `${pt(g.drop, dp)} (${ciLabel(g.drop_ci.level)} ${ptRange(g.drop_ci, dp)}; n = ${int(g.n)})`;
}

/** "cutoff 2024-01-01: 400 items on or before it, 200 after, 10 undated (in neither group)". */
export function timeSplitCountsPhrase(ts: TimeSplitJson): string {
  return (
    `cutoff ${ts.cutoff}: ${int(ts.pre_items)} items published on or before it, ${int(ts.post_items)} after, ` +
    `${int(ts.undated_items)} undated (no published_at: in neither group, never guessed)`
  );
}

const NOT_TESTED: Record<string, string> = {
  "no-pre-items": "no item was published on or before the cutoff",
  "no-post-items": "no item was published after the cutoff",
  "no-item-outcomes": "the source has tables only, no item-level outcomes to split",
};

/**
 * The reading: "drop on pre-cutoff items larger than on post-cutoff items: …" when the test says so
 * (Holm over the time-split family), or that the data do not show it, with every figure it rests on.
 */
export function timeSplitSentence(ts: TimeSplitJson, t: TimeSplitTestJson): string {
  if (t.pre === null || t.post === null || t.difference === null || t.p_value === null || t.p_holm === null)
    return `time split not tested: ${NOT_TESTED[t.not_tested_reason ?? ""] ?? "no items to compare"}`;
  const ci = t.difference.ci;
  const dp = dropDigits(ci);
  const figures =
    `${groupDropPhrase(t.pre)} on or before ${ts.cutoff} vs ${groupDropPhrase(t.post)} after; ` +
    `difference ${pt(t.difference.estimate, dp)} (${ciLabel(ci.level)} ${ptRange(ci, dp)}), ` +
    `MOVER-test ${pIs(t.p_value)}, Holm ${pIs(t.p_holm)} over ${ts.family_size} time-split test${ts.family_size === 1 ? "" : "s"}`;
  return t.decision === "pre-larger"
    ? `drop on pre-cutoff items larger than on post-cutoff items: ${figures}`
    : `no evidence that the drop on pre-cutoff items is larger than on post-cutoff items: ${figures}`;
}

/** "time-split power 0.68 for a 5.0 pt drop on pre-cutoff items vs 0 after (exact power of the MOVER rule; ψ = 30.0%, …)". */
export function timeSplitPowerPhrase(t: TimeSplitTestJson): string | null {
  if (t.decision === "not-tested") return null;
  if (t.power === null || typeof t.power_note !== "object" || t.power_note === null)
    return "time-split power undefined: the target drop exceeds the expected discordant rate";
  const n = t.power_note;
  return (
    `time-split power ${prob(t.power)} for a ${ptSize(n.effect)} drop on pre-cutoff items vs 0 after ` +
    `(${n.method}; ψ = ${pct(n.discordant_rate)}, one-sided level ${num(n.level)} at Holm's first step)`
  );
}

/** The gate's line: "time split memorizer (cutoff …): 400 items published on or before it, 200 after, 0 undated; time-split power 0.99 for …". */
export function timeSplitPlanLine(p: TimeSplitPlan, effect: number): string {
  const head = `time split ${p.model} (cutoff ${p.cutoff}): ${int(p.counts.pre)} items published on or before it, ${int(p.counts.post)} after, ${int(p.counts.undated)} undated`;
  return `${head}; ${timeSplitPowerClause(p.power, effect)}`;
}

/** "time-split power 0.68 for a 10.0 pt drop on pre-cutoff items vs 0 after (exact power of the MOVER rule; …)". */
export function timeSplitPowerClause(power: TimeSplitPlan["power"], effect: number): string {
  if (power === null) return "nothing to compare (one side has no item)";
  if (power.kind === "undefined")
    return "time-split power undefined: the target drop exceeds the expected discordant rate";
  return (
    `time-split power ${prob(power.value)} for a ${ptSize(effect)} drop on pre-cutoff items vs 0 after ` +
    `(${powerMethod(power.method)}; ψ = ${pct(power.discordant_rate)}, one-sided level ${num(power.level)} at Holm's first step; shown, not gated)`
  );
}
