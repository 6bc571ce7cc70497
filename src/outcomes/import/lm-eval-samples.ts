/**
 * lm-eval's logged samples kept as columns (docs/reliability.md "Memory per outcome row"): a
 * sample's doc_id as an index into one table of ids, its sha256 hashes as 32 bytes each, its
 * outcome as one byte — typed arrays outside V8's heap, so the millions of samples of a large
 * run are read, checked for pairing and written without an object and three 64-character strings
 * each. A hash that is not lowercase hex of 64 digits (a hand-made or foreign log) is kept as its
 * string, so comparisons stay exact whatever the log holds.
 */

import { grown } from "../table.js";

const HEX64 = /^[0-9a-f]{64}$/;
const ABSENT = 0;
const BYTES = 1;
const TEXT = 2;

/** One hash per sample (or none): 32 bytes when it is sha256 hex, else its text. */
export class HashColumn {
  private kind = new Uint8Array(1024);
  /** 32 bytes a sample, allocated with the first hex hash (metabench's original_hash is mostly absent). */
  private bytes = new Uint8Array(0);
  private readonly text = new Map<number, string>();
  private length = 0;

  push(v: string | undefined): void {
    const i = this.length;
    if (i === this.kind.length) {
      this.kind = grown(this.kind, Math.max(1024, 2 * i));
      if (this.bytes.length > 0) this.bytes = grown(this.bytes, 32 * this.kind.length);
    }
    if (v === undefined) this.kind[i] = ABSENT;
    else if (HEX64.test(v)) {
      if (this.bytes.length === 0) this.bytes = new Uint8Array(32 * this.kind.length);
      this.kind[i] = BYTES;
      Buffer.from(this.bytes.buffer, this.bytes.byteOffset + 32 * i, 32).write(v, "hex");
    } else {
      this.kind[i] = TEXT;
      this.text.set(i, v);
    }
    this.length = i + 1;
  }

  /** Drops the room grown for samples that never came (a file's samples are all read). */
  trim(): void {
    this.kind = this.kind.slice(0, this.length);
    if (this.bytes.length > 0) this.bytes = this.bytes.slice(0, 32 * this.length);
  }

  has(i: number): boolean {
    return this.kind[i] !== ABSENT;
  }

  /** Whether sample i's hash here equals sample j's in `other` (both present). */
  same(i: number, other: HashColumn, j: number): boolean {
    const k = this.kind[i];
    if (k !== other.kind[j]) return false;
    if (k === TEXT) return this.text.get(i) === other.text.get(j);
    if (k === ABSENT) return true;
    const a = this.bytes;
    const b = other.bytes;
    for (let x = 32 * i, y = 32 * j, end = 32 * i + 32; x < end; x++, y++) if (a[x] !== b[y]) return false;
    return true;
  }
}

/** Every doc_id of an import, once: a sample holds its number. */
export class DocIds {
  private readonly ids: string[] = [];
  private readonly index = new Map<string, number>();

  of(id: string): number {
    let i = this.index.get(id);
    if (i === undefined) {
      i = this.ids.length;
      this.ids.push(id);
      this.index.set(id, i);
    }
    return i;
  }

  text(i: number): string {
    return this.ids[i]!;
  }

  get size(): number {
    return this.ids.length;
  }
}

/** One samples file's samples, in file order. */
export class SampleColumns {
  readonly docHash = new HashColumn();
  readonly promptHash = new HashColumn();
  /** metabench's `doc.original_hash`, when the doc has one. */
  readonly originalHash = new HashColumn();
  private docCol = new Int32Array(1024);
  /** 0 false, 1 true, 2 null. */
  private correctCol = new Uint8Array(1024);
  private lineCol = new Float64Array(1024);
  /** `--signal probability`: the gold choice's probability; allocated with the first sample that has one. */
  private scoreCol: Float64Array | null = null;
  length = 0;

  constructor(readonly docIds: DocIds) {}

  push(s: {
    docId: string;
    docHash: string;
    promptHash: string;
    originalHash: string | undefined;
    correct: boolean | null;
    score?: number;
    line: number;
  }): void {
    const i = this.length;
    if (i === this.docCol.length) {
      const n = Math.max(1024, 2 * i);
      this.docCol = grown(this.docCol, n);
      this.correctCol = grown(this.correctCol, n);
      this.lineCol = grown(this.lineCol, n);
      if (this.scoreCol) this.scoreCol = grown(this.scoreCol, n);
    }
    this.docCol[i] = this.docIds.of(s.docId);
    this.docHash.push(s.docHash);
    this.promptHash.push(s.promptHash);
    this.originalHash.push(s.originalHash);
    this.correctCol[i] = s.correct === null ? 2 : s.correct ? 1 : 0;
    this.lineCol[i] = s.line;
    if (s.score !== undefined) {
      this.scoreCol ??= new Float64Array(this.docCol.length);
      this.scoreCol[i] = s.score;
    }
    this.length = i + 1;
  }

  /** Drops the room grown for samples that never came, once the file is read: doubling leaves up to half unused. */
  trim(): void {
    this.docCol = this.docCol.slice(0, this.length);
    this.correctCol = this.correctCol.slice(0, this.length);
    this.lineCol = this.lineCol.slice(0, this.length);
    if (this.scoreCol) this.scoreCol = this.scoreCol.slice(0, this.length);
    this.docHash.trim();
    this.promptHash.trim();
    this.originalHash.trim();
  }

  /** The number of sample i's doc_id in `docIds`. */
  doc(i: number): number {
    return this.docCol[i]!;
  }
  docId(i: number): string {
    return this.docIds.text(this.docCol[i]!);
  }
  correct(i: number): boolean | null {
    const c = this.correctCol[i]!;
    return c === 2 ? null : c === 1;
  }
  score(i: number): number | undefined {
    return this.scoreCol === null ? undefined : this.scoreCol[i];
  }
  line(i: number): number {
    return this.lineCol[i]!;
  }
}

/**
 * For each doc number, the first sample (a number across all files) seen under one key — the
 * pairing check's "first sample of this document" — in an Int32Array, not a map entry per sample.
 */
export class FirstSample {
  private first = new Int32Array(0);

  /** The sample recorded for `doc`, or -1; records `sample` when there was none. */
  getOrSet(doc: number, sample: number): number {
    if (doc >= this.first.length) {
      const next = new Int32Array(Math.max(1024, 2 * this.first.length, doc + 1)).fill(-1);
      next.set(this.first);
      this.first = next;
    }
    const had = this.first[doc]!;
    if (had < 0) this.first[doc] = sample;
    return had;
  }
}
