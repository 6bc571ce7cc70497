/**
 * The brute-force reference: every probe against every corpus record, with string shingle sets
 * built from the specification normalization (`normalizeText`), no index and no byte path. Tests
 * compare the scan with it; the bench measures the speed-up over it.
 */
import { wordNgrams } from "./janitor.js";
import { normalizeText } from "./normalize.js";
import type { Ratio } from "./threshold.js";

export interface BruteRules {
  width: number;
  jaccard: Ratio;
  containment: Ratio | null;
  minContainmentShingles: number;
  ngram13: boolean;
}

export interface BrutePair {
  probe: number;
  record: number;
  common: number;
  probeSize: number;
  corpusSize: number;
  rules: ("jaccard" | "containment" | "ngram13")[];
}

export function shingleSet(text: string, width: number): Set<string> {
  const cps = Array.from(normalizeText(text));
  const set = new Set<string>();
  if (cps.length === 0) return set;
  if (cps.length < width) {
    set.add("short:" + cps.join(""));
    return set;
  }
  for (let i = 0; i + width <= cps.length; i++) set.add(cps.slice(i, i + width).join(""));
  return set;
}

export function bruteForce(probes: readonly string[], records: readonly string[], r: BruteRules): BrutePair[] {
  const A = probes.map((p) => shingleSet(p, r.width));
  const An = r.ngram13 ? probes.map((p) => new Set(wordNgrams(p))) : [];
  const out: BrutePair[] = [];
  records.forEach((text, ri) => {
    const B = shingleSet(text, r.width);
    const Bn = r.ngram13 ? new Set(wordNgrams(text)) : null;
    A.forEach((a, pi) => {
      let common = 0;
      for (const s of a) if (B.has(s)) common++;
      const union = a.size + B.size - common;
      const rules: BrutePair["rules"] = [];
      if (a.size > 0 && B.size > 0 && r.jaccard.den * common >= r.jaccard.num * union) rules.push("jaccard");
      if (
        r.containment &&
        a.size >= r.minContainmentShingles &&
        r.containment.den * common >= r.containment.num * a.size
      ) {
        rules.push("containment");
      }
      if (Bn && [...An[pi]!].some((g) => Bn.has(g))) rules.push("ngram13");
      if (rules.length) out.push({ probe: pi, record: ri, common, probeSize: a.size, corpusSize: B.size, rules });
    });
  });
  return out;
}
