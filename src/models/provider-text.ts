/**
 * The one sanitizer for text a provider sent (an error body, an SDK message built from one, a
 * parser message quoting one). Providers are untrusted: a failing server may echo the prompt —
 * holdout questions among it — or the key, truncated or `\u`-escaped so that no text match can
 * find it. So a provider's words never reach a surface: what is shown is the HTTP status, the
 * error type and a digest (sha256 prefix and length) that lets two failures be told apart and a
 * body be matched against a local capture. The body itself is shown only when the user asks for
 * it on their own terminal (`--show-provider-bodies`; never in the action), keys redacted.
 * docs/providers.md ("Provider text is untrusted") describes what is printed.
 */
import { createHash } from "node:crypto";
import { redactKnownKeys, redactThenCut } from "./secrets.js";

/** What a surface may say about a provider's text: never the text. */
export interface TextDigest {
  /** First 12 hex digits of the sha256 of the UTF-8 bytes. */
  sha256: string;
  bytes: number;
}

export function digestOf(text: string): TextDigest {
  const buf = Buffer.from(text, "utf8");
  return { sha256: createHash("sha256").update(buf).digest("hex").slice(0, 12), bytes: buf.length };
}

/** "body sha256 1a2b3c4d5e6f, 57 bytes" — or "empty body". */
export function describeText(what: string, text: string | null): string {
  if (text === null || text === "") return `empty ${what}`;
  const d = digestOf(text);
  return `${what} sha256 ${d.sha256}, ${d.bytes.toLocaleString("en-US")} bytes`;
}

/**
 * Error codes providers document, shown by name because they tell the user what to do
 * (`insufficient_quota` is not a rate limit). Anything else the body says is digested: a code
 * field is as provider-controlled as the message, and could carry a slug of the prompt.
 */
const KNOWN_ERROR_CODES = new Set([
  "invalid_api_key",
  "insufficient_quota",
  "rate_limit_exceeded",
  "model_not_found",
  "context_length_exceeded",
  "invalid_request_error",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "rate_limit_error",
  "api_error",
  "overloaded_error",
  "server_error",
  "request_too_large",
  "billing_error",
  "timeout_error",
]);

export function knownErrorCode(value: unknown): string | null {
  return typeof value === "string" && KNOWN_ERROR_CODES.has(value) ? value : null;
}

/** SDK class names (APIError subclasses) are the SDK's words, not the provider's: shown as they are. */
export function sdkErrorType(name: unknown): string | null {
  return typeof name === "string" && /^[A-Z][A-Za-z]{0,60}Error$/.test(name) && name !== "Error" ? name : null;
}

/** Node / undici error codes (`ECONNREFUSED`, `UND_ERR_SOCKET`): the runtime's words, never the peer's. */
export function systemErrorCode(value: unknown): string | null {
  return typeof value === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(value) ? value : null;
}

/** How long a body shown under --show-provider-bodies may be (after redaction). */
const SHOWN_BODY_MAX = 2000;

/** The body as --show-provider-bodies prints it: keys (and slices of them) redacted, then cut. */
export function bodyForLocalDisplay(body: string, keys: readonly string[]): string {
  return redactThenCut(body, keys, SHOWN_BODY_MAX);
}

/**
 * A reply's text as it is kept: a server that echoes the Authorization header into its answer
 * must not put the key into the response cache, which the Actions cache uploads and other runs
 * restore. No answer needs 8 characters of a key, so nothing that scores is changed.
 */
export function replyTextForStore(text: string, keys: readonly string[]): string {
  return redactKnownKeys(text, keys);
}
