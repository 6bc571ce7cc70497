/**
 * The gain per paid call of the probability signal, measured on the real llama.cpp fixture
 * (docs/real-llm.md): how many items each signal needs before the memorizer is named.
 *
 *   CONTAMGATE_REAL_LLM=path/to/real-llm npx tsx scripts/soft-gain.ts [--replicates 200] [--seed soft-gain] [--rows PATH]
 *
 * 1. One run asks both models (memorizer, control; `compatible`, signal=probability) all 600
 *    items as published and shuffled, once: every answer carries its right/wrong outcome and its
 *    soft score, so both signals are judged on the very same paid calls.
 * 2. For each n of the grid, `replicates` subsamples of n items (seeded Mersenne Twister) are
 *    judged by the verdict (α = 0.05, M = 2, K = 1) twice: on the binary outcomes and on the soft
 *    scores. The table gives how often each names the memorizer and the control.
 * 3. Beside it, the power the gate implies at each n from the full run's own figures: the binary
 *    gate's exact power at the memorizer's discordance ψ and drop, the soft gate's power at its SD
 *    of d and mean soft drop (docs/statistics.md "The soft signal").
 *
 * The fixture is found through CONTAMGATE_REAL_LLM, else ../shared/real-llm beside the
 * repository. MEMORIZER_URL and CONTROL_URL (from its serve.sh) reuse running servers; otherwise
 * the script fetches llama-server (get-llama-server-sid.sh), starts both and stops them after.
 * When that fails it prints why and exits 0 without a table. With --rows PATH the answers are kept:
 * read from PATH when it exists (no server started), else written there after the run, so other
 * tests can be judged on the very same answers (test/reference/soft_betting.ts).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import { memoryIo } from "../src/cli/io.js";
import { main } from "../src/cli/main.js";
import { Mt19937 } from "../src/items/perturb/mt19937.js";
import { outcomeFileOfRows, parseOutcomesText } from "../src/outcomes/read.js";
import type { OutcomeRow } from "../src/outcomes/types.js";
import { exactPower, sampleSize } from "../src/stats/power.js";
import type { VerdictRule } from "../src/stats/rule.js";
import { pilotSd, softPower, softRequiredN } from "../src/stats/soft-power.js";
import { shapeOf, softPowerShape, softShapeRequiredN } from "../src/stats/soft-power-shape.js";
import { computeVerdict } from "../src/verdict/compute.js";
import { tablesFromConditions } from "../src/verdict/parse-outcomes.js";
import type { VerdictDesign } from "../src/verdict/types.js";

const run = promisify(execFile);
const REPO = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = resolve(REPO, process.env.CONTAMGATE_REAL_LLM || "../shared/real-llm");
const LLAMA = "/tmp/llama-sid/llama-server";
const GRID = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 60, 80, 160, 320, 600];

const { values } = parseArgs({
  options: {
    replicates: { type: "string", default: "200" },
    seed: { type: "string", default: "20261206" },
    rows: { type: "string" },
  },
});
const REPLICATES = Number(values.replicates);
const DESIGN: VerdictDesign = { alpha: 0.05, targetEffect: 0.3, models: 2, perturbers: 1, emax: "exact", power: 0.8 };
const RULE: VerdictRule = { alpha: 0.05, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };

async function servers(work: string): Promise<{ memorizer: string; control: string; stop: () => Promise<void> }> {
  const m = process.env.MEMORIZER_URL;
  const c = process.env.CONTROL_URL;
  if (m && c) return { memorizer: m, control: c, stop: async () => {} };
  if (!existsSync(join(FIXTURE, "serve.sh"))) throw new Error(`fixture not found at ${FIXTURE}`);
  if (!existsSync(LLAMA)) await run(join(FIXTURE, "get-llama-server-sid.sh"), [], { timeout: 180_000 });
  const env = { ...process.env, RUN_DIR: join(work, "serve") };
  const { stdout } = await run(join(FIXTURE, "serve.sh"), [], { env, timeout: 120_000 });
  const mu = /MEMORIZER_URL=(\S+)/.exec(stdout)?.[1];
  const cu = /CONTROL_URL=(\S+)/.exec(stdout)?.[1];
  if (!mu || !cu) throw new Error("serve.sh printed no URLs");
  return {
    memorizer: mu,
    control: cu,
    stop: async () => void (await run(join(FIXTURE, "serve.sh"), ["stop"], { env }).catch(() => {})),
  };
}

/** Every answer of both models to all items, original and shuffled, with score. */
async function answers(work: string, urls: { memorizer: string; control: string }): Promise<OutcomeRow[]> {
  const m = memoryIo({}, work);
  const code = await main(
    [
      "run",
      "--items",
      join(FIXTURE, "items.jsonl"),
      "--split",
      "all",
      "--force-underpowered",
      "--target-effect",
      "0.3",
      "--discordant-rate",
      "0.5",
      "--model",
      `compatible=memorizer,label=memorizer,base-url=${urls.memorizer}/v1,signal=probability`,
      "--model",
      `compatible=control,label=control,base-url=${urls.control}/v1,signal=probability`,
      "--cache-dir",
      join(work, "cache"),
      "--yes",
      "--concurrency",
      "2",
      "--outcomes",
      "rows.jsonl",
    ],
    m.io,
  );
  if (code !== 0 && code !== 1) throw new Error(`run exited ${code}: ${m.stderr().slice(0, 400)}`);
  return (await parseOutcomesText(await readFile(join(work, "rows.jsonl"), "utf8"), "rows.jsonl")).rows;
}

/** The verdict on the rows of `ids`, with or without the scores: the set of models named. */
function named(rows: readonly OutcomeRow[], ids: ReadonlySet<string>, soft: boolean): Set<string> {
  const kept = rows
    .filter((r) => ids.has(r.id))
    .map((r) => (soft ? r : { model: r.model, id: r.id, condition: r.condition, correct: r.correct }));
  const tables = tablesFromConditions(outcomeFileOfRows("rows", kept));
  const v = computeVerdict(tables, DESIGN);
  return new Set(v.models.filter((m) => m.detected).map((m) => m.name));
}

/** The memorizer's full-run figures the gate plans with: ψ and drop (binary), SD of d and mean (soft). */
function planning(rows: readonly OutcomeRow[]) {
  const by = (cond: string) =>
    new Map(rows.filter((r) => r.model === "memorizer" && r.condition === cond).map((r) => [r.id, r]));
  const o = by("original");
  const p = by("perturbed:shuffle_choices");
  let b = 0;
  let c = 0;
  const d: number[] = [];
  for (const [id, r] of o) {
    const q = p.get(id)!;
    if (r.correct === true && q.correct !== true) b++;
    if (r.correct !== true && q.correct === true) c++;
    d.push(r.score! - q.score!);
  }
  const n = d.length;
  const mean = d.reduce((a, x) => a + x, 0) / n;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  return { n, psi: (b + c) / n, drop: (b - c) / n, softDrop: mean, sd, d: Float64Array.from(d) };
}

async function mainScript(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), "cg-soft-gain-"));
  let urls: Awaited<ReturnType<typeof servers>> | undefined;
  try {
    let rows: OutcomeRow[];
    if (values.rows && existsSync(values.rows)) {
      rows = (await parseOutcomesText(await readFile(values.rows, "utf8"), values.rows)).rows;
    } else {
      try {
        urls = await servers(work);
      } catch (e) {
        console.log(
          `skipped: llama-server unavailable (${(e instanceof Error ? e.message : String(e)).split("\n")[0]})`,
        );
        return;
      }
      rows = await answers(work, urls);
      if (values.rows) await writeFile(values.rows, await readFile(join(work, "rows.jsonl"), "utf8"));
    }
    const ids = [...new Set(rows.map((r) => r.id))];
    const plan = planning(rows);
    // The gate on the full run's own shape of d, as `--soft-pilot` would plan with it (the spread
    // scaled up to the SD's one-sided 90% bound, docs/statistics.md "Power before spend").
    const pilot = pilotSd(plan.d);
    const shape = shapeOf(plan.d, pilot.estimate > 0 ? Math.max(1, pilot.upper / pilot.estimate) : 1);
    const rng = Mt19937.fromBigInt(BigInt(values.seed!));
    const out: string[] = [];
    out.push(
      `memorizer over all ${plan.n} items: binary drop ${(100 * plan.drop).toFixed(1)} pt at discordance ψ = ${plan.psi.toFixed(3)}; ` +
        `soft drop ${(100 * plan.softDrop).toFixed(1)} pt at SD of d ${plan.sd.toFixed(3)}`,
    );
    out.push(
      `items the gate asks for 80% power at these figures: binary ${sampleSize(plan.psi, plan.drop, 0.8, RULE)?.requiredN ?? "none"}, soft at least ${softRequiredN(plan.sd, plan.softDrop, 0.8, RULE) ?? "none"} from the SD alone, ${softShapeRequiredN(shape, plan.softDrop, 0.8, RULE) ?? "none"} on the run's own shape of d`,
      "",
      `| n | binary: memorizer named | soft: memorizer named | binary: control named | soft: control named | binary gate power | soft gate power (SD only, at least) | soft gate power (the run's shape) |`,
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const n of GRID.filter((g) => g <= ids.length)) {
      const hits = { bm: 0, sm: 0, bc: 0, sc: 0 };
      const reps = n === ids.length ? 1 : REPLICATES;
      for (let r = 0; r < reps; r++) {
        const pick = new Set(sample(ids, n, rng));
        const bin = named(rows, pick, false);
        const soft = named(rows, pick, true);
        hits.bm += bin.has("memorizer") ? 1 : 0;
        hits.sm += soft.has("memorizer") ? 1 : 0;
        hits.bc += bin.has("control") ? 1 : 0;
        hits.sc += soft.has("control") ? 1 : 0;
      }
      const pct = (k: number) => `${((100 * k) / reps).toFixed(reps === 1 ? 0 : 1)}%`;
      const gateB = exactPower(n, plan.psi, plan.drop, RULE);
      const gateS = softPower({ n, sd: plan.sd, effect: plan.softDrop }, RULE);
      const gateShape = n >= 2 ? softPowerShape(shape, n, plan.softDrop, RULE) : 0;
      out.push(
        `| ${n} | ${pct(hits.bm)} | ${pct(hits.sm)} | ${pct(hits.bc)} | ${pct(hits.sc)} | ${gateB.toFixed(3)} | ${gateS.toFixed(3)} | ${gateShape.toFixed(3)} |`,
      );
    }
    // One fixed-seed order of the items, growing one item at a time: where each signal first names the memorizer.
    const order = sample(ids, ids.length, Mt19937.fromBigInt(BigInt(values.seed!)));
    const first = { binary: 0, soft: 0 };
    for (let n = 2; n <= 100 && (first.binary === 0 || first.soft === 0); n++) {
      const pick = new Set(order.slice(0, n));
      if (first.binary === 0 && named(rows, pick, false).has("memorizer")) first.binary = n;
      if (first.soft === 0 && named(rows, pick, true).has("memorizer")) first.soft = n;
    }
    out.push(
      "",
      `in one seeded order of the items (the first n of it), the memorizer is first named at n = ${first.binary || ">100"} (binary) and n = ${first.soft || ">100"} (soft)`,
    );
    out.push(
      "",
      `${REPLICATES} subsamples per n (seed "${values.seed}"; all ${ids.length} items once at n = ${ids.length})`,
    );
    console.log(out.join("\n"));
  } finally {
    await urls?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/** n distinct ids drawn without replacement (partial Fisher–Yates on a copy). */
function sample(ids: readonly string[], n: number, rng: Mt19937): string[] {
  const a = [...ids];
  for (let i = 0; i < n; i++) {
    const j = i + rng.randbelow(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}

await mainScript();
