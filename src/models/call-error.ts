import { ExitCode, StopError } from "../errors.js";

/** How one attempt failed, in terms the retry policy understands (no SDK types leak out). */
/** `unsupported`: the reply lacks what the model's settings need (log-probabilities); asking again cannot help. */
export type FailureKind = "http" | "network" | "timeout" | "malformed" | "unsupported";

/**
 * One failed attempt. `message` is safe for every surface: contamgate's words, the status, the
 * error type and digests (src/models/provider-text.ts), never the provider's text. The provider's
 * body travels separately in `untrustedBody`, keys already redacted, for --show-provider-bodies.
 */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status?: number,
    /** From Retry-After / retry-after-ms, when the server sent one. */
    readonly retryAfterMs?: number,
    /** What the provider said (redacted); printed only on request, on the user's own terminal. */
    readonly untrustedBody: string | null = null,
  ) {
    super(message);
    this.name = "ProviderCallError";
  }
}

/** Statuses worth another attempt: timeouts, conflicts, too-early, rate limits, server errors, overload. */
export function isRetryable(e: ProviderCallError): boolean {
  if (e.kind === "unsupported") return false;
  if (e.kind !== "http") return true;
  const s = e.status ?? 0;
  return s === 408 || s === 409 || s === 425 || s === 429 || s >= 500;
}

/** A call that failed for good (permanent status, or retries exhausted): the run stops. */
export class ProviderFailedError extends StopError {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly attempts: number,
    /** The last attempt's provider body (redacted), for --show-provider-bodies only. */
    readonly untrustedBody: string | null = null,
  ) {
    super(message, ExitCode.InvalidInput);
    this.name = "ProviderFailedError";
  }
}

/**
 * Parses Retry-After (seconds or an HTTP date) and OpenAI's retry-after-ms into milliseconds.
 * Negative or unparseable values are ignored.
 */
export function parseRetryAfter(
  headers: { get(name: string): string | null } | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const ra = headers.get("retry-after");
  if (ra === null || ra.trim() === "") return undefined;
  const secs = Number(ra);
  if (Number.isFinite(secs)) return secs >= 0 ? secs * 1000 : undefined;
  const date = Date.parse(ra);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
