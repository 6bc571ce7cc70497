/**
 * The paired accuracy difference of two conditions on the same n items (docs/statistics.md,
 * "Compare"): baseline and candidate, each item answered once by each.
 *
 * API: `pairedDifference(table, { alpha, sided })` → `PairedDifference`.
 *
 * The table, rows baseline, columns candidate:
 *   both            (both right)        baselineOnly (baseline right, candidate wrong)
 *   candidateOnly   (candidate right)   neither
 * Δ = accuracy(candidate) − accuracy(baseline) = (candidateOnly − baselineOnly)/n. That is the
 * "drop" of the verdict with b = candidateOnly, c = baselineOnly, so the melded interval
 * (melded.ts) and the exact McNemar test (mcnemar.ts) apply unchanged.
 *
 * sided:
 * - "two-sided": the (1 − α) melded interval [lcb(α/2), ucb(α/2)] and the two-sided exact
 *   McNemar p = min(1, 2·P(Bin(n_d, ½) ≥ max(b, c))). For p = ½ this is also R's binom.test
 *   two-sided p (its "minlike" sum over outcomes no likelier than the observed is the doubled
 *   tail when the null is symmetric; 1 when b = c) and exact2x2::mcnemar.exact's (its "central"
 *   two-sided method: twice the smaller tail, capped at 1). test/reference/compare_paired.R checks
 *   the equality with binom.test on every case.
 *   Duality: lcb(α/2) > 0 ⟺ P(Bin ≥ b) < α/2 ⟺ (b > c and p < α); likewise ucb(α/2) < 0
 *   ⟺ (c > b and p < α). So "p < α" and "the interval excludes 0" never disagree.
 * - "greater" (preregistered: the candidate is better): the one-sided (1 − α) lower bound
 *   lcb(α) and p = P(Bin(n_d, ½) ≥ candidateOnly); lcb > 0 ⟺ p < α.
 * - "less" (preregistered: the candidate is worse): the one-sided upper bound ucb(α) and
 *   p = P(Bin(n_d, ½) ≥ baselineOnly); ucb < 0 ⟺ p < α.
 * Accuracies carry two-sided (1 − α) Clopper–Pearson intervals whatever `sided` is.
 */
import { type Sided, clopperPearson, mcnemarP, pairedSe } from "./mcnemar.js";
import { meldedLcb, meldedUcb } from "./melded.js";
import { requireCount, requireProbabilityOpen } from "./validate.js";

/** The paired 2×2 table of counts (rows baseline, columns candidate). */
export interface PairedTable {
  readonly both: number;
  readonly baselineOnly: number;
  readonly candidateOnly: number;
  readonly neither: number;
}

/** The alternative: two-sided, or a preregistered direction of the candidate against the baseline. */
export type CompareSided = "two-sided" | "greater" | "less";

export interface CompareOptions {
  /** Level: the interval has confidence 1 − alpha (each one-sided bound, or both ends together). */
  readonly alpha: number;
  readonly sided: CompareSided;
}

/** A confidence statement on Δ: both ends, or one preregistered bound. */
export type DifferenceBound =
  | { readonly kind: "interval"; readonly lower: number; readonly upper: number; readonly level: number }
  | { readonly kind: "lower"; readonly lower: number; readonly level: number }
  | { readonly kind: "upper"; readonly upper: number; readonly level: number };

export interface Accuracy {
  readonly correct: number;
  readonly n: number;
  readonly estimate: number;
  /** Two-sided (1 − α) Clopper–Pearson interval. */
  readonly lower: number;
  readonly upper: number;
  readonly level: number;
}

export interface PairedDifference {
  readonly method: "exact McNemar + melded interval (Fay & Lumbard 2021)";
  readonly n: number;
  readonly table: PairedTable;
  readonly discordant: number;
  readonly baseline: Accuracy;
  readonly candidate: Accuracy;
  /** Δ̂ = (candidateOnly − baselineOnly)/n. */
  readonly estimate: number;
  /** Plug-in standard error √((b + c) − (b − c)²/n)/n, for display; the bound does not use it. */
  readonly se: number;
  readonly bound: DifferenceBound;
  readonly sided: CompareSided;
  readonly alpha: number;
  /** Exact McNemar p for the alternative `sided`. */
  readonly pValue: number;
}

export function validateCompareOptions(opts: CompareOptions, fn: string): void {
  if (opts === null || typeof opts !== "object") throw new RangeError(`${fn}: options must be an object`);
  requireProbabilityOpen(opts.alpha, "alpha", fn);
  if (opts.alpha >= 0.5) throw new RangeError(`${fn}: alpha must be < 0.5, got ${opts.alpha}`);
  if (opts.sided !== "two-sided" && opts.sided !== "greater" && opts.sided !== "less")
    throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(opts.sided)}`);
}

function validateTable(t: PairedTable, fn: string): number {
  if (t === null || typeof t !== "object") throw new RangeError(`${fn}: table must be an object`);
  requireCount(t.both, "table.both", fn);
  requireCount(t.baselineOnly, "table.baselineOnly", fn);
  requireCount(t.candidateOnly, "table.candidateOnly", fn);
  requireCount(t.neither, "table.neither", fn);
  const n = t.both + t.baselineOnly + t.candidateOnly + t.neither;
  if (n === 0) throw new RangeError(`${fn}: the table is empty (n = 0)`);
  return n;
}

function accuracy(correct: number, n: number, alpha: number): Accuracy {
  const ci = clopperPearson(correct, n, alpha);
  return { correct, n, estimate: correct / n, lower: ci.lower, upper: ci.upper, level: 1 - alpha };
}

/** The exact McNemar p of the candidate-vs-baseline alternative (module comment). */
export function comparePValue(candidateOnly: number, baselineOnly: number, sided: CompareSided): number {
  if (sided === "two-sided") return mcnemarP(candidateOnly, baselineOnly, "two-sided");
  const s: Sided = "one-sided";
  return sided === "greater" ? mcnemarP(candidateOnly, baselineOnly, s) : mcnemarP(baselineOnly, candidateOnly, s);
}

/** The melded confidence statement on Δ for the alternative `sided` (module comment). */
export function differenceBound(
  candidateOnly: number,
  baselineOnly: number,
  n: number,
  opts: CompareOptions,
): DifferenceBound {
  const { alpha, sided } = opts;
  const level = 1 - alpha;
  if (sided === "greater") return { kind: "lower", lower: meldedLcb(candidateOnly, baselineOnly, n, alpha), level };
  if (sided === "less") return { kind: "upper", upper: meldedUcb(candidateOnly, baselineOnly, n, alpha), level };
  return {
    kind: "interval",
    lower: meldedLcb(candidateOnly, baselineOnly, n, alpha / 2),
    upper: meldedUcb(candidateOnly, baselineOnly, n, alpha / 2),
    level,
  };
}

export function pairedDifference(table: PairedTable, opts: CompareOptions): PairedDifference {
  const fn = "pairedDifference";
  const n = validateTable(table, fn);
  validateCompareOptions(opts, fn);
  const { alpha, sided } = opts;
  const b = table.candidateOnly;
  const c = table.baselineOnly;
  return {
    method: "exact McNemar + melded interval (Fay & Lumbard 2021)",
    n,
    table: { ...table },
    discordant: b + c,
    baseline: accuracy(table.both + table.baselineOnly, n, alpha),
    candidate: accuracy(table.both + table.candidateOnly, n, alpha),
    estimate: (b - c) / n,
    se: pairedSe(b, c, n),
    bound: differenceBound(b, c, n, opts),
    sided,
    alpha,
    pValue: comparePValue(b, c, sided),
  };
}
