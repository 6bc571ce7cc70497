import { normalizeStringFast } from "./fast-map.js";
import { wordNgrams } from "./janitor.js";
import { KeyTable, shingleKeys } from "./keytable.js";
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
 * The probes as an exact prefix-filter index (AllPairs): shingles are ranked rarest first by
 * their frequency among the probes plus a corpus sample; each probe is indexed under its first
 * |A| − minOverlap(|A|) + 1 shingles in that order. A corpus line whose overlap with A reaches
 * minOverlap must contain one of them (pigeonhole), so looking up every shingle of the line in
 * the index finds every candidate and verification makes the answer exact.
 */
export class ProbeIndex {
  /** Packed shingle key → rank (token id; lower = rarer among the probes). */
  readonly dict: KeyTable;
  readonly tokenCount: number;
  readonly probeCount: number;
  /** Probe p's tokens, sorted by rank: probeTokens[probeStart[p] .. probeStart[p+1]). */
  readonly probeStart: Int32Array;
  readonly probeTokens: Int32Array;
  /** Probes indexed under token t: postProbe[postStart[t] .. postStart[t+1]). */
  readonly postStart: Int32Array;
  readonly postProbe: Int32Array;
  /** 1 when some probe is indexed under token t. */
  readonly hasPostings: Uint8Array;
  /** Word 13-gram → probes (only with rules.ngram13). */
  readonly ngrams: Map<string, number[]> | null;
  /** Probes whose normalized text is empty (they match nothing). */
  readonly emptyProbes: number;

  /**
   * `sample`: a few corpus records, used only to order shingles by how common they are where they
   * will be looked up (rare first keeps prefixes selective). Any order is exact; this one is fast.
   */
  constructor(
    texts: readonly string[],
    readonly rules: MatchRules,
    sample: readonly string[] = [],
  ) {
    const w = rules.width;
    const provisional = new KeyTable(texts.length * 32);
    const keyHi: number[] = [];
    const keyLo: number[] = [];
    const df: number[] = [];
    const probeProv: Int32Array[] = [];
    let empty = 0;
    const hs: number[] = [];
    const ls: number[] = [];
    for (const text of texts) {
      hs.length = 0;
      ls.length = 0;
      const cps = normalizeStringFast(text);
      shingleKeys(cps, cps.length, w, hs, ls);
      if (hs.length === 0) empty++;
      const ids = new Set<number>();
      for (let i = 0; i < hs.length; i++) {
        let id = provisional.putIfAbsent(hs[i]!, ls[i]!, keyHi.length);
        if (id < 0) {
          id = keyHi.length;
          keyHi.push(hs[i]!);
          keyLo.push(ls[i]!);
          df.push(0);
        }
        ids.add(id);
      }
      for (const id of ids) df[id]!++;
      probeProv.push(Int32Array.from(ids));
    }
    const T = keyHi.length;
    const weight = Float64Array.from(df);
    for (const text of sample) {
      hs.length = 0;
      ls.length = 0;
      const cps = normalizeStringFast(text);
      shingleKeys(cps, cps.length, w, hs, ls);
      for (let i = 0; i < hs.length; i++) {
        const id = provisional.get(hs[i]!, ls[i]!);
        if (id >= 0) weight[id]!++;
      }
    }
    const order = Array.from({ length: T }, (_, i) => i).sort(
      (a, b) => weight[a]! - weight[b]! || keyHi[a]! - keyHi[b]! || keyLo[a]! - keyLo[b]!,
    );
    const rank = new Int32Array(T);
    for (let r = 0; r < T; r++) rank[order[r]!] = r;
    this.dict = new KeyTable(T);
    for (let prov = 0; prov < T; prov++) this.dict.set(keyHi[prov]!, keyLo[prov]!, rank[prov]!);

    const P = texts.length;
    this.probeStart = new Int32Array(P + 1);
    for (let p = 0; p < P; p++) this.probeStart[p + 1] = this.probeStart[p]! + probeProv[p]!.length;
    this.probeTokens = new Int32Array(this.probeStart[P]!);
    const postCount = new Int32Array(T + 1);
    for (let p = 0; p < P; p++) {
      const toks = probeProv[p]!.map((prov) => rank[prov]!).sort();
      this.probeTokens.set(toks, this.probeStart[p]!);
      const pre = this.prefixLength(toks.length);
      for (let i = 0; i < pre; i++) postCount[toks[i]! + 1]!++;
    }
    for (let t = 0; t < T; t++) postCount[t + 1]! += postCount[t]!;
    this.postStart = postCount;
    this.postProbe = new Int32Array(postCount[T]!);
    const fill = postCount.slice(0, T);
    for (let p = 0; p < P; p++) {
      const s = this.probeStart[p]!;
      const pre = this.prefixLength(this.probeStart[p + 1]! - s);
      for (let i = 0; i < pre; i++) this.postProbe[fill[this.probeTokens[s + i]!]!++] = p;
    }

    this.hasPostings = new Uint8Array(T);
    for (let t = 0; t < T; t++) this.hasPostings[t] = postCount[t + 1]! > postCount[t]! ? 1 : 0;

    if (rules.ngram13) {
      this.ngrams = new Map();
      texts.forEach((text, p) => {
        for (const g of new Set(wordNgrams(text))) {
          const list = this.ngrams!.get(g);
          if (list) list.push(p);
          else this.ngrams!.set(g, [p]);
        }
      });
    } else this.ngrams = null;

    this.tokenCount = T;
    this.probeCount = P;
    this.emptyProbes = empty;
  }

  /** The smallest overlap any rule could accept for a probe of `size` shingles. */
  minOverlapFor(size: number): number {
    let o = minOverlap(this.rules.jaccard, size);
    const c = this.rules.containment;
    if (c && size >= this.rules.minContainmentShingles) o = Math.min(o, minOverlap(c, size));
    return o;
  }

  prefixLength(size: number): number {
    return size === 0 ? 0 : size - this.minOverlapFor(size) + 1;
  }
}
