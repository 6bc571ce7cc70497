/**
 * The repository root every reported path is relative to (docs/leakage.md "Paths"): the runner's
 * GITHUB_WORKSPACE when the run is inside it, else the git top-level of the working directory,
 * else the working directory itself.
 */
import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function repositoryRoot(cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const here = real(resolve(cwd));
  const ws = env.GITHUB_WORKSPACE;
  if (env.GITHUB_ACTIONS === "true" && ws && inside(here, real(resolve(ws)))) return real(resolve(ws));
  try {
    const { stdout } = await run("git", ["rev-parse", "--show-toplevel"], { cwd: here });
    const top = stdout.trim();
    if (top && inside(here, real(top))) return real(top);
  } catch {
    // not a git work tree, or no git: the working directory is the root
  }
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
