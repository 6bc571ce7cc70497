/**
 * `node dist/index.js` as a runner starts it: a separate process with only the runner's variables,
 * INPUT_* for the inputs, file commands for summary/outputs/state, and no cache service. This is
 * the committed bundle, so it catches what the in-process simulation cannot (bundling, ESM
 * entry, post detection); dist-fresh.slow.test.ts keeps the bundle equal to the sources.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bareEstimates } from "../report/bare-estimate.js";
import { CASES, SECRET, benchmark, clean, design, dirty, leakage, models, root, workspace } from "./cases.js";
import { parseFileCommands } from "./simulate.js";

function runBundle(
  setup: (ws: string) => void,
  inputs: Record<string, string>,
  state: Record<string, string> = {},
  ws?: string,
) {
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
    RUNNER_TEMP: dir,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v])),
  };
  const r = spawnSync(process.execPath, [join(root, "dist/index.js")], {
    cwd: wsDir,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
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
      const run = runBundle(workspace(c.config, [...c.dict]), {
        "summary-max-bytes": "65536",
        checks: "power,leakage,contamination",
      });
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
      const post = runBundle(
        () => {},
        { "summary-max-bytes": "65536" },
        { ...run.state, isPost: "true" },
        run.workspace,
      );
      expect(post.code).toBe(0);
    }, 180_000);
  }
});

/**
 * A contaminated model *and* a leak with `fail-on: leaking,error` exited 0, because
 * fail-on was checked only against the top-ranked outcome. Every outcome present is decided on,
 * and every surface names all of them.
 */
describe("node dist/index.js: fail-on is decided on every outcome present", () => {
  const both = design(0.1, 0.4) + benchmark + models(clean, dirty) + leakage;
  const dict = ["unrelated line", SECRET];

  it("contaminated + leaking with fail-on: leaking,error fails with exit 1 and names both outcomes everywhere", () => {
    const run = runBundle(workspace(both, dict), { "fail-on": "leaking,error", checks: "power,leakage,contamination" });
    expect(run.stderr).not.toMatch(/internal error|TypeError|ReferenceError/);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe("contaminated+leaking");
    expect(run.outputs["contaminated-models"]).toBe('["dirty"]');
    expect(run.outputs["leakage-findings"]).toBe("1");
    expect(run.stdout).toMatch(
      /^::error::contamgate: contaminated\+leaking — contamination detected in: dirty[^;]*; 1 leakage finding/m,
    );
    expect(run.summary).toContain("contamgate: contaminated+leaking");
    expect(run.summary).toMatch(/\*\*Contamination detected\*\*/);
    expect(run.summary).toMatch(/\*\*Leaking\*\*/);
    const report = JSON.parse(readFileSync(run.outputs["report-path"]!, "utf8")) as {
      verdict: string;
      exit_code: number;
      headline: string;
    };
    expect(report.verdict).toBe("contaminated+leaking");
    expect(report.exit_code).toBe(1);
    expect(report.headline).toMatch(/contamination detected in: dirty[^;]*; 1 leakage finding/);
    for (const surface of [run.summary, run.stdout, run.stderr, JSON.stringify(report)])
      expect(surface).not.toContain("Teatro");
  }, 180_000);

  it("contaminated + leaking with fail-on: contaminated still fails, and says leaking was not listed", () => {
    const run = runBundle(workspace(both, dict), { "fail-on": "contaminated", checks: "power,leakage,contamination" });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe("contaminated+leaking");
    expect(run.stdout).toMatch(/fail-on does not list leaking/);
  }, 180_000);

  it("leaking + underpowered with fail-on: underpowered exits 2 (the failing outcome's own code), not 1", () => {
    const cfg = design(0.02, 0.3) + benchmark + models(clean, dirty) + leakage;
    const run = runBundle(workspace(cfg, dict), { "fail-on": "underpowered", checks: "power,leakage,contamination" });
    expect(run.code).toBe(2);
    expect(run.outputs.verdict).toBe("leaking+underpowered");
    expect(run.summary).toContain("contamgate: leaking+underpowered");
    expect(run.summary).toMatch(/Nothing was spent/);
  }, 180_000);
});
