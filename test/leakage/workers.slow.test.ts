import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { workerExecArgv } from "../../src/leakage/parallel.js";
import { scanLeakage } from "../../src/leakage/scan.js";
import { generate } from "./generate.js";

const repo = join(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "cg-leak-workers-"));
const data = generate(20261202, 200, 30000);
writeFileSync(join(dir, "probes.txt"), data.probes.map((p) => p.text).join("\n") + "\n");
// Workers start only past one thread's warm-up and first measured window (24 MiB, worker-policy.ts),
// and then scan at least one window: ~30 MB, the corpus 14 times over.
const big = Array.from({ length: 14 }, () => data.corpus.join("\n")).join("\n");
writeFileSync(join(dir, "corpus.txt"), big + "\n");
// A byte-order mark before the first line, and no newline after the last.
writeFileSync(join(dir, "bom.txt"), "\ufeff" + big);

interface Report {
  findings: unknown[];
  stats: {
    corpusLines: number;
    corpusRecords: number;
    workers?: { batches: number; lines: number; records: number }[];
  };
}

/** The published CLI (the ncc bundle in dist/), as a user runs it. */
function runDist(
  workers: number,
  extra: string[] = [],
  corpus = "corpus.txt",
): { status: number | null; stderr: string; report: Report } {
  const out = join(dir, `report-${workers}.json`);
  const r = spawnSync(
    process.execPath,
    [
      join(repo, "dist/cli/index.js"),
      "leakage",
      "--probes",
      join(dir, "probes.txt"),
      "--corpus",
      join(dir, corpus),
      "--json",
      out,
      "--workers",
      String(workers),
      ...extra,
    ],
    { encoding: "utf8", cwd: dir },
  );
  return { status: r.status, stderr: r.stderr, report: JSON.parse(readFileSync(out, "utf8")) as Report };
}

describe("leakage --workers", () => {
  it("runs two worker threads from the bundle (dist/cli/index.js), each scanning lines, with the one-thread findings", () => {
    // 1 MiB read chunks: past the warm-up and one window on one thread, a window of workers.
    expect(statSync(join(dir, "corpus.txt")).size).toBeGreaterThan(26 * 2 ** 20);
    const two = runDist(2);
    expect(two.stderr).not.toMatch(/error/i);
    expect(two.status).toBe(1);
    const loads = two.report.stats.workers!;
    expect(loads).toHaveLength(2);
    for (const w of loads) {
      expect(w.batches).toBeGreaterThan(0);
      expect(w.lines).toBeGreaterThan(0);
      expect(w.records).toBeGreaterThan(0);
    }
    // The first 24 MiB were scanned on the main thread, the rest by whichever lane paid.
    expect(loads.reduce((n, w) => n + w.lines, 0)).toBeLessThan(two.report.stats.corpusLines);
    expect(loads.reduce((n, w) => n + w.records, 0)).toBeLessThan(two.report.stats.corpusRecords);
    const one = runDist(1);
    expect(one.status).toBe(1);
    expect(one.report.stats.workers).toBeUndefined();
    expect(two.report.findings.length).toBeGreaterThan(100);
    expect(two.report.findings).toEqual(one.report.findings);
  });

  it("numbers lines as one thread does: a BOM, no final newline, and --shard across batches", () => {
    for (const extra of [[], ["--shard", "2/3"]]) {
      const two = runDist(2, extra, "bom.txt");
      const one = runDist(1, extra, "bom.txt");
      expect(two.stderr).not.toMatch(/error/i);
      expect(two.report.stats.workers!.every((w) => w.batches > 0)).toBe(true);
      expect(two.report.findings.length).toBeGreaterThan(20);
      expect(two.report.findings).toEqual(one.report.findings);
      expect(two.report.stats.corpusLines).toBe(one.report.stats.corpusLines);
      expect(two.report.stats.corpusRecords).toBe(one.report.stats.corpusRecords);
    }
  });

  it("is an error, not a quiet single thread, where workers are wanted and no worker module can be loaded (the TypeScript sources)", async () => {
    await expect(
      scanLeakage({
        cwd: dir,
        root: dir,
        probeSets: [
          {
            name: "p",
            holdout: false,
            sources: [{ pattern: "probes.txt", origin: { kind: "flag", flag: "--probes", value: "probes.txt" } }],
          },
        ],
        corpora: [{ pattern: "corpus.txt", origin: { kind: "flag", flag: "--corpus", value: "corpus.txt" } }],
        workers: 2,
      }),
    ).rejects.toThrow(/--workers 2: this build has no leakage worker module/);
  });

  it("drops the parent's own-code options from the workers' execArgv", () => {
    expect(workerExecArgv(["--cpu-prof", "--input-type=module", "-e", "code", "--max-old-space-size=4096"])).toEqual([
      "--cpu-prof",
      "--max-old-space-size=4096",
    ]);
    expect(workerExecArgv(["--eval=x", "-p", "1+1", "--print=2", "--stack-size=2000"])).toEqual(["--stack-size=2000"]);
  });
});
