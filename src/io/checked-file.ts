/**
 * The one gate every input file passes before it is opened (docs/reliability.md "Caps"): it must
 * be a regular file (a FIFO blocks forever, /dev/zero never ends), no larger than its cap, and a
 * path that lies inside the workspace must still lie inside it after its symlinks are resolved
 * (a pull request can commit a symlink to anywhere). A path the user wrote that is outside the
 * workspace to begin with is theirs to name.
 */
import { realpathSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { InputError } from "../errors.js";
import { formatBytes } from "../limits.js";

export interface FileCheck {
  /** Shown in errors: the path as the user wrote it. */
  readonly display: string;
  /** Bytes the file may have; the message names the cap. */
  readonly maxBytes: number;
  /** What the file is, for messages: "benchmark file", "corpus". */
  readonly what: string;
  /** The directory relative paths resolve against (the repository in the action). */
  readonly workspace: string;
  /** The message for a file that does not exist (default: "cannot read <what> (ENOENT)"). */
  readonly missing?: string;
  /** The flag that named the file, when errors should name it too. */
  readonly field?: string;
}

/** The resolved path and size of a file that passed; read from `real`, not the path given. */
export interface CheckedFile {
  readonly real: string;
  readonly size: number;
}

export async function checkInputFile(path: string, c: FileCheck): Promise<CheckedFile> {
  const real = await realPath(path, c);
  checkInsideWorkspace(path, real, c);
  return checkRegular(real, c);
}

/**
 * For readers that are handed a path already checked for its place (leakage sources are placed
 * by the source resolver): regular file, size cap.
 */
export async function checkRegularFile(path: string, c: Omit<FileCheck, "workspace">): Promise<CheckedFile> {
  return checkRegular(await realPath(path, c), c);
}

/** For a resolver that lists files (globs follow symlinked directories): the place check alone. */
export async function checkPlace(
  path: string,
  c: Pick<FileCheck, "display" | "what" | "workspace" | "field">,
): Promise<void> {
  checkInsideWorkspace(path, await realPath(path, c), c);
}

/** Throws when `path` lies inside the workspace but its symlinks lead out of it. */
export function checkInsideWorkspace(
  path: string,
  real: string,
  c: Pick<FileCheck, "display" | "what" | "workspace" | "field">,
): void {
  const abs = resolve(c.workspace, path);
  if (inside(abs, c.workspace) && !inside(real, realWorkspace(c.workspace))) {
    throw new InputError(
      `${c.what} is a symlink to a file outside the workspace (${c.workspace}); only files inside it are read`,
      where(c),
    );
  }
}

async function realPath(path: string, c: Pick<FileCheck, "display" | "what" | "missing" | "field">): Promise<string> {
  try {
    return await realpath(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(
      code === "ENOENT" && c.missing !== undefined ? c.missing : `cannot read ${c.what} (${code ?? "error"})`,
      where(c),
    );
  }
}

async function checkRegular(
  real: string,
  c: Pick<FileCheck, "display" | "what" | "maxBytes" | "field">,
): Promise<CheckedFile> {
  const st = await stat(real);
  if (!st.isFile()) {
    throw new InputError(`${c.what} is not a regular file (${kind(st)}); only regular files are read`, where(c));
  }
  if (st.size > c.maxBytes) {
    throw new InputError(
      `${c.what} is ${formatBytes(st.size)}; the cap is ${formatBytes(c.maxBytes)} (docs/reliability.md "Caps")`,
      where(c),
    );
  }
  return { real, size: st.size };
}

function where(c: Pick<FileCheck, "display" | "field">): { file: string; field?: string } {
  return c.field === undefined ? { file: c.display } : { file: c.display, field: c.field };
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

function realWorkspace(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}

function kind(st: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a FIFO";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSocket()) return "a socket";
  return "not a file";
}
