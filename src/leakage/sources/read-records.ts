/**
 * Reading probe sets and corpora (the only file I/O of the leakage pipeline besides git): plain
 * text (one record per line), JSONL (a field path), CSV/TSV (a column), each optionally gzip- or
 * zstd-compressed, and Parquet (a column, row group by row group: parquet.ts); from files or
 * standard input. Corpora stream; memory is bounded by the longest line (a Parquet row group),
 * not by the file. Error messages name the file, line and field, never the text.
 */
import { createHash, type Hash } from "node:crypto";
import { CsvError, parse as parseCsv } from "csv-parse";
import { InputError } from "../../errors.js";
import { duplicateTopLevelKey } from "../../text/strict.js";
import { checkRegularFile } from "../../io/checked-file.js";
import {
  formatBytes,
  GZIP_ALLOWANCE_BYTES,
  MAX_CORPUS_FILE_BYTES,
  MAX_GZIP_RATIO,
  MAX_LINE_BYTES,
  MAX_PROBE_FILE_BYTES,
} from "../../limits.js";
import { describeDecodeError, openByteStream, type ByteOrigin } from "./byte-stream.js";
import { extractField, parseFieldPath, type FieldStep } from "./field-path.js";
import { idOf } from "./record-id.js";
import { Utf8Check } from "./utf8-stream.js";

export type {
  Compression,
  ReadStats,
  RecordVisitor,
  SourceFile,
  SourceFormat,
  StdinOpener,
  TextRecord,
} from "./types.js";
import type { ReadStats, RecordVisitor, SourceFile, TextRecord } from "./types.js";

/** How a report names a source's format: "jsonl", "jsonl+zstd", "parquet". */
export function formatLabel(src: Pick<SourceFile, "format" | "compression">): string {
  return src.compression === "none" ? src.format : `${src.format}+${src.compression}`;
}

/**
 * Told once per chunk read (never per record): the records so far and the bytes read from disk so
 * far (compressed bytes for a compressed file), for a progress line (docs/leakage.md "Progress").
 */
export type ChunkProgress = (records: number, onDiskBytes: number) => void;

export async function readSource(
  src: SourceFile,
  visitor: RecordVisitor,
  strict: boolean,
  progress?: ChunkProgress,
): Promise<ReadStats> {
  const hash = createHash("sha256");
  const stats: ReadStats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
  try {
    if (src.format === "parquet") {
      // Loaded on demand: hyparquet and its codecs add start-up time to every other scan.
      const { readParquet } = await import("./parquet.js");
      await readParquet(src, visitor, strict, stats, hash);
    } else {
      const chunks = openChunks(src, hash, stats, strict, progress);
      if (src.format === "csv" || src.format === "tsv") await readDelimited(src, chunks, visitor, strict, stats);
      else await readLines(src, chunks, visitor, strict, stats);
    }
  } catch (e) {
    if (e instanceof InputError || e instanceof StopReading) throw e;
    throw new InputError(describeIoError(e), { file: src.display });
  }
  stats.sha256 = hash.digest("hex");
  return stats;
}

/** Thrown by a visitor that has seen enough: `readSource` passes it through and closes the file. */
export class StopReading extends Error {}

/**
 * The bytes of a source, decompressed, in chunks. Every cap that bounds a reader is enforced
 * here, so both the in-process and the worker-pool scans get them (docs/reliability.md "Caps"):
 * a regular file only (a FIFO blocks, /dev/zero never ends), its size (for standard input and
 * compressed files, the bytes decompressed), the gzip/zstd expansion ratio, and the longest line
 * (a reader holds one line at a time; a line is the unit of memory). `strict`: a probe or holdout
 * file, held in memory whole, under a smaller cap than a corpus, and checked to be UTF-8 as it passes.
 */
export async function* openChunks(
  src: SourceFile,
  hash: Hash,
  stats: ReadStats,
  strict = false,
  progress?: ChunkProgress,
): AsyncGenerator<Buffer> {
  const what = strict ? "probe file" : "corpus file";
  const maxBytes = strict ? MAX_PROBE_FILE_BYTES : MAX_CORPUS_FILE_BYTES;
  let origin: ByteOrigin;
  let size = Number.POSITIVE_INFINITY;
  if (src.stdin === null) {
    const checked = await checkRegularFile(src.path, { display: src.display, what, maxBytes });
    origin = { kind: "file", real: checked.real };
    size = checked.size;
  } else origin = { kind: "stdin", open: src.stdin };
  const compressed = src.compression !== "none";
  const opened = openByteStream(origin, src.compression);
  const utf8 = strict ? new Utf8Check(src.display) : null;
  let newlines = 0;
  let run = 0; // bytes since the last newline
  try {
    for await (const chunk of opened.chunks) {
      stats.bytes += chunk.length;
      const consumed = opened.consumed();
      if (stats.bytes > maxBytes) {
        throw new InputError(
          `${compressed ? "decompresses to" : "holds"} more than ${formatBytes(maxBytes)}, the cap on a ${what} (docs/reliability.md "Caps")`,
          { file: src.display },
        );
      }
      if (compressed && stats.bytes > GZIP_ALLOWANCE_BYTES + MAX_GZIP_RATIO * Math.min(consumed, size)) {
        throw new InputError(
          `decompresses to ${formatBytes(stats.bytes)} from its first ${formatBytes(consumed)}: more than ${MAX_GZIP_RATIO}× plus ${formatBytes(GZIP_ALLOWANCE_BYTES)}, the cap on ${src.compression} expansion (docs/reliability.md "Caps")`,
          { file: src.display },
        );
      }
      let at = 0;
      for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, nl + 1)) {
        if (run + nl - at > MAX_LINE_BYTES) break;
        newlines++;
        run = 0;
        at = nl + 1;
      }
      run += chunk.length - at;
      if (run > MAX_LINE_BYTES) throw lineTooLong(src, newlines + 1);
      utf8?.push(chunk);
      hash.update(chunk);
      yield chunk;
      // After the reader is done with the chunk, so its records are counted.
      progress?.(stats.records, compressed ? opened.consumed() : stats.bytes);
    }
    utf8?.end();
  } catch (e) {
    if (e instanceof InputError) throw e;
    const why = describeDecodeError(e, src.compression, opened.consumed());
    throw why !== undefined ? new InputError(why, { file: src.display }) : e;
  } finally {
    opened.close();
  }
}

function lineTooLong(src: SourceFile, line: number): InputError {
  return new InputError(
    `line is longer than ${formatBytes(MAX_LINE_BYTES)}, the cap on a line (docs/reliability.md "Caps")`,
    { file: src.display, line },
  );
}

function describeIoError(e: unknown): string {
  const code = (e as { code?: unknown })?.code;
  if (code === "ENOENT") return "file not found";
  if (code === "EACCES") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  if (typeof code === "string" && code.startsWith("Z_")) return `not a valid gzip file (${code})`;
  if (e instanceof Error && e.name === "ZstdError") return `not a valid zstd file`;
  return `cannot read (${typeof code === "string" ? code : "I/O error"})`;
}

async function readLines(
  src: SourceFile,
  chunks: AsyncIterable<Buffer>,
  visitor: RecordVisitor,
  strict: boolean,
  stats: ReadStats,
): Promise<void> {
  const steps = src.format === "jsonl" ? fieldSteps(src) : null;
  const prefixes = src.skipPrefixes.map((p) => Buffer.from(p, "utf8")).filter((p) => p.length > 0);
  let line = 0;
  const onLine = (buf: Buffer, s: number, e: number): void => {
    line++;
    if (!visitor.wantLine(line)) return;
    // A byte-order mark is not part of the first line: "#" behind it still starts a comment.
    if (line === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf) s += 3;
    if (src.format === "records") {
      mapperRecord(src, buf.toString("utf8", s, e), line, visitor, stats);
      return;
    }
    if (steps === null) {
      for (const p of prefixes) if (e - s >= p.length && buf.compare(p, 0, p.length, s, s + p.length) === 0) return;
      stats.records++;
      visitor.bytes(buf, s, e, line);
      return;
    }
    jsonlRecord(src, steps, buf.toString("utf8", s, e), line, visitor, strict, stats);
  };
  // The pieces of the line that straddles chunk boundaries, joined once when its newline comes
  // (joining at every chunk was quadratic: a 300 MB line took 152 s). openChunks caps its length.
  let carry: Buffer[] = [];
  for await (const chunk of chunks) {
    let buf: Buffer = chunk;
    let s = 0;
    if (carry.length) {
      const nl = chunk.indexOf(10);
      if (nl < 0) {
        carry.push(chunk);
        continue;
      }
      const joined = Buffer.concat([...carry, chunk.subarray(0, nl + 1)]);
      const e = joined.length - 1;
      onLine(joined, 0, e > 0 && joined[e - 1] === 13 ? e - 1 : e);
      carry = [];
      buf = chunk;
      s = nl + 1;
    }
    for (;;) {
      const nl = buf.indexOf(10, s);
      if (nl < 0) break;
      onLine(buf, s, nl > s && buf[nl - 1] === 13 ? nl - 1 : nl);
      s = nl + 1;
    }
    if (s < buf.length) carry.push(buf.subarray(s));
  }
  if (carry.length) {
    const rest = Buffer.concat(carry);
    onLine(rest, 0, rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length);
  }
  stats.lines = line;
}

/** One line of the mapper's `records` input; anything else is exit 4 at its input line. */
function mapperRecord(src: SourceFile, raw: string, line: number, visitor: RecordVisitor, stats: ReadStats): void {
  if (raw.trim() === "") return;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new InputError("invalid JSON", { file: src.display, line });
  }
  const o = v as { source?: unknown; line?: unknown; text?: unknown };
  const bad = (field: string, want: string) => new InputError(`must be ${want}`, { file: src.display, line, field });
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new InputError('must be {"source", "line", "text"}', { file: src.display, line });
  if (typeof o.source !== "string" || o.source === "") throw bad("source", "a non-empty string");
  if (typeof o.line !== "number" || !Number.isSafeInteger(o.line) || o.line < 1) throw bad("line", "an integer ≥ 1");
  if (typeof o.text !== "string") throw bad("text", "a string");
  stats.records++;
  visitor.text({ line: o.line, text: o.text, source: o.source });
}

function fieldSteps(src: SourceFile): FieldStep[] {
  if (src.field === undefined) {
    throw new InputError(`${src.format.toUpperCase()} needs a field (--field, or "field" in the config)`, {
      file: src.display,
    });
  }
  const steps = parseFieldPath(src.field);
  if (!steps) throw new InputError(`invalid field path`, { file: src.display, field: src.field });
  return steps;
}

function jsonlRecord(
  src: SourceFile,
  steps: FieldStep[],
  raw: string,
  line: number,
  visitor: RecordVisitor,
  strict: boolean,
  stats: ReadStats,
): void {
  if (line === 1 && raw.charCodeAt(0) === 0xfeff) raw = raw.slice(1);
  if (raw.trim() === "") return;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // JSON.parse messages quote the input; never repeat it (it may be holdout text).
    throw new InputError("invalid JSON", { file: src.display, line });
  }
  if (strict) {
    // JSON.parse keeps the last of two "question" keys silently: the probe would not be the one meant.
    const dup = duplicateTopLevelKey(raw.trim());
    if (dup !== undefined)
      throw new InputError("key appears twice on the line", { file: src.display, line, field: dup });
  }
  const got = extractField(value, steps);
  if (!got.ok) {
    if (strict)
      throw new InputError(got.problem === "missing" ? "field missing" : "field is not text", {
        file: src.display,
        line,
        field: src.field!,
      });
    stats.skipped++;
    return;
  }
  const id = src.idField !== undefined ? idOf((value as Record<string, unknown>)?.[src.idField], src, line) : undefined;
  for (const v of got.values) {
    stats.records++;
    const rec: TextRecord = { line, text: v.text };
    if (v.index !== undefined) rec.index = v.index;
    if (id !== undefined) rec.id = id;
    visitor.text(rec);
  }
}

async function readDelimited(
  src: SourceFile,
  chunks: AsyncIterable<Buffer>,
  visitor: RecordVisitor,
  strict: boolean,
  stats: ReadStats,
): Promise<void> {
  if (src.field === undefined) {
    throw new InputError(`${src.format.toUpperCase()} needs a column (--field, or "field" in the config)`, {
      file: src.display,
    });
  }
  const parser = parseCsv({
    columns: (header: string[]) => {
      // csv-parse keeps the last of two equal column names: the other column's text would vanish.
      const dup = header.find((h, i) => header.indexOf(h) !== i);
      if (dup !== undefined)
        throw new InputError("column name appears twice in the header", { file: src.display, line: 1, field: dup });
      return header;
    },
    info: true,
    raw: true,
    bom: true,
    skip_empty_lines: true,
    // A quoted field can span lines: the record, not only the line, is capped.
    max_record_size: MAX_LINE_BYTES,
    delimiter: src.format === "tsv" ? "\t" : ",",
    // TSV has no quoting convention; a stray quote is text.
    quote: src.format === "tsv" ? false : '"',
  });
  const feed = (async () => {
    try {
      for await (const chunk of chunks) {
        // A parser destroyed by a reader that stopped early never drains: stop feeding it.
        if (parser.destroyed) break;
        if (!parser.write(chunk)) await new Promise((r) => (parser.once("drain", r), parser.once("close", r)));
      }
      if (!parser.destroyed) parser.end();
    } catch (e) {
      parser.destroy(e as Error);
    }
  })();
  let checked = false;
  try {
    for await (const row of parser as AsyncIterable<{
      record: Record<string, unknown>;
      info: { lines: number };
      raw: string;
    }>) {
      if (!checked) {
        checked = true;
        // A corpus without the column counts every row as skipped: the scan then names the
        // config line or flag that asked for it (src/leakage/scan.ts), as for a JSONL field.
        if (strict && !Object.hasOwn(row.record, src.field)) {
          throw new InputError("column not in the header", { file: src.display, line: 1, field: src.field });
        }
      }
      const own = row.raw.replace(/^(?:\r?\n)+/, "").replace(/\r?\n$/, "");
      const line = row.info.lines - (own.match(/\n/g)?.length ?? 0);
      stats.lines = row.info.lines;
      if (!visitor.wantLine(line, row.info.lines)) continue;
      const v = row.record[src.field];
      if (typeof v !== "string") {
        if (strict) throw new InputError("field missing", { file: src.display, line, field: src.field });
        stats.skipped++;
        continue;
      }
      stats.records++;
      const rec: TextRecord = { line, text: v };
      const id = src.idField !== undefined ? idOf(row.record[src.idField], src, line) : undefined;
      if (id !== undefined && id !== "") rec.id = id;
      visitor.text(rec);
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    // csv-parse messages quote the offending characters; keep only the code and the line. Not
    // every code starts with CSV_ (a stray quote is INVALID_OPENING_QUOTE): test the class.
    if (e instanceof CsvError) {
      const line = (e as { lines?: unknown }).lines;
      const why =
        e.code === "CSV_MAX_RECORD_SIZE"
          ? `a record longer than ${formatBytes(MAX_LINE_BYTES)}, the cap on a line (docs/reliability.md "Caps")`
          : e.code;
      throw new InputError(`invalid ${src.format.toUpperCase()} (${why})`, {
        file: src.display,
        ...(typeof line === "number" ? { line } : {}),
      });
    }
    throw e;
  }
  await feed;
}

/** Collects every record of a probe file (probe sets are small; the index holds them anyway). */
export async function readProbeRecords(src: SourceFile): Promise<{ records: TextRecord[]; stats: ReadStats }> {
  const records: TextRecord[] = [];
  let last = 0;
  const stats = await readSource(
    src,
    {
      wantLine: (line, lastLine = line) => {
        last = lastLine;
        return true;
      },
      bytes: (buf, s, e, line) => void records.push({ line, text: buf.toString("utf8", s, e) }),
      text: (rec) => void records.push(last > rec.line ? { ...rec, lastLine: last } : rec),
    },
    // Strict: probes must be exactly the text meant (UTF-8 checked as the bytes pass, a Parquet
    // string decoded fatally); corpora stay lenient: one binary line must not stop a scan, and
    // U+FFFD can only lower a similarity.
    true,
  );
  return { records, stats };
}
