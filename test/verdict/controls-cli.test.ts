/**
 * Declared controls on the command line and in contamgate.yml (docs/statistics.md "Controls
 * (v2)"): `verdict --control`, `power --controls`, `control: true` in `check`; every bad
 * declaration is exit 4 naming the flag or file:line:field.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { BENCHMARK, checkWorkspace, design } from "../support/check-workspace.js";

async function cli(argv: string[], cwd: string) {
  const m = memoryIo({}, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

/** 200 items: mem drops 50 points, ctl and twin drop 5 on the same items. */
function outcomesJsonl(): string {
  const lines: string[] = [];
  for (let i = 0; i < 200; i++) {
    const rows: [string, boolean, boolean][] = [
      ["mem", i % 10 < 8, i % 10 < 3],
      ["ctl", i % 10 < 6, i % 10 < 5 || i % 20 === 19],
      ["twin", i % 10 < 6, i % 10 < 5 || i % 20 === 19],
    ];
    for (const [model, original, perturbed] of rows)
      lines.push(JSON.stringify({ model, id: `q${i}`, original, perturbed }));
  }
  return lines.join("\n") + "\n";
}

async function dir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "cg-controls-"));
  await writeFile(join(d, "o.jsonl"), outcomesJsonl());
  return d;
}

describe("verdict --control", () => {
  it("names the model that drops more than the control, not the one that drops like it; JSON per model", async () => {
    const d = await dir();
    const r = await cli(
      ["verdict", "--input", "o.jsonl", "--control", "ctl", "--target-effect", "0.05", "--json", "v.json"],
      d,
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /a family of 5 hypotheses: M = 3 × K = 1 \(model, perturber\) drop pairs \+ 2 excess-drop tests/,
    );
    expect(r.out).toMatch(
      /mem drops more than the clean control ctl \(perturber perturbed\): excess drop \+45\.0 pt \(90% CI/,
    );
    expect(r.out).toMatch(/twin: no larger drop than the control ctl/);
    expect(r.out).toMatch(/ctl is a declared clean control/);
    const j = JSON.parse(await readFile(join(d, "v.json"), "utf8"));
    expect(j.design.family_size).toBe(5);
    expect(j.design.controls).toEqual(["ctl"]);
    const byName = Object.fromEntries(j.models.map((m: { name: string }) => [m.name, m]));
    expect(byName.ctl.controls).toEqual({ role: "control", note: expect.any(String) });
    expect(byName.mem.controls.exceeds).toBe(true);
    expect(byName.mem.controls.exceeded_by).toEqual({ perturber: "perturbed", against: "ctl" });
    expect(byName.twin.controls.exceeds).toBe(false);
    expect(byName.twin.controls.tests[0].excess_drop).toBe(0);
  });

  it("against the mean of two controls", async () => {
    const d = await dir();
    const r = await cli(
      [
        "verdict",
        "--input",
        "o.jsonl",
        "--control",
        "ctl",
        "--control",
        "twin",
        "--controls-against",
        "mean",
        "--target-effect",
        "0.05",
      ],
      d,
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/mem drops more than the clean control mean of ctl, twin/);
    expect(r.out).toMatch(
      /a family of 4 hypotheses: M = 3 × K = 1 \(model, perturber\) drop pairs \+ 1 excess-drop tests against the mean/,
    );
  });

  it.for([
    [["--control", "nobody"], /--control nobody names no model in the input/],
    [["--control", "ctl", "--control", "ctl"], /--control ctl given twice/],
    [["--control", "ctl", "--control", "twin", "--control", "mem"], /every model is a control/],
    [["--controls-against", "mean"], /--controls-against needs at least one --control/],
    [["--control", "ctl", "--controls-against", "median"], /--controls-against must be each or mean/],
  ] as const)("exit 4: %s", async ([flags, message]) => {
    const d = await dir();
    const r = await cli(["verdict", "--input", "o.jsonl", "--target-effect", "0.05", ...flags], d);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
  });

  it("exit 4 when a model comes from a --table (no item-level outcomes)", async () => {
    const d = await dir();
    const r = await cli(
      ["verdict", "--table", "a=50,30,2,18", "--table", "b=60,6,5,29", "--control", "b", "--target-effect", "0.05"],
      d,
    );
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--control needs item-level outcomes \(--input\)/);
  });
});

describe("power --controls", () => {
  it("shows the excess rule's exact power beside the drop's, over the grown family", async () => {
    const d = await dir();
    const r = await cli(
      [
        "power",
        "--n",
        "300",
        "--discordant-rate",
        "0.3",
        "--target-effect",
        "0.1",
        "--models",
        "2",
        "--controls",
        "1",
        "--json",
        "-",
      ],
      d,
    );
    const j = JSON.parse(r.out);
    expect(j.family_size).toBe(3);
    expect(j.controls.excess_tests).toBe(1);
    expect(j.controls.p_threshold).toBeCloseTo(0.05 / 3, 15);
    // test/simulation/controls.slow.test.ts simulates this design: 0.5180 exact, 0.5228 simulated.
    expect(j.controls.power).toBeCloseTo(0.518, 3);
    const t = await cli(
      ["power", "--n", "300", "--discordant-rate", "0.3", "--target-effect", "0.1", "--models", "2", "--controls", "1"],
      d,
    );
    expect(t.out).toMatch(/excess-drop rule \(1 declared control, against each; exact sign-flip p < α\/F = 0\.01667/);
    expect(t.out).toMatch(/Holm's first step over the family of 3: 2 pairs \+ 1 excess-drop tests/);
    // The drop's gate power counts the grown family too: α/F with F = 2·1 + 1 = 3 is the threshold
    // of M = 3 without controls (K = 1: no deflation), so the exact drop power is the same.
    const three = JSON.parse(
      (
        await cli(
          ["power", "--n", "300", "--discordant-rate", "0.3", "--target-effect", "0.1", "--models", "3", "--json", "-"],
          d,
        )
      ).out,
    );
    const two = JSON.parse(
      (
        await cli(
          ["power", "--n", "300", "--discordant-rate", "0.3", "--target-effect", "0.1", "--models", "2", "--json", "-"],
          d,
        )
      ).out,
    );
    expect(j.exact.power).toBe(three.exact.power);
    expect(j.exact.power).toBeLessThan(two.exact.power);
    const bad = await cli(
      ["power", "--n", "300", "--discordant-rate", "0.3", "--target-effect", "0.1", "--controls", "1"],
      d,
    );
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/--controls 1 leaves no model to compare/);
  });
});

describe("control: true in contamgate.yml", () => {
  const workspace = (models: string) =>
    checkWorkspace(design(0.1, 0.4, "  expected_excess_drop: 0.15\n") + `${BENCHMARK}models:\n${models}`);

  it("check: the fake memorizer drops more than the declared control; the gate shows the excess power", async () => {
    const d = await workspace(
      "  - { label: clean, provider: fake, model: c, accuracy: 0.6, control: true }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n",
    );
    const r = await cli(["check", "--checks", "power,contamination", "--report-dir", "out"], d);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/dirty drops more than the clean control clean/);
    expect(r.out).toMatch(/clean is a declared clean control/);
    expect(r.out).toMatch(
      /excess-drop rule \(1 declared control, against each; .*\): exact power [\d.]+ for an excess drop of \+15\.0 pt/,
    );
    const report = JSON.parse(await readFile(join(d, "out/report.json"), "utf8"));
    expect(report.contamination.design.family_size).toBe(3);
    expect(report.power.controls.expected_excess_drop).toBe(0.15);
    expect(report.contamination.detected_models).toEqual(["dirty"]);
    for (const f of ["report.md", "report.html"]) {
      const text = await readFile(join(d, "out", f), "utf8");
      expect(text, f).toMatch(/excess-drop rule \(1 declared control, against each;/);
      expect(text, f).toMatch(/dirty drops more than the clean control clean/);
    }
  });

  it("exit 4 naming file:line when a controls knob is written but no model is a control", async () => {
    const d = await workspace(
      "  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n",
    );
    const r = await cli(["check", "--checks", "power,contamination"], d);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/contamgate\.yml:4.*expected_excess_drop.*no model is control: true/);
  });

  it("run: --model flags replace the models section, and the report says its control: true declares nothing", async () => {
    const d = await workspace(
      "  - { label: clean, provider: fake, model: c, accuracy: 0.6, control: true }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n",
    );
    await writeFile(
      join(d, "contamgate.yml"),
      (await readFile(join(d, "contamgate.yml"), "utf8")).replace("  expected_excess_drop: 0.15\n", ""),
    );
    const r = await cli(
      [
        "run",
        "--config",
        "contamgate.yml",
        "--model",
        "fake=a,accuracy=0.6",
        "--model",
        "fake=b,accuracy=0.45,memorized=1",
        "--yes",
        "--no-cache",
      ],
      d,
    );
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(
      /--model replaces the config's models section, so its control: true entries declare no control/,
    );
  });

  it("exit 4 naming file:line when every model is a control", async () => {
    const d = await workspace(
      "  - { label: clean, provider: fake, model: c, accuracy: 0.6, control: true }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, control: true }\n",
    );
    const r = await cli(["check", "--checks", "power,contamination"], d);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/contamgate\.yml:\d+.*every model is declared control: true/);
  });
});
