/**
 * The search side of the scan: each corpus file read once, record by record, each record handed
 * to the matcher (LineScanner over the probe index), each verified match handed to the sink —
 * the reader, the matcher and the sink know nothing of each other (docs/leakage.md "How the scan
 * runs"). Pull-request mode and sharding only decide which records are read and by which index.
 */
import type { LineScanner } from "../line-scanner.js";
import { scanTextParallel, type WorkerPool } from "../parallel.js";
import { ProgressMeter, type ProgressSink } from "../progress.js";
import type { LeakageReport } from "../report.js";
import type { FindingSink } from "../sink.js";
import { addedLinesOf, anyAdded, type Changes } from "./changes.js";
import { sizesOnDisk } from "./file-sizes.js";
import { type ChunkProgress, formatLabel, type ReadStats, readSource, type SourceFile } from "./read-records.js";

export interface SearchInput {
  readonly files: readonly SourceFile[];
  /** The matcher over every probe. */
  readonly scanner: LineScanner;
  /** Pull-request mode: the matcher over the probes new since the ref, and their numbers among all probes. */
  readonly fresh: { readonly scanner: LineScanner; readonly probes: readonly number[] } | null;
  readonly changes: Changes | null;
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** Worker threads for plain-text files read whole, or null. */
  readonly pool: WorkerPool | null;
  readonly sink: FindingSink;
  readonly progress?: ProgressSink | undefined;
}

export interface SearchResult {
  readonly corpora: LeakageReport["corpora"];
  /** Per corpus file: whether every line was read (else an empty-looking source is looked at again). */
  readonly complete: boolean[];
  /** Slow-path records and candidates counted by the worker threads (the scanners count their own). */
  readonly slowRecords: number;
  readonly candidates: number;
}

/** Reads every corpus file in turn into the sink. */
export async function searchCorpora(s: SearchInput): Promise<SearchResult> {
  const corpora: LeakageReport["corpora"] = [];
  const complete: boolean[] = [];
  let slowRecords = 0;
  let candidates = 0;
  // Sizes on disk for the ETA; standard input has none, and then the line shows no ETA.
  const sizes = s.progress ? sizesOnDisk(s.files) : [];
  const meter = s.progress
    ? new ProgressMeter(s.progress, s.files.some((f) => f.stdin !== null) ? null : sizes.reduce((a, b) => a + b, 0))
    : undefined;
  const onChunk = meter ? (records: number, bytes: number) => meter.update(records, bytes) : undefined;
  for (const [k, f] of s.files.entries()) {
    const added = s.changes?.lines ? addedLinesOf(s.changes.lines, f) : null;
    if (added === undefined && !s.fresh) {
      // Pull-request mode, a file with no added line and no fresh probe: nothing to read.
      corpora.push({ file: f.display, format: formatLabel(f), lines: 0, records: 0, skipped: 0, bytes: 0, sha256: "" });
      complete.push(false);
      meter?.fileDone(0, sizes[k] ?? 0);
      continue;
    }
    complete.push(!s.shard && (added === null || s.fresh !== null));
    let stats: ReadStats;
    if (s.pool && f.format === "text" && added === null) {
      const r = await searchParallel(s, f, s.pool, onChunk);
      stats = r.stats;
      slowRecords += r.slowRecords;
      candidates += r.candidates;
    } else stats = await searchFile(s, f, added, onChunk);
    meter?.fileDone(stats.records, f.stdin === null ? sizes[k]! : stats.bytes);
    corpora.push({
      file: f.display,
      format: formatLabel(f),
      lines: stats.lines,
      records: stats.records,
      skipped: stats.skipped,
      bytes: stats.bytes,
      sha256: stats.sha256,
    });
  }
  meter?.finish();
  return { corpora, complete, slowRecords, candidates };
}

/**
 * One file on this thread. `added`: the file's added lines in pull-request mode (null: every
 * line is new; undefined: none is). With fresh probes every line is read: added lines go to the
 * full index, the others to the fresh one.
 */
async function searchFile(
  s: SearchInput,
  f: SourceFile,
  added: Set<number> | null | undefined,
  onChunk: ChunkProgress | undefined,
): Promise<ReadStats> {
  const { shard, scanner, sink } = s;
  const fresh = s.fresh;
  const pr = s.changes?.scope.kind === "changed-lines";
  const fileId = sink.fileId(f.display);
  let isAdded = true;
  const wantLine =
    shard || added !== null
      ? (line: number, lastLine = line) => {
          if (shard && (line - 1) % shard.count !== shard.index - 1) return false;
          isAdded = added === null || (added !== undefined && anyAdded(added, line, lastLine));
          return isAdded || fresh !== null;
        }
      : () => true;
  const collect = (sc: LineScanner, line: number, index?: number, source?: string): void => {
    const full = sc === scanner;
    const id = source === undefined ? fileId : sink.fileId(source);
    // Which half of pull-request mode found it, so every surface can say so.
    const scope = pr ? (full ? 1 : 2) : 0;
    for (const m of sc.matches) sink.add(m, full ? m.probe : fresh!.probes[m.probe]!, id, line, index, scope);
  };
  // wantLine said yes, so the line is added or a fresh index exists.
  return readSource(
    f,
    {
      wantLine,
      bytes: (buf, b, e, line) => {
        const sc = isAdded ? scanner : fresh!.scanner;
        if (sc.scanBytes(buf, b, e) > 0) collect(sc, line);
      },
      text: (rec) => {
        const sc = isAdded ? scanner : fresh!.scanner;
        if (sc.scanString(rec.text) > 0) collect(sc, rec.line, rec.index, rec.source);
      },
    },
    false,
    onChunk,
  );
}

/** One plain-text file read whole by the worker threads (the index is shared with them). */
async function searchParallel(s: SearchInput, f: SourceFile, pool: WorkerPool, onChunk: ChunkProgress | undefined) {
  const fileId = s.sink.fileId(f.display);
  return scanTextParallel(f, pool, s.shard, (m, line) => s.sink.add(m, m.probe, fileId, line), onChunk);
}
