import type { Report } from "./types.js";

/** report.json: the Report as is. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + "\n";
}
