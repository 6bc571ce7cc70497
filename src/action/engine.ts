/** The engine the action drives: the same `runCheck` as `contamgate check`. */
import { runCheck } from "../engine/check.js";
import type { CheckRunner } from "./env.js";

export const engineCheck: CheckRunner = (request, deps) => runCheck(request, deps);
