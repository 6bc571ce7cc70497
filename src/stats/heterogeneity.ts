/**
 * Cochran's Q across models (STATS.md "Heterogeneity across models"): inverse-variance pooled
 * drop, Q, its χ² p-value and I². Models with SE = 0 (no discordant pairs, or all one way with
 * b + c = n) carry no weight; they are returned as `excluded`, never dropped silently.
 */
import { chisqSf } from "./chisq.js";

export interface ModelDrop {
  name: string;
  drop: number;
  se: number;
}

export interface CochranQ {
  q: number;
  df: number;
  pValue: number;
  /** max(0, (Q − df)/Q); 0 when Q = 0. */
  iSquared: number;
  /** Inverse-variance weighted mean drop over the included models. */
  pooled: number;
  included: string[];
  excluded: string[];
}

/** Cochran's Q, or null when fewer than two models have SE > 0. */
export function cochranQ(models: readonly ModelDrop[]): CochranQ | null {
  if (!Array.isArray(models)) throw new RangeError("cochranQ: models must be an array");
  models.forEach((m, i) => {
    if (typeof m?.name !== "string") throw new RangeError(`cochranQ: models[${i}].name must be a string`);
    if (typeof m.drop !== "number" || !Number.isFinite(m.drop)) throw new RangeError(`cochranQ: models[${i}].drop must be a finite number, got ${String(m.drop)}`);
    if (typeof m.se !== "number" || !Number.isFinite(m.se) || m.se < 0) throw new RangeError(`cochranQ: models[${i}].se must be a finite number ≥ 0, got ${String(m.se)}`);
  });
  const used = models.filter((m) => m.se > 0);
  const excluded = models.filter((m) => !(m.se > 0)).map((m) => m.name);
  if (used.length < 2) return null;
  let sw = 0;
  let swd = 0;
  for (const m of used) {
    const w = 1 / (m.se * m.se);
    sw += w;
    swd += w * m.drop;
  }
  const pooled = swd / sw;
  let q = 0;
  for (const m of used) {
    const r = m.drop - pooled;
    q += (r * r) / (m.se * m.se);
  }
  const df = used.length - 1;
  return {
    q,
    df,
    pValue: chisqSf(q, df),
    iSquared: q > 0 ? Math.max(0, (q - df) / q) : 0,
    pooled,
    included: used.map((m) => m.name),
    excluded,
  };
}
