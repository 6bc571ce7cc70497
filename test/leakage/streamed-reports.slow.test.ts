/**
 * Reports that stream (docs/leakage.md "Outputs"): a scan with 2,000,000 findings writes its
 * --json and --sarif reports — each far larger than one V8 string can be — with a peak RSS that
 * grows by a few bytes a finding, not by a finding object and its share of one big string. The
 * bound is derived from the same scan with 10× fewer findings, never from a wall-clock figure.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { count, tail } from "../support/large-file.js";

const ROOT = join(import.meta.dirname, "../..");
const PROBES = 20;
const SMALL_LINES = 10_000;
const BIG_LINES = 100_000;
// One question; every corpus line is a copy of it, so every line matches every probe.
const QUESTION = "Which gas makes up most of the air that we breathe on the planet Earth today";

const dir = mkdtempSync(join(tmpdir(), "cg-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI in a child process (sources through tsx); its exit status and peak RSS in bytes. */
function scan(lines: number, name: string) {
  const corpus = join(dir, `${name}.txt`);
  writeFileSync(corpus, `${Array.from({ length: lines }, () => QUESTION).join("\n")}\n`);
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
      "leakage",
      "--probes",
      "probes.txt",
      "--corpus",
      `${name}.txt`,
      "--json",
      `${name}.json`,
      "--sarif",
      `${name}.sarif`,
      "--quiet",
    ],
    { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 },
  );
  const rss = Number(/RSS (\d+)/.exec(r.stderr)?.[1]);
  return { status: r.status, rss, stderr: r.stderr.replace(/RSS \d+\n/, "") };
}

describe("a scan with millions of findings", () => {
  writeFileSync(join(dir, "probes.txt"), `${Array.from({ length: PROBES }, () => QUESTION).join("\n")}\n`);

  it("writes every finding to JSON and SARIF in bounded memory", { timeout: 3_600_000 }, () => {
    const small = scan(SMALL_LINES, "small");
    expect(small.stderr).toBe("");
    expect(small.status).toBe(1);
    const big = scan(BIG_LINES, "big");
    expect(big.stderr).toBe("");
    expect(big.status).toBe(1);
    const findings = PROBES * BIG_LINES;
    expect(findings).toBeGreaterThanOrEqual(2_000_000);
    // Past V8's longest string (2^29 − 24 characters): it could never have been one string.
    expect(statSync(join(dir, "big.json")).size).toBeGreaterThan(2 ** 29);
    expect(count(join(dir, "big.json"), '"corpus": {')).toBe(findings);
    expect(tail(join(dir, "big.json"), 4096)).toContain(`"findings": ${findings},`);
    expect(tail(join(dir, "big.json"), 2)).toBe("}\n");
    expect(count(join(dir, "big.sarif"), '"ruleId": ')).toBe(findings);
    expect(tail(join(dir, "big.sarif"), 2)).toBe("}\n");
    console.log(
      `peak RSS: ${(small.rss / 2 ** 20).toFixed(0)} MiB for ${(PROBES * SMALL_LINES).toLocaleString("en-US")} findings, ` +
        `${(big.rss / 2 ** 20).toFixed(0)} MiB for ${findings.toLocaleString("en-US")}`,
    );
    // 10× the findings: a finding object each (~400 bytes) would add ~700 MiB; the sink adds ~40 bytes each.
    expect(big.rss).toBeLessThan(2 * small.rss);
  });
});
