import { ProviderCallError, parseRetryAfter } from "./call-error.js";
import { redactSecrets } from "./secrets.js";

/**
 * Both official SDKs are generated from the same template: an APIError carries `status` and
 * `headers`; connection problems have no status; timeouts are a subclass named
 * APIConnectionTimeoutError. Reading those fields by shape keeps the SDK classes out of the
 * retry logic.
 */
export function fromSdkError(e: unknown, env: Readonly<Record<string, string | undefined>>, what: string): ProviderCallError {
  if (e instanceof ProviderCallError) return e;
  const err = e as { name?: string; status?: unknown; headers?: unknown; message?: unknown; constructor?: { name?: string } };
  const raw = typeof err?.message === "string" ? err.message : String(e);
  const message = `${what}: ${redactSecrets(firstLine(raw), env)}`;
  const cls = err?.constructor?.name ?? err?.name ?? "";
  // A status decides first: a 400 whose message mentions "timeout" is still a permanent 400.
  if (typeof err?.status === "number") {
    const headers = isHeaders(err.headers) ? err.headers : undefined;
    return new ProviderCallError(message, "http", err.status, parseRetryAfter(headers));
  }
  if (/Timeout/i.test(cls) || /timed? ?out/i.test(raw)) return new ProviderCallError(message, "timeout");
  if (e instanceof SyntaxError || /JSON/i.test(raw)) return new ProviderCallError(`${what}: malformed response (${redactSecrets(firstLine(raw), env)})`, "malformed");
  return new ProviderCallError(message, "network");
}

function isHeaders(h: unknown): h is { get(name: string): string | null } {
  return typeof h === "object" && h !== null && typeof (h as { get?: unknown }).get === "function";
}

function firstLine(s: string): string {
  return s.split("\n")[0]!.slice(0, 500);
}
