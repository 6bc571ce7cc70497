/**
 * The time split's guarantees by simulation of the pipeline the verdict runs (computeVerdict with
 * dates and cutoffs → split by date → MOVER test over the melded bounds → Holm over the time-split
 * family; docs/statistics.md, "Time split (v2)"), on a sub-grid of the full simulation
 * (test/reference/time_split_sim.mjs, whose output time_split_sim.json is committed):
 * - null rate ≤ α + 2 SE when the drop is the same before and after the cutoff, including the
 *   designs where the permutation test it replaced rejected 6–8% (a small group with other
 *   discordance than the large one);
 * - power at the gate's design (drop δ on pre items, 0 on post, discordance ψ in both) equals the
 *   power the report shows (timeSplitPower: the rule's exact sum, or its expected-table
 *   approximation for large groups) within 3 Monte Carlo SE;
 * - coverage of the (1 − 2α) interval for drop_pre − drop_post.
 */
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../src/stats/random.js";
import { dropDifferenceInterval, timeSplitPower } from "../../src/stats/drop-difference.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { NO_CONTROLS } from "../../src/verdict/controls.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";
import { decideTimeSplit, type TimeSplitInput } from "../../src/verdict/time-split.js";

const ALPHA = 0.05;

/** One group's per-item d: +1 w.p. (ψ + δ)/2, −1 w.p. (ψ − δ)/2 (drop δ at discordance ψ). */
function draw(rng: Rng, n: number, psi: number, drop: number, into: number[]): void {
  const plus = (psi + drop) / 2;
  const minus = (psi - drop) / 2;
  for (let i = 0; i < n; i++) {
    const u = rng.next();
    into.push(u < plus ? 1 : u < plus + minus ? -1 : 0);
  }
}

interface Side {
  n: number;
  psi: number;
  drop: number;
}

/** A model's table over ids p1…pN (pre) then q1…qM (post), with its item-level d's. */
function table(rng: Rng, model: string, pre: Side, post: Side): PairedTable {
  const d: number[] = [];
  draw(rng, pre.n, pre.psi, pre.drop, d);
  draw(rng, post.n, post.psi, post.drop, d);
  const ids = [
    ...Array.from({ length: pre.n }, (_, i) => `p${i}`),
    ...Array.from({ length: post.n }, (_, i) => `q${i}`),
  ];
  let a = 0,
    b = 0,
    c = 0,
    e = 0;
  d.forEach((x, i) => {
    if (x > 0) b++;
    else if (x < 0) c++;
    else if (i % 2) a++;
    else e++;
  });
  return {
    model,
    perturber: "shuffle_choices",
    a,
    b,
    c,
    e,
    unparsedOriginal: 0,
    unparsedPerturbed: 0,
    items: { ids, d: Int8Array.from(d) },
  };
}

function input(pre: number, post: number, models: string[], psi: number): TimeSplitInput {
  const publishedAt = new Map<string, string>();
  for (let i = 0; i < pre; i++) publishedAt.set(`p${i}`, "2022-01-01");
  for (let i = 0; i < post; i++) publishedAt.set(`q${i}`, "2025-01-01");
  return { publishedAt, cutoffs: new Map(models.map((m) => [m, "2024-01-01"])), discordantRate: psi };
}

const design = (models: number, effect = 0.05): VerdictDesign => ({
  alpha: ALPHA,
  targetEffect: effect,
  models,
  perturbers: 1,
  emax: "exact",
  power: 0.8,
});

interface Rate {
  sims: number;
  rate: number;
  se: number;
}
const rate = (hits: number, sims: number): Rate => {
  const r = hits / sims;
  return { sims, rate: r, se: Math.sqrt((r * (1 - r)) / sims) || Math.sqrt(0.25 / sims) };
};

/** Families in which some model's time split reads "pre-larger" (the family-wise error under the null). */
function nullRate(pre: Side, post: Side, models: number, sims: number, seed: string): Rate {
  const rng = createRng(seed);
  const names = Array.from({ length: models }, (_, i) => `m${i}`);
  const ts = input(pre.n, post.n, names, pre.psi);
  let hits = 0;
  for (let s = 0; s < sims; s++) {
    const tables = names.map((m) => table(rng, m, pre, post));
    const r = decideTimeSplit(tables, ts, design(models));
    if (r?.pairs.some((v) => "rejected" in v && v.rejected)) hits++;
  }
  return rate(hits, sims);
}

describe("time split: null rate ≤ α (equal drops before and after the cutoff)", () => {
  const cases: [string, Side, Side, number][] = [
    ["exchangeable, no drop, 400/200", { n: 400, psi: 0.3, drop: 0 }, { n: 200, psi: 0.3, drop: 0 }, 1],
    ["exchangeable, 2 models (Holm), 300/300", { n: 300, psi: 0.4, drop: 0.05 }, { n: 300, psi: 0.4, drop: 0.05 }, 2],
    [
      "40 pre at ψ 0.6 vs 400 post at ψ 0.1, drop 5 pt",
      { n: 40, psi: 0.6, drop: 0.05 },
      { n: 400, psi: 0.1, drop: 0.05 },
      1,
    ],
    [
      "30 pre at ψ 0.8 vs 200 post at ψ 0.05, drop 5 pt",
      { n: 30, psi: 0.8, drop: 0.05 },
      { n: 200, psi: 0.05, drop: 0.05 },
      1,
    ],
    ["60/20 at ψ 0.2/0.6, drop 5 pt", { n: 60, psi: 0.2, drop: 0.05 }, { n: 20, psi: 0.6, drop: 0.05 }, 1],
    ["20/60 at ψ 0.2/0.6, drop 5 pt", { n: 20, psi: 0.2, drop: 0.05 }, { n: 60, psi: 0.6, drop: 0.05 }, 1],
    ["400/400 at ψ 0.8, drop 5 pt", { n: 400, psi: 0.8, drop: 0.05 }, { n: 400, psi: 0.8, drop: 0.05 }, 1],
  ];
  for (const [name, pre, post, models] of cases) {
    it(name, () => {
      // 10,000 families: SE at α 0.0022, so the permutation test's 0.075 would be 11 SE over.
      const r = nullRate(pre, post, models, 10_000, `ts-null-${name}`);
      const se = Math.sqrt((ALPHA * (1 - ALPHA)) / r.sims);
      console.log(`time-split null rate, ${name}: ${r.rate.toFixed(4)} (SE at α ${se.toFixed(4)}, ${r.sims} families)`);
      expect(r.rate).toBeLessThanOrEqual(ALPHA + 2 * se);
    });
  }
});

describe("time split: power at the gate's design matches the power the report shows", () => {
  const designs: [number, number, number, number][] = [
    // nPre, nPost, ψ, δ: the first three by the exact sum, the others by the expected-table approximation
    [40, 20, 0.5, 0.3],
    [30, 30, 0.3, 0.2],
    [80, 40, 0.1, 0.1],
    [400, 200, 0.3, 0.1],
    [150, 100, 0.4, 0.15],
    [1000, 500, 0.2, 0.05],
  ];
  for (const [nPre, nPost, psi, effect] of designs) {
    it(`n_pre ${nPre}, n_post ${nPost}, ψ ${psi}, δ ${effect}`, () => {
      const rng = createRng(`ts-power-${nPre}-${nPost}-${psi}-${effect}`);
      const sims = 4000;
      const ts = input(nPre, nPost, ["m"], psi);
      let hits = 0;
      let shown = Number.NaN;
      for (let s = 0; s < sims; s++) {
        const t = table(rng, "m", { n: nPre, psi, drop: effect }, { n: nPost, psi, drop: 0 });
        const r = decideTimeSplit([t], ts, design(1, effect))!.pairs[0]!;
        if (!("rejected" in r)) throw new Error("not tested");
        // The whole verdict, as `run` computes it, for the first draws: the same decision, and the power it shows.
        if (s < 5) {
          const v = computeVerdict([t], design(1, effect), NO_CONTROLS, ts).time_split;
          if (v.kind !== "assessed" || v.verdicts[0]!.test.kind !== "tested") throw new Error("not tested");
          const test = v.verdicts[0]!.test;
          if (test.power.kind === "computed") shown = test.power.value;
          expect(r.rejected).toBe(test.decision === "pre-larger");
          expect(test.p_holm < ALPHA).toBe(test.decision === "pre-larger");
        }
        if (r.rejected) hits++;
      }
      const r = rate(hits, sims);
      const gate = timeSplitPower({ nPre, nPost, discordantRate: psi, effect, level: ALPHA });
      expect(shown).toBe(gate.value);
      const se = Math.sqrt((gate.value * (1 - gate.value)) / sims);
      console.log(
        `time-split power, n_pre ${nPre}, n_post ${nPost}, ψ ${psi}, δ ${effect}: simulated ${r.rate.toFixed(4)} (${sims}), shown ${gate.value.toFixed(4)} (${gate.method}, SE ${se.toFixed(4)})`,
      );
      expect(Math.abs(r.rate - gate.value)).toBeLessThanOrEqual(3 * se);
    });
  }
});

describe("time split: coverage of the (1 − 2α) interval for drop_pre − drop_post", () => {
  const designs: [string, Side, Side][] = [
    ["400/200, ψ 0.3, drops 0.1 vs 0", { n: 400, psi: 0.3, drop: 0.1 }, { n: 200, psi: 0.3, drop: 0 }],
    [
      "400/200, memorizer-like: ψ 0.75, drop 0.7 vs 0 at ψ 0.4",
      { n: 400, psi: 0.75, drop: 0.7 },
      { n: 200, psi: 0.4, drop: 0 },
    ],
    ["100/50, ψ 0.2, equal drops 0.05", { n: 100, psi: 0.2, drop: 0.05 }, { n: 50, psi: 0.2, drop: 0.05 }],
    ["1000/1000, ψ 0.1, drops 0.02 vs 0.04", { n: 1000, psi: 0.1, drop: 0.02 }, { n: 1000, psi: 0.1, drop: 0.04 }],
  ];
  for (const [name, pre, post] of designs) {
    it(name, () => {
      const rng = createRng(`ts-coverage-${name}`);
      const sims = 1000;
      const truth = pre.drop - post.drop;
      const ts = input(pre.n, post.n, ["m"], 0.3);
      let both = 0,
        lower = 0,
        upper = 0;
      for (let s = 0; s < sims; s++) {
        // The split the verdict makes, then the interval assessTimeSplit attaches to it (the
        // p-value search it also runs is left out: it does not change the interval).
        const r = decideTimeSplit([table(rng, "m", pre, post)], ts, design(1))!.pairs[0]!;
        if (r.groups === null) throw new Error("not tested");
        const ci = dropDifferenceInterval(r.groups[0], r.groups[1], ALPHA);
        if (ci.lower <= truth) lower++;
        if (ci.upper >= truth) upper++;
        if (ci.lower <= truth && truth <= ci.upper) both++;
      }
      const [l, u, b] = [rate(lower, sims), rate(upper, sims), rate(both, sims)];
      console.log(
        `time-split coverage, ${name}: lower ${l.rate.toFixed(4)}, upper ${u.rate.toFixed(4)}, two-sided ${b.rate.toFixed(4)} (nominal 0.95, 0.95, 0.90; SE ≤ ${Math.max(l.se, b.se).toFixed(4)}, ${sims})`,
      );
      expect(l.rate).toBeGreaterThanOrEqual(1 - ALPHA - 2 * l.se);
      expect(u.rate).toBeGreaterThanOrEqual(1 - ALPHA - 2 * u.se);
      expect(b.rate).toBeGreaterThanOrEqual(1 - 2 * ALPHA - 2 * b.se);
    });
  }
});
