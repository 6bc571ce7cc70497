/**
 * The repository root every reported path is relative to (docs/leakage.md "Paths"): the runner's
 * GITHUB_WORKSPACE when the run is inside it, else the git work tree of the working directory
 * (found by its `.git`, without running git: src/io/git.ts), else the working directory itself.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { workTreeOf } from "../../io/git.js";

export async function repositoryRoot(cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const here = real(resolve(cwd));
  const ws = env.GITHUB_WORKSPACE;
  if (env.GITHUB_ACTIONS === "true" && ws && inside(here, real(resolve(ws)))) return real(resolve(ws));
  const top = workTreeOf(here);
  if (top !== undefined && inside(here, real(top))) return real(top);
  return here;
}

function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** Symlinks resolved on both sides, or a /tmp → /private/tmp link would make every path `../`. */
function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
