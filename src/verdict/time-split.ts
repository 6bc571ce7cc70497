/**
 * The time split (docs/statistics.md, "Time split (v2)"): for each model with a training cutoff and
 * each perturber run, its drop on the items published on or before the cutoff ("pre") against its
 * drop on the items published after it ("post"), which that model cannot have memorized. Items
 * without `published_at` are neither: counted, never guessed. Pure.
 */
import {
  dropDifferenceInterval,
  dropDifferenceTest,
  timeSplitPower,
  type GroupCounts,
} from "../stats/drop-difference.js";
import { holm } from "../stats/multiplicity.js";
import type { LeveledInterval, PairedTable, VerdictDesign } from "./types.js";

/** What the time split needs beyond the paired tables. */
export interface TimeSplitInput {
  /** published_at (YYYY-MM-DD) by item id; an id not in the map is undated. */
  publishedAt: ReadonlyMap<string, string>;
  /** training_cutoff (YYYY-MM-DD) by model label; a model not in the map has no time split. */
  cutoffs: ReadonlyMap<string, string>;
  /** The design's expected discordant rate ψ, for the power at the design. */
  discordantRate: number;
}

/** One group's paired outcomes: its drop with the melded (1 − 2α) interval. */
export interface TimeSplitGroup {
  n: number;
  /** Items with d = +1 (original only) and d = −1 (perturbed only). */
  b: number;
  c: number;
  drop: number;
  drop_ci: LeveledInterval;
}

export type TimeSplitDecision = "pre-larger" | "not-shown";

export type TimeSplitPowerFigure =
  | { kind: "computed"; value: number; effect: number; discordant_rate: number; level: number }
  | { kind: "undefined"; reason: "effect-above-discordance" };

export type TimeSplitTest =
  | {
      kind: "tested";
      pre: TimeSplitGroup;
      post: TimeSplitGroup;
      /** drop_pre − drop_post with its MOVER (1 − 2α) interval. */
      difference: { estimate: number; ci: LeveledInterval };
      /** Studentized difference T and its exact one-sided permutation p. */
      statistic: number;
      p_value: number;
      /** Holm over the time-split family (models with a cutoff × perturbers tried). */
      p_holm: number;
      decision: TimeSplitDecision;
      /** Power of this test at the design's drop on pre items vs 0 on post, at these counts. */
      power: TimeSplitPowerFigure;
    }
  | { kind: "not-tested"; reason: "no-pre-items" | "no-post-items" | "no-item-outcomes" };

export interface TimeSplitVerdict {
  model: string;
  perturber: string;
  cutoff: string;
  /** Items published on or before the cutoff, after it, and without a date. */
  counts: { pre: number; post: number; undated: number };
  test: TimeSplitTest;
}

export type TimeSplitReport =
  | { kind: "absent"; reason: "no-cutoffs" }
  | {
      kind: "assessed";
      /** Models with a cutoff × perturbers tried: the family Holm runs over. */
      family_size: number;
      verdicts: TimeSplitVerdict[];
    };

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
  if (input === null || input.cutoffs.size === 0) return { kind: "absent", reason: "no-cutoffs" };
  const withCutoff = [...new Set(tables.map((t) => t.model))].filter((m) => input.cutoffs.has(m));
  if (withCutoff.length === 0) return { kind: "absent", reason: "no-cutoffs" };
  const familySize = withCutoff.length * design.perturbers;

  const staged = tables
    .filter((t) => input.cutoffs.has(t.model))
    .map((t) => split(t, input.cutoffs.get(t.model)!, input.publishedAt));
  const tested = staged.flatMap((s) => (s.groups === null ? [] : [dropDifferenceTest(s.groups[0], s.groups[1])]));
  const padded = [...tested.map((r) => r.p_value), ...new Array<number>(familySize - tested.length).fill(1)];
  const adjusted = holm(padded);

  let next = 0;
  const verdicts = staged.map((s): TimeSplitVerdict => {
    const head = { model: s.table.model, perturber: s.table.perturber, cutoff: s.cutoff, counts: s.counts };
    if (s.groups === null) return { ...head, test: { kind: "not-tested", reason: s.reason } };
    const i = next++;
    const [pre, post] = s.groups;
    const ci = dropDifferenceInterval(pre, post, design.alpha);
    const level = 1 - 2 * design.alpha;
    return {
      ...head,
      test: {
        kind: "tested",
        pre: group(pre, ci.pre, level),
        post: group(post, ci.post, level),
        difference: { estimate: ci.estimate, ci: { lower: ci.lower, upper: ci.upper, level } },
        statistic: tested[i]!.statistic,
        p_value: tested[i]!.p_value,
        p_holm: adjusted[i]!,
        decision: adjusted[i]! < design.alpha ? "pre-larger" : "not-shown",
        power: powerAt(pre.n, post.n, input.discordantRate, design, familySize),
      },
    };
  });
  return { kind: "assessed", family_size: familySize, verdicts };
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
  design: VerdictDesign,
  familySize: number,
): TimeSplitPowerFigure {
  if (design.targetEffect > psi) return { kind: "undefined", reason: "effect-above-discordance" };
  const level = design.alpha / familySize;
  return {
    kind: "computed",
    value: timeSplitPower({ nPre, nPost, discordantRate: psi, effect: design.targetEffect, level }),
    effect: design.targetEffect,
    discordant_rate: psi,
    level,
  };
}
