import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, type FileHandle } from "node:fs/promises";
import { join } from "node:path";

/** What is kept of a reply. Never a key, header or request: only what the model said. */
export interface CachedResponse {
  text: string;
  finishReason?: string;
}

/** Written beside the response for people reading a segment; not part of the key. */
export interface EntryMeta {
  provider?: string;
  model?: string;
}

export interface StoreStats {
  /** Distinct keys held (loaded + new). */
  entries: number;
  /** Distinct keys found on disk at open. */
  loaded: number;
  /** Entries this process appended (the action saves the cache only when this is > 0). */
  newEntries: number;
  segments: number;
  /** Segments whose last line was cut short by a crash (tolerated, not loaded). */
  tornLines: number;
  /** Unparseable lines that were not the last of their segment (tolerated, not loaded). */
  corruptLines: number;
  /** Same key, same answer, seen again (e.g. two concurrent runs): harmless. */
  duplicates: number;
  /** Same key, different answer: the first one is kept, this counts the others. */
  nondeterministic: number;
  /** Up to 20 keys that were nondeterministic, for the report. */
  nondeterministicKeys: string[];
}

const SEGMENT = /^seg-.*\.jsonl$/;
const ENTRY_VERSION = 1;

/**
 * Content-addressed, append-only response store in a directory of JSONL segments. A load is
 * the union of all segments; the first answer for a key wins. Each process appends only to a
 * segment of its own, created on its first write, so concurrent runs and torn writes never
 * corrupt anything already stored. `put` resolves only after the line is fsync'd: a crash
 * afterwards cannot lose an answer that was paid for.
 */
export class ResponseStore {
  private readonly map = new Map<string, CachedResponse>();
  private readonly s: StoreStats = {
    entries: 0, loaded: 0, newEntries: 0, segments: 0, tornLines: 0, corruptLines: 0,
    duplicates: 0, nondeterministic: 0, nondeterministicKeys: [],
  };
  private handle: FileHandle | undefined;
  private opening: Promise<FileHandle> | undefined;
  private pending: { line: string; done: () => void; fail: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  segmentPath: string | undefined;

  private constructor(readonly dir: string) {}

  /** Loads every segment in `dir` (created if missing). */
  static async open(dir: string): Promise<ResponseStore> {
    const store = new ResponseStore(dir);
    await mkdir(dir, { recursive: true });
    const names = (await readdir(dir)).filter((n) => SEGMENT.test(n)).sort();
    for (const name of names) await store.loadSegment(join(dir, name));
    store.s.segments = names.length;
    store.s.loaded = store.map.size;
    store.s.entries = store.map.size;
    return store;
  }

  get size(): number {
    return this.map.size;
  }

  stats(): StoreStats {
    return { ...this.s, nondeterministicKeys: [...this.s.nondeterministicKeys] };
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  get(key: string): CachedResponse | undefined {
    return this.map.get(key);
  }

  /**
   * Stores a response and resolves once it is durable. An existing key keeps its first answer
   * (a different one is counted as nondeterminism) and nothing is written. Returns the answer
   * the store holds for the key afterwards, which is what the caller must use.
   */
  async put(key: string, response: CachedResponse, meta: EntryMeta = {}): Promise<CachedResponse> {
    if (this.closed) throw new Error("response store is closed");
    const existing = this.map.get(key);
    if (existing) {
      this.compare(key, existing, response);
      return existing;
    }
    const value: CachedResponse = response.finishReason !== undefined ? { text: response.text, finishReason: response.finishReason } : { text: response.text };
    this.map.set(key, value);
    this.s.entries = this.map.size;
    // `r` last, so a load can parse only the response object (see parseLine).
    const line = JSON.stringify({ v: ENTRY_VERSION, k: key, ...meta, t: new Date().toISOString(), r: value }) + "\n";
    try {
      await new Promise<void>((done, fail) => {
        this.pending.push({ line, done, fail });
        void this.flush();
      });
    } catch (e) {
      // Not durable, so not ours to serve: a retry will ask again.
      this.map.delete(key);
      this.s.entries = this.map.size;
      throw e;
    }
    this.s.newEntries++;
    return value;
  }

  /** Waits for pending writes and closes this process's segment. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flushing) await this.flushing;
    if (this.handle) await this.handle.close();
    this.handle = undefined;
  }

  /** Group commit: everything queued while the previous fsync ran goes out in one write + fsync. */
  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      while (this.pending.length) {
        const batch = this.pending;
        this.pending = [];
        try {
          const fh = await this.segment();
          await fh.appendFile(batch.map((p) => p.line).join(""));
          await fh.datasync();
          for (const p of batch) p.done();
        } catch (e) {
          for (const p of batch) p.fail(e);
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private segment(): Promise<FileHandle> {
    if (this.handle) return Promise.resolve(this.handle);
    this.opening ??= (async () => {
      const stamp = new Date().toISOString().replace(/[-:.]/g, "");
      const path = join(this.dir, `seg-${stamp}-${process.pid}-${randomBytes(4).toString("hex")}.jsonl`);
      const fh = await open(path, "ax");
      // The new file's directory entry must be durable too, or a crash could lose the whole segment.
      try {
        const d = await open(this.dir, "r");
        try {
          await d.sync();
        } finally {
          await d.close();
        }
      } catch {
        // Some platforms cannot fsync a directory; the data fsync still holds.
      }
      this.handle = fh;
      this.segmentPath = path;
      this.s.segments++;
      return fh;
    })();
    return this.opening;
  }

  private compare(key: string, kept: CachedResponse, other: CachedResponse): void {
    if (kept.text === other.text) {
      this.s.duplicates++;
      return;
    }
    this.s.nondeterministic++;
    if (this.s.nondeterministicKeys.length < 20) this.s.nondeterministicKeys.push(key);
  }

  private async loadSegment(path: string): Promise<void> {
    // Streamed in chunks: a million entries is far more than one string may hold.
    let rest = "";
    const take = (line: string, last: boolean) => {
      if (line.trim() === "") return;
      const e = parseLine(line);
      if (!e) {
        if (last) this.s.tornLines++;
        else this.s.corruptLines++;
        return;
      }
      const kept = this.map.get(e.k);
      if (kept) this.compare(e.k, kept, e.r);
      else this.map.set(e.k, e.r);
    };
    for await (const chunk of createReadStream(path, { encoding: "utf8", highWaterMark: 1 << 20 })) {
      const lines = (rest + (chunk as string)).split("\n");
      rest = lines.pop()!;
      for (const line of lines) take(line, false);
    }
    // A last line without its newline was being written when the writer died.
    take(rest, true);
  }
}

const FAST_PREFIX = `{"v":${ENTRY_VERSION},"k":"`;

/**
 * One segment line → key and response, or undefined when it is not a whole entry. Lines this
 * store wrote put the 64-hex key at a fixed offset and `r` last; since `,"` cannot occur inside
 * a JSON string, the first `,"r":` is the response, and only that small object is parsed.
 * Anything else (older or hand-made lines) takes the full JSON.parse path.
 */
function parseLine(line: string): { k: string; r: CachedResponse } | undefined {
  let k: unknown;
  let r: { text?: unknown; finishReason?: unknown } | undefined;
  try {
    const at = line.indexOf(',"r":');
    if (line.startsWith(FAST_PREFIX) && line.charCodeAt(FAST_PREFIX.length + 64) === 34 && at > 0 && line.endsWith("}")) {
      // Parsed rather than sliced: a slice would keep the whole read chunk alive in memory.
      k = JSON.parse(line.slice(FAST_PREFIX.length - 1, FAST_PREFIX.length + 65));
      r = JSON.parse(line.slice(at + 5, -1));
    } else {
      const e = JSON.parse(line);
      k = e?.k;
      r = e?.r;
    }
  } catch {
    return undefined;
  }
  if (typeof k !== "string" || typeof r?.text !== "string") return undefined;
  return { k, r: typeof r.finishReason === "string" ? { text: r.text, finishReason: r.finishReason } : { text: r.text } };
}
