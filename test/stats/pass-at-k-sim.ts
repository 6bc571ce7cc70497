/**
 * Simulation of paired pass@k comparisons (used by compare-pass-at-k tests, fast and slow): a
 * finite population of problems with per-sample pass rates p_A = Φ(μ_A + σθ), p_B = Φ(μ_B +
 * σ(ρθ + √(1 − ρ²)η)) (θ, η standard normal: problems hard for one system tend to be hard for the
 * other); each simulated study draws P problems from it at random and c ~ Bin(n, p) per system.
 * The true difference is the population mean of (1 − (1 − p_B)^k) − (1 − (1 − p_A)^k).
 */
import { normCdf } from "../../src/stats/normal.js";
import { type PassAtKProblem, pairedPassAtK } from "../../src/stats/pass-at-k.js";
import { createRng } from "../../src/stats/random.js";
import { normal } from "./compare-sim.js";

export interface PassAtKDesign {
  problems: number;
  samples: number;
  k: number;
  muA: number;
  muB: number;
  sigma: number;
  rho: number;
}

export interface PassAtKCoverage {
  truth: number;
  sims: number;
  computed: number;
  coverage: number;
  se: number;
}

const POPULATION = 20_000;

export function pairedPassAtKCoverage(d: PassAtKDesign, sims: number, alpha: number, seed: string): PassAtKCoverage {
  const rng = createRng(seed);
  const pa = new Float64Array(POPULATION);
  const pb = new Float64Array(POPULATION);
  let truth = 0;
  for (let j = 0; j < POPULATION; j++) {
    const theta = normal(rng);
    const eta = normal(rng);
    pa[j] = normCdf(d.muA + d.sigma * theta);
    pb[j] = normCdf(d.muB + d.sigma * (d.rho * theta + Math.sqrt(1 - d.rho * d.rho) * eta));
    truth += (1 - (1 - pb[j]!) ** d.k - (1 - (1 - pa[j]!) ** d.k)) / POPULATION;
  }
  let computed = 0;
  let hits = 0;
  for (let s = 0; s < sims; s++) {
    const problems: PassAtKProblem[] = [];
    for (let i = 0; i < d.problems; i++) {
      const j = Math.floor(rng.next() * POPULATION);
      problems.push({
        baseline: { n: d.samples, c: rng.binomial(d.samples, pa[j]!) },
        candidate: { n: d.samples, c: rng.binomial(d.samples, pb[j]!) },
      });
    }
    const r = pairedPassAtK(problems, d.k, { alpha });
    if (r.kind !== "paired" || r.bound.kind !== "interval") continue;
    computed++;
    if (r.bound.lower <= truth && truth <= r.bound.upper) hits++;
  }
  const coverage = hits / computed;
  return { truth, sims, computed, coverage, se: Math.sqrt((coverage * (1 - coverage)) / computed) };
}
