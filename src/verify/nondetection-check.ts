/**
 * `verify` check (j): the printed upper bound "the drop is at most +X pt (one-sided (1 − α) upper
 * bound)" must be false in at most α of the sentences printed (docs/statistics.md, "Never a bare
 * point estimate"). Simulated where selection bites: M = 3 models, each with the same true drop
 * 1.2 × the gate's minimum detectable drop, so most runs name some models and not others. Each
 * run decides the family with the verdict's rule, asks the surfaces' rule (boundsShown) which
 * bounds it prints, and counts the printed bounds below the true drop. Printing the bound only
 * for the models not named — the rule it replaced — errs in about a third of its sentences here.
 */
import { minDetectableEffect } from "../stats/power.js";
import { createRng } from "../stats/random.js";
import type { VerdictRule } from "../stats/rule.js";
import type { VerifyDeps } from "./deps.js";
import { sampleBinomial } from "./sample-binomial.js";

export interface NonDetectionOptions {
  n: number;
  seed: string;
  alpha: number;
  sims: number;
}

const DESIGN = { models: 3, perturbers: 1, psi: 0.3, power: 0.8, factor: 1.2 } as const;

interface SimPair {
  b: number;
  c: number;
  n: number;
}

export function nonDetectionCheck(
  o: NonDetectionOptions,
  deps: Pick<VerifyDeps, "detectFamily" | "emaxOf" | "meldedUcbBelow" | "boundsShown">,
): { pass: boolean; text: string } {
  const { models: M, perturbers: K, psi } = DESIGN;
  const rule: VerdictRule = { alpha: o.alpha, models: M, perturbers: K, sided: "one-sided", emax: "exact" };
  const mde = minDetectableEffect(o.n, psi, DESIGN.power, rule);
  // At very small n no drop up to ψ reaches the target power; the check then runs at ψ itself.
  const delta = Math.min(psi, DESIGN.factor * (mde ?? psi));
  const pi = (1 + delta / psi) / 2;
  const emax = deps.emaxOf(K, "exact");
  const rng = createRng(`${o.seed}\u0000non-detection`);
  // Whether a table's bound is below δ is the same every time it recurs: ask the code once per table.
  const below = new Map<number, boolean>();
  const ucbBelowDelta = (b: number, c: number) => {
    const key = b * (o.n + 1) + c;
    let v = below.get(key);
    if (v === undefined) {
      v = deps.meldedUcbBelow(b, c, o.n, o.alpha, delta);
      below.set(key, v);
    }
    return v;
  };
  let printed = 0;
  let wrong = 0;
  for (let s = 0; s < o.sims; s++) {
    const pairs: SimPair[] = [];
    for (let m = 0; m < M * K; m++) {
      const d = sampleBinomial(rng, o.n, psi);
      const b = sampleBinomial(rng, d, pi);
      pairs.push({ b, c: d - b, n: o.n });
    }
    const fired = deps.detectFamily(pairs, M * K, o.alpha, emax);
    for (let m = 0; m < M; m++) {
      const own = pairs.slice(m * K, (m + 1) * K);
      const detected = fired.slice(m * K, (m + 1) * K).some((f) => f.detected);
      for (const p of deps.boundsShown({ detected, perturbers: own })) {
        printed++;
        if (ucbBelowDelta(p.b, p.c)) wrong++;
      }
    }
  }
  const rate = printed > 0 ? wrong / printed : 0;
  const se = printed > 0 ? Math.sqrt((o.alpha * (1 - o.alpha)) / printed) : 0;
  const limit = o.alpha + 2 * se;
  const pass = printed > 0 && rate <= limit;
  return {
    pass,
    text:
      `printed upper bounds ("the drop is at most …") false among those printed, M = ${M} models each dropping ` +
      `${(100 * delta).toFixed(2)} pt (${DESIGN.factor} × the minimum detectable ${mde === null ? "(none)" : `${(100 * mde).toFixed(2)} pt`}; n = ${o.n}, ψ = ${psi}): ` +
      `${rate.toFixed(4)} (${wrong}/${printed} sentences in ${o.sims} runs) ≤ α + 2 SE = ${limit.toFixed(4)}` +
      (printed === 0
        ? "; no bound was printed"
        : pass
          ? ""
          : "; a correct instrument exceeds the bound for about 2% of seeds — rerun with another --seed (or more --sims) to tell chance from a defect"),
  };
}
