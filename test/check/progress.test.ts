/**
 * Progress lines (periodic plain lines in CI) reach the log of `check` — the command the
 * README and the action run — not only `contamgate run`.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { CHECK_SOURCES } from "../../src/cli/check.js";

const root = join(import.meta.dirname, "../..");

describe("check progress", () => {
  it("logs progress lines of the contamination run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-progress-"));
    await mkdir(join(dir, "data"), { recursive: true });
    await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\nbenchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
        "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n",
    );
    const lines: string[] = [];
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
      { env: {}, log: (l) => lines.push(l) },
    );
    const n = r.report.contamination!.models[0]!.n!;
    const all = (2 * n).toLocaleString("en-US");
    expect(lines.some((l) => l.startsWith(`progress: ${all}/${all} answers (0 from cache, 0 calls)`))).toBe(true);
    expect(lines.some((l) => /^progress: [\d,]+\/[\d,]+ answers \(/.test(l))).toBe(true);
  });
});
