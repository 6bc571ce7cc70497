import Anthropic from "@anthropic-ai/sdk";
import { ProviderCallError } from "./call-error.js";
import { replyTextForStore } from "./provider-text.js";
import { fromSdkError } from "./sdk-errors.js";
import { knownKeys } from "./secrets.js";
import type { ChatReply, ChatRequest, ModelSpec, Provider, ProviderIdentity } from "./types.js";

export const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";

/** Messages API through the official SDK. System messages go to the `system` parameter. */
export class AnthropicMessagesProvider implements Provider {
  readonly cacheable = true;
  private readonly client: Anthropic;

  constructor(
    readonly spec: ModelSpec,
    readonly identity: ProviderIdentity,
    apiKey: string,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly timeoutMs: number,
  ) {
    // authToken null so an ANTHROPIC_AUTH_TOKEN in the environment cannot override the key we chose.
    this.client = new Anthropic({
      apiKey,
      authToken: null,
      baseURL: identity.baseUrl,
      maxRetries: 0,
      timeout: timeoutMs,
    });
  }

  async complete(request: ChatRequest, _item: unknown, signal?: AbortSignal): Promise<ChatReply> {
    const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
    const system = request.messages.filter((m) => m.role === "system").map((m) => m.content);
    const messages = request.messages
      .filter((m) => m.role !== "system")
      .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
    let res: Anthropic.Message;
    try {
      const body: Anthropic.MessageCreateParamsNonStreaming = {
        model: this.spec.model,
        max_tokens: request.maxTokens,
        messages,
        ...(system.length ? { system: system.join("\n\n") } : {}),
      };
      // The SDK's types no longer declare `temperature`, but the wire protocol (and
      // llama-server) still honour it, and deterministic decoding is part of the cache key.
      Object.assign(body, { temperature: request.temperature });
      res = await this.client.messages.create(body, signal ? { signal } : undefined);
    } catch (e) {
      throw fromSdkError(e, this.env, what, { baseUrl: this.identity.baseUrl, timeoutMs: this.timeoutMs });
    }
    if (!res || !Array.isArray(res.content))
      throw new ProviderCallError(`${what}: malformed response (no content array)`, "malformed");
    // No text block (a refusal, or only thinking blocks) is an answer with no text: scored as
    // unparsed ("refusal" when stop_reason says so), never retried.
    const text = res.content
      .filter((b): b is Anthropic.TextBlock => b?.type === "text" && typeof b.text === "string")
      .map((b) => b.text)
      .join("");
    const reply: ChatReply = { text: replyTextForStore(text, knownKeys(this.env)) };
    if (res.stop_reason) reply.finishReason = res.stop_reason;
    if (typeof res.usage?.input_tokens === "number") reply.inputTokens = res.usage.input_tokens;
    if (typeof res.usage?.output_tokens === "number") reply.outputTokens = res.usage.output_tokens;
    return reply;
  }
}
