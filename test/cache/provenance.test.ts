import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { cacheTrustWarnings } from "../../src/cache/trust.js";
import { initRepo, plantRepository } from "../support/hostile-git.js";

/**
 * Cached answers are replayed only when they are the job's own (src/cache/provenance.ts,
 * docs/security.md "Response cache"). A pull request can commit files into a cache directory
 * inside the checkout; a checksum without a secret, which it can recompute, proves nothing.
 */
let root: string;
let ws: string;
let cache: string;
let git: (...args: string[]) => string;
const NO_ACTIONS = {};
const key = (i: number) => i.toString(16).padStart(64, "0");

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "cg-prov-")));
  ws = join(root, "ws");
  mkdirSync(ws);
  git = initRepo(ws);
  cache = join(ws, ".contamgate-cache");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A segment named, headed and checksummed exactly as contamgate writes one: what a PR can forge. */
async function forge(into: string, answers: Record<number, string>): Promise<string> {
  const scratch = mkdtempSync(join(root, "forge-"));
  const s = await ResponseStore.open(scratch, { env: NO_ACTIONS });
  for (const [k, text] of Object.entries(answers)) await s.put(key(Number(k)), { text });
  await s.close();
  const [name] = readdirSync(scratch).filter((n) => n.endsWith(".jsonl"));
  mkdirSync(into, { recursive: true });
  copyFileSync(join(scratch, name!), join(into, name!));
  rmSync(scratch, { recursive: true });
  return name!;
}

function commitAll(msg: string): void {
  git("add", "-A");
  git("commit", "-qm", msg);
}

describe("a cache directory a pull request made look like a repository", () => {
  it("with a config whose core.fsmonitor is a command: the command never runs, and nothing is replayed", async () => {
    const marker = join(root, "MARKER");
    plantRepository(cache, `touch ${marker}`);
    await forge(cache, { 1: "Answer: A" });
    commitAll("pr");
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(existsSync(marker)).toBe(false);
    expect(s.has(key(1))).toBe(false);
    expect(s.stats()).toMatchObject({
      loaded: 0,
      notReplayed: 1,
      untrusted: expect.stringMatching(/holds "config"|holds "HEAD"|folder/),
    });
    expect(cacheTrustWarnings(s.stats()).join("\n")).toMatch(
      /provenance cannot be verified.*1 stored answer\(s\) were not used/,
    );
  });

  it("without a config (git fails on the folder, once read as 'nothing tracked'): nothing is replayed", async () => {
    plantRepository(cache);
    await forge(cache, { 1: "Answer: A", 2: "Answer: B" });
    commitAll("pr");
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats()).toMatchObject({ loaded: 0, replayed: 0, notReplayed: 2 });
  });

  it("a folder of any kind in the cache (contamgate never writes one) makes the whole cache unverified", async () => {
    await forge(cache, { 1: "Answer: A" });
    mkdirSync(join(cache, "sub"));
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().untrusted).toMatch(/folder "sub"/);
  });
});

describe("segments are replayed when git positively says they are the job's", () => {
  it("outside every work tree: replayed", async () => {
    const outside = join(root, "plain-cache");
    await forge(outside, { 1: "Answer: A" });
    const s = await ResponseStore.open(outside, { env: NO_ACTIONS });
    expect(s.get(key(1))).toEqual({ text: "Answer: A" });
    expect(s.stats()).toMatchObject({ untrusted: null, verified: 1, notReplayed: 0 });
  });

  it("untracked in the work tree: replayed; a committed one beside it is refused and counted", async () => {
    const own = await forge(cache, { 1: "Answer: A" });
    git("add", "-A");
    git("commit", "-qm", "pr");
    // The job's own answers arrive after the checkout (restored, or paid for): untracked.
    await forge(cache, { 2: "Answer: B" });
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.get(key(2))).toEqual({ text: "Answer: B" });
    expect(s.stats()).toMatchObject({ refusedSegments: [own], notReplayed: 1, untrusted: null });
  });

  it("a segment committed in HEAD's history and no longer tracked is still refused", async () => {
    const name = await forge(cache, { 1: "Answer: A" });
    commitAll("pr adds a segment");
    git("rm", "-q", "--cached", join(".contamgate-cache", name));
    git("commit", "-qm", "untrack it (the file stays, e.g. in a cache saved in between)");
    expect(git("ls-files", "--", ".contamgate-cache")).toBe("");
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().refusedSegments).toEqual([name]);
  });

  it("a segment that is a symlink is refused (never followed)", async () => {
    const elsewhere = join(root, "elsewhere");
    const name = await forge(elsewhere, { 1: "Answer: A" });
    mkdirSync(cache);
    symlinkSync(join(elsewhere, name), join(cache, name));
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().refusedSegments).toEqual([name]);
  });
});

describe("cannot verify never means trusted", () => {
  it("git missing while the cache is in a work tree: nothing replayed, and the reason says so", async () => {
    await forge(cache, { 1: "Answer: A" });
    const saved = process.env.PATH;
    process.env.PATH = join(root, "no-git-here");
    let s: ResponseStore;
    try {
      s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    } finally {
      process.env.PATH = saved;
    }
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().untrusted).toMatch(/inside the git work tree .* git could not say.*not installed/);
  });

  it("git refusing the repository (a broken .git): nothing replayed", async () => {
    await forge(cache, { 1: "Answer: A" });
    execFileSync("sh", [
      "-c",
      `printf 'garbage' > '${join(ws, ".git", "HEAD")}.tmp' && mv '${join(ws, ".git", "HEAD")}.tmp' '${join(ws, ".git", "HEAD")}'`,
    ]);
    const s = await ResponseStore.open(cache, { env: NO_ACTIONS });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().untrusted).toMatch(/git could not say/);
  });

  it("a checkout that is not a work tree (GITHUB_WORKSPACE without .git): nothing replayed; the same folder outside Actions is the user's", async () => {
    const tarball = join(root, "tarball-checkout");
    const inside = join(tarball, ".contamgate-cache");
    await forge(inside, { 1: "Answer: A" });
    const env = { GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: tarball };
    const s = await ResponseStore.open(inside, { env });
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().untrusted).toMatch(/inside the checkout \(GITHUB_WORKSPACE\)/);
    const local = await ResponseStore.open(inside, { env: NO_ACTIONS });
    expect(local.has(key(1))).toBe(true);
  });
});
