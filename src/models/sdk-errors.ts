import { ProviderCallError, parseRetryAfter } from "./call-error.js";
import { bodyForLocalDisplay, describeText, knownErrorCode, sdkErrorType, systemErrorCode } from "./provider-text.js";
import { knownKeys } from "./secrets.js";
import { urlOrigin } from "../text/shown-url.js";

/** Where the attempt went, so a network failure can name the host and a timeout its limit. */
export interface CallTarget {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * Both official SDKs are generated from the same template: an APIError carries `status`,
 * `headers` and the parsed body in `error`; connection problems have no status and the runtime's
 * error (with its code) as `cause`; timeouts are a subclass named APIConnectionTimeoutError.
 * Reading those fields by shape keeps the SDK classes out of the retry logic.
 *
 * The message built here never contains the provider's text (src/models/provider-text.ts).
 */
export function fromSdkError(
  e: unknown,
  env: Readonly<Record<string, string | undefined>>,
  what: string,
  target?: CallTarget,
): ProviderCallError {
  if (e instanceof ProviderCallError) return e;
  const err = e as {
    name?: string;
    status?: unknown;
    headers?: unknown;
    message?: unknown;
    error?: unknown;
    code?: unknown;
    type?: unknown;
    constructor?: { name?: string };
  };
  const raw = typeof err?.message === "string" ? err.message : String(e);
  const cls = err?.constructor?.name ?? err?.name ?? "";
  const keys = knownKeys(env);
  const host = target ? hostOf(target.baseUrl) : "the provider";
  // A status decides first: a 400 whose message mentions "timeout" is still a permanent 400.
  if (typeof err?.status === "number") {
    const headers = isHeaders(err.headers) ? err.headers : undefined;
    const body = err.error !== undefined && err.error !== null ? safeJson(err.error) : raw;
    const type = sdkErrorType(cls);
    const code = knownErrorCode(err.code) ?? knownErrorCode(err.type) ?? knownErrorCode(nestedType(err.error));
    const message = `${what}: HTTP ${err.status}${type ? ` ${type}` : ""}${code ? ` (${code})` : ""} from ${host}; ${describeText("body", body)}`;
    return new ProviderCallError(
      message,
      "http",
      err.status,
      parseRetryAfter(headers),
      bodyForLocalDisplay(body, keys),
    );
  }
  if (/Timeout/i.test(cls) || /timed? ?out/i.test(raw)) {
    const limit = target
      ? ` within ${trimSeconds(target.timeoutMs)} s (per-attempt timeout: --timeout / run.timeout_seconds)`
      : "";
    return new ProviderCallError(`${what}: no reply from ${host}${limit}`, "timeout");
  }
  if (e instanceof SyntaxError || /JSON/i.test(raw)) {
    // The parser's message quotes the start of the body; digest it like a body.
    return new ProviderCallError(
      `${what}: malformed response from ${host} (not valid JSON; ${describeText("parser message", raw)})`,
      "malformed",
      undefined,
      undefined,
      bodyForLocalDisplay(raw, keys),
    );
  }
  const code = causeCode(e);
  if (code === null && causeMessages(e).includes("bad port")) {
    // fetch refuses the ports on the Fetch standard's "bad port" list (9, 25, 6000, …) itself.
    return new ProviderCallError(
      `${what}: fetch refuses to connect to ${host} (a port the Fetch standard blocks; use another port)`,
      "network",
    );
  }
  return new ProviderCallError(
    `${what}: ${networkWords(code)} ${host}${code ? ` (${code})` : ""}`,
    "network",
    undefined,
    undefined,
    bodyForLocalDisplay(raw, keys),
  );
}

/** The runtime's error code, from the SDK error's cause chain (fetch wraps it once or twice). */
function causeCode(e: unknown): string | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [e];
  while (queue.length && seen.size < 16) {
    const x = queue.shift();
    if (x === null || typeof x !== "object" || seen.has(x)) continue;
    seen.add(x);
    const code = systemErrorCode((x as { code?: unknown }).code);
    if (code) return code;
    queue.push((x as { cause?: unknown }).cause);
    const errors = (x as { errors?: unknown }).errors;
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

/** The runtime's own messages along the cause chain (compared with known ones, never printed). */
function causeMessages(e: unknown): string[] {
  const out: string[] = [];
  for (let x = e, d = 0; x !== null && typeof x === "object" && d < 8; x = (x as { cause?: unknown }).cause, d++) {
    const m = (x as { message?: unknown }).message;
    if (typeof m === "string") out.push(m);
  }
  return out;
}

function networkWords(code: string | null): string {
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused by";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "host name not found:";
    case "ECONNRESET":
    case "EPIPE":
    case "UND_ERR_SOCKET":
    case "UND_ERR_CLOSED":
      return "connection closed by";
    case "ETIMEDOUT":
    case "UND_ERR_CONNECT_TIMEOUT":
      return "could not connect (timed out) to";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "no route to";
    default:
      if (code && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return "TLS certificate rejected for";
      return "connection failed to";
  }
}

/** host:port as configured (the base URL is the user's, not the provider's); never its path or query. */
function hostOf(baseUrl: string): string {
  return urlOrigin(baseUrl)?.host ?? "the provider";
}

function trimSeconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
}

function nestedType(body: unknown): unknown {
  const inner = (body as { error?: { type?: unknown; code?: unknown } } | null)?.error;
  return inner?.code ?? inner?.type;
}

function safeJson(v: unknown): string {
  try {
    return typeof v === "string" ? v : JSON.stringify(v);
  } catch {
    return String(v);
  }
}

function isHeaders(h: unknown): h is { get(name: string): string | null } {
  return typeof h === "object" && h !== null && typeof (h as { get?: unknown }).get === "function";
}
