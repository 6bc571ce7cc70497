/** An unusable --report-dir is invalid usage (exit 4, one line naming the flag), found before any run — not an "internal error". */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const root = join(import.meta.dirname, "../..");

describe("check --report-dir that cannot be created", () => {
  it("exits 4 naming --report-dir, before the checks run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-reportdir-"));
    const file = join(dir, "a-file");
    await writeFile(file, "x");
    const m = memoryIo({}, root);
    const code = await main(["check", "--checks", "power", "--report-dir", join(file, "reports")], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).not.toMatch(/internal error/);
    expect(m.stderr()).toMatch(/--report-dir/);
    expect(m.stderr().trim().split("\n")).toHaveLength(1);
    expect(m.stdout()).toBe("");
  });
});
