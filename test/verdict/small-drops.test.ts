import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

async function verdict(args: string[]) {
  const m = memoryIo({}, process.cwd());
  const code = await main(["verdict", ...args], m.io);
  return { code, out: m.stdout() };
}

/** "+0.0088 pt" / "−0.0088 pt" → number of points. */
const num = (s: string) => Number(s.replace("−", "-").replace("+", ""));

describe("verdict at large n: small drops, bounds and floors are not printed as 0.0 pt", () => {
  // n = 1,000,000 with 2,000 discordant pairs split evenly: every figure on the drop scale is a
  // few thousandths of a point, and none of them is zero.
  const args = ["--table", "big=500000,1000,1000,498000", "--target-effect", "0.0004"];

  it("the interval and bounds keep their sign and size", async () => {
    const { code, out } = await verdict(args);
    expect(code).toBe(0);
    const m = out.match(/drop (\S+) pt \(90% CI (\S+) to (\S+) pt; n = 1,000,000, 2,000 discordant\)/);
    expect(m).not.toBeNull();
    const [, drop, lo, hi] = m!.map((x) => x) as [string, string, string, string];
    expect(num(drop)).toBe(0); // b = c: the drop is exactly 0
    // The melded 90% interval: about ±1.645·√(2000)/1e6 = ±0.0074 pt; its printed ends keep that size.
    expect(num(lo)).toBeLessThan(0);
    expect(num(hi)).toBeGreaterThan(0);
    expect(Math.abs(num(lo) + 0.0074)).toBeLessThan(0.0008);
    expect(Math.abs(num(hi) - 0.0074)).toBeLessThan(0.0008);
    expect(out).not.toMatch(/ [+−]?0\.0 pt/);
  });

  it("target effect, deflation scale and detection floor are shown with their digits", async () => {
    const { out } = await verdict(args);
    expect(out).toMatch(/target drop 0\.040 pt/);
    expect(out).toMatch(/for a 0\.040 pt drop/);
    const floor = out.match(/drops below (\S+) pt were likely to be missed/);
    expect(num(floor![1]!)).toBeGreaterThan(0.005);
    expect(num(floor![1]!)).toBeLessThan(0.02);
  });

  it("ordinary tables print with one decimal", async () => {
    const { out } = await verdict(["--table", "clean=60,6,5,29", "--target-effect", "0.05"]);
    expect(out).toMatch(/drop \+1\.0 pt \(90% CI −\d\.\d to \+\d\.\d pt; n = 100, 11 discordant\)/);
    expect(out).toMatch(/target drop 5\.0 pt/);
  });
});
