import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { helmImporter, perturbationConditions, scenarioKey } from "../../../src/outcomes/import/helm.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";
import type { OutcomeRow } from "../../../src/outcomes/types.js";

const root = resolve(import.meta.dirname, "../../..");
const defaults: ImportOptions = { partial: "refuse" };
const suite = "fixtures/import/helm/runs/v1";

function input(...displays: string[]) {
  return { paths: displays.map((d) => ({ display: d, path: join(root, d) })), workspace: root };
}

/** Run directories in a fresh workspace: name → { file name → JSON value }. */
function runs(dirs: Record<string, Record<string, unknown>>) {
  const ws = mkdtempSync(join(tmpdir(), "cg-helm-"));
  for (const [dir, files] of Object.entries(dirs)) {
    mkdirSync(join(ws, dir), { recursive: true });
    for (const [name, value] of Object.entries(files)) {
      writeFileSync(join(ws, dir, name), typeof value === "string" ? value : JSON.stringify(value, null, 2));
    }
  }
  return { paths: Object.keys(dirs).map((d) => ({ display: d, path: join(ws, d) })), workspace: ws };
}

async function fails(i: ReturnType<typeof input>, options: ImportOptions = defaults): Promise<string> {
  try {
    await helmImporter.read(i, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

const key = (x: OutcomeRow) => JSON.stringify([x.model, x.condition, x.id, x.epoch ?? 0]);
const sorted = (rows: OutcomeRow[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
const spec = (name: string, model: string) => ({ name, adapter_spec: { model, num_train_trials: 1 } });
const st = (name: string, mean: number) => ({ name: { name, split: "test" }, count: 1, sum: mean, mean });
const entry = (id: string, stats: unknown[], extra: object = {}) => ({
  instance_id: id,
  train_trial_index: 0,
  stats,
  ...extra,
});

describe("HELM importer", () => {
  it("reads run directories (per_instance_stats.json, else display_predictions.json) to the rows the generator expects", async () => {
    const { rows, notes } = await helmImporter.read(
      input(`${suite}/gpt-4o-mini`, `${suite}/claude-3-5-haiku`),
      defaults,
    );
    const expected = readFileSync(join(root, "fixtures/import/helm/expected-outcomes.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as OutcomeRow);
    expect(rows).toHaveLength(60);
    expect(sorted(rows)).toEqual(sorted(expected));
    const text = notes.join("\n");
    expect(text).toMatch(
      /2 runs read \(fixtures\/import\/helm\/runs\/v1\/gpt-4o-mini\/per_instance_stats\.json, fixtures\/import\/helm\/runs\/v1\/claude-3-5-haiku\/display_predictions\.json\): 60 outcomes from the exact_match stat/,
    );
    expect(text).toMatch(/conditions "original", "perturbed:typos", "perturbed:typos\.seed1", "perturbed:lowercase"/);
    expect(text).toMatch(/1 instance with no exact_match stat .*remove_per_instance_stats_nans.*unparsed/);
    expect(text).toMatch(/one condition per seed/);
    expect(text).toMatch(/epoch = train_trial_index \+ 1/);
    // Trials are epochs; imported beside a two-trial run, the one-trial run's rows are epoch 1.
    expect(rows.filter((r) => r.model.startsWith("anthropic/")).every((r) => r.epoch === 1)).toBe(true);
    expect(new Set(rows.filter((r) => r.model.startsWith("openai/")).map((r) => r.epoch))).toEqual(new Set([1, 2]));
  });

  it("reads a suite directory's runs and names the subdirectories that are not runs", async () => {
    const ws = runs({
      "v1/a": {
        "run_spec.json": spec("boolq:model=m1", "m1"),
        "per_instance_stats.json": [entry("id1", [st("exact_match", 1)])],
      },
      "v1/b": {
        "run_spec.json": spec("boolq:model=m2", "m2"),
        "per_instance_stats.json": [entry("id1", [st("exact_match", 0)])],
      },
      "v1/eval_cache": { "x.sqlite": "" },
      "v1/groups": { "mmlu.json": "{}" },
    });
    const suiteInput = { ...ws, paths: [{ display: "v1", path: join(ws.workspace, "v1") }] };
    const { rows, notes } = await helmImporter.read(suiteInput, defaults);
    expect(rows.map((r) => `${r.model} ${r.id} ${r.correct}`)).toEqual(["m1 boolq/id1 true", "m2 boolq/id1 false"]);
    expect(notes[0]).toBe(
      "v1 is a suite directory: 2 run directories read; subdirectories without run_spec.json, not runs, not read: eval_cache, groups",
    );
    const whole = await helmImporter.read(input(suite), defaults);
    expect(whole.rows).toHaveLength(60);
  });

  it("takes a run's file in place of its directory, --scorer for another metric, --model for one model", async () => {
    const a = await helmImporter.read(input(`${suite}/gpt-4o-mini/per_instance_stats.json`), defaults);
    expect(a.rows).toHaveLength(40);
    const q = await helmImporter.read(input(`${suite}/gpt-4o-mini`), { ...defaults, scorer: "quasi_exact_match" });
    expect(q.rows.filter((r) => r.correct === null)).toHaveLength(0);
    const m = await helmImporter.read(input(`${suite}/claude-3-5-haiku`), { ...defaults, model: "haiku" });
    expect(new Set(m.rows.map((r) => r.model))).toEqual(new Set(["haiku"]));
    expect(
      await fails(input(`${suite}/gpt-4o-mini`, `${suite}/claude-3-5-haiku`), { ...defaults, model: "x" }),
    ).toMatch(/--model x: names one model for every row, but the runs are of 2 models/);
    expect(await fails(input(`${suite}/gpt-4o-mini`), { ...defaults, condition: "c" })).toMatch(
      /--condition c: .* the runs hold 4 .*import without --condition/,
    );
    expect(await fails(input(`${suite}/gpt-4o-mini`), { ...defaults, scorer: "f2" })).toMatch(
      /per_instance_stats\.json: no f2 stat in the run \(its stats: exact_match, num_output_tokens, num_prompt_tokens, predicted_index, quasi_exact_match\); name a 0\/1 metric with --scorer NAME/,
    );
  });

  it("refuses a directory with no run in it, a run without results, and other files", async () => {
    expect(await fails(input("fixtures/import/helm"))).toMatch(
      /^fixtures\/import\/helm: has no run_spec\.json, nor any subdirectory with one: not a HELM run or suite directory/,
    );
    expect(await fails(input("fixtures/import/helm/generate.py"))).toMatch(/not a HELM run directory/);
    expect(await fails(input("fixtures/import/helm/nope"))).toMatch(/cannot read the HELM run directory \(ENOENT\)/);
    const ws = runs({ r: { "run_spec.json": spec("mmlu:subject=a,model=m", "m") } });
    expect(await fails(ws)).toMatch(/^r: has neither per_instance_stats\.json nor display_predictions\.json/);
    const noModel = runs({ r: { "run_spec.json": { name: "x", adapter_spec: {} }, "per_instance_stats.json": [] } });
    expect(await fails(noModel)).toMatch(/^r\/run_spec\.json, field "adapter_spec\.model": missing/);
    const empty = runs({ r: { "run_spec.json": spec("x", "m"), "per_instance_stats.json": [] } });
    expect(await fails(empty)).toMatch(/^r\/run_spec\.json: the run has no instances/);
  });

  it("a score between 0 and 1 is refused unless --partial says what it counts as", async () => {
    const dir = () =>
      runs({
        r: {
          "run_spec.json": spec("squad:model=m", "m"),
          "per_instance_stats.json": [entry("id1", [st("f1_score", 0.5)]), entry("id2", [st("f1_score", 1)])],
        },
      });
    const o = { ...defaults, scorer: "f1_score" };
    expect(await fails(dir(), o)).toMatch(
      /^r\/per_instance_stats\.json, field "\[0\]\.stats\[0\]\.mean": a partial score \(0\.5\) is neither right nor wrong; say how to count it with --partial wrong\|correct\|unparsed/,
    );
    for (const [partial, want] of [
      ["wrong", false],
      ["correct", true],
      ["unparsed", null],
    ] as const) {
      const { rows, notes } = await helmImporter.read(dir(), { ...o, partial });
      expect(rows.map((r) => [r.id, r.correct])).toEqual([
        ["squad/id1", want],
        ["squad/id2", true],
      ]);
      expect(notes.join("\n")).toMatch(
        new RegExp(`1 outcome with a f1_score strictly between 0 and 1: counted ${partial}`),
      );
    }
  });

  it("checks entries field by field and refuses two values of one stat for one instance", async () => {
    const one = (entries: unknown) =>
      runs({ r: { "run_spec.json": spec("s:model=m", "m"), "per_instance_stats.json": entries } });
    expect(await fails(one({}))).toMatch(/^r\/per_instance_stats\.json: expected a list of PerInstanceStats objects/);
    expect(await fails(one([{ train_trial_index: 0, stats: [] }]))).toMatch(/field "\[0\]\.instance_id": missing/);
    expect(await fails(one([entry("a", [], { train_trial_index: -1 })]))).toMatch(
      /field "\[0\]\.train_trial_index": must be an integer ≥ 0/,
    );
    expect(await fails(one([entry("a", [], { perturbation: { robustness: true } })]))).toMatch(
      /field "\[0\]\.perturbation\.name": missing/,
    );
    expect(await fails(one([entry("a", [], { perturbation: { name: "typos", seed: "1" } })]))).toMatch(
      /field "\[0\]\.perturbation\.seed": must be an integer/,
    );
    expect(await fails(one([entry("a", {} as never)]))).toMatch(
      /field "\[0\]\.stats": expected a list of Stat objects/,
    );
    expect(await fails(one([entry("a", [{ name: { name: "exact_match" }, mean: "1" }])]))).toMatch(
      /field "\[0\]\.stats\[0\]\.mean": must be a finite number/,
    );
    expect(await fails(one([entry("a", [st("exact_match", 2)])]))).toMatch(
      /field "\[0\]\.stats\[0\]\.mean": exact_match is 2: 2 is outside \[0, 1\]/,
    );
    expect(await fails(one([entry("a", [st("exact_match", 1)]), entry("a", [st("exact_match", 0)])]))).toMatch(
      /field "\[1\]\.stats\[0\]\.mean": exact_match is 0 here but 1 at \[0\]\.stats\[0\]\.mean for the same instance, perturbation and trial/,
    );
    // Entries of two metric classes for one instance merge; the same value twice is fine.
    const merged = await helmImporter.read(
      one([
        entry("a", [st("num_output_tokens", 1)]),
        entry("a", [st("exact_match", 1)]),
        entry("a", [st("exact_match", 1)]),
      ]),
      defaults,
    );
    expect(merged.rows).toEqual([{ model: "m", id: "s/a", condition: "original", correct: true }]);
    // Two runs of one model and scenario (with and without data augmentation) hold one instance twice.
    const twice = runs({
      a: { "run_spec.json": spec("s:model=m", "m"), "per_instance_stats.json": [entry("a", [st("exact_match", 1)])] },
      b: {
        "run_spec.json": spec("s:model=m,data_augmentation=canonical", "m"),
        "per_instance_stats.json": [entry("a", [st("exact_match", 0)])],
      },
    });
    expect(await fails(twice)).toMatch(
      /^b\/per_instance_stats\.json: duplicate row for model "m", id "s\/a", condition "original" \(first at a\/per_instance_stats\.json\): two runs of one model and scenario hold the same instance; import one of them$/,
    );
    // An original-only run may be renamed with --condition (for compare).
    const renamed = await helmImporter.read(one([entry("a", [st("exact_match", 0)])]), {
      ...defaults,
      condition: "baseline",
    });
    expect(renamed.rows[0]!.condition).toBe("baseline");
  });

  it("names perturbations: the name, a seed, and the fields that differ when one name ran with two settings", () => {
    const t1 = { name: "typos", robustness: true, prob: 0.1 };
    const t2 = { name: "typos", robustness: true, prob: 0.05 };
    const s1 = { ...t1, seed: 1 };
    const lower = { name: "lowercase" };
    const names = perturbationConditions([t1, t2, s1, lower, t1]);
    expect([...names.values()].sort()).toEqual(
      ["perturbed:lowercase", "perturbed:typos.seed1", "perturbed:typos.prob_0.05", "perturbed:typos.prob_0.1"].sort(),
    );
  });

  it("ids: the run name without model, model_deployment, data_augmentation, then the instance id", () => {
    expect(
      scenarioKey("mmlu:subject=anatomy,method=multiple_choice_joint,model=openai_gpt2,data_augmentation=canonical"),
    ).toBe("mmlu:subject=anatomy,method=multiple_choice_joint");
    expect(scenarioKey("boolq:model=openai_gpt2,model_deployment=huggingface_gpt2")).toBe("boolq");
    expect(scenarioKey("plain")).toBe("plain");
  });
});

describe("HELM import → verdict", () => {
  it("the verdict from imported original + perturbed runs equals the verdict from the same answers as paired tables", async () => {
    const { memoryIo } = await import("../../../src/cli/io.js");
    const { main } = await import("../../../src/cli/main.js");
    const out = mkdtempSync(join(tmpdir(), "cg-helm-verdict-"));
    const cli = async (args: string[]) => {
      const m = memoryIo({}, root);
      return { code: await main(args, m.io), out: m.stdout(), err: m.stderr() };
    };
    const imported = await cli(["import", "helm", `${suite}/claude-3-5-haiku`, "--outcomes", join(out, "o.jsonl")]);
    expect(imported.err).toMatch(/20 rows written/);
    expect(imported.code).toBe(0);
    const design = ["--target-effect", "0.1", "--models", "1", "--perturbers", "3"];
    const fromRows = await cli(["verdict", "--input", join(out, "o.jsonl"), ...design, "--json", join(out, "a.json")]);

    // The same answers, counted by hand from the generator's expected rows: a both right, b only
    // the original right, c only the perturbed right, e neither.
    const rows = readFileSync(join(root, "fixtures/import/helm/expected-outcomes.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as OutcomeRow)
      .filter((r) => r.model.startsWith("anthropic/"));
    const orig = new Map(rows.filter((r) => r.condition === "original").map((r) => [r.id, r.correct]));
    const tables = ["typos", "typos.seed1", "lowercase"].map((p) => {
      const n = [0, 0, 0, 0];
      for (const r of rows.filter((x) => x.condition === `perturbed:${p}`)) {
        const o = orig.get(r.id)!;
        n[o && r.correct ? 0 : o ? 1 : r.correct ? 2 : 3]!++;
      }
      return `anthropic/claude-3-5-haiku-20241022@${p}=${n.join(",")}`;
    });
    const fromTables = await cli([
      "verdict",
      ...tables.flatMap((t) => ["--table", t]),
      ...design,
      "--json",
      join(out, "b.json"),
    ]);
    expect(fromRows.code).toBe(fromTables.code);
    const a = JSON.parse(readFileSync(join(out, "a.json"), "utf8"));
    const b = JSON.parse(readFileSync(join(out, "b.json"), "utf8"));
    // A table cannot say how many answers were unparsed (null there); the rows say none were (0).
    const unparsed: unknown[] = [];
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : typeof v === "object" && v !== null
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k, x]) => !k.startsWith("unparsed_") || (unparsed.push(x), false))
                .map(([k, x]) => [k, strip(x)]),
            )
          : v;
    expect(strip(a)).toEqual(strip(b));
    expect(unparsed).toEqual([...Array(6).fill(0), ...Array(6).fill(null)]);
  });
});

describe("HELM --condition per path", () => {
  it("names an original-only run's rows, and is refused for a run with perturbations", async () => {
    const original = (model: string) => ({
      "run_spec.json": spec(`boolq:model=${model}`, model),
      "per_instance_stats.json": [entry("id1", [st("exact_match", 1)])],
    });
    const two = runs({ a: original("m"), b: original("m") });
    const named = {
      ...two,
      paths: [
        { ...two.paths[0]!, condition: "baseline" },
        { ...two.paths[1]!, condition: "candidate" },
      ],
    };
    const { rows } = await helmImporter.read(named, defaults);
    expect(rows.map((r) => `${r.id} ${r.condition}`)).toEqual(["boolq/id1 baseline", "boolq/id1 candidate"]);
    const i = input(`${suite}/claude-3-5-haiku`);
    const refused = { ...i, paths: [{ ...i.paths[0]!, condition: "c" }] };
    expect(await fails(refused)).toMatch(
      /^fixtures\/import\/helm\/runs\/v1\/claude-3-5-haiku: --condition c names one condition for this run's rows, but it holds 4/,
    );
  });
});

describe("helm importer: docs", () => {
  it("docs/import.md cites every tool file the importer names as its source", async () => {
    const { readFileSync: read } = await import("node:fs");
    const docs = read(join(root, "docs/import.md"), "utf8");
    for (const source of helmImporter.sources) {
      // "owner/repo path (what)": the path, or its last part when the docs name it under its folder.
      for (const path of source.split(" (")[0]!.split(" ").slice(1).join(" ").split(", ")) {
        const last = path.split("/").at(-1)!;
        expect(docs.includes(path) || docs.includes(last), `${path} cited`).toBe(true);
      }
    }
  });
});

/**
 * Real HELM runs, as HELM wrote them (fixtures/import/helm/real/README.md): the rows must give the
 * figure HELM's own stats.json gives for the split read.
 */
describe("HELM splits, on real runs", () => {
  const real = "fixtures/import/helm/real";
  /** HELM's aggregate: the exact_match Stat of stats.json for the split, unperturbed. */
  function helmFigure(run: string, split: string): number {
    const stats = JSON.parse(readFileSync(join(root, real, run, "stats.json"), "utf8")) as {
      name: { name: string; split?: string; perturbation?: unknown };
      mean: number;
    }[];
    const s = stats.find((x) => x.name.name === "exact_match" && x.name.split === split && !x.name.perturbation);
    if (s === undefined) throw new Error(`no exact_match for ${split} in ${run}`);
    return s.mean;
  }
  const accuracy = (rows: OutcomeRow[]) => rows.filter((r) => r.correct === true).length / rows.length;

  it("keeps the test split by default and says how many of the other were left out (MMLU philosophy: test 9, valid 1)", async () => {
    const { rows, notes } = await helmImporter.read(input(`${real}/mmlu-philosophy-gpt2`), defaults);
    expect(rows).toHaveLength(9);
    expect(accuracy(rows)).toBeCloseTo(helmFigure("mmlu-philosophy-gpt2", "test"), 12);
    expect(rows.every((r) => r.condition === "original" && r.model === "openai/gpt2")).toBe(true);
    expect(rows[0]!.id).toMatch(/^mmlu:subject=philosophy,method=multiple_choice_joint\/id\d+$/);
    expect(notes.join("\n")).toContain('split "test" kept; left out: 1 outcome of split "valid"');
  });

  it("--helm-split valid reads the other split, to HELM's valid figure", async () => {
    const { rows } = await helmImporter.read(input(`${real}/mmlu-philosophy-gpt2`), { ...defaults, split: "valid" });
    expect(rows).toHaveLength(1);
    expect(accuracy(rows)).toBeCloseTo(helmFigure("mmlu-philosophy-gpt2", "valid"), 12);
  });

  it("a run with no instance in the split asked for is refused, naming the splits it has (HellaSwag: valid only)", async () => {
    expect(await fails(input(`${real}/hellaswag-pythia-1b`))).toBe(
      `${real}/hellaswag-pythia-1b/per_instance_stats.json: no instance in split "test" (the run's splits: valid 10); choose one with --helm-split NAME`,
    );
    const { rows } = await helmImporter.read(input(`${real}/hellaswag-pythia-1b`), { ...defaults, split: "valid" });
    expect(rows).toHaveLength(10);
    expect(accuracy(rows)).toBeCloseTo(helmFigure("hellaswag-pythia-1b", "valid"), 12);
  });

  it("refuses an instance whose stats name two splits, and display_predictions.json without instances.json", async () => {
    const two = runs({
      r: {
        "run_spec.json": spec("boolq:model=m", "m"),
        "per_instance_stats.json": [
          entry("id1", [st("exact_match", 1), { name: { name: "num_references", split: "valid" }, mean: 1 }]),
        ],
      },
    });
    expect(await fails(two)).toMatch(
      /^r\/per_instance_stats.json, field "\[0\]\.stats\[1\]\.name\.split": "valid", but "test"/,
    );
    const display = runs({
      r: {
        "run_spec.json": spec("boolq:model=m", "m"),
        "display_predictions.json": [{ instance_id: "id1", train_trial_index: 0, stats: { exact_match: 1 } }],
      },
    });
    expect(await fails(display)).toMatch(/^r: has display_predictions.json but no instances.json/);
    const withSplits = runs({
      r: {
        "run_spec.json": spec("boolq:model=m", "m"),
        "display_predictions.json": [
          { instance_id: "id1", train_trial_index: 0, stats: { exact_match: 1 } },
          { instance_id: "id2", train_trial_index: 0, stats: { exact_match: 0 } },
        ],
        "instances.json": [
          { id: "id1", split: "test" },
          { id: "id2", split: "valid" },
        ],
      },
    });
    const { rows } = await helmImporter.read(withSplits, defaults);
    expect(rows.map((r) => r.id)).toEqual(["boolq/id1"]);
  });
});
