import { existsSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { glob } from "tinyglobby";
import { InputError } from "../../errors.js";
import { checkPlace } from "../../io/checked-file.js";
import type { SourceFile, SourceFormat } from "./read-records.js";

export interface SourcePattern {
  /** A file path or a glob, relative to `cwd`. */
  readonly pattern: string;
  /** Default: from the extension (.jsonl/.ndjson, .csv, .tsv, else text; `.gz` is looked through). */
  readonly format?: SourceFormat;
  readonly field?: string;
  readonly idField?: string;
  readonly skipPrefixes?: readonly string[];
}

export function formatOf(path: string): { format: SourceFormat; gzip: boolean } {
  const lower = path.toLowerCase();
  const gzip = lower.endsWith(".gz");
  const base = gzip ? lower.slice(0, -3) : lower;
  const format: SourceFormat =
    base.endsWith(".jsonl") || base.endsWith(".ndjson")
      ? "jsonl"
      : base.endsWith(".csv")
        ? "csv"
        : base.endsWith(".tsv")
          ? "tsv"
          : "text";
  return { format, gzip };
}

export function displayPath(abs: string, cwd: string): string {
  const rel = relative(cwd, abs);
  return (rel.startsWith("..") || isAbsolute(rel) ? abs : rel).split(sep).join("/");
}

/** Expands patterns to files (sorted, deduplicated); a pattern matching nothing is an error. */
export async function resolveSources(patterns: readonly SourcePattern[], cwd: string, what: string): Promise<SourceFile[]> {
  const out = new Map<string, SourceFile>();
  for (const p of patterns) {
    const literal = resolve(cwd, p.pattern);
    let files: string[];
    if (existsSync(literal) && statSync(literal).isFile()) files = [literal];
    else {
      files = (await glob([p.pattern], { cwd, absolute: true, onlyFiles: true, dot: false })).map((f) => resolve(f));
      files.sort();
    }
    if (files.length === 0) throw new InputError(`${what} "${p.pattern}" matched no files`);
    for (const abs of files) {
      if (out.has(abs)) continue;
      // A symlink committed in a pull request must not make the scan read outside the repository.
      await checkPlace(abs, { display: displayPath(abs, cwd), what: `${what.replace(/:$/, "")} file`, workspace: cwd });
      const detected = formatOf(abs);
      const sf: SourceFile = {
        path: abs,
        display: displayPath(abs, cwd),
        format: p.format ?? detected.format,
        gzip: detected.gzip,
        skipPrefixes: p.skipPrefixes ?? [],
        ...(p.field !== undefined ? { field: p.field } : {}),
        ...(p.idField !== undefined ? { idField: p.idField } : {}),
      };
      out.set(abs, sf);
    }
  }
  return [...out.values()];
}
