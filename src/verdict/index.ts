// The verdict engine's public surface, for `run`, the report and the action.
export { computeVerdict, validateDesign } from "./compute.js";
export { detect, type Detection } from "./detect.js";
export { assessHeterogeneity, HETEROGENEITY_WORDS } from "./heterogeneity.js";
export { verdictJson, type VerdictJson } from "./json.js";
export { parsePairedJsonl, tablesFromOutcomes, type PairedOutcome } from "./parse-jsonl.js";
export { checkUniqueNames, parseTableSpec } from "./parse-table.js";
export { levelLabel, renderVerdictText } from "./render.js";
export type * from "./types.js";
