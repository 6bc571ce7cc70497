/**
 * `contamgate import lighteval`: lighteval `--save-details` files,
 * `<output>/details/<model>/<date>/details_<task>_<date>.parquet` → outcome rows (docs/import.md
 * "lighteval"). Field names from huggingface/lighteval: src/lighteval/logging/info_loggers.py
 * (DetailsLogger.Detail, CompiledDetail) and src/lighteval/logging/evaluation_tracker.py (the
 * details and results paths).
 *
 * - The layout read is the flat one lighteval wrote before its Detail became {doc, model_response,
 *   metric}: one row per sample with `example`, `gold`, `metrics` (a struct of metric → value).
 * - One metric is the outcome (--scorer when the file has several); a row with that metric null
 *   belongs to another metric group (lighteval logs a sample once per metric group) and is not a row.
 * - id = `<task without its few-shot count>/<n>`: the n-th sample carrying the metric (these files
 *   log no document id; samples are in document order). condition = the task (or --condition).
 * - model and the sample count come from `<output>/results/<model>/results_<date>.json` when it
 *   is there (config_general.model_name; summary_tasks[task].truncated + non_truncated).
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import { parquetMetadata, parquetReadObjects, parquetSchema, type FileMetaData } from "hyparquet";
import { InputError } from "../../errors.js";
import { checkInputFile } from "../../io/checked-file.js";
import { boundedCompressors, PageBudget } from "../../io/parquet-codecs.js";
import { formatBytes, MAX_IMPORT_JSON_BYTES, MAX_PARQUET_ROW_GROUP_BYTES } from "../../limits.js";
import type { OutcomeRow } from "../types.js";
import { OutcomeCollector } from "../validate.js";
import { readJsonFile } from "./files.js";
import { applyPolicy, readNumber, ScoreTally } from "./score.js";
import { plural, quoteName, tally, unusableName } from "./tool-files.js";
import type { Importer, ImportInput, ImportOptions, ImportPath, ImportResult, ReadMeter } from "./types.js";

/** A details file is read whole (its text columns dominate; only three are decoded). */
const MAX_DETAILS_BYTES = MAX_IMPORT_JSON_BYTES;
/** results_<date>.json: aggregated metrics and config. */
const MAX_RESULTS_BYTES = 16 * 1024 * 1024;

/** One details file, read. */
export interface DetailsFile {
  readonly path: ImportPath;
  readonly task: string;
  readonly date: string;
  /** Per row: the metric values, and hashes of `example` (the query) and `gold`. */
  readonly rows: readonly { metrics: Record<string, unknown>; example: string; gold: string }[];
  readonly metricNames: readonly string[];
  readonly results: DetailsResults | undefined;
}

/** What the run's results_<date>.json says. */
export interface DetailsResults {
  readonly display: string;
  readonly model: string | undefined;
  /** summary_tasks[task].truncated + non_truncated: the samples lighteval counted. */
  readonly samples: number | undefined;
}

/** `details_<task>_<date>.parquet` → task and date (evaluation_tracker.py writes that name). */
export function taskAndDate(display: string): { task: string; date: string } {
  const name = basename(display);
  const m = /^details_(.+)_([^_]+)\.parquet$/.exec(name);
  if (!m) throw new InputError("a lighteval details file is named details_<task>_<date>.parquet", { file: display });
  return { task: m[1]!, date: m[2]! };
}

/** The task without its few-shot count: `lighteval|gpqa:diamond|0` → `lighteval|gpqa:diamond`. */
export function taskKey(task: string): string {
  return task.replace(/\|\d+$/, "");
}

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

async function readDetails(p: ImportPath, workspace: string, meter: ReadMeter | undefined): Promise<DetailsFile> {
  const { task, date } = taskAndDate(p.display);
  const { real } = await checkInputFile(p.path, {
    display: p.display,
    maxBytes: MAX_DETAILS_BYTES,
    what: "lighteval details file",
    workspace,
  });
  const bytes = await readFile(real);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  if (bytes.length < 12 || bytes.toString("latin1", 0, 4) !== "PAR1") {
    throw new InputError('not a Parquet file (no "PAR1" at its start)', { file: p.display });
  }
  let metadata: FileMetaData;
  try {
    metadata = parquetMetadata(file);
  } catch (e) {
    throw new InputError(`invalid Parquet footer (${brief(e)})`, { file: p.display });
  }
  const columns = new Set(parquetSchema(metadata).children.map((c) => c.element.name));
  if (columns.has("metric") && columns.has("doc")) {
    throw new InputError(
      'a details file of lighteval\'s newer layout (columns doc, model_response, metric) is not read yet: no real file of it was available to test against; the flat layout (example, gold, metrics) is read (docs/import.md "lighteval")',
      { file: p.display },
    );
  }
  for (const c of ["metrics", "example", "gold"]) {
    if (!columns.has(c))
      throw new InputError("column missing: not a lighteval details file", { file: p.display, field: c });
  }
  let raw: Record<string, unknown>[];
  try {
    raw = (await parquetReadObjects({
      file,
      metadata,
      columns: ["metrics", "example", "gold"],
      compressors: boundedCompressors(MAX_PARQUET_ROW_GROUP_BYTES),
    })) as Record<string, unknown>[];
  } catch (e) {
    if (e instanceof PageBudget) {
      throw new InputError(
        `its pages decompress to more than ${formatBytes(MAX_PARQUET_ROW_GROUP_BYTES)} (docs/reliability.md "Caps")`,
        { file: p.display },
      );
    }
    throw new InputError(`invalid Parquet data (${brief(e)})`, { file: p.display });
  }
  const names = new Set<string>();
  const rows = raw.map((r, i) => {
    const where = { file: p.display, line: i + 1 };
    const m = r.metrics;
    if (typeof m !== "object" || m === null || Array.isArray(m)) {
      throw new InputError("expected a struct of metric values", { ...where, field: "metrics" });
    }
    for (const k of Object.keys(m)) names.add(k);
    if (typeof r.example !== "string") throw new InputError("expected text", { ...where, field: "example" });
    return {
      metrics: m as Record<string, unknown>,
      example: sha(r.example),
      gold: sha(JSON.stringify(r.gold ?? null)),
    };
  });
  if (rows.length === 0) throw new InputError("the details file holds no rows", { file: p.display });
  meter?.fileDone(rows.length, bytes.length);
  return {
    path: p,
    task,
    date,
    rows,
    metricNames: [...names].sort(),
    results: await readResults(p, workspace, task, date),
  };
}

/**
 * `<output>/details/<model>/<date>/details_….parquet` → `<output>/results/<model>/results_<date>.json`
 * (evaluation_tracker.py), when the file sits in that layout and the results file is there.
 */
async function readResults(
  p: ImportPath,
  workspace: string,
  task: string,
  date: string,
): Promise<DetailsResults | undefined> {
  const dateDir = dirname(p.path);
  if (basename(dateDir) !== date) return undefined;
  const parts = dirname(dateDir).split(sep);
  const at = parts.lastIndexOf("details");
  if (at < 0) return undefined;
  const model = parts.slice(at + 1);
  const path = join(parts.slice(0, at).join(sep) || sep, "results", ...model, `results_${date}.json`);
  try {
    await stat(path);
  } catch {
    return undefined;
  }
  // Shown relative to the details file as the user named it: up past <date>, <model…> and details/.
  const where = join(
    dirname(p.display),
    ...Array(model.length + 2).fill(".."),
    "results",
    ...model,
    `results_${date}.json`,
  );
  const { real } = await checkInputFile(path, {
    display: where,
    maxBytes: MAX_RESULTS_BYTES,
    what: "lighteval results file",
    workspace,
  });
  const v = await readJsonFile(real, where, "lighteval's results");
  const o = typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const general = o.config_general as Record<string, unknown> | undefined;
  const name =
    typeof general?.model_name === "string" && general.model_name.trim() !== "" ? general.model_name : undefined;
  const summary = (o.summary_tasks as Record<string, unknown> | undefined)?.[task] as
    | Record<string, unknown>
    | undefined;
  const t = summary?.truncated;
  const n = summary?.non_truncated;
  const samples = Number.isSafeInteger(t) && Number.isSafeInteger(n) ? (t as number) + (n as number) : undefined;
  return { display: where, model: name, samples };
}

/** Outcome rows from read files. Pure. */
export function lightevalRows(files: readonly DetailsFile[], options: ImportOptions): ImportResult {
  const collector = new OutcomeCollector();
  const notes: string[] = [];
  // Row n of one task is one document in every file: its gold must agree everywhere, its query
  // within one condition (another prompt is another condition, as with lm-eval's prompt_hash).
  const gold = new Map<string, { hash: string; file: string }>();
  const query = new Map<string, { hash: string; file: string }>();
  for (const f of files) {
    const file = f.path.display;
    const metric = options.scorer ?? (f.metricNames.length === 1 ? f.metricNames[0] : undefined);
    if (metric === undefined) {
      throw new InputError(
        `the file holds metrics ${f.metricNames.map(quoteName).join(", ")}; pick the one that is the outcome with --scorer METRIC (a 0/1 metric)`,
        { file, field: "metrics" },
      );
    }
    if (!f.metricNames.includes(metric)) {
      throw new InputError(`no metric ${quoteName(metric)} (the file's: ${f.metricNames.map(quoteName).join(", ")})`, {
        file,
        field: "--scorer",
      });
    }
    if (f.results?.samples !== undefined && f.results.samples !== f.rows.length) {
      throw new InputError(
        `holds ${f.rows.length} rows, but ${basename(f.results.display)} counts ${f.results.samples} samples for ${quoteName(f.task)} (summary_tasks: truncated + non_truncated): trimmed, or from another run?`,
        { file },
      );
    }
    const model = options.model ?? f.results?.model;
    if (model === undefined) {
      throw new InputError(
        `no --model, and no results_${f.date}.json in the run's results/ folder to name the model: give --model NAME`,
        { file, field: "--model" },
      );
    }
    if (options.model === undefined) {
      const why = unusableName(model);
      if (why !== undefined)
        throw new InputError(`the model name ${why}; give --model NAME`, { file, field: "--model" });
    }
    const condition = f.path.condition ?? options.condition ?? f.task;
    const key = taskKey(f.task);
    const scores = new ScoreTally();
    let n = 0;
    let otherGroup = 0;
    for (const [i, r] of f.rows.entries()) {
      const v = r.metrics[metric];
      if (v === null || v === undefined) {
        // Logged for another metric group of the same sample.
        otherGroup++;
        continue;
      }
      const where = { file, line: i + 1, field: `metrics.${metric}` };
      const reading =
        typeof v === "number" ? readNumber(v) : typeof v === "boolean" ? readNumber(v ? 1 : 0) : undefined;
      if (reading === undefined) throw new InputError("expected a number", where);
      scores.note(reading);
      const correct = applyPolicy(reading, options.partial, where);
      const id = `${key}/${n}`;
      const g = gold.get(id);
      if (g === undefined) gold.set(id, { hash: r.gold, file });
      else if (g.hash !== r.gold) {
        throw new InputError(
          `sample ${n} of ${quoteName(key)} has another gold answer than in ${g.file}: not the same document (files of different runs or task versions?)`,
          { file, line: i + 1, field: "gold" },
        );
      }
      const qk = JSON.stringify([id, condition]);
      const q = query.get(qk);
      if (q === undefined) query.set(qk, { hash: r.example, file });
      else if (q.hash !== r.example) {
        throw new InputError(
          `sample ${n} of ${quoteName(key)} has another query than in ${q.file} under the same condition ${quoteName(condition)}: another prompt is another condition (--condition per path)`,
          { file, line: i + 1, field: "example" },
        );
      }
      const row: OutcomeRow = { model, id, condition, correct };
      collector.add(row, { file, line: i + 1 });
      n++;
    }
    if (n === 0) throw new InputError(`no row has a value for ${quoteName(metric)}`, { file, field: "--scorer" });
    const parts = [
      `${file}: ${plural(n, "row")} from metric ${quoteName(metric)}; task ${quoteName(f.task)}, model ${quoteName(model)}, condition ${quoteName(condition)}; right ${scores.right}, wrong ${scores.wrong}`,
    ];
    if (scores.partial)
      parts.push(`partial ${scores.partial} → ${options.partial === "unparsed" ? "null" : options.partial}`);
    if (otherGroup) parts.push(`${plural(otherGroup, "row")} of another metric group (no ${metric}) not rows`);
    parts.push(
      f.results === undefined
        ? "the sample count was not checked: no results file found in the run's layout"
        : f.results.samples === undefined
          ? `the sample count was not checked: ${basename(f.results.display)} has no summary for the task`
          : `${f.rows.length} samples, as ${basename(f.results.display)} counts`,
    );
    notes.push(parts.join("; "));
  }
  return { rows: collector.rows, notes: [tally(collector.rows), ...notes] };
}

function brief(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.length > 160 ? `${m.slice(0, 160)}…` : m;
}

async function read(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  const files: DetailsFile[] = [];
  for (const p of input.paths) files.push(await readDetails(p, input.workspace, input.meter));
  return lightevalRows(files, options);
}

export const lightevalImporter: Importer = {
  name: "lighteval",
  summary: "lighteval --save-details files (details_<task>_<date>.parquet, the flat layout; --scorer: a metric)",
  sources: [
    "huggingface/lighteval src/lighteval/logging/info_loggers.py (DetailsLogger.Detail, CompiledDetail)",
    "huggingface/lighteval src/lighteval/logging/evaluation_tracker.py (details and results paths)",
  ],
  read,
};
