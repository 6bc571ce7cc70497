/**
 * The one formatter for every number a person reads: the CLI, the job summary, report.md/html,
 * the PR comment and the annotations all print a figure through these functions, so they print it
 * the same way. Proportions are stored as fractions and shown as points (drops) or percents
 * (accuracies, rates).
 */
import { forHtml, forMarkdown } from "../text/escape.js";

const MINUS = "−";

/**
 * Decimals for a value shown at `digits`: more when a nonzero value would otherwise read 0
 * (two significant digits), so "+0.005 pt" never prints as "0.0 pt".
 */
function decimalsFor(v: number, digits: number): number {
  if (v === 0 || Math.abs(v) >= 0.5 * 10 ** -digits) return digits;
  return Math.min(12, Math.max(digits, 1 - Math.floor(Math.log10(Math.abs(v)))));
}

function points(x: number, digits: number, signed: boolean): string {
  const v = x * 100;
  const s = Math.abs(v).toFixed(decimalsFor(v, digits));
  if (v === 0 || !signed) return `${v < 0 ? MINUS : ""}${s} pt`;
  return `${v > 0 ? "+" : MINUS}${s} pt`;
}

/** Signed percentage points: 0.038 → "+3.8 pt", −0.012 → "−1.2 pt"; a tiny nonzero drop keeps its size and sign. */
export function pt(x: number, digits = 1): string {
  return points(x, digits, true);
}

/** Unsigned points for sizes (a target drop, a floor, an SE): 0.05 → "5.0 pt". */
export function ptSize(x: number, digits = 1): string {
  return points(x, digits, false);
}

/**
 * Decimals for a drop and its interval: one, or more when the interval is narrower than a point
 * (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
export function dropDigits(ci: Interval): number {
  const width = 100 * (ci.upper - ci.lower);
  if (!(width > 0)) return 1;
  return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}

/** A drop interval in points: "+1.2 to +6.4 pt". */
export function ptRange(ci: Interval, digits = 1): string {
  return `${pt(ci.lower, digits).replace(/ pt$/, "")} to ${pt(ci.upper, digits)}`;
}

/** Unsigned percent, one decimal: 0.61 → "61.0%". */
export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A proportion interval in percent: "55.2 to 66.5%". */
export function pctRange(ci: Interval, digits = 1): string {
  return `${(ci.lower * 100).toFixed(digits)} to ${(ci.upper * 100).toFixed(digits)}%`;
}

/**
 * A confidence level as computed, never rounded up to a prettier one: 0.9 → "90%",
 * 0.98333… → "98.33%", 0.99999 → "99.999%".
 */
export function levelText(level: number): string {
  if (!(level > 0 && level < 1)) throw new RangeError(`levelText: level must be in (0, 1), got ${level}`);
  const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * (1 - level))) + 1));
  return `${Number((100 * level).toFixed(decimals))}%`;
}

/** "90% CI" for an interval of level 0.9. */
export function ciLabel(level: number): string {
  return `${levelText(level)} CI`;
}

/** "one-sided 95% lower bound" for a bound at level α = 0.05. */
export function lcbLabel(alpha: number): string {
  return `one-sided ${levelText(1 - alpha)} lower bound`;
}

/** "one-sided 95% upper bound" for a bound at level α = 0.05. */
export function ucbLabel(alpha: number): string {
  return `one-sided ${levelText(1 - alpha)} upper bound`;
}

/** p-values: three significant digits, scientific below 1e-4, never "0" (an underflowed tail is "< 1e-300"). */
export function pValue(p: number): string {
  if (!Number.isFinite(p)) return "n/a";
  if (p === 0) return "< 1e-300";
  if (p < 1e-4) {
    const [m, e] = p.toExponential(2).split("e");
    return `${m}e${e!.replace("+", "")}`;
  }
  return String(Number(p.toPrecision(3)));
}

/** "p = 0.0327", or "p < 1e-300" for a tail that underflowed — never "p = < 1e-300". */
export function pIs(p: number): string {
  return p === 0 ? `p ${pValue(p)}` : `p = ${pValue(p)}`;
}

/** Power as a probability with three decimals: "0.774". */
export function prob(x: number): string {
  return x.toFixed(3);
}

// The power gate's figures, worded once for every surface (CLI `power` and `check`, job summary,
// report.md/html, annotations): powers as probabilities (`prob`), and these three.

/** The target power as configured, never rounded: 0.8 → "80%", 0.825 → "82.5%". */
export function targetPower(x: number): string {
  return `${Number((100 * x).toPrecision(10))}%`;
}

/**
 * A target drop (δ, or an expected excess drop) as configured, signed like every drop, with the
 * decimals it was given (at least one): 0.1 → "+10.0 pt", 0.0525 → "+5.25 pt", 1e-7 → "+0.00001 pt".
 */
export function targetDrop(x: number): string {
  const v = Number((100 * x).toPrecision(12));
  let d = 1;
  while (d < 12 && Number(v.toFixed(d)) !== v) d++;
  return pt(x, d);
}

/** A minimum detectable drop: two decimals (more for a drop under 0.005 pt), signed: "+8.71 pt". */
export function mde(x: number): string {
  return pt(x, 2);
}

/** A design parameter such as α as given: 0.05 → "0.05", 0.05/3 → "0.01667". */
export function num(x: number): string {
  return String(Number(x.toPrecision(4)));
}

/** Integer with thousands separators: 4742 → "4,742". */
export function int(x: number): string {
  // Not toLocaleString: Intl is slow enough to matter over 10⁵ rows.
  const s = String(Math.abs(Math.round(x))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return x < 0 && Math.round(x) !== 0 ? `-${s}` : s;
}

/** "1,200 cache hits (1,200 verified by checksum)": how many stored answers were checked before use. */
export function cacheHits(hits: number, verified: number | undefined): string {
  return verified === undefined
    ? `${int(hits)} cache hits`
    : `${int(hits)} cache hits (${int(verified)} verified by checksum)`;
}

/** Short fixed decimals for similarity scores (Jaccard, containment). */
export function score(x: number | null | undefined): string {
  return x === null || x === undefined ? "—" : x.toFixed(3);
}

export function alphaText(alpha: number, oneSided: boolean): string {
  return `α = ${num(alpha)} ${oneSided ? "one-sided" : "two-sided"}`;
}

/** "1 model", "3 models". */
export function plural(n: number, word: string): string {
  return `${int(n)} ${word}${n === 1 ? "" : "s"}`;
}

/** Escape text for a Markdown table cell: the one escaping function (src/text/escape.ts). */
export function cell(text: string): string {
  return forMarkdown(text);
}

/** Escape text for HTML element content and attribute values (src/text/escape.ts). */
export function html(text: string): string {
  return forHtml(text);
}

/** UTF-8 byte length, the unit of the job-summary limit. */
export function bytes(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

export interface Interval {
  lower: number;
  upper: number;
}
