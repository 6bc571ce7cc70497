import { readFile } from "node:fs/promises";
import { checkInputFile } from "../io/checked-file.js";
import { outputPath, preflightOutputs, writeOutput } from "../io/output-file.js";
import { MAX_ITEMS_FILE_BYTES } from "../limits.js";
import { relative, resolve, sep } from "node:path";
import { glob } from "tinyglobby";
import { ExitCode, InputError } from "../errors.js";
import { compareCodePoints } from "../items/hash.js";
import type { Item } from "../items/item.js";
import { isIsoDate } from "../items/load.js";
import { convertMmluCsv, REJECT_REASONS, type FileManifest, type RejectReason } from "../items/ingest/mmlu.js";
import { parseFlags } from "./args.js";
import type { Command, Io } from "./io.js";

const USAGE =
  "usage: contamgate ingest mmlu-csv DIR --items items.jsonl [--manifest PATH] [--published-at YYYY-MM-DD] [--source NAME] [--index-base 0|1]";

export const INGEST_FLAGS = {
  items: { type: "string" },
  manifest: { type: "string" },
  "published-at": { type: "string" },
  source: { type: "string" },
  "index-base": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** `contamgate ingest mmlu-csv DIR --items items.jsonl`: MMLU-layout CSVs → items + a manifest of what was rejected and why. */
export const ingestCommand: Command = async (argv, io) => {
  const { values, positionals } = parseFlags(argv, INGEST_FLAGS, true, USAGE);
  if (values.help) {
    io.stdout(USAGE + "\n");
    return ExitCode.Pass;
  }
  const [format, dir, ...extra] = positionals;
  if (format !== "mmlu-csv")
    throw new InputError(`unknown or missing format "${format ?? ""}" (supported: mmlu-csv); ${USAGE}`);
  if (dir === undefined || extra.length > 0) throw new InputError(`expected exactly one DIR; ${USAGE}`);
  if (values.items === undefined) throw new InputError(`--items is required (the items file to write); ${USAGE}`);
  if (values["published-at"] !== undefined && !isIsoDate(values["published-at"])) {
    throw new InputError(`--published-at must be a date YYYY-MM-DD (got "${values["published-at"]}")`);
  }
  let indexBase: 0 | 1 | undefined;
  if (values["index-base"] !== undefined) {
    if (values["index-base"] !== "0" && values["index-base"] !== "1")
      throw new InputError(`--index-base must be 0 or 1 (got "${values["index-base"]}")`);
    indexBase = values["index-base"] === "0" ? 0 : 1;
  }
  return ingestMmlu(io, {
    dir,
    out: values.items,
    manifest: values.manifest ?? `${values.items.replace(/\.jsonl$/i, "")}.manifest.json`,
    ...(indexBase !== undefined && { indexBase }),
    ...(values["published-at"] !== undefined && { publishedAt: values["published-at"] }),
    ...(values.source !== undefined && { source: values.source }),
  });
};

async function ingestMmlu(
  io: Io,
  o: { dir: string; out: string; manifest: string; indexBase?: 0 | 1; publishedAt?: string; source?: string },
): Promise<number> {
  const root = resolve(io.cwd, o.dir);
  const found = await glob("**/*.csv", { cwd: root, caseSensitiveMatch: false, onlyFiles: true }).catch(
    () => [] as string[],
  );
  const files = found.map((f) => f.split(sep).join("/")).sort(compareCodePoints);
  if (files.length === 0) throw new InputError("no .csv files found", { file: o.dir });
  // Checked before anything is read or written: an --items that names an input CSV would destroy it.
  const out = outputPath(o.out, { cwd: io.cwd, field: "--items" });
  const manifestOut = outputPath(o.manifest, { cwd: io.cwd, field: "--manifest" });
  await preflightOutputs(
    [out, manifestOut],
    files.map((rel) => ({ what: `the input CSV ${rel}`, path: resolve(root, rel) })),
  );
  const outPath = out.path;
  const manifestPath = manifestOut.path;

  const items: Item[] = [];
  const manifests: FileManifest[] = [];
  for (const rel of files) {
    const { real } = await checkInputFile(resolve(root, rel), {
      display: rel,
      maxBytes: MAX_ITEMS_FILE_BYTES,
      what: "CSV file",
      workspace: io.cwd,
    });
    let bytes: Buffer;
    try {
      bytes = await readFile(real);
    } catch (e) {
      throw new InputError(`cannot read (${(e as NodeJS.ErrnoException).code ?? "read error"})`, { file: rel });
    }
    const r = convertMmluCsv(bytes, rel, {
      ...(o.indexBase !== undefined && { indexBase: o.indexBase }),
      ...(o.publishedAt !== undefined && { publishedAt: o.publishedAt }),
      ...(o.source !== undefined && { source: o.source }),
    });
    // Not push(...r.items): a CSV of a few hundred thousand rows would overflow the stack.
    for (const it of r.items) items.push(it);
    manifests.push(r.manifest);
  }

  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id))
      throw new InputError(`two rows map to the same item id "${item.id}"; rename one of the files`, { file: o.dir });
    ids.add(item.id);
  }

  const byReason: Partial<Record<RejectReason, number>> = {};
  for (const m of manifests)
    for (const reason of REJECT_REASONS)
      if (m.rejected[reason]) byReason[reason] = (byReason[reason] ?? 0) + m.rejected[reason]!;
  const totals = {
    files: manifests.length,
    rows: manifests.reduce((k, m) => k + m.rows, 0),
    accepted: items.length,
    rejected: manifests.reduce((k, m) => k + m.rows - m.accepted, 0),
    by_reason: byReason,
  };
  const manifest = {
    format: "mmlu-csv",
    dir: o.dir,
    out: o.out,
    ...(o.publishedAt !== undefined && { published_at: o.publishedAt }),
    totals,
    files: manifests,
  };
  await writeOutput(manifestOut, JSON.stringify(manifest, null, 2) + "\n");
  if (items.length > 0) await writeOutput(out, items.map(itemToJsonl).join(""));

  for (const m of manifests) {
    const why = Object.entries(m.rejected)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    io.stdout(`${m.path}: ${m.rows} rows, ${m.accepted} accepted${why ? `, rejected: ${why}` : ""}\n`);
  }
  const why = Object.entries(byReason)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  io.stdout(
    `${totals.files} files, ${totals.rows} rows: ${totals.accepted} accepted, ${totals.rejected} rejected${why ? ` (${why})` : ""}\n` +
      (items.length > 0 ? `items → ${relative(io.cwd, outPath) || outPath}\n` : "") +
      `manifest → ${relative(io.cwd, manifestPath) || manifestPath}\n`,
  );
  if (items.length === 0) {
    io.stderr(
      "contamgate ingest: no row was accepted; nothing written to --items (see the manifest for the reasons)\n",
    );
    return ExitCode.InvalidInput;
  }
  return ExitCode.Pass;
}

/** The item JSONL layout parseItemsJsonl reads back. */
export function itemToJsonl(item: Item): string {
  return (
    JSON.stringify({
      id: item.id,
      question: item.question,
      choices: item.choices,
      answer: item.answer,
      ...(item.publishedAt !== undefined && { published_at: item.publishedAt }),
      ...(item.source !== undefined && { source: item.source }),
      ...(item.metadata !== undefined && { metadata: item.metadata }),
    }) + "\n"
  );
}
