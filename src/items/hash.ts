import { createHash } from "node:crypto";

/** sha256(a ‖ NUL ‖ b) over UTF-8: the NUL keeps ("a", "bc") and ("ab", "c") apart. */
export function saltedDigest(salt: string, id: string): Buffer {
  return createHash("sha256").update(salt, "utf8").update(Buffer.of(0)).update(id, "utf8").digest();
}

/** First 8 bytes of sha256(salt ‖ NUL ‖ id) as a big-endian unsigned integer. */
export function first8(salt: string, id: string): bigint {
  return saltedDigest(salt, id).readBigUInt64BE(0);
}

/**
 * contamlab's unit_hash: first8 / 2⁶⁴ in [0, 1). `Number(bigint)` rounds to nearest like
 * Python's int / int, and dividing by a power of two is exact, so the doubles agree bit for bit.
 */
export function unitHash(salt: string, id: string): number {
  return Number(first8(salt, id)) / 2 ** 64;
}

/** Python's str ordering (by code point); JS `<` compares UTF-16 units, which differs above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
