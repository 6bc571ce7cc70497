import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { opencompassImporter } from "../../../src/outcomes/import/opencompass.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";

// Real files: fixtures/import/opencompass/real/, from FudanDNN-NLP/RAG (its README). The layouts
// no real file shows (the details list, replicas, PPL) are built to OpenCompass's source by
// fixtures/import/opencompass/generate.py.
const root = resolve(import.meta.dirname, "../../..");
const defaults: ImportOptions = { partial: "refuse" };
const RUN = "fixtures/import/opencompass/outputs/default/20250301_120000";

function fixture(...names: string[]) {
  return { paths: names.map((n) => ({ display: `${RUN}/${n}`, path: join(root, RUN, n) })), workspace: root };
}

function files(entries: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "cg-oc-"));
  for (const [name, value] of Object.entries(entries)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof value === "string" ? value : JSON.stringify(value, null, 4));
  }
  return { paths: Object.keys(entries).map((n) => ({ display: n, path: join(dir, n) })), workspace: dir };
}

async function fails(input: { paths: { display: string; path: string }[]; workspace: string }, options = defaults) {
  try {
    await opencompassImporter.read(input, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

/** The file's own figure, read here apart from the importer. */
function figure(name: string, key: string): number {
  return (JSON.parse(readFileSync(join(root, RUN, name), "utf8")) as Record<string, number>)[key]!;
}

const REAL = "fixtures/import/opencompass/real";
function real(...names: string[]) {
  return { paths: names.map((n) => ({ display: `${REAL}/${n}`, path: join(root, REAL, n) })), workspace: root };
}
/** A figure from the run's own summary CSV (dataset,version,metric,mode,<model>), read apart from the importer. */
function summary(csv: string, dataset: string, metric: string): number {
  const lines = readFileSync(join(root, REAL, csv), "utf8")
    .trim()
    .split("\n");
  const row = lines.map((l) => l.split(",")).find((c) => c[0] === dataset && c[2] === metric);
  if (row === undefined) throw new Error(`${dataset} ${metric} not in ${csv}`);
  return Number(row[4]);
}
const realFigure = (name: string, key: string) =>
  (JSON.parse(readFileSync(join(root, REAL, name), "utf8")) as Record<string, number>)[key]!;

describe("OpenCompass --dump-eval-details results, real files (FudanDNN-NLP/RAG, OpenCompass 0.2.4)", () => {
  const TQA = "old/f_hyde_mt_l_s/eval_tqa/20240610_205752";
  const MMLU = "t_hh_mt_r_s/eval_mmlu/20240611_222521";

  it("TriviaQA, details object with the evaluator's correct: 50 rows, 16 right = its EM score and the summary's", async () => {
    const name = `${TQA}/results/llama-3-8b-ragga-disturb/TriviaQA.json`;
    const { rows, notes } = await opencompassImporter.read(real(name), defaults);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.id)).size).toBe(50);
    expect(rows.every((r) => r.model === "llama-3-8b-ragga-disturb" && r.condition === "TriviaQA")).toBe(true);
    const right = rows.filter((r) => r.correct).length;
    expect(right).toBe(16);
    // This run's evaluator (the repository's TQAEvaluator) reports a fraction, not a percentage.
    expect(right / rows.length).toBe(realFigure(name, "EM score"));
    expect(right / rows.length).toBe(summary(`${TQA}/summary/summary_20240610_205752.csv`, "TriviaQA", "EM score"));
    expect(notes[1]).toMatch(/not checked: the file has no accuracy \(its figures: "EM score", "F1 score"\)/);
  });

  it("MMLU business ethics, AccEvaluator (no correct): refused, naming the way out", async () => {
    const msg = await fails(real(`${MMLU}/results/llama-3-8b-ragga-disturb/mmlu_business_ethics.json`));
    expect(msg).toMatch(/details\.0.*no per-sample correctness.*--scorer predictions=references/);
  });

  it("MMLU business ethics with --scorer predictions=references: 10 rows, 6 right = its accuracy and the summary's", async () => {
    const name = `${MMLU}/results/llama-3-8b-ragga-disturb/mmlu_business_ethics.json`;
    const { rows, notes } = await opencompassImporter.read(real(name), {
      ...defaults,
      scorer: "predictions=references",
    });
    expect(rows.map((r) => r.id)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const right = rows.filter((r) => r.correct).length;
    expect(right).toBe(6);
    expect((100 * right) / rows.length).toBe(realFigure(name, "accuracy"));
    expect((100 * right) / rows.length).toBe(
      summary(`${MMLU}/summary/summary_20240611_222521.csv`, "mmlu_business_ethics", "accuracy"),
    );
    expect(notes[1]).toMatch(/equal to its "accuracy" 60/);
  });

  it("refuses the run's predictions file", async () => {
    expect(await fails(real(`${MMLU}/predictions/llama-3-8b-ragga-disturb/mmlu_business_ethics.json`))).toMatch(
      /predictions file/,
    );
  });

  it("--scorer predictions=references is refused where the file's accuracy would not show AccEvaluator's rule", async () => {
    const text = readFileSync(
      join(root, REAL, `${MMLU}/results/llama-3-8b-ragga-disturb/mmlu_business_ethics.json`),
      "utf8",
    );
    const o = JSON.parse(text) as { accuracy?: number };
    const eq = { ...defaults, scorer: "predictions=references" };
    o.accuracy = 70;
    expect(await fails(files({ "results/m/d.json": o }), eq)).toMatch(/"accuracy".*6 right of 10.*AccEvaluator's rule/);
    delete o.accuracy;
    expect(await fails(files({ "results/m/d.json": o }), eq)).toMatch(/accuracy.*missing/);
  });
});

describe("OpenCompass --dump-eval-details results, built to the source (fixtures/import/opencompass/generate.py)", () => {
  it("details list (0.4.1 and later), one replica: rows = samples, right/rows = the file's accuracy", async () => {
    const name = "results/qwen2.5-7b-instruct-hf/gsm8k.json";
    const { rows, notes } = await opencompassImporter.read(fixture(name), defaults);
    expect(rows).toHaveLength(6);
    expect((100 * rows.filter((r) => r.correct).length) / rows.length).toBe(figure(name, "accuracy"));
    expect(rows.map((r) => [r.model, r.condition, r.id, r.correct, r.epoch])).toEqual([
      ["qwen2.5-7b-instruct-hf", "gsm8k", "0", true, undefined],
      ["qwen2.5-7b-instruct-hf", "gsm8k", "1", true, undefined],
      ["qwen2.5-7b-instruct-hf", "gsm8k", "2", true, undefined],
      ["qwen2.5-7b-instruct-hf", "gsm8k", "3", true, undefined],
      ["qwen2.5-7b-instruct-hf", "gsm8k", "4", false, undefined],
      ["qwen2.5-7b-instruct-hf", "gsm8k", "5", false, undefined],
    ]);
    expect(notes[0]).toBe("6 rows: right 4, wrong 2, unparsed (null) 0");
    expect(notes[1]).toMatch(/equal to its "accuracy" 66\.66/);
  });

  it("details list, a dataset run twice (n = 2): replicas are epochs, the average equals the file's", async () => {
    const name = "results/qwen2.5-7b-instruct-hf/aime2024.json";
    const { rows, notes } = await opencompassImporter.read(fixture(name), defaults);
    expect(rows).toHaveLength(6);
    expect((100 * rows.filter((r) => r.correct).length) / rows.length).toBeCloseTo(
      figure(name, "accuracy (2 runs average)"),
      12,
    );
    expect(rows.map((r) => [r.id, r.epoch, r.correct])).toEqual([
      ["0", 1, true],
      ["0", 2, true],
      ["1", 1, true],
      ["1", 2, false],
      ["2", 1, false],
      ["2", 2, true],
    ]);
    expect(notes[1]).toMatch(/3 samples × 2 replicas/);
  });

  it("details object (format_details, GEN with the evaluator's correct): ids are the keys", async () => {
    const name = "results/internlm2-chat-7b-hf/math.json";
    const { rows } = await opencompassImporter.read(fixture(name), defaults);
    expect(rows.map((r) => [r.model, r.condition, r.id, r.correct])).toEqual([
      ["internlm2-chat-7b-hf", "math", "0", true],
      ["internlm2-chat-7b-hf", "math", "1", false],
      ["internlm2-chat-7b-hf", "math", "2", true],
      ["internlm2-chat-7b-hf", "math", "3", false],
    ]);
    expect((100 * rows.filter((r) => r.correct).length) / rows.length).toBe(figure(name, "accuracy"));
  });

  it("details object, PPL: correct as format_details computed it", async () => {
    const name = "results/llama-7b-hf/ARC-e.json";
    const { rows } = await opencompassImporter.read(fixture(name), defaults);
    expect(rows.map((r) => r.correct)).toEqual([true, false, true]);
    expect((100 * rows.filter((r) => r.correct).length) / rows.length).toBe(figure(name, "accuracy"));
  });

  it("refuses details without per-sample correctness (AccEvaluator, gen), naming who writes it", async () => {
    const msg = await fails(fixture("results/llama-7b-hf/lukaemon_mmlu_anatomy.json"));
    expect(msg).toMatch(/details\.0.*no per-sample correctness/);
    expect(msg).toMatch(/AccEvaluator/);
  });

  it("refuses the predictions file, pointing at results/ and --dump-eval-details", async () => {
    expect(await fails(fixture("predictions/qwen2.5-7b-instruct-hf/gsm8k.json"))).toMatch(
      /predictions file.*--dump-eval-details/,
    );
  });

  it("refuses a results file without details (run without --dump-eval-details)", async () => {
    expect(await fails(files({ "results/m/gsm8k.json": { accuracy: 50 } }))).toMatch(
      /details.*missing.*--dump-eval-details/,
    );
  });

  it("refuses details whose right/rows is not the file's accuracy (trimmed or edited)", async () => {
    const text = readFileSync(join(root, RUN, "results/qwen2.5-7b-instruct-hf/gsm8k.json"), "utf8");
    const o = JSON.parse(text) as { details: unknown[] };
    o.details = o.details.slice(0, 4);
    const msg = await fails(files({ "results/m/gsm8k.json": o }));
    expect(msg).toMatch(/"accuracy".*4 right of 4/);
  });

  it("refuses a gap in the details keys, a mixed example_abbr, a non-boolean correct", async () => {
    const entry = { predictions: "A", references: "A", correct: true };
    expect(await fails(files({ "results/m/d.json": { accuracy: 100, details: { "0": entry, "2": entry } } }))).toMatch(
      /key 1 is "2"/,
    );
    const li = (abbr: string) => ({ example_abbr: abbr, correct: [true] });
    expect(await fails(files({ "results/m/d.json": { accuracy: 100, details: [li("d_0"), li("e_1")] } }))).toMatch(
      /one results file is one dataset/,
    );
    expect(await fails(files({ "results/m/d.json": { details: { "0": { ...entry, correct: "yes" } } } }))).toMatch(
      /details\.0\.correct.*true or false/,
    );
  });

  it("needs --model outside OpenCompass's results/<model>/ layout; --condition renames", async () => {
    const data = { accuracy: 100, details: [{ example_abbr: "d_0", correct: [true] }] };
    expect(await fails(files({ "d.json": data }))).toMatch(/--model/);
    const { rows } = await opencompassImporter.read(files({ "d.json": data }), {
      ...defaults,
      model: "m",
      condition: "original",
    });
    expect(rows).toEqual([{ model: "m", id: "0", condition: "original", correct: true }]);
  });

  it("--scorer reads another details key (not checked against accuracy)", async () => {
    const data = {
      accuracy: 0,
      details: { "0": { correct: false, model_extract_correct: true }, type: "GEN" },
    };
    const { rows, notes } = await opencompassImporter.read(files({ "results/m/d.json": data }), {
      ...defaults,
      scorer: "model_extract_correct",
    });
    expect(rows.map((r) => r.correct)).toEqual([true]);
    expect(notes[1]).toMatch(/not checked/);
  });

  it("reads an evaluator's own object (HumanEval's is_correct) and refuses a --scorer only the prototype has", async () => {
    const data = {
      humaneval_pass_at_1: 50,
      details: { "0": { program: "p", result: "passed", is_correct: true }, "1": { is_correct: false } },
    };
    const { rows, notes } = await opencompassImporter.read(
      files({ "results/m/openai_humaneval.json": data }),
      defaults,
    );
    expect(rows.map((r) => [r.id, r.correct])).toEqual([
      ["0", true],
      ["1", false],
    ]);
    expect(notes[1]).toMatch(/"is_correct"; not checked: the file has no accuracy/);
    expect(await fails(files({ "results/m/d.json": data }), { ...defaults, scorer: "constructor" })).toMatch(
      /has no "constructor" \(--scorer\)/,
    );
  });
});
