/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), or of a paraphrase, or carry the answer; no rule can
 * tell from the id and one text field whether it gives the question away. So a holdout id is
 * never shown as written: every surface shows the probe's file:line and `sha256:` with the first
 * 12 hex digits of the sha256 of the id's UTF-8 bytes (enough for the author to find the record
 * with `sha256sum`), unless the probe set declares its ids opaque (`ids: opaque`, `--holdout-ids
 * opaque`; docs/leakage.md "Holdout ids"). An id field that *is* the text field is refused where
 * it is declared.
 */
import { createHash } from "node:crypto";

/** Hex digits of the id's sha256 a surface shows. */
export const SHOWN_ID_HEX = 12;

/** `sha256:` and the first SHOWN_ID_HEX hex digits of sha256(id as UTF-8). */
export function hashedId(id: string): string {
  return `sha256:${createHash("sha256").update(id, "utf8").digest("hex").slice(0, SHOWN_ID_HEX)}`;
}

/** The id as surfaces show it: hashed when `hidden` (a holdout probe whose set did not declare its ids opaque). */
export function shownProbeId(id: string, hidden: boolean): string {
  return hidden ? hashedId(id) : id;
}

/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
export function sameField(idField: string, field: string): boolean {
  return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
}
