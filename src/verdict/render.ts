import type { ModelVerdict, VerdictReport } from "./types.js";

/**
 * The human report. Never a bare point estimate (STATS.md, last section): every accuracy and
 * drop carries its interval and n, every power its conditions, and every "not detected" its
 * detection floor. Intervals are labelled with their true level, 1 − α.
 */
export function renderVerdictText(r: VerdictReport): string {
  const d = r.design;
  const level = levelLabel(d.alpha);
  const out: string[] = [];
  out.push(
    `contamgate verdict: ${d.models} model${d.models === 1 ? "" : "s"}; exact one-sided McNemar at α = ${fmtNum(d.alpha)}, ` +
      `Holm across ${d.models} model${d.models === 1 ? "" : "s"}; K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} tried ` +
      `(E[max] ${d.emax} = ${d.emaxValue.toFixed(4)}); target effect ${pt(d.targetEffect)}, target power ${d.power.toFixed(2)}`,
  );
  const named = r.models.filter((m) => m.detected).map((m) => m.name);
  out.push(named.length ? `contamination detected in: ${named.join(", ")}` : "contamination detected in: none");
  out.push("");
  r.models.forEach((m, i) => {
    out.push(...renderModel(m, r.detectionFloors[i] ?? null, r, level));
    out.push("");
  });
  out.push(...renderHeterogeneity(r));
  if (r.warnings.length) {
    out.push("", "warnings:");
    for (const w of r.warnings) out.push(`  - ${w}`);
  }
  return out.join("\n") + "\n";
}

function renderModel(m: ModelVerdict, floor: number | null, r: VerdictReport, level: string): string[] {
  const d = r.design;
  const { a, b, c, e } = m.table;
  const nd = b + c;
  const lines: string[] = [];
  lines.push(
    m.detected
      ? `${m.name}: DETECTED (adjusted lower bound > 0 and Holm p < ${fmtNum(d.alpha)})`
      : `${m.name}: not detected`,
  );
  lines.push(
    `  table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither; n = ${m.n}, ${nd} discordant`,
  );
  lines.push(
    `  accuracy original ${pct(m.accuracy_original.estimate)} (${level} CI ${pct(m.accuracy_original.ci.lower)} to ${pct(m.accuracy_original.ci.upper)}; ${a + b}/${m.n}), ` +
      `perturbed ${pct(m.accuracy_perturbed.estimate)} (${level} CI ${pct(m.accuracy_perturbed.ci.lower)} to ${pct(m.accuracy_perturbed.ci.upper)}; ${a + c}/${m.n})`,
  );
  const dp = dropDecimals(m.drop_ci.upper - m.drop_ci.lower);
  lines.push(
    `  drop ${signedPt(m.drop, dp)} (${level} CI ${signedPt(m.drop_ci.lower, dp)} to ${signedPt(m.drop_ci.upper, dp)}; one-sided ${level} lower bound ${signedPt(m.lcb, dp)}; ` +
      `n = ${m.n}, ${nd} discordant) — exact Clopper–Pearson, conditional on the ${nd} discordant pair${nd === 1 ? "" : "s"}`,
  );
  lines.push(
    `  SE ${pt(m.se, 2)}; deflation E[max](K = ${d.perturbers}) × SE = ${pt(m.deflation, 2)}; adjusted lower bound ${signedPt(m.adjusted_lcb, dp)}`,
  );
  lines.push(
    `  exact one-sided p ${pIs(m.p_value)}; Holm p ${pIs(m.p_holm)} across ${d.models} model${d.models === 1 ? "" : "s"} ` +
      `(Benjamini–Hochberg p ${pIs(m.p_bh)}, for triage only)`,
  );
  const conditions = `n = ${m.n}, discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}), α = ${fmtNum(d.alpha)}, M = ${d.models}, K = ${d.perturbers}`;
  if (m.achieved_power === null) {
    lines.push(
      `  achieved power: undefined for a ${pt(d.targetEffect)} drop — the discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}) is smaller than the drop itself`,
    );
  } else {
    lines.push(`  achieved power ${m.achieved_power.toFixed(3)} for a ${pt(d.targetEffect)} drop (exact; ${conditions})`);
  }
  if (!m.detected) lines.push(`  ${floorSentence(m, floor, d.power)}`);
  if (m.unparsed_original !== null && m.unparsed_perturbed !== null) {
    lines.push(
      `  unparsed answers (scored wrong): ${m.unparsed_original}/${m.n} original, ${m.unparsed_perturbed}/${m.n} perturbed`,
    );
  }
  return lines;
}

function floorSentence(m: ModelVerdict, floor: number | null, power: number): string {
  const nd = m.table.b + m.table.c;
  if (nd === 0) {
    return `no discordant pairs (0/${m.n}): every item scored the same in both conditions, so the drop on these items is exactly 0; the test had nothing to weigh`;
  }
  if (floor === null) {
    return (
      `no detection floor: even a drop as large as the discordant rate (${pct(m.discordant_rate)}, ${nd}/${m.n}) ` +
      `would be detected with power below ${power.toFixed(2)}; at this n nothing can be ruled out`
    );
  }
  return (
    `no drop above ${pt(floor)} was present; smaller ones are invisible at this n ` +
    `(minimum detectable effect at power ${power.toFixed(2)}, n = ${m.n}, discordant rate ${nd}/${m.n})`
  );
}

function renderHeterogeneity(r: VerdictReport): string[] {
  const h = r.heterogeneity;
  if (h === null) return ["across models: heterogeneity not assessed (fewer than 2 models with SE > 0)"];
  const included = r.models.filter((m) => h.included.includes(m.name));
  const nTotal = included.reduce((s, m) => s + m.n, 0);
  // As many decimals as the narrowest included interval needs, so a small pooled drop keeps its size and sign.
  const dp = Math.max(...included.map((m) => dropDecimals(m.drop_ci.upper - m.drop_ci.lower)));
  return [
    `across models: Cochran's Q = ${h.q.toFixed(3)}, df = ${h.df}, p ${pIs(h.p_value)}, I² = ${pct(h.i_squared)} ` +
      `(over ${h.included.length} models with SE > 0: ${h.included.join(", ")}; excluded: ${h.excluded.length ? h.excluded.join(", ") + " (SE = 0)" : "none"})`,
    `  pooled drop ${signedPt(h.pooled_drop, dp)} (inverse-variance weighted over ${h.included.length} models, ${nTotal} paired items in total)`,
    `  ${h.interpretation}`,
  ];
}

/**
 * "95%" for α = 0.05; "98.33%" for α = 0.05/3: the true two-sided level 1 − α. Small α gets more
 * decimals (α = 1e-5 → "99.999%"), so a level below 100% is never printed as "100%".
 */
export function levelLabel(alpha: number): string {
  const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * alpha)) + 1));
  return `${Number((100 * (1 - alpha)).toFixed(decimals))}%`;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/**
 * Decimals for one model's drop, interval and bounds: one, or more when the interval is narrower
 * than a point (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
function dropDecimals(widthProportion: number): number {
  const width = 100 * widthProportion;
  if (!(width > 0)) return 1;
  return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}

/** Points at `digits` decimals; a nonzero value too small for them keeps two significant digits instead of reading 0. */
function pt(x: number, digits = 1): string {
  const v = 100 * x;
  if (v !== 0 && Math.abs(v) < 10 ** -digits) return `${Number(v.toPrecision(2))} pt`;
  return `${v.toFixed(digits)} pt`;
}

/** Signed points with a true minus sign: "+3.8 pt", "−1.2 pt". */
export function signedPt(x: number, decimals = 1): string {
  const v = 100 * x;
  const s = Math.abs(v).toFixed(decimals);
  // The sign is kept even when the digits round to 0: the verdict turns on the bound being > 0.
  return `${v < 0 ? "−" : "+"}${s} pt`;
}

function fmtNum(x: number): string {
  return String(Number(x.toPrecision(4)));
}

/** "= 0.0327", or "< 1e-300" for a tail that underflowed: reads "p < 1e-300", never "p = < 1e-300". */
export function pIs(p: number): string {
  return p === 0 ? fmtP(p) : `= ${fmtP(p)}`;
}

export function fmtP(p: number): string {
  // Exact tails below the double range underflow to 0; the p-value itself is not zero.
  if (p === 0) return "< 1e-300";
  if (p < 1e-4) return p.toExponential(2);
  return String(Number(p.toPrecision(3)));
}
