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
 * (#skipped terms)·e^-45 and is returned as `skippedMass`.
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
function window(n: number, p: number): { lo: number; hi: number; logPmf: Float64Array; skipped: number } {
  if (p <= 0) return { lo: 0, hi: 0, logPmf: Float64Array.of(0), skipped: 0 };
  if (p >= 1) return { lo: n, hi: n, logPmf: Float64Array.of(0), skipped: 0 };
  const mode = Math.min(n, Math.floor((n + 1) * p));
  let lo = mode;
  while (lo > 0 && binomLogPmf(lo - 1, n, p) >= LOG_FLOOR) lo--;
  let hi = mode;
  while (hi < n && binomLogPmf(hi + 1, n, p) >= LOG_FLOOR) hi++;
  const logPmf = new Float64Array(hi - lo + 1);
  for (let k = lo; k <= hi; k++) logPmf[k - lo] = binomLogPmf(k, n, p);
  return { lo, hi, logPmf, skipped: n + 1 - (hi - lo + 1) };
}

/**
 * ln P(B ≥ k) for B ~ Bin(n, p), tabulated once for k in [lo, hi] (from the top, adding the
 * pmf in log space). Outside it the tail is within e^-100 of 1 (k < lo) or of 0 (k > hi), by
 * Hoeffding (P(|B − np| ≥ t) ≤ 2e^(−2t²/n), t = 7.1√n); those values are used as 0 and −∞,
 * an absolute error below e^-100 per term.
 */
class LogTail {
  readonly lo: number;
  readonly hi: number;
  private readonly t: Float64Array;
  constructor(n: number, p: number) {
    const spread = 7.1 * Math.sqrt(n);
    this.lo = Math.max(0, Math.floor(n * p - spread));
    this.hi = Math.min(n + 1, Math.ceil(n * p + spread));
    this.t = new Float64Array(this.hi - this.lo + 1);
    let acc = this.hi > n ? -Infinity : binomLogSf(this.hi, n, p);
    this.t[this.hi - this.lo] = acc;
    for (let k = this.hi - 1; k >= this.lo; k--) {
      const lp = binomLogPmf(k, n, p);
      acc = acc === -Infinity ? lp : Math.max(acc, lp) + Math.log1p(Math.exp(-Math.abs(acc - lp)));
      this.t[k - this.lo] = Math.min(0, acc);
    }
  }
  at(k: number): number {
    if (k <= 0 || k < this.lo) return 0;
    if (k > this.hi) return -Infinity;
    return this.t[k - this.lo]!;
  }
}

/** ln P(S ≥ s), S = (2·B1 − n1) + 2·(2·B2 − n2), from tabulated tails of B1 and log pmf of B2. */
function logSfFromTables(s: number, n1: number, n2: number, tail1: LogTail, lpmf2: Float64Array): number {
  let max = -Infinity;
  const terms: number[] = [];
  for (let b2 = 0; b2 <= n2; b2++) {
    const lp = lpmf2[b2]!;
    if (lp === -Infinity) continue;
    const tl = tail1.at(Math.ceil((s + n1 + 2 * n2 - 4 * b2) / 2));
    if (tl === -Infinity) continue;
    const x = lp + tl;
    terms.push(x);
    if (x > max) max = x;
  }
  if (max === -Infinity) return -Infinity;
  let sum = 0;
  for (const x of terms) sum += Math.exp(x - max);
  return Math.min(0, max + Math.log(sum));
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

function logPmfs(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) out[k] = binomLogPmf(k, n, p);
  return out;
}

export function excessDropPower(d: ExcessPowerDesign): ExcessPower {
  validate(d);
  const [qm2, qm1, , q1, q2] = differenceDistribution(d.discordantRate, d.excessDrop);
  const p2 = q2 + qm2;
  const p1 = q1 + qm1;
  const pi1 = p1 > 0 ? q1 / p1 : 0.5;
  const pi2 = p2 > 0 ? q2 / p2 : 0.5;
  const logThr = Math.log(d.pThreshold);
  const nullTails = new Map<number, LogTail>();
  const altTails = new Map<number, LogTail>();
  const tail = (cache: Map<number, LogTail>, n1: number, p: number) =>
    cache.get(n1) ?? cache.set(n1, new LogTail(n1, p)).get(n1)!;
  const outer = window(d.n, p2);
  let power = 0;
  let skippedTerms = outer.skipped * (d.n + 1);
  for (let n2 = outer.lo; n2 <= outer.hi; n2++) {
    const lp2 = outer.logPmf[n2 - outer.lo]!;
    const null2 = logPmfs(n2, 0.5);
    const alt2 = logPmfs(n2, pi2);
    const rest = d.n - n2;
    const inner = window(rest, p2 < 1 ? Math.min(1, p1 / (1 - p2)) : 0);
    skippedTerms += inner.skipped;
    let prev: number | null = null;
    for (let n1 = inner.lo; n1 <= inner.hi; n1++) {
      const t0 = tail(nullTails, n1, 0.5);
      const fires = (s: number) => logSfFromTables(s, n1, n2, t0, null2) < logThr;
      const s = threshold(n1 + 2 * n2, n1, fires, prev === null ? null : prev + 1);
      if (s === null) continue;
      prev = s;
      const lp = lp2 + inner.logPmf[n1 - inner.lo]!;
      power += Math.exp(lp + logSfFromTables(s, n1, n2, tail(altTails, n1, pi1), alt2));
    }
  }
  return { power: Math.min(1, power), skippedMass: Math.min(1, skippedTerms * Math.exp(LOG_FLOOR)) };
}
