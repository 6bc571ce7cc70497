import { createHash } from "node:crypto";

/** Bumped when the key's recipe changes, so old entries can never be replayed under a new meaning. */
export const CACHE_KEY_SCHEMA = 1;

/**
 * One message as it is hashed. Declared here, not imported from models/: the cache sits below the
 * models (models/ask-through-cache.ts uses it), and models' ChatMessage is assignable to this.
 */
export interface KeyMessage {
  readonly role: string;
  readonly content: string;
}

/** Everything that can change an answer. Adding a field here changes every key (by design). */
export interface RequestKeyParts {
  /** The provider's name (models/types.ts PROVIDER_NAMES). */
  provider: string;
  model: string;
  /** Without credentials; see sanitizeBaseUrl. */
  baseUrl: string;
  messages: readonly KeyMessage[];
  temperature: number;
  maxTokens: number;
  /** Version of the prompt template that produced `messages`. */
  promptFormat: string;
  /** 0 for the first sample of a request; >0 to ask the same thing again on purpose. */
  replicate: number;
  /**
   * `probability` when the request asks for token log-probabilities (docs/providers.md "The
   * probability signal"): such an answer is another entry, so a stored answer without them is
   * never replayed as one with them. Absent for binary requests, whose keys stay as they were.
   */
  signal?: "probability";
  /** Alternatives asked per token; only with `signal`. */
  topLogprobs?: number;
}

/** JSON with object keys sorted at every depth, no whitespace: one text per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("canonicalJson: non-finite number");
    if (value === undefined) throw new TypeError("canonicalJson: undefined");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

/** sha256 (hex) of the canonical JSON of the parts plus the key schema version. */
export function requestKey(parts: RequestKeyParts): string {
  const body = {
    schema: CACHE_KEY_SCHEMA,
    provider: parts.provider,
    model: parts.model,
    base_url: sanitizeBaseUrl(parts.baseUrl),
    messages: parts.messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: parts.temperature,
    max_tokens: parts.maxTokens,
    prompt_format: parts.promptFormat,
    replicate: parts.replicate,
    // Left out (undefined) for binary requests: canonicalJson drops them, so old keys still match.
    signal: parts.signal,
    top_logprobs: parts.signal !== undefined ? parts.topLogprobs : undefined,
  };
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/**
 * The endpoint as it enters keys and reports: no user:password, no query string or fragment
 * (where keys hide), lower-case scheme and host, no trailing slash. "" stays "" (the fake).
 */
export function sanitizeBaseUrl(raw: string): string {
  if (raw === "") return "";
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return raw.replace(/\/+$/, "");
  }
  u.username = "";
  u.password = "";
  u.search = "";
  u.hash = "";
  return u.toString().replace(/\/+$/, "");
}
