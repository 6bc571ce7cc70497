/**
 * Multiplicity adjustments across the M models, identical to R's p.adjust (ties keep input
 * order, results returned in input order, capped at 1). Holm decides verdicts; BH is triage only.
 */

function checkPs(ps: readonly number[], fn: string): void {
  if (!Array.isArray(ps)) throw new RangeError(`${fn}: ps must be an array`);
  ps.forEach((p, i) => {
    if (typeof p !== "number" || !(p >= 0 && p <= 1))
      throw new RangeError(`${fn}: ps[${i}] must be in [0, 1], got ${String(p)}`);
  });
}

/** Indices sorted by p (ascending or descending), stable like R's order(). */
function order(ps: readonly number[], descending: boolean): number[] {
  const idx = ps.map((_, i) => i);
  idx.sort((i, j) => {
    const d = descending ? ps[j]! - ps[i]! : ps[i]! - ps[j]!;
    return d !== 0 ? d : i - j;
  });
  return idx;
}

/** Holm step-down adjusted p-values: cummax((m − i + 1)·p₍ᵢ₎), capped at 1. */
export function holm(ps: readonly number[]): number[] {
  checkPs(ps, "holm");
  const m = ps.length;
  const o = order(ps, false);
  const out = new Array<number>(m);
  let running = 0;
  o.forEach((idx, i) => {
    running = Math.max(running, (m - i) * ps[idx]!);
    out[idx] = Math.min(1, running);
  });
  return out;
}

/** Benjamini–Hochberg adjusted p-values: cummin over descending p of (m/i)·p₍ᵢ₎, capped at 1. */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  checkPs(ps, "benjaminiHochberg");
  const m = ps.length;
  const o = order(ps, true);
  const out = new Array<number>(m);
  let running = Infinity;
  o.forEach((idx, j) => {
    const rank = m - j; // rank of this p in ascending order
    running = Math.min(running, (m / rank) * ps[idx]!);
    out[idx] = Math.min(1, running);
  });
  return out;
}
