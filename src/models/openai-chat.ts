import OpenAI from "openai";
import { ProviderCallError } from "./call-error.js";
import { replyTextForStore } from "./provider-text.js";
import { fromSdkError } from "./sdk-errors.js";
import { knownKeys } from "./secrets.js";
import {
  FIRST_TOKENS_KEPT,
  TOP_LOGPROBS,
  type ChatReply,
  type ChatRequest,
  type ModelSpec,
  type Provider,
  type ProviderIdentity,
  type TokenAlternatives,
} from "./types.js";

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
          // The probability signal (docs/providers.md "The probability signal"): the first tokens' alternatives.
          ...(this.spec.signal === "probability" ? { logprobs: true, top_logprobs: TOP_LOGPROBS } : {}),
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
    // No content (a refusal, tokens spent elsewhere) generated no answer token: nothing to read, and
    // the reply scores as unparsed; servers send `logprobs: null` then.
    if (this.spec.signal === "probability")
      reply.tokens = typeof content === "string" && content !== "" ? firstTokens(choice?.logprobs, what) : [];
    if (typeof res.usage?.prompt_tokens === "number") reply.inputTokens = res.usage.prompt_tokens;
    if (typeof res.usage?.completion_tokens === "number") reply.outputTokens = res.usage.completion_tokens;
    return reply;
  }
}

/**
 * The first generated tokens and their alternatives from Chat Completions' `logprobs.content`.
 * A server that ignores `logprobs` (or sends a shape this does not know) is not given a binary
 * score in its place: the call fails for good, naming the model, and the run stops
 * (docs/providers.md "The probability signal").
 */
function firstTokens(logprobs: unknown, what: string): TokenAlternatives[] {
  const content = (logprobs as { content?: unknown } | null | undefined)?.content;
  const missing = () =>
    new ProviderCallError(
      `${what}: signal probability asked for token log-probabilities (logprobs, top_logprobs) and the reply carries none in the expected form; use a server that returns them, or the binary signal for this model`,
      "unsupported",
    );
  if (!Array.isArray(content) || content.length === 0) throw missing();
  const out: TokenAlternatives[] = [];
  for (const entry of content.slice(0, FIRST_TOKENS_KEPT)) {
    const e = entry as { token?: unknown; logprob?: unknown; top_logprobs?: unknown };
    if (typeof e?.token !== "string" || !Array.isArray(e.top_logprobs)) throw missing();
    if (typeof e.logprob !== "number" || !(e.logprob <= 0)) throw missing();
    const top: TokenAlternatives["top"] = [];
    for (const t of e.top_logprobs.slice(0, TOP_LOGPROBS)) {
      const a = t as { token?: unknown; logprob?: unknown };
      if (typeof a?.token !== "string" || typeof a.logprob !== "number" || !(a.logprob <= 0)) throw missing();
      top.push({ token: a.token, logprob: a.logprob });
    }
    out.push({ token: e.token, logprob: e.logprob, top });
  }
  return out;
}
