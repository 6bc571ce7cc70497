/**
 * The one way contamgate writes a file it was asked for (reports, SARIF, JSON, outcome rows, item
 * and manifest files, Dolma attributes; docs/security.md "Outputs"). A pull request can commit a
 * symlink anywhere in the checkout, so inside the workspace no folder on the way and never the file
 * itself may be a link: the folders are walked with lstat from the workspace down, missing ones are
 * created one by one (mkdir never follows a link it would create), an existing link is refused, and
 * the bytes go to a fresh temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW) renamed over
 * the target when complete — a rename replaces a name, never writes through it, and a failed write
 * leaves the old file as it was. A path the user wrote that lies outside the workspace is theirs to
 * name: its existing folders are taken as they are; the folders created and the file still are not
 * links. Names joined below a folder (`outputIn`) may not climb out of it.
 *
 * `preflightOutputs` runs every check (and creates the folders) before any work, so a long scan or a
 * paid run never ends on an output it cannot write, and refuses an output that names an input.
 */
import { randomBytes } from "node:crypto";
import { constants, realpathSync } from "node:fs";
import { access, type FileHandle, lstat, mkdir, open, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { InputError } from "../errors.js";

/** An output file as the user named it. Build one with `outputPath` or `outputIn`. */
export interface OutputPath {
  /** Absolute path of the file. */
  readonly path: string;
  /**
   * The folder the file must stay within, walked down without following links (the workspace);
   * null when the user named a path outside the workspace: its existing folders are theirs.
   */
  readonly base: string | null;
  /** The path as the user wrote it, for messages. */
  readonly display: string;
  /** The flag, action input or key that named it: "--json", "report-dir". */
  readonly field: string;
}

/** A file another input of the same command is read from: an output may never replace it. */
export interface NamedInput {
  /** How messages name it: "the --items file", "the scan's input holdout.jsonl". */
  readonly what: string;
  readonly path: string;
}

/**
 * The output a flag or input names. `workspace` (default `cwd`) is the checkout a pull request can
 * write into; a path inside it is walked from it without following links.
 */
export function outputPath(written: string, o: { cwd: string; field: string; workspace?: string }): OutputPath {
  if (written === "" || written.includes("\0")) throw new InputError("expected a file path", { field: o.field });
  const workspace = resolve(o.workspace ?? o.cwd);
  // Lexically, then with links above resolved: a working directory reached through a link (macOS
  // /tmp → /private/tmp) still lies in a workspace given by its real path.
  for (const [cwd, ws] of [
    [o.cwd, workspace],
    [real(o.cwd), real(workspace)],
  ] as const) {
    const path = resolve(cwd, written);
    if (path === ws) throw new InputError("names the workspace folder, not a file", where(written, o.field));
    if (inside(path, ws)) return { path, base: ws, display: written, field: o.field };
  }
  return { path: resolve(o.cwd, written), base: null, display: written, field: o.field };
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}

/**
 * The file `name` inside the folder `dir` names (report.json inside --report-dir, a Dolma attributes
 * path inside the repository): relative, and no `.`, `..` or empty step, so it never leaves `dir`.
 */
export function outputIn(dir: OutputPath, name: string): OutputPath {
  const steps = name.split("/");
  if (
    isAbsolute(name) ||
    name.includes("\0") ||
    steps.some((s) => s === "" || s === "." || s === ".." || s.includes(sep))
  )
    throw new InputError(
      `"${name}" is not a name inside the folder (relative, without . or .. steps)`,
      where(dir.display, dir.field),
    );
  return {
    path: join(dir.path, ...steps),
    base: dir.base,
    display: `${dir.display.replace(/\/+$/, "")}/${name}`,
    field: dir.field,
  };
}

/**
 * Every check a write would make, before any work: no two outputs name one file, none names an
 * input (the same path, or the same file by device and inode: a hard link), no folder on the way
 * and not the file itself is a link, missing folders are created (as `check --report-dir` always
 * did), and the folder is writable.
 */
export async function preflightOutputs(
  outputs: readonly (OutputPath | undefined)[],
  inputs: readonly NamedInput[] = [],
): Promise<void> {
  const outs = outputs.filter((o): o is OutputPath => o !== undefined);
  // Each file stated once and looked up by key: a Dolma scan of many files has as many outputs.
  const written = new Map<string, OutputPath>();
  for (const out of outs) {
    for (const key of await fileKeys(out.path)) {
      const other = written.get(key);
      if (other !== undefined && other !== out)
        throw new InputError(`${other.field} and ${out.field} name the same file`, where(out.display, out.field));
      written.set(key, out);
    }
  }
  const read = new Map<string, NamedInput>();
  for (const input of inputs) for (const key of await fileKeys(input.path)) read.set(key, input);
  for (const out of outs) {
    for (const key of await fileKeys(out.path)) {
      const input = read.get(key);
      if (input !== undefined)
        throw new InputError(
          `${out.field} would overwrite ${input.what}; write it to another path`,
          where(out.display, out.field),
        );
    }
  }
  for (const out of outs) {
    const folder = await prepareFolder(out);
    await checkTarget(out);
    try {
      await access(folder, constants.W_OK);
    } catch (e) {
      throw outputError(out, "cannot write into its folder", e);
    }
  }
}

/** Writes `body` to the output (replacing the file, never through a link). */
export async function writeOutput(out: OutputPath, body: string | Uint8Array): Promise<void> {
  await writeOutputChunks(out, [body]);
}

/** Bytes gathered before one write: few system calls, and memory bounded whatever the report's size. */
const WRITE_BATCH = 1 << 20;

/**
 * Writes the pieces in turn to the output (replacing the file when all are written, never through
 * a link): a report of any size in bounded memory. A failed write is named for what it is (disk
 * full, permission denied: `outputError`); an error that is not the file system's — a piece that
 * could not be made — is passed on as it is, never called an I/O error. Either way the temporary
 * file is removed and the output stays as it was.
 */
export async function writeOutputChunks(
  out: OutputPath,
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
): Promise<void> {
  const f = await openOutput(out);
  try {
    // Pieces are encoded straight into one buffer: joining them into a string first cost as much
    // as making them. Every piece is well-formed UTF-16 (JSON.stringify's output; never half a
    // surrogate pair), so encoding each on its own gives the bytes of the whole.
    const batch = Buffer.allocUnsafe(WRITE_BATCH);
    let size = 0;
    // writeFile, not write: write may write part of the data and return without an error (a disk
    // that fills mid-write); writeFile writes all of it from the current position, or throws.
    const flush = async () => {
      if (size > 0) await f.handle.writeFile(batch.subarray(0, size));
      size = 0;
    };
    /** The piece added; a write when one is due, else null (no await a piece: millions of them). */
    const add = (c: string | Uint8Array): Promise<void> | null => {
      // UTF-8 takes at most 3 bytes for each UTF-16 unit.
      if (typeof c === "string" && 3 * c.length <= WRITE_BATCH - size) {
        size += batch.write(c, size, "utf8");
        return null;
      }
      return flush().then(() => {
        if (typeof c !== "string" || 3 * c.length > WRITE_BATCH) return f.handle.writeFile(c);
        size = batch.write(c, 0, "utf8");
      });
    };
    // `for await` over pieces made synchronously costs a promise and a turn each: a report's
    // pieces are mostly read as plain iterables.
    if (Symbol.iterator in chunks) {
      for (const c of chunks) {
        const w = add(c);
        if (w) await w;
      }
    } else {
      for await (const c of chunks) {
        const w = add(c);
        if (w) await w;
      }
    }
    await flush();
  } catch (e) {
    await f.abort();
    throw isSystemError(e) ? outputError(out, "cannot write", e) : e;
  }
  await f.commit();
}

/** An error from the operating system (it carries an errno code such as ENOSPC). */
function isSystemError(e: unknown): e is NodeJS.ErrnoException {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === "string";
}

/** An output being written: bytes go to `handle` (a temporary file); `commit` puts it in place. */
export interface OpenOutput {
  readonly handle: FileHandle;
  /** Closes the temporary file and renames it over the output. */
  commit(): Promise<void>;
  /** Closes and removes the temporary file; the output stays as it was. Never throws. */
  abort(): Promise<void>;
}

/** For writers that stream (outcome rows in chunks, gzipped Dolma attributes). */
export async function openOutput(out: OutputPath): Promise<OpenOutput> {
  const folder = await prepareFolder(out);
  await checkTarget(out);
  const temp = join(folder, `.${basename(out.path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  let handle: FileHandle;
  try {
    // O_EXCL: a name that exists (a link included) is refused, not opened; O_NOFOLLOW as well.
    handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o666);
  } catch (e) {
    throw outputError(out, "cannot write", e);
  }
  let done = false;
  const abort = async () => {
    if (done) return;
    done = true;
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true }).catch(() => undefined);
  };
  return {
    handle,
    abort,
    async commit() {
      if (done) return;
      try {
        await handle.close();
        done = true;
        await rename(temp, out.path);
      } catch (e) {
        done = false;
        await abort();
        throw outputError(out, "cannot write", e);
      }
    },
  };
}

/**
 * Whether two paths name one file: the same resolved path, or (when both exist) the same device and
 * inode, so a hard link to an input counts too.
 */
export async function sameFile(a: string, b: string): Promise<boolean> {
  const keys = new Set(await fileKeys(a));
  return (await fileKeys(b)).some((k) => keys.has(k));
}

/** The resolved path and, when the file exists, its device and inode. */
async function fileKeys(p: string): Promise<string[]> {
  const path = `path:${resolve(p)}`;
  try {
    const st = await stat(p);
    return [path, `inode:${st.dev}:${st.ino}`];
  } catch {
    return [path];
  }
}

/**
 * The output's folder, created where missing, with no link on the way below the base (or, outside
 * the workspace, below the nearest folder that exists). For a store that creates its own files in
 * a folder (the response cache), the same walk: `prepareFolder(outputIn(dir, "x"))`.
 */
export async function prepareFolder(out: OutputPath): Promise<string> {
  const folder = dirname(out.path);
  const start = out.base ?? (await nearestExisting(folder));
  const rel = relative(start, folder);
  if (climbs(rel)) throw new InputError(`leaves the folder it must stay in (${start})`, where(out.display, out.field));
  let at = start;
  for (const step of rel === "" ? [] : rel.split(sep)) {
    at = join(at, step);
    let st = await lstatOrNull(at, out);
    if (st === null) {
      try {
        await mkdir(at);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST")
          throw outputError(out, `cannot create the folder ${shown(out, at)}`, e);
      }
      st = await lstatOrNull(at, out);
    }
    if (st?.isSymbolicLink())
      throw new InputError(
        `${shown(out, at)} is a symlink; contamgate never writes through a link (docs/security.md "Outputs")`,
        where(out.display, out.field),
      );
    if (!st?.isDirectory()) throw new InputError(`${shown(out, at)} is not a folder`, where(out.display, out.field));
  }
  return folder;
}

/** The output itself: absent, or a regular file (a link or a folder is refused, never replaced). */
async function checkTarget(out: OutputPath): Promise<void> {
  const st = await lstatOrNull(out.path, out);
  if (st === null || st.isFile()) return;
  throw new InputError(
    st.isSymbolicLink()
      ? `is a symlink; contamgate never writes through a link (docs/security.md "Outputs"): remove it or name another path`
      : st.isDirectory()
        ? "is a folder; name a file"
        : "exists and is not a regular file; name another path",
    where(out.display, out.field),
  );
}

async function nearestExisting(folder: string): Promise<string> {
  for (let at = folder; ; at = dirname(at)) {
    try {
      if ((await stat(at)).isDirectory()) return at;
    } catch {
      // missing: look one up
    }
    if (dirname(at) === at) return at;
  }
}

async function lstatOrNull(p: string, out: OutputPath) {
  try {
    return await lstat(p);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw outputError(out, "cannot write", e);
  }
}

/** A folder on the way as the user would recognise it: relative to the workspace when inside it. */
function shown(out: OutputPath, at: string): string {
  return out.base === null ? at : relative(out.base, at).split(sep).join("/") || ".";
}

const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOTDIR: "a step of the path is not a folder",
  EISDIR: "is a folder",
  ELOOP: "a symlink on the way",
  ENAMETOOLONG: "name too long",
  EIO: "I/O error",
};

/**
 * A failed write as the user reads it: the flag, the path, and the reason in words with its code.
 * An error without a code is not the file system's and is described by its own message.
 */
export function outputError(out: OutputPath, what: string, e: unknown): InputError {
  const code = (e as NodeJS.ErrnoException).code;
  const reason =
    typeof code === "string" ? `${REASONS[code] ?? "error"} (${code})` : e instanceof Error ? e.message : String(e);
  return new InputError(`${what}: ${reason}`, where(out.display, out.field));
}

function where(file: string, field: string): { file: string; field: string } {
  return { file, field };
}

function inside(path: string, root: string): boolean {
  return !climbs(relative(root, path));
}

/** A relative path that leaves its start ("..foo" is a name, "../foo" is not). */
function climbs(rel: string): boolean {
  return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}
