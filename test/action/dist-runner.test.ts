/**
 * `node dist/index.js` as a runner starts it: a separate process with only the runner's variables,
 * INPUT_* for the inputs, file commands for summary/outputs/state, and no cache service. This is
 * the committed bundle, so it catches what the in-process simulation cannot (bundling, ESM
 * entry, post detection); dist-fresh.test.ts keeps the bundle equal to the sources.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bareEstimates } from "../report/bare-estimate.js";
import { CASES, root, workspace } from "./cases.js";
import { parseFileCommands } from "./simulate.js";

function runBundle(setup: (ws: string) => void, inputs: Record<string, string>, state: Record<string, string> = {}, ws?: string) {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-dist-"));
  const wsDir = ws ?? join(dir, "workspace");
  mkdirSync(wsDir, { recursive: true });
  if (!ws) setup(wsDir);
  const files = { summary: join(dir, "summary.md"), output: join(dir, "output"), state: join(dir, "state") };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: wsDir,
    GITHUB_RUN_ID: "777",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_REPOSITORY: "octo/evals",
    GITHUB_WORKFLOW: "contamgate",
    GITHUB_JOB: "evaluate",
    GITHUB_EVENT_NAME: "push",
    RUNNER_OS: "Linux",
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v])),
  };
  const r = spawnSync(process.execPath, [join(root, "dist/index.js")], { cwd: wsDir, env, encoding: "utf8", timeout: 120_000 });
  return {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    outputs: parseFileCommands(readFileSync(files.output, "utf8")),
    state: parseFileCommands(readFileSync(files.state, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    workspace: wsDir,
  };
}

describe("node dist/index.js in a simulated runner", () => {
  for (const [verdict, c] of Object.entries(CASES)) {
    it(`${verdict}: exit ${c.code}, verdict output, summary under budget with intervals on every estimate`, () => {
      const run = runBundle(workspace(c.config, [...c.dict]), { "summary-max-bytes": "65536", checks: "power,leakage,contamination" });
      expect(run.stderr).not.toMatch(/internal error|TypeError|ReferenceError/);
      expect(run.outputs.verdict).toBe(verdict);
      expect(run.code).toBe(c.code);
      expect(run.outputs["contaminated-models"]).toBe(c.models);
      expect(run.outputs["leakage-findings"]).toBe(c.findings);
      expect(Buffer.byteLength(run.summary)).toBeGreaterThan(500);
      expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(65536);
      expect(bareEstimates(run.summary)).toEqual([]);
      for (const surface of [run.summary, run.stdout, run.stderr]) expect(surface).not.toContain("Teatro");
      // No cache service outside Actions: one notice, never a failure.
      if (verdict === "pass" || verdict === "contaminated") expect(run.stdout).toMatch(/::notice[^\n]*cache/i);

      // The post step of the same job starts with the state main saved and exits 0.
      const post = runBundle(() => {}, { "summary-max-bytes": "65536" }, { ...run.state, isPost: "true" }, run.workspace);
      expect(post.code).toBe(0);
    }, 180_000);
  }
});
