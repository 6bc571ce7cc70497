/**
 * The sticky pull-request comment body: the summary under a hidden marker that names the workflow
 * and job, so a re-run edits its own comment and two jobs never overwrite each other's.
 */
import { renderMarkdown } from "./markdown.js";
import type { Report } from "./types.js";

/** GitHub rejects bodies of 65,536 characters or more; stay well clear of it. */
export const COMMENT_MAX_CHARS = 60_000;

export function commentMarker(workflow: string, job: string): string {
  // The marker must not be closable from inside: no "--" or ">" from the names.
  const safe = (s: string) => encodeURIComponent(s).replace(/-/g, "%2D");
  return `<!-- contamgate:sticky workflow=${safe(workflow)} job=${safe(job)} -->`;
}

export function commentBody(
  report: Report,
  where: { workflow: string; job: string; runUrl?: string },
  maxChars = COMMENT_MAX_CHARS,
): string {
  const marker = commentMarker(where.workflow, where.job);
  const tail = where.runUrl ? `\n[Full report and artifacts](${where.runUrl})\n` : "";
  // Byte budget ≥ character count, so a byte-bounded body is also character-bounded.
  const room = maxChars - marker.length - tail.length - 2;
  return `${marker}\n${renderMarkdown(report, { maxBytes: room, reportJson: "report.json (run artifacts)" })}${tail}`;
}
