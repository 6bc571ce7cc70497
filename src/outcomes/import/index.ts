/**
 * The importers `contamgate import FORMAT` knows (docs/import.md), by FORMAT name. Adding a format
 * is one entry here and one module beside this one.
 */
import { inspectImporter } from "./inspect.js";
import type { Importer } from "./types.js";

export const IMPORTERS: readonly Importer[] = [inspectImporter];

export function findImporter(name: string): Importer | undefined {
  return IMPORTERS.find((i) => i.name === name);
}
