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

/** Open-addressing map from a packed key to a non-negative int; get() is -1 when absent. */
export class KeyTable {
  private hi: Int32Array;
  private lo: Int32Array;
  private val: Int32Array;
  private mask: number;
  /** One bit per hash value (low bits), 8 bits per slot: false-positive rate ≤ ~6%. */
  private bloom: Int32Array;
  private bloomMask: number;
  size = 0;

  constructor(expected = 16) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.hi = new Int32Array(cap);
    this.lo = new Int32Array(cap);
    this.val = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    this.bloom = new Int32Array(cap / 4);
    this.bloomMask = cap / 4 - 1;
  }

  get(hi: number, lo: number): number {
    const h = mix(hi, lo);
    // Most corpus shingles are not probe shingles: a small bitmap (L1-resident) answers those.
    if ((this.bloom[(h >>> 5) & this.bloomMask]! & (1 << (h & 31))) === 0) return -1;
    const mask = this.mask;
    const val = this.val;
    let i = (h >>> 7) & mask;
    for (;;) {
      const v = val[i]!;
      if (v < 0) return -1;
      if (this.hi[i] === hi && this.lo[i] === lo) return v;
      i = (i + 1) & mask;
    }
  }

  /** The value stored for the key, or stores `v` and returns -1. */
  putIfAbsent(hi: number, lo: number, v: number): number {
    if ((this.size + 1) * 2 > this.val.length) this.grow();
    const mask = this.mask;
    const h = mix(hi, lo);
    let i = (h >>> 7) & mask;
    for (;;) {
      const cur = this.val[i]!;
      if (cur < 0) {
        this.hi[i] = hi;
        this.lo[i] = lo;
        this.val[i] = v;
        this.size++;
        this.bloom[(h >>> 5) & this.bloomMask]! |= 1 << (h & 31);
        return -1;
      }
      if (this.hi[i] === hi && this.lo[i] === lo) return cur;
      i = (i + 1) & mask;
    }
  }

  set(hi: number, lo: number, v: number): void {
    const mask = this.mask;
    const h = mix(hi, lo);
    let i = (h >>> 7) & mask;
    for (;;) {
      if (this.val[i]! < 0 || (this.hi[i] === hi && this.lo[i] === lo)) {
        if (this.val[i]! < 0) this.size++;
        this.bloom[(h >>> 5) & this.bloomMask]! |= 1 << (h & 31);
        this.hi[i] = hi;
        this.lo[i] = lo;
        this.val[i] = v;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  forEach(fn: (hi: number, lo: number, v: number) => void): void {
    for (let i = 0; i < this.val.length; i++) if (this.val[i]! >= 0) fn(this.hi[i]!, this.lo[i]!, this.val[i]!);
  }

  private grow(): void {
    const { hi, lo, val } = this;
    const cap = val.length * 2;
    this.hi = new Int32Array(cap);
    this.lo = new Int32Array(cap);
    this.val = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    this.bloom = new Int32Array(cap / 4);
    this.bloomMask = cap / 4 - 1;
    this.size = 0;
    for (let i = 0; i < val.length; i++) if (val[i]! >= 0) this.set(hi[i]!, lo[i]!, val[i]!);
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
