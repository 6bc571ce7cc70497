import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const CSV = "Which planet is largest?,Mars,Jupiter,Venus,Mercury,B\n";

function setup(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-review-ingest-"));
  mkdirSync(join(dir, "data"));
  writeFileSync(join(dir, "data", "astro.csv"), CSV);
  return dir;
}

describe("ingest mmlu-csv never writes over its inputs or over its own other output", () => {
  it.each([
    [["--out", "data/astro.csv"], /--out/],
    [["--out", "items.jsonl", "--manifest", "data/astro.csv"], /--manifest/],
    [["--out", "items.jsonl", "--manifest", "items.jsonl"], /--manifest/],
  ])("%j → exit 4 and the CSV is untouched", async (flags, message) => {
    const dir = setup();
    const m = memoryIo({}, dir);
    const code = await main(["ingest", "mmlu-csv", "data", ...flags], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(message);
    expect(readFileSync(join(dir, "data", "astro.csv"), "utf8")).toBe(CSV);
  });

  it("still writes next to the inputs when the names differ", async () => {
    const dir = setup();
    const m = memoryIo({}, dir);
    expect(await main(["ingest", "mmlu-csv", "data", "--out", "data/items.jsonl"], m.io)).toBe(0);
    expect(readFileSync(join(dir, "data", "items.jsonl"), "utf8")).toContain('"answer":"Jupiter"');
  });
});
