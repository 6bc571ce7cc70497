import { z } from "zod";
import { DEFAULTS, RANGES, zodNumber } from "../ranges.js";

/**
 * The `design:` section of contamgate.yml: the preregistered design the power gate judges.
 * n comes from the benchmark (after split and sampling) unless given here; M from the models
 * section unless given; K defaults to the perturbers the benchmark lists (identity excluded)
 * but must count every perturber tried while designing, which is why it can be set higher.
 */
export const designSchema = z
  .strictObject({
    target_effect: zodNumber(z, RANGES.targetEffect),
    expected_discordant_rate: zodNumber(z, RANGES.discordantRate),
    alpha: zodNumber(z, RANGES.alpha).default(RANGES.alpha.default),
    power: zodNumber(z, RANGES.power).default(RANGES.power.default),
    two_sided: z.boolean().default(false),
    emax: z.enum(["exact", "bailey"]).default(DEFAULTS.emax),
    perturbers_tried: zodNumber(z, RANGES.perturbersTried).optional(),
    n: zodNumber(z, RANGES.n).optional(),
    models: zodNumber(z, RANGES.models).optional(),
    /** The drop over a declared control at which the gate computes the excess rule's power (default target_effect). */
    expected_excess_drop: zodNumber(z, RANGES.targetEffect).optional(),
    /** Compare each model against each control (one test per control) or against their mean. */
    controls_against: z.enum(["each", "mean"]).default("each"),
    /** The planned SD of the soft difference d for probability models (docs/statistics.md "The soft signal"). */
    soft_sd: zodNumber(z, RANGES.softSd).optional(),
    /** A pilot outcome file (rows with score) whose shape of d the soft gate plans on; relative to the config. */
    soft_pilot: z.string().min(1).optional(),
  })
  .refine((d) => d.target_effect <= d.expected_discordant_rate, {
    message: "target_effect must not exceed expected_discordant_rate (a drop cannot exceed the discordant rate)",
    path: ["target_effect"],
  });
