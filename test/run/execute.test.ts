import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { listenForSignals } from "../../src/interrupt.js";
import { AskThroughCache } from "../../src/models/ask-through-cache.js";
import { FakeProvider } from "../../src/models/fake.js";
import { SpendController } from "../../src/models/spend.js";
import { askAll, RunInterruptedError, formatProgress } from "../../src/run/execute.js";
import { planAsks } from "../../src/run/plan.js";
import { syntheticItems } from "../../src/run/synthetic.js";

/** The in-process half of the interruption tests (test/run/signals.slow.test.ts runs a real child process). */
function fakeProcess() {
  const em = new EventEmitter();
  const exits: number[] = [];
  return { em, exits, proc: { on: em.on.bind(em), off: em.off.bind(em), exit: (c: number) => void exits.push(c) } };
}

describe("listenForSignals", () => {
  it("the first signal aborts with its name and says so; the second exits at once with 128 + its number", () => {
    const { em, exits, proc } = fakeProcess();
    const said: string[] = [];
    const i = listenForSignals(proc, (l) => said.push(l));
    expect(i.signal.aborted).toBe(false);
    expect(i.exitCode()).toBeUndefined();
    em.emit("SIGINT");
    expect(i.signal.aborted).toBe(true);
    expect(i.signal.reason).toBe("SIGINT");
    expect(i.exitCode()).toBe(130);
    expect(exits).toEqual([]);
    expect(said[0]).toMatch(/^contamgate: SIGINT: no new questions are asked; .*Ctrl-C again quits at once/);
    em.emit("SIGTERM");
    expect(exits).toEqual([143]);
    expect(said[1]).toMatch(/SIGTERM again: quitting now/);
  });

  it("SIGTERM first is 143; after dispose the handlers are gone", () => {
    const { em, proc } = fakeProcess();
    const i = listenForSignals(proc, () => {});
    em.emit("SIGTERM");
    expect(i.exitCode()).toBe(143);
    i.dispose();
    expect(em.listenerCount("SIGINT") + em.listenerCount("SIGTERM")).toBe(0);
  });
});

describe("askAll with an abort signal", () => {
  const plan = planAsks(syntheticItems(20, "s"), {
    perturbers: ["shuffle_choices"],
    seed: "s",
    format: { kind: "builtin", name: "en" },
    temperature: 0,
    maxTokens: 16,
  });
  const asker = () => new AskThroughCache({ spend: new SpendController(), promptFormat: plan.promptFormat });
  const fake = new FakeProvider({ label: "f", provider: "fake", model: "f", accuracy: 0.5, memorized: 0 });

  it("already aborted: asks nothing and reports the interruption (a stop, exit 3 in the report), never answers", async () => {
    const c = new AbortController();
    c.abort("SIGINT");
    const a = asker();
    const e = await askAll([fake], plan, a, { abort: c.signal }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RunInterruptedError);
    expect((e as RunInterruptedError).exitCode).toBe(3);
    expect((e as RunInterruptedError).message).toBe(
      "interrupted by SIGINT: only fake models were asked (nothing was paid for); rerunning the same command starts over",
    );
    expect(a.stats().fake).toBe(0);
  });

  it("aborted part-way: no question is started after the signal", async () => {
    const c = new AbortController();
    let asked = 0;
    const counting = new FakeProvider({ label: "f", provider: "fake", model: "f", accuracy: 0.5, memorized: 0 });
    const orig = counting.complete.bind(counting);
    counting.complete = async (r, item) => {
      if (++asked === 5) c.abort("SIGTERM");
      return orig(r, item);
    };
    const e = await askAll([counting], plan, asker(), { abort: c.signal, workers: 1 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RunInterruptedError);
    expect(asked).toBe(5);
  });
});

/** The progress line's ETA never shows 60 seconds ("1m60s" for 119.6 s left). */
describe("progress ETA", () => {
  it("rounds to whole seconds before splitting into minutes", () => {
    // 10 done in 1 s → 10/s; 1,196 left → 119.6 s → 2m00s.
    expect(formatProgress({ done: 10, total: 1206, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 2m00s$/);
    // 59.6 s left → 1m00s.
    expect(formatProgress({ done: 10, total: 606, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 1m00s$/);
    expect(formatProgress({ done: 10, total: 650, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 1m04s$/);
  });
});
