import { InputError } from "../errors.js";
import type { PairedTable } from "./types.js";

/** The perturber of a table given without one (`--table NAME=…`, JSONL rows without `perturber`). */
export const SINGLE_PERTURBER = "perturbed";

/**
 * Parses a `--table MODEL=a,b,c,e` or `--table MODEL@PERTURBER=a,b,c,e` flag (a both correct,
 * b original only, c perturbed only, e neither). Unparsed counts and item-level outcomes are
 * unknown from a table, so they stay null. The last `@` before `=` splits model and perturber.
 */
export function parseTableSpec(spec: string): PairedTable & { perturberGiven: boolean } {
  const eq = spec.indexOf("=");
  const where = { field: "--table" };
  const usage = `expected MODEL=a,b,c,e or MODEL@PERTURBER=a,b,c,e (got "${spec}")`;
  if (eq <= 0) throw new InputError(usage, where);
  const name = spec.slice(0, eq).trim();
  const at = name.lastIndexOf("@");
  const model = (at >= 0 ? name.slice(0, at) : name).trim();
  const perturber = at >= 0 ? name.slice(at + 1).trim() : SINGLE_PERTURBER;
  if (model === "" || perturber === "") throw new InputError(usage, where);
  const parts = spec.slice(eq + 1).split(",");
  if (parts.length !== 4) {
    throw new InputError(`"${name}": expected four counts a,b,c,e (got ${parts.length})`, where);
  }
  const counts = parts.map((p) => {
    const s = p.trim();
    const v = /^\d+$/.test(s) ? Number(s) : NaN;
    if (!Number.isSafeInteger(v)) throw new InputError(`"${name}": counts must be integers ≥ 0 (got "${p}")`, where);
    return v;
  });
  const [a, b, c, e] = counts as [number, number, number, number];
  if (a + b + c + e === 0) throw new InputError(`"${name}": the table is empty (n = 0)`, where);
  return {
    model,
    perturber,
    perturberGiven: at >= 0,
    a,
    b,
    c,
    e,
    unparsedOriginal: null,
    unparsedPerturbed: null,
    items: null,
  };
}

/** (model, perturber) pairs must be unique across --input and --table: verdicts are reported by them. */
export function checkUniquePairs(tables: readonly PairedTable[], where: { file?: string; field?: string } = {}): void {
  const seen = new Set<string>();
  for (const t of tables) {
    const key = JSON.stringify([t.model, t.perturber]);
    if (seen.has(key)) {
      throw new InputError(`model "${t.model}" with perturber "${t.perturber}" appears twice`, {
        field: "model",
        ...where,
      });
    }
    seen.add(key);
  }
}
