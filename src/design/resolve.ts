import { InputError } from "../errors.js";
import type { DesignConfig } from "./config.js";
import type { PowerDesign } from "./gate.js";

export interface DesignContext {
  /** Items the run would ask (after date filter, split and sampling). */
  n?: number;
  /** Models the config declares. */
  models?: number;
  /** Perturbers the benchmark lists; identity is the control and is not "tried". */
  perturbers?: readonly string[];
  file?: string;
  lineOf?: (path: readonly (string | number)[]) => number | undefined;
}

/** The preregistered design with n, M and K filled in from the rest of the config. */
export function resolveDesign(d: DesignConfig, ctx: DesignContext): PowerDesign {
  const where = (field: string) => {
    const line = ctx.lineOf?.(["design", field]) ?? ctx.lineOf?.(["design"]);
    return { ...(ctx.file !== undefined && { file: ctx.file }), ...(line !== undefined && { line }), field: `design.${field}` };
  };
  const n = d.n ?? ctx.n;
  if (n === undefined) throw new InputError("the design needs n: give design.n or a benchmark section", where("n"));
  if (d.n !== undefined && ctx.n !== undefined && d.n !== ctx.n) {
    throw new InputError(`design.n is ${d.n} but the benchmark selects ${ctx.n} items; remove design.n or make them agree`, where("n"));
  }
  const listed = (ctx.perturbers ?? []).filter((p) => p !== "identity").length;
  if (d.perturbers_tried !== undefined && d.perturbers_tried < listed) {
    throw new InputError(`perturbers_tried is ${d.perturbers_tried} but the benchmark lists ${listed} perturbers; K counts every perturber tried`, where("perturbers_tried"));
  }
  const models = d.models ?? ctx.models ?? 1;
  if (d.models !== undefined && ctx.models !== undefined && d.models < ctx.models) {
    throw new InputError(`design.models is ${d.models} but ${ctx.models} models are configured; M counts every model compared`, where("models"));
  }
  return {
    n,
    discordantRate: d.expected_discordant_rate,
    effect: d.target_effect,
    alpha: d.alpha,
    targetPower: d.power,
    models,
    perturbers: d.perturbers_tried ?? Math.max(1, listed),
    oneSided: !d.two_sided,
    emax: d.emax,
  };
}
