import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

describe("a p-value below the double range reads 'p < 1e-300', not 'p = < 1e-300'", () => {
  it("in the verdict report", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(
      [
        "verdict",
        "--table",
        "x=500000,300000,200000,0",
        "--table",
        "y=400000,300000,300000,0",
        "--target-effect",
        "0.05",
      ],
      m.io,
    );
    expect(code).toBe(1);
    const out = m.stdout();
    expect(out).not.toMatch(/= </);
    expect(out).toMatch(
      /exact one-sided p < 1e-300; Holm p < 1e-300 over the family of 2 \(Benjamini–Hochberg p < 1e-300, for triage only\)/,
    );
    // Ordinary p-values keep their "=".
    expect(out).toMatch(/exact one-sided p = 0\.5\d*;/);
  });
});
