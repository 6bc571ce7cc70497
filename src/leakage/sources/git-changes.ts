/**
 * Pull-request mode: which corpus lines were added since a git ref. `git diff --unified=0 REF`
 * compares the ref with the working tree, so committed and uncommitted edits both count; the
 * `+c,d` side of each hunk gives the added lines at their current line numbers. Untracked files
 * and binary (e.g. gzipped) files that changed are scanned whole.
 */
import { dirname } from "node:path";
import { InputError } from "../../errors.js";
import { git as runGit, GitError, workTreeOf } from "../../io/git.js";
import { realOrResolved as real } from "../../io/paths.js";

/** Per absolute path: null = every line; else the set of added line numbers. Absent = unchanged. */
export type ChangedLines = Map<string, Set<number> | null>;

/**
 * git is read in one repository only: the work tree of the working directory (src/io/git.ts —
 * never a folder inside the checkout that git would take for a repository). `outside`: what a
 * file outside that work tree is (in none, or in another one such as a submodule or an unpacked
 * archive's `.git`). Corpora there are an error (pull-request mode cannot say which of their
 * lines are new); probe sets and the config count as changed (scanned whole against everything:
 * a holdout fetched into the job from elsewhere is new).
 */
export async function changedLinesSince(
  ref: string,
  files: readonly string[],
  cwd: string,
  outside: "error" | "changed" = "error",
): Promise<ChangedLines> {
  if (ref.startsWith("-")) throw new InputError(`--changed-since must be a git ref (got "${ref}")`);
  const result: ChangedLines = new Map();
  const found = workTreeOf(cwd);
  const own = found === undefined ? undefined : real(found);
  const list: string[] = [];
  // One look per folder, not per file: a corpus of thousands of files spent minutes here.
  const inOwn = new Map<string, boolean>();
  for (const f of files) {
    const folder = dirname(f);
    let ok = inOwn.get(folder);
    if (ok === undefined) {
      const tree = workTreeOf(folder);
      ok = own !== undefined && tree !== undefined && real(tree) === own;
      inOwn.set(folder, ok);
    }
    if (ok) {
      list.push(f);
      continue;
    }
    if (outside === "error")
      throw new InputError(
        own === undefined
          ? "--changed-since: the working directory is not inside a git work tree"
          : `--changed-since: a corpus file is outside the git work tree ${own} (another repository, or none): run from the repository that holds the corpora`,
      );
    result.set(f, null);
  }
  const byRoot = new Map<string, string[]>(own !== undefined && list.length > 0 ? [[own, list]] : []);
  for (const [root, list] of byRoot) {
    const known = await runGit(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { allowExit: [1] }).catch(
      asInputError,
    );
    if (known.exitCode !== 0) throw new InputError(`--changed-since: unknown git ref "${ref}"`);
    // Paths in batches: one command line with every file of a large corpus exceeds ARG_MAX (E2BIG).
    let diff = "";
    for (const batch of batches(list)) {
      diff += await git(
        // Explicit prefixes (diff.mnemonicPrefix / diff.noprefix change them) and no textconv (its
        // rendering has other line numbers): the hunks must count the lines of the file itself.
        [
          "-c",
          "core.quotePath=false",
          "diff",
          "--no-color",
          "--no-ext-diff",
          "--no-textconv",
          "--no-renames",
          "--ignore-submodules=all",
          "--src-prefix=a/",
          "--dst-prefix=b/",
          "--unified=0",
          ref,
          "--",
          ...batch,
        ],
        root,
      );
    }
    let current: string | null = null;
    for (const line of diff.split("\n")) {
      if (line.startsWith("diff --git ")) current = null;
      else if (line.startsWith("+++ ")) {
        const p = diffPath(line.slice(4));
        current = p === "/dev/null" ? null : `${root}/${p.replace(/^b\//, "")}`;
        if (current !== null && !result.has(current)) result.set(current, new Set());
      } else if (line.startsWith("Binary files ")) {
        const m = / and ("b\/(?:[^"\\]|\\.)*"|b\/.*) differ$/.exec(line);
        if (m) result.set(`${root}/${diffPath(m[1]!).replace(/^b\//, "")}`, null);
      } else if (current !== null && line.startsWith("@@")) {
        const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
        if (!m) continue;
        const start = Number(m[1]);
        const count = m[2] === undefined ? 1 : Number(m[2]);
        const set = result.get(current);
        if (set) for (let i = 0; i < count; i++) set.add(start + i);
      }
    }
    // Every untracked corpus file is new, ignored ones included (a corpus generated in the job is
    // often ignored); -z so names come back unquoted.
    for (const batch of batches(list)) {
      const untracked = await git(["ls-files", "-z", "--others", "--full-name", "--", ...batch], root);
      for (const p of untracked.split("\0")) if (p) result.set(`${root}/${p}`, null);
    }
  }
  return result;
}

/**
 * A path as git prints it in a diff header: names holding a space get a trailing tab (so patch
 * can find the end), names holding '"', '\\' or control bytes are C-quoted with octal escapes for
 * the bytes. Misreading either would skip the file and miss a pasted copy.
 */
function diffPath(raw: string): string {
  const p = raw.endsWith("\t") ? raw.slice(0, -1) : raw;
  if (!(p.startsWith('"') && p.endsWith('"') && p.length >= 2)) return p;
  const bytes: number[] = [];
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
  const body = Array.from(p.slice(1, -1));
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== "\\") {
      for (const b of Buffer.from(ch, "utf8")) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? "";
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1, i + 4).join(""));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 3;
    } else if (next in simple) {
      bytes.push(simple[next]!);
      i += 1;
    } else {
      bytes.push(92);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Path lists of at most ~256 KiB of arguments each (ARG_MAX is 2 MiB on Linux, less elsewhere). */
function* batches(list: readonly string[]): Generator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for (const p of list) {
    const size = Buffer.byteLength(p) + 1;
    if (batch.length > 0 && bytes + size > 256 * 1024) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(p);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}

async function git(args: string[], root: string): Promise<string> {
  return (await runGit(root, args).catch(asInputError)).stdout;
}

/** A git that fails is the user's to fix (no git, a repository git refuses): exit 4 with git's words. */
function asInputError(e: unknown): never {
  if (e instanceof GitError && e.reason === "no-git") throw new InputError("--changed-since needs git on PATH");
  if (e instanceof GitError) throw new InputError(`--changed-since: ${e.message}`);
  throw e;
}
