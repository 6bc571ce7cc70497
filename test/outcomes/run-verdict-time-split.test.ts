/**
 * The time split and the controls from outcome rows, at zero spend (docs/outcomes.md): `run` on
 * dated items with a declared control and training cutoffs writes its answers as rows carrying
 * `published_at`; `verdict --input` on those rows with the same cutoffs and control gives the
 * run's verdict, every figure equal — detections, controls, heterogeneity, the time split.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { FakeProvider } from "../../src/models/fake.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-time-split-rows-"));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

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

const DESIGN = ["--target-effect", "0.05", "--alpha", "0.05", "--power", "0.8", "--discordant-rate", "0.3"];

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
      ...DESIGN,
      "--perturber",
      "shuffle_choices",
      "--perturber",
      "derange_choices",
      "--model",
      "fake=clean,accuracy=0.6",
      "--model",
      "fake=dirty,accuracy=0.45,memorized=0.5",
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
        ...DESIGN,
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
    await cli(["verdict", "--input", "outcomes.jsonl", ...DESIGN.slice(0, -2), "--control", "ctl", "--json", "n.json"]);
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
