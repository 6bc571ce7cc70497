import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderServer, Protocol, ScriptedReply } from "../support/provider-server.js";
import { expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { answerOf, cli, runArgs, server } from "./harness.js";

/**
 * Fault injection against the local provider server, through the real CLI (`contamgate run`),
 * for both protocols. Each fault either leaves the verdict exactly as in a clean run, or stops the
 * run with a clear message and the documented exit code — and then every answer received before
 * the stop is in the cache, so the re-run asks only for the rest and reaches the clean verdict.
 * The figures (calls, retries, lost responses) go to docs/reliability.md.
 */
const ITEMS = 40;
const CALLS = 2 * ITEMS; // original + one perturber
const KEYS = { OPENAI_API_KEY: "sk-test-CANARYfaults0123456789", ANTHROPIC_API_KEY: "sk-ant-CANARYfaults0123456789" };

interface RunJson {
  stage: string;
  exit_code: number;
  error: string | null;
  spend: { calls: number; attempts: number; retries: number; failed: number; failures: Record<string, number> } | null;
  cache: { entries: number; newEntries: number } | null;
  verdict: unknown;
}

const t = tempDir("contamgate-faults-");
let srv: ProviderServer;
let good = 0; // well-formed answers the server sent
beforeAll(async () => {
  srv = await server();
  srv.answer = (r) => {
    good++;
    return answerOf(r);
  };
});
afterAll(async () => {
  await srv.close();
  // The table in docs/reliability.md is copied from this file.
  writeFileSync(join(tmpdir(), "contamgate-fault-figures.json"), JSON.stringify(figures, null, 2) + "\n");
  t.cleanup();
});

const figures: Record<string, unknown>[] = [];
let runNo = 0;
const model = (p: Protocol) =>
  p === "openai" ? `openai=gpt-test,base-url=${srv.openaiBaseUrl}` : `anthropic=claude-test,base-url=${srv.url}`;

async function run(p: Protocol, cacheDir: string, extra: string[] = []) {
  const json = join(t.dir, `run-${++runNo}.json`);
  const before = { requests: srv.requests.length, good };
  const r = await cli(runArgs(model(p), cacheDir, json, extra), process.cwd(), KEYS);
  expectNoCrash(r);
  const out = JSON.parse(readFileSync(json, "utf8")) as RunJson;
  return { ...r, json: out, requests: srv.requests.length - before.requests, good: good - before.good };
}

const baseline: Partial<Record<Protocol, unknown>> = {};

function emptyReply(p: Protocol): unknown {
  return p === "openai"
    ? {
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "gpt-test",
        choices: [{ index: 0, message: { role: "assistant", content: "" }, finish_reason: "stop" }],
      }
    : {
        id: "x",
        type: "message",
        role: "assistant",
        model: "claude-test",
        content: [],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 0 },
      };
}

const n = (k: number, r: ScriptedReply) => Array.from({ length: k }, () => ({ ...r }));
const SCENARIOS: { name: string; faults: (p: Protocol) => ScriptedReply[]; extra?: string[] }[] = [
  {
    name: "burst of 6 × 429 with Retry-After: 1",
    faults: () => n(6, { status: 429, headers: { "retry-after": "1" } }),
  },
  {
    name: "storm of 8 × 5xx (500, 502, 503, 529)",
    faults: () => [500, 502, 503, 529, 500, 502, 503, 500].map((status) => ({ status })),
  },
  { name: "3 responses slower than the 1 s timeout", faults: () => n(3, { delayMs: 1500 }), extra: ["--timeout", "1"] },
  { name: "3 connection resets", faults: () => n(3, { reset: true }) },
  { name: "2 malformed JSON bodies (HTTP 200)", faults: () => n(2, { status: 200, body: "{not json at all" }) },
  {
    name: "2 truncated JSON bodies (HTTP 200)",
    faults: (p) => n(2, { status: 200, body: JSON.stringify(emptyReply(p)).slice(0, 40) }),
  },
];

describe.each(["openai", "anthropic"] as const)("faults, %s protocol", (p) => {
  it("clean run: the reference verdict, every call paid once", async () => {
    const r = await run(p, join(t.dir, `${p}-clean`));
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.stage).toBe("done");
    expect(r.requests).toBe(CALLS);
    expect(r.json.spend).toMatchObject({ calls: CALLS, retries: 0 });
    baseline[p] = r.json.verdict;
    figures.push({
      protocol: p,
      scenario: "clean",
      exit: r.code,
      requests: r.requests,
      calls: r.json.spend?.calls,
      retries: 0,
      lost: 0,
    });
  });

  it.each(SCENARIOS)("$name", async ({ name, faults, extra }) => {
    const cacheDir = join(t.dir, `${p}-${runNo}`);
    srv.script(...faults(p).map((f) => ({ ...f, protocol: p })));
    const r = await run(p, cacheDir, extra);
    const spend = r.json.spend!;
    expect(spend.calls).toBeLessThanOrEqual(CALLS); // the budget (= the announced calls) holds
    const row: Record<string, unknown> = {
      protocol: p,
      scenario: name,
      exit: r.code,
      stage: r.json.stage,
      requests: r.requests,
      calls: spend.calls,
      retries: spend.retries,
      failures: spend.failures,
    };
    if (r.json.stage === "done") {
      // Retried to success: the verdict is the clean one.
      expect(r.json.verdict).toEqual(baseline[p]);
      expect(r.json.cache!.newEntries).toBe(CALLS);
      row.lost = r.good - r.json.cache!.newEntries;
    } else {
      // Stopped: a clear one-line reason and the documented code; nothing received is lost.
      expect([3, 4]).toContain(r.code);
      expect(r.stderr).toMatch(/stopped|gave up|failed/i);
      const lost = r.good - r.json.cache!.newEntries;
      row.lost = lost;
      expect(lost).toBe(0);
      const again = await run(p, cacheDir);
      expect(again.code, again.stderr).toBe(0);
      expect(again.requests).toBe(CALLS - r.json.cache!.newEntries);
      expect(again.json.verdict).toEqual(baseline[p]);
      row.rerunRequests = again.requests;
    }
    figures.push(row);
  });

  it("2 empty answers (HTTP 200, no text): kept as answers, scored unparsed ('empty') and counted, never retried", async () => {
    const cacheDir = join(t.dir, `${p}-empty`);
    srv.script(...n(2, { status: 200, body: emptyReply(p), protocol: p }));
    const r = await run(p, cacheDir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.spend).toMatchObject({ calls: CALLS, retries: 0 });
    const tallies = (r.json as unknown as { models: { parse: Record<string, { byReason: { empty: number } }> }[] })
      .models[0]!.parse;
    expect(Object.values(tallies).reduce((k, x) => k + x.byReason.empty, 0)).toBe(2);
    expect(r.json.verdict).not.toEqual(baseline[p]);
    const again = await run(p, cacheDir);
    expect(again.requests).toBe(0);
    expect(again.json.verdict).toEqual(r.json.verdict);
    figures.push({
      protocol: p,
      scenario: "2 empty answers (HTTP 200)",
      exit: r.code,
      stage: r.json.stage,
      requests: r.requests,
      calls: r.json.spend?.calls,
      retries: 0,
      lost: r.good + 2 - r.json.cache!.newEntries,
      unparsedEmpty: 2,
    });
  });

  it("--max-calls 50 under a 5xx storm: stops at the budget (exit 3), never over it, keeps every answer; the re-run asks only for the rest", async () => {
    const cacheDir = join(t.dir, `${p}-budget`);
    srv.script(...[500, 503, 502, 500].map((status) => ({ status, protocol: p })));
    const r = await run(p, cacheDir, ["--max-calls", "50"]);
    expect(r.code, r.stderr).toBe(3);
    expect(r.json.stage).toBe("stopped");
    expect(r.stderr).toMatch(/budget/i);
    expect(r.json.spend!.calls).toBeLessThanOrEqual(50);
    expect(r.good).toBeLessThanOrEqual(50);
    const kept = r.json.cache!.newEntries;
    expect(kept).toBe(r.good);
    srv.clearScript();
    const again = await run(p, cacheDir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.requests).toBe(CALLS - kept);
    expect(again.json.verdict).toEqual(baseline[p]);
    figures.push({
      protocol: p,
      scenario: "--max-calls 50 with 4 × 5xx",
      exit: r.code,
      stage: r.json.stage,
      requests: r.requests,
      calls: r.json.spend?.calls,
      retries: r.json.spend?.retries,
      lost: r.good - kept,
      kept,
      rerunRequests: again.requests,
    });
  });

  it("401 in the middle of a run: stops (exit 4), keeps every answer received, re-run asks only for the rest", async () => {
    const cacheDir = join(t.dir, `${p}-401`);
    srv.script(...n(30, { protocol: p }), { status: 401, protocol: p }, ...n(20, { status: 401, protocol: p }));
    const r = await run(p, cacheDir);
    expect(r.code, r.stderr).toBe(4);
    expect(r.json.stage).toBe("stopped");
    expect(r.stderr).toMatch(/401/);
    const kept = r.json.cache!.newEntries;
    expect(kept).toBe(r.good);
    expect(kept).toBeGreaterThanOrEqual(30);
    expect(kept).toBeLessThan(CALLS);
    srv.clearScript(); // the key works again
    const again = await run(p, cacheDir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.requests).toBe(CALLS - kept);
    expect(again.json.verdict).toEqual(baseline[p]);
    figures.push({
      protocol: p,
      scenario: "401 after 30 answers",
      exit: r.code,
      stage: r.json.stage,
      requests: r.requests,
      calls: r.json.spend?.calls,
      retries: r.json.spend?.retries,
      lost: r.good - kept,
      kept,
      rerunRequests: again.requests,
    });
  });
});
