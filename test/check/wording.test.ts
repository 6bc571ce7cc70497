/** Wording of check's skip warning and underpowered headline. */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { CHECK_SOURCES } from "../../src/cli/check.js";

const root = join(import.meta.dirname, "../..");

describe("check wording", () => {
  it("names the missing section plainly and formats the questions needed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-wording-"));
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
        checks: ["power", "leakage", "contamination"],
        yes: { value: false, source: CHECK_SOURCES.yes },
        maxCalls: { value: null, source: CHECK_SOURCES.maxCalls },
        cacheDir: { value: null, source: CHECK_SOURCES.cacheDir },
        changedSince: null,
        cwd: dir,
      },
      { env: {}, log: () => {} },
    );
    const skip = r.report.warnings.find((w) => w.source === "config")!.message;
    expect(skip).toBe("leakage check skipped: contamgate.yml has no leakage: section");
    expect(r.verdict).toBe("underpowered");
    const needed = r.report.power!.exact.required_n!;
    expect(needed).toBeGreaterThan(999);
    expect(r.report.headline).toContain(`needs ${needed.toLocaleString("en-US")} questions`);
  });
});

describe("check wording: unconfirmed", () => {
  it("says how to confirm on both faces (--yes, or the action's yes: true)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-wording-"));
    await mkdir(join(dir, "data"), { recursive: true });
    await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\nbenchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
        "models:\n  - { label: remote, provider: compatible, model: m, base_url: 'http://127.0.0.1:9/v1' }\n",
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
    expect(r.verdict).toBe("unconfirmed");
    expect(r.report.headline).toMatch(/--yes/);
    expect(r.report.headline).toMatch(/yes: true/);
  });
});
