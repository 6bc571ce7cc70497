/**
 * `contamgate import helm`: HELM run directories → outcome rows (docs/import.md "HELM"). Field
 * names from stanford-crfm/helm's own source: the run directory (src/helm/benchmark/runner.py),
 * PerInstanceStats (src/helm/benchmark/metrics/metric.py), Stat (metrics/statistic.py),
 * DisplayPrediction (presentation/run_display.py), PerturbationDescription
 * (augmentations/perturbation_description.py) and RunSpec / AdapterSpec (run_spec.py,
 * adaptation/adapter_spec.py).
 *
 * - One outcome per (instance, perturbation, train trial): the mean of its `--scorer` stat
 *   (default exact_match), from per_instance_stats.json, else display_predictions.json.
 * - condition: no perturbation → `original`; a perturbation → `perturbed:<name>`, with `.seed<N>`
 *   when HELM applied it with a seed (seeds_per_instance > 1: each seed is a perturber of its
 *   own), and the fields that differ when one name was run with two settings.
 * - model = run_spec.json's adapter_spec.model (or --model); id = the run's scenario (its name
 *   without model=, model_deployment=, data_augmentation=) / instance_id, so two models' runs of
 *   one scenario pair, and two subjects' `id17` do not collide.
 * - Train trials (num_train_trials > 1) are replicates: epoch = train_trial_index + 1.
 */
import { readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { InputError } from "../../errors.js";
import { checkPlace } from "../../io/checked-file.js";
import { ORIGINAL, type OutcomeRow, PERTURBED_PREFIX } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import {
  canonicalJson,
  child,
  describeJson,
  expectObject,
  expectString,
  plural,
  quoteName,
  tally,
  readToolJson,
  type ToolPlace,
  toolError,
  unusableName,
} from "./tool-files.js";
import { applyPolicy, readNumber } from "./score.js";
import type {
  ImportInput,
  ImportOptions,
  ImportPath,
  Importer,
  ImportResult,
  PartialPolicy,
  ReadMeter,
} from "./types.js";

export const DEFAULT_HELM_METRIC = "exact_match";
const STATS_FILE = "per_instance_stats.json";
const DISPLAY_FILE = "display_predictions.json";
const SPEC_FILE = "run_spec.json";
/** Written by helm-summarize beside display_predictions.json (presentation/run_display.py): List[Instance]. */
const INSTANCES_FILE = "instances.json";
/** The split HELM reports and ranks by (docs/import.md "HELM"). */
export const DEFAULT_HELM_SPLIT = "test";

/** What run_spec.json says that the import uses. */
export interface HelmRunSpec {
  readonly name: string;
  readonly model: string;
  readonly at: ToolPlace;
}

/** One (instance, perturbation, trial) with its metric value (undefined: the run has no such stat for it). */
export interface HelmOutcome {
  readonly instanceId: string;
  /** The perturbation object as HELM wrote it, or null for the original. */
  readonly perturbation: Record<string, unknown> | null;
  readonly trial: number;
  /** The evaluation split (Stat.name.split, or Instance.split from instances.json): `test`, `valid`, …. */
  readonly split: string;
  readonly value: number | undefined;
  /** The entry; `valueAt` the stat the value came from. */
  readonly at: ToolPlace;
  readonly valueAt: ToolPlace | undefined;
}

/** A run directory, read. */
export interface HelmRun {
  readonly spec: HelmRunSpec;
  readonly source: typeof STATS_FILE | typeof DISPLAY_FILE;
  readonly outcomes: HelmOutcome[];
  /** Metric names seen in the run, for the error when --scorer names none of them. */
  readonly metrics: Set<string>;
  /** `--condition` given for this run's path: every row of the run gets it. */
  readonly condition?: string;
}

/** run_spec.json's fields. Pure. */
export function parseRunSpec(v: unknown, file: string): HelmRunSpec {
  const at: ToolPlace = { file, path: "" };
  const o = expectObject(v, at, "a HELM RunSpec object");
  const adapterAt = child(at, "adapter_spec");
  const adapter = expectObject(o.adapter_spec, adapterAt, "the AdapterSpec object");
  return { name: expectString(o, "name", at), model: expectString(adapter, "model", adapterAt), at };
}

/**
 * The outcomes in per_instance_stats.json (a list of PerInstanceStats) or display_predictions.json
 * (a list of DisplayPrediction). HELM writes one PerInstanceStats per metric class for the same
 * (instance, perturbation, trial): their stats are merged, and two different values of one stat
 * are refused. Pure.
 */
export function parseHelmEntries(
  v: unknown,
  file: string,
  source: HelmRun["source"],
  metric: string,
  /** display_predictions.json carries no split: instance id → split, from instances.json. */
  splitOf?: ReadonlyMap<string, string>,
): { outcomes: HelmOutcome[]; metrics: Set<string> } {
  const top: ToolPlace = { file, path: "" };
  if (!Array.isArray(v)) {
    throw toolError(
      top,
      `expected a list of ${source === STATS_FILE ? "PerInstanceStats" : "DisplayPrediction"} objects, got ${describeJson(v)}`,
    );
  }
  const metrics = new Set<string>();
  const byKey = new Map<string, HelmOutcome>();
  const order: string[] = [];
  for (const [i, raw] of v.entries()) {
    const at = child(top, i);
    const e = expectObject(raw, at);
    const instanceId = expectString(e, "instance_id", at);
    const trial = e.train_trial_index;
    if (typeof trial !== "number" || !Number.isSafeInteger(trial) || trial < 0) {
      throw toolError(child(at, "train_trial_index"), `must be an integer ≥ 0, got ${describeJson(trial)}`);
    }
    let perturbation: Record<string, unknown> | null = null;
    if (e.perturbation !== undefined && e.perturbation !== null) {
      perturbation = expectObject(e.perturbation, child(at, "perturbation"), "a PerturbationDescription object");
      expectString(perturbation, "name", child(at, "perturbation"));
      const seed = perturbation.seed;
      if (seed !== undefined && seed !== null && !(typeof seed === "number" && Number.isSafeInteger(seed))) {
        throw toolError(child(child(at, "perturbation"), "seed"), `must be an integer, got ${describeJson(seed)}`);
      }
    }
    const found = source === STATS_FILE ? statValue(e, at, metric, metrics) : displayValue(e, at, metric, metrics);
    const split = source === STATS_FILE ? statsSplit(e, at) : splitOf?.get(instanceId);
    if (split === undefined) {
      throw toolError(
        source === STATS_FILE ? child(at, "stats") : child(at, "instance_id"),
        source === STATS_FILE
          ? "no stat names its split (Stat.name.split): the instance cannot be kept apart from other splits"
          : `not in ${INSTANCES_FILE} beside it: its split (Instance.split) is unknown`,
      );
    }
    const key = canonicalJson([instanceId, perturbation, trial]);
    const prev = byKey.get(key);
    if (prev !== undefined && prev.split !== split) {
      throw toolError(
        at,
        `split ${quoteName(split)} here but ${quoteName(prev.split)} at ${prev.at.path} for the same instance`,
      );
    }
    if (prev === undefined) {
      order.push(key);
      byKey.set(key, { instanceId, perturbation, trial, split, value: found?.value, at, valueAt: found?.at });
    } else if (found !== undefined) {
      if (prev.value === undefined) {
        byKey.set(key, { ...prev, value: found.value, valueAt: found.at });
      } else if (prev.value !== found.value) {
        throw toolError(
          found.at,
          `${metric} is ${found.value} here but ${prev.value} at ${prev.valueAt!.path} for the same instance, perturbation and trial`,
        );
      }
    }
  }
  return { outcomes: order.map((k) => byKey.get(k)!), metrics };
}

/**
 * The split of a PerInstanceStats entry: every Stat's name carries it (MetricName.split,
 * metrics/metric_name.py); one instance is in one split, so two are refused.
 */
function statsSplit(e: Record<string, unknown>, at: ToolPlace): string | undefined {
  let split: { value: string; at: ToolPlace } | undefined;
  if (!Array.isArray(e.stats)) return undefined;
  for (const [k, raw] of e.stats.entries()) {
    const nameAt = child(child(child(at, "stats"), k), "name");
    const name = expectObject(
      expectObject(raw, child(child(at, "stats"), k), "a Stat object").name,
      nameAt,
      "a MetricName object",
    );
    if (name.split === undefined || name.split === null) continue;
    const s = expectString(name, "split", nameAt);
    if (split !== undefined && split.value !== s) {
      throw toolError(
        child(nameAt, "split"),
        `${quoteName(s)}, but ${quoteName(split.value)} at ${split.at.path}: one instance is in one split`,
      );
    }
    split = { value: s, at: child(nameAt, "split") };
  }
  return split?.value;
}

/**
 * instances.json (List[Instance], presentation/run_display.py) → instance id → split. A perturbed
 * instance keeps its original's id and split. Pure.
 */
export function parseInstanceSplits(v: unknown, file: string): Map<string, string> {
  const top: ToolPlace = { file, path: "" };
  if (!Array.isArray(v)) throw toolError(top, `expected a list of Instance objects, got ${describeJson(v)}`);
  const out = new Map<string, string>();
  for (const [i, raw] of v.entries()) {
    const at = child(top, i);
    const o = expectObject(raw, at, "an Instance object");
    const id = expectString(o, "id", at);
    const split = expectString(o, "split", at);
    const prev = out.get(id);
    if (prev !== undefined && prev !== split) {
      throw toolError(
        child(at, "split"),
        `${quoteName(split)}, but an earlier entry puts instance ${quoteName(id)} in ${quoteName(prev)}`,
      );
    }
    out.set(id, split);
  }
  return out;
}

/** The `metric` stat of a PerInstanceStats entry: its mean (sum / count when HELM left mean out). */
function statValue(
  e: Record<string, unknown>,
  at: ToolPlace,
  metric: string,
  metrics: Set<string>,
): { value: number; at: ToolPlace } | undefined {
  const statsAt = child(at, "stats");
  if (!Array.isArray(e.stats))
    throw toolError(statsAt, `expected a list of Stat objects, got ${describeJson(e.stats)}`);
  let found: { value: number; at: ToolPlace } | undefined;
  for (const [k, raw] of e.stats.entries()) {
    const sAt = child(statsAt, k);
    const s = expectObject(raw, sAt, "a Stat object");
    const name = expectObject(s.name, child(sAt, "name"), "a MetricName object");
    const n = expectString(name, "name", child(sAt, "name"));
    metrics.add(n);
    if (n !== metric) continue;
    let value = s.mean;
    let valueAt = child(sAt, "mean");
    if (value === undefined && typeof s.sum === "number" && typeof s.count === "number" && s.count > 0) {
      value = s.sum / s.count;
      valueAt = child(sAt, "sum");
    }
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw toolError(valueAt, `must be a finite number, got ${describeJson(value)}`);
    }
    if (found !== undefined && found.value !== value) {
      throw toolError(valueAt, `a second ${metric} stat with another value (first at ${found.at.path})`);
    }
    found = { value, at: valueAt };
  }
  return found;
}

/** The `metric` value of a DisplayPrediction's stats {name: mean}. */
function displayValue(
  e: Record<string, unknown>,
  at: ToolPlace,
  metric: string,
  metrics: Set<string>,
): { value: number; at: ToolPlace } | undefined {
  const statsAt = child(at, "stats");
  const stats = expectObject(e.stats, statsAt, "an object of metric means");
  for (const name of Object.keys(stats)) metrics.add(name);
  if (!(metric in stats)) return undefined;
  const value = stats[metric];
  const valueAt = child(statsAt, metric);
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw toolError(valueAt, `must be a finite number, got ${describeJson(value)}`);
  }
  return { value, at: valueAt };
}

/** The scenario part of a run name: `mmlu:subject=anatomy,model=x` → `mmlu:subject=anatomy`. */
export function scenarioKey(runName: string): string {
  const colon = runName.indexOf(":");
  if (colon < 0) return runName;
  const args = runName
    .slice(colon + 1)
    .split(",")
    .filter((a) => !/^(model|model_deployment|data_augmentation)=/.test(a));
  return args.length === 0 ? runName.slice(0, colon) : `${runName.slice(0, colon)}:${args.join(",")}`;
}

/**
 * Condition names for every perturbation seen in the import: `perturbed:<name>`, `.seed<N>` for
 * a seeded variant, and `.<field>_<value>` for each field that differs when one name (and seed)
 * was run with two settings (`perturbed:typos.prob_0.05`). Only letters, digits, `_ . -` are
 * added, so a name can be typed in a flag and in `verdict --table MODEL@PERTURBER=…` (no `=`,
 * `@`, brackets or spaces). Keyed by the canonical JSON of the perturbation object. Pure.
 */
export function perturbationConditions(perturbations: readonly Record<string, unknown>[]): Map<string, string> {
  const byBase = new Map<string, Map<string, Record<string, unknown>>>();
  for (const p of perturbations) {
    const seed = p.seed;
    const base = `${PERTURBED_PREFIX}${p.name as string}${seed === undefined || seed === null ? "" : `.seed${seed}`}`;
    const variants = byBase.get(base) ?? new Map<string, Record<string, unknown>>();
    byBase.set(base, variants);
    variants.set(canonicalJson(p), p);
  }
  const out = new Map<string, string>();
  for (const [base, variants] of byBase) {
    if (variants.size === 1) {
      out.set([...variants.keys()][0]!, base);
      continue;
    }
    const all = [...variants.values()];
    const keys = [...new Set(all.flatMap((p) => Object.keys(p)))].sort();
    const differing = keys.filter((k) => new Set(all.map((p) => canonicalJson(p[k] ?? null))).size > 1);
    for (const [canon, p] of variants) {
      out.set(canon, base + differing.map((k) => `.${k}_${flagSafe(p[k] ?? null)}`).join(""));
    }
  }
  return out;
}

/** A field's value as flag-safe text: strings bare, anything else as compact JSON; other characters → `_`. */
function flagSafe(v: unknown): string {
  return (typeof v === "string" ? v : canonicalJson(v)).replace(/[^A-Za-z0-9_.-]/g, "_");
}

/**
 * What a metric value becomes (docs/import.md "Scores"): 1 right, 0 wrong, between them as
 * --partial says, anything else refused; the error names the stat the value came from.
 */
function correctOf(value: number, at: ToolPlace, metric: string, policy: PartialPolicy): boolean | null {
  const reading = readNumber(value);
  if (reading.kind === "invalid") {
    throw toolError(at, `${metric} is ${value}: ${reading.why}; choose a 0/1 metric with --scorer`);
  }
  return applyPolicy(reading, policy, { file: at.file, field: at.path });
}

/** Outcome rows from read runs (in the order given). Pure. */
export function helmRows(allRuns: readonly HelmRun[], options: ImportOptions): ImportResult {
  const metric = options.scorer ?? DEFAULT_HELM_METRIC;
  // One split: HELM evaluates most scenarios on `valid` and `test` and reports each apart
  // (stats.json per split); mixed, the rows would give a score HELM never printed.
  const split = options.split ?? DEFAULT_HELM_SPLIT;
  const { runs, leftOut } = keepSplit(allRuns, split);
  checkModels(runs, options);
  checkRunsScored(runs, metric);
  const { conditionOf, conditions } = conditionsOfRuns(runs, options);
  // Train trials are replicates. Epochs go on every row once any row has a second trial: a row
  // without one would be left out by a reader that keeps one epoch (verdict --epoch N), and
  // trial 0 is epoch 1 everywhere.
  const anyTrials = runs.some((r) => r.outcomes.some((o) => o.trial > 0));
  const { collector, missing, partial } = collectRows(runs, options, metric, conditionOf, anyTrials);

  const notes = [
    tally(collector.rows),
    `${plural(runs.length, "run")} read (${listed(runs.map(sourceFile))}): ${plural(collector.rows.length, "outcome")} from the ${metric} stat, split ${quoteName(split)}, conditions ${conditions.map(quoteName).join(", ")}`,
  ];
  if (leftOut.size > 0) {
    notes.push(
      `split ${quoteName(split)} kept; left out: ${[...leftOut].map(([s, n]) => `${plural(n, "outcome")} of split ${quoteName(s)}`).join(", ")} (HELM reports each split apart; --helm-split NAME reads another)`,
    );
  }
  if (missing > 0) {
    notes.push(
      `${plural(missing, "instance")} with no ${metric} stat (HELM drops a NaN stat, runner.py remove_per_instance_stats_nans): imported as unparsed (correct: null)`,
    );
  }
  if (partial.count > 0) {
    notes.push(
      `${plural(partial.count, "outcome")} with a ${metric} strictly between 0 and 1: counted ${partial.as} (--partial)`,
    );
  }
  if (perturbationsSeeded(runs)) {
    notes.push(
      "a perturbation applied with several seeds gives one condition per seed (perturbed:<name>.seed<N>): each seed is a perturber of its own in a verdict's family",
    );
  }
  if (anyTrials) {
    notes.push(
      "several train trials: replicates, epoch = train_trial_index + 1 on every row (a one-trial run's rows are epoch 1)",
    );
  }
  return { rows: collector.rows, notes };
}

/** Each run's outcomes of one split, and how many of every other split were left out. */
function keepSplit(allRuns: readonly HelmRun[], split: string): { runs: HelmRun[]; leftOut: Map<string, number> } {
  const leftOut = new Map<string, number>();
  const runs = allRuns.map((r) => {
    const kept = r.outcomes.filter((o) => o.split === split);
    if (r.outcomes.length > 0 && kept.length === 0) {
      throw new InputError(
        `no instance in split ${quoteName(split)} (the run's splits: ${splitCounts(r.outcomes)}); choose one with --helm-split NAME`,
        { file: sourceFile(r) },
      );
    }
    for (const o of r.outcomes) if (o.split !== split) leftOut.set(o.split, (leftOut.get(o.split) ?? 0) + 1);
    return { ...r, outcomes: kept };
  });
  return { runs, leftOut };
}

/** --model names one model for every row; without it, each run's own model name must be usable. */
function checkModels(runs: readonly HelmRun[], options: ImportOptions): void {
  const models = [...new Set(runs.map((r) => r.spec.model))];
  if (options.model !== undefined && models.length > 1) {
    throw new InputError(
      `--model ${options.model}: names one model for every row, but the runs are of ${models.length} models (${models.map(quoteName).join(", ")}); import each model's runs with its own --model`,
    );
  }
  if (options.model === undefined) {
    for (const r of runs) {
      const why = unusableName(r.spec.model);
      if (why !== undefined)
        throw toolError(child(child(r.spec.at, "adapter_spec"), "model"), `${why}; give --model NAME`);
    }
  }
}

/** Every run has instances, and the metric read on at least one of them. */
function checkRunsScored(runs: readonly HelmRun[], metric: string): void {
  for (const r of runs) {
    if (r.outcomes.length === 0) throw toolError({ file: r.spec.at.file, path: "" }, "the run has no instances");
    if (!r.outcomes.some((o) => o.value !== undefined)) {
      const seen = [...r.metrics].sort();
      throw new InputError(
        `no ${metric} stat in the run (${seen.length === 0 ? "no stats at all" : `its stats: ${seen.slice(0, 12).join(", ")}${seen.length > 12 ? ", …" : ""}`}); name a 0/1 metric with --scorer NAME`,
        { file: sourceFile(r) },
      );
    }
  }
}

/**
 * Each outcome's condition (original, or its perturbation's label across all runs), and the
 * conditions present; a --condition may stand only for a run (or runs) of one condition.
 */
function conditionsOfRuns(
  runs: readonly HelmRun[],
  options: ImportOptions,
): { conditionOf: (o: HelmOutcome) => string; conditions: string[] } {
  const labels = perturbationConditions(
    runs.flatMap((r) => r.outcomes.flatMap((o) => (o.perturbation === null ? [] : [o.perturbation]))),
  );
  const conditionOf = (o: HelmOutcome) =>
    o.perturbation === null ? ORIGINAL : labels.get(canonicalJson(o.perturbation))!;
  const conditions = [...new Set(runs.flatMap((r) => r.outcomes.map(conditionOf)))];
  if (options.condition !== undefined && conditions.length > 1) {
    throw new InputError(
      `--condition ${options.condition}: names one condition for every row, but the runs hold ${conditions.length} (${conditions.map(quoteName).join(", ")}: the original and its perturbations); import without --condition`,
    );
  }
  for (const r of runs) {
    if (r.condition === undefined) continue;
    const inRun = [...new Set(r.outcomes.map(conditionOf))];
    if (inRun.length > 1) {
      throw new InputError(
        `--condition ${r.condition} names one condition for this run's rows, but it holds ${inRun.length} (${inRun.map(quoteName).join(", ")}); without --condition the perturbations name them`,
        { file: dirname(r.spec.at.file) },
      );
    }
  }
  return { conditionOf, conditions };
}

/** The rows, with how many instances had no stat and how many were partial credit. */
function collectRows(
  runs: readonly HelmRun[],
  options: ImportOptions,
  metric: string,
  conditionOf: (o: HelmOutcome) => string,
  anyTrials: boolean,
): { collector: OutcomeCollector; missing: number; partial: { count: number; as: string } } {
  const collector = new OutcomeCollector();
  let missing = 0;
  const partial = { count: 0, as: "" };
  for (const r of runs) {
    const model = options.model ?? r.spec.model;
    const scenario = scenarioKey(r.spec.name);
    for (const o of r.outcomes) {
      const condition = conditionOf(o);
      let correct: boolean | null;
      if (o.value === undefined) {
        missing++;
        correct = null;
      } else {
        const c = correctOf(o.value, o.valueAt ?? o.at, metric, options.partial);
        if (o.value !== 0 && o.value !== 1) {
          partial.count++;
          partial.as = options.partial;
        }
        correct = c;
      }
      const row: OutcomeRow = {
        model,
        id: `${scenario}/${o.instanceId}`,
        condition: options.condition ?? r.condition ?? condition,
        correct,
      };
      if (anyTrials) row.epoch = o.trial + 1;
      addRow(collector, row, o);
    }
  }
  return { collector, missing, partial };
}

function addRow(collector: OutcomeCollector, row: OutcomeRow, o: HelmOutcome): void {
  try {
    collector.add(row, { file: o.at.file });
  } catch (e) {
    // The same instance twice: two runs of one model and scenario (say with and without
    // data_augmentation=…) — the original instances of both are one item asked twice.
    if (e instanceof InputError && /duplicate row/.test(e.message)) {
      throw new InputError(
        `${e.message.replace(/^[^:]*(:\d+)?(, field "id")?: /, "")}: two runs of one model and scenario hold the same instance; import one of them`,
        { file: o.at.file },
      );
    }
    throw e;
  }
}

/** "test 9, valid 1": outcomes per split. */
function splitCounts(outcomes: readonly HelmOutcome[]): string {
  const n = new Map<string, number>();
  for (const o of outcomes) n.set(o.split, (n.get(o.split) ?? 0) + 1);
  return [...n].map(([s, c]) => `${s} ${c}`).join(", ");
}

/** The first few of a list, then how many more: a suite can hold hundreds of runs. */
function listed(xs: readonly string[], shown = 4): string {
  return xs.length <= shown ? xs.join(", ") : `${xs.slice(0, shown).join(", ")} and ${xs.length - shown} more`;
}

function perturbationsSeeded(runs: readonly HelmRun[]): boolean {
  return runs.some((r) => r.outcomes.some((o) => o.perturbation?.seed !== undefined && o.perturbation.seed !== null));
}

function sourceFile(r: HelmRun): string {
  return join(dirname(r.spec.at.file), r.source);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw e;
  }
}

/**
 * The runs a path names: a run directory, one of its files, or a suite directory
 * (benchmark_output/runs/<suite>/), whose subdirectories holding run_spec.json are its runs; the
 * others (HELM's eval_cache/, helm-summarize's groups/) are named in a note, not read.
 */
async function readPath(
  p: ImportPath,
  workspace: string,
  metric: string,
  meter: ReadMeter | undefined,
): Promise<{ runs: HelmRun[]; note: string | undefined }> {
  let dir = p.path;
  let display = p.display;
  let st: Awaited<ReturnType<typeof stat>>;
  try {
    st = await stat(p.path);
  } catch (e) {
    throw new InputError(`cannot read the HELM run directory (${(e as NodeJS.ErrnoException).code ?? "error"})`, {
      file: p.display,
    });
  }
  if (!st.isDirectory()) {
    if (![STATS_FILE, DISPLAY_FILE, SPEC_FILE].includes(basename(p.path))) {
      throw new InputError(
        `not a HELM run directory (benchmark_output/runs/<suite>/<run>/) nor one of its ${SPEC_FILE}, ${STATS_FILE}, ${DISPLAY_FILE}`,
        { file: p.display },
      );
    }
    dir = dirname(p.path);
    display = dirname(p.display);
  }
  await checkPlace(dir, { display, what: "HELM run directory", workspace });
  if (await exists(join(dir, SPEC_FILE)))
    return { runs: [await readRunDir(dir, display, workspace, metric, meter)], note: undefined };
  const runDirs: string[] = [];
  const skipped: string[] = [];
  for (const d of (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!d.isDirectory()) continue;
    if (await exists(join(dir, d.name, SPEC_FILE))) runDirs.push(d.name);
    else skipped.push(d.name);
  }
  if (runDirs.length === 0) {
    throw new InputError(
      `has no ${SPEC_FILE}, nor any subdirectory with one: not a HELM run or suite directory (runner.py writes run_spec.json into every run directory)`,
      { file: display },
    );
  }
  const runs: HelmRun[] = [];
  for (const name of runDirs) {
    const sub = join(dir, name);
    await checkPlace(sub, { display: join(display, name), what: "HELM run directory", workspace });
    runs.push(await readRunDir(sub, join(display, name), workspace, metric, meter));
  }
  const note = `${display} is a suite directory: ${plural(runDirs.length, "run directory", "run directories")} read${skipped.length > 0 ? `; subdirectories without ${SPEC_FILE}, not runs, not read: ${skipped.join(", ")}` : ""}`;
  return { runs, note };
}

/** One run directory: run_spec.json and per_instance_stats.json, else display_predictions.json. */
async function readRunDir(
  dir: string,
  display: string,
  workspace: string,
  metric: string,
  meter: ReadMeter | undefined,
): Promise<HelmRun> {
  const inDir = (name: string) => ({ display: join(display, name), path: join(dir, name) });
  const spec = parseRunSpec(
    await readToolJson(inDir(SPEC_FILE), workspace, "HELM run_spec.json", undefined, meter),
    inDir(SPEC_FILE).display,
  );
  const source = (await exists(join(dir, STATS_FILE)))
    ? STATS_FILE
    : (await exists(join(dir, DISPLAY_FILE)))
      ? DISPLAY_FILE
      : undefined;
  if (source === undefined) {
    throw new InputError(`has neither ${STATS_FILE} nor ${DISPLAY_FILE}: the run has no per-instance results`, {
      file: display,
    });
  }
  let splitOf: Map<string, string> | undefined;
  if (source === DISPLAY_FILE) {
    // DisplayPrediction has no split; helm-summarize writes the instances beside it, each with one.
    if (!(await exists(join(dir, INSTANCES_FILE)))) {
      throw new InputError(
        `has ${DISPLAY_FILE} but no ${INSTANCES_FILE}: a DisplayPrediction carries no split, and HELM's splits (valid, test) are reported apart; copy ${INSTANCES_FILE} (or ${STATS_FILE}) from the run`,
        { file: display },
      );
    }
    const instances = inDir(INSTANCES_FILE);
    splitOf = parseInstanceSplits(
      await readToolJson(instances, workspace, `HELM ${INSTANCES_FILE}`, undefined, meter),
      instances.display,
    );
  }
  const f = inDir(source);
  const { outcomes, metrics } = parseHelmEntries(
    await readToolJson(f, workspace, `HELM ${source}`, undefined, meter),
    f.display,
    source,
    metric,
    splitOf,
  );
  return { spec, source, outcomes, metrics };
}

async function readHelm(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const metric = options.scorer ?? DEFAULT_HELM_METRIC;
  const runs: HelmRun[] = [];
  const suiteNotes: string[] = [];
  for (const p of input.paths) {
    const { runs: found, note } = await readPath(p, input.workspace, metric, input.meter);
    if (note !== undefined) suiteNotes.push(note);
    for (const run of found) runs.push(p.condition !== undefined ? { ...run, condition: p.condition } : run);
  }
  const result = helmRows(runs, options);
  return { rows: result.rows, notes: [...suiteNotes, ...result.notes] };
}

export const helmImporter: Importer = {
  name: "helm",
  summary: "HELM run directories (per_instance_stats.json or display_predictions.json; perturbation = condition)",
  sources: [
    "stanford-crfm/helm src/helm/benchmark/metrics/metric.py (PerInstanceStats)",
    "stanford-crfm/helm src/helm/benchmark/metrics/statistic.py (Stat)",
    "stanford-crfm/helm src/helm/benchmark/presentation/run_display.py (DisplayPrediction)",
    "stanford-crfm/helm src/helm/benchmark/augmentations/perturbation_description.py (PerturbationDescription)",
    "stanford-crfm/helm src/helm/benchmark/runner.py (run directory files)",
    "stanford-crfm/helm src/helm/benchmark/run_spec.py, adaptation/adapter_spec.py (RunSpec, AdapterSpec)",
  ],
  read: readHelm,
};
