import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { applyPolicy, readNumber } from "../../../src/outcomes/import/score.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { readZipMembers } from "../../../src/outcomes/import/zip.js";

const at = { file: "f", field: "x" };

describe('a tool\'s score → correct (docs/import.md "Scores")', () => {
  it("reads 0 and 1 as wrong and right, (0, 1) as partial, anything else as invalid", () => {
    expect(readNumber(1)).toEqual({ kind: "right" });
    expect(readNumber(0)).toEqual({ kind: "wrong" });
    expect(readNumber(-0)).toEqual({ kind: "wrong" });
    expect(readNumber(0.5)).toEqual({ kind: "partial", value: 0.5 });
    expect(readNumber(Number.MIN_VALUE)).toEqual({ kind: "partial", value: Number.MIN_VALUE });
    for (const v of [1.0000001, -0.1, 2, Number.NaN, Number.POSITIVE_INFINITY])
      expect(readNumber(v).kind).toBe("invalid");
  });

  it("applies the partial policy; no answer is null under every policy; invalid is always an error", () => {
    const partial = { kind: "partial", value: 0.25 } as const;
    expect(applyPolicy(partial, "wrong", at)).toBe(false);
    expect(applyPolicy(partial, "correct", at)).toBe(true);
    expect(applyPolicy(partial, "unparsed", at)).toBeNull();
    expect(() => applyPolicy(partial, "refuse", at)).toThrow(InputError);
    expect(() => applyPolicy(partial, "refuse", at)).toThrow(/^f, field "x": a partial score \(0\.25\)/);
    for (const policy of ["refuse", "wrong", "correct", "unparsed"] as const) {
      expect(applyPolicy({ kind: "no-answer" }, policy, at)).toBeNull();
      expect(applyPolicy({ kind: "right" }, policy, at)).toBe(true);
      expect(applyPolicy({ kind: "wrong" }, policy, at)).toBe(false);
      expect(() => applyPolicy({ kind: "invalid", why: "w" }, policy, at)).toThrow(/cannot read the score: w/);
    }
  });
});

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
