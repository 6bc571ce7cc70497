/**
 * The corpus the engine runs (merge-dask, merge-slurm slow tests) scan: 12 files of unequal size
 * in three formats (text, .jsonl.zst by the zstd CLI, Parquet by hyparquet-writer) with planted
 * copies of 400 probes (generate.ts), and the leakage flags that scan them.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parquetWriteBuffer } from "hyparquet-writer";
import { generate } from "./generate.js";

export function makePartitionCorpus(prefix: string): { dir: string; scan: string[] } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const data = generate(20261202, 400, 60_000);
  writeFileSync(
    join(dir, "probes.jsonl"),
    `${data.probes.map((p) => JSON.stringify({ id: p.id, question: p.text })).join("\n")}\n`,
  );
  mkdirSync(join(dir, "corpus"));
  const per = Math.ceil(data.corpus.length / 12);
  for (let k = 0; k < 12; k++) {
    // Unequal sizes, so the size partitioning has something to balance.
    const lines = data.corpus.slice(k * per, k * per + Math.max(1, Math.floor(per * (0.3 + (k % 4) * 0.4))));
    const base = join(dir, "corpus", `part-${String(k).padStart(2, "0")}`);
    if (k % 3 === 0) writeFileSync(`${base}.txt`, `${lines.join("\n")}\n`);
    else if (k % 3 === 1) {
      writeFileSync(`${base}.jsonl`, `${lines.map((text) => JSON.stringify({ text })).join("\n")}\n`);
      execFileSync("zstd", ["-q", "--rm", "-3", `${base}.jsonl`]);
    } else {
      writeFileSync(
        `${base}.parquet`,
        Buffer.from(
          parquetWriteBuffer({ codec: "SNAPPY", rowGroupSize: 5000, columnData: [{ name: "text", data: lines }] }),
        ),
      );
    }
  }
  const scan = [
    "--probes",
    "probes.jsonl",
    "--field",
    "question",
    "--corpus",
    "corpus/*.txt",
    "--corpus",
    "corpus/*.jsonl.zst",
    "--corpus",
    "corpus/*.parquet",
    "--corpus-field",
    "text",
  ];
  return { dir, scan };
}
