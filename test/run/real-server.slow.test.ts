import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runDetecting, SAMPLE_RUN, serversOrSkip, useRealServers } from "./real-llm.js";

/**
 * End to end against llama.cpp's real llama-server (docs/real-llm.md): a model that memorized
 * MMLU items in their original option order and a control that memorized nothing, reached once
 * through the `compatible` provider (OpenAI protocol) and once through `anthropic` (Messages)
 * pointed at the same servers. When the server cannot be fetched or started, the tests skip
 * with the reason printed; they never turn CI red for want of a download.
 */
const servers = useRealServers("real-server tests", "cg-real-");

describe("contamgate run against the real llama-server", () => {
  it.for(["compatible", "anthropic"] as const)(
    "%s: names the memorizer and not the control",
    { timeout: 120_000 },
    async (provider, ctx) => {
      const urls = serversOrSkip(servers, ctx);
      const work = servers.work;
      const base = (u: string) => (provider === "compatible" ? `${u}/v1` : u);
      const out = join(work, `${provider}.json`);
      const args = [
        ...SAMPLE_RUN,
        "--model",
        `${provider}=memorizer,label=memorizer,base-url=${base(urls.memorizer)}`,
        "--model",
        `${provider}=control,label=control,base-url=${base(urls.control)}`,
        "--cache-dir",
        join(work, `cache-${provider}`),
        "--yes",
        "--concurrency",
        "2",
        "--json",
        out,
      ];
      // llama-server ignores the key; the anthropic provider still insists one is set.
      const { report: j } = await runDetecting(args, work, out, { ANTHROPIC_API_KEY: "local-llama-server" });
      expect(j.detected).toEqual(["memorizer"]);
      const [mem, ctl] = j.verdict.models;
      expect(mem.accuracy_original.estimate).toBeGreaterThan(mem.accuracy_perturbed.estimate + 0.25);
      expect(ctl.detected).toBe(false);
      expect(
        j.models.every((x: { parse: { original: { unparsed: number } } }) => x.parse.original.unparsed === 0),
      ).toBe(true);
    },
  );
});
