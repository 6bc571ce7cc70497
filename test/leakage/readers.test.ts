/**
 * The .zst, Parquet and standard-input readers (docs/leakage-at-scale.md): the same findings as
 * the plain file, for corpora and probe sets; malformed and hostile inputs exit 4 naming the file
 * and where in it. Fixtures: fixtures/leakage/zst (the zstd CLI) and fixtures/leakage/parquet
 * (hyparquet-writer, generate.mjs beside them; and one file written by other software).
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageFinding, LeakageReport } from "../../src/leakage/report.js";
import { readParquet } from "../../src/leakage/sources/parquet.js";
import { readSource, type ReadStats, type SourceFile } from "../../src/leakage/sources/read-records.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-readers-"));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

async function run(dir: string, args: string[], stdin?: Buffer) {
  const m = memoryIo({}, dir);
  const io = stdin ? { ...m.io, stdin: () => chunked(stdin) } : m.io;
  const code = await main([...args, "--json", "report.json"], io);
  let report: LeakageReport | undefined;
  try {
    report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as LeakageReport;
  } catch {
    report = undefined;
  }
  return { code, stdout: m.stdout(), stderr: m.stderr(), report };
}

/** A pipe delivers odd-sized pieces: 7-byte chunks cut multi-byte characters and zstd frames. */
async function* chunked(b: Buffer): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < b.length; i += 7) yield b.subarray(i, i + 7);
}

/** Findings with the corpus file name taken out, to compare copies of one corpus in other formats. */
function places(r: LeakageReport | undefined): unknown[] {
  expect(r).toBeDefined();
  return r!.findings.map((f: LeakageFinding) => ({ ...f, corpus: { ...f.corpus, file: "*" } }));
}

const HOLDOUT = ["--holdout", "holdout.jsonl", "--field", "question"];

describe("zstd corpora and probes", () => {
  it("a .jsonl.zst corpus (zstd CLI) gives the findings of the plain JSONL and of the text copy", async () => {
    const dir = workdir();
    const zst = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl.zst", "--corpus-field", "text"]);
    const text = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.txt.zst"]);
    const plainLeak = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl", "--corpus-field", "text"]);
    expect(plainLeak.code).toBe(1);
    expect(plainLeak.report!.findings.length).toBeGreaterThanOrEqual(3);
    expect(zst.code).toBe(1);
    expect(text.code).toBe(1);
    expect(places(zst.report)).toEqual(places(plainLeak.report));
    expect(places(text.report)).toEqual(places(plainLeak.report));
    expect(zst.report!.corpora[0]).toMatchObject({ file: "zst/corpus.jsonl.zst", format: "jsonl+zstd", lines: 10 });
    // The digest is of the decompressed bytes, as for gzip: the same as the plain file's.
    expect(zst.report!.corpora[0]!.sha256).toBe(
      createHash("sha256")
        .update(readFileSync(join(dir, "zst/corpus.jsonl")))
        .digest("hex"),
    );
  });

  it("a zstd-compressed holdout set gives the findings of the plain one", async () => {
    const dir = workdir();
    const a = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.txt"]);
    const b = await run(dir, [
      "leakage",
      "--holdout",
      "zst/holdout.jsonl.zst",
      "--field",
      "question",
      "--corpus",
      "zst/corpus.txt",
    ]);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    const strip = (r: LeakageReport | undefined) =>
      r!.findings.map((f) => ({ ...f, probe: { ...f.probe, file: "*" } }));
    expect(strip(b.report)).toEqual(strip(a.report));
  });

  it("a zstd bomb stops at the expansion cap, naming the file, within bounded memory", async () => {
    const dir = workdir();
    const before = process.memoryUsage().rss;
    const r = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "zst/bomb-lines-256MiB.jsonl.zst",
      "--corpus-field",
      "x",
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(
      /zst\/bomb-lines-256MiB\.jsonl\.zst: decompresses to .* more than 100× plus 16 MiB, the cap on zstd expansion/,
    );
    // 256 MiB decompressed would show; the cap stops it after ~16 MiB (+ what one read may hold).
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 2 ** 20);
  });

  it.each([
    ["truncated.jsonl.zst", /not a valid zstd file/],
    ["corrupt.jsonl.zst", /not a valid zstd file/],
    ["notzstd.jsonl.zst", /not a valid zstd file/],
  ])("%s: exit 4 naming the file and how far it got", async (name, why) => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, "--corpus", `zst/${name}`, "--corpus-field", "text"]);
    expect(r.code).toBe(4);
    const line = r.stderr.trim();
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toContain(`zst/${name}`);
    expect(line).toMatch(why);
    expect(line).toMatch(/in the first \d[\d,]* compressed bytes/);
    expect(line).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("a probe file with a bad UTF-8 byte inside zstd is exit 4 at its line", async () => {
    const dir = workdir();
    const r = await run(dir, [
      "leakage",
      "--probes",
      "zst/bad-utf8.jsonl.zst",
      "--field",
      "question",
      "--corpus",
      "zst/corpus.txt",
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/zst\/bad-utf8\.jsonl\.zst:1: not valid UTF-8/);
  });
});

describe("Parquet corpora and probes", () => {
  it.each(["snappy", "gzip", "zstd", "none"])(
    "a %s Parquet copy gives the findings of the JSONL, row number = line",
    async (codec) => {
      const dir = workdir();
      const jsonl = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl", "--corpus-field", "text"]);
      const pq = await run(dir, [
        "leakage",
        ...HOLDOUT,
        "--corpus",
        `parquet/corpus.${codec}.parquet`,
        "--corpus-field",
        "text",
      ]);
      expect(pq.code).toBe(1);
      expect(places(pq.report)).toEqual(places(jsonl.report));
      const size = readFileSync(join(dir, `parquet/corpus.${codec}.parquet`)).length;
      expect(pq.report!.corpora[0]).toMatchObject({ format: "parquet", lines: 10, records: 10, bytes: size });
      expect(pq.report!.corpora[0]!.sha256).toBe(
        createHash("sha256")
          .update(readFileSync(join(dir, `parquet/corpus.${codec}.parquet`)))
          .digest("hex"),
      );
    },
  );

  it.each(["snappy", "zstd", "gzip"])(
    "a %s Parquet file written by arrow-rs (parquet-wasm) reads the same, struct column included",
    async (codec) => {
      const dir = workdir();
      const name = `parquet/corpus.arrow-rs-${codec}.parquet`;
      for (const field of ["text", "meta.text"]) {
        const jsonl = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl", "--corpus-field", field]);
        const pq = await run(dir, ["leakage", ...HOLDOUT, "--corpus", name, "--corpus-field", field]);
        expect(pq.code).toBe(1);
        expect(places(pq.report)).toEqual(places(jsonl.report));
        expect(pq.report!.corpora[0]).toMatchObject({ lines: 10, records: 10, skipped: 0 });
      }
    },
  );

  it("a field path into a JSON column works as in JSONL (meta.text)", async () => {
    const dir = workdir();
    const jsonl = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "zst/corpus.jsonl",
      "--corpus-field",
      "meta.text",
    ]);
    const pq = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "parquet/corpus.snappy.parquet",
      "--corpus-field",
      "meta.text",
    ]);
    expect(jsonl.code).toBe(1);
    expect(places(pq.report)).toEqual(places(jsonl.report));
  });

  it("a Parquet holdout set gives the findings of the JSONL one, with its ids", async () => {
    const dir = workdir();
    const a = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.txt"]);
    const b = await run(dir, [
      "leakage",
      "--holdout",
      "parquet/holdout.parquet",
      "--field",
      "question",
      "--corpus",
      "zst/corpus.txt",
    ]);
    expect(b.code).toBe(1);
    const strip = (r: LeakageReport | undefined) =>
      r!.findings.map((f) => ({ ...f, probe: { ...f.probe, file: "*" } }));
    expect(strip(b.report)).toEqual(strip(a.report));
  });

  it("a corpus column that is not there names the flag that asked for it", async () => {
    const dir = workdir();
    const missing = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "parquet/corpus.snappy.parquet",
      "--corpus-field",
      "body",
    ]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/--corpus-field "body": matches nothing in any of the 10 records/);
  });

  it("an unannotated BYTE_ARRAY column is read as UTF-8 text (older writers store strings so)", async () => {
    const dir = workdir();
    const text = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "parquet/corpus.snappy.parquet",
      "--corpus-field",
      "text",
    ]);
    const blob = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "parquet/corpus.snappy.parquet",
      "--corpus-field",
      "blob",
    ]);
    expect(blob.code).toBe(1);
    expect(places(blob.report)).toEqual(places(text.report));
  });

  it("a probe column that is not there is exit 4 naming file and field", async () => {
    const dir = workdir();
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "parquet/holdout.parquet",
      "--field",
      "prompt",
      "--corpus",
      "zst/corpus.txt",
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/parquet\/holdout\.parquet, field "prompt": column not in the Parquet schema/);
  });

  it.each([
    ["truncated.parquet", /not a Parquet file \(no "PAR1" at its start and end\)/],
    ["not-parquet.parquet", /not a Parquet file/],
    [
      "footer-too-long.parquet",
      /invalid Parquet footer \(its length, 2,147,483,647 bytes at byte [\d,]+, exceeds the file\)/,
    ],
    ["damaged.parquet", /row group 1 of 3 \(rows 1–4\), at byte [\d,]+: invalid Parquet data/],
  ])("%s: exit 4 naming the file and where", async (name, why) => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, "--corpus", `parquet/${name}`, "--corpus-field", "text"]);
    expect(r.code).toBe(4);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`parquet/${name}`);
    expect(r.stderr).toMatch(why);
  });

  it("a probe Parquet with a byte that is not UTF-8, or a null question, is exit 4; as a corpus it is read", async () => {
    const dir = workdir();
    const probe = (f: string) =>
      run(dir, ["leakage", "--probes", f, "--field", "question", "--corpus", "zst/corpus.txt"]);
    const bad = await probe("parquet/bad-utf8.parquet");
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(
      /parquet\/bad-utf8\.parquet, field "question": row group 1 of 1 \(rows 1–2\): not valid UTF-8/,
    );
    const empty = await probe("parquet/null-question.parquet");
    expect(empty.code).toBe(4);
    expect(empty.stderr).toMatch(/parquet\/null-question\.parquet:2, field "question": field missing/);
    const corpus = await run(dir, [
      "leakage",
      ...HOLDOUT,
      "--corpus",
      "parquet/bad-utf8.parquet",
      "--corpus-field",
      "question",
    ]);
    expect(corpus.code).toBe(0);
    expect(corpus.report!.corpora[0]).toMatchObject({ records: 2, skipped: 0 });
  });

  it("a row group over the cap is refused before it is read, naming the row group and its offset", async () => {
    const src: SourceFile = {
      path: join(fixtures, "parquet/corpus.none.parquet"),
      display: "corpus.none.parquet",
      format: "parquet",
      compression: "none",
      stdin: null,
      field: "text",
      skipPrefixes: [],
    };
    const stats: ReadStats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    const seen: number[] = [];
    const visitor = { wantLine: () => true, bytes: () => {}, text: (r: { line: number }) => void seen.push(r.line) };
    await expect(
      readParquet(src, visitor, false, stats, createHash("sha256"), { rowGroupBytes: 64, footerBytes: 1 << 20 }),
    ).rejects.toThrow(
      /row group 1 of 3 \(rows 1–4\), at byte [\d,]+: column "text" holds \d+ bytes, over 64 bytes, the cap on one row group's column/,
    );
    expect(seen).toEqual([]);
    // The same file under the real caps reads every row, in order, across its three row groups.
    const ok = await readSource(src, visitor, false);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ok.lines).toBe(10);
    await expect(
      readParquet(src, visitor, false, { ...stats }, createHash("sha256"), { rowGroupBytes: 1 << 20, footerBytes: 16 }),
    ).rejects.toThrow(/Parquet footer of [\d.]+ KiB, over 16 bytes, the cap on a footer/);
  });
});

describe("the config's sources", () => {
  it("a leakage: section reads .jsonl.zst and Parquet (by extension and by format: parquet), as the flags do", async () => {
    const dir = workdir();
    const flags = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl.zst", "--corpus-field", "text"]);
    cpSync(join(dir, "parquet/corpus.zstd.parquet"), join(dir, "rows.bin"));
    writeFileSync(
      join(dir, "contamgate.yml"),
      [
        "leakage:",
        "  probe_sets:",
        "    held:",
        "      holdout: true",
        "      sources: [{ path: parquet/holdout.parquet, field: question }]",
        "  corpora:",
        "    - { path: zst/corpus.jsonl.zst, field: text }",
        "    - { path: parquet/corpus.snappy.parquet, field: meta.text }",
        "    - { path: rows.bin, format: parquet, field: text }",
        "",
      ].join("\n"),
    );
    const cfg = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(cfg.code).toBe(1);
    const byFile = (f: string) => cfg.report!.findings.filter((x) => x.corpus.file === f).map((x) => x.corpus.line);
    const expected = flags.report!.findings.map((x) => x.corpus.line);
    expect(byFile("zst/corpus.jsonl.zst")).toEqual(expected);
    expect(byFile("rows.bin")).toEqual(expected);
    expect(cfg.report!.corpora.map((c) => c.format)).toEqual(["jsonl+zstd", "parquet", "parquet"]);
  });
});

describe("standard input", () => {
  it("--corpus - with --stdin-format jsonl+zstd gives the findings of the file, read once, as -", async () => {
    const dir = workdir();
    const file = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.jsonl.zst", "--corpus-field", "text"]);
    const piped = await run(
      dir,
      ["leakage", ...HOLDOUT, "--corpus", "-", "--stdin-format", "jsonl+zstd", "--corpus-field", "text"],
      readFileSync(join(dir, "zst/corpus.jsonl.zst")),
    );
    expect(piped.code).toBe(1);
    expect(places(piped.report)).toEqual(places(file.report));
    expect(piped.report!.corpora[0]).toMatchObject({ file: "-", format: "jsonl+zstd", lines: 10 });
    expect(piped.report!.corpora[0]!.sha256).toBe(file.report!.corpora[0]!.sha256);
  });

  it("--holdout - reads the probe set from standard input, strictly", async () => {
    const dir = workdir();
    const file = await run(dir, ["leakage", ...HOLDOUT, "--corpus", "zst/corpus.txt"]);
    const piped = await run(
      dir,
      ["leakage", "--holdout", "-", "--stdin-format", "jsonl", "--field", "question", "--corpus", "zst/corpus.txt"],
      readFileSync(join(dir, "holdout.jsonl")),
    );
    expect(piped.code).toBe(1);
    const strip = (r: LeakageReport | undefined) =>
      r!.findings.map((f) => ({ ...f, probe: { ...f.probe, file: "*" } }));
    expect(strip(piped.report)).toEqual(strip(file.report));
    const bad = await run(
      dir,
      ["leakage", "--probes", "-", "--stdin-format", "text", "--corpus", "zst/corpus.txt"],
      Buffer.concat([Buffer.from("fine line\nanother fine line\ncaf"), Buffer.from([0xe9]), Buffer.from(" au lait\n")]),
    );
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(/^contamgate leakage: -:3: not valid UTF-8/m);
  });

  it.each([
    [
      ["--corpus", "-"],
      /--corpus - reads standard input, which has no extension: say what it holds with --stdin-format/,
    ],
    [["--corpus", "-", "--corpus", "-", "--stdin-format", "text"], /standard input can be read only once/],
    [["--corpus", "-", "--stdin-format", "parquet"], /Parquet cannot be read from standard input/],
    [
      ["--corpus", "-", "--stdin-format", "jsonl+xz"],
      /--stdin-format must be text, jsonl, csv or tsv, optionally \+gzip or \+zstd/,
    ],
    [["--corpus", "-", "--stdin-format", "text", "--shard", "1/2"], /--shard reads some sources twice/],
    [["--corpus", "zst/corpus.txt", "--stdin-format", "text"], /--stdin-format "text": no source is -/],
  ])("%j: exit 4 naming the flag", async (args, why) => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, ...args], Buffer.from("x\n"));
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(why);
  });
});

const Q = "What is the boiling point of water at sea level in kelvin?";
const BOM = "\uFEFF";

describe("text sources that start with a UTF-8 byte-order mark", () => {
  it("skip a first-line comment behind the BOM, in probes and in corpora", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-bom-"));
    writeFileSync(join(dir, "probes.txt"), `${BOM}# ${Q}\nAn unrelated probe about the moons of Jupiter and Saturn\n`);
    writeFileSync(join(dir, "corpus.txt"), `${BOM}# ${Q}\n${Q}\n`);
    const m = memoryIo({}, dir);
    const code = await main(
      ["leakage", "--probes", "probes.txt", "--corpus", "corpus.txt", "--skip-prefix", "#", "--json", "r.json"],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.stats.probes).toBe(1);
    expect(report.corpora[0]!.records).toBe(1);
  });
});
