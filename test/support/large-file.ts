/** Reading report files too large for one string: a count of a needle, and the last bytes. */
import { closeSync, openSync, readSync, statSync } from "node:fs";

/** Occurrences of `needle` in a file read in 8 MiB pieces (the file is too large for one string). */
export function count(file: string, needle: string): number {
  const fd = openSync(file, "r");
  const buf = Buffer.alloc(1 << 23);
  const pat = Buffer.from(needle);
  let n = 0;
  let carry = Buffer.alloc(0);
  try {
    for (;;) {
      const got = readSync(fd, buf, 0, buf.length, null);
      if (got === 0) break;
      const hay = Buffer.concat([carry, buf.subarray(0, got)]);
      for (let at = hay.indexOf(pat); at >= 0; at = hay.indexOf(pat, at + 1)) n++;
      carry = hay.subarray(Math.max(0, hay.length - pat.length + 1));
    }
  } finally {
    closeSync(fd);
  }
  return n;
}

/** The last `bytes` bytes of a file, as UTF-8. */
export function tail(file: string, bytes: number): string {
  const fd = openSync(file, "r");
  const buf = Buffer.alloc(bytes);
  readSync(fd, buf, 0, bytes, statSync(file).size - bytes);
  closeSync(fd);
  return buf.toString("utf8");
}
