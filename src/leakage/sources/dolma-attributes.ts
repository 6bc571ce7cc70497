/**
 * Dolma attribute files (`--dolma-attributes NAME`): for each documents file a scan read, a file of
 * the same name under `attributes/NAME/` in place of the path's `documents/` component, holding
 * one row per document, in order, as Dolma's taggers write them (allenai/dolma
 * python/dolma/core/runtime.py `_write_sample_to_streams`, `_make_paths_from_substitution`;
 * docs/data-format.md "Attributes Format"):
 *   {"id": <the document's id>, "attributes": {"contamgate__leak": [[0, <length>, <score>]]}, "source": <its source>}
 * with `[]` for a clean document, so a mixer filter such as `$.attributes[?(@.contamgate__leak &&
 * @.contamgate__leak[0] && @.contamgate__leak[0][2] >= 0.8)]` drops the leaked documents. The span
 * is the whole document (offsets in code points, as Python indexes the text); the score is the
 * strongest finding's max(Jaccard, containment), rounded to 5 digits as Dolma rounds scores. No
 * text is written, only ids, offsets and scores (docs/leakage-at-scale.md "Dolma attributes").
 */
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type { Writable } from "node:stream";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { InputError } from "../../errors.js";
import {
  type NamedInput,
  type OutputPath,
  openOutput,
  outputError,
  outputPath,
  preflightOutputs,
} from "../../io/output-file.js";
import type { FindingList, LeakageFinding, LeakageReport } from "../report.js";
import { openChunks, type ReadStats, type SourceFile } from "./read-records.js";

export const DOLMA_KEY = "contamgate__leak";

/** Where a documents file's attributes go: its first `documents` component → `attributes/NAME`. */
export function attributesPath(display: string, name: string): string | null {
  const parts = display.split("/");
  const at = parts.indexOf("documents");
  if (at < 0 || at === parts.length - 1) return null;
  return [...parts.slice(0, at), "attributes", name, ...parts.slice(at + 1)].join("/");
}

/** The score of one document: the strongest finding on its line, as Dolma rounds (5 digits). */
function score(fs: readonly LeakageFinding[]): number {
  let best = 0;
  for (const f of fs) best = Math.max(best, f.jaccard, f.containment);
  return Math.round(best * 1e5) / 1e5;
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length) n++;
    else {
      const d = s.charCodeAt(i + 1);
      n++;
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/**
 * Writes the attribute file of every corpus file of the report. Each must be Dolma documents:
 * JSONL (optionally gzipped) under a `documents/` folder, every line a document with `id` and
 * `text`. `root`: what the report's paths are relative to.
 */
export async function writeDolmaAttributes(
  report: LeakageReport<FindingList>,
  root: string,
  name: string,
  inputs: readonly NamedInput[],
): Promise<string[]> {
  const plan: { src: SourceFile; out: OutputPath; sha256: string }[] = [];
  const byFile = new Map<string, Map<number, LeakageFinding[]>>();
  for (const f of report.findings) {
    const lines = byFile.get(f.corpus.file) ?? new Map<number, LeakageFinding[]>();
    const at = lines.get(f.corpus.line) ?? [];
    at.push(f);
    lines.set(f.corpus.line, at);
    byFile.set(f.corpus.file, lines);
  }
  const seen = new Set<string>();
  for (const c of report.corpora) {
    if (seen.has(c.file)) continue; // one file read under two fields: one attributes file
    seen.add(c.file);
    if (c.format !== "jsonl" && c.format !== "jsonl+gzip") {
      throw new InputError(
        `--dolma-attributes: Dolma documents are JSONL (optionally .gz); this corpus is ${c.format}`,
        { file: c.file },
      );
    }
    const out = attributesPath(c.file, name);
    if (out === null) {
      throw new InputError(
        `--dolma-attributes: a Dolma documents file lies under a documents/ folder (its attributes go to attributes/${name}/ beside it)`,
        { file: c.file },
      );
    }
    const src: SourceFile = {
      path: resolve(root, c.file),
      display: c.file,
      format: "jsonl",
      compression: c.format === "jsonl+gzip" ? "gzip" : "none",
      stdin: null,
      skipPrefixes: [],
    };
    // A committed link (attributes/NAME, or a file in it) must not carry the write out of the checkout.
    plan.push({
      src,
      out: outputPath(out, { cwd: root, workspace: root, field: "--dolma-attributes" }),
      sha256: c.sha256,
    });
  }
  // Every target checked before the first is written: no half-written set of attributes.
  await preflightOutputs(
    plan.map((p) => p.out),
    inputs,
  );
  for (const p of plan) await writeOne(p.src, p.out, p.sha256, byFile.get(p.src.display) ?? new Map());
  return plan.map((p) => p.out.display);
}

async function writeOne(
  src: SourceFile,
  out: OutputPath,
  sha256: string,
  findings: ReadonlyMap<number, LeakageFinding[]>,
): Promise<void> {
  const target = await openOutput(out);
  // The stream closes the handle when it finishes; commit() then only renames.
  const file = target.handle.createWriteStream();
  const gzip = src.compression === "gzip" ? createGzip() : null;
  if (gzip) {
    gzip.pipe(file);
    // pipe() does not pass a write error back: without this a full disk would leave gzip waiting.
    file.once("error", (e) => gzip.destroy(e));
  }
  const sink: Writable = gzip ?? file;
  // Listening from the start: a write error (a full disk) is caught here, never unhandled.
  const wrote = finished(file).then(
    () => null,
    (e: unknown) => e as NodeJS.ErrnoException,
  );
  const hash = createHash("sha256");
  const stats: ReadStats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
  let line = 0;
  let carry: Buffer[] = [];
  let failed: unknown;
  const row = async (raw: string): Promise<void> => {
    line++;
    if (line === 1 && raw.charCodeAt(0) === 0xfeff) raw = raw.slice(1);
    let doc: unknown;
    try {
      doc = JSON.parse(raw);
    } catch {
      throw new InputError("invalid JSON (a Dolma document per line; attributes line up row by row)", {
        file: src.display,
        line,
      });
    }
    const d = doc as { id?: unknown; text?: unknown; source?: unknown };
    if (typeof d?.text !== "string")
      throw new InputError("a Dolma document needs a text string", { file: src.display, line, field: "text" });
    if (typeof d.id !== "string" && typeof d.id !== "number")
      throw new InputError("a Dolma document needs an id", { file: src.display, line, field: "id" });
    const fs = findings.get(line);
    const spans = fs ? [[0, codePoints(d.text), score(fs)]] : [];
    const body = `${JSON.stringify({ id: d.id, attributes: { [DOLMA_KEY]: spans }, source: typeof d.source === "string" ? d.source : null })}\n`;
    // once() rejects when the stream errors instead (a full disk), so a failed write never hangs.
    if (!sink.write(body)) await once(sink, "drain");
  };
  try {
    for await (const chunk of openChunks(src, hash, stats, false)) {
      let s = 0;
      for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, s)) {
        const piece = chunk.subarray(s, nl);
        const whole = carry.length ? Buffer.concat([...carry, piece]) : piece;
        carry = [];
        await row(whole.toString("utf8").replace(/\r$/, ""));
        s = nl + 1;
      }
      if (s < chunk.length) carry.push(chunk.subarray(s));
    }
    if (carry.length) await row(Buffer.concat(carry).toString("utf8").replace(/\r$/, ""));
    // The documents must be the ones scanned: a file changed since would misalign every row.
    if (hash.digest("hex") !== sha256)
      throw new InputError("changed between the scan and writing its attributes; scan again", { file: src.display });
  } catch (e) {
    failed = e;
  }
  // Ended, not destroyed: a destroyed file stream whose last write is still in flight throws.
  sink.end();
  const writeError = await wrote;
  if (failed !== undefined || writeError !== null) {
    await target.abort();
    if (failed instanceof InputError) throw failed;
    const e = (writeError ?? failed) as NodeJS.ErrnoException;
    if (typeof e?.code !== "string") throw e;
    throw outputError(out, "cannot write", e);
  }
  await target.commit();
}
