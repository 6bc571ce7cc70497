/**
 * The response store across runs through the Actions cache. Keys are unique per run and attempt
 * (`prefix-os-schema-runid-attempt`) and restored by prefix, so every run saves a new entry that
 * holds the whole merged store — caches are immutable, and a shared key would keep only the first.
 * A cache problem is never a failure: one notice, then the run goes on without it.
 */
import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import type { CacheService, Core } from "./env.js";

/** Bump when the store's on-disk format changes, so old stores are not restored into new code. */
export const CACHE_SCHEMA = "v1";

export interface CacheKeys {
  primary: string;
  restorePrefix: string;
}

export function cacheKeys(prefix: string, env: Readonly<Record<string, string | undefined>>): CacheKeys {
  const os = (env.RUNNER_OS ?? process.platform).toLowerCase();
  const runId = env.GITHUB_RUN_ID ?? "local";
  const attempt = env.GITHUB_RUN_ATTEMPT ?? "1";
  const restorePrefix = `${prefix}-${os}-${CACHE_SCHEMA}-`;
  return { primary: `${restorePrefix}${runId}-${attempt}`, restorePrefix };
}

/**
 * A digest of the store directory's files and sizes. The store is append-only, so any new entry
 * changes it; comparing digests tells the post step whether a dead main left unsaved responses.
 */
export async function storeFingerprint(dir: string): Promise<string> {
  const h = createHash("sha256");
  const files: string[] = [];
  const walk = async (d: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) files.push(p);
    }
  };
  await walk(dir);
  files.sort();
  for (const f of files) h.update(`${relative(dir, f)}\0${(await stat(f)).size}\n`);
  return `${files.length}:${h.digest("hex")}`;
}

export interface RestoreResult {
  /** The key a store was restored from (exact or by prefix), or null. */
  restoredKey: string | null;
  available: boolean;
}

export async function restoreStore(cache: CacheService, core: Core, dir: string, keys: CacheKeys): Promise<RestoreResult> {
  if (!serviceAvailable(cache)) {
    core.notice(`contamgate: the Actions cache service is not available here; paid responses are kept in ${dir} for this job only.`);
    return { restoredKey: null, available: false };
  }
  try {
    const hit = await cache.restoreCache([dir], keys.primary, [keys.restorePrefix]);
    core.info(hit ? `contamgate: restored the response store from cache key ${hit}` : "contamgate: no cached response store yet");
    return { restoredKey: hit ?? null, available: true };
  } catch (e) {
    core.notice(`contamgate: could not restore the response cache (${oneLine(e)}); continuing without it.`);
    return { restoredKey: null, available: true };
  }
}

export type SaveOutcome = "saved" | "unchanged" | "unavailable" | "not-saved";

export async function saveStore(
  cache: CacheService,
  core: Core,
  dir: string,
  key: string,
  before: string,
): Promise<SaveOutcome> {
  const now = await storeFingerprint(dir);
  if (now === before) return "unchanged";
  if (!serviceAvailable(cache)) return "unavailable";
  try {
    const id = await cache.saveCache([dir], key);
    if (id === -1) {
      core.notice(
        `contamgate: the response cache was not saved (read-only cache on this trigger, a fork pull request, or the write was denied); the responses paid for in this run are in ${dir} only.`,
      );
      return "not-saved";
    }
    core.info(`contamgate: saved the response store under cache key ${key}`);
    return "saved";
  } catch (e) {
    core.notice(`contamgate: could not save the response cache (${oneLine(e)}); the run's result stands.`);
    return "not-saved";
  }
}

function serviceAvailable(cache: CacheService): boolean {
  try {
    return cache.isFeatureAvailable();
  } catch {
    return false;
  }
}

function oneLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split("\n")[0]!.slice(0, 300);
}
