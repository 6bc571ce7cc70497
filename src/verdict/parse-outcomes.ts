/**
 * Outcome rows (the pivot format, docs/outcomes.md) → the paired tables of a contamination
 * verdict. Rows of condition `original` pair with the rows of each perturbed condition on
 * (model, id[, epoch]): `perturbed` is the one perturber of a single-perturber input,
 * `perturbed:<name>` perturber <name> of several. An item with no partner is an error naming its
 * line, never dropped; so is any other condition (that is a compare input, not a verdict's).
 */
import { InputError } from "../errors.js";
import { ORIGINAL, type OutcomeFile, type OutcomeRow, PERTURBED, PERTURBED_PREFIX } from "../outcomes/types.js";
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
  for (const r of f.rows) epochs.add(epochOf(r));
  if (o.epoch === undefined && epochs.size > 1) {
    const first = epochOf(f.rows[0]!);
    const i = f.rows.findIndex((r) => epochOf(r) !== first);
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

  checkScoresPerModel(f);
  /** model → id → its original row's index; model → perturber → id → its perturbed row's index. */
  const originals = new Map<string, Map<string, number>>();
  const perturbed = new Map<string, Map<string, Map<string, number>>>();
  let single: boolean | undefined;
  let firstPerturbedLine = 0;
  let anyPerturbed = false;
  f.rows.forEach((r, i) => {
    const line = f.lines[i]!;
    if (o.epoch !== undefined && epochOf(r) !== o.epoch) return;
    const perturber = perturberOf(r.condition, file, line);
    if (perturber === null) {
      getOrSet(originals, r.model, () => new Map()).set(r.id, i);
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
    anyPerturbed = true;
    getOrSet(
      getOrSet(perturbed, r.model, () => new Map()),
      perturber,
      () => new Map(),
    ).set(r.id, i);
  });
  if (originals.size === 0) {
    throw new InputError(`no row has condition "${ORIGINAL}": a verdict compares original with perturbed answers`, {
      file,
      field: "condition",
    });
  }
  if (!anyPerturbed) {
    throw new InputError(`no row has a perturbed condition ("${PERTURBED}" or "perturbed:<name>")`, {
      file,
      field: "condition",
    });
  }

  // Every perturbed row needs its original, and every original a row under each perturber its model was run with.
  for (const [model, byPerturber] of perturbed) {
    const origs = originals.get(model);
    for (const [perturber, ids] of byPerturber) {
      for (const [id, i] of ids) {
        if (origs?.has(id)) continue;
        throw new InputError(
          `model "${model}", id "${id}" has a perturbed row (condition ${conditionName(perturber, single!)}) but no original row to pair it with`,
          { file, line: f.lines[i]!, field: "id" },
        );
      }
    }
  }
  // Grouped by (model, perturber), models and perturbers in first-seen order and items in the
  // originals' order, so tables come out as `run` orders them.
  const rows: (PairedOutcome & { line: number })[] = [];
  for (const [model, origs] of originals) {
    const byPerturber = perturbed.get(model);
    if (byPerturber === undefined) {
      const first = origs.values().next().value!;
      throw new InputError(`model "${model}" has original rows but no perturbed ones`, {
        file,
        line: f.lines[first]!,
        field: "condition",
      });
    }
    for (const [perturber, ids] of byPerturber) {
      for (const [id, i] of origs) {
        const p = ids.get(id);
        if (p === undefined) {
          throw new InputError(
            `model "${model}", id "${id}" has an original row but none with condition ${conditionName(perturber, single!)}`,
            { file, line: f.lines[i]!, field: "id" },
          );
        }
        rows.push({
          model,
          perturber,
          id,
          original: f.rows[i]!.correct,
          perturbed: f.rows[p]!.correct,
          ...scores(f.rows[i]!, f.rows[p]!),
          line: f.lines[i]!,
        });
      }
    }
  }
  return tablesFromOutcomes(rows, file);
}

function scores(o: OutcomeRow, p: OutcomeRow): { originalScore?: number; perturbedScore?: number } {
  return o.score !== undefined && p.score !== undefined ? { originalScore: o.score, perturbedScore: p.score } : {};
}

/**
 * A model's signal is the same on all its rows (docs/outcomes.md "Soft scores"): every row carries
 * `score` (soft) or none does (binary). Half-and-half would make a test on whichever items happen
 * to have scores, so it is an error naming the first row that breaks the model's pattern.
 */
function checkScoresPerModel(f: OutcomeFile): void {
  const first = new Map<string, number>();
  f.rows.forEach((r, i) => {
    const j = first.get(r.model);
    if (j === undefined) {
      first.set(r.model, i);
      return;
    }
    const had = f.rows[j]!.score !== undefined;
    if (had === (r.score !== undefined)) return;
    throw new InputError(
      `model "${r.model}": line ${f.lines[j]!} ${had ? "gives" : "gives no"} score, this row ${had ? "does not" : "does"}; give score on every row of a model (the soft signal) or on none (the binary one)`,
      { file: f.file, line: f.lines[i]!, field: "score" },
    );
  });
}

function getOrSet<K, V>(m: Map<K, V>, k: K, make: () => V): V {
  let v = m.get(k);
  if (v === undefined) {
    v = make();
    m.set(k, v);
  }
  return v;
}

/** A row without an epoch was asked once: it is epoch 1, so `--epoch 1` keeps it. */
function epochOf(r: OutcomeRow): number {
  return r.epoch ?? 1;
}

function conditionName(perturber: string, single: boolean): string {
  return `"${single ? PERTURBED : PERTURBED_PREFIX + perturber}"`;
}
