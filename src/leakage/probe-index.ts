import { FAST_DROP, FAST_MAP } from "./fast-map.js";
import { wordNgrams } from "./janitor.js";
import { FILL, int32, KeyTable, type KeyTableParts } from "./keytable.js";
import { buildNgramParts, type NgramParts, NgramTable } from "./ngram-table.js";
import { normalizeToCodePoints } from "./normalize.js";
import { minOverlap, type Ratio } from "./threshold.js";

export interface MatchRules {
  /** Shingle width w (1–3). */
  readonly width: number;
  readonly jaccard: Ratio;
  /** null: containment off. */
  readonly containment: Ratio | null;
  /** Containment applies only to probes with at least this many shingles. */
  readonly minContainmentShingles: number;
  readonly ngram13: boolean;
}

/**
 * Everything a scanner reads, as typed arrays (on SharedArrayBuffers when built for workers, so
 * every worker thread reads the one copy) plus the 13-gram map. Probes are renumbered by size:
 * "internal" ids q run in order of |A|, so a posting list (ascending q) is ordered by probe size
 * and the length filter is a cut of it.
 */
export interface IndexParts {
  readonly rules: MatchRules;
  readonly probeCount: number;
  readonly emptyProbes: number;
  /** Packed key of an indexed (prefix) shingle → its posting list id. */
  readonly dict: KeyTableParts;
  /** Internal id → the probe's position in the input. */
  readonly orig: Int32Array;
  /** Input position → internal id. */
  readonly internal: Int32Array;
  /** |A| (distinct shingles) per internal id, non-decreasing. */
  readonly size: Int32Array;
  /** firstOfSize[s]: first internal id with |A| ≥ s, for s = 0 … maxSize + 1. */
  readonly firstOfSize: Int32Array;
  /**
   * Posting list t: postProbe[postStart[t] .. postStart[t+1]), entries (q << 4) | k ascending in
   * q (k: the prefix hits probe q needs, so the scan reads no per-probe array to decide).
   */
  readonly postStart: Int32Array;
  readonly postProbe: Int32Array;
  /**
   * Posting list t's probe signature, 64 bits as [lo, hi] at 2t: bit probeBit(q) of every probe q
   * on the list (all bits when one of them needs fewer than PREFIX_HITS hits). A probe reaching
   * its k = PREFIX_HITS hits sets its bit in k of a record's lists, so a record whose lists set no
   * bit PREFIX_HITS times has no candidate (line-scanner.ts fewHits).
   */
  readonly listBits: Int32Array;
  /**
   * Probe q's shingle keys, rarest first, interleaved [hi, lo]: key i at
   * keys[2·(keyStart[q] + i)]; the first prefixLength(|A|) of them are the indexed prefix.
   */
  readonly keyStart: Int32Array;
  readonly keys: Int32Array;
  /** Word 13-gram → internal ids (only with rules.ngram13). */
  readonly ngrams: NgramParts | null;
}

/**
 * The probes as an exact prefix-filter index (AllPairs with a k-token prefix count, docs/leakage.md
 * "Why it is exact and still fast"): shingles are ranked rarest first by their frequency among the
 * probes plus a corpus sample; a probe of |A| shingles whose rules accept an overlap of o = o_min(|A|)
 * or more is indexed under its first |A| − o + k shingles in that order, k = min(PREFIX_HITS, o). A
 * corpus line sharing ≥ o shingles with A shares at least k of those (only o − k lie outside them),
 * so a probe reached by fewer than k of the line's shingles cannot match and is never verified.
 */
export class ProbeIndex {
  readonly rules: MatchRules;
  readonly dict: KeyTable;
  readonly probeCount: number;
  readonly emptyProbes: number;
  readonly orig: Int32Array;
  readonly internal: Int32Array;
  readonly size: Int32Array;
  readonly firstOfSize: Int32Array;
  readonly postStart: Int32Array;
  readonly postProbe: Int32Array;
  readonly listBits: Int32Array;
  readonly keyStart: Int32Array;
  readonly keys: Int32Array;
  readonly ngrams: NgramTable | null;
  /** Number of posting lists (indexed shingles). */
  readonly tokenCount: number;
  /** Per size s: the prefix length and the prefix hits k a candidate needs (index by s). */
  readonly prefixOfSize: Int32Array;
  readonly kOfSize: Uint8Array;
  /**
   * The record-side prefix cut (docs/leakage.md "Why it is exact and still fast"): at slack v
   * (|B| less the 1-based rank position of a record's indexed shingle), only probes with id below
   * idUnderSlack[min(v, maxSize)] can still owe that shingle one of their k hits.
   */
  readonly idUnderSlack: Int32Array;

  constructor(readonly parts: IndexParts) {
    this.rules = parts.rules;
    this.dict = KeyTable.fromParts(parts.dict);
    this.probeCount = parts.probeCount;
    this.emptyProbes = parts.emptyProbes;
    this.orig = parts.orig;
    this.internal = parts.internal;
    this.size = parts.size;
    this.firstOfSize = parts.firstOfSize;
    this.postStart = parts.postStart;
    this.postProbe = parts.postProbe;
    this.listBits = parts.listBits;
    this.keyStart = parts.keyStart;
    this.keys = parts.keys;
    this.ngrams = parts.ngrams ? new NgramTable(parts.ngrams) : null;
    this.tokenCount = parts.postStart.length - 1;
    const maxSize = parts.firstOfSize.length - 2;
    this.prefixOfSize = new Int32Array(maxSize + 1);
    this.kOfSize = new Uint8Array(maxSize + 1);
    for (let s = 1; s <= maxSize; s++) {
      const k = prefixHits(this.rules, s);
      this.prefixOfSize[s] = s - minOverlapFor(this.rules, s) + k;
      this.kOfSize[s] = k;
    }
    this.idUnderSlack = slackCut(this.rules, parts.firstOfSize, maxSize);
  }

  /**
   * Builds the index. `sample`: a few corpus records, used only to order shingles by how common
   * they are where they will be looked up (rare first keeps prefixes selective); any order is
   * exact. `shared`: allocate the arrays on SharedArrayBuffers (for worker threads).
   */
  static build(
    texts: readonly string[],
    rules: MatchRules,
    sample: readonly string[] = [],
    shared = false,
  ): ProbeIndex {
    return new ProbeIndex(buildParts(texts, rules, sample, shared));
  }

  /** |A| of the probe at input position p. */
  probeSize(p: number): number {
    return this.size[this.internal[p]!]!;
  }

  /** Bytes held by the index's arrays. */
  get bytes(): number {
    const arrays = [
      this.orig,
      this.internal,
      this.size,
      this.firstOfSize,
      this.postStart,
      this.postProbe,
      this.listBits,
      this.keyStart,
      this.keys,
    ];
    return this.dict.bytes + (this.ngrams?.bytes ?? 0) + arrays.reduce((n, a) => n + a.byteLength, 0);
  }
}

/**
 * k: how many of its indexed shingles a record must share with a probe of `size` shingles
 * before the probe is verified (its prefix is |A| − o + k long). Any k ≤ o is exact; a larger k
 * means one more posting per probe per step and far fewer candidates. Measured in the bench
 * (1M lines; 100,000-line slice at 300k probes): at 300k probes k = 4 left 22 candidates per
 * line in 3.65 s, k = 6 left 3.3 in 3.00 s, k = 8 left 0.16 in 3.26 s; at 2,000 probes 1.42,
 * 1.50 and 1.73 s. 1 ≤ k ≤ 7 (line-scanner.ts fewHits counts to 7; k is packed in 4 bits).
 */
export const PREFIX_HITS = 6;
if (!(PREFIX_HITS >= 1 && PREFIX_HITS <= 7)) throw new Error("PREFIX_HITS must be 1–7 (fewHits counts to 7)");

/** A probe's bit in the 64-bit list signatures (listBits). */
export function probeBit(q: number): number {
  return Math.imul(q, 0x9e3779b1) >>> 26;
}

export function prefixHits(rules: MatchRules, size: number): number {
  return Math.min(PREFIX_HITS, minOverlapFor(rules, size));
}

/**
 * A pair of overlap ≥ o has its first k common shingles (in rank order) at rank positions
 * ≤ |B| − o + k among the record's indexed shingles: o − k of the common ones, and so at least that
 * many of B's, rank after them. So a record's shingle at position i can only count for probes with
 * g(|A|) = o_min(|A|) − k(|A|) ≤ |B| − i. g need not be monotone in |A| (containment switches on
 * at minContainmentShingles), so its suffix minimum is used: a superset, still exact.
 */
function slackCut(rules: MatchRules, firstOfSize: Int32Array, maxSize: number): Int32Array {
  const gMin = new Int32Array(maxSize + 2).fill(0x7fffffff);
  for (let s = maxSize; s >= 1; s--) {
    const g = minOverlapFor(rules, s) - prefixHits(rules, s);
    gMin[s] = Math.min(g, gMin[s + 1]!);
  }
  const cut = new Int32Array(maxSize + 1);
  // ids run in order of size, and gMin is non-decreasing in size: the probes allowed at slack v
  // are the ids below the first size whose gMin exceeds v.
  let s = 1;
  for (let v = 0; v <= maxSize; v++) {
    while (s <= maxSize && gMin[s]! <= v) s++;
    cut[v] = firstOfSize[s]!;
  }
  return cut;
}

/** The smallest overlap any rule could accept for a probe of `size` shingles. */
export function minOverlapFor(rules: MatchRules, size: number): number {
  let o = minOverlap(rules.jaccard, size);
  const c = rules.containment;
  if (c && size >= rules.minContainmentShingles) o = Math.min(o, minOverlap(c, size));
  return o;
}

/** A growable Int32Array (the build's temporaries are sized by what they hold, not by a guess). */
class Grow {
  a = new Int32Array(1024);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
}

/**
 * A text's shingle keys (positions, duplicates included) into reusable arrays: the FAST_MAP
 * shortcut per UTF-16 unit, the specification pipeline when a unit is not covered (as
 * normalizeStringFast, without its temporary arrays: the build reads every probe and a 4 MiB sample).
 */
export class KeyScratch {
  cps = new Int32Array(1024);
  hi = new Int32Array(1024);
  lo = new Int32Array(1024);

  constructor(private readonly w: number) {}

  keys(text: string): number {
    if (this.cps.length < text.length) this.cps = new Int32Array(2 * text.length);
    let cps = this.cps;
    const map = FAST_MAP;
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const m = map[text.charCodeAt(i)]!;
      if (m >= 0) cps[n++] = m;
      else if (m !== FAST_DROP) {
        const list = normalizeToCodePoints(text);
        if (cps.length < list.length) cps = this.cps = new Int32Array(2 * list.length);
        for (let j = 0; j < list.length; j++) cps[j] = list[j]!;
        n = list.length;
        break;
      }
    }
    if (n === 0) return 0;
    const w = this.w;
    const nk = n < w ? 1 : n - w + 1;
    if (this.hi.length < nk) {
      this.hi = new Int32Array(2 * nk);
      this.lo = new Int32Array(2 * nk);
    }
    const { hi, lo } = this;
    if (n < w) {
      const c1 = n > 1 ? cps[1]! : FILL;
      hi[0] = (cps[0]! << 10) | (c1 >>> 11);
      lo[0] = ((c1 & 0x7ff) << 21) | FILL;
      return 1;
    }
    for (let j = 0; j < nk; j++) {
      const c0 = cps[j]!;
      const c1 = w > 1 ? cps[j + 1]! : FILL;
      const c2 = w > 2 ? cps[j + 2]! : FILL;
      hi[j] = (c0 << 10) | (c1 >>> 11);
      lo[j] = ((c1 & 0x7ff) << 21) | c2;
    }
    return nk;
  }
}

function buildParts(
  texts: readonly string[],
  rules: MatchRules,
  sample: readonly string[],
  shared: boolean,
): IndexParts {
  const P = texts.length;
  // Distinct shingles get provisional ids in order of first appearance; the table grows with them.
  const provisional = new KeyTable(1024);
  const keyHi = new Grow();
  const keyLo = new Grow();
  const df = new Grow();
  const seen = new Grow(); // provisional id → last probe (+1) that had it: per-probe dedupe
  const flat = new Grow(); // each probe's distinct provisional ids, probe after probe
  const start = new Int32Array(P + 1);
  const scratch = new KeyScratch(rules.width);
  let empty = 0;
  for (let p = 0; p < P; p++) {
    const nk = scratch.keys(texts[p]!);
    const hs = scratch.hi;
    const ls = scratch.lo;
    if (nk === 0) empty++;
    for (let i = 0; i < nk; i++) {
      let id = provisional.putIfAbsent(hs[i]!, ls[i]!, keyHi.n);
      if (id < 0) {
        id = keyHi.n;
        keyHi.push(hs[i]!);
        keyLo.push(ls[i]!);
        df.push(0);
        seen.push(0);
      }
      if (seen.a[id] === p + 1) continue;
      seen.a[id] = p + 1;
      df.a[id]!++;
      flat.push(id);
    }
    start[p + 1] = flat.n;
  }
  const T = keyHi.n;
  const weight = df.a.subarray(0, T);
  weighBySample(sample, scratch, provisional, weight);
  const { rank, provOfRank } = rankByWeight(weight);

  const { firstOfSize, orig, internal, size } = renumberBySize(start, P, shared);
  if (P >= 2 ** 27) throw new Error(`${P} probes: the index holds at most 2^27`);
  const prefixOf = (s: number): number => (s === 0 ? 0 : s - minOverlapFor(rules, s) + prefixHits(rules, s));

  // Each probe's ranks, sorted (rarest first), in internal order; count the postings per rank.
  const total = flat.n;
  const keyStart = int32(P + 1, shared);
  for (let q = 0; q < P; q++) keyStart[q + 1] = keyStart[q]! + size[q]!;
  const ranks = new Int32Array(total);
  const postCountByRank = new Int32Array(T);
  for (let q = 0; q < P; q++) {
    const p = orig[q]!;
    const at = keyStart[q]!;
    for (let i = start[p]!, j = at; i < start[p + 1]!; i++, j++) ranks[j] = rank[flat.a[i]!]!;
    const mine = ranks.subarray(at, at + size[q]!);
    mine.sort();
    const pre = prefixOf(size[q]!);
    for (let i = 0; i < pre; i++) postCountByRank[mine[i]!]!++;
  }
  // Posting list ids: the indexed ranks in rank order.
  let L = 0;
  const listOfRank = new Int32Array(T).fill(-1);
  for (let r = 0; r < T; r++) if (postCountByRank[r]! > 0) listOfRank[r] = L++;
  const dict = new KeyTable(L, shared, 4);
  const postStart = int32(L + 1, shared);
  // Most common first: they take their home slots, so the lookups a scan makes most often are
  // answered there (keytable.ts getMany); rare shingles are the ones displaced.
  for (let r = T - 1; r >= 0; r--) {
    const t = listOfRank[r]!;
    if (t < 0) continue;
    const prov = provOfRank[r]!;
    dict.set(keyHi.a[prov]!, keyLo.a[prov]!, t);
    postStart[t + 1] = postCountByRank[r]!;
  }
  for (let t = 0; t < L; t++) postStart[t + 1]! += postStart[t]!;
  const postProbe = int32(postStart[L]!, shared);
  const keys = int32(2 * total, shared);
  {
    const fill = postStart.slice(0, L);
    for (let q = 0; q < P; q++) {
      const at = keyStart[q]!;
      const pre = prefixOf(size[q]!);
      for (let i = 0; i < size[q]!; i++) {
        const r = ranks[at + i]!;
        const prov = provOfRank[r]!;
        keys[2 * (at + i)] = keyHi.a[prov]!;
        keys[2 * (at + i) + 1] = keyLo.a[prov]!;
        if (i < pre) postProbe[fill[listOfRank[r]!]!++] = (q << 4) | prefixHits(rules, size[q]!);
      }
    }
  }

  const listBits = listBitsOf(postStart, postProbe, L, shared);
  const ngrams = rules.ngram13 ? ngramPartsOf(texts, orig, shared) : null;
  return {
    rules,
    probeCount: P,
    emptyProbes: empty,
    dict: dict.withFilter(shared).parts(),
    orig,
    internal,
    size,
    firstOfSize,
    postStart,
    postProbe,
    listBits,
    keyStart,
    keys,
    ngrams,
  };
}

/** Each shingle's weight gains its occurrences in the corpus sample (capped below 2^30 for the rank pack). */
function weighBySample(
  sample: readonly string[],
  scratch: KeyScratch,
  provisional: KeyTable,
  weight: Int32Array,
): void {
  for (const text of sample) {
    const nk = scratch.keys(text);
    const hs = scratch.hi;
    const ls = scratch.lo;
    for (let i = 0; i < nk; i++) {
      const id = provisional.get(hs[i]!, ls[i]!);
      if (id >= 0 && weight[id]! < 0x3fffffff) weight[id]!++;
    }
  }
}

/**
 * Rank: by weight, ties by first appearance (deterministic). Packed into doubles so the sort is
 * the engine's numeric one: weight < 2^30 and id < 2^23 keep the pack exact below 2^53.
 */
function rankByWeight(weight: Int32Array): { rank: Int32Array; provOfRank: Int32Array } {
  const T = weight.length;
  const rank = new Int32Array(T);
  if (T < 2 ** 23) {
    const packed = new Float64Array(T);
    for (let i = 0; i < T; i++) packed[i] = weight[i]! * 2 ** 23 + i;
    packed.sort();
    for (let r = 0; r < T; r++) rank[packed[r]! % 2 ** 23] = r;
  } else {
    const order = Array.from({ length: T }, (_, i) => i).sort((a, b) => weight[a]! - weight[b]! || a - b);
    for (let r = 0; r < T; r++) rank[order[r]!] = r;
  }
  const provOfRank = new Int32Array(T);
  for (let i = 0; i < T; i++) provOfRank[rank[i]!] = i;
  return { rank, provOfRank };
}

/** Renumber probes by size (stable): posting lists in id order are then in size order. */
function renumberBySize(start: Int32Array, P: number, shared: boolean) {
  let maxSize = 0;
  for (let p = 0; p < P; p++) maxSize = Math.max(maxSize, start[p + 1]! - start[p]!);
  const firstOfSize = int32(maxSize + 2, shared);
  for (let p = 0; p < P; p++) firstOfSize[start[p + 1]! - start[p]! + 1]!++;
  for (let s = 1; s <= maxSize + 1; s++) firstOfSize[s]! += firstOfSize[s - 1]!;
  const orig = int32(P, shared);
  const internal = int32(P, shared);
  const size = int32(P, shared);
  const fill = firstOfSize.slice(0, maxSize + 1);
  for (let p = 0; p < P; p++) {
    const s = start[p + 1]! - start[p]!;
    const q = fill[s]!++;
    orig[q] = p;
    internal[p] = q;
    size[q] = s;
  }
  return { firstOfSize, orig, internal, size };
}

/** Each posting list's probe bits (two words), or -1 -1 where a probe on it needs fewer hits. */
function listBitsOf(postStart: Int32Array, postProbe: Int32Array, L: number, shared: boolean): Int32Array {
  const listBits = int32(2 * L, shared);
  for (let t = 0; t < L; t++) {
    let lo = 0;
    let hi = 0;
    for (let i = postStart[t]!; i < postStart[t + 1]!; i++) {
      const entry = postProbe[i]!;
      if ((entry & 15) < PREFIX_HITS) {
        lo = hi = -1;
        break;
      }
      const b = probeBit(entry >>> 4);
      if (b < 32) lo |= 1 << b;
      else hi |= 1 << (b - 32);
    }
    listBits[2 * t] = lo;
    listBits[2 * t + 1] = hi;
  }
  return listBits;
}

/** The word 13-grams of each probe, in internal order. */
function ngramPartsOf(texts: readonly string[], orig: Int32Array, shared: boolean): NgramParts {
  const map = new Map<string, number[]>();
  for (let q = 0; q < orig.length; q++) {
    for (const g of new Set(wordNgrams(texts[orig[q]!]!))) {
      const list = map.get(g);
      if (list) list.push(q);
      else map.set(g, [q]);
    }
  }
  return buildNgramParts(map, shared);
}
