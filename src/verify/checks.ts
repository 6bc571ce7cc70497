import { dropPhrase } from "../report/figures.js";
import { dropDigits, levelText, pIs, pt } from "../report/format.js";
import { verdictJson, type ModelJson } from "../report/verdict-json.js";
import { exactPower, minDetectableEffect } from "../stats/power.js";
import { createRng } from "../stats/random.js";
import type { VerdictRule } from "../stats/rule.js";
import type { VerdictDesign } from "../verdict/types.js";
import { controlsLevelCheck, heterogeneityLevelCheck, timeSplitLevelCheck } from "./corner-checks.js";
import { VERIFY_DEPS, type VerifyDeps } from "./deps.js";
import { nonDetectionCheck } from "./nondetection-check.js";
import { sampleBinomial } from "./sample-binomial.js";
import { cleanModel, memorizingModel, pairedOutcomes, syntheticItems, type Perturbation } from "./fake-model.js";

export interface VerifyOptions {
  n: number;
  seed: string;
  alpha: number;
  /** Simulations for (d) to (j); at least 20,000. */
  sims: number;
  /** How often the memorizing fake recalls a published answer (default 0.99); its accuracy on perturbed text is 0.40. */
  memorizingRecall?: number;
}

export const CHECK_IDS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface CheckResult {
  id: CheckId;
  pass: boolean;
  text: string;
}

/** Discordant rate of the simulated null and alternative designs. */
const PSI = 0.3;
/** The memorizing fake: recall of published answers, and accuracy when it must reason. */
const MEMORIZING_RECALL = 0.99;
const MEMORIZING_ACCURACY = 0.4;
/**
 * (e): two families of 20, the gate's and the verdict's own. The rule's two clauses are nearly the
 * same statistic, so only the stricter binds: at M = 10 × K = 2 Holm's α/20 is stricter than the
 * E[max](2) deflation, at M = 2 × K = 10 the E[max](10) deflation is stricter than α/20. A check
 * at one design alone would pass a gate or a verdict that dropped the other.
 */
const POWER_CHECK_DESIGNS = [
  { models: 10, perturbers: 2, binds: "Holm's factor binds" },
  { models: 2, perturbers: 10, binds: "the deflation binds" },
] as const;
/** (d): the family the v2 rule exists for — several models, several perturbers on shared originals. */
const FAMILY_M = 3;
const FAMILY_K = 2;
/** (f): the melded interval's coverage where v1's failed (docs/statistics.md). */
const COVERAGE_PIS = [0.985, 0.875] as const;
const COVERAGE_N = 1000;

/**
 * The instrument check: the verdict code path, fed by fake models and by seeded simulation, must
 * detect memory, spare a clean model, see nothing under the identity perturbation, hold its
 * family-wise error, match its own exact power, cover, and keep the level of the time split,
 * heterogeneity, the controls and the printed upper bounds (docs/statistics.md, "Checking the
 * instrument"). `deps` is the code under check (VERIFY_DEPS in production); `only` runs a subset.
 */
export function runVerify(
  o: VerifyOptions,
  deps: VerifyDeps = VERIFY_DEPS,
  only: readonly CheckId[] = CHECK_IDS,
): CheckResult[] {
  const want = new Set(only);
  const results: CheckResult[] = [];
  if (want.has("a") || want.has("b") || want.has("c"))
    results.push(...fakeModelChecks(o, deps).filter((r) => want.has(r.id)));
  if (want.has("d")) results.push(familyWiseCheck(o, deps));
  if (want.has("e")) results.push(powerCheck(o, deps));
  if (want.has("f")) results.push(coverageCheck(o, deps));
  if (want.has("g")) results.push({ id: "g", ...timeSplitLevelCheck(o, deps) });
  if (want.has("h")) results.push({ id: "h", ...heterogeneityLevelCheck(o, deps) });
  if (want.has("i")) results.push({ id: "i", ...controlsLevelCheck(o, deps) });
  if (want.has("j")) results.push({ id: "j", ...nonDetectionCheck(o, deps) });
  return results;
}

/** (a)–(c): the fake models through the verdict as `verdict --input` runs it. */
function fakeModelChecks(o: VerifyOptions, deps: VerifyDeps): CheckResult[] {
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
      deps.computeVerdict(
        deps.tablesFromOutcomes(
          [...pairedOutcomes(memorizing, items, p), ...pairedOutcomes(clean, items, p)],
          "(verify)",
        ),
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
function familyWiseCheck(o: VerifyOptions, deps: VerifyDeps): CheckResult {
  const rng = createRng(`${o.seed}\u0000family-wise`);
  const accuracy = 0.6;
  // ψ = 2(1 − ρ)·accuracy·(1 − accuracy) = PSI.
  const fresh = PSI / (2 * accuracy * (1 - accuracy));
  const emax = deps.emaxOf(FAMILY_K, "exact");
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
    if (deps.detectFamily(pairs, FAMILY_M * FAMILY_K, o.alpha, emax).some((x) => x.detected)) anyFired++;
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
function coverageCheck(o: VerifyOptions, deps: VerifyDeps): CheckResult {
  const parts: string[] = [];
  let pass = true;
  for (const pi of COVERAGE_PIS) {
    const c = deps.meldedCoverage({
      pi,
      psi: PSI,
      n: COVERAGE_N,
      sims: o.sims,
      seed: `${o.seed}\u0000coverage\u0000${pi}`,
      alpha: o.alpha,
    });
    // The nominal levels are the verdict's promise at α, not whatever the simulation reports.
    for (const [name, e, nominal] of [
      ["lower bound", c.lcb, 1 - o.alpha],
      ["upper bound", c.ucb, 1 - o.alpha],
      ["[lcb, ucb]", c.interval, 1 - 2 * o.alpha],
    ] as const) {
      const floor = nominal - 2 * Math.sqrt((nominal * (1 - nominal)) / o.sims);
      if (e.coverage < floor) pass = false;
      parts.push(
        `π = ${pi} ${name} ${e.coverage.toFixed(4)} (nominal ${nominal.toFixed(2)}, − 2 SE ${floor.toFixed(4)})`,
      );
    }
  }
  return {
    id: "f",
    pass,
    text: `melded interval coverage of the drop (n = ${COVERAGE_N}, ψ = ${PSI}, ${o.sims} simulations each): ${parts.join("; ")}`,
  };
}

/**
 * (e): the exact power the gate prints must agree with simulation of the verdict's rule over the
 * gate's own family: M models × K perturbers tried, one pair with the drop δ and every other pair
 * null. The gate's figure is Holm's first step at α/(M·K) with the E[max](K) deflation, a lower
 * bound attained when no null pair falls below it; the null pairs fall below it rarely (at most α
 * of families), so the simulated rate sits within Monte Carlo error of the exact figure. A gate or
 * a verdict that drops Holm's factor or the deflation disagrees by many SE in one of the designs.
 */
function powerCheck(o: VerifyOptions, deps: VerifyDeps): CheckResult {
  const parts: string[] = [];
  let pass = true;
  for (const [j, { models: M, perturbers: K, binds }] of POWER_CHECK_DESIGNS.entries()) {
    const rule: VerdictRule = { alpha: o.alpha, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
    // A mid-range power gives the simulation its most informative comparison (searched with the
    // real power function, so a broken gate is compared at the same δ).
    const delta = minDetectableEffect(o.n, PSI, 0.5, rule) ?? PSI;
    const exact = deps.exactPower(o.n, PSI, delta, rule);
    const pi1 = (1 + delta / PSI) / 2;
    const emax = deps.emaxOf(K, "exact");
    const rng = createRng(`${o.seed}\u0000power\u0000${j}`);
    let fired = 0;
    const pairs = Array.from({ length: M * K }, () => ({ b: 0, c: 0, n: o.n }));
    for (let s = 0; s < o.sims; s++) {
      for (let i = 0; i < pairs.length; i++) {
        const d = sampleBinomial(rng, o.n, PSI);
        const b = sampleBinomial(rng, d, i === 0 ? pi1 : 0.5);
        pairs[i] = { b, c: d - b, n: o.n };
      }
      if (deps.detectFamily(pairs, M * K, o.alpha, emax)[0]!.detected) fired++;
    }
    const simulated = fired / o.sims;
    const se = Math.sqrt((exact * (1 - exact)) / o.sims);
    const diff = Math.abs(simulated - exact);
    if (!(diff <= 3 * se)) pass = false;
    parts.push(
      `M = ${M} × K = ${K} (${binds}; Holm's first step α/${M * K}, E[max](${K}) deflation), δ = ${(100 * delta).toFixed(2)} pt: ` +
        `exact ${exact.toFixed(4)} vs simulated ${simulated.toFixed(4)} (${fired}/${o.sims}; one pair with the drop, ${M * K - 1} null), ` +
        `|difference| ${diff.toFixed(4)} ≤ 3 SE = ${(3 * se).toFixed(4)}`,
    );
  }
  return {
    id: "e",
    pass,
    text: `the gate's exact power vs simulation of the verdict's family (n = ${o.n}, ψ = ${PSI}, α = ${o.alpha}): ${parts.join("; ")}`,
  };
}
