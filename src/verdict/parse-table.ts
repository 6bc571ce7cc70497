import { InputError } from "../errors.js";
import type { PairedTable } from "./types.js";

/**
 * Parses a `--table NAME=a,b,c,e` flag (a both correct, b original only, c perturbed only,
 * e neither). Unparsed counts are unknown from a table, so they stay null.
 */
export function parseTableSpec(spec: string): PairedTable {
  const eq = spec.indexOf("=");
  const where = { field: "--table" };
  if (eq <= 0) throw new InputError(`expected NAME=a,b,c,e (got "${spec}")`, where);
  const name = spec.slice(0, eq).trim();
  if (name === "") throw new InputError(`expected NAME=a,b,c,e (got "${spec}")`, where);
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
  return { name, a, b, c, e, unparsedOriginal: null, unparsedPerturbed: null };
}

/** Model names must be unique across --input and --table: verdicts are reported by name. */
export function checkUniqueNames(tables: readonly PairedTable[], where: { file?: string; field?: string } = {}): void {
  const seen = new Set<string>();
  for (const t of tables) {
    if (seen.has(t.name)) throw new InputError(`model "${t.name}" appears twice`, { field: "model", ...where });
    seen.add(t.name);
  }
}
