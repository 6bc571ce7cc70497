/**
 * The readers: a 1M-line `.jsonl.zst` corpus and a Parquet copy of it give
 * exactly the findings of the plain-text scan. The corpus is generated deterministically (the
 * planted copies of test/leakage/generate.ts); the `.zst` is written by the zstd CLI (skipped, with
 * the reason printed, where it is not installed), the Parquet copy by hyparquet-writer.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parquetWriteBuffer } from "hyparquet-writer";
import { describe, expect, it } from "vitest";
import type { LeakageReport } from "../../src/leakage/report.js";
import { scanLeakage } from "../../src/leakage/scan.js";
import { generate } from "./generate.js";

const LINES = 1_000_000;
const zstdCli = spawnSync("zstd", ["--version"], { encoding: "utf8" });
const noZstd = zstdCli.status === 0 ? null : "the zstd CLI is not installed (apt-get install zstd)";
if (noZstd) console.log(`readers.slow: skipped: ${noZstd}`);

async function writeLines(path: string, lines: readonly string[]): Promise<void> {
  const out = createWriteStream(path);
  for (let i = 0; i < lines.length; i += 10_000) {
    const ok = out.write(`${lines.slice(i, i + 10_000).join("\n")}\n`);
    if (!ok) await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((r, j) => out.end((e?: Error | null) => (e ? j(e) : r())));
}

function places(r: LeakageReport): string[] {
  return r.findings.map((f) => JSON.stringify({ ...f, corpus: { ...f.corpus, file: "*" } }));
}

describe.skipIf(noZstd !== null)("1M-line corpus: .jsonl.zst and Parquet give the plain-text findings", () => {
  it("identical findings JSON", { timeout: 0 }, async () => {
    const t0 = performance.now();
    const data = generate(20261201, 2000, 900_000);
    expect(data.corpus.length).toBeGreaterThanOrEqual(LINES);
    const corpus = data.corpus.slice(0, LINES);
    const dir = mkdtempSync(join(tmpdir(), "cg-readers-slow-"));
    writeFileSync(
      join(dir, "probes.jsonl"),
      `${data.probes.map((p) => JSON.stringify({ id: p.id, question: p.text })).join("\n")}\n`,
    );
    await writeLines(join(dir, "corpus.txt"), corpus);
    await writeLines(
      join(dir, "corpus.jsonl"),
      corpus.map((text, i) => JSON.stringify({ id: i + 1, text })),
    );
    execFileSync("zstd", ["-q", "-3", "--rm", "-o", join(dir, "corpus.jsonl.zst"), join(dir, "corpus.jsonl")]);
    writeFileSync(
      join(dir, "corpus.parquet"),
      Buffer.from(
        parquetWriteBuffer({
          codec: "SNAPPY",
          rowGroupSize: 100_000,
          columnData: [
            { name: "id", data: Int32Array.from(corpus, (_, i) => i + 1), type: "INT32" },
            { name: "text", data: corpus, type: "STRING" },
          ],
        }),
      ),
    );
    const made = (performance.now() - t0) / 1000;
    const scan = async (file: string, field?: string) => {
      const t = performance.now();
      const r = await scanLeakage({
        cwd: dir,
        root: dir,
        probeSets: [
          {
            name: "probes",
            holdout: false,
            sources: [
              {
                pattern: "probes.jsonl",
                field: "question",
                idField: "id",
                origin: { kind: "flag", flag: "--probes", value: "probes.jsonl" },
              },
            ],
          },
        ],
        corpora: [
          {
            pattern: file,
            ...(field ? { field } : {}),
            origin: { kind: "flag", flag: "--corpus", value: file },
          },
        ],
      });
      return { r, seconds: (performance.now() - t) / 1000 };
    };
    const text = await scan("corpus.txt");
    const zst = await scan("corpus.jsonl.zst", "text");
    const pq = await scan("corpus.parquet", "text");
    const size = (f: string) => (statSync(join(dir, f)).size / 2 ** 20).toFixed(1);
    console.log(
      `readers.slow: ${LINES.toLocaleString("en-US")} lines, ${data.probes.length} probes, ${text.r.findings.length} findings; ` +
        `generated in ${made.toFixed(1)} s; scan: text ${text.seconds.toFixed(1)} s (${size("corpus.txt")} MiB), ` +
        `jsonl.zst ${zst.seconds.toFixed(1)} s (${size("corpus.jsonl.zst")} MiB), parquet ${pq.seconds.toFixed(1)} s (${size("corpus.parquet")} MiB)`,
    );
    expect(text.r.corpora[0]!.records).toBe(LINES);
    expect(zst.r.corpora[0]).toMatchObject({ format: "jsonl+zstd", lines: LINES, records: LINES });
    expect(pq.r.corpora[0]).toMatchObject({ format: "parquet", lines: LINES, records: LINES });
    expect(text.r.findings.length).toBeGreaterThan(1000);
    expect(places(zst.r)).toEqual(places(text.r));
    expect(places(pq.r)).toEqual(places(text.r));
  });
});
