/**
 * `contamgate import promptfoo`: promptfoo's `-o results.json` / `-o results.jsonl` output → outcome
 * rows (docs/import.md "promptfoo"). Field names from promptfoo's own source: `EvaluateResult`,
 * `ResultFailureReason` (src/types/index.ts), the output file (src/util/output.ts) and the eval
 * loop that numbers tests and repeats (src/evaluator.ts).
 *
 * - model = the provider's label, else its id; condition = the prompt's label; id = a hash of the
 *   test: its vars, and its description and assertions when it has them (the same test is the
 *   same item, whatever prompt or provider asked it, in any file).
 * - correct = `success` (or, with `--scorer NAME`, the named score `namedScores[NAME]` through
 *   --partial), except `failureReason` 2 (ERROR: the provider call or the grader failed), which
 *   is unparsed (null): an error says nothing about the answer.
 * - The same (provider, prompt, vars) asked again (`--repeat N`) is a replicate: epochs 1..k in
 *   testIdx order, which is the order promptfoo's repeat loop asked them.
 */
import { createHash } from "node:crypto";
import { InputError } from "../../errors.js";
import type { OutcomeRow } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import {
  plainObject,
  canonicalJson,
  child,
  describeJson,
  expectObject,
  expectString,
  plural,
  quoteName,
  tally,
  readToolJson,
  readToolJsonl,
  type ToolPlace,
  toolError,
  unusableName,
} from "./tool-files.js";
import { applyPolicy, readNumber } from "./score.js";
import type { Importer, ImportInput, ImportOptions, ImportResult } from "./types.js";

/** promptfoo's ResultFailureReason (src/types/index.ts). */
const FAILURE_NONE = 0;
const FAILURE_ASSERT = 1;
const FAILURE_ERROR = 2;

/** One EvaluateResult, reduced to what pairing needs. */
export interface PromptfooResult {
  readonly at: ToolPlace;
  /** provider.label, else provider.id. */
  readonly provider: string;
  /** prompt.label. */
  readonly prompt: string;
  /** promptId, when the result has one (a label must name one prompt). */
  readonly promptId: string | undefined;
  /**
   * The item id: a hash of the canonical JSON of `vars`, or, when the test has a description or
   * assertions, of `{assert, description, vars}` (docs/import.md "promptfoo").
   */
  readonly item: string;
  /** Hash of `vars` alone: tests that share it are counted in the notes. */
  readonly vars: string;
  /**
   * From failureReason: pass, fail-assert, fail-unknown (NONE with success false), error; without
   * it (older results), by promptfoo's rule: pass-unmarked, fail-graded, error-unmarked.
   */
  readonly outcome:
    | "pass"
    | "fail-assert"
    | "fail-unknown"
    | "error"
    | "pass-unmarked"
    | "fail-graded"
    | "error-unmarked";
  /** namedScores (a metric name per assertion `metric:`), for `--scorer NAME`. */
  readonly namedScores: ReadonlyMap<string, number>;
  /** testIdx, when present: the order repeats were asked in. */
  readonly testIdx: number | undefined;
  readonly promptIdx: number | undefined;
}

/** The result at `at`, checked field by field. Pure. */
export function parsePromptfooResult(v: unknown, at: ToolPlace): PromptfooResult {
  const r = expectObject(v, at, "a promptfoo EvaluateResult object");
  const providerAt = child(at, "provider");
  const provider = expectObject(r.provider, providerAt, "an object with the provider's id and label");
  const id = expectString(provider, "id", providerAt);
  const label = provider.label;
  if (label !== undefined && label !== null && typeof label !== "string") {
    throw toolError(child(providerAt, "label"), `must be a string, got ${describeJson(label)}`);
  }
  const promptAt = child(at, "prompt");
  const prompt = expectObject(r.prompt, promptAt, "an object with the prompt's label");
  // `display` is the label's name before promptfoo 0.59 (src/validators/prompts.ts PromptSchema).
  const promptLabel =
    prompt.label === undefined && typeof prompt.display === "string" && prompt.display !== ""
      ? prompt.display
      : expectString(prompt, "label", promptAt);
  const promptId = r.promptId;
  if (promptId !== undefined && typeof promptId !== "string") {
    throw toolError(child(at, "promptId"), `must be a string, got ${describeJson(promptId)}`);
  }
  if (r.vars === undefined) {
    throw toolError(
      child(at, "vars"),
      "missing: results are paired by their test's vars (was PROMPTFOO_STRIP_TEST_VARS set when the eval ran?)",
    );
  }
  const vars = expectObject(r.vars, child(at, "vars"), "an object (the test's vars)");
  // PROMPTFOO_STRIP_TEST_VARS writes `vars: {}` and drops testCase.vars (src/models/evalResult.ts);
  // a test that has no vars keeps testCase.vars = {}. Stripped results would all look like one item.
  const tc = plainObject(r.testCase);
  if (Object.keys(vars).length === 0 && tc !== undefined && !("vars" in tc)) {
    throw toolError(
      child(at, "vars"),
      "is empty and testCase.vars is gone: the eval ran with PROMPTFOO_STRIP_TEST_VARS, so its results cannot be paired by item",
    );
  }
  const outcome = outcomeOf(r, at);
  const namedScores = new Map<string, number>();
  if (r.namedScores !== undefined && r.namedScores !== null) {
    const ns = expectObject(r.namedScores, child(at, "namedScores"), "an object of named scores");
    for (const [k, v] of Object.entries(ns)) {
      if (typeof v !== "number")
        throw toolError(child(child(at, "namedScores"), k), `must be a number, got ${describeJson(v)}`);
      namedScores.set(k, v);
    }
  }
  // The item is the test: its vars, and its description and assertions when it has them. Tests
  // that share vars but differ in either (a red-team suite asks one prompt under several plugins'
  // assertions) are different items; the id is a function of the test alone, so the same test
  // has the same id in every file, whatever other tests the file holds.
  const description = tc?.description ?? r.description;
  const assert = tc?.assert;
  const test: Record<string, unknown> = {};
  if (description !== undefined && description !== null && description !== "") test.description = description;
  if (assert !== undefined && assert !== null && !(Array.isArray(assert) && assert.length === 0)) test.assert = assert;
  return {
    at,
    provider: typeof label === "string" && label !== "" ? label : id,
    prompt: promptLabel,
    promptId: promptId === "" ? undefined : (promptId as string | undefined),
    item: hash(canonicalJson(Object.keys(test).length === 0 ? vars : { ...test, vars })),
    vars: hash(canonicalJson(vars)),
    outcome,
    namedScores,
    testIdx: index(r, "testIdx", at),
    promptIdx: index(r, "promptIdx", at),
  };
}

function outcomeOf(r: Record<string, unknown>, at: ToolPlace): PromptfooResult["outcome"] {
  if (typeof r.success !== "boolean") {
    throw toolError(child(at, "success"), `must be true or false, got ${describeJson(r.success)}`);
  }
  const reason = r.failureReason;
  if (reason === undefined) return outcomeWithoutReason(r, at);
  if (reason !== FAILURE_NONE && reason !== FAILURE_ASSERT && reason !== FAILURE_ERROR) {
    throw toolError(
      child(at, "failureReason"),
      `must be 0 (NONE), 1 (ASSERT) or 2 (ERROR) (ResultFailureReason, src/types/index.ts), got ${describeJson(reason)}`,
    );
  }
  if (reason === FAILURE_ERROR) return "error";
  if (r.success) {
    if (reason !== FAILURE_NONE) {
      throw toolError(child(at, "failureReason"), `is ${reason} (ASSERT) on a result whose success is true`);
    }
    return "pass";
  }
  return reason === FAILURE_ASSERT ? "fail-assert" : "fail-unknown";
}

/**
 * A result written before promptfoo had `failureReason` (every results version 2 file, early
 * version 3 ones), read by promptfoo's own rule from the change that added it (promptfoo PR #2214,
 * src/evaluator.ts): an assertion failure is a failure that was graded (`gradingResult`), an error
 * one that was not and carries an `error`. Anything else cannot be told apart and is refused.
 */
function outcomeWithoutReason(r: Record<string, unknown>, at: ToolPlace): PromptfooResult["outcome"] {
  if (r.success === true) return "pass-unmarked";
  const graded = r.gradingResult !== undefined && r.gradingResult !== null;
  if (graded) {
    expectObject(r.gradingResult, child(at, "gradingResult"), "a GradingResult object");
    return "fail-graded";
  }
  if (typeof r.error === "string" && r.error !== "") return "error-unmarked";
  throw toolError(
    child(at, "gradingResult"),
    "missing, and so is failureReason: a failure with neither a gradingResult (an assertion failed) nor an error (the call failed) cannot be told a wrong answer or an error",
  );
}

function index(r: Record<string, unknown>, key: string, at: ToolPlace): number | undefined {
  const v = r[key];
  if (v === undefined) return undefined;
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return v;
  throw toolError(child(at, key), `must be an integer ≥ 0, got ${describeJson(v)}`);
}

/** 80 bits of sha256: ids stay short, and a collision among 10^7 items has odds near 10^-10. */
function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 20);
}

/** The results of one output file: `-o results.json` (OutputFile) or its summary alone. Pure. */
export function resultsOfOutputFile(doc: unknown, file: string): { values: unknown[]; at: ToolPlace } {
  const top: ToolPlace = { file, path: "" };
  const o = expectObject(doc, top, "a promptfoo output file (an object with results.results)");
  const inner = plainObject(o.results);
  // OutputFile (src/util/output.ts createOutputData): { evalId, results: EvaluateSummary, config, … }.
  if (inner !== undefined) return summaryResults(inner, child(top, "results"));
  // An EvaluateSummary on its own: { version, timestamp, results: EvaluateResult[], … }.
  if (Array.isArray(o.results) && o.version !== undefined) return summaryResults(o, top);
  throw toolError(
    child(top, "results"),
    "not a promptfoo output file: expected results.results, the list promptfoo -o results.json writes (src/util/output.ts)",
  );
}

function summaryResults(s: Record<string, unknown>, at: ToolPlace): { values: unknown[]; at: ToolPlace } {
  const version = s.version;
  if (version !== 2 && version !== 3) {
    throw toolError(
      child(at, "version"),
      `is ${describeJson(version)}; the versions read are 2 and 3 (EvaluateSummaryV2/V3, src/types/index.ts)`,
    );
  }
  const results = s.results;
  if (!Array.isArray(results)) throw toolError(child(at, "results"), `expected an array, got ${describeJson(results)}`);
  return { values: results, at: child(at, "results") };
}

/**
 * Outcome rows from parsed results (in file order, files in the order given). Pure: the
 * overrides, the replicate numbering, the checks that span results, the notes.
 */
export function promptfooRows(
  results: readonly PromptfooResult[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string> = new Map(),
): ImportResult {
  if (results.length === 0) throw new InputError("promptfoo: the files hold no results");
  checkScorer(results, options.scorer);
  const providers = distinct(results.map((r) => r.provider));
  const prompts = distinct(results.map((r) => r.prompt));
  overrideFits("--model", options.model, providers, "providers");
  overrideFits("--condition", options.condition, prompts, "prompts");
  checkFileConditions(results, conditionByFile);
  const unlabelled = unlabelledPrompts(results, options, conditionByFile);
  const conditionOf = (r: PromptfooResult) =>
    options.condition ?? conditionByFile.get(r.at.file) ?? unlabelled.get(r.at.file) ?? r.prompt;
  checkNames(results, options, new Map([...conditionByFile, ...unlabelled]));
  checkPromptIds(results);

  // The same (model, condition, item) asked again is a replicate: group on the row's own key, so
  // what --model / --condition merge is numbered together (never two rows with one key).
  const modelOf = (r: PromptfooResult) => options.model ?? r.provider;
  const groups = new Map<string, PromptfooResult[]>();
  for (const r of results) {
    const key = JSON.stringify([modelOf(r), conditionOf(r), r.item]);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [r]);
    else g.push(r);
  }
  checkStepsOnce(results);
  const repeatedPairs = new Set<string>();
  let repeatedItems = 0;
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    repeatedItems++;
    repeatedPairs.add(JSON.stringify([modelOf(g[0]!), conditionOf(g[0]!)]));
  }
  // Epochs on every row once anything repeats (an item asked once is epoch 1): a row without
  // one would be left out by a reader that keeps one epoch (verdict --epoch N).
  const epochOf = repeatedPairs.size === 0 ? new Map<PromptfooResult, number>() : epochsInAskOrder(results, groups);
  const rows = collectRows(results, options, { modelOf, conditionOf, epochOf });

  const files = distinct(results.map((r) => r.at.file));
  const notes = [
    tally(rows.collector.rows),
    `${plural(results.length, "result")} from ${plural(files.length, "file")}: ${plural(providers.length, "provider")} (${providers.map(quoteName).join(", ")}), ${plural(prompts.length, "prompt")} (${prompts.map(quoteName).join(", ")}), ${plural(distinct(results.map((r) => r.item)).length, "item")} (test vars)`,
  ];
  if (rows.unmarked > 0) {
    notes.push(
      `${plural(rows.unmarked, "result")} without failureReason (written by a promptfoo before it had one): read by promptfoo's own rule, success → right, a failure with a gradingResult → wrong, one without and with an error → unparsed (correct: null)`,
    );
  }
  if (rows.errors > 0) {
    notes.push(
      `${plural(rows.errors, "result")} errored (failureReason 2, ERROR, or no gradingResult and an error: the call or the grader failed): imported as unparsed (correct: null), not as wrong`,
    );
  }
  if (rows.unknownFails > 0) {
    notes.push(
      `${plural(rows.unknownFails, "result")} failed with failureReason 0 (NONE: promptfoo does not know why): counted wrong`,
    );
  }
  for (const [file, condition] of unlabelled) {
    const label = results.find((r) => r.at.file === file)!.prompt;
    notes.push(
      `${file}: its one prompt has no usable label (promptfoo labels a prompt read from a file by its text, which ${unusableName(label)}): its rows are condition ${condition} (a hash of the text, the same in every file); name it with --condition NAME, or give the prompt a label:`,
    );
  }
  const sharing = testsSharingVars(results);
  if (sharing.length > 0) {
    notes.push(
      `${plural(
        sharing.reduce((n, s) => n + s.size, 0),
        "test",
      )} share their vars with another test (${plural(sharing.length, "set")} of vars): told apart by their description or assertions, each its own item`,
    );
  }
  if (repeatedItems > 0) {
    notes.push(
      `${plural(repeatedItems, "(model, condition, item) combination")} asked more than once (--repeat, or the same vars in two tests that agree): replicates, epochs 1..k in the order asked, in ${plural(repeatedPairs.size, "(model, condition) pair")}; every row carries an epoch (an item asked once is epoch 1)`,
    );
  }
  return { rows: rows.collector.rows, notes };
}

/** --scorer must name a score at least one result has. */
function checkScorer(results: readonly PromptfooResult[], scorer: string | undefined): void {
  if (scorer !== undefined && !results.some((r) => r.namedScores.has(scorer))) {
    const names = [...new Set(results.flatMap((r) => [...r.namedScores.keys()]))].sort();
    throw new InputError(
      `--scorer ${scorer}: no result has namedScores.${scorer} (${names.length === 0 ? "no result has named scores: give assertions a metric: name" : `named scores: ${names.map(quoteName).join(", ")}`})`,
    );
  }
}

/** A file's --condition may stand only for a file of one prompt. */
function checkFileConditions(results: readonly PromptfooResult[], conditionByFile: ReadonlyMap<string, string>): void {
  for (const [file, condition] of conditionByFile) {
    const inFile = distinct(results.filter((r) => r.at.file === file).map((r) => r.prompt));
    if (inFile.length > 1) {
      throw new InputError(
        `--condition ${condition} names one condition for this file's rows, but it holds ${inFile.length} prompts (${inFile.map(quoteName).join(", ")}); without --condition each prompt label is a condition`,
        { file },
      );
    }
  }
}

/** One eval step (testIdx, promptIdx) of a file has one result. */
function checkStepsOnce(results: readonly PromptfooResult[]): void {
  const seenStep = new Map<string, PromptfooResult>();
  for (const r of results) {
    if (r.testIdx === undefined || r.promptIdx === undefined) continue;
    const key = JSON.stringify([r.at.file, r.testIdx, r.promptIdx]);
    const prev = seenStep.get(key);
    if (prev !== undefined) {
      throw toolError(
        r.at,
        `the same eval step (testIdx ${r.testIdx}, promptIdx ${r.promptIdx}) appears twice (first at ${placeText(prev.at)}); one step has one result`,
      );
    }
    seenStep.set(key, r);
  }
}

/** Sets of items (more than one) that share one set of vars. */
function testsSharingVars(results: readonly PromptfooResult[]): Set<string>[] {
  const itemsByVars = new Map<string, Set<string>>();
  for (const r of results) {
    const set = itemsByVars.get(r.vars) ?? new Set<string>();
    set.add(r.item);
    itemsByVars.set(r.vars, set);
  }
  return [...itemsByVars.values()].filter((s) => s.size > 1);
}

/**
 * Each replicate group's epochs 1..k in the ask order: files in the order given, then testIdx
 * (promptfoo's repeat loop numbers a test's repeats in order), else the order in the file.
 */
function epochsInAskOrder(
  results: readonly PromptfooResult[],
  groups: ReadonlyMap<string, PromptfooResult[]>,
): Map<PromptfooResult, number> {
  const fileRank = new Map<string, number>();
  const position = new Map<PromptfooResult, number>();
  for (const [i, r] of results.entries()) {
    if (!fileRank.has(r.at.file)) fileRank.set(r.at.file, fileRank.size);
    position.set(r, i);
  }
  const askKey = (r: PromptfooResult): [number, number] => [fileRank.get(r.at.file)!, r.testIdx ?? position.get(r)!];
  const epochOf = new Map<PromptfooResult, number>();
  for (const g of groups.values()) {
    const order = [...g].sort((a, b) => {
      const [fa, ia] = askKey(a);
      const [fb, ib] = askKey(b);
      return fa - fb || ia - ib;
    });
    for (const [k, r] of order.entries()) epochOf.set(r, k + 1);
  }
  return epochOf;
}

/** The rows, one per result, with the counts the notes give. */
function collectRows(
  results: readonly PromptfooResult[],
  options: ImportOptions,
  key: {
    modelOf: (r: PromptfooResult) => string;
    conditionOf: (r: PromptfooResult) => string;
    epochOf: ReadonlyMap<PromptfooResult, number>;
  },
): { collector: OutcomeCollector; errors: number; unknownFails: number; unmarked: number } {
  const scorer = options.scorer;
  const collector = new OutcomeCollector();
  let errors = 0;
  let unknownFails = 0;
  let unmarked = 0;
  for (const r of results) {
    const row: OutcomeRow = {
      model: key.modelOf(r),
      id: r.item,
      condition: key.conditionOf(r),
      correct: isError(r) ? null : scorer === undefined ? isPass(r) : scored(r, scorer, options),
    };
    const epoch = key.epochOf.get(r);
    if (epoch !== undefined) row.epoch = epoch;
    if (isError(r)) errors++;
    if (r.outcome === "fail-unknown") unknownFails++;
    if (r.outcome === "pass-unmarked" || r.outcome === "fail-graded" || r.outcome === "error-unmarked") unmarked++;
    collector.add(row, r.at.line !== undefined ? { file: r.at.file, line: r.at.line } : { file: r.at.file });
  }
  return { collector, errors, unknownFails, unmarked };
}

function isError(r: PromptfooResult): boolean {
  return r.outcome === "error" || r.outcome === "error-unmarked";
}

function isPass(r: PromptfooResult): boolean {
  return r.outcome === "pass" || r.outcome === "pass-unmarked";
}

/** `namedScores[scorer]` of a result that did not error, through --partial (docs/import.md "Scores"). */
function scored(r: PromptfooResult, scorer: string, options: ImportOptions): boolean | null {
  const at = child(child(r.at, "namedScores"), scorer);
  const v = r.namedScores.get(scorer);
  if (v === undefined) {
    throw toolError(
      at,
      "missing: this result has no score of that name (its test has no assertion with that metric:), so --scorer cannot score it",
    );
  }
  return applyPolicy(readNumber(v), options.partial, {
    file: at.file,
    field: at.path,
    ...(at.line !== undefined ? { line: at.line } : {}),
  });
}

function overrideFits(flag: string, value: string | undefined, found: string[], what: string): void {
  if (value === undefined || found.length <= 1) return;
  throw new InputError(
    `${flag} ${value}: names one ${flag.slice(2)} for every row, but the results hold ${found.length} ${what} (${found.map(quoteName).join(", ")}); import without ${flag}, or one ${what.slice(0, -1)}'s results at a time`,
  );
}

/**
 * Files that hold one prompt whose label cannot name a condition (promptfoo labels a prompt read
 * from a file by its raw text, which ends in a newline) and no --condition: the file's condition
 * is `prompt-` and 8 hex digits of sha256 over the label, so the same prompt gets the same
 * condition in every file and two prompts never share one. A file of several such prompts is
 * refused (checkNames): which text is which condition would be a guess.
 */
function unlabelledPrompts(
  results: readonly PromptfooResult[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string>,
): Map<string, string> {
  const out = new Map<string, string>();
  if (options.condition !== undefined) return out;
  const labelsByFile = new Map<string, Set<string>>();
  for (const r of results) {
    const set = labelsByFile.get(r.at.file) ?? new Set<string>();
    set.add(r.prompt);
    labelsByFile.set(r.at.file, set);
  }
  for (const [file, labels] of labelsByFile) {
    if (conditionByFile.has(file) || labels.size !== 1) continue;
    const label = [...labels][0]!;
    if (unusableName(label) === undefined) continue;
    out.set(file, `prompt-${createHash("sha256").update(label).digest("hex").slice(0, 8)}`);
  }
  return out;
}

/** Labels become model and condition names: they must be usable as such (or be overridden). */
function checkNames(
  results: readonly PromptfooResult[],
  options: ImportOptions,
  conditionByFile: ReadonlyMap<string, string>,
): void {
  for (const r of results) {
    if (options.condition === undefined && !conditionByFile.has(r.at.file)) {
      const why = unusableName(r.prompt);
      if (why !== undefined) {
        throw toolError(
          child(child(r.at, "prompt"), "label"),
          `the prompt's label ${why}, so it cannot name a condition (promptfoo labels a prompt by its text when it has no label:), and the file holds several prompts; give each prompt a short label: in the promptfoo config`,
        );
      }
    }
    if (options.model === undefined) {
      const why = unusableName(r.provider);
      if (why !== undefined) {
        throw toolError(
          child(r.at, "provider"),
          `the provider's label (or id) ${why}, so it cannot name a model; give the provider a short label:, or --model NAME when the results hold one provider`,
        );
      }
    }
  }
}

/** One label, one prompt: two prompts under one label would be paired as one condition. */
function checkPromptIds(results: readonly PromptfooResult[]): void {
  const idOf = new Map<string, PromptfooResult>();
  for (const r of results) {
    if (r.promptId === undefined) continue;
    const key = JSON.stringify([r.at.file, r.prompt]);
    const prev = idOf.get(key);
    if (prev === undefined) idOf.set(key, r);
    else if (prev.promptId !== r.promptId) {
      throw toolError(
        child(r.at, "promptId"),
        `the prompt label ${quoteName(r.prompt)} names two prompts (another promptId at ${placeText(prev.at)}); give the prompts distinct labels`,
      );
    }
  }
}

function placeText(at: ToolPlace): string {
  return at.line !== undefined ? `${at.file}:${at.line}` : `${at.file} ${at.path}`;
}

function distinct(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}

/** Reads the files, parses every result, then maps them (promptfooRows). */
async function readPromptfoo(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const results: PromptfooResult[] = [];
  const conditionByFile = new Map<string, string>();
  for (const p of input.paths) {
    if (p.condition !== undefined) conditionByFile.set(p.display, p.condition);
    const before = results.length;
    if (/\.jsonl$/i.test(p.display)) {
      // One EvaluateResult per line (src/util/output.ts appendJsonlResultBatch).
      for await (const { value, line } of readToolJsonl(p, input.workspace, "promptfoo results file", input.meter)) {
        results.push(parsePromptfooResult(value, { file: p.display, line, path: "" }));
      }
    } else if (/\.json$/i.test(p.display)) {
      const doc = await readToolJson(
        p,
        input.workspace,
        "promptfoo results file",
        "write the results with -o results.jsonl instead, which is read line by line",
        input.meter,
      );
      const { values, at } = resultsOfOutputFile(doc, p.display);
      for (const [i, v] of values.entries()) results.push(parsePromptfooResult(v, child(at, i)));
    } else {
      throw new InputError(
        "promptfoo results are read from -o results.json or -o results.jsonl; this file ends in neither",
        { file: p.display },
      );
    }
    if (results.length === before) throw new InputError("holds no promptfoo results", { file: p.display });
  }
  return promptfooRows(results, options, conditionByFile);
}

export const promptfooImporter: Importer = {
  name: "promptfoo",
  summary:
    "promptfoo -o results.json / .jsonl (pairs on test vars; provider = model, prompt = condition; --scorer: a named score)",
  sources: [
    "promptfoo/promptfoo src/types/index.ts (EvaluateResult, ResultFailureReason, EvaluateSummaryV2/V3)",
    "promptfoo/promptfoo src/util/output.ts (OutputFile; JSONL rows)",
    "promptfoo/promptfoo src/evaluator.ts (testIdx per test and repeat)",
  ],
  read: readPromptfoo,
};
