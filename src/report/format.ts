/**
 * Number formatting shared by every renderer, so the summary, the HTML and the comment say the
 * same figure the same way. Proportions are stored as fractions and shown as points (drops) or
 * percents (accuracies, rates).
 */
import { levelLabel } from "../verdict/render.js";
import type { Interval } from "./types.js";

const MINUS = "−";

/** Signed percentage points, one decimal: 0.038 → "+3.8 pt". */
export function pt(x: number, digits = 1): string {
  const v = x * 100;
  const r = round(v, digits);
  const s = Math.abs(r).toFixed(digits);
  if (r === 0) return `${s} pt`;
  return `${r > 0 ? "+" : MINUS}${s} pt`;
}

/** Unsigned percent, one decimal: 0.61 → "61.0%". */
export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A drop interval in points: "+1.2 to +6.4 pt". */
export function ptRange(ci: Interval, digits = 1): string {
  return `${pt(ci.lower, digits).replace(/ pt$/, "")} to ${pt(ci.upper, digits)}`;
}

/** A proportion interval in percent: "55.2 to 66.5%". */
export function pctRange(ci: Interval, digits = 1): string {
  return `${(ci.lower * 100).toFixed(digits)} to ${(ci.upper * 100).toFixed(digits)}%`;
}

/**
 * The true level of a two-sided (1 − α) interval, e.g. "95% CI" or "98.3% CI" — never rounded up
 * to a prettier level than was computed.
 */
export function ciLabel(alpha: number): string {
  // The verdict's own label, so the report and `contamgate verdict` name a level the same way.
  return `${levelLabel(alpha)} CI`;
}

/** One-sided level of a lower bound at level α: "one-sided 95% lower bound". */
export function lcbLabel(alpha: number): string {
  return `one-sided ${ciLabel(alpha).replace(" CI", "")} lower bound`;
}

/** p-values: fixed for ordinary sizes, scientific below 0.001, never "0". */
export function pValue(p: number): string {
  if (!Number.isFinite(p)) return "n/a";
  if (p >= 0.001) return p >= 0.9995 ? "1" : trimZeros(p.toFixed(3));
  if (p === 0) return "< 1e-300";
  const [m, e] = p.toExponential(1).split("e");
  return `${m}e${e!.replace("+", "")}`;
}

/** Power as a probability with three decimals: "0.774". */
export function prob(x: number): string {
  return x.toFixed(3);
}

/** Integer with thousands separators: 4742 → "4,742". */
export function int(x: number): string {
  // Not toLocaleString: Intl is slow enough to matter over 10⁵ rows.
  const s = String(Math.abs(Math.round(x))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return x < 0 && Math.round(x) !== 0 ? `-${s}` : s;
}

/** Short fixed decimals for similarity scores (Jaccard, containment). */
export function score(x: number | null | undefined): string {
  return x === null || x === undefined ? "—" : x.toFixed(3);
}

export function alphaText(alpha: number, oneSided: boolean): string {
  return `α = ${trimZeros(alpha.toPrecision(4))} ${oneSided ? "one-sided" : "two-sided"}`;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function trimZeros(s: string): string {
  return s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s;
}

/** Escape text for a Markdown table cell (pipes and newlines break the row). */
export function cell(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Escape text for HTML element content and attribute values. */
export function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** UTF-8 byte length, the unit of the job-summary limit. */
export function bytes(text: string): number {
  return Buffer.byteLength(text, "utf8");
}
