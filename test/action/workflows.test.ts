/**
 * The reusable workflow, the three examples and action.yml validate against GitHub's own schema
 * (@actions/workflow-parser), and follow the security rules: every third-party action pinned by
 * a full commit SHA, permissions declared and minimal, no input or context interpolated into a
 * shell `run:`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { register } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The parser imports its JSON schemas without `with { type: "json" }`, which Node refuses; vitest
// leaves node_modules to Node, so add the attribute with a one-line loader hook for this process.
register(
  "data:text/javascript," +
    encodeURIComponent(
      'export async function load(u, c, n) { return u.endsWith(".json") ? n(u, { ...c, importAttributes: { type: "json" }, importAssertions: { type: "json" } }) : n(u, c); }',
    ),
);
const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = await import("@actions/workflow-parser");
const { parseAction } = await import("@actions/workflow-parser/actions/action-parser");

const root = new URL("../../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");
const WORKFLOWS = [
  ".github/workflows/contamgate.yml",
  ...readdirSync(new URL("docs/workflows/", root))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => `docs/workflows/${f}`),
];

async function workflowErrors(name: string, content: string): Promise<string[]> {
  const r = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = r.context.errors.getErrors().map((e) => e.message);
  if (r.value) {
    const t = await convertWorkflowTemplate(r.context, r.value);
    for (const e of t.errors ?? []) errors.push(String((e as { Message?: string }).Message ?? e));
  }
  return [...new Set(errors)];
}

type Step = { uses?: string; run?: string; env?: Record<string, string> };
type Job = { uses?: string; steps?: Step[]; permissions?: unknown };

function jobsOf(content: string): Record<string, Job> {
  return (parse(content) as { jobs: Record<string, Job> }).jobs;
}

/** First-party references to contamgate itself are pinned by the caller (its SHA is the release's). */
const OWN = /^contamgate\/contamgate(\/|@)|^\.\//;

describe("workflows", () => {
  it("finds the reusable workflow and three examples", () => {
    expect(WORKFLOWS.length).toBe(4);
  });

  it("the validator rejects a broken workflow (so a pass below means something)", async () => {
    const bad = "name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: reed\n    steps:\n      - uses: foo/bar@v1\n        wiht: {}\n";
    expect((await workflowErrors("bad.yml", bad)).length).toBeGreaterThan(0);
  });

  for (const path of WORKFLOWS) {
    describe(path, () => {
      const content = read(path);
      it("validates against the workflow schema", async () => {
        expect(await workflowErrors(path, content)).toEqual([]);
      });
      it("pins every third-party action by a full commit SHA", () => {
        for (const job of Object.values(jobsOf(content))) {
          const refs = [job.uses, ...(job.steps ?? []).map((s) => s.uses)].filter((u): u is string => !!u);
          for (const u of refs.filter((r) => !OWN.test(r))) expect(u).toMatch(/@[0-9a-f]{40}$/);
        }
      });
      it("declares top-level permissions {} and per-job permissions without write-all", () => {
        const doc = parse(content) as { permissions?: unknown; jobs: Record<string, Job> };
        expect(doc.permissions).toEqual({});
        for (const job of Object.values(doc.jobs)) {
          expect(job.permissions).toBeTypeOf("object");
          for (const [k, v] of Object.entries(job.permissions as Record<string, string>)) {
            expect(["contents", "pull-requests"]).toContain(k);
            if (k === "contents") expect(v).toBe("read");
          }
        }
      });
      it("interpolates nothing into a shell", () => {
        for (const job of Object.values(jobsOf(content)))
          for (const s of job.steps ?? []) if (s.run) expect(s.run).not.toMatch(/\$\{\{/);
      });
    });
  }

  it("the reusable workflow gives secrets and the cache only to the job that needs the design job", () => {
    const jobs = jobsOf(read(".github/workflows/contamgate.yml")) as Record<string, Job & { needs?: string }>;
    expect(jobs.evaluate!.needs).toBe("design");
    const text = (j: Job) => JSON.stringify(j);
    expect(text(jobs.design!)).not.toMatch(/secrets\./);
    expect(text(jobs.design!)).toMatch(/"checks":"power,leakage"/);
    expect(text(jobs.design!)).toMatch(/"cache":"false"/);
    expect(text(jobs.evaluate!)).toMatch(/secrets\.OPENAI_API_KEY/);
    expect(text(jobs.evaluate!)).toMatch(/"checks":"contamination"/);
  });
});

describe("action.yml", () => {
  const content = read("action.yml");
  it("validates against the action schema", () => {
    const r = parseAction({ name: "action.yml", content }, new NoOperationTraceWriter());
    expect(r.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });
  it("is a node24 action whose main and post are the bundle, post always", () => {
    const a = parse(content) as { runs: Record<string, string>; inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    expect(a.runs).toEqual({ using: "node24", main: "dist/index.js", post: "dist/index.js", "post-if": "always()" });
    expect(Object.keys(a.inputs).sort()).toEqual(
      ["config", "checks", "yes", "max-calls", "cache", "cache-key-prefix", "cache-dir", "report-dir", "changed-since", "summary-max-bytes", "comment", "github-token", "allowed-hosts", "fail-on"].sort(),
    );
    expect(Object.keys(a.outputs).sort()).toEqual(
      ["verdict", "contaminated-models", "leakage-findings", "min-detectable-effect", "report-path", "cache-hit", "cache-new-entries"].sort(),
    );
  });
});
