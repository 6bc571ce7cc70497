import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { verdictsFromTools } from "./tool-logs.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-outcomes-"));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

const DESIGN = ["--target-effect", "0.05", "--alpha", "0.05", "--power", "0.8"];

describe("run --outcomes → verdict --input", () => {
  it("writes every model × condition × item, and verdict --input on them gives the run's verdict", async () => {
    const run = await cli([
      "run",
      "--synthetic",
      "400",
      "--force-underpowered",
      "--seed",
      "s",
      ...DESIGN,
      "--expected-discordant-rate",
      "0.3",
      "--perturber",
      "shuffle_choices",
      "--perturber",
      "derange_choices",
      "--model",
      "fake=clean,accuracy=0.6",
      "--model",
      "fake=dirty,accuracy=0.45,memorized=0.5",
      "--json",
      "run.json",
      "--outcomes",
      "outcomes.jsonl",
    ]);
    expect(run.code).toBe(1);
    const text = await readFile(join(dir, "outcomes.jsonl"), "utf8");
    const f = await parseOutcomesText(text, "outcomes.jsonl");
    expect(f.rows).toHaveLength(2 * 3 * 400);
    expect(new Set(f.rows.map((r) => r.condition))).toEqual(
      new Set(["original", "perturbed:shuffle_choices", "perturbed:derange_choices"]),
    );
    expect(f.rows[0]).toMatchObject({ model: "clean", condition: "original" });
    const verdict = await cli(["verdict", "--input", "outcomes.jsonl", ...DESIGN, "--json", "verdict.json"]);
    expect(verdict.code).toBe(1);
    const fromRun = JSON.parse(await readFile(join(dir, "run.json"), "utf8")).verdict;
    const fromRows = JSON.parse(await readFile(join(dir, "verdict.json"), "utf8"));
    expect(fromRows).toEqual(fromRun);
    expect(fromRun.models.map((m: { name: string; detected: boolean }) => [m.name, m.detected])).toEqual([
      ["clean", false],
      ["dirty", true],
    ]);
  }, 60_000);

  it("a run stopped at the gate writes no outcomes and says so", async () => {
    const r = await cli([
      "run",
      "--synthetic",
      "50",
      ...DESIGN,
      "--expected-discordant-rate",
      "0.3",
      "--model",
      "fake=x",
      "--outcomes",
      "o.jsonl",
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--outcomes not written: the run ended at stage "gate"/);
    await expect(readFile(join(dir, "o.jsonl"))).rejects.toThrow(/ENOENT/);
  });
});

describe("verdict --input with outcome rows", () => {
  const row = (model: string, id: string, condition: string, correct: boolean | null, extra = {}) =>
    JSON.stringify({ model, id, condition, correct, ...extra });

  it("gives the same verdict as the paired format for the same answers", async () => {
    const answers: [string, boolean | null, boolean | null][] = [];
    for (let i = 0; i < 80; i++) answers.push([`q${i}`, i % 3 !== 0, i % 5 === 0 ? null : i % 4 === 0]);
    await writeFile(
      join(dir, "paired.jsonl"),
      answers.map(([id, o, p]) => JSON.stringify({ model: "m", id, original: o, perturbed: p })).join("\n"),
    );
    await writeFile(
      join(dir, "rows.jsonl"),
      [
        ...answers.map(([id, o]) => row("m", id, "original", o)),
        ...answers.map(([id, , p]) => row("m", id, "perturbed", p)),
      ].join("\n"),
    );
    const a = await cli(["verdict", "--input", "paired.jsonl", ...DESIGN, "--json", "a.json"]);
    const b = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN, "--json", "b.json"]);
    expect(b.code).toBe(a.code);
    expect(b.out).toBe(a.out);
    expect(JSON.parse(await readFile(join(dir, "b.json"), "utf8"))).toEqual(
      JSON.parse(await readFile(join(dir, "a.json"), "utf8")),
    );
  });

  it.each([
    [
      "an original without its perturbed row",
      [row("m", "a", "original", true), row("m", "b", "original", true), row("m", "a", "perturbed", false)],
      /rows\.jsonl:2, field "id": model "m", id "b" has an original row but none with condition "perturbed"/,
    ],
    [
      "a perturbed row without its original",
      [row("m", "a", "original", true), row("m", "a", "perturbed", true), row("m", "z", "perturbed", false)],
      /rows\.jsonl:3, field "id": model "m", id "z" has a perturbed row .* but no original row/,
    ],
    [
      "a compare condition",
      [row("m", "a", "baseline", true), row("m", "a", "candidate", true)],
      /rows\.jsonl:1, field "condition": condition "baseline" is not one a verdict reads/,
    ],
    [
      "perturbed mixed with perturbed:<name>",
      [row("m", "a", "original", true), row("m", "a", "perturbed", true), row("m", "a", "perturbed:x", true)],
      /rows\.jsonl:3, field "condition": line 2 has condition "perturbed"/,
    ],
    [
      "several epochs without --epoch",
      [
        row("m", "a", "original", true, { epoch: 1 }),
        row("m", "a", "original", true, { epoch: 2 }),
        row("m", "a", "perturbed", true, { epoch: 1 }),
      ],
      /rows\.jsonl:2, field "epoch": the rows hold 2 epochs .* --epoch N/,
    ],
    [
      "a model with no perturbed rows",
      [row("m", "a", "original", true), row("m", "a", "perturbed", true), row("n", "a", "original", true)],
      /rows\.jsonl:3, field "condition": model "n" has original rows but no perturbed ones/,
    ],
  ])("refuses %s, naming the line", async (_what, lines, message) => {
    await writeFile(join(dir, "rows.jsonl"), lines.join("\n"));
    const r = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
  });

  it("says on standard error that clusters are not used by the verdict", async () => {
    const lines = [];
    for (let i = 0; i < 30; i++) {
      lines.push(row("m", `q${i}`, "original", i % 2 === 0, { cluster: `c${i % 5}` }));
      lines.push(row("m", `q${i}`, "perturbed", i % 3 === 0, { cluster: `c${i % 5}` }));
    }
    await writeFile(join(dir, "rows.jsonl"), lines.join("\n"));
    const r = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN]);
    expect(r.err).toMatch(
      /^warning: the rows carry clusters; the verdict does not use them: its exact test treats items as independent/,
    );
    expect((await cli(["verdict", "--table", "m=1,2,3,4", ...DESIGN, "--epoch", "1"])).err).toMatch(
      /field "--epoch": --epoch applies to outcome rows/,
    );
  });

  it("--epoch picks one replicate; an epoch no row has is refused", async () => {
    const lines: string[] = [];
    for (let i = 0; i < 40; i++)
      for (const epoch of [1, 2]) {
        lines.push(row("m", `q${i}`, "original", i % 2 === 0 || epoch === 2, { epoch }));
        lines.push(row("m", `q${i}`, "perturbed:shuffle", i % 3 === 0, { epoch }));
      }
    await writeFile(join(dir, "rows.jsonl"), lines.join("\n"));
    const one = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN, "--epoch", "1", "--json", "v.json"]);
    expect(one.err).toBe("");
    const v = JSON.parse(await readFile(join(dir, "v.json"), "utf8"));
    expect(v.models[0].perturbers[0]).toMatchObject({ perturber: "shuffle", n: 40 });
    // A model asked once (no epoch) is epoch 1: --epoch 1 keeps it beside the replicated one.
    for (let i = 0; i < 40; i++) {
      lines.push(row("once", `q${i}`, "original", i % 2 === 0));
      lines.push(row("once", `q${i}`, "perturbed:shuffle", i % 4 === 0));
    }
    await writeFile(join(dir, "rows.jsonl"), lines.join("\n"));
    expect((await cli(["verdict", "--input", "rows.jsonl", ...DESIGN])).err).toMatch(/the rows hold 2 epochs/);
    const both = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN, "--epoch", "1", "--json", "v.json"]);
    expect([0, 1], both.err).toContain(both.code);
    expect(JSON.parse(await readFile(join(dir, "v.json"), "utf8")).models.map((m: { name: string }) => m.name)).toEqual(
      ["m", "once"],
    );
    const none = await cli(["verdict", "--input", "rows.jsonl", ...DESIGN, "--epoch", "3"]);
    expect(none.code).toBe(4);
    expect(none.err).toMatch(/field "--epoch": no row has epoch 3 \(epochs present: 1, 2\)/);
  });
});

/**
 * Fast: `run` with fake models (dirty memorized half the items) writes its
 * outcome rows; the same answers written as inspect_ai and lm-eval logs (tool-logs.ts) are
 * imported and judged with `verdict --input`; every verdict JSON figure equals the run's. The
 * slow twin (import-verdict.slow.test.ts) adds unparsed replies from a real HTTP provider.
 */

describe("a verdict from imported original + permuted runs equals the run's (fake models)", () => {
  it("run → outcomes; inspect and lm-eval logs of the same answers → import → verdict --input: identical verdict JSON", async () => {
    const N = 300;
    const design = ["--target-effect", "0.1", "--alpha", "0.05", "--power", "0.8"];
    const run = await cli([
      "run",
      "--synthetic",
      String(N),
      "--seed",
      "import-fast",
      ...design,
      "--expected-discordant-rate",
      "0.5",
      "--force-underpowered",
      "--model",
      "fake=clean,accuracy=0.6",
      "--model",
      "fake=dirty,accuracy=0.5,memorized=0.5",
      "--json",
      "run.json",
      "--outcomes",
      "run-outcomes.jsonl",
    ]);
    expect(run.code).toBe(1);
    const fromRun = JSON.parse(await readFile(join(dir, "run.json"), "utf8")).verdict;
    const rows = (await parseOutcomesText(await readFile(join(dir, "run-outcomes.jsonl"), "utf8"), "o")).rows;
    for (const j of await verdictsFromTools(dir, rows, N, design, cli)) {
      expect(j.code, j.input).toBe(1);
      expect(j.verdict, j.input).toEqual(fromRun);
    }
    expect(fromRun.models.map((m: { name: string; detected: boolean }) => [m.name, m.detected])).toEqual([
      ["clean", false],
      ["dirty", true],
    ]);
  }, 60_000);
});
