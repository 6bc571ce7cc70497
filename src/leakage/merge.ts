import { InputError } from "../errors.js";
import { type CountedFindings, countedArray, MergedFindings } from "./merged-findings.js";
import type { LeakageReport } from "./report.js";
import { mergePartitions } from "./merge-partitions.js";

/**
 * Combines the reports of `--shard i/N` runs of one scan. Every shard must be present exactly
 * once and all must share the fingerprint (same settings, probe files and corpus files); a
 * partial merge would report "nothing found" for lines nobody scanned.
 */
export function mergeReports(reports: readonly { report: LeakageReport; file: string }[]): LeakageReport {
  const merged = mergeShardReports(
    reports.map(({ report, file }) => ({ report: { ...report, findings: countedArray(report.findings) }, file })),
  );
  return { ...merged, findings: [...merged.findings] };
}

/**
 * `mergeReports` over reports whose findings are each in report order and read as they are
 * needed (src/leakage/sources/shard-file.ts): the merged findings are a k-way merge of them,
 * read again by each writer, so no finding is held (docs/leakage.md "Scale-out").
 */
export function mergeShardReports(
  reports: readonly { report: LeakageReport<CountedFindings>; file: string }[],
): LeakageReport<MergedFindings> {
  const first = reports[0];
  if (!first) throw new InputError("merge needs at least one report");
  const partitioned = reports.filter((r) => r.report.partition !== undefined);
  if (partitioned.length > 0) {
    if (partitioned.length < reports.length) {
      const odd = reports.find((r) => r.report.partition === undefined)!;
      throw new InputError(`is not a --partition report, but ${partitioned[0]!.file} is; merge one kind`, {
        file: odd.file,
      });
    }
    return mergePartitions(reports);
  }
  const count = first.report.settings.shard?.count ?? 1;
  const seen = new Map<number, string>();
  for (const { report, file } of reports) {
    if (report.kind !== "contamgate.leakage" || report.version !== 1) {
      throw new InputError("not a contamgate leakage report (version 1)", { file });
    }
    if (report.fingerprint !== first.report.fingerprint) {
      throw new InputError(`was made by a different scan than ${first.file} (settings or inputs differ)`, { file });
    }
    const idx = report.settings.shard?.index ?? 1;
    const prev = seen.get(idx);
    if (prev !== undefined) throw new InputError(`shard ${idx}/${count} given twice (also ${prev})`, { file });
    seen.set(idx, file);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length) throw new InputError(`shards missing: ${missing.map((i) => `${i}/${count}`).join(", ")}`);

  const all = reports.map((r) => r.report);
  const findings = new MergedFindings(all.map((r) => r.findings));
  const corpora = first.report.corpora.map((c, i) => ({
    ...c,
    records: all.reduce((a, r) => a + (r.corpora[i]?.records ?? 0), 0),
    skipped: all.reduce((a, r) => a + (r.corpora[i]?.skipped ?? 0), 0),
  }));
  const sum = (k: "slowRecords" | "candidates" | "corpusRecords") => all.reduce((a, r) => a + r.stats[k], 0);
  return {
    ...first.report,
    settings: { ...first.report.settings, shard: null },
    corpora,
    findings,
    stats: {
      ...first.report.stats,
      corpusRecords: sum("corpusRecords"),
      slowRecords: sum("slowRecords"),
      candidates: sum("candidates"),
      findings: findings.length,
      holdoutFindings: findings.holdout,
      seconds: all.reduce((a, r) => Math.max(a, r.stats.seconds), 0),
      shardsMerged: [...seen.keys()].sort((a, b) => a - b),
    },
  };
}
