import { InputError } from "../errors.js";
import { KEY_ENV, looksLikeKey, urlHasCredentials } from "./secrets.js";
import { PROVIDER_NAMES, SIGNALS, type ModelSpec, type ProviderName, type SignalName } from "./types.js";

const FLAG_KEYS = ["label", "base-url", "accuracy", "memorized", "control", "signal"] as const;

/**
 * Parses `--model provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F][,control=true][,signal=probability]`.
 * Only the first `=` of each part splits, and the id is everything after `provider=` up to the
 * next `,`, so `compatible=qwen2.5:3b` needs no escaping.
 */
export function parseModelFlag(raw: string): ModelSpec {
  return parseModelDeclaration(raw).spec;
}

/**
 * The spec and the role `--model` declares: `control=true` is the config's `control: true` (a
 * clean control, docs/statistics.md "Controls (v2)"), kept out of the spec and its cache keys.
 */
export function parseModelDeclaration(raw: string): { spec: ModelSpec; control: boolean } {
  const field = "--model";
  const parts = raw.split(",");
  const head = parts[0] ?? "";
  const eq = head.indexOf("=");
  if (eq <= 0) throw new InputError(`expected provider=MODEL_ID (got "${safe(raw)}")`, { field });
  const provider = head.slice(0, eq).trim();
  const model = head.slice(eq + 1).trim();
  if (!isProvider(provider)) {
    throw new InputError(`unknown provider "${safe(provider)}"; expected one of ${PROVIDER_NAMES.join(", ")}`, {
      field,
    });
  }
  const opts: Partial<Record<(typeof FLAG_KEYS)[number], string>> = {};
  for (const part of parts.slice(1)) {
    const i = part.indexOf("=");
    const k = (i < 0 ? part : part.slice(0, i)).trim();
    const v = i < 0 ? "" : part.slice(i + 1).trim();
    if (/key|token|secret/i.test(k)) throw new InputError(keyHint(provider), { field: `${field} ${k}` });
    if (!(FLAG_KEYS as readonly string[]).includes(k)) {
      throw new InputError(`unknown option "${safe(k)}"; expected ${FLAG_KEYS.join(", ")}`, { field });
    }
    if (v === "") throw new InputError(`option "${k}" needs a value`, { field });
    if (opts[k as (typeof FLAG_KEYS)[number]] !== undefined)
      throw new InputError(`option "${k}" given twice`, { field });
    opts[k as (typeof FLAG_KEYS)[number]] = v;
  }
  if (opts.control !== undefined && opts.control !== "true" && opts.control !== "false")
    throw new InputError(`option "control" takes true or false (got "${safe(opts.control)}")`, { field });
  if (opts.signal !== undefined && !isSignal(opts.signal))
    throw new InputError(`option "signal" takes ${SIGNALS.join(" or ")} (got "${safe(opts.signal)}")`, { field });
  const declared: DeclaredModel = { label: opts.label ?? model, provider, model };
  if (opts.signal !== undefined) declared.signal = opts.signal as SignalName;
  if (opts["base-url"] !== undefined) declared.baseUrl = opts["base-url"];
  if (opts.accuracy !== undefined) declared.accuracy = fraction(opts.accuracy, `${field} accuracy`);
  if (opts.memorized !== undefined) declared.memorized = fraction(opts.memorized, `${field} memorized`);
  return { spec: toModelSpec(declared, { field }), control: opts.control === "true" };
}

/** A model's fields as written in a flag or the config, before they are checked into a ModelSpec. */
export interface DeclaredModel {
  label: string;
  provider: ProviderName;
  model: string;
  baseUrl?: string;
  accuracy?: number;
  memorized?: number;
  signal?: SignalName;
}

/** The fake's behaviour when the declaration leaves it out: a coin-flip model that memorized nothing. */
export const FAKE_DEFAULTS = { accuracy: 0.5, memorized: 0 } as const;

/** Checks a declaration and builds the spec of its provider (defaults for the fake applied here, once). */
export function toModelSpec(d: DeclaredModel, where: { file?: string; line?: number; field?: string } = {}): ModelSpec {
  validateModelSpec(d, where);
  // `binary` is the default and is not written into the spec: a binary spec stays what it was.
  const common = { label: d.label, model: d.model, ...(d.signal === "probability" ? { signal: d.signal } : {}) };
  switch (d.provider) {
    case "fake":
      return {
        ...common,
        provider: "fake",
        accuracy: d.accuracy ?? FAKE_DEFAULTS.accuracy,
        memorized: d.memorized ?? FAKE_DEFAULTS.memorized,
      };
    case "compatible":
      return { ...common, provider: "compatible", baseUrl: d.baseUrl! };
    default:
      return { ...common, provider: d.provider, ...(d.baseUrl !== undefined ? { baseUrl: d.baseUrl } : {}) };
  }
}

/**
 * Checks one spec whichever way it was declared: fields that only make sense for one provider,
 * credentials where none belong. `where` names the file/line/field for the exit-4 message.
 */
export function validateModelSpec(
  spec: DeclaredModel | ModelSpec,
  where: { file?: string; line?: number; field?: string } = {},
): void {
  const at = (f: string) => ({ ...where, field: where.field ? `${where.field} ${f}` : f });
  if (spec.model === "") throw new InputError("model id is empty", at("model"));
  if (spec.label === "") throw new InputError("label is empty", at("label"));
  for (const [name, value] of [
    ["model", spec.model],
    ["label", spec.label],
  ] as const) {
    if (looksLikeKey(value)) throw new InputError(`value looks like an API key. ${keyHint(spec.provider)}`, at(name));
  }
  const s = spec as DeclaredModel;
  if (s.baseUrl !== undefined) {
    if (spec.provider === "fake") throw new InputError("the fake provider takes no base URL", at("base-url"));
    if (urlHasCredentials(s.baseUrl)) {
      throw new InputError(`base URL carries credentials. ${keyHint(spec.provider)}`, at("base-url"));
    }
    let u: URL | undefined;
    try {
      u = new URL(s.baseUrl);
    } catch {
      u = undefined;
    }
    if (!u || (u.protocol !== "http:" && u.protocol !== "https:")) {
      throw new InputError("base URL must be an http(s) URL", at("base-url"));
    }
  } else if (spec.provider === "compatible") {
    throw new InputError("the compatible provider needs a base URL (e.g. http://localhost:11434/v1)", at("base-url"));
  }
  if (s.signal === "probability" && spec.provider === "anthropic") {
    // Refused here, while flags and config are read: before any model is asked or anything paid.
    throw new InputError(
      `model "${spec.label}": the Anthropic Messages API returns no token probabilities, so signal: probability cannot be scored for it; drop the signal (binary) for this model (docs/providers.md "The probability signal")`,
      at("signal"),
    );
  }
  if (spec.provider !== "fake") {
    if (s.accuracy !== undefined) throw new InputError("accuracy is only for the fake provider", at("accuracy"));
    if (s.memorized !== undefined) throw new InputError("memorized is only for the fake provider", at("memorized"));
  }
}

/** Labels name models in reports and verdicts, so two models may not share one. */
export function checkUniqueLabels(specs: readonly ModelSpec[], where: { file?: string; field?: string } = {}): void {
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s.label)) {
      throw new InputError(`two models share the label "${s.label}"; give one a label=`, {
        ...where,
        field: where.field ?? "label",
      });
    }
    seen.add(s.label);
  }
}

function keyHint(provider: ProviderName): string {
  return provider === "fake"
    ? "The fake provider needs no key."
    : `Keys are read only from the environment (${KEY_ENV[provider]}), never from config or flags.`;
}

function fraction(raw: string, field: string): number {
  const v = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(v) || v < 0 || v > 1) {
    throw new InputError(`must be a number in [0, 1] (got "${safe(raw)}")`, { field });
  }
  return v;
}

function isSignal(s: string): s is SignalName {
  return (SIGNALS as readonly string[]).includes(s);
}

function isProvider(s: string): s is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(s);
}

/** Echo user input in messages only when it cannot be a secret. */
function safe(s: string): string {
  return looksLikeKey(s) ? "[value hidden: looks like a key]" : s.slice(0, 80);
}
