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

/** The rows as JSONL text in chunks of 10,000 rows: millions of rows as one string would pass what V8 can hold. */
export function* outcomeChunks(rows: Iterable<OutcomeRow>): Generator<string> {
  let out = "";
  let n = 0;
  for (const r of rows) {
    out += formatOutcomeRow(r) + "\n";
    if (++n === 10_000) {
      yield out;
      out = "";
      n = 0;
    }
  }
  if (out !== "") yield out;
}

/**
 * Writes the rows to the output (replacing it, never through a link: src/io/output-file.ts), in
 * chunks so a large run is never one string; `rows` may be an outcome table's columns
 * (src/outcomes/table.ts), each row built as it is written.
 */
export async function writeOutcomesFile(out: OutputPath, rows: Iterable<OutcomeRow>): Promise<void> {
  const f = await openOutput(out);
  try {
    for (const chunk of outcomeChunks(rows)) await f.handle.writeFile(chunk);
  } catch (e) {
    await f.abort();
    throw outputError(out, "cannot write the outcomes", e);
  }
  await f.commit();
}
