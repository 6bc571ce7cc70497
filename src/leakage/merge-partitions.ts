/**
 * Merging the reports of `--partition i/N` runs (src/leakage/partition.ts) into the report one
 * process would have written: same findings, corpora in the same order, the same fingerprint.
 * Refused, naming the report and the file: a partition given twice or missing (a gap: files no
 * report scanned), a file scanned by two reports (an overlap), a report whose files are not the
 * ones its manifest assigns it, and reports of different scans (file lists, probe sets, settings).
 */
import { InputError } from "../errors.js";
import type { ManifestFile } from "./partition.js";
import type { LeakageReport } from "./report.js";
import { fingerprint } from "./fingerprint.js";
import { type CountedFindings, MergedFindings } from "./merged-findings.js";

type Report = LeakageReport<CountedFindings>;
type Input = { report: Report; file: string };

export function mergePartitions(reports: readonly Input[]): LeakageReport<MergedFindings> {
  const first = reports[0]!;
  const m0 = first.report.partition!;
  const byIndex = checkPartitions(reports);
  // The corpora in the order one process reads them: the resolver's order, which the manifest keeps.
  const all = reports.map((r) => r.report);
  const entries = corpusEntries(all);
  const corpora = inManifestOrder(m0.files, entries);
  checkSourcesYield(m0.sources, entries);
  const findings = new MergedFindings(all.map((r) => r.findings));
  const settings = { ...first.report.settings };
  const sum = (k: "slowRecords" | "candidates") => all.reduce((a, r) => a + r.stats[k], 0);
  const { partition: _dropped, ...rest } = first.report;
  // One partition's worker threads are not the scan's: a single process reports none per file set.
  const { workers: _workers, ...firstStats } = first.report.stats;
  return {
    ...rest,
    settings,
    fingerprint: fingerprint(settings, first.report.probeSets, corpora),
    corpora,
    findings,
    stats: {
      ...firstStats,
      corpusFiles: corpora.length,
      corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
      corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
      bytes: corpora.reduce((a, c) => a + c.bytes, 0),
      slowRecords: sum("slowRecords"),
      candidates: sum("candidates"),
      findings: findings.length,
      holdoutFindings: findings.holdout,
      seconds: all.reduce((a, r) => Math.max(a, r.stats.seconds), 0),
      partitionsMerged: [...byIndex.keys()].sort((a, b) => a - b),
    },
  };
}

/**
 * The reports are the partitions of one scan, each given once, each scanning exactly the files its
 * manifest assigns it, together every file; returns them by partition index.
 */
function checkPartitions(reports: readonly Input[]): Map<number, Input> {
  const first = reports[0]!;
  const m0 = first.report.partition!;
  const byIndex = new Map<number, Input>();
  const scannedBy = new Map<string, string>();
  for (const input of reports) {
    const { report, file } = input;
    const m = report.partition!;
    checkOneScan(input, first);
    const prev = byIndex.get(m.index);
    if (prev) throw new InputError(`partition ${m.index}/${m.count} given twice (also ${prev.file})`, { file });
    byIndex.set(m.index, input);
    const assigned = [...new Set(m.files.filter((f) => f.partition === m.index).map((f) => f.file))];
    const scanned = [...new Set(report.corpora.map((c) => c.file))];
    for (const c of scanned) {
      const other = scannedBy.get(c);
      if (other !== undefined)
        throw new InputError(`${c} was scanned by both ${other} and ${file} (overlap)`, { file });
      scannedBy.set(c, file);
    }
    const extra = scanned.find((c) => !assigned.includes(c));
    const lacking = assigned.find((c) => !scanned.includes(c));
    if (extra !== undefined || lacking !== undefined) {
      throw new InputError(
        extra !== undefined
          ? `scanned ${extra}, which its manifest assigns to partition ${m.files.find((f) => f.file === extra)?.partition ?? "none"}`
          : `did not scan ${lacking}, which its manifest assigns to it`,
        { file },
      );
    }
  }
  const gap = m0.files.find((f) => !scannedBy.has(f.file));
  if (gap !== undefined) {
    const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    throw new InputError(
      `${gap.file} was scanned by no report (gap): partition${missing.length === 1 ? "" : "s"} ${missing.map((i) => `${i}/${m0.count}`).join(", ")} missing`,
    );
  }
  const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) {
    // Partitions with no file at all (more partitions than files) still must be given: a missing
    // report could as well have been one that failed.
    throw new InputError(`partitions missing: ${missing.map((i) => `${i}/${m0.count}`).join(", ")}`);
  }
  return byIndex;
}

/** One report is of the same scan as the first: partition count and method, settings, probe sets, file list. */
function checkOneScan({ report, file }: Input, first: Input): void {
  const m0 = first.report.partition!;
  const m = report.partition!;
  if (m.count !== m0.count || m.by !== m0.by) {
    throw new InputError(
      `is partition ${m.index}/${m.count} by ${m.by}, but ${first.file} is ${m0.index}/${m0.count} by ${m0.by}: not one scan`,
      { file },
    );
  }
  if (sameScan(report) !== sameScan(first.report)) {
    throw new InputError(`was made with other settings or probe sets than ${first.file}; not one scan`, { file });
  }
  if (fileList(m.files) !== fileList(m0.files)) {
    const other = new Map(m.files.map((f) => [f.file, f]));
    const mine = new Map(m0.files.map((f) => [f.file, f]));
    const diff =
      m0.files.find((f) => JSON.stringify(other.get(f.file)) !== JSON.stringify(f))?.file ??
      m.files.find((f) => !mine.has(f.file))?.file ??
      "(order)";
    throw new InputError(
      `lists other corpus files than ${first.file} (first difference: ${diff}): the partitions saw different file sets`,
      { file },
    );
  }
}

const sameScan = (r: Report) =>
  JSON.stringify({ settings: r.settings, probes: r.probeSets.map((p) => [p.name, p.holdout, p.files]) });
const fileList = (fs: readonly ManifestFile[]) => JSON.stringify(fs);

/** Each corpus file's entries across the reports, in report order. */
function corpusEntries(all: readonly Report[]): Map<string, LeakageReport["corpora"]> {
  const entries = new Map<string, LeakageReport["corpora"]>();
  for (const r of all)
    for (const c of r.corpora) {
      const list = entries.get(c.file) ?? [];
      list.push(c);
      entries.set(c.file, list);
    }
  return entries;
}

/** The corpus entries in the manifest's order; a file listed k times takes its k entries in turn. */
function inManifestOrder(
  files: readonly ManifestFile[],
  entries: ReadonlyMap<string, LeakageReport["corpora"]>,
): LeakageReport["corpora"] {
  const taken = new Map<string, number>();
  return files.map((f) => {
    const k = taken.get(f.file) ?? 0;
    taken.set(f.file, k + 1);
    const c = entries.get(f.file)?.[k];
    if (!c) throw new InputError(`${f.file} is listed ${k + 1} times in the manifest but scanned fewer times`);
    return c;
  });
}

/** Every source yields a record in some partition, as one process would require of it. */
function checkSourcesYield(
  sources: NonNullable<LeakageReport["partition"]>["sources"],
  entries: ReadonlyMap<string, LeakageReport["corpora"]>,
): void {
  for (const s of sources) {
    const records = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.records, 0), 0);
    if (records === 0) {
      const skipped = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.skipped, 0), 0);
      throw new InputError(
        skipped > 0
          ? `${s.source}: its field matches nothing in any of the ${skipped.toLocaleString("en-US")} records of its ${s.files.length} file(s), in any partition; check the field path`
          : `${s.source}: yields no record in any partition (${s.files.length} file(s))`,
      );
    }
  }
}
