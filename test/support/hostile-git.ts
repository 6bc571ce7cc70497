/**
 * Folders a pull request can commit that git takes for a repository: `HEAD`, `objects/`, `refs/`
 * (and, for the worst case, a `config` whose core.fsmonitor is a command). Built with the test's
 * own git, never through contamgate's helper.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A plain work tree with one commit, like a checkout. */
export function initRepo(dir: string): (...args: string[]) => string {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], {
      cwd: dir,
      stdio: "pipe",
      encoding: "utf8",
    });
  git("init", "-q");
  git("commit", "-q", "--allow-empty", "-m", "init");
  return git;
}

/**
 * Writes into `dir` the files a pull request commits to make git discover it as a repository
 * (git tracks no empty folder, so objects/ and refs/ each hold a placeholder). `fsmonitor`: a
 * shell command git runs as the file-system monitor (case 1); without it there is no config,
 * and git fails on the folder (case 2: that failure used to be read as "nothing tracked").
 */
export function plantRepository(dir: string, fsmonitor?: string): string[] {
  const files: Record<string, string> = {
    HEAD: "ref: refs/heads/main\n",
    "objects/pack/.keep": "",
    "refs/heads/.keep": "",
    ...(fsmonitor !== undefined
      ? {
          config: `[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n\tfsmonitor = ${fsmonitor}\n`,
        }
      : {}),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return Object.keys(files);
}
