/**
 * Opening the files an importer reads: every path passes src/io/checked-file.ts (regular file,
 * inside the workspace, under its cap) and is decoded strictly, so a log is never half-read.
 */
import { readFile } from "node:fs/promises";
import { InputError } from "../../errors.js";
import { type CheckedFile, checkInputFile } from "../../io/checked-file.js";
import { decodeUtf8 } from "../../text/strict.js";
import type { ImportPath, ReadMeter } from "./types.js";

export async function checkImportFile(
  p: ImportPath,
  workspace: string,
  maxBytes: number,
  what: string,
): Promise<CheckedFile> {
  return checkInputFile(p.path, { display: p.display, maxBytes, what, workspace });
}

/** The whole file as one parsed JSON value (for formats that are one JSON document; a BOM is dropped). */
export async function readJsonFile(
  real: string,
  display: string,
  what = "the log",
  meter?: ReadMeter,
): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readFile(real);
  } catch (e) {
    throw new InputError(`cannot read ${what} (${(e as NodeJS.ErrnoException).code ?? "error"})`, { file: display });
  }
  meter?.fileDone(1, bytes.length);
  // parseJson keeps V8's message out: it quotes the text around the error, which may be item text.
  return parseJson(decodeUtf8(bytes, display).replace(/^\uFEFF/, ""), { file: display });
}

/** JSON.parse with an InputError that names where (V8's message quotes text: kept out). */
export function parseJson(text: string, where: { file: string; field?: string; line?: number }): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const pos = /position (\d+)/.exec(String((e as Error).message));
    throw new InputError(`not valid JSON${pos ? ` (at character ${pos[1]})` : ""}`, where);
  }
}

/** A JSON object, or an InputError naming what was expected there. */
export function asObject(
  v: unknown,
  where: { file: string; field?: string; line?: number },
  what: string,
): Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new InputError(`expected ${what} (a JSON object)`, where);
  return v as Record<string, unknown>;
}
