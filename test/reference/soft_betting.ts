/**
 * What a mean test valid for EVERY distribution of d on [−1, 1] costs, against the sign-flip rule
 * the soft signal uses (docs/statistics.md "The soft signal", "What the test assumes"). A reference
 * script, not the product: nothing in src/ uses the betting test.
 *
 *   nice -n 10 npx tsx test/reference/soft_betting.ts [--reps 10000] [--rows PATH] [--out test/reference/soft_betting.json]
 *
 * The betting test (after Waudby-Smith & Ramdas, "Estimating means of bounded random variables by
 * betting", JRSS-B 2023: the upper half of the hedged capital process with the predictable
 * plug-in bet, written here from the paper's definitions). With x = (1 + d)/2 ∈ [0, 1] and
 * H0: E x ≤ m = ½, the capital K_t = Π_{i≤t} (1 + λ_i (x_i − m)), λ_i ∈ [0, c/m] chosen from
 * x_1 … x_{i−1} only, is a nonnegative supermartingale under every law in H0 (i.i.d. items), so
 * by Ville's inequality P(max_t K_t ≥ 1/α) ≤ α and p = min(1, 1/max_t K_t) is a valid p-value
 * whatever the shape of d. The bet: λ_t = min(√(2 ln(1/α) / (n σ̂²_{t−1})), c/m), c = ¾,
 * σ̂²_t = (¼ + Σ_{i≤t} (x_i − μ̂_i)²)/(t + 1), μ̂_t = (½ + Σ_{i≤t} x_i)/(t + 1) (the paper's
 * fixed-n predictable plug-in, one-sided). α is the level the test is read at (α/F at Holm's first
 * step of a family of F pairs); the p stays valid at any α — the tuning moves power only.
 *
 * Parts:
 * 1. level: the betting test's rejection rate (and the sign-flip rule's, for contrast) on mean-0 d
 *    that is not symmetric (the outside-H0 shapes of docs/statistics.md and the least favourable
 *    two-point law of the ceiling), and on symmetric mean-0 d.
 * 2. power: the betting test against the sign-flip rule (p < α/F and lcb − E(K)·√Σd²/n > 0) at
 *    n ∈ {30, 100, 300} for light, lumpy and memorizer-like d (and n = 10, 16 for the memorizer).
 * 3. the ceiling: the rejection rate of the betting test at a uniform shift d ≡ δ against
 *    α(1 + δ)^n (test/reference/mean_ceiling.py), which no valid mean test can exceed.
 * 4. fixture (with --rows, the answers scripts/soft-gain.ts --rows keeps): the same subsamples as
 *    scripts/soft-gain.ts (seed 20261206, 200 per n), the memorizer named by the binary verdict, the
 *    soft verdict and by the betting test (Holm over the two models' betting p at α = 0.05); then
 *    the betting test alone on every n from 8 to 80 (its own seed) for a finer "items needed".
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Mt19937 } from "../../src/items/perturb/mt19937.js";
import { outcomeFileOfRows, parseOutcomesText } from "../../src/outcomes/read.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { holm } from "../../src/stats/multiplicity.js";
import { createRng, type Rng } from "../../src/stats/random.js";
import { emaxOf } from "../../src/stats/rule.js";
import { signFlipP, softBounds } from "../../src/stats/sign-flip.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { detectFamily } from "../../src/verdict/family.js";
import { tablesFromConditions } from "../../src/verdict/parse-outcomes.js";
import type { VerdictDesign } from "../../src/verdict/types.js";

const { values } = parseArgs({
  options: {
    reps: { type: "string", default: "10000" },
    rows: { type: "string" },
    out: { type: "string", default: "test/reference/soft_betting.json" },
    only: { type: "string", default: "all" },
  },
});
const REPS = Number(values.reps);
const ALPHA = 0.05;
const ONLY = values.only!;
const t0 = Date.now();
const log = (s: string) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}\n`);
const se = (p: number, r: number) => Math.sqrt((p * (1 - p)) / r);

/** Bet cap c/m with c = ¾, m = ½: a factor never below 1 − ¾ = ¼. */
const MAX_BET = 1.5;

/** The betting test's one-sided p for H0: E d ≤ 0, d ∈ [−1, 1] (see the top). */
export function bettingP(d: ArrayLike<number>, alpha: number): number {
  const n = d.length;
  const m = 0.5;
  const scale = (2 * Math.log(1 / alpha)) / n;
  let capital = 1;
  let best = 1;
  let sum = 0;
  let squares = 0;
  for (let t = 1; t <= n; t++) {
    const variance = (0.25 + squares) / t;
    const bet = Math.min(Math.sqrt(scale / variance), MAX_BET);
    const x = (1 + d[t - 1]!) / 2;
    capital *= 1 + bet * (x - m);
    if (capital > best) best = capital;
    sum += x;
    const mu = (0.5 + sum) / (t + 1);
    squares += (x - mu) ** 2;
  }
  return Math.min(1, 1 / best);
}

/** Bets of the mixture: λ_j = 2j/J, j = 1 … J (in x units; λ = 2 stakes everything: factor 1 + d). */
const MIX_BETS = Array.from({ length: 100 }, (_, j) => (2 * (j + 1)) / 100);

/**
 * The mixture betting test: the capital is the average over the bets λ_j of Π_{i≤t}(1 + λ_j d_i/2)
 * (each a nonnegative supermartingale under H0, so their average is one too), p = 1/max_t of it.
 * No variance estimate and no cap below λ = 2: on a uniform shift d ≡ δ its best bet grows as
 * (1 + δ)^n, the ceiling's own rate, less the log of the grid's size.
 */
export function mixtureP(d: ArrayLike<number>): number {
  const J = MIX_BETS.length;
  const logs = new Float64Array(J);
  let best = 0; // log of the largest mixture capital so far (≥ log 1 at t = 0)
  for (let t = 0; t < d.length; t++) {
    let top = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < J; j++) {
      logs[j]! += Math.log1p((MIX_BETS[j]! * d[t]!) / 2);
      if (logs[j]! > top) top = logs[j]!;
    }
    if (top === Number.NEGATIVE_INFINITY) continue;
    let sum = 0;
    for (let j = 0; j < J; j++) sum += Math.exp(logs[j]! - top);
    const mix = top + Math.log(sum / J);
    if (mix > best) best = mix;
  }
  return Math.min(1, Math.exp(-best));
}

/** The sign-flip rule at Holm's first step (docs/statistics.md "The rule, in the one family"). */
function signFlipFires(d: Float64Array, level: number, emax: number): boolean {
  let D = 0;
  let Q = 0;
  for (const x of d) {
    D += x;
    Q += x * x;
  }
  // The bound clause first (cheap); the exact p only where it can still fire — decision-identical.
  const { lcb } = softBounds(D, Q, d.length, ALPHA);
  if (!(lcb - (emax * Math.sqrt(Q)) / d.length > 0)) return false;
  return signFlipP(d).p < level;
}

type Draw = (rng: Rng) => number;
const twoPoint =
  (hi: number, lo: number, pHi: number): Draw =>
  (rng) =>
    rng.next() < pHi ? hi : lo;

/** Shapes with mean exactly 0 (level) and with a drop (power). */
const NULL_SHAPES: Record<string, { draw: Draw; symmetric: boolean }> = {
  "left-skewed (+0.03 w.p. 0.9, −0.27 w.p. 0.1)": { draw: twoPoint(0.03, -0.27, 0.9), symmetric: false },
  "least favourable (+0.03 w.p. 1/1.03, −1 w.p. 0.03/1.03)": { draw: twoPoint(0.03, -1, 1 / 1.03), symmetric: false },
  "least favourable (+0.01 w.p. 1/1.01, −1 w.p. 0.01/1.01)": { draw: twoPoint(0.01, -1, 1 / 1.01), symmetric: false },
  "symmetric three-point (±1 w.p. 0.1 each, else 0)": {
    draw: (rng) => {
      const u = rng.next();
      return u < 0.1 ? 1 : u < 0.2 ? -1 : 0;
    },
    symmetric: true,
  },
  "symmetric uniform (±0.17)": { draw: (rng) => 0.1 * Math.sqrt(3) * (2 * rng.next() - 1), symmetric: true },
};
const POWER_SHAPES: Record<string, { draw: Draw; mean: number; ns: number[] }> = {
  // smooth d: uniform, mean 3 pt, SD 0.1
  light: { draw: (rng) => 0.03 + 0.1 * Math.sqrt(3) * (2 * rng.next() - 1), mean: 0.03, ns: [30, 100, 300] },
  // near-0/1 scores: most items do not move, a few flip (mean 6 pt, SD 0.31)
  lumpy: {
    draw: (rng) => {
      const u = rng.next();
      return u < 0.08 ? 1 : u < 0.1 ? -1 : 0;
    },
    mean: 0.06,
    ns: [30, 100, 300],
  },
  // the real memorizer's shape (docs/statistics.md "Power": three-point, 45 pt)
  "memorizer-like": {
    draw: (rng) => {
      const u = rng.next();
      return u < 0.5 ? 1 : u < 0.55 ? -1 : 0;
    },
    mean: 0.45,
    ns: [10, 16, 30, 100, 300],
  },
  // a drop made of a small shift on most items: the uniform-shift case the ceiling is about
  "small shift (+0.03 w.p. 0.9, else uniform ±0.1)": {
    draw: (rng) => (rng.next() < 0.9 ? 0.03 : 0.1 * (2 * rng.next() - 1)),
    mean: 0.027,
    ns: [30, 100, 300],
  },
};

/** The same three vectors as mean_ceiling.py's FIXED_D (i = 1 … n). */
const FIXED_D: { name: string; n: number; d: (i: number) => number }[] = [
  { name: "spread", n: 40, d: (i) => (((7 * i) % 11) - 4) / 10 },
  { name: "skewed", n: 25, d: (i) => (i % 5 === 0 ? -1 : 0.3) },
  { name: "lumpy", n: 60, d: (i) => (i % 4 === 0 ? 1 : i % 13 === 0 ? -1 : 0) },
];

const out: Record<string, unknown> = {
  generator: "test/reference/soft_betting.ts",
  alpha: ALPHA,
  node: process.version,
  test: "one-sided hedged-capital betting test, predictable plug-in bet, c = 3/4, p = 1/max_t K_t (Ville)",
};
const prior = (() => {
  try {
    return JSON.parse(readFileSync(values.out!, "utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
})();

if (ONLY === "all" || ONLY === "level") {
  const level: unknown[] = [];
  const designs: [string, number, number, number][] = []; // shape, n, M, K
  for (const shape of Object.keys(NULL_SHAPES)) for (const n of [30, 100, 300]) designs.push([shape, n, 1, 1]);
  designs.push(["left-skewed (+0.03 w.p. 0.9, −0.27 w.p. 0.1)", 100, 3, 2]);
  designs.push(["least favourable (+0.03 w.p. 1/1.03, −1 w.p. 0.03/1.03)", 100, 3, 2]);
  for (const [shape, n, M, K] of designs) {
    const rng = createRng(`soft-betting-level:${shape}:${n}:${M}:${K}`);
    const F = M * K;
    const emax = emaxOf(K, "exact");
    let bet = 0;
    let mix = 0;
    let flip = 0;
    for (let r = 0; r < REPS; r++) {
      const ds = Array.from({ length: F }, () => Float64Array.from({ length: n }, () => NULL_SHAPES[shape]!.draw(rng)));
      if (holm(ds.map((d) => bettingP(d, ALPHA / F))).some((p) => p < ALPHA)) bet++;
      if (holm(ds.map((d) => mixtureP(d))).some((p) => p < ALPHA)) mix++;
      // the sign-flip family through the verdict's own decision path
      if (
        F === 1
          ? signFlipFires(ds[0]!, ALPHA, emax)
          : detectFamily(
              ds.map((d) => ({ kind: "soft" as const, d })),
              F,
              ALPHA,
              emax,
            ).some((x) => x.detected)
      )
        flip++;
    }
    const cell = {
      d: shape,
      symmetric: NULL_SHAPES[shape]!.symmetric,
      n,
      M,
      K,
      reps: REPS,
      betting: bet / REPS,
      mixture: mix / REPS,
      sign_flip: flip / REPS,
      se_alpha: se(ALPHA, REPS),
    };
    level.push(cell);
    log(`level ${shape} n=${n} ${M}x${K}: betting ${cell.betting} mixture ${cell.mixture} sign-flip ${cell.sign_flip}`);
  }
  out.level = level;
}

if (ONLY === "all" || ONLY === "power") {
  const power: unknown[] = [];
  for (const [shape, spec] of Object.entries(POWER_SHAPES)) {
    for (const n of spec.ns) {
      for (const [M, K] of [
        [1, 1],
        [3, 2],
      ] as const) {
        const rng = createRng(`soft-betting-power:${shape}:${n}:${M}:${K}`);
        const F = M * K;
        const emax = emaxOf(K, "exact");
        let bet = 0;
        let mix = 0;
        let flip = 0;
        for (let r = 0; r < REPS; r++) {
          const d = Float64Array.from({ length: n }, () => spec.draw(rng));
          if (bettingP(d, ALPHA / F) < ALPHA / F) bet++;
          if (mixtureP(d) < ALPHA / F) mix++;
          if (signFlipFires(d, ALPHA / F, emax)) flip++;
        }
        const cell = {
          d: shape,
          mean: spec.mean,
          n,
          M,
          K,
          reps: REPS,
          betting: bet / REPS,
          mixture: mix / REPS,
          sign_flip: flip / REPS,
          ceiling: Math.min(1, (ALPHA / F) * (1 + spec.mean) ** n),
        };
        power.push(cell);
        log(
          `power ${shape} n=${n} ${M}x${K}: betting ${cell.betting} mixture ${cell.mixture} sign-flip ${cell.sign_flip}`,
        );
      }
    }
  }
  out.power = power;
}

if (ONLY === "all" || ONLY === "ceiling") {
  // d ≡ δ on every item: the betting test's power against the ceiling α(1 + δ)^n of any valid test
  const ceiling: unknown[] = [];
  for (const delta of [0.01, 0.03, 0.05, 0.1]) {
    for (const n of [30, 100, 300]) {
      const d = new Float64Array(n).fill(delta);
      ceiling.push({
        delta,
        n,
        betting_p: bettingP(d, ALPHA),
        mixture_p: mixtureP(d),
        ceiling: Math.min(1, ALPHA * (1 + delta) ** n),
      });
    }
  }
  out.ceiling = ceiling;
  // fixed non-constant d, for the independent numpy implementation in mean_ceiling.py to match
  out.fixed = FIXED_D.map((f) => {
    const d = Array.from({ length: f.n }, (_, i) => f.d(i + 1));
    return { name: f.name, n: f.n, betting_p: bettingP(d, ALPHA), mixture_p: mixtureP(d) };
  });
}

if (values.rows && (ONLY === "all" || ONLY === "fixture")) {
  out.fixture = await fixture(values.rows);
}

for (const k of ["level", "power", "ceiling", "fixed", "fixture"]) if (!(k in out) && k in prior) out[k] = prior[k];
writeFileSync(values.out!, `${JSON.stringify(out, null, 1)}\n`);
log(`wrote ${values.out}`);

// ---- the real llama.cpp fixture (docs/real-llm.md) ----

async function fixture(path: string) {
  const rows = (await parseOutcomesText(readFileSync(path, "utf8"), path)).rows;
  const ids = [...new Set(rows.map((r) => r.id))];
  const design: VerdictDesign = {
    alpha: ALPHA,
    targetEffect: 0.3,
    models: 2,
    perturbers: 1,
    emax: "exact",
    power: 0.8,
  };
  const dOf = new Map<string, Map<string, number>>();
  for (const model of ["memorizer", "control"]) {
    const o = new Map(rows.filter((r) => r.model === model && r.condition === "original").map((r) => [r.id, r]));
    const q = new Map(rows.filter((r) => r.model === model && r.condition !== "original").map((r) => [r.id, r]));
    dOf.set(model, new Map(ids.map((id) => [id, o.get(id)!.score! - q.get(id)!.score!])));
  }
  const bettingNames = (pick: readonly string[]) => {
    const models = ["memorizer", "control"];
    const ps = models.map((m) =>
      bettingP(
        pick.map((id) => dOf.get(m)!.get(id)!),
        ALPHA / 2,
      ),
    );
    const adj = holm(ps);
    return new Set(models.filter((_, i) => adj[i]! < ALPHA));
  };
  const verdictNames = (pick: ReadonlySet<string>, soft: boolean) => {
    const kept = rows
      .filter((r) => pick.has(r.id))
      .map((r): OutcomeRow => (soft ? r : { model: r.model, id: r.id, condition: r.condition, correct: r.correct }));
    const tables = tablesFromConditions(outcomeFileOfRows("rows", kept));
    return new Set(
      computeVerdict(tables, design)
        .models.filter((m) => m.detected)
        .map((m) => m.name),
    );
  };
  // 1. scripts/soft-gain.ts's subsamples, draw for draw
  const GRID = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 60, 80, 160, 320, 600];
  const SAMPLES = 200;
  const rng = Mt19937.fromBigInt(20261206n);
  const same: unknown[] = [];
  for (const n of GRID.filter((g) => g <= ids.length)) {
    const reps = n === ids.length ? 1 : SAMPLES;
    const hit = { binary: 0, soft: 0, betting: 0, binaryControl: 0, softControl: 0, bettingControl: 0 };
    for (let r = 0; r < reps; r++) {
      const pick = sample(ids, n, rng);
      const set = new Set(pick);
      const b = verdictNames(set, false);
      const s = verdictNames(set, true);
      const w = bettingNames(pick);
      hit.binary += b.has("memorizer") ? 1 : 0;
      hit.soft += s.has("memorizer") ? 1 : 0;
      hit.betting += w.has("memorizer") ? 1 : 0;
      hit.binaryControl += b.has("control") ? 1 : 0;
      hit.softControl += s.has("control") ? 1 : 0;
      hit.bettingControl += w.has("control") ? 1 : 0;
    }
    const rate = (k: number) => k / reps;
    same.push({
      n,
      samples: reps,
      memorizer: { binary: rate(hit.binary), soft: rate(hit.soft), betting: rate(hit.betting) },
      control: { binary: rate(hit.binaryControl), soft: rate(hit.softControl), betting: rate(hit.bettingControl) },
    });
    log(`fixture n=${n}: ${JSON.stringify(same.at(-1))}`);
  }
  // 2. the betting test alone on every n, for a finer "smallest n named in ≥ 80%"
  const fine: unknown[] = [];
  const rng2 = Mt19937.fromBigInt(20261207n);
  for (let n = 8; n <= 80; n++) {
    let hit = 0;
    let control = 0;
    for (let r = 0; r < SAMPLES; r++) {
      const w = bettingNames(sample(ids, n, rng2));
      hit += w.has("memorizer") ? 1 : 0;
      control += w.has("control") ? 1 : 0;
    }
    fine.push({ n, samples: SAMPLES, memorizer: hit / SAMPLES, control: control / SAMPLES });
  }
  const m = dOf.get("memorizer")!;
  const all = ids.map((id) => m.get(id)!);
  const mean = all.reduce((a, x) => a + x, 0) / all.length;
  return { items: ids.length, memorizer_mean_soft_drop: mean, grid: same, betting_every_n: fine };
}

/** n distinct ids without replacement: scripts/soft-gain.ts's partial Fisher–Yates, draw for draw. */
function sample(ids: readonly string[], n: number, rng: Mt19937): string[] {
  const a = [...ids];
  for (let i = 0; i < n; i++) {
    const j = i + rng.randbelow(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}
