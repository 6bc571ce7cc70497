import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-soft-run-"));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

const DESIGN = ["--target-effect", "0.1", "--discordant-rate", "0.3", "--force-underpowered"];

describe("run with signal=probability (fake models)", () => {
  it("writes score on every row of a probability model, none on a binary one, and judges each on its signal", async () => {
    const run = await cli([
      "run",
      "--synthetic",
      "200",
      "--seed",
      "s",
      ...DESIGN,
      "--model",
      "fake=soft,accuracy=0.5,memorized=0.5,signal=probability",
      "--model",
      "fake=hard,accuracy=0.5,memorized=0.5",
      "--json",
      "run.json",
      "--outcomes",
      "rows.jsonl",
    ]);
    expect(run.code).toBe(1);
    const f = await parseOutcomesText(await readFile(join(dir, "rows.jsonl"), "utf8"), "rows.jsonl");
    const soft = f.rows.filter((r) => r.model === "soft");
    const hard = f.rows.filter((r) => r.model === "hard");
    expect(soft.length).toBe(400);
    expect(soft.every((r) => typeof r.score === "number" && r.score >= 0 && r.score <= 1)).toBe(true);
    expect(hard.every((r) => r.score === undefined)).toBe(true);
    // A right answer's score is the fake's confidence in it, a wrong one's the correct letter's share of the rest.
    for (const r of soft) expect(r.correct === true ? r.score! >= 0.4 : r.score! <= 0.3).toBe(true);
    const j = JSON.parse(await readFile(join(dir, "run.json"), "utf8"));
    const [s, h] = j.verdict.models;
    expect(s.perturbers[0].signal).toBe("soft");
    expect(h.perturbers[0].signal).toBe("binary");
    expect(j.detected).toEqual(["soft", "hard"]);
    expect(j.models[0]).toMatchObject({
      signal: "probability",
      soft_scores: { original: { probability: 200, missing_letter: 0, no_letter_token: 0, unparsed: 0 } },
    });
    expect(j.models[1]).toMatchObject({ signal: "binary", soft_scores: null });
    // The rows alone give the run's verdict.
    const v = await cli(["verdict", "--input", "rows.jsonl", "--target-effect", "0.1", "--json", "verdict.json"]);
    expect(v.code).toBe(1);
    expect(JSON.parse(await readFile(join(dir, "verdict.json"), "utf8"))).toEqual(j.verdict);
  });

  it("--soft-sd shows the soft figures beside the binary gate before any spend, and in run --json", async () => {
    const run = await cli([
      "run",
      "--synthetic",
      "60",
      ...DESIGN,
      "--soft-sd",
      "0.3",
      "--model",
      "fake=soft,accuracy=0.5,memorized=0.5,signal=probability",
      "--json",
      "run.json",
    ]);
    expect(run.code).toBe(1);
    const soft = run.err.indexOf("Soft signal");
    expect(soft, run.err).toBeGreaterThanOrEqual(0);
    expect(run.err).toMatch(/SD of d 0\.3 \(planned\)/);
    // From an SD alone the shape is unknown: the figures are bounds, and say so.
    expect(run.err).toMatch(/SD of d 0\.3 \(planned\), shape of d unknown/);
    expect(run.err).toMatch(/questions needed for a \+10\.0 pt mean soft drop: at most [\d,]+ \(binary: [\d,]+\)/);
    // Before the spend line: the figures come from the design, not the answers.
    const spend = run.err.indexOf("paid calls needed");
    if (spend >= 0) expect(soft).toBeLessThan(spend);
    const j = JSON.parse(await readFile(join(dir, "run.json"), "utf8"));
    const gate = JSON.stringify(j);
    expect(gate).toContain('"sd_source":"planned"');
  });

  it("--soft-pilot plans on a pilot's upper SD bound; a small pilot is exit 4 naming the flag and the count", async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const so = 0.5 + ((i * 37) % 50) / 100;
        const sp = Math.max(0, so - ((i * 13) % 30) / 100);
        return [
          { model: "m", id: `q${i}`, condition: "original", correct: so > 0.5, score: so },
          { model: "m", id: `q${i}`, condition: "perturbed", correct: sp > 0.5, score: sp },
        ];
      })
        .flat()
        .map((r) => JSON.stringify(r))
        .join("\n");
    await writeFile(join(dir, "pilot.jsonl"), rows(30));
    await writeFile(join(dir, "small.jsonl"), rows(12));
    const args = ["run", "--synthetic", "60", ...DESIGN, "--model", "fake=soft,accuracy=0.5,signal=probability"];
    const ok = await cli([...args, "--soft-pilot", "pilot.jsonl"]);
    expect(ok.err).toMatch(
      /one-sided 90% upper bound of a pilot's SD [\d.]+ on 30 items\), on the pilot's own shape of d/,
    );
    expect(ok.err).not.toMatch(/at least|at most/);
    const small = await cli([...args, "--soft-pilot", "small.jsonl"]);
    expect(small.code).toBe(4);
    expect(small.err).toMatch(/--soft-pilot/);
    expect(small.err).toMatch(/12 pilot item\(s\).*at least 20/);
    // An underpowered design stops before spend (exit 2) and still shows the soft figures.
    const stopped = await cli([
      "run",
      "--synthetic",
      "20",
      "--target-effect",
      "0.1",
      "--discordant-rate",
      "0.3",
      "--soft-sd",
      "0.3",
      "--model",
      "fake=soft,accuracy=0.5,signal=probability",
    ]);
    expect(stopped.code).toBe(2);
    expect(stopped.err).toMatch(/Soft signal .*SD of d 0\.3 \(planned\)/);
    const both = await cli([...args, "--soft-pilot", "pilot.jsonl", "--soft-sd", "0.2"]);
    expect(both.code).toBe(4);
    expect(both.err).toMatch(/--soft-pilot.*not both/);
  });

  it("check: design.soft_sd puts the soft figures beside the binary gate on text, Markdown and JSON; binary unchanged", async () => {
    await mkdir(join(dir, "data"));
    await copyFile(new URL("../../fixtures/demo/items.jsonl", import.meta.url), join(dir, "data/items.jsonl"));
    const yml = (soft: string) =>
      `design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n${soft}benchmark:\n  path: data/items.jsonl\n  seed: s1\nmodels:\n  - { label: m, provider: fake, model: m, accuracy: 0.6, signal: probability }\n`;
    await writeFile(join(dir, "contamgate.yml"), yml(""));
    const plain = await cli(["check", "--checks", "power", "--report-dir", "plain"]);
    await writeFile(join(dir, "contamgate.yml"), yml("  soft_sd: 0.25\n"));
    const soft = await cli(["check", "--checks", "power", "--report-dir", "soft"]);
    expect(soft.code, soft.err).toBe(plain.code);
    expect(plain.out).not.toMatch(/Soft signal/);
    expect(soft.out).toMatch(/Soft signal .*SD of d 0\.25 \(planned\)/);
    expect(soft.out).toMatch(/power for a \+10\.0 pt mean soft drop at n = [\d,]+: at least [\d.]+ \(binary: [\d.]+\)/);
    const md = await readFile(join(dir, "soft/report.md"), "utf8");
    expect(md).toMatch(/Soft signal .*SD of d 0\.25 \(planned\)/);
    expect(md).toMatch(/- questions needed for a \+10\.0 pt mean soft drop: /);
    const a = JSON.parse(await readFile(join(dir, "plain/report.json"), "utf8")).power;
    const b = JSON.parse(await readFile(join(dir, "soft/report.json"), "utf8")).power;
    expect(b.soft).toMatchObject({ sd: 0.25, sd_source: "planned", pilot: null });
    expect(b.soft.power).toBeGreaterThan(0);
    expect(a.soft).toBeUndefined();
    expect(b.exact).toEqual(a.exact);
    expect(b.adequate).toBe(a.adequate);
  });

  it("check: --soft-pilot and design.soft_pilot plan the soft gate on the pilot's shape; bad pilots are exit 4 naming flag or file:line", async () => {
    await mkdir(join(dir, "data"));
    await copyFile(new URL("../../fixtures/demo/items.jsonl", import.meta.url), join(dir, "data/items.jsonl"));
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const so = i % 4 === 0 ? 0.95 : 0.6 + (i % 7) / 50;
        const sp = i % 4 === 0 ? 0.1 : so - ((i % 5) - 2) / 50;
        return [
          { model: "m", id: `q${i}`, condition: "original", correct: so > 0.5, score: so },
          { model: "m", id: `q${i}`, condition: "perturbed", correct: sp > 0.5, score: sp },
        ];
      })
        .flat()
        .map((r) => JSON.stringify(r))
        .join("\n");
    await writeFile(join(dir, "data/pilot.jsonl"), rows(40));
    await writeFile(join(dir, "data/small.jsonl"), rows(8));
    const yml = (extra: string) =>
      `design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n${extra}benchmark:\n  path: data/items.jsonl\n  seed: s1\n  sample_n: 40\nmodels:\n  - { label: m, provider: fake, model: m, accuracy: 0.6, signal: probability }\n`;
    await writeFile(join(dir, "contamgate.yml"), yml(""));
    const flag = await cli(["check", "--checks", "power", "--soft-pilot", "data/pilot.jsonl", "--report-dir", "flag"]);
    expect(flag.out, flag.err).toMatch(/pilot's SD [\d.]+ on 40 items\), on the pilot's own shape of d/);
    const j = JSON.parse(await readFile(join(dir, "flag/report.json"), "utf8")).power.soft;
    expect(j).toMatchObject({ sd_source: "pilot", power_kind: "pilot-shape" });
    expect(await readFile(join(dir, "flag/report.html"), "utf8")).toContain("on the pilot&#39;s own shape of d");
    await writeFile(join(dir, "contamgate.yml"), yml("  soft_pilot: data/pilot.jsonl\n"));
    const cfg = await cli(["check", "--checks", "power", "--report-dir", "cfg"]);
    // The same file through the config: the same figures.
    expect(JSON.parse(await readFile(join(dir, "cfg/report.json"), "utf8")).power.soft).toEqual(j);
    expect(cfg.code).toBe(flag.code);
    const small = await cli(["check", "--checks", "power", "--soft-pilot", "data/small.jsonl"]);
    expect(small.code).toBe(4);
    expect(small.err).toMatch(/--soft-pilot.*8 pilot item\(s\).*at least 20/);
    await writeFile(join(dir, "contamgate.yml"), yml("  soft_pilot: data/small.jsonl\n"));
    const smallCfg = await cli(["check", "--checks", "power"]);
    expect(smallCfg.code).toBe(4);
    expect(smallCfg.err).toMatch(/contamgate\.yml:4.*design\.soft_pilot.*8 pilot item\(s\)/);
    await writeFile(join(dir, "contamgate.yml"), yml("  soft_pilot: data/pilot.jsonl\n  soft_sd: 0.2\n"));
    const both = await cli(["check", "--checks", "power"]);
    expect(both.code).toBe(4);
    expect(both.err).toMatch(/not both/);
  });
});
