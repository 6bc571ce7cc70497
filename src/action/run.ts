/**
 * The main step: inputs → restore cache → engine → save cache (in a finally, before failing) →
 * summary, annotations, report files, outputs, PR comment → exit status by `fail-on`.
 */
import { firstLine, InputError } from "../errors.js";
import { planAnnotations } from "../report/annotations.js";
import { renderMarkdown } from "../report/markdown.js";
import { cacheKeys, restoreStore, saveStore, storeDirectory, storeFingerprint, storeLocation } from "./cache.js";
import { stickyComment } from "./comment.js";
import type { ActionEnv, CheckOutcome } from "./env.js";
import { parseInputs, type ActionInputs } from "./inputs.js";
import { outcomeFromError } from "./outcome.js";
import { outputValues } from "./outputs.js";
import { redactKnownKeys } from "../models/secrets.js";
import { forLog, guardLogText } from "../text/escape.js";
import { allowedHostsEnv, secretValues } from "./secrets.js";
import { STATE } from "./state.js";
import { writeReports } from "../report/write-reports.js";
import { outputPath } from "../io/output-file.js";
import { decide } from "../engine/decide.js";
import { outcomesOf } from "../report/types.js";
import { formatScanProgress } from "../leakage/progress.js";

export async function mainImpl(env: ActionEnv): Promise<number> {
  const { core } = env;
  core.saveState(STATE.isPost, "true");
  for (const s of secretValues(env.env, [core.getInput("github-token")])) core.setSecret(s);

  let inputs: ActionInputs;
  let cacheDir: string;
  try {
    inputs = parseInputs((name) => core.getInput(name));
    cacheDir = storeDirectory(inputs.cacheDir, env.cwd, env.env);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const outcome = outcomeFromError(e, [], null);
    await publish(env, null, outcome, false, true, "error");
    core.setFailed(`contamgate: ${e.message}`);
    return outcome.exitCode;
  }

  const store = storeLocation(env.cwd, cacheDir);
  const useCache = inputs.cache && inputs.checks.includes("contamination");
  let cacheHit = false;
  let before = "";
  const keys = cacheKeys(inputs.cacheKeyPrefix, env.env);
  if (useCache) {
    cacheHit = (await restoreStore(env.cache, core, store, keys)).restoredKey !== null;
    before = await storeFingerprint(cacheDir);
    core.saveState(STATE.cacheDir, cacheDir);
    core.saveState(STATE.cacheKey, keys.primary);
    core.saveState(STATE.cacheFingerprint, before);
    core.saveState(STATE.cacheEnabled, "true");
  }

  let outcome: CheckOutcome;
  // A cancelled job sends SIGINT, then SIGTERM 7.5 s later: stop asking, keep and save what arrived.
  const interrupt = env.interrupt?.();
  try {
    outcome = await env.runCheck(
      {
        configPath: inputs.config,
        checks: inputs.checks,
        yes: { value: inputs.yes, source: { kind: "input", input: "yes" } },
        maxCalls: { value: inputs.maxCalls, source: { kind: "input", input: "max-calls" } },
        cacheDir: { value: cacheDir, source: { kind: "input", input: "cache-dir" } },
        changedSince: inputs.changedSince,
        cwd: env.cwd,
      },
      // The engine's lines go to the Actions log: none may start a workflow command. The hosts the
      // workflow allows keys to go to come from the workflow (input or env), never the config.
      {
        env: { ...env.env, ...allowedHostsEnv(core.getInput("allowed-hosts"), env.env) },
        log: (line) => core.info(guardLogText(line)),
        // The Actions log has no terminal: a plain line every 10 s while a corpus is read.
        leakageProgress: {
          now: () => Date.now(),
          everyMs: 10_000,
          report: (p) => core.info(`leakage progress: ${formatScanProgress(p)}`),
        },
        ...(interrupt ? { abort: interrupt.signal } : {}),
      },
    );
  } catch (e) {
    outcome = outcomeFromError(e, inputs.checks, inputs.config);
  } finally {
    interrupt?.dispose();
    // Before anything can fail the job: paid responses are kept even when the verdict is red.
    if (useCache) {
      await saveStore(env.cache, core, store, keys.primary, before);
      core.saveState(STATE.cacheSaveAttempted, "true");
    }
  }

  const interruptedCode = interrupt?.exitCode();
  if (interruptedCode !== undefined) {
    await publish(env, inputs, outcome, cacheHit, true, "error");
    core.setFailed(`contamgate: interrupted — ${outcome.report.headline ?? outcome.report.verdict}`);
    return interruptedCode;
  }
  // fail-on is decided on every outcome present, not only the top-ranked one.
  const decision = decide(outcomesOf(outcome.report.verdict), inputs.failOn);
  const failed = decision.failing.length > 0;
  await publish(
    env,
    inputs,
    outcome,
    cacheHit,
    failed,
    failed ? "error" : decision.outcomes.length > 0 ? "warning" : null,
  );
  const ignored = decision.outcomes.filter((o) => !decision.failing.includes(o));
  if (failed) {
    core.setFailed(`contamgate: ${decision.verdict}${outcome.report.headline ? ` — ${outcome.report.headline}` : ""}`);
    if (ignored.length)
      core.info(`contamgate: failing on ${decision.failing.join(", ")}; fail-on does not list ${ignored.join(", ")}.`);
    return decision.exitCode;
  }
  if (ignored.length)
    core.warning(
      `contamgate: ${decision.verdict}, not failing the step (fail-on does not list ${ignored.join(", ")}).`,
    );
  return 0;
}

/** Every surface, each best-effort: a broken summary file must not hide the verdict output. */
/** `closing`: the level of the line mainImpl writes after this (setFailed, or the not-failing warning). */
async function publish(
  env: ActionEnv,
  inputs: ActionInputs | null,
  outcome: CheckOutcome,
  cacheHit: boolean,
  failed: boolean,
  closing: "error" | "warning" | null,
) {
  const { core } = env;
  const report = outcome.report;
  let reportPath = "";
  if (inputs) {
    try {
      // The default report-dir lies in the checkout: written without following a link (src/io/output-file.ts).
      reportPath = await writeReports(outputPath(inputs.reportDir, { cwd: env.cwd, field: "report-dir" }), report);
    } catch (e) {
      core.warning(
        `contamgate: could not write ${inputs.reportDir}: ${forLog(redactKnownKeys(firstLine(e), secretValues(env.env)))}`,
      );
    }
  }
  for (const [k, v] of Object.entries(
    outputValues(report, { reportPath, cacheHit, newCacheEntries: outcome.newCacheEntries }),
  ))
    core.setOutput(k, v);

  const md = renderMarkdown(report, {
    maxBytes: inputs?.summaryMaxBytes ?? 65_536,
    reportJson: inputs ? `${inputs.reportDir}/report.json` : "report.json",
  });
  try {
    await core.summary.addRaw(md).write();
  } catch {
    core.info(guardLogText(md));
  }

  const plan = planAnnotations(report, { closing });
  for (const a of plan.errors) core.error(a.message, props(a));
  for (const a of plan.warnings) core.warning(a.message, props(a));
  if (plan.omitted.errors + plan.omitted.warnings > 0)
    core.info(
      `contamgate: ${plan.omitted.errors} more error(s) and ${plan.omitted.warnings} more warning(s) are in the report ` +
        `(${plan.errors.length} errors and ${plan.warnings.length} warnings annotated; GitHub shows 10 of each per step, one kept for the step's result).`,
    );

  if (inputs)
    await stickyComment(env.github, core, { mode: inputs.comment, token: inputs.githubToken, failed, report });
}

function props(a: { title: string; file?: string; line?: number }) {
  return { title: a.title, ...(a.file ? { file: a.file } : {}), ...(a.line ? { startLine: a.line } : {}) };
}
