import { FAST_DROP, FAST_MAP } from "./fast-map.js";
import { wordNgrams } from "./janitor.js";
import { normalizeToCodePoints } from "./normalize.js";
import { FILL } from "./keytable.js";
import type { ProbeIndex } from "./probe-index.js";

export const RULE_JACCARD = 1;
export const RULE_CONTAINMENT = 2;
export const RULE_NGRAM13 = 4;

/** One verified (probe, corpus record) pair, with the exact integer sizes behind its measures. */
export interface RawMatch {
  probe: number;
  /** |A ∩ B| */
  common: number;
  /** |A|: distinct shingles of the probe */
  probeSize: number;
  /** |B|: distinct shingles of the corpus record */
  corpusSize: number;
  /** RULE_* bits */
  rules: number;
}

/**
 * Scans one corpus record at a time against a ProbeIndex. The hot path decodes UTF-8, normalizes
 * through FAST_MAP and packs shingle keys straight from the bytes; a record containing anything
 * FAST_MAP does not cover is decoded to a string and run through the specification pipeline.
 * Per record: one dictionary lookup per shingle; candidates come from the prefix postings of the
 * shingles found; each candidate is verified exactly.
 */
export class LineScanner {
  /** Records that needed the specification pipeline. */
  slowRecords = 0;
  /** Candidate pairs verified. */
  candidates = 0;
  readonly matches: RawMatch[] = [];

  private cps = new Int32Array(4096);
  private keysHi = new Int32Array(4096);
  private keysLo = new Int32Array(4096);
  private hits = new Int32Array(4096);
  private uniq = new Int32Array(4096);
  private cands: Int32Array;
  private readonly tokStamp: Int32Array;
  private readonly candStamp: Int32Array;
  private readonly ngramStamp: Int32Array;
  private stamp = 0;
  private setHi = new Int32Array(8192);
  private setLo = new Int32Array(8192);
  private setStamp = new Int32Array(8192);
  private setGen = 0;

  constructor(private readonly index: ProbeIndex) {
    this.tokStamp = new Int32Array(index.tokenCount);
    this.candStamp = new Int32Array(index.probeCount);
    this.ngramStamp = new Int32Array(index.probeCount);
    this.cands = new Int32Array(Math.max(16, index.probeCount));
  }

  /** Scans the UTF-8 bytes buf[s, e) (no newline); returns the number of matches in `matches`. */
  scanBytes(buf: Buffer, s: number, e: number): number {
    if (this.cps.length < e - s) this.cps = new Int32Array(2 * (e - s));
    const cps = this.cps;
    const map = FAST_MAP;
    let n = 0;
    let i = s;
    while (i < e) {
      const b = buf[i]!;
      let cp: number;
      if (b < 0x80) {
        cp = b;
        i++;
      } else if (b >= 0xe0 && b < 0xf0 && i + 3 <= e) {
        const b1 = buf[i + 1]!;
        const b2 = buf[i + 2]!;
        if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80) return this.scanSlow(buf, s, e);
        cp = ((b & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
        if (cp < 0x800) return this.scanSlow(buf, s, e);
        i += 3;
      } else if (b >= 0xc2 && b < 0xe0 && i + 2 <= e) {
        const b1 = buf[i + 1]!;
        if ((b1 & 0xc0) !== 0x80) return this.scanSlow(buf, s, e);
        cp = ((b & 0x1f) << 6) | (b1 & 0x3f);
        i += 2;
      } else return this.scanSlow(buf, s, e);
      const m = map[cp]!;
      if (m >= 0) cps[n++] = m;
      else if (m !== FAST_DROP) return this.scanSlow(buf, s, e);
    }
    return this.finish(n, this.index.ngrams ? buf.toString("utf8", s, e) : null);
  }

  /** Scans a record given as a string (JSONL/CSV fields, and records the fast path declined). */
  scanString(text: string): number {
    const list = normalizeToCodePoints(text);
    if (this.cps.length < list.length) this.cps = new Int32Array(2 * list.length);
    for (let i = 0; i < list.length; i++) this.cps[i] = list[i]!;
    return this.finish(list.length, this.index.ngrams ? text : null);
  }

  private scanSlow(buf: Buffer, s: number, e: number): number {
    this.slowRecords++;
    return this.scanString(buf.toString("utf8", s, e));
  }

  private finish(n: number, text: string | null): number {
    const ix = this.index;
    const w = ix.rules.width;
    const cps = this.cps;
    this.matches.length = 0;
    if (n === 0) return 0;
    const nk = n < w ? 1 : n - w + 1;
    if (this.keysHi.length < nk) {
      this.keysHi = new Int32Array(2 * nk);
      this.keysLo = new Int32Array(2 * nk);
      this.hits = new Int32Array(2 * nk);
      this.uniq = new Int32Array(2 * nk);
    }
    const keysHi = this.keysHi;
    const keysLo = this.keysLo;
    const hits = this.hits;
    const dict = ix.dict;
    const hasPost = ix.hasPostings;
    let post = 0;
    let nh = 0;
    if (n < w) {
      const c1 = n > 1 ? cps[1]! : FILL;
      keysHi[0] = (cps[0]! << 10) | (c1 >>> 11);
      keysLo[0] = ((c1 & 0x7ff) << 21) | FILL;
      const t = dict.get(keysHi[0]!, keysLo[0]!);
      if (t >= 0) {
        hits[nh++] = t;
        post |= hasPost[t]!;
      }
    } else if (w === 3) {
      let c0 = cps[0]!;
      let c1 = cps[1]!;
      for (let j = 0; j < nk; j++) {
        const c2 = cps[j + 2]!;
        const hi = (c0 << 10) | (c1 >>> 11);
        const lo = ((c1 & 0x7ff) << 21) | c2;
        keysHi[j] = hi;
        keysLo[j] = lo;
        const t = dict.get(hi, lo);
        if (t >= 0) {
          hits[nh++] = t;
          post |= hasPost[t]!;
        }
        c0 = c1;
        c1 = c2;
      }
    } else {
      for (let j = 0; j < nk; j++) {
        const c0 = cps[j]!;
        const c1 = w > 1 ? cps[j + 1]! : FILL;
        const c2 = w > 2 ? cps[j + 2]! : FILL;
        keysHi[j] = (c0 << 10) | (c1 >>> 11);
        keysLo[j] = ((c1 & 0x7ff) << 21) | c2;
        const t = dict.get(keysHi[j]!, keysLo[j]!);
        if (t >= 0) {
          hits[nh++] = t;
          post |= hasPost[t]!;
        }
      }
    }
    // No shingle of the record indexes a probe: no threshold rule can fire.
    if (post === 0 && (text === null || this.index.ngrams === null)) return 0;
    return this.verify(nk, nh, text);
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.tokStamp.fill(0);
      this.candStamp.fill(0);
      this.ngramStamp.fill(0);
    }
    return ++this.stamp;
  }

  private verify(nk: number, nh: number, text: string | null): number {
    const ix = this.index;
    const stamp = this.nextStamp();
    const tokStamp = this.tokStamp;
    const candStamp = this.candStamp;
    const hits = this.hits;
    const uniq = this.uniq;
    let nu = 0;
    for (let j = 0; j < nh; j++) {
      const t = hits[j]!;
      if (tokStamp[t] !== stamp) {
        tokStamp[t] = stamp;
        uniq[nu++] = t;
      }
    }
    const { postStart, postProbe, probeStart, probeTokens } = ix;
    const ngramHits = text !== null && ix.ngrams ? this.ngramCandidates(text, stamp) : 0;
    // |B| costs a pass over the record's keys, so most candidates are judged on bounds
    // (unique dictionary hits ≤ |B| ≤ shingle positions) and |B| is computed only for survivors.
    const loB = nu;
    const hiB = nk;
    const { jaccard, containment, minContainmentShingles } = ix.rules;
    const cands = this.cands;
    let nc = 0;
    const jn = jaccard.num;
    const jd = jaccard.den;
    const cn = containment ? containment.num : 0;
    const cd = containment ? containment.den : 0;
    // 13-gram hits first: they are candidates whatever their length.
    if (ngramHits > 0) {
      for (const g of this.ngramList) {
        for (const p of ix.ngrams!.get(g)!) {
          if (candStamp[p] !== stamp) {
            candStamp[p] = stamp;
            cands[nc++] = p;
          }
        }
      }
    }
    // Length filters: the overlap is at most min(|A|, |B|), so Jaccard needs t·|B| ≤ |A| ≤ |B|/t
    // and containment needs |B| ≥ c·|A| (here with the bounds on |B|).
    for (let j = 0; j < nu; j++) {
      const t = uniq[j]!;
      for (let k = postStart[t]!, end = postStart[t + 1]!; k < end; k++) {
        const p = postProbe[k]!;
        if (candStamp[p] === stamp) continue;
        candStamp[p] = stamp;
        const sizeA = probeStart[p + 1]! - probeStart[p]!;
        const jOk = jn * sizeA <= jd * hiB && jn * loB <= jd * sizeA;
        const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * hiB;
        if (jOk || cOk) cands[nc++] = p;
      }
    }
    if (nc === 0) return 0;
    this.candidates += nc;
    let sizeB = -1;
    for (let j = 0; j < nc; j++) {
      const p = cands[j]!;
      const s = probeStart[p]!;
      const e = probeStart[p + 1]!;
      const sizeA = e - s;
      const nOk = this.ngramStamp[p] === stamp;
      // The least overlap any rule could accept, from the bounds: Jaccard
      // o·(den+num) ≥ num·(|A|+|B|) with |B| ≥ loB; containment ⌈c·|A|⌉.
      let need = 0x7fffffff;
      if (jn * sizeA <= jd * hiB && jn * loB <= jd * sizeA)
        need = Math.floor((jn * (sizeA + loB) + jd + jn - 1) / (jd + jn));
      if (cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * hiB)
        need = Math.min(need, Math.floor((cn * sizeA + cd - 1) / cd));
      if (nOk) need = 0;
      let o = 0;
      let k = s;
      for (; k < e; k++) {
        if (tokStamp[probeTokens[k]!] === stamp) o++;
        else if (o + (e - k - 1) < need) break;
      }
      if (k < e) continue; // cannot reach any threshold
      if (sizeB < 0) sizeB = this.distinctKeys(nk);
      const jOk = jn * sizeA <= jd * sizeB && jn * sizeB <= jd * sizeA;
      const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * sizeB;
      let rules = 0;
      if (jOk && jd * o >= jn * (sizeA + sizeB - o)) rules |= RULE_JACCARD;
      if (cOk && cd * o >= cn * sizeA) rules |= RULE_CONTAINMENT;
      if (nOk) rules |= RULE_NGRAM13;
      if (rules !== 0) this.matches.push({ probe: p, common: o, probeSize: sizeA, corpusSize: sizeB, rules });
    }
    return this.matches.length;
  }

  private ngramList: string[] = [];

  /** Marks probes sharing a word 13-gram with the record; returns how many grams hit. */
  private ngramCandidates(text: string, stamp: number): number {
    this.ngramList.length = 0;
    for (const g of wordNgrams(text)) {
      const list = this.index.ngrams!.get(g);
      if (!list) continue;
      this.ngramList.push(g);
      for (const p of list) this.ngramStamp[p] = stamp;
    }
    return this.ngramList.length;
  }

  /** |B|: the number of distinct keys among keysHi/keysLo[0, nk). */
  private distinctKeys(nk: number): number {
    let cap = this.setStamp.length;
    if (cap < 2 * nk) {
      while (cap < 2 * nk) cap *= 2;
      this.setHi = new Int32Array(cap);
      this.setLo = new Int32Array(cap);
      this.setStamp = new Int32Array(cap);
      this.setGen = 0;
    }
    if (this.setGen === 0x7fffffff) {
      this.setStamp.fill(0);
      this.setGen = 0;
    }
    const gen = ++this.setGen;
    const mask = cap - 1;
    const { setHi, setLo, setStamp, keysHi, keysLo } = this;
    let distinct = 0;
    for (let j = 0; j < nk; j++) {
      const hi = keysHi[j]!;
      const lo = keysLo[j]!;
      let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
      h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
      let i = (h ^ (h >>> 13)) & mask;
      for (;;) {
        if (setStamp[i] !== gen) {
          setStamp[i] = gen;
          setHi[i] = hi;
          setLo[i] = lo;
          distinct++;
          break;
        }
        if (setHi[i] === hi && setLo[i] === lo) break;
        i = (i + 1) & mask;
      }
    }
    return distinct;
  }
}
