import type { ProviderName } from "./types.js";

/** The only place keys come from. Config files and flags never carry them. */
export const KEY_ENV: Record<Exclude<ProviderName, "fake">, string> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  compatible: "CONTAMGATE_COMPATIBLE_API_KEY",
};

const KNOWN_PREFIX =
  /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{12,}|sk-ant-[A-Za-z0-9_-]{12,}|sk-proj-[A-Za-z0-9_-]{12,}|AIza[0-9A-Za-z_-]{20,}|hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|xox[abprs]-[A-Za-z0-9-]{10,})/;

/**
 * True when a config or flag value looks like a credential. Model ids are hyphen-separated words
 * (`claude-3-5-sonnet-20241022`), keys are long unbroken mixed-case alphanumeric runs, so the
 * generic rule asks for a 24+ character run without separators that mixes letters and digits.
 */
export function looksLikeKey(value: string): boolean {
  if (KNOWN_PREFIX.test(value)) return true;
  if (/^bearer\s+\S{8,}/i.test(value.trim())) return true;
  for (const run of value.split(/[^A-Za-z0-9]+/)) {
    if (run.length >= 24 && /[A-Za-z]/.test(run) && /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run))
      return true;
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

/** Variable names that hold a credential: the providers' keys and anything named like a key or token. */
const KEY_NAME = /(^|_)(API_?KEY|TOKEN|SECRET|PASSWORD)$|^(OPENAI|ANTHROPIC|CONTAMGATE)_.*KEY/i;
/**
 * Shorter values are not treated as keys (masking "1" would blank every 1), and a key is also
 * hidden by any slice of this many characters, so a cut through the middle of an echoed key
 * leaves nothing that identifies it.
 */
export const MIN_KEY_SLICE = 8;

/** Every credential value in the environment: the three providers' keys and any KEY/TOKEN-named variable. */
export function knownKeys(env: Readonly<Record<string, string | undefined>>, extra: readonly string[] = []): string[] {
  const out = new Set<string>();
  for (const name of Object.values(KEY_ENV)) {
    const v = env[name]?.trim();
    if (v && v.length >= MIN_KEY_SLICE) out.add(v);
  }
  for (const [name, value] of Object.entries(env)) {
    const v = value?.trim();
    if (v && v.length >= MIN_KEY_SLICE && KEY_NAME.test(name)) out.add(v);
  }
  for (const v of extra) if (v && v.trim().length >= MIN_KEY_SLICE) out.add(v.trim());
  return [...out];
}

/**
 * Replaces every run of text made of 8-character slices of a known key, so a key is hidden whole,
 * as a prefix left by a cut, or as any fragment long enough to matter. Call it before any
 * truncation: a cut first could leave a prefix shorter than the key that a whole-key match misses.
 */
export function redactKnownKeys(text: string, keys: readonly string[]): string {
  if (keys.length === 0 || text.length < MIN_KEY_SLICE) return text;
  const grams = new Set<string>();
  for (const k of keys) for (let i = 0; i + MIN_KEY_SLICE <= k.length; i++) grams.add(k.slice(i, i + MIN_KEY_SLICE));
  const hidden = new Uint8Array(text.length);
  let any = false;
  for (let i = 0; i + MIN_KEY_SLICE <= text.length; i++) {
    if (grams.has(text.slice(i, i + MIN_KEY_SLICE))) {
      hidden.fill(1, i, i + MIN_KEY_SLICE);
      any = true;
    }
  }
  if (!any) return text;
  let out = "";
  for (let i = 0; i < text.length; ) {
    if (hidden[i]) {
      while (i < text.length && hidden[i]) i++;
      out += REDACTED;
    } else out += text[i++];
  }
  return out;
}

/** Redact first, then cut: the one order in which no fragment of a key can survive the cut. */
export function redactThenCut(text: string, keys: readonly string[], max: number): string {
  const clean = redactKnownKeys(text, keys);
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/**
 * Removes every key we know of (the environment's key values, and any 8+-character slice of one)
 * and anything shaped like a credential from a message.
 */
export function redactSecrets(text: string, env: Readonly<Record<string, string | undefined>> = {}): string {
  let out = redactKnownKeys(text, knownKeys(env));
  out = out.replace(/(sk-(?:ant-|proj-)?)[A-Za-z0-9_-]{6,}/g, `$1${REDACTED}`);
  out = out.replace(/\b(bearer\s+)[^\s"',}]+/gi, `$1${REDACTED}`);
  out = out.replace(/((?:x-api-key|api[_-]?key|authorization)["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, `$1${REDACTED}`);
  out = out.replace(/(\/\/)[^/@\s:]+:[^/@\s]+@/g, `$1${REDACTED}@`);
  return out;
}
