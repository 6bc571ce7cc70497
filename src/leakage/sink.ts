/**
 * The sink of the scan: every verified match, kept once, in columns of typed arrays — about 30
 * bytes a finding where a finding object costs several hundred — so millions of findings fit a
 * runner and are written out one at a time (docs/leakage.md "Outputs"). A finding becomes the one
 * `LeakageFinding` object only when a writer asks for it; every surface (JSON, SARIF, Markdown,
 * HTML, the table, Dolma attributes) reads the same objects in the same order.
 */
import { RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13, type RawMatch } from "./line-scanner.js";
import type { FindingList, FindingScope, LeakageFinding, LeakageRule } from "./report.js";

/** A probe as findings name it (its text is gone by the time findings are read). */
export interface ProbePlace {
  readonly set: string;
  readonly file: string;
  readonly line: number;
  readonly holdout: boolean;
  /** As surfaces show it (hashed for a holdout set without opaque ids). */
  readonly id?: string;
  readonly index?: number;
}

const RULES: readonly LeakageRule[][] = Array.from({ length: 8 }, (_, bits) =>
  (
    [
      [RULE_JACCARD, "jaccard"],
      [RULE_CONTAINMENT, "containment"],
      [RULE_NGRAM13, "ngram13"],
    ] as const
  )
    .filter(([bit]) => (bits & bit) !== 0)
    .map(([, name]) => name),
);
const SCOPES: readonly (FindingScope | undefined)[] = [undefined, "added-line", "changed-probe"];
const NO_INDEX = -1;

function cmp(a: string | number, b: string | number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Ranks of the keys under `compare` (equal keys share a rank). */
function ranks<T>(items: readonly T[], compare: (x: T, y: T) => number): Int32Array {
  const order = items.map((_, i) => i).sort((a, b) => compare(items[a]!, items[b]!));
  const rank = new Int32Array(items.length);
  for (let k = 1; k < order.length; k++)
    rank[order[k]!] = rank[order[k - 1]!]! + (compare(items[order[k - 1]!]!, items[order[k]!]!) === 0 ? 0 : 1);
  return rank;
}

/**
 * Findings in columns. `add` during the scan, `seal` once (the order of compareFindings:
 * corpus file, line, record index, then the probe's set, file, line, index — equal places in the
 * order they were found), then read by index or iterated.
 */
export class FindingSink implements FindingList {
  private n = 0;
  private cap = 1024;
  private probe = new Int32Array(this.cap);
  private file = new Int32Array(this.cap);
  private line = new Float64Array(this.cap);
  private index = new Int32Array(this.cap);
  private sizes = new Int32Array(this.cap * 3);
  private flags = new Uint8Array(this.cap);
  private readonly files: string[] = [];
  private readonly fileIds = new Map<string, number>();
  private order: Uint32Array | null = null;
  private holdout = 0;

  constructor(private readonly probes: readonly ProbePlace[]) {}

  get length(): number {
    return this.n;
  }

  /** Findings whose probe is a holdout question. */
  get holdoutCount(): number {
    return this.holdout;
  }

  /** A corpus name (a file, or a mapper record's own source) as a small integer. */
  fileId(name: string): number {
    let id = this.fileIds.get(name);
    if (id === undefined) {
      id = this.files.length;
      this.files.push(name);
      this.fileIds.set(name, id);
    }
    return id;
  }

  add(m: RawMatch, probe: number, fileId: number, line: number, index?: number, scope: 0 | 1 | 2 = 0): void {
    if (this.order) throw new Error("FindingSink: add after seal");
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    this.probe[i] = probe;
    this.file[i] = fileId;
    this.line[i] = line;
    this.index[i] = index ?? NO_INDEX;
    this.sizes[3 * i] = m.probeSize;
    this.sizes[3 * i + 1] = m.corpusSize;
    this.sizes[3 * i + 2] = m.common;
    this.flags[i] = m.rules | (scope << 4);
    if (this.probes[probe]!.holdout) this.holdout++;
  }

  /** Puts the findings in report order; no `add` after this. */
  seal(): this {
    const probeRank = ranks(
      this.probes,
      (x, y) =>
        cmp(x.set, y.set) ||
        cmp(x.file, y.file) ||
        cmp(x.line, y.line) ||
        cmp(x.index ?? NO_INDEX, y.index ?? NO_INDEX),
    );
    const fileRank = ranks(this.files, cmp);
    const order = new Uint32Array(this.n);
    for (let i = 0; i < this.n; i++) order[i] = i;
    const { file, line, index, probe } = this;
    order.sort(
      (a, b) =>
        fileRank[file[a]!]! - fileRank[file[b]!]! ||
        line[a]! - line[b]! ||
        index[a]! - index[b]! ||
        probeRank[probe[a]!]! - probeRank[probe[b]!]! ||
        a - b,
    );
    this.order = order;
    return this;
  }

  /** The k-th finding in report order, as the object every surface reads. */
  at(k: number): LeakageFinding {
    const i = this.order ? this.order[k]! : k;
    const p = this.probes[this.probe[i]!]!;
    const probe: LeakageFinding["probe"] = { set: p.set, file: p.file, line: p.line, holdout: p.holdout };
    if (p.id !== undefined) probe.id = p.id;
    if (p.index !== undefined) probe.index = p.index;
    const corpus: LeakageFinding["corpus"] = { file: this.files[this.file[i]!]!, line: this.line[i]! };
    if (this.index[i] !== NO_INDEX) corpus.index = this.index[i]!;
    const probeSize = this.sizes[3 * i]!;
    const corpusSize = this.sizes[3 * i + 1]!;
    const common = this.sizes[3 * i + 2]!;
    const finding: LeakageFinding = {
      probe,
      corpus,
      jaccard: common / (probeSize + corpusSize - common),
      containment: common / probeSize,
      shingles: { probe: probeSize, corpus: corpusSize, common },
      rules: [...RULES[this.flags[i]! & 7]!],
    };
    const scope = SCOPES[this.flags[i]! >> 4];
    if (scope !== undefined) finding.scope = scope;
    return finding;
  }

  *[Symbol.iterator](): Iterator<LeakageFinding> {
    for (let k = 0; k < this.n; k++) yield this.at(k);
  }

  /** `JSON.stringify` of a report sees an array (writers stream instead: src/text/json-chunks.ts). */
  toJSON(): LeakageFinding[] {
    return [...this];
  }

  private grow(): void {
    this.cap *= 2;
    const widen = <A extends Int32Array | Float64Array | Uint8Array>(a: A, make: (n: number) => A, k = 1): A => {
      const b = make(this.cap * k);
      b.set(a);
      return b;
    };
    this.probe = widen(this.probe, (n) => new Int32Array(n));
    this.file = widen(this.file, (n) => new Int32Array(n));
    this.line = widen(this.line, (n) => new Float64Array(n));
    this.index = widen(this.index, (n) => new Int32Array(n));
    this.sizes = widen(this.sizes, (n) => new Int32Array(n), 3);
    this.flags = widen(this.flags, (n) => new Uint8Array(n));
  }
}
