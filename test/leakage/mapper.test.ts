/**
 * The streaming mapper (`leakage --map`): corpus records on standard input, findings as JSON lines
 * on standard output, exit 0 unless the input is invalid. Its findings are those of the file scan.
 */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageFinding, LeakageReport } from "../../src/leakage/report.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");
const HOLDOUT = ["--holdout", "holdout.jsonl", "--field", "question"];

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-mapper-"));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

async function run(dir: string, args: string[], stdin?: string) {
  const m = memoryIo({}, dir);
  const io =
    stdin !== undefined
      ? {
          ...m.io,
          stdin: async function* () {
            yield Buffer.from(stdin);
          },
        }
      : m.io;
  const code = await main(args, io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

/** The findings of the ordinary scan; `corpusArgs` are its --corpus (and --corpus-field) flags. */
async function fileScan(dir: string, corpusArgs: string[]): Promise<LeakageFinding[]> {
  const r = await run(dir, ["leakage", ...HOLDOUT, ...corpusArgs, "--json", "r.json"]);
  expect(r.code).toBe(1);
  return (JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport).findings;
}

const jsonLines = (s: string) =>
  s
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LeakageFinding);

describe("leakage --map", () => {
  it("text lines on stdin: the findings of the file scan, as JSON lines, exit 0", async () => {
    const dir = workdir();
    const expected = await fileScan(dir, ["--corpus", "zst/corpus.txt"]);
    const r = await run(
      dir,
      ["leakage", ...HOLDOUT, "--map", "--map-source", "zst/corpus.txt"],
      readFileSync(join(dir, "zst/corpus.txt"), "utf8"),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(jsonLines(r.stdout)).toEqual(expected);
  });

  it("records from two files, in any order, split over two mapper calls: their findings together", async () => {
    const dir = workdir();
    const files = ["zst/corpus.txt", "corpus/dictionary.txt"];
    const expected = await fileScan(
      dir,
      files.flatMap((f) => ["--corpus", f]),
    );
    const records = files.flatMap((f) =>
      readFileSync(join(dir, f), "utf8")
        .split("\n")
        .slice(0, -1)
        .map((text, i) => JSON.stringify({ source: f, line: i + 1, text })),
    );
    records.reverse();
    const half = Math.floor(records.length / 2);
    const out: LeakageFinding[] = [];
    for (const part of [records.slice(0, half), records.slice(half)]) {
      const r = await run(dir, ["leakage", ...HOLDOUT, "--map", "--stdin-format", "records"], `${part.join("\n")}\n`);
      expect(r.code).toBe(0);
      out.push(...jsonLines(r.stdout));
    }
    const key = (f: LeakageFinding) => JSON.stringify([f.corpus.file, f.corpus.line, f.probe.line, f.probe.index]);
    expect(out.map(key).sort()).toEqual(expected.map(key).sort());
    expect(out.length).toBe(expected.length);
    for (const f of out) expect(f).toEqual(expected.find((e) => key(e) === key(f)));
  });

  it("jsonl on stdin with a field path", async () => {
    const dir = workdir();
    const expected = await fileScan(dir, ["--corpus", "zst/corpus.jsonl", "--corpus-field", "meta.text"]);
    const r = await run(
      dir,
      [
        "leakage",
        ...HOLDOUT,
        "--map",
        "--stdin-format",
        "jsonl",
        "--corpus-field",
        "meta.text",
        "--map-source",
        "zst/corpus.jsonl",
      ],
      readFileSync(join(dir, "zst/corpus.jsonl"), "utf8"),
    );
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)).toEqual(expected);
  });

  it("holdout text appears nowhere in the mapper's output", async () => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, "--map"], readFileSync(join(dir, "zst/corpus.txt"), "utf8"));
    expect(jsonLines(r.stdout).length).toBeGreaterThan(0);
    for (const l of readFileSync(join(dir, "holdout.jsonl"), "utf8").split("\n").filter(Boolean)) {
      const q = Array.from((JSON.parse(l) as { question: string }).question);
      for (let i = 0; i + 8 <= q.length; i++) expect(r.stdout.includes(q.slice(i, i + 8).join(""))).toBe(false);
    }
  });

  it("an empty split is no error: exit 0, nothing written", async () => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, "--map"], "");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("");
  });

  it.each([
    ['{"source": "a", "line": 0, "text": "x"}', /-:2, field "line": must be an integer ≥ 1/],
    ['{"source": "", "line": 3, "text": "x"}', /-:2, field "source": must be a non-empty string/],
    ['{"source": "a", "line": 3}', /-:2, field "text": must be a string/],
    ["[1, 2]", /-:2: must be \{"source", "line", "text"\}/],
    ["not json", /-:2: invalid JSON/],
  ])("a bad record (%s) is exit 4 at its input line", async (bad, why) => {
    const dir = workdir();
    const r = await run(
      dir,
      ["leakage", ...HOLDOUT, "--map", "--stdin-format", "records"],
      `{"source": "a", "line": 1, "text": "fine"}\n${bad}\n`,
    );
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(why);
    expect(r.stdout).toBe("");
  });

  it.each([
    [["--map", "--corpus", "x.txt"], /--map reads the corpus from standard input: drop --corpus/],
    [["--map", "--partition", "1/2"], /drop --partition/],
    [["--map-source", "x"], /--map-source needs --map/],
    [["--stdin-format", "records", "--corpus", "-"], /--stdin-format records is the mapper's input: it needs --map/],
  ] as const)("%j: exit 4", async (args, why) => {
    const dir = workdir();
    const r = await run(dir, ["leakage", ...HOLDOUT, ...args], "x\n");
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(why);
  });
});
