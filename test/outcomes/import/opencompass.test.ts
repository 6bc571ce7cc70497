import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { opencompassImporter } from "../../../src/outcomes/import/opencompass.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";

// No real --dump-eval-details file was found in a public repository (docs/import.md "OpenCompass"):
// these fixtures are built to OpenCompass's source by fixtures/import/opencompass/generate.py.
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
