/**
 * The raw bytes of a source, decompressed: a file or standard input, through gunzip or the one
 * zstd decoder (src/io/zstd.ts). Caps are not applied here: openChunks in read-records.ts applies
 * them to what comes out, with `consumed()` for the expansion rule (docs/reliability.md "Caps").
 */
import { createReadStream } from "node:fs";
import { Readable, type Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { createZstdDecompressor, ZstdError } from "../../io/zstd.js";
import { ZSTD_READ_BYTES } from "../../limits.js";

export type Compression = "none" | "gzip" | "zstd";

/** Where a source's bytes come from: a checked file, or standard input (read once). */
export type ByteOrigin =
  | { readonly kind: "file"; readonly real: string }
  | { readonly kind: "stdin"; readonly open: () => AsyncIterable<Uint8Array> };

export interface ByteStream {
  readonly chunks: AsyncIterable<Buffer>;
  /** Compressed bytes read so far (NaN when uncompressed: the caller counts what it got). */
  consumed(): number;
  close(): void;
}

export function openByteStream(origin: ByteOrigin, compression: Compression): ByteStream {
  // Small compressed reads, so the ratio is checked against what was consumed so far and a bomb
  // stops within its first few MiB rather than after 100× its whole size.
  const raw: Readable =
    origin.kind === "file"
      ? createReadStream(origin.real, {
          highWaterMark: compression === "zstd" ? ZSTD_READ_BYTES : compression === "gzip" ? 64 << 10 : 1 << 20,
        })
      : Readable.from(resliced(origin.open(), compression === "zstd" ? ZSTD_READ_BYTES : 64 << 10), {
          objectMode: false,
        });
  if (compression === "none") {
    // No 'data' listener here: it would switch the stream to flowing mode under the iterator.
    return { chunks: raw, consumed: () => Number.NaN, close: () => raw.destroy() };
  }
  let consumed = 0;
  raw.on("data", (c: Buffer) => {
    consumed += c.length;
  });
  const decoder: Transform = compression === "gzip" ? createGunzip({ chunkSize: 1 << 20 }) : createZstdDecompressor();
  raw.on("error", (e) => decoder.destroy(e));
  raw.pipe(decoder);
  return {
    chunks: decoder,
    consumed: () => consumed,
    close: () => {
      decoder.destroy();
      raw.destroy();
    },
  };
}

/** Standard input comes in whatever pieces the pipe gives; cut them to the read size of a file. */
async function* resliced(it: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  for await (const c of it) {
    const b = Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength);
    for (let at = 0; at < b.length; at += size) yield b.subarray(at, Math.min(b.length, at + size));
  }
}

/** A decoder's failure as one line naming where the compressed data went wrong. */
export function describeDecodeError(e: unknown, compression: Compression, consumed: number): string | undefined {
  const at = `in the first ${consumed.toLocaleString("en-US")} compressed bytes`;
  if (e instanceof ZstdError)
    return `not a valid zstd file (${e.message.replace(/^not valid zstd data \(|\)$/g, "")}) ${at}`;
  const code = (e as { code?: unknown })?.code;
  // Node's own decoder (22.15+) reports libzstd's error names as the code; anything but an
  // errno code (EIO, EACCES: the file, not its data) is the data's fault.
  if (compression === "zstd" && !(typeof code === "string" && /^E[A-Z]+$/.test(code)))
    return `not a valid zstd file (${typeof code === "string" ? code : "decoder error"}) ${at}`;
  if (compression === "gzip" && typeof code === "string" && code.startsWith("Z_"))
    return `not a valid gzip file (${code}) ${at}`;
  return undefined;
}
