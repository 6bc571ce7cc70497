/**
 * Plain-text corpora on several cores: the main thread reads (and hashes) the file and cuts it
 * into batches of whole lines; worker threads scan them against the one index built on the main
 * thread (shared memory). Workers are used only while they pay: the scan starts on the main
 * thread, starts the workers only when the lane policy asks for a trial, and keeps whichever of
 * the two scans more bytes a second (worker-policy.ts, docs/leakage.md "Workers"). A worker that
 * cannot start or fails is an error, never a quiet fall-back to one thread.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { availableParallelism, cpus } from "node:os";
import { Worker } from "node:worker_threads";
import { InputError } from "../errors.js";
import { type BatchRequest, type BatchResult, scanBatch } from "./batch-scan.js";
import { LineScanner, type RawMatch } from "./line-scanner.js";
import { ProbeIndex } from "./probe-index.js";
import type { WorkerInit } from "./scan-worker.js";
import { DEFAULT_LANES, type LaneConfig, LanePolicy } from "./worker-policy.js";
import { type ChunkProgress, openChunks, type ReadStats, type SourceFile } from "./sources/read-records.js";

/**
 * The worker's file: the bundled worker beside a dist/ bundle (scripts/build.mjs), else the
 * compiled module beside this one (lib/). Names are tried in a loop, not written as
 * `new URL("./x.js", import.meta.url)`, which the bundler would turn into a copy of the unbundled
 * file (the shipped bug: a worker importing modules the bundle does not have).
 */
const WORKER_FILES = ["leakage-worker.js", "scan-worker.js"];

export function workerFile(): URL | null {
  for (const name of WORKER_FILES) {
    try {
      const url = new URL(`./${name}`, import.meta.url);
      if (url.protocol === "file:" && existsSync(fileURLToPath(url))) return url;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The parent's Node options minus those that name the parent's own code (`-e`, `-p`,
 * `--input-type`): a worker inherits execArgv, and those make it refuse to start.
 */
export function workerExecArgv(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "-e" || a === "--eval" || a === "-p" || a === "--print") i++;
    else if (a.startsWith("--input-type") || a.startsWith("--eval=") || a.startsWith("--print=")) continue;
    else out.push(a);
  }
  return out;
}

/** Work done by one worker thread (the report's stats.workers). */
export interface WorkerLoad {
  batches: number;
  lines: number;
  records: number;
}

/**
 * What scanTextParallel needs of a pool: the worker lane (`run`, started on first use by
 * `ready`), the one-thread lane (`scanInline`), the lane policy (one for the whole corpus, every
 * file), a clock and the machine's spare cores. WorkerPool is the real one; tests pass their own
 * clock, load and lanes (test/leakage/worker-lanes.test.ts).
 */
export interface BatchLanes {
  readonly size: number;
  readonly policy: LanePolicy;
  ready(): Promise<void>;
  run(req: BatchRequest): Promise<BatchResult>;
  scanInline(req: BatchRequest): BatchResult;
  check(): void;
  now(): number;
  /** Starts measuring the cores other processes leave idle; the function returned ends it (NaN: unknown). */
  spareCores(): () => number;
}

export class WorkerPool implements BatchLanes {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, { done: (r: BatchResult) => void }>();
  private readonly load: number[] = [];
  readonly perWorker: WorkerLoad[] = [];
  readonly policy: LanePolicy;
  private failure: Error | null = null;
  private starting: Promise<void> | null = null;
  private inline: LineScanner | null = null;

  private constructor(
    private readonly count: number,
    private readonly init: WorkerInit,
    lanes: LaneConfig,
    corpusBytes: number,
  ) {
    this.policy = new LanePolicy(lanes, corpusBytes);
  }

  /**
   * A pool of up to `count` workers on the shared index. No thread starts here: the first window
   * that wants workers starts them (`ready`), so a corpus the policy never tries them on never
   * pays for them. `corpusBytes`: the plain-text corpus's size as far as known (0: unknown).
   */
  static async start(
    count: number,
    init: WorkerInit,
    lanes: LaneConfig = DEFAULT_LANES,
    corpusBytes = 0,
  ): Promise<WorkerPool> {
    return new WorkerPool(count, init, lanes, corpusBytes);
  }

  now(): number {
    return performance.now();
  }

  spareCores(): () => number {
    const t0 = performance.now();
    const before = idleTimes();
    return () => {
      const ms = performance.now() - t0;
      const after = idleTimes();
      if (before === null || after === null || !(ms > 0)) return Number.NaN;
      // Only cores this process may run on (availableParallelism: its CPU affinity), less the one it scans on.
      return Math.min(availableParallelism() - 1, (after - before) / ms);
    };
  }

  scanInline(req: BatchRequest): BatchResult {
    this.inline ??= new LineScanner(new ProbeIndex(this.init.index));
    return scanBatch(this.inline, req);
  }

  /** Starts the workers (once) and waits until each is ready; throws if one is not. */
  ready(): Promise<void> {
    this.starting ??= this.spawn();
    return this.starting;
  }

  private async spawn(): Promise<void> {
    const count = this.count;
    const url = workerFile();
    // Asked for only once the corpus is large enough to measure: a source checkout run through a
    // TypeScript loader (no compiled worker beside this file) scans small corpora on one thread.
    if (url === null)
      throw new Error(
        `--workers ${count}: this build has no leakage worker module beside ${fileURLToPath(import.meta.url)} (run with --workers 1)`,
      );
    const ready: Promise<Error | null>[] = [];
    for (let i = 0; i < count; i++) {
      const w = new Worker(url, {
        workerData: { contamgateLeakage: this.init },
        execArgv: workerExecArgv(process.execArgv),
      });
      let settle: (e: Error | null) => void = () => {};
      ready.push(new Promise<Error | null>((resolve) => (settle = resolve)));
      w.on("message", (r: BatchResult | "ready") => {
        if (r === "ready") return settle(null);
        this.load[i]!--;
        const job = this.pending.get(r.id);
        this.pending.delete(r.id);
        job?.done(r);
      });
      const fail = (e: Error): void => {
        settle(e);
        this.failure ??= e;
        for (const job of this.pending.values())
          job.done({ id: -1, out: new Int32Array(0), lines: 0, records: 0, slowRecords: 0, candidates: 0 });
        this.pending.clear();
      };
      w.on("error", fail);
      w.on("exit", (code) => fail(new Error(`worker thread ${i + 1} exited (code ${code})`)));
      this.workers.push(w);
      this.load.push(0);
      this.perWorker.push({ batches: 0, lines: 0, records: 0 });
    }
    const errors = (await Promise.all(ready)).filter((e): e is Error => e !== null);
    if (errors.length > 0) {
      await this.close();
      throw new Error(`--workers ${count}: a worker thread failed to start: ${errors[0]!.message}`);
    }
  }

  /** Worker threads (started or not). */
  get size(): number {
    return this.count;
  }

  run(req: BatchRequest): Promise<BatchResult> {
    let best = 0;
    for (let i = 1; i < this.load.length; i++) if (this.load[i]! < this.load[best]!) best = i;
    this.load[best]!++;
    const mine = this.perWorker[best]!;
    mine.batches++;
    return new Promise((resolve) => {
      this.pending.set(req.id, {
        done: (r) => {
          mine.lines += r.lines;
          mine.records += r.records;
          resolve(r);
        },
      });
      this.workers[best]!.postMessage(req, [req.buf.buffer as ArrayBuffer]);
    });
  }

  check(): void {
    if (this.failure) throw new Error(`leakage worker failed: ${this.failure.message}`);
  }

  async close(): Promise<void> {
    const ws = this.workers.splice(0);
    for (const w of ws) w.removeAllListeners("exit");
    await Promise.all(ws.map((w) => w.terminate()));
  }
}

export interface ParallelOutcome {
  stats: ReadStats;
  slowRecords: number;
  candidates: number;
}

// One function on purpose: send, handle and closeWindow share the window, the in-flight batches and the arrival order, and handle forwards every match in line order; splitting threads that state through calls per batch and per match (docs/leakage.md "Workers").
/**
 * Scans one text-format file with the pool; `onMatch` gets every verified pair, in line order.
 * Batches go in windows to one lane, the main thread or the workers, as the lane policy says
 * (worker-policy.ts); a window of workers ends when its last batch is back, so each window's
 * time is its own.
 */
export async function scanTextParallel(
  src: SourceFile,
  pool: BatchLanes,
  shard: { index: number; count: number } | null,
  onMatch: (m: RawMatch, line: number) => void,
  progress?: ChunkProgress,
): Promise<ParallelOutcome> {
  const hash = createHash("sha256");
  const stats: ReadStats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
  let slowRecords = 0;
  let candidates = 0;
  const inflight = new Set<Promise<void>>();
  const limit = pool.size * 3;
  let id = 0;
  let sent = 0; // lines sent, counted only with --shard (the worker needs absolute numbers then)
  // Pieces of a line that spans chunks, joined once when its newline comes (joining at every
  // chunk was quadratic in the line's length; openChunks caps a line at MAX_LINE_BYTES).
  let carry: Uint8Array[] = [];
  // Results come back in any order; they are taken in batch order, so each batch's first line
  // number is the lines of the batches before it.
  const arrived = new Map<number, BatchResult>();
  let next = 0;
  let base = 0; // lines before batch `next`
  const handle = (r: BatchResult): void => {
    pool.check();
    arrived.set(r.id, r);
    for (let q = arrived.get(next); q !== undefined; q = arrived.get(next)) {
      arrived.delete(next++);
      stats.records += q.records;
      slowRecords += q.slowRecords;
      candidates += q.candidates;
      const o = q.out;
      for (let k = 0; k < o.length; k += 6) {
        onMatch(
          { probe: o[k + 1]!, common: o[k + 2]!, probeSize: o[k + 3]!, corpusSize: o[k + 4]!, rules: o[k + 5]! },
          base + o[k]!,
        );
      }
      base += q.lines;
    }
  };
  const policy = pool.policy;
  const { warmupBytes, windowBytes } = policy.config;
  // The workers start in the background once the policy first asks for them, so their start-up
  // (0.1–0.3 s, seconds on a loaded machine) overlaps scanning on this thread; a failure to start
  // is thrown at the next window.
  let starting: Promise<void> | null = null;
  let workersReady = false;
  let workersFailed: Error | null = null;
  const startWorkers = (): void => {
    starting ??= pool.ready().then(
      () => {
        workersReady = true;
      },
      (e: unknown) => {
        workersFailed = e instanceof Error ? e : new Error(String(e));
      },
    );
  };
  let window: {
    lane: "inline" | "workers";
    warmingUp: boolean;
    bytes: number;
    started: number;
    spare: () => number;
  } | null = null;
  const closeWindow = async (): Promise<void> => {
    const w = window!;
    window = null;
    if (w.lane === "workers") await Promise.all(inflight);
    if (w.warmingUp) policy.warmed(w.bytes);
    else
      policy.observe({ lane: w.lane, bytes: w.bytes, seconds: (pool.now() - w.started) / 1000, spareCores: w.spare() });
  };
  const send = async (batch: Uint8Array, copied: boolean): Promise<void> => {
    let sh: BatchRequest["shard"] = null;
    if (shard) {
      sh = { ...shard, firstLine: sent + 1 };
      for (let p = batch.indexOf(10); p >= 0; p = batch.indexOf(10, p + 1)) sent++;
      if (batch.length > 0 && batch[batch.length - 1] !== 10) sent++;
    }
    if (window === null) {
      const lane = policy.next();
      if (lane.lane === "workers" && !workersReady) {
        // Still starting (begun halfway through the first measured window): one more batch on
        // this thread, unmeasured, rather than waiting for them.
        if (workersFailed) throw workersFailed;
        startWorkers();
        const req: BatchRequest = { id, buf: batch, atStart: id === 0, skipPrefixes: [...src.skipPrefixes], shard: sh };
        id++;
        handle(pool.scanInline(req));
        return;
      }
      window = { ...lane, bytes: 0, started: pool.now(), spare: pool.spareCores() };
    }
    // Counted before it is sent: a transferred buffer is detached (length 0) in this thread.
    const bytes = batch.length;
    // A worker's batch is transferred to it: a standalone copy; the main thread scans a view.
    const buf = window.lane === "workers" && !copied ? copy(batch, 0, batch.length) : batch;
    const req: BatchRequest = { id, buf, atStart: id === 0, skipPrefixes: [...src.skipPrefixes], shard: sh };
    id++;
    if (window.lane === "inline") handle(pool.scanInline(req));
    else {
      const p: Promise<void> = pool.run(req).then(handle);
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
      if (inflight.size >= limit) await Promise.race(inflight);
    }
    window.bytes += bytes;
    if (window.bytes >= (window.warmingUp ? warmupBytes : windowBytes)) await closeWindow();
  };
  try {
    for await (const chunk of openChunks(src, hash, stats, false, progress)) {
      const last = chunk.lastIndexOf(10);
      if (last < 0) {
        carry.push(copy(chunk, 0, chunk.length));
        continue;
      }
      const joined = carry.length > 0;
      const batch: Uint8Array = joined ? concat([...carry, chunk.subarray(0, last + 1)]) : chunk.subarray(0, last + 1);
      carry = last + 1 < chunk.length ? [copy(chunk, last + 1, chunk.length)] : [];
      await send(batch, joined);
    }
    if (carry.length) await send(concat(carry), true);
    await Promise.all(inflight);
    if (window !== null) await closeWindow();
    // Workers started for a corpus that ended first: a failure to start is still an error.
    if (starting !== null) await starting;
    if (workersFailed) throw workersFailed;
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as { code?: unknown })?.code;
    if (typeof code === "string") throw new InputError(`cannot read (${code})`, { file: src.display });
    throw e;
  }
  pool.check();
  stats.lines = base;
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

/**
 * Milliseconds all cores spent idle since boot, or null where the platform does not say. Time on
 * niced processes is not idle: with the scheduler's autogroups (on by default on Linux desktops
 * and servers) a niced process in another session competes with this one as an equal.
 */
function idleTimes(): number | null {
  const all = cpus();
  if (all.length === 0) return null;
  let ms = 0;
  for (const c of all) ms += c.times.idle;
  return ms;
}
