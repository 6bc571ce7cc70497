/**
 * Compare end to end: two runs written as other tools write them (inspect_ai
 * `.eval` logs, the layout of test/outcomes/tool-logs.ts), imported with `contamgate import`,
 * then compared. The figures must be those of the paired table the answers were built from.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { ComparisonJson } from "../../src/compare/model.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";
import { inspectLog } from "../outcomes/tool-logs.js";

const TABLE = { both: 130, baselineOnly: 48, candidateOnly: 17, neither: 105 };

/** Baseline and candidate answers with the paired table above, item ids shuffled by a fixed rule. */
function answers(): { baseline: OutcomeRow[]; candidate: OutcomeRow[] } {
  const cells: [boolean, boolean][] = [];
  const add = (k: number, b: boolean, c: boolean) => {
    for (let j = 0; j < k; j++) cells.push([b, c]);
  };
  add(TABLE.both, true, true);
  add(TABLE.baselineOnly, true, false);
  add(TABLE.candidateOnly, false, true);
  add(TABLE.neither, false, false);
  const n = cells.length;
  const order = cells.map((_, i) => (i * 7919) % n); // 7919 is prime to 300: a permutation
  const baseline: OutcomeRow[] = [];
  const candidate: OutcomeRow[] = [];
  order.forEach((cell, i) => {
    const [b, c] = cells[cell]!;
    baseline.push({ model: "m", id: `q${i + 1}`, condition: "old-prompt", correct: b });
    candidate.push({ model: "m", id: `q${i + 1}`, condition: "new-prompt", correct: c });
  });
  return { baseline, candidate };
}

async function cli(cwd: string, argv: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("compare on two imported inspect_ai runs", () => {
  it("prints the paired table, the difference with its interval, the exact p and the gate's decision", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-compare-imported-"));
    const { baseline, candidate } = answers();
    writeFileSync(join(dir, "old.eval"), inspectLog("openai/m", "mmlu", baseline));
    writeFileSync(join(dir, "new.eval"), inspectLog("openai/m", "mmlu", candidate));
    const imp = await cli(dir, [
      "import",
      "inspect",
      "old.eval",
      "new.eval",
      "--condition",
      "old-prompt",
      "--condition",
      "new-prompt",
      "--outcomes",
      "rows.jsonl",
    ]);
    expect(imp.code, imp.err).toBe(0);

    const args = ["compare", "--input", "rows.jsonl", "--baseline", "@old-prompt", "--candidate", "@new-prompt"];
    const text = await cli(dir, [...args, "--fail-on", "regression"]);
    const d = pairedDifference(TABLE, { alpha: 0.05, sided: "two-sided" });
    expect(text.out).toContain("table: 130 both correct, 48 baseline only, 17 candidate only, 105 neither");
    // The candidate lost 31 of 300 items net: significantly worse, so the regression gate fails.
    expect(text.code, text.err).toBe(1);
    expect(text.out).toMatch(/worse/);

    const json = await cli(dir, [...args, "--json", "-"]);
    expect(json.code, json.err).toBe(0);
    const c = (JSON.parse(json.out) as ComparisonJson).candidates[0]!;
    expect(c.exact.table).toEqual({ both: 130, baseline_only: 48, candidate_only: 17, neither: 105 });
    expect(c.exact.p_value).toBe(d.pValue);
    expect(c.exact.estimate).toBe(d.estimate);
    expect(d.bound.kind).toBe("interval");
    if (d.bound.kind !== "interval" || c.result.analysis !== "exact") throw new Error("two-sided exact expected");
    expect(c.result.bound).toMatchObject({ lower: d.bound.lower, upper: d.bound.upper });
    expect(d.bound.upper).toBeLessThan(0);
    expect(c.decision).toBe("worse");
  });
});
