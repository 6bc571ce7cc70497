/**
 * The contamination run: items → power gate → plan → announced spend → models asked through the
 * response cache → scored → verdict. It takes settings (src/settings), never flags.
 */
import { ResponseStore, type StoreStats } from "../cache/response-store.js";
import { keepUnstored } from "../cache/fallback.js";
import { evaluatePowerGate, type PowerGateResult } from "../design/gate.js";
import { gateMessage } from "../report/power-text.js";
import type { Design } from "../design/resolve.js";
import { ExitCode, firstLine, InputError, StopError } from "../errors.js";
import { outputIn, outputPath, prepareFolder } from "../io/output-file.js";
import type { ParseTally } from "../items/parse/answer.js";
import { AskThroughCache, type AskCounts } from "../models/ask-through-cache.js";
import { cacheTrustWarnings } from "../cache/trust.js";
import { ProviderFailedError } from "../models/call-error.js";
import { createProvider } from "../models/create-provider.js";
import { providerBodyLine, retryLog } from "../models/retry-log.js";
import { BudgetExceededError, SpendController, type SpendStats } from "../models/spend.js";
import type { Provider } from "../models/types.js";
import { askAll, type Answer, type Progress } from "../run/execute.js";
import { planAsks, type AskPlan } from "../run/plan.js";
import { scoreModel } from "../run/score.js";
import type { SoftVia } from "../items/parse/probability.js";
import type { OutcomeRow } from "../outcomes/types.js";
import { collectUnparsed, type UnparsedList } from "../run/unparsed.js";
import type { RunSettings } from "../settings/resolve.js";
import { knob, whereOf, type Sourced } from "../value-source.js";
import { computeVerdict } from "../verdict/compute.js";
import { NO_CONTROLS, type ControlsDeclaration } from "../verdict/controls.js";
import { planTimeSplit, timeSplitInput, type TimeSplitInput } from "../verdict/time-split.js";
import { timeSplitPlanLine } from "../report/figures.js";
import type { VerdictDesign, VerdictReport } from "../verdict/types.js";

export interface RunDeps {
  env: Readonly<Record<string, string | undefined>>;
  /** Lines for people (stderr): the announced spend, progress, where things stopped. */
  log: (line: string) => void;
  onProgress?: (p: Progress) => void;
  progressEveryMs?: number;
  /** --show-provider-bodies (CLI only, never the action): log what a failing provider said. */
  showProviderBodies?: boolean;
  /** SIGINT/SIGTERM (src/interrupt.ts): stop asking, keep what arrived, report what a rerun asks. */
  abort?: AbortSignal;
}

interface Judged {
  /** The power gate over the run's one design (the verdict applies the same design). */
  gate: PowerGateResult;
  warnings: string[];
}
interface Planned extends Judged {
  /** Calls not in the cache, per model label. */
  uncachedCalls: Record<string, number>;
  promptFormat: string;
  cache: StoreStats | null;
}
interface Asked extends Planned {
  spend: SpendStats;
  asks: AskCounts;
}

/** How far a run got; each stage carries exactly what it has. */
export type RunOutcome =
  /** Underpowered: nothing was planned or sent. */
  | (Judged & { stage: "gate"; exitCode: typeof ExitCode.Underpowered })
  /** The spend was announced and not confirmed: nothing was sent. */
  | (Planned & { stage: "confirm"; exitCode: typeof ExitCode.Unconfirmed })
  /** The budget ran out or a provider failed for good; the answers so far are cached. */
  | (Asked & { stage: "stopped"; exitCode: ExitCode /** Already redacted. */; error: string })
  /** Every answer in: one verdict over the family of (model, perturber) pairs, and the models it names. */
  | (Asked & {
      stage: "done";
      exitCode: typeof ExitCode.Pass | typeof ExitCode.Found;
      verdict: VerdictReport;
      tallies: Record<string, Record<string, ParseTally>>;
      /** Per probability-signal model and condition: how its scores were read (docs/providers.md "The probability signal"). */
      softVia: Record<string, Record<string, Record<SoftVia, number>>>;
      /** Per model and condition: the unparsed replies' item ids and digests (excerpts with --show-provider-bodies). */
      unparsed: Record<string, Record<string, UnparsedList>>;
      detected: string[];
      /** Every answer as an outcome row (docs/outcomes.md), model by model: `run --outcomes` writes them. */
      outcomes: OutcomeRow[];
    });

/**
 * The providers of a run's models; every model problem (a missing key, a key bound for a host
 * the workflow does not allow) is an exit-4 InputError here, before anything is announced.
 */
export function buildProviders(o: RunSettings, env: RunDeps["env"]): Provider[] {
  return o.models.map((s) => createProvider(s, env, { timeoutMs: o.spend.timeoutMs }));
}

/** The verdict's view of the run's one design: the same α, δ, power, M and K the gate judged. */
export function verdictDesignOf(d: Design): VerdictDesign {
  return {
    alpha: d.alpha,
    targetEffect: d.effect,
    power: d.targetPower,
    models: d.models,
    perturbers: d.perturbers,
    emax: d.emax,
  };
}

/** The design's declared controls as the verdict takes them (docs/statistics.md "Controls (v2)"). */
export function controlsOf(d: Design): ControlsDeclaration {
  const c = d.controls;
  return c?.kind === "declared" ? { kind: "declared", controls: c.names, against: c.against } : NO_CONTROLS;
}

/**
 * items → power gate → plan → announce spend → (confirmed) ask through the cache → score →
 * verdict. Nothing is sent before the gate passes and the spend is confirmed. `gate` is the
 * caller's gate over `o.design` when it already evaluated it (check), so it is judged once.
 */
export async function runEvaluation(
  o: RunSettings,
  deps: RunDeps,
  pre: { gate?: PowerGateResult; providers?: Provider[] } = {},
): Promise<RunOutcome> {
  // Providers first: a missing key or bad model is invalid input (exit 4), whatever the gate says.
  const providers = pre.providers ?? buildProviders(o, deps.env);
  const gate = pre.gate ?? evaluatePowerGate(o.design);
  const warnings: string[] = [];
  if (gate.adequate === false) {
    const msg = gateMessage(gate) ?? "underpowered";
    if (!o.forceUnderpowered) {
      deps.log(
        `${msg}. Nothing was sent. Add questions, or rerun with --force-underpowered to run anyway (the shortfall is then written into the report).`,
      );
      return { stage: "gate", exitCode: ExitCode.Underpowered, gate, warnings };
    }
    warnings.push(`forced past the power gate (--force-underpowered): ${msg}`);
    deps.log(`warning: ${warnings.at(-1)}`);
  }

  for (const line of timeSplitGateLines(o)) deps.log(line);

  const plan = planAsks(o.items, {
    perturbers: o.perturbers,
    seed: o.seed,
    format: o.format,
    temperature: o.temperature,
    maxTokens: o.maxTokens,
  });
  const anyPaid = providers.some((p) => p.cacheable);
  const store = anyPaid && o.cacheDir !== null ? await openStore(o.cacheDir, o.workspace, deps.env) : undefined;
  let outcome: RunOutcome;
  try {
    outcome = await askAndJudge(o, deps, { gate, warnings, providers, plan, store });
  } finally {
    if (store) await store.close();
  }
  if (!store || outcome.stage === "gate") return outcome;
  const cache = store.stats();
  if (cache.tornLines || cache.corruptLines || cache.nondeterministic) {
    const msg = `response cache: ${cache.tornLines} torn last line(s), ${cache.corruptLines} corrupt line(s), ${cache.nondeterministic} nondeterministic answer(s) (first kept)`;
    warnings.push(msg);
    deps.log(`warning: ${msg}`);
  }
  for (const msg of cacheTrustWarnings(cache)) {
    warnings.push(msg);
    deps.log(`warning: ${msg}`);
  }
  return { ...outcome, cache };
}

async function askAndJudge(
  o: RunSettings,
  deps: RunDeps,
  r: {
    gate: PowerGateResult;
    warnings: string[];
    providers: Provider[];
    plan: AskPlan;
    store: ResponseStore | undefined;
  },
): Promise<RunOutcome> {
  const { gate, warnings, providers, plan, store } = r;
  const planned: Planned = { gate, warnings, uncachedCalls: {}, promptFormat: plan.promptFormat, cache: null };
  const probe = new AskThroughCache({
    ...(store ? { store } : {}),
    spend: new SpendController({ budget: 0 }),
    promptFormat: plan.promptFormat,
  });
  let toPay = 0;
  let again = 0;
  for (const p of providers) {
    const requests = plan.asks.map((a) => a.request);
    const n = probe.uncachedCalls(p, requests);
    planned.uncachedCalls[p.spec.label] = n;
    toPay += n;
    again += probe.withheldCalls(p, requests);
  }
  if (providers.some((p) => p.cacheable)) {
    const lines = providers
      .filter((p) => p.cacheable)
      .map(
        (p) =>
          `  ${p.spec.label} (${p.spec.provider} ${p.spec.model}): ${planned.uncachedCalls[p.spec.label]!.toLocaleString("en-US")} uncached calls of ${plan.asks.length.toLocaleString("en-US")}`,
      );
    if (again > 0 && store) lines.push(`  ${againLine(again, store.stats())}`);
    deps.log(`spend: ${toPay.toLocaleString("en-US")} paid calls needed\n${lines.join("\n")}`);
  }
  // A cache that cannot take a write is found now, with nothing spent, not after the first answer.
  if (toPay > 0 && store && o.cacheDir !== null) await probeStore(store, o.cacheDir);
  if (toPay > 0 && !o.yes) {
    deps.log(
      `not confirmed: rerun with ${o.confirmKnob} to make these ${toPay.toLocaleString("en-US")} calls. Nothing was sent.`,
    );
    return { ...planned, stage: "confirm", exitCode: ExitCode.Unconfirmed };
  }

  const retries = retryLog(deps.log, { showProviderBodies: deps.showProviderBodies === true });
  const spend = new SpendController({
    budget: o.spend.budget?.value ?? toPay,
    ...(o.spend.requestsPerMinute !== undefined ? { requestsPerMinute: o.spend.requestsPerMinute } : {}),
    concurrency: o.spend.concurrency,
    maxRetries: o.spend.maxRetries,
    onRetry: retries.onRetry,
  });
  const asker = new AskThroughCache({ ...(store ? { store } : {}), spend, promptFormat: plan.promptFormat });
  let replies: Answer[][];
  try {
    replies = await askAll(providers, plan, asker, {
      workers: Math.max(8, o.spend.concurrency * 2),
      ...(deps.onProgress ? { onProgress: deps.onProgress } : {}),
      ...(deps.progressEveryMs !== undefined ? { progressEveryMs: deps.progressEveryMs } : {}),
      ...(deps.abort ? { abort: deps.abort } : {}),
    });
  } catch (e) {
    const lost = asker.unstored();
    if (lost.answers.length > 0 && store) {
      // Paid answers the cache could not take: kept elsewhere, the run stops with exit 4, never a crash.
      const error = await unstoredMessage(lost.answers, lost.error, store.dir);
      return {
        ...planned,
        spend: spend.stats(),
        asks: asker.stats(),
        stage: "stopped",
        exitCode: ExitCode.InvalidInput,
        error,
      };
    }
    // A clean stop (budget, provider refusal) still yields a report of what was spent.
    if (!(e instanceof StopError)) throw e;
    if (e instanceof ProviderFailedError && deps.showProviderBodies) deps.log(providerBodyLine(e.untrustedBody));
    const error =
      e instanceof BudgetExceededError
        ? budgetMessage(o.spend.budget?.value ?? toPay, o.spend.budget, o.spend.budgetKnob)
        : e.message;
    return { ...planned, spend: spend.stats(), asks: asker.stats(), stage: "stopped", exitCode: e.exitCode, error };
  } finally {
    for (const line of retries.summary()) deps.log(line);
  }
  const asked: Asked = { ...planned, spend: spend.stats(), asks: asker.stats() };

  const tallies: Record<string, Record<string, ParseTally>> = {};
  const softVia: Record<string, Record<string, Record<SoftVia, number>>> = {};
  const unparsed: Record<string, Record<string, UnparsedList>> = {};
  const outcomes: OutcomeRow[] = [];
  const dates = o.items.map((it) => it.publishedAt);
  const tables = providers.flatMap((p, m) => {
    const scored = scoreModel(p.spec.label, plan, replies[m]!, dates, p.spec.signal ?? "binary");
    tallies[p.spec.label] = scored.tallies;
    if (scored.softVia !== undefined) softVia[p.spec.label] = scored.softVia;
    for (const r of scored.outcomes) outcomes.push(r);
    unparsed[p.spec.label] = collectUnparsed(
      plan,
      replies[m]!,
      scored.parses,
      o.items,
      deps.env,
      deps.showProviderBodies === true,
    );
    return scored.tables;
  });
  // The design the gate judged — M and K included — is the one the verdict applies.
  const verdict = computeVerdict(tables, verdictDesignOf(o.design), controlsOf(o.design), timeSplitInputOf(o));
  const named = new Set(verdict.models.filter((m) => m.detected).map((m) => m.name));
  const detected = o.models.map((s) => s.label).filter((l) => named.has(l));
  return {
    ...asked,
    stage: "done",
    exitCode: detected.length > 0 ? ExitCode.Found : ExitCode.Pass,
    verdict,
    tallies,
    softVia,
    unparsed,
    detected,
    outcomes,
  };
}

/** The time split each model with a cutoff will get, before any spend: counts and power at the design. */
function timeSplitGateLines(o: RunSettings): string[] {
  if (o.trainingCutoffs.size === 0) return [];
  const cutoffs = new Map([...o.trainingCutoffs].map(([label, c]) => [label, c.value]));
  const plans = planTimeSplit(
    o.items.map((it) => it.publishedAt),
    cutoffs,
    o.design.discordantRate,
    verdictDesignOf(o.design),
  );
  return plans.map((p) => timeSplitPlanLine(p, o.design.effect));
}

/** The items' dates and the models' cutoffs, when the config gave any cutoff (docs/statistics.md, "Time split (v2)"). */
function timeSplitInputOf(o: RunSettings): TimeSplitInput | null {
  const cutoffs = new Map([...o.trainingCutoffs].map(([label, c]) => [label, c.value]));
  return timeSplitInput(
    o.items.map((it) => [it.id, it.publishedAt] as const),
    cutoffs,
    o.design.discordantRate,
  );
}

/**
 * The budget stop names the knob the user set — `--max-calls` for run and check, the `max-calls` input or
 * run.budget in the config — or, with none set, how to set one.
 */
function budgetMessage(calls: number, budget: Sourced<number> | null, unset: string): string {
  const raise = budget === null ? `set ${unset}` : `raise ${knob(budget.source, unset)}`;
  return `call budget of ${calls} exhausted; stopped before spending more (${raise} to continue; answers so far are cached)`;
}

async function openStore(dir: Sourced<string>, workspace: string, env: RunDeps["env"]): Promise<ResponseStore> {
  // The store creates its own segment files; its folder takes the outputs' walk, so a cache dir
  // committed as a link (or below one) is refused rather than written through (docs/security.md "Outputs").
  const field = whereOfCache(dir).field ?? "run.cache_dir";
  await prepareFolder(outputIn(outputPath(dir.value, { cwd: workspace, field }), "segment"));
  try {
    return await ResponseStore.open(dir.value, { env });
  } catch (e) {
    throw new InputError(
      `cannot open the response cache ${dir.value} (${(e as NodeJS.ErrnoException).code ?? "error"})`,
      whereOfCache(dir),
    );
  }
}

function whereOfCache(dir: Sourced<string>): { field?: string } {
  return dir.source.kind === "default" ? { field: "run.cache_dir" } : whereOf(dir.source);
}

async function probeStore(store: ResponseStore, dir: Sourced<string>): Promise<void> {
  try {
    await store.probeWritable();
  } catch (e) {
    throw new InputError(
      `cannot write the response cache ${dir.value} (${errorText(e)}): paid answers could not be kept, so nothing was sent`,
      whereOfCache(dir),
    );
  }
}

/** The spend line's note on answers stored but not replayed: how many, and why. */
function againLine(n: number, c: StoreStats): string {
  const count = n.toLocaleString("en-US");
  return c.untrusted !== null
    ? `${count} of these are stored in the response cache but asked again: its provenance cannot be verified (${c.untrusted})`
    : `${count} of these are stored in the response cache but asked again: their segments are refused (committed to git, or not written by contamgate: ${c.refusedSegments.join(", ")})`;
}

async function unstoredMessage(
  answers: Parameters<typeof keepUnstored>[0],
  error: unknown,
  dir: string,
): Promise<string> {
  const n = answers.length.toLocaleString("en-US");
  const head = `${n} paid answer(s) could not be stored in ${dir}: ${errorText(error)}`;
  try {
    const file = await keepUnstored(answers);
    return `${head}; they are kept in ${file} (move that file into ${dir} once it can be written, and a rerun replays them instead of paying again); nothing more was asked`;
  } catch (e) {
    return `${head}; keeping them in the temporary directory failed too (${errorText(e)}), so a rerun pays for them again; nothing more was asked`;
  }
}

function errorText(e: unknown): string {
  return firstLine(e).slice(0, 300);
}
