/**
 * `--partition i/N`: whole corpus files per worker, so each reads and decompresses only its own
 * files (`--shard` splits by line, and every shard reads every file). Which files a partition
 * takes depends only on the list of corpus files, their repository-relative paths and (with
 * `--partition-by size`) their sizes on disk, so N independent processes agree without talking.
 * Every partition's report carries the whole list (the manifest) so `merge` can name a file that
 * no partition, or two, scanned (docs/leakage-at-scale.md).
 */
import { createHash } from "node:crypto";
import { InputError } from "../errors.js";

export type PartitionBy = "hash" | "size";

export interface PartitionSpec {
  readonly index: number;
  readonly count: number;
  readonly by: PartitionBy;
}

/** One corpus file of the whole scan (once per way it is read), as every partition's manifest lists it. */
export interface ManifestFile {
  /** Repository-relative path, as reports name it. */
  file: string;
  /** Size on disk in bytes (compressed, for a compressed file). */
  size: number;
  /** The partition (1-based) that scans it. */
  partition: number;
}

/** What a partition's report adds: the whole file list and where each corpus source's files are. */
export interface PartitionManifest {
  index: number;
  count: number;
  by: PartitionBy;
  files: ManifestFile[];
  /**
   * Each corpus source (flag or config line) with the files it matched: a source must yield a
   * record somewhere, which only the merge of all partitions can tell.
   */
  sources: { source: string; files: string[] }[];
}

/** Parses `i/N` (1 ≤ i ≤ N). */
export function parsePartition(text: string, by: string | undefined): PartitionSpec {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count || !Number.isSafeInteger(count))
    throw new InputError(`--partition must be i/N with 1 ≤ i ≤ N (got "${text}")`);
  if (by !== undefined && by !== "hash" && by !== "size")
    throw new InputError(`--partition-by must be hash or size (got "${by}")`);
  return { index, count, by: by === "size" ? "size" : "hash" };
}

/**
 * The partition of each distinct file (by its path): `hash` takes the first 48 bits of
 * sha256(path) modulo N (stable as files come and go); `size` is the greedy longest-processing-
 * time rule: files by size, largest first (ties by path), each to the partition with the fewest
 * bytes so far (ties to the lowest index). Greedy is within 4/3 of the best balance (Graham 1969).
 */
export function assignPartitions(
  files: readonly { file: string; size: number }[],
  count: number,
  by: PartitionBy,
): Map<string, number> {
  const out = new Map<string, number>();
  const distinct = new Map<string, number>();
  for (const f of files) if (!distinct.has(f.file)) distinct.set(f.file, f.size);
  if (by === "hash") {
    for (const file of distinct.keys()) {
      const h = createHash("sha256").update(file, "utf8").digest();
      out.set(file, (h.readUIntBE(0, 6) % count) + 1);
    }
    return out;
  }
  const order = [...distinct.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const load = new Array<number>(count).fill(0);
  for (const [file, size] of order) {
    let best = 0;
    for (let p = 1; p < count; p++) if (load[p]! < load[best]!) best = p;
    load[best]! += size;
    out.set(file, best + 1);
  }
  return out;
}

/**
 * The files one partition scans, with the manifest its report carries (pure: the sizes are
 * read by the caller). `byPattern` are the resolver's indices per source; `sourceNames` how the
 * report names each source.
 */
export function selectPartition<F extends { display: string }>(
  files: readonly F[],
  /** Each file's size on disk (sources/file-sizes.ts), in the same order. */
  sizes: readonly number[],
  byPattern: readonly number[][],
  sourceNames: readonly string[],
  spec: PartitionSpec,
): { files: F[]; byPattern: number[][]; manifest: PartitionManifest } {
  const sized = files.map((f, i) => ({ file: f.display, size: sizes[i]! }));
  const where = assignPartitions(sized, spec.count, spec.by);
  const keep: number[] = [];
  const remap = new Map<number, number>();
  files.forEach((f, i) => {
    if (where.get(f.display) === spec.index) {
      remap.set(i, keep.length);
      keep.push(i);
    }
  });
  // One entry per way of reading a file (a file under two fields is read twice), in the
  // resolver's order: merge puts the partitions' corpora back in exactly this order.
  const manifestFiles: ManifestFile[] = sized.map((s) => ({ ...s, partition: where.get(s.file)! }));
  return {
    files: keep.map((i) => files[i]!),
    byPattern: byPattern.map((ks) => ks.filter((k) => remap.has(k)).map((k) => remap.get(k)!)),
    manifest: {
      index: spec.index,
      count: spec.count,
      by: spec.by,
      files: manifestFiles,
      sources: byPattern.map((ks, i) => ({
        source: sourceNames[i]!,
        files: [...new Set(ks.map((k) => files[k]!.display))],
      })),
    },
  };
}
