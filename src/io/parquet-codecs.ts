/**
 * Parquet page codecs with a budget: every codec hyparquet can meet refuses a page larger than
 * what is left of the budget before allocating it (a page header can claim any size). zstd goes
 * through the one decoder (src/io/zstd.ts). Shared by the leakage corpus reader and the importers.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type Compressors, snappyUncompress } from "hyparquet";
import { decompressLz4, decompressLz4Raw } from "hyparquet-compressors";
import { zstdDecompressBounded } from "./zstd.js";

/** Thrown when the pages decompress to more than the budget. */
export class PageBudget extends Error {}

export function boundedCompressors(budget: number): Compressors {
  let left = budget;
  const take = (n: number): void => {
    if (!(n >= 0) || n > left) throw new PageBudget();
    left -= n;
  };
  return {
    SNAPPY: (input, n) => {
      take(n);
      const out = new Uint8Array(n);
      snappyUncompress(input, out);
      return out;
    },
    GZIP: (input, n) => (take(n), gunzipSync(input, { maxOutputLength: Math.max(1, n) })),
    BROTLI: (input, n) => (take(n), brotliDecompressSync(input, { maxOutputLength: Math.max(1, n) })),
    ZSTD: (input, n) => (take(n), zstdDecompressBounded(input, n)),
    LZ4: (input, n) => (take(n), decompressLz4(input, n)),
    LZ4_RAW: (input, n) => (take(n), decompressLz4Raw(input, n)),
  };
}
