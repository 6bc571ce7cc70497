// Writes the README's Measured table from bench/results.json (between the bench:measured
// markers); test/bench/measured.test.ts fails when the README differs from what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { withMeasured } from "../bench/table.mjs";

const root = new URL("../", import.meta.url);
const results = JSON.parse(readFileSync(new URL("bench/results.json", root), "utf8"));
const readme = new URL("README.md", root);
const before = readFileSync(readme, "utf8");
const after = withMeasured(before, results);
if (after !== before) writeFileSync(readme, after);
console.log(after === before ? "README.md: Measured table unchanged" : "README.md: Measured table rewritten");
