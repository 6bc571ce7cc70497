import type { CheckName, Report, VerdictLabel } from "../report/types.js";
import type { Sourced } from "../value-source.js";
import type { ProgressSink } from "../leakage/progress.js";

/**
 * What to check: the action and `contamgate check` both build one of these from their own flags
 * or inputs, typed; `sources` says which they were, so the engine never knows a flag by name.
 */
export interface CheckRequest {
  /** contamgate.yml, relative to cwd. */
  configPath: string;
  /** Checks asked for; those the config does not configure are skipped with a warning. */
  checks: CheckName[];
  /**
   * Spend confirmed. Each of these three carries its Source, the surface's own knob (check's
   * `--yes`, the action's `yes` input), so a message names that knob, never one of the other
   * surface, even when the value was left unset.
   */
  yes: Sourced<boolean>;
  /** Most paid calls; null: run.budget, else exactly the calls announced. */
  maxCalls: Sourced<number | null>;
  /** Response cache directory (relative to cwd); null: the config's or the default. */
  cacheDir: Sourced<string | null>;
  /** Leakage on a pull request: only corpus lines added since this git ref. */
  changedSince: string | null;
  /** Run past a failed power gate, writing the shortfall into the report. */
  forceUnderpowered?: boolean;
  /** Keep only benchmark items published after / on or before a date (checked by the settings resolver). */
  publishedAfter?: Sourced<string>;
  publishedBefore?: Sourced<string>;
  /** A pilot outcome file the soft gate plans on (`--soft-pilot`; else the config's design.soft_pilot). */
  softPilot?: Sourced<string>;
  cwd: string;
}

export interface CheckOutcome {
  exitCode: number;
  verdict: VerdictLabel;
  report: Report;
  /** Entries the response cache gained in this run (the action saves the cache only then). */
  newCacheEntries: number;
  /** The response cache directory the run used, if any. */
  cacheDir: string | null;
}

export interface CheckDeps {
  env: Readonly<Record<string, string | undefined>>;
  /** Progress and spend lines for people (stderr / the action log). */
  log: (line: string) => void;
  /** `check --show-provider-bodies`: log failing providers' bodies (the action never sets it). */
  showProviderBodies?: boolean;
  /** SIGINT/SIGTERM (src/interrupt.ts): the contamination run stops asking and reports what it has. */
  abort?: AbortSignal;
  /** Progress lines of the leakage scan (docs/leakage.md "Progress"); none when absent. */
  leakageProgress?: ProgressSink;
  /** `check --quiet`: no progress lines from the contamination run either. */
  quiet?: boolean;
}
