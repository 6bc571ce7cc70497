import { ExitCode, StopError } from "../errors.js";
import { MAX_RETRY_AFTER_MS } from "../limits.js";
import { ProviderCallError, ProviderFailedError, isRetryable } from "./call-error.js";
import { describeText, sdkErrorType } from "./provider-text.js";

export interface SpendOptions {
  /** Most paid calls this run may start (retries of one call count once). Default: unlimited. */
  budget?: number;
  /** One global limit on attempts started per minute, across all models. Default: unlimited. */
  requestsPerMinute?: number;
  /** Most attempts in flight at once to one server (CallOptions.server). Default 4. */
  concurrency?: number;
  /** Further attempts after the first, for retryable failures. Default 5. */
  maxRetries?: number;
  /** First backoff; doubles per retry, with jitter. Default 500 ms. */
  baseDelayMs?: number;
  /** Cap on one backoff (not on a server's Retry-After). Default 30 s. */
  maxDelayMs?: number;
  /** Cap on an honoured Retry-After, so a hostile header cannot stall CI. Default MAX_RETRY_AFTER_MS (60 s; docs/reliability.md "Caps"). */
  maxRetryAfterMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** After a call fails for good, refuse every later call without sending it. Default true. */
  haltOnFailure?: boolean;
  /** Told about every retry, e.g. for progress lines. */
  onRetry?: (info: { label: string; attempt: number; delayMs: number; error: ProviderCallError }) => void;
}

export interface SpendStats {
  /** Paid calls started (each may take several attempts). */
  calls: number;
  /** HTTP attempts actually sent. */
  attempts: number;
  retries: number;
  /** Calls that failed for good. */
  failed: number;
  /** Attempts per failure status or kind, e.g. `{ "429": 2, timeout: 1 }`. */
  failures: Record<string, number>;
  /** Whether a call was refused because the budget was used up. */
  budgetExhausted: boolean;
}

/** How one call is routed and when it must give up without being a failure. */
export interface CallOptions {
  /**
   * The server the call goes to (e.g. its origin). `concurrency` and a server's Retry-After apply
   * per server, so models on different servers are asked at the same time; the budget and the
   * rate limit stay global. Default "": one shared server.
   */
  server?: string;
  /** Once aborted, no further attempt starts and no retry is made (the run is being interrupted). */
  stop?: AbortSignal;
  /** Passed to the attempt: aborting it cancels the request in flight. */
  signal?: AbortSignal;
}

/**
 * A call given up because the run was interrupted: not a provider failure (nothing halts, nothing
 * is counted as failed). Never escapes a run: the run reports the interruption instead.
 */
export class CallAbortedError extends Error {
  constructor(label: string) {
    super(`${label}: call abandoned (run interrupted)`);
    this.name = "CallAbortedError";
  }
}

/** The budget ran out: stop cleanly, no further calls (exit 3: this spend was not confirmed). */
export class BudgetExceededError extends StopError {
  constructor(budget: number) {
    super(
      `call budget of ${budget} exhausted; stopped before spending more (raise --max-calls to continue; answers so far are cached)`,
      ExitCode.Unconfirmed,
    );
    this.name = "BudgetExceededError";
  }
}

/**
 * Owns everything that decides when money is spent: the call budget, one global rate limit,
 * a concurrency limit and the retry policy (the SDKs' own retries are disabled so these are the
 * only ones, and every attempt is counted).
 */
export class SpendController {
  private readonly budget: number;
  private readonly intervalMs: number;
  private readonly concurrency: number;
  private readonly maxRetries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly onRetry: SpendOptions["onRetry"];
  private readonly haltOnFailure: boolean;
  private halted: ProviderFailedError | undefined;
  private nextStart = -Infinity;
  private lastStart = -Infinity;
  private readonly servers = new Map<string, { inFlight: number; waiting: (() => void)[]; pausedUntil: number }>();
  private readonly s: SpendStats = {
    calls: 0,
    attempts: 0,
    retries: 0,
    failed: 0,
    failures: {},
    budgetExhausted: false,
  };

  constructor(o: SpendOptions = {}) {
    this.budget = o.budget ?? Infinity;
    const rpm = o.requestsPerMinute ?? Infinity;
    if (!(rpm > 0)) throw new RangeError("requestsPerMinute must be > 0");
    this.intervalMs = 60_000 / rpm;
    this.concurrency = o.concurrency ?? 4;
    if (!(this.concurrency >= 1)) throw new RangeError("concurrency must be >= 1");
    this.maxRetries = o.maxRetries ?? 5;
    this.baseDelayMs = o.baseDelayMs ?? 500;
    this.maxDelayMs = o.maxDelayMs ?? 30_000;
    this.maxRetryAfterMs = o.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
    this.random = o.random ?? Math.random;
    this.sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = o.now ?? Date.now;
    this.onRetry = o.onRetry;
    this.haltOnFailure = o.haltOnFailure ?? true;
  }

  stats(): SpendStats {
    return { ...this.s, failures: { ...this.s.failures } };
  }

  /** Calls that may still be started before the budget refuses. */
  remaining(): number {
    return this.budget - this.s.calls;
  }

  /**
   * Runs one paid call: takes one unit of budget, then makes attempts (each under the rate and
   * concurrency limits) until one succeeds, a failure is permanent, or retries run out.
   */
  async call<T>(
    label: string,
    attempt: (attemptNo: number, signal?: AbortSignal) => Promise<T>,
    o: CallOptions = {},
  ): Promise<T> {
    if (this.halted) throw this.halted;
    if (o.stop?.aborted) throw new CallAbortedError(label);
    if (this.s.calls >= this.budget) {
      this.s.budgetExhausted = true;
      throw new BudgetExceededError(this.budget);
    }
    this.s.calls++;
    const server = this.server(o.server ?? "");
    for (let n = 0; ; n++) {
      await this.acquire(server);
      // Another call failed for good while this one waited: send nothing more.
      if (this.halted) {
        this.release(server);
        throw this.halted;
      }
      // Interrupted while this one waited: it was never sent, so it costs nothing.
      if (o.stop?.aborted) {
        this.release(server);
        if (n === 0) this.s.calls--;
        throw new CallAbortedError(label);
      }
      let error: ProviderCallError;
      try {
        this.s.attempts++;
        return await attempt(n, o.signal);
      } catch (e) {
        // Cancelled by the interruption: what the SDK reports is not the provider's failure.
        if (o.signal?.aborted) throw new CallAbortedError(label);
        // Anything else a provider client throws may quote the provider: only its type and a digest.
        error =
          e instanceof ProviderCallError
            ? e
            : new ProviderCallError(
                `${label}: ${sdkErrorType((e as Error)?.name) ?? "unexpected error"} from the provider client; ${describeText("message", e instanceof Error ? e.message : String(e))}`,
                "network",
              );
      } finally {
        this.release(server);
      }
      const tag = error.kind === "http" ? String(error.status) : error.kind;
      this.s.failures[tag] = (this.s.failures[tag] ?? 0) + 1;
      if (!isRetryable(error) || n >= this.maxRetries) {
        this.s.failed++;
        const why = isRetryable(error) ? ` (gave up after ${n + 1} attempt${n === 0 ? "" : "s"})` : "";
        const failed = new ProviderFailedError(`${error.message}${why}`, error.status, n + 1, error.untrustedBody);
        // A refused key or a dead endpoint will refuse the rest too: the run stops here.
        if (this.haltOnFailure) this.halted ??= failed;
        throw failed;
      }
      // No retry once the run is being interrupted: the call is abandoned, not failed.
      if (o.stop?.aborted) throw new CallAbortedError(label);
      const delayMs = this.backoff(n, error, server);
      this.s.retries++;
      this.onRetry?.({ label, attempt: n + 1, delayMs, error });
      await this.sleepUnlessStopped(delayMs, o.stop);
      if (o.stop?.aborted) throw new CallAbortedError(label);
    }
  }

  private server(key: string) {
    const known = this.servers.get(key);
    if (known) return known;
    const fresh = { inFlight: 0, waiting: [] as (() => void)[], pausedUntil: -Infinity };
    this.servers.set(key, fresh);
    return fresh;
  }

  /** A backoff that an interruption cuts short (a Retry-After may be minutes). */
  private async sleepUnlessStopped(ms: number, stop: AbortSignal | undefined): Promise<void> {
    if (!stop) return this.sleep(ms);
    let wake = () => {};
    const onAbort = () => wake();
    const aborted = new Promise<void>((r) => {
      wake = r;
    });
    stop.addEventListener("abort", onAbort, { once: true });
    try {
      await Promise.race([this.sleep(ms), aborted]);
    } finally {
      stop.removeEventListener("abort", onAbort);
    }
  }

  /** Exponential backoff with equal jitter; a server's Retry-After is a floor, and pauses everyone. */
  private backoff(n: number, e: ProviderCallError, server: { pausedUntil: number }): number {
    const exp = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** n);
    const jittered = exp / 2 + this.random() * (exp / 2);
    if (e.retryAfterMs === undefined) return jittered;
    const ra = Math.min(e.retryAfterMs, this.maxRetryAfterMs);
    // The server's whole pool backs off, not only this call: a 429 is about the account, not the
    // request. Other servers (other accounts) are not paused.
    server.pausedUntil = Math.max(server.pausedUntil, this.now() + ra);
    return ra + this.random() * Math.min(ra * 0.1, 1000);
  }

  private async acquire(server: { inFlight: number; waiting: (() => void)[]; pausedUntil: number }): Promise<void> {
    // A released slot is handed straight to the next waiter, so no newcomer can overtake it.
    if (server.inFlight < this.concurrency) server.inFlight++;
    else await new Promise<void>((r) => server.waiting.push(r));
    // Reserve the start time synchronously so concurrent callers space themselves out.
    const now = this.now();
    const start = Math.max(now, this.nextStart + this.intervalMs, server.pausedUntil);
    this.nextStart = start;
    if (start > now) await this.sleep(start - now);
    // Timers fire late under load; a late one must not let the next caller start too soon after
    // it, so the realized gap is checked too. A 429 seen while we waited pauses us as well.
    for (;;) {
      const t = this.now();
      const wait = Math.max(server.pausedUntil - t, this.lastStart + this.intervalMs - t);
      if (!(wait > 0)) {
        this.lastStart = t;
        return;
      }
      await this.sleep(wait);
    }
  }

  private release(server: { inFlight: number; waiting: (() => void)[] }): void {
    const next = server.waiting.shift();
    if (next) next();
    else server.inFlight--;
  }
}
