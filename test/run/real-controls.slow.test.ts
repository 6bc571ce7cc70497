import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_LLM_FIXTURE as FIXTURE, runDetecting, serversOrSkip, useRealServers } from "./real-llm.js";

/**
 * Declared controls end to end against llama.cpp's real llama-server (docs/real-llm.md), as
 * test/run/real-server.slow.test.ts starts it (a private RUN_DIR): a contamgate.yml declares the
 * never-trained model `control: true`; the memorizer must be named as dropping more than it,
 * and the control must never be named. Skips with the reason printed when the server cannot be
 * fetched or started.
 */
const servers = useRealServers("real-controls tests", "cg-real-controls-");

describe("declared control against the real llama-server", () => {
  it("names the memorizer as dropping more than the declared control, never the control", {
    timeout: 300_000,
  }, async (ctx) => {
    const urls = serversOrSkip(servers, ctx);
    const work = servers.work;
    const config = join(work, "contamgate.yml");
    await writeFile(
      config,
      [
        "version: 1",
        "design:",
        "  target_effect: 0.2",
        "  expected_discordant_rate: 0.5",
        "  expected_excess_drop: 0.2",
        "benchmark:",
        `  path: ${JSON.stringify(join(FIXTURE, "items.jsonl"))}`,
        "  split: all",
        "  seed: controls-e2e",
        "  sample_n: 120",
        "  perturbers: [shuffle_choices]",
        "models:",
        `  - { label: memorizer, provider: compatible, model: memorizer, base_url: ${JSON.stringify(`${urls.memorizer}/v1`)} }`,
        `  - { label: control, provider: compatible, model: control, base_url: ${JSON.stringify(`${urls.control}/v1`)}, control: true }`,
        "run:",
        `  cache_dir: ${JSON.stringify(join(work, "cache"))}`,
        "  concurrency: 2",
        "",
      ].join("\n"),
    );
    const out = join(work, "run.json");
    const { report: j } = await runDetecting(["run", "--config", config, "--yes", "--json", out], work, out);
    expect(j.detected).toEqual(["memorizer"]);
    // The gate showed the excess rule's power beside the drop's, with the grown family.
    expect(j.design.family_size).toBe(3);
    expect(j.design.controls.power).toBeGreaterThan(0);
    const [mem, ctl] = j.verdict.models;
    expect(ctl.name).toBe("control");
    expect(ctl.detected).toBe(false);
    expect(ctl.controls.role).toBe("control");
    expect(mem.controls.role).toBe("compared");
    expect(mem.controls.exceeds).toBe(true);
    const t = mem.controls.tests[0];
    expect(t.against).toBe("control");
    expect(t.p_holm).toBeLessThan(0.05);
    expect(t.lcb).toBeGreaterThan(0);
    // The excess drop is exactly the difference of the two drops the report shows.
    expect(t.excess_drop).toBeCloseTo(mem.drop - ctl.drop, 12);
    console.log(
      `real controls e2e: memorizer drop ${mem.drop.toFixed(4)}, control drop ${ctl.drop.toFixed(4)}, ` +
        `excess ${t.excess_drop.toFixed(4)} [${t.lcb.toFixed(4)}, ${t.ucb.toFixed(4)}], p ${t.p_value.toExponential(3)}, ` +
        `Holm p ${t.p_holm.toExponential(3)}, gate excess power ${j.design.controls.power.toFixed(4)}`,
    );
  });
});
