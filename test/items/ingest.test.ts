import { mkdtempSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { convertMmluCsv, convertRow, inferIndexBase } from "../../src/items/ingest/mmlu.js";
import { isPositionDependent } from "../../src/items/ingest/position.js";
import { parseItemsJsonl } from "../../src/items/load.js";

const FIXTURES = fileURLToPath(new URL("../../fixtures/items/mmlu", import.meta.url));

describe("position-dependent choices", () => {
  it.each([
    "All of the above",
    "all of these",
    "None of the above.",
    "none of these",
    "Both A and B",
    "Neither A nor C",
    "A and B",
    "A, B and C",
    "(A) & (D)",
    "options A and C",
    "Both of the above options",
    // Japanese, as found in JMMLU (contamlab's tests list them)
    "AとD",
    "AとBの両方",
    "AとBの両方。",
    "A、B、C",
    "AとBとC。",
    "aおよびb",
    "b及びc",
    "A と C の両方",
    "ＡとＤ",
    "上記すべて",
    "上記のすべて",
    "上記のいずれでもない",
    "上記のどれでもない。",
    "上記以外",
    "上記のそれぞれがソニックブームを発生させている。",
    "衛星は上記のすべてに寄与する。",
    "以上のすべて",
    "これらすべての選択肢",
    "これらすべて。",
    "これらのいずれも",
    "これらはすべて居住分離の形態である。",
    "これら3つのプロセスの組み合わせ。",
    "すべて",
    "全て",
    "すべて。",
    "いずれも",
    "どれも",
    "選択肢はすべて正しい",
    "いずれでもない",
  ])("rejects %j", (c) => expect(isPositionDependent(c)).toBe(true));

  it.each([
    // roman numerals point into the question: a shuffle keeps their meaning
    "(i)(ii)(iii)(iv) すべて",
    "I and II only",
    "真, 真",
    "偽, 真",
    "True, False",
    // 「以上」 as a quantity, 「すべて」/「これら」 in ordinary use
    "3mM以上に上昇することはほとんどない。",
    "65歳以上の6人に1人が何らかの形でインフォーマルケアを行っている。",
    "98％以上。",
    "すべての同値関係は半順序関係。",
    "G中のすべてのgに対してg = g^2",
    "これらの病気はウイルスによって引き起こされる。",
    "0,4",
    "Vitamin A",
    "Hepatitis B and C are viral",
    "All mammals are warm-blooded",
    "It lies above the clouds",
    "a and b are coprime",
  ])("keeps %j", (c) => expect(isPositionDependent(c)).toBe(false));
});

describe("convertRow", () => {
  it("turns the answer letter into the answer's text and trims choices", () => {
    expect(convertRow(["Q?", " 速度 ", "組成", "大きさ", "距離", "D"], 0)).toEqual({
      question: "Q?",
      choices: ["速度", "組成", "大きさ", "距離"],
      answer: "距離",
    });
    expect(convertRow(["Q?", "あ", "い", "う", "え", "Ｂ"], 0)).toMatchObject({ answer: "い" });
    expect(convertRow(["Q?", "a", "b", "c", "d", "c"], 0)).toMatchObject({ answer: "c" });
    expect(convertRow(["Q?", "a", "b", "c", "d", "3"], 1)).toMatchObject({ answer: "c" });
    expect(convertRow(["Q?", "a", "b", "c", "d", "3"], 0)).toMatchObject({ answer: "d" });
  });
  it.each([
    [["Q", "a", "b", "c", "d"], "wrong_column_count"],
    [["Q", "a", "b", "c", "d", "e", "A"], "wrong_column_count"],
    [["Q", "", "b", "c", "d", "A"], "empty_field"],
    [[" ", "a", "b", "c", "d", "A"], "empty_field"],
    [["Q", "a", "b", "c", "d", "E"], "bad_answer"],
    [["Q", "a", "b", "c", "d", "4"], "bad_answer"],
    [["Q", "a", "b", "c", "d", "2"], "ambiguous_answer_index"],
    [["Q", "赤", "青", "緑", "赤 ", "A"], "duplicate_choices"],
    [["Q", "赤", "青", "緑", "上記のすべて", "A"], "position_dependent_choice"],
  ])("%j → %s", (row, reason) => {
    expect(convertRow(row, row[5] === "4" ? 0 : "ambiguous")).toBe(reason);
  });
  it("infers a digit answer column's base only when the digits decide it", () => {
    expect(inferIndexBase(["A", "B"])).toBe(0);
    expect(inferIndexBase(["1", "0", "3"])).toBe(0);
    expect(inferIndexBase(["1", "4"])).toBe(1);
    expect(inferIndexBase(["1", "2", "3"])).toBe("ambiguous");
    expect(inferIndexBase(["0", "4"])).toBe("ambiguous");
  });
});

describe("convertMmluCsv", () => {
  it("English file without a header: accepted rows, reasons, line numbers, sha256", () => {
    const bytes = readFileSync(join(FIXTURES, "test/chemistry_test.csv"));
    const { items, manifest } = convertMmluCsv(bytes, "test/chemistry_test.csv");
    expect(manifest.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(manifest).toMatchObject({ rows: 9, header: false, accepted: 4 });
    expect(manifest.rejected).toEqual({
      position_dependent_choice: 2,
      duplicate_choices: 1,
      wrong_column_count: 1,
      bad_answer: 1,
    });
    expect(manifest.rejected_lines).toEqual([
      { line: 3, reason: "position_dependent_choice" },
      { line: 4, reason: "position_dependent_choice" },
      { line: 5, reason: "duplicate_choices" },
      { line: 6, reason: "wrong_column_count" },
      { line: 7, reason: "bad_answer" },
    ]);
    expect(items.map((i) => [i.id, i.answer])).toEqual([
      ["test/chemistry_test-0001", "Hydrogen"],
      ["test/chemistry_test-0002", "Nitrogen"],
      ["test/chemistry_test-0008", "H2O"],
      ["test/chemistry_test-0009", "Iron"],
    ]);
    expect(items[2]!.question).toBe("Which formula is water?\n(two lines)");
    expect(items[2]!.metadata).toEqual({ file: "test/chemistry_test.csv", line: 8 });
    expect(items[3]!.choices).toEqual(["Iron", "Copper", "Zinc", "Tin"]);
  });

  it("JMMLU-like file: BOM, CRLF, header, full-width answer, 「AとD」 and 「上記のすべて」", () => {
    const { items, manifest } = convertMmluCsv(readFileSync(join(FIXTURES, "jp/jmmlu_like.csv")), "jp/jmmlu_like.csv", {
      publishedAt: "2024-01-09",
    });
    expect(manifest).toMatchObject({ rows: 4, header: true, accepted: 2, rejected: { position_dependent_choice: 2 } });
    expect(manifest.rejected_lines.map((r) => r.line)).toEqual([3, 4]);
    expect(items[0]).toMatchObject({
      question: "日本で一番高い山はどれか？",
      answer: "富士山",
      publishedAt: "2024-01-09",
    });
    expect(items[1]).toMatchObject({ answer: "30％" });
  });

  it("digit answers: 0-based inferred; undecidable digits rejected unless --index-base is given", () => {
    const idx = convertMmluCsv(readFileSync(join(FIXTURES, "test/indexed_test.csv")), "i.csv");
    expect(idx.items.map((i) => i.answer)).toEqual(["4", "6", "4"]);
    const amb = readFileSync(join(FIXTURES, "test/ambiguous_test.csv"));
    expect(convertMmluCsv(amb, "a.csv").manifest).toMatchObject({
      accepted: 1,
      rejected: { ambiguous_answer_index: 2 },
    });
    expect(convertMmluCsv(amb, "a.csv", { indexBase: 1 }).items.map((i) => i.answer)).toEqual(["3", "5", "z"]);
  });

  it("a file that is not CSV is exit 4 with file:line", () => {
    expect(() => convertMmluCsv(Buffer.from('q,a,b,c,d,A\n"open quote,a,b,c,d,A\n'), "bad.csv")).toThrow(
      /^bad\.csv:2: not readable as CSV/,
    );
  });
});

describe("contamgate ingest mmlu-csv", () => {
  it("writes valid items and a manifest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-ingest-"));
    const m = memoryIo({}, dir);
    const code = await main(
      ["ingest", "mmlu-csv", FIXTURES, "--items", "out/items.jsonl", "--published-at", "2024-01-09"],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(0);
    const loaded = parseItemsJsonl(readFileSync(join(dir, "out/items.jsonl"), "utf8"), "items.jsonl");
    expect(loaded.items).toHaveLength(2 + 3 + 1 + 4);
    expect(loaded.undated).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, "out/items.manifest.json"), "utf8"));
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual([
      "jp/jmmlu_like.csv",
      "test/ambiguous_test.csv",
      "test/chemistry_test.csv",
      "test/indexed_test.csv",
    ]);
    expect(manifest.totals).toEqual({
      files: 4,
      rows: 19,
      accepted: 10,
      rejected: 9,
      by_reason: {
        ambiguous_answer_index: 2,
        bad_answer: 1,
        duplicate_choices: 1,
        position_dependent_choice: 4,
        wrong_column_count: 1,
      },
    });
    expect(m.stdout()).toMatch(/4 files, 19 rows: 10 accepted, 9 rejected/);
  });

  it.each([
    [["ingest", "mmlu-csv", FIXTURES], /--items is required/],
    [["ingest", "jsonl", FIXTURES, "--items", "x"], /unknown or missing format/],
    [["ingest", "mmlu-csv", "/nonexistent-dir", "--items", "x"], /no \.csv files found/],
    [["ingest", "mmlu-csv", FIXTURES, "--items", "x", "--index-base", "2"], /--index-base must be 0 or 1/],
    [["ingest", "mmlu-csv", FIXTURES, "--items", "x", "--published-at", "2024-13-01"], /--published-at must be a date/],
    [["ingest", "mmlu-csv", FIXTURES, "--items", "x", "--frobnicate"], /frobnicate/],
  ])("%j → exit 4, one line", async (argv, msg) => {
    const m = memoryIo({}, mkdtempSync(join(tmpdir(), "cg-ingest-")));
    expect(await main(argv, m.io)).toBe(4);
    expect(m.stderr()).toMatch(msg);
    expect(m.stderr().trim().split("\n")).toHaveLength(1);
  });
});
