import { InputError } from "../errors.js";
import { compareCodePoints, unitHash } from "./hash.js";
import type { Item } from "./item.js";

/**
 * Public constants of contamlab's split. They are fixed, not secret: anyone must be able to
 * recompute which items are holdout. Changing them reshuffles every item's membership.
 */
export const SPLIT_SALT = "contamlab-split-v1";
export const SAMPLE_SALT = "contamlab-sample-v1";
export const HOLDOUT_FRACTION = 0.3;

export const SPLITS = ["dev", "holdout", "all"] as const;
export type Split = (typeof SPLITS)[number];

export function isHoldout(id: string): boolean {
  return unitHash(SPLIT_SALT, id) < HOLDOUT_FRACTION;
}

/** Membership depends on the id alone, so adding items never moves existing ones. Keeps input order. */
export function selectSplit<T extends Pick<Item, "id">>(items: readonly T[], split: Split): T[] {
  if (split === "all") return [...items];
  const wantHoldout = split === "holdout";
  return items.filter((i) => isHoldout(i.id) === wantHoldout);
}

/**
 * contamlab's take_deterministic: the first n by (unit_hash(sample salt, id), id), returned in
 * that order. A larger n keeps the smaller sample as its prefix, so a pilot's cached answers
 * are reused by the full run.
 */
export function sampleN<T extends Pick<Item, "id">>(items: readonly T[], n: number): T[] {
  if (!Number.isInteger(n) || n < 0) throw new InputError(`--sample-n must be a non-negative integer (got ${n})`);
  const keyed = items.map((item) => ({ item, h: unitHash(SAMPLE_SALT, item.id) }));
  keyed.sort((a, b) => (a.h !== b.h ? (a.h < b.h ? -1 : 1) : compareCodePoints(a.item.id, b.item.id)));
  return keyed.slice(0, n).map((k) => k.item);
}

export interface Selection<T> {
  readonly items: T[];
  readonly split: Split;
  /** Items in the chosen split before sampling. */
  readonly inSplit: number;
  readonly sampleN?: number;
  /** Set when the holdout was opened: the caller must show it. */
  readonly warning?: string;
}

export const HOLDOUT_WARNING =
  "opening the HOLDOUT split: it is meant to be opened once per configuration, after the design is fixed; a holdout looked at while tuning is a dev set";

/** `all` opens the holdout as surely as `holdout` does, so it says so just as loudly. */
export const ALL_SPLIT_WARNING = `split "all" includes the holdout: ${HOLDOUT_WARNING}`;

/** Split, then sample: what `run` and `perturb` apply to the loaded items. */
export function selectItems<T extends Pick<Item, "id">>(
  items: readonly T[],
  opts: { split?: Split; sampleN?: number },
): Selection<T> {
  const split = opts.split ?? "dev";
  const inSplit = selectSplit(items, split);
  const chosen = opts.sampleN === undefined ? inSplit : sampleN(inSplit, opts.sampleN);
  return {
    items: chosen,
    split,
    inSplit: inSplit.length,
    ...(opts.sampleN !== undefined && { sampleN: opts.sampleN }),
    ...(split === "holdout" && { warning: HOLDOUT_WARNING }),
    ...(split === "all" && { warning: ALL_SPLIT_WARNING }),
  };
}

/**
 * Said wherever a split is applied: the dev split keeps about 70% of the items, and a user who
 * counted 300 must not wonder where 91 went (docs/items.md).
 */
export function splitNote(split: Split, inSplit: number, total: number): string | undefined {
  if (split === "all") return undefined;
  const other = split === "dev" ? "holdout" : "dev";
  return `${inSplit.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} items are in the ${split} split (the other ${(total - inSplit).toLocaleString("en-US")} are the ${other} split)`;
}
