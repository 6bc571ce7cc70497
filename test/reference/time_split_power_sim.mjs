// The time split's power as shown (timeSplitPower: the rule's exact sum, or its expected-table
// approximation for large groups) against the simulated rejection rate of the same rule through the
// verdict's decision path (docs/statistics.md, "Time split (v2)").
//
// Run from the repo root after `npm run compile`:
//   nice -n 10 node test/reference/time_split_power_sim.mjs [--reps 10000] [--out test/reference/time_split_power_sim.json]
//
// Each design: pre items drop δ at discordance ψ, post items drop 0 at ψ (the gate's design), one
// model, one perturber (family of 1, level α = 0.05). The first replicate also runs through
// computeVerdict, whose shown power must be timeSplitPower's figure.
import { writeFileSync } from "node:fs";
import { createRng } from "../../lib/stats/random.js";
import { timeSplitPower } from "../../lib/stats/drop-difference.js";
import { computeVerdict } from "../../lib/verdict/compute.js";
import { decideTimeSplit } from "../../lib/verdict/time-split.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const OUT = opt("out", "test/reference/time_split_power_sim.json");
const ALPHA = 0.05;
// nPre, nPost, ψ, δ
const designs = [
  [40, 20, 0.5, 0.3],
  [30, 30, 0.3, 0.2],
  [80, 40, 0.1, 0.1],
  [20, 40, 0.6, 0.4],
  [80, 40, 0.1, 0.05],
  [400, 200, 0.3, 0.1],
  [150, 100, 0.4, 0.15],
  [1000, 500, 0.2, 0.05],
  [400, 40, 0.3, 0.2],
  [100, 400, 0.05, 0.05],
];

const results = [];
for (const [nPre, nPost, psi, effect] of designs) {
  const design = { alpha: ALPHA, targetEffect: effect, power: 0.8, models: 1, perturbers: 1, emax: "exact" };
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
  const input = { publishedAt, cutoffs: new Map([["m", "2024-01-01"]]), discordantRate: psi };
  const rng = createRng(`time-split-power|${nPre}|${nPost}|${psi}|${effect}`);
  const shown = timeSplitPower({ nPre, nPost, discordantRate: psi, effect, level: ALPHA });
  let hits = 0;
  for (let r = 0; r < REPS; r++) {
    const d = new Int8Array(ids.length);
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    for (let i = 0; i < ids.length; i++) {
      const drop = i < nPre ? effect : 0;
      const u = rng.next();
      const x = u < (psi + drop) / 2 ? 1 : u < psi ? -1 : 0;
      d[i] = x;
      if (x > 0) b++;
      else if (x < 0) c++;
      else if (i % 2) a++;
      else e++;
    }
    const t = { model: "m", perturber: "p", a, b, c, e, unparsedOriginal: 0, unparsedPerturbed: 0, items: { ids, d } };
    const hit = decideTimeSplit([t], input, design).pairs[0].rejected === true;
    if (hit) hits++;
    if (r === 0) {
      const test = computeVerdict([t], design, undefined, input).time_split.verdicts[0].test;
      if ((test.decision === "pre-larger") !== hit) throw new Error("computeVerdict disagrees with decideTimeSplit");
      if (test.power.value !== shown.value) throw new Error("computeVerdict shows another power");
    }
  }
  const simulated = hits / REPS;
  const se = Math.sqrt((shown.value * (1 - shown.value)) / REPS);
  results.push({
    nPre,
    nPost,
    psi,
    effect,
    level: ALPHA,
    reps: REPS,
    shown: shown.value,
    method: shown.method,
    skipped_mass: shown.skipped_mass,
    simulated,
    se,
    within_3se: Math.abs(simulated - shown.value) <= 3 * se,
  });
  process.stderr.write(
    `${nPre}/${nPost} ψ ${psi} δ ${effect}: shown ${shown.value.toFixed(4)} (${shown.method}), simulated ${simulated.toFixed(4)} ± ${se.toFixed(4)}\n`,
  );
}
writeFileSync(
  OUT,
  `${JSON.stringify({ generator: "test/reference/time_split_power_sim.mjs", alpha: ALPHA, reps: REPS, all_within_3se: results.every((r) => r.within_3se), results }, null, 1)}\n`,
);
