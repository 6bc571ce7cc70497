import { preflightReports, writeReports } from "../report/write-reports.js";
import { runCheck } from "../engine/check.js";
import { renderCheckText } from "../report/check-text.js";
import { InputError } from "../errors.js";
import { CHECK_NAMES, type CheckName } from "../report/types.js";
import { parseNumber, RANGES } from "../ranges.js";
import { fromFlag, type Source } from "../value-source.js";
import { parseFlags } from "./args.js";
import type { Io } from "./io.js";
import { progressLines } from "./progress.js";
import { join } from "node:path";
import { outputPath } from "../io/output-file.js";

const HELP = `usage: contamgate check [--config contamgate.yml] [flags]

Runs every check contamgate.yml configures, in this order: the power gate (design:, and the
planned comparison compare.plan), the leakage scan (leakage:), the contamination run (design:,
benchmark:, models:), the comparison of two runs' outcomes (compare:). Nothing is spent before the
gate passes and the spend is confirmed.

  --config PATH            the config (default contamgate.yml)
  --checks LIST            comma-separated subset of power,leakage,contamination,compare (default: all configured)
  --yes                    confirm the announced paid calls (without it: exit 3, nothing sent)
  --max-calls N            most paid calls (default: exactly the calls announced)
  --cache-dir DIR          response cache directory (default: run.cache_dir or .contamgate-cache)
  --changed-since REF      leakage: lines added since this git ref, and probes changed since it
  --published-after DATE   keep only benchmark items published after DATE (YYYY-MM-DD; undated set aside, counted)
  --published-before DATE  keep only benchmark items published on or before DATE
  --force-underpowered     run although the power gate fails (the shortfall goes into the report)
  --soft-pilot PATH        plan the soft gate on a pilot outcome file's shape of d (rows with score for
                           both conditions; config: design.soft_pilot)
  --report-dir DIR         write report.json, report.md, report.html (and report.sarif) there
  --quiet                  no progress lines on stderr (the leakage scan's and the run's)
  --show-provider-bodies   print what a failing provider sent (keys redacted) on stderr; off by
                           default because a provider may echo the prompt (holdout text)

exit: 0 pass, 1 contamination or leakage found or a compare gate failed, 2 design underpowered, 3 spend not confirmed,
4 invalid input or usage
`;

/** check's own flags for the values the engine may have to name. */
export const CHECK_SOURCES = {
  maxCalls: { kind: "flag", flag: "--max-calls" },
  cacheDir: { kind: "flag", flag: "--cache-dir" },
  yes: { kind: "flag", flag: "--yes" },
} as const satisfies Record<"maxCalls" | "cacheDir" | "yes", Source>;

export const CHECK_FLAGS = {
  config: { type: "string" },
  checks: { type: "string" },
  yes: { type: "boolean" },
  "max-calls": { type: "string" },
  "cache-dir": { type: "string" },
  "changed-since": { type: "string" },
  "published-after": { type: "string" },
  "published-before": { type: "string" },
  "force-underpowered": { type: "boolean" },
  "report-dir": { type: "string" },
  "soft-pilot": { type: "string" },
  "show-provider-bodies": { type: "boolean" },
  quiet: { type: "boolean" },
  help: { type: "boolean" },
} as const;

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, CHECK_FLAGS, false, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  let checks: CheckName[] = [...CHECK_NAMES];
  if (values.checks !== undefined) {
    const asked = values.checks
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = asked.filter((s) => !(CHECK_NAMES as readonly string[]).includes(s));
    if (bad.length || asked.length === 0)
      throw new InputError(`--checks must list some of ${CHECK_NAMES.join(", ")} (got "${values.checks}")`);
    checks = asked as CheckName[];
  }
  const maxCalls =
    values["max-calls"] === undefined
      ? null
      : parseNumber(values["max-calls"], RANGES.budget, CHECK_SOURCES.maxCalls).value;
  // An unusable report directory is found before anything runs or is spent.
  const reportDir =
    values["report-dir"] === undefined
      ? undefined
      : outputPath(values["report-dir"], { cwd: io.cwd, field: "--report-dir" });
  if (reportDir !== undefined) await preflightReports(reportDir);
  // Handled only while checking; afterwards a signal acts as usual (the reports take milliseconds).
  const interrupt = io.interrupt?.();
  // Plain lines even on a terminal: the engine's other lines come between, and a redrawn line would swallow them.
  const leakageProgress = progressLines({ ...io, stderrIsTTY: false }, "leakage progress");
  const outcome = await runCheck(
    {
      configPath: values.config ?? "contamgate.yml",
      checks,
      yes: { value: values.yes === true, source: CHECK_SOURCES.yes },
      maxCalls: { value: maxCalls, source: CHECK_SOURCES.maxCalls },
      cacheDir: { value: values["cache-dir"] ?? null, source: CHECK_SOURCES.cacheDir },
      changedSince: values["changed-since"] ?? null,
      forceUnderpowered: values["force-underpowered"] === true,
      ...(values["published-after"] !== undefined
        ? { publishedAfter: fromFlag("--published-after", values["published-after"]) }
        : {}),
      ...(values["published-before"] !== undefined
        ? { publishedBefore: fromFlag("--published-before", values["published-before"]) }
        : {}),
      ...(values["soft-pilot"] !== undefined ? { softPilot: fromFlag("--soft-pilot", values["soft-pilot"]) } : {}),
      cwd: io.cwd,
    },
    {
      env: io.env,
      log: (line) => io.stderr(`${line}\n`),
      ...(values.quiet ? { quiet: true } : { leakageProgress: leakageProgress.sink }),
      ...(values["show-provider-bodies"] ? { showProviderBodies: true } : {}),
      ...(interrupt ? { abort: interrupt.signal } : {}),
    },
  ).finally(() => interrupt?.dispose());
  const stopped = outcome.report.contamination?.stopped;
  if (interrupt?.exitCode() !== undefined && stopped) io.stderr(`contamgate check: ${stopped.reason}\n`);
  io.stdout(renderCheckText(outcome.report));
  if (reportDir !== undefined) {
    await writeReports(reportDir, outcome.report);
    // As the user wrote it: an absolute runner path is noise in a log.
    io.stdout(
      `reports written: ${join(values["report-dir"]!, "report.json")} (and report.md, report.html${outcome.report.leakage ? ", report.sarif" : ""})\n`,
    );
  }
  // Interrupted: 128 + the signal's number, whatever the partial report says (never a pass).
  return interrupt?.exitCode() ?? outcome.exitCode;
}
