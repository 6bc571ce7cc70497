import { InputError } from "../errors.js";

/** A threshold as an exact fraction, so "≥ 0.8" is decided in integers (5·|A∩B| ≥ 4·|A∪B|). */
export interface Ratio {
  readonly num: number;
  readonly den: number;
  /** As written by the user, for reports. */
  readonly text: string;
}

/** What a threshold must be, in the words of every message about one. */
export const RATIO_TEXT = "a decimal in (0, 1] with at most 6 decimals";

/** A decimal in (0, 1] with at most 6 decimals as an exact fraction ("0.8" → 4/5), or null. */
export function readRatio(raw: string): Ratio | null {
  const m = /^\s*(0|1)?(?:\.(\d{1,6}))?\s*$/.exec(raw);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const frac = m[2] ?? "";
  let den = 10 ** frac.length;
  let num = Number(m[1] ?? "0") * den + Number(frac || "0");
  if (num <= 0 || num > den) return null;
  const g = gcd(num, den);
  num /= g;
  den /= g;
  return { num, den, text: String(num / den) };
}

/** `readRatio` for a flag: `--threshold must be …` when it is not one. */
export function parseRatio(raw: string, flag: string): Ratio {
  const r = readRatio(raw);
  if (r === null) throw new InputError(`--${flag} must be ${RATIO_TEXT} (got "${raw}")`);
  return r;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Smallest integer o with den·o ≥ num·size, i.e. ⌈ratio·size⌉, computed exactly. */
export function minOverlap(r: Ratio, size: number): number {
  return Math.floor((r.num * size + r.den - 1) / r.den);
}
