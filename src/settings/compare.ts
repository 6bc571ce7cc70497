/**
 * Settings for `contamgate compare` and the action's compare check: the `compare:` section of
 * contamgate.yml (optional) + typed overrides (CLI flags), each value with its Source, every
 * default and range from ./ranges.ts. Overrides replace the config. Inputs in the config resolve
 * against its folder, in overrides against cwd. A one-sided direction is taken only from the
 * config file (preregistered); a flag asking for one is refused, never inferred from the data.
 */
import { resolve } from "node:path";
import type { LoadedConfig } from "../config/load.js";
import type { CompareMetric, ComparePlan, CompareSpec } from "../compare/compute.js";
import { FAIL_ON, type FailOn } from "../compare/decide.js";
import { type ClusterBy, UNPARSED_POLICIES, type UnparsedPolicy } from "../compare/pair.js";
import { InputError, lineIf } from "../errors.js";
import type { CompareSided } from "../stats/paired-difference.js";
import { RANGES } from "../ranges.js";
import { fromDefault, invalid, knob, whereOf, type Source, type Sourced } from "../value-source.js";

export interface CompareOverrides {
  inputs?: Sourced<string[]>;
  baseline?: Sourced<string>;
  candidates?: Sourced<string[]>;
  alpha?: Sourced<number>;
  direction?: Sourced<string>;
  /** Points. */
  margin?: Sourced<number>;
  failOn?: Sourced<string[]>;
  unparsed?: Sourced<string>;
  /** A share in [0, 1]. */
  maxUnparsed?: Sourced<number>;
  clusterBy?: Sourced<string>;
  /** Points. */
  delta?: Sourced<number>;
  discordance?: Sourced<number>;
  power?: Sourced<number>;
  designEffect?: Sourced<number>;
  metric?: Sourced<string>;
  k?: Sourced<number>;
}

export interface CompareSettings {
  /** Outcome files: as shown in messages, and resolved. */
  inputs: { shown: string; path: string; source: Source }[];
  spec: CompareSpec;
}

type Path = readonly (string | number)[];

function fromConfig<T>(cfg: LoadedConfig | undefined, path: Path, value: T | undefined): Sourced<T> | undefined {
  if (cfg === undefined || value === undefined || !cfg.has(path)) return undefined;
  const line = cfg.lineOf(path);
  return {
    value,
    source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: path.join(".") },
  };
}

function pick<T>(o: Sourced<T> | undefined, cfg: LoadedConfig | undefined, path: Path, v: T | undefined) {
  return o ?? fromConfig(cfg, path, v);
}

/** Names the setting for messages: `--cluster-by`, `compare.cluster_by in contamgate.yml:7`. */
function named(s: Source, fallback: string): string {
  return knob(s, fallback);
}

export function parseClusterBy(s: Sourced<string>): ClusterBy {
  const v = s.value.trim();
  if (v === "auto" || v === "field" || v === "none") return { kind: v };
  if (v.startsWith("id-prefix:") && v.length > "id-prefix:".length)
    return { kind: "id-prefix", separator: v.slice("id-prefix:".length) };
  throw invalid(s.source, `auto, field, none or id-prefix:SEP (got "${s.value}")`);
}

export function resolveCompareSettings(
  cfg: LoadedConfig | undefined,
  o: CompareOverrides,
  cwd: string,
): CompareSettings {
  const c = cfg?.config.compare;

  const inputsS = pick(o.inputs, cfg, ["compare", "inputs"], c?.inputs);
  if (inputsS === undefined || inputsS.value.length === 0)
    throw new InputError("give --input PATH (outcome rows, docs/outcomes.md) or a compare: section with --config", {
      field: "--input",
    });
  const base = inputsS.source.kind === "config" ? cfg!.dir : cwd;
  const inputs = inputsS.value.map((shown) => ({ shown, path: resolve(base, shown), source: inputsS.source }));

  const baselineS = pick(o.baseline, cfg, ["compare", "baseline"], c?.baseline);
  if (baselineS === undefined)
    throw new InputError("--baseline is required: MODEL, MODEL@CONDITION or @CONDITION", { field: "--baseline" });
  const candS = pick(o.candidates, cfg, ["compare", "candidates"], c?.candidates);
  if (candS === undefined || candS.value.length === 0)
    throw new InputError("give at least one --candidate: MODEL, MODEL@CONDITION or @CONDITION", {
      field: "--candidate",
    });
  const candidates = candS.value.map((selector, i) => ({
    selector,
    source:
      candS.source.kind === "config"
        ? { ...candS.source, field: `compare.candidates.${i}`, ...lineIf(cfg!.lineOf(["compare", "candidates", i])) }
        : candS.source,
  }));

  const alpha = pick(o.alpha, cfg, ["compare", "alpha"], c?.alpha) ?? fromDefault(RANGES.alpha.default);

  const dirS = pick(o.direction, cfg, ["compare", "direction"], c?.direction) ?? fromDefault("two-sided");
  if (dirS.value !== "two-sided" && dirS.value !== "greater" && dirS.value !== "less")
    throw invalid(dirS.source, `two-sided, greater or less (got "${dirS.value}")`);
  const direction = dirS.value as CompareSided;
  if (direction !== "two-sided" && dirS.source.kind !== "config")
    throw new InputError(
      `a one-sided direction (${direction}) must be preregistered: write compare.direction: ${direction} in contamgate.yml before the data are in, and run with --config`,
      whereOf(dirS.source),
    );
  // A flag may make a preregistered one-sided comparison two-sided (more cautious), never the reverse.
  const directionSource = dirS.source.kind === "default" ? "default" : named(dirS.source, "direction");

  const margin = pick(o.margin, cfg, ["compare", "margin_pt"], c?.margin_pt) ?? fromDefault(RANGES.marginPt.default);

  const failS = pick(o.failOn, cfg, ["compare", "fail_on"], c?.fail_on) ?? fromDefault<string[]>([]);
  const failOn: FailOn[] = [];
  for (const m of failS.value) {
    if (!(FAIL_ON as readonly string[]).includes(m))
      throw invalid(failS.source, `a list from ${FAIL_ON.join(", ")} (got "${m}")`);
    if (!failOn.includes(m as FailOn)) failOn.push(m as FailOn);
  }
  const bound = direction === "greater" ? "lower" : direction === "less" ? "upper" : "two-sided";
  for (const m of failOn) {
    if (m === "regression" && bound === "lower")
      throw new InputError(
        "fail-on regression needs an upper bound, and direction greater has only a lower one: use direction two-sided or less",
        whereOf(failS.source),
      );
    if (m === "no-improvement" && bound === "upper")
      throw new InputError(
        "fail-on no-improvement needs a lower bound, and direction less has only an upper one: use direction two-sided or greater",
        whereOf(failS.source),
      );
  }

  const unparsedS = pick(o.unparsed, cfg, ["compare", "unparsed"], c?.unparsed) ?? fromDefault("as-wrong");
  if (!(UNPARSED_POLICIES as readonly string[]).includes(unparsedS.value))
    throw invalid(unparsedS.source, `as-wrong or exclude (got "${unparsedS.value}")`);
  const maxUnparsedS =
    pick(o.maxUnparsed, cfg, ["compare", "max_unparsed"], c?.max_unparsed) ?? fromDefault(RANGES.maxUnparsed.default);
  const clusterS = pick(o.clusterBy, cfg, ["compare", "cluster_by"], c?.cluster_by) ?? fromDefault("auto");
  const clusterBy = parseClusterBy(clusterS);

  const plan = resolvePlan(cfg, o, alpha.value);

  const metricS = pick(o.metric, cfg, ["compare", "metric"], c?.metric) ?? fromDefault("accuracy");
  const kS = pick(o.k, cfg, ["compare", "k"], c?.k);
  let metric: CompareMetric;
  if (metricS.value === "accuracy") {
    if (kS !== undefined) throw new InputError("k is for --metric pass@k", whereOf(kS.source));
    metric = { kind: "accuracy" };
  } else if (metricS.value === "pass@k") {
    if (kS === undefined)
      throw new InputError(
        "--metric pass@k needs --k K (compare.k): the samples one attempt may draw",
        whereOf(metricS.source),
      );
    metric = { kind: "pass@k", k: kS.value };
  } else throw invalid(metricS.source, `accuracy or pass@k (got "${metricS.value}")`);

  return {
    inputs,
    spec: {
      baseline: { selector: baselineS.value, source: baselineS.source },
      candidates,
      alpha: alpha.value,
      direction,
      directionSource,
      margin: margin.value / 100,
      failOn,
      unparsed: unparsedS.value as UnparsedPolicy,
      maxUnparsed: maxUnparsedS.value,
      maxUnparsedField:
        maxUnparsedS.source.kind === "default"
          ? "the default; set compare.max_unparsed or --max-unparsed"
          : named(maxUnparsedS.source, "--max-unparsed"),
      clusterBy,
      clusterField: named(clusterS.source, "--cluster-by"),
      plan,
      metric,
    },
  };
}

/** The planned design: delta and discordance together, or neither. */
function resolvePlan(cfg: LoadedConfig | undefined, o: CompareOverrides, _alpha: number): ComparePlan | null {
  const p = cfg?.config.compare?.plan;
  const delta = pick(o.delta, cfg, ["compare", "plan", "delta_pt"], p?.delta_pt);
  const psi = pick(o.discordance, cfg, ["compare", "plan", "discordance"], p?.discordance);
  const power = pick(o.power, cfg, ["compare", "plan", "power"], p?.power) ?? fromDefault(RANGES.power.default);
  const deff = pick(o.designEffect, cfg, ["compare", "plan", "design_effect"], p?.design_effect);
  if (delta === undefined && psi === undefined) {
    if (deff !== undefined)
      throw new InputError(
        "a design effect needs the planned design: --delta and --discordant-rate",
        whereOf(deff.source),
      );
    return null;
  }
  if (delta === undefined || psi === undefined) {
    const given = (delta ?? psi)!;
    throw new InputError(
      `${delta === undefined ? "--delta (compare.plan.delta_pt)" : "--discordant-rate (compare.plan.discordance)"} is needed with ${named(given.source, "the plan")}: the planned difference and the expected discordance go together`,
      whereOf(given.source),
    );
  }
  if (delta.value / 100 > psi.value)
    throw new InputError(
      `the planned difference ${delta.value} pt exceeds the expected discordance ${psi.value} (${psi.value * 100} pt): a difference cannot exceed the share of items the arms disagree on`,
      whereOf(delta.source),
    );
  const n = fromConfig(cfg, ["compare", "plan", "n"], p?.n);
  return {
    n: n?.value ?? null,
    delta: delta.value / 100,
    discordance: psi.value,
    targetPower: power.value,
    designEffect: deff?.value ?? null,
  };
}
