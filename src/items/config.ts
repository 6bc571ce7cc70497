import { z } from "zod";
import { isIsoDate } from "./load.js";
import { IDENTITY_IS_CONTROL, PERTURBERS } from "./perturb/perturbers.js";
import { SPLITS } from "./split.js";
import { BUILTIN_FORMATS } from "./prompt/render.js";

const isoDate = z.string().refine(isIsoDate, { message: "must be a calendar date YYYY-MM-DD" });

/** A team's own template: what their models were tuned to expect. */
export const customPromptSchema = z.strictObject({
  system: z.string().optional(),
  /** Must contain {question} and {choices}. */
  user: z.string().refine((s) => s.includes("{question}") && s.includes("{choices}"), {
    message: "must contain {question} and {choices}",
  }),
  /** One line per choice, e.g. "{label}. {text}". */
  choice_format: z
    .string()
    .refine((s) => s.includes("{label}") && s.includes("{text}"), { message: "must contain {label} and {text}" })
    .default("{label}. {text}"),
  /** The example letter the template shows ("Answer: X"); replies that echo it are flagged. */
  placeholder: z
    .string()
    .regex(/^[A-Z]$/, { message: "must be one capital letter A-Z" })
    .optional(),
});

/** The `benchmark:` section of contamgate.yml. */
export const benchmarkSchema = z.strictObject({
  /** JSONL of items, relative to the config file. */
  path: z.string().min(1),
  split: z.enum(SPLITS).default("dev"),
  sample_n: z.number().int().positive().optional(),
  /** Perturbation seed (sha256(seed ‖ NUL ‖ id) seeds each item's permutation). */
  seed: z.string().min(1).optional(),
  /**
   * Perturbers tried; each one counts toward K. identity is not one: it is the control, the
   * original presentation every perturber is compared with (docs/items.md "Perturbers").
   */
  perturbers: z
    .array(z.enum(PERTURBERS).refine((p) => p !== "identity", { message: IDENTITY_IS_CONTROL }))
    .min(1)
    .refine((a) => new Set(a).size === a.length, { message: "lists a perturber twice" })
    .default(["shuffle_choices"]),
  /** Built-in letter-only format ("en", "ja") or a custom template. */
  prompt: z.union([z.enum(BUILTIN_FORMATS), customPromptSchema]).default("en"),
  /** Keep only items first published after this date (a model's training cutoff). */
  published_after: isoDate.optional(),
  /** Keep only items first published on or before this date (docs/items.md, "Publication dates"). */
  published_before: isoDate.optional(),
});
