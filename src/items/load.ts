import { readFile } from "node:fs/promises";
import { isUtf8 } from "node:buffer";
import { firstLine, InputError } from "../errors.js";
import { checkInputFile } from "../io/checked-file.js";
import { formatBytes, MAX_ITEMS_FILE_BYTES, MAX_LINE_BYTES, MAX_QUESTIONS } from "../limits.js";
import { isIsoDate } from "../text/iso-date.js";
import { duplicateTopLevelKey } from "../text/strict.js";
import { CHOICE_LABELS, MAX_CHOICES, type Item } from "./item.js";

const KNOWN_KEYS = new Set(["id", "question", "answer", "choices", "published_at", "source", "metadata"]);

/** What a JSONL file held: the items, plus counts a report must show. */
export interface LoadedItems {
  readonly file: string;
  readonly items: Item[];
  /** Items without `published_at`: counted, never silently dropped. */
  readonly undated: number;
  /** Blank and `//` lines skipped. */
  readonly skippedLines: number;
}

/**
 * Parses benchmark JSONL text. Pure: `file` only labels errors. Every problem is an exit-4
 * InputError naming file:line and the field; messages never quote item text (it may be holdout).
 */
export function parseItemsJsonl(text: string, file: string): LoadedItems {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return collectItems(body.split("\n"), file);
}

/**
 * Parses benchmark JSONL bytes line by line: each line is decoded strictly on its own, so no
 * string ever holds the whole file (V8 cannot hold one over 512 MiB) and a long line costs its
 * length once. Lines over MAX_LINE_BYTES are rejected at their line.
 */
export function parseItemsBytes(bytes: Uint8Array, file: string): LoadedItems {
  return collectItems(utf8Lines(bytes, file), file);
}

function collectItems(lines: Iterable<string>, file: string): LoadedItems {
  const items: Item[] = [];
  const seen = new Map<string, number>();
  let undated = 0;
  let skippedLines = 0;
  let line = 0;
  let trailingBlank = false;
  for (const text of lines) {
    line++;
    const trimmed = text.replace(/\r$/, "").trim();
    trailingBlank = false;
    if (trimmed === "" || trimmed.startsWith("//")) {
      skippedLines++;
      trailingBlank = trimmed === "";
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      throw new InputError(`not valid JSON (${describeJsonError(e)})`, { file, line });
    }
    const dup = duplicateTopLevelKey(trimmed);
    if (dup !== undefined)
      throw new InputError("appears twice on the line (JSON keeps only the last; say which you mean)", {
        file,
        line,
        field: dup,
      });
    const item = itemFromJson(value, file, line);
    const first = seen.get(item.id);
    if (first !== undefined) {
      throw new InputError(`duplicate id (first seen on line ${first})`, { file, line, field: "id" });
    }
    if (items.length >= MAX_QUESTIONS) {
      throw new InputError(
        `more than ${MAX_QUESTIONS.toLocaleString("en-US")} items; the cap is ${MAX_QUESTIONS.toLocaleString("en-US")} questions (docs/reliability.md "Caps")`,
        { file, line },
      );
    }
    seen.set(item.id, line);
    if (item.publishedAt === undefined) undated++;
    items.push(item);
  }
  // The empty string after a final newline is not a line of the file.
  if (trailingBlank) skippedLines--;
  if (items.length === 0) throw new InputError("no items (the file is empty or only comments)", { file });
  return { file, items, undated, skippedLines };
}

/** The lines of UTF-8 bytes (BOM dropped), each decoded strictly; "" after a final newline. */
function* utf8Lines(bytes: Uint8Array, file: string): Generator<string> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // One fast whole-buffer check; only a file that fails it is decoded line by line to find the line.
  const valid = isUtf8(buf);
  const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let start = 0;
  for (let line = 1; ; line++) {
    let end = buf.indexOf(0x0a, start);
    const last = end < 0;
    if (last) end = buf.length;
    if (end - start > MAX_LINE_BYTES) {
      throw new InputError(
        `line is ${formatBytes(end - start)}; the cap is ${formatBytes(MAX_LINE_BYTES)} a line (docs/reliability.md "Caps")`,
        { file, line },
      );
    }
    let text: string;
    if (valid) text = buf.toString("utf8", start, end);
    else {
      try {
        text = fatal.decode(buf.subarray(start, end));
      } catch {
        throw new InputError("not valid UTF-8", { file, line });
      }
    }
    yield line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (last) return;
    start = end + 1;
  }
}

/** Reads and parses a benchmark file: a regular file under MAX_ITEMS_FILE_BYTES (docs/reliability.md "Caps"). */
export async function loadItemsFile(path: string, displayName: string, workspace: string): Promise<LoadedItems> {
  const { real } = await checkInputFile(path, {
    display: displayName,
    maxBytes: MAX_ITEMS_FILE_BYTES,
    what: "benchmark file",
    workspace,
  });
  let bytes: Buffer;
  try {
    bytes = await readFile(real);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "read error";
    throw new InputError(`cannot read benchmark file (${code})`, { file: displayName });
  }
  return parseItemsBytes(bytes, displayName);
}

/** V8's JSON messages quote the offending text; keep only the kind of error and the column. */
function describeJsonError(e: unknown): string {
  const msg = e instanceof Error ? firstLine(e) : "";
  const pos = /at position (\d+)/.exec(msg);
  const kind = msg
    .replace(/ in JSON at position \d+.*$/, "")
    .replace(/,? ".*$/, "")
    .replace(/^Unexpected token .*$/, "unexpected character")
    .replace(/^Unexpected non-whitespace character after JSON.*$/, "text after the JSON value")
    .slice(0, 80);
  return pos ? `${kind || "syntax error"} at column ${Number(pos[1]) + 1}` : kind || "syntax error";
}

function itemFromJson(value: unknown, file: string, line: number): Item {
  const where = (field?: string) => (field === undefined ? { file, line } : { file, line, field });
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError("each line must be a JSON object", where());
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!KNOWN_KEYS.has(key)) {
      throw new InputError(
        "unknown field (allowed: id, question, answer, choices, published_at, source, metadata; put extras in metadata)",
        where(key),
      );
    }
  }
  const id = requiredString(obj, "id", where);
  const question = requiredString(obj, "question", where);
  const answer = requiredString(obj, "answer", where);

  let choices: string[] = [];
  if (obj.choices !== undefined && obj.choices !== null) {
    if (!Array.isArray(obj.choices)) throw new InputError("must be an array of strings", where("choices"));
    if (obj.choices.length === 1)
      throw new InputError("a multiple-choice item needs at least 2 choices", where("choices"));
    if (obj.choices.length > MAX_CHOICES) {
      throw new InputError(
        `${obj.choices.length} choices; at most ${MAX_CHOICES} (labels ${CHOICE_LABELS[0]}–${CHOICE_LABELS[MAX_CHOICES - 1]})`,
        where("choices"),
      );
    }
    choices = obj.choices.map((c, i) => {
      if (typeof c !== "string") throw new InputError(`choice ${i + 1} is not a string`, where("choices"));
      if (c.trim() === "") throw new InputError(`choice ${i + 1} is empty`, where("choices"));
      return c;
    });
    const byKey = new Map<string, number>();
    choices.forEach((c, i) => {
      const key = choiceKey(c);
      const prev = byKey.get(key);
      if (prev !== undefined) {
        throw new InputError(
          `choices ${prev + 1} and ${i + 1} are duplicates (compared trimmed, NFKC, case-insensitive)`,
          where("choices"),
        );
      }
      byKey.set(key, i);
    });
    if (!choices.includes(answer)) {
      throw new InputError(
        "answer is not one of the choices (it must equal one choice's text exactly)",
        where("answer"),
      );
    }
  }

  let publishedAt: string | undefined;
  if (obj.published_at !== undefined && obj.published_at !== null) {
    if (typeof obj.published_at !== "string" || !isIsoDate(obj.published_at)) {
      throw new InputError("must be a calendar date YYYY-MM-DD", where("published_at"));
    }
    publishedAt = obj.published_at;
  }
  let source: string | undefined;
  if (obj.source !== undefined && obj.source !== null) {
    if (typeof obj.source !== "string") throw new InputError("must be a string", where("source"));
    source = obj.source;
  }
  let metadata: Record<string, unknown> | undefined;
  if (obj.metadata !== undefined && obj.metadata !== null) {
    if (typeof obj.metadata !== "object" || Array.isArray(obj.metadata)) {
      throw new InputError("must be a JSON object", where("metadata"));
    }
    metadata = obj.metadata as Record<string, unknown>;
  }
  return {
    id,
    question,
    answer,
    choices,
    ...(publishedAt !== undefined && { publishedAt }),
    ...(source !== undefined && { source }),
    ...(metadata !== undefined && { metadata }),
  };
}

function requiredString(
  obj: Record<string, unknown>,
  field: string,
  where: (f: string) => { file: string; line: number; field?: string },
): string {
  const v = obj[field];
  if (v === undefined || v === null) throw new InputError("missing", where(field));
  if (typeof v !== "string")
    throw new InputError(`must be a string (got ${Array.isArray(v) ? "array" : typeof v})`, where(field));
  if (v.trim() === "") throw new InputError("is empty", where(field));
  return v;
}

/** Two choices that read the same to a model are one choice presented twice. */
export function choiceKey(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

// Items, benchmark dates and models' training cutoffs share one definition of a date (src/text/).
export { isIsoDate };
