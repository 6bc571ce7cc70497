/**
 * Plain-text corpora on several cores: the main thread reads (and hashes) the file and cuts it
 * into batches of whole lines; worker threads scan them. Used only when the compiled worker file
 * exists next to this module (so a bundle without it, or the TypeScript sources under test,
 * fall back to the single-thread scan, which gives the same findings).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { InputError } from "../errors.js";
import type { RawMatch } from "./line-scanner.js";
import type { BatchRequest, BatchResult, WorkerInit } from "./scan-worker.js";
import { openChunks, type ReadStats, type SourceFile } from "./sources/read-records.js";

const WORKER_URL = new URL("./scan-worker.js", import.meta.url);

export function parallelAvailable(): boolean {
  try {
    return WORKER_URL.protocol === "file:" && existsSync(fileURLToPath(WORKER_URL));
  } catch {
    return false;
  }
}

export class WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, (r: BatchResult) => void>();
  private readonly load: number[] = [];
  private failure: Error | null = null;

  private constructor() {}

  /**
   * Starts `count` workers and waits until each has built its index. Any failure to start (a
   * bundle without the worker's modules, a sandbox without threads) gives null: scan on this
   * thread instead.
   */
  static async start(count: number, init: WorkerInit): Promise<WorkerPool | null> {
    const pool = new WorkerPool();
    const ready: Promise<boolean>[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const w = new Worker(WORKER_URL, { workerData: { contamgateLeakage: init } });
        let settle: (ok: boolean) => void = () => {};
        ready.push(new Promise<boolean>((resolve) => (settle = resolve)));
        w.on("message", (r: BatchResult | "ready") => {
          if (r === "ready") return settle(true);
          pool.load[i]!--;
          const done = pool.pending.get(r.id);
          pool.pending.delete(r.id);
          done?.(r);
        });
        w.on("error", (e) => {
          settle(false);
          pool.failure = e;
          for (const done of pool.pending.values())
            done({ id: -1, out: new Int32Array(0), records: 0, slowRecords: 0, candidates: 0 });
          pool.pending.clear();
        });
        w.on("exit", () => {
          settle(false);
          if (pool.pending.size === 0) return;
          pool.failure ??= new Error("a worker exited");
          for (const done of pool.pending.values())
            done({ id: -1, out: new Int32Array(0), records: 0, slowRecords: 0, candidates: 0 });
          pool.pending.clear();
        });
        pool.workers.push(w);
        pool.load.push(0);
      }
    } catch {
      await pool.close();
      return null;
    }
    if (!(await Promise.all(ready)).every(Boolean)) {
      await pool.close();
      return null;
    }
    return pool;
  }

  get size(): number {
    return this.workers.length;
  }

  run(req: BatchRequest): Promise<BatchResult> {
    let best = 0;
    for (let i = 1; i < this.load.length; i++) if (this.load[i]! < this.load[best]!) best = i;
    this.load[best]!++;
    return new Promise((resolve) => {
      this.pending.set(req.id, resolve);
      this.workers[best]!.postMessage(req, [req.buf.buffer as ArrayBuffer]);
    });
  }

  check(): void {
    if (this.failure) throw new Error(`leakage worker failed: ${this.failure.message}`);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

export interface ParallelOutcome {
  stats: ReadStats;
  slowRecords: number;
  candidates: number;
}

/** Scans one text-format file with the pool; `onMatch` gets every verified pair. */
export async function scanTextParallel(
  src: SourceFile,
  pool: WorkerPool,
  shard: { index: number; count: number } | null,
  onMatch: (m: RawMatch, line: number) => void,
): Promise<ParallelOutcome> {
  const hash = createHash("sha256");
  const stats: ReadStats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
  let slowRecords = 0;
  let candidates = 0;
  const inflight = new Set<Promise<void>>();
  const limit = pool.size * 3;
  let id = 0;
  let line = 1; // first line number of the next batch
  // Pieces of a line that spans chunks, joined once when its newline comes (joining at every
  // chunk was quadratic in the line's length; openChunks caps a line at MAX_LINE_BYTES).
  let carry: Uint8Array[] = [];
  const handle = (r: BatchResult): void => {
    pool.check();
    stats.records += r.records;
    slowRecords += r.slowRecords;
    candidates += r.candidates;
    const o = r.out;
    for (let k = 0; k < o.length; k += 6) {
      onMatch(
        { probe: o[k + 1]!, common: o[k + 2]!, probeSize: o[k + 3]!, corpusSize: o[k + 4]!, rules: o[k + 5]! },
        o[k]!,
      );
    }
  };
  const send = async (batch: Uint8Array): Promise<void> => {
    let lines = 0;
    for (let p = batch.indexOf(10); p >= 0; p = batch.indexOf(10, p + 1)) lines++;
    if (batch.length > 0 && batch[batch.length - 1] !== 10) lines++;
    const req: BatchRequest = { id: id++, buf: batch, firstLine: line, skipPrefixes: [...src.skipPrefixes], shard };
    line += lines;
    const p: Promise<void> = pool.run(req).then(handle);
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
    if (inflight.size >= limit) await Promise.race(inflight);
  };
  try {
    for await (const chunk of openChunks(src, hash, stats)) {
      const last = chunk.lastIndexOf(10);
      if (last < 0) {
        carry.push(copy(chunk, 0, chunk.length));
        continue;
      }
      // A standalone copy per batch: it is transferred to the worker.
      const batch: Uint8Array = carry.length
        ? concat([...carry, chunk.subarray(0, last + 1)])
        : copy(chunk, 0, last + 1);
      carry = last + 1 < chunk.length ? [copy(chunk, last + 1, chunk.length)] : [];
      await send(batch);
    }
    if (carry.length) await send(concat(carry));
    await Promise.all(inflight);
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as { code?: unknown })?.code;
    if (typeof code === "string") throw new InputError(`cannot read (${code})`, { file: src.display });
    throw e;
  }
  pool.check();
  stats.lines = line - 1;
  stats.sha256 = hash.digest("hex");
  return { stats, slowRecords, candidates };
}

/** A copy (Buffer#slice would be a view of the stream's buffer). */
function copy(b: Uint8Array, s: number, e: number): Uint8Array {
  return Uint8Array.prototype.slice.call(b, s, e);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
