import { createHash } from "node:crypto";

/**
 * Seeded PRNG for simulations (xoshiro128**, 32-bit state words). Not for cryptography.
 * Seeds go through sha256 so that "seed-1" and "seed-2" give unrelated streams.
 */
export interface Rng {
  /** Uniform on [0, 1) with 53 random bits. */
  next(): number;
  bernoulli(p: number): boolean;
  /** Binomial(n, p) by counting Bernoulli trials: O(n), exact, obviously correct. */
  binomial(n: number, p: number): number;
}

export function createRng(seed: string | number): Rng {
  const digest = createHash("sha256").update(String(seed)).digest();
  const s = new Uint32Array(4);
  for (let i = 0; i < 4; i++) s[i] = digest.readUInt32LE(i * 4);
  if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s[0] = 1;

  const nextU32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = s[1]! << 9;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  };
  const next = (): number => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) / 9007199254740992;
  return {
    next,
    bernoulli: (p) => next() < p,
    binomial: (n, p) => {
      let k = 0;
      for (let i = 0; i < n; i++) if (next() < p) k++;
      return k;
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
