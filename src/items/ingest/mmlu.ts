import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { InputError } from "../../errors.js";
import type { Item } from "../item.js";
import { decodeUtf8 } from "../../text/strict.js";
import { choiceKey } from "../load.js";
import { isPositionDependent } from "./position.js";

export const REJECT_REASONS = [
  "wrong_column_count",
  "empty_field",
  "bad_answer",
  "ambiguous_answer_index",
  "duplicate_choices",
  "position_dependent_choice",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export interface FileManifest {
  /** Path relative to the ingested directory, with "/" separators. */
  readonly path: string;
  readonly sha256: string;
  /** CSV records read, the header excluded. */
  readonly rows: number;
  readonly header: boolean;
  readonly accepted: number;
  readonly rejected: Partial<Record<RejectReason, number>>;
  /** Line numbers (1-based, where the record starts) of the rejected rows: text never appears here. */
  readonly rejected_lines: { line: number; reason: RejectReason }[];
}

export interface ConvertOptions {
  /** Answer columns holding digits: 0 means 0..3, 1 means 1..4; undefined = infer per file. */
  readonly indexBase?: 0 | 1;
  readonly publishedAt?: string;
  readonly source?: string;
}

const LETTERS = ["A", "B", "C", "D"] as const;

/**
 * One MMLU-layout CSV (question, four choices, answer) → items + the file's manifest entry.
 * Pure: the caller reads the bytes. A bad row is rejected with a reason, never fatal — one row
 * must not stop a 7,000-row conversion; only a file that is not CSV at all is an InputError.
 */
export function convertMmluCsv(
  bytes: Uint8Array,
  relPath: string,
  opts: ConvertOptions = {},
): { items: Item[]; manifest: FileManifest } {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const text = decodeUtf8(bytes, relPath).replace(/\r\n?/g, "\n");
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      info: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    const code = (e as { code?: string }).code ?? "CSV error";
    throw new InputError(
      `not readable as CSV (${code})`,
      line !== undefined ? { file: relPath, line } : { file: relPath },
    );
  }
  const rows = records.map((r) => ({
    cells: r.record,
    line: r.info.lines - r.record.reduce((k, c) => k + (c.match(/\n/g)?.length ?? 0), 0),
  }));

  const header = rows.length > 0 && looksLikeHeader(rows[0]!.cells);
  const data = header ? rows.slice(1) : rows;
  const base = opts.indexBase ?? inferIndexBase(data.map((r) => r.cells[5]));
  const stem = relPath.replace(/\.csv$/i, "");
  const items: Item[] = [];
  const rejected: Partial<Record<RejectReason, number>> = {};
  const rejectedLines: { line: number; reason: RejectReason }[] = [];
  data.forEach((row, k) => {
    const result = convertRow(row.cells, base);
    if (typeof result === "string") {
      rejected[result] = (rejected[result] ?? 0) + 1;
      rejectedLines.push({ line: row.line, reason: result });
      return;
    }
    items.push({
      id: `${stem}-${String(k + 1).padStart(4, "0")}`,
      question: result.question,
      answer: result.answer,
      choices: result.choices,
      ...(opts.publishedAt !== undefined && { publishedAt: opts.publishedAt }),
      source: opts.source ?? relPath,
      metadata: { file: relPath, line: row.line },
    });
  });
  return {
    items,
    manifest: {
      path: relPath,
      sha256,
      rows: data.length,
      header,
      accepted: items.length,
      rejected,
      rejected_lines: rejectedLines,
    },
  };
}

/** One row → question/choices/answer, or the reason it cannot become an item. */
export function convertRow(
  cells: readonly string[],
  indexBase: 0 | 1 | "ambiguous",
): { question: string; choices: string[]; answer: string } | RejectReason {
  if (cells.length !== 6) return "wrong_column_count";
  const [q, ...rest] = cells.map((c) => c.trim());
  const choices = rest.slice(0, 4);
  const rawAnswer = rest[4]!;
  if (!q || choices.some((c) => c === "") || rawAnswer === "") return "empty_field";
  const index = answerToIndex(rawAnswer, indexBase);
  if (typeof index === "string") return index;
  if (new Set(choices.map(choiceKey)).size !== choices.length) return "duplicate_choices";
  if (choices.some(isPositionDependent)) return "position_dependent_choice";
  return { question: q, choices, answer: choices[index]! };
}

function answerToIndex(raw: string, base: 0 | 1 | "ambiguous"): number | RejectReason {
  const a = raw.normalize("NFKC").trim().toUpperCase();
  const li = LETTERS.indexOf(a as (typeof LETTERS)[number]);
  if (li >= 0) return li;
  if (/^[0-4]$/.test(a)) {
    if (base === "ambiguous") return "ambiguous_answer_index";
    const i = Number(a) - base;
    return i >= 0 && i < 4 ? i : "bad_answer";
  }
  return "bad_answer";
}

/** A digit answer column is 0-based if any answer is 0, 1-based if any is 4; otherwise undecidable. */
export function inferIndexBase(answers: readonly (string | undefined)[]): 0 | 1 | "ambiguous" {
  const digits = answers.map((a) => a?.normalize("NFKC").trim() ?? "").filter((a) => /^[0-4]$/.test(a));
  if (digits.length === 0) return 0; // letters only: the base is never consulted
  const has0 = digits.includes("0");
  const has4 = digits.includes("4");
  if (has0 && !has4) return 0;
  if (has4 && !has0) return 1;
  return "ambiguous";
}

const HEADER_WORDS =
  /^(?:question|questions|prompt|input|問題|設問|answer|target|label|correct|正解|答え|[a-d]|choice_?[a-d1-4]|option_?[a-d1-4])$/i;

/** A first row whose answer cell is not an answer and whose cells read like column names. */
function looksLikeHeader(cells: readonly string[]): boolean {
  if (cells.length !== 6) return false;
  const last = cells[5]!.normalize("NFKC").trim();
  if (/^[A-Da-d0-4]$/.test(last)) return false;
  return HEADER_WORDS.test(cells[0]!.normalize("NFKC").trim()) || HEADER_WORDS.test(last);
}
