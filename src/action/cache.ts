/**
 * The response store across runs through the Actions cache. Keys are unique per run and attempt
 * (`prefix-os-schema-runid-attempt`) and restored by prefix, so every run saves a new entry that
 * holds the whole merged store — caches are immutable, and a shared key would keep only the first.
 * A cache problem is never a failure: one notice that says which thing happened and what it costs
 * (paying again for answers already bought), then the run goes on without it (docs/action.md).
 */
import { createHash } from "node:crypto";
import { type Dirent, mkdtempSync, realpathSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { firstLine, InputError } from "../errors.js";
import { isInside as inside } from "../io/paths.js";
import type { CacheService, Core } from "./env.js";

/** Bump when the store's on-disk format changes, so old stores are not restored into new code. */
export const CACHE_SCHEMA = "v1";

/** The store's folder under the runner's temporary directory when the `cache-dir` input is empty. */
export const DEFAULT_STORE_FOLDER = "contamgate-cache";

/**
 * The store's directory from the `cache-dir` input (docs/action.md "The response cache"). Empty:
 * `$RUNNER_TEMP/contamgate-cache`, outside the checkout, which a pull request cannot write and
 * the runner empties for every job (what is in it was restored by @actions/cache or paid for by
 * this job). A directory inside the checkout is refused (exit 4): a pull
 * request can commit files there, and a cache it fills decides the verdict (docs/security.md).
 */
export function storeDirectory(
  input: string,
  workspace: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (input === "")
    // Without a runner's temp dir (not a GitHub runner), a folder of this run's own: a fixed name
    // in the shared /tmp could be made in advance, and filled, by anyone on the machine.
    return env.RUNNER_TEMP
      ? resolve(env.RUNNER_TEMP, DEFAULT_STORE_FOLDER)
      : mkdtempSync(join(tmpdir(), `${DEFAULT_STORE_FOLDER}-`));
  const dir = resolve(workspace, input);
  if (inside(dir, resolve(workspace)) || inside(realish(dir), realish(workspace)))
    throw new InputError(
      `${input} is inside the checkout (${workspace}): a pull request can commit files there, and cached answers it wrote would decide the verdict. Leave cache-dir empty (the runner's temporary directory) or name a folder outside the workspace`,
      { field: "cache-dir" },
    );
  return dir;
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest (it may not exist yet). */
function realish(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const up = dirname(p);
    return up === p ? p : join(realish(up), basename(p));
  }
}

/**
 * Where the store is, twice: `dir` (absolute) for the file system, `cachePath` for the Actions
 * cache. The cache version is a hash of the paths exactly as passed, and @actions/cache stores
 * archive entries relative to the workspace, so the path is passed relative to the workspace:
 * the default `$RUNNER_TEMP/contamgate-cache` is then `../../_temp/contamgate-cache` on every
 * standard runner layout (hosted Linux, Windows and macOS, self-hosted `_work`, container jobs'
 * `/__w`: the workspace is `<work>/<repo>/<repo>` and the temp folder `<work>/_temp`), whatever
 * the repository's name or the runner's root — the same version, restored to the same place.
 * An absolute path would tie every entry to one runner's root.
 */
export interface StoreLocation {
  dir: string;
  cachePath: string;
}

export function storeLocation(workspace: string, cacheDir: string): StoreLocation {
  const dir = resolve(workspace, cacheDir);
  const rel = relative(workspace, dir);
  // A store outside the workspace on another drive has no relative path; keep it absolute.
  const cachePath = rel === "" ? "." : isAbsolute(rel) ? dir : rel.split(sep).join("/");
  return { dir, cachePath };
}

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
    let entries: Dirent[];
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

export async function restoreStore(
  cache: CacheService,
  core: Core,
  store: StoreLocation,
  keys: CacheKeys,
): Promise<RestoreResult> {
  if (!serviceAvailable(cache)) {
    core.notice(
      `contamgate: the Actions cache service is not available here, so no earlier responses are restored and every model call this run needs is paid for; what it pays for is kept in ${store.cachePath} for this job only.`,
    );
    return { restoredKey: null, available: false };
  }
  try {
    const hit = await cache.restoreCache([store.cachePath], keys.primary, [keys.restorePrefix]);
    if (hit)
      core.info(
        `contamgate: restored the response store from cache key ${hit}; only calls not already in it are paid for.`,
      );
    else
      core.info(
        `contamgate: no response store this run may restore is cached under ${keys.restorePrefix}* (a first run, an evicted entry, or one saved on another branch: caches are scoped by branch, docs/action.md), so every model call this run needs is paid for; the store is saved at the end.`,
      );
    return { restoredKey: hit ?? null, available: true };
  } catch (e) {
    core.notice(
      `contamgate: the Actions cache failed to restore the response store (${oneLine(e)}), so this run starts without it: model calls earlier runs already paid for are paid for again.`,
    );
    return { restoredKey: null, available: true };
  }
}

export type SaveOutcome = "saved" | "unchanged" | "unavailable" | "not-saved";

export async function saveStore(
  cache: CacheService,
  core: Core,
  store: StoreLocation,
  key: string,
  before: string,
): Promise<SaveOutcome> {
  const now = await storeFingerprint(store.dir);
  if (now === before) return "unchanged";
  if (!serviceAvailable(cache)) return "unavailable";
  try {
    const id = await cache.saveCache([store.cachePath], key);
    if (id === -1) {
      core.notice(
        `contamgate: the response cache was not saved (read-only cache on this trigger, a fork pull request, or the write was denied): the responses paid for in this run are in ${store.cachePath} for this job only, and the next run pays for them again. The run's result stands.`,
      );
      return "not-saved";
    }
    core.info(`contamgate: saved the response store under cache key ${key}`);
    return "saved";
  } catch (e) {
    core.notice(
      `contamgate: the Actions cache failed to save the response store (${oneLine(e)}): the responses paid for in this run are not kept, and the next run pays for them again. The run's result stands.`,
    );
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
  return firstLine(e).slice(0, 300);
}
