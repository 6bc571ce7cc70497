import { InputError } from "../errors.js";
import { duplicateTopLevelKey } from "../text/strict.js";
import { SINGLE_PERTURBER } from "./parse-table.js";
import type { PairedTable, SoftScores } from "./types.js";

/** One scored item for one (model, perturber) pair; null = the answer could not be parsed. */
export interface PairedOutcome {
  model: string;
  /** Absent in the file = the one perturber of a single-perturber input. */
  perturber: string | null;
  id: string;
  original: boolean | null;
  perturbed: boolean | null;
  /**
   * The soft scores s ∈ [0, 1] of both answers (outcome rows' `score`), when the model's rows carry
   * them; a pair is judged on the soft signal iff every one of its items has both
   * (docs/statistics.md "The soft signal").
   */
  originalScore?: number;
  perturbedScore?: number;
}

/** An outcome and, when it came from a file, its line. */
type Row = PairedOutcome & { line?: number };

interface PairRows {
  model: string;
  perturber: string;
  items: Map<string, Row>;
}

const FIELDS = ["model", "id", "original", "perturbed"] as const;
const OPTIONAL = ["perturber"] as const;

/**
 * Parses paired outcomes as JSONL (one `{"model","perturber"?,"id","original","perturbed"}` object a line;
 * blank lines are skipped). Every problem is an exit-4 InputError naming file, line and field;
 * messages quote ids and model names (identifiers) but never answer or question text.
 */
export function parsePairedJsonl(text: string, file: string): PairedTable[] {
  const rows: (PairedOutcome & { line: number })[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === "") continue;
    rows.push({ ...parseRow(raw, file, i + 1), line: i + 1 });
  }
  return tablesFromOutcomes(rows, file);
}

function parseRow(raw: string, file: string, line: number): PairedOutcome {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new InputError("not valid JSON (expected one object per line)", { file, line });
  }
  // JSON.parse keeps the last of two "original" keys without a word: that would flip an outcome.
  const dup = duplicateTopLevelKey(raw.trim());
  if (dup !== undefined) throw new InputError("appears twice on the line", { file, line, field: dup });
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new InputError("expected a JSON object", { file, line });
  }
  const obj = v as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!(FIELDS as readonly string[]).includes(key) && !(OPTIONAL as readonly string[]).includes(key)) {
      throw new InputError(`unknown field (allowed: ${[...FIELDS, ...OPTIONAL].join(", ")})`, {
        file,
        line,
        field: key,
      });
    }
  }
  for (const key of FIELDS) {
    if (!(key in obj)) throw new InputError("missing", { file, line, field: key });
  }
  const { model, id, original, perturbed, perturber } = obj;
  if (typeof model !== "string" || model.trim() === "") {
    throw new InputError("must be a non-empty string", { file, line, field: "model" });
  }
  if (perturber !== undefined && (typeof perturber !== "string" || perturber.trim() === "")) {
    throw new InputError("must be a non-empty string when present", { file, line, field: "perturber" });
  }
  let idText: string;
  if (typeof id === "string" && id !== "") idText = id;
  // Beyond 2^53 JSON.parse rounds: two ids would tally as one value that is not in the file.
  else if (typeof id === "number" && Number.isSafeInteger(id)) idText = String(id);
  else if (typeof id === "number")
    throw new InputError(
      "a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string",
      { file, line, field: "id" },
    );
  else throw new InputError("must be a non-empty string or a number", { file, line, field: "id" });
  return {
    model,
    perturber: perturber === undefined ? null : (perturber as string),
    id: idText,
    original: outcome(original, file, line, "original"),
    perturbed: outcome(perturbed, file, line, "perturbed"),
  };
}

function outcome(v: unknown, file: string, line: number, field: string): boolean | null {
  if (v === true || v === false || v === null) return v;
  throw new InputError(`must be true, false or null (null = unparsed), got ${describe(v)}`, { file, line, field });
}

function describe(v: unknown): string {
  if (typeof v === "string") return "a string";
  if (typeof v === "number") return "a number";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : typeof v;
}

/**
 * Tallies outcomes into one table per (model, perturber) pair (in order of first appearance).
 * Every pair must cover exactly the same ids: a paired comparison across models with different
 * item sets would silently compare different things. Either every row names its perturber or
 * none does. The tables keep the item-level differences (same id order for all), so
 * heterogeneity can respect the pairing.
 */
export function tablesFromOutcomes(rows: readonly Row[], file: string): PairedTable[] {
  if (rows.length === 0) throw new InputError("empty input: no rows", { file, line: 1, field: "model" });
  const named = rows[0]!.perturber !== null;
  const byPair = new Map<string, PairRows>();
  let last: PairRows | undefined;
  for (const r of rows) {
    if ((r.perturber !== null) !== named) {
      throw new InputError(
        named
          ? "missing: the first row names its perturber, so every row must"
          : "the first row names no perturber, so no row may",
        { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "perturber" },
      );
    }
    const perturber = r.perturber ?? SINGLE_PERTURBER;
    // Rows usually come grouped by pair: the key is built only when the pair changes.
    let pair = last !== undefined && last.model === r.model && last.perturber === perturber ? last : undefined;
    if (!pair) {
      const key = JSON.stringify([r.model, perturber]);
      pair = byPair.get(key);
      if (!pair) {
        pair = { model: r.model, perturber, items: new Map() };
        byPair.set(key, pair);
      }
    }
    last = pair;
    const prev = pair.items.get(r.id);
    if (prev) {
      const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
      const which = named ? ` with perturber "${perturber}"` : "";
      throw new InputError(`duplicate row for model "${r.model}"${which} and id "${r.id}"${first}`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
      });
    }
    pair.items.set(r.id, r);
  }
  // Equal sizes and one pair's ids all inside the first's ⇒ the same id set; only when that
  // fails is the offending id looked for (one lookup per row on the happy path).
  const [first, ...others] = [...byPair.values()] as [PairRows, ...PairRows[]];
  for (const o of others) {
    if (o.items.size === first.items.size && everyIdIn(o.items, first.items)) continue;
    for (const [id, r] of first.items) if (!o.items.has(id)) throw missingId(label(o), id, r, file);
    for (const [id, r] of o.items) if (!first.items.has(id)) throw missingId(label(first), id, r, file);
  }
  const ids = [...first.items.keys()];
  const tables: PairedTable[] = [];
  for (const pair of byPair.values()) {
    const d = new Int8Array(ids.length);
    const soft = softOf(pair, ids, file);
    const t: PairedTable = {
      model: pair.model,
      perturber: pair.perturber,
      a: 0,
      b: 0,
      c: 0,
      e: 0,
      unparsedOriginal: 0,
      unparsedPerturbed: 0,
      items: { ids, d },
      ...(soft !== null ? { soft } : {}),
    };
    ids.forEach((id, i) => {
      const r = pair.items.get(id)!;
      const o = r.original === true;
      const p = r.perturbed === true;
      d[i] = (o ? 1 : 0) - (p ? 1 : 0);
      if (o && p) t.a++;
      else if (o) t.b++;
      else if (p) t.c++;
      else t.e++;
      if (r.original === null) t.unparsedOriginal!++;
      if (r.perturbed === null) t.unparsedPerturbed!++;
    });
    tables.push(t);
  }
  return tables;
}

/** The pair's soft scores when every item carries both, null when none does; else exit 4. */
function softOf(pair: PairRows, ids: readonly string[], file: string): SoftScores | null {
  const first = pair.items.get(ids[0]!)!;
  const soft = first.originalScore !== undefined && first.perturbedScore !== undefined;
  const scores = soft ? { original: new Float64Array(ids.length), perturbed: new Float64Array(ids.length) } : null;
  ids.forEach((id, i) => {
    const r = pair.items.get(id)!;
    const has = r.originalScore !== undefined && r.perturbedScore !== undefined;
    if (has !== soft) {
      throw new InputError(
        `"${label(pair)}": id "${ids[0]}" ${soft ? "has" : "lacks"} a score on both answers and id "${id}" ${has ? "has" : "lacks"}; a pair is judged on scores only when every item has them`,
        { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "score" },
      );
    }
    if (scores !== null) {
      scores.original[i] = r.originalScore!;
      scores.perturbed[i] = r.perturbedScore!;
    }
  });
  return scores;
}

function label(p: { model: string; perturber: string }): string {
  return p.perturber === SINGLE_PERTURBER ? p.model : `${p.model}@${p.perturber}`;
}

function everyIdIn(items: ReadonlyMap<string, unknown>, reference: ReadonlyMap<string, unknown>): boolean {
  for (const id of items.keys()) if (!reference.has(id)) return false;
  return true;
}

function missingId(pair: string, id: string, r: Row, file: string): InputError {
  const other = r.perturber === null ? r.model : `${r.model}@${r.perturber}`;
  return new InputError(`"${pair}" has no row for id "${id}", which "${other}" has`, {
    file,
    ...(r.line !== undefined ? { line: r.line } : {}),
    field: "id",
  });
}
