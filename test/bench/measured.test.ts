import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM shared with scripts/bench-readme.mjs, no type declarations
import { END, renderMeasured, START } from "../../bench/table.mjs";

const root = join(import.meta.dirname, "../..");

interface Row {
  id: string;
  commit: string;
  dirty: boolean;
  code: string[];
}
interface Results {
  rows: Row[];
}

const results = JSON.parse(readFileSync(join(root, "bench/results.json"), "utf8")) as Results;

/** git's answer, or null where git or the repository is not there (a tarball, a shallow clone). */
function git(...args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

describe("README's Measured table", () => {
  it("is what scripts/bench-readme.mjs writes from the committed bench/results.json", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const a = readme.indexOf(START);
    const b = readme.indexOf(END);
    expect(a, "the start marker").toBeGreaterThanOrEqual(0);
    expect(b, "the end marker").toBeGreaterThan(a);
    expect(readme.slice(a + START.length, b)).toBe(`\n${renderMeasured(results)}\n`);
    expect(results.rows.length).toBeGreaterThan(0);
  });

  it("has no row measured on uncommitted code", () => {
    expect(results.rows.filter((r) => r.dirty).map((r) => r.id)).toEqual([]);
  });

  it("has no row older than the last commit touching the code it times", (ctx) => {
    if (git("rev-parse", "--is-inside-work-tree") !== "true") {
      ctx.skip("git or the repository's history is not available: the rows' commits cannot be checked here");
      return;
    }
    const stale: string[] = [];
    for (const r of results.rows) {
      const last = git("log", "-1", "--format=%H", "--", ...r.code.map((p) => join(root, p)));
      if (last === null || last === "") continue; // no such paths in this history: nothing newer
      if (git("cat-file", "-e", `${r.commit}^{commit}`) === null) {
        ctx.skip(`commit ${r.commit} (row ${r.id}) is not in this clone (shallow?): cannot check`);
        return;
      }
      // The measured commit must contain the last change to the row's code.
      if (git("merge-base", "--is-ancestor", last, r.commit) === null)
        stale.push(
          `${r.id}: measured at ${r.commit.slice(0, 10)}, code changed in ${last.slice(0, 10)} (npm run bench)`,
        );
    }
    expect(stale).toEqual([]);
  });
});
