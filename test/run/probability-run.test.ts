import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-soft-run-"));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

const DESIGN = ["--target-effect", "0.1", "--discordant-rate", "0.3", "--force-underpowered"];

describe("run with signal=probability (fake models)", () => {
  it("writes score on every row of a probability model, none on a binary one, and judges each on its signal", async () => {
    const run = await cli([
      "run",
      "--synthetic",
      "200",
      "--seed",
      "s",
      ...DESIGN,
      "--model",
      "fake=soft,accuracy=0.5,memorized=0.5,signal=probability",
      "--model",
      "fake=hard,accuracy=0.5,memorized=0.5",
      "--json",
      "run.json",
      "--outcomes",
      "rows.jsonl",
    ]);
    expect(run.code).toBe(1);
    const f = await parseOutcomesText(await readFile(join(dir, "rows.jsonl"), "utf8"), "rows.jsonl");
    const soft = f.rows.filter((r) => r.model === "soft");
    const hard = f.rows.filter((r) => r.model === "hard");
    expect(soft.length).toBe(400);
    expect(soft.every((r) => typeof r.score === "number" && r.score >= 0 && r.score <= 1)).toBe(true);
    expect(hard.every((r) => r.score === undefined)).toBe(true);
    // A right answer's score is the fake's confidence in it, a wrong one's the correct letter's share of the rest.
    for (const r of soft) expect(r.correct === true ? r.score! >= 0.4 : r.score! <= 0.3).toBe(true);
    const j = JSON.parse(await readFile(join(dir, "run.json"), "utf8"));
    const [s, h] = j.verdict.models;
    expect(s.perturbers[0].signal).toBe("soft");
    expect(h.perturbers[0].signal).toBe("binary");
    expect(j.detected).toEqual(["soft", "hard"]);
    expect(j.models[0]).toMatchObject({
      signal: "probability",
      soft_scores: { original: { probability: 200, missing_letter: 0, no_letter_token: 0, unparsed: 0 } },
    });
    expect(j.models[1]).toMatchObject({ signal: "binary", soft_scores: null });
    // The rows alone give the run's verdict.
    const v = await cli(["verdict", "--input", "rows.jsonl", "--target-effect", "0.1", "--json", "verdict.json"]);
    expect(v.code).toBe(1);
    expect(JSON.parse(await readFile(join(dir, "verdict.json"), "utf8"))).toEqual(j.verdict);
  });
});
