import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { levelText } from "../../src/report/format.js";

const levelLabel = (alpha: number) => levelText(1 - alpha);

describe("interval labels carry their true level", () => {
  it("keeps the usual labels", () => {
    expect(levelLabel(0.05)).toBe("95%");
    expect(levelLabel(0.05 / 3)).toBe("98.33%");
    expect(levelLabel(0.01)).toBe("99%");
  });

  it("never rounds a level below 100% up to 100%", () => {
    for (const alpha of [1e-4, 4e-5, 1e-5, 1e-7, 1e-9]) {
      const label = levelLabel(alpha);
      expect(label).not.toBe("100%");
      expect(Number(label.replace("%", ""))).toBeLessThan(100);
      // Within a tenth of α of the true level, so the label is not a different level either.
      expect(Math.abs(100 - Number(label.replace("%", "")) - 100 * alpha)).toBeLessThanOrEqual(10 * alpha);
    }
  });

  it("the verdict at α = 1e-5 prints no '100% CI'", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(
      ["verdict", "--table", "x=50,30,2,18", "--target-effect", "0.05", "--alpha", "0.00001"],
      m.io,
    );
    expect(code).toBe(1);
    expect(m.stdout()).not.toMatch(/100% CI|100% lower bound/);
    expect(m.stdout()).toMatch(/99\.999% CI/);
  });
});
