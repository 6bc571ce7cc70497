import { z } from "zod";
import { RANGES, zodNumber } from "../ranges.js";

/**
 * The `compare:` section of contamgate.yml (docs/compare.md "Configuration"): which outcome
 * files, which arms, and the preregistered gate. A one-sided `direction` is accepted only here,
 * written before the data: a flag cannot make a comparison one-sided. Margins and deltas are in
 * points (1 = one percentage point), as their names say. Defaults are applied by the settings
 * resolver (src/settings/compare.ts), so a default is never mistaken for a value the file wrote.
 */
export const compareSectionSchema = z.strictObject({
  /** Outcome JSONL files (docs/outcomes.md), relative to the config file. */
  inputs: z.array(z.string().min(1)).min(1),
  /** MODEL, MODEL@CONDITION or @CONDITION (docs/compare.md "Addressing"). */
  baseline: z.string().min(1),
  candidates: z.array(z.string().min(1)).min(1),
  alpha: zodNumber(z, RANGES.alpha).optional(),
  direction: z.enum(["two-sided", "greater", "less"]).optional(),
  margin_pt: zodNumber(z, RANGES.marginPt).optional(),
  fail_on: z.array(z.enum(["regression", "no-improvement", "inconclusive", "underpowered"])).optional(),
  unparsed: z.enum(["as-wrong", "exclude"]).optional(),
  /** Largest share of an arm's paired answers that may be unparsed (default 0.1; 1 allows any). */
  max_unparsed: zodNumber(z, RANGES.maxUnparsed).optional(),
  /** accuracy (default) or pass@k over each problem's samples (epochs), with k. */
  metric: z.enum(["accuracy", "pass@k"]).optional(),
  k: zodNumber(z, RANGES.passK).optional(),
  /** auto, field, none or id-prefix:SEP. */
  cluster_by: z.string().min(1).optional(),
  /** The design planned before spending: the `underpowered` gate and `power --compare` read it. */
  plan: z
    .strictObject({
      /** Items the run will ask: the power check judges the plan at this n before spending. */
      n: zodNumber(z, RANGES.n).optional(),
      delta_pt: zodNumber(z, RANGES.deltaPt),
      discordance: zodNumber(z, RANGES.discordantRate),
      power: zodNumber(z, RANGES.power).optional(),
      design_effect: zodNumber(z, RANGES.designEffect).optional(),
    })
    .optional(),
});
export type CompareSection = z.infer<typeof compareSectionSchema>;
