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

// Contamination verdicts from paired outcomes.
export { computeVerdict } from "./verdict/compute.js";
export type { PairedTable, VerdictDesign, VerdictReport } from "./verdict/types.js";
export { clopperPearson, dropCi, dropLcb, mcnemarP } from "./stats/mcnemar.js";
export { holm } from "./stats/multiplicity.js";
export { expectedMaxNormal } from "./stats/emax.js";
export { cochranQ, fSf, hotellingApplies, pairedWald } from "./stats/heterogeneity.js";
// The time split (docs/statistics.md "Time split (v2)"): computeVerdict's fourth argument, and its test.
export type { TimeSplitInput } from "./verdict/time-split.js";
export {
  dropDifferenceInterval,
  dropDifferenceRejects,
  dropDifferenceTest,
  timeSplitPower,
  type GroupCounts,
} from "./stats/drop-difference.js";
// Declared clean controls (docs/statistics.md "Controls (v2)"): computeVerdict's third argument.
export type { ControlsDeclaration, ControlsVerdict } from "./verdict/controls.js";
export { excessDropP, excessDropTest } from "./stats/excess-drop.js";
export { excessDropPower } from "./stats/excess-drop-power.js";
export { signFlipP, signFlipTest, softBounds, softDifferences } from "./stats/sign-flip.js";
export { pilotSd, softMinDetectableEffect, softPower, softRequiredN } from "./stats/soft-power.js";

// Items and the answer parser.
export { loadItemsFile, parseItemsJsonl } from "./items/load.js";
export { parseAnswer } from "./items/parse/answer.js";

// The leakage scan.
export { scanLeakage, type LeakageOptions } from "./leakage/scan.js";
