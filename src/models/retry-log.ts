/**
 * The retry lines people read. A dead endpoint (a wrong port) fails every attempt of every
 * call in flight the same way; one line per attempt buried the cause under dozens of identical
 * lines. So the first retry of each model and cause is printed in full (host and cause named
 * there, once), later ones are counted, and summary() says how many were not printed.
 * Every line passes through forLog: the message holds config-supplied names (labels, hosts).
 */
import { forLog } from "../text/escape.js";
import type { ProviderCallError } from "./call-error.js";

export interface RetryInfo {
  label: string;
  attempt: number;
  delayMs: number;
  error: ProviderCallError;
}

export interface RetryLog {
  onRetry(info: RetryInfo): void;
  /** One line per model and cause whose retries were counted rather than printed. */
  summary(): string[];
}

export function retryLog(log: (line: string) => void, o: { showProviderBodies: boolean }): RetryLog {
  const seen = new Map<string, { label: string; cause: string; count: number; printed: number }>();
  return {
    onRetry(r) {
      const cause = r.error.kind === "http" ? `HTTP ${r.error.status}` : r.error.kind;
      const key = `${r.label}\u0000${cause}`;
      const entry = seen.get(key) ?? seen.set(key, { label: r.label, cause, count: 0, printed: 0 }).get(key)!;
      entry.count++;
      // With --show-provider-bodies the user asked for everything: every retry, with its body.
      if (entry.count > 1 && !o.showProviderBodies) return;
      entry.printed++;
      const later = o.showProviderBodies ? "" : " (further retries for this cause are counted, not printed)";
      log(
        `retry ${r.attempt} for ${forLog(r.label)} in ${(r.delayMs / 1000).toFixed(1)} s: ${forLog(r.error.message)}${later}`,
      );
      if (o.showProviderBodies) log(providerBodyLine(r.error.untrustedBody));
    },
    summary() {
      return [...seen.values()]
        .filter((e) => e.count > e.printed)
        .map(
          (e) =>
            `retries for ${forLog(e.label)} (${e.cause}): ${(e.count - e.printed).toLocaleString("en-US")} more not printed, ${e.count.toLocaleString("en-US")} in all`,
        );
    },
  };
}

/** The --show-provider-bodies line: the body redacted and escaped, marked as the provider's. */
export function providerBodyLine(body: string | null): string {
  return `  provider body (--show-provider-bodies; untrusted): ${body === null || body === "" ? "(none)" : forLog(body)}`;
}
