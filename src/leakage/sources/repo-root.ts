/**
 * The repository root every reported path is relative to (docs/leakage.md "Paths"): the runner's
 * GITHUB_WORKSPACE when the run is inside it, else the git work tree of the working directory
 * (found by its `.git`, without running git: src/io/git.ts), else the working directory itself.
 */
import { resolve } from "node:path";
import { workTreeOf } from "../../io/git.js";
import { isInside as inside, realOrResolved } from "../../io/paths.js";

export async function repositoryRoot(cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const here = realOrResolved(resolve(cwd));
  const ws = env.GITHUB_WORKSPACE;
  if (env.GITHUB_ACTIONS === "true" && ws && inside(here, realOrResolved(resolve(ws))))
    return realOrResolved(resolve(ws));
  const top = workTreeOf(here);
  if (top !== undefined && inside(here, realOrResolved(top))) return realOrResolved(top);
  return here;
}
