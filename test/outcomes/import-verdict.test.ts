/**
 * Fast: `run` with fake models (dirty memorized half the items) writes its
 * outcome rows; the same answers written as inspect_ai and lm-eval logs (tool-logs.ts) are
 * imported and judged with `verdict --input`; every verdict JSON figure equals the run's. The
 * slow twin (import-verdict.slow.test.ts) adds unparsed replies from a real HTTP provider.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { verdictsFromTools } from "./tool-logs.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-import-verdict-"));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

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
