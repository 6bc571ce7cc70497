/** The real environment on a GitHub runner: @actions/core, @actions/cache, @actions/github. */
import * as cache from "@actions/cache";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { existsSync, readFileSync } from "node:fs";
import { listenForSignals } from "../interrupt.js";
import type { ActionEnv, CheckRunner, GitHub } from "./env.js";

export function runnerEnv(runCheck: CheckRunner): ActionEnv {
  return {
    core,
    cache: {
      isFeatureAvailable: () => cache.isFeatureAvailable(),
      restoreCache: (paths, key, restoreKeys) =>
        serviceFailureThrows(() => cache.restoreCache(paths, key, restoreKeys)),
      saveCache: (paths, key) => serviceFailureThrows(() => cache.saveCache(paths, key)),
    },
    github: runnerGitHub(),
    runCheck,
    env: process.env,
    cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
    interrupt: () => listenForSignals(process, (line) => core.info(line)),
  };
}

function runnerGitHub(): GitHub {
  return {
    context() {
      // Read at call time, as @actions/github's Context does at import time, so one process
      // (a test) can run several simulated steps.
      const env = process.env;
      let payload: { pull_request?: { number?: unknown } } = {};
      if (env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH)) {
        try {
          payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) as typeof payload;
        } catch {
          payload = {};
        }
      }
      const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
      const pr = payload.pull_request?.number;
      return {
        eventName: env.GITHUB_EVENT_NAME ?? "",
        workflow: env.GITHUB_WORKFLOW ?? "",
        job: env.GITHUB_JOB ?? "",
        runId: Number(env.GITHUB_RUN_ID ?? 0),
        serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
        repo: { owner, repo },
        pullRequest: typeof pr === "number" ? pr : null,
      };
    },
    comments(token) {
      const kit = github.getOctokit(token);
      return {
        listComments: (p) => kit.rest.issues.listComments(p),
        createComment: (p) => kit.rest.issues.createComment(p),
        updateComment: (p) => kit.rest.issues.updateComment(p),
      };
    },
  };
}

/**
 * @actions/cache never throws for a service failure: it prints its own `::warning::Failed to
 * restore: …` (or `::error::` for a 5xx) and answers as for a miss, so an outage read as "nothing
 * cached yet" and an error annotation on a job that does not fail. Hold back those lines while the
 * call runs and throw their text instead, so the caller says once what happened and what it costs.
 * Anything else the library prints passes through untouched.
 */
export async function serviceFailureThrows<T>(call: () => Promise<T>): Promise<T> {
  const failures: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = function (this: unknown, chunk: unknown, ...rest: unknown[]) {
    const text = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : "";
    const m = /^::(?:warning|error)(?: [^:]*)?::(Failed to (?:restore|save): .*|Cache reservation failed: .*)$/.exec(
      text.trimEnd(),
    );
    if (m) {
      failures.push(m[1]!);
      const cb = rest.find((r) => typeof r === "function") as (() => void) | undefined;
      cb?.();
      return true;
    }
    return (write as (...a: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  } as typeof process.stdout.write;
  let result: T;
  try {
    result = await call();
  } finally {
    process.stdout.write = write;
  }
  if (failures.length > 0) throw new Error(failures.join("; "));
  return result;
}
