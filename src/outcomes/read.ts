/**
 * Reads an outcomes file (docs/outcomes.md): JSONL, one row a line, streamed line by line.
 * Blank lines are skipped; anything else must be a valid row. Every problem is one exit-4
 * InputError naming file, line and field; messages quote ids, models and conditions (identifiers)
 * but never question or answer text.
 */
import { resolve } from "node:path";
import { InputError } from "../errors.js";
import { checkInputFile } from "../io/checked-file.js";
import { MAX_OUTCOMES_FILE_BYTES } from "../limits.js";
import { duplicateTopLevelKey } from "../text/strict.js";
import { fileLines, type NumberedLine } from "./lines.js";
import type { OutcomeFile, OutcomeTable } from "./table.js";
import type { OutcomeRow } from "./types.js";
import { OutcomeCollector, rowFromJson } from "./validate.js";

/** One line's row, or null for a blank line. */
export function parseOutcomeLine(text: string, file: string, line: number): OutcomeRow | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  let v: unknown;
  try {
    v = JSON.parse(trimmed);
  } catch {
    throw new InputError("not valid JSON (expected one object per line)", { file, line });
  }
  // JSON.parse keeps the last of two "correct" keys without a word: that would flip an outcome.
  const dup = duplicateTopLevelKey(trimmed);
  if (dup !== undefined) throw new InputError("appears twice on the line", { file, line, field: dup });
  return rowFromJson(v, { file, line });
}

/** Rows from numbered lines (a file's, or a string's in tests); the file-wide rules apply. */
export async function collectOutcomeLines(
  lines: AsyncIterable<NumberedLine> | Iterable<NumberedLine>,
  file: string,
): Promise<OutcomeFile> {
  const c = new OutcomeCollector();
  for await (const { text, line } of lines) {
    const row = parseOutcomeLine(text, file, line);
    if (row !== null) c.add(row, { file, line });
  }
  if (c.table.length === 0) throw new InputError("no outcome rows (the file is empty)", { file });
  return outcomeFile(file, c.table);
}

/** The file's rows as columns, with arrays of them built only when first asked for. */
export function outcomeFile(file: string, table: OutcomeTable): OutcomeFile {
  let rows: OutcomeRow[] | undefined;
  let lines: number[] | undefined;
  return {
    file,
    table,
    get rows() {
      rows ??= table.toRows();
      return rows;
    },
    get lines() {
      lines ??= Array.from({ length: table.length }, (_, i) => table.line(i));
      return lines;
    },
  };
}

/** Rows already in memory (scripts, the library) as an outcome file: row i at line i + 1, every row checked. */
export function outcomeFileOfRows(file: string, rows: readonly OutcomeRow[]): OutcomeFile {
  const c = new OutcomeCollector();
  for (const [i, r] of rows.entries()) c.add(r, { file, line: i + 1 });
  return outcomeFile(file, c.table);
}

/** Parses outcomes JSONL held in a string (tests, small inputs). */
export function parseOutcomesText(text: string, file: string): Promise<OutcomeFile> {
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return collectOutcomeLines(
    lines.map((t, i) => ({ text: t, line: i + 1 })),
    file,
  );
}

/**
 * Reads an outcomes file the user named (`display` as written, resolved against `workspace`):
 * a regular file inside the workspace under MAX_OUTCOMES_FILE_BYTES, streamed.
 */
export async function readOutcomesFile(display: string, workspace: string, field?: string): Promise<OutcomeFile> {
  const { real } = await checkInputFile(resolve(workspace, display), {
    display,
    maxBytes: MAX_OUTCOMES_FILE_BYTES,
    what: "outcomes file",
    workspace,
    ...(field !== undefined ? { field } : {}),
  });
  return collectOutcomeLines(fileLines(real, display), display);
}

/**
 * Whether a file the user named is in the outcomes format: its first non-blank line is a JSON
 * object with a `condition` or `correct` key (the paired verdict format has `original` and
 * `perturbed` instead). Anything else is left for the other format's reader to report.
 */
export async function looksLikeOutcomes(display: string, workspace: string, field?: string): Promise<boolean> {
  const { real } = await checkInputFile(resolve(workspace, display), {
    display,
    maxBytes: MAX_OUTCOMES_FILE_BYTES,
    what: "the input",
    workspace,
    ...(field !== undefined ? { field } : {}),
  });
  const lines = fileLines(real, display);
  try {
    for await (const { text } of lines) {
      if (text.trim() === "") continue;
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch {
        return false;
      }
      return typeof v === "object" && v !== null && !Array.isArray(v) && ("condition" in v || "correct" in v);
    }
    return false;
  } finally {
    await lines.return(undefined);
  }
}
