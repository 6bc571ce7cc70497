import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, unlink, type FileHandle } from "node:fs/promises";
import { basename, join } from "node:path";
import { MAX_LINE_BYTES } from "../limits.js";
import { cacheProvenance } from "./provenance.js";

/** What is kept of a reply. Never a key, header or request: only what the model said. */
export interface CachedResponse {
  text: string;
  finishReason?: string;
  /**
   * The first generated tokens and their top alternatives, kept for a probability-signal request
   * (docs/providers.md "The probability signal"). Covered by the entry's checksum like the text.
   * Declared here rather than imported: the cache sits below the models.
   */
  tokens?: CachedToken[];
}

export interface CachedToken {
  token: string;
  logprob: number;
  top: { token: string; logprob: number }[];
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
  /** Entries loaded whose checksum matched their key and reply (docs/reliability.md "Response cache"). */
  verified: number;
  /** Entries loaded from a cache written before checksums (entry version 1): read, not verified. */
  unverified: number;
  /**
   * Entries refused though not torn (not loaded, so asked again): checksum mismatch, invalid
   * UTF-8, a line over the cap, or an entry without a checksum in a segment that has them.
   */
  rejected: number;
  /** Segments not loaded at all: committed to git, named unlike contamgate's, or renamed (up to 20). */
  refusedSegments: string[];
  /**
   * Why nothing in the directory was replayed, when its provenance could not be verified
   * (src/cache/provenance.ts); null when it was.
   */
  untrusted: string | null;
  /** Distinct answers held in refused or unverified segments and not replayed (asked again if needed). */
  notReplayed: number;
  /** Answers this process served from the store, and how many of them had a verified checksum. */
  replayed: number;
  replayedVerified: number;
}

/** Files considered at all; anything else in the directory is not ours and ignored. */
const SEGMENT = /^seg-.*\.jsonl$/;
/** The exact name this store gives a segment (see `segment()`); another `seg-*.jsonl` is refused. */
const OWN_SEGMENT = /^seg-\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.jsonl$/;
/** 2: a header line per segment and a checksum per entry. 1 (read only): neither. */
const ENTRY_VERSION = 2;
const HEADER_KIND = "contamgate.response-cache";

/** Checksum of an entry: sha256 of the key, a newline and the reply's JSON exactly as stored. */
export function entryChecksum(key: string, replyJson: string): string {
  return createHash("sha256").update(key).update("\n").update(replyJson).digest("hex");
}

interface Held {
  readonly r: CachedResponse;
  readonly verified: boolean;
}

/**
 * Content-addressed, append-only response store in a directory of JSONL segments. A load is
 * the union of all segments; the first answer for a key wins. Each process appends only to a
 * segment of its own, created on its first write, so concurrent runs and torn writes never
 * corrupt anything already stored. `put` resolves only after the line is fsync'd: a crash
 * afterwards cannot lose an answer that was paid for.
 */
export class ResponseStore {
  private readonly map = new Map<string, Held>();
  private readonly s: StoreStats = {
    entries: 0,
    loaded: 0,
    newEntries: 0,
    segments: 0,
    tornLines: 0,
    corruptLines: 0,
    duplicates: 0,
    nondeterministic: 0,
    nondeterministicKeys: [],
    verified: 0,
    unverified: 0,
    rejected: 0,
    refusedSegments: [],
    untrusted: null,
    notReplayed: 0,
    replayed: 0,
    replayedVerified: 0,
  };
  /** Keys of answers in segments that are not replayed: counted, never served. */
  private readonly withheld = new Set<string>();
  /** The first write that failed: the segment may end in a partial line, so nothing more is appended. */
  private broken: { error: unknown } | undefined;
  private handle: FileHandle | undefined;
  private opening: Promise<FileHandle> | undefined;
  private pending: { line: string; done: () => void; fail: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  segmentPath: string | undefined;

  private constructor(
    readonly dir: string,
    /** How the segment is opened; a test passes one whose writes fail as a full disk's do. */
    private readonly openFile: (path: string, flags: string) => Promise<FileHandle> = open,
  ) {}

  /**
   * Loads every segment in `dir` (created if missing) whose provenance is verified
   * (src/cache/provenance.ts). A segment committed to git is refused: contamgate never commits
   * its cache, so one in the repository came from a pull request and must not be replayed (or
   * saved into the default branch's cache) as if it had been paid for. When the directory's
   * provenance cannot be verified at all, nothing is replayed. Refused answers are still counted
   * (`notReplayed`), so the announced spend can say how many are asked again and why.
   */
  static async open(
    dir: string,
    o: {
      env?: Readonly<Record<string, string | undefined>>;
      openFile?: (path: string, flags: string) => Promise<FileHandle>;
    } = {},
  ): Promise<ResponseStore> {
    const store = new ResponseStore(dir, o.openFile);
    await mkdir(dir, { recursive: true });
    const found = (await readdir(dir, { withFileTypes: true })).filter((e) => SEGMENT.test(e.name));
    found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const provenance = await cacheProvenance(dir, o.env ?? process.env);
    if (provenance.kind === "unverified") store.s.untrusted = provenance.why;
    let loadedSegments = 0;
    for (const e of found) {
      const path = join(dir, e.name);
      // Not followed: a link could lead anywhere, and contamgate only ever writes plain files.
      if (!e.isFile()) {
        store.refuse(e.name);
        continue;
      }
      if (provenance.kind === "unverified") {
        await store.loadSegment(path, true);
        continue;
      }
      if (provenance.committed.has(e.name) || !OWN_SEGMENT.test(e.name)) {
        store.refuse(e.name);
        await store.loadSegment(path, true);
        continue;
      }
      if (await store.loadSegment(path, false)) loadedSegments++;
      else store.refuse(e.name);
    }
    store.s.segments = loadedSegments;
    store.s.loaded = store.map.size;
    store.s.entries = store.map.size;
    return store;
  }

  /** Whether an answer for `key` is held in a segment that is not replayed (so asking it is paying again). */
  withholds(key: string): boolean {
    return this.withheld.has(key) && !this.map.has(key);
  }

  /**
   * Creates, writes, fsyncs and removes a probe file: a directory that cannot take a write
   * (read-only, full, not ours) is found before the first paid call, not after it.
   */
  async probeWritable(): Promise<void> {
    const path = join(this.dir, `.probe-${process.pid}-${randomBytes(4).toString("hex")}`);
    const fh = await this.openFile(path, "wx");
    try {
      await fh.writeFile(Buffer.alloc(512, 0x20));
      await fh.sync();
    } finally {
      await fh.close();
      await unlink(path);
    }
  }

  get size(): number {
    return this.map.size;
  }

  stats(): StoreStats {
    return {
      ...this.s,
      notReplayed: [...this.withheld].filter((k) => !this.map.has(k)).length,
      nondeterministicKeys: [...this.s.nondeterministicKeys],
      refusedSegments: [...this.s.refusedSegments],
    };
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  /** The stored answer (counted as replayed: call it only to use the answer). */
  get(key: string): CachedResponse | undefined {
    const held = this.map.get(key);
    if (!held) return undefined;
    this.s.replayed++;
    if (held.verified) this.s.replayedVerified++;
    return held.r;
  }

  private refuse(name: string): void {
    // The name came from whoever wrote the file: only plain characters reach a log or a report.
    if (this.s.refusedSegments.length < 20) this.s.refusedSegments.push(name.replace(/[^A-Za-z0-9._-]/g, "?"));
  }

  /**
   * Stores a response and resolves once it is durable. An existing key keeps its first answer
   * (a different one is counted as nondeterminism) and nothing is written. Returns the answer
   * the store holds for the key afterwards, which is what the caller must use.
   */
  async put(key: string, response: CachedResponse, meta: EntryMeta = {}): Promise<CachedResponse> {
    if (this.closed) throw new Error("response store is closed");
    if (this.broken) throw this.broken.error;
    const existing = this.map.get(key);
    if (existing) {
      this.compare(key, existing.r, response);
      return existing.r;
    }
    const value: CachedResponse = { text: response.text };
    if (response.finishReason !== undefined) value.finishReason = response.finishReason;
    if (response.tokens !== undefined)
      value.tokens = response.tokens.map((t) => ({
        token: t.token,
        logprob: t.logprob,
        top: t.top.map((a) => ({ token: a.token, logprob: a.logprob })),
      }));
    this.map.set(key, { r: value, verified: true });
    this.s.entries = this.map.size;
    // `r` last, so a load finds the reply's exact JSON text after the first `,"r":` (see parseLine).
    const r = JSON.stringify(value);
    const head = JSON.stringify({
      v: ENTRY_VERSION,
      k: key,
      ...meta,
      t: new Date().toISOString(),
      c: entryChecksum(key, r),
    });
    const line = `${head.slice(0, -1)},"r":${r}}\n`;
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
        if (this.broken) {
          for (const p of batch) p.fail(this.broken.error);
          continue;
        }
        try {
          const fh = await this.segment();
          await fh.appendFile(batch.map((p) => p.line).join(""));
          await fh.datasync();
          for (const p of batch) p.done();
        } catch (e) {
          // Part of the batch may be on disk, cut short: appending after it would bury later
          // answers behind a torn line, so this store takes no more writes.
          this.broken = { error: e };
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
      const fh = await this.openFile(path, "ax");
      // The header names the segment: a copy renamed to sort first (and so win) is refused.
      await fh.appendFile(JSON.stringify({ kind: HEADER_KIND, v: ENTRY_VERSION, segment: basename(path) }) + "\n");
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

  /**
   * Loads one segment; false when the segment is refused whole (its header names another file).
   * Bytes are split into lines first and each line is decoded strictly: a lenient decode would
   * turn one bad byte of a reply into U+FFFD and silently change the answer. A line over the cap
   * is skipped without being held (a 600 MB torn tail used to never finish).
   */
  private async loadSegment(path: string, withheld: boolean): Promise<boolean> {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let lineNo = 0;
    let checked = false; // the segment has a v2 header: every entry in it must carry a checksum
    const fresh = new Map<string, Held>();
    const take = (bytes: Buffer | null, last: boolean): boolean => {
      lineNo++;
      const bad = (failedCheck: boolean) => {
        if (withheld) return;
        if (last) this.s.tornLines++;
        else if (failedCheck) this.s.rejected++;
        else this.s.corruptLines++;
      };
      if (bytes === null) return (bad(true), true);
      let line: string;
      try {
        line = decoder.decode(bytes);
      } catch {
        return (bad(true), true);
      }
      if (line.trim() === "") return true;
      if (lineNo === 1) {
        const h = parseHeader(line);
        if (h !== undefined) {
          if (h !== basename(path)) return false;
          checked = true;
          return true;
        }
      }
      const e = parseLine(line);
      if (e === "malformed") return (bad(false), true);
      if (e === "failed" || (checked && !e.verified)) return (bad(true), true);
      if (withheld) return (this.withheld.add(e.k), true);
      const kept = this.map.get(e.k) ?? fresh.get(e.k);
      if (kept) this.compare(e.k, kept.r, e.r);
      else fresh.set(e.k, { r: e.r, verified: e.verified });
      return true;
    };
    // Pieces of the current line, joined once at its newline; null once it is over the cap.
    let parts: Buffer[] | null = [];
    let partLen = 0;
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      let s = 0;
      for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, s)) {
        const piece = chunk.subarray(s, nl);
        const whole =
          parts === null || partLen + piece.length > MAX_LINE_BYTES
            ? null
            : parts.length
              ? Buffer.concat([...parts, piece])
              : piece;
        if (!take(whole, false)) return false;
        parts = [];
        partLen = 0;
        s = nl + 1;
      }
      if (s < chunk.length && parts !== null) {
        partLen += chunk.length - s;
        if (partLen > MAX_LINE_BYTES) parts = null;
        else parts.push(Buffer.from(chunk.subarray(s)));
      }
    }
    // A last line without its newline was being written when the writer died.
    if (parts === null || partLen > 0) {
      if (!take(parts === null ? null : Buffer.concat(parts), true)) return false;
    }
    for (const [k, held] of fresh) {
      this.map.set(k, held);
      if (held.verified) this.s.verified++;
      else this.s.unverified++;
    }
    return true;
  }
}

/** The header's segment name, or undefined when the line is not a header. */
function parseHeader(line: string): string | undefined {
  if (!line.startsWith(`{"kind":"${HEADER_KIND}"`)) return undefined;
  try {
    const h = JSON.parse(line) as { segment?: unknown };
    return typeof h.segment === "string" ? h.segment : "";
  } catch {
    return "";
  }
}

/**
 * One segment line → key, response and whether its checksum was verified; "malformed" when it
 * is not an entry at all, "failed" when it is one whose checksum does not match. Version 2 carries `c`, the checksum of the key and of the reply's
 * JSON text as stored; since `,"` cannot occur inside a JSON string, the first `,"r":` starts the
 * reply and the text after it, less the closing brace, is exactly what was checksummed. Version 1
 * entries (written before checksums) are read unverified.
 */
function parseLine(line: string): { k: string; r: CachedResponse; verified: boolean } | "malformed" | "failed" {
  let e: {
    v?: unknown;
    k?: unknown;
    c?: unknown;
    r?: { text?: unknown; finishReason?: unknown; tokens?: unknown };
  } | null;
  try {
    e = JSON.parse(line);
  } catch {
    return "malformed";
  }
  if (typeof e !== "object" || e === null) return "malformed";
  const { k, r } = e;
  if (typeof k !== "string" || typeof r?.text !== "string") return "malformed";
  if (r.finishReason !== undefined && typeof r.finishReason !== "string") return "malformed";
  const tokens = r.tokens === undefined ? undefined : cachedTokens(r.tokens);
  if (tokens === null) return "malformed";
  let verified = false;
  if (e.v === ENTRY_VERSION) {
    const at = line.indexOf(',"r":');
    if (typeof e.c !== "string" || at < 0 || !line.endsWith("}") || entryChecksum(k, line.slice(at + 5, -1)) !== e.c)
      return "failed";
    verified = true;
  } else if (e.v !== 1) return "malformed";
  const response: CachedResponse = { text: r.text };
  if (typeof r.finishReason === "string") response.finishReason = r.finishReason;
  if (tokens !== undefined) response.tokens = tokens;
  return { k, r: response, verified };
}

/** A stored `tokens` list, checked field by field (a segment is data, never trusted for shape); null if malformed. */
function cachedTokens(v: unknown): CachedToken[] | null {
  if (!Array.isArray(v)) return null;
  const out: CachedToken[] = [];
  for (const t of v) {
    const e = t as { token?: unknown; logprob?: unknown; top?: unknown } | null;
    if (typeof e !== "object" || e === null || typeof e.token !== "string" || !Array.isArray(e.top)) return null;
    if (typeof e.logprob !== "number" || !(e.logprob <= 0)) return null;
    const top: CachedToken["top"] = [];
    for (const a of e.top) {
      const x = a as { token?: unknown; logprob?: unknown } | null;
      if (typeof x !== "object" || x === null || typeof x.token !== "string") return null;
      if (typeof x.logprob !== "number" || !(x.logprob <= 0)) return null;
      top.push({ token: x.token, logprob: x.logprob });
    }
    out.push({ token: e.token, logprob: e.logprob, top });
  }
  return out;
}
