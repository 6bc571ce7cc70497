import { existsSync, realpathSync, statSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { glob } from "tinyglobby";
import { InputError } from "../../errors.js";
import { checkPlace } from "../../io/checked-file.js";
import type { Compression, SourceFile, SourceFormat, StdinOpener } from "./read-records.js";

/**
 * Where the user wrote a source or its field, so an error can point there: the config file and
 * line (with the key path), or the CLI flag and the value given.
 */
export type SourceOrigin =
  | { readonly kind: "config"; readonly file: string; readonly line: number | undefined; readonly key: string }
  | { readonly kind: "flag"; readonly flag: string; readonly value: string };

export interface SourcePattern {
  /** A file path or a glob, relative to `cwd`. */
  readonly pattern: string;
  /** Default: from the extension (.jsonl/.ndjson/.json, .csv, .tsv, .parquet, else text; `.gz` and `.zst` are looked through). */
  readonly format?: SourceFormat;
  readonly field?: string;
  readonly idField?: string;
  readonly skipPrefixes?: readonly string[];
  /** Where the pattern was written; where its field was (when it has one). */
  readonly origin: SourceOrigin;
  readonly fieldOrigin?: SourceOrigin;
  /** The config says this source may hold no record (`allow_empty: true`); flags never do. */
  readonly allowEmpty?: boolean;
  /**
   * `-` on the command line: standard input, read once, in the format the flag stated (there is
   * no extension to read it from). `pattern` is then "-".
   */
  readonly stdin?: {
    readonly open: StdinOpener;
    readonly format: SourceFormat;
    readonly compression: Compression;
    /** How reports name it (the mapper's --map-source); default "-". */
    readonly name?: string;
  };
}

/** `InputError` arguments naming an origin: file:line:key for config, the flag for flags. */
export function errorAt(o: SourceOrigin, message: string): InputError {
  return o.kind === "config"
    ? new InputError(message, { file: o.file, ...(o.line !== undefined ? { line: o.line } : {}), field: o.key })
    : new InputError(`${o.flag} "${o.value}": ${message}`);
}

/** An origin as an error names it ("--corpus \"x\"", "contamgate.yml:12, field \"leakage.corpora.0.path\""). */
export function describeOrigin(o: SourceOrigin): string {
  return o.kind === "config"
    ? `${o.file}${o.line !== undefined ? `:${o.line}` : ""}, field "${o.key}"`
    : `${o.flag} "${o.value}"`;
}

export function formatOf(path: string): { format: SourceFormat; compression: Compression } {
  const lower = path.toLowerCase();
  const compression: Compression = lower.endsWith(".gz")
    ? "gzip"
    : lower.endsWith(".zst") || lower.endsWith(".zstd")
      ? "zstd"
      : "none";
  const base = compression === "none" ? lower : lower.slice(0, lower.lastIndexOf("."));
  const format: SourceFormat =
    base.endsWith(".jsonl") || base.endsWith(".ndjson") || base.endsWith(".json")
      ? "jsonl"
      : base.endsWith(".csv")
        ? "csv"
        : base.endsWith(".tsv")
          ? "tsv"
          : base.endsWith(".parquet") || base.endsWith(".pq")
            ? "parquet"
            : "text";
  return { format, compression };
}

/**
 * A path as every report names it: relative to the repository root, forward slashes, never
 * absolute (a runner's absolute path is noise to a reader and code scanning cannot place it).
 * A file outside the root keeps its `../` steps.
 */
export function displayPath(abs: string, root: string): string {
  return (relative(root, abs) || ".").split(sep).join("/");
}

export interface ResolvedSources {
  /** Every file once per way of reading it (sorted per pattern). */
  readonly files: SourceFile[];
  /** Per pattern (same order), indices into `files` of the files it matched. */
  readonly byPattern: number[][];
}

/** Expands patterns to files (sorted, deduplicated); a pattern matching nothing is an error. */
export async function resolveSources(
  patterns: readonly SourcePattern[],
  cwd: string,
  root: string,
): Promise<ResolvedSources> {
  const out = new Map<string, number>();
  const files: SourceFile[] = [];
  const byPattern: number[][] = [];
  for (const p of patterns) {
    if (p.stdin) {
      byPattern.push([files.length]);
      files.push({
        path: "-",
        display: p.stdin.name ?? "-",
        format: p.stdin.format,
        compression: p.stdin.compression,
        stdin: p.stdin.open,
        skipPrefixes: p.skipPrefixes ?? [],
        ...(p.field !== undefined ? { field: p.field } : {}),
        ...(p.idField !== undefined ? { idField: p.idField } : {}),
      });
      continue;
    }
    const literal = resolve(cwd, p.pattern);
    let matched: string[];
    if (existsSync(literal) && statSync(literal).isFile()) matched = [literal];
    else {
      matched = (await glob([p.pattern], { cwd, absolute: true, onlyFiles: true, dot: false })).map((f) => resolve(f));
      matched.sort();
    }
    if (matched.length === 0) throw errorAt(p.origin, "matched no files");
    const mine: number[] = [];
    for (const abs of matched) {
      // One file under two fields (`question` and `paraphrases[]`) is two sources, both read.
      const key = JSON.stringify([abs, p.format ?? null, p.field ?? null, p.idField ?? null, p.skipPrefixes ?? []]);
      const seen = out.get(key);
      if (seen !== undefined) {
        mine.push(seen);
        continue;
      }
      // A symlink committed in a pull request must not make the scan read outside the repository.
      const what = p.origin.kind === "flag" ? `${p.origin.flag} file` : `${p.origin.key} file`;
      await checkPlace(abs, { display: displayPath(abs, root), what, workspace: root });
      const detected = formatOf(abs);
      const sf: SourceFile = {
        path: abs,
        display: displayPath(real(abs), root),
        format: p.format ?? detected.format,
        compression: detected.compression,
        stdin: null,
        skipPrefixes: p.skipPrefixes ?? [],
        ...(p.field !== undefined ? { field: p.field } : {}),
        ...(p.idField !== undefined ? { idField: p.idField } : {}),
      };
      out.set(key, files.length);
      mine.push(files.length);
      files.push(sf);
    }
    byPattern.push(mine);
  }
  return { files, byPattern };
}

/** Both sides of `relative` without symlinks (the root is a real path: see repo-root.ts). */
function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
