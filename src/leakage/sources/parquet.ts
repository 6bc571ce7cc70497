/**
 * Parquet sources (FineWeb, Hugging Face's `refs/convert/parquet`): the text column only, one row
 * group at a time, so memory is bounded by a row group's text column, not by the file. A row is a
 * record; its 1-based row number is its "line", so a Parquet copy of a JSONL file reports the same
 * places. The field path works as in JSONL: its first step names the top-level column (a struct or
 * list column is assembled and walked like a JSON object). Caps: docs/reliability.md "Caps".
 */
import type { Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { parquetMetadata, parquetRead, parquetSchema, type AsyncBuffer, type FileMetaData } from "hyparquet";
import { InputError } from "../../errors.js";
import { checkRegularFile } from "../../io/checked-file.js";
import { boundedCompressors, PageBudget } from "../../io/parquet-codecs.js";
import {
  formatBytes,
  MAX_CORPUS_FILE_BYTES,
  MAX_PARQUET_FOOTER_BYTES,
  MAX_PARQUET_ROW_GROUP_BYTES,
  MAX_PROBE_FILE_BYTES,
} from "../../limits.js";
import { extractField, parseFieldPath } from "./field-path.js";
import type { ReadStats, RecordVisitor, SourceFile, TextRecord } from "./types.js";
import { idOf } from "./record-id.js";

const CAP = `(docs/reliability.md "Caps")`;

/** The caps this reader applies; tests pass smaller ones to reach them with small files. */
export interface ParquetCaps {
  readonly rowGroupBytes: number;
  readonly footerBytes: number;
}
const CAPS: ParquetCaps = { rowGroupBytes: MAX_PARQUET_ROW_GROUP_BYTES, footerBytes: MAX_PARQUET_FOOTER_BYTES };

export async function readParquet(
  src: SourceFile,
  visitor: RecordVisitor,
  strict: boolean,
  stats: ReadStats,
  hash: Hash,
  caps: ParquetCaps = CAPS,
): Promise<void> {
  const steps = parquetFieldSteps(src);
  const what = strict ? "probe file" : "corpus file";
  const maxBytes = strict ? MAX_PROBE_FILE_BYTES : MAX_CORPUS_FILE_BYTES;
  const { real, size } = await checkRegularFile(src.path, { display: src.display, what, maxBytes });
  const fh = await open(real, "r");
  try {
    const metadata = await readFooter(fh, size, src.display, caps.footerBytes);
    const column = steps[0]!.key;
    const top = topLevelColumns(metadata);
    const rows = Number(metadata.num_rows);
    const groupRows = metadata.row_groups.reduce((a, g) => a + Number(g.num_rows), 0);
    if (!Number.isSafeInteger(rows) || rows !== groupRows) {
      throw new InputError(`invalid Parquet metadata (${rows} rows, but its row groups hold ${groupRows})`, {
        file: src.display,
      });
    }
    stats.bytes = size;
    if (!top.has(column)) {
      // As a CSV without the column: a corpus counts every row as skipped, and the scan names the
      // flag or config line that asked for it; a probe file is wrong outright.
      if (strict) throw new InputError("column not in the Parquet schema", { file: src.display, field: src.field });
      stats.lines = rows;
      stats.skipped = rows;
    } else {
      const idColumn = src.idField !== undefined && top.has(src.idField) ? src.idField : undefined;
      const columns = idColumn !== undefined && idColumn !== column ? [column, idColumn] : [column];
      const file = fileBuffer(fh, size);
      let rowStart = 0;
      for (const [g, group] of metadata.row_groups.entries()) {
        const n = Number(group.num_rows);
        const where = `row group ${g + 1} of ${metadata.row_groups.length} (rows ${(rowStart + 1).toLocaleString("en-US")}–${(rowStart + n).toLocaleString("en-US")})`;
        const got = await readRowGroup(
          { file, metadata, group, columns, column, rowStart, n, where },
          src,
          strict,
          caps,
        );
        visitRows(got, rowStart, { steps, idColumn }, src, strict, stats, visitor);
        rowStart += n;
        stats.lines = rowStart;
      }
    }
  } finally {
    await fh.close();
  }
  // The digest is of the file's bytes (it is what a partition manifest or merge compares), read
  // once more in order: the row groups above read only the text column.
  await hashFile(real, hash);
}

/** A Parquet source names a file (not stdin, not compressed) and a valid field path; its steps. */
function parquetFieldSteps(src: SourceFile): NonNullable<ReturnType<typeof parseFieldPath>> {
  if (src.stdin !== null) {
    throw new InputError(
      "Parquet cannot be read from standard input (its index is at the end of the file); name the file instead",
      { file: src.display },
    );
  }
  if (src.compression !== "none") {
    throw new InputError(
      `a ${src.compression}-compressed Parquet file: Parquet compresses its own pages; decompress the file first`,
      { file: src.display },
    );
  }
  if (src.field === undefined) {
    throw new InputError(`Parquet needs a column (--field, or "field" in the config)`, { file: src.display });
  }
  const steps = parseFieldPath(src.field);
  if (!steps) throw new InputError(`invalid field path`, { file: src.display, field: src.field });
  return steps;
}

/** One row group's wanted columns, decoded within the cap; every failure names the row group. */
async function readRowGroup(
  g: {
    file: AsyncBuffer;
    metadata: FileMetaData;
    group: FileMetaData["row_groups"][number];
    columns: string[];
    column: string;
    rowStart: number;
    n: number;
    where: string;
  },
  src: SourceFile,
  strict: boolean,
  caps: ParquetCaps,
): Promise<Record<string, unknown>[]> {
  const { file, metadata, group, columns, column, rowStart, n, where } = g;
  const chunks = group.columns.filter((c) => columns.includes(c.meta_data?.path_in_schema[0] ?? ""));
  const offset = Math.min(...chunks.map((c) => Number(c.meta_data?.data_page_offset ?? 0)));
  const declared = Math.max(
    chunks.reduce((a, c) => a + Number(c.meta_data?.total_uncompressed_size ?? 0), 0),
    chunks.reduce((a, c) => a + Number(c.meta_data?.total_compressed_size ?? 0), 0),
  );
  if (declared > caps.rowGroupBytes) {
    throw new InputError(
      `${where}, at byte ${offset.toLocaleString("en-US")}: column "${column}" holds ${formatBytes(declared)}, over ${formatBytes(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}; rewrite the file with smaller row groups`,
      { file: src.display },
    );
  }
  let got: Record<string, unknown>[] = [];
  try {
    await parquetRead({
      file,
      metadata,
      columns,
      rowStart,
      rowEnd: rowStart + n,
      rowFormat: "object",
      // Page headers can claim any size: the budget refuses a page before it is allocated.
      compressors: boundedCompressors(caps.rowGroupBytes),
      parsers: strict ? STRICT_PARSERS : LENIENT_PARSERS,
      onComplete: (r) => {
        got = r;
      },
    });
  } catch (e) {
    if (e instanceof InputError) throw e;
    if (e instanceof PageBudget) {
      throw new InputError(
        `${where}, at byte ${offset.toLocaleString("en-US")}: its pages decompress to more than ${formatBytes(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}`,
        { file: src.display },
      );
    }
    if (e instanceof BadUtf8) {
      throw new InputError(`${where}: not valid UTF-8`, { file: src.display, field: src.field });
    }
    if (e instanceof BadJson) {
      throw new InputError(`${where}: a JSON column holds invalid JSON`, { file: src.display, field: src.field });
    }
    throw new InputError(`${where}, at byte ${offset.toLocaleString("en-US")}: invalid Parquet data (${brief(e)})`, {
      file: src.display,
    });
  }
  if (got.length !== n) {
    throw new InputError(`${where}: invalid Parquet data (${got.length} rows decoded)`, { file: src.display });
  }
  return got;
}

/** A row group's rows handed to the visitor: one record per text value, its row number as its line. */
function visitRows(
  got: readonly Record<string, unknown>[],
  rowStart: number,
  cols: { steps: NonNullable<ReturnType<typeof parseFieldPath>>; idColumn: string | undefined },
  src: SourceFile,
  strict: boolean,
  stats: ReadStats,
  visitor: RecordVisitor,
): void {
  const { steps, idColumn } = cols;
  for (let j = 0; j < got.length; j++) {
    const line = rowStart + j + 1;
    if (!visitor.wantLine(line)) continue;
    const row = got[j]!;
    const value = extractField(row, steps);
    if (!value.ok) {
      if (strict)
        throw new InputError(value.problem === "missing" ? "field missing" : "field is not text", {
          file: src.display,
          line,
          field: src.field,
        });
      stats.skipped++;
      continue;
    }
    const id = idColumn !== undefined ? idOf(row[idColumn], src, line) : undefined;
    for (const v of value.values) {
      stats.records++;
      const rec: TextRecord = { line, text: v.text };
      if (v.index !== undefined) rec.index = v.index;
      if (id !== undefined) rec.id = id;
      visitor.text(rec);
    }
  }
}

/** The footer, checked before it is parsed: magic numbers, its length against the file and the cap. */
async function readFooter(fh: FileHandle, size: number, display: string, cap: number): Promise<FileMetaData> {
  if (size < 12) throw new InputError("not a Parquet file (shorter than its header and footer)", { file: display });
  const head = await readAt(fh, 0, 4);
  const tail = await readAt(fh, size - 8, 8);
  if (head.toString("latin1") !== "PAR1" || tail.toString("latin1", 4) !== "PAR1") {
    throw new InputError('not a Parquet file (no "PAR1" at its start and end)', { file: display });
  }
  const length = tail.readUInt32LE(0);
  if (length > size - 12) {
    throw new InputError(
      `invalid Parquet footer (its length, ${length.toLocaleString("en-US")} bytes at byte ${(size - 8).toLocaleString("en-US")}, exceeds the file)`,
      { file: display },
    );
  }
  if (length > cap) {
    throw new InputError(
      `Parquet footer of ${formatBytes(length)}, over ${formatBytes(cap)}, the cap on a footer ${CAP}`,
      { file: display },
    );
  }
  const buf = await readAt(fh, size - 8 - length, length + 8);
  try {
    return parquetMetadata(buf);
  } catch (e) {
    throw new InputError(
      `invalid Parquet footer at byte ${(size - 8 - length).toLocaleString("en-US")} (${brief(e)})`,
      { file: display },
    );
  }
}

function topLevelColumns(metadata: FileMetaData): Set<string> {
  return new Set(parquetSchema(metadata).children.map((c) => c.element.name));
}

function fileBuffer(fh: FileHandle, size: number): AsyncBuffer {
  return {
    byteLength: size,
    slice: async (start: number, end = size) => {
      const s = Math.max(0, start);
      const e = Math.min(size, end);
      const b = await readAt(fh, s, Math.max(0, e - s));
      return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
    },
  };
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fh.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return got === length ? buf : buf.subarray(0, got);
}

async function hashFile(path: string, hash: Hash): Promise<void> {
  for await (const c of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(c as Buffer);
}

class BadUtf8 extends Error {}

class BadJson extends Error {}

const fatal = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");
/** Probes must be the text meant (a bad byte is an error); a null stays null (a missing field). */
function fatalUtf8(bytes: Uint8Array | null | undefined): string | null | undefined {
  if (bytes === null || bytes === undefined) return bytes;
  try {
    return fatal.decode(bytes);
  } catch {
    throw new BadUtf8();
  }
}
/** JSON.parse's message quotes the input, which may be holdout text: report the column only. */
function json(decode: (b: Uint8Array) => string | null | undefined) {
  return (bytes: Uint8Array | null | undefined): unknown => {
    if (bytes === null || bytes === undefined) return bytes;
    try {
      return JSON.parse(decode(bytes) ?? "");
    } catch (e) {
      if (e instanceof BadUtf8) throw e;
      throw new BadJson();
    }
  };
}
const STRICT_PARSERS = { stringFromBytes: fatalUtf8, jsonFromBytes: json(fatalUtf8) };
const LENIENT_PARSERS = { jsonFromBytes: json((b) => lenient.decode(b)) };

/** A library's message, short; never the data (hyparquet's messages name structure, not values). */
function brief(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.length > 160 ? `${m.slice(0, 160)}…` : m;
}
