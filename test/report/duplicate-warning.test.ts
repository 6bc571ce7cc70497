/** A forced-past-the-gate run: its warning is in the verdict warnings and the run's; the reader sees it once. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";

describe("a warning carried by both the verdicts and the run", () => {
  it("appears once in report.md and once in report.html", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
    ) as Report;
    const msg = "forced past the power gate (--force-underpowered): underpowered at n = 800";
    r.contamination!.warnings = [msg, ...r.contamination!.warnings];
    r.warnings = [...r.warnings, { source: "contamination", message: msg }];
    const count = (text: string) => text.split(msg).length - 1;
    expect(count(renderMarkdown(r))).toBe(1);
    expect(count(renderHtml(r))).toBe(1);
  });
});
