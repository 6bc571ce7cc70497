import { resolve } from "node:path";
import { InputError } from "../errors.js";
import { checkInputFile } from "../io/checked-file.js";
import { preflightOutputs } from "../io/output-file.js";
import { MAX_MERGE_HELD_BYTES, MAX_SHARD_REPORT_BYTES } from "../limits.js";
import { HoldBudget } from "../leakage/held-findings.js";
import { mergeShardReports } from "../leakage/merge.js";
import type { CountedFindings } from "../leakage/merged-findings.js";
import { readShardReport } from "../leakage/sources/shard-file.js";
import { renderTable } from "../leakage/render.js";
import { exitCodeFor, type LeakageReport } from "../leakage/report.js";
import { repositoryRoot } from "../leakage/sources/repo-root.js";
import { RANGES } from "../ranges.js";
import { parseFlags, rangedFlag } from "./args.js";
import type { Io } from "./io.js";
import { progressLines } from "./progress.js";
import { ProgressMeter } from "../leakage/progress.js";
import { sizesOnDisk } from "../leakage/sources/file-sizes.js";
import { reportOutputs, writeOutputs } from "./leakage.js";

export const MERGE_FLAGS = {
  json: { type: "string" },
  sarif: { type: "string" },
  limit: { type: "string" },
  quiet: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** `contamgate merge a.json b.json …`: combine `leakage --shard i/N --json` reports (exit 1 if any finding). */
export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, MERGE_FLAGS, true);
  if (values.help) {
    io.stdout(
      "usage: contamgate merge REPORT.json ... [--json PATH] [--sarif PATH] [--limit N] [--quiet]\n\n" +
        "  --json PATH  write the merged report to PATH (- prints it instead of the table)\n\n" +
        "Combines the --json reports of `contamgate leakage --shard i/N` runs of one scan (every shard\n" +
        "exactly once), or of `--partition i/N` runs (every partition once, every corpus file scanned\n" +
        "by exactly one), into the report one process would have written; exit 1 when any found\n" +
        "something, 4 on a missing, repeated or foreign report, naming the file.\n" +
        "Progress (reports and bytes read, rate, ETA) goes to stderr; --quiet: none, and no table when clean.\n",
    );
    return 0;
  }
  if (positionals.length === 0) throw new InputError("merge needs the shard reports: contamgate merge shard-*.json");
  const limit = rangedFlag(values.limit, "limit", "limit") ?? RANGES.limit.default;
  const root = await repositoryRoot(io.cwd, io.env);
  const outputs = reportOutputs({ json: values.json, sarif: values.sarif }, io, root);
  const shards = positionals.map((file) => ({ what: `the shard report ${file}`, path: resolve(io.cwd, file) }));
  await preflightOutputs([outputs.json, outputs.sarif], shards);
  const reports: { report: LeakageReport<CountedFindings>; file: string }[] = [];
  const budget = new HoldBudget(MAX_MERGE_HELD_BYTES);
  // The writers read every report not held at once, a piece of each: about 32 MiB of pieces in all.
  const chunk = Math.max(16 << 10, Math.min(1 << 20, Math.floor((32 << 20) / positionals.length)));
  // A thousand partitions' reports take a while to read: the look of the scan's progress line.
  const progress = values.quiet ? null : progressLines(io, "progress", "reports");
  const sizes = sizesOnDisk(shards);
  const meter = progress
    ? new ProgressMeter(
        progress.sink,
        sizes.reduce((a, b) => a + b, 0),
      )
    : null;
  for (const [i, file] of positionals.entries()) {
    const { real } = await checkInputFile(resolve(io.cwd, file), {
      display: file,
      maxBytes: MAX_SHARD_REPORT_BYTES,
      what: "shard report",
      workspace: io.cwd,
      missing: "file not found",
    });
    reports.push({ report: readShardReport(real, file, chunk, budget), file });
    meter?.fileDone(1, sizes[i]!);
    meter?.update(0, 0);
  }
  meter?.finish();
  progress?.end();
  const merged = mergeShardReports(reports);
  await writeOutputs(merged, outputs, io, root, shards);
  if (!outputs.jsonToStdout && (!values.quiet || merged.findings.length)) io.stdout(renderTable(merged, limit));
  return exitCodeFor(merged);
}
