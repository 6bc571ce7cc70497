import { z } from "zod";
import { DEFAULTS, RANGES, zodNumber } from "../ranges.js";
import type { Source } from "../value-source.js";
import { sameField } from "./holdout-id.js";
import type { LeakageOptions } from "./scan.js";
import type { SourceOrigin, SourcePattern } from "./sources/resolve.js";

/**
 * The `leakage:` section of contamgate.yml. Paths and globs are relative to the config file's
 * directory; CLI flags, when given, override the thresholds.
 */
const format = z.enum(["text", "jsonl", "csv", "tsv", "parquet"]);

const sourceFields = z.strictObject({
  /** A file path or glob. */
  path: z.string().min(1),
  /** Default: from the extension (.jsonl/.ndjson/.json, .csv, .tsv, .parquet, else text; .gz/.zst looked through). */
  format: format.optional(),
  /** JSONL field path (`question`, `paraphrases[]`, `turns[].text`) or CSV/TSV column. */
  field: z.string().min(1).optional(),
  /** JSONL field / CSV column with a record id, reported with findings. */
  id_field: z.string().min(1).optional(),
  /** Text format: lines starting with one of these are skipped (e.g. "#"). */
  skip_prefixes: z.array(z.string().min(1)).optional(),
  /** This source may hold no record (an empty file, only comments) without failing the scan. */
  allow_empty: z.boolean().optional(),
});

/** An id taken from the text field would print the text wherever findings are shown. */
const source = sourceFields.refine(
  (s) => s.id_field === undefined || s.field === undefined || !sameField(s.id_field, s.field),
  {
    path: ["id_field"],
    message:
      "is the text field (field); ids are printed with findings, so they would print the text — name a separate id field or drop id_field",
  },
);

const ratio = z.string().regex(/^(0?\.\d{1,6}|1(\.0{1,6})?)$/, 'a decimal in (0, 1], e.g. "0.8"');

export const leakageSectionSchema = z.strictObject({
  /** Named probe sets; `holdout: true` marks sets whose text must never be printed anywhere. */
  probe_sets: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.-]+$/, "letters, digits, _ . -"),
      z
        .strictObject({
          holdout: z.boolean().default(false),
          /**
           * `opaque`: this holdout set's ids carry nothing of its text (`hq-17`), so surfaces show
           * them as written. Without it a holdout id is shown as a hash (docs/leakage.md "Holdout ids").
           */
          ids: z.literal("opaque").optional(),
          sources: z.array(source).min(1),
        })
        .refine((set) => set.ids === undefined || set.holdout, {
          path: ["ids"],
          message: "is for holdout sets (holdout: true); ids of other probe sets are always shown as written",
        }),
    )
    .refine((r) => Object.keys(r).length > 0, "at least one probe set"),
  corpora: z.array(source).min(1),
  threshold: z.union([ratio, z.number().gt(0).lte(1)]).default(DEFAULTS.leakageThreshold),
  containment: z.union([ratio, z.number().gt(0).lte(1), z.literal("off")]).default(DEFAULTS.leakageContainment),
  min_containment_shingles: zodNumber(z, RANGES.minContainmentShingles).default(RANGES.minContainmentShingles.default),
  shingle_width: zodNumber(z, RANGES.shingleWidth).default(RANGES.shingleWidth.default),
  ngram13: z.boolean().default(false),
});

export type LeakageSection = z.infer<typeof leakageSectionSchema>;

/** The `id` field/column by default — unless `id` is where the text is. */
function defaultIdField(src: z.infer<typeof source>): { idField?: string } {
  const idField = src.id_field ?? "id";
  return src.field !== undefined && sameField(idField, src.field) ? {} : { idField };
}

/** The loaded config file, as far as errors after validation need it (src/config/load.ts). */
export interface ConfigWhere {
  /** The config path as the user gave it. */
  readonly file: string;
  /** Its absolute path (pull-request mode rescans everything when the config changed). */
  readonly path: string;
  lineOf(path: readonly (string | number)[]): number | undefined;
}

/**
 * Scan options from a parsed section; `cwd` is the config file's directory, `root` the
 * repository root reported paths are relative to. Every source remembers its config line, so an
 * empty source or a field that matches nothing names it.
 */
export function optionsFromSection(
  section: LeakageSection,
  cwd: string,
  where: ConfigWhere,
  root: string = cwd,
): LeakageOptions {
  const origin = (path: (string | number)[]): SourceOrigin => ({
    kind: "config",
    file: where.file,
    line: where.lineOf(path),
    key: path.join("."),
  });
  const pattern = (s: z.infer<typeof source>, at: (string | number)[]): SourcePattern => ({
    pattern: s.path,
    ...(s.format ? { format: s.format } : {}),
    ...(s.field !== undefined ? { field: s.field, fieldOrigin: origin([...at, "field"]) } : {}),
    ...(s.id_field !== undefined ? { idField: s.id_field } : {}),
    ...(s.skip_prefixes ? { skipPrefixes: s.skip_prefixes } : {}),
    ...(s.allow_empty ? { allowEmpty: true } : {}),
    origin: origin([...at, "path"]),
  });
  // A threshold the schema let through (0.1234567) is refused by the scan's plan at this key.
  const key = (k: string): Source => {
    const line = where.lineOf(["leakage", k]);
    return { kind: "config", file: where.file, ...(line !== undefined ? { line } : {}), field: `leakage.${k}` };
  };
  return {
    cwd,
    root,
    probeSets: Object.entries(section.probe_sets).map(([name, set]) => ({
      name,
      holdout: set.holdout,
      ...(set.ids === "opaque" ? { opaqueIds: true } : {}),
      // Like --id-field: an `id` field/column is reported when present unless another is named.
      sources: set.sources.map((src, j) => ({
        ...pattern(src, ["leakage", "probe_sets", name, "sources", j]),
        ...defaultIdField(src),
      })),
    })),
    corpora: section.corpora.map((src, i) => pattern(src, ["leakage", "corpora", i])),
    configFile: where.path,
    threshold: String(section.threshold),
    containment: section.containment === "off" ? null : String(section.containment),
    minContainmentShingles: section.min_containment_shingles,
    shingleWidth: section.shingle_width,
    ngram13: section.ngram13,
    from: {
      threshold: key("threshold"),
      containment: key("containment"),
      minContainmentShingles: key("min_containment_shingles"),
      shingleWidth: key("shingle_width"),
    },
  };
}
