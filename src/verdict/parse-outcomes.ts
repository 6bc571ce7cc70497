/**
 * Outcome rows (the pivot format, docs/outcomes.md) → the paired tables of a contamination
 * verdict. Rows of condition `original` pair with the rows of each perturbed condition on
 * (model, id[, epoch]): `perturbed` is the one perturber of a single-perturber input,
 * `perturbed:<name>` perturber <name> of several. An item with no partner is an error naming its
 * line, never dropped; so is any other condition (that is a compare input, not a verdict's).
 */
import { InputError } from "../errors.js";
import type { OutcomeFile, OutcomeTable } from "../outcomes/table.js";
import { ORIGINAL, PERTURBED, PERTURBED_PREFIX } from "../outcomes/types.js";
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
  // The columns, read in place: no object per row (docs/reliability.md "Memory per outcome row").
  const t = f.table;
  // Replicates of one item are not independent items: the exact test would count one item twice.
  const epochs = new Set<number>();
  for (let i = 0; i < t.length; i++) epochs.add(epochOf(t, i));
  if (o.epoch === undefined && epochs.size > 1) {
    const first = epochOf(t, 0);
    let i = 0;
    while (i < t.length && epochOf(t, i) === first) i++;
    throw new InputError(
      `the rows hold ${epochs.size} epochs (replicates); the verdict's exact test needs independent items, so pick one with --epoch N`,
      { file, line: t.line(Math.min(i, t.length - 1)), field: "epoch" },
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
  for (let i = 0; i < t.length; i++) {
    const line = t.line(i);
    if (o.epoch !== undefined && epochOf(t, i) !== o.epoch) continue;
    const condition = t.condition(i);
    const model = t.model(i);
    const perturber = perturberOf(condition, file, line);
    if (perturber === null) {
      getOrSet(originals, model, () => new Map()).set(t.id(i), i);
      continue;
    }
    const isSingle = condition === PERTURBED;
    if (single === undefined) {
      single = isSingle;
      firstPerturbedLine = line;
    } else if (single !== isSingle) {
      throw new InputError(
        `line ${firstPerturbedLine} has condition "${single ? PERTURBED : "perturbed:<name>"}" and this one "${condition}": use "perturbed" for a single perturber or "perturbed:<name>" on every perturbed row`,
        { file, line, field: "condition" },
      );
    }
    anyPerturbed = true;
    getOrSet(
      getOrSet(perturbed, model, () => new Map()),
      perturber,
      () => new Map(),
    ).set(t.id(i), i);
  }
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
          { file, line: t.line(i), field: "id" },
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
        line: t.line(first),
        field: "condition",
      });
    }
    for (const [perturber, ids] of byPerturber) {
      for (const [id, i] of origs) {
        const p = ids.get(id);
        if (p === undefined) {
          throw new InputError(
            `model "${model}", id "${id}" has an original row but none with condition ${conditionName(perturber, single!)}`,
            { file, line: t.line(i), field: "id" },
          );
        }
        rows.push({
          model,
          perturber,
          id,
          original: t.correct(i),
          perturbed: t.correct(p),
          ...scores(t, i, p),
          line: t.line(i),
        });
      }
    }
  }
  return tablesFromOutcomes(rows, file);
}

function scores(t: OutcomeTable, o: number, p: number): { originalScore?: number; perturbedScore?: number } {
  const so = t.score(o);
  const sp = t.score(p);
  return so !== undefined && sp !== undefined ? { originalScore: so, perturbedScore: sp } : {};
}

/**
 * A model's signal is the same on all its rows (docs/outcomes.md "Soft scores"): every row carries
 * `score` (soft) or none does (binary). Half-and-half would make a test on whichever items happen
 * to have scores, so it is an error naming the first row that breaks the model's pattern.
 */
function checkScoresPerModel(f: OutcomeFile): void {
  const t = f.table;
  const first = new Map<string, number>();
  for (let i = 0; i < t.length; i++) {
    const model = t.model(i);
    const j = first.get(model);
    if (j === undefined) {
      first.set(model, i);
      continue;
    }
    const had = t.score(j) !== undefined;
    if (had === (t.score(i) !== undefined)) continue;
    throw new InputError(
      `model "${model}": line ${t.line(j)} ${had ? "gives" : "gives no"} score, this row ${had ? "does not" : "does"}; give score on every row of a model (the soft signal) or on none (the binary one)`,
      { file: f.file, line: t.line(i), field: "score" },
    );
  }
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
function epochOf(t: OutcomeTable, i: number): number {
  return t.epoch(i) ?? 1;
}

function conditionName(perturber: string, single: boolean): string {
  return `"${single ? PERTURBED : PERTURBED_PREFIX + perturber}"`;
}
