// `npm run bench [-- name …]`: compiles src/ to lib/, runs each bench/<name>.mjs in turn (all of
// them when no name is given) and writes what they recorded (bench/record.mjs) to
// bench/results.json: each figure with its same-run baseline, the commit it measured and the
// load average. A partial run replaces only its benches' rows. The README's Measured table is
// written from that file by scripts/bench-readme.mjs; figures are printed, never asserted.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
// outcome-rows.mjs writes test data for the memory figures of docs/reliability.md; it measures nothing itself.
const NOT_BENCHES = new Set(["run.mjs", "record.mjs", "table.mjs", "outcome-rows.mjs"]);
const all = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && !NOT_BENCHES.has(f))
  .map((f) => f.slice(0, -4))
  .sort();
// `npm run bench -- leakage -- --probe-sizes ""`: arguments after a second `--` go to each bench run.
const argv = process.argv.slice(2);
const cut = argv.indexOf("--");
const wanted = cut < 0 ? argv : argv.slice(0, cut);
const passed = cut < 0 ? [] : argv.slice(cut + 1);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(", ")} (have: ${all.join(", ")})`);
  process.exit(4);
}
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const commit = git("rev-parse", "HEAD");
// Uncommitted changes to what is measured: the commit would not be what ran.
const dirty =
  git(
    "status",
    "--porcelain",
    "--",
    "src",
    "bench",
    ":(exclude)bench/results.json",
    "package.json",
    "package-lock.json",
  ) !== "";
if (dirty) console.warn("bench: uncommitted changes under src/ or bench/: the rows are marked dirty");

execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", root], { stdio: "inherit" });
const tmp = mkdtempSync(join(tmpdir(), "contamgate-bench-"));
const rows = [];
try {
  for (const name of wanted.length ? wanted : all) {
    console.log(`\n=== bench/${name}.mjs`);
    const file = join(tmp, `${name}.jsonl`);
    const date = new Date().toISOString();
    const load = loadavg()[0];
    execFileSync(process.execPath, [join(here, `${name}.mjs`), ...passed], {
      stdio: "inherit",
      cwd: root,
      env: { ...process.env, BENCH_RECORD: file },
    });
    const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    for (const l of lines)
      rows.push({ bench: name, commit, dirty, date, loadStart: Number(load.toFixed(2)), ...JSON.parse(l) });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const out = join(here, "results.json");
const ran = new Set(wanted.length ? wanted : all);
const old = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : { rows: [] };
const kept = old.rows.filter((r) => !ran.has(r.bench));
const results = {
  kind: "contamgate.bench",
  node: process.version,
  cpus: availableParallelism(),
  rows: [...kept, ...rows].sort((a, b) => all.indexOf(a.bench) - all.indexOf(b.bench)),
};
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nwrote ${rows.length} rows to bench/results.json (commit ${commit.slice(0, 12)}${dirty ? ", dirty" : ""})`,
);
console.log("README's Measured table: node scripts/bench-readme.mjs");
