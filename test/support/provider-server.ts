import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createProvider } from "../../src/models/create-provider.js";
import { SpendController } from "../../src/models/spend.js";
import type { ChatRequest, ItemContext, ModelSpec } from "../../src/models/types.js";

/**
 * A local stand-in for the OpenAI Chat Completions and Anthropic Messages endpoints, on
 * 127.0.0.1, so the real SDKs make real HTTP requests. Replies can be scripted one by one
 * (rate limits, server errors, slow or malformed bodies, bad keys); unscripted requests get
 * `answer(request)` wrapped in the right protocol.
 */
export type Protocol = "openai" | "anthropic";

export interface RecordedRequest {
  protocol: Protocol;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** The user-visible prompt: system + messages as [role, content] pairs. */
  messages: { role: string; content: string }[];
  at: number;
}

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON value, or a raw string sent as is (for malformed bodies). */
  body?: unknown;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /** Only requests of this protocol consume this entry. */
  protocol?: Protocol;
  /** Drop the connection without answering (a connection reset as the client sees it). */
  reset?: boolean;
  /** A body computed from the request (e.g. one that echoes its Authorization header). */
  bodyFrom?: (r: RecordedRequest) => unknown;
}

export interface ProviderServer {
  /** http://127.0.0.1:PORT — the Anthropic SDK's base URL. */
  url: string;
  /** url + "/v1" — the OpenAI SDK's base URL. */
  openaiBaseUrl: string;
  requests: RecordedRequest[];
  /** Queue replies for the next requests, in order. */
  script(...replies: ScriptedReply[]): void;
  /** Drop the replies still queued (e.g. after a run stopped before reaching them). */
  clearScript(): void;
  /** How unscripted requests are answered (text of the reply). */
  answer: (r: RecordedRequest) => string;
  /** Most requests handled at once so far. */
  maxConcurrent: number;
  close(): Promise<void>;
}

export async function startProviderServer(answer: (r: RecordedRequest) => string = () => "A"): Promise<ProviderServer> {
  const queue: ScriptedReply[] = [];
  let active = 0;
  const sockets = new Set<import("node:net").Socket>();
  const state: ProviderServer = {
    url: "",
    openaiBaseUrl: "",
    requests: [],
    script: (...r) => void queue.push(...r),
    clearScript: () => void queue.splice(0),
    answer,
    maxConcurrent: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    active++;
    state.maxConcurrent = Math.max(state.maxConcurrent, active);
    try {
      const raw = await readBody(req);
      const path = (req.url ?? "").split("?")[0]!;
      const protocol: Protocol | undefined = path.endsWith("/chat/completions")
        ? "openai"
        : path.endsWith("/v1/messages")
          ? "anthropic"
          : undefined;
      if (req.method !== "POST" || !protocol)
        return send(res, 404, { error: { message: `no route ${req.method} ${path}` } });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, { error: { message: "request body is not JSON" } });
      }
      const rec: RecordedRequest = {
        protocol,
        path,
        headers: req.headers,
        body,
        messages: promptOf(protocol, body),
        at: Date.now(),
      };
      state.requests.push(rec);
      const i = queue.findIndex((q) => q.protocol === undefined || q.protocol === protocol);
      const scripted = i >= 0 ? queue.splice(i, 1)[0] : undefined;
      if (scripted?.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (res.destroyed) return;
      if (scripted?.reset) return void req.socket.destroy();
      if (
        scripted &&
        (scripted.status !== undefined || scripted.body !== undefined || scripted.bodyFrom !== undefined)
      ) {
        const body = scripted.bodyFrom?.(rec) ?? scripted.body ?? errorBody(protocol, scripted.status ?? 200);
        return send(res, scripted.status ?? 200, body, scripted.headers);
      }
      const text = state.answer(rec);
      send(res, 200, protocol === "openai" ? openaiReply(body, text) : anthropicReply(body, text), scripted?.headers);
    } finally {
      active--;
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${port}`;
  state.openaiBaseUrl = `${state.url}/v1`;
  return state;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
}

function promptOf(protocol: Protocol, body: Record<string, unknown>): { role: string; content: string }[] {
  const out: { role: string; content: string }[] = [];
  if (protocol === "anthropic" && typeof body.system === "string") out.push({ role: "system", content: body.system });
  for (const m of (body.messages as { role: string; content: unknown }[] | undefined) ?? []) {
    out.push({ role: m.role, content: typeof m.content === "string" ? m.content : JSON.stringify(m.content) });
  }
  return out;
}

function errorBody(protocol: Protocol, status: number): unknown {
  const message = `scripted status ${status}`;
  return protocol === "openai"
    ? { error: { message, type: "error", code: null } }
    : { type: "error", error: { type: status === 429 ? "rate_limit_error" : "api_error", message } };
}

function openaiReply(body: Record<string, unknown>, text: string): unknown {
  return {
    id: "chatcmpl-local",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 },
  };
}

function anthropicReply(body: Record<string, unknown>, text: string): unknown {
  return {
    id: "msg_local",
    type: "message",
    role: "assistant",
    model: body.model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 1 },
  };
}

/**
 * The client side of the SDK adapters' tests (test/models/providers.test.ts and
 * providers.slow.test.ts): fake keys, one request about one item, and `ask`, which sends it
 * through `createProvider` and a SpendController whose backoff is milliseconds.
 */
const OPENAI_KEY = "sk-test-openai-0123456789abcdef";
const ANTHROPIC_KEY = "sk-ant-test-0123456789abcdef";
const env = { OPENAI_API_KEY: OPENAI_KEY, ANTHROPIC_API_KEY: ANTHROPIC_KEY };
const item: ItemContext = { itemId: "i1", condition: "original", correct: "B", labels: ["A", "B", "C", "D"] };
const request: ChatRequest = {
  messages: [
    { role: "system", content: "Answer with the letter only." },
    { role: "user", content: "2+2?\nA. 3\nB. 4\nC. 5\nD. 6\nAnswer:" },
  ],
  temperature: 0,
  maxTokens: 8,
};
export const sdkFixture = { OPENAI_KEY, ANTHROPIC_KEY, env, item, request };

export function fastSpend(extra = {}) {
  return new SpendController({ baseDelayMs: 10, maxDelayMs: 40, concurrency: 2, ...extra });
}

/** `spec` and `ask` for the server `server()` returns (started by the test file's own hooks). */
export function sdkCaller(server: () => ProviderServer) {
  function spec(provider: "openai" | "anthropic" | "compatible"): ModelSpec {
    return {
      label: `m-${provider}`,
      provider,
      model: "tiny-model",
      baseUrl: provider === "anthropic" ? server().url : server().openaiBaseUrl,
    };
  }
  async function ask(
    provider: "openai" | "anthropic" | "compatible",
    spend = fastSpend(),
    timeoutMs = 5000,
    e: Record<string, string> = env,
  ) {
    const p = createProvider(spec(provider), e, { timeoutMs });
    return spend.call(p.spec.label, () => p.complete(request, item));
  }
  return { spec, ask };
}
