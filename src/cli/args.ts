import { parseArgs, type ParseArgsConfig } from "node:util";
import { InputError } from "../errors.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors. */
export function parseFlags<O extends Options>(argv: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (e) {
    const msg = (e instanceof Error ? e.message.split("\n")[0]! : String(e)).replace(/^TypeError \[[A-Z_]+\]: /, "");
    // node's wording points at '--' positionals; what a user needs is the list of flags.
    const unknown = /^Unknown option '([^']+)'/.exec(msg);
    throw new InputError(unknown ? `unknown flag ${unknown[1]} (--help lists the flags)` : msg);
  }
}

/** A number flag: finite, inside [min, max] (open ends when `open` says so), else exit 4. */
export function numberFlag(
  name: string,
  raw: string | undefined,
  opts: { min?: number; max?: number; minOpen?: boolean; maxOpen?: boolean; integer?: boolean; range: string },
): number | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim() === "" ? NaN : Number(raw);
  const bad =
    !Number.isFinite(v) ||
    (opts.integer === true && !Number.isInteger(v)) ||
    (opts.min !== undefined && (opts.minOpen ? v <= opts.min : v < opts.min)) ||
    (opts.max !== undefined && (opts.maxOpen ? v >= opts.max : v > opts.max));
  if (bad) throw new InputError(`--${name} must be ${opts.range} (got "${raw}")`);
  return v;
}
