/**
 * A provider that refuses with a message echoing the prompt must not carry question text into
 * the report (headline, summary, report.json): the stop reason now reaches those surfaces.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { CHECK_SOURCES } from "../../src/cli/check.js";
import { renderHtml } from "../../src/report/html.js";
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

describe("a stop reason that echoes the prompt", () => {
  it("keeps question text out of every report surface", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-echo-"));
    await mkdir(join(dir, "data"), { recursive: true });
    await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\nbenchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
        `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }\n`,
    );
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
    const r = await runCheck(
      {
        configPath: "contamgate.yml",
        checks: ["contamination"],
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
    expect(echoed.length).toBeGreaterThan(0);
    const items = (await import("node:fs"))
      .readFileSync(join(dir, "data/items.jsonl"), "utf8")
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
