/**
 * Coverage of the melded bounds by simulation (for `verify` (f) and test/reference/): draw paired
 * tables from the model of docs/statistics.md — each of n items discordant with probability ψ,
 * a discordant item in the contamination direction with probability π — and count how often
 * lcb ≤ δ, ucb ≥ δ and lcb ≤ δ ≤ ucb for the true drop δ = ψ(2π − 1).
 *
 * Each bound is decided against δ without computing it (meldedLcbExceeds / meldedUcbBelow), and
 * each distinct table is decided once: at n = 1000 a few thousand tables cover 20,000 draws.
 */
import { meldedLcbExceeds, meldedUcbBelow } from "./melded.js";
import { createRng } from "./random.js";
import { requireCount, requireProbability, requireProbabilityOpen } from "./validate.js";

export interface CoverageEstimate {
  /** Share of simulated tables whose bound covers δ. */
  coverage: number;
  /** Monte Carlo standard error √(c(1 − c)/sims). */
  se: number;
  /** What the bound promises: 1 − α (one-sided bounds) or 1 − 2α (the interval). */
  nominal: number;
}

export interface MeldedCoverage {
  delta: number;
  sims: number;
  lcb: CoverageEstimate;
  ucb: CoverageEstimate;
  interval: CoverageEstimate;
}

export interface CoverageDesign {
  /** π: share of discordant items in the contamination direction. */
  pi: number;
  /** ψ: discordant rate. */
  psi: number;
  n: number;
  sims: number;
  seed: string | number;
  /** Level of each one-sided bound (the interval is 1 − 2α). */
  alpha: number;
}

function estimate(hits: number, sims: number, nominal: number): CoverageEstimate {
  const c = hits / sims;
  return { coverage: c, se: Math.sqrt((c * (1 - c)) / sims), nominal };
}

export function meldedCoverage(design: CoverageDesign): MeldedCoverage {
  const { pi, psi, n, sims, seed, alpha } = design;
  const fn = "meldedCoverage";
  requireProbability(pi, "pi", fn);
  requireProbability(psi, "psi", fn);
  requireCount(n, "n", fn);
  requireCount(sims, "sims", fn);
  if (n === 0 || sims === 0) throw new RangeError(`${fn}: n and sims must be > 0`);
  requireProbabilityOpen(alpha, "alpha", fn);
  if (alpha >= 0.5) throw new RangeError(`${fn}: alpha must be < 0.5, got ${alpha}`);
  const delta = psi * (2 * pi - 1);
  const rng = createRng(seed);
  // Per table (b, c): bit 1 = lcb > δ (misses from above), bit 2 = ucb < δ (misses from below).
  const decided = new Map<number, number>();
  let lcbMiss = 0;
  let ucbMiss = 0;
  let eitherMiss = 0;
  for (let s = 0; s < sims; s++) {
    const nd = rng.binomial(n, psi);
    const b = rng.binomial(nd, pi);
    const key = b * (n + 1) + (nd - b);
    let bits = decided.get(key);
    if (bits === undefined) {
      bits =
        (meldedLcbExceeds(b, nd - b, n, alpha, delta) ? 1 : 0) | (meldedUcbBelow(b, nd - b, n, alpha, delta) ? 2 : 0);
      decided.set(key, bits);
    }
    if (bits & 1) lcbMiss++;
    if (bits & 2) ucbMiss++;
    if (bits !== 0) eitherMiss++;
  }
  return {
    delta,
    sims,
    lcb: estimate(sims - lcbMiss, sims, 1 - alpha),
    ucb: estimate(sims - ucbMiss, sims, 1 - alpha),
    interval: estimate(sims - eitherMiss, sims, 1 - 2 * alpha),
  };
}
