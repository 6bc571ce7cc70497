/**
 * ARCHITECTURE.md's layer table is written from test/architecture/layers.ts by
 * scripts/architecture-table.ts; this fails when the two drift apart.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BEGIN, DOC, END, layersBlock, replaceBlock } from "../../scripts/architecture-table.js";

describe("ARCHITECTURE.md layer table", () => {
  it("is the table the boundary test checks (rerun: npx tsx scripts/architecture-table.ts)", () => {
    const doc = readFileSync(DOC, "utf8");
    expect(doc.slice(doc.indexOf(BEGIN), doc.indexOf(END) + END.length)).toBe(layersBlock());
  });

  it("names every unit, denied import and I/O exception of the tables", () => {
    const block = layersBlock();
    for (const unit of ["io/", "outcomes/", "verify/", "report/", "value-source.ts", "ranges.ts", "leakage/scan.ts"])
      expect(block).toContain(`\`${unit}\``);
    expect(block).toContain("`report/` → `items/`");
  });

  it("rewrites only the block between the markers", () => {
    const doc = `before\n${BEGIN}\nold\n${END}\nafter\n`;
    expect(replaceBlock(doc, `${BEGIN}\nnew\n${END}`)).toBe(`before\n${BEGIN}\nnew\n${END}\nafter\n`);
    expect(() => replaceBlock("no markers", "x")).toThrow(/no <!-- layers:begin/);
  });
});
