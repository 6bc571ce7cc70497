import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

describe("verdict --json never overwrites the --input file", () => {
  it("refuses with exit 4 and leaves the outcomes untouched", async () => {
    const dir = mkdtempSync(join(tmpdir(), "verdict-review-"));
    const rows = [
      { model: "m1", id: "q1", original: true, perturbed: false },
      { model: "m1", id: "q2", original: true, perturbed: null },
    ];
    const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
    writeFileSync(join(dir, "outcomes.jsonl"), text);
    for (const target of ["outcomes.jsonl", "./outcomes.jsonl", join(dir, "outcomes.jsonl")]) {
      const m = memoryIo({}, dir);
      const code = await main(
        ["verdict", "--input", "outcomes.jsonl", "--target-effect", "0.05", "--json", target],
        m.io,
      );
      expect(code).toBe(4);
      expect(m.stderr()).toMatch(/--json/);
      expect(readFileSync(join(dir, "outcomes.jsonl"), "utf8")).toBe(text);
    }
  });
});
