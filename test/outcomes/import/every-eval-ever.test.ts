import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { everyEvalEverImporter } from "../../../src/outcomes/import/every-eval-ever.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";

const root = resolve(import.meta.dirname, "../../..");
const defaults: ImportOptions = { partial: "refuse" };
const FIX = "fixtures/import/every-eval-ever";

function fixture(...names: string[]) {
  return { paths: names.map((n) => ({ display: `${FIX}/${n}`, path: join(root, FIX, n) })), workspace: root };
}

function files(entries: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "cg-eee-"));
  for (const [name, text] of Object.entries(entries)) writeFileSync(join(dir, name), text);
  return { paths: Object.keys(entries).map((n) => ({ display: n, path: join(dir, n) })), workspace: dir };
}

async function fails(input: ReturnType<typeof files>, options: ImportOptions = defaults): Promise<string> {
  try {
    await everyEvalEverImporter.read(input, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

/** The aggregate file every_eval_ever wrote beside the instances: its own figures. */
function aggregate(name: string) {
  return JSON.parse(readFileSync(join(root, FIX, name), "utf8")) as {
    evaluation_results: { score_details: { score: number } }[];
    detailed_evaluation_results: { checksum: string; total_rows: number };
  };
}
const sha256 = (path: string) =>
  createHash("sha256")
    .update(readFileSync(join(root, FIX, path)))
    .digest("hex");

describe("every_eval_ever instance JSONL, on real files (fixtures/import/every-eval-ever/README.md)", () => {
  it("0.2.0 (converted from an inspect run): 3 rows, the aggregate's total_rows and score", async () => {
    const inst = "v0.2.0/ai2_arc_ollama_qwen2.5-0.5b_1761001924.jsonl";
    const agg = aggregate("v0.2.0/9563d156-9b7e-41b9-b50a-6430637937ed.json");
    // The aggregate names its instance file by checksum: the fixture is that file, byte for byte.
    expect(sha256(inst)).toBe(agg.detailed_evaluation_results.checksum);
    const { rows, notes } = await everyEvalEverImporter.read(fixture(inst), defaults);
    expect(rows).toHaveLength(agg.detailed_evaluation_results.total_rows);
    expect(rows.filter((r) => r.correct).length / rows.length).toBe(agg.evaluation_results[0]!.score_details.score);
    expect(rows.map((r) => [r.model, r.condition, r.id, r.epoch])).toEqual([
      ["ollama/qwen2.5-0.5b", "allenai/ai2_arc", "1", 1],
      ["ollama/qwen2.5-0.5b", "allenai/ai2_arc", "2", 1],
      ["ollama/qwen2.5-0.5b", "allenai/ai2_arc", "3", 1],
    ]);
    expect(notes[0]).toBe("3 rows: right 1, wrong 2, unparsed (null) 0");
  });

  it("0.2.1 (converted from a HELM run): 10 rows, the right ones HELM's own per-instance exact_match", async () => {
    const { rows } = await everyEvalEverImporter.read(fixture("v0.2.1/mmlu_openai_gpt2_samples.jsonl"), defaults);
    expect(rows).toHaveLength(10);
    // The same run as fixtures/import/helm/real/mmlu-philosophy-gpt2 (HELM wrote it; both splits).
    const helm = JSON.parse(
      readFileSync(join(root, "fixtures/import/helm/real/mmlu-philosophy-gpt2/per_instance_stats.json"), "utf8"),
    ) as { instance_id: string; stats: { name: { name: string }; mean: number }[] }[];
    const helmRight = new Set(
      helm.filter((e) => e.stats.some((s) => s.name.name === "exact_match" && s.mean === 1)).map((e) => e.instance_id),
    );
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(helm.map((e) => e.instance_id)));
    expect(new Set(rows.filter((r) => r.correct).map((r) => r.id))).toEqual(helmRight);
  });

  it("0.3.0 (every_eval_ever's frozen conversion reference): 1 row, the aggregate's total_rows", async () => {
    const inst = "v0.3.0/f3a1c0de-4b2e-4c1a-9f6d-1b7e5a2c8d40_samples.jsonl";
    const agg = aggregate("v0.3.0/f3a1c0de-4b2e-4c1a-9f6d-1b7e5a2c8d40.json");
    expect(sha256(inst)).toBe(agg.detailed_evaluation_results.checksum);
    const { rows } = await everyEvalEverImporter.read(fixture(inst), defaults);
    expect(rows).toHaveLength(agg.detailed_evaluation_results.total_rows);
    expect(rows).toEqual([
      { model: "demo-org/demo-model", id: "demo_0001", condition: "demo-source.demo_bench", correct: true },
    ]);
  });
});

/** Built to instance_level_eval.schema.json (not real files): the rules real files did not exercise. */
describe("every_eval_ever: the schema's rules", () => {
  const rec = (o: Record<string, unknown> = {}) =>
    JSON.stringify({
      schema_version: "0.3.0",
      evaluation_id: "e/m/1",
      model_id: "org/m",
      evaluation_name: "bench",
      sample_id: "s1",
      interaction_type: "single_turn",
      input: { raw: "q", reference: ["a"] },
      answer_attribution: [],
      evaluation: { score: 1, is_correct: true },
      ...o,
    });

  it("one sample under two aggregate results is refused until --scorer names one", async () => {
    const two = files({
      "r.jsonl": [
        rec({ evaluation_result_id: "acc" }),
        rec({ evaluation_result_id: "acc_norm", evaluation: { score: 0, is_correct: false } }),
      ].join("\n"),
    });
    expect(await fails(two)).toMatch(
      /^r\.jsonl:2, field "evaluation_result_id": sample "s1" has records for "acc" \(line 1\) and "acc_norm"; pick one with --scorer/,
    );
    const { rows, notes } = await everyEvalEverImporter.read(two, { ...defaults, scorer: "acc_norm" });
    expect(rows.map((r) => r.correct)).toEqual([false]);
    expect(notes.join("\n")).toMatch(/1 record of other aggregate results left out/);
    expect(await fails(two, { ...defaults, scorer: "f1" })).toMatch(
      /no record has evaluation_result_id "f1" \(those there are: "acc", "acc_norm"\)/,
    );
  });

  it("an error is null, metadata.epoch numbers replicates, a sample twice without it is refused", async () => {
    const { rows } = await everyEvalEverImporter.read(
      files({
        "r.jsonl": [
          rec({ metadata: { epoch: "1" } }),
          rec({ metadata: { epoch: "2" }, error: "timeout", evaluation: { score: 0, is_correct: false } }),
        ].join("\n"),
      }),
      defaults,
    );
    expect(rows.map((r) => [r.epoch, r.correct])).toEqual([
      [1, true],
      [2, null],
    ]);
    expect(await fails(files({ "r.jsonl": [rec(), rec()].join("\n") }))).toMatch(
      /^r\.jsonl:2, field "sample_id": .*one sample twice for one model and evaluation, with no metadata\.epoch/,
    );
  });

  it("refuses, naming line and field: an unknown schema_version, no is_correct, a bad sample_id, the aggregate .json", async () => {
    expect(await fails(files({ "r.jsonl": rec({ schema_version: "9.0" }) }))).toMatch(
      /^r\.jsonl:1, field "schema_version": is "9\.0"; the versions read are/,
    );
    expect(await fails(files({ "r.jsonl": rec({ evaluation: { score: 1 } }) }))).toMatch(
      /^r\.jsonl:1, field "evaluation\.is_correct": must be true or false, got nothing/,
    );
    expect(await fails(files({ "r.jsonl": rec({ sample_id: null }) }))).toMatch(
      /field "sample_id": must be a non-empty string/,
    );
    expect(await fails(files({ "r.jsonl": rec({ model_id: "a\nb" }) }))).toMatch(
      /field "model_id": spans several lines; give --model/,
    );
    expect(await fails(files({ "agg.json": "{}" }))).toMatch(
      /^agg\.json: every_eval_ever instance-level data is JSONL/,
    );
  });
});

describe("every-eval-ever importer: docs", () => {
  it("docs/import.md cites every tool file the importer names as its source", () => {
    const docs = readFileSync(join(root, "docs/import.md"), "utf8");
    for (const source of everyEvalEverImporter.sources) {
      const path = source.split(" (")[0]!.split(" ")[1]!;
      expect(docs.includes(path), `${path} cited`).toBe(true);
    }
  });
});
