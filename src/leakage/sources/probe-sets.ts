/**
 * The probe side of the scan: every probe set's files read into the texts the index is built
 * from and the places findings name (docs/leakage.md "How the scan runs").
 */
import { shownProbeId } from "../holdout-id.js";
import type { LeakageReport } from "../report.js";
import type { ProbePlace } from "../sink.js";
import { readProbeRecords } from "./read-records.js";
import { errorAt, resolveSources, type SourcePattern } from "./resolve.js";

export interface ProbeSetInput {
  readonly name: string;
  readonly holdout: boolean;
  /**
   * A holdout set's ids carry nothing of its text (`ids: opaque`): shown as written. Otherwise
   * a holdout id is shown hashed (src/leakage/holdout-id.ts).
   */
  readonly opaqueIds?: boolean;
  readonly sources: readonly SourcePattern[];
}

/** A probe as read: its place in the report, and what pull-request mode needs to date it. */
export interface ReadProbe extends ProbePlace {
  /** Absolute path (pull-request mode looks up its added lines). */
  readonly path: string;
  /** The record's last line (a quoted CSV field spans several). */
  readonly lastLine: number;
}

export interface ReadProbeSets {
  readonly probes: ReadProbe[];
  /** The probes' texts, in the order of `probes`: the caller drops them once the index is built. */
  readonly texts: string[];
  readonly probeSets: LeakageReport["probeSets"];
}

/** Reads every probe set; a source yielding no probe (unless allowed to be empty) is an error. */
export async function readProbeSets(sets: readonly ProbeSetInput[], cwd: string, root: string): Promise<ReadProbeSets> {
  const probes: ReadProbe[] = [];
  const texts: string[] = [];
  const probeSets: LeakageReport["probeSets"] = [];
  for (const set of sets) {
    const { files, byPattern } = await resolveSources(set.sources, cwd, root);
    const entry = {
      name: set.name,
      holdout: set.holdout,
      probes: 0,
      emptyProbes: 0,
      files: [] as { file: string; sha256: string }[],
    };
    const hideId = set.holdout && set.opaqueIds !== true;
    const perFile: number[] = [];
    for (const f of files) {
      const { records, stats } = await readProbeRecords(f);
      entry.files.push({ file: f.display, sha256: stats.sha256 });
      for (const rec of records) {
        probes.push({
          set: set.name,
          file: f.display,
          line: rec.line,
          lastLine: rec.lastLine ?? rec.line,
          holdout: set.holdout,
          ...(rec.id !== undefined ? { id: shownProbeId(rec.id, hideId) } : {}),
          ...(rec.index !== undefined ? { index: rec.index } : {}),
          path: f.path,
        });
        texts.push(rec.text);
      }
      entry.probes += records.length;
      perFile.push(records.length);
    }
    // A probe without its field is already an error (strict read); a source with no probe at all
    // would scan for nothing and pass.
    set.sources.forEach((src, i) => {
      if (src.allowEmpty) return;
      if (byPattern[i]!.every((k) => perFile[k] === 0)) {
        const n = byPattern[i]!.length;
        throw errorAt(
          src.origin,
          `yields no probe (${n === 1 ? files[byPattern[i]![0]!]!.display : `${n} files`}: no record); ${emptyHint(src)}`,
        );
      }
    });
    probeSets.push(entry);
  }
  return { probes, texts, probeSets };
}

/** How to fix a source that yields nothing, by where it was written. */
export function emptyHint(src: SourcePattern): string {
  return src.origin.kind === "config"
    ? "fix the path, or say the source may be empty with allow_empty: true"
    : "fix the pattern (only a config source can be allowed to be empty: allow_empty: true)";
}
