/**
 * `leakage --partition i/N` + `merge`: the merged report is the one a single process writes
 * (findings, corpora, fingerprint), and merge refuses gaps, overlaps, foreign scans and repeats,
 * naming the report and the file.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-partition-"));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

async function run(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

const read = (dir: string, f: string) => JSON.parse(readFileSync(join(dir, f), "utf8")) as LeakageReport;

// Seven corpus files in four formats; one file read under two fields (two sources).
const SCAN = [
  "leakage",
  "--holdout",
  "holdout.jsonl",
  "--field",
  "question",
  "--corpus",
  "corpus/*.txt",
  "--corpus",
  "zst/corpus.txt*",
  "--corpus",
  "parquet/corpus.*.parquet",
  "--corpus-field",
  "text",
];

/** Single-process and partitioned runs; returns the single report and the partition files. */
async function partitioned(dir: string, n: number, by: "hash" | "size") {
  const one = await run(dir, [...SCAN, "--json", "single.json"]);
  expect(one.code).toBe(1);
  const files: string[] = [];
  for (let i = 1; i <= n; i++) {
    const f = `part-${by}-${i}.json`;
    const r = await run(dir, [...SCAN, "--partition", `${i}/${n}`, "--partition-by", by, "--json", f]);
    expect([0, 1]).toContain(r.code);
    files.push(f);
  }
  return { single: read(dir, "single.json"), files };
}

/** A report without what differs between runs: timings (of the scan and the index build). */
function comparable(r: LeakageReport) {
  const { stats, ...rest } = r;
  // Timing and which worker threads scanned what are facts of one process, not of the findings.
  const { seconds: _s, shardsMerged: _m, partitionsMerged: _p, workers: _w, index, ...counts } = stats;
  return { ...rest, stats: { ...counts, indexBytes: index?.bytes } };
}

describe("--partition i/N and merge", () => {
  it.each([
    [3, "hash"],
    [4, "size"],
    [9, "size"], // more partitions than files: empty partitions must be given too
  ] as const)("N = %i by %s: merge gives the single-process report", async (n, by) => {
    const dir = workdir();
    const { single, files } = await partitioned(dir, n, by);
    const parts = files.map((f) => read(dir, f));
    // Each partition read only its own files, and together they read every file once.
    const scanned = parts.flatMap((p) => p.corpora.map((c) => c.file));
    expect([...scanned].sort()).toEqual(single.corpora.map((c) => c.file).sort());
    for (const p of parts) {
      expect(p.partition!.files.map((f) => f.file)).toEqual(single.corpora.map((c) => c.file));
      for (const c of p.corpora)
        expect(p.partition!.files.find((f) => f.file === c.file)!.partition).toBe(p.partition!.index);
    }
    const m = await run(dir, ["merge", ...[...files].reverse(), "--json", "merged.json"]);
    expect(m.code).toBe(1);
    const merged = read(dir, "merged.json");
    expect(merged.findings).toEqual(single.findings);
    expect(merged.fingerprint).toBe(single.fingerprint);
    expect(comparable(merged)).toEqual(comparable(single));
    expect(merged.stats.partitionsMerged).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it("a missing partition is a gap naming a file nobody scanned", async () => {
    const dir = workdir();
    const { files, single } = await partitioned(dir, 3, "size");
    const parts = files.map((f) => read(dir, f));
    const k = parts.findIndex((p) => p.corpora.length > 0);
    const r = await run(dir, ["merge", ...files.filter((_, i) => i !== k)]);
    expect(r.code).toBe(4);
    const lost = parts[k]!.corpora[0]!.file;
    expect(single.corpora.some((c) => c.file === lost)).toBe(true);
    expect(r.stderr).toContain(`${lost} was scanned by no report (gap): partition ${k + 1}/3 missing`);
  });

  it("a partition given twice, and a file scanned by two reports (overlap), are refused by name", async () => {
    const dir = workdir();
    const { files } = await partitioned(dir, 3, "size");
    const twice = await run(dir, ["merge", ...files, files[1]!]);
    expect(twice.code).toBe(4);
    expect(twice.stderr).toMatch(new RegExp(`${files[1]}: partition 2/3 given twice \\(also ${files[1]}\\)`));
    // Forge an overlap: partition 2 claims partition 1's first file too.
    const p1 = read(dir, files[0]!);
    const p2 = read(dir, files[1]!);
    p2.corpora.push(p1.corpora[0]!);
    writeFileSync(join(dir, "forged.json"), JSON.stringify(p2));
    const overlap = await run(dir, ["merge", files[0]!, "forged.json", files[2]!]);
    expect(overlap.code).toBe(4);
    expect(overlap.stderr).toContain(
      `${p1.corpora[0]!.file} was scanned by both ${files[0]} and forged.json (overlap)`,
    );
  });

  it("partitions of different scans are refused: thresholds, probe set, N, file set", async () => {
    const dir = workdir();
    const { files } = await partitioned(dir, 2, "hash");
    const other = await run(dir, [...SCAN, "--partition", "2/2", "--threshold", "0.7", "--json", "t.json"]);
    expect([0, 1]).toContain(other.code);
    const r1 = await run(dir, ["merge", files[0]!, "t.json"]);
    expect(r1.code).toBe(4);
    expect(r1.stderr).toContain(`t.json: was made with other settings or probe sets than ${files[0]}`);

    const probes = SCAN.map((a) => (a === "holdout.jsonl" ? "zst/holdout.jsonl.zst" : a));
    await run(dir, [...probes, "--partition", "2/2", "--json", "p.json"]);
    const r2 = await run(dir, ["merge", files[0]!, "p.json"]);
    expect(r2.code).toBe(4);
    expect(r2.stderr).toContain("p.json: was made with other settings or probe sets");

    await run(dir, [...SCAN, "--partition", "2/3", "--json", "n.json"]);
    const r3 = await run(dir, ["merge", files[0]!, "n.json"]);
    expect(r3.code).toBe(4);
    expect(r3.stderr).toContain(`n.json: is partition 2/3 by hash, but ${files[0]} is 1/2 by hash: not one scan`);

    // A file added to the corpus between two partitions' runs: their file lists differ.
    writeFileSync(join(dir, "corpus/new.txt"), "a new line of corpus text\n");
    await run(dir, [...SCAN, "--partition", "2/2", "--json", "f.json"]);
    const r4 = await run(dir, ["merge", files[0]!, "f.json"]);
    expect(r4.code).toBe(4);
    expect(r4.stderr).toMatch(/f\.json: lists other corpus files than .* \(first difference: corpus\/new\.txt\)/);
  });

  it("a shard report and a partition report do not merge; --partition refuses --shard", async () => {
    const dir = workdir();
    const { files } = await partitioned(dir, 2, "hash");
    await run(dir, [...SCAN, "--shard", "1/2", "--json", "s.json"]);
    const r = await run(dir, ["merge", files[0]!, "s.json"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`s.json: is not a --partition report, but ${files[0]} is`);
    const both = await run(dir, [...SCAN, "--partition", "1/2", "--shard", "1/2"]);
    expect(both.code).toBe(4);
    expect(both.stderr).toMatch(/--partition takes whole files: drop --shard/);
  });

  it("a source that yields nothing in any partition is refused at merge, naming the flag", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "empty.txt"), "");
    const args = [...SCAN, "--corpus", "empty.txt"];
    const files: string[] = [];
    for (let i = 1; i <= 2; i++) {
      await run(dir, [...args, "--partition", `${i}/2`, "--json", `e${i}.json`]);
      files.push(`e${i}.json`);
    }
    const r = await run(dir, ["merge", ...files]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('--corpus "empty.txt": yields no record in any partition');
  });
});
