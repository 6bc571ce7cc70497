/**
 * Every number flag of every command is read against its setting's range in RANGES
 * (src/settings/ranges.ts): one wording for a bad value, `--FLAG must be RANGE (got "…")`, exit 4,
 * and the same range wherever the same flag means the same thing.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-numbers-"));
  copyFileSync(join(__dirname, "../../fixtures/demo/items.jsonl"), join(dir, "items.jsonl"));
  const rows: string[] = [];
  for (let i = 0; i < 10; i++) {
    rows.push(JSON.stringify({ model: "m", id: `q${i}`, condition: "a", correct: i % 2 === 0 }));
    rows.push(JSON.stringify({ model: "m", id: `q${i}`, condition: "b", correct: i % 3 === 0 }));
  }
  writeFileSync(join(dir, "rows.jsonl"), `${rows.join("\n")}\n`);
  return dir;
}

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
