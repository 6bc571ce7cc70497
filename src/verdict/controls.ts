/**
 * Declared clean controls (docs/statistics.md, "Controls (v2)"): for every non-control model and
 * perturber, the exact sign-flip test of d = (orig − pert)_model − (orig − pert)_control on the
 * items both answered, against each control (one hypothesis per control) or against the mean of
 * the controls (one hypothesis), with its interval. These hypotheses join the verdict's Holm
 * family; a control itself is never named, and its own drop stays in the report.
 *
 * Unparsed answers enter d as wrong answers, exactly as they enter each model's drop, so the
 * excess drop is exactly drop(model) − drop(control) as both are reported; both models' unparsed
 * counts are shown beside it. Pure: no I/O.
 */
import { countDifferences, excessDropTest, scoreBounds } from "../stats/excess-drop.js";
import { latticeSignFlipP } from "../stats/excess-drop-lattice.js";
import { excessFamilyTests } from "../stats/excess-drop-family.js";
import { holm } from "../stats/multiplicity.js";
import type { ControlsDeclaration, ControlsVerdict, ExcessDropVerdict } from "./control-types.js";
import type { PairedTable, VerdictDesign } from "./types.js";

export type { ControlComparison, ControlsDeclaration, ControlsVerdict, ExcessDropVerdict } from "./control-types.js";

export const NO_CONTROLS: ControlsDeclaration = { kind: "none" };

export { excessFamilyTests };

/** The excess tests of one verdict, before Holm: what they compare and their raw p. */
export interface PlannedControls {
  declaration: ControlsDeclaration;
  familyTests: number;
  tests: Omit<ExcessDropVerdict, "p_holm" | "exceeds">[];
}

/**
 * Validates the declaration against the tables and runs every excess test. Needs item-level
 * outcomes (a `--table` has none) on the same items in the same order for model and control.
 */
export function planControls(
  tables: readonly PairedTable[],
  design: VerdictDesign,
  declaration: ControlsDeclaration,
): PlannedControls {
  if (declaration.kind === "none") return { declaration, familyTests: 0, tests: [] };
  const controls = [...new Set(declaration.controls)];
  if (controls.length === 0) throw new RangeError("controls: declare at least one control model");
  const models = [...new Set(tables.map((t) => t.model))];
  for (const c of controls) {
    if (!models.includes(c)) throw new RangeError(`control "${c}" names no model with outcomes`);
  }
  if (design.models <= controls.length) {
    throw new RangeError(
      `the design has M = ${design.models} models and ${controls.length} are controls: nothing left to compare`,
    );
  }
  const perturbers = [...new Set(tables.map((t) => t.perturber))];
  const find = (model: string, perturber: string) => tables.find((t) => t.model === model && t.perturber === perturber);
  const tests: PlannedControls["tests"] = [];
  for (const model of models.filter((m) => !controls.includes(m))) {
    for (const perturber of perturbers) {
      const own = find(model, perturber);
      if (own === undefined) continue;
      const theirs = controls.map((c) => {
        const t = find(c, perturber);
        if (t === undefined) throw new RangeError(`control "${c}" has no outcomes under perturber "${perturber}"`);
        checkAligned(own, t);
        return t;
      });
      if (declaration.against === "each") {
        for (const t of theirs) tests.push(pairTest(own, t, design.alpha));
      } else {
        tests.push(meanTest(own, theirs, design.alpha));
      }
    }
  }
  const familyTests = excessFamilyTests(design.models, design.perturbers, controls.length, declaration.against);
  return { declaration: { ...declaration, controls }, familyTests, tests };
}

/**
 * Holm over the whole family: the drop pairs' p (in table order), then the excess tests', then
 * the hypotheses tried but not run at p = 1. Returns the excess tests' adjusted p in their order.
 */
export function holmWithControls(dropPs: readonly number[], excessPs: readonly number[], familySize: number): number[] {
  const pad = familySize - dropPs.length - excessPs.length;
  if (pad < 0)
    throw new RangeError(`family of ${familySize} is smaller than the ${dropPs.length + excessPs.length} tests run`);
  const adjusted = holm([...dropPs, ...excessPs, ...new Array<number>(pad).fill(1)]);
  return adjusted.slice(dropPs.length, dropPs.length + excessPs.length);
}

export function finishControls(plan: PlannedControls, excessHolm: readonly number[], alpha: number): ControlsVerdict {
  if (plan.declaration.kind === "none") return { kind: "none" };
  return {
    kind: "declared",
    controls: [...plan.declaration.controls],
    against: plan.declaration.against,
    family_tests: plan.familyTests,
    tests: plan.tests.map((t, i) => ({ ...t, p_holm: excessHolm[i]!, exceeds: excessHolm[i]! < alpha })),
  };
}

function checkAligned(a: PairedTable, b: PairedTable): void {
  const what = `${a.model} and control ${b.model} under perturber "${a.perturber}"`;
  if (a.items === null || b.items === null) {
    throw new RangeError(`${what}: the excess-drop test needs item-level outcomes (a --table has none)`);
  }
  const x = a.items.ids;
  const y = b.items.ids;
  if (x !== y && (x.length !== y.length || x.some((id, i) => id !== y[i]))) {
    throw new RangeError(`${what}: not the same items in the same order`);
  }
}

function unparsedOf(t: PairedTable) {
  return { name: t.model, original: t.unparsedOriginal, perturbed: t.unparsedPerturbed };
}

function pairTest(own: PairedTable, control: PairedTable, alpha: number): PlannedControls["tests"][number] {
  const x = own.items!.d;
  const y = control.items!.d;
  const d = new Int8Array(x.length);
  for (let i = 0; i < x.length; i++) d[i] = x[i]! - y[i]!;
  const counts = countDifferences(d);
  const t = excessDropTest(counts, alpha);
  return {
    model: own.model,
    perturber: own.perturber,
    against: control.model,
    controls: [control.model],
    n: t.n,
    estimate: t.estimate,
    ci: { lower: t.lcb, upper: t.ucb, level: 1 - 2 * alpha },
    lcb: t.lcb,
    ucb: t.ucb,
    informative: t.informative,
    p_value: t.p,
    counts,
    unparsed: [unparsedOf(own), unparsedOf(control)],
  };
}

/** Against the controls' mean: e_i = C·x_i − Σ_c y_ci (integers), d_i = e_i / C. */
function meanTest(own: PairedTable, controls: readonly PairedTable[], alpha: number): PlannedControls["tests"][number] {
  const C = controls.length;
  const x = own.items!.d;
  const e = new Int16Array(x.length);
  let sum = 0;
  let sumSq = 0;
  let informative = 0;
  for (let i = 0; i < x.length; i++) {
    let v = C * x[i]!;
    for (const c of controls) v -= c.items!.d[i]!;
    e[i] = v;
    sum += v;
    sumSq += v * v;
    if (v !== 0) informative++;
  }
  const n = x.length;
  const { lcb, ucb } = scoreBounds(sum / C, sumSq / (C * C), n, alpha);
  const names = controls.map((c) => c.model);
  return {
    model: own.model,
    perturber: own.perturber,
    against: C === 1 ? names[0]! : `mean of ${names.join(", ")}`,
    controls: names,
    n,
    estimate: sum / C / n,
    ci: { lower: lcb, upper: ucb, level: 1 - 2 * alpha },
    lcb,
    ucb,
    informative,
    p_value: latticeSignFlipP(e),
    counts: null,
    unparsed: [unparsedOf(own), ...controls.map(unparsedOf)],
  };
}
