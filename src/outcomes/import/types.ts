/**
 * The importer framework's contract (docs/import.md): an importer turns the files another eval
 * tool writes into outcome rows. It reads only the paths it is given, names the tool source its
 * field names come from, and never guesses: what the log does not say (a model name, a condition)
 * comes from the options, and a value it cannot map is an InputError or a counted note.
 */
import type { OutcomeRow } from "../types.js";

/** One path as the user wrote it and where it resolves. */
export interface ImportPath {
  /** As written on the command line: every error names this. */
  readonly display: string;
  /** Absolute, resolved against the workspace (not yet checked: importers check with their caps). */
  readonly path: string;
  /** The condition of this path's rows, when `--condition` was given once per path (in order). */
  readonly condition?: string;
}

export interface ImportInput {
  /** The paths, in the order given (at least one). */
  readonly paths: readonly ImportPath[];
  /** Relative paths resolve here; files inside it must stay inside it (src/io/checked-file.ts). */
  readonly workspace: string;
  /** What has been read so far, for the progress line of a long import; none when absent. */
  readonly meter?: ReadMeter;
}

/**
 * Running totals of the file being read (records: JSONL lines, ZIP members, or 1 for a whole JSON
 * document; bytes: read from disk), handed over once per chunk, never per record, and then the
 * file's final totals. src/leakage/progress.ts's ProgressMeter is one.
 */
export interface ReadMeter {
  update(records: number, bytes: number): void;
  fileDone(records: number, bytes: number): void;
}

/** How a score that is neither right nor wrong is taken (docs/import.md "Scores"). */
export type PartialPolicy =
  /** The default: a partial or fractional score is an error naming the file and the sample. */
  | "refuse"
  /** Counted as wrong (what a strict accuracy does). */
  | "wrong"
  /** Counted as right. */
  | "correct"
  /** Counted as unknown (correct: null), kept apart from wrong. */
  | "unparsed";

export const PARTIAL_POLICIES: readonly PartialPolicy[] = ["refuse", "wrong", "correct", "unparsed"];

export interface ImportOptions {
  /** `--model NAME`: the model of every row (required when the log does not name one; overrides it). */
  readonly model?: string;
  /**
   * `--condition NAME` given once: the condition of every row (overrides what the importer would
   * infer, e.g. from a task name). Given once per path, it is on each ImportPath instead.
   */
  readonly condition?: string;
  /** `--partial`: what a partial or fractional score becomes. */
  readonly partial: PartialPolicy;
  /** `--scorer NAME`: which score of several a log holds per sample (required when ambiguous). */
  readonly scorer?: string;
  /** `--helm-split NAME`: the evaluation split to read; the default is the importer's (HELM: test). */
  readonly split?: string;
  /**
   * `--signal probability`: give each row `score`, the probability of the correct answer, read
   * from the log (docs/import.md "Soft scores"); only importers with `probability` take it.
   */
  readonly signal?: "probability";
}

/**
 * Rows an importer read: a list, the columns of an OutcomeCollector (src/outcomes/table.ts), or
 * rows built one at a time from the importer's own columns (a large log: docs/reliability.md
 * "Memory per outcome row"). Read once, in order.
 */
export interface ImportedRows extends Iterable<OutcomeRow> {
  readonly length: number;
}

/** `R`: a list unless the importer builds its rows as they are read (lm-eval's). */
export interface ImportResult<R extends ImportedRows = OutcomeRow[]> {
  rows: R;
  /** Counts a reader must see (refused, unparsed, errored samples, files read): never silent. */
  notes: string[];
}

export interface Importer<R extends ImportedRows = OutcomeRow[]> {
  /** The FORMAT word of `contamgate import FORMAT PATH…`. */
  name: string;
  /** One line for `contamgate import --help`. */
  summary: string;
  /** The tool file(s) the field names come from (repository and path), cited in docs/import.md. */
  sources: string[];
  /** How the importer reads `score` under `--signal probability`, in one line; absent when its logs carry no probabilities it reads. */
  probability?: string;
  read(input: ImportInput, options: ImportOptions): Promise<ImportResult<R>>;
}
