// compare's corners by simulation of the whole pipeline (docs/compare.md "What was checked by
// simulation"): outcome rows drawn from a stated model → computeComparison, the function the CLI
// and the action run → the decision and the printed interval, counted.
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/compare_corners_sim.mjs [--reps 10000] [--only NAME] [--out test/reference/compare_corners_sim.json]
// Each design has its own seed (its name), so designs run in separate processes (--only, --out)
// give the same figures as one run of them all; the cells are then concatenated in design order.
//
// Designs (true Δ known exactly in each):
// - replicates: N items each asked E times with the same answer every epoch (a deterministic
//   model): per item P(baseline only) = pb, P(candidate only) = pc, P(both) = 0.7, else neither;
//   Δ = pc − pb. Margin m: "equivalent" is false when |Δ| ≥ m.
// - constant clusters: G clusters of S items, every item of a cluster with the same pair of answers
//   (a passage whose questions are one question); the same probabilities per cluster.
// - rare discordance (clusters): each item's latent score per arm √ρ·u_g + √(1 − ρ)·e_i, the
//   cluster effects u_g and item effects e_i of the two arms correlated r_u and r_e (strong
//   pairing), correct ⟺ score < Φ⁻¹(p_arm); p_baseline = 0.9, p_candidate = 0.88: Δ = −2 pt and few
//   discordant items. One-sided errors: the interval wholly above Δ (the side behind "better" and
//   "equivalent"), wholly below Δ.
// A refusal (compare stops with exit 4) prints no interval: counted apart, never as covered.
import { writeFileSync } from "node:fs";
import { computeComparison } from "../../lib/compare/compute.js";
import { normQuantile } from "../../lib/stats/normal.js";
import { createRng } from "../../lib/stats/random.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const ONLY = opt("only", null);
const OUT = opt("out", "test/reference/compare_corners_sim.json");
const ALPHA = 0.05;

const spec = (margin, clusterBy) => ({
  baseline: { selector: "m@base", where: { field: "--baseline" } },
  candidates: [{ selector: "m@new", where: { field: "--candidate" } }],
  alpha: ALPHA,
  direction: "two-sided",
  directionSource: "default",
  margin,
  failOn: [],
  unparsed: "as-wrong",
  maxUnparsed: 0.1,
  maxUnparsedField: "--max-unparsed",
  clusterBy,
  clusterField: "--cluster-by",
  plan: null,
  metric: { kind: "accuracy" },
});

function place(rows, row) {
  rows.push({ row, file: "sim.jsonl", line: rows.length + 1 });
}

function pairOf(rng, pb, pc) {
  const u = rng.next();
  if (u < pb) return [true, false];
  if (u < pb + pc) return [false, true];
  if (u < pb + pc + 0.7) return [true, true];
  return [false, false];
}

function replicateRows(rng, d) {
  const rows = [];
  for (let i = 0; i < d.items; i++) {
    const [b, c] = pairOf(rng, d.pb, d.pc);
    for (let e = 1; e <= d.epochs; e++) {
      place(rows, { model: "m", condition: "base", id: `q${i}`, epoch: e, correct: b });
      place(rows, { model: "m", condition: "new", id: `q${i}`, epoch: e, correct: c });
    }
  }
  return rows;
}

function constantClusterRows(rng, d) {
  const rows = [];
  for (let g = 0; g < d.clusters; g++) {
    const [b, c] = pairOf(rng, d.pb, d.pc);
    for (let j = 0; j < d.size; j++) {
      place(rows, { model: "m", condition: "base", id: `g${g}/q${j}`, cluster: `g${g}`, correct: b });
      place(rows, { model: "m", condition: "new", id: `g${g}/q${j}`, cluster: `g${g}`, correct: c });
    }
  }
  return rows;
}

function normal(rng) {
  // Box–Muller; one draw per call is enough here.
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function rareRows(rng, d) {
  const rows = [];
  const qb = normQuantile(d.pBase);
  const qc = normQuantile(d.pBase + d.delta);
  const su = Math.sqrt(d.icc);
  const se = Math.sqrt(1 - d.icc);
  for (let g = 0; g < d.clusters; g++) {
    const ub = normal(rng);
    const uc = d.ru * ub + Math.sqrt(1 - d.ru * d.ru) * normal(rng);
    const size = d.sizeMax === d.sizeMin ? d.sizeMin : d.sizeMin + Math.floor(rng.next() * (d.sizeMax - d.sizeMin + 1));
    for (let j = 0; j < size; j++) {
      const eb = normal(rng);
      const ec = d.re * eb + Math.sqrt(1 - d.re * d.re) * normal(rng);
      const id = `g${g}/q${j}`;
      place(rows, { model: "m", condition: "base", id, cluster: `g${g}`, correct: su * ub + se * eb < qb });
      place(rows, { model: "m", condition: "new", id, cluster: `g${g}`, correct: su * uc + se * ec < qc });
    }
  }
  return rows;
}

const designs = [];
for (const [pb, pc] of [
  [0.05, 0],
  [0.1, 0.05],
])
  designs.push({
    name: `replicates 30x5 pb${pb} pc${pc}`,
    kind: "replicates",
    items: 30,
    epochs: 5,
    pb,
    pc,
    delta: pc - pb,
    margin: 0.05,
    draw: replicateRows,
    clusterBy: { kind: "auto" },
  });
designs.push({
  name: "replicates 20x10 pb0.05 pc0",
  kind: "replicates",
  items: 20,
  epochs: 10,
  pb: 0.05,
  pc: 0,
  delta: -0.05,
  margin: 0.05,
  draw: replicateRows,
  clusterBy: { kind: "auto" },
});
for (const [pb, pc] of [
  [0.035, 0],
  [0.06, 0.025],
])
  designs.push({
    name: `constant clusters 12x50 pb${pb} pc${pc}`,
    kind: "constant-clusters",
    clusters: 12,
    size: 50,
    pb,
    pc,
    delta: pc - pb,
    margin: 0.01,
    draw: constantClusterRows,
    clusterBy: { kind: "auto" },
  });
for (const [G, sizeMin, sizeMax, ru, re] of [
  [10, 10, 10, 0.98, 0.95],
  [20, 10, 10, 0.98, 0.95],
  [40, 10, 10, 0.98, 0.95],
  [20, 2, 30, 0.9, 0.8],
  [40, 2, 30, 0.98, 0.95],
])
  designs.push({
    name: `rare discordance G${G} sizes ${sizeMin}-${sizeMax} ru${ru} re${re}`,
    kind: "rare-discordance",
    clusters: G,
    sizeMin,
    sizeMax,
    icc: 0.3,
    ru,
    re,
    pBase: 0.9,
    delta: -0.02,
    margin: 0.01,
    draw: rareRows,
    clusterBy: { kind: "auto" },
  });

const results = [];
for (const d of designs) {
  if (ONLY !== null && !d.name.includes(ONLY)) continue;
  const rng = createRng(`compare-corners ${d.name}`);
  const s = spec(d.margin, d.clusterBy);
  const t = { printed: 0, refused: 0, covered: 0, above: 0, below: 0, equivalent: 0, better: 0, worse: 0 };
  const analyses = {};
  let discordant = 0;
  for (let r = 0; r < REPS; r++) {
    const rows = d.draw(rng, d);
    let out;
    try {
      out = computeComparison(rows, s);
    } catch (e) {
      if (e?.name === "InputError" || e?.exitCode === 4) {
        t.refused++;
        continue;
      }
      throw e;
    }
    const c = out.candidates[0];
    t.printed++;
    analyses[c.result.analysis] = (analyses[c.result.analysis] ?? 0) + 1;
    discordant += c.exact.discordant;
    const b = c.result.bound;
    if (b.lower > d.delta) t.above++;
    else if (b.upper < d.delta) t.below++;
    else t.covered++;
    if (c.decision === "equivalent") t.equivalent++;
    if (c.decision === "better") t.better++;
    if (c.decision === "worse") t.worse++;
  }
  const rate = (k) => k / REPS;
  const se = (p) => Math.sqrt((p * (1 - p)) / REPS);
  const cell = {
    name: d.name,
    kind: d.kind,
    design: Object.fromEntries(Object.entries(d).filter(([k, v]) => typeof v !== "function" && k !== "name")),
    reps: REPS,
    refused: rate(t.refused),
    // Over every run: a refusal prints no interval, so it neither covers nor errs.
    coverage: rate(t.covered),
    above: rate(t.above),
    below: rate(t.below),
    equivalent: rate(t.equivalent),
    better: rate(t.better),
    worse: rate(t.worse),
    analyses,
    mean_discordant_rows: discordant / Math.max(1, t.printed),
  };
  cell.se = { coverage: se(Math.max(cell.coverage, 0.95)), one_sided: se(0.025), equivalent: se(0.025) };
  results.push(cell);
  console.log(
    `${d.name}: coverage ${cell.coverage.toFixed(4)} (refused ${cell.refused.toFixed(4)}), above ${cell.above.toFixed(4)}, below ${cell.below.toFixed(4)}, equivalent ${cell.equivalent.toFixed(4)}, ${JSON.stringify(analyses)}`,
  );
}
if (ONLY === null || args.includes("--out"))
  writeFileSync(
    OUT,
    `${JSON.stringify({ generator: "test/reference/compare_corners_sim.mjs", alpha: ALPHA, reps: REPS, cells: results }, null, 1)}\n`,
  );
