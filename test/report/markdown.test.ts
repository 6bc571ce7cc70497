import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytes, ciLabel, lcbLabel } from "../../src/report/format.js";
import { renderHtml } from "../../src/report/html.js";
import { byConcern, LISTED_FINDINGS, listedFindings } from "../../src/report/leakage-section.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { LeakageFinding, Report } from "../../src/report/types.js";
import { bareEstimates } from "./bare-estimate.js";

const load = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;
const KINDS = ["pass", "underpowered", "contaminated", "leaking"] as const;

function manyFindings(report: Report, count: number): Report {
  const findings: LeakageFinding[] = Array.from({ length: count }, (_, i) => ({
    probe: { set: "holdout", file: "probes/holdout.jsonl", line: (i % 400) + 1, id: `h${i}`, holdout: i % 3 === 0 },
    corpus: { file: `data/corpus-${i % 7}.txt`, line: i + 1 },
    jaccard: 0.8 + (i % 20) / 100,
    containment: i % 2 ? 0 : 0.9,
    shingles: { probe: 20, corpus: 20, common: 16 },
    rules: ["jaccard"],
  }));
  return { ...report, verdict: "leaking", leakage: { findings, stats: { corpus_lines: 1_000_000 } } };
}

describe("the bare-estimate checker", () => {
  it("flags a drop without interval or n, a power without conditions, and a table cell without interval", () => {
    expect(bareEstimates("drop +3.8 pt")).toHaveLength(1);
    expect(bareEstimates("exact power 0.774")).toHaveLength(1);
    const table = ["| model | n | drop (95% CI) |", "|---|---|---|", "| m | n = 100 | +3.8 pt |"].join("\n");
    expect(bareEstimates(table)).toHaveLength(1);
    expect(
      bareEstimates("| model | n | drop (95% CI) |\n|---|---|---|\n| m | n = 100 | +3.8 pt (95% CI +1.2 to +6.4 pt) |"),
    ).toEqual([]);
    expect(bareEstimates("drop +3.8 pt (95% CI +1.2 to +6.4 pt; n = 4,742, 412 discordant)")).toEqual([]);
  });
});

describe("renderMarkdown", () => {
  for (const k of KINDS) {
    it(`${k}: no summary line carries a bare point estimate, and it names the verdict`, () => {
      const md = renderMarkdown(load(k));
      expect(bareEstimates(md)).toEqual([]);
      expect(md.split("\n")[0]).toContain(`contamgate: ${k}`);
      expect(md).toContain("sha256 `3f4c2a9b");
      expect(md).toContain("contamgate 0.1.0");
    });
  }

  it("contaminated: names dirty only, with its melded interval, Holm p and the heterogeneity reading", () => {
    const r = load("contaminated");
    const md = renderMarkdown(r);
    const rows = md.split("\n").filter((l) => l.startsWith("| ") && /n = 100, /.test(l));
    expect(rows).toHaveLength(3);
    const row = rows.find((l) => l.startsWith("| dirty"))!;
    expect(row).toContain("**significant drop** (names the model)");
    // The fixture's dirty pair: drop 0.33, 90% CI 0.22496… to 0.42094…, Holm p 1.5367e-8 — written out by hand.
    expect(row).toContain("+33.0 pt (90% CI +22.5 to +42.1 pt");
    expect(row).toContain("1.54e-8");
    // Every row, named or not, states its pair's upper bound (docs/statistics.md, "Never a bare point estimate").
    for (const l of rows) expect(l).toMatch(/the drop is at most [+−]\d+\.\d pt \(one-sided 95% upper bound\)/);
    for (const l of rows.filter((x) => !x.startsWith("| dirty"))) {
      // The verdict cell is short; the reading of a non-detection is a bullet below the table.
      const verdictCell = l.split(" | ").at(-1)!.replace(/ \|$/, "");
      expect(verdictCell).toBe("no significant drop (see below)");
      const [model, perturber] = l.slice(2).split(" | ");
      const bullet = md
        .split("\n")
        .find((x) => x.startsWith(`- \`${model}\` · \`${perturber!.replace(/\\/g, "")}\`:`))!;
      expect(bullet).not.toMatch(/the drop is at most/);
      expect(bullet).toMatch(/drops below \d+\.\d+ pt were likely to be missed/);
      expect(bullet).not.toMatch(/no drop above/);
    }
    expect(md).toMatch(/Cochran's Q \(assumes independent models\) = \d+\.\d\d, df = 2/);
    expect(md).toContain(r.contamination!.heterogeneity[0]!.interpretation);
  });

  it("underpowered: says the smallest visible drop and the n the target needs, exact beside normal", () => {
    const md = renderMarkdown(load("underpowered"));
    expect(md).toContain("+11.50 pt or more");
    expect(md).toContain("needs n = 527");
    expect(md).toMatch(/\| n needed for 80% power at \+5\.0 pt \(ψ = 20\.0%\) \| n = 527 \| n = 493 \|/);
    expect(md).toMatch(/minimum detectable drop .* \| \+11\.50 pt \| \+11\.00 pt \|/);
    // The chart's axis labels are bare numbers; the legend under it names the design and required n.
    expect(md).toMatch(/x-axis "questions n" \[[^\]]*"100"[^\]]*"527"/);
    expect(md).toContain("Grey bar: the design's n = 100.");
    expect(md).toContain("Required n = 527:");
  });

  it("leaking: holdout first, on corpus file:line, probes by file:line", () => {
    const md = renderMarkdown(load("leaking"));
    const rows = md.split("\n").filter((l) => l.startsWith("| `data/"));
    expect(rows.map((r) => r.split(" | ")[0])).toEqual([
      "| `data/dict.txt:4021`",
      "| `data/dict.txt:4030`",
      "| `data/corpus.txt.gz:88`",
    ]);
    expect(md).toContain("(pull-request mode: lines added since `origin/main`)");
  });

  it("keeps a 20,000-finding report under its byte budget, collapsed, with the count left out", () => {
    const big = manyFindings(load("leaking"), 20_000);
    for (const maxBytes of [256 * 1024, 30_000, 8_000]) {
      const md = renderMarkdown(big, { maxBytes });
      expect(bytes(md)).toBeLessThanOrEqual(maxBytes);
      const shown = md.split("\n").filter((l) => l.startsWith("| `data/corpus-")).length;
      expect(shown).toBeGreaterThan(0);
      expect(md).toContain(`<details><summary>20,000 findings (${shown.toLocaleString("en-US")} shown)</summary>`);
      expect(md).toContain(`… ${(20_000 - shown).toLocaleString("en-US")} more findings in report.json`);
      expect(bareEstimates(md)).toEqual([]);
    }
  });

  it("cuts at a line boundary and never leaves a code fence open when even the fixed part is too big", () => {
    const md = renderMarkdown(load("contaminated"), { maxBytes: 1500 });
    expect(bytes(md)).toBeLessThanOrEqual(1500);
    expect((md.match(/```/g) ?? []).length % 2).toBe(0);
    expect(md).toContain("the full report is in report.json");
  });

  it("labels intervals with their true level", () => {
    expect(ciLabel(0.95)).toBe("95% CI");
    expect(ciLabel(0.9)).toBe("90% CI");
    expect(ciLabel(1 - 0.05 / 3)).toBe("98.33% CI");
    expect(ciLabel(1 - 1e-5)).toBe("99.999% CI"); // never rounded up to "100% CI"
    expect(lcbLabel(0.05)).toBe("one-sided 95% lower bound");
    // Each interval carries its level: the melded drop interval is 1 − 2α, accuracies 1 − α.
    const md = renderMarkdown(load("contaminated"));
    expect(md).toContain("(90% CI +22.5 to +42.1 pt; n = 100, 37 discordant)");
    expect(md).toContain("85.0% (95% CI 76.5 to 91.4%; 85/100)");
  });
});

describe("pages list at most LISTED_FINDINGS findings (report.json and report.sarif list all)", () => {
  it("report.md and report.html list the first 1,000 by concern and count the rest", () => {
    const big = manyFindings(load("leaking"), LISTED_FINDINGS + 500);
    const md = renderMarkdown(big, { maxBytes: Number.MAX_SAFE_INTEGER });
    expect(md.split("\n").filter((l) => l.startsWith("| `data/corpus-"))).toHaveLength(LISTED_FINDINGS);
    expect(md).toContain("1,500 finding(s), 500 from holdout sets");
    expect(md).toContain(`<details><summary>1,500 findings (1,000 shown)</summary>`);
    expect(md).toContain("… 500 more findings in report.json");
    const html = renderHtml(big);
    expect(html.match(/<tr><td><code>data\/corpus-/g)).toHaveLength(LISTED_FINDINGS);
    expect(html).toContain("<p>1,500 finding(s)");
    expect(html).toContain("<p>… 500 more findings in report.json</p>");
  });

  it("below the cap every finding is listed and nothing is said of more", () => {
    const some = manyFindings(load("leaking"), 40);
    const md = renderMarkdown(some, { maxBytes: Number.MAX_SAFE_INTEGER });
    expect(md.split("\n").filter((l) => l.startsWith("| `data/corpus-"))).toHaveLength(40);
    expect(md).not.toContain("more findings");
    expect(renderHtml(some)).not.toContain("more findings");
  });

  it("the listed findings are those a stable sort of all of them puts first, ties in report order", () => {
    const finding = fc.record({
      holdout: fc.boolean(),
      jaccard: fc.constantFrom(0.8, 0.9, 1),
      file: fc.constantFrom("a", "b"),
      line: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (raw, cap) => {
        const findings: LeakageFinding[] = raw.map((r, i) => ({
          probe: { set: "s", file: "p.txt", line: i + 1, holdout: r.holdout },
          corpus: { file: r.file, line: r.line },
          jaccard: r.jaccard,
          containment: r.jaccard,
          shingles: { probe: 10, corpus: 10, common: 9 },
          rules: ["jaccard"],
        }));
        const got = listedFindings(findings, cap);
        expect(got.listed).toEqual([...findings].sort(byConcern).slice(0, cap));
        expect(got.total).toBe(findings.length);
        expect(got.holdout).toBe(findings.filter((f) => f.probe.holdout).length);
      }),
    );
  });
});
