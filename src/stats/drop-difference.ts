/**
 * The time split (docs/statistics.md, "Time split (v2)"): a model's drop on the items published on
 * or before its training cutoff ("pre") against its drop on the items published after it ("post").
 * Two independent sets of paired outcomes; per item d = original − perturbed ∈ {−1, 0, 1}. For each
 * group, b = #(d = 1), c = #(d = −1), n = items, so drop = (b − c)/n. Pure.
 */
import { boundarySafeSe } from "./heterogeneity.js";
import { meldedInterval, meldedLcb, meldedUcb } from "./melded.js";
import { normCdf } from "./normal.js";
import { logDbinomRaw } from "./saddlepoint.js";

/** One group's counts: b items with d = +1, c with d = −1, n items in all. */
export interface GroupCounts {
  b: number;
  c: number;
  n: number;
}

function checkGroup(g: GroupCounts, name: string, fn: string): void {
  for (const k of ["b", "c", "n"] as const) {
    if (!Number.isSafeInteger(g[k]) || g[k] < 0) throw new RangeError(`${fn}: ${name}.${k} must be an integer ≥ 0`);
  }
  if (g.n === 0) throw new RangeError(`${fn}: ${name}.n must be > 0`);
  if (g.b + g.c > g.n) throw new RangeError(`${fn}: ${name}: b + c must be ≤ n`);
}

const drop = (g: GroupCounts): number => (g.b - g.c) / g.n;

/**
 * T = (drop_pre − drop_post) / √(V_pre + V_post), each V the boundary-safe variance of a drop
 * (½ added to b and c, docs/statistics.md "Heterogeneity"), finite for every pair of tables.
 * Reported for reading only: the decision is the MOVER bound's (dropDifferenceRejects).
 */
export function studentizedDifference(pre: GroupCounts, post: GroupCounts): number {
  const v = boundarySafeSe(pre.b, pre.c, pre.n) ** 2 + boundarySafeSe(post.b, post.c, post.n) ** 2;
  return (drop(pre) - drop(post)) / Math.sqrt(v);
}

/**
 * Each group's melded bounds at one level, memoized: the decision, the p-value's search, the power
 * sums and the simulations ask for the same (table, level) many times. Pure (the key is every
 * input), bounded (cleared when full), so it changes no result, only how often a bound is computed.
 */
const BOUND_CACHE_LIMIT = 200_000;
const boundCache = new Map<string, { lcb: number; ucb: number }>();
function bounds(g: GroupCounts, alpha: number): { lcb: number; ucb: number } {
  const key = `${g.b},${g.c},${g.n},${alpha}`;
  let v = boundCache.get(key);
  if (v === undefined) {
    if (boundCache.size >= BOUND_CACHE_LIMIT) boundCache.clear();
    v = meldedInterval(g.b, g.c, g.n, alpha);
    boundCache.set(key, v);
  }
  return v;
}

/**
 * The MOVER lower bound at one-sided level α for drop_pre − drop_post (dropDifferenceInterval's
 * lower end): Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²), l and u the melded one-sided bounds.
 */
function moverLower(pre: GroupCounts, post: GroupCounts, alpha: number): number {
  const d1 = drop(pre);
  const d2 = drop(post);
  return d1 - d2 - Math.hypot(d1 - bounds(pre, alpha).lcb, bounds(post, alpha).ucb - d2);
}

/**
 * The time-split test at one-sided level α (docs/statistics.md, "Time split (v2)"): H0
 * drop_pre ≤ drop_post is rejected iff the MOVER lower bound of the difference, built from the two
 * groups' melded bounds at α, is above 0. The test is the interval's, so the printed interval and
 * the decision cannot disagree. It assumes nothing about the items beyond the two groups being
 * independent (no exchangeability between groups); its level is not a theorem but a property
 * checked by simulation over the designs docs/statistics.md lists.
 */
export function dropDifferenceRejects(pre: GroupCounts, post: GroupCounts, alpha: number): boolean {
  checkGroup(pre, "pre", "dropDifferenceRejects");
  checkGroup(post, "post", "dropDifferenceRejects");
  if (!(alpha > 0 && alpha < 0.5))
    throw new RangeError(`dropDifferenceRejects: alpha must be in (0, 0.5), got ${alpha}`);
  return moverLower(pre, post, alpha) > 0;
}

/** The smallest p this search reports; a test rejecting even there reports it (an upper bound). */
export const P_FLOOR = 1e-300;
/** The p-value search stops when its bracket is this narrow (relative). */
const P_REL_TOL = 1e-4;

export interface DropDifferenceTest {
  /** The studentized difference (descriptive: the decision does not use it). */
  statistic: number;
  /**
   * One-sided p: the smallest level α′ at which the MOVER lower bound is above 0 (the test
   * inverted), to 1e-4 relative; 1 when no α′ ≤ ½ rejects; P_FLOOR when even that rejects.
   * p < L ⟺ dropDifferenceRejects(·, L) at every L in `levels` (they are probed exactly).
   */
  p_value: number;
}

/**
 * The test's p-value (docs/statistics.md, "Time split (v2)"). The MOVER lower bound grows with
 * α′ (each melded bound moves toward its estimate), so the rejecting levels are an interval
 * (p, ½); p is found by bisection on ln α′. `levels` (Holm's thresholds α/F, …, α) are probed
 * first, so the reported p sits strictly inside the bracket they leave and p < L holds exactly
 * when the test at L rejects: Holm on these p's makes the decisions the level tests make.
 */
export function dropDifferenceTest(
  pre: GroupCounts,
  post: GroupCounts,
  levels: readonly number[] = [],
): DropDifferenceTest {
  checkGroup(pre, "pre", "dropDifferenceTest");
  checkGroup(post, "post", "dropDifferenceTest");
  const statistic = studentizedDifference(pre, post);
  const rejects = (a: number) => moverLower(pre, post, a) > 0;
  // Bracket: lo does not reject, hi does (in ln α′).
  let lo = Math.log(P_FLOOR);
  let hi = Math.log(0.5);
  if (!rejects(0.5 * (1 - 1e-12))) return { statistic, p_value: 1 };
  if (rejects(P_FLOOR)) return { statistic, p_value: P_FLOOR };
  for (const L of [...levels].sort((x, y) => x - y)) {
    if (!(L > P_FLOOR && L < 0.5)) continue;
    const l = Math.log(L);
    if (l <= lo || l >= hi) continue;
    if (rejects(L)) hi = l;
    else lo = l;
  }
  while (hi - lo > P_REL_TOL) {
    const mid = (lo + hi) / 2;
    if (rejects(Math.exp(mid))) hi = mid;
    else lo = mid;
  }
  // Strictly inside (lo, hi]: above every probed level that did not reject, below those that did.
  return { statistic, p_value: Math.exp((lo + hi) / 2) };
}

export interface DropDifferenceInterval {
  /** drop_pre − drop_post. */
  estimate: number;
  lower: number;
  upper: number;
  /** 1 − 2α: each end is a one-sided level-α bound. */
  level: number;
  /** Each group's melded (1 − 2α) interval, which the difference's ends are recovered from. */
  pre: { lower: number; upper: number };
  post: { lower: number; upper: number };
}

/**
 * (1 − 2α) interval for drop_pre − drop_post by MOVER (method of variance estimates recovery;
 * Zou & Donner 2008, Newcombe 1998's construction for differences of proportions) over each group's
 * melded interval (Fay & Lumbard 2021), the interval every drop in the report carries:
 *   lower = Δ − √((δ_pre − l_pre)² + (u_post − δ_post)²),
 *   upper = Δ + √((u_pre − δ_pre)² + (δ_post − l_post)²).
 * The time-split test is this interval's lower end against 0 (dropDifferenceRejects), so the two
 * agree by construction; its coverage is checked by simulation (test/simulation/time-split.slow.test.ts).
 */
export function dropDifferenceInterval(pre: GroupCounts, post: GroupCounts, alpha: number): DropDifferenceInterval {
  checkGroup(pre, "pre", "dropDifferenceInterval");
  checkGroup(post, "post", "dropDifferenceInterval");
  if (!(alpha > 0 && alpha < 0.5))
    throw new RangeError(`dropDifferenceInterval: alpha must be in (0, 0.5), got ${alpha}`);
  const a = bounds(pre, alpha);
  const z = bounds(post, alpha);
  const d1 = drop(pre);
  const d2 = drop(post);
  const est = d1 - d2;
  return {
    estimate: est,
    lower: est - Math.hypot(d1 - a.lcb, z.ucb - d2),
    upper: est + Math.hypot(a.ucb - d1, d2 - z.lcb),
    level: 1 - 2 * alpha,
    pre: { lower: a.lcb, upper: a.ucb },
    post: { lower: z.lcb, upper: z.ucb },
  };
}

export interface TimeSplitPowerDesign {
  nPre: number;
  nPost: number;
  /** ψ: expected discordant rate, the same in both groups. */
  discordantRate: number;
  /** δ: the design's drop on pre items (the drop on post items is 0). */
  effect: number;
  /** The one-sided level the test is held to (α/family at Holm's first step). */
  level: number;
}

export interface TimeSplitPower {
  value: number;
  /**
   * "exact": the rule's own rejection probability summed over both groups' tables (at most
   * `skipped_mass` below the true power); "expected-table approximation": beyond
   * EXACT_POWER_TABLES, the rule's bounds taken at the design's expected tables.
   */
  method: "exact" | "expected-table approximation";
  /** Probability of the tables left out of the exact sum (counted as not rejecting); 0 for the approximation. */
  skipped_mass: number;
}

/** Tables with probability below this are left out of the exact power sum (their total is reported). */
const POWER_TABLE_FLOOR = 1e-9;
/**
 * Above this many tables in the two groups together, the exact sum (one melded bound per table,
 * a few ms each) costs too much for a gate and the expected-table approximation is shown, labelled.
 */
export const EXACT_POWER_TABLES = 1_500;

interface WeightedTable {
  p: number;
  /** Estimate minus its bound (pre: δ − lcb; post: ucb − δ), and the estimate. */
  e: number;
  d: number;
}

/**
 * The group's tables (b, c) with P ≥ POWER_TABLE_FLOOR under the trinomial of d: +1 w.p. (ψ + δ)/2,
 * −1 w.p. (ψ − δ)/2, in order of n_d outward from its mode (each inner walk outward from b's mode;
 * both unimodal, so a walk stops at its first term below the floor). Null when there are too many.
 */
function tablesOf(n: number, psi: number, delta: number, limit: number): { b: number; c: number; p: number }[] | null {
  const pi = (1 + delta / psi) / 2;
  const out: { b: number; c: number; p: number }[] = [];
  const lnFloor = Math.log(POWER_TABLE_FLOOR);
  const logBin = (k: number, m: number, q: number) =>
    q >= 1 ? (k === m ? 0 : -Infinity) : logDbinomRaw(k, m, q, 1 - q);
  const walk = (lo: number, hi: number, mode: number, visit: (k: number) => boolean) => {
    for (let k = mode; k <= hi; k++) if (!visit(k)) break;
    for (let k = mode - 1; k >= lo; k--) if (!visit(k)) break;
  };
  let tooMany = false;
  walk(0, n, Math.min(n, Math.floor((n + 1) * psi)), (nd) => {
    const lnd = logBin(nd, n, psi);
    if (lnd < lnFloor) return false;
    let any = false;
    walk(0, nd, Math.min(nd, Math.floor((nd + 1) * pi)), (b) => {
      const l = lnd + logBin(b, nd, pi);
      if (l < lnFloor) return false;
      any = true;
      out.push({ b, c: nd - b, p: Math.exp(l) });
      return true;
    });
    if (out.length > limit) tooMany = true;
    return any && !tooMany;
  });
  return tooMany ? null : out;
}

/**
 * Power of the time-split rule at the design (docs/statistics.md, "Time split (v2)"): pre items
 * drop δ at discordance ψ, post items drop 0 at the same ψ; the test rejects at `level` iff the
 * MOVER lower bound is above 0. Exactly, power = Σ_pre Σ_post P(pre table) P(post table)
 * 1[δ₁ − δ₂ > √(e₁² + e₂²)], e₁ = δ₁ − lcb₁, e₂ = ucb₂ − δ₂ (melded bounds at `level`) — the rule
 * itself, table by table. Tables below POWER_TABLE_FLOOR are skipped and their mass reported (the
 * figure is then a lower bound by at most that). Beyond EXACT_POWER_TABLES tables in all, the
 * expected-table approximation (below) is shown, labelled.
 */
export function timeSplitPower(d: TimeSplitPowerDesign): TimeSplitPower {
  const key = `${d.nPre},${d.nPost},${d.discordantRate},${d.effect},${d.level}`;
  const known = powerCache.get(key);
  if (known !== undefined) return { ...known };
  const r = computePower(d);
  if (powerCache.size >= 1000) powerCache.clear();
  powerCache.set(key, r);
  return { ...r };
}

/** Every model of a run shares its counts, so the report asks for the same power once per model. */
const powerCache = new Map<string, TimeSplitPower>();

function computePower(d: TimeSplitPowerDesign): TimeSplitPower {
  for (const k of ["nPre", "nPost"] as const) {
    if (!Number.isSafeInteger(d[k]) || d[k] < 1) throw new RangeError(`timeSplitPower: ${k} must be an integer ≥ 1`);
  }
  if (!(d.discordantRate > 0 && d.discordantRate <= 1))
    throw new RangeError(`timeSplitPower: discordantRate must be in (0, 1], got ${d.discordantRate}`);
  if (!(d.effect > 0 && d.effect <= d.discordantRate))
    throw new RangeError(`timeSplitPower: effect must be in (0, discordantRate], got ${d.effect}`);
  if (!(d.level > 0 && d.level < 0.5))
    throw new RangeError(`timeSplitPower: level must be in (0, 0.5), got ${d.level}`);
  const psi = d.discordantRate;
  const preTables = tablesOf(d.nPre, psi, d.effect, EXACT_POWER_TABLES);
  const postTables = preTables === null ? null : tablesOf(d.nPost, psi, 0, EXACT_POWER_TABLES - preTables.length);
  if (preTables === null || postTables === null) return expectedTablePower(d);
  const weigh = (g: { b: number; c: number; p: number }, n: number, side: "pre" | "post"): WeightedTable => {
    const est = (g.b - g.c) / n;
    const e = side === "pre" ? est - meldedLcb(g.b, g.c, n, d.level) : meldedUcb(g.b, g.c, n, d.level) - est;
    return { p: g.p, d: est, e };
  };
  const pre = preTables.map((g) => weigh(g, d.nPre, "pre"));
  // Post tables sorted by estimate: for a pre table only those with δ₂ < δ₁ can reject.
  const post = postTables.map((g) => weigh(g, d.nPost, "post")).sort((x, y) => x.d - y.d);
  let power = 0;
  let massPre = 0;
  let massPost = 0;
  for (const q of post) massPost += q.p;
  for (const r of pre) {
    massPre += r.p;
    let s = 0;
    for (const q of post) {
      const diff = r.d - q.d;
      if (diff <= 0) break;
      if (diff * diff > r.e * r.e + q.e * q.e) s += q.p;
    }
    power += r.p * s;
  }
  const skipped = Math.max(0, 1 - massPre * massPost);
  return { value: Math.min(1, power), method: "exact", skipped_mass: skipped };
}

/**
 * The rule with its two bound distances fixed at their values for the design's expected tables
 * (b = n(ψ + δ)/2, c = n(ψ − δ)/2, rounded): the test rejects when δ̂_pre − δ̂_post > √(e₁² + e₂²),
 * and δ̂_pre − δ̂_post is approximately N(δ, σ²), σ² = (ψ − δ²)/n_pre + ψ/n_post, so
 * power ≈ Φ((δ − √(e₁² + e₂²))/σ). For large groups only (the exact sum is used below
 * EXACT_POWER_TABLES); its error against simulation is in docs/statistics.md.
 */
function expectedTablePower(d: TimeSplitPowerDesign): TimeSplitPower {
  const psi = d.discordantRate;
  const expected = (n: number, delta: number) => {
    const b = Math.round((n * (psi + delta)) / 2);
    const c = Math.min(n - b, Math.round((n * (psi - delta)) / 2));
    return { b, c, n };
  };
  const pre = expected(d.nPre, d.effect);
  const post = expected(d.nPost, 0);
  const e1 = drop(pre) - meldedLcb(pre.b, pre.c, pre.n, d.level);
  const e2 = meldedUcb(post.b, post.c, post.n, d.level) - drop(post);
  const sigma = Math.sqrt((psi - d.effect * d.effect) / d.nPre + psi / d.nPost);
  return {
    value: normCdf((d.effect - Math.hypot(e1, e2)) / sigma),
    method: "expected-table approximation",
    skipped_mass: 0,
  };
}
