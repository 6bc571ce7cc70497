import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { runDetecting, SAMPLE_RUN, serversOrSkip, useRealServers } from "./real-llm.js";

/**
 * The probability signal end to end against llama.cpp's real llama-server (docs/real-llm.md):
 * both models asked through the `compatible` provider with signal=probability, so every answer
 * is scored from the first token's top log-probabilities that llama-server returns. The fixture is
 * CONTAMGATE_REAL_LLM, else ../shared/real-llm beside the repository; when the server cannot be
 * fetched or started the test skips with the reason printed.
 */
const servers = useRealServers("real-server soft test", "cg-real-soft-");

describe("signal=probability against the real llama-server", () => {
  it("names the memorizer and not the control on the soft signal", { timeout: 180_000 }, async (ctx) => {
    const urls = serversOrSkip(servers, ctx);
    const work = servers.work;
    const args = [
      ...SAMPLE_RUN,
      "--model",
      `compatible=memorizer,label=memorizer,base-url=${urls.memorizer}/v1,signal=probability`,
      "--model",
      `compatible=control,label=control,base-url=${urls.control}/v1,signal=probability`,
      "--cache-dir",
      "cache",
      "--yes",
      "--concurrency",
      "2",
      "--json",
      "run.json",
      "--outcomes",
      "rows.jsonl",
    ];
    const { report: j } = await runDetecting(args, work, "run.json");
    expect(j.detected).toEqual(["memorizer"]);
    const [mem, ctl] = j.verdict.models;
    expect(mem.perturbers[0].signal).toBe("soft");
    expect(ctl.perturbers[0].signal).toBe("soft");
    expect(ctl.detected).toBe(false);
    // The memorizer's published-order answers are read from probabilities, near certain.
    expect(mem.perturbers[0].soft.mean_original).toBeGreaterThan(0.5);
    expect(j.models[0].soft_scores.original.probability).toBeGreaterThan(50);
    const rows = (await parseOutcomesText(await readFile(join(work, "rows.jsonl"), "utf8"), "rows.jsonl")).rows;
    expect(rows).toHaveLength(2 * 2 * 60);
    expect(rows.every((r) => typeof r.score === "number")).toBe(true);

    // Asked again: every answer, probabilities included, comes from the cache and the verdict is the same.
    const again = memoryIo({}, work);
    expect(await main([...args.slice(0, -4), "--json", "again.json"], again.io)).toBe(1);
    const k = JSON.parse(await readFile(join(work, "again.json"), "utf8"));
    expect(k.asks).toMatchObject({ calls: 0 });
    expect(k.verdict).toEqual(j.verdict);
  });
});
