// The soft gate's power against the verdict, by simulation of the whole decision path
// (docs/statistics.md "The soft signal", "Power before spend": the validation table).
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/soft_gate_sim.mjs [--reps 10000] [--only light,skewed] [--out test/reference/soft_gate_sim.json]
//     [--ns 20,60,200] [--families 1x1,3x2,5x3]
// The cells above the gate's exact regime (n > 200: the Edgeworth p, then the sums' normal law) are
// soft_gate_sim_large.json, from --ns 300,600,1500 --families 1x1,3x2 --out test/reference/soft_gate_sim_large.json.
// The JSON is rewritten after every cell, so a run stopped early keeps the cells it finished.
//   nice -n 10 node test/reference/soft_gate_sim.mjs --regate FILE --out FILE
// recomputes only the gate's columns of FILE's cells with the current code (the simulated rates do
// not depend on the gate): how the large cells' gate figures were refreshed after the sums' normal
// law gained its continuity correction.
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
//   near01     lumpy on {−0.98, 0, 0.98} (P(+) = 0.05 + δ/0.98) plus a uniform ±2 pt jitter (gcd 1)
// δ per cell: the SD-only gate's 70% MDE at (n, SD, M × K) rounded up to the point (for lumpy and
// near01, at their SD at δ = 0.3, and above 200 items 0.6 of it; for skewed, half of it), at most
// 0.4, so the cells sit where power is neither 0 nor 1.
import { readFileSync, writeFileSync } from "node:fs";
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
    // Its SD at δ = 0.3 overstates the spread at the small δ of many items: above 200 items 0.6 of
    // that MDE keeps the cells off power 1.
    effectScaleLarge: 0.6,
  },
  // The memorizer's shape as a soft signal reports it: ±0.98 or 0, each moved by a uniform jitter of
  // ±2 pt, so the lattice weights have no common step (gcd 1) while the law stays near-0/1 — the
  // case where a smooth approximation of the sign-flip p is least accurate.
  near01: {
    draw: (rng, e) => {
      const u = rng.next();
      const base = u < 0.05 ? -0.98 : u < 0.1 + e / 0.98 ? 0.98 : 0;
      return base + 0.04 * (rng.next() - 0.5);
    },
    population: (e) =>
      Float64Array.from({ length: POP }, (_, i) => {
        const u = (i + 0.5) / POP;
        const base = u < 0.05 ? -0.98 : u < 0.1 + e / 0.98 ? 0.98 : 0;
        // A low-discrepancy jitter (golden-ratio steps), mean ≈ 0 within each lump.
        return base + 0.04 * (((i * 0.6180339887498949) % 1) - 0.5);
      }),
    sd: (e) => Math.sqrt(0.98 * 0.98 * (0.1 + e / 0.98) - e * e + 0.04 ** 2 / 12),
    effectScaleLarge: 0.6,
  },
};

const se = (p, r) => Math.sqrt((p * (1 - p)) / r);
const t0 = Date.now();
const log = (s) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}\n`);
const cells = [];
const write = () =>
  writeFileSync(
    OUT,
    `${JSON.stringify({ generator: "test/reference/soft_gate_sim.mjs", alpha: ALPHA, node: process.version, cells }, null, 1)}\n`,
  );
const families = opt("families", "1x1,3x2,5x3")
  .split(",")
  .map((f) => f.split("x").map(Number));
const NS = opt("ns", "20,60,200").split(",").map(Number);
const ruleOf = (M, K) => ({ alpha: ALPHA, models: M, perturbers: K, sided: "one-sided", emax: "exact" });
/** The gate's figures for a cell (the simulated rate given): the pilot-shape and SD-only figures. */
const gateFigures = (shapeName, M, K, n, effect, simulated) => {
  const shape = SHAPES[shapeName];
  const rule = ruleOf(M, K);
  const pilot = softPowerShape(shapeOf(shape.population(effect)), n, effect, rule);
  // The pilot figure is itself a seeded estimate: the difference's SE counts both.
  const seDiff = Math.sqrt(se(simulated, REPS) ** 2 + se(pilot, SHAPE_REPS) ** 2);
  return {
    pilot_shape: pilot,
    pilot_reps: SHAPE_REPS,
    se_difference: seDiff,
    sd_only: softPower({ n, sd: shape.sd(effect), effect }, rule),
  };
};
// --regate FILE: the gate's figures recomputed by the current code for every cell of FILE, its
// simulated rates kept (they do not depend on the gate), written to --out.
const REGATE = opt("regate", null);
if (REGATE !== null) {
  const old = JSON.parse(readFileSync(REGATE, "utf8"));
  for (const c of old.cells) {
    const fresh = { ...c, ...gateFigures(c.shape, c.M, c.K, c.n, c.effect, c.simulated) };
    if (fresh.pilot_shape !== c.pilot_shape)
      log(
        `${c.shape} ${c.M}x${c.K} n=${c.n}: pilot ${c.pilot_shape} → ${fresh.pilot_shape} (simulated ${c.simulated})`,
      );
    cells.push(fresh);
  }
  writeFileSync(OUT, `${JSON.stringify({ ...old, cells }, null, 1)}\n`);
  log(`wrote ${OUT}`);
  process.exit(0);
}
for (const [shapeName, shape] of Object.entries(SHAPES)) {
  if (ONLY !== "all" && !ONLY.split(",").includes(shapeName)) continue;
  for (const [M, K] of families) {
    for (const n of NS) {
      const F = M * K;
      const rule = ruleOf(M, K);
      const sdAt = shape.sd(0.3);
      const mde = softMinDetectableEffect(n, sdAt, 0.7, rule);
      const scale = n > 200 ? (shape.effectScaleLarge ?? shape.effectScale ?? 1) : (shape.effectScale ?? 1);
      const effect = Math.min(0.4, Math.ceil(100 * (mde ?? 0.4) * scale) / 100);
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
      const gate = gateFigures(shapeName, M, K, n, effect, simulated);
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
        ...gate,
      });
      log(
        `${shapeName} ${M}x${K} n=${n} δ=${effect}: simulated ${simulated.toFixed(4)} pilot ${gate.pilot_shape.toFixed(4)} (${((gate.pilot_shape - simulated) / gate.se_difference).toFixed(1)} SE) sd-only ${gate.sd_only.toFixed(4)}`,
      );
      write();
    }
  }
}
log(`wrote ${OUT}`);
