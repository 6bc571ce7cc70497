/**
 * The time split's inputs as a user writes them: models[].training_cutoff in contamgate.yml and
 * --published-after / --published-before in run and check. Fake models only (no key, no spend).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { syntheticItems } from "../../src/run/synthetic.js";
import { timeSplitPower } from "../../src/stats/drop-difference.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-ts-"));
  // 300 items: 200 dated before 2024-01-01, 90 after, 10 undated.
  const items = syntheticItems(300, "ts").map((it, i) => ({
    id: it.id,
    question: it.question,
    choices: it.choices,
    answer: it.answer,
    ...(i < 200 ? { published_at: "2023-02-01" } : i < 290 ? { published_at: "2024-05-01" } : {}),
  }));
  await writeFile(join(dir, "items.jsonl"), `${items.map((x) => JSON.stringify(x)).join("\n")}\n`);
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const config = (cutoff: string, extra = "") =>
  [
    "version: 1",
    "design:",
    "  target_effect: 0.2",
    "  expected_discordant_rate: 0.4",
    "benchmark:",
    "  path: items.jsonl",
    "  split: all",
    extra,
    "models:",
    `  - { label: dirty, provider: fake, model: dirty, accuracy: 0.45, memorized: 1, training_cutoff: "${cutoff}" }`,
    "  - { label: clean, provider: fake, model: clean, accuracy: 0.6 }",
    "",
  ]
    .filter((l) => l !== "")
    .join("\n");

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("training_cutoff in contamgate.yml", () => {
  it("gives that model a time_split in report.json: counts with the undated, and each side's figures", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-12-31"));
    const r = await cli(["run", "--config", "contamgate.yml", "--json", "out.json"]);
    expect(r.code).toBe(1);
    const j = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    const [dirty, clean] = j.verdict.models;
    expect(dirty.time_split).toMatchObject({
      cutoff: "2023-12-31",
      pre_items: 200,
      post_items: 90,
      undated_items: 10,
      family_size: 1,
    });
    expect(dirty.time_split.perturbers[0].pre.n).toBe(200);
    expect(dirty.time_split.perturbers[0].post.n).toBe(90);
    expect(clean.time_split).toBeNull();
    // Before any answer is bought, the gate says what the split will compare and its power.
    expect(r.err).toMatch(
      /time split dirty \(cutoff 2023-12-31\): 200 items published on or before it, 90 after, 10 undated; time-split power 0\.\d+ for a 20\.0 pt drop/,
    );
    expect(r.out).toContain("time split (cutoff 2023-12-31: 200 items published on or before it, 90 after, 10 undated");
  });

  it("a cutoff that is not a date is exit 4 naming the file and line", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-13-01"));
    const r = await cli(["run", "--config", "contamgate.yml"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/contamgate\.yml:\d+.*training_cutoff.*YYYY-MM-DD/);
  });
});

describe("--published-after / --published-before", () => {
  it("run: keep the items after / on or before the date and say how many were set aside", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-12-31"));
    const after = await cli([
      "run",
      "--config",
      "contamgate.yml",
      "--published-after",
      "2023-12-31",
      "--force-underpowered",
    ]);
    expect(after.out).toMatch(/^contamgate run: 90 items/);
    expect(after.err).toContain("10 undated items set aside by the published-after cutoff 2023-12-31");
    const before = await cli([
      "run",
      "--config",
      "contamgate.yml",
      "--published-before",
      "2023-12-31",
      "--force-underpowered",
    ]);
    expect(before.out).toMatch(/^contamgate run: 200 items/);
    expect(before.err).toContain("10 undated items set aside by the published-before date 2023-12-31");
  });

  it("benchmark.published_before in the config does the same, and the flag replaces it", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-12-31", '  published_before: "2023-12-31"'));
    expect((await cli(["run", "--config", "contamgate.yml", "--force-underpowered"])).out).toMatch(
      /^contamgate run: 200 items/,
    );
    const r = await cli([
      "run",
      "--config",
      "contamgate.yml",
      "--published-before",
      "2024-12-31",
      "--force-underpowered",
    ]);
    expect(r.out).toMatch(/^contamgate run: 290 items/);
  });

  it("run --items takes the flags too", async () => {
    const r = await cli([
      "run",
      "--items",
      "items.jsonl",
      "--split",
      "all",
      "--published-before",
      "2023-12-31",
      "--model",
      "fake=clean,accuracy=0.6",
      "--target-effect",
      "0.2",
      "--discordant-rate",
      "0.4",
      "--force-underpowered",
    ]);
    expect(r.out).toMatch(/^contamgate run: 200 items/);
  });

  it("a malformed date is exit 4 naming the flag", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-12-31"));
    const r = await cli(["run", "--config", "contamgate.yml", "--published-before", "2023-02-30"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--published-before must be a date YYYY-MM-DD \(got "2023-02-30"\)/);
    const c = await cli(["check", "--config", "contamgate.yml", "--published-after", "yesterday"]);
    expect(c.code).toBe(4);
    expect(c.err).toMatch(/--published-after must be a date YYYY-MM-DD/);
  });

  it("with synthetic items (no dates) a date flag is exit 4, never ignored", async () => {
    const r = await cli([
      "run",
      "--synthetic",
      "100",
      "--published-after",
      "2023-12-31",
      "--model",
      "fake=clean",
      "--target-effect",
      "0.1",
      "--discordant-rate",
      "0.4",
    ]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--published-after.*synthetic items have no publication dates/);
  });

  it("check: the flags filter the benchmark; without a benchmark: section they are exit 4", async () => {
    await writeFile(join(dir, "contamgate.yml"), config("2023-12-31"));
    const r = await cli([
      "check",
      "--config",
      "contamgate.yml",
      "--published-before",
      "2023-12-31",
      "--checks",
      "power",
    ]);
    expect(r.out).toMatch(/n = 200/);
    await writeFile(
      join(dir, "bare.yml"),
      "version: 1\ndesign:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n  n: 300\n",
    );
    const bare = await cli(["check", "--config", "bare.yml", "--published-after", "2023-12-31"]);
    expect(bare.code).toBe(4);
    expect(bare.err).toMatch(/--published-after.*no benchmark: section/);
  });
});

describe("contamgate power --time-split PRE,POST", () => {
  it("adds the time split's power at the design (Holm's first step over M × K), text and JSON", async () => {
    const args = ["power", "--n", "600", "--target-effect", "0.1", "--discordant-rate", "0.3", "--models", "2"];
    const text = await cli([...args, "--time-split", "400,200"]);
    expect(text.code).toBe(0);
    const want = timeSplitPower({ nPre: 400, nPost: 200, discordantRate: 0.3, effect: 0.1, level: 0.025 });
    expect(text.out).toContain(
      `time split: 400 items published on or before the cutoff, 200 after; time-split power ${want.value.toFixed(3)}`,
    );
    const json = await cli([...args, "--time-split", "400,200", "--json", "-"]);
    expect(JSON.parse(json.out).time_split).toMatchObject({ pre_items: 400, post_items: 200, power: want.value });
  });

  it("a malformed value or a missing --target-effect is exit 4 naming the flag", async () => {
    const bad = await cli([
      "power",
      "--n",
      "600",
      "--target-effect",
      "0.1",
      "--discordant-rate",
      "0.3",
      "--time-split",
      "400",
    ]);
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/--time-split must be PRE,POST/);
    const noEffect = await cli(["power", "--n", "600", "--discordant-rate", "0.3", "--time-split", "400,200"]);
    expect(noEffect.code).toBe(4);
    expect(noEffect.err).toMatch(/--time-split needs --target-effect/);
  });
});

describe("perturb --published-before", () => {
  it("keeps the items on or before the date and records the filter in its JSON", async () => {
    const r = await cli([
      "perturb",
      "--items",
      "items.jsonl",
      "--split",
      "all",
      "--published-before",
      "2023-02-01",
      "--json",
      "-",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.items).toHaveLength(200);
    expect(j.published_before).toEqual({ cutoff: "2023-02-01", kept: 200, dropped: 90, undated: 10 });
  });
});
