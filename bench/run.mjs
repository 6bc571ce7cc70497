// `npm run bench [-- name …]`: compiles src/ to lib/ and runs each bench/<name>.mjs in turn
// (all of them when no name is given). Figures are printed, never asserted: see the README.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const all = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && f !== "run.mjs")
  .map((f) => f.slice(0, -4))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(", ")} (have: ${all.join(", ")})`);
  process.exit(4);
}
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", root], { stdio: "inherit" });
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== bench/${name}.mjs`);
  execFileSync(process.execPath, [join(here, `${name}.mjs`)], { stdio: "inherit", cwd: root });
}
