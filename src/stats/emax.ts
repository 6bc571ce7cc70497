/**
 * E[max] of K iid standard normals: the deflation applied to the lower bound when the best of K
 * perturbers is reported (docs/statistics.md "Models (M), perturbers (K), and the verdict").
 *
 * Exact value: ∫ x · K φ(x) Φ(x)^(K−1) dx by composite 20-point Gauss–Legendre over [−14, 14].
 * The integrand is smooth (entire) and decays like φ(x) on both sides, so cutting at ±14 costs
 * < K·1e-41 and 112 panels of width 1/4 integrate it to ~1e-15 even for K = 1e6, whose mass sits
 * in a bump of width ~0.2 near 4.9. Φ^(K−1) is formed
 * as exp((K−1)·ln Φ) with ln Φ computed without cancellation on the upper side.
 */
import { logNormCdf, normPdf, normQuantile } from "./normal.js";

const EULER_GAMMA = 0.57721566490153286060651209008240243;

/** Gauss–Legendre nodes and weights on [−1, 1] (Newton on Pₙ; computed once, to ~1e-16). */
function gaussLegendre(n: number): { x: Float64Array; w: Float64Array } {
  const x = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < Math.ceil(n / 2); i++) {
    let z = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = 0;
      for (let j = 1; j <= n; j++) {
        const p2 = p1;
        p1 = p0;
        p0 = ((2 * j - 1) * z * p1 - (j - 1) * p2) / j;
      }
      dp = (n * (z * p0 - p1)) / (z * z - 1);
      const dz = p0 / dp;
      z -= dz;
      if (Math.abs(dz) < 1e-16) break;
    }
    x[i] = -z;
    x[n - 1 - i] = z;
    w[i] = w[n - 1 - i] = 2 / ((1 - z * z) * dp * dp);
  }
  return { x, w };
}

const GL = gaussLegendre(20);

const LOWER = -14;
const UPPER = 14;
const PANEL = 0.25;

function requireK(k: number, fn: string): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`${fn}: k must be an integer ≥ 1, got ${String(k)}`);
}

function integrand(x: number, k: number): number {
  return x * k * normPdf(x) * Math.exp((k - 1) * logNormCdf(x));
}

const memo = new Map<number, number>();

/** E[max(Z₁, …, Z_k)], Zᵢ iid N(0, 1); k = 1 gives 0. Memoized per k. */
export function expectedMaxNormal(k: number): number {
  requireK(k, "expectedMaxNormal");
  if (k === 1) return 0;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  let sum = 0;
  for (let a = LOWER; a < UPPER; a += PANEL) {
    const mid = a + PANEL / 2;
    const half = PANEL / 2;
    let s = 0;
    for (let i = 0; i < GL.x.length; i++) s += GL.w[i]! * integrand(mid + half * GL.x[i]!, k);
    sum += s * half;
  }
  memo.set(k, sum);
  return sum;
}

/**
 * Bailey & López de Prado's approximation (1 − γ)Φ⁻¹(1 − 1/k) + γΦ⁻¹(1 − 1/(k e)), offered only to
 * reproduce published numbers; k = 1 gives 0 by convention. Φ⁻¹(1 − q) is taken as −Φ⁻¹(q) to
 * avoid rounding 1 − q.
 */
export function expectedMaxBailey(k: number): number {
  requireK(k, "expectedMaxBailey");
  if (k === 1) return 0;
  return -(1 - EULER_GAMMA) * normQuantile(1 / k) - EULER_GAMMA * normQuantile(1 / (k * Math.E));
}
