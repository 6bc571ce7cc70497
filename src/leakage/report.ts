import type { PartitionManifest } from "./partition.js";

/** The leakage report: what `--json` writes, what `merge` reads, what renderers format. */
export type LeakageRule = "jaccard" | "containment" | "ngram13";

export interface LeakageFinding {
  probe: { set: string; file: string; line: number; id?: string; index?: number; holdout: boolean };
  corpus: { file: string; line: number; index?: number };
  /** |A∩B| / |A∪B| over distinct shingles. */
  jaccard: number;
  /** |A∩B| / |A| (A = the probe). */
  containment: number;
  /** The exact integers behind both measures. */
  shingles: { probe: number; corpus: number; common: number };
  rules: LeakageRule[];
  /**
   * Pull-request mode (`--changed-since`) only: `added-line` — a corpus line added since the ref,
   * against every probe; `changed-probe` — a probe added or changed since the ref, against a corpus
   * line older than it. Absent when the config changed (everything against everything).
   */
  scope?: FindingScope;
}

export type FindingScope = "added-line" | "changed-probe";

/**
 * A report's findings, in report order (compareFindings): an array when read from JSON, the
 * scan's columnar sink (sink.ts) when fresh from a scan. Writers iterate; none needs all of them
 * as objects at once.
 */
export interface FindingList extends Iterable<LeakageFinding> {
  readonly length: number;
}

export interface LeakageSettings {
  shingleWidth: number;
  threshold: string;
  containment: string | null;
  minContainmentShingles: number;
  ngram13: boolean;
  changedSince: string | null;
  shard: { index: number; count: number } | null;
}

/**
 * `F`: an array when read from JSON or returned by the library's `scanLeakage`; the scan's
 * columnar sink (sink.ts) inside the CLI and `check`, where writers iterate it.
 */
export interface LeakageReport<F extends FindingList = LeakageFinding[]> {
  kind: "contamgate.leakage";
  version: 1;
  settings: LeakageSettings;
  /** Same value in every shard of one scan (settings without the shard index, input digests). */
  fingerprint: string;
  probeSets: {
    name: string;
    holdout: boolean;
    probes: number;
    emptyProbes: number;
    files: { file: string; sha256: string }[];
  }[];
  corpora: {
    file: string;
    format: string;
    lines: number;
    records: number;
    skipped: number;
    bytes: number;
    sha256: string;
  }[];
  findings: F;
  stats: {
    probes: number;
    emptyProbes: number;
    corpusFiles: number;
    corpusLines: number;
    corpusRecords: number;
    bytes: number;
    /** Records that left the byte fast path for the full NFKC pipeline. */
    slowRecords: number;
    candidates: number;
    findings: number;
    holdoutFindings: number;
    seconds: number;
    /** Shard indices merged into this report (merge only). */
    shardsMerged?: number[];
    /** Partition indices merged into this report (merge of --partition reports only). */
    partitionsMerged?: number[];
    /**
     * Pull-request mode only: probes scanned against every corpus line because they are new or
     * changed since the ref (all of them when the config itself changed).
     */
    changedScope?: { configChanged: boolean; freshProbes: number };
    /** The probe index: build time (wall, and CPU of this process) and the bytes of its arrays. */
    index?: { seconds: number; cpuSeconds: number; bytes: number };
    /** With --workers N on plain-text corpora: what each worker thread scanned. */
    workers?: { batches: number; lines: number; records: number }[];
  };
  /** `--partition i/N` only: every corpus file of the scan and its partition (src/leakage/partition.ts). */
  partition?: PartitionManifest;
}

function cmp(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a < b ? -1 : 1;
}

/** Where a finding is: all compareFindings reads (the report's JSON findings have this shape too). */
interface FindingPlace {
  probe: { set: string; file: string; line: number; index?: number | undefined };
  corpus: { file: string; line: number; index?: number | undefined };
}

/** Deterministic order: by corpus location, then probe location. */
export function compareFindings(x: FindingPlace, y: FindingPlace): number {
  return (
    cmp(x.corpus.file, y.corpus.file) ||
    cmp(x.corpus.line, y.corpus.line) ||
    cmp(x.corpus.index, y.corpus.index) ||
    cmp(x.probe.set, y.probe.set) ||
    cmp(x.probe.file, y.probe.file) ||
    cmp(x.probe.line, y.probe.line) ||
    cmp(x.probe.index, y.probe.index)
  );
}

export function exitCodeFor(report: LeakageReport<FindingList>): 0 | 1 {
  return report.findings.length > 0 ? 1 : 0;
}
