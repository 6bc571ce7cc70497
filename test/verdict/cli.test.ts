import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

const root = new URL("../../", import.meta.url).pathname;
const fixture = (name: string) => `fixtures/verdict/${name}`;

async function run(argv: string[], cwd = root) {
  const m = memoryIo({}, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("contamgate verdict — the issue's 'Done when' command", () => {
  it("prints both models with intervals, names dirty only, reports heterogeneity, exits 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-"));
    const r = await run(
      ["verdict", "--table", "clean=60,6,5,29", "--table", "dirty=50,35,2,13", "--target-effect", "0.05", "--json", "v.json"],
      dir,
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^clean: not detected$/m);
    expect(r.out).toMatch(/^dirty: DETECTED/m);
    expect(r.out).toMatch(/contamination detected in: dirty$/m);
    expect(r.out).toMatch(/drop \+1\.0 pt \(95% CI −5\.9 pt to \+7\.3 pt; one-sided 95% lower bound −5\.0 pt; n = 100, 11 discordant\)/);
    expect(r.out).toMatch(/drop \+33\.0 pt \(95% CI \+23\.5 pt to \+36\.5 pt;/);
    expect(r.out).toMatch(/conditional on the 37 discordant pairs/);
    expect(r.out).toMatch(/Cochran's Q = 27\.601, df = 1/);
    expect(r.out).toMatch(/heterogeneous: the drop differs between models/);
    expect(r.out).toMatch(/clean: .*no drop above|no drop above [\d.]+ pt was present; smaller ones are invisible at this n/);

    const json = JSON.parse(readFileSync(join(dir, "v.json"), "utf8"));
    expect(Object.keys(json)).toEqual(["models", "heterogeneity", "design", "warnings"]);
    expect(Object.keys(json.models[0])).toEqual([
      "name", "n", "table", "accuracy_original", "accuracy_perturbed", "drop", "drop_ci", "lcb", "se", "deflation",
      "adjusted_lcb", "p_value", "p_holm", "p_bh", "detected", "discordant_rate", "achieved_power",
      "unparsed_original", "unparsed_perturbed", "min_detectable_effect",
    ]);
    // The detection floor of the model that was not detected: a "not detected" never stands bare.
    expect(json.models[0].min_detectable_effect).toBeCloseTo(0.093, 3);
    expect(Object.keys(json.heterogeneity)).toEqual(["q", "df", "p_value", "i_squared", "pooled_drop", "excluded", "interpretation"]);
    expect(json.design).toEqual({ alpha: 0.05, target_effect: 0.05, perturbers: 1, models: 2, emax: "exact" });
    expect(json.models.map((m: { detected: boolean }) => m.detected)).toEqual([false, true]);
    // R: test/reference/verdict.json case 0 (the whole object is checked in reference.test.ts).
    expect(Math.abs(json.models[1].p_holm / 1.0244548320770313e-8 - 1)).toBeLessThan(1e-8);
  });

  it("exits 0 when nothing is detected, and labels intervals with their true level at α = 0.05/3", async () => {
    const r = await run(["verdict", "--table", "clean=60,6,5,29", "--target-effect", "0.05", "--alpha", String(0.05 / 3)]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/98\.33% CI/);
    expect(r.out).not.toMatch(/95% CI/);
    expect(r.out).toMatch(/heterogeneity not assessed/);
  });

  it("never prints a drop, accuracy or power without its interval or conditions and n", async () => {
    const r = await run(["verdict", "--input", fixture("ok.jsonl"), "--table", "t=50,30,2,18", "--target-effect", "0.05", "--perturbers", "5"]);
    for (const line of r.out.split("\n")) {
      if (/^\s+drop [+−]/.test(line)) expect(line).toMatch(/CI .* lower bound .* n = \d+, \d+ discordant/);
      if (/accuracy original/.test(line)) expect(line).toMatch(/CI .*\d+\/\d+\).*CI .*\d+\/\d+\)/);
      if (/^  achieved power \d/.test(line)) expect(line).toMatch(/n = \d+, discordant rate .*α = .*M = \d+, K = \d+/);
    }
    expect(r.out).toMatch(/unparsed answers \(scored wrong\): 1\/4 original, 2\/4 perturbed/);
  });

  it("reads JSONL: tallies null as wrong and as unparsed, any row order", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-"));
    const r = await run(["verdict", "--input", join(root, fixture("ok.jsonl")), "--target-effect", "0.05", "--json", "o.json"], dir);
    expect(r.code).toBe(0);
    const json = JSON.parse(readFileSync(join(dir, "o.json"), "utf8"));
    expect(json.models.map((m: { name: string; table: unknown; unparsed_original: number; unparsed_perturbed: number }) => [
      m.name, m.table, m.unparsed_original, m.unparsed_perturbed,
    ])).toEqual([
      ["m1", { a: 1, b: 1, c: 1, e: 1 }, 1, 0],
      ["m2", { a: 1, b: 1, c: 0, e: 2 }, 1, 2],
    ]);
  });

  it("warns when unparsed rates differ by more than 5 points", async () => {
    const r = await run(["verdict", "--input", fixture("unparsed-gap.jsonl"), "--target-effect", "0.05"]);
    expect(r.out).toMatch(/fmt: unparsed answers differ by 12\.5 pt between conditions \(1\/40 original, 6\/40 perturbed\)/);
  });
});

describe("contamgate verdict — invalid input is exit 4 with one line naming file, line and field", () => {
  const cases: [string, RegExp][] = [
    ["missing-id.jsonl", /missing-id\.jsonl:2, field "id": model "m2" has no row for id "q2", which model "m1" has/],
    ["extra-id.jsonl", /extra-id\.jsonl:3, field "id": model "m1" has no row for id "q9", which model "m2" has/],
    ["duplicate.jsonl", /duplicate\.jsonl:3, field "id": duplicate row for model "m1" and id "q1" \(first on line 1\)/],
    ["non-boolean.jsonl", /non-boolean\.jsonl:2, field "original": must be true, false or null/],
    ["non-boolean-number.jsonl", /non-boolean-number\.jsonl:1, field "perturbed": must be true, false or null/],
    ["unknown-field.jsonl", /unknown-field\.jsonl:2, field "answer": unknown field/],
    ["empty.jsonl", /empty\.jsonl:1, field "model": empty input/],
    ["missing-field.jsonl", /missing-field\.jsonl:1, field "perturbed": missing/],
    ["bad-json.jsonl", /bad-json\.jsonl:2: not valid JSON/],
  ];
  for (const [file, re] of cases) {
    it(file, async () => {
      const r = await run(["verdict", "--input", fixture(file), "--target-effect", "0.05"]);
      expect(r.code).toBe(4);
      expect(r.out).toBe("");
      expect(r.err).toMatch(re);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).not.toMatch(/\bat .*\.(ts|js):\d+/);
    });
  }

  it("the answer text in a bad row never reaches the message", async () => {
    const r = await run(["verdict", "--input", fixture("unknown-field.jsonl"), "--target-effect", "0.05"]);
    expect(r.err).not.toMatch(/"B"/);
  });

  const flagCases: [string[], RegExp][] = [
    [["--table", "x=1,2,3"], /field "--table": "x": expected four counts/],
    [["--table", "x=1,2,-3,4"], /field "--table": "x": counts must be integers/],
    [["--table", "x=0,0,0,0"], /field "--table": "x": the table is empty/],
    [["--table", "=1,2,3,4"], /field "--table": expected NAME=a,b,c,e/],
    [["--table", "x=1,2,3,4", "--table", "x=5,6,7,8"], /model "x" appears twice/],
    [[], /--input PATH and\/or at least one --table/],
    [["--table", "x=1,2,3,4", "--target-effect", "0"], /--target-effect must be/],
    [["--table", "x=1,2,3,4", "--alpha", "0.7"], /--alpha must be in \(0, 0\.5\)/],
    [["--table", "x=1,2,3,4", "--emax", "approx"], /--emax must be exact or bailey/],
    [["--table", "x=1,2,3,4", "--perturbers", "2.5"], /--perturbers must be an integer/],
    [["--table", "x=1,2,3,4", "--frobnicate"], /unknown flag --frobnicate \(--help lists the flags\)/],
    [["--table", "x=1,2,3,4", "--json", "no/such/dir/v.json"], /no\/such\/dir\/v\.json, field "--json": cannot write the JSON report \(ENOENT\)/],
    [["--input", "fixtures/verdict/nope.jsonl"], /nope\.jsonl, field "--input": cannot read the input \(ENOENT\)/],
  ];
  for (const [argv, re] of flagCases) {
    it(argv.join(" ") || "(no input)", async () => {
      const withTarget = argv.includes("--target-effect") ? argv : [...argv, "--target-effect", "0.05"];
      const r = await run(["verdict", ...withTarget]);
      expect(r.code).toBe(4);
      expect(r.err).toMatch(re);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    });
  }

  it("--target-effect is required", async () => {
    const r = await run(["verdict", "--table", "x=1,2,3,4"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--target-effect is required/);
  });
});
