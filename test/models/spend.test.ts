import { describe, expect, it, vi } from "vitest";
import { ProviderCallError, ProviderFailedError, parseRetryAfter } from "../../src/models/call-error.js";
import { BudgetExceededError, CallAbortedError, SpendController } from "../../src/models/spend.js";

const fail = (status: number, retryAfterMs?: number) => async () => {
  throw new ProviderCallError(`HTTP ${status}`, "http", status, retryAfterMs);
};

describe("SpendController", () => {
  it("refuses calls beyond the budget, cleanly, without attempting them", async () => {
    const spend = new SpendController({ budget: 3 });
    let attempts = 0;
    const counted = async () => {
      attempts++;
      return "ok";
    };
    for (let i = 0; i < 3; i++) await spend.call("m", counted);
    const e = await spend.call("m", counted).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BudgetExceededError);
    expect((e as BudgetExceededError).exitCode).toBe(3);
    expect(attempts).toBe(3);
    expect(spend.stats()).toMatchObject({ calls: 3, attempts: 3, budgetExhausted: true });
    expect(spend.remaining()).toBe(0);
  });

  it("retries count against attempts, not against the call budget", async () => {
    let n = 0;
    const spend = new SpendController({ budget: 1, sleep: async () => {} });
    expect(await spend.call("m", async () => (n++ < 2 ? fail(503)() : "ok"))).toBe("ok");
    expect(spend.stats()).toMatchObject({ calls: 1, attempts: 3, retries: 2, failures: { "503": 2 } });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 529])("retries status %i", async (status) => {
    let n = 0;
    const spend = new SpendController({ sleep: async () => {} });
    expect(await spend.call("m", async () => (n++ === 0 ? fail(status)() : "ok"))).toBe("ok");
    expect(n).toBe(2);
  });

  it.each([400, 401, 403, 404, 422])("fails at once on status %i", async (status) => {
    let n = 0;
    const spend = new SpendController({ sleep: async () => {} });
    const e = await spend
      .call("m", async () => {
        n++;
        return fail(status)();
      })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProviderFailedError);
    expect(n).toBe(1);
  });

  it("backs off exponentially with jitter inside [d/2, d], capped", async () => {
    for (const r of [0, 0.999999]) {
      const delays: number[] = [];
      const spend = new SpendController({
        maxRetries: 6,
        baseDelayMs: 100,
        maxDelayMs: 1000,
        random: () => r,
        sleep: async (ms) => void delays.push(ms),
      });
      await spend.call("m", fail(500)).catch(() => {});
      const caps = [100, 200, 400, 800, 1000, 1000];
      expect(delays).toHaveLength(6);
      delays.forEach((d, i) => {
        expect(d).toBeGreaterThanOrEqual(caps[i]! / 2 - 1e-9);
        expect(d).toBeLessThanOrEqual(caps[i]!);
        expect(d).toBeCloseTo(r === 0 ? caps[i]! / 2 : caps[i]!, 3);
      });
    }
  });

  it("waits at least Retry-After before the retry", async () => {
    // A virtual clock: sleeping advances it, so a 7 s Retry-After costs no real time.
    let t = 0;
    const delays: number[] = [];
    const spend = new SpendController({
      baseDelayMs: 10,
      random: () => 0.5,
      now: () => t,
      sleep: async (ms) => {
        delays.push(ms);
        t += ms;
      },
    });
    let n = 0;
    const starts: number[] = [];
    await spend.call("m", async () => {
      starts.push(t);
      return n++ === 0 ? fail(429, 7000)() : "ok";
    });
    expect(delays[0]).toBeGreaterThanOrEqual(7000);
    expect(delays[0]).toBeLessThanOrEqual(7000 + 1000);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(7000);
  });

  it("a 429's Retry-After pauses calls that start during it, not only the one that got it", async () => {
    // Fake timers: the clock moves only when the test says so, so the figures are exact on a
    // loaded machine too.
    vi.useFakeTimers();
    try {
      const spend = new SpendController({ concurrency: 4, random: () => 0, now: () => Date.now() });
      const t0 = Date.now();
      let failedAt = -1;
      let n = 0;
      const a = spend.call("a", async () => {
        if (n++ > 0) return Date.now();
        failedAt = Date.now();
        return fail(429, 300)();
      });
      await vi.advanceTimersByTimeAsync(50);
      let bStart = -1;
      const b = spend.call("b", async () => {
        bStart = Date.now();
        return "ok";
      });
      await vi.runAllTimersAsync();
      const aRetry = await a;
      await b;
      expect(failedAt - t0).toBe(0);
      expect(bStart - failedAt).toBe(300); // asked at 50 ms, held until the pause ends
      expect(aRetry - failedAt).toBe(300);
    } finally {
      vi.useRealTimers();
    }
  });

  it("parses Retry-After in seconds, as a date, and retry-after-ms", () => {
    const h = (o: Record<string, string>) => new Headers(o);
    expect(parseRetryAfter(h({ "retry-after": "3" }))).toBe(3000);
    expect(parseRetryAfter(h({ "retry-after-ms": "250", "retry-after": "3" }))).toBe(250);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter(h({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(5000);
    expect(parseRetryAfter(h({ "retry-after": "soon" }))).toBeUndefined();
    expect(parseRetryAfter(h({}))).toBeUndefined();
  });

  it("never has more attempts in flight than the concurrency limit", async () => {
    const spend = new SpendController({ concurrency: 3 });
    let active = 0;
    let peak = 0;
    const slow = async () => {
      peak = Math.max(peak, ++active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return "ok";
    };
    await Promise.all(Array.from({ length: 30 }, () => spend.call("m", slow)));
    expect(peak).toBe(3);
  });

  it("spaces attempt starts by 60/rpm seconds across concurrent callers", async () => {
    vi.useFakeTimers();
    try {
      const spend = new SpendController({ requestsPerMinute: 1200, concurrency: 10, now: () => Date.now() }); // 50 ms apart
      const t0 = Date.now();
      const starts: number[] = [];
      const all = Promise.all(
        Array.from({ length: 8 }, () =>
          spend.call("m", async () => {
            starts.push(Date.now() - t0);
            return "ok";
          }),
        ),
      );
      await vi.runAllTimersAsync();
      await all;
      expect(starts).toEqual([0, 50, 100, 150, 200, 250, 300, 350]);
      expect(spend.stats().attempts).toBe(8);
    } finally {
      vi.useRealTimers();
    }
  });

  it("wraps unexpected errors as network failures and retries them", async () => {
    let n = 0;
    const spend = new SpendController({ sleep: async () => {} });
    expect(
      await spend.call("m", async () => {
        if (n++ === 0) throw new Error("socket hang up");
        return "ok";
      }),
    ).toBe("ok");
    expect(spend.stats().failures).toEqual({ network: 1 });
  });
});

describe("fromSdkError", () => {
  it("classifies by status first, then timeout, malformed body, network; and redacts", async () => {
    const { fromSdkError } = await import("../../src/models/sdk-errors.js");
    const env = { OPENAI_API_KEY: "sk-live-abcdefghijklmnop" };
    const http = Object.assign(new Error("400 request timeout parameter invalid for sk-live-abcdefghijklmnop"), {
      status: 400,
      headers: new Headers({ "retry-after": "2" }),
    });
    const e1 = fromSdkError(http, env, "m");
    expect([e1.kind, e1.status, e1.retryAfterMs]).toEqual(["http", 400, 2000]);
    expect(e1.message).not.toContain("abcdefghijklmnop");
    class APIConnectionTimeoutError extends Error {}
    expect(fromSdkError(new APIConnectionTimeoutError("Request timed out."), env, "m").kind).toBe("timeout");
    expect(fromSdkError(new SyntaxError("Unexpected token < in JSON at position 0"), env, "m").kind).toBe("malformed");
    expect(fromSdkError(new Error("Connection error."), env, "m").kind).toBe("network");
  });
});

describe("SpendController halting", () => {
  it("after a call fails for good, queued and later calls send nothing", async () => {
    const spend = new SpendController({ concurrency: 1 });
    let sent = 0;
    const refused = async () => {
      sent++;
      await new Promise((r) => setTimeout(r, 5));
      return fail(401)();
    };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => spend.call("m", refused)));
    expect(sent).toBe(1);
    expect(results.every((r) => r.status === "rejected" && (r.reason as ProviderFailedError).exitCode === 4)).toBe(
      true,
    );
    await expect(spend.call("m", async () => "ok")).rejects.toBeInstanceOf(ProviderFailedError);
    const lenient = new SpendController({ haltOnFailure: false });
    await lenient.call("m", fail(404)).catch(() => {});
    expect(await lenient.call("m", async () => "ok")).toBe("ok");
  });
});

describe("SpendController: servers and interruption", () => {
  /** A call that stays in flight until released, recording how many are in flight per server. */
  function gate() {
    const active: Record<string, number> = {};
    const peak: Record<string, number> = {};
    let peakAll = 0;
    const waiting: (() => void)[] = [];
    const attempt = (server: string) => async () => {
      active[server] = (active[server] ?? 0) + 1;
      peak[server] = Math.max(peak[server] ?? 0, active[server]!);
      peakAll = Math.max(
        peakAll,
        Object.values(active).reduce((a, b) => a + b, 0),
      );
      await new Promise<void>((r) => waiting.push(r));
      active[server]!--;
      return "ok";
    };
    const releaseAll = async () => {
      // Let every queued call reach its attempt, then release whatever is waiting, until done.
      for (let i = 0; i < 200; i++) {
        await new Promise((r) => setImmediate(r));
        while (waiting.length) waiting.shift()!();
      }
    };
    return { attempt, releaseAll, peak, peakAll: () => peakAll };
  }

  it("concurrency is per server: two servers each get their own slots, one server never more than its limit", async () => {
    const spend = new SpendController({ concurrency: 2 });
    const g = gate();
    const calls = [
      ...Array.from({ length: 6 }, () => spend.call("a", g.attempt("a"), { server: "http://a" })),
      ...Array.from({ length: 6 }, () => spend.call("b", g.attempt("b"), { server: "http://b" })),
    ];
    await g.releaseAll();
    await Promise.all(calls);
    expect(g.peak).toEqual({ a: 2, b: 2 });
    expect(g.peakAll()).toBe(4);
  });

  it("the budget and the rate limit stay global across servers", async () => {
    const starts: number[] = [];
    const spend = new SpendController({ budget: 5, requestsPerMinute: 1200, concurrency: 4 }); // 50 ms apart
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        spend.call(
          `m${i % 2}`,
          async () => {
            starts.push(performance.now());
            return "ok";
          },
          { server: i % 2 ? "http://a" : "http://b" },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof BudgetExceededError)).toHaveLength(3);
    starts.sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(45);
  });

  it("a Retry-After pauses its own server, not the others", async () => {
    let t = 0;
    const spend = new SpendController({
      concurrency: 4,
      random: () => 0,
      now: () => t,
      sleep: async (ms) => {
        t += ms;
      },
    });
    let n = 0;
    const a = spend.call("a", async () => (n++ === 0 ? fail(429, 60_000)() : "ok"), { server: "http://a" });
    await new Promise((r) => setImmediate(r));
    const tB = t;
    let bAt = -1;
    await spend.call(
      "b",
      async () => {
        bAt = t;
        return "ok";
      },
      { server: "http://b" },
    );
    expect(bAt - tB).toBeLessThan(60_000);
    await a;
  });

  it("once stopped, queued calls are not sent, a failing call is not retried, and neither counts as a failure", async () => {
    const stop = new AbortController();
    const spend = new SpendController({ concurrency: 1, baseDelayMs: 1 });
    const g = gate();
    const first = spend.call("m", g.attempt("a"), { stop: stop.signal });
    const queued = spend.call("m", g.attempt("a"), { stop: stop.signal }).catch((e: unknown) => e);
    let retried = 0;
    const failing = new SpendController({
      concurrency: 1,
      sleep: async () => {
        stop.abort("SIGINT");
      },
    });
    const f = failing
      .call(
        "m",
        async () => {
          retried++;
          return fail(503)();
        },
        { stop: stop.signal },
      )
      .catch((e: unknown) => e);
    await new Promise((r) => setImmediate(r));
    stop.abort("SIGINT");
    await g.releaseAll();
    expect(await first).toBe("ok");
    expect(await queued).toBeInstanceOf(CallAbortedError);
    expect(await f).toBeInstanceOf(CallAbortedError);
    expect(retried).toBe(1);
    expect(spend.stats()).toMatchObject({ calls: 1, attempts: 1, failed: 0 });
    expect(failing.stats()).toMatchObject({ failed: 0 });
    await expect(spend.call("m", async () => "ok", { stop: stop.signal })).rejects.toBeInstanceOf(CallAbortedError);
  });

  it("a cancelled request in flight is abandoned, not retried as a network error", async () => {
    const cancel = new AbortController();
    const spend = new SpendController({ baseDelayMs: 1 });
    let attempts = 0;
    const p = spend
      .call(
        "m",
        (_n, signal) => {
          attempts++;
          return new Promise<string>((_r, reject) =>
            signal!.addEventListener("abort", () => reject(new Error("Request was aborted."))),
          );
        },
        { signal: cancel.signal },
      )
      .catch((e: unknown) => e);
    await new Promise((r) => setImmediate(r));
    cancel.abort("SIGTERM");
    expect(await p).toBeInstanceOf(CallAbortedError);
    expect(attempts).toBe(1);
    expect(spend.stats()).toMatchObject({ retries: 0, failed: 0 });
  });
});
