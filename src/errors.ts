/** Exit codes shared by the CLI and the action (README "Exit codes"). */
export const ExitCode = {
  Pass: 0,
  Found: 1,
  Underpowered: 2,
  Unconfirmed: 3,
  InvalidInput: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * Bad input or usage: always exit 4, always one line that names where the problem is.
 * `file`/`line`/`field` are optional because a flag has no file, but whenever the input came
 * from a file the caller must fill them in. Never put holdout text or secrets in `message`.
 */
export class InputError extends Error {
  readonly exitCode = ExitCode.InvalidInput;
  constructor(
    message: string,
    readonly where: { file?: string; line?: number; field?: string } = {},
  ) {
    super(formatWhere(where) + message);
    this.name = "InputError";
  }
}

function formatWhere(w: { file?: string; line?: number; field?: string }): string {
  const parts: string[] = [];
  if (w.file !== undefined) parts.push(w.line !== undefined ? `${w.file}:${w.line}` : w.file);
  if (w.field !== undefined) parts.push(`field "${w.field}"`);
  return parts.length ? parts.join(", ") + ": " : "";
}

/** A run that must stop with a specific non-zero exit code and a message (not a crash). */
export class StopError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = "StopError";
  }
}

/** An InputError location's line when known; no `line` key at all when not. */
export function lineIf(line: number | undefined): { line?: number } {
  return line === undefined ? {} : { line };
}

/** The first line of a caught error's message: what a log line or a one-line error may show of it. */
export function firstLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split("\n")[0]!;
}
