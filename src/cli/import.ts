import { statSync } from "node:fs";
import { resolve } from "node:path";
import { ExitCode, InputError } from "../errors.js";
import { outputPath, preflightOutputs } from "../io/output-file.js";
import { findImporter, IMPORTERS } from "../outcomes/import/index.js";
import {
  type ImportedRows,
  type ImportOptions,
  type ImportPath,
  PARTIAL_POLICIES,
  type PartialPolicy,
} from "../outcomes/import/types.js";
import type { OutcomeTable } from "../outcomes/table.js";
import type { OutcomeRow } from "../outcomes/types.js";
import { checkRow, OutcomeCollector } from "../outcomes/validate.js";
import { outcomeChunks, writeOutcomesFile } from "../outcomes/write.js";
import { ProgressMeter } from "../leakage/progress.js";
import { parseFlags } from "./args.js";
import { progressLines } from "./progress.js";
import type { Io } from "./io.js";

function help(): string {
  const width = Math.max(...IMPORTERS.map((i) => i.name.length));
  return `usage: contamgate import FORMAT PATH... [--outcomes outcomes.jsonl] [flags]

Reads the per-sample results another eval tool wrote and writes them as outcome rows, JSONL
(docs/outcomes.md), for verdict --input and compare. Field names come from each tool's source
(docs/import.md).

formats:
${IMPORTERS.map((i) => `  ${i.name.padEnd(width)}  ${i.summary}`).join("\n")}

  --outcomes PATH        write the rows there (default, or -: standard output)
  --model NAME           the model of every row (required when the log does not name one; overrides it)
  --condition NAME       the condition of every row (e.g. original, perturbed:shuffle_choices, baseline);
                         give it once per PATH, in order, for logs of different conditions
  --scorer NAME          the score to read when a log holds several (inspect: scorer name; lm-eval:
                         METRIC or METRIC,FILTER, e.g. acc, exact_match,strict-match; promptfoo: a named
                         score instead of success; openai-evals: a metrics field, e.g. score; helm: a
                         stat, default exact_match; every-eval-ever: an evaluation_result_id;
                         lighteval: a metric, e.g. gpqa_pass@1:1_samples; opencompass: a details key
                         instead of correct, or predictions=references for AccEvaluator's details)
  --helm-split NAME      helm: the evaluation split to read (default test; HELM reports valid and test apart)
  --signal probability   give every row a score, the probability of the correct answer, from the log
                         (${IMPORTERS.filter((i) => i.probability !== undefined)
                           .map((i) => i.name)
                           .join(", ")}; docs/import.md "Soft scores"); the verdict then uses the soft signal
  --partial refuse|wrong|correct|unparsed
                         a partial or fractional score (inspect P, 0.5): refused by default; or
                         counted as wrong, as right, or as unknown (null)
  --quiet                no progress lines (otherwise on stderr while the logs are read: records,
                         bytes, rate, ETA; every 10 s in CI)

exit: 0 rows written, 4 invalid input (one line naming the file, member or line, and field)
`;
}

export const IMPORT_FLAGS = {
  outcomes: { type: "string" },
  model: { type: "string" },
  condition: { type: "string", multiple: true },
  scorer: { type: "string" },
  "helm-split": { type: "string" },
  partial: { type: "string" },
  quiet: { type: "boolean" },
  signal: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export async function importCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, IMPORT_FLAGS, true, help());
  if (values.help) {
    io.stdout(help());
    return ExitCode.Pass;
  }
  const [format, ...paths] = positionals;
  if (format === undefined) {
    throw new InputError(`give a FORMAT (${IMPORTERS.map((i) => i.name).join(", ")}) and at least one PATH`);
  }
  const importer = findImporter(format);
  if (!importer) {
    throw new InputError(`unknown format "${format}" (known: ${IMPORTERS.map((i) => i.name).join(", ")})`);
  }
  if (paths.length === 0) throw new InputError(`give at least one ${format} log PATH`);
  const conditions = values.condition ?? [];
  if (conditions.length > 1 && conditions.length !== paths.length) {
    throw new InputError(
      `--condition given ${conditions.length} times for ${paths.length} paths: give it once (every row) or once per path, in order`,
      { field: "--condition" },
    );
  }
  for (const c of conditions) nonEmpty(c, "--condition");
  if (values.model !== undefined) nonEmpty(values.model, "--model");
  if (values.scorer !== undefined) nonEmpty(values.scorer, "--scorer");
  const helmSplit = values["helm-split"];
  if (helmSplit !== undefined) {
    nonEmpty(helmSplit, "--helm-split");
    if (format !== "helm") {
      throw new InputError(`--helm-split names a HELM evaluation split; ${format} logs are not split that way`, {
        field: "--helm-split",
      });
    }
  }
  const partial = (values.partial ?? "refuse") as PartialPolicy;
  if (!PARTIAL_POLICIES.includes(partial)) {
    throw new InputError(`--partial must be one of ${PARTIAL_POLICIES.join(", ")} (got "${values.partial}")`, {
      field: "--partial",
    });
  }

  const signal = values.signal;
  if (signal !== undefined && signal !== "probability" && signal !== "binary") {
    throw new InputError(`--signal takes probability or binary (got "${signal}")`, { field: "--signal" });
  }
  if (signal === "probability" && importer.probability === undefined) {
    const able = IMPORTERS.filter((i) => i.probability !== undefined).map((i) => i.name);
    throw new InputError(
      `${format} logs carry no per-sample probabilities contamgate reads; --signal probability works with ${able.join(", ")} (docs/import.md "Soft scores")`,
      { field: "--signal" },
    );
  }

  const input: ImportPath[] = paths.map((display, i) => ({
    display,
    path: resolve(io.cwd, display),
    ...(conditions.length > 1 ? { condition: conditions[i]! } : {}),
  }));
  const out =
    values.outcomes === undefined || values.outcomes === "-"
      ? undefined
      : outputPath(values.outcomes, { cwd: io.cwd, field: "--outcomes" });
  await preflightOutputs(
    [out],
    input.map((p) => ({ what: `the input ${p.display}`, path: p.path })),
  );
  const options: ImportOptions = {
    partial,
    ...(values.model !== undefined ? { model: values.model } : {}),
    ...(conditions.length === 1 ? { condition: conditions[0]! } : {}),
    ...(values.scorer !== undefined ? { scorer: values.scorer } : {}),
    ...(helmSplit !== undefined ? { split: helmSplit } : {}),
    ...(signal === "probability" ? { signal } : {}),
  };
  // A log of a million samples reads for a while: the look of the scan's progress line.
  const progress = values.quiet ? null : progressLines(io, "progress");
  const meter = progress ? new ProgressMeter(progress.sink, sizeOfFiles(input)) : undefined;
  const result = await importer
    .read({ paths: input, workspace: io.cwd, ...(meter ? { meter } : {}) }, options)
    .finally(() => {
      meter?.finish();
      progress?.end();
    });
  const rows = checked(result.rows, format);
  for (const n of result.notes) io.stderr(`import ${format}: ${n}\n`);
  if (out) {
    await writeOutcomesFile(out, rows);
    io.stderr(`import ${format}: ${rows.length.toLocaleString("en-US")} rows written to ${values.outcomes}\n`);
  } else {
    // In chunks: millions of rows as one string would pass what V8 can hold.
    for (const chunk of outcomeChunks(rows)) io.stdout(chunk);
  }
  return ExitCode.Pass;
}

/**
 * The importer's rows checked as strictly as a file's (shape, duplicates, epochs, clusters): an
 * outcomes file this command writes always reads back.
 */
function checked(rows: ImportedRows, format: string): OutcomeTable {
  const c = new OutcomeCollector();
  const at = { file: `import ${format}` };
  const list = Array.isArray(rows) ? (rows as (OutcomeRow | undefined)[]) : null;
  let i = 0;
  for (const row of rows) {
    // The collector keeps its own compact copy: drop a list's row as it goes, so the peak holds
    // one copy of the rows, not two (docs/reliability.md "Memory per outcome row").
    if (list !== null) list[i++] = undefined;
    const r = row!;
    try {
      c.add(checkRow(r, at), at);
    } catch (e) {
      if (e instanceof InputError && /duplicate row/.test(e.message)) {
        throw new InputError(
          `${e.message.replace(/^import \S+(, field "id")?: /, "")}; two logs of one model and condition? give each PATH its --condition`,
          { field: "--condition" },
        );
      }
      throw e;
    }
  }
  if (c.table.length === 0) throw new InputError(`the ${format} logs hold no rows to import`);
  return c.table;
}

/** The inputs' size on disk when every one is a file (for the ETA); a directory's is not known. */
function sizeOfFiles(paths: readonly ImportPath[]): number | null {
  let total = 0;
  for (const p of paths) {
    try {
      const st = statSync(p.path);
      if (!st.isFile()) return null;
      total += st.size;
    } catch {
      return null; // the importer names the missing file
    }
  }
  return total;
}

function nonEmpty(v: string, flag: string): void {
  if (v.trim() === "" || v.trim() !== v)
    throw new InputError(`${flag} must be a non-empty name without surrounding spaces`, { field: flag });
}
