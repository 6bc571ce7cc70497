// The time split's level by simulation of the verdict pipeline (docs/statistics.md, "Time split (v2)").
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/time_split_sim.mjs [--reps 10000] [--out test/reference/time_split_sim.json] [--only N]
//
// Each replicate draws one model's item-level d's (pre items then post items, each d = +1 w.p. (ψ + δ)/2,
// −1 w.p. (ψ − δ)/2, else 0), builds the PairedTable with ids and published_at dates exactly as
// `verdict --input` does, and runs decideTimeSplit — the decision path of computeVerdict's time split
// (split by date, MOVER test, Holm over the family; family of 1 here). Every 8th cell also runs the
// first replicate through computeVerdict and requires the same decision. Grid: n_pre, n_post ∈
// {20, 40, 100, 400} × ψ_pre, ψ_post ∈ {0.05, 0.1, 0.3, 0.6, 0.8} × equal drops δ ∈ {0, 0.05}
// (δ ≤ ψ in both groups). The null holds in every cell: a rejection is a false "pre larger".
// Writes JSON: per cell the rejection rate, its Monte Carlo SE and whether it is within α + 2 SE.
import { writeFileSync } from "node:fs";
import { createRng } from "../../lib/stats/random.js";
import { computeVerdict } from "../../lib/verdict/compute.js";
import { decideTimeSplit } from "../../lib/verdict/time-split.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const OUT = opt("out", "test/reference/time_split_sim.json");
const ONLY = opt("only", null);
const ALPHA = 0.05;
const NS = [20, 40, 100, 400];
const PSIS = [0.05, 0.1, 0.3, 0.6, 0.8];
const DROPS = [0, 0.05];

const cells = [];
for (const drop of DROPS)
  for (const nPre of NS)
    for (const nPost of NS)
      for (const psiPre of PSIS)
        for (const psiPost of PSIS)
          if (drop <= psiPre && drop <= psiPost) cells.push({ nPre, nPost, psiPre, psiPost, drop });

const design = { alpha: ALPHA, targetEffect: 0.05, power: 0.8, models: 1, perturbers: 1, emax: "exact" };

function cellInput(nPre, nPost) {
  const ids = [];
  const publishedAt = new Map();
  for (let i = 0; i < nPre; i++) {
    ids.push(`p${i}`);
    publishedAt.set(`p${i}`, "2022-01-01");
  }
  for (let i = 0; i < nPost; i++) {
    ids.push(`q${i}`);
    publishedAt.set(`q${i}`, "2025-01-01");
  }
  return { ids, input: { publishedAt, cutoffs: new Map([["m", "2024-01-01"]]), discordantRate: 0.3 } };
}

function table(rng, ids, cell) {
  const d = new Int8Array(ids.length);
  let a = 0;
  let b = 0;
  let c = 0;
  let e = 0;
  for (let i = 0; i < ids.length; i++) {
    const pre = i < cell.nPre;
    const psi = pre ? cell.psiPre : cell.psiPost;
    const plus = (psi + cell.drop) / 2;
    const minus = (psi - cell.drop) / 2;
    const u = rng.next();
    const x = u < plus ? 1 : u < plus + minus ? -1 : 0;
    d[i] = x;
    if (x > 0) b++;
    else if (x < 0) c++;
    else if (i % 2) a++;
    else e++;
  }
  return {
    model: "m",
    perturber: "shuffle_choices",
    a,
    b,
    c,
    e,
    unparsedOriginal: 0,
    unparsedPerturbed: 0,
    items: { ids, d },
  };
}

const results = [];
const started = Date.now();
cells.forEach((cell, k) => {
  if (ONLY !== null && k % Number(ONLY) !== 0) return;
  const rng = createRng(`time-split-sim|${cell.nPre}|${cell.nPost}|${cell.psiPre}|${cell.psiPost}|${cell.drop}`);
  const { ids, input } = cellInput(cell.nPre, cell.nPost);
  let rejected = 0;
  let checked = 0;
  for (let r = 0; r < REPS; r++) {
    const t = table(rng, ids, cell);
    const decided = decideTimeSplit([t], input, design);
    const hit = decided.pairs[0].rejected === true;
    if (hit) rejected++;
    if (r === 0 && k % 8 === 0) {
      const v = computeVerdict([t], design, undefined, input).time_split;
      const full = v.verdicts[0].test.decision === "pre-larger";
      if (full !== hit) throw new Error(`computeVerdict and decideTimeSplit disagree in cell ${JSON.stringify(cell)}`);
      checked++;
    }
  }
  const rate = rejected / REPS;
  const se = Math.sqrt((ALPHA * (1 - ALPHA)) / REPS);
  results.push({
    ...cell,
    reps: REPS,
    rejected,
    rate,
    se,
    within: rate <= ALPHA + 2 * se,
    computeVerdictChecked: checked,
  });
  process.stderr.write(
    `${k + 1}/${cells.length} ${JSON.stringify(cell)} rate ${rate.toFixed(4)} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  if (results.length % 10 === 0) write(false);
});
write(true);

function write(done) {
  const worst = results.reduce((w, r) => (w === null || r.rate > w.rate ? r : w), null);
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        generator: "test/reference/time_split_sim.mjs",
        alpha: ALPHA,
        reps_per_cell: REPS,
        se_at_alpha: Math.sqrt((ALPHA * (1 - ALPHA)) / REPS),
        complete: done,
        cells_total: cells.length,
        cells_run: results.length,
        cells_over: results.filter((r) => !r.within).length,
        max: worst,
        results,
      },
      null,
      1,
    )}\n`,
  );
}
