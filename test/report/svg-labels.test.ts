/**
 * report.html's forest plot: the left margin is computed from the labels, so no model name is
 * clipped (Chromium measures the real text in browser.slow.test.ts); names too long for any
 * margin are cut with "…" and keep their full text in the row's <title>.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fitLabel, forestPlotSvg, MAX_LABEL_CHARS, textWidth } from "../../src/report/svg.js";
import type { Report } from "../../src/report/types.js";

const load = (): Report =>
  JSON.parse(
    readFileSync(new URL("../../fixtures/action/reports/contaminated.json", import.meta.url), "utf8"),
  ) as Report;

/** Each row label's left end, from its x (text-anchor end) and an upper estimate of its width. */
function leftEnds(svg: string): { text: string; left: number }[] {
  return [...svg.matchAll(/<text class="label" x="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    text: m[2]!,
    left: Number(m[1]) - textWidth(m[2]!.replace(/&amp;/g, "&").replace(/&lt;/g, "<")),
  }));
}

describe("forest plot labels", () => {
  for (const name of ["randomizer", "meta-llama/Llama-3.1-70B-Instruct", "Qwen2.5-Coder-32B-Instruct-AWQ"]) {
    it(`"${name}": the label starts inside the picture`, () => {
      const r = load();
      r.contamination!.models[0]!.name = name;
      const svg = forestPlotSvg(r.contamination!)!;
      const [first] = leftEnds(svg);
      expect(first!.text).toBe(`${name} · shuffle_choices (n = 100)`);
      expect(first!.left).toBeGreaterThanOrEqual(0);
    });
  }
  it("cuts a name longer than any margin, keeps the perturber, and has the full name in the tooltip", () => {
    const r = load();
    const long = `org/${"very-long-model-name-".repeat(6)}final`;
    r.contamination!.models[0]!.name = long;
    const svg = forestPlotSvg(r.contamination!)!;
    const [first] = leftEnds(svg);
    expect(first!.text).toBe(`${fitLabel(long)} · shuffle_choices (n = 100)`);
    expect([...fitLabel(long)]).toHaveLength(MAX_LABEL_CHARS);
    expect(first!.left).toBeGreaterThanOrEqual(0);
    expect(svg).toContain(`<title>${long} (shuffle_choices): drop`);
  });
  it("the caption fits the picture's width", () => {
    const svg = forestPlotSvg(load().contamination!)!;
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);
    const caption = /<text class="caption" x="([\d.]+)"[^>]*>([^<]*)<\/text>/.exec(svg)!;
    const half = textWidth(caption[2]!) / 2;
    expect(Number(caption[1]) - half).toBeGreaterThanOrEqual(0);
    expect(Number(caption[1]) + half).toBeLessThanOrEqual(width);
  });
});
