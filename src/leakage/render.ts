/**
 * The text table of a LeakageReport (SARIF is src/report/sarif.ts, shared with every surface).
 * Built from file names, line numbers and measures only: no probe or corpus text exists in a
 * report, so none can leak from here.
 */
import type { FindingList, FindingScope, LeakageFinding, LeakageReport } from "./report.js";

const pct = (x: number): string => x.toFixed(3);

function probeLabel(f: LeakageFinding): string {
  const where = `${f.probe.file}:${f.probe.line}${f.probe.index !== undefined ? `[${f.probe.index}]` : ""}`;
  return f.probe.id !== undefined ? `${where} (id ${f.probe.id})` : where;
}

function corpusLabel(f: LeakageFinding): string {
  return `${f.corpus.file}:${f.corpus.line}${f.corpus.index !== undefined ? `[${f.corpus.index}]` : ""}`;
}

/**
 * What a pull-request scan (`--changed-since REF`) looked at, in the words every surface uses
 * (`leakage`'s summary, `check`, report.md/html, the job summary): added corpus lines against
 * every probe, and probes new or changed since REF against every line.
 */
export function changedScopeText(ref: string, c: LeakageReport["stats"]["changedScope"] | null | undefined): string {
  if (c?.configChanged) return `the config changed since ${ref}: every line against every probe`;
  const fresh = c?.freshProbes ?? 0;
  return fresh > 0
    ? `lines added since ${ref} against every probe; ${fresh.toLocaleString("en-US")} probe${fresh === 1 ? "" : "s"} new or changed since then against every line`
    : `lines added since ${ref}`;
}

/** The half of a pull-request scan that found one finding (`scope` on the finding). */
export function findingScopeText(ref: string, scope: FindingScope | undefined): string | null {
  if (scope === "added-line") return `a line added since ${ref}`;
  if (scope === "changed-probe") return `a probe new or changed since ${ref}, on a line older than it`;
  return null;
}

export function renderSummaryLine(r: LeakageReport<FindingList>): string {
  const s = r.stats;
  const scope = [
    r.settings.changedSince !== null ? changedScopeText(r.settings.changedSince, s.changedScope) : null,
    r.settings.shard ? `shard ${r.settings.shard.index}/${r.settings.shard.count}` : null,
    s.shardsMerged ? `${s.shardsMerged.length} shards merged` : null,
  ].filter((x) => x !== null);
  return (
    `leakage: ${s.findings} finding${s.findings === 1 ? "" : "s"} (${s.holdoutFindings} holdout) in ` +
    `${s.corpusRecords.toLocaleString("en-US")} corpus records of ${s.corpusFiles} file${s.corpusFiles === 1 ? "" : "s"}` +
    ` against ${s.probes.toLocaleString("en-US")} probes` +
    (scope.length ? ` [${scope.join(", ")}]` : "") +
    ` — Jaccard ≥ ${r.settings.threshold}` +
    (r.settings.containment !== null
      ? `, containment ≥ ${r.settings.containment} (probes of ≥ ${r.settings.minContainmentShingles} shingles)`
      : "") +
    (r.settings.ngram13 ? ", word 13-grams" : "")
  );
}

/** A fixed-width table of at most `limit` findings (worst first by the order given), then a summary. */
export function renderTable(r: LeakageReport<FindingList>, limit = 50): string {
  const first: LeakageFinding[] = [];
  for (const f of r.findings) {
    if (first.length >= limit) break;
    first.push(f);
  }
  const rows = first.map((f) => [
    corpusLabel(f),
    f.probe.holdout ? `${f.probe.set} (holdout)` : f.probe.set,
    probeLabel(f),
    pct(f.jaccard),
    pct(f.containment),
    f.rules.join("+"),
  ]);
  const head = ["corpus", "probe set", "probe", "jaccard", "contain", "rules"];
  const lines: string[] = [];
  if (rows.length) {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const fmt = (row: string[]) =>
      row
        .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd();
    lines.push(fmt(head), fmt(widths.map((w) => "-".repeat(w))), ...rows.map(fmt));
    if (r.findings.length > limit) lines.push(`… and ${r.findings.length - limit} more (see --json)`);
    lines.push("");
  }
  lines.push(renderSummaryLine(r));
  return lines.join("\n") + "\n";
}
