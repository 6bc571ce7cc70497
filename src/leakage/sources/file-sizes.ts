import { statSync } from "node:fs";

/** Sizes on disk of source files, for `--partition-by size` (standard input is never partitioned). */
export function sizesOnDisk(files: readonly { path: string }[]): number[] {
  return files.map((f) => {
    try {
      return statSync(f.path).size;
    } catch {
      return 0; // the read reports the missing file by name
    }
  });
}
