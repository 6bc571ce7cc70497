/**
 * Pairing two arms' outcome rows item by item (docs/compare.md "Pairing"): the unit is
 * (id, epoch), epoch 1 when a row has none. Units that only one arm has are counted and
 * reported, never silently dropped, and a comparison with no paired unit is an error.
 * Unparsed answers (correct: null) are counted per arm and handled by a stated policy.
 * Pure: rows in, pairs and counts out.
 */
import { InputError } from "../errors.js";
import type { OutcomeRow } from "../outcomes/types.js";
import type { Arm } from "./select.js";

/** A row and where it was read, so an error found while pairing names file:line. */
export interface PlacedRow {
  readonly row: OutcomeRow;
  readonly file: string;
  readonly line: number;
}

/**
 * Rows as compare reads them: by index, each with where it was read. An outcome file's columns
 * (src/outcomes/table.ts) are read in place, so pairing ten million rows builds no object per row
 * (docs/reliability.md "Memory per outcome row"); `placedRows` adapts a list of objects.
 */
export interface CompareRows {
  readonly length: number;
  model(i: number): string;
  condition(i: number): string;
  id(i: number): string;
  epoch(i: number): number | undefined;
  correct(i: number): boolean | null;
  cluster(i: number): string | undefined;
  file(i: number): string;
  line(i: number): number;
}

/** A list of placed rows as CompareRows. */
export function placedRows(rows: readonly PlacedRow[]): CompareRows {
  return {
    length: rows.length,
    model: (i) => rows[i]!.row.model,
    condition: (i) => rows[i]!.row.condition,
    id: (i) => rows[i]!.row.id,
    epoch: (i) => rows[i]!.row.epoch,
    correct: (i) => rows[i]!.row.correct,
    cluster: (i) => rows[i]!.row.cluster,
    file: (i) => rows[i]!.file,
    line: (i) => rows[i]!.line,
  };
}

/** Several files' rows one after another, read in place (one file: that file's rows themselves). */
export function concatRows(parts: readonly CompareRows[]): CompareRows {
  if (parts.length === 1) return parts[0]!;
  const starts: number[] = [];
  let total = 0;
  for (const p of parts) {
    starts.push(total);
    total += p.length;
  }
  const at = <T>(get: (p: CompareRows, j: number) => T) => {
    return (i: number): T => {
      let k = parts.length - 1;
      while (starts[k]! > i) k--;
      return get(parts[k]!, i - starts[k]!);
    };
  };
  return {
    length: total,
    model: at((p, j) => p.model(j)),
    condition: at((p, j) => p.condition(j)),
    id: at((p, j) => p.id(j)),
    epoch: at((p, j) => p.epoch(j)),
    correct: at((p, j) => p.correct(j)),
    cluster: at((p, j) => p.cluster(j)),
    file: at((p, j) => p.file(j)),
    line: at((p, j) => p.line(j)),
  };
}

/** Either form as CompareRows. */
export function compareRows(rows: readonly PlacedRow[] | CompareRows): CompareRows {
  return Array.isArray(rows) ? placedRows(rows) : (rows as CompareRows);
}

/** Each row's (model, condition), without an object kept per row. */
export function* armsOfRows(rows: CompareRows): Generator<{ model: string; condition: string }> {
  let model = "";
  let condition = "";
  for (let i = 0; i < rows.length; i++) {
    const m = rows.model(i);
    const c = rows.condition(i);
    // Runs of one arm are common: yield a pair only when it changes (armsPresent keeps first-seen order).
    if (i > 0 && m === model && c === condition) continue;
    model = m;
    condition = c;
    yield { model, condition };
  }
}

/** `as-wrong` (the default, as in verdicts) scores null as wrong; `exclude` drops the unit. */
export type UnparsedPolicy = "as-wrong" | "exclude";
export const UNPARSED_POLICIES: readonly UnparsedPolicy[] = ["as-wrong", "exclude"];

/**
 * Where clusters come from. `auto`: the rows' `cluster` field when any paired row has one, else
 * none. `field`: the rows' field, required on every paired row. `id-prefix`: the id up to its
 * last `separator` ("mmlu/anatomy/12" → "mmlu/anatomy" with "/"). `none`: items independent,
 * a declaration the report repeats.
 */
export type ClusterBy =
  | { readonly kind: "auto" }
  | { readonly kind: "field" }
  | { readonly kind: "none" }
  | { readonly kind: "id-prefix"; readonly separator: string };

export interface PairedUnit {
  readonly id: string;
  readonly epoch: number;
  readonly cluster: string | null;
  readonly baseline: boolean;
  readonly candidate: boolean;
}

export interface Unmatched {
  readonly count: number;
  /** The first few ids ("id" or "id#epoch"), in input order. */
  readonly examples: string[];
}

export interface Pairing {
  readonly units: PairedUnit[];
  readonly onlyBaseline: Unmatched;
  readonly onlyCandidate: Unmatched;
  /** Among the units both arms have, before the policy: nulls per arm and on both sides. */
  readonly unparsed: {
    readonly baseline: number;
    readonly candidate: number;
    readonly both: number;
    readonly policy: UnparsedPolicy;
    /** Units removed by `exclude` (0 under `as-wrong`). */
    readonly excluded: number;
  };
  /** Distinct item ids among the units. */
  readonly items: number;
  /** Most epochs any item has among the units (1: no replicates). */
  readonly replicates: number;
  /** How clusters were assigned, after `auto` is resolved. */
  readonly clusterBy: Exclude<ClusterBy, { kind: "auto" }>;
  /** Distinct clusters, or null when no clusters were assigned. */
  readonly clusters: number | null;
}

const EXAMPLES = 5;

export function shownId(id: string, epoch: number): string {
  return epoch === 1 ? id : `${id}#${epoch}`;
}

/**
 * One arm's rows (indices) in input order, and by unit: epoch → id → row. Nested maps, not an
 * "id NUL epoch" key: no string built per row (docs/reliability.md "Memory per outcome row"), and
 * no two units collide whatever an id holds.
 */
class ArmIndex {
  readonly rows: number[] = [];
  private readonly byEpoch = new Map<number, Map<string, number>>();

  get(id: string, epoch: number): number | undefined {
    return this.byEpoch.get(epoch)?.get(id);
  }

  add(i: number, id: string, epoch: number): number | undefined {
    let ids = this.byEpoch.get(epoch);
    if (ids === undefined) {
      ids = new Map();
      this.byEpoch.set(epoch, ids);
    }
    const prev = ids.get(id);
    if (prev !== undefined) return prev;
    ids.set(id, i);
    this.rows.push(i);
    return undefined;
  }
}

/** One arm's rows by unit; a unit twice in the arm (across files too) is an error naming both lines. */
function indexArm(rows: CompareRows, arm: Arm): ArmIndex {
  const out = new ArmIndex();
  for (let i = 0; i < rows.length; i++) {
    if (rows.model(i) !== arm.model || rows.condition(i) !== arm.condition) continue;
    const epoch = rows.epoch(i) ?? 1;
    const prev = out.add(i, rows.id(i), epoch);
    if (prev !== undefined)
      throw new InputError(
        `item "${rows.id(i)}" epoch ${epoch} of ${arm.label} appears twice (also ${rows.file(prev)}:${rows.line(prev)}; a row without "epoch" is epoch 1)`,
        { file: rows.file(i), line: rows.line(i), field: "id" },
      );
  }
  return out;
}

function unmatched(rows: CompareRows, keys: readonly number[]): Unmatched {
  return {
    count: keys.length,
    examples: keys.slice(0, EXAMPLES).map((i) => shownId(rows.id(i), rows.epoch(i) ?? 1)),
  };
}

/** Resolves `auto` on the matched rows. */
function clusterPolicy(
  by: ClusterBy,
  rows: CompareRows,
  matchedBase: readonly number[],
  matchedCand: readonly number[],
) {
  if (by.kind !== "auto") return by;
  let any = false;
  for (let k = 0; k < matchedBase.length && !any; k++)
    any = rows.cluster(matchedBase[k]!) !== undefined || rows.cluster(matchedCand[k]!) !== undefined;
  return any ? ({ kind: "field" } as const) : ({ kind: "none" } as const);
}

function clusterOf(
  by: Exclude<ClusterBy, { kind: "auto" }>,
  rows: CompareRows,
  b: number,
  c: number,
  field: string,
): string | null {
  switch (by.kind) {
    case "none":
      return null;
    case "id-prefix": {
      const id = rows.id(b);
      const i = id.lastIndexOf(by.separator);
      if (i <= 0)
        throw new InputError(
          `item id "${id}" has no "${by.separator}" to cluster by (${field} id-prefix:${by.separator})`,
          {
            file: rows.file(b),
            line: rows.line(b),
            field: "id",
          },
        );
      return id.slice(0, i);
    }
    case "field": {
      for (const p of [b, c])
        if (rows.cluster(p) === undefined)
          throw new InputError(
            `has no "cluster" while other paired rows have one: give every row its cluster, or ${field} none to declare the items independent`,
            { file: rows.file(p), line: rows.line(p), field: "cluster" },
          );
      if (rows.cluster(b) !== rows.cluster(c))
        throw new InputError(
          `item "${rows.id(c)}" is in cluster "${rows.cluster(c)}" here but "${rows.cluster(b)}" in the baseline (${rows.file(b)}:${rows.line(b)})`,
          { file: rows.file(c), line: rows.line(c), field: "cluster" },
        );
      return rows.cluster(b)!;
    }
  }
}

export function pairArms(
  input: readonly PlacedRow[] | CompareRows,
  baseline: Arm,
  candidate: Arm,
  opts: { unparsed: UnparsedPolicy; clusterBy: ClusterBy; clusterField: string },
): Pairing {
  const rows = compareRows(input);
  const base = indexArm(rows, baseline);
  const cand = indexArm(rows, candidate);
  // The matched pairs as two lists of row indices: no object per pair.
  const matchedBase: number[] = [];
  const matchedCand: number[] = [];
  const onlyBase: number[] = [];
  for (const b of base.rows) {
    const c = cand.get(rows.id(b), rows.epoch(b) ?? 1);
    if (c === undefined) onlyBase.push(b);
    else {
      matchedBase.push(b);
      matchedCand.push(c);
    }
  }
  const onlyCand = cand.rows.filter((c) => base.get(rows.id(c), rows.epoch(c) ?? 1) === undefined);
  if (matchedBase.length === 0)
    throw new InputError(
      `${baseline.label} and ${candidate.label} share no item: ${base.rows.length} and ${cand.rows.length} rows, paired by (id, epoch)`,
    );

  const by = clusterPolicy(opts.clusterBy, rows, matchedBase, matchedCand);
  const units: PairedUnit[] = [];
  let nullBase = 0;
  let nullCand = 0;
  let nullBoth = 0;
  let excluded = 0;
  // An item's epochs must share a cluster: the cluster is a property of the item.
  const itemCluster = new Map<string, { cluster: string | null; at: number }>();
  for (let k = 0; k < matchedBase.length; k++) {
    const b = matchedBase[k]!;
    const c = matchedCand[k]!;
    const id = rows.id(b);
    const cluster = clusterOf(by, rows, b, c, opts.clusterField);
    // Without clusters every item's is null: nothing to check, and no entry per item to hold.
    const prev = by.kind === "none" ? undefined : itemCluster.get(id);
    if (prev === undefined) {
      if (by.kind !== "none") itemCluster.set(id, { cluster, at: b });
    } else if (prev.cluster !== cluster)
      throw new InputError(
        `item "${id}" is in cluster "${cluster}" here but "${prev.cluster}" at ${rows.file(prev.at)}:${rows.line(prev.at)}: an item's epochs share one cluster`,
        { file: rows.file(b), line: rows.line(b), field: "cluster" },
      );
    const bc = rows.correct(b);
    const cc = rows.correct(c);
    const bn = bc === null;
    const cn = cc === null;
    if (bn) nullBase++;
    if (cn) nullCand++;
    if (bn && cn) nullBoth++;
    if ((bn || cn) && opts.unparsed === "exclude") {
      excluded++;
      continue;
    }
    units.push({ id, epoch: rows.epoch(b) ?? 1, cluster, baseline: bc === true, candidate: cc === true });
  }
  if (units.length === 0)
    throw new InputError(
      `every one of the ${matchedBase.length} paired items of ${baseline.label} and ${candidate.label} has an unparsed answer, and --unparsed exclude removes them all`,
    );
  const epochs = new Map<string, number>();
  for (const u of units) epochs.set(u.id, (epochs.get(u.id) ?? 0) + 1);
  const clusters = by.kind === "none" ? null : new Set(units.map((u) => u.cluster)).size;
  return {
    units,
    onlyBaseline: unmatched(rows, onlyBase),
    onlyCandidate: unmatched(rows, onlyCand),
    unparsed: { baseline: nullBase, candidate: nullCand, both: nullBoth, policy: opts.unparsed, excluded },
    items: epochs.size,
    replicates: mostEpochs(epochs),
    clusterBy: by,
    clusters,
  };
}

/** A loop, not Math.max(...): a spread of 10⁶ values overflows the stack. */
function mostEpochs(epochs: ReadonlyMap<string, number>): number {
  let most = 0;
  for (const e of epochs.values()) if (e > most) most = e;
  return most;
}
