import { evaluatePowerGate, powerGateJson, type PowerGateResult } from "../design/gate.js";
import { gateMessage } from "../design/format.js";
import { ExitCode, InputError, StopError } from "../errors.js";
import type { Item } from "../items/item.js";
import type { PerturberName } from "../items/perturb/perturbers.js";
import type { PromptFormat } from "../items/prompt/render.js";
import type { ParseTally } from "../items/parse/answer.js";
import { ResponseStore, type StoreStats } from "../cache/response-store.js";
import { cacheTrustWarnings } from "../cache/trust.js";
import { AskThroughCache, type AskCounts } from "../models/ask-through-cache.js";
import { ProviderFailedError } from "../models/call-error.js";
import { createProvider } from "../models/create-provider.js";
import { providerBodyLine, retryLog } from "../models/retry-log.js";
import { SpendController, type SpendStats } from "../models/spend.js";
import type { ModelSpec } from "../models/types.js";
import type { EmaxMethod } from "../stats/rule.js";
import { computeVerdict } from "../verdict/compute.js";
import { verdictJson } from "../report/verdict-json.js";
import type { VerdictReport } from "../verdict/types.js";
import { askAll, type Progress } from "../run/execute.js";
import { planAsks } from "../run/plan.js";
import { scoreModel } from "../run/score.js";

export interface RunOptions {
  items: readonly Item[];
  /** Where the items came from, for the report ("synthetic 1000", a file name). */
  itemsSource: string;
  models: readonly ModelSpec[];
  perturbers: readonly PerturberName[];
  seed: string;
  format: PromptFormat;
  design: {
    targetEffect: number; discordantRate: number; alpha: number; power: number; emax: EmaxMethod;
    /** K for the E[max] deflation when more perturbers were tried while designing than are run now. */
    perturbersTried?: number;
  };
  /** sha256 of the config file, when one was used (recorded in the report). */
  configSha256?: string;
  temperature: number;
  maxTokens: number;
  spend: { budget?: number; requestsPerMinute?: number; concurrency: number; maxRetries: number; timeoutMs: number };
  /** null: no cache (every paid request is sent). */
  cacheDir: string | null;
  yes: boolean;
  forceUnderpowered: boolean;
}

export interface RunDeps {
  env: Readonly<Record<string, string | undefined>>;
  /** Lines for people (stderr): the announced spend, progress, where things stopped. */
  log: (line: string) => void;
  onProgress?: (p: Progress) => void;
  progressEveryMs?: number;
  /** --show-provider-bodies (CLI only, never the action): log what a failing provider said. */
  showProviderBodies?: boolean;
}

export interface RunOutcome {
  exitCode: ExitCode;
  /** "gate": underpowered; "confirm": spend announced, not confirmed; "done": verdicts computed. */
  /** "stopped": the budget ran out or a provider failed for good; answers so far are cached. */
  stage: "gate" | "confirm" | "stopped" | "done";
  /** Why a stopped run stopped (already redacted). */
  error?: string;
  gate: PowerGateResult;
  uncachedCalls: Record<string, number>;
  /** One verdict over the whole family of (model, perturber) pairs; null before the run finished. */
  verdict: VerdictReport | null;
  tallies: Record<string, Record<string, ParseTally>>;
  spend: SpendStats | null;
  asks: AskCounts | null;
  cache: StoreStats | null;
  promptFormat: string;
  warnings: string[];
  detected: string[];
}

/**
 * config → items → power gate → plan → announce spend → (confirmed) ask through the cache →
 * score → verdict. Nothing is sent before the gate passes and the spend is confirmed.
 */
export async function runEvaluation(o: RunOptions, deps: RunDeps): Promise<RunOutcome> {
  // Providers first: a missing key or bad model is invalid input (exit 4), whatever the gate says.
  const providers = o.models.map((s) => createProvider(s, deps.env, { timeoutMs: o.spend.timeoutMs }));
  const M = o.models.length;
  const K = Math.max(o.perturbers.length, o.design.perturbersTried ?? 0);
  const gate = evaluatePowerGate({
    n: o.items.length,
    discordantRate: o.design.discordantRate,
    effect: o.design.targetEffect,
    alpha: o.design.alpha,
    targetPower: o.design.power,
    models: M,
    perturbers: K,
    oneSided: true,
    emax: o.design.emax,
  });
  const warnings: string[] = [];
  const outcome: RunOutcome = {
    exitCode: ExitCode.Pass, stage: "gate", gate, uncachedCalls: {}, verdict: null, tallies: {},
    spend: null, asks: null, cache: null, promptFormat: "", warnings, detected: [],
  };
  if (gate.adequate === false) {
    const msg = gateMessage(gate) ?? "underpowered";
    if (!o.forceUnderpowered) {
      deps.log(`${msg}. Nothing was sent. Add questions, or rerun with --force-underpowered to run anyway (the shortfall is then written into the report).`);
      outcome.exitCode = ExitCode.Underpowered;
      return outcome;
    }
    warnings.push(`forced past the power gate (--force-underpowered): ${msg}`);
    deps.log(`warning: ${warnings.at(-1)}`);
  }

  const plan = planAsks(o.items, { perturbers: o.perturbers, seed: o.seed, format: o.format, temperature: o.temperature, maxTokens: o.maxTokens });
  outcome.promptFormat = plan.promptFormat;
  const anyPaid = providers.some((p) => p.cacheable);
  const store = anyPaid && o.cacheDir !== null ? await openStore(o.cacheDir) : undefined;
  try {
    const probe = new AskThroughCache({ ...(store ? { store } : {}), spend: new SpendController({ budget: 0 }), promptFormat: plan.promptFormat });
    let toPay = 0;
    for (const p of providers) {
      const n = probe.uncachedCalls(p, plan.asks.map((a) => a.request));
      outcome.uncachedCalls[p.spec.label] = n;
      toPay += n;
    }
    if (anyPaid) {
      const lines = providers
        .filter((p) => p.cacheable)
        .map((p) => `  ${p.spec.label} (${p.spec.provider} ${p.spec.model}): ${outcome.uncachedCalls[p.spec.label]!.toLocaleString("en-US")} uncached calls of ${plan.asks.length.toLocaleString("en-US")}`);
      deps.log(`spend: ${toPay.toLocaleString("en-US")} paid calls needed\n${lines.join("\n")}`);
    }
    if (toPay > 0 && !o.yes) {
      deps.log(`not confirmed: rerun with --yes to make these ${toPay.toLocaleString("en-US")} calls. Nothing was sent.`);
      outcome.stage = "confirm";
      outcome.exitCode = ExitCode.Unconfirmed;
      return outcome;
    }

    const retries = retryLog(deps.log, { showProviderBodies: deps.showProviderBodies === true });
    const spend = new SpendController({
      budget: o.spend.budget ?? toPay,
      ...(o.spend.requestsPerMinute !== undefined ? { requestsPerMinute: o.spend.requestsPerMinute } : {}),
      concurrency: o.spend.concurrency,
      maxRetries: o.spend.maxRetries,
      onRetry: retries.onRetry,
    });
    const asker = new AskThroughCache({ ...(store ? { store } : {}), spend, promptFormat: plan.promptFormat });
    let replies: string[][];
    try {
      replies = await askAll(providers, plan, asker, {
        workers: Math.max(8, o.spend.concurrency * 2),
        ...(deps.onProgress ? { onProgress: deps.onProgress } : {}),
        ...(deps.progressEveryMs !== undefined ? { progressEveryMs: deps.progressEveryMs } : {}),
      });
    } catch (e) {
      // A clean stop (budget, provider refusal) still yields a report of what was spent.
      if (!(e instanceof StopError)) throw e;
      if (e instanceof ProviderFailedError && deps.showProviderBodies) deps.log(providerBodyLine(e.untrustedBody));
      outcome.stage = "stopped";
      outcome.error = e.message;
      outcome.exitCode = e.exitCode;
      return outcome;
    } finally {
      for (const line of retries.summary()) deps.log(line);
      outcome.spend = spend.stats();
      outcome.asks = asker.stats();
    }

    const tables = providers.flatMap((p, m) => {
      const scored = scoreModel(p.spec.label, plan, replies[m]!);
      outcome.tallies[p.spec.label] = scored.tallies;
      return scored.tables;
    });
    const report = computeVerdict(tables, {
      alpha: o.design.alpha, targetEffect: o.design.targetEffect, models: M, perturbers: K, emax: o.design.emax, power: o.design.power,
    });
    outcome.verdict = report;
    const detected = new Set(report.models.filter((m) => m.detected).map((m) => m.name));
    outcome.detected = o.models.map((s) => s.label).filter((l) => detected.has(l));
    outcome.stage = "done";
    outcome.exitCode = detected.size > 0 ? ExitCode.Found : ExitCode.Pass;
    return outcome;
  } finally {
    if (store) {
      await store.close();
      outcome.cache = store.stats();
      const c = outcome.cache;
      if (c.tornLines || c.corruptLines || c.nondeterministic) {
        const msg = `response cache: ${c.tornLines} torn last line(s), ${c.corruptLines} corrupt line(s), ${c.nondeterministic} nondeterministic answer(s) (first kept)`;
        warnings.push(msg);
        deps.log(`warning: ${msg}`);
      }
      for (const msg of cacheTrustWarnings(c)) {
        warnings.push(msg);
        deps.log(`warning: ${msg}`);
      }
    }
  }
}

async function openStore(dir: string): Promise<ResponseStore> {
  try {
    return await ResponseStore.open(dir);
  } catch (e) {
    throw new InputError(`cannot open the response cache (${(e as NodeJS.ErrnoException).code ?? "error"})`, { field: "--cache-dir / run.cache_dir" });
  }
}

/** The `--json` report of a run. */
export function runJson(o: RunOptions, r: RunOutcome): Record<string, unknown> {
  return {
    schema: "contamgate.run/1",
    stage: r.stage,
    exit_code: r.exitCode,
    error: r.error ?? null,
    config_sha256: o.configSha256 ?? null,
    items: { source: o.itemsSource, n: o.items.length, seed: o.seed, perturbers: [...o.perturbers] },
    design: powerGateJson(r.gate),
    underpowered_forced: r.gate.adequate === false && o.forceUnderpowered,
    decoding: { temperature: o.temperature, max_tokens: o.maxTokens, prompt_format: r.promptFormat },
    models: o.models.map((s) => ({
      label: s.label, provider: s.provider, model: s.model, base_url: s.baseUrl ?? null,
      uncached_calls: r.uncachedCalls[s.label] ?? null,
      parse: r.tallies[s.label] ?? null,
    })),
    spend: r.spend,
    asks: r.asks,
    cache: r.cache,
    verdict: r.verdict === null ? null : verdictJson(r.verdict),
    detected: r.detected,
    warnings: r.warnings,
  };
}
