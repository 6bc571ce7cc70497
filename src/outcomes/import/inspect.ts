/**
 * inspect_ai logs → outcome rows (docs/import.md "inspect_ai"). A `.eval` log is a ZIP holding
 * `header.json` (the EvalLog without samples) and one `samples/{id}_epoch_{epoch}.json` per sample
 * (falling back to `summaries.json` when a log kept no full samples); a `.json` log is the whole
 * EvalLog, samples included. One row per (sample id, epoch): epochs are replicates. The model is
 * the log's `eval.model` unless `--model` says otherwise; the condition is `--condition`, or else
 * the log's task name (so two logs of one task, original and shuffled, need `--condition` each).
 */
import { InputError } from "../../errors.js";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_JSON_BYTES } from "../../limits.js";
import { decodeUtf8 } from "../../text/strict.js";
import type { OutcomeRow } from "../types.js";
import { asObject, checkImportFile, parseJson, readJsonFile } from "./files.js";
import { applyPolicy, readNumber, type ScoreReading, ScoreTally } from "./score.js";
import type { Importer, ImportOptions, ImportPath, ReadMeter } from "./types.js";
import { readZipMembers, type ZipMember } from "./zip.js";

/** inspect's score literals (src/inspect_ai/scorer/_metric.py: CORRECT, INCORRECT, PARTIAL, NOANSWER). */
const CORRECT = "C";
const INCORRECT = "I";
const PARTIAL = "P";
const NOANSWER = "N";
/** Written when an eval starts; header.json only when it ends (src/inspect_ai/log/_recorders/eval.py). */
const JOURNAL_START = "_journal/start.json";

/** The fields of a sample an outcome needs (EvalSample in src/inspect_ai/log/_log.py). */
function reduced(v: Record<string, unknown>): Record<string, unknown> {
  return { id: v.id, epoch: v.epoch, scores: v.scores, error: v.error };
}

/** One sample as the log holds it, with where it was found (a ZIP member or `samples[i]`). */
interface RawSample {
  value: Record<string, unknown>;
  where: string;
}

interface Log {
  header: Record<string, unknown>;
  samples: RawSample[];
  /** Where the samples came from, for the notes. */
  from: string;
}

export const inspectImporter: Importer = {
  name: "inspect",
  summary: "inspect_ai .eval logs (ZIP, deflate or zstd members) and .json logs; epochs are replicates",
  sources: [
    "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_log.py (EvalLog, EvalSpec, EvalSample, EvalSampleSummary, Score)",
    "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_recorders/eval.py (header.json, summaries.json, samples/{id}_epoch_{epoch}.json)",
    "UKGovernmentBEIS/inspect_ai src/inspect_ai/log/_recorders/json.py (.json logs)",
    "UKGovernmentBEIS/inspect_ai src/inspect_ai/_util/zipfile.py (zstd members, ZIP method 93)",
    "UKGovernmentBEIS/inspect_ai src/inspect_ai/scorer/_metric.py (C, I, P, N and value_to_float)",
  ],
  async read(input, options) {
    const rows: OutcomeRow[] = [];
    const notes: string[] = [];
    for (const p of input.paths) {
      const log = await readLog(p, input.workspace, input.meter);
      const r = rowsOfLog(log, p, options);
      // Not push(...r.rows): a log of a few hundred thousand samples would overflow the stack.
      for (const row of r.rows) rows.push(row);
      notes.push(r.note);
    }
    return { rows, notes };
  },
};

async function readLog(p: ImportPath, workspace: string, meter: ReadMeter | undefined): Promise<Log> {
  if (/\.eval$/i.test(p.display)) {
    const { real } = await checkImportFile(p, workspace, MAX_IMPORT_FILE_BYTES, "inspect log");
    const text = (m: ZipMember) => decodeUtf8(m.data, `${p.display}:${m.name}`);
    // Each sample is reduced as it arrives: its events and messages (most of a log) are let go.
    let header: ZipMember | undefined;
    let summaries: ZipMember | undefined;
    let started = false;
    const full = new Map<string, RawSample>();
    await readZipMembers(
      real,
      p.display,
      (n) =>
        n === "header.json" ||
        n === "summaries.json" ||
        n === JOURNAL_START ||
        (n.startsWith("samples/") && n.endsWith(".json")),
      (m) => {
        // A later copy of a name wins (see readZipMembers).
        if (m.name === JOURNAL_START) started = true;
        else if (m.name === "header.json") header = m;
        else if (m.name === "summaries.json") summaries = m;
        else {
          const where = { file: p.display, field: m.name };
          full.set(m.name, { value: reduced(asObject(parseJson(text(m), where), where, "a sample")), where: m.name });
        }
      },
      undefined,
      meter,
    );
    if (!header) {
      throw new InputError(
        started
          ? "no header.json member, only _journal/start.json: the eval is still running or did not finish (inspect writes header.json at the end)"
          : "no header.json member: not an inspect .eval log",
        { file: p.display },
      );
    }
    const headerWhere = { file: p.display, field: "header.json" };
    const headerObj = asObject(parseJson(text(header), headerWhere), headerWhere, "the log header");
    if (full.size > 0) return { header: headerObj, samples: [...full.values()], from: `${full.size} samples/ members` };
    if (!summaries) {
      throw new InputError(
        "the log holds no samples (no samples/ members and no summaries.json: written with log_samples off?)",
        { file: p.display },
      );
    }
    const list = parseJson(text(summaries), { file: p.display, field: "summaries.json" });
    if (!Array.isArray(list))
      throw new InputError("expected a JSON array of sample summaries", { file: p.display, field: "summaries.json" });
    return {
      header: headerObj,
      samples: list.map((v, i) => ({
        value: asObject(v, { file: p.display, field: `summaries.json[${i}]` }, "a sample summary"),
        where: `summaries.json[${i}]`,
      })),
      from: "summaries.json (no full samples in the log)",
    };
  }
  if (/\.json$/i.test(p.display)) {
    const { real } = await checkImportFile(p, workspace, MAX_IMPORT_JSON_BYTES, "inspect log");
    const log = asObject(
      await readJsonFile(real, p.display, undefined, meter),
      { file: p.display },
      "an inspect EvalLog",
    );
    const samples = log.samples;
    if (samples === undefined || samples === null) {
      throw new InputError("the log holds no samples (written with log_samples off?)", {
        file: p.display,
        field: "samples",
      });
    }
    if (!Array.isArray(samples))
      throw new InputError("expected an array of samples", { file: p.display, field: "samples" });
    return {
      header: log,
      samples: samples.map((v, i) => ({
        value: asObject(v, { file: p.display, field: `samples[${i}]` }, "a sample"),
        where: `samples[${i}]`,
      })),
      from: "samples",
    };
  }
  throw new InputError("an inspect log ends in .eval (a ZIP) or .json", { file: p.display });
}

function rowsOfLog(log: Log, p: ImportPath, o: ImportOptions): { rows: OutcomeRow[]; note: string } {
  const file = p.display;
  const spec = asObject(log.header.eval, { file, field: "eval" }, "the eval spec");
  const model = o.model ?? stringField(spec.model, file, "eval.model");
  const condition = p.condition ?? o.condition ?? stringField(spec.task, file, "eval.task");
  const scorer = pickScorer(log, spec, o, file);
  // The count first: a trimmed copy is refused before any of its samples is judged.
  const status = typeof log.header.status === "string" ? log.header.status : "unknown";
  const counted = checkTotal(log, log.samples.length, status, file);
  const tally = new ScoreTally();
  let errored = 0;
  let unscored = 0;
  const epochs = new Set<number>();
  const rows: OutcomeRow[] = log.samples.map(({ value: s, where }) => {
    const field = (f: string) => ({ file, field: `${where} ${f}` });
    const id = sampleId(s.id, field("id"));
    const epoch = s.epoch;
    if (typeof epoch !== "number" || !Number.isSafeInteger(epoch) || epoch < 1) {
      throw new InputError("must be an integer ≥ 1", field("epoch"));
    }
    epochs.add(epoch);
    let correct: boolean | null;
    const score = scoreOf(s, scorer);
    if (s.error !== undefined && s.error !== null) {
      // An errored sample has no answer to judge: unknown, never wrong.
      errored++;
      correct = null;
    } else if (score === undefined) {
      unscored++;
      correct = null;
    } else {
      const reading = readValue(score);
      tally.note(reading);
      correct = applyPolicy(reading, o.partial, field(`scores.${scorer}.value`));
    }
    return { model, id, condition, correct, epoch };
  });
  if (rows.length === 0) throw new InputError("the log holds no samples", { file });
  if (rows.length === unscored + errored) {
    throw new InputError(
      `no sample has a "${scorer}" score (${unscored} unscored, ${errored} errored): nothing to import`,
      { file },
    );
  }
  const parts = [
    `${file}: ${rows.length} rows from ${log.from}; model "${model}", condition "${condition}", scorer "${scorer}", epochs ${[...epochs].sort((a, b) => a - b).join(", ")}`,
    `right ${tally.right}, wrong ${tally.wrong}`,
  ];
  if (tally.noAnswer) parts.push(`no answer (N) ${tally.noAnswer} → null`);
  if (tally.partial) parts.push(`partial ${tally.partial} → ${o.partial === "unparsed" ? "null" : o.partial}`);
  if (errored) parts.push(`errored ${errored} → null`);
  if (unscored) parts.push(`unscored ${unscored} → null`);
  if (status !== "success") parts.push(`log status "${status}": the run did not finish, samples may be missing`);
  if (counted !== undefined) parts.push(counted);
  return { rows, note: parts.join("; ") };
}

/**
 * The log's own count: `results.total_samples` is the dataset samples × epochs the eval ran
 * (EvalResults, src/inspect_ai/log/_log.py), one per (sample, epoch), as the rows are. A finished
 * log holding fewer is a trimmed or damaged copy: refused, as a cut lm-eval file is. A log that did
 * not finish may hold fewer (a note says so); one without results is noted as not checked.
 */
function checkTotal(log: Log, rows: number, status: string, file: string): string | undefined {
  const results = log.header.results;
  const total =
    typeof results === "object" && results !== null
      ? (results as { total_samples?: unknown }).total_samples
      : undefined;
  if (total === undefined || total === null)
    return "no results.total_samples in the log: the sample count was not checked";
  if (typeof total !== "number" || !Number.isSafeInteger(total) || total < 0) {
    throw new InputError("must be an integer ≥ 0 (EvalResults.total_samples)", {
      file,
      field: "results.total_samples",
    });
  }
  if (total === rows) return `as results.total_samples counts (dataset samples × epochs)`;
  if (status === "success") {
    throw new InputError(
      `the log holds ${rows} samples (counting each epoch), but says the eval ran ${total} (dataset samples × epochs): a trimmed or damaged copy?`,
      { file, field: "results.total_samples" },
    );
  }
  return `results.total_samples says ${total}, the log holds ${rows}`;
}

/** The scorer whose value is read: `--scorer`, else the log's only one; several is ambiguous. */
function pickScorer(log: Log, spec: Record<string, unknown>, o: ImportOptions, file: string): string {
  const names = new Set<string>();
  if (Array.isArray(spec.scorers)) {
    for (const s of spec.scorers)
      if (typeof s === "object" && s !== null && typeof (s as { name?: unknown }).name === "string")
        names.add((s as { name: string }).name);
  }
  for (const { value } of log.samples) {
    if (typeof value.scores === "object" && value.scores !== null)
      for (const k of Object.keys(value.scores)) names.add(k);
  }
  if (o.scorer !== undefined) {
    if (!names.has(o.scorer)) {
      throw new InputError(`the log has no scorer "${o.scorer}" (it has: ${[...names].join(", ") || "none"})`, {
        field: "--scorer",
      });
    }
    return o.scorer;
  }
  if (names.size === 1) return [...names][0]!;
  if (names.size === 0)
    throw new InputError("the log names no scorer and no sample has a score: nothing to import", {
      file,
      field: "eval.scorers",
    });
  throw new InputError(
    `the log has ${names.size} scorers (${[...names].join(", ")}); pick the one to read with --scorer NAME`,
    { file, field: "eval.scorers" },
  );
}

function scoreOf(s: Record<string, unknown>, scorer: string): unknown {
  const scores = s.scores;
  if (typeof scores !== "object" || scores === null) return undefined;
  const sc = (scores as Record<string, unknown>)[scorer];
  if (typeof sc !== "object" || sc === null) return undefined;
  return "value" in sc ? (sc as { value: unknown }).value : undefined;
}

/** value_to_float's reading of a Score.value (src/inspect_ai/scorer/_metric.py), with N kept apart. */
function readValue(v: unknown): ScoreReading {
  if (v === CORRECT) return { kind: "right" };
  if (v === INCORRECT) return { kind: "wrong" };
  if (v === PARTIAL) return { kind: "partial", value: 0.5 };
  if (v === NOANSWER) return { kind: "no-answer" };
  if (typeof v === "boolean") return { kind: v ? "right" : "wrong" };
  if (typeof v === "number") return readNumber(v);
  if (typeof v === "string") {
    const l = v.toLowerCase();
    if (l === "yes" || l === "true") return { kind: "right" };
    if (l === "no" || l === "false") return { kind: "wrong" };
    if (/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v)) return readNumber(Number(v));
    return {
      kind: "invalid",
      why: `"${v.slice(0, 20)}" is not a score inspect maps to a number (C, I, P, N, yes/no, a number)`,
    };
  }
  if (v === null) return { kind: "invalid", why: "the value is null" };
  return {
    kind: "invalid",
    why: `${Array.isArray(v) ? "a list" : "a dict"} score (several values per sample); contamgate reads one right/wrong value`,
  };
}

function sampleId(v: unknown, where: { file: string; field: string }): string {
  if (typeof v === "string" && v !== "") return v;
  if (typeof v === "number" && Number.isSafeInteger(v)) return String(v);
  throw new InputError("must be a non-empty string or an integer", where);
}

function stringField(v: unknown, file: string, field: string): string {
  if (typeof v === "string" && v.trim() !== "") return v.trim();
  throw new InputError(
    `missing or not a string: give it with --${field === "eval.model" ? "model" : "condition"} NAME`,
    { file, field },
  );
}
