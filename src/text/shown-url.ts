/**
 * A URL from the config as every surface shows it (run --json, reports, logs, errors). A
 * base_url may carry a secret anywhere after the host — user:password@, a path segment
 * (`/v1/<token>/`), `;params`, the query or the fragment — so what is shown is its origin only:
 * scheme://host[:port], or host[:port] where a message names the server (docs/providers.md,
 * "Base URLs"). Requests still go to the URL as written.
 */

/** scheme://host[:port] of an http(s) URL; a placeholder for anything else (never the input). */
export function shownUrl(raw: string): string {
  return urlOrigin(raw)?.origin ?? "(URL not shown)";
}

/** host[:port] of a parsed URL, for messages that name the server. */
export function shownHost(u: URL): string {
  return u.host;
}

/** The parts of an http(s) URL that may be shown, or null when it is not one. */
export function urlOrigin(raw: string): { origin: string; host: string } | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  // Only special schemes have an origin of scheme://host[:port]; others serialize as "null".
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  return { origin: u.origin, host: u.host };
}
