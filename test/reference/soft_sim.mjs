// The soft signal by simulation of the verdict pipeline (docs/statistics.md, "The soft signal"):
// family-wise error of soft and mixed families, coverage of the score interval, and the gate's
// power against the simulated rate of the rule.
//
// Run from the repo root after `npm run compile` (it imports the compiled lib/):
//   nice -n 10 node test/reference/soft_sim.mjs [--reps 10000] [--only fwer|coverage|power] [--out test/reference/soft_sim.json]
//
// Scores. Per item i a shared difficulty u_i ~ N(0, 1) (every model finds the same items hard: the
// models are correlated); model j has an ability a_j (accuracies from about 0.45 to 0.85). A
// model's original answer is drawn once per item and shared by all its K perturbers (shared
// originals); each perturbed answer is a fresh draw. Under H0 the two draws are exchangeable, so
// d = s(orig) − s(pert) is symmetric about 0 item by item, whatever the shape of s:
//   light    s = logistic(a_j + 1.2 u_i + 0.6 e), e ~ N(0, 1): d light-tailed;
//   skewed   s = logistic(a_j + 1.2 u_i + 0.6 e) with probability 0.85, else Beta(0.3, 0.3)-like
//            (s = U⁴ or 1 − U⁴ equally): scores piled near 1 with rare collapses, |d| heavy-tailed;
//   discrete s = round(4·logistic(…))/4 ∈ {0, ¼, ½, ¾, 1}: d on 9 values, many ties at 0.
// A binary model of a mixed family answers correct ⟺ a uniform < s (its table goes through
// McNemar). A contaminated model (power, coverage) has its perturbed score lowered:
// s(pert) = max(0, s − δ_i). The family is run through detectFamily — the decision path of
// computeVerdict — and the first 20 replicates of each cell (--check) also through computeVerdict, which must
// give the same named models.
//
// Outside H0 (reported, not claimed): "mean-zero skewed" d (d = +0.03 w.p. 0.9, −0.27 w.p. 0.1 and
// its mirror image) has mean 0 but is not symmetric; the sign-flip test is then not exact.
import { readFileSync, writeFileSync } from "node:fs";
import { normQuantile } from "../../lib/stats/normal.js";
import { createRng } from "../../lib/stats/random.js";
import { emaxOf } from "../../lib/stats/rule.js";
import { signFlipTest } from "../../lib/stats/sign-flip.js";
import { softPower } from "../../lib/stats/soft-power.js";
import { computeVerdict } from "../../lib/verdict/compute.js";
import { detectFamily } from "../../lib/verdict/family.js";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const REPS = Number(opt("reps", "10000"));
const ONLY = opt("only", "all");
/** Replicates of each FWER cell also run through computeVerdict (slow: it computes every power figure). */
const CHECKED = Number(opt("check", "20"));
const GRID = opt("grid", "all");
const OUT = opt("out", "test/reference/soft_sim.json");
const ALPHA = 0.05;

const logistic = (x) => 1 / (1 + Math.exp(-x));

function makeDraw(rng) {
  const gauss = () => normQuantile(Math.min(1 - 1e-16, Math.max(1e-16, rng.next())));
  const score = (shape, mu) => {
    const s = logistic(mu + 0.6 * gauss());
    if (shape === "light") return s;
    if (shape === "discrete") return Math.round(4 * s) / 4;
    if (shape === "skewed") {
      if (rng.next() < 0.85) return s;
      const u = rng.next() ** 4;
      return rng.next() < 0.5 ? u : 1 - u;
    }
    throw new Error(shape);
  };
  return { gauss, score };
}

/**
 * One replicate of a family: M models (the first `soft` of them on the soft signal) × K perturbers
 * on n shared items; `drops[j]` lowers model j's perturbed scores. Returns the tables (with items)
 * computeVerdict takes and the evidence detectFamily takes.
 */
function family(rng, { M, K, n, soft, shape, drops }) {
  const { gauss, score } = makeDraw(rng);
  const u = Array.from({ length: n }, () => 1.2 * gauss());
  const ids = Array.from({ length: n }, (_, i) => `q${i}`);
  const tables = [];
  for (let j = 0; j < M; j++) {
    const a = -0.2 + (1.9 * j) / Math.max(1, M - 1);
    const orig = Float64Array.from(u, (ui) => score(shape, a + ui));
    const origRight = Array.from(orig, (s) => rng.next() < s);
    for (let k = 0; k < K; k++) {
      const pert = Float64Array.from(u, (ui) => Math.max(0, score(shape, a + ui) - (drops[j] ?? 0)));
      const isSoft = j < soft;
      let A = 0;
      let B = 0;
      let C = 0;
      let E = 0;
      const d = new Int8Array(n);
      for (let i = 0; i < n; i++) {
        const o = isSoft ? orig[i] > 0.5 : origRight[i];
        const p = isSoft ? pert[i] > 0.5 : rng.next() < pert[i];
        d[i] = (o ? 1 : 0) - (p ? 1 : 0);
        if (o && p) A++;
        else if (o) B++;
        else if (p) C++;
        else E++;
      }
      tables.push({
        model: `m${j}`,
        perturber: `p${k}`,
        a: A,
        b: B,
        c: C,
        e: E,
        unparsedOriginal: 0,
        unparsedPerturbed: 0,
        items: { ids, d },
        ...(isSoft ? { soft: { original: orig, perturbed: pert } } : {}),
      });
    }
  }
  const evidence = tables.map((t) => {
    if (!t.soft) return { b: t.b, c: t.c, n };
    const d = Float64Array.from(t.soft.original, (x, i) => x - t.soft.perturbed[i]);
    // Speed only, decision-identical: a lattice sum ≤ 0 has p ≥ ½ (the null law is symmetric), which
    // Holm at α < ½ never rejects and which cannot move any smaller p's Holm value; such a pair
    // enters as p = 1 (a table without discordance) instead of paying for its exact p. The
    // computeVerdict check below runs the real thing.
    let T = 0;
    for (const v of d) T += Math.sign(v) * Math.round(100 * Math.abs(v));
    return T <= 0 ? { b: 0, c: 0, n } : { kind: "soft", d };
  });
  return { tables, evidence };
}

const se = (p, r) => Math.sqrt((p * (1 - p)) / r);
const cells = { fwer: [], outside_h0: [], coverage: [], power: [] };
const t0 = Date.now();
const log = (s) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}\n`);

if (ONLY === "all" || ONLY === "fwer") {
  const grid = [
    { M: 1, K: 1, n: 30, soft: 1, shape: "light" },
    { M: 3, K: 2, n: 20, soft: 3, shape: "light" },
    { M: 3, K: 2, n: 100, soft: 3, shape: "light" },
    { M: 3, K: 2, n: 100, soft: 3, shape: "skewed" },
    { M: 3, K: 2, n: 100, soft: 3, shape: "discrete" },
    { M: 5, K: 3, n: 60, soft: 5, shape: "skewed" },
    { M: 5, K: 3, n: 60, soft: 5, shape: "discrete" },
    { M: 10, K: 5, n: 100, soft: 10, shape: "light" },
    { M: 10, K: 5, n: 100, soft: 5, shape: "light" },
    { M: 10, K: 5, n: 100, soft: 5, shape: "discrete" },
    { M: 4, K: 2, n: 200, soft: 2, shape: "skewed" },
  ];
  for (const g of GRID === "all" ? grid : [grid[Number(GRID)]]) {
    const rng = createRng(`soft-fwer:${JSON.stringify(g)}`);
    let fired = 0;
    let checked = 0;
    const emax = emaxOf(g.K, "exact");
    for (let r = 0; r < REPS; r++) {
      const { tables, evidence } = family(rng, { ...g, drops: [] });
      const det = detectFamily(evidence, g.M * g.K, ALPHA, emax);
      const any = det.some((x) => x.detected);
      if (any) fired++;
      if (r < CHECKED) {
        const v = computeVerdict(tables, {
          alpha: ALPHA,
          targetEffect: 0.05,
          models: g.M,
          perturbers: g.K,
          emax: "exact",
          power: 0.8,
        });
        if (v.anyDetected !== any)
          throw new Error(`computeVerdict disagrees with detectFamily at ${JSON.stringify(g)}`);
        checked++;
      }
    }
    const rate = fired / REPS;
    cells.fwer.push({ ...g, reps: REPS, rate, se: se(ALPHA, REPS), checked_against_computeVerdict: checked });
    log(`fwer ${JSON.stringify(g)}: ${rate.toFixed(4)}`);
  }
  // Outside H0: mean zero, not symmetric.
  for (const [label, hi, lo, pHi] of [
    ["right-skewed (−0.03 w.p. 0.9, +0.27 w.p. 0.1)", 0.27, -0.03, 0.1],
    ["left-skewed (+0.03 w.p. 0.9, −0.27 w.p. 0.1)", -0.27, 0.03, 0.1],
  ]) {
    for (const [n, M, K] of [
      [30, 1, 1],
      [100, 1, 1],
      [100, 3, 2],
    ]) {
      const rng = createRng(`soft-outside:${label}:${n}:${M}:${K}`);
      let fired = 0;
      const emax = emaxOf(K, "exact");
      for (let r = 0; r < REPS; r++) {
        const ev = [];
        for (let h = 0; h < M * K; h++) {
          ev.push({ kind: "soft", d: Float64Array.from({ length: n }, () => (rng.next() < pHi ? hi : lo)) });
        }
        if (detectFamily(ev, M * K, ALPHA, emax).some((x) => x.detected)) fired++;
      }
      const rate = fired / REPS;
      cells.outside_h0.push({ d: label, n, M, K, reps: REPS, rate, se: se(rate, REPS) });
      log(`outside H0 ${label} n=${n} M=${M} K=${K}: ${rate.toFixed(4)}`);
    }
  }
}

if (ONLY === "all" || ONLY === "coverage") {
  // The score interval at level α per side (nominal 0.95, 0.95, 0.90). The true mean drop of a
  // design is the mean of 10⁶ simulated items (its own Monte Carlo error is below 4e-4).
  const designs = [
    { shape: "light", n: 30, drop: 0 },
    { shape: "light", n: 100, drop: 0.05 },
    { shape: "light", n: 400, drop: 0.02 },
    { shape: "skewed", n: 50, drop: 0.05 },
    { shape: "skewed", n: 200, drop: 0.1 },
    { shape: "discrete", n: 40, drop: 0 },
    { shape: "discrete", n: 100, drop: 0.1 },
    { shape: "light", n: 100, drop: 0.3 },
    { shape: "mean-zero skewed", n: 30, drop: 0 },
    { shape: "mean-zero skewed", n: 100, drop: 0 },
    { shape: "mean-zero skewed (mirror)", n: 30, drop: 0 },
  ];
  for (const g of designs) {
    const rng = createRng(`soft-coverage:${JSON.stringify(g)}`);
    const { gauss, score } = makeDraw(rng);
    const item = () => {
      if (g.shape === "mean-zero skewed") return rng.next() < 0.1 ? 0.27 : -0.03;
      if (g.shape === "mean-zero skewed (mirror)") return rng.next() < 0.1 ? -0.27 : 0.03;
      const mu = 0.7 + 1.2 * gauss();
      const o = score(g.shape, mu);
      return o - Math.max(0, score(g.shape, mu) - g.drop);
    };
    let truth = 0;
    const BIG = 1_000_000;
    if (g.shape.startsWith("mean-zero")) truth = 0;
    else {
      for (let i = 0; i < BIG; i++) truth += item();
      truth /= BIG;
    }
    let lower = 0;
    let upper = 0;
    let both = 0;
    for (let r = 0; r < REPS; r++) {
      const d = Float64Array.from({ length: g.n }, item);
      const t = signFlipTest(d, ALPHA);
      const lo = t.lcb <= truth;
      const hi = t.ucb >= truth;
      if (lo) lower++;
      if (hi) upper++;
      if (lo && hi) both++;
    }
    cells.coverage.push({
      ...g,
      true_mean: truth,
      reps: REPS,
      lower: lower / REPS,
      upper: upper / REPS,
      two_sided: both / REPS,
      se_one_sided: se(1 - ALPHA, REPS),
      se_two_sided: se(1 - 2 * ALPHA, REPS),
    });
    log(`coverage ${JSON.stringify(g)}: ${lower / REPS} ${upper / REPS} ${both / REPS}`);
  }
}

if (ONLY === "all" || ONLY === "power") {
  // d with exactly the planned mean δ and SD σ: uniform δ + σ√3(2U − 1), or two-point skewed
  // δ + σ(B − 0.2)/0.4, B ~ Bernoulli(0.2). The rule at Holm's first step: p < α/(M·K) and
  // lcb − E(K)·√Σd²/n > 0 — what the gate's figure is the power of.
  const designs = [
    { n: 50, sd: 0.3, effect: 0.15, M: 1, K: 1, shape: "uniform" },
    { n: 100, sd: 0.25, effect: 0.08, M: 1, K: 1, shape: "uniform" },
    { n: 300, sd: 0.2, effect: 0.04, M: 3, K: 2, shape: "uniform" },
    { n: 500, sd: 0.15, effect: 0.025, M: 10, K: 5, shape: "uniform" },
    { n: 200, sd: 0.2, effect: 0.05, M: 3, K: 1, shape: "two-point" },
    { n: 60, sd: 0.2, effect: 0.08, M: 2, K: 2, shape: "two-point" },
    { n: 400, sd: 0.1, effect: 0.015, M: 5, K: 3, shape: "uniform" },
  ];
  for (const g of designs) {
    const rng = createRng(`soft-power:${JSON.stringify(g)}`);
    const rule = { alpha: ALPHA, models: g.M, perturbers: g.K, sided: "one-sided", emax: "exact" };
    const level = ALPHA / (g.M * g.K);
    const emax = emaxOf(g.K, "exact");
    const draw =
      g.shape === "uniform"
        ? () => g.effect + g.sd * Math.sqrt(3) * (2 * rng.next() - 1)
        : () => g.effect + (g.sd * ((rng.next() < 0.2 ? 1 : 0) - 0.2)) / 0.4;
    let hit = 0;
    for (let r = 0; r < REPS; r++) {
      const d = Float64Array.from({ length: g.n }, draw);
      const t = signFlipTest(d, ALPHA);
      if (t.p < level && t.lcb - emax * t.nullSd > 0) hit++;
    }
    const rate = hit / REPS;
    const shown = softPower({ n: g.n, sd: g.sd, effect: g.effect }, rule);
    cells.power.push({ ...g, reps: REPS, shown, simulated: rate, se: se(rate, REPS) });
    log(`power ${JSON.stringify(g)}: shown ${shown.toFixed(4)} simulated ${rate.toFixed(4)}`);
  }
}

const prior = (() => {
  try {
    return JSON.parse(readFileSync(OUT, "utf8"));
  } catch {
    return null;
  }
})();
const merged = { ...(prior?.cells ?? {}) };
for (const [k, v] of Object.entries(cells)) if (v.length > 0) merged[k] = v;
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      generator: "test/reference/soft_sim.mjs",
      alpha: ALPHA,
      node: process.version,
      cells: merged,
    },
    null,
    1,
  )}\n`,
);
log(`wrote ${OUT}`);
