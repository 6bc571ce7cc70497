import { createHash } from "node:crypto";
import { realpathSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { InputError } from "../errors.js";
import { LineScanner, RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13, type RawMatch } from "./line-scanner.js";
import { MAX_WIDTH } from "./keytable.js";
import { ProbeIndex, type MatchRules } from "./probe-index.js";
import { compareFindings, type LeakageFinding, type LeakageReport, type LeakageRule, type LeakageSettings } from "./report.js";
import { changedLinesSince, type ChangedLines } from "./sources/git-changes.js";
import { sampleLines } from "./sources/sample.js";
import { parallelAvailable, scanTextParallel, WorkerPool } from "./parallel.js";
import { readProbeRecords, readSource, type ReadStats, type SourceFile, type TextRecord } from "./sources/read-records.js";
import { resolveSources, type SourcePattern } from "./sources/resolve.js";
import { parseRatio } from "./threshold.js";
import { shownProbeId } from "./holdout-id.js";

export interface ProbeSetInput {
  readonly name: string;
  readonly holdout: boolean;
  readonly sources: readonly SourcePattern[];
}

export interface LeakageOptions {
  readonly probeSets: readonly ProbeSetInput[];
  readonly corpora: readonly SourcePattern[];
  /** Working directory: patterns resolve and findings are reported relative to it. */
  readonly cwd: string;
  /** Shingle width in code points, 1–3 (default 3). */
  readonly shingleWidth?: number;
  /** Jaccard threshold, a decimal in (0, 1] (default "0.8"). */
  readonly threshold?: string;
  /** Containment threshold, or null for off (default "0.8"). */
  readonly containment?: string | null;
  readonly minContainmentShingles?: number;
  readonly ngram13?: boolean;
  /** Scan only corpus lines added since this git ref. */
  readonly changedSince?: string;
  /**
   * Worker threads for large plain-text corpora (default 1 = none: on the 2-core development
   * machine under load they cost more than they saved; see docs/leakage.md). Findings are
   * identical either way.
   */
  readonly workers?: number;
  /** Scan only lines with (line − 1) mod count = index − 1 (index is 1-based). */
  readonly shard?: { readonly index: number; readonly count: number };
}

interface ProbeMeta {
  set: string;
  holdout: boolean;
  file: string;
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
  if (!Number.isInteger(minC) || minC < 1) throw new InputError(`--min-containment-shingles must be a positive integer`);
  if (o.shard && !(Number.isInteger(o.shard.count) && o.shard.count >= 1 && Number.isInteger(o.shard.index) && o.shard.index >= 1 && o.shard.index <= o.shard.count)) {
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
    const files = await resolveSources(set.sources, o.cwd, `probe set "${set.name}":`);
    const entry = { name: set.name, holdout: set.holdout, probes: 0, emptyProbes: 0, files: [] as { file: string; sha256: string }[] };
    for (const f of files) {
      const { records, stats } = await readProbeRecords(f);
      entry.files.push({ file: f.display, sha256: stats.sha256 });
      for (const rec of records) {
        metas.push({ set: set.name, holdout: set.holdout, file: f.display, rec });
        texts.push(rec.text);
      }
      entry.probes += records.length;
    }
    probeSets.push(entry);
  }
  if (texts.length === 0) throw new InputError("the probe sets hold no probes");
  const corpusFiles = await resolveSources(o.corpora, o.cwd, "--corpus");
  const sample = await sampleLines(corpusFiles);
  const index = new ProbeIndex(texts, rules, sample);
  const workers = Math.max(1, Math.min(availableParallelism() * 2, Math.floor(o.workers ?? 1)));
  const bigText = corpusFiles.some((f) => f.format === "text" && sizeOf(f.path) >= (f.gzip ? 2 : 16) * 2 ** 20);
  const pool =
    workers > 1 && bigText && o.changedSince === undefined && parallelAvailable()
      ? await WorkerPool.start(workers, { texts: [...texts], rules, sample })
      : null;
  texts.length = 0; // the index keeps what it needs; the texts (holdout!) can go
  for (const m of metas) m.rec.text = "";
  const emptyCount = countEmpty(index);
  for (const ps of probeSets) ps.emptyProbes = 0;
  for (let p = 0; p < index.probeCount; p++) {
    if (index.probeStart[p + 1] === index.probeStart[p]) {
      const ps = probeSets.find((s) => s.name === metas[p]!.set);
      if (ps) ps.emptyProbes++;
    }
  }

  let changed: ChangedLines | null = null;
  if (o.changedSince !== undefined) {
    changed = await changedLinesSince(
      o.changedSince,
      corpusFiles.map((f) => real(f.path)),
      o.cwd,
    );
  }

  const scanner = new LineScanner(index);
  const findings: LeakageFinding[] = [];
  const corpora: LeakageReport["corpora"] = [];
  const shard = o.shard;
  let slowRecords = 0;
  let candidates = 0;
  try {
    for (const f of corpusFiles) {
      let lines: Set<number> | null | undefined = null;
      if (changed) {
        lines = changed.get(real(f.path));
        if (lines === undefined) {
          corpora.push({ file: f.display, format: f.format, lines: 0, records: 0, skipped: 0, bytes: 0, sha256: "" });
          continue;
        }
      }
      const wantLine =
        shard || lines
          ? (line: number, lastLine = line) =>
              (!shard || (line - 1) % shard.count === shard.index - 1) && (!lines || anyAdded(lines, line, lastLine))
          : () => true;
      const collect = (matches: RawMatch[], line: number, index?: number): void => {
        for (const m of matches) findings.push(toFinding(m, metas[m.probe]!, f, line, index));
      };
      let stats: ReadStats;
      if (pool && f.format === "text" && lines === null) {
        const r = await scanTextParallel(f, pool, shard ?? null, (m, line) => {
          findings.push(toFinding(m, metas[m.probe]!, f, line, undefined));
        });
        stats = r.stats;
        slowRecords += r.slowRecords;
        candidates += r.candidates;
      } else {
        stats = await readSource(
          f,
          {
            wantLine,
            bytes: (buf, s, e, line) => {
              if (scanner.scanBytes(buf, s, e) > 0) collect(scanner.matches, line);
            },
            text: (rec) => {
              if (scanner.scanString(rec.text) > 0) collect(scanner.matches, rec.line, rec.index);
            },
          },
          false,
        );
      }
      corpora.push({
        file: f.display,
        format: f.gzip ? `${f.format}+gzip` : f.format,
        lines: stats.lines,
        records: stats.records,
        skipped: stats.skipped,
        bytes: stats.bytes,
        sha256: stats.sha256,
      });
    }
  } finally {
    await pool?.close();
  }
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
      slowRecords: scanner.slowRecords + slowRecords,
      candidates: scanner.candidates + candidates,
      findings: findings.length,
      holdoutFindings: findings.filter((x) => x.probe.holdout).length,
      seconds: (performance.now() - started) / 1000,
    },
  };
}

function countEmpty(index: ProbeIndex): number {
  return index.emptyProbes;
}

function sizeOf(p: string): number {
  try {
    return statSync(p).size;
  } catch {
    return 0;
  }
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

function toFinding(m: RawMatch, meta: ProbeMeta, f: SourceFile, line: number, index: number | undefined): LeakageFinding {
  const probe: LeakageFinding["probe"] = { set: meta.set, file: meta.file, line: meta.rec.line, holdout: meta.holdout };
  if (meta.rec.id !== undefined) probe.id = shownProbeId(meta.rec.id, meta.rec.text, meta.holdout);
  if (meta.rec.index !== undefined) probe.index = meta.rec.index;
  const corpus: LeakageFinding["corpus"] = { file: f.display, line };
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

/** Identifies one scan across its shards: settings without the shard index, and input digests. */
export function fingerprint(
  settings: LeakageSettings,
  probeSets: LeakageReport["probeSets"],
  corpora: LeakageReport["corpora"],
): string {
  const basis = {
    settings: { ...settings, shard: settings.shard ? { count: settings.shard.count } : null },
    probes: probeSets.map((s) => [s.name, s.holdout, s.files.map((f) => [f.file, f.sha256])]),
    corpora: corpora.map((c) => [c.file, c.format, c.sha256]),
  };
  return createHash("sha256").update(JSON.stringify(basis)).digest("hex");
}

/** A record is new if any of its lines was added: a paste into the second line of a quoted CSV field counts. */
function anyAdded(added: ReadonlySet<number>, first: number, last: number): boolean {
  for (let l = first; l <= last; l++) if (added.has(l)) return true;
  return false;
}
