/**
 * Headless Chromium for the tests that look at what a person sees: Debian's `chromium` (the
 * package .ci/run installs), driven by playwright-core, which downloads no browser. A fresh
 * profile per launch, no network: every page is set from a string and scripts are injected from
 * node_modules, so a request leaving the page is aborted.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { marked } from "marked";
import { type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM = process.env.CONTAMGATE_CHROMIUM ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);
const MERMAID = join(import.meta.dirname, "../../node_modules/mermaid/dist/mermaid.min.js");

export interface Browser {
  page(width?: number): Promise<Page>;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "contamgate-chromium-"));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  await context.route(/^(?!data:|about:)/, (route) => route.abort());
  return {
    async page(width = 1000) {
      const p = await context.newPage();
      await p.setViewportSize({ width, height: 800 });
      return p;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * GitHub's look for rendered Markdown, as far as layout goes: the summary's width, its font, and
 * its tables (a wide table keeps its columns at their content width and scrolls sideways).
 */
const GITHUB_CSS = `body{margin:0;background:#fff;color:#1f2328}
.markdown-body{box-sizing:border-box;max-width:1012px;padding:24px;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;word-wrap:break-word}
.markdown-body table{display:block;width:max-content;max-width:100%;overflow:auto;border-spacing:0;border-collapse:collapse;margin:0 0 16px}
.markdown-body td,.markdown-body th{padding:6px 13px;border:1px solid #d1d9e0}
.markdown-body tr:nth-child(2n){background:#f6f8fa}
.markdown-body code{padding:.2em .4em;font-size:85%;background:rgba(129,139,152,.12);border-radius:6px}
.markdown-body blockquote{margin:0 0 16px;padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
.markdown-body sub{font-size:75%}`;

/**
 * A job summary (or PR comment) as GitHub shows it: GFM through `marked`, then each ```mermaid
 * block drawn by the mermaid package, as GitHub's viewer does.
 */
export async function showMarkdown(page: Page, markdown: string): Promise<void> {
  const body = marked.parse(markdown, { gfm: true, async: false });
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${GITHUB_CSS}</style></head><body><article class="markdown-body">${body}</article></body></html>`,
  );
  const charts = await page.locator("pre > code.language-mermaid").count();
  if (charts === 0) return;
  await page.addScriptTag({ path: MERMAID });
  await page.evaluate(async () => {
    // The page's globals, typed by hand: the test project has no DOM lib.
    interface El {
      className: string;
      textContent: string | null;
      parentElement: { replaceWith(e: El): void } | null;
    }
    const w = globalThis as unknown as {
      document: { querySelectorAll(s: string): Iterable<El>; createElement(t: string): El };
      mermaid: { initialize(c: object): void; run(o: object): Promise<void> };
    };
    const document = w.document;
    for (const code of Array.from(document.querySelectorAll("pre > code.language-mermaid"))) {
      const div = document.createElement("div");
      div.className = "mermaid";
      div.textContent = code.textContent;
      code.parentElement!.replaceWith(div);
    }
    w.mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "default" });
    await w.mermaid.run({ querySelector: ".mermaid" });
  });
}
