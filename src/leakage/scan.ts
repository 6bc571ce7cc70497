import { InputError } from "../errors.js";
import { availableParallelism } from "node:os";
import { LineScanner } from "./line-scanner.js";
import { ProbeIndex } from "./probe-index.js";
import type { LeakageReport } from "./report.js";
import { changesSince, type Changes } from "./sources/changes.js";
import { sampleLines } from "./sources/sample.js";
import { WorkerPool, workerFile } from "./parallel.js";
import { ASKED_LANES, DEFAULT_LANES, mayTryWorkers } from "./worker-policy.js";
import type { SourceFile } from "./sources/read-records.js";
import { firstRecord } from "./sources/first-record.js";
import { describeOrigin, errorAt, resolveSources, type SourcePattern } from "./sources/resolve.js";
import { emptyHint, type ProbeSetInput, readProbeSets } from "./sources/probe-sets.js";
import { searchCorpora } from "./sources/search.js";
import { selectPartition } from "./partition.js";
import { fingerprint } from "./fingerprint.js";
import { sizesOnDisk } from "./sources/file-sizes.js";
import type { ProgressSink } from "./progress.js";
import { planScan, type ScanPlan, type ScanSettings } from "./plan.js";
import { FindingSink } from "./sink.js";

export type { ProbeSetInput };

/** What to scan, how, and the settings (ScanSettings: checked once by the plan). */
export interface LeakageOptions extends ScanSettings {
  readonly probeSets: readonly ProbeSetInput[];
  readonly corpora: readonly SourcePattern[];
  /** Working directory: patterns resolve against it (the config file's folder with a config). */
  readonly cwd: string;
  /** Repository root: every reported path is relative to it (sources/repo-root.ts). */
  readonly root: string;
  /** The config file (absolute) the sources came from: in pull-request mode a changed config rescans everything. */
  readonly configFile?: string;
  /** Progress lines while the corpora are read (docs/leakage.md "Progress"); none when absent. */
  readonly progress?: ProgressSink;
}

/** The scan with its findings as an array (the library's call; the CLI and `check` stream with `scan`). */
export async function scanLeakage(o: LeakageOptions): Promise<LeakageReport> {
  const r = await scan(o);
  return { ...r, findings: [...r.findings] };
}

/**
 * The whole scan, in the shape of a search tool (docs/leakage.md "How the scan runs"): plan (every
 * setting checked once) → index (the probes) → search (each corpus record through the matcher)
 * → sink (each finding kept once, compactly) → the report, its findings still in the sink.
 */
export async function scan(o: LeakageOptions): Promise<LeakageReport<FindingSink>> {
  const started = performance.now();
  const plan = planScan(o);
  const { probes, texts, probeSets } = await readProbeSets(o.probeSets, o.cwd, o.root);
  if (texts.length === 0) throw new InputError("the probe sets hold no probes");
  const corpus = await corpusFiles(o);
  const changes =
    o.changedSince === undefined ? null : await changesSince(o.changedSince, corpus.files, probes, o.cwd, o.configFile);
  const built = await buildIndexes(plan, texts, corpus.files, changes);
  texts.length = 0; // the index keeps what it needs; the texts (holdout!) can go
  for (const ps of probeSets) ps.emptyProbes = 0;
  for (let p = 0; p < built.index.probeCount; p++) {
    if (built.index.probeSize(p) === 0) {
      const ps = probeSets.find((s) => s.name === probes[p]!.set);
      if (ps) ps.emptyProbes++;
    }
  }
  const sink = new FindingSink(probes);
  const scanner = new LineScanner(built.index);
  const fresh = built.fresh ? { scanner: new LineScanner(built.fresh.index), probes: built.fresh.probes } : null;
  const searched = await searchCorpora({
    files: corpus.files,
    scanner,
    fresh,
    changes,
    shard: plan.shard,
    pool: built.pool,
    sink,
    progress: o.progress,
  }).finally(() => built.pool?.close());
  // A partition sees only some of a source's files: whether the source yields is merge's question.
  if (!corpus.partition)
    await checkCorporaYield(o.corpora, corpus.byPattern, corpus.files, searched.corpora, searched.complete);
  sink.seal();
  const { corpora } = searched;
  const scope = changes?.scope;
  const changedScope: LeakageReport["stats"]["changedScope"] =
    scope === undefined
      ? undefined
      : scope.kind === "config-changed"
        ? { configChanged: true, freshProbes: built.index.probeCount }
        : { configChanged: false, freshProbes: scope.freshProbes.length };
  return {
    kind: "contamgate.leakage",
    version: 1,
    settings: plan.settings,
    fingerprint: fingerprint(plan.settings, probeSets, corpora),
    probeSets,
    corpora,
    findings: sink,
    stats: {
      probes: built.index.probeCount,
      emptyProbes: built.index.emptyProbes,
      corpusFiles: corpora.length,
      corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
      corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
      bytes: corpora.reduce((a, c) => a + c.bytes, 0),
      slowRecords: scanner.slowRecords + (fresh?.scanner.slowRecords ?? 0) + searched.slowRecords,
      candidates: scanner.candidates + (fresh?.scanner.candidates ?? 0) + searched.candidates,
      findings: sink.length,
      holdoutFindings: sink.holdoutCount,
      seconds: (performance.now() - started) / 1000,
      ...(changedScope ? { changedScope } : {}),
      index: built.stats,
      ...(built.pool ? { workers: built.pool.perWorker } : {}),
    },
    ...(corpus.partition ? { partition: corpus.partition.manifest } : {}),
  };
}

/** The corpus files to read: every file the patterns name, or one partition's share of them. */
async function corpusFiles(o: LeakageOptions) {
  const resolved = await resolveSources(o.corpora, o.cwd, o.root);
  const partition = o.partition
    ? selectPartition(
        resolved.files,
        sizesOnDisk(resolved.files),
        resolved.byPattern,
        o.corpora.map((c) => describeOrigin(c.origin)),
        o.partition,
      )
    : null;
  const { files, byPattern } = partition ?? resolved;
  return { files, byPattern, partition };
}

/**
 * The probe index (on shared memory when worker threads scan), its build cost, and in
 * pull-request mode a second index of the probes new since the ref: they are scanned against
 * every corpus line, not only the added ones — a holdout question added today may be in a
 * dictionary since last year.
 */
async function buildIndexes(
  plan: ScanPlan,
  texts: readonly string[],
  files: readonly SourceFile[],
  changes: Changes | null,
) {
  const sample = await sampleLines(files);
  const asked = plan.workers.kind === "asked";
  const lanes = asked ? ASKED_LANES : DEFAULT_LANES;
  // Asked for: up to twice the CPUs (their lane is measured against one thread anyway); the default: the CPUs.
  const workers = Math.min(availableParallelism() * (asked ? 2 : 1), plan.workers.upTo);
  // The policy's corpus size: the plain-text files on disk. A compressed one counts its compressed
  // size, less than it holds (a trial may come later, never earlier), standard input nothing.
  const text = files.filter((f) => f.format === "text");
  const textBytes = sizesOnDisk(text.filter((f) => f.stdin === null)).reduce((a, b) => a + b, 0);
  const sizeKnown = text.every((f) => f.stdin === null && f.compression === "none");
  // Workers scan plain-text files in full-file mode; the one index is then built on shared memory.
  // A source checkout run through a TypeScript loader has no worker module: the default scans on
  // one thread there, and only `--workers N` asked for says so (WorkerPool.ready). A corpus the
  // policy will never try workers on is scanned exactly as with --workers 1.
  const parallel =
    workers > 1 &&
    changes?.lines == null &&
    text.length > 0 &&
    (asked || workerFile() !== null) &&
    mayTryWorkers(lanes, textBytes, sizeKnown);
  const wall = performance.now();
  const cpu0 = process.cpuUsage();
  const index = ProbeIndex.build(texts, plan.rules, sample, parallel);
  const cpu = process.cpuUsage(cpu0);
  const stats = {
    seconds: (performance.now() - wall) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes: index.bytes,
  };
  const freshProbes = changes?.scope.kind === "changed-lines" ? changes.scope.freshProbes : [];
  const fresh =
    freshProbes.length > 0
      ? {
          index: ProbeIndex.build(
            freshProbes.map((p) => texts[p]!),
            plan.rules,
            sample,
          ),
          probes: freshProbes,
        }
      : null;
  const pool = parallel ? await WorkerPool.start(workers, { index: index.parts }, lanes, textBytes) : null;
  return { index, stats, fresh, pool };
}

/**
 * A corpus source that yields no record, or whose field matches nothing in any record, is an
 * error (a typo'd field scanned nothing and passed). Where a scan read only some lines, the file
 * is read again up to its first record before the source is called empty.
 */
async function checkCorporaYield(
  patterns: readonly SourcePattern[],
  byPattern: readonly number[][],
  files: readonly SourceFile[],
  read: LeakageReport["corpora"],
  complete: readonly boolean[],
): Promise<void> {
  for (const [i, src] of patterns.entries()) {
    const mine = byPattern[i]!;
    if (mine.some((k) => read[k]!.records > 0)) continue;
    let records = 0;
    let skipped = 0;
    let lines = 0;
    for (const k of mine) {
      if (complete[k]) {
        skipped += read[k]!.skipped;
        lines += read[k]!.lines;
        continue;
      }
      const first = await firstRecord(files[k]!);
      if (first.found) {
        records++;
        break;
      }
      skipped += first.stats.skipped;
      lines += first.stats.lines;
    }
    if (records > 0) continue;
    const where = mine.length === 1 ? files[mine[0]!]!.display : `${mine.length} files`;
    if (skipped > 0) {
      const at = src.fieldOrigin ?? src.origin;
      throw errorAt(
        at,
        `${at.kind === "config" ? `"${src.field ?? ""}" ` : ""}matches nothing in any of the ${skipped.toLocaleString("en-US")} record${skipped === 1 ? "" : "s"} of ${where}; check the field path`,
      );
    }
    if (src.allowEmpty) continue;
    throw errorAt(
      src.origin,
      `yields no record (${where}: ${lines === 0 ? "empty" : `${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"}, none a record`}); ${emptyHint(src)}`,
    );
  }
}
