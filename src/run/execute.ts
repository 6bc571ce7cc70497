import { setMaxListeners } from "node:events";
import { ExitCode, StopError } from "../errors.js";
import { serverKey, type AskThroughCache } from "../models/ask-through-cache.js";
import { CallAbortedError } from "../models/spend.js";
import type { ChatReply, Provider } from "../models/types.js";
import type { AskPlan } from "./plan.js";

export interface Progress {
  done: number;
  total: number;
  hits: number;
  calls: number;
  elapsedMs: number;
}

/** What scoring needs of a reply: the text, whether the provider said it refused, and (probability signal) its first tokens' alternatives. */
export type Answer = Pick<ChatReply, "text" | "finishReason" | "tokens">;

/**
 * After the first SIGINT/SIGTERM, answers already in flight (paid for) may still arrive for this
 * long; then they are cancelled. Shorter than the 7.5 s GitHub Actions leaves between a cancel's
 * SIGINT and its SIGTERM, so the partial report is still written.
 */
export const INTERRUPT_GRACE_MS = 5_000;

/** Where the answers of an interrupted run went: the response cache, nowhere (--no-cache), or nothing was paid for. */
export type InterruptedAnswers = "cached" | "not_cached" | "free";

/**
 * The run was interrupted (the abort signal fired): nothing more is asked, and what arrived is in
 * the response cache. Exit 3 in the report (its spend was not completed); the CLI exits 128 + the
 * signal's number.
 */
export class RunInterruptedError extends StopError {
  constructor(
    readonly signalName: string,
    readonly answers: InterruptedAnswers,
    /** Answers received in this run and kept in the response cache. */
    readonly stored: number,
    /** Paid calls a rerun of the same command would make. */
    readonly remaining: number,
  ) {
    const n = (k: number) => k.toLocaleString("en-US");
    super(
      answers === "cached"
        ? `interrupted by ${signalName}: ${n(stored)} answer(s) received in this run are stored in the response cache; ` +
            `rerunning the same command asks only the ${n(remaining)} question(s) not yet answered`
        : answers === "not_cached"
          ? `interrupted by ${signalName}: no response cache (--no-cache), so the answers received are not kept; rerunning the same command asks all ${n(remaining)} again`
          : `interrupted by ${signalName}: only fake models were asked (nothing was paid for); rerunning the same command starts over`,
      ExitCode.Unconfirmed,
    );
    this.name = "RunInterruptedError";
  }
}

/**
 * Asks every model every planned question through the cache. Models behind different servers
 * are asked at the same time, `workers` at a time for each server (the spend controller still
 * decides how many HTTP requests run: `concurrency` per server, one global rate limit and
 * budget). On the first failure no new question is started; questions in flight finish (and are
 * cached), then the failure is rethrown — so an interrupted run resumes where it stopped.
 * When `abort` fires, no new question is started either; answers in flight may arrive for
 * `graceMs`, then they are cancelled, and RunInterruptedError says what a rerun will ask.
 */
export async function askAll(
  providers: readonly Provider[],
  plan: AskPlan,
  asker: AskThroughCache,
  o: {
    workers?: number;
    onProgress?: (p: Progress) => void;
    progressEveryMs?: number;
    now?: () => number;
    abort?: AbortSignal;
    graceMs?: number;
  } = {},
): Promise<Answer[][]> {
  const now = o.now ?? Date.now;
  const replies = providers.map(() => new Array<Answer>(plan.asks.length));
  const total = providers.length * plan.asks.length;
  const t0 = now();
  let done = 0,
    hits = 0,
    calls = 0,
    lastReport = t0;
  let failure: unknown;
  const report = (force: boolean) => {
    const t = now();
    if (!o.onProgress || (!force && t - lastReport < (o.progressEveryMs ?? 10_000))) return;
    lastReport = t;
    o.onProgress({ done, total, hits, calls, elapsedMs: t - t0 });
  };

  // The first signal stops new asks at once; the in-flight ones are cancelled after the grace.
  const stop = o.abort;
  const cancel = new AbortController();
  // Every request in flight listens on it: as many listeners as workers, by design.
  setMaxListeners(0, cancel.signal);
  let grace: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => {
    grace = setTimeout(() => cancel.abort(stop?.reason), o.graceMs ?? INTERRUPT_GRACE_MS);
  };
  if (stop?.aborted) onAbort();
  else stop?.addEventListener("abort", onAbort, { once: true });
  const routing = { ...(stop ? { stop } : {}), signal: cancel.signal };

  // One queue per server, model after model within it.
  const groups = new Map<string, number[]>();
  providers.forEach((p, m) => {
    const k = serverKey(p.identity);
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(m);
  });
  const perServer = Math.max(1, o.workers ?? 64);
  const pools: Promise<void>[] = [];
  for (const models of groups.values()) {
    const jobs = models.length * plan.asks.length;
    let next = 0;
    const worker = async () => {
      while (failure === undefined && !stop?.aborted && next < jobs) {
        const k = next++;
        const m = models[Math.floor(k / plan.asks.length)]!;
        const i = k % plan.asks.length;
        const ask = plan.asks[i]!;
        try {
          const r = await asker.ask(providers[m]!, ask.request, ask.context, 0, routing);
          replies[m]![i] = {
            text: r.reply.text,
            ...(r.reply.finishReason !== undefined ? { finishReason: r.reply.finishReason } : {}),
            ...(r.reply.tokens !== undefined ? { tokens: r.reply.tokens } : {}),
          };
          if (r.source === "cache") hits++;
          else if (r.source === "call") calls++;
          done++;
          report(false);
        } catch (e) {
          // An abandoned call is the interruption's doing, reported below, not a failure.
          if (!(e instanceof CallAbortedError)) failure ??= e;
        }
      }
    };
    for (let w = 0; w < Math.min(perServer, jobs); w++) pools.push(worker());
  }
  try {
    await Promise.all(pools);
  } finally {
    clearTimeout(grace);
    stop?.removeEventListener("abort", onAbort);
  }
  report(true);
  if (failure !== undefined) throw failure;
  if (stop?.aborted) {
    let remaining = 0;
    for (const p of providers)
      remaining += asker.uncachedCalls(
        p,
        plan.asks.map((a) => a.request),
      );
    const answers: InterruptedAnswers = !providers.some((p) => p.cacheable)
      ? "free"
      : asker.durable
        ? "cached"
        : "not_cached";
    throw new RunInterruptedError(signalName(stop.reason), answers, answers === "cached" ? calls : 0, remaining);
  }
  return replies;
}

function signalName(reason: unknown): string {
  return typeof reason === "string" && /^SIG[A-Z]+$/.test(reason) ? reason : "an interruption";
}

/** "1,200/2,000 answers (800 from cache, 400 calls), 12.5/s, ETA 1m04s" */
export function formatProgress(p: Progress): string {
  const rate = p.elapsedMs > 0 ? p.done / (p.elapsedMs / 1000) : 0;
  const left = rate > 0 ? Math.round((p.total - p.done) / rate) : NaN;
  const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
  return `${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} answers (${p.hits.toLocaleString("en-US")} from cache, ${p.calls.toLocaleString("en-US")} calls), ${rate.toFixed(1)}/s${eta}`;
}
