import { z } from "zod";

/**
 * The `run:` section of contamgate.yml: how answers are bought. Everything here is recorded in
 * the report; temperature and max_tokens also enter every cache key.
 */
export const runSectionSchema = z.strictObject({
  /** Directory of response-cache segments, relative to the config file. */
  cache_dir: z.string().min(1).default(".contamgate-cache"),
  /** One global limit on requests started per minute, across all models. */
  requests_per_minute: z.number().positive().optional(),
  /** Most requests in flight at once. */
  concurrency: z.number().int().min(1).max(256).default(4),
  /** Most paid calls this run may make; default: exactly the calls announced before spending. */
  budget: z.number().int().min(0).optional(),
  temperature: z.number().min(0).max(2).default(0),
  max_tokens: z.number().int().min(1).max(4096).default(16),
  /** Per-attempt timeout. */
  timeout_seconds: z.number().positive().default(60),
  max_retries: z.number().int().min(0).max(20).default(5),
});
export type RunSection = z.infer<typeof runSectionSchema>;
