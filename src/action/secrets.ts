/**
 * Mask every provider key the step can see before anything is logged (`::add-mask::`), so the
 * runner hides a key whole wherever it appears; contamgate's own redaction (redactKnownKeys)
 * also hides slices of one, which a mask cannot match. Names cover the providers contamgate
 * speaks to and any variable shaped like a key or token.
 */
import { ALLOWED_HOSTS_ENV } from "../models/key-hosts.js";
import { knownKeys } from "../models/secrets.js";

export function secretValues(env: Readonly<Record<string, string | undefined>>, extra: string[] = []): string[] {
  return knownKeys(env, extra);
}

/**
 * The `allowed-hosts` input, added to the hosts the workflow's own environment allows. Both live
 * in the workflow file; contamgate.yml, which a pull request edits, cannot widen them.
 */
export function allowedHostsEnv(
  input: string,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const joined = [env[ALLOWED_HOSTS_ENV] ?? "", input]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(",");
  return joined ? { [ALLOWED_HOSTS_ENV]: joined } : {};
}
