/** The progress line's ETA never shows 60 seconds ("1m60s" for 119.6 s left). */
import { describe, expect, it } from "vitest";
import { formatProgress } from "../../src/run/execute.js";

describe("progress ETA", () => {
  it("rounds to whole seconds before splitting into minutes", () => {
    // 10 done in 1 s → 10/s; 1,196 left → 119.6 s → 2m00s.
    expect(formatProgress({ done: 10, total: 1206, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 2m00s$/);
    // 59.6 s left → 1m00s.
    expect(formatProgress({ done: 10, total: 606, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 1m00s$/);
    expect(formatProgress({ done: 10, total: 650, hits: 0, calls: 10, elapsedMs: 1000 })).toMatch(/ETA 1m04s$/);
  });
});
