import type { AskThroughCache } from "../models/ask-through-cache.js";
import type { Provider } from "../models/types.js";
import type { AskPlan } from "./plan.js";

export interface Progress {
  done: number;
  total: number;
  hits: number;
  calls: number;
  elapsedMs: number;
}

/**
 * Asks every model every planned question through the cache, `workers` at a time (the spend
 * controller still decides how many HTTP requests run). On the first failure no new question
 * is started; questions in flight finish (and are cached), then the failure is rethrown — so an
 * interrupted run resumes where it stopped.
 */
export async function askAll(
  providers: readonly Provider[],
  plan: AskPlan,
  asker: AskThroughCache,
  o: { workers?: number; onProgress?: (p: Progress) => void; progressEveryMs?: number; now?: () => number } = {},
): Promise<string[][]> {
  const now = o.now ?? Date.now;
  const replies = providers.map(() => new Array<string>(plan.asks.length));
  const total = providers.length * plan.asks.length;
  const t0 = now();
  let next = 0, done = 0, hits = 0, calls = 0, lastReport = t0;
  let failure: unknown;
  const report = (force: boolean) => {
    const t = now();
    if (!o.onProgress || (!force && t - lastReport < (o.progressEveryMs ?? 10_000))) return;
    lastReport = t;
    o.onProgress({ done, total, hits, calls, elapsedMs: t - t0 });
  };
  const worker = async () => {
    while (failure === undefined && next < total) {
      const k = next++;
      const m = Math.floor(k / plan.asks.length);
      const i = k % plan.asks.length;
      const ask = plan.asks[i]!;
      try {
        const r = await asker.ask(providers[m]!, ask.request, ask.context);
        replies[m]![i] = r.reply.text;
        if (r.source === "cache") hits++;
        else if (r.source === "call") calls++;
        done++;
        report(false);
      } catch (e) {
        failure ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.workers ?? 64, total)) }, worker));
  report(true);
  if (failure !== undefined) throw failure;
  return replies;
}

/** "1,200/2,000 answers (800 from cache, 400 calls), 12.5/s, ETA 1m04s" */
export function formatProgress(p: Progress): string {
  const rate = p.elapsedMs > 0 ? p.done / (p.elapsedMs / 1000) : 0;
  const left = rate > 0 ? Math.round((p.total - p.done) / rate) : NaN;
  const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
  return `${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} answers (${p.hits.toLocaleString("en-US")} from cache, ${p.calls.toLocaleString("en-US")} calls), ${rate.toFixed(1)}/s${eta}`;
}
