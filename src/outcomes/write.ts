/**
 * Writes outcome rows as JSONL (docs/outcomes.md): one row a line, keys always in the order
 * model, id, condition, correct, score, epoch, cluster, published_at (absent optional keys left out), so two writes of
 * the same rows are byte-identical and diff cleanly.
 */
import { type OutputPath, openOutput, outputError } from "../io/output-file.js";
import type { OutcomeRow } from "./types.js";

/** One row as its line (without the newline). */
export function formatOutcomeRow(r: OutcomeRow): string {
  const o: Record<string, unknown> = { model: r.model, id: r.id, condition: r.condition, correct: r.correct };
  if (r.score !== undefined) o.score = r.score;
  if (r.epoch !== undefined) o.epoch = r.epoch;
  if (r.cluster !== undefined) o.cluster = r.cluster;
  if (r.published_at !== undefined) o.published_at = r.published_at;
  return JSON.stringify(o);
}

/** The rows as JSONL text, newline-terminated. */
export function formatOutcomes(rows: Iterable<OutcomeRow>): string {
  let out = "";
  for (const r of rows) out += formatOutcomeRow(r) + "\n";
  return out;
}

/**
 * Writes the rows to the output (replacing it, never through a link: src/io/output-file.ts), in
 * chunks so a large run is never one string.
 */
export async function writeOutcomesFile(out: OutputPath, rows: readonly OutcomeRow[]): Promise<void> {
  const f = await openOutput(out);
  try {
    const CHUNK = 10_000;
    for (let i = 0; i < rows.length; i += CHUNK) await f.handle.writeFile(formatOutcomes(rows.slice(i, i + CHUNK)));
  } catch (e) {
    await f.abort();
    throw outputError(out, "cannot write the outcomes", e);
  }
  await f.commit();
}
