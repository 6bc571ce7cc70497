import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { ExitCode, InputError } from "../../src/errors.js";
import { ProviderFailedError } from "../../src/models/call-error.js";
import { modelSpecsFromConfig } from "../../src/models/config.js";
import { createProvider } from "../../src/models/create-provider.js";
import { parseModelDeclaration, parseModelFlag } from "../../src/models/spec.js";
import type { ModelSpec } from "../../src/models/types.js";
import { fastSpend, sdkFixture, startProviderServer, type ProviderServer } from "../support/provider-server.js";

const { env, item, request } = sdkFixture;
/** `run` on 50 synthetic items, the gate forced: these runs must stop before any request anyway. */
const SYNTHETIC_RUN = [
  "run",
  "--synthetic",
  "50",
  "--force-underpowered",
  "--target-effect",
  "0.3",
  "--discordant-rate",
  "0.5",
];
let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "B");
});
afterAll(async () => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.clearScript();
});

/** A Chat Completions body with `logprobs.content` as OpenAI and llama-server send it. */
function withLogprobs(text: string, content: unknown): unknown {
  return {
    id: "chatcmpl-local",
    object: "chat.completion",
    created: 0,
    model: "tiny-model",
    choices: [
      { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop", logprobs: { content } },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 },
  };
}

const soft = (provider: "openai" | "compatible"): ModelSpec => ({
  label: `soft-${provider}`,
  provider,
  model: "tiny-model",
  baseUrl: server.openaiBaseUrl,
  signal: "probability",
});

async function ask(spec: ModelSpec) {
  const p = createProvider(spec, env, { timeoutMs: 5000 });
  return fastSpend().call(p.spec.label, () => p.complete(request, item));
}

describe("signal: probability on Chat Completions (openai, compatible)", () => {
  it.each(["openai", "compatible"] as const)(
    "%s: asks for logprobs with 20 alternatives and keeps the first tokens",
    async (provider) => {
      const content = [
        {
          token: "B",
          logprob: -0.1,
          top_logprobs: [
            { token: "B", logprob: -0.1, bytes: [66] },
            { token: "A", logprob: -2.5, bytes: [65] },
          ],
        },
      ];
      server.script({ bodyFrom: () => withLogprobs("B", content) });
      const reply = await ask(soft(provider));
      expect(server.requests[0]!.body).toMatchObject({ logprobs: true, top_logprobs: 20 });
      expect(reply.tokens).toEqual([
        {
          token: "B",
          logprob: -0.1,
          top: [
            { token: "B", logprob: -0.1 },
            { token: "A", logprob: -2.5 },
          ],
        },
      ]);
    },
  );

  it("a refusal (no content, logprobs null) is an answer with no tokens, not a failure", async () => {
    server.script({
      body: {
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "tiny-model",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: null, refusal: "I can't help with that." },
            finish_reason: "stop",
            logprobs: null,
          },
        ],
      },
    });
    const reply = await ask(soft("openai"));
    expect(reply).toMatchObject({ finishReason: "refusal", tokens: [] });
    expect(server.requests).toHaveLength(1);
  });

  it("a binary model asks for no probabilities and keeps none", async () => {
    const { signal: _, ...binary } = soft("compatible");
    const reply = await ask(binary);
    expect(server.requests[0]!.body.logprobs).toBeUndefined();
    expect(server.requests[0]!.body.top_logprobs).toBeUndefined();
    expect(reply.tokens).toBeUndefined();
  });

  it("a server that returns no probabilities stops the run after one attempt, never a binary fallback", async () => {
    // The local server's plain reply has no `logprobs`: a server that ignores the field.
    const e = await ask(soft("compatible")).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProviderFailedError);
    expect((e as ProviderFailedError).exitCode).toBe(ExitCode.InvalidInput);
    expect((e as Error).message).toMatch(/soft-compatible.*log-probabilities/);
    expect(server.requests).toHaveLength(1);
  });
});

describe("declaring the signal", () => {
  it("--model …,signal=probability sets it; signal=binary or none leaves the spec as before", () => {
    expect(parseModelFlag("compatible=m,base-url=http://127.0.0.1:1/v1,signal=probability")).toMatchObject({
      signal: "probability",
    });
    expect(parseModelFlag("openai=gpt-4o-mini,signal=binary")).toEqual({
      label: "gpt-4o-mini",
      provider: "openai",
      model: "gpt-4o-mini",
    });
    expect(parseModelDeclaration("fake=f,signal=probability").spec).toMatchObject({ signal: "probability" });
    expect(() => parseModelFlag("openai=gpt-4o-mini,signal=soft")).toThrow(/signal.*binary or probability/);
  });

  it("the config's signal: probability sets it", () => {
    const [s] = modelSpecsFromConfig([{ provider: "openai", model: "gpt-4o-mini", signal: "probability" }]);
    expect(s).toMatchObject({ signal: "probability" });
  });

  it("anthropic with signal probability is refused naming the model, from a flag and from the config", () => {
    expect(() => parseModelFlag("anthropic=claude-x,label=judge,signal=probability")).toThrow(InputError);
    expect(() => parseModelFlag("anthropic=claude-x,label=judge,signal=probability")).toThrow(
      /model "judge".*no token probabilities/,
    );
    let e: unknown;
    try {
      modelSpecsFromConfig([{ provider: "anthropic", model: "claude-x", signal: "probability" }], {
        file: "contamgate.yml",
        lineOf: () => 7,
      });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(InputError);
    expect(String((e as Error).message)).toMatch(/contamgate\.yml:7.*models\[0\] signal.*"claude-x"/s);
  });

  it("run with an anthropic probability model exits 4 before any request, whatever else is declared", async () => {
    const m = memoryIo({ ANTHROPIC_API_KEY: "sk-ant-test-0123456789abcdef" }, "/tmp");
    const code = await main(
      [
        ...SYNTHETIC_RUN,
        "--model",
        `compatible=ok,base-url=${server.openaiBaseUrl}`,
        "--model",
        `anthropic=claude-x,label=judge,base-url=${server.url},signal=probability`,
        "--no-cache",
        "--yes",
      ],
      m.io,
    );
    expect(code).toBe(ExitCode.InvalidInput);
    expect(m.stderr()).toMatch(/model "judge".*no token probabilities/);
    expect(server.requests).toHaveLength(0);
  });

  it("an answer-line prompt (for models that reason first) with a probability model exits 4 before any request", async () => {
    const m = memoryIo({}, "/tmp");
    const code = await main(
      [
        ...SYNTHETIC_RUN,
        "--prompt",
        "en-answer-line",
        "--model",
        `compatible=r1,base-url=${server.openaiBaseUrl},signal=probability`,
        "--no-cache",
        "--yes",
      ],
      m.io,
    );
    expect(code).toBe(ExitCode.InvalidInput);
    expect(m.stderr()).toMatch(/"r1".*first answer token/);
    expect(server.requests).toHaveLength(0);
  });
});
