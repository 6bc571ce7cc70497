import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteForce, type BruteRules } from "../../src/leakage/bruteforce.js";
import { LineScanner, RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13 } from "../../src/leakage/line-scanner.js";
import { KeyScratch, minOverlapFor, PREFIX_HITS, ProbeIndex } from "../../src/leakage/probe-index.js";
import { parseRatio } from "../../src/leakage/threshold.js";
import { generate } from "./generate.js";
import { KeyTable } from "../../src/leakage/keytable.js";

const NAMES: [number, string][] = [
  [RULE_JACCARD, "jaccard"],
  [RULE_CONTAINMENT, "containment"],
  [RULE_NGRAM13, "ngram13"],
];

/** Every (probe, record) pair the index + scanner report, in the brute force's terms. */
function scanAll(probes: string[], records: string[], rules: BruteRules, viaBytes: boolean, sample: string[] = []) {
  const scanner = new LineScanner(ProbeIndex.build(probes, rules, sample));
  const got: string[] = [];
  records.forEach((line, i) => {
    const buf = Buffer.from(line, "utf8");
    const n = viaBytes ? scanner.scanBytes(buf, 0, buf.length) : scanner.scanString(line);
    expect(n).toBe(scanner.matches.length);
    for (const m of scanner.matches) {
      const names = NAMES.filter(([b]) => m.rules & b).map(([, s]) => s);
      got.push(`${m.probe}|${i}|${m.common}/${m.probeSize}/${m.corpusSize}|${names.join("+")}`);
    }
  });
  return got.sort();
}

function brute(probes: string[], records: string[], rules: BruteRules) {
  return bruteForce(probes, records, rules)
    .map((p) => `${p.probe}|${p.record}|${p.common}/${p.probeSize}/${p.corpusSize}|${p.rules.join("+")}`)
    .sort();
}

describe("probe index: indexed scan = brute force", () => {
  // Few distinct letters, so probes share shingles (long posting lists, many candidates), plus
  // the characters that take the specification pipeline.
  const letter = fc.constantFrom(...Array.from("aabbbcdA 、。ｱｶﾞかカー１2"), "é", "\u3099");
  const word = fc.constantFrom("the", "of", "a", "cat", "sat", "on", "mat", "Dog!", "dog");
  const short = fc.array(letter, { maxLength: 4 }).map((a) => a.join(""));
  const medium = fc.array(letter, { minLength: 3, maxLength: 24 }).map((a) => a.join(""));
  const words = fc.array(word, { minLength: 10, maxLength: 18 }).map((a) => a.join(" "));
  const text = fc.oneof(short, medium, medium, words);
  const ratio = fc.constantFrom("0.000001", "0.3", "0.5", "0.6", "0.75", "0.8", "0.9", "0.999999", "1");

  it("random probes (duplicates, empty and 1–3 character ones), records built from them, all thresholds", () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), text, fc.nat(3)), { minLength: 1, maxLength: 10 }),
        ratio,
        fc.option(ratio, { nil: null }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (pool, recipe, t, c, minC, w, ngram13) => {
          // duplicate probes on purpose: every other probe repeats one before it
          const probes = pool.flatMap((p, i) => (i % 3 === 2 ? [p, pool[i - 1]!] : [p]));
          // records: a probe, a probe with a cut, two probes, or noise
          const records = recipe.map(([i, j, noise, kind]) => {
            const p = probes[i % probes.length]!;
            const q = probes[j % probes.length]!;
            if (kind === 0) return p;
            if (kind === 1) return p.slice(0, Math.max(0, p.length - 1 - (j % 3))) + noise.slice(0, 2);
            if (kind === 2) return p + " " + q;
            return noise;
          });
          const rules: BruteRules = {
            width: w,
            jaccard: parseRatio(t, "t"),
            containment: c === null ? null : parseRatio(c, "c"),
            minContainmentShingles: minC,
            ngram13,
          };
          const expected = brute(probes, records, rules);
          expect(scanAll(probes, records, rules, false)).toEqual(expected);
          // as bytes (a lone surrogate cannot be stored in UTF-8; none is generated here)
          expect(scanAll(probes, records, rules, true, records.slice(0, 2))).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 17 },
    );
  });

  it("bytes pack the same keys as the code points: records of 0–5 kept code points, dropped ones between, 1–3 byte characters, every width", () => {
    // The byte path packs width-3 keys as it decodes and keeps only the first two code points
    // (a record shorter than the width needs them): every kept count around 3, and drops before,
    // between and after, at the first and last positions, must give the string path's findings.
    const pieces = ["a", "ｱ", "か", "é", "漢", "Z", "ー"]; // 1, 3, 3, 2, 3, 1 bytes; ー (U+30FC) is dropped
    const drops = ["", " ", "、", "-", "\u3000"];
    const records: string[] = [];
    for (let kept = 0; kept <= 5; kept++)
      for (let d = 0; d < drops.length; d++)
        for (let r = 0; r < pieces.length; r++) {
          let text = drops[d]!;
          for (let i = 0; i < kept; i++) text += pieces[(r + i) % pieces.length]! + drops[(d + i) % drops.length]!;
          records.push(text);
        }
    const probes = [...new Set(records)].filter((_, i) => i % 3 === 0);
    for (const w of [1, 2, 3]) {
      const rules: BruteRules = {
        width: w,
        jaccard: parseRatio("0.5", "t"),
        containment: parseRatio("0.5", "c"),
        minContainmentShingles: 1,
        ngram13: false,
      };
      const expected = brute(probes, records, rules);
      expect(expected.length).toBeGreaterThan(records.length / 3);
      expect(scanAll(probes, records, rules, true)).toEqual(expected);
      expect(scanAll(probes, records, rules, false)).toEqual(expected);
    }
  });

  it("generated questions with planted copies, three rule settings", () => {
    const data = generate(20261201, 150, 600);
    const probes = data.probes.map((p) => p.text);
    for (const [t, c, minC, w] of [
      ["0.8", "0.8", 20, 3],
      ["0.6", null, 20, 2],
      ["0.95", "0.5", 5, 3],
    ] as const) {
      const rules: BruteRules = {
        width: w,
        jaccard: parseRatio(t, "t"),
        containment: c === null ? null : parseRatio(c, "c"),
        minContainmentShingles: minC,
        ngram13: w === 2,
      };
      const expected = brute(probes, data.corpus, rules);
      expect(expected.length).toBeGreaterThan(30);
      expect(scanAll(probes, data.corpus, rules, true, data.corpus.slice(0, 50))).toEqual(expected);
    }
  });

  it("indexes |A| − o + k shingles and needs k of them (k = min(PREFIX_HITS, o)): fewer candidates than the one-token prefix", () => {
    const data = generate(7, 200, 800);
    const probes = data.probes.map((p) => p.text);
    const rules: BruteRules = {
      width: 3,
      jaccard: parseRatio("0.8", "t"),
      containment: parseRatio("0.8", "c"),
      minContainmentShingles: 20,
      ngram13: false,
    };
    const ix = ProbeIndex.build(probes, rules);
    let postings = 0;
    for (let q = 0; q < ix.probeCount; q++) {
      const s = ix.size[q]!;
      if (q > 0) expect(s).toBeGreaterThanOrEqual(ix.size[q - 1]!); // ids in size order
      if (s === 0) continue;
      const o = minOverlapFor(rules, s);
      expect(ix.prefixOfSize[s]).toBe(s - o + Math.min(PREFIX_HITS, o));
      expect(ix.kOfSize[s]).toBe(Math.min(PREFIX_HITS, o));
      postings += ix.prefixOfSize[s]!;
    }
    expect(ix.postProbe.length).toBe(postings);
    for (let t = 0; t < ix.tokenCount; t++)
      for (let k = ix.postStart[t]!; k < ix.postStart[t + 1]!; k++) {
        const e = ix.postProbe[k]!;
        expect(e & 15).toBe(ix.kOfSize[ix.size[e >>> 4]!]); // the k the probe needs, packed
        // ascending: the length filter is a cut
        if (k > ix.postStart[t]!) expect(e >>> 4).toBeGreaterThan(ix.postProbe[k - 1]! >>> 4);
      }
    // Pairs a one-token prefix filter would verify: the record has one of the probe's indexed
    // shingles and passes the length filter. The count filter verifies strictly fewer.
    const scratch = new KeyScratch(3);
    let reached = 0;
    const scanner = new LineScanner(ix);
    for (const line of data.corpus) {
      scanner.scanString(line);
      const n = scratch.keys(line);
      const B = new Set<string>();
      for (let i = 0; i < n; i++) B.add(`${scratch.hi[i]},${scratch.lo[i]}`);
      for (let q = 0; q < ix.probeCount; q++) {
        const a = ix.size[q]!;
        if (a === 0) continue;
        const jOk = 4 * B.size <= 5 * a && 4 * a <= 5 * B.size;
        const cOk = a >= 20 && 4 * a <= 5 * B.size;
        if (!jOk && !cOk) continue;
        const s = ix.keyStart[q]!;
        let hit = false;
        for (let i = 0; i < ix.prefixOfSize[a]! && !hit; i++)
          hit = B.has(`${ix.keys[2 * (s + i)]},${ix.keys[2 * (s + i) + 1]}`);
        if (hit) reached++;
      }
    }
    expect(scanner.candidates).toBeGreaterThan(0);
    expect(scanner.candidates).toBeLessThan(reached);
  });

  it("builds on shared memory for workers, and a view of the parts scans the same", () => {
    const data = generate(3, 80, 300);
    const probes = data.probes.map((p) => p.text);
    const rules: BruteRules = {
      width: 3,
      jaccard: parseRatio("0.8", "t"),
      containment: parseRatio("0.8", "c"),
      minContainmentShingles: 20,
      ngram13: false,
    };
    const shared = ProbeIndex.build(probes, rules, [], true);
    const sharedNgrams = ProbeIndex.build(probes, { ...rules, ngram13: true }, [], true).parts.ngrams!;
    for (const a of Object.values(sharedNgrams)) expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    for (const a of [shared.parts.dict.slots, shared.listBits, shared.postProbe, shared.keys, shared.size, shared.orig])
      expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    const plain = ProbeIndex.build(probes, rules);
    expect(plain.keys.buffer).toBeInstanceOf(ArrayBuffer);
    const view = new LineScanner(new ProbeIndex(structuredClone(shared.parts)));
    const ref = new LineScanner(plain);
    for (const line of data.corpus) {
      view.scanString(line);
      ref.scanString(line);
      expect(view.matches).toEqual(ref.matches);
    }
  });
});

/** Keys as [hi, lo] pairs; few distinct values, so home slots collide and keys are displaced. */
const key = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -50, max: 50 }));

describe("KeyTable batch lookups", () => {
  it("getMany answers exactly as get, in order, with and without the bitmap, at every fill", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { selector: ([h, l]) => `${h},${l}`, maxLength: 300 }),
        fc.array(key, { maxLength: 200 }),
        fc.constantFrom(1, 2, 4, 8),
        fc.boolean(),
        (stored, queried, slotsPerKey, filtered) => {
          const t = new KeyTable(stored.length, false, slotsPerKey);
          for (const [i, [h, l]] of stored.entries()) t.set(h, l, i);
          if (filtered) t.withFilter(false);
          // queries: the stored keys themselves, then others (mostly absent)
          const all = [...stored, ...queried];
          const hi = Int32Array.from(all, ([h]) => h);
          const lo = Int32Array.from(all, ([, l]) => l);
          const out = new Int32Array(2 * all.length);
          const n = t.getMany(hi, lo, all.length, out);
          const want = all.map(([h, l]) => t.get(h, l)).filter((v) => v >= 0);
          expect(Array.from(out.subarray(0, n))).toEqual(want);
          for (const [i, [h, l]] of stored.entries()) expect(t.get(h, l)).toBe(i);
          // a view of the parts (what a worker thread gets) answers the same
          const view = KeyTable.fromParts(t.parts());
          const out2 = new Int32Array(2 * all.length);
          expect(view.getMany(hi, lo, all.length, out2)).toBe(n);
          expect(Array.from(out2.subarray(0, n))).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps the bitmap only for small tables", () => {
    const small = new KeyTable(1000);
    for (let i = 0; i < 1000; i++) small.set(i, i, i);
    expect(small.withFilter(false).parts().filter).not.toBeNull();
    const large = new KeyTable(70_000);
    for (let i = 0; i < 70_000; i++) large.set(i, -i, i);
    expect(large.withFilter(false).parts().filter).toBeNull();
  });
});
