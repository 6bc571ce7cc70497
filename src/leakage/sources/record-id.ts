import { InputError } from "../../errors.js";

/**
 * A record id as reported. A number beyond 2^53 has already been rounded by JSON.parse (two
 * different ids would print as one value that is not in the file), so it is refused; a Parquet
 * INT64 id arrives as a bigint and is printed exactly.
 */
export function idOf(v: unknown, src: { display: string; idField?: string }, line: number): string | undefined {
  if (typeof v === "number" && !Number.isSafeInteger(v)) {
    throw new InputError(
      "a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string",
      { file: src.display, line, field: src.idField! },
    );
  }
  if (typeof v === "bigint") return v.toString();
  return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
}
