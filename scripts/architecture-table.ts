/**
 * ARCHITECTURE.md's layer table, written from the tables the boundary test checks
 * (test/architecture/layers.ts), between the markers below. `npx tsx scripts/architecture-table.ts`
 * rewrites the block; test/architecture/boundaries.test.ts fails when it differs.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { DENY, IMPURE_EXCEPTIONS, LAYER_TABLE, PURE } from "../test/architecture/layers.js";

export const DOC = fileURLToPath(new URL("../ARCHITECTURE.md", import.meta.url));
export const BEGIN = "<!-- layers:begin (scripts/architecture-table.ts) -->";
export const END = "<!-- layers:end -->";

const code = (units: readonly string[]) => units.map((u) => `\`${u}\``).join(", ");

/** The block ARCHITECTURE.md holds between the markers. */
export function layersBlock(): string {
  const rows = LAYER_TABLE.flatMap((layer, n) =>
    layer.rows.map((row, i) => `| ${i === 0 ? `${n} ${layer.name}`.trim() : ""} | ${code(row.units)} | ${row.job} |`),
  );
  const deny = DENY.map(([from, to, why]) => `- \`${from}\` → \`${to}\`: ${why}.`);
  return [
    BEGIN,
    "",
    "| layer (low → high) | folder or file of `src/` | job |",
    "| --- | --- | --- |",
    ...rows,
    "",
    "A row without a number is in the layer above it. A unit imports itself and lower-numbered",
    "layers only. Imports the layers would allow but that are forbidden:",
    "",
    ...deny,
    "",
    `${code(PURE)} do no I/O (no \`node:fs\`, child processes, network, workers or \`process\`); the`,
    `boundary test fails if they start to. Their I/O edge, exempt: ${code(IMPURE_EXCEPTIONS)}.`,
    "",
    END,
  ].join("\n");
}

export function replaceBlock(doc: string, block: string): string {
  const s = doc.indexOf(BEGIN);
  const e = doc.indexOf(END);
  if (s < 0 || e < s) throw new Error(`ARCHITECTURE.md has no ${BEGIN} … ${END} block`);
  return doc.slice(0, s) + block + doc.slice(e + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = await readFile(DOC, "utf8");
  await writeFile(DOC, replaceBlock(doc, layersBlock()));
  process.stdout.write("ARCHITECTURE.md: layer table rewritten\n");
}
