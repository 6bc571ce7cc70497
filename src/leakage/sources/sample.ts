/**
 * A sample of corpus lines (the first bytes of each file, decompressed), used only to order the
 * probe shingles by corpus frequency. Raw JSONL/CSV lines are fine for that: the syntax adds a
 * few shingles, the estimate stays good, and correctness never depends on the order.
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { SourceFile } from "./read-records.js";

export async function sampleLines(files: readonly SourceFile[], budget = 4 << 20): Promise<string[]> {
  const out: string[] = [];
  const per = Math.max(256 << 10, Math.floor(budget / Math.max(1, files.length)));
  let left = budget;
  for (const f of files) {
    if (left <= 0) break;
    const want = Math.min(per, left);
    const chunks: Buffer[] = [];
    let got = 0;
    try {
      const raw = createReadStream(f.path, { highWaterMark: 1 << 20, end: f.gzip ? undefined : want - 1 });
      const stream = f.gzip ? raw.pipe(createGunzip()) : raw;
      if (f.gzip) raw.on("error", (e) => stream.destroy(e));
      for await (const c of stream as AsyncIterable<Buffer>) {
        chunks.push(c);
        got += c.length;
        if (got >= want) break;
      }
      if (f.gzip) raw.destroy();
    } catch {
      continue; // the real read reports the error with its file name
    }
    const text = Buffer.concat(chunks).subarray(0, want).toString("utf8");
    const lines = text.split("\n");
    if (got >= want) lines.pop(); // cut mid-line
    // Not push(...lines): a sample of 4 MiB of newlines is 4 million arguments (stack overflow).
    for (const l of lines) out.push(l);
    left -= want;
  }
  return out;
}
