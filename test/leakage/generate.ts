/** Generated probe sets and corpora with planted copies of every kind docs/leakage.md lists. */
import { shingleSet } from "../../src/leakage/bruteforce.js";

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HIRA =
  "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだでどばびぶべぼぱぴぷぺぽっゃゅょ";
const KANJI = "日本語学校先生東京都首府国際会議時間問題答文章読書計算数理科社会歴史地図山川海空雨雪電車駅道";
const WORDS =
  "the of and to in is was for on that with by as at from capital river largest first which who what when year city country number population language written famous born discovered invented".split(
    " ",
  );

export interface Planted {
  probes: { text: string; id: string }[];
  corpus: string[];
  /** corpus line (1-based) → kind, for the lines that must (or must not) match */
  kinds: Map<number, string>;
}

function pick<T>(r: () => number, xs: ArrayLike<T>): T {
  return xs[Math.floor(r() * xs.length)]!;
}

function japanese(r: () => number, len: number): string {
  let s = "";
  for (let i = 0; i < len; i++) s += r() < 0.6 ? pick(r, HIRA) : pick(r, KANJI);
  return s;
}

function english(r: () => number, words: number): string {
  const w: string[] = [];
  for (let i = 0; i < words; i++) w.push(pick(r, WORDS));
  const s = w.join(" ");
  return s[0]!.toUpperCase() + s.slice(1) + "?";
}

const toKatakana = (s: string) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const toFullWidth = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, "\u3000");

// Full-width katakana → half-width, voiced marks split off (ｶﾞ): inverse of NFKC on that block.
const HALF = new Map<string, string>();
for (let c = 0xff66; c <= 0xff9d; c++) HALF.set(String.fromCharCode(c).normalize("NFKC"), String.fromCharCode(c));
const toHalfWidthKana = (s: string) =>
  Array.from(toKatakana(s).normalize("NFD"))
    .map((c) => (c === "\u3099" ? "\uff9e" : c === "\u309a" ? "\uff9f" : (HALF.get(c) ?? c)))
    .join("");

function edit(r: () => number, s: string, n: number): string {
  const cps = Array.from(s);
  for (let k = 0; k < n; k++) {
    const i = Math.floor(r() * cps.length);
    const op = r();
    if (op < 0.4) cps[i] = pick(r, KANJI);
    else if (op < 0.7) cps.splice(i, 0, pick(r, HIRA));
    else if (cps.length > 1) cps.splice(i, 1);
  }
  return cps.join("");
}

function punctuate(r: () => number, s: string): string {
  const marks = [" ", "、", "。", "・", "!", "?", "-", "「", "」", "ー", "…", "\u3000", "\t"];
  return Array.from(s)
    .map((c) => (r() < 0.25 ? c + pick(r, marks) : c))
    .join("");
}

function jaccard(a: string, b: string): number {
  const A = shingleSet(a, 3);
  const B = shingleSet(b, 3);
  let c = 0;
  for (const x of A) if (B.has(x)) c++;
  return c / (A.size + B.size - c);
}

function nearMiss(r: () => number, s: string): string | null {
  for (let tries = 0; tries < 200; tries++) {
    const e = edit(r, s, 1 + Math.floor(r() * 4));
    const j = jaccard(s, e);
    if (j >= 0.6 && j < 0.8) return e;
  }
  return null;
}

export function generate(seed: number, nProbes: number, nNoise: number): Planted {
  const r = rng(seed);
  const probes: { text: string; id: string }[] = [];
  for (let i = 0; i < nProbes; i++) {
    const kind = r();
    const text =
      kind < 0.45
        ? japanese(r, 12 + Math.floor(r() * 30))
        : kind < 0.9
          ? english(r, 6 + Math.floor(r() * 16))
          : pick(r, ["1", "42", "はい", "abc", "東京", "x", "ok"]);
    probes.push({ text, id: `q${i}` });
  }
  const corpus: string[] = [];
  const kinds = new Map<number, string>();
  const plant = (text: string, kind: string) => {
    corpus.push(text);
    kinds.set(corpus.length, kind);
  };
  for (let i = 0; i < nNoise; i++) {
    corpus.push(r() < 0.5 ? japanese(r, 5 + Math.floor(r() * 60)) : english(r, 3 + Math.floor(r() * 25)));
    if (r() < 0.03) corpus.push(r() < 0.5 ? "# comment line" : "");
    if (r() < 0.02) corpus.push(japanese(r, 10) + pick(r, ["😀", "é", "e\u0301", "ｶﾞｯｺｳ", "Ⅻ", "ﬁ", "İ", "ΣΑΣ"]));
    const p = probes[Math.floor(r() * probes.length)]!.text;
    const q = probes[Math.floor(r() * probes.length)]!.text;
    const k = r();
    if (k < 0.05) plant(p, "verbatim");
    else if (k < 0.1) plant(edit(r, p, 1), "edit1");
    else if (k < 0.14) plant(edit(r, p, 2), "edit2");
    else if (k < 0.18) plant(toFullWidth(p), "fullwidth");
    else if (k < 0.22) plant(toHalfWidthKana(p), "halfwidth-kana");
    else if (k < 0.25) plant(toKatakana(p), "katakana");
    else if (k < 0.29) plant(punctuate(r, p), "punctuation");
    else if (k < 0.34) plant(japanese(r, 20) + p + english(r, 8), "embedded");
    else if (k < 0.38) plant(p + " " + q, "two-probes");
    else if (k < 0.4) plant(pick(r, ["1", "42", "はい", "abc", "東京", "x", "ok", "1.", "One.", "ab"]), "short");
    else if (k < 0.46) {
      const n = nearMiss(r, p);
      if (n !== null) plant(n, "near-miss");
    }
  }
  return { probes, corpus, kinds };
}
