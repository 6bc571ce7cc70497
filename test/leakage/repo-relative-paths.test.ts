/**
 * Every reported path is relative to the repository root (git top-level or the
 * working directory for the CLI, GITHUB_WORKSPACE in the action), never absolute, never relative
 * to the config file's folder.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";

const HOLDOUT = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";

function layout(git: boolean): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-leak-paths-")));
  mkdirSync(join(dir, "evals/dict"), { recursive: true });
  mkdirSync(join(dir, "data"));
  writeFileSync(join(dir, "evals/holdout.jsonl"), JSON.stringify({ id: "h1", question: HOLDOUT }) + "\n");
  writeFileSync(join(dir, "evals/dict/local.txt"), `harmless\n${HOLDOUT}\n`);
  writeFileSync(join(dir, "data/shared.txt"), `${HOLDOUT}\n`);
  writeFileSync(
    join(dir, "evals/contamgate.yml"),
    "leakage:\n  probe_sets:\n    held:\n      holdout: true\n      sources: [{ path: holdout.jsonl, field: question }]\n  corpora:\n    - path: dict/local.txt\n    - path: '../data/*.txt'\n",
  );
  if (git) execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

async function run(cwd: string, args: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(args, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

function expectRepoRelative(dir: string, surfaces: Record<string, string>): void {
  for (const [name, text] of Object.entries(surfaces)) {
    expect(text, name).not.toContain(dir);
    expect(text, name).toContain("evals/dict/local.txt");
    expect(text, name).toContain("data/shared.txt");
    expect(text, name).not.toMatch(/(^|[^/\w])dict\/local\.txt/);
    expect(text, name).not.toContain("../");
  }
}

describe("reported paths are relative to the repository root", () => {
  for (const git of [false, true]) {
    it(`leakage --config evals/contamgate.yml (${git ? "git top-level" : "no git: the working directory"}): text, JSON, SARIF`, async () => {
      const dir = layout(git);
      const r = await run(dir, [
        "leakage",
        "--config",
        "evals/contamgate.yml",
        "--json",
        "r.json",
        "--sarif",
        "r.sarif",
      ]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(1);
      const json = readFileSync(join(dir, "r.json"), "utf8");
      const sarif = readFileSync(join(dir, "r.sarif"), "utf8");
      expectRepoRelative(dir, { stdout: r.stdout, json, sarif });
      const report = JSON.parse(json) as LeakageReport;
      expect(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line} ${f.probe.file}:${f.probe.line}`)).toEqual([
        "data/shared.txt:1 evals/holdout.jsonl:1",
        "evals/dict/local.txt:2 evals/holdout.jsonl:1",
      ]);
      const uris = JSON.parse(sarif).runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation.uri,
      );
      expect(uris).toEqual(["data/shared.txt", "evals/dict/local.txt"]);
    });
  }

  it("run from a subdirectory of a git repository, paths are still from the top-level", async () => {
    const dir = layout(true);
    const r = await run(join(dir, "evals"), ["leakage", "--config", "contamgate.yml", "--json", "r.json"]);
    expect(r.code).toBe(1);
    expectRepoRelative(dir, { stdout: r.stdout, json: readFileSync(join(dir, "evals/r.json"), "utf8") });
  });

  it("check --report-dir: report.json, report.md, report.html and report.sarif", async () => {
    const dir = layout(false);
    const r = await run(dir, [
      "check",
      "--config",
      "evals/contamgate.yml",
      "--checks",
      "leakage",
      "--report-dir",
      "out",
    ]);
    expect(r.code).toBe(1);
    const read = (f: string) => readFileSync(join(dir, "out", f), "utf8");
    expect(r.stdout).toMatch(/^reports written: out\/report\.json \(and/m);
    expectRepoRelative(dir, {
      stdout: r.stdout,
      json: read("report.json"),
      md: read("report.md"),
      html: read("report.html"),
      sarif: read("report.sarif"),
    });
  });

  it("a source outside the repository root keeps its ../ steps and is never printed absolute", async () => {
    const dir = layout(false);
    const r = await run(join(dir, "evals"), [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "../data/*.txt",
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("../data/shared.txt:1");
    expect(r.stdout).not.toContain(dir);
  });
});
