/** The public face of src/report: the only place that renders a Report. */
export type * from "./types.js";
export { REPORT_SCHEMA_VERSION, VERDICTS, CHECK_NAMES } from "./types.js";
export { renderMarkdown, DEFAULT_SUMMARY_MAX_BYTES, sortFindings, type MarkdownOptions } from "./markdown.js";
export { renderHtml } from "./html.js";
export { renderSarif } from "./sarif.js";
export { planAnnotations, MAX_ANNOTATIONS_PER_LEVEL, type Annotation, type AnnotationPlan } from "./annotations.js";
export { commentBody, commentMarker, COMMENT_MAX_CHARS } from "./comment.js";
export { curveNs, powerCurve } from "./curve.js";
export { mermaidPowerCurve } from "./mermaid.js";

import type { Report } from "./types.js";

/** report.json: the Report as is. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + "\n";
}
