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
import { OutcomeTable } from "./table.js";
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
/**
 * What the heap guard's message tells the user to do. 10,000,000 rows (the cap) fit the default
 * heap of a 7 GB runner (measured with --max-old-space-size=1792: docs/reliability.md "Memory per
 * outcome row"), so the guard speaks to smaller heaps and to inputs heavier than that measure.
 */
const HEAP_ADVICE =
  "give node more (NODE_OPTIONS=--max-old-space-size=4096; 10,000,000 rows of 2,500,000 ids were measured to fit 1,792) or split the file";

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
 * The rows' keys (group, id number, epoch) → row, for the duplicate check: open addressing over
 * one Int32Array of row indices, compared through the table's columns — a few bytes a row, no
 * string or map entry per row (docs/reliability.md "Memory per outcome row").
 */
class RowKeys {
  private slots = new Int32Array(4096).fill(-1);
  private used = 0;

  constructor(private readonly table: OutcomeTable) {}

  private static hash(group: number, id: number, epoch: number): number {
    let h =
      Math.imul(id ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(group + 1, 0x85ebca77) ^ Math.imul(epoch + 1, 0xc2b2ae3d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return h ^ (h >>> 12);
  }

  /** The row with this key, or -1. */
  find(group: number, id: number, epoch: number): number {
    const mask = this.slots.length - 1;
    for (let s = RowKeys.hash(group, id, epoch) & mask; ; s = (s + 1) & mask) {
      const r = this.slots[s]!;
      if (r < 0) return -1;
      const t = this.table;
      if (t.idOf(r) === id && t.groupOf(r) === group && (t.epoch(r) ?? 0) === epoch) return r;
    }
  }

  /** Adds row `row` (its key not present). */
  add(row: number): void {
    if (2 * (this.used + 1) > this.slots.length) this.rehash(2 * this.slots.length);
    this.place(row, this.slots);
    this.used++;
  }

  private place(row: number, slots: Int32Array): void {
    const t = this.table;
    const mask = slots.length - 1;
    let s = RowKeys.hash(t.groupOf(row), t.idOf(row), t.epoch(row) ?? 0) & mask;
    while (slots[s]! >= 0) s = (s + 1) & mask;
    slots[s] = row;
  }

  private rehash(size: number): void {
    const next = new Int32Array(size).fill(-1);
    for (const r of this.slots) if (r >= 0) this.place(r, next);
    this.slots = next;
  }
}

/**
 * The rules that span rows. `add` each row in order; the first breach throws at the row that
 * shows it, naming the row it clashes with.
 *
 * The rows are kept as columns (src/outcomes/table.ts, docs/reliability.md "Memory per outcome
 * row"): every model, condition, cluster and date is one string per distinct value, every id one
 * string per distinct id, and a row a few numbers in typed arrays, outside V8's heap.
 */
export class OutcomeCollector {
  /** `heap`: how full this process's heap is (injectable so a test can fill it). */
  constructor(private readonly heap: () => HeapUse = processHeap) {}

  readonly table = new OutcomeTable();
  private readonly keys = new RowKeys(this.table);
  /** Per (model, condition) group: whether its rows carry epochs, and its first row. */
  private readonly groupEpochs: boolean[] = [];
  private readonly groupFirst: number[] = [];

  /** The rows as objects: for small inputs and tests; large paths read `table`. */
  get rows(): OutcomeRow[] {
    return this.table.toRows();
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
      `${rows.toLocaleString("en-US")} outcome rows fill ${mib(used)} of this process's ${mib(limit)} MiB heap; ${HEAP_ADVICE} (docs/reliability.md "Memory per outcome row")`,
      at,
    );
  }

  /** Where row `i` came from, as an error at `at` should name it. */
  placeOf(i: number): RowPlace {
    const line = this.table.line(i);
    return line > 0 ? { file: this.table.file(i), line } : { file: this.table.file(i) };
  }

  add(row: OutcomeRow, at: RowPlace): void {
    const t = this.table;
    const index = t.length;
    if (index % HEAP_CHECK_EVERY === 0 && index > 0) this.checkHeap(index, at);
    if (index >= MAX_OUTCOME_ROWS) {
      throw new InputError(
        `more than ${MAX_OUTCOME_ROWS.toLocaleString("en-US")} outcome rows; the cap is ${MAX_OUTCOME_ROWS.toLocaleString("en-US")} (docs/reliability.md "Caps")`,
        at,
      );
    }
    const group = t.group(row.model, row.condition);
    const has = row.epoch !== undefined;
    if (group === this.groupEpochs.length) {
      this.groupEpochs.push(has);
      this.groupFirst.push(index);
    } else if (this.groupEpochs[group] !== has) {
      const epochs = this.groupEpochs[group]!;
      throw new InputError(
        `model "${row.model}", condition "${row.condition}": ${describePlace(this.placeOf(this.groupFirst[group]!), at)} ${epochs ? "gives" : "gives no"} epoch, this row ${has ? "does" : "does not"}; give it on every row of the pair or on none`,
        { ...at, field: "epoch" },
      );
    }
    const known = t.findId(row.id);
    if (known !== undefined) {
      const prev = this.keys.find(group, known, row.epoch ?? 0);
      if (prev >= 0) {
        const shownEpoch = has ? `, epoch ${row.epoch}` : "";
        throw new InputError(
          `duplicate row for model "${row.model}", id "${row.id}", condition "${row.condition}"${shownEpoch} (first at ${describePlace(this.placeOf(prev), at)})`,
          { ...at, field: "id" },
        );
      }
      const c = t.idFirstRow(known);
      if (t.cluster(c) !== row.cluster) {
        const was = t.cluster(c);
        throw new InputError(
          `id "${row.id}" has ${was === undefined ? "no cluster" : `cluster "${was}"`} at ${describePlace(this.placeOf(c), at)}; an item belongs to one cluster on every row`,
          { ...at, field: "cluster" },
        );
      }
      if (t.publishedAt(c) !== row.published_at) {
        // The time split puts an item before or after a cutoff by its date: two dates, two answers.
        const was = t.publishedAt(c);
        throw new InputError(
          `id "${row.id}" has ${was === undefined ? "no published_at" : `published_at ${was}`} at ${describePlace(this.placeOf(c), at)} and ${row.published_at === undefined ? "none" : row.published_at} here; an item has one publication date on every row`,
          { ...at, field: "published_at" },
        );
      }
    }
    const id = known ?? t.addId(row.id, index, row.cluster, row.published_at);
    t.push(group, id, row.correct, row.score, row.epoch, at.file, at.line ?? 0);
    this.keys.add(index);
  }
}
