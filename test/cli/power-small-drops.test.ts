import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

async function power(args: string[]) {
  const m = memoryIo({}, process.cwd());
  const code = await main(["power", ...args], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("power: drops below 0.005 pt are not printed as '0.00 pt'", () => {
  it("a large n's minimum detectable drop is shown with its significant digits", async () => {
    const r = await power(["--n", "2000000", "--discordant-rate", "0.0001", "--target-effect", "0.0001"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/\b0\.00 pt/);
    // The MDE lies strictly between 0 and the 0.01 pt target here.
    const m = r.out.match(/minimum detectable drop at n = 2,000,000\s+\+(\S+) pt/);
    expect(m).not.toBeNull();
    const mde = Number(m![1]);
    expect(mde).toBeGreaterThan(0);
    expect(mde).toBeLessThan(0.01);
    expect(r.out).toMatch(/δ = \+0\.01 pt/);
  });

  it("a tiny target effect is shown as itself, not as 0.00 pt", async () => {
    const r = await power(["--n", "100", "--discordant-rate", "0.2", "--target-effect", "0.0000001"]);
    expect(r.code).toBe(2);
    expect(r.out).not.toMatch(/\b0\.00 pt/);
    expect(r.out).toMatch(/target drop δ = \+0\.00001 pt/);
  });

  it("ordinary figures keep two decimals", async () => {
    const r = await power(["--n", "493", "--target-effect", "0.05", "--discordant-rate", "0.2"]);
    expect(r.out).toMatch(/minimum detectable drop at n = 493\s+\+5\.17 pt\s+\+5\.00 pt/);
  });
});
