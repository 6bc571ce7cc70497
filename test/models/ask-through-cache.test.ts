import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { AskThroughCache } from "../../src/models/ask-through-cache.js";
import { createProvider } from "../../src/models/create-provider.js";
import { SpendController } from "../../src/models/spend.js";
import type { ChatRequest, ItemContext } from "../../src/models/types.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

const KEY = "sk-test-ask-0123456789abcdefABCDEF";
const env = { OPENAI_API_KEY: KEY, ANTHROPIC_API_KEY: KEY };
let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-ask-"));
  server.requests.length = 0;
  // Answer with the last letter of the prompt, so different prompts get different answers.
  server.answer = (r) => r.messages.at(-1)!.content.slice(-1);
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const req = (i: number, temperature = 0): ChatRequest => ({
  messages: [
    { role: "system", content: "Answer with the letter only." },
    { role: "user", content: `question ${i} ${"ABCD"[i % 4]}` },
  ],
  temperature,
  maxTokens: 4,
});
const item = (i: number): ItemContext => ({
  itemId: `q${i}`,
  condition: "original",
  correct: "A",
  labels: ["A", "B", "C", "D"],
});

async function runOnce(
  provider: "openai" | "anthropic",
  n: number,
  opts: { budget?: number; concurrency?: number } = {},
) {
  const store = await ResponseStore.open(dir);
  const spend = new SpendController({
    baseDelayMs: 5,
    concurrency: opts.concurrency ?? 8,
    ...(opts.budget !== undefined ? { budget: opts.budget } : {}),
  });
  const asker = new AskThroughCache({ store, spend, promptFormat: "mcq-v1" });
  const p = createProvider(
    { label: "m", provider, model: "tiny", baseUrl: provider === "openai" ? server.openaiBaseUrl : server.url },
    env,
  );
  const planned = asker.uncachedCalls(
    p,
    Array.from({ length: n }, (_, i) => req(i)),
  );
  const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => asker.ask(p, req(i), item(i))));
  await store.close();
  return { planned, results, asker, spend, store };
}

describe("AskThroughCache", () => {
  it.each(["openai", "anthropic"] as const)(
    "%s: a second identical run sends nothing and replays the same answers",
    async (p) => {
      const first = await runOnce(p, 40);
      expect(first.planned).toBe(40);
      expect(server.requests).toHaveLength(40);
      expect(first.asker.stats()).toMatchObject({ calls: 40, hits: 0 });
      const answers1 = first.results.map((r) => (r.status === "fulfilled" ? r.value.reply.text : "?"));
      expect(answers1.slice(0, 4)).toEqual(["A", "B", "C", "D"]);
      const second = await runOnce(p, 40);
      expect(second.planned).toBe(0);
      expect(server.requests).toHaveLength(40);
      expect(second.asker.stats()).toMatchObject({ calls: 0, hits: 40 });
      expect(second.results.map((r) => (r.status === "fulfilled" ? r.value.reply.text : "?"))).toEqual(answers1);
      expect(second.store.stats().newEntries).toBe(0);
    },
  );

  it("identical requests in flight at once are sent once", async () => {
    const store = await ResponseStore.open(dir);
    const asker = new AskThroughCache({ store, spend: new SpendController({ concurrency: 8 }), promptFormat: "v" });
    const p = createProvider({ label: "m", provider: "openai", model: "tiny", baseUrl: server.openaiBaseUrl }, env);
    const rs = await Promise.all(Array.from({ length: 10 }, () => asker.ask(p, req(3), item(3))));
    expect(server.requests).toHaveLength(1);
    expect(rs.map((r) => r.source).sort()).toEqual(["call", ...Array(9).fill("shared")]);
    expect(asker.uncachedCalls(p, [req(1), req(1), req(2), req(3)])).toBe(2);
    await store.close();
  });

  it("a change of temperature (or any key field) is a new call, not a replay", async () => {
    await runOnce("openai", 4);
    const store = await ResponseStore.open(dir);
    const asker = new AskThroughCache({ store, spend: new SpendController(), promptFormat: "mcq-v1" });
    const p = createProvider({ label: "m", provider: "openai", model: "tiny", baseUrl: server.openaiBaseUrl }, env);
    expect((await asker.ask(p, req(0, 0.5), item(0))).source).toBe("call");
    const asker2 = new AskThroughCache({ store, spend: new SpendController(), promptFormat: "mcq-v2" });
    expect((await asker2.ask(p, req(0), item(0))).source).toBe("call");
    expect(server.requests).toHaveLength(6);
    await store.close();
  });

  it("an interrupted run resumes: only the missing calls are made", async () => {
    const first = await runOnce("openai", 30, { budget: 12, concurrency: 1 });
    expect(first.results.filter((r) => r.status === "fulfilled")).toHaveLength(12);
    expect(
      first.results
        .filter((r) => r.status === "rejected")
        .every((r) => (r as PromiseRejectedResult).reason.exitCode === 3),
    ).toBe(true);
    expect(server.requests).toHaveLength(12);
    const second = await runOnce("openai", 30);
    expect(second.planned).toBe(18);
    expect(second.asker.stats()).toMatchObject({ calls: 18, hits: 12 });
    expect(server.requests).toHaveLength(30);
    expect(new Set(server.requests.map((r) => r.messages.at(-1)!.content)).size).toBe(30);
  });

  it("a failed call stores nothing; the next run asks again", async () => {
    server.script({ status: 401 });
    const first = await runOnce("openai", 1);
    expect(first.results[0]!.status).toBe("rejected");
    expect(first.store.size).toBe(0);
    const second = await runOnce("openai", 1);
    expect(second.asker.stats().calls).toBe(1);
  });

  it("the cache never holds keys, auth headers or prompts", async () => {
    await runOnce("anthropic", 5);
    await runOnce("openai", 5);
    for (const name of await readdir(dir)) {
      const text = await readFile(join(dir, name), "utf8");
      expect(text).not.toContain(KEY);
      expect(text.toLowerCase()).not.toMatch(/authorization|x-api-key|bearer/);
      expect(text).not.toContain("question 1");
    }
  });

  it("fake models are never cached and never spend", async () => {
    const store = await ResponseStore.open(dir);
    const spend = new SpendController({ budget: 0 });
    const asker = new AskThroughCache({ store, spend, promptFormat: "v" });
    const fake = createProvider({ label: "f", provider: "fake", model: "f", accuracy: 1, memorized: 0 }, {});
    const r = await asker.ask(fake, req(1), item(1));
    expect(r).toMatchObject({ source: "fake", reply: { text: "A" } });
    expect(asker.uncachedCalls(fake, [req(1)])).toBe(0);
    await store.close();
    expect(store.size).toBe(0);
    expect(await readdir(dir)).toEqual([]);
    expect(spend.stats().calls).toBe(0);
  });
});
