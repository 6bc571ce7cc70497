/**
 * A missing provider key for a model declared in contamgate.yml names the file, line and field of
 * that model (the InputError convention), not only its label.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

describe("missing key for a configured model", () => {
  it("names contamgate.yml:line and models[i]", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-key-"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "version: 1\ndesign:\n  target_effect: 0.3\n  expected_discordant_rate: 0.5\n  n: 100\nmodels:\n  - { label: local, provider: fake, model: f }\n  - { label: gpt, provider: openai, model: gpt-4o-mini }\n",
    );
    const m = memoryIo({}, dir);
    const code = await main(["run", "--config", "contamgate.yml", "--synthetic", "100"], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/OPENAI_API_KEY is not set/);
    expect(m.stderr()).toMatch(/contamgate\.yml:8/);
    expect(m.stderr()).toMatch(/models\[1\]/);
  });
});
