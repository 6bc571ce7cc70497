import { clopperPearson, mcnemarP, pairedSe } from "../stats/mcnemar.js";
import { meldedInterval } from "../stats/melded.js";
import { holm } from "../stats/multiplicity.js";
import { exactPower, minDetectableEffect } from "../stats/power.js";
import { emaxOf, type VerdictRule } from "../stats/rule.js";
import { signFlipP, softDifferences } from "../stats/sign-flip.js";
import { softMinDetectableEffect, softPower } from "../stats/soft-power.js";
import { finishControls, holmWithControls, NO_CONTROLS, planControls, type ControlsDeclaration } from "./controls.js";
import { detectFamily, type PairDetection, type PairEvidence } from "./family.js";
import { assessHeterogeneity } from "./heterogeneity.js";
import { assessTimeSplit, type TimeSplitInput } from "./time-split.js";
import type {
  AchievedPower,
  HeterogeneityVerdict,
  ModelVerdict,
  PairedTable,
  PairVerdict,
  Proportion,
  SoftPairFigures,
  VerdictDesign,
  VerdictReport,
} from "./types.js";
import { verdictWarnings } from "./warnings.js";

/**
 * Paired tables of every (model, perturber) pair run + the preregistered design → the v2 verdict
 * (docs/statistics.md). Pure: the CLI, `run`, `check` and the action all render this one object.
 */
export function computeVerdict(
  tables: readonly PairedTable[],
  design: VerdictDesign,
  controls: ControlsDeclaration = NO_CONTROLS,
  timeSplit: TimeSplitInput | null = null,
): VerdictReport {
  validateDesign(design);
  if (tables.length === 0) throw new RangeError("tables must hold at least one (model, perturber) pair");
  for (const t of tables) validateTable(t);
  const modelNames = distinct(tables.map((t) => t.model));
  const perturbersRun = distinct(tables.map((t) => t.perturber));
  checkPairsUnique(tables);
  if (modelNames.length > design.models) {
    throw new RangeError(`the design has M = ${design.models} models but tables name ${modelNames.length}`);
  }
  if (perturbersRun.length > design.perturbers) {
    throw new RangeError(
      `the design has K = ${design.perturbers} perturbers tried but tables name ${perturbersRun.length}`,
    );
  }

  // Declared controls add their excess-drop tests to the one Holm family (docs/statistics.md "Controls (v2)").
  const planned = planControls(tables, design, controls);
  const familySize = design.models * design.perturbers + planned.familyTests;
  const excessPs = planned.tests.map((t) => t.p_value);
  const emaxValue = emaxOf(design.perturbers, design.emax);
  const rule: VerdictRule = {
    alpha: design.alpha,
    models: design.models,
    perturbers: design.perturbers,
    sided: "one-sided",
    emax: design.emax,
  };
  const ns = tables.map((t) => t.a + t.b + t.c + t.e);
  // Each pair on its model's signal (docs/statistics.md "The soft signal"); one family either way.
  const softD = tables.map((t) => (t.soft !== undefined ? softDifferences(t.soft.original, t.soft.perturbed) : null));
  const evidence: PairEvidence[] = tables.map((t, i) => {
    const d = softD[i];
    return d !== null && d !== undefined ? { kind: "soft", d } : { b: t.b, c: t.c, n: ns[i]! };
  });
  const detections = detectFamily(evidence, familySize, design.alpha, emaxValue, excessPs);
  const controlNames = new Set(controls.kind === "declared" ? controls.controls : []);
  // A control is never named; its own pairs keep their figures (its drop is reported).
  const named = new Set(
    tables.filter((t, i) => detections[i]!.detected && !controlNames.has(t.model)).map((t) => t.model),
  );
  const negative = significantlyNegative(tables, softD, familySize, design.alpha);

  const pairs: PairVerdict[] = tables.map((t, i) => {
    const n = ns[i]!;
    const d = detections[i]!;
    const nd = t.b + t.c;
    const psi = nd / n;
    const { lcb, ucb } = meldedInterval(t.b, t.c, n, design.alpha);
    const shown = !named.has(t.model);
    const binary = {
      perturber: t.perturber,
      signal: "binary" as const,
      soft: null,
      n,
      table: { a: t.a, b: t.b, c: t.c, e: t.e },
      accuracy_original: proportion(t.a + t.b, n, design.alpha),
      accuracy_perturbed: proportion(t.a + t.c, n, design.alpha),
      drop: (t.b - t.c) / n,
      drop_ci: { lower: lcb, upper: ucb, level: 1 - 2 * design.alpha },
      lcb,
      ucb,
      se: pairedSe(t.b, t.c, n),
      se0: d.se0,
      deflation: d.deflation,
      adjusted_lcb: lcb - d.deflation,
      p_value: d.p,
      p_holm: d.pHolm,
      p_bh: d.pBh,
      detected: d.detected,
      discordant_rate: proportion(nd, n, design.alpha),
      achieved_power: achievedPower(shown, n, psi, design, rule),
      min_detectable_effect: shown && psi > 0 ? minDetectableEffect(n, psi, design.power, rule) : null,
      unparsed_original: t.unparsedOriginal,
      unparsed_perturbed: t.unparsedPerturbed,
    };
    const sd = softD[i];
    return sd !== null && sd !== undefined ? softPair(binary, t, sd, d, shown, design, rule) : binary;
  });

  const models: ModelVerdict[] = modelNames.map((name) => {
    const own = pairs.filter((_, i) => tables[i]!.model === name);
    const firing = own.filter((p) => p.detected).sort((x, y) => x.p_holm - y.p_holm);
    const detected = firing.length > 0 && !controlNames.has(name);
    return { name, detected, named_by: detected ? firing[0]!.perturber : null, pairs: own };
  });

  const heterogeneity: HeterogeneityVerdict[] = [];
  for (const perturber of perturbersRun) {
    const idx = tables.map((t, i) => (t.perturber === perturber ? i : -1)).filter((i) => i >= 0);
    if (idx.length < 2) continue;
    const h = assessHeterogeneity(
      perturber,
      idx.map((i) => ({ table: tables[i]!, pair: pairs[i]!, negative: negative[i]! })),
      design.alpha,
    );
    if (h !== null) heterogeneity.push(h);
  }

  return {
    design: {
      ...design,
      family_size: familySize,
      excess_tests: planned.familyTests,
      emax_value: emaxValue,
      perturbers_run: perturbersRun,
    },
    models,
    controls: finishControls(
      planned,
      holmWithControls(
        detections.map((d) => d.p),
        excessPs,
        familySize,
      ),
      design.alpha,
    ),
    heterogeneity,
    warnings: verdictWarnings(models, tables, negative, heterogeneity, design),
    anyDetected: models.some((m) => m.detected),
    time_split: assessTimeSplit(tables, timeSplit, design),
  };
}

/**
 * A soft pair's figures: the rule's fields replaced by the sign-flip test's (mean soft drop, score
 * interval, √Σd²/n, p), the binary table and accuracies kept for reading; power at the pair's
 * observed SD of d for the preregistered target (docs/statistics.md "The soft signal").
 */
function softPair(
  binary: PairVerdict,
  t: PairedTable,
  d: Float64Array,
  det: PairDetection,
  shown: boolean,
  design: VerdictDesign,
  rule: VerdictRule,
): PairVerdict {
  const test = det.soft!;
  const n = d.length;
  const mean = (xs: Float64Array) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const sd = n > 1 ? Math.sqrt(d.reduce((a, x) => a + (x - test.estimate) ** 2, 0) / (n - 1)) : 0;
  const figures: SoftPairFigures = {
    mean_original: mean(t.soft!.original),
    mean_perturbed: mean(t.soft!.perturbed),
    sd,
    informative: test.informative,
    method: test.method.kind,
    draws: test.method.kind === "monte-carlo" ? test.method.draws : null,
  };
  // The planning SD is never taken below one point: a pair with no spread has no power figure to give.
  const planSd = Math.max(sd, 0.01);
  return {
    ...binary,
    signal: "soft",
    soft: figures,
    drop: test.estimate,
    drop_ci: { lower: test.lcb, upper: test.ucb, level: 1 - 2 * design.alpha },
    lcb: test.lcb,
    ucb: test.ucb,
    se: sd / Math.sqrt(n),
    se0: det.se0,
    deflation: det.deflation,
    adjusted_lcb: test.lcb - det.deflation,
    achieved_power:
      !shown || n < 2
        ? { kind: "named" }
        : { kind: "computed", value: softPower({ n, sd: planSd, effect: design.targetEffect }, rule) },
    min_detectable_effect: shown && n >= 2 ? softMinDetectableEffect(n, planSd, design.power, rule) : null,
  };
}

/**
 * A drop significantly below zero (the perturbed questions were easier): the exact test in the
 * other direction (McNemar, or the sign-flip test of −d on the soft signal), Holm over the same
 * family. Never read as memory.
 */
function significantlyNegative(
  tables: readonly PairedTable[],
  softD: readonly (Float64Array | null)[],
  familySize: number,
  alpha: number,
): boolean[] {
  const ps = tables.map((t, i) => {
    const d = softD[i];
    return d !== null && d !== undefined ? signFlipP(d.map((x) => -x)).p : mcnemarP(t.c, t.b, "one-sided");
  });
  const adjusted = holm([...ps, ...new Array<number>(familySize - ps.length).fill(1)]);
  return tables.map((_, i) => adjusted[i]! < alpha);
}

function achievedPower(
  shown: boolean,
  n: number,
  psi: number,
  design: VerdictDesign,
  rule: VerdictRule,
): AchievedPower {
  if (!shown) return { kind: "named" };
  if (psi < design.targetEffect) return { kind: "undefined", reason: "discordance-below-target" };
  return { kind: "computed", value: exactPower(n, psi, design.targetEffect, rule) };
}

function proportion(k: number, n: number, alpha: number): Proportion {
  return { estimate: k / n, ci: { ...clopperPearson(k, n, alpha), level: 1 - alpha } };
}

function distinct(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}

function checkPairsUnique(tables: readonly PairedTable[]): void {
  const seen = new Set<string>();
  for (const t of tables) {
    const key = JSON.stringify([t.model, t.perturber]);
    if (seen.has(key)) throw new RangeError(`model "${t.model}" with perturber "${t.perturber}" appears twice`);
    seen.add(key);
  }
}

export function validateDesign(d: VerdictDesign): void {
  if (!(d.alpha > 0 && d.alpha < 0.5)) throw new RangeError(`alpha must be in (0, 0.5) (got ${d.alpha})`);
  if (!(d.targetEffect > 0 && d.targetEffect <= 1)) {
    throw new RangeError(`targetEffect must be in (0, 1] (got ${d.targetEffect})`);
  }
  if (!(d.power > 0 && d.power < 1)) throw new RangeError(`power must be in (0, 1) (got ${d.power})`);
  for (const k of ["models", "perturbers"] as const) {
    if (!Number.isInteger(d[k]) || d[k] < 1) throw new RangeError(`${k} must be an integer ≥ 1 (got ${d[k]})`);
  }
}

function validateTable(t: PairedTable): void {
  for (const k of ["a", "b", "c", "e"] as const) {
    if (!Number.isSafeInteger(t[k]) || t[k] < 0) {
      throw new RangeError(`table ${t.model}@${t.perturber}: ${k} must be an integer ≥ 0`);
    }
  }
  const n = t.a + t.b + t.c + t.e;
  if (n === 0) throw new RangeError(`table ${t.model}@${t.perturber}: n must be > 0`);
  if (t.soft !== undefined && (t.soft.original.length !== n || t.soft.perturbed.length !== n)) {
    throw new RangeError(`table ${t.model}@${t.perturber}: soft scores for ${t.soft.original.length} items, n = ${n}`);
  }
  if (t.items !== null && t.items.d.length !== n) {
    throw new RangeError(`table ${t.model}@${t.perturber}: ${t.items.d.length} item differences for n = ${n}`);
  }
}
