import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";
import { initRepo, plantRepository } from "../support/hostile-git.js";

/**
 * `--changed-since` reads git in the working directory's repository only, through src/io/git.ts
 * (docs/security.md "Git"): a corpus folder that git would take for another repository — one a
 * pull request made look like a bare repository, or an unpacked archive with its own `.git` and
 * config — never gets git run in it, so its configuration runs nothing.
 */
const QUESTION = "What is the boiling point of water at sea level in kelvin?";
let ws: string;
let marker: string;
let git: (...args: string[]) => string;

beforeEach(() => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "cg-changed-git-")));
  ws = join(root, "ws");
  marker = join(root, "MARKER");
  mkdirSync(join(ws, "corpus"), { recursive: true });
  git = initRepo(ws);
  writeFileSync(join(ws, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
  writeFileSync(join(ws, "corpus", "dict.txt"), "unrelated\n");
  git("add", "-A");
  git("commit", "-qm", "base");
});
afterEach(() => {
  rmSync(join(ws, ".."), { recursive: true, force: true });
});

async function scan(): Promise<{ code: number; stderr: string; report: LeakageReport | null }> {
  const m = memoryIo({}, ws);
  const code = await main(
    [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus/**/*.txt",
      "--changed-since",
      "HEAD",
      "--json",
      "r.json",
    ],
    m.io,
  );
  const out = join(ws, "r.json");
  return {
    code,
    stderr: m.stderr(),
    report: existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as LeakageReport) : null,
  };
}

describe("--changed-since and folders git would take for a repository", () => {
  it("a corpus folder a pull request made look like a bare repository: scanned as part of the workspace, its fsmonitor never runs", async () => {
    const planted = join(ws, "corpus", "looks-bare");
    plantRepository(planted, `touch ${marker}`);
    writeFileSync(join(planted, "old.txt"), "nothing here\n");
    git("add", "-A");
    git("commit", "-qm", "pr part 1");
    writeFileSync(join(planted, "old.txt"), `nothing here\n${QUESTION}\n`);
    const r = await scan();
    expect(existsSync(marker)).toBe(false);
    expect(r.code, r.stderr).toBe(1);
    expect(r.report!.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual(["corpus/looks-bare/old.txt:2"]);
  });

  it("a corpus inside another repository (its own .git and config): exit 4, and that config runs nothing", async () => {
    const nested = join(ws, "corpus", "unpacked");
    mkdirSync(nested);
    const nestedGit = (...a: string[]) =>
      execFileSync("git", ["-C", nested, "-c", "user.email=t@t", "-c", "user.name=t", ...a], { stdio: "pipe" });
    nestedGit("init", "-q");
    writeFileSync(join(nested, "leak.txt"), "old\n");
    nestedGit("add", "-A");
    nestedGit("commit", "-qm", "archive");
    // What the archive's own .git carries: commands for git to run on a diff of its work tree.
    for (const [k, v] of [
      ["core.fsmonitor", `touch ${marker}`],
      ["filter.evil.clean", `touch ${marker}; cat`],
    ])
      nestedGit("config", k!, v!);
    writeFileSync(join(nested, ".gitattributes"), "* filter=evil\n");
    writeFileSync(join(nested, "leak.txt"), `old\n${QUESTION}\n`);
    const r = await scan();
    expect(existsSync(marker)).toBe(false);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(
      /--changed-since: a corpus file is outside the git work tree .*\/ws \(another repository, or none\)/,
    );
  });
});
