/** The provider families contamgate can ask. `fake` is a deterministic test double. */
export const PROVIDER_NAMES = ["openai", "anthropic", "compatible", "fake"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/**
 * What a model's answers are scored on (docs/providers.md "The probability signal"): `binary`
 * (right or wrong, the default) or `probability` (the correct letter's probability from the first
 * answer token's top log-probabilities). Written `signal: probability` / `,signal=probability`.
 */
export const SIGNALS = ["binary", "probability"] as const;
export type SignalName = (typeof SIGNALS)[number];

/** How many alternatives per token a `probability` model is asked for (OpenAI's maximum). */
export const TOP_LOGPROBS = 20;

interface ModelSpecCommon {
  /** Name used in reports; unique within a run. Defaults to the model id. */
  label: string;
  /** The provider's model id, e.g. `gpt-4o-mini` or `qwen2.5:3b`. */
  model: string;
  /** Set only for `probability`; absent = binary, so a binary spec (and its cache keys) is as before. */
  signal?: "probability";
}

/** A model asked over HTTP. The base URL is passed to the SDK as is (OpenAI-style URLs end in `/v1`). */
export type RemoteModelSpec =
  | (ModelSpecCommon & { provider: "openai" | "anthropic"; baseUrl?: string })
  | (ModelSpecCommon & { provider: "compatible"; baseUrl: string });

/** The deterministic test double; only it has a behaviour to set, and no URL. */
export interface FakeModelSpec extends ModelSpecCommon {
  provider: "fake";
  /** Probability of a right answer when the item is not memorized. */
  accuracy: number;
  /** Fraction of items memorized in their original form. */
  memorized: number;
}

/**
 * One model to evaluate, after config/flag parsing; the same shape whichever way it was declared,
 * by provider, so a field that only one provider has exists only on that provider's spec.
 */
export type ModelSpec = RemoteModelSpec | FakeModelSpec;

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Everything that is sent to a model and can change its answer (besides the model itself). */
export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
}

/** One generated token and the provider's most likely alternatives at its position. */
export interface TokenAlternatives {
  token: string;
  /** The generated token's own log-probability (a server may leave it out of `top`, e.g. under a grammar). */
  logprob: number;
  /** Up to TOP_LOGPROBS alternatives, most likely first (natural-log probabilities). */
  top: { token: string; logprob: number }[];
}

export interface ChatReply {
  text: string;
  finishReason?: string;
  /**
   * The first few generated tokens with their alternatives, for a `probability` model only
   * (FIRST_TOKENS_KEPT of them: enough to step over a leading space or bracket).
   */
  tokens?: TokenAlternatives[];
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * What the item behind a request is. Real providers ignore it; the fake needs it to decide
 * deterministically whether to answer right, and which label is right.
 */
export interface ItemContext {
  itemId: string;
  /** `original` for the item as published; anything else is a perturbed condition. */
  condition: string;
  /** The label of the right answer in this condition, e.g. `B`. */
  correct: string;
  /** All answer labels in this condition, e.g. `["A","B","C","D"]`. */
  labels: readonly string[];
}

/** The part of a model's identity that enters the cache key (credentials never do). */
export interface ProviderIdentity {
  provider: ProviderName;
  model: string;
  /** Effective base URL, credentials removed; "" for the fake. */
  baseUrl: string;
  /** Present for a `probability` model: its requests ask for log-probabilities, so their answers are other entries. */
  signal?: "probability";
}

/** Generated tokens whose alternatives a `probability` reply keeps. */
export const FIRST_TOKENS_KEPT = 4;

export interface Provider {
  readonly spec: ModelSpec;
  readonly identity: ProviderIdentity;
  /** False for test doubles: their answers are never written to the response cache. */
  readonly cacheable: boolean;
  /** One attempt, no retries (the spend controller owns retries). Throws ProviderCallError. */
  complete(request: ChatRequest, item: ItemContext, signal?: AbortSignal): Promise<ChatReply>;
}
