import { defineConfig } from "vitest/config";
import { SLOW } from "./vitest.config.js";

// `npm run test:slow`: only the *.slow.test.ts files (see vitest.config.ts).
export default defineConfig({
  test: {
    include: [SLOW],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
  },
});
