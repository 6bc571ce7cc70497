import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * Workflow security, over every workflow a user runs or copies: .github/workflows, docs/workflows,
 * action.yml, and the ```yaml snippets in README.md and docs/*.md. No expression is interpolated
 * into a shell; every third-party action is pinned by a full commit SHA; permissions are minimal;
 * no pull_request_target; checkouts keep no credentials; secrets reach only the job that needs the
 * design job. The docs warn against pull_request_target with a PR checkout and show the split.
 */
const root = join(import.meta.dirname, "..");
const read = (p: string) => readFileSync(join(root, p), "utf8");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  steps?: Step[];
  permissions?: unknown;
  needs?: string | string[];
  uses?: string;
  secrets?: unknown;
  with?: Record<string, unknown>;
}
interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, Job>;
  runs?: { steps?: Step[] };
}

function sources(): { name: string; doc: Workflow; text: string }[] {
  const out: { name: string; doc: Workflow; text: string }[] = [];
  const yml = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => `${dir}/${f}`)
      : [];
  for (const f of [...yml(".github/workflows"), ...yml("docs/workflows"), "action.yml"]) {
    if (existsSync(join(root, f))) out.push({ name: f, doc: parse(read(f)) as Workflow, text: read(f) });
  }
  const md = [
    "README.md",
    ...(existsSync(join(root, "docs"))
      ? readdirSync(join(root, "docs"))
          .filter((f) => f.endsWith(".md"))
          .map((f) => `docs/${f}`)
      : []),
  ];
  for (const f of md) {
    if (!existsSync(join(root, f))) continue;
    let k = 0;
    for (const m of read(f).matchAll(/```ya?ml\n([\s\S]*?)```/g)) {
      const text = m[1]!;
      if (!/\b(uses|run|jobs|steps):/.test(text)) continue;
      let doc: unknown;
      try {
        doc = parse(text);
      } catch {
        continue; // a fragment, not a workflow
      }
      if (doc && typeof doc === "object") out.push({ name: `${f} snippet ${++k}`, doc: doc as Workflow, text });
    }
  }
  return out;
}

function stepsOf(w: Workflow): Step[] {
  const steps: Step[] = [...(w.runs?.steps ?? [])];
  for (const j of Object.values(w.jobs ?? {})) steps.push(...(j.steps ?? []));
  const top = w as unknown as { steps?: Step[] };
  if (Array.isArray(top.steps)) steps.push(...top.steps);
  if (Array.isArray(w)) for (const s of w as unknown as Step[]) if (s && typeof s === "object") steps.push(s);
  return steps;
}

const SRC = sources();
const SHA = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/;
const SELF = /^contamgate\/contamgate(?:\/|@)/;

describe("workflow security", () => {
  it("finds the reusable workflow, the examples and action.yml", () => {
    const names = SRC.map((s) => s.name);
    expect(names).toContain(".github/workflows/contamgate.yml");
    expect(names).toContain("action.yml");
    expect(names.filter((n) => n.startsWith("docs/workflows/")).length).toBeGreaterThanOrEqual(1);
  });

  it("the checks catch what they look for (a bad workflow fails each)", () => {
    const bad: Workflow = {
      jobs: {
        j: {
          steps: [
            { run: 'echo "${{ github.event.pull_request.title }}" ${{ matrix.shard }}' },
            { uses: "actions/checkout@v4" },
          ],
        },
      },
    };
    expect(stepsOf(bad).filter((s) => s.run && /\$\{\{/.test(s.run))).toHaveLength(1);
    expect(stepsOf(bad).filter((s) => s.uses && !SHA.test(s.uses))).toHaveLength(1);
  });

  for (const s of SRC) {
    describe(s.name, () => {
      it("interpolates no expression into a shell (values go through env:; only the file's own matrix constants)", () => {
        for (const step of stepsOf(s.doc))
          if (typeof step.run === "string")
            expect(step.run.replace(/\$\{\{\s*matrix\.[\w-]+\s*\}\}/g, ""), step.run).not.toMatch(/\$\{\{/);
      });

      it("pins every third-party action and reusable workflow by a full commit SHA", () => {
        const uses = [
          ...stepsOf(s.doc).map((x) => x.uses),
          ...Object.values(s.doc.jobs ?? {}).map((j) => j.uses),
        ].filter((u): u is string => typeof u === "string");
        for (const u of uses) {
          if (u.startsWith("./") || u.startsWith("docker://")) continue;
          // contamgate's own examples reference a release tag; the docs tell users to pin its SHA.
          if (SELF.test(u) && !s.name.startsWith(".github/")) continue;
          expect(u, `${s.name}: ${u}`).toMatch(SHA);
        }
      });

      it("never triggers on pull_request_target or workflow_run", () => {
        const on = s.doc.on;
        const triggers =
          typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys((on as object | undefined) ?? {});
        expect(triggers).not.toContain("pull_request_target");
        expect(triggers).not.toContain("workflow_run");
      });

      it("grants minimal permissions: read-only contents, at most pull-requests: write, nothing at the top", () => {
        if (!s.doc.jobs) return;
        // The reusable workflow declares none: its jobs get exactly what the calling job grants
        // (a called job can only lower it; declaring more fails the caller at start-up).
        if (s.name === ".github/workflows/contamgate.yml") {
          expect(s.doc.permissions).toBeUndefined();
          for (const job of Object.values(s.doc.jobs)) expect(job.permissions).toBeUndefined();
          return;
        }
        if (!s.name.includes("snippet")) expect(s.doc.permissions).toEqual({});
        for (const [name, job] of Object.entries(s.doc.jobs)) {
          const p = job.permissions;
          expect(p, `${s.name} job ${name}`).not.toBe("write-all");
          expect(p, `${s.name} job ${name}`).not.toBe("read-all");
          for (const [scope, level] of Object.entries((p as Record<string, string> | undefined) ?? {})) {
            // security-events: write only where the job uploads SARIF to code scanning.
            const sarif = (job.steps ?? []).some((x) => x.uses?.startsWith("github/codeql-action/upload-sarif@"));
            expect(
              ["contents", "pull-requests", "issues", ...(sarif ? ["security-events"] : [])],
              `${s.name} job ${name}: ${scope}`,
            ).toContain(scope);
            if (scope === "contents") expect(level).toBe("read");
          }
        }
      });

      it("checks out without persisting credentials", () => {
        for (const step of stepsOf(s.doc))
          if (step.uses?.startsWith("actions/checkout@"))
            expect(step.with?.["persist-credentials"], `${s.name}`).toBe(false);
      });

      it("gives model keys only to steps of a job that needs the design job, and only through env", () => {
        for (const [name, job] of Object.entries(s.doc.jobs ?? {})) {
          for (const step of job.steps ?? []) {
            expect(JSON.stringify(step.with ?? {}), `${s.name} job ${name}: a secret passed as an input`).not.toMatch(
              /secrets\./,
            );
            if (/secrets\./.test(JSON.stringify(step.env ?? {})))
              expect([job.needs].flat(), `${s.name} job ${name}`).toContain("design");
          }
        }
      });
    });
  }

  it("the reusable workflow checks contamgate out at the commit the caller pinned, never at an input ref", () => {
    const w = parse(read(".github/workflows/contamgate.yml")) as {
      on: { workflow_call: { inputs: Record<string, unknown> } };
    };
    expect(Object.keys(w.on.workflow_call.inputs).filter((k) => /ref|repository/.test(k))).toEqual([]);
    for (const step of stepsOf(w as Workflow)) {
      if (step.uses?.startsWith("actions/checkout@") && step.with?.repository !== undefined)
        expect(step.with.ref).toBe("${{ job.workflow_sha }}");
    }
  });

  it("every caller of the reusable workflow declares its job permissions (they are the ceiling the called jobs get)", () => {
    for (const s of SRC) {
      for (const [name, job] of Object.entries(s.doc.jobs ?? {})) {
        if (typeof job.uses === "string" && job.uses.includes("/.github/workflows/contamgate.yml@"))
          expect(job.permissions, `${s.name} job ${name}`).toBeTypeOf("object");
      }
    }
  });

  it("the docs warn against pull_request_target with a PR checkout and show the safe split for fork PRs", () => {
    const docs = ["docs/action.md", "docs/reliability.md"]
      .filter((f) => existsSync(join(root, f)))
      .map(read)
      .join("\n");
    expect(docs).toMatch(/pull_request_target/);
    expect(docs).toMatch(
      /\*\*Do not\*\* run contamgate under `pull_request_target` with a checkout of the pull request/,
    );
    // The split: untrusted design job on pull_request without secrets; paid run only on a trusted ref.
    expect(docs).toMatch(/design job on `pull_request` \(untrusted, no secrets\)/);
    expect(docs).toMatch(/merged commit \(`push`\)|manually dispatched/);
    // And the example for PRs really skips the paid job for forks.
    const pr = read("docs/workflows/pull-request-eval-sets.yml");
    expect(pr).toMatch(
      /evaluate: \$\{\{ github\.event\.pull_request\.head\.repo\.full_name == github\.repository( && needs\.changes\.outputs\.eval-sets == 'true')? \}\}/,
    );
    expect(pr).not.toMatch(/pull_request_target/);
  });
});
