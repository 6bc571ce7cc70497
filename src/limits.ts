/**
 * Every cap on input size, in one place (docs/reliability.md "Caps"). Each one bounds the memory
 * or time a hostile or careless input can cost; an input over a cap is an exit-4 InputError that
 * names the cap, never a silent truncation. Raising one is a reviewed change to this file and the
 * docs table.
 */

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * Questions a design may have (design.n, --n, --synthetic, items in one benchmark file). The
 * exact power engine keeps a few arrays of length n: about 24 bytes per question, so 10 million
 * questions is about 240 MiB; 3e8 would be 7 GB.
 */
export const MAX_QUESTIONS = 10_000_000;

/** Models (M) and perturbers tried (K) a design may name; Holm and E[max] loop over them. */
export const MAX_FAMILY = 1_000_000;

/** contamgate.yml: a real one is a few KB. YAML parsing is superlinear in keys (20k keys: 41 s). */
export const MAX_CONFIG_BYTES = 64 * 1024;

/** A benchmark items file is read whole; over 512 MiB V8 cannot even hold it as one string. */
export const MAX_ITEMS_FILE_BYTES = 256 * MiB;

/**
 * Outcome rows (docs/outcomes.md) one file or one import may hold: they are kept in memory for
 * the duplicate check and the pairing, about 200 bytes each, so 10 million is about 2 GB.
 */
export const MAX_OUTCOME_ROWS = 10_000_000;

/** An outcomes file streams line by line; this bounds time (the row cap bounds memory). */
export const MAX_OUTCOMES_FILE_BYTES = 4 * GiB;

/**
 * A log file `contamgate import` reads (an inspect `.eval` ZIP or `.json` log, an lm-eval samples
 * file, …): read whole or streamed, each bounded here; a JSON log is parsed whole, so it must stay
 * well below the ~512 MiB V8 can hold as one string.
 */
export const MAX_IMPORT_FILE_BYTES = 1 * GiB;
export const MAX_IMPORT_JSON_BYTES = 256 * MiB;

/**
 * One ZIP member (a `.eval` log's header or sample) after decompression, and all members of one
 * archive together. A member is also refused when it decompresses to more or fewer bytes than its
 * header declares (docs/import.md "ZIP members").
 */
export const MAX_ZIP_MEMBER_BYTES = 256 * MiB;
export const MAX_ZIP_TOTAL_BYTES = 4 * GiB;

/** A probe or holdout file is held in memory whole (the probe index keeps every record). */
export const MAX_PROBE_FILE_BYTES = 256 * MiB;

/**
 * A shard report `merge` reads (docs/leakage.md "Scale-out"): its findings stream one at a time,
 * so the file's size only bounds time; what is held is bounded by the caps below.
 */
export const MAX_SHARD_REPORT_BYTES = 64 * GiB;

/**
 * What `merge` holds of one shard report besides its findings (settings, probe sets, corpora, the
 * partition manifest), counted in characters of its strings plus one a token: a manifest of a
 * million corpus files is about 100 MiB.
 */
export const MAX_SHARD_HEAD_CHARS = 256 * MiB;

/** One finding of a shard report, counted the same way; a real one is about 300. */
export const MAX_SHARD_FINDING_CHARS = 64 * 1024;

/** One string, key or number of a shard report (the JSON parser's own cap, checked a chunk at a time). */
export const MAX_SHARD_STRING_CHARS = 1 * MiB;

/** Objects and arrays nested in a shard report; a real one nests 5 deep. */
export const MAX_SHARD_DEPTH = 64;

/**
 * What `merge` keeps of the shard reports' findings from the read that checks them, as compact
 * JSON text (about 240 bytes a finding with short names, so some 280,000 findings): within it every
 * output is written from memory; a report past it is read again for each output instead, a piece
 * at a time (docs/leakage.md "Reports of any size").
 */
export const MAX_MERGE_HELD_BYTES = 64 * MiB;

/** A corpus file streams, so this only bounds time; shard or split anything larger. */
export const MAX_CORPUS_FILE_BYTES = 64 * GiB;

/**
 * One line (record) of any line-oriented reader: items, probes, corpora, outcomes, cache
 * segments. A line is the unit held in memory; 16 MiB is far above any real question or reply.
 */
export const MAX_LINE_BYTES = 16 * MiB;

/**
 * A gzipped or zstd-compressed source may grow by at most this factor over the compressed bytes
 * read so far (plus GZIP_ALLOWANCE_BYTES, for a compressible start): text compresses 3–10×
 * (zstd -19 about 12×), a gzip of zeros about 1000×, a zstd of zeros about 30,000×.
 */
export const MAX_GZIP_RATIO = 100;
// One line at the line cap must be readable whatever it holds (a 10 MB run of one letter gzips ~1000×).
export const GZIP_ALLOWANCE_BYTES = MAX_LINE_BYTES;

/**
 * Compressed bytes read from a zstd source at a time. One read of zstd RLE blocks can expand
 * about 32,768× before the ratio check sees its output, so reads are small: 2 KiB → at most
 * 64 MiB in flight, the same bound gzip's 64 KiB reads (at most ~1032×) have.
 */
export const ZSTD_READ_BYTES = 2 * 1024;

/**
 * The column chunks of one Parquet row group that a scan reads (the text column only), before
 * and after decompression: a row group is the unit of memory of the Parquet reader, as a line is
 * of the line readers. Writers default to 64–128 MiB row groups (Arrow: 1 Mi rows, parquet-mr:
 * 128 MiB); Hugging Face's converted datasets use about 100 MiB. Decoded strings take about twice
 * their bytes, so a row group at the cap costs about 1.5 GiB; rewrite larger ones smaller.
 */
export const MAX_PARQUET_ROW_GROUP_BYTES = 512 * MiB;

/** A Parquet footer (the file's metadata, read whole before any row). Real ones are KBs to a few MiB. */
export const MAX_PARQUET_FOOTER_BYTES = 64 * MiB;

/**
 * A model reply is scored from at most this many characters. `--max-tokens` is at most 4096,
 * about 16k characters; a provider that ignores it must not cost seconds of parsing per reply.
 */
export const MAX_REPLY_CHARS = 64 * 1024;

/** A provider's Retry-After is honoured up to this (a hostile value must not stall a run). */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Human form of a byte count for messages: "64 KiB", "16 MiB", "286.1 MiB". */
export function formatBytes(n: number): string {
  for (const [unit, size] of [
    ["GiB", GiB],
    ["MiB", MiB],
    ["KiB", 1024],
  ] as const) {
    if (n >= size) return `${n % size === 0 ? n / size : (n / size).toFixed(1)} ${unit}`;
  }
  return `${n} bytes`;
}
