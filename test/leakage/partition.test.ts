/** `--partition i/N` assignment (src/leakage/partition.ts): whole files, stable, each exactly once. */
import { describe, expect, it } from "vitest";
import { assignPartitions, parsePartition } from "../../src/leakage/partition.js";
import { rng } from "./generate.js";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function files(n: number, seed: number): { file: string; size: number }[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => ({
    file: `corpus/part-${String(i).padStart(5, "0")}.jsonl.zst`,
    size: Math.floor(r() ** 3 * 1e9),
  }));
}

describe("assignPartitions", () => {
  it("hash: every file once, in 1..N, independent of the order and of the other files", () => {
    const fs = files(2000, 1);
    const a = assignPartitions(fs, 7, "hash");
    const b = assignPartitions([...fs].reverse(), 7, "hash");
    const c = assignPartitions(fs.slice(0, 100), 7, "hash");
    expect(a.size).toBe(2000);
    for (const f of fs) {
      const p = a.get(f.file)!;
      expect(p).toBeGreaterThanOrEqual(1);
      expect(p).toBeLessThanOrEqual(7);
      expect(b.get(f.file)).toBe(p);
    }
    for (const f of fs.slice(0, 100)) expect(c.get(f.file)).toBe(a.get(f.file));
    // Roughly uniform: 2000 files in 7 bins, each within 5 standard deviations of 285.7.
    const counts = new Array(7).fill(0);
    for (const p of a.values()) counts[p - 1]++;
    for (const k of counts) expect(Math.abs(k - 2000 / 7)).toBeLessThan(5 * Math.sqrt((2000 * (1 / 7) * 6) / 7));
  });

  it("hash of known paths is fixed (a change would move files between partitions of a running scan)", () => {
    // Computed independently: Python's hashlib, int(sha256(path)[:12 hex], 16) % N + 1.
    const paths = ["corpus/a.txt", "data/shard-00017.jsonl.zst", "日本語/コーパス.txt"];
    const four = assignPartitions(
      paths.map((file) => ({ file, size: 1 })),
      4,
      "hash",
    );
    const many = assignPartitions(
      paths.map((file) => ({ file, size: 1 })),
      256,
      "hash",
    );
    expect(paths.map((p) => four.get(p))).toEqual([1, 3, 3]);
    expect(paths.map((p) => many.get(p))).toEqual([101, 143, 55]);
  });

  it("size: the greedy rule, deterministic, within 4/3 of the lower bound max(largest, total/N)", () => {
    for (const [n, parts, seed] of [
      [50, 4, 2],
      [500, 16, 3],
      [3, 8, 4],
    ] as const) {
      const fs = files(n, seed);
      const a = assignPartitions(fs, parts, "size");
      expect(assignPartitions([...fs].reverse(), parts, "size")).toEqual(a);
      const load = new Array(parts).fill(0);
      for (const f of fs) load[a.get(f.file)! - 1] += f.size;
      const total = fs.reduce((s, f) => s + f.size, 0);
      const bound = Math.max(Math.max(...fs.map((f) => f.size)), total / parts);
      expect(Math.max(...load)).toBeLessThanOrEqual((4 / 3) * bound + 1);
    }
  });

  it("size: ties by path, then the lowest partition", () => {
    const a = assignPartitions(
      [
        { file: "b", size: 10 },
        { file: "a", size: 10 },
        { file: "c", size: 5 },
      ],
      2,
      "size",
    );
    expect([...a.entries()].sort()).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 1],
    ]);
  });

  it("one file read under two fields is one file", () => {
    const a = assignPartitions(
      [
        { file: "x", size: 10 },
        { file: "x", size: 10 },
        { file: "y", size: 9 },
      ],
      2,
      "size",
    );
    expect(a.size).toBe(2);
    expect(a.get("x")).not.toBe(a.get("y"));
  });
});

describe("parsePartition", () => {
  it.each(["0/3", "4/3", "1/0", "a/b", "1/", "1.5/3", "-1/3"])("%s is exit 4 naming the flag", (t) => {
    expect(() => parsePartition(t, undefined)).toThrow(/--partition must be i\/N/);
  });
  it("by size or hash only", () => {
    expect(parsePartition("2/3", "size")).toEqual({ index: 2, count: 3, by: "size" });
    expect(parsePartition("2/3", undefined)).toEqual({ index: 2, count: 3, by: "hash" });
    expect(() => parsePartition("2/3", "lines")).toThrow(/--partition-by must be hash or size/);
  });
});

/**
 * scripts/slurm-leakage.sh writes a task script every array task runs: the output folder and the
 * flags must reach it as data, never as code (docs/security.md "Scripts"). Run here under a stub
 * `sbatch` on PATH that runs the array's tasks one after another on this machine, and a stub
 * contamgate that records the words it was given; the real cluster run is merge-slurm.slow.test.ts.
 */
const SCRIPT = join(import.meta.dirname, "../../scripts/slurm-leakage.sh");

/** sbatch --wait --array=1-N: each task in turn, with the array's variables, its log where --output says. */
const SBATCH = `#!/usr/bin/env bash
array= chdir=. output= script=
for a in "$@"; do
  case "$a" in
    --array=*) array=\${a#--array=} ;;
    --chdir=*) chdir=\${a#--chdir=} ;;
    --output=*) output=\${a#--output=} ;;
    --*) ;;
    *) script=$a ;;
  esac
done
code=0
for ((i = \${array%-*}; i <= \${array#*-}; i++)); do
  log=\${output//%%/$'\\1'}; log=\${log//%a/$i}; log=\${log//$'\\1'/%}
  (cd "$chdir" && SLURM_ARRAY_TASK_ID=$i SLURM_JOB_ID=$((100 + i)) "$script") >"$log" 2>&1 || code=1
done
echo "Submitted batch job 100"
exit $code
`;

/** Records its words (NUL-separated, \\1 ends a call) and writes the --json file it is given. */
const CONTAMGATE = `#!/usr/bin/env bash
{ printf '%s\\0' "$@"; printf '\\1\\0'; } >>"$STUB_LOG"
prev=
for a in "$@"; do
  if [ "$prev" = --json ]; then printf '{}' >"$a"; fi
  prev=$a
done
`;

function setup() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), "cg-slurm-stub-")));
  const bin = join(top, "bin");
  const work = join(top, "work");
  mkdirSync(bin);
  mkdirSync(work);
  writeFileSync(join(bin, "sbatch"), SBATCH);
  writeFileSync(join(bin, "contamgate-stub"), CONTAMGATE);
  chmodSync(join(bin, "sbatch"), 0o755);
  chmodSync(join(bin, "contamgate-stub"), 0o755);
  return { top, bin, work, log: join(top, "calls") };
}

function calls(log: string): string[][] {
  return readFileSync(log, "utf8")
    .split("\u0001\0")
    .filter((c) => c !== "")
    .map((c) => c.split("\0").slice(0, -1));
}

/** Every file under `dir`, as paths relative to it. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

const FLAGS = ["--holdout", "h.jsonl", "--corpus", "c $(touch PWNED-FLAG)\n`touch PWNED-TICK`.txt", "--field", 'q"'];

describe("slurm-leakage.sh: hostile folder names and flags are names, not code", () => {
  it.each(["o$(touch PWNED)", "a\"b c'd", "new\nline\n", "b`touch PWNED2`%a%%j", "-dash"])("%j", (name) => {
    const { top, bin, work, log } = setup();
    const r = spawnSync("bash", [SCRIPT, "2", name, "--", ...FLAGS], {
      cwd: work,
      encoding: "utf8",
      env: {
        PATH: `${bin}:${process.env.PATH ?? ""}`,
        CONTAMGATE: `${join(bin, "contamgate-stub")}`,
        STUB_LOG: log,
      },
    });
    expect(r.status, r.stderr).toBe(0);
    const out = join(work, name);
    expect(calls(log)).toEqual([
      ["leakage", ...FLAGS, "--partition", "1/2", "--json", `${out}/part-1.json`, "--quiet"],
      ["leakage", ...FLAGS, "--partition", "2/2", "--json", `${out}/part-2.json`, "--quiet"],
      ["merge", `${out}/part-1.json`, `${out}/part-2.json`, "--json", `${out}/merged.json`],
    ]);
    expect(r.stderr.match(/^task \d\/2: exit 0 on /gm)).toHaveLength(2);
    // No substitution ran anywhere: not in the tasks' folder, not in the output folder.
    expect(tree(top).filter((f) => f.split("/").pop()!.startsWith("PWNED"))).toEqual([]);
    expect(existsSync(join(out, "task-1.log"))).toBe(true);
  });
});
