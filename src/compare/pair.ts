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

/** The rows themselves, without a copied array of them (millions of rows: docs/reliability.md "Caps"). */
export function* rowsOf(rows: readonly PlacedRow[]): Generator<OutcomeRow> {
  for (const p of rows) yield p.row;
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
 * One arm's rows in input order, and by unit: epoch → id → row. Nested maps, not an "id NUL
 * epoch" key: no string built per row (docs/reliability.md "Caps"), and no two units collide
 * whatever an id holds.
 */
class ArmIndex {
  readonly rows: PlacedRow[] = [];
  private readonly byEpoch = new Map<number, Map<string, PlacedRow>>();

  get(id: string, epoch: number): PlacedRow | undefined {
    return this.byEpoch.get(epoch)?.get(id);
  }

  add(p: PlacedRow, epoch: number): PlacedRow | undefined {
    let ids = this.byEpoch.get(epoch);
    if (ids === undefined) {
      ids = new Map();
      this.byEpoch.set(epoch, ids);
    }
    const prev = ids.get(p.row.id);
    if (prev !== undefined) return prev;
    ids.set(p.row.id, p);
    this.rows.push(p);
    return undefined;
  }
}

/** One arm's rows by unit; a unit twice in the arm (across files too) is an error naming both lines. */
function indexArm(rows: readonly PlacedRow[], arm: Arm): ArmIndex {
  const out = new ArmIndex();
  for (const p of rows) {
    if (p.row.model !== arm.model || p.row.condition !== arm.condition) continue;
    const epoch = p.row.epoch ?? 1;
    const prev = out.add(p, epoch);
    if (prev !== undefined)
      throw new InputError(
        `item "${p.row.id}" epoch ${epoch} of ${arm.label} appears twice (also ${prev.file}:${prev.line}; a row without "epoch" is epoch 1)`,
        { file: p.file, line: p.line, field: "id" },
      );
  }
  return out;
}

function unmatched(keys: readonly PlacedRow[]): Unmatched {
  return {
    count: keys.length,
    examples: keys.slice(0, EXAMPLES).map((p) => shownId(p.row.id, p.row.epoch ?? 1)),
  };
}

/** Resolves `auto` on the matched rows. */
function clusterPolicy(by: ClusterBy, matched: readonly (readonly [PlacedRow, PlacedRow])[]) {
  if (by.kind !== "auto") return by;
  const any = matched.some(([b, c]) => b.row.cluster !== undefined || c.row.cluster !== undefined);
  return any ? ({ kind: "field" } as const) : ({ kind: "none" } as const);
}

function clusterOf(by: Exclude<ClusterBy, { kind: "auto" }>, b: PlacedRow, c: PlacedRow, field: string): string | null {
  switch (by.kind) {
    case "none":
      return null;
    case "id-prefix": {
      const i = b.row.id.lastIndexOf(by.separator);
      if (i <= 0)
        throw new InputError(
          `item id "${b.row.id}" has no "${by.separator}" to cluster by (${field} id-prefix:${by.separator})`,
          { file: b.file, line: b.line, field: "id" },
        );
      return b.row.id.slice(0, i);
    }
    case "field": {
      for (const p of [b, c])
        if (p.row.cluster === undefined)
          throw new InputError(
            `has no "cluster" while other paired rows have one: give every row its cluster, or ${field} none to declare the items independent`,
            { file: p.file, line: p.line, field: "cluster" },
          );
      if (b.row.cluster !== c.row.cluster)
        throw new InputError(
          `item "${c.row.id}" is in cluster "${c.row.cluster}" here but "${b.row.cluster}" in the baseline (${b.file}:${b.line})`,
          { file: c.file, line: c.line, field: "cluster" },
        );
      return b.row.cluster!;
    }
  }
}

export function pairArms(
  rows: readonly PlacedRow[],
  baseline: Arm,
  candidate: Arm,
  opts: { unparsed: UnparsedPolicy; clusterBy: ClusterBy; clusterField: string },
): Pairing {
  const base = indexArm(rows, baseline);
  const cand = indexArm(rows, candidate);
  const matched: (readonly [PlacedRow, PlacedRow])[] = [];
  const onlyBase: PlacedRow[] = [];
  for (const b of base.rows) {
    const c = cand.get(b.row.id, b.row.epoch ?? 1);
    if (c === undefined) onlyBase.push(b);
    else matched.push([b, c]);
  }
  const onlyCand = cand.rows.filter((c) => base.get(c.row.id, c.row.epoch ?? 1) === undefined);
  if (matched.length === 0)
    throw new InputError(
      `${baseline.label} and ${candidate.label} share no item: ${base.rows.length} and ${cand.rows.length} rows, paired by (id, epoch)`,
    );

  const by = clusterPolicy(opts.clusterBy, matched);
  const units: PairedUnit[] = [];
  let nullBase = 0;
  let nullCand = 0;
  let nullBoth = 0;
  let excluded = 0;
  // An item's epochs must share a cluster: the cluster is a property of the item.
  const itemCluster = new Map<string, { cluster: string | null; at: PlacedRow }>();
  for (const [b, c] of matched) {
    const cluster = clusterOf(by, b, c, opts.clusterField);
    // Without clusters every item's is null: nothing to check, and no entry per item to hold.
    const prev = by.kind === "none" ? undefined : itemCluster.get(b.row.id);
    if (prev === undefined) {
      if (by.kind !== "none") itemCluster.set(b.row.id, { cluster, at: b });
    } else if (prev.cluster !== cluster)
      throw new InputError(
        `item "${b.row.id}" is in cluster "${cluster}" here but "${prev.cluster}" at ${prev.at.file}:${prev.at.line}: an item's epochs share one cluster`,
        { file: b.file, line: b.line, field: "cluster" },
      );
    const bn = b.row.correct === null;
    const cn = c.row.correct === null;
    if (bn) nullBase++;
    if (cn) nullCand++;
    if (bn && cn) nullBoth++;
    if ((bn || cn) && opts.unparsed === "exclude") {
      excluded++;
      continue;
    }
    units.push({
      id: b.row.id,
      epoch: b.row.epoch ?? 1,
      cluster,
      baseline: b.row.correct === true,
      candidate: c.row.correct === true,
    });
  }
  if (units.length === 0)
    throw new InputError(
      `every one of the ${matched.length} paired items of ${baseline.label} and ${candidate.label} has an unparsed answer, and --unparsed exclude removes them all`,
    );
  const epochs = new Map<string, number>();
  for (const u of units) epochs.set(u.id, (epochs.get(u.id) ?? 0) + 1);
  const clusters = by.kind === "none" ? null : new Set(units.map((u) => u.cluster)).size;
  return {
    units,
    onlyBaseline: unmatched(onlyBase),
    onlyCandidate: unmatched(onlyCand),
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
