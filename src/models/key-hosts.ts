/**
 * Where a key may go. contamgate.yml is edited by pull requests, so a `base_url` there must not
 * be able to send OPENAI_API_KEY to a host of the PR author's choosing. A key is sent only to
 * its provider's own host (over https), to loopback, or to a host the *workflow* allows — the
 * CONTAMGATE_ALLOWED_HOSTS variable or the action's `allowed-hosts` input, both set in the
 * workflow file. Anything else is exit 4 before any request (docs/providers.md, "Where keys may go").
 */
import { InputError } from "../errors.js";
import { forLog } from "../text/escape.js";
import { KEY_ENV } from "./secrets.js";
import { shownHost } from "../text/shown-url.js";
import type { ProviderName } from "./types.js";

export const ALLOWED_HOSTS_ENV = "CONTAMGATE_ALLOWED_HOSTS";

/** The hosts each provider's key is issued for (compatible servers have none of their own). */
const OWN_HOSTS: Record<Exclude<ProviderName, "fake">, readonly string[]> = {
  openai: ["api.openai.com"],
  anthropic: ["api.anthropic.com"],
  compatible: [],
};

export function isLoopback(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * Entries are host names (`llm.internal`), host:port (`llm.internal:8443`) or a leading-wildcard
 * domain (`*.example.com`), separated by commas or blanks.
 */
export function parseAllowedHosts(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

function allowedBy(list: readonly string[], u: URL): boolean {
  const host = u.hostname.toLowerCase();
  const port = u.port || (u.protocol === "https:" ? "443" : "80");
  return list.some((entry) => {
    if (entry.startsWith("*.")) return host.endsWith(entry.slice(1));
    const m = /^(.*?)(?::(\d+))?$/.exec(entry)!;
    return m[1] === host && (m[2] === undefined || m[2] === port);
  });
}

/**
 * Throws (exit 4, naming where the base URL was declared) when a key would be sent to a host
 * it is not meant for. `keySent`: whether a key from the environment goes with the requests.
 */
export function checkKeyDestination(
  provider: Exclude<ProviderName, "fake">,
  baseUrl: string,
  keySent: boolean,
  env: Readonly<Record<string, string | undefined>>,
  where: { file?: string; line?: number; field?: string },
): void {
  if (!keySent) return;
  const u = new URL(baseUrl);
  if (isLoopback(u.hostname)) return;
  if (OWN_HOSTS[provider].includes(u.hostname.toLowerCase()) && u.protocol === "https:") return;
  if (allowedBy(parseAllowedHosts(env[ALLOWED_HOSTS_ENV]), u)) return;
  // A config names the key as written there (base_url), a --model flag as written there (base-url).
  const key = where.file !== undefined ? "base_url" : "base-url";
  const field = where.field ? `${where.field} ${key}` : key;
  const own = OWN_HOSTS[provider].length ? `https://${OWN_HOSTS[provider].join(", https://")}, ` : "";
  throw new InputError(
    `${KEY_ENV[provider]} would be sent to ${forLog(shownHost(u))}, which is not ${own}loopback or a host the workflow allows; ` +
      `list it in ${ALLOWED_HOSTS_ENV} (or the action's allowed-hosts input) in the workflow if it is meant to receive the key`,
    { ...where, field },
  );
}
