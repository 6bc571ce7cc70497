import type { PowerGateResult } from "../design/gate.js";
import { powerGateCurveJson } from "./power-json.js";
import type { PowerSection } from "./types.js";

/** The report's power section: `contamgate power --json`'s object for a design with n and a target drop. */
export function powerSection(r: PowerGateResult, forced = false): PowerSection {
  const { n, effect } = r.design;
  if (n === undefined || effect === undefined) throw new Error("powerSection needs a design with n and effect");
  return { ...powerGateCurveJson(r), n, effect, ...(forced ? { forced: true as const } : {}) };
}
