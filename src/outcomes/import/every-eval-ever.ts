/**
 * `contamgate import every-eval-ever`: instance-level JSONL in the every_eval_ever shared schema
 * (docs/import.md "every_eval_ever") → outcome rows. One reader for logs converted from several
 * tools (HELM, inspect, lm-eval, …). Field names from evaleval/every_eval_ever:
 * every_eval_ever/schemas/instance_level_eval.schema.json (one record per sample and aggregate
 * result: schema_version, evaluation_id, model_id, evaluation_name, evaluation_result_id,
 * sample_id, evaluation {score, is_correct}, error, metadata).
 *
 * - model = model_id; condition = evaluation_name (or --condition); id = sample_id.
 * - correct = evaluation.is_correct; a record with an `error` is unparsed (null).
 * - The schema emits one record per aggregate result a sample counts in: records of one sample
 *   under several evaluation_result_id are ambiguous until --scorer names one.
 * - The same (model, condition, sample) twice is refused unless metadata.epoch tells the
 *   replicates apart (what the inspect converter writes).
 */
import { InputError } from "../../errors.js";
import type { OutcomeRow } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import {
  child,
  describeJson,
  expectObject,
  expectString,
  plainObject,
  plural,
  quoteName,
  readToolJsonl,
  type ToolPlace,
  tally,
  toolError,
  unusableName,
} from "./tool-files.js";
import type { Importer, ImportInput, ImportOptions, ImportResult } from "./types.js";

/** The schema versions this reader was checked against (files of each in docs/import.md). */
export const EEE_VERSIONS = ["0.2.0", "0.2.1", "0.2.2", "0.3.0"] as const;

/** One instance record, reduced. */
export interface EeeRecord {
  readonly at: ToolPlace;
  readonly model: string;
  readonly evaluation: string;
  /** evaluation_result_id, when the record names the aggregate result it counts in. */
  readonly result: string | undefined;
  readonly sampleId: string;
  readonly correct: boolean | null;
  readonly errored: boolean;
  readonly epoch: number | undefined;
}

/** One JSONL record, checked field by field. Pure. */
export function parseEeeRecord(v: unknown, at: ToolPlace): EeeRecord {
  const o = expectObject(v, at, "an every_eval_ever instance record");
  const version = expectString(o, "schema_version", at);
  // Schema versions have been written bare ("0.3.0") and prefixed ("instance_level_eval_0.2.2").
  const bare = version.replace(/^instance_level_eval_/, "");
  if (!(EEE_VERSIONS as readonly string[]).includes(bare)) {
    throw toolError(
      child(at, "schema_version"),
      `is ${quoteName(version)}; the versions read are ${EEE_VERSIONS.join(", ")} (instance_level_eval.schema.json)`,
    );
  }
  const model = expectString(o, "model_id", at);
  const evaluation = expectString(o, "evaluation_name", at);
  const result = o.evaluation_result_id;
  if (result !== undefined && result !== null && typeof result !== "string") {
    throw toolError(child(at, "evaluation_result_id"), `must be a string, got ${describeJson(result)}`);
  }
  // sample_id is a string since 0.2.1; 0.2.0 files carry integers.
  const sid = o.sample_id;
  let sampleId: string;
  if (typeof sid === "string" && sid !== "") sampleId = sid;
  else if (typeof sid === "number" && Number.isSafeInteger(sid)) sampleId = String(sid);
  else throw toolError(child(at, "sample_id"), `must be a non-empty string (or an integer), got ${describeJson(sid)}`);
  const evalAt = child(at, "evaluation");
  const ev = expectObject(o.evaluation, evalAt, "the evaluation object (score, is_correct)");
  const error = o.error;
  const errored = typeof error === "string" && error !== "";
  if (error !== undefined && error !== null && typeof error !== "string") {
    throw toolError(child(at, "error"), `must be a string or null, got ${describeJson(error)}`);
  }
  const isCorrect = ev.is_correct;
  if (typeof isCorrect !== "boolean") {
    throw toolError(child(evalAt, "is_correct"), `must be true or false, got ${describeJson(isCorrect)}`);
  }
  const meta = plainObject(o.metadata);
  let epoch: number | undefined;
  if (meta?.epoch !== undefined && meta.epoch !== null) {
    const e = typeof meta.epoch === "string" && /^[1-9]\d{0,8}$/.test(meta.epoch) ? Number(meta.epoch) : meta.epoch;
    if (typeof e !== "number" || !Number.isSafeInteger(e) || e < 1) {
      throw toolError(child(child(at, "metadata"), "epoch"), `must be an integer ≥ 1, got ${describeJson(meta.epoch)}`);
    }
    epoch = e;
  }
  return {
    at,
    model,
    evaluation,
    result: typeof result === "string" && result !== "" ? result : undefined,
    sampleId,
    // An error says nothing about the answer: unknown, never wrong.
    correct: errored ? null : isCorrect,
    errored,
    epoch,
  };
}

/** Outcome rows from parsed records (files in the order given). Pure. */
export function eeeRows(
  records: readonly EeeRecord[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string> = new Map(),
): ImportResult {
  if (records.length === 0) throw new InputError("every_eval_ever: the files hold no records");
  let kept = records;
  const results = [...new Set(records.map((r) => r.result ?? ""))].filter((r) => r !== "");
  if (options.scorer !== undefined) {
    kept = records.filter((r) => r.result === options.scorer);
    if (kept.length === 0) {
      throw new InputError(
        `--scorer ${options.scorer}: no record has evaluation_result_id ${quoteName(options.scorer)} (${results.length === 0 ? "no record names one" : `those there are: ${results.map(quoteName).join(", ")}`})`,
        { field: "--scorer" },
      );
    }
  } else {
    // One sample in several aggregate results (the schema's rule: one record per result): which
    // result's correctness is the outcome must be said.
    const seen = new Map<string, EeeRecord>();
    for (const r of records) {
      const key = JSON.stringify([r.at.file, r.model, r.evaluation, r.sampleId, r.epoch ?? 0]);
      const prev = seen.get(key);
      if (prev !== undefined && prev.result !== r.result) {
        throw toolError(
          child(r.at, "evaluation_result_id"),
          `sample ${quoteName(r.sampleId)} has records for ${quoteName(prev.result ?? "(none)")} (line ${prev.at.line}) and ${quoteName(r.result ?? "(none)")}; pick one with --scorer EVALUATION_RESULT_ID`,
        );
      }
      seen.set(key, r);
    }
  }
  const models = [...new Set(kept.map((r) => r.model))];
  const evaluations = [...new Set(kept.map((r) => r.evaluation))];
  if (options.model !== undefined && models.length > 1) {
    throw new InputError(
      `--model ${options.model}: names one model for every row, but the records are of ${models.length} (${models.map(quoteName).join(", ")})`,
      { field: "--model" },
    );
  }
  if (options.condition !== undefined && evaluations.length > 1) {
    throw new InputError(
      `--condition ${options.condition}: names one condition for every row, but the records are of ${evaluations.length} evaluations (${evaluations.map(quoteName).join(", ")})`,
      { field: "--condition" },
    );
  }
  const conditionOf = (r: EeeRecord) => options.condition ?? conditionByFile.get(r.at.file) ?? r.evaluation;
  for (const r of kept) {
    if (options.model === undefined) {
      const why = unusableName(r.model);
      if (why !== undefined) throw toolError(child(r.at, "model_id"), `${why}; give --model NAME`);
    }
    if (options.condition === undefined && !conditionByFile.has(r.at.file)) {
      const why = unusableName(r.evaluation);
      if (why !== undefined) throw toolError(child(r.at, "evaluation_name"), `${why}; give --condition NAME`);
    }
  }
  const anyEpoch = kept.some((r) => r.epoch !== undefined);
  const collector = new OutcomeCollector();
  for (const r of kept) {
    const row: OutcomeRow = {
      model: options.model ?? r.model,
      id: r.sampleId,
      condition: conditionOf(r),
      correct: r.correct,
    };
    if (anyEpoch) row.epoch = r.epoch ?? 1;
    try {
      collector.add(row, { file: r.at.file, ...(r.at.line !== undefined ? { line: r.at.line } : {}) });
    } catch (e) {
      if (e instanceof InputError && /duplicate row/.test(e.message)) {
        throw new InputError(
          `${e.message.replace(/^[^:]*(:\d+)?(, field "id")?: /, "")}: one sample twice for one model and evaluation, with no metadata.epoch to tell replicates apart`,
          { file: r.at.file, ...(r.at.line !== undefined ? { line: r.at.line } : {}), field: "sample_id" },
        );
      }
      throw e;
    }
  }
  const errored = kept.filter((r) => r.errored).length;
  const files = [...new Set(kept.map((r) => r.at.file))];
  const notes = [
    tally(collector.rows),
    `${plural(kept.length, "record")} from ${plural(files.length, "file")}: ${plural(models.length, "model")} (${models.map(quoteName).join(", ")}), ${plural(evaluations.length, "evaluation")} (${evaluations.map(quoteName).join(", ")}); correct from evaluation.is_correct`,
  ];
  if (options.scorer !== undefined && kept.length < records.length) {
    notes.push(
      `${plural(records.length - kept.length, "record")} of other aggregate results left out (--scorer ${options.scorer})`,
    );
  }
  if (errored > 0)
    notes.push(`${plural(errored, "record")} with an error: imported as unparsed (correct: null), not as wrong`);
  if (anyEpoch)
    notes.push("metadata.epoch numbers replicates: every row carries an epoch (a record without one is epoch 1)");
  return { rows: collector.rows, notes };
}

async function readEee(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const records: EeeRecord[] = [];
  const conditionByFile = new Map<string, string>();
  for (const p of input.paths) {
    if (!/\.jsonl$/i.test(p.display)) {
      throw new InputError(
        "every_eval_ever instance-level data is JSONL (detailed_evaluation_results.format jsonl); the aggregate .json holds no per-sample outcomes",
        { file: p.display },
      );
    }
    if (p.condition !== undefined) conditionByFile.set(p.display, p.condition);
    const before = records.length;
    for await (const { value, line } of readToolJsonl(
      p,
      input.workspace,
      "every_eval_ever instance file",
      input.meter,
    )) {
      records.push(parseEeeRecord(value, { file: p.display, line, path: "" }));
    }
    if (records.length === before) throw new InputError("holds no instance records", { file: p.display });
  }
  return eeeRows(records, options, conditionByFile);
}

export const everyEvalEverImporter: Importer = {
  name: "every-eval-ever",
  summary: "every_eval_ever instance-level JSONL (one schema for logs converted from HELM, inspect, lm-eval, …)",
  sources: [
    "evaleval/every_eval_ever every_eval_ever/schemas/instance_level_eval.schema.json (the instance record)",
    "evaleval/every_eval_ever every_eval_ever/schemas/eval.schema.json (the aggregate: detailed_evaluation_results)",
  ],
  read: readEee,
};
