import { resolve } from "node:path";
import { InputError } from "../errors.js";
import {
  type NamedInput,
  type OutputPath,
  outputPath,
  preflightOutputs,
  writeOutputChunks,
} from "../io/output-file.js";
import { renderTable } from "../leakage/render.js";
import { sarifChunks } from "../report/sarif.js";
import { exitCodeFor, type FindingList, type LeakageReport } from "../leakage/report.js";
import { type LeakageOptions, type ProbeSetInput, scan } from "../leakage/scan.js";
import { jsonChunks } from "../text/json-chunks.js";
import type { SourceFormat } from "../leakage/sources/read-records.js";
import { repositoryRoot } from "../leakage/sources/repo-root.js";
import type { SourceOrigin, SourcePattern } from "../leakage/sources/resolve.js";
import { RANGES } from "../ranges.js";
import { parseFlags, rangedFlag } from "./args.js";
import type { Io } from "./io.js";
import { progressLines } from "./progress.js";
import { VERSION } from "../version.js";
import { sameField } from "../leakage/holdout-id.js";
import { parsePartition } from "../leakage/partition.js";
import { writeDolmaAttributes } from "../leakage/sources/dolma-attributes.js";

const FORMATS = new Set(["text", "jsonl", "csv", "tsv", "parquet"]);

const LEAKAGE_HELP = `usage: contamgate leakage (--probes GLOB | --holdout GLOB)... --corpus GLOB... [flags]
       contamgate leakage --config contamgate.yml [flags]

Finds probe and holdout questions copied into corpora: exact Jaccard and containment over
character shingles after normalization (docs/leakage.md). Holdout text is never printed: findings
name files and lines only.

  --probes GLOB / --holdout GLOB   probe sets (repeatable); holdout sets are never printed
  --corpus GLOB                    corpora, streamed (repeatable); .gz and .zst are read through
                                   (one of --probes/--holdout/--corpus may be -: standard input)
  --stdin-format FORMAT            what - holds: text, jsonl, csv or tsv, with +gzip or +zstd
                                   when compressed (jsonl+zstd); required with -
  --config PATH                    probe sets and corpora from the leakage: section instead
  --format text|jsonl|csv|tsv|parquet   default: from the extension
  --field NAME                     JSONL field path (question, paraphrases[]), CSV/TSV or
                                   Parquet column (a struct column's path as in JSONL: meta.text)
  --corpus-field NAME              the corpora's field when it differs from --field
  --id-field NAME                  probe id field (default id)
  --holdout-ids hashed|opaque      how --holdout ids are shown: sha256:<12 hex> (default), or as
                                   written when they carry nothing of the question (opaque)
  --skip-prefix P                  text lines starting with P are skipped (repeatable)
  --threshold 0.8                  Jaccard threshold
  --containment 0.8|off            containment of the probe in the corpus line
  --min-containment-shingles 20    probes shorter than this are judged by Jaccard only
  --shingle-width 3                shingle width in code points (1-3)
  --ngram13                        also the word 13-gram rule (English)
  --changed-since REF              pull requests: lines added since a git ref against every probe,
                                   probes added or changed since it against every line
  --shard i/N                      a deterministic 1/N of the corpus lines; combine with merge
  --partition i/N                  whole corpus files: partition i of N reads only its own files;
                                   the report lists every file (a manifest); combine with merge
  --partition-by hash|size         hash of the path (default) or size-balanced (greedy)
  --workers N                      up to N worker threads, used only while they scan faster than
                                   one thread, as measured on the corpus (default: the CPUs, at
                                   most 4, tried only on a large corpus while a core is spare,
                                   never costing more than one thread; 1: one thread)
  --map                            streaming mapper: corpus records on standard input (one per
                                   line; --stdin-format text, jsonl or records, default text),
                                   findings as JSON lines on standard output; exit 0 unless the
                                   input is invalid (for Spark pipe, Hadoop streaming, parallel)
  --map-source NAME                the file name findings of text/jsonl input carry (default -)
  --dolma-attributes NAME          Dolma documents (JSONL under documents/, --corpus-field text):
                                   write attributes/NAME/<same path>, one row per document with
                                   contamgate__leak [[0, length, score]] where it leaks, else []
  --json PATH  --sarif PATH        write the report as JSON / SARIF 2.1.0 (--json - prints the JSON
                                   instead of the table)
  --limit N                        rows of the text table (default 50)
  --quiet                          no table when clean, no progress lines (otherwise on stderr while
                                   the corpora are read: records, bytes, rate, ETA; every 10 s in CI)

exit: 0 nothing found, 1 findings, 4 invalid input
`;

export const LEAKAGE_FLAGS = {
  config: { type: "string" },
  probes: { type: "string", multiple: true },
  holdout: { type: "string", multiple: true },
  corpus: { type: "string", multiple: true },
  field: { type: "string" },
  "corpus-field": { type: "string" },
  "id-field": { type: "string" },
  "holdout-ids": { type: "string" },
  format: { type: "string" },
  "stdin-format": { type: "string" },
  "skip-prefix": { type: "string", multiple: true },
  threshold: { type: "string" },
  containment: { type: "string" },
  "min-containment-shingles": { type: "string" },
  "shingle-width": { type: "string" },
  ngram13: { type: "boolean" },
  json: { type: "string" },
  sarif: { type: "string" },
  "changed-since": { type: "string" },
  shard: { type: "string" },
  partition: { type: "string" },
  "partition-by": { type: "string" },
  limit: { type: "string" },
  workers: { type: "string" },
  quiet: { type: "boolean" },
  map: { type: "boolean" },
  "dolma-attributes": { type: "string" },
  "map-source": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type LeakageValues = ReturnType<typeof parseFlags<typeof LEAKAGE_FLAGS>>["values"];
type StdinSource = ReturnType<typeof stdinSpec>;
type ScanSources = {
  cwd: string;
  probeSets: readonly ProbeSetInput[];
  corpora: readonly SourcePattern[];
  configFile?: string;
};

/** `contamgate leakage`: scan corpora for copies of probe and holdout questions (exit 1 if any). */
export async function leakageCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, LEAKAGE_FLAGS, false, LEAKAGE_HELP);
  if (values.help) {
    io.stdout(LEAKAGE_HELP);
    return 0;
  }
  checkModeFlags(values);
  const stdin = stdinSpec(values, io);
  checkIdFlags(values);
  const format = values.format as SourceFormat | undefined;
  const probeSets = flagProbeSets(values, format, stdin);
  const corpora = flagCorpora(values, format, stdin);
  const tuning = tuningFlags(values);

  // With --config the probe sets and corpora are the leakage: section's (paths relative to the
  // config's folder); flags may still set thresholds, PR mode and sharding.
  const root = await repositoryRoot(io.cwd, io.env);
  // Checked (and missing folders created) before the scan: a long scan must not end on ENOENT.
  const outputs = reportOutputs({ json: values.json, sarif: values.sarif }, io, root);
  await preflightOutputs([outputs.json, outputs.sarif]);
  const { sources, fromConfig } =
    values.config !== undefined
      ? await configSources(values.config, io, root, probeSets, corpora)
      : { sources: { cwd: io.cwd, probeSets, corpora }, fromConfig: {} };

  // --map writes findings to stdout for an engine that runs many mappers: no progress there either.
  const progress = values.quiet || values.map ? null : progressLines(io, "progress");
  const report = await scan({
    ...sources,
    root,
    ...fromConfig,
    from: { ...fromConfig.from, ...flagOrigins(values) },
    ...(values.threshold !== undefined ? { threshold: values.threshold } : {}),
    ...(tuning.containment !== undefined ? { containment: tuning.containment } : {}),
    ...(tuning.minShingles !== undefined ? { minContainmentShingles: tuning.minShingles } : {}),
    ...(tuning.width !== undefined ? { shingleWidth: tuning.width } : {}),
    ...(values.ngram13 ? { ngram13: true } : {}),
    ...(values["changed-since"] !== undefined ? { changedSince: values["changed-since"] } : {}),
    ...(tuning.shard ? { shard: tuning.shard } : {}),
    ...(tuning.partition ? { partition: tuning.partition } : {}),
    // Unset: the scan's default (RANGES.leakageWorkers), the same as check's, the action's and the library's.
    ...(tuning.workers !== undefined ? { workers: tuning.workers } : {}),
    ...(progress ? { progress: progress.sink } : {}),
  }).finally(() => progress?.end());
  return finishLeakage(report, values, outputs, io, root, tuning.limit);
}

/** --format, --map and --dolma-attributes: values and the combinations they refuse. */
function checkModeFlags(values: LeakageValues): void {
  if (values.format !== undefined && !FORMATS.has(values.format)) {
    throw new InputError(`--format must be text, jsonl, csv, tsv or parquet (got "${values.format}")`);
  }
  if (values.map) {
    for (const [f, v] of [
      ["--corpus", values.corpus?.length ? values.corpus : undefined],
      ["--config", values.config],
      ["--sarif", values.sarif],
      ["--partition", values.partition],
      ["--json -", values.json === "-" ? "-" : undefined],
    ] as const) {
      if (v !== undefined) throw new InputError(`--map reads the corpus from standard input: drop ${f}`);
    }
  } else if (values["map-source"] !== undefined) throw new InputError("--map-source needs --map");
  const dolma = values["dolma-attributes"];
  if (dolma !== undefined) {
    if (!/^[A-Za-z0-9_.-]+$/.test(dolma) || dolma === "." || dolma === "..")
      throw new InputError(`--dolma-attributes must be a folder name: letters, digits, _ . - (got "${dolma}")`);
    const field = values["corpus-field"] ?? values.field;
    if (values.map || values.config !== undefined)
      throw new InputError("--dolma-attributes writes beside corpus files named by --corpus: drop --map/--config");
    if (field !== "text")
      throw new InputError(
        `--dolma-attributes: Dolma documents keep their text in "text"; scan them with --corpus-field text (got ${field === undefined ? "none" : `"${field}"`})`,
      );
  }
}

/** --id-field and --holdout-ids: an id must not be the printed text, and how holdout ids show. */
function checkIdFlags(values: LeakageValues): void {
  if (values["id-field"] !== undefined && values.field !== undefined && sameField(values["id-field"], values.field)) {
    throw new InputError(
      `--id-field "${values["id-field"]}" is the text field (--field); ids are printed with findings, so they would print the text — name a separate id field`,
      { field: "--id-field" },
    );
  }
  const holdoutIds = values["holdout-ids"];
  if (holdoutIds !== undefined) {
    if (holdoutIds !== "hashed" && holdoutIds !== "opaque")
      throw new InputError(`--holdout-ids must be hashed or opaque (got "${holdoutIds}")`, { field: "--holdout-ids" });
    if (!values.holdout?.length)
      throw new InputError(
        "--holdout-ids says how --holdout ids are shown: give --holdout (with --config, set ids: opaque on the probe set)",
        { field: "--holdout-ids" },
      );
  }
}

// Each source remembers the flag it came from: an empty source or a field matching nothing
// names the flag the user wrote.
const flagOrigin = (name: string, value: string): SourceOrigin => ({ kind: "flag", flag: name, value });

/** The probe sets --probes and --holdout name. */
function flagProbeSets(values: LeakageValues, format: SourceFormat | undefined, stdin: StdinSource): ProbeSetInput[] {
  const probeSource =
    (name: "--probes" | "--holdout") =>
    (pattern: string): SourcePattern => ({
      pattern,
      origin: flagOrigin(name, pattern),
      ...(format ? { format } : {}),
      ...(pattern === "-" ? { stdin: stdin!() } : {}),
      ...(values.field !== undefined ? { field: values.field, fieldOrigin: flagOrigin("--field", values.field) } : {}),
      ...(values["id-field"] !== undefined || values.field === undefined || !sameField("id", values.field)
        ? { idField: values["id-field"] ?? "id" }
        : {}),
      skipPrefixes: values["skip-prefix"] ?? [],
    });
  const probeSets: ProbeSetInput[] = [];
  if (values.probes?.length)
    probeSets.push({ name: "probes", holdout: false, sources: values.probes.map(probeSource("--probes")) });
  if (values.holdout?.length)
    probeSets.push({
      name: "holdout",
      holdout: true,
      ...(values["holdout-ids"] === "opaque" ? { opaqueIds: true } : {}),
      sources: values.holdout.map(probeSource("--holdout")),
    });
  return probeSets;
}

/** The corpora --corpus names, or standard input under --map. */
function flagCorpora(values: LeakageValues, format: SourceFormat | undefined, stdin: StdinSource): SourcePattern[] {
  const corpusField =
    values["corpus-field"] !== undefined
      ? { field: values["corpus-field"], fieldOrigin: flagOrigin("--corpus-field", values["corpus-field"]) }
      : values.field !== undefined
        ? { field: values.field, fieldOrigin: flagOrigin("--field", values.field) }
        : {};
  return (values.map ? ["-"] : (values.corpus ?? [])).map(
    (pattern): SourcePattern => ({
      pattern,
      origin: flagOrigin(values.map ? "--map" : "--corpus", pattern),
      ...(format ? { format } : {}),
      ...(pattern === "-" ? { stdin: stdin!() } : {}),
      // A mapper's split may be empty (Spark hands empty partitions to pipe too).
      ...(values.map ? { allowEmpty: true } : {}),
      ...corpusField,
      skipPrefixes: values["skip-prefix"] ?? [],
    }),
  );
}

/** --shard, --partition, the thresholds, --limit and --workers, parsed and range-checked. */
function tuningFlags(values: LeakageValues) {
  let shard: { index: number; count: number } | undefined;
  if (values.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(values.shard);
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
      throw new InputError(`--shard must be i/N with 1 ≤ i ≤ N (got "${values.shard}")`);
    shard = { index, count };
  }
  if (values["partition-by"] !== undefined && values.partition === undefined)
    throw new InputError("--partition-by needs --partition i/N");
  const partition =
    values.partition !== undefined ? parsePartition(values.partition, values["partition-by"]) : undefined;
  const containment = values.containment === "off" ? null : values.containment;
  const minShingles = rangedFlag(
    values["min-containment-shingles"],
    "min-containment-shingles",
    "minContainmentShingles",
  );
  const width = rangedFlag(values["shingle-width"], "shingle-width", "shingleWidth");
  const limit = rangedFlag(values.limit, "limit", "limit") ?? RANGES.limit.default;
  const workers = rangedFlag(values.workers, "workers", "leakageWorkers");
  return { shard, partition, containment, minShingles, width, limit, workers };
}

/** --config: the probe sets, corpora and options of the config's leakage: section. */
async function configSources(
  configPath: string,
  io: Io,
  root: string,
  probeSets: readonly ProbeSetInput[],
  corpora: readonly SourcePattern[],
): Promise<{ sources: ScanSources; fromConfig: Partial<LeakageOptions> }> {
  if (probeSets.length || corpora.length)
    throw new InputError(
      "--config takes probe sets and corpora from its leakage: section; drop --probes/--holdout/--corpus or --config",
    );
  // Loaded on demand: YAML and zod add start-up time to every flags-only scan.
  const [{ loadConfig }, { optionsFromSection }] = await Promise.all([
    import("../config/load.js"),
    import("../leakage/config.js"),
  ]);
  const cfg = await loadConfig(configPath, io.cwd);
  if (!cfg.config.leakage) throw new InputError("the config has no leakage: section", { file: cfg.file });
  const o = optionsFromSection(cfg.config.leakage, cfg.dir, cfg, root);
  return {
    sources: {
      cwd: o.cwd,
      probeSets: o.probeSets,
      corpora: o.corpora,
      ...(o.configFile !== undefined ? { configFile: o.configFile } : {}),
    },
    fromConfig: {
      ...(o.threshold !== undefined ? { threshold: o.threshold } : {}),
      ...(o.containment !== undefined ? { containment: o.containment } : {}),
      ...(o.minContainmentShingles !== undefined ? { minContainmentShingles: o.minContainmentShingles } : {}),
      ...(o.shingleWidth !== undefined ? { shingleWidth: o.shingleWidth } : {}),
      ...(o.ngram13 ? { ngram13: true } : {}),
      ...(o.from ? { from: o.from } : {}),
    },
  };
}

/** A value given by flag is named by its flag; one from the config by its key and line. */
function flagOrigins(values: LeakageValues) {
  return Object.fromEntries(
    (
      [
        ["threshold", "--threshold", values.threshold],
        ["containment", "--containment", values.containment],
        ["minContainmentShingles", "--min-containment-shingles", values["min-containment-shingles"]],
        ["shingleWidth", "--shingle-width", values["shingle-width"]],
        ["workers", "--workers", values.workers],
        ["shard", "--shard", values.shard],
      ] as const
    )
      .filter(([, , v]) => v !== undefined)
      .map(([k, flag]) => [k, { kind: "flag", flag }]),
  );
}

/** Writes the report files, the Dolma attributes and the table or mapper lines; the exit code. */
async function finishLeakage(
  report: Awaited<ReturnType<typeof scan>>,
  values: LeakageValues,
  outputs: ReportOutputs,
  io: Io,
  root: string,
  limit: number,
): Promise<number> {
  await writeOutputs(report, outputs, io, root);
  const dolma = values["dolma-attributes"];
  if (dolma !== undefined) {
    const written = await writeDolmaAttributes(report, root, dolma, scanInputs(report, root));
    if (!values.quiet && !outputs.jsonToStdout)
      io.stdout(
        `dolma attributes: ${written.length} file${written.length === 1 ? "" : "s"} under attributes/${dolma}/\n`,
      );
  }
  if (values.map) {
    // Findings are data here, not a verdict: an engine fails the task on a non-zero exit.
    writeLines(io, report.findings);
    return 0;
  }
  if (!outputs.jsonToStdout && (!values.quiet || report.findings.length)) io.stdout(renderTable(report, limit));
  return exitCodeFor(report);
}

/**
 * `-` names standard input, read once: at most one source may be `-`, its format is stated
 * (--stdin-format; there is no extension), and modes that read a source twice are refused.
 * Returns the maker of the one stdin source, or null when no source is `-`.
 */
function stdinSpec(
  values: {
    probes?: string[] | undefined;
    holdout?: string[] | undefined;
    corpus?: string[] | undefined;
    "stdin-format"?: string | undefined;
    map?: boolean | undefined;
    "map-source"?: string | undefined;
    shard?: string | undefined;
    partition?: string | undefined;
    "changed-since"?: string | undefined;
  },
  io: Io,
): (() => NonNullable<SourcePattern["stdin"]>) | null {
  const dashes = [
    ...(["probes", "holdout", "corpus"] as const).flatMap((k) =>
      (values[k] ?? []).filter((v) => v === "-").map(() => `--${k}`),
    ),
    ...(values.map ? ["--map"] : []),
  ];
  const sf = values["stdin-format"] ?? (values.map ? "text" : undefined);
  if (dashes.length === 0) {
    if (sf !== undefined) throw new InputError(`--stdin-format "${sf}": no source is - (standard input)`);
    return null;
  }
  if (dashes.length > 1)
    throw new InputError(`${dashes.join(" - and ")} -: standard input can be read only once; name one source -`);
  if (sf === undefined)
    throw new InputError(
      `${dashes[0]} - reads standard input, which has no extension: say what it holds with --stdin-format (text, jsonl, csv, tsv; +gzip or +zstd when compressed)`,
    );
  const m = /^(text|jsonl|csv|tsv|records)(?:\+(gzip|zstd))?$/.exec(sf);
  if (m?.[1] === "records" && !values.map)
    throw new InputError(`--stdin-format records is the mapper's input: it needs --map`);
  if (!m) {
    throw new InputError(
      sf.startsWith("parquet")
        ? `--stdin-format "${sf}": Parquet cannot be read from standard input (its index is at the end of the file); name the file`
        : `--stdin-format must be text, jsonl, csv or tsv, optionally +gzip or +zstd (got "${sf}")`,
    );
  }
  for (const [f, v] of [
    ["--shard", values.shard],
    ["--changed-since", values["changed-since"]],
    ["--partition", values.partition],
  ] as const) {
    if (v !== undefined)
      throw new InputError(`${f} reads some sources twice; standard input (-) can be read only once`);
  }
  const read = io.stdin;
  if (!read) throw new InputError(`${dashes[0]} -: standard input is not available here`);
  let opened = false;
  const open = () => {
    // The scan opens each source once; a second open would see an empty, drained pipe.
    if (opened) throw new InputError("standard input (-) can be read only once");
    opened = true;
    return read();
  };
  return () => ({
    open,
    ...(values["map-source"] !== undefined ? { name: values["map-source"] } : {}),
    format: m[1] as SourceFormat,
    compression: m[2] === "gzip" ? "gzip" : m[2] === "zstd" ? "zstd" : "none",
  });
}

/** `--json` / `--sarif` as output paths; inside the repository no link on the way is followed. */
export function reportOutputs(
  paths: { json?: string | undefined; sarif?: string | undefined },
  io: Io,
  root: string,
): ReportOutputs {
  const at = (field: string, p: string | undefined) =>
    p === undefined ? {} : { [field.slice(2)]: outputPath(p, { cwd: io.cwd, workspace: root, field }) };
  // `--json -`: the report on standard output in place of the table (src/cli/json-flag.ts).
  if (paths.json === "-") return { jsonToStdout: true, ...at("--sarif", paths.sarif) };
  return { ...at("--json", paths.json), ...at("--sarif", paths.sarif) };
}

export interface ReportOutputs {
  json?: OutputPath;
  /** `--json -`: the report goes to standard output and the table is not printed. */
  jsonToStdout?: true;
  sarif?: OutputPath;
}

/** Every file the scan read, which no output may replace. */
export function scanInputs(report: LeakageReport<FindingList>, inputsBase: string): NamedInput[] {
  const files = [
    ...report.probeSets.flatMap((ps) => ps.files.map((f) => f.file)),
    ...report.corpora.map((c) => c.file),
  ];
  return files.map((f) => ({ what: `the scan's input ${f}`, path: resolve(inputsBase, f) }));
}

export async function writeOutputs(
  report: LeakageReport<FindingList>,
  outputs: ReportOutputs,
  io: Io,
  /** What the report's file names are relative to (the repository root, sources/repo-root.ts). */
  inputsBase: string,
  /** Other files the command read (merge: the shard reports). */
  more: readonly NamedInput[] = [],
): Promise<void> {
  // A report written over a probe set would destroy the holdout it protects; refuse before writing.
  await preflightOutputs([outputs.json, outputs.sarif], [...scanInputs(report, inputsBase), ...more]);
  // Streamed: a report of a million findings is larger than one string can be.
  const json = function* () {
    yield* jsonChunks(report);
    yield "\n";
  };
  if (outputs.json) await writeOutputChunks(outputs.json, json());
  if (outputs.jsonToStdout) writeBatched(io, json());
  if (outputs.sarif) await writeOutputChunks(outputs.sarif, sarifChunks(report.findings, VERSION));
}

/** Standard output in pieces of about a MiB (one string per write, never the whole report). */
function writeBatched(io: Io, chunks: Iterable<string>): void {
  let batch: string[] = [];
  let size = 0;
  for (const c of chunks) {
    batch.push(c);
    size += c.length;
    if (size >= 1 << 20) {
      io.stdout(batch.join(""));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) io.stdout(batch.join(""));
}

/** `--map`: one finding a line (NDJSON), for the engine that runs the mappers. */
function writeLines(io: Io, findings: FindingList): void {
  writeBatched(
    io,
    (function* () {
      for (const f of findings) yield `${JSON.stringify(f)}\n`;
    })(),
  );
}
