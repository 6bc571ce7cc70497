import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { LeakageReport } from "../../src/leakage/report.js";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * Leakage sources (src/leakage/sources/) through `contamgate leakage`: text, JSONL, CSV, TSV, each
 * optionally gzipped. Probes are strict (exactly the text meant, or exit 4 at file:line); corpora
 * are read whole — a planted copy is found at its exact line whatever surrounds it.
 */
const t = tempDir();
afterAll(() => t.cleanup());

const QUESTION = "Which planet is known as the red planet in our solar system?";
let n = 0;
const w = (ext: string, body: string | Buffer) => {
  const name = `f${++n}.${ext}`;
  writeFileSync(join(t.dir, name), body);
  return name;
};
const probes = w("jsonl", JSON.stringify({ id: "p1", question: QUESTION }) + "\n");
async function leakage(args: string[]) {
  const json = `report-${++n}.json`;
  const r = await cli(["leakage", ...args, "--json", json], t.dir);
  return { ...r, report: () => JSON.parse(readFileSync(join(t.dir, json), "utf8")) as LeakageReport };
}
const corpusText = (file: string) =>
  leakage(["--probes", probes, "--field", "question", "--corpus-field", "text", "--corpus", file]);

describe("hostile probe files (strict)", () => {
  it("accepts a BOM on the first JSONL, CSV and text line", async () => {
    for (const [ext, body] of [
      ["jsonl", "\uFEFF" + JSON.stringify({ id: "p1", question: QUESTION }) + "\r\n"],
      ["csv", "\uFEFFid,question\r\np1," + QUESTION + "\r\n"],
      ["txt", "\uFEFF" + QUESTION + "\r\n"],
    ] as const) {
      const p = w(ext, body);
      const r = await leakage(["--probes", p, "--field", "question", "--corpus", w("txt", QUESTION + "\n")]);
      expect(r.code, r.stderr).toBe(1);
      expect(r.report().findings[0]).toMatchObject({ jaccard: 1, corpus: { line: 1 } });
    }
  });

  it("rejects invalid UTF-8 in a probe file at its line (text, JSONL, CSV, gzip)", async () => {
    const bad = (s: string) =>
      Buffer.concat([Buffer.from(s.slice(0, 10)), Buffer.from([0xff, 0xfe]), Buffer.from(s.slice(10))]);
    const cases: [string, Buffer, number][] = [
      ["txt", Buffer.concat([Buffer.from("first probe line here\n"), bad(QUESTION), Buffer.from("\n")]), 2],
      ["jsonl", bad(JSON.stringify({ id: "p1", question: QUESTION }) + "\n"), 1],
      ["csv", Buffer.concat([Buffer.from("question\n"), bad(QUESTION + "\n")]), 2],
      ["txt.gz", gzipSync(Buffer.concat([Buffer.from("ok line\nok line 2\n"), bad(QUESTION)])), 3],
    ];
    for (const [ext, body, line] of cases) {
      const p = w(ext, body);
      expectRejected(
        await leakage(["--probes", p, "--field", "question", "--corpus", w("txt", QUESTION + "\n")]),
        "leakage",
        p,
        line,
      );
    }
  });

  it("rejects a repeated key in a probe line and a repeated CSV column", async () => {
    const p = w(
      "jsonl",
      JSON.stringify({ id: "p0", question: QUESTION }) +
        "\n" +
        `{"id":"p1","question":"decoy text","question":"${QUESTION}"}\n`,
    );
    const r = await leakage(["--probes", p, "--field", "question", "--corpus", w("txt", QUESTION + "\n")]);
    expectRejected(r, "leakage", p, 2);
    expect(r.stderr).toContain('field "question"');
    const c = w("csv", `text,text\n"${QUESTION}",other\n`);
    expectRejected(await corpusText(c), "leakage", c, 1);
  });

  it("rejects NaN, truncated and non-object probe lines; an empty probe file is an error", async () => {
    for (const line of ['{"id":"p","question":NaN}', '{"id":"p","question":"abc', "[1,2", "{".repeat(100_000)]) {
      const p = w("jsonl", JSON.stringify({ id: "p0", question: QUESTION }) + "\n" + line + "\n");
      expectRejected(
        await leakage(["--probes", p, "--field", "question", "--corpus", w("txt", "x\n")]),
        "leakage",
        p,
        2,
      );
    }
    const missing = w(
      "jsonl",
      JSON.stringify({ id: "p0", question: QUESTION }) + "\n" + JSON.stringify({ id: "p1", prompt: QUESTION }) + "\n",
    );
    expectRejected(
      await leakage(["--probes", missing, "--field", "question", "--corpus", w("txt", "x\n")]),
      "leakage",
      missing,
      2,
    );
    const r = await leakage(["--probes", w("jsonl", ""), "--field", "question", "--corpus", w("txt", "x\n")]);
    expectNoCrash(r);
    expect(r.code).toBe(4);
  });
});

describe("hostile corpora (read whole)", () => {
  it("truncated or fake gzip, unclosed CSV quote: exit 4 naming the file", async () => {
    const cut = w("txt.gz", gzipSync(QUESTION + "\n").subarray(0, 15));
    expectRejected(await corpusText(cut), "leakage", cut, null);
    const fake = w("txt.gz", "not gzip at all\n");
    expectRejected(await corpusText(fake), "leakage", fake, null);
    const quote = w("csv", `text\nfine\n"${QUESTION}\n`);
    expectRejected(await corpusText(quote), "leakage", quote, 3);
  });

  it("invalid UTF-8, NUL bytes and a 10 MB line around a copy: the copy is still found at its line", async () => {
    const body = Buffer.concat([
      Buffer.from([0xff, 0xc0, 0x80, 0x0a]),
      Buffer.from("nul\u0000bytes\u0000here\n"),
      Buffer.from("y".repeat(10 * 1024 * 1024) + "\n"),
      Buffer.from(QUESTION + "\r\n"),
    ]);
    for (const [ext, b] of [
      ["txt", body],
      ["txt.gz", gzipSync(body)],
    ] as const) {
      const r = await corpusText(w(ext, b));
      expect(r.code, r.stderr).toBe(1);
      const rep = r.report();
      expect(rep.corpora[0]!.lines).toBe(4);
      expect(rep.findings.map((f) => f.corpus.line)).toEqual([4]);
    }
  });

  it("an empty corpus is exit 4 naming the flag: it scanned nothing (only a config may allow it)", async () => {
    const r = await corpusText(w("txt", ""));
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/--corpus "[^"]+": yields no record \([^)]*: empty\)/);
  });

  it("property: a planted copy among arbitrary records is found at exactly its line, every record counted", async () => {
    const cell = fc
      .string({ maxLength: 60 })
      .filter((s) => !/[\r\n\t]/.test(s) && s.trim() !== "" && !s.includes("\uFEFF"));
    await fc.assert(
      fc.asyncProperty(
        fc.array(cell, { minLength: 0, maxLength: 15 }),
        fc.nat(),
        fc.constantFrom("txt", "jsonl", "csv", "tsv"),
        fc.boolean(),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        async (others, at, format, gz, eol, bom) => {
          const records = [...others];
          const k = others.length === 0 ? 0 : at % (others.length + 1);
          records.splice(k, 0, QUESTION);
          const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
          const lines =
            format === "txt"
              ? records
              : format === "jsonl"
                ? records.map((s) => JSON.stringify({ text: s }))
                : format === "csv"
                  ? ["text", ...records.map(q)]
                  : ["text", ...records.map((s) => s)];
          const header = format === "csv" || format === "tsv" ? 1 : 0;
          const text = (bom ? "\uFEFF" : "") + lines.join(eol) + eol;
          const file = w(gz ? `${format}.gz` : format, gz ? gzipSync(text) : text);
          const r = await corpusText(file);
          expectNoCrash(r);
          expect(r.code, r.stderr).toBe(1);
          const rep = r.report();
          expect(rep.corpora[0]!.records).toBe(records.length);
          const exact = rep.findings.filter((f) => f.jaccard === 1).map((f) => f.corpus.line);
          expect(exact).toContain(k + 1 + header);
        },
      ),
      { numRuns: 80, seed: 8 },
    );
  });
});
