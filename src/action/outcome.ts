/**
 * Turning a failure to evaluate into an outcome the action can report: an input error, a stop
 * (underpowered, unconfirmed) or a crash still produces a verdict, a summary and outputs — a run
 * that could not evaluate is never silently green.
 */
import { ExitCode, firstLine, InputError, StopError } from "../errors.js";
import { VERSION } from "../version.js";
import type { CheckName, Report, Verdict } from "../report/types.js";
import type { CheckOutcome } from "./env.js";

export function outcomeFromError(e: unknown, checks: CheckName[], configPath: string | null): CheckOutcome {
  let exitCode: number = ExitCode.InvalidInput;
  let message: string;
  if (e instanceof InputError || e instanceof StopError) {
    exitCode = e.exitCode;
    message = e.message;
  } else {
    message = `internal error: ${firstLine(e)}`;
  }
  const verdict: Verdict =
    exitCode === ExitCode.Underpowered ? "underpowered" : exitCode === ExitCode.Unconfirmed ? "unconfirmed" : "error";
  return {
    exitCode,
    verdict,
    report: bareReport(verdict, exitCode, checks, configPath, message),
    newCacheEntries: 0,
    cacheDir: null,
  };
}

export function bareReport(
  verdict: Verdict,
  exitCode: number,
  checks: CheckName[],
  configPath: string | null,
  headline: string,
): Report {
  return {
    schema_version: 1,
    tool: { name: "contamgate", version: VERSION },
    config: configPath === null ? null : { path: configPath, sha256: "(not read)" },
    verdict,
    exit_code: exitCode,
    checks,
    headline,
    power: null,
    contamination: null,
    leakage: null,
    compare: null,
    warnings: [],
  };
}
