/**
 * Reading the files other eval tools write, for the promptfoo, OpenAI evals and HELM importers
 * (docs/import.md): a whole JSON document (promptfoo `-o results.json`, HELM's run files) or JSONL
 * line by line (promptfoo `.jsonl`, OpenAI evals `--record_path`). Every file passes the input
 * gate first (regular file, inside the workspace, under its cap); every problem is one exit-4
 * InputError naming the file, and the line or JSON path, and the field.
 */
import { InputError } from "../../errors.js";
import { checkInputFile } from "../../io/checked-file.js";
import { formatBytes, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_JSON_BYTES } from "../../limits.js";
import { duplicateTopLevelKey } from "../../text/strict.js";
import { fileLines } from "../lines.js";
import { readJsonFile } from "./files.js";
import type { ImportPath, ReadMeter } from "./types.js";

/** Where a value sits: the file as the user wrote it, the line (JSONL), the JSON path below it. */
export interface ToolPlace {
  readonly file: string;
  readonly line?: number;
  /** JSON path of the value inside the document or line, "" for the top. */
  readonly path: string;
}

/** `at`'s child `key` (a property name or an array index). */
export function child(at: ToolPlace, key: string | number): ToolPlace {
  const step = typeof key === "number" ? `[${key}]` : at.path === "" ? key : `.${key}`;
  return { ...at, path: at.path + step };
}

/** The exit-4 error for the value at `at`: file, line when there is one, the JSON path as field. */
export function toolError(at: ToolPlace, message: string): InputError {
  return new InputError(message, {
    file: at.file,
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.path !== "" ? { field: at.path } : {}),
  });
}

/**
 * The JSON value in a file (whole), after the input gate. A whole document is one string, so its
 * cap is MAX_IMPORT_JSON_BYTES (well below what V8 holds as one string).
 */
export async function readToolJson(
  p: ImportPath,
  workspace: string,
  what: string,
  /** What to do instead when the file is over the cap (promptfoo: write JSONL, which streams). */
  overCap?: string,
  meter?: ReadMeter,
): Promise<unknown> {
  const { real, size } = await checkInputFile(p.path, {
    display: p.display,
    maxBytes: overCap === undefined ? MAX_IMPORT_JSON_BYTES : Number.MAX_SAFE_INTEGER,
    what,
    workspace,
  });
  if (size > MAX_IMPORT_JSON_BYTES) {
    throw new InputError(
      `${what} is ${formatBytes(size)}; a whole JSON document is read up to ${formatBytes(MAX_IMPORT_JSON_BYTES)} (docs/reliability.md "Caps"): ${overCap}`,
      { file: p.display },
    );
  }
  return readJsonFile(real, p.display, what, meter);
}

/** One parsed JSONL line and its 1-based number. */
export interface ToolLine {
  readonly value: unknown;
  readonly line: number;
}

/**
 * The non-blank lines of a JSONL file, each parsed, streamed (a log can be larger than one
 * string). A line that is not JSON, or repeats a top-level key (JSON.parse would keep the last
 * "correct" without a word), is an error at that line.
 */
export async function* readToolJsonl(
  p: ImportPath,
  workspace: string,
  what: string,
  meter?: ReadMeter,
): AsyncGenerator<ToolLine> {
  const { real } = await checkInputFile(p.path, {
    display: p.display,
    maxBytes: MAX_IMPORT_FILE_BYTES,
    what,
    workspace,
  });
  for await (const { text, line } of fileLines(real, p.display, meter)) {
    const trimmed = text.trim();
    if (trimmed === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new InputError("not valid JSON (expected one JSON value per line)", { file: p.display, line });
    }
    const dup = duplicateTopLevelKey(trimmed);
    if (dup !== undefined) throw new InputError("appears twice on the line", { file: p.display, line, field: dup });
    yield { value, line };
  }
}

/** A plain object (not null, not an array), or undefined. */
export function plainObject(v: unknown): Record<string, unknown> | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** The object at `at`, or an error saying what was there instead. */
export function expectObject(v: unknown, at: ToolPlace, what = "a JSON object"): Record<string, unknown> {
  const o = plainObject(v);
  if (o === undefined) throw toolError(at, `expected ${what}, got ${describeJson(v)}`);
  return o;
}

/** A non-empty string field, or an error naming it. */
export function expectString(o: Record<string, unknown>, key: string, at: ToolPlace): string {
  const v = o[key];
  if (v === undefined) throw toolError(child(at, key), "missing");
  if (typeof v !== "string" || v === "")
    throw toolError(child(at, key), `must be a non-empty string, got ${describeJson(v)}`);
  return v;
}

/** What a JSON value is, for messages: never the value itself (it may be question text). */
export function describeJson(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return v === "" ? "an empty string" : "a string";
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return typeof v === "object" ? "an object" : typeof v;
}

/**
 * A label from the log (a model, a prompt label) usable as a model or condition name as it is:
 * one line, no surrounding white space, short enough to type in a flag. Returns the reason it is
 * not, or undefined.
 */
export function unusableName(s: string): string | undefined {
  if (s.trim() !== s) return "starts or ends with white space";
  if (/[\r\n]/.test(s)) return "spans several lines";
  if (s.length > MAX_NAME_CHARS) return `is ${s.length} characters long (at most ${MAX_NAME_CHARS})`;
  return undefined;
}

export const MAX_NAME_CHARS = 200;

/** `s` shortened for a message (labels can be long): identifiers only, never item text. */
export function quoteName(s: string): string {
  const one = s.replace(/\s+/g, " ");
  return JSON.stringify(one.length > 60 ? one.slice(0, 57) + "..." : one);
}

/** "3 results" / "1 result". */
export function plural(n: number, word: string, many = word + "s"): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? word : many}`;
}

/** JSON with object keys sorted at every depth: the same vars give the same text, whatever the order. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return "[" + v.map(canonicalJson).join(",") + "]";
  if (typeof v === "object" && v !== null) {
    const o = v as Record<string, unknown>;
    return (
      "{" +
      Object.keys(o)
        .sort()
        .filter((k) => o[k] !== undefined)
        .map((k) => JSON.stringify(k) + ":" + canonicalJson(o[k]))
        .join(",") +
      "}"
    );
  }
  return JSON.stringify(v) ?? "null";
}

/** "right 20, wrong 9, unparsed (null) 3": the first note of an import, in the words of the others. */
export function tally(rows: readonly { correct: boolean | null }[]): string {
  let right = 0;
  let wrong = 0;
  let unknown = 0;
  for (const r of rows) {
    if (r.correct === true) right++;
    else if (r.correct === false) wrong++;
    else unknown++;
  }
  return `${plural(rows.length, "row")}: right ${right}, wrong ${wrong}, unparsed (null) ${unknown}`;
}
