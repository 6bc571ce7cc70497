import { resolve } from "node:path";
import type { LoadedConfig } from "../config/load.js";
import { InputError } from "../errors.js";
import { prepareItems } from "../items/prepare.js";
import { isPerturberName, type PerturberName } from "../items/perturb/perturbers.js";
import { BUILTIN_FORMATS, isBuiltinFormat, type PromptFormat } from "../items/prompt/render.js";
import { SPLITS, type Split } from "../items/split.js";
import { numberFlag } from "../cli/args.js";
import { MAX_QUESTIONS } from "../limits.js";
import { modelSpecsFromConfig } from "../models/config.js";
import { checkUniqueLabels, parseModelFlag } from "../models/spec.js";
import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, type ModelSpec } from "../models/types.js";
import { runSectionSchema, type RunSection } from "../run/config.js";
import type { RunOptions } from "../engine/evaluate.js";
import { syntheticItems } from "../run/synthetic.js";

/** The `contamgate run` flags, as node:util parseArgs returns them (all optional). */
export interface RunFlagValues {
  items?: string;
  synthetic?: string;
  split?: string;
  "sample-n"?: string;
  model?: string[];
  "target-effect"?: string;
  "expected-discordant-rate"?: string;
  alpha?: string;
  power?: string;
  emax?: string;
  seed?: string;
  perturber?: string[];
  prompt?: string;
  yes?: boolean;
  "force-underpowered"?: boolean;
  budget?: string;
  "requests-per-minute"?: string;
  concurrency?: string;
  "max-retries"?: string;
  timeout?: string;
  temperature?: string;
  "max-tokens"?: string;
  "cache-dir"?: string;
  "no-cache"?: boolean;
}

/**
 * contamgate.yml (optional) + flags → everything `runEvaluation` needs. Flags override the
 * config; `--model` replaces `models:`. Relative paths in the config resolve against its folder,
 * in flags against `cwd`. Every problem is an exit-4 InputError naming the file/line or flag.
 * The check engine and the action call this with their own flag values.
 */
export async function buildRunOptions(
  values: RunFlagValues,
  cfg: LoadedConfig | undefined,
  cwd: string,
): Promise<{ options: RunOptions; warnings: string[] }> {
  const c = cfg?.config;
  const runCfg = runSection(cfg);
  const fromFile = (field: string) => (cfg ? { file: cfg.file, field } : { field: `--${field}` });

  let models: ModelSpec[];
  if (values.model?.length) models = values.model.map(parseModelFlag);
  else if (c?.models) {
    models = modelSpecsFromConfig(c.models, { file: cfg!.file, lineOf: (i) => cfg!.lineOf(["models", i]) });
  } else throw new InputError("give at least one --model provider=ID (or a models: section with --config)", { field: "--model" });
  checkUniqueLabels(models, { field: "--model" });

  const psi =
    numberFlag("expected-discordant-rate", values["expected-discordant-rate"], { min: 0, max: 1, minOpen: true, range: "a number in (0, 1]" }) ??
    c?.design?.expected_discordant_rate;
  if (psi === undefined) throw new InputError("--expected-discordant-rate is required: the expected share of discordant pairs, in (0, 1]", { field: "--expected-discordant-rate" });
  const effect = numberFlag("target-effect", values["target-effect"], { min: 0, max: psi, minOpen: true, range: `a number in (0, ${psi}]` }) ?? c?.design?.target_effect;
  if (effect === undefined) throw new InputError("--target-effect is required: the preregistered drop, as a proportion (0.05 = 5 pt)", { field: "--target-effect" });
  if (effect > psi) throw new InputError(`target effect ${effect} exceeds the expected discordant rate ${psi}`, fromFile("target_effect"));
  if (c?.design?.two_sided) throw new InputError("run's verdict is one-sided (contamination only raises original accuracy); remove two_sided", { ...fromFile("design.two_sided"), ...lineIf(cfg?.lineOf(["design", "two_sided"])) });
  const emax = values.emax ?? c?.design?.emax ?? "exact";
  if (emax !== "exact" && emax !== "bailey") throw new InputError(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
  const perturbers: PerturberName[] = [];
  for (const p of values.perturber ?? c?.benchmark?.perturbers ?? ["shuffle_choices"]) {
    if (!isPerturberName(p) || p === "identity") throw new InputError(`unknown perturber "${p}"; expected shuffle_choices or derange_choices`, { field: "--perturber" });
    if (perturbers.includes(p)) throw new InputError(`perturber "${p}" given twice`, { field: "--perturber" });
    perturbers.push(p);
  }
  let format: PromptFormat;
  const promptCfg = c?.benchmark?.prompt;
  if (values.prompt !== undefined || promptCfg === undefined || typeof promptCfg === "string") {
    const prompt = values.prompt ?? (typeof promptCfg === "string" ? promptCfg : "en");
    if (!isBuiltinFormat(prompt)) throw new InputError(`--prompt must be one of ${BUILTIN_FORMATS.join(", ")} (got "${prompt}")`, { field: "--prompt" });
    format = { kind: "builtin", name: prompt };
  } else {
    format = {
      kind: "custom",
      user: promptCfg.user,
      choiceFormat: promptCfg.choice_format,
      ...(promptCfg.system !== undefined ? { system: promptCfg.system } : {}),
      ...(promptCfg.placeholder !== undefined ? { placeholder: promptCfg.placeholder } : {}),
    };
  }
  const seed = values.seed ?? c?.benchmark?.seed ?? "contamgate";

  // Items: synthetic, or a file (split, sample).
  const warnings: string[] = [];
  let items: RunOptions["items"];
  let itemsSource: string;
  const itemsPath = values.items ?? (values.synthetic === undefined && c?.benchmark ? resolve(cfg!.dir, c.benchmark.path) : undefined);
  if ((values.synthetic === undefined) === (itemsPath === undefined)) {
    throw new InputError("give exactly one of --items PATH or --synthetic N", { field: "--items" });
  }
  if (values.synthetic !== undefined) {
    const n = numberFlag("synthetic", values.synthetic, { min: 1, max: MAX_QUESTIONS, integer: true, range: `an integer from 1 to ${MAX_QUESTIONS.toLocaleString("en-US")} (the cap; docs/reliability.md "Caps")` })!;
    items = syntheticItems(n, seed);
    itemsSource = `synthetic ${n}`;
  } else {
    const split = values.split ?? c?.benchmark?.split ?? "dev";
    if (!(SPLITS as readonly string[]).includes(split)) throw new InputError(`--split must be one of ${SPLITS.join(", ")}`, { field: "--split" });
    const sampleN = numberFlag("sample-n", values["sample-n"], { min: 1, integer: true, range: "an integer ≥ 1" }) ?? c?.benchmark?.sample_n;
    const shown = values.items ?? c!.benchmark!.path;
    const prepared = await prepareItems({
      path: resolve(cwd, itemsPath!),
      displayName: shown,
      workspace: cwd,
      split: split as Split,
      ...(sampleN !== undefined ? { sampleN } : {}),
      ...(values.items === undefined && c?.benchmark?.published_after !== undefined ? { publishedAfter: c.benchmark.published_after } : {}),
    });
    items = prepared.items;
    itemsSource = shown;
    warnings.push(...prepared.warnings);
  }
  if (items.length === 0) throw new InputError("no items to ask", { field: "--items" });

  const options: RunOptions = {
    items,
    itemsSource,
    models,
    perturbers,
    seed,
    format,
    ...(cfg ? { configSha256: cfg.sha256 } : {}),
    design: {
      targetEffect: effect,
      discordantRate: psi,
      alpha: numberFlag("alpha", values.alpha, { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "a number in (0, 0.5)" }) ?? c?.design?.alpha ?? 0.05,
      power: numberFlag("power", values.power, { min: 0, max: 1, minOpen: true, maxOpen: true, range: "a number in (0, 1)" }) ?? c?.design?.power ?? 0.8,
      emax,
      ...(c?.design?.perturbers_tried !== undefined ? { perturbersTried: c.design.perturbers_tried } : {}),
    },
    temperature: numberFlag("temperature", values.temperature, { min: 0, max: 2, range: "a number in [0, 2]" }) ?? runCfg?.temperature ?? DEFAULT_TEMPERATURE,
    maxTokens: numberFlag("max-tokens", values["max-tokens"], { min: 1, max: 4096, integer: true, range: "an integer in [1, 4096]" }) ?? runCfg?.max_tokens ?? DEFAULT_MAX_TOKENS,
    spend: {
      ...optional("budget", numberFlag("budget", values.budget, { min: 0, integer: true, range: "an integer ≥ 0" }) ?? runCfg?.budget),
      ...optional("requestsPerMinute", numberFlag("requests-per-minute", values["requests-per-minute"], { min: 0, minOpen: true, range: "a number > 0" }) ?? runCfg?.requests_per_minute),
      concurrency: numberFlag("concurrency", values.concurrency, { min: 1, max: 256, integer: true, range: "an integer in [1, 256]" }) ?? runCfg?.concurrency ?? 4,
      maxRetries: numberFlag("max-retries", values["max-retries"], { min: 0, max: 20, integer: true, range: "an integer in [0, 20]" }) ?? runCfg?.max_retries ?? 5,
      timeoutMs: 1000 * (numberFlag("timeout", values.timeout, { min: 0, minOpen: true, range: "a number of seconds > 0" }) ?? runCfg?.timeout_seconds ?? 60),
    },
    cacheDir: values["no-cache"]
      ? null
      : values["cache-dir"] !== undefined
        ? resolve(cwd, values["cache-dir"])
        : runCfg?.cache_dir !== undefined
          ? resolve(cfg!.dir, runCfg.cache_dir)
          : resolve(cwd, ".contamgate-cache"),
    yes: values.yes === true,
    forceUnderpowered: values["force-underpowered"] === true,
  };
  return { options, warnings };
}

function optional<K extends string>(key: K, v: number | undefined): Partial<Record<K, number>> {
  return v === undefined ? {} : ({ [key]: v } as Record<K, number>);
}

/**
 * The `run:` section, validated with this module's schema. Read from the parsed config rather
 * than its typed result so it works before the root schema lists the section.
 */
function runSection(cfg: LoadedConfig | undefined): RunSection | undefined {
  const raw = (cfg?.config as Record<string, unknown> | undefined)?.run;
  if (raw === undefined) return undefined;
  const r = runSectionSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const path = ["run", ...issue.path.map(String)];
    throw new InputError(issue.message, { file: cfg!.file, ...lineIf(cfg!.lineOf(path)), field: path.join(".") });
  }
  return r.data;
}

function lineIf(line: number | undefined): { line?: number } {
  return line === undefined ? {} : { line };
}
