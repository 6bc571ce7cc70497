import { z } from "zod";
import { MAX_FAMILY, MAX_QUESTIONS } from "../limits.js";

/**
 * The `design:` section of contamgate.yml: the preregistered design the power gate judges.
 * n comes from the benchmark (after split and sampling) unless given here; M from the models
 * section unless given; K defaults to the perturbers the benchmark lists (identity excluded)
 * but must count every perturber tried while designing, which is why it can be set higher.
 */
export const designSchema = z.strictObject({
  target_effect: z.number().gt(0).lte(1),
  expected_discordant_rate: z.number().gt(0).lte(1),
  alpha: z.number().gt(0).lt(0.5).default(0.05),
  power: z.number().gt(0).lt(1).default(0.8),
  two_sided: z.boolean().default(false),
  emax: z.enum(["exact", "bailey"]).default("exact"),
  perturbers_tried: z.number().int().min(1).max(MAX_FAMILY, `at most ${MAX_FAMILY.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")`).optional(),
  n: z.number().int().min(1).max(MAX_QUESTIONS, `at most ${MAX_QUESTIONS.toLocaleString("en-US")} questions (the cap; docs/reliability.md "Caps")`).optional(),
  models: z.number().int().min(1).max(MAX_FAMILY, `at most ${MAX_FAMILY.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")`).optional(),
}).refine((d) => d.target_effect <= d.expected_discordant_rate, {
  message: "target_effect must not exceed expected_discordant_rate (a drop cannot exceed the discordant rate)",
  path: ["target_effect"],
});

export type DesignConfig = z.infer<typeof designSchema>;
