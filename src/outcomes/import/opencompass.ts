/**
 * `contamgate import opencompass`: the results files OpenCompass writes with `--dump-eval-details`,
 * `<work_dir>/results/<model_abbr>/<dataset_abbr>.json` → outcome rows (docs/import.md
 * "OpenCompass"). Field names and layouts from open-compass/opencompass:
 * opencompass/tasks/openicl_eval.py (the results dict; format_details), opencompass/openicl/
 * icl_evaluator/icl_base_evaluator.py (BaseEvaluator.evaluate, 0.4.1 and later),
 * opencompass/datasets/base.py (example_abbr), opencompass/utils/abbr.py (the paths).
 *
 * Two layouts of `details`:
 * - a list (0.4.1 and later, when the evaluator returns per-sample details): one entry per dataset
 *   row, {example_abbr: "<dataset>_<idx>", <the evaluator's keys>: [one value per replica]};
 * - an object "0".."N-1" (format_details, 0.1.9 and later when the evaluator returns none, and
 *   every version before 0.4.1): {prompt, origin_prediction, predictions, references, correct?}.
 *
 * - id = the dataset row index (idx of example_abbr, or the object key), so a dataset and its
 *   perturbed copy pair; condition = the dataset abbr (the file name) or --condition; model = the
 *   model abbr (the folder under results/) or --model.
 * - correct = the entry's `correct` (else `is_correct`, else `cascade_correct`: the order
 *   BaseEvaluator.evaluate reads them), or the key --scorer names. An entry without it is refused:
 *   many evaluators (AccEvaluator in gen mode) dump predictions and references only; for
 *   AccEvaluator, --scorer predictions=references applies its rule, checked against `accuracy`.
 * - replicas (a dataset with n > 1) are epochs 1…n.
 * - the file's own `accuracy` (or `accuracy (N runs average)`) must equal 100 × right / rows.
 */
import { basename, dirname } from "node:path";
import { InputError } from "../../errors.js";
import type { OutcomeRow } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import { applyPolicy, readNumber } from "./score.js";
import {
  child,
  describeJson,
  expectObject,
  plainObject,
  plural,
  quoteName,
  readToolJson,
  type ToolPlace,
  tally,
  toolError,
  unusableName,
} from "./tool-files.js";
import type { Importer, ImportInput, ImportOptions, ImportResult, PartialPolicy } from "./types.js";

/** The keys BaseEvaluator.evaluate reads a sample's correctness from, in its order. */
export const CORRECT_KEYS = ["correct", "is_correct", "cascade_correct"] as const;

/**
 * `--scorer predictions=references`: AccEvaluator's own rule for a details object that has no
 * `correct`. AccEvaluator maps str(prediction) and str(reference) to labels and counts equal
 * labels (icl_hf_evaluator.py `_preprocess`), and format_details writes exactly those two strings;
 * the file's `accuracy` must then equal the count, which is what shows AccEvaluator scored it.
 */
export const EQUAL_SCORER = "predictions=references";

const NO_CORRECTNESS =
  "OpenCompass dumps per-sample correctness only when the evaluator returns per-sample details with it (e.g. Gsm8kEvaluator's correct) or for a PPL dataset; AccEvaluator and other evaluators in gen mode dump predictions and references only. If AccEvaluator scored this dataset (its eval_cfg in the run's configs/), --scorer predictions=references applies its rule and checks it against the file's accuracy (docs/import.md: OpenCompass)";

/** One sample's outcomes: one per replica. */
export interface OcSample {
  readonly id: string;
  readonly at: ToolPlace;
  readonly correct: readonly (boolean | null)[];
}

/** One results file, read. */
export interface OcFile {
  readonly layout: "list" | "object";
  readonly samples: readonly OcSample[];
  /** The replicas per sample (1 unless the dataset was run with n > 1). */
  readonly replicas: number;
  /** The key the outcome came from. */
  readonly key: string;
  /** The file's own figure and what the details give: `undefined` when the file has no accuracy. */
  readonly accuracy: { key: string; value: number } | undefined;
  readonly metricKeys: readonly string[];
}

/** `accuracy` or `accuracy (N runs average)`: the figure AccEvaluator-style evaluators report. */
function accuracyOf(
  o: Record<string, unknown>,
  file: string,
): { key: string; value: number; runs: number } | undefined {
  for (const [k, v] of Object.entries(o)) {
    const m = /^accuracy(?: \((\d+) runs average\))?$/.exec(k);
    if (!m) continue;
    if (typeof v !== "number" || !Number.isFinite(v))
      throw toolError({ file, path: k }, `must be a number, got ${describeJson(v)}`);
    return { key: k, value: v, runs: m[1] === undefined ? 1 : Number(m[1]) };
  }
  return undefined;
}

function readCorrect(v: unknown, at: ToolPlace, partial: PartialPolicy): boolean | null {
  if (typeof v === "boolean") return v;
  // BaseEvaluator.evaluate counts int(correct): 0 and 1 are what some evaluators write.
  if (typeof v === "number") return applyPolicy(readNumber(v), partial, { file: at.file, field: at.path });
  throw toolError(at, `must be true or false (or 0 or 1), got ${describeJson(v)}`);
}

function correctKey(entry: Record<string, unknown>, at: ToolPlace, scorer: string | undefined): string {
  if (scorer !== undefined) {
    if (!Object.hasOwn(entry, scorer))
      throw toolError(
        at,
        `has no ${quoteName(scorer)} (--scorer); its keys: ${Object.keys(entry).map(quoteName).join(", ")}`,
      );
    return scorer;
  }
  const key = CORRECT_KEYS.find((k) => entry[k] !== undefined && entry[k] !== null);
  if (key === undefined) {
    throw toolError(
      at,
      `has no per-sample correctness (${CORRECT_KEYS.join(", ")}); its keys: ${Object.keys(entry).map(quoteName).join(", ")}. ${NO_CORRECTNESS}`,
    );
  }
  return key;
}

/** The `details` list of 0.4.1 and later. Pure. */
function listSamples(details: unknown[], at: ToolPlace, options: ImportOptions): { samples: OcSample[]; key: string } {
  const samples: OcSample[] = [];
  const seen = new Map<string, number>();
  let prefix: string | undefined;
  let key: string | undefined;
  details.forEach((raw, i) => {
    const eAt = child(at, i);
    const e = expectObject(raw, eAt, "a details entry ({example_abbr, …})");
    const abbr = e.example_abbr;
    const m = typeof abbr === "string" ? /^(.*)_(\d+)$/.exec(abbr) : null;
    if (!m) throw toolError(child(eAt, "example_abbr"), `must be "<dataset>_<index>", got ${describeJson(abbr)}`);
    if (prefix === undefined) prefix = m[1]!;
    else if (m[1] !== prefix) {
      throw toolError(
        child(eAt, "example_abbr"),
        `names dataset ${quoteName(m[1]!)} where the first entry names ${quoteName(prefix)}: one results file is one dataset`,
      );
    }
    const id = String(Number(m[2]));
    const prev = seen.get(id);
    if (prev !== undefined) throw toolError(child(eAt, "example_abbr"), `repeats entry ${prev}'s index ${id}`);
    seen.set(id, i);
    const k = correctKey(e, eAt, options.scorer);
    if (key !== undefined && k !== key) {
      throw toolError(
        child(eAt, k),
        `this entry's correctness is ${quoteName(k)}, the first entry's ${quoteName(key)}`,
      );
    }
    key = k;
    const vAt = child(eAt, k);
    const v = e[k];
    if (!Array.isArray(v) || v.length === 0)
      throw toolError(vAt, `must be a list (one value per replica), got ${describeJson(v)}`);
    samples.push({ id, at: eAt, correct: v.map((x, r) => readCorrect(x, child(vAt, r), options.partial)) });
  });
  return { samples, key: key! };
}

/** The `details` object of format_details: "0".."N-1" (and, in some versions, "type"). Pure. */
function objectSamples(
  details: Record<string, unknown>,
  at: ToolPlace,
  options: ImportOptions,
): { samples: OcSample[]; key: string } {
  const keys = Object.keys(details).filter((k) => k !== "type");
  // format_details writes str(i) for every prediction: a gap is a trimmed or edited file.
  keys.forEach((k, i) => {
    if (k !== String(i))
      throw toolError(child(at, k), `details keys must be "0", "1", … in order; key ${i} is ${quoteName(k)}`);
  });
  let key: string | undefined;
  const samples = keys.map((k): OcSample => {
    const eAt = child(at, k);
    const e = expectObject(details[k], eAt, "a details entry ({predictions, references, correct, …})");
    if (options.scorer === EQUAL_SCORER) {
      // format_details wrote str(prediction) and str(reference): two strings, compared as AccEvaluator does.
      const [p, r] = [e.predictions, e.references];
      if (typeof p !== "string") throw toolError(child(eAt, "predictions"), `must be a string, got ${describeJson(p)}`);
      if (typeof r !== "string") throw toolError(child(eAt, "references"), `must be a string, got ${describeJson(r)}`);
      key = EQUAL_SCORER;
      return { id: k, at: eAt, correct: [p === r] };
    }
    const ck = correctKey(e, eAt, options.scorer);
    if (key !== undefined && ck !== key) {
      throw toolError(
        child(eAt, ck),
        `this entry's correctness is ${quoteName(ck)}, the first entry's ${quoteName(key)}`,
      );
    }
    key = ck;
    return { id: k, at: eAt, correct: [readCorrect(e[ck], child(eAt, ck), options.partial)] };
  });
  return { samples, key: key! };
}

/** One parsed results file → its samples, checked against the file's own accuracy. Pure. */
export function parseResultsFile(v: unknown, file: string, options: ImportOptions): OcFile {
  const top: ToolPlace = { file, path: "" };
  const o = expectObject(v, top, "an OpenCompass results object ({accuracy, details, …})");
  // A predictions/<model>/<dataset>.json file is {"0": {origin_prompt, prediction, gold}, …}.
  const first = plainObject(o["0"]);
  if (o.details === undefined && first !== undefined && "prediction" in first) {
    throw new InputError(
      "is an OpenCompass predictions file (origin_prompt, prediction, gold): it holds no correctness; import results/<model>/<dataset>.json written with --dump-eval-details",
      { file },
    );
  }
  const dAt = child(top, "details");
  if (o.details === undefined) {
    throw toolError(
      dAt,
      `missing: the file holds the aggregate only (${Object.keys(o).map(quoteName).join(", ")}); rerun the evaluation with --dump-eval-details (opencompass … --mode eval --reuse --dump-eval-details)`,
    );
  }
  if (options.scorer === EQUAL_SCORER && Array.isArray(o.details)) {
    throw toolError(
      dAt,
      `is a list of the evaluator's own details; --scorer ${EQUAL_SCORER} reads format_details' object (predictions, references) only`,
    );
  }
  const { samples, key } = Array.isArray(o.details)
    ? listSamples(o.details, dAt, options)
    : objectSamples(expectObject(o.details, dAt, "a list or an object of per-sample details"), dAt, options);
  if (samples.length === 0) throw toolError(dAt, "holds no samples");
  const replicas = samples[0]!.correct.length;
  for (const s of samples) {
    if (s.correct.length !== replicas) {
      throw toolError(
        child(s.at, key),
        `has ${s.correct.length} replicas where the first sample has ${replicas}: every sample of a dataset runs n times`,
      );
    }
  }
  const acc = accuracyOf(o, file);
  if (acc !== undefined && acc.runs !== replicas) {
    throw toolError(
      { file, path: acc.key },
      `says ${acc.runs} run${acc.runs === 1 ? "" : "s"}, but the details hold ${plural(replicas, "replica")} per sample`,
    );
  }
  if (options.scorer === EQUAL_SCORER && acc === undefined) {
    throw toolError(
      { file, path: "accuracy" },
      `missing: --scorer ${EQUAL_SCORER} is AccEvaluator's rule, and only the file's accuracy can show AccEvaluator scored it`,
    );
  }
  if (acc !== undefined && (options.scorer === undefined || options.scorer === EQUAL_SCORER)) {
    const cells = samples.flatMap((s) => s.correct);
    if (cells.some((c) => c === null)) {
      throw toolError({ file, path: acc.key }, "cannot be checked: some outcomes are unparsed (--partial unparsed)");
    }
    const right = cells.filter((c) => c === true).length;
    const mine = (100 * right) / cells.length;
    // 1e-9 on the percent scale: the same ratio computed in another order (np.mean of replicas).
    if (Math.abs(mine - acc.value) > 1e-9) {
      throw toolError(
        { file, path: acc.key },
        `is ${acc.value}, but the details' ${quoteName(key)} give ${right} right of ${cells.length} (${mine}): these details are not the samples that figure counts (a trimmed or edited file, or another metric${options.scorer === EQUAL_SCORER ? "; or the dataset was not scored by AccEvaluator's rule" : ""})`,
      );
    }
  }
  const metricKeys = Object.keys(o).filter((k) => k !== "details" && k !== "type");
  return {
    layout: Array.isArray(o.details) ? "list" : "object",
    samples,
    replicas,
    key,
    accuracy: acc === undefined ? undefined : { key: acc.key, value: acc.value },
    metricKeys,
  };
}

/** The model abbr from OpenCompass's layout, `…/results/<model_abbr>/<dataset_abbr>.json`. */
export function modelFromPath(display: string): string | undefined {
  const dir = dirname(display);
  return basename(dirname(dir)) === "results" ? basename(dir) : undefined;
}

async function readOpenCompass(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const parsed: { display: string; file: OcFile; model: string; condition: string }[] = [];
  for (const p of input.paths) {
    if (!/\.json$/i.test(p.display)) {
      throw new InputError("an OpenCompass results file is results/<model>/<dataset>.json", { file: p.display });
    }
    const value = await readToolJson(p, input.workspace, "OpenCompass results file", undefined, input.meter);
    const file = parseResultsFile(value, p.display, options);
    const fromPath = modelFromPath(p.display);
    const model = options.model ?? fromPath;
    if (model === undefined) {
      throw new InputError(
        "the model is the folder under results/ (OpenCompass writes results/<model_abbr>/<dataset_abbr>.json); this path is not in that layout: give --model NAME",
        { file: p.display },
      );
    }
    const condition = p.condition ?? options.condition ?? basename(p.display).replace(/\.json$/i, "");
    for (const [what, name, flag] of [
      ["model abbr", model, "--model"],
      ["dataset abbr", condition, "--condition"],
    ] as const) {
      const why = unusableName(name);
      if (why !== undefined) throw new InputError(`the ${what} ${why}; give ${flag} NAME`, { file: p.display });
    }
    parsed.push({ display: p.display, file, model, condition });
  }
  const anyReplicas = parsed.some((f) => f.file.replicas > 1);
  const collector = new OutcomeCollector();
  const notes: string[] = [];
  for (const f of parsed) {
    for (const s of f.file.samples) {
      s.correct.forEach((correct, r) => {
        const row: OutcomeRow = { model: f.model, id: s.id, condition: f.condition, correct };
        if (anyReplicas) row.epoch = r + 1;
        collector.add(row, { file: f.display });
      });
    }
    const n = f.file.samples.length;
    const check =
      f.file.accuracy === undefined
        ? `not checked: the file has no accuracy (its figures: ${f.file.metricKeys.map(quoteName).join(", ") || "none"})`
        : options.scorer !== undefined && options.scorer !== EQUAL_SCORER
          ? `not checked against ${quoteName(f.file.accuracy.key)} (--scorer ${options.scorer} reads another key)`
          : `equal to its ${quoteName(f.file.accuracy.key)} ${f.file.accuracy.value}`;
    notes.push(
      `${f.display}: ${plural(n, "sample")}${f.file.replicas > 1 ? ` × ${f.file.replicas} replicas (epochs 1…${f.file.replicas})` : ""}, model ${quoteName(f.model)}, condition ${quoteName(f.condition)}, correct from details ${f.file.layout === "list" ? "list" : "object"} key ${quoteName(f.file.key)}; ${check}`,
    );
  }
  if (anyReplicas && parsed.some((f) => f.file.replicas === 1)) {
    notes.push("files of one replica are epoch 1 (another file has several)");
  }
  return { rows: collector.rows, notes: [tally(collector.rows), ...notes] };
}

export const opencompassImporter: Importer = {
  name: "opencompass",
  summary: "OpenCompass results/<model>/<dataset>.json written with --dump-eval-details",
  sources: [
    "open-compass/opencompass opencompass/tasks/openicl_eval.py (the results file; format_details)",
    "open-compass/opencompass opencompass/openicl/icl_evaluator/icl_base_evaluator.py (BaseEvaluator.evaluate: the details list)",
    "open-compass/opencompass opencompass/datasets/base.py (example_abbr: dataset abbr and row index)",
    "open-compass/opencompass opencompass/utils/abbr.py (get_infer_output_path: results/<model>/<dataset>.json)",
  ],
  read: readOpenCompass,
};
