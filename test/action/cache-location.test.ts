import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storeDirectory, storeLocation } from "../../src/action/cache.js";
import { InputError } from "../../src/errors.js";

// The version function @actions/cache keys entries by (not exported: loaded from its file).
const { getCacheVersion } = (await import(
  new URL("../../node_modules/@actions/cache/lib/internal/cacheUtils.js", import.meta.url).href
)) as {
  getCacheVersion: (paths: string[], compression?: string) => string;
};

/**
 * Where the action keeps the response store (docs/action.md "The response cache"): outside the
 * checkout, which a pull request writes, and at a path string @actions/cache hashes the same on
 * every runner layout.
 */
describe("the store's directory", () => {
  it("defaults to $RUNNER_TEMP/contamgate-cache", () => {
    expect(storeDirectory("", "/home/runner/work/evals/evals", { RUNNER_TEMP: "/home/runner/work/_temp" })).toBe(
      "/home/runner/work/_temp/contamgate-cache",
    );
  });

  it("without a runner's temp dir, a fresh folder of this run's own (a fixed /tmp name could be planted)", () => {
    const a = storeDirectory("", "/w", {});
    const b = storeDirectory("", "/w", {});
    try {
      expect(a).not.toBe(b);
      expect(a.startsWith(join(tmpdir(), "contamgate-cache-"))).toBe(true);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });

  it("is the same cache version on hosted, self-hosted and container layouts (the path string is workspace-relative)", () => {
    const layouts = [
      ["/home/runner/work/evals/evals", "/home/runner/work/_temp"],
      ["/srv/actions-runner/_work/other-name/other-name", "/srv/actions-runner/_work/_temp"],
      ["/__w/evals/evals", "/__w/_temp"],
    ] as const;
    const paths = layouts.map(([ws, temp]) => storeLocation(ws, storeDirectory("", ws, { RUNNER_TEMP: temp })));
    for (const p of paths) expect(p.cachePath).toBe("../../_temp/contamgate-cache");
    const versions = new Set(paths.map((p) => getCacheVersion([p.cachePath], "zstd")));
    expect(versions.size).toBe(1);
    // Absolute paths would give each runner its own version (nothing restored across them).
    expect(new Set(paths.map((p) => getCacheVersion([p.dir], "zstd"))).size).toBe(3);
  });

  it("refuses a directory inside the checkout, however it is written (exit 4 naming cache-dir)", () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "cg-loc-")));
    try {
      const ws = join(root, "ws");
      mkdirSync(ws);
      const outside = join(root, "out");
      mkdirSync(outside);
      // A link outside the workspace that leads back into it.
      mkdirSync(join(ws, "sub"));
      symlinkSync(join(ws, "sub"), join(root, "back-in"));
      for (const input of [".contamgate-cache", ".", "a/../b", join(ws, "deep", "x"), join(root, "back-in", "c")]) {
        const e = (() => {
          try {
            storeDirectory(input, ws, {});
            return null;
          } catch (x) {
            return x;
          }
        })();
        expect(e, input).toBeInstanceOf(InputError);
        expect((e as InputError).exitCode).toBe(4);
        expect((e as InputError).message).toMatch(/^field "cache-dir": .* is inside the checkout/);
      }
      expect(storeDirectory(outside, ws, {})).toBe(outside);
      expect(storeDirectory("../out", ws, {})).toBe(outside);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
