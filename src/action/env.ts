/**
 * Everything the action touches outside itself, passed in as one object (like actions/cache's
 * restoreImpl/saveImpl), so tests can run it in-process with a fake cache service, a fake
 * GitHub API and a chosen check runner, while @actions/core writes the real runner files.
 */
import type * as coreModule from "@actions/core";
import type { CheckDeps, CheckOutcome, CheckRequest } from "../engine/types.js";
import type { Interrupt } from "../interrupt.js";

export type Core = Pick<
  typeof coreModule,
  | "getInput"
  | "setOutput"
  | "saveState"
  | "getState"
  | "setSecret"
  | "setFailed"
  | "info"
  | "notice"
  | "warning"
  | "error"
  | "debug"
  | "summary"
>;

export interface CacheService {
  isFeatureAvailable(): boolean;
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

export interface IssueComment {
  id: number;
  body?: string | null;
  user?: { login: string; type: string } | null;
}

/** The three REST calls the sticky comment needs. */
export interface CommentApi {
  listComments(p: {
    owner: string;
    repo: string;
    issue_number: number;
    per_page: number;
    page: number;
  }): Promise<{ data: IssueComment[] }>;
  createComment(p: { owner: string; repo: string; issue_number: number; body: string }): Promise<unknown>;
  updateComment(p: { owner: string; repo: string; comment_id: number; body: string }): Promise<unknown>;
}

export interface GitHubContext {
  eventName: string;
  workflow: string;
  job: string;
  runId: number;
  serverUrl: string;
  repo: { owner: string; repo: string };
  pullRequest: number | null;
}

export interface GitHub {
  context(): GitHubContext;
  comments(token: string): CommentApi;
}

/** The check engine's own request and outcome (src/engine): the action adds nothing to them. */
export type { CheckDeps, CheckOutcome, CheckRequest } from "../engine/types.js";

export type CheckRunner = (request: CheckRequest, deps: CheckDeps) => Promise<CheckOutcome>;

export interface ActionEnv {
  core: Core;
  cache: CacheService;
  github: GitHub;
  runCheck: CheckRunner;
  /** The process environment (provider keys, RUNNER_OS, GITHUB_RUN_ID, …). */
  env: Readonly<Record<string, string | undefined>>;
  /** The workspace; relative paths in inputs are resolved against it. */
  cwd: string;
  /** SIGINT/SIGTERM as an abort while the checks run (a cancelled job); tests leave it out. */
  interrupt?: () => Interrupt;
}
