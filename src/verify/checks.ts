import { exactPower, minDetectableEffect } from "../stats/power.js";
import { createRng } from "../stats/random.js";
import { emaxOf, type VerdictRule } from "../stats/rule.js";
import { meldedCoverage } from "../stats/melded-coverage.js";
import { dropPhrase } from "../report/figures.js";
import { dropDigits, levelText, pIs, pt } from "../report/format.js";
import { verdictJson, type ModelJson } from "../report/verdict-json.js";
import { computeVerdict } from "../verdict/compute.js";
import { detectFamily } from "../verdict/family.js";
import { tablesFromOutcomes } from "../verdict/parse-jsonl.js";
import type { VerdictDesign } from "../verdict/types.js";
import { heterogeneityLevelCheck, timeSplitLevelCheck } from "./corner-checks.js";
import { sampleBinomial } from "./sample-binomial.js";
import { cleanModel, memorizingModel, pairedOutcomes, syntheticItems, type Perturbation } from "./fake-model.js";

export interface VerifyOptions {
  n: number;
  seed: string;
  alpha: number;
  /** Simulations for (d) to (h); at least 20,000. */
  sims: number;
  /** How often the memorizing fake recalls a published answer (default 0.99); its accuracy on perturbed text is 0.40. */
  memorizingRecall?: number;
}

export interface CheckResult {
  id: "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h";
  pass: boolean;
  text: string;
}

/** Discordant rate of the simulated null and alternative designs. */
const PSI = 0.3;
/** The memorizing fake: recall of published answers, and accuracy when it must reason. */
const MEMORIZING_RECALL = 0.99;
const MEMORIZING_ACCURACY = 0.4;
/** (e) checks the deflation too: K perturbers tried. */
const POWER_CHECK_K = 5;
/** (d): the family the v2 rule exists for — several models, several perturbers on shared originals. */
const FAMILY_M = 3;
const FAMILY_K = 2;
/** (f): the melded interval's coverage where v1's failed (docs/statistics.md). */
const COVERAGE_PIS = [0.985, 0.875] as const;
const COVERAGE_N = 1000;

/**
 * The instrument check: the verdict code path, fed by fake models and by
 * seeded simulation, must detect memory, spare a clean model, see nothing under the identity
 * perturbation, hold the family-wise error rate, and match its own exact power.
 */
export function runVerify(o: VerifyOptions): CheckResult[] {
  const design: VerdictDesign = {
    alpha: o.alpha,
    targetEffect: 0.05,
    models: 2,
    perturbers: 1,
    emax: "exact",
    power: 0.8,
  };
  const items = syntheticItems(o.n);
  const clean = cleanModel(o.seed);
  const recall = o.memorizingRecall ?? MEMORIZING_RECALL;
  const memorizing = memorizingModel(o.seed, recall, MEMORIZING_ACCURACY);
  const verdictFor = (p: Perturbation) =>
    verdictJson(
      computeVerdict(
        tablesFromOutcomes([...pairedOutcomes(memorizing, items, p), ...pairedOutcomes(clean, items, p)], "(verify)"),
        design,
      ),
    );
  const shuffled = verdictFor("reverse-choices");
  const identity = verdictFor("identity");
  const [mem, cln] = shuffled.models as [ModelJson, ModelJson];

  const results: CheckResult[] = [];
  results.push({
    id: "a",
    pass: mem.detected,
    text: `a model that memorized the originals is detected: ${describe(mem, o.alpha)}; ${checkPower(o, recall)}`,
  });
  results.push({
    id: "b",
    pass: !cln.detected,
    text:
      `a clean model is not detected: ${describe(cln, o.alpha)}` +
      (cln.detected
        ? `; a correct instrument fails this for at most a fraction α of seeds — rerun with another --seed`
        : ""),
  });
  const ids = identity.models.map((m) => ({ m, p: m.perturbers[0]! }));
  const nds = ids.map(({ m, p }) => `${m.name} ${p.table.b + p.table.c}/${p.n}`);
  results.push({
    id: "c",
    pass: ids.every(({ m, p }) => p.table.b + p.table.c === 0 && !m.detected),
    text: `the identity perturbation gives zero discordant pairs: ${nds.join(", ")} discordant`,
  });
  results.push(familyWiseCheck(o));
  results.push(powerCheck(o));
  results.push(coverageCheck(o));
  results.push({ id: "g", ...timeSplitLevelCheck(o) });
  results.push({ id: "h", ...heterogeneityLevelCheck(o) });
  return results;
}

/**
 * The chance check (a) passes at this n: the fake's items are discordant with probability
 * ψ = r(1 − q) + (1 − r)q and drop by δ = r − q, so the exact power at α/2 (Holm's worst case
 * over the two models) is a lower bound on how often a correct instrument detects it. A failure at low power is
 * the instrument being honest about n, not a bug.
 */
function checkPower(o: VerifyOptions, r: number): string {
  const q = MEMORIZING_ACCURACY;
  const psi = r * (1 - q) + (1 - r) * q;
  const delta = r - q;
  if (!(delta > 0)) return "this fake has no memory to detect";
  const rule: VerdictRule = { alpha: o.alpha, models: 2, perturbers: 1, sided: "one-sided", emax: "exact" };
  // Holm's first step at α/(M·K) = α/2 is the strictest case, so this power bounds the chance from below.
  const chance = Math.floor(exactPower(o.n, psi, delta, rule) * 1e4) / 1e4;
  return `chance that this check passes at n = ${o.n}: at least ${chance.toFixed(4)} (exact power at α/2, Holm's worst case)`;
}

function describe(m: ModelJson, alpha: number): string {
  const p = m.perturbers[0]!;
  return (
    `drop ${dropPhrase(p)}, one-sided ${pIs(p.p_value)}, Holm ${pIs(p.p_holm)}, ` +
    `adjusted lower bound ${pt(p.adjusted_lcb, dropDigits(p.drop_ci))} (melded, ${levelText(1 - alpha)} one-sided)`
  );
}

/**
 * (d): M = 3 null models × K = 2 perturbers run on shared originals — the case v1 failed. Each
 * model answers its originals once (A correct of n); each perturber re-asks every item, keeping
 * the original outcome with probability ρ and drawing afresh otherwise. No drop (π = ½ among
 * discordant pairs), but a model's two pairs share its originals, so they are dependent. Any
 * detection is a false positive.
 */
function familyWiseCheck(o: VerifyOptions): CheckResult {
  const rng = createRng(`${o.seed}\u0000family-wise`);
  const accuracy = 0.6;
  // ψ = 2(1 − ρ)·accuracy·(1 − accuracy) = PSI.
  const fresh = PSI / (2 * accuracy * (1 - accuracy));
  const emax = emaxOf(FAMILY_K, "exact");
  let anyFired = 0;
  for (let s = 0; s < o.sims; s++) {
    const pairs: { b: number; c: number; n: number }[] = [];
    for (let m = 0; m < FAMILY_M; m++) {
      const correct = sampleBinomial(rng, o.n, accuracy);
      for (let k = 0; k < FAMILY_K; k++) {
        const b = sampleBinomial(rng, correct, fresh * (1 - accuracy));
        const c = sampleBinomial(rng, o.n - correct, fresh * accuracy);
        pairs.push({ b, c, n: o.n });
      }
    }
    if (detectFamily(pairs, FAMILY_M * FAMILY_K, o.alpha, emax).some((x) => x.detected)) anyFired++;
  }
  const rate = anyFired / o.sims;
  const se = Math.sqrt((o.alpha * (1 - o.alpha)) / o.sims);
  const bound = o.alpha + 2 * se;
  const pass = rate <= bound;
  return {
    id: "d",
    pass,
    text:
      `family-wise false-positive rate with M = ${FAMILY_M} null models × K = ${FAMILY_K} perturbers on shared originals: ` +
      `${rate.toFixed(4)} (${anyFired}/${o.sims} seeded simulations; n = ${o.n}, ψ = ${PSI}) ≤ α + 2 SE = ${bound.toFixed(4)}` +
      (pass
        ? ""
        : "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect"),
  };
}

/** (f): coverage of the melded bounds for the drop δ = ψ(2π − 1) at the contaminated end, where v1's interval covered 0.41–0.79. */
function coverageCheck(o: VerifyOptions): CheckResult {
  const parts: string[] = [];
  let pass = true;
  for (const pi of COVERAGE_PIS) {
    const c = meldedCoverage({
      pi,
      psi: PSI,
      n: COVERAGE_N,
      sims: o.sims,
      seed: `${o.seed}\u0000coverage\u0000${pi}`,
      alpha: o.alpha,
    });
    for (const [name, e] of [
      ["lower bound", c.lcb],
      ["upper bound", c.ucb],
      ["[lcb, ucb]", c.interval],
    ] as const) {
      const floor = e.nominal - 2 * Math.sqrt((e.nominal * (1 - e.nominal)) / o.sims);
      if (e.coverage < floor) pass = false;
      parts.push(
        `π = ${pi} ${name} ${e.coverage.toFixed(4)} (nominal ${e.nominal.toFixed(2)}, − 2 SE ${floor.toFixed(4)})`,
      );
    }
  }
  return {
    id: "f",
    pass,
    text: `melded interval coverage of the drop (n = ${COVERAGE_N}, ψ = ${PSI}, ${o.sims} simulations each): ${parts.join("; ")}`,
  };
}

/** (e): the exact power the gate relies on must agree with simulation of the same rule. */
function powerCheck(o: VerifyOptions): CheckResult {
  const rule: VerdictRule = { alpha: o.alpha, models: 1, perturbers: POWER_CHECK_K, sided: "one-sided", emax: "exact" };
  // A mid-range power gives the simulation its most informative comparison.
  const delta = minDetectableEffect(o.n, PSI, 0.5, rule) ?? PSI;
  const exact = exactPower(o.n, PSI, delta, rule);
  const pi1 = (1 + delta / PSI) / 2;
  const emax = emaxOf(POWER_CHECK_K, "exact");
  const rng = createRng(`${o.seed}\u0000power`);
  const decided = new Map<number, boolean>();
  let fired = 0;
  for (let s = 0; s < o.sims; s++) {
    const d = sampleBinomial(rng, o.n, PSI);
    const b = sampleBinomial(rng, d, pi1);
    // The same (b, c) recurs across draws: decide each table once.
    const key = b * (o.n + 1) + (d - b);
    let fires = decided.get(key);
    if (fires === undefined) {
      fires = detectFamily([{ b, c: d - b, n: o.n }], 1, o.alpha, emax)[0]!.detected;
      decided.set(key, fires);
    }
    if (fires) fired++;
  }
  const simulated = fired / o.sims;
  const se = Math.sqrt((exact * (1 - exact)) / o.sims);
  const diff = Math.abs(simulated - exact);
  return {
    id: "e",
    pass: diff <= 3 * se,
    text:
      `exact power ${exact.toFixed(4)} (n = ${o.n}, ψ = ${PSI}, δ = ${(100 * delta).toFixed(2)} pt, α = ${o.alpha}, M = 1, K = ${POWER_CHECK_K}) ` +
      `vs simulated ${simulated.toFixed(4)} (${fired}/${o.sims}); |difference| ${diff.toFixed(4)} ≤ 3 SE = ${(3 * se).toFixed(4)}`,
  };
}
