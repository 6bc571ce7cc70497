/**
 * Declared controls by simulation of the pipeline (docs/statistics.md, "Controls (v2)"): per-item
 * outcomes → tablesFromOutcomes → the verdict's own excess-drop path (planControls, Holm over the
 * grown family with the drop pairs' exact p, finishControls: what computeVerdict runs) → the
 * model's "drops more than the clean control" verdict. computeVerdict itself (which also computes
 * every pair's melded interval, MDE and achieved power, ~0.3 s a call here) is run on the first
 * 50 samples of every design and must make the same decision with the same figures.
 * - null rate ≤ α: model and control with equal drops, at equal and at different discordances,
 *   with and without shared item effects (items fragile for both models);
 * - coverage of the excess-drop interval ([lcb, ucb], nominal 1 − 2α, and each one-sided bound,
 *   nominal 1 − α) at null and non-null designs;
 * - power at the gate's design: the simulated rate of the gate's rule (sign-flip p < α/F) matches
 *   the gate's exact power within 3 SE, and the Holm verdict's rate is at least that.
 * Figures are printed so the docs can quote them.
 */
import { describe, expect, it } from "vitest";
import { controlsPower } from "../../src/design/controls.js";
import { createRng, type Rng } from "../../src/stats/random.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { finishControls, holmWithControls, planControls } from "../../src/verdict/controls.js";
import { tablesFromOutcomes, type PairedOutcome } from "../../src/verdict/parse-jsonl.js";
import type { VerdictDesign } from "../../src/verdict/types.js";

const ALPHA = 0.05;
const DESIGN: VerdictDesign = { alpha: ALPHA, targetEffect: 0.05, models: 2, perturbers: 1, emax: "exact", power: 0.8 };
const CONTROL = { kind: "declared", controls: ["control"], against: "each" } as const;

/** One model's behaviour on one item: discordant with probability psi, in the drop direction with (1 + drop/psi)/2. */
interface Behaviour {
  psi: number;
  drop: number;
}

/** (original, perturbed) for x = original − perturbed, with a coin for the concordant cases. */
function outcome(rng: Rng, b: Behaviour, discordant: boolean): [boolean, boolean] {
  if (discordant) return rng.bernoulli((1 + b.drop / b.psi) / 2) ? [true, false] : [false, true];
  const right = rng.bernoulli(0.5);
  return [right, right];
}

/**
 * n items; with `fragile` > 0, a share `fragile` of the items is discordant for both models with
 * 3× the probability (shared item effects), the rest scaled down so each model's ψ is unchanged.
 */
function sample(rng: Rng, n: number, model: Behaviour, control: Behaviour, fragile = 0): PairedOutcome[] {
  const rows: PairedOutcome[] = [];
  for (let i = 0; i < n; i++) {
    const isFragile = fragile > 0 && rng.bernoulli(fragile);
    const scale = fragile > 0 ? (isFragile ? 3 : (1 - 3 * fragile) / (1 - fragile)) : 1;
    for (const [name, b] of [
      ["model", model],
      ["control", control],
    ] as const) {
      const [o, p] = outcome(rng, b, rng.bernoulli(Math.min(1, b.psi * scale)));
      rows.push({ model: name, perturber: null, id: `q${i}`, original: o, perturbed: p });
    }
  }
  return rows;
}

/** The verdict's excess-drop decision for one sample; the first CHECKED samples of a design also run computeVerdict. */
const CHECKED = 50;
function excessOf(rows: PairedOutcome[], index: number) {
  const tables = tablesFromOutcomes(rows, "sim.jsonl");
  const plan = planControls(tables, DESIGN, CONTROL);
  const family = DESIGN.models * DESIGN.perturbers + plan.familyTests;
  const dropPs = tables.map((t) => mcnemarP(t.b, t.c, "one-sided"));
  const excessPs = plan.tests.map((t) => t.p_value);
  const v = finishControls(plan, holmWithControls(dropPs, excessPs, family), ALPHA);
  if (v.kind !== "declared" || v.tests.length !== 1) throw new Error("one excess test expected");
  const t = v.tests[0]!;
  if (index < CHECKED) {
    const full = computeVerdict(tables, DESIGN, CONTROL);
    if (full.controls.kind !== "declared") throw new Error("controls expected");
    expect(full.controls.tests[0]).toEqual(t);
  }
  return t;
}

const SIMS = 4000;
const se = (p: number, sims: number) => Math.sqrt((p * (1 - p)) / sims);

describe("excess-drop rule: null rate ≤ α (whole pipeline)", () => {
  const designs: { name: string; n: number; model: Behaviour; control: Behaviour; fragile?: number }[] = [
    { name: "equal ψ 0.3, both drop 10 pt", n: 300, model: { psi: 0.3, drop: 0.1 }, control: { psi: 0.3, drop: 0.1 } },
    {
      name: "ψ 0.4 vs 0.1, both drop 8 pt",
      n: 300,
      model: { psi: 0.4, drop: 0.08 },
      control: { psi: 0.1, drop: 0.08 },
    },
    {
      name: "ψ 0.1 vs 0.5, both drop 5 pt",
      n: 300,
      model: { psi: 0.1, drop: 0.05 },
      control: { psi: 0.5, drop: 0.05 },
    },
    { name: "small n 40, ψ 0.3, no drop", n: 40, model: { psi: 0.3, drop: 0 }, control: { psi: 0.3, drop: 0 } },
    {
      name: "shared item effects, ψ 0.3 vs 0.2, both drop 6 pt",
      n: 500,
      model: { psi: 0.3, drop: 0.06 },
      control: { psi: 0.2, drop: 0.06 },
      fragile: 0.2,
    },
  ];
  for (const d of designs) {
    it(d.name, { timeout: 600_000 }, () => {
      const sims = SIMS;
      const rng = createRng(`controls-null-${d.name}`);
      let fired = 0;
      for (let s = 0; s < sims; s++) if (excessOf(sample(rng, d.n, d.model, d.control, d.fragile), s).exceeds) fired++;
      const rate = fired / sims;
      console.log(`null rate [${d.name}]: ${rate.toFixed(4)} (${fired}/${sims}, MC SE ${se(ALPHA, sims).toFixed(4)})`);
      expect(rate).toBeLessThanOrEqual(ALPHA + 2 * se(ALPHA, sims));
    });
  }
});

describe("excess-drop interval: coverage (whole pipeline)", () => {
  const designs: { name: string; n: number; model: Behaviour; control: Behaviour }[] = [
    { name: "Δ = 0, ψ 0.3", n: 200, model: { psi: 0.3, drop: 0.05 }, control: { psi: 0.3, drop: 0.05 } },
    { name: "Δ = 0.15, ψ 0.4 vs 0.2", n: 300, model: { psi: 0.4, drop: 0.2 }, control: { psi: 0.2, drop: 0.05 } },
    { name: "Δ = 0.45, memorizer ψ 0.5", n: 120, model: { psi: 0.5, drop: 0.45 }, control: { psi: 0.3, drop: 0 } },
    { name: "Δ = 0.03, small n 50", n: 50, model: { psi: 0.2, drop: 0.05 }, control: { psi: 0.2, drop: 0.02 } },
  ];
  for (const d of designs) {
    it(d.name, { timeout: 600_000 }, () => {
      const sims = SIMS;
      const truth = d.model.drop - d.control.drop;
      const rng = createRng(`controls-coverage-${d.name}`);
      let lower = 0;
      let upper = 0;
      let both = 0;
      let disagree = 0;
      for (let s = 0; s < sims; s++) {
        const t = excessOf(sample(rng, d.n, d.model, d.control), s);
        const l = t.lcb <= truth;
        const u = t.ucb >= truth;
        if (l) lower++;
        if (u) upper++;
        if (l && u) both++;
        // The interval is a score interval, the verdict an exact test: how often they disagree at α.
        if (t.lcb > 0 !== t.p_value < ALPHA) disagree++;
      }
      const [cl, cu, cb] = [lower / sims, upper / sims, both / sims];
      console.log(
        `coverage [${d.name}]: lower ${cl.toFixed(4)}, upper ${cu.toFixed(4)}, [lcb, ucb] ${cb.toFixed(4)} (nominal 0.95, 0.95, 0.90; ${sims} sims); lcb > 0 and exact p < α disagree in ${disagree}`,
      );
      expect(cl).toBeGreaterThanOrEqual(0.95 - 2 * se(0.95, sims));
      expect(cu).toBeGreaterThanOrEqual(0.95 - 2 * se(0.95, sims));
      expect(cb).toBeGreaterThanOrEqual(0.9 - 2 * se(0.9, sims));
    });
  }
});

describe("excess-drop power at the gate's design matches the gate", () => {
  const designs = [
    { n: 120, psi: 0.5, delta: 0.2 },
    { n: 300, psi: 0.3, delta: 0.1 },
    { n: 600, psi: 0.3, delta: 0.05 },
  ];
  for (const d of designs) {
    it(`n = ${d.n}, ψ = ${d.psi}, Δ = ${d.delta}`, { timeout: 600_000 }, () => {
      const gate = controlsPower({
        n: d.n,
        discordantRate: d.psi,
        alpha: ALPHA,
        models: 2,
        perturbers: 1,
        controls: { kind: "declared", count: 1, names: ["control"], against: "each", expectedExcessDrop: d.delta },
      });
      if (gate.kind !== "declared" || gate.power.value === null) throw new Error("gate power expected");
      const sims = SIMS;
      const rng = createRng(`controls-power-${d.n}-${d.psi}-${d.delta}`);
      let firstStep = 0;
      let holm = 0;
      for (let s = 0; s < sims; s++) {
        const t = excessOf(sample(rng, d.n, { psi: d.psi, drop: d.delta }, { psi: d.psi, drop: 0 }), s);
        if (t.p_value < gate.pThreshold) firstStep++;
        if (t.exceeds) holm++;
      }
      const exact = gate.power.value;
      const [rf, rh] = [firstStep / sims, holm / sims];
      console.log(
        `power [n ${d.n}, ψ ${d.psi}, Δ ${d.delta}]: gate exact ${exact.toFixed(4)}; simulated p < α/F ${rf.toFixed(4)} (MC SE ${se(exact, sims).toFixed(4)}); Holm verdict ${rh.toFixed(4)}`,
      );
      expect(Math.abs(rf - exact)).toBeLessThanOrEqual(3 * se(exact, sims));
      expect(rh).toBeGreaterThanOrEqual(exact - 3 * se(exact, sims));
    });
  }
});
