/**
 * The verdict as plain text (`contamgate verdict`, `run`, `check`). It renders the published JSON
 * object, as every other surface does, through the shared phrases in figures.ts.
 */
import {
  boundsShown,
  controlReadingLines,
  familyPhrase,
  accuracyOriginalPhrase,
  accuracyPerturbedPhrase,
  dropPhrase,
  intervalMethod,
  heterogeneityTestPhrase,
  nonDetectionSentences,
  pairMethodPhrases,
  pooledPhrase,
  upperBoundSentence,
} from "./figures.js";
import { dropDigits, int, lcbLabel, num, pIs, plural, pt, ptSize } from "./format.js";
import { timeSplitBlocks } from "./time-split-text.js";
import type { ModelJson, PairJson, VerdictJson } from "./verdict-json.js";

export function renderVerdictText(r: VerdictJson): string {
  const d = r.design;
  const out: string[] = [];
  const method = pairMethodPhrases(r.models);
  out.push(
    `contamgate verdict: ${plural(d.models, "model")} × ${plural(d.perturbers, "perturber")} tried; ${familyPhrase(d)}; ${method.test} at α = ${num(d.alpha)}, Holm over the family, ` +
      `${method.bound} deflated by E[max](K = ${d.perturbers}) = ${d.emax_value.toFixed(4)} (${d.emax}); ` +
      `target drop ${ptSize(d.target_effect)}, target power ${d.power.toFixed(2)}`,
  );
  const named = r.models.filter((m) => m.detected);
  out.push(
    named.length
      ? `significant drop in: ${named.map((m) => `${m.name} (named by ${m.named_by})`).join(", ")}`
      : "significant drop in: none",
  );
  out.push("");
  for (const m of r.models) {
    out.push(...modelLines(m, r.design));
    out.push("");
  }
  out.push(...controlsLines(r.models, d.alpha), "");
  out.push(...heterogeneityLines(r.heterogeneity));
  if (r.warnings.length) {
    out.push("", "warnings:");
    for (const w of r.warnings) out.push(`  - ${w}`);
  }
  return out.join("\n") + "\n";
}

type Design = VerdictJson["design"];

/** One model and each of its (model, perturber) pairs; `check` prints these lines too. */
export function modelLines(m: ModelJson, d: Design): string[] {
  const lines = [
    m.detected ? `${m.name}: SIGNIFICANT DROP (named by perturber ${m.named_by})` : `${m.name}: no significant drop`,
  ];
  const shown = boundsShown(m);
  for (const p of m.perturbers) lines.push(...pairLines(p, m.detected, shown.includes(p), d));
  for (const b of timeSplitBlocks([m])) lines.push(`  time split (${b.head})`, ...b.lines.map((l) => `    ${l}`));
  return lines;
}

function pairLines(p: PairJson, modelNamed: boolean, boundShown: boolean, d: Design): string[] {
  const { a, b, c, e } = p.table;
  const dp = dropDigits(p.drop_ci);
  const lines = [
    `  perturber ${p.perturber}: ${p.detected ? "fires (Holm p < α and adjusted lower bound > 0)" : "does not fire"}`,
    `    table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither`,
    `    accuracy original ${accuracyOriginalPhrase(p)}, perturbed ${accuracyPerturbedPhrase(p)}`,
    `    ${p.signal === "soft" ? "soft drop" : "drop"} ${dropPhrase(p)} — ${intervalMethod(p)}; ${lcbLabel(d.alpha)} ${pt(p.lcb, dp)}`,
    `    deflation E[max](K = ${d.perturbers}) × ${p.signal === "soft" ? "√Σd²/n" : "√n_d/n"} = ${ptSize(p.deflation, 2)}; adjusted lower bound ${pt(p.adjusted_lcb, dp)}`,
    `    ${p.signal === "soft" ? `sign-flip (${p.soft!.method === "exact" ? "exact" : `Monte Carlo, ${int(p.soft!.draws ?? 0)} draws`})` : "exact"} one-sided ${pIs(p.p_value)}; Holm ${pIs(p.p_holm)} over the family of ${d.family_size} (Benjamini–Hochberg ${pIs(p.p_bh)}, for triage only)`,
  ];
  // boundsShown lets every pair through, named or not: a bound printed only after "not named" would lose its level.
  if (boundShown) lines.push(`    ${upperBoundSentence(p, d.alpha)}`);
  if (!modelNamed) for (const s of nonDetectionSentences(p, d)) lines.push(`    ${s}`);
  if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
    lines.push(
      `    unparsed answers (scored wrong): ${p.unparsed_original}/${p.n} original, ${p.unparsed_perturbed}/${p.n} perturbed`,
    );
  }
  return lines;
}

/** The reading against declared clean controls (or that there is none); `check` prints these too. */
export function controlsLines(models: VerdictJson["models"], alpha: number): string[] {
  return ["against a clean control:", ...controlReadingLines(models, alpha).map((l) => `  ${l}`)];
}

export function heterogeneityLines(hs: VerdictJson["heterogeneity"]): string[] {
  if (hs.length === 0) return ["across models: heterogeneity not assessed (no perturber has at least 2 models)"];
  const out: string[] = [];
  for (const h of hs) {
    out.push(
      `across models (perturber ${h.perturber}): ${heterogeneityTestPhrase(h)}; ${h.included.length} models, variance ${h.variance}`,
      `  ${pooledPhrase(h)}`,
      `  ${h.interpretation}`,
    );
    if (h.negative.length)
      out.push(`  significantly negative drop (perturbed easier; not memory): ${h.negative.join(", ")}`);
  }
  return out;
}
