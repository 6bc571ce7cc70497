import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { zstdDecoder } from "../../../src/io/zstd.js";
import { parseOutcomesText } from "../../../src/outcomes/read.js";

const FIX = join(import.meta.dirname, "../../../fixtures/import/inspect");

/** A scratch workspace holding copies of the inspect fixtures. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
  cpSync(FIX, dir, { recursive: true });
  return dir;
}

async function cli(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(["import", "inspect", ...args], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

async function rowsOf(dir: string, args: string[]) {
  const r = await cli(dir, args);
  expect(r.code, r.err).toBe(0);
  return { ...r, rows: (await parseOutcomesText(r.out, "stdout")).rows };
}

describe("import inspect: the real logs (inspect_ai's own test logs, MIT)", () => {
  it("the done-when: mmlu-summary-choices.eval writes its one row (gpt-4o answered C, target A: I)", async () => {
    const dir = workspace();
    const r = await rowsOf(dir, ["mmlu-summary-choices.eval"]);
    expect(r.out).toBe(
      '{"model":"openai/gpt-4o","id":"1","condition":"inspect_evals/mmlu_0_shot","correct":false,"epoch":1}\n',
    );
    expect(r.err).toMatch(/1 rows from 1 samples\/ members; model "openai\/gpt-4o".*scorer "choice".*right 0, wrong 1/);
  });

  it("a log without summaries.json reads the same; --model and --condition override the log", async () => {
    const dir = workspace();
    const r = await rowsOf(dir, ["mmlu-no-summary-choices.eval", "--model", "gpt4o", "--condition", "original"]);
    expect(r.rows).toEqual([{ model: "gpt4o", id: "1", condition: "original", correct: false, epoch: 1 }]);
  });

  it("a log with no scored sample is refused, not imported as ten nulls", async () => {
    const r = await cli(workspace(), ["popularity-unscored.eval"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/popularity-unscored\.eval: no sample has a "match" score \(10 unscored, 0 errored\)/);
  });
});

describe("import inspect: zstd members (ZIP method 93) and .json logs", () => {
  it(`a zstd log (recompressed by fixtures/import/inspect/make.py with the zstd CLI) gives the deflate log's rows (decoder: ${zstdDecoder()})`, async () => {
    const dir = workspace();
    for (const [deflate, zstd] of [
      ["mmlu-summary-choices.eval", "mmlu-summary-choices-zstd.eval"],
      ["epochs.eval", "epochs-zstd.eval"],
    ]) {
      const a = await rowsOf(dir, [deflate!, "--partial", "unparsed"]);
      const b = await rowsOf(dir, [zstd!, "--partial", "unparsed"]);
      expect(b.out).toBe(a.out);
    }
  });

  it("the .json log of the same samples gives the same rows as the .eval", async () => {
    const dir = workspace();
    const a = await rowsOf(dir, ["epochs.eval", "--partial", "wrong"]);
    const b = await rowsOf(dir, ["epochs.json", "--partial", "wrong"]);
    expect(b.out).toBe(a.out);
  });

  it("maps C, I, N, numbers, yes and errors; epochs are replicates; P refused by default, else as --partial says", async () => {
    const dir = workspace();
    const refused = await cli(dir, ["epochs.eval"]);
    expect(refused.code).toBe(4);
    expect(refused.err).toMatch(
      /epochs\.eval, field "samples\/q2_epoch_2\.json scores\.choice\.value": a partial score \(0\.5\) is neither right nor wrong; say how to count it with --partial/,
    );
    const expected = (p: boolean | null) => [
      ["q1", 1, true],
      ["q1", 2, true],
      ["q2", 1, false],
      ["q2", 2, p], // P
      ["q3", 1, null], // N: no answer
      ["q3", 2, true], // 1
      ["q4", 1, false], // 0
      ["q4", 2, p], // 0.5
      ["5", 1, null], // errored sample
      ["5", 2, true], // "yes"
    ];
    for (const [policy, p] of [
      ["wrong", false],
      ["correct", true],
      ["unparsed", null],
    ] as const) {
      const r = await rowsOf(dir, ["epochs.eval", "--partial", policy]);
      expect(r.rows.map((x) => [x.id, x.epoch, x.correct])).toEqual(expected(p));
      expect(r.err).toMatch(
        new RegExp(
          `epochs 1, 2; right 4, wrong 2; no answer \\(N\\) 1 → null; partial 2 → ${policy === "unparsed" ? "null" : policy}; errored 1 → null`,
        ),
      );
    }
  });
});

/** A .eval built here: header.json + samples, deflate (fflate), optionally patched. */
function evalZip(samples: Record<string, unknown>[], header: Record<string, unknown> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "header.json": strToU8(
      JSON.stringify({
        version: 2,
        status: "success",
        eval: { model: "m", task: "t", scorers: [{ name: "s" }] },
        ...header,
      }),
    ),
  };
  for (const s of samples) files[`samples/${s.id}_epoch_${s.epoch}.json`] = strToU8(JSON.stringify(s));
  return zipSync(files);
}
const sample = (id: string | number, value: unknown, extra = {}) => ({
  id,
  epoch: 1,
  scores: { s: { value } },
  ...extra,
});

describe("import inspect: refusals, each naming the file and the member or field", () => {
  it.each([
    [
      "several scorers without --scorer",
      [{ id: 1, epoch: 1, scores: { a: { value: "C" }, b: { value: "I" } } }],
      { eval: { model: "m", task: "t", scorers: [{ name: "a" }, { name: "b" }] } },
      /x\.eval, field "eval\.scorers": the log has 2 scorers \(a, b\); pick the one to read with --scorer NAME/,
    ],
    [
      "a dict score",
      [sample(1, { acc: 1 })],
      {},
      /field "samples\/1_epoch_1\.json scores\.s\.value": cannot read the score: a dict score/,
    ],
    ["a score above 1", [sample(1, 3)], {}, /cannot read the score: 3 is outside \[0, 1\]/],
    ["an unknown string", [sample(1, "maybe")], {}, /cannot read the score: "maybe" is not a score inspect maps/],
    [
      "epoch 0",
      [{ ...sample(1, "C"), epoch: 0 }],
      {},
      /field "samples\/1_epoch_0\.json epoch": must be an integer ≥ 1/,
    ],
    [
      "a missing model",
      [sample(1, "C")],
      { eval: { task: "t", scorers: [{ name: "s" }] } },
      /field "eval\.model": missing or not a string: give it with --model NAME/,
    ],
  ])("%s", async (_what, samples, header, message) => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    writeFileSync(join(dir, "x.eval"), evalZip(samples, header));
    const r = await cli(dir, ["x.eval"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
  });

  it("--scorer picks one of several; a scorer the log lacks is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    writeFileSync(
      join(dir, "x.eval"),
      evalZip([{ id: 1, epoch: 1, scores: { a: { value: "C" }, b: { value: "I" } } }]),
    );
    expect((await rowsOf(dir, ["x.eval", "--scorer", "b"])).rows[0]!.correct).toBe(false);
    expect((await cli(dir, ["x.eval", "--scorer", "c"])).err).toMatch(
      /field "--scorer": the log has no scorer "c" \(it has: s, a, b\)/,
    );
  });

  it("two logs of one model and condition: the duplicate is refused with the way out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    writeFileSync(join(dir, "a.eval"), evalZip([sample(1, "C")]));
    writeFileSync(join(dir, "b.eval"), evalZip([sample(1, "I")]));
    const r = await cli(dir, ["a.eval", "b.eval"]);
    expect(r.err).toMatch(
      /duplicate row for model "m", id "1", condition "t", epoch 1.*give each PATH its --condition/,
    );
    const ok = await rowsOf(dir, ["a.eval", "b.eval", "--condition", "original", "--condition", "perturbed"]);
    expect(ok.rows.map((x) => [x.condition, x.correct])).toEqual([
      ["original", true],
      ["perturbed", false],
    ]);
    expect(
      (await cli(dir, ["a.eval", "b.eval", "--condition", "x", "--condition", "y", "--condition", "z"])).err,
    ).toMatch(/field "--condition": --condition given 3 times for 2 paths/);
  });

  it("a member that inflates past its declared size (a ZIP bomb) is refused before it is parsed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    const zip = evalZip([sample(1, "C", { pad: " ".repeat(100_000) })]);
    // The first local header is header.json; the sample is the second. Patch its declared size.
    const buf = Buffer.from(zip);
    const second = buf.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 4);
    buf.writeUInt32LE(1000, second + 22);
    writeFileSync(join(dir, "x.eval"), buf);
    const r = await cli(dir, ["x.eval"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(
      /x\.eval, field "samples\/1_epoch_1\.json": ZIP member "samples\/1_epoch_1\.json": declares 1000 bytes but decompresses to more/,
    );
  });

  it("a zstd bomb (2,000 bytes declared, 64 MiB inside; fixtures/import/inspect/make.py) stops at the declared size", async () => {
    const r = await cli(workspace(), ["bomb-zstd.eval"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(
      /bomb-zstd\.eval, field "header\.json": ZIP member "header\.json": declares 2000 bytes but decompresses to more/,
    );
  });

  it("a truncated archive and a member of corrupt deflate data are refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    const zip = Buffer.from(evalZip([sample(1, "C", { pad: "x".repeat(5000) })]));
    writeFileSync(join(dir, "cut.eval"), zip.subarray(0, Math.floor(zip.length / 2)));
    expect((await cli(dir, ["cut.eval"])).err).toMatch(/cut\.eval: not a readable ZIP archive/);
    // Cut at a member boundary: every member read is whole, but the samples after it are gone.
    const two = Buffer.from(evalZip([sample(1, "C"), sample(2, "I")]));
    const third = two.indexOf(
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      two.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 4) + 4,
    );
    writeFileSync(join(dir, "boundary.eval"), two.subarray(0, third));
    expect((await cli(dir, ["boundary.eval"])).err).toMatch(
      /boundary\.eval: no end of central directory: the archive is truncated/,
    );
    const bad = Buffer.from(zip);
    const nameLen = bad.readUInt16LE(26);
    bad.fill(0xff, 30 + nameLen, 30 + nameLen + 8); // header.json's first compressed bytes
    writeFileSync(join(dir, "bad.eval"), bad);
    expect((await cli(dir, ["bad.eval"])).err).toMatch(
      /bad\.eval, field "header\.json": ZIP member "header\.json": not valid deflate data/,
    );
  });

  it("a member declaring more than the cap is refused from its header", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    const buf = Buffer.from(evalZip([sample(1, "C")]));
    buf.writeUInt32LE(0xfff0_0000, 22); // header.json claims ~4 GiB
    writeFileSync(join(dir, "x.eval"), buf);
    expect((await cli(dir, ["x.eval"])).err).toMatch(
      /ZIP member "header\.json": declares 4\.0 GiB; the cap is 256 MiB a member/,
    );
  });

  it("a member in a method inspect never writes, a file that is not a ZIP, a log without header.json, a wrong extension", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    const buf = Buffer.from(evalZip([sample(1, "C")]));
    buf.writeUInt16LE(14, 8); // header.json: LZMA
    writeFileSync(join(dir, "lzma.eval"), buf);
    expect((await cli(dir, ["lzma.eval"])).err).toMatch(
      /ZIP member "header\.json": compression method 14 is not one inspect writes/,
    );
    writeFileSync(join(dir, "text.eval"), "not a zip at all");
    expect((await cli(dir, ["text.eval"])).err).toMatch(/text\.eval: not a ZIP archive/);
    writeFileSync(
      join(dir, "running.eval"),
      zipSync({ "_journal/start.json": strToU8("{}"), "samples/1_epoch_1.json": strToU8("{}") }),
    );
    expect((await cli(dir, ["running.eval"])).err).toMatch(
      /running\.eval: no header\.json member, only _journal\/start\.json: the eval is still running or did not finish/,
    );
    writeFileSync(join(dir, "nohdr.eval"), zipSync({ "samples/1_epoch_1.json": strToU8("{}") }));
    expect((await cli(dir, ["nohdr.eval"])).err).toMatch(
      /nohdr\.eval: no header\.json member: not an inspect \.eval log/,
    );
    writeFileSync(join(dir, "log.txt"), "{}");
    expect((await cli(dir, ["log.txt"])).err).toMatch(/log\.txt: an inspect log ends in \.eval \(a ZIP\) or \.json/);
    expect((await cli(dir, ["missing.eval"])).err).toMatch(/missing\.eval: cannot read inspect log \(ENOENT\)/);
  });
});

describe("import inspect: other shapes inspect writes", () => {
  it("a log without samples/ members is read from summaries.json; an unfinished log says samples may be missing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    const header = { version: 2, status: "cancelled", eval: { model: "m", task: "t", scorers: [{ name: "s" }] } };
    const summaries = [sample("a", "C"), { ...sample("b", "I"), error: "RuntimeError('x')", scores: null }];
    writeFileSync(
      join(dir, "s.eval"),
      zipSync({ "header.json": strToU8(JSON.stringify(header)), "summaries.json": strToU8(JSON.stringify(summaries)) }),
    );
    const r = await rowsOf(dir, ["s.eval"]);
    expect(r.rows.map((x) => [x.id, x.correct])).toEqual([
      ["a", true],
      ["b", null],
    ]);
    expect(r.err).toMatch(
      /2 rows from summaries\.json \(no full samples in the log\).*errored 1 → null; log status "cancelled": the run did not finish, samples may be missing/,
    );
    writeFileSync(join(dir, "none.eval"), zipSync({ "header.json": strToU8(JSON.stringify(header)) }));
    expect((await cli(dir, ["none.eval"])).err).toMatch(
      /none\.eval: the log holds no samples \(no samples\/ members and no summaries\.json/,
    );
  });

  it("reads only regular files inside the workspace (a symlink out of it is refused)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-"));
    symlinkSync(join(FIX, "epochs.eval"), join(dir, "link.eval"));
    const r = await cli(dir, ["link.eval"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/link\.eval: inspect log is a symlink to a file outside the workspace/);
    mkdirSync(join(dir, "d.eval"));
    expect((await cli(dir, ["d.eval"])).err).toMatch(/d\.eval: inspect log is not a regular file \(a directory\)/);
  });
});

describe("contamgate import: the command", () => {
  it("refuses an unknown format, no path, and --outcomes over an input; --outcomes writes the rows", async () => {
    const dir = workspace();
    const bare = async (args: string[]) => {
      const m = memoryIo({}, dir);
      return { code: await main(args, m.io), err: m.stderr() };
    };
    expect(await bare(["import", "helmet", "x"])).toEqual({
      code: 4,
      err: expect.stringMatching(/unknown format "helmet" \(known: inspect, lm-eval/),
    });
    expect((await bare(["import", "inspect"])).err).toMatch(/give at least one inspect log PATH/);
    // --helm-split is HELM's: another format refuses it, naming the flag (exit 4).
    expect(await bare(["import", "inspect", "epochs.eval", "--helm-split", "valid"])).toEqual({
      code: 4,
      err: expect.stringMatching(/--helm-split.*HELM evaluation split; inspect logs are not split that way/),
    });
    expect((await bare(["import"])).err).toMatch(/give a FORMAT \(inspect, lm-eval.*\) and at least one PATH/);
    expect((await cli(dir, ["epochs.eval", "--partial", "half"])).err).toMatch(
      /field "--partial": --partial must be one of refuse, wrong, correct, unparsed/,
    );
    const w = await cli(dir, ["mmlu-summary-choices.eval", "--outcomes", "rows.jsonl"]);
    expect(w.code).toBe(0);
    expect(w.out).toBe("");
    expect(w.err).toMatch(/1 rows written to rows\.jsonl/);
  });
});

/**
 * Real .json logs inspect wrote, kept by every_eval_ever as test data
 * (fixtures/import/inspect/every_eval_ever/README.md): the rows must be as many as the log's own
 * results.total_samples (dataset samples × epochs, EvalResults) and give its accuracy.
 */
describe("import inspect: results.total_samples against the samples present", () => {
  const E = "every_eval_ever";

  it("a whole log: 3 rows, as total_samples counts, accuracy = the log's own", async () => {
    const dir = workspace();
    const r = await rowsOf(dir, [`${E}/data_arc_qwen.json`]);
    const log = JSON.parse(readFileSync(join(dir, E, "data_arc_qwen.json"), "utf8"));
    expect(r.rows).toHaveLength(log.results.total_samples);
    expect(r.rows.filter((x) => x.correct).length / r.rows.length).toBe(log.results.scores[0].metrics.accuracy.value);
    expect(r.err).toMatch(/as results\.total_samples counts \(dataset samples × epochs\)/);
  });

  it("a trimmed copy (1 sample of 585 × 4 epochs) is refused, naming results.total_samples", async () => {
    const r = await cli(workspace(), [`${E}/data_cyse2_vuln_exploit_challenges.json`]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(
      /data_cyse2_vuln_exploit_challenges\.json, field "results\.total_samples": the log holds 1 samples \(counting each epoch\), but says the eval ran 2340 \(dataset samples × epochs\)/,
    );
  });

  it("a log that did not finish is read, the difference noted; a log without results is noted as not checked", async () => {
    const dir = workspace();
    const log = JSON.parse(readFileSync(join(dir, E, "data_cyse2_vuln_exploit_challenges.json"), "utf8"));
    writeFileSync(join(dir, "unfinished.json"), JSON.stringify({ ...log, status: "error" }));
    const r = await rowsOf(dir, ["unfinished.json", "--partial", "wrong"]);
    expect(r.err).toMatch(/results\.total_samples says 2340, the log holds 1/);
    const { results: _r, ...noResults } = log;
    writeFileSync(join(dir, "no-results.json"), JSON.stringify(noResults));
    expect((await rowsOf(dir, ["no-results.json", "--partial", "wrong"])).err).toMatch(
      /no results\.total_samples in the log: the sample count was not checked/,
    );
  });
});
