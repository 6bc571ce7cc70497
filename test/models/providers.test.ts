import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderFailedError } from "../../src/models/call-error.js";
import { createProvider } from "../../src/models/create-provider.js";
import {
  fastSpend,
  sdkCaller,
  sdkFixture,
  startProviderServer,
  type ProviderServer,
} from "../support/provider-server.js";
import { join } from "node:path";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { FakeProvider } from "../../src/models/fake.js";
import type { ItemContext } from "../../src/models/types.js";

/** The SDK adapters against the local server; the cases that wait out real time are in providers.slow.test.ts. */
const { OPENAI_KEY, ANTHROPIC_KEY, env, item, request } = sdkFixture;

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "B");
});
afterAll(async () => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer = () => "B";
});
const { spec, ask } = sdkCaller(() => server);

describe("real SDKs against a local server", () => {
  it("openai: Chat Completions with the key only in the Authorization header", async () => {
    const reply = await ask("openai");
    expect(reply.text).toBe("B");
    expect(reply.finishReason).toBe("stop");
    const r = server.requests[0]!;
    expect(r.path).toBe("/v1/chat/completions");
    expect(r.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(r.body).toMatchObject({ model: "tiny-model", temperature: 0, max_tokens: 8 });
    expect(r.messages).toEqual(request.messages);
  });

  it("anthropic: Messages with system parameter, the key in an auth header, temperature 0", async () => {
    const reply = await ask("anthropic");
    expect(reply).toMatchObject({ text: "B", finishReason: "end_turn", inputTokens: 10, outputTokens: 1 });
    const r = server.requests[0]!;
    expect(r.path).toBe("/v1/messages");
    // SDK 1.14 sends the key as a bearer token (older versions used x-api-key); either way only in a header.
    expect([r.headers["x-api-key"], r.headers.authorization]).toContain(
      r.headers["x-api-key"] ? ANTHROPIC_KEY : `Bearer ${ANTHROPIC_KEY}`,
    );
    expect(JSON.stringify(r.body)).not.toContain(ANTHROPIC_KEY);
    expect(r.body).toMatchObject({
      model: "tiny-model",
      temperature: 0,
      max_tokens: 8,
      system: "Answer with the letter only.",
    });
    expect(r.body.messages).toEqual([{ role: "user", content: request.messages[1]!.content }]);
  });

  it("compatible: works without a key, and sends CONTAMGATE_COMPATIBLE_API_KEY when set", async () => {
    expect((await ask("compatible", fastSpend(), 5000, {})).text).toBe("B");
    expect(server.requests[0]!.headers.authorization).not.toContain(OPENAI_KEY);
    await ask("compatible", fastSpend(), 5000, { CONTAMGATE_COMPATIBLE_API_KEY: "local-key-1" });
    expect(server.requests[1]!.headers.authorization).toBe("Bearer local-key-1");
  });

  it("missing keys for openai and anthropic are exit-4 errors before any request", () => {
    for (const p of ["openai", "anthropic"] as const) {
      expect(() => createProvider(spec(p), {})).toThrow(
        p === "openai" ? /OPENAI_API_KEY is not set/ : /ANTHROPIC_API_KEY is not set/,
      );
    }
    expect(server.requests).toHaveLength(0);
  });

  it.each(["openai", "anthropic"] as const)(
    "%s: 500, 503 and 529 are retried; the SDK itself never retries",
    async (p) => {
      server.script({ status: 500 }, { status: 503 }, { status: 529 });
      const spend = fastSpend();
      expect((await ask(p, spend)).text).toBe("B");
      expect(server.requests).toHaveLength(4);
      expect(spend.stats()).toMatchObject({ attempts: 4, retries: 3, failures: { "500": 1, "503": 1, "529": 1 } });
    },
  );

  it.each(["openai", "anthropic"] as const)(
    "%s: gives up after maxRetries with the status in the message",
    async (p) => {
      server.script({ status: 500 }, { status: 500 }, { status: 500 });
      const spend = fastSpend({ maxRetries: 2 });
      const e = await ask(p, spend).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ProviderFailedError);
      expect((e as ProviderFailedError).message).toMatch(/500.*gave up after 3 attempts/);
      expect(server.requests).toHaveLength(3);
    },
  );

  it.each(["openai", "anthropic"] as const)("%s: malformed JSON is retried, and reported if it persists", async (p) => {
    server.script({ status: 200, body: '{"choices": [ {not json' });
    const spend = fastSpend();
    expect((await ask(p, spend)).text).toBe("B");
    expect(spend.stats().failures).toEqual({ malformed: 1 });
    server.script({ status: 200, body: "<html>gateway</html>" }, { status: 200, body: "{" });
    const e = await ask(p, fastSpend({ maxRetries: 1 })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProviderFailedError);
    expect((e as Error).message).toMatch(/malformed/);
  });

  it.each([
    ["openai", 401],
    ["anthropic", 401],
    ["openai", 400],
    ["anthropic", 403],
    ["openai", 404],
  ] as const)(
    "%s: %i fails at once with status, error type and a digest of the body, never the body",
    async (p, status) => {
      const key = p === "openai" ? OPENAI_KEY : ANTHROPIC_KEY;
      const message = `Incorrect API key provided: ${key}. You can find your API key at https://example.invalid.`;
      server.script({
        status,
        body:
          p === "openai"
            ? { error: { message, type: "invalid_request_error", code: "invalid_api_key" } }
            : { type: "error", error: { type: "authentication_error", message } },
      });
      const spend = fastSpend();
      const e = await ask(p, spend).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ProviderFailedError);
      const msg = (e as Error).message;
      // The provider's words are untrusted (they may echo the prompt): status, type, digest only.
      expect(msg).not.toContain("Incorrect API key provided");
      expect(msg).toMatch(
        new RegExp(
          `HTTP ${status} [A-Za-z]+Error \\((invalid_api_key|authentication_error)\\) from 127\\.0\\.0\\.1:\\d+; body sha256 [0-9a-f]{12}, \\d+ bytes$`,
        ),
      );
      expect(msg).not.toContain(key);
      // Kept for --show-provider-bodies, with the key redacted.
      const body = (e as ProviderFailedError).untrustedBody ?? "";
      expect(body).toContain("Incorrect API key provided");
      expect(body).not.toContain(key);
      expect(body).not.toContain(key.slice(0, 12));
      expect(msg).not.toContain("0123456789abcdef");
      expect(server.requests).toHaveLength(1);
      expect(spend.stats()).toMatchObject({ attempts: 1, retries: 0, failed: 1 });
      expect((e as ProviderFailedError).exitCode).toBe(4);
    },
  );

  it.each(["openai", "anthropic"] as const)(
    "%s: a reply that echoes the key is kept with the key redacted (the cache must not hold it)",
    async (p) => {
      server.answer = (r) => `B (you sent ${String(r.headers.authorization ?? r.headers["x-api-key"])})`;
      const reply = await ask(p);
      const key = p === "openai" ? OPENAI_KEY : ANTHROPIC_KEY;
      expect(reply.text.startsWith("B (you sent ")).toBe(true);
      for (let i = 0; i + 8 <= key.length; i++) expect(reply.text).not.toContain(key.slice(i, i + 8));
    },
  );

  it("network errors (nothing listening) are retried, then reported", async () => {
    const dead = createProvider(
      { label: "dead", provider: "openai", model: "m", baseUrl: "http://127.0.0.1:9/v1" },
      env,
      { timeoutMs: 2000 },
    );
    const spend = fastSpend({ maxRetries: 2 });
    const e = await spend.call("dead", () => dead.complete(request, item)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProviderFailedError);
    expect(spend.stats()).toMatchObject({ attempts: 3, failures: { network: 3 } });
    // Not the SDK's bare "Connection error.": the host and the runtime's cause, once.
    expect((e as Error).message).toBe(
      "dead (openai m): fetch refuses to connect to 127.0.0.1:9 (a port the Fetch standard blocks; use another port) (gave up after 3 attempts)",
    );
  });

  it('a closed port names the host and the cause (not the SDK\'s bare "Connection error.")', async () => {
    const port = await closedPort();
    const dead = createProvider(
      { label: "dead", provider: "anthropic", model: "m", baseUrl: `http://127.0.0.1:${port}` },
      env,
      { timeoutMs: 2000 },
    );
    const spend = fastSpend({ maxRetries: 1 });
    const e = await spend.call("dead", () => dead.complete(request, item)).catch((x: unknown) => x);
    expect((e as Error).message).toBe(
      `dead (anthropic m): connection refused by 127.0.0.1:${port} (ECONNREFUSED) (gave up after 2 attempts)`,
    );
  });
});

/** A port nothing listens on: bound by the OS, then released. */
async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe("replies without text are answers, not failures", () => {
  const openaiBody = (message: Record<string, unknown>, finish = "stop") => ({
    id: "x",
    object: "chat.completion",
    created: 0,
    model: "tiny-model",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finish }],
  });
  it("openai: null content with a refusal is one request, the refusal's words, finish reason refusal", async () => {
    server.script({ status: 200, body: openaiBody({ content: null, refusal: "I can't help with that." }) });
    const spend = fastSpend();
    const reply = await ask("openai", spend);
    expect(reply).toMatchObject({ text: "I can't help with that.", finishReason: "refusal" });
    expect(server.requests).toHaveLength(1);
    expect(spend.stats()).toMatchObject({ attempts: 1, retries: 0, failed: 0 });
  });
  it("openai: null content without a refusal (e.g. a content filter) is an empty answer, not retried", async () => {
    server.script({ status: 200, body: openaiBody({ content: null }, "content_filter") });
    const spend = fastSpend();
    expect(await ask("compatible", spend)).toMatchObject({ text: "", finishReason: "content_filter" });
    expect(spend.stats()).toMatchObject({ attempts: 1, retries: 0 });
  });
  it("openai: a content that is not a string, or no message, is still malformed (retried)", async () => {
    server.script({ status: 200, body: openaiBody({ content: 42 }) }, { status: 200, body: { choices: [] } });
    const spend = fastSpend();
    expect((await ask("openai", spend)).text).toBe("B");
    expect(spend.stats().failures).toEqual({ malformed: 2 });
  });
  it("anthropic: no text block (a refusal, or thinking only) is an answer with no text, not retried", async () => {
    server.script(
      {
        status: 200,
        body: {
          id: "m",
          type: "message",
          role: "assistant",
          model: "tiny-model",
          content: [],
          stop_reason: "refusal",
          usage: { input_tokens: 1, output_tokens: 0 },
        },
      },
      {
        status: 200,
        body: {
          id: "m",
          type: "message",
          role: "assistant",
          model: "tiny-model",
          content: [{ type: "thinking", thinking: "A or B", signature: "s" }],
          stop_reason: "max_tokens",
          usage: { input_tokens: 1, output_tokens: 8 },
        },
      },
    );
    const spend = fastSpend();
    expect(await ask("anthropic", spend)).toMatchObject({ text: "", finishReason: "refusal" });
    expect(await ask("anthropic", spend)).toMatchObject({ text: "", finishReason: "max_tokens" });
    expect(spend.stats()).toMatchObject({ attempts: 2, retries: 0, failed: 0 });
  });
});

describe("provider bodies on the terminal", () => {
  /**
   * Provider bodies are shown only when the user asks, on their own terminal:
   * `--show-provider-bodies` prints each failing body (keys redacted, escaped); without it the
   * status, the error type and a digest are all there is.
   */
  const KEY = "sk-test-BODYkey0123456789abcdefXYZ";
  const SECRET_Q = "upstream failed for prompt: Synthetic question 7?";
  let srv: ProviderServer;
  const t = tempDir("contamgate-bodies-");
  beforeAll(async () => {
    srv = await startProviderServer(() => "A");
  });
  afterAll(async () => {
    await srv.close();
    t.cleanup();
  });

  const args = (extra: string[]) => [
    "run",
    "--items",
    join(process.cwd(), "fixtures/items/synthetic40.jsonl"),
    "--split",
    "all",
    "--model",
    `openai=gpt-test,label=o,base-url=${srv.openaiBaseUrl}`,
    "--target-effect",
    "0.05",
    "--discordant-rate",
    "0.3",
    "--force-underpowered",
    "--yes",
    "--no-cache",
    "--max-retries",
    "0",
    "--concurrency",
    "1",
    ...extra,
  ];
  const failing = () => ({
    status: 400,
    body: { error: { message: `${SECRET_Q} key=${KEY}\r::warning::X`, type: "invalid_request_error" } },
  });

  describe("--show-provider-bodies", () => {
    it("without it: status, type and digest; the body nowhere", async () => {
      srv.clearScript();
      srv.script(failing());
      const r = await cli(args([]), t.dir, { OPENAI_API_KEY: KEY });
      expectNoCrash(r);
      expect(r.code).toBe(4);
      expect(r.stderr).toMatch(
        /^contamgate run: stopped: o \(openai gpt-test\): HTTP 400 BadRequestError \(invalid_request_error\) from 127\.0\.0\.1:\d+; body sha256 [0-9a-f]{12}, \d+ bytes$/m,
      );
      expect(r.stderr).not.toContain("upstream failed");
      expect(r.stderr).not.toContain("Synthetic question");
    });

    it("with it: the body follows, keys redacted, CR and commands escaped", async () => {
      srv.clearScript();
      srv.script(failing());
      const r = await cli(args(["--show-provider-bodies"]), t.dir, { OPENAI_API_KEY: KEY });
      expect(r.code).toBe(4);
      const line = r.stderr.split("\n").find((l) => l.startsWith("  provider body"));
      expect(line, r.stderr).toBeDefined();
      expect(line).toContain(SECRET_Q);
      expect(line).toContain("\\r::warning::X");
      expect(r.stderr).not.toContain("\r");
      for (let i = 0; i + 8 <= KEY.length; i++) expect(r.stderr).not.toContain(KEY.slice(i, i + 8));
    });
  });
});

describe("the fake provider", () => {
  const labels = ["A", "B", "C", "D"];
  function item(i: number, condition: string): ItemContext {
    return { itemId: `item-${i}`, condition, correct: labels[i % 4]!, labels };
  }
  const req = { messages: [{ role: "user" as const, content: "q" }], temperature: 0, maxTokens: 4 };
  const N = 4000;

  /** Accuracy over N items; with N = 4000 a binomial proportion's SD is at most 0.0079. */
  async function accuracy(p: FakeProvider, condition: string): Promise<number> {
    let right = 0;
    for (let i = 0; i < N; i++)
      if ((await p.complete(req, item(i, condition))).text === item(i, condition).correct) right++;
    return right / N;
  }

  describe("fake provider", () => {
    it("is deterministic and never answers outside the labels", async () => {
      const a = new FakeProvider({ label: "x", provider: "fake", model: "x", accuracy: 0.3, memorized: 0 });
      const b = new FakeProvider({ label: "x", provider: "fake", model: "x", accuracy: 0.3, memorized: 0 });
      for (let i = 0; i < 200; i++) {
        const r = (await a.complete(req, item(i, "shuffle_choices"))).text;
        expect(r).toBe((await b.complete(req, item(i, "shuffle_choices"))).text);
        expect(labels).toContain(r);
      }
      expect(a.cacheable).toBe(false);
    });

    it("answers at its base accuracy in both conditions when it memorized nothing", async () => {
      const p = new FakeProvider({ label: "demo", provider: "fake", model: "demo", accuracy: 0.6, memorized: 0 });
      expect(Math.abs((await accuracy(p, "original")) - 0.6)).toBeLessThan(0.04);
      expect(Math.abs((await accuracy(p, "shuffle_choices")) - 0.6)).toBeLessThan(0.04);
    });

    it("answers memorized items right in original order and at base accuracy when perturbed", async () => {
      const full = new FakeProvider({ label: "d", provider: "fake", model: "dirty", accuracy: 0.45, memorized: 1 });
      expect(await accuracy(full, "original")).toBe(1);
      expect(Math.abs((await accuracy(full, "shuffle_choices")) - 0.45)).toBeLessThan(0.04);
      // Half memorized: original accuracy = 0.5 + 0.5 * 0.45 = 0.725.
      const half = new FakeProvider({ label: "h", provider: "fake", model: "half", accuracy: 0.45, memorized: 0.5 });
      expect(Math.abs((await accuracy(half, "original")) - 0.725)).toBeLessThan(0.04);
      expect(Math.abs((await accuracy(half, "shuffle_choices")) - 0.45)).toBeLessThan(0.04);
    });
  });
});
