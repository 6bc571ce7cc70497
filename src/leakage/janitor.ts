/**
 * The word 13-gram rule of lm-evaluation-harness (`decontamination/janitor.py`): ASCII letters
 * lower-cased, the 32 ASCII punctuation characters deleted (`str.translate`), split on Python
 * whitespace (`str.split()`), n-grams joined by one space. A probe with fewer than n words has
 * no n-grams, so the rule cannot fire for it.
 */
import { ASCII_PUNCTUATION } from "./normalize.js";

export const NGRAM_N = 13;

// Python's str.isspace(), which str.split() uses (it differs from JavaScript's \s).
const PY_SPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
const PUNCT = new Set(ASCII_PUNCTUATION);

export function janitorNormalize(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    const c = s.charCodeAt(i);
    if (PUNCT.has(ch)) continue;
    out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch;
  }
  return out;
}

export function wordNgrams(text: string, n = NGRAM_N): string[] {
  const words = janitorNormalize(text)
    .split(PY_SPACE)
    .filter((w) => w.length > 0);
  const grams: string[] = [];
  for (let i = 0; i + n <= words.length; i++) grams.push(words.slice(i, i + n).join(" "));
  return grams;
}
