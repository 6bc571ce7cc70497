/**
 * The post step (post-if: always()): if main died after spending — killed, timed out, crashed
 * before its finally — save the responses it stored. Never fails the job.
 */
import { saveStore, storeLocation } from "./cache.js";
import type { ActionEnv } from "./env.js";
import { STATE } from "./state.js";
import { firstLine } from "../errors.js";

export async function postImpl(env: ActionEnv): Promise<number> {
  const { core } = env;
  if (core.getState(STATE.cacheEnabled) !== "true") return 0;
  if (core.getState(STATE.cacheSaveAttempted) === "true") return 0;
  try {
    const outcome = await saveStore(
      env.cache,
      core,
      storeLocation(env.cwd, core.getState(STATE.cacheDir)),
      core.getState(STATE.cacheKey),
      core.getState(STATE.cacheFingerprint),
    );
    if (outcome === "saved")
      core.notice("contamgate: the main step did not finish; the responses it had paid for were saved to the cache.");
  } catch (e) {
    core.notice(`contamgate: post step could not save the response cache (${firstLine(e)}).`);
  }
  return 0;
}
