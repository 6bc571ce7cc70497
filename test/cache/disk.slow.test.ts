import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/**
 * Paid answers survive the disk (docs/reliability.md "Full or read-only cache"), through the CLI
 * on real file systems: an 8 KiB tmpfs that fills mid-run, and a read-only one. Mounting needs
 * root (or CAP_SYS_ADMIN); where mounting is not allowed these are skipped, and the same paths
 * are covered with an injected full disk in response-store.test.ts.
 */
let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "Answer: B");
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const canMount = (() => {
  const t = tempDir("contamgate-mount-probe-");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8k", "tmpfs", t.dir], { stdio: "pipe" });
    execFileSync("umount", [t.dir], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  } finally {
    t.cleanup();
  }
})();

function withTmpfs(dir: string, options: string): () => void {
  mkdirSync(dir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "pipe" });
  return () => execFileSync("umount", [dir], { stdio: "pipe" });
}

const run = (cwd: string, cacheDir: string, extra: string[] = []) =>
  cli(
    [
      "run",
      "--synthetic",
      "20",
      "--model",
      `openai=gpt-disk,base-url=${server.openaiBaseUrl}`,
      "--target-effect",
      "0.3",
      "--discordant-rate",
      "0.9",
      "--force-underpowered",
      "--yes",
      "--concurrency",
      "1",
      "--cache-dir",
      cacheDir,
      ...extra,
    ],
    cwd,
    { OPENAI_API_KEY: "sk-test-disk" },
  );

/** Distinct answers a cache directory replays: each entry line's key. */
function keysIn(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".jsonl")))
    for (const line of readFileSync(join(dir, f), "utf8").split("\n")) {
      try {
        const e = JSON.parse(line) as { k?: string };
        if (e.k) keys.add(e.k);
      } catch {
        // the torn last line of a full disk
      }
    }
  return keys;
}

describe.skipIf(!canMount)("the response cache on a full or read-only disk", () => {
  it("8 KiB tmpfs: stops asking, keeps every paid answer (cache + named fallback), exit 4, never an internal error", async () => {
    const t = tempDir("contamgate-disk-");
    const cache = join(t.dir, "small");
    const unmount = withTmpfs(cache, "size=8k");
    try {
      const r = await run(t.dir, cache);
      expectNoCrash(r);
      expect(r.code, r.stderr).toBe(4);
      const m =
        /stopped: (\d+) paid answer\(s\) could not be stored in (\S+): ENOSPC[^;]*; they are kept in (\S+) \(move/.exec(
          r.stderr,
        );
      expect(m, r.stderr).not.toBeNull();
      expect(m![2]).toBe(cache);
      const paid = server.requests.length;
      const inCache = keysIn(cache);
      const fallback = m![3]!;
      const kept = keysIn(join(fallback, ".."));
      expect(kept.size).toBe(Number(m![1]));
      // Every paid answer is somewhere: none lost (a run once lost 6 of 37).
      expect(new Set([...inCache, ...kept]).size).toBe(paid);
      expect(paid).toBeLessThan(40);

      // Moved into a cache with room, nothing already paid for is asked again.
      const roomy = join(t.dir, "roomy");
      mkdirSync(roomy);
      for (const f of readdirSync(cache).filter((n) => n.endsWith(".jsonl")))
        copyFileSync(join(cache, f), join(roomy, f));
      copyFileSync(fallback, join(roomy, fallback.split("/").at(-1)!));
      server.requests.length = 0;
      const again = await run(t.dir, roomy);
      expectNoCrash(again);
      expect(again.code).not.toBe(4);
      expect(server.requests.length).toBe(40 - paid);
    } finally {
      unmount();
      t.cleanup();
    }
  }, 120_000);

  it("read-only cache directory: exit 4 naming it and --cache-dir before any paid call", async () => {
    const t = tempDir("contamgate-disk-ro-");
    const cache = join(t.dir, "ro");
    const unmount = withTmpfs(cache, "size=64k,ro");
    try {
      const r = await run(t.dir, cache);
      expectNoCrash(r);
      expect(r.code).toBe(4);
      expect(r.stderr).toContain(`--cache-dir`);
      expect(r.stderr).toMatch(new RegExp(`cannot write the response cache ${cache} \\(EROFS`));
      expect(r.stderr).toMatch(/nothing was sent/);
      expect(server.requests.length).toBe(0);
    } finally {
      unmount();
      t.cleanup();
    }
  }, 120_000);
});
