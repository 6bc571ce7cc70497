/**
 * The engine the action drives: `runCheck` from src/check (power, leakage, contamination as
 * contamgate.yml configures them), adapted to the action's CheckRequest.
 */
import { StopError } from "../errors.js";
import type { CheckRunner } from "./env.js";

// src/check is still being written; until it lands the action reports "error" (exit 4) rather
// than pretending to pass.
export const engineCheck: CheckRunner = async () => {
  throw new StopError("the check engine (src/check runCheck) is not in this build", 4);
};
