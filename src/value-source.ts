/**
 * Where a setting's value came from, kept beside the value, so an error found at any point — a
 * range, a cross-field rule, a cache directory that cannot be opened, a call budget that ran
 * out — names what the user actually wrote: the config file and line, the CLI flag, or the
 * action input. Never a flag the user did not give.
 */
import { InputError } from "./errors.js";

export type Source =
  | { kind: "default" }
  | { kind: "config"; file: string; line?: number; field: string }
  | { kind: "flag"; flag: string }
  | { kind: "input"; input: string };

export interface Sourced<T> {
  value: T;
  source: Source;
}

export const fromDefault = <T>(value: T): Sourced<T> => ({ value, source: { kind: "default" } });
export const fromFlag = <T>(flag: string, value: T): Sourced<T> => ({ value, source: { kind: "flag", flag } });

/** The `where` of an InputError for a problem with a value from this source. */
export function whereOf(s: Source): { file?: string; line?: number; field?: string } {
  switch (s.kind) {
    case "config":
      return { file: s.file, ...(s.line !== undefined ? { line: s.line } : {}), field: s.field };
    case "flag":
      return { field: s.flag };
    case "input":
      return { field: s.input };
    case "default":
      return {};
  }
}

/**
 * A value that is not one the setting takes, named the way its source reads: `--emax must be
 * exact or bailey (got "x")` for a flag, `field "…": must be …` for an input or a config key.
 */
export function invalid(s: Source, mustBe: string): InputError {
  return s.kind === "flag"
    ? new InputError(`${s.flag} must be ${mustBe}`)
    : new InputError(`must be ${mustBe}`, whereOf(s));
}

/** How a message names the knob to turn: `--max-calls`, `the max-calls input`, `run.budget in contamgate.yml:12`. */
export function knob(s: Source, fallback: string): string {
  switch (s.kind) {
    case "config":
      return `${s.field} in ${s.file}${s.line !== undefined ? `:${s.line}` : ""}`;
    case "flag":
      return s.flag;
    case "input":
      return `the ${s.input} input`;
    case "default":
      return fallback;
  }
}
