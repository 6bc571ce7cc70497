/**
 * `JSON.stringify(value, null, 2)` in pieces, byte for byte, for reports too large to be one
 * string (V8 caps a string near 512 MiB; a scan with a million findings writes more). Large arrays
 * and any other iterable (the scan's columnar findings, SARIF results mapped from them) are
 * written one element at a time; small values go through `JSON.stringify` whole, re-indented —
 * safe because a newline inside a JSON string is always escaped, so every raw newline is layout.
 */

/** Arrays at most this long, whose elements are all small, are written in one piece. */
const SMALL = 64;

/** An iterable that is not an array or a string: written as an array, one element at a time. */
function isStream(v: unknown): v is Iterable<unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Symbol.iterator in v;
}

/** Whether `v` is cheap to write whole (no stream, no long array anywhere in it). */
function isSmall(v: unknown, depth = 0): boolean {
  if (typeof v !== "object" || v === null) return true;
  if (depth > 8 || isStream(v)) return false;
  if (Array.isArray(v)) return v.length <= SMALL && v.every((x) => isSmall(x, depth + 1));
  if (typeof (v as { toJSON?: unknown }).toJSON === "function") return true;
  const values = Object.values(v);
  return values.length <= SMALL && values.every((x) => isSmall(x, depth + 1));
}

/** `JSON.stringify(v, null, 2)` written at `indent`. */
function whole(v: unknown, indent: string): string {
  const s = JSON.stringify(v, null, 2);
  return indent === "" ? s : s.replace(/\n/g, `\n${indent}`);
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === "function" || typeof v === "symbol";
}

/**
 * The pieces of `JSON.stringify(value, null, 2)` (their concatenation is that string). `value`
 * must be JSON data: plain objects, arrays, strings, finite numbers, booleans, null, objects with
 * toJSON — and iterables, written as arrays.
 */
export function* jsonChunks(value: unknown, indent = ""): Generator<string> {
  if (isSmall(value)) {
    yield whole(value, indent);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value) || isStream(value)) {
    let first = true;
    for (const x of value as Iterable<unknown>) {
      yield first ? `[\n${inner}` : `,\n${inner}`;
      first = false;
      if (omitted(x)) yield "null";
      else if (isSmall(x)) yield whole(x, inner);
      else yield* jsonChunks(x, inner);
    }
    yield first ? "[]" : `\n${indent}]`;
    return;
  }
  let first = true;
  for (const [k, x] of Object.entries(value as object)) {
    if (omitted(x)) continue;
    yield `${first ? "{\n" : ",\n"}${inner}${JSON.stringify(k)}: `;
    first = false;
    yield* jsonChunks(x, inner);
  }
  yield first ? "{}" : `\n${indent}}`;
}
