import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * Paired-outcome JSONL (src/verdict/parse-jsonl.ts) through `contamgate verdict --input`: read
 * whole (the JSON tables count every row) or rejected with exit 4 naming file:line.
 */
const t = tempDir();
afterAll(() => t.cleanup());

let fileNo = 0;
function write(bytes: string | Buffer): string {
  const name = `outcomes-${++fileNo}.jsonl`;
  writeFileSync(join(t.dir, name), bytes);
  return name;
}
const row = (model: string, id: string | number, o: boolean | null, p: boolean | null) =>
  JSON.stringify({ model, id, original: o, perturbed: p });
async function verdict(file: string) {
  const json = `${file}.verdict.json`;
  const r = await cli(["verdict", "--input", file, "--target-effect", "0.05", "--json", json], t.dir);
  return {
    ...r,
    json: () =>
      JSON.parse(readFileSync(join(t.dir, json), "utf8")) as {
        models: { name: string; n: number; table: Record<string, number> }[];
      },
  };
}

describe("hostile paired-outcome JSONL", () => {
  it("accepts BOM + CRLF and counts every row", async () => {
    const f = write(
      "\uFEFF" +
        [row("m", "a", true, false), row("m", "b", true, true), row("m", "c", null, false)].join("\r\n") +
        "\r\n",
    );
    const r = await verdict(f);
    expect([0, 1]).toContain(r.code);
    expectNoCrash(r);
    expect(r.json().models[0]).toMatchObject({ name: "m", n: 3 });
  });

  it("rejects invalid UTF-8 naming the line (an id must not silently become U+FFFD)", async () => {
    const bad = Buffer.concat([
      Buffer.from(row("m", "a", true, true) + "\n"),
      Buffer.from('{"model":"m","id":"b'),
      Buffer.from([0xff]),
      Buffer.from('","original":true,"perturbed":true}\n'),
    ]);
    expectRejected(await verdict(write(bad)), "verdict", `outcomes-${fileNo}.jsonl`, 2);
  });

  it("rejects NUL bytes, NaN, Infinity, huge and fractional numbers as outcomes", async () => {
    for (const bad of [
      '{"model":"m","id":"b","original":true,"perturbed":\u0000true}',
      '{"model":"m","id":"b","original":NaN,"perturbed":true}',
      '{"model":"m","id":"b","original":Infinity,"perturbed":true}',
      '{"model":"m","id":1e400,"original":true,"perturbed":true}',
      '{"model":"m","id":"b","original":1,"perturbed":0}',
      '{"model":"m","id":"b","original":0.5,"perturbed":true}',
      '{"model":"m","id":"b","original":-1,"perturbed":true}',
      '{"model":"m","id":"b","original":"true","perturbed":true}',
    ]) {
      const f = write(row("m", "a", true, true) + "\n" + bad + "\n");
      expectRejected(await verdict(f), "verdict", f, 2);
    }
  });

  it("rejects duplicate keys on a line (the last 'original' would silently win)", async () => {
    const f = write(
      row("m", "a", true, true) +
        "\n" +
        '{"model":"m","id":"b","original":true,"perturbed":false,"original":false}' +
        "\n",
    );
    const r = await verdict(f);
    expectRejected(r, "verdict", f, 2);
    expect(r.stderr).toContain('field "original"');
  });

  it("rejects an empty file and deep nesting without a crash", async () => {
    for (const body of ["", "\n", "\r\n\r\n"]) {
      const r = await verdict(write(body));
      expectNoCrash(r);
      expect(r.code).toBe(4);
    }
    const deep = write(
      row("m", "a", true, true) +
        "\n" +
        `{"model":"m","id":${"[".repeat(100_000)}${"]".repeat(100_000)},"original":true,"perturbed":true}\n`,
    );
    expectRejected(await verdict(deep), "verdict", deep, 2);
  });

  it("reads a 10 MB id (an identifier, quoted in messages only when short) without loss", async () => {
    const long = "i".repeat(10 * 1024 * 1024);
    const f = write([row("m", "a", true, false), row("m", long, true, true)].join("\n") + "\n");
    const r = await verdict(f);
    expectNoCrash(r);
    expect(r.json().models[0]!.n).toBe(2);
  });

  it("property: random rows are tallied exactly, or rejected at the first bad line", async () => {
    const outcome = fc.constantFrom<boolean | null>(true, false, null);
    const good = fc.record({ id: fc.integer({ min: 0, max: 30 }), o: outcome, p: outcome });
    const hostile = fc.constantFrom(
      "{",
      '{"model":"m","id":"x","original":true}',
      '{"model":"m","id":"x","original":true,"perturbed":1}',
      '{"model":"","id":"x","original":true,"perturbed":true}',
      '{"model":"m","id":"x","original":true,"perturbed":true,"extra":1}',
      "[]",
      "1e999",
    );
    const line = fc.oneof(
      { arbitrary: good.map((g) => ({ good: g })), weight: 4 },
      { arbitrary: hostile.map((h) => ({ bad: h })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(line, { minLength: 1, maxLength: 20, selector: (l) => ("good" in l ? l.good.id : l.bad) }),
        fc.constantFrom("\n", "\r\n"),
        async (lines, eol) => {
          const texts = lines.map((l) => ("good" in l ? row("m", `i${l.good.id}`, l.good.o, l.good.p) : l.bad));
          const f = write(texts.join(eol) + eol);
          const r = await verdict(f);
          expectNoCrash(r);
          const firstBad = lines.findIndex((l) => "bad" in l);
          if (firstBad >= 0) {
            expectRejected(r, "verdict", f, firstBad + 1);
            return;
          }
          expect([0, 1], r.stderr).toContain(r.code);
          const goods = lines.map((l) => (l as { good: { o: boolean | null; p: boolean | null } }).good);
          const m = r.json().models[0]!;
          expect(m.n).toBe(goods.length);
          expect(m.table).toMatchObject({
            a: goods.filter((g) => g.o === true && g.p === true).length,
            b: goods.filter((g) => g.o === true && g.p !== true).length,
            c: goods.filter((g) => g.o !== true && g.p === true).length,
            e: goods.filter((g) => g.o !== true && g.p !== true).length,
          });
        },
      ),
      { numRuns: 120, seed: 8 },
    );
  });
});
