/**
 * lm-evaluation-harness `--log_samples` files → outcome rows (docs/import.md "lm-evaluation-harness").
 * Each `samples_<task>_<date>.jsonl` holds one JSON object per (document, filter): `doc_id`, `doc`,
 * `target`, `filter`, `metrics` (the metric keys), `doc_hash`, `prompt_hash`, `target_hash`, and
 * each metric's value under its own key (lm_eval/evaluator.py, lm_eval/loggers/evaluation_tracker.py).
 *
 * The model is `--model`, or the `model_name` of the `results_<date>.json` written beside the
 * samples by the same run; the condition is `--condition`, or the task name — except that a task
 * `T` given together with `T_permute` (metabench's permuted-choice variants) becomes `original`
 * and `perturbed:permute`. Pairing is checked with the hashes lm-eval logs: one task's documents
 * must have the same `doc_hash` in every file, and within one condition the same `prompt_hash` too.
 */
import { stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { InputError } from "../../errors.js";
import { checkInputFile } from "../../io/checked-file.js";
import { MAX_OUTCOMES_FILE_BYTES } from "../../limits.js";
import { fileLines } from "../lines.js";
import { ORIGINAL, type OutcomeRow, PERTURBED_PREFIX } from "../types.js";
import { asObject, checkImportFile, parseJson, readJsonFile } from "./files.js";
import { applyPolicy, readNumber, type ScoreReading, ScoreTally } from "./score.js";
import { DocIds, FirstSample, SampleColumns } from "./lm-eval-samples.js";
import type { ImportedRows, Importer, ImportOptions, ImportPath, ReadMeter } from "./types.js";

/** The suffix of metabench's permuted tasks (lm_eval/tasks/metabench/metabench_*_permute.yaml). */
const PERMUTE = "_permute";
/** The filter of a sample logged without one (lm-eval before v0.4.7). */
const UNNAMED_FILTER = "(not logged)";
/** The fallback lm-eval's regex filters write when they extract nothing (lm_eval/filters/extraction.py). */
const INVALID = "[invalid]";

/** results_<date>.json holds aggregated metrics and the run's config: a few hundred KB at most. */
const MAX_RESULTS_BYTES = 16 * 1024 * 1024;

interface SampleFile {
  path: ImportPath;
  task: string;
  model: string;
  metric: string;
  filter: string;
  /** Each logged sample reduced to what pairing and scoring need, as columns. */
  samples: SampleColumns;
  tally: ScoreTally;
  invalid: number;
  /** Said in the note when the row count was checked against the run's results file. */
  counted: string;
  /** The top-level group the task belongs to (results_<date>.json `group_subtasks`), if any. */
  group: string | undefined;
}

export const lmEvalImporter: Importer<ImportedRows> = {
  name: "lm-eval",
  summary: "lm-evaluation-harness --log_samples files (samples_<task>_<date>.jsonl); metabench T + T_permute pair",
  probability:
    "multiple-choice samples: softmax of the per-choice loglikelihoods in filtered_resps, at the gold index in target",
  sources: [
    "EleutherAI/lm-evaluation-harness lm_eval/evaluator.py (the logged sample: doc_id, doc_hash, prompt_hash, target_hash, filter, metrics)",
    "EleutherAI/lm-evaluation-harness lm_eval/api/task.py (multiple_choice: one loglikelihood request per choice, resps [[loglikelihood, is_greedy]] per choice; the gold is doc_to_target's index)",
    "EleutherAI/lm-evaluation-harness lm_eval/loggers/evaluation_tracker.py (samples_<task>_<date>.jsonl, results_<date>.json, model_name)",
    "EleutherAI/lm-evaluation-harness lm_eval/result_schema.py (n-samples: documents evaluated per task)",
    "EleutherAI/lm-evaluation-harness lm_eval/utils.py (get_file_task_name, get_file_datetime, hash_string)",
    "EleutherAI/lm-evaluation-harness lm_eval/tasks/metabench/ (T and T_permute tasks)",
    "EleutherAI/lm-evaluation-harness lm_eval/filters/extraction.py (the [invalid] fallback)",
  ],
  async read(input, options) {
    const files: SampleFile[] = [];
    const docIds = new DocIds();
    for (const p of input.paths) files.push(await readSampleFile(p, input.workspace, options, input.meter, docIds));
    const conditions = conditionsOf(files, options);
    checkPairing(files, conditions);
    const notes: string[] = [];
    files.forEach((f, i) => {
      const condition = conditions[i]!;
      const t = f.tally;
      const parts = [
        `${f.path.display}: ${f.samples.length} rows${f.counted}; task "${f.task}"${f.group !== undefined ? ` (group "${f.group}")` : ""}, model "${f.model}", condition "${condition}", metric "${f.metric}", filter "${f.filter}"`,
        `right ${t.right}, wrong ${t.wrong}`,
      ];
      if (t.partial) parts.push(`partial ${t.partial} → ${options.partial === "unparsed" ? "null" : options.partial}`);
      if (f.invalid) parts.push(`no answer extracted (${INVALID}) ${f.invalid} → null`);
      notes.push(parts.join("; "));
    });
    return { rows: rowsOf(files, conditions), notes };
  },
};

/**
 * The rows, built one at a time as the writer reaches them: the samples stay in their columns
 * and no list of row objects is held (docs/reliability.md "Memory per outcome row").
 */
function rowsOf(files: readonly SampleFile[], conditions: readonly string[]): ImportedRows {
  return {
    length: files.reduce((n, f) => n + f.samples.length, 0),
    *[Symbol.iterator]() {
      for (const [k, f] of files.entries()) {
        const condition = conditions[k]!;
        // doc_id restarts at 0 in every task: the id carries the task (a permuted variant's base
        // task, so T and T_permute pair), and a group's subtasks (MMLU's 57) can be one condition.
        const task = baseTask(f.task);
        const s = f.samples;
        for (let i = 0; i < s.length; i++) {
          const row: OutcomeRow = { model: f.model, id: `${task}/${s.docId(i)}`, condition, correct: s.correct(i) };
          const score = s.score(i);
          if (score !== undefined) row.score = score;
          yield row;
        }
      }
    },
  };
}

/** lm-eval's own split of `samples_<task>_<date>.jsonl` (lm_eval/utils.py get_file_task_name, get_file_datetime). */
function taskAndDate(display: string): { task: string; date: string } {
  const name = basename(display);
  if (!name.startsWith("samples_") || !name.endsWith(".jsonl") || name.indexOf("_") === name.lastIndexOf("_")) {
    throw new InputError("an lm-eval samples file is named samples_<task>_<date>.jsonl", { file: display });
  }
  return {
    task: name.slice(name.indexOf("_") + 1, name.lastIndexOf("_")),
    date: name.slice(name.lastIndexOf("_") + 1).replace(/\.jsonl$/, ""),
  };
}

async function readSampleFile(
  p: ImportPath,
  workspace: string,
  o: ImportOptions,
  meter: ReadMeter | undefined,
  docIds: DocIds,
): Promise<SampleFile> {
  const { task, date } = taskAndDate(p.display);
  const { real } = await checkImportFile(p, workspace, MAX_OUTCOMES_FILE_BYTES, "lm-eval samples file");
  const results = await readResults(p, workspace, date, task);
  const model = modelOf(p, o, results, date);
  const reading = startReading(o, docIds);
  for await (const { text, line } of fileLines(real, p.display, meter)) {
    if (text.trim() === "") continue;
    readSampleLine(reading, text, { file: p.display, line }, o);
  }
  checkSampleCount(reading, results, p.display, task);
  reading.samples.trim();
  return {
    path: p,
    task,
    model,
    metric: reading.metric!,
    filter: reading.filter!,
    samples: reading.samples,
    tally: reading.tally,
    invalid: reading.invalid,
    counted: countedNote(results, date, task),
    group: results?.groupOf(task),
  };
}

/** `--model`, else the model_name of the run's results file; one of them must name it. */
function modelOf(p: ImportPath, o: ImportOptions, results: RunResults | undefined, date: string): string {
  const model = o.model ?? results?.modelName;
  if (model === undefined) {
    throw new InputError(
      results === undefined
        ? `no --model, and no results_${date}.json beside the file to name the model: give --model NAME`
        : `no --model, and ${basename(results.display)} has no model_name: give --model NAME`,
      { file: p.display, field: "--model" },
    );
  }
  return model;
}

/** One samples file's reading so far: the metric and filter settled on, and what was read. */
interface FileReading {
  metric: string | undefined;
  filter: string | undefined;
  /** The filter `--scorer METRIC,FILTER` named: without one, a second filter in the file is an error. */
  wantFilter: string | undefined;
  filters: Set<string>;
  /** The sample each doc_id was first read as. */
  byDoc: FirstSample;
  samples: SampleColumns;
  tally: ScoreTally;
  invalid: number;
}

function startReading(o: ImportOptions, docIds: DocIds): FileReading {
  const [wantMetric, wantFilter] = (o.scorer ?? "").split(",") as [string, string | undefined];
  return {
    metric: wantMetric === "" ? undefined : wantMetric,
    filter: wantFilter,
    wantFilter,
    filters: new Set<string>(),
    byDoc: new FirstSample(),
    samples: new SampleColumns(docIds),
    tally: new ScoreTally(),
    invalid: 0,
  };
}

type Where = (field: string) => { file: string; line: number; field: string };

/** One non-blank line: a logged sample of the filter read is checked, scored and kept. */
function readSampleLine(r: FileReading, text: string, at: { file: string; line: number }, o: ImportOptions): void {
  const where: Where = (field) => ({ ...at, field });
  const row = asObject(parseJson(text, at), at, "a logged sample");
  if (!isFilterRead(r, row, where)) return;
  const metric = metricOf(r, row, where);
  const docId = docIdOf(row.doc_id, where("doc_id"));
  const prev = r.byDoc.getOrSet(r.samples.docIds.of(docId), r.samples.length);
  if (prev >= 0) {
    const which =
      r.filter === UNNAMED_FILTER
        ? " (this lm-eval logs no filter name: a task with several filters cannot be told apart)"
        : ` with filter "${r.filter}"`;
    throw new InputError(
      `doc_id ${docId} appears twice${which} (first on line ${r.samples.line(prev)})`,
      where("doc_id"),
    );
  }
  const doc = row.doc;
  const originalHash =
    typeof doc === "object" && doc !== null && typeof (doc as { original_hash?: unknown }).original_hash === "string"
      ? (doc as { original_hash: string }).original_hash
      : undefined;
  const correct = correctOf(r, row, metric, o, where);
  r.samples.push({
    docId,
    docHash: stringOf(row.doc_hash, where("doc_hash")),
    promptHash: stringOf(row.prompt_hash, where("prompt_hash")),
    originalHash,
    correct,
    ...(o.signal === "probability" ? { score: goldProbability(row.filtered_resps, row.target, where) } : {}),
    line: at.line,
  });
}

/** Whether the row is of the filter read (the first one seen, unless --scorer named one). */
function isFilterRead(r: FileReading, row: Record<string, unknown>, where: Where): boolean {
  // lm-eval before v0.4.7 logs neither `filter` nor `metrics` (#2517): one unnamed filter, and
  // the metric must be named with --scorer.
  const rowFilter = row.filter === undefined ? UNNAMED_FILTER : stringOf(row.filter, where("filter"));
  r.filters.add(rowFilter);
  // Several filters log one row per document each: which one is read must be said, not guessed.
  r.filter ??= rowFilter;
  if (rowFilter === r.filter) return true;
  if (r.wantFilter === undefined)
    throw new InputError(
      `the file holds filters "${r.filter}" and "${rowFilter}"; pick one with --scorer METRIC,FILTER (lm-eval's own "metric,filter" key)`,
      where("filter"),
    );
  return false;
}

/** The metric read: --scorer's, else the sample's only one; the sample must carry its value. */
function metricOf(r: FileReading, row: Record<string, unknown>, where: Where): string {
  const metrics = row.metrics ?? [];
  if (!Array.isArray(metrics) || !metrics.every((m) => typeof m === "string")) {
    throw new InputError("expected the list of metric keys", where("metrics"));
  }
  if (r.metric === undefined && row.metrics === undefined) {
    throw new InputError(
      "the sample names no metrics (lm-eval before v0.4.7); name the one to read with --scorer METRIC",
      where("metrics"),
    );
  }
  if (r.metric === undefined) {
    if (metrics.length !== 1)
      throw new InputError(
        `the sample has metrics ${metrics.join(", ")}; pick one with --scorer METRIC (e.g. --scorer ${metrics[0] ?? "acc"})`,
        where("metrics"),
      );
    r.metric = metrics[0] as string;
  }
  const metric = r.metric;
  if (!(metric in row)) {
    throw new InputError(`no "${metric}" value (the sample's metrics: ${metrics.join(", ") || "none"})`, where(metric));
  }
  return metric;
}

/** The sample's outcome under the partial-credit policy, counted in the file's tally. */
function correctOf(
  r: FileReading,
  row: Record<string, unknown>,
  metric: string,
  o: ImportOptions,
  where: Where,
): boolean | null {
  if (extractedNothing(row.filtered_resps)) {
    // The regex filter found no answer in the reply: lm-eval scores it 0; it is unparsed, not wrong.
    r.invalid++;
    return null;
  }
  const reading = readValue(row[metric]);
  r.tally.note(reading);
  return applyPolicy(reading, o.partial, where(metric));
}

/** At least one sample of the filter read, and as many as the run's results file says it evaluated. */
function checkSampleCount(r: FileReading, results: RunResults | undefined, display: string, task: string): void {
  if (r.samples.length === 0) {
    throw new InputError(
      r.filters.size > 0
        ? `no sample has filter "${r.filter}" (filters present: ${[...r.filters].join(", ")})`
        : "no logged samples (the file is empty)",
      { file: display, ...(r.filters.size > 0 ? { field: "--scorer" } : {}) },
    );
  }
  // A file cut at a line boundary parses cleanly: the run's own count is what shows it.
  if (results?.effective !== undefined && r.samples.length !== results.effective) {
    throw new InputError(
      `holds ${r.samples.length} documents for filter "${r.filter}", but ${basename(results.display)} says the run evaluated ${results.effective} (n-samples.${task}.effective): truncated, or from another run?`,
      { file: display },
    );
  }
}

/** What the note says about the row count check. */
function countedNote(results: RunResults | undefined, date: string, task: string): string {
  return results === undefined
    ? `; the n-samples check was skipped: no results_${date}.json beside the file (a renamed or moved results file cannot be found), so a file cut short at a line boundary would not show`
    : results.effective !== undefined
      ? `, as ${basename(results.display)} counts`
      : `; the n-samples check was skipped: ${basename(results.display)} has no n-samples.${task}.effective`;
}

/** What the run's results_<date>.json says about one task. */
interface RunResults {
  display: string;
  modelName: string | undefined;
  /** `n-samples[task].effective`: the documents the run evaluated (after --limit / --samples). */
  effective: number | undefined;
  /** The top-level group of a task, from `group_subtasks` ({group: [subtask or subgroup, …]}). */
  groupOf(task: string): string | undefined;
}

/**
 * The results_<date>.json the same run wrote beside the samples (lm_eval/loggers/evaluation_tracker.py;
 * `model_name` from its general config tracker, `n-samples` per lm_eval/result_schema.py), or
 * undefined when there is none.
 */
async function readResults(
  p: ImportPath,
  workspace: string,
  date: string,
  task: string,
): Promise<RunResults | undefined> {
  const path = join(dirname(p.path), `results_${date}.json`);
  const display = join(dirname(p.display), `results_${date}.json`);
  try {
    await stat(path);
  } catch {
    return undefined;
  }
  // The results file is small (aggregated metrics and config); the cap keeps a hostile one cheap.
  const { real } = await checkInputFile(path, {
    display,
    maxBytes: MAX_RESULTS_BYTES,
    what: "lm-eval results file",
    workspace,
  });
  const v = asObject(await readJsonFile(real, display), { file: display }, "lm-eval's results");
  const name = typeof v.model_name === "string" && v.model_name.trim() !== "" ? v.model_name.trim() : undefined;
  const counts = v["n-samples"];
  const count = typeof counts === "object" && counts !== null ? (counts as Record<string, unknown>)[task] : undefined;
  const effective =
    typeof count === "object" && count !== null && Number.isSafeInteger((count as { effective?: unknown }).effective)
      ? (count as { effective: number }).effective
      : undefined;
  return { display, modelName: name, effective, groupOf: topGroupOf(v.group_subtasks) };
}

/**
 * `group_subtasks` (lm_eval/evaluator.py: each group → its subtasks and subgroups, a task with no
 * group → []) → the top-level group that holds a task: MMLU's `mmlu_philosophy` is in
 * `mmlu_humanities`, which is in `mmlu`. Anything but that shape reads as no groups.
 */
function topGroupOf(v: unknown): (task: string) => string | undefined {
  const parent = new Map<string, string>();
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    for (const [group, members] of Object.entries(v as Record<string, unknown>)) {
      if (!Array.isArray(members)) continue;
      for (const m of members) if (typeof m === "string" && m !== group && !parent.has(m)) parent.set(m, group);
    }
  }
  return (task) => {
    let g = parent.get(task);
    if (g === undefined) return undefined;
    // Up to the top; a cycle (a hostile file) stops where it would repeat.
    const seen = new Set<string>([task]);
    while (parent.has(g) && !seen.has(g)) {
      seen.add(g);
      g = parent.get(g)!;
    }
    return g;
  };
}

/**
 * Each file's condition: --condition (per path, or one for all), else the task name; a task given
 * with its `_permute` variant (and no --condition) pairs as original and perturbed:permute.
 */
function conditionsOf(files: readonly SampleFile[], o: ImportOptions): string[] {
  const tasks = new Set(files.map((f) => f.task));
  return files.map((f) => {
    if (f.path.condition !== undefined) return f.path.condition;
    if (o.condition !== undefined) return o.condition;
    if (f.task.endsWith(PERMUTE) && tasks.has(f.task.slice(0, -PERMUTE.length))) return `${PERTURBED_PREFIX}permute`;
    if (tasks.has(f.task + PERMUTE)) return ORIGINAL;
    // A group's subtasks (MMLU's 57) are one benchmark: one condition, the group's name.
    return f.group ?? f.task;
  });
}

/**
 * The hashes must agree where the question should be the same: one task's documents have one
 * `doc_hash` in every file, and within one condition one `prompt_hash` (a different few-shot count,
 * template, chat template or task version changes the prompt: those answers are not paired). A task
 * and its permuted variant change the document by design; there metabench's `doc.original_hash`
 * must agree when both carry it.
 */
function checkPairing(files: readonly SampleFile[], conditions: readonly string[]): void {
  // Per key, an array by doc number of the first sample (numbered across the files): the samples
  // are already held, and millions of them must fit a runner (docs/reliability.md "Memory per outcome row").
  const seenDoc = new Map<string, FirstSample>();
  const seenPrompt = new Map<string, FirstSample>();
  const seenOriginal = new Map<string, FirstSample>();
  const inner = (m: Map<string, FirstSample>, key: string) => {
    let v = m.get(key);
    if (v === undefined) {
      v = new FirstSample();
      m.set(key, v);
    }
    return v;
  };
  const starts: number[] = [];
  let total = 0;
  for (const f of files) {
    starts.push(total);
    total += f.samples.length;
  }
  /** The file and index of a sample numbered across the files. */
  const find = (n: number): [SampleFile, number] => {
    let k = files.length - 1;
    while (starts[k]! > n) k--;
    return [files[k]!, n - starts[k]!];
  };
  const clash = (what: string, f: SampleFile, i: number, first: number, why: string) => {
    const [g, j] = find(first);
    return new InputError(
      `doc_id ${f.samples.docId(i)}: ${what} differs from ${g.path.display}:${g.samples.line(j)} (${why}); these answers are not to the same question`,
      { file: f.path.display, line: f.samples.line(i), field: what },
    );
  };
  files.forEach((f, k) => {
    const base = baseTask(f.task);
    const docs = inner(seenDoc, f.task);
    const prompts = inner(seenPrompt, JSON.stringify([f.task, conditions[k]]));
    const originals = inner(seenOriginal, base);
    const s = f.samples;
    for (let i = 0; i < s.length; i++) {
      const n = starts[k]! + i;
      const doc = s.doc(i);
      const d = docs.getOrSet(doc, n);
      if (d >= 0) {
        const [g, j] = find(d);
        if (!s.docHash.same(i, g.samples.docHash, j))
          throw clash("doc_hash", f, i, d, `same task "${f.task}", another document`);
      }
      const p = prompts.getOrSet(doc, n);
      if (p >= 0) {
        const [g, j] = find(p);
        if (!s.promptHash.same(i, g.samples.promptHash, j))
          throw clash(
            "prompt_hash",
            f,
            i,
            p,
            `same task and condition "${conditions[k]}", another prompt: few-shot, template or task version differ`,
          );
      }
      if (s.originalHash.has(i)) {
        const q = originals.getOrSet(doc, n);
        if (q >= 0) {
          const [g, j] = find(q);
          if (!s.originalHash.same(i, g.samples.originalHash, j))
            throw clash("doc.original_hash", f, i, q, `task "${base}" and its permuted variant`);
        }
      }
    }
  });
}

/** `T` for `T_permute` (metabench's permuted variant of T), else the task itself. */
function baseTask(task: string): string {
  return task.endsWith(PERMUTE) ? task.slice(0, -PERMUTE.length) : task;
}

function extractedNothing(v: unknown): boolean {
  return v === INVALID || (Array.isArray(v) && v.length > 0 && v.every((x) => x === INVALID));
}

/** A metric value: lm-eval logs acc/exact_match as 0.0/1.0 (or a bool); fractions are partial. */
function readValue(v: unknown): ScoreReading {
  if (typeof v === "boolean") return { kind: v ? "right" : "wrong" };
  if (typeof v === "number") return readNumber(v);
  return {
    kind: "invalid",
    why: `expected a number or a boolean, got ${v === null ? "null" : Array.isArray(v) ? "a list" : typeof v}`,
  };
}

function docIdOf(v: unknown, where: { file: string; line: number; field: string }): string {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === "string" && v !== "") return v;
  throw new InputError("must be a non-negative integer", where);
}

function stringOf(v: unknown, where: { file: string; line: number; field: string }): string {
  if (typeof v === "string" && v !== "") return v;
  throw new InputError("missing or not a string", where);
}

/**
 * The soft score of a multiple-choice sample (docs/import.md "Soft scores"): lm-eval asks one
 * loglikelihood per choice and logs them, after the filter, as `filtered_resps` = [[ℓ_i, is_greedy], …];
 * `target` is the gold choice's index. The score is exp(ℓ_gold) / Σ exp(ℓ_i): the model's probability
 * of the gold continuation among the choices, the distribution `acc` takes its argmax of. A sample
 * of another shape (generated text, several golds) has no such probability: an error, not a guess.
 */
function goldProbability(
  resps: unknown,
  target: unknown,
  where: (field: string) => { file: string; line: number; field: string },
): number {
  const lls: number[] = [];
  if (Array.isArray(resps)) {
    for (const r of resps) {
      const ll = Array.isArray(r) ? r[0] : undefined;
      if (typeof ll !== "number" || !Number.isFinite(ll) || ll > 0) {
        lls.length = 0;
        break;
      }
      lls.push(ll);
    }
  }
  if (lls.length < 2) {
    throw new InputError(
      "--signal probability needs a multiple-choice sample: one [loglikelihood, is_greedy] per choice (this one has another shape, e.g. generated text)",
      where("filtered_resps"),
    );
  }
  const gold =
    typeof target === "number" ? target : typeof target === "string" && /^\d+$/.test(target) ? Number(target) : NaN;
  if (!Number.isSafeInteger(gold) || gold < 0 || gold >= lls.length) {
    throw new InputError(
      `--signal probability needs the gold choice's index (0 to ${lls.length - 1}) as target`,
      where("target"),
    );
  }
  // Shifted by the largest loglikelihood so no exp underflows to 0 over 0.
  const top = Math.max(...lls);
  let sum = 0;
  for (const ll of lls) sum += Math.exp(ll - top);
  return Math.exp(lls[gold]! - top) / sum;
}
