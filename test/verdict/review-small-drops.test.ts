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

describe("verdict at large n: small drops, bounds and floors are not printed as 0.0 pt (review)", () => {
  // n = 1,000,000 with 2,000 discordant pairs split evenly: every figure on the drop scale is a
  // few thousandths of a point, and none of them is zero.
  const args = ["--table", "big=500000,1000,1000,498000", "--target-effect", "0.0004"];

  it("the interval and bounds keep their sign and size", async () => {
    const { code, out } = await verdict(args);
    expect(code).toBe(0);
    const m = out.match(/drop (\S+) pt \(95% CI (\S+) pt to (\S+) pt; one-sided 95% lower bound (\S+) pt;/);
    expect(m).not.toBeNull();
    const [, drop, lo, hi, lcb] = m!.map((x) => x) as [string, string, string, string, string];
    expect(num(drop)).toBe(0); // b = c: the drop is exactly 0
    // R: (2000/1e6)·(2·qbeta(0.025, 1000, 1001) − 1) ≈ −0.00876 pt; the printed ends are that, rounded.
    expect(num(lo)).toBeLessThan(0);
    expect(num(hi)).toBeGreaterThan(0);
    expect(num(lcb)).toBeLessThan(0);
    expect(Math.abs(num(lo) + 0.0088)).toBeLessThan(0.0006);
    expect(Math.abs(num(hi) - 0.0088)).toBeLessThan(0.0006);
    expect(out).not.toMatch(/ [+−]?0\.0 pt/);
  });

  it("SE, target effect and detection floor are shown with their digits", async () => {
    const { out } = await verdict(args);
    expect(out).toMatch(/target effect 0\.04 pt/);
    expect(out).toMatch(/for a 0\.04 pt drop/);
    const se = out.match(/SE (\S+) pt;/);
    expect(num(se![1]!)).toBeGreaterThan(0.004);
    const floor = out.match(/no drop above (\S+) pt was present/);
    expect(num(floor![1]!)).toBeGreaterThan(0.005);
    expect(num(floor![1]!)).toBeLessThan(0.02);
  });

  it("ordinary tables print exactly as before", async () => {
    const { out } = await verdict(["--table", "clean=60,6,5,29", "--target-effect", "0.05"]);
    expect(out).toMatch(/drop \+1\.0 pt \(95% CI −5\.9 pt to \+7\.3 pt; one-sided 95% lower bound −5\.0 pt; n = 100, 11 discordant\)/);
    expect(out).toMatch(/SE 3\.32 pt; deflation E\[max\]\(K = 1\) × SE = 0\.00 pt; adjusted lower bound −5\.0 pt/);
    expect(out).toMatch(/target effect 5\.0 pt/);
  });
});
