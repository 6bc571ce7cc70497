import { parseAnswer, scoreAnswer, tallyParses, type ParsedAnswer, type ParseTally } from "../items/parse/answer.js";
import { softScore, type SoftVia } from "../items/parse/probability.js";
import type { SignalName } from "../models/types.js";
import { ORIGINAL, type OutcomeRow, PERTURBED_PREFIX } from "../outcomes/types.js";
import type { PairedTable } from "../verdict/types.js";
import type { Answer } from "./execute.js";
import type { AskPlan } from "./plan.js";

export interface ScoredModel {
  tables: PairedTable[];
  /** Per condition: how many replies parsed, and why the others did not. */
  tallies: Record<string, ParseTally>;
  /** The parse of each reply, in plan.asks order. */
  parses: ParsedAnswer[];
  /**
   * The run's answers as outcome rows (docs/outcomes.md), by condition then item: `original`, then
   * `perturbed:<perturber>` for each perturber (named even when there is one, so a verdict from
   * these rows names the perturbers as the run does); an unparsed reply is null, not wrong. A
   * dated item's rows carry its `published_at`, so `verdict --input` can split them by a cutoff.
   */
  outcomes: OutcomeRow[];
  /**
   * A `probability` model only: per condition, how its scores were obtained (read from the
   * probabilities, the correct letter missing from the alternatives, no letter token, unparsed).
   */
  softVia?: Record<string, Record<SoftVia, number>>;
}

/**
 * Stop reasons with which a provider says it declined (OpenAI's `message.refusal` is reported
 * as "refusal" by openai-chat.ts; Anthropic's stop_reason "refusal"; a content filter): such a
 * reply is a refusal whatever its text, which may be an apology naming options.
 */
const REFUSED = new Set(["refusal", "content_filter"]);

export function parseReply(reply: Answer | undefined, choices: readonly string[], placeholder: string): ParsedAnswer {
  if (reply?.finishReason !== undefined && REFUSED.has(reply.finishReason))
    return { kind: "unparsed", reason: "refusal" };
  return parseAnswer(reply?.text ?? "", choices, { placeholder });
}

/**
 * Replies (same order as plan.asks) → one paired table per perturber, with the item-level
 * differences kept (in item order, the same for every model) for the paired heterogeneity test. An unparsed reply counts
 * as wrong and is tallied, because unparsed rates that differ between conditions bias the drop.
 */
export function scoreModel(
  label: string,
  plan: AskPlan,
  replies: readonly (Answer | undefined)[],
  /** The items' `published_at`, in item order (plan.itemIds'); undefined = undated. */
  publishedAt: readonly (string | undefined)[] = [],
  signal: SignalName = "binary",
): ScoredModel {
  const correct = new Map<string, boolean[]>();
  const parsed = new Map<string, ParsedAnswer[]>();
  const parses: ParsedAnswer[] = [];
  const soft = signal === "probability";
  // Per condition, per item: the soft score (docs/providers.md "The probability signal").
  const scores = new Map<string, number[]>();
  const softVia: Record<string, Record<SoftVia, number>> = {};
  plan.asks.forEach((ask, i) => {
    const p = parseReply(replies[i], ask.presented.choices, ask.placeholder);
    parses.push(p);
    (parsed.get(ask.condition) ?? parsed.set(ask.condition, []).get(ask.condition)!).push(p);
    const c = correct.get(ask.condition) ?? correct.set(ask.condition, []).get(ask.condition)!;
    c[ask.itemIndex] = scoreAnswer(p, ask.presented);
    if (soft) {
      const s = softScore(
        replies[i]?.tokens,
        ask.context.labels,
        ask.context.correct,
        p.kind === "parsed" ? p.letter : null,
      );
      (scores.get(ask.condition) ?? scores.set(ask.condition, []).get(ask.condition)!)[ask.itemIndex] = s.score;
      softVia[ask.condition] ??= { probability: 0, missing_letter: 0, no_letter_token: 0, unparsed: 0 };
      softVia[ask.condition]![s.via]++;
    }
  });
  const byCondition = new Map<string, OutcomeRow[]>(plan.conditions.map((c) => [c, []]));
  plan.asks.forEach((ask, i) => {
    const row: OutcomeRow = {
      model: label,
      id: plan.itemIds[ask.itemIndex]!,
      condition: ask.condition === ORIGINAL ? ORIGINAL : PERTURBED_PREFIX + ask.condition,
      correct: parses[i]!.kind === "unparsed" ? null : correct.get(ask.condition)![ask.itemIndex]!,
      ...(soft ? { score: scores.get(ask.condition)![ask.itemIndex]! } : {}),
    };
    const date = publishedAt[ask.itemIndex];
    if (date !== undefined) row.published_at = date;
    byCondition.get(ask.condition)![ask.itemIndex] = row;
  });
  const outcomes = [...byCondition.values()].flat();
  const tallies: Record<string, ParseTally> = {};
  for (const [cond, ps] of parsed) tallies[cond] = tallyParses(ps);
  const orig = correct.get("original") ?? [];
  const ids = plan.itemIds;
  const tables: PairedTable[] = [];
  for (const cond of plan.conditions.slice(1)) {
    const pert = correct.get(cond) ?? [];
    let a = 0,
      b = 0,
      c = 0,
      e = 0;
    const d = new Int8Array(orig.length);
    for (let i = 0; i < orig.length; i++) {
      const o = orig[i] === true,
        q = pert[i] === true;
      d[i] = (o ? 1 : 0) - (q ? 1 : 0);
      if (o && q) a++;
      else if (o) b++;
      else if (q) c++;
      else e++;
    }
    tables.push({
      model: label,
      perturber: cond,
      a,
      b,
      c,
      e,
      unparsedOriginal: tallies.original?.unparsed ?? 0,
      unparsedPerturbed: tallies[cond]?.unparsed ?? 0,
      items: d.length === ids.length ? { ids, d } : null,
      ...(soft
        ? {
            soft: {
              original: Float64Array.from(scores.get("original") ?? []),
              perturbed: Float64Array.from(scores.get(cond) ?? []),
            },
          }
        : {}),
    });
  }
  return { tables, tallies, parses, outcomes, ...(soft ? { softVia } : {}) };
}
