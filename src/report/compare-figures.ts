/**
 * The phrases every surface prints for a comparison (CLI text, job summary, report.md, PR
 * comment, annotations), so one comparison reads the same everywhere and no estimate is ever
 * printed without its interval or bound and its n (docs/compare.md).
 */
import type { BoundJson, CandidateJson, ComparisonJson, DecisiveJson } from "../compare/model.js";
import type { ComparePlanJson } from "../compare/plan.js";
import { ciLabel, dropDigits, int, levelText, num, pct, pctRange, pIs, prob, pt, ptRange, ptSize } from "./format.js";
import { proportionPhrase } from "./figures.js";

/** Decimals for a difference and its bound (more when the bound is narrower than a point). */
export function boundDigits(estimate: number, b: BoundJson): number {
  const lo = b.kind === "upper" ? Math.min(estimate, b.upper) : b.lower;
  const hi = b.kind === "lower" ? Math.max(estimate, b.lower) : b.kind === "upper" ? b.upper : b.upper;
  return dropDigits({ lower: Math.min(lo, hi), upper: Math.max(lo, hi) });
}

/** "95% CI +0.3 to +7.7 pt", "one-sided 95% lower bound +0.8 pt". */
export function boundPhrase(b: BoundJson, digits: number): string {
  switch (b.kind) {
    case "interval":
      return `${ciLabel(b.level)} ${ptRange(b, digits)}`;
    case "lower":
      return `one-sided ${levelText(b.level)} lower bound ${pt(b.lower, digits)}`;
    case "upper":
      return `one-sided ${levelText(b.level)} upper bound ${pt(b.upper, digits)}`;
  }
}

/** "+4.0 pt (95% CI +0.3 to +7.7 pt; n = 500, 100 discordant)". */
export function differencePhrase(c: CandidateJson): string {
  const r = c.result;
  const dp = boundDigits(r.estimate, r.bound);
  return `${pt(r.estimate, dp)} (${boundPhrase(r.bound, dp)}; ${unitsPhrase(c, r)})`;
}

function unitsPhrase(c: CandidateJson, r: DecisiveJson): string {
  switch (r.analysis) {
    case "exact":
      return `n = ${int(c.exact.n)}, ${int(c.exact.discordant)} discordant`;
    case "exact-units":
      return `n = ${int(r.units)} ${r.unit}s, ${int(r.discordant)} discordant; every row of ${r.unit === "item" ? "an" : "a"} ${r.unit} the same pair of answers (${rowsPerUnit(r)} rows each)`;
    case "clustered":
      return `n = ${int(r.units)} items in ${int(r.clusters)} clusters, design effect ${r.design_effect.toFixed(2)}, ${r.df.toFixed(1)} df`;
    case "pass@k":
      return `n = ${int(r.problems)} problems, ${r.samples.min === r.samples.max ? int(r.samples.min) : `${int(r.samples.min)} to ${int(r.samples.max)}`} samples each, k = ${r.k}`;
  }
}

/**
 * An arm's accuracy: Clopper–Pearson over the paired units, or, when the clustered analysis
 * decided, the cluster-robust interval over items (replicates averaged).
 */
function accuracyPhrase(c: CandidateJson, arm: "baseline" | "candidate"): string {
  const r = c.result;
  if (r.analysis === "clustered") {
    const a = arm === "baseline" ? r.accuracy_baseline : r.accuracy_candidate;
    return `${pct(a.estimate)} (${ciLabel(a.ci.level)} ${pctRange(a.ci)}, cluster-robust; ${int(r.units)} items in ${int(r.clusters)} clusters)`;
  }
  if (r.analysis === "exact-units") {
    const a = arm === "baseline" ? r.accuracy_baseline : r.accuracy_candidate;
    return `${pct(a.estimate)} (${ciLabel(a.ci.level)} ${pctRange(a.ci)}; ${int(a.correct)}/${int(a.n)} ${r.unit}s)`;
  }
  if (r.analysis === "pass@k") {
    const a = arm === "baseline" ? r.pass_at_k_baseline : r.pass_at_k_candidate;
    return `pass@${r.k} ${pct(a.estimate)} (${ciLabel(a.ci.level)} ${pctRange(a.ci)}; n = ${int(r.problems)} problems)`;
  }
  const a = arm === "baseline" ? c.exact.accuracy_baseline : c.exact.accuracy_candidate;
  return proportionPhrase(a, a.correct, a.n);
}

function rowsPerUnit(r: Extract<DecisiveJson, { analysis: "exact-units" }>): string {
  return r.rows_per_unit.min === r.rows_per_unit.max
    ? int(r.rows_per_unit.min)
    : `${int(r.rows_per_unit.min)} to ${int(r.rows_per_unit.max)}`;
}

export function accuracyBaselinePhrase(c: CandidateJson): string {
  return accuracyPhrase(c, "baseline");
}

export function accuracyCandidatePhrase(c: CandidateJson): string {
  return accuracyPhrase(c, "candidate");
}

/** "exact two-sided p = 0.0455; Holm p = 0.091 over 2 candidates". */
export function pPhrase(c: CandidateJson, d: ComparisonJson["design"]): string {
  const sided = d.direction === "two-sided" ? "two-sided" : `one-sided (${d.direction})`;
  const holm = d.candidates > 1 ? `; Holm ${pIs(c.p_holm)} over ${int(d.candidates)} candidates` : "";
  return `${c.result.method}, ${sided} ${pIs(c.result.p_value)}${holm}`;
}

/** Why the decision is what it is, from the bound and the margin. */
export function reasonPhrase(c: CandidateJson, d: ComparisonJson["design"]): string {
  const r = c.result;
  const dp = boundDigits(r.estimate, r.bound);
  const b = boundPhrase(r.bound, dp);
  const m = d.margin;
  // At margin 0 the thresholds are 0 itself, not "+0.0 pt".
  const plus = m > 0 ? pt(m, dp) : "0";
  const minus = m > 0 ? pt(-m, dp) : "0";
  const marginText = m > 0 ? ` (margin ${ptSize(m, dp)})` : "";
  switch (c.decision) {
    case "better":
      return `the ${b} is above ${plus}${marginText}`;
    case "worse":
      return `the ${b} is below ${minus}${marginText}`;
    case "equivalent":
      return `the ${b} lies within ±${ptSize(m, dp)} (the margin)`;
    case "inconclusive":
      if (r.bound.kind === "lower") return `the ${b} is not above ${plus}${marginText}`;
      if (r.bound.kind === "upper") return `the ${b} is not below ${minus}${marginText}`;
      return m > 0
        ? `the ${b} is neither above ${plus}, below ${minus}, nor within ±${ptSize(m, dp)} (the margin)`
        : `the ${b} contains 0`;
  }
}

/** "better", "WORSE": upper case when the gate fails on it. */
export function decisionWord(c: CandidateJson): string {
  return c.failing.length > 0 ? c.decision.toUpperCase() : c.decision;
}

/** The design line: tests, levels, multiplicity. */
export function compareDesignPhrase(r: ComparisonJson): string {
  const d = r.design;
  const sided =
    d.direction === "two-sided" ? "two-sided" : `one-sided, ${d.direction} (preregistered: ${d.direction_source})`;
  const mult =
    d.candidates > 1
      ? `; ${int(d.candidates)} candidates: intervals at ${levelText(d.interval_level)} each (Bonferroni, simultaneous ${levelText(1 - d.alpha)}), p Holm-adjusted`
      : "";
  const ns = r.candidates.map((c) => c.pairing.paired);
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  const n = lo === hi ? `n = ${int(lo)}` : `n = ${int(lo)} to ${int(hi)}`;
  return `α = ${num(d.alpha)} ${sided}${mult}; margin ${ptSize(d.margin)}; ${n} paired items; unparsed answers ${d.unparsed === "as-wrong" ? "scored wrong" : "excluded"}`;
}

/** The planned design's power line inside a comparison, or null when no plan was given. */
export function powerPhrase(r: ComparisonJson): string | null {
  return r.power === null ? null : `planned design: ${planPhrase(r.power)}`;
}

/**
 * "exact power 0.612 to see a 3.0 pt difference at 20.0% discordance with n = 500 items
 * (target 0.80; needs n = 812)" — the power of a design, never of the observed difference.
 */
export function planPhrase(p: ComparePlanJson): string {
  const deff = p.design_effect !== null ? `, design effect ${num(p.design_effect)} (${p.method})` : "";
  const what = `a ${ptSize(p.delta)} difference at ${pct(p.discordance)} discordance${deff}`;
  // The search for n runs at margin 0 (src/compare/plan.ts): with a margin it is only a floor.
  const need =
    p.required_n === null
      ? (p.reason ?? "not reachable")
      : p.margin === 0
        ? `needs n = ${int(p.required_n)} for power ${p.target_power.toFixed(2)}`
        : p.power !== null && p.power < p.target_power
          ? `needs more than n = ${int(p.n ?? 0)} (at margin 0, n = ${int(p.required_n)} would do)`
          : `at margin 0 it needs n = ${int(p.required_n)}; with the margin at least that`;
  const beyond = p.margin > 0 ? ` beyond the ${ptSize(p.margin)} margin` : "";
  if (p.power === null || p.n === null) return `to see ${what}: ${need}`;
  const level = p.candidates > 1 ? ` at α/${p.candidates} = ${num(p.alpha_each)}` : "";
  return `exact power ${prob(p.power)}${level} to see ${what}${beyond} with n = ${int(p.n)} items (target ${p.target_power.toFixed(2)}; ${need}; ${p.adequate ? "adequate" : "UNDERPOWERED"})`;
}

/** "regression (worse: a@new)", for the gate line and the action's failure message. */
export function gatePhrase(r: ComparisonJson): string {
  if (r.gate.passed)
    return r.design.fail_on.length === 0
      ? "no gate (no fail-on mode given)"
      : `pass (fail on ${r.design.fail_on.join(", ")})`;
  const parts = r.gate.failing.map((m) => {
    if (m === "underpowered") return "underpowered (the planned design)";
    if (m === "unparsed")
      return `unparsed answers (${r.candidates
        .filter((c) => c.failing.includes("unparsed"))
        .map((c) => `${c.label}: ${unparsedPhrase(c, r)}`)
        .join(", ")})`;
    const who = r.candidates.filter((c) => c.failing.includes(m)).map((c) => `${c.label}: ${c.decision}`);
    return `${m} (${who.join(", ")})`;
  });
  return `FAIL: ${parts.join("; ")}`;
}

/** "baseline 100.0% unparsed, candidate 0.0%; at most 10.0% allowed". */
export function unparsedPhrase(c: CandidateJson, r: ComparisonJson): string {
  const u = c.unparsed_check;
  return `baseline ${r.baseline.label} ${pct(u.baseline)} unparsed, candidate ${pct(u.candidate)}; at most ${pct(u.allowed)} allowed`;
}

export function pairingPhrase(c: CandidateJson): string {
  const p = c.pairing;
  const reps = p.replicates > 1 ? ` (${int(p.items)} items, up to ${p.replicates} epochs each)` : "";
  const clusters =
    p.clusters === null
      ? p.cluster_by === "none"
        ? "; no clusters (items independent)"
        : ""
      : `; ${int(p.clusters)} clusters (${p.cluster_by})`;
  const u = p.unparsed;
  const unparsed =
    u.baseline + u.candidate === 0
      ? ""
      : `; unparsed ${int(u.baseline)} baseline, ${int(u.candidate)} candidate (${u.policy === "as-wrong" ? "scored wrong" : `${int(u.excluded)} excluded`})`;
  return `n = ${int(p.paired)} paired${reps}; ${int(p.only_baseline.count)} baseline-only, ${int(p.only_candidate.count)} candidate-only (not compared)${clusters}${unparsed}`;
}
