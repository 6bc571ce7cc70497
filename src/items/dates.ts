import { InputError } from "../errors.js";
import type { Item } from "./item.js";
import { isIsoDate } from "./load.js";

export interface PublishedAfterResult {
  readonly items: Item[];
  readonly cutoff: string;
  /** Published strictly after the cutoff: kept. */
  readonly kept: number;
  /** Published on or before the cutoff: dropped. */
  readonly dropped: number;
  /** No `published_at`: not kept (we cannot know they postdate the cutoff), reported separately. */
  readonly undated: number;
}

/**
 * Keeps items first published strictly after `cutoff` (a model's training cutoff). Undated
 * items are excluded — "probably new" is how contamination gets in — but counted, so the
 * report can say how many were set aside and why.
 */
export function publishedAfter(items: readonly Item[], cutoff: string): PublishedAfterResult {
  if (!isIsoDate(cutoff)) throw new InputError(`--published-after must be a date YYYY-MM-DD (got "${cutoff}")`);
  const kept: Item[] = [];
  let dropped = 0;
  let undated = 0;
  for (const item of items) {
    if (item.publishedAt === undefined) undated++;
    // ISO dates compare correctly as strings.
    else if (item.publishedAt > cutoff) kept.push(item);
    else dropped++;
  }
  return { items: kept, cutoff, kept: kept.length, dropped, undated };
}
