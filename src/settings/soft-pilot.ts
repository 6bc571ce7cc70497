/**
 * The soft gate's SD of d from a pilot outcome file (`--soft-pilot PATH`; docs/statistics.md
 * "The soft signal", "Power before spend"): rows with `score` for both conditions, paired per
 * (model, perturber) as the verdict pairs them. Every pair's soft differences are pooled — the
 * gate plans one shape for the run — and the gate simulates the rule on that shape, its spread
 * scaled up to the SD's one-sided 90% upper bound (docs/statistics.md, "Power on the pilot's shape").
 */
import { relative, resolve } from "node:path";
import type { LoadedConfig } from "../config/load.js";
import { InputError } from "../errors.js";
import { readOutcomesFile } from "../outcomes/read.js";
import type { SoftPlan } from "../design/gate.js";
import { MIN_PILOT_ITEMS, pilotSd } from "../stats/soft-power.js";
import { softDifferences } from "../stats/sign-flip.js";
import { tablesFromConditions } from "../verdict/parse-outcomes.js";
import { whereOf, type Sourced } from "../value-source.js";

export async function softPlanFromPilot(path: Sourced<string>, cwd: string): Promise<SoftPlan> {
  const where = whereOf(path.source);
  const field = where.field ?? "soft-pilot";
  const file = await readOutcomesFile(path.value, cwd, field);
  const d: number[] = [];
  for (const t of tablesFromConditions(file)) {
    if (t.soft === undefined) continue;
    for (const x of softDifferences(t.soft.original, t.soft.perturbed)) d.push(x);
  }
  if (d.length < MIN_PILOT_ITEMS) {
    throw new InputError(
      `${path.value} has ${d.length} pilot item(s) with a score for both conditions; the soft gate needs at least ${MIN_PILOT_ITEMS} to plan on their SD (or give the SD itself with --soft-sd / design.soft_sd)`,
      where.field !== undefined ? where : { field },
    );
  }
  return { kind: "pilot", pilot: pilotSd(d), d: Float64Array.from(d) };
}

/**
 * The pilot file the soft gate plans on: `--soft-pilot PATH` (relative to the working directory),
 * else `design.soft_pilot` in contamgate.yml (relative to the config, shown relative to the
 * working directory), else none.
 */
export function softPilotOf(
  flag: Sourced<string> | undefined,
  cfg: LoadedConfig | undefined,
  cwd: string,
): Sourced<string> | undefined {
  if (flag !== undefined) return flag;
  const v = cfg?.config.design?.soft_pilot;
  if (cfg === undefined || v === undefined || !cfg.has(["design", "soft_pilot"])) return undefined;
  const line = cfg.lineOf(["design", "soft_pilot"]);
  return {
    value: relative(cwd, resolve(cfg.dir, v)) || v,
    source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: "design.soft_pilot" },
  };
}

/** The design with its soft plan taken from the pilot when one is given; a planned SD beside it is exit 4. */
export async function withSoftPilot<D extends { soft?: SoftPlan }>(
  design: D,
  pilot: Sourced<string> | undefined,
  softSd: Sourced<number> | undefined,
  cwd: string,
): Promise<D> {
  if (pilot === undefined) return design;
  const where = whereOf(pilot.source);
  const field = where.field ?? "soft-pilot";
  if (softSd !== undefined) {
    throw new InputError(
      "give the soft gate's SD one way: --soft-pilot / design.soft_pilot or --soft-sd / design.soft_sd, not both",
      where.field !== undefined ? where : { field },
    );
  }
  return { ...design, soft: await softPlanFromPilot(pilot, cwd) };
}
