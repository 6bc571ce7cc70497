import type { Command } from "./io.js";

/** One line each; loaded lazily so `contamgate power` does not load the provider SDKs. */
export const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  check: {
    summary: "run every check contamgate.yml configures: power gate, leakage scan, contamination run",
    load: async () => (await import("./check.js")).checkCommand,
  },
  power: {
    summary: "what a design can see before any spend: exact power, minimum detectable drop, questions needed",
    load: async () => (await import("./power.js")).powerCommand,
  },
  verdict: {
    summary: "contamination verdicts from paired outcomes (exact McNemar, Holm, E[max], Cochran's Q)",
    load: async () => (await import("./verdict.js")).verdictCommand,
  },
  compare: {
    summary: "did a candidate get better or worse than the baseline on the same items (paired, exact)",
    load: async () => (await import("./compare.js")).compareCommand,
  },
  verify: {
    summary: "check the instrument on fake models: detection, false positives, power",
    load: async () => (await import("./verify.js")).verifyCommand,
  },
  leakage: {
    summary: "find probe and holdout questions copied into corpora (exact Jaccard/containment over character shingles)",
    load: async () => (await import("./leakage.js")).leakageCommand,
  },
  merge: {
    summary: "combine the reports of leakage --shard i/N runs",
    load: async () => (await import("./merge.js")).mergeCommand,
  },
  ingest: {
    summary: "convert MMLU-layout CSVs into benchmark items, with a manifest of rejected rows and why",
    load: async () => (await import("./ingest.js")).ingestCommand,
  },
  perturb: {
    summary: "show benchmark items as perturbed (side by side, or --json for tooling)",
    load: async () => (await import("./perturb.js")).perturbCommand,
  },
  import: {
    summary: "per-sample results of other eval tools (inspect_ai, lm-evaluation-harness, …) as outcome rows",
    load: async () => (await import("./import.js")).importCommand,
  },
  run: {
    summary: "the measured run: power gate, announced spend, models asked through the response cache, verdicts",
    load: async () => (await import("./run.js")).runCommand,
  },
};
