/**
 * Zstandard decoding, the one place that picks a decoder: Node's own (22.15+, so the action on
 * Node 24) where present, the pure-JS `fzstd` otherwise (Node 20 has none; nothing native is
 * downloaded at install). Output is capped: a caller names the most bytes it will accept, so a
 * decompression bomb stops at the cap instead of at the heap limit.
 */
import { Transform, type TransformCallback } from "node:stream";
import * as zlib from "node:zlib";
import { Decompress } from "fzstd";

/** Thrown when the input is not valid Zstandard data or its output passes the cap. */
export class ZstdError extends Error {
  constructor(
    message: string,
    /** Decompressed bytes produced before the failure. */
    readonly produced: number,
  ) {
    super(message);
    this.name = "ZstdError";
  }
}

interface NodeZstd {
  zstdDecompressSync(buf: Uint8Array, opts?: { maxOutputLength?: number }): Buffer;
  createZstdDecompress(opts?: { chunkSize?: number }): Transform;
}

function nodeZstd(): NodeZstd | undefined {
  const z = zlib as unknown as Partial<NodeZstd>;
  return typeof z.zstdDecompressSync === "function" && typeof z.createZstdDecompress === "function"
    ? (z as NodeZstd)
    : undefined;
}

/** Which decoder this process uses, for reports and tests. */
export function zstdDecoder(): "node" | "fzstd" {
  return nodeZstd() ? "node" : "fzstd";
}

/** Decompresses one whole buffer (all frames), refusing output beyond `maxBytes`. */
export function zstdDecompressBounded(data: Uint8Array, maxBytes: number, decoder = zstdDecoder()): Uint8Array {
  const native = decoder === "node" ? nodeZstd() : undefined;
  if (native) {
    try {
      return native.zstdDecompressSync(data, { maxOutputLength: maxBytes });
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "ERR_BUFFER_TOO_LARGE" || /larger than|maxOutputLength/i.test(String(e))) {
        throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, maxBytes);
      }
      throw new ZstdError(`not valid zstd data (${code ?? (e as Error).message})`, 0);
    }
  }
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const d = new Decompress((chunk) => {
    produced += chunk.length;
    if (produced > maxBytes) throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, produced);
    chunks.push(chunk);
  });
  pushAll(d, data, () => produced);
  return concat(chunks, produced);
}

/**
 * A Transform that decodes a zstd stream. It does not cap output itself: streaming readers apply
 * their own expansion rule to the bytes that come out (docs/reliability.md "Caps").
 */
export function createZstdDecompressor(decoder = zstdDecoder()): Transform {
  const native = decoder === "node" ? nodeZstd() : undefined;
  if (native) return native.createZstdDecompress({ chunkSize: 1 << 20 });
  return new FzstdTransform();
}

class FzstdTransform extends Transform {
  private produced = 0;
  private readonly d = new Decompress((chunk) => {
    this.produced += chunk.length;
    this.push(chunk);
  });

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      this.d.push(chunk);
      done();
    } catch (e) {
      done(asZstdError(e, this.produced));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.d.push(new Uint8Array(0), true);
      done();
    } catch (e) {
      done(asZstdError(e, this.produced));
    }
  }
}

function pushAll(d: Decompress, data: Uint8Array, produced: () => number): void {
  try {
    d.push(data, true);
  } catch (e) {
    throw asZstdError(e, produced());
  }
}

function asZstdError(e: unknown, produced: number): ZstdError {
  if (e instanceof ZstdError) return e;
  const msg = e instanceof Error ? e.message : String(e);
  return new ZstdError(`not valid zstd data (${msg})`, produced);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
