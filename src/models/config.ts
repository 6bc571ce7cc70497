import { z } from "zod";
import { isIsoDate } from "../text/iso-date.js";
import { checkUniqueLabels, toModelSpec, type DeclaredModel } from "./spec.js";
import { PROVIDER_NAMES, SIGNALS, type ModelSpec } from "./types.js";

/**
 * One entry of the `models:` section of contamgate.yml. There is deliberately no key field:
 * strict objects reject `api_key:` like any unknown key, and keys come only from the environment.
 */
export const modelEntrySchema = z.strictObject({
  label: z.string().min(1).optional(),
  provider: z.enum(PROVIDER_NAMES),
  model: z.string().min(1),
  base_url: z.string().min(1).optional(),
  accuracy: z.number().min(0).max(1).optional(),
  memorized: z.number().min(0).max(1).optional(),
  /** A declared clean control (docs/statistics.md "Controls (v2)"); not part of the spec or its cache keys. */
  control: z.boolean().optional(),
  /** What answers are scored on (docs/providers.md "The probability signal"); part of the spec and its cache keys. */
  signal: z.enum(SIGNALS).optional(),
  /** Last day of the model's training data: items published after it are its own control (docs/statistics.md, "Time split (v2)"). */
  training_cutoff: z.string().refine(isIsoDate, { message: "must be a calendar date YYYY-MM-DD" }).optional(),
});

/** The `models:` section: a non-empty list. */
export const modelsSectionSchema = z.array(modelEntrySchema).min(1);
export type ModelsSection = z.infer<typeof modelsSectionSchema>;

/**
 * Turns a validated `models:` section into specs, applying the checks the schema cannot express
 * (key-looking values, credentials in URLs, fake-only fields, unique labels).
 * `lineOf(i)` lets the root loader point each error at the entry's line.
 */
/**
 * Where each spec from a config was declared, so an error found later (a missing key, when the
 * provider is built) still names file, line and field. Kept beside the spec, not in it: a spec's
 * fields are its identity.
 */
const declaredAt = new WeakMap<ModelSpec, { file?: string; line?: number; field: string }>();

export function whereDeclared(spec: ModelSpec): { file?: string; line?: number; field: string } | undefined {
  return declaredAt.get(spec);
}

export function modelSpecsFromConfig(
  section: ModelsSection,
  where: { file?: string; lineOf?: (index: number) => number | undefined } = {},
): ModelSpec[] {
  const specs = section.map((e, i) => {
    const declared: DeclaredModel = { label: e.label ?? e.model, provider: e.provider, model: e.model };
    if (e.base_url !== undefined) declared.baseUrl = e.base_url;
    if (e.accuracy !== undefined) declared.accuracy = e.accuracy;
    if (e.memorized !== undefined) declared.memorized = e.memorized;
    if (e.signal !== undefined) declared.signal = e.signal;
    const line = where.lineOf?.(i);
    const loc = {
      ...(where.file !== undefined ? { file: where.file } : {}),
      ...(line !== undefined ? { line } : {}),
      field: `models[${i}]`,
    };
    const spec = toModelSpec(declared, loc);
    declaredAt.set(spec, loc);
    return spec;
  });
  checkUniqueLabels(specs, { ...(where.file !== undefined ? { file: where.file } : {}), field: "models" });
  return specs;
}
