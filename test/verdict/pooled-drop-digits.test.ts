import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

describe("the pooled drop at large n keeps its digits", () => {
  it("a positive pooled drop of a few thousandths of a point is not printed as +0.0 pt", async () => {
    // Two models, n = 1,000,000 each, drops +0.01 pt and +0.0 pt: pooled ≈ +0.005 pt, homogeneous and positive.
    const m = memoryIo({}, process.cwd());
    await main(
      [
        "verdict",
        "--table",
        "x=500000,1050,950,498000",
        "--table",
        "y=500000,1000,1000,498000",
        "--target-effect",
        "0.0004",
      ],
      m.io,
    );
    const out = m.stdout();
    // Its interval includes 0, so v2 does not call it a positive shared drop (v1 read the bare estimate).
    expect(out).toMatch(/homogeneous with no positive pooled drop/);
    const pooled = out.match(/pooled drop ([+−])(\S+) pt \(90% CI −\S+ to \+\S+ pt; n = 1,000,000 items/);
    expect(pooled).not.toBeNull();
    expect(pooled![1]).toBe("+");
    expect(Number(pooled![2])).toBeGreaterThan(0.003);
    expect(Number(pooled![2])).toBeLessThan(0.007);
  });
});
