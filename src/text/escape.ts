/**
 * The one escaping function for text contamgate did not write itself — provider messages, config
 * key names, model labels, corpus and CSV file names, error text — on every surface it reaches:
 * a log line (stderr, the Actions log), a Markdown cell or line (job summary, PR comment,
 * report.md), HTML (report.html). docs/providers.md ("Provider text is untrusted") lists the rules.
 *
 * Why each rule exists:
 *  - The runner splits log lines on LF, CRLF *and a lone CR*, then treats a line that starts
 *    (after blanks) with `::` as a workflow command, and `##[` as a legacy one; so line breaks
 *    become the visible escapes `\n`/`\r`, other control characters `\u{…}`, and a command
 *    start is broken with a backslash.
 *  - In Markdown a backtick, `|`, `*`, `[`… or raw HTML in a file name would restyle, break a
 *    table row or inject markup into the PR comment; GitHub also renders inline HTML, and makes
 *    a link of a bare URL or "www." name.
 */

export type EscapeTarget =
  /** One value inside a log line: no line break survives, no command can start. */
  | { kind: "log" }
  /** Plain Markdown text (a table cell, a bullet, a heading's tail). */
  | { kind: "markdown" }
  /** Markdown inline code: returns the whole span, fence included. */
  | { kind: "markdown-code" }
  /** HTML element content or a quoted attribute value. */
  | { kind: "html" };

/** Line separators and control characters a viewer or the runner might act on. */
const CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The characters that restyle text in the middle of a line (values are never placed at a line
 * start, where `#`, `-`, `1.` would also count): emphasis, code, links/images (`[`…`]` — `(`
 * and `!` mean nothing without them), table cells, strike-through, GitHub's `$` math.
 */
const MD_SPECIAL = /[\\`*_[\]|~$]/g;

export function escapeUntrusted(text: string, target: EscapeTarget): string {
  const flat = visibleBreaks(text);
  switch (target.kind) {
    case "log":
      return breakCommands(flat);
    case "markdown":
      // Backslashes first, then entities (whose `&`/`#` must stay unescaped); `@` would ping a
      // user or team.
      return (
        flat
          // An underscore between two letters or digits can neither open nor close emphasis in GFM,
          // so snake_case names stay readable in the Markdown source.
          .replace(MD_SPECIAL, (c, at: number, all: string) =>
            c === "_" && isWordChar(all[at - 1]) && isWordChar(all[at + 1]) ? c : `\\${c}`,
          )
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/>/g, "&gt;")
          .replace(/@/g, "&#64;")
          // GitHub turns a bare "scheme://…" or "www.…" into a link (GFM's autolink extension).
          .replace(/:(?=\/\/)/g, "\\:")
          .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`)
      );
    case "markdown-code": {
      // Backslashes are literal in a code span, so the fence is made longer than any backtick run
      // inside; `|` is still escaped because GFM splits table cells before reading code spans.
      const body = flat.replace(/\|/g, "\\|");
      const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((r) => r.length));
      const fence = "`".repeat(longest + 1);
      const pad = body.startsWith("`") || body.endsWith("`") || longest > 0 ? " " : "";
      return `${fence}${pad}${body}${pad}${fence}`;
    }
    case "html":
      return htmlEntities(flat);
  }
}

/** An untrusted value inside a log line. */
export const forLog = (text: string): string => escapeUntrusted(text, { kind: "log" });
/** An untrusted value in Markdown text or a table cell. */
export const forMarkdown = (text: string): string => escapeUntrusted(text, { kind: "markdown" });
/** An untrusted value as Markdown inline code (the returned string includes the backticks). */
export const forMarkdownCode = (text: string): string => escapeUntrusted(text, { kind: "markdown-code" });
/** An untrusted value in HTML. */
export const forHtml = (text: string): string => escapeUntrusted(text, { kind: "html" });

/**
 * The last guard before a log sink (stderr, stdout, core.info): contamgate's own multi-line
 * output keeps its line feeds, but a lone CR — which the runner also splits on — becomes a
 * visible `\r`, and every line that would start a workflow command is broken. The one CR kept
 * is a terminal redraw (`\r` then ESC[2K, the progress line on a TTY). Values must still be
 * escaped with forLog where they are interpolated; this catches the ones that were not.
 */
export function guardLogText(text: string): string {
  return text
    .replace(/\r(?!\n|\x1b\[2K)/g, "\\r")
    .split(/(\r\n|\n|\r)/)
    .map((part, i) => (i % 2 === 1 ? part : breakCommands(part)))
    .join("");
}

function visibleBreaks(text: string): string {
  return text
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n")
    .replace(/\t/g, " ")
    .replace(CONTROL, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, "0")}}`);
}

/** `::cmd::` at a line start (after blanks) and `##[` anywhere are what the runner parses. */
function breakCommands(line: string): string {
  return line.replace(/^(\s*)::/, "$1\\::").replace(/##\[/g, "#\\#[");
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

function htmlEntities(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
