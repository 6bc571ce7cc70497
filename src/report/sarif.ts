/**
 * SARIF 2.1.0 for leakage findings, located at the corpus file and line so code scanning shows
 * them on the pull request's diff. Holdout probes are named by file and line only.
 */
import { score } from "./format.js";
import { sortFindings } from "./markdown.js";
import type { Report } from "./types.js";

export function renderSarif(report: Report): string {
  const findings = sortFindings(report.leakage?.findings ?? []);
  const rules = [
    {
      id: "contamgate/holdout-leak",
      name: "HoldoutQuestionInCorpus",
      shortDescription: { text: "A holdout question appears in a corpus or dictionary" },
      defaultConfiguration: { level: "error" },
    },
    {
      id: "contamgate/probe-leak",
      name: "ProbeInCorpus",
      shortDescription: { text: "A frozen probe appears in a corpus or dictionary" },
      defaultConfiguration: { level: "error" },
    },
  ];
  const results = findings.map((f) => ({
    ruleId: f.probe.holdout ? rules[0]!.id : rules[1]!.id,
    ruleIndex: f.probe.holdout ? 0 : 1,
    level: "error",
    message: {
      text: `${f.probe.holdout ? "Holdout question" : "Probe"} from set ${f.probe.set} (${f.probe.file}:${f.probe.line}${f.probe.id ? `, id ${f.probe.id}` : ""}) appears on this line (Jaccard ${score(f.jaccard)}, containment ${score(f.containment)}; rules: ${f.rules.join(", ")}).`,
    },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: f.corpus.file.replace(/\\/g, "/") },
          region: { startLine: f.corpus.line },
        },
      },
    ],
    properties: { jaccard: f.jaccard, containment: f.containment, rules: f.rules, probeSet: f.probe.set },
  }));
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: report.tool.name, version: report.tool.version, informationUri: "https://github.com/contamgate/contamgate", rules } },
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}
