import { normalizeText, normalizeToCodePoints } from "./normalize.js";

/**
 * Per-code-point shortcut for the normalization, for BMP code points whose normalization in any
 * context equals their normalization alone: starters (combining class 0) that compose with
 * nothing in the covered set. Each entry is derived from `normalizeText` of that one code point,
 * so the table cannot drift from the specification; which ranges are safe to cover is the only
 * judgement here, and the tests check it (every covered code point, all kana pairs, random mixes).
 * Anything else (combining marks, the half-width voiced marks U+FF9E/U+FF9F, Latin with
 * diacritics, astral code points) sends the whole line to the specification pipeline.
 */
export const FAST_SLOW = -1;
export const FAST_DROP = -2;

const COVERED: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x007f], // ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x2000, 0x200a], // spaces
  [0x2025, 0x2026], // ‥ …
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3029], // CJK symbols and punctuation, up to the combining tone marks U+302A–302F
  [0x3030, 0x303f],
  [0x3041, 0x3096], // hiragana (the combining voiced marks U+3099/309A are excluded)
  [0x309d, 0x309e],
  [0x30a0, 0x30ff], // katakana
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xfeff, 0xfeff],
  [0xff01, 0xff9d], // full-width ASCII, half-width punctuation and katakana (not the voiced marks)
];

function build(): Int32Array {
  const map = new Int32Array(0x10000).fill(FAST_SLOW);
  for (const [lo, hi] of COVERED) {
    for (let cp = lo; cp <= hi; cp++) {
      const n = normalizeText(String.fromCharCode(cp));
      if (n.length === 0) map[cp] = FAST_DROP;
      else if (n.length === 1 && !(n.charCodeAt(0) >= 0xd800 && n.charCodeAt(0) <= 0xdfff)) map[cp] = n.charCodeAt(0);
    }
  }
  return map;
}

/** cp (BMP) → normalized cp, FAST_DROP, or FAST_SLOW. */
export const FAST_MAP: Int32Array = build();

/**
 * Normalized code points of `text`: the per-code-point table when every UTF-16 unit is covered,
 * else the specification pipeline.
 */
export function normalizeStringFast(text: string): number[] {
  const out: number[] = [];
  const map = FAST_MAP;
  for (let i = 0; i < text.length; i++) {
    const m = map[text.charCodeAt(i)]!;
    if (m >= 0) out.push(m);
    else if (m === FAST_SLOW) return normalizeToCodePoints(text);
  }
  return out;
}
