import { describe, expect, it } from "vitest";
import { runVerify } from "../../src/verify/checks.js";

// The verdict report's case is in test/verdict/cli.test.ts; this one runs verify's
// simulations at n = 100,000.
describe("a p-value below the double range reads 'p < 1e-300', not 'p = < 1e-300'", () => {
  it("in verify's lines", () => {
    const text = runVerify({ n: 100_000, seed: "contamgate", alpha: 0.05, sims: 2000 })
      .map((r) => r.text)
      .join("\n");
    expect(text).not.toMatch(/= </);
    expect(text).toMatch(/one-sided p < 1e-300/);
  });
});
