import { InputError } from "../errors.js";
import { duplicateTopLevelKey } from "../items/load.js";
import type { PairedTable } from "./types.js";

/** One scored item for one model; null = the answer could not be parsed. */
export interface PairedOutcome {
  model: string;
  id: string;
  original: boolean | null;
  perturbed: boolean | null;
}

/** An outcome and, when it came from a file, its line. */
type Row = PairedOutcome & { line?: number };

const FIELDS = ["model", "id", "original", "perturbed"] as const;

/**
 * Parses paired outcomes as JSONL (one `{"model","id","original","perturbed"}` object a line;
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
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InputError(`unknown field (allowed: ${FIELDS.join(", ")})`, { file, line, field: key });
    }
  }
  for (const key of FIELDS) {
    if (!(key in obj)) throw new InputError("missing", { file, line, field: key });
  }
  const { model, id, original, perturbed } = obj;
  if (typeof model !== "string" || model.trim() === "") {
    throw new InputError("must be a non-empty string", { file, line, field: "model" });
  }
  let idText: string;
  if (typeof id === "string" && id !== "") idText = id;
  else if (typeof id === "number" && Number.isFinite(id)) idText = String(id);
  else throw new InputError("must be a non-empty string or a number", { file, line, field: "id" });
  return {
    model,
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
 * Tallies outcomes into one table per model (in order of first appearance). Every model must
 * cover exactly the same ids: a paired comparison across models with different item sets
 * would silently compare different things.
 */
export function tablesFromOutcomes(rows: readonly Row[], file: string): PairedTable[] {
  if (rows.length === 0) throw new InputError("empty input: no rows", { file, line: 1, field: "model" });
  const byModel = new Map<string, Map<string, Row>>();
  for (const r of rows) {
    let items = byModel.get(r.model);
    if (!items) byModel.set(r.model, (items = new Map()));
    const prev = items.get(r.id);
    if (prev) {
      const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
      throw new InputError(`duplicate row for model "${r.model}" and id "${r.id}"${first}`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
      });
    }
    items.set(r.id, r);
  }
  // Equal sizes and one model's ids all inside the first's ⇒ the same id set; only when that
  // fails is the offending id looked for (one lookup per row on the happy path).
  const [[firstModel, firstItems], ...others] = [...byModel] as [[string, Map<string, Row>], ...[string, Map<string, Row>][]];
  for (const [model, items] of others) {
    if (items.size === firstItems.size && everyIdIn(items, firstItems)) continue;
    for (const [id, r] of firstItems) if (!items.has(id)) throw missingId(model, id, r, file);
    for (const [id, r] of items) if (!firstItems.has(id)) throw missingId(firstModel, id, r, file);
  }
  const tables: PairedTable[] = [];
  for (const [model, items] of byModel) {
    const t: PairedTable = { name: model, a: 0, b: 0, c: 0, e: 0, unparsedOriginal: 0, unparsedPerturbed: 0 };
    for (const r of items.values()) {
      const o = r.original === true;
      const p = r.perturbed === true;
      if (o && p) t.a++;
      else if (o) t.b++;
      else if (p) t.c++;
      else t.e++;
      if (r.original === null) t.unparsedOriginal!++;
      if (r.perturbed === null) t.unparsedPerturbed!++;
    }
    tables.push(t);
  }
  return tables;
}

function everyIdIn(items: ReadonlyMap<string, unknown>, reference: ReadonlyMap<string, unknown>): boolean {
  for (const id of items.keys()) if (!reference.has(id)) return false;
  return true;
}

function missingId(model: string, id: string, r: Row, file: string): InputError {
  return new InputError(`model "${model}" has no row for id "${id}", which model "${r.model}" has`, {
    file,
    ...(r.line !== undefined ? { line: r.line } : {}),
    field: "id",
  });
}
