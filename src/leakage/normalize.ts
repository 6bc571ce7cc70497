/**
 * The leakage normalization (docs/leakage.md, "Normalization"), in this order:
 *   1. Unicode NFKC of the whole text;
 *   2. drop every code point matched by JavaScript `\s`, the 32 ASCII punctuation characters and
 *      、。「」『』【】〈〉《》〔〕・…‥ー〜;
 *   3. `toLowerCase()` of what is left (the whole remaining string, so Greek final sigma follows
 *      the Unicode context rule);
 *   4. katakana U+30A1–U+30F6 → hiragana (−0x60).
 * `normalizeText` is the specification; the byte-level fast path in `fast-map.ts` must agree
 * with it (tests check every code point it covers and random mixtures).
 */

export const ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
export const JAPANESE_PUNCTUATION = "、。「」『』【】〈〉《》〔〕・…‥ー〜";

const DROP = new Set<number>();
for (const ch of ASCII_PUNCTUATION + JAPANESE_PUNCTUATION) DROP.add(ch.codePointAt(0)!);

const WHITESPACE = /\s/u;

export function isDropped(cp: number): boolean {
  return DROP.has(cp) || WHITESPACE.test(String.fromCodePoint(cp));
}

/** The specification pipeline on a JS string; returns the normalized string. */
export function normalizeText(text: string): string {
  const nfkc = text.normalize("NFKC");
  let kept = "";
  for (const ch of nfkc) {
    if (!isDropped(ch.codePointAt(0)!)) kept += ch;
  }
  const lower = kept.toLowerCase();
  let out = "";
  for (const ch of lower) {
    const cp = ch.codePointAt(0)!;
    out += cp >= 0x30a1 && cp <= 0x30f6 ? String.fromCodePoint(cp - 0x60) : ch;
  }
  return out;
}

/** Normalized text as code points (what shingles are built from). */
export function normalizeToCodePoints(text: string): number[] {
  const out: number[] = [];
  for (const ch of normalizeText(text)) out.push(ch.codePointAt(0)!);
  return out;
}
