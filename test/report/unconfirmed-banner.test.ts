/** report.md is written by `check --report-dir` too: the unconfirmed banner names the CLI flag beside the action input. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";

describe("unconfirmed banner", () => {
  it("says yes: true and --yes", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
    ) as Report;
    r.verdict = "unconfirmed";
    r.contamination = {
      ...r.contamination!,
      models: [],
      heterogeneity: [],
      spend: { ...r.contamination!.spend, calls_needed: 12 },
    };
    const banner = renderMarkdown(r)
      .split("\n")
      .find((l) => l.startsWith("> **Unconfirmed**"))!;
    expect(banner).toMatch(/spending was not confirmed/);
    expect(banner).toContain("`yes: true`");
    expect(banner).toContain("`--yes`");
  });
});
