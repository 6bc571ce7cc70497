import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * MMLU-layout CSV ingest (src/items/ingest/mmlu.ts) through `contamgate ingest mmlu-csv`: every
 * row is accepted or listed in the manifest with its line and reason (accepted + rejected = rows);
 * a file that is not CSV/UTF-8 at all stops with exit 4 naming file:line.
 */
const t = tempDir();
afterAll(() => t.cleanup());
let n = 0;
function dirWith(body: string | Buffer): string {
  const d = `in${++n}`;
  mkdirSync(join(t.dir, d));
  writeFileSync(join(t.dir, d, "set.csv"), body);
  return d;
}
interface Manifest {
  totals: { rows: number; accepted: number; rejected: number };
  files: { rows: number; accepted: number; rejected_lines: { line: number; reason: string }[] }[];
}
async function ingest(dir: string) {
  const out = `${dir}.jsonl`;
  const r = await cli(["ingest", "mmlu-csv", dir, "--items", out], t.dir);
  return {
    ...r,
    manifest: () => JSON.parse(readFileSync(join(t.dir, `${dir}.manifest.json`), "utf8")) as Manifest,
    items: () =>
      readFileSync(join(t.dir, out), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { question: string; choices: string[]; answer: string }),
  };
}
const HEADER = "question,A,B,C,D,answer";
const row = (q: string, ans = "B") => `"${q.replace(/"/g, '""')}",red,green,blue,grey,${ans}`;

describe("hostile MMLU CSV", () => {
  it("BOM + CRLF: every row accepted", async () => {
    const r = await ingest(dirWith("\uFEFF" + [HEADER, row("one?"), row("two?"), row("three?")].join("\r\n") + "\r\n"));
    expect(r.code, r.stderr).toBe(0);
    expect(r.items().map((i) => i.question)).toEqual(["one?", "two?", "three?"]);
  });

  it("invalid UTF-8 stops with the file and line", async () => {
    const d = dirWith(
      Buffer.concat([
        Buffer.from([HEADER, row("one?"), ""].join("\n")),
        Buffer.from([0x22, 0xff, 0x22]),
        Buffer.from(",a,b,c,d,A\n"),
      ]),
    );
    expectRejected(await ingest(d), "ingest", "set.csv", 3);
  });

  it("an unclosed quote stops with the file and line", async () => {
    const d = dirWith([HEADER, row("one?"), '"never closed,a,b,c,d,A', row("three?")].join("\n") + "\n");
    const r = await ingest(d);
    expectNoCrash(r);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^contamgate ingest: set\.csv:\d+: /);
  });

  it("NUL bytes and a 10 MB question are kept as text", async () => {
    const big = "q".repeat(10 * 1024 * 1024);
    const r = await ingest(dirWith([HEADER, row("nul\u0000inside?"), row(big)].join("\n") + "\n"));
    expect(r.code, r.stderr).toBe(0);
    expect(r.items().map((i) => i.question.length)).toEqual([11, big.length]);
  });

  it("an empty file, or a header only, accepts nothing: exit 4, manifest written", async () => {
    for (const body of ["", HEADER + "\n", "\uFEFF\r\n"]) {
      const r = await ingest(dirWith(body));
      expectNoCrash(r);
      expect(r.code).toBe(4);
      expect(r.manifest().totals.accepted).toBe(0);
    }
  });

  it("property: accepted + rejected = rows, every rejection has a line, accepted text is the cell trimmed", async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        "",
        " ",
        "All of the above",
        "上記のすべて",
        "A",
        "dup",
        "dup",
        "x\r\ny",
        '"q"',
        ",",
        "1e400",
        "NaN",
      ),
    );
    const answer = fc.constantFrom("A", "b", "Ｃ", "D", "E", "0", "1", "4", "5", "-1", "1.5", "", "AB", "NaN");
    const rowArb = fc.tuple(cell, cell, cell, cell, cell, answer, fc.integer({ min: 4, max: 7 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 15 }),
        fc.constantFrom("\n", "\r\n"),
        async (rows, eol) => {
          const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
          const lines = rows.map(([a, b, c, d, e, ans, width]) =>
            [a, b, c, d, e, ans, "extra"].slice(0, width).map(q).join(","),
          );
          const r = await ingest(dirWith([HEADER, ...lines].join(eol) + eol));
          expectNoCrash(r);
          const m = r.manifest();
          expect(m.totals.rows).toBe(rows.length);
          expect(m.totals.accepted + m.totals.rejected).toBe(rows.length);
          expect(m.files[0]!.rejected_lines).toHaveLength(m.totals.rejected);
          for (const x of m.files[0]!.rejected_lines) expect(x.line).toBeGreaterThanOrEqual(2);
          if (m.totals.accepted === 0) {
            expect(r.code).toBe(4);
            return;
          }
          expect(r.code, r.stderr).toBe(0);
          const items = r.items();
          expect(items).toHaveLength(m.totals.accepted);
          const trimmedQuestions = new Set(rows.map(([a]) => a.replace(/\r\n?/g, "\n").trim()));
          for (const it of items) {
            expect(trimmedQuestions.has(it.question)).toBe(true);
            expect(it.choices).toContain(it.answer);
          }
        },
      ),
      { numRuns: 100, seed: 8 },
    );
  });
});
