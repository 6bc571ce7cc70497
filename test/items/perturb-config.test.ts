import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const root = join(import.meta.dirname, "../..");

describe("contamgate perturb --config", () => {
  it("takes path, split, seed and perturber from the benchmark: section, as the run does", async () => {
    const viaConfig = memoryIo({}, root);
    expect(await main(["perturb", "--config", "contamgate.yml", "--json", "-"], viaConfig.io)).toBe(0);
    const viaFlags = memoryIo({}, root);
    const flags = [
      "perturb",
      "--items",
      "fixtures/demo/items.jsonl",
      "--split",
      "dev",
      "--seed",
      "dev-seed",
      "--perturber",
      "shuffle_choices",
      "--json",
      "-",
    ];
    expect(await main(flags, viaFlags.io)).toBe(0);
    expect(viaConfig.stdout()).toBe(viaFlags.stdout());
    expect(JSON.parse(viaConfig.stdout()).seed).toBe("dev-seed");
  });
  it("a flag overrides the config", async () => {
    const m = memoryIo({}, root);
    expect(await main(["perturb", "--config", "contamgate.yml", "--seed", "other", "--json", "-"], m.io)).toBe(0);
    expect(JSON.parse(m.stdout()).seed).toBe("other");
  });
  it("needs --items or --config", async () => {
    const m = memoryIo({}, root);
    expect(await main(["perturb"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/--items or --config is required/);
  });
});
