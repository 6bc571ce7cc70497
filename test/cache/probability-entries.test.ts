import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestKey, type RequestKeyParts } from "../../src/cache/request-key.js";
import { entryChecksum, ResponseStore } from "../../src/cache/response-store.js";
import { ExitCode, StopError } from "../../src/errors.js";
import { AskThroughCache } from "../../src/models/ask-through-cache.js";
import { createProvider } from "../../src/models/create-provider.js";
import { SpendController } from "../../src/models/spend.js";
import type { ChatRequest, ItemContext, ModelSpec } from "../../src/models/types.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/** Answers with a letter and, when asked for them, log-probabilities as Chat Completions sends them. */
let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer(() => "B");
});
afterAll(async () => server.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-soft-cache-"));
  server.requests.length = 0;
  server.clearScript();
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const parts: RequestKeyParts = {
  provider: "compatible",
  model: "m",
  baseUrl: "http://127.0.0.1:9/v1",
  messages: [{ role: "user", content: "Q\nA. x\nB. y\nAnswer:" }],
  temperature: 0,
  maxTokens: 16,
  promptFormat: "en-letter-v1",
  replicate: 0,
};

describe("request keys name the signal (docs/providers.md, The probability signal)", () => {
  it("a probability request has another key than the binary one; the binary key is unchanged", () => {
    const binary = requestKey(parts);
    expect(requestKey({ ...parts, signal: undefined, topLogprobs: undefined })).toBe(binary);
    const soft = requestKey({ ...parts, signal: "probability", topLogprobs: 20 });
    expect(soft).not.toBe(binary);
    expect(requestKey({ ...parts, signal: "probability", topLogprobs: 5 })).not.toBe(soft);
  });
});

const req: ChatRequest = {
  messages: [
    { role: "system", content: "Answer with the letter only." },
    { role: "user", content: "2+2?\nA. 3\nB. 4\nAnswer:" },
  ],
  temperature: 0,
  maxTokens: 4,
};
const item: ItemContext = { itemId: "q1", condition: "original", correct: "B", labels: ["A", "B"] };
const spec = (signal: boolean): ModelSpec => ({
  label: signal ? "soft" : "hard",
  provider: "compatible",
  model: "tiny",
  baseUrl: server.openaiBaseUrl,
  ...(signal ? { signal: "probability" as const } : {}),
});
const logprobsReply = {
  id: "x",
  object: "chat.completion",
  created: 0,
  model: "tiny",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content: "B" },
      finish_reason: "stop",
      logprobs: {
        content: [
          {
            token: "B",
            logprob: -0.2,
            top_logprobs: [
              { token: "B", logprob: -0.2 },
              { token: "A", logprob: -1.7 },
            ],
          },
        ],
      },
    },
  ],
};

async function asker() {
  const store = await ResponseStore.open(dir);
  return { store, asker: new AskThroughCache({ store, spend: new SpendController({}), promptFormat: "en-letter-v1" }) };
}

describe("the response store and probability answers", () => {
  it("a cached binary answer is never replayed for the probability model, and the probabilities are stored and replayed", async () => {
    const hard = createProvider(spec(false), {});
    const soft = createProvider(spec(true), {});
    const a = await asker();
    expect((await a.asker.ask(hard, req, item)).source).toBe("call");
    expect(a.asker.keyFor(soft, req)).not.toBe(a.asker.keyFor(hard, req));
    // Same model, same prompt, same server: the binary answer is in the store, and still a call is made.
    expect(a.asker.uncachedCalls(soft, [req])).toBe(1);
    server.script({ body: logprobsReply });
    const first = await a.asker.ask(soft, req, item);
    expect(first.source).toBe("call");
    expect(first.reply.tokens?.[0]?.top).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    await a.store.close();

    const b = await asker();
    const again = await b.asker.ask(soft, req, item);
    expect(again.source).toBe("cache");
    expect(again.reply.tokens).toEqual(first.reply.tokens);
    expect(b.store.stats()).toMatchObject({ verified: 2, rejected: 0 });
    const binaryAgain = await b.asker.ask(hard, req, item);
    expect(binaryAgain).toMatchObject({ source: "cache", reply: { text: "B" } });
    expect(binaryAgain.reply.tokens).toBeUndefined();
    expect(server.requests).toHaveLength(2);
    await b.store.close();
  });

  it("old segments without probabilities stay readable beside new ones", async () => {
    const k = requestKey(parts);
    await writeFile(
      join(dir, "seg-20200101T000000000Z-1-aaaaaaaa.jsonl"),
      `${JSON.stringify({ v: 1, k, r: { text: "C", finishReason: "stop" } })}\n`,
    );
    const s = await ResponseStore.open(dir);
    expect(s.get(k)).toEqual({ text: "C", finishReason: "stop" });
    const tokens = [{ token: "C", logprob: -0.5, top: [{ token: "C", logprob: -0.5 }] }];
    const soft = requestKey({ ...parts, signal: "probability", topLogprobs: 20 });
    await s.put(soft, { text: "C", tokens });
    await s.close();
    const t = await ResponseStore.open(dir);
    expect(t.get(k)).toEqual({ text: "C", finishReason: "stop" });
    expect(t.get(soft)).toEqual({ text: "C", tokens });
    expect(t.stats()).toMatchObject({ unverified: 1, verified: 1, rejected: 0, corruptLines: 0 });
  });

  it("a stored entry whose probabilities are malformed is not loaded", async () => {
    const k = requestKey({ ...parts, signal: "probability", topLogprobs: 20 });
    const r = JSON.stringify({ text: "B", tokens: [{ token: "B", logprob: 0.5, top: [] }] });
    const head = JSON.stringify({ v: 2, k, c: entryChecksum(k, r) });
    await writeFile(
      join(dir, "seg-20200101T000000000Z-1-bbbbbbbb.jsonl"),
      `${JSON.stringify({ kind: "contamgate.response-cache", v: 2, segment: "seg-20200101T000000000Z-1-bbbbbbbb.jsonl" })}\n${head.slice(0, -1)},"r":${r}}\n`,
    );
    const s = await ResponseStore.open(dir);
    expect(s.get(k)).toBeUndefined();
  });

  it("an entry under a probability key without probabilities stops the run (exit 4) instead of being scored", async () => {
    const soft = createProvider(spec(true), {});
    const a = await asker();
    const k = a.asker.keyFor(soft, req)!;
    await a.store.put(k, { text: "B" });
    const e = await a.asker.ask(soft, req, item).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(StopError);
    expect((e as StopError).exitCode).toBe(ExitCode.InvalidInput);
    expect((e as Error).message).toMatch(/soft: .*without probabilities/);
    expect(server.requests).toHaveLength(0);
    await a.store.close();
  });
});
