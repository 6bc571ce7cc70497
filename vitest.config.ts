import { defineConfig } from "vitest/config";

// The fast suite (`npm test`). End-to-end, simulation, crash, bundle and real-server tests are
// named *.slow.test.ts and run by `npm run test:slow` (vitest.slow.config.ts); CI runs both.
export const SLOW = "test/**/*.slow.test.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [SLOW, "**/node_modules/**"],
    // A hang detector, not a speed check: generous, since a loaded 2-core runner is many times slower.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Both cores: vitest's default for forks is CPUs − 1, which on a 2-core runner ran one file at a
    // time (about a third of the wall time was fork + transform + import between files).
    maxWorkers: 2,
  },
});
