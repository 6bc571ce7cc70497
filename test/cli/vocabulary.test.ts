/**
 * One vocabulary (README "Commands", the flag table): a flag means the same in every command that
 * takes it. The table is checked against the commands' own option definitions, and the spellings
 * that went (`run --budget`, `perturb --benchmark`, `import`/`ingest --out`, `import --split`, a
 * boolean `--json` that printed) are refused with the name that replaced them. Every number flag of
 * every command is read against its setting's range in RANGES (src/ranges.ts): one
 * wording for a bad value, `--FLAG must be RANGE (got "…")`, exit 4, the same range wherever the
 * same flag means the same thing.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RENAMED_FLAGS } from "../../src/cli/args.js";
import { commands } from "../../src/cli/commands.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

type FlagDef = { type: "string" | "boolean"; multiple?: boolean; short?: string };

/** Each command's option definitions, as its module exports them (`RUN_FLAGS`, …). */
async function definitions(): Promise<Map<string, Record<string, FlagDef>>> {
  const out = new Map<string, Record<string, FlagDef>>();
  for (const name of Object.keys(commands)) {
    const mod = (await import(`../../src/cli/${name}.ts`)) as Record<string, unknown>;
    const defs = Object.entries(mod).filter(([k]) => k.endsWith("_FLAGS"));
    expect(
      defs.map(([k]) => k),
      `src/cli/${name}.ts exports its flags`,
    ).toHaveLength(1);
    out.set(name, defs[0]![1] as Record<string, FlagDef>);
  }
  return out;
}

/** The README's flag table: flag name → the commands it lists. */
function readmeTable(): Map<string, string[]> {
  const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
  const start = readme.indexOf("| flag | meaning | commands |");
  expect(start).toBeGreaterThan(0);
  const rows = new Map<string, string[]>();
  for (const line of readme.slice(start).split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const flag = /^`--([a-z0-9-]+)/.exec(cells[1]!)![1]!;
    rows.set(
      flag,
      cells[3]!.split(",").map((c) => c.trim()),
    );
  }
  return rows;
}

describe("the flag table in the README is the commands' option definitions", () => {
  it("lists, for each shared flag, exactly the commands that define it", async () => {
    const defs = await definitions();
    const table = readmeTable();
    expect(table.size).toBeGreaterThanOrEqual(10);
    for (const [flag, listed] of table) {
      const defining = [...defs].filter(([, d]) => flag in d).map(([c]) => c);
      expect(listed.sort(), `--${flag}`).toEqual(defining.sort());
    }
  });

  it("the concepts of the vocabulary are in the table", () => {
    const table = readmeTable();
    for (const f of [
      "json",
      "items",
      "outcomes",
      "max-calls",
      "config",
      "quiet",
      "input",
      "yes",
      "target-effect",
      "discordant-rate",
    ])
      expect(table.has(f)).toBe(true);
  });

  it("a flag has one type in every command that takes it; --json always takes a PATH", async () => {
    const defs = await definitions();
    const types = new Map<string, Set<string>>();
    for (const [command, d] of defs)
      for (const [flag, def] of Object.entries(d)) {
        if (!types.has(flag)) types.set(flag, new Set());
        types.get(flag)!.add(def.type);
        if (flag === "json") expect(def.type, `${command} --json`).toBe("string");
      }
    const mixed = [...types].filter(([, t]) => t.size > 1).map(([f]) => f);
    expect(mixed).toEqual([]);
  });

  it("no command defines a spelling that went", async () => {
    const defs = await definitions();
    for (const [command, d] of defs)
      for (const old of Object.keys(RENAMED_FLAGS))
        if (old in d) {
          // `split` stays where it means the benchmark's split (perturb, run); it went from import.
          expect(old === "split" && command !== "import", `${command} --${old}`).toBe(true);
        }
  });
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-vocab-"));
  copyFileSync(join(__dirname, "../../fixtures/demo/items.jsonl"), join(dir, "items.jsonl"));
  const rows: string[] = [];
  for (let i = 0; i < 40; i++) {
    rows.push(JSON.stringify({ model: "m", id: `q${i}`, condition: "a", correct: i % 2 === 0 }));
    rows.push(JSON.stringify({ model: "m", id: `q${i}`, condition: "b", correct: i % 3 === 0 }));
  }
  writeFileSync(join(dir, "rows.jsonl"), rows.join("\n") + "\n");
  return dir;
}

async function cli(dir: string, argv: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("--json PATH writes a file in every command; --json - prints the object", () => {
  const cases: [string, string[]][] = [
    ["power", ["power", "--n", "300", "--discordant-rate", "0.2"]],
    ["power --compare", ["power", "--compare", "--delta", "5", "--discordant-rate", "0.2", "--n", "2000"]],
    ["compare", ["compare", "--input", "rows.jsonl", "--baseline", "@a", "--candidate", "@b"]],
    ["perturb", ["perturb", "--items", "items.jsonl", "--split", "all"]],
    ["verdict", ["verdict", "--table", "m=10,5,1,20", "--target-effect", "0.05"]],
  ];
  for (const [name, argv] of cases) {
    it(`${name}: the file holds the object --json - prints, and the text still goes to stdout`, async () => {
      const dir = workspace();
      const toStdout = await cli(dir, [...argv, "--json", "-"]);
      expect(toStdout.code, toStdout.err).toBe(0);
      const printed = JSON.parse(toStdout.out);
      const toFile = await cli(dir, [...argv, "--json", "out/r.json"]);
      expect(toFile.code, toFile.err).toBe(0);
      expect(existsSync(join(dir, "out/r.json"))).toBe(true);
      expect(JSON.parse(readFileSync(join(dir, "out/r.json"), "utf8"))).toEqual(printed);
      expect(toFile.out).not.toBe("");
      expect(() => JSON.parse(toFile.out)).toThrow();
    });
  }
});

describe("the renamed flags", () => {
  it("run takes --max-calls, as check and the action do; --budget names its replacement", async () => {
    const dir = workspace();
    const bad = await cli(dir, ["run", "--items", "items.jsonl", "--max-calls", "many"]);
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/^contamgate run: --max-calls must be/);
    const old = await cli(dir, ["run", "--items", "items.jsonl", "--budget", "5"]);
    expect(old).toMatchObject({ code: 4, err: "contamgate run: unknown flag --budget: it is now --max-calls\n" });
  });

  it("perturb takes --items, as run does; --benchmark names its replacement", async () => {
    const dir = workspace();
    const r = await cli(dir, ["perturb", "--items", "items.jsonl", "--limit", "1"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/showing 1/);
    const old = await cli(dir, ["perturb", "--benchmark", "items.jsonl"]);
    expect(old).toMatchObject({ code: 4, err: "contamgate perturb: unknown flag --benchmark: it is now --items\n" });
  });

  it("the design's figures have one name: --target-effect and --discordant-rate in power, run, verdict and compare", async () => {
    const dir = workspace();
    const refused: [string[], string][] = [
      [
        ["power", "--n", "300", "--discordant-rate", "0.2", "--effect", "0.05"],
        "power: unknown flag --effect: it is now --target-effect",
      ],
      [
        ["run", "--items", "items.jsonl", "--expected-discordant-rate", "0.2"],
        "run: unknown flag --expected-discordant-rate: it is now --discordant-rate",
      ],
      [
        ["power", "--compare", "--delta", "5", "--discordance", "0.2"],
        "power: unknown flag --discordance: it is now --discordant-rate",
      ],
      [
        ["compare", "--input", "rows.jsonl", "--discordance", "0.2"],
        "compare: unknown flag --discordance: it is now --discordant-rate",
      ],
    ];
    for (const [argv, err] of refused)
      expect(await cli(dir, argv)).toMatchObject({ code: 4, err: `contamgate ${err}\n` });
    const power = await cli(dir, ["power", "--n", "300", "--discordant-rate", "0.2", "--target-effect", "0.05"]);
    expect(power.code, power.err).toBe(2);
    const plan = await cli(dir, ["power", "--compare", "--delta", "5", "--discordant-rate", "0.2", "--n", "2000"]);
    expect(plan.code, plan.err).toBe(0);
    const compare = await cli(dir, [
      "compare",
      "--input",
      "rows.jsonl",
      "--baseline",
      "@a",
      "--candidate",
      "@b",
      "--delta",
      "5",
      "--discordant-rate",
      "0.3",
    ]);
    expect(compare.err).toBe("");
    expect(compare.out).toMatch(/power/);
  });

  it("import writes --outcomes, as run does; ingest writes --items; --out names the replacement of each", async () => {
    const dir = workspace();
    expect((await cli(dir, ["import", "inspect", "x.eval", "--out", "o.jsonl"])).err).toBe(
      "contamgate import: unknown flag --out: it is now --outcomes\n",
    );
    expect((await cli(dir, ["ingest", "mmlu-csv", "csv", "--out", "i.jsonl"])).err).toBe(
      "contamgate ingest: unknown flag --out: it is now --items\n",
    );
    expect((await cli(dir, ["import", "helm", "runs", "--split", "valid"])).err).toBe(
      "contamgate import: unknown flag --split: it is now --helm-split\n",
    );
  });
});

describe("a misused flag says what the command expects (exit 4, one line)", () => {
  const cases: [string[], string][] = [
    [
      ["power", "foo", "--n", "100", "--discordant-rate", "0.2"],
      'contamgate power: unexpected argument "foo": this command takes no positional arguments; every value follows its flag (--help lists the flags)\n',
    ],
    [
      ["power", "--n", "100", "--discordant-rate", "0.2", "--two-sided", "yes"],
      'contamgate power: unexpected argument "yes": --two-sided is a switch and takes no value\n',
    ],
    [["power", "--two-sided=yes"], "contamgate power: --two-sided is a switch and takes no value\n"],
    [["power", "--jsn", "-"], "contamgate power: unknown flag --jsn; did you mean --json? (--help lists the flags)\n"],
    [
      ["leakage", "--courpus", "x"],
      "contamgate leakage: unknown flag --courpus; did you mean --corpus? (--help lists the flags)\n",
    ],
    [["run", "--frobnicate"], "contamgate run: unknown flag --frobnicate (--help lists the flags)\n"],
    [["verdict", "--table", "m=1,2,3,4", "--json"], "contamgate verdict: --json expects a value (--json PATH)\n"],
    [["run", "--items"], "contamgate run: --items expects a value (--items PATH)\n"],
  ];
  for (const [argv, err] of cases) {
    it(argv.join(" "), async () => {
      const r = await cli(workspace(), argv);
      expect(r).toMatchObject({ code: 4, err });
    });
  }
});

describe("cli dispatcher", () => {
  it("rejects an unknown command with exit 4 and one line", async () => {
    const m = memoryIo();
    expect(await main(["frobnicate"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/unknown command "frobnicate"/);
    expect(m.stderr().trim().split("\n")).toHaveLength(1);
  });
  it("prints usage with exit 0 on --help", async () => {
    const m = memoryIo();
    expect(await main(["--help"], m.io)).toBe(0);
    expect(m.stdout()).toMatch(/exit codes/);
  });
});

const CAP = '(the cap; docs/reliability.md "Caps")';
const RANGE = {
  proportion: "a number in (0, 1]",
  alpha: "a number in (0, 0.5)",
  power: "a number in (0, 1)",
  questions: `an integer from 1 to 10,000,000 ${CAP}`,
  family: `an integer from 1 to 1,000,000 ${CAP}`,
  rows: "an integer ≥ 0",
};

/** command line before the flag → the flags it takes, each with the range its message must state. */
const CASES: [string[], Record<string, string>][] = [
  [
    ["power", "--n", "300", "--discordant-rate", "0.2"],
    {
      n: RANGE.questions,
      "discordant-rate": RANGE.proportion,
      "target-effect": RANGE.proportion,
      alpha: RANGE.alpha,
      power: RANGE.power,
      models: RANGE.family,
      perturbers: RANGE.family,
      controls: RANGE.family,
    },
  ],
  [
    ["power", "--n", "300", "--discordant-rate", "0.2", "--models", "3", "--controls", "1"],
    { "excess-drop": RANGE.proportion },
  ],
  [
    ["power", "--compare", "--delta", "3", "--discordant-rate", "0.2"],
    {
      n: RANGE.questions,
      delta: "a number in (0, 100]",
      "discordant-rate": RANGE.proportion,
      alpha: RANGE.alpha,
      power: RANGE.power,
      candidates: RANGE.family,
      "design-effect": "a number in [1, 1000000]",
      margin: "a number in [0, 100]",
    },
  ],
  [
    ["verdict", "--table", "m=10,5,1,20", "--target-effect", "0.05"],
    {
      "target-effect": RANGE.proportion,
      alpha: RANGE.alpha,
      power: RANGE.power,
      models: RANGE.family,
      perturbers: RANGE.family,
      epoch: "an integer in [1, 1000000000]",
    },
  ],
  [
    ["compare", "--input", "rows.jsonl", "--baseline", "@a", "--candidate", "@b"],
    {
      alpha: RANGE.alpha,
      margin: "a number in [0, 100]",
      delta: "a number in (0, 100]",
      "discordant-rate": RANGE.proportion,
      power: RANGE.power,
      "design-effect": "a number in [1, 1000000]",
      k: "an integer in [1, 1000000]",
    },
  ],
  [
    ["run", "--items", "items.jsonl"],
    {
      "target-effect": RANGE.proportion,
      "discordant-rate": RANGE.proportion,
      alpha: RANGE.alpha,
      power: RANGE.power,
      "max-calls": "an integer ≥ 0",
      concurrency: "an integer in [1, 256]",
      "sample-n": "an integer ≥ 1",
    },
  ],
  [["perturb", "--items", "items.jsonl"], { "sample-n": "an integer ≥ 1", limit: RANGE.rows }],
  [
    ["leakage"],
    {
      limit: RANGE.rows,
      workers: "an integer in [1, 64]",
      "shingle-width": "an integer in [1, 3]",
      "min-containment-shingles": "an integer ≥ 1",
    },
  ],
  [["merge", "a.json"], { limit: RANGE.rows }],
  [["verify"], { n: "an integer in [1, 1000000]", alpha: RANGE.alpha, sims: "an integer in [20000, 1000000]" }],
];

describe("a number flag that is not in its range is one exit-4 line stating the range", () => {
  for (const [base, flags] of CASES)
    for (const [flag, range] of Object.entries(flags))
      it(`${base.slice(0, 2).join(" ")} --${flag}`, async () => {
        const dir = workspace();
        for (const bad of ["abc", "-7"]) {
          const m = memoryIo({}, dir);
          const code = await main([...base, `--${flag}=${bad}`], m.io);
          expect({ code, err: m.stderr() }).toEqual({
            code: 4,
            err: `contamgate ${base[0]}: --${flag} must be ${range} (got "${bad}")\n`,
          });
        }
      });

  it("a drop above the discordant rate names both", async () => {
    const m = memoryIo({}, workspace());
    const code = await main(["power", "--discordant-rate", "0.2", "--target-effect", "0.25"], m.io);
    expect({ code, err: m.stderr() }).toEqual({
      code: 4,
      err: 'contamgate power: --target-effect must be a number in (0, discordant rate 0.2] (got "0.25")\n',
    });
  });
});

describe("the commands have one number-flag parser", () => {
  it("no command parses a number flag with a range of its own", () => {
    const dir = join(__dirname, "../../src/cli");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      const text = readFileSync(join(dir, f), "utf8");
      expect(text, f).not.toMatch(/range: "/);
      expect(text, f).not.toMatch(/\bnumberFlag\b/);
    }
  });
});
