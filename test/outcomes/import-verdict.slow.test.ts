/**
 * A contamination verdict computed from imported original + permuted runs
 * equals the one `run` computes from the same answers. `run` asks two models on a local
 * OpenAI-compatible server (one memorizes the published choice order; some replies do not parse)
 * and writes its outcome rows; the same answers are then written as the tools write them — an
 * inspect_ai `.eval` pair per model (src/inspect_ai/log/_recorders/eval.py layout) and an
 * lm-evaluation-harness `--log_samples` pair per model (lm_eval/evaluator.py row shape) — imported,
 * and judged with `verdict --input`: every figure of the verdict JSON is the run's. Slow (the local
 * server answers 1,200 requests); run-verdict.test.ts has the same check with fake models (no
 * unparsed replies) in the fast suite.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { CHOICE_LABELS } from "../../src/items/item.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { syntheticItems } from "../../src/run/synthetic.js";
import { startProviderServer, type ProviderServer, type RecordedRequest } from "../support/provider-server.js";
import { verdictsFromTools } from "./tool-logs.js";

const KEY = "sk-test-import-verdict-0123456789";
const SEED = "import-seed";
const N = 300;
const items = syntheticItems(N, SEED);
const byQuestion = new Map(items.map((it) => [it.question, it]));

/** memorizer: right on the published order, a guess otherwise; every 17th prompt gets prose that does not parse. */
function answer(r: RecordedRequest): string {
  const user = r.messages.find((m) => m.role === "user")!.content;
  const [question, ...lines] = user.split("\n");
  const item = byQuestion.get(question!);
  const shown = lines.filter((l) => /^[A-Z]\. /.test(l)).map((l) => l.slice(3));
  const h = [...user].reduce((a, ch) => (a * 31 + ch.charCodeAt(0)) >>> 0, 7);
  if (h % 17 === 0) return "I would rather not say";
  if (r.body.model === "memorizer" && item && shown.every((c, i) => c === item.choices[i])) {
    return CHOICE_LABELS[item.choices.indexOf(item.answer)]!;
  }
  return CHOICE_LABELS[h % 4]!;
}

let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer(answer);
  dir = await mkdtemp(join(tmpdir(), "cg-import-verdict-"));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function cli(args: string[]) {
  const m = memoryIo({ CONTAMGATE_COMPATIBLE_API_KEY: KEY }, dir);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("a verdict from imported original + permuted runs equals the run's", () => {
  it("run → outcomes; the same answers as inspect and lm-eval logs → import → verdict --input: identical verdict JSON", async () => {
    const design = ["--target-effect", "0.1", "--alpha", "0.05", "--power", "0.8"];
    const run = await cli([
      "run",
      "--synthetic",
      String(N),
      "--seed",
      SEED,
      ...design,
      "--discordant-rate",
      "0.5",
      "--force-underpowered",
      "--model",
      `compatible=control,label=clean,base-url=${server.openaiBaseUrl}`,
      "--model",
      `compatible=memorizer,label=dirty,base-url=${server.openaiBaseUrl}`,
      "--no-cache",
      "--yes",
      "--concurrency",
      "16",
      "--json",
      "run.json",
      "--outcomes",
      "run-outcomes.jsonl",
    ]);
    expect(run.err).not.toMatch(/error/i);
    expect(run.code).toBe(1);
    const fromRun = JSON.parse(await readFile(join(dir, "run.json"), "utf8")).verdict;
    const rows = (await parseOutcomesText(await readFile(join(dir, "run-outcomes.jsonl"), "utf8"), "o")).rows;
    const unparsed = rows.filter((r) => r.correct === null).length;
    expect(unparsed).toBeGreaterThan(10);

    const judged = await verdictsFromTools(dir, rows, N, design, cli);
    for (const j of judged) {
      expect(j.code, j.input).toBe(1);
      expect(j.verdict, j.input).toEqual(fromRun);
    }
    expect(judged[1]!.importNotes).toMatch(/errored \d+ → null/);
    expect(judged[2]!.importNotes).toMatch(/no answer extracted \(\[invalid\]\) \d+ → null/);
    // The figures compared are the real ones: dirty is named, its unparsed counts carried through.
    expect(fromRun.models.map((m: { name: string; detected: boolean }) => [m.name, m.detected])).toEqual([
      ["clean", false],
      ["dirty", true],
    ]);
    const pairs = fromRun.models.flatMap(
      (m: { perturbers: { unparsed_original: number; unparsed_perturbed: number }[] }) => m.perturbers,
    );
    expect(
      pairs.reduce(
        (s: number, p: { unparsed_original: number; unparsed_perturbed: number }) =>
          s + p.unparsed_original + p.unparsed_perturbed,
        0,
      ),
    ).toBe(unparsed);
  }, 120_000);
});
