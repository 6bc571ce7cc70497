/** The shapes the source readers share (read-records.ts re-exports them). */
import type { Compression } from "./byte-stream.js";

export type { Compression };

/**
 * `records`: standard input of the streaming mapper only (docs/leakage-at-scale.md): one JSON
 * object per line, `{"source": string, "line": integer ≥ 1, "text": string}`, each a corpus record
 * reported at its own source and line.
 */
export type SourceFormat = "text" | "jsonl" | "csv" | "tsv" | "parquet" | "records";

/** Standard input as a source: opened at most once (it cannot be read again). */
export type StdinOpener = () => AsyncIterable<Uint8Array>;

export interface SourceFile {
  /** Absolute path ("-" for standard input). */
  readonly path: string;
  /** As reported: relative to the working directory, forward slashes ("-" for standard input). */
  readonly display: string;
  readonly format: SourceFormat;
  readonly compression: Compression;
  /** Standard input instead of `path`, or null for a file. */
  readonly stdin: StdinOpener | null;
  /** JSONL field path or CSV/TSV column. */
  readonly field?: string;
  /** JSONL field / CSV column holding a record id, reported with findings when present. */
  readonly idField?: string;
  /** Text format: lines starting with any of these are not records. */
  readonly skipPrefixes: readonly string[];
}

export interface TextRecord {
  line: number;
  /** Where a CSV/TSV record that spans lines ends (probe records only; pull-request mode). */
  lastLine?: number;
  index?: number;
  id?: string;
  text: string;
  /** `records` format: the source the record names (its `line` is the record's own line). */
  source?: string;
}

export interface ReadStats {
  lines: number;
  bytes: number;
  records: number;
  /** Records without the field (corpora only; a probe without it is an error). */
  skipped: number;
  sha256: string;
}

/** What the reader hands each record to. `wantLine` filters before any decoding. */
export interface RecordVisitor {
  /** `lastLine`: where a CSV/TSV record that spans lines ends (pull-request mode looks at each). */
  wantLine(line: number, lastLine?: number): boolean;
  /** Text format: the raw UTF-8 line, without its newline (and trailing CR). */
  bytes(buf: Buffer, s: number, e: number, line: number): void;
  /** JSONL/CSV/TSV: one extracted value. */
  text(rec: TextRecord): void;
}
