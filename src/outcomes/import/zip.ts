/**
 * Reads chosen members of a ZIP archive (an inspect `.eval` log), streamed through fflate's
 * `Unzip` with our own decoders registered for the two methods inspect writes: 8 (deflate, via
 * Node's zlib) and 93 (Zstandard, via src/io/zstd.ts — inspect logs since April 2026). Every member
 * is bounded: its declared size may not pass MAX_ZIP_MEMBER_BYTES, it must decompress to exactly
 * the size it declares (a bomb declares little and expands to much), and all members together may
 * not pass MAX_ZIP_TOTAL_BYTES. Errors are InputErrors naming the archive and the member.
 */
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { Unzip, type UnzipDecoder, type UnzipFile } from "fflate";
import { InputError } from "../../errors.js";
import { zstdDecompressBounded, ZstdError } from "../../io/zstd.js";
import { formatBytes, MAX_ZIP_MEMBER_BYTES, MAX_ZIP_TOTAL_BYTES } from "../../limits.js";
import type { ReadMeter } from "./types.js";

export const ZIP_STORED = 0;
export const ZIP_DEFLATE = 8;
export const ZIP_ZSTD = 93;

/** A member's bytes, in the order the archive holds them. */
export interface ZipMember {
  name: string;
  method: number;
  data: Uint8Array;
}

interface Caps {
  member: number;
  total: number;
}

/**
 * Hands each member whose name `wanted` accepts, decompressed, to `onMember` as soon as it is
 * whole, in archive order, so a caller can reduce it and let the bytes go (a log of many large
 * samples is never held whole). `display` names the archive in errors. A name can occur twice
 * (inspect rewrites header.json in place, leaving the old copy as dead bytes before the central
 * directory): the caller sees both, and must let the later copy win, as a reader of the central
 * directory would. Resolves once the central directory has been checked against what was read.
 */
export async function readZipMembers(
  real: string,
  display: string,
  wanted: (name: string) => boolean,
  onMember: (m: ZipMember) => void,
  caps: Caps = { member: MAX_ZIP_MEMBER_BYTES, total: MAX_ZIP_TOTAL_BYTES },
  /** Hears the members handed over and the archive's bytes read, once per chunk. */
  meter?: ReadMeter,
): Promise<void> {
  let members = 0;
  let read = 0;
  /** The decompressed size of each member handed over (its last copy), for the directory check. */
  const found = new Map<string, number>();
  let total = 0;
  let sawAny = false;
  const fail = (member: string, why: string) =>
    new InputError(`ZIP member "${member}": ${why}`, { file: display, field: member });

  /** One decoder class per method: collects the compressed bytes, decodes them once, bounded. */
  const decoder = (method: number) =>
    class implements UnzipDecoder {
      static compression = method;
      ondata: UnzipDecoder["ondata"] = () => {};
      private readonly parts: Uint8Array[] = [];
      private readonly keep: boolean;
      constructor(
        private readonly name: string,
        _size?: number,
        private readonly declared?: number,
      ) {
        this.keep = wanted(name);
        if (this.keep && declared !== undefined && declared > caps.member) {
          throw fail(
            name,
            `declares ${formatBytes(declared)}; the cap is ${formatBytes(caps.member)} a member (docs/reliability.md "Caps")`,
          );
        }
      }
      push(chunk: Uint8Array, final: boolean): void {
        // fflate may reuse the buffer it hands us: copy what we keep.
        if (this.keep && chunk.length > 0) this.parts.push(chunk.slice());
        if (!final) return;
        const data = this.keep ? decode(method, this.name, concat(this.parts), this.declared) : new Uint8Array(0);
        this.ondata(null, data as Uint8Array<ArrayBuffer>, true);
      }
    };

  const decode = (method: number, name: string, raw: Uint8Array, declared: number | undefined): Uint8Array => {
    const limit = Math.min(declared ?? caps.member, caps.member);
    let out: Uint8Array;
    if (method === ZIP_STORED) {
      if (raw.length > caps.member)
        throw fail(
          name,
          `holds ${formatBytes(raw.length)}; the cap is ${formatBytes(caps.member)} a member (docs/reliability.md "Caps")`,
        );
      out = raw;
    } else if (method === ZIP_ZSTD) {
      try {
        out = zstdDecompressBounded(raw, limit);
      } catch (e) {
        if (!(e instanceof ZstdError)) throw e;
        throw fail(name, overOrBad(e.message, declared, limit));
      }
    } else {
      try {
        out = inflateRawSync(raw, { maxOutputLength: limit });
      } catch (e) {
        const code = (e as { code?: string }).code;
        throw fail(
          name,
          code === "ERR_BUFFER_TOO_LARGE"
            ? overOrBad("decompresses to more than", declared, limit)
            : `not valid deflate data (${code ?? "error"})`,
        );
      }
    }
    if (declared !== undefined && out.length !== declared) {
      throw fail(name, `declares ${declared} bytes but decompresses to ${out.length} (a damaged or altered archive)`);
    }
    return out;
  };

  const overOrBad = (msg: string, declared: number | undefined, limit: number) =>
    /more than/.test(msg)
      ? declared !== undefined && declared <= limit
        ? `declares ${declared} bytes but decompresses to more (a ZIP bomb or a damaged archive)`
        : `decompresses to more than ${formatBytes(limit)}, the cap on a member (docs/reliability.md "Caps")`
      : `not valid zstd data`;

  const unzip = new Unzip();
  unzip.register(decoder(ZIP_DEFLATE));
  unzip.register(decoder(ZIP_ZSTD));
  unzip.register(decoder(ZIP_STORED));
  let pending: Error | undefined;
  const seen = new Set<string>();
  unzip.onfile = (file: UnzipFile) => {
    sawAny = true;
    seen.add(file.name);
    const chunks: Uint8Array[] = [];
    if (![ZIP_STORED, ZIP_DEFLATE, ZIP_ZSTD].includes(file.compression)) {
      if (wanted(file.name))
        pending ??= fail(
          file.name,
          `compression method ${file.compression} is not one inspect writes (0, 8 deflate, 93 zstd)`,
        );
      return;
    }
    file.ondata = (err, data, final) => {
      if (err) {
        pending ??= fail(file.name, err.message);
        return;
      }
      if (data.length > 0) chunks.push(data);
      if (final && wanted(file.name)) {
        const d = concat(chunks);
        total += d.length;
        if (total > caps.total) {
          pending ??= new InputError(
            `the members decompress to more than ${formatBytes(caps.total)} together, the cap on one archive (docs/reliability.md "Caps")`,
            { file: display },
          );
        }
        found.set(file.name, d.length);
        members++;
        onMember({ name: file.name, method: file.compression, data: d });
      }
    };
    file.start();
  };

  try {
    for await (const chunk of createReadStream(real, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      read += chunk.length;
      meter?.update(members, read);
      // fflate's Unzip.push recurses twice for each member that starts in the chunk it is given:
      // 1 MiB of tiny members (65,000 samples of a few bytes) overflowed the stack. A slice holds
      // at most PUSH_BYTES / 30 local headers (30 bytes is the smallest), so the depth is bounded.
      for (let at = 0; at < chunk.length; at += PUSH_BYTES) {
        unzip.push(chunk.subarray(at, at + PUSH_BYTES), false);
        if (pending) throw pending;
        forgetFinishedMembers(unzip);
      }
    }
    unzip.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof InputError) throw e;
    // File system errors carry a string code (ENOENT); fflate's carry a number.
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") throw new InputError(`cannot read the log (${code})`, { file: display });
    throw new InputError(`not a readable ZIP archive (${(e as Error).message})`, { file: display });
  }
  if (pending) throw pending;
  if (!sawAny) throw new InputError("not a ZIP archive (no local file header found)", { file: display });
  await checkCentralDirectory(real, display, seen, found);
  meter?.fileDone(members, read);
}

/**
 * fflate 0.8.3's Unzip keeps one chunk list per member ever seen in `k`, adding each new one with
 * `unshift`, and reads only `k[0]` (the member being read) and `k[1]` (the one before, whose data
 * descriptor may still be pending): 65,000 members cost 2 billion element moves. Older entries are
 * dropped; if a later fflate renames the field this does nothing and reading stays correct.
 */
function forgetFinishedMembers(unzip: Unzip): void {
  const k = (unzip as unknown as { k?: unknown }).k;
  if (Array.isArray(k) && k.length > 2) k.length = 2;
}

/** Bytes handed to fflate at a time: ≤ 273 members a push, ~550 frames deep at most. */
const PUSH_BYTES = 8 << 10;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

/**
 * The streamed read sees local headers only; the central directory at the end is what says the
 * archive is whole. A log cut short after a complete member (a copy interrupted, a log still
 * being written) would otherwise import part of its samples without a word. Every name the
 * directory lists must have been read, with the size the directory states.
 */
async function checkCentralDirectory(
  real: string,
  display: string,
  seen: ReadonlySet<string>,
  found: ReadonlyMap<string, number>,
): Promise<void> {
  const fh = await open(real, "r");
  try {
    const { size } = await fh.stat();
    const tailLen = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLen);
    await fh.read(tail, 0, tailLen, size - tailLen);
    let at = -1;
    for (let i = tailLen - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) {
      throw new InputError(
        "no end of central directory: the archive is truncated (a copy cut short, or a log still being written?)",
        {
          file: display,
        },
      );
    }
    const entries = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    // ZIP64 archives keep the real figures elsewhere; their members were still size-checked one by one.
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return;
    if (cdOffset + cdSize > size)
      throw new InputError("the central directory lies past the end of the file (truncated)", { file: display });
    const cd = Buffer.alloc(cdSize);
    await fh.read(cd, 0, cdSize, cdOffset);
    let p = 0;
    for (let k = 0; k < entries; k++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) {
        throw new InputError("the central directory is damaged", { file: display });
      }
      const usize = cd.readUInt32LE(p + 24);
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const name = cd.toString("utf8", p + 46, p + 46 + nameLen);
      if (!seen.has(name)) {
        throw new InputError(
          `ZIP member "${name}" is in the central directory but not in the archive (truncated or damaged)`,
          {
            file: display,
            field: name,
          },
        );
      }
      const kept = found.get(name);
      if (kept !== undefined && usize !== 0xffffffff && kept !== usize) {
        throw new InputError(
          `ZIP member "${name}": the central directory says ${usize} bytes, the member holds ${kept}`,
          {
            file: display,
            field: name,
          },
        );
      }
      p += 46 + nameLen + extraLen + commentLen;
    }
  } finally {
    await fh.close();
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
