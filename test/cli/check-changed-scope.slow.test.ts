/**
 * `check --checks leakage --changed-since BASE` words each finding by the half of pull-request
 * mode that found it, as `leakage` words its summary: a corpus line added since BASE (against
 * every probe), or a probe new or changed since BASE against a corpus line older than it. It said
 * "in lines added since BASE" for both, which misreads a holdout question added by the pull
 * request that a dictionary has held for a year.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderCheckText } from "../../src/report/check-text.js";
import { planAnnotations } from "../../src/report/annotations.js";
import type { Report } from "../../src/report/types.js";
import { cli, expectNoCrash } from "../hostile/cli-harness.js";

const OLD = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
const NEW = "In which organelle does the Krebs cycle take place in eukaryotic cells of animals?";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function repo(): { dir: string; base: string } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-check-scope-")));
  dirs.push(dir);
  const git = (...a: string[]) =>
    execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: dir, encoding: "utf8" }).trim();
  git("init", "-q");
  mkdirSync(join(dir, "probes"));
  mkdirSync(join(dir, "dict"));
  writeFileSync(join(dir, "probes/holdout.jsonl"), `${JSON.stringify({ id: "h1", question: OLD })}\n`);
  // The glossary has held NEW's text for a long time; nobody had made it a probe yet.
  writeFileSync(join(dir, "dict/glossary.txt"), `harmless\n${NEW}\nalso harmless\n`);
  writeFileSync(
    join(dir, "contamgate.yml"),
    "leakage:\n  probe_sets:\n    held:\n      holdout: true\n      sources: [{ path: 'probes/*.jsonl', field: question }]\n  corpora:\n    - path: 'dict/*.txt'\n",
  );
  git("add", ".");
  git("commit", "-qm", "base");
  return { dir, base: git("rev-parse", "HEAD") };
}

const check = (dir: string, base: string) =>
  cli(["check", "--checks", "leakage", "--changed-since", base, "--report-dir", "out"], dir);
const report = (dir: string) => JSON.parse(readFileSync(join(dir, "out/report.json"), "utf8")) as Report;

describe("check --changed-since words each finding by its scope", () => {
  it("a pasted line is 'a line added since BASE'; a new probe on an old line says so, not 'lines added'", async () => {
    const { dir, base } = repo();
    // The pull request: pastes OLD (an existing probe) into a dictionary, and adds NEW as a probe.
    appendFileSync(join(dir, "dict/other.txt"), `nothing\n${OLD}\n`);
    appendFileSync(join(dir, "probes/holdout.jsonl"), `${JSON.stringify({ id: "h2", question: NEW })}\n`);
    const r = await check(dir, base);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(
      `leakage: 2 finding(s) [lines added since ${base} against every probe; 1 probe new or changed since then against every line]`,
    );
    expect(r.stdout).not.toMatch(/finding\(s\) in lines added since/);
    const lines = r.stdout.split("\n");
    const at = (where: string) => lines.find((l) => l.trimStart().startsWith(`${where} ←`));
    expect(at("dict/other.txt:2")).toMatch(
      new RegExp(`held probes/holdout\\.jsonl:1 \\([^)]+\\) \\[holdout\\]: .* — a line added since ${base}$`),
    );
    expect(at("dict/glossary.txt:2")).toMatch(
      new RegExp(
        `held probes/holdout\\.jsonl:2 \\([^)]+\\) \\[holdout\\]: .* — a probe new or changed since ${base}, on a line older than it$`,
      ),
    );

    const rep = report(dir);
    expect([...rep.leakage!.findings].map((f) => [f.corpus.file, f.corpus.line, f.scope])).toEqual([
      ["dict/glossary.txt", 2, "changed-probe"],
      ["dict/other.txt", 2, "added-line"],
    ]);
    expect(renderCheckText(rep)).toContain(`— a probe new or changed since ${base}, on a line older than it`);
    const md = readFileSync(join(dir, "out/report.md"), "utf8");
    expect(md).toContain(
      `(pull-request mode: lines added since \`${base}\` against every probe; 1 probe new or changed since then against every line)`,
    );
    expect(md).not.toContain("only lines added since");
    const notes = planAnnotations(rep, { closing: "error" }).errors.map((a) => `${a.file}:${a.line} ${a.message}`);
    expect(notes.find((n) => n.startsWith("dict/glossary.txt:2 "))).toMatch(
      /: a probe new or changed since [0-9a-f]{40}, on a line older than it\.$/,
    );
    expect(notes.find((n) => n.startsWith("dict/other.txt:2 "))).toMatch(/: a line added since [0-9a-f]{40}\.$/);
  });

  it("only a pasted line: every finding is an added line, and the summary says lines added only", async () => {
    const { dir, base } = repo();
    appendFileSync(join(dir, "dict/other.txt"), `${OLD}\n`);
    const r = await check(dir, base);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(`leakage: 1 finding(s) [lines added since ${base}] (1 from holdout sets`);
    expect(r.stdout).toMatch(new RegExp(`dict/other\\.txt:1 ← .* — a line added since ${base}$`, "m"));
    expect([...report(dir).leakage!.findings].map((f) => f.scope)).toEqual(["added-line"]);
  });

  it("only a new probe already in the glossary: the finding is the new probe's, on the old line", async () => {
    const { dir, base } = repo();
    appendFileSync(join(dir, "probes/holdout.jsonl"), `${JSON.stringify({ id: "h2", question: NEW })}\n`);
    const r = await check(dir, base);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(
      `leakage: 1 finding(s) [lines added since ${base} against every probe; 1 probe new or changed since then against every line]`,
    );
    expect(r.stdout).toMatch(
      new RegExp(`dict/glossary\\.txt:2 ← .* — a probe new or changed since ${base}, on a line older than it$`, "m"),
    );
  });

  it("a changed config: everything against everything, no per-finding scope", async () => {
    const { dir, base } = repo();
    appendFileSync(join(dir, "contamgate.yml"), "  threshold: '0.7'\n");
    appendFileSync(join(dir, "dict/other.txt"), `${OLD}\n`);
    const r = await check(dir, base);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(`[the config changed since ${base}: every line against every probe]`);
    expect(r.stdout).not.toMatch(/ — a (line added|probe new)/);
    expect([...report(dir).leakage!.findings].every((f) => f.scope === undefined)).toBe(true);
  });
});
