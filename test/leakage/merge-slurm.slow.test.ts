/**
 * A second real engine: scripts/slurm-leakage.sh --local starts a one-node Slurm
 * cluster (slurmctld + slurmd under a temp folder), runs `leakage --partition i/N` as a job array
 * (`sbatch --wait --array`), stops the two daemons, and merges; the merged report must be the
 * single-process one. Skipped, with the reason printed, without Debian's slurm-wlm, zstd, or root.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { LeakageReport } from "../../src/leakage/report.js";
import { makePartitionCorpus } from "./partition-corpus.js";

const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
const skip = !["slurmctld", "slurmd", "sbatch", "sinfo"].every(has)
  ? "Slurm is not installed (apt-get install slurm-wlm)"
  : !has("zstd")
    ? "the zstd CLI is not installed (apt-get install zstd)"
    : process.getuid?.() !== 0
      ? "a throwaway Slurm cluster needs root (slurmd runs jobs as their user)"
      : null;
if (skip) console.log(`merge-slurm.slow: skipped: ${skip}`);

const OUT = join(process.cwd(), "build/slurm-lib");
const BIN = join(OUT, "cli/bin.js");

describe.skipIf(skip !== null)("Slurm job array: partitions merged = the single process", () => {
  it("12 files (text, .jsonl.zst, Parquet), an array of 6 partitions by path hash", { timeout: 0 }, async () => {
    // tsc emits even when someone else's in-progress file has a type error; only bin.js matters here.
    await promisify(execFile)("npx", ["tsc", "-p", ".", "--outDir", OUT]).catch(() => undefined);
    expect(existsSync(BIN)).toBe(true);
    const { dir, scan } = makePartitionCorpus("cg-slurm-");
    const single = spawnSync(process.execPath, [BIN, "leakage", ...scan, "--json", "single.json", "--quiet"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(single.stderr).toBe("");
    expect(single.status).toBe(1);
    const daemons = () => spawnSync("sh", ["-c", "pgrep -x slurmctld || pgrep -x slurmd"]).status === 0;
    const before = daemons();
    const t = performance.now();
    const run = spawnSync(
      "bash",
      [join(process.cwd(), "scripts/slurm-leakage.sh"), "--local", "6", "parts", "--", ...scan],
      {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, CONTAMGATE: `${process.execPath} ${BIN}` },
      },
    );
    const seconds = (performance.now() - t) / 1000;
    console.log(`merge-slurm.slow: ${seconds.toFixed(1)} s with cluster start and stop\n${run.stderr.trim()}`);
    expect(run.status, run.stderr).toBe(1);
    // Six array tasks ran, each its own job id under the array.
    expect(run.stderr.match(/^task \d+\/6: exit [01] on /gm)).toHaveLength(6);
    const a = JSON.parse(readFileSync(join(dir, "single.json"), "utf8")) as LeakageReport;
    const b = JSON.parse(readFileSync(join(dir, "parts/merged.json"), "utf8")) as LeakageReport;
    expect(a.findings.length).toBeGreaterThan(100);
    expect(b.findings).toEqual(a.findings);
    expect(b.corpora).toEqual(a.corpora);
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(b.stats.partitionsMerged).toEqual([1, 2, 3, 4, 5, 6]);
    // The script stopped the daemons it started (checked where none ran before).
    if (!before) expect(daemons()).toBe(false);
  });
});
