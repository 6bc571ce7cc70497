/**
 * `checks: contamination` (the reusable workflow's evaluate job) still applies the power gate. When
 * the gate refuses, the report must carry the gate's figures — it said "at n = 0 no drop up to ψ
 * reaches the target power", which is false.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { CHECK_SOURCES } from "../../src/cli/check.js";
import { renderMarkdown } from "../../src/report/markdown.js";

const root = join(import.meta.dirname, "../..");

describe("check --checks contamination on an underpowered design", () => {
  it("reports the gate's n, MDE and questions needed, not n = 0", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-gate-"));
    await mkdir(join(dir, "data"), { recursive: true });
    await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.03\n  expected_discordant_rate: 0.4\nbenchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
        "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n",
    );
    const r = await runCheck(
      {
        configPath: "contamgate.yml",
        checks: ["contamination"],
        yes: { value: false, source: CHECK_SOURCES.yes },
        maxCalls: { value: null, source: CHECK_SOURCES.maxCalls },
        cacheDir: { value: null, source: CHECK_SOURCES.cacheDir },
        changedSince: null,
        cwd: dir,
      },
      { env: {}, log: () => {} },
    );
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
