import { stat } from "node:fs/promises";
import { resolve } from "node:path";

/**
 * Whether two paths name one file: the same resolved path, or (when both exist) the same device
 * and inode, so a symlink or hard link to an input counts too. Used before writing a report, so
 * an output flag can never overwrite an input.
 */
export async function sameFile(a: string, b: string): Promise<boolean> {
  if (resolve(a) === resolve(b)) return true;
  try {
    const [x, y] = await Promise.all([stat(a), stat(b)]);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}
