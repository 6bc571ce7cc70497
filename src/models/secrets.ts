import type { ProviderName } from "./types.js";

/** The only place keys come from. Config files and flags never carry them. */
export const KEY_ENV: Record<Exclude<ProviderName, "fake">, string> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  compatible: "CONTAMGATE_COMPATIBLE_API_KEY",
};

const KNOWN_PREFIX = /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{12,}|sk-ant-[A-Za-z0-9_-]{12,}|sk-proj-[A-Za-z0-9_-]{12,}|AIza[0-9A-Za-z_-]{20,}|hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|xox[abprs]-[A-Za-z0-9-]{10,})/;

/**
 * True when a config or flag value looks like a credential. Model ids are hyphen-separated words
 * (`claude-3-5-sonnet-20241022`), keys are long unbroken mixed-case alphanumeric runs, so the
 * generic rule asks for a 24+ character run without separators that mixes letters and digits.
 */
export function looksLikeKey(value: string): boolean {
  if (KNOWN_PREFIX.test(value)) return true;
  if (/^bearer\s+\S{8,}/i.test(value.trim())) return true;
  for (const run of value.split(/[^A-Za-z0-9]+/)) {
    if (run.length >= 24 && /[A-Za-z]/.test(run) && /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run)) return true;
  }
  return false;
}

/** True when a URL carries credentials (user:password@ or a key-like query parameter). */
export function urlHasCredentials(raw: string): boolean {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return looksLikeKey(raw);
  }
  if (u.username !== "" || u.password !== "") return true;
  for (const [k, v] of u.searchParams) {
    if (/key|token|secret|auth|password/i.test(k) || looksLikeKey(v)) return true;
  }
  return false;
}

const REDACTED = "[redacted]";

/**
 * Removes every key we know of (the three environment variables' values) and anything shaped
 * like a credential from a message, so provider errors can be shown and logged as they are.
 */
export function redactSecrets(text: string, env: Readonly<Record<string, string | undefined>> = {}): string {
  let out = text;
  for (const name of Object.values(KEY_ENV)) {
    const v = env[name];
    if (v !== undefined && v.length >= 4) out = out.split(v).join(REDACTED);
  }
  out = out.replace(/(sk-(?:ant-|proj-)?)[A-Za-z0-9_-]{6,}/g, `$1${REDACTED}`);
  out = out.replace(/\b(bearer\s+)[^\s"',}]+/gi, `$1${REDACTED}`);
  out = out.replace(/((?:x-api-key|api[_-]?key|authorization)["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, `$1${REDACTED}`);
  out = out.replace(/(\/\/)[^/@\s:]+:[^/@\s]+@/g, `$1${REDACTED}@`);
  return out;
}
