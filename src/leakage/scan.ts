import { realpathSync } from "node:fs";
import { availableParallelism } from "node:os";
import { InputError } from "../errors.js";
import { LineScanner, RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13, type RawMatch } from "./line-scanner.js";
import { MAX_WIDTH } from "./keytable.js";
import { ProbeIndex, type MatchRules } from "./probe-index.js";
import {
  compareFindings,
  type LeakageFinding,
  type LeakageReport,
  type LeakageRule,
  type LeakageSettings,
} from "./report.js";
import { changedLinesSince, type ChangedLines } from "./sources/git-changes.js";
import { sampleLines } from "./sources/sample.js";
import { scanTextParallel, WorkerPool } from "./parallel.js";
import {
  formatLabel,
  readProbeRecords,
  readSource,
  type ReadStats,
  type SourceFile,
  type TextRecord,
} from "./sources/read-records.js";
import { firstRecord } from "./sources/first-record.js";
import { describeOrigin, errorAt, resolveSources, type SourcePattern } from "./sources/resolve.js";
import { selectPartition, type PartitionSpec } from "./partition.js";
import { fingerprint } from "./fingerprint.js";
import { sizesOnDisk } from "./sources/file-sizes.js";
import { ProgressMeter, type ProgressSink } from "./progress.js";
import { parseRatio } from "./threshold.js";
import { shownProbeId } from "./holdout-id.js";

export interface ProbeSetInput {
  readonly name: string;
  readonly holdout: boolean;
  /**
   * A holdout set's ids carry nothing of its text (`ids: opaque`): shown as written. Otherwise
   * a holdout id is shown hashed (src/leakage/holdout-id.ts).
   */
  readonly opaqueIds?: boolean;
  readonly sources: readonly SourcePattern[];
}

export interface LeakageOptions {
  readonly probeSets: readonly ProbeSetInput[];
  readonly corpora: readonly SourcePattern[];
  /** Working directory: patterns resolve against it (the config file's folder with a config). */
  readonly cwd: string;
  /** Repository root: every reported path is relative to it (sources/repo-root.ts). */
  readonly root: string;
  /** The config file (absolute) the sources came from: in pull-request mode a changed config rescans everything. */
  readonly configFile?: string;
  /** Shingle width in code points, 1–3 (default 3). */
  readonly shingleWidth?: number;
  /** Jaccard threshold, a decimal in (0, 1] (default "0.8"). */
  readonly threshold?: string;
  /** Containment threshold, or null for off (default "0.8"). */
  readonly containment?: string | null;
  readonly minContainmentShingles?: number;
  readonly ngram13?: boolean;
  /**
   * Pull-request mode: corpus lines added since this git ref against every probe, and probes
   * added or changed since it against every corpus line (docs/leakage.md "Pull requests").
   */
  readonly changedSince?: string;
  /**
   * Worker threads for large plain-text corpora (default 1 = none: on the 2-core development
   * machine under load they cost more than they saved; see docs/leakage.md). Findings are
   * identical either way.
   */
  readonly workers?: number;
  /** Scan only lines with (line − 1) mod count = index − 1 (index is 1-based). */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Scan only the corpus files of partition i of N (src/leakage/partition.ts). */
  readonly partition?: PartitionSpec;
  /** Progress lines while the corpora are read (docs/leakage.md "Progress"); none when absent. */
  readonly progress?: ProgressSink;
}

interface ProbeMeta {
  set: string;
  holdout: boolean;
  /** Surfaces show the id hashed (a holdout set whose ids are not declared opaque). */
  hideId: boolean;
  file: string;
  /** Absolute path (pull-request mode looks up its added lines). */
  path: string;
  rec: TextRecord;
}

const RULE_NAMES: [number, LeakageRule][] = [
  [RULE_JACCARD, "jaccard"],
  [RULE_CONTAINMENT, "containment"],
  [RULE_NGRAM13, "ngram13"],
];

/** Runs the whole scan: read probes, build the index, stream every corpus, verify, report. */
export async function scanLeakage(o: LeakageOptions): Promise<LeakageReport> {
  const started = performance.now();
  const width = o.shingleWidth ?? 3;
  if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) {
    throw new InputError(`--shingle-width must be an integer from 1 to ${MAX_WIDTH} (got ${width})`);
  }
  const minC = o.minContainmentShingles ?? 20;
  if (!Number.isInteger(minC) || minC < 1)
    throw new InputError(`--min-containment-shingles must be a positive integer`);
  if (
    o.shard &&
    !(
      Number.isInteger(o.shard.count) &&
      o.shard.count >= 1 &&
      Number.isInteger(o.shard.index) &&
      o.shard.index >= 1 &&
      o.shard.index <= o.shard.count
    )
  ) {
    throw new InputError(`--shard must be i/N with 1 ≤ i ≤ N`);
  }
  const rules: MatchRules = {
    width,
    jaccard: parseRatio(o.threshold ?? "0.8", "threshold"),
    containment: o.containment === null ? null : parseRatio(o.containment ?? "0.8", "containment"),
    minContainmentShingles: minC,
    ngram13: o.ngram13 ?? false,
  };
  if (o.probeSets.length === 0) throw new InputError("no probe sets given (--probes or --holdout)");
  if (o.corpora.length === 0) throw new InputError("no corpus given (--corpus)");
  const names = new Set<string>();
  for (const s of o.probeSets) {
    if (names.has(s.name)) throw new InputError(`probe set "${s.name}" is defined twice`);
    names.add(s.name);
  }

  const metas: ProbeMeta[] = [];
  const texts: string[] = [];
  const probeSets: LeakageReport["probeSets"] = [];
  for (const set of o.probeSets) {
    const { files, byPattern } = await resolveSources(set.sources, o.cwd, o.root);
    const entry = {
      name: set.name,
      holdout: set.holdout,
      probes: 0,
      emptyProbes: 0,
      files: [] as { file: string; sha256: string }[],
    };
    const perFile: number[] = [];
    for (const f of files) {
      const { records, stats } = await readProbeRecords(f);
      entry.files.push({ file: f.display, sha256: stats.sha256 });
      for (const rec of records) {
        metas.push({
          set: set.name,
          holdout: set.holdout,
          hideId: set.holdout && set.opaqueIds !== true,
          file: f.display,
          path: f.path,
          rec,
        });
        texts.push(rec.text);
      }
      entry.probes += records.length;
      perFile.push(records.length);
    }
    // A probe without its field is already an error (strict read); a source with no probe at all
    // would scan for nothing and pass.
    set.sources.forEach((src, i) => {
      if (src.allowEmpty) return;
      if (byPattern[i]!.every((k) => perFile[k] === 0)) {
        const n = byPattern[i]!.length;
        throw errorAt(
          src.origin,
          `yields no probe (${n === 1 ? files[byPattern[i]![0]!]!.display : `${n} files`}: no record); ${emptyHint(src)}`,
        );
      }
    });
    probeSets.push(entry);
  }
  if (texts.length === 0) throw new InputError("the probe sets hold no probes");
  const resolvedCorpora = await resolveSources(o.corpora, o.cwd, o.root);
  if (o.partition && (o.shard || o.changedSince !== undefined))
    throw new InputError("--partition takes whole files: drop --shard and --changed-since");
  const part = o.partition
    ? selectPartition(
        resolvedCorpora.files,
        sizesOnDisk(resolvedCorpora.files),
        resolvedCorpora.byPattern,
        o.corpora.map((c) => describeOrigin(c.origin)),
        o.partition,
      )
    : null;
  const { files: corpusFiles, byPattern: corpusByPattern } = part ?? resolvedCorpora;

  // Pull-request mode: which corpus lines and which probes are new since the ref.
  let changed: ChangedLines | null = null;
  let scope: ChangeScope | null = null;
  if (o.changedSince !== undefined) {
    changed = await changedLinesSince(
      o.changedSince,
      corpusFiles.map((f) => real(f.path)),
      o.cwd,
    );
    const own = await changedLinesSince(
      o.changedSince,
      [...new Set([...metas.map((m) => real(m.path)), ...(o.configFile !== undefined ? [real(o.configFile)] : [])])],
      o.cwd,
      "changed",
    );
    if (o.configFile !== undefined && own.has(real(o.configFile))) {
      // New sources, fields or thresholds: nothing of the old scan can be trusted to carry over.
      changed = null;
      scope = { kind: "config-changed" };
    } else {
      const fresh: number[] = [];
      metas.forEach((m, p) => {
        const lines = own.get(real(m.path));
        if (lines !== undefined && (lines === null || anyAdded(lines, m.rec.line, m.rec.lastLine ?? m.rec.line)))
          fresh.push(p);
      });
      scope = { kind: "changed-lines", freshProbes: fresh };
    }
  }

  const sample = await sampleLines(corpusFiles);
  const workers = Math.max(1, Math.min(availableParallelism() * 2, Math.floor(o.workers ?? 1)));
  // Workers scan plain-text files in full-file mode; the one index is then built on shared memory.
  const parallel = workers > 1 && changed === null && corpusFiles.some((f) => f.format === "text");
  const built = { wall: performance.now(), cpu: process.cpuUsage() };
  const index = ProbeIndex.build(texts, rules, sample, parallel);
  const cpu = process.cpuUsage(built.cpu);
  const indexStats = {
    seconds: (performance.now() - built.wall) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes: index.bytes,
  };
  // Probes added or changed since the ref are scanned against every corpus line, not only the
  // added ones: a holdout question added today may be in a dictionary since last year.
  const fresh = scope?.kind === "changed-lines" && scope.freshProbes.length > 0 ? scope.freshProbes : null;
  const freshIndex = fresh
    ? ProbeIndex.build(
        fresh.map((p) => texts[p]!),
        rules,
        sample,
      )
    : null;
  const pool = parallel ? await WorkerPool.start(workers, { index: index.parts }) : null;
  texts.length = 0; // the index keeps what it needs; the texts (holdout!) can go
  for (const m of metas) m.rec.text = "";
  const emptyCount = countEmpty(index);
  for (const ps of probeSets) ps.emptyProbes = 0;
  for (let p = 0; p < index.probeCount; p++) {
    if (index.probeSize(p) === 0) {
      const ps = probeSets.find((s) => s.name === metas[p]!.set);
      if (ps) ps.emptyProbes++;
    }
  }

  const scanner = new LineScanner(index);
  const freshScanner = freshIndex ? new LineScanner(freshIndex) : null;
  const findings: LeakageFinding[] = [];
  const corpora: LeakageReport["corpora"] = [];
  /** Per corpus file: whether every line was read (else an empty-looking source is looked at again). */
  const complete: boolean[] = [];
  const shard = o.shard;
  let slowRecords = 0;
  let candidates = 0;
  // Sizes on disk for the ETA; standard input has none, and then the line shows no ETA.
  const sizes = o.progress ? sizesOnDisk(corpusFiles) : [];
  const meter = o.progress
    ? new ProgressMeter(o.progress, corpusFiles.some((f) => f.stdin !== null) ? null : sizes.reduce((a, b) => a + b, 0))
    : null;
  const onChunk = meter ? (records: number, bytes: number) => meter.update(records, bytes) : undefined;
  try {
    for (const [fileIndex, f] of corpusFiles.entries()) {
      let lines: Set<number> | null | undefined = null;
      if (changed) {
        lines = changed.get(real(f.path));
        if (lines === undefined && !freshScanner) {
          corpora.push({
            file: f.display,
            format: formatLabel(f),
            lines: 0,
            records: 0,
            skipped: 0,
            bytes: 0,
            sha256: "",
          });
          complete.push(false);
          meter?.fileDone(0, sizes[fileIndex] ?? 0);
          continue;
        }
      }
      // With fresh probes every line is read: added lines go to the full index, the others to the fresh one.
      let added = true;
      const wantLine =
        shard || lines !== null
          ? (line: number, lastLine = line) => {
              if (shard && (line - 1) % shard.count !== shard.index - 1) return false;
              added = lines === null || (lines !== undefined && anyAdded(lines, line, lastLine));
              return added || freshScanner !== null;
            }
          : () => true;
      complete.push(!shard && (lines === null || freshScanner !== null));
      const collect = (s: LineScanner, line: number, index?: number, source?: string): void => {
        for (const m of s.matches) {
          const meta = metas[s === scanner ? m.probe : fresh![m.probe]!]!;
          const finding = toFinding(m, meta, f, line, index, source);
          // Which half of pull-request mode found it, so every surface can say so.
          if (scope?.kind === "changed-lines") finding.scope = s === scanner ? "added-line" : "changed-probe";
          findings.push(finding);
        }
      };
      let stats: ReadStats;
      if (pool && f.format === "text" && lines === null) {
        const r = await scanTextParallel(
          f,
          pool,
          shard ?? null,
          (m, line) => {
            findings.push(toFinding(m, metas[m.probe]!, f, line, undefined));
          },
          onChunk,
        );
        stats = r.stats;
        slowRecords += r.slowRecords;
        candidates += r.candidates;
      } else {
        stats = await readSource(
          f,
          {
            wantLine,
            // wantLine said yes, so the line is added or a fresh index exists.
            bytes: (buf, s, e, line) => {
              const sc = added ? scanner : freshScanner!;
              if (sc.scanBytes(buf, s, e) > 0) collect(sc, line);
            },
            text: (rec) => {
              const sc = added ? scanner : freshScanner!;
              if (sc.scanString(rec.text) > 0) collect(sc, rec.line, rec.index, rec.source);
            },
          },
          false,
          onChunk,
        );
      }
      meter?.fileDone(stats.records, f.stdin === null ? sizes[fileIndex]! : stats.bytes);
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
  } finally {
    await pool?.close();
  }
  // A partition sees only some of a source's files: whether the source yields is merge's question.
  if (!part) await checkCorporaYield(o.corpora, corpusByPattern, corpusFiles, corpora, complete);
  findings.sort(compareFindings);

  const settings: LeakageSettings = {
    shingleWidth: width,
    threshold: rules.jaccard.text,
    containment: rules.containment ? rules.containment.text : null,
    minContainmentShingles: minC,
    ngram13: rules.ngram13,
    changedSince: o.changedSince ?? null,
    shard: shard ? { index: shard.index, count: shard.count } : null,
  };
  const changedScope: LeakageReport["stats"]["changedScope"] =
    scope === null
      ? undefined
      : scope.kind === "config-changed"
        ? { configChanged: true, freshProbes: index.probeCount }
        : { configChanged: false, freshProbes: scope.freshProbes.length };
  return {
    kind: "contamgate.leakage",
    version: 1,
    settings,
    fingerprint: fingerprint(settings, probeSets, corpora),
    probeSets,
    corpora,
    findings,
    stats: {
      probes: index.probeCount,
      emptyProbes: emptyCount,
      corpusFiles: corpora.length,
      corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
      corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
      bytes: corpora.reduce((a, c) => a + c.bytes, 0),
      slowRecords: scanner.slowRecords + (freshScanner?.slowRecords ?? 0) + slowRecords,
      candidates: scanner.candidates + (freshScanner?.candidates ?? 0) + candidates,
      findings: findings.length,
      holdoutFindings: findings.filter((x) => x.probe.holdout).length,
      seconds: (performance.now() - started) / 1000,
      ...(changedScope ? { changedScope } : {}),
      index: indexStats,
      ...(pool ? { workers: pool.perWorker } : {}),
    },
    ...(part ? { partition: part.manifest } : {}),
  };
}

function emptyHint(src: SourcePattern): string {
  return src.origin.kind === "config"
    ? "fix the path, or say the source may be empty with allow_empty: true"
    : "fix the pattern (only a config source can be allowed to be empty: allow_empty: true)";
}

/** Pull-request mode's view of the probes: a changed config rescans all, else the probes new since the ref. */
type ChangeScope = { kind: "config-changed" } | { kind: "changed-lines"; freshProbes: number[] };

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

function countEmpty(index: ProbeIndex): number {
  return index.emptyProbes;
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

function toFinding(
  m: RawMatch,
  meta: ProbeMeta,
  f: SourceFile,
  line: number,
  index: number | undefined,
  /** A mapper record's own source name (`--stdin-format records`), else the file's. */
  source?: string,
): LeakageFinding {
  const probe: LeakageFinding["probe"] = { set: meta.set, file: meta.file, line: meta.rec.line, holdout: meta.holdout };
  if (meta.rec.id !== undefined) probe.id = shownProbeId(meta.rec.id, meta.hideId);
  if (meta.rec.index !== undefined) probe.index = meta.rec.index;
  const corpus: LeakageFinding["corpus"] = { file: source ?? f.display, line };
  if (index !== undefined) corpus.index = index;
  return {
    probe,
    corpus,
    jaccard: m.common / (m.probeSize + m.corpusSize - m.common),
    containment: m.common / m.probeSize,
    shingles: { probe: m.probeSize, corpus: m.corpusSize, common: m.common },
    rules: RULE_NAMES.filter(([bit]) => (m.rules & bit) !== 0).map(([, name]) => name),
  };
}

/** A record is new if any of its lines was added: a paste into the second line of a quoted CSV field counts. */
function anyAdded(added: ReadonlySet<number>, first: number, last: number): boolean {
  for (let l = first; l <= last; l++) if (added.has(l)) return true;
  return false;
}
