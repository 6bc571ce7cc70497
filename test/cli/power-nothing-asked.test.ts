import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

describe("power with neither --n nor --target-effect", () => {
  for (const json of [false, true]) {
    it(`is a usage error naming both flags, not an empty table${json ? " (--json)" : ""}`, async () => {
      const m = memoryIo({}, process.cwd());
      const code = await main(["power", "--discordant-rate", "0.2", ...(json ? ["--json", "-"] : [])], m.io);
      expect(code).toBe(4);
      expect(m.stdout()).toBe("");
      const err = m.stderr().trimEnd().split("\n");
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/--n/);
      expect(err[0]).toMatch(/--target-effect/);
    });
  }

  it("either flag alone still answers", async () => {
    for (const extra of [
      ["--n", "100"],
      ["--target-effect", "0.05"],
    ]) {
      const m = memoryIo({}, process.cwd());
      expect(await main(["power", "--discordant-rate", "0.2", ...extra], m.io)).toBe(0);
      expect(m.stdout()).toMatch(/exact \(the gate\)/);
    }
  });
});
