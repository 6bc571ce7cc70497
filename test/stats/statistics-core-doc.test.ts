/** docs/statistics-core.md lists every module of src/stats/, one table row each, and no module that is gone. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const modules = readdirSync(new URL("../../src/stats/", import.meta.url)).filter((f) => f.endsWith(".ts"));
const doc = readFileSync(new URL("../../docs/statistics-core.md", import.meta.url), "utf8");
const rows = [...doc.matchAll(/^\| `([\w-]+\.ts)` \|/gm)].map((m) => m[1]!);

describe("docs/statistics-core.md", () => {
  it("has a row for every src/stats/*.ts", () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((m) => !rows.includes(m))).toEqual([]);
  });

  it("has no row for a module that does not exist", () => {
    expect(rows.filter((r) => !modules.includes(r))).toEqual([]);
  });
});
