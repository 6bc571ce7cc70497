import { jsonChunks } from "../text/json-chunks.js";
import type { Report } from "./types.js";

/** report.json: the Report as is. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + "\n";
}

/** report.json in pieces (their concatenation is `renderJson`): any number of findings in bounded memory. */
export function* jsonReportChunks(report: Report): Generator<string> {
  yield* jsonChunks(report);
  yield "\n";
}
