// The paired heterogeneity test's level by simulation of the verdict pipeline (docs/statistics.md,
// "Heterogeneity across models").
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/heterogeneity_sim.mjs [--reps 10000] [--out test/reference/heterogeneity_sim.json]
//
// Each replicate: n items, each easy with probability ½; model j (of M) has skill s_j = j/(M − 1)
// and answers an easy item correctly w.p. p = 0.75 + 0.15 s_j, a hard one w.p. 0.35 + 0.3 s_j, the
// original w.p. p + δ/2 and the perturbed w.p. p − δ/2 — so every model's drop is δ exactly, with
// different accuracies and discordance. Models are correlated twice over: through the shared
// difficulty and, on half of the items (chosen at random), through shared uniforms (every model
// gets the same draws, so they err on the same questions). The tables (with item-level d's) go
// through assessHeterogeneity, the call computeVerdict makes per perturber; for M ≤ 5 the first
// replicate of each cell also runs through computeVerdict and must give the same p.
// Grid: M ∈ {2, 5, 10, 20, 50} × n ∈ {50, 100, 200, 1000} × δ ∈ {0, 0.05}. A rejection is a false
// "heterogeneous".
import { writeFileSync } from "node:fs";
import { createRng } from "../../lib/stats/random.js";
import { computeVerdict } from "../../lib/verdict/compute.js";
import { assessHeterogeneity } from "../../lib/verdict/heterogeneity.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const OUT = opt("out", "test/reference/heterogeneity_sim.json");
const ALPHA = 0.05;
const cells = [];
for (const drop of [0, 0.05])
  for (const M of [2, 5, 10, 20, 50]) for (const n of [50, 100, 200, 1000]) cells.push({ M, n, drop });

function family(rng, M, n, drop, ids) {
  const easy = new Uint8Array(n);
  const shared = new Uint8Array(n);
  const uo = new Float64Array(n);
  const up = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    easy[i] = rng.next() < 0.5 ? 1 : 0;
    shared[i] = rng.next() < 0.5 ? 1 : 0;
    uo[i] = rng.next();
    up[i] = rng.next();
  }
  const tables = [];
  for (let j = 0; j < M; j++) {
    const s = M === 1 ? 0 : j / (M - 1);
    const d = new Int8Array(n);
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    for (let i = 0; i < n; i++) {
      const p = easy[i] ? 0.75 + 0.15 * s : 0.35 + 0.3 * s;
      const o = (shared[i] ? uo[i] : rng.next()) < p + drop / 2;
      const q = (shared[i] ? up[i] : rng.next()) < p - drop / 2;
      d[i] = (o ? 1 : 0) - (q ? 1 : 0);
      if (o && q) a++;
      else if (o) b++;
      else if (q) c++;
      else e++;
    }
    tables.push({
      model: `m${j}`,
      perturber: "shuffle_choices",
      a,
      b,
      c,
      e,
      unparsedOriginal: 0,
      unparsedPerturbed: 0,
      items: { ids, d },
    });
  }
  return tables;
}

const design = (M) => ({ alpha: ALPHA, targetEffect: 0.05, power: 0.8, models: M, perturbers: 1, emax: "exact" });

const results = [];
const started = Date.now();
cells.forEach((cell, k) => {
  const { M, n, drop } = cell;
  const rng = createRng(`heterogeneity-sim|${M}|${n}|${drop}`);
  const ids = Array.from({ length: n }, (_, i) => `i${i}`);
  let rejected = 0;
  let untested = 0;
  let checked = 0;
  for (let r = 0; r < REPS; r++) {
    const tables = family(rng, M, n, drop, ids);
    const members = tables.map((t) => ({
      table: t,
      pair: { drop: (t.b - t.c) / n, n, detected: false },
      negative: false,
    }));
    const h = assessHeterogeneity("shuffle_choices", members, ALPHA);
    if (h === null) {
      untested++;
      continue;
    }
    if (h.p_value < ALPHA) rejected++;
    if (r === 0 && M <= 5) {
      const v = computeVerdict(tables, design(M)).heterogeneity[0];
      if (Math.abs(v.p_value - h.p_value) > 1e-12 * Math.max(1, h.p_value))
        throw new Error(`computeVerdict and assessHeterogeneity disagree in ${JSON.stringify(cell)}`);
      checked++;
    }
  }
  const rate = rejected / REPS;
  const se = Math.sqrt((ALPHA * (1 - ALPHA)) / REPS);
  results.push({
    ...cell,
    reps: REPS,
    rejected,
    untested,
    rate,
    se,
    within: rate <= ALPHA + 2 * se,
    computeVerdictChecked: checked,
  });
  process.stderr.write(
    `${k + 1}/${cells.length} ${JSON.stringify(cell)} rate ${rate.toFixed(4)} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  write(false);
});
write(true);

function write(done) {
  const worst = results.reduce((w, r) => (w === null || r.rate > w.rate ? r : w), null);
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        generator: "test/reference/heterogeneity_sim.mjs",
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
