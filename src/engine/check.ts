/**
 * The check engine: runs what contamgate.yml configures — power gate, leakage scan,
 * contamination run — in that order (nothing is spent before the gate passes) and returns one
 * Report. Both `contamgate check` and the action call this; neither knows about the other.
 */
import { relative, resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "../config/load.js";
import { evaluatePowerGate, type PowerGateResult } from "../design/gate.js";
import { excessTestsOf } from "../design/controls.js";
import { gateMessage } from "../report/power-text.js";
import { deriveDesign, type Design } from "../design/resolve.js";
import { ExitCode, InputError } from "../errors.js";
import { prepareItems } from "../items/prepare.js";
import { optionsFromSection } from "../leakage/config.js";
import { scan } from "../leakage/scan.js";
import { repositoryRoot } from "../leakage/sources/repo-root.js";
import { leakageSection } from "../report/leakage-section.js";
import { knownKeys, redactKnownKeys } from "../models/secrets.js";
import { VERSION } from "../version.js";
import {
  CHECK_NAMES,
  REPORT_SCHEMA_VERSION,
  type CheckName,
  type ContaminationSection,
  type Report,
  type Outcome,
  type ReportWarning,
} from "../report/types.js";
import {
  resolveControls,
  resolveDesignInputs,
  resolvePerturbers,
  resolveRunSettings,
  type RunOverrides,
  type RunSettings,
  type SurfaceNames,
} from "../settings/resolve.js";
import { formatProgress, type Progress } from "../run/execute.js";
import { runEvaluation, type RunOutcome } from "./evaluate.js";
import { unparsedJson } from "../run/unparsed.js";
import { verdictJson } from "../report/verdict-json.js";
import { int } from "../report/format.js";
import { decide } from "./decide.js";
import { invalid, knob, whereOf } from "../value-source.js";
import { isIsoDate } from "../items/load.js";
import { powerSection } from "../report/power-section.js";
import type { CheckDeps, CheckOutcome, CheckRequest } from "./types.js";
import { computeComparison, type CompareSpec } from "../compare/compute.js";
import { concatRows } from "../compare/pair.js";
import type { OutcomeTable } from "../outcomes/table.js";
import { type ComparePlanJson, planComparison } from "../compare/plan.js";
import { readOutcomesFile } from "../outcomes/read.js";
import { gatePhrase, planPhrase } from "../report/compare-figures.js";
import { resolveCompareSettings } from "../settings/compare.js";
import { softPilotOf, withSoftPilot } from "../settings/soft-pilot.js";

type CheckConfig = LoadedConfig["config"];
type CompareSettings = ReturnType<typeof resolveCompareSettings>;
type ResolvedRun = { settings: RunSettings; warnings: string[]; notes: string[] };
/** What the contamination run left behind for the verdict and the caller. */
interface RunResult {
  newCacheEntries: number;
  cacheDir: string | null;
  unconfirmed: boolean;
  // A run that stopped part-way (budget spent, provider refusing) has no verdicts: never a pass.
  stopped: { reason: string; exitCode: ExitCode } | null;
}
const NOT_RUN: RunResult = { newCacheEntries: 0, cacheDir: null, unconfirmed: false, stopped: null };

export async function runCheck(req: CheckRequest, deps: CheckDeps): Promise<CheckOutcome> {
  const cfg = await loadConfig(req.configPath, req.cwd);
  const c = cfg.config;
  const warnings: ReportWarning[] = [];
  const checks = configuredChecks(req, c, warnings);
  const report = emptyReport(req, cfg, checks, warnings);

  // Settings resolved once, before anything runs: the run's design is the one the gate judges.
  const overrides = runOverrides(req, c);
  const names = surfaceNames(req);
  let run: ResolvedRun | null = null;
  let gate: PowerGateResult | null = null;
  if (checks.includes("contamination")) {
    run = await resolveRunSettings(cfg, overrides, req.cwd, names);
    gate = evaluatePowerGate(run.settings.design);
  } else if (checks.includes("power") && c.design) {
    gate = evaluatePowerGate(await designFromConfig(cfg, req.cwd, overrides, names));
  }
  // The compare check's settings, resolved before anything runs; its plan is judged by the power
  // check with no outcome read and nothing spent (docs/compare.md "Power before spending").
  const compare =
    c.compare && (checks.includes("compare") || checks.includes("power"))
      ? resolveCompareSettings(cfg, {}, req.cwd)
      : null;
  const compareUnderpowered = recordComparePlan(compare, checks, report, deps);
  const underpowered = gate !== null && recordGate(gate, checks, req, report, deps);

  if (checks.includes("leakage")) {
    const scanned = await scan({
      ...optionsFromSection(c.leakage!, cfg.dir, cfg, await repositoryRoot(req.cwd, deps.env)),
      ...(req.changedSince !== null ? { changedSince: req.changedSince } : {}),
      ...(deps.leakageProgress ? { progress: deps.leakageProgress } : {}),
    });
    report.leakage = leakageSection(scanned, req.changedSince);
  }

  const ran =
    run !== null && gate !== null
      ? await contaminationCheck(run, gate, underpowered, req, deps, report, warnings)
      : NOT_RUN;
  if (compare !== null && checks.includes("compare")) await compareCheck(compare, req, report, warnings);

  const present = presentOutcomes(report, ran, { underpowered, compareUnderpowered, req });
  const { outcomes, verdict, exitCode } = decide(present);
  report.verdict = verdict;
  report.exit_code = exitCode;
  report.headline = headline(report, outcomes);
  return { exitCode, verdict, report, newCacheEntries: ran.newCacheEntries, cacheDir: ran.cacheDir };
}

/** The checks asked for that the config configures; each one skipped is a warning. */
function configuredChecks(req: CheckRequest, c: CheckConfig, warnings: ReportWarning[]): CheckName[] {
  const configured: Record<CheckName, string | null> = {
    power: c.design ? null : "design: section",
    leakage: c.leakage ? null : "leakage: section",
    contamination:
      c.design && c.benchmark && c.models
        ? null
        : `${(["design", "benchmark", "models"] as const)
            .filter((k) => !c[k])
            .map((k) => `${k}:`)
            .join(" or ")} section (it needs design:, benchmark: and models:)`,
    compare: c.compare ? null : "compare: section",
  };
  // The power check judges design: and/or a planned comparison (compare.plan).
  if (configured.power !== null && c.compare?.plan) configured.power = null;
  // Every check asked for (the default) on a config without compare: — nothing to compare, and no
  // reason to warn about it; a compare check asked for by name still warns.
  const allAsked = CHECK_NAMES.every((n) => req.checks.includes(n));
  const checks = req.checks.filter((name) => {
    if (configured[name] === null) return true;
    if (name === "compare" && allAsked) return false;
    warnings.push({
      source: "config",
      message: `${name} check skipped: ${req.configPath} has no ${configured[name]}`,
      file: req.configPath,
    });
    return false;
  });
  if (checks.length === 0) {
    throw new InputError(`none of the requested checks (${req.checks.join(", ")}) is configured`, {
      file: req.configPath,
    });
  }
  return checks;
}

/** The report before any check ran: a pass, filled in as the checks run. */
function emptyReport(req: CheckRequest, cfg: LoadedConfig, checks: CheckName[], warnings: ReportWarning[]): Report {
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    tool: { name: "contamgate", version: VERSION },
    config: { path: req.configPath, sha256: cfg.sha256 },
    verdict: "pass",
    exit_code: ExitCode.Pass,
    checks,
    power: null,
    contamination: null,
    leakage: null,
    compare: null,
    warnings,
  };
}

/** What the request overrides in the config's run settings; date filters need a benchmark. */
function runOverrides(req: CheckRequest, c: CheckConfig): RunOverrides {
  const overrides: RunOverrides = {
    ...(req.yes.value ? { yes: true } : {}),
    ...(req.forceUnderpowered ? { forceUnderpowered: true } : {}),
    ...(req.maxCalls.value !== null ? { budget: { value: req.maxCalls.value, source: req.maxCalls.source } } : {}),
    ...(req.cacheDir.value !== null ? { cacheDir: { value: req.cacheDir.value, source: req.cacheDir.source } } : {}),
    ...(req.publishedAfter !== undefined ? { publishedAfter: req.publishedAfter } : {}),
    ...(req.publishedBefore !== undefined ? { publishedBefore: req.publishedBefore } : {}),
    ...(req.softPilot !== undefined ? { softPilot: req.softPilot } : {}),
  };
  for (const v of [req.publishedAfter, req.publishedBefore])
    if (v !== undefined && !c.benchmark)
      throw new InputError(
        "filters the benchmark's items by date, but the config has no benchmark: section",
        whereOf(v.source),
      );
  return overrides;
}

/** How messages name each setting: the config's keys, and the surface's own knobs. */
function surfaceNames(req: CheckRequest): SurfaceNames {
  return {
    models: "models",
    items: "benchmark",
    effect: "design.target_effect",
    rate: "design.expected_discordant_rate",
    budget: knob(req.maxCalls.source, "a call budget"),
    yes: req.yes.source.kind === "input" ? `${req.yes.source.input}: true` : knob(req.yes.source, "confirmation"),
  };
}

/** The planned comparison's power, judged by the power check; true when it is underpowered. */
function recordComparePlan(
  compare: CompareSettings | null,
  checks: readonly CheckName[],
  report: Report,
  deps: CheckDeps,
): boolean {
  if (compare === null || !checks.includes("power") || compare.spec.plan === null) return false;
  const plan = comparePlanOf(compare.spec);
  report.compare = { plan, comparison: null };
  const underpowered = plan.adequate === false;
  if (underpowered) deps.log(`power: planned comparison: ${planPhrase(plan)}`);
  return underpowered;
}

/** The power gate's section and log line; true when the design is underpowered. */
function recordGate(
  gate: PowerGateResult,
  checks: readonly CheckName[],
  req: CheckRequest,
  report: Report,
  deps: CheckDeps,
): boolean {
  const underpowered = gate.adequate === false;
  // A refusing gate is the verdict's reason, so its figures go into the report even when only
  // the contamination check was asked for.
  if (checks.includes("power") || underpowered)
    report.power = powerSection(gate, underpowered && req.forceUnderpowered === true);
  if (underpowered) deps.log(`power: ${gateMessage(gate)}`);
  return underpowered;
}

/** The contamination run, unless the gate refuses it; its section goes into the report. */
async function contaminationCheck(
  run: ResolvedRun,
  gate: PowerGateResult,
  underpowered: boolean,
  req: CheckRequest,
  deps: CheckDeps,
  report: Report,
  warnings: ReportWarning[],
): Promise<RunResult> {
  if (underpowered && !req.forceUnderpowered) {
    warnings.push({
      source: "contamination",
      message: "contamination run not started: the design is underpowered (nothing was sent)",
    });
    return NOT_RUN;
  }
  const { settings } = run;
  for (const n of run.notes) deps.log(n);
  for (const w of run.warnings) warnings.push({ source: "contamination", message: w });
  const cacheDir = settings.cacheDir?.value ?? null;
  const outcome = await runEvaluation(
    settings,
    {
      env: deps.env,
      log: deps.log,
      // Plain lines, as in CI: the action's log and `check` both show a long run moving.
      ...(deps.quiet ? {} : { onProgress: (p: Progress) => deps.log(`progress: ${formatProgress(p)}`) }),
      progressEveryMs: 10_000,
      ...(deps.showProviderBodies ? { showProviderBodies: true } : {}),
      ...(deps.abort ? { abort: deps.abort } : {}),
    },
    { gate },
  );
  for (const w of outcome.warnings) warnings.push({ source: "contamination", message: w });
  report.contamination = contaminationSection(outcome, settings, knownKeys(deps.env));
  return {
    newCacheEntries: outcome.stage === "gate" ? 0 : (outcome.cache?.newEntries ?? 0),
    cacheDir,
    unconfirmed: outcome.stage === "confirm",
    stopped: outcome.stage === "stopped" ? { reason: outcome.error, exitCode: outcome.exitCode } : null,
  };
}

/** The compare check: the outcome files read, compared, and the comparison put in the report. */
async function compareCheck(
  compare: CompareSettings,
  req: CheckRequest,
  report: Report,
  warnings: ReportWarning[],
): Promise<void> {
  const tables: OutcomeTable[] = [];
  for (const input of compare.inputs) {
    const file = await readOutcomesFile(relative(req.cwd, input.path) || input.shown, req.cwd, "compare.inputs");
    tables.push(file.table);
  }
  const comparison = computeComparison(concatRows(tables), compare.spec);
  report.compare = { plan: report.compare?.plan ?? null, comparison };
  for (const w of comparison.warnings) warnings.push({ source: "compare", message: w });
}

/**
 * Every outcome present is recorded, not only the top-ranked one: the action's fail-on decides
 * on each of them, and every surface names all of them.
 */
function presentOutcomes(
  report: Report,
  ran: RunResult,
  gates: { underpowered: boolean; compareUnderpowered: boolean; req: CheckRequest },
): Outcome[] {
  const { stopped, unconfirmed } = ran;
  const compareFailing = report.compare?.comparison?.gate.failing ?? [];
  const present: Outcome[] = [];
  if (report.contamination?.models.some((m) => m.detected)) present.push("contaminated");
  if ((report.leakage?.findings.length ?? 0) > 0) present.push("leaking");
  if (compareFailing.some((m) => m !== "underpowered")) present.push("compare-failed");
  if (gates.compareUnderpowered || compareFailing.includes("underpowered")) present.push("underpowered");
  // A run stopped by a provider could not evaluate; one stopped by the call budget is unconfirmed spend.
  if (stopped !== null && stopped.exitCode !== ExitCode.Unconfirmed) present.push("error");
  // A run forced past the gate (--force-underpowered) is judged by what it found, as `run` is;
  // the shortfall stays in the report's power section and warnings.
  if (gates.underpowered && !(gates.req.forceUnderpowered === true && report.contamination !== null))
    present.push("underpowered");
  if (unconfirmed || stopped?.exitCode === ExitCode.Unconfirmed) present.push("unconfirmed");
  return present;
}

/**
 * The design for a power-only check: the same derivation as the run's (n from the benchmark's
 * selected items, M and K from the models and perturbers configured), without building a run.
 */
async function designFromConfig(
  cfg: LoadedConfig,
  cwd: string,
  overrides: RunOverrides,
  names: SurfaceNames,
): Promise<Design> {
  const c = cfg.config;
  let n: number | undefined;
  if (c.benchmark) {
    const prepared = await prepareItems({
      // resolve, not concatenation: an absolute benchmark.path must name the same file `run` reads.
      path: resolve(cfg.dir, c.benchmark.path),
      displayName: relative(cwd, resolve(cfg.dir, c.benchmark.path)) || c.benchmark.path,
      workspace: cwd,
      split: c.benchmark.split,
      ...(c.benchmark.sample_n !== undefined ? { sampleN: c.benchmark.sample_n } : {}),
      ...publicationWindow(c.benchmark, overrides),
    });
    n = prepared.items.length;
  }
  const inputs = resolveDesignInputs(cfg, overrides, names);
  const design = deriveDesign(inputs, {
    ...(n !== undefined ? { n } : {}),
    ...(c.models ? { modelsRun: c.models.length } : {}),
    ...(c.benchmark ? { perturbersRun: resolvePerturbers(cfg, overrides).length } : {}),
    ...(resolveControls(cfg, overrides) ? { controls: resolveControls(cfg, overrides)! } : {}),
  });
  return withSoftPilot(design, softPilotOf(overrides.softPilot, cfg, cwd), inputs.softSd, cwd);
}

/** The date filters `run` applies (src/settings/resolve.ts): a flag replaces the benchmark's key. */
function publicationWindow(
  b: { published_after?: string | undefined; published_before?: string | undefined },
  o: RunOverrides,
): { publishedAfter?: string; publishedBefore?: string } {
  for (const v of [o.publishedAfter, o.publishedBefore])
    if (v !== undefined && !isIsoDate(v.value)) throw invalid(v.source, `a date YYYY-MM-DD (got "${v.value}")`);
  const after = o.publishedAfter?.value ?? b.published_after;
  const before = o.publishedBefore?.value ?? b.published_before;
  return {
    ...(after !== undefined ? { publishedAfter: after } : {}),
    ...(before !== undefined ? { publishedBefore: before } : {}),
  };
}

function contaminationSection(
  outcome: RunOutcome,
  options: RunSettings,
  keys: readonly string[],
): ContaminationSection {
  const json = outcome.stage === "done" ? verdictJson(outcome.verdict) : null;
  // A run stopped before its verdicts (unconfirmed, budget) still reports the design it would use:
  // the same one (src/design/resolve.ts), so gate and verdict agree on M and K.
  const g = options.design;
  const design = json?.design ?? {
    alpha: g.alpha,
    target_effect: g.effect,
    power: g.targetPower,
    models: g.models,
    perturbers: g.perturbers,
    perturbers_run: [...options.perturbers],
    family_size: g.models * g.perturbers + excessTestsOf(g),
    excess_tests: excessTestsOf(g),
    controls: g.controls?.kind === "declared" ? [...g.controls.names] : [],
    controls_against: g.controls?.kind === "declared" ? g.controls.against : null,
    emax: g.emax,
    emax_value: outcome.gate.emaxValue,
  };
  const planned = outcome.stage === "gate" ? null : outcome;
  const asked = outcome.stage === "stopped" || outcome.stage === "done" ? outcome : null;
  return {
    design,
    detected_models: outcome.stage === "done" ? [...outcome.detected] : [],
    ...(outcome.stage === "stopped"
      ? { stopped: { reason: withoutItemText(outcome.error, options.items, keys), exit_code: outcome.exitCode } }
      : {}),
    models: json?.models ?? [],
    heterogeneity: json?.heterogeneity ?? [],
    warnings: json?.warnings ?? [],
    ...(outcome.stage === "done" && Object.keys(outcome.unparsed).length > 0
      ? { unparsed: Object.fromEntries(Object.entries(outcome.unparsed).map(([label, u]) => [label, unparsedJson(u)])) }
      : {}),
    spend: {
      calls_made: asked?.spend.calls ?? 0,
      cache_hits: asked?.asks.hits ?? 0,
      cache_hits_verified: planned?.cache?.replayedVerified ?? 0,
      new_entries: planned?.cache?.newEntries ?? 0,
      nondeterministic: planned?.cache?.nondeterministic ?? 0,
      calls_needed: Object.values(planned?.uncachedCalls ?? {}).reduce((a, b) => a + b, 0),
      max_calls: options.spend.budget?.value ?? null,
    },
  };
}

/** One clause per outcome present, in rank order, so the headline names all of them. */
function headline(r: Report, outcomes: readonly Outcome[]): string {
  if (outcomes.length === 0) return "all configured checks passed";
  return outcomes.map((v) => outcomeClause(r, v)).join("; ");
}

function outcomeClause(r: Report, v: Outcome): string {
  switch (v) {
    case "contaminated":
      return `contamination detected in: ${r
        .contamination!.models.filter((m) => m.detected)
        .map((m) => `${m.name} (named by ${m.named_by})`)
        .join(", ")}`;
    case "leaking":
      return `${r.leakage!.findings.length} leakage finding(s) in the corpora (holdout text is never shown)`;
    case "compare-failed":
      return `compare gate failed: ${gatePhrase(r.compare!.comparison!)}`;
    case "underpowered": {
      const parts: string[] = [];
      if (r.power?.adequate === false)
        parts.push(
          `design underpowered: needs ${r.power.exact.required_n === null ? "more" : int(r.power.exact.required_n)} questions, has ${int(r.power.n)}`,
        );
      const plan = r.compare?.comparison?.power ?? r.compare?.plan;
      if (plan?.adequate === false) parts.push(`planned comparison underpowered: ${planPhrase(plan)}`);
      return parts.join("; ") || "design underpowered";
    }
    case "error":
    case "unconfirmed":
      if (r.contamination?.stopped)
        return `contamination run stopped before its verdicts: ${r.contamination.stopped.reason}`;
      if (v === "error") return "the checks could not be evaluated";
      return `spending not confirmed: ${int(r.contamination?.spend.calls_needed ?? 0)} paid calls needed (confirm with --yes, or yes: true in the action)`;
  }
}

/**
 * The stop reason goes into every report surface. Provider failures never carry the provider's
 * text (src/models/provider-text.ts digests it); this is the second line of defence for any other
 * stop: keys (and slices of them) are redacted before anything is cut, verbatim questions and
 * choices are withheld, and the reason is kept short.
 */
function withoutItemText(reason: string, items: RunSettings["items"], keys: readonly string[]): string {
  let out = redactKnownKeys(reason, keys);
  if (out.length > 20_000) out = out.slice(0, 20_000);
  for (const it of items)
    for (const text of [it.question, ...it.choices])
      if (text.length >= 8 && out.includes(text)) out = out.split(text).join("[item text withheld]");
  return out.length > 400 ? `${out.slice(0, 400)}…` : out;
}

/** The planned comparison before spending: at compare.plan.n items, for the preregistered Δ. */
function comparePlanOf(spec: CompareSpec): ComparePlanJson {
  const p = spec.plan!;
  return planComparison({
    n: p.n,
    delta: p.delta,
    discordance: p.discordance,
    alpha: spec.alpha,
    sided: spec.direction,
    candidates: spec.candidates.length,
    targetPower: p.targetPower,
    designEffect: p.designEffect,
    margin: spec.margin,
  });
}
