/**
 * Outcome rows kept as columns (docs/reliability.md "Memory per outcome row"): a row is a few
 * numbers in typed arrays — its (model, condition) group and its id as indices into interned
 * tables, `correct` as one byte, score and epoch only once some row has them — so ten million rows
 * cost a few hundred MB outside V8's heap (typed arrays' backing stores do not count against
 * `--max-old-space-size`) instead of an object each inside it. Cluster and publication date belong
 * to the item (OutcomeCollector checks one per id), so they are kept per id, not per row.
 *
 * `row(i)` builds the row as an object for code that wants one; the paths that touch every row
 * (pairing in compare and verdict, writing) read the columns through the accessors instead.
 */
import type { OutcomeRow } from "./types.js";

const NULL_CORRECT = 2;
const NONE = -1;

/** A typed array of `size` holding `a`'s values first (the rest `fill`, else 0): columns grow by doubling. */
export function grown<T extends Int32Array | Uint8Array | Float64Array>(a: T, size: number, fill?: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  if (fill !== undefined) b.fill(fill, a.length);
  return b;
}

/** Rows in columns; appended to by OutcomeCollector, read by index. */
export class OutcomeTable {
  /** Every model, condition, cluster and date, once. */
  private readonly names: string[] = [];
  private readonly nameIndex = new Map<string, number>();
  /** (model, condition) groups: the name index of each. */
  private readonly groupModel: number[] = [];
  private readonly groupCondition: number[] = [];
  private readonly groupIndex = new Map<number, Map<number, number>>();
  /** Every id, once; per id its first row, cluster and date (name indices, NONE when absent). */
  private readonly ids: string[] = [];
  private readonly idIndex = new Map<string, number>();
  private idFirst = new Int32Array(1024);
  private idCluster = new Int32Array(1024);
  private idDate = new Int32Array(1024);
  /** The files rows came from. */
  private readonly fileNames: string[] = [];
  private readonly fileIndex = new Map<string, number>();

  private capacity = 1024;
  private groupCol = new Int32Array(1024);
  private idCol = new Int32Array(1024);
  /** 0 false, 1 true, 2 null. */
  private correctCol = new Uint8Array(1024);
  private fileCol = new Int32Array(1024);
  /** A file of 4 GiB can hold more lines than 32 bits count. */
  private lineCol = new Float64Array(1024);
  /** NaN: no score. Allocated with the first row that has one. */
  private scoreCol: Float64Array | null = null;
  /** 0: no epoch (epochs are ≥ 1). Allocated with the first row that has one. */
  private epochCol: Int32Array | null = null;

  length = 0;

  private name(s: string): number {
    let i = this.nameIndex.get(s);
    if (i === undefined) {
      i = this.names.length;
      this.names.push(s);
      this.nameIndex.set(s, i);
    }
    return i;
  }

  /** The group of (model, condition), created when new. */
  group(model: string, condition: string): number {
    const m = this.name(model);
    const c = this.name(condition);
    let byCondition = this.groupIndex.get(m);
    if (byCondition === undefined) {
      byCondition = new Map();
      this.groupIndex.set(m, byCondition);
    }
    let g = byCondition.get(c);
    if (g === undefined) {
      g = this.groupModel.length;
      this.groupModel.push(m);
      this.groupCondition.push(c);
      byCondition.set(c, g);
    }
    return g;
  }

  /** The id's index, or undefined when no row has it yet. */
  findId(id: string): number | undefined {
    return this.idIndex.get(id);
  }

  /** A new id, first seen at row `first` with this cluster and date. */
  addId(id: string, first: number, cluster: string | undefined, date: string | undefined): number {
    const i = this.ids.length;
    if (i === this.idFirst.length) {
      this.idFirst = grown(this.idFirst, 2 * i);
      this.idCluster = grown(this.idCluster, 2 * i);
      this.idDate = grown(this.idDate, 2 * i);
    }
    this.ids.push(id);
    this.idIndex.set(id, i);
    this.idFirst[i] = first;
    this.idCluster[i] = cluster === undefined ? NONE : this.name(cluster);
    this.idDate[i] = date === undefined ? NONE : this.name(date);
    return i;
  }

  /** Appends a row whose id and group are already indexed. */
  push(
    group: number,
    id: number,
    correct: boolean | null,
    score: number | undefined,
    epoch: number | undefined,
    file: string,
    line: number,
  ): void {
    const i = this.length;
    if (i === this.capacity) this.grow();
    this.groupCol[i] = group;
    this.idCol[i] = id;
    this.correctCol[i] = correct === null ? NULL_CORRECT : correct ? 1 : 0;
    let f = this.fileIndex.get(file);
    if (f === undefined) {
      f = this.fileNames.length;
      this.fileNames.push(file);
      this.fileIndex.set(file, f);
    }
    this.fileCol[i] = f;
    this.lineCol[i] = line;
    if (score !== undefined) {
      this.scoreCol ??= new Float64Array(this.capacity).fill(Number.NaN);
      this.scoreCol[i] = score;
    }
    if (epoch !== undefined) {
      this.epochCol ??= new Int32Array(this.capacity);
      this.epochCol[i] = epoch;
    }
    this.length = i + 1;
  }

  private grow(): void {
    const n = 2 * this.capacity;
    this.groupCol = grown(this.groupCol, n);
    this.idCol = grown(this.idCol, n);
    this.correctCol = grown(this.correctCol, n);
    this.fileCol = grown(this.fileCol, n);
    this.lineCol = grown(this.lineCol, n);
    if (this.scoreCol) this.scoreCol = grown(this.scoreCol, n, Number.NaN);
    if (this.epochCol) this.epochCol = grown(this.epochCol, n);
    this.capacity = n;
  }

  /** The (model, condition) group of row i: equal numbers, equal pairs. */
  groupOf(i: number): number {
    return this.groupCol[i]!;
  }
  /** How many (model, condition) groups there are (group numbers run 0 … groups − 1, in first-seen order). */
  get groups(): number {
    return this.groupModel.length;
  }
  groupModelName(g: number): string {
    return this.names[this.groupModel[g]!]!;
  }
  groupConditionName(g: number): string {
    return this.names[this.groupCondition[g]!]!;
  }
  model(i: number): string {
    return this.groupModelName(this.groupCol[i]!);
  }
  condition(i: number): string {
    return this.groupConditionName(this.groupCol[i]!);
  }
  /** Row i's id number: equal numbers, equal ids. */
  idOf(i: number): number {
    return this.idCol[i]!;
  }
  /** How many distinct ids there are (id numbers run 0 … ids − 1, in first-seen order). */
  get distinctIds(): number {
    return this.ids.length;
  }
  idText(id: number): string {
    return this.ids[id]!;
  }
  id(i: number): string {
    return this.ids[this.idCol[i]!]!;
  }
  /** The row that first named id number `id`. */
  idFirstRow(id: number): number {
    return this.idFirst[id]!;
  }
  correct(i: number): boolean | null {
    const c = this.correctCol[i]!;
    return c === NULL_CORRECT ? null : c === 1;
  }
  score(i: number): number | undefined {
    if (this.scoreCol === null) return undefined;
    const s = this.scoreCol[i]!;
    return Number.isNaN(s) ? undefined : s;
  }
  epoch(i: number): number | undefined {
    if (this.epochCol === null) return undefined;
    const e = this.epochCol[i]!;
    return e === 0 ? undefined : e;
  }
  cluster(i: number): string | undefined {
    const c = this.idCluster[this.idCol[i]!]!;
    return c === NONE ? undefined : this.names[c];
  }
  publishedAt(i: number): string | undefined {
    const d = this.idDate[this.idCol[i]!]!;
    return d === NONE ? undefined : this.names[d];
  }
  file(i: number): string {
    return this.fileNames[this.fileCol[i]!]!;
  }
  /** The 1-based line of row i; 0 for a row an importer built. */
  line(i: number): number {
    return this.lineCol[i]!;
  }

  /** Row i as an object (optional fields only when present). */
  row(i: number): OutcomeRow {
    const r: OutcomeRow = {
      model: this.model(i),
      id: this.id(i),
      condition: this.condition(i),
      correct: this.correct(i),
    };
    const score = this.score(i);
    if (score !== undefined) r.score = score;
    const epoch = this.epoch(i);
    if (epoch !== undefined) r.epoch = epoch;
    const cluster = this.cluster(i);
    if (cluster !== undefined) r.cluster = cluster;
    const date = this.publishedAt(i);
    if (date !== undefined) r.published_at = date;
    return r;
  }

  /** Every row as an object, built as it is reached. */
  *[Symbol.iterator](): Generator<OutcomeRow> {
    for (let i = 0; i < this.length; i++) yield this.row(i);
  }

  /** Every row as an object: for small tables (tests, the library); large paths use the accessors. */
  toRows(): OutcomeRow[] {
    return Array.from({ length: this.length }, (_, i) => this.row(i));
  }
}

/**
 * Rows read from a file. `table` holds them as columns (src/outcomes/table.ts), each row's line
 * among them; `rows` and `lines` build arrays of them on demand, for small inputs and the library.
 */
export interface OutcomeFile {
  readonly file: string;
  readonly table: OutcomeTable;
  readonly rows: OutcomeRow[];
  /** lines[i] is the 1-based line of rows[i]. */
  readonly lines: number[];
}
