import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { verdictsFromTools } from "./tool-logs.js";
import { FakeProvider } from "../../src/models/fake.js";

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
/** Both perturbers, asked of a clean model and of one that memorized half the items. */
const TWO_PERTURBERS_CLEAN_DIRTY = [
  "--perturber",
  "shuffle_choices",
  "--perturber",
  "derange_choices",
  "--model",
  "fake=clean,accuracy=0.6",
  "--model",
  "fake=dirty,accuracy=0.45,memorized=0.5",
];

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
      "--discordant-rate",
      "0.3",
      ...TWO_PERTURBERS_CLEAN_DIRTY,
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
      "--discordant-rate",
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
      "--discordant-rate",
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

/**
 * The time split and the controls from outcome rows, at zero spend (docs/outcomes.md): `run` on
 * dated items with a declared control and training cutoffs writes its answers as rows carrying
 * `published_at`; `verdict --input` on those rows with the same cutoffs and control gives the
 * run's verdict, every figure equal — detections, controls, heterogeneity, the time split.
 */
const N = 240;
const CUTOFF = "2024-06-30";
const CONTROL_CUTOFF = "2023-12-31";
/** The items `fake=dirty,memorized=0.5` memorizes: at accuracy 0 only a memorized original is right. */
function memorizedByDirty(id: string): boolean {
  const probe = new FakeProvider({ provider: "fake", model: "dirty", label: "dirty", accuracy: 0, memorized: 0.5 });
  return probe.answer({ itemId: id, condition: "original", correct: "A", labels: ["A", "B", "C", "D"] }) === "A";
}

/**
 * What the time split is for: the items dirty memorized were published before its cutoff (some
 * before the control's earlier one), the rest after; every 8th item undated, one on the cutoff day.
 */
function dateOf(i: number, id: string): string | undefined {
  if (i % 8 === 7) return undefined;
  if (i === 0) return CUTOFF;
  if (memorizedByDirty(id)) return i % 2 === 0 ? "2023-03-15" : "2024-03-15";
  return i % 3 === 0 ? "2024-01-10" : "2024-09-01";
}

async function writeItems(): Promise<Map<string, string | undefined>> {
  const dates = new Map<string, string | undefined>();
  const lines: string[] = [];
  for (let i = 0; i < N; i++) {
    const id = `q${i}`;
    const date = dateOf(i, id);
    dates.set(id, date);
    lines.push(
      JSON.stringify({
        id,
        question: `Question ${i}?`,
        choices: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
        answer: `b${i}`,
        ...(date !== undefined ? { published_at: date } : {}),
      }),
    );
  }
  await writeFile(join(dir, "items.jsonl"), lines.join("\n") + "\n");
  return dates;
}

const TIME_SPLIT_DESIGN = ["--target-effect", "0.05", "--alpha", "0.05", "--power", "0.8", "--discordant-rate", "0.3"];

describe("run --outcomes → verdict --input with --training-cutoff and --control", () => {
  it("gives the run's verdict: time split, controls, heterogeneity and detections equal", async () => {
    const dates = await writeItems();
    const run = await cli([
      "run",
      "--items",
      "items.jsonl",
      "--split",
      "all",
      "--force-underpowered",
      ...TIME_SPLIT_DESIGN,
      ...TWO_PERTURBERS_CLEAN_DIRTY,
      "--model",
      "fake=ctl,accuracy=0.55,control=true",
      "--training-cutoff",
      `clean=${CUTOFF}`,
      "--training-cutoff",
      `dirty=${CUTOFF}`,
      "--training-cutoff",
      `ctl=${CONTROL_CUTOFF}`,
      "--json",
      "run.json",
      "--outcomes",
      "outcomes.jsonl",
    ]);
    expect(run.code, run.err).toBe(1);

    // The rows carry each dated item's date, and none on an undated item's rows.
    const f = await parseOutcomesText(await readFile(join(dir, "outcomes.jsonl"), "utf8"), "outcomes.jsonl");
    expect(f.rows).toHaveLength(3 * 3 * N);
    for (const r of f.rows) expect(r.published_at, r.id).toBe(dates.get(r.id));

    const fromRun = JSON.parse(await readFile(join(dir, "run.json"), "utf8")).verdict;
    // What the equality is over: a time split tested on both sides for every model (dirty's
    // pre-cutoff drop larger), an excess-drop test per model and perturber, heterogeneity per perturber.
    const byName = Object.fromEntries(fromRun.models.map((m: { name: string }) => [m.name, m]));
    expect(byName.dirty.time_split.perturbers.map((p: { decision: string }) => p.decision)).toEqual([
      "pre-larger",
      "pre-larger",
    ]);
    expect(byName.ctl.time_split.cutoff).toBe(CONTROL_CUTOFF);
    expect(byName.clean.time_split.undated_items).toBe(N / 8);
    expect(fromRun.design.controls).toEqual(["ctl"]);
    expect(byName.dirty.controls.exceeds).toBe(true);
    expect(fromRun.heterogeneity).toHaveLength(2);

    // A bare date is every model's cutoff; MODEL=DATE sets one model's, whichever order they come in.
    const ways = [
      ["--training-cutoff", `ctl=${CONTROL_CUTOFF}`, "--training-cutoff", CUTOFF],
      [
        "--training-cutoff",
        `dirty=${CUTOFF}`,
        "--training-cutoff",
        `ctl=${CONTROL_CUTOFF}`,
        "--training-cutoff",
        `clean=${CUTOFF}`,
      ],
    ];
    for (const [i, cutoffs] of ways.entries()) {
      const v = await cli([
        "verdict",
        "--input",
        "outcomes.jsonl",
        ...TIME_SPLIT_DESIGN,
        "--control",
        "ctl",
        ...cutoffs,
        "--json",
        `verdict-${i}.json`,
      ]);
      expect(v.code, v.err).toBe(1);
      expect(v.err).toBe("");
      expect(JSON.parse(await readFile(join(dir, `verdict-${i}.json`), "utf8"))).toEqual(fromRun);
      // The text is rendered from the same object: run prints it between its header and its spend line.
      expect(run.out).toContain(v.out);
    }

    // Without the cutoffs the time split is absent: the equality above is not vacuous.
    await cli([
      "verdict",
      "--input",
      "outcomes.jsonl",
      ...TIME_SPLIT_DESIGN.slice(0, -2),
      "--control",
      "ctl",
      "--json",
      "n.json",
    ]);
    const none = JSON.parse(await readFile(join(dir, "n.json"), "utf8"));
    expect(none.models.every((m: { time_split: unknown }) => m.time_split === null)).toBe(true);
  }, 120_000);
});

describe("verdict --input --training-cutoff: bad input is exit 4 naming the flag", () => {
  const row = (model: string, id: string, condition: string, correct: boolean, extra = {}) =>
    JSON.stringify({ model, id, condition, correct, ...extra });
  /** 40 items, two models, dated unless `dated` is false. */
  async function rows(dated = true): Promise<void> {
    const lines: string[] = [];
    for (const model of ["m", "n"])
      for (let i = 0; i < 40; i++) {
        const d = dated ? { published_at: i < 20 ? "2023-05-01" : "2024-05-01" } : {};
        lines.push(row(model, `q${i}`, "original", i % 2 === 0, d));
        lines.push(row(model, `q${i}`, "perturbed", i % 3 === 0, d));
      }
    await writeFile(join(dir, "rows.jsonl"), lines.join("\n") + "\n");
  }
  const V = ["verdict", "--input", "rows.jsonl", "--target-effect", "0.05"];

  it.each([
    [
      "a model not in the rows",
      ["--training-cutoff", "x=2024-01-01", "--discordant-rate", "0.3"],
      /field "--training-cutoff": "x" names no model in the input \(models: m, n\)/,
    ],
    [
      "a date that is not one",
      ["--training-cutoff", "m=2024-02-30", "--discordant-rate", "0.3"],
      /field "--training-cutoff": m: expected a calendar date YYYY-MM-DD \(got "2024-02-30"\)/,
    ],
    [
      "a bare word",
      ["--training-cutoff", "m", "--discordant-rate", "0.3"],
      /field "--training-cutoff": expected a calendar date YYYY-MM-DD \(got "m"\)/,
    ],
    [
      "an empty model",
      ["--training-cutoff", "=2024-01-01", "--discordant-rate", "0.3"],
      /field "--training-cutoff": expected \[MODEL=\]YYYY-MM-DD/,
    ],
    [
      "one model twice",
      ["--training-cutoff", "m=2024-01-01", "--training-cutoff", "m=2024-02-01", "--discordant-rate", "0.3"],
      /field "--training-cutoff": "m" is given twice/,
    ],
    [
      "two bare dates",
      ["--training-cutoff", "2024-01-01", "--training-cutoff", "2024-02-01", "--discordant-rate", "0.3"],
      /field "--training-cutoff": a bare date .* is given twice/,
    ],
    [
      "no discordant rate",
      ["--training-cutoff", "2024-01-01"],
      /field "--discordant-rate": --training-cutoff needs --discordant-rate P/,
    ],
    [
      "a discordant rate without a cutoff",
      ["--discordant-rate", "0.3"],
      /field "--discordant-rate": .* it needs --training-cutoff/,
    ],
    [
      "a discordant rate below the target drop",
      ["--training-cutoff", "2024-01-01", "--discordant-rate", "0.04"],
      /field "--discordant-rate": --target-effect 0\.05 exceeds the expected discordant rate 0\.04/,
    ],
    [
      "a discordant rate out of range",
      ["--training-cutoff", "2024-01-01", "--discordant-rate", "1.5"],
      /--discordant-rate must be a number in \(0, 1\] \(got "1\.5"\)/,
    ],
  ])("refuses %s", async (_what, flags, message) => {
    await rows();
    const r = await cli([...V, ...flags]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
  });

  it("refuses a cutoff when no row is dated, or the input has no rows (paired format, tables)", async () => {
    await rows(false);
    const cut = ["--training-cutoff", "2024-01-01", "--discordant-rate", "0.3"];
    const undated = await cli([...V, ...cut]);
    expect(undated.code).toBe(4);
    expect(undated.err).toMatch(/field "--training-cutoff": --training-cutoff needs dated items: no outcome row/);
    await writeFile(
      join(dir, "paired.jsonl"),
      JSON.stringify({ model: "m", id: "q", original: true, perturbed: false }),
    );
    const paired = await cli(["verdict", "--input", "paired.jsonl", "--target-effect", "0.05", ...cut]);
    expect(paired.code).toBe(4);
    expect(paired.err).toMatch(/field "--training-cutoff": --training-cutoff needs dated items/);
    const table = await cli(["verdict", "--table", "m=10,5,2,3", "--target-effect", "0.05", ...cut]);
    expect(table.code).toBe(4);
    expect(table.err).toMatch(/field "--training-cutoff": --training-cutoff needs dated items/);
  });

  it("a cutoff splits the dated rows; --control must name a model of the rows", async () => {
    await rows();
    const ok = await cli([...V, "--training-cutoff", "m=2023-12-31", "--discordant-rate", "0.3", "--json", "-"]);
    expect([0, 1], ok.err).toContain(ok.code);
    const j = JSON.parse(ok.out);
    const m = j.models.find((x: { name: string }) => x.name === "m");
    expect(m.time_split).toMatchObject({ cutoff: "2023-12-31", pre_items: 20, post_items: 20, undated_items: 0 });
    expect(j.models.find((x: { name: string }) => x.name === "n").time_split).toBeNull();
    const bad = await cli([...V, "--control", "z"]);
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/field "--control": --control z names no model in the input/);
  });
});
