import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { git, gitEnv, GitError, workTreeOf } from "../../src/io/git.js";
import { initRepo, plantRepository } from "../support/hostile-git.js";

/**
 * src/io/git.ts, the one way contamgate runs git (docs/security.md "Git"): a folder a pull
 * request made look like a repository is never used as one, the configuration of the repository
 * that is used cannot run a program on these calls, and a git that fails is an error.
 */
let root: string;
let marker: string;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "cg-git-")));
  marker = join(root, "MARKER");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("a folder that looks like a bare repository", () => {
  it("control: plain `git -C <folder>` runs the folder's core.fsmonitor (the attack is real on this git)", () => {
    const ws = join(root, "ws");
    mkdirSync(ws);
    initRepo(ws);
    plantRepository(join(ws, "cache"), `touch ${marker}`);
    execFileSync("git", ["-C", join(ws, "cache"), "ls-files", "-z", "--", "."], { stdio: "pipe" });
    expect(existsSync(marker)).toBe(true);
  });

  it("is never taken for a repository: workTreeOf skips it, and git named at it fails (never an empty answer)", async () => {
    const ws = join(root, "ws");
    mkdirSync(ws);
    initRepo(ws);
    const planted = join(ws, "cache");
    plantRepository(planted, `touch ${marker}`);
    expect(workTreeOf(planted)).toBe(ws);
    await expect(git(planted, ["ls-files", "-z"])).rejects.toBeInstanceOf(GitError);
    // The enclosing work tree, named explicitly, lists nothing of it and runs nothing.
    const listed = await git(ws, ["ls-files", "-z", "--others", "--", "cache"]);
    expect(listed.stdout.split("\0").filter(Boolean).sort()).toEqual([
      "cache/HEAD",
      "cache/config",
      "cache/objects/pack/.keep",
      "cache/refs/heads/.keep",
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it("outside any work tree: workTreeOf finds none (a bare-looking folder is not one)", () => {
    const planted = join(root, "alone");
    plantRepository(planted);
    expect(workTreeOf(planted)).toBeUndefined();
  });
});

describe("the repository's own configuration cannot run a program on the calls made", () => {
  it("core.fsmonitor, hooks, pager and external diff in .git/config: nothing runs (control: plain git runs the monitor)", async () => {
    const ws = join(root, "ws");
    mkdirSync(ws);
    const raw = initRepo(ws);
    writeFileSync(join(ws, "a.txt"), "one\n");
    raw("add", "a.txt");
    raw("commit", "-qm", "a");
    writeFileSync(join(ws, "a.txt"), "one\ntwo\n");
    const hooks = join(root, "hooks");
    mkdirSync(hooks);
    for (const h of ["post-index-change", "pre-commit", "post-checkout"])
      writeFileSync(join(hooks, h), `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
    for (const [k, v] of [
      ["core.fsmonitor", `touch ${marker}`],
      ["core.hooksPath", hooks],
      ["core.pager", `touch ${marker}; cat`],
      ["diff.external", `touch ${marker}; true`],
    ])
      raw("config", k!, v!);

    await git(ws, ["ls-files", "-z", "--others", "--", "."]);
    await git(ws, ["diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", "HEAD", "--", "a.txt"]);
    await git(ws, ["log", "--name-only", "-z", "--format=", "HEAD", "--", "."]);
    await git(ws, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
    expect(existsSync(marker)).toBe(false);

    execFileSync("git", ["-C", ws, "ls-files", "-z"], { stdio: "pipe" });
    expect(existsSync(marker)).toBe(true);
  });

  it("the caller's GIT_* variables never redirect it (a hook that runs contamgate sets GIT_DIR)", () => {
    const env = gitEnv("/w/repo", {
      PATH: "/bin",
      GIT_DIR: "/elsewhere/.git",
      GIT_EXTERNAL_DIFF: "evil",
      git_index_file: "x",
    });
    expect(env).toMatchObject({
      PATH: "/bin",
      GIT_DIR: "/w/repo/.git",
      GIT_WORK_TREE: "/w/repo",
      GIT_CEILING_DIRECTORIES: "/w",
    });
    expect(env.GIT_EXTERNAL_DIFF).toBeUndefined();
    expect(env.git_index_file).toBeUndefined();
  });
});

describe("fails closed", () => {
  it("a failing command is a GitError with git's words and exit code, never empty output", async () => {
    const ws = join(root, "ws");
    mkdirSync(ws);
    initRepo(ws);
    const e = await git(ws, ["rev-parse", "--verify", "no-such-ref"]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GitError);
    expect((e as GitError).exitCode).toBe(128);
    expect((e as GitError).message).toMatch(/rev-parse failed \(exit 128\)/);
    // An exit code the caller declared an answer is one.
    expect((await git(ws, ["rev-parse", "--verify", "--quiet", "no-such-ref"], { allowExit: [1] })).exitCode).toBe(1);
  });

  it("a folder with no .git of its own is an error, not the repository above it", async () => {
    const ws = join(root, "ws");
    mkdirSync(join(ws, "sub"), { recursive: true });
    initRepo(ws);
    await expect(git(join(ws, "sub"), ["ls-files"])).rejects.toBeInstanceOf(GitError);
  });

  it("no git on PATH is reason no-git", async () => {
    const ws = join(root, "ws");
    mkdirSync(ws);
    initRepo(ws);
    const saved = process.env.PATH;
    process.env.PATH = join(root, "empty");
    try {
      const e = await git(ws, ["status"]).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(GitError);
      expect((e as GitError).reason).toBe("no-git");
    } finally {
      process.env.PATH = saved;
    }
  });
});
