/**
 * The lines of a UTF-8 file, streamed: the file is never held whole (an outcomes file of a large
 * run can pass what V8 holds as one string), the bytes are checked as strict UTF-8 (a lenient
 * decode would turn a bad byte in an id into U+FFFD and pair the wrong rows; the error names the
 * line), and a line over MAX_LINE_BYTES stops the read at that line (docs/reliability.md "Caps").
 */
import { isUtf8 } from "node:buffer";
import { createReadStream } from "node:fs";
import { InputError } from "../errors.js";
import { formatBytes, MAX_LINE_BYTES } from "../limits.js";
import type { ReadMeter } from "./import/types.js";

export interface NumberedLine {
  text: string;
  line: number;
}

/**
 * Yields every line (BOM dropped, trailing \r kept for the caller to trim), 1-based. `meter`
 * hears the lines and bytes read after each chunk (src/outcomes/import/types.ts ReadMeter).
 */
export async function* fileLines(real: string, display: string, meter?: ReadMeter): AsyncGenerator<NumberedLine> {
  let carry: Buffer = Buffer.alloc(0);
  let line = 1;
  let read = 0;
  const tooLong = (at: number) =>
    new InputError(
      `line is longer than ${formatBytes(MAX_LINE_BYTES)}, the cap on a line (docs/reliability.md "Caps")`,
      { file: display, line: at },
    );
  let stream: AsyncIterable<Buffer>;
  try {
    stream = createReadStream(real, { highWaterMark: 1 << 20 });
  } catch (e) {
    throw new InputError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`, { file: display });
  }
  try {
    for await (const chunk of stream) {
      read += chunk.length;
      meter?.update(line - 1, read);
      const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      const last = buf.lastIndexOf(0x0a);
      if (last < 0) {
        if (buf.length > MAX_LINE_BYTES) throw tooLong(line);
        carry = buf;
        continue;
      }
      // Complete lines only: a multi-byte character cut by the chunk boundary stays in the carry.
      const whole = buf.subarray(0, last + 1);
      if (!isUtf8(whole)) throw new InputError("not valid UTF-8", { file: display, line: badLine(whole, line) });
      let start = 0;
      while (start <= last) {
        const nl = buf.indexOf(0x0a, start);
        if (nl - start > MAX_LINE_BYTES) throw tooLong(line);
        const text = buf.toString("utf8", start, nl);
        yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
        line++;
        start = nl + 1;
      }
      carry = Buffer.from(buf.subarray(last + 1));
      if (carry.length > MAX_LINE_BYTES) throw tooLong(line);
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`, { file: display });
  }
  if (carry.length > 0) {
    if (!isUtf8(carry)) throw new InputError("not valid UTF-8", { file: display, line });
    const text = carry.toString("utf8");
    yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
    line++;
  }
  meter?.fileDone(line - 1, read);
}

/** The line (counting from `first`) of the first invalid UTF-8 in `buf`, which failed isUtf8. */
function badLine(buf: Buffer, first: number): number {
  let start = 0;
  for (let line = first; ; line++) {
    const nl = buf.indexOf(0x0a, start);
    const end = nl < 0 ? buf.length : nl;
    if (!isUtf8(buf.subarray(start, end))) return line;
    if (nl < 0) return line;
    start = nl + 1;
  }
}
