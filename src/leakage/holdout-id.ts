/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), so an id is holdout text as much as the question is:
 * a holdout id is shown as given only when it shares nothing telling with the probe's text, and
 * otherwise as a short hash that still lets the author find the record (sha256 of the id).
 * An id field that *is* the text field is refused where it is declared (docs/leakage.md).
 */
import { createHash } from "node:crypto";

const MAX_SHOWN_ID = 64;

export function shownProbeId(id: string, text: string, holdout: boolean): string {
  if (!holdout || !resemblesText(id, text)) return id;
  return `sha256:${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 12)}`;
}

/** True when the id could reveal the text: a long id, a shared word, or the id inside the text. */
export function resemblesText(id: string, text: string): boolean {
  if (id.length > MAX_SHOWN_ID) return true;
  const flatId = flat(id);
  const flatText = flat(text);
  if (flatId.length >= 6 && flatText.includes(flatId)) return true;
  const textWords = new Set(words(text));
  const shared = words(id).filter((w) => textWords.has(w));
  return shared.some((w) => w.length >= 5) || shared.filter((w) => w.length >= 3).length >= 2;
}

function words(s: string): string[] {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function flat(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
export function sameField(idField: string, field: string): boolean {
  return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
}
