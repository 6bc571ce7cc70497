import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

// The action runs the committed bundle, not the sources: a stale dist/ ships old code.
it("dist/ is what `npm run build` makes of the sources (rebuild with npm run build and commit dist/)", () => {
  const out = mkdtempSync(join(tmpdir(), "contamgate-dist-"));
  execFileSync(process.execPath, [join(root, "scripts/build.mjs"), out], { cwd: root, stdio: "pipe" });
  const built = files(out)
    .map((f) => relative(out, f))
    .sort();
  const committed = files(join(root, "dist"))
    .map((f) => relative(join(root, "dist"), f))
    .sort();
  expect(committed).toEqual(built);
  for (const f of built) {
    expect(readFileSync(join(root, "dist", f)).equals(readFileSync(join(out, f))), `dist/${f} is stale`).toBe(true);
  }
}, 0); // no timeout: the build takes minutes on a loaded runner, and that is not a failure
