/**
 * Where paid answers go when the response cache cannot take them (docs/reliability.md "Full or
 * read-only cache"): a fresh folder in the system's temporary directory, holding one segment in
 * the cache's own format and name. Moving that file into the cache directory makes a rerun
 * replay the answers instead of paying for them again.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CachedResponse, type EntryMeta, ResponseStore } from "./response-store.js";

export async function keepUnstored(
  answers: readonly { key: string; response: CachedResponse; meta: EntryMeta }[],
  root: string = tmpdir(),
): Promise<string> {
  const dir = await mkdtemp(join(root, "contamgate-unstored-"));
  // A folder this process just made: nobody else's segments to verify.
  const store = await ResponseStore.open(dir, { env: {} });
  try {
    for (const a of answers) await store.put(a.key, a.response, a.meta);
  } finally {
    await store.close();
  }
  return store.segmentPath ?? dir;
}
