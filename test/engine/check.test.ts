/**
 * The check engine (src/engine/check.ts) on a real workspace: what it reports when the gate
 * refuses, when a run stops part-way, when a provider echoes the prompt, and what it logs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { BENCHMARK, CLEAN, checkRequest, checkWorkspace, cli, design, remote } from "../support/check-workspace.js";
import { type ProviderServer, startProviderServer } from "../support/provider-server.js";

const quiet = { env: {}, log: () => {} };

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "A");
});
afterAll(async () => {
  await server.close();
});

describe("check wording", () => {
  it("names the missing section plainly and formats the questions needed", async () => {
    const dir = await checkWorkspace(design(0.03, 0.4) + BENCHMARK + CLEAN);
    const r = await runCheck(checkRequest(dir, { checks: ["power", "leakage", "contamination"] }), quiet);
    const skip = r.report.warnings.find((w) => w.source === "config")!.message;
    expect(skip).toBe("leakage check skipped: contamgate.yml has no leakage: section");
    expect(r.verdict).toBe("underpowered");
    const needed = r.report.power!.exact.required_n!;
    expect(needed).toBeGreaterThan(999);
    expect(r.report.headline).toContain(`needs ${needed.toLocaleString("en-US")} questions`);
  });

  it("unconfirmed: says how to confirm on both faces (--yes, or the action's yes: true)", async () => {
    const dir = await checkWorkspace(design(0.1, 0.4) + BENCHMARK + remote());
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"] }), quiet);
    expect(r.verdict).toBe("unconfirmed");
    expect(r.report.headline).toMatch(/--yes/);
    expect(r.report.headline).toMatch(/yes: true/);
  });
});

/**
 * `checks: contamination` (the reusable workflow's evaluate job) still applies the power gate. When
 * the gate refuses, the report carries the gate's figures, not "at n = 0 no drop up to ψ reaches
 * the target power".
 */
describe("check --checks contamination on an underpowered design", () => {
  it("reports the gate's n, MDE and questions needed, not n = 0", async () => {
    const dir = await checkWorkspace(design(0.03, 0.4) + BENCHMARK + CLEAN);
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"] }), quiet);
    expect(r.verdict).toBe("underpowered");
    expect(r.exitCode).toBe(2);
    const p = r.report.power!;
    expect(p.n).toBeGreaterThan(0);
    expect(r.report.headline).toContain(`has ${p.n}`);
    const md = renderMarkdown(r.report);
    expect(md).not.toMatch(/n = 0\b/);
    expect(md).toContain(`at n = ${p.n} this design sees only drops of`);
  });
});

/**
 * A contamination run that stops part-way (call budget spent, provider refusing) could not
 * evaluate: `check` must not report it as a pass (README: exit 3 when the budget ran out, exit 4
 * when a provider refused; "could not evaluate" is never silently green).
 */
describe("check: a contamination run that stopped part-way", () => {
  const workspace = () =>
    checkWorkspace(design(0.1, 0.4) + BENCHMARK + remote(server.openaiBaseUrl) + "run:\n  cache_dir: cache\n");

  it("budget exhausted: exit 3, verdict unconfirmed, the reason in the report — not a pass", async () => {
    const dir = await workspace();
    const c = await cli(dir, ["check", "--yes", "--max-calls", "3"]);
    expect(c.code).toBe(3);
    expect(c.out).toMatch(/^contamgate check: UNCONFIRMED/);
    expect(c.out).toMatch(/budget of 3 exhausted/);
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"], yes: true, maxCalls: 0 }), quiet);
    expect(r.verdict).toBe("unconfirmed");
    expect(r.exitCode).toBe(3);
    expect(r.report.headline).toMatch(/budget/);
    const md = renderMarkdown(r.report);
    expect(md).toMatch(/budget/);
    expect(md).not.toMatch(/set `yes: true`/);
  });

  it("provider refuses (401): exit 4, verdict error — not a pass", async () => {
    const dir = await workspace();
    server.script({ status: 401, body: { error: { message: "bad key", type: "invalid_request_error" } } });
    const r = await runCheck(checkRequest(dir, { yes: true }), quiet);
    server.clearScript();
    expect(r.verdict).toBe("error");
    expect(r.exitCode).toBe(4);
    expect(r.report.headline).toMatch(/401|refused|bad key/);
  });
});

/**
 * A provider that refuses with a message echoing the prompt must not carry question text into
 * the report (headline, summary, report.json): the stop reason reaches those surfaces.
 */
describe("a stop reason that echoes the prompt", () => {
  it("keeps question text out of every report surface", async () => {
    const dir = await checkWorkspace(design(0.1, 0.4) + BENCHMARK + remote(server.openaiBaseUrl));
    const echoed: string[] = [];
    server.script(
      ...Array.from({ length: 50 }, () => ({
        status: 400,
        bodyFrom: (r: { messages: { role: string; content: string }[] }) => {
          const user = r.messages.find((m) => m.role === "user")!.content;
          echoed.push(user);
          return { error: { message: `cannot process: ${user}`, type: "invalid_request_error" } };
        },
      })),
    );
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"], yes: true }), quiet);
    server.clearScript();
    expect(r.verdict).toBe("error");
    expect(echoed.length).toBeGreaterThan(0);
    const items = readFileSync(join(dir, "data/items.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { question: string });
    const asked = items.map((i) => i.question).filter((q) => echoed.some((e) => e.includes(q)));
    expect(asked.length).toBeGreaterThan(0);
    for (const surface of [JSON.stringify(r.report), renderMarkdown(r.report), renderHtml(r.report)])
      for (const q of asked) expect(surface).not.toContain(q.slice(0, 40));
    expect(r.report.headline).toMatch(/400/);
  });
});

/** Progress lines (periodic plain lines in CI) reach the log of `check`, not only `contamgate run`. */
describe("check progress", () => {
  it("logs progress lines of the contamination run", async () => {
    const dir = await checkWorkspace(design(0.1, 0.4) + BENCHMARK + CLEAN);
    const lines: string[] = [];
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"] }), { env: {}, log: (l) => lines.push(l) });
    const n = r.report.contamination!.models[0]!.n!;
    const all = (2 * n).toLocaleString("en-US");
    expect(lines.some((l) => l.startsWith(`progress: ${all}/${all} answers (0 from cache, 0 calls)`))).toBe(true);
    expect(lines.some((l) => /^progress: [\d,]+\/[\d,]+ answers \(/.test(l))).toBe(true);
  });
});
