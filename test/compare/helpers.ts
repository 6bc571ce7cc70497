import type { CompareSpec } from "../../src/compare/compute.js";
import type { PlacedRow } from "../../src/compare/pair.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";

/** Rows of one arm from a list of outcomes (true/false/null), ids q0, q1, …; placed in `file`. */
export function armRows(
  model: string,
  condition: string,
  correct: readonly (boolean | null)[],
  extra: (i: number) => Partial<OutcomeRow> = () => ({}),
  file = "o.jsonl",
): PlacedRow[] {
  return correct.map((c, i) => ({
    row: { model, id: `q${i}`, condition, correct: c, ...extra(i) },
    file,
    line: i + 1,
  }));
}

/** A paired table as two arms: both, baselineOnly, candidateOnly, neither items, in that order. */
export function tableRows(t: { both: number; baselineOnly: number; candidateOnly: number; neither: number }) {
  const base: boolean[] = [];
  const cand: boolean[] = [];
  const push = (k: number, b: boolean, c: boolean) => {
    for (let i = 0; i < k; i++) {
      base.push(b);
      cand.push(c);
    }
  };
  push(t.both, true, true);
  push(t.baselineOnly, true, false);
  push(t.candidateOnly, false, true);
  push(t.neither, false, false);
  return [...armRows("m", "base", base), ...armRows("m", "new", cand)];
}

export function spec(over: Partial<CompareSpec> = {}): CompareSpec {
  return {
    baseline: { selector: "m@base", source: { kind: "flag", flag: "--baseline" } },
    candidates: [{ selector: "m@new", source: { kind: "flag", flag: "--candidate" } }],
    alpha: 0.05,
    direction: "two-sided",
    directionSource: "default",
    margin: 0,
    failOn: [],
    unparsed: "as-wrong",
    maxUnparsed: 0.1,
    maxUnparsedField: "--max-unparsed",
    clusterBy: { kind: "auto" },
    clusterField: "--cluster-by",
    plan: null,
    metric: { kind: "accuracy" },
    ...over,
  };
}
