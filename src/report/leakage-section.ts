/**
 * The leakage engine's report as the Report's leakage section. Findings keep every location
 * field (the record's `index` on a line included): SARIF fingerprints are built from them, and
 * `leakage --sarif` and the action must produce the same results for the same findings.
 */
import { changedScopeText, findingScopeText } from "../leakage/render.js";
import type { LeakageReport } from "../leakage/report.js";
import type { LeakageFinding, LeakageSection } from "./types.js";

export function leakageSection(scan: LeakageReport, changedSince: string | null): LeakageSection {
  return {
    findings: scan.findings.map((f) => ({
      probe: {
        set: f.probe.set,
        file: f.probe.file,
        line: f.probe.line,
        id: f.probe.id ?? null,
        ...(f.probe.index !== undefined ? { index: f.probe.index } : {}),
        holdout: f.probe.holdout,
      },
      corpus: {
        file: f.corpus.file,
        line: f.corpus.line,
        ...(f.corpus.index !== undefined ? { index: f.corpus.index } : {}),
      },
      jaccard: f.jaccard,
      containment: f.containment,
      shingles: { ...f.shingles },
      rules: [...f.rules],
      ...(f.scope !== undefined ? { scope: f.scope } : {}),
    })),
    stats: {
      ...scan.stats,
      shardsMerged: scan.stats.shardsMerged?.join(",") ?? null,
      changedScope: scan.stats.changedScope ?? null,
    },
    changed_since: changedSince,
    threshold: Number(scan.settings.threshold),
    containment_threshold: scan.settings.containment === null ? null : Number(scan.settings.containment),
  };
}

/**
 * Pull-request mode's scope in `leakage`'s words, or null for a full scan. `ref` formats the git
 * ref for the surface (the words around it need no escaping in text, Markdown or HTML).
 */
export function scanScopeText(l: LeakageSection, ref: (r: string) => string = (r) => r): string | null {
  if (!l.changed_since) return null;
  const c = l.stats.changedScope as LeakageReport["stats"]["changedScope"] | null | undefined;
  return changedScopeText(ref(l.changed_since), c);
}

/** Which half of pull-request mode found this finding, or null (a full scan, a changed config). */
export function findingScope(
  l: LeakageSection,
  f: LeakageFinding,
  ref: (r: string) => string = (r) => r,
): string | null {
  return l.changed_since ? findingScopeText(ref(l.changed_since), f.scope) : null;
}
