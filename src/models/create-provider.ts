import { InputError } from "../errors.js";
import { sanitizeBaseUrl } from "../cache/request-key.js";
import { AnthropicMessagesProvider, ANTHROPIC_DEFAULT_BASE_URL } from "./anthropic-messages.js";
import { whereDeclared } from "./config.js";
import { FakeProvider } from "./fake.js";
import { OpenAIChatProvider, OPENAI_DEFAULT_BASE_URL } from "./openai-chat.js";
import { checkKeyDestination } from "./key-hosts.js";
import { KEY_ENV } from "./secrets.js";
import { toModelSpec } from "./spec.js";
import type { ModelSpec, Provider } from "./types.js";

export interface ProviderOptions {
  /** Per-attempt timeout; a slower answer counts as a (retryable) timeout. Default 60 s. */
  timeoutMs?: number;
}

/**
 * Builds the provider for a spec. Keys are read here, from `env` only; a missing key for
 * openai/anthropic is an exit-4 error before anything is sent. compatible servers often need no
 * key, so its key is optional.
 */
export function createProvider(
  declared: ModelSpec,
  env: Readonly<Record<string, string | undefined>>,
  options: ProviderOptions = {},
): Provider {
  const where = whereDeclared(declared) ?? { field: `model "${declared.label}"` };
  // Checked again (and the fake's defaults filled) for specs built in code rather than parsed.
  const spec = toModelSpec(declared, where);
  const timeoutMs = options.timeoutMs ?? 60_000;
  switch (spec.provider) {
    case "fake":
      return new FakeProvider(spec);
    case "openai":
    case "compatible": {
      const envName = KEY_ENV[spec.provider];
      const key = env[envName];
      if (spec.provider === "openai" && !key) throw new InputError(`${envName} is not set`, where);
      const baseUrl = spec.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
      checkKeyDestination(spec.provider, baseUrl, Boolean(key), env, where);
      const identity = {
        provider: spec.provider,
        model: spec.model,
        baseUrl: sanitizeBaseUrl(baseUrl),
        ...(spec.signal !== undefined ? { signal: spec.signal } : {}),
      };
      // The SDK insists on a key; a keyless local server ignores whatever is sent.
      return new OpenAIChatProvider(spec, identity, key || "no-key", env, timeoutMs);
    }
    case "anthropic": {
      const key = env[KEY_ENV.anthropic];
      if (!key) throw new InputError(`${KEY_ENV.anthropic} is not set`, where);
      const baseUrl = spec.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL;
      checkKeyDestination("anthropic", baseUrl, true, env, where);
      const identity = { provider: spec.provider, model: spec.model, baseUrl: sanitizeBaseUrl(baseUrl) };
      return new AnthropicMessagesProvider(spec, identity, key, env, timeoutMs);
    }
  }
}
