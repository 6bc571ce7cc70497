/**
 * `contamgate power`'s text and the gate's one-line judgement (also logged by `check` and the
 * action). Every figure through src/report/format.ts, worded as on the other surfaces.
 */
import { controlsPowerJson, EXCESS_POWER_MEANING, excessTestsOf } from "../design/controls.js";
import {
  POWER_GUARANTEE,
  softGateJson,
  type Figure,
  type PowerGateJson,
  type PowerGateResult,
} from "../design/gate.js";

type SoftGateJson = NonNullable<ReturnType<typeof softGateJson>>;
import { excessPowerPhrase } from "./figures.js";
import { int as count, mde, num, prob, targetDrop, targetPower } from "./format.js";

function cell(f: Figure<number>, show: (v: number) => string): string {
  return f.value === null ? "—" : show(f.value);
}

/** The one-line judgement of a design with both n and effect, or null. */
export function gateMessage(r: PowerGateResult): string | null {
  const d = r.design;
  if (r.adequate === null || d.n === undefined || d.effect === undefined) return null;
  const pw = r.exact.power.value!;
  const minimum = r.exact.minDetectableEffect;
  const sees =
    minimum.value === null
      ? `this n sees no drop at ${targetPower(d.targetPower)} power (${minimum.reason})`
      : `the smallest drop n = ${count(d.n)} can see at ${targetPower(d.targetPower)} power is ${mde(minimum.value)}`;
  const needs =
    r.exact.requiredN.value === null
      ? r.exact.requiredN.reason
      : `the target ${targetDrop(d.effect)} needs ${count(r.exact.requiredN.value)} questions`;
  if (r.adequate)
    return `adequate: exact power ${prob(pw)} ≥ the target ${targetPower(d.targetPower)} for a ${targetDrop(d.effect)} drop at n = ${count(d.n)}; ${sees}`;
  if (pw >= d.targetPower) {
    // Power reaches the target at this very n but dips below it somewhere in [n, 2n] (saw-tooth).
    return `underpowered: exact power ${prob(pw)} ≥ the target ${targetPower(d.targetPower)} at n = ${count(d.n)} itself, but not at every n up to twice that (the exact power is a saw-tooth in n); ${needs}, the smallest n from which it holds over [n, 2n]`;
  }
  return `underpowered: exact power ${prob(pw)} < the target ${targetPower(d.targetPower)} for a ${targetDrop(d.effect)} drop at n = ${count(d.n)}; ${sees}; ${needs}`;
}

export function formatPowerText(r: PowerGateResult): string {
  const d = r.design;
  const sided = d.oneSided ? "one-sided" : "two-sided";
  const lines: string[] = [];
  lines.push(
    `Power of the verdict rule: exact ${sided} McNemar, α = ${d.alpha}, ` +
      `M = ${d.models} model${d.models === 1 ? "" : "s"} × K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} ` +
      (excessTestsOf(d) === 0
        ? `(Holm's first step over the ${d.models * d.perturbers} pairs at α/(M·K) = ${+(d.alpha / (d.models * d.perturbers)).toPrecision(6)}), `
        : `(Holm's first step over the family of ${d.models * d.perturbers + excessTestsOf(d)}: ${d.models * d.perturbers} pairs + ${excessTestsOf(d)} excess-drop tests against the declared controls, at α/F = ${+(d.alpha / (d.models * d.perturbers + excessTestsOf(d))).toPrecision(6)}), `) +
      `melded lower bound deflated by E[max](K)·√n_d/n (E[max] = ${r.emaxValue.toFixed(4)}, ${d.emax})`,
  );
  lines.push(POWER_GUARANTEE);
  lines.push(
    `Design: ${d.n === undefined ? "n not given" : `n = ${count(d.n)} questions`}, expected discordant rate ψ = ${d.discordantRate}, ` +
      `target power ${targetPower(d.targetPower)}` +
      (d.effect === undefined ? "" : `, target drop δ = ${targetDrop(d.effect)}`),
  );
  lines.push("");
  const rows: [string, string, string][] = [
    ["", "exact (the gate)", "normal approximation (Connor 1987; comparison only)"],
  ];
  if (d.n !== undefined) {
    rows.push([
      `minimum detectable drop at n = ${count(d.n)}`,
      cell(r.exact.minDetectableEffect, mde),
      cell(r.normal.minDetectableEffect, mde),
    ]);
  }
  if (d.n !== undefined && d.effect !== undefined) {
    rows.push([
      `power for δ = ${targetDrop(d.effect)} at n = ${count(d.n)}`,
      cell(r.exact.power, prob),
      cell(r.normal.power, prob),
    ]);
  }
  if (d.effect !== undefined) {
    const first = r.exact.firstN.value;
    const req = r.exact.requiredN.value;
    rows.push([
      `questions needed for δ = ${targetDrop(d.effect)}`,
      req === null
        ? "—"
        : first !== null && first !== req
          ? `${count(req)} (first reached at ${count(first)}; stable over [n, 2n] from ${count(req)})`
          : count(req),
      cell(r.normal.requiredN, count),
    ]);
  }
  const w0 = Math.max(...rows.map((x) => x[0].length));
  const w1 = Math.max(...rows.map((x) => x[1].length));
  for (const [a, b, c] of rows) lines.push(`${a.padEnd(w0)}   ${b.padEnd(w1)}   ${c}`.trimEnd());
  const missing = [r.exact.minDetectableEffect, r.exact.requiredN, r.normal.minDetectableEffect].filter(
    (f): f is { value: null; reason: string } => f.value === null && !f.reason.startsWith("needs"),
  );
  if (missing.length) {
    lines.push("");
    for (const f of missing) lines.push(`Note: ${f.reason}.`);
  }
  const msg = gateMessage(r);
  if (msg) lines.push("", msg[0]!.toUpperCase() + msg.slice(1) + ".");
  if (r.soft !== null) lines.push("", ...softLines(r));
  const cj = controlsPowerJson(r.controls);
  if (cj !== null && d.n !== undefined)
    lines.push("", `${excessPowerPhrase(cj, d.n, d.targetPower)}.`, EXCESS_POWER_MEANING);
  if (r.exact.skippedMass !== null && r.exact.skippedMass > 1e-12) {
    lines.push(
      `(Exact to within ${r.exact.skippedMass.toExponential(1)}: discordant counts with log mass below −60 skipped.)`,
    );
  }
  return lines.join("\n") + "\n";
}

/** The soft signal's figures beside the binary ones (docs/statistics.md "The soft signal"). */
export function softLines(r: PowerGateResult): string[] {
  const d = r.design;
  return softFigureLines(softGateJson(r.soft)!, {
    ...(d.n !== undefined ? { n: d.n } : {}),
    ...(d.effect !== undefined ? { effect: d.effect } : {}),
    binaryPower: r.exact.power.value,
    binaryRequiredN: r.exact.requiredN.value,
  });
}

/**
 * The same lines from the gate's JSON (`soft` beside the binary figures): what `check` and `run`
 * show before spend, on every surface that reads the report's power section.
 */
export function softFigureLines(
  s: SoftGateJson,
  d: { n?: number; effect?: number; binaryPower: number | null; binaryRequiredN: number | null },
): string[] {
  const onShape = s.power_kind === "pilot-shape";
  const source =
    s.pilot === null
      ? "planned"
      : `the one-sided ${Math.round(s.pilot.level * 100)}% upper bound of a pilot's SD ${num(s.pilot.sd)} on ${count(s.pilot.items)} items`;
  // From an SD alone the shape of d is unknown: every figure is a bound (docs/statistics.md "The soft signal").
  const atLeast = onShape ? "" : "at least ";
  const atMost = onShape ? "" : "at most ";
  const out = [
    `Soft signal (sign-flip test of the mean soft drop d = s(original) − s(perturbed), s the probability of the correct answer), SD of d ${num(s.sd)} (${source})` +
      (onShape ? ", on the pilot's own shape of d:" : ", shape of d unknown:"),
  ];
  if (s.min_detectable_effect !== null && d.n !== undefined)
    out.push(`  minimum detectable mean soft drop at n = ${count(d.n)}: ${atMost}${mde(s.min_detectable_effect)}`);
  else if (s.min_detectable_effect_reason !== null && !s.min_detectable_effect_reason.startsWith("needs"))
    out.push(`  ${s.min_detectable_effect_reason}`);
  if (s.power !== null && d.effect !== undefined && d.n !== undefined)
    out.push(
      `  power for a ${targetDrop(d.effect)} mean soft drop at n = ${count(d.n)}: ${atLeast}${prob(s.power)} (binary: ${d.binaryPower === null ? "—" : prob(d.binaryPower)})`,
    );
  if (d.effect !== undefined)
    out.push(
      `  questions needed for a ${targetDrop(d.effect)} mean soft drop: ${s.required_n === null ? s.required_n_reason : `${atMost}${count(s.required_n)}`} (binary: ${d.binaryRequiredN === null ? "—" : count(d.binaryRequiredN)})`,
    );
  out.push(
    onShape
      ? "  (the verdict's soft rule at Holm's first step, simulated on the pilot's d moved to the target mean, its spread scaled up to the SD's bound; a mean soft drop and a binary drop are different quantities: compare the questions each needs for the effect you expect on each)"
      : "  (a lower bound on the power of the soft rule at Holm's first step for any shape of d with this SD among those checked by simulation — the smaller of its normal approximation and its exact power when most items do not move; a pilot's outcomes (--soft-pilot) give the figure for the shape the data show; a mean soft drop and a binary drop are different quantities: compare the questions each needs for the effect you expect on each)",
  );
  return out;
}

/** The binary figures the soft lines stand beside, from the report's power section. */
export function softContext(p: PowerGateJson & { n: number; effect: number }) {
  return { n: p.n, effect: p.effect, binaryPower: p.exact.power, binaryRequiredN: p.exact.required_n };
}
