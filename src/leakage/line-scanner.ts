import { FAST_DROP, FAST_MAP } from "./fast-map.js";
import { wordNgrams } from "./janitor.js";
import { normalizeToCodePoints } from "./normalize.js";
import { FILL } from "./keytable.js";
import { PREFIX_HITS, type ProbeIndex } from "./probe-index.js";

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
 * Per record: one lookup per shingle in the table of indexed (prefix) shingles, most answered by
 * its bitmap; only records with a hit go on to the candidate count and exact verification.
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
  /** Twice the keys' length: KeyTable.getMany works in it. */
  private hits = new Int32Array(8192);
  private uniq = new Int32Array(4096);
  private cands: Int32Array;
  private readonly tokStamp: Int32Array;
  /**
   * Prefix hits of each internal probe id in the current record, stamped: (record stamp << 4) |
   * hits, so a value from an earlier record reads as 0 hits and nothing is cleared after a record
   * (k < 16). 16 bits a probe keeps 300k probes in a core's cache; the 12-bit stamp wraps every
   * 4,095 records, and the array is cleared then.
   */
  private readonly count: Uint16Array;
  private countStamp = 0;
  private readonly ngramStamp: Int32Array;
  private stamp = 0;
  /** The record's key set: slots [stamp, hi, lo, unused], sized per record so it stays in L1. */
  private set = new Int32Array(4 * 1024);
  private setGen = 0;
  private setMask = 255;

  constructor(private readonly index: ProbeIndex) {
    this.tokStamp = new Int32Array(index.tokenCount);
    this.count = new Uint16Array(index.probeCount);
    this.ngramStamp = new Int32Array(index.ngrams ? index.probeCount : 0);
    this.cands = new Int32Array(Math.max(16, index.probeCount));
  }

  /**
   * Scans the UTF-8 bytes buf[s, e) (no newline); returns the number of matches in `matches`.
   * Width 3 (the default) packs each shingle key as its third code point is decoded, so the
   * common path reads the bytes once and never stores the code points; other widths go through
   * the code points.
   */
  scanBytes(buf: Buffer, s: number, e: number): number {
    const len = e - s;
    if (this.cps.length < len) this.cps = new Int32Array(2 * len);
    if (this.keysHi.length < len) this.growKeys(len);
    const w = this.index.rules.width;
    const cps = this.cps;
    const keysHi = this.keysHi;
    const keysLo = this.keysLo;
    const map = FAST_MAP;
    // the last two code points; the first two also go to cps (a record shorter than w needs them)
    let c0 = 0;
    let c1 = 0;
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
      if (m >= 0) {
        if (w !== 3) cps[n] = m;
        else if (n >= 2) {
          keysHi[n - 2] = (c0 << 10) | (c1 >>> 11);
          keysLo[n - 2] = ((c1 & 0x7ff) << 21) | m;
        } else cps[n] = m;
        c0 = c1;
        c1 = m;
        n++;
      } else if (m !== FAST_DROP) return this.scanSlow(buf, s, e);
    }
    const text = this.index.ngrams ? buf.toString("utf8", s, e) : null;
    if (w === 3 && n >= 3) return this.lookUp(n - 2, text);
    return this.finish(n, text);
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

  private growKeys(nk: number): void {
    this.keysHi = new Int32Array(2 * nk);
    this.keysLo = new Int32Array(2 * nk);
    this.hits = new Int32Array(4 * nk);
    this.uniq = new Int32Array(2 * nk);
  }

  /** Packs the keys of the n normalized code points in cps, then looks them up. */
  private finish(n: number, text: string | null): number {
    const w = this.index.rules.width;
    const cps = this.cps;
    this.matches.length = 0;
    if (n === 0) return 0;
    const nk = n < w ? 1 : n - w + 1;
    if (this.keysHi.length < nk) this.growKeys(nk);
    const keysHi = this.keysHi;
    const keysLo = this.keysLo;
    for (let j = 0; j < nk; j++) {
      const c0 = cps[j]!;
      const c1 = w > 1 && j + 1 < n ? cps[j + 1]! : FILL;
      const c2 = w > 2 && j + 2 < n ? cps[j + 2]! : FILL;
      keysHi[j] = (c0 << 10) | (c1 >>> 11);
      keysLo[j] = ((c1 & 0x7ff) << 21) | c2;
    }
    return this.lookUp(nk, text);
  }

  /** Looks up the record's nk keys (keysHi/keysLo) in the table of indexed shingles. */
  private lookUp(nk: number, text: string | null): number {
    const ix = this.index;
    this.matches.length = 0;
    const nh = ix.dict.getMany(this.keysHi, this.keysLo, nk, this.hits);
    // No probe can reach its k hits (with no shingle of the record in any probe's prefix, a
    // fortiori): no threshold rule can fire.
    if ((text === null || ix.ngrams === null) && this.fewHits(nh)) return 0;
    return this.verify(nk, nh, text);
  }

  /**
   * Whether no bit of the 64-bit list signatures (probe-index.ts listBits) is set by K =
   * PREFIX_HITS of the record's hit lists: then no probe has K prefix hits, and none needing
   * fewer is on them (those lists carry every bit). Counted bit-sliced in three planes (counts
   * 0–7, wrapping): every count passes through K one step at a time, and at K exactly the planes
   * of K's one-bits are all set, so `reached` (sticky) collects the bits seen K times or more. A
   * list hit twice counts twice, which can only let more records through.
   */
  private fewHits(nh: number): boolean {
    const bits = this.index.listBits;
    const hits = this.hits;
    // the planes K's pattern ignores read as all-ones
    const n0 = PREFIX_HITS & 1 ? 0 : -1;
    const n1 = PREFIX_HITS & 2 ? 0 : -1;
    const n2 = PREFIX_HITS & 4 ? 0 : -1;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    let reached = 0;
    let all = 0; // -1 if a list carries every bit (or the lists' common bits cover all 64)
    for (let j = 0; j < nh; j++) {
      const t = hits[j]! << 1;
      const lo = bits[t]!;
      const hi = bits[t + 1]!;
      all |= lo & hi;
      let c = a0 & lo;
      a0 ^= lo;
      a2 ^= a1 & c;
      a1 ^= c;
      c = b0 & hi;
      b0 ^= hi;
      b2 ^= b1 & c;
      b1 ^= c;
      reached |= ((a0 | n0) & (a1 | n1) & (a2 | n2)) | ((b0 | n0) & (b1 | n1) & (b2 | n2));
    }
    return reached === 0 && all !== -1;
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.tokStamp.fill(0);
      this.ngramStamp.fill(0);
    }
    return ++this.stamp;
  }

  // One function on purpose: it runs once per corpus record (the per-line hot loop); splitting it adds calls per record and per posting (docs/leakage.md "Why it is exact and still fast").
  private verify(nk: number, nh: number, text: string | null): number {
    const ix = this.index;
    const stamp = this.nextStamp();
    const tokStamp = this.tokStamp;
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
    // |B| costs a pass over the record's keys: where the postings to visit are few, bounds
    // (distinct indexed hits ≤ |B| ≤ shingle positions) choose the ranges and |B| is computed only
    // if a candidate is left; where they are many, |B| first, for the tightest cut.
    let sizeB = -1;
    let loB = nu;
    let hiB = nk;
    let postings = 0;
    for (let j = 0; j < nu; j++) postings += ix.postStart[uniq[j]! + 1]! - ix.postStart[uniq[j]!]!;
    if (postings > 2 * nk) {
      sizeB = this.distinctKeys(nk);
      loB = hiB = sizeB;
    }
    const { postStart, postProbe, size, firstOfSize, keyStart, keys } = ix;
    const maxSize = firstOfSize.length - 2;
    const { jaccard, containment, minContainmentShingles } = ix.rules;
    const jn = jaccard.num;
    const jd = jaccard.den;
    const cn = containment ? containment.num : 0;
    const cd = containment ? containment.den : 0;
    // Length filters as id ranges (ids run in order of |A|): the overlap is at most min(|A|, |B|),
    // so Jaccard needs t·|B| ≤ |A| ≤ |B|/t and containment needs minC ≤ |A| ≤ |B|/c.
    const P = ix.probeCount;
    const idOfSize = (s: number): number => (s > maxSize ? P : firstOfSize[Math.max(0, s)]!);
    let a1 = idOfSize(Math.floor((jn * loB + jd - 1) / jd));
    let b1 = idOfSize(Math.floor((jd * hiB) / jn) + 1);
    let a2 = P;
    let b2 = P;
    if (cd !== 0) {
      const lo = idOfSize(minContainmentShingles);
      const hi = idOfSize(Math.floor((cd * hiB) / cn) + 1);
      if (lo < hi) {
        if (a1 >= b1) {
          a1 = lo;
          b1 = hi;
        } else if (lo <= b1 && hi >= a1) {
          a1 = Math.min(a1, lo);
          b1 = Math.max(b1, hi);
        } else if (lo < a1) {
          a2 = a1;
          b2 = b1;
          a1 = lo;
          b1 = hi;
        } else {
          a2 = lo;
          b2 = hi;
        }
      }
    }
    // Count each in-range probe's prefix shingles present in the record; a probe becomes a
    // candidate when the count reaches its k (the pigeonhole bound of probe-index.ts).
    // Rarest first (list ids run in rank order), so the record-side cut (probe-index.ts
    // slackCut) narrows the id range as the position grows, down to nothing. Sorting costs more
    // than it saves where the postings are few.
    const cutOf = ix.idUnderSlack;
    const lastSlack = cutOf.length - 1;
    const sorted = postings > 8 * nu;
    if (sorted) sortAscending(uniq, nu);
    const count = this.count;
    if (this.countStamp === 0xfff) {
      this.countStamp = 0;
      count.fill(0);
    }
    const mark = ++this.countStamp << 4;
    const cands = this.cands;
    let nc = 0;
    for (let j = 0; j < nu; j++) {
      const t = uniq[j]!;
      const ps = postStart[t]!;
      const pe = postStart[t + 1]!;
      let cut = P;
      if (sorted) {
        const slack = hiB - j - 1;
        cut = cutOf[Math.min(slack, lastSlack)]!;
        if (cut <= a1 && cut <= a2) break;
      }
      for (let r = 0; r < 2; r++) {
        const lo = (r === 0 ? a1 : a2) << 4;
        const hi = Math.min(r === 0 ? b1 : b2, cut) << 4;
        if (lo >= hi) continue;
        let k = ps;
        if (pe - ps > 8 && postProbe[ps]! < lo) {
          // first posting ≥ lo
          let h = pe;
          while (k < h) {
            const m = (k + h) >>> 1;
            if (postProbe[m]! < lo) k = m + 1;
            else h = m;
          }
        } else while (k < pe && postProbe[k]! < lo) k++;
        for (; k < pe; k++) {
          const entry = postProbe[k]!;
          if (entry >= hi) break;
          const q = entry >>> 4;
          const v = count[q]!;
          // hits so far + 1, or 1 if the value is an earlier record's (d > 0), without a branch;
          // saturating at 15 (k < 16)
          const d = (v ^ mark) >>> 4;
          const c = (v & 15 & ((d - 1) >> 31)) + 1;
          count[q] = mark | (c - (c >> 4));
          if (c === (entry & 15)) cands[nc++] = q;
        }
      }
    }
    // 13-gram hits are candidates whatever their length and prefix count.
    if (text !== null && ix.ngrams && this.ngramCandidates(text, stamp) > 0) {
      const ng = this.ngramStamp;
      // the counted candidates first, so a probe is verified once
      for (let j = 0; j < nc; j++) if (ng[cands[j]!] === stamp) ng[cands[j]!] = -stamp;
      for (const g of this.ngramList) {
        for (const q of ix.ngrams.get(g)!) {
          if (ng[q] !== stamp) continue;
          ng[q] = -stamp;
          cands[nc++] = q;
        }
      }
    }
    if (nc === 0) return 0;
    // |B| exactly (and the record's key set, for verification).
    if (sizeB < 0) sizeB = this.distinctKeys(nk);
    this.candidates += nc;
    const ng = this.ngramStamp;
    for (let j = 0; j < nc; j++) {
      const q = cands[j]!;
      const sizeA = size[q]!;
      const nOk = ix.ngrams !== null && (ng[q] === stamp || ng[q] === -stamp);
      const jOk = sizeA > 0 && jn * sizeA <= jd * sizeB && jn * sizeB <= jd * sizeA;
      const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * sizeB;
      // The least overlap any rule could accept: Jaccard o·(den+num) ≥ num·(|A|+|B|); containment ⌈c·|A|⌉.
      let need = 0x7fffffff;
      if (jOk) need = Math.floor((jn * (sizeA + sizeB) + jd + jn - 1) / (jd + jn));
      if (cOk) need = Math.min(need, Math.floor((cn * sizeA + cd - 1) / cd));
      if (nOk) need = 0;
      // Every key of the candidate is checked against the record's key set (built above;
      // small, so it stays in cache), rarest first, stopping when a threshold is out of reach.
      let o = 0;
      let k = keyStart[q]!;
      const e = keyStart[q + 1]!;
      let slack = e - k - need; // misses allowed before the threshold is out of reach
      if (slack < 0) continue;
      for (; k < e; k++) {
        if (this.has(keys[2 * k]!, keys[2 * k + 1]!)) o++;
        else if (--slack < 0) break;
      }
      if (slack < 0) continue;
      let rules = 0;
      if (jOk && jd * o >= jn * (sizeA + sizeB - o)) rules |= RULE_JACCARD;
      if (cOk && cd * o >= cn * sizeA) rules |= RULE_CONTAINMENT;
      if (nOk) rules |= RULE_NGRAM13;
      if (rules !== 0) this.matches.push({ probe: ix.orig[q]!, common: o, probeSize: sizeA, corpusSize: sizeB, rules });
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

  /** |B|: the number of distinct keys among keysHi/keysLo[0, nk); leaves them in the set `has` reads. */
  private distinctKeys(nk: number): number {
    let cap = 64;
    while (cap < 4 * nk) cap *= 2;
    if (this.set.length < 4 * cap) {
      this.set = new Int32Array(4 * cap);
      this.setGen = 0;
    }
    if (this.setGen === 0x7fffffff) {
      this.set.fill(0);
      this.setGen = 0;
    }
    const gen = ++this.setGen;
    const mask = cap - 1;
    this.setMask = mask;
    const { set, keysHi, keysLo } = this;
    let distinct = 0;
    for (let j = 0; j < nk; j++) {
      const hi = keysHi[j]!;
      const lo = keysLo[j]!;
      let i = slotOf(hi, lo) & mask;
      for (;;) {
        const x = i << 2;
        if (set[x] !== gen) {
          set[x] = gen;
          set[x + 1] = hi;
          set[x + 2] = lo;
          distinct++;
          break;
        }
        if (set[x + 1] === hi && set[x + 2] === lo) break;
        i = (i + 1) & mask;
      }
    }
    return distinct;
  }

  /** Whether the current record has the key (after distinctKeys). */
  private has(hi: number, lo: number): boolean {
    const mask = this.setMask;
    const gen = this.setGen;
    const set = this.set;
    let i = slotOf(hi, lo) & mask;
    for (;;) {
      const x = i << 2;
      if (set[x] !== gen) return false;
      if (set[x + 1] === hi && set[x + 2] === lo) return true;
      i = (i + 1) & mask;
    }
  }
}

/** Insertion sort of a[0, n): records have tens of indexed shingles, mostly near order already. */
function sortAscending(a: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

function slotOf(hi: number, lo: number): number {
  let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return h ^ (h >>> 13);
}
