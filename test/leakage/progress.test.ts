/**
 * Progress of the leakage scan (docs/leakage.md "Progress"): lines on stderr with record counts,
 * driven by an injected clock (no wall-clock assertion), none with --quiet, stdout untouched.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { formatScanProgress, ProgressMeter, type ScanProgress } from "../../src/leakage/progress.js";

const N = 30_000;

function corpusDir(compress = false): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-leak-progress-"));
  writeFileSync(join(dir, "probes.jsonl"), `${JSON.stringify({ id: "p1", question: "zebra quartz nothing alike" })}\n`);
  const lines = Array.from({ length: N }, (_, i) => `corpus line number ${i} about plain unrelated matters`);
  const text = `${lines.join("\n")}\n`;
  if (compress) writeFileSync(join(dir, "corpus.txt.gz"), gzipSync(text));
  else writeFileSync(join(dir, "corpus.txt"), text);
  return dir;
}

/** A clock that moves `stepMs` every time it is read. */
function steppingClock(stepMs: number): () => number {
  let t = 0;
  return () => (t += stepMs);
}

async function scan(dir: string, corpus: string, extra: string[] = []) {
  const m = memoryIo({}, dir);
  const code = await main(
    ["leakage", "--probes", "probes.jsonl", "--field", "question", "--corpus", corpus, ...extra],
    { ...m.io, now: steppingClock(10_000) },
  );
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

const countsOf = (stderr: string) =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith("progress: "))
    .map((l) => Number(/^progress: ([\d,]+) records/.exec(l)![1]!.replace(/,/g, "")));

describe("leakage scan progress", () => {
  it("prints lines with growing record counts ending at every record, on stderr only", async () => {
    const dir = corpusDir();
    const quiet = await scan(dir, "corpus.txt", ["--quiet"]);
    const loud = await scan(dir, "corpus.txt");
    expect(loud.code).toBe(0);
    const counts = countsOf(loud.stderr);
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[0]!).toBeLessThan(N);
    expect(counts.at(-1)).toBe(N);
    // With the file's size known, the line has an ETA and says "of" the total.
    expect(loud.stderr).toMatch(
      /progress: [\d,]+ records, [\d.]+ (KiB|MiB) of [\d.]+ (KiB|MiB), [\d,]+ records\/s, .*\/s, ETA \d+m\d\ds/,
    );
    expect(loud.stdout).not.toContain("progress");
    // --quiet: no progress line (and, clean, no table either).
    expect(quiet.stderr).not.toContain("progress");
    expect(quiet.stdout).toBe("");
  });

  it("counts a gzip corpus's records too", async () => {
    const loud = await scan(corpusDir(true), "corpus.txt.gz");
    expect(countsOf(loud.stderr).at(-1)).toBe(N);
  });

  it("reports at the cadence of the clock and says nothing for a scan shorter than one period", () => {
    const lines: ScanProgress[] = [];
    let t = 0;
    const meter = new ProgressMeter({ now: () => t, everyMs: 10_000, report: (p) => lines.push(p) }, 1000);
    t = 5_000;
    meter.update(10, 100);
    expect(lines).toHaveLength(0);
    t = 10_000;
    meter.update(20, 200);
    expect(lines).toEqual([{ records: 20, bytes: 200, totalBytes: 1000, elapsedMs: 10_000 }]);
    meter.fileDone(25, 250);
    t = 20_000;
    meter.update(5, 50);
    meter.finish();
    expect(lines.map((p) => p.records)).toEqual([20, 30, 30]);
    const silent: ScanProgress[] = [];
    const short = new ProgressMeter({ now: () => 0, everyMs: 10_000, report: (p) => silent.push(p) }, null);
    short.update(3, 3);
    short.finish();
    expect(silent).toEqual([]);
  });

  it("formats like run's line, with an ETA only when the total is known", () => {
    expect(
      formatScanProgress({
        records: 120_000,
        bytes: 50 * 1024 * 1024,
        totalBytes: 150 * 1024 * 1024,
        elapsedMs: 10_000,
      }),
    ).toBe("120,000 records, 50 MiB of 150 MiB, 12,000 records/s, 5 MiB/s, ETA 0m20s");
    expect(formatScanProgress({ records: 10, bytes: 2048, totalBytes: null, elapsedMs: 1000 })).toBe(
      "10 records, 2 KiB, 10 records/s, 2 KiB/s",
    );
  });
});

describe("check's leakage scan progress", () => {
  const config =
    "leakage:\n  probe_sets:\n    probes:\n      sources: [{ path: probes.jsonl, field: question }]\n  corpora:\n    - path: corpus.txt\n";
  async function check(extra: string[]) {
    const dir = corpusDir();
    writeFileSync(join(dir, "contamgate.yml"), config);
    const m = memoryIo({}, dir);
    const code = await main(["check", "--checks", "leakage", ...extra], { ...m.io, now: steppingClock(10_000) });
    return { code, stdout: m.stdout(), stderr: m.stderr() };
  }
  it("logs plain progress lines ending at every record, and none with --quiet", async () => {
    const loud = await check([]);
    expect(loud.code).toBe(0);
    const counts = loud.stderr
      .split("\n")
      .filter((l) => l.startsWith("leakage progress: "))
      .map((l) => Number(/^leakage progress: ([\d,]+) records/.exec(l)![1]!.replace(/,/g, "")));
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts.at(-1)).toBe(N);
    expect(loud.stdout).not.toContain("progress");
    const quiet = await check(["--quiet"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain("progress");
    expect(quiet.stdout).toBe(loud.stdout);
  });
});

describe("merge progress", () => {
  it("counts the reports read, on stderr, and none with --quiet", async () => {
    const dir = corpusDir();
    const parts: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const r = await scan(dir, "corpus.txt", ["--shard", `${i}/4`, "--json", `part-${i}.json`, "--quiet"]);
      expect(r.code).toBe(0);
      parts.push(`part-${i}.json`);
    }
    const run = async (extra: string[]) => {
      const m = memoryIo({}, dir);
      const code = await main(["merge", ...parts, ...extra], { ...m.io, now: steppingClock(10_000) });
      return { code, stdout: m.stdout(), stderr: m.stderr() };
    };
    const loud = await run([]);
    expect(loud.code).toBe(0);
    const counts = loud.stderr
      .split("\n")
      .filter((l) => l.startsWith("progress: "))
      .map((l) => Number(/^progress: (\d+) reports, /.exec(l)![1]));
    expect(counts).toEqual([1, 2, 3, 4, 4]);
    expect(loud.stdout).not.toContain("progress");
    const quiet = await run(["--quiet"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe("");
    expect(quiet.stdout).toBe("");
  });
});
