import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { pt, levelText } from "../../src/report/format.js";

const root = new URL("../../", import.meta.url).pathname;
const fixture = (name: string) => `fixtures/verdict/${name}`;

async function run(argv: string[], cwd = root) {
  const m = memoryIo({}, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("contamgate verdict end to end", () => {
  it("prints both models with melded intervals, names dirty only, reports heterogeneity, exits 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-"));
    const r = await run(
      [
        "verdict",
        "--table",
        "clean=60,6,5,29",
        "--table",
        "dirty=50,35,2,13",
        "--target-effect",
        "0.05",
        "--json",
        "v.json",
      ],
      dir,
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^clean: no significant drop$/m);
    expect(r.out).toMatch(/^dirty: SIGNIFICANT DROP/m);
    expect(r.out).toMatch(/significant drop in: dirty \(named by perturbed\)$/m);
    // The figures: dirty's melded lcb 0.22496 and 90% interval [0.22496, 0.42094] (not v1's 0.2512 / 0.3651).
    expect(r.out).toMatch(/drop \+33\.0 pt \(90% CI \+22\.5 to \+42\.1 pt; n = 100, 37 discordant\)/);
    expect(r.out).toMatch(/Cochran's Q \(assumes independent models\) = [\d.]+, df = 1/);
    expect(r.out).toMatch(/heterogeneous, with a significantly positive drop in some models/);
    // Not detected: what the data exclude and, separately, what the design could see; never "no drop above".
    expect(r.out).toMatch(/the drop is at most \+[\d.]+ pt \(one-sided 95% upper bound\)/);
    // The upper bound is printed for both pairs, the named one too: never only after "not named".
    expect(r.out.match(/the drop is at most /g)).toHaveLength(2);
    expect(r.out).toMatch(
      /drops below [\d.]+ pt were likely to be missed \(power < 0\.80 at n = 100 and 11\.0% discordance\)/,
    );
    expect(r.out).not.toMatch(/no drop above/);

    const json = JSON.parse(readFileSync(join(dir, "v.json"), "utf8"));
    expect(Object.keys(json)).toEqual(["models", "heterogeneity", "design", "warnings"]);
    const [clean, dirty] = json.models;
    expect(Object.keys(dirty.perturbers[0])).toEqual([
      "perturber",
      "signal",
      "soft",
      "n",
      "table",
      "accuracy_original",
      "accuracy_perturbed",
      "drop",
      "drop_ci",
      "lcb",
      "ucb",
      "se",
      "se0",
      "deflation",
      "adjusted_lcb",
      "p_value",
      "p_holm",
      "p_bh",
      "detected",
      "discordant_rate",
      "achieved_power",
      "achieved_power_note",
      "min_detectable_effect",
      "unparsed_original",
      "unparsed_perturbed",
    ]);
    // One perturber: its figures are also at the model's top level, under the same names.
    for (const k of Object.keys(dirty.perturbers[0])) expect(dirty[k]).toEqual(dirty.perturbers[0][k]);
    expect([dirty.name, dirty.detected, dirty.named_by]).toEqual(["dirty", true, "perturbed"]);
    expect([clean.detected, clean.named_by]).toEqual([false, null]);
    expect(dirty.lcb).toBeCloseTo(0.22496, 5);
    expect(dirty.drop_ci).toEqual({ lower: dirty.lcb, upper: dirty.ucb, level: 0.9 });
    expect(dirty.ucb).toBeCloseTo(0.42094, 5);
    // Achieved power is shown only for models not named.
    expect(dirty.achieved_power).toBeNull();
    expect(dirty.achieved_power_note).toBe("not shown for a named model");
    expect(clean.achieved_power).toBeGreaterThan(0);
    expect(clean.min_detectable_effect).toBeGreaterThan(0.05);
    expect(json.design).toEqual({
      alpha: 0.05,
      target_effect: 0.05,
      power: 0.8,
      models: 2,
      perturbers: 1,
      perturbers_run: ["perturbed"],
      family_size: 2,
      excess_tests: 0,
      controls: [],
      controls_against: null,
      emax: "exact",
      emax_value: 0,
    });
    expect(json.heterogeneity).toHaveLength(1);
    expect(json.heterogeneity[0]).toMatchObject({
      perturber: "perturbed",
      test: "cochran-q",
      included: ["clean", "dirty"],
      positive: ["dirty"],
      negative: [],
    });
    // Holm over the family of 2: R's p.adjust of the exact one-sided p (test/reference/verdict.json case 0).
    expect(Math.abs(dirty.p_holm / 1.0244548320770313e-8 - 1)).toBeLessThan(1e-8);
  });

  it("one family over models × perturbers: Holm over M·K, K tried counts pairs not run with p = 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-"));
    const r = await run(
      [
        "verdict",
        "--table",
        "a@shuffle=60,6,5,29",
        "--table",
        "a@derange=58,8,6,28",
        "--table",
        "b@shuffle=50,35,2,13",
        "--table",
        "b@derange=55,20,4,21",
        "--perturbers",
        "3",
        "--target-effect",
        "0.05",
        "--json",
        "v.json",
      ],
      dir,
    );
    expect(r.code).toBe(1);
    const json = JSON.parse(readFileSync(join(dir, "v.json"), "utf8"));
    expect(json.design).toMatchObject({
      models: 2,
      perturbers: 3,
      family_size: 6,
      perturbers_run: ["shuffle", "derange"],
    });
    const b = json.models[1];
    expect(b.perturbers.map((p: { perturber: string }) => p.perturber)).toEqual(["shuffle", "derange"]);
    // Several perturbers: no top-level copy of one pair's figures.
    expect(b.lcb).toBeUndefined();
    expect(b.named_by).toBe("shuffle");
    // Holm over 6 (two of them tried-but-not-run at p = 1): the smallest p is multiplied by 6.
    const ps = json.models.flatMap((m: { perturbers: { p_value: number }[] }) => m.perturbers.map((p) => p.p_value));
    const pMin = Math.min(...ps);
    const holmMin = Math.min(
      ...json.models.flatMap((m: { perturbers: { p_holm: number }[] }) => m.perturbers.map((p) => p.p_holm)),
    );
    expect(holmMin / (6 * pMin)).toBeCloseTo(1, 12);
    // E[max](3) deflation on √n_d/n.
    for (const m of json.models)
      for (const p of m.perturbers) {
        expect(p.se0).toBeCloseTo(Math.sqrt(p.table.b + p.table.c) / p.n, 15);
        expect(p.deflation).toBeCloseTo(json.design.emax_value * p.se0, 15);
      }
    expect(json.design.emax_value).toBeCloseTo(0.8462843753216345, 12);
  });

  it("refuses --perturbers or --models below those given, and mixed MODEL / MODEL@P tables", async () => {
    for (const [argv, re] of [
      [
        ["--table", "a@x=1,2,3,4", "--table", "a@y=1,2,3,4", "--perturbers", "1"],
        /field "--perturbers": --perturbers 1 is fewer than the 2 perturbers given/,
      ],
      [
        ["--table", "a=1,2,3,4", "--table", "b=1,2,3,4", "--models", "1"],
        /field "--models": --models 1 is fewer than the 2 models given/,
      ],
      [["--table", "a@x=1,2,3,4", "--table", "b=1,2,3,4"], /field "--table": give every --table as MODEL@PERTURBER/],
    ] as [string[], RegExp][]) {
      const r = await run(["verdict", ...argv, "--target-effect", "0.05"]);
      expect(r.code).toBe(4);
      expect(r.err).toMatch(re);
    }
  });

  it("exits 0 when nothing is detected, and labels intervals with their true level at α = 0.05/3", async () => {
    const r = await run([
      "verdict",
      "--table",
      "clean=60,6,5,29",
      "--target-effect",
      "0.05",
      "--alpha",
      String(0.05 / 3),
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/98\.33% CI/);
    expect(r.out).not.toMatch(/95% CI/);
    expect(r.out).toMatch(/heterogeneity not assessed/);
  });

  it("never prints a drop, accuracy or power without its interval or conditions and n", async () => {
    const r = await run([
      "verdict",
      "--input",
      fixture("ok.jsonl"),
      "--table",
      "t=50,30,2,18",
      "--target-effect",
      "0.05",
      "--perturbers",
      "5",
    ]);
    for (const line of r.out.split("\n")) {
      if (/^\s+drop [+−]/.test(line)) expect(line).toMatch(/CI .* n = \d+, \d+ discordant\).* lower bound/);
      if (/accuracy original/.test(line)) expect(line).toMatch(/CI .*\d+\/\d+\).*CI .*\d+\/\d+\)/);
      if (/^ {4}achieved power \d/.test(line)) expect(line).toMatch(/at ψ̂ [\d.]+% \(95% CI .*; \d+\/\d+\)/);
    }
    expect(r.out).toMatch(/unparsed answers \(scored wrong\): 1\/4 original, 2\/4 perturbed/);
  });

  it("reads JSONL: tallies null as wrong and as unparsed, any row order", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-"));
    const r = await run(
      ["verdict", "--input", join(root, fixture("ok.jsonl")), "--target-effect", "0.05", "--json", "o.json"],
      dir,
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(readFileSync(join(dir, "o.json"), "utf8"));
    expect(
      json.models.map((m: { name: string; table: unknown; unparsed_original: number; unparsed_perturbed: number }) => [
        m.name,
        m.table,
        m.unparsed_original,
        m.unparsed_perturbed,
      ]),
    ).toEqual([
      ["m1", { a: 1, b: 1, c: 1, e: 1 }, 1, 0],
      ["m2", { a: 1, b: 1, c: 0, e: 2 }, 1, 2],
    ]);
  });

  it("warns when unparsed rates differ by more than 5 points", async () => {
    const r = await run(["verdict", "--input", fixture("unparsed-gap.jsonl"), "--target-effect", "0.05"]);
    expect(r.out).toMatch(
      /fmt \(perturbed\): unparsed answers differ by 12\.5 pt between conditions \(1\/40 original, 6\/40 perturbed\)/,
    );
  });
});

describe("contamgate verdict — invalid input is exit 4 with one line naming file, line and field", () => {
  const cases: [string, RegExp][] = [
    ["missing-id.jsonl", /missing-id\.jsonl:2, field "id": "m2" has no row for id "q2", which "m1" has/],
    ["extra-id.jsonl", /extra-id\.jsonl:3, field "id": "m1" has no row for id "q9", which "m2" has/],
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
    [["--table", "=1,2,3,4"], /field "--table": expected MODEL=a,b,c,e or MODEL@PERTURBER=a,b,c,e/],
    [["--table", "x=1,2,3,4", "--table", "x=5,6,7,8"], /model "x" with perturber "perturbed" appears twice/],
    [[], /--input PATH and\/or at least one --table/],
    [["--table", "x=1,2,3,4", "--target-effect", "0"], /--target-effect must be/],
    [["--table", "x=1,2,3,4", "--alpha", "0.7"], /--alpha must be a number in \(0, 0\.5\)/],
    [["--table", "x=1,2,3,4", "--emax", "approx"], /--emax must be exact or bailey/],
    [["--table", "x=1,2,3,4", "--perturbers", "2.5"], /--perturbers must be an integer/],
    [["--table", "x=1,2,3,4", "--frobnicate"], /unknown flag --frobnicate \(--help lists the flags\)/],
    [
      ["--table", "x=1,2,3,4", "--json", "package.json/v.json"],
      /package\.json\/v\.json, field "--json": package\.json is not a folder/,
    ],
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

describe("a bound just below zero keeps its minus sign and its size", () => {
  it("pt: a nonzero value that would round to 0 keeps two significant digits and its sign; zero reads 0.0", () => {
    expect(pt(-0.0000091)).toBe("−0.00091 pt");
    expect(pt(0)).toBe("0.0 pt");
    expect(pt(0.0000091)).toBe("+0.00091 pt");
    expect(pt(-0.059)).toBe("−5.9 pt");
  });

  it("a model not detected because its bound is a hair below 0 is not shown with '+0.0 pt'", async () => {
    // (b, c) = (44, 29), n = 292: one-sided p = 0.0503 > α, so the melded lcb is < 0 (duality).
    const m = memoryIo({}, process.cwd());
    const code = await main(["verdict", "--table", "x=100,44,29,119", "--target-effect", "0.05"], m.io);
    expect(code).toBe(0);
    const out = m.stdout();
    expect(out).toMatch(/^x: no significant drop$/m);
    expect(out).toMatch(/one-sided 95% lower bound −0\.0*[1-9]\d* pt/);
    expect(out).toMatch(/adjusted lower bound −0\.0*[1-9]\d* pt/);
    expect(out).not.toMatch(/\+0\.0 pt/);
  });
});

async function verdict(args: string[]) {
  const m = memoryIo({}, process.cwd());
  const code = await main(["verdict", ...args], m.io);
  return { code, out: m.stdout() };
}

/** "+0.0088 pt" / "−0.0088 pt" → number of points. */
const num = (s: string) => Number(s.replace("−", "-").replace("+", ""));

describe("verdict at large n: small drops, bounds and floors are not printed as 0.0 pt", () => {
  // n = 1,000,000 with 2,000 discordant pairs split evenly: every figure on the drop scale is a
  // few thousandths of a point, and none of them is zero.
  const args = ["--table", "big=500000,1000,1000,498000", "--target-effect", "0.0004"];

  it("the interval and bounds keep their sign and size", async () => {
    const { code, out } = await verdict(args);
    expect(code).toBe(0);
    const m = out.match(/drop (\S+) pt \(90% CI (\S+) to (\S+) pt; n = 1,000,000, 2,000 discordant\)/);
    expect(m).not.toBeNull();
    const [, drop, lo, hi] = m!.map((x) => x) as [string, string, string, string];
    expect(num(drop)).toBe(0); // b = c: the drop is exactly 0
    // The melded 90% interval: about ±1.645·√(2000)/1e6 = ±0.0074 pt; its printed ends keep that size.
    expect(num(lo)).toBeLessThan(0);
    expect(num(hi)).toBeGreaterThan(0);
    expect(Math.abs(num(lo) + 0.0074)).toBeLessThan(0.0008);
    expect(Math.abs(num(hi) - 0.0074)).toBeLessThan(0.0008);
    expect(out).not.toMatch(/ [+−]?0\.0 pt/);
  });

  it("target effect, deflation scale and detection floor are shown with their digits", async () => {
    const { out } = await verdict(args);
    expect(out).toMatch(/target drop 0\.040 pt/);
    expect(out).toMatch(/for a 0\.040 pt drop/);
    const floor = out.match(/drops below (\S+) pt were likely to be missed/);
    expect(num(floor![1]!)).toBeGreaterThan(0.005);
    expect(num(floor![1]!)).toBeLessThan(0.02);
  });

  it("ordinary tables print with one decimal", async () => {
    const { out } = await verdict(["--table", "clean=60,6,5,29", "--target-effect", "0.05"]);
    expect(out).toMatch(/drop \+1\.0 pt \(90% CI −\d\.\d to \+\d\.\d pt; n = 100, 11 discordant\)/);
    expect(out).toMatch(/target drop 5\.0 pt/);
  });
});

describe("a p-value below the double range reads 'p < 1e-300', not 'p = < 1e-300'", () => {
  it("in the verdict report", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(
      [
        "verdict",
        "--table",
        "x=500000,300000,200000,0",
        "--table",
        "y=400000,300000,300000,0",
        "--target-effect",
        "0.05",
      ],
      m.io,
    );
    expect(code).toBe(1);
    const out = m.stdout();
    expect(out).not.toMatch(/= </);
    expect(out).toMatch(
      /exact one-sided p < 1e-300; Holm p < 1e-300 over the family of 2 \(Benjamini–Hochberg p < 1e-300, for triage only\)/,
    );
    // Ordinary p-values keep their "=".
    expect(out).toMatch(/exact one-sided p = 0\.5\d*;/);
  });
});

describe("the pooled drop at large n keeps its digits", () => {
  it("a positive pooled drop of a few thousandths of a point is not printed as +0.0 pt", async () => {
    // Two models, n = 1,000,000 each, drops +0.01 pt and +0.0 pt: pooled ≈ +0.005 pt, homogeneous and positive.
    const m = memoryIo({}, process.cwd());
    await main(
      [
        "verdict",
        "--table",
        "x=500000,1050,950,498000",
        "--table",
        "y=500000,1000,1000,498000",
        "--target-effect",
        "0.0004",
      ],
      m.io,
    );
    const out = m.stdout();
    // Its interval includes 0, so v2 does not call it a positive shared drop (v1 read the bare estimate).
    expect(out).toMatch(/homogeneous with no positive pooled drop/);
    const pooled = out.match(/pooled drop ([+−])(\S+) pt \(90% CI −\S+ to \+\S+ pt; n = 1,000,000 items/);
    expect(pooled).not.toBeNull();
    expect(pooled![1]).toBe("+");
    expect(Number(pooled![2])).toBeGreaterThan(0.003);
    expect(Number(pooled![2])).toBeLessThan(0.007);
  });
});

const levelLabel = (alpha: number) => levelText(1 - alpha);

describe("interval labels carry their true level", () => {
  it("keeps the usual labels", () => {
    expect(levelLabel(0.05)).toBe("95%");
    expect(levelLabel(0.05 / 3)).toBe("98.33%");
    expect(levelLabel(0.01)).toBe("99%");
  });

  it("never rounds a level below 100% up to 100%", () => {
    for (const alpha of [1e-4, 4e-5, 1e-5, 1e-7, 1e-9]) {
      const label = levelLabel(alpha);
      expect(label).not.toBe("100%");
      expect(Number(label.replace("%", ""))).toBeLessThan(100);
      // Within a tenth of α of the true level, so the label is not a different level either.
      expect(Math.abs(100 - Number(label.replace("%", "")) - 100 * alpha)).toBeLessThanOrEqual(10 * alpha);
    }
  });

  it("the verdict at α = 1e-5 prints no '100% CI'", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(
      ["verdict", "--table", "x=50,30,2,18", "--target-effect", "0.05", "--alpha", "0.00001"],
      m.io,
    );
    expect(code).toBe(1);
    expect(m.stdout()).not.toMatch(/100% CI|100% lower bound/);
    expect(m.stdout()).toMatch(/99\.999% CI/);
  });
});
