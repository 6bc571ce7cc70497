import { defineConfig } from "vitest/config";

// The fast suite (`npm test`). End-to-end, simulation, crash, bundle and real-server tests are
// named *.slow.test.ts and run by `npm run test:slow` (vitest.slow.config.ts); CI runs both.
export const SLOW = "test/**/*.slow.test.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [SLOW, "**/node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
