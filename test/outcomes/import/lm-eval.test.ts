import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { parseOutcomesText } from "../../../src/outcomes/read.js";

const FIX = join(import.meta.dirname, "../../../fixtures/import/lm-eval");
const DATE = "2026-04-20T10-00-00.000000";
const D = "EleutherAI__pythia-160m";
const ARC = `${D}/samples_metabench_arc_${DATE}.jsonl`;
const PERM = `${D}/samples_metabench_arc_permute_${DATE}.jsonl`;
const GSM = `${D}/samples_gsm8k_${DATE}.jsonl`;

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-lmeval-"));
  cpSync(FIX, dir, { recursive: true });
  return dir;
}

async function cli(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(["import", "lm-eval", ...args], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

async function rowsOf(dir: string, args: string[]) {
  const r = await cli(dir, args);
  expect(r.code, r.err).toBe(0);
  return { ...r, rows: (await parseOutcomesText(r.out, "stdout")).rows };
}

/** Rewrites one fixture's lines through `edit` (line index, parsed row). */
function editLines(dir: string, path: string, edit: (i: number, row: Record<string, unknown>) => void): void {
  const lines = readFileSync(join(dir, path), "utf8").trimEnd().split("\n");
  writeFileSync(
    join(dir, path),
    lines
      .map((l, i) => {
        const row = JSON.parse(l) as Record<string, unknown>;
        edit(i, row);
        return JSON.stringify(row);
      })
      .join("\n") + "\n",
  );
}

describe("import lm-eval: --log_samples files written from lm-eval's source (fixtures/import/lm-eval/make.py)", () => {
  it("metabench_arc + metabench_arc_permute pair as original / perturbed:permute by task/doc_id; model from results_<date>.json", async () => {
    const r = await rowsOf(workspace(), [ARC, PERM, "--scorer", "acc"]);
    expect(r.rows.map((x) => [x.condition, x.id, x.correct])).toEqual([
      ["original", "metabench_arc/0", true],
      ["original", "metabench_arc/1", true],
      ["original", "metabench_arc/2", false],
      ["original", "metabench_arc/3", true],
      ["original", "metabench_arc/4", false],
      ["original", "metabench_arc/5", true],
      ["perturbed:permute", "metabench_arc/0", true],
      ["perturbed:permute", "metabench_arc/1", false],
      ["perturbed:permute", "metabench_arc/2", false],
      ["perturbed:permute", "metabench_arc/3", false],
      ["perturbed:permute", "metabench_arc/4", true],
      ["perturbed:permute", "metabench_arc/5", true],
    ]);
    expect(new Set(r.rows.map((x) => x.model))).toEqual(new Set(["EleutherAI/pythia-160m"]));
    expect(r.err).toMatch(
      /task "metabench_arc_permute", model "EleutherAI\/pythia-160m", condition "perturbed:permute", metric "acc", filter "none"; right 3, wrong 3/,
    );
  });

  it("the imported pair feeds verdict --input (6 items: b = 2 original-only, c = 1 perturbed-only)", async () => {
    const dir = workspace();
    expect((await cli(dir, [ARC, PERM, "--scorer", "acc", "--outcomes", "rows.jsonl"])).code).toBe(0);
    const m = memoryIo({}, dir);
    const code = await main(["verdict", "--input", "rows.jsonl", "--target-effect", "0.1", "--json", "v.json"], m.io);
    expect(code, m.stderr()).toBe(0);
    const v = JSON.parse(readFileSync(join(dir, "v.json"), "utf8"));
    expect(v.models[0].perturbers[0]).toMatchObject({ perturber: "permute", n: 6, table: { a: 2, b: 2, c: 1, e: 1 } });
  });

  it("several metrics or filters are refused until --scorer METRIC[,FILTER] says which; [invalid] extractions are null", async () => {
    const dir = workspace();
    expect((await cli(dir, [ARC])).err).toMatch(
      /samples_metabench_arc_.*\.jsonl:1, field "metrics": the sample has metrics acc, acc_norm; pick one with --scorer METRIC/,
    );
    expect((await cli(dir, [GSM])).err).toMatch(
      /samples_gsm8k_.*\.jsonl:2, field "filter": the file holds filters "strict-match" and "flexible-extract"; pick one with --scorer METRIC,FILTER/,
    );
    const strict = await rowsOf(dir, [GSM, "--scorer", "exact_match,strict-match"]);
    expect(strict.rows.map((x) => x.correct)).toEqual([true, null, true, null]);
    expect(strict.err).toMatch(/right 2, wrong 0; no answer extracted \(\[invalid\]\) 2 → null/);
    const flexible = await rowsOf(dir, [GSM, "--scorer", "exact_match,flexible-extract"]);
    expect(flexible.rows.map((x) => x.correct)).toEqual([true, true, true, null]);
    expect((await cli(dir, [GSM, "--scorer", "exact_match,loose"])).err).toMatch(
      /no sample has filter "loose" \(filters present: strict-match, flexible-extract\)/,
    );
    expect((await cli(dir, [ARC, "--scorer", "f1"])).err).toMatch(
      /:1, field "f1": no "f1" value \(the sample's metrics: acc, acc_norm\)/,
    );
  });

  it("refuses pairs whose prompt_hash differs where the prompt should match (one task, one condition)", async () => {
    const dir = workspace();
    // Another model's run of the same task, with another prompt for doc 3 (say a different few-shot count).
    cpSync(join(dir, D), join(dir, "other"), { recursive: true });
    editLines(dir, `other/samples_metabench_arc_${DATE}.jsonl`, (i, row) => {
      if (i === 3) row.prompt_hash = "0".repeat(64);
    });
    const r = await cli(dir, [ARC, `other/samples_metabench_arc_${DATE}.jsonl`, "--scorer", "acc", "--model", "x"]);
    expect(r.code).toBe(4);
    // Two files, one model name (--model): a duplicate would also be refused, but the prompt check comes first.
    expect(r.err).toMatch(
      /other\/samples_metabench_arc_.*\.jsonl:4, field "prompt_hash": doc_id 3: prompt_hash differs from .*samples_metabench_arc_.*\.jsonl:4 \(same task and condition "metabench_arc", another prompt/,
    );
  });

  it("refuses another document under one doc_id of one task, and a permuted doc whose original_hash differs", async () => {
    const dir = workspace();
    cpSync(join(dir, D), join(dir, "other"), { recursive: true });
    editLines(dir, `other/samples_metabench_arc_${DATE}.jsonl`, (i, row) => {
      if (i === 2) row.doc_hash = "f".repeat(64);
    });
    expect(
      (
        await cli(dir, [
          ARC,
          `other/samples_metabench_arc_${DATE}.jsonl`,
          "--scorer",
          "acc",
          "--condition",
          "a",
          "--condition",
          "b",
        ])
      ).err,
    ).toMatch(/:3, field "doc_hash": doc_id 2: doc_hash differs .*same task "metabench_arc", another document/);
    editLines(dir, PERM, (i, row) => {
      if (i === 4) (row.doc as Record<string, unknown>).original_hash = "e".repeat(64);
    });
    expect((await cli(dir, [ARC, PERM, "--scorer", "acc"])).err).toMatch(
      /samples_metabench_arc_permute_.*\.jsonl:5, field "doc\.original_hash": doc_id 4: doc\.original_hash differs .*task "metabench_arc" and its permuted variant/,
    );
  });

  it("needs --model when no results file names it; refuses a misnamed file, a bad doc_id, a non-numeric metric, a fraction by default", async () => {
    const dir = workspace();
    rmSync(join(dir, D, `results_${DATE}.json`));
    expect((await cli(dir, [ARC, "--scorer", "acc"])).err).toMatch(
      /samples_metabench_arc_.*\.jsonl, field "--model": no --model, and no results_2026-04-20T10-00-00\.000000\.json beside the file to name the model: give --model NAME/,
    );
    expect((await rowsOf(dir, [ARC, "--scorer", "acc", "--model", "p160m"])).rows[0]!.model).toBe("p160m");
    writeFileSync(join(dir, "results.jsonl"), "{}\n");
    expect((await cli(dir, ["results.jsonl", "--model", "m"])).err).toMatch(
      /results\.jsonl: an lm-eval samples file is named samples_<task>_<date>\.jsonl/,
    );
    editLines(dir, ARC, (i, row) => {
      if (i === 1) row.doc_id = -1;
      if (i === 2) row.acc = "1.0";
      if (i === 3) row.acc = 0.5;
    });
    expect((await cli(dir, [ARC, "--scorer", "acc", "--model", "m"])).err).toMatch(
      /:2, field "doc_id": must be a non-negative integer/,
    );
    editLines(dir, ARC, (i, row) => {
      if (i === 1) row.doc_id = 1;
    });
    expect((await cli(dir, [ARC, "--scorer", "acc", "--model", "m"])).err).toMatch(
      /:3, field "acc": cannot read the score: expected a number or a boolean, got string/,
    );
    editLines(dir, ARC, (i, row) => {
      if (i === 2) row.acc = 1;
    });
    expect((await cli(dir, [ARC, "--scorer", "acc", "--model", "m"])).err).toMatch(
      /:4, field "acc": a partial score \(0\.5\) is neither right nor wrong/,
    );
    expect(
      (await rowsOf(dir, [ARC, "--scorer", "acc", "--model", "m", "--partial", "unparsed"])).rows[3]!.correct,
    ).toBeNull();
  });

  it("a log from lm-eval before v0.4.7 (no filter, no metrics keys) needs --scorer and is read", async () => {
    const dir = workspace();
    editLines(dir, ARC, (_i, row) => {
      delete row.filter;
      delete row.metrics;
    });
    expect((await cli(dir, [ARC])).err).toMatch(
      /:1, field "metrics": the sample names no metrics \(lm-eval before v0\.4\.7\)/,
    );
    const r = await rowsOf(dir, [ARC, "--scorer", "acc"]);
    expect(r.rows.map((x) => x.correct)).toEqual([true, true, false, true, false, true]);
    expect(r.err).toMatch(/filter "\(not logged\)"/);
  });

  it("a samples file cut at a line boundary is refused by the run's own count (results n-samples)", async () => {
    const dir = workspace();
    const text = readFileSync(join(dir, ARC), "utf8").trimEnd().split("\n");
    writeFileSync(join(dir, ARC), text.slice(0, 4).join("\n") + "\n");
    expect((await cli(dir, [ARC, "--scorer", "acc"])).err).toMatch(
      /samples_metabench_arc_.*\.jsonl: holds 4 documents for filter "none", but results_.*\.json says the run evaluated 6 \(n-samples\.metabench_arc\.effective\): truncated, or from another run\?/,
    );
    expect((await rowsOf(workspace(), [ARC, "--scorer", "acc"])).err).toMatch(/6 rows, as results_.*\.json counts;/);
  });

  it("one doc_id twice under one filter is refused", async () => {
    const dir = workspace();
    const text = readFileSync(join(dir, ARC), "utf8");
    writeFileSync(join(dir, ARC), text + text.split("\n")[0] + "\n");
    expect((await cli(dir, [ARC, "--scorer", "acc"])).err).toMatch(
      /:7, field "doc_id": doc_id 0 appears twice with filter "none" \(first on line 1\)/,
    );
  });
});

/**
 * A group task (MMLU): one samples file per subtask, doc_id restarting at 0 in each, and
 * results_<date>.json's group_subtasks. Written by make.py to lm-eval's schema (no real MMLU
 * samples files were found in a public repository): the rows must give each subtask's acc as the
 * results file states it, and the group must compare as one benchmark.
 */
describe("import lm-eval: a group's subtasks are one condition", () => {
  const MD = "2026-04-21T09-00-00.000000";
  const subtasks = ["mmlu_anatomy", "mmlu_astronomy", "mmlu_philosophy"];
  const files = (model: string) => subtasks.map((t) => `mmlu/${model}/samples_${t}_${MD}.jsonl`);

  it("ids carry the subtask; the condition is the group (results_<date>.json group_subtasks); each subtask's acc is the results file's", async () => {
    const dir = workspace();
    const r = await rowsOf(dir, [...files("EleutherAI__pythia-160m"), "--scorer", "acc"]);
    expect(r.rows).toHaveLength(12);
    expect(new Set(r.rows.map((x) => x.condition))).toEqual(new Set(["mmlu"]));
    expect(new Set(r.rows.map((x) => x.id)).size).toBe(12);
    expect(r.rows.slice(0, 4).map((x) => x.id)).toEqual([
      "mmlu_anatomy/0",
      "mmlu_anatomy/1",
      "mmlu_anatomy/2",
      "mmlu_anatomy/3",
    ]);
    const results = JSON.parse(readFileSync(join(dir, `mmlu/EleutherAI__pythia-160m/results_${MD}.json`), "utf8")) as {
      results: Record<string, { "acc,none": number }>;
    };
    for (const t of subtasks) {
      const rows = r.rows.filter((x) => x.id.startsWith(`${t}/`));
      expect(rows.filter((x) => x.correct).length / rows.length).toBe(results.results[t]!["acc,none"]);
    }
    expect(r.err).toMatch(/task "mmlu_philosophy" \(group "mmlu"\), model "EleutherAI\/pythia-160m", condition "mmlu"/);
  });

  it("compare --baseline MODEL --candidate MODEL over the group: one paired comparison of all its items", async () => {
    const dir = workspace();
    for (const m of ["EleutherAI__pythia-160m", "EleutherAI__pythia-410m"]) {
      const r = await cli(dir, [...files(m), "--scorer", "acc", "--outcomes", `${m}.jsonl`]);
      expect(r.code, r.err).toBe(0);
    }
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "compare",
        "--input",
        "EleutherAI__pythia-160m.jsonl",
        "--input",
        "EleutherAI__pythia-410m.jsonl",
        "--baseline",
        "EleutherAI/pythia-160m",
        "--candidate",
        "EleutherAI/pythia-410m",
        "--json",
        "-",
      ],
      m.io,
    );
    expect([0, 2], m.stderr()).toContain(code);
    const c = JSON.parse(m.stdout());
    expect(c.candidates[0].pairing.paired).toBe(12);
  });

  it("--condition once for every subtask file gives the same single condition without a results file", async () => {
    const dir = workspace();
    rmSync(join(dir, `mmlu/EleutherAI__pythia-160m/results_${MD}.json`));
    const r = await rowsOf(dir, [
      ...files("EleutherAI__pythia-160m"),
      "--scorer",
      "acc",
      "--condition",
      "original",
      "--model",
      "m",
    ]);
    expect(new Set(r.rows.map((x) => x.condition))).toEqual(new Set(["original"]));
    expect(new Set(r.rows.map((x) => x.id)).size).toBe(12);
  });
});

/**
 * A real lm-eval run (fixtures/import/lm-eval/real/README.md): every_eval_ever keeps the first 10
 * samples of a 5,000-document task next to the run's unchanged results file.
 */
describe("import lm-eval: the n-samples check on a real run", () => {
  const R = "real/every_eval_ever";
  const DATE2 = "2026-01-21T03-44-18.458309";
  const SAMPLES = `${R}/samples_math_perturbed_full_${DATE2}.jsonl`;

  it("a trimmed samples file is refused by its results file's n-samples", async () => {
    const r = await cli(workspace(), [SAMPLES]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(
      /samples_math_perturbed_full_.*\.jsonl: holds 10 documents for filter "none", but results_2026-01-21T03-44-18\.458309\.json says the run evaluated 5000 \(n-samples\.math_perturbed_full\.effective\)/,
    );
  });

  it("with the results file renamed, the file is read and the note says the n-samples check was skipped", async () => {
    const dir = workspace();
    cpSync(join(dir, `${R}/results_${DATE2}.json`), join(dir, `${R}/results-renamed.json`));
    rmSync(join(dir, `${R}/results_${DATE2}.json`));
    const r = await rowsOf(dir, [SAMPLES, "--model", "m"]);
    expect(r.rows).toHaveLength(10);
    expect(r.err).toMatch(
      /10 rows; the n-samples check was skipped: no results_2026-01-21T03-44-18\.458309\.json beside the file/,
    );
  });
});
