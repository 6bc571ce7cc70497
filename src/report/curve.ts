/**
 * Which n to show on the power curve, and the curve itself given a power function. The power
 * function is passed in (the engine's exact power at the design's ψ, δ, α, M, K) so this module
 * stays free of the statistics and of any I/O.
 */
import type { PowerCurvePoint } from "./types.js";

/**
 * About `points` values of n spanning from half the smaller to 1.5× the larger of the design's n
 * and the required n, always including both exactly, so the reader sees where the design sits
 * relative to the knee.
 */
export function curveNs(designN: number, requiredN: number | null, points = 21): number[] {
  const anchors = [designN, requiredN].filter((v): v is number => v !== null && Number.isFinite(v) && v >= 1);
  const lo = Math.max(1, Math.floor(Math.min(...anchors) / 2));
  const hi = Math.max(lo + 1, Math.ceil(Math.max(...anchors) * 1.5));
  const set = new Set<number>(anchors.map((v) => Math.round(v)));
  const steps = Math.max(2, points - anchors.length);
  for (let i = 0; i < steps; i++) set.add(Math.round(lo + ((hi - lo) * i) / (steps - 1)));
  return [...set].sort((x, y) => x - y);
}

export function powerCurve(ns: readonly number[], powerAt: (n: number) => number): PowerCurvePoint[] {
  return ns.map((n) => ({ n, power: powerAt(n) }));
}
