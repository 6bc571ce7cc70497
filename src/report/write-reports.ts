/** report-dir: the same report as Markdown, JSON, HTML and (when leakage ran) SARIF. */
import { type OutputPath, outputIn, preflightOutputs, writeOutput, writeOutputChunks } from "../io/output-file.js";
import { renderHtml } from "./html.js";
import { jsonReportChunks } from "./json.js";
import { renderMarkdown } from "./markdown.js";
import { sarifChunks } from "./sarif.js";
import type { Report } from "./types.js";

/** The files of a report directory, checked together before the work (`preflightOutputs`). */
export function reportFiles(dir: OutputPath): OutputPath[] {
  return ["report.json", "report.md", "report.html", "report.sarif"].map((n) => outputIn(dir, n));
}

/** Checks the report directory before any work: folders created, no link on the way. */
export async function preflightReports(dir: OutputPath): Promise<void> {
  await preflightOutputs(reportFiles(dir));
}

/**
 * Returns the path of report.json. report.md has no byte budget: it is a file, not a summary.
 * JSON and SARIF are streamed with every finding; report.md and report.html list at most
 * LISTED_FINDINGS (src/report/leakage-section.ts), so each stays a string a person can open.
 */
export async function writeReports(dir: OutputPath, report: Report): Promise<string> {
  const [json, md, html, sarif] = reportFiles(dir) as [OutputPath, OutputPath, OutputPath, OutputPath];
  await writeOutputChunks(json, jsonReportChunks(report));
  await writeOutput(md, renderMarkdown(report, { maxBytes: Number.MAX_SAFE_INTEGER }));
  await writeOutput(html, renderHtml(report));
  if (report.leakage) await writeOutputChunks(sarif, sarifChunks(report.leakage.findings, report.tool.version));
  return json.path;
}
