/**
 * Runs the action's main (and post) step in-process the way a runner would: a temp workspace,
 * INPUT_* variables, GITHUB_STEP_SUMMARY / GITHUB_OUTPUT / GITHUB_STATE files, the real
 * @actions/core writing them, and no cache service unless a test passes a fake one.
 */
import * as core from "@actions/core";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postImpl } from "../../src/action/post.js";
import { mainImpl } from "../../src/action/run.js";
import { runnerEnv } from "../../src/action/runner.js";
import type { ActionEnv, CacheService, CheckRunner, GitHub } from "../../src/action/env.js";

export interface Simulation {
  code: number;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** Everything the step wrote to stdout (workflow commands: ::error::, ::add-mask::, …). */
  stdout: string;
  workspace: string;
  env: Record<string, string>;
}

export interface SimulateOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  runCheck: CheckRunner;
  cache?: CacheService;
  github?: GitHub;
  /** Post step: pass the state a previous main saved. */
  post?: { workspace: string; state: Record<string, string> };
  /** Fill the workspace (config, items, corpora) before the step starts. */
  setup?: (workspace: string) => void;
  /** Don't wait for main to finish (a main that dies); resolves when this returns true. */
  until?: (workspace: string) => boolean;
}

export function parseFileCommands(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join("\n");
  }
  return out;
}

export async function simulate(opts: SimulateOptions): Promise<Simulation> {
  const root = mkdtempSync(join(tmpdir(), "contamgate-action-"));
  const workspace = opts.post?.workspace ?? join(root, "workspace");
  mkdirSync(workspace, { recursive: true });
  // The runner's temporary directory, where the response store lives by default (beside the
  // workspace, as on a runner; the post step gets the store's path from main's state).
  const runnerTemp = join(root, "_temp");
  mkdirSync(runnerTemp, { recursive: true });
  opts.setup?.(workspace);
  const files = { summary: join(root, "summary.md"), output: join(root, "output"), state: join(root, "state") };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: workspace,
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_REPOSITORY: "octo/evals",
    GITHUB_WORKFLOW: "contamgate",
    GITHUB_JOB: "evaluate",
    GITHUB_EVENT_NAME: "push",
    RUNNER_OS: "Linux",
    RUNNER_TEMP: runnerTemp,
    ...Object.fromEntries(
      Object.entries(opts.inputs ?? {}).map(([k, v]) => [`INPUT_${k.replace(/ /g, "_").toUpperCase()}`, v]),
    ),
    ...Object.fromEntries(Object.entries(opts.post?.state ?? {}).map(([k, v]) => [`STATE_${k}`, v])),
    ...opts.env,
  };
  const saved = { ...process.env };
  const savedExit = process.exitCode;
  const written: string[] = [];
  const realWrite = process.stdout.write.bind(process.stdout);
  // Drop every variable a real runner would not give this step (including a cache service).
  for (const k of Object.keys(process.env))
    if (/^(INPUT_|STATE_|GITHUB_|ACTIONS_|RUNNER_)/.test(k)) delete process.env[k];
  Object.assign(process.env, env);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  }) as typeof process.stdout.write;
  // core.summary is a process-wide singleton that remembers the first summary file it saw; a
  // runner starts a new process per step, so forget it between simulated steps.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  try {
    const base = runnerEnv(opts.runCheck);
    const actionEnv: ActionEnv = {
      ...base,
      ...(opts.cache ? { cache: opts.cache } : {}),
      ...(opts.github ? { github: opts.github } : {}),
    };
    let code = -1;
    if (opts.post) code = await postImpl(actionEnv);
    else if (opts.until) {
      void mainImpl(actionEnv).then((c) => (code = c));
      while (!opts.until(workspace)) await new Promise((r) => setTimeout(r, 5));
    } else code = await mainImpl(actionEnv);
    return {
      code,
      outputs: parseFileCommands(readFileSync(files.output, "utf8")),
      state: parseFileCommands(readFileSync(files.state, "utf8")),
      summary: readFileSync(files.summary, "utf8"),
      stdout: written.join(""),
      workspace,
      env,
    };
  } finally {
    process.stdout.write = realWrite;
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    process.exitCode = savedExit;
  }
}
