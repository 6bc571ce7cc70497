/**
 * The one SARIF 2.1.0 writer: `leakage --sarif`, `merge --sarif`, `check --report-dir` and the
 * action all call it, so one finding is one result with the same rule id and fingerprints on
 * every surface (docs/leakage.md "Outputs"). Each finding location is its own result, located at
 * the corpus file and line (what a pull request changed); paths are relative to the repository
 * root (%SRCROOT%). Holdout probes are named by file and line only.
 */
import { compareFindings, type FindingList } from "../leakage/report.js";
import { jsonChunks } from "../text/json-chunks.js";
import type { LeakageFinding, Report } from "./types.js";

export const SARIF_RULES = [
  {
    id: "contamgate/leakage/holdout",
    name: "HoldoutLeak",
    shortDescription: { text: "A holdout question appears in a corpus or dictionary" },
    fullDescription: {
      text: "A corpus line matches a holdout probe by character-shingle Jaccard, containment or word 13-grams after normalization. The text is not shown; open the probe file at the given line.",
    },
    defaultConfiguration: { level: "error" },
  },
  {
    id: "contamgate/leakage/probe",
    name: "ProbeLeak",
    shortDescription: { text: "A frozen probe appears in a corpus or dictionary" },
    fullDescription: { text: "A corpus line matches a frozen probe after normalization." },
    defaultConfiguration: { level: "error" },
  },
] as const;

/** Three decimals, as the leakage table prints them. */
const measure = (x: number | null): string => (x === null ? "n/a" : x.toFixed(3));

function at(file: string, line: number, index: number | undefined): string {
  return `${file}:${line}${index !== undefined ? `[${index}]` : ""}`;
}

/**
 * A relative URI reference: encodeURI leaves '#' and '?', which would start a fragment or query.
 * Paths already use '/' (sources/resolve.ts); a backslash is part of a POSIX file name and stays one (%5C).
 */
function fileUri(file: string): string {
  return encodeURI(file).replace(/[#?]/g, (c) => encodeURIComponent(c));
}

/** One finding as one SARIF result, located at the corpus file and line. */
function sarifResult(f: LeakageFinding) {
  const rule = f.probe.holdout ? 0 : 1;
  const probe = at(f.probe.file, f.probe.line, f.probe.index);
  const id = f.probe.id ?? undefined;
  return {
    ruleId: SARIF_RULES[rule].id,
    ruleIndex: rule,
    level: "error",
    message: {
      text:
        `Matches ${f.probe.holdout ? "holdout " : ""}probe ${probe}${id !== undefined ? ` (id ${id})` : ""} of set "${f.probe.set}" ` +
        `(Jaccard ${measure(f.jaccard)}, containment ${measure(f.containment)}; ${f.rules.join(", ")}).`,
    },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: fileUri(f.corpus.file), uriBaseId: "%SRCROOT%" },
          region: { startLine: f.corpus.line },
        },
      },
    ],
    // Code scanning folds results with equal fingerprints into one alert: the corpus location is
    // part of it, or a probe pasted into two places would show as one.
    partialFingerprints: {
      "contamgate/probe/v1": `${f.probe.set}:${f.probe.file}:${f.probe.line}:${f.probe.index ?? ""}`,
      "contamgate/corpus/v1": `${f.corpus.file}:${f.corpus.line}:${f.corpus.index ?? ""}`,
    },
    properties: {
      probe: {
        set: f.probe.set,
        file: f.probe.file,
        line: f.probe.line,
        ...(id !== undefined ? { id } : {}),
        ...(f.probe.index !== undefined ? { index: f.probe.index } : {}),
        holdout: f.probe.holdout,
      },
      jaccard: f.jaccard,
      containment: f.containment,
      ...(f.shingles
        ? { shingles: { probe: f.shingles.probe, corpus: f.shingles.corpus, common: f.shingles.common } }
        : {}),
      rules: [...f.rules],
    },
  };
}

/**
 * The SARIF log object for leakage findings. Its results are an iterable made one at a time as
 * they are written (`sarifChunks`), so a million findings never exist as result objects at once;
 * `JSON.stringify` sees an array (toJSON).
 */
export function sarifLog(findings: FindingList, toolVersion: string): object {
  // Location order, whatever order the caller's surface lists findings in; a scan's sink is in it.
  const ordered: FindingList = Array.isArray(findings) ? [...findings].sort(compareFindings) : findings;
  const results = {
    length: ordered.length,
    *[Symbol.iterator]() {
      for (const f of ordered) yield sarifResult(f);
    },
    toJSON() {
      return [...this];
    },
  };
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "contamgate",
            version: toolVersion,
            informationUri: "https://github.com/contamgate/contamgate",
            rules: SARIF_RULES,
          },
        },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The repository root" } } },
        results,
      },
    ],
  };
}

/** report.sarif of `check --report-dir` and the action. */
export function renderSarif(report: Report): string {
  return [...sarifChunks(report.leakage?.findings ?? [], report.tool.version)].join("");
}

/** The SARIF document in pieces, newline-terminated: what a writer streams to a file. */
export function* sarifChunks(findings: FindingList, toolVersion: string): Generator<string> {
  yield* jsonChunks(sarifLog(findings, toolVersion));
  yield "\n";
}
