/**
 * Which replies did not parse, and what they said: so a prompt or parser problem can be seen in
 * the report instead of guessed from a tally. Bounded (a model that never answers in the
 * expected form must not turn report.json into a copy of every reply), and never holdout text.
 * A reply is provider text (docs/providers.md, "Provider text is untrusted"): by default it is
 * listed as a digest (sha256 prefix and length, src/models/provider-text.ts); its excerpt only
 * when the user asks on their own terminal (`--show-provider-bodies`; never in the action).
 */
import type { ParsedAnswer, UnparsedReason } from "../items/parse/answer.js";
import type { Item } from "../items/item.js";
import { isHoldout } from "../items/split.js";
import { shownProbeId } from "../leakage/holdout-id.js";
import { digestOf } from "../models/provider-text.js";
import { redactSecrets } from "../models/secrets.js";
import { forLog } from "../text/escape.js";
import type { Answer } from "./execute.js";
import type { AskPlan } from "./plan.js";

/** Unparsed replies listed per model and condition; the rest are counted only. */
export const UNPARSED_LISTED_MAX = 20;
/** Characters of a reply kept in its excerpt (after redaction, so a cut cannot expose a key). */
export const EXCERPT_MAX_CHARS = 160;

/**
 * One unparsed reply. An item of the holdout split is listed by id only: the reply can echo
 * the question, and holdout text never reaches a surface.
 */
export type UnparsedReply =
  | { readonly kind: "excerpt"; readonly itemId: string; readonly reason: UnparsedReason; readonly excerpt: string }
  | {
      readonly kind: "digest";
      readonly itemId: string;
      readonly reason: UnparsedReason;
      readonly sha256: string;
      readonly bytes: number;
    }
  | { readonly kind: "holdout"; readonly itemId: string; readonly reason: UnparsedReason };

export interface UnparsedList {
  /** Unparsed replies in this condition (the tally's `unparsed`). */
  readonly total: number;
  /** The first UNPARSED_LISTED_MAX of them, in item order. */
  readonly listed: readonly UnparsedReply[];
}

/** Per condition ("original", then each perturber): the unparsed replies of one model. */
export function collectUnparsed(
  plan: AskPlan,
  replies: readonly (Answer | undefined)[],
  parses: readonly ParsedAnswer[],
  items: readonly Item[],
  env: Readonly<Record<string, string | undefined>>,
  /** --show-provider-bodies: excerpts of the replies instead of their digests. */
  showText = false,
): Record<string, UnparsedList> {
  const holdoutTexts = withheldTexts(items);
  const out: Record<string, { total: number; listed: UnparsedReply[] }> = {};
  for (const cond of plan.conditions) out[cond] = { total: 0, listed: [] };
  plan.asks.forEach((ask, i) => {
    const p = parses[i];
    if (p === undefined || p.kind === "parsed") return;
    const list = out[ask.condition]!;
    list.total++;
    if (list.listed.length >= UNPARSED_LISTED_MAX) return;
    const itemId = ask.context.itemId;
    list.listed.push(
      isHoldout(itemId)
        ? // A holdout id may be a slug of its question: shown as a hash (src/leakage/holdout-id.ts).
          { kind: "holdout", itemId: shownProbeId(itemId, true), reason: p.reason }
        : showText
          ? {
              kind: "excerpt",
              itemId,
              reason: p.reason,
              excerpt: replyExcerpt(replies[i]?.text ?? "", env, holdoutTexts),
            }
          : { kind: "digest", itemId, reason: p.reason, ...digestOf(replies[i]?.text ?? "") },
    );
  });
  return out;
}

/**
 * The one place a model's reply is turned into text a report may hold: keys (and any slice of
 * one) redacted first, before anything is cut (src/models/secrets.ts); any holdout question or
 * choice of this run withheld (a contaminated model may recite one while answering another
 * item); made one safe log line (src/text/escape.ts: line breaks and control or bidi
 * characters visible, no workflow command); then cut to EXCERPT_MAX_CHARS. Renderers still
 * escape it for their own format.
 */
export function replyExcerpt(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  withheld: readonly string[] = [],
): string {
  let out = redactSecrets(text, env);
  for (const w of withheld) if (out.includes(w)) out = out.split(w).join("[holdout text withheld]");
  // Only the head is kept: escape no more of a megabyte reply than can be shown.
  out = forLog(out.slice(0, 4 * EXCERPT_MAX_CHARS));
  const chars = [...out];
  return chars.length > EXCERPT_MAX_CHARS ? `${chars.slice(0, EXCERPT_MAX_CHARS).join("")}…` : out;
}

/** Question and choice texts of the run's holdout items long enough to be recognised (8+ characters). */
function withheldTexts(items: readonly Item[]): string[] {
  const out = new Set<string>();
  for (const it of items) {
    if (!isHoldout(it.id)) continue;
    for (const t of [it.question, ...it.choices]) if (t.length >= 8) out.add(t);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/**
 * report.json / run --json: `{ original: { total, listed: [...], omitted } }`, each listed reply
 * `{ id, reason, reply_sha256, reply_bytes }`, `{ id, reason, excerpt }` (--show-provider-bodies)
 * or `{ id, reason, holdout: true }`.
 */
export function unparsedJson(u: Record<string, UnparsedList>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(u).map(([cond, l]) => [
      cond,
      {
        total: l.total,
        listed: l.listed.map(replyJson),
        omitted: l.total - l.listed.length,
      },
    ]),
  );
}

function replyJson(r: UnparsedReply): Record<string, unknown> {
  if (r.kind === "holdout") return { id: r.itemId, reason: r.reason, holdout: true };
  if (r.kind === "digest") return { id: r.itemId, reason: r.reason, reply_sha256: r.sha256, reply_bytes: r.bytes };
  return { id: r.itemId, reason: r.reason, excerpt: r.excerpt };
}
