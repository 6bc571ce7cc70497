/**
 * Validation of outcome rows, shared by the file reader and by importers that build rows from
 * another tool's log: one row's shape (`rowFromJson`) and the file-wide rules (`OutcomeCollector`:
 * no duplicate (model, id, condition, epoch), epochs given on all rows of a (model, condition) or
 * none, one cluster and one publication date per id, the row cap). Every problem is an exit-4 InputError naming where.
 */
import { getHeapStatistics } from "node:v8";
import { InputError } from "../errors.js";
import { MAX_OUTCOME_ROWS } from "../limits.js";
import { isIsoDate } from "../text/iso-date.js";
import { OUTCOME_KEYS, type OutcomeRow, REQUIRED_OUTCOME_KEYS } from "./types.js";

/** Bytes of the JavaScript heap in use, and the most it may grow to. */
export interface HeapUse {
  used: number;
  limit: number;
}

function processHeap(): HeapUse {
  const h = getHeapStatistics();
  return { used: h.used_heap_size, limit: h.heap_size_limit };
}

/** Rows between two looks at the heap: cheap, and far fewer rows than fill the last 15% of it. */
const HEAP_CHECK_EVERY = 65_536;
/** Past this share of the heap the process is close to dying without a word (V8 aborts, exit 134). */
const HEAP_FULL = 0.85;

/** Where a row came from: a line of an outcomes file, or a record of an imported log. */
export interface RowPlace {
  file: string;
  line?: number;
}

/** The row a parsed JSON value describes, or an InputError naming file, line and field. */
export function rowFromJson(v: unknown, at: RowPlace): OutcomeRow {
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new InputError("expected a JSON object", at);
  }
  const obj = v as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!(OUTCOME_KEYS as readonly string[]).includes(key)) {
      throw new InputError(`unknown field (allowed: ${OUTCOME_KEYS.join(", ")})`, { ...at, field: key });
    }
  }
  for (const key of REQUIRED_OUTCOME_KEYS) {
    if (!(key in obj)) throw new InputError("missing", { ...at, field: key });
  }
  const row: OutcomeRow = {
    model: name(obj.model, at, "model"),
    id: idText(obj.id, at),
    condition: name(obj.condition, at, "condition"),
    correct: correct(obj.correct, at),
  };
  if (obj.score !== undefined) row.score = score(obj.score, at);
  if (obj.epoch !== undefined) row.epoch = epoch(obj.epoch, at);
  if (obj.cluster !== undefined) row.cluster = name(obj.cluster, at, "cluster");
  if (obj.published_at !== undefined) row.published_at = date(obj.published_at, at);
  return row;
}

/** Checks a row built in code (an importer's) as strictly as one read from a file. */
export function checkRow(row: OutcomeRow, at: RowPlace): OutcomeRow {
  return rowFromJson(row, at);
}

function name(v: unknown, at: RowPlace, field: string): string {
  if (typeof v !== "string" || v.trim() === "") {
    throw new InputError("must be a non-empty string", { ...at, field });
  }
  // " original" would silently be a condition of its own, never paired with "original".
  if (v.trim() !== v) throw new InputError("must not start or end with white space", { ...at, field });
  return v;
}

function idText(v: unknown, at: RowPlace): string {
  if (typeof v === "string" && v !== "") return v;
  // Beyond 2^53 JSON.parse rounds: two ids would become one value that is not in the file.
  if (typeof v === "number" && Number.isSafeInteger(v)) return String(v);
  if (typeof v === "number") {
    throw new InputError(
      "a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string",
      { ...at, field: "id" },
    );
  }
  throw new InputError("must be a non-empty string or an integer", { ...at, field: "id" });
}

function correct(v: unknown, at: RowPlace): boolean | null {
  if (v === true || v === false || v === null) return v;
  throw new InputError(`must be true, false or null (null = unparsed), got ${describe(v)}`, {
    ...at,
    field: "correct",
  });
}

function score(v: unknown, at: RowPlace): number {
  if (typeof v === "number" && v >= 0 && v <= 1) return v;
  throw new InputError(`must be a number in [0, 1] (the probability of the correct answer), got ${describe(v)}`, {
    ...at,
    field: "score",
  });
}

function epoch(v: unknown, at: RowPlace): number {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 1) return v;
  throw new InputError(`must be an integer ≥ 1, got ${describe(v)}`, { ...at, field: "epoch" });
}

function date(v: unknown, at: RowPlace): string {
  if (typeof v === "string" && isIsoDate(v)) return v;
  const got = typeof v === "string" ? `"${v.slice(0, 40)}"` : describe(v);
  throw new InputError(`must be a calendar date YYYY-MM-DD, got ${got}`, { ...at, field: "published_at" });
}

function describe(v: unknown): string {
  if (typeof v === "string") return "a string";
  if (typeof v === "number") return String(v);
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : typeof v;
}

/** `prev` as the error at `at` should name it: "line 3" in the same file, else "file:3". */
function describePlace(prev: RowPlace, at: RowPlace): string {
  if (prev.file === at.file && prev.line !== undefined) return `line ${prev.line}`;
  return prev.line !== undefined ? `${prev.file}:${prev.line}` : prev.file;
}

/**
 * The rules that span rows. `add` each row in order; the first breach throws at the row that
 * shows it, naming the row it clashes with. Maps are keyed per (model, condition) and hold row
 * indices, not objects: a file of millions of rows costs a few numbers per row.
 *
 * The rows it keeps are compact (docs/reliability.md "Caps"): every model, condition, cluster and
 * date is one string instance per distinct value, and every id one instance per distinct id
 * (an id repeats once per model and condition), so a row costs its object and a few indices, not
 * its strings again. Optional fields are set only when present, so a row without them stays small.
 */
export class OutcomeCollector {
  /** `heap`: how full this process's heap is (injectable so a test can fill it). */
  constructor(private readonly heap: () => HeapUse = processHeap) {}

  readonly rows: OutcomeRow[] = [];
  /** The file and line of each row (line 0: none, for rows an importer built). */
  readonly files: string[] = [];
  readonly lines: number[] = [];
  /**
   * model → condition → its rows: whether they carry epochs, and → row index by id, per epoch
   * (epoch 0 when the group has none). Nested maps, not "id NUL epoch" keys: no string per row.
   */
  private readonly groups = new Map<
    string,
    Map<string, { epochs: boolean; first: number; seen: Map<number, Map<string, number>> }>
  >();
  /** id → the first row that named it (its cluster and publication date are that row's, and its id instance). */
  private readonly clusterOf = new Map<string, number>();
  /** One instance of each model, condition, cluster and date. */
  private readonly names = new Map<string, string>();

  private intern(s: string): string {
    const had = this.names.get(s);
    if (had !== undefined) return had;
    this.names.set(s, s);
    return s;
  }

  /**
   * Refuses, naming the row, before the rows fill the heap: a crash would say nothing of which file
   * or what to do (docs/reliability.md "Memory per outcome row").
   */
  private checkHeap(rows: number, at: RowPlace): void {
    const { used, limit } = this.heap();
    if (used <= HEAP_FULL * limit) return;
    const mib = (b: number) => Math.round(b / 2 ** 20).toLocaleString("en-US");
    throw new InputError(
      `${rows.toLocaleString("en-US")} outcome rows fill ${mib(used)} of this process's ${mib(limit)} MiB heap; give node more (NODE_OPTIONS=--max-old-space-size=6144 holds 10,000,000 rows for compare) or split the file (docs/reliability.md "Memory per outcome row")`,
      at,
    );
  }

  /** Where row `i` came from, as an error at `at` should name it. */
  placeOf(i: number): RowPlace {
    const line = this.lines[i]!;
    return line > 0 ? { file: this.files[i]!, line } : { file: this.files[i]! };
  }

  /** The row as kept: shared string instances, optional fields only when present. */
  private compact(row: OutcomeRow, id: string): OutcomeRow {
    const kept: OutcomeRow = {
      model: this.intern(row.model),
      id,
      condition: this.intern(row.condition),
      correct: row.correct,
    };
    if (row.epoch !== undefined) kept.epoch = row.epoch;
    if (row.cluster !== undefined) kept.cluster = this.intern(row.cluster);
    if (row.score !== undefined) kept.score = row.score;
    if (row.published_at !== undefined) kept.published_at = this.intern(row.published_at);
    return kept;
  }

  add(row: OutcomeRow, at: RowPlace): void {
    const index = this.rows.length;
    if (index % HEAP_CHECK_EVERY === 0 && index > 0) this.checkHeap(index, at);
    if (index >= MAX_OUTCOME_ROWS) {
      throw new InputError(
        `more than ${MAX_OUTCOME_ROWS.toLocaleString("en-US")} outcome rows; the cap is ${MAX_OUTCOME_ROWS.toLocaleString("en-US")} (docs/reliability.md "Caps")`,
        at,
      );
    }
    let byCondition = this.groups.get(row.model);
    if (byCondition === undefined) {
      byCondition = new Map();
      this.groups.set(row.model, byCondition);
    }
    const has = row.epoch !== undefined;
    let group = byCondition.get(row.condition);
    if (group === undefined) {
      group = { epochs: has, first: index, seen: new Map() };
      byCondition.set(row.condition, group);
    } else if (group.epochs !== has) {
      throw new InputError(
        `model "${row.model}", condition "${row.condition}": ${describePlace(this.placeOf(group.first), at)} ${group.epochs ? "gives" : "gives no"} epoch, this row ${has ? "does" : "does not"}; give it on every row of the pair or on none`,
        { ...at, field: "epoch" },
      );
    }
    const c = this.clusterOf.get(row.id);
    // The first row's instance, so the maps below and the kept row share one string per id.
    const id = c === undefined ? row.id : this.rows[c]!.id;
    const ep = row.epoch ?? 0;
    let seen = group.seen.get(ep);
    if (seen === undefined) {
      seen = new Map();
      group.seen.set(ep, seen);
    }
    const prev = seen.get(row.id);
    if (prev !== undefined) {
      const shownEpoch = has ? `, epoch ${row.epoch}` : "";
      throw new InputError(
        `duplicate row for model "${row.model}", id "${row.id}", condition "${row.condition}"${shownEpoch} (first at ${describePlace(this.placeOf(prev), at)})`,
        { ...at, field: "id" },
      );
    }
    if (c === undefined) this.clusterOf.set(id, index);
    else if (this.rows[c]!.cluster !== row.cluster) {
      const was = this.rows[c]!.cluster;
      throw new InputError(
        `id "${row.id}" has ${was === undefined ? "no cluster" : `cluster "${was}"`} at ${describePlace(this.placeOf(c), at)}; an item belongs to one cluster on every row`,
        { ...at, field: "cluster" },
      );
    } else if (this.rows[c]!.published_at !== row.published_at) {
      // The time split puts an item before or after a cutoff by its date: two dates, two answers.
      const was = this.rows[c]!.published_at;
      throw new InputError(
        `id "${row.id}" has ${was === undefined ? "no published_at" : `published_at ${was}`} at ${describePlace(this.placeOf(c), at)} and ${row.published_at === undefined ? "none" : row.published_at} here; an item has one publication date on every row`,
        { ...at, field: "published_at" },
      );
    }
    seen.set(id, index);
    this.rows.push(this.compact(row, id));
    this.files.push(at.file);
    this.lines.push(at.line ?? 0);
  }
}
