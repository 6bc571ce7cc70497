/**
 * Pull-request mode's view of the inputs (docs/leakage.md "Pull requests"): the corpus lines
 * added since the ref, and which probes are new or changed since it — or, when the config itself
 * changed, everything against everything.
 */
import { realpathSync } from "node:fs";
import { type ChangedLines, changedLinesSince } from "./git-changes.js";
import type { SourceFile } from "./read-records.js";

/** Which probes pull-request mode scans against every line: all (a changed config), or the fresh ones. */
export type ChangeScope = { kind: "config-changed" } | { kind: "changed-lines"; freshProbes: number[] };

export interface Changes {
  /** Per corpus file (real path): added lines; null when everything is scanned. */
  readonly lines: ChangedLines | null;
  readonly scope: ChangeScope;
}

/** The changes since `ref` of the corpus files and of the probes' own files (and the config). */
export async function changesSince(
  ref: string,
  corpusFiles: readonly SourceFile[],
  probes: readonly { readonly path: string; readonly line: number; readonly lastLine: number }[],
  cwd: string,
  configFile: string | undefined,
): Promise<Changes> {
  const lines = await changedLinesSince(
    ref,
    corpusFiles.map((f) => real(f.path)),
    cwd,
  );
  const own = await changedLinesSince(
    ref,
    [...new Set([...probes.map((p) => real(p.path)), ...(configFile !== undefined ? [real(configFile)] : [])])],
    cwd,
    "changed",
  );
  // New sources, fields or thresholds: nothing of the old scan can be trusted to carry over.
  if (configFile !== undefined && own.has(real(configFile))) return { lines: null, scope: { kind: "config-changed" } };
  const fresh: number[] = [];
  probes.forEach((p, k) => {
    const added = own.get(real(p.path));
    if (added !== undefined && (added === null || anyAdded(added, p.line, p.lastLine))) fresh.push(k);
  });
  return { lines, scope: { kind: "changed-lines", freshProbes: fresh } };
}

/** The added lines of one corpus file: undefined when none, null when all (a new file). */
export function addedLinesOf(lines: ChangedLines, file: SourceFile): Set<number> | null | undefined {
  return lines.get(real(file.path));
}

/** A record is new if any of its lines was added: a paste into the second line of a quoted CSV field counts. */
export function anyAdded(added: ReadonlySet<number>, first: number, last: number): boolean {
  for (let l = first; l <= last; l++) if (added.has(l)) return true;
  return false;
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
