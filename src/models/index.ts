/** The public surface of src/models for `run` and the action. */
export { AskThroughCache, type AskCounts, type AskResult } from "./ask-through-cache.js";
export { ProviderCallError, ProviderFailedError, isRetryable, parseRetryAfter } from "./call-error.js";
export { modelEntrySchema, modelsSectionSchema, modelSpecsFromConfig, type ModelEntry, type ModelsSection } from "./config.js";
export { createProvider, type ProviderOptions } from "./create-provider.js";
export { FakeProvider } from "./fake.js";
export { KEY_ENV, looksLikeKey, redactSecrets } from "./secrets.js";
export { BudgetExceededError, SpendController, type SpendOptions, type SpendStats } from "./spend.js";
export { checkUniqueLabels, parseModelFlag, validateModelSpec } from "./spec.js";
export * from "./types.js";
