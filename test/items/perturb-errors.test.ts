import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

describe("perturb: an item the perturber cannot take", () => {
  it("names the benchmark file, the field and the item id", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-perturb-"));
    writeFileSync(
      join(dir, "items.jsonl"),
      '{"id":"q1","question":"Which?","answer":"H","choices":["H","He"]}\n{"id":"q2","question":"Free?","answer":"42"}\n',
    );
    const m = memoryIo({}, dir);
    const code = await main(
      ["perturb", "--items", "items.jsonl", "--split", "all", "--perturber", "derange_choices", "--json", "-"],
      m.io,
    );
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/^contamgate perturb: items\.jsonl, field "choices": item "q2" has no choices/m);
  });
});
