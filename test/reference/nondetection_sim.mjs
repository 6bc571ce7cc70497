// The printed upper-bound sentence's error rate among the runs that print it, by simulation of the
// verdict pipeline (docs/statistics.md, "Never a bare point estimate").
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/nondetection_sim.mjs [--reps 10000] [--out test/reference/nondetection_sim.json]
//
// Design: n = 300 items, ψ = 0.3, α = 0.05, target power 0.8, E[max] exact. M models, each tried with K
// perturbers that re-ask the model's own originals (accuracy 0.6): a model answers its originals
// once; under each perturber an originally right item turns wrong w.p. (ψ + δ)/(2·0.6) and an
// originally wrong one turns right w.p. (ψ − δ)/(2·0.4), so every pair has discordance ψ and drop
// δ, and a model's K pairs share its originals. Every model has the same true drop δ ∈ {0, 1, 1.2,
// 1.5} × the gate's MDE for (n, ψ, M, K) — the minimum detectable drop the gate prints.
// Grid: M ∈ {1, 3} × K ∈ {1, 3} × δ.
//
// Per replicate the family is decided by detectFamily (the rule computeVerdict applies); each pair's
// upper bound is the melded ucb(b, c, n, α) as printed, to 0.1 pt: the figure a reader sees. A
// sentence "the drop is at most +X pt" is false when δ > X ("rate"; "rate_unrounded" judges the
// unrounded bound).
// - "printed" is the shipped rule: the sentence is printed for every pair, named or not; its error
//   rate among the sentences printed must be ≤ α + 2 SE.
// - "if printed only when not named" is the rule it replaced (the sentence among the non-named
//   models' pairs only), kept as the comparison that shows why.
// The first CHECKED replicates of each cell also go through computeVerdict → verdictJson →
// renderVerdictText, and the sentences the text prints (which pairs, which figures) must be exactly
// the ones the bulk path counts; any difference stops the generator.
import { writeFileSync } from "node:fs";
import { createRng } from "../../lib/stats/random.js";
import { meldedUcbBelow } from "../../lib/stats/melded.js";
import { minDetectableEffect } from "../../lib/stats/power.js";
import { emaxOf } from "../../lib/stats/rule.js";
import { detectFamily } from "../../lib/verdict/family.js";
import { computeVerdict } from "../../lib/verdict/compute.js";
import { verdictJson } from "../../lib/report/verdict-json.js";
import { renderVerdictText } from "../../lib/report/verdict-text.js";
import { sampleBinomial } from "../../lib/verify/sample-binomial.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const OUT = opt("out", "test/reference/nondetection_sim.json");
const ALPHA = 0.05;
const N = 300;
const PSI = 0.3;
const ACCURACY = 0.6;
const POWER = 0.8;
const CHECKED = 25;
const FACTORS = [0, 1, 1.2, 1.5];

const cells = [];
for (const M of [1, 3]) for (const K of [1, 3]) for (const factor of FACTORS) cells.push({ M, K, factor });

const design = (M, K) => ({ alpha: ALPHA, targetEffect: 0.05, power: POWER, models: M, perturbers: K, emax: "exact" });

/** "+7.6 pt" → 0.076. */
function readPt(s) {
  const m = /^([+−-])(\d+(?:\.\d+)?) pt$/.exec(s);
  if (!m) throw new Error(`unreadable figure ${s}`);
  return (m[1] === "+" ? 1 : -1) * (Number(m[2]) / 100);
}

const results = [];
const started = Date.now();
for (const cell of cells) {
  const { M, K, factor } = cell;
  const rule = { alpha: ALPHA, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
  const mde = minDetectableEffect(N, PSI, POWER, rule);
  if (mde === null) throw new Error(`no MDE at ${JSON.stringify(cell)}`);
  const delta = factor * mde;
  if (delta > PSI) throw new Error(`δ ${delta} exceeds ψ ${PSI}`);
  const pFlipRight = (PSI + delta) / (2 * ACCURACY);
  const pFlipWrong = (PSI - delta) / (2 * (1 - ACCURACY));
  const emax = emaxOf(K, "exact");
  const rng = createRng(`nondetection-sim|${M}|${K}|${factor}`);
  // The text prints the bound to 0.1 pt (dropDigits is 1 whenever the (1 − 2α) interval is at
  // least 1 pt wide, always so at n = 300; the text check below confirms it), so "at most X" is
  // false iff the printed X < δ, i.e. iff the bound rounds to at most x* (the largest 0.1-pt step
  // below δ), i.e. iff ucb < x* + 0.05 pt. Decided without the root, once per table.
  const xStar = (Math.ceil(delta * 1000 - 1e-9) - 1) / 1000;
  const shownCache = new Map();
  const shown = (b, c) => {
    const key = b * (N + 1) + c;
    let v = shownCache.get(key);
    if (v === undefined) {
      v = {
        wrongPrinted: meldedUcbBelow(b, c, N, ALPHA, xStar + 0.0005),
        wrongExact: meldedUcbBelow(b, c, N, ALPHA, delta),
      };
      shownCache.set(key, v);
    }
    return v;
  };
  let printed = 0;
  let printedFalse = 0;
  let printedFalseExact = 0;
  let runsAnyFalse = 0;
  let oldPrinted = 0;
  let oldFalse = 0;
  let oldRuns = 0;
  let oldRunsAnyFalse = 0;
  let named = 0;
  let checked = 0;
  for (let r = 0; r < REPS; r++) {
    const pairs = [];
    for (let m = 0; m < M; m++) {
      const correct = sampleBinomial(rng, N, ACCURACY);
      for (let k = 0; k < K; k++) {
        const b = sampleBinomial(rng, correct, pFlipRight);
        const c = sampleBinomial(rng, N - correct, pFlipWrong);
        pairs.push({ b, c, n: N, model: m, correct });
      }
    }
    const fired = detectFamily(pairs, M * K, ALPHA, emax);
    const isNamed = Array.from({ length: M }, (_, m) => pairs.some((p, i) => p.model === m && fired[i].detected));
    named += isNamed.filter(Boolean).length;
    let anyFalse = false;
    let oldAnyFalse = false;
    let oldAny = false;
    for (const p of pairs) {
      const s = shown(p.b, p.c);
      const wrong = s.wrongPrinted;
      printed++;
      if (wrong) printedFalse++;
      if (s.wrongExact) printedFalseExact++;
      if (wrong) anyFalse = true;
      if (!isNamed[p.model]) {
        oldAny = true;
        oldPrinted++;
        if (wrong) {
          oldFalse++;
          oldAnyFalse = true;
        }
      }
    }
    if (anyFalse) runsAnyFalse++;
    if (oldAny) oldRuns++;
    if (oldAnyFalse) oldRunsAnyFalse++;
    if (r < CHECKED) {
      checkAgainstText(pairs, M, K, delta, isNamed, cell, shown);
      checked++;
    }
  }
  const se = Math.sqrt((ALPHA * (1 - ALPHA)) / printed);
  const oldSe = oldPrinted > 0 ? Math.sqrt((ALPHA * (1 - ALPHA)) / oldPrinted) : null;
  results.push({
    M,
    K,
    factor,
    mde,
    drop: delta,
    reps: REPS,
    named_rate: named / (REPS * M),
    printed,
    printed_false: printedFalse,
    rate: printedFalse / printed,
    rate_unrounded: printedFalseExact / printed,
    se,
    bound: ALPHA + 2 * se,
    within: printedFalse / printed <= ALPHA + 2 * se,
    runs_any_false: runsAnyFalse / REPS,
    if_only_not_named: {
      printed: oldPrinted,
      printed_false: oldFalse,
      rate: oldPrinted > 0 ? oldFalse / oldPrinted : null,
      se: oldSe,
      runs_printing: oldRuns,
      runs_any_false_among_printing: oldRuns > 0 ? oldRunsAnyFalse / oldRuns : null,
    },
    text_checked: checked,
  });
  const last = results[results.length - 1];
  process.stderr.write(
    `${results.length}/${cells.length} M=${M} K=${K} ${factor}×MDE (δ = ${(100 * delta).toFixed(2)} pt): ` +
      `printed-false ${last.rate.toFixed(4)} ≤ ${last.bound.toFixed(4)}; only-if-not-named ${last.if_only_not_named.rate?.toFixed(4)} ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  write(false);
}
write(true);
if (results.some((r) => !r.within)) {
  process.stderr.write("some cell's printed error rate exceeds α + 2 SE\n");
  process.exitCode = 1;
}

function table(model, perturber, b, c, rest) {
  const a = Math.floor(rest / 2);
  return { model, perturber, a, b, c, e: rest - a, unparsedOriginal: 0, unparsedPerturbed: 0, items: null };
}

/**
 * The whole pipeline on one replicate: the text must print one "at most" sentence per pair, and
 * each printed figure must be false exactly when the bulk path counts it false.
 */
function checkAgainstText(pairs, M, K, delta, isNamed, cell, shown) {
  const tables = pairs.map((p, i) => table(`m${p.model}`, `p${i % K}`, p.b, p.c, N - p.b - p.c));
  const v = verdictJson(computeVerdict(tables, design(M, K)));
  for (let m = 0; m < M; m++)
    if (v.models[m].detected !== isNamed[m])
      throw new Error(`computeVerdict names differently in ${JSON.stringify(cell)}`);
  const seen = [];
  let model = null;
  let perturber = null;
  for (const line of renderVerdictText(v).split("\n")) {
    const mm = /^(m\d+): /.exec(line);
    if (mm) model = mm[1];
    const pm = /^ {2}perturber (p\d+): /.exec(line);
    if (pm) perturber = pm[1];
    const um = /^ {4}the drop is at most ([+−-]\d+\.\d pt) \(one-sided 95% upper bound\)$/.exec(line);
    if (um) seen.push(`${model}/${perturber}:${delta > readPt(um[1]) + 1e-12}`);
  }
  const expected = pairs.map((p, i) => `m${p.model}/p${i % K}:${shown(p.b, p.c).wrongPrinted}`);
  if (JSON.stringify(seen.sort()) !== JSON.stringify(expected.sort()))
    throw new Error(
      `the text prints other sentences than the simulation counts in ${JSON.stringify(cell)}: ${seen} vs ${expected}`,
    );
}

function write(done) {
  const worst = results.reduce((w, r) => (w === null || r.rate > w.rate ? r : w), null);
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        generator: "test/reference/nondetection_sim.mjs",
        alpha: ALPHA,
        n: N,
        discordant_rate: PSI,
        accuracy: ACCURACY,
        target_power: POWER,
        reps_per_cell: REPS,
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
