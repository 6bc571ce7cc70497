import { describe, expect, it } from "vitest";
import { main } from "../src/cli/main.js";
import { memoryIo } from "../src/cli/io.js";

describe("cli dispatcher", () => {
  it("rejects an unknown command with exit 4 and one line", async () => {
    const m = memoryIo();
    expect(await main(["frobnicate"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/unknown command "frobnicate"/);
    expect(m.stderr().trim().split("\n")).toHaveLength(1);
  });
  it("prints usage with exit 0 on --help", async () => {
    const m = memoryIo();
    expect(await main(["--help"], m.io)).toBe(0);
    expect(m.stdout()).toMatch(/exit codes/);
  });
});
