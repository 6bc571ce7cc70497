/**
 * In the action: a cancelled job sends SIGINT. The check engine is handed the abort
 * (runnerEnv's interrupt), the contamination run stops asking, the partial report and summary
 * are still published, and the step fails with 130 — never a pass.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import type { Report } from "../../src/report/types.js";
import { simulate } from "./simulate.js";
import { benchmark, clean, design, models, workspace } from "./cases.js";

describe("the action, interrupted", () => {
  it("SIGINT while checking: the run stops, report and summary are written, the step fails with 130", async () => {
    const listeners = process.listenerCount("SIGINT");
    let aborted: boolean | undefined;
    const sim = await simulate({
      runCheck: (req, deps) => {
        // The runner's cancel arrives while the engine runs (a synthetic signal: no real kill).
        process.emit("SIGINT");
        aborted = deps.abort?.aborted;
        return runCheck(req, deps);
      },
      setup: workspace(design(0.1, 0.4) + benchmark + models(clean), ["unrelated"]),
      inputs: { checks: "contamination" },
    });
    expect(aborted).toBe(true);
    expect(sim.code).toBe(130);
    expect(sim.stdout).toMatch(/contamgate: SIGINT: no new questions are asked/);
    expect(sim.stdout).toMatch(
      /::error::contamgate: interrupted — contamination run stopped before its verdicts: interrupted by SIGINT/,
    );
    expect(sim.outputs.verdict).toBe("unconfirmed");
    const report = JSON.parse(readFileSync(sim.outputs["report-path"]!, "utf8")) as Report;
    expect(report.verdict).toBe("unconfirmed");
    expect(report.contamination?.stopped?.reason).toMatch(/^interrupted by SIGINT/);
    // The handlers are gone once the step is done: a later SIGINT is the default again.
    expect(process.listenerCount("SIGINT")).toBe(listeners);
  });
});
