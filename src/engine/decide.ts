/**
 * One pure decision from the outcomes a check run found to its exit code and its `verdict`
 * label — the only ranking of outcomes in contamgate. The CLI (`check`) fails on every outcome;
 * the action fails on those its `fail-on` lists. Both look at *every* outcome present, never
 * only the top-ranked one: a leak beside a contaminated model still fails `fail-on: leaking`.
 */
import { ExitCode } from "../errors.js";
import { OUTCOMES, verdictLabel, type Outcome, type VerdictLabel } from "../report/types.js";

/** Each outcome's own exit code (docs/action.md "Exit status"). */
export const OUTCOME_EXIT: Readonly<Record<Outcome, ExitCode>> = {
  contaminated: ExitCode.Found,
  leaking: ExitCode.Found,
  "compare-failed": ExitCode.Found,
  error: ExitCode.InvalidInput,
  underpowered: ExitCode.Underpowered,
  unconfirmed: ExitCode.Unconfirmed,
};

export interface Decision {
  /** Every outcome present, each once, in rank order (OUTCOMES). Empty: a pass. */
  outcomes: Outcome[];
  /** "pass", or every outcome joined by "+" ("contaminated+leaking"). */
  verdict: VerdictLabel;
  /** The outcomes that fail: those present that `failOn` lists ("error" always does). */
  failing: Outcome[];
  /** The exit code of the top-ranked failing outcome; 0 when none fails. */
  exitCode: ExitCode;
}

/**
 * `failOn` omitted: every outcome fails (the CLI). "error" fails whatever `failOn` says — a run
 * that could not evaluate is never green.
 */
export function decide(present: Iterable<Outcome>, failOn?: ReadonlySet<Outcome>): Decision {
  const seen = new Set(present);
  const outcomes = OUTCOMES.filter((o) => seen.has(o));
  const failing = outcomes.filter((o) => failOn === undefined || failOn.has(o) || o === "error");
  return {
    outcomes,
    verdict: verdictLabel(outcomes),
    failing,
    exitCode: failing.length === 0 ? ExitCode.Pass : OUTCOME_EXIT[failing[0]!],
  };
}
