/**
 * The library entry (package.json "main" and "exports"; bundled to dist/lib/index.js): the engine
 * and its parts, for use from code. Importing it runs nothing — the action's entry is
 * src/action/index.ts and the CLI's src/cli/bin.ts; test/architecture/boundaries.test.ts keeps this
 * module from importing either.
 */
export { VERSION } from "./version.js";
export { ExitCode, InputError, StopError } from "./errors.js";

// The whole check, as `contamgate check` and the action run it.
export { runCheck } from "./engine/check.js";
export type { CheckDeps, CheckOutcome, CheckRequest } from "./engine/types.js";
export type { CheckName, Report, Verdict } from "./report/types.js";

// The power gate, before any spend.
export { evaluatePowerGate, type PowerDesign, type PowerGateResult } from "./design/gate.js";
export { exactPower, minDetectableEffect, sampleSize } from "./stats/power.js";

// Contamination verdicts from paired outcomes: every test and interval a verdict prints
// (docs/statistics.md "From code: the library entry" lists each with its formula).
export { computeVerdict } from "./verdict/compute.js";
export type { PairedTable, VerdictDesign, VerdictReport } from "./verdict/types.js";
export { clopperPearson, dropCi, dropLcb, mcnemarP, pairedSe } from "./stats/mcnemar.js";
export { meldedInterval, meldedLcb, meldedUcb } from "./stats/melded.js";
export { benjaminiHochberg, holm } from "./stats/multiplicity.js";
export { expectedMaxNormal } from "./stats/emax.js";
export { detectFamily, type PairCounts, type PairDetection } from "./verdict/family.js";
export { boundarySafeSe, cochranQ, fSf, hotellingApplies, pairedWald } from "./stats/heterogeneity.js";
// The time split (docs/statistics.md "Time split (v2)"): computeVerdict's fourth argument, its test and Holm.
export { decideTimeSplit, timeSplitInput, type TimeSplitInput } from "./verdict/time-split.js";
export {
  dropDifferenceInterval,
  dropDifferenceRejects,
  dropDifferenceTest,
  timeSplitPower,
  type GroupCounts,
} from "./stats/drop-difference.js";
// Declared clean controls (docs/statistics.md "Controls (v2)"): computeVerdict's third argument.
export type { ControlsDeclaration, ControlsVerdict } from "./verdict/controls.js";
export { countDifferences, excessDropP, excessDropTest, scoreBounds } from "./stats/excess-drop.js";
export { latticeSignFlipP } from "./stats/excess-drop-lattice.js";
export { excessDropPower } from "./stats/excess-drop-power.js";
export { signFlipP, signFlipTest, softBounds, softDifferences } from "./stats/sign-flip.js";
export { pilotSd, softMinDetectableEffect, softPower, softRequiredN } from "./stats/soft-power.js";
export { shapeAt, shapeOf, softPowerShape, softShapeMde, softShapeRequiredN } from "./stats/soft-power-shape.js";

// Compare (docs/compare.md; the formulas in docs/statistics.md "Compare"): the whole comparison of
// outcome rows, as `contamgate compare` runs it, and each analysis it prints.
export { computeComparison, type CompareSpec } from "./compare/compute.js";
export type { ComparisonJson } from "./compare/model.js";
export { decideComparison } from "./compare/decide.js";
export { type CompareOptions, type PairedDifference, pairedDifference } from "./stats/paired-difference.js";
export {
  type ClusteredDifference,
  type ClusteredItem,
  clusteredDifference,
  clusterMean,
} from "./stats/clustered-difference.js";
export { comparePower, compareSampleSize } from "./stats/compare-power.js";
export { pairedPassAtK, passAtK } from "./stats/pass-at-k.js";

// Items and the answer parser.
export { loadItemsFile, parseItemsJsonl } from "./items/load.js";
export { parseAnswer } from "./items/parse/answer.js";

// The leakage scan.
export { scanLeakage, type LeakageOptions } from "./leakage/scan.js";
