import { requestKey } from "../cache/request-key.js";
import type { CachedResponse, EntryMeta, ResponseStore } from "../cache/response-store.js";
import { ExitCode, firstLine, StopError } from "../errors.js";
import type { SpendController } from "./spend.js";
import {
  TOP_LOGPROBS,
  type ChatReply,
  type ChatRequest,
  type ItemContext,
  type Provider,
  type ProviderIdentity,
} from "./types.js";

export interface AskResult {
  reply: ChatReply;
  /** cache: replayed; call: paid for now; shared: joined an identical call already in flight; fake: test double. */
  source: "cache" | "call" | "shared" | "fake";
  /** The cache key; undefined for the fake. */
  key?: string;
}

/** How a run interrupts asks (CallOptions in spend.ts): `stop` sends nothing more, `signal` cancels in flight. */
export interface AskRouting {
  stop?: AbortSignal;
  signal?: AbortSignal;
}

/**
 * The server a provider's requests go to: its base URL's origin (scheme, host, port). Models
 * behind one server share its concurrency limit; models on different servers are asked at once.
 */
export function serverKey(identity: ProviderIdentity): string {
  if (identity.baseUrl === "") return `${identity.provider}:`;
  try {
    return new URL(identity.baseUrl).origin;
  } catch {
    return identity.baseUrl;
  }
}

/** A paid answer the response store could not make durable (a full or read-only disk). */
export interface UnstoredAnswer {
  readonly key: string;
  readonly response: CachedResponse;
  readonly meta: EntryMeta;
}

/**
 * The response store refused a write: the run stops asking (each further answer would be paid
 * for and lost too). The caller keeps `AskThroughCache.unstored()` elsewhere and says where.
 */
export class CacheWriteError extends StopError {
  constructor(readonly error: unknown) {
    super(`the response cache could not store a paid answer (${firstLine(error)})`, ExitCode.InvalidInput);
    this.name = "CacheWriteError";
  }
}

export interface AskCounts {
  hits: number;
  calls: number;
  shared: number;
  fake: number;
}

/**
 * The only way a run asks a model: look the request up in the response store; if absent, pay
 * for one call through the spend controller, make it durable, then return what the store holds.
 * Identical requests in flight at once share one call, so each distinct prompt is sent once.
 */
export class AskThroughCache {
  private readonly inFlight = new Map<string, Promise<ChatReply>>();
  private readonly counts: AskCounts = { hits: 0, calls: 0, shared: 0, fake: 0 };
  private readonly lost: UnstoredAnswer[] = [];
  private writeError: unknown;
  /** Fired by the first answer the store refuses: calls still waiting for a slot are not sent. */
  private readonly storeFailed = new AbortController();

  constructor(
    private readonly opts: {
      /** No store: every cacheable request is paid for (and still deduplicated within the run). */
      store?: ResponseStore;
      spend: SpendController;
      /** Version of the prompt template; part of every key. */
      promptFormat: string;
    },
  ) {}

  stats(): AskCounts {
    return { ...this.counts };
  }

  /** Answers paid for in this run that the store could not keep, and the first write error. */
  unstored(): { answers: readonly UnstoredAnswer[]; error: unknown } {
    return { answers: [...this.lost], error: this.writeError };
  }

  /** Distinct requests that would be paid for again although an answer is stored in a segment not replayed. */
  withheldCalls(provider: Provider, requests: Iterable<ChatRequest>, replicate = 0): number {
    const store = this.opts.store;
    if (!provider.cacheable || !store) return 0;
    const keys = new Set<string>();
    for (const r of requests) {
      const k = this.keyFor(provider, r, replicate)!;
      if (store.withholds(k)) keys.add(k);
    }
    return keys.size;
  }

  /** The cache key of a request to a provider, or undefined when the provider is never cached. */
  keyFor(provider: Provider, request: ChatRequest, replicate = 0): string | undefined {
    if (!provider.cacheable) return undefined;
    return requestKey({
      ...provider.identity,
      messages: request.messages,
      temperature: request.temperature,
      maxTokens: request.maxTokens,
      promptFormat: this.opts.promptFormat,
      replicate,
      ...(provider.identity.signal !== undefined
        ? { signal: provider.identity.signal, topLogprobs: TOP_LOGPROBS }
        : {}),
    });
  }

  /** Distinct requests that would cost a call now (cached and duplicate ones excluded). */
  uncachedCalls(provider: Provider, requests: Iterable<ChatRequest>, replicate = 0): number {
    if (!provider.cacheable) return 0;
    const keys = new Set<string>();
    for (const r of requests) {
      const k = this.keyFor(provider, r, replicate)!;
      if (!this.opts.store?.has(k)) keys.add(k);
    }
    return keys.size;
  }

  /** Whether answers are kept on disk (a run without one loses them when it stops). */
  get durable(): boolean {
    return this.opts.store !== undefined;
  }

  async ask(
    provider: Provider,
    request: ChatRequest,
    item: ItemContext,
    replicate = 0,
    routing: AskRouting = {},
  ): Promise<AskResult> {
    const key = this.keyFor(provider, request, replicate);
    if (key === undefined) {
      this.counts.fake++;
      return { reply: await provider.complete(request, item), source: "fake" };
    }
    const hit = this.opts.store?.get(key);
    if (hit) {
      // The key names the signal, so only a damaged or planted entry can lack what it asked for;
      // it is never scored as some other answer (docs/providers.md "The probability signal").
      if (provider.identity.signal !== undefined && hit.tokens === undefined)
        throw new StopError(
          `${provider.spec.label}: the response cache holds an answer without probabilities under a probability request's key (${key.slice(0, 12)}); remove that entry or run with --no-cache`,
          ExitCode.InvalidInput,
        );
      this.counts.hits++;
      return { reply: { ...hit }, source: "cache", key };
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.counts.shared++;
      return { reply: await running, source: "shared", key };
    }
    const p = this.callAndStore(provider, request, item, key, routing);
    this.inFlight.set(key, p);
    try {
      const reply = await p;
      this.counts.calls++;
      return { reply, source: "call", key };
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async callAndStore(
    provider: Provider,
    request: ChatRequest,
    item: ItemContext,
    key: string,
    routing: AskRouting,
  ): Promise<ChatReply> {
    const stop = routing.stop ? AbortSignal.any([routing.stop, this.storeFailed.signal]) : this.storeFailed.signal;
    const reply = await this.opts.spend.call(
      provider.spec.label,
      (_n, signal) => provider.complete(request, item, signal),
      {
        server: serverKey(provider.identity),
        stop,
        ...(routing.signal ? { signal: routing.signal } : {}),
      },
    );
    const store = this.opts.store;
    if (!store) return reply;
    const response: CachedResponse = {
      text: reply.text,
      ...(reply.finishReason !== undefined ? { finishReason: reply.finishReason } : {}),
      ...(reply.tokens !== undefined ? { tokens: reply.tokens } : {}),
    };
    const meta = { provider: provider.identity.provider, model: provider.identity.model };
    // On disk before it is used: the answer returned is the one the store will replay.
    let kept: CachedResponse;
    try {
      kept = await store.put(key, response, meta);
    } catch (e) {
      // Paid for and not durable: held here for the caller to keep elsewhere, and the run stops.
      this.lost.push({ key, response, meta });
      this.writeError ??= e;
      this.storeFailed.abort();
      throw new CacheWriteError(e);
    }
    // What the store holds is what is used, probabilities included (a concurrent run's first answer wins).
    const used: ChatReply = { ...reply, text: kept.text };
    if (kept.tokens !== undefined) used.tokens = kept.tokens;
    else delete used.tokens;
    return used;
  }
}
