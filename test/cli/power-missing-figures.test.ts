import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

describe("power: every '—' in the table is explained in words", () => {
  it("says why the normal approximation has no minimum detectable drop", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(["power", "--n", "10", "--discordant-rate", "0.2"], m.io);
    expect(code).toBe(0);
    const out = m.stdout();
    expect(out).toMatch(/minimum detectable drop at n = 10\s+—\s+—/);
    expect(out).toMatch(/Note: no drop δ ≤ ψ = 0\.2 reaches 80% power at n = 10/);
    expect(out).toMatch(/Note: the normal approximation reaches 80% for no δ ≤ ψ at n = 10\./);
  });

  it("adds no note when the normal figure exists", async () => {
    const m = memoryIo({}, process.cwd());
    await main(["power", "--n", "100", "--discordant-rate", "0.2"], m.io);
    expect(m.stdout()).not.toMatch(/Note:/);
  });
});
