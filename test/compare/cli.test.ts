import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { ComparisonJson } from "../../src/compare/model.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { inspectLog } from "../outcomes/tool-logs.js";

/** An outcomes file of two arms with the given paired table (rows interleaved). */
function outcomes(t: { both: number; baselineOnly: number; candidateOnly: number; neither: number }, model = "gpt") {
  const lines: string[] = [];
  let i = 0;
  const push = (k: number, b: boolean, c: boolean) => {
    for (let j = 0; j < k; j++, i++) {
      lines.push(JSON.stringify({ model, id: `q${i}`, condition: "baseline", correct: b }));
      lines.push(JSON.stringify({ model, id: `q${i}`, condition: "new-prompt", correct: c }));
    }
  };
  push(t.both, true, true);
  push(t.baselineOnly, true, false);
  push(t.candidateOnly, false, true);
  push(t.neither, false, false);
  return `${lines.join("\n")}\n`;
}

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-compare-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function compare(cwd: string, ...argv: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(["compare", ...argv], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

const WORSE = { both: 120, baselineOnly: 45, candidateOnly: 15, neither: 70 };
const SAME = { both: 120, baselineOnly: 20, candidateOnly: 22, neither: 88 };

describe("contamgate compare", () => {
  it("prints the paired table, both accuracies and the difference with intervals, p and the decision", async () => {
    const cwd = workspace({ "o.jsonl": outcomes(WORSE) });
    const r = await compare(cwd, "--input", "o.jsonl", "--baseline", "@baseline", "--candidate", "@new-prompt");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const d = pairedDifference(WORSE, { alpha: 0.05, sided: "two-sided" });
    expect(r.out).toContain("table: 120 both correct, 45 baseline only, 15 candidate only, 70 neither");
    expect(r.out).toMatch(/accuracy baseline 66\.0% \(95% CI [\d.]+ to [\d.]+%; 165\/250\), candidate 54\.0% \(95% CI/);
    expect(r.out).toMatch(
      /difference \(candidate − baseline\) −12\.0 pt \(95% CI −[\d.]+ to −[\d.]+ pt; n = 250, 60 discordant\)/,
    );
    expect(r.out).toContain(`two-sided p = ${Number(d.pValue.toPrecision(3))}`);
    expect(r.out).toMatch(/gpt@new-prompt: worse — the 95% CI −[\d.]+ to −[\d.]+ pt is below 0\n/);
  });

  it("exit 1 when a fail-on mode holds, 0 when it does not; the gate line says which", async () => {
    const cwd = workspace({ "w.jsonl": outcomes(WORSE), "s.jsonl": outcomes(SAME) });
    const args = ["--baseline", "gpt@baseline", "--candidate", "gpt@new-prompt", "--fail-on", "regression"];
    const w = await compare(cwd, "--input", "w.jsonl", ...args);
    expect(w.code).toBe(1);
    expect(w.out).toMatch(/gate: FAIL: regression \(gpt@new-prompt: worse\)/);
    expect(w.out).toMatch(/gpt@new-prompt: WORSE/);
    const s = await compare(cwd, "--input", "s.jsonl", ...args);
    expect(s.code).toBe(0);
    expect(s.out).toMatch(/gate: pass \(fail on regression\)/);
    const inc = await compare(cwd, "--input", "s.jsonl", ...args.slice(0, 4), "--fail-on", "inconclusive");
    expect(inc.code).toBe(1);
  });

  it("--json prints the comparison object", async () => {
    const cwd = workspace({ "o.jsonl": outcomes(SAME) });
    const r = await compare(
      cwd,
      "--input",
      "o.jsonl",
      "--baseline",
      "@baseline",
      "--candidate",
      "@new-prompt",
      "--json",
      "-",
    );
    const j = JSON.parse(r.out) as ComparisonJson;
    expect(j.schema).toBe("contamgate.compare/1");
    expect(j.candidates[0]!.exact.table).toEqual({ both: 120, baseline_only: 20, candidate_only: 22, neither: 88 });
    expect(j.candidates[0]!.decision).toBe("inconclusive");
  });

  it("two input files (two imported runs) are read together", async () => {
    const all = outcomes(SAME).trim().split("\n");
    const cwd = workspace({
      "a.jsonl": `${all.filter((l) => l.includes('"baseline"')).join("\n")}\n`,
      "b.jsonl": `${all.filter((l) => l.includes('"new-prompt"')).join("\n")}\n`,
    });
    const r = await compare(
      cwd,
      "--input",
      "a.jsonl",
      "--input",
      "b.jsonl",
      "--baseline",
      "@baseline",
      "--candidate",
      "@new-prompt",
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/250 paired; 0 baseline-only, 0 candidate-only/);
  });

  it("bad input: exit 4 with one line naming the flag or file:line:field", async () => {
    const cwd = workspace({
      "o.jsonl": outcomes(SAME),
      "bad.jsonl": '{"model":"m","id":"1","condition":"x","correct":"yes"}\n',
    });
    const base = ["--input", "o.jsonl", "--baseline", "@baseline", "--candidate", "@new-prompt"];
    const cases: [string[], RegExp][] = [
      [[...base, "--direction", "greater"], /one-sided direction \(greater\) must be preregistered/],
      [[...base, "--unparsed", "drop"], /--unparsed must be as-wrong or exclude/],
      [
        [...base, "--fail-on", "worse"],
        /--fail-on must be a list from regression, no-improvement, inconclusive, underpowered/,
      ],
      [[...base, "--margin=-1"], /--margin must be a number in \[0, 100\]/],
      [[...base, "--cluster-by", "subject"], /--cluster-by must be auto, field, none or id-prefix:SEP/],
      [
        ["--input", "o.jsonl", "--baseline", "@nope", "--candidate", "@new-prompt"],
        /field "--baseline": "@nope" names no rows/,
      ],
      [["--input", "bad.jsonl", "--baseline", "m", "--candidate", "m"], /bad\.jsonl:1, field "correct"/],
      [["--input", "missing.jsonl", "--baseline", "m", "--candidate", "m"], /missing\.jsonl/],
      [["--baseline", "m", "--candidate", "m"], /give --input PATH/],
      [[...base, "--fail-on", "underpowered"], /needs the planned design/],
    ];
    for (const [argv, re] of cases) {
      const r = await compare(cwd, ...argv);
      expect(r.code, argv.join(" ")).toBe(4);
      expect(r.err, argv.join(" ")).toMatch(re);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    }
  });
});

describe("compare: section of contamgate.yml", () => {
  const cfg = (body: string) =>
    workspace({ "o.jsonl": outcomes(WORSE), "contamgate.yml": `compare:\n  inputs: [o.jsonl]\n${body}` });

  it("a preregistered one-sided direction is read from the file, and the report says where", async () => {
    const cwd = cfg(
      "  baseline: gpt@baseline\n  candidates: [gpt@new-prompt]\n  direction: less\n  fail_on: [regression]\n",
    );
    const r = await compare(cwd, "--config", "contamgate.yml", "--json", "-");
    const j = JSON.parse(r.out) as ComparisonJson;
    expect(r.code).toBe(1);
    expect(j.design.direction).toBe("less");
    expect(j.design.direction_source).toBe("compare.direction in contamgate.yml:5");
    expect(j.candidates[0]!.result.bound.kind).toBe("upper");
    expect(j.candidates[0]!.decision).toBe("worse");
    // A flag may only make it two-sided.
    const two = await compare(cwd, "--config", "contamgate.yml", "--direction", "two-sided", "--json", "-");
    expect((JSON.parse(two.out) as ComparisonJson).design.direction).toBe("two-sided");
  });

  it("a gate that its direction can never trip is refused, naming the key", async () => {
    const cwd = cfg(
      "  baseline: gpt@baseline\n  candidates: [gpt@new-prompt]\n  direction: greater\n  fail_on: [regression]\n",
    );
    const r = await compare(cwd, "--config", "contamgate.yml");
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/contamgate\.yml:6, field "compare\.fail_on": fail-on regression needs an upper bound/);
  });

  it("unknown keys are errors naming file:line:field; a bad candidate names its list entry", async () => {
    const bad = await compare(
      cfg("  baseline: gpt@baseline\n  candidates: [x]\n  margin: 1\n"),
      "--config",
      "contamgate.yml",
    );
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/contamgate\.yml:5, field "compare\.margin": unknown key "margin"/);
    const cand = await compare(
      cfg("  baseline: gpt@baseline\n  candidates:\n    - gpt@new-prompt\n    - gpt@other\n"),
      "--config",
      "contamgate.yml",
    );
    expect(cand.code).toBe(4);
    expect(cand.err).toMatch(/contamgate\.yml:6, field "compare\.candidates\.1": "gpt@other" names no rows/);
  });
});

describe("compare text for the clustered and pass@k analyses", () => {
  it("clusters: says which method ran, its design effect, and keeps the exact analysis for reference", async () => {
    const lines: string[] = [];
    for (let g = 0; g < 12; g++)
      for (let j = 0; j < 5; j++) {
        const id = `s${g}/q${j}`;
        const b = (g + j) % 3 !== 0;
        const c = g % 2 === 0 ? true : (g + j) % 4 !== 0;
        lines.push(JSON.stringify({ model: "m", id, condition: "base", correct: b, cluster: `s${g}` }));
        lines.push(JSON.stringify({ model: "m", id, condition: "new", correct: c, cluster: `s${g}` }));
      }
    const cwd = workspace({ "c.jsonl": `${lines.join("\n")}\n` });
    const r = await compare(cwd, "--input", "c.jsonl", "--baseline", "@base", "--candidate", "@new");
    expect(r.err).toBe("");
    expect(r.out).toMatch(/; 12 clusters \(field\)/);
    expect(r.out).toMatch(/n = 60 items in 12 clusters, design effect \d+\.\d\d, [\d.]+ df\)/);
    expect(r.out).toMatch(
      /CR2 cluster-robust variance, t with Bell–McCaffrey df, widened to the MOVER bound, two-sided p = /,
    );
    expect(r.out).toMatch(/cluster-robust; 60 items in 12 clusters\)/);
    expect(r.out).toMatch(/for reference, treating the 60 paired units as independent \(exact McNemar/);
  });

  it("pass@k: the per-arm pass@k with intervals and the paired difference over problems", async () => {
    const lines: string[] = [];
    for (let p = 0; p < 12; p++)
      for (let e = 1; e <= 5; e++) {
        lines.push(JSON.stringify({ model: "m", id: `p${p}`, condition: "base", correct: e <= p % 3, epoch: e }));
        lines.push(
          JSON.stringify({ model: "m", id: `p${p}`, condition: "new", correct: e <= (p % 3) + (p % 2), epoch: e }),
        );
      }
    const cwd = workspace({ "k.jsonl": `${lines.join("\n")}\n` });
    const r = await compare(
      cwd,
      "--input",
      "k.jsonl",
      "--baseline",
      "@base",
      "--candidate",
      "@new",
      "--metric",
      "pass@k",
      "--k",
      "2",
    );
    expect(r.err).toBe("");
    expect(r.out).toMatch(/baseline pass@2 [\d.]+% \(95% CI [\d.]+ to [\d.]+%; n = 12 problems\)/);
    expect(r.out).toMatch(/n = 12 problems, 5 samples each, k = 2\)/);
    const noK = await compare(
      cwd,
      "--input",
      "k.jsonl",
      "--baseline",
      "@base",
      "--candidate",
      "@new",
      "--metric",
      "pass@k",
    );
    expect(noK.code).toBe(4);
    expect(noK.err).toMatch(/--metric pass@k needs --k K/);
  });
});

/** `compare --list-flips`: the ids behind b and c, per candidate (docs/compare.md "Which items flipped"). */
/** Rows whose correctness per arm is given item by item; the expected flips follow from them. */
const ITEMS: [id: string, base: boolean | null, a: boolean | null, b: boolean | null][] = [
  ["q1", true, true, false],
  ["q2", true, false, false],
  ["q3", false, true, true],
  ["q4", false, false, true],
  ["q5", true, null, true],
  ["q6", null, true, false],
];

function flipsWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-flips-"));
  const lines: string[] = [];
  for (const [id, base, a, b] of ITEMS) {
    lines.push(JSON.stringify({ model: "m", id, condition: "base", correct: base }));
    lines.push(JSON.stringify({ model: "m", id, condition: "a", correct: a }));
    lines.push(JSON.stringify({ model: "m", id, condition: "b", correct: b }));
  }
  writeFileSync(join(dir, "o.jsonl"), `${lines.join("\n")}\n`);
  return dir;
}

async function compareFlips(cwd: string, ...argv: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(
    ["compare", "--input", "o.jsonl", "--baseline", "@base", "--candidate", "@a", "--candidate", "@b", ...argv],
    m.io,
  );
  return { code, out: m.stdout(), err: m.stderr() };
}

/** Under as-wrong, an unparsed (null) answer is wrong. */
const expected = (arm: 2 | 3) => {
  const right = (v: boolean | null) => v === true;
  return {
    rightToWrong: ITEMS.filter((r) => right(r[1]) && !right(r[arm])).map((r) => r[0]),
    wrongToRight: ITEMS.filter((r) => !right(r[1]) && right(r[arm])).map((r) => r[0]),
  };
};

describe("compare --list-flips", () => {
  it("lists right → wrong and wrong → right ids per candidate, in text and JSON", async () => {
    const cwd = flipsWorkspace();
    const plain = await compareFlips(cwd);
    expect(plain.out).not.toContain("flips of");
    const r = await compareFlips(cwd, "--list-flips");
    const a = expected(2);
    const b = expected(3);
    expect(r.out).toContain(
      [
        "flips of m@a against m@base:",
        `  right → wrong (${a.rightToWrong.length}):`,
        ...a.rightToWrong.map((id) => `    ${id}`),
        `  wrong → right (${a.wrongToRight.length}):`,
        ...a.wrongToRight.map((id) => `    ${id}`),
        "flips of m@b against m@base:",
        `  right → wrong (${b.rightToWrong.length}):`,
        ...b.rightToWrong.map((id) => `    ${id}`),
        `  wrong → right (${b.wrongToRight.length}):`,
        ...b.wrongToRight.map((id) => `    ${id}`),
      ].join("\n"),
    );
    // The text before the list is the comparison as printed without the flag.
    expect(r.out.startsWith(plain.out)).toBe(true);
    const j = await compareFlips(cwd, "--list-flips", "--json", "-");
    const parsed = JSON.parse(j.out) as {
      flips: { label: string; rightToWrong: string[]; wrongToRight: string[] }[];
      candidates: { pairing: unknown; exact: { table?: unknown } }[];
    };
    expect(parsed.flips).toEqual([
      { label: "m@a", ...a },
      { label: "m@b", ...b },
    ]);
  });

  it("follows --unparsed exclude: an item with an unparsed answer is no flip", async () => {
    const r = await compareFlips(flipsWorkspace(), "--list-flips", "--json", "-", "--unparsed", "exclude");
    const flips = (JSON.parse(r.out) as { flips: { rightToWrong: string[]; wrongToRight: string[] }[] }).flips;
    for (const f of flips)
      for (const id of [...f.rightToWrong, ...f.wrongToRight]) expect(["q5", "q6"]).not.toContain(id);
    expect(flips[0]).toEqual({ label: "m@a", rightToWrong: ["q2"], wrongToRight: ["q3"] });
  });
});

/**
 * Compare end to end: two runs written as other tools write them (inspect_ai
 * `.eval` logs, the layout of test/outcomes/tool-logs.ts), imported with `contamgate import`,
 * then compared. The figures must be those of the paired table the answers were built from.
 */
const TABLE = { both: 130, baselineOnly: 48, candidateOnly: 17, neither: 105 };

/** Baseline and candidate answers with the paired table above, item ids shuffled by a fixed rule. */
function answers(): { baseline: OutcomeRow[]; candidate: OutcomeRow[] } {
  const cells: [boolean, boolean][] = [];
  const add = (k: number, b: boolean, c: boolean) => {
    for (let j = 0; j < k; j++) cells.push([b, c]);
  };
  add(TABLE.both, true, true);
  add(TABLE.baselineOnly, true, false);
  add(TABLE.candidateOnly, false, true);
  add(TABLE.neither, false, false);
  const n = cells.length;
  const order = cells.map((_, i) => (i * 7919) % n); // 7919 is prime to 300: a permutation
  const baseline: OutcomeRow[] = [];
  const candidate: OutcomeRow[] = [];
  order.forEach((cell, i) => {
    const [b, c] = cells[cell]!;
    baseline.push({ model: "m", id: `q${i + 1}`, condition: "old-prompt", correct: b });
    candidate.push({ model: "m", id: `q${i + 1}`, condition: "new-prompt", correct: c });
  });
  return { baseline, candidate };
}

async function cli(cwd: string, argv: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("compare on two imported inspect_ai runs", () => {
  it("prints the paired table, the difference with its interval, the exact p and the gate's decision", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-compare-imported-"));
    const { baseline, candidate } = answers();
    writeFileSync(join(dir, "old.eval"), inspectLog("openai/m", "mmlu", baseline));
    writeFileSync(join(dir, "new.eval"), inspectLog("openai/m", "mmlu", candidate));
    const imp = await cli(dir, [
      "import",
      "inspect",
      "old.eval",
      "new.eval",
      "--condition",
      "old-prompt",
      "--condition",
      "new-prompt",
      "--outcomes",
      "rows.jsonl",
    ]);
    expect(imp.code, imp.err).toBe(0);

    const args = ["compare", "--input", "rows.jsonl", "--baseline", "@old-prompt", "--candidate", "@new-prompt"];
    const text = await cli(dir, [...args, "--fail-on", "regression"]);
    const d = pairedDifference(TABLE, { alpha: 0.05, sided: "two-sided" });
    expect(text.out).toContain("table: 130 both correct, 48 baseline only, 17 candidate only, 105 neither");
    // The candidate lost 31 of 300 items net: significantly worse, so the regression gate fails.
    expect(text.code, text.err).toBe(1);
    expect(text.out).toMatch(/worse/);

    const json = await cli(dir, [...args, "--json", "-"]);
    expect(json.code, json.err).toBe(0);
    const c = (JSON.parse(json.out) as ComparisonJson).candidates[0]!;
    expect(c.exact.table).toEqual({ both: 130, baseline_only: 48, candidate_only: 17, neither: 105 });
    expect(c.exact.p_value).toBe(d.pValue);
    expect(c.exact.estimate).toBe(d.estimate);
    expect(d.bound.kind).toBe("interval");
    if (d.bound.kind !== "interval" || c.result.analysis !== "exact") throw new Error("two-sided exact expected");
    expect(c.result.bound).toMatchObject({ lower: d.bound.lower, upper: d.bound.upper });
    expect(d.bound.upper).toBeLessThan(0);
    expect(c.decision).toBe("worse");
  });
});
