/**
 * `verdict --input`'s time split (docs/statistics.md "Time split (v2)"): `--training-cutoff
 * [MODEL=]DATE` and `--discordant-rate P` with the rows' `published_at` → the input
 * `run` builds from its items and config (the same `timeSplitInput`), so the same answers give
 * the same figures. Every problem is an exit-4 error naming the flag.
 */
import { InputError } from "../errors.js";
import type { OutcomeTable } from "../outcomes/table.js";
import { parseNumber, RANGES } from "../ranges.js";
import { isIsoDate } from "../text/iso-date.js";
import { type TimeSplitInput, timeSplitInput } from "../verdict/time-split.js";
import type { PairedTable } from "../verdict/types.js";

export interface TimeSplitFlags {
  /** `--training-cutoff`, as written: `MODEL=YYYY-MM-DD`, or a bare date for every model. */
  cutoffs: readonly string[] | undefined;
  /** `--discordant-rate`: ψ for the time split's power at the design, as run takes it. */
  discordantRate: string | undefined;
}

const CUTOFF = { field: "--training-cutoff" };
const RATE = "--discordant-rate";

/**
 * The time split's input, or null without `--training-cutoff`. `rows` are the outcome rows read
 * (null when the input had none: the paired format or tables carry no dates).
 */
export function timeSplitFromFlags(
  flags: TimeSplitFlags,
  tables: readonly PairedTable[],
  rows: OutcomeTable | null,
  targetEffect: number,
): TimeSplitInput | null {
  if (!flags.cutoffs?.length) {
    if (flags.discordantRate !== undefined)
      throw new InputError(`${RATE} is for the time split's power: it needs --training-cutoff`, { field: RATE });
    return null;
  }
  const models = [...new Set(tables.map((t) => t.model))];
  const cutoffs = cutoffsByModel(flags.cutoffs, models);
  if (rows === null || !anyDated(rows)) {
    throw new InputError(
      "--training-cutoff needs dated items: no outcome row of --input has published_at (YYYY-MM-DD; docs/outcomes.md)",
      CUTOFF,
    );
  }
  if (flags.discordantRate === undefined) {
    throw new InputError(
      `--training-cutoff needs ${RATE} P: the design's expected share of discordant pairs, for the time split's power (as run takes it)`,
      { field: RATE },
    );
  }
  const psi = parseNumber(flags.discordantRate, RANGES.discordantRate, { kind: "flag", flag: RATE }).value;
  // As run's design refuses it: a drop cannot exceed the discordant rate.
  if (targetEffect > psi) {
    throw new InputError(
      `--target-effect ${targetEffect} exceeds the expected discordant rate ${psi} (a drop cannot exceed the discordant rate)`,
      { field: RATE },
    );
  }
  return timeSplitInput(datedIds(rows), cutoffs, psi);
}

/** Each row's (id, date), one at a time: a file of millions of rows is not copied. */
function* datedIds(rows: OutcomeTable): Generator<readonly [string, string | undefined]> {
  for (let i = 0; i < rows.length; i++) yield [rows.id(i), rows.publishedAt(i)];
}

function anyDated(rows: OutcomeTable): boolean {
  for (let i = 0; i < rows.length; i++) if (rows.publishedAt(i) !== undefined) return true;
  return false;
}

/**
 * `MODEL=DATE` sets that model's cutoff; a bare `DATE` sets every model's that has none of its
 * own. A model must be one of the input's; each model and the bare date at most once.
 */
function cutoffsByModel(raw: readonly string[], models: readonly string[]): Map<string, string> {
  const own = new Map<string, string>();
  let every: string | undefined;
  for (const text of raw) {
    // A date has no "=": the last one separates a model name that may hold one.
    const eq = text.lastIndexOf("=");
    const model = eq < 0 ? undefined : text.slice(0, eq);
    const date = eq < 0 ? text : text.slice(eq + 1);
    if (model === "") throw new InputError(`expected [MODEL=]YYYY-MM-DD (got "${text.slice(0, 80)}")`, CUTOFF);
    if (!isIsoDate(date)) {
      throw new InputError(
        `${model === undefined ? "" : `${model.slice(0, 80)}: `}expected a calendar date YYYY-MM-DD (got "${date.slice(0, 40)}")`,
        CUTOFF,
      );
    }
    if (model === undefined) {
      if (every !== undefined) throw new InputError(`a bare date (every model's cutoff) is given twice`, CUTOFF);
      every = date;
      continue;
    }
    if (!models.includes(model)) {
      throw new InputError(
        `"${model.slice(0, 80)}" names no model in the input (models: ${models.join(", ")})`,
        CUTOFF,
      );
    }
    if (own.has(model)) throw new InputError(`"${model}" is given twice`, CUTOFF);
    own.set(model, date);
  }
  const cutoffs = new Map<string, string>();
  for (const m of models) {
    const date = own.get(m) ?? every;
    if (date !== undefined) cutoffs.set(m, date);
  }
  return cutoffs;
}
