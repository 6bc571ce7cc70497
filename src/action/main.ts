/**
 * The action's entry (bundled into dist/index.js, run as both `main` and `post`). It decides
 * which by the state main saves first thing, and does nothing else.
 */
import * as core from "@actions/core";
import { engineCheck } from "./engine.js";
import { postImpl } from "./post.js";
import { mainImpl } from "./run.js";
import { runnerEnv } from "./runner.js";
import { STATE } from "./state.js";

const env = runnerEnv(engineCheck);
const step = core.getState(STATE.isPost) === "true" ? postImpl : mainImpl;
step(env).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    core.setFailed(`contamgate: internal error: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`);
    process.exitCode = 4;
  },
);
