import type { ComparisonJson } from "./model.js";
import { type CompareRows, type PlacedRow, armsOfRows, compareRows, pairArms, shownId } from "./pair.js";
import { armsPresent, resolveArm } from "./select.js";
import type { CompareSpec } from "./compute.js";

/** The units one candidate answered differently from the baseline: the discordant pairs, by id. */
export interface CandidateFlips {
  readonly label: string;
  /** Right under the baseline, wrong under the candidate ("id" or "id#epoch"), in input order. */
  readonly rightToWrong: string[];
  readonly wrongToRight: string[];
}

/**
 * `compare --list-flips`: the ids behind each candidate's b and c counts, under the same pairing
 * and unparsed policy as the comparison (docs/compare.md "Which items flipped"). Ids only: an
 * outcome row carries no question text.
 */
export function listFlips(
  input: readonly PlacedRow[] | CompareRows,
  spec: CompareSpec,
  result: ComparisonJson,
): CandidateFlips[] {
  const rows = compareRows(input);
  const present = armsPresent(armsOfRows(rows));
  const baseline = resolveArm(spec.baseline.selector, present, spec.baseline.source);
  return result.candidates.map((c) => {
    // The comparison resolved its candidates from these same rows.
    const arm = present.find((a) => a.label === c.label)!;
    const pairing = pairArms(rows, baseline, arm, {
      unparsed: spec.unparsed,
      clusterBy: spec.clusterBy,
      clusterField: spec.clusterField,
    });
    const rightToWrong: string[] = [];
    const wrongToRight: string[] = [];
    for (const u of pairing.units) {
      if (u.baseline && !u.candidate) rightToWrong.push(shownId(u.id, u.epoch));
      else if (!u.baseline && u.candidate) wrongToRight.push(shownId(u.id, u.epoch));
    }
    return { label: c.label, rightToWrong, wrongToRight };
  });
}

/** Text for people: one block per candidate, the ids one per line (a list a script can cut). */
export function renderFlips(flips: readonly CandidateFlips[], baselineLabel: string): string {
  const out: string[] = [];
  for (const f of flips) {
    out.push(`flips of ${f.label} against ${baselineLabel}:`);
    out.push(`  right → wrong (${f.rightToWrong.length}):`, ...f.rightToWrong.map((id) => `    ${id}`));
    out.push(`  wrong → right (${f.wrongToRight.length}):`, ...f.wrongToRight.map((id) => `    ${id}`));
  }
  return `${out.join("\n")}\n`;
}
