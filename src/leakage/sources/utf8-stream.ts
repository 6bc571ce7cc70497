/**
 * Strict UTF-8 over a stream of chunks, for probe files: a lenient decode turns a bad byte into
 * U+FFFD and silently scans for a different question. Checked as the bytes pass (standard input
 * cannot be read a second time), naming the first bad line, never its text.
 */
import { InputError } from "../../errors.js";

export class Utf8Check {
  private readonly fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  /** Newlines before the start of `tail`. */
  private lines = 0;
  /** The bytes since the last newline (a bad sequence may start there and end in the next chunk). */
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly display: string) {}

  push(chunk: Buffer): void {
    try {
      this.fatal.decode(chunk, { stream: true });
    } catch {
      throw this.locate(Buffer.concat([this.tail, chunk]));
    }
    const nl = chunk.lastIndexOf(10);
    if (nl < 0) {
      this.tail = Buffer.concat([this.tail, chunk]);
      return;
    }
    this.lines += countNewlines(this.tail) + countNewlines(chunk, nl + 1);
    this.tail = Buffer.from(chunk.subarray(nl + 1));
  }

  end(): void {
    try {
      this.fatal.decode();
    } catch {
      // A sequence cut off by the end of the file: it is on the last line.
      throw new InputError("not valid UTF-8", { file: this.display, line: this.lines + 1 });
    }
  }

  private locate(bytes: Buffer): InputError {
    const one = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let start = 0;
    let line = this.lines + 1;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 10) {
        try {
          // The last piece may end mid-sequence (the chunk was cut there): only a complete line
          // is judged whole; the piece at the end is judged as a stream prefix.
          one.decode(bytes.subarray(start, i), { stream: i === bytes.length });
        } catch {
          return new InputError("not valid UTF-8", { file: this.display, line });
        }
        start = i + 1;
        line++;
      }
    }
    return new InputError("not valid UTF-8", { file: this.display, line: this.lines + 1 });
  }
}

function countNewlines(b: Buffer, end = b.length): number {
  let n = 0;
  for (let i = b.indexOf(10); i >= 0 && i < end; i = b.indexOf(10, i + 1)) n++;
  return n;
}
