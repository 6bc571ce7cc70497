/** Annotations: a budget stop is not called "spending not confirmed"; a warning carried twice is annotated once. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planAnnotations } from "../../src/report/annotations.js";
import type { Report } from "../../src/report/types.js";

const load = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;

describe("annotations", () => {
  it("titles a run stopped by the call budget as such", () => {
    const r = load("pass");
    r.verdict = "unconfirmed";
    r.exit_code = 3;
    r.headline = "contamination run stopped before its verdicts: call budget of 4 exhausted";
    r.contamination = {
      ...r.contamination!,
      models: [],
      heterogeneity: [],
      stopped: { reason: "call budget of 4 exhausted", exit_code: 3 },
    };
    const e = planAnnotations(r).errors[0]!;
    expect(e.title).not.toMatch(/not confirmed/);
    expect(e.title).toMatch(/budget/);
  });
  it("annotates a warning the verdicts and the run both carry once", () => {
    const r = load("pass");
    const msg = "forced past the power gate (--force-underpowered): underpowered";
    r.contamination!.warnings = [msg];
    r.warnings = [{ source: "contamination", message: msg }];
    expect(planAnnotations(r).warnings.filter((w) => w.message === msg)).toHaveLength(1);
  });
});
