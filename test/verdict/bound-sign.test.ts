import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { pt } from "../../src/report/format.js";

describe("a bound just below zero keeps its minus sign and its size", () => {
  it("pt: a nonzero value that would round to 0 keeps two significant digits and its sign; zero reads 0.0", () => {
    expect(pt(-0.0000091)).toBe("−0.00091 pt");
    expect(pt(0)).toBe("0.0 pt");
    expect(pt(0.0000091)).toBe("+0.00091 pt");
    expect(pt(-0.059)).toBe("−5.9 pt");
  });

  it("a model not detected because its bound is a hair below 0 is not shown with '+0.0 pt'", async () => {
    // (b, c) = (44, 29), n = 292: one-sided p = 0.0503 > α, so the melded lcb is < 0 (duality).
    const m = memoryIo({}, process.cwd());
    const code = await main(["verdict", "--table", "x=100,44,29,119", "--target-effect", "0.05"], m.io);
    expect(code).toBe(0);
    const out = m.stdout();
    expect(out).toMatch(/^x: no significant drop$/m);
    expect(out).toMatch(/one-sided 95% lower bound −0\.0*[1-9]\d* pt/);
    expect(out).toMatch(/adjusted lower bound −0\.0*[1-9]\d* pt/);
    expect(out).not.toMatch(/\+0\.0 pt/);
  });
});
