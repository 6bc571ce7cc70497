// Builds the committed bundle: TypeScript 7 type-checks and emits lib/, then ncc bundles
// lib/action/index.js → <out>/index.js (the action: main and post) and lib/cli/bin.js →
// <out>/cli/index.js (the npm bin), and lib/lib.js → <out>/lib/index.js (the library: package.json
// "main" and "exports"). ncc cannot compile .ts with TypeScript 7 (vercel/ncc#1336),
// hence the two steps. `node scripts/build.mjs [outDir]` (default dist); the freshness test
// builds into a temporary directory and compares it with the committed dist/.
// The leakage worker (lib/leakage/scan-worker.js) is bundled on its own and copied beside each
// bundle as leakage-worker.js: a worker thread loads a file, and the bundles do not contain the
// modules an unbundled copy would import (src/leakage/parallel.ts finds it by that name).
import { execFileSync } from "node:child_process";
import { copyFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = resolve(root, process.argv[2] ?? "dist");
// A fixed lib/ path: ncc derives module ids and comments from it, and the freshness test needs
// two builds of the same sources to be byte-identical.
const lib = join(root, "build/lib");
const node = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
rmSync(lib, { recursive: true, force: true });
node([join(root, "node_modules/typescript/bin/tsc"), "-p", root, "--outDir", lib]);
rmSync(out, { recursive: true, force: true });
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");
node([ncc, "build", join(lib, "action/index.js"), "-o", out, "--license", "licenses.txt", "-q"]);
node([ncc, "build", join(lib, "cli/bin.js"), "-o", join(out, "cli"), "-q"]);
node([ncc, "build", join(lib, "lib.js"), "-o", join(out, "lib"), "-q"]);
const worker = join(root, "build/leakage-worker");
rmSync(worker, { recursive: true, force: true });
node([ncc, "build", join(lib, "leakage/scan-worker.js"), "-o", worker, "-q"]);
const emitted = readdirSync(worker).filter((f) => f.endsWith(".js"));
if (emitted.join() !== "index.js") throw new Error(`the leakage worker bundle is not one file: ${emitted.join(", ")}`);
for (const dir of [out, join(out, "cli"), join(out, "lib")])
  copyFileSync(join(worker, "index.js"), join(dir, "leakage-worker.js"));
