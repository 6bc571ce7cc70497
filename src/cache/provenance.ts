/**
 * Whether the answers in a cache directory are the job's own (docs/security.md "Response
 * cache"). A pull request can commit files anywhere in the checkout, segments included, and a
 * checksum without a secret proves nothing about who wrote an entry. So a segment is replayed
 * only when its provenance is known:
 *
 * - the directory is in no git work tree (and not in the Actions checkout): the user's own folder;
 * - or git, run safely against the work tree that holds it (src/io/git.ts), positively reports
 *   which files under it are tracked now or were committed anywhere in HEAD's history — those
 *   segments are refused, the others are the job's.
 *
 * Anything else — git missing or failing, a checkout that is not a work tree, a folder in the
 * cache (contamgate never makes one; a folder holding HEAD, objects/, refs/ and a config is a
 * bare repository to git) — is "cannot verify", and nothing of the directory is replayed.
 */
import type { Dirent } from "node:fs";
import { readdir, realpath } from "node:fs/promises";
import { basename, dirname, relative, resolve, sep } from "node:path";
import { git, workTreeOf } from "../io/git.js";
import { isInside as inside } from "../io/paths.js";

export type Provenance =
  /** Replay every segment but those named in `committed` (tracked now, or in HEAD's history). */
  | { readonly kind: "verified"; readonly how: string; readonly committed: ReadonlySet<string> }
  /** Replay nothing: `why` says what could not be verified, for the spend line and the warnings. */
  | { readonly kind: "unverified"; readonly why: string };

/** Names a bare repository or a work tree is made of; contamgate writes none of them. */
const GIT_LOOKING = new Set([".git", "head", "objects", "refs", "config", "packed-refs", "index", "hooks", "info"]);

export async function cacheProvenance(
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Provenance> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (e) {
    return { kind: "unverified", why: `cannot list it (${(e as NodeJS.ErrnoException).code ?? "error"})` };
  }
  for (const e of entries) {
    if (GIT_LOOKING.has(e.name.toLowerCase()))
      return {
        kind: "unverified",
        why: `it holds "${plain(e.name)}", as a git repository does (contamgate never writes one)`,
      };
    if (e.isDirectory())
      return { kind: "unverified", why: `it holds a folder "${plain(e.name)}" (contamgate never writes one)` };
  }

  const lexical = resolve(dir);
  let real: string;
  try {
    real = await realpath(dir);
  } catch (e) {
    return { kind: "unverified", why: `cannot resolve it (${(e as NodeJS.ErrnoException).code ?? "error"})` };
  }
  // Both the path as given and where it leads: a symlinked folder inside a work tree is checked
  // there too (git refuses a path beyond a symlink, which is "cannot verify").
  const committed = new Set<string>();
  const trees: string[] = [];
  for (const p of new Set([lexical, real])) {
    const tree = workTreeOf(p);
    if (tree === undefined) continue;
    try {
      for (const name of await committedNames(tree, p)) committed.add(name);
    } catch (e) {
      return {
        kind: "unverified",
        why: `it is inside the git work tree ${tree} and git could not say which of its files are committed (${(e as Error).message})`,
      };
    }
    trees.push(tree);
  }
  if (trees.length > 0)
    return { kind: "verified", how: `untracked in the git work tree ${trees.join(" and ")}`, committed };

  const ws = env.GITHUB_ACTIONS === "true" ? env.GITHUB_WORKSPACE : undefined;
  if (ws) {
    const wsReal = await realpath(ws).catch(() => resolve(ws));
    if (inside(lexical, resolve(ws)) || inside(real, wsReal))
      return {
        kind: "unverified",
        why: "it is inside the checkout (GITHUB_WORKSPACE), which is not a git work tree, so a segment a pull request committed cannot be told from one this job wrote",
      };
  }
  return { kind: "verified", how: "outside every git work tree", committed };
}

/** Segment names directly in `dir` that git tracks, or that any commit of HEAD's history added or changed. */
async function committedNames(tree: string, dir: string): Promise<Set<string>> {
  const rel = relative(tree, dir).split(sep).join("/") || ".";
  const names = new Set<string>();
  const take = (out: string) => {
    for (const raw of out.split("\0")) {
      const p = raw.replace(/^\n+|\n+$/g, "");
      if (p !== "" && (rel === "." ? !p.includes("/") : dirname(p) === rel)) names.add(basename(p));
    }
  };
  take((await git(tree, ["ls-files", "-z", "--cached", "--full-name", "--", rel])).stdout);
  const head = await git(tree, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { allowExit: [1] });
  if (head.exitCode === 0) {
    // Every commit, merges against each parent: a segment committed on a side branch and removed
    // again still came from whoever committed it (and may sit in a cache saved in between).
    const log = await git(tree, [
      "log",
      "--full-history",
      "-m",
      "--no-renames",
      "--no-ext-diff",
      "--no-textconv",
      "--no-show-signature",
      "--name-only",
      "-z",
      "--format=",
      "HEAD",
      "--",
      rel,
    ]);
    take(log.stdout);
  }
  return names;
}

/** A name from the directory (anyone's choosing) as it may appear in a message. */
function plain(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "?").slice(0, 80);
}
