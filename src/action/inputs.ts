/**
 * The action's inputs (action.yml), parsed and validated up front: a bad input is one line
 * naming the input and the allowed values, exit 4, before anything is restored or spent.
 */
import { InputError } from "../errors.js";
import { CHECK_NAMES, OUTCOMES, type CheckName, type Outcome } from "../report/types.js";
import { DEFAULT_SUMMARY_MAX_BYTES } from "../report/markdown.js";
import { parseNumber, RANGES } from "../ranges.js";

export type CommentMode = "always" | "on-failure" | "never";

export interface ActionInputs {
  config: string;
  checks: CheckName[];
  yes: boolean;
  maxCalls: number | null;
  cache: boolean;
  cacheKeyPrefix: string;
  cacheDir: string;
  reportDir: string;
  changedSince: string | null;
  summaryMaxBytes: number;
  comment: CommentMode;
  githubToken: string;
  /** Outcomes that fail the step; "error" always does ("could not evaluate" is never green). */
  failOn: Set<Outcome>;
}

/** The runner's own limit per step; our budget must stay below it. */
const SUMMARY_HARD_LIMIT = 1024 * 1024;

export function parseInputs(get: (name: string) => string): ActionInputs {
  const str = (name: string, dflt: string) => get(name).trim() || dflt;
  const checks = list(get("checks"), "checks", CHECK_NAMES, [...CHECK_NAMES]);
  const failOn = new Set<Outcome>(list(get("fail-on"), "fail-on", OUTCOMES, [...OUTCOMES]));
  failOn.add("error");
  const prefix = str("cache-key-prefix", "contamgate");
  if (!/^[A-Za-z0-9._-]{1,200}$/.test(prefix))
    throw new InputError('must be 1–200 characters of letters, digits, ".", "_" or "-"', { field: "cache-key-prefix" });
  const comment = str("comment", "on-failure");
  if (comment !== "always" && comment !== "on-failure" && comment !== "never")
    throw new InputError(`must be always, on-failure or never (got "${comment}")`, { field: "comment" });
  return {
    config: str("config", "contamgate.yml"),
    checks,
    yes: bool(get("yes"), "yes", false),
    maxCalls:
      get("max-calls").trim() === ""
        ? null
        : parseNumber(get("max-calls"), RANGES.budget, { kind: "input", input: "max-calls" }).value,
    cache: bool(get("cache"), "cache", true),
    cacheKeyPrefix: prefix,
    // Empty: the runner's temporary directory (storeDirectory in cache.ts).
    cacheDir: get("cache-dir").trim(),
    reportDir: str("report-dir", "contamgate-report"),
    changedSince: get("changed-since").trim() || null,
    summaryMaxBytes: integer(
      get("summary-max-bytes"),
      "summary-max-bytes",
      4096,
      SUMMARY_HARD_LIMIT - 64 * 1024,
      DEFAULT_SUMMARY_MAX_BYTES,
    )!,
    comment,
    githubToken: get("github-token").trim(),
    failOn,
  };
}

/** YAML 1.2 core-schema booleans, as actions/toolkit's getBooleanInput accepts them. */
function bool(raw: string, field: string, dflt: boolean): boolean {
  const v = raw.trim();
  if (v === "") return dflt;
  if (["true", "True", "TRUE"].includes(v)) return true;
  if (["false", "False", "FALSE"].includes(v)) return false;
  throw new InputError(`must be true or false (got "${v}")`, { field });
}

function integer(raw: string, field: string, min: number, max: number, dflt: number | null): number | null {
  const v = raw.trim();
  if (v === "") return dflt;
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new InputError(`must be a whole number from ${min} to ${max} (got "${v}")`, { field });
  return n;
}

function list<T extends string>(raw: string, field: string, allowed: readonly T[], dflt: T[]): T[] {
  const items = raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) return dflt;
  for (const i of items)
    if (!allowed.includes(i as T)) throw new InputError(`"${i}" is not one of ${allowed.join(", ")}`, { field });
  return allowed.filter((a) => items.includes(a));
}
