/**
 * The same answers written as other tools write them, for the import → verdict tests: an
 * inspect_ai `.eval` log (header.json plus samples/{id}_epoch_1.json, the layout of
 * src/inspect_ai/log/_recorders/eval.py) and an lm-evaluation-harness `--log_samples` file (the row
 * of lm_eval/evaluator.py), then both imported and judged with `verdict --input`.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { expect } from "vitest";
import type { OutcomeRow } from "../../src/outcomes/types.js";

export const MODELS = ["clean", "dirty"] as const;
export const PERTURBED = "perturbed:shuffle_choices";
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** One inspect `.eval` log: header.json plus samples/{id}_epoch_1.json, deflate members. */
export function inspectLog(model: string, task: string, rows: readonly OutcomeRow[]): Uint8Array {
  const header = {
    version: 2,
    status: "success",
    eval: {
      eval_id: sha256(model + task).slice(0, 22),
      run_id: "run",
      created: "2026-04-20T10:00:00+00:00",
      task,
      task_id: "t",
      task_version: 0,
      dataset: { name: "synthetic", samples: rows.length, sample_ids: rows.map((r) => r.id) },
      model,
      config: { epochs: 1 },
      scorers: [{ name: "choice", options: {}, metrics: [], metadata: {} }],
    },
    plan: { name: "plan", steps: [], config: {} },
    stats: {},
  };
  const files: Record<string, Uint8Array> = { "header.json": strToU8(JSON.stringify(header)) };
  rows.forEach((r, i) => {
    // Unparsed answers: half as inspect's NOANSWER score, half as errored samples without scores.
    const sample: Record<string, unknown> = { id: r.id, epoch: 1, input: "…", target: "A", messages: [], metadata: {} };
    if (r.correct === null && i % 2 === 0)
      sample.error = { message: "parse failure", traceback: "", traceback_ansi: "" };
    else sample.scores = { choice: { value: r.correct === null ? "N" : r.correct ? "C" : "I", answer: "A" } };
    files[`samples/${r.id}_epoch_1.json`] = strToU8(JSON.stringify(sample));
  });
  return zipSync(files, { level: 6 });
}

/** One lm-eval samples file (generate_until shape: filter strict-match, exact_match, [invalid] when unextracted). */
export function lmEvalSamples(task: string, rows: readonly OutcomeRow[]): string {
  return rows
    .map((r, docId) => {
      const doc = { question: `item ${r.id}`, task };
      const prompt = `Question: item ${r.id}\nAnswer:`;
      const got = r.correct === null ? "[invalid]" : r.correct ? "A" : "B";
      return JSON.stringify({
        doc_id: docId,
        doc,
        target: "A",
        arguments: { gen_args_0: { arg_0: prompt, arg_1: { until: ["\n"] } } },
        resps: [[got === "[invalid]" ? "prose" : got]],
        filtered_resps: [got],
        filter: "strict-match",
        metrics: ["exact_match"],
        doc_hash: sha256(JSON.stringify(doc, null, 2)),
        prompt_hash: sha256(prompt),
        target_hash: sha256("A"),
        exact_match: r.correct === true ? 1.0 : 0.0,
      });
    })
    .join("\n")
    .concat("\n");
}

type Cli = (args: string[]) => Promise<{ code: number; out: string; err: string }>;

/**
 * Writes `rows` (a run's outcomes: models clean and dirty, conditions original and
 * perturbed:shuffle_choices) as an inspect pair and an lm-eval pair per model, imports both, and
 * returns the verdict JSON `verdict --input` gives on the run's rows and on each import.
 */
export async function verdictsFromTools(
  dir: string,
  rows: readonly OutcomeRow[],
  n: number,
  design: readonly string[],
  cli: Cli,
): Promise<{ input: string; code: number; verdict: unknown; importNotes: string }[]> {
  const of = (model: string, condition: string) => rows.filter((r) => r.model === model && r.condition === condition);
  const inspectPaths: string[] = [];
  const lmPaths: string[] = [];
  const conditions: string[] = [];
  for (const model of MODELS) {
    for (const [condition, task] of [
      ["original", "mmlu"],
      [PERTURBED, "mmlu_permute"],
    ] as const) {
      const r = of(model, condition);
      expect(r).toHaveLength(n);
      const evalPath = `${model}-${task}.eval`;
      await writeFile(join(dir, evalPath), inspectLog(model, `synthetic/${task}`, r));
      inspectPaths.push(evalPath);
      await mkdir(join(dir, "lm", model), { recursive: true });
      const samplesPath = `lm/${model}/samples_${task}_2026-04-20T10-00-00.000000.jsonl`;
      await writeFile(join(dir, samplesPath), lmEvalSamples(task, r));
      lmPaths.push(samplesPath);
      conditions.push("--condition", condition);
    }
    await writeFile(
      join(dir, "lm", model, "results_2026-04-20T10-00-00.000000.json"),
      JSON.stringify({ model_name: model, model_name_sanitized: model }),
    );
  }
  const inspect = await cli(["import", "inspect", ...inspectPaths, ...conditions, "--outcomes", "inspect.jsonl"]);
  expect(inspect.code, inspect.err).toBe(0);
  const lm = await cli(["import", "lm-eval", ...lmPaths, ...conditions, "--outcomes", "lm.jsonl"]);
  expect(lm.code, lm.err).toBe(0);
  const out = [];
  for (const [input, importNotes] of [
    ["run-outcomes.jsonl", ""],
    ["inspect.jsonl", inspect.err],
    ["lm.jsonl", lm.err],
  ] as const) {
    const v = await cli(["verdict", "--input", input, ...design, "--json", `${input}.verdict.json`]);
    out.push({
      input,
      code: v.code,
      verdict: JSON.parse(await readFile(join(dir, `${input}.verdict.json`), "utf8")),
      importNotes,
    });
  }
  return out;
}
