/**
 * The code `verify` checks, as one injectable table: each check calls the instrument only through
 * these, so a test can hand it a broken version (Holm's factor dropped, the deflation dropped, …)
 * and see the check fail (docs/statistics.md, "Checking the instrument"). Production passes
 * VERIFY_DEPS, the real functions.
 */
import { boundsShown } from "../report/figures.js";
import { meldedCoverage } from "../stats/melded-coverage.js";
import { meldedUcbBelow } from "../stats/melded.js";
import { exactPower } from "../stats/power.js";
import { emaxOf } from "../stats/rule.js";
import { computeVerdict } from "../verdict/compute.js";
import { finishControls, holmWithControls, planControls } from "../verdict/controls.js";
import { detectFamily } from "../verdict/family.js";
import { assessHeterogeneity } from "../verdict/heterogeneity.js";
import { tablesFromOutcomes } from "../verdict/parse-jsonl.js";
import { decideTimeSplit } from "../verdict/time-split.js";

export interface VerifyDeps {
  /** Outcome rows → paired tables: (a)–(c). */
  tablesFromOutcomes: typeof tablesFromOutcomes;
  /** The whole verdict on the fake models: (a)–(c). */
  computeVerdict: typeof computeVerdict;
  /** The verdict's family rule (Holm over the family, deflated melded bound): (d), (e), (j). */
  detectFamily: typeof detectFamily;
  /** E[max](K), the deflation's factor, as the verdict computes it: (d), (e), (j). */
  emaxOf: typeof emaxOf;
  /** The gate's exact power: (e). */
  exactPower: typeof exactPower;
  /** Coverage of the melded bounds by simulation: (f). */
  meldedCoverage: typeof meldedCoverage;
  /** The time split's decision over its family: (g). */
  decideTimeSplit: typeof decideTimeSplit;
  /** The heterogeneity test per perturber: (h). */
  assessHeterogeneity: typeof assessHeterogeneity;
  /** The controls' excess-drop path: (i). */
  planControls: typeof planControls;
  holmWithControls: typeof holmWithControls;
  finishControls: typeof finishControls;
  /** The melded upper bound every pair reports, decided against a drop: (j). */
  meldedUcbBelow: typeof meldedUcbBelow;
  /** Which pairs' upper bounds the surfaces print: (j). */
  boundsShown: typeof boundsShown;
}

export const VERIFY_DEPS: VerifyDeps = {
  tablesFromOutcomes,
  computeVerdict,
  detectFamily,
  emaxOf,
  exactPower,
  meldedCoverage,
  decideTimeSplit,
  assessHeterogeneity,
  planControls,
  holmWithControls,
  finishControls,
  meldedUcbBelow,
  boundsShown,
};
