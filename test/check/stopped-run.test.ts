/**
 * A contamination run that stops part-way (call budget spent, provider refusing) could not
 * evaluate: `check` must not report it as a pass (README: exit 3 when the budget ran out, exit 4
 * when a provider refused; "could not evaluate" is never silently green).
 */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { runCheck } from "../../src/engine/check.js";
import { CHECK_SOURCES } from "../../src/cli/check.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

const root = join(import.meta.dirname, "../..");
let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "A");
});
afterAll(async () => {
  await server.close();
});

async function workspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-review-stopped-"));
  await mkdir(join(dir, "data"), { recursive: true });
  await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
  await writeFile(
    join(dir, "contamgate.yml"),
    "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n" +
      "benchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
      `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }\n` +
      "run:\n  cache_dir: cache\n",
  );
  return dir;
}

describe("check: a contamination run that stopped part-way", () => {
  it("budget exhausted: exit 3, verdict unconfirmed, the reason in the report — not a pass", async () => {
    const dir = await workspace();
    const m = memoryIo({}, dir);
    const code = await main(["check", "--yes", "--max-calls", "3"], m.io);
    expect(code).toBe(3);
    expect(m.stdout()).toMatch(/^contamgate check: UNCONFIRMED/);
    expect(m.stdout()).toMatch(/budget of 3 exhausted/);
    const r = await runCheck(
      {
        configPath: "contamgate.yml",
        checks: ["contamination"],
        yes: { value: true, source: CHECK_SOURCES.yes },
        maxCalls: { value: 0, source: CHECK_SOURCES.maxCalls },
        cacheDir: { value: null, source: CHECK_SOURCES.cacheDir },
        changedSince: null,
        cwd: dir,
      },
      { env: {}, log: () => {} },
    );
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
    const r = await runCheck(
      {
        configPath: "contamgate.yml",
        checks: ["power", "contamination"],
        yes: { value: true, source: CHECK_SOURCES.yes },
        maxCalls: { value: null, source: CHECK_SOURCES.maxCalls },
        cacheDir: { value: null, source: CHECK_SOURCES.cacheDir },
        changedSince: null,
        cwd: dir,
      },
      { env: {}, log: () => {} },
    );
    server.clearScript();
    expect(r.verdict).toBe("error");
    expect(r.exitCode).toBe(4);
    expect(r.report.headline).toMatch(/401|refused|bad key/);
  });
});
