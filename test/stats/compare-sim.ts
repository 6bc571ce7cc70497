/**
 * Simulation of correlated clusters for the compare statistics (used by compare-clustered-sim
 * tests, fast and slow). The random-effects generator of docs/statistics.md "Compare: clusters":
 *
 *   item i in cluster g, condition k ∈ {baseline, candidate}, epoch r:
 *   z = √ρ·u_gk + √(1 − ρ)·(√κ·e_ik + √(1 − κ)·ε_ikr),   correct ⟺ z < Φ⁻¹(p_k)
 *
 * u_g = (u_gb, u_gc) ~ N(0, [[1, r_c], [r_c, 1]]) is the cluster effect on both conditions,
 * e_i = (e_ib, e_ic) ~ N(0, [[1, r_i], [r_i, 1]]) the item effect (the pairing), ε an epoch
 * effect (κ = 1 without epochs). Every z is N(0, 1), so every item answers condition k with
 * probability exactly p_k and the true difference is Δ = p_c − p_b; ρ is the intra-cluster
 * correlation of the latent scores (ICC). Cluster sizes are uniform on 1 … 2·meanSize − 1.
 */
import { type ClusteredItem, clusteredDifference } from "../../src/stats/clustered-difference.js";
import { meldedLcbExceeds, meldedUcbBelow } from "../../src/stats/melded.js";
import { normQuantile } from "../../src/stats/normal.js";
import { createRng, type Rng } from "../../src/stats/random.js";
import { studentTQuantile } from "../../src/stats/student-t.js";

export interface ClusterDesign {
  clusters: number;
  meanSize: number;
  icc: number;
  pBaseline: number;
  pCandidate: number;
  /** Correlation of the two conditions' cluster effects. */
  clusterCorrelation: number;
  /** Correlation of the two conditions' item effects (the pairing). */
  itemCorrelation: number;
  epochs: number;
  /** Share of the non-cluster variance that is the item's (the rest varies by epoch); 1 without epochs. */
  itemShare: number;
}

export function normal(rng: Rng): number {
  // Box–Muller; 1 − next() is in (0, 1], so the log is finite.
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

function pair(rng: Rng, r: number): [number, number] {
  const a = normal(rng);
  return [a, r * a + Math.sqrt(1 - r * r) * normal(rng)];
}

export function simulateItems(d: ClusterDesign, rng: Rng): ClusteredItem[] {
  const qb = normQuantile(d.pBaseline);
  const qc = normQuantile(d.pCandidate);
  const sc = Math.sqrt(d.icc);
  const si = Math.sqrt(1 - d.icc);
  const ki = Math.sqrt(d.itemShare);
  const ke = Math.sqrt(1 - d.itemShare);
  const items: ClusteredItem[] = [];
  for (let g = 0; g < d.clusters; g++) {
    const size = 1 + Math.floor(rng.next() * (2 * d.meanSize - 1));
    const [ub, uc] = pair(rng, d.clusterCorrelation);
    for (let j = 0; j < size; j++) {
      const [eb, ec] = pair(rng, d.itemCorrelation);
      const baseline: number[] = [];
      const candidate: number[] = [];
      for (let r = 0; r < d.epochs; r++) {
        baseline.push(sc * ub + si * (ki * eb + ke * normal(rng)) < qb ? 1 : 0);
        candidate.push(sc * uc + si * (ki * ec + ke * normal(rng)) < qc ? 1 : 0);
      }
      items.push({ cluster: `g${g}`, baseline, candidate });
    }
  }
  return items;
}

export interface Coverage {
  coverage: number;
  se: number;
}
export interface ClusterCoverage {
  delta: number;
  sims: number;
  /** Simulations where the clustered analysis ran (not too-few-clusters / no-variation). */
  computed: number;
  /** CR2 + Bell–McCaffrey t, the shipped method (two-sided 1 − α). */
  cr2: Coverage;
  /** The CR2 one-sided (1 − α) lower and upper bounds ("greater" / "less"), each on its own. */
  cr2Lower: Coverage;
  cr2Upper: Coverage;
  /** CR1 (G/(G − 1) factor) with t(G − 1), for comparison. */
  cr1: Coverage;
  /** The unclustered melded interval on the same data (first epoch of each item), which assumes independent items. */
  melded: Coverage;
  meanDesignEffect: number;
}

const cov = (hits: number, sims: number): Coverage => {
  const c = hits / sims;
  return { coverage: c, se: Math.sqrt((c * (1 - c)) / sims) };
};

/** Two-sided (1 − alpha) coverage of Δ = p_c − p_b by the clustered interval, CR1 and the melded interval. */
export function clusterCoverage(d: ClusterDesign, sims: number, alpha: number, seed: string): ClusterCoverage {
  const rng = createRng(seed);
  const delta = d.pCandidate - d.pBaseline;
  let computed = 0;
  let hitCr2 = 0;
  let hitCr1 = 0;
  let hitLower = 0;
  let hitUpper = 0;
  let hitMelded = 0;
  let deff = 0;
  for (let s = 0; s < sims; s++) {
    const items = simulateItems(d, rng);
    const r = clusteredDifference(items, { alpha, sided: "two-sided" });
    if (r.kind === "clustered") {
      computed++;
      deff += r.designEffect;
      if (r.bound.kind === "interval" && r.bound.lower <= delta && delta <= r.bound.upper) hitCr2++;
      // The one-sided bounds, from the function itself with sided "greater" / "less".
      const lo = clusteredDifference(items, { alpha, sided: "greater" });
      const up = clusteredDifference(items, { alpha, sided: "less" });
      if (lo.kind === "clustered" && lo.bound.kind === "lower" && lo.bound.lower <= delta) hitLower++;
      if (up.kind === "clustered" && up.bound.kind === "upper" && up.bound.upper >= delta) hitUpper++;
      // CR1 from the same data: V1 = G/(G − 1)·Σ E_g²/N², t with G − 1 df.
      const sums = new Map<string, number>();
      for (const it of items) {
        const di =
          it.candidate.reduce((a, x) => a + x, 0) / it.candidate.length -
          it.baseline.reduce((a, x) => a + x, 0) / it.baseline.length;
        sums.set(it.cluster, (sums.get(it.cluster) ?? 0) + di - r.estimate);
      }
      let v = 0;
      for (const e of sums.values()) v += e * e;
      const G = sums.size;
      const se1 = Math.sqrt((G / (G - 1)) * v) / items.length;
      const q = studentTQuantile(1 - alpha / 2, G - 1);
      if (Math.abs(r.estimate - delta) <= q * se1) hitCr1++;
    }
    // The melded interval treats the N items as independent pairs (first epoch only).
    let b = 0;
    let c = 0;
    for (const it of items) {
      if (it.candidate[0] === 1 && it.baseline[0] === 0) b++;
      else if (it.candidate[0] === 0 && it.baseline[0] === 1) c++;
    }
    const n = items.length;
    const miss = meldedLcbExceeds(b, c, n, alpha / 2, delta) || meldedUcbBelow(b, c, n, alpha / 2, delta);
    if (!miss) hitMelded++;
  }
  return {
    delta,
    sims,
    computed,
    cr2: cov(hitCr2, computed),
    cr2Lower: cov(hitLower, computed),
    cr2Upper: cov(hitUpper, computed),
    cr1: cov(hitCr1, computed),
    melded: cov(hitMelded, sims),
    meanDesignEffect: deff / computed,
  };
}
