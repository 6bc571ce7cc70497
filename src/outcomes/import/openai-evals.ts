/**
 * `contamgate import openai-evals`: the JSONL log `oaieval --record_path` writes → outcome rows
 * (docs/import.md "OpenAI evals"). Field names from openai/evals' own source: the log's lines
 * (evals/record.py LocalRecorder: a `spec` line, Event lines, a `final_report` line), the spec
 * (evals/base.py RunSpec), sample ids (evals/eval.py eval_all_samples) and the outcome of a sample
 * (evals/record.py record_match, written by evals/api.py record_and_check_match).
 *
 * - One outcome per sample: its `match` event's `data.correct`, or with `--scorer NAME` its
 *   `metrics` event's `data.NAME` (model-graded evals record_metrics a `score`,
 *   evals/elsuite/modelgraded/classify.py) through --partial. A sample with an `error` event and
 *   no outcome is unparsed (null); two outcome events for one sample are refused (a sub-check
 *   per step is not an item's outcome).
 * - model = the spec's one completion function (or --model); condition = the spec's eval_name (or
 *   --condition); id = the sample's index (`<base_eval>.<split>.<idx>` without the eval's prefix,
 *   so the same samples file under two eval names pairs).
 * - Two runs of the same (model, condition) are replicates: epochs 1..k in the order given.
 */
import { InputError } from "../../errors.js";
import type { OutcomeRow } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import {
  child,
  describeJson,
  expectObject,
  expectString,
  plural,
  quoteName,
  tally,
  readToolJsonl,
  type ToolPlace,
  toolError,
  unusableName,
} from "./tool-files.js";
import { applyPolicy, readNumber } from "./score.js";
import type { Importer, ImportInput, ImportOptions, ImportResult } from "./types.js";

/** INVALID_STR, evals/elsuite/modelgraded/classify_utils.py. */
const MODELGRADED_INVALID = "__invalid__";

/** One parsed line of a record file. */
export type EvalsLine =
  | { kind: "spec"; at: ToolPlace; spec: EvalsSpec }
  | { kind: "event"; at: ToolPlace; event: EvalsEvent }
  | { kind: "final"; at: ToolPlace };

/** The RunSpec fields the import uses (evals/base.py). */
export interface EvalsSpec {
  readonly runId: string;
  readonly evalName: string;
  readonly baseEval: string;
  readonly split: string;
  readonly completionFns: readonly string[];
}

/**
 * An Event (evals/record.py): a sample's outcome (a match's `correct`, or with --scorer the named
 * field of a `metrics` event, `hasScore` false when that event lacks it), an error, or another
 * type (counted only).
 */
export type EvalsEvent =
  | { type: "match"; runId: string; sampleId: string; correct: boolean }
  | {
      type: "score";
      runId: string;
      sampleId: string;
      hasScore: true;
      value: boolean | number | null;
      valueAt: ToolPlace;
      /** The model-graded choice was INVALID_STR: no grade, whatever score evals gave it. */
      invalidChoice: boolean;
    }
  | { type: "score"; runId: string; sampleId: string; hasScore: false; keys: string[] }
  | { type: "error"; runId: string; sampleId: string }
  | { type: "other"; runId: string; name: string };

/**
 * The line at `at`, checked. Without `scorer` the outcomes are `match` events; with it, the
 * `scorer` field of `metrics` events (and match events are only counted). Pure.
 */
export function parseEvalsLine(v: unknown, at: ToolPlace, scorer?: string): EvalsLine {
  const o = expectObject(v, at, "a JSON object (a spec, an event or a final_report line)");
  if ("spec" in o) {
    const specAt = child(at, "spec");
    const s = expectObject(o.spec, specAt, "the RunSpec object");
    const fns = s.completion_fns;
    if (!Array.isArray(fns) || fns.length === 0 || fns.some((f) => typeof f !== "string" || f === "")) {
      throw toolError(child(specAt, "completion_fns"), `must be a non-empty list of names, got ${describeJson(fns)}`);
    }
    return {
      kind: "spec",
      at,
      spec: {
        runId: expectString(s, "run_id", specAt),
        evalName: expectString(s, "eval_name", specAt),
        baseEval: expectString(s, "base_eval", specAt),
        split: expectString(s, "split", specAt),
        completionFns: fns as string[],
      },
    };
  }
  // Older LocalRecorders wrote {"final_report": …} without run_id (evals/registry/data/self_prompting/oriprompt.log).
  if ("final_report" in o) return { kind: "final", at };
  if (!("type" in o)) {
    throw toolError(at, "not an OpenAI evals record line: expected a spec, an event (with type) or a final_report");
  }
  const runId = expectString(o, "run_id", at);
  const type = expectString(o, "type", at);
  const outcomeType = scorer === undefined ? "match" : "metrics";
  if (type !== outcomeType && type !== "error")
    return { kind: "event", at, event: { type: "other", runId, name: type } };
  const sampleId = expectString(o, "sample_id", at);
  if (type === "error") return { kind: "event", at, event: { type: "error", runId, sampleId } };
  if (scorer !== undefined) {
    const dataAt = child(at, "data");
    const data = expectObject(o.data, dataAt, "the metrics event's data object");
    if (!(scorer in data)) {
      return { kind: "event", at, event: { type: "score", runId, sampleId, hasScore: false, keys: Object.keys(data) } };
    }
    const value = data[scorer];
    const valueAt = child(dataAt, scorer);
    if (value !== null && typeof value !== "boolean" && typeof value !== "number") {
      throw toolError(valueAt, `must be a number, true, false or null, got ${describeJson(value)}`);
    }
    // classify_utils.py: an unparseable grader reply is the choice "__invalid__" and scores the
    // lowest choice score; it is no grade at all, so unparsed here (as lm-eval's [invalid]).
    const invalidChoice = data.choice === MODELGRADED_INVALID;
    return {
      kind: "event",
      at,
      event: { type: "score", runId, sampleId, hasScore: true, value, valueAt, invalidChoice },
    };
  }
  const data = expectObject(o.data, child(at, "data"), "the match event's data object");
  if (typeof data.correct !== "boolean") {
    throw toolError(
      child(child(at, "data"), "correct"),
      `must be true or false (evals/record.py record_match), got ${describeJson(data.correct)}`,
    );
  }
  return { kind: "event", at, event: { type: "match", runId, sampleId, correct: data.correct } };
}

/** A run: its spec and its samples' outcomes, in log order. */
interface Run {
  readonly spec: EvalsSpec;
  readonly at: ToolPlace;
  /** Per sample, its outcome event: a match's correct, or the --scorer value (null: the log's null). */
  readonly matches: Map<string, { correct: boolean | null; at: ToolPlace }>;
  /** Samples whose metrics events lack the --scorer field (and the fields they have). */
  readonly unscored: Map<string, { at: ToolPlace; keys: string[] }>;
  readonly errors: Map<string, ToolPlace>;
  readonly others: Map<string, number>;
  /** --scorer values strictly between 0 and 1, and null values, counted for the notes. */
  partial: number;
  nullScores: number;
  invalidChoices: number;
}

/** The runs in the lines of one file (in order); --scorer values go through --partial. Pure. */
export function runsOfLines(lines: readonly EvalsLine[], file: string, options: ImportOptions): Run[] {
  const runs = new Map<string, Run>();
  for (const l of lines) {
    if (l.kind === "spec") {
      const prev = runs.get(l.spec.runId);
      if (prev !== undefined) {
        throw toolError(
          child(child(l.at, "spec"), "run_id"),
          `run ${l.spec.runId} has a second spec line (first at line ${prev.at.line})`,
        );
      }
      runs.set(l.spec.runId, {
        spec: l.spec,
        at: l.at,
        matches: new Map(),
        unscored: new Map(),
        errors: new Map(),
        others: new Map(),
        partial: 0,
        nullScores: 0,
        invalidChoices: 0,
      });
      continue;
    }
    if (l.kind === "final") continue;
    const runId = l.event.runId;
    const run = runs.get(runId);
    if (run === undefined) {
      throw toolError(
        child(l.at, "run_id"),
        `run ${runId} has no spec line before this one (LocalRecorder writes the spec first, evals/record.py)`,
      );
    }
    const e = l.event;
    if (e.type === "other") run.others.set(e.name, (run.others.get(e.name) ?? 0) + 1);
    else if (e.type === "error") {
      if (!run.errors.has(e.sampleId)) run.errors.set(e.sampleId, l.at);
    } else if (e.type === "score" && !e.hasScore) {
      if (!run.unscored.has(e.sampleId)) run.unscored.set(e.sampleId, { at: l.at, keys: e.keys });
    } else {
      const what = e.type === "match" ? "match event" : `metrics event with ${options.scorer}`;
      const prev = run.matches.get(e.sampleId);
      if (prev !== undefined) {
        throw toolError(
          child(l.at, "sample_id"),
          `sample ${e.sampleId} of run ${runId} has a second ${what} (first at line ${prev.at.line}); one sample, one outcome: an eval that records one per step is not read`,
        );
      }
      let correct: boolean | null;
      if (e.type === "match") correct = e.correct;
      else if (e.invalidChoice) {
        correct = null;
        run.invalidChoices++;
      } else if (e.value === null) {
        correct = null;
        run.nullScores++;
      } else if (typeof e.value === "boolean") correct = e.value;
      else {
        const reading = readNumber(e.value);
        if (reading.kind === "partial") run.partial++;
        correct = applyPolicy(reading, options.partial, {
          file: e.valueAt.file,
          field: e.valueAt.path,
          ...(e.valueAt.line !== undefined ? { line: e.valueAt.line } : {}),
        });
      }
      run.matches.set(e.sampleId, { correct, at: l.at });
    }
  }
  if (runs.size === 0) throw new InputError("holds no spec line: not an oaieval --record_path log", { file });
  return [...runs.values()];
}

/** Outcome rows from the runs of every file (files in the order given). Pure. */
export function evalsRows(
  runs: readonly Run[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string> = new Map(),
): ImportResult {
  const evalNames = [...new Set(runs.map((r) => r.spec.evalName))];
  checkConditions(runs, evalNames, options, conditionByFile);
  const models = new Set<string>();
  const keyed = runs.map((run) => {
    const model = options.model ?? modelOf(run);
    models.add(model);
    return { run, model, condition: options.condition ?? conditionByFile.get(run.at.file) ?? conditionOf(run) };
  });
  checkOneCompletionFn(runs, options);
  const perPair = new Map<string, number>();
  for (const k of keyed) {
    const pair = JSON.stringify([k.model, k.condition]);
    perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
  }
  const anyRepeated = [...perPair.values()].some((n) => n > 1);
  const seenInPair = new Map<string, number>();
  const collector = new OutcomeCollector();
  const counts = newCounts();
  for (const { run, model, condition } of keyed) {
    checkRunScored(run, options);
    const pair = JSON.stringify([model, condition]);
    // Epochs on every row once any pair has several runs (a pair with one run is epoch 1): a row
    // without one would be left out by a reader that keeps one epoch (verdict --epoch N).
    const epoch = anyRepeated ? (seenInPair.get(pair) ?? 0) + 1 : undefined;
    seenInPair.set(pair, epoch ?? 1);
    addRunRows(collector, counts, run, { model, condition, epoch });
  }
  const repeated = [...perPair.values()].filter((n) => n > 1).length;
  return { rows: collector.rows, notes: evalsNotes(runs, collector, models, evalNames, counts, repeated, options) };
}

/** --condition (for all rows, or for one file's) may stand only for one eval's runs. */
function checkConditions(
  runs: readonly Run[],
  evalNames: readonly string[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string>,
): void {
  if (options.condition !== undefined && evalNames.length > 1) {
    throw new InputError(
      `--condition ${options.condition}: names one condition for every row, but the logs are of ${evalNames.length} evals (${evalNames.map(quoteName).join(", ")}); import each eval with its own --condition`,
    );
  }
  for (const [file, condition] of conditionByFile) {
    const inFile = [...new Set(runs.filter((r) => r.at.file === file).map((r) => r.spec.evalName))];
    if (inFile.length > 1) {
      throw new InputError(
        `--condition ${condition} names one condition for this file's rows, but it holds runs of ${inFile.length} evals (${inFile.map(quoteName).join(", ")})`,
        { file },
      );
    }
  }
}

/** --model may stand only for logs of one completion function (list). */
function checkOneCompletionFn(runs: readonly Run[], options: ImportOptions): void {
  if (options.model === undefined) return;
  const named = [...new Set(runs.map((r) => r.spec.completionFns.join(",")))];
  if (named.length > 1) {
    throw new InputError(
      `--model ${options.model}: names one model for every row, but the logs are of ${named.length} completion functions (${named.map(quoteName).join(", ")}); import each model's logs with its own --model`,
    );
  }
}

/** A run with no outcome event gives rows only when its samples errored (each then unparsed). */
function checkRunScored(run: Run, options: ImportOptions): void {
  if (run.matches.size !== 0) return;
  if (options.scorer !== undefined) {
    const keys = [...new Set([...run.unscored.values()].flatMap((u) => u.keys))].sort();
    throw toolError(
      run.at,
      `run ${run.spec.runId} (${quoteName(run.spec.evalName)}) has no metrics event with ${options.scorer} (${keys.length === 0 ? "no metrics events" : `their fields: ${keys.slice(0, 12).join(", ")}`}); name one with --scorer`,
    );
  }
  if (run.errors.size === 0) {
    throw toolError(
      run.at,
      `run ${run.spec.runId} (${quoteName(run.spec.evalName)}) has no match event: only evals that record_match (evals/record.py) give outcomes; a model-graded eval's record_metrics score is read with --scorer score`,
    );
  }
}

/** What the notes count across runs. */
interface RowCounts {
  errored: number;
  erroredAndMatched: number;
  unscored: number;
  partial: number;
  nullScores: number;
  invalidChoices: number;
  wholeIds: number;
  others: Map<string, number>;
}

function newCounts(): RowCounts {
  return {
    errored: 0,
    erroredAndMatched: 0,
    unscored: 0,
    partial: 0,
    nullScores: 0,
    invalidChoices: 0,
    wholeIds: 0,
    others: new Map<string, number>(),
  };
}

/** One run's rows: its outcomes, then errored samples without one, then samples the scorer missed. */
function addRunRows(
  collector: OutcomeCollector,
  counts: RowCounts,
  run: Run,
  key: { model: string; condition: string; epoch: number | undefined },
): void {
  const { model, condition, epoch } = key;
  const idOf = sampleIds(run);
  if (idOf.whole) counts.wholeIds++;
  const add = (sampleId: string, correct: boolean | null, at: ToolPlace) => {
    const row: OutcomeRow = { model, id: idOf.id(sampleId), condition, correct };
    if (epoch !== undefined) row.epoch = epoch;
    collector.add(row, { file: at.file, ...(at.line !== undefined ? { line: at.line } : {}) });
  };
  for (const [sampleId, m] of run.matches) {
    if (run.errors.has(sampleId)) counts.erroredAndMatched++;
    add(sampleId, m.correct, m.at);
  }
  for (const [sampleId, at] of run.errors) {
    if (run.matches.has(sampleId)) continue;
    counts.errored++;
    add(sampleId, null, at);
  }
  for (const [sampleId, u] of run.unscored) {
    if (run.matches.has(sampleId) || run.errors.has(sampleId)) continue;
    counts.unscored++;
    add(sampleId, null, u.at);
  }
  counts.partial += run.partial;
  counts.nullScores += run.nullScores;
  counts.invalidChoices += run.invalidChoices;
  for (const [name, n] of run.others) counts.others.set(name, (counts.others.get(name) ?? 0) + n);
}

function evalsNotes(
  runs: readonly Run[],
  collector: OutcomeCollector,
  models: ReadonlySet<string>,
  evalNames: readonly string[],
  counts: RowCounts,
  repeated: number,
  options: ImportOptions,
): string[] {
  const { errored, erroredAndMatched, unscored, partial, nullScores, invalidChoices, wholeIds, others } = counts;
  const files = [...new Set(runs.map((r) => r.at.file))];
  const notes = [
    tally(collector.rows),
    `${plural(runs.length, "run")} from ${plural(files.length, "file")}: ${plural(collector.rows.length, "sample outcome")}, ${plural(models.size, "model")}, ${plural(evalNames.length, "eval")} (${evalNames.map(quoteName).join(", ")})`,
  ];
  if (errored > 0) {
    notes.push(
      `${plural(errored, "sample")} with an error event and no ${options.scorer === undefined ? "match event" : `metrics event with ${options.scorer}`}: imported as unparsed (correct: null), not as wrong`,
    );
  }
  if (unscored > 0) {
    notes.push(
      `${plural(unscored, "sample")} whose metrics events have no ${options.scorer}: imported as unparsed (correct: null)`,
    );
  }
  if (invalidChoices > 0) {
    notes.push(
      `${plural(invalidChoices, "sample")} whose model-graded choice is "${MODELGRADED_INVALID}" (the grader's reply named no choice; evals scores it as the lowest choice): unparsed (correct: null), not wrong`,
    );
  }
  if (nullScores > 0) {
    notes.push(
      `${plural(nullScores, "sample")} with ${options.scorer} null (no choice_scores in the model-graded spec): unparsed (correct: null)`,
    );
  }
  if (partial > 0) {
    notes.push(
      `${plural(partial, "sample")} with ${options.scorer} strictly between 0 and 1: counted ${options.partial} (--partial)`,
    );
  }
  if (erroredAndMatched > 0) {
    notes.push(
      `${plural(erroredAndMatched, "sample")} with an error event and a match event: the match is the outcome`,
    );
  }
  if (repeated > 0) {
    notes.push(
      `${plural(repeated, "(model, condition) pair")} with several runs: replicates, epochs 1..k in the order the runs were given (every row carries an epoch; a pair with one run is epoch 1)`,
    );
  }
  if (wholeIds > 0) {
    notes.push(
      `in ${plural(wholeIds, "run")} some sample_id lacks the "<base_eval>.<split>." prefix: ids are the whole sample_id there`,
    );
  }
  if (others.size > 0) {
    const list = [...others].map(([name, n]) => `${name} ${n.toLocaleString("en-US")}`).join(", ");
    notes.push(`events that carry no outcome, not imported: ${list}`);
  }
  return notes;
}

function modelOf(run: Run): string {
  const fns = run.spec.completionFns;
  const at = child(child(run.at, "spec"), "completion_fns");
  if (fns.length > 1) {
    throw toolError(
      at,
      `run ${run.spec.runId} names ${fns.length} completion functions (${fns.map(quoteName).join(", ")}); give --model NAME for the model these outcomes belong to`,
    );
  }
  const why = unusableName(fns[0]!);
  if (why !== undefined) throw toolError(at, `the completion function's name ${why}; give --model NAME`);
  return fns[0]!;
}

function conditionOf(run: Run): string {
  const why = unusableName(run.spec.evalName);
  if (why !== undefined) {
    throw toolError(child(child(run.at, "spec"), "eval_name"), `the eval name ${why}; give --condition NAME`);
  }
  return run.spec.evalName;
}

/** `<base_eval>.<split>.<idx>` → `<idx>` when every sample of the run has that prefix. */
function sampleIds(run: Run): { id: (s: string) => string; whole: boolean } {
  const prefix = `${run.spec.baseEval}.${run.spec.split}.`;
  const all = [...run.matches.keys(), ...run.errors.keys(), ...run.unscored.keys()];
  const strip = all.every((s) => s.startsWith(prefix) && s.length > prefix.length);
  return strip ? { id: (s) => s.slice(prefix.length), whole: false } : { id: (s) => s, whole: true };
}

async function readEvals(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const runs: Run[] = [];
  const conditionByFile = new Map<string, string>();
  for (const p of input.paths) {
    if (p.condition !== undefined) conditionByFile.set(p.display, p.condition);
    const lines: EvalsLine[] = [];
    for await (const { value, line } of readToolJsonl(p, input.workspace, "OpenAI evals record file", input.meter)) {
      // A parsed line keeps ids and outcomes only: sampling events' prompts are not held.
      lines.push(parseEvalsLine(value, { file: p.display, line, path: "" }, options.scorer));
    }
    if (lines.length === 0) throw new InputError("is empty: not an oaieval --record_path log", { file: p.display });
    runs.push(...runsOfLines(lines, p.display, options));
  }
  return evalsRows(runs, options, conditionByFile);
}

export const openaiEvalsImporter: Importer = {
  name: "openai-evals",
  summary:
    "OpenAI evals oaieval --record_path JSONL (match events, or --scorer: a metrics field; model, condition from the spec)",
  sources: [
    "openai/evals evals/record.py (LocalRecorder lines, Event, record_match, record_error)",
    "openai/evals evals/base.py (RunSpec)",
    "openai/evals evals/eval.py (sample_id = base_eval.split.idx)",
    "openai/evals evals/elsuite/basic/match.py and evals/api.py (record_and_check_match)",
    "openai/evals evals/elsuite/modelgraded/classify.py (record_metrics choice, score)",
  ],
  read: readEvals,
};
