import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAST_DROP, FAST_MAP, FAST_SLOW, normalizeStringFast } from "../../src/leakage/fast-map.js";
import { normalizeText, normalizeToCodePoints } from "../../src/leakage/normalize.js";
import { wordNgrams } from "../../src/leakage/janitor.js";

describe("normalization (docs/leakage.md)", () => {
  // Expected values written from the specification, not from the implementation.
  it.each([
    ["ＡＢＣ　ｄｅｆ", "abcdef"], // full-width ASCII and the ideographic space fold
    ["ｶﾞｯｺｳ", "がっこう"], // half-width katakana with its voiced mark → hiragana
    ["ガッコウ", "がっこう"],
    ["が\u3099", "が\u3099"], // no folding beyond NFKC: が + a lone combining mark stays two
    ["か\u3099", "が"], // NFKC composes か + U+3099
    ["「東京」は、日本の首都です。", "東京は日本の首都です"],
    ["What is 2+2?", "whatis22"],
    ["ー〜…‥・『』【】〈〉《》〔〕", ""],
    ["\t\n\u00a0\u2003\ufeff", ""],
    ["ﬁ Ⅻ ①", "fixii1"], // compatibility decompositions
    ["ΣΑΣ", "σας"], // toLowerCase of the whole string: final sigma
    ["😀a", "😀a"], // astral code points are one code point
    ["ヴ", "ゔ"], // U+30F4 → U+3094
    ["ヷ", "ヷ"], // U+30F7 is outside U+30A1–U+30F6
    ["ですか ですね", "ですかですね"], // no politeness folding
  ])("%j → %j", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
    expect(String.fromCodePoint(...normalizeStringFast(input))).toBe(expected);
  });

  it("iterates by code point", () => {
    expect(normalizeToCodePoints("😀😀")).toEqual([0x1f600, 0x1f600]);
  });

  it("the per-code-point table agrees with the specification for every code point it covers", () => {
    let covered = 0;
    for (let cp = 0; cp < 0x10000; cp++) {
      const m = FAST_MAP[cp]!;
      if (m === FAST_SLOW) continue;
      covered++;
      const spec = normalizeToCodePoints(String.fromCharCode(cp));
      expect(m === FAST_DROP ? [] : [m], `U+${cp.toString(16)}`).toEqual(spec);
    }
    expect(covered).toBeGreaterThan(28000);
    // the combining voiced marks and the half-width voiced marks must never take the shortcut
    for (const cp of [0x3099, 0x309a, 0xff9e, 0xff9f, 0x0301, 0xd800]) expect(FAST_MAP[cp]).toBe(FAST_SLOW);
  });

  it("covered code points do not interact: every kana pair equals the specification", () => {
    const kana: number[] = [];
    for (let cp = 0x3041; cp <= 0x30ff; cp++) if (FAST_MAP[cp] !== FAST_SLOW) kana.push(cp);
    for (let cp = 0xff61; cp <= 0xff9d; cp++) if (FAST_MAP[cp] !== FAST_SLOW) kana.push(cp);
    for (const a of kana)
      for (const b of kana) {
        const s = String.fromCharCode(a, b);
        const fast = normalizeStringFast(s);
        const spec = normalizeToCodePoints(s);
        if (fast.length !== spec.length || fast.some((x, i) => x !== spec[i]))
          throw new Error(`U+${a.toString(16)} U+${b.toString(16)}`);
      }
  });

  it("property: the shortcut equals the specification on random mixed text", () => {
    const covered: string[] = [];
    for (let cp = 0; cp < 0x10000; cp += 7) if (FAST_MAP[cp] !== FAST_SLOW) covered.push(String.fromCharCode(cp));
    const any = fc.oneof(
      fc.constantFrom(...covered),
      fc.constantFrom("\u3099", "\uff9e", "e\u0301", "😀", "Σ", "İ", "ﬁ", "\ud800"),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(any, { maxLength: 30 }), (parts) => {
        const s = parts.join("");
        expect(normalizeStringFast(s)).toEqual(normalizeToCodePoints(s));
      }),
      { numRuns: 3000, seed: 11 },
    );
  });
});

describe("word 13-grams (lm-evaluation-harness Janitor)", () => {
  it("lower-cases ASCII, deletes ASCII punctuation, splits on Python whitespace", () => {
    const words = "The quick, brown fox jumps over the lazy dog; then it RUNS far away from here!";
    const grams = wordNgrams(words);
    expect(grams[0]).toBe("the quick brown fox jumps over the lazy dog then it runs far");
    expect(grams).toHaveLength(4); // 16 words → 4 windows
    expect(wordNgrams("one two three")).toEqual([]);
    expect(wordNgrams("a\u3000b c d e f g h i j k l m")).toEqual(["a b c d e f g h i j k l m"]);
    expect(wordNgrams("É a b c d e f g h i j k l")[0]!.startsWith("É")).toBe(true); // only ASCII folds
  });
});
