import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { tempDir } from "../hostile/cli-harness.js";
import { answerOf, cli, runArgs } from "../faults/harness.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/**
 * Crash safety: the compiled CLI (`node <outDir>/cli/bin.js run …`, a real child process) is
 * SIGKILLed at seeded points of a 40-item run against the local server — after the k-th answer
 * was sent, or t ms after start. After each kill, a re-run must ask for exactly the calls the
 * store does not hold and produce verdict JSON identical to an uninterrupted run.
 */
const CALLS = 80;
const KEY = { OPENAI_API_KEY: "sk-test-CANARYcrash0123456789" };
const OUT = join(process.cwd(), "build/crash-lib");
const BIN = join(OUT, "cli/bin.js");

const t = tempDir("contamgate-crash-");
let srv: ProviderServer;
let onAnswer: (() => void) | null = null;
let sent = 0;
const figures: Record<string, unknown>[] = [];

beforeAll(async () => {
  // tsc emits even when someone else's in-progress file has a type error; only bin.js matters here.
  await promisify(execFile)("npx", ["tsc", "-p", ".", "--outDir", OUT], { cwd: process.cwd() }).catch(() => undefined);
  expect(existsSync(BIN)).toBe(true);
  srv = await startProviderServer((r) => {
    sent++;
    onAnswer?.();
    return answerOf(r);
  });
}, 120_000);
afterAll(async () => {
  await srv.close();
  writeFileSync(join(tmpdir(), "contamgate-crash-figures.json"), JSON.stringify(figures, null, 2) + "\n");
  t.cleanup();
});

const model = () => `openai=gpt-test,base-url=${srv.openaiBaseUrl}`;
const verdictsOf = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { verdicts: unknown }).verdicts;

async function stored(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const store = await ResponseStore.open(dir);
  const n = store.stats().entries;
  await store.close();
  return n;
}

/** Runs the compiled CLI; kills it with SIGKILL when `kill` fires. Resolves with how it ended. */
function child(args: string[], arm: (kill: () => void) => void): Promise<{ signal: string | null; code: number | null }> {
  return new Promise((resolve) => {
    const p: ChildProcess = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, ...KEY }, stdio: "ignore" });
    arm(() => p.kill("SIGKILL"));
    p.on("exit", (code, signal) => {
      onAnswer = null;
      resolve({ code, signal });
    });
  });
}

let baseline: unknown;

describe("kill -9 at seeded points of a run", () => {
  it("uninterrupted run of the compiled CLI: the reference verdict", async () => {
    const dir = join(t.dir, "clean");
    mkdirSync(dir);
    const before = srv.requests.length;
    const r = await child(runArgs(model(), join(dir, "cache"), join(dir, "out.json")), () => undefined);
    expect(r.code).toBe(0);
    expect(srv.requests.length - before).toBe(CALLS);
    baseline = verdictsOf(join(dir, "out.json"));
  }, 60_000);

  // 16 points after the k-th answer, 6 points at a time after start (start-up, plan, mid-run).
  const points = [
    ...fc.sample(fc.integer({ min: 1, max: CALLS }), { numRuns: 16, seed: 8 }).map((k) => ({ afterAnswers: k })),
    ...fc.sample(fc.integer({ min: 0, max: 1500 }), { numRuns: 6, seed: 8 }).map((ms) => ({ afterMs: ms })),
  ];

  it.each(points)("killed at %o: the re-run asks exactly for what is missing and gives the same verdict", async (point) => {
    const dir = join(t.dir, `kill-${"afterAnswers" in point ? `a${point.afterAnswers}` : `t${point.afterMs}`}-${Math.random().toString(36).slice(2, 8)}`);
    mkdirSync(dir);
    const cache = join(dir, "cache");
    const startSent = sent;
    const end = await child(runArgs(model(), cache, join(dir, "interrupted.json")), (kill) => {
      if ("afterAnswers" in point) {
        onAnswer = () => {
          if (sent - startSent === point.afterAnswers) kill();
        };
      } else setTimeout(kill, point.afterMs);
    });
    const answersSent = sent - startSent;
    const kept = await stored(cache);
    expect(kept).toBeLessThanOrEqual(answersSent);

    const before = srv.requests.length;
    const r = await cli(runArgs(model(), cache, join(dir, "out.json")), process.cwd(), KEY);
    expect(r.code, r.stderr).toBe(0);
    const asked = srv.requests.length - before;
    expect(asked).toBe(CALLS - kept);
    expect(verdictsOf(join(dir, "out.json"))).toEqual(baseline);
    figures.push({ point, killed: end.signal === "SIGKILL", answersSent, stored: kept, lostInFlight: answersSent - kept, rerunCalls: asked });
  }, 60_000);
});
