/** report-dir: the same report as Markdown, JSON, HTML and (when leakage ran) SARIF. */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderHtml } from "../report/html.js";
import { renderJson } from "../report/json.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif } from "../report/sarif.js";
import type { Report } from "../report/types.js";

/** Returns the path of report.json. report.md has no byte budget: it is a file, not a summary. */
export async function writeReports(dir: string, report: Report): Promise<string> {
  await mkdir(dir, { recursive: true });
  const json = join(dir, "report.json");
  await writeFile(json, renderJson(report));
  await writeFile(join(dir, "report.md"), renderMarkdown(report, { maxBytes: Number.MAX_SAFE_INTEGER }));
  await writeFile(join(dir, "report.html"), renderHtml(report));
  if (report.leakage) await writeFile(join(dir, "report.sarif"), renderSarif(report));
  return json;
}
