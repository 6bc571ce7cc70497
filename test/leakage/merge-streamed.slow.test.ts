/**
 * `merge` in bounded memory (docs/leakage.md "Scale-out"): shard reports holding 2,000,000
 * findings merge into --json and --sarif with a peak RSS that does not grow with the findings
 * (past the budget of findings held from the checking read, each report is read again a piece at a
 * time, the findings merged as a k-way pass), and the merge of
 * a smaller scan's shards and partitions is the report one process writes, byte for byte where
 * nothing differs by design (SARIF) and field for field otherwise. The bound is derived from the
 * merge of 10× fewer findings, never from a wall-clock figure.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { LeakageReport } from "../../src/leakage/report.js";
import { count, tail } from "../support/large-file.js";

const ROOT = join(import.meta.dirname, "../..");
const PROBES = 20;
const SHARDS = 4;
// One question; every corpus line is a copy of it, so every line matches every probe.
const QUESTION = "Which gas makes up most of the air that we breathe on the planet Earth today";

const dir = mkdtempSync(join(tmpdir(), "cg-merge-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI in a child process (sources through tsx); its exit status and peak RSS in bytes. */
function cli(args: string[]) {
  const wrapper = `
    import { main } from ${JSON.stringify(join(ROOT, "src/cli/main.ts"))};
    import { processIo } from ${JSON.stringify(join(ROOT, "src/cli/io.ts"))};
    const code = await main(process.argv.slice(1), processIo());
    process.stderr.write("RSS " + process.resourceUsage().maxRSS * 1024 + "\\n");
    process.exitCode = code;`;
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href,
      "--input-type=module",
      "-e",
      wrapper,
      ...args,
    ],
    { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 },
  );
  const rss = Number(/RSS (\d+)/.exec(r.stderr)?.[1]);
  return { status: r.status, rss, stderr: r.stderr.replace(/RSS \d+\n/, "") };
}

function corpus(name: string, lines: number): string {
  writeFileSync(join(dir, name), `${Array.from({ length: lines }, () => QUESTION).join("\n")}\n`);
  return name;
}

/** `leakage` over `corpora` with `extra` flags; the findings exit is 1. */
function scan(corpora: string[], extra: string[]): void {
  const r = cli(["leakage", "--probes", "probes.txt", ...corpora.flatMap((c) => ["--corpus", c]), "--quiet", ...extra]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(1);
}

const read = (name: string) => JSON.parse(readFileSync(join(dir, name), "utf8")) as LeakageReport;

/**
 * What differs by design between one process's report and a merge: timings, the merge's own
 * marks, and a shard merge's fingerprint (the shards', which names their count).
 */
function comparable(r: LeakageReport) {
  const { seconds: _s, index: _i, workers: _w, shardsMerged: _m, partitionsMerged: _p, ...stats } = r.stats;
  const { fingerprint: _f, ...rest } = r;
  return { ...rest, settings: { ...r.settings, shard: null }, stats };
}

describe("merge of shard reports with millions of findings", () => {
  writeFileSync(join(dir, "probes.txt"), `${Array.from({ length: PROBES }, () => QUESTION).join("\n")}\n`);

  it("merges shards and partitions into the one-process report", { timeout: 600_000 }, () => {
    const files = [corpus("a.txt", 700), corpus("b.txt", 1_100), corpus("c.txt", 300)];
    scan(files, ["--json", "single.json", "--sarif", "single.sarif"]);
    const single = read("single.json");
    expect(single.findings.length).toBe(PROBES * 2_100);

    const shards = Array.from({ length: 3 }, (_, i) => `s${i + 1}.json`);
    for (const [i, s] of shards.entries()) scan(files, ["--shard", `${i + 1}/3`, "--json", s]);
    const m = cli(["merge", ...[...shards].reverse(), "--json", "merged.json", "--sarif", "merged.sarif", "--quiet"]);
    expect(m.stderr).toBe("");
    expect(m.status).toBe(1);
    expect(readFileSync(join(dir, "merged.sarif"), "utf8")).toBe(readFileSync(join(dir, "single.sarif"), "utf8"));
    const merged = read("merged.json");
    expect(merged.findings).toEqual(single.findings);
    expect(comparable(merged)).toEqual(comparable(single));
    expect(merged.stats.shardsMerged).toEqual([1, 2, 3]);

    const parts = Array.from({ length: 2 }, (_, i) => `p${i + 1}.json`);
    for (const [i, p] of parts.entries()) scan(files, ["--partition", `${i + 1}/2`, "--json", p]);
    const pm = cli(["merge", ...parts, "--json", "pmerged.json", "--sarif", "pmerged.sarif", "--quiet"]);
    expect(pm.stderr).toBe("");
    expect(pm.status).toBe(1);
    expect(readFileSync(join(dir, "pmerged.sarif"), "utf8")).toBe(readFileSync(join(dir, "single.sarif"), "utf8"));
    const pmerged = read("pmerged.json");
    expect(pmerged.findings).toEqual(single.findings);
    expect(comparable(pmerged)).toEqual(comparable(single));
    expect(pmerged.fingerprint).toBe(single.fingerprint);
  });

  it("merges 2,000,000 findings in bounded memory", { timeout: 3_600_000 }, () => {
    /** `SHARDS` shard reports of one scan of `lines` lines, merged: the merge's peak RSS. */
    const merge = (lines: number, name: string) => {
      const file = corpus(`${name}.txt`, lines);
      const shards = Array.from({ length: SHARDS }, (_, i) => `${name}-${i + 1}.json`);
      for (const [i, s] of shards.entries()) scan([file], ["--shard", `${i + 1}/${SHARDS}`, "--json", s]);
      const r = cli(["merge", ...shards, "--json", `${name}.json`, "--sarif", `${name}.sarif`, "--quiet"]);
      expect(r.stderr).toBe("");
      expect(r.status).toBe(1);
      for (const s of shards) rmSync(join(dir, s));
      return r.rss;
    };
    const small = merge(10_000, "small");
    const big = merge(100_000, "big");
    const findings = PROBES * 100_000;
    expect(findings).toBeGreaterThanOrEqual(2_000_000);
    // Past V8's longest string (2^29 − 24 characters): it could never have been one string.
    expect(statSync(join(dir, "big.json")).size).toBeGreaterThan(2 ** 29);
    expect(count(join(dir, "big.json"), '"corpus": {')).toBe(findings);
    expect(tail(join(dir, "big.json"), 4096)).toContain(`"findings": ${findings},`);
    expect(tail(join(dir, "big.json"), 4096)).toContain(
      `"shardsMerged": [\n      1,\n      2,\n      3,\n      4\n    ]`,
    );
    expect(count(join(dir, "big.sarif"), '"ruleId": ')).toBe(findings);
    expect(tail(join(dir, "big.sarif"), 2)).toBe("}\n");
    console.log(
      `merge peak RSS: ${(small / 2 ** 20).toFixed(0)} MiB for ${(PROBES * 10_000).toLocaleString("en-US")} findings, ` +
        `${(big / 2 ** 20).toFixed(0)} MiB for ${findings.toLocaleString("en-US")}`,
    );
    // The 200,000 findings fit MAX_MERGE_HELD_BYTES and are held (~45 MiB of text); the 2,000,000
    // (~450 MiB of it) do not and are read again a piece at a time. Parsed whole (the old merge)
    // each costs a finding object, ~1.5 GB more in all; held past the budget, ~400 MiB more.
    expect(big).toBeLessThan(2 * small);
  });
});
