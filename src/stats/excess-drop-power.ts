/**
 * Exact power of the excess-drop rule (docs/statistics.md, "Controls (v2)", power): one
 * (model, perturber, control) test fires when its exact sign-flip p is below α/F, F the whole
 * family (Holm's first step, every other hypothesis null: the worst case), so this is a
 * guaranteed lower bound on the power to find that the model drops more than the control,
 * attained when no other hypothesis falls below α/F.
 *
 * The design's per-item model: the model and the control each are discordant with probability ψ
 * (the design's expected discordant rate), independently of each other given the item; the
 * control has no drop (π = ½ among its discordant items) and the model's drop is the expected
 * excess drop Δ (0 < Δ ≤ ψ). Then d = x − y has
 *   P(d = ±2) = (ψ ± Δ)·ψ/4,  P(d = ±1) = (ψ ± Δ)(1 − ψ)/2 + (1 − ψ)ψ/2,
 * so N2 = #{|d| = 2} ~ Bin(n, ψ²/2), N1 | N2 ~ Bin(n − N2, 2ψ(1 − ψ)/(1 − ψ²/2)), and given
 * (n1, n2) the signs are Bin(n1, π1) and Bin(n2, π2) with π1 = P(d = 1)/P(|d| = 1),
 * π2 = (ψ + Δ)/(2ψ). Power = Σ_{n1, n2} P(n1, n2)·P_alt(S ≥ s*(n1, n2)), where s* is the
 * smallest S at which the rule's own exact p falls below α/F. Terms of (n1, n2) with probability
 * below e^-45 are skipped; the pmfs are unimodal, so the skipped total is at most
 * (#skipped terms)·e^-45; within each tail sum B2's pmf below e^-60 is left out too (at most
 * (n + 1)·e^-60 in all); both bounds are returned as `skippedMass`. The threshold decisions use
 * the same truncated sums, so they are the exact rule's unless its p lies within (n2 + 1)·e^-60
 * (< 1e-20) of α/F. The sum runs in linear space: nothing it needs is below 1e-300.
 */
import { binomLogPmf, binomLogSf } from "./binomial.js";

const LOG_FLOOR = -45;

export interface ExcessPowerDesign {
  n: number;
  /** ψ: each model's expected discordant rate. */
  discordantRate: number;
  /** Δ: the expected excess drop of the model over the control. */
  excessDrop: number;
  /** The rule's threshold α/F. */
  pThreshold: number;
}

export interface ExcessPower {
  power: number;
  skippedMass: number;
}

/** The per-item distribution of d under the design (index v + 2 for v = −2 … 2). */
export function differenceDistribution(psi: number, delta: number): [number, number, number, number, number] {
  const mPlus = (psi + delta) / 2;
  const mMinus = (psi - delta) / 2;
  const cEach = psi / 2;
  const q2 = mPlus * cEach;
  const qm2 = mMinus * cEach;
  const q1 = mPlus * (1 - psi) + (1 - psi) * cEach;
  const qm1 = mMinus * (1 - psi) + (1 - psi) * cEach;
  return [qm2, qm1, 1 - q2 - qm2 - q1 - qm1, q1, q2];
}

function validate(d: ExcessPowerDesign): void {
  if (!Number.isInteger(d.n) || d.n < 1) throw new RangeError(`n must be an integer ≥ 1 (got ${d.n})`);
  if (!(d.discordantRate > 0 && d.discordantRate <= 1)) {
    throw new RangeError(`discordant rate must be in (0, 1] (got ${d.discordantRate})`);
  }
  if (!(d.excessDrop > 0 && d.excessDrop <= d.discordantRate)) {
    throw new RangeError(`excess drop must be in (0, discordant rate ${d.discordantRate}] (got ${d.excessDrop})`);
  }
  if (!(d.pThreshold > 0 && d.pThreshold < 1))
    throw new RangeError(`pThreshold must be in (0, 1) (got ${d.pThreshold})`);
}

/** The values k of Bin(n, p) with ln pmf ≥ LOG_FLOOR, walking out from the mode; and how many were skipped. */
function window(
  n: number,
  p: number,
  floor = LOG_FLOOR,
): { lo: number; hi: number; logPmf: Float64Array; skipped: number } {
  if (p <= 0) return { lo: 0, hi: 0, logPmf: Float64Array.of(0), skipped: 0 };
  if (p >= 1) return { lo: n, hi: n, logPmf: Float64Array.of(0), skipped: 0 };
  const mode = Math.min(n, Math.floor((n + 1) * p));
  let lo = mode;
  while (lo > 0 && binomLogPmf(lo - 1, n, p) >= floor) lo--;
  let hi = mode;
  while (hi < n && binomLogPmf(hi + 1, n, p) >= floor) hi++;
  const logPmf = new Float64Array(hi - lo + 1);
  for (let k = lo; k <= hi; k++) logPmf[k - lo] = binomLogPmf(k, n, p);
  return { lo, hi, logPmf, skipped: n + 1 - (hi - lo + 1) };
}

/**
 * P(B ≥ k) for B ~ Bin(n, p), tabulated once for k in [lo, hi] (from the top, adding the pmf in
 * log space, then stored as probabilities: the power sum works in linear space, where nothing it
 * needs is below 1e-300). Outside it the tail is within e^-100 of 1 (k < lo) or of 0 (k > hi), by
 * Hoeffding (P(|B − np| ≥ t) ≤ 2e^(−2t²/n), t = 7.1√n); those values are used as 1 and 0.
 */
class Tail {
  readonly lo: number;
  readonly hi: number;
  private readonly t: Float64Array;
  constructor(n: number, p: number) {
    const spread = 7.1 * Math.sqrt(n);
    this.lo = Math.max(0, Math.floor(n * p - spread));
    this.hi = Math.min(n + 1, Math.ceil(n * p + spread));
    this.t = new Float64Array(this.hi - this.lo + 1);
    let acc = this.hi > n ? -Infinity : binomLogSf(this.hi, n, p);
    this.t[this.hi - this.lo] = Math.exp(acc);
    // ln pmf walked down by the ratio pmf(k)/pmf(k + 1) = (k + 1)(1 − p) / ((n − k) p), from an
    // exact value at the top (drift ~1e-13 over the ≤ 15√n steps).
    const logOdds = Math.log((1 - p) / p);
    let lp = this.hi - 1 >= this.lo ? binomLogPmf(this.hi - 1, n, p) : 0;
    for (let k = this.hi - 1; k >= this.lo; k--) {
      if (k < this.hi - 1) lp += Math.log((k + 1) / (n - k)) + logOdds;
      acc = acc === -Infinity ? lp : Math.max(acc, lp) + Math.log1p(Math.exp(-Math.abs(acc - lp)));
      this.t[k - this.lo] = Math.min(1, Math.exp(acc));
    }
  }
  at(k: number): number {
    if (k <= 0 || k < this.lo) return 1;
    if (k > this.hi) return 0;
    return this.t[k - this.lo]!;
  }
}

/** The pmf of Bin(n, p) where it is ≥ e^-60 (unimodal: one window), as probabilities. */
interface Pmf {
  lo: number;
  hi: number;
  p: Float64Array;
}

function pmfWindow(n: number, prob: number): Pmf {
  const w = window(n, prob, -60);
  const p = new Float64Array(w.logPmf.length);
  for (let i = 0; i < p.length; i++) p[i] = Math.exp(w.logPmf[i]!);
  return { lo: w.lo, hi: w.hi, p };
}

/** P(S ≥ s), S = (2·B1 − n1) + 2·(2·B2 − n2), from B1's tabulated tail and B2's pmf window. */
function sfFromTables(s: number, n1: number, n2: number, tail1: Tail, pmf2: Pmf): number {
  let sum = 0;
  const base = s + n1 + 2 * n2;
  for (let b2 = pmf2.lo; b2 <= pmf2.hi; b2++) sum += pmf2.p[b2 - pmf2.lo]! * tail1.at(Math.ceil((base - 4 * b2) / 2));
  return Math.min(1, sum);
}

/**
 * Smallest s ≡ n1 (mod 2) in [−n1 − 2n2, n1 + 2n2] with null P(S ≥ s) < threshold, searched from
 * `start` (the previous n1's answer, so one or two evaluations usually settle it); null when even
 * the largest S does not reach it.
 */
function threshold(max: number, n1: number, fires: (s: number) => boolean, start: number | null): number | null {
  if (!fires(max)) return null;
  if (start === null) {
    // Lattice points s = −max + 2j, j = 0 … max; "fires" is monotone in s.
    let lo = 0;
    let hi = max;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (fires(-max + 2 * mid)) hi = mid;
      else lo = mid + 1;
    }
    return -max + 2 * lo;
  }
  let s = Math.max(-max, Math.min(max, start));
  if ((((s - n1) % 2) + 2) % 2 !== 0) s = s + 1 > max ? s - 1 : s + 1;
  if (fires(s)) {
    while (s - 2 >= -max && fires(s - 2)) s -= 2;
    return s;
  }
  while (!fires(s)) s += 2;
  return s;
}

export function excessDropPower(d: ExcessPowerDesign): ExcessPower {
  validate(d);
  const [qm2, qm1, , q1, q2] = differenceDistribution(d.discordantRate, d.excessDrop);
  const p2 = q2 + qm2;
  const p1 = q1 + qm1;
  const pi1 = p1 > 0 ? q1 / p1 : 0.5;
  const pi2 = p2 > 0 ? q2 / p2 : 0.5;
  const thr = d.pThreshold;
  const nullTails = new Map<number, Tail>();
  const altTails = new Map<number, Tail>();
  const tail = (cache: Map<number, Tail>, n1: number, p: number) =>
    cache.get(n1) ?? cache.set(n1, new Tail(n1, p)).get(n1)!;
  const outer = window(d.n, p2);
  let power = 0;
  let skippedTerms = outer.skipped * (d.n + 1);
  for (let n2 = outer.lo; n2 <= outer.hi; n2++) {
    const lp2 = outer.logPmf[n2 - outer.lo]!;
    const null2 = pmfWindow(n2, 0.5);
    const alt2 = pmfWindow(n2, pi2);
    const rest = d.n - n2;
    const inner = window(rest, p2 < 1 ? Math.min(1, p1 / (1 - p2)) : 0);
    skippedTerms += inner.skipped;
    let prev: number | null = null;
    for (let n1 = inner.lo; n1 <= inner.hi; n1++) {
      const t0 = tail(nullTails, n1, 0.5);
      const fires = (s: number) => sfFromTables(s, n1, n2, t0, null2) < thr;
      const s = threshold(n1 + 2 * n2, n1, fires, prev === null ? null : prev + 1);
      if (s === null) continue;
      prev = s;
      const lp = lp2 + inner.logPmf[n1 - inner.lo]!;
      power += Math.exp(lp) * sfFromTables(s, n1, n2, tail(altTails, n1, pi1), alt2);
    }
  }
  // B2's pmf below e^-60 is left out of each tail sum: at most (n + 1)·e^-60 of power in all.
  const truncated = (d.n + 1) * Math.exp(-60);
  return { power: Math.min(1, power), skippedMass: Math.min(1, skippedTerms * Math.exp(LOG_FLOOR) + truncated) };
}
