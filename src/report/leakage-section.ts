/**
 * The leakage engine's report as the Report's leakage section. Its findings are the scan's own
 * (the one LeakageFinding type, every location field kept): SARIF fingerprints are built from
 * them, and `leakage --sarif` and the action must produce the same results for the same findings.
 */
import { changedScopeText, findingScopeText } from "../leakage/render.js";
import type { FindingList, LeakageReport } from "../leakage/report.js";
import type { LeakageFinding, LeakageSection } from "./types.js";

export function leakageSection(scan: LeakageReport<FindingList>, changedSince: string | null): LeakageSection {
  return {
    findings: scan.findings,
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
 * At most this many findings are listed in report.md and report.html (pages for people; the rest
 * are counted, "N more in report.json"); report.json and report.sarif list every finding
 * (docs/leakage.md "Outputs").
 */
export const LISTED_FINDINGS = 1000;

/** The order pages list findings in: holdout first, then the strongest, then by corpus place. */
export function byConcern(x: LeakageFinding, y: LeakageFinding): number {
  return (
    Number(y.probe.holdout) - Number(x.probe.holdout) ||
    strength(y) - strength(x) ||
    (x.corpus.file < y.corpus.file ? -1 : x.corpus.file > y.corpus.file ? 1 : 0) ||
    x.corpus.line - y.corpus.line
  );
}

function strength(f: LeakageFinding): number {
  return Math.max(f.jaccard, f.containment ?? 0);
}

export interface ListedFindings {
  /** The first `cap` findings by `byConcern` (ties in report order). */
  readonly listed: LeakageFinding[];
  readonly total: number;
  readonly holdout: number;
}

/**
 * The findings a page lists, in one pass over them: a stable sort of all of them cut to `cap`,
 * made in memory for about 2·cap findings whatever their number.
 */
export function listedFindings(findings: FindingList, cap: number = LISTED_FINDINGS): ListedFindings {
  let best: LeakageFinding[] = [];
  let total = 0;
  let holdout = 0;
  for (const f of findings) {
    total++;
    if (f.probe.holdout) holdout++;
    best.push(f);
    // Everything cut here has `cap` findings before it in the stable order, which stay.
    if (best.length >= 2 * cap + 1) best = best.sort(byConcern).slice(0, cap);
  }
  return { listed: best.sort(byConcern).slice(0, cap), total, holdout };
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
