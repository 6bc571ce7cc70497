/**
 * Mask every provider key the step can see before anything is logged. Names cover the providers
 * contamgate speaks to and any variable shaped like a key or token; values too short to be a key
 * are left alone, because masking "1" would blank every 1 in the log.
 */
const KEY_NAME = /(^|_)(API_?KEY|TOKEN|SECRET|PASSWORD)$|^(OPENAI|ANTHROPIC|CONTAMGATE)_.*KEY/i;
const MIN_SECRET_LENGTH = 8;

export function secretValues(env: Readonly<Record<string, string | undefined>>, extra: string[] = []): string[] {
  const out = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value && value.trim().length >= MIN_SECRET_LENGTH && KEY_NAME.test(name)) out.add(value.trim());
  }
  for (const v of extra) if (v && v.length >= MIN_SECRET_LENGTH) out.add(v);
  return [...out];
}
