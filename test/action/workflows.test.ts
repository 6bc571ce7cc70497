/**
 * The reusable workflow, the three examples and action.yml validate against GitHub's own schema
 * (@actions/workflow-parser), and follow the security rules: every third-party action pinned by
 * a full commit SHA, permissions declared and minimal, no input or context interpolated into a
 * shell `run:`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
const REUSABLE = ".github/workflows/contamgate.yml";
const WORKFLOWS = [
  REUSABLE,
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
  it("finds the reusable workflow and four examples", () => {
    expect(WORKFLOWS.length).toBe(5);
  });

  it("the validator rejects a broken workflow (so a pass below means something)", async () => {
    const bad =
      "name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: reed\n    steps:\n      - uses: foo/bar@v1\n        wiht: {}\n";
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
      it("declares top-level permissions {} and per-job permissions without write-all (the reusable workflow declares none)", () => {
        const doc = parse(content) as { permissions?: unknown; jobs: Record<string, Job> };
        if (path === REUSABLE) {
          // Its jobs take exactly what the calling job grants: declaring pull-requests: write here
          // would fail every least-privilege caller at start-up (docs/action.md, "Permissions").
          expect(doc.permissions).toBeUndefined();
          for (const job of Object.values(doc.jobs)) expect(job.permissions).toBeUndefined();
          return;
        }
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
    const a = parse(content) as {
      runs: Record<string, string>;
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    expect(a.runs).toEqual({ using: "node24", main: "dist/index.js", post: "dist/index.js", "post-if": "always()" });
    expect(Object.keys(a.inputs).sort()).toEqual(
      [
        "config",
        "checks",
        "yes",
        "max-calls",
        "cache",
        "cache-key-prefix",
        "cache-dir",
        "report-dir",
        "changed-since",
        "summary-max-bytes",
        "comment",
        "github-token",
        "allowed-hosts",
        "fail-on",
      ].sort(),
    );
    expect(Object.keys(a.outputs).sort()).toEqual(
      [
        "verdict",
        "contaminated-models",
        "leakage-findings",
        "min-detectable-effect",
        "report-path",
        "cache-hit",
        "cache-new-entries",
        "comparison",
        "comparisons",
      ].sort(),
    );
  });
});

/** A GitHub expression as written in a workflow, `${{ inner }}` (built so it is not a JS template). */
const expr = (inner: string) => ["$", "{{ ", inner, " }}"].join("");
type FullStep = Step & { id?: string; if?: string; with?: Record<string, unknown> };
type FullJob = {
  uses?: string;
  steps?: FullStep[];
  permissions?: unknown;
  needs?: string | string[];
  if?: string;
  with?: Record<string, unknown>;
};
const jobsFull = (content: string) => (parse(content) as { jobs: Record<string, FullJob> }).jobs;

describe("the reusable workflow runs the contamgate revision the caller pinned", () => {
  const doc = parse(read(REUSABLE)) as {
    on: { workflow_call: { inputs: Record<string, unknown>; outputs: Record<string, { value: string }> } };
    jobs: Record<string, FullJob>;
  };

  it("has no second ref to keep in step: no contamgate-ref or contamgate-repository input, no tag anywhere", () => {
    expect(Object.keys(doc.on.workflow_call.inputs)).not.toContain("contamgate-ref");
    expect(Object.keys(doc.on.workflow_call.inputs)).not.toContain("contamgate-repository");
    expect(read(REUSABLE)).not.toMatch(/@v\d|ref: *v\d/);
    for (const job of Object.values(doc.jobs))
      for (const s of job.steps ?? []) if (s.with && "ref" in s.with) expect(s.with.ref).toBe(expr("job.workflow_sha"));
  });

  for (const [name, job] of Object.entries(doc.jobs)) {
    it(`${name}: runs ./.contamgate-action only from a checkout of job.workflow_repository at job.workflow_sha, after a step that refuses empty values`, () => {
      const steps = job.steps ?? [];
      const run = steps.findIndex((s) => s.uses === "./.contamgate-action");
      expect(run).toBeGreaterThan(0);
      const own = steps.filter((s) => s.uses?.startsWith("actions/checkout@") && s.with?.path === ".contamgate-action");
      expect(own).toHaveLength(1);
      expect(own[0]!.with).toMatchObject({
        repository: expr("job.workflow_repository"),
        ref: expr("job.workflow_sha"),
      });
      // github.workflow_sha / github.ref are the caller's; github.job_workflow_sha is empty in
      // steps (actions/runner#2417). Only job.workflow_* name this workflow's own revision.
      expect(JSON.stringify(job)).not.toMatch(/github\.(workflow_sha|workflow_ref|job_workflow_sha|sha)\b/);
      const guard = steps.findIndex((s) => s.env?.WORKFLOW_SHA === expr("job.workflow_sha"));
      expect(guard).toBeGreaterThanOrEqual(0);
      expect(guard).toBeLessThan(steps.indexOf(own[0]!));
    });
  }

  it("the guard step stops when job.workflow_sha or job.workflow_repository is empty and passes when both are set", () => {
    const guard = (doc.jobs.design!.steps ?? []).find((s) => s.env?.WORKFLOW_SHA)!.run!;
    const bash = (env: Record<string, string>) =>
      spawnSync("bash", ["-e", "-c", guard], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" });
    expect(bash({ WORKFLOW_REPOSITORY: "contamgate/contamgate", WORKFLOW_SHA: "" }).status).toBe(1);
    expect(bash({ WORKFLOW_REPOSITORY: "", WORKFLOW_SHA: "a".repeat(40) }).status).toBe(1);
    const ok = bash({ WORKFLOW_REPOSITORY: "contamgate/contamgate", WORKFLOW_SHA: "a".repeat(40) });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`contamgate/contamgate@${"a".repeat(40)}`);
  });

  it("passes allowed-hosts (a key-host allowlist the calling workflow sets) only to the job that holds the keys", () => {
    expect(Object.keys(doc.on.workflow_call.inputs)).toContain("allowed-hosts");
    const uses = (j: FullJob) => (j.steps ?? []).find((s) => s.uses === "./.contamgate-action")!;
    expect(uses(doc.jobs.evaluate!).with?.["allowed-hosts"]).toBe(expr("inputs.allowed-hosts"));
    expect(uses(doc.jobs.design!).with?.["allowed-hosts"]).toBeUndefined();
  });

  it("exposes the design and evaluate job results, so a caller's final job can tell a skipped evaluate from a passing one", () => {
    expect(doc.on.workflow_call.outputs["design-result"]!.value).toBe(expr("jobs.design.result"));
    expect(doc.on.workflow_call.outputs["evaluate-result"]!.value).toBe(expr("jobs.evaluate.result"));
  });
});

describe("the nightly example pays into the cache every branch can restore", () => {
  it("runs on the schedule (always the default branch) or a dispatch from the default branch only", () => {
    const job = jobsFull(read("docs/workflows/nightly.yml")).contamgate!;
    expect(job.if).toBe(
      "github.event_name == 'schedule' || github.ref == format('refs/heads/{0}', github.event.repository.default_branch)",
    );
    expect(job.with?.yes).toBe(true);
  });

  it("docs/action.md states the branch scopes", () => {
    const doc = read("docs/action.md");
    expect(doc).toMatch(/what a pull request's runs save serves later runs of \*\*that pull request\*\* only/);
    expect(doc).toMatch(/what the default branch saves serves \*\*everyone\*\*/);
    expect(doc).toMatch(/\*\*The cache path is workspace-relative\.\*\*/);
  });
});

describe("callers grant exactly the permissions the comment input needs", () => {
  const callers = WORKFLOWS.filter((p) => p !== REUSABLE).flatMap((p) =>
    Object.entries(jobsFull(read(p)))
      .filter(([, j]) => j.uses?.includes("/.github/workflows/contamgate.yml@"))
      .map(([name, j]) => ({ where: `${p} job ${name}`, job: j })),
  );

  it("finds the examples that call the reusable workflow", () => {
    expect(callers.length).toBeGreaterThanOrEqual(2);
  });

  for (const { where, job } of callers) {
    it(`${where}: contents: read, plus pull-requests: write only when comment is not never`, () => {
      const comment = String(job.with?.comment ?? "on-failure");
      expect(job.permissions, where).toEqual(
        comment === "never" ? { contents: "read" } : { contents: "read", "pull-requests": "write" },
      );
    });
  }

  it("docs/action.md lists the permissions per use", () => {
    const doc = read("docs/action.md");
    const section = doc.slice(doc.indexOf("## Permissions"));
    expect(section.length).toBeGreaterThan(20);
    for (const needle of ["`contents: read`", "`pull-requests: write`", "`security-events: write`", "comment: never"])
      expect(section).toContain(needle);
    expect(section).toMatch(/start-up/);
  });
});

describe("required checks: no paths filters, a final job that fails unless what it needs succeeded", () => {
  const examples = WORKFLOWS.filter((p) => p.startsWith("docs/workflows/"));
  const prExamples = examples.filter((p) => "pull_request" in ((parse(read(p)) as { on: object }).on ?? {}));

  it("finds the pull-request examples", () => {
    expect(prExamples.length).toBeGreaterThanOrEqual(2);
  });

  for (const p of examples) {
    it(`${p}: no paths / paths-ignore trigger filter (a path-skipped required check stays Pending)`, () => {
      const on = (parse(read(p)) as { on: Record<string, unknown> }).on;
      for (const t of Object.values(on))
        if (t && typeof t === "object")
          expect(Object.keys(t)).not.toEqual(
            expect.arrayContaining([expect.stringMatching(/^(paths|paths-ignore|branches-ignore)$/)]),
          );
    });
  }

  for (const p of prExamples) {
    it(`${p}: the last job, named contamgate, runs always() and needs every other job`, () => {
      const jobs = jobsFull(read(p));
      const names = Object.keys(jobs);
      const last = names.at(-1)!;
      expect(last).toBe("contamgate");
      expect(jobs[last]!.if).toBe("always()");
      // Branch protection matches checks by name: each example's required check has its own.
      expect((jobs[last] as { name?: string }).name).toMatch(/^contamgate \(.+\)$/);
      expect(read(p)).toContain(`reports as\n# "${(jobs[last] as { name?: string }).name}"`);
      expect([jobs[last]!.needs].flat().sort()).toEqual(names.slice(0, -1).sort());
      expect(jobs[last]!.permissions).toEqual({});
      const env = JSON.stringify(jobs[last]!.steps?.map((s) => s.env));
      for (const n of names.slice(0, -1)) expect(env).toContain(`needs.${n}.result`);
    });
  }

  it("the required checks of the examples have distinct names", () => {
    const names = prExamples.map((p) => (jobsFull(read(p)).contamgate as { name?: string }).name);
    expect(new Set(names).size).toBe(prExamples.length);
  });

  /** Runs the final job's check with the given needs results, as the runner would. */
  function finalCheck(p: string, env: Record<string, string>) {
    const step = jobsFull(read(p)).contamgate!.steps!.at(-1)!;
    return spawnSync("bash", ["-e", "-c", step.run!], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" })
      .status;
  }

  it("pull-request-eval-sets: passes only on a real pass or an irrelevant PR; a skipped, cancelled or failed job never passes", () => {
    const p = "docs/workflows/pull-request-eval-sets.yml";
    const ok = {
      CHANGES: "success",
      EVAL_SETS: "true",
      GATE: "success",
      DESIGN: "success",
      EVALUATE: "success",
      EVALUATE_WANTED: "true",
    };
    expect(finalCheck(p, ok)).toBe(0);
    // No eval set changed: the design job (power + leakage) still ran and passed; evaluate was not asked for.
    expect(finalCheck(p, { ...ok, EVAL_SETS: "false", EVALUATE: "skipped", EVALUATE_WANTED: "false" })).toBe(0);
    expect(
      finalCheck(p, {
        ...ok,
        EVAL_SETS: "false",
        EVALUATE: "skipped",
        EVALUATE_WANTED: "false",
        DESIGN: "failure",
        GATE: "failure",
      }),
    ).toBe(1);
    // The gate is never skipped for an irrelevant PR any more: a skipped gate fails.
    expect(
      finalCheck(p, { ...ok, EVAL_SETS: "false", GATE: "skipped", DESIGN: "", EVALUATE: "", EVALUATE_WANTED: "false" }),
    ).toBe(1);
    // A fork PR: evaluate deliberately not asked for; the design job alone decides.
    expect(finalCheck(p, { ...ok, EVALUATE: "skipped", EVALUATE_WANTED: "false" })).toBe(0);
    expect(finalCheck(p, { ...ok, EVALUATE: "skipped" })).toBe(1);
    expect(finalCheck(p, { ...ok, EVALUATE: "failure", GATE: "failure" })).toBe(1);
    expect(finalCheck(p, { ...ok, GATE: "skipped", DESIGN: "", EVALUATE: "" })).toBe(1);
    expect(finalCheck(p, { ...ok, GATE: "cancelled" })).toBe(1);
    expect(finalCheck(p, { ...ok, DESIGN: "skipped" })).toBe(1);
    expect(finalCheck(p, { ...ok, CHANGES: "failure", EVAL_SETS: "", GATE: "skipped" })).toBe(1);
    expect(finalCheck(p, { ...ok, CHANGES: "cancelled", EVAL_SETS: "false", GATE: "skipped" })).toBe(1);
  });

  it("prompt-change: passes only when the design job succeeded and, when asked for, the paid comparison did", () => {
    const p = "docs/workflows/prompt-change.yml";
    const ok = { DESIGN: "success", EVALUATE: "success", COMPARISON: "better", EVALUATE_WANTED: "true" };
    expect(finalCheck(p, ok)).toBe(0);
    expect(finalCheck(p, { ...ok, EVALUATE: "skipped", EVALUATE_WANTED: "false", COMPARISON: "" })).toBe(0);
    expect(finalCheck(p, { ...ok, EVALUATE: "skipped" })).toBe(1);
    expect(finalCheck(p, { ...ok, EVALUATE: "failure", COMPARISON: "worse" })).toBe(1);
    for (const r of ["failure", "cancelled", "skipped"]) expect(finalCheck(p, { ...ok, DESIGN: r })).toBe(1);
  });

  it("prompt-change: the spend-free design job (power only, no secrets, no cache) gates the paid compare job", () => {
    const jobs = jobsFull(read("docs/workflows/prompt-change.yml"));
    const text = (j: FullJob) => JSON.stringify(j);
    expect(jobs.evaluate!.needs).toBe("design");
    expect(text(jobs.design!)).not.toMatch(/secrets\./);
    const plan = jobs.design!.steps!.find((s) => s.uses?.startsWith("contamgate/contamgate@"))!;
    expect(plan.with).toMatchObject({ checks: "power", cache: "false" });
    expect(text(jobs.evaluate!)).toMatch(/secrets\.OPENAI_API_KEY/);
    const compare = jobs.evaluate!.steps!.find((s) => s.id === "compare")!;
    expect(compare.with).toMatchObject({ checks: "compare" });
    // The key reaches the eval step only, never the contamgate steps.
    for (const s of jobs.evaluate!.steps!) if (s.uses?.startsWith("contamgate/")) expect(s.env).toBeUndefined();
  });

  it("block-holdout-paste: passes only when the scan job succeeded", () => {
    const p = "docs/workflows/block-holdout-paste.yml";
    expect(finalCheck(p, { LEAKAGE: "success" })).toBe(0);
    for (const r of ["failure", "cancelled", "skipped"]) expect(finalCheck(p, { LEAKAGE: r })).toBe(1);
  });

  it("change detection inside the job: the diff step sees the files a PR changed", () => {
    const dir = mkdtempSync(join(tmpdir(), "contamgate-diff-"));
    const git = (...a: string[]) =>
      execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: dir, encoding: "utf8" }).trim();
    git("init", "-q");
    writeFileSync(join(dir, "README"), "x\n");
    git("add", ".");
    git("commit", "-qm", "base");
    const base = git("rev-parse", "HEAD");
    const step = (p: string) => jobsFull(read(p)).changes!.steps!.find((s) => s.id === "diff")!;
    const out = (p: string) => {
      const o = join(dir, "out.txt");
      writeFileSync(o, "");
      execFileSync("bash", ["-e", "-c", step(p).run!], {
        cwd: dir,
        env: { PATH: process.env.PATH, BASE: base, GITHUB_OUTPUT: o },
      });
      return readFileSync(o, "utf8");
    };
    expect(out("docs/workflows/pull-request-eval-sets.yml")).toBe("eval-sets=false\n");
    mkdirSync(join(dir, "data/dictionaries"), { recursive: true });
    mkdirSync(join(dir, "probes"), { recursive: true });
    writeFileSync(join(dir, "data/dictionaries/local.txt"), "pasted\n");
    writeFileSync(join(dir, "probes/new.jsonl"), "{}\n");
    git("add", ".");
    git("commit", "-qm", "pr");
    expect(out("docs/workflows/pull-request-eval-sets.yml")).toBe("eval-sets=true\n");
    // block-holdout-paste decides nothing from a diff: its scan runs on every pull request
    // (workflow-change-detection.slow.test.ts checks every example's change detection).
    expect(jobsFull(read("docs/workflows/block-holdout-paste.yml")).leakage!.steps!.some((s) => s.id === "diff")).toBe(
      false,
    );
  });

  it("the docs no longer tell anyone to make a paths-filtered workflow a required check", () => {
    for (const f of [
      "README.md",
      ...readdirSync(new URL("docs/", root))
        .filter((x) => x.endsWith(".md"))
        .map((x) => `docs/${x}`),
    ]) {
      const text = read(f);
      // The old advice pointed at the paths-filtered workflow itself.
      expect(text, f).not.toMatch(/Make (it|this job|this workflow) a required (status )?check/i);
    }
    expect(read("docs/action.md")).toMatch(/stays \*\*Pending\*\*/);
    expect(read("docs/action.md")).toMatch(/Make \*\*that\*\* job the required check/);
    for (const p of prExamples)
      expect(read(p), p).toMatch(/Make the `contamgate` job \(the last one\) the required status check/);
  });
});
