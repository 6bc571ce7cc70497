import { describe, expect, it } from "vitest";
import { forHtml, forLog, forMarkdown, forMarkdownCode, guardLogText } from "../../src/text/escape.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { renderHtml } from "../../src/report/html.js";
import { renderCheckText } from "../../src/report/check-text.js";
import type { Report } from "../../src/report/types.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cli, tempDir } from "../hostile/cli-harness.js";

/**
 * One escaping function: nothing untrusted becomes a workflow command, a line
 * break, Markdown or HTML. The runner splits lines on LF, CRLF and a lone CR, and runs a line
 * that starts (after blanks) with `::` as a command.
 */
const commandLines = (log: string) => log.split(/\r\n|\n|\r/).filter((l) => /^\s*::/.test(l) || l.includes("##["));

describe("escapeUntrusted", () => {
  it("log: no line break survives, no command can start", () => {
    for (const hostile of [
      "boom\r::warning::X",
      "m\n::error::pwned",
      "\r\n::add-mask::x",
      "::set-output name=a::b",
      "  ::stop-commands::t",
      "x##[error]y",
      "a\u2028b\u0085c\x1b[2Jd",
    ]) {
      const line = `retry 1 for ${forLog(hostile)}`;
      expect(commandLines(line)).toEqual([]);
      expect(line).not.toMatch(/[\r\n\u2028\u0085\x1b]/);
      // A whole untrusted line too (a value placed at the start of a line).
      expect(commandLines(forLog(hostile))).toEqual([]);
    }
    expect(forLog("boom\r::warning::X")).toBe("boom\\r::warning::X");
    expect(forLog("::error::x")).toBe("\\::error::x");
  });

  it("guardLogText keeps contamgate's own line feeds but breaks every command start, lone CR included", () => {
    const out = guardLogText("spend: 3 calls\n  ::error::a\rb\r::warning::c\r\n##[group]d\n");
    expect(commandLines(out)).toEqual([]);
    expect(out.split("\n")).toHaveLength(4);
    expect(out).not.toMatch(/\r(?!\n)/);
    // The TTY progress redraw keeps its CR.
    expect(guardLogText("\r\x1b[2Kprogress: 1/2")).toBe("\r\x1b[2Kprogress: 1/2");
  });

  it("markdown: backticks, pipes, emphasis, links, HTML and mentions are inert", () => {
    const name = "a`b|c*d_e[f](http://x)<img src=x onerror=alert(1)>&@team~~s~~$x$\nrow";
    const md = forMarkdown(name);
    expect(md).not.toMatch(/(^|[^\\])[`|*[\]~$]/);
    // An underscore is escaped unless it sits inside a word (where GFM never reads it as emphasis).
    expect(forMarkdown("d_e _x_ y_")).toBe("d_e \\_x\\_ y\\_");
    expect(md).not.toContain("<");
    expect(md).not.toContain("@");
    expect(md).not.toContain("\n");
    const code = forMarkdownCode("evil`name`.txt|x");
    // A fence longer than any backtick run inside, so the span cannot be closed from within.
    expect(code).toBe("`` evil`name`.txt\\|x ``");
  });

  it("html: specials become entities", () => {
    expect(forHtml(`<script>"x"&'y'</script>`)).toBe("&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;");
  });
});

/** A report whose every name is hostile: model, config path, corpus and probe files, warnings. */
function hostileReport(): Report {
  const evil = "m\n::error::INJECTED`**bold**`<b>x</b>|";
  return {
    schema_version: 1,
    tool: { name: "contamgate", version: "0.1.0" },
    config: { path: "cfg`](http://evil)\r::warning::CFG.yml", sha256: "0".repeat(64) },
    verdict: "error",
    exit_code: 4,
    checks: ["leakage"],
    headline: `contamination run stopped before its verdicts: ${evil}`,
    power: null,
    contamination: null,
    leakage: {
      findings: [
        {
          probe: { set: "exam", file: "probes`x`.jsonl", line: 3, id: "id\n::error::ID", holdout: false },
          corpus: { file: "dict/we`ird|na*me\r::warning::F.txt", line: 7 },
          jaccard: 1,
          containment: 1,
          rules: ["jaccard"],
        },
      ],
      stats: {} as never,
      changed_since: null,
      threshold: 0.8,
      containment_threshold: 0.8,
    },
    compare: null,
    warnings: [{ source: "config", message: `unknown key "k\n::error::KEY"`, file: "a`b.yml", line: 2 }],
  } as Report;
}

describe("every renderer escapes names", () => {
  it("report.md / summary / comment: no raw backtick span opened by a name, no HTML, no line break from a value", () => {
    const md = renderMarkdown(hostileReport(), { chart: false });
    expect(md).not.toContain("<b>");
    // The config path is inside a code span whose fence no backtick run in it can close.
    expect(md).toContain(forMarkdownCode(hostileReport().config!.path));
    expect(md.replace(forMarkdownCode(hostileReport().config!.path), "")).not.toContain("](http://evil)");
    expect(md).not.toMatch(/\r/);
    expect(commandLines(md)).toEqual([]);
    // The finding row is still one table row.
    expect(md.split("\n").filter((l) => l.includes("we`ird"))).toHaveLength(1);
  });

  it("report.html: no markup from a name", () => {
    const html = renderHtml(hostileReport());
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("check's terminal text (stdout, the Actions log in CI): no command line", () => {
    expect(commandLines(renderCheckText(hostileReport()))).toEqual([]);
  });
});

describe("through the CLI", () => {
  it("a config key name with a line break and a command is one escaped stderr line", async () => {
    const t = tempDir("contamgate-escape-");
    try {
      writeFileSync(
        join(t.dir, "contamgate.yml"),
        'design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.3\n  "x\\n::error::KEY\\r::warning::CR": 1\n',
      );
      const r = await cli(["check", "--config", "contamgate.yml"], t.dir);
      expect(r.code).toBe(4);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(commandLines(r.stderr)).toEqual([]);
      expect(r.stderr).toContain("x\\n::error::KEY\\r::warning::CR");
    } finally {
      t.cleanup();
    }
  });
});
