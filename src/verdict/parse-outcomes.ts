/**
 * Outcome rows (the pivot format, docs/outcomes.md) → the paired tables of a contamination
 * verdict. Rows of condition `original` pair with the rows of each perturbed condition on
 * (model, id[, epoch]): `perturbed` is the one perturber of a single-perturber input,
 * `perturbed:<name>` perturber <name> of several. An item with no partner is an error naming its
 * line, never dropped; so is any other condition (that is a compare input, not a verdict's).
 */
import { InputError } from "../errors.js";
import { ORIGINAL, type OutcomeFile, PERTURBED, PERTURBED_PREFIX } from "../outcomes/types.js";
import { type PairedOutcome, tablesFromOutcomes } from "./parse-jsonl.js";
import { SINGLE_PERTURBER } from "./parse-table.js";
import type { PairedTable } from "./types.js";

export interface ConditionPairing {
  /** `--epoch N`: the one replicate to judge when rows carry several epochs. */
  epoch?: number;
}

/** The perturber a condition names, or null for `original`. */
function perturberOf(condition: string, file: string, line: number): string | null {
  if (condition === ORIGINAL) return null;
  if (condition === PERTURBED) return SINGLE_PERTURBER;
  if (condition.startsWith(PERTURBED_PREFIX) && condition.length > PERTURBED_PREFIX.length) {
    return condition.slice(PERTURBED_PREFIX.length);
  }
  throw new InputError(
    `condition "${condition}" is not one a verdict reads: original, perturbed, or perturbed:<name> (two other conditions are an A/B comparison, not a contamination verdict)`,
    { file, line, field: "condition" },
  );
}

export function tablesFromConditions(f: OutcomeFile, o: ConditionPairing = {}): PairedTable[] {
  const { file } = f;
  // Replicates of one item are not independent items: the exact test would count one item twice.
  const epochs = new Set<number>();
  for (const r of f.rows) if (r.epoch !== undefined) epochs.add(r.epoch);
  if (o.epoch === undefined && epochs.size > 1) {
    const i = f.rows.findIndex((r) => r.epoch !== undefined && r.epoch !== f.rows[0]?.epoch);
    throw new InputError(
      `the rows hold ${epochs.size} epochs (replicates); the verdict's exact test needs independent items, so pick one with --epoch N`,
      { file, line: f.lines[Math.max(i, 0)]!, field: "epoch" },
    );
  }
  if (o.epoch !== undefined && !epochs.has(o.epoch)) {
    throw new InputError(
      `no row has epoch ${o.epoch} (epochs present: ${[...epochs].sort((a, b) => a - b).join(", ") || "none"})`,
      {
        field: "--epoch",
      },
    );
  }

  interface Side {
    correct: boolean | null;
    line: number;
  }
  /** (model, id) → original row; (model, perturber, id) → perturbed row; both in first-seen order. */
  const originals = new Map<string, { model: string; id: string; side: Side }>();
  const perturbed = new Map<string, { model: string; perturber: string; id: string; side: Side }>();
  let single: boolean | undefined;
  let firstPerturbedLine = 0;
  f.rows.forEach((r, i) => {
    const line = f.lines[i]!;
    if (o.epoch !== undefined && r.epoch !== o.epoch) return;
    const perturber = perturberOf(r.condition, file, line);
    const side = { correct: r.correct, line };
    if (perturber === null) {
      originals.set(JSON.stringify([r.model, r.id]), { model: r.model, id: r.id, side });
      return;
    }
    const isSingle = r.condition === PERTURBED;
    if (single === undefined) {
      single = isSingle;
      firstPerturbedLine = line;
    } else if (single !== isSingle) {
      throw new InputError(
        `line ${firstPerturbedLine} has condition "${single ? PERTURBED : "perturbed:<name>"}" and this one "${r.condition}": use "perturbed" for a single perturber or "perturbed:<name>" on every perturbed row`,
        { file, line, field: "condition" },
      );
    }
    perturbed.set(JSON.stringify([r.model, perturber, r.id]), { model: r.model, perturber, id: r.id, side });
  });
  if (originals.size === 0) {
    throw new InputError(`no row has condition "${ORIGINAL}": a verdict compares original with perturbed answers`, {
      file,
      field: "condition",
    });
  }
  if (perturbed.size === 0) {
    throw new InputError(`no row has a perturbed condition ("${PERTURBED}" or "perturbed:<name>")`, {
      file,
      field: "condition",
    });
  }

  // Every perturbed row needs its original, and every original a row under each perturber its model was run with.
  const perturbersOf = new Map<string, Set<string>>();
  for (const p of perturbed.values()) {
    const orig = originals.get(JSON.stringify([p.model, p.id]));
    if (orig === undefined) {
      throw new InputError(
        `model "${p.model}", id "${p.id}" has a perturbed row (condition ${conditionName(p.perturber, single!)}) but no original row to pair it with`,
        { file, line: p.side.line, field: "id" },
      );
    }
    (perturbersOf.get(p.model) ?? perturbersOf.set(p.model, new Set()).get(p.model)!).add(p.perturber);
  }
  const rows: (PairedOutcome & { line: number })[] = [];
  for (const orig of originals.values()) {
    const ps = perturbersOf.get(orig.model);
    if (ps === undefined) {
      throw new InputError(`model "${orig.model}" has original rows but no perturbed ones`, {
        file,
        line: orig.side.line,
        field: "condition",
      });
    }
    for (const perturber of ps) {
      const p = perturbed.get(JSON.stringify([orig.model, perturber, orig.id]));
      if (p === undefined) {
        throw new InputError(
          `model "${orig.model}", id "${orig.id}" has an original row but none with condition ${conditionName(perturber, single!)}`,
          { file, line: orig.side.line, field: "id" },
        );
      }
      rows.push({
        model: orig.model,
        perturber,
        id: orig.id,
        original: orig.side.correct,
        perturbed: p.side.correct,
        line: orig.side.line,
      });
    }
  }
  // Grouped by (model, perturber) in first-seen order, so tables come out as `run` orders them.
  return tablesFromOutcomes(orderByPair(rows), file);
}

function conditionName(perturber: string, single: boolean): string {
  return `"${single ? PERTURBED : PERTURBED_PREFIX + perturber}"`;
}

/** Stable regroup: all rows of the first (model, perturber) pair, then the next, each in item order. */
function orderByPair<T extends { model: string; perturber: string | null }>(rows: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = JSON.stringify([r.model, r.perturber]);
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(r);
  }
  return [...groups.values()].flat();
}
