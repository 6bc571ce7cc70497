/**
 * Which n to show on the power curve, and the curve itself given a power function. The power
 * function is passed in (the engine's exact power at the design's ψ, δ, α, M, K) so this module
 * stays free of the statistics and of any I/O.
 */
import type { PowerCurvePoint } from "./types.js";

/**
 * `points` evenly spaced values of n from half the smaller to 1.5× the larger of the design's n
 * and the required n, with the grid point nearest each of those two replaced by it exactly: the
 * reader sees where the design sits relative to the knee, and a chart with a categorical x axis
 * (Mermaid's xychart) stays close to evenly spaced instead of bunching around inserted points.
 */
export function curveNs(designN: number, requiredN: number | null, points = 21): number[] {
  const anchors = [designN, requiredN]
    .filter((v): v is number => v !== null && Number.isFinite(v) && v >= 1)
    .map(Math.round);
  const lo = Math.max(1, Math.floor(Math.min(...anchors) / 2));
  const hi = Math.max(lo + 1, Math.ceil(Math.max(...anchors) * 1.5));
  const steps = Math.max(2, points);
  const grid = [...new Set(Array.from({ length: steps }, (_, i) => Math.round(lo + ((hi - lo) * i) / (steps - 1))))];
  for (const a of anchors) {
    if (grid.includes(a)) continue;
    let nearest = 0;
    for (let i = 1; i < grid.length; i++) if (Math.abs(grid[i]! - a) < Math.abs(grid[nearest]! - a)) nearest = i;
    // Keep both ends and never replace the other anchor: insert instead.
    const keep = nearest === 0 || nearest === grid.length - 1 || anchors.includes(grid[nearest]!);
    if (keep) grid.push(a);
    else grid[nearest] = a;
  }
  return [...new Set(grid)].sort((x, y) => x - y);
}

export function powerCurve(ns: readonly number[], powerAt: (n: number) => number): PowerCurvePoint[] {
  return ns.map((n) => ({ n, power: powerAt(n) }));
}
