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
/** Answers sent and kill hooks per model id: each kill point runs its own model id, concurrently. */
const sent = new Map<string, number>();
const hooks = new Map<string, () => void>();
const requestsFor = (id: string) => srv.requests.filter((r) => r.body.model === id).length;
const figures: Record<string, unknown>[] = [];

beforeAll(async () => {
  // tsc emits even when someone else's in-progress file has a type error; only bin.js matters here.
  await promisify(execFile)("npx", ["tsc", "-p", ".", "--outDir", OUT], { cwd: process.cwd() }).catch(() => undefined);
  expect(existsSync(BIN)).toBe(true);
  srv = await startProviderServer((r) => {
    const id = String(r.body.model);
    sent.set(id, (sent.get(id) ?? 0) + 1);
    hooks.get(id)?.();
    return answerOf(r);
  });
}, 120_000);
afterAll(async () => {
  await srv.close();
  writeFileSync(join(tmpdir(), "contamgate-crash-figures.json"), JSON.stringify(figures, null, 2) + "\n");
  t.cleanup();
});

// The label (what verdicts are named by) is the same for every point; the model id tells them apart.
const model = (id: string) => `openai=${id},label=gpt-test,base-url=${srv.openaiBaseUrl}`;
const verdictsOf = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { verdicts: unknown }).verdicts;

async function stored(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const store = await ResponseStore.open(dir);
  const n = store.stats().entries;
  await store.close();
  return n;
}

/** Runs the compiled CLI; kills it with SIGKILL when `kill` fires. Resolves with how it ended. */
function child(
  args: string[],
  arm: (kill: () => void) => void,
): Promise<{ signal: string | null; code: number | null }> {
  return new Promise((resolve) => {
    const p: ChildProcess = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH, ...KEY },
      stdio: "ignore",
    });
    arm(() => p.kill("SIGKILL"));
    p.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

let baseline: unknown;

describe("kill -9 at seeded points of a run", () => {
  it("uninterrupted run of the compiled CLI: the reference verdict", async () => {
    const dir = join(t.dir, "clean");
    mkdirSync(dir);
    const r = await child(runArgs(model("gpt-clean"), join(dir, "cache"), join(dir, "out.json")), () => undefined);
    expect(r.code).toBe(0);
    expect(requestsFor("gpt-clean")).toBe(CALLS);
    baseline = verdictsOf(join(dir, "out.json"));
  }, 60_000);

  // 18 points after the k-th answer (k seeded; 80 = all answered, killed while scoring/writing),
  // 2 points at a time after start (start-up: nothing sent yet).
  const points = [
    ...fc.sample(fc.integer({ min: 1, max: CALLS }), { numRuns: 17, seed: 8 }).map((k) => ({ afterAnswers: k })),
    { afterAnswers: CALLS },
    ...[40, 400].map((ms) => ({ afterMs: ms })),
  ].map((p, i) => ({ ...p, id: `gpt-crash-${i}` }));

  it.concurrent.each(points)(
    "killed at %o: the re-run asks exactly for what is missing and gives the same verdict",
    async (point) => {
      const { id } = point;
      const dir = join(t.dir, id);
      mkdirSync(dir);
      const cache = join(dir, "cache");
      const end = await child(runArgs(model(id), cache, join(dir, "interrupted.json")), (kill) => {
        if ("afterAnswers" in point) hooks.set(id, () => void (sent.get(id) === point.afterAnswers && kill()));
        else setTimeout(kill, point.afterMs);
      });
      hooks.delete(id);
      const answersSent = sent.get(id) ?? 0;
      const kept = await stored(cache);
      expect(kept).toBeLessThanOrEqual(answersSent);

      const before = requestsFor(id);
      const r = await cli(runArgs(model(id), cache, join(dir, "out.json")), process.cwd(), KEY);
      expect(r.code, r.stderr).toBe(0);
      const asked = requestsFor(id) - before;
      expect(asked).toBe(CALLS - kept);
      expect(verdictsOf(join(dir, "out.json"))).toEqual(baseline);
      figures.push({
        point,
        killed: end.signal === "SIGKILL",
        answersSent,
        stored: kept,
        lostInFlight: answersSent - kept,
        rerunCalls: asked,
      });
    },
    60_000,
  );
});
