import { createWriteStream, openSync, closeSync, ftruncateSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGzip, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { startProviderServer } from "../support/provider-server.js";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * Inputs sized to exhaust memory or time (docs/reliability.md "Caps"), at the
 * sizes that broke them: each must end in a clear exit code. Hundreds of MB each: slow suite.
 * Also the one cap case of bounds.test.ts that is not quick: 24 MiB of newlines behind a gzip.
 */
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});
function ws(): string {
  const t = tempDir("contamgate-bounds-slow-");
  cleanups.push(t.cleanup);
  return t.dir;
}
const PROBE = "What is the capital of France and why is it Paris?\n";

async function writeRepeated(path: string, piece: Buffer, times: number, gzip = false): Promise<void> {
  const src = Readable.from(
    (function* () {
      for (let i = 0; i < times; i++) yield piece;
    })(),
  );
  await (gzip
    ? pipeline(src, createGzip({ level: 1 }), createWriteStream(path))
    : pipeline(src, createWriteStream(path)));
}

describe("caps on sizes and counts", () => {
  it("corpora: a gzip of newlines only is exit 4 at the ratio cap (its sample overflowed the stack: internal error)", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), "What is the capital of France and why is it Paris?\n");
    writeFileSync(join(dir, "nl.txt.gz"), gzipSync(Buffer.alloc(24 << 20, 0x0a), { level: 9 }));
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "nl.txt.gz"], dir);
    expectRejected(r, "leakage", "nl.txt.gz", null);
    expect(r.stderr).toMatch(/the cap on gzip expansion/);
  });
});

describe("big hostile inputs", () => {
  it("a corpus with one 300 MB line is exit 4 at line 1 (it took 152 s and 4.06 GB)", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), PROBE);
    await writeRepeated(join(dir, "c.txt"), Buffer.alloc(1 << 20, 0x61), 300);
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "c.txt"], dir);
    expectRejected(r, "leakage", "c.txt", 1);
    expect(r.stderr).toMatch(/longer than 16 MiB, the cap on a line/);
  }, 120_000);

  it("a .gz of 2 GiB of zeros is exit 4 (a 46 MB one hung)", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), PROBE);
    await writeRepeated(join(dir, "z.txt.gz"), Buffer.alloc(16 << 20), 128, true);
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "z.txt.gz"], dir);
    // Whichever cap it reaches first: a line of zeros longer than 16 MiB, or the expansion ratio.
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toMatch(/^contamgate leakage: z\.txt\.gz(:1)?: .*(the cap on a line|the cap on gzip expansion)/);
  }, 120_000);

  it("an items file over 512 MiB is refused for its size, not called invalid UTF-8", async () => {
    const dir = ws();
    const fd = openSync(join(dir, "items.jsonl"), "w");
    ftruncateSync(fd, 600 << 20); // sparse: no disk, and the cap is checked before any read
    closeSync(fd);
    const r = await cli(["perturb", "--items", "items.jsonl"], dir);
    expectRejected(r, "perturb", "items.jsonl", null);
    expect(r.stderr).toMatch(/benchmark file is 600 MiB; the cap is 256 MiB/);
    expect(r.stderr).not.toContain("UTF-8");
  }, 120_000);

  it("a cache segment with a 600 MiB torn tail opens (it never finished), the tail counted torn", async () => {
    const dir = ws();
    const cache = join(dir, "cache");
    const a = await ResponseStore.open(cache);
    await a.put("0".repeat(64), { text: "A" });
    await a.close();
    const seg = a.segmentPath!;
    const head = readFileSync(seg);
    await writeRepeated(seg + ".tmp", Buffer.alloc(1 << 20, 0x79), 600);
    // The segment: its own lines, then a 600 MiB line that never got its newline.
    await pipeline(
      Readable.from(
        (async function* () {
          yield head;
          yield Buffer.from(`{"v":2,"k":"${"1".repeat(64)}","r":{"text":"`);
          for await (const c of (await import("node:fs")).createReadStream(seg + ".tmp")) yield c as Buffer;
        })(),
      ),
      createWriteStream(seg + ".new"),
    );
    const { renameSync, rmSync } = await import("node:fs");
    renameSync(seg + ".new", seg);
    rmSync(seg + ".tmp");
    const s = await ResponseStore.open(cache);
    expect(s.get("0".repeat(64))).toEqual({ text: "A" });
    expect(s.stats()).toMatchObject({ tornLines: 1, verified: 1, entries: 1 });
  }, 180_000);
});

describe("big inputs that are valid", () => {
  it("a corpus line just under the line cap is read whole (worker path, one join) and its copy found at its line", async () => {
    const dir = ws();
    writeFileSync(join(dir, "probes.txt"), PROBE);
    const copy = Buffer.from(PROBE.trimEnd() + " ");
    const times = Math.floor(((16 << 20) - 100) / copy.length);
    writeFileSync(
      join(dir, "c.txt"),
      Buffer.concat([
        Buffer.from("x\n"),
        Buffer.concat(Array.from({ length: times }, () => copy)),
        Buffer.from("\nlast\n"),
      ]),
    );
    const r = await cli(["leakage", "--probes", "probes.txt", "--corpus", "c.txt", "--json", "out.json"], dir);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    const rep = JSON.parse(readFileSync(join(dir, "out.json"), "utf8")) as {
      findings: { corpus: { line: number } }[];
      corpora: { lines: number }[];
    };
    expect(rep.findings.map((f) => f.corpus.line)).toEqual([2]);
    expect(rep.corpora[0]!.lines).toBe(3);
  }, 120_000);

  it("ingest of a CSV with 200,000 rows (push(...rows) overflowed the stack)", async () => {
    const dir = ws();
    mkdirSync(join(dir, "csv"));
    const rows =
      Array.from({ length: 200_000 }, (_, i) => `question number ${i},alpha ${i},beta,gamma,delta,A`).join("\n") + "\n";
    writeFileSync(join(dir, "csv", "big_test.csv"), rows);
    const r = await cli(["ingest", "mmlu-csv", "csv", "--items", "items.jsonl"], dir);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, "items.jsonl"), "utf8").trimEnd().split("\n")).toHaveLength(200_000);
  }, 120_000);
});

describe("a hostile provider on 127.0.0.1", () => {
  it("a reply that ignores max_tokens (2 M characters) is scored too_long, not parsed for seconds", async () => {
    const server = await startProviderServer(() => "B".repeat(2_000_000));
    try {
      const dir = ws();
      mkdirSync(join(dir, "c"));
      const r = await cli(
        [
          "run",
          "--synthetic",
          "5",
          "--model",
          `openai=gpt-hostile,base-url=${server.openaiBaseUrl}`,
          "--target-effect",
          "0.3",
          "--discordant-rate",
          "0.9",
          "--force-underpowered",
          "--yes",
          "--cache-dir",
          "c",
          "--json",
          "out.json",
        ],
        dir,
        { OPENAI_API_KEY: "sk-test-bounds" },
      );
      expectNoCrash(r);
      const out = JSON.parse(readFileSync(join(dir, "out.json"), "utf8")) as {
        models: { parse: Record<string, { byReason: Record<string, number> }> }[];
      };
      const tallies = Object.values(out.models[0]!.parse);
      expect(tallies.length).toBeGreaterThan(0);
      for (const t of tallies) expect(t.byReason.too_long).toBe(5);
    } finally {
      await server.close();
    }
  }, 120_000);
});
