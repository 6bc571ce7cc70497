/**
 * A cache service that is down: @actions/cache prints its own warning and
 * answers as for a miss, which read as "no cached response store yet" and said nothing about
 * paying again. And the cache version hashed the absolute store path, so a workspace at another
 * path never restored. Both run against the real @actions/cache here, with a cache URL on a
 * closed loopback port (it retries once, so each of these takes a few seconds).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storeLocation } from "../../src/action/cache.js";
import { serviceFailureThrows } from "../../src/action/runner.js";
import type { CheckRunner } from "../../src/action/env.js";
import { simulate } from "./simulate.js";
import { bareReport } from "../../src/action/outcome.js";

// The version function @actions/cache keys entries by (not exported: loaded from its file).
const { getCacheVersion } = (await import(
  new URL("../../node_modules/@actions/cache/lib/internal/cacheUtils.js", import.meta.url).href
)) as {
  getCacheVersion: (paths: string[], compression?: string) => string;
};

/** A loopback URL where nothing listens (a server bound, then closed). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/`;
}

const spends: CheckRunner = async (req) => {
  mkdirSync(req.cacheDir.value!, { recursive: true });
  writeFileSync(join(req.cacheDir.value!, "segment-new.jsonl"), '{"k":"b"}\n');
  const report = bareReport("pass", 0, ["contamination"], "contamgate.yml", "");
  return { exitCode: 0, verdict: "pass", report, newCacheEntries: 1, cacheDir: req.cacheDir.value };
};

describe("cache service down (real @actions/cache)", () => {
  it("says once that the restore failed and that calls already paid for are paid for again — not 'nothing cached yet', no toolkit warning", async () => {
    const url = await deadUrl();
    const sim = await simulate({ runCheck: spends, env: { ACTIONS_CACHE_URL: url, ACTIONS_RUNTIME_TOKEN: "t" } });
    expect(sim.code).toBe(0);
    expect(sim.stdout).not.toMatch(/::(warning|error)::Failed to (restore|save)/);
    expect(sim.stdout).not.toMatch(/no response store this run may restore|no cached response store yet/);
    expect(
      sim.stdout.match(
        /::notice::contamgate: the Actions cache failed to restore the response store \([^)]*ECONNREFUSED[^)]*\), so this run starts without it: model calls earlier runs already paid for are paid for again\./g,
      ),
    ).toHaveLength(1);
    expect(
      sim.stdout.match(
        /::notice::contamgate: the Actions cache failed to save the response store \([^\n]*\): the responses paid for in this run are not kept, and the next run pays for them again/g,
      ),
    ).toHaveLength(1);
  }, 120_000);

  it("lets every other line of the library through, and a clean answer stays an answer", async () => {
    const seen: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((c: string) => {
      seen.push(c);
      return true;
    }) as typeof process.stdout.write;
    try {
      const v = await serviceFailureThrows(async () => {
        process.stdout.write("::debug::Resolved Keys:\n");
        process.stdout.write("Cache restored successfully\n");
        return "key-1";
      });
      expect(v).toBe("key-1");
      await expect(
        serviceFailureThrows(async () => {
          process.stdout.write("::error::Failed to save: Our services aren't available right now\n");
          return -1;
        }),
      ).rejects.toThrow("Failed to save: Our services aren't available right now");
    } finally {
      process.stdout.write = write;
    }
    expect(seen).toEqual(["::debug::Resolved Keys:\n", "Cache restored successfully\n"]);
  });
});

describe("the cache path is workspace-relative", () => {
  it("two workspaces at different paths get the same cache version; absolute paths would not", () => {
    const a = storeLocation("/home/runner/work/evals/evals", ".contamgate-cache");
    const b = storeLocation("/srv/actions-runner/_work/evals/evals", ".contamgate-cache");
    expect(a.dir).toBe("/home/runner/work/evals/evals/.contamgate-cache");
    expect(a.cachePath).toBe(".contamgate-cache");
    expect(getCacheVersion([a.cachePath], "zstd")).toBe(getCacheVersion([b.cachePath], "zstd"));
    expect(getCacheVersion([a.dir], "zstd")).not.toBe(getCacheVersion([b.dir], "zstd"));
  });

  it("keeps nested and absolute-inside-workspace inputs relative, and outside paths as ../", () => {
    expect(storeLocation("/w", "cache/store").cachePath).toBe("cache/store");
    expect(storeLocation("/w", "/w/x/.store").cachePath).toBe("x/.store");
    expect(storeLocation("/w", "../shared-store").cachePath).toBe("../shared-store");
    expect(storeLocation("/w", ".").cachePath).toBe(".");
  });
});
