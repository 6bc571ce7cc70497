import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";

// A git repository of 9,000 files: minutes on a loaded runner, hence the slow suite (the other
// --changed-since cases are in changed-since.test.ts).
const QUESTION = "What is the boiling point of water at sea level in kelvin?";

describe("--changed-since over a corpus of many files", () => {
  it("does not overflow the command line (E2BIG was an internal error)", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-review-pr-many-")));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("config", "user.email", "t@example.com");
    git("config", "user.name", "t");
    writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
    mkdirSync(join(dir, "d"));
    // 9,000 paths of ~250 bytes: 2.2 MB of arguments, above Linux's 2 MiB ARG_MAX
    const name = (i: number) => `d/${"x".repeat(240)}${String(i).padStart(5, "0")}.txt`;
    for (let i = 0; i < 9000; i++) writeFileSync(join(dir, name(i)), "a\n");
    git("add", "-A");
    git("commit", "-qm", "init");
    writeFileSync(join(dir, name(4321)), `a\n${QUESTION}\n`);
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--field",
        "question",
        "--corpus",
        "d/*.txt",
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
    expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).toEqual([`${name(4321)}:2`]);
  });
});
