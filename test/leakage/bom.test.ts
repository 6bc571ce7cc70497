import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { LeakageReport } from "../../src/leakage/report.js";

const Q = "What is the boiling point of water at sea level in kelvin?";
const BOM = "\uFEFF";

describe("text sources that start with a UTF-8 byte-order mark", () => {
  it("skip a first-line comment behind the BOM, in probes and in corpora", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-bom-"));
    writeFileSync(join(dir, "probes.txt"), `${BOM}# ${Q}\nAn unrelated probe about the moons of Jupiter and Saturn\n`);
    writeFileSync(join(dir, "corpus.txt"), `${BOM}# ${Q}\n${Q}\n`);
    const m = memoryIo({}, dir);
    const code = await main(
      ["leakage", "--probes", "probes.txt", "--corpus", "corpus.txt", "--skip-prefix", "#", "--json", "r.json"],
      m.io,
    );
    expect(m.stderr()).toBe("");
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(report.stats.probes).toBe(1);
    expect(report.corpora[0]!.records).toBe(1);
  });
});
