import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync, readFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, afterEach, beforeEach } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";
import { initRepo, plantRepository } from "../support/hostile-git.js";

const QUESTION = "What is the boiling point of water at sea level in kelvin?";

function repo(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-review-pr-")));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  git("init", "-q");
  git("config", "user.email", "t@example.com");
  git("config", "user.name", "t");
  writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
  mkdirSync(join(dir, "my dir"));
  // git writes "+++ b/my dir/c d.txt<TAB>" for names with spaces and C-quotes names with '"', '\\' or tabs
  for (const name of ["my dir/c d.txt", 'quo"te.txt', "plain.txt", '辞書 "b".txt'])
    writeFileSync(join(dir, name), "a\r\nb\r\n");
  git("add", "-A");
  git("commit", "-qm", "init");
  for (const name of ["my dir/c d.txt", 'quo"te.txt', "plain.txt", '辞書 "b".txt'])
    writeFileSync(join(dir, name), `a\r\n${QUESTION}\r\nb\r\n`);
  return dir;
}

describe("--changed-since with file names git decorates", () => {
  it("scans the added lines of files whose names hold spaces or quotes", async () => {
    const dir = repo();
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "**/*.txt",
        "--changed-since",
        "HEAD",
        "--json",
        "r.json",
      ],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`).sort()).toEqual(
      ["my dir/c d.txt:2", "plain.txt:2", 'quo"te.txt:2', '辞書 "b".txt:2'].sort(),
    );
    // only the added line of each file was scanned
    expect(report.stats.corpusRecords).toBe(4);
  });
});

describe("--changed-since with CSV records that span lines", () => {
  it("scans a quoted multi-line record when a line inside it (not its first) was added", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-review-pr-csv-")));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("config", "user.email", "t@example.com");
    git("config", "user.name", "t");
    writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
    writeFileSync(join(dir, "c.csv"), 'id,text\n1,"first line\nsecond line"\n2,other\n');
    git("add", "-A");
    git("commit", "-qm", "init");
    writeFileSync(join(dir, "c.csv"), `id,text\n1,"first line\n${QUESTION}"\n2,other\n`);
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "c.csv",
        "--corpus-field",
        "text",
        "--containment",
        "0.5",
        "--changed-since",
        "HEAD",
        "--json",
        "r.json",
      ],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual(["c.csv:2"]);
    expect(report.stats.corpusRecords).toBe(1);
  });
});

describe("--changed-since with an untracked corpus file that .gitignore covers", () => {
  it("scans it whole, as for any untracked file (it is not in the ref, so all of it is new)", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-review-pr-ign-")));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("config", "user.email", "t@example.com");
    git("config", "user.name", "t");
    writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
    writeFileSync(join(dir, ".gitignore"), "generated/\n");
    git("add", "-A");
    git("commit", "-qm", "init");
    mkdirSync(join(dir, "generated"));
    writeFileSync(join(dir, "generated", "dict.txt"), `x\n${QUESTION}\n`);
    // untracked and not ignored, with a name git would C-quote in ls-files output
    writeFileSync(join(dir, '辞書 "new".txt'), `${QUESTION}\n`);
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "generated/*.txt",
        "--corpus",
        "*.txt",
        "--changed-since",
        "HEAD",
        "--json",
        "r.json",
      ],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual([
      "generated/dict.txt:2",
      '辞書 "new".txt:1',
    ]);
  });
});

describe("--changed-since under the user's git diff settings", () => {
  it.each([
    ["diff.mnemonicPrefix", "true"],
    ["diff.noprefix", "true"],
  ])("%s=%s still reads the added lines", async (key, value) => {
    const dir = repo();
    execFileSync("git", ["config", key, value], { cwd: dir, stdio: "pipe" });
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "plain.txt",
        "--changed-since",
        "HEAD",
        "--json",
        "r.json",
      ],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual(["plain.txt:2"]);
    expect(report.stats.corpusRecords).toBe(1);
  });
});

describe("--changed-since ignores textconv diff drivers", () => {
  it("reads line numbers of the file itself, not of a textconv rendering", async () => {
    const dir = repo();
    // a driver that drops the first line shifts every hunk by one
    execFileSync("git", ["config", "diff.dropfirst.textconv", "sed 1d"], { cwd: dir, stdio: "pipe" });
    writeFileSync(join(dir, ".gitattributes"), "*.txt diff=dropfirst\n");
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "plain.txt",
        "--changed-since",
        "HEAD",
        "--json",
        "r.json",
      ],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual(["plain.txt:2"]);
  });
});

describe("--changed-since and git", () => {
  /**
   * `--changed-since` reads git in the working directory's repository only, through src/io/git.ts
   * (docs/security.md "Git"): a corpus folder that git would take for another repository — one a
   * pull request made look like a bare repository, or an unpacked archive with its own `.git` and
   * config — never gets git run in it, so its configuration runs nothing.
   */
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
      expect(r.report!.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual([
        "corpus/looks-bare/old.txt:2",
      ]);
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
});
