import { z } from "zod";
import { InputError } from "../errors.js";
import { compareFindings, type LeakageReport } from "./report.js";
import { mergePartitions } from "./merge-partitions.js";

const count = z.number().int().min(0);
const line = z.number().int().min(1);
/** Everything merge and the renderers read of a shard report; extra fields are kept as they are. */
const shardSchema = z.looseObject({
  kind: z.literal("contamgate.leakage"),
  version: z.literal(1),
  fingerprint: z.string(),
  settings: z.looseObject({
    shard: z.looseObject({ index: z.number().int().min(1), count: z.number().int().min(1) }).nullable(),
  }),
  probeSets: z.array(z.looseObject({ name: z.string(), holdout: z.boolean(), probes: count })),
  corpora: z.array(z.looseObject({ file: z.string(), records: count, skipped: count })),
  findings: z.array(
    z.looseObject({
      probe: z.looseObject({
        set: z.string(),
        file: z.string(),
        line,
        holdout: z.boolean(),
        id: z.string().optional(),
        index: count.optional(),
      }),
      corpus: z.looseObject({ file: z.string(), line, index: count.optional() }),
      jaccard: z.number().min(0).max(1),
      containment: z.number().min(0).max(1),
      rules: z.array(z.enum(["jaccard", "containment", "ngram13"])),
    }),
  ),
  stats: z.looseObject({ corpusRecords: count, slowRecords: count, candidates: count, seconds: z.number().min(0) }),
  partition: z
    .looseObject({
      index: z.number().int().min(1),
      count: z.number().int().min(1),
      by: z.enum(["hash", "size"]),
      files: z.array(z.looseObject({ file: z.string(), size: count, partition: z.number().int().min(1) })),
      sources: z.array(z.looseObject({ source: z.string(), files: z.array(z.string()) })),
    })
    .optional(),
});

/**
 * A parsed shard file → a report merge can trust, or an exit-4 error naming the file and the
 * first field that is wrong (a malformed shard was "internal error: Cannot read properties of
 * undefined").
 */
export function checkShardReport(value: unknown, file: string): LeakageReport {
  if (typeof value !== "object" || value === null || (value as { kind?: unknown }).kind !== "contamgate.leakage") {
    throw new InputError("not a contamgate leakage report", { file });
  }
  if ((value as { version?: unknown }).version !== 1)
    throw new InputError("not a contamgate leakage report (version 1)", { file });
  const r = shardSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new InputError(`malformed shard report: ${issue.message}`, {
      file,
      field: issue.path.map(String).join(".") || "(top level)",
    });
  }
  return value as LeakageReport;
}

/**
 * Combines the reports of `--shard i/N` runs of one scan. Every shard must be present exactly
 * once and all must share the fingerprint (same settings, probe files and corpus files); a
 * partial merge would report "nothing found" for lines nobody scanned.
 */
export function mergeReports(reports: readonly { report: LeakageReport; file: string }[]): LeakageReport {
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
  const findings = all.flatMap((r) => r.findings).sort(compareFindings);
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
      holdoutFindings: findings.filter((f) => f.probe.holdout).length,
      seconds: Math.max(...all.map((r) => r.stats.seconds)),
      shardsMerged: [...seen.keys()].sort((a, b) => a - b),
    },
  };
}
