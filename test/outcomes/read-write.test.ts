import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputPath } from "../../src/io/output-file.js";
import { MAX_LINE_BYTES } from "../../src/limits.js";
import { parseOutcomesText, readOutcomesFile } from "../../src/outcomes/read.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { formatOutcomeRow, formatOutcomes, writeOutcomesFile } from "../../src/outcomes/write.js";
import { fails, row } from "./rows.js";

describe("outcomes reader", () => {
  it("reads rows with their lines, skips blank lines, keeps null as unparsed and numeric ids as text", async () => {
    const text = [
      row({ model: "n" }),
      "",
      row({ id: 7, correct: null, epoch: 2, cluster: "passage-1" }),
      row({ id: 7, correct: false, epoch: 1, cluster: "passage-1" }),
    ].join("\n");
    const f = await parseOutcomesText(`${text}\n`, "o.jsonl");
    expect(f.rows).toEqual([
      { model: "n", id: "q1", condition: "original", correct: true },
      { model: "m", id: "7", condition: "original", correct: null, epoch: 2, cluster: "passage-1" },
      { model: "m", id: "7", condition: "original", correct: false, epoch: 1, cluster: "passage-1" },
    ]);
    expect(f.lines).toEqual([1, 3, 4]);
  });

  it.each([
    ["not JSON", "{", /^o\.jsonl:1: not valid JSON/],
    ["an array", "[1]", /^o\.jsonl:1: expected a JSON object/],
    ["an unknown key", row({ confidence: 1 }), /^o\.jsonl:1, field "confidence": unknown field/],
    ["a score above 1", row({ score: 1.5 }), /^o\.jsonl:1, field "score": must be a number in \[0, 1\]/],
    ["a string score", row({ score: "0.5" }), /field "score": must be a number in \[0, 1\].*got a string/],
    ["a missing key", JSON.stringify({ model: "m", id: "q", condition: "original" }), /field "correct": missing/],
    ["a string outcome", row({ correct: "C" }), /field "correct": must be true, false or null/],
    ["a 0/1 outcome", row({ correct: 1 }), /field "correct": must be true, false or null .*got 1/],
    ["epoch 0", row({ epoch: 0 }), /field "epoch": must be an integer ≥ 1/],
    ["a fractional epoch", row({ epoch: 1.5 }), /field "epoch": must be an integer ≥ 1/],
    ["an empty model", row({ model: "" }), /field "model": must be a non-empty string/],
    [
      "a padded condition",
      row({ condition: "original " }),
      /field "condition": must not start or end with white space/,
    ],
    [
      "an unsafe numeric id",
      '{"model":"m","id":9007199254740993,"condition":"c","correct":true}',
      /field "id": a numeric id/,
    ],
    [
      "a repeated key",
      '{"model":"m","id":"q","condition":"c","correct":true,"correct":false}',
      /field "correct": appears twice/,
    ],
    ["an empty cluster", row({ cluster: "" }), /field "cluster"/],
  ])("refuses %s at its line and field", async (_what, line, message) => {
    expect(await fails(`${row({ id: "other" })}\n${line}\n`)).toMatch(
      new RegExp(message.source.replace("o\\.jsonl:1", "o\\.jsonl:2")),
    );
  });

  it("refuses a duplicate (model, id, condition, epoch), naming the first line", async () => {
    expect(await fails(`${row({})}\n${row({ correct: false })}\n`)).toBe(
      'o.jsonl:2, field "id": duplicate row for model "m", id "q1", condition "original" (first at line 1)',
    );
    expect(await fails(`${row({ epoch: 1 })}\n${row({ epoch: 1 })}\n`)).toMatch(/:2, .*, epoch 1 \(first at line 1\)/);
    // The same item under another model, condition or epoch is not a duplicate.
    const ok = [
      row({ epoch: 1 }),
      row({ epoch: 2 }),
      row({ epoch: 1, condition: "perturbed" }),
      row({ epoch: 1, model: "n" }),
    ];
    expect((await parseOutcomesText(ok.join("\n"), "o.jsonl")).rows).toHaveLength(4);
  });

  it("refuses epochs on some rows of a (model, condition) and not others, and two clusters for one id", async () => {
    expect(await fails(`${row({ epoch: 1 })}\n${row({ id: "q2" })}\n`)).toMatch(
      /^o\.jsonl:2, field "epoch": model "m", condition "original": line 1 gives epoch, this row does not/,
    );
    expect(await fails(`${row({ cluster: "a" })}\n${row({ condition: "perturbed", cluster: "b" })}\n`)).toMatch(
      /^o\.jsonl:2, field "cluster": id "q1" has cluster "a" at line 1/,
    );
    expect(await fails(`${row({ cluster: "a" })}\n${row({ condition: "perturbed" })}\n`)).toMatch(/field "cluster"/);
  });

  it("refuses an empty file", async () => {
    expect(await fails("\n\n")).toBe("o.jsonl: no outcome rows (the file is empty)");
  });

  it("streams a file: rows across read chunks, a CRLF file, bad UTF-8 and an over-long line at their lines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outcomes-"));
    const many = Array.from({ length: 30_000 }, (_, i) => row({ id: `item-${i}` })).join("\r\n");
    writeFileSync(join(dir, "many.jsonl"), `\uFEFF${many}`);
    const f = await readOutcomesFile("many.jsonl", dir);
    expect(f.rows).toHaveLength(30_000);
    expect(f.rows[29_999]).toEqual({ model: "m", id: "item-29999", condition: "original", correct: true });

    writeFileSync(
      join(dir, "bad.jsonl"),
      Buffer.concat([Buffer.from(`${row({})}\n`), Buffer.from([0x7b, 0xff, 0x7d, 0x0a])]),
    );
    await expect(readOutcomesFile("bad.jsonl", dir)).rejects.toThrow("bad.jsonl:2: not valid UTF-8");

    writeFileSync(join(dir, "long.jsonl"), `${row({})}\n${"x".repeat(MAX_LINE_BYTES + 1)}\n`);
    await expect(readOutcomesFile("long.jsonl", dir)).rejects.toThrow(/^long\.jsonl:2: line is longer than 16 MiB/);

    await expect(readOutcomesFile("missing.jsonl", dir, "--input")).rejects.toThrow(
      /^missing\.jsonl, field "--input": cannot read outcomes file \(ENOENT\)/,
    );
  });
});

describe("outcomes writer", () => {
  const rows: OutcomeRow[] = [
    { cluster: "p1", epoch: 2, correct: null, condition: "perturbed:shuffle", id: "q1", model: "m" } as OutcomeRow,
    { model: "m", id: "q2", condition: "original", correct: false },
  ];

  it("writes keys in one order whatever the object's order, optional keys only when present", () => {
    expect(formatOutcomeRow(rows[0]!)).toBe(
      '{"model":"m","id":"q1","condition":"perturbed:shuffle","correct":null,"epoch":2,"cluster":"p1"}',
    );
    expect(formatOutcomeRow(rows[1]!)).toBe('{"model":"m","id":"q2","condition":"original","correct":false}');
  });

  it("round-trips through the reader", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outcomes-"));
    await writeOutcomesFile(outputPath("o.jsonl", { cwd: dir, field: "--outcomes" }), rows);
    const text = await readFile(join(dir, "o.jsonl"), "utf8");
    expect(text).toBe(formatOutcomes(rows));
    expect((await readOutcomesFile("o.jsonl", dir)).rows).toEqual(rows.map((r) => JSON.parse(formatOutcomeRow(r))));
  });

  it("names the file and flag it cannot write", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outcomes-"));
    writeFileSync(join(dir, "x"), "a file where a folder should be");
    await expect(writeOutcomesFile(outputPath("x/o.jsonl", { cwd: dir, field: "--outcomes" }), rows)).rejects.toThrow(
      /^x\/o\.jsonl, field "--outcomes": x is not a folder/,
    );
  });
});
