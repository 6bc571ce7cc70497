/** The real environment on a GitHub runner: @actions/core, @actions/cache, @actions/github. */
import * as cache from "@actions/cache";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { existsSync, readFileSync } from "node:fs";
import type { ActionEnv, CheckRunner, GitHub } from "./env.js";

export function runnerEnv(runCheck: CheckRunner): ActionEnv {
  return {
    core,
    cache: {
      isFeatureAvailable: () => cache.isFeatureAvailable(),
      restoreCache: (paths, key, restoreKeys) => cache.restoreCache(paths, key, restoreKeys),
      saveCache: (paths, key) => cache.saveCache(paths, key),
    },
    github: runnerGitHub(),
    runCheck,
    env: process.env,
    cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
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
