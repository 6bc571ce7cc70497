import OpenAI from "openai";
import { ProviderCallError } from "./call-error.js";
import { replyTextForStore } from "./provider-text.js";
import { fromSdkError } from "./sdk-errors.js";
import { knownKeys } from "./secrets.js";
import type { ChatReply, ChatRequest, ModelSpec, Provider, ProviderIdentity } from "./types.js";

export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** Chat Completions through the official SDK; serves both `openai` and `compatible`. */
export class OpenAIChatProvider implements Provider {
  readonly cacheable = true;
  private readonly client: OpenAI;

  constructor(
    readonly spec: ModelSpec,
    readonly identity: ProviderIdentity,
    apiKey: string,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly timeoutMs: number,
  ) {
    // maxRetries 0: the spend controller's retries are the only ones, so every attempt is counted.
    this.client = new OpenAI({ apiKey, baseURL: identity.baseUrl, maxRetries: 0, timeout: timeoutMs });
  }

  async complete(request: ChatRequest, _item: unknown, signal?: AbortSignal): Promise<ChatReply> {
    const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
    let res: OpenAI.Chat.Completions.ChatCompletion;
    try {
      res = await this.client.chat.completions.create(
        {
          model: this.spec.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
        },
        signal ? { signal } : undefined,
      );
    } catch (e) {
      throw fromSdkError(e, this.env, what, { baseUrl: this.identity.baseUrl, timeoutMs: this.timeoutMs });
    }
    const choice = res?.choices?.[0];
    const message = choice?.message;
    if (message === null || typeof message !== "object")
      throw new ProviderCallError(`${what}: malformed response (no choices[0].message)`, "malformed");
    const content: unknown = message.content;
    // A message without content is an answer, not a broken response: the model refused
    // (`refusal` holds why), or spent its tokens elsewhere. It is scored as unparsed and cached;
    // retrying it would pay again for the same refusal and then stop the run.
    if (content !== null && content !== undefined && typeof content !== "string") {
      throw new ProviderCallError(
        `${what}: malformed response (choices[0].message.content is not a string)`,
        "malformed",
      );
    }
    const refusal: unknown = (message as { refusal?: unknown }).refusal;
    const reply: ChatReply = {
      text: replyTextForStore(
        typeof content === "string" ? content : typeof refusal === "string" ? refusal : "",
        knownKeys(this.env),
      ),
    };
    if (typeof content !== "string" && typeof refusal === "string") reply.finishReason = "refusal";
    else if (choice?.finish_reason) reply.finishReason = choice.finish_reason;
    if (typeof res.usage?.prompt_tokens === "number") reply.inputTokens = res.usage.prompt_tokens;
    if (typeof res.usage?.completion_tokens === "number") reply.outputTokens = res.usage.completion_tokens;
    return reply;
  }
}
