/**
 * Strict decoding of the text users hand us (benchmark items, verdict rows, probes, corpora), below
 * every layer that reads such files: bad bytes and repeated keys are errors, never silent changes.
 */
import { InputError } from "../errors.js";

/**
 * Strict UTF-8: a lenient decoder would turn bad bytes into U+FFFD and silently change an
 * item's text (and so its prompt and cache key). The error names the first bad line.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  const fatal = new TextDecoder("utf-8", { fatal: true });
  try {
    return fatal.decode(bytes);
  } catch {
    let start = 0;
    let line = 1;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          fatal.decode(bytes.subarray(start, i));
        } catch {
          throw new InputError("not valid UTF-8", { file, line });
        }
        start = i + 1;
        line++;
      }
    }
    throw new InputError("not valid UTF-8", { file });
  }
}

/**
 * The first key repeated at the top level of a JSON object text that already parsed. JSON.parse
 * keeps the last of two "answer" keys without a word; for an item that silently picks an answer.
 */
export function duplicateTopLevelKey(json: string): string | undefined {
  const seen = new Set<string>();
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === "\\" ? 2 : 1;
      if (depth === 1) {
        let k = j + 1;
        while (k < json.length && /\s/.test(json[k]!)) k++;
        if (json[k] === ":") {
          const key = JSON.parse(json.slice(i, j + 1)) as string;
          if (seen.has(key)) return key;
          seen.add(key);
        }
      }
      i = j;
    } else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
  }
  return undefined;
}
