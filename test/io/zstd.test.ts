import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createZstdDecompressor, ZstdError, zstdDecompressBounded, zstdDecoder } from "../../src/io/zstd.js";

// Frames written by the reference `zstd` CLI (fixtures/zstd/README.md), never by our own code.
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/zstd/${name}`, import.meta.url));
const text = Buffer.from(
  Array.from({ length: 20_000 }, (_, i) => `line ${i}: the quick brown fox ${i % 97}\n`).join(""),
);

// On Node 20 "node" falls back to fzstd; on Node 22.15+ (the action's Node 24) it is zlib's own.
describe(`zstd decoding (this process uses ${zstdDecoder()})`, () => {
  for (const decoder of ["fzstd", "node"] as const) {
    it(`${decoder}: decodes what the zstd CLI wrote, whole and streamed in odd chunks`, async () => {
      const z = fixture("text.txt.zst");
      expect(Buffer.from(zstdDecompressBounded(z, text.length, decoder)).equals(text)).toBe(true);
      const chunks = Array.from({ length: Math.ceil(z.length / 333) }, (_, i) => z.subarray(i * 333, i * 333 + 333));
      const parts: Buffer[] = [];
      for await (const c of Readable.from(chunks).pipe(createZstdDecompressor(decoder))) parts.push(c as Buffer);
      expect(Buffer.concat(parts).equals(text)).toBe(true);
    });

    it(`${decoder}: a bomb stops at the cap`, () => {
      expect(() => zstdDecompressBounded(fixture("zeros-50MiB.zst"), 1 << 20, decoder)).toThrow(ZstdError);
    });
  }

  it("concatenated frames decode to the concatenation", () => {
    expect(Buffer.from(zstdDecompressBounded(fixture("two-frames.zst"), 100, "fzstd")).toString()).toBe(
      "alpha\nbeta\n",
    );
  });

  it("one byte short of the output is refused; the exact size is accepted", () => {
    const z = fixture("text.txt.zst");
    expect(() => zstdDecompressBounded(z, text.length - 1, "fzstd")).toThrow(/more than/);
  });

  it("garbage and truncation are ZstdErrors, not crashes", () => {
    expect(() => zstdDecompressBounded(Buffer.from("not zstd at all"), 100, "fzstd")).toThrow(/not valid zstd/);
    const z = fixture("text.txt.zst");
    expect(() => zstdDecompressBounded(z.subarray(0, z.length - 10), text.length, "fzstd")).toThrow(ZstdError);
  });
});
