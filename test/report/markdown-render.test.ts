/**
 * The Markdown surfaces as GitHub's GFM reads them (through `marked`): contamgate's figure names
 * and every user-written name come out as written, and no link appears that contamgate did not
 * write. browser.slow.test.ts looks at the same pages in Chromium.
 */
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { commentBody } from "../../src/report/comment.js";
import { forMarkdown } from "../../src/text/escape.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";

const load = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;
const html = (md: string) => marked.parse(md, { gfm: true, async: false });
/** The text a reader sees: tags dropped, entities decoded. */
const visible = (h: string) =>
  h
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#64;/g, "@")
    .replace(/&amp;/g, "&");

const NAMES = ["E[max](K)", "a*b*_[c](https://x.io)_`d`|~~e~~ $f$", "see www.example.com or ftp://h/x", "x_y_z"];

describe("Markdown surfaces as GFM renders them", () => {
  for (const k of ["pass", "contaminated", "underpowered", "leaking"]) {
    it(`${k}: no link, no strike-through, no math`, () => {
      const page = html(renderMarkdown(load(k)));
      expect(page).not.toMatch(/<a |<del>/);
      expect(page).not.toMatch(/\$[^$\n]+\$/);
    });
  }
  it("the figure name E[max](K) is text, not a link to K", () => {
    const text = visible(html(renderMarkdown(load("contaminated"))));
    expect(text).toContain("deflated by E[max](K) · √n_d/n");
    expect(text).toContain("(E[max] exact)");
  });
  it("user names with Markdown's special characters come out as written, in cells, bullets and the comment", () => {
    const r = load("contaminated");
    r.contamination!.models[0]!.name = NAMES[1]!;
    r.contamination!.models[2]!.name = NAMES[2]!;
    for (const md of [renderMarkdown(r), commentBody(r, { workflow: "w", job: "j" })]) {
      const page = html(md);
      expect(page).not.toMatch(/<a |<del>|<em>/);
      const text = visible(page);
      expect(text).toContain(`| ${NAMES[1]}`.slice(2));
      expect(text).toContain(NAMES[2]);
    }
  });
  for (const name of NAMES)
    it(`forMarkdown(${JSON.stringify(name)}) renders as itself`, () => {
      const page = html(`x ${forMarkdown(name)} y`);
      expect(page).not.toMatch(/<a |<em>|<strong>|<del>|<code>/);
      expect(visible(page).trim()).toBe(`x ${name} y`);
    });
});
