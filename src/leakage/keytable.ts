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
  readonly bloom: Int32Array;
  readonly size: number;
}

/** Int32Array of n, on a SharedArrayBuffer when `shared` (workers then read the same memory). */
export function int32(n: number, shared: boolean): Int32Array {
  return shared ? new Int32Array(new SharedArrayBuffer(4 * n)) : new Int32Array(n);
}

/**
 * Open-addressing map from a packed key to a non-negative int; get() is -1 when absent. Each
 * slot is [hi, lo, value, unused] in one Int32Array, so a probe touches one cache line.
 */
export class KeyTable {
  private slots: Int32Array;
  private cap: number;
  private mask: number;
  /** One bit per hash value (low bits), 8 bits per slot: false-positive rate ≤ ~6%. */
  private bloom: Int32Array;
  private bloomMask: number;
  size = 0;

  /** `shared`: the arrays live on SharedArrayBuffers (only for a table filled once: growing would leave them). */
  constructor(
    expected = 16,
    private readonly shared = false,
  ) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.cap = cap;
    this.slots = KeyTable.emptySlots(cap, shared);
    this.mask = cap - 1;
    this.bloom = int32(cap / 4, shared);
    this.bloomMask = cap / 4 - 1;
  }

  /** A read-only view of a table built elsewhere (e.g. on the main thread, shared with a worker). */
  static fromParts(p: KeyTableParts): KeyTable {
    const t = new KeyTable(1);
    t.slots = p.slots;
    t.cap = p.slots.length / 4;
    t.mask = t.cap - 1;
    t.bloom = p.bloom;
    t.bloomMask = p.bloom.length - 1;
    t.size = p.size;
    return t;
  }

  parts(): KeyTableParts {
    return { slots: this.slots, bloom: this.bloom, size: this.size };
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.slots.byteLength + this.bloom.byteLength;
  }

  private static emptySlots(cap: number, shared: boolean): Int32Array {
    const slots = int32(cap * 4, shared);
    for (let i = 2; i < slots.length; i += 4) slots[i] = -1;
    return slots;
  }

  get(hi: number, lo: number): number {
    const h = mix(hi, lo);
    // Corpus shingles absent from the table are answered by a small bitmap.
    if ((this.bloom[(h >>> 5) & this.bloomMask]! & (1 << (h & 31))) === 0) return -1;
    const mask = this.mask;
    const slots = this.slots;
    let i = (h >>> 7) & mask;
    for (;;) {
      const j = i << 2;
      const v = slots[j + 2]!;
      if (v < 0) return -1;
      if (slots[j] === hi && slots[j + 1] === lo) return v;
      i = (i + 1) & mask;
    }
  }

  /** The value stored for the key, or stores `v` and returns -1. */
  putIfAbsent(hi: number, lo: number, v: number): number {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.mask;
    const slots = this.slots;
    const h = mix(hi, lo);
    let i = (h >>> 7) & mask;
    for (;;) {
      const j = i << 2;
      const cur = slots[j + 2]!;
      if (cur < 0) break;
      if (slots[j] === hi && slots[j + 1] === lo) return cur;
      i = (i + 1) & mask;
    }
    this.place(i, h, hi, lo, v);
    this.size++;
    return -1;
  }

  set(hi: number, lo: number, v: number): void {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.mask;
    const slots = this.slots;
    const h = mix(hi, lo);
    let i = (h >>> 7) & mask;
    for (;;) {
      const j = i << 2;
      const empty = slots[j + 2]! < 0;
      if (empty || (slots[j] === hi && slots[j + 1] === lo)) {
        if (empty) this.size++;
        this.place(i, h, hi, lo, v);
        return;
      }
      i = (i + 1) & mask;
    }
  }

  private place(i: number, h: number, hi: number, lo: number, v: number): void {
    const j = i << 2;
    this.bloom[(h >>> 5) & this.bloomMask]! |= 1 << (h & 31);
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
    this.bloom = new Int32Array(this.cap / 4);
    this.bloomMask = this.cap / 4 - 1;
    this.size = 0;
    for (let j = 0; j < old.length; j += 4) if (old[j + 2]! >= 0) this.set(old[j]!, old[j + 1]!, old[j + 2]!);
  }
}

/**
 * Distinct packed shingle keys of a normalized text (width w ≤ 3), appended to hiOut/loOut;
 * returns the count of shingle positions (duplicates included; callers dedupe if needed).
 */
export function shingleKeys(cps: ArrayLike<number>, n: number, w: number, hiOut: number[], loOut: number[]): void {
  if (n === 0) return;
  if (n < w) {
    const c0 = cps[0]!;
    const c1 = n > 1 ? cps[1]! : FILL;
    hiOut.push(keyHi(c0, c1));
    loOut.push(keyLo(c1, FILL));
    return;
  }
  for (let i = 0; i + w <= n; i++) {
    const c0 = cps[i]!;
    const c1 = w > 1 ? cps[i + 1]! : FILL;
    const c2 = w > 2 ? cps[i + 2]! : FILL;
    hiOut.push(keyHi(c0, c1));
    loOut.push(keyLo(c1, c2));
  }
}
