/**
 * The sign-flip test against the mean of C controls (docs/statistics.md, "Controls (v2)"): per
 * item d_i = x_i − (1/C)·Σ_c y_ci, so e_i = C·d_i is an integer in −2C … 2C. Under H0 (the model
 * is exchangeable with the controls' mean on each item: d_i symmetric about 0), conditional on
 * the |e_i| every sign is a fair coin, and with n_w items of |e| = w the statistic Σ e_i has
 * exactly the distribution of Σ_w w·(2·B_w − n_w), B_w ~ Bin(n_w, ½). That is a convolution on
 * the integer lattice, computed here exactly by dynamic programming over U = Σ_w w·B_w
 * (O(T·n) for T = Σ_w w·n_w ≤ 2C·n). It runs in doubles: probabilities below ~1e-300 underflow,
 * so a p-value that small comes out as 0 (reported as "< 1e-300"); nothing else is approximate.
 * With C = 1 it is the same distribution as excess-drop.ts's closed-form convolution, and the
 * tests check that the two agree.
 */
import { binomLogPmf } from "./binomial.js";
import { requireCount } from "./validate.js";

/** P(Σ e_i·s_i ≥ Σ e_i) over independent fair signs s_i, for integer e_i. */
export function latticeSignFlipP(e: ArrayLike<number>): number {
  const byMagnitude = new Map<number, number>();
  let observed = 0;
  for (let i = 0; i < e.length; i++) {
    const v = e[i]!;
    if (!Number.isInteger(v)) throw new RangeError(`latticeSignFlipP: e[${i}] must be an integer, got ${v}`);
    observed += v;
    const w = Math.abs(v);
    if (w > 0) byMagnitude.set(w, (byMagnitude.get(w) ?? 0) + 1);
  }
  return latticeSf(observed, byMagnitude);
}

/**
 * P(Σ_w w·(2·B_w − n_w) ≥ s), B_w ~ Bin(n_w, ½), from magnitude → count. U = Σ w·B_w ranges over
 * 0 … T; S = 2U − T, so the event is U ≥ ⌈(s + T)/2⌉.
 */
export function latticeSf(s: number, counts: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [w, n] of counts) {
    if (!Number.isInteger(w) || w < 1) throw new RangeError(`latticeSf: magnitudes must be integers ≥ 1, got ${w}`);
    requireCount(n, `count of magnitude ${w}`, "latticeSf");
    total += w * n;
  }
  const need = Math.ceil((s + total) / 2);
  if (need <= 0) return 1;
  if (need > total) return 0;
  let dist = new Float64Array(total + 1);
  dist[0] = 1;
  let top = 0;
  for (const [w, n] of [...counts].sort((x, y) => x[0] - y[0])) {
    if (n === 0) continue;
    const pmf = new Float64Array(n + 1);
    for (let k = 0; k <= n; k++) pmf[k] = Math.exp(binomLogPmf(k, n, 0.5));
    const next = new Float64Array(total + 1);
    for (let u = 0; u <= top; u++) {
      const pu = dist[u]!;
      if (pu === 0) continue;
      for (let k = 0; k <= n; k++) next[u + w * k]! += pu * pmf[k]!;
    }
    dist = next;
    top += w * n;
  }
  // Summed from the top, smallest terms first, so a small tail keeps its relative precision.
  let p = 0;
  for (let u = total; u >= need; u--) p += dist[u]!;
  return Math.min(1, p);
}
