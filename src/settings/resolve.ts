/**
 * The one settings resolver: contamgate.yml (optional) + typed overrides (CLI flags or action
 * inputs, each carrying its Source) → the settings the engine runs on, with every default and
 * range from ./ranges.ts and every value remembering where it came from. Overrides replace the
 * config; `models` replaces `models:`. Relative paths in the config resolve against its folder,
 * in overrides against `cwd`. Every problem is an exit-4 InputError naming the file:line:field,
 * the flag, or the action input the user wrote — the engine never sees a flag.
 */
import { resolve } from "node:path";
import type { LoadedConfig } from "../config/load.js";
import { deriveDesign, type Design, type DesignInputs } from "../design/resolve.js";
import { InputError, lineIf } from "../errors.js";
import type { Item } from "../items/item.js";
import { isIsoDate } from "../items/load.js";
import { prepareItems } from "../items/prepare.js";
import {
  IDENTITY_IS_CONTROL,
  isPerturberName,
  RUN_PERTURBERS,
  type PerturberName,
} from "../items/perturb/perturbers.js";
import { BUILTIN_FORMATS, isBuiltinFormat, promptFormatFromConfig, type PromptFormat } from "../items/prompt/render.js";
import { SPLITS, type Split } from "../items/split.js";
import { modelSpecsFromConfig, whereDeclared } from "../models/config.js";
import { checkUniqueLabels } from "../models/spec.js";
import type { ModelSpec } from "../models/types.js";
import type { EmaxMethod } from "../stats/rule.js";
import { syntheticItems } from "../run/synthetic.js";
import { softPilotOf, withSoftPilot } from "./soft-pilot.js";
import { DEFAULTS, RANGES } from "../ranges.js";
import { fromDefault, invalid, whereOf, type Source, type Sourced } from "../value-source.js";

/** What flags or action inputs may set, already parsed to their types (src/ranges.ts). */
export interface RunOverrides {
  models?: Sourced<ModelSpec[]>;
  /** Labels `--model …,control=true` declares clean controls (with --model only). */
  controls?: Sourced<string[]>;
  /** `--training-cutoff LABEL=DATE` (repeatable), as written; checked against the models here. */
  trainingCutoffs?: Sourced<string[]>;
  /** An items file, relative to cwd. */
  items?: Sourced<string>;
  synthetic?: Sourced<number>;
  split?: Sourced<string>;
  sampleN?: Sourced<number>;
  /** Keep items published after / on or before a date (YYYY-MM-DD, not yet checked). */
  publishedAfter?: Sourced<string>;
  publishedBefore?: Sourced<string>;
  targetEffect?: Sourced<number>;
  discordantRate?: Sourced<number>;
  /** The soft gate's planned SD of d (`--soft-sd`), or a pilot outcome file to estimate it from. */
  softSd?: Sourced<number>;
  softPilot?: Sourced<string>;
  alpha?: Sourced<number>;
  power?: Sourced<number>;
  emax?: Sourced<string>;
  seed?: Sourced<string>;
  perturbers?: Sourced<string[]>;
  prompt?: Sourced<string>;
  budget?: Sourced<number>;
  requestsPerMinute?: Sourced<number>;
  concurrency?: Sourced<number>;
  maxRetries?: Sourced<number>;
  timeoutSeconds?: Sourced<number>;
  temperature?: Sourced<number>;
  maxTokens?: Sourced<number>;
  /** A directory relative to cwd, or null for no cache (`--no-cache`). */
  cacheDir?: Sourced<string | null>;
  yes?: boolean;
  forceUnderpowered?: boolean;
}

/** Everything a contamination run needs; `design` is the one the gate and the verdict both use. */
export interface RunSettings {
  items: readonly Item[];
  /** Where the items came from, for the report ("synthetic 1000", a file name). */
  itemsSource: string;
  models: readonly ModelSpec[];
  /** models[].training_cutoff by label (YYYY-MM-DD), where the config gave one: the time split's cutoffs. */
  trainingCutoffs: ReadonlyMap<string, Sourced<string>>;
  perturbers: readonly PerturberName[];
  seed: string;
  format: PromptFormat;
  /** The design derived once (n, M, K, α, δ, ψ, power): handed to the gate and to the verdict. */
  design: Design;
  /** sha256 of the config file, when one was used (recorded in the report). */
  configSha256?: string;
  temperature: number;
  maxTokens: number;
  spend: {
    /** Most paid calls; null: exactly the calls announced. Its source names the knob to raise. */
    budget: Sourced<number> | null;
    /** How this surface sets a budget when none was set: "--max-calls", "the max-calls input". */
    budgetKnob: string;
    requestsPerMinute?: number;
    concurrency: number;
    maxRetries: number;
    timeoutMs: number;
  };
  /** null: no cache (every paid request is sent). */
  cacheDir: Sourced<string> | null;
  /** The working directory paths resolved against: the checkout a pull request can write into. */
  workspace: string;
  yes: boolean;
  /** How this surface confirms spend, for "not confirmed" lines: "--yes", "yes: true". */
  confirmKnob: string;
  forceUnderpowered: boolean;
}

type Path = readonly (string | number)[];

/** The value the config file wrote at `path`, with its file:line; undefined when it wrote none. */
function fromConfig<T>(cfg: LoadedConfig | undefined, path: Path, value: T | undefined): Sourced<T> | undefined {
  if (cfg === undefined || value === undefined || !cfg.has(path)) return undefined;
  const line = cfg.lineOf(path);
  return {
    value,
    source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: path.join(".") },
  };
}

/** Override, else what the file wrote, else the default. */
function pick<T>(
  override: Sourced<T> | undefined,
  cfg: LoadedConfig | undefined,
  path: Path,
  value: T | undefined,
  dflt: T,
): Sourced<T>;
function pick<T>(
  override: Sourced<T> | undefined,
  cfg: LoadedConfig | undefined,
  path: Path,
  value: T | undefined,
): Sourced<T> | undefined;
function pick<T>(
  override: Sourced<T> | undefined,
  cfg: LoadedConfig | undefined,
  path: Path,
  value: T | undefined,
  dflt?: T,
): Sourced<T> | undefined {
  return override ?? fromConfig(cfg, path, value) ?? (dflt !== undefined ? fromDefault(dflt) : undefined);
}

/**
 * The design: section and the design overrides → the design's inputs, each with its source.
 * target effect and discordant rate are required; a missing one names the flag or the key.
 */
export function resolveDesignInputs(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
  missing: { effect: string; rate: string },
): DesignInputs {
  const d = cfg?.config.design;
  const discordantRate = pick(
    o.discordantRate,
    cfg,
    ["design", "expected_discordant_rate"],
    d?.expected_discordant_rate,
  );
  if (discordantRate === undefined)
    throw new InputError(`${missing.rate} is required: the expected share of discordant pairs, in (0, 1]`, {
      field: missing.rate,
    });
  const targetEffect = pick(o.targetEffect, cfg, ["design", "target_effect"], d?.target_effect);
  if (targetEffect === undefined)
    throw new InputError(`${missing.effect} is required: the preregistered drop, as a proportion (0.05 = 5 pt)`, {
      field: missing.effect,
    });
  const emax = pick(o.emax, cfg, ["design", "emax"], d?.emax, DEFAULTS.emax);
  if (emax.value !== "exact" && emax.value !== "bailey")
    throw invalid(emax.source, `exact or bailey (got "${emax.value}")`);
  return {
    targetEffect,
    discordantRate,
    alpha: pick(o.alpha, cfg, ["design", "alpha"], d?.alpha, RANGES.alpha.default),
    power: pick(o.power, cfg, ["design", "power"], d?.power, RANGES.power.default),
    emax: emax as Sourced<EmaxMethod>,
    twoSided: pick(undefined, cfg, ["design", "two_sided"], d?.two_sided, false),
    ...optional("n", fromConfig(cfg, ["design", "n"], d?.n)),
    ...optional("models", fromConfig(cfg, ["design", "models"], d?.models)),
    ...optional("perturbersTried", fromConfig(cfg, ["design", "perturbers_tried"], d?.perturbers_tried)),
    ...optional("expectedExcessDrop", fromConfig(cfg, ["design", "expected_excess_drop"], d?.expected_excess_drop)),
    ...optional("controlsAgainst", fromConfig(cfg, ["design", "controls_against"], d?.controls_against)),
    ...optional("softSd", o.softSd ?? fromConfig(cfg, ["design", "soft_sd"], d?.soft_sd)),
  };
}

/** Labels of the config's models declared `control: true` (none when --model replaces the section). */
export function resolveControls(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
): Sourced<readonly string[]> | undefined {
  const section = cfg?.config.models;
  if (o.models?.value.length) return o.controls?.value.length ? o.controls : undefined;
  if (section === undefined) return undefined;
  const idx = section.flatMap((e, i) => (e.control === true ? [i] : []));
  if (idx.length === 0) return undefined;
  return fromConfig(
    cfg,
    ["models", idx[0]!, "control"],
    idx.map((i) => section[i]!.label ?? section[i]!.model),
  );
}

/** The perturbers a run asks under, each a known, non-control perturber, each once. */
export function resolvePerturbers(cfg: LoadedConfig | undefined, o: RunOverrides): PerturberName[] {
  const listed = pick<readonly string[]>(
    o.perturbers,
    cfg,
    ["benchmark", "perturbers"],
    cfg?.config.benchmark?.perturbers,
    DEFAULTS.perturbers,
  );
  const out: PerturberName[] = [];
  listed.value.forEach((p, i) => {
    // A config value points at its own list entry; a flag or input names itself.
    const at =
      listed.source.kind === "config"
        ? whereOf({
            ...listed.source,
            field: `${listed.source.field}.${i}`,
            ...lineIf(cfg?.lineOf(["benchmark", "perturbers", i])),
          })
        : whereOf(listed.source);
    if (p === "identity") throw new InputError(IDENTITY_IS_CONTROL, at);
    if (!isPerturberName(p))
      throw new InputError(`unknown perturber "${p}"; expected ${RUN_PERTURBERS.join(" or ")}`, at);
    if (out.includes(p)) throw new InputError(`perturber "${p}" given twice`, at);
    out.push(p);
  });
  return out;
}

/**
 * How a surface names what the user must add when a required value is missing or a budget ran
 * out: `contamgate run`'s flags by default; `check` and the action name their own.
 */
export interface SurfaceNames {
  models: string;
  items: string;
  effect: string;
  rate: string;
  budget: string;
  yes: string;
}

export const RUN_NAMES: SurfaceNames = {
  models: "--model",
  items: "--items",
  effect: "--target-effect",
  rate: "--discordant-rate",
  budget: "--max-calls",
  yes: "--yes",
};

/** Settings for a contamination run (`contamgate run`, and `check`/the action when the config has one). */
export async function resolveRunSettings(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
  cwd: string,
  names: SurfaceNames = RUN_NAMES,
): Promise<{ settings: RunSettings; warnings: string[]; notes: string[] }> {
  const c = cfg?.config;
  const run = c?.run;

  const { models, trainingCutoffs } = resolveModels(cfg, o, names);
  const designInputs = resolveDesignInputs(cfg, o, names);
  if (designInputs.twoSided.value) {
    throw new InputError(
      "run's verdict is one-sided (contamination only raises original accuracy); remove two_sided",
      whereOf(designInputs.twoSided.source),
    );
  }
  const perturbers = resolvePerturbers(cfg, o);
  const format = resolveFormat(cfg, o);
  checkSignalFormat(models, format);
  const seed = pick(o.seed, cfg, ["benchmark", "seed"], c?.benchmark?.seed, DEFAULTS.seed).value;

  const { items, itemsSource, warnings, notes } = await resolveItems(cfg, o, cwd, names, seed);

  if (o.models?.value.length && c?.models?.some((e) => e.control === true)) {
    warnings.push(
      `${names.models} replaces the config's models section, so its control: true entries declare no control in this run`,
    );
  }
  const design = await withSoftPilot(
    deriveDesign(designInputs, {
      n: items.length,
      modelsRun: models.length,
      perturbersRun: perturbers.length,
      ...optional("controls", resolveControls(cfg, o)),
    }),
    softPilotOf(o.softPilot, cfg, cwd),
    designInputs.softSd,
    cwd,
  );

  const settings: RunSettings = {
    items,
    itemsSource,
    models,
    trainingCutoffs,
    perturbers,
    seed,
    format,
    design,
    ...(cfg ? { configSha256: cfg.sha256 } : {}),
    temperature: pick(o.temperature, cfg, ["run", "temperature"], run?.temperature, RANGES.temperature.default).value,
    maxTokens: pick(o.maxTokens, cfg, ["run", "max_tokens"], run?.max_tokens, RANGES.maxTokens.default).value,
    spend: resolveSpend(cfg, o, names),
    cacheDir: cacheDirOf(cfg, o, cwd),
    workspace: cwd,
    yes: o.yes === true,
    confirmKnob: names.yes,
    forceUnderpowered: o.forceUnderpowered === true,
  };
  return { settings, warnings, notes };
}

/**
 * The models a run asks (--model replaces the config's section) and the config's training
 * cutoffs by label, with any `--training-cutoff` flags applied over them.
 */
function resolveModels(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
  names: SurfaceNames,
): { models: ModelSpec[]; trainingCutoffs: Map<string, Sourced<string>> } {
  const c = cfg?.config;
  let models: ModelSpec[];
  const trainingCutoffs = new Map<string, Sourced<string>>();
  if (o.models?.value.length) {
    models = o.models.value;
    checkUniqueLabels(models, whereOf(o.models.source));
  } else if (c?.models) {
    models = modelSpecsFromConfig(c.models, { file: cfg!.file, lineOf: (i) => cfg!.lineOf(["models", i]) });
    c.models.forEach((e, i) => {
      const cutoff = fromConfig(cfg, ["models", i, "training_cutoff"], e.training_cutoff);
      if (cutoff !== undefined) trainingCutoffs.set(models[i]!.label, cutoff);
    });
  } else
    throw new InputError(`give at least one ${names.models} provider=ID (or a models: section with --config)`, {
      field: names.models,
    });
  if (o.trainingCutoffs) applyCutoffFlags(o.trainingCutoffs, models, trainingCutoffs);
  return { models, trainingCutoffs };
}

/** The prompt format: a built-in name (override or config string), else the config's own format. */
function resolveFormat(cfg: LoadedConfig | undefined, o: RunOverrides): PromptFormat {
  const promptCfg = cfg?.config.benchmark?.prompt;
  if (o.prompt !== undefined || promptCfg === undefined || typeof promptCfg === "string") {
    const prompt = pick(o.prompt, cfg, ["benchmark", "prompt"], promptCfg as string | undefined, DEFAULTS.prompt);
    if (!isBuiltinFormat(prompt.value))
      throw invalid(prompt.source, `one of ${BUILTIN_FORMATS.join(", ")} (got "${prompt.value}")`);
    return { kind: "builtin", name: prompt.value };
  }
  return promptFormatFromConfig(promptCfg);
}

interface ResolvedItems {
  items: Item[];
  /** Where the items came from, for the report ("synthetic 1000", a file name). */
  itemsSource: string;
  warnings: string[];
  /** Information for the announcement (how many items the split kept), not warnings. */
  notes: string[];
}

/** Items: synthetic, or a file (split, sample, date window); never none. */
async function resolveItems(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
  cwd: string,
  names: SurfaceNames,
  seed: string,
): Promise<ResolvedItems> {
  const fromFile = o.synthetic === undefined && o.items === undefined && cfg?.config.benchmark !== undefined;
  if ((o.synthetic === undefined) === (o.items === undefined && !fromFile)) {
    throw new InputError(`give exactly one of ${names.items} PATH or --synthetic N`, { field: names.items });
  }
  const dateWindow = {
    after: dateOverride(o.publishedAfter),
    before: dateOverride(o.publishedBefore),
  };
  const resolved =
    o.synthetic !== undefined
      ? syntheticItemsOf(o.synthetic, dateWindow, seed)
      : await itemsFromFile(cfg, o, cwd, dateWindow);
  if (resolved.items.length === 0) {
    throw new InputError(
      "no items to ask",
      o.items
        ? whereOf(o.items.source)
        : { file: cfg!.file, ...lineIf(cfg!.lineOf(["benchmark", "path"])), field: "benchmark.path" },
    );
  }
  return resolved;
}

interface DateWindow {
  after: Sourced<string> | undefined;
  before: Sourced<string> | undefined;
}

/** `--synthetic N`: generated items, which carry no dates to filter by. */
function syntheticItemsOf(synthetic: Sourced<number>, dateWindow: DateWindow, seed: string): ResolvedItems {
  const flag = dateWindow.after ?? dateWindow.before;
  if (flag !== undefined)
    throw new InputError(
      "synthetic items have no publication dates; give --items or a benchmark: section to filter by date",
      whereOf(flag.source),
    );
  return {
    items: syntheticItems(synthetic.value, seed),
    itemsSource: `synthetic ${synthetic.value}`,
    warnings: [],
    notes: [],
  };
}

/**
 * An items file (`--items` against cwd, else benchmark.path against the config's folder), split
 * and sampled; a date flag replaces the config's date bound, which applies only to its own file.
 */
async function itemsFromFile(
  cfg: LoadedConfig | undefined,
  o: RunOverrides,
  cwd: string,
  dateWindow: DateWindow,
): Promise<ResolvedItems> {
  const c = cfg?.config;
  const split = pick(o.split, cfg, ["benchmark", "split"], c?.benchmark?.split, DEFAULTS.split);
  if (!(SPLITS as readonly string[]).includes(split.value))
    throw invalid(split.source, `one of ${SPLITS.join(", ")} (got "${split.value}")`);
  const sampleN = pick(o.sampleN, cfg, ["benchmark", "sample_n"], c?.benchmark?.sample_n);
  const path = o.items !== undefined ? resolve(cwd, o.items.value) : resolve(cfg!.dir, c!.benchmark!.path);
  const shown = o.items?.value ?? c!.benchmark!.path;
  const prepared = await prepareItems({
    path,
    displayName: shown,
    workspace: cwd,
    split: split.value as Split,
    ...(sampleN !== undefined ? { sampleN: sampleN.value } : {}),
    ...(dateWindow.after !== undefined
      ? { publishedAfter: dateWindow.after.value }
      : o.items === undefined && c?.benchmark?.published_after !== undefined
        ? { publishedAfter: c.benchmark.published_after }
        : {}),
    ...(dateWindow.before !== undefined
      ? { publishedBefore: dateWindow.before.value }
      : o.items === undefined && c?.benchmark?.published_before !== undefined
        ? { publishedBefore: c.benchmark.published_before }
        : {}),
  });
  return {
    items: prepared.items,
    itemsSource: shown,
    warnings: [...prepared.warnings],
    notes: prepared.splitNote !== undefined ? [prepared.splitNote] : [],
  };
}

/** Budget, rate and retry limits: override, else run:, else the range's default. */
function resolveSpend(cfg: LoadedConfig | undefined, o: RunOverrides, names: SurfaceNames): RunSettings["spend"] {
  const run = cfg?.config.run;
  const budget = pick(o.budget, cfg, ["run", "budget"], run?.budget) ?? null;
  const rpm = pick(o.requestsPerMinute, cfg, ["run", "requests_per_minute"], run?.requests_per_minute);
  return {
    budget,
    budgetKnob: names.budget,
    ...(rpm !== undefined ? { requestsPerMinute: rpm.value } : {}),
    concurrency: pick(o.concurrency, cfg, ["run", "concurrency"], run?.concurrency, RANGES.concurrency.default).value,
    maxRetries: pick(o.maxRetries, cfg, ["run", "max_retries"], run?.max_retries, RANGES.maxRetries.default).value,
    timeoutMs:
      1000 *
      pick(o.timeoutSeconds, cfg, ["run", "timeout_seconds"], run?.timeout_seconds, RANGES.timeoutSeconds.default)
        .value,
  };
}

/** An override resolves against cwd, run.cache_dir against the config's folder, the default against cwd. */
function cacheDirOf(cfg: LoadedConfig | undefined, o: RunOverrides, cwd: string): Sourced<string> | null {
  if (o.cacheDir !== undefined)
    return o.cacheDir.value === null ? null : { value: resolve(cwd, o.cacheDir.value), source: o.cacheDir.source };
  const inFile = fromConfig(cfg, ["run", "cache_dir"], cfg?.config.run?.cache_dir);
  if (inFile) return { value: resolve(cfg!.dir, inFile.value), source: inFile.source };
  return fromDefault(resolve(cwd, DEFAULTS.cacheDir));
}

/** A date flag or input, checked here so its error names what the user wrote. */
function dateOverride(v: Sourced<string> | undefined): Sourced<string> | undefined {
  if (v !== undefined && !isIsoDate(v.value)) throw invalid(v.source, `a date YYYY-MM-DD (got "${v.value}")`);
  return v;
}

function optional<K extends string, T>(key: K, v: T | undefined): Partial<Record<K, T>> {
  return v === undefined ? {} : ({ [key]: v } as Record<K, T>);
}

export type { Source, Sourced };

/**
 * `--training-cutoff LABEL=DATE`: the config's `training_cutoff` of the model labelled LABEL; a
 * flag replaces the config's cutoff for that model. The label must name a model of this run.
 */
function applyCutoffFlags(
  flags: Sourced<string[]>,
  models: readonly ModelSpec[],
  into: Map<string, Sourced<string>>,
): void {
  const where = whereOf(flags.source);
  const seen = new Set<string>();
  for (const raw of flags.value) {
    const eq = raw.lastIndexOf("=");
    const label = eq < 0 ? "" : raw.slice(0, eq);
    const date = eq < 0 ? "" : raw.slice(eq + 1);
    if (label === "" || date === "")
      throw new InputError(`expected LABEL=YYYY-MM-DD (got "${raw.slice(0, 80)}")`, where);
    if (!isIsoDate(date))
      throw new InputError(`${label}: expected a calendar date YYYY-MM-DD (got "${date.slice(0, 40)}")`, where);
    if (!models.some((m) => m.label === label))
      throw new InputError(
        `"${label.slice(0, 80)}" names no model of this run (labels: ${models.map((m) => m.label).join(", ")})`,
        where,
      );
    if (seen.has(label)) throw new InputError(`"${label}" is given twice`, where);
    seen.add(label);
    into.set(label, { value: date, source: flags.source });
  }
}

/**
 * The probability signal reads the first answer token (docs/providers.md "The probability
 * signal"). The answer-line formats exist for models that reason first and write "Answer: X"
 * later, so their first token is never the answer: a probability model with one is refused
 * before anything is asked, rather than scored on tokens that say nothing about the answer.
 */
function checkSignalFormat(models: readonly ModelSpec[], format: PromptFormat): void {
  if (format.kind !== "builtin" || !format.name.endsWith("-answer-line")) return;
  const soft = models.find((m) => m.signal === "probability");
  if (soft === undefined) return;
  throw new InputError(
    `model "${soft.label}": signal probability reads the first answer token, and the ${format.name} prompt has the model write "Answer: X" after its reasoning; use a letter-only prompt (en, ja) or the binary signal for this model`,
    whereDeclared(soft) ?? { field: `model "${soft.label}" signal` },
  );
}
