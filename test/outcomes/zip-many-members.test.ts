import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readZipMembers } from "../../src/outcomes/import/zip.js";

/**
 * fflate's streaming Unzip recurses once per member held in one pushed chunk: an archive of many
 * tiny members (65,000 one-byte samples fit in a few MiB) overflowed the stack when read in 1 MiB
 * chunks. Stored (method 0) members are the smallest a ZIP can hold, so the densest case.
 */
describe("readZipMembers: an archive of 20,000 members", () => {
  it("hands over every member, in order", async () => {
    const n = 20_000;
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < n; i++) files[`s/${i}`] = strToU8(String(i % 10));
    const dir = mkdtempSync(join(tmpdir(), "cg-zip-many-"));
    const path = join(dir, "many.zip");
    writeFileSync(path, zipSync(files, { level: 0 }));
    const names: string[] = [];
    let sum = 0;
    await readZipMembers(
      path,
      "many.zip",
      () => true,
      (m) => {
        names.push(m.name);
        sum += Number(new TextDecoder().decode(m.data));
      },
    );
    expect(names.length).toBe(n);
    expect(names[0]).toBe("s/0");
    expect(names[n - 1]).toBe(`s/${n - 1}`);
    // 2,000 of each digit 0–9.
    expect(sum).toBe(2_000 * 45);
  });
});
