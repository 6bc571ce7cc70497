import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { openaiEvalsImporter } from "../../../src/outcomes/import/openai-evals.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";

const root = resolve(import.meta.dirname, "../../..");
const defaults: ImportOptions = { partial: "refuse" };

function fixtures(...names: string[]) {
  return {
    paths: names.map((n) => ({
      display: `fixtures/import/openai-evals/${n}`,
      path: join(root, "fixtures/import/openai-evals", n),
    })),
    workspace: root,
  };
}

function files(entries: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "cg-evals-"));
  for (const [name, text] of Object.entries(entries)) writeFileSync(join(dir, name), text);
  return { paths: Object.keys(entries).map((n) => ({ display: n, path: join(dir, n) })), workspace: dir };
}

async function fails(input: { paths: { display: string; path: string }[]; workspace: string }, options = defaults) {
  try {
    await openaiEvalsImporter.read(input, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

const byId = <T extends { id: string }>(rows: T[]): T[] => [...rows].sort((a, b) => a.id.localeCompare(b.id));

// The generator's picks (fixtures/import/openai-evals/generate.py) against the ideal answers
// A B A B A A: sample 3 of the original matched nothing (wrong), sample 5 errored (unparsed).
describe("OpenAI evals importer", () => {
  it("reads a --record_path log: one row per sample from its match event; an error with no match is unparsed", async () => {
    const { rows, notes } = await openaiEvalsImporter.read(fixtures("mmlu-anatomy.jsonl"), defaults);
    expect(byId(rows)).toEqual(
      [true, true, true, false, true, null].map((correct, i) => ({
        model: "gpt-4o-mini",
        id: String(i),
        condition: "mmlu-anatomy.test.v1",
        correct,
      })),
    );
    const text = notes.join("\n");
    expect(notes[0]).toBe("6 rows: right 4, wrong 1, unparsed (null) 1");
    expect(text).toMatch(/1 run from 1 file: 6 sample outcomes, 1 model, 1 eval/);
    expect(text).toMatch(/1 sample with an error event and no match event: imported as unparsed \(correct: null\)/);
    expect(text).toMatch(/events that carry no outcome, not imported: sampling 5/);
  });

  it("pairs the same samples under two eval names by index; --condition names each eval's rows", async () => {
    const orig = await openaiEvalsImporter.read(fixtures("mmlu-anatomy.jsonl"), { ...defaults, condition: "original" });
    const shuf = await openaiEvalsImporter.read(fixtures("mmlu-anatomy-shuffled.jsonl"), {
      ...defaults,
      condition: "perturbed",
    });
    expect(orig.rows.every((r) => r.condition === "original")).toBe(true);
    expect(byId(shuf.rows).map((r) => [r.id, r.condition, r.correct])).toEqual([
      ["0", "perturbed", true],
      ["1", "perturbed", false],
      ["2", "perturbed", false],
      ["3", "perturbed", true],
      ["4", "perturbed", true],
      ["5", "perturbed", false],
    ]);
    expect(
      await fails(fixtures("mmlu-anatomy.jsonl", "mmlu-anatomy-shuffled.jsonl"), { ...defaults, condition: "c" }),
    ).toMatch(/--condition c: names one condition for every row, but the logs are of 2 evals/);
    // Without --condition, the eval names are the conditions.
    const both = await openaiEvalsImporter.read(
      fixtures("mmlu-anatomy.jsonl", "mmlu-anatomy-shuffled.jsonl"),
      defaults,
    );
    expect(new Set(both.rows.map((r) => r.condition))).toEqual(
      new Set(["mmlu-anatomy.test.v1", "mmlu-anatomy-shuffled.test.v1"]),
    );
    expect(both.rows.some((r) => r.epoch !== undefined)).toBe(false);
  });

  it("two runs of one eval and model are replicates: epochs in the order the files are given", async () => {
    const { rows, notes } = await openaiEvalsImporter.read(
      fixtures("mmlu-anatomy.jsonl", "mmlu-anatomy-again.jsonl"),
      defaults,
    );
    expect(rows).toHaveLength(12);
    const of = (epoch: number) => byId(rows.filter((r) => r.epoch === epoch)).map((r) => r.correct);
    expect(of(1)).toEqual([true, true, true, false, true, null]);
    expect(of(2)).toEqual([true, true, false, true, true, true]);
    expect(notes.join("\n")).toMatch(/1 \(model, condition\) pair with several runs: replicates/);
    // Beside a repeated pair, a pair with one run is epoch 1: no row is left without an epoch.
    const mixed = await openaiEvalsImporter.read(
      fixtures("mmlu-anatomy.jsonl", "mmlu-anatomy-again.jsonl", "mmlu-anatomy-shuffled.jsonl"),
      defaults,
    );
    expect(new Set(mixed.rows.filter((r) => r.condition.includes("shuffled")).map((r) => r.epoch))).toEqual(
      new Set([1]),
    );
    const swapped = await openaiEvalsImporter.read(
      fixtures("mmlu-anatomy-again.jsonl", "mmlu-anatomy.jsonl"),
      defaults,
    );
    expect(byId(swapped.rows.filter((r) => r.epoch === 1)).map((r) => r.correct)).toEqual(of(2));
  });

  it("--model renames one completion function and is refused over several", async () => {
    const { rows } = await openaiEvalsImporter.read(fixtures("mmlu-anatomy.jsonl"), { ...defaults, model: "small" });
    expect(new Set(rows.map((r) => r.model))).toEqual(new Set(["small"]));
    const spec = (run: string, fns: string[]) =>
      JSON.stringify({ spec: { completion_fns: fns, eval_name: "e.s.v0", base_eval: "e", split: "s", run_id: run } });
    const match = (run: string, i: number) =>
      JSON.stringify({ run_id: run, event_id: 0, sample_id: `e.s.${i}`, type: "match", data: { correct: true } });
    const two = files({
      "a.jsonl": [spec("r1", ["m1"]), match("r1", 0)].join("\n"),
      "b.jsonl": [spec("r2", ["m2"]), match("r2", 0)].join("\n"),
    });
    expect(await fails(two, { ...defaults, model: "x" })).toMatch(/--model x: .* 2 completion functions/);
    const multi = files({ "a.jsonl": [spec("r1", ["solver", "grader"]), match("r1", 0)].join("\n") });
    expect(await fails(multi)).toMatch(
      /^a\.jsonl:1, field "spec\.completion_fns": run r1 names 2 completion functions .* give --model NAME/,
    );
    expect((await openaiEvalsImporter.read(multi, { ...defaults, model: "solver" })).rows[0]!.model).toBe("solver");
  });

  it("refuses what it cannot read, naming file, line and field", async () => {
    const spec = JSON.stringify({
      spec: { completion_fns: ["m"], eval_name: "e.s.v0", base_eval: "e", split: "s", run_id: "r" },
    });
    const ev = (o: object) =>
      JSON.stringify({ run_id: "r", event_id: 0, sample_id: "e.s.0", type: "match", data: { correct: true }, ...o });
    const log = (...lines: string[]) => files({ "log.jsonl": lines.join("\n") });
    expect(await fails(log(spec, ev({ data: { correct: "yes" } })))).toMatch(
      /^log\.jsonl:2, field "data\.correct": must be true or false \(evals\/record\.py record_match\), got a string/,
    );
    expect(await fails(log(spec, ev({ data: null })))).toMatch(
      /^log\.jsonl:2, field "data": expected the match event's data object/,
    );
    expect(await fails(log(spec, ev({}), ev({ event_id: 1 })))).toMatch(
      /^log\.jsonl:3, field "sample_id": sample e\.s\.0 of run r has a second match event \(first at line 2\)/,
    );
    expect(await fails(log(ev({})))).toMatch(/^log\.jsonl:1, field "run_id": run r has no spec line before this one/);
    expect(await fails(log(spec, ev({ run_id: "other" })))).toMatch(/run other has no spec line/);
    expect(await fails(log(spec, ev({ sample_id: undefined })))).toMatch(/^log\.jsonl:2, field "sample_id": missing/);
    expect(await fails(log(spec, JSON.stringify({ foo: 1 })))).toMatch(
      /^log\.jsonl:2: not an OpenAI evals record line/,
    );
    expect(await fails(log(spec, ev({ type: "sampling" })))).toMatch(/run r \("e\.s\.v0"\) has no match event/);
    expect(await fails(log(spec, spec))).toMatch(/^log\.jsonl:2, field "spec\.run_id": run r has a second spec line/);
    expect(await fails(log(JSON.stringify({ spec: { completion_fns: [], eval_name: "e" } })))).toMatch(
      /field "spec\.completion_fns": must be a non-empty list/,
    );
    expect(
      await fails(log(JSON.stringify({ spec: { completion_fns: ["m"], base_eval: "e", split: "s", run_id: "r" } }))),
    ).toMatch(/field "spec\.eval_name": missing/);
    expect(await fails(log(""))).toMatch(/^log\.jsonl: is empty/);
    expect(await fails(log("[1]"))).toMatch(/^log\.jsonl:1: expected a JSON object/);
    expect(await fails(fixtures("mmlu-anatomy.jsonl"), { ...defaults, scorer: "acc" })).toMatch(
      /mmlu-anatomy\.jsonl:1: run 2611301200007YXQ6AB3 \("mmlu-anatomy\.test\.v1"\) has no metrics event with acc \(no metrics events\)/,
    );
  });

  it("keeps a sample_id whole when it lacks the eval's prefix, and says so", async () => {
    const spec = JSON.stringify({
      spec: { completion_fns: ["m"], eval_name: "e.s.v0", base_eval: "e", split: "s", run_id: "r" },
    });
    const ev = (sample: string) =>
      JSON.stringify({ run_id: "r", event_id: 0, sample_id: sample, type: "match", data: { correct: false } });
    const { rows, notes } = await openaiEvalsImporter.read(
      files({ "log.jsonl": [spec, ev("e.s.0"), ev("custom-7")].join("\n") }),
      defaults,
    );
    expect(rows.map((r) => r.id)).toEqual(["e.s.0", "custom-7"]);
    // Older LocalRecorders wrote the final report without run_id: read, not refused.
    const old = files({
      "log.jsonl": [spec, ev("e.s.0"), JSON.stringify({ final_report: { accuracy: 0 } })].join("\n"),
    });
    expect((await openaiEvalsImporter.read(old, defaults)).rows).toHaveLength(1);
    expect(notes.join("\n")).toMatch(/lacks the "<base_eval>\.<split>\." prefix/);
  });
});

describe("OpenAI evals import through the CLI", () => {
  it("--condition once per path names each log's rows; verdict --input reads them, the errored sample unparsed", async () => {
    const { memoryIo } = await import("../../../src/cli/io.js");
    const { main } = await import("../../../src/cli/main.js");
    const { readOutcomesFile } = await import("../../../src/outcomes/read.js");
    const { readFileSync } = await import("node:fs");
    const out = mkdtempSync(join(tmpdir(), "cg-evals-cli-"));
    const cli = async (args: string[]) => {
      const m = memoryIo({}, root);
      return { code: await main(args, m.io), out: m.stdout(), err: m.stderr() };
    };
    const dir = "fixtures/import/openai-evals";
    const imp = await cli([
      "import",
      "openai-evals",
      `${dir}/mmlu-anatomy.jsonl`,
      `${dir}/mmlu-anatomy-shuffled.jsonl`,
      "--condition",
      "original",
      "--condition",
      "perturbed",
      "--outcomes",
      join(out, "o.jsonl"),
    ]);
    expect(imp.err).toMatch(/12 rows written/);
    expect(imp.code).toBe(0);
    const f = await readOutcomesFile(join(out, "o.jsonl"), root);
    expect(new Set(f.rows.map((r) => r.condition))).toEqual(new Set(["original", "perturbed"]));
    const v = await cli([
      "verdict",
      "--input",
      join(out, "o.jsonl"),
      "--target-effect",
      "0.1",
      "--json",
      join(out, "v.json"),
    ]);
    expect([0, 1]).toContain(v.code);
    const json = JSON.parse(readFileSync(join(out, "v.json"), "utf8"));
    const text = JSON.stringify(json);
    // Sample 5 errored in the original log: one unparsed original answer, none perturbed.
    expect(text).toMatch(/"unparsed_original":1/);
    expect(text).toMatch(/"unparsed_perturbed":0/);
  });
});

describe("OpenAI evals: item text", () => {
  it("never prints a sample's prompt or answer, in errors or notes", async () => {
    const secret = "HOLDOUT-QUESTION-7f3a";
    const spec = JSON.stringify({
      spec: { completion_fns: ["m"], eval_name: "e.s.v0", base_eval: "e", split: "s", run_id: "r" },
    });
    const sampling = JSON.stringify({
      run_id: "r",
      event_id: 0,
      sample_id: "e.s.0",
      type: "sampling",
      data: { prompt: secret, sampled: [secret] },
    });
    const match = (correct: unknown) =>
      JSON.stringify({
        run_id: "r",
        event_id: 1,
        sample_id: "e.s.0",
        type: "match",
        data: { correct, expected: secret, picked: secret },
      });
    for (const lines of [
      [spec, sampling, match(secret)],
      [spec, sampling, `{"run_id": "r", "data": "${secret}`],
    ]) {
      expect(await fails(files({ "log.jsonl": lines.join("\n") }))).not.toContain("HOLDOUT");
    }
    const ok = await openaiEvalsImporter.read(
      files({ "log.jsonl": [spec, sampling, match(true)].join("\n") }),
      defaults,
    );
    expect(ok.notes.join("\n") + JSON.stringify(ok.rows)).not.toContain("HOLDOUT");
  });
});

describe("OpenAI evals --scorer: a model-graded eval's metrics", () => {
  it("reads data.score of the metrics events; an __invalid__ grader choice is unparsed, not the lowest score", async () => {
    const { rows, notes } = await openaiEvalsImporter.read(fixtures("closedqa-anatomy.jsonl"), {
      ...defaults,
      scorer: "score",
    });
    // The generator's choices: Y N Y __invalid__ Y N.
    expect(byId(rows).map((r) => [r.id, r.condition, r.correct])).toEqual([
      ["0", "closedqa-anatomy.test.v0", true],
      ["1", "closedqa-anatomy.test.v0", false],
      ["2", "closedqa-anatomy.test.v0", true],
      ["3", "closedqa-anatomy.test.v0", null],
      ["4", "closedqa-anatomy.test.v0", true],
      ["5", "closedqa-anatomy.test.v0", false],
    ]);
    const text = notes.join("\n");
    expect(text).toMatch(/1 sample whose model-graded choice is "__invalid__" .*unparsed \(correct: null\), not wrong/);
    expect(text).toMatch(/events that carry no outcome, not imported: sampling 12/);
    // Without --scorer the log has no match event: refused, pointing at --scorer score.
    expect(await fails(fixtures("closedqa-anatomy.jsonl"))).toMatch(/has no match event: .*read with --scorer score/);
    expect(await fails(fixtures("closedqa-anatomy.jsonl"), { ...defaults, scorer: "grade" })).toMatch(
      /has no metrics event with grade \(their fields: choice, score\); name one with --scorer/,
    );
  });

  it("a fractional score needs --partial; a null score or a metrics event without the field is unparsed, counted", async () => {
    const spec = JSON.stringify({
      spec: { completion_fns: ["m"], eval_name: "e.s.v0", base_eval: "e", split: "s", run_id: "r" },
    });
    const metrics = (i: number, data: object) =>
      JSON.stringify({ run_id: "r", event_id: i, sample_id: `e.s.${i}`, type: "metrics", data });
    const log = () =>
      files({
        "log.jsonl": [
          spec,
          metrics(0, { score: 0.5 }),
          metrics(1, { score: null }),
          metrics(2, { other: 1 }),
          metrics(3, { score: true }),
        ].join("\n"),
      });
    expect(await fails(log(), { ...defaults, scorer: "score" })).toMatch(
      /^log\.jsonl:2, field "data\.score": a partial score \(0\.5\) is neither right nor wrong/,
    );
    const { rows, notes } = await openaiEvalsImporter.read(log(), { ...defaults, scorer: "score", partial: "correct" });
    expect(rows.map((r) => [r.id, r.correct])).toEqual([
      ["0", true],
      ["1", null],
      ["3", true],
      ["2", null],
    ]);
    const text = notes.join("\n");
    expect(text).toMatch(/1 sample whose metrics events have no score: imported as unparsed/);
    expect(text).toMatch(/1 sample with score null/);
    expect(text).toMatch(/1 sample with score strictly between 0 and 1: counted correct/);
    const bad = files({ "log.jsonl": [spec, metrics(0, { score: "high" })].join("\n") });
    expect(await fails(bad, { ...defaults, scorer: "score" })).toMatch(
      /^log\.jsonl:2, field "data\.score": must be a number, true, false or null/,
    );
    const twice = files({ "log.jsonl": [spec, metrics(0, { score: 1 }), metrics(0, { score: 0 })].join("\n") });
    expect(await fails(twice, { ...defaults, scorer: "score" })).toMatch(
      /has a second metrics event with score \(first at line 2\)/,
    );
  });
});

describe("openai-evals importer: docs", () => {
  it("docs/import.md cites every tool file the importer names as its source", async () => {
    const { readFileSync: read } = await import("node:fs");
    const docs = read(join(root, "docs/import.md"), "utf8");
    for (const source of openaiEvalsImporter.sources) {
      // "owner/repo path (what)": the path, or its last part when the docs name it under its folder.
      for (const path of source.split(" (")[0]!.split(" ").slice(1).join(" ").split(", ")) {
        const last = path.split("/").at(-1)!;
        expect(docs.includes(path) || docs.includes(last), `${path} cited`).toBe(true);
      }
    }
  });
});
