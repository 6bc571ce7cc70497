import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cli, expectNoCrash, expectRejected, tempDir } from "./cli-harness.js";

/**
 * Benchmark JSONL (src/items/load.ts) through `contamgate perturb --json`: every hostile file is
 * either read completely (the JSON lists every item) or rejected with exit 4 naming file:line.
 */
const t = tempDir();
afterAll(() => t.cleanup());

const item = (i: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `q${i}`,
    question: `Question number ${i}?`,
    choices: ["red", "green", "blue", "grey"],
    answer: "blue",
    ...extra,
  });

let fileNo = 0;
function write(bytes: string | Buffer): string {
  const name = `items-${++fileNo}.jsonl`;
  writeFileSync(join(t.dir, name), bytes);
  return name;
}
const perturb = (file: string) => cli(["perturb", "--items", file, "--split", "all", "--json", "-"], t.dir);
const idsOut = (stdout: string) => (JSON.parse(stdout) as { items: { id: string }[] }).items.map((x) => x.id).sort();

describe("hostile benchmark JSONL", () => {
  it("accepts BOM + CRLF and loses no item", async () => {
    const f = write("\uFEFF" + [1, 2, 3].map((i) => item(i)).join("\r\n") + "\r\n");
    const r = await perturb(f);
    expect(r.code, r.stderr).toBe(0);
    expect(idsOut(r.stdout)).toEqual(["q1", "q2", "q3"]);
  });

  it("rejects invalid UTF-8 naming the line (no U+FFFD substitution)", async () => {
    const bad = Buffer.concat([
      Buffer.from(item(1) + "\n" + item(2) + "\n"),
      Buffer.from('{"id":"q3","question":"caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","answer":"x"}\n'),
    ]);
    expectRejected(await perturb(write(bad)), "perturb", `items-${fileNo}.jsonl`, 3);
    const overlong = Buffer.concat([Buffer.from(item(1) + "\n"), Buffer.from([0xc0, 0xaf]), Buffer.from("\n")]);
    expectRejected(await perturb(write(overlong)), "perturb", `items-${fileNo}.jsonl`, 2);
    const surrogate = Buffer.concat([Buffer.from(item(1) + "\n" + item(2) + "\n"), Buffer.from([0xed, 0xa0, 0x80])]);
    expectRejected(await perturb(write(surrogate)), "perturb", `items-${fileNo}.jsonl`, 3);
  });

  it("rejects a raw NUL byte inside a line; keeps an escaped \\u0000 as text", async () => {
    const raw = write(item(1) + "\n" + item(2).replace("Question", "Ques\u0000tion") + "\n");
    expectRejected(await perturb(raw), "perturb", raw, 2);
    const escaped = write(item(1, { question: "a\u0000b" }) + "\n");
    const r = await perturb(escaped);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { items: { question: string }[] }).items[0]!.question).toBe("a\u0000b");
  });

  it("reads a 10 MB line whole", async () => {
    const big = "x".repeat(10 * 1024 * 1024);
    const f = write(item(1) + "\n" + item(2, { question: big }) + "\n" + item(3) + "\n");
    const r = await perturb(f);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { items: { id: string; question: string }[] };
    expect(out.items.find((x) => x.id === "q2")!.question.length).toBe(big.length);
    expect(out.items).toHaveLength(3);
  });

  it("rejects nesting 100,000 deep without a stack overflow", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const f = write(item(1) + "\n" + `{"id":"q2","question":"q?","answer":"a","metadata":{"x":${deep}}}` + "\n");
    const r = await perturb(f);
    expectNoCrash(r);
    // Deep metadata is legal JSON: either read (2 items) or refused at line 2 — never a crash.
    if (r.code === 0) expect(idsOut(r.stdout)).toEqual(["q1", "q2"]);
    else expectRejected(r, "perturb", f, 2);
    const unclosed = write(item(1) + "\n" + "{".repeat(200_000) + "\n");
    expectRejected(await perturb(unclosed), "perturb", unclosed, 2);
  });

  it("rejects huge numbers, NaN and Infinity where strings belong", async () => {
    for (const v of ["1e400", "-1e400", "123456789012345678901234567890", "NaN", "Infinity", "-Infinity", "0x10"]) {
      const f = write(item(1) + "\n" + `{"id":${v},"question":"q?","answer":"a"}` + "\n");
      expectRejected(await perturb(f), "perturb", f, 2);
    }
  });

  it("rejects duplicate keys (JSON.parse would silently keep the last answer)", async () => {
    const f = write(
      item(1) + "\n" + `{"id":"q2","question":"q?","choices":["a","b"],"answer":"a","answer":"b"}` + "\n",
    );
    const r = await perturb(f);
    expectRejected(r, "perturb", f, 2);
    expect(r.stderr).toContain('field "answer"');
    // A repeated key inside metadata is not an item field: still valid (nested keys are the user's).
    const nested = write(`{"id":"q1","question":"q?","answer":"a","metadata":{"k":1,"k":2}}` + "\n");
    expect((await perturb(nested)).code).toBe(0);
  });

  it("rejects empty and whitespace-only files as a whole", async () => {
    for (const body of ["", "\n\n", "\uFEFF", "\r\n\r\n", "// only a comment\n"]) {
      const f = write(body);
      expectRejected(await perturb(f), "perturb", f, null);
    }
  });

  it("rejects a line holding two objects and a truncated last line", async () => {
    const two = write(item(1) + item(2) + "\n");
    expectRejected(await perturb(two), "perturb", two, 1);
    const cut = write(item(1) + "\n" + item(2).slice(0, 30));
    expectRejected(await perturb(cut), "perturb", cut, 2);
  });

  it("property: any file of good and hostile lines is read whole or rejected at the first bad line", async () => {
    const hostileLine = fc.oneof(
      fc.constant("{"),
      fc.constant("[1,2]"),
      fc.constant("null"),
      fc.constant('{"id":"x"}'),
      fc.constant('{"id":"dup","question":"q","answer":"a","id":"dup2"}'),
      fc.constant('{"id":1e999,"question":"q","answer":"a"}'),
      fc.constant('{"id":"n","question":"q","answer":"a","choices":["a"]}'),
      fc.constant('{"id":"n","question":"q","answer":"a","published_at":"2023-02-30"}'),
      fc
        .string({ unit: "binary", maxLength: 40 })
        .filter((s) => !s.includes("\n") && s.trim() !== "" && !s.trim().startsWith("//")),
    );
    const goodOrBad = fc.oneof(
      { arbitrary: fc.constant<null>(null), weight: 3 },
      { arbitrary: hostileLine, weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(goodOrBad, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        async (lines, eol, bom) => {
          const texts = lines.map((l, i) => (l === null ? item(i) : l));
          const f = write((bom ? "\uFEFF" : "") + texts.join(eol) + eol);
          const r = await perturb(f);
          expectNoCrash(r);
          const firstBad = lines.findIndex((l) => l !== null);
          if (r.code === 0) {
            // Accepted: only possible when every line was good, and then every line is an item.
            expect(firstBad).toBe(-1);
            const good = lines.map((l, i) => (l === null ? `q${i}` : null)).filter((x): x is string => x !== null);
            expect(idsOut(r.stdout)).toEqual(expect.arrayContaining(good));
            expect(idsOut(r.stdout).length).toBe(lines.length);
          } else {
            expect(firstBad).toBeGreaterThanOrEqual(0);
            expectRejected(r, "perturb", f, firstBad + 1);
          }
        },
      ),
      { numRuns: 150, seed: 8 },
    );
  });
});
