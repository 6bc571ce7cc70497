/**
 * The soft gate's SD of d from a pilot outcome file (`--soft-pilot PATH`; docs/statistics.md
 * "The soft signal", "Power before spend"): rows with `score` for both conditions, paired per
 * (model, perturber) as the verdict pairs them. Every pair's soft differences are pooled — the
 * gate plans one SD for the run — and the gate plans on their one-sided 90% upper bound.
 */
import { InputError } from "../errors.js";
import { readOutcomesFile } from "../outcomes/read.js";
import type { SoftPlan } from "../design/gate.js";
import { MIN_PILOT_ITEMS, pilotSd } from "../stats/soft-power.js";
import { softDifferences } from "../stats/sign-flip.js";
import { tablesFromConditions } from "../verdict/parse-outcomes.js";
import type { Sourced } from "../value-source.js";

export async function softPlanFromPilot(path: Sourced<string>, cwd: string, field: string): Promise<SoftPlan> {
  const file = await readOutcomesFile(path.value, cwd, field);
  const d: number[] = [];
  for (const t of tablesFromConditions(file)) {
    if (t.soft === undefined) continue;
    for (const x of softDifferences(t.soft.original, t.soft.perturbed)) d.push(x);
  }
  if (d.length < MIN_PILOT_ITEMS) {
    throw new InputError(
      `${path.value} has ${d.length} pilot item(s) with a score for both conditions; the soft gate needs at least ${MIN_PILOT_ITEMS} to plan on their SD (or give the SD itself with --soft-sd / design.soft_sd)`,
      { field },
    );
  }
  return { kind: "pilot", pilot: pilotSd(d) };
}

/** The design with its soft plan taken from `--soft-pilot` when given; a planned SD beside it is exit 4. */
export async function withSoftPilot<D extends { soft?: SoftPlan }>(
  design: D,
  pilot: Sourced<string> | undefined,
  softSd: Sourced<number> | undefined,
  cwd: string,
): Promise<D> {
  if (pilot === undefined) return design;
  const field = pilot.source.kind === "flag" ? pilot.source.flag : "soft-pilot";
  if (softSd !== undefined) {
    throw new InputError("give the soft gate's SD one way: --soft-pilot or --soft-sd / design.soft_sd, not both", {
      field,
    });
  }
  return { ...design, soft: await softPlanFromPilot(pilot, cwd, field) };
}
