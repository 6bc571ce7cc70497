import { z } from "zod";
import { compareSectionSchema } from "../compare/config.js";
import { designSchema } from "../design/config.js";
import { benchmarkSchema } from "../items/config.js";
import { leakageSectionSchema } from "../leakage/config.js";
import { modelsSectionSchema } from "../models/config.js";
import { runSectionSchema } from "./run-section.js";

/** contamgate.yml: every section optional; unknown keys anywhere are errors. */
export const configSchema = z.strictObject({
  version: z.literal(1).optional(),
  design: designSchema.optional(),
  benchmark: benchmarkSchema.optional(),
  models: modelsSectionSchema.optional(),
  run: runSectionSchema.optional(),
  leakage: leakageSectionSchema.optional(),
  compare: compareSectionSchema.optional(),
});

export type ContamgateConfig = z.infer<typeof configSchema>;
