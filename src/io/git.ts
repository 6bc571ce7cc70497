/**
 * The one way contamgate runs git (docs/security.md "Git"). A pull request can commit any file,
 * and a folder holding `HEAD`, `objects/`, `refs/` and a `config` is a bare repository to git: a
 * `git -C <that folder>` would honour its `core.fsmonitor = "<cmd>"` and run `<cmd>` in the job
 * that holds the provider keys. So git is never pointed at a folder and left to discover a
 * repository: the caller names a work tree whose `.git` it found itself (`workTreeOf`), and every
 * setting through which a repository's configuration can run a program or reach the network on
 * the calls made here is switched off. A git that fails is an error, never an empty answer.
 */
import { execFile } from "node:child_process";
import { lstatSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** git could not answer: not installed, refused the repository, or exited non-zero. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly reason: "no-git" | "failed",
    /** git's exit code, when it ran. */
    readonly exitCode: number | null = null,
  ) {
    super(message);
    this.name = "GitError";
  }
}

/**
 * Configuration given on the command line wins over every file. Each entry closes a way the
 * repository's (or the user's) config could run a program during ls-files, log, diff or
 * rev-parse: the file-system monitor hook, hooks (a diff may rewrite the index, which runs
 * post-index-change), pagers, external diff and textconv drivers, signature checks, and any
 * transport (a partial clone would otherwise fetch missing objects through core.sshCommand,
 * credential helpers or a proxy command).
 */
const SAFE_CONFIG: readonly string[] = [
  "safe.bareRepository=explicit",
  "core.fsmonitor=",
  "core.hooksPath=/dev/null",
  "core.pager=cat",
  "diff.external=",
  "log.showSignature=false",
  "protocol.allow=never",
];

/** The environment git runs with: none of the caller's GIT_* variables, ours instead. */
export function gitEnv(workTree: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  // GIT_DIR, GIT_INDEX_FILE, GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS…: all would
  // redirect or extend what git reads or runs. A hook that runs contamgate sets several of them.
  for (const [k, v] of Object.entries(base)) if (!/^GIT_/i.test(k)) env[k] = v;
  return {
    ...env,
    GIT_DIR: join(workTree, ".git"),
    GIT_WORK_TREE: workTree,
    // No discovery happens with GIT_DIR set; the ceiling keeps it so if that ever changes.
    GIT_CEILING_DIRECTORIES: dirname(workTree),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_ATTR_NOSYSTEM: "1",
    GIT_PAGER: "cat",
    PAGER: "cat",
    GIT_EDITOR: "true",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_NO_LAZY_FETCH: "1",
    GIT_NO_REPLACE_OBJECTS: "1",
    // Paths are passed as paths: a corpus named `*.txt` is that file, not a glob.
    GIT_LITERAL_PATHSPECS: "1",
  };
}

export interface GitOptions {
  /** Exit codes that are answers, not failures (e.g. 1 for `rev-parse --verify --quiet`). */
  readonly allowExit?: readonly number[];
  readonly maxBuffer?: number;
}

/**
 * Runs `git <args>` in the work tree `workTree` (a folder holding `.git`, found by `workTreeOf`
 * or named by the caller) and resolves with its stdout and exit code. Rejects with GitError when
 * git is missing, fails, or exits with a code not in `allowExit`.
 */
export function git(
  workTree: string,
  args: readonly string[],
  o: GitOptions = {},
): Promise<{ stdout: string; exitCode: number }> {
  const argv = [...SAFE_CONFIG.flatMap((c) => ["-c", c]), ...args];
  return new Promise((done, fail) => {
    execFile(
      "git",
      argv,
      { cwd: workTree, env: gitEnv(workTree), maxBuffer: o.maxBuffer ?? 1 << 30, windowsHide: true },
      (err, stdout, stderr) => {
        if (!err) return done({ stdout, exitCode: 0 });
        const code = (err as { code?: unknown }).code;
        if (code === "ENOENT") return fail(new GitError("git is not installed (not on PATH)", "no-git"));
        if (typeof code === "number" && o.allowExit?.includes(code)) return done({ stdout, exitCode: code });
        const why = firstLine(String(stderr)) || firstLine(err.message);
        fail(
          new GitError(
            `git ${args[0] ?? ""} failed${typeof code === "number" ? ` (exit ${code})` : ""}: ${why}`,
            "failed",
            typeof code === "number" ? code : null,
          ),
        );
      },
    );
  });
}

/**
 * The work tree holding `path`: the nearest folder at or above it with a `.git` directory (one
 * with a HEAD) or a `.git` file (`gitdir: …`, a linked worktree or submodule), as git itself
 * finds one when bare repositories are not discovered. undefined when there is none. A pull
 * request cannot commit a `.git` (git refuses the name), so a folder that merely looks like a
 * bare repository is never taken for one here.
 */
export function workTreeOf(path: string): string | undefined {
  let dir = resolve(path);
  for (;;) {
    if (hasDotGit(dir)) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

function hasDotGit(dir: string): boolean {
  const dot = join(dir, ".git");
  try {
    const st = lstatSync(dot);
    if (st.isDirectory()) return lstatSync(join(dot, "HEAD")).isFile();
    if (st.isFile()) return readFileSync(dot, "utf8").startsWith("gitdir: ");
  } catch {
    // absent or unreadable: not a work tree root
  }
  return false;
}

function firstLine(s: string): string {
  return (s.split("\n").find((l) => l.trim() !== "") ?? "").trim().slice(0, 300);
}
