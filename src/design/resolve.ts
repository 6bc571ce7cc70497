/**
 * The design, derived in one place: the preregistered knobs (δ, ψ, α, power, E[max] method) with
 * n, M and K filled in from what the run asks. The power gate and the verdict are both handed
 * this one object, so they can never judge different designs (docs/run.md "One design for the gate and the verdict").
 *
 * M counts the models in the design — design.models when the config gives it, which may be more
 * than are run now (models compared while designing count), never fewer; else the models run.
 * K likewise counts every perturber tried: design.perturbers_tried, never fewer than are run.
 */
import { InputError } from "../errors.js";
import { whereOf, type Sourced } from "../value-source.js";
import type { EmaxMethod } from "../stats/rule.js";
import type { ControlComparison } from "../stats/excess-drop-family.js";
import type { PowerDesign } from "./gate.js";

/** The preregistered knobs, each with where it was written (config line, flag, action input). */
export interface DesignInputs {
  targetEffect: Sourced<number>;
  discordantRate: Sourced<number>;
  alpha: Sourced<number>;
  power: Sourced<number>;
  emax: Sourced<EmaxMethod>;
  twoSided: Sourced<boolean>;
  /** design.n, design.models, design.perturbers_tried when the config writes them. */
  n?: Sourced<number>;
  models?: Sourced<number>;
  perturbersTried?: Sourced<number>;
  /** design.expected_excess_drop and design.controls_against (docs/statistics.md "Controls (v2)"). */
  expectedExcessDrop?: Sourced<number>;
  controlsAgainst?: Sourced<ControlComparison>;
  /** design.soft_sd / --soft-sd: the soft gate's planned SD of d (docs/statistics.md "The soft signal"). */
  softSd?: Sourced<number>;
}

/** What the run actually asks; absent when the check has no benchmark or models section. */
export interface DesignCounts {
  /** Items selected (after date filter, split and sampling). */
  n?: number;
  modelsRun?: number;
  /** Perturbers the run asks under (the identity control is never one). */
  perturbersRun?: number;
  /** Labels of the models declared `control: true`, with where the first was declared. */
  controls?: Sourced<readonly string[]>;
}

/** A design with n and δ both known: what the gate judges and the verdict applies. */
export type Design = PowerDesign & { n: number; effect: number };

export function deriveDesign(d: DesignInputs, c: DesignCounts): Design {
  const at = (s: Sourced<unknown>) => whereOf(s.source);
  if (d.targetEffect.value > d.discordantRate.value) {
    throw new InputError(
      `target effect ${d.targetEffect.value} exceeds the expected discordant rate ${d.discordantRate.value} (a drop cannot exceed the discordant rate)`,
      at(d.targetEffect),
    );
  }
  const n = d.n?.value ?? c.n;
  if (n === undefined) {
    const src = d.targetEffect.source;
    throw new InputError(
      "the design needs n: give design.n or a benchmark section",
      src.kind === "config"
        ? { file: src.file, ...(src.line !== undefined ? { line: src.line } : {}), field: "design.n" }
        : at(d.targetEffect),
    );
  }
  if (d.n !== undefined && c.n !== undefined && d.n.value !== c.n) {
    throw new InputError(
      `design.n is ${d.n.value} but the benchmark selects ${c.n} items; remove design.n or make them agree`,
      at(d.n),
    );
  }
  if (d.perturbersTried !== undefined && c.perturbersRun !== undefined && d.perturbersTried.value < c.perturbersRun) {
    throw new InputError(
      `perturbers_tried is ${d.perturbersTried.value} but the benchmark lists ${c.perturbersRun} perturbers; K counts every perturber tried`,
      at(d.perturbersTried),
    );
  }
  if (d.models !== undefined && c.modelsRun !== undefined && d.models.value < c.modelsRun) {
    throw new InputError(
      `design.models is ${d.models.value} but ${c.modelsRun} models are configured; M counts every model compared`,
      at(d.models),
    );
  }
  const models = d.models?.value ?? c.modelsRun ?? 1;
  const controls = c.controls?.value ?? [];
  if (controls.length > 0 && controls.length >= models) {
    throw new InputError(
      `every model is declared control: true (${controls.length} of M = ${models}); a control needs a model to compare`,
      at(c.controls!),
    );
  }
  // A knob for controls written without any control would silently do nothing.
  for (const knob of [d.expectedExcessDrop, d.controlsAgainst]) {
    if (knob !== undefined && controls.length === 0) {
      throw new InputError("applies to declared controls, but no model is control: true", at(knob));
    }
  }
  const excess = d.expectedExcessDrop?.value ?? d.targetEffect.value;
  if (controls.length > 0 && excess > d.discordantRate.value) {
    throw new InputError(
      `expected_excess_drop ${excess} exceeds the expected discordant rate ${d.discordantRate.value}`,
      at(d.expectedExcessDrop ?? d.targetEffect),
    );
  }
  return {
    n,
    discordantRate: d.discordantRate.value,
    effect: d.targetEffect.value,
    alpha: d.alpha.value,
    targetPower: d.power.value,
    models,
    perturbers: d.perturbersTried?.value ?? Math.max(1, c.perturbersRun ?? 0),
    oneSided: !d.twoSided.value,
    emax: d.emax.value,
    ...(d.softSd !== undefined ? { soft: { kind: "planned" as const, sd: d.softSd.value } } : {}),
    controls:
      controls.length === 0
        ? { kind: "none" }
        : {
            kind: "declared",
            count: controls.length,
            names: [...controls],
            against: d.controlsAgainst?.value ?? "each",
            expectedExcessDrop: excess,
          },
  };
}
