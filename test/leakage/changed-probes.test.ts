/**
 * `--changed-since` scanned only corpus lines added since the ref, so a holdout probe
 * added in the pull request whose text was already in the glossary gave 0 findings. New or
 * changed probes are scanned against the whole corpora; added corpus lines against all probes.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";

const OLD = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
const NEW = "What is the boiling point of water at sea level in kelvin, to two decimals?";
const OTHER = "Which planet in the solar system has the largest number of confirmed moons?";

function repo(): { dir: string; git: (...a: string[]) => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-leak-newprobe-")));
  const git = (...a: string[]) =>
    void execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: dir, stdio: "pipe" });
  git("init", "-q");
  mkdirSync(join(dir, "probes"));
  mkdirSync(join(dir, "dict"));
  writeFileSync(join(dir, "probes/holdout.jsonl"), JSON.stringify({ id: "h1", question: OLD }) + "\n");
  // The glossary has held NEW's text for a long time; nobody had made it a probe yet.
  writeFileSync(join(dir, "dict/glossary.txt"), `harmless\n${NEW}\nalso harmless\n`);
  writeFileSync(join(dir, "dict/other.txt"), "nothing here\n");
  writeFileSync(
    join(dir, "contamgate.yml"),
    "leakage:\n  probe_sets:\n    held:\n      holdout: true\n      ids: opaque\n      sources: [{ path: 'probes/*.jsonl', field: question }]\n  corpora:\n    - path: 'dict/*.txt'\n",
  );
  git("add", ".");
  git("commit", "-qm", "base");
  return { dir, git };
}

async function scan(
  dir: string,
  args: string[],
): Promise<{ code: number; stderr: string; stdout: string; report: LeakageReport }> {
  const m = memoryIo({}, dir);
  const code = await main(["leakage", ...args, "--changed-since", "HEAD", "--json", "pr.json"], m.io);
  return {
    code,
    stderr: m.stderr(),
    stdout: m.stdout(),
    report: JSON.parse(readFileSync(join(dir, "pr.json"), "utf8")) as LeakageReport,
  };
}

describe("--changed-since with probe sets that changed", () => {
  it("a newly added holdout probe already in the glossary is found (exit 1), at the glossary's line", async () => {
    const { dir } = repo();
    const before = await scan(dir, ["--config", "contamgate.yml"]);
    expect(before.code).toBe(0);
    appendFileSync(join(dir, "probes/holdout.jsonl"), JSON.stringify({ id: "h2", question: NEW }) + "\n");
    const r = await scan(dir, ["--config", "contamgate.yml"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.corpus.file, f.corpus.line, f.probe.id])).toEqual([
      ["dict/glossary.txt", 2, "h2"],
    ]);
    expect(r.report.stats.changedScope).toEqual({ configChanged: false, freshProbes: 1 });
    expect(r.stdout).toMatch(/1 probe new or changed since then against every line/);
    expect(r.stdout).not.toContain("boiling");
  });

  it("a probe file new in the pull request (untracked), and the same by flags", async () => {
    const { dir } = repo();
    writeFileSync(join(dir, "probes/more.jsonl"), JSON.stringify({ id: "m1", question: NEW }) + "\n");
    const cfg = await scan(dir, ["--config", "contamgate.yml"]);
    expect(cfg.code).toBe(1);
    expect(cfg.report.findings.map((f) => [f.corpus.file, f.corpus.line, f.probe.file])).toEqual([
      ["dict/glossary.txt", 2, "probes/more.jsonl"],
    ]);
    const flags = await scan(dir, ["--holdout", "probes/*.jsonl", "--field", "question", "--corpus", "dict/*.txt"]);
    expect(flags.code).toBe(1);
    expect(flags.report.findings.map((f) => [f.corpus, f.probe.file, f.probe.line])).toEqual(
      cfg.report.findings.map((f) => [f.corpus, f.probe.file, f.probe.line]),
    );
  });

  it("an edited probe is new; unchanged probes still see only the added corpus lines", async () => {
    const { dir, git } = repo();
    // OLD is pasted into the glossary and committed: a finding of the base, not of this PR.
    appendFileSync(join(dir, "dict/glossary.txt"), `${OLD}\n`);
    git("commit", "-qam", "old leak");
    writeFileSync(
      join(dir, "probes/holdout.jsonl"),
      JSON.stringify({ id: "h1", question: OLD }) + "\n" + JSON.stringify({ id: "h2", question: OTHER }) + "\n",
    );
    git("commit", "-qam", "probes");
    const quiet = await scan(dir, ["--config", "contamgate.yml"]);
    expect(quiet.code).toBe(0);
    expect(quiet.report.stats.corpusRecords).toBe(0);
    // h2 edited into NEW: it is scanned against every line, h1 (unchanged) is not.
    writeFileSync(
      join(dir, "probes/holdout.jsonl"),
      JSON.stringify({ id: "h1", question: OLD }) + "\n" + JSON.stringify({ id: "h2", question: NEW }) + "\n",
    );
    appendFileSync(join(dir, "dict/other.txt"), `${OTHER}\n`);
    const r = await scan(dir, ["--config", "contamgate.yml"]);
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.corpus.file, f.corpus.line, f.probe.id])).toEqual([
      ["dict/glossary.txt", 2, "h2"],
    ]);
    // An added corpus line is scanned against every probe, the unchanged ones included.
    appendFileSync(join(dir, "dict/other.txt"), `${OLD}\n`);
    const both = await scan(dir, ["--config", "contamgate.yml"]);
    expect(both.report.findings.map((f) => [f.corpus.file, f.corpus.line, f.probe.id])).toEqual([
      ["dict/glossary.txt", 2, "h2"],
      ["dict/other.txt", 3, "h1"],
    ]);
  });

  it("a changed config rescans every corpus line against every probe", async () => {
    const { dir, git } = repo();
    writeFileSync(join(dir, "dict/glossary.txt"), `harmless\n${OLD}\n`);
    git("commit", "-qam", "old leak");
    expect((await scan(dir, ["--config", "contamgate.yml"])).code).toBe(0);
    appendFileSync(join(dir, "contamgate.yml"), "  threshold: '0.7'\n");
    const r = await scan(dir, ["--config", "contamgate.yml"]);
    expect(r.code).toBe(1);
    expect(r.report.stats.changedScope?.configChanged).toBe(true);
    expect(r.stdout).toMatch(/the config changed since HEAD: every line against every probe/);
  });
});

describe("--changed-since with a CSV probe record that spans lines", () => {
  it("is new when a line inside it (not its first) changed", async () => {
    const { dir, git } = repo();
    const [head, tail] = [NEW.slice(0, 30), NEW.slice(30)];
    writeFileSync(join(dir, "probes/p.csv"), `id,question\np1,"${head}\nsomething else entirely"\n`);
    git("add", ".");
    git("commit", "-qm", "csv probe");
    const before = await scan(dir, ["--probes", "probes/p.csv", "--field", "question", "--corpus", "dict/*.txt"]);
    expect(before.code).toBe(0);
    // Only line 3 of p.csv, the record's second line, changes; the glossary (line 2) has held NEW all along.
    writeFileSync(join(dir, "probes/p.csv"), `id,question\np1,"${head}\n${tail}"\n`);
    writeFileSync(join(dir, "dict/glossary.txt"), `harmless\n${NEW}\n`);
    git("commit", "-qm", "glossary", "--", "dict/glossary.txt");
    const r = await scan(dir, ["--probes", "probes/p.csv", "--field", "question", "--corpus", "dict/*.txt"]);
    expect(r.stderr).toBe("");
    expect(r.report.stats.changedScope).toEqual({ configChanged: false, freshProbes: 1 });
    expect(r.code).toBe(1);
    expect(r.report.findings.map((f) => [f.corpus.file, f.corpus.line, f.probe.id, f.probe.line])).toEqual([
      ["dict/glossary.txt", 2, "p1", 2],
    ]);
  });
});
