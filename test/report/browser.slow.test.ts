/**
 * What a person sees: the job summary (GFM through `marked`, the Mermaid chart drawn by the
 * mermaid package, as GitHub does) and report.html, rendered by headless Chromium
 * (test/browser/chromium.ts). Assertions are on the rendered page: no link that contamgate did
 * not mean, names and figure names shown as written, every drop with its interval, short
 * verdict cells, no text outside its SVG picture, chart labels that do not overprint, a curve
 * that stands out from the page.
 *
 * `CONTAMGATE_SCREENSHOTS=docs/screenshots npx vitest run --config vitest.slow.config.ts
 * test/report/browser.slow.test.ts` also saves the PNGs docs/screenshots/ holds.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchChromium, type Browser, showMarkdown } from "../browser/chromium.js";
import { commentBody } from "../../src/report/comment.js";
import { dropPhrase } from "../../src/report/figures.js";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";

const load = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;

/** The contaminated fixture with names that are long, or full of Markdown's special characters. */
const LONG = "meta-llama/Llama-3.1-70B-Instruct-Turbo-with-a-very-long-fine-tune-suffix-v2";
const SPECIAL = "a*b_[c](https://x.io)`d`|~~e~~$f$";
function hostile(): Report {
  const r = load("contaminated");
  r.contamination!.models[0]!.name = LONG;
  r.contamination!.models[2]!.name = SPECIAL;
  return r;
}

const shots = process.env.CONTAMGATE_SCREENSHOTS ? resolve(process.env.CONTAMGATE_SCREENSHOTS) : null;
if (!hasChromium) console.warn("browser tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)");

describe.skipIf(!hasChromium)("rendered by headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const surfaces = {
    "job summary": (r: Report) => renderMarkdown(r),
    "PR comment": (r: Report) => commentBody(r, { workflow: "contamgate", job: "evaluate" }),
  };
  for (const [surface, render] of Object.entries(surfaces)) {
    it(`${surface}: no link, names and figure names as written, every drop with its interval, short verdict cells`, async () => {
      const r = hostile();
      const page = await browser.page();
      await showMarkdown(page, render(r));
      expect(await page.locator("a").count()).toBe(0);
      // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a person reads
      const text = await page.locator("article").innerText();
      expect(text).toContain("E[max](K)");
      expect(text).toContain(LONG);
      expect(text).toContain(SPECIAL);
      for (const m of r.contamination!.models)
        for (const p of m.perturbers) expect(text, `${m.name}/${p.perturber}`).toContain(dropPhrase(p));
      // Power figures with their conditions.
      expect(text).toMatch(/minimum detectable drop at n = 800, ψ = 30\.0%/);
      const verdicts = await page.locator("table").nth(1).locator("tr td:last-child").allInnerTexts();
      expect(verdicts).toHaveLength(3);
      for (const v of verdicts) expect(v.split(/\s+/).length, v).toBeLessThanOrEqual(10);
      await page.close();
    });
  }

  it("job summary: the power chart's axis labels do not overprint, and its lines stand out from the page", async () => {
    const page = await browser.page();
    await showMarkdown(page, renderMarkdown(load("contaminated")));
    const svg = page.locator(".mermaid svg");
    expect(await svg.count()).toBe(1);
    const boxes = await page.$$eval(".mermaid svg .bottom-axis .label text", (ts) =>
      ts.map((t) => {
        const b = t.getBoundingClientRect();
        return { text: t.textContent ?? "", left: b.left, right: b.right };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.left, `${boxes[i - 1]!.text} | ${boxes[i]!.text}`).toBeGreaterThan(boxes[i - 1]!.right + 2);
    expect(boxes.map((b) => b.text)).toContain("800");
    const strokes = await page.$$eval(".mermaid svg [class^='line-plot'] path", (ps) =>
      ps.map((p) => (globalThis as unknown as Dom).getComputedStyle(p).stroke),
    );
    expect(strokes).toHaveLength(2);
    for (const s of strokes) expect(contrastOnWhite(s), s).toBeGreaterThanOrEqual(3);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a person reads
    const legend = await page.locator(".mermaid + p").innerText();
    expect(legend).toMatch(
      /^Blue line: exact power .* Red line: the target power 80%\. Grey bar: the design's n = 800\./,
    );
    if (shots) await page.screenshot({ path: join(shots, "job-summary.png"), fullPage: true });
    await page.close();
  });

  it("report.html: every label and caption inside its picture, full names in the tooltips, every drop with its interval", async () => {
    const r = hostile();
    const page = await browser.page();
    await page.setContent(renderHtml(r));
    const outside = await page.$$eval("svg", (svgs) =>
      svgs.flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll("text") as Iterable<SVGText>)
          .map((t) => ({ text: t.textContent ?? "", b: t.getBoundingClientRect() }))
          .filter(
            ({ b }) =>
              b.left < box.left - 0.5 ||
              b.right > box.right + 0.5 ||
              b.top < box.top - 0.5 ||
              b.bottom > box.bottom + 0.5,
          )
          .map(
            ({ text, b }) =>
              `${text} [${b.left.toFixed(0)}–${b.right.toFixed(0)} in ${box.left.toFixed(0)}–${box.right.toFixed(0)}]`,
          );
      }),
    );
    expect(outside).toEqual([]);
    const labels = await page.locator("svg g.model text.label").allTextContents();
    expect(labels).toHaveLength(3);
    expect(labels[0]).toMatch(/^meta-llama\/Llama-3\.1-70B-Instruct-Turbo.*… · shuffle_choices \(n = 100\)$/);
    expect(labels[2]).toBe(`${SPECIAL} · shuffle_choices (n = 100)`);
    const titles = await page.locator("svg g.model > title").allTextContents();
    expect(titles[0]).toContain(`${LONG} (shuffle_choices)`);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a person reads
    const text = await page.locator("body").innerText();
    for (const m of r.contamination!.models)
      for (const p of m.perturbers) expect(text, `${m.name}/${p.perturber}`).toContain(dropPhrase(p));
    const verdicts = await page.locator("table").nth(1).locator("tr td:last-child").allInnerTexts();
    for (const v of verdicts) expect(v.split(/\s+/).length, v).toBeLessThanOrEqual(10);
    await page.close();
  });

  it("saves the screenshots when asked", async () => {
    if (!shots) return;
    const page = await browser.page();
    await page.setContent(renderHtml(hostile()));
    await page.screenshot({ path: join(shots, "report-html.png"), fullPage: true });
    await page.close();
  });
});

/** The few browser types the page functions use (the test project has no DOM lib). */
interface Dom {
  getComputedStyle(e: unknown): { stroke: string };
}
interface SVGText {
  textContent: string | null;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
}

/** WCAG contrast ratio of a CSS rgb() colour against white. */
function contrastOnWhite(css: string): number {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const L = 0.2126 * lin(+m[1]!) + 0.7152 * lin(+m[2]!) + 0.0722 * lin(+m[3]!);
  return 1.05 / (L + 0.05);
}
