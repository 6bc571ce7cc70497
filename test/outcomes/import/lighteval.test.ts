import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { lightevalImporter, taskAndDate, taskKey } from "../../../src/outcomes/import/lighteval.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";

const root = resolve(import.meta.dirname, "../../..");
const FIX = join(root, "fixtures/import/lighteval");
const DATE = "2025-05-13T16-20-44.021299";
const MODEL = ["Neelectric", "OLMo-2-1124-7B-Instruct_SFTv02.00"];
const TASK = "lighteval|gpqa:diamond|0";
const NAME = `details_${TASK}_${DATE}.parquet`;
const defaults: ImportOptions = { partial: "refuse" };

/**
 * The real run (fixtures/import/lighteval/README.md) laid out as lighteval writes it:
 * <out>/details/<model>/<date>/details_<task>_<date>.parquet and <out>/results/<model>/results_<date>.json
 * (the fixture files have names a Windows checkout can hold).
 */
function run(opts: { results?: boolean } = {}) {
  const ws = mkdtempSync(join(tmpdir(), "cg-lighteval-"));
  const details = join(ws, "out", "details", ...MODEL, DATE);
  mkdirSync(details, { recursive: true });
  copyFileSync(join(FIX, `gpqa-diamond-${DATE}.parquet`), join(details, NAME));
  if (opts.results !== false) {
    const results = join(ws, "out", "results", ...MODEL);
    mkdirSync(results, { recursive: true });
    copyFileSync(join(FIX, `results_${DATE}.json`), join(results, `results_${DATE}.json`));
  }
  const display = ["out", "details", ...MODEL, DATE, NAME].join("/");
  return { ws, display, input: { paths: [{ display, path: join(ws, display) }], workspace: ws } };
}

async function fails(input: ReturnType<typeof run>["input"], options: ImportOptions = defaults): Promise<string> {
  try {
    await lightevalImporter.read(input, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

const results = JSON.parse(readFileSync(join(FIX, `results_${DATE}.json`), "utf8")) as {
  results: Record<string, Record<string, number>>;
  summary_tasks: Record<string, { truncated: number; non_truncated: number }>;
};

describe("lighteval details parquet, on a real run (GPQA diamond, 198 samples)", () => {
  it("--scorer gpqa_pass@1:1_samples: 198 rows, as many as summary_tasks counts, accuracy = the results file's", async () => {
    const { input } = run();
    const { rows, notes } = await lightevalImporter.read(input, { ...defaults, scorer: "gpqa_pass@1:1_samples" });
    const s = results.summary_tasks[TASK]!;
    expect(rows).toHaveLength(s.truncated + s.non_truncated);
    expect(rows.filter((r) => r.correct).length / rows.length).toBe(results.results[TASK]!["gpqa_pass@1:1_samples"]);
    expect(rows[0]).toEqual({
      model: "Neelectric/OLMo-2-1124-7B-Instruct_SFTv02.00",
      id: "lighteval|gpqa:diamond/0",
      condition: TASK,
      correct: rows[0]!.correct,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(198);
    expect(notes.join("\n")).toMatch(/198 samples, as results_2025-05-13T16-20-44\.021299\.json counts/);
  });

  it("several metrics need --scorer; a fractional one (pass@1 over 4 samples) needs --partial", async () => {
    const { input } = run();
    expect(await fails(input)).toMatch(
      /field "metrics": the file holds metrics "gpqa_pass@1:1_samples", "gpqa_pass@1:4_samples", "gpqa_pass@1:8_samples"; pick/,
    );
    expect(await fails(input, { ...defaults, scorer: "gpqa_pass@1:4_samples" })).toMatch(/a partial score \(0\.25\)/);
    expect(await fails(input, { ...defaults, scorer: "acc" })).toMatch(/field "--scorer": no metric "acc"/);
  });

  it("without the results file: --model is needed, and the note says the count was not checked", async () => {
    const { input } = run({ results: false });
    expect(await fails(input, { ...defaults, scorer: "gpqa_pass@1:1_samples" })).toMatch(/no --model, and no results_/);
    const { notes } = await lightevalImporter.read(input, { ...defaults, scorer: "gpqa_pass@1:1_samples", model: "m" });
    expect(notes.join("\n")).toMatch(/the sample count was not checked: no results file found/);
  });

  it("a results file counting other samples than the file holds is refused (a trimmed copy)", async () => {
    const { ws, input } = run();
    const p = join(ws, "out", "results", ...MODEL, `results_${DATE}.json`);
    const r = JSON.parse(readFileSync(p, "utf8"));
    r.summary_tasks[TASK].non_truncated = 500;
    writeFileSync(p, JSON.stringify(r));
    expect(await fails(input, { ...defaults, scorer: "gpqa_pass@1:1_samples" })).toMatch(
      /holds 198 rows, but results_2025-05-13T16-20-44\.021299\.json counts 500 samples/,
    );
  });

  it("the same file under two conditions pairs row by row; names are parsed as lighteval writes them", async () => {
    const { ws, display } = run();
    const input = {
      paths: [
        { display, path: join(ws, display), condition: "baseline" },
        { display, path: join(ws, display), condition: "candidate" },
      ],
      workspace: ws,
    };
    const { rows } = await lightevalImporter.read(input, { ...defaults, scorer: "gpqa_pass@1:1_samples" });
    expect(rows).toHaveLength(396);
    expect(taskAndDate(`x/details_${TASK}_${DATE}.parquet`)).toEqual({ task: TASK, date: DATE });
    expect(taskKey("leaderboard|mmlu:college_chemistry|5")).toBe("leaderboard|mmlu:college_chemistry");
  });

  it("refuses a file that is not Parquet and a misnamed file", async () => {
    const ws = mkdtempSync(join(tmpdir(), "cg-lighteval-"));
    writeFileSync(join(ws, "details_t_2025.parquet"), "not parquet");
    writeFileSync(join(ws, "other.parquet"), "x");
    const one = (n: string) => ({ paths: [{ display: n, path: join(ws, n) }], workspace: ws });
    expect(await fails(one("details_t_2025.parquet"))).toMatch(/not a Parquet file/);
    expect(await fails(one("other.parquet"))).toMatch(/named details_<task>_<date>\.parquet/);
  });
});

describe("lighteval importer: docs", () => {
  it("docs/import.md cites every tool file the importer names as its source", () => {
    const docs = readFileSync(join(root, "docs/import.md"), "utf8");
    for (const source of lightevalImporter.sources) {
      const path = source.split(" (")[0]!.split(" ")[1]!;
      expect(docs.includes(path), `${path} cited`).toBe(true);
    }
  });
});
