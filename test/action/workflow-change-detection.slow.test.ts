/**
 * Every shipped workflow example runs contamgate on every change that can alter a finding. An
 * example that decides from a `git diff` whether to run contamgate (a job or step `if:`, or the
 * reusable workflow's `evaluate:`) must ship the contamgate.yml it was written for (in its header
 * comment), and that diff must say "changed" for a change to every path the config reads: the
 * config itself, the benchmark, every probe and holdout source, every corpus, every compare input.
 * The diff step's own shell runs here, in a git repository holding one file for each of those
 * paths, once per path changed. block-holdout-paste.yml diffed `data/dictionaries data/corpora`
 * only: a PR that added a holdout question a dictionary already held, or edited only the config,
 * never reached contamgate.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configSchema } from "../../src/config/schema.js";

const root = new URL("../../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");
const EXAMPLES = readdirSync(new URL("docs/workflows/", root))
  .filter((f) => f.endsWith(".yml"))
  .map((f) => `docs/workflows/${f}`);

type Step = { id?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown> };
type Job = {
  uses?: string;
  if?: string;
  steps?: Step[];
  with?: Record<string, unknown>;
  outputs?: Record<string, string>;
};

/** The contamgate.yml an example ships, from its header comment ("# contamgate.yml of this example:"). */
function shippedConfig(workflow: string): unknown {
  const lines = workflow.split("\n");
  const start = lines.findIndex((l) => /^# contamgate\.yml of this example:\s*$/.test(l));
  if (start < 0) return null;
  const body: string[] = [];
  for (const l of lines.slice(start + 1)) {
    const m = /^# {3}(.*)$/.exec(l);
    if (!m) break;
    body.push(m[1]!);
  }
  return parse(body.join("\n"));
}

/** Every path (or glob) the config reads, relative to the config's folder, and the config itself. */
function pathsRead(config: unknown, configPath: string): string[] {
  const c = configSchema.parse(config);
  return [
    configPath,
    ...(c.benchmark ? [c.benchmark.path] : []),
    ...Object.values(c.leakage?.probe_sets ?? {}).flatMap((s) => s.sources.map((x) => x.path)),
    ...(c.leakage?.corpora ?? []).map((x) => x.path),
    ...(c.compare?.inputs ?? []),
  ];
}

/** A file a glob matches: each wildcard replaced by a plain name. */
function concrete(glob: string): string {
  return glob
    .replace(/\*\*\//g, "deep/")
    .replace(/\*\*/g, "deep")
    .replace(/\[[^\]]*\]/g, "x")
    .replace(/[*?]/g, "x");
}

const OWN_ACTION = /^contamgate\/contamgate@/;
const OWN_WORKFLOW = /^contamgate\/contamgate\/\.github\/workflows\/contamgate\.yml@/;
const EXPR = /(steps|needs)\.([\w-]+)\.outputs\.([\w-]+)/g;

interface Invocation {
  where: string;
  /** Every expression that decides whether it runs (job if, step if, the reusable workflow's evaluate). */
  guards: string[];
  configPath: string;
  job: string;
}

function invocations(doc: { jobs: Record<string, Job> }): Invocation[] {
  const out: Invocation[] = [];
  for (const [name, job] of Object.entries(doc.jobs)) {
    if (job.uses && OWN_WORKFLOW.test(job.uses))
      out.push({
        where: `job ${name}`,
        guards: [job.if, job.with?.evaluate].filter((g): g is string => typeof g === "string"),
        configPath: String(job.with?.config ?? "contamgate.yml"),
        job: name,
      });
    for (const [i, s] of (job.steps ?? []).entries())
      if (s.uses && OWN_ACTION.test(s.uses))
        out.push({
          where: `job ${name} step ${s.id ?? i}`,
          guards: [job.if, s.if].filter((g): g is string => typeof g === "string"),
          configPath: String(s.with?.config ?? "contamgate.yml"),
          job: name,
        });
  }
  return out;
}

/** The steps running `git diff` whose outputs a guard reads (directly, or through a job's outputs). */
function diffStepsOf(doc: { jobs: Record<string, Job> }, inv: Invocation): Step[] {
  const found: Step[] = [];
  const stepIn = (job: string, id: string) => doc.jobs[job]?.steps?.find((s) => s.id === id);
  for (const g of inv.guards)
    for (const m of g.matchAll(EXPR)) {
      const [, kind, name, output] = m;
      let step: Step | undefined;
      if (kind === "steps") step = stepIn(inv.job, name!);
      else {
        const value = doc.jobs[name!]?.outputs?.[output!] ?? "";
        const inner = /steps\.([\w-]+)\.outputs\./.exec(value);
        step = inner ? stepIn(name!, inner[1]!) : undefined;
      }
      if (step?.run && /\bgit diff\b/.test(step.run)) found.push(step);
    }
  return found;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A repository holding README.md and `files`; `says(changed)` commits a change to that one file
 * and runs the diff step's own shell against the commit before, returning what it wrote to
 * GITHUB_OUTPUT.
 */
function scratchRepo(step: Step, files: string[]): { says: (changed: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-change-detection-"));
  dirs.push(dir);
  const git = (...a: string[]) =>
    execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: dir, encoding: "utf8" }).trim();
  const put = (f: string, text: string) => {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  };
  git("init", "-q");
  put("README.md", "x\n");
  for (const f of files) put(f, "base\n");
  git("add", ".");
  git("commit", "-qm", "base");
  let n = 0;
  return {
    says(changed) {
      const base = git("rev-parse", "HEAD");
      put(changed, `changed by pull request ${++n}\n`);
      git("add", ".");
      git("commit", "-qm", `pr ${n}`);
      const out = join(dir, ".git", "github-output");
      writeFileSync(out, "");
      execFileSync("bash", ["-e", "-c", step.run!], {
        cwd: dir,
        env: { PATH: process.env.PATH, BASE: base, GITHUB_OUTPUT: out },
        stdio: "pipe",
      });
      return readFileSync(out, "utf8");
    },
  };
}

describe("shipped workflow examples run contamgate on every change that can alter a finding", () => {
  it("finds the examples, and at least one that decides from a diff (so the coverage check below runs)", () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(4);
    const gated = EXAMPLES.flatMap((p) => {
      const doc = parse(read(p)) as { jobs: Record<string, Job> };
      return invocations(doc).filter((inv) => diffStepsOf(doc, inv).length > 0);
    });
    expect(gated.length).toBeGreaterThanOrEqual(1);
  });

  it("the config reader sees every kind of path (benchmark, probe sets, corpora, compare inputs, the config)", () => {
    const paths = pathsRead(
      {
        benchmark: { path: "b/items.jsonl" },
        leakage: {
          probe_sets: { h: { holdout: true, sources: [{ path: "p/*.jsonl", field: "q" }] } },
          corpora: [{ path: "c/**/*.txt" }],
        },
        compare: { inputs: ["runs/a.jsonl"], baseline: "m@a", candidates: ["m@b"] },
      },
      "cfg/contamgate.yml",
    );
    expect(paths).toEqual(["cfg/contamgate.yml", "b/items.jsonl", "p/*.jsonl", "c/**/*.txt", "runs/a.jsonl"]);
    expect(concrete("c/**/*.txt")).toBe("c/deep/x.txt");
  });

  it("the check catches a diff that misses a path the config reads (block-holdout-paste's old filter)", () => {
    const old: Step = {
      id: "diff",
      run: 'changed="$(git diff --name-only "$BASE" HEAD -- data/dictionaries data/corpora)"\nif [ -n "$changed" ]; then echo "corpora=true" >> "$GITHUB_OUTPUT"; else echo "corpora=false" >> "$GITHUB_OUTPUT"; fi',
    };
    const repo = scratchRepo(old, ["contamgate.yml", "eval/holdout/q.jsonl", "data/dictionaries/deep/x.txt"]);
    expect(repo.says("data/dictionaries/deep/x.txt")).toBe("corpora=true\n");
    expect(repo.says("eval/holdout/q.jsonl")).toBe("corpora=false\n");
    expect(repo.says("contamgate.yml")).toBe("corpora=false\n");
  });

  for (const p of EXAMPLES) {
    const doc = parse(read(p)) as { jobs: Record<string, Job> };
    for (const inv of invocations(doc)) {
      const steps = diffStepsOf(doc, inv);
      if (steps.length === 0) {
        it(`${p} ${inv.where}: runs on every change (no guard reads another step's or job's output)`, () => {
          // An output this test cannot trace to a diff step is a decision it cannot check.
          for (const g of inv.guards) expect(g).not.toMatch(/\boutputs\./);
        });
        continue;
      }
      it(`${p} ${inv.where}: its diff says "changed" for a change to every path the shipped contamgate.yml reads`, () => {
        const config = shippedConfig(read(p));
        expect(config, `${p} decides from a diff but ships no contamgate.yml to check it against`).not.toBeNull();
        const files = pathsRead(config, inv.configPath).map(concrete);
        for (const step of steps) {
          const repo = scratchRepo(step, files);
          expect(repo.says("README.md"), `${p}: an unrelated change`).toMatch(/=false\n$/);
          for (const f of files) expect(repo.says(f), `${p}: a change to ${f}`).toMatch(/=true\n$/);
        }
      });
    }
  }

  it("every shipped config is a valid contamgate.yml", () => {
    for (const p of EXAMPLES) {
      const c = shippedConfig(read(p));
      if (c !== null) expect(configSchema.safeParse(c).success, p).toBe(true);
    }
  });
});
