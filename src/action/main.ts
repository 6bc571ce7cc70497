/**
 * The action's run(), the shape of GitHub's TypeScript-action template: importing this module does
 * nothing, so `@github/local-action` (docs/action.md#try-it-locally) can import it and call run().
 * The bundle's entry is index.ts, which calls run() once. One bundle is both `main` and `post`:
 * run() tells them apart by the state main saves first thing.
 */
import * as core from "@actions/core";
import { runCheck } from "../engine/check.js";
import { postImpl } from "./post.js";
import { mainImpl } from "./run.js";
import { runnerEnv } from "./runner.js";
import { STATE } from "./state.js";
import { firstLine } from "../errors.js";

export async function run(): Promise<void> {
  try {
    const step = core.getState(STATE.isPost) === "true" ? postImpl : mainImpl;
    const code = await step(runnerEnv(runCheck));
    // On a runner main and post are two processes; under local-action they share one, and a
    // post that found nothing to do must not turn main's failure into exit 0.
    if (code !== 0) process.exitCode = code;
  } catch (e) {
    core.setFailed(`contamgate: internal error: ${firstLine(e)}`);
    process.exitCode = 4;
  }
}
