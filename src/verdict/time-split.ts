/**
 * The time split (docs/statistics.md, "Time split (v2)"): for each model with a training cutoff and
 * each perturber run, its drop on the items published on or before the cutoff ("pre") against its
 * drop on the items published after it ("post"), which that model cannot have memorized. Items
 * without `published_at` are neither: counted, never guessed. Pure.
 */
import {
  dropDifferenceInterval,
  dropDifferenceRejects,
  dropDifferenceTest,
  timeSplitPower,
  type GroupCounts,
} from "../stats/drop-difference.js";
import { holm } from "../stats/multiplicity.js";
import type {
  PairedTable,
  TimeSplitGroup,
  TimeSplitPowerFigure,
  TimeSplitReport,
  TimeSplitVerdict,
  VerdictDesign,
} from "./types.js";

export type {
  TimeSplitDecision,
  TimeSplitGroup,
  TimeSplitPowerFigure,
  TimeSplitReport,
  TimeSplitTest,
  TimeSplitVerdict,
} from "./types.js";

/** What the time split needs beyond the paired tables. */
export interface TimeSplitInput {
  /** published_at (YYYY-MM-DD) by item id; an id not in the map is undated. */
  publishedAt: ReadonlyMap<string, string>;
  /** training_cutoff (YYYY-MM-DD) by model label; a model not in the map has no time split. */
  cutoffs: ReadonlyMap<string, string>;
  /** The design's expected discordant rate ψ, for the power at the design. */
  discordantRate: number;
}

/**
 * The time split's input from items' dates (id, published_at or undefined) and models' cutoffs:
 * `run` (dates from its items) and `verdict --input` (from the rows' `published_at`) both build it
 * here, so the same answers and cutoffs give the same split. Null when no model has a cutoff.
 */
export function timeSplitInput(
  dated: Iterable<readonly [id: string, publishedAt: string | undefined]>,
  cutoffs: ReadonlyMap<string, string>,
  discordantRate: number,
): TimeSplitInput | null {
  if (cutoffs.size === 0) return null;
  const publishedAt = new Map<string, string>();
  for (const [id, date] of dated) if (date !== undefined) publishedAt.set(id, date);
  return { publishedAt, cutoffs, discordantRate };
}

/**
 * Paired tables (with their item-level differences) + dates + cutoffs → one time-split verdict per
 * (model with a cutoff, perturber). Its own Holm family, apart from the M × K detection family: it
 * names no model and changes no exit code; it says how a drop reads (docs/statistics.md).
 */
export function assessTimeSplit(
  tables: readonly PairedTable[],
  input: TimeSplitInput | null,
  design: VerdictDesign,
): TimeSplitReport {
  const decided = decideTimeSplit(tables, input, design);
  if (decided === null) return { kind: "absent", reason: "no-cutoffs" };
  const level = 1 - 2 * design.alpha;
  const F = decided.family_size;
  // Holm's thresholds, probed exactly by the p-value search so Holm on the p's makes the decisions.
  const thresholds = Array.from({ length: F }, (_, i) => design.alpha / (F - i));
  const tested = decided.pairs.map((s) =>
    s.groups === null ? null : dropDifferenceTest(s.groups[0], s.groups[1], thresholds),
  );
  const ps = tested.filter((r) => r !== null).map((r) => r.p_value);
  const adjusted = holm([...ps, ...new Array<number>(F - ps.length).fill(1)]);
  let next = 0;
  const verdicts = decided.pairs.map((s, i): TimeSplitVerdict => {
    const head = { model: s.table.model, perturber: s.table.perturber, cutoff: s.cutoff, counts: s.counts };
    if (s.groups === null) return { ...head, test: { kind: "not-tested", reason: s.reason } };
    const r = tested[i]!;
    const [pre, post] = s.groups;
    const ci = dropDifferenceInterval(pre, post, design.alpha);
    return {
      ...head,
      test: {
        kind: "tested",
        pre: group(pre, ci.pre, level),
        post: group(post, ci.post, level),
        difference: { estimate: ci.estimate, ci: { lower: ci.lower, upper: ci.upper, level } },
        statistic: r.statistic,
        p_value: r.p_value,
        p_holm: adjusted[next++]!,
        decision: s.rejected ? "pre-larger" : "not-shown",
        power: powerAt(pre.n, post.n, input!.discordantRate, design, F),
      },
    };
  });
  return { kind: "assessed", family_size: F, verdicts };
}

/** One (model with a cutoff, perturber): its split and, when both sides have items, Holm's decision. */
export type DecidedPair =
  | Extract<Staged, { groups: null }>
  | (Extract<Staged, { groups: [GroupCounts, GroupCounts] }> & { rejected: boolean });

/**
 * The decisions alone: split by date, then Holm over the time-split family run as its step-down
 * on the level tests (docs/statistics.md, "Time split (v2)"): with m hypotheses not yet rejected
 * (untestable pairs count and are never rejected), every pair whose MOVER lower bound at α/m is
 * above 0 is rejected, until a step rejects none. That is Holm on the tests' p-values (each p < L
 * exactly when the test at L rejects), without searching for the p's, so the simulations
 * (test/reference/time_split_sim.mjs) run exactly the rule the report applies. Null when no model
 * has a cutoff.
 */
export function decideTimeSplit(
  tables: readonly PairedTable[],
  input: TimeSplitInput | null,
  design: Pick<VerdictDesign, "perturbers" | "alpha">,
): { family_size: number; pairs: DecidedPair[] } | null {
  if (input === null || input.cutoffs.size === 0) return null;
  const withCutoff = [...new Set(tables.map((t) => t.model))].filter((m) => input.cutoffs.has(m));
  if (withCutoff.length === 0) return null;
  const familySize = withCutoff.length * design.perturbers;
  const staged = tables
    .filter((t) => input.cutoffs.has(t.model))
    .map((t) => split(t, input.cutoffs.get(t.model)!, input.publishedAt));
  const rejected = staged.map(() => false);
  for (let open = familySize; open > 0; ) {
    let step = 0;
    staged.forEach((s, i) => {
      if (s.groups === null || rejected[i]) return;
      if (dropDifferenceRejects(s.groups[0], s.groups[1], design.alpha / open)) {
        rejected[i] = true;
        step++;
      }
    });
    if (step === 0) break;
    open -= step;
  }
  const pairs = staged.map((s, i): DecidedPair => (s.groups === null ? s : { ...s, rejected: rejected[i]! }));
  return { family_size: familySize, pairs };
}

type Staged = {
  table: PairedTable;
  cutoff: string;
  counts: TimeSplitVerdict["counts"];
} & (
  | { groups: [GroupCounts, GroupCounts] }
  | { groups: null; reason: "no-pre-items" | "no-post-items" | "no-item-outcomes" }
);

/** One table's items by date: ISO dates compare correctly as strings. */
function split(t: PairedTable, cutoff: string, dates: ReadonlyMap<string, string>): Staged {
  const n = t.a + t.b + t.c + t.e;
  if (t.items === null) {
    // A table without item outcomes (`verdict --table`) cannot be split: every item is "undated" to it.
    return { table: t, cutoff, counts: { pre: 0, post: 0, undated: n }, groups: null, reason: "no-item-outcomes" };
  }
  const pre = { b: 0, c: 0, n: 0 };
  const post = { b: 0, c: 0, n: 0 };
  let undated = 0;
  t.items.ids.forEach((id, i) => {
    const date = dates.get(id);
    if (date === undefined) {
      undated++;
      return;
    }
    const g = date <= cutoff ? pre : post;
    const d = t.items!.d[i]!;
    g.n++;
    if (d > 0) g.b++;
    else if (d < 0) g.c++;
  });
  const counts = { pre: pre.n, post: post.n, undated };
  if (pre.n === 0) return { table: t, cutoff, counts, groups: null, reason: "no-pre-items" };
  if (post.n === 0) return { table: t, cutoff, counts, groups: null, reason: "no-post-items" };
  return { table: t, cutoff, counts, groups: [pre, post] };
}

function group(g: GroupCounts, ci: { lower: number; upper: number }, level: number): TimeSplitGroup {
  return { n: g.n, b: g.b, c: g.c, drop: (g.b - g.c) / g.n, drop_ci: { ...ci, level } };
}

/** The design's drop on pre items vs 0 on post, at Holm's first step over the time-split family. */
function powerAt(
  nPre: number,
  nPost: number,
  psi: number,
  design: Pick<VerdictDesign, "alpha" | "targetEffect">,
  familySize: number,
): TimeSplitPowerFigure {
  if (design.targetEffect > psi) return { kind: "undefined", reason: "effect-above-discordance" };
  const level = design.alpha / familySize;
  const p = timeSplitPower({ nPre, nPost, discordantRate: psi, effect: design.targetEffect, level });
  return {
    kind: "computed",
    value: p.value,
    method: p.method,
    skipped_mass: p.skipped_mass,
    effect: design.targetEffect,
    discordant_rate: psi,
    level,
  };
}

/** Before any spend: what the time split will compare for each model with a cutoff, and its power. */
export interface TimeSplitPlan {
  model: string;
  cutoff: string;
  counts: { pre: number; post: number; undated: number };
  /** Null when one side has no item (nothing to compare). */
  power: TimeSplitPowerFigure | null;
}

/**
 * The gate's view of the time split (docs/statistics.md, "Time split (v2)"): the counts of pre,
 * post and undated items per model with a cutoff, and the power at the design for those counts,
 * Holm's first step over (models with a cutoff) × K tried.
 */
export function planTimeSplit(
  publishedAt: readonly (string | undefined)[],
  cutoffs: ReadonlyMap<string, string>,
  discordantRate: number,
  design: VerdictDesign,
): TimeSplitPlan[] {
  const familySize = cutoffs.size * design.perturbers;
  return [...cutoffs].map(([model, cutoff]) => {
    const counts = { pre: 0, post: 0, undated: 0 };
    for (const d of publishedAt) {
      if (d === undefined) counts.undated++;
      else if (d <= cutoff) counts.pre++;
      else counts.post++;
    }
    const power =
      counts.pre > 0 && counts.post > 0 ? powerAt(counts.pre, counts.post, discordantRate, design, familySize) : null;
    return { model, cutoff, counts, power };
  });
}

/** planTimeSplit's figure for given counts (`contamgate power --time-split PRE,POST`). */
export function planTimeSplitCounts(
  counts: TimeSplitPlan["counts"],
  discordantRate: number,
  d: { alpha: number; targetEffect: number; familySize: number },
): Pick<TimeSplitPlan, "counts" | "power"> {
  const power =
    counts.pre > 0 && counts.post > 0 ? powerAt(counts.pre, counts.post, discordantRate, d, d.familySize) : null;
  return { counts, power };
}
