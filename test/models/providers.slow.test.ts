import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProvider } from "../../src/models/create-provider.js";
import {
  fastSpend,
  sdkCaller,
  sdkFixture,
  startProviderServer,
  type ProviderServer,
} from "../support/provider-server.js";

/**
 * The cases of providers.test.ts that wait out real time: a Retry-After of 1 s, and replies
 * slower than the timeout (1.5 s against 0.3 s). Slow suite.
 */
const { env, item, request } = sdkFixture;

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "B");
});
afterAll(async () => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer = () => "B";
});
const { ask } = sdkCaller(() => server);

describe("real SDKs against a local server", () => {
  it.each(["openai", "anthropic"] as const)("%s: 429 with Retry-After is honoured, then succeeds", async (p) => {
    server.script({ status: 429, headers: { "retry-after": "1" } });
    const spend = fastSpend();
    const t0 = Date.now();
    expect((await ask(p, spend)).text).toBe("B");
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(990);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(990);
    expect(spend.stats()).toMatchObject({ calls: 1, attempts: 2, retries: 1, failures: { "429": 1 } });
  });

  it.each(["openai", "anthropic"] as const)("%s: a slow answer beyond the timeout is retried", async (p) => {
    server.script({ delayMs: 1500 });
    const spend = fastSpend();
    expect((await ask(p, spend, 300)).text).toBe("B");
    expect(server.requests).toHaveLength(2);
    expect(spend.stats().failures).toEqual({ timeout: 1 });
  });

  it("a timeout names the host and the limit", async () => {
    server.script({ delayMs: 1500, body: { choices: [{ message: { content: "A" } }] } });
    const slow = createProvider({ label: "slow", provider: "openai", model: "m", baseUrl: server.openaiBaseUrl }, env, {
      timeoutMs: 300,
    });
    const spend = fastSpend({ maxRetries: 0 });
    const e = await spend.call("slow", () => slow.complete(request, item)).catch((x: unknown) => x);
    expect((e as Error).message).toMatch(
      /^slow \(openai m\): no reply from 127\.0\.0\.1:\d+ within 0\.3 s \(per-attempt timeout: --timeout \/ run\.timeout_seconds\) \(gave up after 1 attempt\)$/,
    );
  });
});
