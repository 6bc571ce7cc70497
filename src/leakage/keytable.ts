/**
 * Exact shingle keys: up to three code points (21 bits each) packed into 63 bits, held as two
 * int32 halves, so sets are exact (no hash collisions can merge two shingles). A short text
 * (fewer code points than the shingle width) pads with FILL, a value no code point can take.
 */
export const FILL = 0x1fffff;
export const MAX_WIDTH = 3;

export function keyHi(c0: number, c1: number): number {
  return (c0 << 10) | (c1 >>> 11);
}
export function keyLo(c1: number, c2: number): number {
  return ((c1 & 0x7ff) << 21) | c2;
}

export function mix(hi: number, lo: number): number {
  let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A KeyTable's arrays, for handing a built table to worker threads without copying it. */
export interface KeyTableParts {
  readonly slots: Int32Array;
  readonly size: number;
  readonly filter: Int32Array | null;
}

/** Int32Array of n, on a SharedArrayBuffer when `shared` (workers then read the same memory). */
export function int32(n: number, shared: boolean): Int32Array {
  return shared ? new Int32Array(new SharedArrayBuffer(4 * n)) : new Int32Array(n);
}

/**
 * Open-addressing map from a packed key to a non-negative int; get() is -1 when absent. Each
 * slot is [hi, lo, value, passed] in one Int32Array, so a probe touches one cache line; `passed`
 * is 1 when some key was placed beyond the slot by linear probing, so a lookup that finds its
 * home slot holding another key (or nothing) and `passed` 0 is answered there, without a branch
 * on the outcome (scans look up every shingle; about as many are probe shingles as not).
 */
export class KeyTable {
  private slots: Int32Array;
  private cap: number;
  private mask: number;
  size = 0;
  /**
   * For a small table, one bit per hash value in a bitmap small enough for a core's first-level
   * cache and TLB: most corpus shingles absent from the table are answered there (see withFilter).
   */
  private filter: Int32Array | null = null;
  private filterMask = 0;

  /**
   * `slotsPerKey`: capacity per expected key (a power of two ≥ 2); sparser tables answer more
   * lookups at the home slot. `shared`: the arrays live on SharedArrayBuffers (only for a table
   * filled once: growing would leave them).
   */
  constructor(
    expected = 16,
    private readonly shared = false,
    slotsPerKey = 2,
  ) {
    let cap = 16;
    while (cap < expected * slotsPerKey) cap *= 2;
    this.cap = cap;
    this.slots = KeyTable.emptySlots(cap, shared);
    this.mask = cap - 1;
  }

  /** A read-only view of a table built elsewhere (e.g. on the main thread, shared with a worker). */
  static fromParts(p: KeyTableParts): KeyTable {
    const t = new KeyTable(1);
    t.slots = p.slots;
    t.cap = p.slots.length / 4;
    t.mask = t.cap - 1;
    t.size = p.size;
    if (p.filter) t.useFilter(p.filter);
    return t;
  }

  parts(): KeyTableParts {
    return { slots: this.slots, size: this.size, filter: this.filter };
  }

  /**
   * Adds the bitmap when it can be at most 128 KiB with 16 bits a key (false positives ≤ 1/16);
   * a larger table is looked up in full (where most shingles of a record are probe shingles
   * anyway, the bitmap would answer few). Call once the table is filled.
   */
  withFilter(shared: boolean): this {
    const MAX_BITS = 1 << 20;
    if (this.size * 16 > MAX_BITS) return this;
    let bits = 1 << 12;
    while (bits < this.size * 16) bits *= 2;
    const filter = int32(bits / 32, shared);
    this.useFilter(filter);
    const s = this.slots;
    for (let j = 0; j < s.length; j += 4) {
      if (s[j + 2]! < 0) continue;
      const h = mix(s[j]!, s[j + 1]!);
      filter[(h >>> 5) & this.filterMask]! |= 1 << (h & 31);
    }
    return this;
  }

  private useFilter(filter: Int32Array): void {
    this.filter = filter;
    this.filterMask = filter.length - 1;
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.slots.byteLength + (this.filter?.byteLength ?? 0);
  }

  private static emptySlots(cap: number, shared: boolean): Int32Array {
    const slots = int32(cap * 4, shared);
    for (let i = 2; i < slots.length; i += 4) slots[i] = -1;
    return slots;
  }

  get(hi: number, lo: number): number {
    const mask = this.mask;
    const slots = this.slots;
    let i = mix(hi, lo) & mask;
    for (;;) {
      const j = i << 2;
      if (slots[j] === hi && slots[j + 1] === lo && slots[j + 2]! >= 0) return slots[j + 2]!;
      if (slots[j + 3] === 0) return -1;
      i = (i + 1) & mask;
    }
  }

  /**
   * Looks up keys (hi[j], lo[j]) for j < n and writes the values found, in order, to out;
   * returns their count; out holds ≥ 2n ints. The home slot decides without a branch: d is 0 only on a match, and
   * (d | -d) >> 31 is then 0, else -1, so `value | that` is the value or -1. The lookups write
   * every answer to its own place first, so none waits for another (a compacting store would
   * chain each to the last one's load); a second pass, on data in L1, keeps the hits.
   */
  getMany(hi: Int32Array, lo: Int32Array, n: number, out: Int32Array): number {
    const mask = this.mask;
    const slots = this.slots;
    const filter = this.filter;
    let m = n;
    if (filter !== null) {
      // Keep, without a branch, the positions whose bitmap bit is set (the hash goes beside them).
      const fm = this.filterMask;
      m = 0;
      for (let j = 0; j < n; j++) {
        const h = mix(hi[j]!, lo[j]!);
        out[m] = j;
        out[n + m] = h;
        m += (filter[(h >>> 5) & fm]! >>> (h & 31)) & 1;
      }
    }
    for (let b = 0; b < m; b++) {
      const j = filter === null ? b : out[b]!;
      const kh = hi[j]!;
      const kl = lo[j]!;
      const x = ((filter === null ? mix(kh, kl) : out[n + b]!) & mask) << 2;
      const d = (slots[x]! ^ kh) | (slots[x + 1]! ^ kl);
      let v = slots[x + 2]! | ((d | -d) >> 31);
      if ((v & -slots[x + 3]!) < 0) v = this.get(kh, kl); // not at home, and some key passed it
      out[b] = v;
    }
    let nh = 0;
    for (let b = 0; b < m; b++) {
      const v = out[b]!;
      out[nh] = v;
      nh += ~v >>> 31;
    }
    return nh;
  }

  /** The value stored for the key, or stores `v` and returns -1. */
  putIfAbsent(hi: number, lo: number, v: number): number {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.mask;
    const slots = this.slots;
    const home = mix(hi, lo) & mask;
    let i = home;
    for (;;) {
      const j = i << 2;
      const cur = slots[j + 2]!;
      if (cur < 0) break;
      if (slots[j] === hi && slots[j + 1] === lo) return cur;
      i = (i + 1) & mask;
    }
    this.place(home, i, hi, lo, v);
    this.size++;
    return -1;
  }

  set(hi: number, lo: number, v: number): void {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.mask;
    const slots = this.slots;
    const home = mix(hi, lo) & mask;
    let i = home;
    for (;;) {
      const j = i << 2;
      const empty = slots[j + 2]! < 0;
      if (empty || (slots[j] === hi && slots[j + 1] === lo)) {
        if (empty) this.size++;
        this.place(home, i, hi, lo, v);
        return;
      }
      i = (i + 1) & mask;
    }
  }

  private place(home: number, i: number, hi: number, lo: number, v: number): void {
    for (let k = home; k !== i; k = (k + 1) & this.mask) this.slots[(k << 2) + 3] = 1;
    const j = i << 2;
    this.slots[j] = hi;
    this.slots[j + 1] = lo;
    this.slots[j + 2] = v;
  }

  forEach(fn: (hi: number, lo: number, v: number) => void): void {
    const s = this.slots;
    for (let j = 0; j < s.length; j += 4) if (s[j + 2]! >= 0) fn(s[j]!, s[j + 1]!, s[j + 2]!);
  }

  private grow(): void {
    if (this.shared) throw new Error("a shared KeyTable cannot grow: size it for its keys");
    const old = this.slots;
    this.cap *= 2;
    this.slots = KeyTable.emptySlots(this.cap, false);
    this.mask = this.cap - 1;
    this.size = 0;
    for (let j = 0; j < old.length; j += 4) if (old[j + 2]! >= 0) this.set(old[j]!, old[j + 1]!, old[j + 2]!);
  }
}
