import type { RunOutcome } from "../engine/evaluate.js";
import type { RunSettings } from "../settings/resolve.js";
import { powerGateCurveJson } from "../report/power-json.js";
import { verdictJson } from "../report/verdict-json.js";
import { shownUrl } from "../text/shown-url.js";
import { unparsedJson } from "../run/unparsed.js";

/**
 * The `--json` report of `contamgate run`. Its shape is flat and stable (every key present);
 * what a stage has not reached is null or empty.
 */
export function runJson(o: RunSettings, r: RunOutcome): Record<string, unknown> {
  const planned = r.stage === "gate" ? null : r;
  const asked = r.stage === "stopped" || r.stage === "done" ? r : null;
  const done = r.stage === "done" ? r : null;
  return {
    schema: "contamgate.run/1",
    stage: r.stage,
    exit_code: r.exitCode,
    error: r.stage === "stopped" ? r.error : null,
    config_sha256: o.configSha256 ?? null,
    items: { source: o.itemsSource, n: o.items.length, seed: o.seed, perturbers: [...o.perturbers] },
    design: powerGateCurveJson(r.gate),
    underpowered_forced: r.gate.adequate === false && o.forceUnderpowered,
    decoding: { temperature: o.temperature, max_tokens: o.maxTokens, prompt_format: planned?.promptFormat ?? "" },
    models: o.models.map((s) => ({
      label: s.label,
      provider: s.provider,
      model: s.model,
      // The origin only: a secret can sit in the path, `;params`, query or fragment (src/text/shown-url.ts).
      base_url: s.provider === "fake" || s.baseUrl === undefined ? null : shownUrl(s.baseUrl),
      uncached_calls: planned?.uncachedCalls[s.label] ?? null,
      parse: done?.tallies[s.label] ?? null,
      signal: s.signal ?? "binary",
      // How each probability-signal answer's score was read, per condition (docs/providers.md "The probability signal").
      soft_scores: done?.softVia[s.label] ?? null,
      unparsed: done?.unparsed[s.label] ? unparsedJson(done.unparsed[s.label]!) : null,
    })),
    spend: asked?.spend ?? null,
    asks: asked?.asks ?? null,
    cache: planned?.cache ?? null,
    verdict: done === null ? null : verdictJson(done.verdict),
    detected: done?.detected ?? [],
    warnings: r.warnings,
  };
}
