/**
 * Writes outcome rows as JSONL (docs/outcomes.md): one row a line, keys always in the order
 * model, id, condition, correct, epoch, cluster (absent optional keys left out), so two writes of
 * the same rows are byte-identical and diff cleanly.
 */
import { open } from "node:fs/promises";
import { InputError } from "../errors.js";
import type { OutcomeRow } from "./types.js";

/** One row as its line (without the newline). */
export function formatOutcomeRow(r: OutcomeRow): string {
  const o: Record<string, unknown> = { model: r.model, id: r.id, condition: r.condition, correct: r.correct };
  if (r.epoch !== undefined) o.epoch = r.epoch;
  if (r.cluster !== undefined) o.cluster = r.cluster;
  return JSON.stringify(o);
}

/** The rows as JSONL text, newline-terminated. */
export function formatOutcomes(rows: Iterable<OutcomeRow>): string {
  let out = "";
  for (const r of rows) out += formatOutcomeRow(r) + "\n";
  return out;
}

/**
 * Writes the rows to `path` (replacing it), in chunks so a large run is never one string.
 * `display` and `field` name the file and the flag in the error if it cannot be written.
 */
export async function writeOutcomesFile(
  path: string,
  rows: readonly OutcomeRow[],
  where: { display: string; field?: string },
): Promise<void> {
  const fail = (e: unknown) =>
    new InputError(`cannot write the outcomes (${(e as NodeJS.ErrnoException).code ?? "error"})`, {
      file: where.display,
      ...(where.field !== undefined ? { field: where.field } : {}),
    });
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(path, "w");
  } catch (e) {
    throw fail(e);
  }
  try {
    const CHUNK = 10_000;
    for (let i = 0; i < rows.length; i += CHUNK) await fh.write(formatOutcomes(rows.slice(i, i + CHUNK)));
  } catch (e) {
    throw fail(e);
  } finally {
    await fh.close();
  }
}
