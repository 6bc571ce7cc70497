/**
 * One batch of whole lines scanned against the index: the worker threads' job (scan-worker.ts),
 * and the main thread's when the scan runs on one thread (parallel.ts measures which pays).
 */
import type { LineScanner } from "./line-scanner.js";

/**
 * A batch of whole lines. Line numbers in the result are relative (1 = the batch's first line),
 * so the main thread need not count lines before sending; with --shard the worker needs the
 * absolute numbers, and the main thread counts them then (`shard` with its `firstLine`).
 */
export interface BatchRequest {
  id: number;
  buf: Uint8Array;
  /** The batch starts the file (a BOM may lead its first line). */
  atStart: boolean;
  skipPrefixes: string[];
  shard: { index: number; count: number; firstLine: number } | null;
}

/** out: [relative line, probe, common, probeSize, corpusSize, rules] per match. */
export interface BatchResult {
  id: number;
  out: Int32Array;
  /** Lines in the batch. */
  lines: number;
  records: number;
  slowRecords: number;
  candidates: number;
}

export function scanBatch(scanner: LineScanner, req: BatchRequest): BatchResult {
  const buf = Buffer.from(req.buf.buffer, req.buf.byteOffset, req.buf.byteLength);
  const prefixes = req.skipPrefixes.map((p) => Buffer.from(p, "utf8")).filter((p) => p.length > 0);
  const out: number[] = [];
  const slow0 = scanner.slowRecords;
  const cand0 = scanner.candidates;
  let records = 0;
  let line = 0;
  let s = 0;
  const shard = req.shard;
  while (s < buf.length) {
    let nl = buf.indexOf(10, s);
    if (nl < 0) nl = buf.length;
    line++;
    const e = nl > s && buf[nl - 1] === 13 ? nl - 1 : nl;
    if (req.atStart && line === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf)
      s += 3; // as read-records.ts
    if (!shard || (shard.firstLine + line - 2) % shard.count === shard.index - 1) {
      let skip = false;
      for (const p of prefixes)
        if (e - s >= p.length && buf.compare(p, 0, p.length, s, s + p.length) === 0) skip = true;
      if (!skip) {
        records++;
        if (scanner.scanBytes(buf, s, e) > 0) {
          for (const m of scanner.matches) out.push(line, m.probe, m.common, m.probeSize, m.corpusSize, m.rules);
        }
      }
    }
    s = nl + 1;
  }
  return {
    id: req.id,
    out: Int32Array.from(out),
    lines: line,
    records,
    slowRecords: scanner.slowRecords - slow0,
    candidates: scanner.candidates - cand0,
  };
}
