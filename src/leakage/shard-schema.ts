/**
 * What `merge` checks of a shard report before trusting it: the report's fields but its findings
 * (the head), and each finding on its own, so a report of millions of findings is checked one
 * finding at a time (docs/leakage.md "Scale-out"). A wrong field is an exit-4 error naming the
 * file and the field (a malformed shard was "internal error: Cannot read properties of undefined").
 */
import { z } from "zod";
import { InputError } from "../errors.js";
import type { LeakageFinding, LeakageReport } from "./report.js";

const count = z.number().int().min(0);
const line = z.number().int().min(1);

const findingSchema = z.looseObject({
  probe: z.looseObject({
    set: z.string(),
    file: z.string(),
    line,
    holdout: z.boolean(),
    id: z.string().optional(),
    index: count.optional(),
  }),
  corpus: z.looseObject({ file: z.string(), line, index: count.optional() }),
  jaccard: z.number().min(0).max(1),
  containment: z.number().min(0).max(1),
  rules: z.array(z.enum(["jaccard", "containment", "ngram13"])),
});

/** Everything merge and the renderers read of a shard report; extra fields are kept as they are. */
const headSchema = z.looseObject({
  kind: z.literal("contamgate.leakage"),
  version: z.literal(1),
  fingerprint: z.string(),
  settings: z.looseObject({
    shard: z.looseObject({ index: z.number().int().min(1), count: z.number().int().min(1) }).nullable(),
  }),
  probeSets: z.array(z.looseObject({ name: z.string(), holdout: z.boolean(), probes: count })),
  corpora: z.array(z.looseObject({ file: z.string(), records: count, skipped: count })),
  // The findings are checked one by one (checkShardFinding); the head holds an empty array.
  findings: z.array(z.unknown()),
  stats: z.looseObject({ corpusRecords: count, slowRecords: count, candidates: count, seconds: z.number().min(0) }),
  partition: z
    .looseObject({
      index: z.number().int().min(1),
      count: z.number().int().min(1),
      by: z.enum(["hash", "size"]),
      files: z.array(z.looseObject({ file: z.string(), size: count, partition: z.number().int().min(1) })),
      sources: z.array(z.looseObject({ source: z.string(), files: z.array(z.string()) })),
    })
    .optional(),
});

/** The head's fields in the order they are checked: a wrong one before `findings` is named before a wrong finding. */
const HEAD_ORDER = Object.keys(headSchema.shape);

/** A report whose findings are read elsewhere (a stream, an array): everything else of it. */
export type ShardHead = Omit<LeakageReport, "findings">;

/** A wrong finding, to be named once the head is known to be right where it comes first. */
export type FindingIssue = { message: string; field: string };

/**
 * One finding of a shard report, the `index`-th: the finding, or the first wrong field in it
 * (`findings.17.probe.line`).
 */
export function checkShardFinding(value: unknown, index: number): LeakageFinding | FindingIssue {
  const r = findingSchema.safeParse(value);
  if (r.success) return value as LeakageFinding;
  const issue = r.error.issues[0]!;
  return { message: issue.message, field: ["findings", index, ...issue.path].map(String).join(".") };
}

/**
 * The head of a shard report (its `findings` an empty array where the report had its array), and
 * the first wrong finding if any → the head merge can trust, or the exit-4 error naming the first
 * wrong field in the order of the schema, findings in their place.
 */
export function checkShardHead(value: unknown, file: string, findingIssue: FindingIssue | null): ShardHead {
  if (typeof value !== "object" || value === null || (value as { kind?: unknown }).kind !== "contamgate.leakage") {
    throw new InputError("not a contamgate leakage report", { file });
  }
  if ((value as { version?: unknown }).version !== 1)
    throw new InputError("not a contamgate leakage report (version 1)", { file });
  const r = headSchema.safeParse(value);
  const issue = r.success ? null : r.error.issues[0]!;
  const findingsFirst =
    findingIssue !== null &&
    (issue === null || HEAD_ORDER.indexOf(String(issue.path[0])) > HEAD_ORDER.indexOf("findings"));
  if (findingsFirst)
    throw new InputError(`malformed shard report: ${findingIssue.message}`, { file, field: findingIssue.field });
  if (issue !== null) {
    throw new InputError(`malformed shard report: ${issue.message}`, {
      file,
      field: issue.path.map(String).join(".") || "(top level)",
    });
  }
  return value as ShardHead;
}
