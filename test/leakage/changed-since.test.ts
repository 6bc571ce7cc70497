import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";
import { readFileSync } from "node:fs";

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
