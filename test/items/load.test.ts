import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { publishedAfter } from "../../src/items/dates.js";
import { isIsoDate, loadItemsFile, parseItemsJsonl } from "../../src/items/load.js";
import { decodeUtf8, duplicateTopLevelKey } from "../../src/text/strict.js";
import { copyFile, mkdtemp, readFile } from "node:fs/promises";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { prepareItems } from "../../src/items/prepare.js";
import { isHoldout } from "../../src/items/split.js";

const SAMPLE = fileURLToPath(new URL("../../fixtures/items/sample.jsonl", import.meta.url));
const ok = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: "q1", question: "Which?", choices: ["a", "b", "c"], answer: "b", ...extra });

function errorOf(text: string): InputError {
  try {
    parseItemsJsonl(text, "items.jsonl");
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("parseItemsJsonl", () => {
  it("loads the fixture, skipping blank and // lines, and counts undated items", async () => {
    const loaded = await loadItemsFile(SAMPLE, "fixtures/items/sample.jsonl", process.cwd());
    expect(loaded.items).toHaveLength(10);
    expect(loaded.undated).toBe(2);
    expect(loaded.skippedLines).toBe(2);
    expect(loaded.items[0]).toMatchObject({
      id: "chem-001",
      answer: "Hydrogen",
      publishedAt: "2022-03-01",
      source: "synthetic",
    });
    expect(loaded.items[4]).toMatchObject({ id: "jp-001" });
    expect(loaded.items[4]!.publishedAt).toBeUndefined();
  });

  it("accepts CRLF, a BOM and free-form items without choices", () => {
    const text = "\uFEFF" + ok() + "\r\n" + JSON.stringify({ id: "f1", question: "Name it.", answer: "x" }) + "\r\n";
    const r = parseItemsJsonl(text, "f.jsonl");
    expect(r.items.map((i) => i.id)).toEqual(["q1", "f1"]);
    expect(r.items[1]!.choices).toEqual([]);
  });

  it.each([
    ["bad JSON", `${ok()}\n{"id": "q2",`, 2, undefined, /not valid JSON/],
    ["not an object", `[1,2]`, 1, undefined, /JSON object/],
    ["missing id", JSON.stringify({ question: "q", answer: "a" }), 1, "id", /missing/],
    ["empty question", ok({ question: "  " }), 1, "question", /empty/],
    ["missing answer", JSON.stringify({ id: "q", question: "q" }), 1, "answer", /missing/],
    ["non-string id", ok({ id: 7 }), 1, "id", /must be a string/],
    ["unknown field", ok({ choises: [] }), 1, "choises", /unknown field/],
    ["choices not an array", ok({ choices: "a,b" }), 1, "choices", /array/],
    ["a single choice", ok({ choices: ["b"] }), 1, "choices", /at least 2/],
    ["empty choice", ok({ choices: ["a", "", "b"] }), 1, "choices", /choice 2 is empty/],
    ["answer not among choices", ok({ answer: "z" }), 1, "answer", /not one of the choices/],
    ["duplicate choices", ok({ choices: ["a", "b", " A "] }), 1, "choices", /choices 1 and 3 are duplicates/],
    [
      "more than 26 choices",
      ok({ choices: Array.from({ length: 27 }, (_, i) => `c${i}`), answer: "c1" }),
      1,
      "choices",
      /27 choices; at most 26/,
    ],
    ["invalid date", ok({ published_at: "2023-02-30" }), 1, "published_at", /YYYY-MM-DD/],
    ["date with a time", ok({ published_at: "2023-02-01T00:00:00Z" }), 1, "published_at", /YYYY-MM-DD/],
    ["metadata not an object", ok({ metadata: [1] }), 1, "metadata", /object/],
    [
      "a key given twice",
      '{"id": "q1", "question": "Which?", "choices": ["a", "b"], "answer": "a", "answer": "b"}',
      1,
      "answer",
      /appears twice/,
    ],
    ["duplicate id", `${ok()}\n\n// c\n${ok()}`, 4, "id", /duplicate id \(first seen on line 1\)/],
  ])("%s → exit 4 naming file:line and field", (_, text, line, field, msg) => {
    const e = errorOf(text);
    expect(e.exitCode).toBe(4);
    expect(e.where).toEqual({ file: "items.jsonl", line, ...(field !== undefined && { field }) });
    expect(e.message).toMatch(msg);
    expect(e.message.split("\n")).toHaveLength(1);
    expect(e.message).toMatch(new RegExp(`^items\\.jsonl:${line}`));
  });

  it("never quotes item text in an error (it may be holdout)", () => {
    const secret = "SECRET-HOLDOUT-QUESTION";
    for (const text of [
      JSON.stringify({ id: "q", question: secret, answer: secret + "x", choices: [secret, "b"] }),
      `{"id": "q", "question": "${secret}`,
      JSON.stringify({ id: "q", question: secret, answer: "b", choices: ["b", "b "] }),
    ]) {
      expect(errorOf(text).message).not.toContain(secret);
    }
  });

  it("rejects invalid UTF-8 with the line instead of silently replacing bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-load-"));
    const bytes = Buffer.concat([
      Buffer.from(ok() + "\n"),
      Buffer.from('{"id": "q2", "question": "bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('", "answer": "x"}\n'),
    ]);
    writeFileSync(join(dir, "bad.jsonl"), bytes);
    await expect(loadItemsFile(join(dir, "bad.jsonl"), "bad.jsonl", process.cwd())).rejects.toThrow(
      /^bad\.jsonl:2: not valid UTF-8$/,
    );
    expect(() => decodeUtf8(Buffer.from([0x61, 0x0a, 0x62, 0x0a, 0xff]), "x")).toThrow(/^x:3: not valid UTF-8$/);
  });

  it("JSON syntax errors name the column, not the text", () => {
    const e = errorOf('{"id": "q", "question": "HOLDOUT WORDS" "answer": "a"}');
    expect(e.message).toBe("items.jsonl:1: not valid JSON (Expected ',' or '}' after property value at column 41)");
    expect(errorOf('{"id": HOLDOUT}').message).toBe("items.jsonl:1: not valid JSON (unexpected character)");
  });

  it("finds repeated keys only at the top level", () => {
    expect(duplicateTopLevelKey('{"a": 1, "m": {"a": 2}, "s": "\\"a\\": 3"}')).toBeUndefined();
    expect(duplicateTopLevelKey('{"a": [{"b": 1}, {"b": 2}], "c": "x", "a" : 2}')).toBe("a");
    expect(duplicateTopLevelKey('{"\\u0061": 1, "a": 2}')).toBe("a");
  });

  it("rejects an empty file", () => {
    expect(errorOf("\n// only a comment\n").message).toMatch(/no items/);
  });

  it("reports an unreadable file as exit 4", async () => {
    await expect(loadItemsFile("/nonexistent/items.jsonl", "items.jsonl", process.cwd())).rejects.toThrow(
      /items\.jsonl: cannot read benchmark file \(ENOENT\)/,
    );
  });

  it("validates calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(isIsoDate("2023-1-01")).toBe(false);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2000-02-29")).toBe(true);
  });
});

describe("publishedAfter", () => {
  const { items } = parseItemsJsonl(readFileSync(SAMPLE, "utf8"), "sample.jsonl");
  it("keeps items strictly after the cutoff and counts dropped and undated", () => {
    const r = publishedAfter(items, "2024-01-10");
    expect(r.items.map((i) => i.id)).toEqual(["geo-002", "math-001", "bio-001", "tf-001"]);
    expect(r).toMatchObject({ kept: 4, dropped: 4, undated: 2 });
    expect(r.kept + r.dropped + r.undated).toBe(items.length);
  });
  it("rejects a malformed cutoff with exit 4", () => {
    expect(() => publishedAfter(items, "2024-1-1")).toThrow(InputError);
  });
});

describe("hostile JSONL (property)", () => {
  it("any text either loads or fails with a one-line InputError naming the file", async () => {
    const fc = (await import("fast-check")).default;
    const line = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constant('{"id": "a", "question": "q", "answer": "x"}'),
      fc
        .record({
          id: fc.string(),
          question: fc.string(),
          answer: fc.string(),
          choices: fc.array(fc.string(), { maxLength: 30 }),
        })
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        try {
          const r = parseItemsJsonl(lines.join(eol), "h.jsonl");
          expect(r.items.length).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^h\.jsonl/);
          expect((e as Error).message.split("\n")).toHaveLength(1);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

/** The split is said where it is applied: "N of M items are in the dev split" (docs/items.md). */
const SYNTH = fileURLToPath(new URL("../../fixtures/items/synthetic40.jsonl", import.meta.url));

async function idsOf(path: string): Promise<string[]> {
  return (await readFile(path, "utf8"))
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => (JSON.parse(l) as { id: string }).id);
}

describe("the split's note", () => {
  it("says how many of the loaded items the dev or holdout split keeps, and nothing for all", async () => {
    const ids = await idsOf(SYNTH);
    const holdout = ids.filter(isHoldout).length;
    const dev = await prepareItems({ path: SYNTH, split: "dev", workspace: process.cwd() });
    expect(dev.items).toHaveLength(ids.length - holdout);
    expect(dev.splitNote).toBe(
      `${ids.length - holdout} of ${ids.length} items are in the dev split (the other ${holdout} are the holdout split)`,
    );
    const ho = await prepareItems({ path: SYNTH, split: "holdout", workspace: process.cwd() });
    expect(ho.splitNote).toBe(
      `${holdout} of ${ids.length} items are in the holdout split (the other ${ids.length - holdout} are the dev split)`,
    );
    const all = await prepareItems({ path: SYNTH, split: "all", workspace: process.cwd() });
    expect(all.splitNote).toBeUndefined();
  });

  it("is announced by run on stderr, before the run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-split-note-"));
    await copyFile(SYNTH, join(dir, "items.jsonl"));
    const ids = await idsOf(SYNTH);
    const dev = ids.filter((id) => !isHoldout(id)).length;
    const m = memoryIo({}, dir);
    await main(
      [
        "run",
        "--items",
        "items.jsonl",
        "--model",
        "fake=a",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--no-cache",
      ],
      m.io,
    );
    expect(m.stderr()).toContain(`contamgate run: ${dev} of ${ids.length} items are in the dev split`);
    expect(m.stdout()).not.toContain("items are in the dev split");
  });
});
