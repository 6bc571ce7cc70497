/**
 * The compare check through the engine every face shares: `contamgate check` and the action's
 * report (summary, annotations, outputs, comment body) all carry the comparison, with no bare
 * point estimate anywhere; the power check judges compare.plan before anything is read or spent.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputValues } from "../../src/action/outputs.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { runCheck } from "../../src/engine/check.js";
import { planAnnotations } from "../../src/report/annotations.js";
import { commentBody } from "../../src/report/comment.js";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { bareEstimates } from "../report/bare-estimate.js";

function outcomes(t: { both: number; baselineOnly: number; candidateOnly: number; neither: number }): string {
  const lines: string[] = [];
  let i = 0;
  const push = (k: number, b: boolean, c: boolean) => {
    for (let j = 0; j < k; j++, i++) {
      lines.push(JSON.stringify({ model: "gpt", id: `q${i}`, condition: "old-prompt", correct: b }));
      lines.push(JSON.stringify({ model: "gpt", id: `q${i}`, condition: "new-prompt", correct: c }));
    }
  };
  push(t.both, true, true);
  push(t.baselineOnly, true, false);
  push(t.candidateOnly, false, true);
  push(t.neither, false, false);
  return `${lines.join("\n")}\n`;
}

async function workspace(config: string, files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-compare-check-"));
  await writeFile(join(dir, "contamgate.yml"), config);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

const SOURCES = {
  maxCalls: { kind: "input", input: "max-calls" },
  cacheDir: { kind: "input", input: "cache-dir" },
  yes: { kind: "input", input: "yes" },
} as const;

function request(cwd: string, checks: ("power" | "leakage" | "contamination" | "compare")[]) {
  return {
    configPath: "contamgate.yml",
    checks,
    yes: { value: false, source: SOURCES.yes },
    maxCalls: { value: null, source: SOURCES.maxCalls },
    cacheDir: { value: null, source: SOURCES.cacheDir },
    changedSince: null,
    cwd,
  };
}

const COMPARE = (plan = "") =>
  `compare:\n  inputs: [runs.jsonl]\n  baseline: gpt@old-prompt\n  candidates: [gpt@new-prompt]\n  fail_on: [regression]\n  margin_pt: 1\n${plan}`;
const WORSE = { both: 120, baselineOnly: 45, candidateOnly: 15, neither: 70 };
const SAME = { both: 120, baselineOnly: 20, candidateOnly: 22, neither: 88 };

describe("the compare check", () => {
  it("a regression fails with compare-failed (exit 1) on every surface, each figure with its interval and n", async () => {
    const cwd = await workspace(COMPARE(), { "runs.jsonl": outcomes(WORSE) });
    const out = await runCheck(request(cwd, ["power", "leakage", "contamination", "compare"]), {
      env: {},
      log: () => {},
    });
    expect(out.exitCode).toBe(1);
    expect(out.verdict).toBe("compare-failed");
    expect(out.report.headline).toMatch(/^compare gate failed: FAIL: regression \(gpt@new-prompt: worse\)/);
    // Asked for all four, the config has no design:/leakage: — those are skipped with a warning,
    // and nothing says compare was skipped.
    expect(out.report.warnings.map((w) => w.message).join("\n")).not.toMatch(/compare check skipped/);

    const md = renderMarkdown(out.report);
    expect(md).toContain("## ❌ contamgate: compare-failed");
    expect(md).toMatch(/### Comparison: baseline `gpt@old-prompt`/);
    expect(md).toMatch(
      /\| `gpt@new-prompt` \| \*\*worse\*\* ❌ \(regression\) \| −12\.0 pt \(95% CI −[\d.]+ to −[\d.]+ pt; n = 250, 60 discordant\)/,
    );
    expect(md).toMatch(/Paired table: 120 both correct, 45 baseline only, 15 candidate only, 70 neither/);
    expect(bareEstimates(md)).toEqual([]);
    const page = renderHtml(out.report);
    expect(page).toMatch(
      /<h2>Comparison: baseline <code>gpt&#64;old-prompt<\/code><\/h2>|<h2>Comparison: baseline <code>gpt@old-prompt<\/code><\/h2>/,
    );
    expect(page).toMatch(/−12\.0 pt \(95% CI −[\d.]+ to −[\d.]+ pt; n = 250, 60 discordant\)/);
    const comment = commentBody(out.report, { workflow: "w", job: "j" });
    expect(comment).toContain("### Comparison: baseline");
    expect(bareEstimates(comment)).toEqual([]);

    const plan = planAnnotations(out.report, { closing: "error" });
    const a = plan.errors.find((e) => e.title === "contamgate: gpt@new-prompt worse than gpt@old-prompt");
    expect(a?.message).toMatch(
      /^difference −12\.0 pt \(95% CI .*; n = 250, 60 discordant\): the 95% CI .* is below −1\.0 pt \(margin 1\.0 pt\); fails regression$/,
    );

    const o = outputValues(out.report, { reportPath: "", cacheHit: false, newCacheEntries: 0 });
    expect(o.comparison).toBe("worse");
    expect(JSON.parse(o.comparisons)).toEqual({ "gpt@new-prompt": "worse" });
    expect(o.verdict).toBe("compare-failed");
  });

  it("no regression: pass, and the comparison's decision is still an output", async () => {
    const cwd = await workspace(COMPARE(), { "runs.jsonl": outcomes(SAME) });
    const out = await runCheck(request(cwd, ["compare"]), { env: {}, log: () => {} });
    expect(out.exitCode).toBe(0);
    expect(out.verdict).toBe("pass");
    expect(outputValues(out.report, { reportPath: "", cacheHit: false, newCacheEntries: 0 }).comparison).toBe(
      "inconclusive",
    );
    expect(renderMarkdown(out.report)).toMatch(/\*\*Pass\*\*: the compare gate passed/);
  });

  it("contamgate check prints the comparison and exits 1", async () => {
    const cwd = await workspace(COMPARE(), { "runs.jsonl": outcomes(WORSE) });
    const m = memoryIo({}, cwd);
    const code = await main(["check", "--checks", "compare"], m.io);
    expect(code).toBe(1);
    expect(m.stdout()).toMatch(/contamgate check: COMPARE-FAILED — compare gate failed/);
    expect(m.stdout()).toMatch(/ {2}gpt@new-prompt: WORSE — the 95% CI/);
  });

  it("the design job's power check judges compare.plan with no outcome read: underpowered is exit 2", async () => {
    // runs.jsonl does not exist yet: the power check must not read it.
    const plan = "  plan:\n    n: 200\n    delta_pt: 3\n    discordance: 0.2\n";
    const cwd = await workspace(COMPARE(plan), {});
    const out = await runCheck(request(cwd, ["power", "leakage"]), { env: {}, log: () => {} });
    expect(out.exitCode).toBe(2);
    expect(out.verdict).toBe("underpowered");
    expect(out.report.compare?.plan).toMatchObject({ n: 200, adequate: false });
    expect(out.report.compare?.comparison).toBeNull();
    const md = renderMarkdown(out.report);
    expect(md).toMatch(
      /\*\*Underpowered\*\*: the planned comparison — exact power 0\.\d{3} to see a 3\.0 pt difference at 20\.0% discordance beyond the 1\.0 pt margin with n = 200 items/,
    );
    expect(bareEstimates(md)).toEqual([]);
    expect(planAnnotations(out.report).errors.map((e) => e.title)).toContain(
      "contamgate: planned comparison underpowered",
    );

    const big = await workspace(COMPARE(plan.replace("n: 200", "n: 20000")), {});
    const ok = await runCheck(request(big, ["power"]), { env: {}, log: () => {} });
    expect(ok.exitCode).toBe(0);
    expect(ok.report.compare?.plan?.adequate).toBe(true);
    expect(renderMarkdown(ok.report)).toMatch(/\*\*Pass\*\*: the planned comparison is adequate \(n = 20,000\)/);
  });

  it("a missing outcome file is an error naming the config key (never a pass)", async () => {
    const cwd = await workspace(COMPARE(), {});
    await expect(runCheck(request(cwd, ["compare"]), { env: {}, log: () => {} })).rejects.toThrow(/runs\.jsonl/);
  });
});
