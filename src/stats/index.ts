// Public surface of the statistics core. (power.ts / rule.ts are added here by their owner.)
export { normCdf, normSf, normQuantile, normPdf, logNormCdf } from "./normal.js";
export { logGamma } from "./gamma.js";
export { binomLogPmf, binomLogCdf, binomLogSf, binomPmf, binomCdf, binomSf } from "./binomial.js";
export { betaInc, betaIncInv } from "./beta.js";
export { chisqSf } from "./chisq.js";
export type { Sided } from "./mcnemar.js";
export { mcnemarP, clopperPearson, clopperPearsonLower, toDropScale, pairedSe, dropCi, dropLcb } from "./mcnemar.js";
export { holm, benjaminiHochberg } from "./multiplicity.js";
export { expectedMaxNormal, expectedMaxBailey } from "./emax.js";
export type { ModelDrop, CochranQ } from "./heterogeneity.js";
export { cochranQ } from "./heterogeneity.js";
