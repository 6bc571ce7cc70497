// The release check (docs/release.md). Without flags it checks what must agree at every commit:
// package.json's version, src/version.ts, every `contamgate/contamgate…@vX.Y.Z` reference in the
// README, docs and example workflows, the package's bin/files/dependencies and action.yml's
// entry points. With --tag (at release time, on the commit to be tagged) it also checks that the
// tag vX.Y.Z exists and points at HEAD, that the working tree is clean, and that dist/ is exactly
// what `npm run build` makes of that commit's sources — so the tagged dist/ is built from the
// tagged source. Prints one line per problem (file:line: what) and exits 1, or 0 when all agree.
//
//   node scripts/release-check.mjs [--root DIR] [--tag] [--skip-build]
//
// --skip-build leaves out the rebuild (the tests use it on a scratch repository; the rebuild is
// the same comparison test/dist-fresh.test.ts makes at every commit).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { root: { type: "string" }, tag: { type: "boolean" }, "skip-build": { type: "boolean" } },
});
const root = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);
const read = (p) => readFileSync(join(root, p), "utf8");

const pkg = JSON.parse(read("package.json"));
const version = pkg.version;
if (!/^\d+\.\d+\.\d+$/.test(version ?? "")) problem("package.json", `version "${version}" is not X.Y.Z`);
const tag = `v${version}`;

// src/version.ts is what every report records.
const versionTs = /export const VERSION = "([^"]*)"/.exec(read("src/version.ts"));
if (!versionTs) problem("src/version.ts", 'no `export const VERSION = "…"`');
else if (versionTs[1] !== version)
  problem("src/version.ts", `VERSION is "${versionTs[1]}", package.json says "${version}"`);

// Every reference to a contamgate release in what users copy names this version's tag.
const REF = /contamgate\/contamgate(?:\/\.github\/workflows\/[\w.-]+)?@(v[\w.-]+)/g;
const docFiles = ["README.md", ...walk("docs").filter((f) => /\.(md|ya?ml)$/.test(f))];
let references = 0;
for (const f of docFiles) {
  read(f)
    .split("\n")
    .forEach((line, i) => {
      for (const m of line.matchAll(REF)) {
        references++;
        if (m[1] !== tag) problem(`${f}:${i + 1}`, `references ${m[1]}, the release is ${tag}`);
      }
    });
}
if (references === 0) problem("docs/workflows", `no example references contamgate@${tag}`);

// The package is the bundle: its bin is the CLI bundle, it ships dist/, and it declares no
// runtime dependencies (ncc inlined them), so the tarball installs offline.
if (pkg.bin?.contamgate !== "dist/cli/index.js")
  problem("package.json", `bin.contamgate is ${JSON.stringify(pkg.bin?.contamgate)}, expected "dist/cli/index.js"`);
if (!(pkg.files ?? []).some((f) => f === "dist" || f === "dist/"))
  problem("package.json", "files does not include dist/");
for (const k of [
  "dependencies",
  "bundleDependencies",
  "bundledDependencies",
  "optionalDependencies",
  "peerDependencies",
]) {
  if (pkg[k] && Object.keys(pkg[k]).length > 0)
    problem(
      "package.json",
      `${k} is not empty: the bundle in dist/ is self-contained, so the package must declare none`,
    );
}

// The action runs the committed bundle.
const action = read("action.yml");
for (const [key, want] of [
  ["using", "node24"],
  ["main", "dist/index.js"],
  ["post", "dist/index.js"],
]) {
  if (!new RegExp(`^\\s+${key}: ${want.replace(/\./g, "\\.")}\\s*$`, "m").test(action))
    problem("action.yml", `runs.${key} is not ${want}`);
}

// The reusable workflow runs its own revision, never a second ref.
const reusable = ".github/workflows/contamgate.yml";
if (existsSync(join(root, reusable))) {
  const w = read(reusable);
  if (/contamgate-ref|contamgate-repository/.test(w))
    problem(reusable, "has a contamgate-ref / contamgate-repository input: the revision must be job.workflow_sha");
  if (!/ref: \$\{\{ job\.workflow_sha \}\}/.test(w))
    problem(reusable, "does not check contamgate out at job.workflow_sha");
}

if (values.tag) {
  const git = (...args) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  const head = git("rev-parse", "HEAD");
  let tagged = null;
  try {
    tagged = git("rev-parse", "--verify", "--quiet", `refs/tags/${tag}^{commit}`);
  } catch {
    problem("git", `no tag ${tag} (create it: git tag -a ${tag} -m ${tag})`);
  }
  if (tagged !== null && tagged !== head)
    problem("git", `${tag} points at ${tagged.slice(0, 12)}, not at HEAD ${head.slice(0, 12)}`);
  if (tagged !== null && git("cat-file", "-t", `refs/tags/${tag}`) !== "tag")
    problem("git", `${tag} is a lightweight tag; make it annotated (git tag -a)`);
  const dirty = git("status", "--porcelain", "--untracked-files=all");
  if (dirty !== "") problem("git", `the working tree is not clean:\n${dirty}`);
  if (!values["skip-build"]) {
    const out = mkdtempSync(join(tmpdir(), "contamgate-release-"));
    execFileSync(process.execPath, [join(root, "scripts/build.mjs"), out], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const built = walkAbs(out)
      .map((f) => relative(out, f))
      .sort();
    const committed = walkAbs(join(root, "dist"))
      .map((f) => relative(join(root, "dist"), f))
      .sort();
    if (built.join("\n") !== committed.join("\n"))
      problem("dist/", "holds other files than a build of this commit makes (rebuild with npm run build and commit)");
    else
      for (const f of built)
        if (!readFileSync(join(out, f)).equals(readFileSync(join(root, "dist", f))))
          problem(`dist/${f}`, "differs from a build of this commit");
  }
}

for (const p of problems) process.stderr.write(`release-check: ${p}\n`);
if (problems.length === 0)
  process.stdout.write(
    `release-check: ${tag} agrees (${references} references${values.tag ? ", tag at HEAD, clean tree" + (values["skip-build"] ? "" : ", dist/ rebuilt identical") : ""})\n`,
  );
process.exitCode = problems.length === 0 ? 0 : 1;

function walk(dir) {
  return existsSync(join(root, dir)) ? walkAbs(join(root, dir)).map((f) => relative(root, f)) : [];
}

function walkAbs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walkAbs(p) : [p];
  });
}
