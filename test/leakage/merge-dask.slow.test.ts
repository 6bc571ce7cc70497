/**
 * A real engine end to end: scripts/dask-leakage.py runs `leakage --partition
 * i/N` as tasks on a Dask distributed cluster (a scheduler and two worker processes on this
 * machine), then `merge`; the merged report must be the single-process one. Skipped, with the
 * reason printed, where Debian's python3-distributed (or the zstd CLI) is not installed.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { LeakageReport } from "../../src/leakage/report.js";
import { makePartitionCorpus } from "./partition-corpus.js";

const PY = "/usr/bin/python3";
const dask = spawnSync(PY, ["-c", "import distributed; print(distributed.__version__)"], { encoding: "utf8" });
const zstd = spawnSync("zstd", ["--version"], { encoding: "utf8" });
const skip =
  dask.status !== 0
    ? "Dask distributed is not installed (apt-get install python3-distributed)"
    : zstd.status !== 0
      ? "the zstd CLI is not installed (apt-get install zstd)"
      : null;
if (skip) console.log(`merge-dask.slow: skipped: ${skip}`);

const OUT = join(process.cwd(), "build/dask-lib");
const BIN = join(OUT, "cli/bin.js");

describe.skipIf(skip !== null)("Dask distributed: partitions merged = the single process", () => {
  it("12 files (text, .jsonl.zst, Parquet), 8 partitions by size on 2 workers", { timeout: 0 }, async () => {
    // tsc emits even when someone else's in-progress file has a type error; only bin.js matters here.
    await promisify(execFile)("npx", ["tsc", "-p", ".", "--outDir", OUT]).catch(() => undefined);
    expect(existsSync(BIN)).toBe(true);
    const { dir, scan } = makePartitionCorpus("cg-dask-");
    const t0 = performance.now();
    const single = spawnSync(process.execPath, [BIN, "leakage", ...scan, "--json", "single.json", "--quiet"], {
      cwd: dir,
      encoding: "utf8",
    });
    const singleSeconds = (performance.now() - t0) / 1000;
    expect(single.stderr).toBe("");
    expect(single.status).toBe(1);
    const t1 = performance.now();
    const run = spawnSync(
      PY,
      [
        join(process.cwd(), "scripts/dask-leakage.py"),
        "--partitions",
        "8",
        "--workers",
        "2",
        "--by",
        "size",
        "--cli",
        `${process.execPath} ${BIN}`,
        "--out",
        "parts",
        "--",
        ...scan,
      ],
      { cwd: dir, encoding: "utf8" },
    );
    const daskSeconds = (performance.now() - t1) / 1000;
    const log = run.stderr
      .split("\n")
      .filter((l) => /^(partition|dask:)/.test(l))
      .join("\n");
    console.log(
      `merge-dask.slow: single process ${singleSeconds.toFixed(1)} s; dask ${daskSeconds.toFixed(1)} s (with cluster start)\n${log}`,
    );
    expect(run.status, run.stderr).toBe(1);
    const workers = new Set([...log.matchAll(/ on (tcp:\/\/\S+) /g)].map((m) => m[1]));
    expect(workers.size).toBe(2);
    const a = JSON.parse(readFileSync(join(dir, "single.json"), "utf8")) as LeakageReport;
    const b = JSON.parse(readFileSync(join(dir, "parts/merged.json"), "utf8")) as LeakageReport;
    expect(a.findings.length).toBeGreaterThan(100);
    expect(b.findings).toEqual(a.findings);
    expect(b.corpora).toEqual(a.corpora);
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(b.stats.partitionsMerged).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
