/**
 * The release process (docs/release.md) is checked by scripts/release-check.mjs —
 * versions and references agree at every commit; at release time the tag is annotated, at HEAD,
 * on a clean tree, and dist/ is the build of the tagged sources. Run here on the repository and
 * on scratch copies that break one thing each.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const script = join(root, "scripts/release-check.mjs");
const check = (dir: string, ...flags: string[]) =>
  spawnSync(process.execPath, [script, "--root", dir, ...flags], { encoding: "utf8" });
const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;

/** A GitHub expression as written in a workflow, `${{ inner }}` (built so it is not a JS template). */
const expr = (inner: string) => ["$", "{{ ", inner, " }}"].join("");
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-release-"));
  for (const p of ["package.json", "action.yml", "README.md", "docs", ".github", "src/version.ts"])
    cpSync(join(root, p), join(dir, p), { recursive: true });
  return dir;
}
const edit = (dir: string, p: string, f: (s: string) => string) =>
  writeFileSync(join(dir, p), f(readFileSync(join(dir, p), "utf8")));

describe("release check on the repository", () => {
  it("package.json, src/version.ts, action.yml, the examples' references and the reusable workflow agree", () => {
    const r = check(root);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`v${version.replace(/\./g, "\\.")} agrees \\([1-9]\\d* references\\)`));
  });

  it("docs/release.md names the steps the check enforces", () => {
    const doc = readFileSync(join(root, "docs/release.md"), "utf8");
    for (const s of [
      "git tag -a vX.Y.Z",
      "node scripts/release-check.mjs --tag",
      "npm pack",
      "sha256sum",
      "job.workflow_sha",
      "src/version.ts",
    ])
      expect(doc).toContain(s);
  });
});

describe("release check catches each disagreement (file and line)", () => {
  it("an example still on an older tag", () => {
    const dir = scratch();
    edit(dir, "docs/workflows/nightly.yml", (s) => s.replace(`contamgate.yml@v${version}`, "contamgate.yml@v0.0.9"));
    const line =
      readFileSync(join(dir, "docs/workflows/nightly.yml"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("@v0.0.9")) + 1;
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`docs/workflows/nightly.yml:${line}: references v0.0.9, the release is v${version}`);
  });

  it("src/version.ts not bumped with package.json", () => {
    const dir = scratch();
    edit(dir, "src/version.ts", (s) => s.replace(`"${version}"`, '"9.9.9"'));
    expect(check(dir).stderr).toContain(`src/version.ts: VERSION is "9.9.9", package.json says "${version}"`);
  });

  it("a runtime dependency (the tarball would need the network), or a bin that is not the bundle", () => {
    const dir = scratch();
    edit(dir, "package.json", (s) =>
      JSON.stringify({ ...JSON.parse(s), dependencies: { yaml: "2.9.1" }, bin: { contamgate: "lib/cli/bin.js" } }),
    );
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/package\.json: dependencies is not empty/);
    expect(r.stderr).toMatch(/package\.json: bin\.contamgate is "lib\/cli\/bin\.js"/);
  });

  it("a reusable workflow that takes a second ref again", () => {
    const dir = scratch();
    edit(dir, ".github/workflows/contamgate.yml", (s) =>
      s.replaceAll(`ref: ${expr("job.workflow_sha")}`, `ref: ${expr("inputs.contamgate-ref")}`),
    );
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/contamgate-ref/);
  });
});

describe("release check --tag (release time)", () => {
  const repo = () => {
    const dir = scratch();
    const git = (...a: string[]) =>
      execFileSync(
        "git",
        ["-c", "user.email=r@r", "-c", "user.name=r", "-c", "tag.gpgSign=false", "-c", "commit.gpgSign=false", ...a],
        { cwd: dir, encoding: "utf8" },
      );
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "release");
    return { dir, git };
  };

  it("passes with an annotated tag on HEAD and a clean tree", () => {
    const { dir, git } = repo();
    git("tag", "-a", `v${version}`, "-m", `v${version}`);
    const r = check(dir, "--tag", "--skip-build");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/tag at HEAD, clean tree/);
  });

  it("fails with no tag, a tag on an older commit, a lightweight tag, or a dirty tree", () => {
    const { dir, git } = repo();
    expect(check(dir, "--tag", "--skip-build").stderr).toContain(`git: no tag v${version}`);
    git("tag", "-a", `v${version}`, "-m", `v${version}`);
    writeFileSync(join(dir, "README.md"), "changed after tagging\n");
    expect(check(dir, "--tag", "--skip-build").stderr).toMatch(/git: the working tree is not clean/);
    git("commit", "-qam", "after the tag");
    expect(check(dir, "--tag", "--skip-build").stderr).toMatch(
      new RegExp(`git: v${version.replace(/\./g, "\\.")} points at [0-9a-f]{12}, not at HEAD`),
    );
    git("tag", "-f", `v${version}`);
    expect(check(dir, "--tag", "--skip-build").stderr).toContain(`git: v${version} is a lightweight tag`);
  });
});
