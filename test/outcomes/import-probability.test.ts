import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

/** Gold probabilities computed by scipy (test/reference/lm_eval_gold_probability.py). */
const REF = JSON.parse(
  readFileSync(join(import.meta.dirname, "../reference/lm_eval_gold_probability.json"), "utf8"),
) as Record<string, Record<string, number>>;
const FIX = join(import.meta.dirname, "../../fixtures/import");
const ARC = "lm-eval/EleutherAI__pythia-160m/samples_metabench_arc_2026-04-20T10-00-00.000000.jsonl";
const PERM = "lm-eval/EleutherAI__pythia-160m/samples_metabench_arc_permute_2026-04-20T10-00-00.000000.jsonl";
const GSM = "lm-eval/EleutherAI__pythia-160m/samples_gsm8k_2026-04-20T10-00-00.000000.jsonl";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
function workspace(): string {
  dir = mkdtempSync(join(tmpdir(), "cg-import-soft-"));
  cpSync(FIX, dir, { recursive: true });
  return dir;
}

async function cli(args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("import --signal probability (docs/import.md, Soft scores)", () => {
  it("lm-eval: every multiple-choice row gets the gold choice's softmax probability, as scipy computes it", async () => {
    workspace();
    const mmlu = ["anatomy", "astronomy", "philosophy"].map(
      (t) => `lm-eval/mmlu/EleutherAI__pythia-160m/samples_mmlu_${t}_2026-04-21T09-00-00.000000.jsonl`,
    );
    for (const files of [[ARC, PERM], mmlu]) {
      const r = await cli(["import", "lm-eval", ...files, "--scorer", "acc", "--signal", "probability"]);
      expect(r.code, r.err).toBe(0);
      const rows = (await parseOutcomesText(r.out, "stdout")).rows;
      let checked = 0;
      for (const f of files) {
        const ref = REF[f.slice("lm-eval/".length)]!;
        const task = /samples_(.+)_2026/.exec(f)![1]!.replace(/_permute$/, "");
        const condition = f === PERM ? "perturbed:permute" : f === ARC ? "original" : "mmlu";
        for (const [doc, p] of Object.entries(ref)) {
          const row = rows.find((x) => x.id === `${task}/${doc}` && x.condition === condition)!;
          expect(row.score).toBeCloseTo(p, 12);
          checked++;
        }
      }
      expect(checked).toBe(rows.length);
    }
  });

  it("lm-eval rows with scores go to the verdict's soft signal", async () => {
    workspace();
    const r = await cli([
      "import",
      "lm-eval",
      ARC,
      PERM,
      "--scorer",
      "acc",
      "--signal",
      "probability",
      "--outcomes",
      "rows.jsonl",
    ]);
    expect(r.code, r.err).toBe(0);
    const v = await cli(["verdict", "--input", "rows.jsonl", "--target-effect", "0.3", "--json", "-"]);
    expect(JSON.parse(v.out).models[0].perturbers[0].signal).toBe("soft");
  });

  it("without --signal the rows carry no score (the binary signal, as before)", async () => {
    workspace();
    const r = await cli(["import", "lm-eval", ARC, PERM, "--scorer", "acc"]);
    expect((await parseOutcomesText(r.out, "stdout")).rows.every((x) => x.score === undefined)).toBe(true);
  });

  it("lm-eval: a generated-text sample has no choice probabilities: exit 4 naming file, line and field", async () => {
    workspace();
    const r = await cli(["import", "lm-eval", GSM, "--signal", "probability"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/samples_gsm8k.*:1.*filtered_resps.*multiple-choice/);
  });

  it("lm-eval: a target that is not a choice index is exit 4", async () => {
    workspace();
    const lines = readFileSync(join(dir, ARC), "utf8").trimEnd().split("\n");
    const row = JSON.parse(lines[2]!) as Record<string, unknown>;
    row.target = 9;
    lines[2] = JSON.stringify(row);
    writeFileSync(join(dir, ARC), `${lines.join("\n")}\n`);
    const r = await cli(["import", "lm-eval", ARC, "--scorer", "acc", "--signal", "probability"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/:3.*target.*0 to 3/);
  });

  it("an importer whose logs carry no probabilities refuses --signal probability (exit 4), naming the ones that do", async () => {
    workspace();
    const r = await cli(["import", "inspect", "inspect/mmlu-summary-choices.eval", "--signal", "probability"]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/--signal.*inspect logs carry no per-sample probabilities.*lm-eval/);
  });
});
