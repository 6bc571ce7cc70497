/**
 * Simulations of the whole compare pipeline: outcome rows drawn from a stated model → the same
 * computeComparison the CLI and the action run → decisions and intervals, counted. Used by the
 * fast test (few draws, wide tolerances) and test/compare/pipeline.slow.test.ts (the figures
 * docs/compare.md quotes).
 */
import { computeComparison, type CompareSpec } from "../../src/compare/compute.js";
import type { ComparisonJson } from "../../src/compare/model.js";
import type { PlacedRow } from "../../src/compare/pair.js";
import { createRng, type Rng } from "../../src/stats/random.js";
import { spec } from "./helpers.js";

export interface Tally {
  sims: number;
  /** Any candidate decided better or worse: a false decision when every true Δ is 0. */
  anyDecision: number;
  /** The first candidate's interval contains the true Δ. */
  covered: number;
  /** The first candidate decided better. */
  better: number;
  /** Mean design effect of the first candidate (clustered runs). */
  meanDesignEffect: number;
}

/**
 * Independent items: item i has a success chance p_i ~ U(0.2, 0.9) under the baseline and
 * p_i + delta (kept in [0, 1]) under each candidate; the arms are independent given p_i (the
 * paired design: easy items are easy for both).
 */
export function independentRows(rng: Rng, n: number, candidates: number, delta: number): PlacedRow[] {
  const rows: PlacedRow[] = [];
  for (let i = 0; i < n; i++) {
    const p = 0.2 + 0.5 * rng.next() + (delta < 0 ? -delta : 0);
    rows.push(place({ model: "m", id: `q${i}`, condition: "base", correct: rng.bernoulli(p) }));
    for (let c = 0; c < candidates; c++)
      rows.push(place({ model: "m", id: `q${i}`, condition: `c${c}`, correct: rng.bernoulli(p + delta) }));
  }
  return rows;
}

/**
 * Correlated clusters: G clusters of `size` items; p_i ~ U(0.3, 0.7); on each cluster the
 * candidate is better or worse by `shift` with probability ½ each, so the mean difference over
 * the cluster population is exactly `delta` (0 for the null) while items of one cluster move
 * together (the intra-cluster correlation of the per-item differences grows with `shift`).
 */
export function clusteredRows(rng: Rng, clusters: number, size: number, shift: number, delta: number): PlacedRow[] {
  const rows: PlacedRow[] = [];
  for (let g = 0; g < clusters; g++) {
    const s = rng.bernoulli(0.5) ? shift : -shift;
    const m = size === 1 ? 1 : 1 + Math.floor(rng.next() * (2 * size - 1)); // sizes vary, mean ≈ size
    for (let j = 0; j < m; j++) {
      const p = 0.3 + 0.4 * rng.next();
      const id = `g${g}/q${j}`;
      const cluster = `g${g}`;
      rows.push(place({ model: "m", id, condition: "base", correct: rng.bernoulli(p), cluster }));
      rows.push(place({ model: "m", id, condition: "c0", correct: rng.bernoulli(p + s + delta), cluster }));
    }
  }
  return rows;
}

/**
 * The power model of the planner: each item discordant with chance ψ; a discordant item goes
 * the candidate's way with chance (ψ + Δ)/(2ψ); concordant items split evenly.
 */
export function plannedRows(rng: Rng, n: number, psi: number, delta: number): PlacedRow[] {
  const rows: PlacedRow[] = [];
  const toCandidate = (psi + delta) / (2 * psi);
  for (let i = 0; i < n; i++) {
    let b: boolean;
    let c: boolean;
    if (rng.bernoulli(psi)) {
      c = rng.bernoulli(toCandidate);
      b = !c;
    } else {
      b = c = rng.bernoulli(0.5);
    }
    rows.push(place({ model: "m", id: `q${i}`, condition: "base", correct: b }));
    rows.push(place({ model: "m", id: `q${i}`, condition: "c0", correct: c }));
  }
  return rows;
}

let line = 0;
function place(row: PlacedRow["row"]): PlacedRow {
  return { row, file: "sim.jsonl", line: ++line };
}

export function candidatesSpec(k: number, over: Partial<CompareSpec> = {}): CompareSpec {
  return spec({
    baseline: { selector: "m@base", source: { kind: "flag", flag: "--baseline" } },
    candidates: Array.from({ length: k }, (_, c) => ({
      selector: `m@c${c}`,
      source: { kind: "flag", flag: "--candidate" },
    })),
    ...over,
  });
}

export function simulate(
  seed: string,
  sims: number,
  draw: (rng: Rng) => PlacedRow[],
  s: CompareSpec,
  trueDelta: number,
): Tally {
  const rng = createRng(seed);
  const t: Tally = { sims, anyDecision: 0, covered: 0, better: 0, meanDesignEffect: 0 };
  for (let i = 0; i < sims; i++) {
    const r: ComparisonJson = computeComparison(draw(rng), s);
    if (r.candidates.some((c) => c.decision === "better" || c.decision === "worse")) t.anyDecision++;
    const first = r.candidates[0]!;
    const b = first.result.bound;
    const lo = b.kind === "upper" ? -Infinity : b.lower;
    const hi = b.kind === "lower" ? Infinity : b.upper;
    if (lo <= trueDelta && trueDelta <= hi) t.covered++;
    if (first.decision === "better") t.better++;
    if (first.result.analysis === "clustered") t.meanDesignEffect += first.result.design_effect / sims;
  }
  return t;
}

/** Three Monte Carlo standard errors of a rate near p with `sims` draws. */
export function mc3(p: number, sims: number): number {
  return 3 * Math.sqrt((p * (1 - p)) / sims);
}
