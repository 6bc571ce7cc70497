import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BENCHMARK, checkWorkspace, cli, design, FAKES, ROOT } from "../support/check-workspace.js";

const check = (dir: string, ...argv: string[]) => cli(dir, ["check", ...argv]);

describe("contamgate check", () => {
  it("the repository's demo config names dirty only and exits 1", async () => {
    const { code, out } = await check(ROOT, "--checks", "power,contamination");
    expect(code).toBe(1);
    expect(out).toMatch(/CONTAMINATED — contamination detected in: dirty \(named by shuffle_choices\)\n/);
    expect(out).toMatch(/clean: no significant drop/);
    expect(out).toMatch(/adequate/);
  });

  it("refuses an underpowered design with exit 2 and starts no run", async () => {
    const dir = await checkWorkspace(design(0.02, 0.3) + BENCHMARK + FAKES);
    const { code, out } = await check(dir);
    expect(code).toBe(2);
    expect(out).toMatch(/UNDERPOWERED: nothing is spent/);
    expect(out).toMatch(/contamination run not started/);
    expect(out).not.toMatch(/SIGNIFICANT DROP/);
  });

  it("stops with exit 3 before a paid call when --yes is missing", async () => {
    const paid = "models:\n  - { label: remote, provider: compatible, model: m, base_url: 'http://127.0.0.1:9' }\n";
    const dir = await checkWorkspace(design(0.1, 0.4) + BENCHMARK + paid);
    const { code, out, err } = await check(dir);
    expect(code).toBe(3);
    expect(err).toMatch(/not confirmed/);
    expect(out).toMatch(/^contamgate check: UNCONFIRMED/);
  });

  it("finds a pasted holdout question (exit 1) and prints file:line, never the text", async () => {
    const secret = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
    const leakage =
      "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: probes.txt }]\n  corpora: [{ path: 'corpus/*.txt' }]\n";
    const dir = await checkWorkspace(leakage, { "probes.txt": `${secret}\n` });
    await mkdir(join(dir, "corpus"));
    await writeFile(join(dir, "corpus/dict.txt"), `unrelated line\nanother\n${secret}\n`);
    const { code, out, err } = await check(dir, "--report-dir", "out");
    expect(code).toBe(1);
    expect(out).toMatch(/corpus\/dict\.txt:3 ← hold probes\.txt:1 \[holdout\]/);
    expect(out + err).not.toContain("Teatro");
    const { readFile } = await import("node:fs/promises");
    for (const f of ["report.json", "report.md", "report.html", "report.sarif"]) {
      expect(await readFile(join(dir, "out", f), "utf8")).not.toContain("Teatro");
    }
  });

  it("names every outcome present in its headline and in report.json: contaminated+leaking", async () => {
    const secret = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
    const leakage =
      "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: probes.txt }]\n  corpora: [{ path: 'corpus/*.txt' }]\n";
    const dir = await checkWorkspace(design(0.1, 0.4) + BENCHMARK + FAKES + leakage, { "probes.txt": `${secret}\n` });
    await mkdir(join(dir, "corpus"));
    await writeFile(join(dir, "corpus/dict.txt"), `unrelated line\n${secret}\n`);
    const { code, out, err } = await check(dir, "--report-dir", "out");
    expect(code).toBe(1);
    expect(out).toMatch(
      /^contamgate check: CONTAMINATED\+LEAKING — contamination detected in: dirty[^;]*; 1 leakage finding\(s\)/,
    );
    const { readFile } = await import("node:fs/promises");
    const report = JSON.parse(await readFile(join(dir, "out", "report.json"), "utf8")) as {
      verdict: string;
      headline: string;
    };
    expect(report.verdict).toBe("contaminated+leaking");
    expect(report.headline).toMatch(/contamination detected in: dirty[^;]*; 1 leakage finding/);
    const md = await readFile(join(dir, "out", "report.md"), "utf8");
    expect(md).toContain("contamgate: contaminated+leaking");
    expect(md).toMatch(/\*\*Contamination detected\*\*[\s\S]*\*\*Leaking\*\*/);
    expect(out + err + md).not.toContain("Teatro");
  });

  it("skips a requested check the config does not configure, and exits 4 when none is", async () => {
    const dir = await checkWorkspace(design(0.1, 0.4) + "  n: 500\n");
    const ok = await check(dir);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/leakage check skipped/);
    const none = await check(dir, "--checks", "leakage");
    expect(none.code).toBe(4);
    expect(none.err).toMatch(/none of the requested checks \(leakage\) is configured/);
  });

  it("reports a missing config as exit 4 naming the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-check-"));
    const { code, err } = await check(dir);
    expect(code).toBe(4);
    expect(err).toBe("contamgate check: contamgate.yml: config file not found\n");
  });
});

describe("contamgate check --force-underpowered", () => {
  it("runs past the gate and exits as run does (by what it found), keeping the shortfall in the report", async () => {
    const dir = await checkWorkspace(design(0.02, 0.3) + BENCHMARK + FAKES);
    const { code, out } = await check(dir, "--force-underpowered");
    expect(code).toBe(1);
    expect(out).toMatch(/UNDERPOWERED \(run forced past the gate\)/);
    expect(out).toMatch(/dirty: SIGNIFICANT DROP/);
  });
});
