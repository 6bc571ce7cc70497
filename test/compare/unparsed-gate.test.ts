// An arm that did not answer fails the gate on its own (docs/compare.md "Unparsed answers").
import { describe, expect, it } from "vitest";
import { compareExitCode } from "../../src/cli/compare.js";
import { computeComparison } from "../../src/compare/compute.js";
import { ExitCode } from "../../src/errors.js";
import { gatePhrase } from "../../src/report/compare-figures.js";
import { compareMarkdown } from "../../src/report/compare-markdown.js";
import { renderCompareText } from "../../src/report/compare-text.js";
import { resolveCompareSettings } from "../../src/settings/compare.js";
import { fromFlag } from "../../src/value-source.js";
import { armRows, spec } from "./helpers.js";

// The baseline's 20 answers all unparsed; the candidate right on 14.
const rows = [
  ...armRows("m", "base", Array(20).fill(null)),
  ...armRows("m", "new", [...Array(14).fill(true), ...Array(6).fill(false)]),
];

describe("a broken arm", () => {
  const r = computeComparison(rows, spec({ failOn: ["no-improvement"] }));
  const c = r.candidates[0]!;

  it("is a gate failure of its own, even when the decision passes every mode", () => {
    expect(c.decision).toBe("better");
    expect(c.unparsed_check).toEqual({ allowed: 0.1, baseline: 1, candidate: 0, over: ["baseline"] });
    expect(c.failing).toEqual(["unparsed"]);
    expect(r.gate).toEqual({ failing: ["unparsed"], passed: false });
    expect(compareExitCode(r)).toBe(ExitCode.Found);
  });

  it("fails without any fail-on mode too", () => {
    const none = computeComparison(rows, spec());
    expect(none.gate.failing).toEqual(["unparsed"]);
  });

  it("is named on the surfaces: gate line, warnings, text, Markdown", () => {
    expect(gatePhrase(r)).toBe(
      "FAIL: unparsed answers (m@new: baseline m@base 100.0% unparsed, candidate 0.0%; at most 10.0% allowed)",
    );
    expect(r.warnings.join("\n")).toMatch(
      /the gate fails \(unparsed\): the baseline m@base has 100\.0% of its paired answers unparsed, more than the 10\.0% allowed \(--max-unparsed\)/,
    );
    expect(renderCompareText(r)).toContain("gate: FAIL: unparsed answers");
    expect(compareMarkdown({ plan: null, comparison: r }).join("\n")).toMatch(/❌ \(unparsed\)/);
  });

  it("passes when the user allows it (max_unparsed 1), and at the threshold itself", () => {
    expect(computeComparison(rows, spec({ maxUnparsed: 1 })).gate).toEqual({ failing: [], passed: true });
    const two = [
      ...armRows("m", "base", [null, null, ...Array(18).fill(true)]),
      ...armRows("m", "new", Array(20).fill(true)),
    ];
    expect(computeComparison(two, spec()).gate.passed).toBe(true); // 2 of 20 = 10%: allowed
    const three = [
      ...armRows("m", "base", [null, null, null, ...Array(17).fill(true)]),
      ...armRows("m", "new", Array(20).fill(true)),
    ];
    expect(computeComparison(three, spec()).gate.failing).toEqual(["unparsed"]);
  });

  it("counts the share before --unparsed exclude removes the items", () => {
    const half = [
      ...armRows("m", "base", [...Array(10).fill(null), ...Array(10).fill(true)]),
      ...armRows("m", "new", Array(20).fill(true)),
    ];
    const x = computeComparison(half, spec({ unparsed: "exclude" }));
    expect(x.candidates[0]!.unparsed_check.baseline).toBe(0.5);
    expect(x.gate.failing).toEqual(["unparsed"]);
  });
});

describe("the setting", () => {
  it("defaults to 0.1 and takes --max-unparsed", () => {
    const base = {
      inputs: fromFlag("--input", ["a.jsonl"]),
      baseline: fromFlag("--baseline", "m@base"),
      candidates: fromFlag("--candidate", ["m@new"]),
    };
    expect(resolveCompareSettings(undefined, base, "/tmp").spec.maxUnparsed).toBe(0.1);
    const s = resolveCompareSettings(undefined, { ...base, maxUnparsed: fromFlag("--max-unparsed", 0.5) }, "/tmp").spec;
    expect(s.maxUnparsed).toBe(0.5);
    expect(s.maxUnparsedField).toBe("--max-unparsed");
  });
});
