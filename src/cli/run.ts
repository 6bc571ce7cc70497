import { resolve } from "node:path";
import { loadConfig } from "../config/load.js";
import { type NamedInput, outputPath } from "../io/output-file.js";
import { forLog } from "../text/escape.js";
import { ExitCode } from "../errors.js";
import { formatProgress } from "../run/execute.js";
import { resolveRunSettings, type RunOverrides } from "../settings/resolve.js";
import { parseNumber, RANGES, type RangeKey } from "../ranges.js";
import { fromFlag } from "../value-source.js";
import { parseModelDeclaration } from "../models/spec.js";
import { buildProviders, runEvaluation } from "../engine/evaluate.js";
import { runJson } from "./run-json.js";
import { writeOutcomesFile } from "../outcomes/write.js";
import { verdictJson } from "../report/verdict-json.js";
import { renderVerdictText } from "../report/verdict-text.js";
import { parseFlags } from "./args.js";
import { jsonFlag } from "./json-flag.js";
import type { Io } from "./io.js";

const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
  --published-after YYYY-MM-DD   keep only items published after the date (undated items set aside, counted)
  --published-before YYYY-MM-DD  keep only items published on or before the date (likewise)
  --model SPEC                   provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F][,control=true]
                                 [,signal=probability]; repeatable; control=true declares a clean control
                                 (docs/statistics.md); signal=probability scores answers on the correct
                                 letter's probability (openai, compatible; docs/providers.md)
  --training-cutoff LABEL=DATE   the last day (YYYY-MM-DD) of the training data of the model labelled
                                 LABEL: items published after it are its own control; repeatable
  --target-effect D              preregistered drop to detect, as a proportion (0.05 = 5 pt)
  --discordant-rate P            expected share of discordant pairs, for the power gate
  --soft-sd S                    planned SD of the soft difference d (probability models): the gate
                                 shows the soft figures beside the binary ones (config: design.soft_sd)
  --soft-pilot PATH              or plan on a pilot outcome file's own shape of d (rows with score for both
                                 conditions, at least 20 items; its spread scaled up to the SD's 90% upper
                                 bound; config: design.soft_pilot)
  --alpha A  --power P  --emax exact|bailey
  --seed S                       perturbation seed (default "contamgate")
  --perturber NAME               shuffle_choices (default), derange_choices; repeatable (K)
  --prompt NAME                  built-in prompt format: en (default), ja (letter only), en-answer-line, ja-answer-line
  --yes                          confirm the announced paid calls (without it: exit 3, nothing sent)
  --force-underpowered           run although the power gate fails (the shortfall goes into the report)
  --max-calls N                  most paid calls (default: exactly the calls announced)
  --requests-per-minute R  --concurrency C per server (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON (- prints it instead of the text)
  --outcomes PATH                also write every answer as outcome rows, JSONL (docs/outcomes.md): one
                                 row per model, condition (original, perturbed:<perturber>) and item;
                                 unparsed = null. Written when every answer is in; verdict --input reads it
  --show-provider-bodies         print what a failing provider sent (keys redacted) on stderr; off by
                                 default because a provider may echo the prompt (holdout text)

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;

export const RUN_FLAGS = {
  config: { type: "string" },
  items: { type: "string" },
  synthetic: { type: "string" },
  split: { type: "string" },
  "sample-n": { type: "string" },
  "published-after": { type: "string" },
  "published-before": { type: "string" },
  model: { type: "string", multiple: true },
  "training-cutoff": { type: "string", multiple: true },
  "target-effect": { type: "string" },
  "discordant-rate": { type: "string" },
  "soft-sd": { type: "string" },
  "soft-pilot": { type: "string" },
  alpha: { type: "string" },
  power: { type: "string" },
  emax: { type: "string" },
  seed: { type: "string" },
  perturber: { type: "string", multiple: true },
  prompt: { type: "string" },
  yes: { type: "boolean" },
  "force-underpowered": { type: "boolean" },
  "max-calls": { type: "string" },
  "requests-per-minute": { type: "string" },
  concurrency: { type: "string" },
  "max-retries": { type: "string" },
  timeout: { type: "string" },
  temperature: { type: "string" },
  "max-tokens": { type: "string" },
  "cache-dir": { type: "string" },
  "no-cache": { type: "boolean" },
  json: { type: "string" },
  outcomes: { type: "string" },
  "show-provider-bodies": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

export async function runCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, RUN_FLAGS, false, HELP);
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }

  const outcomesOut =
    values.outcomes === undefined ? undefined : outputPath(values.outcomes, { cwd: io.cwd, field: "--outcomes" });
  const cfg = values.config !== undefined ? await loadConfig(values.config, io.cwd) : undefined;
  // Checked before the run: a paid run must not end without the report it was asked to write, and
  // `--json x.jsonl --items x.jsonl` overwrote the benchmark and exited 0.
  const inputs: NamedInput[] = [];
  if (values.items !== undefined) inputs.push({ what: "the --items file", path: resolve(io.cwd, values.items) });
  else if (cfg?.config.benchmark && values.synthetic === undefined)
    inputs.push({ what: "the benchmark.path file", path: resolve(cfg.dir, cfg.config.benchmark.path) });
  if (cfg) inputs.push({ what: "the --config file", path: cfg.path });
  const json = await jsonFlag(values.json, io, { inputs, otherOutputs: [outcomesOut] });
  const { settings: options, warnings, notes } = await resolveRunSettings(cfg, runOverrides(values), io.cwd);
  const { items, itemsSource, seed } = options;
  // An invalid model (missing key, a host the workflow does not allow) is one exit-4 line, before any warning.
  const providers = buildProviders(options, io.env);
  for (const n of notes) io.stderr(`contamgate run: ${n}\n`);
  for (const w of warnings) io.stderr(`warning: ${w}\n`);

  // On a terminal one line is redrawn in place every second; in CI a plain line every 10 s.
  const tty = (process.stderr.isTTY ?? false) && !io.env.CI && io.env.TERM !== "dumb";
  let drawn = false;
  // Handled only while asking; afterwards a signal acts as usual (the report takes milliseconds).
  const interrupt = io.interrupt?.();
  const outcome = await runEvaluation(
    options,
    {
      env: io.env,
      log: (line) => {
        if (drawn) io.stderr("\n");
        drawn = false;
        io.stderr(`${line}\n`);
      },
      onProgress: (p) => {
        if (tty) {
          io.stderr(`\r\x1b[2Kprogress: ${formatProgress(p)}`);
          drawn = true;
        } else io.stderr(`progress: ${formatProgress(p)}\n`);
      },
      progressEveryMs: tty ? 1000 : 10_000,
      ...(values["show-provider-bodies"] ? { showProviderBodies: true } : {}),
      ...(interrupt ? { abort: interrupt.signal } : {}),
    },
    { providers },
  ).finally(() => interrupt?.dispose());
  if (drawn) io.stderr("\n");
  if (outcome.stage === "stopped") io.stderr(`contamgate run: stopped: ${forLog(outcome.error)}\n`);
  outcome.warnings.unshift(...warnings);

  if (outcome.stage === "done") {
    json.text(
      `contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
        `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`,
    );
    json.text(renderVerdictText(verdictJson(outcome.verdict)));
    {
      const s = outcome.spend;
      json.text(
        `\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks.hits}` +
          (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") +
          "\n",
      );
    }
  }
  if (values.json !== undefined) await json.write(JSON.stringify(runJson(options, outcome), null, 2) + "\n");
  if (outcomesOut) {
    if (outcome.stage === "done") await writeOutcomesFile(outcomesOut, outcome.outcomes);
    else
      io.stderr(
        `contamgate run: --outcomes not written: the run ended at stage "${outcome.stage}" before every answer was in\n`,
      );
  }
  // Interrupted: 128 + the signal's number, whatever the partial report says (never a pass).
  return interrupt?.exitCode() ?? outcome.exitCode;
}

/** `contamgate run`'s flags as typed overrides, each naming its flag (src/settings). */
function runOverrides(v: Record<string, string | boolean | string[] | undefined>): RunOverrides {
  const str = (name: string) => v[name] as string | undefined;
  const o: RunOverrides = {};
  const num = (key: RangeKey, flag: string) => {
    const raw = str(flag);
    return raw === undefined ? undefined : parseNumber(raw, RANGES[key], { kind: "flag", flag: `--${flag}` });
  };
  const set = <K extends keyof RunOverrides>(key: K, value: RunOverrides[K] | undefined) => {
    if (value !== undefined) o[key] = value;
  };
  const models = v.model as string[] | undefined;
  if (models?.length) {
    const declared = models.map(parseModelDeclaration);
    o.models = fromFlag(
      "--model",
      declared.map((d) => d.spec),
    );
    const controls = declared.filter((d) => d.control).map((d) => d.spec.label);
    if (controls.length) o.controls = fromFlag("--model control=true", controls);
  }
  const cutoffs = v["training-cutoff"] as string[] | undefined;
  if (cutoffs?.length) o.trainingCutoffs = fromFlag("--training-cutoff", cutoffs);
  const text = (
    key: "items" | "split" | "emax" | "seed" | "prompt" | "publishedAfter" | "publishedBefore",
    flag: string,
  ) => {
    const raw = str(flag);
    if (raw !== undefined) o[key] = fromFlag(`--${flag}`, raw);
  };
  text("items", "items");
  text("split", "split");
  text("emax", "emax");
  text("seed", "seed");
  text("prompt", "prompt");
  text("publishedAfter", "published-after");
  text("publishedBefore", "published-before");
  set("synthetic", num("synthetic", "synthetic"));
  set("sampleN", num("sampleN", "sample-n"));
  set("discordantRate", num("discordantRate", "discordant-rate"));
  set("softSd", num("softSd", "soft-sd"));
  if (str("soft-pilot") !== undefined) o.softPilot = fromFlag("--soft-pilot", str("soft-pilot")!);
  set("targetEffect", num("targetEffect", "target-effect"));
  set("alpha", num("alpha", "alpha"));
  set("power", num("power", "power"));
  set("budget", num("budget", "max-calls"));
  set("requestsPerMinute", num("requestsPerMinute", "requests-per-minute"));
  set("concurrency", num("concurrency", "concurrency"));
  set("maxRetries", num("maxRetries", "max-retries"));
  set("timeoutSeconds", num("timeoutSeconds", "timeout"));
  set("temperature", num("temperature", "temperature"));
  set("maxTokens", num("maxTokens", "max-tokens"));
  const perturbers = v.perturber as string[] | undefined;
  if (perturbers?.length) o.perturbers = fromFlag("--perturber", perturbers);
  if (v["no-cache"] === true) o.cacheDir = fromFlag("--no-cache", null);
  else if (str("cache-dir") !== undefined) o.cacheDir = fromFlag("--cache-dir", str("cache-dir")!);
  if (v.yes === true) o.yes = true;
  if (v["force-underpowered"] === true) o.forceUnderpowered = true;
  return o;
}
