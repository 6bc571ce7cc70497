/**
 * The action over the real engine: a contamination run that runs out of its max-calls budget
 * could not evaluate, so it must not be a green "pass" (it was: the engine ignored a stopped run).
 * The step fails with verdict unconfirmed (exit 3), and the answers it paid for are saved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import type { CacheService } from "../../src/action/env.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";
import { simulate } from "./simulate.js";
import { benchmark, design, models, workspace } from "./cases.js";

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "A");
});
afterAll(async () => {
  await server.close();
});

describe("action: max-calls runs out", () => {
  it("verdict unconfirmed, exit 3, the summary says the run stopped, and the paid answers are saved", async () => {
    const saved: string[] = [];
    const cache: CacheService = {
      isFeatureAvailable: () => true,
      restoreCache: async () => undefined,
      saveCache: async (_paths, key) => {
        saved.push(key);
        return 1;
      },
    };
    const paid = `{ label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }`;
    const sim = await simulate({
      runCheck,
      cache,
      setup: workspace(design(0.1, 0.4) + benchmark + models(paid), ["unrelated"]),
      inputs: { checks: "power,contamination", yes: "true", "max-calls": "4" },
    });
    expect(sim.outputs.verdict).toBe("unconfirmed");
    expect(sim.code).toBe(3);
    expect(sim.outputs["cache-new-entries"]).toBe("4");
    expect(saved).toHaveLength(1);
    expect(sim.summary).toMatch(/stopped before/);
    expect(sim.summary).toMatch(/budget of 4 exhausted/);
    expect(sim.summary).not.toMatch(/spending was not confirmed/);
  });
});
