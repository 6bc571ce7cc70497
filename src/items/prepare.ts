import { publishedAfter, publishedBefore } from "./dates.js";
import type { Item } from "./item.js";
import { loadItemsFile } from "./load.js";
import { selectItems, type Split, splitNote } from "./split.js";

export interface PrepareOptions {
  /** Path to read (resolved by the caller) and the name errors should show. */
  readonly path: string;
  readonly displayName?: string;
  /** Where relative paths resolve (the repository in the action): the file must stay inside it after symlinks. */
  readonly workspace: string;
  readonly publishedAfter?: string;
  readonly publishedBefore?: string;
  readonly split?: Split;
  readonly sampleN?: number;
}

/** Counts every report shows beside the item set, so nothing is dropped silently. */
export interface PreparedItems {
  readonly items: Item[];
  readonly file: string;
  readonly loaded: number;
  readonly undated: number;
  readonly publishedAfter?: { cutoff: string; kept: number; dropped: number; undated: number };
  readonly publishedBefore?: { cutoff: string; kept: number; dropped: number; undated: number };
  readonly split: Split;
  readonly inSplit: number;
  readonly sampleN?: number;
  /** Lines to show the user (opening the holdout, undated items set aside). */
  readonly warnings: string[];
  /** How many items the split kept: information, not a warning. */
  readonly splitNote?: string;
}

/** load → filter by publication date → split → sample: the item set `run` and `perturb` use. */
export async function prepareItems(o: PrepareOptions): Promise<PreparedItems> {
  const loaded = await loadItemsFile(o.path, o.displayName ?? o.path, o.workspace);
  const warnings: string[] = [];
  let items = loaded.items;
  let dated: PreparedItems["publishedAfter"];
  if (o.publishedAfter !== undefined) {
    const r = publishedAfter(items, o.publishedAfter);
    items = r.items;
    dated = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
    // Worded without a flag: the cutoff may come from --published-after or benchmark.published_after.
    if (r.undated > 0)
      warnings.push(
        `${r.undated} undated items set aside by the published-after cutoff ${r.cutoff} (their publication date is unknown)`,
      );
  }
  let before: PreparedItems["publishedBefore"];
  if (o.publishedBefore !== undefined) {
    const r = publishedBefore(items, o.publishedBefore);
    items = r.items;
    before = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
    if (r.undated > 0)
      warnings.push(
        `${r.undated} undated items set aside by the published-before date ${r.cutoff} (their publication date is unknown)`,
      );
  }
  const sel = selectItems(items, {
    ...(o.split !== undefined && { split: o.split }),
    ...(o.sampleN !== undefined && { sampleN: o.sampleN }),
  });
  if (sel.warning !== undefined) warnings.unshift(sel.warning);
  if (o.sampleN !== undefined && o.sampleN > sel.inSplit) {
    warnings.push(
      `a sample of ${o.sampleN} is more than the ${sel.inSplit} items in the ${sel.split} split; all of them are used`,
    );
  }
  return {
    items: sel.items,
    file: loaded.file,
    loaded: loaded.items.length,
    undated: loaded.undated,
    ...(dated !== undefined && { publishedAfter: dated }),
    ...(before !== undefined && { publishedBefore: before }),
    split: sel.split,
    inSplit: sel.inSplit,
    ...(sel.sampleN !== undefined && { sampleN: sel.sampleN }),
    warnings,
    ...noteIf(splitNote(sel.split, sel.inSplit, items.length)),
  };
}

function noteIf(note: string | undefined): { splitNote?: string } {
  return note === undefined ? {} : { splitNote: note };
}

/** One line: "12 items (dev split of 40 loaded; 3 undated)". */
export function describePrepared(p: PreparedItems): string {
  const parts = [`${p.split} split: ${p.inSplit} of ${p.loaded} loaded`];
  if (p.publishedAfter)
    parts.push(
      `published after ${p.publishedAfter.cutoff}: kept ${p.publishedAfter.kept}, dropped ${p.publishedAfter.dropped}, undated ${p.publishedAfter.undated}`,
    );
  if (p.publishedBefore)
    parts.push(
      `published on or before ${p.publishedBefore.cutoff}: kept ${p.publishedBefore.kept}, dropped ${p.publishedBefore.dropped}, undated ${p.publishedBefore.undated}`,
    );
  if (!p.publishedAfter && !p.publishedBefore) parts.push(`${p.undated} undated`);
  if (p.sampleN !== undefined) parts.push(`sample of ${p.sampleN} by hash`);
  return `${p.items.length} items (${parts.join("; ")})`;
}
