/**
 * The lines of a UTF-8 file, streamed: the file is never held whole (an outcomes file of a large
 * run can pass what V8 holds as one string), each line is decoded strictly on its own (a lenient
 * decode would turn a bad byte in an id into U+FFFD and pair the wrong rows), and a line over
 * MAX_LINE_BYTES stops the read at that line (docs/reliability.md "Caps").
 */
import { createReadStream } from "node:fs";
import { InputError } from "../errors.js";
import { formatBytes, MAX_LINE_BYTES } from "../limits.js";

export interface NumberedLine {
  text: string;
  line: number;
}

/** Yields every line (BOM dropped, trailing \r kept for the caller to trim), 1-based. */
export async function* fileLines(real: string, display: string): AsyncGenerator<NumberedLine> {
  const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let parts: Buffer[] = [];
  let partLen = 0;
  let line = 1;
  const decode = (buf: Buffer): string => {
    try {
      return fatal.decode(buf);
    } catch {
      throw new InputError("not valid UTF-8", { file: display, line });
    }
  };
  const tooLong = () =>
    new InputError(
      `line is longer than ${formatBytes(MAX_LINE_BYTES)}, the cap on a line (docs/reliability.md "Caps")`,
      { file: display, line },
    );
  let stream: AsyncIterable<Buffer>;
  try {
    stream = createReadStream(real, { highWaterMark: 1 << 20 });
  } catch (e) {
    throw new InputError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`, { file: display });
  }
  try {
    for await (const chunk of stream) {
      let at = 0;
      for (;;) {
        const nl = chunk.indexOf(0x0a, at);
        if (nl < 0) {
          partLen += chunk.length - at;
          if (partLen > MAX_LINE_BYTES) throw tooLong();
          parts.push(chunk.subarray(at));
          break;
        }
        if (partLen + nl - at > MAX_LINE_BYTES) throw tooLong();
        parts.push(chunk.subarray(at, nl));
        const text = decode(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
        yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
        line++;
        parts = [];
        partLen = 0;
        at = nl + 1;
      }
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`, { file: display });
  }
  if (partLen > 0) {
    const text = decode(Buffer.concat(parts));
    yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
  }
}
