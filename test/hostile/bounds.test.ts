import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse as parseYaml } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, parseConfig } from "../../src/config/load.js";
import { InputError } from "../../src/errors.js";
import { MAX_CONFIG_BYTES, MAX_LINE_BYTES, MAX_QUESTIONS, MAX_RETRY_AFTER_MS } from "../../src/limits.js";
import { ProviderCallError } from "../../src/models/call-error.js";
import { SpendController } from "../../src/models/spend.js";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * Caps and small faults (docs/reliability.md "Caps"), with inputs just
 * over each cap; the big inputs (hundreds of MB, or tens of MiB inflated) are in bounds.slow.test.ts.
 */
const root = join(import.meta.dirname, "../..");
const SAMPLE = readFileSync(join(root, "fixtures/items/sample.jsonl"), "utf8");
const DESIGN = "design:\n  target_effect: 0.05\n  expected_discordant_rate: 0.3\n";

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});
function ws(): string {
  const t = tempDir("contamgate-bounds-");
  cleanups.push(t.cleanup);
  return t.dir;
}
function configError(bytes: Buffer | string): InputError {
  try {
    parseConfig(Buffer.from(bytes), "contamgate.yml");
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("caps on sizes and counts", () => {
  it("power --n above the cap is exit 4 naming the cap (3e8 needed 7 GB)", async () => {
    const r = await cli(
      ["power", "--n", String(MAX_QUESTIONS + 1), "--discordant-rate", "0.2", "--target-effect", "0.05"],
      ws(),
    );
    expectNoCrash(r);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/--n must be an integer from 1 to 10,000,000 \(the cap; docs\/reliability\.md "Caps"\)/);
    expect((await cli(["power", "--n", "3e8", "--discordant-rate", "0.2", "--target-effect", "0.05"], ws())).code).toBe(
      4,
    );
  });

  it("design.n, design.models and design.perturbers_tried above their caps are rejected at their line", () => {
    for (const [k, v] of [
      ["n", MAX_QUESTIONS + 1],
      ["models", 1_000_001],
      ["perturbers_tried", 1e12],
    ] as const) {
      const e = configError(`${DESIGN}  ${k}: ${v}\n`);
      expect(e.message).toMatch(new RegExp(`^contamgate\\.yml:4, field "design\\.${k}": at most .*the cap`));
    }
  });

  it("run --synthetic above the cap names the cap", async () => {
    const r = await cli(
      [
        "run",
        "--synthetic",
        String(MAX_QUESTIONS + 1),
        "--model",
        "fake=a",
        "--target-effect",
        "0.05",
        "--discordant-rate",
        "0.3",
      ],
      ws(),
    );
    expect(r.code).toBe(4);
    expect(r.stderr).toContain("the cap");
  });

  it("a config over the size cap is refused before YAML parsing, naming the cap", () => {
    const keys = Array.from({ length: 8000 }, (_, i) => `  k${i}: ${i}`).join("\n");
    const text = `version: 1\nx:\n${keys}\n`;
    expect(text.length).toBeGreaterThan(MAX_CONFIG_BYTES);
    const e = configError(text);
    expect(e.message).toMatch(/^contamgate\.yml: config is \d+(\.\d)? KiB; the cap is 64 KiB/);
  });

  it("a NUL or other control byte in the config is rejected at its line, even inside a comment", () => {
    expect(configError(`${DESIGN}# a note\u0000\n`).message).toMatch(/^contamgate\.yml:4: control character U\+0000/);
    expect(configError(`${DESIGN}models: []\nx: "a\u0007b"\n`).message).toMatch(
      /^contamgate\.yml:5: control character U\+0007/,
    );
    // Tab, CR and LF are YAML's own.
    expect(
      parseConfig(Buffer.from(DESIGN.replace(/\n/g, "\r\n") + "# a\ttab\r\n"), "c.yml").config.design,
    ).toBeDefined();
  });

  it("the config is read only if it is a regular file (a FIFO blocked forever)", async () => {
    const dir = ws();
    execFileSync("mkfifo", [join(dir, "contamgate.yml")]);
    await expect(loadConfig("contamgate.yml", dir)).rejects.toThrow(
      /^contamgate\.yml: config file is not a regular file \(a FIFO\)/,
    );
  });

  it("a benchmark symlinked to /dev/zero, to a file outside the workspace, or a FIFO is exit 4 before any read", async () => {
    const dir = ws();
    const outside = ws();
    writeFileSync(join(outside, "items.jsonl"), SAMPLE);
    symlinkSync("/dev/zero", join(dir, "zero.jsonl"));
    symlinkSync(join(outside, "items.jsonl"), join(dir, "out.jsonl"));
    execFileSync("mkfifo", [join(dir, "fifo.jsonl")]);
    for (const [name, why] of [
      ["zero.jsonl", /symlink to a file outside the workspace/],
      ["out.jsonl", /symlink to a file outside the workspace/],
      ["fifo.jsonl", /not a regular file \(a FIFO\)/],
    ] as const) {
      const r = await cli(["perturb", "--items", name], dir);
      expectRejected(r, "perturb", name, null);
      expect(r.stderr).toMatch(why);
    }
    // A path the user wrote that is outside the workspace is theirs to name.
    const abs = await cli(["perturb", "--items", join(outside, "items.jsonl"), "--limit", "1"], dir);
    expect(abs.code, abs.stderr).toBe(0);
    // A symlink that stays inside the workspace is followed.
    copyFileSync(join(outside, "items.jsonl"), join(dir, "real.jsonl"));
    symlinkSync("real.jsonl", join(dir, "alias.jsonl"));
    expect((await cli(["perturb", "--items", "alias.jsonl", "--limit", "1"], dir)).code).toBe(0);
  });

  it("verdict --input and ingest CSVs are read only as regular files inside the workspace", async () => {
    const dir = ws();
    const outside = ws();
    symlinkSync("/dev/zero", join(dir, "o.jsonl"));
    const v = await cli(["verdict", "--input", "o.jsonl", "--target-effect", "0.05"], dir);
    expectRejected(v, "verdict", "o.jsonl", null);
    expect(v.stderr).toMatch(/field "--input": the input is a symlink to a file outside the workspace/);
    const d = await cli(["verdict", "--input", "/dev/zero", "--target-effect", "0.05"], dir);
    expect(d.code).toBe(4);
    expect(d.stderr).toMatch(/not a regular file \(a device\)/);
    mkdirSync(join(dir, "csv"));
    writeFileSync(join(outside, "x_test.csv"), "q,a,b,c,d,A\n");
    symlinkSync(join(outside, "x_test.csv"), join(dir, "csv", "x_test.csv"));
    const i = await cli(["ingest", "mmlu-csv", "csv", "--items", "items.jsonl"], dir);
    expect(i.code, i.stderr).toBe(4);
    expect(i.stderr).toMatch(/x_test\.csv: CSV file is a symlink to a file outside the workspace/);
  });

  it("a benchmark line over the line cap is rejected at its line", async () => {
    const dir = ws();
    const first = SAMPLE.split("\n")[0]!;
    writeFileSync(join(dir, "items.jsonl"), `${first}\n{"id":"${"x".repeat(MAX_LINE_BYTES)}"}\n`);
    const r = await cli(["perturb", "--items", "items.jsonl", "--split", "all"], dir);
    expectRejected(r, "perturb", "items.jsonl", 2);
    expect(r.stderr).toMatch(/the cap is 16 MiB a line/);
  });

  it("corpora: a glob through a symlinked directory out of the workspace is exit 4 naming the file", async () => {
    const dir = ws();
    const outside = ws();
    writeFileSync(join(outside, "secret.txt"), "a line of text outside the repository\n");
    writeFileSync(join(dir, "probes.txt"), "What is the capital of France and why is it Paris?\n");
    mkdirSync(join(dir, "corpus"));
    writeFileSync(join(dir, "corpus", "a.txt"), "nothing here\n");
    symlinkSync(outside, join(dir, "corpus", "linked"));
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "corpus/**/*.txt"], dir);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toMatch(/corpus\/linked\/secret\.txt: .*is a symlink to a file outside the workspace/);
  });

  it("corpora: a line over the cap is rejected at its line (it was read whole, quadratically)", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), "What is the capital of France and why is it Paris?\n");
    writeFileSync(
      join(dir, "c.txt"),
      Buffer.concat([Buffer.from("ok\n"), Buffer.alloc(MAX_LINE_BYTES + 1, 0x61), Buffer.from("\n")]),
    );
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "c.txt"], dir);
    expectRejected(r, "leakage", "c.txt", 2);
    expect(r.stderr).toMatch(/longer than 16 MiB, the cap on a line/);
  });

  it("corpora: a gzip that expands past the ratio cap is exit 4 naming the cap", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), "What is the capital of France and why is it Paris?\n");
    // 32 MB of repeated lines compresses ~1000× (to ~33 KB): far over 16 MiB + 100 × its size.
    const line = Buffer.from("x".repeat(999) + "\n");
    writeFileSync(
      join(dir, "bomb.txt.gz"),
      gzipSync(Buffer.concat(Array.from({ length: 32_000 }, () => line)), { level: 9 }),
    );
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "bomb.txt.gz"], dir);
    expectRejected(r, "leakage", "bomb.txt.gz", null);
    expect(r.stderr).toMatch(
      /decompresses to .* from its first .*: more than 100× plus 16 MiB, the cap on gzip expansion/,
    );
  });
});

describe("one-line faults", () => {
  it("a stray quote in a CSV corpus names its line", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), "What is the capital of France and why is it Paris?\n");
    writeFileSync(join(dir, "c.csv"), 'text,id\nfine,1\nba"d,2\n');
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "c.csv", "--field", "text"], dir);
    expectRejected(r, "leakage", "c.csv", 3);
    expect(r.stderr).toContain("INVALID_OPENING_QUOTE");
  });

  it("numeric ids beyond 2^53 are refused at their line, not reported as duplicates of a rounded value", async () => {
    const dir = ws();
    const rows = ["12345678901234567890", "12345678901234567891"].flatMap((id) =>
      ["a", "b"].map((m) =>
        JSON.stringify({ model: m, id: 0, original: true, perturbed: false }).replace('"id":0', `"id":${id}`),
      ),
    );
    writeFileSync(join(dir, "o.jsonl"), rows.join("\n") + "\n");
    const r = await cli(["verdict", "--input", "o.jsonl", "--target-effect", "0.05"], dir);
    expectRejected(r, "verdict", "o.jsonl", 1);
    expect(r.stderr).toMatch(/field "id": a numeric id must be an integer below 2\^53/);
    expect(r.stderr).not.toContain("12345678901234567000");
    writeFileSync(
      join(dir, "p.jsonl"),
      '{"q":"What is the capital of France and why is it Paris?","id":12345678901234567890}\n',
    );
    writeFileSync(join(dir, "c.txt"), "x\n");
    const p = await cli(
      ["leakage", "--probes", "p.jsonl", "--field", "q", "--id-field", "id", "--corpus", "c.txt"],
      dir,
    );
    expectRejected(p, "leakage", "p.jsonl", 1);
  });

  it("merge on a malformed shard is exit 4 naming the file and field, not an internal error", async () => {
    const dir = ws();
    writeFileSync(
      join(dir, "s.json"),
      JSON.stringify({
        kind: "contamgate.leakage",
        version: 1,
        fingerprint: "f",
        settings: { shard: null },
        probeSets: [],
        findings: [],
      }),
    );
    const r = await cli(["merge", "s.json"], dir);
    expectRejected(r, "merge", "s.json", null);
    expect(r.stderr).toMatch(/field "corpora": malformed shard report/);
    writeFileSync(
      join(dir, "t.json"),
      JSON.stringify({
        kind: "contamgate.leakage",
        version: 1,
        fingerprint: "f",
        settings: { shard: null },
        probeSets: [],
        corpora: [],
        findings: [{ probe: {} }],
        stats: {},
      }),
    );
    const t = await cli(["merge", "t.json"], dir);
    expectRejected(t, "merge", "t.json", null);
    expect(t.stderr).toMatch(/field "findings\.0\.probe\.set"/);
  });

  it("check reads an absolute benchmark.path, as run does", async () => {
    const dir = ws();
    const items = join(ws(), "items.jsonl");
    copyFileSync(join(root, "fixtures/demo/items.jsonl"), items);
    writeFileSync(join(dir, "contamgate.yml"), `${DESIGN}benchmark:\n  path: ${items}\n  seed: s1\n`);
    const r = await cli(["check", "--checks", "power"], dir);
    expectNoCrash(r);
    expect([0, 2], r.stderr).toContain(r.code);
  });

  it("a hostile Retry-After is honoured up to the cap only (600 s each × 5 retries stalled a run 50 minutes)", async () => {
    let t = 0;
    const delays: number[] = [];
    const spend = new SpendController({
      baseDelayMs: 10,
      maxRetries: 5,
      random: () => 0.5,
      now: () => t,
      sleep: async (ms) => {
        delays.push(ms);
        t += ms;
      },
    });
    let n = 0;
    await spend.call("m", async () => {
      if (n++ < 5) throw new ProviderCallError("HTTP 429", "http", 429, 3_000_000);
      return "ok";
    });
    expect(n).toBe(6);
    expect(t).toBeLessThanOrEqual(5 * (MAX_RETRY_AFTER_MS + 1000));
    for (const d of delays) expect(d).toBeLessThanOrEqual(MAX_RETRY_AFTER_MS + 1000);
  });

  it("the reusable workflow's evaluate job has a concurrency group that waits rather than cancels", () => {
    const wf = parseYaml(readFileSync(join(root, ".github/workflows/contamgate.yml"), "utf8")) as {
      jobs: Record<string, { concurrency?: { group?: string; "cancel-in-progress"?: boolean } }>;
    };
    const c = wf.jobs.evaluate!.concurrency;
    expect(c?.group).toMatch(/\$\{\{ github\.ref \}\}/);
    expect(c?.group).toMatch(/inputs\.config/);
    expect(c?.["cancel-in-progress"]).toBe(false);
  });
});
