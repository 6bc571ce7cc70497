/** report.html's heterogeneity paragraph: the pooled drop is an estimate, so it carries its conditions and n. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/html.js";
import type { Report } from "../../src/report/types.js";

describe("report.html heterogeneity", () => {
  it("gives the pooled drop its weighting and n", () => {
    const r = JSON.parse(readFileSync(new URL("../../fixtures/action/reports/contaminated.json", import.meta.url), "utf8")) as Report;
    expect(r.contamination!.heterogeneity).not.toBeNull();
    const para = /<h3>Heterogeneity<\/h3><p>(.*?)<\/p>/.exec(renderHtml(r))?.[1] ?? "";
    expect(para).toMatch(/pooled/);
    const used = r.contamination!.models.filter((m) => !r.contamination!.heterogeneity!.excluded.includes(m.name));
    const n = used.reduce((s, m) => s + m.n, 0);
    expect(para).toContain(`n = ${n.toLocaleString("en-US")}`);
    expect(para).toMatch(/inverse-variance/);
  });
});
