/**
 * Outcome rows → the comparison (docs/compare.md): each candidate paired with the baseline item by
 * item, its analysis (src/stats: exact McNemar + melded interval, or the clustered analysis when
 * clusters or replicates make items dependent), Holm across the candidates, the decision from the
 * bound and the margin, and the gate. Pure; the statistics are src/stats' functions, not ours.
 */
import { InputError } from "../errors.js";
import { type Source, whereOf } from "../value-source.js";
import { clusteredDifference } from "../stats/clustered-difference.js";
import { holm } from "../stats/multiplicity.js";
import { pairedPassAtK } from "../stats/pass-at-k.js";
import { type CompareSided, type DifferenceBound, pairedDifference } from "../stats/paired-difference.js";
import { decideComparison, failsGate, type FailOn, type GateFailure } from "./decide.js";
import {
  COMPARE_SCHEMA,
  type BoundJson,
  type CandidateJson,
  type ComparisonJson,
  type DecisiveJson,
  type EstimateJson,
  type ExactJson,
  type IntervalJson,
  type PairingJson,
} from "./model.js";
import {
  type ClusterBy,
  type Pairing,
  type CompareRows,
  type PlacedRow,
  armsOfRows,
  compareRows,
  pairArms,
  type UnparsedPolicy,
} from "./pair.js";
import { type ComparePlanJson, planComparison } from "./plan.js";
import { type Arm, armsPresent, resolveArm } from "./select.js";

export interface CompareSpec {
  /** Each arm's selector and where it was written (a flag, or a config key with its file and line), for errors. */
  readonly baseline: { readonly selector: string; readonly source: Source };
  readonly candidates: readonly { readonly selector: string; readonly source: Source }[];
  readonly alpha: number;
  readonly direction: CompareSided;
  /** "default", "--direction" is refused for one-sided; "compare.direction in FILE:LINE". */
  readonly directionSource: string;
  readonly margin: number;
  readonly failOn: readonly FailOn[];
  readonly unparsed: UnparsedPolicy;
  /**
   * The largest share of either arm's paired answers that may be unparsed (0 … 1; 1 allows any):
   * above it the gate fails with `unparsed` (docs/compare.md "Unparsed answers").
   */
  readonly maxUnparsed: number;
  /** How the unparsed limit is named in messages ("--max-unparsed", "compare.max_unparsed in FILE:LINE"). */
  readonly maxUnparsedField: string;
  readonly clusterBy: ClusterBy;
  /** How the cluster setting is named in messages ("--cluster-by", "compare.cluster_by"). */
  readonly clusterField: string;
  /** The planned design, for the `underpowered` gate and the power line; null when none is given. */
  readonly plan: ComparePlan | null;
  /** accuracy (the default), or pass@k over each problem's samples (epochs). */
  readonly metric: CompareMetric;
}

export type CompareMetric = { readonly kind: "accuracy" } | { readonly kind: "pass@k"; readonly k: number };

export interface ComparePlan {
  /** Items the run will ask (compare.plan.n): what the power check judges before spending. */
  readonly n: number | null;
  readonly delta: number;
  readonly discordance: number;
  readonly targetPower: number;
  readonly designEffect: number | null;
}

export function computeComparison(input: readonly PlacedRow[] | CompareRows, spec: CompareSpec): ComparisonJson {
  if (spec.candidates.length === 0) throw new InputError("give at least one candidate", { field: "--candidate" });
  const rows = compareRows(input);
  const present = armsPresent(armsOfRows(rows));
  const baseline = resolveArm(spec.baseline.selector, present, spec.baseline.source);
  const candidates: Arm[] = [];
  for (const c of spec.candidates) {
    const arm = resolveArm(c.selector, present, c.source);
    if (arm.label === baseline.label)
      throw new InputError(`names the baseline ${baseline.label} itself`, whereOf(c.source));
    if (candidates.some((a) => a.label === arm.label))
      throw new InputError(`names ${arm.label} twice`, whereOf(c.source));
    candidates.push(arm);
  }
  const C = candidates.length;
  // Bonferroni intervals: the C statements hold together at 1 − α, so a decision read from any of
  // them keeps the family-wise error ≤ α; their duality with the exact test makes a "better" or
  // "worse" at margin 0 imply Holm p < α (docs/compare.md "Several candidates").
  const alphaEach = spec.alpha / C;
  const warnings: string[] = [];

  const analysed = candidates.map((arm) => {
    const pairing = pairArms(rows, baseline, arm, {
      unparsed: spec.unparsed,
      clusterBy: spec.clusterBy,
      clusterField: spec.clusterField,
    });
    warnings.push(...pairingWarnings(baseline, arm, pairing));
    const unparsedCheck = checkUnparsed(pairing, spec.maxUnparsed);
    if (unparsedCheck.over.length > 0) warnings.push(unparsedWarning(baseline, arm, unparsedCheck, spec));
    const exact = exactAnalysis(pairing, alphaEach, spec.direction);
    const result =
      spec.metric.kind === "pass@k"
        ? passAtKAnalysis(pairing, spec.metric.k, arm, baseline, { alpha: alphaEach, sided: spec.direction })
        : decisiveAnalysis(pairing, exact, arm, baseline, {
            alpha: alphaEach,
            sided: spec.direction,
            clusterField: spec.clusterField,
          });
    return { arm, pairing, exact, result, unparsedCheck };
  });

  const pHolm = holm(analysed.map((a) => a.result.p_value));
  const out: CandidateJson[] = analysed.map((a, i) => {
    const decision = decideComparison(boundOf(a.result.bound), spec.margin);
    const failing: GateFailure[] = spec.failOn.filter(
      (m): m is Exclude<FailOn, "underpowered"> => m !== "underpowered" && failsGate(m, decision),
    );
    if (a.unparsedCheck.over.length > 0) failing.unshift("unparsed");
    return {
      label: a.arm.label,
      model: a.arm.model,
      condition: a.arm.condition,
      pairing: pairingJson(a.pairing),
      exact: a.exact,
      result: a.result,
      p_holm: pHolm[i]!,
      decision,
      unparsed_check: a.unparsedCheck,
      failing,
    };
  });

  let power: ComparePlanJson | null = null;
  if (spec.plan !== null) {
    // The smallest n the comparisons had (items when the clustered analysis decided): the design
    // as it was run, judged for the preregistered Δ — never for the observed difference.
    const n = Math.min(
      ...analysed.map((a) =>
        a.result.analysis === "clustered" || a.result.analysis === "exact-units" ? a.result.units : a.exact.n,
      ),
    );
    power = planComparison({
      n,
      delta: spec.plan.delta,
      discordance: spec.plan.discordance,
      alpha: spec.alpha,
      sided: spec.direction,
      candidates: C,
      targetPower: spec.plan.targetPower,
      designEffect: spec.plan.designEffect,
      margin: spec.margin,
    });
  }
  const failing = new Set<GateFailure>(out.flatMap((c) => c.failing));
  if (spec.failOn.includes("underpowered")) {
    if (power === null)
      throw new InputError(
        "fail-on underpowered needs the planned design: --delta and --discordant-rate (or compare.plan in the config)",
        { field: "--fail-on" },
      );
    if (power.adequate !== true) failing.add("underpowered");
  }
  const failingList: GateFailure[] = [
    ...(failing.has("unparsed") ? (["unparsed"] as const) : []),
    ...spec.failOn.filter((m) => failing.has(m)),
  ];
  return {
    schema: COMPARE_SCHEMA,
    design: {
      alpha: spec.alpha,
      direction: spec.direction,
      direction_source: spec.directionSource,
      margin: spec.margin,
      fail_on: [...spec.failOn],
      metric: spec.metric.kind,
      k: spec.metric.kind === "pass@k" ? spec.metric.k : null,
      unparsed: spec.unparsed,
      max_unparsed: spec.maxUnparsed,
      candidates: C,
      interval_level: 1 - alphaEach,
    },
    baseline: { label: baseline.label, model: baseline.model, condition: baseline.condition },
    candidates: out,
    power,
    gate: { failing: failingList, passed: failingList.length === 0 },
    warnings,
  };
}

function boundJson(b: DifferenceBound): BoundJson {
  return { ...b };
}

function boundOf(b: BoundJson): DifferenceBound {
  return b;
}

interface Interval {
  estimate: number;
  lower: number;
  upper: number;
  level: number;
}

function intervalJson(a: Interval): IntervalJson {
  return { lower: a.lower, upper: a.upper, level: a.level };
}

function estimateJson(a: Interval): EstimateJson {
  return { estimate: a.estimate, ci: intervalJson(a) };
}

function exactAnalysis(p: Pairing, alpha: number, sided: CompareSided): ExactJson {
  return exactTable(p.units, { alpha, sided });
}

/** The exact paired analysis of the 2×2 table these paired observations make (rows or whole units). */
function exactTable(
  pairs: readonly { baseline: boolean; candidate: boolean }[],
  opts: { alpha: number; sided: CompareSided },
): ExactJson {
  let both = 0;
  let baselineOnly = 0;
  let candidateOnly = 0;
  let neither = 0;
  for (const u of pairs) {
    if (u.baseline && u.candidate) both++;
    else if (u.baseline) baselineOnly++;
    else if (u.candidate) candidateOnly++;
    else neither++;
  }
  const d = pairedDifference({ both, baselineOnly, candidateOnly, neither }, opts);
  const acc = (a: typeof d.baseline) => ({ estimate: a.estimate, correct: a.correct, n: a.n, ci: intervalJson(a) });
  return {
    method: d.method,
    n: d.n,
    table: { both, baseline_only: baselineOnly, candidate_only: candidateOnly, neither },
    discordant: d.discordant,
    accuracy_baseline: acc(d.baseline),
    accuracy_candidate: acc(d.candidate),
    estimate: d.estimate,
    se: d.se,
    bound: boundJson(d.bound),
    p_value: d.pValue,
  };
}

/**
 * Which analysis decides. Independent items, one epoch each: the exact one. Clusters or
 * replicates make the rows dependent and the exact test's level over rows no longer holds; the
 * independent units are then the items (replicates without clusters) or the clusters.
 * - When every paired row of each unit gave the same pair of answers (a deterministic model's
 *   epochs, a cluster whose questions are one question) each unit is one paired observation, and
 *   the exact analysis over the units is exact; clusters must then be of equal size, so that Δ
 *   over units is Δ over items.
 * - Otherwise the clustered analysis of src/stats (replicates averaged per item; an item without
 *   a cluster is its own). Too few clusters for it is refused, never answered with a test whose
 *   assumptions fail; so is no variation (every item's difference the same), which leaves no
 *   variance to estimate — the exact analysis over rows would count replicates and clustered
 *   items as independent evidence (docs/compare.md "Clusters and replicates").
 */
function decisiveAnalysis(
  p: Pairing,
  exact: ExactJson,
  arm: Arm,
  baseline: Arm,
  opts: { alpha: number; sided: CompareSided; clusterField: string },
): DecisiveJson {
  if (p.clusters === null && p.replicates === 1)
    return {
      analysis: "exact",
      method: exact.method,
      estimate: exact.estimate,
      bound: exact.bound,
      p_value: exact.p_value,
    };
  const constant = constantUnits(p);
  if (constant !== null) return exactUnitsAnalysis(constant, opts);
  const items = new Map<string, { cluster: string; baseline: number[]; candidate: number[] }>();
  for (const u of p.units) {
    let it = items.get(u.id);
    if (it === undefined) {
      // An item with no cluster is its own; the prefix keeps it apart from a cluster of that name.
      it = { cluster: u.cluster ?? `item\u0000${u.id}`, baseline: [], candidate: [] };
      items.set(u.id, it);
    }
    it.baseline.push(u.baseline ? 1 : 0);
    it.candidate.push(u.candidate ? 1 : 0);
  }
  const r = clusteredDifference([...items.values()], { alpha: opts.alpha, sided: opts.sided });
  const why =
    p.clusters !== null
      ? `${p.clusters} clusters (${clusterByText(p)})`
      : `replicates (up to ${p.replicates} epochs per item, each item its own cluster)`;
  switch (r.kind) {
    case "too-few-clusters":
      throw new InputError(
        `${baseline.label} vs ${arm.label}: the items are not independent (${why}), and ${r.clusters} clusters are too few for the clustered analysis (it needs ${r.minimum}); ` +
          `give ${opts.clusterField} none only if the items really are independent`,
        { field: opts.clusterField },
      );
    case "no-variation": {
      const unit = p.clusters !== null ? "cluster" : "item";
      throw new InputError(
        `${baseline.label} vs ${arm.label}: every item's difference is the same (${(r.estimate * 100).toFixed(1)} pt on each of ${r.items} items; ${why}), so there is no variance to estimate an interval from, ` +
          `and the ${exact.n} paired rows are not independent, so the exact test over them would overstate what they show. ` +
          `The exact analysis over ${unit}s applies when every row of each ${unit} gave the same pair of answers${unit === "cluster" ? " and the clusters are of equal size" : ""}; here ${constantUnitsWhyNot(p)}` +
          (p.clusters !== null ? `; give ${opts.clusterField} none only if the items really are independent` : ""),
        { field: p.clusters !== null ? opts.clusterField : "epoch" },
      );
    }
    case "clustered": {
      return {
        analysis: "clustered",
        method: r.method,
        units: r.items,
        clusters: r.clusters,
        replicates: { ...r.replicates },
        design_effect: r.designEffect,
        effective_items: r.effectiveItems,
        df: r.df,
        se: r.se,
        se_iid: r.seIid,
        accuracy_baseline: estimateJson(r.baseline),
        accuracy_candidate: estimateJson(r.candidate),
        estimate: r.estimate,
        bound: boundJson(r.bound),
        p_value: r.pValue,
      };
    }
  }
}

/** Units (items, or clusters) each of whose rows gave one pair of answers. */
interface ConstantUnits {
  readonly unit: "item" | "cluster";
  /** One pair per unit. */
  readonly pairs: readonly { readonly baseline: boolean; readonly candidate: boolean }[];
  readonly rows: { readonly min: number; readonly max: number };
}

type UnitGroup = { baseline: boolean; candidate: boolean; rows: number; items: Set<string>; constant: boolean };

function groupUnits(p: Pairing): Map<string, UnitGroup> {
  const groups = new Map<string, UnitGroup>();
  for (const u of p.units) {
    const key = p.clusters !== null ? (u.cluster ?? `item\u0000${u.id}`) : u.id;
    const g = groups.get(key);
    if (g === undefined)
      groups.set(key, {
        baseline: u.baseline,
        candidate: u.candidate,
        rows: 1,
        items: new Set([u.id]),
        constant: true,
      });
    else {
      g.rows++;
      g.items.add(u.id);
      if (g.baseline !== u.baseline || g.candidate !== u.candidate) g.constant = false;
    }
  }
  return groups;
}

/** The constant units, or null when a unit's rows disagree or (clusters) the sizes differ. */
function constantUnits(p: Pairing): ConstantUnits | null {
  const groups = [...groupUnits(p).values()];
  if (groups.some((g) => !g.constant)) return null;
  const unit = p.clusters !== null ? "cluster" : "item";
  if (unit === "cluster" && groups.some((g) => g.items.size !== groups[0]!.items.size)) return null;
  let min = Infinity;
  let max = 0;
  for (const g of groups) {
    min = Math.min(min, g.rows);
    max = Math.max(max, g.rows);
  }
  return { unit, pairs: groups.map((g) => ({ baseline: g.baseline, candidate: g.candidate })), rows: { min, max } };
}

/** Says why constantUnits gave null, for the refusal. */
function constantUnitsWhyNot(p: Pairing): string {
  const groups = [...groupUnits(p).entries()];
  const unit = p.clusters !== null ? "cluster" : "item";
  const mixed = groups.filter(([, g]) => !g.constant);
  if (mixed.length > 0)
    return `${mixed.length} of the ${groups.length} ${unit}s have rows with different answers (the first: "${mixed[0]![0]}")`;
  const sizes = groups.map(([, g]) => g.items.size);
  return `the clusters hold ${Math.min(...sizes)} to ${Math.max(...sizes)} items`;
}

function exactUnitsAnalysis(c: ConstantUnits, opts: { alpha: number; sided: CompareSided }): DecisiveJson {
  // Key order as the report has always written it: the unit's description before the table.
  const { method, n, ...table } = exactTable(c.pairs, opts);
  return { analysis: "exact-units", method, unit: c.unit, units: n, rows_per_unit: { ...c.rows }, ...table };
}

/** Each arm's unparsed share among the paired rows (before the policy), against the limit. */
function checkUnparsed(p: Pairing, allowed: number): CandidateJson["unparsed_check"] {
  const rows = p.units.length + p.unparsed.excluded;
  const baseline = p.unparsed.baseline / rows;
  const candidate = p.unparsed.candidate / rows;
  const over: ("baseline" | "candidate")[] = [];
  if (baseline > allowed) over.push("baseline");
  if (candidate > allowed) over.push("candidate");
  return { allowed, baseline, candidate, over };
}

function unparsedWarning(baseline: Arm, arm: Arm, u: CandidateJson["unparsed_check"], spec: CompareSpec): string {
  const share = (x: number) => `${(x * 100).toFixed(1)}%`;
  const who = u.over
    .map(
      (side) =>
        `the ${side} ${side === "baseline" ? baseline.label : arm.label} has ${share(u[side])} of its paired answers unparsed`,
    )
    .join(" and ");
  return `${arm.label}: the gate fails (unparsed): ${who}, more than the ${share(u.allowed)} allowed (${spec.maxUnparsedField}): a run that did not answer is broken, and a comparison with it is not a finding; raise the limit (1 allows any share) only if that is intended`;
}

/**
 * pass@k (docs/compare.md "pass@k"): each problem's paired samples (epochs) give n and c per arm,
 * and src/stats' pairedPassAtK compares the unbiased per-problem estimates with a paired t over
 * problems, the problems being the independent units — so clusters of problems are refused
 * rather than ignored, as are problems with fewer paired samples than k.
 */
function passAtKAnalysis(
  p: Pairing,
  k: number,
  arm: Arm,
  baseline: Arm,
  opts: { alpha: number; sided: CompareSided },
): DecisiveJson {
  if (p.clusters !== null)
    throw new InputError(
      `${baseline.label} vs ${arm.label}: pass@k treats problems as independent, and the rows have ${p.clusters} clusters (${clusterByText(p)}); give --cluster-by none to declare the problems independent`,
      { field: "--metric" },
    );
  const problems = new Map<string, { baseline: { n: number; c: number }; candidate: { n: number; c: number } }>();
  for (const u of p.units) {
    let pr = problems.get(u.id);
    if (pr === undefined) {
      pr = { baseline: { n: 0, c: 0 }, candidate: { n: 0, c: 0 } };
      problems.set(u.id, pr);
    }
    pr.baseline.n++;
    pr.candidate.n++;
    if (u.baseline) pr.baseline.c++;
    if (u.candidate) pr.candidate.c++;
  }
  let min = Infinity;
  let max = 0;
  for (const [id, pr] of problems) {
    if (pr.baseline.n < k)
      throw new InputError(
        `problem "${id}" has ${pr.baseline.n} paired sample(s) of ${baseline.label} and ${arm.label}, fewer than k = ${k}: pass@k needs at least k samples (epochs) per problem`,
        { field: "--k" },
      );
    min = Math.min(min, pr.baseline.n);
    max = Math.max(max, pr.baseline.n);
  }
  const r = pairedPassAtK([...problems.values()], k, opts);
  switch (r.kind) {
    case "too-few-problems":
      throw new InputError(
        `${baseline.label} vs ${arm.label}: ${r.problems} problems are too few for the paired pass@k interval (it needs ${r.minimum})`,
        { field: "--metric" },
      );
    case "no-variation":
      throw new InputError(
        `${baseline.label} vs ${arm.label}: every one of the ${r.problems} problems has the same pass@${k} difference (${r.estimate}), so there is no spread to estimate an interval from; compare --metric accuracy gives the exact test`,
        { field: "--metric" },
      );
    case "paired": {
      return {
        analysis: "pass@k",
        method: r.method,
        k,
        problems: r.problems,
        samples: { min, max },
        df: r.df,
        se: r.se,
        pass_at_k_baseline: estimateJson(r.baseline),
        pass_at_k_candidate: estimateJson(r.candidate),
        estimate: r.estimate,
        bound: boundJson(r.bound),
        p_value: r.pValue,
      };
    }
  }
}

function clusterByText(p: Pairing): PairingJson["cluster_by"] {
  const by = p.clusterBy;
  return by.kind === "id-prefix" ? `id-prefix:${by.separator}` : by.kind;
}

function pairingJson(p: Pairing): PairingJson {
  return {
    paired: p.units.length,
    items: p.items,
    replicates: p.replicates,
    only_baseline: { ...p.onlyBaseline },
    only_candidate: { ...p.onlyCandidate },
    unparsed: { ...p.unparsed },
    cluster_by: clusterByText(p),
    clusters: p.clusters,
  };
}

/** Nothing dropped silently: every unpaired or unparsed unit is said. */
function pairingWarnings(baseline: Arm, arm: Arm, p: Pairing): string[] {
  const out: string[] = [];
  const ex = (u: { count: number; examples: string[] }) =>
    `${u.examples.join(", ")}${u.count > u.examples.length ? ", …" : ""}`;
  if (p.onlyBaseline.count > 0)
    out.push(
      `${arm.label}: ${p.onlyBaseline.count} item(s) of the baseline ${baseline.label} have no candidate row and are not compared (${ex(p.onlyBaseline)})`,
    );
  if (p.onlyCandidate.count > 0)
    out.push(
      `${arm.label}: ${p.onlyCandidate.count} item(s) have no baseline row in ${baseline.label} and are not compared (${ex(p.onlyCandidate)})`,
    );
  const u = p.unparsed;
  if (u.baseline + u.candidate > 0)
    out.push(
      u.policy === "as-wrong"
        ? `${arm.label}: unparsed answers scored wrong (--unparsed as-wrong): ${u.baseline} baseline, ${u.candidate} candidate (${u.both} on both sides)`
        : `${arm.label}: ${u.excluded} paired item(s) with an unparsed answer excluded (--unparsed exclude): ${u.baseline} baseline, ${u.candidate} candidate (${u.both} on both sides)`,
    );
  return out;
}
