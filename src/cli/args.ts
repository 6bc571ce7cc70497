import { parseArgs, type ParseArgsConfig } from "node:util";
import { firstLine, InputError } from "../errors.js";
import { parseNumber, RANGES, type RangeKey } from "../ranges.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Spellings that went when the commands were given one vocabulary (README "Flags"): nothing was
 * released with them, so they are refused, with the name that replaced them.
 */
export const RENAMED_FLAGS: Readonly<Record<string, readonly string[]>> = {
  budget: ["max-calls"],
  benchmark: ["items"],
  out: ["outcomes", "items"],
  split: ["helm-split"],
  effect: ["target-effect"],
  "expected-discordant-rate": ["discordant-rate"],
  discordance: ["discordant-rate"],
};

/**
 * node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors that say
 * what the flag expects. `help` is the command's --help text: a missing value is explained with
 * the placeholder the help gives the flag (`--json PATH`).
 */
export function parseFlags<O extends Options>(argv: string[], options: O, allowPositionals = false, help?: string) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (e) {
    throw new InputError(explainParseError(e, argv, options, help));
  }
}

function explainParseError(e: unknown, argv: readonly string[], options: Options, help: string | undefined): string {
  const msg = firstLine(e).replace(/^TypeError \[[A-Z_]+\]: /, "");
  const names = Object.keys(options);
  const unknown = /^Unknown option '([^']+)'/.exec(msg);
  if (unknown) {
    const written = unknown[1]!;
    const bare = written.replace(/^-+/, "").split("=")[0]!;
    const renamed = RENAMED_FLAGS[bare]?.find((n) => n in options);
    if (renamed !== undefined) return `unknown flag ${written}: it is now --${renamed}`;
    const near = closest(bare, names);
    return `unknown flag ${written}${near ? `; did you mean --${near}?` : ""} (--help lists the flags)`;
  }
  const positional = /^Unexpected argument '([^']*)'/.exec(msg);
  if (positional) {
    const arg = positional[1]!;
    // The usual cause: a value given to a flag that takes none (`--yes 1`).
    const at = argv.indexOf(arg);
    const before = at > 0 ? argv[at - 1]! : "";
    const flag = /^--([^=]+)$/.exec(before)?.[1];
    if (flag !== undefined && options[flag]?.type === "boolean")
      return `unexpected argument "${arg}": --${flag} is a switch and takes no value`;
    return `unexpected argument "${arg}": this command takes no positional arguments; every value follows its flag (--help lists the flags)`;
  }
  const missing = /^Option '(?:-\w, )?--([^ ']+) <value>' argument missing/.exec(msg);
  if (missing) {
    const flag = missing[1]!;
    const placeholder = help ? new RegExp(`--${flag}[ =]([A-Za-z0-9][^\\s,|]*)`).exec(help)?.[1] : undefined;
    return `--${flag} expects a value${placeholder ? ` (--${flag} ${placeholder})` : ""}`;
  }
  const noValue = /^Option '(?:-\w, )?--([^ ']+)' does not take an argument/.exec(msg);
  if (noValue) return `--${noValue[1]} is a switch and takes no value`;
  return msg;
}

/** The option name nearest to what was written, if it is near enough to be a typo. */
function closest(written: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const n of names) {
    const d = editDistance(written, n);
    if (d < bestD) [best, bestD] = [n, d];
  }
  // One edit per three letters: `--jsn` → `--json`, not `--x` → `--n`.
  return best !== undefined && bestD <= Math.max(1, Math.floor(written.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A number flag's value, checked against its setting's entry in RANGES (src/ranges.ts), so
 * a range and its wording are written once for every command; undefined when the flag was not given.
 */
export function rangedFlag(raw: string | undefined, flag: string, key: RangeKey): number | undefined {
  return raw === undefined ? undefined : parseNumber(raw, RANGES[key], { kind: "flag", flag: `--${flag}` }).value;
}
