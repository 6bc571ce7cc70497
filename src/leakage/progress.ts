import { formatBytes } from "../limits.js";

/** Where a long scan is: what the progress line shows (docs/leakage.md "Progress"). */
export interface ScanProgress {
  readonly records: number;
  /** Bytes read from disk (compressed bytes for a compressed file): the unit of the ETA. */
  readonly bytes: number;
  /** The corpus files' size on disk, when every one is known (not standard input). */
  readonly totalBytes: number | null;
  readonly elapsedMs: number;
}

export interface ProgressSink {
  /** Milliseconds from any origin; injected so tests drive time (no wall clock in tests). */
  readonly now: () => number;
  /** Least time between two lines: 1 s redrawn on a terminal, 10 s as plain lines in CI logs. */
  readonly everyMs: number;
  readonly report: (p: ScanProgress) => void;
}

/**
 * Counts for the progress line. The reader hands over its running totals once per chunk
 * (tens of KiB), never per record, so the hot loop pays nothing; the clock is read then too.
 */
export class ProgressMeter {
  private doneRecords = 0;
  private doneBytes = 0;
  private fileRecords = 0;
  private fileBytes = 0;
  private readonly t0: number;
  private last: number;

  constructor(
    private readonly sink: ProgressSink,
    private readonly totalBytes: number | null,
  ) {
    this.t0 = sink.now();
    this.last = this.t0;
  }

  /** The current file's running totals: records so far and bytes read from disk so far. */
  update(records: number, bytes: number): void {
    this.fileRecords = records;
    this.fileBytes = bytes;
    const t = this.sink.now();
    if (t - this.last < this.sink.everyMs) return;
    this.last = t;
    this.sink.report(this.snapshot(t));
  }

  /** A file is done: its final totals (the reader's stats) replace the running ones. */
  fileDone(records: number, bytes: number): void {
    this.doneRecords += records;
    this.doneBytes += bytes;
    this.fileRecords = 0;
    this.fileBytes = 0;
  }

  /** The closing line, whatever the cadence, when a line was shown (a short scan stays silent). */
  finish(): void {
    if (this.last === this.t0) return;
    this.sink.report(this.snapshot(this.sink.now()));
  }

  private snapshot(t: number): ScanProgress {
    return {
      records: this.doneRecords + this.fileRecords,
      bytes: this.doneBytes + this.fileBytes,
      totalBytes: this.totalBytes,
      elapsedMs: t - this.t0,
    };
  }
}

/** "120,000 records, 48.2 MiB of 310 MiB, 9,231 records/s, 3.7 MiB/s, ETA 0m42s" — the look of `run`'s line. */
export function formatScanProgress(p: ScanProgress, unit = "records"): string {
  const s = p.elapsedMs / 1000;
  const rate = s > 0 ? p.records / s : 0;
  const byteRate = s > 0 ? p.bytes / s : 0;
  const of = p.totalBytes !== null ? ` of ${formatBytes(p.totalBytes)}` : "";
  const left = p.totalBytes !== null && byteRate > 0 ? Math.round(Math.max(0, p.totalBytes - p.bytes) / byteRate) : NaN;
  const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
  return `${p.records.toLocaleString("en-US")} ${unit}, ${formatBytes(p.bytes)}${of}, ${Math.round(rate).toLocaleString("en-US")} ${unit}/s, ${formatBytes(Math.round(byteRate))}/s${eta}`;
}
