/**
 * A tool's per-sample score → an outcome's `correct` (docs/import.md "Scores"). Right and wrong
 * map to true and false; "no answer" and errors to null (unknown, never wrong); anything between
 * (a partial credit, a fraction) follows the `--partial` policy, which by default refuses: a
 * 0.5 silently counted as wrong or right would change the verdict without a word.
 */
import { InputError } from "../../errors.js";
import type { PartialPolicy } from "./types.js";

/** What one score value says, before the partial policy applies. */
export type ScoreReading =
  | { kind: "right" }
  | { kind: "wrong" }
  /** The model gave no answer (inspect's N): unknown, like an unparsed reply. */
  | { kind: "no-answer" }
  /** Strictly between wrong and right: inspect's P (0.5), a fractional metric. */
  | { kind: "partial"; value: number }
  | { kind: "invalid"; why: string };

/** A numeric score: 0 and 1 are wrong and right, (0, 1) partial, anything else invalid. */
export function readNumber(v: number): ScoreReading {
  if (!Number.isFinite(v)) return { kind: "invalid", why: `${v} is not a finite number` };
  if (v === 1) return { kind: "right" };
  if (v === 0) return { kind: "wrong" };
  if (v > 0 && v < 1) return { kind: "partial", value: v };
  return { kind: "invalid", why: `${v} is outside [0, 1]; a score must be a proportion correct` };
}

/** What `correct` a reading becomes; a refused partial is an InputError at `where`. */
export function applyPolicy(
  r: ScoreReading,
  policy: PartialPolicy,
  where: { file: string; field: string; line?: number },
): boolean | null {
  switch (r.kind) {
    case "right":
      return true;
    case "wrong":
      return false;
    case "no-answer":
      return null;
    case "invalid":
      throw new InputError(`cannot read the score: ${r.why}`, where);
    case "partial":
      if (policy === "refuse") {
        throw new InputError(
          `a partial score (${r.value}) is neither right nor wrong; say how to count it with --partial wrong|correct|unparsed`,
          where,
        );
      }
      return policy === "wrong" ? false : policy === "correct" ? true : null;
  }
}

/** Counts of what the readings were, for the import's notes. */
export class ScoreTally {
  right = 0;
  wrong = 0;
  noAnswer = 0;
  partial = 0;
  note(r: ScoreReading): void {
    if (r.kind === "right") this.right++;
    else if (r.kind === "wrong") this.wrong++;
    else if (r.kind === "no-answer") this.noAnswer++;
    else if (r.kind === "partial") this.partial++;
  }
}
