import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "../config/load.js";
import { modelSpecsFromConfig } from "../models/config.js";
import type { ModelSpec } from "../models/types.js";
import type { PromptFormat } from "../items/prompt/render.js";
import { runSectionSchema, type RunSection } from "../run/config.js";
import { ExitCode, InputError } from "../errors.js";
import { prepareItems } from "../items/prepare.js";
import { isPerturberName, type PerturberName } from "../items/perturb/perturbers.js";
import { SPLITS, type Split } from "../items/split.js";
import { checkUniqueLabels, parseModelFlag } from "../models/spec.js";
import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE } from "../models/types.js";
import { formatProgress } from "../run/execute.js";
import { runEvaluation, runJson, type RunOptions } from "../run/run.js";
import { syntheticItems } from "../run/synthetic.js";
import { renderVerdictText } from "../verdict/render.js";
import { numberFlag, parseFlags } from "./args.js";
import type { Io } from "./io.js";

const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --expected-discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
  --model SPEC                   provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F]; repeatable
  --target-effect D              preregistered drop to detect, as a proportion (0.05 = 5 pt)
  --expected-discordant-rate P   expected share of discordant pairs, for the power gate
  --alpha A  --power P  --emax exact|bailey
  --seed S                       perturbation seed (default "contamgate")
  --perturber NAME               shuffle_choices (default), derange_choices; repeatable (K)
  --prompt en|ja                 built-in prompt format (default en)
  --yes                          confirm the announced paid calls (without it: exit 3, nothing sent)
  --force-underpowered           run although the power gate fails (the shortfall goes into the report)
  --budget N                     most paid calls (default: exactly the calls announced)
  --requests-per-minute R  --concurrency C (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;

export async function runCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, {
    config: { type: "string" },
    items: { type: "string" },
    synthetic: { type: "string" },
    split: { type: "string" },
    "sample-n": { type: "string" },
    model: { type: "string", multiple: true },
    "target-effect": { type: "string" },
    "expected-discordant-rate": { type: "string" },
    alpha: { type: "string" },
    power: { type: "string" },
    emax: { type: "string" },
    seed: { type: "string" },
    perturber: { type: "string", multiple: true },
    prompt: { type: "string" },
    yes: { type: "boolean" },
    "force-underpowered": { type: "boolean" },
    budget: { type: "string" },
    "requests-per-minute": { type: "string" },
    concurrency: { type: "string" },
    "max-retries": { type: "string" },
    timeout: { type: "string" },
    temperature: { type: "string" },
    "max-tokens": { type: "string" },
    "cache-dir": { type: "string" },
    "no-cache": { type: "boolean" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }

  const cfg = values.config !== undefined ? await loadConfig(values.config, io.cwd) : undefined;
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
    if (prompt !== "en" && prompt !== "ja") throw new InputError(`--prompt must be en or ja (got "${prompt}")`, { field: "--prompt" });
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
    const n = numberFlag("synthetic", values.synthetic, { min: 1, max: 10_000_000, integer: true, range: "an integer ≥ 1" })!;
    items = syntheticItems(n, seed);
    itemsSource = `synthetic ${n}`;
  } else {
    const split = values.split ?? c?.benchmark?.split ?? "dev";
    if (!(SPLITS as readonly string[]).includes(split)) throw new InputError(`--split must be one of ${SPLITS.join(", ")}`, { field: "--split" });
    const sampleN = numberFlag("sample-n", values["sample-n"], { min: 1, integer: true, range: "an integer ≥ 1" }) ?? c?.benchmark?.sample_n;
    const shown = values.items ?? c!.benchmark!.path;
    const prepared = await prepareItems({
      path: resolve(io.cwd, itemsPath!),
      displayName: shown,
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
        ? resolve(io.cwd, values["cache-dir"])
        : runCfg?.cache_dir !== undefined
          ? resolve(cfg!.dir, runCfg.cache_dir)
          : resolve(io.cwd, ".contamgate-cache"),
    yes: values.yes === true,
    forceUnderpowered: values["force-underpowered"] === true,
  };
  for (const w of warnings) io.stderr(`warning: ${w}\n`);

  const tty = (process.stderr.isTTY ?? false) && !io.env.CI;
  const outcome = await runEvaluation(options, {
    env: io.env,
    log: (line) => io.stderr(`${line}\n`),
    onProgress: (p) => io.stderr(`progress: ${formatProgress(p)}\n`),
    progressEveryMs: tty ? 1000 : 10_000,
  });
  outcome.warnings.unshift(...warnings);

  if (outcome.stage === "done") {
    io.stdout(`contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
      `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`);
    for (const v of outcome.verdicts) {
      if (outcome.verdicts.length > 1) io.stdout(`\n== perturber ${v.perturber} ==\n`);
      io.stdout(renderVerdictText(v.report));
    }
    if (outcome.spend) {
      const s = outcome.spend;
      io.stdout(`\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks?.hits ?? 0}` +
        (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") + "\n");
    }
  }
  if (values.json !== undefined) {
    await writeFile(resolve(io.cwd, values.json), JSON.stringify(runJson(options, outcome), null, 2) + "\n");
  }
  return outcome.exitCode;
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
