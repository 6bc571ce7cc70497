import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-review-out-"));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

const scan = [
  "leakage",
  "--holdout",
  "holdout.jsonl",
  "--field",
  "question",
  "--corpus",
  "corpus/dictionary.txt",
  "--skip-prefix",
  "#",
];

describe("leakage never writes its report over an input file", () => {
  it.each([
    [["--json", "holdout.jsonl"], "holdout.jsonl", /--json holdout.jsonl is one of the scan's input files/],
    [["--sarif", "./corpus/dictionary.txt"], "corpus/dictionary.txt", /--sarif .* is one of the scan's input files/],
  ])("%j → exit 4, the file untouched", async (flags, file, message) => {
    const dir = workdir();
    const before = readFileSync(join(dir, file), "utf8");
    const m = memoryIo({}, dir);
    expect(await main([...scan, ...flags], m.io)).toBe(4);
    expect(m.stderr()).toMatch(message);
    expect(readFileSync(join(dir, file), "utf8")).toBe(before);
  });

  it("with --config, input paths are relative to the config file's folder", async () => {
    const dir = workdir();
    writeFileSync(
      join(dir, "corpus", "contamgate.yml"),
      "leakage:\n  probe_sets:\n    holdout:\n      holdout: true\n      sources:\n        - { path: ../holdout.jsonl, field: question }\n  corpora:\n    - { path: dictionary.txt, skip_prefixes: ['#'] }\n",
    );
    const before = readFileSync(join(dir, "holdout.jsonl"), "utf8");
    const m = memoryIo({}, dir);
    expect(await main(["leakage", "--config", "corpus/contamgate.yml", "--json", "holdout.jsonl"], m.io)).toBe(4);
    expect(readFileSync(join(dir, "holdout.jsonl"), "utf8")).toBe(before);
  });

  it("--json and --sarif naming one file is an error", async () => {
    const dir = workdir();
    const m = memoryIo({}, dir);
    expect(await main([...scan, "--json", "r.json", "--sarif", "r.json"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/--json and --sarif name the same file/);
  });
});
