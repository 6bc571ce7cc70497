import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { signedPt } from "../../src/verdict/render.js";

describe("a bound just below zero keeps its minus sign (review)", () => {
  it("signedPt: negative values that round to 0 read −0.0, zero reads +0.0", () => {
    expect(signedPt(-0.0000091)).toBe("−0.0 pt");
    expect(signedPt(0)).toBe("+0.0 pt");
    expect(signedPt(0.0000091)).toBe("+0.0 pt");
    expect(signedPt(-0.059)).toBe("−5.9 pt");
  });

  it("a model not detected because its bound is −0.009 pt is not shown with '+0.0 pt'", async () => {
    // (b, c) = (44, 29), n = 292: one-sided p = 0.0503, lcb = −9.1e-5 (−0.009 pt) — so not detected.
    const m = memoryIo({}, process.cwd());
    const code = await main(["verdict", "--table", "x=100,44,29,119", "--target-effect", "0.05"], m.io);
    expect(code).toBe(0);
    const out = m.stdout();
    expect(out).toMatch(/^x: not detected$/m);
    expect(out).toMatch(/one-sided 95% lower bound −0\.0 pt/);
    expect(out).toMatch(/adjusted lower bound −0\.0 pt/);
  });
});
