import { z } from "zod";
import { RANGES, zodNumber } from "../ranges.js";

/**
 * The `run:` section of contamgate.yml: how answers are bought. Everything here is recorded in
 * the report; temperature and max_tokens also enter every cache key. Ranges and defaults are
 * src/ranges.ts's (the same for flags and action inputs); a key left out takes the
 * default there, applied by the settings resolver, so a default is never mistaken for a value
 * the file wrote.
 */
export const runSectionSchema = z.strictObject({
  /** Directory of response-cache segments, relative to the config file. */
  cache_dir: z.string().min(1).optional(),
  /** One global limit on requests started per minute, across all models. */
  requests_per_minute: zodNumber(z, RANGES.requestsPerMinute).optional(),
  /** Most requests in flight at once. */
  concurrency: zodNumber(z, RANGES.concurrency).optional(),
  /** Most paid calls this run may make; default: exactly the calls announced before spending. */
  budget: zodNumber(z, RANGES.budget).optional(),
  temperature: zodNumber(z, RANGES.temperature).optional(),
  max_tokens: zodNumber(z, RANGES.maxTokens).optional(),
  /** Per-attempt timeout. */
  timeout_seconds: zodNumber(z, RANGES.timeoutSeconds).optional(),
  max_retries: zodNumber(z, RANGES.maxRetries).optional(),
});
