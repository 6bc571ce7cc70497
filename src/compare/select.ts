/**
 * Which rows are an arm of a comparison (docs/compare.md "Addressing"). An arm is one
 * (model, condition) pair of the outcome rows, written as
 *   MODEL@CONDITION   that model under that condition;
 *   MODEL             that model, when it has exactly one condition in the input;
 *   @CONDITION        that condition, when exactly one model has it.
 * The split is at the last "@", so a model name that contains "@" is written with its condition.
 * Nothing is guessed: a selector that names no rows, or more than one (model, condition) pair,
 * is an exit-4 error that lists what the input does have.
 */
import { InputError } from "../errors.js";
import { type Source, whereOf } from "../value-source.js";

export interface Arm {
  readonly model: string;
  readonly condition: string;
  /** "MODEL@CONDITION": how every surface names the arm. */
  readonly label: string;
}

/** The (model, condition) pairs the input has, each once, in first-seen order. */
export function armsPresent(rows: Iterable<{ model: string; condition: string }>): Arm[] {
  const seen = new Map<string, Arm>();
  for (const r of rows) {
    const label = armLabel(r.model, r.condition);
    if (!seen.has(label)) seen.set(label, { model: r.model, condition: r.condition, label });
  }
  return [...seen.values()];
}

export function armLabel(model: string, condition: string): string {
  return `${model}@${condition}`;
}

/** The arm a selector names; `source` is the flag or config key it came from, for the error message. */
export function resolveArm(selector: string, present: readonly Arm[], source: Source): Arm {
  const where = whereOf(source);
  const s = selector.trim();
  if (s === "") throw new InputError("is empty: give MODEL, MODEL@CONDITION or @CONDITION", where);
  const at = s.lastIndexOf("@");
  const model = at < 0 ? s : s.slice(0, at);
  const condition = at < 0 ? null : s.slice(at + 1);
  if (condition === "") throw new InputError(`"${s}" ends in "@": give MODEL, MODEL@CONDITION or @CONDITION`, where);
  const matches = present.filter(
    (a) => (model === "" || a.model === model) && (condition === null || a.condition === condition),
  );
  if (matches.length === 1) return matches[0]!;
  // Bounded: an input of 10⁴ (model, condition) pairs must not make a 10⁴-name error line.
  const SHOWN = 20;
  const list =
    present
      .slice(0, SHOWN)
      .map((a) => a.label)
      .join(", ") + (present.length > SHOWN ? `, … (${present.length} in all)` : "");
  if (matches.length === 0) throw new InputError(`"${s}" names no rows; the input has ${list}`, where);
  throw new InputError(
    `"${s}" is ambiguous: it names ${matches
      .slice(0, SHOWN)
      .map((a) => a.label)
      .join(", ")}${matches.length > SHOWN ? `, … (${matches.length} in all)` : ""}; write MODEL@CONDITION`,
    where,
  );
}
