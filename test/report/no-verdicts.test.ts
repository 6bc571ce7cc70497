/** A contamination section without verdicts (unconfirmed spend, a stopped run) says so instead of showing an empty table. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";

function unconfirmed(stopped: boolean): Report {
  const r = JSON.parse(
    readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
  ) as Report;
  r.verdict = "unconfirmed";
  r.exit_code = 3;
  r.contamination = {
    ...r.contamination!,
    models: [],
    heterogeneity: [],
    warnings: [],
    spend: {
      calls_made: stopped ? 3 : 0,
      cache_hits: 0,
      new_entries: stopped ? 3 : 0,
      nondeterministic: 0,
      calls_needed: 854,
      max_calls: stopped ? 3 : null,
    },
    ...(stopped ? { stopped: { reason: "call budget of 3 exhausted", exit_code: 3 } } : {}),
  };
  return r;
}

describe("contamination section with no verdicts", () => {
  for (const stopped of [false, true]) {
    it(`${stopped ? "stopped run" : "unconfirmed spend"}: no empty table, a sentence saying why`, () => {
      const md = renderMarkdown(unconfirmed(stopped));
      expect(md).toContain("### Contamination verdicts");
      expect(md).not.toMatch(/\| model \| n \|/);
      expect(md).toMatch(/No verdicts/);
      const page = renderHtml(unconfirmed(stopped));
      expect(page).not.toMatch(/<th>model<\/th>/);
      expect(page).toMatch(/No verdicts/);
      if (stopped) {
        expect(md).toContain("call budget of 3 exhausted");
        expect(page).toContain("call budget of 3 exhausted");
      }
    });
  }
});
