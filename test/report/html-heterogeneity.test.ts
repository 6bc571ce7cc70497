/** report.html's heterogeneity paragraph: the pooled drop is an estimate, so it carries its conditions and n. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/html.js";
import type { Report } from "../../src/report/types.js";

describe("report.html heterogeneity", () => {
  it("gives the pooled drop its weighting and n", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/contaminated.json", import.meta.url), "utf8"),
    ) as Report;
    expect(r.contamination!.heterogeneity).toHaveLength(1);
    const para = /<h3>Heterogeneity \(perturber shuffle_choices\)<\/h3><p>(.*?)<\/p>/.exec(renderHtml(r))?.[1] ?? "";
    // The pooled drop with its interval and the number of items (not model × items).
    expect(para).toMatch(/pooled drop [+−][\d.]+ pt \(90% CI [+−][\d.]+ to [+−][\d.]+ pt; n = 100 items/);
    expect(para).toMatch(/inverse-variance/);
  });
});
