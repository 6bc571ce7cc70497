#!/usr/bin/env node
/**
 * Writes synthetic outcome inputs of N rows in total for measuring what `import` and `compare`
 * hold per row (docs/reliability.md "Caps"): usage `node bench/outcome-rows.mjs DIR N`. Writes
 *   DIR/outcomes.jsonl                         contamgate rows: 2 models × 2 conditions × N/4 ids
 *   DIR/samples_mmlu_2026-01-01.jsonl,
 *   DIR/samples_mmlu_permute_2026-01-01.jsonl  lm-eval --log_samples files, N/2 documents each
 *   DIR/inspect-{a,b}-{orig,pert}.json         inspect_ai .json logs, N/4 samples each
 * A third argument picks some of them, comma-separated: `outcomes`, `lm-eval`, `inspect` (e.g.
 * `outcomes,lm-eval`: 10⁷ rows of inspect logs would be one JSON document past V8's string limit).
 * Then, e.g.: /usr/bin/time -v node dist/cli/index.js compare --input DIR/outcomes.jsonl
 *   --baseline model-a@original --candidate model-b@original
 */
import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";

const [dir, nArg, only] = process.argv.slice(2);
if (!dir || !nArg) {
  console.error("usage: node bench/outcome-rows.mjs DIR N");
  process.exit(4);
}
const n = Number(nArg);
const kinds = new Set((only ?? "outcomes,lm-eval,inspect").split(","));
mkdirSync(dir, { recursive: true });
const hex = (s) => createHash("sha256").update(s).digest("hex");
// Deterministic outcomes: about 70% right, 1% unparsed.
const outcome = (i, salt) => {
  const h = (Math.imul(i + 1, 2654435761) ^ Math.imul(salt + 7, 40503)) >>> 0;
  const r = h % 100;
  return r === 0 ? null : r < 71;
};

async function writeLines(path, count, line) {
  const out = createWriteStream(path);
  let buf = "";
  for (let i = 0; i < count; i++) {
    buf += line(i) + "\n";
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise((r) => out.once("drain", r));
      buf = "";
    }
  }
  out.write(buf);
  await new Promise((r) => out.end(r));
}

const quarter = Math.floor(n / 4);
const models = ["model-a", "model-b"];
const conditions = ["original", "perturbed"];
if (kinds.has("outcomes"))
  await writeLines(`${dir}/outcomes.jsonl`, quarter * 4, (i) => {
    const id = Math.floor(i / 4);
    const model = models[i & 1];
    const condition = conditions[(i >> 1) & 1];
    return JSON.stringify({ model, id: `mmlu/subject-${id % 57}/${id}`, condition, correct: outcome(id, i & 3) });
  });

const half = Math.floor(n / 2);
for (const [task, salt] of kinds.has("lm-eval")
  ? [
      ["mmlu", 0],
      ["mmlu_permute", 1],
    ]
  : []) {
  await writeLines(`${dir}/samples_${task}_2026-01-01.jsonl`, half, (i) => {
    const c = outcome(i, salt);
    return JSON.stringify({
      doc_id: i,
      doc: { question: "…", choices: ["a", "b", "c", "d"], answer: 0 },
      target: "0",
      arguments: [],
      resps: [],
      filtered_resps: [c === null ? "[invalid]" : "0"],
      filter: "none",
      metrics: ["acc"],
      doc_hash: hex(`doc ${i}`),
      prompt_hash: hex(`prompt ${task} ${i}`),
      target_hash: hex("0"),
      acc: c ? 1 : 0,
    });
  });
}

for (const [model, m] of kinds.has("inspect")
  ? [
      ["a", 0],
      ["b", 1],
    ]
  : []) {
  for (const [cond, c] of [
    ["orig", 0],
    ["pert", 2],
  ]) {
    const samples = [];
    for (let i = 0; i < quarter; i++) {
      const v = outcome(i, m + c);
      samples.push({ id: i + 1, epoch: 1, scores: { choice: { value: v === null ? "N" : v ? "C" : "I" } } });
    }
    const log = {
      version: 2,
      status: "success",
      eval: { task: `mmlu-${cond}`, model: `model-${model}`, scorers: [{ name: "choice" }] },
      results: { total_samples: quarter },
      samples,
    };
    await writeLines(`${dir}/inspect-${model}-${cond}.json`, 1, () => JSON.stringify(log));
  }
}
