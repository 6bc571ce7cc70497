/**
 * A sample of corpus lines (the first bytes of each file, decompressed), used only to order the
 * probe shingles by corpus frequency. Raw JSONL/CSV lines are fine for that: the syntax adds a
 * few shingles, the estimate stays good, and correctness never depends on the order. Standard
 * input (read once, by the scan) and Parquet (not line-oriented) are not sampled.
 */
import { openByteStream } from "./byte-stream.js";
import type { SourceFile } from "./read-records.js";

export async function sampleLines(files: readonly SourceFile[], budget = 4 << 20): Promise<string[]> {
  const out: string[] = [];
  const sampled = files.filter((f) => f.stdin === null && f.format !== "parquet");
  const per = Math.max(256 << 10, Math.floor(budget / Math.max(1, sampled.length)));
  let left = budget;
  for (const f of sampled) {
    if (left <= 0) break;
    const want = Math.min(per, left);
    const chunks: Buffer[] = [];
    let got = 0;
    const opened = openByteStream({ kind: "file", real: f.path }, f.compression);
    try {
      for await (const c of opened.chunks) {
        chunks.push(c);
        got += c.length;
        if (got >= want) break;
      }
    } catch {
      continue; // the real read reports the error with its file name
    } finally {
      opened.close();
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
