import { defineConfig } from "vitest/config";
import { SLOW } from "./vitest.config.js";

// `npm run test:slow`: only the *.slow.test.ts files (see vitest.config.ts).
export default defineConfig({
  test: {
    include: [SLOW],
    // No time limit: these take minutes on a loaded runner, and that is not a failure (the CI
    // job's own timeout catches a hang).
    testTimeout: 0,
    hookTimeout: 0,
    pool: "forks",
  },
});
