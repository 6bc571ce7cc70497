// The soft gate's power against the verdict, by simulation of the whole decision path
// (docs/statistics.md "The soft signal", "Power before spend": the validation table).
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/soft_gate_sim.mjs [--reps 10000] [--only light,skewed] [--out test/reference/soft_gate_sim.json]
// Every cell has its own seed, so runs of disjoint --only lists may be merged (their `cells`
// concatenated): the committed JSON is two such runs, light,skewed,discrete and shifted,lumpy.
//
// Each cell: a shape of d at mean δ, n items, a family of M × K pairs (α = 0.05, E[max] exact).
// Simulated: one pair's d drawn from the shape (fresh items, this script's own generator), the
// M·K − 1 others entering the family at p = 1 — the condition the gate's figure is stated for (no
// other pair below α/F; with other pairs below it Holm's later steps can only name this one more
// often) — the family through detectFamily, the decision path of computeVerdict, and the rate at
// which the drawn pair is named. The gate's figures for the same cell:
//   pilot: softPowerShape on a pilot that is the shape itself, written out (a deterministic
//          population of 2,000 values with the shape's exact proportions or quantiles; scale 1,
//          target mean δ) — the figure the gate shows for a pilot that showed this shape;
//   sd:    softPower at the shape's own SD and mean δ — the figure shown from a planned SD alone,
//          which claims only to be a lower bound.
// Shapes (mean δ; b a mean-0 base, d = δ + b, inside [−1, 1] for the δ used):
//   light      b = 0.5(U₁ + U₂ − 1)  (triangular, SD 0.204)
//   skewed     b = 0.45 + 0.1(U − ½) w.p. 0.1, else −0.05 + 0.06(U − ½)  (right-skewed, SD 0.15)
//   discrete   b ∈ {−½, −¼, 0, ¼, ½} w.p. {0.05, 0.2, 0.5, 0.2, 0.05}  (SD 0.224)
//   shifted    b ∈ {−0.4, +0.6}, P(+0.6) = 0.4  (shifted two-point, no exact zeros, SD 0.49)
//   lumpy      d ∈ {−1, 0, +1}, P(−1) = 0.05, P(+1) = 0.05 + δ  (the memorizer's shape; not δ + b)
// δ per cell: the SD-only gate's 70% MDE at (n, SD, M × K) rounded up to the point (for lumpy, at
// its SD at δ = 0.3; for skewed, half of it), at most 0.4, so the cells sit where power is
// neither 0 nor 1.
import { writeFileSync } from "node:fs";
import { createRng } from "../../lib/stats/random.js";
import { emaxOf } from "../../lib/stats/rule.js";
import { softMinDetectableEffect, softPower } from "../../lib/stats/soft-power.js";
import { SHAPE_REPS, shapeOf, softPowerShape } from "../../lib/stats/soft-power-shape.js";
import { detectFamily } from "../../lib/verdict/family.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const OUT = opt("out", "test/reference/soft_gate_sim.json");
const ONLY = opt("only", "all");
const ALPHA = 0.05;
const POP = 2000;

/** Each shape: draw(rng, δ) for the simulation; population(δ) for the gate's pilot; sd(δ). */
const SHAPES = {
  light: {
    draw: (rng, e) => e + 0.5 * (rng.next() + rng.next() - 1),
    // Triangular quantiles on [−½, ½] at (i + ½)/POP.
    population: (e) =>
      Float64Array.from({ length: POP }, (_, i) => {
        const p = (i + 0.5) / POP;
        return e + (p < 0.5 ? -0.5 + Math.sqrt(p / 2) : 0.5 - Math.sqrt((1 - p) / 2));
      }),
    sd: () => 0.5 / Math.sqrt(6),
  },
  skewed: {
    draw: (rng, e) => (rng.next() < 0.1 ? e + 0.45 + 0.1 * (rng.next() - 0.5) : e - 0.05 + 0.06 * (rng.next() - 0.5)),
    population: (e) => {
      const hi = POP / 10;
      return Float64Array.from({ length: POP }, (_, i) =>
        i < hi ? e + 0.45 + 0.1 * ((i + 0.5) / hi - 0.5) : e - 0.05 + 0.06 * ((i - hi + 0.5) / (POP - hi) - 0.5),
      );
    },
    sd: () => Math.sqrt(0.1 * (0.45 ** 2 + 0.01 / 12) + 0.9 * (0.05 ** 2 + 0.0036 / 12)),
    // Far easier for the rule than its SD says (most items move a little, all the same way): half
    // the SD-only MDE keeps its cells off power 1.
    effectScale: 0.5,
  },
  discrete: {
    draw: (rng, e) => {
      const u = rng.next();
      return e + (u < 0.05 ? -0.5 : u < 0.25 ? -0.25 : u < 0.75 ? 0 : u < 0.95 ? 0.25 : 0.5);
    },
    population: (e) =>
      Float64Array.from({ length: POP }, (_, i) => {
        const u = (i + 0.5) / POP;
        return e + (u < 0.05 ? -0.5 : u < 0.25 ? -0.25 : u < 0.75 ? 0 : u < 0.95 ? 0.25 : 0.5);
      }),
    sd: () => Math.sqrt(0.05),
  },
  shifted: {
    draw: (rng, e) => e + (rng.next() < 0.4 ? 0.6 : -0.4),
    population: (e) => Float64Array.from({ length: POP }, (_, i) => e + (i < 0.4 * POP ? 0.6 : -0.4)),
    sd: () => Math.sqrt(0.24),
  },
  lumpy: {
    draw: (rng, e) => {
      const u = rng.next();
      return u < 0.05 ? -1 : u < 0.1 + e ? 1 : 0;
    },
    population: (e) =>
      Float64Array.from({ length: POP }, (_, i) => {
        const u = (i + 0.5) / POP;
        return u < 0.05 ? -1 : u < 0.1 + e ? 1 : 0;
      }),
    sd: (e) => Math.sqrt(0.1 + e - e * e),
  },
};

const se = (p, r) => Math.sqrt((p * (1 - p)) / r);
const t0 = Date.now();
const log = (s) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}\n`);
const cells = [];
const families = [
  [1, 1],
  [3, 2],
  [5, 3],
];
for (const [shapeName, shape] of Object.entries(SHAPES)) {
  if (ONLY !== "all" && !ONLY.split(",").includes(shapeName)) continue;
  for (const [M, K] of families) {
    for (const n of [20, 60, 200]) {
      const F = M * K;
      const rule = { alpha: ALPHA, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
      const sdAt = shape.sd(0.3);
      const mde = softMinDetectableEffect(n, sdAt, 0.7, rule);
      const effect = Math.min(0.4, Math.ceil(100 * (mde ?? 0.4) * (shape.effectScale ?? 1)) / 100);
      const sd = shape.sd(effect);
      const emax = emaxOf(K, "exact");
      const rng = createRng(`soft-gate-sim:${shapeName}:${M}x${K}:${n}`);
      let named = 0;
      for (let r = 0; r < REPS; r++) {
        const d = Float64Array.from({ length: n }, () => shape.draw(rng, effect));
        // The family's other F − 1 hypotheses: absent pairs count at p = 1 (detectFamily pads them).
        if (detectFamily([{ kind: "soft", d }], F, ALPHA, emax)[0].detected) named++;
      }
      const simulated = named / REPS;
      const pilot = softPowerShape(shapeOf(shape.population(effect)), n, effect, rule);
      const sdOnly = softPower({ n, sd, effect }, rule);
      const gateReps = SHAPE_REPS;
      // The pilot figure is itself a seeded estimate: the difference's SE counts both.
      const seDiff = Math.sqrt(se(simulated, REPS) ** 2 + se(pilot, gateReps) ** 2);
      cells.push({
        shape: shapeName,
        M,
        K,
        n,
        effect,
        sd,
        reps: REPS,
        simulated,
        se: se(simulated, REPS),
        pilot_shape: pilot,
        pilot_reps: gateReps,
        se_difference: seDiff,
        sd_only: sdOnly,
      });
      log(
        `${shapeName} ${M}x${K} n=${n} δ=${effect}: simulated ${simulated.toFixed(4)} pilot ${pilot.toFixed(4)} (${((pilot - simulated) / seDiff).toFixed(1)} SE) sd-only ${sdOnly.toFixed(4)}`,
      );
    }
  }
}
writeFileSync(
  OUT,
  `${JSON.stringify({ generator: "test/reference/soft_gate_sim.mjs", alpha: ALPHA, node: process.version, cells }, null, 1)}\n`,
);
log(`wrote ${OUT}`);
