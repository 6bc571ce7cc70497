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

export interface PublishedBeforeResult {
  readonly items: Item[];
  readonly cutoff: string;
  /** Published on or before the date: kept. */
  readonly kept: number;
  /** Published after it: dropped. */
  readonly dropped: number;
  /** No `published_at`: not kept (we cannot know they predate it), reported separately. */
  readonly undated: number;
}

/**
 * Keeps items first published on or before `date`, so that `--published-after D` and
 * `--published-before D` split the dated items in two, as a training cutoff does (docs/items.md).
 * Undated items are excluded and counted, as by publishedAfter.
 */
export function publishedBefore(items: readonly Item[], date: string): PublishedBeforeResult {
  if (!isIsoDate(date)) throw new InputError(`--published-before must be a date YYYY-MM-DD (got "${date}")`);
  const kept: Item[] = [];
  let dropped = 0;
  let undated = 0;
  for (const item of items) {
    if (item.publishedAt === undefined) undated++;
    else if (item.publishedAt <= date) kept.push(item);
    else dropped++;
  }
  return { items: kept, cutoff: date, kept: kept.length, dropped, undated };
}
