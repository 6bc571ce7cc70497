/** Path questions several modules ask the same way. */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";

/** Whether `path` is `root` or lies below it (both already absolute and resolved the same way). */
export function isInside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** The real path (symlinks resolved), or the resolved path when it cannot be had (it does not exist). */
export function realOrResolved(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}
